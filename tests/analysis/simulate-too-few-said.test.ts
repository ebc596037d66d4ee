/**
 * `simulate` comparing two variants says a difference cannot be told where too few figures stand
 * behind it. Shots to sink the fleet count only the games in which a fleet was sunk, and the first
 * player's share of wins only the decided games; where the games were enough but those were too
 * few (a variant whose every game runs to its shot limit: Perelman with random shots, Twin Salvo),
 * the line said "too few games to tell (at least 2 each)" beside "games 3 (match, …)" in both
 * columns. It now says which were too few: games with the fleet sunk, decided games (en/ru/pl).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatSimulations } from '../../src/analysis/format.js';
import type { GameRow } from '../../src/analysis/play.js';
import { simulateText } from '../../src/analysis/simulate-text.js';
import { runSalvo } from '../helpers/cli.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { matchReport } from '../helpers/match-report.js';

const root = join(import.meta.dirname, '..', '..');
const variant = makeVariant({ rows: 6, columns: 6, fleet: [shipClass('three', 3), shipClass('two', 2)] });

const won = (winner: 'blue' | 'red', sink: number | null): GameRow => ({ winner, salvos: 20, shots: 40, sideShots: [20, 20], shotsToSink: sink });
const drawn: GameRow = { winner: null, salvos: 30, shots: 60, sideShots: [30, 30], shotsToSink: null };

/** The text after a difference's label under the table. */
function said(text: string, label: string): string {
  const line = text.split('\n').find((l) => l.startsWith(`  ${label}  `));
  expect(line, label).toBeDefined();
  return line!.slice(label.length + 2).trim();
}

describe('simulate: which figures were too few to tell a difference by', () => {
  it('says the games with the fleet sunk were too few, and the decided games, where the games were enough (en/ru/pl)', () => {
    // Three games each: the first sank fleets in all three, the second none (two won on hits, one drawn, say).
    const first = matchReport(variant, [won('blue', 15), won('red', 17), won('blue', 16)]);
    const second = matchReport(variant, [won('blue', null), drawn, drawn]);
    expect(first.summary.games).toBe(3);
    expect(second.summary.shotsToSink.count).toBe(0);
    const en = formatSimulations([first, second], simulateText('en'));
    expect(said(en, 'salvos')).toMatch(/^[−+]?\d+\.\d \(/u);
    expect(said(en, 'shots to sink the fleet')).toBe('too few games with the fleet sunk to tell (at least 2 each)');
    expect(en).not.toContain('too few games to tell');
    const ru = formatSimulations([first, second], simulateText('ru'));
    expect(said(ru, 'выстрелы до потопления флота')).toBe('слишком мало партий с потопленным флотом, чтобы судить (нужно хотя бы по 2)');
    const pl = formatSimulations([first, second], simulateText('pl'));
    expect(said(pl, 'strzały do zatopienia floty')).toBe('za mało gier z zatopioną flotą, by ocenić (co najmniej po 2)');

    // Every game of the second drawn: no decided game to give the first player a share.
    const allDrawn = matchReport(variant, [drawn, drawn, drawn]);
    const enDrawn = formatSimulations([first, allDrawn], simulateText('en'));
    expect(said(enDrawn, 'first player wins')).toBe('too few decided games to tell (at least 1 each, not drawn)');
    expect(said(formatSimulations([first, allDrawn], simulateText('ru')), 'побеждает первый игрок')).toBe('слишком мало партий с победителем, чтобы судить (нужно хотя бы по 1, не ничьей)');
    expect(said(formatSimulations([first, allDrawn], simulateText('pl')), 'wygrywa pierwszy gracz')).toBe('za mało rozstrzygniętych gier, by ocenić (co najmniej po 1, nie remisu)');
  });

  it('says too few games where a variant had fewer than two, as before', () => {
    const one = matchReport(variant, [won('blue', 15)]);
    const three = matchReport(variant, [won('blue', 15), won('red', 17), won('blue', 16)]);
    const en = formatSimulations([one, three], simulateText('en'));
    for (const label of ['salvos', 'shots', 'shots to sink the fleet']) expect(said(en, label)).toBe('too few games to tell (at least 2 each)');
    // One decided game each is a share to compare, however wide its interval.
    expect(said(en, 'first player wins')).toMatch(/points \(/u);
  });

  it('says so on the command line, of a variant whose every game ran to its shot limit', async () => {
    const args = ['simulate', 'examples/variants/twin-salvo.yaml', 'perelman', '--games', '3', '--strategy', 'random', '--seed', '5', '--workers', '1'];
    const json = await runSalvo(root, [...args, '--json']);
    expect(json.code).toBe(0);
    type Rep = { summary: { games: number; draws: number }; rows: GameRow[] };
    const reports = (JSON.parse(json.stdout) as { reports: Rep[] }).reports;
    // Counted from the games themselves: enough games, too few sunk fleets, and no decided game in Perelman's.
    for (const r of reports) {
      expect(r.rows.length).toBeGreaterThanOrEqual(2);
      expect(r.rows.filter((g) => g.shotsToSink !== null).length).toBeLessThan(2);
    }
    expect(reports[1]!.rows.every((g) => g.winner === null)).toBe(true);
    // --json says so with nulls, as docs/scripting.md has it: no fleet sunk, no game decided.
    type Summary = { shotsToSink: { count: number; mean: number | null; q3: number | null }; firstPlayer: { rate: number | null; low: number | null; high: number | null } };
    const perelman = (reports[1] as unknown as { summary: Summary }).summary;
    expect(perelman.shotsToSink).toMatchObject({ count: 0, mean: null, q3: null });
    expect(perelman.firstPlayer).toMatchObject({ rate: null, low: null, high: null });
    const text = await runSalvo(root, [...args, '--lang', 'en']);
    expect(text.code).toBe(0);
    expect(said(text.stdout, 'shots to sink the fleet')).toBe('too few games with the fleet sunk to tell (at least 2 each)');
    expect(said(text.stdout, 'first player wins')).toBe('too few decided games to tell (at least 1 each, not drawn)');
    expect(said(text.stdout, 'salvos')).toMatch(/^[−+]?\d+\.\d \(/u);
  });
});
