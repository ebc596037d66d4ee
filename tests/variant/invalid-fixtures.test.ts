/**
 * Every invalid fixture in fixtures/invalid/ names, in its first line, the diagnostic it must
 * raise: `# expect: CODE LINE:COLUMN`. The file is named after the code, one fixture per code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { readVariantText } from '../../src/variant/parse.js';

const dir = join(import.meta.dirname, 'fixtures', 'invalid');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.yaml'))
  .sort();

function expectation(text: string): { code: string; line: number; column: number } {
  const m = /^# expect: (\S+) (\d+):(\d+)\n/.exec(text);
  if (!m) throw new Error('fixture without an "# expect: CODE LINE:COL" header');
  return { code: m[1]!, line: Number(m[2]), column: Number(m[3]) };
}

describe('invalid variant fixtures', () => {
  it('cover at least 15 error codes, one fixture per code', () => {
    const codes = files.map((f) => expectation(readFileSync(join(dir, f), 'utf8')).code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThanOrEqual(15);
    for (const f of files) expect(f).toBe(`${expectation(readFileSync(join(dir, f), 'utf8')).code}.yaml`);
  });

  for (const f of files) {
    it(`${f} fails with its code at its line and column`, () => {
      const text = readFileSync(join(dir, f), 'utf8');
      const want = expectation(text);
      const r = readVariantText(text, f);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      const found = r.diagnostics.find((d) => d.code === want.code);
      expect(found, r.diagnostics.map(formatDiagnostic).join('\n')).toBeDefined();
      expect(found).toMatchObject({ severity: 'error', file: f, line: want.line, column: want.column });
      expect(found!.message.length).toBeGreaterThan(0);
      expect(found!.suggestion?.length ?? 0).toBeGreaterThan(0);
      expect(formatDiagnostic(found!)).toMatch(new RegExp(`^${f.replace('.', '\\.')}:${want.line}:${want.column}: error ${want.code}: `));
    });
  }
});
