/**
 * A class without a mark is given the Roman numeral of its place (I, II, …), but never one another
 * class wrote as its own (`mark: II` on the third class): that class takes the smallest numeral no
 * class has, so no two roster marks are alike on the pad, and a record's `II` names the class that
 * wrote it.
 */
import { describe, expect, it } from 'vitest';
import { parseAnnouncement } from '../../src/record/announcement-text.js';
import { readVariantText } from '../../src/variant/parse.js';
import { defaultMarks, romanNumeral } from '../../src/variant/resolve.js';

function variantOf(fleet: string[]): string {
  return [
    'id: marks',
    'languages: [en]',
    'name: Marks',
    'fleet:',
    ...fleet,
    'report: { timing: per-salvo, by: class, counts: true }',
    'words:',
    '  en: { miss: miss, hit: hit, noHits: no hits, ownChart: Mine, enemyChart: Theirs }',
    '',
  ].join('\n');
}

describe('default roster marks', () => {
  it('are the numerals of their places where no class wrote one of them', () => {
    expect(defaultMarks([{}, {}, {}])).toEqual(['I', 'II', 'III']);
    expect(defaultMarks([{ mark: 'BB' }, {}, {}])).toEqual(['BB', 'II', 'III']);
    expect(defaultMarks([{ mark: 'I' }, {}, {}])).toEqual(['I', 'II', 'III']);
  });

  it('skip a numeral another class wrote: the smallest free one instead', () => {
    expect(defaultMarks([{ mark: 'I' }, {}, { mark: 'II' }, {}])).toEqual(['I', 'III', 'II', 'IV']);
    expect(defaultMarks([{ mark: 'II' }, {}])).toEqual(['II', 'I']);
    expect(defaultMarks([{}, { mark: 'i' }])).toEqual(['II', 'i']);
    expect(defaultMarks([{}, {}, { mark: 'I' }, { mark: 'III' }])).toEqual(['IV', 'II', 'I', 'III']);
  });

  it('are never alike nor alike a written mark, for every way of writing some marks as numerals (brute force)', () => {
    // Every fleet of up to 5 classes, each with no mark or one of the numerals I–VI written, written marks all different.
    const choices = [undefined, ...[1, 2, 3, 4, 5, 6].map(romanNumeral)];
    let checked = 0;
    const walk = (fleet: (string | undefined)[]): void => {
      const written = fleet.filter((m) => m !== undefined);
      if (new Set(written).size !== written.length) return;
      if (fleet.length > 0) {
        const marks = defaultMarks(fleet.map((m) => (m === undefined ? {} : { mark: m })));
        expect(new Set(marks).size, JSON.stringify(fleet)).toBe(fleet.length);
        fleet.forEach((m, i) => {
          if (m !== undefined) expect(marks[i]).toBe(m);
          // The place's numeral stands wherever no class wrote it.
          else if (!written.includes(romanNumeral(i + 1))) expect(marks[i]).toBe(romanNumeral(i + 1));
        });
        checked++;
      }
      if (fleet.length < 5) for (const c of choices) walk([...fleet, c]);
    };
    walk([]);
    expect(checked).toBeGreaterThan(1000);
  });

  it('a loaded variant: the pad roster holds each mark once, and a record reads the written II as its class', () => {
    const r = readVariantText(variantOf(['  - { id: alpha, name: Alpha, size: 3, mark: I }', '  - { id: bravo, name: Bravo, size: 2 }', '  - { id: charlie, name: Charlie, size: 2, mark: II }']), 'm.yaml');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.fleet.map((c) => c.mark)).toEqual(['I', 'III', 'II']);
    const read = (text: string): unknown => parseAnnouncement(text, r.value, 1).announcement;
    expect(read('II 1')).toEqual(read('charlie 1'));
    expect(read('III 1')).toEqual(read('bravo 1'));
    expect(read('II 1')).not.toBeNull();
  });
});
