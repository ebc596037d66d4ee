/**
 * Running text set as a typesetter of its language sets it: the straight quotes a variant's
 * `rules:` text is typed with (`"Have I hit anything?"`, `one's`) become the language's own
 * quotation marks and apostrophe (“…” and ’ in English, «…» in Russian, „…” in Polish), a size
 * typed `15 x 15` the sign `15 × 15`, and a hyphen between spaces a dash (` – ` in English and Polish, ` — ` in Russian). Quotes already
 * typographic are left as they are; a language without rules here keeps its text as written.
 * A size (`15 × 15`, `10 x 10`) is also held on one line where it is set (`sizeTogether`).
 *
 * @example
 *   typeset('asks "Have I hit anything?"', 'en') // 'asks “Have I hit anything?”'
 *   typeset('промах: "мимо"', 'ru')              // 'промах: «мимо»'
 */

interface Marks {
  /** Double quotes: opening, closing. */
  readonly open: string;
  readonly close: string;
  /** Quotes within quotes (single straight quotes that open and close): opening, closing. */
  readonly innerOpen: string;
  readonly innerClose: string;
  /** A spaced hyphen, as a dash. */
  readonly dash: string;
}

const MARKS: Readonly<Record<string, Marks>> = {
  en: { open: '\u201c', close: '\u201d', innerOpen: '\u2018', innerClose: '\u2019', dash: '\u2013' },
  ru: { open: '\u00ab', close: '\u00bb', innerOpen: '\u201e', innerClose: '\u201c', dash: '\u2014' },
  pl: { open: '\u201e', close: '\u201d', innerOpen: '\u00ab', innerClose: '\u00bb', dash: '\u2013' },
};

const APOSTROPHE = '\u2019';

/** A quote after this (or at the start) opens: after a space, a bracket, a dash or another opening quote. */
const OPENS_AFTER = /[\s([{\u2014\u2013\-/\u201c\u2018\u00ab\u201e]/u;

/** A size between numbers: a figure, a space, the sign (× or the letter x), a space, and a figure after (not taken). */
const SIZE = /(\d) ([\u00d7x]) (?=\d)/gu;

/**
 * A size typed with the letter x between numbers (`15 x 15`) set with the multiplication sign
 * (`15 × 15`), in any language: the sign the board's own line on the cover prints.
 *
 * @example
 *   timesSign('Statki 15 x 15') // 'Statki 15 × 15'
 */
export function timesSign(text: string): string {
  return text.replace(SIZE, '$1 \u00d7 ');
}

/**
 * A size (`15 × 15`, `10 x 10`) held on one line: no-break spaces around its sign, the sign as
 * typed (a game's name keeps its `x`).
 *
 * @example
 *   sizeTogether('Statki 15 × 15') // 'Statki 15\u00a0×\u00a015'
 */
export function sizeTogether(text: string): string {
  return text.replace(SIZE, '$1\u00a0$2\u00a0');
}

/**
 * `text` with its straight quotes, apostrophes, spaced hyphens and sizes' `x` set for `lang` (see
 * the module comment); unchanged for a language this module has no rules for.
 */
export function typeset(text: string, lang: string): string {
  const m = MARKS[lang];
  if (m === undefined) return text;
  const chars = [...timesSign(text).replace(/(\S) - (?=\S)/gu, `$1 ${m.dash} `)];
  let innerOpenCount = 0;
  // Whether the character before was a straight quote set as an opening one ("'мимо'": the inner quote opens too).
  let openedBefore = false;
  return chars
    .map((c, i) => {
      const before = chars[i - 1];
      const after = chars[i + 1];
      const opens = before === undefined || OPENS_AFTER.test(before) || openedBefore;
      openedBefore = false;
      if (c === '"') {
        openedBefore = opens;
        return opens ? m.open : m.close;
      }
      if (c !== "'") return c;
      // Between letters (one's, д'Артаньян) or after a word's letters with no quote open: an apostrophe.
      const letterBefore = before !== undefined && /[\p{L}\p{N}]/u.test(before);
      if (letterBefore && (innerOpenCount === 0 || (after !== undefined && /\p{L}/u.test(after)))) return APOSTROPHE;
      if (opens && after !== undefined && /\S/u.test(after)) {
        innerOpenCount++;
        openedBefore = true;
        return m.innerOpen;
      }
      if (innerOpenCount > 0) {
        innerOpenCount--;
        return m.innerClose;
      }
      return APOSTROPHE;
    })
    .join('');
}
