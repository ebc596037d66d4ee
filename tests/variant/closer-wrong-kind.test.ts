/**
 * A closing bracket of the other kind than the one open (`columnLabels: [A, B}`, `- { id: a,
 * size: 2]`) is one error, at it, with the bracket it fails to close and the line to write, in
 * English, Russian and Polish; one closing a bracket further out (`fleet: [{ id: a, size: 2 ]`)
 * is told which brackets inside are still open and where their closers go. Before, the bracket
 * was told "never closed" and every line after it an `Unexpected scalar token` (`and 172 more`).
 * Checked on every template: each closer of each line changed for the other kind, and the line
 * to write put in its place.
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { fileSaid } from '../../src/variant/file-text.js';
import { EN_WORDS, templateFiles, templateLines, variantErrors } from '../helpers/variant-text.js';

const templates = templateFiles;
const linesOf = templateLines;

const errors = variantErrors;

const HEAD = 'id: v\nlanguages: [en]\nname: V\n';
const REST = EN_WORDS;

describe('a closing bracket of the wrong kind', () => {
  it('typed for the one open is told the bracket it does not close and the line to write', () => {
    const ds = errors(`${HEAD}board:\n  columns: 3\n  columnLabels: [A, B, C}\n  rows: 4\nfleet: [{ id: a, name: A, size: 2 }]\n${REST}`);
    expect(ds.map(formatDiagnostic)).toEqual([
      'f.yaml:6:25: error yaml-syntax: this "}" does not close the "[" in column 17: a list ends with "]" (write "columnLabels: [A, B, C]")',
    ]);
    expect(fileSaid(ds[0]!.code, ds[0]!.parts, 'ru')).toEqual({ message: 'эта «}» не закрывает «[» в столбце 17: список закрывается «]»', suggestion: 'напишите «columnLabels: [A, B, C]»' });
    expect(fileSaid(ds[0]!.code, ds[0]!.parts, 'pl')).toEqual({ message: 'ten „}” nie zamyka „[” w kolumnie 17: lista kończy się „]”', suggestion: 'napisz „columnLabels: [A, B, C]”' });
    const later = errors(`${HEAD}board:\n  columnLabels: [A, B,\n    C]\n  rows: 4\nfleet:\n  - { id: a, name: A, size: 2]\n  - { id: b, name: B, size: 3 }\n${REST}`);
    expect(later.map(formatDiagnostic)).toEqual([
      'f.yaml:9:30: error yaml-syntax: this "]" does not close the "{" in column 5: a mapping ends with "}" (write "- { id: a, name: A, size: 2}")',
    ]);
    const below = errors(`${HEAD}board:\n  columnLabels: [A, B,\n    C}\n  rows: 4\nfleet: [{ id: a, name: A, size: 2 }]\n${REST}`);
    expect(below.map(formatDiagnostic)).toEqual(['f.yaml:6:6: error yaml-syntax: this "}" does not close the "[" in line 5: a list ends with "]" (write "C]")']);
    expect(fileSaid(below[0]!.code, below[0]!.parts, 'pl')?.message).toBe('ten „}” nie zamyka „[” w wierszu 5: lista kończy się „]”');
  });

  it('closing a bracket further out is told those inside still open, and where their closers go', () => {
    const ds = errors(`${HEAD}fleet: [{ id: a, name: A, size: 2 ]\n${REST}`);
    expect(ds.map(formatDiagnostic)).toEqual([
      'f.yaml:4:35: error yaml-syntax: this "]" closes the "[" in column 8, but the "{" in column 9 inside it is still open: a mapping ends with "}" (put "}" before the "]": write "fleet: [{ id: a, name: A, size: 2 }]")',
    ]);
    expect(fileSaid(ds[0]!.code, ds[0]!.parts, 'ru')).toEqual({
      message: 'эта «]» закрывает «[» в столбце 8, но «{» в столбце 9 внутри неё ещё не закрыта: словарь закрывается «}»',
      suggestion: 'поставьте «}» перед «]»: напишите «fleet: [{ id: a, name: A, size: 2 }]»',
    });
    const two = errors(`${HEAD}fleet: [{ id: a, name: A, shape: [[0, 0], [0, 1 }]\n${REST}`);
    expect(two.map(formatDiagnostic)).toEqual([
      'f.yaml:4:49: error yaml-syntax: this "}" closes the "{" in column 9, but the "[" in column 34 and the "[" in column 43 inside it are still open (put "]]" before the "}": write "fleet: [{ id: a, name: A, shape: [[0, 0], [0, 1]] }]")',
    ]);
    expect(fileSaid(two[0]!.code, two[0]!.parts, 'pl')).toEqual({
      message: 'ten „}” zamyka „{” w kolumnie 9, ale „[” w kolumnie 34 i „[” w kolumnie 43 w jego środku nie są jeszcze zamknięte',
      suggestion: 'postaw „]]” przed „}”: napisz „fleet: [{ id: a, name: A, shape: [[0, 0], [0, 1]] }]”',
    });
  });

  it('swapped for the other kind on any line of any template is one error there, and its line to write reads', () => {
    const wrong: string[] = [];
    let tried = 0;
    for (const name of templates) {
      const lines = linesOf(name);
      lines.forEach((l, i) => {
        if (l.trimStart().startsWith('#') || /^\s*(?:rules|summary|notes?)\s*:/u.test(l) || !/[[{]/u.test(l)) return;
        for (let c = 0; c < l.length; c++) {
          if (l[c] !== ']' && l[c] !== '}') continue;
          if (l.slice(0, c).includes('#') || /["']/u.test(l.slice(0, c))) break;
          const changed = `${l.slice(0, c)}${l[c] === ']' ? '}' : ']'}${l.slice(c + 1)}`;
          const said = errors([...lines.slice(0, i), changed, ...lines.slice(i + 1)].join('\n'));
          tried++;
          const d = said[0];
          const kind = d?.parts?.['kind'];
          const one = said.length === 1 && d!.line === i + 1 && d!.column === c + 1 && (kind === 'closer-wrong' || kind === 'closer-early');
          const should = typeof d?.parts?.['should'] === 'string' ? d.parts['should'] : undefined;
          const mended = one && should !== undefined ? errors([...lines.slice(0, i), `${/^\s*/u.exec(l)![0]}${should}`, ...lines.slice(i + 1)].join('\n')) : [];
          if (!one || mended.length > 0) wrong.push(`${name}:${i + 1} ${changed.trim()}: ${[...said, ...mended].map(formatDiagnostic).join(' | ')}`);
        }
      });
    }
    expect(tried).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });
});
