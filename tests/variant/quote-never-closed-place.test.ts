/**
 * A quote never closed (`rows: "10`, `name: { pl: "Gracz 1, en: Player 1 }`) is one error, at the
 * quote typed: not at a quote inside a rules text above it (Perelman's `announces: "No hits", or
 * "Hit the` ran on to its next line and was taken for it), with no error invented after it
 * (`board.rows: expected a number, found "1"`), and not as the bracket around it, said four times
 * (`this "{" is never closed`), whose closer the quote holds. Checked on every template: a quote
 * opened before each plain value, in a block mapping and in braces.
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { readVariantText } from '../../src/variant/parse.js';
import { templateFiles, templateLines } from '../helpers/variant-text.js';

const templates = templateFiles;
const linesOf = templateLines;

/** The errors of `lines` with line `i` (0-based) put as `line`, each as check prints it. */
function errorsWith(lines: readonly string[], i: number, line: string): string[] {
  const r = readVariantText([...lines.slice(0, i), line, ...lines.slice(i + 1)].join('\n'), 'f.yaml');
  return r.ok ? [] : r.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);
}

const NEVER_CLOSED = 'error yaml-syntax: this quote is never closed (close the quote at the end of its text, or leave the quotes out)';

describe('a quote never closed', () => {
  it('in Perelman\'s board, below a rules text with quotes, is told at the quote and alone', () => {
    const lines = linesOf('perelman.yaml');
    const i = lines.indexOf('  rows: 10');
    expect(i).toBeGreaterThan(0);
    expect(errorsWith(lines, i, '  rows: "10')).toEqual([`f.yaml:${i + 1}:9: ${NEVER_CLOSED}`]);
  });

  it('inside braces inside braces (a side\'s name) is told at the quote, not as the bracket four times', () => {
    const lines = linesOf('statki.yaml');
    const i = lines.findIndex((l) => l.includes('- { id: blue, name: { pl: Gracz 1'));
    expect(i).toBeGreaterThan(0);
    const line = lines[i]!.replace('pl: Gracz 1', 'pl: "Gracz 1');
    expect(errorsWith(lines, i, line)).toEqual([`f.yaml:${i + 1}:${line.indexOf('"') + 1}: ${NEVER_CLOSED}`]);
  });

  it('before any plain value of any template, in a block mapping or in braces, is one error at the quote', () => {
    const wrong: string[] = [];
    let tried = 0;
    for (const name of templates) {
      const lines = linesOf(name);
      lines.forEach((l, i) => {
        const at: number[] = [];
        const block = /^(\s*(?:- )?[A-Za-z]+: )[^\s[{"'|>#&*!]/u.exec(l);
        if (block) at.push(block[1]!.length);
        if (/^\s*(?:- )?[A-Za-z]+: .*\{/u.test(l) && !l.includes('#')) {
          for (let j = l.indexOf(': ', l.indexOf('{')); j >= 0; j = l.indexOf(': ', j + 1)) if (!/[\s[{"']/u.test(l[j + 2] ?? ' ')) at.push(j + 2);
        }
        for (const k of new Set(at)) {
          const said = errorsWith(lines, i, `${l.slice(0, k)}"${l.slice(k)}`);
          if (said.length === 0) continue;
          tried++;
          const want = [`f.yaml:${i + 1}:${k + 1}: ${NEVER_CLOSED}`];
          if (JSON.stringify(said) !== JSON.stringify(want)) wrong.push(`${name}:${i + 1} ${l.trim()}: ${said.join(' | ')}`);
        }
      });
    }
    expect(tried).toBeGreaterThan(200);
    expect(wrong).toEqual([]);
  });
});
