/**
 * Evidence from a game record: the whole record (no `after`) holds the target's own salvos
 * fired after the last salvo at it, whose sizes reveal its guns or damage (the "the
 * number of shots the enemy fires next ... is a constraint too"); the position right after the
 * Nth salvo at the target (`after: N`) does not yet. Checked against the brute-force enumerator on
 * a small board where that reply decides the count; and `salvo infer` without --after uses it.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { infer } from '../../src/inference/engine.js';
import { evidenceFromRecord } from '../../src/inference/from-record.js';
import { possibleOwed } from '../../src/inference/record-check.js';
import type { GameRecord, RecordedSalvo } from '../../src/record/model.js';
import { GUNS_VARIANT_FILE, gunsVariant } from '../helpers/guns-variant.js';
import { bruteInfer } from './brute.js';

const variant = gunsVariant;
const sides = [{ id: 'blue' }, { id: 'red' }] as const;
const atRed: RecordedSalvo = { side: 'blue', cells: [0, 1, 2, 3, 5, 6], announcement: { kind: 'per-salvo', hits: [{ classId: 'cruiser', count: 5 }] } };
const redReply: RecordedSalvo = { side: 'red', cells: [0, 1], announcement: { kind: 'per-salvo', hits: [] } };
const atRedAgain: RecordedSalvo = { side: 'blue', cells: [10], announcement: { kind: 'per-salvo', hits: [] } };

describe('evidence from a record', () => {
  it("holds the target's reply fired after the last salvo at it when the whole record counts", () => {
    const record = { sides, salvos: [atRed, redReply] };
    const all = evidenceFromRecord(variant, record, 'red');
    expect(all.salvos).toHaveLength(1);
    expect(all.ownSalvoSizes).toEqual([{ afterSalvo: 1, shots: 2 }]);
    const after1 = evidenceFromRecord(variant, record, 'red', 1);
    expect(after1.salvos).toHaveLength(1);
    expect(after1.ownSalvoSizes ?? []).toHaveLength(0);
    // Later positions hold it: after the next salvo at red.
    const later = evidenceFromRecord(variant, { sides, salvos: [atRed, redReply, atRedAgain] }, 'red', 2);
    expect(later.ownSalvoSizes).toEqual([{ afterSalvo: 1, shots: 2 }]);
  });

  it('the reply narrows the count as the brute force says, and salvo infer uses it', async () => {
    const record = { sides, salvos: [atRed, redReply] };
    const all = evidenceFromRecord(variant, record, 'red');
    const withReply = infer(variant, all);
    const withoutReply = infer(variant, { ...all, ownSalvoSizes: [] });
    expect(withReply.count).toBe(bruteInfer(variant, all).count);
    expect(withoutReply.count).toBe(bruteInfer(variant, { ...all, ownSalvoSizes: [] }).count);
    // Five hits split 4 + 1 leave red 2 guns (one cruiser sunk, the other one gun down), split
    // 3 + 2 they leave 1 (0 + 1): the reply of 2 shots keeps only the first split.
    expect(withReply.count).toBeLessThan(withoutReply.count);
    expect(withReply.count).toBeGreaterThan(0n);
    // The same game as files: salvo infer without --after counts the reply in.
    const dir = mkdtempSync(join(tmpdir(), 'salvo-reply-'));
    writeFileSync(join(dir, 'g.yaml'), GUNS_VARIANT_FILE);
    writeFileSync(join(dir, 'r.yaml'), 'variant: ./g.yaml\nsalvos:\n  - blue: A1 B1 C1 D1 A2 B2 -> cruiser 5\n  - red: A1 B1 -> no hits\n');
    const m = memoryIO('', {}, dir);
    expect(await main(['node', 'salvo', 'infer', 'r.yaml', '--target', 'red', '--json'], m.io)).toBe(0);
    expect((JSON.parse(m.stdout) as { count: string }).count).toBe(withReply.count.toString());
  });

  it("narrows the shots owed next to the sizes some fitting fleet gives (possibleOwed), as the brute force says", () => {
    const record: GameRecord = { variant: 'g', sides, salvos: [atRed], fleets: {} };
    const evidence = evidenceFromRecord(variant, record, 'red');
    const brute = [0, 1, 2, 3, 4, 5, 6].filter((shots) => bruteInfer(variant, { ...evidence, ownSalvoSizes: [{ afterSalvo: 1, shots }] }).count > 0n);
    expect(brute).toEqual([1, 2]);
    expect(possibleOwed(record, variant, 'red', { min: 0, max: 6 })).toEqual({ min: 1, max: 2 });
    // A range already one size is given back as it is.
    expect(possibleOwed(record, variant, 'red', { min: 2, max: 2 })).toEqual({ min: 2, max: 2 });
  });
});
