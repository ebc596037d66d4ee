/** The small game the analysis tests play by brute force: 5×5, ships 3 and 2 that may touch, per-shot reports, sunk ships named. */
import type { Variant } from '../../../src/variant/model.js';
import { makeVariant, shipClass } from '../../helpers/make-variant.js';

export const tiny: Variant = makeVariant({
  rows: 5,
  columns: 5,
  fleet: [shipClass('three', 3), shipClass('two', 2)],
  placement: { diagonal: false, spacing: 'may-touch' },
  report: { timing: 'per-shot', sunk: 'with-class', hitClass: false },
});
