/**
 * Semantic checks of a variant spec: the rules that look across fields. Each section comes as far
 * as it parsed, field by field (`Section`), and each check runs when the fields it reads are
 * sound, so one run reports the schema errors of one field together with the semantic errors of
 * the others, even in the same section; a check whose input is broken is left out (no cascades).
 *
 * Codes: duplicate-language, missing-language, unknown-language, missing-words, label-count,
 * label-length, label-collision, label-ambiguous, duplicate-class-id, ship-size-or-shape,
 * shape-cells, shape-disconnected, guns-lost-at, too-many-ships, nothing-to-sink, duplicate-mark
 * (warning), duplicate-side, unknown-side, salvo-steps, salvo-steps-rising (warning), no-guns, guns-unused (warning), penalty-without-protected,
 * penalty-unannounced, diagonal-unused (warning), exhausted-without-limit, missing-key (a sunk word where a sinking is announced), salvo-larger-than-board, salvo-step-unreachable (warnings)
 * (warning), label-characters, word-characters, word-collision.
 *
 * @example
 *   const diags = semanticChecks(parts, emit); // parts: the sections that parsed
 */
import { foldLabel } from '../core/labels.js';
import type { DiagnosticParts } from '../core/diagnostics.js';
import { foldWord } from '../core/words.js';
import { EXPECTED_EN, EXPECTED_PL, EXPECTED_RU } from './issue-text.js';
import { PICTURE_CELL, PICTURE_WATER as PICTURE_WATER_MARK, raggedPicture, shapePicture } from './shape-text.js';
import type { ParsedSpec } from './spec-schema.js';
import { LIMITS } from './spec-schema.js';
import { resolveLabels, type LocalizedSpec, type ResolvedLabels } from './resolve.js';
import { sideMeant } from './side-meant.js';
import { labelExample, labelKeyword, labelRange, labelRunResized, romanWordExample, labelScript, labelWord, labelWordExample, type ResizedRun } from './label-slips.js';
import { didYouMean } from './suggest.js';
import { formatPath, type DataPath } from './yaml-source.js';

/**
 * A section of the spec as far as it parsed: each field that passed the schema (defaults filled
 * in), and the names of those that did not. A field is also counted broken when an unknown key
 * of the section may be its misspelling (`colums: 8`): its default would only mislead.
 */
export interface Section<T> {
  readonly value: Partial<T>;
  readonly broken: ReadonlySet<string>;
}

/** Did every one of these fields of a section parse? */
export function sound<T>(s: Section<T>, ...keys: (keyof T & string)[]): boolean {
  return keys.every((k) => !s.broken.has(k));
}

type ParsedClass = ParsedSpec['fleet'][number];
type WordsEntry = ParsedSpec['words'][string];

/** The fleet as far as it parsed. */
export interface FleetPart {
  /** Each class as far as it parsed; undefined for an entry that is not a mapping. */
  readonly classes: readonly (Section<ParsedClass> | undefined)[];
  /** The id written in each class, also of a class whose id failed the schema (to find duplicates). */
  readonly ids: readonly (string | undefined)[];
  /** The list itself passed (1 to 20 classes): fleet-wide checks may count on every class. */
  readonly whole: boolean;
  /** Each class whose shape was written as a picture (`"#./##"`): its advice is drawn as one too. */
  readonly pictured?: readonly boolean[];
  /** Each class's shape as written where it is a picture (the text), for its rows' widths. */
  readonly pictures?: readonly (string | undefined)[];
}

/** The sections of a spec, each as far as it parsed; missing ones are skipped by the checks. */
export interface SpecParts {
  languages?: readonly string[];
  texts: { path: DataPath; spec: LocalizedSpec }[];
  board?: Section<ParsedSpec['board']>;
  fleet?: FleetPart;
  placement?: Section<ParsedSpec['placement']>;
  turns?: Section<ParsedSpec['turns']>;
  report?: ParsedSpec['report'];
  /** Each language's words as far as they parsed; `whole` when every key is a language code. */
  words?: { entries: Readonly<Record<string, Section<WordsEntry>>>; whole: boolean };
}

/**
 * Every class of the fleet with these fields sound, or undefined when some class (or the list
 * itself) is broken there: a check of the whole fleet is then left out rather than guessed.
 */
export function wholeFleet(fleet: FleetPart | undefined, ...keys: (keyof ParsedClass & string)[]): Partial<ParsedClass>[] | undefined {
  if (!fleet?.whole) return undefined;
  const out: Partial<ParsedClass>[] = [];
  for (const c of fleet.classes) {
    if (!c || !sound(c, ...keys)) return undefined;
    out.push(c.value);
  }
  return out;
}

/** Records one diagnostic at the node of `path` (or its key, with `atKey`; or a character of it, with `char`, where the source places it). */
export type Emit = (
  severity: 'error' | 'warning',
  code: string,
  path: DataPath,
  message: string,
  suggestion?: string,
  atKey?: boolean,
  /** What the message is made of, for Russian and Polish (./issue-text.ts). */
  parts?: DiagnosticParts,
  /** The character of the string at `path` to point at (a picture's row), where the source places it; else the value. */
  char?: number,
) => void;

/** The parts' kind of a designer's check, said in Russian and Polish by ./design-text.ts. */
const DESIGN = { kind: 'design' } as const;

/** Run every semantic check whose inputs parsed. */
export function semanticChecks(parts: SpecParts, emit: Emit): void {
  if (parts.languages) {
    checkLanguages(parts.languages, emit);
    for (const t of parts.texts) checkLocalized(t.spec, t.path, parts.languages, emit);
    if (parts.words?.whole) checkWords(parts.words.entries, parts.languages, emit);
  }
  if (parts.board) checkBoard(parts.board, emit, parts.languages);
  if (parts.fleet) checkFleet(parts.fleet, emit, parts.placement && sound(parts.placement, 'diagonal') ? parts.placement.value.diagonal === true : undefined);
  if (parts.fleet && parts.placement) checkDiagonal(parts.placement, parts.fleet, emit);
  if (parts.turns) checkTurns(parts.turns, parts.fleet, parts.board, emit);
  if (parts.turns && parts.report) checkPenaltyTold(parts.turns, parts.fleet, parts.report, emit);
  if (parts.languages && parts.words) checkVocabulary(parts.words.entries, parts.fleet, emit);
  if (parts.fleet) checkClassNameNumber(parts.fleet, parts.report, emit);
  if (parts.fleet && parts.report) checkAccentMarks(parts.fleet, parts.report, emit);
  if (parts.languages && parts.words && parts.report) checkSunkWord(parts.words.entries, parts.report, parts.languages, emit);
}

/**
 * `words.<lang>.sunk` is said only where a sinking is announced (per shot `sunk: plain` or
 * `with-class`, per salvo `sunk: true`): there every declared language needs it, as a required
 * key; a game that never announces one may leave it out.
 */
function checkSunkWord(words: Readonly<Record<string, Section<WordsEntry>>>, report: NonNullable<SpecParts['report']>, languages: readonly string[], emit: Emit): void {
  const setting = report.timing === 'per-shot' ? (report.sunk === 'none' ? undefined : report.sunk) : report.sunk ? 'true' : undefined;
  if (setting === undefined) return;
  for (const lang of languages) {
    const entry = words[lang];
    if (entry === undefined || entry.broken.has('sunk') || entry.value.sunk !== undefined) continue;
    const where = `words.${lang}.sunk`;
    emit(
      'error',
      'missing-key',
      ['words', lang, 'sunk'],
      `${where}: required but missing`,
      `add sunk: (${EXPECTED_EN.types['string']!}): the report announces a ship sunk (report.sunk: ${setting})`,
      false,
      { kind: 'missing', where, key: 'sunk', expectedRu: EXPECTED_RU.types['string']!, expectedPl: EXPECTED_PL.types['string']! },
    );
  }
}

/**
 * The words a game record reads its announcements with (./record/announcement-text.ts): the
 * result words of every language, the English ones always, and each class's id and names. No
 * word may hold what separates results in a record (`,` `;`, an arrow), and no two may read the
 * same (folded as records fold them) yet mean different things: `hit: miss` would record every
 * hit as a miss.
 */
function checkVocabulary(words: Readonly<Record<string, Section<WordsEntry>>>, fleet: FleetPart | undefined, emit: Emit): void {
  // `said`: the same as parts, for Russian and Polish (./design-text.ts): the English word, or where and what.
  // `shown`: the meaning as said, the key as written (`noHits` is "no hits", though it means what a miss means).
  const seen = new Map<string, { meaning: string; shown: string; what: string; said: DiagnosticParts; path?: DataPath; text?: string }>();
  // "No hits" and a miss say the same of a single shot (Морской бой's "мимо" is both).
  for (const w of ['miss', 'hit', 'sunk', 'none'] as const) seen.set(w, { meaning: w === 'none' ? 'miss' : w, shown: w === 'none' ? 'miss' : w, what: `the English word "${w}"`, said: { english: w } });
  // A result word and a class met already, said once (a class's name and id both reading as the word).
  const told = new Set<string>();
  /** `meaning` as the collision is judged: 'miss' covers "no hits" too; `shown` as the message says it. */
  const add = (text: string, meaning: string, path: DataPath, shown = meaning): void => {
    const where = formatPath(path);
    const bad = /->|=>|→|[,;]/u.exec(text);
    if (bad) {
      emit('error', 'word-characters', path, `${where}: ${JSON.stringify(text)} holds "${bad[0]}"`, 'game records put commas and semicolons between results and an arrow before them: leave these out', false, { ...DESIGN, where, text, bad: bad[0] });
      return;
    }
    const folded = foldWord(text);
    if (folded === '') return;
    const prev = seen.get(folded);
    if (prev === undefined) seen.set(folded, { meaning, shown, what: `${where} (${JSON.stringify(text)})`, said: { prevWhere: where, prevText: text }, path, text });
    else if (prev.meaning !== meaning) {
      /** A meaning as parts: a result word, or `class:<id>`. */
      const meant = (m: string): string => (m.startsWith('the class ') ? `class:${m.slice('the class '.length)}` : m);
      // Two classes that read alike: one of them is renamed (its name, or its id where the id is what collides).
      const classes = meaning.startsWith('the class ') && prev.meaning.startsWith('the class ');
      const rename = classes ? (path[2] === 'id' ? 'id' : 'name') : undefined;
      const todo = rename === undefined ? 'choose another word' : `give one of the two classes another ${rename}`;
      // A class reading as a result word the designer wrote (`noHits: lion`): said once, at that
      // word's line, naming the class's line beside it.
      if (!classes && meaning.startsWith('the class ') && prev.path !== undefined && prev.text !== undefined) {
        const key = `${formatPath(prev.path)}|${meaning}`;
        if (told.has(key)) return;
        told.add(key);
        const at = formatPath(prev.path);
        emit('error', 'word-collision', prev.path, `${at}: ${JSON.stringify(prev.text)} reads the same as ${where} (${JSON.stringify(text)}), which means ${meaning}`, `a game record could not tell ${prev.shown} from ${meaning}: ${todo}`, false, {
          ...DESIGN,
          where: at,
          text: prev.text,
          meaning: meant(prev.shown),
          prevMeaning: meant(meaning),
          prevWhere: where,
          prevText: text,
        });
        return;
      }
      emit('error', 'word-collision', path, `${where}: ${JSON.stringify(text)} reads the same as ${prev.what}, which means ${prev.shown}`, `a game record could not tell ${shown} from ${prev.shown}: ${todo}`, false, {
        ...DESIGN,
        where,
        text,
        meaning: meant(shown),
        prevMeaning: meant(prev.shown),
        ...(rename === undefined ? {} : { rename }),
        ...prev.said,
      });
    }
  };
  for (const [lang, entry] of Object.entries(words)) {
    for (const [key, meaning] of [['miss', 'miss'], ['hit', 'hit'], ['sunk', 'sunk'], ['noHits', 'miss']] as const) {
      const text = entry.value[key];
      if (text !== undefined) add(text, meaning, ['words', lang, key], key === 'noHits' ? 'no hits' : meaning);
    }
  }
  fleet?.classes.forEach((s, i) => {
    // A class is named by its id and names: without its id, it cannot be said which class a name means.
    if (!s || s.value.id === undefined) return;
    const c = s.value;
    const meaning = `the class ${c.id}`;
    // Its names before its id: a class that reads as another is told by the other's name as the
    // designer wrote it (fleet[0].name ("A")), not by that class's id ("a") folded alike.
    if (typeof c.name === 'string') add(c.name, meaning, ['fleet', i, 'name']);
    else if (c.name !== undefined) for (const [lang, name] of Object.entries(c.name)) add(name, meaning, ['fleet', i, 'name', lang]);
    add(c.id!, meaning, ['fleet', i, 'id']);
  });
}

/**
 * A class named as another class and a number apart (`Ell 2` beside `Ell`): a record's `ell 2`
 * reads as `Ell 2`, though it may be `Ell` and a number. Where the report announces how many
 * times each class is hit, salvo itself writes `Ell` hit twice as `ell 2`, which reads back as
 * the other class: an error. Where the announcements name classes but no counts, a warning (a
 * recorder may still write the number, a count or a ship). Where no other class reads as the
 * rest of the name (`Ell 2` alone), or no announcement names a class, nothing can be misread.
 */
function checkClassNameNumber(fleet: FleetPart, report: ParsedSpec['report'] | undefined, emit: Emit): void {
  const named = report === undefined ? false : report.timing === 'per-salvo' || report.hitClass || report.sunk === 'with-class';
  if (!named) return;
  const counts = report?.timing === 'per-salvo' && report.counts;
  /** Every class's words as a record reads them: its id and names, folded, where each is written. */
  const words: { index: number; folded: string; where: string; text: string }[] = [];
  const namesOf = (i: number, c: Partial<ParsedClass>): [string, DataPath][] =>
    typeof c.name === 'string' ? [[c.name, ['fleet', i, 'name']]] : c.name !== undefined ? Object.entries(c.name).map(([lang, n]): [string, DataPath] => [n, ['fleet', i, 'name', lang]]) : [];
  fleet.classes.forEach((s, i) => {
    if (!s) return;
    for (const [text, path] of namesOf(i, s.value)) words.push({ index: i, folded: foldWord(text), where: formatPath(path), text });
    if (typeof s.value.id === 'string') words.push({ index: i, folded: foldWord(s.value.id), where: formatPath(['fleet', i, 'id']), text: s.value.id });
  });
  fleet.classes.forEach((s, i) => {
    if (!s) return;
    for (const [name, path] of namesOf(i, s.value)) {
      const m = /^(.*\S)\s+(\d+)$/u.exec(name.trim());
      if (m === null) continue;
      const stem = words.find((w) => w.index !== i && w.folded === foldWord(m[1]!));
      if (stem === undefined) continue;
      const where = formatPath(path);
      const joined = `${m[1]!}${m[2]!}`;
      const read = name.trim().toLowerCase();
      const parts = { ...DESIGN, where, name, joined, stemWhere: stem.where, stem: stem.text, number: Number(m[2]), read };
      if (counts) {
        emit('error', 'class-name-count', path, `${where}: ${JSON.stringify(name)} is ${stem.where} (${JSON.stringify(stem.text)}) and a number apart, and this report announces how many times each class is hit: a record's ${JSON.stringify(read)} could be this class, or ${JSON.stringify(stem.text)} hit ${m[2]!} times`, `rename the class without the number apart, such as ${JSON.stringify(joined)}`, false, parts);
      } else {
        emit('warning', 'class-name-number', path, `${where}: ${JSON.stringify(name)} is ${stem.where} (${JSON.stringify(stem.text)}) and a number apart: a record's ${JSON.stringify(read)} is read as this class, where its writer may have meant ${JSON.stringify(stem.text)} and a number`, `rename the class without the number apart, such as ${JSON.stringify(joined)}`, false, parts);
      }
    }
  });
}

/**
 * Two marks apart by their accents alone (`L` and `Ł`, `CV` and `ČV`): a record reads a mark
 * folded (./record's vocabulary: case and accents), and two marks that fold alike name neither
 * class, so an announcement writing either is not read. Warned only where a record reads marks:
 * the report names classes, and the mark is one it reads (a letter, no space; per shot, of two
 * characters at least). Statki 15×15's `Ł` beside `L` is not: its announcements name no class.
 * Marks apart by case alone are warned by checkFleet.
 */
function checkAccentMarks(fleet: FleetPart, report: NonNullable<SpecParts['report']>, emit: Emit): void {
  const named = report.timing === 'per-salvo' || report.hitClass || report.sunk === 'with-class';
  if (!named) return;
  const shortest = report.timing === 'per-salvo' ? 1 : 2;
  const read = (mark: string): boolean => {
    const folded = foldWord(mark);
    return [...folded].length >= shortest && /\p{L}/u.test(folded) && !/\s/u.test(folded);
  };
  const caseless = (mark: string): string => mark.normalize('NFC').toLocaleLowerCase('und');
  const seen = new Map<string, { index: number; mark: string }>();
  fleet.classes.forEach((s, i) => {
    const mark = s?.value.mark;
    if (mark === undefined || !read(mark)) return;
    const folded = foldWord(mark);
    const prior = seen.get(folded);
    if (prior === undefined) {
      seen.set(folded, { index: i, mark });
      return;
    }
    // The same mark, or one apart by case alone, is checkFleet's.
    if (caseless(prior.mark) === caseless(mark)) return;
    const where = `fleet[${i}].mark`;
    emit(
      'warning',
      'duplicate-mark',
      ['fleet', i, 'mark'],
      `${where}: ${JSON.stringify(mark)} reads as ${JSON.stringify(prior.mark)}, the mark of fleet[${prior.index}]: a record reads a mark without its accents, so neither mark is read in an announcement`,
      `give fleet[${i}] a mark that differs from ${JSON.stringify(prior.mark)} by more than accents`,
      false,
      { ...DESIGN, where, mark, earlier: `fleet[${prior.index}]`, alike: prior.mark, form: 'accent' },
    );
  });
}

function checkLanguages(languages: readonly string[], emit: Emit): void {
  const seen = new Set<string>();
  languages.forEach((l, i) => {
    if (seen.has(l)) emit('error', 'duplicate-language', ['languages', i], `languages[${i}]: ${l} is declared twice`, 'declare each language once', false, { ...DESIGN, where: `languages[${i}]`, lang: l });
    seen.add(l);
  });
}

function checkLocalized(spec: LocalizedSpec, path: DataPath, languages: readonly string[], emit: Emit): void {
  if (typeof spec === 'string') return;
  for (const lang of languages) {
    if (!(lang in spec)) {
      emit('error', 'missing-language', path, `${formatPath(path)}: no text for ${lang}`, `add ${lang}: …, or write one plain string for every language`, false, { ...DESIGN, where: formatPath(path), lang });
    }
  }
  for (const lang of Object.keys(spec)) {
    if (!languages.includes(lang)) {
      emit('error', 'unknown-language', [...path, lang], `${formatPath([...path, lang])}: ${lang} is not a declared language`, `declare it in languages: [${[...languages, lang].join(', ')}], or remove it`, true, {
        ...DESIGN,
        where: formatPath([...path, lang]),
        lang,
        languages: [...languages, lang],
      });
    }
  }
}

function checkWords(words: Readonly<Record<string, unknown>>, languages: readonly string[], emit: Emit): void {
  for (const lang of languages) {
    if (!(lang in words)) {
      emit('error', 'missing-words', ['words'], `words: no words for ${lang}`, `add words.${lang} with miss, hit, sunk, noHits, ownChart, enemyChart`, false, { ...DESIGN, where: 'words', lang });
    }
  }
  for (const lang of Object.keys(words)) {
    if (!languages.includes(lang)) {
      emit('error', 'unknown-language', ['words', lang], `words.${lang}: ${lang} is not a declared language`, `declare it in languages, or remove it`, true, { ...DESIGN, where: `words.${lang}`, lang });
    }
  }
}

/** `add К after И, leaving out Й as boards lettered in Russian do: columnLabels: [А, …, К]`: a run of labels made as long as the board, in English. */
function runAdvice(run: ResizedRun, key: string): string {
  const write = `${key}: [${run.write.join(', ')}]`;
  if (run.added.length > 0) {
    const last = run.write[run.write.length - run.added.length - 1]!;
    return `add ${run.added.join(', ')} after ${last}${run.skipped !== undefined ? `, leaving out ${run.skipped} as boards lettered in Russian do` : ''}: ${write}`;
  }
  if (run.dropped.length === 1 && /^й$/iu.test(run.dropped[0]!)) return `leave out ${run.dropped[0]!}, as boards lettered in Russian do: ${write}`;
  return `keep the first ${run.write.length}: ${write}`;
}

function checkBoard(board: Section<ParsedSpec['board']>, emit: Emit, languages?: readonly string[]): void {
  const b = board.value;
  let whole = true;
  const axes: ['columnLabels' | 'rowLabels', 'columns' | 'rows'][] = [
    ['columnLabels', 'columns'],
    ['rowLabels', 'rows'],
  ];
  const resolved: ResolvedLabels[] = [];
  for (const [key, noun] of axes) {
    const spec = b[key];
    if (spec === undefined || !sound(board, key)) {
      whole = false;
      continue;
    }
    const count = sound(board, noun) ? b[noun] : undefined;
    if (count === undefined) {
      // Without a sound count only labels written out can be judged, and not their number.
      whole = false;
      if (spec !== 'letters' && spec !== 'numbers') checkLabelList(resolveLabels(spec, 0, ['board', key]), key, emit);
      continue;
    }
    const res = resolveLabels(spec, count, ['board', key]);
    resolved.push(res);
    // `rowLabels: 1-12` (a range) or `columnLabels: cyrillic` (a word): one slip, not an error per letter.
    if (res.shorthand !== undefined && labelSlip(res, key, noun, count, emit, () => labelScript(otherLabels(board, key === 'columnLabels' ? 'rowLabels' : 'columnLabels'), languages, res.shorthand))) {
      whole = false;
      continue;
    }
    // `rowLabels: number` is six labels n, u, m, b, e, r, but surely meant `numbers`: that alone is said.
    const wrongCount = res.labels.length !== count;
    const meant = wrongCount && res.shorthand !== undefined && !/\s/u.test(res.shorthand.trim()) ? didYouMean(res.shorthand.trim(), ['letters', 'numbers']) : undefined;
    // Labels too many by as many as are written twice (`… и к к` on 10): the repeats are the slip,
    // said once, at the first of them, in place of the count and a collision per repeat.
    const repeats = wrongCount && meant === undefined && !commaShorthand(res) ? repeatedLabels(res) : [];
    const byRepeats = repeats.length > 0 && res.labels.length - repeats.length === count;
    // A label written three times is one slip, told once with all its places.
    const groups = new Map<number, number[]>();
    for (const r of repeats) groups.set(r.first, [...(groups.get(r.first) ?? []), r.i + 1]);
    const gs = [...groups].map(([first, again]) => ({ label: res.labels[first]!, first: first + 1, again }));
    // Labels too many or too few, and more than one label written twice (9 labels, "A" and "B"
    // twice, on 8): the count, and the repeats told as one slip after it, not a collision each.
    const repeatsApart = !byRepeats && gs.length > 1;
    const listEmit: Emit = byRepeats || repeatsApart ? (severity, code, path, message, suggestion, atKey, parts, char) => {
      if (code !== 'label-collision' || parts?.why !== 'same') emit(severity, code, path, message, suggestion, atKey, parts, char);
    } : emit;
    if (meant === undefined && !checkLabelList(res, key, listEmit)) whole = false;
    else if (meant === undefined) checkLabelScripts(res, key, emit);
    const and = (ns: readonly number[]): string => (ns.length === 1 ? String(ns[0]) : `${ns.slice(0, -1).join(', ')} and ${ns[ns.length - 1]}`);
    const andWords = (ws: readonly string[]): string => (ws.length === 1 ? ws[0]! : `${ws.slice(0, -1).join(', ')} and ${ws[ws.length - 1]}`);
    const q = JSON.stringify;
    const drop = (g: (typeof gs)[number]): string => (g.again.length === 1 ? `the second ${q(g.label)}` : `the ${q(g.label)}s at ${and(g.again)}`);
    const repeatParts = { repeated: gs.map((g) => g.label), firstAt: gs.map((g) => String(g.first)), againAt: gs.map((g) => g.again.join(',')) };
    if (repeatsApart) {
      const at = repeats[0]!.i;
      emit(
        'error',
        'label-collision',
        res.paths[at]!,
        `board.${key}: ${gs.map((g) => `${q(g.label)} (${and([g.first, ...g.again])})`).join(', ')} are each written ${gs.every((g) => g.again.length === 1) ? 'twice' : 'more than once'}`,
        `write each label once: change ${andWords(gs.map(drop))} to the labels meant there, or remove them`,
        false,
        { ...DESIGN, where: `board.${key}`, why: 'same', form: 'repeats', ...repeatParts },
        res.offsets?.[at],
      );
    }
    if (byRepeats) {
      whole = false;
      const said =
        gs.length === 1
          ? `${q(gs[0]!.label)} is written ${gs[0]!.again.length === 1 ? 'twice' : `${gs[0]!.again.length + 1} times`} (${and([gs[0]!.first, ...gs[0]!.again])})`
          : `${gs.map((g) => `${q(g.label)} (${and([g.first, ...g.again])})`).join(', ')} are each written ${gs.every((g) => g.again.length === 1) ? 'twice' : 'more than once'}`;
      const todo = gs.length === 1 ? (gs[0]!.again.length === 1 ? `remove the second ${q(gs[0]!.label)}` : `keep the first ${q(gs[0]!.label)} and remove the others, at ${and(gs[0]!.again)}`) : `remove the repeats: ${gs.map(drop).join(', ')}`;
      const at = repeats[0]!.i;
      emit('error', 'label-count', res.paths[at]!, `board.${key}: ${res.labels.length} labels for ${count} ${noun}: ${said}`, todo, false, {
        ...DESIGN,
        where: `board.${key}`,
        labels: res.labels.length,
        count,
        noun,
        form: 'repeat',
        ...repeatParts,
      }, res.offsets?.[at]);
    } else if (wrongCount && !commaShorthand(res)) {
      whole = false;
      // Letters of one alphabet in order (`А … И` on 10 columns): the run made as long as the board, to write.
      const run = meant === undefined ? labelRunResized(res.labels, count) : undefined;
      emit('error', 'label-count', ['board', key], `board.${key}: ${res.labels.length} labels for ${count} ${noun}`, run !== undefined ? `${runAdvice(run, key)}, or change board.${noun}` : `${meant ? `did you mean "${meant}"? Otherwise give` : 'give'} exactly ${count} labels, or change board.${noun}`, false, {
        ...DESIGN,
        where: `board.${key}`,
        labels: res.labels.length,
        count,
        noun,
        ...(meant !== undefined ? { meant } : {}),
        ...(run !== undefined ? { key, write: run.write, added: run.added, dropped: run.dropped, ...(run.skipped !== undefined ? { skipped: run.skipped } : {}) } : {}),
      });
    }
  }
  if (b.separator !== undefined && sound(board, 'separator')) {
    const sepBad = /[\s,;>→]/u.exec(b.separator);
    if (sepBad) {
      whole = false;
      const what = /\s/u.test(sepBad[0]) ? 'a space' : `"${sepBad[0]}"`;
      // Two separators offered that no label holds (a dash is no separator where a label has one).
      const offered = separatorsApart(resolved.map((r) => r.labels)).slice(0, 2);
      const such = offered.map((o) => JSON.stringify(o)).join(' or ');
      emit('error', 'label-characters', ['board', 'separator'], `board.separator: ${JSON.stringify(b.separator)} holds ${what}`, offered.length > 0 ? `game records write cells apart with spaces and commas: use a separator such as ${such}` : 'game records write cells apart with spaces and commas: leave those out of the separator', false, {
        ...DESIGN,
        where: 'board.separator',
        form: 'separator',
        separator: b.separator,
        offered,
        ...(/\s/u.test(sepBad[0]) ? { space: true } : { bad: sepBad[0] }),
      });
    }
  } else whole = false;
  if (whole && b.cellOrder !== undefined && sound(board, 'cellOrder')) checkAmbiguity(b.cellOrder, b.separator ?? '', resolved[0]!, resolved[1]!, emit);
}

/** The labels of the other axis as written, for the alphabet of an example (`letters`: Latin; `numbers` or unsound: none). */
function otherLabels(board: Section<ParsedSpec['board']>, key: 'columnLabels' | 'rowLabels'): readonly string[] | undefined {
  const spec = board.value[key];
  if (spec === undefined || !sound(board, key) || spec === 'numbers') return undefined;
  return spec === 'letters' ? ['A'] : resolveLabels(spec, 0, ['board', key]).labels;
}

/**
 * Labels in one string read a character at a time where a range (`1-12`, `а-м`) or a word
 * (`cyrillic`: a letter twice, and the labels' number wrong too) was surely meant: told once, with the
 * labels to write where the range tells them. True when told.
 */
function labelSlip(res: ResolvedLabels, key: 'columnLabels' | 'rowLabels', noun: 'columns' | 'rows', count: number, emit: Emit, script: () => 'latin' | 'cyrillic'): boolean {
  const text = res.shorthand!.trim();
  const perLetter = /^\p{L}+$/u.test(text);
  // `Greek letters`: words apart, each a label.
  const perWord = !perLetter && /\s/u.test(text);
  const read = `${res.labels.length} labels, one per ${perLetter ? 'letter' : perWord ? 'word' : 'character'} (${res.labels.slice(0, 4).join(', ')}${res.labels.length > 4 ? ', …' : ''})`;
  // The same in Russian and Polish (./slip-text.ts).
  const slip = { kind: 'slip', where: `board.${key}`, key, noun, text, read: res.labels.length, perLetter, shown: res.labels.slice(0, 4), more: res.labels.length > 4, count, ...(perWord ? { perWord } : {}) } as const;
  const range = labelRange(text, count);
  if (range) {
    const spans = range.spans === undefined ? '' : `${range.from} to ${range.to} would be ${range.spans} labels, for ${count} ${noun}: `;
    // A range longer than the board: its first labels, as many as the board has, ready to paste.
    const example = range.first ?? labelExample(range.from, range.to);
    const write = range.write === undefined ? `${spans}write the ${count} labels out, separated by spaces, as "${example}", or use letters or numbers` : range.write === 'letters' || range.write === 'numbers' ? `write ${key}: ${range.write}` : `write ${key}: "${range.write}"`;
    emit('error', 'bad-format', ['board', key], `board.${key}: ${JSON.stringify(text)} is read as ${read}, not as the ${noun} ${range.from} to ${range.to}`, write, false, {
      ...slip,
      form: 'label-range',
      from: range.from,
      to: range.to,
      ...(range.write !== undefined ? { write: range.write } : { example, ...(range.spans !== undefined ? { spans: range.spans } : {}) }),
    });
    return true;
  }
  // `roman`: the Roman numerals it names, written out.
  const romanExample = res.labels.length !== count ? romanWordExample(text, count) : undefined;
  // A word naming labels though its letters are distinct (`polish`), or words apart (`Greek letters`), is one too.
  const named = res.labels.length !== count && labelKeyword(text, count) !== undefined && didYouMean(text, ['letters', 'numbers']) === undefined;
  if (romanExample !== undefined || named || (res.labels.length !== count && labelWord(text) && didYouMean(text, ['letters', 'numbers']) === undefined)) {
    // Rows are usually numbered: numbers first, and numbers written out; columns: letters.
    // A word naming letters that must be written out (`greek`, `cyrillic`): those letters, all of them.
    const spelled = labelKeyword(text, count)?.write;
    const example = romanExample ?? (spelled !== undefined && spelled !== 'letters' && spelled !== 'numbers' ? spelled : labelWordExample(noun, count, script()));
    const forms = noun === 'rows' ? 'numbers for 1, 2, …, letters for A, B, …' : 'letters for A, B, …, numbers for 1, 2, …';
    emit('error', 'label-count', ['board', key], `board.${key}: ${JSON.stringify(text)} is read as ${read}, for ${count} ${noun}`, `use ${forms}, or write the ${count} labels out, separated by spaces, as "${example}"`, false, { ...slip, form: 'label-word', example });
    return true;
  }
  // `roman` on 5 rows, `latin` on 5 columns: as many letters as labels, so read without a word, but
  // the designer surely meant what the word names. A warning, the labels checked as read besides
  // (`cyrillic` on 8: c twice, a collision too); where the letters are distinct, how to keep them.
  const keyword = res.labels.length === count && perLetter ? labelKeyword(text, count) : undefined;
  if (keyword !== undefined) {
    const named = { roman: 'Roman numerals', letters: 'letters (A, B, …)', cyrillic: 'Cyrillic letters', greek: 'Greek letters', numbers: 'numbers (1, 2, …)' }[keyword.meant];
    const write = keyword.write === 'letters' || keyword.write === 'numbers' ? keyword.write : `"${keyword.write}"`;
    const distinct = new Set(res.labels.map((l) => l.toLowerCase())).size === res.labels.length;
    const apart = res.labels.join(' ');
    emit('warning', 'label-keyword', ['board', key], `board.${key}: ${JSON.stringify(text)} is read as ${read}, not as ${named}`, `write ${key}: ${write}${distinct ? `; if the letters are the labels, write them apart: "${apart}"` : ''}`, false, {
      ...slip,
      form: 'label-keyword',
      meant: keyword.meant,
      write: keyword.write,
      ...(distinct ? { apart } : {}),
    });
  }
  return false;
}

/** Labels written again, the very text of an earlier one (`к` after `к`): where each is, and the label it repeats. */
function repeatedLabels(res: ResolvedLabels): { i: number; first: number }[] {
  const firstOf = new Map<string, number>();
  const out: { i: number; first: number }[] = [];
  res.labels.forEach((label, i) => {
    const text = label.normalize('NFC');
    const first = firstOf.get(text);
    if (first === undefined) firstOf.set(text, i);
    else out.push({ i, first });
  });
  return out;
}

/** Labels of one axis: each usable, no two the same after folding. True when all is well. */
export function checkLabelList(res: ResolvedLabels, key: 'columnLabels' | 'rowLabels', emit: Emit): boolean {
  if (commaShorthand(res)) {
    // `а,б,в,…` in one string: one error for the whole string, not one per comma.
    const parts = res.shorthand!.split(/[\s,;]+/u).filter((p) => p !== '');
    const spaced = `${parts.slice(0, 3).join(' ')}${parts.length > 3 ? ' …' : ''}`;
    emit(
      'error',
      'label-characters',
      ['board', key],
      `board.${key}: the labels are separated by commas or semicolons in one string`,
      `separate them with spaces ("${spaced}"), or write a list [${parts.slice(0, 3).join(', ')}${parts.length > 3 ? ', …' : ''}]`,
      false,
      { ...DESIGN, where: `board.${key}`, form: 'commas', spaced, list: `${parts.slice(0, 3).join(', ')}${parts.length > 3 ? ', …' : ''}` },
    );
    return false;
  }
  let sound = true;
  const seen = new Map<string, number>();
  // Where each label is written (1-based): one written three times is one slip, told once.
  const placesOf = new Map<string, number[]>();
  res.labels.forEach((label, i) => placesOf.set(label.normalize('NFC'), [...(placesOf.get(label.normalize('NFC')) ?? []), i + 1]));
  res.labels.forEach((label, i) => {
    const folded = foldLabel(label);
    if (folded === '' || Array.from(label).length > LIMITS.labelMaxChars) {
      sound = false;
      emit('error', 'label-length', res.paths[i]!, `board.${key}[${i}]: ${JSON.stringify(label)} is not a usable label`, `a label is 1 to ${LIMITS.labelMaxChars} characters, not only spaces`, false, {
        ...DESIGN,
        where: `board.${key}[${i}]`,
        label,
        max: LIMITS.labelMaxChars,
      });
      return;
    }
    const bad = /[\s,;>→]/u.exec(label);
    if (bad) {
      sound = false;
      const what = /\s/u.test(bad[0]) ? 'a space' : `"${bad[0]}"`;
      emit('error', 'label-characters', res.paths[i]!, `board.${key}[${i}]: ${JSON.stringify(label)} holds ${what}`, 'game records write cells apart with spaces and commas: leave spaces, commas, semicolons and > out of labels', false, {
        ...DESIGN,
        where: `board.${key}[${i}]`,
        form: 'label',
        label,
        ...(/\s/u.test(bad[0]) ? { space: true } : { bad: bad[0] }),
      });
      return;
    }
    const prev = seen.get(folded);
    if (prev !== undefined) {
      sound = false;
      const why = whyCollide(res.labels[prev]!, label);
      const places = why.why === 'same' ? placesOf.get(label.normalize('NFC'))! : [];
      if (places.length > 2) {
        if (places[1] !== i + 1) return;
        const later = places.slice(1);
        const and = (ns: readonly number[]): string => `${ns.slice(0, -1).join(', ')} and ${ns[ns.length - 1]}`;
        emit('error', 'label-collision', res.paths[i]!, `board.${key}: ${JSON.stringify(label)} is written ${places.length} times (${and(places)})`, `write each label once: change the ${JSON.stringify(label)}s at ${and(later)} to the labels meant there`, false, {
          ...DESIGN,
          where: `board.${key}`,
          a: res.labels[prev]!,
          ai: prev + 1,
          b: label,
          bi: i + 1,
          why: why.why,
          more: later.slice(1).map(String),
        }, res.offsets?.[i]);
        return;
      }
      emit(
        'error',
        'label-collision',
        res.paths[i]!,
        why.why === 'same' ? `board.${key}: ${JSON.stringify(label)} is written twice (${prev + 1} and ${i + 1})` : `board.${key}: ${JSON.stringify(res.labels[prev])} (${prev + 1}) and ${JSON.stringify(label)} (${i + 1}) read as the same label`,
        why.advice,
        false,
        { ...DESIGN, where: `board.${key}`, a: res.labels[prev]!, ai: prev + 1, b: label, bi: i + 1, why: why.why },
        // In labels written as one string, at the second label itself.
        res.offsets?.[i],
      );
    } else seen.set(folded, i);
  });
  return sound;
}

/**
 * Latin and Cyrillic letters in the labels of one axis (`А` typed in Cyrillic among A…J): records
 * read look-alikes as one, but the pad prints and a copied name holds the other alphabet. A
 * warning, once per axis, at the first label of the smaller group.
 */
function checkLabelScripts(res: ResolvedLabels, key: 'columnLabels' | 'rowLabels', emit: Emit): void {
  const latin: number[] = [];
  const cyrillic: number[] = [];
  res.labels.forEach((l, i) => {
    if (/\p{Script=Latin}/u.test(l)) latin.push(i);
    if (/\p{Script=Cyrillic}/u.test(l)) cyrillic.push(i);
  });
  if (latin.length === 0 || cyrillic.length === 0) return;
  // The alphabet meant is the one of the labels that have no look-alike in the other (D, Б), then
  // the more common one, then the first label's; the other is the odd one out.
  const ownLatin = latin.filter((i) => /[^ABEKMHOPCTXYIJS\P{Script=Latin}]/u.test(res.labels[i]!.toLocaleUpperCase('und'))).length;
  const ownCyrillic = cyrillic.filter((i) => /\p{Script=Cyrillic}/u.test(foldLabel(res.labels[i]!))).length;
  const cyrillicOdd = ownLatin !== ownCyrillic ? ownCyrillic < ownLatin : latin.length !== cyrillic.length ? cyrillic.length < latin.length : latin[0]! < cyrillic[0]!;
  const [odd, oddName, mainName] = cyrillicOdd ? [cyrillic, 'Cyrillic', 'Latin'] : [latin, 'Latin', 'Cyrillic'];
  const shown = odd.map((i) => `${JSON.stringify(res.labels[i])} (${i + 1})`).join(', ');
  emit(
    'warning',
    'label-script',
    res.paths[odd[0]!]!,
    `board.${key}: ${shown} ${odd.length === 1 ? 'is' : 'are'} ${oddName} among ${mainName} labels`,
    `records read look-alike letters as one, but the pad prints the ${oddName} ones and a copied cell name holds them: type every label in ${mainName} letters`,
    false,
    { ...DESIGN, where: `board.${key}`, shown, count: odd.length, odd: cyrillicOdd ? 'cyrillic' : 'latin' },
  );
}

/** Labels written as one string with commas or semicolons between them (`а,б,в`). */
function commaShorthand(res: ResolvedLabels): boolean {
  return res.shorthand !== undefined && /[,;]/u.test(res.shorthand) && res.shorthand.replace(/[\s,;]/gu, '') !== '';
}

/** What to do about two labels that fold alike, saying why they do (`foldLabel`). */
function whyCollide(a: string, b: string): { advice: string; why: 'same' | 'case' | 'case-spaces' | 'yo' | 'lookalike' } {
  // The same label written twice: the second is to be the label meant there.
  if (a.normalize('NFC') === b.normalize('NFC')) return { advice: `write each label once: change the second ${JSON.stringify(b)} to the label meant there`, why: 'same' };
  const plain = (t: string) => t.normalize('NFC').toLocaleUpperCase('und').replace(/\s/gu, '');
  if (plain(a) === plain(b)) {
    const spaces = /\s/u.test(a + b);
    return { advice: `labels must differ after ignoring case${spaces ? ' and spaces' : ''}`, why: spaces ? 'case-spaces' : 'case' };
  }
  if (plain(a).replace(/Ё/gu, 'Е') === plain(b).replace(/Ё/gu, 'Е')) return { advice: 'Ё is read as Е (records may write е for ё): keep one of them', why: 'yo' };
  return { advice: 'Latin and Cyrillic letters that look alike are read as one (B is В): keep one of them', why: 'lookalike' };
}

/** Separators a message may offer, in the order offered: none a game record writes between cells. */
const SEPARATORS = ['-', '.', ':', '/', '_', '|', '~', '+', '='] as const;

/** The separators of `SEPARATORS` no label holds (folded as cells are read), in their order. */
function separatorsApart(labels: readonly (readonly string[])[]): string[] {
  const folded = labels.flat().map(foldLabel);
  return SEPARATORS.filter((s) => !folded.some((l) => l.includes(foldLabel(s))));
}

/** The first cell name two (column, row) pairs give with `sep` between the labels, or undefined where every name is one cell's. */
function firstAmbiguity(cellOrder: ParsedSpec['board']['cellOrder'], sep: string, cols: ResolvedLabels, rows: ResolvedLabels): { name: string; first: [number, number]; second: [number, number] } | undefined {
  const names = new Map<string, [number, number]>();
  for (let r = 0; r < rows.labels.length; r++) {
    for (let c = 0; c < cols.labels.length; c++) {
      const name = cellOrder === 'column-row' ? cols.labels[c]! + sep + rows.labels[r]! : rows.labels[r]! + sep + cols.labels[c]!;
      const key = foldLabel(name);
      const prev = names.get(key);
      if (prev) return { name, first: prev, second: [c, r] };
      names.set(key, [c, r]);
    }
  }
  return undefined;
}

/**
 * Every cell name must be produced by exactly one (column, row) pair. The separator offered is one
 * no label holds and with which every name is one cell's (not "-" where a label has a dash); where
 * none is, only other labels are.
 */
function checkAmbiguity(cellOrder: ParsedSpec['board']['cellOrder'], sep: string, cols: ResolvedLabels, rows: ResolvedLabels, emit: Emit): void {
  const found = firstAmbiguity(cellOrder, sep, cols, rows);
  if (found === undefined) return;
  const { name, first: [pc, pr], second: [c, r] } = found;
  const [col, row] = [cols.labels[c]!, rows.labels[r]!];
  const offered = separatorsApart([cols.labels, rows.labels]).find((s) => firstAmbiguity(cellOrder, s, cols, rows) === undefined);
  emit(
    'error',
    'label-ambiguous',
    cols.paths[pc]!,
    `board: the cell name ${JSON.stringify(name)} reads two ways: column ${JSON.stringify(cols.labels[pc])} row ${JSON.stringify(rows.labels[pr])}, and column ${JSON.stringify(col)} row ${JSON.stringify(row)}`,
    offered === undefined ? 'choose labels that cannot run together' : `set board.separator (e.g. ${JSON.stringify(offered)}), or choose labels that cannot run together`,
    false,
    { ...DESIGN, where: 'board', name, c1: cols.labels[pc]!, r1: rows.labels[pr]!, c2: col, r2: row, ...(offered !== undefined ? { separator: offered } : { noSeparator: true }) },
  );
}

/**
 * The pieces a set of [row, column] cells falls into, joined through shared sides: each piece
 * lists its cells in the order given, and the pieces come in the order of their first cell.
 */
export function shapePieces(cells: readonly (readonly [number, number])[]): (readonly [number, number])[][] {
  const key = (r: number, c: number): string => `${r},${c}`;
  const index = new Map<string, number>();
  cells.forEach(([r, c], i) => {
    if (!index.has(key(r, c))) index.set(key(r, c), i);
  });
  const pieceOf = new Map<number, number>();
  const pieces: (readonly [number, number])[][] = [];
  cells.forEach(([r0, c0], start) => {
    if (index.get(key(r0, c0)) !== start || pieceOf.has(start)) return;
    const piece = pieces.length;
    pieceOf.set(start, piece);
    const members = [start];
    for (let k = 0; k < members.length; k++) {
      const [r, c] = cells[members[k]!]!;
      for (const [dr, dc] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const) {
        const j = index.get(key(r + dr, c + dc));
        if (j !== undefined && !pieceOf.has(j)) {
          pieceOf.set(j, piece);
          members.push(j);
        }
      }
    }
    pieces.push(members.sort((x, y) => x - y).map((j) => cells[j]!));
  });
  return pieces;
}

/** Is a set of [row, column] cells connected through shared sides? */
export function isShapeConnected(cells: readonly (readonly [number, number])[]): boolean {
  return cells.length > 0 && shapePieces(cells).length === 1;
}

/**
 * A shape whose cells run corner to corner in one line (`#../.#./..#`): a straight ship drawn
 * lying diagonally. Shapes are never laid diagonally; a ship given by `size` is, where
 * placement.diagonal is true. Undefined for any other shape.
 */
function diagonalLine(cells: readonly (readonly [number, number])[], where: string, diagonal: boolean | undefined): { message: string; suggestion: string; parts: DiagnosticParts } | undefined {
  const n = diagonalLineCells(cells);
  if (n === undefined) return undefined;
  return {
    message: `${where}: the ${n} cells lie corner to corner, in a diagonal line; a shape's cells join through their sides, and a shape is never laid diagonally`,
    suggestion:
      diagonal === true
        ? `write size: ${n} instead of the shape: with placement.diagonal: true, a straight ship lies diagonally too`
        : `write size: ${n} instead of the shape, and set placement.diagonal: true: then a straight ship may lie diagonally`,
    parts: { kind: 'slip', form: 'shape-diagonal', where, cells: n, ...(diagonal === true ? { diagonal } : {}) },
  };
}

/**
 * The cells of a shape that runs corner to corner in one line (`#../.#./..#`), three or more; else
 * undefined. Two (`#./.#`) may as well be an L missing its corner, and keep the advice to join them.
 */
function diagonalLineCells(cells: readonly (readonly [number, number])[]): number | undefined {
  if (cells.length < 3) return undefined;
  const sorted = [...cells].sort((a, b) => a[0] - b[0]);
  const step = sorted[1]![1] - sorted[0]![1];
  return Math.abs(step) === 1 && sorted.every(([r, c], k) => r === sorted[0]![0] + k && c === sorted[0]![1] + k * step) ? cells.length : undefined;
}

/** What is wrong with a shape in several pieces, and what to do: named piece by piece. */
function disconnectedShape(cells: readonly (readonly [number, number])[], where: string, pictured: boolean): { message: string; suggestion: string; parts: DiagnosticParts } {
  const pieces = shapePieces(cells);
  // Each piece as the designer wrote the shape: in cells, or drawn alone in the whole picture's frame.
  const show = (p: readonly (readonly [number, number])[]): string => (pictured ? `"${shapePicture(p, cells)}"` : `[${p.map(([r, c]) => `[${r}, ${c}]`).join(', ')}]`);
  const shown = pieces.map(show);
  const list = `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
  // One cell beside two pieces joins them: name the first such cell (in row, then column order).
  const pieceAt = new Map<string, number>();
  pieces.forEach((p, k) => p.forEach(([r, c]) => pieceAt.set(`${r},${c}`, k)));
  const sides = [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ] as const;
  const joins: [number, number][] = [];
  for (const [r, c] of cells) {
    for (const [dr, dc] of sides) {
      const [jr, jc] = [r + dr, c + dc];
      if (jr < 0 || jc < 0 || pieceAt.has(`${jr},${jc}`)) continue;
      const touched = new Set(sides.map(([er, ec]) => pieceAt.get(`${jr + er},${jc + ec}`)).filter((k) => k !== undefined));
      if (touched.size >= 2) joins.push([jr, jc]);
    }
  }
  joins.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  // Pieces that meet only at a corner look joined, but a ship's cells join through their sides.
  const corner = pieces.some((p, i) => pieces.slice(i + 1).some((q) => p.some(([r, c]) => q.some(([r2, c2]) => Math.abs(r - r2) === 1 && Math.abs(c - c2) === 1))));
  // A shape written as a picture is mended as a picture: the cell by its row and column counted
  // from 1 (as the picture's own slips name them), and the whole picture with it drawn in.
  const first = joins[0] === undefined ? undefined : pictured ? `a ${PICTURE_CELL} at row ${joins[0][0] + 1}, column ${joins[0][1] + 1}` : `[${joins[0][0]}, ${joins[0][1]}]`;
  const write = pictured && joins[0] !== undefined && pieces.length === 2 ? shapePicture([...cells, joins[0]]) : undefined;
  const join =
    write !== undefined
      ? `write shape: "${write}" (${first} joins them)`
      : first !== undefined && pieces.length === 2
        ? `add ${first} to join them`
        : `add cells that join them through their sides${first !== undefined ? `, such as ${first}` : ''}`;
  return {
    message: `${where}: the cells make ${pieces.length} separate pieces, ${list}; a ship's cells are one piece, joined through their sides${corner ? ' (cells meeting only at a corner are not joined)' : ''}`,
    suggestion: `${join}, or give each piece a ship class of its own`,
    parts: {
      kind: 'slip',
      form: 'shape-pieces',
      where,
      pieces: shown,
      corner,
      ...(first !== undefined && !pictured ? { join: first } : {}),
      ...(pictured && joins[0] !== undefined ? { joinRow: joins[0][0] + 1, joinColumn: joins[0][1] + 1 } : {}),
      ...(write !== undefined ? { write } : {}),
    },
  };
}

/** `diagonal`: placement.diagonal as written, where it parsed (a shape drawn as a diagonal line is told to use it). */
function checkFleet(fleet: FleetPart, emit: Emit, diagonal: boolean | undefined): void {
  const ids = new Map<string, number>();
  // Keyed by the mark with its case folded, as a record reads it, so `ii` and `II` are one mark.
  // (A record folds accents too: marks apart by accents alone are warned where a record reads
  // marks, checkAccentMarks.)
  const caseless = (mark: string): string => mark.normalize('NFC').toLocaleLowerCase('und');
  const marks = new Map<string, { index: number; mark: string }>();
  let ships = 0;
  let shipsKnown = fleet.whole;
  fleet.classes.forEach((s, i) => {
    const at = (...rest: (string | number)[]): DataPath => ['fleet', i, ...rest];
    const id = s?.value.id ?? fleet.ids[i];
    if (id !== undefined) {
      const prev = ids.get(id);
      if (prev !== undefined) {
        emit('error', 'duplicate-class-id', at('id'), `fleet[${i}].id: ${JSON.stringify(id)} is already the id of fleet[${prev}]`, 'give every class its own id', false, { ...DESIGN, where: `fleet[${i}].id`, id, earlier: `fleet[${prev}]` });
      } else ids.set(id, i);
    }
    if (!s) {
      shipsKnown = false;
      return;
    }
    const c = s.value;
    if (c.mark !== undefined) {
      const prior = marks.get(caseless(c.mark));
      const pm = prior?.index;
      if (prior !== undefined && prior.mark !== c.mark) {
        emit('warning', 'duplicate-mark', at('mark'), `fleet[${i}].mark: ${JSON.stringify(c.mark)} reads as ${JSON.stringify(prior.mark)}, the mark of fleet[${pm}]: a record reads a mark whatever its case`, `give fleet[${i}] a mark that differs from ${JSON.stringify(prior.mark)} by more than case`, false, { ...DESIGN, where: `fleet[${i}].mark`, mark: c.mark, earlier: `fleet[${pm}]`, alike: prior.mark });
      } else if (prior !== undefined) emit('warning', 'duplicate-mark', at('mark'), `fleet[${i}].mark: ${JSON.stringify(c.mark)} is also the mark of fleet[${pm}]`, 'marks tell classes apart on the pad', false, { ...DESIGN, where: `fleet[${i}].mark`, mark: c.mark, earlier: `fleet[${pm}]` });
      else marks.set(caseless(c.mark), { index: i, mark: c.mark });
    }
    if (c.count !== undefined) ships += c.count;
    else shipsKnown = false;
    let size: number | undefined;
    if (!sound(s, 'size', 'shape')) {
      // A broken size or shape: neither the cells nor whether both are given can be judged.
    } else if (c.size !== undefined && c.shape !== undefined) {
      emit('error', 'ship-size-or-shape', at('shape'), `fleet[${i}]: both size and shape are given`, 'give size for a straight ship, or shape for a polyomino, not both', true, { ...DESIGN, where: `fleet[${i}]`, form: 'both' });
    } else if (c.size === undefined && c.shape === undefined) {
      emit('error', 'ship-size-or-shape', at(), `fleet[${i}]: neither size nor shape is given`, 'add size: N (a straight ship) or shape: "##/.#" (a picture of its cells, # for each)', false, { ...DESIGN, where: `fleet[${i}]`, form: 'neither' });
    } else if (c.shape !== undefined) {
      const seen = new Map<string, number>();
      let dup = false;
      c.shape.forEach(([r, col], k) => {
        const key = `${r},${col}`;
        if (seen.has(key)) {
          dup = true;
          emit('error', 'shape-cells', at('shape', k), `fleet[${i}].shape[${k}]: the cell [${r}, ${col}] is listed twice`, 'list each cell once', false, { ...DESIGN, where: `fleet[${i}].shape[${k}]`, form: 'twice', cell: `[${r}, ${col}]` });
        }
        seen.set(key, k);
      });
      if (!dup && !isShapeConnected(c.shape)) {
        const { message, suggestion, parts } = diagonalLine(c.shape, `fleet[${i}].shape`, diagonal) ?? disconnectedShape(c.shape, `fleet[${i}].shape`, fleet.pictured?.[i] === true);
        emit('error', 'shape-disconnected', at('shape'), message, suggestion, false, parts);
      }
      // A picture with a row shorter than it: read from the left, which may not be what was drawn.
      const written = fleet.pictures?.[i];
      const ragged = !dup && written !== undefined ? raggedPicture(written) : undefined;
      if (ragged !== undefined) {
        const where = `fleet[${i}].shape`;
        emit(
          'warning',
          'shape-ragged',
          at('shape'),
          `${where}: row ${ragged.row} of the picture, ${JSON.stringify(ragged.rowText)}, is shorter than the picture (${ragged.width} columns): a row is read from the left, so the shape is "${ragged.padded}"`,
          `write shape: "${ragged.padded}", every row ${ragged.width} wide; if a row's cells lie further right, draw the water before them as ${PICTURE_WATER_MARK}`,
          false,
          { ...DESIGN, where, row: ragged.row, rowText: ragged.rowText, width: ragged.width, write: ragged.padded },
          // At the short row itself (a row of a `shape: |` block is a line of its own).
          ragged.offset,
        );
      }
      size = seen.size;
    } else size = c.size;
    const lost = c.gunsLostAt;
    if (lost === undefined) return;
    if (c.guns === 0 && lost.length > 0) {
      emit('error', 'guns-lost-at', at('gunsLostAt'), `fleet[${i}].gunsLostAt: the ship has no guns to lose`, 'give the class guns: N, or remove gunsLostAt', false, { ...DESIGN, where: `fleet[${i}].gunsLostAt`, form: 'no-guns' });
    } else if (c.guns !== undefined && lost.length > c.guns) {
      const counts = (n: number): string => `${n} hit count${n === 1 ? '' : 's'}`;
      emit('error', 'guns-lost-at', at('gunsLostAt'), `fleet[${i}].gunsLostAt: ${counts(lost.length)}, but the ship has ${c.guns} gun${c.guns === 1 ? '' : 's'}`, `give at most ${counts(c.guns)}, or raise guns`, false, {
        ...DESIGN,
        where: `fleet[${i}].gunsLostAt`,
        form: 'too-many',
        counts: lost.length,
        guns: c.guns,
      });
    }
    lost.forEach((h, k) => {
      if (size !== undefined && h > size - 1) {
        emit(
          'error',
          'guns-lost-at',
          at('gunsLostAt', k),
          `fleet[${i}].gunsLostAt[${k}]: ${h} hit${h === 1 ? '' : 's'} is not less than the ship's ${size} cell${size === 1 ? '' : 's'}`,
          size > 1 ? `use 1 to ${size - 1}; all guns are lost anyway when the ship sinks` : 'a one-cell ship loses its guns only when sunk; remove gunsLostAt',
          false,
          { ...DESIGN, where: `fleet[${i}].gunsLostAt[${k}]`, form: 'not-less', hits: h, size },
        );
      } else if (k > 0 && h <= lost[k - 1]!) {
        emit('error', 'guns-lost-at', at('gunsLostAt', k), `fleet[${i}].gunsLostAt: ${h} after ${lost[k - 1]} is not ascending`, 'list the hit counts in increasing order', false, {
          ...DESIGN,
          where: `fleet[${i}].gunsLostAt`,
          form: 'not-ascending',
          hits: h,
          before: lost[k - 1]!,
        });
      }
    });
  });
  // The classes that parsed already count more ships than allowed: the others only add to it.
  if (ships > LIMITS.maxShips) {
    emit('error', 'too-many-ships', ['fleet'], `fleet: ${shipsKnown ? '' : 'at least '}${ships} ships in all; the limit is ${LIMITS.maxShips}`, 'lower the counts', false, {
      ...DESIGN,
      where: 'fleet',
      ships,
      limit: LIMITS.maxShips,
      ...(shipsKnown ? {} : { atLeast: true }),
    });
  }
  const all = wholeFleet(fleet, 'mustSink');
  if (all && all.length > 0 && all.every((c) => !c.mustSink)) {
    emit('error', 'nothing-to-sink', ['fleet'], 'fleet: no class must be sunk, so no one can win', 'set mustSink: true on at least one class', false, { ...DESIGN, where: 'fleet' });
  }
}

/** The number of cells of a shape that is one straight row or column of 2 cells or more, else undefined. */
function straightShapeCells(shape: readonly (readonly [number, number])[]): number | undefined {
  if (shape.length < 2) return undefined;
  const rows = new Set(shape.map(([r]) => r));
  const cols = new Set(shape.map(([, c]) => c));
  return rows.size === 1 || cols.size === 1 ? shape.length : undefined;
}

/**
 * `placement.diagonal: true` lets only straight ships given by `size` lie diagonally: shapes are
 * turned and mirrored but never laid diagonally (src/core/placements.ts), and a ship of one cell
 * has no direction. Where no ship can lie diagonally the setting changes nothing (warned at it);
 * where some can, a shape drawn as a straight line (`shape: "###"`) is warned that it alone
 * never does, with the `size` to write.
 */
function checkDiagonal(placement: Section<ParsedSpec['placement']>, fleet: FleetPart, emit: Emit): void {
  if (placement.value.diagonal !== true || !sound(placement, 'diagonal')) return;
  const classes = wholeFleet(fleet, 'size', 'shape');
  if (classes === undefined) return;
  const lines = classes.flatMap((c, i) => {
    const cells = c.shape !== undefined ? straightShapeCells(c.shape) : undefined;
    return cells === undefined ? [] : [{ i, cells }];
  });
  const diagonal = classes.some((c) => c.shape === undefined && c.size !== undefined && c.size >= 2);
  if (!diagonal) {
    // A shape drawn lying diagonally (`#./.#`, refused as shape-disconnected with the size to write) is the ship meant.
    const drawn = classes.flatMap((c, i) => {
      const cells = c.shape !== undefined ? diagonalLineCells(c.shape) : undefined;
      return cells === undefined ? [] : [{ i, cells }];
    });
    const first = lines[0] ?? drawn[0];
    emit(
      'warning',
      'diagonal-unused',
      ['placement', 'diagonal'],
      'placement.diagonal: no ship can lie diagonally (shapes are turned and mirrored but never laid diagonally, and a ship of one cell has no direction), so diagonal: true changes nothing',
      first !== undefined ? `to let a straight ship lie diagonally, give it by its size: write fleet[${first.i}] as size: ${first.cells} instead of its shape; else leave diagonal out` : 'leave diagonal out',
      false,
      { ...DESIGN, where: 'placement.diagonal', form: 'none', ...(first !== undefined ? { line: `fleet[${first.i}]`, cells: first.cells } : {}) },
    );
    return;
  }
  for (const { i, cells } of lines) {
    emit(
      'warning',
      'diagonal-unused',
      ['fleet', i, 'shape'],
      `fleet[${i}].shape: a straight shape of ${cells} cells is never laid diagonally, though placement.diagonal lets the ships given by size lie so`,
      `write size: ${cells} instead of the shape, so that it may lie diagonally too`,
      false,
      { ...DESIGN, where: `fleet[${i}].shape`, form: 'shape', cells },
    );
  }
}

/**
 * A hit on a protected ship that costs a turn must be told as such, or the shooter cannot know
 * it lost its turn: per-shot reports say only "hit" unless `hitClass` (a sinking that names the
 * class comes too late: the hits before it went untold).
 */
function checkPenaltyTold(turns: Section<ParsedSpec['turns']>, fleet: FleetPart | undefined, report: ParsedSpec['report'], emit: Emit): void {
  const penalty = turns.value.protectedHitPenalty;
  if (penalty === undefined || penalty === 'none' || !fleet?.classes.some((c) => c?.value.protected === true)) return;
  if (report.timing !== 'per-shot' || report.hitClass) return;
  emit(
    'warning',
    'penalty-unannounced',
    ['turns', 'protectedHitPenalty'],
    "turns.protectedHitPenalty: a hit on a protected ship costs the shooter a turn, but each shot is answered only 'hit', never which class: the shooter cannot tell it has lost its turn",
    'set report.hitClass: true, or report per salvo by class or ship',
    false,
    { ...DESIGN, where: 'turns.protectedHitPenalty' },
  );
}

/** The two sides' ids differ, and the first side is one of them. */
function checkSides(turns: Pick<ParsedSpec['turns'], 'sides' | 'first'>, emit: Emit): void {
  const sideIds = turns.sides ? turns.sides.map((s) => s.id) : ['blue', 'red'];
  if (turns.sides && turns.sides[0]!.id === turns.sides[1]!.id) {
    emit('error', 'duplicate-side', ['turns', 'sides', 1, 'id'], `turns.sides[1].id: ${JSON.stringify(sideIds[1])} is also the first side's id`, 'give the two sides different ids', false, {
      ...DESIGN,
      where: 'turns.sides[1].id',
      form: 'id',
      id: sideIds[1]!,
    });
  } else if (turns.sides) {
    // Records, `record`, `show --side` and the pad's headers name a side by its id or by any of its
    // names: two sides called alike (`Синие` for both in Russian) could not be told apart.
    const namesOf = (i: number): { text: string; path: DataPath }[] => {
      const side = turns.sides![i]!;
      const names = typeof side.name === 'string' ? [{ text: side.name, path: ['turns', 'sides', i, 'name'] as DataPath }] : Object.entries(side.name).map(([lang, text]) => ({ text, path: ['turns', 'sides', i, 'name', lang] as DataPath }));
      return [{ text: side.id, path: ['turns', 'sides', i, 'id'] }, ...names];
    };
    const first = namesOf(0);
    for (const n of namesOf(1)) {
      const same = first.find((m) => foldWord(m.text) !== '' && foldWord(m.text) === foldWord(n.text));
      if (same === undefined) continue;
      emit(
        'error',
        'duplicate-side',
        n.path,
        `${formatPath(n.path)}: ${JSON.stringify(n.text)} reads the same as ${formatPath(same.path)} (${JSON.stringify(same.text)}), the first side's`,
        'a record or a command naming the side could not tell the two sides apart: give the second side another name',
        false,
        { ...DESIGN, where: formatPath(n.path), form: 'name', name: n.text, other: formatPath(same.path), otherName: same.text },
      );
      break;
    }
  }
  if (turns.first !== undefined && !sideIds.includes(turns.first)) {
    // `first: czerwoni` (the sides red and blue): a side's name in another language, else a misspelt id.
    const named = (turns.sides ?? [{ id: 'blue', name: 'Blue' }, { id: 'red', name: 'Red' }]).map((s) => ({ id: s.id, names: typeof s.name === 'string' ? [s.name] : Object.values(s.name) }));
    const guess = sideMeant(turns.first, named) ?? didYouMean(turns.first, sideIds);
    emit(
      'error',
      'unknown-side',
      ['turns', 'first'],
      `turns.first: ${JSON.stringify(turns.first)} is not a side`,
      guess !== undefined ? `did you mean ${JSON.stringify(guess)}?` : `use one of ${[...new Set(sideIds)].join(', ')}`,
      false,
      { ...DESIGN, where: 'turns.first', side: turns.first, sides: [...new Set(sideIds)], ...(guess !== undefined ? { guess } : {}) },
    );
  }
}

function checkTurns(turns: Section<ParsedSpec['turns']>, fleet: FleetPart | undefined, board: Section<ParsedSpec['board']> | undefined, emit: Emit): void {
  const t = turns.value;
  // The sides and the first side are judged only against sides that parsed (else against the default ones).
  if (sound(turns, 'sides', 'first')) checkSides(t, emit);
  const salvo = sound(turns, 'salvo') ? t.salvo : undefined;
  if (salvo?.kind === 'damage') {
    // Thresholds out of order: said once, at the first, with the steps to write (each keeping its
    // shots) where sorting mends them; whether the shots then rise is judged once they are in order.
    const out = salvo.steps.findIndex((s, j) => j > 0 && s.damage <= salvo.steps[j - 1]!.damage);
    if (out > 0) {
      const [k, s, prev] = [out, salvo.steps[out]!, salvo.steps[out - 1]!];
      const sorted = [...salvo.steps].sort((a, b) => a.damage - b.damage);
      const twice = sorted.find((x, j) => j > 0 && x.damage === sorted[j - 1]!.damage)?.damage;
      const write = twice === undefined ? `steps: [${sorted.map((x) => `{ damage: ${x.damage}, shots: ${x.shots} }`).join(', ')}]` : undefined;
      emit(
        'error',
        'salvo-steps',
        ['turns', 'salvo', 'steps', k, 'damage'],
        `turns.salvo.steps[${k}].damage: ${s.damage} after ${prev.damage} is not ascending`,
        write !== undefined ? `list the damage thresholds in increasing order: ${write}` : `give each damage threshold once (${twice} is given twice), in increasing order`,
        false,
        { ...DESIGN, where: `turns.salvo.steps[${k}].damage`, damage: s.damage, before: prev.damage, ...(write !== undefined ? { write } : { twice: twice! }) },
      );
    }
    // More shots after more damage may be meant, but is most often the list written upside down:
    // said once, at the first step that rises, with every shot number in falling order.
    const shotsBefore = [salvo.shots, ...salvo.steps.map((st) => st.shots)];
    const k = out > 0 ? -1 : salvo.steps.findIndex((st, j) => st.shots > shotsBefore[j]!);
    if (k >= 0) {
      const [st, before] = [salvo.steps[k]!, shotsBefore[k]!];
      const falling = [...shotsBefore].sort((a, b) => b - a);
      const write = `shots: ${falling[0]!}, steps: [${salvo.steps.map((x, j) => `{ damage: ${x.damage}, shots: ${falling[j + 1]!} }`).join(', ')}]`;
      const where = `turns.salvo.steps[${k}].shots`;
      emit('warning', 'salvo-steps-rising', ['turns', 'salvo', 'steps', k, 'shots'], `${where}: ${st.shots} shots from ${st.damage} hit${st.damage === 1 ? '' : 's'} taken, more than the ${before} before: damage usually lowers the shots`, `if more shots are not meant, list them in falling order: ${write}`, false, {
        ...DESIGN,
        where,
        shots: st.shots,
        damage: st.damage,
        before,
        write,
      });
    }
  }
  // A shot limit below the cells that must be hit to win, when running out is a draw: no game
  // can be won (`shotLimit: 4` against two ships of 3 cells).
  const all = wholeFleet(fleet, 'mustSink', 'count', 'size', 'shape');
  const limit = t.shotLimit;
  if (all && t.onShotsExhausted === 'draw' && sound(turns, 'shotLimit', 'onShotsExhausted') && typeof limit === 'number') {
    const cellsOf = (c: Partial<ParsedClass>): number | undefined =>
      c.size !== undefined && c.shape === undefined ? c.size : c.shape !== undefined && c.size === undefined ? new Set(c.shape.map(([r, col]) => `${r},${col}`)).size : undefined;
    const needed = all.filter((c) => c.mustSink !== false).map((c) => (cellsOf(c) === undefined ? undefined : cellsOf(c)! * (c.count ?? 1)));
    const cells = needed.every((n) => n !== undefined) ? needed.reduce<number>((a, n) => a + n!, 0) : undefined;
    if (cells !== undefined && cells > 0 && limit < cells) {
      emit(
        'error',
        'shot-limit',
        ['turns', 'shotLimit'],
        `turns.shotLimit: ${limit} shots cannot sink the ${cells} cells of ships that must be sunk, and running out of shots is a draw: no game can be won`,
        `give at least ${cells} shots, or set onShotsExhausted: most-hits-wins`,
        false,
        { ...DESIGN, where: 'turns.shotLimit', form: 'unwinnable', limit, cells },
      );
    }
  }
  if (t.onShotsExhausted === 'most-hits-wins' && sound(turns, 'shotLimit') && t.shotLimit === null) {
    emit('warning', 'exhausted-without-limit', ['turns', 'onShotsExhausted'], 'turns.onShotsExhausted: there is no shot limit, so shots are never used up and this never applies', 'set turns.shotLimit, or leave onShotsExhausted out', false, { ...DESIGN, where: 'turns.onShotsExhausted' });
  }
  if (salvo && board?.value.rows !== undefined && board.value.columns !== undefined) {
    const cells = board.value.rows * board.value.columns;
    const sizes: [number, (string | number)[]][] =
      salvo.kind === 'constant' ? [[salvo.shots, ['turns', 'salvo', 'shots']]] : salvo.kind === 'damage' ? [[salvo.shots, ['turns', 'salvo', 'shots']], ...salvo.steps.map((st, k): [number, (string | number)[]] => [st.shots, ['turns', 'salvo', 'steps', k, 'shots']])] : [];
    for (const [shots, path] of sizes) {
      const where = path.join('.').replace(/\.(\d+)/gu, '[$1]');
      if (shots >= cells) emit('warning', 'salvo-larger-than-board', path, `${where}: ${shots} shots a salvo on a board of ${cells} cells: the first salvo fires at every cell`, `give fewer shots than the board has cells (${cells})`, false, { ...DESIGN, where, shots, cells });
    }
  }
  if (salvo?.kind === 'damage') {
    // Damage counts hits on the fleet (protected ships only where countProtected). A step past all
    // of that can never be reached; nor can one at all of it where every ship that must be sunk
    // counts, for then the side has lost and fires no more: it must stop one hit short.
    const all = wholeFleet(fleet, 'protected', 'size', 'shape', 'count', 'mustSink');
    const isCounted = (c: Partial<ParsedClass>): boolean => !(c.protected && !salvo.countProtected);
    // A class with neither size nor shape (told apart) leaves the fleet's cells unknown.
    const sized = all?.every((c) => c.size !== undefined || c.shape !== undefined) ? all : undefined;
    const counted = sized?.reduce((n, c) => n + (isCounted(c) ? (c.size ?? c.shape?.length ?? 0) * c.count! : 0), 0);
    const losesAtLast = all !== undefined && all.some((c) => c.mustSink !== false) && all.every((c) => c.mustSink === false || isCounted(c));
    salvo.steps.forEach((st, k) => {
      if (counted === undefined) return;
      const reachable = losesAtLast ? counted - 1 : counted;
      if (st.damage <= reachable) return;
      const where = `turns.salvo.steps[${k}].damage`;
      const past = st.damage > counted;
      const advice = reachable < 1 ? 'leave the step out: the side loses at its first hit' : `give a damage of at most ${reachable}`;
      emit(
        'warning',
        'salvo-step-unreachable',
        ['turns', 'salvo', 'steps', k, 'damage'],
        past
          ? `${where}: ${st.damage} hits, but the fleet has ${counted} cells that count as damage: the step is never reached`
          : `${where}: ${st.damage} hits are every cell that counts as damage: the side has lost by then and fires no more salvos, so the step never applies`,
        past && losesAtLast && reachable >= 1 ? `${advice}: after ${counted} hits the side has lost and fires no more` : advice,
        false,
        { ...DESIGN, where, damage: st.damage, counted, reachable, ...(past ? {} : { form: 'last' }) },
      );
    });
  }
  if (salvo && salvo.kind !== 'guns') {
    // Guns only set the salvo size under kind: guns; elsewhere they change nothing.
    fleet?.classes.forEach((c, i) => {
      if (c?.value.guns !== undefined && c.value.guns > 0) {
        emit('warning', 'guns-unused', ['fleet', i, 'guns'], `fleet[${i}].guns: the salvo is ${salvo.kind}, not one shot per gun, so guns change nothing`, 'set turns.salvo: { kind: guns }, or leave guns out', false, {
          ...DESIGN,
          where: `fleet[${i}].guns`,
          salvoKind: salvo.kind,
        });
      }
    });
  }
  // No ship with guns: only when every class parsed, or the guns of a broken one would be missed.
  if (salvo?.kind === 'guns' && wholeFleet(fleet, 'guns')?.every((c) => c.guns === 0)) {
    emit('error', 'no-guns', ['turns', 'salvo', 'kind'], 'turns.salvo: the salvo is one shot per gun, but no ship has guns', 'give the classes guns: N, or choose another salvo kind', false, { ...DESIGN, where: 'turns.salvo' });
  }
  if (t.protectedHitPenalty !== undefined && t.protectedHitPenalty !== 'none' && wholeFleet(fleet, 'protected')?.every((c) => !c.protected)) {
    emit('warning', 'penalty-without-protected', ['turns', 'protectedHitPenalty'], 'turns.protectedHitPenalty: no class is protected, so the penalty never applies', 'mark a class protected: true, or set protectedHitPenalty: none', false, { ...DESIGN, where: 'turns.protectedHitPenalty' });
  }
}
