/**
 * `salvo fleet random` and `fleet check` say nothing of the YAML library's own: a class named with
 * what YAML warns of (`Lpl[&:`, an anchor ending in a colon), tried plain before it is quoted,
 * printed Node's "[BAD_ALIAS] YAMLWarning: Anchor ending in : is ambiguous" on standard error
 * beside the layout (found by tests/cli/fleet-files.property.test.ts). The layout is as before.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fleetCheck, fleetRandom } from '../../src/cli/commands/fleet.js';
import { runSalvo } from '../helpers/cli.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';

const RU = { miss: 'мимо', hit: 'попал', sunk: 'убит', noHits: 'мимо все', ownChart: 'Мои', enemyChart: 'Чужие' };
const variant = makeVariant({ languages: ['ru'], words: { ru: RU }, rows: 6, columns: 6, fleet: [shipClass('boat', 1, { name: { ru: 'Lpl[&:' }, count: 2 })] });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a class named with what YAML warns of', () => {
  it('is written quoted by fleet random, with no warning of the library, and read back by fleet check', () => {
    const warned = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    const { text, layout } = fleetRandom(variant, 1, { yaml: true });
    expect(text).toMatch(/^"Lpl\[&:": \[/mu);
    const r = fleetCheck(variant, text, 'f.yaml');
    expect(r.diagnostics).toEqual([]);
    expect(r.layout).toEqual(layout);
    expect(warned).not.toHaveBeenCalled();
  });
});

describe('fleet check of a layout holding what YAML warns of', () => {
  it('says its errors, with no warning of the library', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-fleet-warning-'));
    await writeFile(join(dir, 'f.yaml'), 'battleship: [A1-A4, &x: B2]\n');
    const warned = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    const r = await runSalvo(dir, ['fleet', 'check', 'jutland', 'f.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('f.yaml:1:');
    expect(warned).not.toHaveBeenCalled();
  });
});
