/**
 * Announcement text: reading what the defender said (`мимо`, `попал, убит`, `battleship 1,
 * cruiser 1`, `трёхклеточный`, `попаданий нет`) into an `Announcement`, and writing an
 * `Announcement` back in one of the variant's languages. Any of the variant's languages is
 * accepted on reading, and the language-independent ids too (`miss`, `hit`, `sunk`, `none`, a
 * class id); words are compared folded (case, diacritics: see ./words.ts).
 *
 * Per-shot reports are a list of results, one per cell fired, each optionally followed by a
 * class (`hit, sunk cruiser`). Per-salvo reports are a list of entries separated by commas:
 * `<class> [#<ship>] [<count>] [<sunk word>]`, or the "no hits" phrase. A leading hit word,
 * small joining words (`попал в трёхклеточный и в пятиклеточный`) and spoken counts
 * (`battleship once, cruiser twice`, `крейсер 2 раза`) are tolerated.
 *
 * The result is normalised to the variant's report policy (counts default to 1 where counts are
 * given, entries sorted by class then ship), so `parseAnnouncement(formatAnnouncement(a))`
 * gives back `a`.
 *
 * @example
 *   parseAnnouncement('battleship 1, cruiser 1', jutland, 6).announcement
 *   // { kind: 'per-salvo', hits: [{ classId: 'battleship', count: 1 }, { classId: 'cruiser', count: 1 }] }
 *   formatAnnouncement({ kind: 'per-shot', shots: [{ result: 'miss' }] }, morskoyBoy, 'ru') // 'мимо'
 */
import { asCyrillicKeys, asLatinKeys } from '../core/coords.js';
import type { Diagnostic, DiagnosticParts } from '../core/diagnostics.js';
import { canonicalHit, mostSunkBy, type Announcement, type SalvoHit, type ShotReport, type ShotResult } from '../rules/announcement.js';
import { namesClass } from '../rules/announce.js';
import { announcesSinking } from '../rules/fleet-status.js';
import { variantNotation } from '../rules/notation.js';
import { spoken } from '../core/language.js';
import { localize, type Lang, type Variant } from '../variant/model.js';
import { didYouMean, foldWord, isSeparator, tokenize, type Token } from './words.js';
import { foldWidth } from '../core/words.js';
import { latinSkeleton, scriptOf } from './transliterate.js';
import { deckWord } from '../core/deck-names.js';
import { remembered } from './reading-memo.js';
import { synonymClass, synonymSize } from '../core/class-synonyms.js';
import { formsLanguage, readsAsName } from '../core/name-forms.js';

/** A problem found in an announcement text, at `offset` (0-based) within that text. */
export interface TextIssue {
  readonly diagnostic: Diagnostic;
  readonly offset: number;
}

export interface AnnouncementParse {
  /** The announcement, or null when the text could not be read. */
  readonly announcement: Announcement | null;
  readonly issues: readonly TextIssue[];
  /**
   * Per-shot reports only: where each shot's result starts in the text (0-based offsets, one per
   * shot of the announcement; the "no hits" phrase gives its own start for every shot).
   */
  readonly shotOffsets?: readonly number[];
}

/** Small joining words tolerated between the entries of a per-salvo report. */
const JOINING_WORDS = new Set(['в', 'во', 'и', 'w', 'i', 'oraz', 'and', 'in', 'the']);
/**
 * Words the rule texts say around a class that tell nothing more ("попал в трёхклеточный
 * корабль", "you have hit my battleship once", "You sunk my battleship!"): skipped.
 */
const FILLER_WORDS = new Set([
  'корабль', 'корабля', 'корабли', 'кораблей', 'судно', 'судна', 'my', 'you', 'have', 'has', 'your',
  // Contractions as players write them ("you've sunk my destroyer", "it's a hit", "that's a miss").
  "you've", "it's", "that's", 'a', 'an',
  'statek', 'statku', 'statki', 'okret', 'okretu',
]);
/** Is the word a filler word? A typographic apostrophe (`you’ve`, as editors turn it) is the typed one. */
function isFiller(word: string): boolean {
  return FILLER_WORDS.has(foldWord(word).replace(/[\u2018\u2019\u02bc`]/gu, "'"));
}
/** Words that may follow a count (`cruiser 2 times`, `крейсер 2 раза`). */
const COUNT_WORDS = new Set(['time', 'times', 'раз', 'раза', 'raz', 'razy']);
/** Counts said as words, as the Jutland rules say them ("battleship once"). */
const COUNT_ADVERBS: Readonly<Record<string, number>> = { once: 1, twice: 2, thrice: 3, дважды: 2, dwukrotnie: 2 };
/**
 * Counts said as number words (`battleship two`, `крейсер два`), read as digits are: after a
 * class its count; before one (`one battleship`) the error a digit there gets (write the class
 * first), not a guess at a word it looks like (`one` is not `none`). Folded as `foldWord` folds.
 */
const NUMBER_WORDS: ReadonlyMap<string, number> = new Map(
  [
    ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
    ['один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять', 'десять'],
    ['jeden', 'dwa', 'trzy', 'cztery', 'piec', 'szesc', 'siedem', 'osiem', 'dziewiec', 'dziesiec'],
  ]
    .flatMap((words) => words.map((w, i): [string, number] => [w, i + 1]))
    .concat([['одна', 1], ['одно', 1], ['две', 2], ['jedna', 1], ['jedno', 1], ['dwie', 2]]),
);

/**
 * Results as players say them at the table, besides the variant's own words, in the languages
 * they belong to: Морской бой's `мимо` / `попал` / `убит` and `ранил` / `убил` (for попал / убит), Statki's `trafiony
 * zatopiony` and English `hit and sunk` (one result: the ship is sunk), `не попал` and `промазал` (a miss, never a hit), and the feminine
 * forms. Read only in a variant that has the language, and never over a word the variant itself
 * uses.
 */
const SPOKEN_RESULTS: Readonly<Record<string, Readonly<Record<ShotResult, readonly string[]>>>> = {
  // Said to a woman who fired as to a man: ранил / ранила, убил / убила, потопил / потопила.
  // Морской бой's own мимо / попал / убит too, in a Russian variant whose words are others (потоплен).
  ru: {
    miss: ['мимо', 'промах', 'не попал', 'не попала', 'промазал', 'промазала'],
    hit: ['попал', 'ранил', 'ранила', 'ранен', 'ранена', 'попала', 'попадание'],
    sunk: ['убит', 'убил', 'убила', 'убита', 'потопил', 'потопила', 'потоплен', 'потоплена'],
  },
  pl: { miss: ['pudło'], hit: ['trafiony', 'trafiona', 'trafione'], sunk: ['zatopiony', 'zatopiona', 'zatopione', 'trafiony zatopiony', 'trafiona zatopiona', 'trafione zatopione'] },
  // `hit and sunk`, as an English player says Statki's trafiony zatopiony: one result, the ship sunk.
  en: { miss: [], hit: [], sunk: ['sank', 'hit and sunk'] },
};

/**
 * "No hits" as said in each language, for a word of another language than the variant's
 * (`попаданий нет` in Jutland): its misses are the results above.
 */
const SPOKEN_NO_HITS: Readonly<Record<'ru' | 'pl' | 'en', readonly string[]>> = {
  ru: ['попаданий нет', 'нет попаданий'],
  pl: ['brak trafień', 'nie trafiono'],
  en: ['no hits', 'no hit', 'nothing'],
};

type Meaning =
  | { readonly kind: 'result'; readonly result: ShotResult }
  | { readonly kind: 'none' }
  | { readonly kind: 'class'; readonly classId: string };

interface Phrase {
  readonly words: readonly string[];
  readonly meaning: Meaning;
  /** As written in the variant, for suggestions. */
  readonly text: string;
  /** A class name's language, whose case endings it is also read with (`баржи` for `баржа`: ../core/name-forms.ts). */
  readonly lang?: string;
}

const vocabularyCache = new WeakMap<Variant, Phrase[]>();

/** Every phrase the variant understands, longest first. */
function vocabularyOf(variant: Variant): Phrase[] {
  const cached = vocabularyCache.get(variant);
  if (cached) return cached;
  const out: Phrase[] = [];
  const add = (text: string, meaning: Meaning, lang?: string): void => {
    const folded = foldWord(text);
    if (folded === '') return;
    // Suggestions show words as records write them: class names in lower case.
    out.push({ words: folded.split(' '), meaning, text: meaning.kind === 'class' ? announcedCase(text) : text, ...(lang === undefined ? {} : { lang }) });
  };
  for (const result of ['miss', 'hit', 'sunk'] as const) add(result, { kind: 'result', result });
  add('none', { kind: 'none' });
  for (const lang of variant.languages) {
    const w = variant.words[lang];
    if (!w) continue;
    add(w.miss, { kind: 'result', result: 'miss' });
    add(w.hit, { kind: 'result', result: 'hit' });
    if (w.sunk !== undefined) add(w.sunk, { kind: 'result', result: 'sunk' });
    add(w.noHits, { kind: 'none' });
  }
  const own = new Set(out.map((p) => p.words.join(' ')));
  for (const c of variant.fleet) for (const name of [c.id, ...Object.values(c.name)]) own.add(foldWord(name));
  for (const lang of variant.languages) {
    for (const [result, spoken] of Object.entries(SPOKEN_RESULTS[lang] ?? {}) as [ShotResult, readonly string[]][]) {
      for (const text of spoken) if (!own.has(foldWord(text))) add(text, { kind: 'result', result });
    }
    // "No hits" as said at the table in the variant's own language (`no hit`, `nothing` in Jutland),
    // read as its phrase: check, record and play alike.
    // Suggested as the variant writes it (`no hitz`: did you mean no hits?).
    const written = variant.words[lang]?.noHits;
    for (const text of SPOKEN_NO_HITS[spoken(lang)]) if (!own.has(foldWord(text))) out.push({ words: foldWord(text).split(' '), meaning: { kind: 'none' }, text: written ?? text });
  }
  for (const c of variant.fleet) {
    add(c.id, { kind: 'class', classId: c.id }, 'en');
    if (c.id.includes('-')) add(c.id.replace(/-/g, ' '), { kind: 'class', classId: c.id }, 'en');
    for (const [lang, name] of Object.entries(c.name)) add(name, { kind: 'class', classId: c.id }, lang);
  }
  // A Russian class name as the object of a result said as a verb (`потопил шлюпку`, `ранил
  // подводную лодку`): its accusative, where it differs (a masculine name, `крейсер`, has none of
  // its own). Read as the class, suggested as the variant writes it; never over another word.
  const named = new Set(out.map((p) => p.words.join(' ')));
  const accusatives = variant.fleet.flatMap((c) =>
    Object.entries(c.name)
      .filter(([lang]) => spoken(lang) === 'ru')
      .map(([, name]) => ({ c, name, form: foldWord(russianAccusative(name)) }))
      .filter((a) => a.form !== '' && !named.has(a.form)),
  );
  for (const a of accusatives) {
    // Two classes whose accusatives meet name neither.
    if (accusatives.some((b) => b.form === a.form && b.c.id !== a.c.id)) continue;
    out.push({ words: a.form.split(' '), meaning: { kind: 'class', classId: a.c.id }, text: announcedCase(a.name) });
  }
  // A class's mark on the pads' rosters (`BB`, `CR`, `Кр`, `IV`), as players read it off the pad:
  // marks with a letter that name nothing else; of one letter (Perelman's `V`) only where the
  // announcement names classes, not results (in Statki a lone `P` reads as a slip).
  const taken = new Set(out.map((p) => p.words.join(' ')));
  const marks = variant.fleet.map((c) => foldWord(c.mark));
  const shortest = variant.report.timing === 'per-salvo' ? 1 : 2;
  for (const c of variant.fleet) {
    const mark = foldWord(c.mark);
    const plain = [...mark].length >= shortest && /\p{L}/u.test(mark) && !/\s/u.test(mark);
    const other = taken.has(mark) || marks.filter((x) => x === mark).length > 1 || JOINING_WORDS.has(mark) || FILLER_WORDS.has(mark) || COUNT_WORDS.has(mark);
    if (plain && !other) add(c.mark, { kind: 'class', classId: c.id });
  }
  out.sort((a, b) => b.words.length - a.words.length);
  vocabularyCache.set(variant, out);
  return out;
}

/**
 * A Russian name in the accusative, as the object of `потопил` or `ранил`, in lower case: the
 * words that agree with its first noun (feminine adjectives `-ая`, `-яя` → `-ую`, `-юю`) and that
 * noun of the a-declension (`-а` → `-у`, `-я` → `-ю`); the words after the noun (`лодка
 * капитана`) as they are, and a name of another declension (`крейсер`, `судно`, `мель`) unchanged.
 *
 * @example
 *   russianAccusative('подводная лодка') // 'подводную лодку'
 */
function russianAccusative(name: string): string {
  const words = name.toLocaleLowerCase('ru').split(' ');
  const adjective = (w: string): boolean => /[ая]я$/u.test(w);
  // The first noun: after the adjectives before it (a name of adjectives alone, `запасная`, ends in one).
  let noun = 0;
  while (noun < words.length - 1 && adjective(words[noun]!)) noun++;
  return words
    .map((w, i) => (i > noun ? w : adjective(w) ? w.replace(/ая$/u, 'ую').replace(/яя$/u, 'юю') : w.replace(/а$/u, 'у').replace(/я$/u, 'ю')))
    .join(' ');
}

/** The longest phrase matching the tokens from `i` (separators end a phrase). */
function matchAt(tokens: readonly Token[], i: number, vocabulary: readonly Phrase[], want?: Meaning['kind']): Phrase | undefined {
  for (const p of vocabulary) {
    if (want !== undefined && p.meaning.kind !== want) continue;
    if (i + p.words.length > tokens.length) continue;
    let ok = true;
    for (let k = 0; k < p.words.length && ok; k++) {
      const t = tokens[i + k]!;
      ok = !isSeparator(t) && foldWord(t.text) === p.words[k];
    }
    if (ok) return p;
  }
  return undefined;
}

/**
 * A class named in another grammatical form than the variant writes it: `госпитальное` for
 * `госпиталь`, `destroyers` for `destroyer`, `трёхклеточного` for `трёхклеточный`. A one-word
 * name of six letters or more matches a word that starts with all of it but its last two letters
 * and is as long or up to three letters longer (a shorter word is a typing slip, said as one);
 * and a name of any length, of one word or more, in its language's cases and plural (`баржи`,
 * `лодок` for `баржа`, `лодка`, `госпитального судна` for `госпитальное судно`, `korwety`,
 * `łodzi`: ../core/name-forms.ts), where no phrase of the variant is at `i`. Only where exactly
 * one class matches so, the longest name first; the phrase's words are as many as the tokens read.
 * Not `loose`: by the name's cases only (single shots: `armadu` is no form of the English `armada`).
 */
function inflectedClass(tokens: readonly Token[], i: number, vocabulary: readonly Phrase[], loose = true): Phrase | undefined {
  const token = tokens[i];
  if (token === undefined || isSeparator(token) || matchAt(tokens, i, vocabulary) !== undefined) return undefined;
  const word = foldWord(token.text);
  const found = new Map<string, Phrase>();
  for (const p of loose ? vocabulary : []) {
    if (p.meaning.kind !== 'class' || p.words.length !== 1) continue;
    const name = p.words[0]!;
    if (name.length < 6 || word.length < name.length || word.length > name.length + 3) continue;
    if (word.startsWith(name.slice(0, -2))) found.set(p.meaning.classId, p);
  }
  if (found.size === 1) return [...found.values()][0];
  if (found.size > 1) return undefined;
  // The vocabulary is longest first: the names of the most words that read so.
  for (const p of vocabulary) {
    const lang = p.lang === undefined ? undefined : formsLanguage(p.lang);
    if (p.meaning.kind !== 'class' || lang === undefined || i + p.words.length > tokens.length) continue;
    if (found.size > 0 && [...found.values()][0]!.words.length > p.words.length) break;
    const typed = tokens.slice(i, i + p.words.length);
    if (typed.some(isSeparator)) continue;
    if (readsAsName(typed.map((t) => foldWord(t.text)), p.words, lang)) found.set(p.meaning.classId, p);
  }
  return found.size === 1 ? [...found.values()][0] : undefined;
}

/** Is the whole text a "no hits" phrase (its words in any order) or only miss words? */
function isNoHits(tokens: readonly Token[], vocabulary: readonly Phrase[]): boolean {
  const words = tokens.filter((t) => !isSeparator(t)).map((t) => foldWord(t.text));
  if (words.length === 0) return false;
  const sorted = [...words].sort().join(' ');
  for (const p of vocabulary) {
    if (p.meaning.kind === 'none' && [...p.words].sort().join(' ') === sorted) return true;
  }
  return false;
}

function issue(code: string, message: string, offset: number, suggestion?: string, severity: 'error' | 'warning' = 'error', parts?: DiagnosticParts): TextIssue {
  const diagnostic: Diagnostic = { severity, code, message, ...(suggestion === undefined ? {} : { suggestion }), ...(parts === undefined ? {} : { parts }) };
  return { diagnostic, offset };
}

/**
 * The phrases a word typed wrong may be said to mean: where the announcements never name a class
 * (Морской бой's мимо / попал / убит), not a class nor its mark: `п` was попал, not the
 * submarine's mark `Пл`.
 */
function guesses(vocabulary: readonly Phrase[], variant: Variant): readonly Phrase[] {
  const classless = variant.report.timing === 'per-shot' && variant.report.sunk !== 'with-class' && variant.report.hitClass !== true;
  return classless ? vocabulary.filter((p) => p.meaning.kind !== 'class') : vocabulary;
}

function unknownWord(token: Token, vocabulary: readonly Phrase[], variant: Variant, language?: string, next?: Token): TextIssue {
  const words = guesses(vocabulary, variant).map((p) => p.text);
  // A phrase of several words near one of the variant's (`no hit` for `no hits`): quoted whole.
  const pair = next !== undefined && !isSeparator(next) && didYouMean(token.text, words) === undefined ? `${token.text} ${next.text}` : undefined;
  const phrase = pair === undefined ? undefined : didYouMean(pair, words.filter((x) => /\s/u.test(x)));
  if (pair !== undefined && phrase !== undefined) {
    return issue('announcement-unknown-word', `"${pair}" is not a phrase of this variant's announcements`, token.offset, `did you mean ${phrase}?`, 'error', { kind: 'phrase', typed: pair, guess: phrase });
  }
  // Cyrillic typed with the keyboard in Latin layout (`vbvj` for мимо): said, as for cells.
  const keyed = /^[a-z;',.`[\]]+$/iu.test(token.text) && words.some((x) => /\p{Script=Cyrillic}/u.test(x)) ? asCyrillicKeys(token.text) : undefined;
  // Only a word read exactly: a near miss of a typo in another language would mislead.
  const keyedGuess = keyed === undefined ? undefined : words.find((x) => x.toLowerCase() === keyed);
  if (keyedGuess !== undefined) {
    return issue('announcement-unknown-word', `"${token.text}" is not a word of this variant's announcements`, token.offset, `did you mean ${keyedGuess}? It looks typed with the keyboard in Latin layout`, 'error', { kind: 'keyboard', typed: token.text, guess: keyedGuess });
  }
  // Latin typed with the keyboard in Russian layout (`ьшыы` for miss, `екфанщтн` for trafiony): said
  // likewise, where the keys read exactly one word of the variant (Polish letters as on the keys: `pudlo`).
  const russianKeyed = /^\p{Script=Cyrillic}+$/u.test(token.text) ? asLatinKeys(token.text) : undefined;
  const russianGuesses = russianKeyed === undefined || !/^[a-z]+$/u.test(russianKeyed) ? [] : [...new Set(words.filter((x) => unmarked(x) === russianKeyed))];
  if (russianGuesses.length === 1) {
    const [meant] = russianGuesses as [string];
    return issue('announcement-unknown-word', `"${token.text}" is not a word of this variant's announcements`, token.offset, `did you mean ${meant}? It looks typed with the keyboard in Russian layout`, 'error', { kind: 'keyboard', layout: 'russian', typed: token.text, guess: meant });
  }
  // A result word cut short (`ран`, `traf`): the word it stands for.
  const full = uncut(token.text, variant, vocabulary);
  if (full !== undefined) return issue('announcement-unknown-word', `"${token.text}" is not a word of this variant's announcements`, token.offset, `did you mean ${full}? Write the word in full`, 'error', { kind: 'cut', typed: token.text, guess: full });
  // A class cut short where the announcements name classes (`госп` for госпиталь in Perelman;
  // `sunk sub` for sunk submarine where a sinking names the class, as in the 1967 game).
  const namesClasses = variant.report.timing === 'per-salvo' || variant.report.sunk === 'with-class' || variant.report.hitClass;
  const cutClass = namesClasses ? classCut(token.text, vocabulary) : undefined;
  if (cutClass !== undefined) return issue('announcement-unknown-word', `"${token.text}" is not a word of this variant's announcements`, token.offset, `did you mean ${cutClass}? Write the word in full`, 'error', { kind: 'cut', typed: token.text, guess: cutClass });
  // Ships counted in decks, as players say them now (`трёхпалубный` for `трёхклеточный`).
  const decks = /палубн/iu.test(token.text) ? didYouMean(token.text.replace(/палубн/iu, 'клеточн'), words) : undefined;
  const lang = language !== undefined && variant.words[language] !== undefined ? language : (variant.languages[0] ?? 'en');
  const near = decks ?? didYouMean(token.text, words);
  // A word of the variant written in the other alphabet: the alphabet it was typed in is said, the
  // player's real slip (the keyboard layout), before the word meant.
  const transliterated = near === undefined ? otherAlphabet(token.text, guesses(vocabulary, variant), variant, lang) : undefined;
  const guess = near ?? transliterated;
  const alphabet = transliterated === undefined ? undefined : scriptOf(token.text);
  // A word typed with letters of two alphabets looks right on screen and is not: say so.
  const mixed = /\p{Script=Latin}/u.test(token.text) && /\p{Script=Cyrillic}/u.test(token.text);
  const w = variant.words[lang];
  // Where a result names the class, a word that is none (`sunk frigate`) is most likely a class
  // the fleet lacks: name those it has.
  const classes = variant.fleet.map((c) => localize(c.name, lang, variant).toLowerCase());
  const classList = classes.length > 1 ? `${classes.slice(0, -1).join(', ')} and ${classes[classes.length - 1]!}` : (classes[0] ?? '');
  const named = variant.report.timing === 'per-shot' && (variant.report.sunk === 'with-class' || variant.report.hitClass === true);
  // The words a shot is answered with: no sunk word where the variant never announces a sinking.
  const sunk: { readonly sunk?: string } = announcesSinking(variant.report) ? { sunk: w?.sunk ?? 'sunk' } : {};
  const shotWords = sunk.sunk === undefined ? `${w?.miss ?? 'miss'} or ${w?.hit ?? 'hit'}` : `${w?.miss ?? 'miss'}, ${w?.hit ?? 'hit'} or ${sunk.sunk}`;
  const example =
    variant.report.timing === 'per-shot'
      ? `${shotWords}${named ? ` <class>; the classes are ${classList}` : ''}`
      : `a class such as ${localize(variant.fleet[0]?.name ?? {}, lang, variant)}, or ${w?.noHits ?? 'none'}`;
  // A word of the variant out of its place (`battleship 1, miss`, `мимо none`): "did you mean" the
  // very word typed would not help.
  if (guess !== undefined && foldWord(guess) === foldWord(token.text)) {
    const noHits = w?.noHits ?? 'none';
    return issue(
      'announcement-unknown-word',
      `"${token.text}" is a word of this variant's announcements, but not in this place`,
      token.offset,
      variant.report.timing === 'per-shot'
        ? `give one result per shot, as ${shotWords}, or "${noHits}" alone if every shot missed`
        : `name the ships hit, e.g. "${hitExample(variant, lang)}", or "${noHits}" alone if nothing was hit`,
      'error',
      variant.report.timing === 'per-shot'
        ? { kind: 'misplaced', typed: token.text, perShot: true, miss: w?.miss ?? 'miss', hit: w?.hit ?? 'hit', ...sunk, noHits }
        : { kind: 'misplaced', typed: token.text, perShot: false, hitExample: hitExample(variant, lang), noHits },
    );
  }
  return issue(
    'announcement-unknown-word',
    `"${token.text}" is not a word of this variant's announcements${mixed ? ' (it mixes Latin and Cyrillic letters)' : ''}`,
    token.offset,
    guess !== undefined ? `${alphabet === undefined ? '' : `typed in ${alphabet === 'latin' ? 'Latin' : 'Cyrillic'} letters: `}did you mean ${guess}?` : `write ${example}`,
    'error',
    {
      kind: 'word',
      typed: token.text,
      mixed,
      ...(guess !== undefined
        ? { guess, ...(alphabet === undefined ? {} : { alphabet }) }
        : variant.report.timing === 'per-shot'
          ? { perShot: true, miss: w?.miss ?? 'miss', hit: w?.hit ?? 'hit', ...sunk, ...(named ? { classes } : {}) }
          : { perShot: false, classExample: localize(variant.fleet[0]?.name ?? {}, lang, variant), noHits: w?.noHits ?? 'none' }),
    },
  );
}

/**
 * A players' word for a ship at `tokens[i]`, of one word or two (`линкор`, `patrol boat`,
 * `okręt liniowy`: core/class-synonyms.ts), that is no word of the variant: one error saying the
 * class it most likely means and the announcement to write (`text` with the class in its place;
 * where the announcements name no class, without the word). Never read as that class. A class
 * cut short (`sub`) is left to `unknownWord`, which says it so. Undefined where it is none.
 */
function synonymAt(tokens: readonly Token[], i: number, text: string, variant: Variant, vocabulary: readonly Phrase[], language?: string): { readonly issue: TextIssue; readonly words: number } | undefined {
  for (const n of [2, 1]) {
    const span = tokens.slice(i, i + n);
    if (span.length < n || span.some((t, k) => isSeparator(t) || matchAt(tokens, i + k, vocabulary) !== undefined)) continue;
    const typed = span.map((t) => t.text).join(' ');
    const size = synonymSize(typed);
    const guess = synonymClass(typed, variant.fleet);
    if (size === undefined && guess === undefined) continue;
    if (n === 1 && classCut(typed, vocabulary) !== undefined) return undefined;
    const lang = writingLanguage(variant, language);
    const start = span[0]!.offset;
    const end = span[n - 1]!.offset + span[n - 1]!.text.length;
    const named = variant.report.timing === 'per-salvo' || variant.report.sunk === 'with-class' || variant.report.hitClass === true;
    const put = (name: string): string => `${text.slice(0, start)}${name}${text.slice(end)}`.trim();
    const without = `${text.slice(0, start).trimEnd()} ${text.slice(end).trimStart()}`.replace(/\s+([,;])/gu, '$1').replace(/^[\s,;]+|[\s,;]+$/gu, '');
    if (guess !== undefined) {
      const cls = variant.fleet[guess.index]!;
      const name = className(variant, cls.id, lang);
      const write = named ? put(name) : without;
      const said = guess.by === 'kind' ? `"${typed}" is not a class of this variant; it is likely ${name} (a ship of size ${cls.size})` : `"${typed}" commonly names a ship of size ${cls.size}; here that is ${name}`;
      const how = named ? `write "${write}"` : `this variant's announcements name no class: write "${write}"`;
      return { issue: issue('announcement-unknown-word', said, start, how, 'error', { kind: 'synonym', typed, guess: name, by: guess.by, size: cls.size, write, named }), words: n };
    }
    // A word for a ship of a size no one class has: the classes of that size, else all.
    const sized = variant.fleet.filter((c) => c.size === size);
    const classes = (sized.length > 0 ? sized : variant.fleet).map((c) => className(variant, c.id, lang));
    const writes = named && sized.length > 0 ? classes.map((c) => put(c)) : [without];
    const said = sized.length > 0 ? `"${typed}" commonly names a ship of size ${size!}, and ${sized.length} classes here are of that size: ${classes.join(', ')}` : `"${typed}" commonly names a ship of size ${size!}, and no class here is of that size`;
    const how = !named ? `this variant's announcements name no class: write "${writes[0]!}"` : sized.length > 0 ? `write which: ${writes.map((x) => `"${x}"`).join(' or ')}` : `write the class meant: ${classes.join(', ')}`;
    return { issue: issue('announcement-unknown-word', said, start, how, 'error', { kind: 'synonym', typed, size: size!, classes, writes, named, ...(sized.length > 0 ? {} : { none: true }) }), words: n };
  }
  return undefined;
}

/**
 * A result of another language than any the variant reads, at `tokens[i]` (`pudło`, `trafiony
 * zatopiony` in Морской бой; `мимо`, `попаданий нет` in Jutland): the error says which language
 * it is and the word it is in the record's, and that the record's `language:` cannot make it
 * read (it is only ever one of the variant's languages). Undefined where it is none.
 */
function foreignResult(tokens: readonly Token[], i: number, variant: Variant, language?: string): { readonly issue: TextIssue; readonly words: number } | undefined {
  const own = new Set(variant.languages.map((l) => spoken(l)));
  let best: { words: number; lang: 'ru' | 'pl' | 'en'; meaning: ShotResult | 'none' } | undefined;
  for (const lang of ['ru', 'pl', 'en'] as const) {
    if (own.has(lang)) continue;
    const said: [ShotResult | 'none', readonly string[]][] = [...(Object.entries(SPOKEN_RESULTS[lang] ?? {}) as [ShotResult, readonly string[]][]), ['none', SPOKEN_NO_HITS[lang]]];
    for (const [meaning, texts] of said) {
      for (const text of texts) {
        const words = foldWord(text).split(' ');
        if (i + words.length > tokens.length || (best !== undefined && best.words >= words.length)) continue;
        if (words.every((w, k) => !isSeparator(tokens[i + k]!) && foldWord(tokens[i + k]!.text) === w)) best = { words: words.length, lang, meaning };
      }
    }
  }
  if (best === undefined) return undefined;
  const lang = writingLanguage(variant, language);
  const w = variant.words[lang];
  const perShot = variant.report.timing === 'per-shot';
  const noHits = w?.noHits ?? 'none';
  // In a game of salvos a miss is the salvo's "no hits"; in one of single shots "no hits" is a miss.
  const meant = best.meaning === 'none' ? (perShot ? (w?.miss ?? 'miss') : noHits) : best.meaning === 'miss' && !perShot ? noHits : (w?.[best.meaning] ?? best.meaning);
  const typed = tokens.slice(i, i + best.words).map((t) => t.text).join(' ');
  const names = { ru: 'Russian', pl: 'Polish', en: 'English' } as const;
  // A hit or a sinking in a game of salvos is said by naming the ships hit; one shot's, with its class where the variant names it.
  const result = best.meaning === 'hit' || best.meaning === 'sunk' ? best.meaning : undefined;
  const form = result === undefined ? 'word' : !perShot ? 'ships' : namesClass(variant.report, result) ? 'class' : 'word';
  const example = form === 'ships' ? hitExample(variant, lang) : form === 'class' ? `${meant} ${className(variant, variant.fleet[0]?.id ?? '', lang)}` : meant;
  const languages = [...variant.languages];
  const or = languages.length > 1 ? `${languages.slice(0, -1).join(', ')} or ${languages[languages.length - 1]!}` : (languages[0] ?? '');
  const what = form === 'ships' ? `name the ships hit as the variant does, e.g. "${example}"` : form === 'class' ? `write e.g. "${example}"` : `write ${example}`;
  return {
    issue: issue(
      'announcement-unknown-word',
      `"${typed}" is ${names[best.lang]} for "${meant}", and this variant has no ${names[best.lang]} words`,
      tokens[i]!.offset,
      `${what}: the record's language: can only be ${or}, the variant's own`,
      'error',
      { kind: 'foreign', typed, language: best.lang, meant, example, form, languages },
    ),
    words: best.words,
  };
}

/**
 * A word of the variant typed in the other alphabet (`mimo` for мимо, `пудло` for pudło, `мисс`
 * for miss): where the variant's words written in the typed word's letters match it or nearly do
 * (see ./transliterate.ts), the word meant, said in `lang` (the record's language) where it has
 * one: `мисс` at a Russian table is мимо.
 */
function otherAlphabet(typed: string, phrases: readonly Phrase[], variant: Variant, lang: Lang): string | undefined {
  const script = scriptOf(typed);
  if (script === undefined) return undefined;
  const other = phrases.filter((p) => {
    const s = scriptOf(p.text);
    return s !== undefined && s !== script;
  });
  const found = didYouMean(latinSkeleton(typed), other.map((p) => latinSkeleton(p.text)));
  const p = found === undefined ? undefined : other.find((x) => latinSkeleton(x.text) === found);
  if (p === undefined) return undefined;
  const w = variant.words[lang];
  const m = p.meaning;
  if (m.kind === 'class') {
    const cls = variant.fleet.find((c) => c.id === m.classId);
    return cls === undefined ? p.text : announcedCase(localize(cls.name, lang, variant), lang);
  }
  if (w === undefined) return p.text;
  if (m.kind === 'none') return w.noHits;
  if (m.kind === 'result') return m.result === 'miss' ? w.miss : m.result === 'hit' ? w.hit : (w.sunk ?? p.text);
  return p.text;
}

/** A per-salvo announcement of one hit on the first class, as records write it (`battleship 1`, `трёхклеточный`). */
function hitExample(variant: Variant, lang: Lang): string {
  const policy = variant.report;
  const classId = variant.fleet[0]?.id ?? '';
  const ship = policy.timing === 'per-salvo' && policy.by === 'ship' ? { ship: 0 } : {};
  const count = policy.timing === 'per-salvo' && policy.counts ? { count: 1 } : {};
  return formatAnnouncement({ kind: 'per-salvo', hits: [{ classId, ...ship, ...count }] }, variant, lang);
}

/**
 * Read an announcement. `shots` is the number of cells fired (per-shot reports must give one
 * result per shot; "no hits" stands for a miss on every shot); undefined when not known (a line
 * naming no cell): as many results as are said, "no hits" none. Words of every language of the
 * variant are read; `language` (default: the variant's first) is the one suggestions use.
 *
 * @example
 *   parseAnnouncement('попал, мимо', morskoyBoy, 2).announcement
 *   // { kind: 'per-shot', shots: [{ result: 'hit' }, { result: 'miss' }] }
 */
export function parseAnnouncement(typed: string, variant: Variant, shots: number | undefined, language?: string): AnnouncementParse {
  return remembered(announcementReadings, variant, `${shots ?? ''} ${language ?? ''} ${typed}`, MEMO_ANNOUNCEMENTS, () => readTyped(typed, variant, shots, language));
}

/** How many announcements per variant `parseAnnouncement` remembers (a record's words are a few dozen, its counts of shots a few). */
const MEMO_ANNOUNCEMENTS = 2000;

const announcementReadings = new WeakMap<Variant, Map<string, AnnouncementParse>>();

function readTyped(typed: string, variant: Variant, shots: number | undefined, language?: string): AnnouncementParse {
  // Full-width forms (`ｍｉｓｓ`, `ｃｒｕｉｓｅｒ　１`) as ASCII; offsets stay right (one unit for one).
  const text = foldWidth(typed);
  const read = readAnnouncement(text, variant, shots, language);
  if (read.issues.some((x) => x.diagnostic.code === 'announcement-length')) return spokenPairs(text, variant, shots, language) ?? read;
  if (!read.issues.some((x) => x.diagnostic.code === 'announcement-unknown-word')) return read;
  return quotedWords(text, variant, shots, language) ?? latinLayoutIssue(text, variant, shots, language) ?? russianLayoutIssue(text, variant, shots, language) ?? misspeltPhrase(text, variant) ?? read;
}

/** The fewest letters a result word cut short keeps to be read (`ран`, `pud`; never `п`, `по`). */
const SHORTEST_CUT = 3;

/**
 * The word a result word cut short at the table stands for (`ран` for ранил, `traf` for trafiony,
 * `pud` for pudło, `мим` for мимо), in a game whose announcements are results shot by shot: where
 * the letters typed, at least three, start words of one result only and no other word the
 * announcements use (a class, `попаданий нет`, a joining word) starts with them. `по` (попал or
 * потоплен) and `под` (подводная лодка) are no result's. Undefined when the word is none cut short.
 */
function uncut(word: string, variant: Variant, vocabulary: readonly Phrase[]): string | undefined {
  if (variant.report.timing !== 'per-shot') return undefined;
  const cut = foldWord(word);
  if ([...cut].length < SHORTEST_CUT || !/^\p{L}+$/u.test(cut)) return undefined;
  if (vocabulary.some((p) => p.words.includes(cut))) return undefined;
  const others = [...JOINING_WORDS, ...FILLER_WORDS, ...COUNT_WORDS, ...Object.keys(COUNT_ADVERBS)];
  if (others.some((w) => w.startsWith(cut))) return undefined;
  // A phrase of several words is said from its first (`не попал`: `поп` is no miss), and one that
  // goes on from a word of its own (`trafiony zatopiony` from `trafiony`) needs the words after it typed.
  const singles = new Set(vocabulary.filter((p) => p.words.length === 1).map((p) => p.words[0]!));
  const starting = vocabulary.filter((p) => p.words[0]!.startsWith(cut) && (p.words.length === 1 || !singles.has(p.words[0]!)));
  // "No hits" in a game of single shots is a miss (Морской бой's and Statki's are мимо and pudło).
  const results = new Set(starting.map((p) => (p.meaning.kind === 'result' ? p.meaning.result : p.meaning.kind === 'none' ? 'miss' : '')));
  if (results.size !== 1 || results.has('')) return undefined;
  // The first of the one-word results it starts (all mean the same), else the first word of the phrase.
  const single = starting.find((p) => p.words.length === 1);
  return single !== undefined ? single.text : starting[0]!.text.split(' ')[0];
}

/** The class a word cut short stands for (three letters or more, starting the names of one class only and no other word), as written. */
function classCut(word: string, vocabulary: readonly Phrase[]): string | undefined {
  const cut = foldWord(word);
  if ([...cut].length < SHORTEST_CUT || !/^\p{L}+$/u.test(cut)) return undefined;
  const starting = vocabulary.filter((p) => p.words.some((w) => w.startsWith(cut)));
  const ids = new Set(starting.map((p) => (p.meaning.kind === 'class' ? p.meaning.classId : '')));
  if (ids.size !== 1 || ids.has('')) return undefined;
  return starting.find((p) => p.words[0]!.startsWith(cut))?.text;
}

/**
 * The text with each result word cut short spelt out (`ран, уби` → `ранил, убит`), for play's
 * result prompt, where the line saved says the result read; undefined when no word was cut short.
 *
 * @example
 *   spelledOut('traf, pud', statki) // 'trafiony, pudło'
 */
export function spelledOut(typed: string, variant: Variant): string | undefined {
  const vocabulary = vocabularyOf(variant);
  let changed = false;
  const text = foldWidth(typed).replace(/[^\s,;.!]+/gu, (word) => {
    const full = uncut(word, variant, vocabulary);
    if (full === undefined) return word;
    changed = true;
    return full;
  });
  return changed ? text : undefined;
}

/**
 * A phrase of several words misspelt as a whole (`no hotsx`, `попаданий нед`): one issue with the
 * phrase meant, instead of one for the first word not read (`"no" is not a word`).
 */
function misspeltPhrase(text: string, variant: Variant): AnnouncementParse | undefined {
  const typed = text.trim().replace(/[.!]+$/u, '');
  if (!/\s/u.test(typed) || /[,;]/u.test(typed)) return undefined;
  const phrases = guesses(vocabularyOf(variant), variant).filter((p) => p.words.length > 1).map((p) => p.text);
  const guess = didYouMean(typed, phrases);
  if (guess === undefined) return undefined;
  return {
    announcement: null,
    issues: [issue('announcement-unknown-word', `"${typed}" is not a phrase of this variant's announcements`, text.length - text.trimStart().length, `did you mean ${guess}?`, 'error', { kind: 'phrase', typed, guess })],
  };
}

/**
 * A result said in two words is often written with a comma between them (Polish `Trafiony,
 * zatopiony!`, one result: the ship is sunk). Where the results are more than the shots, and
 * reading every such pair as the one result makes them as many as the shots, that is the reading.
 */
function spokenPairs(text: string, variant: Variant, shots: number | undefined, language?: string): AnnouncementParse | undefined {
  if (variant.report.timing !== 'per-shot') return undefined;
  const pairs = vocabularyOf(variant).filter((p) => p.meaning.kind === 'result' && p.words.length === 2);
  let joined = text;
  for (const p of pairs) {
    const [a, b] = p.words as [string, string];
    joined = joined.replace(/([^\s,;]+)\s*[,;]\s*([^\s,;]+)/gu, (all, x: string, y: string) => (foldWord(x) === a && foldWord(y.replace(/[.!]+$/u, '')) === b ? `${x} ${y}` : all));
  }
  if (joined === text) return undefined;
  const read = readAnnouncement(joined, variant, shots, language);
  return read.announcement !== null ? read : undefined;
}

/** Letters and the keys that carry Russian letters in Latin layout (`,` б, `.` ю, `;` ж, `'` э, `[` х, `]` ъ, `` ` `` ё), and `?` `/` (Russian , and .). */
const LATIN_KEYS = /^[a-z;',.`[\]?/]+$/iu;

/**
 * Words typed in Russian with the keyboard left in Latin layout (`e,bn` for убит, `gjgfk? e,bn`
 * for попал, убит): one issue naming that part of the text and its reading, when the text so
 * read has no unknown word. The keys of б, ю, ж, э, х, ъ, ё type punctuation in Latin layout,
 * which would split the word; read whole here. A comma, full stop or semicolon ending a word
 * is read either way (`vbvj, gjgfk` is мимо, попал). Never the announcement itself: said only.
 */
function latinLayoutIssue(text: string, variant: Variant, shots: number | undefined, language?: string): AnnouncementParse | undefined {
  if (!vocabularyOf(variant).some((p) => /\p{Script=Cyrillic}/u.test(p.text))) return undefined;
  // A word of the variant typed in Latin letters (`miss`, `hit,`) is left as it is.
  const own = new Set(vocabularyOf(variant).flatMap((p) => p.words));
  const chunks = [...text.matchAll(/\S+/gu)].filter((m) => LATIN_KEYS.test(m[0]) && /[a-z]/iu.test(m[0]) && !own.has(foldWord(m[0].replace(/[,.;]+$/u, ''))));
  if (chunks.length === 0) return undefined;
  // The Russian layout's comma and full stop are on Latin ? and /.
  const keys = (typed: string): string => asCyrillicKeys(typed.replace(/\?/gu, '\u0001').replace(/\//gu, '\u0002'))!.replace(/\u0001/gu, ',').replace(/\u0002/gu, '.');
  for (const keepEnds of [false, true]) {
    let reading = text;
    for (const m of chunks) {
      const word = m[0];
      const end = keepEnds ? (/[,.;]+$/u.exec(word)?.[0] ?? '') : '';
      const body = word.slice(0, word.length - end.length);
      if (!/[a-z]/iu.test(body)) continue;
      reading = reading.slice(0, m.index) + keys(body) + end + reading.slice(m.index + word.length);
    }
    const said = keyedWordsIssue(text, chunks, reading, 'latin', variant, shots, language);
    if (said !== undefined) return said;
  }
  return undefined;
}

/**
 * Several words typed in Latin with the keyboard left in Russian layout (`тщ ршеы` for no hits,
 * `ьшыыб рше` for miss, hit: б is the comma key): one issue naming that part of the text and its
 * reading, when the text so read has no unknown word. One word alone is said by `unknownWord`.
 */
function russianLayoutIssue(text: string, variant: Variant, shots: number | undefined, language?: string): AnnouncementParse | undefined {
  const own = new Set(vocabularyOf(variant).flatMap((p) => p.words));
  const chunks = [...text.matchAll(/\S+/gu)].filter((m) => /^\p{Script=Cyrillic}+$/u.test(m[0]) && !own.has(foldWord(m[0])));
  if (chunks.length < 2) return undefined;
  const spelt = new Map(vocabularyOf(variant).flatMap((p) => p.text.split(/\s+/u)).map((w) => [unmarked(w), w] as const));
  let reading = text;
  for (const m of [...chunks].reverse()) {
    const keyed = asLatinKeys(m[0]);
    if (keyed === undefined || /\p{Script=Cyrillic}/u.test(keyed)) return undefined;
    const end = /[,.;]+$/u.exec(keyed)?.[0] ?? '';
    const body = keyed.slice(0, keyed.length - end.length);
    reading = reading.slice(0, m.index) + (spelt.get(body) ?? body) + end + reading.slice(m.index + m[0].length);
  }
  return keyedWordsIssue(text, chunks, reading, 'russian', variant, shots, language);
}

/**
 * The issue for words typed with the keyboard in the other layout: `reading` is `text` with its
 * `chunks` read by their keys (each as long as typed); undefined where that reading still holds a
 * word the variant does not know. Names the words typed and the words meant; never the announcement.
 */
function keyedWordsIssue(text: string, chunks: readonly RegExpExecArray[], reading: string, layout: 'latin' | 'russian', variant: Variant, shots: number | undefined, language?: string): AnnouncementParse | undefined {
  const read = readAnnouncement(reading, variant, shots, language);
  if (read.issues.some((x) => x.diagnostic.code === 'announcement-unknown-word')) return undefined;
  const first = chunks[0]!;
  const last = chunks[chunks.length - 1]!;
  const from = first.index;
  const to = last.index + last[0].length;
  const meant = reading.slice(from, to).replace(/[,.;]+$/u, '');
  const typed = text.slice(from, to);
  const several = chunks.length > 1;
  return {
    announcement: null,
    issues: [
      issue('announcement-unknown-word', `"${typed}" ${several ? 'are not words' : 'is not a word'} of this variant's announcements`, from, `did you mean ${meant}? It looks typed with the keyboard in ${layout === 'latin' ? 'Latin' : 'Russian'} layout`, 'error', {
        kind: 'keyboard',
        ...(layout === 'russian' ? { layout } : {}),
        typed,
        guess: meant,
        words: several,
      }),
    ],
  };
}

/**
 * Quotes around some words inside an announcement (`"lion" 1`, `lion 1, «light cruiser» 1`,
 * `lion "#1" 1`), where every word is one of the variant's once the marks are gone: the issue
 * saying so, with the announcement to write (and any other slip left); undefined where there are
 * none, or a word is still unknown.
 * (Quotes around the whole announcement are read as none: readAnnouncement.)
 */
function quotedWords(text: string, variant: Variant, shots: number | undefined, language?: string): AnnouncementParse | undefined {
  const pairs: { at: number; end: number; words: string }[] = [];
  const re = /(?<=^|[\s,;])(["'«„“])([^"'«»„“”\n]+?)(["'»“”])(?=$|[\s,;.!…])/gu;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const [open, words, close] = [m[1]!, m[2]!, m[3]!];
    const paired = open === close ? open === '"' || open === "'" : (open === '«' && close === '»') || ('„“'.includes(open) && '“”'.includes(close));
    if (paired && words.trim() !== '') pairs.push({ at: m.index, end: m.index + m[0].length - 1, words: words.trim() });
  }
  if (pairs.length === 0) return undefined;
  // Each mark a space, so the offsets of the words stay those typed.
  const chars = [...text];
  let blanked = '';
  let offset = 0;
  for (const ch of chars) {
    blanked += pairs.some((p) => p.at === offset || p.end === offset) ? ' ' : ch;
    offset += ch.length;
  }
  const read = readAnnouncement(blanked, variant, shots, language);
  if (read.issues.some((x) => x.diagnostic.code === 'announcement-unknown-word')) return undefined;
  const write = blanked.trim().replace(/\s+/gu, ' ');
  const first = pairs[0]!;
  // A ship number (`#1`) in a salvo line is a YAML comment unless the whole salvo is in quotes.
  const comment = /(^|\s)#/u.test(write);
  return {
    announcement: null,
    issues: [
      issue(
        'announcement-unknown-word',
        `the quotes around "${first.words}" are no part of the announcement's words`,
        first.at,
        `write ${write}${comment ? ', with the whole salvo in quotes (a # after a space starts a YAML comment)' : ''}`,
        'error',
        { kind: 'quoted', typed: first.words, write, comment },
      ),
      // What else is amiss once the quotes are gone (`light cruiser` without its ship number) is said too.
      ...read.issues,
    ],
  };
}

/** A word as the keys of a Russian keyboard's Latin letters spell it: lower case, no marks (`pudło` → `pudlo`). */
function unmarked(word: string): string {
  return word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/gu, 'l');
}

function readAnnouncement(text: string, variant: Variant, shots: number | undefined, language?: string): AnnouncementParse {
  // The sentence's full stop ("Попаданий нет.", "No hits!", "мимо…") ends it; it is not a word.
  // Quotes around the whole announcement (`-> "battleship 1"`, `-> «мимо»`) are not part of it.
  const unquoted = text.replace(/^\s*(["'«„“”])(.*)(["'»“”])\s*$/u, (all, open: string, body: string, close: string) =>
    (open === '"' && close === '"') || (open === "'" && close === "'") || (open === '«' && close === '»') || ('„“”'.includes(open) && '“”'.includes(close)) ? ` ${body} ` : all,
  );
  // A quote opened and never closed (`-> "battleship 1`), or closed and never opened, is no part
  // of a word either (each is a space, so offsets stay those of the text).
  const lone = unquoted.replace(/^(\s*)["'«„“”]/u, '$1 ').replace(/["'»“”](\s*)$/u, ' $1');
  const bare = (/^\s*["'«„“”]/u.test(unquoted) !== /["'»“”]\s*$/u.test(unquoted) ? lone : unquoted).replace(/[.!…]+\s*$/u, '');
  // A variant's own word may end (or begin) so (`zatopiony!`, a class `okr. podw.`): read as
  // written first, where that reads whole.
  if (bare !== text) {
    const asWritten = readTokens(tokenize(text), text, variant, shots, language);
    if (asWritten.announcement !== null && asWritten.issues.length === 0) return asWritten;
  }
  return readTokens(tokenize(bare), bare, variant, shots, language);
}

/**
 * `text` is what the tokens were read from (their offsets are in it): where a word is a players'
 * word for a class, the announcement to write is it with the class in its place.
 */
function readTokens(typedTokens: readonly Token[], text: string, variant: Variant, shots: number | undefined, language?: string): AnnouncementParse {
  const vocabulary = vocabularyOf(variant);
  const decks = readDeckWords(typedTokens, variant, vocabulary);
  if ('issue' in decks) return { announcement: null, issues: [decks.issue] };
  const tokens = decks.tokens;
  if (tokens.filter((t) => !isSeparator(t)).length === 0) {
    return { announcement: null, issues: [issue('announcement-empty', 'the announcement is empty', 0, 'write what was announced, or leave out the arrow', 'error', {})] };
  }
  return variant.report.timing === 'per-shot'
    ? parsePerShot(tokens, text, variant, vocabulary, shots, language)
    : parsePerSalvo(tokens, text, variant, vocabulary, language);
}

/**
 * Ships named by their size (`трёхпалубный`, `3-х палубный`, `czteromasztowiec`: ./deck-names.ts),
 * in a variant that speaks the word's language, read as the class of that size where the variant
 * has exactly one: the tokens with such a name replaced by the class's name in that language (at
 * the name's offset). Where two classes or more are of that size, the issue naming them; where
 * none is, the issue naming the classes there are. A word the variant itself uses is never read so.
 */
function readDeckWords(tokens: readonly Token[], variant: Variant, vocabulary: readonly Phrase[]): { tokens: readonly Token[] } | { issue: TextIssue } {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    const deck = isSeparator(t) || matchAt(tokens, i, vocabulary) !== undefined ? undefined : deckWord([t.text, ...(next !== undefined && !isSeparator(next) ? [next.text] : [])]);
    if (deck === undefined || !variant.languages.some((l) => spoken(l) === deck.lang)) {
      out.push(t);
      continue;
    }
    const lang = variant.languages.find((l) => spoken(l) === deck.lang) ?? variant.languages[0] ?? 'en';
    const nameOf = (c: Variant['fleet'][number]): string => announcedCase(localize(c.name, lang, variant), lang);
    const classes = variant.fleet.filter((c) => c.size === deck.size);
    if (classes.length === 1) {
      // The class's name in the word's language, word by word at the name's offset, as if typed so.
      for (const word of foldWord(localize(classes[0]!.name, lang, variant)).split(' ')) out.push({ text: word, offset: t.offset });
      i += deck.words - 1;
      continue;
    }
    const typed = tokens.slice(i, i + deck.words).map((x) => x.text).join(' ');
    const cells = `${deck.size} ${deck.size === 1 ? 'cell' : 'cells'}`;
    if (classes.length === 0) {
      const all = [...new Set(variant.fleet.map(nameOf))];
      return {
        issue: issue('announcement-unknown-word', `"${typed}" names a ship of ${cells}, and no class is of ${cells}`, t.offset, `write a class of this variant: ${all.join(', ')}`, 'error', {
          kind: 'decks',
          typed,
          size: deck.size,
          classes: [],
          all,
        }),
      };
    }
    const names = classes.map(nameOf);
    return {
      issue: issue('announcement-unknown-word', `"${typed}" names a ship of ${cells}, and ${classes.length} classes are of ${cells}: ${names.join(', ')}`, t.offset, `write which: ${names.join(' or ')}`, 'error', {
        kind: 'decks',
        typed,
        size: deck.size,
        classes: names,
      }),
    };
  }
  return { tokens: out };
}

/** Every result read is a miss (`miss` typed for a salvo of five: "no hits" was meant). */
const allMissed = (reports: readonly ShotReport[]): boolean => reports.length > 0 && reports.every((r) => r.result === 'miss');

function parsePerShot(tokens: readonly Token[], text: string, variant: Variant, vocabulary: readonly Phrase[], shots: number | undefined, language?: string): AnnouncementParse {
  const policy = variant.report;
  if (policy.timing !== 'per-shot') throw new Error('per-shot policy expected');
  const issues: TextIssue[] = [];
  if (isNoHits(tokens, vocabulary)) {
    const start = tokens[0]!.offset;
    return {
      announcement: { kind: 'per-shot', shots: Array.from({ length: shots ?? 0 }, () => ({ result: 'miss' as const })) },
      issues,
      shotOffsets: Array.from({ length: shots ?? 0 }, () => start),
    };
  }
  const out: ShotReport[] = [];
  const offsets: number[] = [];
  /** At `k`, a class and after it a result word the variant names a class with (`destroyer sank`): that result and its words. */
  const resultNamingClassAfter = (k: number): { result: 'hit' | 'sunk'; words: number } | undefined => {
    const cls = matchAt(tokens, k, vocabulary, 'class');
    const after = cls === undefined ? undefined : matchAt(tokens, k + cls.words.length, vocabulary, 'result');
    if (after?.meaning.kind !== 'result' || after.meaning.result === 'miss' || !namesClass(policy, after.meaning.result)) return undefined;
    return { result: after.meaning.result, words: after.words.length };
  };
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i]!;
    if (isSeparator(t)) {
      i++;
      continue;
    }
    const p = matchAt(tokens, i, vocabulary, 'result');
    // A class of the variant in another case (`баржи`) is its class, not a players' word for one.
    const inflected = p === undefined ? inflectedClass(tokens, i, vocabulary, false) : undefined;
    const synonym = p === undefined && inflected === undefined ? synonymAt(tokens, i, text, variant, vocabulary, language) : undefined;
    if (synonym !== undefined) {
      issues.push(synonym.issue);
      i += synonym.words;
      continue;
    }
    // Words said around a result that tell nothing more ("You sunk my battleship!").
    if (!p && isFiller(t.text) && matchAt(tokens, i, vocabulary) === undefined) {
      i++;
      continue;
    }
    if (!p || p.meaning.kind !== 'result') {
      const cls = matchAt(tokens, i, vocabulary, 'class') ?? inflected;
      if (cls) {
        const words = variant.words[writingLanguage(variant, language)];
        // The class before the result word that names it (`destroyer sank`, `крейсер убит`): the
        // two said in the order an announcement has them, the result word as the variant writes it.
        const after = resultNamingClassAfter(i);
        if (after !== undefined) {
          const typed = tokens.slice(i, i + cls.words.length + after.words).map((x) => x.text).join(' ');
          const example = `${words?.[after.result] ?? after.result} ${cls.text}`;
          issues.push(issue('announcement-class-without-result', `"${typed}": the class goes after the result word`, t.offset, `write "${example}"`, 'error', { kind: 'order', typed, example }));
          i += cls.words.length + after.words;
          continue;
        }
        // The class after the word that names it; where no sinking is announced, the hit word
        // (alone where a hit names no class): never a sunk word the variant does not use.
        const example = announcesSinking(variant.report)
          ? `${words?.sunk ?? 'sunk'} ${cls.text}`
          : `${words?.hit ?? 'hit'}${namesClass(variant.report, 'hit') ? ` ${cls.text}` : ''}`;
        issues.push(issue('announcement-class-without-result', `"${cls.text}" must follow a result word`, t.offset, `write e.g. "${example}"`, 'error', { typed: cls.text, example }));
        i += cls.words.length;
      } else {
        const foreign = foreignResult(tokens, i, variant, language);
        issues.push(foreign?.issue ?? unknownWord(t, vocabulary, variant, language, tokens[i + 1]));
        i += foreign?.words ?? 1;
      }
      continue;
    }
    const result = p.meaning.result;
    i += p.words.length;
    let j = i;
    while (j < tokens.length && !isSeparator(tokens[j]!) && isFiller(tokens[j]!.text) && matchAt(tokens, j, vocabulary) === undefined) j++;
    // `sunk, cruiser`: a class after a comma names the result before it (a class alone is no
    // result); not one before a result word of its own (`miss, destroyer sank`).
    const comma = j + 1 < tokens.length && isSeparator(tokens[j]!) && matchAt(tokens, j + 1, vocabulary, 'result') === undefined && resultNamingClassAfter(j + 1) === undefined;
    // The class in the variant's words, or its own name in another case (`zatopiony korwetę`, `убит баржи`).
    const classAt = (k: number): Phrase | undefined => matchAt(tokens, k, vocabulary, 'class') ?? inflectedClass(tokens, k, vocabulary, false);
    if (!classAt(j) && comma && classAt(j + 1)) j++;
    if (classAt(j)) i = j;
    const cls = classAt(i);
    let report: ShotReport = { result };
    if (cls && cls.meaning.kind === 'class') {
      // As the rules announce it: a sunk names its class with `sunk: with-class`, and wherever hits name theirs.
      const named = result !== 'miss' && namesClass(policy, result);
      if (named) report = { result, classId: cls.meaning.classId };
      else {
        issues.push(
          issue('announcement-class-ignored', `this variant does not name the class with "${p.text}"; "${cls.text}" is ignored`, tokens[i]!.offset, undefined, 'warning', { result: p.text, typed: cls.text }),
        );
      }
      i += cls.words.length;
    }
    out.push(report);
    offsets.push(t.offset);
  }
  if (issues.some((x) => x.diagnostic.severity === 'error')) return { announcement: null, issues };
  if (shots !== undefined && out.length !== shots) {
    const noHits = (variant.words[language ?? ''] ?? variant.words[variant.languages[0] ?? ''])?.noHits;
    issues.push(
      issue(
        'announcement-length',
        `${shots} shot${shots === 1 ? '' : 's'} fired but ${out.length} result${out.length === 1 ? '' : 's'} announced`,
        tokens[0]!.offset,
        `give one result per shot, in the order the cells were called${allMissed(out) && noHits !== undefined ? `, or "${noHits}" if every shot missed` : ''}`,
        'error',
        { shots, results: out.length, ...(allMissed(out) && noHits !== undefined ? { noHits } : {}) },
      ),
    );
    return { announcement: null, issues };
  }
  return { announcement: { kind: 'per-shot', shots: out }, issues, shotOffsets: offsets };
}

interface Entry {
  classId: string;
  offset: number;
  ship?: number;
  count?: number;
  /** The count as typed (`дважды`, `two`, `2`): said so where the variant announces no counts. */
  countTyped?: string;
  sunk?: boolean;
  /** The number after the sunk word (`destroyer 2 sunk 2`): how many ships of the class sank. */
  sunkShips?: number;
  /** A number before the count, without its # (`collier 2 1`): where ships are told apart, the ship meant. */
  bare?: number;
  /** How that number was typed (`2`, `two`), and where the count after it stands: said where it is no ship. */
  bareTyped?: string;
  secondAt?: number;
  /** Where the count stands in the text (the number a # goes before, `collier #2 1`). */
  countAt?: number;
  bareAt?: number;
  /** The entry of a class named right after the second number (`lion 1 2 collier`): a comma left out, the 2 the collier's. */
  classAfter?: number;
}

function parsePerSalvo(tokens: readonly Token[], text: string, variant: Variant, vocabulary: readonly Phrase[], language?: string): AnnouncementParse {
  const policy = variant.report;
  if (policy.timing !== 'per-salvo') throw new Error('per-salvo policy expected');
  const issues: TextIssue[] = [];
  const className = variantNotation(variant, language !== undefined && variant.languages.includes(language) ? language : undefined).className;
  const sunkWord = variant.words[writingLanguage(variant, language)]?.sunk ?? 'sunk';
  if (isNoHits(tokens, vocabulary)) return { announcement: { kind: 'per-salvo', hits: [] }, issues };
  // Only miss words: a salvo that hit nothing.
  const words = tokens.filter((t) => !isSeparator(t));
  if (words.every((t) => matchAt([t], 0, vocabulary, 'result')?.meaning.kind === 'result' && (matchAt([t], 0, vocabulary, 'result')!.meaning as { result: string }).result === 'miss')) {
    return { announcement: { kind: 'per-salvo', hits: [] }, issues };
  }
  const entries: Entry[] = [];
  let current: Entry | undefined;
  /** After an unknown word, the rest of its entry is skipped (one error per entry, not a cascade). */
  let lost = false;
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i]!;
    if (isSeparator(t)) {
      current = undefined;
      lost = false;
      i++;
      continue;
    }
    if (lost) {
      i++;
      continue;
    }
    const cls = matchAt(tokens, i, vocabulary, 'class') ?? inflectedClass(tokens, i, vocabulary);
    const synonym = cls === undefined ? synonymAt(tokens, i, text, variant, vocabulary, language) : undefined;
    if (synonym !== undefined) {
      issues.push(synonym.issue);
      current = undefined;
      lost = true;
      i += synonym.words;
      continue;
    }
    if (cls && cls.meaning.kind === 'class') {
      const before = current;
      current = { classId: cls.meaning.classId, offset: t.offset };
      if (before?.bare !== undefined && before.countAt !== undefined && tokens[i - 1]?.offset === before.countAt) before.classAfter = entries.length;
      entries.push(current);
      i += cls.words.length;
      continue;
    }
    const adverb = COUNT_ADVERBS[foldWord(t.text)];
    if (adverb !== undefined && current) {
      current.count = adverb;
      current.countTyped = t.text;
      i++;
      continue;
    }
    if (COUNT_WORDS.has(foldWord(t.text)) && current?.count !== undefined) {
      i++;
      continue;
    }
    const ordinal = /^#(\d+)$/u.exec(t.text);
    // A number word that is no word of the variant's reads as its digits.
    const spoken = matchAt(tokens, i, vocabulary) === undefined ? NUMBER_WORDS.get(foldWord(t.text)) : undefined;
    const count = spoken !== undefined ? ([t.text, String(spoken)] as const) : /^[x×]?(\d+)[x×]?$/u.exec(t.text);
    // A number after the sunk word, the hits counted before it (or not counted in this variant):
    // how many ships of the class sank (`destroyer 2 sunk 2`). Before, as ever, the count of hits.
    if (count && current?.sunk === true && current.sunkShips === undefined && (current.count !== undefined || !policy.counts)) {
      current.sunkShips = Number(count[1]);
      i++;
      continue;
    }
    if (ordinal || count) {
      if (!current) {
        // The example is the entry as meant: the class the number stands before (`2 cruisers`,
        // `two hits on the battleship`), else the fleet's first, with the number where the
        // variant counts hits and without it where it does not (Perelman: the class alone).
        let named: string | undefined;
        for (let j = i + 1; j < tokens.length && named === undefined && !isSeparator(tokens[j]!); j++) {
          const next = matchAt(tokens, j, vocabulary, 'class') ?? inflectedClass(tokens, j, vocabulary);
          if (next?.meaning.kind === 'class') named = next.meaning.classId;
        }
        const hit = { classId: named ?? variant.fleet[0]?.id ?? '', ...(ordinal ? { ship: Number(ordinal[1]) - 1 } : {}), ...(policy.counts ? { count: ordinal ? 1 : Number(count![1]) } : {}) };
        const example = formatAnnouncement({ kind: 'per-salvo', hits: [hit] }, variant, language);
        const suggestion = policy.counts || ordinal ? `write the class first, e.g. "${example}"` : `write the class alone, e.g. "${example}": this variant does not announce how many hits`;
        issues.push(issue('announcement-number-without-class', `"${t.text}" does not follow a ship class`, t.offset, suggestion, 'error', { typed: t.text, example, ...(policy.counts || ordinal ? {} : { kind: 'no-counts' }) }));
      } else if (ordinal) current.ship = Number(ordinal[1]) - 1;
      else {
        if (current.count !== undefined && current.bare === undefined) {
          current.bare = current.count;
          current.bareTyped = current.countTyped ?? String(current.count);
          current.secondAt = t.offset;
          if (current.countAt !== undefined) current.bareAt = current.countAt;
        }
        current.count = Number(count![1]);
        current.countAt = t.offset;
        current.countTyped = t.text;
      }
      i++;
      continue;
    }
    const word = matchAt(tokens, i, vocabulary, 'result');
    if (word && word.meaning.kind === 'result' && word.meaning.result === 'sunk' && current) {
      current.sunk = true;
      i += word.words.length;
      continue;
    }
    if (word && word.meaning.kind === 'result' && word.meaning.result === 'sunk') {
      // `sunk submarine`: the sunk word said first, where the entry has it after the class.
      let after = i + word.words.length;
      while (after < tokens.length && isFiller(tokens[after]!.text)) after++;
      const next = matchAt(tokens, after, vocabulary, 'class');
      if (!policy.sunk && next?.meaning.kind === 'class') {
        // Where sinking is not announced the word is ignored wherever it stands (`потоплен
        // трёхклеточный`, `you sank my destroyer`), as after its class: the class is read.
        issues.push(issue('announcement-sunk-ignored', 'this variant does not announce sinking; the word is ignored', t.offset, undefined, 'warning', {}));
        current = undefined;
        i = after;
        continue;
      }
      const named = next?.meaning.kind === 'class' ? next.meaning.classId : (variant.fleet[0]?.id ?? '');
      const example = formatAnnouncement({ kind: 'per-salvo', hits: [{ classId: named, ...(policy.counts ? { count: 1 } : {}), sunk: true }] }, variant, language);
      issues.push(
        policy.sunk
          ? issue('announcement-sunk-without-class', `"${t.text}" does not follow a ship class: the sunk word goes after the class it sank`, t.offset, `write e.g. "${example}"`, 'error', { kind: 'sunk', typed: t.text, example })
          : issue('announcement-sunk-without-class', `"${t.text}" does not follow a ship class, and this variant does not announce sinking`, t.offset, 'leave the word out', 'error', { kind: 'no-sunk', typed: t.text }),
      );
      current = undefined;
      lost = true;
      i += word.words.length;
      continue;
    }
    if (isFiller(t.text)) {
      i++;
      continue;
    }
    const none = matchAt(tokens, i, vocabulary, 'none');
    if (none) {
      issues.push(issue('announcement-no-hits-with-hits', `"${none.text}" cannot go with ships hit`, t.offset, `write the ships hit, or ${none.text} alone`, 'error', { word: none.text }));
      current = undefined;
      lost = true;
      i += none.words.length;
      continue;
    }
    if ((word && word.meaning.kind === 'result' && word.meaning.result === 'hit') || JOINING_WORDS.has(foldWord(t.text))) {
      if (JOINING_WORDS.has(foldWord(t.text))) current = undefined;
      i += word ? word.words.length : 1;
      continue;
    }
    const foreign = foreignResult(tokens, i, variant, language);
    issues.push(foreign?.issue ?? unknownWord(t, vocabulary, variant, language, tokens[i + 1]));
    current = undefined;
    lost = true;
    i += foreign?.words ?? 1;
  }
  if (entries.length === 0 && issues.length === 0) {
    // The words to write in the record's language (its `language:`, else the variant's first).
    const lang = writingLanguage(variant, language);
    const noHits = variant.words[lang]?.noHits ?? 'none';
    const first = variant.fleet[0];
    const parts = { noHits, ...(first === undefined ? {} : { classExample: announcedCase(localize(first.name, lang, variant), lang) }) };
    issues.push(issue('announcement-no-class', 'the announcement names no ship', tokens[0]!.offset, `name the ships hit, or write ${noHits}`, 'error', parts));
  }
  const hits: SalvoHit[] = [];
  const seen = new Set<string>();
  // Each ship named more than once: one error, at its second mention, saying how often (its place in `issues`).
  const named = new Map<string, { at: number; times: number }>();
  for (const e of entries) {
    const classIndex = variant.fleet.findIndex((c) => c.id === e.classId);
    const cls = variant.fleet[classIndex]!;
    let ship: number | undefined;
    if (policy.by === 'ship') {
      if (e.ship === undefined && cls.count === 1) ship = 0;
      else if (e.ship === undefined) {
        // `collier 2 1`: the number before the count is the ship, its # left out.
        const meant = e.bare !== undefined && e.bare >= 1 && e.bare <= cls.count ? formatAnnouncement({ kind: 'per-salvo', hits: [{ classId: cls.id, ship: e.bare - 1, ...(e.count !== undefined ? { count: e.count } : {}) }] }, variant, language) : undefined;
        const example = meant ?? `${className(cls.id)} #1`;
        issues.push(issue('announcement-ship-missing', `which ${className(cls.id)} was hit? This variant reports each ship apart`, e.offset, meant !== undefined ? `write "${meant}": a ship's number follows a #` : `write e.g. "${example}"`, 'error', { ship: className(cls.id), ...(meant !== undefined ? { example: meant, ...(e.bareAt !== undefined ? { at: e.bareAt } : {}) } : {}) }));
        continue;
      } else if (e.ship < 0 || e.ship >= cls.count) {
        issues.push(issue('announcement-ship-unknown', `there is no ${className(cls.id)} #${e.ship + 1} (the fleet has ${cls.count})`, e.offset, `use #1 to #${cls.count}`, 'error', { ship: className(cls.id), number: e.ship + 1, fleet: cls.count }));
        continue;
      } else ship = e.ship;
    } else if (e.ship !== undefined) {
      issues.push(issue('announcement-ship-ignored', `this variant reports by class; "#${e.ship + 1}" is ignored`, e.offset, undefined, 'warning', { number: e.ship + 1 }));
    }
    if (e.bare !== undefined && policy.counts) {
      // `collier 2 1`, where no number but the count follows a class: the second number would
      // stand for the first, unsaid. Both are given, the record left as typed.
      const said = (count: number): string => formatAnnouncement({ kind: 'per-salvo', hits: [{ classId: cls.id, ...(ship !== undefined && cls.count > 1 ? { ship } : {}), count, ...(e.sunk === true && policy.sunk ? { sunk: true } : {}) }] }, variant, language);
      const [first, second] = [said(e.bare), said(e.count!)];
      const typed = `${e.bareTyped ?? e.bare} ${e.countTyped ?? e.count}`;
      // `lion 1 2 collier`: a class after the second number, with no count of its own, is most
      // likely where a comma was left out, its count written before it: `lion 1, collier 2`.
      const after = e.classAfter !== undefined ? entries[e.classAfter] : undefined;
      const afterClass = after !== undefined ? variant.fleet.find((c) => c.id === after.classId) : undefined;
      const comma =
        after !== undefined && afterClass !== undefined && after.count === undefined && after.sunkShips === undefined && (policy.by === 'class' || afterClass.count === 1 || after.ship !== undefined)
          ? formatAnnouncement(
              {
                kind: 'per-salvo',
                hits: [
                  { classId: cls.id, ...(ship !== undefined && cls.count > 1 ? { ship } : {}), count: e.bare, ...(e.sunk === true && policy.sunk ? { sunk: true } : {}) },
                  { classId: afterClass.id, ...(policy.by === 'ship' && after.ship !== undefined && afterClass.count > 1 ? { ship: after.ship } : {}), count: e.count!, ...(after.sunk === true && policy.sunk ? { sunk: true } : {}) },
                ],
              },
              variant,
              language,
            )
          : undefined;
      issues.push(
        issue(
          'announcement-count-twice',
          `"${typed}": two counts of hits after ${className(cls.id)}, where one is written`,
          e.secondAt ?? e.offset,
          comma !== undefined
            ? `write "${comma}": a ship's count goes after its class, and a comma between ships`
            : first === second
              ? `write "${first}"`
              : `write "${first}" or "${second}", as many hits as were announced`,
          'error',
          { ship: className(cls.id), typed, first, second, ...(comma !== undefined ? { comma } : {}) },
        ),
      );
      continue;
    }
    let count: number | undefined;
    if (policy.counts) {
      count = e.count ?? 1;
      if (count < 1) {
        issues.push(issue('announcement-count', `a count of ${count} hits`, e.offset, 'leave out a ship that was not hit', 'error', { count }));
        continue;
      }
    } else if (e.count !== undefined && (e.count !== 1 || e.bare !== undefined)) {
      // Both numbers of `collier 2 1` are said ignored, where the last alone (a 1) would pass unsaid.
      const typed = e.bare !== undefined ? `${e.bareTyped ?? e.bare} ${e.countTyped ?? e.count}` : e.countTyped;
      issues.push(issue('announcement-count-ignored', `this variant does not report how many times a ship was hit; "${typed ?? e.count}" is ignored`, e.offset, undefined, 'warning', { count: e.count, ...(typed !== undefined ? { typed } : {}) }));
    }
    let sunk: boolean | undefined;
    if (policy.sunk) sunk = e.sunk === true ? true : undefined;
    else if (e.sunk) issues.push(issue('announcement-sunk-ignored', 'this variant does not announce sinking; the word is ignored', e.offset, undefined, 'warning', {}));
    let sunkShips: number | undefined;
    if (sunk && e.sunkShips !== undefined) {
      const most = policy.by === 'ship' ? 1 : mostSunkBy({ classId: e.classId, ...(count !== undefined ? { count } : {}) }, cls.count);
      const said = (sunkShips: number | undefined): string =>
        formatAnnouncement({ kind: 'per-salvo', hits: [{ classId: e.classId, ...(ship !== undefined ? { ship } : {}), ...(count !== undefined ? { count } : {}), ...(sunkShips !== undefined ? { sunk: true, sunkShips } : {}) }] }, variant, language);
      if (e.sunkShips < 1) {
        issues.push(issue('announcement-sunk-count', `"${sunkWord} ${e.sunkShips}": a class none of whose ships sank takes no sunk word`, e.offset, `write "${said(undefined)}"`, 'error', { kind: 'none', typed: `${sunkWord} ${e.sunkShips}`, example: said(undefined) }));
        continue;
      }
      if (e.sunkShips > most) {
        const whyParts: DiagnosticParts =
          policy.by === 'ship'
            ? { kind: 'once' }
            : count !== undefined && count < cls.count
              ? { kind: 'hits', hits: count }
              : { kind: 'class', ship: className(cls.id), fleet: cls.count };
        const example = most === 1 ? said(undefined).concat(' ', sunkWord) : said(most);
        const why =
          policy.by === 'ship'
            ? `${e.sunkShips} ships sunk, but a ship sinks once`
            : count !== undefined && count < cls.count
              ? `${e.sunkShips} ships sunk, but ${count} hit${count === 1 ? '' : 's'} can sink ${count === 1 ? 'one' : `${count} at most`}`
              : `${e.sunkShips} ships of the ${className(cls.id)} class sunk, but it has ${cls.count}`;
        issues.push(issue('announcement-sunk-count', why, e.offset, most === 1 ? `write "${example}"` : `write at most "${example}"`, 'error', { ...whyParts, sunk: e.sunkShips, example, atMost: most !== 1 }));
        continue;
      }
      sunkShips = e.sunkShips;
    }
    const key = `${e.classId}#${ship ?? ''}`;
    if (seen.has(key)) {
      const shipName = `${className(e.classId)}${ship !== undefined ? ` #${ship + 1}` : ''}`;
      // Where the announcement says only which ships were hit (Perelman), not how often, no count goes with it.
      const counts = policy.timing === 'per-salvo' && policy.counts;
      const before = named.get(key);
      const times = (before?.times ?? 1) + 1;
      const said = issue('announcement-duplicate', `${shipName} is named ${times === 2 ? 'twice' : `${times} times`}`, before === undefined ? e.offset : issues[before.at]!.offset, counts ? 'name each ship once, with its count' : 'name each ship once: the announcement says which ships were hit, not how often', 'error', {
        ship: shipName,
        ...(times > 2 ? { times } : {}),
        ...(counts ? {} : { noCounts: true }),
      });
      if (before === undefined) {
        named.set(key, { at: issues.length, times });
        issues.push(said);
      } else {
        named.set(key, { at: before.at, times });
        issues[before.at] = said;
      }
      continue;
    }
    seen.add(key);
    hits.push(canonicalHit({ classId: e.classId, ...(ship !== undefined ? { ship } : {}), ...(count !== undefined ? { count } : {}), ...(sunk ? { sunk } : {}), ...(sunkShips !== undefined ? { sunkShips } : {}) }, cls.count));
  }
  if (issues.some((x) => x.diagnostic.severity === 'error')) return { announcement: null, issues };
  const order = (h: SalvoHit): number => variant.fleet.findIndex((c) => c.id === h.classId);
  hits.sort((a, b) => order(a) - order(b) || (a.ship ?? 0) - (b.ship ?? 0));
  return { announcement: { kind: 'per-salvo', hits }, issues };
}

/** The language to write in: `lang` if the variant has words for it, else its first language. */
export function writingLanguage(variant: Variant, lang?: Lang): Lang {
  return lang !== undefined && variant.words[lang] ? lang : (variant.languages[0] ?? 'en');
}

/** A class's name as written in announcements: its localized name in lower case (`announcedCase`). */
export function className(variant: Variant, classId: string, lang: Lang): string {
  const c = variant.fleet.find((x) => x.id === classId);
  if (!c) return classId;
  return announcedCase(localize(c.name, lang, variant), lang);
}

/**
 * A class name as said in an announcement: in lower case ('Battleship' → 'battleship'), but for a
 * word whose capital letter stands for a shape or a letter ('L-ship', 'U-boat', 'T-34'), which
 * lower case would make another word ('l-ship').
 *
 * @example
 *   announcedCase('Aircraft carrier') // 'aircraft carrier'
 *   announcedCase('L-ship')           // 'L-ship'
 */
export function announcedCase(name: string, lang?: string): string {
  return name
    .split(' ')
    .map((word) => (/^\p{Lu}[^\p{L}]/u.test(word) ? word : word.toLocaleLowerCase(lang)))
    .join(' ');
}

/**
 * Write an announcement in `lang` (default: the variant's first language), in the canonical
 * form `parseAnnouncement` reads back.
 *
 * @example
 *   formatAnnouncement({ kind: 'per-salvo', hits: [] }, perelman, 'ru') // 'попаданий нет'
 */
export function formatAnnouncement(a: Announcement, variant: Variant, lang?: Lang): string {
  const l = writingLanguage(variant, lang);
  const w = variant.words[l]!;
  if (a.kind === 'per-shot') {
    return a.shots
      .map((s) => {
        // A game that never announces a sinking may have no sunk word: a sunk recorded all the
        // same (forced) is written in English, which every record reads, as per-salvo does below.
        const word = s.result === 'miss' ? w.miss : s.result === 'hit' ? w.hit : (w.sunk ?? 'sunk');
        return s.classId !== undefined ? `${word} ${className(variant, s.classId, l)}` : word;
      })
      .join(', ');
  }
  if (a.hits.length === 0) return w.noHits;
  return a.hits
    .map((h) => {
      const parts = [className(variant, h.classId, l)];
      const cls = variant.fleet.find((c) => c.id === h.classId);
      if (h.ship !== undefined && (cls?.count ?? 1) > 1) parts.push(`#${h.ship + 1}`);
      if (h.count !== undefined) parts.push(String(h.count));
      if (h.sunk) parts.push(w.sunk ?? 'sunk');
      if (h.sunk && h.sunkShips !== undefined) parts.push(String(h.sunkShips));
      return parts.join(' ');
    })
    .join(', ');
}
