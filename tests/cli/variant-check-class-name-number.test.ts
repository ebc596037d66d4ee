/**
 * `salvo variant check` on a class named as another class and a number apart (`Ell 2` beside
 * `Ell`): a record's `ell 2` could be that class, or `Ell` and a number. Where the report
 * announces counts salvo itself writes `Ell` hit twice as `ell 2`, which reads back as `Ell 2`:
 * an error (class-name-count). Where announcements name classes without counts, a warning
 * (class-name-number). Where no other class reads as the rest of the name, or no announcement
 * names a class, nothing can be misread: nothing is said. In English, Russian and Polish.
 */
import { describe, expect, it } from 'vitest';
import { parseAnnouncement, formatAnnouncement } from '../../src/record/announcement-text.js';
import { readVariantText } from '../../src/variant/parse.js';
import { designSaid } from '../../src/variant/design-text.js';

const variant = (name: string, report = 'report: { timing: per-salvo, by: class, counts: true }', ell = '  - { id: ell, name: Ell, size: 3 }'): string =>
  [
    'id: ell',
    'languages: [en]',
    'name: Ell',
    'board: { rows: 10, columns: 10 }',
    'fleet:',
    `  - { id: ell2, name: ${name}, size: 4 }`,
    '  - { id: collier, name: Collier, size: 2, count: 2 }',
    ell,
    'placement: { spacing: no-contact }',
    report,
    'words:',
    '  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }',
    '',
  ].join('\n');

const read = (text: string) => readVariantText(text, 'v.yaml');
const said = (text: string) => {
  const r = read(text);
  return (r.ok ? r.warnings : r.diagnostics).filter((d) => d.code === 'class-name-number' || d.code === 'class-name-count');
};
const column = (text: string): number => text.split('\n')[5]!.indexOf('Ell 2') + 1;

describe('variant check: a class named as another class and a number apart', () => {
  it('where the report announces counts, is an error at the name: "ell 2" could be either class', () => {
    const text = variant('Ell 2');
    const r = read(text);
    expect(r.ok).toBe(false);
    const [d, ...rest] = said(text);
    expect(rest).toEqual([]);
    expect([d!.code, d!.severity, d!.line, d!.column]).toEqual(['class-name-count', 'error', 6, column(text)]);
    expect(d!.message).toBe('fleet[0].name: "Ell 2" is fleet[2].name ("Ell") and a number apart, and this report announces how many times each class is hit: a record\'s "ell 2" could be this class, or "Ell" hit 2 times');
    expect(d!.suggestion).toBe('rename the class without the number apart, such as "Ell2"');
    // By ship with counts alike; the other class named by its id alike.
    expect(said(variant('Ell 2', 'report: { timing: per-salvo, by: ship, counts: true }')).map((x) => x.code)).toEqual(['class-name-count']);
    const byId = said(variant('Ell 2', undefined, '  - { id: ell, name: Lion, size: 3 }'));
    expect(byId.map((x) => x.code)).toEqual(['class-name-count']);
    expect(byId[0]!.message).toContain('"Ell 2" is fleet[2].id ("ell") and a number apart');
  });

  it('renamed as advised, loads, and salvo\'s own "ell 2" (Ell hit twice) reads back as it', () => {
    const r = read(variant('Ell2'));
    if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
    expect(said(variant('Ell2'))).toEqual([]);
    const twice = { kind: 'per-salvo', hits: [{ classId: 'ell', count: 2 }] } as const;
    const written = formatAnnouncement(twice, r.value);
    expect(written).toBe('ell 2');
    expect(parseAnnouncement(written, r.value, 3)).toMatchObject({ announcement: twice, issues: [] });
  });

  it('where announcements name classes but no counts, is a warning that says what a record reads', () => {
    const text = variant('Ell 2', 'report: { timing: per-salvo, by: ship, counts: false }');
    expect(read(text).ok).toBe(true);
    const [w, ...rest] = said(text);
    expect(rest).toEqual([]);
    expect([w!.code, w!.severity, w!.line, w!.column]).toEqual(['class-name-number', 'warning', 6, column(text)]);
    expect(w!.message).toBe('fleet[0].name: "Ell 2" is fleet[2].name ("Ell") and a number apart: a record\'s "ell 2" is read as this class, where its writer may have meant "Ell" and a number');
    expect(w!.suggestion).toBe('rename the class without the number apart, such as "Ell2"');
  });

  it('is not said where nothing can be misread: no class reads as the rest of the name, or no announcement names a class', () => {
    const alone = (report?: string) => said(variant('Ell 2', report, '  - { id: lion, name: Lion, size: 3 }'));
    expect(alone()).toEqual([]);
    expect(alone('report: { timing: per-salvo, by: ship, counts: true }')).toEqual([]);
    expect(alone('report: { timing: per-salvo, by: ship, counts: false }')).toEqual([]);
    // Per shot, a hit and a sinking said without the class: no record names Ell 2.
    expect(said(variant('Ell 2', 'report: { timing: per-shot }'))).toEqual([]);
    // Per shot naming the sunk class: a warning.
    expect(said(variant('Ell 2', 'report: { timing: per-shot, sunk: with-class }')).map((x) => x.code)).toEqual(['class-name-number']);
  });

  it('says it in Russian and Polish', () => {
    const e = said(variant('Ell 2'))[0]!;
    expect(designSaid(e.code, e.parts, 'ru')).toEqual({
      message: 'fleet[0].name: «Ell 2» — это fleet[2].name («Ell») и число через пробел, а в этом варианте объявляют, сколько раз попали в каждый класс: «ell 2» в записи партии — это или этот класс, или «Ell», попаданий: 2',
      suggestion: 'переименуйте класс, не отделяя число, например «Ell2»',
    });
    expect(designSaid(e.code, e.parts, 'pl')).toEqual({
      message: 'fleet[0].name: „Ell 2” to fleet[2].name („Ell”) i liczba po spacji, a ten wariant ogłasza, ile razy trafiono każdą klasę: „ell 2” w zapisie gry to albo ta klasa, albo „Ell”, trafień: 2',
      suggestion: 'zmień nazwę klasy bez liczby osobno, np. „Ell2”',
    });
    const w = said(variant('Ell 2', 'report: { timing: per-salvo, by: ship, counts: false }'))[0]!;
    expect(designSaid(w.code, w.parts, 'ru')?.message).toBe('fleet[0].name: «Ell 2» — это fleet[2].name («Ell») и число через пробел: запись партии прочтёт «ell 2» как этот класс, хотя записавший мог иметь в виду «Ell» и число');
    expect(designSaid(w.code, w.parts, 'pl')?.message).toBe('fleet[0].name: „Ell 2” to fleet[2].name („Ell”) i liczba po spacji: zapis gry odczyta „ell 2” jako tę klasę, choć zapisujący mógł mieć na myśli „Ell” i liczbę');
  });
});
