/**
 * Before each test, a turn of the event loop. Vitest's runner waits at most 60 s (a fixed limit)
 * for a worker to answer it, and its worker answers only between turns of the loop: a file of
 * many synchronous tests (the pad layouts: hundreds, two minutes in all) would otherwise hold the
 * loop for all of them at once, and a run whose every test passed ended 1 on "[vitest-worker]:
 * Timeout calling onTaskUpdate". With a turn between tests, only a single test of over a minute
 * could; the long ones (tests/analysis/helpers/rederive.ts) breathe within themselves.
 */
import { beforeEach } from 'vitest';

beforeEach(() => new Promise<void>((resolve) => setImmediate(resolve)));
