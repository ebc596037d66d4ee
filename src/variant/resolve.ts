/**
 * Resolution: the pieces that turn the structurally valid spec (zod output, defaults filled in)
 * into the resolved `Variant`: label shorthands expanded, localized texts spread over every
 * declared language, default marks (Roman numerals), default sides, normalised shapes. Each
 * helper also tells where every resolved string came from (a data path), so semantic checks can
 * point at the right line.
 *
 * @example
 *   resolveLabels('а б в', 3, ['board', 'columnLabels']).labels // ['а', 'б', 'в']
 *   romanNumeral(4) // 'IV'
 */
import type { Board, Localized, Shape, ShipClass, Side, Variant, Words } from './model.js';
import type { ParsedSpec } from './spec-schema.js';
import type { DataPath } from './yaml-source.js';

export type ParsedBoard = ParsedSpec['board'];
export type ParsedClass = ParsedSpec['fleet'][number];
export type ParsedTurns = ParsedSpec['turns'];
export type LocalizedSpec = string | Readonly<Record<string, string>>;

const LATIN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Labels with the path each was written at (the whole shorthand string for shorthands). */
export interface ResolvedLabels {
  readonly labels: readonly string[];
  readonly paths: readonly DataPath[];
  /** The string the labels were read from, when written as one string (not a list, not a keyword). */
  readonly shorthand?: string;
  /** Where each label starts in `shorthand` (UTF-16 index), to point at one of them. */
  readonly offsets?: readonly number[];
}

/**
 * Expand a label spec: a list, `letters`, `numbers`, a string of letters separated by white
 * space, or a string of single characters. `count` is the number of rows or columns (used by
 * `letters`/`numbers` only).
 */
export function resolveLabels(spec: ParsedBoard['rowLabels'], count: number, path: DataPath): ResolvedLabels {
  if (Array.isArray(spec)) {
    return { labels: spec.map((l) => String(l)), paths: spec.map((_, i) => [...path, i]) };
  }
  if (spec === 'letters' || spec === 'numbers') {
    const labels = Array.from({ length: spec === 'letters' ? Math.min(count, LATIN.length) : count }, (_, i) => (spec === 'letters' ? LATIN[i]! : String(i + 1)));
    return { labels, paths: labels.map(() => path) };
  }
  const spaced = /\s/u.test(spec.trim());
  const offsets: number[] = [];
  const labels: string[] = [];
  for (const m of spec.matchAll(spaced ? /\S+/gu : /\S/gu)) {
    labels.push(m[0]);
    offsets.push(m.index);
  }
  return { labels, paths: labels.map(() => path), shorthand: spec, offsets };
}

/** A text in every declared language. */
export function resolveText(spec: LocalizedSpec, languages: readonly string[]): Localized {
  const out: Record<string, string> = {};
  for (const lang of languages) out[lang] = typeof spec === 'string' ? spec : (spec[lang] ?? '');
  return out;
}

/** Every (text, path) pair a localized spec contributes, for glyph checks. */
export function textsOf(spec: LocalizedSpec, path: DataPath): { text: string; path: DataPath }[] {
  if (typeof spec === 'string') return [{ text: spec, path }];
  return Object.entries(spec).map(([lang, text]) => ({ text, path: [...path, lang] }));
}

/** `1 → I`, `4 → IV`, `19 → XIX`. */
export function romanNumeral(n: number): string {
  const table: [number, string][] = [
    [1000, 'M'],
    [900, 'CM'],
    [500, 'D'],
    [400, 'CD'],
    [100, 'C'],
    [90, 'XC'],
    [50, 'L'],
    [40, 'XL'],
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let out = '';
  let rest = n;
  for (const [v, s] of table) {
    while (rest >= v) {
      out += s;
      rest -= v;
    }
  }
  return out;
}

/** Shift a shape so its smallest row and column are 0, cells in reading order. */
export function normaliseShape(cells: readonly (readonly [number, number])[]): Shape {
  const minR = Math.min(...cells.map((c) => c[0]));
  const minC = Math.min(...cells.map((c) => c[1]));
  return cells
    .map(([r, c]) => [r - minR, c - minC] as const)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/** The horizontal line of `size` cells. */
export function straightShape(size: number): Shape {
  return Array.from({ length: size }, (_, i) => [0, i] as const);
}

/** Default side names for languages salvo knows; English for the others. */
const DEFAULT_SIDES: readonly { id: string; names: Readonly<Record<string, string>> }[] = [
  { id: 'blue', names: { en: 'Blue', ru: 'Синие', pl: 'Niebiescy' } },
  { id: 'red', names: { en: 'Red', ru: 'Красные', pl: 'Czerwoni' } },
];

export function resolveSides(turns: ParsedTurns, languages: readonly string[]): readonly [Side, Side] {
  if (turns.sides) {
    const [a, b] = turns.sides;
    return [
      { id: a!.id, name: resolveText(a!.name, languages) },
      { id: b!.id, name: resolveText(b!.name, languages) },
    ];
  }
  const side = (i: 0 | 1): Side => {
    const d = DEFAULT_SIDES[i]!;
    const name: Record<string, string> = {};
    for (const lang of languages) name[lang] = d.names[lang] ?? d.names['en']!;
    return { id: d.id, name };
  };
  return [side(0), side(1)];
}

export function resolveBoard(board: ParsedBoard): Board {
  return {
    rows: board.rows,
    columns: board.columns,
    columnLabels: resolveLabels(board.columnLabels, board.columns, ['board', 'columnLabels']).labels,
    rowLabels: resolveLabels(board.rowLabels, board.rows, ['board', 'rowLabels']).labels,
    cellOrder: board.cellOrder,
    separator: board.separator,
  };
}

/**
 * Each class's roster mark: the one written, else the Roman numeral of its place (I, II, …). A
 * numeral another class has written as its mark (`mark: II` on the third class) is not given
 * again: that class takes the smallest numeral no class has, written or by its place, so no two
 * marks are alike on the pad, and a record's `II` names one class.
 *
 * @example
 *   defaultMarks([{ mark: 'I' }, {}, { mark: 'II' }, {}])   // ['I', 'III', 'II', 'IV']
 */
export function defaultMarks(fleet: readonly { readonly mark?: string | undefined }[]): string[] {
  const fold = (m: string): string => m.trim().toLocaleUpperCase('und');
  const written = new Set(fleet.flatMap((c) => (c.mark !== undefined ? [fold(c.mark)] : [])));
  const taken = new Set(written);
  fleet.forEach((c, i) => {
    if (c.mark === undefined && !written.has(romanNumeral(i + 1))) taken.add(romanNumeral(i + 1));
  });
  return fleet.map((c, i) => {
    if (c.mark !== undefined) return c.mark;
    if (!written.has(romanNumeral(i + 1))) return romanNumeral(i + 1);
    let n = 1;
    while (taken.has(romanNumeral(n))) n++;
    taken.add(romanNumeral(n));
    return romanNumeral(n);
  });
}

export function resolveClass(c: ParsedClass, index: number, languages: readonly string[], mark: string = c.mark ?? romanNumeral(index + 1)): ShipClass {
  const shape = c.shape ? normaliseShape(c.shape) : straightShape(c.size ?? 1);
  return {
    id: c.id,
    name: resolveText(c.name, languages),
    mark,
    size: shape.length,
    kind: c.shape ? 'shape' : 'straight',
    shape,
    count: c.count,
    guns: c.guns,
    gunsLostAt: [...c.gunsLostAt],
    protected: c.protected,
    mustSink: c.mustSink,
    hatched: c.hatched ?? c.protected,
  };
}

/** Build the variant from a spec that passed every check. */
export function resolveVariant(spec: ParsedSpec, source: string): Variant {
  const languages = [...spec.languages];
  const words: Record<string, Words> = {};
  for (const lang of languages) words[lang] = { ...spec.words[lang]! };
  const t = spec.turns;
  const sides = resolveSides(t, languages);
  const marks = defaultMarks(spec.fleet);
  return {
    id: spec.id,
    name: resolveText(spec.name, languages),
    summary: resolveText(spec.summary, languages),
    languages,
    board: resolveBoard(spec.board),
    fleet: spec.fleet.map((c, i) => resolveClass(c, i, languages, marks[i])),
    placement: { diagonal: spec.placement.diagonal, spacing: spec.placement.spacing },
    turns: {
      sides,
      first: t.first ?? sides[0].id,
      salvo: t.salvo.kind === 'damage' ? { ...t.salvo, steps: t.salvo.steps.map((s) => ({ ...s })) } : { ...t.salvo },
      extraShotOnHit: t.extraShotOnHit,
      protectedHitPenalty: t.protectedHitPenalty,
      shotLimit: t.shotLimit,
      onShotsExhausted: t.onShotsExhausted,
    },
    report: { ...spec.report },
    words,
    rules: resolveText(spec.rules, languages),
    source,
  };
}
