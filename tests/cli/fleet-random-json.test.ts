/**
 * `salvo fleet random --json`: the layout drawn as data for scripts, `{ ok, file, variant, seed,
 * uniform, ships: [{ class, cells }] }`, the same layout the text writes for that seed (read back
 * by `fleet check`), the same bytes for the same seed; a variant that cannot be used gives
 * `{ ok: false, … }` on standard output, exit 1, as `count --json` does.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');

type Doc = { ok: boolean; file: string | null; variant: string; seed: string; uniform: boolean; ships: { class: string; cells: string[] }[] };

describe('salvo fleet random --json', () => {
  it('gives the layout the text draws for the seed, each ship by class id with its cells', async () => {
    for (const [variant, lengths] of [['jutland', { battleship: 4, cruiser: 3, destroyer: 2 }], ['statki', undefined]] as const) {
      const r = await runSalvo(root, ['fleet', 'random', variant, '--seed', '42', '--json']);
      expect(r.code).toBe(0);
      const doc = JSON.parse(r.stdout) as Doc;
      expect(Object.keys(doc)).toEqual(['ok', 'file', 'variant', 'seed', 'uniform', 'ships']);
      expect(doc).toMatchObject({ ok: true, file: null, variant, seed: '42', uniform: true });
      if (lengths !== undefined) for (const s of doc.ships) expect(s.cells.length).toBe(lengths[s.class as keyof typeof lengths]);
      // No cell twice.
      const cells = doc.ships.flatMap((s) => s.cells);
      expect(new Set(cells).size).toBe(cells.length);
      // The same ships as the text's layout for that seed: written out one cell list a ship, fleet check finds it the same legal layout.
      const text = await runSalvo(root, ['fleet', 'random', variant, '--seed', '42', '--yaml', '--lang', 'en']);
      const dir = await mkdtemp(join(tmpdir(), 'salvo-fleet-json-'));
      const byClass = new Map<string, string[]>();
      for (const s of doc.ships) byClass.set(s.class, [...(byClass.get(s.class) ?? []), s.cells.join(' ')]);
      await writeFile(join(dir, 'from-json.yaml'), [...byClass].map(([c, ships]) => `${c}: [${ships.join(', ')}]`).join('\n') + '\n');
      const check = await runSalvo(dir, ['fleet', 'check', variant, 'from-json.yaml', '--json']);
      expect((JSON.parse(check.stdout) as { ok: boolean }).ok).toBe(true);
      // Each ship of the text's layout (ranges as A1-A4) covers the cells the JSON gives: compared as sets of the ships' ends.
      const ends = (cells: string[]): string => `${cells[0]}-${cells.at(-1)}`;
      const jsonShips = doc.ships.map((s) => (s.cells.length === 1 ? s.cells[0]! : ends(s.cells))).sort();
      const textShips = text.stdout
        .split('\n')
        .filter((l) => l !== '' && !l.startsWith('#'))
        .flatMap((l) => l.slice(l.indexOf(':') + 1).replace(/[[\]]/gu, '').split(',').map((s) => s.trim()))
        .sort();
      expect(jsonShips).toEqual(textShips);
      // The same seed, the same bytes; another seed, another layout (almost surely).
      expect((await runSalvo(root, ['fleet', 'random', variant, '--seed', '42', '--json'])).stdout).toBe(r.stdout);
      expect((await runSalvo(root, ['fleet', 'random', variant, '--seed', '43', '--json'])).stdout).not.toBe(r.stdout);
    }
  });

  it('names a variant file as given', async () => {
    const r = await runSalvo(root, ['fleet', 'random', 'examples/variants/decoys.yaml', '--seed', '1', '--json']);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as Doc).file).toBe('examples/variants/decoys.yaml');
  });

  it('a variant that cannot be used: { ok: false } on standard output, exit 1', async () => {
    const r = await runSalvo(root, ['fleet', 'random', 'nosuch', '--json']);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout) as { ok: boolean; file: string | null; violations: { code: string }[] };
    expect(doc.ok).toBe(false);
    expect(doc.file).toBeNull();
    expect(doc.violations.map((v) => v.code)).toEqual(['unknown-variant']);
  });
});
