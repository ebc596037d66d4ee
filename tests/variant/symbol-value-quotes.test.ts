/**
 * A value of symbols starting with a character YAML gives a meaning (`mark: #`, `mark: *`,
 * `mark: @`, `mark: &`; `#`, `|`, `>` only in braces) is one error at the value, saying
 * what YAML reads there and the line to write (`write mark: "#"`), in English, Russian and Polish.
 * Before, `#` in braces was told `this "{" is never closed`, `@` the parser's `Plain value cannot
 * start with reserved character @ (fix the YAML syntax at this place)`, `*` `Alias cannot be an
 * empty string`, `&` a ":" inside a value. A block text (`rules: |`) is left as written.
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { fileSaid } from '../../src/variant/file-text.js';
import { templateFiles, templateLines, variantErrors } from '../helpers/variant-text.js';

const templates = templateFiles;

const errors = variantErrors;

const HEAD = 'id: v\nlanguages: [en, ru, pl]\nname: V\nboard: { rows: 8, columns: 8 }\n';
const WORDS = [
  'words:',
  '  en: { miss: miss, hit: hit, noHits: no hits, ownChart: Mine, enemyChart: Theirs }',
  '  ru: { miss: мимо, hit: попал, noHits: мимо, ownChart: Мои, enemyChart: Чужие }',
  '  pl: { miss: pudło, hit: trafiony, noHits: pudło, ownChart: Moje, enemyChart: Obce }',
  '',
].join('\n');

describe('a value of symbols YAML gives a meaning', () => {
  it('in braces is told what YAML reads and the line to write, in English, Russian and Polish', () => {
    const hash = errors(`${HEAD}fleet:\n  - { id: a, name: A, mark: #, size: 2 }\n${WORDS}`);
    expect(hash.map(formatDiagnostic)).toEqual([
      'f.yaml:6:29: error yaml-syntax: the value "#" of "mark" starts with "#": YAML reads it as the start of a comment; such a value goes in quotes (write mark: "#")',
    ]);
    expect(fileSaid(hash[0]!.code, hash[0]!.parts, 'ru')).toEqual({
      message: 'значение «#» ключа «mark» начинается с «#»: YAML читает это как начало комментария; такое значение берут в кавычки',
      suggestion: 'напишите mark: "#"',
    });
    expect(fileSaid(hash[0]!.code, hash[0]!.parts, 'pl')).toEqual({
      message: 'wartość „#” klucza „mark” zaczyna się od „#”: YAML czyta to jako początek komentarza; taką wartość ujmuje się w cudzysłów',
      suggestion: 'napisz mark: "#"',
    });
    const amp = errors(`${HEAD}fleet:\n  - { id: a, name: A, mark: &, size: 2 }\n  - { id: b, name: B, mark: @@, size: 2 }\n${WORDS}`);
    expect(amp.map(formatDiagnostic)).toEqual([
      'f.yaml:6:29: error yaml-syntax: the value "&" of "mark" starts with "&": YAML reads it as an anchor; such a value goes in quotes (write mark: "&")',
      'f.yaml:7:29: error yaml-syntax: the value "@@" of "mark" starts with "@": YAML keeps that character for itself; such a value goes in quotes (write mark: "@@")',
    ]);
  });

  it('on a line of its own is told the same; a block text holding such words is left alone', () => {
    const ds = errors(`${HEAD}fleet:\n  - id: a\n    name: A\n    mark: *\n    size: 2\nrules: |\n  Marks: @home, *\n  Note: #\n${WORDS}`);
    expect(ds.map(formatDiagnostic)).toEqual([
      'f.yaml:8:11: error yaml-syntax: the value "*" of "mark" starts with "*": YAML reads it as an alias (the name of an anchor); such a value goes in quotes (write mark: "*")',
    ]);
    expect(fileSaid(ds[0]!.code, ds[0]!.parts, 'pl')?.message).toBe('wartość „*” klucza „mark” zaczyna się od „*”: YAML czyta to jako odwołanie do kotwicy (alias); taką wartość ujmuje się w cudzysłów');
  });

  it('as any mark of any template is one error there, and the line it gives to write reads', () => {
    const wrong: string[] = [];
    let tried = 0;
    for (const name of templates) {
      const lines = templateLines(name);
      lines.forEach((l, i) => {
        const m = /(\bmark: )("[^"]*"|[^,}\s]+)/u.exec(l);
        if (!m) return;
        // On a line of its own, `#` starts a comment and `|`, `>` a block text, as YAML should read them.
        const inBraces = l.includes('{');
        for (const symbols of inBraces ? ['#', '*', '&', '@', '%', '|', '>', '`', '#1'] : ['*', '&', '@', '%', '`']) {
          const value = (v: string): string[] => [...lines.slice(0, i), `${l.slice(0, m.index)}${m[1]}${v}${l.slice(m.index + m[0].length)}`, ...lines.slice(i + 1)];
          const said = errors(value(symbols).join('\n'));
          tried++;
          const d = said[0];
          const one = said.length === 1 && d!.line === i + 1 && d!.column === m.index + m[1]!.length + 1 && d!.parts?.['kind'] === 'symbol-value' && d!.suggestion === `write mark: "${symbols}"`;
          const quoted = errors(value(`"${symbols}"`).join('\n'));
          if (!one || quoted.length > 0) wrong.push(`${name}:${i + 1} ${symbols}: ${[...said, ...quoted].map(formatDiagnostic).join(' | ')}`);
        }
      });
    }
    expect(tried).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });
});
