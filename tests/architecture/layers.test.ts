import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layering of DESIGN.md: a module imports only from its own layer or those below it
 * (core → variant → rules → record → inference → analysis → render → cli). One file is the
 * vocabulary of every layer: the variant's data model (src/variant/model.ts: the board, the fleet,
 * the rules as plain types and a few pure helpers), which core's cells and placements are
 * written in; it may be imported from anywhere as long as it imports nothing itself.
 */
const LAYERS = ['core', 'variant', 'rules', 'record', 'inference', 'analysis', 'render', 'cli'] as const;
const SRC = resolve(__dirname, '../../src');
const MODEL = join(SRC, 'variant', 'model.ts');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

/** The layer of a file under src/ (its first folder). */
function layerOf(file: string): number {
  return LAYERS.indexOf(relative(SRC, file).split(/[\\/]/u)[0] as (typeof LAYERS)[number]);
}

/** Every relative import of a source, static or dynamic, resolved to a path. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from\s+|import\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/gu)].map((m) => m[1]!);
  return specs.map((s) => resolve(file, '..', s));
}

describe('layers', () => {
  const files = sources(SRC);

  it('finds the sources of every layer', () => {
    for (let k = 0; k < LAYERS.length; k++) expect(files.some((f) => layerOf(f) === k), LAYERS[k]).toBe(true);
  });

  it('the variant model, shared by every layer, imports nothing', () => {
    expect(readFileSync(MODEL, 'utf8')).not.toMatch(/^\s*import\s/mu);
  });

  it('no module imports from a layer above its own', () => {
    const upward: string[] = [];
    for (const f of files) {
      const mine = layerOf(f);
      for (const target of importsOf(f)) {
        if (target.replace(/\.js$/u, '.ts') === MODEL) continue;
        const theirs = layerOf(target);
        if (theirs > mine) upward.push(`${relative(SRC, f)} → ${relative(SRC, target)}`);
      }
    }
    expect(upward).toEqual([]);
  });
});
