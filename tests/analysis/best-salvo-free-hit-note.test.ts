/**
 * Where the best salvo hits a protected ship (Perelman's hospital, whose hit costs the next turn)
 * and yet no lost turn was weighed against it, the report says why under the side's table, in
 * English, Russian and Polish, text and PDF alike: in Perelman's example game синие's best salvos
 * 27–30 read `ж1 1.00`, a sure hospital hit, with no word. Here on a 1×10 row (a two-cell ship, a
 * four-cell hospital, single shots): after hits at D1 and G1 the hospital lies on D1–G1 (checked by
 * brute force over every layout), so E1 and F1 are sure hits on it that cannot sink it: each of its
 * hits costs its turn whenever made, and the best shot is one of them, at no cost (the first two
 * best shots, at cells that may be its, likewise). With a shot limit
 * that makes the third shot the side's last, the turn costs nothing for that reason instead.
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame, type PlayedSalvo } from '../../src/analysis/analyze.js';
import { engineInferrer } from '../../src/analysis/inferrers.js';
import { formatAnalysis, freeHitNotes } from '../../src/analysis/format.js';
import { analysisText } from '../../src/analysis/report-text.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { allLayouts, announce, isConsistent } from './helpers/brute-infer.js';

function hospitalRow(shotLimit: number | null): Variant {
  const base = makeVariant({
    rows: 1,
    columns: 10,
    fleet: [shipClass('ship', 2), shipClass('hospital', 4, { protected: true })],
    placement: { diagonal: false, spacing: 'may-touch' },
    report: { timing: 'per-salvo', by: 'class', counts: false, sunk: false },
  });
  return { ...base, turns: { ...base.turns, salvo: { kind: 'constant', shots: 1 }, protectedHitPenalty: 'skip-next-turn', shotLimit, onShotsExhausted: 'draw' } };
}

const SHOTS = [3, 6, 8];

function game(variant: Variant): PlayedSalvo[] {
  const red = allLayouts(variant).find((l) => l[0]!.cells.join() === '0,1' && l[1]!.cells.join() === '3,4,5,6')!;
  return SHOTS.map((c, i) => ({ side: 'blue' as const, cells: [c], announcement: announce(variant, red, new Set(SHOTS.slice(0, i)), [c]) }));
}

const className = (id: string): string => id;

describe('the best salvo at the hospital, at no cost: why', () => {
  const variant = hospitalRow(null);
  const salvos = game(variant);
  const blue = analyzeGame({ variant, salvos }, engineInferrer).sides[0]!;
  const third = blue.salvos[2]!;

  it('fires at a sure hospital cell that cannot sink it (by brute force), with no turn weighed', () => {
    const evidence = { salvos: salvos.slice(0, 2).map((s) => ({ cells: s.cells, announcement: s.announcement })) };
    const fits = allLayouts(variant).filter((l) => isConsistent(variant, l, evidence as never));
    expect(fits.length).toBeGreaterThan(0);
    const [cell] = third.bestCells;
    // In every layout that fits, the best cell is the hospital's, and two of its cells are still open.
    for (const l of fits) {
      expect(l[1]!.cells).toContain(cell);
      expect(l[1]!.cells.filter((c) => !SHOTS.slice(0, 2).includes(c)).length).toBeGreaterThanOrEqual(2);
    }
    const w = third.weighing!;
    expect('free' in w).toBe(false);
    if ('free' in w) return;
    expect(w.owed).toBe(true);
    expect(w.bestHits).toBeCloseTo(1, 12);
    expect(w.bestChance).toBe(0);
    expect(w.bestAt).toEqual([cell]);
  });

  it.each([
    [
      'en',
      'best shots 1–3 may hit the hospital (D1, C1, E1: 57–100%), yet no lost turn is weighed against them: it must be sunk, one shot a turn, so each of its hits costs its turn whenever it is made, and these shots do not sink it while another ship is afloat',
    ],
    [
      'ru',
      'лучшие выстрелы 1–3 могут попасть в корабль «hospital» (D1, C1, E1: 57–100%), но цена потерянного хода за них не вычтена: его нужно потопить, по одному выстрелу за ход, так что каждое попадание в него стоит хода, когда бы его ни сделали, а эти выстрелы его не топят, пока на плаву другой корабль',
    ],
    [
      'pl',
      'najlepsze strzały 1–3 mogą trafić w statek „hospital” (D1, C1, E1: 57–100%), ale nie odjęto wartości straconej tury: trzeba go zatopić, jeden strzał na turę, więc każde trafienie w niego kosztuje turę, kiedykolwiek padnie, a te strzały go nie zatapiają, gdy inny statek jest jeszcze na wodzie',
    ],
  ] as const)('%s: says so under the table', (lang, words) => {
    // The first two best shots may hit it (D1 57%, C1), the third (E1) for sure: each owed its turn, none sinking it.
    expect(blue.salvos.map((f) => f.weighing !== undefined && !('free' in f.weighing) && f.weighing.owed && f.weighing.bestChance === 0 && f.weighing.bestHits > 0)).toEqual([true, true, true]);
    expect(freeHitNotes(blue, variant, className, analysisText(lang, true))).toEqual([words]);
  });

  it('in the text report, under the table', () => {
    const text = formatAnalysis({ variant: variant.id, sides: [blue] }, variant, (s) => s, className, analysisText('en', true));
    const lines = text.split('\n');
    const at = lines.findIndex((l) => l.startsWith('best shots 1–3 may hit the hospital (D1, C1, E1: 57–100%), yet'));
    expect(at).toBeGreaterThan(lines.findIndex((l) => l.startsWith('totals:')));
    expect(at).toBeLessThan(lines.findIndex((l) => l.startsWith('verdict:')));
  });

  it("says the side's last shots where the shot limit makes the turn free, and a sure hit as sure", () => {
    const limited = hospitalRow(3);
    const side = analyzeGame({ variant: limited, salvos: game(limited) }, engineInferrer).sides[0]!;
    const w = side.salvos[2]!.weighing!;
    expect(w).toMatchObject({ free: 'last-shots', bestHits: 1 });
    const notes = freeHitNotes(side, limited, className, analysisText('en', true));
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatch(/^best shots 1, 2 may hit the hospital \(D1, C1: 57–\d+%\), yet no lost turn is weighed against them: it must be sunk/u);
    expect(notes[1]).toBe('best shot 3 hits the hospital (E1: 100%), yet no lost turn is weighed against it: the side has no shots left after it, and so no turn of its own to lose');
  });

  it('says nothing where no hit costs a turn', () => {
    const plain = { ...variant, turns: { ...variant.turns, protectedHitPenalty: 'none' as const } };
    const side = analyzeGame({ variant: plain, salvos: game(plain) }, engineInferrer).sides[0]!;
    expect(side.salvos.every((f) => f.weighing === undefined)).toBe(true);
    expect(freeHitNotes(side, plain, className)).toEqual([]);
  });
});
