/**
 * `salvo simulate`'s own words, in English, Russian and Polish (other languages fall back to
 * English): the table's row labels, its cells' words, the line under it and the progress line.
 * Numbers are written as the language writes them (`106,5`); strategy ids stay as --strategy
 * takes them; `--json` stays English.
 *
 * @example
 *   simulateText('ru').games(4, 'match', '1') // '4 (матч, зерно 1)'
 */
import { localNumber } from '../core/local-number.js';
import { plural } from '../core/plural.js';
import { fixed } from './report-text.js';
import { spoken } from '../core/language.js';
import type { Difference } from './stats.js';

/** What there were too few of to set two variants' figure side by side: games, games with the fleet sunk, decided games. */
export type TooFew = 'games' | 'sunk' | 'decided';

export interface SimulateText {
  /** A number with `d` decimals, as the language writes it. */
  num(x: number, d: number): string;
  /** The row labels, top to bottom. */
  readonly rows: {
    readonly games: string;
    readonly strategies: string;
    readonly salvos: string;
    readonly shots: string;
    /** The shots' row where every salvo is one shot (Морской бой, Statki): the salvos' row, which counts the same, left out. */
    readonly shotsAlone: string;
    readonly shotsToSink: string;
    readonly unfinished: string;
    readonly firstWins: string;
    readonly draws: string;
    readonly posteriors: string;
  };
  games(games: number, mode: 'match' | 'solo', seed: string): string;
  versus(first: string, second: string): string;
  /** A side named by its place among the variant's sides (`Gracz 1`), where some variant compared has no words in the language. */
  player(n: number): string;
  /**
   * How the fleets were drawn where uniformly, in the language's words: by rejection, and how many
   * fleets the exact counter drew (those too tightly packed for rejection), in the variant named
   * by `column` where several are compared (`column` null: only one).
   */
  uniform(counted: readonly { readonly column: string | null; readonly count: number }[]): string;
  /** The line under the table: `fleets` how they were drawn (`uniform`'s words, or a report's own), `match`: some report is of matches. */
  footer(fleets: string, match: boolean): string;
  /** Under the footer, a variant whose fleets (`searched` of `fleets`) were packed too tightly for a uniform draw, and placed by a search. */
  searched(variant: string, searched: number, fleets: number): string;
  /** The progress line's figures: `done` of `total` games, `salvos` fired (shots, where every salvo is one: `single`), `secs` seconds. */
  progress(done: number, total: number, salvos: number, single?: boolean): string;
  readonly seconds: string;
  /**
   * Under the table, a later variant against the first (their columns' heads): the heading of the
   * differences; `shares`: with the first player's share of wins among them (not in solo play).
   */
  compared(other: string, first: string, shares: boolean): string;
  /** The rows of the differences. */
  readonly differences: { readonly salvos: string; readonly shots: string; readonly shotsToSink: string; readonly firstWins: string };
  /**
   * A difference with its 95% interval and whether it is more than noise; `points`: of
   * percentages. `d` null: too few to tell, of what `few` says: games (fewer than two a side),
   * games in which the fleet was sunk (shots to sink it: fewer than two a side, though the games
   * were more), or decided games (the first player's wins: none in one, every game drawn).
   */
  difference(d: Difference | null, decimals: number, points: boolean, few?: TooFew): string;
  /**
   * The shots to sink where some game of either variant sank no fleet: the difference of the
   * means of the games that did, with its interval, not judged; `other` and `first` each the
   * column's head, its games and those that sank no fleet.
   */
  censored(d: Difference, other: Censored, first: Censored): string;
}

/** A variant's column in a censored comparison: its head, its games, those in which no fleet was sunk. */
export interface Censored {
  readonly head: string;
  readonly games: number;
  readonly notSunk: number;
}

/**
 * A difference's figure with its sign (`+6.9`, `−1.7`, `0.0`: no sign on what rounds to 0), in
 * percent where `points`; the minus the sign U+2212, as the analysis writes its luck (`−1.2`), not
 * a hyphen.
 */
function signed(num: (x: number, d: number) => string, x: number, decimals: number, points: boolean): string {
  const v = points ? x * 100 : x;
  const text = num(Math.abs(v), decimals);
  return Number(v.toFixed(decimals)) === 0 ? num(0, decimals) : `${v > 0 ? '+' : '\u2212'}${text}`;
}

/**
 * An interval's bound as `signed` writes it, but never a bare 0 for a bound that is not 0: up to
 * three more decimals, until it shows its sign (`−0.3` points, not `0`): an interval that leaves 0
 * out, more than noise, is not written as reaching it.
 */
function bound(num: (x: number, d: number) => string, x: number, decimals: number, points: boolean): string {
  const v = points ? x * 100 : x;
  for (let d = decimals; v !== 0 && d < decimals + 3; d++) if (Number(v.toFixed(d)) !== 0) return signed(num, x, d, points);
  return signed(num, x, v === 0 ? decimals : decimals + 3, points);
}

const UNIFORM = 'uniform over all legal fleets (rejection sampling)';

/**
 * How the games' fleets were drawn, in words (a report's `fleets`): uniformly by rejection, and
 * where `counted` fleets were too tightly packed for it, how many the exact counter drew.
 *
 * @example
 *   fleetsWords(39) // 'uniform over all legal fleets (rejection sampling; 39 by the exact counter)'
 */
export function fleetsWords(counted: number): string {
  return counted > 0 ? `uniform over all legal fleets (rejection sampling; ${counted} by the exact counter)` : UNIFORM;
}

const en: SimulateText = {
  censored: (d, o, f) =>
    `${signed(en.num, d.difference, 1, false)} (${bound(en.num, d.low, 1, false)} to ${bound(en.num, d.high, 1, false)}) over the games that sank it; not judged: ${o.notSunk} of ${o.games} (${o.head}) and ${f.notSunk} of ${f.games} (${f.head}) did not sink it, so the means leave out games that needed more shots than were fired`,
  num: (x, d) => fixed(x, d),
  rows: {
    games: 'games',
    strategies: 'strategies',
    salvos: 'salvos mean / median ± sd [q1–q3]',
    shots: 'shots',
    shotsAlone: 'shots mean / median ± sd [q1–q3]',
    shotsToSink: 'shots to sink the fleet',
    unfinished: 'not sunk (draws, shot limits)',
    firstWins: 'first player wins',
    draws: 'draws',
    posteriors: 'advisor posteriors exact / estimated',
  },
  games: (games, mode, seed) => `${games} (${mode}, seed ${seed})`,
  versus: (a, b) => `${a} vs ${b}`,
  player: (n) => `Player ${n}`,
  uniform: (counted) => {
    if (counted.length === 0) return UNIFORM;
    if (counted.length === 1 && counted[0]!.column === null) return fleetsWords(counted[0]!.count);
    return `uniform over all legal fleets (rejection sampling; by the exact counter: ${counted.map((c) => `${c.count} in ${c.column ?? ''}`).join(', ')})`;
  },
  footer: (fleets, match) => `fleets: ${fleets}; "shots to sink" is ${match ? "the winner's shots in a match, " : ''}the shooter's shots in solo play`,
  searched: (variant, searched, fleets) =>
    `${variant}: ${searched} of the ${fleets} fleets were packed so tightly that no uniform draw fitted: placed by a search, not uniformly among all legal fleets, so the figures lean to the layouts a search finds`,
  progress: (done, total, salvos, single) => `${done}/${total} games, ${salvos.toLocaleString('en-US')} ${single === true ? 'shot' : 'salvo'}${salvos === 1 ? '' : 's'}`,
  seconds: 's',
  compared: (other, first, shares) => `${other} against ${first}: the difference of the means${shares ? " (of the first player's share of wins)" : ''} with its 95% interval`,
  differences: { salvos: 'salvos', shots: 'shots', shotsToSink: 'shots to sink the fleet', firstWins: 'first player wins' },
  difference: (d, decimals, points, few = 'games') => {
    if (d === null) {
      return {
        games: 'too few games to tell (at least 2 each)',
        sunk: 'too few games with the fleet sunk to tell (at least 2 each)',
        decided: 'too few decided games to tell (at least 1 each, not drawn)',
      }[few];
    }
    const f = (x: number): string => signed(en.num, x, decimals, points);
    const b = (x: number): string => bound(en.num, x, decimals, points);
    return `${f(d.difference)}${points ? ' points' : ''} (${b(d.low)} to ${b(d.high)}): ${d.beyondNoise ? 'more than noise' : 'within the noise'}`;
  },
};

const ru: SimulateText = {
  censored: (d, o, f) =>
    `${signed(ru.num, d.difference, 1, false)} (от ${bound(ru.num, d.low, 1, false)} до ${bound(ru.num, d.high, 1, false)}) по партиям, где флот потоплен; не оценивается: в ${o.notSunk} из ${o.games} (${o.head}) и ${f.notSunk} из ${f.games} (${f.head}) он не потоплен, так что средние не учитывают партии, которым нужно было больше выстрелов, чем сделано`,
  num: (x, d) => localNumber('ru', fixed(x, d)),
  rows: {
    games: 'партии',
    strategies: 'стратегии',
    salvos: 'залпы: среднее / медиана ± σ [q1–q3]',
    shots: 'выстрелы',
    shotsAlone: 'выстрелы: среднее / медиана ± σ [q1–q3]',
    shotsToSink: 'выстрелы до потопления флота',
    unfinished: 'флот не потоплен (ничьи, предел выстрелов)',
    firstWins: 'побеждает первый игрок',
    draws: 'ничьи',
    posteriors: 'распределения советника: точные / оценённые',
  },
  games: (games, mode, seed) => `${games} (${mode === 'match' ? 'матч' : 'стреляет одна сторона'}, зерно ${seed})`,
  versus: (a, b) => `${a} против ${b}`,
  player: (n) => `Игрок ${n}`,
  uniform: (counted) =>
    `равномерно среди всех допустимых флотов (выборка с отклонением${counted.length === 0 ? '' : `; точным подсчётом: ${counted.map((c) => (c.column === null ? String(c.count) : `${c.column} — ${c.count}`)).join(', ')}`})`,
  footer: (fleets, match) =>
    `флоты: ${fleets}; «выстрелы до потопления» — ${match ? 'в матче выстрелы победителя, ' : ''}в игре одной стороны выстрелы стреляющего`,
  searched: (variant, searched, fleets) =>
    `${variant}: флотов, расставленных так тесно, что равномерная выборка не удалась, ${searched} из ${fleets}: их расставил поиск, не равномерно среди всех допустимых флотов, так что числа смещены к расстановкам, которые находит поиск`,
  progress: (done, total, salvos, single) =>
    `${done}/${total} ${plural('ru', total, 'партия', 'партии', 'партий')}, ${localNumber('ru', salvos.toLocaleString('en-US'))} ${single === true ? plural('ru', salvos, 'выстрел', 'выстрела', 'выстрелов') : plural('ru', salvos, 'залп', 'залпа', 'залпов')}`,
  seconds: 'с',
  compared: (other, first, shares) => `${other} по сравнению с ${first}: разность средних${shares ? ' (для побед первого игрока — разность долей)' : ''} и её 95-процентный доверительный интервал`,
  differences: { salvos: 'залпы', shots: 'выстрелы', shotsToSink: 'выстрелы до потопления флота', firstWins: 'побеждает первый игрок' },
  difference: (d, decimals, points, few = 'games') => {
    if (d === null) {
      return {
        games: 'слишком мало партий, чтобы судить (нужно хотя бы по 2)',
        sunk: 'слишком мало партий с потопленным флотом, чтобы судить (нужно хотя бы по 2)',
        decided: 'слишком мало партий с победителем, чтобы судить (нужно хотя бы по 1, не ничьей)',
      }[few];
    }
    const f = (x: number): string => signed(ru.num, x, decimals, points);
    const b = (x: number): string => bound(ru.num, x, decimals, points);
    return `${f(d.difference)}${points ? ' п. п.' : ''} (от ${b(d.low)} до ${b(d.high)}): ${d.beyondNoise ? 'больше шума' : 'в пределах шума'}`;
  },
};

const pl: SimulateText = {
  censored: (d, o, f) =>
    `${signed(pl.num, d.difference, 1, false)} (od ${bound(pl.num, d.low, 1, false)} do ${bound(pl.num, d.high, 1, false)}) w grach, w których flotę zatopiono; bez oceny: w ${o.notSunk} z ${o.games} (${o.head}) i ${f.notSunk} z ${f.games} (${f.head}) jej nie zatopiono, więc średnie pomijają gry, które wymagały więcej strzałów, niż oddano`,
  num: (x, d) => localNumber('pl', fixed(x, d)),
  rows: {
    games: 'gry',
    strategies: 'strategie',
    salvos: 'salwy: średnia / mediana ± σ [q1–q3]',
    shots: 'strzały',
    shotsAlone: 'strzały: średnia / mediana ± σ [q1–q3]',
    shotsToSink: 'strzały do zatopienia floty',
    unfinished: 'flota niezatopiona (remisy, limity strzałów)',
    firstWins: 'wygrywa pierwszy gracz',
    draws: 'remisy',
    posteriors: 'rozkłady doradcy: dokładne / oszacowane',
  },
  games: (games, mode, seed) => `${games} (${mode === 'match' ? 'mecz' : 'strzela jedna strona'}, ziarno ${seed})`,
  versus: (a, b) => `${a} przeciw ${b}`,
  player: (n) => `Gracz ${n}`,
  uniform: (counted) =>
    `równomiernie spośród wszystkich dozwolonych flot (losowanie z odrzucaniem${counted.length === 0 ? '' : `; dokładnym liczeniem: ${counted.map((c) => (c.column === null ? String(c.count) : `${c.column} — ${c.count}`)).join(', ')}`})`,
  footer: (fleets, match) =>
    `floty: ${fleets}; „strzały do zatopienia” to ${match ? 'w meczu strzały zwycięzcy, ' : ''}w grze jednej strony strzały strzelającego`,
  searched: (variant, searched, fleets) =>
    `${variant}: flot ustawionych tak ciasno, że losowanie równomierne się nie udało, ${searched} z ${fleets}: ustawiło je przeszukiwanie, nie równomiernie spośród wszystkich dozwolonych flot, więc liczby są przesunięte ku ustawieniom, które znajduje przeszukiwanie`,
  progress: (done, total, salvos, single) =>
    `${done}/${total} ${plural('pl', total, 'gra', 'gry', 'gier')}, ${localNumber('pl', salvos.toLocaleString('en-US'))} ${single === true ? plural('pl', salvos, 'strzał', 'strzały', 'strzałów') : plural('pl', salvos, 'salwa', 'salwy', 'salw')}`,
  seconds: 's',
  compared: (other, first, shares) => `${other} wobec ${first}: różnica średnich${shares ? ' (dla wygranych pierwszego gracza: różnica odsetków)' : ''} z 95-procentowym przedziałem ufności`,
  differences: { salvos: 'salwy', shots: 'strzały', shotsToSink: 'strzały do zatopienia floty', firstWins: 'wygrywa pierwszy gracz' },
  difference: (d, decimals, points, few = 'games') => {
    if (d === null) {
      return {
        games: 'za mało gier, by ocenić (co najmniej po 2)',
        sunk: 'za mało gier z zatopioną flotą, by ocenić (co najmniej po 2)',
        decided: 'za mało rozstrzygniętych gier, by ocenić (co najmniej po 1, nie remisu)',
      }[few];
    }
    const f = (x: number): string => signed(pl.num, x, decimals, points);
    const b = (x: number): string => bound(pl.num, x, decimals, points);
    return `${f(d.difference)}${points ? ' pkt proc.' : ''} (od ${b(d.low)} do ${b(d.high)}): ${d.beyondNoise ? 'więcej niż szum' : 'w granicach szumu'}`;
  },
};

/** The texts for a language code (`ru`, `pl-PL` → Polish; English otherwise). */
export function simulateText(lang: string): SimulateText {
  return { en, ru, pl }[spoken(lang)];
}
