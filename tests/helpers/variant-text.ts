/**
 * What the tests of a variant file's YAML slips share: the templates' files and lines (each slip
 * tried on every template), a text's errors as the variant reader gives them, and a variant's
 * English words line to complete a small variant written in a test.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Diagnostic } from '../../src/core/diagnostics.js';
import { readVariantText } from '../../src/variant/parse.js';

const TEMPLATES = join(import.meta.dirname, '..', '..', 'templates');

/** The templates' file names (`classic-1967.yaml`, …), sorted. */
export const templateFiles: readonly string[] = readdirSync(TEMPLATES).filter((f) => f.endsWith('.yaml')).sort();

/** The lines of template file `name` (one of `templateFiles`). */
export const templateLines = (name: string): string[] => readFileSync(join(TEMPLATES, name), 'utf8').split('\n');

/** The errors (not the warnings) of a variant file's text read as `f.yaml`; none where it reads. */
export function variantErrors(text: string): Diagnostic[] {
  const r = readVariantText(text, 'f.yaml');
  return r.ok ? [] : r.diagnostics.filter((d) => d.severity === 'error');
}

/** A variant's English `words:`, as a small variant written in a test ends. */
export const EN_WORDS = 'words:\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }\n';
