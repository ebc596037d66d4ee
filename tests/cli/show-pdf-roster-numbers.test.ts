/**
 * `salvo show game.yaml -o sheet.pdf` on a per-salvo game (Jutland, Perelman): the
 * pad's legend says "beside each ship: the salvos that hit it", and its tally boxes are drawn
 * large enough for a number, but the filled-in roster only crossed its boxes: a player reading the
 * printed sheet could not tell which salvo hit the battleship, which show's text gives (`■■□□ 2 4`).
 * Now each box of hits taken and given holds the number of the salvo that scored the hit, in the
 * pencil's ink, in the order show's roster gives them; a hit whose salvo is not known (Perelman's
 * hits told later by a salvo size) is crossed, as a player ticks it by hand. A per-shot game's
 * roster (Морской бой), whose legend says nothing of numbers there, is still ticked with crosses.
 * Checked on the drawing for the per-salvo example records (Perelman's with its fleets hidden too)
 * and one per-shot record, on A4 and A5.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { filledSheet } from '../../src/cli/commands/show.js';
import { sideSalvoNumbers } from '../../src/record/model.js';
import { paperOf } from '../../src/record/paper.js';
import { readRecordFile } from '../../src/record/store.js';
import { drawFilledPad } from '../../src/render/pad.js';
import { padContent } from '../../src/render/pad-content.js';
import { layoutPad, type Paper } from '../../src/render/pad-layout.js';
import { boundsOf, RecordingDrawing } from '../../src/render/record-drawing.js';

const EXAMPLES = join(import.meta.dirname, '../../examples');
const PENCIL = '#1a1a6e';

/** The roster as drawn on each side's first page: the pencil's numbers in it and its crosses. */
async function rosters(name: string, paper: Paper, hidden = false) {
  const f = await readRecordFile(join(EXAMPLES, name), loadRecordVariant, name);
  if (!f.ok) throw new Error(`${name} does not read`);
  const { variant } = f;
  // Fleets hidden, as at the table before the game is over: some hits known without their salvo.
  const record = hidden ? { ...f.record, fleets: {} } : f.record;
  const lang = variant.languages[0]!;
  const sides = record.sides.map((s) => s.id);
  const papers = sides.map((s) => paperOf(record, variant, s));
  const fills = papers.map((p) => filledSheet(p, record.salvos, sideSalvoNumbers(record), variant, lang));
  const d = new RecordingDrawing();
  const pages = drawFilledPad(d, variant, { paper, lang, sides }, fills);
  const content = padContent(variant, lang, { sides });
  const block = layoutPad(content, { paper, perPage: 1 }).sheets[0]!.blocks.find((b) => b.kind === 'roster');
  if (block?.kind !== 'roster') throw new Error('no roster');
  const within = (x: number, y: number) => x >= block.x && x <= block.x + block.geometry.width + 1 && y >= block.y && y <= block.y + block.geometry.height;
  return {
    content,
    papers,
    drawn: papers.map((_, k) => {
      const ops = d.ops.filter((o) => o.page === (k * pages) / papers.length).map((o) => o.draw);
      const numbers: number[] = [];
      let crosses = 0;
      for (const o of ops) {
        if (o.op === 'text' && o.style.colour === PENCIL && within(o.x, o.y)) {
          numbers.push(Number(o.text));
          // Inside its box: the number's ink no wider than the box.
          const b = boundsOf(o)!;
          expect(b.right - b.left).toBeLessThan(block.geometry.box);
        }
        if (o.op === 'lines' && o.stroke.colour === PENCIL && o.segments.length === 2 && within(o.segments[0]![0], o.segments[0]![1])) crosses++;
      }
      return { numbers: numbers.sort((a, b) => a - b), crosses };
    }),
  };
}

describe('show -o: the salvos that hit each ship, in its boxes', () => {
  for (const paper of ['A4', 'A5'] as const) {
    for (const [name, hidden] of [['jutland.yaml', false], ['perelman.yaml', false], ['perelman.yaml', true]] as const) {
      it(`${name}${hidden ? ', fleets hidden,' : ''} on ${paper}: each box of a hit taken or given holds its salvo's number, a hit of no known salvo crossed`, async () => {
        const { content, papers, drawn } = await rosters(name, paper, hidden);
        expect(content.roster.boxesHoldNumbers).toBe(true);
        const rows = content.roster.rows;
        papers.forEach((p, k) => {
          const expected: (number | null)[] = [];
          for (const r of p.roster) {
            const row = rows[r.classIndex]!;
            const boxes = (g: readonly number[] | null) => (g ?? []).reduce((a, b) => a + b, 0);
            expected.push(...r.takenBy.slice(0, boxes(row.taken)), ...r.givenBy.slice(0, boxes(row.given)));
          }
          const known = expected.filter((n): n is number => n !== null).sort((a, b) => a - b);
          expect(known.length, `${name} ${p.side}: some hit`).toBeGreaterThan(0);
          expect(drawn[k]!.numbers, `${name} ${p.side}`).toEqual(known);
          expect(drawn[k]!.crosses, `${name} ${p.side}`).toBe(expected.length - known.length);
        });
        // Hidden fleets leave some hits of no known salvo: they are crossed.
        if (hidden) expect(drawn.reduce((n, r) => n + r.crosses, 0)).toBeGreaterThan(0);
      });
    }
  }

  it('morskoy-boy.yaml (per shot): the roster is ticked with crosses, no numbers', async () => {
    const { content, papers, drawn } = await rosters('morskoy-boy.yaml', 'A4');
    expect(content.roster.boxesHoldNumbers).toBe(false);
    papers.forEach((p, k) => {
      expect(drawn[k]!.numbers).toEqual([]);
      expect(drawn[k]!.crosses).toBeGreaterThan(0);
    });
  });
});
