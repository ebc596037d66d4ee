/**
 * The exit statuses docs/scripting.md's table gives for a variant with errors: 1 from every
 * command that reads a variant (variant show, fleet random, count, simulate, pad, init, variant
 * check), the errors on standard error (variant check: its report, on standard output); with
 * --json, the commands that have it print `{ ok: false, … }` on standard output.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-exit-variant-'));
  // A variant missing its name, languages, fleet and words.
  await writeFile(join(dir, 'bad.yaml'), 'id: bad\nboard: { rows: 5, columns: 5 }\n');
});

describe('a variant with errors', () => {
  it('exits 1 from each command that reads it, saying the error with its line', async () => {
    for (const args of [
      ['variant', 'show', 'bad.yaml'],
      ['fleet', 'random', 'bad.yaml', '--seed', '1'],
      ['count', 'bad.yaml'],
      ['simulate', 'bad.yaml', '--games', '1'],
      ['pad', 'bad.yaml', '-o', 'bad.pdf'],
      ['init', 'bad.yaml', '-o', 'copy.yaml'],
    ]) {
      const r = await runSalvo(dir, args);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.stdout, args.join(' ')).toBe('');
      expect(r.stderr, args.join(' ')).toMatch(/bad\.yaml:1:1: error missing-key: /u);
    }
    const check = await runSalvo(dir, ['variant', 'check', 'bad.yaml']);
    expect(check.code).toBe(1);
    expect(check.stdout).toMatch(/bad\.yaml:1:1: error missing-key: /u);
  });

  it('with --json: { ok: false } and its violations on standard output, exit 1', async () => {
    for (const args of [
      ['fleet', 'random', 'bad.yaml', '--seed', '1', '--json'],
      ['count', 'bad.yaml', '--json'],
      ['simulate', 'bad.yaml', '--games', '1', '--json'],
      ['variant', 'check', 'bad.yaml', '--json'],
    ]) {
      const r = await runSalvo(dir, args);
      expect(r.code, args.join(' ')).toBe(1);
      const doc = JSON.parse(r.stdout) as { ok: boolean; violations?: { code: string }[]; files?: { violations: { code: string }[] }[] };
      expect(doc.ok, args.join(' ')).toBe(false);
      const violations = doc.violations ?? doc.files?.[0]?.violations ?? [];
      expect(violations.map((v) => v.code), args.join(' ')).toContain('missing-key');
    }
  });
});
