/**
 * `salvo infer --json` where no legal fleet fits: the salvos it names are the record's, as the
 * text's and `salvo check`'s are. The compiler's own reason numbers the salvos fired at the
 * target ("salvo 2 at this fleet: Battleship hit: impossible" for the record's salvo 3): the text leaves it
 * out beside the conflict, and so does the JSON.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

describe('infer --json on impossible announcements', () => {
  it('names no salvo in a numbering of its own', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-infer-'));
    const text = readFileSync(join(import.meta.dirname, '..', '..', 'examples', 'jutland.yaml'), 'utf8');
    // Blue's second salvo (the record's third) announced as four battleship hits and two cruiser hits.
    writeFileSync(join(dir, 'g.yaml'), text.replace('- blue: C3 E10 C4 C9 B7 G9 -> battleship 1, cruiser 1', '- blue: C3 E10 C4 C9 B7 G9 -> battleship 4, cruiser 2'));
    const r = await runSalvo(dir, ['infer', 'g.yaml', '--target', 'red', '--after', '4', '--json']);
    // A breach: exit 1, as check and suggest give it, the report on standard output all the same.
    expect(r.code).toBe(1);
    const json = JSON.parse(r.stdout) as { count: string; impossible?: string; conflict: { after: number; salvos: number[] } };
    expect(json.count).toBe('0');
    expect({ after: json.conflict.after, salvos: json.conflict.salvos }).toEqual({ after: 3, salvos: [3] });
    // Every salvo number in the JSON is the record's.
    for (const m of JSON.stringify(json).matchAll(/salvo (\d+)/gu)) expect(Number(m[1])).toBe(3);
    const t = await runSalvo(dir, ['infer', 'g.yaml', '--target', 'red', '--after', '4']);
    expect(t.code).toBe(1);
    // Before the impossible salvo, the announcements fit: exit 0.
    expect((await runSalvo(dir, ['infer', 'g.yaml', '--target', 'red', '--after', '1', '--json'])).code).toBe(0);
    expect(t.stdout).toContain('None fits after salvo 3; these conflict: salvo 3 ');
    expect(t.stdout).not.toContain('salvo 2');
  });
});
