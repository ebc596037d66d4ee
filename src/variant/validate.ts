/**
 * Validation: raw spec (plain data, e.g. from YAML) → the resolved `Variant`, or every error.
 * Runs the zod schema (structure, ranges, unknown keys), then the semantic checks on every field
 * that is structurally sound (a broken field leaves out only the checks that read it), the
 * fleet-fit check (when the board size, the ships and the placement rule parsed), and optionally a
 * glyph check against the pad's font. Diagnostics carry file, line and column when a locator is
 * given, and come out sorted by position.
 *
 * @example
 *   const r = validateVariant({ id: 'x', languages: ['en'], name: 'X', fleet: [{ id: 'a', name: 'A', size: 2 }],
 *     words: { en: { miss: 'miss', hit: 'hit', sunk: 'sunk', noHits: 'no hits', ownChart: 'Mine', enemyChart: 'Theirs' } } });
 *   if (r.ok) r.value.board.rows // 10
 */
import type { z } from 'zod';
import type { Diagnostic, DiagnosticParts, Result } from '../core/diagnostics.js';
import { foldWord } from '../core/words.js';
import { aliasCopies, type AliasOf } from './alias-copy.js';
import { classOffBoard, fleetFitProblem } from './fit.js';
import { issuesToDiagnostics } from './issues.js';
import type { Variant } from './model.js';
import { resolveBoard, resolveClass, resolveLabels, resolveVariant, textsOf } from './resolve.js';
import { cellsText, meantPicture, parenthesisedCells, readShapePicture } from './shape-text.js';
import { sideMeant } from './side-meant.js';
import { semanticChecks, sound, wholeFleet, type Emit, type Section, type SpecParts } from './semantic.js';
import { keyMeant } from './suggest.js';
import { boardSchema, langCode, LIMITS, placementSchema, sectionSchemas, shipClassSchema, turnsSchema, variantSpecSchema, wordsEntrySchema, type ParsedSpec, type VariantSpec } from './spec-schema.js';
import { formatPath, type DataPath, type SourcePosition } from './yaml-source.js';

export interface ValidateOptions {
  /** File name for diagnostics. */
  readonly file?: string;
  /** Where the value at a path was written (from `loadYamlDocument`). */
  readonly positionOf?: (path: DataPath) => SourcePosition | undefined;
  /** Where the key of a path's last segment was written. */
  readonly keyPositionOf?: (path: DataPath) => SourcePosition | undefined;
  /** Where a character of the string at a path was written (a row of a `shape: |` picture), where the source places it. */
  readonly charPositionOf?: (path: DataPath, index: number) => SourcePosition | undefined;
  /** Where a value is written as an alias (`- *cruiser`), and the anchor's name. */
  readonly aliasOf?: AliasOf;
  /** The characters of `text` the pad's font cannot draw; every printed string is checked. */
  readonly missingGlyphs?: (text: string) => string[];
  /**
   * The languages a pad prints (`salvo pad --lang`): a text of another language is not
   * checked for glyphs. Default: every language (as `salvo variant check` checks).
   */
  readonly glyphLanguages?: readonly string[];
  /** `Variant.source` (default: the file name, else the id). */
  readonly source?: string;
  /** Search budget of the fleet-fit check (default 200 000 placements). */
  readonly fitBudget?: number;
  /**
   * Each field checked on its own alone (its type, range, keys), none against another: for the
   * parts of a file with syntax errors, whose other parts may be missing or misread.
   */
  readonly fieldsOnly?: boolean;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/**
 * Validate a raw spec. `spec` may be anything read from a file: it is checked, not trusted.
 *
 * @example
 *   const src = loadYamlDocument(text, 'my.yaml');
 *   const r = validateVariant(src.value, { file: 'my.yaml', positionOf: src.positionOf, keyPositionOf: src.keyPositionOf });
 */
export function validateVariant(spec: VariantSpec | unknown, opts: ValidateOptions = {}): Result<Variant> {
  const diags: Diagnostic[] = [];
  const emit: Emit = (severity, code, path, message, suggestion, atKey, parts, char) => {
    const p = (char !== undefined ? opts.charPositionOf?.(path, char) : undefined) ?? (atKey ? (opts.keyPositionOf ?? opts.positionOf)?.(path) : opts.positionOf?.(path));
    diags.push({
      severity,
      code,
      message,
      ...(suggestion !== undefined ? { suggestion } : {}),
      ...(opts.file !== undefined ? { file: opts.file } : {}),
      ...(p ? { line: p.line, column: p.column } : {}),
      path: formatPath(path),
      ...(parts !== undefined ? { parts } : {}),
    });
  };
  if (!isPlainObject(spec)) {
    // An empty file (or one of comments alone) reads as no document at all: say it is empty.
    const what = spec === undefined || spec === null ? 'the file is empty: a variant is a mapping of keys (id, languages, board, fleet, …)' : 'the document is not a mapping of keys (id, languages, board, fleet, …)';
    emit('error', 'not-a-mapping', [], what, 'start from `salvo init <template>`', false, { kind: 'design', where: '', form: spec === undefined || spec === null ? 'empty' : 'document' });
    return { ok: false, diagnostics: diags };
  }
  const locate = {
    ...(opts.file !== undefined ? { file: opts.file } : {}),
    ...(opts.positionOf ? { positionOf: opts.positionOf } : {}),
    ...(opts.keyPositionOf ? { keyPositionOf: opts.keyPositionOf } : {}),
    ...(opts.charPositionOf ? { charPositionOf: opts.charPositionOf } : {}),
  };
  const full = variantSpecSchema.safeParse(spec);
  if (!full.success) diags.push(...issuesToDiagnostics(full.error.issues, { root: variantSpecSchema, data: spec, locate }).map((d) => emptyNameAdvice(protectedWordAdvice(noLimitAdvice(firstSideAdvice(d, spec), spec), spec), spec)));

  // Every part is checked as far as it parsed, so one run tells the structural errors of one
  // part with the semantic errors of another; a check whose inputs are broken is left out.
  const parts = partsOfSections(spec);
  if (!opts.fieldsOnly) semanticChecks(parts, emit);

  const geometry = opts.fieldsOnly ? undefined : geometryOf(parts, diags);
  if (geometry) {
    // Without a sound placement rule, a ship that cannot lie anywhere under any rule is still said
    // (a ship longer than the board: straight lines across, diagonals no longer, and spacing not
    // needed for one ship alone), beside the rule's own error.
    const problem =
      geometry.placement !== undefined
        ? fleetFitProblem(geometryVariant(geometry.board, geometry.fleet, geometry.placement), opts.fitBudget)
        : classOffBoard(geometryVariant(geometry.board, geometry.fleet, { diagonal: false, spacing: 'may-touch' }));
    // A class that cannot lie anywhere is said at its size or shape, where it is to be changed.
    const cls = problem?.classIndex === undefined ? undefined : geometry.fleet[problem.classIndex];
    const at = problem?.classIndex === undefined || !cls ? ['fleet'] : ['fleet', problem.classIndex, cls.size !== undefined ? 'size' : 'shape'];
    // The class's name in Russian and Polish as the file gives it (the fit check's variant has English alone).
    const nameIn = (lang: string): string | undefined => {
      const name = cls?.name;
      if (name === undefined || typeof name === 'string') return name;
      return name[lang] ?? name[parts.languages?.[0] ?? ''] ?? Object.values(name)[0];
    };
    const names: DiagnosticParts = cls === undefined ? {} : { nameRu: nameIn('ru') ?? cls.id, namePl: nameIn('pl') ?? cls.id };
    if (problem) emit(problem.severity, problem.code, at, at.length > 1 ? `${formatPath(at)}: ${problem.message.replace(/^fleet: /u, '')}` : problem.message, problem.suggestion, false, { ...problem.parts, ...names, where: formatPath(at) });
  }
  if (opts.missingGlyphs && parts.languages && !opts.fieldsOnly) checkGlyphs(parts, opts.missingGlyphs, emit, opts.glyphLanguages);

  for (const slip of shapeSlips(spec)) {
    const where = formatPath(slip.path);
    for (let k = diags.length - 1; k >= 0; k--) if (diags[k]!.path === where || diags[k]!.path?.startsWith(`${where}[`)) diags.splice(k, 1);
    emit('error', 'shape-cells', slip.path, slip.message, slip.suggestion, false, slip.parts);
  }
  for (const slip of spacedLabelLists(spec)) {
    const where = formatPath(slip.path);
    for (let k = diags.length - 1; k >= 0; k--) if (diags[k]!.path === where || diags[k]!.path?.startsWith(`${where}[`)) diags.splice(k, 1);
    emit('error', 'label-count', slip.path, slip.message, slip.suggestion, false, slip.parts);
  }
  // Keys a `<<: *base` would have merged are not also said to be missing from its mapping.
  const merged = new Set(diags.flatMap((d) => (d.parts?.['form'] === 'merge-key' && typeof d.parts['here'] === 'string' ? [d.parts['here']] : [])));
  for (let k = diags.length - 1; k >= 0; k--) {
    const d = diags[k]!;
    const owner = d.code === 'ship-size-or-shape' ? d.path : d.code === 'missing-key' ? d.path?.replace(/(?:^|\.)[^.[\]]+$/u, '') : undefined;
    if (owner !== undefined && merged.has(owner)) diags.splice(k, 1);
  }
  const sorted = capDiagnostics(sortDiagnostics(boardTooLarge(aliasCopies(diags, spec, opts.aliasOf), spec)));
  if (!full.success || sorted.some((d) => d.severity === 'error')) return { ok: false, diagnostics: sorted };
  const variant = resolveVariant(full.data, opts.source ?? opts.file ?? full.data.id);
  return { ok: true, value: variant, warnings: sorted };
}

/**
 * `turns.shotLimit: 0` (or `none`, `false`, `-1`, `unlimited`) written for a game without a limit:
 * besides the range, say that no limit is written by leaving shotLimit out.
 */
function noLimitAdvice(d: Diagnostic, spec: Record<string, unknown>): Diagnostic {
  if (d.path !== 'turns.shotLimit' || (d.code !== 'shot-limit' && d.code !== 'wrong-type')) return d;
  const turns = spec['turns'];
  const v = isPlainObject(turns) ? turns['shotLimit'] : undefined;
  const none =
    (typeof v === 'number' && v <= 0) ||
    v === false ||
    (typeof v === 'string' && /^(?:0|zero|ноль|нуль|none|no|nothing|off|false|unlimited|infinite|infinity|inf|∞|no[-_ ]?limit|нет|без ограничений|бесконечно|brak|bez limitu|nieograniczony)$/iu.test(v.trim()));
  if (!none) return d;
  const range = `1 to ${LIMITS.maxShotLimit}`;
  return {
    ...d,
    suggestion: `for no limit, leave shotLimit out; a limit is ${range} shots`,
    // Not `write 0` for `zero` (./issues.ts's number words): the advice above, in every language.
    ...(d.parts !== undefined ? { parts: { ...Object.fromEntries(Object.entries(d.parts).filter(([k]) => k !== 'digits')), hintRu: `если предела нет, не пишите shotLimit; предел — от 1 до ${LIMITS.maxShotLimit} выстрелов`, hintPl: `jeśli limitu nie ma, pomiń shotLimit; limit to od 1 do ${LIMITS.maxShotLimit} strzałów` } } : {}),
  };
}

/**
 * `turns.first: Convoy` (the side's name, or its id in capitals) fails the id format: say which
 * side id it means, rather than how an id is spelt.
 */
function firstSideAdvice(d: Diagnostic, spec: Record<string, unknown>): Diagnostic {
  if (d.path === 'turns.first' && d.code === 'wrong-type') return firstSideByPlace(d, spec);
  if (d.code !== 'bad-id' || d.path !== 'turns.first') return d;
  const turns = spec['turns'];
  const first = isPlainObject(turns) ? turns['first'] : undefined;
  if (!isPlainObject(turns) || typeof first !== 'string') return d;
  const raw = Array.isArray(turns['sides']) ? (turns['sides'] as unknown[]) : [{ id: 'blue', name: 'Blue' }, { id: 'red', name: 'Red' }];
  const sides = raw.filter(isPlainObject).filter((x): x is Record<string, unknown> & { id: string } => typeof x['id'] === 'string');
  if (sides.length === 0) return d;
  const names = (x: Record<string, unknown>): unknown[] => [x['id'], ...(isPlainObject(x['name']) ? Object.values(x['name']) : [x['name']])];
  // Its name as given, else its name in another language (`красные` for a side named Red).
  const other = sideMeant(first, sides.map((x) => ({ id: x.id, names: names(x).filter((n): n is string => typeof n === 'string') })));
  const meant = sides.find((x) => names(x).some((n) => typeof n === 'string' && foldWord(n) === foldWord(first))) ?? sides.find((x) => x.id === other);
  const ids = sides.map((x) => x.id).join(', ');
  const suggestion = meant ? `did you mean ${JSON.stringify(meant.id)}? turns.first names a side by its id (${ids})` : `turns.first names a side by its id: use one of ${ids}`;
  // In Russian and Polish too (./issue-text.ts), the same advice in place of the id's.
  const hint = meant
    ? { hintRu: `может быть, «${meant.id}»? turns.first называет сторону по её id (${ids})`, hintPl: `czy chodziło o „${meant.id}”? turns.first wskazuje stronę przez jej id (${ids})` }
    : { hintRu: `turns.first называет сторону по её id: укажите одно из: ${ids}`, hintPl: `turns.first wskazuje stronę przez jej id: podaj jedno z: ${ids}` };
  return { ...d, suggestion, ...(d.parts !== undefined ? { parts: { ...d.parts, ...hint } } : {}) };
}

/**
 * `name:` left empty (of the game, a class or a side): told a name to write, made from the id
 * beside it (`name: Cruiser` for `id: cruiser`), rather than "a text or a mapping".
 */
function emptyNameAdvice(d: Diagnostic, spec: Record<string, unknown>): Diagnostic {
  if (d.code !== 'wrong-type') return d;
  const m = /^(?:(fleet)\[(\d+)\]\.|turns\.(sides)\[(\d+)\]\.)?name$/u.exec(d.path ?? '');
  if (m === null) return d;
  const owner = m[1] !== undefined ? (Array.isArray(spec['fleet']) ? spec['fleet'][Number(m[2])] : undefined) : m[3] !== undefined ? (isPlainObject(spec['turns']) && Array.isArray(spec['turns']['sides']) ? spec['turns']['sides'][Number(m[4])] : undefined) : spec;
  if (!isPlainObject(owner) || owner['name'] !== null || typeof owner['id'] !== 'string' || !/^[a-z0-9-]+$/u.test(owner['id'])) return d;
  const name = owner['id'].split('-').filter((w) => w !== '').join(' ');
  const write = `name: ${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  const what = m[1] !== undefined ? 'the class' : m[3] !== undefined ? 'the side' : 'the game';
  const hint = {
    hintRu: `напишите название, например ${write}, или словарь с названием на каждом языке`,
    hintPl: `napisz nazwę, na przykład ${write}, albo słownik z nazwą w każdym języku`,
  };
  return { ...d, suggestion: `write ${what}'s name, e.g. ${write}, or a mapping of one per language`, ...(d.parts !== undefined ? { parts: { ...d.parts, ...hint } } : {}) };
}

/**
 * `protected: hospital` (or `госпиталь`, `szpital`): the ship it marks named where true goes; told
 * that true marks the class protected, and that the class's name goes in name.
 */
function protectedWordAdvice(d: Diagnostic, spec: Record<string, unknown>): Diagnostic {
  const m = d.code === 'wrong-type' ? /^fleet\[(\d+)\]\.protected$/u.exec(d.path ?? '') : null;
  if (m === null || d.parts?.['yesNo'] !== undefined || d.parts?.['yesNoNative'] !== undefined || d.parts?.['unquoted'] !== undefined) return d;
  const fleet = spec['fleet'];
  const cls = Array.isArray(fleet) ? (fleet[Number(m[1])] as unknown) : undefined;
  const value = isPlainObject(cls) ? cls['protected'] : undefined;
  if (typeof value !== 'string' || !/\p{L}/u.test(value)) return d;
  const hint = {
    hintRu: 'напишите protected: true — так класс помечается защищённым (госпитальное судно); его название пишут в name',
    hintPl: 'napisz protected: true — tak oznacza się klasę jako chronioną (statek szpitalny); jej nazwę pisze się w name',
  };
  return {
    ...d,
    suggestion: 'write protected: true: it marks the class protected (a hospital ship); its name goes in name',
    ...(d.parts !== undefined ? { parts: { ...d.parts, ...hint } } : {}),
  };
}

/**
 * `turns.first: 1` (or 2): the side by its place, not by its id; told the id of the side written
 * there, rather than to write "1" in quotes.
 */
function firstSideByPlace(d: Diagnostic, spec: Record<string, unknown>): Diagnostic {
  const turns = spec['turns'];
  const first = isPlainObject(turns) ? turns['first'] : undefined;
  if (!isPlainObject(turns) || (first !== 1 && first !== 2)) return d;
  const raw = Array.isArray(turns['sides']) ? (turns['sides'] as unknown[]) : [{ id: 'blue' }, { id: 'red' }];
  const side = raw[first - 1];
  const ids = raw.filter(isPlainObject).map((x) => x['id']).filter((x): x is string => typeof x === 'string');
  if (!isPlainObject(side) || typeof side['id'] !== 'string' || ids.length !== 2) return d;
  const id = side['id'];
  const hint = {
    hintRu: `turns.first называет сторону по её id, а не по номеру: напишите ${id}, ${first === 1 ? 'первую' : 'вторую'} сторону (${ids.join(', ')})`,
    hintPl: `turns.first wskazuje stronę przez jej id, a nie przez numer: napisz ${id}, ${first === 1 ? 'pierwszą' : 'drugą'} stronę (${ids.join(', ')})`,
  };
  const parts = d.parts !== undefined ? Object.fromEntries(Object.entries(d.parts).filter(([k]) => k !== 'inQuotes')) : undefined;
  return {
    ...d,
    suggestion: `turns.first names a side by its id, not its number: write ${id}, the ${first === 1 ? 'first' : 'second'} side (${ids.join(', ')})`,
    ...(parts !== undefined ? { parts: { ...parts, ...hint } } : {}),
  };
}

/**
 * `columns: 27` with 27 column labels is one mistake, a board wider than the format allows: told
 * at the size, which says the labels go with it, and not again as labels over the limit. A size
 * over the limit without as many labels (`columns: 30`) is told that the limit is the board's,
 * whatever its labels, and the line to write (`columns: 26`).
 */
function boardTooLarge(diags: readonly Diagnostic[], spec: Record<string, unknown>): Diagnostic[] {
  const board = spec['board'];
  if (!isPlainObject(board)) return [...diags];
  const drop = new Set<Diagnostic>();
  const told = new Map<Diagnostic, Diagnostic>();
  for (const [noun, key, what] of [
    ['columns', 'columnLabels', 'column'],
    ['rows', 'rowLabels', 'row'],
  ] as const) {
    const size = board[noun];
    const labels = board[key];
    if (typeof size !== 'number' || size <= LIMITS.boardMax) continue;
    const written = Array.isArray(labels) ? labels.length : typeof labels === 'string' && labels !== 'letters' && labels !== 'numbers' ? resolveLabels(labels, size, ['board', key]).labels.length : undefined;
    const sized = diags.find((d) => d.code === 'board-size' && d.path === `board.${noun}`);
    if (!sized) continue;
    if (written !== size) {
      // `columns: 30`: 26 is the board's own limit, not the alphabet's (letters run A to Z, but
      // numbers or labels written out, two-letter ones, make no wider board): the line to write.
      const max = LIMITS.boardMax;
      const [wide, wider, wideRu, widerRu, widePl] = noun === 'columns' ? ['columns wide', 'wider', 'не шире', 'столбцов', 'kolumn'] : ['rows high', 'taller', 'не выше', 'строк', 'wierszy'];
      told.set(sized, {
        ...sized,
        suggestion: `a board is at most ${max} ${wide}, whatever its labels: letters name ${max}, A to Z, and numbers or two-letter labels make it no ${wider}; write ${noun}: ${max}`,
        ...(sized.parts !== undefined
          ? {
              parts: {
                ...sized.parts,
                hintRu: `поле ${wideRu} ${max} ${widerRu}, какими бы ни были метки: букв A–Z ровно ${max}, а цифры или двухбуквенные метки его не увеличат; напишите ${noun}: ${max}`,
                hintPl: `plansza ma najwyżej ${max} ${widePl}, jakiekolwiek są etykiety: liter A–Z jest ${max}, a liczby ani etykiety dwuliterowe jej nie powiększą; napisz ${noun}: ${max}`,
              },
            }
          : {}),
      });
      continue;
    }
    const counted = diags.find((d) => d.code === 'label-count' && d.path === `board.${key}`);
    if (counted) drop.add(counted);
    const hint = {
      hintRu: `укажите от ${LIMITS.boardMin} до ${LIMITS.boardMax} и столько же меток ${what === 'column' ? 'столбцов' : 'строк'}`,
      hintPl: `podaj od ${LIMITS.boardMin} do ${LIMITS.boardMax} i tyle samo etykiet ${what === 'column' ? 'kolumn' : 'wierszy'}`,
    };
    told.set(sized, { ...sized, suggestion: `use ${LIMITS.boardMin} to ${LIMITS.boardMax}, with as many ${what} labels`, ...(sized.parts !== undefined ? { parts: { ...sized.parts, ...hint } } : {}) });
  }
  return diags.filter((d) => !drop.has(d)).map((d) => told.get(d) ?? d);
}

/**
 * `columnLabels: [а б в г]`: the labels apart by spaces inside brackets, a list of one label (or
 * a few) holding spaces, where they make as many labels as the board has columns (or rows). Said
 * once, at the list, with the list and the text to write, in place of the count and each label's
 * spaces.
 */
function spacedLabelLists(spec: Record<string, unknown>): { path: DataPath; message: string; suggestion: string; parts: DiagnosticParts }[] {
  const board = spec['board'];
  if (!isPlainObject(board)) return [];
  const out: { path: DataPath; message: string; suggestion: string; parts: DiagnosticParts }[] = [];
  for (const [key, noun] of [
    ['columnLabels', 'columns'],
    ['rowLabels', 'rows'],
  ] as const) {
    const labels = board[key];
    if (!Array.isArray(labels) || !labels.every((l) => typeof l === 'string' || typeof l === 'number')) continue;
    if (!labels.some((l) => typeof l === 'string' && /\s/u.test(l.trim()))) continue;
    const size = board[noun];
    const count = typeof size === 'number' && Number.isInteger(size) ? size : 10;
    const entries = labels.flatMap((l) => String(l).trim().split(/\s+/u));
    if (entries.length !== count || labels.length >= count) continue;
    const where = `board.${key}`;
    const list = `[${entries.join(', ')}]`;
    const text = `"${entries.join(' ')}"`;
    out.push({
      path: ['board', key],
      message: `${where}: ${labels.length === 1 ? 'a list of one label' : `a list of ${labels.length} labels`} holding spaces, where ${count} labels were meant: a list's labels are separated by commas, not spaces`,
      suggestion: `write ${list}, or the labels in one text, ${text}`,
      parts: { kind: 'slip', form: 'labels-spaced', where, written: labels.length, count, list, text },
    });
  }
  return out;
}

/**
 * A shape written with parentheses, `[(0,0),(1,0)]`, is one slip however many cells it has: said
 * once, at the shape, with the shape written with brackets, in place of an error per piece of
 * each cell. A shape left empty (`shape: #./##`, where YAML reads the picture as a comment) says
 * how to write a picture. Each comes with the shape's path, whose other errors it replaces.
 */
function shapeSlips(spec: Record<string, unknown>): { path: DataPath; message: string; suggestion: string; parts: DiagnosticParts }[] {
  const fleet = spec['fleet'];
  if (!Array.isArray(fleet)) return [];
  const out: { path: DataPath; message: string; suggestion: string; parts: DiagnosticParts }[] = [];
  fleet.forEach((c: unknown, i) => {
    if (!isPlainObject(c) || !('shape' in c)) return;
    const shape = c['shape'];
    const path = ['fleet', i, 'shape'];
    const where = formatPath(path);
    const cells = parenthesisedCells(shape);
    if (cells) {
      out.push({
        path,
        message: `${where}: a cell is written [row, column], with brackets, not (row, column) with parentheses`,
        suggestion: `write shape: ${cellsText(cells)}`,
        parts: { kind: 'slip', form: 'shape-parentheses', where, write: cellsText(cells) },
      });
    } else if (Array.isArray(shape) && shape.length > 0 && shape.length % 2 === 0 && shape.every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 0)) {
      // The numbers of the cells in one list (`shape: [0,0,0,1]`): the cells meant, read in pairs.
      const pairs: [number, number][] = [];
      for (let k = 0; k < shape.length; k += 2) pairs.push([shape[k] as number, shape[k + 1] as number]);
      out.push({
        path,
        message: `${where}: a shape is a list of cells, each [row, column] in brackets of its own, not their numbers in one list`,
        suggestion: `write shape: ${cellsText(pairs)}`,
        parts: { kind: 'slip', form: 'shape-flat', where, write: cellsText(pairs) },
      });
    } else if (Array.isArray(shape) && shape.length > 0 && shape.every((row) => typeof row === 'string')) {
      // A picture's rows as a list (`shape: ["###", ".#."]`): one picture, its rows joined with /.
      const picture = pictureOfRows(shape as string[]);
      if (picture !== undefined) {
        out.push({
          path,
          message: `${where}: a picture is one text, its rows separated by /, not a list of rows`,
          suggestion: `write shape: "${picture}"`,
          parts: { kind: 'slip', form: 'shape-rows', where, write: picture },
        });
      }
    } else if (shape === null) {
      out.push({
        path,
        message: `${where}: the shape is empty`,
        suggestion: 'give its cells, as [[0, 0], [1, 0]], or its picture in quotes, as shape: "##/.#" (without them YAML reads a "#" and all after it as a comment), or the picture\'s rows in a block under shape: |',
        parts: { kind: 'slip', form: 'shape-empty', where },
      });
    }
  });
  return out;
}

/**
 * The picture a list of rows draws (`["###", ".#."]` is `"###/.#."`), also where its cells are
 * drawn with another mark (`["XXX", ".X."]`, where the picture is one piece); undefined where the
 * rows are no picture.
 */
function pictureOfRows(rows: readonly string[]): string | undefined {
  const limits = { maxCells: LIMITS.maxShipCells, maxSide: LIMITS.maxShipCells };
  const joined = rows.map((r) => r.trimEnd()).join('/');
  if (/^[#./]*$/u.test(joined)) return 'cells' in readShapePicture(joined, limits) ? joined : undefined;
  const meant = meantPicture(joined, limits);
  return meant?.how === 'marks' ? meant.picture : undefined;
}

/** At most this many diagnostics are reported for one file; a last one says how many more. */
export const MAX_DIAGNOSTICS = 100;

/** How many problems each `too-many-errors` made here stands for (a list may be capped twice). */
const leftOut = new WeakMap<Diagnostic, number>();

/**
 * Keep the first `MAX_DIAGNOSTICS`, then one `too-many-errors` saying how many were left out. A
 * list capped before (and merged with others) is capped again counting what the first cap left
 * out.
 */
export function capDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  const earlier = list.filter((d) => leftOut.has(d));
  if (list.length <= MAX_DIAGNOSTICS && earlier.length <= 1) return [...list];
  const rest = list.filter((d) => !leftOut.has(d));
  const hidden = earlier.reduce((n, d) => n + leftOut.get(d)!, 0) + Math.max(0, rest.length - MAX_DIAGNOSTICS);
  const kept = rest.slice(0, MAX_DIAGNOSTICS);
  if (hidden === 0) return kept;
  const last = kept[kept.length - 1];
  const more: Diagnostic = {
    severity: 'error',
    code: 'too-many-errors',
    message: `${hidden} more problem${hidden === 1 ? '' : 's'} not shown`,
    suggestion: 'fix the ones above first; is this really a variant file?',
    parts: { kind: 'slip', form: 'too-many', count: hidden },
    ...(last?.file !== undefined ? { file: last.file } : {}),
  };
  leftOut.set(more, hidden);
  kept.push(more);
  return kept;
}

/** Diagnostics in file order (those without a position last), stable otherwise. */
export function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  return list
    .map((d, i) => ({ d, i }))
    .sort((a, b) => (a.d.line ?? Infinity) - (b.d.line ?? Infinity) || (a.d.column ?? 0) - (b.d.column ?? 0) || a.i - b.i)
    .map((x) => x.d);
}

/**
 * A mapping section field by field: each field that passes its own schema, and the names of those
 * that do not, or that an unknown key of the section may misspell (`colums: 8` leaves `columns`
 * broken, not 10). Undefined when the section is not a mapping; a section left out is `{}`.
 */
export function salvageSection<S extends z.ZodRawShape>(schema: z.ZodObject<S>, raw: unknown): Section<z.output<z.ZodObject<S>>> | undefined {
  const data = raw === undefined ? {} : raw;
  if (!isPlainObject(data)) return undefined;
  const value: Record<string, unknown> = {};
  const broken = new Set<string>();
  const known = Object.keys(schema.shape);
  for (const key of known) {
    const r = (schema.shape[key] as z.ZodType).safeParse(data[key]);
    if (r.success) value[key] = r.data;
    else broken.add(key);
  }
  for (const key of Object.keys(data)) {
    if (known.includes(key)) continue;
    // `board: { size: 8 }`: a square board's size, for rows and columns both (not the default 10).
    const meants = key === 'size' && known.includes('rows') && known.includes('columns') ? ['rows', 'columns'] : [keyMeant(key, known)];
    for (const meant of meants) {
      if (meant !== undefined && !(meant in data)) {
        broken.add(meant);
        delete value[meant];
      }
    }
  }
  return { value: value as Partial<z.output<z.ZodObject<S>>>, broken };
}

/** Every section of the spec as far as it parsed, for the semantic checks. */
function partsOfSections(spec: Record<string, unknown>): SpecParts {
  const get = <T extends z.ZodType>(schema: T, key: string): z.output<T> | undefined => {
    const r = schema.safeParse(spec[key]);
    return r.success ? r.data : undefined;
  };
  const shape = variantSpecSchema.shape;
  const texts: SpecParts['texts'] = [];
  for (const key of ['name', 'summary', 'rules'] as const) {
    const t = get(shape[key], key);
    if (t !== undefined) texts.push({ path: [key], spec: t });
  }
  const parts: SpecParts = { texts };
  const languages = get(shape.languages, 'languages');
  if (languages) parts.languages = languages;
  const board = salvageSection(boardSchema, spec['board']);
  if (board) parts.board = board;
  const rawFleet = spec['fleet'];
  if (Array.isArray(rawFleet) && rawFleet.length <= LIMITS.maxClasses) {
    const classes = rawFleet.map((c: unknown) => (isPlainObject(c) ? salvageSection(shipClassSchema, c) : undefined));
    classes.forEach((c, i) => {
      if (c?.value.name !== undefined) texts.push({ path: ['fleet', i, 'name'], spec: c.value.name });
    });
    parts.fleet = {
      classes,
      ids: rawFleet.map((c: unknown) => (isPlainObject(c) && typeof c['id'] === 'string' ? c['id'] : undefined)),
      whole: rawFleet.length >= 1,
      pictured: rawFleet.map((c: unknown) => isPlainObject(c) && typeof c['shape'] === 'string'),
      pictures: rawFleet.map((c: unknown) => (isPlainObject(c) && typeof c['shape'] === 'string' ? c['shape'] : undefined)),
    };
  }
  const placement = salvageSection(placementSchema, spec['placement']);
  if (placement) parts.placement = placement;
  const turns = salvageSection(turnsSchema, spec['turns']);
  if (turns) {
    parts.turns = turns;
    turns.value.sides?.forEach((s, i) => texts.push({ path: ['turns', 'sides', i, 'name'], spec: s.name }));
  }
  const report = get(sectionSchemas.report, 'report');
  if (report) parts.report = report;
  const rawWords = spec['words'];
  if (isPlainObject(rawWords)) {
    const entries: Record<string, Section<ParsedSpec['words'][string]>> = {};
    let whole = true;
    for (const [lang, entry] of Object.entries(rawWords)) {
      const s = langCode.safeParse(lang).success && entry !== undefined ? salvageSection(wordsEntrySchema, entry) : undefined;
      if (s) entries[lang] = s;
      else whole = false;
    }
    parts.words = { entries, whole };
  }
  return parts;
}

/** Errors that leave a class's cells or the number of ships unknown: no fit check then. */
const GEOMETRY_ERRORS = new Set(['ship-size-or-shape', 'shape-cells', 'shape-disconnected', 'too-many-ships']);

/**
 * What the fit check needs (board size, each class's cells and count, placement), when all of it
 * parsed: labels, names, guns and the rest do not change whether the fleet fits.
 */
function geometryOf(parts: SpecParts, diags: readonly Diagnostic[]): { board: ParsedSpec['board']; fleet: ParsedSpec['fleet']; placement: ParsedSpec['placement'] | undefined } | undefined {
  const { board, placement } = parts;
  if (!board) return undefined;
  const { rows, columns } = board.value;
  if (rows === undefined || columns === undefined || !sound(board, 'rows', 'columns')) return undefined;
  const classes = wholeFleet(parts.fleet, 'size', 'shape', 'count');
  if (!classes) return undefined;
  if (diags.some((d) => d.severity === 'error' && GEOMETRY_ERRORS.has(d.code) && (d.path === 'fleet' || d.path?.startsWith('fleet[')))) return undefined;
  return {
    board: { rows, columns, columnLabels: 'letters', rowLabels: 'numbers', cellOrder: 'column-row', separator: '' },
    // The fit message names a class that cannot lie anywhere: by its name, else its id, else its place.
    fleet: classes.map((c, i) => ({
      id: c.id ?? `fleet-${i}`,
      name: c.name ?? c.id ?? `fleet[${i}]`,
      ...(c.size !== undefined ? { size: c.size } : {}),
      ...(c.shape !== undefined ? { shape: c.shape } : {}),
      count: c.count!,
      guns: 0,
      gunsLostAt: [],
      protected: false,
      mustSink: true,
    })),
    // A placement rule misspelt (`spacing: no-contct`) leaves only the check of each ship alone.
    placement: placement && sound(placement, 'diagonal', 'spacing') ? { diagonal: placement.value.diagonal!, spacing: placement.value.spacing! } : undefined,
  };
}

/** A variant with only the geometry filled in, for the fit check. */
function geometryVariant(board: ParsedSpec['board'], fleet: ParsedSpec['fleet'], placement: ParsedSpec['placement']): Variant {
  const languages = ['en'];
  return {
    id: 'fit-check',
    name: { en: '' },
    summary: { en: '' },
    languages,
    board: resolveBoard(board),
    fleet: fleet.map((c, i) => resolveClass(c, i, languages)),
    placement: { diagonal: placement.diagonal, spacing: placement.spacing },
    turns: {
      sides: [
        { id: 'a', name: { en: '' } },
        { id: 'b', name: { en: '' } },
      ],
      first: 'a',
      salvo: { kind: 'constant', shots: 1 },
      extraShotOnHit: false,
      protectedHitPenalty: 'none',
      shotLimit: null,
      onShotsExhausted: 'draw',
    },
    report: { timing: 'per-shot', sunk: 'plain', hitClass: false },
    words: {},
    rules: { en: '' },
    source: 'fit-check',
  };
}

/** Every string the pad prints, with where it was written and, for a text of one language, which. */
function printedStrings(parts: SpecParts): { text: string; path: DataPath; lang?: string }[] {
  const out: { text: string; path: DataPath; lang?: string }[] = [];
  for (const t of parts.texts) {
    if (t.path[0] === 'summary') continue;
    // A text given per language has the language as its path's last key; a plain one is every language's.
    for (const x of textsOf(t.spec, t.path)) out.push(typeof t.spec === 'string' ? x : { ...x, lang: String(x.path[x.path.length - 1]) });
  }
  if (parts.board) {
    const b = parts.board.value;
    for (const [key, count] of [
      ['columnLabels', b.columns],
      ['rowLabels', b.rows],
    ] as const) {
      const spec = b[key];
      if (spec === undefined || count === undefined) continue;
      const res = resolveLabels(spec, count, ['board', key]);
      res.labels.forEach((l, i) => out.push({ text: l, path: res.paths[i]! }));
    }
    if (b.separator !== undefined && b.separator !== '') out.push({ text: b.separator, path: ['board', 'separator'] });
  }
  parts.fleet?.classes.forEach((c, i) => {
    if (c?.value.mark !== undefined) out.push({ text: c.value.mark, path: ['fleet', i, 'mark'] });
  });
  if (parts.words) {
    for (const [lang, w] of Object.entries(parts.words.entries)) {
      for (const [key, text] of Object.entries(w.value)) if (typeof text === 'string') out.push({ text, path: ['words', lang, key], lang });
    }
  }
  return out;
}

function checkGlyphs(parts: SpecParts, missingGlyphs: (text: string) => string[], emit: Emit, languages?: readonly string[]): void {
  for (const { text, path, lang } of printedStrings(parts)) {
    // Not printed: a text of a language the pad is not printed in.
    if (languages !== undefined && lang !== undefined && !languages.includes(lang)) continue;
    const missing = [...new Set(missingGlyphs(text))];
    for (const ch of missing) {
      const cp = ch.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0') ?? '?';
      emit('error', 'missing-glyph', path, `${formatPath(path)}: the pad's font has no glyph for ${JSON.stringify(ch)} (U+${cp})`, 'use another character, or a spelling the font can print', false, { kind: 'design', where: formatPath(path), char: ch, cp });
    }
  }
}
