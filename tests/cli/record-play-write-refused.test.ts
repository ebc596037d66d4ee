/**
 * `salvo record` and `salvo play` write the record a salvo goes in: a write the system refuses
 * with "no such file" in a folder that is there is said as a file that could not be written
 * ("cannot write …: the system would not make a file there"), with advice about the path written
 * to, never the advice for a file to read that is not there ("run 'salvo variants' for the
 * built-in templates"). The record is left as it was.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

/** The files (full paths) whose writing the system refuses as a path it would not make a file at. */
const refused = new Set<string>();

vi.mock('../../src/record/store.js', async (original) => {
  const store = await original<typeof import('../../src/record/store.js')>();
  return {
    ...store,
    writeFileAtomic: async (path: string, text: string): Promise<void> => {
      if (refused.has(path)) throw Object.assign(new Error(`ENOENT: no such file or directory, open '${path}'`), { code: 'ENOENT', syscall: 'open', path });
      await store.writeFileAtomic(path, text);
    },
  };
});

const GAME = 'variant: classic-salvo\nsides:\n  blue:\n  red:\nsalvos:\n  - blue: A1 A2 A3 A4 A5 -> no hits\n';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-write-refused-'));
  refused.clear();
});

const cannotWrite = (file: string): string => `${file}: error file-error: cannot write ${file}: the system would not make a file there (no such file) (check the path, or write the file elsewhere)\n`;

describe('a refused write of the record a salvo goes in', () => {
  it('record: said as a file that could not be written, not as one to read', async () => {
    const file = join(dir, 'g.yaml');
    await writeFile(file, GAME);
    refused.add(file);
    const r = await runSalvo(dir, ['record', 'g.yaml', 'red', 'B1', 'B2', 'B3', 'B4', 'B5', '-r', 'no hits']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(cannotWrite(file));
    expect(r.stderr).not.toContain('salvo variants');
    expect(await readFile(file, 'utf8')).toBe(GAME);
  });

  it('record --json: the same problem as JSON on standard output, code file-error', async () => {
    const file = join(dir, 'g.yaml');
    await writeFile(file, GAME);
    refused.add(file);
    const r = await runSalvo(dir, ['record', 'g.yaml', 'red', 'B1', 'B2', 'B3', 'B4', 'B5', '-r', 'no hits', '--json']);
    expect(r.code).toBe(1);
    const json = JSON.parse(r.stdout) as { ok: boolean; violations: { code: string; suggestion: string }[] };
    expect(json.ok).toBe(false);
    expect(json.violations.map((v) => [v.code, v.suggestion])).toEqual([['file-error', 'check the path, or write the file elsewhere']]);
  });

  it('play: a salvo typed at the table whose record cannot be written says so, not "run salvo variants"', async () => {
    const file = join(dir, 'g.yaml');
    await writeFile(file, GAME);
    refused.add(file);
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'B1 B2 B3 B4 B5\nno hits\n');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(cannotWrite(file));
    expect(r.stderr).not.toContain('salvo variants');
    expect(await readFile(file, 'utf8')).toBe(GAME);
  });
});
