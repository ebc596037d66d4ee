/**
 * A salvo with a cell that cannot be read, fired at a side whose salvos shrink with damage (guns
 * lost), told by a whole-salvo report: the unread cell may have hit, so what comes after it cannot
 * be read as if it had not. The side's next salvo of two (its cruiser lost a gun to a second hit,
 * at the unread cell) was read as two hits among the cells read, pinning the cruiser at D-6 E-6
 * F-6, which the game does not show; a later "cruiser sunk" likewise, as a ship lying wholly in
 * the cells read. The oracle is the brute force (tests/inference/brute.ts) on the record with the
 * cell mended: every layout that fits the mended record fits the evidence taken from the garbled
 * one (what could not be read makes the evidence weaker, never wrong).
 */
import { describe, expect, it } from 'vitest';
import { refereedEvidence } from '../../src/inference/record-check.js';
import { parseRecord } from '../../src/record/parse.js';
import { readVariantText } from '../../src/variant/parse.js';
import { bruteLayouts, consistent } from './brute.js';

// A Skagerrak cut to 6×6: guns lost to damage, diagonal ships, a hospital whose hit costs a turn.
const VARIANT = `id: skag6
languages: [en]
name: Skagerrak 6
board: { rows: 6, columns: 6, rowLabels: letters, columnLabels: numbers, cellOrder: row-column, separator: "-" }
fleet:
  - { id: cruiser, name: Cruiser, size: 3, guns: 2, gunsLostAt: [2] }
  - { id: tender, name: Tender, shape: "##/#./#.", guns: 1 }
  - { id: hospital, name: Hospital ship, size: 2, protected: true, mustSink: false }
placement: { diagonal: true, spacing: no-contact }
turns:
  salvo: { kind: guns }
  protectedHitPenalty: skip-next-turn
report: { timing: per-salvo, by: class, counts: true, sunk: true }
words:
  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Own, enemyChart: Enemy }
`;
const parsedVariant = readVariantText(VARIANT, 'v.yaml');
if (!parsedVariant.ok) throw new Error(parsedVariant.diagnostics.map((d) => d.message).join('\n'));
const v = parsedVariant.value;

// Red's fleet: cruiser A-6..C-6, tender D-2 D-3 E-2 F-2, hospital A-1..B-1 (a random legal game's).
const LINES = [
  'blue: A-3 C-2 C-4 -> no hits',
  'red: E-2 A-6 F-5 -> no hits',
  'blue: F-6 A-6 D-3 -> cruiser 1, tender 1',
  'red: F-6 A-3 C-1 -> cruiser 1',
  'blue: B-6 E-6 B-1 -> cruiser 1, hospital ship 1',
  'red: D-2 A-1 -> no hits',
  'red: D-6 C-2 -> hospital ship 1',
  'blue: C-6 E-1 D-1 -> cruiser 1 sunk',
];

const record = (lines: readonly string[]): string => `variant: skag6\nsalvos:\n${lines.map((l) => `  - ${l}\n`).join('')}`;
const key = (l: readonly { cells: readonly number[] }[]): string => JSON.stringify(l.map((s) => s.cells));
const layouts = bruteLayouts(v);

function fits(lines: readonly string[]) {
  const parsed = parseRecord(record(lines), v, { file: 'g.yaml' });
  const { evidence } = refereedEvidence(parsed.record, v, 'red', { sources: parsed.sources });
  return { parsed, fits: layouts.filter((l) => consistent(v, l, evidence)) };
}

describe('a cell that cannot be read, in a whole-salvo report at a side whose salvos shrink with damage', () => {
  it.each([
    ['its next salvo smaller', 6],
    ['and a "sunk" after it', 8],
  ])('%s: every layout the mended record fits is still in the evidence', (_, n) => {
    const mended = LINES.slice(0, n);
    const good = fits(mended);
    const bad = fits(mended.map((l, i) => (i === 4 ? l.replace('B-6', 'B-?') : l)));
    expect(good.parsed.diagnostics).toEqual([]);
    expect(bad.parsed.diagnostics.map((d) => d.code)).toEqual(['cell-unreadable']);
    // The mended record fits the cruiser where it is, A-6..C-6, among others.
    expect(good.fits.length).toBeGreaterThan(0);
    expect(good.fits.some((l) => key([l[0]!]) === JSON.stringify([[5, 11, 17]]))).toBe(true);
    const kept = new Set(bad.fits.map(key));
    for (const l of good.fits) expect(kept.has(key(l))).toBe(true);
  });
});
