/**
 * A result line with words typed wrong, said word by word once: a word cut short that play
 * spells out (`mis` for miss) is not said unread because another word of the line is (`his`), and
 * the same word typed wrong twice (`hot, hot`) is said once. Before, `mis, mis, his, miss, miss`
 * gave three errors, two of them the same, for one word play could not read.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-typos-once-'));
});

const errorLines = (out: string): string[] => out.split('\n').filter((l) => /^(error|błąd|ошибка) /u.test(l));

describe('words typed wrong in a result line', () => {
  it('English: only the word not read is said, once', async () => {
    expect((await runSalvo(dir, ['new', 'classic-salvo', '-o', 'e.yaml'])).code).toBe(0);
    const r = await runSalvo(dir, ['play', 'e.yaml', '--no-charts'], ['A1 B2 C3 D4 E5', 'mis, mis, his, miss, miss', 'hot, hot, miss, miss, miss', 'mis, mis, hit, miss, miss', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    const errors = errorLines(r.stdout);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^error announcement-unknown-word: "his" is not a word of this game's announcements \(did you mean hit\?\)/u);
    expect(errors[1]).toMatch(/^error announcement-unknown-word: "hot" is not a word/u);
    expect(r.stdout).toContain('saved salvo 1: blue: A1 B2 C3 D4 E5 -> miss, miss, hit, miss, miss\n');
  });

  it('Polish: the same', async () => {
    expect((await runSalvo(dir, ['new', 'statki', '-o', 'p.yaml'])).code).toBe(0);
    const r = await runSalvo(dir, ['play', 'p.yaml', '--no-charts'], ['A1 B1', 'pud, trafxx', 'quit'].join('\n'));
    const errors = errorLines(r.stdout);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('„trafxx”');
  });
});
