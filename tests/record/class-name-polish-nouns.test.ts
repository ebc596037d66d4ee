/**
 * A designer's Polish class name that is a noun ending as an adjective would (`barkentyna`,
 * `karawela`, `tratwa`: -na, -la, -wa) is read in all its cases, the genitive plural with no ending
 * (`barkentyn`) and the dative and locative (`barkentynie`) among them, not only in an adjective's
 * endings; a noun's last consonant softened before its -e is read too (`barce`, `łódce`, `korwecie`,
 * `galerze`, `kutrze`). A word after the name's first (`łódź podwodna`) is still an adjective:
 * `podwodn` is no form of it. Each form is read as the class, and written back as the variant
 * names it, read again the same.
 */
import { describe, expect, it } from 'vitest';
import { formatAnnouncement, parseAnnouncement } from '../../src/record/announcement-text.js';
import { readsAsName } from '../../src/core/name-forms.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';

const words = { pl: { miss: 'pudło', hit: 'trafiony', noHits: 'brak trafień', ownChart: 'Moja flota', enemyChart: 'Flota wroga' } };

/** A per-salvo game whose Polish classes are nouns of several endings. */
const designed = makeVariant({
  languages: ['pl'],
  fleet: [
    shipClass('barkentine', 4, { name: { pl: 'barkentyna' } }),
    shipClass('caravel', 3, { name: { pl: 'karawela' } }),
    shipClass('raft', 1, { name: { pl: 'tratwa' } }),
    shipClass('barge', 2, { name: { pl: 'barka' } }),
    shipClass('galley', 3, { name: { pl: 'galera' } }),
    shipClass('cutter', 2, { name: { pl: 'kuter' } }),
    shipClass('submarine', 2, { name: { pl: 'łódź podwodna' } }),
  ],
  report: { timing: 'per-salvo', by: 'class', counts: false, sunk: false },
  words,
});

describe('Polish class names that are nouns, in all their cases', () => {
  it('are read as the class, and read back the same as written', () => {
    const cases: readonly (readonly [string, string])[] = [
      ['barkentyn', 'barkentine'],
      ['barkentynie', 'barkentine'],
      ['trafiony w barkentynę', 'barkentine'],
      ['barkentyną', 'barkentine'],
      ['barkentynom', 'barkentine'],
      ['barkentynami', 'barkentine'],
      ['barkentynach', 'barkentine'],
      ['karawel', 'caravel'],
      ['karaweli', 'caravel'],
      ['tratwie', 'raft'],
      ['tratw', 'raft'],
      ['barce', 'barge'],
      ['barek', 'barge'],
      ['galerze', 'galley'],
      ['kutrze', 'cutter'],
      ['łodzi podwodnej', 'submarine'],
    ];
    for (const [text, classId] of cases) {
      const r = parseAnnouncement(text, designed, 3);
      expect(r.issues, text).toEqual([]);
      expect(r.announcement, text).toEqual({ kind: 'per-salvo', hits: [{ classId }] });
      const written = formatAnnouncement(r.announcement!, designed, 'pl');
      expect(parseAnnouncement(written, designed, 3).announcement, `${text} → ${written}`).toEqual(r.announcement);
    }
  });

  it('the forms: a noun first, an adjective after it; a masculine k is not softened', () => {
    expect(readsAsName(['barkentyn'], ['barkentyna'], 'pl')).toBe(true);
    expect(readsAsName(['korwecie'], ['korweta'], 'pl')).toBe(true);
    expect(readsAsName(['lodce'], ['lodka'], 'pl')).toBe(true);
    expect(readsAsName(['okrecie', 'podwodnym'], ['okret', 'podwodny'], 'pl')).toBe(true);
    // The adjective after the noun takes an adjective's endings only: cut short, no form.
    expect(readsAsName(['lodz', 'podwodn'], ['lodz', 'podwodna'], 'pl')).toBe(false);
    // statek's locative is statku, not statce.
    expect(readsAsName(['statce', 'szpitalnym'], ['statek', 'szpitalny'], 'pl')).toBe(false);
    expect(readsAsName(['statku', 'szpitalnym'], ['statek', 'szpitalny'], 'pl')).toBe(true);
  });
});
