/**
 * Every breach the referee reports, one fixture each (tests/rules/fixtures.ts): the code, the
 * turn, the side and its salvo number, expected versus recorded. Also: every code has a fixture,
 * the rule texts, and that a clean fixture prefix reports nothing.
 */
import { describe, expect, it } from 'vitest';
import { checkGame } from '../../src/rules/check.js';
import { RULES, VIOLATION_CODES } from '../../src/rules/violations.js';
import { FIXTURES } from './fixtures.js';

describe.each(FIXTURES.map((f) => [f.name, f] as const))('%s', (_name, f) => {
  it(`is reported as ${f.want.code} at turn ${f.want.turn}`, () => {
    const found = checkGame(f.setup, f.turns);
    expect(found.length).toBeGreaterThan(0);
    const v = found[0]!;
    expect(v.code).toBe(f.want.code);
    expect(v.turn).toBe(f.want.turn);
    expect(v.side).toBe(f.want.side);
    expect(v.salvo).toBe(f.want.salvo);
    expect(v.rule).toBe(RULES[f.want.code]);
    if (f.want.expected !== undefined) expect(v.expected).toBe(f.want.expected);
    if (f.want.recorded !== undefined) expect(v.recorded).toBe(f.want.recorded);
    if (f.want.says !== undefined) expect(v.message).toContain(f.want.says);
    // Nothing is wrong before the breach.
    if (f.want.turn >= 0) expect(checkGame(f.setup, f.turns.slice(0, f.want.turn))).toEqual([]);
  });
});

describe('violation codes', () => {
  it('every code has a fixture', () => {
    const covered = new Set(FIXTURES.map((f) => f.want.code));
    expect(VIOLATION_CODES.filter((c) => !covered.has(c))).toEqual([]);
  });

  it('the announcement that contradicts the fleet carries the correct one', () => {
    const f = FIXTURES.find((x) => x.want.code === 'announcement-contradicts-fleet')!;
    const v = checkGame(f.setup, f.turns)[0]!;
    expect(v.expectedAnnouncement).toEqual({ kind: 'per-salvo', hits: [{ classId: 'battleship', count: 1 }] });
    expect(v.atFault).toBe('red');
  });
});
