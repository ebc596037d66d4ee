/**
 * A closing bracket typed once too often (`columnLabels: [A, B]]`, `- { id: a, size: 2 }}`, a "}"
 * alone below a closed mapping) is one error, at it, with the line to write, in English, Russian
 * and Polish: not the parser's `Unexpected flow-seq-end token in YAML stream` followed by one error
 * for every line after it (`Unexpected scalar token in YAML stream: "rowLabels"`, `and 172 more`).
 * Checked on every template: a closer added at the end of each line that ends with one.
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { fileSaid } from '../../src/variant/file-text.js';
import { EN_WORDS, templateFiles, templateLines, variantErrors } from '../helpers/variant-text.js';

const templates = templateFiles;
const linesOf = templateLines;

const errors = variantErrors;

const HEAD = 'id: v\nlanguages: [en]\nname: V\n';
const WORDS = EN_WORDS;

describe('a closing bracket with nothing open', () => {
  it('is one error at it, with the line to write, in English, Russian and Polish', () => {
    const ds = errors(`${HEAD}board: { columns: 3, columnLabels: [A, B, C]] }\nfleet: [{ id: a, name: A, size: 2 }]\n${WORDS}`);
    expect(ds.map(formatDiagnostic)).toEqual([
      'f.yaml:4:45: error yaml-syntax: this "]" closes no list: none is open here (remove it: write "board: { columns: 3, columnLabels: [A, B, C] }")',
    ]);
    expect(fileSaid(ds[0]!.code, ds[0]!.parts, 'ru')).toEqual({
      message: 'эта «]» ничего не закрывает: открытого списка здесь нет',
      suggestion: 'уберите её: напишите «board: { columns: 3, columnLabels: [A, B, C] }»',
    });
    const fleet = errors(`${HEAD}fleet:\n  - { id: a, name: A, size: 2 }}\n  - { id: b, name: B, size: 3 }\n${WORDS}`);
    expect(fleet.map(formatDiagnostic)).toEqual([
      'f.yaml:5:32: error yaml-syntax: this "}" closes no mapping: none is open here (remove it: write "- { id: a, name: A, size: 2 }")',
    ]);
    expect(fileSaid(fleet[0]!.code, fleet[0]!.parts, 'pl')).toEqual({
      message: 'ten „}” niczego nie zamyka: nie ma tu otwartego słownika',
      suggestion: 'usuń go: napisz „- { id: a, name: A, size: 2 }”',
    });
  });

  it('alone on its line is told to go, line and all', () => {
    const ds = errors(`${HEAD}board: { rows: 8 }\n}\nfleet: [{ id: a, name: A, size: 2 }]\n${WORDS}`);
    expect(ds.map(formatDiagnostic)).toEqual(['f.yaml:5:1: error yaml-syntax: this "}" closes no mapping: none is open here (remove this line)']);
    expect(fileSaid(ds[0]!.code, ds[0]!.parts, 'ru')?.suggestion).toBe('уберите эту строку');
    expect(fileSaid(ds[0]!.code, ds[0]!.parts, 'pl')?.suggestion).toBe('usuń ten wiersz');
  });

  it('added to any line of any template that ends with a bracket is one error there, and nothing else', () => {
    const wrong: string[] = [];
    let tried = 0;
    for (const name of templates) {
      const lines = linesOf(name);
      lines.forEach((l, i) => {
        const m = /^(.*[\]}])(\s*(?:#.*)?)$/u.exec(l);
        if (!m || l.trimStart().startsWith('#')) return;
        for (const extra of [']', '}']) {
          const changed = `${m[1]}${extra}${m[2]}`;
          const said = errors([...lines.slice(0, i), changed, ...lines.slice(i + 1)].join('\n'));
          tried++;
          const one = said.length === 1 && said[0]!.line === i + 1 && said[0]!.column === m[1]!.length + 1 && said[0]!.parts?.['kind'] === 'closer-extra';
          if (!one) wrong.push(`${name}:${i + 1} ${changed.trim()}: ${said.map(formatDiagnostic).join(' | ')}`);
        }
      });
    }
    expect(tried).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });
});
