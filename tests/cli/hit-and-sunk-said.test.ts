/**
 * `hit and sunk`, as an English player says Statki's `trafiony zatopiony`, is one result, the
 * ship sunk, wherever announcements are read in English: at play's result prompt, by `record
 * --result`, and in a record (with the class where the game names it: `hit and sunk destroyer`).
 * Before, `and` was not a word of the game's announcements.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-hit-and-sunk-'));
});

describe('hit and sunk', () => {
  it('Statki in English: at play\'s result prompt and by record --result', async () => {
    expect((await runSalvo(dir, ['new', 'statki', '--lang', 'en', '-o', 's.yaml'])).code).toBe(0);
    const r = await runSalvo(dir, ['play', 's.yaml', '--no-charts'], ['a1', 'Hit and sunk!', 'quit'].join('\n'));
    expect(r.stdout).toContain('result> Hit and sunk!\nsaved shot 1: blue: A1 -> sunk\n');
    expect(r.stdout).not.toMatch(/announcement-unknown-word/u);
    const rec = await runSalvo(dir, ['record', 's.yaml', 'blue', 'c3', '-r', 'hit and sunk']);
    expect(rec.code, rec.stderr).toBe(0);
    expect(await readFile(join(dir, 's.yaml'), 'utf8')).toContain('- blue: C3 -> sunk\n');
  });

  it('Salvo: in a record, with the class named, read as "sunk destroyer"', async () => {
    await writeFile(join(dir, 'c.yaml'), 'variant: classic-salvo\nsalvos:\n  - blue: A1 A2 C1 D1 E1 -> hit, hit and sunk destroyer, miss, miss, miss\n');
    const r = await runSalvo(dir, ['check', 'c.yaml']);
    expect(r.code, r.stdout).toBe(0);
    expect(r.stdout).not.toMatch(/announcement-unknown-word|error/u);
  });
});
