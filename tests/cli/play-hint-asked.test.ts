/**
 * A hint asked for at play's cells prompt (`hint`, `подсказка`, `podpowiedź?`), as a player asks
 * at the table: the chances of the enemy ships for the side to fire now, as --hints gives them
 * after each salvo (before, "not a cell of this board"); the help names it.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-hint-asked-'));
});

describe('a hint asked for at the cells prompt', () => {
  for (const [lang, variant, typed, players, moves, said, help] of [
    ['en', 'classic-salvo', 'hint', 'Ann,Ben', ['A1 B1 C1 D1 E1', 'no hits'], 'Hint for red (Ben):\n', 'hint: the exact chances of the enemy ships for the side to fire now (--hints gives them after every salvo).\n'],
    ['ru', 'morskoy-boy', 'Подсказка?', 'Коля,Оля', ['а1', 'мимо'], 'Подсказка для стороны «Второй игрок» (Оля):\n', 'подсказка или hint — точные вероятности кораблей противника для стороны, которая стреляет сейчас (--hints даёт их после каждого выстрела).\n'],
    ['pl', 'statki', 'podpowiedź', 'Ala,Tomek', ['a1', 'pudło'], 'Podpowiedź dla strony „Gracz 2” (Tomek):\n', 'podpowiedź albo hint — dokładne szanse statków przeciwnika dla strony, która teraz strzela (--hints podaje je po każdym strzale).\n'],
  ] as const) {
    it(`${lang}: the chances for the side to fire, not read as cells; the help names it`, async () => {
      const f = `${lang}.yaml`;
      expect((await runSalvo(dir, ['new', variant, '--players', players, '-o', f])).code).toBe(0);
      const r = await runSalvo(dir, ['play', f, '--no-charts'], [...moves, typed, 'help', 'quit'].join('\n'));
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toContain(`> ${typed}\n${said}`);
      expect(r.stdout).not.toContain('cell-unreadable');
      expect(r.stdout).toContain(help);
    });
  }

  it('at the result prompt, hint (one letter from hit) is not read as a hit: what the prompt waits for is said', async () => {
    expect((await runSalvo(dir, ['new', 'classic-salvo', '-o', 'r.yaml'])).code).toBe(0);
    const r = await runSalvo(dir, ['play', 'r.yaml', '--no-charts'], ['A1 B1 C1 D1 E1', 'hint', 'no hits', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('result> hint\nnow: type what red announced\nresult> no hits\n');
    expect(r.stdout).not.toContain('did you mean hit');
  });
});
