/**
 * A class written before the result word that names it (`destroyer sank`, `крейсер убит`), where
 * the record format has the result first (`sunk destroyer`, docs/record-format.md): refused with
 * the two in the right order, in the variant's words; a class alone with the class typed, not
 * another (`sunk cruiser` for `destroyer`); said so in Russian and Polish too.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseAnnouncement } from '../../src/record/announcement-text.js';
import { readingSaid } from '../../src/record/reading-text.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';
import { variants } from './variants.js';

let classic: Variant;
beforeAll(async () => {
  classic = await loadVariant('classic-1967', { cwd: process.cwd() });
});

const first = (text: string, variant: Variant, shots: number, lang?: string) => {
  const a = parseAnnouncement(text, variant, shots, lang);
  expect(a.announcement, text).toBeNull();
  expect(a.issues.length, text).toBe(1);
  return a.issues[0]!.diagnostic;
};

describe('a class before its result word', () => {
  it('English: destroyer sank is refused with sunk destroyer to write, whatever the sunk word typed', () => {
    for (const [text, typed] of [['destroyer sank', 'destroyer sank'], ['Destroyer sunk!', 'Destroyer sunk'], ['miss, destroyer sunk', 'destroyer sunk']] as const) {
      const d = first(text, classic, text.includes(',') ? 2 : 1, 'en');
      expect(d.code).toBe('announcement-class-without-result');
      expect(d.message, text).toBe(`"${typed}": the class goes after the result word`);
      expect(d.suggestion, text).toBe('write "sunk destroyer"');
    }
    // The right order is read.
    expect(parseAnnouncement('sank destroyer', classic, 1, 'en').announcement).toEqual({ kind: 'per-shot', shots: [{ result: 'sunk', classId: 'destroyer' }] });
  });

  it('a class alone is shown after the sunk word as typed, not another class', () => {
    const d = first('destroyer', classic, 1, 'en');
    expect(d.message).toBe('"destroyer" must follow a result word');
    expect(d.suggestion).toBe('write e.g. "sunk destroyer"');
  });

  it('a result word that names no class after the class is no order to mend', () => {
    // The 1967 game names the class of a sinking only: `hit` never takes one.
    expect(first('destroyer hit', classic, 1, 'en').suggestion).toBe('write e.g. "sunk destroyer"');
  });

  it('Russian and Polish: the hit word too, where hits name their class', () => {
    const named = variants['per-shot named, Russian']!;
    const sunk = first('подлодка убит', named, 1, 'ru');
    expect(sunk.suggestion).toBe('write "убит подлодка"');
    expect(readingSaid(sunk, 'ru')).toEqual({ message: '«подлодка убит»: класс пишется после слова результата', suggestion: 'напишите «убит подлодка»' });
    expect(readingSaid(sunk, 'pl')).toEqual({ message: '„подлодка убит”: klasa stoi po słowie wyniku', suggestion: 'napisz „убит подлодка”' });
    const hit = first('линкор ранил', named, 1, 'ru');
    expect(hit.message).toBe('"линкор ранил": the class goes after the result word');
    expect(readingSaid(hit, 'ru')?.suggestion).toBe('напишите «попал линкор»');
  });
});
