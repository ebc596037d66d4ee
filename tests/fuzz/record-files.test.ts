/**
 * Damaged game records (the examples and every record fixture of the tests, damaged as hands and
 * editors do it: see damage.ts). Read and refereed as `check` does, then drawn as `show` draws
 * them, they throw nothing; every error names the file, a line and column inside it, and what to
 * do. Through the CLI, `check`, `show`, `infer`, `analyze` and `suggest` end with exit 0, 1 or 2,
 * never an internal error; `record` leaves a record it refuses byte for byte as it was, and one it
 * writes keeps every line that was there (or its old text beside it, as `<file>.bak`).
 */
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { fullReferee } from '../../src/inference/full-referee.js';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { drawPaper } from '../../src/cli/commands/show.js';
import type { Diagnostic } from '../../src/core/diagnostics.js';
import { paperOf } from '../../src/record/paper.js';
import { breachDiagnostic } from '../../src/record/referee.js';
import { readRecordFile } from '../../src/record/store.js';
import { runSalvo } from '../helpers/cli.js';
import { damaged, damages, runs, seenText } from './damage.js';
import { misplaced } from './places.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const VARIANT = 'tests/record/fixtures/tiny-variant.yaml';
const yamlIn = (dir: string): string[] =>
  readdirSync(join(ROOT, dir))
    .filter((f) => f.endsWith('.yaml') && join(dir, f) !== VARIANT)
    .sort()
    .map((f) => join(dir, f));
const SEEDS: readonly { readonly name: string; readonly text: string }[] = [
  ...yamlIn('examples'),
  ...yamlIn('tests/record/fixtures'),
  ...yamlIn('tests/cli/fixtures'),
  ...yamlIn('tests/cli/fixtures/disputed'),
  ...yamlIn('tests/cli/fixtures/referee-calls'),
].map((name) => ({ name, text: readFileSync(join(ROOT, name), 'utf8') }));
const VARIANT_TEXT = readFileSync(join(ROOT, VARIANT), 'utf8');

/** Room for a longer search (SALVO_FUZZ_RUNS) on a loaded machine; the fixed runs take seconds. */
const LONG = 600_000;

const seed = fc.integer({ min: 0, max: SEEDS.length - 1 });

/** A folder holding the damaged record as g.yaml, beside the variant file some records name. */
function folder(bytes: Uint8Array): { dir: string; files: Map<string, string> } {
  const dir = mkdtempSync(join(tmpdir(), 'salvo-fuzz-record-'));
  copyFileSync(join(ROOT, VARIANT), join(dir, 'tiny-variant.yaml'));
  writeFileSync(join(dir, 'g.yaml'), bytes);
  return { dir, files: new Map([['g.yaml', seenText(bytes)], ['tiny-variant.yaml', VARIANT_TEXT]]) };
}

/** A breach of a salvo recorded with --force was logged knowingly: it is said, with nothing to do. */
function toAct(d: Diagnostic & { readonly forced?: boolean }): Diagnostic {
  const forced = d.forced === true || d.message.endsWith('recorded with --force]');
  return forced && d.suggestion === undefined ? { ...d, suggestion: '(logged knowingly)' } : d;
}

/** The sides and board labels of each seed, undamaged: what `record` is given to add. */
const SIDES: string[][] = [];
const LABELS: { columns: string[]; rows: string[] }[] = [];
beforeAll(async () => {
  for (const s of SEEDS) {
    const f = await readRecordFile(join(ROOT, s.name), loadRecordVariant, s.name);
    SIDES.push(f.ok ? f.record.sides.map((x) => x.id) : ['blue', 'red']);
    LABELS.push(f.ok ? { columns: [...f.variant.board.columnLabels], rows: [...f.variant.board.rowLabels] } : { columns: ['A'], rows: ['1'] });
  }
});

describe('a damaged game record', () => {
  it('is refereed and drawn without a throw, every error placed in the file and said with what to do', async () => {
    await fc.assert(
      fc.asyncProperty(seed, damages, async (s, spec) => {
        const bytes = damaged(SEEDS[s]!.text, spec);
        const { dir, files } = folder(bytes);
        const f = await readRecordFile(join(dir, 'g.yaml'), loadRecordVariant, 'g.yaml');
        expect(misplaced(f.diagnostics, files)).toEqual([]);
        if (!f.ok) return;
        const report = fullReferee(f, f.variant.languages[0]!, 200);
        expect(misplaced([...report.breaches.map((b) => toAct(breachDiagnostic(b))), ...report.warnings], files)).toEqual([]);
        for (const side of f.record.sides) {
          for (const lang of f.variant.languages) {
            const drawn = drawPaper(paperOf(f.record, f.variant, side.id, undefined, f.sources), f.record, f.variant, lang, { lastSalvo: true, sources: f.sources });
            expect(drawn.length).toBeGreaterThan(0);
          }
        }
      }),
      runs(150),
    );
  }, LONG);

  it('is checked, shown, inferred, analyzed and suggested for with exit 0, 1 or 2, never an internal error', async () => {
    await fc.assert(
      fc.asyncProperty(seed, damages, fc.constantFrom('check', 'show', 'infer', 'analyze', 'suggest'), async (s, spec, command) => {
        const bytes = damaged(SEEDS[s]!.text, spec);
        const { dir, files } = folder(bytes);
        const target = SIDES[s]![1]!;
        const args = {
          check: ['check', 'g.yaml', '--json'],
          show: ['show', 'g.yaml'],
          infer: ['infer', 'g.yaml', '--target', target, '--budget', '20'],
          analyze: ['analyze', 'g.yaml', '--budget', '20', '--workers', '1'],
          suggest: ['suggest', 'g.yaml', '--budget', '20'],
        }[command];
        const r = await runSalvo(dir, args);
        expect(r.stderr).not.toContain('internal error');
        expect([0, 1, 2]).toContain(r.code);
        if (command === 'check') {
          const json = JSON.parse(r.stdout) as { violations: Diagnostic[]; warnings: Diagnostic[] };
          expect(misplaced([...json.violations, ...json.warnings].map(toAct), files)).toEqual([]);
        }
        // Only record and play write a record.
        expect(Buffer.from(readFileSync(join(dir, 'g.yaml'))).equals(Buffer.from(bytes))).toBe(true);
      }),
      runs(40),
    );
  }, LONG);

  it('is left as it was by a record that fails, and keeps every line in one that succeeds', async () => {
    const index = fc.nat({ max: 25 });
    await fc.assert(
      fc.asyncProperty(seed, damages, index, index, index, fc.boolean(), async (s, spec, side, column, row, force) => {
        const bytes = damaged(SEEDS[s]!.text, spec);
        const { dir } = folder(bytes);
        const sides = SIDES[s]!;
        const labels = LABELS[s]!;
        const cell = labels.columns[column % labels.columns.length]! + labels.rows[row % labels.rows.length]!;
        const r = await runSalvo(dir, ['record', 'g.yaml', sides[side % sides.length]!, cell, ...(force ? ['--force'] : [])]);
        expect(r.stderr).not.toContain('internal error');
        expect([0, 1, 2]).toContain(r.code);
        const after = readFileSync(join(dir, 'g.yaml'));
        if (r.code !== 0) {
          expect(Buffer.from(after).equals(Buffer.from(bytes))).toBe(true);
          return;
        }
        // Written: each line that was there is there still, or the old text is kept beside it.
        const bak = join(dir, 'g.yaml.bak');
        if (existsSync(bak) && seenText(readFileSync(bak)) === seenText(bytes)) return;
        const now = new Set(seenText(after).split(/\r?\n/u).map((l) => l.trimEnd()));
        const lost = seenText(bytes)
          .split(/\r?\n/u)
          .map((l) => l.trimEnd())
          .filter((l) => l !== '' && !now.has(l));
        expect(lost).toEqual([]);
      }),
      runs(100),
    );
  }, LONG);
});
