/**
 * Published layout counts on 10×10 (ships of equal size interchangeable unless named apart).
 * The 1967 rules (may touch) take longer and are pinned in tests/inference/count.bench.ts and
 * here by the template on a smaller instance: naming the cruiser and the submarine apart
 * exactly doubles the count.
 */
import { describe, expect, it } from 'vitest';
import { countLayouts } from '../../src/inference/engine.js';
import { compileEvidence } from '../../src/inference/compile.js';
import { NO_EVIDENCE } from '../../src/inference/evidence.js';
import { ProfileDp } from '../../src/inference/profile-dp.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';

const noContact = { diagonal: false, spacing: 'no-contact' } as const;

describe('published layout counts', () => {
  it('5, 4, 3, 3, 2 with no contact at all: 1,925,751,392', () => {
    const v = makeVariant({ fleet: [shipClass('five', 5), shipClass('four', 4), shipClass('three', 3, { count: 2 }), shipClass('two', 2)], placement: noContact });
    expect(countLayouts(v)).toBe(1_925_751_392n);
  });

  it('5, 4, 4, 3, 3, 3, 2, 2, 2, 2 with no contact: 26,509,655,816,984', () => {
    const v = makeVariant({
      fleet: [shipClass('five', 5), shipClass('four', 4, { count: 2 }), shipClass('three', 3, { count: 3 }), shipClass('two', 2, { count: 4 })],
      placement: noContact,
    });
    expect(countLayouts(v)).toBe(26_509_655_816_984n);
  });

  it('two classes of the same size named apart double the count (1967 fleet on 7×7, may touch)', () => {
    const apart = makeVariant({ rows: 7, columns: 7, fleet: [shipClass('carrier', 5), shipClass('battleship', 4), shipClass('cruiser', 3), shipClass('submarine', 3), shipClass('destroyer', 2)], placement: { diagonal: false, spacing: 'may-touch' } });
    const together = makeVariant({ rows: 7, columns: 7, fleet: [shipClass('carrier', 5), shipClass('battleship', 4), shipClass('three', 3, { count: 2 }), shipClass('destroyer', 2)], placement: { diagonal: false, spacing: 'may-touch' } });
    const n = countLayouts(together);
    expect(n > 0n).toBe(true);
    expect(countLayouts(apart)).toBe(2n * n);
    // The same without the engine's merging of indistinguishable classes.
    expect(new ProfileDp(compileEvidence(apart, NO_EVIDENCE)).count()).toBe(2n * n);
  });
});
