import { describe, expect, it } from 'vitest';
import { runGames, simulate, summarizeRows, type SimulationConfig } from '../../src/analysis/simulate.js';
import { uniformFleet, uniformLayout, uniformLayoutDraw } from '../../src/analysis/uniform-fleet.js';
import { loadVariant } from '../../src/variant/load.js';
import { isLegalLayout } from '../../src/core/layout.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { playGame } from '../../src/analysis/play.js';
import { evidenceKey, type Inferrer } from '../../src/analysis/posterior.js';
import { advisorStrategy } from '../../src/analysis/strategies/advisor.js';
import { bruteInferrer } from './helpers/brute-infer.js';
import { formatSimulations } from '../../src/analysis/format.js';
import { simulateText } from '../../src/analysis/simulate-text.js';

const small = makeVariant({
  rows: 6,
  columns: 6,
  fleet: [shipClass('three', 3), shipClass('two', 2)],
  placement: { diagonal: false, spacing: 'may-touch' },
  report: { timing: 'per-shot', sunk: 'with-class', hitClass: false },
});
const salvo = makeVariant({
  rows: 6,
  columns: 6,
  fleet: [shipClass('three', 3), shipClass('two', 2)],
  placement: { diagonal: false, spacing: 'no-contact' },
  report: { timing: 'per-salvo', by: 'class', counts: true, sunk: false },
  turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 3 } },
});

describe('simulate', () => {
  const config: SimulationConfig = { variant: small, games: 12, seed: 'det', strategies: ['advisor', 'hunt'], mode: 'match', chain: { sweeps: 20 } };

  it('gives the same rows with one worker and with two', async () => {
    const one = await simulate(config, { workers: 1 });
    const two = await simulate(config, { workers: 2 });
    expect(two.rows).toEqual(one.rows);
    expect(two.summary).toEqual(one.summary);
    // The advisor's decisions, counted once each whichever worker's memo table held them.
    expect(two.posterior).toEqual(one.posterior);
    expect(two).toEqual(one);
    expect(two.posterior.exact + two.posterior.estimated).toBeGreaterThan(0);
  });

  it('is deterministic by seed and changes with it', () => {
    const a = runGames(config, [0, 1, 2, 3]).rows;
    const b = runGames(config, [0, 1, 2, 3]).rows;
    const c = runGames({ ...config, seed: 'other' }, [0, 1, 2, 3]).rows;
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
  });

  it("says what \"shots to sink\" counts, in solo play and in a match", async () => {
    const solo = formatSimulations([await simulate({ ...config, games: 2, mode: 'solo', strategies: ['density', 'random'] })]);
    expect(solo).toContain('density');
    expect(solo).toContain('"shots to sink" is the shooter\'s shots in solo play\n');
    const match = formatSimulations([await simulate({ ...config, games: 2, strategies: ['random', 'random'] })]);
    expect(match).toContain('"shots to sink" is the winner\'s shots in a match, the shooter\'s shots in solo play\n');
  });

  it('says nothing of advisor posteriors where no side is the advisor, nor of draws in solo play', async () => {
    const row = (text: string, label: string): string => text.split('\n').find((l) => l.startsWith(label))!.slice(label.length).trim();
    const solo = formatSimulations([await simulate({ ...config, games: 2, mode: 'solo', strategies: ['density', 'advisor'] })]);
    expect(row(solo, 'advisor posteriors exact / estimated')).toBe('—');
    expect(row(solo, 'draws')).toBe('—');
    const hunt = formatSimulations([await simulate({ ...config, games: 2, strategies: ['hunt', 'random'] })]);
    expect(row(hunt, 'advisor posteriors exact / estimated')).toBe('—');
    expect(row(hunt, 'draws')).toMatch(/^\d+$/u);
    const advised = await simulate({ ...config, games: 2, strategies: ['random', 'advisor'] });
    expect(row(formatSimulations([advised]), 'advisor posteriors exact / estimated')).toBe(`${advised.posterior.exact} / ${advised.posterior.estimated}`);
  });

  it("plays on where the advisor's chain finds no layout to start from: the inference engine answers", async () => {
    // classic-salvo, seed 1, game 4: counted hits by salvo left the chain without a start (it threw).
    const variant = await loadVariant('classic-salvo', { cwd: process.cwd() });
    const { rows, posterior } = runGames({ variant, games: 5, seed: '1', strategies: ['advisor', 'advisor'], mode: 'match' }, [4]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.winner).not.toBeNull();
    expect(posterior.exact + posterior.estimated).toBeGreaterThan(0);
  });

  it('reports progress for every game, and for every salvo within a game, in one thread and on two workers', async () => {
    for (const workers of [1, 2]) {
      const seen: [number, number][] = [];
      const report = await simulate({ ...config, games: 5, strategies: ['random', 'random'] }, { workers, onProgress: (d, _t, salvos) => seen.push([d, salvos]) });
      // Every game is heard of once, in order of finishing, and salvos only ever add up.
      expect([...new Set(seen.map(([d]) => d))]).toEqual([0, 1, 2, 3, 4, 5].filter((d) => seen.some(([x]) => x === d)));
      expect(seen.filter(([d], i) => i === 0 || d !== seen[i - 1]![0]).map(([d]) => d).filter((d) => d > 0)).toEqual([1, 2, 3, 4, 5]);
      for (let i = 1; i < seen.length; i++) expect(seen[i]![1]).toBeGreaterThanOrEqual(seen[i - 1]![1]);
      // By the end every salvo of every game has been told.
      expect(seen.at(-1)![1]).toBe(report.rows.reduce((n, r) => n + r.salvos, 0));
      if (workers === 1) expect(seen.filter(([d]) => d === 0).length).toBeGreaterThan(0);
    }
  });

  it('plays per-salvo variants with the owed number of shots, and solo games to the last ship', () => {
    const rows = runGames({ ...config, variant: salvo, strategies: ['advisor', 'random'] }, [0, 1, 2]).rows;
    for (const r of rows) {
      expect(r.winner).not.toBeNull();
      expect(r.shots).toBeLessThanOrEqual(2 * 36);
    }
    const solo = runGames({ ...config, mode: 'solo', strategies: ['hunt', 'random'] }, [0, 1, 2]).rows;
    for (const r of solo) {
      expect(r.sideShots[1]).toBe(0);
      expect(r.shotsToSink).toBe(r.sideShots[0]);
      expect(r.shotsToSink).toBeGreaterThanOrEqual(5);
    }
  });

  it("tallies the advisor's posteriors by path: samples where ships may touch, the chain alone when asked", () => {
    const eight = makeVariant({
      rows: 8,
      columns: 8,
      fleet: [shipClass('four', 4), shipClass('three', 3), shipClass('sub', 3), shipClass('two', 2)],
      placement: { diagonal: false, spacing: 'may-touch' },
      report: { timing: 'per-shot', sunk: 'with-class', hitClass: false },
    });
    const solo: SimulationConfig = { ...config, variant: eight, mode: 'solo', strategies: ['advisor', 'random'] };
    const hybrid = runGames(solo, [0, 1]).posterior;
    expect(hybrid.sampled).toBeGreaterThan(0);
    expect(hybrid.sampled).toBeLessThanOrEqual(hybrid.estimated);
    const chain = runGames({ ...solo, sampler: false }, [0, 1]).posterior;
    expect(chain.sampled).toBe(0);
    expect(chain.exact + chain.estimated).toBeGreaterThan(0);
  });

  it('plays the same games with the one-step lookahead on one worker and on two', async () => {
    const look: SimulationConfig = { ...config, games: 4, mode: 'solo', strategies: ['advisor', 'random'], lookahead: { candidates: 4 } };
    const one = await simulate(look, { workers: 1 });
    const two = await simulate(look, { workers: 2 });
    expect(two.rows).toEqual(one.rows);
    for (const r of one.rows) expect(r.shotsToSink).toBeGreaterThanOrEqual(5);
  });

  it("starts the advisor's chains from the position before, and a posterior still depends on its evidence alone", async () => {
    const spaced = makeVariant({
      rows: 7,
      columns: 7,
      fleet: [shipClass('three', 3), shipClass('two', 2, { count: 2 }), shipClass('one', 1, { count: 2 })],
      placement: { diagonal: false, spacing: 'no-contact' },
      report: { timing: 'per-shot', sunk: 'with-class', hitClass: false },
    });
    const chained: SimulationConfig = { variant: spaced, games: 4, seed: 'warm', strategies: ['advisor', 'advisor'], mode: 'match', sampler: false };
    const together = runGames(chained, [0, 1, 2, 3]).rows;
    // One game per run: fresh memo tables, so no position is found in a table another game filled.
    const apart = [0, 1, 2, 3].flatMap((i) => runGames(chained, [i]).rows);
    expect(apart).toEqual(together);
    expect((await simulate(chained, { workers: 2 })).rows).toEqual(together);
    // The warm starts are used (without them the chains, and so some shots, differ).
    expect(runGames({ ...chained, warmStarts: false }, [0, 1, 2, 3]).rows).not.toEqual(together);
  });

  it("hands the advisor's inferrer the evidence key the game loop keeps, equal to evidenceKey of the evidence", () => {
    const brute = bruteInferrer();
    let asked = 0;
    const checking: Inferrer = (variant, evidence, opts) => {
      asked++;
      expect(opts?.evidenceKey).toBe(evidenceKey(evidence));
      return brute(variant, evidence);
    };
    const advisor = advisorStrategy({ infer: checking });
    for (const mode of ['match', 'solo'] as const) playGame({ variant: small, strategies: [advisor, advisor], mode, seed: `keys:${mode}` });
    expect(asked).toBeGreaterThan(10);
  });

  it("tells each side the enemy's salvo sizes only when they tell something (not a constant salvo's)", () => {
    const afloat: typeof small = { ...small, turns: { ...small.turns, salvo: { kind: 'ships-afloat', perShip: 1 } } };
    const brute = bruteInferrer();
    const sizesSeen = (variant: typeof small): number => {
      let seen = 0;
      const watching = advisorStrategy({
        infer: (v, evidence) => {
          seen += evidence.ownSalvoSizes?.length ?? 0;
          return brute(v, evidence);
        },
      });
      playGame({ variant, strategies: [watching, watching], mode: 'match', seed: 'sizes' });
      return seen;
    };
    expect(sizesSeen(small)).toBe(0);
    expect(sizesSeen(afloat)).toBeGreaterThan(0);
  });

  it('summarises wins, draws and the first player', () => {
    const s = summarizeRows(small, [
      { winner: 'blue', salvos: 10, shots: 10, sideShots: [5, 5], shotsToSink: 5 },
      { winner: 'red', salvos: 12, shots: 12, sideShots: [6, 6], shotsToSink: 6 },
      { winner: null, salvos: 20, shots: 20, sideShots: [10, 10], shotsToSink: null },
    ]);
    expect(s.wins).toEqual({ blue: 1, red: 1 });
    expect(s.draws).toBe(1);
    expect(s.unfinished).toBe(1);
    expect(s.firstPlayer.rate).toBe(0.5);
    expect(s.shotsToSink.mean).toBe(5.5);
  });
});

describe('uniformLayoutDraw', () => {
  it('draws legal fleets, each layout about equally often', () => {
    const v = makeVariant({ rows: 5, columns: 5, fleet: [shipClass('four', 4), shipClass('three', 3)], placement: { diagonal: false, spacing: 'no-contact' } });
    const seen = new Map<string, number>();
    const n = 3000;
    for (let i = 0; i < n; i++) {
      const { layout, uniform } = uniformLayoutDraw(v, i);
      expect(uniform).toBe(true);
      expect(isLegalLayout(layout, v)).toBe(true);
      const key = JSON.stringify(layout.map((s) => s.cells));
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    const counts = [...seen.values()];
    const expected = n / seen.size;
    // Chi-square against uniform, with a wide margin.
    const chi = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(2 * seen.size + 50);
  });
});

describe('uniformFleet', () => {
  it("draws the core sampler's fleet from the same seed", async () => {
    const morskoy = await loadVariant('morskoy-boy', { cwd: process.cwd() });
    const mixed = makeVariant({ rows: 6, columns: 7, fleet: [shipClass('three', 3, { count: 2 }), shipClass('one', 1, { count: 3 })], placement: { diagonal: false, spacing: 'no-side-contact' } });
    for (const v of [morskoy, small, salvo, mixed]) for (let i = 0; i < 25; i++) expect(uniformFleet(v, `u:${i}`)).toEqual(uniformLayout(v, `u:${i}`));
  });
});

describe('simulate where the second-listed side fires first', () => {
  // `--strategy` is the strategy of the side that fires first (turns.first), `--vs` the other's,
  // whichever order the variant lists the sides in.
  const redFirst = makeVariant({ ...small, turns: { ...small.turns, first: 'red' } });

  it('gives the first strategy to the side that fires first in solo play', () => {
    const base: SimulationConfig = { variant: redFirst, games: 3, seed: 'order', strategies: ['hunt', 'random'], mode: 'solo' };
    const mixed = runGames(base, [0, 1, 2]).rows;
    expect(mixed).toEqual(runGames({ ...base, strategies: ['hunt', 'hunt'] }, [0, 1, 2]).rows);
    expect(mixed).not.toEqual(runGames({ ...base, strategies: ['random', 'random'] }, [0, 1, 2]).rows);
    expect(mixed.every((r) => r.winner === 'red')).toBe(true);
  });

  it('gives the first strategy to the side that fires first in a match', () => {
    const base: SimulationConfig = { variant: redFirst, games: 3, seed: 'order', strategies: ['hunt', 'random'], mode: 'match' };
    const swapped = makeVariant({ ...redFirst, turns: { ...redFirst.turns, sides: [redFirst.turns.sides[1]!, redFirst.turns.sides[0]!] } });
    // The same game with the sides listed the other way round: red (first to fire) plays hunt.
    const listedRedFirst = runGames({ ...base, variant: swapped }, [0, 1, 2]).rows.map((r) => r.winner);
    expect(runGames(base, [0, 1, 2]).rows.map((r) => r.winner)).toEqual(listedRedFirst);
  });
});

describe('simulate with a fleet packed too tightly for a uniform draw', () => {
  // 12 ships of 24 cells and 20 submarines on 26×26 with no contact: almost no independent draw
  // fits, and the layouts are too many for the exact counter's work limit.
  const packed = makeVariant({
    id: 'packed',
    rows: 26,
    columns: 26,
    fleet: [shipClass('long', 24, { count: 12 }), shipClass('sub', 1, { count: 20 })],
    placement: { diagonal: false, spacing: 'no-contact' },
  });
  const config: SimulationConfig = { variant: packed, games: 2, seed: 'packed', strategies: ['hunt', 'hunt'], mode: 'match' };

  it('draws a fleet too tight for rejection but few enough to count by the exact counter, uniformly, as fleet random does: not said as searched', () => {
    // 16 submarines on 7×7 with no contact: one layout, which almost no independent draw hits,
    // and which the counter finds at once.
    const sixteen = makeVariant({ id: 'sixteen', rows: 7, columns: 7, fleet: [shipClass('sub', 1, { count: 16 })], placement: { diagonal: false, spacing: 'no-contact' } });
    const r = runGames({ variant: sixteen, games: 1, seed: 'packed', strategies: ['hunt', 'hunt'], mode: 'match' }, [0]);
    expect(r.searched).toBe(0);
    expect(r.rows).toHaveLength(1);
    expect(r.rows[0]!.winner).not.toBeNull();
  });

  it('says how many fleets the exact counter drew, on two workers, in the fleets line and fleetsCounted (en/ru/pl); fleets as before where it drew none', async () => {
    const sixteen = makeVariant({ id: 'sixteen', rows: 7, columns: 7, fleet: [shipClass('sub', 1, { count: 16 })], placement: { diagonal: false, spacing: 'no-contact' } });
    const counted = await simulate({ variant: sixteen, games: 2, seed: 'packed', strategies: ['hunt', 'hunt'], mode: 'match' }, { workers: 2 });
    expect(counted.fleetsCounted).toBe(4);
    expect(counted.fleetsSearched).toBeUndefined();
    expect(counted.fleets).toBe('uniform over all legal fleets (rejection sampling; 4 by the exact counter)');
    expect(formatSimulations([counted])).toContain('\nfleets: uniform over all legal fleets (rejection sampling; 4 by the exact counter); ');
    expect(formatSimulations([counted], simulateText('ru'))).toContain('\nфлоты: равномерно среди всех допустимых флотов (выборка с отклонением; точным подсчётом: 4); ');
    expect(formatSimulations([counted], simulateText('pl'))).toContain('\nfloty: równomiernie spośród wszystkich dozwolonych flot (losowanie z odrzucaniem; dokładnym liczeniem: 4); ');
    const plain = await simulate({ ...config, variant: small }, { workers: 1 });
    expect(plain.fleets).toBe('uniform over all legal fleets (rejection sampling)');
    expect(plain.fleetsCounted).toBeUndefined();
    expect(formatSimulations([plain], simulateText('ru'))).toContain('\nфлоты: равномерно среди всех допустимых флотов (выборка с отклонением); ');
    // Compared side by side, the count is said of the variant it belongs to.
    expect(formatSimulations([plain, counted])).toContain('\nfleets: uniform over all legal fleets (rejection sampling; by the exact counter: 4 in sixteen); ');
    expect(formatSimulations([plain, counted], simulateText('pl'))).toContain('(losowanie z odrzucaniem; dokładnym liczeniem: sixteen — 4); ');
  });

  it('counts the fleets a search placed, on two workers, and says they are not uniform (en/ru/pl)', async () => {
    // Two workers, a game each: the count comes back from both (in one thread, as the other test's).
    const one = await simulate(config, { workers: 2 });
    expect(one.fleetsSearched).toBe(4);
    expect(one.variant).toBe('packed');
    expect(formatSimulations([one])).toContain(
      '\npacked: 4 of the 4 fleets were packed so tightly that no uniform draw fitted: placed by a search, not uniformly among all legal fleets, so the figures lean to the layouts a search finds\n',
    );
    expect(formatSimulations([one], simulateText('ru'))).toContain('\npacked: флотов, расставленных так тесно, что равномерная выборка не удалась, 4 из 4: их расставил поиск');
    expect(formatSimulations([one], simulateText('pl'))).toContain('\npacked: flot ustawionych tak ciasno, że losowanie równomierne się nie udało, 4 z 4: ustawiło je przeszukiwanie');
  });

  it('counts them in one thread too', () => {
    expect(runGames({ ...config, games: 1 }, [0]).searched).toBe(2);
  });

  it('says nothing of it where every fleet was drawn uniformly', async () => {
    const report = await simulate({ ...config, variant: small }, { workers: 1 });
    expect(report.fleetsSearched).toBeUndefined();
    expect(formatSimulations([report])).not.toContain('packed so tightly');
  });
});
