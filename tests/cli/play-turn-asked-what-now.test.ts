/**
 * `salvo play`: asking what now, as players do at the table, in each language (`what next`,
 * `что теперь?`, `что дальше`, `кто бьёт`, `co teraz?`, `co dalej`), is answered with whose turn
 * it is, as `what now` was; before, each word was said not to be a cell.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerTo } from '../helpers/play-answer.js';
import { runSalvo } from '../helpers/cli.js';

async function fresh(variant: string, players: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-what-now-'));
  expect((await runSalvo(dir, ['new', variant, '--players', players, '-o', 'g.yaml'])).code).toBe(0);
  return dir;
}

describe('what now, asked in each language', () => {
  it('ru: что теперь?, что дальше, кто бьёт', async () => {
    const dir = await fresh('morskoy-boy', 'Коля,Оля');
    const asked = ['что теперь?', 'что дальше', 'кто бьёт'];
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], [...asked, 'quit'].join('\n') + '\n');
    expect(r.code, r.stderr).toBe(0);
    for (const q of asked) expect(answerTo(r.stdout, q)).toEqual(['сейчас: выстрел 1: сторона «Первый игрок» (Коля), её выстрел № 1']);
  });

  it('pl: co teraz?, co dalej; en: what next', async () => {
    const dir = await fresh('statki', 'Ala,Tomek');
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['co teraz?', 'co dalej', 'quit'].join('\n') + '\n');
    expect(r.code, r.stderr).toBe(0);
    for (const q of ['co teraz?', 'co dalej']) expect(answerTo(r.stdout, q)).toEqual(['teraz: strzał 1: strona „Gracz 1” (Ala), jej strzał nr 1']);
    const en = await runSalvo(dir, ['play', 'g.yaml', '--no-charts', '--lang', 'en'], ['what next?', 'quit'].join('\n') + '\n');
    expect(en.stdout).toContain('cells> what next?\nnow: shot 1: blue (Ala), its shot 1\n');
  });
});
