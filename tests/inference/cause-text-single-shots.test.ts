/**
 * The compiler's English reason no fleet fits numbers the salvos fired at the fleet inferred, not the
 * record's: it says so (`salvo 2 at this fleet`), and in a game of single shots it says shot
 * (`shot 3 at this fleet`), the number Russian and Polish give (`3-й выстрел по этому флоту`,
 * `3. strzał do tej floty`), never the bare `salvo 3` that reads as the record's salvo 3.
 */
import { describe, expect, it } from 'vitest';
import { causeText, compileEvidence } from '../../src/inference/compile.js';
import { causeSentence } from '../../src/inference/impossibility-text.js';
import { refereedEvidence } from '../../src/inference/record-check.js';
import { parseRecord } from '../../src/record/parse.js';
import { variantNotation } from '../../src/rules/notation.js';
import { loadVariant } from '../../src/variant/load.js';

describe("the compiler's English reason, numbered at this fleet", () => {
  it('says shot N at this fleet in Statki, the number Polish and Russian give', async () => {
    const variant = await loadVariant('statki', { cwd: process.cwd() });
    // tomek's fleet: A1 missed at ala's 1st shot (the record's 1st), then hit at her 3rd (the record's 5th).
    const text = ['variant: statki', 'sides:', '  ala: Ala', '  tomek: Tomek', 'salvos:', '  - ala: A1 -> pudło', '  - tomek: A1 -> pudło', '  - ala: B1 -> pudło', '  - tomek: A2 -> pudło', '  - ala: A1 -> trafiony', ''].join('\n');
    const { record } = parseRecord(text, variant);
    const problem = compileEvidence(variant, refereedEvidence(record, variant, 'tomek', { sources: undefined }).evidence);
    expect(problem.impossible).toBe('shot 3 at this fleet: A1 was fired at before and can hit nothing new, yet a hit is announced');
    expect(causeSentence(problem.impossibleCause!, variant, 'pl')).toMatch(/^3\. strzał do tej floty: /u);
    expect(causeSentence(problem.impossibleCause!, variant, 'ru')).toMatch(/^3-й выстрел по этому флоту: /u);
  });

  it('says salvo N at this fleet in a game of salvos, and spans so too', async () => {
    const jutland = await loadVariant('jutland', { cwd: process.cwd() });
    const say = variantNotation(jutland);
    expect(causeText(say, { kind: 'hit-again', salvo: 2, cell: 0 }, false)).toBe('salvo 2 at this fleet: A1 was fired at before and can hit nothing new, yet a hit is announced');
    expect(causeText(say, { kind: 'unread-misses', salvo: 3, most: 1 }, true)).toBe('shots 1–3 at this fleet: at most 1 of the shots after an unread cell may be on ships beyond the hits announced: impossible');
    expect(causeText(say, { kind: 'unread-misses', salvo: 1, most: 0 }, false)).toBe('salvo 1 at this fleet: at most 0 of the shots after an unread cell may be on ships beyond the hits announced: impossible');
    expect(causeText(say, { kind: 'no-room', classId: 'cruiser' }, true)).toBe('no room for cruiser');
  });
});
