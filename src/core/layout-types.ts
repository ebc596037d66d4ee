/**
 * A fleet layout: where every ship of one side lies. Produced by parsing a layout written by
 * hand (`battleship: B2-B5`), by `randomLayout`, or revealed in a game record; checked by
 * `checkLayout` (src/core/layout.ts).
 */

export interface ShipOnBoard {
  /** The ship class id (`battleship`). */
  readonly classId: string;
  /** Index of the class in `variant.fleet`. */
  readonly classIndex: number;
  /** 0-based number of this ship within its class (destroyer 0, destroyer 1). */
  readonly ordinal: number;
  /** The cell indices it covers, increasing. */
  readonly cells: readonly number[];
}

/** One side's fleet, ships ordered by class index then ordinal. */
export type FleetLayout = readonly ShipOnBoard[];
