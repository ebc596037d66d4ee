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

  it('reads nothing where ships may touch, or a sunk names its class', async () => {
    const f = await readRecordFile(join(EXAMPLES, 'classic-1967.yaml'), loadRecordVariant, 'classic-1967.yaml');
    if (!f.ok) throw new Error('unreadable');
    const paper = paperOf({ ...f.record, fleets: {} }, f.variant, f.record.sides[0].id);
    expect(sunkShips(paper.enemyChart, f.variant).flat()).toEqual([]);
    const touching: Variant = { ...f.variant, placement: { ...f.variant.placement, spacing: 'may-touch' }, report: { timing: 'per-shot', sunk: 'plain', hitClass: false } };
    expect(sunkShips(paper.enemyChart, touching).flat()).toEqual([]);
  });
});
