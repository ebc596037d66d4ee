/**
 * The listing of an unread cell's readings (src/inference/unread-listed.ts) is capped by its work,
 * not only by its layouts: each layout is checked by a compile of the mended record per cell its
 * unread shots could matter at (per pair of them, two unread cells), each compile's work the salvos
 * it reads (`LIST_WORK`). A mid-game Perelman record with two thousand layouts to check took some
 * 16,000 compiles of a 20-salvo record; two unread cells could take ten times as many. Past the work
 * the listing gives up (null) and `infer` counts the weakened reading, said to be loose. Within it,
 * the listing is as before: the readings' layouts, by the brute force (./brute.ts).
 */
import { describe, expect, it } from 'vitest';
import { infer } from '../../src/inference/engine.js';
import { LIST_MOST, LIST_WORK, listUnreadLayouts } from '../../src/inference/unread-listed.js';
import { bruteInfer } from './brute.js';
import { byClass, garbledRecord, LISTED, readingsFit } from './unread-readings.js';

describe("the listing of an unread cell's readings, capped by its work", () => {
  it('within the work: the readings\' layouts, as the brute force finds them', () => {
    const { evidence } = garbledRecord(byClass, LISTED);
    const fits = readingsFit(byClass, LISTED);
    const listed = listUnreadLayouts(byClass, evidence, 60_000);
    expect(listed).not.toBeNull();
    expect(listed!.length).toBe(fits.length);
    // Fewer than the weakened reading's, and far from the cap: the cap takes nothing from such a record.
    expect(BigInt(fits.length)).toBeLessThan(bruteInfer(byClass, evidence).count);
    expect(fits.length).toBeLessThan(LIST_MOST);
    expect(listUnreadLayouts(byClass, evidence, 60_000, LIST_MOST, LIST_WORK / 100)).toHaveLength(fits.length);
  });

  it('past the work: none listed (the weakened reading then stands, said loose: tests/cli/infer-unread-superset.test.ts); within it the engine lists them', () => {
    const { evidence } = garbledRecord(byClass, LISTED);
    // The layouts are few (under LIST_MOST): only the work stops the listing.
    expect(listUnreadLayouts(byClass, evidence, 60_000, LIST_MOST, 40)).toBeNull();
    // The engine with the cap as it is lists them: exact, no flag.
    const got = infer(byClass, evidence);
    expect(got.count).toBe(BigInt(readingsFit(byClass, LISTED).length));
    expect(got.readings).toBeUndefined();
  });
});
