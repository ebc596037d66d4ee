/**
 * A cell fired at again: the referee says whose salvo fires again at which cell, and in which of
 * that side's own salvos it was fired at before (`blue's salvo 2 fires again at B2, already fired
 * at in blue's salvo 1`; `сторона «синие» своим залпом 2 снова стреляет по клетке Б2, по которой
 * уже стреляла своим залпом 1`): never a bare number, which a player reads as the game's salvo.
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
  // Red's salvo 3 fires again at а1 (its salvo 1) and а4 (its salvo 2); its salvo 4 at а1 again, and names к1 twice.
  await writeFile(
    join(dir, 'groups.yaml'),
    'variant: perelman\nsides:\n  blue: Петя\n  red: Вася\nsalvos:\n  - blue: в1 в2 в3 -> попаданий нет\n  - red: а1 б2 в3 -> попаданий нет\n  - blue: г1 г2 г3 -> попаданий нет\n  - red: а4 б5 г4 -> попаданий нет\n  - blue: д1 д2 д3 -> попаданий нет\n  - red: а1 а4 е5 -> попаданий нет\n  - blue: е1 е2 е3 -> попаданий нет\n  - red: к1 к1 а1 -> попаданий нет\n',
  );
  await writeFile(join(dir, 'perelman.yaml'), 'variant: perelman\nsides:\n  blue: Петя\n  red: Вася\nsalvos:\n  - blue: в1 в2 в3 -> попаданий нет\n  - red: а1 б2 в3 -> попаданий нет\n  - blue: г1 г2 г3 -> попаданий нет\n  - red: а1 б2 г4 -> попаданий нет\n');
});

describe('a repeated cell names the earlier shot as the side’s own', () => {
  it('Polish', async () => {
    const r = await runSalvo(dir, ['check', 'statki.yaml']);
    expect(r.code).toBe(1);
    // The side named once, in the message: the bracket does not say its shot again.
    expect(r.stdout).toContain('strzał 4: strona „tomek” swoim strzałem 2 znów strzela w pole B2, w które strzelała już swoim strzałem 1 [zasada:');
    // The English says the same: the side's shot 1.
    const en = await runSalvo(dir, ['check', 'statki.yaml', '--lang', 'en']);
    expect(en.stdout).toContain("shot 4: tomek's shot 2 fires again at B2, already fired at in tomek's shot 1 [rule:");
  });

  it('Russian', async () => {
    const r = await runSalvo(dir, ['check', 'boy.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('выстрел 4: сторона «Второй игрок» своим выстрелом 2 снова стреляет по клетке Б2, по которой уже стреляла своим выстрелом 1 [правило:');
  });

  it('several cells, in salvos', async () => {
    const r = await runSalvo(dir, ['check', 'perelman.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('залп 4: сторона «Красные» своим залпом 2 снова стреляет по клеткам а1 и б2, по которым уже стреляла своим залпом 1 [правило:');
    const en = await runSalvo(dir, ['check', 'perelman.yaml', '--lang', 'en']);
    expect(en.stdout).toContain("salvo 4: red's salvo 2 fires again at а1 and б2, already fired at in red's salvo 1 [rule:");
  });

  it('cells first fired at in different salvos, and a cell named twice', async () => {
    const r = await runSalvo(dir, ['check', 'groups.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('залп 6: сторона «Красные» своим залпом 3 снова стреляет по клетке а1, по которой уже стреляла своим залпом 1, и по клетке а4 — своим залпом 2 [');
    expect(r.stdout).toContain('залп 8: сторона «Красные» своим залпом 4 снова стреляет по клетке а1, по которой уже стреляла своим залпом 1, и дважды называет клетку к1 [');
    const en = await runSalvo(dir, ['check', 'groups.yaml', '--lang', 'en']);
    expect(en.stdout).toContain("salvo 6: red's salvo 3 fires again at а1, already fired at in red's salvo 1, and at а4, in red's salvo 2 [");
    expect(en.stdout).toContain("salvo 8: red's salvo 4 fires again at а1, already fired at in red's salvo 1, and names к1 twice [");
  });
});
