/**
 * Ctrl-C at `salvo play`: at a prompt, or while a `--hints` hint is worked out (seconds early in
 * a Statki 15×15 game). The hint is worked out on a thread of its own for a player at the table,
 * so the signal is heard at once: the hint under way is dropped (not said after the signal), the
 * salvo it follows is kept, and play says how to go on. Play is run as a player runs it (a process
 * of its own, standard input its own), the signal sent once its progress line shows the hint is
 * under way; the test waits for the program's own output, never for time.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EARLY_STATKI_15, ROOT, salvoProcessArgs } from '../helpers/salvo-process.js';
import { hintsApart, hintsHere } from '../../src/cli/commands/play-hints.js';
import { playText } from '../../src/cli/commands/play-text.js';
import { parseRecord } from '../../src/record/parse.js';
import { loadVariant } from '../../src/variant/load.js';

/** An early Statki 15×15 game, no fleets revealed: tomek's first shot's hint takes seconds. */
const EARLY = EARLY_STATKI_15;

/** A whole progress line of any phase (`obliczanie… 0%`, `obliczanie (próbkowanie)… 10%`). */
const ANY_PROGRESS = /… \d+%\n/u;

interface Played {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Run `salvo play` with `args` in `dir`, `typed` written on its standard input (kept open: the
 * player is still at the table), SIGINT sent once standard output or error has said `when`.
 */
function playUntil(dir: string, args: readonly string[], typed: string, when: { readonly out?: string; readonly err?: RegExp }): Promise<Played> {
  const child = spawn(process.execPath, salvoProcessArgs(['play', ...args]), { cwd: dir, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  let sent = false;
  const check = (): void => {
    if (sent) return;
    if ((when.out !== undefined && stdout.includes(when.out)) || (when.err !== undefined && when.err.test(stderr))) {
      sent = true;
      child.kill('SIGINT');
    }
  };
  child.stdout.on('data', (c: Buffer) => {
    stdout += c.toString('utf8');
    check();
  });
  child.stderr.on('data', (c: Buffer) => {
    stderr += c.toString('utf8');
    check();
  });
  child.stdin.write(typed);
  return new Promise((done) =>
    child.on('exit', (code) => {
      child.stdin.destroy();
      done({ code, stdout, stderr });
    }),
  );
}

describe('Ctrl-C at salvo play', () => {
  it('while a hint is worked out: the hint dropped, the shot kept, the way to go on said (Polish)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-play-interrupt-'));
    await writeFile(join(dir, 'early.yaml'), EARLY);
    const r = await playUntil(dir, ['early.yaml', '--hints', '--no-charts'], 'A1\npudło\n', { err: ANY_PROGRESS });
    expect(r.code).toBe(0);
    // Before the hint worked on play's own thread: the signal was heard only once it was done, and the hint said after it.
    expect(r.stdout).not.toContain('Podpowiedź');
    expect(r.stdout).toMatch(/zapisano strzał 4: tomek: A1 -> pudło\n\(przerwano przed końcem obliczania podpowiedzi; strzał 4 zapisany\)\nzapisano early\.yaml\.\naby grać dalej: salvo play early\.yaml --no-charts --hints\n$/u);
    // No prompt after the interruption.
    expect(r.stdout.split('pola> ')).toHaveLength(2);
    expect(await readFile(join(dir, 'early.yaml'), 'utf8')).toBe(`${EARLY}  - tomek: A1 -> pudło\n`);
  });

  it('at the cells prompt: the way to go on said, with the options given (English)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-play-interrupt-'));
    await writeFile(join(dir, 'my game.yaml'), EARLY);
    const r = await playUntil(dir, ['my game.yaml', '--lang', 'en'], '', { out: 'cells> ' });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/cells> \n\(interrupted\)\nnothing recorded; my game\.yaml is unchanged\.\nto go on: salvo play "my game\.yaml" --lang en\n$/u);
    expect(await readFile(join(dir, 'my game.yaml'), 'utf8')).toBe(EARLY);
  });
});

describe('the hints worked out on a thread of their own', () => {
  it('are the hints worked out on play’s thread, the legend with the first only; none once stopped', async () => {
    const variant = await loadVariant('./tiny-variant.yaml', { cwd: join(ROOT, 'tests', 'record', 'fixtures') });
    const { record, sources } = parseRecord('variant: ./tiny-variant.yaml\nsides:\n  blue: A\n  red: B\nsalvos:\n  - blue: A1 B2 -> no hits\n  - red: C3 C4 -> boat 1\n', variant);
    const read = { record, sources };
    const setup = { variant, lang: 'en', file: 'g.yaml' };
    const here = hintsHere(setup);
    const apart = hintsApart(setup);
    const untimed = (s: string | undefined): string | undefined => s?.replace(/\d+\.\d\d s\)/u, 'T s)');
    try {
      for (const [shooter, legend] of [['blue', true], ['red', false]] as const) {
        const want = untimed(await here.hint(read, shooter, legend, () => undefined));
        expect(want).toContain('Hint for');
        expect(untimed(await apart.hint(read, shooter, legend, () => undefined))).toBe(want);
      }
      apart.stop();
      here.stop();
      expect(await apart.hint(read, 'blue', false, () => undefined)).toBeUndefined();
      expect(await here.hint(read, 'blue', false, () => undefined)).toBeUndefined();
    } finally {
      apart.close();
    }
  });
});

describe('what play says of an interruption, in Russian and Polish', () => {
  it('the hint dropped, the salvo or shot saved; the command that goes on', () => {
    expect(playText('ru', false).hintStopped(4)).toBe('(прервано до конца расчёта подсказки; залп 4 сохранён)');
    expect(playText('ru', true).hintStopped(4)).toBe('(прервано до конца расчёта подсказки; выстрел 4 сохранён)');
    expect(playText('pl', false).hintStopped(4)).toBe('(przerwano przed końcem obliczania podpowiedzi; salwa 4 zapisana)');
    expect(playText('en', true).hintStopped(4)).toBe('(interrupted before the hint was worked out; shot 4 is saved)');
    expect(playText('ru', false).goOn('salvo play g.yaml')).toBe('продолжить: salvo play g.yaml');
  });
});
