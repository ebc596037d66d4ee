/**
 * A shot whose cell could not be read (`C? -> hit boat`), its announcement fitting no fleet: the
 * breach's bracket says what was recorded for it, the result written, in the record's language,
 * not an empty `recorded: ` (the result is kept beside the salvo, not in its list of cells read).
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { parseRecord } from '../../src/record/parse.js';
import { breachDiagnostic, refereeRecord } from '../../src/record/referee.js';
import { breachSaid, refereeText } from '../../src/record/referee-text.js';
import { EN_WORDS, makeVariant, shipClass } from '../helpers/make-variant.js';

// 5×5, one boat of 2; per shot, a hit names its class and a sinking is announced.
const v = makeVariant({
  rows: 5,
  columns: 5,
  languages: ['en', 'ru', 'pl'],
  fleet: [shipClass('boat', 2, { name: { en: 'boat', ru: 'лодка', pl: 'łódź' } })],
  turns: { ...makeVariant().turns, extraShotOnHit: true },
  report: { timing: 'per-shot', sunk: 'with-class', hitClass: true },
  words: {
    en: EN_WORDS,
    ru: { miss: 'мимо', hit: 'попал', sunk: 'убит', noHits: 'мимо', ownChart: 'Мой флот', enemyChart: 'Флот противника' },
    pl: { miss: 'pudło', hit: 'trafiony', sunk: 'zatopiony', noHits: 'pudło', ownChart: 'Moja flota', enemyChart: 'Flota przeciwnika' },
  },
});

const cases = [
  ['en', 'hit boat', 'recorded: hit boat]'],
  ['ru', 'попал лодка', 'записано: попал лодка]'],
  ['pl', 'trafiony łódź', 'zapisano: trafiony łódź]'],
] as const;

describe('an announcement fitting no fleet at a cell that could not be read', () => {
  it.each(cases)('%s: the bracket says the result written for it', (lang, said, bracket) => {
    const text = `variant: test\nlanguage: ${lang}\nsalvos:\n  - blue: A1 -> ${said}\n  - blue: C? -> ${said}\n`;
    const parsed = parseRecord(text, v, { file: 'g.yaml' });
    expect(parsed.diagnostics.map((d) => d.code)).toEqual(['cell-unreadable']);
    const breaches = refereeRecord(parsed, v).breaches;
    const b = breaches.find((x) => x.code === 'announcement-inconsistent');
    expect(b).toBeDefined();
    // The second hit on a fleet of two cells sinks it: the "hit" fits no fleet, and is what was recorded.
    expect([b!.salvo, b!.line, b!.recorded]).toEqual([2, 5, said]);
    const line = lang === 'en' ? formatDiagnostic(breachDiagnostic(b!)) : formatDiagnostic(breachSaid(b!, refereeText(lang, false)!)!);
    expect(line).toContain(bracket);
    expect(line).not.toMatch(/: \]/);
  });

  it('the same hit at a cell read is recorded alike', () => {
    const parsed = parseRecord('variant: test\nsalvos:\n  - blue: A1 -> hit boat\n  - blue: A2 -> hit boat\n', v, { file: 'g.yaml' });
    const b = refereeRecord(parsed, v).breaches.find((x) => x.code === 'announcement-inconsistent' || x.code === 'announcement-contradicts-fleet');
    expect(b?.recorded).toBe('hit boat');
  });
});

// Salvos of three shots, each answered; a fleet of two boats of 2 cells.
const salvos = makeVariant({
  rows: 5,
  columns: 5,
  languages: ['en', 'ru', 'pl'],
  fleet: [shipClass('boat', 2, { count: 2, name: { en: 'boat', ru: 'лодка', pl: 'łódź' } })],
  turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 3 } },
  report: { timing: 'per-shot', sunk: 'with-class', hitClass: false },
  words: v.words,
});

describe('several shots answered one by one, one of them at a cell that could not be read', () => {
  const text = (lang: string, fleet: string): string => `variant: test\nlanguage: ${lang}\nfleets:\n  red: { boat: [A1-A2, E4-E5] }\n${fleet}salvos:\n  - blue: A1 C? B3 -> hit, hit, hit\n`;
  const cases = [
    ['en', 'recorded: hit, hit (C?), hit]', 'write -> hit, hit, miss'],
    ['ru', 'записано: попал, попал (C?), попал]', 'запишите -> попал, попал, мимо'],
    ['pl', 'zapisano: trafiony, trafiony (C?), trafiony]', 'zapisz -> trafiony, trafiony, pudło'],
  ] as const;
  it.each(cases)('%s: what was recorded is every result, the unread cell named at its own, and the mend keeps it', (lang, bracket, mend) => {
    const parsed = parseRecord(text(lang, ''), salvos, { file: 'g.yaml' });
    expect(parsed.diagnostics.map((d) => d.code)).toEqual(['cell-unreadable']);
    const b = refereeRecord(parsed, salvos).breaches.find((x) => x.code === 'announcement-contradicts-fleet');
    expect(b).toBeDefined();
    // Three results written for three cells: the one for C? is kept, in its place.
    expect(b!.recorded).toBe(bracket.slice(bracket.indexOf(': ') + 2, -1));
    expect(b!.differs?.map((d) => d.cell)).toEqual(['B3']);
    expect(b!.correctAnnouncement?.split(', ')).toHaveLength(3);
    const line = lang === 'en' ? formatDiagnostic(breachDiagnostic(b!)) : formatDiagnostic(breachSaid(b!, refereeText(lang, false)!)!);
    expect(line).toContain(bracket);
    expect(line).toContain(mend);
  });

  const gives = [
    ['en', 'the fleet gives "hit, ?, miss" (C? not read)', 'expected: hit, ?, miss;'],
    ['ru', 'по флоту выходит «попал, ?, мимо» (клетка C? не прочитана)', 'ожидалось: попал, ?, мимо;'],
    ['pl', 'według floty wychodzi „trafiony, ?, pudło” (pole C? nieodczytane)', 'oczekiwano: trafiony, ?, pudło;'],
  ] as const;
  it.each(gives)('%s: what the fleet gives is for the cells read, the unread cell\'s result not known', (lang, message, expected) => {
    const parsed = parseRecord(text(lang, ''), salvos, { file: 'g.yaml' });
    const b = refereeRecord(parsed, salvos).breaches.find((x) => x.code === 'announcement-contradicts-fleet')!;
    const line = lang === 'en' ? formatDiagnostic(breachDiagnostic(b)) : formatDiagnostic(breachSaid(b, refereeText(lang, false)!)!);
    expect(line).toContain(message);
    expect(line).toContain(expected);
    // The result written for C? is not said to be the fleet's.
    expect(line).not.toMatch(/(gives|выходит|wychodzi) ["«„](hit|попал|trafiony), (hit|попал|trafiony)/u);
  });

  it('the mend it says, written, leaves only the unread cell', () => {
    const parsed = parseRecord(text('en', '').replace('-> hit, hit, hit', '-> hit, hit, miss'), salvos, { file: 'g.yaml' });
    expect(refereeRecord(parsed, salvos).breaches.map((x) => x.code)).toEqual(['cell-unreadable']);
    expect(parsed.diagnostics.map((d) => d.code)).toEqual(['cell-unreadable']);
  });
});
