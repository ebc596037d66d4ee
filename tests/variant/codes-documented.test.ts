/**
 * The variant layer's codes (src/variant/codes.ts) each have a row of docs/variant-format.md's
 * table, and the codes of a file not to be read or written (src/variant/file-text.ts) a row there
 * or in docs/scripting.md's table of the codes of files and commands, where every command's are
 * listed once; every row of variant-format.md's table is one of them (no code documented that none
 * can meet). That every code the sources say is named on a page of codes is
 * tests/cli/docs-codes.test.ts's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VARIANT_CODES } from '../../src/variant/codes.js';
import { FILE_CODES } from '../../src/variant/file-text.js';

const root = join(import.meta.dirname, '..', '..');
const variantDoc = readFileSync(join(root, 'docs', 'variant-format.md'), 'utf8');
const scriptingDoc = readFileSync(join(root, 'docs', 'scripting.md'), 'utf8');

/** The code of each table row of the variant docs' diagnostics section (`| \`code\` | meaning |`). */
function documentedRows(): string[] {
  const section = variantDoc.slice(variantDoc.indexOf('| code | meaning |'));
  return [...section.matchAll(/^\| `([a-z0-9-]+)` \|/gmu)].map((m) => m[1]!);
}

/** The codes of scripting.md's table of the codes of files and commands. */
function scriptingRows(): string[] {
  const start = scriptingDoc.indexOf('### Codes of files and commands');
  expect(start).toBeGreaterThan(0);
  const rest = scriptingDoc.slice(start);
  const section = rest.slice(0, rest.indexOf('\n## '));
  return [...section.matchAll(/^\| `([a-z0-9-]+)` \|/gmu)].map((m) => m[1]!);
}

describe('the codes a user can meet are documented', () => {
  it("every code of the variant layer has a row of docs/variant-format.md's table, every code of its files one there or in scripting.md's", () => {
    const rows = new Set(documentedRows());
    expect(Object.keys(VARIANT_CODES).filter((c) => !rows.has(c))).toEqual([]);
    const scripting = new Set(scriptingRows());
    expect(scripting.has('output-empty')).toBe(true);
    expect([...FILE_CODES].filter((c) => !rows.has(c) && !scripting.has(c))).toEqual([]);
  });

  it('every row there is a code the variant layer or its files give', () => {
    const known = new Set([...Object.keys(VARIANT_CODES), ...FILE_CODES]);
    const rows = documentedRows();
    expect(rows.length).toBeGreaterThan(60);
    expect(rows.filter((c) => !known.has(c))).toEqual([]);
    // Each said once.
    expect(rows.filter((c, i) => rows.indexOf(c) !== i)).toEqual([]);
  });
});
