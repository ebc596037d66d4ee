/**
 * The referee on lines naming no cell (`- red: -> miss`) where the target's fleet is revealed:
 * one announced as hitting nothing is put back into the replay (nothing on the fleet needs
 * placing), so whose turn came next is judged as if its cell were written. The oracle is the
 * same record with a cell written on that line.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { impossibleAnnouncements } from '../../src/inference/record-check.js';
import { parseRecord } from '../../src/record/parse.js';
import { refereeRecord } from '../../src/record/referee.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';

let classic: Variant;
beforeAll(async () => {
  classic = await loadVariant('classic-1967', { cwd: process.cwd() });
});

const RECORD = (red2: string): string => `variant: classic-1967
sides:
  blue: Dad
  red: Jenny
fleets:
  blue:
    aircraft carrier: C2-G2
    battleship: E4-E7
    cruiser: E8-E10
    submarine: G3-I3
    destroyer: I6-J6
salvos:
  - blue: C7 -> miss
  - red: C3 -> miss
  - blue: J2 -> miss
  - red: ${red2}
  - blue: G2 -> miss
  - red: B1 -> miss
`;

/** The findings as `code salvo`, breaches then warnings, leaving out those about the line's cell itself. */
function findings(text: string): string[] {
  const r = refereeRecord(parseRecord(text, classic), classic);
  return [...r.breaches.map((b) => `${b.code} ${b.salvo}`), ...r.warnings.map((w) => `${w.code} ${w.salvo}`)].filter((f) => !/^(salvo-no-cells|repeat-unjudged) /u.test(f));
}

describe('a line naming no cell at a revealed fleet', () => {
  it('announced a miss: the turns after it are judged as with its cell written', () => {
    const written = findings(RECORD('A10 -> miss'));
    expect(written).toEqual([]);
    expect(findings(RECORD('-> miss'))).toEqual(written);
  });
});

describe("the referee's findings", () => {
  it('come in the order of the lines they are at, the fleets before the salvos', () => {
    // Two ships of blue drawn one cell short, on two lines; a repeated cell among the salvos.
    const text = RECORD('B1 -> miss').replace('battleship: E4-E7', 'battleship: E4-E6').replace('submarine: G3-I3', 'submarine: G3-H3');
    const r = refereeRecord(parseRecord(text, classic), classic);
    const fleet = r.breaches.filter((b) => b.salvo === undefined);
    expect(fleet.length).toBeGreaterThanOrEqual(2);
    const lines = r.breaches.map((b) => b.line ?? 0);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
    expect(r.breaches.at(-1)?.code).toBe('repeated-cell');
  });
});

describe('announcements against a revealed fleet', () => {
  it('are judged against the fleet alone: no second finding that no legal fleet fits them', () => {
    // A1 is water in blue's fleet: red's "hit" there contradicts it (and A2, B1 missed leave no ship through A1).
    const text = RECORD('A1 -> hit').replace('  - blue: G2 -> miss\n  - red: B1 -> miss\n', '  - blue: G2 -> miss\n  - red: A2 -> miss\n  - blue: H2 -> miss\n  - red: B1 -> miss\n');
    const parsed = parseRecord(text, classic);
    const codes = refereeRecord(parsed, classic).breaches.map((b) => b.code);
    expect(codes).toContain('announcement-contradicts-fleet');
    expect(impossibleAnnouncements(parsed.record, classic, parsed.sources).breaches).toEqual([]);
  });
});
