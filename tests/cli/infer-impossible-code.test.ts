/**
 * `salvo infer --json` where the compiler proves no fleet fits: `impossibleCode` is the kind of its
 * reason (`cell-hit`, `class-hit`, …), a code a script switches on, where `impossible` is English
 * words, left out where they number the salvos their own way. Absent where a fleet fits.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { STATKI_NO_FLEET_FITS } from '../helpers/records.js';

interface Doc { count: string; impossible?: string; impossibleCode?: string; conflict?: { reason?: string } }

describe('infer --json: the code of the reason no fleet fits', () => {
  it('a cell hit where no ship can be: cell-hit, beside the English words', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-impossible-code-'));
    writeFileSync(join(dir, 'g.yaml'), STATKI_NO_FLEET_FITS);
    const r = await runSalvo(dir, ['infer', 'g.yaml', '--target', 'tomek', '--json']);
    expect(r.code).toBe(1);
    const json = JSON.parse(r.stdout) as Doc;
    expect(json.count).toBe('0');
    expect(json.impossible).toBe('cell F1 hit: impossible');
    expect(json.conflict?.reason).toBeUndefined();
    expect(json.impossibleCode).toBe('cell-hit');
    // Before the hits on F, a fleet fits: no code.
    const before = JSON.parse((await runSalvo(dir, ['infer', 'g.yaml', '--target', 'tomek', '--after', '6', '--json'])).stdout) as Doc;
    expect(before.impossibleCode).toBeUndefined();
  });

  it('a class hit more than it can be: class-hit, where the words are left out', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-impossible-code-'));
    const text = readFileSync(join(import.meta.dirname, '..', '..', 'examples', 'jutland.yaml'), 'utf8');
    writeFileSync(join(dir, 'g.yaml'), text.replace('- blue: C3 E10 C4 C9 B7 G9 -> battleship 1, cruiser 1', '- blue: C3 E10 C4 C9 B7 G9 -> battleship 4, cruiser 2'));
    const json = JSON.parse((await runSalvo(dir, ['infer', 'g.yaml', '--target', 'red', '--after', '4', '--json'])).stdout) as Doc;
    expect(json.impossible).toBeUndefined();
    expect(json.impossibleCode).toBe('class-hit');
  });
});
