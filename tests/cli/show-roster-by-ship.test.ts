/**
 * `salvo show`'s roster in the terminal listed a class's hits in order, whichever of its ships was
 * hit (`■■■■□□ 1 1 2 2`), while the filled-in sheet (`show -o`) ticks the ship hit where the record
 * tells it (a report ship by ship, Twin Salvo's `frigate #2 2`; the side's own fleet revealed).
 * The terminal now draws the boxes as the sheet groups them (a group a ship, a space between) and
 * fills them as the sheet does, the salvos that scored them in the boxes' order, a `|` between
 * ships where the record tells which ship was hit: the same boxes as tests/cli/show-pdf-roster-by-ship.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawPaper } from '../../src/cli/commands/show.js';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { parseRecord } from '../../src/record/parse.js';
import { paperOf } from '../../src/record/paper.js';
import { readRecordFile } from '../../src/record/store.js';
import { loadVariant } from '../../src/variant/load.js';
import type { GameRecord } from '../../src/record/model.js';
import type { Variant } from '../../src/variant/model.js';

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

/** The roster line of the class named `name` on `side`'s paper as show prints it, spaces squeezed. */
function rosterLine(record: GameRecord, variant: Variant, side: string, name: string, lang = 'en'): string {
  const text = drawPaper(paperOf(record, variant, side), record, variant, lang);
  const line = text.split('\n').find((l) => l.includes(name));
  expect(line, name).toBeDefined();
  return line!.replace(/ {2,}/gu, '  ').trim();
}

describe('salvo show: the roster ticks the ship hit, as the filled-in sheet does', () => {
  it('in Twin Salvo, by the ship each report names, with the fleets revealed or not', async () => {
    const variant = await loadVariant(join(root, 'examples', 'variants', 'twin-salvo.yaml'), { cwd: root });
    for (const fleets of ['', FLEETS]) {
      const f = parseRecord(TWIN(fleets), variant);
      expect(f.diagnostics.filter((x) => x.severity === 'error')).toEqual([]);
      // East's second frigate hit thrice (west's salvos 1, 1, 2), the first once (2); west's, each once by east's salvo 1.
      expect(rosterLine(f.record, variant, 'east', 'Frigate ×2'), fleets).toMatch(/^FF {2}Frigate ×2 {2}■□□ ■■■ 2 \| 1 1 2 {2}■□□ ■□□ 1 \| 1 {2}\(/u);
      expect(rosterLine(f.record, variant, 'west', 'Frigate ×2'), fleets).toMatch(/^FF {2}Frigate ×2 {2}■□□ ■□□ 1 \| 1 {2}■□□ ■■■ 2 \| 1 1 2\b/u);
      // The first cutter hit, on either side: its boxes, not the second's; one ship hit, no bar.
      expect(rosterLine(f.record, variant, 'east', 'Cutter ×2'), fleets).toMatch(/^CT {2}Cutter ×2 {2}■■ □□ 1 2 {2}■□ □□ 1\b/u);
    }
  });

  it("in a per-shot game, the own ship hit as the fleet revealed has it: Морской бой's second cruiser sunk, its boxes ticked", async () => {
    const f = await readRecordFile(join(root, 'examples', 'morskoy-boy.yaml'), loadRecordVariant, 'morskoy-boy.yaml');
    if (!f.ok) throw new Error('morskoy-boy.yaml does not read');
    expect(f.record.fleets['первый']?.filter((s) => s.classId === 'cruiser').map((s) => s.cells.length)).toEqual([3, 3]);
    // Taken: the cruiser at Е8–Е10 (the second in the record's fleet) sunk by salvos 22, 23, 24, the
    // other not hit: the first ship hit, the first boxes (tests/cli/show-roster-ships-order).
    // Given: the sheet has one group for the class (the enemy's ships not told apart shot by shot): in order.
    expect(rosterLine(f.record, f.variant, 'первый', 'cruiser ×2')).toMatch(/cruiser ×2 {2}■■■ □□□ 22 23 24 {2}■■■■■■ 5 6 7 22 25 26 {2}\(/u);
  });

  it('a class of one ship, or no hit: as before, one group', async () => {
    const f = await readRecordFile(join(root, 'examples', 'jutland.yaml'), loadRecordVariant, 'jutland.yaml');
    if (!f.ok) throw new Error('jutland.yaml does not read');
    const text = drawPaper(paperOf(f.record, f.variant, 'blue', 12), f.record, f.variant, 'en');
    expect(text).toMatch(/BB {2}Battleship {4}□□□□ {9}■■■■ 2 4 5 5 {3}\(sank 1\)/u);
    // Blue's own destroyer hit twice (A4, A5: one ship, the fleet revealed): the first ship's boxes.
    expect(text).toMatch(/DD {2}Destroyer ×2 {2}■■ □□ 1 2 {4}□□□□ {3}\(lost 1\)/u);
  });
});
