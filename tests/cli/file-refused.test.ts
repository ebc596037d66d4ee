/**
 * A file the system refuses once it is open (a full disk: /dev/full answers every write so) is
 * said with its path and what to do, exit 1, not as salvo's internal error with a stack (exit 70).
 */
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

describe.runIf(existsSync('/dev/full'))('a write the disk refuses', () => {
  it('pad and variant schema name the file and say the disk is full', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-full-'));
    for (const args of [['pad', 'jutland', '-o', '/dev/full', '--force'], ['variant', 'schema', '-o', '/dev/full', '--force']]) {
      const r = await runSalvo(dir, args);
      expect(r.code, args[0]).toBe(1);
      expect(r.stderr, args[0]).toBe('/dev/full: error file-error: cannot use /dev/full: the disk is full (free some space, or write the file elsewhere)\n');
    }
  });

  it('gives the problem as JSON where JSON was asked for, one document: the error alone, not the report before it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-full-'));
    const r = await runSalvo(dir, ['infer', join(process.cwd(), 'examples', 'jutland.yaml'), '--target', 'red', '--json', '--pdf', '/dev/full', '--force']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('/dev/full: error file-error: cannot use /dev/full: the disk is full');
    // The whole of standard output is one JSON document, as a script reads it.
    const json = JSON.parse(r.stdout) as { ok: boolean; violations: { code: string; file: string }[] };
    expect(json.ok).toBe(false);
    expect(json.violations.map((v) => [v.code, v.file])).toEqual([['file-error', '/dev/full']]);
  });
});
