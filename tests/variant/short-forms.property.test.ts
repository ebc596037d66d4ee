/**
 * Property test: a value written in a short form (`salvo: 3`, `languages: en, ru`, a shape's
 * numbers in one list) is one error whose advice, `write …`, put in its place, reads clean, and
 * means what the short form did: the shots, the languages in their order, the shape's cells.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readVariantText } from '../../src/variant/parse.js';

const WORDS: Record<string, string> = {
  en: '{ miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }',
  ru: '{ miss: мимо, hit: попал, sunk: убит, noHits: мимо, ownChart: Мои, enemyChart: Чужие }',
  pl: '{ miss: pudło, hit: trafiony, sunk: zatopiony, noHits: pudło, ownChart: Moje, enemyChart: Obce }',
};

const game = (languages: string, salvo: string, shape: string, langs: readonly string[]): string =>
  [
    'id: short',
    `languages: ${languages}`,
    'name: Short',
    'board: { rows: 8, columns: 8 }',
    'fleet:',
    `  - { id: a, name: A, shape: ${shape} }`,
    'turns:',
    `  salvo: ${salvo}`,
    'words:',
    ...langs.map((l) => `  ${l}: ${WORDS[l]!}`),
    '',
  ].join('\n');

/** The one error's advice, `write …`, put in place of `key: written` in the text. */
function mended(text: string, key: string, written: string): string {
  const r = readVariantText(text, 'v.yaml');
  const errors = r.ok ? [] : r.diagnostics.filter((d) => d.severity === 'error');
  expect(errors).toHaveLength(1);
  const advice = /write (?:shape: )?(.*)$/u.exec(errors[0]!.suggestion ?? '');
  expect(advice).not.toBeNull();
  expect(text).toContain(`${key}: ${written}`);
  return text.replace(`${key}: ${written}`, `${key}: ${advice![1]!}`);
}

describe('a short form mended as told', () => {
  it('salvo: n, languages without brackets and a shape\'s numbers in one list read clean once written as advised, meaning the same', () => {
    // A path of cells, each beside the one before: a shape in one piece.
    const step = fc.constantFrom([0, 1], [1, 0]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 63 }), fc.shuffledSubarray(['en', 'ru', 'pl'], { minLength: 1 }), fc.boolean(), fc.array(step, { minLength: 1, maxLength: 4 }), (shots, langs, commas, steps) => {
        const cells: [number, number][] = [[0, 0]];
        for (const [dr, dc] of steps) cells.push([cells[cells.length - 1]![0] + dr!, cells[cells.length - 1]![1] + dc!]);
        const flat = `[${cells.flat().join(',')}]`;
        const good = { languages: `[${langs.join(', ')}]`, salvo: '{ kind: constant, shots: 1 }', shape: JSON.stringify(cells) };
        const short = { languages: langs.join(commas ? ', ' : ' '), salvo: String(shots), shape: flat };
        const salvoMended = mended(game(good.languages, short.salvo, good.shape, langs), 'salvo', short.salvo);
        const shapeMended = mended(game(good.languages, good.salvo, short.shape, langs), 'shape', short.shape);
        const languagesMended = mended(game(short.languages, good.salvo, good.shape, langs), 'languages', short.languages);
        for (const t of [salvoMended, shapeMended, languagesMended]) expect(readVariantText(t, 'v.yaml').ok).toBe(true);
        const s = readVariantText(salvoMended, 'v.yaml');
        expect(s.ok && s.value.turns.salvo).toEqual({ kind: 'constant', shots });
        const l = readVariantText(languagesMended, 'v.yaml');
        expect(l.ok && l.value.languages).toEqual(langs);
        const c = readVariantText(shapeMended, 'v.yaml');
        const read = readVariantText(game(good.languages, good.salvo, good.shape, langs), 'v.yaml');
        expect(c.ok && read.ok && c.value.fleet[0]!.shape).toEqual(read.ok ? read.value.fleet[0]!.shape : undefined);
      }),
      { numRuns: 25, seed: 38 },
    );
  });
});
