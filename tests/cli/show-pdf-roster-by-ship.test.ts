/**
 * `salvo show game.yaml -o sheet.pdf` filled a class's roster boxes in order, whichever of its
 * ships was hit: in Twin Salvo, whose report names the ship (`frigate #2 2`), three hits on the
 * second frigate and one on the first were ticked as the first frigate's three boxes and one of
 * the second's. Where the record tells which ship of a class was hit (a report ship by ship, or
 * the fleet revealed: a player knows which of their own ships was hit), that ship's boxes are
 * ticked now, each with its salvo's number where the boxes hold numbers; hits whose ship is not
 * known fill the first boxes left, as before.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { boxesFilled } from '../../src/render/roster-boxes.js';
import { parseRecord } from '../../src/record/parse.js';
import { loadVariant } from '../../src/variant/load.js';
import { paperOf } from '../../src/record/paper.js';
import { readRecordFile } from '../../src/record/store.js';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { padContent } from '../../src/render/pad-content.js';
import { rowBoxes } from '../helpers/sheet-row-boxes.js';

const root = join(import.meta.dirname, '..', '..');

const FLEETS = `fleets:
  east:
    cruiser: A1-D1
    frigate: [A3-C3, F3-H3]
    cutter: [A5-B5, E5-F5]
  west:
    cruiser: A10-D10
    frigate: [A8-C8, F8-H8]
    cutter: [J1-J2, J5-J6]
`;
const TWIN = (fleets: string): string => `variant: twin-salvo
sides:
  east: Ann
  west: Bob
${fleets}salvos:
  - west: "F3 G3 A5 J10 -> frigate #2 2, cutter #1 1"
  - east: "F8 A8 J1 E1 -> frigate #1 1, frigate #2 1, cutter #1 1"
  - west: "H3 B5 A3 J9 -> frigate #1 1, frigate #2 1 sunk, cutter #1 1 sunk"
`;

describe('show -o: the roster ticks the ship hit', () => {
  it('places the hits whose ship is known in that ship’s boxes, the others in the first boxes left', () => {
    // Three hits on the second of two frigates, one on the first.
    expect(boxesFilled([3, 3], 4, [1, 1, 2, 2], [[2], [1, 1, 2]], true)).toEqual([2, undefined, undefined, 1, 1, 2]);
    // Crossed where the boxes hold no numbers.
    expect(boxesFilled([3, 3], 4, [1, 1, 2, 2], [[2], [1, 1, 2]], false)).toEqual([null, undefined, undefined, null, null, null]);
    // One hit of three pinned to the second ship: the other two in the first boxes left.
    expect(boxesFilled([2, 2, 2], 3, [1, 3, 5], [[], [], [3]], true)).toEqual([1, 5, undefined, undefined, 3, undefined]);
    // A hit known on a ship without its salvo, crossed there.
    expect(boxesFilled([2, 2], 2, [4, null], [[], [null]], true)).toEqual([4, undefined, null, undefined]);
    // No ship known, or one group for the class: in order, as before.
    expect(boxesFilled([3, 3], 2, [1, 2], undefined, true)).toEqual([1, 2, undefined, undefined, undefined, undefined]);
    expect(boxesFilled([6], 2, [1, 2], [[2], [1]], true)).toEqual([1, 2, undefined, undefined, undefined, undefined]);
  });

  it('in Twin Salvo, by the ship each report names, with the fleets revealed or not', async () => {
    const variant = await loadVariant(join(root, 'examples', 'variants', 'twin-salvo.yaml'), { cwd: root });
    for (const fleets of ['', FLEETS]) {
      const f = parseRecord(TWIN(fleets), variant);
      expect(f.diagnostics.filter((x) => x.severity === 'error')).toEqual([]);
      // East's two frigates: the second hit thrice (salvos 1, 1, 2), the first once (2); west's, each once by east's salvo 1.
      expect(rowBoxes(f.record, variant, 'Frigate ×2', 0), fleets).toEqual(['2', '', '', '1', '1', '2', '1', '', '', '1', '', '']);
      expect(rowBoxes(f.record, variant, 'Frigate ×2', 1), fleets).toEqual(['1', '', '', '1', '', '', '2', '', '', '1', '1', '2']);
      // The first of the cutters hit, on either side: its boxes, not the second's.
      expect(rowBoxes(f.record, variant, 'Cutter ×2', 0), fleets).toEqual(['1', '2', '', '', '1', '', '', '']);
    }
  });

  it('in a per-shot game, the own ship hit as the fleet revealed has it: the cruiser sunk, the first ship hit, its boxes crossed', async () => {
    const f = await readRecordFile(join(root, 'examples', 'morskoy-boy.yaml'), loadRecordVariant, 'morskoy-boy.yaml');
    if (!f.ok) throw new Error('morskoy-boy.yaml does not read');
    expect(f.record.fleets['первый']?.filter((s) => s.classId === 'cruiser').map((s) => s.cells.length)).toEqual([3, 3]);
    const row = f.variant.fleet.findIndex((c) => c.id === 'cruiser');
    const paper = paperOf(f.record, f.variant, 'первый');
    // The cruiser at Е8–Е10 (the second in the record's fleet) sunk, the one at Ж3–И3 not hit: the
    // first ship hit takes the first boxes, as on the pad (tests/cli/show-roster-ships-order).
    expect(paper.roster[row]!.takenByShip.map((s) => s.length)).toEqual([3, 0]);
    expect(rowBoxes(f.record, f.variant, `${padContent(f.variant, 'ru').roster.rows[row]!.name} ×2`, 0).slice(0, 6)).toEqual(['x', 'x', 'x', '', '', '']);
  });
});
