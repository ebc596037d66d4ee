/**
 * Simulation speed: 1,000 Морской бой games, advisor against advisor, uniformly random legal
 * fleets, on two worker threads with a progress callback, as `salvo simulate morskoy-boy
 * --games 1000 --strategy advisor` runs them (the target: under a minute on a 2-core
 * machine); the 1967-rules advisor in solo play; and a designer's 20×20 variant with diagonal
 * ships and polyomino submarines (tests/helpers/grid-twenty.ts). Run with `npm run bench` (one iteration
 * each: the figure is the time of one whole run). The strategy comparison itself is
 * `npm run compare`.
 */
import { bench, describe } from 'vitest';
import { simulate } from '../../src/analysis/simulate.js';
import { loadVariant } from '../../src/variant/load.js';
import { gridTwenty } from '../helpers/grid-twenty.js';

const morskoy = await loadVariant('morskoy-boy', { cwd: process.cwd() });
const classic = await loadVariant('classic-1967', { cwd: process.cwd() });

describe('simulate', () => {
  bench(
    '1,000 Морской бой advisor games (advisor against advisor, 2 workers)',
    async () => {
      let done = 0;
      await simulate({ variant: morskoy, games: 1000, seed: 'bench', strategies: ['advisor', 'advisor'], mode: 'match' }, { workers: 2, onProgress: (n) => (done = n) });
      if (done !== 1000) throw new Error(`only ${done} games reported`);
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
  bench(
    '1967 rules: 100 solo advisor games, 2 workers',
    async () => {
      await simulate({ variant: classic, games: 100, seed: 'bench', strategies: ['advisor', 'random'], mode: 'solo' }, { workers: 2 });
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
  // Most of its time goes to the chains' starts: a search over the counted reports, whose every
  // node shuffles a list of thousands of placements (the draws fixed by the seed). One game a
  // worker thread: with one worker the games ran on the bench's own thread, over a minute on a
  // loaded machine, and vitest's runner, hearing nothing from it that long, failed the run
  // ("Timeout calling onTaskUpdate").
  bench(
    '20×20, diagonal ships and skew tetrominoes, guns: 2 advisor games, 2 workers',
    async () => {
      const r = await simulate({ variant: gridTwenty(), games: 2, seed: '1', strategies: ['advisor', 'advisor'], mode: 'match' }, { workers: 2 });
      if (r.rows.length !== 2) throw new Error(`${r.rows.length} games`);
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
