/**
 * A result written in a language the variant has no words in (Polish `pudło`, `trafiony
 * zatopiony` in a Russian Морской бой; Russian `мимо`, `попаданий нет` in Jutland or the 1967
 * game): the error names the language and the word it stands for in the record's language, and
 * says that the record's `language:` cannot make it read (it is only ever one of the variant's
 * languages). Before, only the list of the variant's words was given. Nothing is read from it.
 */
import { describe, expect, it } from 'vitest';
import { parseAnnouncement } from '../../src/record/announcement-text.js';
import { readingSaid } from '../../src/record/reading-text.js';
import { loadVariant } from '../../src/variant/load.js';

const unknownOf = (read: ReturnType<typeof parseAnnouncement>) => read.issues.filter((x) => x.diagnostic.code === 'announcement-unknown-word').map((x) => x.diagnostic);

describe('a result in another language than the variant’s', () => {
  it('in Морской бой, Polish words are named as Polish, with the Russian word meant', async () => {
    const morskoy = await loadVariant('morskoy-boy', { cwd: process.cwd() });
    const read = parseAnnouncement('pudło', morskoy, 1, 'ru');
    expect(read.announcement).toBeNull();
    const [d] = unknownOf(read);
    expect(d?.message).toBe('"pudło" is Polish for "мимо", and this variant has no Polish words');
    expect(d?.suggestion).toBe("write мимо: the record's language: can only be ru or en, the variant's own");
    expect(readingSaid(d!, 'ru')).toEqual({
      message: '«pudło» — по-польски «мимо», а польских слов в этом варианте нет',
      suggestion: 'напишите мимо: language: записи может быть только ru или en, языком самого варианта',
    });
    // Said in the record's language: an English record of the same game is told "miss".
    expect(unknownOf(parseAnnouncement('trafiony', morskoy, 1, 'en'))[0]?.message).toBe('"trafiony" is Polish for "hit", and this variant has no Polish words');
  });

  it('a phrase of two words is one error at its first word, not one a word', async () => {
    const morskoy = await loadVariant('morskoy-boy', { cwd: process.cwd() });
    const read = parseAnnouncement('попал, trafiony zatopiony', morskoy, 2, 'ru');
    const found = read.issues.filter((x) => x.diagnostic.code === 'announcement-unknown-word');
    expect(found).toHaveLength(1);
    expect(found[0]!.offset).toBe('попал, '.length);
    expect(found[0]!.diagnostic.message).toBe('"trafiony zatopiony" is Polish for "убит", and this variant has no Polish words');
  });

  it('in Statki, Russian words are named as Russian, said in Polish', async () => {
    const statki = await loadVariant('statki', { cwd: process.cwd() });
    const [d] = unknownOf(parseAnnouncement('не попал', statki, 1, 'pl'));
    expect(d?.message).toBe('"не попал" is Russian for "pudło", and this variant has no Russian words');
    expect(readingSaid(d!, 'pl')).toEqual({
      message: '„не попал” to po rosyjsku „pudło”, a ten wariant nie ma słów rosyjskich',
      suggestion: 'napisz pudło: language: zapisu może być tylko pl albo en, językiem samego wariantu',
    });
  });

  it('in a game of salvos, a miss is the salvo’s "no hits" and a hit is said by naming the ships', async () => {
    const jutland = await loadVariant('jutland', { cwd: process.cwd() });
    for (const typed of ['мимо', 'попаданий нет', 'pudło', 'brak trafień']) {
      const [d] = unknownOf(parseAnnouncement(typed, jutland, 6, 'en'));
      expect(d?.message).toMatch(new RegExp(`^"${typed}" is (Russian|Polish) for "no hits", and this variant has no (Russian|Polish) words$`, 'u'));
      expect(d?.suggestion).toBe("write no hits: the record's language: can only be en, the variant's own");
    }
    const perelman = await loadVariant('perelman', { cwd: process.cwd() });
    const [hit] = unknownOf(parseAnnouncement('trafiony', perelman, 3, 'ru'));
    expect(hit?.message).toBe('"trafiony" is Polish for "попал", and this variant has no Polish words');
    expect(readingSaid(hit!, 'ru')?.suggestion).toBe('назовите подбитые корабли, как в этом варианте, например «двухклеточный»: language: записи может быть только ru или en, языком самого варианта');
  });

  it('where a sinking names its class, the example names one', async () => {
    const classic = await loadVariant('classic-1967', { cwd: process.cwd() });
    const [d] = unknownOf(parseAnnouncement('убит', classic, 1, 'en'));
    expect(d?.message).toBe('"убит" is Russian for "sunk", and this variant has no Russian words');
    expect(d?.suggestion).toBe(`write e.g. "sunk aircraft carrier": the record's language: can only be en, the variant's own`);
  });

  it('a word of a language the variant has is read, not called foreign', async () => {
    const perelman = await loadVariant('perelman', { cwd: process.cwd() });
    // A Russian word in a Russian variant, a Polish one in a Polish variant: the variant's own.
    expect(unknownOf(parseAnnouncement('мимо', perelman, 3, 'ru'))).toEqual([]);
    const statki = await loadVariant('statki', { cwd: process.cwd() });
    expect(parseAnnouncement('trafiony zatopiony', statki, 1, 'pl').announcement).toEqual({ kind: 'per-shot', shots: [{ result: 'sunk' }] });
  });
});
