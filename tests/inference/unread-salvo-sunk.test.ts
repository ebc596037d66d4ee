/**
 * A whole salvo's "sunk", told by class, after a salvo with a cell that cannot be read, which may
 * have hit (`C? E5 -> boat 1`, later `C1 E3 -> boat 1 sunk`): the ship sunk may take in the unread
 * cell, so the "sunk" cannot say every cell of it was fired at as read; it was left out whole, and
 * the hit it tells with it was lost (the boat on C1 or E3). It is kept, read as saying that as many
 * ships of the class as it says sank may have sunk then: each hit then, its cells not fired at as
 * read no more than the unread hits before. The oracle is the brute force (./brute.ts), which reads
 * so, and every reading of the record (the unread cell mended to each cell of the board, the layouts
 * that fit some reading) is still counted.
 */
import { describe, expect, it } from 'vitest';
import type { Evidence } from '../../src/inference/evidence.js';
import { infer } from '../../src/inference/engine.js';
import { refereedEvidence } from '../../src/inference/record-check.js';
import { parseRecord } from '../../src/record/parse.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { bruteInfer, bruteLayouts, consistent, type BruteShip } from './brute.js';

// 5×5, a boat of two and a raft that may not touch, two shots a salvo, hits counted by class, sinking told.
const v = makeVariant({
  rows: 5,
  columns: 5,
  fleet: [shipClass('boat', 2), shipClass('raft', 1)],
  turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 2 } },
  report: { timing: 'per-salvo', by: 'class', counts: true, sunk: true },
});

const CELLS = ['A', 'B', 'C', 'D', 'E'].flatMap((c) => ['1', '2', '3', '4', '5'].map((r) => `${c}${r}`));
const text = (lines: readonly string[]): string => `variant: test\nsalvos:\n  - blue: A4 A5 -> no hits\n${lines.map((l) => `  - ${l}\n`).join('')}`;
const key = (l: readonly BruteShip[]): string => JSON.stringify(l.map((s) => s.cells));

function union(lines: readonly string[]): BruteShip[][] {
  const fit = new Map<string, BruteShip[]>();
  for (const c of CELLS) {
    const parsed = parseRecord(text(lines.map((l) => l.replace('C?', c))), v, { file: 'g.yaml' });
    expect(parsed.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const evidence: Evidence = { salvos: parsed.record.salvos.filter((s) => s.side === 'red').map((s) => ({ cells: s.cells, announcement: s.announcement })) };
    for (const l of bruteLayouts(v)) if (consistent(v, l, evidence)) fit.set(key(l), l);
  }
  return [...fit.values()];
}

describe('a whole salvo\'s "sunk" after a salvo with a cell that cannot be read', () => {
  it.each([
    ['the boat sunk, perhaps on the unread cell', ['red: C? E5 -> boat 1', 'blue: B4 B5 -> no hits', 'red: C1 E3 -> boat 1 sunk']],
    ['the raft sunk, and "no hits" after', ['red: C? E5 -> boat 1', 'blue: B4 B5 -> no hits', 'red: C1 E3 -> raft 1 sunk', 'blue: C4 C5 -> no hits', 'red: A1 B1 -> no hits']],
  ])('%s: kept, every reading still counted, the engine the brute force', (_, lines) => {
    const parsed = parseRecord(text(lines), v, { file: 'g.yaml' });
    expect(parsed.diagnostics.map((d) => d.code)).toEqual(['cell-unreadable']);
    const { evidence } = refereedEvidence(parsed.record, v, 'blue', { sources: parsed.sources });
    // The "sunk" is in the evidence, with what it hit.
    expect(evidence.salvos[1]!.announcement).toEqual(parsed.record.salvos[3]!.announcement);
    const kept = bruteLayouts(v).filter((l) => consistent(v, l, evidence));
    const fits = union(lines);
    expect(fits.length).toBeGreaterThan(0);
    const keys = new Set(kept.map(key));
    for (const l of fits) expect(keys.has(key(l))).toBe(true);
    // The class told hit then is on C1 or E3 (cells 2, 14) in every layout counted.
    const k = lines[2]!.includes('boat') ? 0 : 1;
    for (const l of kept) expect(l.some((s) => s.classIndex === k && (s.cells.includes(2) || s.cells.includes(14)))).toBe(true);
    const got = infer(v, evidence);
    const brute = bruteInfer(v, evidence);
    expect(got.count).toBe(brute.count);
    got.marginal.forEach((p, c) => expect(Math.abs(p - brute.marginal[c]!)).toBeLessThan(1e-12));
  });
});
