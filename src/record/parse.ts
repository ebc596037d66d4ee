/**
 * Reading a game record: YAML text → `GameRecord`, with every problem found (not just the
 * first) as a positioned diagnostic: file, line, column and, inside the salvo list, the salvo
 * number. Reading is in two steps because the cells and words of a record depend on its variant:
 * `readRecordHeader` finds the variant reference, the caller loads that variant, and
 * `parseRecord` reads the rest against it.
 *
 * The record, as written by hand or by salvo:
 *
 * ```yaml
 * variant: jutland                # a template id, or a path to a variant file
 * language: en                    # optional: the language salvo writes announcements in
 * sides: { blue: Ann, red: Bob }  # side → player, or [blue, red] (optional; default the variant's sides)
 * date: 1923-05-31                # optional, as are place and notes
 * fleets:                         # optional: per side, in the layout notation
 *   blue: { battleship: B2-B5, cruiser: D7-F7, destroyer: [J1-J2, A9-B9] }
 * salvos:
 *   - blue: A1 B4 C7 D2 E9 F5 -> battleship 1, cruiser 1
 *   - red: B2 C2 D2 E2 F2 G2 -> no hits
 *     note: a note on the salvo
 *   - { side: blue, cells: [A2, B5], result: none, note: written out in full }
 * ```
 *
 * In a shot-by-shot game (Морской бой, Statki: see ./turns.ts) a line may hold a whole turn,
 * `- blue: Е1 Е2 Е3 -> попал, убит, мимо`: one one-shot salvo per cell, each numbered.
 *
 * A salvo without `->` has no announcement yet. Cells go through the core cell reader (case,
 * look-alike letters), announcements through ./announcement-text.ts.
 *
 * @example
 *   const head = readRecordHeader(text, 'game.yaml');       // head.variant === 'jutland'
 *   const variant = await loadVariant(head.variant!, ...);
 *   const { record, diagnostics } = parseRecord(text, variant, { file: 'game.yaml' });
 */
import { formatCell } from '../core/coords.js';
import { fileKind, wrongKind } from '../core/file-kind.js';
import type { Diagnostic, DiagnosticParts } from '../core/diagnostics.js';
import type { FleetLayout } from '../core/layout-types.js';
import { parseLayoutDetailed } from '../core/layout.js';
import { quoted, spoken, type Spoken } from '../core/language.js';
import { localize, singleShots, type Variant } from '../variant/model.js';
import { DEFAULT_MAX_BYTES, loadYamlDocument, type DataPath, type YamlSource } from '../variant/yaml-source.js';
import type { GameRecord, LostSalvo, RecordSide, RecordSources, RecordedSalvo, SalvoSource, TextPosition } from './model.js';
import { headerlessSides, headerlessSidesHint, readSalvo, SALVO_KEYS, sideSuggestion, unknownSalvoSides, unknownSideParts } from './parse-salvo.js';
import { didYouMean, foldWord, nameMeant, namesWithWord } from './words.js';
import { joinResultLines, joinWarnings, placeJoined } from './result-line.js';
import { resultItemsOfSyntax } from './result-item.js';
import { fleetNamingParts } from './layout-read-text.js';
import { readingMemo, remembered, rememberedIn } from './reading-memo.js';
import { sideName } from './game.js';
import { shellWord } from '../core/shell-word.js';
import { groupOtherAlphabet } from './other-alphabet.js';

export const HEADER_KEYS = ['variant', 'language', 'sides', 'date', 'place', 'notes', 'fleets', 'salvos'] as const;

export interface RecordHeader {
  /** The variant reference, when the header has a readable one. */
  readonly variant?: string;
  /** Where the variant reference is written (to place a problem loading it). */
  readonly variantAt?: { readonly line: number; readonly column: number };
  /** The record's `language:`, where the header is readable and has one (its problems are said in it). */
  readonly language?: string;
  readonly diagnostics: readonly Diagnostic[];
}

export interface ParsedRecord {
  /** The record as far as it could be read (unreadable parts left out; see `sources`). */
  readonly record: GameRecord;
  readonly sources: RecordSources;
  /** Every problem, errors and warnings, in text order. */
  readonly diagnostics: readonly Diagnostic[];
}

export interface ParseRecordOptions {
  /** The file name for messages. */
  readonly file?: string;
}

function isPlainObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/**
 * Find the variant reference in a record's header, with any YAML or header problems.
 *
 * @example
 *   readRecordHeader('variant: perelman\nsalvos: []\n').variant // 'perelman'
 */
export function readRecordHeader(text: string, file?: string): RecordHeader {
  // An announcement under its salvo (`  -> miss`) is no YAML error here: parseRecord reads it.
  const src = loadRecordYaml(joinResultLines(text, undefined, undefined).text, file);
  const diagnostics: Diagnostic[] = src.diagnostics.filter((d) => d.severity === 'error');
  if (diagnostics.length > 0) return { diagnostics };
  const doc = src.value;
  const at = (path: DataPath): Partial<Diagnostic> => placeOf(src, path, file);
  if (!isPlainObject(doc)) {
    // Nothing but blanks, comments or a byte-order mark: the file is empty, not of another kind.
    const message = doc === null || doc === undefined ? 'the record is empty' : 'a game record is a mapping with variant, sides, fleets and salvos';
    return { diagnostics: [{ severity: 'error', code: 'record-type', message, suggestion: 'start the file with "variant: <template or file>"', ...at([]), parts: { kind: doc === null || doc === undefined ? 'empty' : 'not-a-mapping' } }] };
  }
  const v = doc.variant;
  // The language the record says it is written in, for its problems to be said in (reading-text.ts).
  const language = typeof doc.language === 'string' ? { language: doc.language } : {};
  // A variant file given where a record goes (`salvo check templates/statki.yaml`): said as that.
  if (v === undefined && fileKind(doc) === 'variant') {
    const { file: _named, ...said } = wrongKind({ is: 'variant', wanted: 'record', file: file ?? '<variant>' });
    return { diagnostics: [{ ...said, ...at([]) }] };
  }
  if (typeof v !== 'string' || v.trim() === '') {
    // `Variant:`, `varient:`: the key is there, written another way.
    const near = v === undefined ? Object.keys(doc).find((k) => didYouMean(k, ['variant']) !== undefined) : undefined;
    return {
      diagnostics: [
        {
          severity: 'error',
          code: 'record-variant-missing',
          message: 'the record does not say which variant was played',
          suggestion: near !== undefined ? `did you mean variant? write "variant:" for "${near}:"` : 'add "variant: <template id or variant file>" at the top (\'salvo variants\' lists the templates)',
          ...(near !== undefined ? placeOf(src, [near], file, true) : at(v === undefined ? [] : ['variant'])),
          parts: near !== undefined ? { near } : {},
        },
      ],
      ...language,
    };
  }
  const p = src.positionOf(['variant']);
  return { variant: v.trim(), ...(p ? { variantAt: { line: p.line, column: p.column } } : {}), diagnostics: [], ...language };
}

/** What the header lines of a record say, read line by line where its YAML cannot be read. */
export interface HeaderLines {
  /** The `language:` the top-level lines give, where they give one (and all say the same). */
  readonly language?: string;
  /** The `variant:` the top-level lines give, where they give one (and all say the same). */
  readonly variant?: string;
}

/**
 * The `language:` and `variant:` of a record whose YAML cannot be read as a whole, from its
 * top-level lines alone (`language: ru`, a plain or quoted word, a comment after it): each where
 * every such line of the first game (before a second one appended) says the same, so that what
 * keeps it from being read can be said in its language. Lines not of that shape say nothing.
 *
 * @example
 *   headerLines('variant: perelman\nlanguage: ru\nsalvos:\n  - [а1\n') // { language: 'ru', variant: 'perelman' }
 */
export function headerLines(text: string): HeaderLines {
  const lines = text.replace(/^\uFEFF/u, '').split(/\r\n|\r|\n/u);
  // The first game only: a `variant:` after `salvos:` starts a second one (loadRecordYaml).
  const salvos = lines.findIndex((l) => /^salvos\s*:/u.test(l));
  const second = salvos < 0 ? -1 : lines.findIndex((l, i) => i > salvos && /^variant\s*:/u.test(l));
  const first = second < 0 ? lines : lines.slice(0, second);
  const valueOf = (key: string): string | undefined => {
    const values = new Set<string>();
    for (const l of first) {
      if (!new RegExp(`^${key}\\s*:`, 'u').test(l)) continue;
      const m = new RegExp(`^${key}\\s*:\\s*(?:"([^"\\\\]+)"|'([^']+)'|([^\\s"'#{}\\[\\],&*!|>%@\`][^\\s#]*))\\s*(?:#.*)?$`, 'u').exec(l);
      // A line of the key not of that shape: what it says cannot be told.
      if (!m) return undefined;
      values.add((m[1] ?? m[2] ?? m[3]!).trim());
    }
    return values.size === 1 ? [...values][0] : undefined;
  };
  const language = valueOf('language');
  const variant = valueOf('variant');
  return { ...(language !== undefined ? { language } : {}), ...(variant !== undefined ? { variant } : {}) };
}

/**
 * The record's YAML, with a second game appended to the file (`salvo new … >> game.yaml`, the
 * shell's append) said once, where it starts, instead of one `duplicate-key` error per header key
 * it repeats: `record-second-game`. A second game is a second top-level `variant:` after the
 * first game's `salvos:`; it starts at the comment lines just above it (`salvo new` writes one).
 */
function loadRecordYaml(text: string, file?: string): YamlSource {
  return rememberedIn(yamlReadings, `${file === undefined ? '' : `${file.length}:${file}`}\u0000${text}`, MEMO_YAML, () => readRecordYaml(text, file));
}

/** How many records' YAML is remembered: a command reads the header (`readRecordHeader`) and then the record (`parseRecord`) from the one text. */
const MEMO_YAML = 2;

const yamlReadings = new Map<string, YamlSource>();

function readRecordYaml(text: string, file?: string): YamlSource {
  const lines = text.includes('\n') ? text.split('\n') : text.split('\r');
  // A result written as a list item of its own, deeper than its salvo: said as that, not as YAML's words.
  const read = loadYamlDocument(text, file);
  const src = read.diagnostics.some((d) => d.code === 'yaml-syntax') ? { ...read, diagnostics: resultItemsOfSyntax(lines, read.diagnostics, file) } : read;
  const variants = lines.flatMap((l, i) => (/^variant\s*:/u.test(l) ? [i] : []));
  const salvos = lines.findIndex((l) => /^salvos\s*:/u.test(l));
  const second = variants.find((i) => salvos >= 0 && i > salvos && variants[0]! < salvos);
  if (second === undefined) return src;
  let start = second;
  while (start > 0 && lines[start - 1]!.startsWith('#')) start--;
  // A second game begun as a YAML document of its own (`---` above it, comments or blank lines
  // between): the marker is part of it, to move with it, and said once with it, not as a second
  // error (yaml-syntax: a second YAML document) whose fix is the same lines.
  let above = start;
  while (above > 0 && (lines[above - 1]!.startsWith('#') || lines[above - 1]!.trim() === '')) above--;
  const marker = above > 0 && /^---\s*(#.*)?$/u.test(lines[above - 1]!.replace(/\r$/u, '')) ? above - 1 : undefined;
  if (marker !== undefined) start = marker;
  let end = lines.length;
  while (end > start && lines[end - 1]!.trim() === '') end--;
  const repeats = (d: Diagnostic): boolean => (d.code === 'duplicate-key' && d.column === 1 && (d.line ?? 0) > second) || (marker !== undefined && d.code === 'yaml-syntax' && d.line === marker + 1);
  const said: Diagnostic = {
    severity: 'error',
    code: 'record-second-game',
    message: `a second game starts here (its "variant:" on line ${second + 1}), added after the first as "salvo new … >> ${shellWord(file ?? 'game.yaml')}" adds one: a record holds one game`,
    suggestion: `move lines ${start + 1}–${end} into a record of their own, or remove them; "salvo new <variant> -o <new file>" starts a game in a new file`,
    ...(file !== undefined ? { file } : {}),
    line: start + 1,
    column: 1,
    parts: { file: file ?? 'game.yaml', line: second + 1, from: start + 1, to: end },
  };
  const kept = src.diagnostics.filter((d) => !repeats(d));
  const at = kept.findIndex((d) => (d.line ?? 0) > start + 1);
  kept.splice(at < 0 ? kept.length : at, 0, said);
  return { ...src, diagnostics: kept };
}

function placeOf(src: YamlSource, path: DataPath, file?: string, key = false): Partial<Diagnostic> {
  const p = key ? src.keyPositionOf(path) : src.positionOf(path);
  return { ...(file !== undefined ? { file } : {}), ...(p ? { line: p.line, column: p.column } : {}) };
}

/**
 * Read a record against its variant. Always returns a record (possibly partial); check
 * `hasErrors(diagnostics)` before trusting it.
 *
 * @example
 *   const { record, diagnostics } = parseRecord('variant: test\nsalvos:\n  - blue: A1 -> miss\n', variant);
 *   record.salvos[0] // { side: 'blue', cells: [0], announcement: { kind: 'per-shot', shots: [{ result: 'miss' }] } }
 */
export function parseRecord(text: string, variant: Variant, opts: ParseRecordOptions = {}): ParsedRecord {
  const key = `${opts.file === undefined ? '' : `${opts.file.length}:${opts.file}`}\u0000${text}`;
  return remembered(readings, variant, key, MEMO_READINGS, () => readRecord(text, variant, opts));
}

/**
 * How many times a record was read whole (its YAML composed and every salvo read): for tests
 * that count what `parseRecordAppended` spares.
 */
export const wholeReadings = { count: 0 };

/**
 * `parseRecord` of `text`, where `text` is `before` with one line added at its very end (`salvo
 * play` adds a salvo so at each save): the reading of `before`, remembered, with the added line
 * read on its own, where that is sure to be the reading of the whole text; else the whole text
 * read as `parseRecord` reads it. The same reading either way, positions and all.
 *
 * @example
 *   parseRecordAppended(old, `${old}  - red: Б2 -> мимо\n`, variant, { file: 'g.yaml' }) // as parseRecord of the new text
 */
export function parseRecordAppended(before: string, text: string, variant: Variant, opts: ParseRecordOptions = {}): ParsedRecord {
  const key = `${opts.file === undefined ? '' : `${opts.file.length}:${opts.file}`}\u0000${text}`;
  const byKey = readings.get(variant);
  if (!readingMemo.enabled || byKey === undefined || byKey.has(key)) return parseRecord(text, variant, opts);
  const old = byKey.get(`${opts.file === undefined ? '' : `${opts.file.length}:${opts.file}`}\u0000${before}`);
  const made = old === undefined ? undefined : withLineAdded(old, before, text, variant, opts.file);
  return made === undefined ? parseRecord(text, variant, opts) : rememberedIn(byKey, key, MEMO_READINGS, () => made);
}

/** A path outside the added item: the reading of the line alone cannot say where it is. */
class OutsideItem extends Error {}

/** The reading of `text` (= `before` and one line) from `old`, `before`'s, or undefined where that may not be the whole text's. */
function withLineAdded(old: ParsedRecord, before: string, text: string, variant: Variant, file: string | undefined): ParsedRecord | undefined {
  // Any doubt, and the whole text is read: a problem said of the old text, a salvo lost, a BOM,
  // carriage returns, a text longer than YAML's limit.
  if (old.diagnostics.length > 0 || old.sources.lost !== undefined || old.record.salvos.length === 0) return undefined;
  if (!text.startsWith(before) || !before.endsWith('\n') || before.startsWith('\uFEFF') || text.includes('\r')) return undefined;
  const added = text.slice(before.length);
  if (added.indexOf('\n') !== added.length - 1) return undefined;
  const line = added.slice(0, -1);
  // One plain `- side: …` line: nothing YAML reads across lines or by reference (quotes,
  // brackets, anchors, aliases, tags, block scalars, comments, directives).
  const item = /^( *)- [^\s:]+: \S/u.exec(line);
  if (!item || /[#&*!|>'"`{}[\]%@\t]/u.test(line.replace(/->/gu, '')) || Buffer.byteLength(text, 'utf8') > DEFAULT_MAX_BYTES) return undefined;
  // The old text's last line is its last salvo's item, at the same indent: the new line is the list's next item.
  const lines = text.split('\n');
  const lastLine = lines.length - 2;
  const last = old.sources.salvos[old.sources.salvos.length - 1]!;
  const oldLast = lines[lastLine - 1] ?? '';
  if (last.at.line !== lastLine || !oldLast.startsWith(`${item[1]!}- `) || /^\s/u.test(oldLast.slice(item[1]!.length + 2))) return undefined;
  // Not an announcement joined to the salvo above it (./result-line.ts).
  const headerLanguage = headerLines(text).language;
  const joinLanguage = headerLanguage !== undefined && variant.languages.includes(headerLanguage) ? headerLanguage : undefined;
  if (joinResultLines(`salvos:\n${oldLast}\n${line}\n`, variant, joinLanguage).joins.length > 0) return undefined;
  const alone = loadYamlDocument(`salvos:\n${line}\n`, file);
  const list = isPlainObject(alone.value) ? alone.value.salvos : undefined;
  if (alone.diagnostics.length > 0 || !Array.isArray(list) || list.length !== 1) return undefined;
  const index = old.sources.salvos.filter((s) => s.shot === undefined || s.shot.index === 0).length;
  const shift = lastLine + 1 - 2;
  const moved = (path: DataPath, at: (p: DataPath) => { line: number; column: number } | undefined): { line: number; column: number } | undefined => {
    if (path[0] !== 'salvos' || path[1] !== index) throw new OutsideItem();
    const p = at(['salvos', 0, ...path.slice(2)]);
    return p === undefined ? undefined : { ...p, line: p.line + shift };
  };
  const src: YamlSource = {
    value: undefined,
    diagnostics: [],
    positionOf: (path) => moved(path, (p) => alone.positionOf(p)),
    keyPositionOf: (path) => moved(path, (p) => alone.keyPositionOf(p)),
  };
  const { record, sources } = old;
  const language = record.language !== undefined && variant.languages.includes(record.language) ? record.language : undefined;
  const diagnostics: Diagnostic[] = [];
  let read: ReturnType<typeof readSalvo>;
  try {
    read = readSalvo(list[0], index, (sources.numbered ?? 0) + 1, {
      src,
      lines,
      variant,
      sides: record.sides,
      sideOf: (k) => resolveSide(k, record.sides, variant),
      sideFired: (side) => record.salvos.filter((x) => x.side === side).length + (sources.lost ?? []).filter((l) => l.side === side).length,
      file,
      diagnostics,
      ...(language !== undefined ? { language } : {}),
    });
  } catch (e) {
    if (e instanceof OutsideItem) return undefined;
    throw e;
  }
  if (diagnostics.length > 0 || read.salvos.length === 0) return undefined;
  return {
    record: { ...record, salvos: [...record.salvos, ...read.salvos] },
    sources: { ...sources, salvos: [...sources.salvos, ...read.sources], numbered: (sources.numbered ?? 0) + read.numbers },
    diagnostics,
  };
}

/**
 * How many readings per variant are remembered. `salvo play` reads the text it has just written
 * twice (that it reads back as the record, and what check would leave unjudged of the new salvo):
 * the second time is the first's reading, not the whole record read again.
 */
const MEMO_READINGS = 4;

const readings = new WeakMap<Variant, Map<string, ParsedRecord>>();

function readRecord(text: string, variant: Variant, opts: ParseRecordOptions): ParsedRecord {
  wholeReadings.count++;
  const file = opts.file;
  // An announcement written on the line under its salvo: joined to it (./result-line.ts).
  const headerLanguage = headerLines(text).language;
  const joinedText = joinResultLines(text, variant, headerLanguage !== undefined && variant.languages.includes(headerLanguage) ? headerLanguage : undefined);
  text = joinedText.text;
  const joins = joinedText.joins;
  const src = loadRecordYaml(text, file);
  const lines = text.includes('\n') ? text.split('\n') : text.split('\r');
  const diagnostics: Diagnostic[] = [...src.diagnostics];
  const emptySides = (): [RecordSide, RecordSide] => [{ id: variant.turns.sides[0].id }, { id: variant.turns.sides[1].id }];
  const empty: ParsedRecord = {
    record: { variant: variant.source, sides: emptySides(), fleets: {}, salvos: [] },
    sources: { ...(file !== undefined ? { file } : {}), salvos: [], fleets: {} },
    diagnostics,
  };
  if (src.value === undefined && diagnostics.length > 0) return empty;
  const doc = src.value;
  const where = (path: DataPath, salvo?: number): Partial<Diagnostic> => ({ ...placeOf(src, path, file), ...(salvo !== undefined ? { salvo } : {}) });
  const error = (code: string, message: string, path: DataPath, suggestion?: string, salvo?: number, parts?: DiagnosticParts): void => {
    diagnostics.push({ severity: 'error', code, message, ...(suggestion !== undefined ? { suggestion } : {}), ...where(path, salvo), ...(parts !== undefined ? { parts } : {}) });
  };
  if (!isPlainObject(doc)) {
    error('record-type', 'a game record is a mapping with variant, sides, fleets and salvos', [], 'start the file with "variant: <template or file>"', undefined, { kind: 'not-a-mapping' });
    return empty;
  }

  // Header.
  for (const key of Object.keys(doc)) {
    if ((HEADER_KEYS as readonly string[]).includes(key)) continue;
    const guess = didYouMean(key, HEADER_KEYS);
    const p = src.keyPositionOf([key]);
    diagnostics.push({
      severity: 'error',
      code: 'unknown-key',
      message: `"${key}" is not a record key`,
      suggestion: guess !== undefined ? `did you mean ${guess}?` : `the keys are ${HEADER_KEYS.join(', ')}`,
      ...(file !== undefined ? { file } : {}),
      ...(p ? { line: p.line, column: p.column } : {}),
      parts: { kind: 'record', key, ...(guess !== undefined ? { guess } : {}), keys: HEADER_KEYS },
    });
  }
  const text_ = (key: 'variant' | 'language' | 'date' | 'place' | 'notes'): string | undefined => {
    const v = doc[key];
    if (v === undefined || v === null) return undefined;
    if (typeof v === 'string') return v;
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    if (v instanceof Date) return v.toISOString().slice(0, 10);
    // What to write instead: the one item of a list (`language: [ru]`: `language: ru`), sure; else
    // an example, the variant's first language for `language:`, a placeholder for the rest.
    const item = Array.isArray(v) && v.length === 1 && (typeof v[0] === 'string' || typeof v[0] === 'number') ? String(v[0]) : undefined;
    const plain = item !== undefined && /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u.test(item) ? item : undefined;
    const line = plain !== undefined ? `${key}: ${plain}` : key === 'language' ? `language: ${variant.languages[0] ?? 'en'}` : undefined;
    const placeholder = key === 'variant' ? '<template or file>' : key === 'date' ? 'YYYY-MM-DD' : '<text>';
    const suggestion = plain !== undefined ? `write "${line!}"` : `write e.g. "${line ?? `${key}: ${placeholder}`}"`;
    error('record-type', `${key} must be text`, [key], suggestion, undefined, { kind: 'text', key, ...(line !== undefined ? { line, sure: plain !== undefined } : {}) });
    return undefined;
  };
  const variantRef = text_('variant') ?? variant.source;
  const language = text_('language');
  if (language !== undefined && !variant.languages.includes(language)) {
    error('record-language', `the variant has no language "${language}"`, ['language'], `use one of ${variant.languages.join(', ')}`, undefined, { language, languages: variant.languages });
  }
  let sides = readSides(doc.sides, variant, error);
  const sideOf = (key: string): string | undefined => resolveSide(key, sides, variant);
  // No header, and salvos or fleets naming sides the variant lacks: say which sides it has and
  // how to name the record's own, not just "the sides are blue and red".
  const headerless = doc.sides === undefined || doc.sides === null;
  const salvoList = Array.isArray(doc.salvos) ? doc.salvos : [];
  let unknown = headerless ? [...new Set([...unknownSalvoSides(salvoList, sideOf), ...(isPlainObject(doc.fleets) ? Object.keys(doc.fleets).filter((k) => sideOf(k) === undefined) : [])])] : [];
  // Every salvo under one of two names the variant does not know (`- первый: …`, `- второй: …`),
  // none a slip of its sides' ids: the record's own names for its sides, read as the header the
  // hint writes would read them (the name that fires first is the side that fires first), said
  // once, not lost line by line.
  const named = headerless ? unknownSalvoSides(salvoList, () => undefined) : [];
  if (named.length === 2 && unknown.length === 2 && named.every((n) => unknown.includes(n) && isValidSideId(n) && nameMeant(n, sides.map((x) => x.id)) === undefined)) {
    const [a, b] = variant.turns.sides;
    const header = (variant.turns.first === a.id ? named : [named[1]!, named[0]!]) as [string, string];
    const firstAt = salvoList.findIndex((item) => isPlainObject(item) && (item.side === named[0] || Object.keys(item).includes(named[0]!)));
    const p = src.keyPositionOf(['salvos', firstAt, named[0]!]) ?? src.positionOf(['salvos', firstAt]);
    diagnostics.push({
      severity: 'warning',
      code: 'sides-header-missing',
      message: `no "sides:" header: "${header[0]}" read as ${a.id}${called(a, 'en')} and "${header[1]}" as ${b.id}${called(b, 'en')}`,
      suggestion: `write the header at the top: sides: { ${header[0]}: <player>, ${header[1]}: <player> }`,
      ...(file !== undefined ? { file } : {}),
      ...(p ? { line: p.line, column: p.column } : {}),
      parts: { first: header[0], second: header[1], a: a.id, b: b.id, ...sideNamesIn(variant, language) },
    });
    sides = [{ id: header[0] }, { id: header[1] }];
    unknown = [];
  }
  const sidesHint = unknown.length > 0 ? headerlessSidesHint(variant, unknown, language) : undefined;
  const sidesHintParts = unknown.length > 0 ? headerlessSides(variant, unknown, language) : undefined;

  // Fleets.
  const fleets: Record<string, FleetLayout> = {};
  const fleetSources: Record<string, TextPosition> = {};
  const fleetShipSources: Record<string, (TextPosition | undefined)[]> = {};
  if (doc.fleets !== undefined && doc.fleets !== null) {
    if (!isPlainObject(doc.fleets)) error('record-type', 'fleets is a mapping from side to its fleet layout', ['fleets'], `write e.g. "fleets:\\n  ${sides[0].id}:\\n    <class>: <cells>"`, undefined, { kind: 'fleets', side: sides[0].id });
    else {
      const namingParts = fleetNamingParts(variant);
      for (const [key, value] of Object.entries(doc.fleets)) {
        let side = sideOf(key);
        // `Bob:` for Bob's side: the player named, as a salvo may name it.
        const played = side === undefined ? sides.filter((s) => s.player !== undefined && foldWord(s.player) === foldWord(key)) : [];
        if (played.length === 1 && !Object.keys(doc.fleets).some((k) => k !== key && sideOf(k) === played[0]!.id)) {
          side = played[0]!.id;
          const p = src.keyPositionOf(['fleets', key]);
          diagnostics.push({
            severity: 'warning',
            code: 'fleet-side-player',
            message: `"${key}" is the player of ${side}: read as the fleet of ${side}`,
            suggestion: `write ${side}: for ${key}:`,
            ...(file !== undefined ? { file } : {}),
            ...(p ? { line: p.line, column: p.column } : {}),
            // The side as the Russian and Polish texts call it (`„Gracz 1”`), as check's other messages do.
            parts: { name: key, side, sideRu: sideName({ sides }, variant, side, 'ru'), sidePl: sideName({ sides }, variant, side, 'pl') },
          });
        }
        if (side === undefined) {
          const guess = nameMeant(key, sides.map((s) => s.id));
          const hinted = sidesHint !== undefined && guess === undefined;
          // The one side whose fleet no other key gives (`second:` beside `первый:`): the key to write for it.
          const others = Object.keys(doc.fleets).filter((k) => k !== key).map((k) => sideOf(k) ?? sides.find((x) => x.player !== undefined && foldWord(x.player) === foldWord(k))?.id);
          const left = sides.filter((x) => !others.includes(x.id));
          const lone = !hinted && guess === undefined && left.length === 1 ? left[0]!.id : undefined;
          // At the key, not at the fleet under it; a slip of a side's name with the key to write (as fleet-side-player says it).
          const p = src.keyPositionOf(['fleets', key]) ?? src.positionOf(['fleets', key]);
          diagnostics.push({
            severity: 'error',
            code: 'unknown-side',
            message: `"${key}" is not a side of this game; the fleet under it is not read`,
            suggestion: hinted
              ? sidesHint
              : guess !== undefined
                ? `did you mean ${guess}? If so, write ${guess}: for ${key}:`
                : lone !== undefined
                  ? `${sideSuggestion(key, sides)}; the fleet of ${lone} is not given: if this is it, write ${lone}: for ${key}:`
                  : sideSuggestion(key, sides),
            ...(file !== undefined ? { file } : {}),
            ...(p ? { line: p.line, column: p.column } : {}),
            parts: { ...unknownSideParts(key, sides), ...(hinted && sidesHintParts !== undefined ? sidesHintParts : {}), ...(lone !== undefined ? { fleetLeft: lone } : {}), kind: 'fleet' },
          });
          continue;
        }
        if (value === null || value === undefined) continue;
        const r = parseLayoutDetailed(value, variant, {
          ...(file !== undefined ? { file } : {}),
          positionOf: (path) => src.positionOf(['fleets', key, ...path]),
        });
        // With the classes' names in Russian and Polish: said in the record's language from the parts alone (layout-read-text.ts).
        const named = (d: Diagnostic): Diagnostic => (d.parts === undefined ? d : { ...d, parts: { ...d.parts, ...namingParts } });
        if (r.ok) {
          fleets[side] = r.value.layout;
          fleetShipSources[side] = r.value.sources.map((path) => src.positionOf(['fleets', key, ...path]));
          diagnostics.push(...r.warnings.map(named));
        } else diagnostics.push(...r.diagnostics.map(named));
        const p = src.positionOf(['fleets', key]);
        if (p) fleetSources[side] = p;
      }
    }
  }

  // Salvos.
  const salvos: RecordedSalvo[] = [];
  const salvoSources: SalvoSource[] = [];
  const lost: { item: number; side?: string; salvo?: LostSalvo }[] = [];
  let number = 1;
  const list = doc.salvos;
  if (list !== undefined && list !== null && !Array.isArray(list)) {
    // `-blue: A1` reads as a key "-blue": the dash needs a space after it.
    const glued = typeof list === 'object' ? Object.keys(list).find((k) => /^-[^\s-]/u.test(k)) : undefined;
    const suggestion = glued !== undefined ? `write "- ${glued.slice(1)}:": the "-" of an item is followed by a space` : `write e.g. "salvos:\\n  - ${sides[0].id}: ${formatCell(0, variant.board)}"`;
    error('record-type', 'salvos is a list, one salvo per line', ['salvos'], suggestion, undefined, { kind: 'salvos', ...(glued !== undefined ? { glued: glued.slice(1) } : { example: `- ${sides[0].id}: ${formatCell(0, variant.board)}` }), ...(singleShots(variant) ? { single: true } : {}) });
  } else if (Array.isArray(list)) {
    list.forEach((item, index) => {
      const read = readSalvo(item, index, number, {
        src,
        lines,
        variant,
        sides,
        sideOf,
        sideFired: (side) => salvos.filter((x) => x.side === side).length + lost.filter((l) => l.side === side).length,
        file,
        diagnostics,
        ...(language !== undefined && variant.languages.includes(language) ? { language } : {}),
        ...(sidesHint !== undefined ? { sidesHint } : {}),
        ...(sidesHintParts !== undefined ? { sidesHintParts } : {}),
      });
      salvos.push(...read.salvos);
      salvoSources.push(...read.sources);
      if (read.salvos.length === 0) lost.push({ item: number, ...(read.lostSide !== undefined ? { side: read.lostSide } : {}), ...(read.lostSalvo !== undefined ? { salvo: read.lostSalvo } : {}) });
      number += read.numbers;
    });
  }

  const record: GameRecord = {
    variant: variantRef,
    ...(language !== undefined ? { language } : {}),
    sides,
    ...optional('date', text_('date')),
    ...optional('place', text_('place')),
    ...optional('notes', text_('notes')),
    fleets,
    salvos,
  };
  if (joins.length > 0) {
    // What was said of a joined announcement, at its place on the line under.
    diagnostics.forEach((d, i) => {
      if (d.line === undefined || d.column === undefined) return;
      const p = placeJoined({ line: d.line, column: d.column }, joins);
      if (p.line !== d.line) diagnostics[i] = { ...d, line: p.line, column: p.column };
    });
    salvoSources.forEach((s, i) => {
      if (s.result !== undefined) salvoSources[i] = { ...s, result: placeJoined(s.result, joins) };
    });
    diagnostics.push(...joinWarnings(joins, salvoSources, file, singleShots(variant)));
  }
  // A record typed in the other alphabet: one warning naming every cell, not one a cell.
  const said = groupOtherAlphabet(diagnostics);
  said.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
  return { record, diagnostics: said, sources: { ...(file !== undefined ? { file } : {}), salvos: salvoSources, numbered: number - 1, ...(lost.length > 0 ? { lost } : {}), fleets: fleetSources, fleetShips: fleetShipSources } };
}

function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, string>);
}

type ErrorFn = (code: string, message: string, path: DataPath, suggestion?: string, salvo?: number, parts?: DiagnosticParts) => void;

/**
 * The two sides: `{ blue: Ann, red: Bob }`, `{ blue: { player: Ann } }`, `[blue, red]` (the sides
 * alone, no players), or absent. Sides are matched to the variant's by position, except that the
 * variant's own ids always name its sides.
 */
function readSides(value: unknown, variant: Variant, error: ErrorFn): [RecordSide, RecordSide] {
  const fallback: [RecordSide, RecordSide] = [{ id: variant.turns.sides[0].id }, { id: variant.turns.sides[1].id }];
  if (value === undefined || value === null) return fallback;
  // `sides: [blue, red]`: two names, as the file-kind guess (core/file-kind.ts) reads them too.
  const listed = Array.isArray(value) && value.length === 2 ? value.map((v) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined)) : undefined;
  if (listed !== undefined && listed[0] !== undefined && listed[0] === listed[1]) {
    error('record-sides', `sides lists "${listed[0]}" twice`, ['sides', 1], `name the other side too, e.g. "sides: [${fallback[0].id}, ${fallback[1].id}]"`, undefined, { kind: 'twice', id: listed[0], a: fallback[0].id, b: fallback[1].id });
    return fallback;
  }
  const entries: [string | number, string, unknown][] | undefined =
    listed !== undefined && listed[0] !== undefined && listed[1] !== undefined
      ? listed.map((id, i) => [i, id!, null])
      : isPlainObject(value) && Object.keys(value).length === 2
        ? Object.entries(value).map(([id, v]) => [id, id, v])
        : undefined;
  if (entries === undefined) {
    error('record-sides', 'sides names the two sides and their players', ['sides'], `write e.g. "sides: { ${fallback[0].id}: Ann, ${fallback[1].id}: Bob }"`, undefined, { kind: 'two', a: fallback[0].id, b: fallback[1].id });
    return fallback;
  }
  const out: RecordSide[] = [];
  for (const [key, id, v] of entries) {
    if (!isValidSideId(id)) error('record-sides', `"${id}" cannot name a side`, ['sides', key], 'use letters, digits, - or _, and not side, cells, result, note, forced or together', undefined, { kind: 'id', id });
    let player: string | undefined;
    if (typeof v === 'string' || typeof v === 'number') player = String(v);
    else if (isPlainObject(v)) {
      for (const k of Object.keys(v)) if (k !== 'player') error('unknown-key', `"${k}" is not a key of a side`, ['sides', key, k], 'a side has only a player', undefined, { kind: 'side', key: k });
      if (typeof v.player === 'string') player = v.player;
    } else if (v !== null && v !== undefined) error('record-sides', `${id}: write the player's name`, ['sides', key], undefined, undefined, { kind: 'player', id });
    out.push(player !== undefined && player !== '' ? { id, player } : { id });
  }
  // The variant's own side ids written in the other order are still those sides.
  const [v0, v1] = [variant.turns.sides[0].id, variant.turns.sides[1].id];
  if (out[0]!.id === v1 && out[1]!.id === v0) return [out[1]!, out[0]!];
  return [out[0]!, out[1]!];
}

/** A side's name in `lang` where it is not its id, in brackets after it: ` (Player 1)`. */
function called(side: Variant['turns']['sides'][number], lang: string | undefined): string {
  const name = (lang !== undefined ? side.name[lang] : undefined) ?? side.name.en ?? Object.values(side.name)[0];
  return name !== undefined && name.toLowerCase() !== side.id.toLowerCase() ? ` (${name})` : '';
}

/** The variant's names for its sides in the record's language (`calledA`, `calledB`), where they are not the ids. */
function sideNamesIn(variant: Variant, language: string | undefined): DiagnosticParts {
  const lang = language !== undefined && variant.languages.includes(language) ? language : variant.languages[0];
  const [a, b] = variant.turns.sides;
  const [ca, cb] = [called(a, lang).slice(2, -1), called(b, lang).slice(2, -1)];
  return { ...(ca !== '' ? { calledA: ca } : {}), ...(cb !== '' ? { calledB: cb } : {}) };
}

/**
 * Can `id` name a side in a record? Letters, digits, `-` and `_`, and none of the keys a salvo
 * item uses (`side`, `cells`, `result`, `note`, `forced`, `together`).
 *
 * @example
 *   isValidSideId('blue') // true
 *   isValidSideId('note') // false
 */
export function isValidSideId(id: string): boolean {
  return /^[\p{L}\p{N}_-]+$/u.test(id) && !(SALVO_KEYS as readonly string[]).includes(id);
}

/**
 * The record side id a name typed on the command line stands for: a side as `resolveSide` reads
 * it, else the side whose player it names (folded), as `salvo new --players` wrote them. A side's
 * name always wins over a player's. The record file itself names sides only as `resolveSide` does.
 *
 * @example
 *   resolveSideOrPlayer('Петя', [{ id: 'blue', player: 'Петя' }, { id: 'red', player: 'Вася' }], perelman) // 'blue'
 */
export function resolveSideOrPlayer(name: string, sides: readonly [RecordSide, RecordSide], variant: Variant): string | undefined {
  const side = resolveSide(name, sides, variant);
  if (side !== undefined) return side;
  const f = foldWord(name);
  const players = sides.filter((s) => s.player !== undefined && foldWord(s.player) === f);
  return players.length === 1 ? players[0]!.id : undefined;
}

/** How `sideNamesHint` says it, per language. */
interface SideNamesWords {
  /** The list of sides, `alternatives` (already joined) after it. */
  list(a: string, b: string, alternatives: readonly string[]): string;
  byPlayer(pairs: readonly { name: string; side: string }[]): string;
  byVariant(pairs: readonly { names: readonly string[]; side: string }[]): string;
  bothSides(typed: string, list: string): string;
  didYouMean(guess: string, list: string): string;
  /** Two guesses, one of each side, as `didYouMean`'s guess. */
  either(a: string, b: string): string;
}

const SIDE_NAMES_WORDS: Readonly<Record<Spoken, SideNamesWords>> = {
  en: {
    list: (a, b, also) => `the sides are ${a} and ${b}${also.length > 0 ? `; a side may also be named ${also.join('; or ')}` : ''}`,
    byPlayer: (pairs) => `by its player: ${pairs.map((p) => `${p.name} for ${p.side}`).join(', ')}`,
    byVariant: (pairs) => `as the variant names it: ${pairs.map((p) => `${p.names.join(' or ')} for ${p.side}`).join(', ')}`,
    bothSides: (typed, list) => `${typed} is the player of both sides, so name the side: ${list}`,
    didYouMean: (guess, list) => `did you mean ${guess}? ${list}`,
    either: (a, b) => `${a} or ${b}`,
  },
  ru: {
    list: (a, b, also) => `стороны — ${a} и ${b}${also.length > 0 ? `; сторону можно назвать и ${also.join('; и ')}` : ''}`,
    byPlayer: (pairs) => `по игроку: ${pairs.map((p) => `${p.name} — ${p.side}`).join(', ')}`,
    byVariant: (pairs) => `так, как её называет вариант: ${pairs.map((p) => `${p.names.map((n) => quoted('ru', n)).join(' или ')} — ${p.side}`).join(', ')}`,
    bothSides: (typed, list) => `${typed} — игрок обеих сторон, поэтому назовите сторону: ${list}`,
    didYouMean: (guess, list) => `может быть, ${guess}? ${list}`,
    either: (a, b) => `${a} или ${b}`,
  },
  pl: {
    list: (a, b, also) => `strony to ${a} i ${b}${also.length > 0 ? `; stronę można też podać ${also.join('; albo ')}` : ''}`,
    byPlayer: (pairs) => `przez gracza: ${pairs.map((p) => `${p.name} — ${p.side}`).join(', ')}`,
    byVariant: (pairs) => `tak, jak nazywa ją wariant: ${pairs.map((p) => `${p.names.map((n) => quoted('pl', n)).join(' lub ')} — ${p.side}`).join(', ')}`,
    bothSides: (typed, list) => `${typed} gra po obu stronach, więc podaj stronę: ${list}`,
    didYouMean: (guess, list) => `czy chodziło o ${guess}? ${list}`,
    either: (a, b) => `${a} czy ${b}`,
  },
};

/**
 * What a name typed on the command line for a side may be, as `resolveSideOrPlayer` takes it:
 * the sides' ids, their players, and the variant's ids and names for them (each once, in any
 * case), with a did-you-mean when `typed` is near one of them; said in `lang` (English by
 * default; Russian and Polish where the record or the session speaks them). In Russian and Polish
 * no id is shown: a side the record keeps by the variant's id is named as the game names it there,
 * in quotes, and the variant's ids (and names that spell them) are left out of its other names.
 *
 * @example
 *   sideNamesHint('Коля', [{ id: 'blue', player: 'Петя' }, { id: 'red', player: 'Вася' }], perelman)
 *   // 'the sides are blue and red; a side may also be named by its player: Петя for blue, Вася for red;
 *   //  or as the variant names it: Синие or Blue for blue, Красные or Red for red'
 *   sideNamesHint('Коля', sides, perelman, 'ru')
 *   // 'стороны — «Синие» и «Красные»; сторону можно назвать и по игроку: Петя — «Синие», Вася — «Красные»'
 * No brackets of its own: it is said inside the parenthesis of `notASide`.
 */
export function sideNamesHint(typed: string, sides: readonly [RecordSide, RecordSide], variant: Variant, lang = 'en'): string {
  const w = SIDE_NAMES_WORDS[spoken(lang)];
  const { shown, players, names } = sideNaming(sides, variant, lang);
  const also = [
    ...(players.length > 0 ? [w.byPlayer(players)] : []),
    ...(names.some((n) => n.names.length > 0) ? [w.byVariant(names.filter((n) => n.names.length > 0))] : []),
  ];
  const list = w.list(shown[0]!.said, shown[1]!.said, also);
  // A player of both sides names neither: "did you mean" the very name typed would not help.
  if (players.filter((p) => foldWord(p.name) === foldWord(typed)).length > 1) return w.bothSides(typed, list);
  const meant = sidesMeantIn(typed, { shown, players, names }, spoken(lang) === 'en');
  if (meant.length === 2) return w.didYouMean(w.either(meant[0]!.said, meant[1]!.said), list);
  return meant.length === 1 ? w.didYouMean(meant[0]!.said, list) : list;
}

/**
 * How the game names its sides in `lang`: each side as typed and as said (in Russian and Polish a
 * side the record keeps by the variant's id is named as the game names it there, in quotes), the
 * players, and each side's other names (the variant's, not the one shown).
 */
function sideNaming(
  sides: readonly [RecordSide, RecordSide],
  variant: Variant,
  lang: string,
): { shown: { typed: string; said: string }[]; players: { name: string; side: string; index: number }[]; names: { side: string; names: string[] }[] } {
  const english = spoken(lang) === 'en';
  // In Russian and Polish a side the record keeps by the variant's id (blue) is named as the game
  // names it there, in quotes («Первый игрок»), as play and record say it: the id reads as English.
  const shown = sides.map((s, i) => {
    const vs = variant.turns.sides[i]!;
    const name = english || vs.id !== s.id ? '' : localize(vs.name, lang, variant);
    return name === '' ? { typed: s.id, said: s.id } : { typed: name, said: quoted(lang, name) };
  });
  const players = sides.flatMap((s, i) => (s.player !== undefined && s.player !== '' ? [{ name: s.player, side: shown[i]!.said, index: i }] : []));
  const names = sides.map((s, i) => {
    const vs = variant.turns.sides[i]!;
    const seen = new Set([foldWord(s.id), foldWord(shown[i]!.typed), ...(english ? [] : [foldWord(vs.id)])]);
    const out: string[] = [];
    // The variant's ids, English words, only in English (nor a name that spells one: Blue).
    for (const n of [...(english ? [vs.id] : []), ...Object.values(vs.name)]) {
      if (seen.has(foldWord(n))) continue;
      seen.add(foldWord(n));
      out.push(n);
    }
    return { side: shown[i]!.said, names: out };
  });
  return { shown, players, names };
}

/**
 * The sides a name typed with a slip may mean, each as a name to type (`name`, one
 * `resolveSideOrPlayer` reads) and as said in `lang` (`said`, as `sideNamesHint` says it): one
 * where it is near one name (`второй игрк`, `вторй` for «Второй игрок»), both where it is a word
 * of a name of each side, or near one (`игрк` for «Первый игрок» and «Второй игрок»), in side
 * order; none where it is near no name.
 *
 * @example
 *   sidesMeant('игрк', record.sides, morskoyBoy, 'ru')
 *   // [{ name: 'Первый игрок', said: '«Первый игрок»' }, { name: 'Второй игрок', said: '«Второй игрок»' }]
 */
export function sidesMeant(typed: string, sides: readonly [RecordSide, RecordSide], variant: Variant, lang = 'en'): { name: string; said: string }[] {
  return sidesMeantIn(typed, sideNaming(sides, variant, lang), spoken(lang) === 'en');
}

/** `sidesMeant` in a game's naming of its sides (`sideNaming`), worked out once by its caller. */
function sidesMeantIn(typed: string, { shown, players, names }: ReturnType<typeof sideNaming>, english: boolean): { name: string; said: string }[] {
  const near = nameMeant(typed, [...shown.map((s) => s.typed), ...players.map((p) => p.name), ...names.flatMap((n) => n.names)]);
  if (near !== undefined) {
    // A guess of a side is the side as the game names it, as the list and the prompt say it: in
    // Russian and Polish, a guess among the variant's other names (Player 2, an English alias) too
    // («Второй игрок», in quotes as the list has it).
    const side = shown.findIndex((s, i) => s.typed === near || (!english && names[i]!.names.includes(near)));
    return [side < 0 ? { name: near, said: near } : { name: shown[side]!.typed, said: shown[side]!.said }];
  }
  // A word of a name of each side (`игрок`, `игрк`): both, each by its name that has the word (in
  // Russian and Polish the side's own name, as the game names it, where one of its names has it).
  const meant = shown.map((s, i) => {
    const own = [s.typed, ...players.filter((p) => p.index === i).map((p) => p.name), ...names[i]!.names];
    const having = namesWithWord(typed, own)[0];
    if (having === undefined) return undefined;
    return !english && (having === s.typed || names[i]!.names.includes(having)) ? s : { name: having, said: having };
  });
  return meant.every((m) => m !== undefined) ? meant.map((m) => ('name' in m ? m : { name: m.typed, said: m.said })) : [];
}

/** The record side id a key names: a record side id, or a variant side's id or name, folded. */
export function resolveSide(key: string, sides: readonly [RecordSide, RecordSide], variant: Variant): string | undefined {
  if (sides[0].id === key) return key;
  if (sides[1].id === key) return key;
  const f = foldWord(key);
  for (let i = 0; i < 2; i++) {
    const vs = variant.turns.sides[i]!;
    const names = [sides[i]!.id, vs.id, ...Object.values(vs.name)];
    if (names.some((n) => foldWord(n) === f)) return sides[i]!.id;
  }
  return undefined;
}

