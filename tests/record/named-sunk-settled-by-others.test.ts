/**
 * A ship sunk with its class named (the 1967 game's 'sunk destroyer') was left unsettled where a
 * hit beside it left two places, though that hit belongs to another ship the chart settles: in
 * classic-1967.yaml, blue's enemy chart, the destroyer sunk at G7 (shot 13) could be G7–G8 or
 * G7–H7, and H7 is the carrier's, sunk at H10 (shot 12) in H6–H10; `salvo show -o` drew no ring
 * and the roster relied on the replay. Now a settled ship's cells are taken from the others'
 * places, settling them in turn. Checked against brute force: every ship settled is where it lies
 * in every way of placing all the sunk ships at once (each through its sinking shot, on cells hit by
 * then, none sharing a cell), after every shot of both sides; and the roster's totals stay as the
 * replay gives them.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { parseCell } from '../../src/core/coords.js';
import { placementsOf } from '../../src/core/placements.js';
import { paperOf, sunkShipCells, type ChartMark } from '../../src/record/paper.js';
import { readRecordFile } from '../../src/record/store.js';
import type { Variant } from '../../src/variant/model.js';

const root = join(import.meta.dirname, '..', '..');

/** Every way of placing all the chart's named sinkings at once: per sinking (in cell order), its class and cells. */
function jointPlacements(chart: ReadonlyMap<number, ChartMark>, variant: Variant): { k: number; cells: number[] }[][] {
  const sinkings = [...chart.entries()].filter(([, m]) => m.result === 'sunk' && m.classId !== undefined).sort((a, b) => a[0] - b[0]);
  const options = sinkings.map(([start, mark]) => {
    const k = variant.fleet.findIndex((c) => c.id === mark.classId);
    return placementsOf(variant, k)
      .filter((p) => p.cells.includes(start) && p.cells.every((c) => { const m = chart.get(c); return m !== undefined && m.salvo <= mark.salvo && (c === start || m.result === 'hit'); }))
      .map((p) => ({ k, cells: [...p.cells].sort((a, b) => a - b) }));
  });
  const out: { k: number; cells: number[] }[][] = [];
  const walk = (i: number, chosen: { k: number; cells: number[] }[], used: Set<number>): void => {
    if (i === options.length) return void out.push([...chosen]);
    for (const o of options[i]!) {
      if (o.cells.some((c) => used.has(c))) continue;
      walk(i + 1, [...chosen, o], new Set([...used, ...o.cells]));
    }
  };
  walk(0, [], new Set());
  return out;
}

describe('ships sunk with their class named, settled by the others', () => {
  it('settles the destroyer at G7–G8 on blue’s enemy chart of classic-1967.yaml, the H7 hit being the carrier’s', async () => {
    const f = await readRecordFile(join(root, 'examples', 'classic-1967.yaml'), loadRecordVariant, 'classic-1967.yaml');
    if (!f.ok) throw new Error('classic-1967.yaml does not read');
    const { record, variant } = f;
    const cell = (t: string): number => {
      const p = parseCell(t, variant.board);
      if (!p.ok) throw new Error(t);
      return p.cell;
    };
    const paper = paperOf(record, variant, 'blue');
    const ships = sunkShipCells(paper.enemyChart, variant);
    const dd = variant.fleet.findIndex((c) => c.id === 'destroyer');
    const cv = variant.fleet.findIndex((c) => c.id === 'carrier');
    expect(ships[dd]).toEqual([[cell('G7'), cell('G8')].sort((a, b) => a - b)]);
    expect(ships[cv]).toEqual([['H6', 'H7', 'H8', 'H9', 'H10'].map(cell).sort((a, b) => a - b)]);
    // The roster as the replay has it: the destroyer hit twice, by shots 5 and 13, sunk once.
    const line = paper.roster[dd]!;
    expect([line.given, line.givenBy, line.sunkGiven]).toEqual([2, [5, 13], 1]);
  });

  it('settles only what every joint placing of the sunk ships agrees on, after every shot of both sides (brute force)', async () => {
    const f = await readRecordFile(join(root, 'examples', 'classic-1967.yaml'), loadRecordVariant, 'classic-1967.yaml');
    if (!f.ok) throw new Error('classic-1967.yaml does not read');
    const { record, variant } = f;
    let settled = 0;
    let forced = 0;
    for (let after = 1; after <= record.salvos.length; after++) {
      for (const side of record.sides.map((s) => s.id)) {
        const paper = paperOf(record, variant, side, after);
        const joint = jointPlacements(paper.enemyChart, variant);
        const ships = sunkShipCells(paper.enemyChart, variant);
        for (const [k, list] of ships.entries()) {
          for (const cells of list) {
            settled++;
            // In every joint placing, some sinking of the class lies on exactly these cells.
            for (const way of joint) expect(way.some((s) => s.k === k && String(s.cells) === String(cells)), `${side} after ${after}: ${cells}`).toBe(true);
          }
        }
        // A placing every joint way agrees on, for a sinking alone of its class, is settled.
        if (joint.length > 0) {
          for (const [i, s] of joint[0]!.entries()) {
            if (joint[0]!.filter((o) => o.k === s.k).length !== 1) continue;
            if (joint.every((way) => String(way[i]!.cells) === String(s.cells))) {
              forced++;
              expect(ships[s.k]!.map(String), `${side} after ${after}`).toContain(String(s.cells));
            }
          }
        }
      }
    }
    expect(settled).toBeGreaterThan(20);
    expect(forced).toBeGreaterThan(20);
  }, 120_000);
});
