/**
 * The roster's salvo numbers, as a player fills the pad's tally boxes by hand: beside each ship
 * the salvos that hit it, one a box. A hit known without knowing which salvo scored it (Perelman's
 * 'пятиклеточный' said once for two hits, the rest told later by a salvo size; a sinking that does
 * not pin the ship) gets a box with no number (null; '?' in the text), never the number of the
 * salvo that told it. Checked against the same games with the fleets revealed, where the replay
 * knows which salvo scored every hit.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { drawPaper } from '../../src/cli/commands/show.js';
import type { GameRecord } from '../../src/record/model.js';
import { paperOf } from '../../src/record/paper.js';
import { readRecordFile } from '../../src/record/store.js';
import { readVariantText } from '../../src/variant/parse.js';

const EXAMPLES = join(import.meta.dirname, '../../examples');

/** `part` is a sub-multiset of `whole`. */
function within(part: readonly number[], whole: readonly number[]): boolean {
  const left = [...whole];
  for (const n of part) {
    const k = left.indexOf(n);
    if (k < 0) return false;
    left.splice(k, 1);
  }
  return true;
}

describe('the salvos that scored the hits, as the roster gives them, fleets hidden', () => {
  for (const name of ['perelman.yaml', 'jutland.yaml', 'classic-1967.yaml', 'classic-salvo.yaml', 'morskoy-boy.yaml', 'statki.yaml']) {
    it(`${name}: at every salvo, one entry a hit, each number one the revealed game gives, the rest unknown`, async () => {
      const f = await readRecordFile(join(EXAMPLES, name), loadRecordVariant, name);
      if (!f.ok) throw new Error(f.diagnostics.map((d) => d.message).join('\n'));
      const revealed = f.record;
      const hidden: GameRecord = { ...revealed, fleets: {} };
      let unknown = 0;
      for (let after = 0; after <= revealed.salvos.length; after++) {
        for (const side of revealed.sides.map((s) => s.id)) {
          const truth = paperOf(revealed, f.variant, side, after);
          const read = paperOf(hidden, f.variant, side, after);
          read.roster.forEach((line, c) => {
            const t = truth.roster[c]!;
            const at = `${side} after ${after}: ${line.classId}`;
            // The revealed game knows the salvo of every hit.
            expect(t.takenBy.every((n) => n !== null) && t.givenBy.every((n) => n !== null), at).toBe(true);
            expect(t.takenBy, at).toHaveLength(t.taken);
            expect(t.givenBy, at).toHaveLength(t.given);
            for (const [by, hits, whole] of [
              [line.takenBy, line.taken, t.takenBy],
              [line.givenBy, line.given, t.givenBy],
            ] as const) {
              expect(by, at).toHaveLength(hits);
              const known = by.filter((n): n is number => n !== null);
              expect(within(known, whole.filter((n): n is number => n !== null)), `${at}: ${by.join(' ')} within ${whole.join(' ')}`).toBe(true);
              unknown += hits - known.length;
            }
          });
        }
      }
      // Perelman's announcements name the class, not how many times: some hits' salvos are not told.
      if (name === 'perelman.yaml') expect(unknown).toBeGreaterThan(0);
    });
  }

  it("Perelman, fleets hidden: red's salvo size tells blue two more hits on the five-cell ship, printed as boxes with '?', not as red's salvo", async () => {
    const f = await readRecordFile(join(EXAMPLES, 'perelman.yaml'), loadRecordVariant, 'perelman.yaml');
    if (!f.ok) throw new Error('unreadable');
    const hidden: GameRecord = { ...f.record, fleets: {} };
    const blue = f.record.sides[0].id;
    const five = f.variant.fleet.findIndex((c) => c.id === 'five');
    const line = paperOf(hidden, f.variant, blue).roster[five]!;
    // Blue's salvos 2, 3 and 4 each said 'пятиклеточный' (at least a hit each); five hits are known in all.
    expect(line.given).toBe(5);
    expect(line.givenBy).toEqual([2, 3, 4, null, null]);
    const text = drawPaper(paperOf(hidden, f.variant, blue), hidden, f.variant, 'en');
    expect(text).toContain('■■■■■ 2 3 4 ? ?');
  });

  it("a class's 5×5 game: a cruiser sunk at B1 that may lie A1–C1 or B1–B3 gives the sinking salvo and two hits unknown, not the sinking salvo three times", () => {
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
      salvos: [
        shot('blue', 'B2', 'hit'),
        shot('red', 'A1', 'miss'),
        shot('blue', 'A1', 'hit'),
        shot('red', 'A2', 'miss'),
        shot('blue', 'C1', 'hit'),
        shot('red', 'A3', 'miss'),
        shot('blue', 'B3', 'hit'),
        shot('red', 'A4', 'miss'),
        shot('blue', 'B1', 'sunk', 'cruiser'),
      ],
    } as unknown as GameRecord;
    const line = paperOf(record, variant, 'blue').roster.find((l) => l.classId === 'cruiser')!;
    expect(line.given).toBe(3);
    // Salvo 5 sank it; its other two hits are A1 and C1 (salvos 2, 3) or B2 and B3 (salvos 1, 4).
    expect(line.givenBy).toEqual([5, null, null]);
  });

  it("a fleet of one ship: a hit said with no class is that ship's, so the tally gives the salvo that scored it, not '?'", () => {
    const r = readVariantText(
      'id: lone\nlanguages: [en]\nname: Lone\nboard: { rows: 5, columns: 5 }\nfleet:\n  - { id: cruiser, name: Cruiser, size: 3 }\nplacement: { spacing: no-contact }\nturns: { salvo: { kind: constant, shots: 2 } }\nreport: { timing: per-shot, sunk: plain }\nwords:\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }\n',
      'lone.yaml',
    );
    if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
    const variant = r.value;
    const at = (name: string): number => (Number(name.slice(1)) - 1) * 5 + (name.charCodeAt(0) - 65);
    const salvo = (side: string, shots: readonly (readonly [string, 'miss' | 'hit' | 'sunk'])[]) => ({
      side,
      cells: shots.map(([cell]) => at(cell)),
      announcement: { kind: 'per-shot' as const, shots: shots.map(([, result]) => ({ result })) },
    });
    const record = {
      variant: 'x',
      sides: [{ id: 'blue' }, { id: 'red' }],
      fleets: {},
      salvos: [
        salvo('blue', [['A1', 'miss'], ['B2', 'hit']]),
        salvo('red', [['A1', 'miss'], ['E5', 'miss']]),
        salvo('blue', [['C2', 'hit'], ['D4', 'miss']]),
      ],
    } as unknown as GameRecord;
    const blue = paperOf(record, variant, 'blue');
    expect(blue.roster[0]!.givenBy).toEqual([1, 2]);
    expect(paperOf(record, variant, 'red').roster[0]!.takenBy).toEqual([1, 2]);
    const text = drawPaper(blue, record, variant, 'en');
    expect(text).toContain('■■□ 1 2');
    expect(text).not.toContain('?');
  });
});
