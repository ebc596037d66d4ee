/**
 * docs/variant-format.md's Limits section states every limit the schema enforces, with the
 * schema's own numbers: each of LIMITS is read here and looked for in the section, and a limit
 * added to LIMITS without a line here fails (perShip's 1–26 was once left out).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/variant/spec-schema.js';

/** A number as the doc writes it: thousands apart by a space (10 000), under 10 000 as is. */
const n = (x: number): string => (x >= 1000 ? x.toLocaleString('en-US').replaceAll(',', ' ') : String(x));

/** Each limit, as the phrases of the doc that state it. */
const PHRASES: Record<keyof typeof LIMITS, readonly string[]> = {
  boardMin: [`board ${n(LIMITS.boardMin)}–${n(LIMITS.boardMax)} each way`],
  boardMax: [`board ${n(LIMITS.boardMin)}–${n(LIMITS.boardMax)} each way`],
  labelMaxChars: [`labels are 1 to ${n(LIMITS.labelMaxChars)} characters`],
  maxClasses: [`1–${n(LIMITS.maxClasses)} classes`],
  maxShips: [`at most ${n(LIMITS.maxShips)} ships in all`],
  maxShipCells: [`ship size and shape 1–${n(LIMITS.maxShipCells)} cells`, `a shape's offsets 0–${n(LIMITS.maxShipCells - 1)}`, `hit counts of 1–${n(LIMITS.maxShipCells - 1)}`],
  maxCountPerClass: [`1–${n(LIMITS.maxCountPerClass)} ships per class`],
  maxGuns: [`guns 0–${n(LIMITS.maxGuns)}`, `\`gunsLostAt\` at most ${n(LIMITS.maxGuns)}`, `\`perShip\` (shots per ship afloat) 1–${n(LIMITS.maxGuns)}`],
  maxLanguages: [`1–${n(LIMITS.maxLanguages)} languages`],
  maxShots: [`shots per salvo 1–${n(LIMITS.maxShots)}`],
  maxShotLimit: [`shot limit 1–${n(LIMITS.maxShotLimit)}`],
  maxDamageSteps: [`salvos 1–${n(LIMITS.maxDamageSteps)} steps`],
  maxDamage: [`a damage of 1–${n(LIMITS.maxDamage)}`],
  maxTextChars: [`names and summaries up to ${n(LIMITS.maxTextChars)} characters`],
  maxRulesChars: [`rules up to ${n(LIMITS.maxRulesChars)}`],
  maxWordChars: [`words up to ${n(LIMITS.maxWordChars)}`],
  maxMarkChars: [`marks 1–${n(LIMITS.maxMarkChars)} characters`],
  maxIdChars: [`ids up to ${n(LIMITS.maxIdChars)} characters`],
  maxSeparatorChars: [`separator up to ${n(LIMITS.maxSeparatorChars)} characters`],
};

describe('docs/variant-format.md, Limits', () => {
  it('states each limit of the schema with its number', async () => {
    const doc = await readFile(join(import.meta.dirname, '..', '..', 'docs', 'variant-format.md'), 'utf8');
    const start = doc.indexOf('\n## Limits\n');
    expect(start).toBeGreaterThan(0);
    const end = doc.indexOf('\n## ', start + 1);
    // Lines joined: a phrase may wrap.
    const section = doc.slice(start, end < 0 ? undefined : end).replace(/\s+/gu, ' ');
    expect(Object.keys(PHRASES).sort()).toEqual(Object.keys(LIMITS).sort());
    const missing = Object.entries(PHRASES).flatMap(([key, phrases]) => phrases.filter((p) => !section.includes(p)).map((p) => `${key}: "${p}"`));
    expect(missing).toEqual([]);
  });
});
