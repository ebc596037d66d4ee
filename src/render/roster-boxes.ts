/**
 * What each tally box of a roster row holds on a filled-in sheet (`salvo show -o`, and the
 * terminal `salvo show`'s tallies, which draw the same boxes): a module of its own, free of the
 * fonts and the drawing (./roster.ts), so that show reaches it without loading fontkit at start-up
 * (tests/cli/lazy-imports.test.ts).
 */

/** What a tally box holds on a filled-in sheet: a salvo's number, null a cross, undefined nothing. */
export type BoxFilled = number | null | undefined;

/**
 * What each box of a row's column holds on a filled-in sheet (`salvo show -o`), box after box
 * across its `groups`: `ticked` hits, `by` the salvos that scored them in order (null: not known),
 * each its number where `numbers` (the roster's boxes hold numbers), else a cross. Where the
 * groups are the class's ships, one a ship, and `byShip` tells the ship of some hits (a report
 * ship by ship, `frigate #2 1`; the fleet revealed), those hits fill that ship's boxes, as a player
 * ticks the ship hit; the hits whose ship is not known fill the first boxes left, in order.
 *
 * @example
 *   boxesFilled([3, 3], 3, [1, 1, 2], [[2], [1, 1]], true) // [2, undefined, undefined, 1, 1, undefined]
 */
export function boxesFilled(groups: readonly number[], ticked: number, by: readonly (number | null)[], byShip: readonly (readonly (number | null)[])[] | undefined, numbers: boolean): BoxFilled[] {
  const total = groups.reduce((a, b) => a + b, 0);
  const out: BoxFilled[] = Array<BoxFilled>(total).fill(undefined);
  const n = Math.min(ticked, total);
  const hits = Array.from({ length: Math.max(0, ticked) }, (_, i) => by[i] ?? null);
  let placed = 0;
  if (byShip !== undefined && groups.length > 1 && byShip.length === groups.length) {
    let start = 0;
    groups.forEach((size, k) => {
      for (const salvo of (byShip[k] ?? []).slice(0, size)) {
        if (placed >= n) break;
        out[start + out.slice(start, start + size).indexOf(undefined)] = salvo;
        placed++;
        // That hit is no longer to place: its salvo out of the row's list (a hit of no known salvo, where its own is not there).
        const at = hits.indexOf(salvo);
        hits.splice(at >= 0 ? at : Math.max(hits.indexOf(null), 0), 1);
      }
      start += size;
    });
  }
  // The others in the first boxes left, in order.
  for (const salvo of hits.slice(0, n - placed)) out[out.indexOf(undefined)] = salvo;
  return numbers ? out : out.map((v) => (v === undefined ? undefined : null));
}
