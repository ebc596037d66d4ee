/**
 * `simulate` comparing two variants by the shots to sink the fleet, where in some game of either
 * no fleet was sunk (a shot limit, a draw): those games' shots to sink are unknown, more than were
 * fired, so each mean is of a censored sample, the long games left out. Perelman with hunt sank
 * the fleet in 2 games of 10 (at 60 shots, its limit) and the comparison with classic-salvo's
 * 52.3 called -7.7 (-14.0 to -1.4) "more than noise". It now gives the difference of the games
 * that sank it and does not judge it, saying how many did not (en/ru/pl; --json `censored: true`,
 * `beyondNoise: false`); where every game sank the fleet, as before.
 */
import { describe, expect, it } from 'vitest';
import { formatSimulations } from '../../src/analysis/format.js';
import type { GameRow } from '../../src/analysis/play.js';
import { simulationDifferences } from '../../src/analysis/simulate-compare.js';
import { simulateText } from '../../src/analysis/simulate-text.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { matchReport } from '../helpers/match-report.js';

const variant = makeVariant({ rows: 6, columns: 6, fleet: [shipClass('three', 3), shipClass('two', 2)] });

const won = (winner: 'blue' | 'red', sink: number): GameRow => ({ winner, salvos: 20, shots: 40, sideShots: [20, 20], shotsToSink: sink });
const drawn: GameRow = { winner: null, salvos: 30, shots: 60, sideShots: [30, 30], shotsToSink: null };

/** The text after a difference's label under the table. */
function said(text: string, label: string): string {
  const line = text.split('\n').find((l) => l.startsWith(`  ${label}  `));
  expect(line, label).toBeDefined();
  return line!.slice(label.length + 2).trim();
}

/** Welch's difference of means, worked here: the point and the two samples' standard errors. */
function welch(a: readonly number[], b: readonly number[]): { difference: number; se: number } {
  const mean = (x: readonly number[]): number => x.reduce((s, v) => s + v, 0) / x.length;
  const variance = (x: readonly number[]): number => x.reduce((s, v) => s + (v - mean(x)) ** 2, 0) / (x.length - 1);
  return { difference: mean(b) - mean(a), se: Math.sqrt(variance(a) / a.length + variance(b) / b.length) };
}

describe('simulate: shots to sink compared where some game sank no fleet', () => {
  // The first sank the fleet at 60 in two games of five (three drawn at the limit); the second in every game, far sooner.
  const firstSinks = [60, 60];
  const otherSinks = [40, 41, 42, 43, 44];
  const first = matchReport(variant, [won('blue', 60), won('red', 60), drawn, drawn, drawn]);
  const other = matchReport(variant, otherSinks.map((s, i) => won(i % 2 === 0 ? 'blue' : 'red', s)));

  it('gives the difference of the games that sank it, censored, not judged beyond noise', () => {
    expect(first.summary.unfinished).toBe(3);
    const d = simulationDifferences(first, other).shotsToSink;
    expect(d).not.toBeNull();
    const w = welch(firstSinks, otherSinks);
    expect(d!.difference).toBeCloseTo(w.difference, 9);
    // Its interval leaves 0 far out (-18 with a spread under 1): it would have been "more than noise".
    expect(d!.high).toBeLessThan(0);
    expect(w.difference + 3 * w.se).toBeLessThan(0);
    expect(d!.beyondNoise).toBe(false);
    expect(d!.censored).toBe(true);
  });

  it('says so, naming how many games of each did not sink it (en/ru/pl)', () => {
    const heads = ['first', 'second'];
    const en = said(formatSimulations([first, other], simulateText('en'), undefined, heads), 'shots to sink the fleet');
    expect(en).toMatch(/^−18\.0 \(−\d+\.\d to −\d+\.\d\) over the games that sank it; not judged: 0 of 5 \(second\) and 3 of 5 \(first\) did not sink it/u);
    expect(en).not.toContain('noise');
    const ru = said(formatSimulations([first, other], simulateText('ru'), undefined, heads), 'выстрелы до потопления флота');
    expect(ru).toMatch(/^−18,0 \(от −\d+,\d до −\d+,\d\) по партиям, где флот потоплен; не оценивается: в 0 из 5 \(second\) и 3 из 5 \(first\) он не потоплен/u);
    expect(ru).not.toContain('шума');
    const pl = said(formatSimulations([first, other], simulateText('pl'), undefined, heads), 'strzały do zatopienia floty');
    expect(pl).toMatch(/^−18,0 \(od −\d+,\d do −\d+,\d\) w grach, w których flotę zatopiono; bez oceny: w 0 z 5 \(second\) i 3 z 5 \(first\) jej nie zatopiono/u);
    expect(pl).not.toContain('szumu');
  });

  it('judges it as before where every game of both sank the fleet', () => {
    const whole = matchReport(variant, [won('blue', 60), won('red', 59), won('blue', 61)]);
    const d = simulationDifferences(whole, other).shotsToSink;
    expect(d!.censored).toBeUndefined();
    expect(d!.beyondNoise).toBe(true);
    expect(said(formatSimulations([whole, other], simulateText('en')), 'shots to sink the fleet')).toMatch(/: more than noise$/u);
  });
});
