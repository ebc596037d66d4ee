/**
 * What an announcement typed wrong is said to have meant. Where the announcements never name a
 * class (Морской бой's мимо / попал / убит, Statki's pudło / trafiony / zatopiony), a class or
 * its pad mark is no guess: `п` typed at the result prompt was попал, not the submarine's `Пл`.
 */
import { describe, expect, it } from 'vitest';
import { parseAnnouncement } from '../../src/record/announcement-text.js';
import { foldWord } from '../../src/record/words.js';
import { loadVariant, templateIds } from '../../src/variant/load.js';

describe('the guess for a word mistyped', () => {
  it('is never a class where the announcements name none', async () => {
    let tried = 0;
    for (const id of await templateIds()) {
      const variant = await loadVariant(id, { cwd: process.cwd() });
      const r = variant.report;
      if (r.timing !== 'per-shot' || r.sunk === 'with-class' || r.hitClass) continue;
      const classWords = new Set(variant.fleet.flatMap((c) => [c.id, c.mark, ...Object.values(c.name)].map(foldWord)));
      for (const c of variant.fleet) {
        for (const word of [c.mark, ...Object.values(c.name)]) {
          // The word with its last letter lost, as a slip of the keyboard leaves it.
          const typed = [...word].slice(0, -1).join('');
          if (typed.trim() === '') continue;
          const read = parseAnnouncement(typed, variant, 1);
          if (read.announcement !== null) continue;
          tried++;
          for (const x of read.issues) {
            const guess = /did you mean (.+)\?/u.exec(x.diagnostic.suggestion ?? '')?.[1];
            if (guess !== undefined) expect(classWords.has(foldWord(guess)), `${id}: "${typed}" → ${guess}`).toBe(false);
          }
        }
      }
    }
    // Морской бой's and both Statki's classes, by mark and name.
    expect(tried).toBeGreaterThanOrEqual(10);
  });

  it('is the result word for a letter of it in Морской бой (п, м: no ship named)', async () => {
    const variant = await loadVariant('morskoy-boy', { cwd: process.cwd() });
    for (const typed of ['п', 'м']) {
      const read = parseAnnouncement(typed, variant, 1, 'ru');
      expect(read.announcement).toBeNull();
      const said = read.issues.map((x) => x.diagnostic.suggestion ?? '').join(' ');
      for (const c of variant.fleet) expect(said).not.toContain(c.mark.toLowerCase());
      expect(said).toContain(variant.words.ru!.miss);
    }
  });
});

describe('a class cut short where the announcements name classes', () => {
  it('is answered with the class meant (госп: госпиталь), in every salvo game', async () => {
    let hinted = 0;
    for (const id of await templateIds()) {
      const variant = await loadVariant(id, { cwd: process.cwd() });
      if (variant.report.timing !== 'per-salvo') continue;
      for (const c of variant.fleet) {
        for (const name of Object.values(c.name)) {
          const cut = [...name].slice(0, 4).join('');
          if ([...name].length <= 5 || !/^\p{L}+$/u.test(cut)) continue;
          // Only a cut no other class's name (nor any other word) starts.
          const others = variant.fleet.filter((o) => o.id !== c.id).flatMap((o) => [o.id, ...Object.values(o.name)]);
          if (others.some((o) => foldWord(o).startsWith(foldWord(cut)))) continue;
          const read = parseAnnouncement(cut, variant, undefined);
          // A cut that is a word of its own (Perelman's class id `four`) reads as it.
          if (read.announcement !== null) continue;
          const guess = /did you mean (.+)\?/u.exec(read.issues[0]?.diagnostic.suggestion ?? '')?.[1];
          if (guess === undefined || foldWord(guess).split(' ')[0] === foldWord(cut)) continue;
          expect(parseAnnouncement(`${guess} 1`, variant, undefined).announcement, `${id}: ${cut} → ${guess}`).toEqual(parseAnnouncement(`${c.id} 1`, variant, undefined).announcement);
          hinted++;
        }
      }
    }
    expect(hinted).toBeGreaterThanOrEqual(5);
  });

  it('госп in Perelman', async () => {
    const perelman = await loadVariant('perelman', { cwd: process.cwd() });
    expect(parseAnnouncement('госп', perelman, 3, 'ru').issues[0]!.diagnostic.suggestion).toBe('did you mean госпиталь? Write the word in full');
  });
});
