/** A language code written as a slip (`EN`, `eng`, `polski`) is refused with the code to write. */
import { describe, expect, it } from 'vitest';
import { issueSaid } from '../../src/variant/issue-text.js';
import { languageMeant } from '../../src/core/language-meant.js';
import { readVariantText } from '../../src/variant/parse.js';

const file = (languages: string, wordsKey = 'en'): string =>
  ['id: w', `languages: [${languages}]`, 'name: W', 'fleet:', '  - { id: a, name: A, size: 2 }', 'words:', `  ${wordsKey}: { miss: miss, hit: hit, sunk: sunk, noHits: none, ownChart: Mine, enemyChart: Theirs }`, ''].join('\n');

function errors(text: string) {
  const r = readVariantText(text, 'w.yaml');
  return r.ok ? [] : r.diagnostics.filter((d) => d.severity === 'error');
}

describe('language codes written as slips', () => {
  it.each([
    ['EN', 'en'],
    ['Ru', 'ru'],
    ['PL', 'pl'],
    ['eng', 'en'],
    ['rus', 'ru'],
    ['pol', 'pl'],
    ['polski', 'pl'],
    ['English', 'en'],
    ['русский', 'ru'],
    ['pt_br', 'pt-BR'],
  ])('languages: [%s] is refused at the code, saying to write %s', (written, code) => {
    const d = errors(file(written));
    expect(d.map((x) => `${x.line}:${x.column} ${x.code}`)).toEqual(['2:13 bad-language']);
    expect(d[0]!.suggestion).toBe(`write ${code}, the language's code`);
    // In Russian and Polish too.
    expect(issueSaid(d[0]!.code, d[0]!.parts, 'ru')?.suggestion).toBe(`напишите ${code} — код языка`);
    expect(issueSaid(d[0]!.code, d[0]!.parts, 'pl')?.suggestion).toBe(`napisz ${code} — kod języka`);
  });

  it('a localized key written in capitals is told the code as well', () => {
    const d = errors(file('en', 'EN'));
    expect(d.map((x) => `${x.path} ${x.suggestion}`)).toEqual([`words.EN write en, the language's code`]);
  });

  it('codes as they should be, and three-letter codes with no two-letter one, are read; others keep the general advice', () => {
    expect(readVariantText(file('en'), 'w.yaml').ok).toBe(true);
    expect(readVariantText(file('haw', 'haw'), 'w.yaml').ok).toBe(true);
    expect(readVariantText(file('en-GB', 'en-GB'), 'w.yaml').ok).toBe(true);
    expect(errors(file('x1'))[0]!.suggestion).toBe('use a code like en, ru, pl or pt-BR');
    expect(languageMeant('en')).toBeUndefined();
    expect(languageMeant('Klingon')).toBeUndefined();
  });
});
