/**
 * `salvo simulate`'s progress on standard error when it is not a terminal (a log, a pipe):
 * nothing for a run under ten seconds, then a line per tenth of the games and every ten seconds,
 * so that a long run (advisor games on a 20×20 board take seconds each) shows it moves; from the
 * start with `--progress`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { simulateProgress, withHeartbeat } from '../../src/cli/commands/analysis.js';
import { memoryIO } from '../../src/cli/io.js';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A clock the reporter reads, moved by hand. */
function clock(): { set: (ms: number) => void } {
  let now = 1_000_000;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  return { set: (ms) => void (now = 1_000_000 + ms) };
}

describe('simulate progress off a terminal', () => {
  it('is quiet for the first ten seconds, then reports', () => {
    const t = clock();
    const m = memoryIO();
    const report = simulateProgress(m.io, 'big', false, 10_000);
    t.set(2_000);
    report(0, 10, 40);
    t.set(9_000);
    report(1, 10, 90);
    expect(m.stderr).toBe('');
    t.set(12_000);
    report(1, 10, 120);
    expect(m.stderr).toBe('big: 1/10 games, 120 salvos, 12 s\n');
    // Within the same tenth, again only ten seconds later.
    t.set(15_000);
    report(1, 10, 150);
    expect(m.stderr.split('\n').length - 1).toBe(1);
    t.set(22_500);
    report(1, 10, 200);
    expect(m.stderr.split('\n').length - 1).toBe(2);
  });

  it('reports from the start when asked (--progress)', () => {
    const t = clock();
    const m = memoryIO();
    const report = simulateProgress(m.io, 'v', false, 0);
    t.set(500);
    report(1, 10, 5);
    expect(m.stderr).toBe('v: 1/10 games, 5 salvos, 1 s\n');
  });
});

describe('simulate progress while no salvo ends', () => {
  // One decision of the advisor on a 20×20 board with counted reports took minutes under load:
  // off a terminal nothing was written in between, however long it took.
  it('off a terminal, a line every ten seconds with the last figures, from before the first salvo', () => {
    vi.useFakeTimers();
    const m = memoryIO();
    const beat = withHeartbeat(simulateProgress(m.io, 'grid', false, 0), 2);
    vi.advanceTimersByTime(10_000);
    expect(m.stderr).toBe('grid: 0/2 games, 0 salvos, 10 s\n');
    beat.report(0, 2, 7);
    vi.advanceTimersByTime(10_000);
    expect(m.stderr).toBe('grid: 0/2 games, 0 salvos, 10 s\ngrid: 0/2 games, 7 salvos, 20 s\n');
    beat.stop();
  });

  it('beats with the last figures until every game is done, and not after stop', () => {
    vi.useFakeTimers();
    const seen: [number, number, number][] = [];
    const beat = withHeartbeat((done, total, salvos) => seen.push([done, total, salvos]), 4);
    vi.advanceTimersByTime(10_000);
    expect(seen).toEqual([[0, 4, 0]]);
    beat.report(1, 4, 30);
    vi.advanceTimersByTime(20_000);
    expect(seen).toEqual([[0, 4, 0], [1, 4, 30], [1, 4, 30], [1, 4, 30]]);
    beat.report(4, 4, 99);
    vi.advanceTimersByTime(20_000);
    expect(seen).toHaveLength(5);
    beat.report(3, 4, 80);
    beat.stop();
    vi.advanceTimersByTime(20_000);
    expect(seen).toHaveLength(6);
  });
});
