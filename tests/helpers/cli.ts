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

export async function runSalvo(dir: string, args: string[], input = ''): Promise<{ code: number; stdout: string; stderr: string }> {
  const m = memoryIO(input, {}, dir);
  const code = await main(['node', 'salvo', ...args], m.io);
  return { code, stdout: m.stdout, stderr: m.stderr };
}

/**
 * As `runSalvo`, in a worker thread (./worker.ts): for a command whose work is long and
 * synchronous (the engine on most of a game: a minute under load), so that the test's thread
 * answers vitest's runner meanwhile. The command and what it writes are the same.
 */
export function runSalvoApart(dir: string, args: string[], input = ''): Promise<{ code: number; stdout: string; stderr: string }> {
  return inWorker(new URL('./cli-worker.ts', import.meta.url), { dir, args, input });
}
