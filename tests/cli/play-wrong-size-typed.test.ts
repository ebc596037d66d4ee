/**
 * Too few or too many shots typed at play's cells prompt: the salvo is not taken, and the cells
 * typed are given back in the form the prompt takes (the board's own cell names), to copy or
 * mend, in the session's language; before, only "type the salvo again", every cell to be typed
 * anew from memory.
 */
import { copyFile, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-wrong-size-typed-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);

describe('play: a salvo of the wrong size gives back the cells typed', () => {
  it('in English, too few and too many, then the cells given back are taken as typed', async () => {
    await run(['new', 'classic-salvo', '--players', 'Sam,Ann', '-o', 'g.yaml']);
    const r = await run(['play', 'g.yaml', '--no-charts'], ['A1 B2 C3', 'A1 B2 C3 D4 E5 F6', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('"A1 B2 C3" is not taken: type the salvo again\n');
    expect(r.stdout).toContain('"A1 B2 C3 D4 E5 F6" is not taken: type the salvo again\n');
    // The line given back, one cell taken off, is a salvo the prompt takes.
    const again = await run(['play', 'g.yaml', '--no-charts'], ['A1 B2 C3 D4 E5', 'quit'].join('\n'));
    expect(again.stdout).toContain('saved salvo 1: blue: A1 B2 C3 D4 E5');
  });

  it('in Russian (Perelman) and in Polish (Skagerrak), in the board\'s cell names', async () => {
    await run(['new', 'perelman', '--players', 'Коля,Оля', '-o', 'p.yaml']);
    const ru = await run(['play', 'p.yaml', '--no-charts'], ['А1 Б2', 'quit'].join('\n'));
    expect(ru.stdout).toContain('залп «а1 б2» не принят: наберите его заново\n');
    await copyFile(join(import.meta.dirname, '..', '..', 'examples', 'variants', 'skagerrak.yaml'), join(dir, 'skagerrak.yaml'));
    await run(['new', 'skagerrak.yaml', '--lang', 'pl', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    const before = await readFile(join(dir, 's.yaml'), 'utf8');
    const pl = await run(['play', 's.yaml', '--no-charts'], ['A1 B2', 'quit'].join('\n'));
    expect(pl.stdout).toContain('nie przyjęto salwy „A-1 B-2”: wpisz ją jeszcze raz\n');
    expect(await readFile(join(dir, 's.yaml'), 'utf8')).toBe(before);
  });
});
