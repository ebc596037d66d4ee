/**
 * A variant's own warnings (here `label-script`: a Cyrillic С among Latin column labels), said
 * once on standard error by the commands that read the variant (pad, count, fleet random, variant
 * show; check, infer and show for a record naming it), with its line and column and in the words variant check uses; never on standard output,
 * and --json's standard output as it is without the warning.
 */
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-variant-warnings-'));
  const text = await readFile(new URL('../../examples/variants/little-fleet.yaml', import.meta.url), 'utf8');
  const mixed = text.replace('columnLabels: [A, B, C, D, E, F]', 'columnLabels: [A, B, \u0421, D, E, F]');
  expect(mixed).not.toBe(text);
  await writeFile(join(dir, 'mixed.yaml'), mixed);
  await writeFile(join(dir, 'clean.yaml'), text);
  // Records in a folder of their own, naming the variant relative to it.
  await mkdir(join(dir, 'games'));
  const record = (variant: string): string => `variant: ../${variant}\nsides:\n  kid:\n  grownup:\nsalvos:\n  - kid: A1 -> miss\n`;
  await writeFile(join(dir, 'games', 'mixed-game.yaml'), record('mixed.yaml'));
  await writeFile(join(dir, 'games', 'clean-game.yaml'), record('clean.yaml'));
});

/** The times `part` is in `text`. */
const times = (text: string, part: string): number => text.split(part).length - 1;

describe("a variant's warnings, said by the commands that read it", () => {
  it('are said once on standard error, as variant check says them, not on standard output', async () => {
    const check = await runSalvo(dir, ['variant', 'check', 'mixed.yaml']);
    const line = check.stdout.split('\n')[0]!;
    expect(line).toMatch(/^mixed\.yaml:\d+:\d+: warning label-script: /u);
    for (const args of [
      ['pad', 'mixed.yaml', '-o', 'mixed.pdf'],
      ['count', 'mixed.yaml'],
      ['fleet', 'random', 'mixed.yaml', '--seed', '1'],
      ['variant', 'show', 'mixed.yaml'],
    ]) {
      const r = await runSalvo(dir, args);
      expect(r.code, args.join(' ')).toBe(0);
      expect(times(r.stderr, `${line}\n`), args.join(' ')).toBe(1);
      expect(r.stdout, args.join(' ')).not.toContain('label-script');
    }
  });

  it("in the command's language", async () => {
    const check = await runSalvo(dir, ['variant', 'check', 'mixed.yaml', '--lang', 'ru']);
    const line = check.stdout.split('\n')[0]!;
    expect(line).toMatch(/^mixed\.yaml:\d+:\d+: предупреждение label-script: .*кириллиц/u);
    for (const args of [
      ['pad', 'mixed.yaml', '-o', 'mixed-ru.pdf', '--lang', 'ru'],
      ['fleet', 'random', 'mixed.yaml', '--seed', '1', '--lang', 'ru'],
    ]) {
      const r = await runSalvo(dir, args);
      expect(times(r.stderr, `${line}\n`), args.join(' ')).toBe(1);
    }
  });

  it("leave --json's standard output as it is without them", async () => {
    for (const args of [['count', '@', '--json'], ['fleet', 'random', '@', '--seed', '1', '--json']]) {
      const mixed = await runSalvo(dir, args.map((a) => (a === '@' ? 'mixed.yaml' : a)));
      const clean = await runSalvo(dir, args.map((a) => (a === '@' ? 'clean.yaml' : a)));
      expect(mixed.stderr, args.join(' ')).toContain('warning label-script');
      expect(clean.stderr, args.join(' ')).not.toContain('warning');
      // The same JSON, but for the file's name and the label itself (the Cyrillic С).
      expect(mixed.stdout.replaceAll('mixed', 'clean').replaceAll('\u0421', 'C'), args.join(' ')).toBe(clean.stdout);
    }
  });

  it("are said for a record's variant by check, infer and show, the file named from where the record's name is", async () => {
    const check = await runSalvo(dir, ['variant', 'check', 'mixed.yaml']);
    const line = check.stdout.split('\n')[0]!;
    for (const args of [
      ['check', 'games/mixed-game.yaml'],
      ['check', 'games/mixed-game.yaml', '--json'],
      ['infer', 'games/mixed-game.yaml', '--target', 'grownup'],
      ['show', 'games/mixed-game.yaml'],
    ]) {
      const r = await runSalvo(dir, args);
      expect(r.code, args.join(' ')).toBe(0);
      expect(times(r.stderr, `${line}\n`), args.join(' ')).toBe(1);
      expect(r.stdout, args.join(' ')).not.toContain('label-script');
    }
    const mixed = await runSalvo(dir, ['check', 'games/mixed-game.yaml', '--json']);
    const clean = await runSalvo(dir, ['check', 'games/clean-game.yaml', '--json']);
    expect(mixed.stdout.replaceAll('mixed', 'clean')).toBe(clean.stdout);
    expect(clean.stderr).toBe('');
  });
});
