/**
 * `salvo variant check` on a class whose name ends in a number apart (`Ell 2`): a record's
 * `ell 2` could be that class or the class ell hit twice. A warning with a name to use, in
 * English, Russian and Polish; a name with the number joined, or none, is not warned.
 */
import { describe, expect, it } from 'vitest';
import { readVariantText } from '../../src/variant/parse.js';
import { designSaid } from '../../src/variant/design-text.js';

const variant = (name: string): string =>
  [
    'id: ell',
    'languages: [en]',
    'name: Ell',
    'board: { rows: 10, columns: 10 }',
    'fleet:',
    `  - { id: ell, name: ${name}, size: 4 }`,
    '  - { id: collier, name: Collier, size: 2 }',
    'placement: { spacing: no-contact }',
    'report: { timing: per-salvo, by: class, counts: true }',
    'words:',
    '  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }',
    '',
  ].join('\n');

const warnings = (name: string) => {
  const r = readVariantText(variant(name), 'v.yaml');
  if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
  return r.warnings.filter((d) => d.code === 'class-name-number');
};

describe('variant check: a class name ending in a number', () => {
  it('is warned at the name, with a name joined to use', () => {
    const [w, ...rest] = warnings('Ell 2');
    expect(rest).toEqual([]);
    expect([w!.severity, w!.line, w!.column]).toEqual(['warning', 6, variant('Ell 2').split('\n')[5]!.indexOf('Ell 2') + 1]);
    expect(w!.message).toBe('fleet[0].name: "Ell 2" ends in a number, which a game record reads as a count ("ell 2 1" is this class hit once, "ell 2" may be read as "ell" hit 2 times)');
    expect(w!.suggestion).toBe('rename the class without the number apart, such as "Ell2"');
    // The name advised is not warned.
    expect(warnings('Ell2')).toEqual([]);
    expect(warnings('Ell')).toEqual([]);
  });

  it('says it in Russian and Polish', () => {
    const w = warnings('Ell 2')[0]!;
    expect(designSaid(w.code, w.parts, 'ru')).toEqual({ message: 'fleet[0].name: «Ell 2» кончается числом, а запись партии читает его как число попаданий', suggestion: 'переименуйте класс, не отделяя число, например «Ell2»' });
    expect(designSaid(w.code, w.parts, 'pl')).toEqual({ message: 'fleet[0].name: „Ell 2” kończy się liczbą, którą zapis gry czyta jako liczbę trafień', suggestion: 'zmień nazwę klasy bez liczby osobno, np. „Ell2”' });
  });
});
