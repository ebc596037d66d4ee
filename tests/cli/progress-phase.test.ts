/**
 * The progress line of `infer` and `count` (progressReporter): a phase after the first (sampling
 * past the budget) is named, and its tenths are counted afresh, so that a run that falls back to
 * sampling goes on reporting instead of falling silent.
 */
import { describe, expect, it } from 'vitest';
import { progressReporter } from '../../src/cli/commands/count.js';
import { memoryIO } from '../../src/cli/io.js';

describe('a phase in the progress line', () => {
  it('off a terminal: named, and its tenths start afresh', () => {
    let now = 0;
    const m = memoryIO();
    const p = progressReporter(m.io, 'inferring', () => now);
    now = 1_500;
    p.update(0.05);
    p.update(1);
    p.update(0.02, 'sampling');
    p.update(0.07, 'sampling');
    p.update(0.47, 'sampling');
    expect(m.stderr).toBe('inferring… 5%\ninferring… 100%\ninferring (sampling)… 2%\ninferring (sampling)… 47%\n');
  });

  it('on a terminal: the new phase is drawn at once over the old line', () => {
    let now = 0;
    const m = memoryIO('', {}, process.cwd());
    const io = { ...m.io, stderrIsTTY: true };
    const p = progressReporter(io, 'counting', () => now);
    now = 1_500;
    p.update(0.8);
    p.update(0.01, 'sampling');
    expect(m.stderr).toBe('\r\x1b[Kcounting… 80%\r\x1b[Kcounting (sampling)… 1%');
    p.done();
    expect(m.stderr.endsWith('\r\x1b[K')).toBe(true);
  });
});
