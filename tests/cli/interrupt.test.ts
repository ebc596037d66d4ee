/**
 * Ctrl-C (SIGINT) and SIGTERM during a long command: the work stops at once, though it is
 * synchronous (it runs on a thread of its own, src/cli/apart.ts); the progress line is not left
 * half drawn, `salvo: interrupted` is said in the command's language, the exit status is 130
 * (SIGTERM: 143), and no output file, whole or half, nor a temporary one, is left behind. The
 * command is run as a user runs it (a process of its own), the signal sent once its progress
 * line shows the work is under way.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EARLY_STATKI_15, ROOT, salvoProcessArgs } from '../helpers/salvo-process.js';
import { interruptedText } from '../../src/cli/apart.js';
import { runSalvo } from '../helpers/cli.js';

/** An early Statki 15×15 game: tomek has fired, Ala's turn: long to work out. */
const EARLY = `${EARLY_STATKI_15}  - tomek: O14 -> pudło\n`;

/**
 * A whole progress line of any phase (`counting… 4%`, `inferring (sampling)… 0%`, `obliczanie…
 * 2%`): the signal is sent at the first, whichever phase shows first (an exact phase that ends
 * within its first second shows none, and the sampling phase after it is the long one).
 */
const ANY_PROGRESS = /… \d+%\n/u;

interface Ran {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Run salvo with `args` in `dir` (`input` on standard input), send `signal` once standard error has said `when` (none: never); what it wrote and how it ended. */
function interrupt(dir: string, args: readonly string[], when?: RegExp, signal: NodeJS.Signals = 'SIGINT', input?: string): Promise<Ran> {
  const child = spawn(process.execPath, salvoProcessArgs(args), { cwd: dir, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  let sent = false;
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
  child.stderr.on('data', (c: Buffer) => {
    stderr += c.toString('utf8');
    if (!sent && when?.test(stderr) === true) {
      sent = true;
      child.kill(signal);
    }
  });
  if (input !== undefined) child.stdin.end(input);
  return new Promise((done) => child.on('exit', (code, sig) => done({ code, signal: sig, stdout, stderr })));
}

async function folder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-interrupt-'));
  await writeFile(join(dir, 'early.yaml'), EARLY);
  return dir;
}

describe('a long command interrupted', () => {
  it('count: Ctrl-C stops the count, says so under the progress lines, exit 130', async () => {
    const dir = await folder();
    const r = await interrupt(dir, ['count', 'statki-15', '--lang', 'en'], ANY_PROGRESS);
    expect(r.code).toBe(130);
    expect(r.stdout).toBe('');
    // Every progress line whole, the last line the interruption's.
    expect(r.stderr).toMatch(/^(counting(?: \(sampling\))?… \d+%\n)+salvo: interrupted\n$/u);
  });

  it('count: SIGTERM, exit 143; in the variant\'s language (Polish)', async () => {
    const dir = await folder();
    const r = await interrupt(dir, ['count', 'statki-15'], ANY_PROGRESS, 'SIGTERM');
    expect(r.code).toBe(143);
    expect(r.stderr).toMatch(/\nsalvo: przerwano \(SIGTERM\)\n$/u);
  });

  it('infer --pdf: no PDF nor temporary file left', async () => {
    const dir = await folder();
    const r = await interrupt(dir, ['infer', 'early.yaml', '--target', 'tomek', '--budget', '10000000', '--pdf', 'heat.pdf', '--lang', 'en'], ANY_PROGRESS);
    expect(r.code).toBe(130);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^(inferring(?: \([^)]*\))?… \d+%\n)+salvo: interrupted\n$/u);
    expect(await readdir(dir)).toEqual(['early.yaml']);
  });

  it('suggest: in the record\'s language (Polish)', async () => {
    // Not the early game: suggest works that out (by sampling) in about a second after its first
    // progress line, and a test process slow to read that line under load saw it end first (exit 0,
    // CI of session 51). The example Statki 15×15 game after 50 lines is exact, over seconds.
    const dir = await folder();
    const example = await readFile(join(ROOT, 'examples', 'statki-15.yaml'), 'utf8');
    const [head, salvos] = example.split(/^salvos:\n/mu) as [string, string];
    const items = salvos.split('\n').filter((l) => /^\s*- /u.test(l));
    await writeFile(join(dir, 'mid.yaml'), `${head}salvos:\n${items.slice(0, 50).join('\n')}\n`);
    const r = await interrupt(dir, ['suggest', 'mid.yaml', '--budget', '10000000'], ANY_PROGRESS);
    expect(r.code).toBe(130);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^(obliczanie(?: \([^)]*\))?… \d+%\n)+salvo: przerwano\n$/u);
  });

  it('analyze -o: its worker threads stopped too, and no report left', async () => {
    const dir = await folder();
    const r = await interrupt(dir, ['analyze', 'early.yaml', '-o', 'report.pdf', '--lang', 'en'], ANY_PROGRESS);
    expect(r.code).toBe(130);
    expect(r.stderr).toMatch(/\nsalvo: interrupted\n$/u);
    expect(await readdir(dir)).toEqual(['early.yaml']);
  });

  it('simulate: its worker threads stopped too; in the variant\'s language (Russian)', async () => {
    const dir = await folder();
    const r = await interrupt(dir, ['simulate', 'morskoy-boy', '--games', '100000', '--progress'], /morskoy-boy: /u, 'SIGTERM');
    expect(r.code).toBe(143);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^(morskoy-boy: .*\n)+salvo: прервано \(SIGTERM\)\n$/u);
  });
});

describe('a long command run apart, not interrupted', () => {
  it('writes what it writes in-process, byte for byte, a record on standard input too', async () => {
    const dir = await folder();
    const record = join(ROOT, 'examples', 'jutland.yaml');
    const ran = await runSalvo(dir, ['infer', record, '--target', 'red', '--json']);
    const apart = await interrupt(dir, ['infer', record, '--target', 'red', '--json']);
    expect(apart.code).toBe(0);
    expect(apart.stdout).toBe(ran.stdout);
    const piped = await interrupt(dir, ['infer', '-', '--target', 'red', '--json'], undefined, 'SIGINT', await readFile(record, 'utf8'));
    expect(piped.code).toBe(0);
    expect(piped.stdout).toBe((await runSalvo(dir, ['infer', '-', '--target', 'red', '--json'], await readFile(record, 'utf8'))).stdout);
    expect(JSON.parse(piped.stdout)).toMatchObject({ target: 'red' });
  });

  it('ends with the command\'s own exit status (a usage error: 2)', async () => {
    const dir = await folder();
    const r = await interrupt(dir, ['count', 'statki-15', '--budget', 'lots']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--budget');
  });
});

describe('the interrupted line', () => {
  it('erases the progress line a terminal shows, ends a half line off one, and adds nothing after a whole line', () => {
    expect(interruptedText('\r\x1b[Kcounting… 42%', true, 'en', 'SIGINT')).toBe('\r\x1b[Ksalvo: interrupted\n');
    expect(interruptedText('\r\x1b[Kподсчёт… 42%', true, 'ru', 'SIGTERM')).toBe('\r\x1b[Ksalvo: прервано (SIGTERM)\n');
    expect(interruptedText('liczenie… 42%', false, 'pl', 'SIGINT')).toBe('\nsalvo: przerwano\n');
    expect(interruptedText('counting… 40%\n', false, 'en', 'SIGINT')).toBe('salvo: interrupted\n');
    expect(interruptedText('', true, 'en', 'SIGINT')).toBe('salvo: interrupted\n');
  });
});
