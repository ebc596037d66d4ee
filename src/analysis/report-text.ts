/**
 * The analysis report's own words (`salvo analyze`, its text and its PDF), in English, Russian and
 * Polish, as render/i18n.ts gives the pad's: headings, the table's columns, totals, the verdict,
 * the referee's summary line and what is left out of the evidence. The game's words (ship names,
 * side names, cells) come from the record and the variant, a side's name quoted and put after a
 * word for the side in the case the sentence needs (`сторона «Красные» стреляет`), never declined; the referee's diagnostics stay English.
 * Numbers are written as the language writes them (`15,3` in Russian and Polish). Where every
 * salvo is one shot (Морской бой, Statki) the report speaks of shots, as play does, in English too
 * (the referee's summary line keeps check's words). Other languages fall back to English.
 *
 * @example
 *   analysisText('ru', true).firing('«Красные»', '«Синие»') // 'сторона «Красные» стреляет по стороне «Синие»'
 */
import { possessive } from '../core/possessive.js';
import { localNumber } from '../core/local-number.js';
import { plural } from '../core/plural.js';
import type { EstimateMethod, StopReason, VerdictFigures } from './analyze.js';
import { quoted, spoken } from '../core/language.js';

/**
 * How many salvos (or shots, when each turn is one shot) the record holds, said as a sentence
 * in Russian or Polish, with the noun (and the Polish verb) agreeing with the number. `check`'s
 * summary and `analyze`'s referee line both use it, so the two always read alike.
 *
 * @example
 *   inRecord('ru', true, 77)   // 'в записи 77 выстрелов'
 *   inRecord('ru', false, 21)  // 'в записи 21 залп'
 *   inRecord('pl', true, 22)   // 'w zapisie są 22 strzały'
 *   inRecord('pl', false, 12)  // 'w zapisie jest 12 salw'
 */
export function inRecord(lang: 'ru' | 'pl', single: boolean, n: number): string {
  if (lang === 'ru') return `в записи ${n} ${single ? plural('ru', n, 'выстрел', 'выстрела', 'выстрелов') : plural('ru', n, 'залп', 'залпа', 'залпов')}`;
  return `w zapisie ${plural('pl', n, 'jest', 'są', 'jest')} ${n} ${single ? plural('pl', n, 'strzał', 'strzały', 'strzałów') : plural('pl', n, 'salwa', 'salwy', 'salw')}`;
}

/**
 * What the referee found, counted: the breaches of the rules and, apart from them, the reading
 * errors (`2 breaches and 1 reading error`, `1 ошибка чтения`, `2 naruszenia i 1 błąd odczytu`);
 * the breaches alone where nothing could not be read (`0 breaches` too).
 */
export function foundCount(lang: 'en' | 'ru' | 'pl', breaches: number, reading: number): string {
  const said =
    lang === 'ru'
      ? { b: `${breaches} ${plural('ru', breaches, 'нарушение', 'нарушения', 'нарушений')}`, r: `${reading} ${plural('ru', reading, 'ошибка', 'ошибки', 'ошибок')} чтения`, and: ' и ' }
      : lang === 'pl'
        ? { b: `${breaches} ${plural('pl', breaches, 'naruszenie', 'naruszenia', 'naruszeń')}`, r: `${reading} ${plural('pl', reading, 'błąd', 'błędy', 'błędów')} odczytu`, and: ' i ' }
        : { b: `${breaches} ${plural('en', breaches, 'breach', 'breaches')}`, r: `${reading} reading error${reading === 1 ? '' : 's'}`, and: ' and ' };
  if (reading === 0) return said.b;
  return breaches === 0 ? said.r : `${said.b}${said.and}${said.r}`;
}

/** Names as a list: `A and B`, `A, B and C` (`and` the language's word, spaces around it). */
function listed(names: readonly string[], and: string): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')}${and}${names[names.length - 1]!}`;
}

/**
 * `x` with `d` decimals and, where it has one, its error (`e`: null or 0 where exact), as the
 * totals line writes them: `15.3±0.1`, an error below half the last digit to its first digit that
 * is not 0 (`15.3±0.04`, `15.3±0.004`: `errorDecimalsAt`).
 */
function withError(num: (x: number, d: number) => string, x: number, e: number | null, d: number): string {
  return e === null || e <= 0 ? num(x, d) : `${num(x, d)}±${num(e, errorDecimalsAt(e, d))}`;
}

/**
 * The decimals an error is written to beside a figure of `d` decimals: `d`, unless it would round
 * to 0 there, then as many as its first digit that is not 0 needs (at most five more), so that an
 * estimate's error never reads `±0.0` or `±0.00`, which says none (0.04 beside one decimal: 2;
 * 0.0004 beside two: 4).
 *
 * @example
 *   errorDecimalsAt(0.004, 1) // 3
 */
export function errorDecimalsAt(e: number, d: number): number {
  if (!(e > 0) || e >= 0.5 * 10 ** -d) return d;
  return Math.min(d + 5, Math.max(d + 1, -Math.floor(Math.log10(e))));
}

/**
 * A share as a percentage with its error where it has one: `77%`, `77±1%`, `77±0.4%`, `77±0.03%`
 * (the error whole from 1%, below 0.05% to its first digit that is not 0, as the tables write it:
 * format.ts `errorText`).
 */
function percentWithError(num: (x: number, d: number) => string, x: number, e: number | null): string {
  if (e === null || e <= 0) return `${num(x * 100, 0)}%`;
  return `${num(x * 100, 0)}±${num(e * 100, errorDecimals(e * 100))}%`;
}

/**
 * The decimals an error in percent is written to: none from 1 on, one below, and below 0.05% as
 * many as its first digit that is not 0 needs (0.04: 2; 0.004: 3), so that it never reads ±0.0%.
 */
export function errorDecimals(percent: number): number {
  if (percent >= 0.95) return 0;
  if (percent >= 0.05 || !(percent > 0)) return 1;
  return Math.min(6, Math.max(2, -Math.floor(Math.log10(percent))));
}

/**
 * Hits as the totals line and the verdict write them: a count known exactly as the whole number it
 * is (`15`, not `15.0`), an estimate with `~` to a tenth (`~14.3`).
 *
 * @example
 *   hitsWritten((x, d) => x.toFixed(d), 15, true) // '15'
 */
export function hitsWritten(num: (x: number, d: number) => string, hits: number, exact: boolean): string {
  return exact && Number.isInteger(hits) ? num(hits, 0) : `${exact ? '' : '~'}${num(hits, 1)}`;
}

/**
 * `x` to `d` decimals as the reports write a figure: a negative one with the minus sign U+2212,
 * as the luck is written (`−1.2`), not a hyphen, and one that rounds to 0 without a sign (`0.0`,
 * not `-0.0`). Every language's `num` writes through it (analysis, suggest, simulate).
 *
 * @example
 *   fixed(-0.34, 1) // '−0.3'
 *   fixed(-0.01, 1) // '0.0'
 */
export function fixed(x: number, d: number): string {
  const text = x.toFixed(d);
  if (!text.startsWith('-')) return text;
  return /[1-9]/u.test(text) ? `\u2212${text.slice(1)}` : text.slice(1);
}

/**
 * A luck's figure with its sign and its error: `+1.7`, `−0.4±0.1`, the minus the sign U+2212 as
 * the `±` beside it is, not a hyphen. A figure written `0.0` (whether 0 or a few hundredths either
 * side of it) is neither above nor below: it has no sign, `0.0`, `0.0±0.2`, not `+0.0` or `−0.0`.
 */
export function signedWithError(num: (x: number, d: number) => string, x: number, e: number | null): string {
  if (Number(x.toFixed(1)) === 0) return withError(num, 0, e, 1);
  return `${x < 0 ? '\u2212' : '+'}${withError(num, Math.abs(x), e, 1)}`;
}

/**
 * The luck as the verdict writes it: the hits less the expected hits, each rounded to the tenth
 * it is written with first, so the three figures add up as read (`1 hit against 0.3 expected
 * (+0.7)`, not the +0.8 that 1 − 0.25 rounds to). The words (lucky, as expected) still weigh the
 * figures unrounded.
 */
export function luckAsWritten(actual: number, expected: number): number {
  const tenths = (x: number): number => Math.round(Number(x.toFixed(1)) * 10);
  return (tenths(actual) - tenths(expected)) / 10;
}

/**
 * The decimals the aim's two figures are written with: one, unless the share written beside them
 * (a whole percent) is not the share of the figures as written, where more (two, then three) make
 * them agree: `20% of the best expected hits (0.33 of 1.67)`, not `(0.3 of 1.7)`, which is 18%.
 * Where positions were estimated (`skillError`), the share is known only to its error, and figures
 * whose share is within it (or within the half percent the share is rounded to) agree:
 * `90±0.3% (1.16±0.01 of 1.28±0.01)`. The share itself is the figures' unrounded, as the aim's word
 * weighs it; where no decimals up to three agree, one.
 */
export function aimDecimals(value: number, best: number, skill: number, skillError: number | null = null): number {
  const percent = (x: number): string => (x * 100).toFixed(0);
  const within = skillError !== null && skillError > 0 ? Math.max(0.005, skillError) : null;
  for (let d = 1; d <= 3; d++) {
    const [v, b] = [Number(value.toFixed(d)), Number(best.toFixed(d))];
    // As the skill is taken: a weighed value below 0 is no aim, a best of 0 leaves nothing to miss.
    const written = b > 0 ? Math.max(0, v) / b : best > 0 ? null : 1;
    if (written === null) continue;
    if (within !== null ? Math.abs(written - skill) <= within : percent(written) === percent(skill)) return d;
  }
  return 1;
}

/**
 * Where the verdict's two aim figures are not the totals line's (`VerdictFigures.totals`: a lost
 * turn weighed, or hits on ships that need not be sunk left out), the totals line's two and what
 * each is less, as written: the figures at `d` decimals (with their errors, as the totals line
 * writes them), each difference taken from the figures as written, so that they add up as read
 * (`9.6` less `1.3` is the `8.3` beside it). Undefined where both figures are the totals' as written.
 *
 * @example
 *   totalsLess(f, num, 1) // { expected: '9.6', best: '19.5', less: '1.3', bestLess: '1.7' }
 */
export function totalsLess(f: VerdictFigures, num: (x: number, d: number) => string, d: number): { expected: string; best: string; less: string; bestLess: string } | undefined {
  if (f.totals === undefined) return undefined;
  const at = (x: number): number => Number(x.toFixed(d));
  const less = at(f.totals.expected) - at(f.value);
  const bestLess = at(f.totals.best) - at(f.best);
  if (Math.abs(less) < 0.5 * 10 ** -d && Math.abs(bestLess) < 0.5 * 10 ** -d) return undefined;
  return { expected: withError(num, f.totals.expected, f.valueError, d), best: withError(num, f.totals.best, f.bestError, d), less: num(less, d), bestLess: num(bestLess, d) };
}

/** How positions were estimated, in a language's words: nothing where it is not known. */
function byMethods(by: readonly EstimateMethod[], words: { chain: string; sampler: string; both: string }): string {
  const chain = by.includes('chain');
  const sampler = by.includes('sampler');
  return chain && sampler ? words.both : chain ? words.chain : sampler ? words.sampler : '';
}

/**
 * Why a best salvo that may hit a protected ship had no lost turn weighed against it: `owed`, each
 * hit on it costs its turn whenever made and this one does not sink it while another ship is afloat
 * (advice.ts, `hitsOwed`); `unavoidable`, no other ship can be afloat; `ends-game`, the salvo sinks
 * every ship afloat; `last-shots`, the side's last shots; `enemy-out`, the enemy's shots are spent.
 */
export type FreeHit = 'owed' | 'unavoidable' | 'ends-game' | 'last-shots' | 'enemy-out';

/** How the best salvo of a moment is chosen, where not by its expected hits alone (`columnsLegendOf`). */
export interface BestChosen {
  readonly penalty: boolean;
  readonly worthless: boolean;
  /** With `penalty`: a one-shot salvo may weigh its chance of sinking the protected ship instead (advice.ts, `owedPossible`). */
  readonly owed?: boolean;
}

const BY_HITS: BestChosen = { penalty: false, worthless: false };

// Where each hit on the protected ship owes its turn whenever made (advice.ts, `hitsOwed`), a
// one-shot salvo's chance of sinking it early is what is weighed, not its chance of hitting it.
const OWED_EN = ', or, where each hit on it owes its turn anyway (it must be sunk, one shot a turn), of sinking it while another ship is afloat';
const OWED_RU = ', а где каждое попадание в него и так стоит хода (его нужно потопить, по одному выстрелу за ход), — на вероятность потопить его, пока на плаву другой корабль';
const OWED_PL = ', a gdzie każde trafienie w niego i tak kosztuje turę (trzeba go zatopić, jeden strzał na turę) — razy szansa zatopienia go, gdy inny statek jest jeszcze na wodzie';

export interface AnalysisText {
  /** A number with `d` decimals, as the language writes it. */
  num(x: number, d: number): string;
  refereeOk(salvos: number): string;
  /** The referee's line where it found something: the breaches of the rules, and the reading errors (`reading`) apart from them. */
  refereeBreaches(breaches: number, reading?: number): string;
  leftOutSize(salvo: number, shots: number, side: string): string;
  /**
   * `unreadable`: the announcement could not be read; else a cell of the salvo could not be, or,
   * with `sunkAfter`, it tells a ship sunk and salvo `sunkAfter` of its side (this one or before it)
   * hit at a cell that could not be read, which may be that ship's.
   */
  leftOutAnnouncement(salvo: number, unreadable: boolean, sunkAfter?: number): string;
  /**
   * A per-shot "sunk" after a hit (of salvo `sunkAfter`, this one or before it) at a cell that could
   * not be read, which may be that ship's: counted as a hit (a ship is on the cell), not as sunk.
   */
  sunkAsHit(salvo: number, sunkAfter: number): string;
  /**
   * A whole salvo's "sunk" after a hit (of salvo `sunkAfter`, before it) at a cell that could not
   * be read, which may be that ship's: read as saying a ship hit then may have sunk, some of its
   * cells perhaps the unread ones.
   */
  sunkMayHave(salvo: number, sunkAfter: number): string;
  /** A line written again right after itself (`repeated-salvo`): its salvos (`first`–`last`), the one it copies and the copy's line, left out as check reads it. */
  leftOutCopy(first: number, last: number, of: number, line: number): string;
  firing(side: string, target: string): string;
  /** The table's eleven column headings. */
  readonly columns: readonly string[];
  /**
   * The heading of the column put after `best exp` where the verdict weighs salvos otherwise than
   * by their expected hits (`AnalysisRow.worth`: a protected ship whose hit costs a turn, ships that
   * need not be sunk): each salvo's worth and its best salvo's, as the verdict adds them up.
   */
  readonly worthColumn: string;
  /** Under the tables: what the columns from the third on hold, each named by its heading. */
  readonly columnsLegend: string;
  /**
   * `columnsLegend` where the best salvo is not the one of most expected hits but the advice's
   * (advice.ts, `bestSalvo`): `penalty`, less a lost turn's worth (the best salvo's expected hits)
   * times its chance of hitting a protected ship (Perelman's hospital), `owed`, or where each hit on
   * it owes its turn anyway, of sinking it while another ship is afloat; `worthless`, by its hits on the ships that must be sunk (a decoy,
   * Skagerrak's hospital), its expected hits (best exp) still counting every hit.
   */
  columnsLegendOf(best: BestChosen): string;
  /** The totals line; `actual` already says salvos left out (`withoutUnknown`). */
  totals(expected: string, actual: string, best: string, bits: string): string;
  withoutUnknown(actual: string, salvos: readonly number[]): string;
  /**
   * `certain: battleship after salvo 13, …` (the text report and the PDF alike); `after` null: never. `ships` (`shipMoments`): where
   * given, the salvo after which each ship of the class was certain, said after it in brackets
   * (`submarine after salvo 40 (each ship: after salvos 12, 25, 33, 40)`).
   */
  certainItem(name: string, after: number | null, ships?: readonly (number | null)[]): string;
  certain(items: readonly string[]): string;
  /**
   * Under the `certain:` line (text and PDF), where a class was certain (all its cells known)
   * before some ship of it was, or without it (`shipsLag`): why the ships in brackets lag.
   */
  readonly shipsLag: string;
  /**
   * The note on estimated positions, saying how they were estimated: `by` the methods the
   * analysis records for them (`SalvoFigures.estimatedBy`; empty where it does not know).
   */
  estimated(by: readonly EstimateMethod[]): string;
  /**
   * The note where a cell that could not be read is read loosely (`SalvoFigures.readings`): from the
   * side's salvo `from` on, the positions are of a wider set of layouts than the readings'.
   */
  superset(from: number): string;
  /**
   * The note where some chance of the side's table is written as a bound (`<1%`, `>99%`: an
   * estimate's 0 or 1 the evidence does not decide), and so the expected hits beside it
   * (`boundedHits`: `<0.01`, `>0.99`, numbers as the language writes them).
   */
  readonly bounds: string;
  /**
   * The note where some of the side's salvos (`salvos`, its own numbers) had a shot called off the
   * board, marked `mark` in the cells column: it could hit nothing, yet counts in the salvo's size.
   */
  offBoard(mark: string, salvos: readonly number[]): string;
  /**
   * The note under a side's table where some best salvos may hit a protected ship (Perelman's
   * hospital) yet no lost turn was weighed against them (`FreeHit`): those salvos (`list`, the side's
   * numbers as written, `one` where a single one), whether each hits it for sure (`sure`), the
   * ship(s) named (`ship`), where (`where`: their cells that may be its, and the chances of a hit on
   * it), and why it costs nothing there.
   */
  freeHit(why: FreeHit, list: string, one: boolean, sure: boolean, ship: string, where: string): string;
  /** Why a side's analysis stopped: `english` as the JSON says it, `stop` its parts, `side` the record's name of the side. */
  stopped(english: string, stop: StopReason | undefined, side: string): string;
  readonly verdictLabel: string;
  /**
   * The verdict in the language, from its figures (`english`: its English text, said where it has none).
   * `leftOut`: the names of the classes that need not be sunk (advice.ts, `worthlessClasses`), named where
   * the weighed wording leaves out the hits on more than the protected ship (a hospital and a decoy).
   */
  verdict(figures: VerdictFigures | undefined, english: string, leftOut?: readonly string[]): string;
  wrote(file: string): string;
  // The PDF's words.
  /**
   * The PDF's title, printed at its head and given as the document's: the game, its two sides as
   * the report names them, each with its player (`Analysis: blue (Lt. Hartley) vs red (Miss Crane)`;
   * in Russian and Polish with a dash between them, as a match is written, no name declined).
   */
  pdfTitle(first: string, second: string): string;
  pdfVariant(name: string): string;
  readonly plotBits: string;
  /** The plot's title where it gives expected hits: some position was `estimated`, else some salvo's announcement could not be read. */
  plotHits(estimated: boolean): string;
  readonly plotAxis: string;
  more(n: number): string;
  /** A moment's chart title: the side's waters after its salvo `k` (the record's number), or with `k` 0, before its first (it fired none). */
  enemyWaters(side: string, k: number): string;
  /** The heatmap's title; `k` 0: before the side's first salvo; `error`: where estimated, the largest standard error of its open cells, in percent as written. */
  chances(before: boolean, k: number, estimated: boolean, error?: string): string;
  /** In place of a moment's charts whose position could not be estimated within the budget. */
  readonly noEstimate: string;
  /** Above a side's charts: what the numbers, shades and greys of its two charts mean. */
  chartsLegend(side: string): string;
  /**
   * Above a side's charts where its heatmap was blank before its last salvo (no cell not fired at may hold a ship): the last charts are
   * after its salvo `last` (0: before the first), the last moment something was unknown; `known`, the salvo after which all was.
   */
  lastUnknown(side: string, last: number, known: number): string;
  /** After a side's table heading on the pages it runs onto (`… (continued)`). */
  readonly continued: string;
  /**
   * Under a PDF table whose per-shot chances are summarised (they would not fit the page's width):
   * the column (`heading`, its name) gives each salvo's lowest and highest chance.
   */
  pdfChancesRange(heading: string): string;
}

/** 1st, 2nd, 3rd, 4th, …, 11th, 12th, 13th, …, 21st. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/**
 * Why a side's analysis stopped, in English (`SideAnalysis.stopped`, the JSON's), naming the salvo
 * (`word`: or the shot, in a game of single shots) as the record numbers it and as the side's own.
 *
 * @example
 *   stopReasonText({ reason: 'unannounced', salvo: 6, sideSalvo: 3 }, 'blue', 'salvo') // "salvo 6 (blue's 3rd) has no recorded announcement"
 */
export function stopReasonText(stop: StopReason, side: string, word: 'salvo' | 'shot'): string {
  const named = `${word} ${stop.salvo} (${possessive(side, ordinal(stop.sideSalvo))})`;
  switch (stop.reason) {
    case 'unannounced':
      return `${named} has no recorded announcement`;
    case 'impossible':
      return `no legal fleet fits the announcements before ${named}`;
    case 'impossible-after':
      return `no legal fleet fits the announcements after ${named}, the side's last: its bits are unknown (?)`;
    case 'unestimated':
      return `no estimate could be made within the budget for the position before ${named}: run again with a larger --budget`;
  }
}

/**
 * The moments each ship of a class became certain, where they say more than the class's own
 * (`SideAnalysis.certainty`): a class of more than one ship whose ships did not all become certain
 * with the class (or all never). Undefined otherwise, and the class is said as before.
 *
 * @example
 *   shipMoments({ afterSalvo: 40, ships: [12, 25, 33, 40] }) // [12, 25, 33, 40]
 *   shipMoments({ afterSalvo: 40, ships: [40, 40] }) // undefined
 */
export function shipMoments(c: { readonly afterSalvo: number | null; readonly ships: readonly (number | null)[] }): readonly (number | null)[] | undefined {
  return c.ships.length > 1 && c.ships.some((s) => s !== c.afterSalvo) ? c.ships : undefined;
}

/**
 * Did some ship of the class become certain after the class did, or never while the class did?
 * The class is certain once all its cells are known (every consistent layout puts the class on
 * the same cells), a ship once its own cells are (one placement of the class in every consistent
 * layout): where ships may touch, two 2-cell ships filling a 2×2 square are known as a class but
 * not as ships (`AnalysisText.shipsLag` says so).
 *
 * @example
 *   shipsLag({ afterSalvo: 4, ships: [null, null] }) // true
 *   shipsLag({ afterSalvo: 40, ships: [12, 40] }) // false
 */
export function shipsLag(c: { readonly afterSalvo: number | null; readonly ships: readonly (number | null)[] }): boolean {
  const after = c.afterSalvo;
  return after !== null && c.ships.some((s) => s === null || s > after);
}

/**
 * ` (each ship: after salvos 12, 25; 1 never)`, in the language's words (`says(list, known, nevers)`:
 * the moments known, how many, and how many ships were never told apart); empty without `ships`.
 * Said as when each ship was known, where it read `(ships: 12, 25, never)`, numbers a reader took
 * for the ships'.
 */
function shipsSaid(ships: readonly (number | null)[] | undefined, says: (list: string, known: number, nevers: number) => string): string {
  if (ships === undefined) return '';
  const known = ships.filter((s): s is number => s !== null);
  return ` (${says(known.join(', '), known.length, ships.length - known.length)})`;
}

/**
 * ` (only 1 of its 2 ships, after salvo 2)`: where the class was never certain but some of its
 * ships were, those ships said plainly, not as `(each ship: after salvo 2; 1 never)`. `says(k, n, list)` words it.
 */
function someShips(ships: readonly (number | null)[], says: (k: number, n: number, list: string) => string): string {
  const known = ships.filter((s): s is number => s !== null);
  return ` (${says(known.length, ships.length, known.join(', '))})`;
}

function en(single: boolean): AnalysisText {
  const num = (x: number, d: number): string => fixed(x, d);
  // Where every salvo is one shot (Морской бой, Statki in English), the report speaks of shots.
  const salvo = single ? 'shot' : 'salvo';
  const salvos = (n: number): string => (n === 1 ? salvo : `${salvo}s`);
  const neverBut = (ships: readonly (number | null)[]): string => someShips(ships, (k, n, list) => `only ${k} of its ${n} ships, after ${salvos(k)} ${list}`);
  // The best salvo as analyze chooses it (the advice's): by expected hits, on the ships that must be
  // sunk where some need not be, less a lost turn's worth times its chance of costing one where a
  // hit on a protected ship does.
  const bestEn = (b: BestChosen): string =>
    `best ${salvo}: the ${salvo}${single ? '' : ' of as many shots'} with the most expected hits${b.worthless ? ' on ships that must be sunk' : ''} at that moment${b.penalty ? `, less a lost turn's worth (the best ${salvo}'s expected hits) times its chance of hitting a protected ship${b.owed === true ? `${OWED_EN}` : ''}` : ''}; best exp: its expected hits${b.worthless ? ', every hit counted' : ''}${b.penalty || b.worthless ? `; worth: the ${salvo}'s worth/its best ${salvo}'s, as the verdict adds them up: their expected hits${b.worthless ? ' on ships that must be sunk' : ''}${b.penalty ? `, less a lost turn's worth times the chance weighed as for the best ${salvo}` : ''} (≈: estimated)` : ''}`;
  const legend = (b: BestChosen): string =>
    single
      ? `columns: P(hit) before: the shot's chance of hitting, from all the side had seen before it; exp: its expected hits; likeliest hit: the class the shot was likeliest to hit, and its chance of hitting it (part of exp; ≈: estimated); hits: the hits the shot drew, counted on the fleet where the record reveals it, else as announced (~: expected, where the announcement does not say how many); bits: the information the announcement gave (log2 of the enemy layouts that fitted before it over those after); ${bestEn(b)}; Σ: the running totals up to and including the shot, expected hits/hits/bits as the totals line writes them (+?: and shots whose hits are unknown); certain: the classes all of whose cells became known with the shot; spread (in the verdict): the standard deviation of the hits the chances alone would give`
      : `columns: P(hit) before: each shot's chance of hitting, from all the side had seen before the salvo; exp: the salvo's expected hits (the sum of those chances); likeliest hit: the class the salvo was expected to hit most, and its expected hits on it (part of exp; ≈: estimated); hits: the hits the salvo drew, counted on the fleet where the record reveals it, else as announced (~: expected, where the announcement does not say how many); bits: the information the announcement gave (log2 of the enemy layouts that fitted before it over those after); ${bestEn(b)}; Σ: the running totals up to and including the salvo, expected hits/hits/bits as the totals line writes them (+?: and salvos whose hits are unknown); certain: the classes all of whose cells became known with the salvo; spread (in the verdict): the standard deviation of the hits the chances alone would give`;
  return {
    num,
    // As check's summary line says it, in every game (shots where every salvo is one).
    refereeOk: (n) => `referee: no breaches in ${n} ${salvos(n)}`,
    refereeBreaches: (n, r = 0) => `referee: ${foundCount('en', n, r)}`,
    leftOutSize: (s, shots, side) => `left out of the evidence: the size of ${salvo} ${s} (${shots} shot${shots === 1 ? '' : 's'} by ${side}): the referee finds it wrong`,
    leftOutCopy: (first, last, of, line) =>
      `left out of the analysis: ${first === last ? `${salvo} ${first}` : `${salvos(2)} ${first}–${last}`} (line ${line}), ${first === last ? `${salvo} ${of}` : `${salvos(2)} ${of}–${of + last - first}`} written again, a line to delete as the referee reads it`,
    leftOutAnnouncement: (s, unreadable, sunkAfter) =>
      `left out of the evidence: the announcement of ${salvo} ${s}: ${
        unreadable
          ? `it could not be read (${single ? 'the shot counts' : 'its shots count'} as fired, the outcome unknown)`
          : sunkAfter === undefined
            ? 'a cell of it could not be read'
            : `it tells a ship sunk, and ${sunkAfter === s ? `a hit of the ${salvo} itself` : `the hit of ${salvo} ${sunkAfter} before it`} was at a cell that could not be read, which may be that ship's (${single ? 'the shot counts' : 'its shots count'} as fired, the outcome unknown)`
      }`,
    sunkAsHit: (s, sunkAfter) =>
      `counted only as a hit: the announcement of ${salvo} ${s}: it tells a ship sunk, and ${sunkAfter === s ? `a hit of the ${salvo} itself` : `the hit of ${salvo} ${sunkAfter} before it`} was at a cell that could not be read, which may be that ship's (a ship is on the cell; whether it sank then is not known)`,
    sunkMayHave: (s, sunkAfter) =>
      `read as "may have sunk": the announcement of ${salvo} ${s}: it tells a ship sunk, and the hit of ${salvo} ${sunkAfter} before it was at a cell that could not be read, which may be that ship's (a ship hit then sank, some of its cells perhaps the unread ones)`,
    firing: (side, target) => `${side} firing at ${target}`,
    columns: ['#', single ? 'cell' : 'cells', 'P(hit) before', 'exp', 'likeliest hit', 'hits', 'bits', `best ${salvo}`, 'best exp', 'Σ', 'certain'],
    worthColumn: 'worth',
    columnsLegendOf: legend,
    columnsLegend: legend(BY_HITS),
    // `b` is the sum of each moment's best salvo's expected hits: not a bound on the hits (a lucky side has more).
    totals: (e, a, b, bits) => `totals: expected ${e} hits, actual ${a}, the best ${salvos(2)}' expected ${b}, information ${bits} bits`,
    withoutUnknown: (a, list) => `${a} (without ${salvos(list.length)} ${list.join(', ')}: unknown)`,
    certainItem: (name, after, ships) => (after === null && ships !== undefined ? `${name} never${neverBut(ships)}` : `${name} ${after === null ? 'never' : `after ${salvo} ${after}`}${shipsSaid(ships, (list, k, u) => `each ship: ${k === 0 ? 'never' : `after ${salvos(k)} ${list}${u > 0 ? `; ${u} never` : ''}`}`)}`),
    certain: (items) => `certain: ${items.join(', ')}`,
    shipsLag:
      "a class is certain once all its cells are known; where its ships touch, which cells make which ship may be known later or never: the ships in brackets say when each one's own cells were",
    estimated: (by) =>
      `some positions were out of reach of the exact count within the budget (--budget) and were estimated${byMethods(by, {
        chain: ' by a Markov chain over the consistent layouts',
        sampler: ' by sampling layouts that fit the announcements',
        both: ' by a Markov chain over the consistent layouts or, where the chain found no layout to start from, by sampling layouts that fit the announcements',
      })}: their bits are unknown (?) and left out of the information total, and a class is called certain from them only where the evidence itself pins all its ships; their chances are given ± one standard error of the estimate, their expected hits ± at most the sum of those errors`,
    offBoard: (mark, salvos) =>
      `${mark}: a shot called off the board (${salvos.length === 1 ? salvo : `${salvo}s`} ${salvos.join(', ')}): it could hit nothing, ${single ? 'yet it is judged against the best shot all the same' : "yet it counts among the salvo's shots, and the best salvo it is judged against has as many"}`,
    bounds: '<1%, >99%: estimated: no sampled layout had the cell otherwise, yet that is no proof of 0 or 100%; the expected hits beside it are bounded alike (<0.01, >0.99)',
    superset: (from) =>
      `from ${salvo} ${from} on, a cell that could not be read is read loosely: the positions are of every layout of each reading of it and perhaps more, so their chances are those of that wider set, not exact, and their bits unknown (?)`,
    freeHit: (why, list, one, sure, ship, where) => {
      const reason = {
        owed: `it must be sunk, one shot a turn, so each of its hits costs its turn whenever it is made, and ${one ? `this ${salvo} does` : `these ${salvo}s do`} not sink it while another ship is afloat`,
        unavoidable: 'no other ship can be afloat, so hitting it is the only way on, and its last hit ends the game',
        'ends-game': `${one ? `the ${salvo}` : `each of them`} sinks every ship still afloat, wherever they lie, and the game ends with it`,
        'last-shots': `the side has no shots left after ${one ? 'it' : 'them'}, and so no turn of its own to lose`,
        'enemy-out': 'the enemy has fired all its shots and cannot use the turn it would gain',
      }[why];
      return `best ${one ? salvo : `${salvo}s`} ${list} ${sure ? (one ? 'hits' : 'hit') : 'may hit'} the ${ship} (${where}), yet no lost turn is weighed against ${one ? 'it' : 'them'}: ${reason}`;
    },
    // The English of the JSON (a game of single shots names its shot there too, as the table does).
    stopped: (why, stop, side) => `analysis stopped: ${!single || stop === undefined ? why : stopReasonText(stop, side, 'shot')}`,
    verdict: (f, english, leftOut) => {
      if (f === undefined) return single && english === 'no salvos to judge' ? 'no shots to judge' : english;
      // A hospital and a decoy: every class whose hits are not counted named, not only the protected one.
      const many = leftOut !== undefined && leftOut.length > 1 ? leftOut : undefined;
      // A range where the estimate's errors straddle a band: `fair to good aim`.
      const aimName = `${f.aim === f.aimUpTo ? f.aim : `${f.aim} to ${f.aimUpTo}`} aim`;
      const d = aimDecimals(f.value, f.best, f.skill, f.skillError);
      // Where they are not the totals line's: what they are less (8.3 of 17.8: the totals' 9.6 and 19.5 less 1.3 and 1.7).
      const t = totalsLess(f, num, d);
      const of = `(${withError(num, f.value, f.valueError, d)} of ${withError(num, f.best, f.bestError, d)}${t === undefined ? '' : `: the totals' ${t.expected} and ${t.best} less ${t.less} and ${t.bestLess}`})`;
      const share = percentWithError(num, f.skill, f.skillError);
      const aim = f.weighed
        ? `${aimName}: ${share} of the best expected hits ${of}, each ${salvo}'s less a lost turn's worth times its chance of hitting a protected ship${f.owed === true ? OWED_EN : ''}${f.worthless === true ? (many !== undefined ? `, and its hits on the ${listed(many, ' and ')}, which need not be sunk, not counted` : ', and its hits on that ship, which need not be sunk, not counted') : ''}; `
        : `${aimName}: ${share} of the best expected hits${f.worthless === true ? ' on ships that must be sunk' : ''} ${of}; `;
      const l = f.luck;
      if (l === null) return `${aim}luck unknown: the hits of every ${salvo} are unknown`;
      const word = {
        lucky: 'lucky',
        unlucky: 'unlucky',
        'as-expected': 'about as lucky as expected',
        'perhaps-lucky': 'perhaps lucky',
        'perhaps-unlucky': 'perhaps unlucky',
        untold: 'luck too uncertain to tell',
      }[l.word];
      const without = l.unknown.length === 0 ? '' : `, leaving out ${salvos(l.unknown.length)} ${l.unknown.join(', ')}, whose hits are unknown`;
      return `${aim}${word}: ${hitsWritten(num, l.actual, l.actualExact)} ${l.actualExact && l.actual === 1 ? 'hit' : 'hits'} against ${withError(num, l.expected, l.expectedError, 1)} expected (${signedWithError(num, luckAsWritten(l.actual, l.expected), l.luckError)}, spread ±${num(l.spread, 1)})${without}`;
    },
    verdictLabel: 'verdict',
    wrote: (file) => `wrote ${file}`,
    pdfTitle: (first, second) => `Analysis: ${first} vs ${second}`,
    pdfVariant: (name) => `variant: ${name}`,
    plotBits: 'Information gathered (bits, cumulative)',
    plotHits: (estimated) => `Expected hits (cumulative; ${estimated ? 'some positions estimated' : `the information of some ${salvos(2)} unknown`})`,
    plotAxis: salvo,
    more: (n) => `… and ${n} more ('salvo check' lists them all)`,
    enemyWaters: (side, k) => `${side}: enemy waters ${k === 0 ? `before the first ${salvo}` : `after ${salvo} ${k}`}`,
    chances: (before, k, estimated, error) => `P(ship) % ${k === 0 ? `before the first ${salvo}` : before ? `before ${salvo} ${k}` : `after ${salvo} ${k}`}${estimated ? (error === undefined ? ' (estimated)' : ` (estimated, ± up to ${error})`) : ''}`,
    noEstimate: 'no estimate could be made within the budget (no layout fitting the announcements was found to estimate from), so no chances are drawn; run again with a larger --budget (say 10 times as large)',
    continued: '(continued)',
    pdfChancesRange: (heading) => `${heading}: the lowest and the highest of the salvo's chances (each shot's is in the text report and --json)`,
    lastUnknown: (side, last, known) =>
      `The last charts are ${last === 0 ? `before the first ${salvo}` : `after ${salvo} ${last}`}, the last moment at which a cell ${side} had not fired at could still hold an enemy ship: after ${salvo} ${known} none could, and the chances would be blank.`,
    chartsLegend: (side) =>
      `Left, the enemy waters as ${side} had seen them: each shot marked with ${single ? 'its number' : "its salvo's number"}, shaded where it is known to have hit. Right, the chance in percent that a ship lies on each cell not fired at yet (grey: fired at; no number: below 0.5%), shaded by the chance on the scale below, the same as in salvo infer --pdf.`,
  };
}

function ru(single: boolean): AnalysisText {
  const num = (x: number, d: number): string => localNumber('ru', fixed(x, d));
  const salvo = single ? 'выстрел' : 'залп';
  const ofSalvo = single ? 'выстрела' : 'залпа';
  const aimWord = { 'near-perfect': 'почти безупречная стрельба', good: 'хорошая стрельба', fair: 'сносная стрельба', poor: 'слабая стрельба' } as const;
  // A range (`стрельба от сносной до хорошей`): `от` and `до` take the genitive.
  const aimOf = { 'near-perfect': 'почти безупречной', good: 'хорошей', fair: 'сносной', poor: 'слабой' } as const;
  const luckWord = {
    lucky: 'повезло',
    unlucky: 'не повезло',
    'as-expected': 'везение в пределах ожидаемого',
    'perhaps-lucky': 'возможно, повезло',
    'perhaps-unlucky': 'возможно, не повезло',
    untold: 'везение по оценке не определить',
  } as const;
  const neverBut = (ships: readonly (number | null)[]): string =>
    someShips(ships, (k, n, list) => `лишь ${k} ${plural('ru', k, 'корабль', 'корабля', 'кораблей')} из ${n}, после ${k === 1 ? ofSalvo : single ? 'выстрелов' : 'залпов'} ${list}`);
  const bestRu = (b: BestChosen): string => {
    // `в тот момент` before the ships meant, so that it is not read as when they must be sunk.
    const most = single ? 'выстрел с наибольшим' : 'залп из стольких же выстрелов с наибольшим';
    const hits = single ? 'попадания' : 'попаданий';
    const chosen = b.worthless ? `${most} в тот момент ожиданием ${hits} в корабли, которые нужно потопить` : `${most} ожиданием ${hits} в тот момент`;
    return `${single ? 'лучший выстрел' : 'лучший залп'} — ${chosen}${b.penalty ? `, за вычетом цены потерянного хода (ожидаемых попаданий ${single ? 'лучшего выстрела' : 'лучшего залпа'}), умноженной на вероятность попасть в неприкосновенный корабль${b.owed === true ? OWED_RU : ''}` : ''}; лучш. ожид. — его ожидаемые попадания${b.worthless ? ', считая все попадания' : ''}${b.penalty || b.worthless ? `; ценность — ценность ${single ? 'выстрела' : 'залпа'}/${single ? 'лучшего выстрела' : 'лучшего залпа'}, как их складывает оценка: ожидаемые попадания${b.worthless ? ' в корабли, которые нужно потопить' : ''}${b.penalty ? `, за вычетом цены потерянного хода, умноженной на вероятность, взятую так же, как для ${single ? 'лучшего выстрела' : 'лучшего залпа'}` : ''} (≈ — оценка)` : ''}`;
  };
  const legend = (b: BestChosen): string =>
    single
      ? `столбцы: P(попадания) до — вероятность попадания выстрела с учётом всего, что сторона видела до него; ожид. — его ожидаемые попадания; скорее всего — класс, в который выстрел вероятнее всего попал бы, и вероятность этого (часть «ожид.»; ≈ — оценка); попад. — попадания выстрела: по флоту, где запись его раскрывает, иначе объявленные (~ — ожидаемые, где ответ не говорит, сколько их); бит — информация, которую дал ответ (log2 числа расстановок противника, согласных с ответами до него, делённого на их число после); ${bestRu(b)}; Σ — нарастающие итоги по этот выстрел включительно: ожидаемые попадания/попадания/биты, как в строке «итого» (+? — и выстрелы, чьи попадания неизвестны); точно известны — классы, все клетки которых стали известны после этого выстрела; разброс (в оценке) — стандартное отклонение числа попаданий, которое дали бы одни вероятности`
      : `столбцы: P(попадания) до — вероятность попадания каждого выстрела с учётом всего, что сторона видела до залпа; ожид. — ожидаемые попадания залпа (сумма этих вероятностей); скорее всего — класс, на который приходится больше всего ожидаемых попаданий залпа, и их число (часть «ожид.»; ≈ — оценка); попад. — попадания залпа: по флоту, где запись его раскрывает, иначе объявленные (~ — ожидаемые, где ответ не говорит, сколько их); бит — информация, которую дал ответ (log2 числа расстановок противника, согласных с ответами до него, делённого на их число после); ${bestRu(b)}; Σ — нарастающие итоги по этот залп включительно: ожидаемые попадания/попадания/биты, как в строке «итого» (+? — и залпы, чьи попадания неизвестны); точно известны — классы, все клетки которых стали известны после этого залпа; разброс (в оценке) — стандартное отклонение числа попаданий, которое дали бы одни вероятности`;
  return {
    num,
    refereeOk: (n) => `судья: нарушений нет, ${inRecord('ru', single, n)}`,
    refereeBreaches: (n, r = 0) => `судья: ${foundCount('ru', n, r)}`,
    leftOutSize: (s, shots, side) => `не учтено как улика: размер залпа ${s} (${shots} ${plural('ru', shots, 'выстрел', 'выстрела', 'выстрелов')}, стреляет сторона ${side}): судья находит его неверным`,
    leftOutCopy: (first, last, of, line) =>
      first === last
        ? `не учтено в разборе: ${salvo} ${first} (строка ${line}) — ${salvo} ${of}, записанный снова; по мнению судьи, эту строку надо удалить`
        : `не учтено в разборе: ${single ? 'выстрелы' : 'залпы'} ${first}–${last} (строка ${line}) — ${single ? 'выстрелы' : 'залпы'} ${of}–${of + last - first}, записанные снова; по мнению судьи, эту строку надо удалить`,
    leftOutAnnouncement: (s, unreadable, sunkAfter) =>
      `не учтено как улика: ответ на ${salvo} ${s}: ${
        unreadable
          ? 'его не удалось прочесть (выстрелы считаются сделанными, исход неизвестен)'
          : sunkAfter === undefined
            ? 'одну из его клеток не удалось прочесть'
            : `в нём корабль потоплен, а ${sunkAfter === s ? `попадание этого же ${single ? 'выстрела' : 'залпа'}` : `попадание ${single ? 'выстрела' : 'залпа'} ${sunkAfter} до него`} пришлось на клетку, которую не удалось прочесть, а она может быть клеткой этого корабля (${single ? 'выстрел считается сделанным' : 'выстрелы считаются сделанными'}, исход неизвестен)`
      }`,
    sunkAsHit: (s, sunkAfter) =>
      `учтено лишь как попадание: ответ на ${salvo} ${s}: в нём корабль потоплен, а ${sunkAfter === s ? `попадание этого же ${single ? 'выстрела' : 'залпа'}` : `попадание ${single ? 'выстрела' : 'залпа'} ${sunkAfter} до него`} пришлось на клетку, которую не удалось прочесть, а она может быть клеткой этого корабля (корабль в этой клетке есть; потоплен ли он тогда, неизвестно)`,
    sunkMayHave: (s, sunkAfter) =>
      `учтено как «мог быть потоплен»: ответ на ${salvo} ${s}: в нём корабль потоплен, а попадание ${single ? 'выстрела' : 'залпа'} ${sunkAfter} до него пришлось на клетку, которую не удалось прочесть, а она может быть клеткой этого корабля (потоплен корабль, в который тогда попали; часть его клеток, возможно, — непрочитанные)`,
    firing: (side, target) => `сторона ${side} стреляет по стороне ${target}`,
    columns: ['№', single ? 'клетка' : 'клетки', 'P(попадания) до', 'ожид.', 'скорее всего', 'попад.', 'бит', single ? 'лучший выстрел' : 'лучший залп', 'лучш. ожид.', 'Σ', 'точно известны'],
    worthColumn: 'ценность',
    columnsLegendOf: legend,
    columnsLegend: legend(BY_HITS),
    totals: (e, a, b, bits) => `итого: ожидалось попаданий ${e}, попаданий ${a}, у лучших ${single ? 'выстрелов' : 'залпов'} ожидалось бы ${b}, информации ${bits} бита`, // a decimal fraction takes the genitive singular (`0,8 бита`), as suggest says it
    withoutUnknown: (a, salvos) => `${a} (без ${single ? (salvos.length === 1 ? 'выстрела' : 'выстрелов') : salvos.length === 1 ? 'залпа' : 'залпов'} ${salvos.join(', ')}: неизвестно)`,
    certainItem: (name, after, ships) => (after === null && ships !== undefined ? `${name} никогда${neverBut(ships)}` : `${name} ${after === null ? 'никогда' : `после ${ofSalvo} ${after}`}${shipsSaid(ships, (list, k, u) => `корабли по отдельности — ${k === 0 ? 'никогда' : `после ${k === 1 ? ofSalvo : single ? 'выстрелов' : 'залпов'} ${list}${u > 0 ? `; ещё ${u} — никогда` : ''}`}`)}`),
    certain: (items) => `точно известны: ${items.join(', ')}`,
    shipsLag:
      'класс точно известен, когда известны все его клетки; где его корабли касаются, какие клетки составляют какой корабль, может выясниться позже или никогда: корабли в скобках — когда стали известны клетки каждого из них',
    estimated: (by) =>
      `некоторые позиции не удалось сосчитать точно в пределах бюджета (--budget), они оценены${byMethods(by, {
        chain: ' цепью Маркова по расстановкам, согласным с объявлениями',
        sampler: ' по выборке расстановок, согласных с объявлениями',
        both: ' цепью Маркова по расстановкам, согласным с объявлениями, а где цепи не нашлось расстановки для начала — по выборке расстановок, согласных с объявлениями',
      })}: их биты неизвестны (?) и не входят в итог информации, и корабли класса названы по ним точно известными, только если все они закреплены самими объявлениями; их вероятности даны ± одна стандартная ошибка оценки, ожидаемые попадания — ± не более суммы этих ошибок`,
    offBoard: (mark, salvos) =>
      `${mark}: выстрел за пределы поля (${salvos.length === 1 ? salvo : single ? 'выстрелы' : 'залпы'} ${salvos.join(', ')}): он не мог ни во что попасть, ${single ? 'но и его сравнивают с лучшим выстрелом' : 'но входит в число выстрелов залпа, и лучший залп, с которым сравнивают залп, — из стольких же выстрелов'}`,
    bounds: '<1%, >99% — оценка: ни в одной расстановке из выборки клетка не была иной, но это не доказанные 0 или 100%; ожидаемые попадания рядом ограничены так же (<0,01, >0,99)',
    superset: (from) =>
      `начиная с ${ofSalvo} ${from} клетка, которую не удалось прочесть, учтена с запасом: в позициях все расстановки каждого её прочтения и, может быть, другие, так что их вероятности — по этому более широкому множеству, не точные, а их биты неизвестны (?)`,
    // The salvo named in the nominative (`залп 7 (3-й залп стороны «Синие»)`), the sentence built around it.
    freeHit: (why, list, one, sure, ship, where) => {
      const many = single ? 'выстрелы' : 'залпы';
      const reason = {
        owed: `его нужно потопить, по одному выстрелу за ход, так что каждое попадание в него стоит хода, когда бы его ни сделали, а ${one ? `этот ${salvo} его не топит` : `эти ${many} его не топят`}, пока на плаву другой корабль`,
        unavoidable: 'других кораблей на плаву быть не может, так что попадать в него — единственный путь, а последнее попадание заканчивает игру',
        'ends-game': `${one ? `этот ${salvo}` : 'каждый из них'} топит все корабли, что ещё на плаву, где бы они ни стояли, и игра им заканчивается`,
        'last-shots': `после ${one ? 'него' : 'них'} у стороны не остаётся выстрелов, и своего хода ей терять нечего`,
        'enemy-out': 'противник уже сделал все свои выстрелы, и лишний ход ему ни к чему',
      }[why];
      return `${one ? `лучший ${salvo}` : `лучшие ${many}`} ${list} ${sure ? (one ? 'попадает' : 'попадают') : one ? 'может попасть' : 'могут попасть'} в корабль ${quoted('ru', ship)} (${where}), но цена потерянного хода за ${one ? 'него' : 'них'} не вычтена: ${reason}`;
    },
    stopped: (why, stop, side) => {
      if (stop === undefined) return `анализ остановлен: ${why}`;
      const named = `${salvo} ${stop.salvo} (${stop.sideSalvo}-й ${salvo} стороны ${side})`;
      const reason =
        stop.reason === 'unannounced'
          ? 'ответ на него не записан'
          : stop.reason === 'impossible'
            ? 'ещё до него ни одна допустимая расстановка не согласуется с ответами'
            : stop.reason === 'impossible-after'
              ? `после него, последнего ${single ? 'выстрела' : 'залпа'} стороны, ни одна допустимая расстановка не согласуется с ответами; его биты неизвестны (?)`
            : 'позицию перед ним не удалось оценить в пределах бюджета; запустите ещё раз с бо́льшим --budget';
      return `анализ остановлен: ${named}: ${reason}`;
    },
    verdict: (f, english, leftOut) => {
      if (f === undefined) return english === 'no salvos to judge' || english === 'no shots to judge' ? 'нечего оценивать' : english;
      const many = leftOut !== undefined && leftOut.length > 1 ? leftOut : undefined;
      const aimName = f.aim === f.aimUpTo ? aimWord[f.aim] : `стрельба от ${aimOf[f.aim]} до ${aimOf[f.aimUpTo]}`;
      const d = aimDecimals(f.value, f.best, f.skill, f.skillError);
      const t = totalsLess(f, num, d);
      const of = `(${withError(num, f.value, f.valueError, d)} из ${withError(num, f.best, f.bestError, d)}${t === undefined ? '' : `: ${t.expected} и ${t.best} из строки «итого» за вычетом ${t.less} и ${t.bestLess}`})`;
      const share = percentWithError(num, f.skill, f.skillError);
      const aim = f.weighed
        ? `${aimName}: ${share} лучших ожидаемых попаданий ${of}, у каждого ${ofSalvo} — за вычетом цены потерянного хода, умноженной на вероятность попасть в неприкосновенный корабль${f.owed === true ? OWED_RU : ''}${f.worthless === true ? (many !== undefined ? `, и без попаданий в корабли ${listed(many.map((n) => quoted('ru', n)), ' и ')}: их не нужно топить` : ', и без попаданий в него: его не нужно топить') : ''}; `
        : `${aimName}: ${share} лучших ожидаемых попаданий${f.worthless === true ? ' в корабли, которые нужно потопить' : ''} ${of}; `;
      const l = f.luck;
      if (l === null) return `${aim}везение неизвестно: попадания всех ${single ? 'выстрелов' : 'залпов'} неизвестны`;
      const without = l.unknown.length === 0 ? '' : `, без ${single ? (l.unknown.length === 1 ? 'выстрела' : 'выстрелов') : l.unknown.length === 1 ? 'залпа' : 'залпов'} ${l.unknown.join(', ')}, чьи попадания неизвестны`;
      return `${aim}${luckWord[l.word]}: попаданий ${hitsWritten(num, l.actual, l.actualExact)} при ожидаемых ${withError(num, l.expected, l.expectedError, 1)} (${signedWithError(num, luckAsWritten(l.actual, l.expected), l.luckError)}, разброс ±${num(l.spread, 1)})${without}`;
    },
    verdictLabel: 'оценка',
    wrote: (file) => `записан ${file}`,
    pdfTitle: (first, second) => `Разбор партии: ${first} — ${second}`,
    pdfVariant: (name) => `игра: ${name}`,
    plotBits: 'Собранная информация (бит, нарастающим итогом)',
    plotHits: (estimated) => `Ожидаемые попадания (нарастающим итогом; ${estimated ? 'часть позиций оценена' : `информация части ${single ? 'выстрелов' : 'залпов'} неизвестна`})`,
    plotAxis: salvo,
    more: (n) => `… и ещё ${n} (salvo check перечислит все)`,
    enemyWaters: (side, k) => `${side}: воды противника ${k === 0 ? `до первого ${ofSalvo}` : `после ${ofSalvo} ${k}`}`,
    chances: (before, k, estimated, error) => `P(корабль) % ${k === 0 ? `до первого ${ofSalvo}` : before ? `до ${ofSalvo} ${k}` : `после ${ofSalvo} ${k}`}${estimated ? (error === undefined ? ' (оценка)' : ` (оценка, ± до ${error})`) : ''}`,
    noEstimate: 'в пределах бюджета оценку получить не удалось (не найдено ни одной расстановки, согласной с объявлениями), поэтому вероятности не показаны; запустите ещё раз с бо́льшим --budget (например, в 10 раз больше)',
    continued: '(продолжение)',
    pdfChancesRange: (heading) => `${heading}: наименьшая и наибольшая вероятность выстрелов залпа (вероятность каждого выстрела — в текстовом отчёте и в --json)`,
    lastUnknown: (side, last, known) =>
      `Последние карты — ${last === 0 ? `до первого ${ofSalvo}` : `после ${ofSalvo} ${last}`}, последний момент, когда в клетке, по которой сторона ${side} ещё не стреляла, мог стоять корабль противника: после ${ofSalvo} ${known} ни в одной такой клетке корабля быть не могло, и карта вероятностей была бы пуста.`,
    chartsLegend: (side) =>
      `Слева — воды противника, как их видела сторона ${side}: каждый выстрел помечен ${single ? 'своим номером' : 'номером своего залпа'} и закрашен, где известно, что он попал. Справа — вероятность в процентах, что в клетке стоит корабль, для клеток, по которым ещё не стреляли (серые — по ним стреляли; без числа — меньше 0,5%): закрашены по шкале ниже, той же, что в salvo infer --pdf.`,
  };
}

function pl(single: boolean): AnalysisText {
  const num = (x: number, d: number): string => localNumber('pl', fixed(x, d));
  const salvo = single ? 'strzał' : 'salwa';
  // Of salvos named by number (`bez salwy 3`, `bez salw 3, 5`): one or several, not a count.
  const ofSalvos = (n: number): string => (single ? (n === 1 ? 'strzału' : 'strzałów') : n === 1 ? 'salwy' : 'salw');
  const aimWord = { 'near-perfect': 'celność niemal doskonała', good: 'celność dobra', fair: 'celność przeciętna', poor: 'celność słaba' } as const;
  // A range (`celność od przeciętnej do dobrej`): `od` and `do` take the genitive.
  const aimOf = { 'near-perfect': 'niemal doskonałej', good: 'dobrej', fair: 'przeciętnej', poor: 'słabej' } as const;
  const luckWord = {
    lucky: 'szczęście',
    unlucky: 'pech',
    'as-expected': 'szczęście w granicach oczekiwań',
    'perhaps-lucky': 'być może szczęście',
    'perhaps-unlucky': 'być może pech',
    untold: 'szczęścia nie da się ocenić z oszacowania',
  } as const;
  const neverBut = (ships: readonly (number | null)[]): string =>
    someShips(ships, (k, n, list) => `tylko ${k} ${plural('pl', k, 'statek', 'statki', 'statków')} z ${n}, po ${k === 1 ? (single ? 'strzale' : 'salwie') : single ? 'strzałach' : 'salwach'} ${list}`);
  const bestPl = (b: BestChosen): string => {
    // `w tej chwili` before the ships meant, so that it is not read as when they must be sunk.
    // One shot's expected hits are its chance of a hit: said so, as a Polish player says it.
    const most = single ? 'strzał o największej' : 'salwa z tylu samo strzałów o największej';
    const hits = single ? 'szansie trafienia' : 'liczbie oczekiwanych trafień';
    const chosen = b.worthless ? `${most} w tej chwili ${hits} w ${single ? 'statek, który' : 'statki, które'} trzeba zatopić` : `${most} ${hits} w tej chwili`;
    return `${single ? 'najlepszy strzał' : 'najlepsza salwa'} — ${chosen}${b.penalty ? `, po odjęciu wartości straconej tury (oczekiwanych trafień ${single ? 'najlepszego strzału' : 'najlepszej salwy'}) razy szansa trafienia w statek chroniony${b.owed === true ? OWED_PL : ''}` : ''}; najl. oczek. — ${single ? 'jego' : 'jej'} oczekiwane trafienia${b.worthless ? ', licząc wszystkie trafienia' : ''}${b.penalty || b.worthless ? `; wartość — wartość ${single ? 'strzału' : 'salwy'}/${single ? 'najlepszego strzału' : 'najlepszej salwy'}, tak jak sumuje je ocena: oczekiwane trafienia${b.worthless ? ' w statki, które trzeba zatopić' : ''}${b.penalty ? `, po odjęciu wartości straconej tury razy szansa liczona tak jak dla ${single ? 'najlepszego strzału' : 'najlepszej salwy'}` : ''} (≈ — oszacowanie)` : ''}`;
  };
  const legend = (b: BestChosen): string =>
    single
      ? `kolumny: P(trafienia) przed — szansa trafienia strzału na podstawie wszystkiego, co strona wiedziała przed nim; oczek. — jego oczekiwane trafienia; najpewniej — klasa, w którą strzał miał największą szansę trafić, i ta szansa (część „oczek.”; ≈ — oszacowanie); traf. — trafienia strzału: policzone na flocie, gdzie zapis ją ujawnia, inaczej ogłoszone (~ — oczekiwane, gdzie odpowiedź nie mówi, ile ich jest); bity — informacja, którą dała odpowiedź (log2 liczby rozstawień przeciwnika zgodnych z odpowiedziami przed nią, podzielonej przez ich liczbę po niej); ${bestPl(b)}; Σ — sumy narastające do tego strzału włącznie: oczekiwane trafienia/trafienia/bity, jak w wierszu „razem” (+? — i strzały, których trafienia są nieznane); pewne — klasy, których wszystkie pola stały się znane po tym strzale; rozrzut (w ocenie) — odchylenie standardowe liczby trafień, jakie dałyby same szanse`
      : `kolumny: P(trafienia) przed — szansa trafienia każdego strzału na podstawie wszystkiego, co strona wiedziała przed salwą; oczek. — oczekiwane trafienia salwy (suma tych szans); najpewniej — klasa, na którą przypada najwięcej oczekiwanych trafień salwy, i ich liczba (część „oczek.”; ≈ — oszacowanie); traf. — trafienia salwy: policzone na flocie, gdzie zapis ją ujawnia, inaczej ogłoszone (~ — oczekiwane, gdzie odpowiedź nie mówi, ile ich jest); bity — informacja, którą dała odpowiedź (log2 liczby rozstawień przeciwnika zgodnych z odpowiedziami przed nią, podzielonej przez ich liczbę po niej); ${bestPl(b)}; Σ — sumy narastające do tej salwy włącznie: oczekiwane trafienia/trafienia/bity, jak w wierszu „razem” (+? — i salwy, których trafienia są nieznane); pewne — klasy, których wszystkie pola stały się znane po tej salwie; rozrzut (w ocenie) — odchylenie standardowe liczby trafień, jakie dałyby same szanse`;
  return {
    num,
    refereeOk: (n) => `sędzia: brak naruszeń, ${inRecord('pl', single, n)}`,
    refereeBreaches: (n, r = 0) => `sędzia: ${foundCount('pl', n, r)}`,
    leftOutSize: (s, shots, side) => `pominięte w dowodach: wielkość salwy ${s} (${shots} ${plural('pl', shots, 'strzał', 'strzały', 'strzałów')}, strzela strona ${side}): sędzia uznaje ją za błędną`,
    leftOutCopy: (first, last, of, line) =>
      first === last
        ? `pominięte w analizie: ${single ? 'strzał' : 'salwa'} ${first} (wiersz ${line}) to ${single ? 'strzał' : 'salwa'} ${of} ${single ? 'zapisany' : 'zapisana'} ponownie; według sędziego ten wiersz trzeba usunąć`
        : `pominięte w analizie: ${single ? 'strzały' : 'salwy'} ${first}–${last} (wiersz ${line}) to ${single ? 'strzały' : 'salwy'} ${of}–${of + last - first} zapisane ponownie; według sędziego ten wiersz trzeba usunąć`,
    leftOutAnnouncement: (s, unreadable, sunkAfter) =>
      // `na` takes the accusative: `na salwę 3`, `na strzał 3`.
      `pominięte w dowodach: odpowiedź na ${single ? 'strzał' : 'salwę'} ${s}: ${
        unreadable
          ? 'nie dało się jej odczytać (strzały liczą się jako oddane, wynik nieznany)'
          : sunkAfter === undefined
            ? 'nie dało się odczytać jednego z jej pól'
            : `mówi o zatopieniu statku, a ${sunkAfter === s ? `trafienie ${single ? 'tego samego strzału' : 'tej samej salwy'}` : `trafienie ${single ? 'strzału' : 'salwy'} ${sunkAfter} przed ${single ? 'nim' : 'nią'}`} padło na pole, którego nie dało się odczytać, a może to być pole tego statku (${single ? 'strzał liczy się jako oddany' : 'strzały liczą się jako oddane'}, wynik nieznany)`
      }`,
    sunkAsHit: (s, sunkAfter) =>
      `liczy się tylko jako trafienie: odpowiedź na ${single ? 'strzał' : 'salwę'} ${s}: mówi o zatopieniu statku, a ${sunkAfter === s ? `trafienie ${single ? 'tego samego strzału' : 'tej samej salwy'}` : `trafienie ${single ? 'strzału' : 'salwy'} ${sunkAfter} przed ${single ? 'nim' : 'nią'}`} padło na pole, którego nie dało się odczytać, a może to być pole tego statku (statek na tym polu jest; czy wtedy zatonął, nie wiadomo)`,
    sunkMayHave: (s, sunkAfter) =>
      `liczy się jako „mógł zatonąć”: odpowiedź na ${single ? 'strzał' : 'salwę'} ${s}: mówi o zatopieniu statku, a trafienie ${single ? 'strzału' : 'salwy'} ${sunkAfter} przed ${single ? 'nim' : 'nią'} padło na pole, którego nie dało się odczytać, a może to być pole tego statku (zatonął statek wtedy trafiony; niektóre jego pola to może te nieodczytane)`,
    firing: (side, target) => `strona ${side} strzela do strony ${target}`,
    columns: ['nr', single ? 'pole' : 'pola', 'P(trafienia) przed', 'oczek.', 'najpewniej', 'traf.', 'bity', single ? 'najlepszy strzał' : 'najlepsza salwa', 'najl. oczek.', 'Σ', 'pewne'],
    worthColumn: 'wartość',
    columnsLegendOf: legend,
    columnsLegend: legend(BY_HITS),
    totals: (e, a, b, bits) => `razem: oczekiwane trafienia ${e}, trafienia ${a}, oczekiwane trafienia najlepszych ${single ? 'strzałów' : 'salw'} ${b}, informacja ${bits} bita`, // a decimal fraction takes the genitive singular (`0,8 bita`), as suggest says it
    withoutUnknown: (a, salvos) => `${a} (bez ${ofSalvos(salvos.length)} ${salvos.join(', ')}: nieznane)`,
    certainItem: (name, after, ships) => (after === null && ships !== undefined ? `${name} nigdy${neverBut(ships)}` : `${name} ${after === null ? 'nigdy' : `po ${single ? 'strzale' : 'salwie'} ${after}`}${shipsSaid(ships, (list, k, u) => `statki z osobna — ${k === 0 ? 'nigdy' : `po ${k === 1 ? (single ? 'strzale' : 'salwie') : single ? 'strzałach' : 'salwach'} ${list}${u > 0 ? `; jeszcze ${u} — nigdy` : ''}`}`)}`),
    certain: (items) => `pewne: ${items.join(', ')}`,
    shipsLag:
      'klasa jest pewna, gdy znane są wszystkie jej pola; gdzie jej statki się stykają, które pola tworzą który statek, może wyjść na jaw później albo nigdy: statki w nawiasie mówią, kiedy poznano pola każdego z nich',
    estimated: (by) =>
      `części pozycji nie dało się policzyć dokładnie w budżecie (--budget); oszacowano je${byMethods(by, {
        chain: ' łańcuchem Markowa po zgodnych rozstawieniach',
        sampler: ' z próby rozstawień zgodnych z ogłoszeniami',
        both: ' łańcuchem Markowa po zgodnych rozstawieniach, a gdzie łańcuch nie znalazł rozstawienia na start — z próby rozstawień zgodnych z ogłoszeniami',
      })}: ich bity są nieznane (?) i pominięte w sumie informacji, a klasa statków jest na ich podstawie uznana za pewną tylko wtedy, gdy same ogłoszenia ustalają wszystkie jej statki; ich prawdopodobieństwa podano ± jeden błąd standardowy oszacowania, oczekiwane trafienia ± najwyżej sumę tych błędów`,
    offBoard: (mark, salvos) =>
      `${mark}: strzał poza planszę (${salvos.length === 1 ? salvo : single ? 'strzały' : 'salwy'} ${salvos.join(', ')}): nie mógł niczego trafić, ${single ? 'ale i jego porównano z najlepszym strzałem' : 'ale liczy się do strzałów salwy, a najlepsza salwa, z którą ją porównano, ma tyle samo strzałów'}`,
    bounds: '<1%, >99% — oszacowanie: w żadnym rozstawieniu z próby pole nie wypadło inaczej, ale to nie są dowiedzione 0 ani 100%; oczekiwane trafienia obok ograniczono tak samo (<0,01, >0,99)',
    superset: (from) =>
      `od ${ofSalvos(1)} ${from} pole, którego nie dało się odczytać, jest odczytane z zapasem: pozycje obejmują wszystkie rozstawienia każdego jego odczytania, a może i inne, więc ich prawdopodobieństwa dotyczą tego szerszego zbioru, nie są dokładne, a ich bity są nieznane (?)`,
    // The salvo named in the nominative (`salwa 7 (3. salwa strony „Niebiescy”)`), the sentence built around it.
    freeHit: (why, list, one, sure, ship, where) => {
      const these = one ? (single ? 'ten strzał go nie zatapia' : 'ta salwa go nie zatapia') : single ? 'te strzały go nie zatapiają' : 'te salwy go nie zatapiają';
      const reason = {
        owed: `trzeba go zatopić, jeden strzał na turę, więc każde trafienie w niego kosztuje turę, kiedykolwiek padnie, a ${these}, gdy inny statek jest jeszcze na wodzie`,
        unavoidable: 'żaden inny statek nie może być na wodzie, więc trafianie w niego to jedyna droga naprzód, a ostatnie trafienie kończy grę',
        'ends-game': `${one ? (single ? 'ten strzał zatapia' : 'ta salwa zatapia') : single ? 'każdy z nich zatapia' : 'każda z nich zatapia'} wszystkie statki jeszcze na wodzie, gdziekolwiek stoją, i kończy grę`,
        'last-shots': `po ${one ? (single ? 'nim' : 'niej') : 'nich'} stronie nie zostaje żaden strzał, więc nie ma własnej tury do stracenia`,
        'enemy-out': 'przeciwnik oddał już wszystkie strzały i nie wykorzysta dodatkowej tury',
      }[why];
      const best = one ? (single ? 'najlepszy strzał' : 'najlepsza salwa') : single ? 'najlepsze strzały' : 'najlepsze salwy';
      return `${best} ${list} ${sure ? (one ? 'trafia' : 'trafiają') : one ? 'może trafić' : 'mogą trafić'} w statek ${quoted('pl', ship)} (${where}), ale nie odjęto wartości straconej tury: ${reason}`;
    },
    stopped: (why, stop, side) => {
      if (stop === undefined) return `analiza przerwana: ${why}`;
      const named = `${salvo} ${stop.salvo} (${stop.sideSalvo}. ${salvo} strony ${side})`;
      // Salwa is feminine, strzał masculine.
      const it = single ? { acc: 'niego', ins: 'nim', loc: 'nim' } : { acc: 'nią', ins: 'nią', loc: 'niej' };
      const reason =
        stop.reason === 'unannounced'
          ? `nie zapisano odpowiedzi na ${it.acc}`
          : stop.reason === 'impossible'
            ? `już przed ${it.ins} żadne dozwolone rozstawienie nie zgadza się z odpowiedziami`
            : stop.reason === 'impossible-after'
              ? `po ${it.loc}, ${single ? 'ostatnim strzale' : 'ostatniej salwie'} strony, żadne dozwolone rozstawienie nie zgadza się z odpowiedziami; ${single ? 'jego' : 'jej'} bity są nieznane (?)`
            : `pozycji przed ${it.ins} nie udało się oszacować w budżecie; uruchom ponownie z większym --budget`;
      return `analiza przerwana: ${named}: ${reason}`;
    },
    verdict: (f, english, leftOut) => {
      if (f === undefined) return english === 'no salvos to judge' || english === 'no shots to judge' ? 'nie ma czego oceniać' : english;
      const many = leftOut !== undefined && leftOut.length > 1 ? leftOut : undefined;
      const aimName = f.aim === f.aimUpTo ? aimWord[f.aim] : `celność od ${aimOf[f.aim]} do ${aimOf[f.aimUpTo]}`;
      const d = aimDecimals(f.value, f.best, f.skill, f.skillError);
      const t = totalsLess(f, num, d);
      const of = `(${withError(num, f.value, f.valueError, d)} z ${withError(num, f.best, f.bestError, d)}${t === undefined ? '' : `: ${t.expected} i ${t.best} z wiersza „razem” pomniejszone o ${t.less} i ${t.bestLess}`})`;
      const share = percentWithError(num, f.skill, f.skillError);
      const aim = f.weighed
        ? `${aimName}: ${share} najlepszych oczekiwanych trafień ${of}, dla każdej ${single ? 'tury' : 'salwy'} po odjęciu wartości straconej tury razy szansa trafienia w statek chroniony${f.owed === true ? OWED_PL : ''}${f.worthless === true ? (many !== undefined ? `, i bez trafień w statki ${listed(many.map((n) => quoted('pl', n)), ' i ')}: nie trzeba ich zatapiać` : ', i bez trafień w niego: nie trzeba go zatapiać') : ''}; `
        : `${aimName}: ${share} najlepszych oczekiwanych trafień${f.worthless === true ? ' w statki, które trzeba zatopić' : ''} ${of}; `;
      const l = f.luck;
      if (l === null) return `${aim}szczęście nieznane: trafienia wszystkich ${single ? 'strzałów' : 'salw'} są nieznane`;
      const without = l.unknown.length === 0 ? '' : `, bez ${ofSalvos(l.unknown.length)} ${l.unknown.join(', ')}, których trafienia są nieznane`;
      return `${aim}${luckWord[l.word]}: trafienia ${hitsWritten(num, l.actual, l.actualExact)} wobec oczekiwanych ${withError(num, l.expected, l.expectedError, 1)} (${signedWithError(num, luckAsWritten(l.actual, l.expected), l.luckError)}, rozrzut ±${num(l.spread, 1)})${without}`;
    },
    verdictLabel: 'ocena',
    wrote: (file) => `zapisano ${file}`,
    pdfTitle: (first, second) => `Analiza gry: ${first} – ${second}`,
    pdfVariant: (name) => `gra: ${name}`,
    plotBits: 'Zebrana informacja (bity, narastająco)',
    plotHits: (estimated) => `Oczekiwane trafienia (narastająco; ${estimated ? 'część pozycji oszacowana' : `informacja części ${single ? 'strzałów' : 'salw'} nieznana`})`,
    plotAxis: salvo,
    more: (n) => `… i jeszcze ${n} (salvo check wymienia wszystkie)`,
    enemyWaters: (side, k) => `${side}: wody przeciwnika ${k === 0 ? `przed ${single ? 'pierwszym strzałem' : 'pierwszą salwą'}` : `po ${single ? 'strzale' : 'salwie'} ${k}`}`,
    chances: (before, k, estimated, error) =>
      `P(statek) % ${k === 0 ? `przed ${single ? 'pierwszym strzałem' : 'pierwszą salwą'}` : before ? `przed ${single ? 'strzałem' : 'salwą'} ${k}` : `po ${single ? 'strzale' : 'salwie'} ${k}`}${estimated ? (error === undefined ? ' (oszacowanie)' : ` (oszacowanie, ± do ${error})`) : ''}`,
    noEstimate: 'w ramach budżetu nie udało się niczego oszacować (nie znaleziono żadnego rozstawienia zgodnego z ogłoszeniami), więc prawdopodobieństw nie pokazano; uruchom ponownie z większym --budget (np. 10 razy większym)',
    continued: '(ciąg dalszy)',
    pdfChancesRange: (heading) => `${heading}: najmniejsza i największa szansa strzałów salwy (szansę każdego strzału podaje raport tekstowy i --json)`,
    lastUnknown: (side, last, known) =>
      `Ostatnie mapy są ${last === 0 ? `przed ${single ? 'pierwszym strzałem' : 'pierwszą salwą'}` : `po ${single ? 'strzale' : 'salwie'} ${last}`}, w ostatniej chwili, w której na polu, w które strona ${side} jeszcze nie strzelała, mógł stać statek przeciwnika: po ${single ? 'strzale' : 'salwie'} ${known} na żadnym takim polu nie mógł stać statek, a mapa szans byłaby pusta.`,
    chartsLegend: (side) =>
      `Po lewej wody przeciwnika, jak widziała je strona ${side}: każdy strzał oznaczony ${single ? 'swoim numerem' : 'numerem swojej salwy'} i zacieniowany tam, gdzie wiadomo, że trafił. Po prawej szansa w procentach, że na polu stoi statek, dla pól, w które jeszcze nie strzelano (szare: ostrzelane; bez liczby: poniżej 0,5%): cieniowane według skali poniżej, tej samej co w salvo infer --pdf.`,
  };
}

/**
 * The texts for a language code (`ru`, `pl-PL` → Polish; English otherwise); `single`: every
 * salvo of the game is one shot.
 */
export function analysisText(lang: string, single: boolean): AnalysisText {
  const s = spoken(lang);
  return s === 'ru' ? ru(single) : s === 'pl' ? pl(single) : en(single);
}
