/**
 * The simulator's uniformly random fleets: the core's rejection sampler (src/core/uniform-layout.ts),
 * re-exported where the analysis modules have always found it.
 */
export { MAX_UNIFORM_DRAWS, uniformLayout, uniformLayoutDraw, type UniformDraw } from '../core/uniform-layout.js';
