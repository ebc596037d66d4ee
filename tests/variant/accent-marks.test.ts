/**
 * Two roster marks apart by their accents alone (`L` and `Ł`, `CV` and `ČV`): a record reads a
 * mark without its accents, so where announcements name classes neither mark is read. That is
 * warned (`duplicate-mark`, in en/ru/pl), at the later mark; checked against the record's reader
 * itself: warned exactly where the reader cannot read a mark it reads beside another. Where a
 * record never reads marks (Statki 15×15's `Ł` beside `L`: its announcements name no class), not.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { parseAnnouncement } from '../../src/record/announcement-text.js';
import { designSaid } from '../../src/variant/design-text.js';
import { templatesDir } from '../../src/variant/load.js';
import { readVariantText } from '../../src/variant/parse.js';
import { validateVariant } from '../../src/variant/validate.js';

const WORDS = { miss: 'miss', hit: 'hit', sunk: 'sunk', noHits: 'no hits', ownChart: 'Mine', enemyChart: 'Theirs' };
const PER_SALVO = { timing: 'per-salvo', by: 'class', counts: false, sunk: false } as const;
const PER_SHOT_CLASS = { timing: 'per-shot', sunk: 'with-class' } as const;
const PER_SHOT_PLAIN = { timing: 'per-shot', sunk: 'plain' } as const;

function spec(marks: readonly [string, string], report: object): object {
  return {
    id: 'm',
    languages: ['en'],
    name: 'M',
    fleet: [
      { id: 'first', name: 'First', size: 3, mark: marks[0] },
      { id: 'second', name: 'Second', size: 2, mark: marks[1] },
    ],
    report,
    words: { en: WORDS },
  };
}

function markWarnings(marks: readonly [string, string], report: object): string[] {
  const r = validateVariant(spec(marks, report));
  expect(r.ok, marks.join(' ')).toBe(true);
  return r.ok ? r.warnings.filter((d) => d.code === 'duplicate-mark').map((d) => d.message) : [];
}

/** Whether a record reads the second class's mark as that class, in an announcement naming it. */
function recordReadsSecond(marks: readonly [string, string], report: { timing: string }): boolean {
  const r = validateVariant(spec(marks, report));
  if (!r.ok) throw new Error('invalid');
  const said = report.timing === 'per-salvo' ? marks[1] : `sunk ${marks[1]}`;
  const a = parseAnnouncement(said, r.value, 1).announcement;
  if (a === null) return false;
  return a.kind === 'per-salvo' ? a.hits.some((h) => h.classId === 'second') : a.shots.some((s) => s.classId === 'second');
}

describe('marks apart by accents alone', () => {
  it('are warned where announcements name classes, at the later mark, with the fix, in en, ru and pl', () => {
    const text = [
      'id: pl-salwa',
      'languages: [pl]',
      'name: Salwa',
      'fleet:',
      '  - { id: lotniskowiec, name: lotniskowiec, mark: L, size: 4 }',
      '  - { id: lodz, name: łódź podwodna, mark: Ł, size: 2 }',
      'report: { timing: per-salvo, by: class }',
      'words:',
      '  pl: { miss: pudło, hit: trafiony, noHits: pudło, ownChart: Moja flota, enemyChart: Flota przeciwnika }',
      '',
    ].join('\n');
    const r = readVariantText(text, 'salwa.yaml');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.warnings.map(formatDiagnostic)).toEqual([
      'salwa.yaml:6:44: warning duplicate-mark: fleet[1].mark: "Ł" reads as "L", the mark of fleet[0]: a record reads a mark without its accents, so neither mark is read in an announcement (give fleet[1] a mark that differs from "L" by more than accents)',
    ]);
    const d = r.warnings[0]!;
    expect(designSaid(d.code, d.parts, 'ru')).toEqual({
      message: 'fleet[1].mark: «Ł» читается как «L», значок класса fleet[0]: запись читает значок без диакритических знаков, так что ни тот, ни другой значок в ответе не прочитается',
      suggestion: 'дайте fleet[1] значок, который отличается от «L» не только диакритическими знаками',
    });
    expect(designSaid(d.code, d.parts, 'pl')).toEqual({
      message: 'fleet[1].mark: „Ł” czyta się jak „L”, znak klasy fleet[0]: zapis czyta znak bez znaków diakrytycznych, więc w odpowiedzi nie odczyta żadnego z tych dwóch znaków',
      suggestion: 'daj fleet[1] znak, który różni się od „L” nie tylko znakami diakrytycznymi',
    });
  });

  it('are warned exactly where the record reader cannot read a mark it reads beside another (its own fold, checked)', () => {
    const pairs: [string, string][] = [
      ['L', 'Ł'],
      ['S', 'Ś'],
      ['CV', 'ČV'],
      ['CV', 'čv'],
      ['Kr', 'Кр'], // Cyrillic К and р: other letters, not accents
      ['Е', 'Ё'],
      ['ZZ', 'ŻŻ'],
      ['A1', 'Á1'],
      ['II', 'ii'], // case alone: the case warning's, not this one
      ['X', 'Y'],
      ['1', '1́'], // no letter: never read as a mark
    ];
    let warnedSome = 0;
    for (const report of [PER_SALVO, PER_SHOT_CLASS, PER_SHOT_PLAIN]) {
      for (const marks of pairs) {
        const accent = markWarnings(marks, report).filter((m) => m.includes('without its accents'));
        const readAlone = recordReadsSecond(['QQ', marks[1]], report);
        const readBeside = recordReadsSecond(marks, report);
        const caseOnly = marks[0].toLowerCase() === marks[1].toLowerCase();
        const named = report !== PER_SHOT_PLAIN;
        expect(accent.length > 0, `${marks.join(' ')} ${report.timing}`).toBe(named && !caseOnly && readAlone && !readBeside);
        warnedSome += accent.length;
      }
    }
    // The table holds warned pairs and pairs not warned.
    expect(warnedSome).toBeGreaterThan(5);
  });

  it('are not warned where a record never reads marks: Statki 15×15 keeps Ł beside L, Ś beside S', () => {
    const statki = readVariantText(readFileSync(join(templatesDir(), 'statki-15.yaml'), 'utf8'), 'statki-15.yaml');
    expect(statki.ok).toBe(true);
    if (!statki.ok) return;
    expect(statki.value.fleet.map((c) => c.mark)).toEqual(['L', 'P', 'K', 'Ś', 'Ł']);
    expect(statki.warnings.filter((d) => d.code === 'duplicate-mark')).toEqual([]);
    // A one-letter mark is not read per shot even where the class is named: still not warned.
    expect(markWarnings(['L', 'Ł'], PER_SHOT_CLASS)).toEqual([]);
    expect(markWarnings(['L', 'Ł'], PER_SALVO)).toHaveLength(1);
  });
});
