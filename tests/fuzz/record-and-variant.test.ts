/**
 * A game record and the variant file it names (`variant: ./my.yaml`), both damaged at once (see
 * damage.ts; record-files and variant-files damage one of them only). Every error is placed in
 * the file it is about, with a line and column inside it, and says what to do: what is said of
 * my.yaml is what the variant file says of itself when checked alone, a record that reads beside
 * its variant undamaged is refused for the variant's errors alone (none placed in the record),
 * and a record read at all names a variant that reads. Through the CLI, `check`, `show` and `infer` end with exit 0, 1 or
 * 2, never an internal error, and leave both files byte for byte as they were.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullReferee } from '../../src/inference/full-referee.js';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import type { Diagnostic } from '../../src/core/diagnostics.js';
import { breachDiagnostic } from '../../src/record/referee.js';
import { readRecordFile } from '../../src/record/store.js';
import { checkVariantFile } from '../../src/variant/load.js';
import { runSalvo } from '../helpers/cli.js';
import { damaged, damages, runs, seenText } from './damage.js';
import { misplaced } from './places.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const HEADER = /^variant:[ \t]*(\S+)[ \t]*$/mu;
const yamlIn = (dir: string): string[] =>
  readdirSync(join(ROOT, dir))
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => join(dir, f));

/** The variant a record names, as a file: a template by its id, or the file the path leads to. */
function variantText(record: string, name: string): string | undefined {
  const ref = HEADER.exec(record)?.[1];
  if (ref === undefined) return undefined;
  const file = ref.endsWith('.yaml') ? join(ROOT, dirname(name), ref) : join(ROOT, 'templates', `${ref}.yaml`);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/** Every record seed that names a variant found as a file, made to name it as ./my.yaml. */
const PAIRS: readonly { readonly name: string; readonly record: string; readonly variant: string }[] = [
  ...yamlIn('examples'),
  ...yamlIn('tests/record/fixtures'),
  ...yamlIn('tests/cli/fixtures'),
  ...yamlIn('tests/cli/fixtures/disputed'),
].flatMap((name) => {
  const text = readFileSync(join(ROOT, name), 'utf8');
  const variant = variantText(text, name);
  return variant === undefined ? [] : [{ name, record: text.replace(HEADER, 'variant: ./my.yaml'), variant }];
});

/** Room for a longer search (SALVO_FUZZ_RUNS) on a loaded machine; the fixed runs take seconds. */
const LONG = 600_000;

const pair = fc.integer({ min: 0, max: PAIRS.length - 1 });

/** A folder holding the damaged record as g.yaml beside the damaged variant as my.yaml. */
function folder(record: Uint8Array, variant: Uint8Array): { dir: string; files: Map<string, string> } {
  const dir = mkdtempSync(join(tmpdir(), 'salvo-fuzz-pair-'));
  writeFileSync(join(dir, 'g.yaml'), record);
  writeFileSync(join(dir, 'my.yaml'), variant);
  return { dir, files: new Map([['g.yaml', seenText(record)], ['my.yaml', seenText(variant)]]) };
}

/** A breach of a salvo recorded with --force was logged knowingly: it is said, with nothing to do. */
function toAct(d: Diagnostic & { readonly forced?: boolean }): Diagnostic {
  const forced = d.forced === true || d.message.endsWith('recorded with --force]');
  return forced && d.suggestion === undefined ? { ...d, suggestion: '(logged knowingly)' } : d;
}

const at = (d: Diagnostic): string => `${d.severity} ${d.code} ${d.line ?? '-'}:${d.column ?? '-'}`;

/** What is said of my.yaml that the variant file does not say of itself, checked alone. */
function notTheVariants(said: readonly Diagnostic[], alone: readonly Diagnostic[]): string[] {
  const own = new Set(alone.map(at));
  return said.filter((d) => d.file === 'my.yaml' && d.severity === 'error' && !own.has(at(d))).map((d) => `${at(d)}: ${d.message}`);
}

describe('a damaged record beside the damaged variant file it names', () => {
  it('is refused or refereed with every error placed in the file it is about', async () => {
    expect(PAIRS.length).toBeGreaterThan(20);
    await fc.assert(
      fc.asyncProperty(pair, damages, damages, async (p, toRecord, toVariant) => {
        const record = damaged(PAIRS[p]!.record, toRecord);
        const { dir, files } = folder(record, damaged(PAIRS[p]!.variant, toVariant));
        const alone = await checkVariantFile('my.yaml', { cwd: dir });
        const f = await readRecordFile(join(dir, 'g.yaml'), loadRecordVariant, 'g.yaml');
        expect(misplaced(f.diagnostics, files)).toEqual([]);
        expect(notTheVariants(f.diagnostics, alone)).toEqual([]);
        // A record that reads beside its variant undamaged is refused for the variant's errors alone.
        const beside = folder(record, Buffer.from(PAIRS[p]!.variant, 'utf8'));
        const clean = await readRecordFile(join(beside.dir, 'g.yaml'), loadRecordVariant, 'g.yaml');
        if (clean.ok && alone.some((d) => d.severity === 'error')) {
          const errors = f.diagnostics.filter((d) => d.severity === 'error');
          expect(errors.length).toBeGreaterThan(0);
          expect(errors.filter((d) => d.file !== 'my.yaml').map((d) => `${d.file ?? '?'} ${at(d)}: ${d.message}`)).toEqual([]);
        }
        if (!f.ok) return;
        // Read: the variant it names is the one beside it (the header kept), which reads alone too.
        expect(alone.filter((d) => d.severity === 'error')).toEqual([]);
        const report = fullReferee(f, f.variant.languages[0]!, 200);
        const said = [...report.breaches.map((b) => toAct(breachDiagnostic(b))), ...report.warnings];
        expect(misplaced(said, files)).toEqual([]);
        expect(notTheVariants(said, alone)).toEqual([]);
      }),
      runs(100),
    );
  }, LONG);

  it('is checked, shown and inferred with exit 0, 1 or 2, never an internal error, both files left as they were', async () => {
    await fc.assert(
      fc.asyncProperty(pair, damages, damages, fc.constantFrom('check', 'show', 'infer'), async (p, toRecord, toVariant, command) => {
        const record = damaged(PAIRS[p]!.record, toRecord);
        const variant = damaged(PAIRS[p]!.variant, toVariant);
        const { dir, files } = folder(record, variant);
        const args = {
          check: ['check', 'g.yaml', '--json'],
          show: ['show', 'g.yaml'],
          infer: ['infer', 'g.yaml', '--budget', '20'],
        }[command];
        const r = await runSalvo(dir, args);
        expect(r.stderr).not.toContain('internal error');
        expect([0, 1, 2]).toContain(r.code);
        if (command === 'check' && r.stdout.trim() !== '') {
          const json = JSON.parse(r.stdout) as { violations: Diagnostic[]; warnings: Diagnostic[] };
          const said = [...json.violations, ...json.warnings].map(toAct);
          expect(misplaced(said, files)).toEqual([]);
          expect(notTheVariants(said, await checkVariantFile('my.yaml', { cwd: dir }))).toEqual([]);
        }
        expect(Buffer.from(readFileSync(join(dir, 'g.yaml'))).equals(Buffer.from(record))).toBe(true);
        expect(Buffer.from(readFileSync(join(dir, 'my.yaml'))).equals(Buffer.from(variant))).toBe(true);
      }),
      runs(40),
    );
  }, LONG);
});
