/**
 * `salvo suggest`'s own words, in English, Russian and Polish, as report-text.ts gives
 * `analyze`'s: the suggestion's heading and lines, its notes (ties, the hospital ship, an
 * estimated posterior, the shots owed), the side chosen, and the lines said instead of a
 * suggestion (the game over, the shots spent). `--json` and the diagnostics stay English: a
 * suggestion for a script is worked out with the English words. Numbers are written as the
 * language writes them (`0,31`, `218 472 529`). Other languages fall back to English.
 *
 * @example
 *   suggestText('ru').heading('второй', '1', 1, 'hits')
 *   // 'стороне второй положен 1 выстрел; предлагается (наибольшее ожидаемое число попаданий):'
 */
import { possessive, possessiveAgain } from '../core/possessive.js';
import { localNumber } from '../core/local-number.js';
import { plural } from '../core/plural.js';
import type { TurnFree } from './advice.js';
import { analysisText, fixed } from './report-text.js';
import { quoted, spoken } from '../core/language.js';

export interface SuggestText {
  /** A number with `d` decimals, as the language writes it. */
  num(x: number, d: number): string;
  /** A count (of layouts, of answers), thousands grouped as the language groups them. */
  count(n: bigint | number): string;
  /** The first line: the side, the shots it is owed (`3` or `3–4`), `max` the larger, the goal. */
  heading(side: string, owed: string, max: number, goal: 'hits' | 'information'): string;
  /** The first line where nothing is suggested (no estimate): the side and the shots it is owed, as `heading`. */
  headingNone(side: string, owed: string, max: number): string;
  /** The label of a cell's chance: `P(hit)`. */
  readonly pHit: string;
  /**
   * The last line: expected hits (with its error, written), expected information (`exact`: counted
   * exactly), `estimated`: the posterior was; `whole`: each cell's own information is given above
   * it (goal information), so the line says its figure is of the whole answer, not of hit or miss.
   */
  expected(hits: string, bits: string, exact: boolean, estimated: boolean, whole?: boolean): string;
  readonly note: string;
  // The notes.
  readonly owedNone: string;
  /** No estimate within the budget: no advice, and what to do (a larger --budget). */
  readonly noEstimate: string;
  owedRange(min: number, max: number): string;
  estimated(noiseZ: number | undefined): string;
  /**
   * A cell that could not be read is read loosely (`Posterior.readings`): the chances are of a wider
   * set of layouts than its readings', not exact; `at`, the salvo with the cell as the record
   * numbers it, and its line.
   */
  superset(at: { readonly salvo: number; readonly line?: number | undefined } | undefined): string;
  greedy(shots: number): string;
  /** Goal `information`: the `shots` cells whose own shot tells the most, each taken alone. */
  greedyInformation(shots: number): string;
  /** Goal `information`, the salvo weighed as a whole: chosen shot by shot by what the salvo's answer tells (./information-salvo.ts). */
  greedyJoint(shots: number): string;
  /**
   * Goal `information`: a cell's own information, `bits` written, and of what: hit or miss, or
   * (`namesClass`: each shot's answer names the class hit) miss or the class hit (`information 0.94
   * bits (hit or miss)`), beside the whole answer's under the cells (`expected`'s `whole`); `whole`:
   * of the shot's whole answer, "sunk" too (a salvo's shots chosen by it: `Suggestion.cellBitsWhole`).
   */
  cellBits(bits: string, namesClass: boolean, whole?: boolean): string;
  wholeSalvo(shots: number): string;
  /** The classes' names, joined as `or`/`and` join them. */
  or(names: readonly string[]): string;
  and(names: readonly string[]): string;
  /** A turn lost to a protected hit costs nothing now: `names` the protected classes (joined by `or`). */
  turnFree(kind: TurnFree, names: readonly string[], limit: number): string;
  /** Only protected ships can be left afloat: `names` their classes (joined by `and`). */
  unavoidable(names: readonly string[]): string;
  /** The salvo sinks every ship afloat whatever the layout: `names` the protected classes (joined by `or`). */
  endsGame(names: readonly string[]): string;
  /** Cells as likely as the least likely chosen (`estimated`: within the estimate's noise of it). */
  ties(shown: readonly string[], more: number, least: string, chance: string, estimated: boolean): string;
  /**
   * The hospital weighing: `names` the classes, `worth` a turn's worth (written), `whole`: the salvo
   * weighed as a whole; `owed`: the ship must be sunk and every salvo is one shot, so only the hit
   * that would sink it is weighed (advice.ts, `hitsOwed`); `single`: one shot to fire, so the turn's
   * worth is the best shot's expected hits, not a salvo's.
   */
  penalty(names: readonly string[], worth: string, whole: boolean, risk: string, owed?: boolean, single?: boolean): string;
  /** After `penalty`: the protected classes `names` need not be sunk, so a hit on them counts for nothing but the turn (advice.ts, `worthlessClasses`). */
  worthless(names: readonly string[]): string;
  /** The classes `names` need not be sunk (a decoy; a hospital whose lost turn costs nothing now): the salvo is chosen by its hits on the others (advice.ts, `worthlessClasses`). */
  notAimedAt(names: readonly string[]): string;
  /**
   * `single`: one shot to fire (Statki, Perelman's single-shot stage, a last shot): the shot's risk,
   * not a salvo's. `exact` false: a sum over the cells, at least the chance (written ≤). `wider`:
   * the posterior is of a wider set of layouts than an unread cell's readings (`Posterior.readings`):
   * the chance is that set's, said so, neither exact nor a bound of the readings' own (higher or lower).
   */
  risk(risk: number, exact: boolean, classes: number, single?: boolean, wider?: boolean): string;
  /**
   * As `risk`, where each hit on the protected ship is owed its turn (`penalty`'s `owed`): the
   * shot's chance of hitting it, which is not what was weighed (its chance of sinking it), said
   * as that chance and why it weighs nothing more: the turn is lost whenever the ship is hit.
   */
  owedRisk(risk: number, exact: boolean, wider?: boolean): string;
  /** Goal `information`: a hit on `names` (joined by `or`) costs a turn, not weighed by this goal; `risk` the salvo's (`risk`); `single`: one shot chosen, not a salvo. */
  unweighed(names: readonly string[], risk: string, single?: boolean): string;
  /** `single`: one cell suggested, its shot's entropy alone (nothing summed). */
  informationApproximated(single: boolean): string;
  /**
   * Goal `information`, a salvo of shots each answered (a per-shot report that tells a sinking), its
   * cells chosen and summed by each shot's line alone (`namesClass`: miss or the class hit, else hit
   * or miss): the sinking its answer may also tell is left out.
   */
  sinkingLeftOut(namesClass: boolean): string;
  /**
   * `joint`: the cells were chosen by the salvo's answer as a whole, not each shot's own; `single`:
   * one cell suggested, chosen by its line's information, or (`whole`) by its whole answer's, the
   * figure given (the most of every cell's: ./shot-answer.ts).
   */
  informationExact(layouts: bigint, outcomes: number, joint?: boolean, single?: boolean, whole?: boolean): string;
  // The CLI's lines.
  chosen(side: string): string;
  overNothing(result: string): string;
  /** After a breach saying no legal fleet fits the announcements: what to do. */
  readonly impossibleNothing: string;
  overOwedNone(result: string, side: string): string;
  spent(side: string, limit: number): string;
  spentOn(side: string, limit: number, other: string): string;
  readonly over: string;
  /**
   * `side` is not the side to fire, `next` is; `skipping`: where `side` misses a turn for hitting
   * a protected ship (the turn now, or its next), the protected classes' names (joined by `or`),
   * said as the reason.
   */
  notTurn(next: string, side: string, skipping?: readonly string[]): string;
}

function en(): SuggestText {
  const num = (x: number, d: number): string => fixed(x, d);
  const spent = (side: string, limit: number): string => `${side} has fired all its ${limit} shots (the shot limit) and fires no more`;
  return {
    num,
    count: (n) => n.toLocaleString('en-US'),
    heading: (side, owed, max, goal) => `${side} is owed ${owed} shot${max === 1 ? '' : 's'}; suggested (${goal === 'hits' ? 'most expected hits' : 'most expected information'}):`,
    headingNone: (side, owed, max) => `${side} is owed ${owed} shot${max === 1 ? '' : 's'}; no ${max === 1 ? 'shot' : 'salvo'} can be suggested:`,
    pHit: 'P(hit)',
    expected: (hits, bits, exact, estimated, whole) => `expected hits ${hits}, expected information${whole === true ? ' of the whole answer' : ''} ${exact ? `${bits} bits (exact)` : `≈ ${bits} bits`}${estimated ? ' (estimated posterior)' : ''}`,
    note: 'note',
    owedNone: 'the side is owed no shots now',
    noEstimate:
      'no estimate could be made within the budget: no layout fitting the announcements was found to estimate from, so no cell is advised; run it again with a larger --budget (say 10 times as large)',
    owedRange: (min, max) => `the side is owed ${min} to ${max} shots (its damage is known only within bounds); ${max} are suggested, fire the first ones if fewer`,
    estimated: (z) =>
      z === undefined
        ? 'the posterior was estimated (sampled), not computed exactly'
        : `the posterior was estimated (sampled), not computed exactly: each chance is given ± one standard error, and cells within ${z} standard errors of each other cannot be told apart`,
    superset: (at) =>
      `the unread cell${at === undefined ? '' : ` of salvo ${at.salvo}${at.line !== undefined ? ` (line ${at.line})` : ''}`} is read loosely: the chances are those of every layout of each reading of it and perhaps more, a wider set, so they are not exact, nor is the information counted exactly`,
    greedy: (n) => `a salvo of ${n}: the greedy top-${n} cells`,
    greedyInformation: (n) => `a salvo of ${n}: the greedy top-${n} cells by each shot's own information`,
    greedyJoint: (n) => `a salvo of ${n}, weighed as a whole: chosen shot by shot, each the cell that makes the salvo's answer tell the most with the cells before it`,
    cellBits: (bits, namesClass, whole) => `information ${bits} bits (${whole === true ? `miss, ${namesClass ? 'the class hit' : 'hit'} or sunk` : namesClass ? 'miss or the class hit' : 'hit or miss'})`,
    wholeSalvo: (n) => `a salvo of ${n}, weighed as a whole among the likeliest cells`,
    or: (names) => names.join(' or '),
    and: (names) => names.join(' and '),
    turnFree: (kind, names, limit) =>
      kind === 'last-shots'
        ? `hitting the ${names.join(' or ')} costs a turn, but these are the side's last shots (the ${limit}-shot limit): no turn is left to lose, so the advice aims by expected hits alone`
        : `hitting the ${names.join(' or ')} costs a turn, but the enemy has fired all its shots (the ${limit}-shot limit): the turn it would gain is of no use to it, so the advice aims by expected hits alone`,
    endsGame: (names) => `this salvo sinks every ship still afloat, wherever they lie: the game ends with it, so hitting the ${names.join(' or ')} costs no turn, and the advice fires at every cell a ship may still be in`,
    unavoidable: (names) => {
      const it = names.length === 1 ? 'it' : 'them';
      return `only the ${names.join(' and ')} can be left afloat: hitting ${it} costs a turn, but no salvo can avoid ${it} (and the hit that sinks the last ends the game), so the advice aims at ${it} by expected hits`;
    },
    ties: (shown, more, least, chance, estimated) => {
      const cells = `${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''} ${shown.length + more === 1 ? 'is' : 'are'}`;
      const them = shown.length + more === 1 ? 'either' : 'any of them';
      return estimated
        ? `${cells} within the estimate's noise of ${least} (${chance}): the estimate cannot tell which is likelier, so ${them} would do as well`
        : `${cells} as likely to hit as ${least} (${chance}): ${them} would do as well`;
    },
    penalty: (names, worth, whole, risk, owed, single) => {
      const value = `${worth} (a turn's worth: the expected hits of the best ${single === true ? 'shot' : 'salvo'} now)`;
      if (owed === true)
        return `hitting the ${names.join(' or ')} costs a turn, but it must be sunk and every salvo is one shot: each of its cells costs that turn whenever it is hit, so only the hit that would sink it while another ship is afloat is weighed (sunk last, its last hit ends the game and costs nothing): each cell's value is its hit probability less P(the shot sinks it) × ${value}; ${risk}`;
      const weighing = whole
        ? `a salvo's value is its expected hits less P(it hits the ${names.join(' or ')}) × ${value}, so shots that would hit the same ship cost one turn, not one each`
        : `each cell's value is its hit probability less P(${names.join('/')} there) × ${value}`;
      return `hitting the ${names.join(' or ')} costs a turn: ${weighing}; ${risk}`;
    },
    notAimedAt: (names) => {
      const one = names.length === 1;
      return `the ${names.join(' and ')} need not be sunk: a hit on ${one ? 'it' : 'them'} brings the win no nearer, so the salvo is chosen by its hits on the ships that must be sunk (${one ? 'its' : 'their'} chance is left out of the expected hits weighed, not of those shown)`;
    },
    worthless: (names) => {
      const it = names.length === 1 ? 'it' : 'them';
      return `the ${names.join(' and ')} need not be sunk: a hit on ${it} counts for nothing but the turn it costs (${names.length === 1 ? 'its' : 'their'} chance is left out of the expected hits weighed and of the turn's worth)`;
    },
    owedRisk: (risk, exact, wider) => {
      if (risk <= 0) return 'this shot cannot hit it';
      const of = wider === true ? ' among the wider set of layouts (not exact: for the readings alone it may be higher or lower)' : '';
      return `the chance this shot hits it: ${risk < 0.005 ? 'under 1' : `${exact ? '' : '≤ '}${(Math.min(1, risk) * 100).toFixed(0)}`}%${of} (a turn lost now, as a hit on it costs one whenever it comes)`;
    },
    risk: (risk, exact, classes, single, wider) => {
      const salvo = single === true ? 'shot' : 'salvo';
      if (risk <= 0) return `this ${salvo} cannot hit ${classes === 1 ? 'it' : 'them'}`;
      // A 0 holds for every reading of an unread cell; any other chance of the wider set does not.
      const of = wider === true ? ' among the wider set of layouts (not exact: for the readings alone it may be higher or lower)' : '';
      if (risk < 0.005) return `risk of this ${salvo} under 1%${of}`;
      return `risk of this ${salvo} ${exact ? '' : '≤ '}${(Math.min(1, risk) * 100).toFixed(0)}%${of}`;
    },
    unweighed: (names, risk, single) => `hitting the ${names.join(' or ')} costs a turn, which a ${single === true ? 'shot' : 'salvo'} chosen for information does not weigh; ${risk}`,
    informationApproximated: (single) => (single ? "expected information is approximated by the entropy of the shot's answer" : "expected information is approximated by the entropy of each shot's answer, summed over the salvo"),
    sinkingLeftOut: (namesClass) => `each shot is counted by its ${namesClass ? 'miss or the class hit' : 'hit or miss'} alone: the sinking (and the class sunk) its answer may also tell is left out`,
    informationExact: (layouts, outcomes, joint, single, whole) =>
      `expected information is exact: the entropy of the announcement over the ${layouts.toLocaleString('en-US')} consistent layouts (${outcomes} possible answers); ${single === true ? (whole === true ? 'the cell is the one whose whole answer tells the most' : 'the cell was chosen by the information its line gives') : `the cells were chosen by ${joint === true ? "the salvo's answer as a whole" : "each shot's own entropy"}`}`,
    chosen: (side) => `no --side given: suggesting for ${side}, whose turn it is`,
    overNothing: (result) => `the game is over: ${result}; nothing to suggest`,
    impossibleNothing: "nothing to suggest: correct the announcements first ('salvo check' lists the breaches)",
    overOwedNone: (result, side) => `the game is over: ${result}; ${side} is owed no shots`,
    spent,
    spentOn: (side, limit, other) => `${spent(side, limit)}; ${other} fires on alone`,
    over: 'the game is over',
    notTurn: (next, side, skipping) => `it is ${possessive(next, 'turn')}, not ${possessiveAgain(side)}${skipping === undefined ? '' : `: ${side} misses a turn for hitting the ${skipping.join(' or ')}, so ${next} fires twice in a row`}`,
  };
}

function ru(): SuggestText {
  const { num } = analysisText('ru', false);
  const count = (n: bigint | number): string => localNumber('ru', n.toLocaleString('en-US'));
  const spent = (side: string, limit: number): string => `сторона ${side} сделала все свои выстрелы (предел выстрелов: ${limit}) и больше не стреляет`;
  const salvoOf = (n: number): string => `залп из ${n} ${plural('ru', n, 'выстрела', 'выстрелов', 'выстрелов')}`;
  // The shots owed (`3`, or `2–3`), verb and noun agreeing with the last number: «положен 1
  // выстрел», «положено 2–3 выстрела», «положено 5 выстрелов».
  const shotsOwed = (owed: string, max: number): string =>
    `${plural('ru', max, 'положен', 'положено', 'положено')} ${owed} ${plural('ru', max, 'выстрел', 'выстрела', 'выстрелов')}`;
  // A class's name stays in the nominative, in quotes after a word that takes the case
  // (`попадание в корабль «подводная лодка»`): no guessing at the declension of a name a variant gives.
  const ships = (names: readonly string[], join: string): string => `${names.length === 1 ? 'корабль' : 'корабли'} ${names.map((n) => quoted('ru', n)).join(join)}`;
  return {
    num,
    count,
    heading: (side, owed, max, goal) => `стороне ${side} ${shotsOwed(owed, max)}; предлагается (${goal === 'hits' ? 'наибольшее ожидаемое число попаданий' : 'наибольшая ожидаемая информация'}):`,
    headingNone: (side, owed, max) => `стороне ${side} ${shotsOwed(owed, max)}; предложить нечего:`,
    pHit: 'P(попадания)',
    expected: (hits, bits, exact, estimated, whole) =>
      `ожидаемые попадания: ${hits}, ожидаемая информация${whole === true ? ' всего ответа' : ''}: ${exact ? `${bits} бита (точно)` : `≈ ${bits} бита`}${estimated ? ' (распределение оценено)' : ''}`,
    note: 'примечание',
    owedNone: 'стороне сейчас не положено ни одного выстрела',
    noEstimate:
      'в пределах бюджета оценку получить не удалось: не найдено ни одной расстановки, согласной с объявлениями, поэтому клетки не предлагаются; запустите ещё раз с бо́льшим --budget (например, в 10 раз больше)',
    owedRange: (min, max) => `стороне положено от ${min} до ${max} ${plural('ru', max, 'выстрела', 'выстрелов')} (её потери известны лишь в пределах); ${plural('ru', max, 'предложена', 'предложено', 'предложено')} ${max} ${plural('ru', max, 'клетка', 'клетки', 'клеток')}; если выстрелов меньше — стреляйте по первым из них`,
    estimated: (z) =>
      z === undefined
        ? 'распределение оценено (по выборке), а не вычислено точно'
        : `распределение оценено (по выборке), а не вычислено точно: каждая вероятность дана ± одна стандартная ошибка, и клетки, чьи вероятности расходятся не более чем на ${z} ${plural('ru', z, 'стандартную ошибку', 'стандартные ошибки', 'стандартных ошибок')}, неразличимы`,
    superset: (at) =>
      `непрочитанная клетка${at === undefined ? '' : ` залпа ${at.salvo}${at.line !== undefined ? ` (строка ${at.line})` : ''}`} учтена с запасом: вероятности посчитаны по более широкому множеству — по всем расстановкам каждого её прочтения и, может быть, другим, — поэтому они не точные, и информация тоже сосчитана не точно`,
    greedy: (n) => `${salvoOf(n)}: жадно выбраны самые вероятные клетки`,
    greedyInformation: (n) => `${salvoOf(n)}: жадно выбраны клетки, выстрел по которым в отдельности даёт больше всего информации`,
    greedyJoint: (n) => `${salvoOf(n)}, оценённый целиком: клетки выбраны по одной, каждая та, с которой ответ на залп вместе с уже выбранными клетками даёт больше всего информации`,
    cellBits: (bits, namesClass, whole) =>
      `информация ${bits} бита (${whole === true ? `промах, ${namesClass ? 'класс подбитого корабля' : 'попадание'} или потопление` : namesClass ? 'промах или класс подбитого корабля' : 'попадание или промах'})`,
    wholeSalvo: (n) => `${salvoOf(n)}, оценённый целиком среди самых вероятных клеток`,
    or: (names) => names.join(' или '),
    and: (names) => names.join(' и '),
    turnFree: (kind, names, limit) =>
      kind === 'last-shots'
        ? `попадание в ${ships(names, ' или ')} стоит хода, но это последние выстрелы стороны (предел выстрелов: ${limit}): терять больше нечего, поэтому совет целится только по ожидаемым попаданиям`
        : `попадание в ${ships(names, ' или ')} стоит хода, но противник сделал все свои выстрелы (предел выстрелов: ${limit}): выигранный ход ему ни к чему, поэтому совет целится только по ожидаемым попаданиям`,
    endsGame: (names) => `этот залп топит все оставшиеся корабли, где бы они ни стояли: партия заканчивается на нём, поэтому попадание в ${ships(names, ' или ')} не стоит хода, и совет стреляет по всем клеткам, где ещё может быть корабль`,
    unavoidable: (names) => {
      const one = names.length === 1;
      return `на плаву ${one ? 'может' : 'могут'} остаться только ${ships(names, ' и ')}: попадание в ${one ? 'этот корабль' : 'эти корабли'} стоит хода, но ни один залп не может ${one ? 'его' : 'их'} обойти (а попадание, топящее последний, заканчивает партию), поэтому совет целится в ${one ? 'него' : 'них'} по ожидаемым попаданиям`;
    },
    ties: (shown, more, least, chance, estimated) => {
      const cells = `${shown.join(', ')}${more > 0 ? ` и ещё ${more}` : ''}`;
      const them = shown.length + more === 1 ? 'любая из двух' : 'любая из них';
      return estimated
        ? `${cells}: в пределах шума оценки от ${least} (${chance}): оценка не может сказать, какая вероятнее, поэтому ${them} подойдёт не хуже`
        : `${cells}: та же вероятность попадания, что у ${least} (${chance}): ${them} подойдёт не хуже`;
    },
    penalty: (names, worth, whole, risk, owed, single) => {
      const value = `${worth} (цена хода: ожидаемые попадания ${single === true ? 'лучшего выстрела' : 'лучшего залпа'} сейчас)`;
      if (owed === true)
        return `попадание в ${ships(names, ' или ')} стоит хода, но его нужно потопить, а каждый залп — один выстрел: каждая его клетка стоит хода, когда бы в неё ни попали, поэтому взвешено только попадание, которое потопило бы его, пока на плаву другой корабль (потопленный последним, он заканчивает игру последним попаданием, и хода это не стоит): ценность клетки — вероятность попадания минус P(выстрел его потопит) × ${value}; ${risk}`;
      const weighing = whole
        ? `ценность залпа — его ожидаемые попадания минус P(залп попадёт в ${ships(names, ' или ')}) × ${value}, так что выстрелы, которые попали бы в один корабль, стоят одного хода, а не хода каждый`
        : `ценность клетки — вероятность попадания минус P(там ${ships(names, ' или ')}) × ${value}`;
      return `попадание в ${ships(names, ' или ')} стоит хода: ${weighing}; ${risk}`;
    },
    notAimedAt: (names) => {
      const one = names.length === 1;
      return `${ships(names, ' и ')} топить не нужно: попадание в ${one ? 'него' : 'них'} не приближает победу, поэтому залп выбран по попаданиям в корабли, которые нужно потопить (${one ? 'его' : 'их'} вероятность не входит во взвешенные ожидаемые попадания, но входит в показанные)`;
    },
    worthless: (names) => {
      const one = names.length === 1;
      return `${ships(names, ' и ')} топить не нужно: попадание в ${one ? 'него' : 'них'} ничего не даёт, кроме потерянного хода (${one ? 'его' : 'их'} вероятность не входит ни в ожидаемые попадания, ни в цену хода)`;
    },
    owedRisk: (risk, exact, wider) => {
      if (risk <= 0) return 'этот выстрел не может в него попасть';
      const among = wider === true ? ' по более широкому множеству расстановок (не точно: для самих прочтений она может быть и выше, и ниже)' : '';
      return `вероятность, что этот выстрел в него попадёт: ${risk < 0.005 ? 'меньше 1' : `${exact ? '' : '≤ '}${(Math.min(1, risk) * 100).toFixed(0)}`}%${among} (ход теряется сейчас, но попадание в него стоит хода, когда бы оно ни случилось)`;
    },
    risk: (risk, exact, classes, single, wider) => {
      if (risk <= 0) return `${single === true ? 'этот выстрел' : 'этот залп'} не может попасть в ${classes === 1 ? 'него' : 'них'}`;
      const of = single === true ? 'этого выстрела' : 'этого залпа';
      const among = wider === true ? ' по более широкому множеству расстановок (не точно: для самих прочтений он может быть и выше, и ниже)' : '';
      if (risk < 0.005) return `риск ${of} меньше 1%${among}`;
      return `риск ${of} ${exact ? '' : '≤ '}${(Math.min(1, risk) * 100).toFixed(0)}%${among}`;
    },
    unweighed: (names, risk, single) => `попадание в ${ships(names, ' или ')} стоит хода, а ${single === true ? 'выстрел, выбранный' : 'залп, выбранный'} ради информации, этого не учитывает; ${risk}`,
    informationApproximated: (single) => (single ? 'ожидаемая информация приближена энтропией ответа на выстрел' : 'ожидаемая информация приближена суммой энтропий ответа на каждый выстрел залпа'),
    sinkingLeftOut: (namesClass) => `каждый выстрел оценён лишь по тому, ${namesClass ? 'промах это или какой класс подбит' : 'попадание это или промах'}: потопление (и класс потопленного корабля), о котором ответ тоже может сказать, не учтено`,
    informationExact: (layouts, outcomes, joint, single, whole) =>
      `ожидаемая информация точна: энтропия ответа по ${count(layouts)} ${plural('ru', layouts, 'расстановке, согласной с объявлениями', 'расстановкам, согласным с объявлениями', 'расстановкам, согласным с объявлениями')} (возможных ответов: ${count(outcomes)}); ${single === true ? (whole === true ? 'выбрана клетка, для которой весь ответ на выстрел даёт больше всего информации' : 'клетка выбрана по информации, указанной в её строке') : `клетки выбраны ${joint === true ? 'по ответу на залп целиком' : 'по энтропии каждого выстрела в отдельности'}`}`,
    chosen: (side) => `--side не указан: совет для стороны ${side}, чей сейчас ход`,
    overNothing: (result) => `партия окончена: ${result}; советовать нечего`,
    impossibleNothing: "советовать нечего: сначала исправьте ответы (нарушения перечисляет 'salvo check')",
    overOwedNone: (result, side) => `партия окончена: ${result}; стороне ${side} выстрелов не положено`,
    spent,
    spentOn: (side, limit, other) => `${spent(side, limit)}; сторона ${other} стреляет дальше одна`,
    over: 'партия окончена',
    notTurn: (next, side, skipping) =>
      `сейчас ход стороны ${next}, а не ${side}${skipping === undefined ? '' : `: сторона ${side} пропускает ход за попадание в ${ships(skipping, ' или ')}, и сторона ${next} стреляет дважды подряд`}`,
  };
}

function pl(): SuggestText {
  const { num } = analysisText('pl', false);
  const count = (n: bigint | number): string => localNumber('pl', n.toLocaleString('en-US'));
  const spent = (side: string, limit: number): string => `strona ${side} oddała wszystkie swoje strzały (limit strzałów: ${limit}) i już nie strzela`;
  const salvoOf = (n: number): string => `salwa z ${n} ${plural('pl', n, 'strzału', 'strzałów', 'strzałów')}`;
  // The shots owed (`3`, or `2–3`), verb and noun agreeing with the last number, as a player says
  // them: „należy się 1 strzał”, „należą się 2–3 strzały”, „należy się 5 strzałów”.
  const shotsOwed = (owed: string, max: number): string =>
    `${plural('pl', max, 'należy się', 'należą się', 'należy się')} ${owed} ${plural('pl', max, 'strzał', 'strzały', 'strzałów')}`;
  // A class's name stays in the nominative, in quotes after a word that takes the case
  // (`trafienie w statek „łódź podwodna”`): no guessing at the declension of a name a variant gives.
  const ships = (names: readonly string[], join: string): string => `${names.length === 1 ? 'statek' : 'statki'} ${names.map((n) => quoted('pl', n)).join(join)}`;
  return {
    num,
    count,
    heading: (side, owed, max, goal) => `stronie ${side} ${shotsOwed(owed, max)}; propozycja (${goal === 'hits' ? 'najwięcej oczekiwanych trafień' : 'najwięcej oczekiwanej informacji'}):`,
    headingNone: (side, owed, max) => `stronie ${side} ${shotsOwed(owed, max)}; brak propozycji:`,
    pHit: 'P(trafienia)',
    expected: (hits, bits, exact, estimated, whole) =>
      `oczekiwane trafienia: ${hits}, oczekiwana informacja${whole === true ? ' całej odpowiedzi' : ''}: ${exact ? `${bits} bita (dokładnie)` : `≈ ${bits} bita`}${estimated ? ' (rozkład oszacowany)' : ''}`,
    note: 'uwaga',
    owedNone: 'stronie nie należy się teraz żaden strzał',
    noEstimate:
      'w ramach budżetu nie udało się niczego oszacować: nie znaleziono żadnego rozstawienia zgodnego z ogłoszeniami, więc żadne pole nie jest proponowane; uruchom ponownie z większym --budget (np. 10 razy większym)',
    owedRange: (min, max) => `stronie należy się od ${min} do ${max} ${plural('pl', max, 'strzału', 'strzałów')} (jej straty znane są tylko w przybliżeniu); zaproponowano ${max} ${plural('pl', max, 'pole', 'pola', 'pól')}; jeśli strzałów jest mniej, strzelaj w pierwsze z nich`,
    estimated: (z) =>
      z === undefined
        ? 'rozkład oszacowano (z próbki), a nie obliczono dokładnie'
        : `rozkład oszacowano (z próbki), a nie obliczono dokładnie: każde prawdopodobieństwo podano ± jeden błąd standardowy, a pól różniących się o nie więcej niż ${z} ${plural('pl', z, 'błąd standardowy', 'błędy standardowe', 'błędów standardowych')} nie da się rozróżnić`,
    superset: (at) =>
      `nieodczytane pole${at === undefined ? '' : ` salwy ${at.salvo}${at.line !== undefined ? ` (wiersz ${at.line})` : ''}`} jest odczytane z zapasem: prawdopodobieństwa dotyczą szerszego zbioru — wszystkich rozstawień każdego jego odczytania, a może i innych — więc nie są dokładne, a informacji też nie policzono dokładnie`,
    greedy: (n) => `${salvoOf(n)}: zachłannie wybrane najbardziej prawdopodobne pola`,
    greedyInformation: (n) => `${salvoOf(n)}: zachłannie wybrane pola, w które strzał z osobna daje najwięcej informacji`,
    greedyJoint: (n) => `${salvoOf(n)}, oceniona w całości: pola wybrane po jednym, każde to, z którym odpowiedź na salwę wraz z polami wybranymi wcześniej daje najwięcej informacji`,
    cellBits: (bits, namesClass, whole) =>
      `informacja ${bits} bita (${whole === true ? `pudło, ${namesClass ? 'klasa trafionego statku' : 'trafienie'} czy zatopienie` : namesClass ? 'pudło czy klasa trafionego statku' : 'trafienie czy pudło'})`,
    wholeSalvo: (n) => `${salvoOf(n)}, oceniona w całości spośród najbardziej prawdopodobnych pól`,
    or: (names) => names.join(' lub '),
    and: (names) => names.join(' i '),
    turnFree: (kind, names, limit) =>
      kind === 'last-shots'
        ? `trafienie w ${ships(names, ' lub ')} kosztuje turę, ale to ostatnie strzały strony (limit strzałów: ${limit}): nie ma już tury do stracenia, więc rada celuje tylko według oczekiwanych trafień`
        : `trafienie w ${ships(names, ' lub ')} kosztuje turę, ale przeciwnik oddał już wszystkie strzały (limit strzałów: ${limit}): zyskana tura na nic mu się nie przyda, więc rada celuje tylko według oczekiwanych trafień`,
    endsGame: (names) => `ta salwa zatapia wszystkie statki na wodzie, gdziekolwiek stoją: gra kończy się na niej, więc trafienie w ${ships(names, ' lub ')} nie kosztuje tury, a rada strzela we wszystkie pola, w których może jeszcze być statek`,
    unavoidable: (names) => {
      const one = names.length === 1;
      return `na wodzie ${one ? 'może' : 'mogą'} zostać tylko ${ships(names, ' i ')}: trafienie w ${one ? 'ten statek' : 'te statki'} kosztuje turę, ale żadna salwa nie może ${one ? 'go' : 'ich'} ominąć (a trafienie, które zatapia ostatni, kończy grę), więc rada celuje w ${one ? 'niego' : 'nie'} według oczekiwanych trafień`;
    },
    ties: (shown, more, least, chance, estimated) => {
      const cells = `${shown.join(', ')}${more > 0 ? ` i jeszcze ${more}` : ''}`;
      const them = shown.length + more === 1 ? 'każde z dwóch' : 'każde z nich';
      return estimated
        ? `${cells}: w granicach szumu oszacowania względem ${least} (${chance}): oszacowanie nie rozstrzyga, które jest bardziej prawdopodobne, więc ${them} będzie równie dobre`
        : `${cells}: ta sama szansa trafienia co ${least} (${chance}): ${them} będzie równie dobre`;
    },
    penalty: (names, worth, whole, risk, owed, single) => {
      const value = `${worth} (wartość tury: oczekiwane trafienia ${single === true ? 'najlepszego strzału' : 'najlepszej salwy'} teraz)`;
      if (owed === true)
        return `trafienie w ${ships(names, ' lub ')} kosztuje turę, ale trzeba go zatopić, a każda salwa to jeden strzał: każde jego pole kosztuje turę, kiedykolwiek zostanie trafione, więc liczone jest tylko trafienie, które zatopiłoby go, gdy pływa jeszcze inny statek (zatopiony jako ostatni kończy grę ostatnim trafieniem i nie kosztuje tury): wartość pola to szansa trafienia minus P(strzał go zatopi) × ${value}; ${risk}`;
      const weighing = whole
        ? `wartość salwy to jej oczekiwane trafienia minus P(trafi w ${ships(names, ' lub ')}) × ${value}, więc strzały, które trafiłyby w ten sam statek, kosztują jedną turę, a nie po turze każdy`
        : `wartość pola to szansa trafienia minus P(${ships(names, ' lub ')} tam) × ${value}`;
      return `trafienie w ${ships(names, ' lub ')} kosztuje turę: ${weighing}; ${risk}`;
    },
    notAimedAt: (names) => {
      const one = names.length === 1;
      // After „nie trzeba zatapiać” the genitive: statku, statków.
      return `${one ? 'statku' : 'statków'} ${names.map((n) => quoted('pl', n)).join(' i ')} nie trzeba zatapiać: trafienie w ${one ? 'niego' : 'nie'} nie przybliża zwycięstwa, więc salwa jest wybrana według trafień w statki, które trzeba zatopić (${one ? 'jego' : 'ich'} szansy nie liczy się do ważonych oczekiwanych trafień, ale do pokazanych tak)`;
    },
    worthless: (names) => {
      const one = names.length === 1;
      // After „nie trzeba zatapiać” the genitive: statku, statków.
      return `${one ? 'statku' : 'statków'} ${names.map((n) => quoted('pl', n)).join(' i ')} nie trzeba zatapiać: trafienie w ${one ? 'niego' : 'nie'} nic nie daje poza straconą turą (${one ? 'jego' : 'ich'} szansy nie liczy się ani do oczekiwanych trafień, ani do wartości tury)`;
    },
    owedRisk: (risk, exact, wider) => {
      if (risk <= 0) return 'ten strzał nie może go trafić';
      const among = wider === true ? ' w szerszym zbiorze rozstawień (niedokładnie: dla samych odczytań może być wyższa lub niższa)' : '';
      return `szansa, że ten strzał go trafi: ${risk < 0.005 ? 'poniżej 1' : `${exact ? '' : '≤ '}${(Math.min(1, risk) * 100).toFixed(0)}`}%${among} (tura przepada teraz, ale trafienie w niego kosztuje turę, kiedykolwiek nastąpi)`;
    },
    risk: (risk, exact, classes, single, wider) => {
      if (risk <= 0) return `${single === true ? 'ten strzał nie może' : 'ta salwa nie może'} ${classes === 1 ? 'go' : 'ich'} trafić`;
      const of = single === true ? 'tego strzału' : 'tej salwy';
      const among = wider === true ? ' w szerszym zbiorze rozstawień (niedokładnie: dla samych odczytań może być wyższe lub niższe)' : '';
      if (risk < 0.005) return `ryzyko ${of} poniżej 1%${among}`;
      return `ryzyko ${of} ${exact ? '' : '≤ '}${(Math.min(1, risk) * 100).toFixed(0)}%${among}`;
    },
    unweighed: (names, risk, single) => `trafienie w ${ships(names, ' lub ')} kosztuje turę, czego ${single === true ? 'strzał wybrany' : 'salwa wybrana'} dla informacji nie uwzględnia; ${risk}`,
    informationApproximated: (single) => (single ? 'oczekiwaną informację przybliżono entropią odpowiedzi na strzał' : 'oczekiwaną informację przybliżono sumą entropii odpowiedzi na każdy strzał salwy'),
    sinkingLeftOut: (namesClass) => `każdy strzał oceniono tylko po tym, ${namesClass ? 'czy to pudło, czy jaką klasę trafiono' : 'czy to trafienie, czy pudło'}: zatopienia (i klasy zatopionego statku), o którym odpowiedź też może powiedzieć, nie uwzględniono`,
    informationExact: (layouts, outcomes, joint, single, whole) =>
      `oczekiwana informacja jest dokładna: entropia odpowiedzi po ${count(layouts)} ${plural('pl', layouts, 'zgodnym rozstawieniu', 'zgodnych rozstawieniach', 'zgodnych rozstawieniach')} (możliwych odpowiedzi: ${count(outcomes)}); ${single === true ? (whole === true ? 'wybrano pole, dla którego cała odpowiedź na strzał daje najwięcej informacji' : 'pole wybrano według informacji podanej w jego wierszu') : `pola wybrano ${joint === true ? 'według odpowiedzi na całą salwę' : 'według entropii każdego strzału z osobna'}`}`,
    chosen: (side) => `nie podano --side: rada dla strony ${side}, której jest teraz tura`,
    overNothing: (result) => `gra skończona: ${result}; nie ma czego proponować`,
    impossibleNothing: "nie ma czego proponować: najpierw popraw odpowiedzi (naruszenia wymienia 'salvo check')",
    overOwedNone: (result, side) => `gra skończona: ${result}; stronie ${side} nie należą się strzały`,
    spent,
    spentOn: (side, limit, other) => `${spent(side, limit)}; strona ${other} strzela dalej sama`,
    over: 'gra skończona',
    notTurn: (next, side, skipping) =>
      `teraz tura strony ${next}, nie ${side}${skipping === undefined ? '' : `: strona ${side} traci turę za trafienie w ${ships(skipping, ' lub ')}, więc strona ${next} strzela dwa razy z rzędu`}`,
  };
}

/** The texts for a language code (`ru`, `pl-PL` → Polish; English otherwise). */
export function suggestText(lang: string): SuggestText {
  return { en, ru, pl }[spoken(lang)]();
}
