/**
 * The referee writes announcements and class names in the record's `language:` only when the
 * variant has that language, else in the variant's first. The parser reports a language the
 * variant lacks (`record-language`) but keeps it in the record, and the CLI never passes such a
 * record on (it refuses it first, or overrides the language), so `refereeRecord` and
 * `breachOfViolation` are called directly here, with `xx` and a prototype key (`constructor`,
 * which `variant.words[...]` would find).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { breachOfViolation, refereeRecord } from '../../src/record/referee.js';
import { replayRecord } from '../../src/record/game.js';
import { parseRecord } from '../../src/record/parse.js';
import { loadVariant } from '../../src/variant/load.js';
import { localize, type ShipClass, type Variant } from '../../src/variant/model.js';

let variant: Variant;
let first: string;
let other: string;
let battleship: ShipClass;

/**
 * A Statki record in `language`: tomek's battleship touches two of his ships (an illegal fleet,
 * reported with class names), and tomek answers "miss" to the shot that sinks his one-cell ship
 * at J2 (an announcement the fleet contradicts, reported with the words).
 */
const text = (language: string): string =>
  `variant: statki\nlanguage: ${language}\nsides:\n  ala:\n  tomek:\nfleets:\n  tomek:\n    battleship: B3-E3\n    cruiser: [B6-B8, D8-F8]\n    patrol-boat: [D2-E2, H9-H10, E10-F10]\n    submarine: [B2, J2, J4, J8]\nsalvos:\n  - ala: J2 -> ${variant.words[first]!.miss}\n`;

beforeAll(async () => {
  variant = await loadVariant('statki', { cwd: process.cwd() });
  first = variant.languages[0]!;
  other = variant.languages.find((l) => l !== first)!;
  battleship = variant.fleet.find((c) => c.id === 'battleship')!;
  expect(other).toBeDefined();
  expect(variant.words[other]!.sunk).not.toBe(variant.words[first]!.sunk);
  expect(localize(battleship.name, other, variant)).not.toBe(localize(battleship.name, first, variant));
});

describe('the referee’s language', () => {
  it('is the record’s when the variant has it, else the variant’s first', () => {
    for (const [language, shown] of [[first, first], [other, other], ['xx', first], ['constructor', first]] as const) {
      const parsed = parseRecord(text(language), variant);
      // The language is kept even when the parser reports it, so the referee does see it.
      expect(parsed.record.language).toBe(language);
      const breaches = refereeRecord(parsed, variant).breaches.filter((b) => b.code !== 'record-language');
      expect(breaches.map((b) => b.code).sort()).toEqual(['announcement-contradicts-fleet', 'illegal-fleet', 'illegal-fleet']);
      const w = variant.words[shown]!;
      const announcement = breaches.find((b) => b.code === 'announcement-contradicts-fleet')!;
      expect([announcement.expected, announcement.recorded]).toEqual([w.sunk, w.miss]);
      for (const b of breaches.filter((x) => x.code === 'illegal-fleet')) expect(b.message).toContain(localize(battleship.name, shown, variant));

      // breachOfViolation alone (as `play` and `record` call it), on the engine's violation.
      const v = replayRecord(parsed.record, variant).violations.find((x) => x.code === 'announcement-contradicts-fleet')!;
      const alone = breachOfViolation(v, parsed.record, variant);
      expect([alone.expected, alone.recorded]).toEqual([w.sunk, w.miss]);
    }
  });
});
