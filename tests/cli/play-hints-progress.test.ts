/**
 * `salvo play --hints` works the hint out with the inference engine after every salvo; on an
 * early position that takes seconds (Jutland after one salvo: several on a loaded machine).
 * As infer, count and analyze do, a progress line goes to standard error once the work has run
 * past a second (#5: "a progress indicator on stderr for anything that runs longer than a
 * second"), in the game's language; standard output, the record and the hint are unchanged.
 * The clock is faked (performance.now, which the engine does not read: its budget is work).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/main.js';
import { memoryIO } from '../../src/cli/io.js';
import { hintText } from '../../src/cli/commands/infer.js';
import { parseRecord } from '../../src/record/parse.js';
import { loadVariant } from '../../src/variant/load.js';

const GAME = 'variant: jutland\nsides:\n  blue: A\n  red: B\nsalvos: []\n';
const TYPED = 'A1 B2 C3 D4 E5 F6\nbattleship 1\nquit\n';

/** A clock that moves on 700 ms each time it is read. */
function slowClock(): void {
  let t = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => (t += 700));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('play --hints: progress while the hint is worked out', () => {
  it('hintText reports the engine’s progress, as fractions from 0 to 1, to the caller', async () => {
    const variant = await loadVariant('jutland', { cwd: process.cwd() });
    const { record } = parseRecord(`${GAME.replace('salvos: []', 'salvos:')}\n  - blue: A1 B2 C3 D4 E5 F6 -> battleship 1\n`, variant);
    const seen: number[] = [];
    const quiet = hintText(variant, { record, sources: undefined }, 'blue', 'en');
    const loud = hintText(variant, { record, sources: undefined }, 'blue', 'en', undefined, false, (f) => seen.push(f));
    expect(seen.length).toBeGreaterThan(0);
    for (const f of seen) {
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThanOrEqual(1);
    }
    // The same hint, but for the time it took.
    const untimed = (s: string): string => s.replace(/\d+\.\d\d s\)/u, 'T s)');
    expect(untimed(loud)).toBe(untimed(quiet));
  });

  it('says "inferring… N%" on standard error past a second, nothing of it on standard output', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-hint-progress-'));
    writeFileSync(join(dir, 'g.yaml'), GAME);
    const m = memoryIO(TYPED, {}, dir);
    slowClock();
    expect(await main(['node', 'salvo', 'play', 'g.yaml', '--hints', '--no-charts'], m.io)).toBe(0);
    vi.restoreAllMocks();
    expect(m.stdout).toContain('Hint for blue (A):');
    expect(m.stderr).toMatch(/^inferring… \d+%$/mu);
    expect(m.stdout).not.toContain('inferring…');
  });

  it('in the game’s language (Russian: расчёт…)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-hint-progress-'));
    writeFileSync(join(dir, 'b.yaml'), 'variant: perelman\nsides:\n  синие: Петя\n  красные: Вася\nsalvos: []\n');
    const m = memoryIO('в7 б3 к2\nпопаданий нет\nquit\n', {}, dir);
    slowClock();
    expect(await main(['node', 'salvo', 'play', 'b.yaml', '--hints', '--no-charts'], m.io)).toBe(0);
    vi.restoreAllMocks();
    expect(m.stdout).toContain('Подсказка для стороны ');
    expect(m.stderr).toMatch(/^расчёт… \d+%$/mu);
    expect(m.stderr).not.toContain('inferring');
  });

  it('no progress line where the clock shows the hint took under a second', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-hint-progress-'));
    writeFileSync(join(dir, 'g.yaml'), GAME);
    const m = memoryIO(TYPED, {}, dir);
    vi.spyOn(performance, 'now').mockImplementation(() => 0);
    expect(await main(['node', 'salvo', 'play', 'g.yaml', '--hints', '--no-charts'], m.io)).toBe(0);
    vi.restoreAllMocks();
    expect(m.stdout).toContain('Hint for blue (A):');
    expect(m.stderr).not.toContain('inferring');
  });
});
