/**
 * A salvo typed with a word joining its last cells, as players say it (`A1 B1 C1 D1 and E1`,
 * `а1, б1 и в1`, `a1 i b1` in Polish, `&`), is taken at play's cells prompt as the cells, the word
 * left out as a comma between them is; before, the word was refused as no cell and the salvo had
 * to be typed again. A word that is part of a cell written with a space (`и 5` for И5) is kept.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-play-joining-'));
});

describe('play: a word joining the cells of a salvo', () => {
  it('classic Salvo: "and" and "&"', async () => {
    expect((await runSalvo(dir, ['new', 'classic-salvo', '-o', 's.yaml'])).code).toBe(0);
    const r = await runSalvo(dir, ['play', 's.yaml', '--no-charts'], ['A1 B1 C1 D1 and E1', 'all miss', 'A2, B2, C2, D2 & E2 -> all miss', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toMatch(/cell-unreadable/u);
    const saved = await readFile(join(dir, 's.yaml'), 'utf8');
    expect(saved).toContain('- blue: A1 B1 C1 D1 E1 -> miss, miss, miss, miss, miss\n');
    expect(saved).toContain('- red: A2 B2 C2 D2 E2 -> miss, miss, miss, miss, miss\n');
  });

  it('Perelman: "и", though и is a column of the board', async () => {
    expect((await runSalvo(dir, ['new', 'perelman', '-o', 'p.yaml'])).code).toBe(0);
    const r = await runSalvo(dir, ['play', 'p.yaml', '--no-charts'], ['а1, б1 и в1', 'мимо', 'quit'].join('\n'));
    expect(r.stdout).not.toMatch(/cell-unreadable/u);
    expect(await readFile(join(dir, 'p.yaml'), 'utf8')).toContain('- blue: а1 б1 в1 -> попаданий нет\n');
  });

  it('Statki: "i" between two shots of a turn typed at once', async () => {
    expect((await runSalvo(dir, ['new', 'statki', '-o', 't.yaml'])).code).toBe(0);
    const r = await runSalvo(dir, ['play', 't.yaml', '--no-charts'], ['a1 i b1', 'trafiony, pudło', 'quit'].join('\n'));
    expect(r.stdout).not.toMatch(/cell-unreadable/u);
    const saved = await readFile(join(dir, 't.yaml'), 'utf8');
    expect(saved).toContain('- blue: A1 B1 -> trafiony, pudło\n');
  });

  it('Морской бой: "и 5", a cell written with a space, is read as И5, not as a word joining cells', async () => {
    expect((await runSalvo(dir, ['new', 'morskoy-boy', '-o', 'm.yaml'])).code).toBe(0);
    const r = await runSalvo(dir, ['play', 'm.yaml', '--no-charts'], ['а1 и 5', 'мимо, мимо', 'quit'].join('\n'));
    const saved = await readFile(join(dir, 'm.yaml'), 'utf8');
    expect(saved, r.stdout).toContain('- blue: А1 -> мимо\n');
    expect(r.stdout).toContain('И5 не принята');
  });
});
