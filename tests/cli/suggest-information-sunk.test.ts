/**
 * `suggest --goal information` on classic-1967 (one shot a turn, "sunk" names the ship), blue to
 * fire after H7 hit: the whole answer's figure was the cell's hit or miss alone (1.00 bits, `≈`,
 * "approximated"), as the answer's counts were cut off by the weighing's small budget, though the
 * answer at H9 may also be "sunk" with the class. It is now counted with the command's budget:
 * the entropy of miss, hit and each class sunk, as the engine counts them (the engine's figure
 * itself is checked against the brute force on small boards with "sunk" possible:
 * tests/inference/information.test.ts). And the cell is chosen by that whole answer, every cell's
 * told by the posterior (tests/analysis/shot-answer.test.ts): F8 (1.72 bits), not H9 (1.56), which
 * hit or miss alone ranked first.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { parseCell } from '../../src/core/coords.js';
import { evidenceFromRecord } from '../../src/inference/from-record.js';
import { salvoInformation } from '../../src/inference/information.js';
import { readRecordFile } from '../../src/record/store.js';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');

describe('suggest --goal information: a shot whose answer may be "sunk"', () => {
  it('classic-1967 after H7: the whole answer counted, sunk and its class included, more than hit or miss', { timeout: 180_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-info-sunk-'));
    // The first 14 salvo lines (to red's E10), its fleets left out.
    const text = (await readFile(join(root, 'examples', 'classic-1967.yaml'), 'utf8')).replace(/^fleets:\n(?: {2}.*\n)*/mu, '');
    const all = text.split('\n');
    await writeFile(join(dir, 'c.yaml'), `${all.slice(0, all.indexOf('salvos:') + 15).join('\n')}\n`);
    const r = await runSalvo(dir, ['suggest', 'c.yaml', '--side', 'blue', '--goal', 'information', '--json']);
    expect(r.code).toBe(0);
    const s = JSON.parse(r.stdout) as { cells: string[]; cellBits: number[]; expectedBits: number; informationExact?: boolean; exact: boolean };
    expect(s.exact).toBe(true);
    expect(s.cells).toHaveLength(1);
    expect(s.informationExact).toBe(true);
    const f = await readRecordFile(join(dir, 'c.yaml'), loadRecordVariant);
    if (!f.ok) throw new Error('the record does not load');
    const evidence = evidenceFromRecord(f.variant, f.record, 'red');
    const cell = parseCell(s.cells[0]!, f.variant.board);
    if (!cell.ok) throw new Error(s.cells[0]);
    // Every answer counted, the listed ones checked to be all there are.
    const want = salvoInformation(f.variant, evidence, [cell.cell], { budgetMs: 200_000, check: true })!;
    expect(want).not.toBeNull();
    expect(s.expectedBits).toBeCloseTo(want.bits, 9);
    // "Sunk" is a possible answer there: more answers than hit or miss, and more information.
    expect(want.outcomes).toBeGreaterThan(2);
    expect(s.expectedBits).toBeGreaterThan(s.cellBits[0]! + 0.1);
    // Chosen by its whole answer (src/analysis/shot-answer.ts): F8, 1.72 bits; before, by hit or
    // miss alone, H9, whose whole answer tells less (1.56), as the engine counts it too.
    expect(s.cells).toEqual(['F8']);
    const h9cell = parseCell('H9', f.variant.board);
    if (!h9cell.ok) throw new Error('H9');
    const h9 = salvoInformation(f.variant, evidence, [h9cell.cell], { budgetMs: 200_000, check: true })!;
    expect(h9.bits).toBeLessThan(want.bits - 0.1);
    const en = await runSalvo(dir, ['suggest', 'c.yaml', '--side', 'blue', '--goal', 'information']);
    expect(en.stdout).toMatch(new RegExp(`^expected hits [\\d.]+, expected information of the whole answer ${s.expectedBits.toFixed(2)} bits \\(exact\\)$`, 'mu'));
    expect(en.stdout).not.toContain('approximated');
    expect(en.stdout).toContain('the cell is the one whose whole answer tells the most');
  });
});
