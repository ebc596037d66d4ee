import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadVariant } from '../../src/variant/load.js';
import { singleShots, type SalvoPolicy } from '../../src/variant/model.js';

/**
 * "Is this a game of single shots" is asked of the variant's model in one place
 * (`singleShots`), not written out in each command: a new salvo policy or a change of the
 * question is made once.
 */
const SRC = resolve(__dirname, '../../src');
const MODEL = join(SRC, 'variant', 'model.ts');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

const turns = (salvo: SalvoPolicy): { turns: { salvo: SalvoPolicy } } => ({ turns: { salvo } });

describe('singleShots', () => {
  it('holds for a constant salvo of one shot only', () => {
    expect(singleShots(turns({ kind: 'constant', shots: 1 }))).toBe(true);
    expect(singleShots(turns({ kind: 'constant', shots: 3 }))).toBe(false);
    // A damage policy that starts at one shot still has salvos that are not single shots by rule.
    expect(singleShots(turns({ kind: 'damage', shots: 1, steps: [], countProtected: true }))).toBe(false);
    expect(singleShots(turns({ kind: 'guns' }))).toBe(false);
    expect(singleShots(turns({ kind: 'ships-afloat', perShip: 1 }))).toBe(false);
  });

  it('tells the built-in games of single shots from the games of salvos', async () => {
    const ids = ['morskoy-boy', 'statki', 'statki-15', 'classic-1967', 'perelman', 'jutland', 'classic-salvo'];
    const single: string[] = [];
    for (const id of ids) if (singleShots(await loadVariant(id, { cwd: process.cwd() }))) single.push(id);
    expect(single).toEqual(['morskoy-boy', 'statki', 'statki-15', 'classic-1967']);
  });

  it('is the only place the sources ask whether a salvo is a constant one shot', () => {
    const written = /kind\s*===\s*'constant'\s*&&\s*[\w.]*shots\s*===\s*1/u;
    const found = sources(SRC)
      .filter((f) => f !== MODEL && written.test(readFileSync(f, 'utf8')))
      .map((f) => relative(SRC, f));
    expect(found).toEqual([]);
  });
});
