/**
 * The slips salvo tells past the first three lines of them (the same "}}" at the end of every
 * ship's line, `size:3` on each ship, a tab before each) are named by line in one error after
 * them, in English, Russian and Polish: `and the same slip on 2 more lines: 39, 40 (mend them the
 * same way)`. Before, they were counted as `and 2 more YAML syntax errors after line 38, most
 * likely caused by the ones above (fix the first errors, then check again)`: neither where they
 * are, nor that mending those above would not mend them.
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, type Diagnostic } from '../../src/core/diagnostics.js';
import { readingDiagnostic } from '../../src/record/reading-text.js';
import { EN_WORDS, variantErrors } from '../helpers/variant-text.js';

const errors = variantErrors;
const said = (d: Diagnostic, lang: string): string => formatDiagnostic(readingDiagnostic(d, lang) ?? d);

const HEAD = 'id: v\nlanguages: [en]\nname: V\nboard: { rows: 8, columns: 8 }\n';
const WORDS = EN_WORDS;
const ships = (line: (k: number) => string): string => `fleet:\n${[1, 2, 3, 4, 5].map(line).join('\n')}\n`;

describe('slips told past the first three lines', () => {
  it('of the one kind told are named by line, in English, Russian and Polish', () => {
    const ds = errors(`${HEAD}${ships((k) => `  - { id: s${k}, name: S${k}, size: 2 }}`)}${WORDS}`);
    expect(ds.map(formatDiagnostic)).toEqual([
      'f.yaml:6:34: error yaml-syntax: this "}" closes no mapping: none is open here (remove it: write "- { id: s1, name: S1, size: 2 }")',
      'f.yaml:7:34: error yaml-syntax: this "}" closes no mapping: none is open here (remove it: write "- { id: s2, name: S2, size: 2 }")',
      'f.yaml:8:34: error yaml-syntax: this "}" closes no mapping: none is open here (remove it: write "- { id: s3, name: S3, size: 2 }")',
      'f.yaml:9:34: error yaml-syntax: and the same slip on 2 more lines: 9, 10 (mend them the same way)',
    ]);
    expect(said(ds[3]!, 'ru')).toBe('f.yaml:9:34: error yaml-syntax: и та же ошибка ещё в 2 строках: 9, 10 (исправьте их так же)');
    expect(said(ds[3]!, 'pl')).toBe('f.yaml:9:34: error yaml-syntax: i ten sam błąd w jeszcze 2 wierszach: 9, 10 (popraw je tak samo)');
    const glued = errors(`${HEAD}fleet:\n${[1, 2, 3, 4].map((k) => `  - id: s${k}\n    size:${k}`).join('\n')}\n${WORDS}`);
    expect(glued.map(formatDiagnostic).at(-1)).toBe('f.yaml:13:10: error yaml-syntax: and the same slip on one more line: 13 (mend it the same way)');
    expect(said(glued.at(-1)!, 'ru')).toBe('f.yaml:13:10: error yaml-syntax: и та же ошибка ещё в одной строке: 13 (исправьте её так же)');
    expect(said(glued.at(-1)!, 'pl')).toBe('f.yaml:13:10: error yaml-syntax: i ten sam błąd w jeszcze jednym wierszu: 13 (popraw go tak samo)');
  });

  it('of kinds told among others are said like those above; of kinds not told, as more slips', () => {
    const like = errors(`id: v\nlanguages: [en]\nname: V\nboard:\n\trows: 8\n\tcolumns: 8\n${ships((k) => `  - { id: s${k}, name: S${k}, size: 2 }}`)}${WORDS}`);
    expect(like.map(formatDiagnostic).slice(2)).toEqual([
      'f.yaml:8:34: error yaml-syntax: this "}" closes no mapping: none is open here (remove it: write "- { id: s1, name: S1, size: 2 }")',
      'f.yaml:9:34: error yaml-syntax: and 4 more slips like those above, on lines 9, 10, 11, 12 (mend them the same way)',
    ]);
    expect(said(like.at(-1)!, 'ru')).toBe('f.yaml:9:34: error yaml-syntax: и ещё 4 ошибки того же рода, что выше, в строках 9, 10, 11, 12 (исправьте их так же)');
    expect(said(like.at(-1)!, 'pl')).toBe('f.yaml:9:34: error yaml-syntax: i jeszcze 4 błędy takie jak powyżej, w wierszach 9, 10, 11, 12 (popraw je tak samo)');
    const other = errors(`id: v\nlanguages: [en]\nname: V\nboard:\n\trows: 8\n\tcolumns: 8\n\tcolumnLabels: letters\n${ships((k) => `  - { id: s${k}, name: S${k}, size: 2 }}`)}${WORDS}`);
    expect(other.map(formatDiagnostic).at(-1)).toBe('f.yaml:9:34: error yaml-syntax: and 5 more slips, on lines 9, 10, 11, 12, 13 (mend those above and check again: each is then told)');
    expect(said(other.at(-1)!, 'ru')).toBe('f.yaml:9:34: error yaml-syntax: и ещё 5 ошибок в строках 9, 10, 11, 12, 13 (исправьте те, что выше, и проверьте снова: тогда будет сказано о каждой)');
    expect(said(other.at(-1)!, 'pl')).toBe('f.yaml:9:34: error yaml-syntax: i jeszcze 5 błędów w wierszach 9, 10, 11, 12, 13 (popraw te powyżej i sprawdź jeszcze raz: wtedy każdy zostanie wskazany)');
  });

  it('past ten lines, the first ten are named', () => {
    const many = errors(`${HEAD}fleet:\n${Array.from({ length: 15 }, (_, k) => `  - { id: s${k}, name: S${k}, size: 2 }}`).join('\n')}\n${WORDS}`);
    expect(many.map(formatDiagnostic).at(-1)).toBe('f.yaml:9:34: error yaml-syntax: and the same slip on 12 more lines: 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, … (mend them the same way)');
    expect(many).toHaveLength(4);
  });
});
