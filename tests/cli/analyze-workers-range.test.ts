/**
 * `analyze --workers` past 2 is refused, as `simulate --workers` past 64 is: analyze gives each
 * side one worker and a game has two, so `--workers 99` was taken without a word and 2 used. The
 * refusal names the range (in the language --lang asks for), and --help and the reference's row
 * say the range the refusal gives; simulate's own range is unchanged.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';

const DOC = fileURLToPath(new URL('../../docs/commands.md', import.meta.url));

async function run(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const m = memoryIO('', {}, process.cwd());
  const code = await main(['node', 'salvo', ...args], m.io);
  return { code, stdout: m.stdout, stderr: m.stderr };
}

describe('analyze --workers: 1 to 2, a usage error past it', () => {
  it('refuses 3 and 99, saying the range, in English and Polish', async () => {
    for (const n of ['3', '99']) {
      const r = await run(['analyze', 'examples/jutland.yaml', '--workers', n]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`--workers takes a whole number from 1 to 2, not "${n}"`);
      expect(r.stdout).toBe('');
    }
    const pl = await run(['analyze', 'examples/statki.yaml', '--workers', '3', '--lang', 'pl']);
    expect(pl.code).toBe(2);
    expect(pl.stderr).toContain('--workers: potrzebna liczba całkowita od 1 do 2, nie „3”');
  });

  it('says in --help and the reference the range it refuses past, as simulate does', async () => {
    const refusal = (await run(['analyze', 'examples/jutland.yaml', '--workers', '0'])).stderr;
    const range = /from (\d+) to (\d+)/u.exec(refusal);
    expect(range?.slice(1)).toEqual(['1', '2']);
    const help = (await run(['analyze', '--help'])).stdout.replace(/\s+/gu, ' ');
    expect(help).toContain(`worker threads (${range?.[1]} to ${range?.[2]})`);
    const doc = await readFile(DOC, 'utf8');
    const section = doc.slice(doc.search(/^#{2,4} `salvo analyze`$/mu));
    const row = section.split('\n').find((l) => l.startsWith('| `--workers <n>` |'));
    expect(row).toContain(`${range?.[1]} to ${range?.[2]}`);
    const sim = await run(['simulate', 'jutland', '--workers', '65']);
    expect(sim.code).toBe(2);
    expect(sim.stderr).toContain('from 1 to 64');
  });
});
