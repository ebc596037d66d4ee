/**
 * Where ships may touch, a class's cells can all be known with no single placement of it in every
 * consistent layout (two 2-cell ships filling a 2×2 square). `analyze` calls the class certain once
 * all its cells are known, each ship once its own cells are (one placement in every consistent
 * layout), and where a ship lags its class the text and the PDF say why. Checked against brute
 * force on a 3×3 board, on one game built for it and on seeded random games.
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame, type PlayedSalvo } from '../../src/analysis/analyze.js';
import { formatAnalysis } from '../../src/analysis/format.js';
import { analysisInferrer, engineInferrer } from '../../src/analysis/inferrers.js';
import { analysisText, shipsLag } from '../../src/analysis/report-text.js';
import type { Evidence } from '../../src/analysis/posterior.js';
import { drawAnalysisReport } from '../../src/render/report-pdf.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import { createRng, randomInt } from '../../src/core/rng.js';
import { allLayouts, isConsistent, playedGame } from './helpers/brute-infer.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import type { ShipPlacement } from '../../src/core/placements.js';
import type { Variant } from '../../src/variant/model.js';

const touching = (report: Variant['report']): Variant =>
  makeVariant({
    rows: 3,
    columns: 3,
    fleet: [shipClass('two', 2, { count: 2 }), shipClass('one', 1)],
    placement: { diagonal: false, spacing: 'may-touch' },
    report,
  });
const variant = touching({ timing: 'per-shot', sunk: 'with-class', hitClass: false });
// Hits and misses only: which ship a hit belongs to is seldom told, so ships lag their class more often.
const unsunk = touching({ timing: 'per-shot', sunk: 'none', hitClass: false });
const layouts = allLayouts(variant);

/** Brute force, after blue's first `n` salvos: is class `k` on the same cells in every consistent layout, and how many of its placements lie in all of them? */
function bruteCertainty(v: Variant, salvos: readonly PlayedSalvo[], n: number, k: number): { cellsKnown: boolean; ships: number } {
  const blue = salvos.filter((s) => s.side === 'blue').slice(0, n);
  const evidence: Evidence = { salvos: blue.map((s) => ({ cells: s.cells, announcement: s.announcement! })) };
  const fitting = layouts.filter((l) => isConsistent(v, l, evidence));
  const cellsOf = (l: readonly ShipPlacement[]): string =>
    l.filter((p) => p.classIndex === k).flatMap((p) => p.cells).sort((a, b) => a - b).join(',');
  const placements = (l: readonly ShipPlacement[]): Set<string> => new Set(l.filter((p) => p.classIndex === k).map((p) => p.cells.join(',')));
  let common = placements(fitting[0]!);
  for (const l of fitting) common = new Set([...common].filter((c) => placements(l).has(c)));
  return { cellsKnown: fitting.every((l) => cellsOf(l) === cellsOf(fitting[0]!)), ships: common.size };
}

/** Brute force: per class, the blue salvo after which all its cells were known, and each ship's. */
function bruteMoments(v: Variant, salvos: readonly PlayedSalvo[]): { afterSalvo: number | null; ships: (number | null)[] }[] {
  const fired = salvos.filter((s) => s.side === 'blue').length;
  return v.fleet.map((cls, k) => {
    let afterSalvo: number | null = null;
    const ships = new Array<number | null>(cls.count).fill(null);
    for (let n = 0; n <= fired; n++) {
      const c = bruteCertainty(v, salvos, n, k);
      if (c.cellsKnown) afterSalvo ??= n;
      for (let i = 0; i < c.ships; i++) ships[i] ??= n;
    }
    return { afterSalvo, ships };
  });
}

const layoutWith = (twos: readonly string[], one: number): ShipPlacement[] =>
  layouts.find((l) => {
    const t = l.filter((p) => p.classIndex === 0).map((p) => p.cells.join(','));
    return twos.every((x) => t.includes(x)) && l.some((p) => p.classIndex === 1 && p.cells[0] === one);
  })!;

describe('analyze where ships may touch: a class known by its cells, its ships by their own', () => {
  // Red's two-cell ships fill the square A1 B1 A2 B2 (A1–B1 and A2–B2); blue fires A1, B2, B1, A2:
  // B1 sinks a two-cell ship and A2 the other, which A1–A2 and B1–B2 would announce alike.
  const red = layoutWith(['0,1', '3,4'], 8);
  const salvos = playedGame(variant, { blue: layouts[0]!, red }, { blue: [0, 4, 1, 3, 2, 5, 6, 7, 8], red: [0, 1, 2, 3, 4, 5, 6, 7, 8] });
  const expected = bruteMoments(variant, salvos);

  it('brute force knows the class after the fourth shot and neither ship ever (the game the check needs)', () => {
    expect(expected[0]).toEqual({ afterSalvo: 4, ships: [null, null] });
  });

  it.each([
    ['the engine', engineInferrer],
    ['the analysis inferrer (enumeration first)', analysisInferrer()],
  ])('with %s, the class and each ship at the moments brute force finds', (_, infer) => {
    const side = analyzeGame({ variant, salvos }, infer).sides[0]!;
    expect(side.certainty.map(({ afterSalvo, ships }) => ({ afterSalvo, ships }))).toEqual(expected);
    // The table's `certain` column names the class at the salvo that made its cells known.
    expect(side.salvos.find((f) => f.number === 4)!.certain).toEqual(['two']);
  });

  it.each([
    ['sunk ships named', variant],
    ['hits and misses only', unsunk],
  ])('on seeded random games (%s), every class and ship moment is brute force’s', (_, v) => {
    const rng = createRng(27);
    let lagged = 0;
    for (let g = 0; g < 12; g++) {
      const order = (): number[] => {
        const cells = [...Array(9).keys()];
        for (let i = cells.length - 1; i > 0; i--) {
          const j = randomInt(rng, i + 1);
          [cells[i], cells[j]] = [cells[j]!, cells[i]!];
        }
        return cells;
      };
      const fleets = { blue: layouts[randomInt(rng, layouts.length)]!, red: layouts[randomInt(rng, layouts.length)]! };
      const game = playedGame(v, fleets, { blue: order(), red: order() });
      const side = analyzeGame({ variant: v, salvos: game }, engineInferrer).sides[0]!;
      const moments = bruteMoments(v, game);
      expect(side.certainty.map(({ afterSalvo, ships }) => ({ afterSalvo, ships })), `game ${g}`).toEqual(moments);
      // All ships known means all cells known: a class is never certain after its last ship.
      for (const c of side.certainty) if (c.ships.every((s) => s !== null)) expect(c.afterSalvo).toBeLessThanOrEqual(Math.max(...(c.ships as number[])));
      if (side.certainty.some(shipsLag)) lagged++;
    }
    // Without sinking reports, some have a class known before (or without) a ship of it.
    if (v === unsunk) expect(lagged).toBeGreaterThan(0);
  });

  it('the text says why the ships lag the class, in English, Russian and Polish; not where they do not', () => {
    const analysis = analyzeGame({ variant, salvos }, engineInferrer);
    const say = (lang: 'en' | 'ru' | 'pl'): string => formatAnalysis(analysis, variant, (s) => s, (id) => id, analysisText(lang, true));
    const en = say('en');
    expect(en).toContain('certain: two after shot 4 (each ship: never)');
    expect(en).toContain('a class is certain once all its cells are known; where its ships touch, which cells make which ship may be known later or never');
    expect(en).toContain('certain: the classes all of whose cells became known with the shot');
    expect(say('ru')).toContain('two после выстрела 4 (корабли по отдельности — никогда)');
    expect(say('ru')).toContain('класс точно известен, когда известны все его клетки');
    expect(say('pl')).toContain('two po strzale 4 (statki z osobna — nigdy)');
    expect(say('pl')).toContain('klasa jest pewna, gdy znane są wszystkie jej pola');
    // Red's side has no class ahead of its ships: the note is said once, under blue's.
    expect(en.split('a class is certain once').length - 1).toBe(analysis.sides.filter((s) => s.certainty.some(shipsLag)).length);
    expect(analysis.sides.filter((s) => s.certainty.some(shipsLag)).map((s) => s.side)).toEqual(['blue']);
  });

  it('the PDF report says it under the certain line, as the text does', () => {
    const analysis = analyzeGame({ variant, salvos }, engineInferrer);
    const d = new RecordingDrawing();
    drawAnalysisReport(d, { variant, salvos, analysis, infer: engineInferrer, name: (s) => s, className: (id) => id, title: 'Touching ships' });
    const texts = d.texts().map((t) => t.text);
    const certain = texts.findIndex((t) => t.startsWith('Certain: two after salvo 4 (each ship: never)'));
    expect(certain).toBeGreaterThanOrEqual(0);
    expect(texts.slice(certain + 1).join(' ')).toMatch(/^A class is certain once all its cells are known;/u);
  });
});
