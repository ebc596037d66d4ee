/**
 * A class's mark on the pads' rosters (`BB`, `CR`, `DD` in Jutland, `II`–`V` in Perelman, `CV`…
 * in the classic games) is read as the class in an announcement, as players read it off the pad:
 * `BB 1, CR 1` for `battleship 1, cruiser 1`. And a class typed after a comma names the result
 * before it (`sunk, cruiser`), as a class alone is no result.
 */
import { describe, expect, it } from 'vitest';
import { parseAnnouncement } from '../../src/record/announcement-text.js';
import { loadVariant, templateIds } from '../../src/variant/load.js';

describe('class marks in announcements', () => {
  it('are read as their class in every template that names classes', async () => {
    let read = 0;
    for (const id of await templateIds()) {
      const variant = await loadVariant(id, { cwd: process.cwd() });
      const perSalvo = variant.report.timing === 'per-salvo';
      if (!perSalvo && variant.report.sunk !== 'with-class') continue;
      const w = variant.words[variant.languages[0]!]!;
      for (const c of variant.fleet) {
        if (!/\p{L}/u.test(c.mark) || (!perSalvo && [...c.mark].length < 2)) continue;
        // The mark reads as the class's id does, in the same place.
        const say = (name: string): string => (perSalvo ? `${name} 1` : `${w.sunk} ${name}`);
        const byId = parseAnnouncement(say(c.id), variant, 1).announcement;
        expect(byId, `${id}: ${c.id}`).not.toBeNull();
        for (const mark of [c.mark, c.mark.toLowerCase()]) {
          expect(parseAnnouncement(say(mark), variant, 1).announcement, `${id}: ${mark}`).toEqual(byId);
          read++;
        }
      }
    }
    // Jutland's three, Perelman's four with letters, the five of each classic game: in both cases.
    expect(read).toBeGreaterThanOrEqual(2 * (3 + 4 + 5 + 5));
  });
});

describe('a class after a comma', () => {
  it('names the result before it, in every template whose sunk names the class', async () => {
    let read = 0;
    for (const id of await templateIds()) {
      const variant = await loadVariant(id, { cwd: process.cwd() });
      if (variant.report.timing !== 'per-shot' || variant.report.sunk !== 'with-class') continue;
      for (const lang of variant.languages) {
        const w = variant.words[lang]!;
        for (const c of variant.fleet) {
          const name = c.name[lang] ?? c.id;
          const withComma = parseAnnouncement(`${w.sunk}, ${name}, ${w.miss}`, variant, 2);
          expect(withComma.announcement, `${id}: ${name}`).toEqual(parseAnnouncement(`${w.sunk} ${name}, ${w.miss}`, variant, 2).announcement);
          expect(withComma.announcement, `${id}: ${name}`).not.toBeNull();
          read++;
        }
      }
    }
    expect(read).toBeGreaterThanOrEqual(10);
  });
});
