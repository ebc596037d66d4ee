/**
 * Russian and Polish players quit play as they say it: `в` (выход) and `w` (wyjdź) typed alone,
 * and the whole words (`выход`, `выйти`, `wyjdź`, `koniec`), wherever the game reads them as
 * nothing else. Where it does (a Cyrillic board's column `в`, a ship marked `W`), the letter does
 * not quit: play says so once, with the word that does, and reads it as before.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-quit-letters-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);

describe('a quit letter the game reads as nothing else quits', () => {
  for (const typed of ['w', 'W', 'в', 'wyjdź', 'koniec', 'выйти']) {
    it(`Statki (A–J): "${typed}" at the cells prompt, and at the result prompt`, async () => {
      const f = `s-${typed}.yaml`;
      expect((await run(['new', 'statki', '-o', f])).code).toBe(0);
      const cells = await run(['play', f, '--no-charts'], `${typed}\nA1\n`);
      expect(cells.code, cells.stderr).toBe(0);
      expect(cells.stdout).toContain(`pola> ${typed}\nnic nie zapisano; ${f} bez zmian.\n`);
      const result = await run(['play', f, '--no-charts'], `A1\n${typed}\nB1\n`);
      expect(result.stdout).toContain(`wynik> ${typed}\n`);
      expect(result.stdout).toContain('strzał 1 zapisany bez wyniku');
      const text = await readFile(join(dir, f), 'utf8');
      expect(text).toContain('A1');
      expect(text).not.toContain('B1');
    });
  }
});

describe('a quit letter the game reads as something else', () => {
  it('Морской бой: в is a column of the board: not quit, said once with выход, the game goes on', async () => {
    expect((await run(['new', 'morskoy-boy', '-o', 'm.yaml'])).code).toBe(0);
    const r = await run(['play', 'm.yaml', '--no-charts'], ['в', 'В', 'а1', 'мимо', 'выход'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('клетки> в\n«в» здесь не выход: это столбец поля (чтобы закончить, наберите выход)\n');
    expect(r.stdout.split('здесь не выход').length - 1).toBe(1);
    expect(r.stdout).toContain('клетки> В\nошибка cell-unreadable: «В» — не клетка этого поля');
    expect(await readFile(join(dir, 'm.yaml'), 'utf8')).toContain('А1 -> мимо');
    // The help offers q alone there, not в.
    const help = await run(['play', 'm.yaml', '--no-charts'], 'help\nвыход\n');
    expect(help.stdout).toContain('выход или quit (можно коротко: q).\n');
  });

  it('a ship marked W: w does not quit, said in Polish and in English; the help offers q alone', async () => {
    const text = (await readFile(join(process.cwd(), 'templates', 'statki.yaml'), 'utf8')).replace(/^(\s+)mark: P$/mu, '$1mark: W');
    expect(text).toContain('mark: W');
    await writeFile(join(dir, 'wv.yaml'), text);
    await writeFile(join(dir, 'w.yaml'), 'variant: wv.yaml\nsalvos: []\n');
    const pl = await run(['play', 'w.yaml', '--no-charts'], ['w', 'help', 'koniec'].join('\n'));
    expect(pl.code, pl.stderr).toBe(0);
    expect(pl.stdout).toContain('pola> w\n„w” tu nie kończy gry: to oznaczenie statku w tej grze (aby zakończyć, wpisz koniec)\n');
    expect(pl.stdout).toContain('koniec albo quit (można krótko: q).\n');
    const en = await run(['play', 'w.yaml', '--no-charts', '--lang', 'en'], ['W', 'quit'].join('\n'));
    expect(en.stdout).toContain(`cells> W\n"W" does not quit here: it is a ship's mark in this game (to stop, type quit)\n`);
  });
});
