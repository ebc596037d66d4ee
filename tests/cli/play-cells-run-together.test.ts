/**
 * A salvo typed at play's cells prompt without the spaces between its cells (`A1B2C3D4E5`,
 * `а1б2`), where the text cuts into cells one way only, is taken as those cells and said back as
 * read, as a cell typed with a full stop is (`read as: "A1B2C3D4E5" as A1 B2 C3 D4 E5`); before,
 * it was refused as no cell, the cells to be typed again.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-play-run-together-'));
});

describe('play: cells typed without spaces', () => {
  it('classic Salvo: five cells run together are the salvo, said back, saved apart', async () => {
    expect((await runSalvo(dir, ['new', 'classic-salvo', '-o', 's.yaml'])).code).toBe(0);
    const r = await runSalvo(dir, ['play', 's.yaml', '--no-charts'], ['A1B2C3D4E5', 'all miss', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('cells> A1B2C3D4E5\nread as: "A1B2C3D4E5" as A1 B2 C3 D4 E5\nresult> all miss\nsaved salvo 1: blue: A1 B2 C3 D4 E5 -> miss, miss, miss, miss, miss\n');
    expect(r.stdout).not.toMatch(/cell-unreadable/u);
    expect(await readFile(join(dir, 's.yaml'), 'utf8')).toContain('- blue: A1 B2 C3 D4 E5 -> miss, miss, miss, miss, miss\n');
  });

  it('Perelman in Russian, with the result on the same line', async () => {
    expect((await runSalvo(dir, ['new', 'perelman', '-o', 'p.yaml'])).code).toBe(0);
    const r = await runSalvo(dir, ['play', 'p.yaml', '--no-charts'], ['а1б2в3 -> мимо', 'quit'].join('\n'));
    expect(r.stdout).toContain('прочитано: «а1б2в3» как а1 б2 в3\n');
    expect(await readFile(join(dir, 'p.yaml'), 'utf8')).toContain('- blue: а1 б2 в3 -> попаданий нет\n');
  });

  it('text that does not cut into cells is still refused, nothing saved', async () => {
    expect((await runSalvo(dir, ['new', 'statki', '-o', 't.yaml'])).code).toBe(0);
    const r = await runSalvo(dir, ['play', 't.yaml', '--no-charts'], ['A1B2X', 'quit'].join('\n'));
    expect(r.stdout).toMatch(/cell-unreadable: „A1B2X”/u);
    expect(await readFile(join(dir, 't.yaml'), 'utf8')).toContain('salvos: []');
  });
});
