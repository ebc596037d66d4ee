/**
 * play's charts (`show` at its prompt) of a record with two results of a turn line written the
 * other way round (`- первый: Б4 Б5 -> мимо, попал`, check's results-swapped): charted swapped
 * back, as `salvo show` charts them (Б4 a hit, Б5 a miss), not as written.
 */
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { swappedGame } from '../helpers/swapped-game.js';

/** The chart rows (a row label, then cells) of `text`, in order. */
const rows = (text: string): string[] => text.split('\n').filter((l) => /^\s?\d{1,2}\s{2}/u.test(l));

describe('play charts a turn\'s results written the other way round as show does', () => {
  it('Морской бой: the same chart rows as salvo show, Б4 a hit', async () => {
    const dir = await swappedGame('salvo-play-charts-swapped-');
    const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'show\nquit\n');
    expect(play.code, play.stderr).toBe(0);
    const show = await runSalvo(dir, ['show', 'g.yaml']);
    expect(show.stdout).toContain('как их читает check');
    const charted = rows(play.stdout);
    expect(charted.length).toBe(20);
    expect(charted).toEqual(rows(show.stdout));
    // Row 4 of первый's control chart: shot 10 at Б4 a hit (*), as the results read swapped back.
    expect(charted[3]).toMatch(/ 4 {2}8 {2}10\* 12\*/u);
  });
});
