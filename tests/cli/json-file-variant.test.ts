/**
 * Every `--json` document of a command that reads a record names the record and its variant, as
 * `check --json` first did (`{ ok, file, variant, … }`), so that a script running one command on
 * many records can tell the documents apart. `infer --json` named neither, `suggest --json` and
 * `record --json` no variant; `show` and `analyze` named both. The file is as given (`<stdin>` for
 * `-`), the variant by its id, also where the record names a variant file.
 */
import { copyFile, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');

interface Named {
  file?: unknown;
  variant?: unknown;
}

const named = (stdout: string): Named => {
  const doc = JSON.parse(stdout) as Named;
  return { file: doc.file, variant: doc.variant };
};

describe('--json documents name their record and variant', () => {
  it('infer, suggest, show and check alike, the first two keys', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-json-named-'));
    await copyFile(join(root, 'examples', 'jutland.yaml'), join(dir, 'g.yaml'));
    const runs = [
      ['check', 'g.yaml', '--json'],
      ['show', 'g.yaml', '--after', '4', '--json'],
      ['infer', 'g.yaml', '--target', 'red', '--after', '2', '--json'],
      ['suggest', 'g.yaml', '--side', 'red', '--json'],
    ];
    for (const args of runs) {
      const r = await runSalvo(dir, args);
      expect(r.code, args.join(' ')).toBe(0);
      expect(named(r.stdout), args.join(' ')).toEqual({ file: 'g.yaml', variant: 'jutland' });
    }
    // infer's and suggest's before their own fields (after ok), as check's and show's are.
    for (const args of [runs[2]!, runs[3]!]) {
      const r = await runSalvo(dir, args);
      expect(Object.keys(JSON.parse(r.stdout) as object).slice(0, 3), args.join(' ')).toEqual(['ok', 'file', 'variant']);
    }
  });

  it('a record read from standard input is <stdin>; a variant file is named by its id', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-json-named-'));
    const text = await readFile(join(root, 'examples', 'jutland.yaml'), 'utf8');
    const infer = await runSalvo(dir, ['infer', '-', '--target', 'blue', '--after', '3', '--json'], text);
    expect(infer.code).toBe(0);
    expect(named(infer.stdout)).toEqual({ file: '<stdin>', variant: 'jutland' });
    await copyFile(join(root, 'examples', 'variants', 'little-fleet.yaml'), join(dir, 'little.yaml'));
    await writeFile(join(dir, 'l.yaml'), 'variant: little.yaml\nsalvos: []\n');
    const id = (await readFile(join(dir, 'little.yaml'), 'utf8')).match(/^id:\s*(\S+)/mu)?.[1];
    expect(id).toBe('little-fleet');
    const suggest = await runSalvo(dir, ['suggest', 'l.yaml', '--json']);
    expect(suggest.code, suggest.stderr).toBe(0);
    expect(named(suggest.stdout)).toEqual({ file: 'l.yaml', variant: id });
  });

  it('record: recorded and refused alike', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-json-named-'));
    await writeFile(join(dir, 'r.yaml'), 'variant: jutland\nsalvos: []\n');
    const recorded = await runSalvo(dir, ['record', 'r.yaml', 'blue', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', '-r', 'no hits', '--json']);
    expect(recorded.code).toBe(0);
    expect(named(recorded.stdout)).toEqual({ file: 'r.yaml', variant: 'jutland' });
    // One shot where red is owed six: refused, the file untouched.
    const refused = await runSalvo(dir, ['record', 'r.yaml', 'red', 'A1', '-r', 'no hits', '--json']);
    expect(refused.code).toBe(1);
    expect((JSON.parse(refused.stdout) as { ok: boolean }).ok).toBe(false);
    expect(named(refused.stdout)).toEqual({ file: 'r.yaml', variant: 'jutland' });
    // A cell typed off the board: refused with the same keys.
    const unread = await runSalvo(dir, ['record', 'r.yaml', 'red', 'Z9', '--json']);
    expect(unread.code).toBe(1);
    expect(named(unread.stdout)).toEqual({ file: 'r.yaml', variant: 'jutland' });
    // A record not there: no variant to name (the file is in the violation).
    const missing = await runSalvo(dir, ['record', 'nothere.yaml', 'red', 'A1', '--json']);
    expect(missing.code).toBe(1);
    expect(named(missing.stdout).variant).toBeUndefined();
  });
});
