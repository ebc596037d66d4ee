/**
 * `placement.spacing` written as spacing or not (`false`, `true`, `none`, `yes`, a number of empty
 * cells), the designer's first guess at the field: told which of the three values says it, with
 * what each means, in the file's language, not only the list of values.
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { issueSaid } from '../../src/variant/issue-text.js';
import { readVariantText } from '../../src/variant/parse.js';

const WORDS = 'words:\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }\n';
const text = (spacing: string): string =>
  ['id: reef', 'languages: [en]', 'name: Reef', 'board: { rows: 8, columns: 8 }', 'fleet:', '  - { id: sub, name: Sub, size: 2, count: 2 }', 'placement:', `  spacing: ${spacing}`, WORDS].join('\n');

function spacingSaid(spacing: string) {
  const r = readVariantText(text(spacing), 'v.yaml');
  expect(r.ok).toBe(false);
  const d = r.ok ? undefined : r.diagnostics.find((x) => x.path === 'placement.spacing');
  expect(d).toBeDefined();
  return d!;
}

const MAY_TOUCH = 'write spacing: may-touch, and ships may touch side to side and at the corners; the other values, no-side-contact and no-contact, keep them apart';
const APART = 'write spacing: no-contact, the default, and ships may not touch at all, not even at the corners, or spacing: no-side-contact, and they may touch at the corners only';

describe('placement.spacing written as spacing or not', () => {
  it.each(['false', 'none', 'no', 'off', '0', 'No spacing', '"false"'])('%s is told may-touch', (v) => {
    const d = spacingSaid(v);
    expect(d.code).toBe('invalid-choice');
    expect(d.suggestion).toBe(MAY_TOUCH);
    expect(formatDiagnostic(d)).toMatch(/^v\.yaml:8:12: error invalid-choice: placement\.spacing: .* is not one of may-touch, no-side-contact, no-contact \(write spacing: may-touch, /u);
  });

  it.each(['true', 'yes', 'on', '1', '"True"'])('%s is told no-contact or no-side-contact', (v) => {
    const d = spacingSaid(v);
    expect(d.code).toBe('invalid-choice');
    expect(d.suggestion).toBe(APART);
  });

  it('a number of cells wider than one is told the widest there is', () => {
    expect(spacingSaid('2').suggestion).toBe('spacing is not a number of cells: the widest is no-contact, one empty cell all round every ship, corners included; write spacing: no-contact');
  });

  it('says it in Russian and Polish', () => {
    const d = spacingSaid('false');
    expect(issueSaid(d.code, d.parts, 'ru')?.suggestion).toBe('напишите spacing: may-touch — тогда корабли могут касаться и сторонами, и углами; другие значения, no-side-contact и no-contact, не дают им касаться');
    expect(issueSaid(d.code, d.parts, 'pl')?.suggestion).toBe('napisz spacing: may-touch — wtedy statki mogą się stykać i bokami, i rogami; inne wartości, no-side-contact i no-contact, nie pozwalają im się stykać');
    const t = spacingSaid('yes');
    expect(issueSaid(t.code, t.parts, 'ru')?.suggestion).toContain('spacing: no-contact');
    expect(issueSaid(t.code, t.parts, 'pl')?.suggestion).toContain('spacing: no-side-contact');
  });

  it('the rule written in Russian or Polish words is told the value it means, in en/ru/pl', () => {
    const d = spacingSaid('без касания');
    expect(formatDiagnostic(d)).toBe(
      'v.yaml:8:12: error invalid-choice: placement.spacing: "без касания" is not one of may-touch, no-side-contact, no-contact (write spacing: no-contact, the value for "без касания": the values are English words)',
    );
    expect(issueSaid(d.code, d.parts, 'ru')?.suggestion).toBe('напишите spacing: no-contact — это значение для «без касания»: значения пишутся английскими словами');
    const p = spacingSaid('nie stykają się');
    expect(issueSaid(p.code, p.parts, 'pl')?.suggestion).toBe('napisz spacing: no-contact — to wartość dla „nie stykają się”: wartości pisze się angielskimi słowami');
    expect(spacingSaid('углами можно').suggestion).toMatch(/^write spacing: no-side-contact, /u);
  });

  it('words of another language that say no rule are told every value with what it means, in en/ru/pl', () => {
    const d = spacingSaid('как в морском бое');
    expect(d.suggestion).toBe('spacing takes one of three values: may-touch, ships may touch side to side and at the corners; no-side-contact, they may touch at the corners only; no-contact, they may not touch at all, not even at the corners');
    expect(issueSaid(d.code, d.parts, 'ru')?.suggestion).toBe('spacing принимает одно из трёх значений: may-touch — корабли могут касаться и сторонами, и углами; no-side-contact — касаться можно только углами; no-contact — корабли не касаются даже углами');
    const p = spacingSaid('według zasad');
    expect(issueSaid(p.code, p.parts, 'pl')?.suggestion).toBe('spacing przyjmuje jedną z trzech wartości: may-touch — statki mogą się stykać i bokami, i rogami; no-side-contact — stykać się mogą tylko rogami; no-contact — statki nie stykają się nawet rogami');
  });

  it('a misspelt value is still told the value it is nearest, and a word with no guess the values', () => {
    expect(spacingSaid('no-contct').suggestion).toBe('did you mean "no-contact"?');
    expect(spacingSaid('gap').suggestion).toBe('use one of may-touch, no-side-contact, no-contact');
  });
});
