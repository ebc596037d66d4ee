/**
 * The roster of a paper whose sunk names no class (Морской бой, Statki): a player reads the
 * class of a ship sunk off the chart (the hits joined side to side to the sinking shot), and so
 * does `paperOf`. Checked against the same games with the fleets revealed, where the replay
 * knows every hit's class.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { paperOf, sunkShips } from '../../src/record/paper.js';
import { readRecordFile } from '../../src/record/store.js';
import type { GameRecord } from '../../src/record/model.js';
import type { Variant } from '../../src/variant/model.js';
import { readVariantText } from '../../src/variant/parse.js';

const EXAMPLES = join(import.meta.dirname, '../../examples');

describe('the roster tells the class of a ship sunk without one', () => {
  for (const name of ['morskoy-boy.yaml', 'statki.yaml', 'statki-15.yaml']) {
    it(`${name}: at every salvo, the fleets hidden, the roster's ships sunk are the revealed game's`, async () => {
      const f = await readRecordFile(join(EXAMPLES, name), loadRecordVariant, name);
      if (!f.ok) throw new Error(f.diagnostics.map((d) => d.message).join('\n'));
      const revealed = f.record;
      const hidden: GameRecord = { ...revealed, fleets: {} };
      let told = 0;
      const n = revealed.salvos.length;
      const step = Math.max(1, Math.floor(n / 25));
      const points = [...Array.from({ length: Math.ceil(n / step) }, (_, i) => i * step), n];
      for (const after of points) {
        for (const side of revealed.sides.map((s) => s.id)) {
          const truth = paperOf(revealed, f.variant, side, after);
          const read = paperOf(hidden, f.variant, side, after);
          read.roster.forEach((line, c) => {
            const t = truth.roster[c]!;
            expect([line.sunkTaken, line.sunkGiven], `${side} after ${after}: ${line.classId}`).toEqual([t.sunkTaken, t.sunkGiven]);
            // Never more hits than the class took; every hit of a ship sunk is in its tally.
            expect(line.taken).toBeLessThanOrEqual(t.taken);
            expect(line.given).toBeLessThanOrEqual(t.given);
            expect(line.taken).toBeGreaterThanOrEqual(line.sunkTaken * f.variant.fleet[c]!.size);
            expect(line.given).toBeGreaterThanOrEqual(line.sunkGiven * f.variant.fleet[c]!.size);
            expect(line.takenBy).toHaveLength(line.taken);
            told += line.sunkTaken + line.sunkGiven;
          });
        }
      }
      expect(told).toBeGreaterThan(0);
    });
  }

  it('reads nothing where ships may touch and a sunk names no class', async () => {
    const f = await readRecordFile(join(EXAMPLES, 'classic-1967.yaml'), loadRecordVariant, 'classic-1967.yaml');
    if (!f.ok) throw new Error('unreadable');
    const paper = paperOf({ ...f.record, fleets: {} }, f.variant, f.record.sides[0].id);
    const touching: Variant = { ...f.variant, placement: { ...f.variant.placement, spacing: 'may-touch' }, report: { timing: 'per-shot', sunk: 'plain', hitClass: false } };
    expect(sunkShips(paper.enemyChart, touching).flat()).toEqual([]);
  });
});

describe('a sunk that names its class (the 1967 game): the salvos that hit the ship', () => {
  it('classic-1967.yaml: at every salvo, the fleets hidden, a ship the chart pins gives the revealed game\'s salvo numbers', async () => {
    const f = await readRecordFile(join(EXAMPLES, 'classic-1967.yaml'), loadRecordVariant, 'classic-1967.yaml');
    if (!f.ok) throw new Error('unreadable');
    const revealed = f.record;
    const hidden: GameRecord = { ...revealed, fleets: {} };
    let pinned = 0;
    for (let after = 0; after <= revealed.salvos.length; after++) {
      for (const side of revealed.sides.map((s) => s.id)) {
        const truth = paperOf(revealed, f.variant, side, after);
        const read = paperOf(hidden, f.variant, side, after);
        const ships = sunkShips(read.enemyChart, f.variant);
        read.roster.forEach((line, c) => {
          if (ships[c]!.length === 0) return;
          pinned++;
          // One ship a class here: the salvos that hit it, as the revealed fleet tells them.
          expect([line.given, line.givenBy], `${side} after ${after}: ${line.classId}`).toEqual([truth.roster[c]!.given, truth.roster[c]!.givenBy]);
        });
      }
    }
    expect(pinned).toBeGreaterThan(0);
  });

  it("a class's 5×5 game, ships that may touch: 'sunk cruiser' at B1 after hits at B2 and B3 gives salvos 2, 3, 4, not when each became known", async () => {
    const r = readVariantText(
      'id: lesson\nlanguages: [en]\nname: Lesson\nboard: { rows: 5, columns: 5 }\nfleet:\n  - { id: cruiser, name: Cruiser, size: 3 }\n  - { id: destroyer, name: Destroyer, size: 2 }\nplacement: { spacing: may-touch }\nreport: { timing: per-shot, sunk: with-class }\nwords:\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }\n',
      'lesson.yaml',
    );
    if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
    const variant = r.value;
    const at = (name: string): number => (Number(name.slice(1)) - 1) * 5 + (name.charCodeAt(0) - 65);
    const shot = (side: string, cell: string, result: 'miss' | 'hit' | 'sunk', classId?: string) => ({
      side,
      cells: [at(cell)],
      announcement: { kind: 'per-shot' as const, shots: [{ result, ...(classId !== undefined ? { classId } : {}) }] },
    });
    const record = {
      variant: 'x',
      sides: [{ id: 'blue' }, { id: 'red' }],
      fleets: {},
      salvos: [shot('blue', 'C3', 'miss'), shot('red', 'A1', 'miss'), shot('blue', 'B2', 'hit'), shot('red', 'B2', 'miss'), shot('blue', 'B3', 'hit'), shot('red', 'C2', 'hit'), shot('blue', 'B1', 'sunk', 'cruiser')],
    } as unknown as GameRecord;
    const line = paperOf(record, variant, 'blue').roster.find((l) => l.classId === 'cruiser')!;
    expect(line.given).toBe(3);
    expect(line.givenBy).toEqual([2, 3, 4]);
    expect(line.sunkGiven).toBe(1);
    // Had B1 been fired before B3 was hit, a cruiser through B1 could not be told: A1–C1 or B1–B3.
    const early = { ...record, salvos: [shot('blue', 'B2', 'hit'), shot('red', 'A1', 'miss'), shot('blue', 'A1', 'hit'), shot('red', 'A2', 'miss'), shot('blue', 'C1', 'hit'), shot('red', 'A3', 'miss'), shot('blue', 'B3', 'hit'), shot('red', 'A4', 'miss'), shot('blue', 'B1', 'sunk', 'cruiser')] } as unknown as GameRecord;
    const chart = paperOf(early, variant, 'blue').enemyChart;
    expect(sunkShips(chart, variant).flat()).toEqual([]);
  });
});
