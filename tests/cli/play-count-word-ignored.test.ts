/**
 * A count typed as a word (`дважды`, `twice`, `два`) where the variant announces no counts
 * (Perelman) is left out, and the warning quotes the word typed, not the digit it was read as.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

describe('a count where the variant announces none', () => {
  it('quotes the word typed, in Russian and in English; a digit stays as typed', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-count-word-'));
    await runSalvo(dir, ['new', 'perelman', '--players', 'Петя,Вася', '-o', 'p.yaml']);
    const r = await runSalvo(dir, ['play', 'p.yaml', '--no-charts'], ['а1 б2 в3', 'попал в двухклеточный дважды', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('в этом варианте не объявляют, сколько раз попали в корабль; «дважды» пропущено');
    expect(r.stdout).not.toContain('«2» пропущено');
    expect(r.stdout).toContain('записан залп 1: Петя: а1 б2 в3 -> двухклеточный');
    const en = await runSalvo(dir, ['play', 'p.yaml', '--no-charts', '--lang', 'en'], ['к1 к2 к3', 'two-cell ship twice', 'а4 б4 в4', 'two-cell ship 2', 'quit'].join('\n'));
    expect(en.stdout).toContain('this variant does not report how many times a ship was hit; "twice" is ignored');
    expect(en.stdout).toContain('this variant does not report how many times a ship was hit; "2" is ignored');
  });
});
