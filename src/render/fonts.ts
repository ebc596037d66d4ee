/**
 * The fonts a pad prints with, and everything that must agree with them: where the TTF files
 * are (the `dejavu-fonts-ttf` package: DejaVu has Cyrillic and Polish letters, the 14 built-in
 * PDF fonts have neither), how wide a text is, how a paragraph wraps, and which characters of a
 * text the fonts cannot draw (`missingGlyphs`, passed to the variant validator so a missing
 * glyph is a validation error at the line of the string, never a blank box on paper).
 *
 * @example
 *   missingGlyphs('Морской бой ✈');  // ['✈'] if the font lacks it
 *   textWidth('Dziennik salw', 'bold', 10); // millimetres
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create, type Font } from 'fontkit';
import { spoken } from '../core/language.js';
import { ptToMm, type FontFace } from './drawing.js';
import { hyphenPoints } from './hyphenate.js';

const FILES: Readonly<Record<FontFace, string>> = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  condensed: 'DejaVuSansCondensed.ttf',
  'condensed-bold': 'DejaVuSansCondensed-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
};

/** All faces, in a fixed order (the PDF adapter registers them in this order). */
export const FONT_FACES: readonly FontFace[] = ['regular', 'bold', 'condensed', 'condensed-bold', 'italic'];

let fontDir: string | undefined;

/** The directory holding the DejaVu TTF files, resolved through the package so it works from src and dist. */
export function fontDirectory(): string {
  if (fontDir === undefined) {
    const require = createRequire(import.meta.url);
    fontDir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  }
  return fontDir;
}

const bytesCache = new Map<FontFace, Buffer>();
const fontCache = new Map<FontFace, Font>();

/** The TTF file of a face, as bytes (read once). */
export function fontBytes(face: FontFace): Buffer {
  let bytes = bytesCache.get(face);
  if (bytes === undefined) {
    bytes = readFileSync(join(fontDirectory(), FILES[face]));
    bytesCache.set(face, bytes);
  }
  return bytes;
}

/** The parsed font of a face, for measuring (parsed once per process). */
function fontOf(face: FontFace): Font {
  let font = fontCache.get(face);
  if (font === undefined) {
    font = create(fontBytes(face));
    fontCache.set(face, font);
  }
  return font;
}

/**
 * The characters of `text` that some pad face cannot draw, each once, in order of appearance.
 * White space and control characters are ignored (they draw nothing).
 *
 * @example
 *   missingGlyphs('убит') // []
 */
export function missingGlyphs(text: string): string[] {
  const missing: string[] = [];
  for (const ch of text.normalize('NFC')) {
    if (/\s|\p{Cc}/u.test(ch) || missing.includes(ch)) continue;
    const cp = ch.codePointAt(0)!;
    if (FONT_FACES.some((f) => !fontOf(f).hasGlyphForCodePoint(cp))) missing.push(ch);
  }
  return missing;
}

/**
 * The smallest text a pad prints, in points. Below about 6 pt print stops being legible on paper
 * (a pad is read at arm's length, often in poor light, and written over in pencil); 6 pt is also
 * the usual floor of print rules for small type (the FDA's smallest type on a label; a 6 pt
 * DejaVu Sans has an x-height of about 1.15 mm, near the EU's 1.2 mm for food labels), and the
 * floor the cover and the chart titles already kept. Layouts scale their type down with the
 * sheet, but never below this: `legible(size)`.
 */
export const MIN_TEXT_PT = 6;

/**
 * A type size, raised to the legible minimum when smaller.
 *
 * @example
 *   legible(6.5 * 0.6) // 6
 */
export function legible(size: number): number {
  return Math.max(MIN_TEXT_PT, size);
}

const widthCache = new Map<string, number>();

/**
 * Width of one line of `text` in millimetres at `size` points (with the font's kerning, as the
 * PDF adapter sets it).
 *
 * @example
 *   textWidth('A10', 'regular', 10) // ≈ 7.3
 */
export function textWidth(text: string, face: FontFace, size: number): number {
  const key = `${face}\u0000${text}`;
  let units = widthCache.get(key);
  if (units === undefined) {
    const font = fontOf(face);
    units = font.layout(text).advanceWidth / font.unitsPerEm;
    widthCache.set(key, units);
  }
  return ptToMm(units * size);
}

/** Vertical metrics of a face at `size` points, in millimetres (ascent above, descent below the baseline). */
export function fontMetrics(face: FontFace, size: number): { ascent: number; descent: number; capHeight: number } {
  const font = fontOf(face);
  const k = ptToMm(size) / font.unitsPerEm;
  const cap = font.capHeight ?? font.glyphForCodePoint(0x48).bbox.maxY; // 'H' when OS/2 has no cap height
  return { ascent: font.ascent * k, descent: -font.descent * k, capHeight: cap * k };
}

/**
 * The short prepositions, conjunctions and particles a Russian or Polish typesetter does not leave
 * at a line's end but sends down with the word after them (`на клетку`, `не может`, `że statek`),
 * by the language's base (`ru-RU` → `ru`); other languages have none.
 */
const SHORT_WORDS: Readonly<Record<string, ReadonlySet<string>>> = {
  ru: new Set(['на', 'по', 'за', 'до', 'от', 'из', 'не', 'ни', 'но', 'да', 'об', 'со', 'ко', 'во', 'без', 'для', 'при', 'под', 'над', 'про', 'что', 'как', 'или', 'изо', 'ото', 'обо']),
  pl: new Set(['na', 'do', 'od', 'po', 'za', 'ze', 'we', 'ku', 'że', 'nie', 'bez', 'dla', 'pod', 'nad', 'lub', 'czy', 'jak', 'przy', 'przez']),
};

/**
 * Words that a line must not come between, as a printer sets them: a dash stays at the end of the
 * line before it (`кораблей —`, never a line opening with `— военная тайна`), a sign between two
 * terms keeps them together (`15 × 15`), a one-letter word goes down with the word after it
 * (`i ołówki`, `в клетку`: Polish and Russian typesetting leave none at a line's end), and so does
 * a number (`2 клетки`, `(4 cells)`: a count with what it counts); in Russian and Polish text
 * (`lang`), so do the short words of `SHORT_WORDS` (`по клетке`, `na planszy`).
 */
function bound(words: readonly string[], lang?: string): string[][] {
  const short = lang === undefined ? undefined : SHORT_WORDS[spoken(lang)];
  const units: string[][] = [];
  let glueNext = false;
  for (const w of words) {
    const last = units[units.length - 1];
    if (last !== undefined && (glueNext || /^[—–]$/u.test(w) || /^[×=]$/u.test(w))) last.push(w);
    else units.push([w]);
    glueNext = /^[×=]$/u.test(w) || /^\p{L}$/u.test(w) || /^\(?\d+$/u.test(w) || (short?.has(w.replace(/^[(«„"]+/u, '').toLowerCase()) ?? false);
  }
  return units;
}

/**
 * `text` wrapped into `width` as `wrapText` wraps it, but with no short word alone on its last line
 * (a runt, under a third of the width: `попавший пропускает` / `ход`; `informacja 46,1` / `bita`):
 * where one would be, the lines are wrapped a little narrower so that a word before it goes down
 * too (`попавший` / `пропускает ход`), in as many lines.
 *
 * @example
 *   unruntedWrap('один выстрел, попавший пропускает ход', 'regular', 7, 40, 'ru')
 */
export function unruntedWrap(text: string, face: FontFace, size: number, width: number, lang?: string): string[] {
  const runt = (ls: readonly string[]) => ls.length > 1 && !/\s/u.test(ls[ls.length - 1]!.trim()) && textWidth(ls[ls.length - 1]!, face, size) < width / 3;
  const lines = wrapText(text, face, size, width, lang);
  if (!runt(lines)) return lines;
  for (let w = width - 0.5; w >= width * 0.6; w -= 0.5) {
    const narrower = wrapText(text, face, size, w, lang);
    if (narrower.length > lines.length) break;
    if (!runt(narrower)) return narrower;
  }
  return lines;
}

/**
 * Break `text` into lines no wider than `width` mm: paragraphs at line breaks, words at spaces
 * (but not between words bound together, see `bound`, unless they are wider than a line together;
 * `lang`, the text's language, binds its short words too);
 * a word longer than a line is split between characters, at its syllables where `opts.hyphens`
 * (and the language has hyphenation patterns: English, Russian, Polish), which also hyphenates a
 * word that would leave the line before it short. Blank lines are kept as `''`.
 *
 * @example
 *   wrapText('one two three', 'regular', 10, 15) // ['one two', 'three']
 *   wrapText('one battleship and two destroyers each', 'regular', 10, 25, 'en', { hyphens: true })
 *   // ['one battle-', 'ship and two', 'destroyers', 'each'] (without: ['one', 'battleship', 'and two', …])
 */
export function wrapText(text: string, face: FontFace, size: number, width: number, lang?: string, opts: WrapOptions = {}): string[] {
  const lines: string[] = [];
  const hyphens = opts.hyphens === true ? lang : undefined;
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    const words = paragraph.split(/[ \t]+/).filter((w) => w.length > 0);
    if (words.length === 0) {
      lines.push('');
      continue;
    }
    let line = '';
    // Lines ended in a hyphen one after another: a typesetter lets no more than two do so (unless
    // the line would be left short, see HYPHEN_MUST).
    let ladder = 0;
    const push = (l: string, hyphenated: boolean) => {
      lines.push(l);
      ladder = hyphenated ? ladder + 1 : 0;
    };
    // `last`: the paragraph's last word, not hyphenated unless the line would be left short (a
    // last line of a syllable or two, `ers.`, is worse than a line a little shorter before it),
    // and then never before its last syllable alone.
    const place = (word: string, last = false): void => {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (textWidth(candidate, face, size) <= width) {
        line = candidate;
        return;
      }
      const filled = textWidth(line, face, size) / width;
      if (hyphens !== undefined && (filled < HYPHEN_MUST || (!last && ladder < 2 && filled < 1 - HYPHEN_ZONE))) {
        // The word's first syllables end the line, with a hyphen (of words bound together, only
        // the last word is broken, a dash after it going down with its end: `на кле-` / `тку`,
        // `повреж-` / `дения —`).
        const tokens = word.split(' ');
        let j = tokens.length - 1;
        while (j > 0 && !/\p{L}/u.test(tokens[j]!)) j--;
        const head = tokens.slice(0, j).map((t) => `${t} `).join('');
        const tail = tokens[j]!;
        const after = tokens.slice(j + 1).map((t) => ` ${t}`).join('');
        const before = line === '' ? head : `${line} ${head}`;
        // The paragraph's last word leaves two of its syllables at least for the last line: one
        // alone there (`Перельма-` / `ну).`) reads as a stray; without such a cut it goes down whole.
        const points = hyphenPoints(tail, hyphens);
        const cut = (last ? points.slice(0, -1) : points)
          .reverse()
          .find((p) => textWidth(`${before}${tail.slice(0, p)}-`, face, size) <= width);
        if (cut !== undefined) {
          push(`${before}${tail.slice(0, cut)}-`, true);
          line = '';
          place(`${tail.slice(cut)}${after}`, last);
          return;
        }
      }
      if (line !== '') push(line, false);
      line = '';
      let rest = word;
      while (textWidth(rest, face, size) > width && rest.length > 1) {
        // A word wider than the line is cut where it fits, with a hyphen between two letters, and
        // never so as to leave its punctuation, or a letter or two, alone at the start of the next line.
        const piece = (cut: number) => rest.slice(0, cut) + (/\p{L}/u.test(rest[cut - 1] ?? '') && /\p{L}/u.test(rest[cut] ?? '') ? '-' : '');
        let cut = rest.length - 1;
        while (cut > 1 && textWidth(piece(cut), face, size) > width) cut--;
        const letters = (t: string) => (t.match(/[\p{L}\p{N}]/gu) ?? []).length;
        while (cut > 2 && letters(rest.slice(cut)) < Math.min(3, letters(rest) - 2)) cut--;
        push(piece(cut), true);
        rest = rest.slice(cut);
      }
      line = rest;
    };
    const units = bound(words, lang);
    for (const [u, unit] of units.entries()) {
      // Bound words too wide for a line of their own: the first ones as any others, the longest
      // run of the last ones that fits a line still together (`и` / `в пятиклеточный`), a line
      // never opening with a dash or a sign (`15 ×` / `15`).
      let k = 0;
      while (k < unit.length - 1 && (textWidth(unit.slice(k).join(' '), face, size) > width || /^[—–×=]$/u.test(unit[k]!))) k++;
      unit.slice(0, k).forEach((w) => place(w));
      place(unit.slice(k).join(' '), u === units.length - 1);
    }
    lines.push(line);
  }
  return lines;
}

export interface WrapOptions {
  /**
   * Break long words with a hyphen where the language's patterns allow (`hyphenPoints`), rather
   * than leave a line much shorter than the width before them: for narrow columns of running text.
   */
  readonly hyphens?: boolean;
}

/**
 * A word is hyphenated only where the line before it would otherwise leave more than this share
 * of the width empty (a typesetter's hyphenation zone: fewer hyphens, no line left ragged).
 */
const HYPHEN_ZONE = 0.2;

/**
 * A line that would fill less than this share of the width (or nothing, before a word wider than
 * a line) is ended with a hyphenated word even as a third hyphen in a row, or with the paragraph's
 * last word broken: a line half empty is worse.
 */
const HYPHEN_MUST = 0.6;

/**
 * The largest size (points, in steps of 0.25 pt, between `min` and `max`) at which `text` fits
 * in `width` mm on one line; `min` if none does.
 *
 * @example
 *   fitSize('Пятиклеточный', 'regular', 20, 6, 10)
 */
export function fitSize(text: string, face: FontFace, width: number, min: number, max: number): number {
  for (let s = max; s > min; s -= 0.25) if (textWidth(text, face, s) <= width) return s;
  return min;
}

/** Whether `kept` ends on a short word in lower case (of, the, and, и, на, w, do): a poor place to cut. */
function endsOnShortWord(kept: string): boolean {
  const last = kept.split(/[\s\-‐]+/u).at(-1) ?? '';
  return /^\p{Ll}{1,3}$/u.test(last);
}

/**
 * `text` at the largest size from `max` down to `min` that fits `width` (millimetres); when even
 * `min` is too large, the text is cut short at `min` and ends in an ellipsis, so that it never runs
 * past `width` (a long title, a long side name). It is cut after a whole word (or before a hyphen
 * joining two), the stop, comma or dash left there dropped, where that fills half the width at least;
 * not after a short word in lower case (`… Final of the…`) where an earlier word boundary does
 * (`… Final…`); inside a word only where none does (one word too long for the width: `Donaudampfschiff…`).
 *
 * @example
 *   fitText('A very long title indeed', 'bold', 30, 7, 15) // { text: 'A very long title…', size: 7 }
 */
export function fitText(text: string, face: FontFace, width: number, min: number, max: number): { readonly text: string; readonly size: number } {
  const size = fitSize(text, face, width, min, max);
  if (textWidth(text, face, size) <= width) return { text, size };
  const chars = Array.from(text);
  while (chars.length > 0 && textWidth(`${chars.join('').trimEnd()}…`, face, size) > width) chars.pop();
  const inside = chars.length > 0 ? `${chars.join('').trimEnd()}…` : '';
  // The last word boundary within what fits: a space, or a hyphen between two letters; not after a
  // short word in lower case (of, the, и, w), which reads as if the text went on, where a boundary
  // before it still fills half the room.
  const all = Array.from(text);
  let afterShort: string | undefined;
  for (let k = chars.length; k > 0; k--) {
    const boundary = /[ \t]/u.test(all[k] ?? '') || (/[-‐]/u.test(all[k] ?? '') && /\p{L}/u.test(all[k - 1] ?? '') && /\p{L}/u.test(all[k + 1] ?? ''));
    if (!boundary) continue;
    const kept = all.slice(0, k).join('').replace(/[\s.,;:—–-]+$/u, '');
    if (!/[\p{L}\p{N}]/u.test(kept)) break;
    const cut = `${kept}…`;
    if (textWidth(cut, face, size) < width / 2) break;
    if (textWidth(cut, face, size) > width) continue;
    if (!endsOnShortWord(kept)) return { text: cut, size };
    afterShort ??= cut;
  }
  return { text: afterShort ?? inside, size };
}
