/**
 * The progress line on a terminal (`inferring… 42%`) is cleared on every way out of the work: a
 * throw past its `done()` too (an internal error, memory run out), so that the error message
 * starts a line of its own instead of ending up after a half line.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

// The engine reports progress, then fails: as a counter running out of memory would.
vi.mock('../../src/inference/engine.js', async (original) => {
  const real = await original<typeof import('../../src/inference/engine.js')>();
  const failing = (_v: unknown, _e: unknown, o?: { onProgress?: (f: number) => void }): never => {
    o?.onProgress?.(0.42);
    throw new Error('the work failed');
  };
  return {
    ...real,
    infer: (v: unknown, e: unknown, o?: { onProgress?: (f: number) => void }) => failing(v, e, o),
    countLayouts: (v: unknown, o?: { onProgress?: (f: number) => void }) => failing(v, undefined, o),
  };
});

const { main } = await import('../../src/cli/main.js');
const { memoryIO } = await import('../../src/cli/io.js');
const { clearProgress, progressReporter } = await import('../../src/cli/commands/progress.js');

/** A clock that moves 2 s at each reading: the progress line is drawn at once. */
function fastClock(): void {
  let t = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => (t += 2000));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the progress line, when the work throws', () => {
  it.each([
    ['infer (its own finally)', ['infer', 'examples/classic-salvo.yaml', '--target', 'red']],
    ['count (cleared by main before the error)', ['count', 'classic-salvo']],
  ])('%s: cleared before the error is said', async (_, args) => {
    fastClock();
    const m = memoryIO();
    const io = { ...m.io, stderrIsTTY: true };
    const code = await main(['node', 'salvo', ...args], io);
    expect(code).toBe(70);
    // The line was drawn, then cleared, then the error starts at the line's beginning.
    expect(m.stderr).toMatch(/… 42%\r\x1b\[Ksalvo: internal error: Error: the work failed/u);
  });

  it('clearProgress clears a line drawn and not done, once; a line done is not cleared again', () => {
    let now = 0;
    const m = memoryIO();
    const io = { ...m.io, stderrIsTTY: true };
    const p = progressReporter(io, 'counting', () => now);
    now = 1500;
    p.update(0.3);
    clearProgress(io);
    expect(m.stderr).toBe('\r\x1b[Kcounting… 30%\r\x1b[K');
    clearProgress(io);
    p.done();
    expect(m.stderr).toBe('\r\x1b[Kcounting… 30%\r\x1b[K');
    // Another IO's line is its own.
    const other = memoryIO();
    const q = progressReporter({ ...other.io, stderrIsTTY: true }, 'counting', () => now);
    now = 3000;
    q.update(0.5);
    clearProgress(io);
    expect(other.stderr).toBe('\r\x1b[Kcounting… 50%');
  });
});
