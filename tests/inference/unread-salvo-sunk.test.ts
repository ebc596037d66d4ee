/**
 * A whole salvo's "sunk", told by class, after a salvo with a cell that cannot be read, which may
 * have hit (`C? E5 -> boat 1`, later `C1 E3 -> boat 1 sunk`): the ship sunk may take in the unread
 * cell, so the "sunk" cannot say every cell of it was fired at as read; it was left out whole, and
 * the hit it tells with it was lost (the boat on C1 or E3). It is kept, read as saying that as many
 * ships of the class as it says sank may have sunk then: each hit then, its cells not fired at as
 * read no more than the unread hits before. The oracle is the brute force (./brute.ts), which reads
 * so, and every reading of the record (the unread cell mended to each cell of the board, the layouts
 * that fit some reading) is still counted.
 */
import { describe, expect, it } from 'vitest';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { bruteLayouts, consistent } from './brute.js';
import { expectEveryReadingCounted, garbledRecord } from './unread-readings.js';

// 5×5, a boat of two and a raft that may not touch, two shots a salvo, hits counted by class, sinking told.
const v = makeVariant({
  rows: 5,
  columns: 5,
  fleet: [shipClass('boat', 2), shipClass('raft', 1)],
  turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 2 } },
  report: { timing: 'per-salvo', by: 'class', counts: true, sunk: true },
});

describe('a whole salvo\'s "sunk" after a salvo with a cell that cannot be read', () => {
  it.each([
    ['the boat sunk, perhaps on the unread cell', ['red: C? E5 -> boat 1', 'blue: B4 B5 -> no hits', 'red: C1 E3 -> boat 1 sunk']],
    ['the raft sunk, and "no hits" after', ['red: C? E5 -> boat 1', 'blue: B4 B5 -> no hits', 'red: C1 E3 -> raft 1 sunk', 'blue: C4 C5 -> no hits', 'red: A1 B1 -> no hits']],
  ])('%s: kept, every reading still counted, the engine the brute force', (_, lines) => {
    const { parsed, evidence } = garbledRecord(v, lines);
    // The "sunk" is in the evidence, with what it hit.
    expect(evidence.salvos[1]!.announcement).toEqual(parsed.record.salvos[3]!.announcement);
    expectEveryReadingCounted(v, evidence, lines);
    // The class told hit then is on C1 or E3 (cells 2, 14) in every layout counted.
    const k = lines[2]!.includes('boat') ? 0 : 1;
    const kept = bruteLayouts(v).filter((l) => consistent(v, l, evidence));
    for (const l of kept) expect(l.some((s) => s.classIndex === k && (s.cells.includes(2) || s.cells.includes(14)))).toBe(true);
  });
});
