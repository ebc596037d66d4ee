/**
 * `salvo play`'s score: the hits it counts are as many as the announcements prove, and where they
 * leave more possible the line says so (`hits: 0, perhaps more`; `попаданий: 1, возможно,
 * больше`; `trafienia: 0, może więcej`): Perelman's class named for a salvo (hit once or more), a
 * result left for later (`потом`, `później`). Counted hits (Jutland) and results given shot by
 * shot stand alone.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerTo } from '../helpers/play-answer.js';
import { runSalvo } from '../helpers/cli.js';

async function fresh(variant: string, players?: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-score-hits-'));
  expect((await runSalvo(dir, ['new', variant, ...(players === undefined ? [] : ['--players', players]), '-o', 'g.yaml'])).code).toBe(0);
  return dir;
}

describe('the score says where more hits may have been scored than the announcements prove', () => {
  it('Perelman: a salvo of three that hit the two-cell ship hit it once or twice', async () => {
    const dir = await fresh('perelman');
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['а1 а2 а3', 'попал в двухпалубный', 'счёт', 'quit'].join('\n') + '\n');
    expect(r.code, r.stderr).toBe(0);
    expect(answerTo(r.stdout, 'счёт')[0]).toBe('«Синие»: сделано выстрелов: 3, попаданий: 1, возможно, больше; потоплено кораблей противника: 0 из 5, возможно, больше; осталось выстрелов: 57');
  });

  it('a result left for later, in Russian, Polish and English; given, it stands alone', async () => {
    const ru = await fresh('morskoy-boy', 'Коля,Оля');
    const r = await runSalvo(ru, ['play', 'g.yaml', '--no-charts'], ['а1', 'потом', 'счёт', 'quit'].join('\n') + '\n');
    expect(r.code, r.stderr).toBe(0);
    expect(answerTo(r.stdout, 'счёт')[0]).toBe('«Первый игрок» (Коля): сделано выстрелов: 1, попаданий: 0, возможно, больше; потоплено кораблей противника: 0 из 10, возможно, больше');
    const pl = await fresh('statki', 'Ala,Tomek');
    const p = await runSalvo(pl, ['play', 'g.yaml', '--no-charts'], ['A1', 'później', 'stan', 'quit'].join('\n') + '\n');
    expect(answerTo(p.stdout, 'stan')[0]).toBe('„Gracz 1” (Ala): oddane strzały: 1, trafienia: 0, może więcej; zatopione statki przeciwnika: 0 z 10, może więcej');
    // In English, at the result prompt the next session opens with, and then the result given: the counts stand alone.
    const e = await runSalvo(pl, ['play', 'g.yaml', '--no-charts', '--lang', 'en'], ['score', 'pudło', 'tally', 'quit'].join('\n') + '\n');
    expect(e.stdout).toContain('result> score\nblue (Ala): shots fired: 1, hits: 0, perhaps more; enemy ships sunk: 0 of 10, perhaps more\n');
    expect(e.stdout).toContain('cells> tally\nblue (Ala): shots fired: 1, hits: 0; enemy ships sunk: 0 of 10\n');
  });
});
