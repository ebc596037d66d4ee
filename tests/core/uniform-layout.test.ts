/**
 * The rejection sampler behind `salvo fleet random` and the simulator draws every legal layout
 * equally often: checked against the brute-force list of all layouts on small boards (with a
 * chi-square bound that the biased big-ships-first search fails), and through the command.
 */
import { describe, expect, it } from 'vitest';
import { fleetRandom } from '../../src/cli/commands/fleet.js';
import type { FleetLayout } from '../../src/core/layout-types.js';
import { isLegalLayout } from '../../src/core/layout.js';
import { randomLayout } from '../../src/core/random-layout.js';
import { uniformLayoutDraw } from '../../src/core/uniform-layout.js';
import type { Variant } from '../../src/variant/model.js';
import { bruteLayouts } from '../inference/brute.js';
import { chiSquare } from '../helpers/chi-square.js';
import { makeVariant, shapeClass, shipClass } from '../helpers/make-variant.js';

/** A layout as a set: per class, its ships' sorted cells, in sorted order. */
function keyOf(variant: Variant, ships: readonly { classIndex: number; cells: readonly number[] }[]): string {
  return variant.fleet
    .map((_, k) =>
      ships
        .filter((s) => s.classIndex === k)
        .map((s) => [...s.cells].sort((a, b) => a - b).join('.'))
        .sort()
        .join('|'),
    )
    .join('/');
}

function layoutKey(variant: Variant, layout: FleetLayout): string {
  return keyOf(
    variant,
    layout.map((s) => ({ classIndex: variant.fleet.findIndex((c) => c.id === s.classId), cells: s.cells })),
  );
}

/** Chi-square statistic of `draws` layouts against uniform over every legal layout. */
function chiSquareOf(variant: Variant, draws: number, draw: (i: number) => FleetLayout): { chi: number; df: number } {
  const keys: string[] = [];
  for (let i = 0; i < draws; i++) {
    const layout = draw(i);
    expect(isLegalLayout(layout, variant)).toBe(true);
    keys.push(layoutKey(variant, layout));
  }
  const { stat, df, outside } = chiSquare(bruteLayouts(variant).map((l) => keyOf(variant, l)), keys);
  expect(outside).toBe(0);
  return { chi: stat, df };
}

/** Far in the upper tail of chi-square with `df` degrees of freedom (about 6 standard deviations). */
const bound = (df: number): number => df + 6 * Math.sqrt(2 * df);

const cases: [string, Variant][] = [
  ['no contact, two interchangeable ships', makeVariant({ rows: 4, columns: 4, fleet: [shipClass('three', 3), shipClass('two', 2, { count: 2 })], placement: { diagonal: false, spacing: 'no-contact' } })],
  ['may touch, diagonals', makeVariant({ rows: 3, columns: 3, fleet: [shipClass('three', 3), shipClass('two', 2)], placement: { diagonal: true, spacing: 'may-touch' } })],
  ['no shared sides', makeVariant({ rows: 3, columns: 4, fleet: [shipClass('three', 3), shipClass('one', 1)], placement: { diagonal: false, spacing: 'no-side-contact' } })],
  // A designer's polyominoes: a shape's orientations and places must be drawn as evenly as lines'.
  ['two interchangeable L-trominoes and a single, no shared sides', makeVariant({ rows: 4, columns: 4, fleet: [shapeClass('corner', [[0, 0], [1, 0], [1, 1]], { count: 2 }), shipClass('one', 1)], placement: { diagonal: false, spacing: 'no-side-contact' } })],
  ['a T-tetromino and a diagonal two, no contact', makeVariant({ rows: 4, columns: 4, fleet: [shapeClass('tee', [[0, 0], [0, 1], [0, 2], [1, 1]]), shipClass('two', 2)], placement: { diagonal: true, spacing: 'no-contact' } })],
];

describe('uniformLayoutDraw', () => {
  for (const [name, variant] of cases) {
    it(`draws every legal layout equally often: ${name}`, () => {
      const n = bruteLayouts(variant).length;
      const { chi, df } = chiSquareOf(variant, 30 * n, (i) => {
        const d = uniformLayoutDraw(variant, `u:${i}`);
        expect(d.uniform).toBe(true);
        return d.layout;
      });
      expect(chi).toBeLessThan(bound(df));
    });
  }

  it('the same test rejects the big-ships-first search, which is not uniform', () => {
    const variant = cases[0]![1];
    const n = bruteLayouts(variant).length;
    const { chi, df } = chiSquareOf(variant, 30 * n, (i) => randomLayout(variant, `u:${i}`));
    expect(chi).toBeGreaterThan(bound(df));
  });

  it('says when it gave up and the search placed the fleet', () => {
    const variant = cases[0]![1];
    const d = uniformLayoutDraw(variant, 1, 0);
    expect(d.uniform).toBe(false);
    expect(isLegalLayout(d.layout, variant)).toBe(true);
  });
});

describe('salvo fleet random', () => {
  it('is uniform among all legal layouts', () => {
    const variant = cases[2]![1];
    const n = bruteLayouts(variant).length;
    const { chi, df } = chiSquareOf(variant, 30 * n, (i) => {
      const r = fleetRandom(variant, i, { yaml: true });
      expect(r.uniform).toBe(true);
      return r.layout;
    });
    expect(chi).toBeLessThan(bound(df));
  });
});
