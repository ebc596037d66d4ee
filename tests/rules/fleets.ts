/**
 * Hand-written fleets for the rules tests, one per seed-like test variant, on a 10×10 board
 * (cell = row * 10 + column): ships laid in rows from the top-left, far enough apart for every
 * spacing rule.
 */
import { fleet, row } from './build.js';
import { jutland, morskoyBoy, perelman } from './variants.js';

export const perelmanFleet = fleet(perelman, [
  ['two', row(0, 0, 2)],
  ['three', row(2, 0, 3)],
  ['four', row(4, 0, 4)],
  ['five', row(6, 0, 5)],
  ['hospital', row(8, 0, 4)],
]);

export const jutlandFleet = fleet(jutland, [
  ['battleship', row(0, 0, 4)],
  ['cruiser', row(2, 0, 3)],
  ['destroyer', row(4, 0, 2)],
  ['destroyer', row(6, 0, 2)],
]);

export const morskoyBoyFleet = fleet(morskoyBoy, [
  ['battleship', row(0, 0, 4)],
  ['cruiser', row(2, 0, 3)],
  ['cruiser', row(2, 4, 3)],
  ['destroyer', row(4, 0, 2)],
  ['destroyer', row(4, 3, 2)],
  ['destroyer', row(4, 6, 2)],
  ['submarine', [60]],
  ['submarine', [62]],
  ['submarine', [64]],
  ['submarine', [66]],
]);
