/**
 * Speed of the core layer on the biggest boards: computing every placement (done once per
 * variant), drawing random layouts and deciding whether a fleet fits. Run with `npm run bench`.
 */
import { bench, describe } from 'vitest';
import { allPlacements } from '../../src/core/placements.js';
import { findAnyLayout, randomLayout } from '../../src/core/random-layout.js';
import { checkLayout } from '../../src/core/layout.js';
import { parseCellList } from '../../src/core/coords.js';
import { makeVariant, shapeClass, shipClass } from '../helpers/make-variant.js';
import { statki, statki15, jutland } from './seed-boards.js';

const big = () =>
  makeVariant({
    rows: 26,
    columns: 26,
    fleet: [
      shipClass('six', 6, { count: 2 }),
      shipClass('four', 4, { count: 4 }),
      shapeClass('ell', [[0, 0], [1, 0], [2, 0], [2, 1]], { count: 3 }),
      shapeClass('plus', [[0, 1], [1, 0], [1, 1], [1, 2], [2, 1]], { count: 2 }),
      shipClass('one', 1, { count: 6 }),
    ],
    placement: { diagonal: true, spacing: 'no-contact' },
  });

describe('placements', () => {
  bench('allPlacements, 26×26, straight (diagonal) and polyomino classes, fresh variant', () => {
    allPlacements(big());
  });
  bench('allPlacements, 10×10 Statki, fresh variant', () => {
    allPlacements({ ...statki });
  });
});

describe('layouts', () => {
  const v = big();
  let seed = 0;
  bench('randomLayout, Statki 10×10', () => {
    randomLayout(statki, seed++);
  });
  bench('randomLayout, Statki 15×15', () => {
    randomLayout(statki15, seed++);
  });
  bench('randomLayout, 26×26 mixed fleet', () => {
    randomLayout(v, seed++);
  });
  bench('findAnyLayout, Jutland', () => {
    findAnyLayout(jutland);
  });
  const layout = randomLayout(statki, 1);
  bench('checkLayout, Statki', () => {
    checkLayout(layout, statki);
  });
  bench('parseCellList, 20 cells', () => {
    parseCellList('A1 B2 C3 D4 E5 F6 G7 H8 I9 J10 a 1, b 2, c 3, d 4, e 5, f 6, g 7, h 8, i 9, j 10', statki.board);
  });
});
