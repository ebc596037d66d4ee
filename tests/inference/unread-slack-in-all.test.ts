/**
 * After n shots at cells that cannot be read and may have hit, each later cell that hit nothing
 * new though a ship lies on it is one of those n cells fired again: a miss on a ship, and a hit
 * more than a whole salvo's report counts, alike. So n of them in all, not n of each kind, nor n
 * for each class of each salvo: `C? E5 -> boat 1`, later `C1 E3 -> raft 1`, later `A1 B1 -> no
 * hits` cannot have the boat on B1-C1 (the unread cell would be both C1 and B1). The oracle is the
 * brute force (./brute.ts), which reads so, and every reading of the record (the unread cell
 * mended to each cell of the board, the layouts that fit some reading) is still counted.
 */
import { describe, expect, it } from 'vitest';
import type { Evidence } from '../../src/inference/evidence.js';
import { infer } from '../../src/inference/engine.js';
import { refereedEvidence } from '../../src/inference/record-check.js';
import { parseRecord } from '../../src/record/parse.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { bruteInfer, bruteLayouts, consistent, type BruteShip } from './brute.js';

// 5×5, a boat of two and a raft that may not touch, two shots a salvo, the hits counted.
const counted = (by: 'class' | 'ship'): Variant =>
  makeVariant({
    rows: 5,
    columns: 5,
    fleet: [shipClass('boat', 2), shipClass('raft', 1)],
    turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 2 } },
    report: { timing: 'per-salvo', by, counts: true, sunk: false },
  });

const CELLS = ['A', 'B', 'C', 'D', 'E'].flatMap((c) => ['1', '2', '3', '4', '5'].map((r) => `${c}${r}`));
const text = (lines: readonly string[]): string => `variant: test\nsalvos:\n  - blue: A4 A5 -> no hits\n${lines.map((l) => `  - ${l.replace(': ', ': "')}"\n`).join('')}`;
const key = (l: readonly BruteShip[]): string => JSON.stringify(l.map((s) => s.cells));

function union(v: Variant, lines: readonly string[]): Set<string> {
  const layouts = bruteLayouts(v);
  const fit = new Set<string>();
  for (const c of CELLS) {
    const parsed = parseRecord(text(lines.map((l) => l.replace('C?', c))), v, { file: 'g.yaml' });
    expect(parsed.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const evidence: Evidence = { salvos: parsed.record.salvos.filter((s) => s.side === 'red').map((s) => ({ cells: s.cells, announcement: s.announcement })) };
    for (const l of layouts) if (consistent(v, l, evidence)) fit.add(key(l));
  }
  return fit;
}

function garbled(v: Variant, lines: readonly string[]): Evidence {
  const parsed = parseRecord(text(lines), v, { file: 'g.yaml' });
  expect(parsed.diagnostics.map((d) => d.code)).toEqual(['cell-unreadable']);
  return refereedEvidence(parsed.record, v, 'blue', { sources: parsed.sources }).evidence;
}

// The boat on B1-C1 (cells 1, 2), the raft on E3 (cell 14): C1 a hit more than told, B1 a miss on a ship.
const BOTH: BruteShip[] = [
  { classIndex: 0, cells: [1, 2] },
  { classIndex: 1, cells: [14] },
];

describe('after an unread cell, the cells fired again are as many as the unread hits in all', () => {
  it.each([
    ['by class', 'class', ['red: C? E5 -> boat 1', 'blue: B4 B5 -> no hits', 'red: C1 E3 -> raft 1', 'blue: C4 C5 -> no hits', 'red: A1 B1 -> no hits']],
    ['ship by ship', 'ship', ['red: C? E5 -> boat #1 1', 'blue: B4 B5 -> no hits', 'red: C1 E3 -> raft #1 1', 'blue: C4 C5 -> no hits', 'red: A1 B1 -> no hits']],
  ] as const)('%s: a hit more than told and a miss on a ship after one unread cell do not both count', (_, by, lines) => {
    const v = counted(by);
    const evidence = garbled(v, lines);
    // A legal layout that no reading of the unread cell fits, and the evidence does not either.
    expect(bruteLayouts(v).some((l) => key(l) === key(BOTH))).toBe(true);
    expect(union(v, lines).has(key(BOTH))).toBe(false);
    expect(consistent(v, BOTH, evidence)).toBe(false);
    const kept = new Set(bruteLayouts(v).filter((l) => consistent(v, l, evidence)).map(key));
    const fits = union(v, lines);
    expect(fits.size).toBeGreaterThan(0);
    for (const l of fits) expect(kept.has(l)).toBe(true);
    const got = infer(v, evidence);
    const brute = bruteInfer(v, evidence);
    expect(got.count).toBe(brute.count);
    got.marginal.forEach((p, c) => expect(Math.abs(p - brute.marginal[c]!)).toBeLessThan(1e-12));
  });
});
