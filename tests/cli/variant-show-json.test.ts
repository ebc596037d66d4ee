/**
 * `salvo variant show <variant> --json`: the whole variant as one document (board, labels, fleet
 * with shapes, placement, turns with salvo size, penalty and shot limit, report, words, rules),
 * every default filled in. Round trip: the document, less `ok`, `file`, the id named `variant`
 * and each class's `kind` (and of `size` and `shape` the one a variant file gives), is a variant
 * file that loads to the variant the YAML loads to, for every template and example variant.
 */
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { loadVariant, templateIds } from '../../src/variant/load.js';
import { readVariantText } from '../../src/variant/parse.js';
import type { Variant } from '../../src/variant/model.js';

const root = join(import.meta.dirname, '..', '..');

type Doc = Record<string, unknown> & { fleet: Record<string, unknown>[] };

/** The document as a variant file's data: what the JSON adds taken off, each class by size or by shape. */
function specOf(doc: Doc): Record<string, unknown> {
  const { ok: _ok, file: _file, variant, fleet, ...rest } = doc;
  return {
    id: variant,
    ...rest,
    fleet: fleet.map(({ kind, size, shape, ...c }) => (kind === 'straight' ? { ...c, size } : { ...c, shape })),
  };
}

/** A variant without where it was read from. */
function plain(v: Variant): Omit<Variant, 'source'> {
  const { source: _source, ...rest } = v;
  return rest;
}

async function refs(): Promise<string[]> {
  const examples = (await readdir(join(root, 'examples', 'variants'))).filter((f) => f.endsWith('.yaml')).map((f) => `examples/variants/${f}`);
  return [...(await templateIds()), ...examples];
}

describe('variant show --json', () => {
  it('round trip: the document describes the variant the YAML loads to, for every template and example variant', async () => {
    const all = await refs();
    expect(all.length).toBeGreaterThan(10);
    for (const ref of all) {
      const r = await runSalvo(root, ['variant', 'show', ref, '--json']);
      expect(r.code, ref).toBe(0);
      expect(r.stdout.endsWith('}\n'), ref).toBe(true);
      const doc = JSON.parse(r.stdout) as Doc;
      expect(doc.ok, ref).toBe(true);
      expect(doc.file, ref).toBe(ref.includes('/') ? ref : null);
      const loaded = await loadVariant(ref, { cwd: root });
      const again = readVariantText(JSON.stringify(specOf(doc)), 'doc.json');
      expect(again.ok, `${ref}: ${again.ok ? '' : JSON.stringify(again.diagnostics)}`).toBe(true);
      if (!again.ok) continue;
      expect(plain(again.value), ref).toEqual(plain(loaded));
      // Every class's cells, straight ones too: as many as its size.
      for (const c of doc.fleet) expect((c['shape'] as unknown[]).length, `${ref} ${String(c['id'])}`).toBe(c['size']);
    }
  });

  it('round trip of a variant whose words have no sunk (its report never announces one)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-variant-json-'));
    const text = await readFile(join(root, 'examples', 'variants', 'little-fleet.yaml'), 'utf8');
    const silent = text.replace('sunk: sunk, ', '').replace('sunk: потопил, ', '');
    expect(silent).not.toBe(text);
    await writeFile(join(dir, 'silent.yaml'), silent);
    const r = await runSalvo(dir, ['variant', 'show', 'silent.yaml', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout) as Doc;
    const words = doc['words'] as Record<string, Record<string, string>>;
    expect(Object.keys(words['en']!)).toEqual(['miss', 'hit', 'noHits', 'ownChart', 'enemyChart']);
    const again = readVariantText(JSON.stringify(specOf(doc)), 'doc.json');
    expect(again.ok).toBe(true);
    if (again.ok) expect(plain(again.value)).toEqual(plain(await loadVariant('silent.yaml', { cwd: dir })));
  });

  it('gives the keys in a fixed order, the texts in every language, and the same bytes twice', async () => {
    const a = await runSalvo(root, ['variant', 'show', 'perelman', '--json']);
    const b = await runSalvo(root, ['variant', 'show', 'perelman', '--json', '--lang', 'en']);
    expect(a.stdout).toBe(b.stdout);
    const doc = JSON.parse(a.stdout) as Doc;
    expect(Object.keys(doc)).toEqual(['ok', 'file', 'variant', 'name', 'summary', 'languages', 'board', 'fleet', 'placement', 'turns', 'report', 'words', 'rules']);
    expect(Object.keys(doc.fleet[0]!)).toEqual(['id', 'name', 'mark', 'kind', 'size', 'shape', 'count', 'guns', 'gunsLostAt', 'protected', 'mustSink', 'hatched']);
    expect(Object.keys(doc['name'] as object)).toEqual(doc['languages']);
    const turns = doc['turns'] as Record<string, unknown>;
    expect(Object.keys(turns)).toEqual(['sides', 'first', 'salvo', 'extraShotOnHit', 'protectedHitPenalty', 'shotLimit', 'onShotsExhausted']);
    // Perelman's rules as data: a salvo by damage, the hospital's penalty, 60 shots.
    expect((turns['salvo'] as { kind: string }).kind).toBe('damage');
    expect(turns['protectedHitPenalty']).toBe('skip-next-turn');
    expect(turns['shotLimit']).toBe(60);
  });

  it('gives a polyomino its cells and kind', async () => {
    const r = await runSalvo(root, ['variant', 'show', 'examples/variants/greek-tetris.yaml', '--json']);
    const doc = JSON.parse(r.stdout) as Doc;
    const tee = doc.fleet.find((c) => c['id'] === 'tee' || (c['name'] as Record<string, string>)['en'] === 'Tee');
    expect(tee?.['kind']).toBe('shape');
    // ###/.#.
    expect(tee?.['shape']).toEqual([[0, 0], [0, 1], [0, 2], [1, 1]]);
  });

  it('a variant that cannot be read is the failure document, naming the file, exit 1', async () => {
    const r = await runSalvo(root, ['variant', 'show', 'no-such-variant.yaml', '--json']);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout) as { ok: boolean; file: unknown; violations: { code: string }[] };
    expect(doc.ok).toBe(false);
    expect(doc.file).toBe('no-such-variant.yaml');
    expect(doc.violations[0]?.code).toBe('no-such-file');
    // A variant file with errors: each of them, the file named.
    const dir = await mkdtemp(join(tmpdir(), 'salvo-variant-json-bad-'));
    await writeFile(join(dir, 'bad.yaml'), 'id: x\nlanguages: [en]\nname: X\nfleet: []\n');
    const bad = await runSalvo(dir, ['variant', 'show', 'bad.yaml', '--json']);
    expect(bad.code).toBe(1);
    const badDoc = JSON.parse(bad.stdout) as { ok: boolean; file: unknown; violations: { code: string }[] };
    expect(badDoc.ok).toBe(false);
    expect(badDoc.file).toBe('bad.yaml');
    expect(badDoc.violations.map((v) => v.code)).toEqual(expect.arrayContaining(['missing-key', 'fleet-classes']));
  });
});
