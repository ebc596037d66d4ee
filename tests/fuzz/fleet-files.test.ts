/**
 * Damaged fleet layout files (the examples, and a layout drawn at random for every built-in game,
 * in ids and in the names of each of its languages), damaged as hands and editors do it (see
 * damage.ts): `fleet check` throws nothing, and every error names the file, a line and column
 * inside it, and what to do; through the CLI it ends with exit 0 or 1, never an internal error.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { fleetCheck, fleetRandom } from '../../src/cli/commands/fleet.js';
import { decodeText } from '../../src/core/text-file.js';
import { loadVariant, templateIds } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';
import { runSalvo } from '../helpers/cli.js';
import { damaged, damages, runs, seenText } from './damage.js';
import { misplaced } from './places.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
/** Room for a longer search (SALVO_FUZZ_RUNS) on a loaded machine; the fixed runs take seconds. */
const LONG = 600_000;

const SEEDS: { readonly variant: string; readonly text: string }[] = [];
const VARIANTS = new Map<string, Variant>();
beforeAll(async () => {
  for (const f of readdirSync(join(ROOT, 'examples', 'fleets')).sort()) {
    if (f.endsWith('.yaml')) SEEDS.push({ variant: f.slice(0, -'.yaml'.length), text: readFileSync(join(ROOT, 'examples', 'fleets', f), 'utf8') });
  }
  for (const id of await templateIds()) {
    const v = await loadVariant(id, { cwd: ROOT });
    for (const lang of [undefined, ...v.languages]) SEEDS.push({ variant: id, text: fleetRandom(v, `fuzz-${id}`, lang === undefined ? {} : { lang }).text });
  }
  for (const s of SEEDS) if (!VARIANTS.has(s.variant)) VARIANTS.set(s.variant, await loadVariant(s.variant, { cwd: ROOT }));
});

/** Any seed: the list is filled before the first property runs. */
const seed = fc.nat();

describe('a damaged fleet layout file', () => {
  it('is checked without a throw, every error placed in the file and said with what to do', async () => {
    await fc.assert(
      fc.asyncProperty(seed, damages, async (n, spec) => {
        const s = SEEDS[n % SEEDS.length]!;
        const bytes = damaged(s.text, spec);
        const decoded = decodeText(bytes, 'f.yaml');
        const files = new Map([['f.yaml', seenText(bytes)]]);
        const diagnostics = 'diagnostic' in decoded ? [decoded.diagnostic] : fleetCheck(VARIANTS.get(s.variant)!, decoded.text, 'f.yaml').diagnostics;
        expect(misplaced(diagnostics, files)).toEqual([]);
      }),
      runs(200),
    );
  }, LONG);

  it('ends fleet check with exit 0 or 1, never an internal error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-fuzz-fleet-'));
    await fc.assert(
      fc.asyncProperty(seed, damages, fc.boolean(), async (n, spec, json) => {
        const s = SEEDS[n % SEEDS.length]!;
        writeFileSync(join(dir, 'f.yaml'), damaged(s.text, spec));
        const r = await runSalvo(dir, ['fleet', 'check', s.variant, 'f.yaml', ...(json ? ['--json'] : [])]);
        expect(r.stderr).not.toContain('internal error');
        expect([0, 1]).toContain(r.code);
      }),
      runs(40),
    );
  }, LONG);
});
