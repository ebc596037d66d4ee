/**
 * `salvo play`: how many shots the side to fire has, asked as players ask it (`how many shots do
 * I have?`, `сколько у меня выстрелов?`, `ile mam strzałów?`), is answered with the turn line,
 * which says the shots owed; before, it was said to hold no cell.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerTo } from '../helpers/play-answer.js';
import { runSalvo } from '../helpers/cli.js';

async function fresh(variant: string, players: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-shots-owed-'));
  expect((await runSalvo(dir, ['new', variant, '--players', players, '-o', 'g.yaml'])).code).toBe(0);
  return dir;
}

describe('the shots owed, asked', () => {
  it('in English (Salvo) and Russian (Perelman)', async () => {
    const en = await fresh('classic-salvo', 'Sam,Priya');
    const r = await runSalvo(en, ['play', 'g.yaml', '--no-charts'], ['How many shots do I have?', 'how many shots', 'quit'].join('\n') + '\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('cells> How many shots do I have?\nnow: salvo 1: blue (Sam), its salvo 1, 5 shots\n');
    expect(r.stdout).toContain('cells> how many shots\nnow: salvo 1: blue (Sam), its salvo 1, 5 shots\n');
    const ru = await fresh('perelman', 'Петя,Вася');
    const p = await runSalvo(ru, ['play', 'g.yaml', '--no-charts'], ['сколько у меня выстрелов?', 'quit'].join('\n') + '\n');
    expect(answerTo(p.stdout, 'сколько у меня выстрелов?')).toEqual(['сейчас: залп 1: сторона «Синие» (Петя), её залп № 1, 3 выстрела (осталось 60 из 60)']);
  });

  it('in Polish', async () => {
    const dir = await fresh('statki', 'Ala,Tomek');
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['ile mam strzałów?', 'quit'].join('\n') + '\n');
    expect(answerTo(r.stdout, 'ile mam strzałów?')).toEqual(['teraz: strzał 1: strona „Gracz 1” (Ala), jej strzał nr 1']);
  });
});
