/**
 * `salvo simulate`'s bar on a terminal is a progress line as the others are: when the games throw
 * before the last (a worker dying, memory run out) it is cleared before the error is said, so the
 * error starts a line of its own instead of ending up after half a bar.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

// A game is done, then the run fails.
vi.mock('../../src/analysis/simulate.js', async (original) => {
  const real = await original<typeof import('../../src/analysis/simulate.js')>();
  return {
    ...real,
    simulate: async (config: { games: number }, o?: { onProgress?: (done: number, total: number, salvos: number) => void }): Promise<never> => {
      o?.onProgress?.(1, config.games, 12);
      throw new Error('the games failed');
    },
  };
});

const { main } = await import('../../src/cli/main.js');
const { memoryIO } = await import('../../src/cli/io.js');
const { simulateProgress } = await import('../../src/cli/commands/analysis.js');
const { clearProgress } = await import('../../src/cli/commands/progress.js');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('simulate progress bar on a terminal', () => {
  it('is cleared before the error a failed run says', async () => {
    const m = memoryIO();
    const io = { ...m.io, stderrIsTTY: true };
    const code = await main(['node', 'salvo', 'simulate', 'classic-salvo', '--games', '4', '--workers', '1'], io);
    expect(code).toBe(70);
    // The bar was drawn, then erased, then the error starts at the line's beginning.
    expect(m.stderr).toMatch(/\[#+\.+\] 1\/4 games, 12 salvos \d+ ?s\r\x1b\[Ksalvo: internal error: Error: the games failed/u);
  });

  it('a finished bar is kept on its own line, and not cleared after', () => {
    const m = memoryIO();
    const io = { ...m.io, stderrIsTTY: true };
    const report = simulateProgress(io, 'v', true);
    report(2, 2, 30);
    expect(m.stderr).toMatch(/^\r\x1b\[Kv \[#{30}\] 2\/2 games, 30 salvos \d+ ?s\n$/u);
    const before = m.stderr;
    clearProgress(io);
    expect(m.stderr).toBe(before);
  });
});
