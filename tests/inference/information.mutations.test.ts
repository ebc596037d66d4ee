/** `salvoInformation` where the salvo is sure to hit: nothing to learn is 0 bits, not "unknown". */
import { describe, expect, it } from 'vitest';
import { NO_EVIDENCE } from '../../src/inference/evidence.js';
import { salvoInformation } from '../../src/inference/information.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { bruteLayouts } from './brute.js';

describe('a salvo sure to hit', () => {
  it('tells 0 bits, with the one answer it can have, where every layout covers its cell', () => {
    // One two-cell ship on a 1×3 board: the middle cell is a ship in every layout, and one shot cannot sink it.
    const variant = makeVariant({ rows: 1, columns: 3, fleet: [shipClass('two', 2)] });
    const layouts = BigInt(bruteLayouts(variant).length);
    expect(layouts).toBe(2n);
    const info = salvoInformation(variant, NO_EVIDENCE, [1], { budgetMs: 1000 });
    expect(info).not.toBeNull();
    expect(info!.layouts).toBe(layouts);
    expect(info!.outcomes).toBe(1);
    expect(info!.bits).toBe(0);
  });
});
