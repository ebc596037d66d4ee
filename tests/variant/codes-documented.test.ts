/**
 * Every code a user can meet is documented: the variant layer's codes (src/variant/codes.ts) and
 * the codes of a file not to be read or written (src/variant/file-text.ts) each have a row of
 * docs/variant-format.md's tables, and every row there is one of them (no code documented that
 * none can meet); every code written in the sources, and every breach of the rules, is named in
 * backticks on some docs page.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VARIANT_CODES } from '../../src/variant/codes.js';
import { FILE_CODES } from '../../src/variant/file-text.js';
import { VIOLATION_CODES } from '../../src/rules/violations.js';

const root = join(import.meta.dirname, '..', '..');
const variantDoc = readFileSync(join(root, 'docs', 'variant-format.md'), 'utf8');
const allDocs = [join(root, 'README.md'), ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => join(root, 'docs', f))].map((f) => readFileSync(f, 'utf8')).join('\n');

/** The code of each table row of the variant docs' diagnostics section (`| \`code\` | meaning |`). */
function documentedRows(): string[] {
  const section = variantDoc.slice(variantDoc.indexOf('| code | meaning |'));
  return [...section.matchAll(/^\| `([a-z0-9-]+)` \|/gmu)].map((m) => m[1]!);
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** Codes as the sources give them to a diagnostic: `code: 'x-y'`, `emit('error', 'x-y'`, `fail('x-y'`. */
function sourceCodes(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sources(join(root, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:\bcode: |\bemit\('(?:error|warning)', |\bemit\(|\bfail\()'([a-z][a-z0-9]*(?:-[a-z0-9]+)+)'/gu)) found.set(m[1]!, file.slice(root.length + 1));
  }
  return found;
}

/** Not codes a user meets: a doc comment's example (core/diagnostics.ts). */
const NOT_MET = new Set(['fleet-size']);

describe('the codes a user can meet are documented', () => {
  it("every code of the variant layer and of its files has a row of docs/variant-format.md's tables", () => {
    const rows = new Set(documentedRows());
    const missing = [...Object.keys(VARIANT_CODES), ...FILE_CODES].filter((c) => !rows.has(c));
    expect(missing).toEqual([]);
  });

  it('every row there is a code the variant layer or its files give', () => {
    const known = new Set([...Object.keys(VARIANT_CODES), ...FILE_CODES]);
    const rows = documentedRows();
    expect(rows.length).toBeGreaterThan(60);
    expect(rows.filter((c) => !known.has(c))).toEqual([]);
    // Each said once.
    expect(rows.filter((c, i) => rows.indexOf(c) !== i)).toEqual([]);
  });

  it('every code the sources give a diagnostic is named on some docs page', () => {
    const codes = sourceCodes();
    // The scan finds the codes it is meant to: the variant layer's, a file's, a fleet's, a record's; and the
    // rules' breaches.
    for (const c of ['duplicate-class-id', 'output-empty', 'fleet-search-exhausted', 'record-second-game']) expect(codes.has(c), c).toBe(true);
    // The rules' breaches, keyed in their catalogue (src/rules/violations.ts), as written.
    for (const c of VIOLATION_CODES) codes.set(c, 'src/rules/violations.ts');
    const undocumented = [...codes].filter(([c]) => !NOT_MET.has(c) && !allDocs.includes(`\`${c}\``)).map(([c, file]) => `${c} (${file})`);
    expect(undocumented).toEqual([]);
  });
});
