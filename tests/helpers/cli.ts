/**
 * Run the `salvo` command in-process, as the CLI tests do: in folder `dir`, with `input` as
 * standard input; returns the exit code and what was written.
 *
 * @example
 *   const r = await runSalvo(dir, ['check', 'game.yaml']);
 *   expect(r.code).toBe(1);
 */
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { inWorker } from './worker.js';

export async function runSalvo(dir: string, args: string[], input = '', env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  const m = memoryIO(input, env, dir);
  const code = await main(['node', 'salvo', ...args], m.io);
  return { code, stdout: m.stdout, stderr: m.stderr };
}

/**
 * As `runSalvo`, in a worker thread (./worker.ts): for a command whose work is long and
 * synchronous (the engine on most of a game: a minute under load), so that the test's thread
 * answers vitest's runner meanwhile. The command and what it writes are the same.
 */
export async function runSalvoApart(dir: string, args: string[], input = '', env: Record<string, string> = {}): Promise<Ran> {
  const [ran] = await runSalvosApart(dir, [{ args, input, env }]);
  return ran;
}

type Ran = { code: number; stdout: string; stderr: string };
type Run = { readonly args: string[]; readonly input?: string; readonly env?: Record<string, string> };

/**
 * As `runSalvoApart`, several commands one after another in one worker thread (started once: a
 * second or more each), in folder `dir`; what each wrote, in order.
 *
 * @example
 *   const [json, text] = await runSalvosApart(dir, [{ args: ['infer', 'g.yaml', '--json'] }, { args: ['infer', 'g.yaml'] }]);
 */
export function runSalvosApart<const R extends readonly Run[]>(dir: string, runs: R): Promise<{ [K in keyof R]: Ran }> {
  return inWorker(new URL('./cli-worker.ts', import.meta.url), { dir, runs });
}

/**
 * `salvo args` run in `dir`, refused as a usage error (exit 2, nothing on standard output),
 * checked so: what it said on standard error.
 *
 * @example
 *   expect(await usageRefused(root, ['infer', 'g.yaml', '--after', 'x'])).toContain('--after')
 */
export async function usageRefused(dir: string, args: string[]): Promise<string> {
  const { expect } = await import('vitest');
  const r = await runSalvo(dir, args);
  expect(r.code, args.join(' ')).toBe(2);
  expect(r.stdout).toBe('');
  return r.stderr;
}
