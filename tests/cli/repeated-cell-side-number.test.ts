/**
 * A cell fired at again: the referee names the earlier shot by the side's own number (English:
 * `first fired at in salvo 1 of blue`). Russian and Polish said the number bare (`впервые — в
 * выстреле 1`), which a player reads as the game's shot 1: here the other side's, at another cell.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-repeat-'));
  // tomek's B2 is the game's shot 2 and his own 1st; the game's shot 1 is ala's A1.
  await writeFile(join(dir, 'statki.yaml'), 'variant: statki\nsides:\n  ala: Ala\n  tomek: Tomek\nsalvos:\n  - ala: A1 -> pudło\n  - tomek: B2 -> pudło\n  - ala: C3 -> pudło\n  - tomek: B2 -> pudło\n');
  await writeFile(join(dir, 'boy.yaml'), 'variant: morskoy-boy\nsides:\n  blue: Коля\n  red: Маша\nsalvos:\n  - blue: А1 -> мимо\n  - red: Б2 -> мимо\n  - blue: В3 -> мимо\n  - red: Б2 -> мимо\n');
  // Red's salvo 2 fires again at а1 and б2, both first fired at in red's salvo 1 (the game's salvo 2).
  await writeFile(join(dir, 'perelman.yaml'), 'variant: perelman\nsides:\n  blue: Петя\n  red: Вася\nsalvos:\n  - blue: в1 в2 в3 -> попаданий нет\n  - red: а1 б2 в3 -> попаданий нет\n  - blue: г1 г2 г3 -> попаданий нет\n  - red: а1 б2 г4 -> попаданий нет\n');
});

describe('a repeated cell names the earlier shot as the side’s own', () => {
  it('Polish', async () => {
    const r = await runSalvo(dir, ['check', 'statki.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('strzał 4: strzał 2 strony „tomek”: ponowny strzał w pole, w które już strzelano: B2 (pierwszy raz w strzale 1 tej samej strony) [');
    // The English says the same: the side's shot 1.
    const en = await runSalvo(dir, ['check', 'statki.yaml', '--lang', 'en']);
    expect(en.stdout).toContain('B2 (first fired at in shot 1 of tomek)');
  });

  it('Russian', async () => {
    const r = await runSalvo(dir, ['check', 'boy.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('выстрел 4: выстрел 2 стороны «Второй игрок»: повторный выстрел по клетке, по которой уже стреляли: Б2 (впервые — в выстреле 1 той же стороны) [');
  });

  it('several cells, in salvos', async () => {
    const r = await runSalvo(dir, ['check', 'perelman.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('залп 4: залп 2 стороны «Красные»: повторные выстрелы по клеткам, по которым уже стреляли: а1 (залп 1), б2 (залп 1) — номера залпов той же стороны [');
    const pl = await runSalvo(dir, ['check', 'statki.yaml']);
    expect(pl.stdout).not.toContain('B2 (pierwszy raz w strzale 1) [');
  });
});
