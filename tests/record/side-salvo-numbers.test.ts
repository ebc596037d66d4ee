/**
 * One count of a side's salvos (`sideSalvoNumbers`, src/record/model.ts): the salvos of the
 * record, and the lines naming no cell it leaves out, in the order of their numbers in the text.
 * Expected numbers are counted here from the sides of the lines, each line one salvo of its side.
 */
import { describe, expect, it } from 'vitest';
import { sideSalvoNumber, sideSalvoNumbers, sideSalvos, type GameRecord, type LostLine, type RecordSources } from '../../src/record/model.js';

/** The record's lines in order: a side, and whether the line names cells (false: left out, as `lost`). */
const LINES: readonly [string, boolean][] = [
  ['blue', true],
  ['red', true],
  ['blue', false],
  ['red', false],
  ['blue', true],
  ['red', false],
  ['blue', true],
  ['red', true],
];

const at = { line: 1, column: 1 };
const record: Pick<GameRecord, 'salvos'> = { salvos: LINES.filter(([, cells]) => cells).map(([side]) => ({ side, cells: [0], announcement: null })) };
const items = LINES.flatMap(([, cells], i) => (cells ? [i + 1] : []));
const lost: LostLine[] = LINES.flatMap(([side, cells], i) => (cells ? [] : [{ item: i + 1, side }]));
const sources: Pick<RecordSources, 'salvos' | 'lost'> = { salvos: items.map((item) => ({ item, at, cells: [at], unreadableCells: 0, unreadableResult: false })), lost };
/** Line `item`'s (1-based) own number for its side, counting `counted` of the lines left out. */
const own = (item: number, counted: readonly LostLine[]): number =>
  LINES.slice(0, item).filter(([side, cells], i) => side === LINES[item - 1]![0] && (cells || counted.some((l) => l.item === i + 1))).length;

describe('sideSalvoNumbers', () => {
  it('counts every line left out by default, none without sources', () => {
    expect(sideSalvoNumbers(record, sources)).toEqual(items.map((item) => own(item, lost)));
    expect(sideSalvoNumbers(record)).toEqual(items.map((item) => own(item, [])));
    // The lines counted make a difference here, or the test tells nothing.
    expect(sideSalvoNumbers(record, sources)).not.toEqual(sideSalvoNumbers(record));
  });

  it('counts only the lines it is given', () => {
    for (const counted of [[], [lost[0]!], [lost[1]!], lost.slice(1)]) {
      expect(sideSalvoNumbers(record, sources, counted)).toEqual(items.map((item) => own(item, counted)));
      record.salvos.forEach((_, i) => expect(sideSalvoNumber(record, i, sources, counted)).toBe(own(items[i]!, counted)));
    }
    expect(sideSalvoNumber(record, record.salvos.length, sources)).toBe(0);
  });

  it("agrees with sideSalvos' order: a salvo's place in its side's list is its number", () => {
    for (const counted of [lost, [lost[1]!], []]) {
      const numbers = sideSalvoNumbers(record, sources, counted);
      for (const side of ['blue', 'red']) {
        const list = sideSalvos(record, (s) => s === side, sources, counted);
        expect(list.length).toBe(LINES.filter(([s, cells], i) => s === side && (cells || counted.some((l) => l.item === i + 1))).length);
        list.forEach((s, k) => {
          if (s.lost === undefined) expect(numbers[s.at]).toBe(k + 1);
          else expect(own(s.lost, counted)).toBe(k + 1);
        });
      }
    }
  });
});
