/**
 * What each tally box of a roster row holds on a filled-in sheet (`salvo show -o`, and the
 * terminal `salvo show`'s tallies, which draw the same boxes): a module of its own, free of the
 * fonts and the drawing (./roster.ts), so that show reaches it without loading fontkit at start-up
 * (tests/cli/lazy-imports.test.ts).
 */

/** What a tally box holds on a filled-in sheet: a salvo's number, null a cross, undefined nothing. */
export type BoxFilled = number | null | undefined;

/** A row's boxes as filled (`boxesFilled`), and whether some number stands in a ship's boxes by guess. */
export interface BoxesFilling {
  readonly boxes: BoxFilled[];
  /**
   * Some ship's boxes hold a salvo's number the record does not give that ship: a hit known on the
   * ship without its salvo, where the class's salvos are all known (a sinking telling the ship's
   * hits), filled with one of the class's numbers no ship has, in order.
   */
  readonly guessed: boolean;
}

/**
 * What each box of a row's column holds on a filled-in sheet (`salvo show -o`), box after box
 * across its `groups`: `ticked` hits, `by` the salvos that scored them in order (null: not known),
 * each its number where `numbers` (the roster's boxes hold numbers), else a cross. Where the
 * groups are the class's ships, one a ship, and `byShip` tells the ship of some hits (a report
 * ship by ship, `frigate #2 1`; the fleet revealed), those hits fill that ship's boxes, as a player
 * ticks the ship hit; the hits whose ship is not known fill the first boxes left, in order. A hit
 * known on a ship without its salvo is a cross in that ship's boxes where the class has a hit of
 * no known salvo; else it is one of the class's numbers no ship has (they are all on the sheet,
 * none left out for it): the ship's boxes take them in order, so that each ship has at least the
 * hits the record gives it.
 *
 * @example
 *   boxesFilled([3, 3], 3, [1, 1, 2], [[2], [1, 1]], true) // [2, undefined, undefined, 1, 1, undefined]
 *   boxesFilled([2, 2], 4, [9, 10, 14, 15], [[null, null], [null, null]], true) // [9, 10, 14, 15]
 */
export function boxesFilled(groups: readonly number[], ticked: number, by: readonly (number | null)[], byShip: readonly (readonly (number | null)[])[] | undefined, numbers: boolean): BoxFilled[] {
  return boxesFilling(groups, ticked, by, byShip, numbers).boxes;
}

/** `boxesFilled`'s boxes, and whether some number in a ship's boxes is there by guess (`BoxesFilling`). */
export function boxesFilling(groups: readonly number[], ticked: number, by: readonly (number | null)[], byShip: readonly (readonly (number | null)[])[] | undefined, numbers: boolean): BoxesFilling {
  const total = groups.reduce((a, b) => a + b, 0);
  const out: BoxFilled[] = Array<BoxFilled>(total).fill(undefined);
  const n = Math.min(ticked, total);
  const hits = Array.from({ length: Math.max(0, ticked) }, (_, i) => by[i] ?? null);
  const starts = groups.map((_, k) => groups.slice(0, k).reduce((a, b) => a + b, 0));
  // Per ship, the boxes kept for a hit known on it whose salvo the class's list gives, not which.
  const kept = groups.map(() => 0);
  let placed = 0;
  const place = (k: number, salvo: number | null): void => {
    out[starts[k]! + out.slice(starts[k]!, starts[k]! + groups[k]!).indexOf(undefined)] = salvo;
    placed++;
  };
  if (byShip !== undefined && groups.length > 1 && byShip.length === groups.length) {
    const room = (k: number): number => groups[k]! - out.slice(starts[k]!, starts[k]! + groups[k]!).filter((v) => v !== undefined).length - kept[k]!;
    // The hits of a known salvo first, each in its ship's boxes, its salvo out of the row's list
    // (a hit of no known salvo, where its own is not there).
    groups.forEach((_, k) => {
      for (const salvo of byShip[k] ?? []) {
        if (salvo === null || placed >= n || room(k) === 0) continue;
        place(k, salvo);
        const at = hits.indexOf(salvo);
        hits.splice(at >= 0 ? at : Math.max(hits.indexOf(null), 0), 1);
      }
    });
    // Then those of no known salvo: a cross, for a hit of the class's of no known salvo; else a box kept for one of its numbers.
    groups.forEach((_, k) => {
      for (const salvo of byShip[k] ?? []) {
        if (salvo !== null || placed + kept.reduce((a, b) => a + b, 0) >= n || room(k) === 0) continue;
        const at = hits.indexOf(null);
        if (at >= 0) {
          place(k, null);
          hits.splice(at, 1);
        } else kept[k]!++;
      }
    });
  }
  // The others in order: each ship its boxes kept, and the first boxes left as long as the later ships' kept boxes have their numbers.
  const rest = hits.slice(0, n - placed);
  let guessed = false;
  groups.forEach((size, k) => {
    const later = kept.slice(k + 1).reduce((a, b) => a + b, 0);
    const free = out.slice(starts[k]!, starts[k]! + size).filter((v) => v === undefined).length;
    const take = Math.min(free, Math.max(kept[k]!, rest.length - later));
    if (kept[k]! > 0 && take > 0) guessed = true;
    for (const salvo of rest.splice(0, take)) place(k, salvo);
  });
  return { boxes: numbers ? out : out.map((v) => (v === undefined ? undefined : null)), guessed };
}
