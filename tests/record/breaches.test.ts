/**
 * One fixture per breach kind: each record in tests/record/fixtures breaks exactly one rule, and
 * the referee must name it, at the right salvo, line and column. Plus a record with several
 * reading errors, all of which must be reported.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { refereeRecord } from '../../src/record/referee.js';
import { readRecordFile } from '../../src/record/store.js';

const FIXTURES = join(import.meta.dirname, 'fixtures');

async function check(name: string) {
  const f = await readRecordFile(join(FIXTURES, name), loadRecordVariant, name);
  if (!f.ok) throw new Error(f.diagnostics.map((d) => d.message).join('\n'));
  return refereeRecord(f, f.variant);
}

const CASES: { file: string; code: string; salvo?: number; line: number; column: number; expected?: string; recorded?: string }[] = [
  { file: 'wrong-salvo-size.yaml', code: 'wrong-salvo-size', salvo: 1, line: 3, column: 5, expected: '6', recorded: '5' },
  { file: 'repeated-cell.yaml', code: 'repeated-cell', salvo: 3, line: 5, column: 11, recorded: 'A1' },
  { file: 'cell-off-board.yaml', code: 'cell-off-board', salvo: 2, line: 4, column: 25 },
  { file: 'out-of-turn.yaml', code: 'out-of-turn', salvo: 2, line: 4, column: 5, expected: 'red', recorded: 'blue' },
  { file: 'penalty-ignored.yaml', code: 'penalty-ignored', salvo: 3, line: 5, column: 5 },
  { file: 'shot-limit.yaml', code: 'shot-limit', salvo: 5, line: 7, column: 5, expected: 'at most 1', recorded: '2' },
  { file: 'after-game-end.yaml', code: 'after-game-end', salvo: 4, line: 9, column: 5 },
  // At the ship that clashes, the one written later (the cruiser), as `fleet check` places it.
  { file: 'illegal-fleet.yaml', code: 'illegal-fleet', line: 3, column: 39 },
  { file: 'announcement-contradicts-fleet.yaml', code: 'announcement-contradicts-fleet', salvo: 1, line: 5, column: 32, expected: 'battleship 1', recorded: 'battleship 1, cruiser 1' },
  { file: 'more-hits-than-cells.yaml', code: 'announcement-inconsistent', salvo: 1, line: 3, column: 32, recorded: 'destroyer 5' },
  { file: 'hit-after-sunk.yaml', code: 'announcement-inconsistent', salvo: 3, line: 5, column: 20, recorded: 'boat 1' },
  { file: 'salvo-size-not-allowed.yaml', code: 'salvo-size-not-allowed', salvo: 5, line: 8, column: 5, expected: '2–3', recorded: '1' },
];

describe('every breach kind has a fixture the referee reports', () => {
  for (const c of CASES) {
    it(`${c.file}: ${c.code}`, async () => {
      const report = await check(c.file);
      expect(report.ok).toBe(false);
      expect(report.breaches.map((b) => b.code)).toEqual([c.code]);
      const b = report.breaches[0]!;
      expect(b.salvo).toBe(c.salvo);
      expect([b.line, b.column]).toEqual([c.line, c.column]);
      expect(b.rule.length).toBeGreaterThan(0);
      if (c.expected !== undefined) expect(b.expected).toBe(c.expected);
      if (c.recorded !== undefined) expect(b.recorded).toBe(c.recorded);
    });
  }

  it('the correct announcement is given when the fleet contradicts the recorded one', async () => {
    const report = await check('announcement-contradicts-fleet.yaml');
    expect(report.breaches[0]!.correctAnnouncement).toBe('battleship 1');
    expect(report.breaches[0]!.side).toBe('red');
    expect(report.breaches[0]!.shooter).toBe('blue');
  });

  it('an illegal fleet says what the referee does: compare it with the side\'s own chart', async () => {
    const b = (await check('illegal-fleet.yaml')).breaches[0]!;
    expect(b.suggestion).toContain(`compare the fleet with ${b.side!}'s own chart and mend a ship copied wrong`);
  });

  it('a hit after the ship was sunk is named as such', async () => {
    const report = await check('hit-after-sunk.yaml');
    expect(report.breaches[0]!.message).toMatch(/after it was sunk/);
  });
});

describe('reading errors are all reported, each with its place', () => {
  it('unknown key, cell off the board, unknown word, unknown side', async () => {
    const report = await check('unreadable.yaml');
    expect(report.breaches.map((b) => [b.code, b.salvo, b.line, b.column])).toEqual([
      ['unknown-key', undefined, 2, 1],
      ['cell-off-board', 1, 4, 26],
      ['announcement-unknown-word', 2, 5, 31],
      ['unknown-side', 3, 6, 5],
    ]);
    expect(report.breaches[2]!.suggestion).toBe('did you mean battleship? If so, write the line: - red: A1 B2 C3 D4 E5 F6 -> battleship 1');
    // A cell off the board with no likely reading: what to do is to look at the pad.
    const off = /"([^"]+)" is off the board/u.exec(report.breaches[1]!.message)![1]!;
    expect(report.breaches[1]!.suggestion).toBe(`compare ${off} with the pad and write the cell that was called`);
  });
});
