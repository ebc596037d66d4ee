/**
 * Every invalid fixture in fixtures/invalid/ names, in its first line, the diagnostic it must
 * raise: `# expect: CODE LINE:COLUMN`. The file is named after the code, one fixture per code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { VARIANT_CODES } from '../../src/variant/codes.js';
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
      for (const d of r.diagnostics) expect(Object.keys(VARIANT_CODES)).toContain(d.code);
      expect(found!.message.length).toBeGreaterThan(0);
      expect(found!.suggestion?.length ?? 0).toBeGreaterThan(0);
      expect(formatDiagnostic(found!)).toMatch(new RegExp(`^${f.replace('.', '\\.')}:${want.line}:${want.column}: error ${want.code}: `));
    });
  }
});

describe('the code catalogue', () => {
  /** Codes exercised elsewhere than by a fixture, and where. */
  const ELSEWHERE: Record<string, string> = {
    'file-too-large': 'hostile.test.ts (generated 300 KiB text and file)',
    'yaml-warning': 'a parser warning, not an error',
    'out-of-range': 'fallback for constrained fields without a specific code',
    'bad-format': 'fallback',
    'invalid-value': 'fallback',
    'duplicate-mark': 'warning: validate.test.ts',
    'class-name-number': 'warning: tests/cli/variant-check-class-name-number.test.ts',
    'penalty-without-protected': 'warning: validate.test.ts',
    'penalty-unannounced': 'warning: validate.test.ts',
    'exhausted-without-limit': 'warning: validate.test.ts',
    'salvo-larger-than-board': 'warning: validate.test.ts',
    'salvo-step-unreachable': 'warning: validate.test.ts',
    'salvo-steps-rising': 'warning: salvo-steps-rising.test.ts',
    'guns-unused': 'warning: validate.test.ts',
    'diagonal-unused': 'warning: diagonal-unused.test.ts',
    'shape-ragged': 'warning: shape-ragged.test.ts',
    'label-script': 'warning: validate.test.ts',
    'label-keyword': 'warning: label-slips.test.ts and variant-check-slip-language.test.ts',
    'fleet-fit-unknown': 'warning: validate.test.ts (tiny budget)',
    'missing-glyph': 'needs a font: validate.test.ts',
    'unknown-variant': 'a reference, not a file: cli.test.ts and templates.test.ts',
    'too-many-errors': 'hostile.test.ts (thousands of unknown keys)',
    'not-a-file': 'a folder, not a file: tests/core/text-file.test.ts',
    'not-utf8': 'bytes no text fixture holds: tests/core/text-file.test.ts',
  };

  it('every fixture code is catalogued, every catalogued error has a fixture or a named test', () => {
    const fixtureCodes = new Set(files.map((f) => expectation(readFileSync(join(dir, f), 'utf8')).code));
    for (const code of fixtureCodes) expect(Object.keys(VARIANT_CODES)).toContain(code);
    for (const code of Object.keys(VARIANT_CODES)) {
      expect(fixtureCodes.has(code) || code in ELSEWHERE, `no fixture for ${code}`).toBe(true);
    }
  });
});

describe('docs/variant-format.md', () => {
  it('lists every code of the catalogue', () => {
    const doc = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'variant-format.md'), 'utf8');
    for (const code of Object.keys(VARIANT_CODES)) expect(doc).toContain(`| \`${code}\` |`);
  });
});
