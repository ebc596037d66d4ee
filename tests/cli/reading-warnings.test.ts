/**
 * A line read with a guess (no "->" before the announcement, no ": " after the side, a player
 * named for a side) is said by show, infer, analyze and play (at its start) on standard error, at file:line:column, as check
 * says it; what they print on standard output is the same as for the record written out in full.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const HEAD = 'variant: classic-1967\nsides:\n  blue: Ann\n  red: Bob\nsalvos:\n';
const GUESSED = `${HEAD}  - blue: A1 no hits\n  - red B4 -> miss\n  - Ann: A2 -> miss\n`;
const WRITTEN = `${HEAD}  - blue: A1 -> no hits\n  - red: B4 -> miss\n  - blue: A2 -> miss\n`;

async function records(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-guess-'));
  await writeFile(join(dir, 'g.yaml'), GUESSED);
  await writeFile(join(dir, 'w.yaml'), WRITTEN);
  return dir;
}

/** The warning lines check prints for the guessed record. */
async function checkWarnings(dir: string): Promise<string[]> {
  const c = await runSalvo(dir, ['check', 'g.yaml']);
  const lines = c.stdout.split('\n').filter((l) => l.includes(': warning '));
  expect(lines.map((l) => /warning ([a-z-]+)/u.exec(l)?.[1])).toEqual(['salvo-arrow-missing', 'salvo-colon-missing', 'salvo-side-player']);
  return lines;
}

describe('reading warnings', () => {
  it('show says them on stderr, as check does, and draws the same charts', async () => {
    const dir = await records();
    const expected = await checkWarnings(dir);
    const r = await runSalvo(dir, ['show', 'g.yaml']);
    expect(r.code).toBe(0);
    expect(r.stderr.split('\n').filter((l) => l !== '')).toEqual(expected);
    expect(expected[0]).toMatch(/^g\.yaml:6:\d+: /u);
    const w = await runSalvo(dir, ['show', 'w.yaml']);
    expect(w.stderr).toBe('');
    expect(r.stdout).toBe(w.stdout);
  });

  it('infer says them on stderr, as check does, and its JSON is unchanged', async () => {
    const dir = await records();
    const expected = await checkWarnings(dir);
    const r = await runSalvo(dir, ['infer', 'g.yaml', '--target', 'red', '--json', '--budget', '1000']);
    expect(r.code).toBe(0);
    expect(r.stderr.split('\n').filter((l) => l.includes('warning '))).toEqual(expected);
    const w = await runSalvo(dir, ['infer', 'w.yaml', '--target', 'red', '--json', '--budget', '1000']);
    const strip = (s: string): unknown => {
      const j = JSON.parse(s) as Record<string, unknown>;
      delete j.seconds;
      return j;
    };
    expect(strip(r.stdout)).toEqual(strip(w.stdout));
  });

  it('analyze says them on stderr, as check does, and its JSON is unchanged', async () => {
    const dir = await records();
    const expected = await checkWarnings(dir);
    const r = await runSalvo(dir, ['analyze', 'g.yaml', '--json', '--budget', '1000', '--workers', '1']);
    expect(r.code).toBe(0);
    expect(r.stderr.split('\n').filter((l) => l.includes('warning '))).toEqual(expected);
    const w = await runSalvo(dir, ['analyze', 'w.yaml', '--json', '--budget', '1000', '--workers', '1']);
    expect(w.stderr.split('\n').filter((l) => l.includes('warning '))).toEqual([]);
    // The same analysis, but for the file's name.
    expect(r.stdout.replace('"file": "g.yaml"', '"file": "w.yaml"')).toBe(w.stdout);
  });

  it('play says them on stderr at its start, as check does, and plays on', async () => {
    const dir = await records();
    const expected = await checkWarnings(dir);
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'quit\n');
    expect(r.code).toBe(0);
    expect(r.stderr.split('\n').filter((l) => l !== '')).toEqual(expected);
    const w = await runSalvo(dir, ['play', 'w.yaml', '--no-charts'], 'quit\n');
    expect(w.stderr).toBe('');
    expect(r.stdout.replaceAll('g.yaml', 'w.yaml')).toBe(w.stdout);
  });

  it('suggest says them on stderr, as check does, and suggests the same', async () => {
    const dir = await records();
    const expected = await checkWarnings(dir);
    const r = await runSalvo(dir, ['suggest', 'g.yaml', '--side', 'red', '--json', '--budget', '1000']);
    expect(r.code).toBe(0);
    expect(r.stderr.split('\n').filter((l) => l.includes('warning '))).toEqual(expected);
    const w = await runSalvo(dir, ['suggest', 'w.yaml', '--side', 'red', '--json', '--budget', '1000']);
    expect(w.stderr.split('\n').filter((l) => l.includes('warning '))).toEqual([]);
    expect(r.stdout.replaceAll('g.yaml', 'w.yaml')).toBe(w.stdout.replaceAll('g.yaml', 'w.yaml'));
  });
});
