/**
 * Damaged variant files (the templates, the test boards, the invalid fixtures, each damaged as
 * hands and editors do it: see damage.ts): reading one throws nothing but salvo's own SalvoError,
 * and every error names the file, a line and column inside it, and what to do. A variant that
 * still reads is stated in words in each of its languages without a throw; a few go through the
 * CLI (variant check, variant show, pad, count), which ends with exit 0, 1 or 2, never an
 * internal error.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SalvoError } from '../../src/core/diagnostics.js';
import { describeVariant } from '../../src/variant/describe.js';
import { checkVariantFile, loadVariant } from '../../src/variant/load.js';
import { runSalvo } from '../helpers/cli.js';
import { damaged, damages, runs, seenText } from './damage.js';
import { misplaced } from './places.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const yamlIn = (dir: string): string[] =>
  readdirSync(join(ROOT, dir))
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => join(dir, f));
const SEEDS: readonly { readonly name: string; readonly text: string }[] = [
  ...yamlIn('templates'),
  ...yamlIn('tests/render/variants'),
  ...yamlIn('tests/variant/fixtures/invalid'),
  'tests/record/fixtures/tiny-variant.yaml',
].map((name) => ({ name, text: readFileSync(join(ROOT, name), 'utf8') }));

/** Room for a longer search (SALVO_FUZZ_RUNS) on a loaded machine; the fixed runs take seconds. */
const LONG = 600_000;

const seed = fc.integer({ min: 0, max: SEEDS.length - 1 });

describe('a damaged variant file', () => {
  it('is read, or refused with every error placed in it and what to do', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-fuzz-variant-'));
    let round = 0;
    await fc.assert(
      fc.asyncProperty(seed, damages, async (s, spec) => {
        const bytes = damaged(SEEDS[s]!.text, spec);
        // A file of its own each round: loadVariant keeps nothing of a file between calls, but a
        // name of its own keeps a failure's file to look at.
        const name = `v${round++ % 8}.yaml`;
        writeFileSync(join(dir, name), bytes);
        const files = new Map([[name, seenText(bytes)]]);
        const diagnostics = await checkVariantFile(name, { cwd: dir });
        expect(misplaced(diagnostics, files)).toEqual([]);
        const loaded = await loadVariant(name, { cwd: dir }).then(
          (v) => ({ ok: true as const, v }),
          (e: unknown) => {
            if (!(e instanceof SalvoError)) throw e;
            return { ok: false as const, e };
          },
        );
        if (!loaded.ok) {
          expect(misplaced(loaded.e.diagnostics, files)).toEqual([]);
          expect(diagnostics.some((d) => d.severity === 'error')).toBe(true);
          return;
        }
        expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
        for (const lang of loaded.v.languages) expect(describeVariant(loaded.v, lang).length).toBeGreaterThan(0);
      }),
      runs(200),
    );
  }, LONG);

  it('ends every command that reads it with exit 0, 1 or 2, never an internal error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-fuzz-variant-cli-'));
    await fc.assert(
      fc.asyncProperty(seed, damages, fc.constantFrom('check', 'show', 'pad', 'count'), async (s, spec, command) => {
        const bytes = damaged(SEEDS[s]!.text, spec);
        writeFileSync(join(dir, 'v.yaml'), bytes);
        const args =
          command === 'check'
            ? ['variant', 'check', 'v.yaml', '--json']
            : command === 'show'
              ? ['variant', 'show', 'v.yaml']
              : command === 'pad'
                ? ['pad', 'v.yaml', '-o', 'v.pdf']
                : ['count', 'v.yaml', '--budget', '20'];
        const r = await runSalvo(dir, args);
        expect(r.stderr).not.toContain('internal error');
        expect([0, 1, 2]).toContain(r.code);
      }),
      runs(40),
    );
  }, LONG);
});
