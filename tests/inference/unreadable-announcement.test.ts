/**
 * A salvo whose announcement was written but cannot be read (`-> [battleship 1`) was still
 * fired: it stays in the evidence with its outcome unknown (its shots may have hit), as an
 * announcement left unjudged by an unreadable cell does; it does not end the evidence as a salvo
 * with no announcement recorded yet does.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { infer } from '../../src/inference/engine.js';
import { refereedEvidence } from '../../src/inference/record-check.js';
import { parseRecord } from '../../src/record/parse.js';
import { loadVariant } from '../../src/variant/load.js';
import { runSalvo } from '../helpers/cli.js';

const TEXT = 'variant: jutland\nsalvos:\n  - blue: A1 B2 C3 D4 E5 F6 -> [battleship 1\n  - red: A1 A2 A3 A4 A5 A6 -> no hits\n  - blue: A2 B3 C4 D5 E6 F7 -> no hits\n';

describe('an announcement that cannot be read', () => {
  it('leaves its salvo in the evidence as fired, outcome unknown', async () => {
    const variant = await loadVariant('jutland', { cwd: process.cwd() });
    const parsed = parseRecord(TEXT, variant);
    expect(parsed.sources.salvos[0]!.unreadableResult).toBe(true);
    const { evidence } = refereedEvidence(parsed.record, variant, 'red', { sources: parsed.sources });
    expect(evidence.salvos.map((s) => s.cells)).toEqual([parsed.record.salvos[0]!.cells, parsed.record.salvos[2]!.cells]);
    expect(evidence.salvos[0]!.announcement).toBeNull();
    expect(evidence.salvos[1]!.announcement).toEqual(parsed.record.salvos[2]!.announcement);
  });

  it('infer counts it among the salvos against the target, its cells fired with the outcome unknown', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-unreadable-ann-'));
    await writeFile(join(dir, 'g.yaml'), TEXT);
    const r = await runSalvo(dir, ['infer', 'g.yaml', '--target', 'red', '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout) as { after: number; count: string; marginal: number[][] };
    expect(j.after).toBe(2);
    // The same as the engine on that evidence written out by hand: salvo 1 fired, no announcement.
    const variant = await loadVariant('jutland', { cwd: process.cwd() });
    const parsed = parseRecord(TEXT, variant);
    const [first, , second] = parsed.record.salvos;
    const own = refereedEvidence(parsed.record, variant, 'red', { sources: parsed.sources }).evidence.ownSalvoSizes;
    const hand = infer(variant, { salvos: [{ cells: first!.cells, announcement: null }, { cells: second!.cells, announcement: second!.announcement }], ...(own ? { ownSalvoSizes: own } : {}) });
    expect(j.count).toBe(String(hand.count));
    // A2 (row 2, column A) was water in salvo 3; A1, fired in salvo 1 with its outcome unknown, may hold a ship.
    expect(j.marginal[1]![0]).toBe(0);
    expect(j.marginal[0]![0]).toBeGreaterThan(0);
    const text = await runSalvo(dir, ['infer', 'g.yaml', '--target', 'red']);
    expect(text.stdout).toContain("red's fleet after 2 salvos against it");
    const after2 = await runSalvo(dir, ['infer', 'g.yaml', '--target', 'red', '--after', '2', '--json']);
    expect(after2.code).toBe(0);
  });
});
