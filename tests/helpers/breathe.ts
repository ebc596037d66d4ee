/**
 * A turn of the event loop within a long test, between its synchronous steps, so that vitest's
 * runner hears from the worker (it gives up on one silent for 60 s; see tests/setup/breathe.ts).
 *
 * @example
 *   for (const game of games) { play(game); await breathe(); }
 */
export const breathe = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
