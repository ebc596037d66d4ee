/**
 * Validation: raw spec (plain data, e.g. from YAML) → the resolved `Variant`, or every error.
 * Runs the zod schema (structure, ranges, unknown keys), then the semantic checks on every part
 * that is structurally sound, the fleet-fit check, and optionally a glyph check against the pad's
 * font. Diagnostics carry file, line and column when a locator is given, and come out sorted by
 * position.
 *
 * @example
 *   const r = validateVariant({ id: 'x', languages: ['en'], name: 'X', fleet: [{ id: 'a', name: 'A', size: 2 }],
 *     words: { en: { miss: 'miss', hit: 'hit', sunk: 'sunk', noHits: 'no hits', ownChart: 'Mine', enemyChart: 'Theirs' } } });
 *   if (r.ok) r.value.board.rows // 10
 */
import type { z } from 'zod';
import type { Diagnostic, Result } from '../core/diagnostics.js';
import { foldWord } from '../core/words.js';
import { fleetFitProblem } from './fit.js';
import { issuesToDiagnostics } from './issues.js';
import type { Variant } from './model.js';
import { resolveBoard, resolveClass, resolveLabels, resolveVariant, textsOf, type LocalizedSpec, type ResolvedLabels } from './resolve.js';
import { semanticChecks, type Emit, type SpecParts } from './semantic.js';
import { boardSchema, LIMITS, sectionSchemas, shipClassSchema, turnsSchema, variantSpecSchema, type ParsedSpec, type VariantSpec } from './spec-schema.js';
import { formatPath, type DataPath, type SourcePosition } from './yaml-source.js';

export interface ValidateOptions {
  /** File name for diagnostics. */
  readonly file?: string;
  /** Where the value at a path was written (from `loadYamlDocument`). */
  readonly positionOf?: (path: DataPath) => SourcePosition | undefined;
  /** Where the key of a path's last segment was written. */
  readonly keyPositionOf?: (path: DataPath) => SourcePosition | undefined;
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
  const emit: Emit = (severity, code, path, message, suggestion, atKey) => {
    const p = atKey ? (opts.keyPositionOf ?? opts.positionOf)?.(path) : opts.positionOf?.(path);
    diags.push({
      severity,
      code,
      message,
      ...(suggestion !== undefined ? { suggestion } : {}),
      ...(opts.file !== undefined ? { file: opts.file } : {}),
      ...(p ? { line: p.line, column: p.column } : {}),
      path: formatPath(path),
    });
  };
  if (!isPlainObject(spec)) {
    // An empty file (or one of comments alone) reads as no document at all: say it is empty.
    const what = spec === undefined || spec === null ? 'the file is empty: a variant is a mapping of keys (id, languages, board, fleet, …)' : 'the document is not a mapping of keys (id, languages, board, fleet, …)';
    emit('error', 'not-a-mapping', [], what, 'start from `salvo init <template>`');
    return { ok: false, diagnostics: diags };
  }
  const locate = {
    ...(opts.file !== undefined ? { file: opts.file } : {}),
    ...(opts.positionOf ? { positionOf: opts.positionOf } : {}),
    ...(opts.keyPositionOf ? { keyPositionOf: opts.keyPositionOf } : {}),
  };
  const full = variantSpecSchema.safeParse(spec);
  if (!full.success) diags.push(...issuesToDiagnostics(full.error.issues, { root: variantSpecSchema, data: spec, locate }).map((d) => firstSideAdvice(d, spec)));

  const parts = full.success ? partsOf(full.data) : partsOfSections(spec);
  semanticChecks(parts, emit);

  const sectionBroken = (section: string): boolean =>
    diags.some((d) => d.severity === 'error' && (d.path === section || d.path?.startsWith(`${section}.`) || d.path?.startsWith(`${section}[`)));
  if (parts.board && parts.fleet && parts.placement && !['board', 'fleet', 'placement'].some(sectionBroken)) {
    const problem = fleetFitProblem(geometryVariant(parts.board, parts.fleet, parts.placement), opts.fitBudget);
    if (problem) emit(problem.severity, problem.code, ['fleet'], problem.message, problem.suggestion);
  }
  if (opts.missingGlyphs && parts.languages) checkGlyphs(parts, opts.missingGlyphs, emit, opts.glyphLanguages);

  const sorted = capDiagnostics(sortDiagnostics(diags));
  if (!full.success || sorted.some((d) => d.severity === 'error')) return { ok: false, diagnostics: sorted };
  const variant = resolveVariant(full.data, opts.source ?? opts.file ?? full.data.id);
  return { ok: true, value: variant, warnings: sorted };
}

/**
 * `turns.first: Convoy` (the side's name, or its id in capitals) fails the id format: say which
 * side id it means, rather than how an id is spelt.
 */
function firstSideAdvice(d: Diagnostic, spec: Record<string, unknown>): Diagnostic {
  if (d.code !== 'bad-id' || d.path !== 'turns.first') return d;
  const turns = spec['turns'];
  const first = isPlainObject(turns) ? turns['first'] : undefined;
  if (!isPlainObject(turns) || typeof first !== 'string') return d;
  const raw = Array.isArray(turns['sides']) ? (turns['sides'] as unknown[]) : [{ id: 'blue', name: 'Blue' }, { id: 'red', name: 'Red' }];
  const sides = raw.filter(isPlainObject).filter((x): x is Record<string, unknown> & { id: string } => typeof x['id'] === 'string');
  if (sides.length === 0) return d;
  const names = (x: Record<string, unknown>): unknown[] => [x['id'], ...(isPlainObject(x['name']) ? Object.values(x['name']) : [x['name']])];
  const meant = sides.find((x) => names(x).some((n) => typeof n === 'string' && foldWord(n) === foldWord(first)));
  const ids = sides.map((x) => x.id).join(', ');
  const suggestion = meant ? `did you mean ${JSON.stringify(meant.id)}? turns.first names a side by its id (${ids})` : `turns.first names a side by its id: use one of ${ids}`;
  return { ...d, suggestion };
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

function partsOf(s: ParsedSpec): SpecParts {
  return {
    languages: s.languages,
    texts: localizedTexts(s.name, s.summary, s.rules, s.fleet, s.turns),
    board: s.board,
    fleet: s.fleet,
    placement: s.placement,
    turns: s.turns,
    report: s.report,
    words: s.words,
  };
}

/** When the whole spec fails the schema, validate each section on its own. */
function partsOfSections(spec: Record<string, unknown>): SpecParts {
  const get = <T extends z.ZodType>(schema: T, key: string): z.output<T> | undefined => {
    const r = schema.safeParse(spec[key]);
    return r.success ? r.data : undefined;
  };
  const shape = variantSpecSchema.shape;
  const name = get(shape.name, 'name');
  const summary = get(shape.summary, 'summary');
  const rules = get(shape.rules, 'rules');
  const fleet = get(sectionSchemas.fleet, 'fleet');
  const turns = get(sectionSchemas.turns, 'turns');
  const parts: SpecParts = { texts: localizedTexts(name, summary, rules, fleet, turns) };
  const languages = get(shape.languages, 'languages');
  if (languages) parts.languages = languages;
  const board = get(sectionSchemas.board, 'board');
  if (board) parts.board = board;
  else if (isPlainObject(spec['board'])) parts.labelLists = labelListsOf(spec['board']);
  if (fleet) parts.fleet = fleet;
  else if (Array.isArray(spec['fleet']) && spec['fleet'].length <= LIMITS.maxClasses) {
    parts.fleetClasses = spec['fleet'].map((c: unknown) => {
      const r = shipClassSchema.safeParse(c);
      return r.success ? r.data : undefined;
    });
    parts.fleetClasses.forEach((c, i) => {
      if (c) parts.texts.push({ path: ['fleet', i, 'name'], spec: c.name });
    });
    parts.fleetIds = spec['fleet'].map((c: unknown) => (isPlainObject(c) && typeof c['id'] === 'string' ? c['id'] : undefined));
  }
  const placement = get(sectionSchemas.placement, 'placement');
  if (placement) parts.placement = placement;
  if (turns) parts.turns = turns;
  else if (isPlainObject(spec['turns'])) {
    // The sides and the first side can be judged apart from a broken salvo or shot limit, unless
    // the sides themselves are broken (the first side would be judged against the default ones).
    const raw = spec['turns'];
    const sides = turnsSchema.shape.sides.safeParse(raw['sides']);
    const first = turnsSchema.shape.first.safeParse(raw['first']);
    if (sides.success && first.success) parts.turnSides = { ...(sides.data ? { sides: sides.data } : {}), ...(first.data !== undefined ? { first: first.data } : {}) };
  }
  const report = get(sectionSchemas.report, 'report');
  if (report) parts.report = report;
  const words = get(sectionSchemas.words, 'words');
  if (words) parts.words = words;
  return parts;
}

/** The explicitly written label lists of a board that failed the schema, when they pass on their own. */
function labelListsOf(board: Record<string, unknown>): NonNullable<SpecParts['labelLists']> {
  const out: { key: 'columnLabels' | 'rowLabels'; labels: ResolvedLabels }[] = [];
  for (const key of ['columnLabels', 'rowLabels'] as const) {
    const r = boardSchema.shape[key].safeParse(board[key]);
    if (!r.success || r.data === 'letters' || r.data === 'numbers' || board[key] === undefined) continue;
    out.push({ key, labels: resolveLabels(r.data, 0, ['board', key]) });
  }
  return out;
}

function localizedTexts(
  name: LocalizedSpec | undefined,
  summary: LocalizedSpec | undefined,
  rules: LocalizedSpec | undefined,
  fleet: ParsedSpec['fleet'] | undefined,
  turns: ParsedSpec['turns'] | undefined,
): { path: DataPath; spec: LocalizedSpec }[] {
  const out: { path: DataPath; spec: LocalizedSpec }[] = [];
  if (name !== undefined) out.push({ path: ['name'], spec: name });
  if (summary !== undefined) out.push({ path: ['summary'], spec: summary });
  if (rules !== undefined) out.push({ path: ['rules'], spec: rules });
  fleet?.forEach((c, i) => out.push({ path: ['fleet', i, 'name'], spec: c.name }));
  turns?.sides?.forEach((s, i) => out.push({ path: ['turns', 'sides', i, 'name'], spec: s.name }));
  return out;
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
    const b = parts.board;
    for (const [res] of [
      [resolveLabels(b.columnLabels, b.columns, ['board', 'columnLabels'])],
      [resolveLabels(b.rowLabels, b.rows, ['board', 'rowLabels'])],
    ] as const) {
      res.labels.forEach((l, i) => out.push({ text: l, path: res.paths[i]! }));
    }
    if (b.separator !== '') out.push({ text: b.separator, path: ['board', 'separator'] });
  }
  parts.fleet?.forEach((c, i) => {
    if (c.mark !== undefined) out.push({ text: c.mark, path: ['fleet', i, 'mark'] });
  });
  if (parts.words) {
    for (const [lang, w] of Object.entries(parts.words)) {
      for (const [key, text] of Object.entries(w)) out.push({ text, path: ['words', lang, key], lang });
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
      emit('error', 'missing-glyph', path, `${formatPath(path)}: the pad's font has no glyph for ${JSON.stringify(ch)} (U+${cp})`, 'use another character, or a spelling the font can print');
    }
  }
}
