/**
 * A hit on a protected ship costs a turn, and `suggest` gives the salvo's risk of it. Where a cell
 * that could not be read is read loosely (`readings: 'superset'`), that risk is of the wider set of
 * layouts, not the readings': here 15% where the readings' own is 18%, so neither "15%" nor "≤ 15%"
 * is honest. The note says the risk is the wider set's and not exact, in en/ru/pl, for both goals; a
 * record read exactly keeps its plain risk. The oracle is the brute force over every reading
 * (tests/inference/unread-readings.ts).
 */
import { describe, expect, it } from 'vitest';
import { analysisInferrer } from '../../src/analysis/inferrers.js';
import { salvoRisk } from '../../src/analysis/advice.js';
import { suggestSalvo } from '../../src/analysis/suggest.js';
import { suggestText } from '../../src/analysis/suggest-text.js';
import type { Variant } from '../../src/variant/model.js';
import type { BruteShip } from '../inference/brute.js';
import { byShip, garbledRecord, LOOSE, readingsFit } from '../inference/unread-readings.js';

/** byShip with its boat a hospital: a hit on it costs the next turn. */
const guarded: Variant = { ...byShip, fleet: byShip.fleet.map((c) => (c.id === 'boat' ? { ...c, protected: true } : c)), turns: { ...byShip.turns, protectedHitPenalty: 'skip-next-turn' } };
const fired = new Set([2, 24, 4, 23]);
/** The share of `layouts` whose boat a salvo at `cells` hits. */
const riskIn = (layouts: readonly BruteShip[][], cells: readonly number[]): number => layouts.filter((l) => l.some((s) => s.classIndex === 0 && s.cells.some((c) => cells.includes(c)))).length / layouts.length;

describe("a salvo's risk of the hospital where an unread cell is read loosely", () => {
  const { evidence } = garbledRecord(guarded, LOOSE);
  const post = analysisInferrer()(guarded, evidence);
  const fits = readingsFit(guarded, LOOSE);

  it.each([
    ['en', 'among the wider set of layouts (not exact: for the readings alone it may be higher or lower)'],
    ['ru', 'по более широкому множеству расстановок (не точно: для самих прочтений он может быть и выше, и ниже)'],
    ['pl', 'w szerszym zbiorze rozstawień (niedokładnie: dla samych odczytań może być wyższe lub niższe)'],
  ])('in %s: said to be of the wider set, not exact, as it is neither the readings\' risk nor a bound of it', (lang, said) => {
    expect(post.readings).toBe('superset');
    for (const goal of ['hits', 'information'] as const) {
      const s = suggestSalvo(guarded, post, fired, { min: 2, max: 2 }, goal, undefined, undefined, suggestText(lang));
      const wide = salvoRisk(guarded, post, ['boat'], s.cells).risk;
      const readings = riskIn(fits, s.cells);
      // The wider set's risk is below the readings' here: a "≤" of it would be false.
      expect(readings - wide).toBeGreaterThan(0.01);
      const note = s.notes.find((n) => n.includes(`${(wide * 100).toFixed(0)}%`));
      expect(note, goal).toBeDefined();
      expect(note!.endsWith(`${(wide * 100).toFixed(0)}% ${said}`), note).toBe(true);
    }
  });

  it('read exactly (nothing unread): the plain risk, the brute force\'s', () => {
    const clean = garbledRecord(guarded, ['red: C1 E5 -> raft #2 1']);
    const exact = analysisInferrer()(guarded, clean.evidence);
    expect(exact.readings).toBeUndefined();
    const layouts = readingsFit(guarded, ['red: C1 E5 -> raft #2 1']);
    const s = suggestSalvo(guarded, exact, new Set([2, 24]), { min: 2, max: 2 }, 'hits');
    const risk = riskIn(layouts, s.cells);
    expect(risk).toBeGreaterThan(0.005);
    expect(s.notes.some((n) => n.endsWith(`risk of this salvo ${(risk * 100).toFixed(0)}%`))).toBe(true);
    expect(s.notes.join('\n')).not.toContain('wider set');
  });
});
