/**
 * `salvo play`: `q` alone quits at the cells prompt and at the result prompt, as `quit` does,
 * where it cannot be read as an announcement of the variant. Before, at the result prompt it was
 * read as an unknown announcement word and asked again.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
const GAME = 'variant: jutland\nsides:\n  blue: Ola\n  red: Tomek\nsalvos: []\n';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-q-quits-'));
});

describe('play: q quits', () => {
  it('at the result prompt: the salvo kept without its announcement, q not taken as one', async () => {
    await writeFile(join(dir, 'a.yaml'), GAME);
    const r = await runSalvo(dir, ['play', 'a.yaml', '--no-charts'], 'A1 B2 C3 D4 E5 F6\nq\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toContain('announcement-unknown-word');
    expect(r.stdout).not.toContain('result typed: q');
    expect(r.stdout).toContain('salvo 1 is saved without its announcement');
    expect(await readFile(join(dir, 'a.yaml'), 'utf8')).not.toMatch(/\bq\b/u);
  });

  it('at the cells prompt, in Russian too (Q)', async () => {
    await writeFile(join(dir, 'b.yaml'), 'variant: morskoy-boy\nsides:\n  blue: Коля\n  red: Маша\nsalvos: []\n');
    const r = await runSalvo(dir, ['play', 'b.yaml', '--no-charts'], 'А1\nмимо\nQ\nБ2\nмимо\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toContain('Б2');
    expect(await readFile(join(dir, 'b.yaml'), 'utf8')).toContain('А1 -> мимо');
  });
});
