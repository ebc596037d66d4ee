/**
 * `salvo show game.yaml -o sheet.pdf`: the pad's trackers are strips "a player strikes out as the
 * game goes", and its gun circles are there to strike out, but the filled-in sheet left them all
 * blank: Perelman's sheet after 17 shots still offered all 60 of its shots and no damage taken,
 * Jutland's all six guns when a battleship had lost one. Now each is struck out in pencil, one
 * stroke a box: a shot limit's box for each shot fired, the damage ladder's for each hit counted,
 * a countdown's for each gun (or ship afloat) lost, and on the roster a circle for each gun lost.
 * Checked on the drawing for the example records, at the game's end and part way, against what
 * the revealed fleets give, counted here from the fleets and the cells fired.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { filledSheet } from '../../src/cli/commands/show.js';
import { sideSalvoNumbers } from '../../src/record/model.js';
import { paperOf } from '../../src/record/paper.js';
import { readRecordFile } from '../../src/record/store.js';
import { PENCIL_INK } from '../../src/render/chart.js';
import { drawFilledPad } from '../../src/render/pad.js';
import { padContent } from '../../src/render/pad-content.js';
import { layoutPad } from '../../src/render/pad-layout.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import { gunsAfter } from '../../src/rules/class-outlook.js';

const EXAMPLES = join(import.meta.dirname, '../../examples');

/** What a side's trackers should show struck after `after` salvos, counted from the revealed fleets. */
interface Expected {
  readonly fired: number;
  readonly damage: number;
  readonly gunsLost: number;
  readonly sunk: number;
  readonly gunsLostByClass: readonly number[];
}

async function sheets(name: string, after: number | 'all') {
  const f = await readRecordFile(join(EXAMPLES, name), loadRecordVariant, name);
  if (!f.ok) throw new Error(`${name} does not read`);
  const { variant } = f;
  const n = after === 'all' ? f.record.salvos.length : after;
  const record = { ...f.record, salvos: f.record.salvos.slice(0, n) };
  const lang = variant.languages[0]!;
  const sides = record.sides.map((s) => s.id);
  const fills = sides.map((s) => filledSheet(paperOf(record, variant, s), record.salvos, sideSalvoNumbers(record), variant, lang));
  const d = new RecordingDrawing();
  const pages = drawFilledPad(d, variant, { paper: 'A4', lang, sides }, fills);
  const sheet = layoutPad(padContent(variant, lang, { sides }), { paper: 'A4', perPage: 1 }).sheets[0]!;
  const expected = sides.map((side): Expected => {
    const fleet = record.fleets[side];
    if (fleet === undefined) throw new Error(`${name}: ${side}'s fleet is not revealed`);
    const hitAt = new Set(record.salvos.filter((s) => s.side !== side).flatMap((s) => s.cells));
    const hits = fleet.map((ship) => ship.cells.filter((c) => hitAt.has(c)).length);
    const lost = fleet.map((ship, k) => variant.fleet[ship.classIndex]!.guns - gunsAfter(variant.fleet[ship.classIndex]!, hits[k]!));
    const counts = variant.turns.salvo.kind !== 'damage' || variant.turns.salvo.countProtected;
    return {
      fired: record.salvos.filter((s) => s.side === side).reduce((k, s) => k + s.cells.length, 0),
      damage: fleet.reduce((k, ship, i) => k + (counts || !variant.fleet[ship.classIndex]!.protected ? hits[i]! : 0), 0),
      gunsLost: lost.reduce((a, b) => a + b, 0),
      sunk: fleet.filter((ship, k) => hits[k] === ship.cells.length).length,
      gunsLostByClass: variant.fleet.map((_, c) => fleet.reduce((k, ship, i) => k + (ship.classIndex === c ? lost[i]! : 0), 0)),
    };
  });
  // The pencil's single strokes in a box (a struck box or circle; a crossed box is two strokes).
  const strokesIn = (page: number, box: { x: number; y: number; w: number; h: number }): number =>
    d.ops.filter((o) => {
      if (o.page !== page || o.draw.op !== 'lines' || o.draw.stroke.colour !== PENCIL_INK || o.draw.segments.length !== 1) return false;
      const [x1, y1] = o.draw.segments[0]!;
      return x1 >= box.x && x1 <= box.x + box.w && y1 >= box.y && y1 <= box.y + box.h;
    }).length;
  const per = pages / sides.length;
  return { variant, sheet, expected, strokesIn, pageOf: (k: number) => k * per };
}

describe('show -o strikes out the trackers and the guns lost', () => {
  for (const [name, after] of [
    ['perelman.yaml', 'all'],
    ['perelman.yaml', 12],
    ['jutland.yaml', 'all'],
    ['jutland.yaml', 9],
    ['classic-salvo.yaml', 'all'],
    ['classic-salvo.yaml', 20],
  ] as const) {
    it(`${name}, after ${after}: each tracker's boxes struck as the fleets give them, each gun lost struck on the roster`, async () => {
      const { variant, sheet, expected, strokesIn, pageOf } = await sheets(name, after);
      const trackers = sheet.blocks.filter((b) => b.kind === 'tracker');
      expect(trackers.length).toBeGreaterThan(0);
      let struck = 0;
      expected.forEach((e, k) => {
        for (const b of trackers) {
          if (b.kind !== 'tracker') continue;
          const t = b.tracker;
          const want =
            t.kind === 'shots-left'
              ? Math.floor(e.fired / (t.per ?? 1))
              : t.kind === 'damage-ladder'
                ? Math.min(t.total, e.damage)
                : variant.turns.salvo.kind === 'guns'
                  ? e.gunsLost
                  : e.sunk;
          const got = strokesIn(pageOf(k), { x: b.x, y: b.y, w: b.geometry.width, h: b.geometry.height });
          expect(got, `${name} side ${k} ${t.kind}`).toBe(want);
          struck += got;
        }
        const roster = sheet.blocks.find((b) => b.kind === 'roster')!;
        const gunsCol = roster.kind === 'roster' ? roster.geometry.columns.find((c) => c.key === 'guns') : undefined;
        if (gunsCol !== undefined && roster.kind === 'roster') {
          const got = strokesIn(pageOf(k), { x: roster.x + gunsCol.x - 2, y: roster.y, w: gunsCol.w + 4, h: roster.geometry.height });
          expect(got, `${name} side ${k} guns struck on the roster`).toBe(e.gunsLostByClass.reduce((a, b) => a + b, 0));
        }
      });
      expect(struck, `${name}: something struck`).toBeGreaterThan(0);
    });
  }
});
