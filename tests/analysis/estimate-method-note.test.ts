/**
 * analyze's note on estimated positions always said they were estimated "by a Markov chain",
 * but where the chain finds no layout to start from the engine's sampler estimates instead. The
 * analysis now records how each salvo's positions were estimated (`estimatedBy`), and the note
 * says which, in English, Russian and Polish.
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame } from '../../src/analysis/analyze.js';
import { formatAnalysis } from '../../src/analysis/format.js';
import type { Inferrer, Posterior } from '../../src/analysis/posterior.js';
import { analysisText } from '../../src/analysis/report-text.js';
import { allLayouts, bruteInferrer, playedGame } from './helpers/brute-infer.js';
import { tiny } from './helpers/tiny.js';

const layouts = allLayouts(tiny);
const redFleet = layouts[200]!;
const blueFleet = layouts[10]!;
const plan: Record<'blue' | 'red', number[]> = { blue: [12, 0, 6], red: [24, 3, 18] };
const salvos = playedGame(tiny, { blue: blueFleet, red: redFleet }, plan);

const brute = bruteInferrer();
/** The brute-force posterior, said estimated by `method` (per the number of salvos in the evidence). */
function estimatedBy(method: (salvos: number) => Posterior['method']): Inferrer {
  return (variant, evidence) => {
    const exact = brute(variant, evidence);
    const m = method(evidence.salvos.length);
    return m === undefined ? exact : { ...exact, exact: false, count: -1n, stdError: exact.marginal.map(() => 0.01), method: m };
  };
}

/** The note's line of blue's table. */
function note(infer: Inferrer, lang = 'en'): string {
  const t = analysisText(lang, false);
  const text = formatAnalysis(analyzeGame({ variant: tiny, salvos }, infer), tiny, (s) => s, (id) => id, t);
  return text.split('\n').find((l) => l.startsWith(t.estimated([]).slice(0, 20)))!;
}

describe("analyze's note on estimated positions", () => {
  it('records how each position was estimated', () => {
    const a = analyzeGame({ variant: tiny, salvos }, estimatedBy((n) => (n === 0 ? 'chain' : n === 1 ? 'importance' : undefined)));
    const blue = a.sides.find((s) => s.side === 'blue')!;
    // Salvo 1: before it (no salvo) by the chain, after it (one) by the sampler; salvo 2: before it by the sampler.
    expect(blue.salvos.map((f) => f.estimatedBy)).toEqual([['chain', 'sampler'], ['sampler'], []]);
  });

  it('says a Markov chain, the sampler, or both, as the positions were estimated', () => {
    const chain = note(estimatedBy(() => 'chain'));
    const sampler = note(estimatedBy(() => 'rejection'));
    const both = note(estimatedBy((n) => (n === 0 ? 'chain' : 'importance')));
    expect(chain).toContain('estimated by a Markov chain over the consistent layouts:');
    expect(sampler).toContain('estimated by sampling layouts that fit the announcements:');
    expect(sampler).not.toContain('Markov');
    expect(both).toContain('by a Markov chain over the consistent layouts or, where the chain found no layout to start from, by sampling layouts');
  });

  it('says it in Russian and Polish', () => {
    expect(note(estimatedBy(() => 'chain'), 'ru')).toContain('оценены цепью Маркова по расстановкам, согласным с объявлениями:');
    expect(note(estimatedBy(() => 'importance'), 'ru')).toContain('оценены по выборке расстановок, согласных с объявлениями:');
    expect(note(estimatedBy(() => 'importance'), 'ru')).not.toContain('Маркова');
    expect(note(estimatedBy(() => 'chain'), 'pl')).toContain('oszacowano je łańcuchem Markowa po zgodnych rozstawieniach:');
    expect(note(estimatedBy(() => 'rejection'), 'pl')).toContain('oszacowano je z próby rozstawień zgodnych z ogłoszeniami:');
    expect(note(estimatedBy(() => 'rejection'), 'pl')).not.toContain('Markowa');
  });
});
