/**
 * `salvo suggest` (most expected hits) where the announcement's information could not be counted
 * (a salvo of five, classic-salvo's): the figure is each shot's entropy summed, written `≈`, and
 * a note says so, as `--goal information` says it; where it was counted, `(exact)` and no such
 * note. The sum is re-derived here from the chances suggest gives (each shot a hit or a miss,
 * none able to sink a ship: classic-salvo's smallest is of two cells and nothing was hit yet).
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');
const NOTE = "note: expected information is approximated by the entropy of each shot's answer, summed over the salvo";

/** The example `name`'s first `lines` salvo lines, its fleets left out, as `file` in `dir`. */
async function cut(dir: string, name: string, file: string, lines: number): Promise<string> {
  const text = (await readFile(join(root, 'examples', `${name}.yaml`), 'utf8')).replace(/^fleets:\n(?: {2}.*\n)*/mu, '');
  const all = text.split('\n');
  const start = all.indexOf('salvos:') + 1;
  await writeFile(join(dir, file), `${all.slice(0, start + lines).join('\n')}\n`);
  return file;
}

const h2 = (p: number): number => (p <= 0 || p >= 1 ? 0 : -p * Math.log2(p) - (1 - p) * Math.log2(1 - p));

describe('suggest: information not counted, said how it is approximated', () => {
  it('classic-salvo, red after its first salvo (all misses): ≈ the sum of each shot’s entropy, with the note', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-suggest-approx-'));
    const file = await cut(dir, 'classic-salvo', 'c.yaml', 3);
    const text = await runSalvo(dir, ['suggest', file, '--side', 'red']);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^expected hits \d\.\d\d, expected information ≈ \d\.\d\d bits$/mu);
    expect(text.stdout).toContain(`${NOTE}\n`);
    const json = JSON.parse((await runSalvo(dir, ['suggest', file, '--side', 'red', '--json'])).stdout) as { probabilities: number[]; expectedBits: number; informationExact?: boolean; notes: string[] };
    expect(json.informationExact).toBeUndefined();
    expect(json.probabilities).toHaveLength(5);
    expect(json.expectedBits).toBeCloseTo(json.probabilities.reduce((s, p) => s + h2(p), 0), 9);
    expect(json.notes).toContain(NOTE.slice('note: '.length));
  });

  it('Морской бой, one shot: counted, (exact), no such note', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-suggest-approx-'));
    const file = await cut(dir, 'morskoy-boy', 'm.yaml', 14);
    const r = await runSalvo(dir, ['suggest', file, '--lang', 'en']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/expected information \d\.\d\d bits \(exact\)\n/u);
    expect(r.stdout).not.toContain('approximated');
  });
});

describe('suggest --goal information, one shot counted exactly', () => {
  it('Морской бой: the note says the cell is the one whose whole answer tells the most, not "each shot’s own entropy"', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-suggest-approx-'));
    const file = await cut(dir, 'morskoy-boy', 'm.yaml', 14);
    const r = await runSalvo(dir, ['suggest', file, '--lang', 'en', '--goal', 'information']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^note: expected information is exact: .*; the cell is the one whose whole answer tells the most$/mu);
    expect(r.stdout).not.toContain('each shot');
  });
});
