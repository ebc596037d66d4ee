/**
 * Which of a class's ships a hit filled on the roster (`salvo show`, `show -o`) went by the ships'
 * order in the record's `fleets:`, where it is shown: Морской бой's first player, whose second
 * cruiser (Е8–Е10) was sunk, had its second group of boxes ticked, but the first with the fleets
 * not shown. The pad's groups are not tied to one ship or another: a player ticks the first ship
 * hit in the first group, the next in the next. The ships now fill the groups in the order first
 * hit, the fleets shown or not (where the report names the ship, `frigate #2`, by its number, as
 * before), and with the fleets not shown a ship the chart shows sunk fills its own group.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawPaper } from '../../src/cli/commands/show.js';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { paperOf } from '../../src/record/paper.js';
import { readRecordFile } from '../../src/record/store.js';
import { padContent } from '../../src/render/pad-content.js';
import type { GameRecord } from '../../src/record/model.js';
import type { Variant } from '../../src/variant/model.js';
import { rowBoxes } from '../helpers/sheet-row-boxes.js';

const root = join(import.meta.dirname, '..', '..');

async function example(name: string): Promise<{ record: GameRecord; variant: Variant }> {
  const f = await readRecordFile(join(root, 'examples', name), loadRecordVariant, name);
  if (!f.ok) throw new Error(`${name} does not read`);
  expect(Object.keys(f.record.fleets).length, name).toBe(2);
  return { record: f.record, variant: f.variant };
}

/** The roster's lines of `side`'s paper as show prints it: from the column heads to the totals. */
function rosterLines(record: GameRecord, variant: Variant, side: string): string[] {
  const lang = variant.languages[0]!;
  const lines = drawPaper(paperOf(record, variant, side), record, variant, lang).split('\n');
  const names = variant.fleet.map((c, i) => padContent(variant, lang).roster.rows[i]!.name);
  const rows = lines.filter((l) => names.some((n) => l.includes(n)) && /[■□]/u.test(l));
  expect(rows.length).toBe(variant.fleet.length);
  return rows.map((l) => l.replace(/ {2,}/gu, '  ').trim());
}

describe('show: the roster fills a class’s ships in the order first hit, the fleets shown or not', () => {
  it('Морской бой: the cruiser sunk fills the first group, the destroyers by their first hit', async () => {
    const { record, variant } = await example('morskoy-boy.yaml');
    const hidden = { ...record, fleets: {} };
    for (const r of [record, hidden]) {
      const line = rosterLines(r, variant, 'первый').find((l) => l.includes('крейсер ×2'));
      // Taken: Е8–Е10, hit by второй's 22, 23, 24, the only cruiser hit: the first boxes.
      expect(line, Object.keys(r.fleets).join()).toMatch(/крейсер ×2 {2}■■■ □□□ 22 23 24 {2}/u);
      const destroyers = rosterLines(r, variant, 'первый').find((l) => l.includes('миноносец ×3'));
      // И10–К10 hit first (8, 9), then В9–Г9 (17, 19); А2–А3 never.
      expect(destroyers, Object.keys(r.fleets).join()).toMatch(/миноносец ×3 {2}■■ ■■ □□ 8 9 \| 17 19 {2}/u);
    }
    const row = variant.fleet.findIndex((c) => c.id === 'cruiser');
    const name = `${padContent(variant, 'ru').roster.rows[row]!.name} ×2`;
    expect(rowBoxes(record, variant, name, 0).slice(0, 6)).toEqual(['x', 'x', 'x', '', '', '']);
    expect(rowBoxes(hidden, variant, name, 0).slice(0, 6)).toEqual(['x', 'x', 'x', '', '', '']);
  });

  it('every example of a per-shot game: the same roster, lines and boxes, with the fleets shown or not', async () => {
    for (const name of ['morskoy-boy.yaml', 'statki.yaml', 'statki-15.yaml']) {
      const { record, variant } = await example(name);
      const hidden = { ...record, fleets: {} };
      record.sides.forEach((s, k) => {
        expect(rosterLines(hidden, variant, s.id), `${name} ${s.id}`).toEqual(rosterLines(record, variant, s.id));
        for (const [i, row] of padContent(variant, variant.languages[0]!).roster.rows.entries()) {
          const label = variant.fleet[i]!.count > 1 ? `${row.name} ×${variant.fleet[i]!.count}` : row.name;
          expect(rowBoxes(hidden, variant, label, k), `${name} ${s.id} ${label}`).toEqual(rowBoxes(record, variant, label, k));
        }
      });
    }
  });
});
