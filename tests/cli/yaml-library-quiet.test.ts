/**
 * What a command says of a YAML file with a slip is said in salvo's words alone: the yaml
 * library's own warnings are not printed besides. A variant file with a "," missing between two
 * items of its fleet (docs/variant-format.md's example, `v.yaml:4:27: error yaml-syntax: a ","
 * is missing here, …`) also printed Node's `(node:…) Warning: Keys with collection values will
 * be stringified due to JS Object restrictions: …` on standard error, from every command that
 * reads a variant (variant check, pad, count, new, fleet random): the check whether the file
 * was a game record read it with the library's warnings on.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const V = `id: v
languages: [en]
name: V
fleet: [{ id: a, size: 2 } { id: b, size: 3 }]
words:
  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }
`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a variant file whose YAML has a slip', () => {
  it("is said in salvo's words, and Node prints no warning of the yaml library's", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-yaml-quiet-'));
    await writeFile(join(dir, 'v.yaml'), V);
    await writeFile(join(dir, 'f.yaml'), '{ a: 1 } { b: 2 }: x\n');
    const warned = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    const runs = [
      ['variant', 'check', 'v.yaml'],
      ['pad', 'v.yaml', '-o', 'v.pdf'],
      ['count', 'v.yaml'],
      ['new', 'v.yaml'],
      ['fleet', 'random', 'v.yaml'],
      ['fleet', 'check', 'jutland', 'f.yaml'],
    ];
    for (const args of runs) {
      const r = await runSalvo(dir, args);
      expect(r.code, args.join(' ')).toBe(1);
      expect(`${r.stdout}${r.stderr}`, args.join(' ')).toContain('error yaml-syntax');
    }
    const check = await runSalvo(dir, ['variant', 'check', 'v.yaml']);
    expect(check.stdout).toContain('v.yaml:4:27: error yaml-syntax: a "," is missing here, between two items of this list: before "{ id: b, size: 3 }"');
    expect(warned.mock.calls.map((c) => String(c[0]))).toEqual([]);
  });
});
