/**
 * A shot whose cell cannot be read, announced a hit, then "sunk" at a cell beside it
 * (`10К И10 -> попал, убит`): the ship sunk may take in the unread cell, so the evidence must
 * not read the "sunk" as a ship lying wholly in the cells read. The oracle is the brute force
 * (tests/inference/brute.ts) on the record with the cell mended: every layout that fits the
 * mended record fits the evidence taken from the garbled one (what could not be read makes the
 * evidence weaker, never wrong).
 */
import { describe, expect, it } from 'vitest';
import { refereedEvidence } from '../../src/inference/record-check.js';
import { parseRecord } from '../../src/record/parse.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { bruteLayouts, consistent } from './brute.js';

// 4×4, a boat of 2 and a raft of 1 that may not touch; one shot a turn, a hit earns another.
const v = makeVariant({
  rows: 4,
  columns: 4,
  fleet: [shipClass('boat', 2), shipClass('raft', 1)],
  turns: { ...makeVariant().turns, extraShotOnHit: true },
});

const record = (lines: readonly string[]): string => `variant: test
salvos:
  - blue: A4 -> miss
${lines.map((l) => `  - ${l}\n`).join('')}`;

function fits(lines: readonly string[]) {
  const parsed = parseRecord(record(lines), v, { file: 'g.yaml' });
  const { evidence } = refereedEvidence(parsed.record, v, 'blue', { sources: parsed.sources });
  return { parsed, fits: bruteLayouts(v).filter((l) => consistent(v, l, evidence)) };
}

const key = (l: readonly { cells: readonly number[] }[]): string => JSON.stringify(l.map((s) => s.cells));

describe('a "sunk" after a hit at a cell that cannot be read', () => {
  it.each([
    ['a turn line', ['red: C1 D1 A1 -> hit, sunk, miss']],
    ['a line for each shot', ['red: C1 -> hit', 'red: D1 -> sunk', 'red: A1 -> miss']],
    ['a later turn', ['red: C1 -> hit', 'red: A1 -> miss', 'blue: B4 -> miss', 'red: D1 -> sunk']],
  ])('%s: every layout the mended record fits is still in the evidence', (_, mended) => {
    const good = fits(mended);
    const bad = fits(mended.map((l, i) => (i === 0 ? l.replace('C1', 'C?') : l)));
    expect(good.parsed.diagnostics).toEqual([]);
    expect(bad.parsed.diagnostics.map((d) => d.code)).toEqual(['cell-unreadable']);
    // The mended record places the boat at C1-D1 (the raft anywhere apart from it).
    expect(good.fits.length).toBeGreaterThan(0);
    expect(good.fits.every((l) => key([l[0]!]) === JSON.stringify([[2, 3]]))).toBe(true);
    const kept = new Set(bad.fits.map(key));
    for (const l of good.fits) expect(kept.has(key(l))).toBe(true);
  });

  it('a miss at the unread cell leaves the "sunk" after it as evidence', () => {
    const lines = ['red: C1 -> miss', 'blue: B4 -> miss', 'red: D1 -> sunk'];
    const garbled = fits(lines.map((l, i) => (i === 0 ? l.replace('C1', 'C?') : l)));
    expect(garbled.parsed.diagnostics.map((d) => d.code)).toEqual(['cell-unreadable']);
    // Whatever the unread cell was, it was water: the ship sunk at D1 lies in cells fired at, the raft.
    expect(garbled.fits.length).toBeGreaterThan(0);
    expect(garbled.fits.every((l) => key([l[1]!]) === JSON.stringify([[3]]))).toBe(true);
  });
});
