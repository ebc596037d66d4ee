/**
 * The set-up shared by the tests of a record with a cell that cannot be read (`C?`): the record's
 * text, the evidence taken from it as written, and the layouts that fit some reading of it (each
 * unread cell mended to each cell of the board), by the brute force (./brute.ts). What the engine
 * counts must take in every such layout, and equal the brute force on the evidence as written.
 */
import { expect } from 'vitest';
import { infer, type InferenceResult } from '../../src/inference/engine.js';
import type { Evidence } from '../../src/inference/evidence.js';
import { refereedEvidence } from '../../src/inference/record-check.js';
import { listUnreadLayouts, unreadListedAt } from '../../src/inference/unread-listed.js';
import { parseRecord, type ParsedRecord } from '../../src/record/parse.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { bruteInfer, bruteLayouts, consistent, type BruteShip } from './brute.js';

/** The salvo written before the lines, unless a test gives its own: blue's, hitting nothing. */
export const FIRST = 'blue: A4 A5 -> no hits';
const UNREAD = /[A-G]\?/u;

/**
 * 5×5, a boat and two rafts (told apart) that may not touch, two shots a salvo, reported ship by
 * ship: with `LOOSE`, the weakened reading has more layouts than the listing's cap (read loosely).
 */
export const byShip = makeVariant({
  rows: 5,
  columns: 5,
  fleet: [shipClass('boat', 2), shipClass('raft', 1, { count: 2 })],
  turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 2 } },
  report: { timing: 'per-salvo', by: 'ship', counts: true, sunk: false },
});
export const LOOSE = ['red: C? E5 -> raft #2 1', 'blue: B4 B5 -> no hits', 'red: C1 E4 -> no hits'];

/** 5×5, a boat and a raft, hits reported salvo by salvo by class, sinking told: with `LISTED`, its readings listed exactly. */
export const byClass = makeVariant({
  rows: 5,
  columns: 5,
  fleet: [shipClass('boat', 2), shipClass('raft', 1)],
  turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 2 } },
  report: { timing: 'per-salvo', by: 'class', counts: true, sunk: true },
});
export const LISTED = ['red: B2 D? -> boat 1', 'blue: B4 B5 -> no hits', 'red: D3 E5 -> boat 1 sunk'];

/** A layout as a key: its ships' cells, in order. */
export const layoutKey = (l: readonly BruteShip[]): string => JSON.stringify(l.map((s) => s.cells));

/** The record: `first`, then the lines, each salvo quoted after its side (`red: "C? E5 -> boat #1 1"`). */
export function recordText(lines: readonly string[], first = FIRST): string {
  return `variant: test\nsalvos:\n  - ${first}\n${lines.map((l) => `  - ${l.replace(': ', ': "')}"\n`).join('')}`;
}

/** The board's cells as a record writes them: letters across, numbers down. */
function boardLabels(v: Variant): string[] {
  const letters = 'ABCDEFG'.slice(0, v.board.columns).split('');
  return letters.flatMap((c) => Array.from({ length: v.board.rows }, (_, r) => `${c}${r + 1}`));
}

/** Every reading of the lines: each unread cell (`C?`) mended to each cell of the board, all combinations. */
function readings(v: Variant, lines: readonly string[]): string[][] {
  const cells = boardLabels(v);
  // Each unread cell once (two in a line: the line twice, its first unread cell mended each time).
  const at = lines.flatMap((l, i) => (l.match(new RegExp(UNREAD.source, 'gu')) ?? []).map(() => i));
  let out: string[][] = [[...lines]];
  for (const i of at) out = out.flatMap((ls) => cells.map((c) => ls.map((l, j) => (j === i ? l.replace(UNREAD, c) : l))));
  return out;
}

/** The layouts of blue that fit some reading of the lines, by the brute force on red's salvos as written. */
export function readingsFit(v: Variant, lines: readonly string[], first = FIRST): BruteShip[][] {
  const layouts = bruteLayouts(v);
  const fit = new Map<string, BruteShip[]>();
  for (const mended of readings(v, lines)) {
    const parsed = parseRecord(recordText(mended, first), v, { file: 'g.yaml' });
    expect(parsed.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const evidence: Evidence = { salvos: parsed.record.salvos.filter((s) => s.side === 'red').map((s) => ({ cells: s.cells, announcement: s.announcement })) };
    for (const l of layouts) if (consistent(v, l, evidence)) fit.set(layoutKey(l), l);
  }
  return [...fit.values()];
}

/** The record as written, one `cell-unreadable` for each unread cell, and blue's evidence from it. */
export function garbledRecord(v: Variant, lines: readonly string[], first = FIRST): { parsed: ParsedRecord; evidence: Evidence } {
  const parsed = parseRecord(recordText(lines, first), v, { file: 'g.yaml' });
  expect(parsed.diagnostics.map((d) => d.code)).toEqual(lines.flatMap((l) => l.match(new RegExp(UNREAD.source, 'gu')) ?? []).map(() => 'cell-unreadable'));
  return { parsed, evidence: refereedEvidence(parsed.record, v, 'blue', { sources: parsed.sources }).evidence };
}

/**
 * The checks every such test makes: the brute force on the evidence keeps every layout that fits
 * some reading of the lines (the weakened reading, a superset), and the engine equals the brute
 * force (counts exactly, chances to 1e-12): on the readings themselves where the evidence is one
 * the engine reads exactly (one salvo's report with one or two unread cells, every later report
 * read: `unreadListedAt`, the weakened reading's layouts few enough to list: `listUnreadLayouts`),
 * else on the evidence as weakened. The engine's answer, for what a test
 * checks besides.
 */
export function expectEveryReadingCounted(v: Variant, evidence: Evidence, lines: readonly string[], first = FIRST): InferenceResult {
  const kept = new Set(bruteLayouts(v).filter((l) => consistent(v, l, evidence)).map(layoutKey));
  const fits = readingsFit(v, lines, first);
  expect(fits.length).toBeGreaterThan(0);
  for (const l of fits) expect(kept.has(layoutKey(l))).toBe(true);
  const got = infer(v, evidence);
  if (unreadListedAt(v, evidence) !== null && listUnreadLayouts(v, evidence, 60_000) !== null) {
    expect(got.exact).toBe(true);
    expect(got.count).toBe(BigInt(fits.length));
    const want = readingShares(v, fits);
    got.marginal.forEach((p, c) => expect(Math.abs(p - want.cell[c]!)).toBeLessThan(1e-12));
    v.fleet.forEach((cls, k) => got.classMarginal[cls.id]!.forEach((p, c) => expect(Math.abs(p - want.byClass[k]![c]!)).toBeLessThan(1e-12)));
    return got;
  }
  const brute = bruteInfer(v, evidence);
  expect(got.count).toBe(brute.count);
  got.marginal.forEach((p, c) => expect(Math.abs(p - brute.marginal[c]!)).toBeLessThan(1e-12));
  return got;
}

/** Per cell, and per class and cell, the share of the layouts with a ship there. */
export function readingShares(v: Variant, layouts: readonly BruteShip[][]): { cell: number[]; byClass: number[][] } {
  const N = v.board.rows * v.board.columns;
  const cell = new Array<number>(N).fill(0);
  const byClass = v.fleet.map(() => new Array<number>(N).fill(0));
  for (const l of layouts) for (const s of l) for (const c of s.cells) {
    cell[c]! += 1 / layouts.length;
    byClass[s.classIndex]![c]! += 1 / layouts.length;
  }
  return { cell, byClass };
}
