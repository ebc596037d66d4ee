/**
 * `words:` left out, as a newcomer writing a first variant does: told the mapping to write for the
 * languages declared (the templates' words in English, Russian and Polish, `…` in another), which,
 * pasted in, makes the file read.
 */
import { describe, expect, it } from 'vitest';
import { issueSaid } from '../../src/variant/issue-text.js';
import { readVariantText } from '../../src/variant/parse.js';

const text = (languages: string, name: string): string =>
  [`id: first`, `languages: ${languages}`, `name: ${name}`, 'board: { rows: 6, columns: 6 }', 'fleet:', `  - { id: boat, name: ${name}, size: 2, count: 2 }`].join('\n');

function wordsAdvice(t: string) {
  const r = readVariantText(t, 'v.yaml');
  expect(r.ok).toBe(false);
  const d = r.ok ? undefined : r.diagnostics.find((x) => x.path === 'words');
  expect(d?.code).toBe('missing-key');
  return d!;
}

/** The `words: { … }` of the advice. */
const written = (suggestion: string): string => /^add (words: \{.*\} \}): what is said/u.exec(suggestion)![1]!;

describe('words left out', () => {
  it('is told the words to write for the one language declared, which read when pasted in', () => {
    const t = text('[en]', 'Boat');
    const d = wordsAdvice(t);
    expect(d.suggestion).toBe("add words: { en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: My fleet, enemyChart: Enemy fleet } }: what is said for a miss, a hit, a sinking and a salvo with no hits, and the two charts' titles, in each language");
    expect(readVariantText(`${t}\n${written(d.suggestion!)}\n`, 'v.yaml').ok).toBe(true);
  });

  it('for Polish and English together, both, in the order declared, and said in Polish', () => {
    const t = text('[pl, en]', '{ pl: Łódka, en: Boat }');
    const d = wordsAdvice(t);
    const words = written(d.suggestion!);
    expect(words).toBe('words: { pl: { miss: pudło, hit: trafiony, sunk: zatopiony, noHits: pudło, ownChart: Moja flota, enemyChart: Flota przeciwnika }, en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: My fleet, enemyChart: Enemy fleet } }');
    expect(readVariantText(`${t}\n${words}\n`, 'v.yaml').ok).toBe(true);
    expect(issueSaid(d.code, d.parts, 'pl')).toEqual({
      message: 'words: brak wymaganego klucza',
      suggestion: `dodaj ${words}: co się mówi przy pudle, trafieniu, zatopieniu i salwie bez trafień, oraz tytuły dwóch plansz, w każdym języku`,
    });
  });

  it('a language salvo has no words of its own is given … to fill in', () => {
    const d = wordsAdvice(text('[de]', 'Boot'));
    expect(written(d.suggestion!)).toBe('words: { de: { miss: …, hit: …, sunk: …, noHits: …, ownChart: …, enemyChart: … } }');
  });

  it('words given but with a key missing keep the plain advice', () => {
    const t = `${text('[en]', 'Boat')}\nwords:\n  en: { miss: miss, hit: hit, noHits: no hits, ownChart: Mine }\n`;
    const r = readVariantText(t, 'v.yaml');
    const d = r.ok ? undefined : r.diagnostics.find((x) => x.code === 'missing-key');
    expect(d?.path).toBe('words.en.enemyChart');
    expect(d?.suggestion).not.toContain('words: {');
  });
});
