/**
 * A cell typed with its labels the other way round (`1a` for A1, `10б` for Б10) reads one way
 * only: play takes it and says it back as read, as it does `г3.` and `Д-4`. Before, each was
 * refused as not a cell, with "did you mean A1?", and the salvo had to be typed again.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-labels-turned-'));
});

describe('labels typed the other way round', () => {
  it('English: a salvo of them taken, each said back as read', async () => {
    expect((await runSalvo(dir, ['new', 'classic-salvo', '-o', 'e.yaml'])).code).toBe(0);
    const r = await runSalvo(dir, ['play', 'e.yaml', '--no-charts'], ['1a 2b 3C 4d 10e', 'no hits', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('cells> 1a 2b 3C 4d 10e\nread as: "1a" as A1, "2b" as B2, "3C" as C3, "4d" as D4, "10e" as E10\n');
    expect(r.stdout).not.toContain('cell-unreadable');
    expect(await readFile(join(dir, 'e.yaml'), 'utf8')).toContain('- blue: A1 B2 C3 D4 E10 -> miss, miss, miss, miss, miss');
  });

  it('Russian: 10б is Б10; 11а, off the board either way, is still refused', async () => {
    expect((await runSalvo(dir, ['new', 'morskoy-boy', '-o', 'r.yaml'])).code).toBe(0);
    const r = await runSalvo(dir, ['play', 'r.yaml', '--no-charts'], ['10б', 'мимо', '11а', 'quit'].join('\n'));
    expect(r.stdout).toContain('клетки> 10б\nпрочитано: «10б» как Б10\n');
    expect(r.stdout).toContain('записан выстрел 1: Первый игрок: Б10 -> мимо');
    expect(r.stdout).toMatch(/клетки> 11а\nошибка cell-/u);
  });
});
