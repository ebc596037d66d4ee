/**
 * `salvo play`'s score, where the announcements tell the ships hit but no sinking (Jutland,
 * Perelman, any game reporting a salvo's hits by class with `sunk: false`): the enemy ships sunk
 * it counts are as many as the announcements prove, and where they leave more possible the line
 * says so (`0 of 4, perhaps more`; `возможно, больше`; `może więcej`). Where the announcements
 * settle it (a class hit as often as it has cells, a full salvo proving every gun aboard), the
 * count stands alone, as in games that announce each sinking.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerTo } from '../helpers/play-answer.js';
import { runSalvo } from '../helpers/cli.js';

async function fresh(variant: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-score-sunk-'));
  expect((await runSalvo(dir, ['new', variant, '-o', 'g.yaml'])).code).toBe(0);
  return dir;
}

describe('the score says where more ships may have been sunk than the announcements prove', () => {
  it('Jutland: the destroyers hit twice, one sunk or none, until red fires all six guns', async () => {
    const dir = await fresh('jutland');
    const lines = ['A1 A2 A3 A4 A5 A6', 'destroyer 2', 'score', 'J1 J2 J3 J4 J5 J6', 'no hits', 'tally', 'quit'];
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], lines.join('\n') + '\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('cells> score\nblue: shots fired: 6, hits: 2; enemy ships sunk: 0 of 4, perhaps more\nred: shots fired: 0, hits: 0; enemy ships sunk: 0 of 4\n');
    // Red's salvo of six: both destroyers' guns aboard, so neither is sunk.
    expect(r.stdout).toContain('cells> tally\nblue: shots fired: 6, hits: 2; enemy ships sunk: 0 of 4\nred: shots fired: 6, hits: 0; enemy ships sunk: 0 of 4\n');
  });

  it('Perelman: the two-cell ship named once may be sunk; named twice, it is', async () => {
    const dir = await fresh('perelman');
    const lines = ['а1 а2 а3', 'попал в двухпалубный', 'счёт', 'к1 к2 к3', 'мимо', 'б1 б2 б3', 'попал в двухпалубный', 'итог', 'quit'];
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], lines.join('\n') + '\n');
    expect(r.code, r.stderr).toBe(0);
    expect(answerTo(r.stdout, 'счёт')).toEqual([
      '«Синие»: сделано выстрелов: 3, попаданий: 1, возможно, больше; потоплено кораблей противника: 0 из 5, возможно, больше; осталось выстрелов: 57',
      '«Красные»: сделано выстрелов: 0, попаданий: 0; потоплено кораблей противника: 0 из 5; осталось выстрелов: 60',
    ]);
    expect(answerTo(r.stdout, 'итог')).toEqual([
      '«Синие»: сделано выстрелов: 6, попаданий: 2; потоплено кораблей противника: 1 из 5; осталось выстрелов: 54',
      '«Красные»: сделано выстрелов: 3, попаданий: 0; потоплено кораблей противника: 0 из 5; осталось выстрелов: 57',
    ]);
  });

  it('in Polish: two destroyers of a class reported by count, hit at A1 and A2 (one ship sunk, or both hit once)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-score-sunk-'));
    const variant = [
      'id: niszczyciele',
      'languages: [pl]',
      'name: Niszczyciele',
      'board: { rows: 5, columns: 5 }',
      'fleet:',
      '  - { id: destroyer, name: Niszczyciel, size: 2, count: 2 }',
      'placement: { spacing: may-touch }',
      'report: { timing: per-salvo, by: class, counts: true, sunk: false }',
      'words:',
      '  pl: { miss: pudło, hit: trafiony, noHits: pudło, ownChart: Moja, enemyChart: Wroga }',
      '',
    ].join('\n');
    await writeFile(join(dir, 'v.yaml'), variant);
    await writeFile(join(dir, 'g.yaml'), 'variant: ./v.yaml\nsides:\n  blue: Ala\n  red: Tomek\nsalvos:\n');
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['A1', 'niszczyciel', 'E5', 'pudło', 'A2', 'niszczyciel', 'stan', 'quit'].join('\n') + '\n');
    expect(r.code, r.stderr).toBe(0);
    expect(answerTo(r.stdout, 'stan')).toEqual([
      '„Niebiescy” (Ala): oddane strzały: 2, trafienia: 2; zatopione statki przeciwnika: 0 z 2, może więcej',
      '„Czerwoni” (Tomek): oddane strzały: 1, trafienia: 0; zatopione statki przeciwnika: 0 z 2',
    ]);
  });
});
