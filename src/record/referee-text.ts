/**
 * The referee's report said in Russian and Polish: every breach `check` prints (its message, the
 * bracketed `[rule: …; expected: …; recorded: …]` part and what to do), the words around a
 * diagnostic line (`ошибка`, `залп 7:`), and the warnings that the referee words itself. The
 * breach is said anew from its fields (the side, its salvo, what was owed and recorded, the cells
 * in the variant's notation and announcements in the record's words, given already); English
 * stays what `breachDiagnostic` and `formatDiagnostic` print, byte for byte.
 *
 * @example
 *   formatSaid(breachSaid(b, refereeText('ru', false)), refereeText('ru', false))
 *   // 'g.yaml:14:5: ошибка wrong-salvo-size: залп 3: в залпе 2 стороны «синие» 2 выстрела, а положено 3 [правило: размер залпа; ожидалось: 3; записано: 2] (…)'
 */
import { formatDiagnostic, type Diagnostic } from '../core/diagnostics.js';
import { quoted, spoken } from '../core/language.js';
import { plural } from '../core/plural.js';
import { leftOutHint, leftOutShots, sizedText } from './left-out-text.js';
import { problemsSaid } from './problem-text.js';
import { fleetSaid } from './fleet-text.js';
import { leftOutBefore, numberList, repeatGroups, saidList, swappedWrite, type Breach } from './referee.js';
import { singleShots, type Variant } from '../variant/model.js';
import { readingDiagnostic, readingSaid } from './reading-text.js';
import { saidDiagnostic, type SaidLang, type SaidWords } from './said-words.js';
import { shotsNamed } from './shots-named.js';
import { sharedHitsMessage, sharedHitsSuggestion } from './shared-hits-text.js';

import type { RefereeWarning } from './warning-text.js';

export type { RefereeWarning } from './warning-text.js';

/** The referee's words in one language; `single`: every salvo is one shot (выстрел, strzał). */
export interface RefereeText {
  readonly lang: SaidLang;
  /** A side as the record names it, as the text names it (`refereeText`'s `name`), unquoted. */
  readonly sideName: (side: string) => string;
  readonly error: string;
  readonly warning: string;
  /** `залп 3`, `strzał 3`: a salvo by its number. */
  salvo(n: number): string;
  /** `залп 2 стороны «синие»`: a side's own salvo. */
  own(n: number, side: string): string;
  shotOfLine(i: number, of: number): string;
  readonly ruleLabel: string;
  readonly expectedLabel: string;
  readonly recordedLabel: string;
  readonly forced: string;
  /** The rule a breach code stands for; undefined for a code it has no words for. */
  rule(code: string): string | undefined;
  shots(n: number): string;
  /** A value the rules engine writes in English (`nobody`, `cells on the board`, `at most 2`), said; undefined when it is not one. */
  value(text: string): string | undefined;
  /** The message of a breach of `code`; undefined where the breach has no words in this language. */
  message(b: Breach): string | undefined;
  /** What to do about the breach. */
  suggestion(b: Breach): string | undefined;
}

/** The English values of the rules engine (expected / recorded), said in Russian and Polish. */
const VALUES: Readonly<Record<string, { ru: string; pl: string }>> = {
  nobody: { ru: 'никто', pl: 'nikt' },
  'no salvo': { ru: 'ни одного залпа', pl: 'żadnej salwy' },
  'nothing recorded': { ru: 'ничего не записано', pl: 'nic nie zapisano' },
  'cells not fired at before': { ru: 'клетки, по которым ещё не стреляли', pl: 'pola, w które jeszcze nie strzelano' },
  'each cell once in a salvo': { ru: 'каждая клетка в залпе один раз', pl: 'każde pole raz w salwie' },
  'cells on the board': { ru: 'клетки на поле', pl: 'pola na planszy' },
};

const RULES_RU: Readonly<Record<string, string>> = {
  'wrong-salvo-size': 'размер залпа',
  'salvo-size-not-allowed': 'размер залпа по объявленным повреждениям',
  'repeated-cell': 'не стрелять дважды в одну клетку',
  'cell-off-board': 'клетки на поле',
  'out-of-turn': 'очерёдность ходов',
  'penalty-ignored': 'штраф: пропуск следующего хода',
  'shot-limit': 'предел числа выстрелов',
  'after-game-end': 'после конца партии не стреляют',
  'illegal-fleet': 'расстановка флота',
  'announcement-contradicts-fleet': 'ответ соответствует флоту',
  'announcement-inconsistent': 'ответы согласуются друг с другом',
  'announcements-impossible': 'ответы, которые мог дать допустимый флот',
  'repeated-salvo': 'ни одна строка не записана дважды',
  'wrong-side': 'каждая строка под стороной, которая стреляла',
  'salvo-missing': 'каждый ход записан',
  'results-swapped': 'каждый ответ под своим выстрелом',
  'miss-fired-again': 'снова стреляют только после попадания',
  'fleet-copied-wrong': 'флот, которым играли',
};

const RULES_PL: Readonly<Record<string, string>> = {
  'wrong-salvo-size': 'liczba strzałów w salwie',
  'salvo-size-not-allowed': 'liczba strzałów według ogłoszonych uszkodzeń',
  'repeated-cell': 'nie strzelać dwa razy w to samo pole',
  'cell-off-board': 'pola na planszy',
  'out-of-turn': 'kolejność ruchów',
  'penalty-ignored': 'kara: utrata następnego ruchu',
  'shot-limit': 'limit strzałów',
  'after-game-end': 'po końcu gry się nie strzela',
  'illegal-fleet': 'ustawienie floty',
  'announcement-contradicts-fleet': 'odpowiedź zgodna z flotą',
  'announcement-inconsistent': 'odpowiedzi zgodne ze sobą',
  'announcements-impossible': 'odpowiedzi, jakie mogła dać dozwolona flota',
  'repeated-salvo': 'żaden wiersz nie jest zapisany dwa razy',
  'wrong-side': 'każdy wiersz pod stroną, która strzelała',
  'salvo-missing': 'każdy ruch zapisany',
  'results-swapped': 'każda odpowiedź pod swoim strzałem',
  'miss-fired-again': 'kolejny strzał tylko po trafieniu',
  'fleet-copied-wrong': 'flota, którą grano',
};

/** The rule of a record reading code (cells and announcements that cannot be read), as the referee names it. */
function readingRule(code: string, ru: boolean): string {
  if (code.startsWith('cell-')) return ru ? 'клетки читаются' : 'pola czytelne';
  if (code.startsWith('announcement-')) return ru ? 'ответ читается' : 'odpowiedź czytelna';
  if (code.startsWith('ship-') || code.startsWith('layout-') || code === 'unknown-class' || code === 'fleet-count') return ru ? 'расстановка флота' : 'ustawienie floty';
  return ru ? 'формат записи' : 'format zapisu';
}

/** The cell a reading diagnostic quotes (`cell "K3" is off the board: …`). */
const quotedCell = (message: string): string | undefined => /"([^"]*)"/u.exec(message)?.[1];

/**
 * Why a cell a reading diagnostic quotes is off the board, as core/coords.ts says it (`there is no
 * column K (columns A–J) and there is no row 11 (rows 1–10)`): each part's column or row, the
 * label read and the labels there are.
 */
function offBoardParts(message: string): { row: boolean; label: string; labels: string }[] {
  return [...message.matchAll(/there is no (column|row) (\S+) \((?:columns|rows) ([^)]*)\)/gu)].map((m) => ({ row: m[1] === 'row', label: m[2]!, labels: m[3]! }));
}

/**
 * What the engine found inconsistent in an announcement (`announcement-inconsistent`: after the
 * salvo it names, `5 ships announced sunk after at most 5 hits, …`), in `lang` from its parts
 * (problem-text.ts); where a problem has no words there (the report model broken), all of it as
 * the engine says it in English, so that the referee loses none of it.
 */
function inconsistency(b: Breach, lang: SaidLang): string {
  const said = b.problems === undefined ? undefined : problemsSaid(lang, b.problems);
  if (said !== undefined) return ` (${said})`;
  const m = /^[^:]*: (.+)$/su.exec(b.message);
  return m === null ? '' : ` (${m[1]})`;
}

/**
 * For a hospital hit left out (`Breach.leftOut`): the turn after it and the salvos sized by the
 * damage as announced, said before the mend as the English suggestion says them (`…; `); empty
 * where neither is known.
 */
function leftOutFirst(lang: SaidLang, b: Breach, name: (side: string) => string): string {
  const parts = b.leftOut;
  // Hits miscounted: the salvos sized as the announcement made them.
  if (parts === undefined && b.sizedSlip !== undefined) {
    const hint = sizedText(lang, { cells: [], ships: '', sized: { ...b.sizedSlip, target: name(b.sizedSlip.target) } });
    return hint === undefined ? '' : `${hint}; `;
  }
  if (parts === undefined) return '';
  // The sides as the text names them (`sideName`), as everywhere in the report.
  const a = parts.after;
  const after = a === undefined ? undefined : a.kind === 'fired' ? { ...a, shooter: name(a.shooter) } : a.kind === 'twice' ? { ...a, target: name(a.target) } : { ...a, shooter: name(a.shooter), target: name(a.target) };
  const sized = parts.sized === undefined ? undefined : { ...parts.sized, target: name(parts.sized.target) };
  const hint = leftOutHint(lang, { ...parts, ...(after !== undefined ? { after } : {}), ...(sized !== undefined ? { sized } : {}) });
  return hint === undefined ? '' : `${hint}; `;
}

/**
 * `fleet-copied-wrong`'s salvos in `lang` (ru, pl): whose answers for whose salvos, by that
 * side's own numbers, the game's in brackets where they differ (`стороны «второй» на выстрелы
 * 10, 12 стороны «первый» (выстрелы 15, 18)`).
 */
function copiedSalvosSaid(lang: 'ru' | 'pl', c: NonNullable<Breach['copiedWrong']>, side: string, q: (s: string) => string, single: boolean): string {
  const one = c.salvos.length === 1;
  const list = c.salvos.join(', ');
  const noun = lang === 'ru' ? (single ? (one ? 'выстрел' : 'выстрелы') : one ? 'залп' : 'залпы') : single ? (one ? 'strzał' : 'strzały') : one ? 'salwę' : 'salwy';
  const nom = lang === 'ru' ? noun : single ? noun : one ? 'salwa' : 'salwy';
  const whose = lang === 'ru' ? 'стороны' : 'strony';
  if (c.against === undefined) return `${whose} ${q(side)} ${lang === 'ru' ? 'на' : 'na'} ${noun} ${list}`;
  const own = c.against.sideSalvos.join(', ');
  return `${whose} ${q(side)} ${lang === 'ru' ? 'на' : 'na'} ${noun} ${own} ${whose} ${q(c.against.shooter)}${own === list ? '' : ` (${nom} ${list})`}`;
}

/**
 * Where a ship copied wrong fits, in `lang` (ru, pl): `на Б4-Д4`, or where several places fit,
 * `на любом из 3 мест (А, Б или В)` / `na każdym z 3 miejsc (A, B albo C)`; past the few listed,
 * those nearest the cells written (`ближайшие к Б3-Д3: …`, `najbliższe B3-E3: …`).
 */
function copiedPlacesSaid(lang: 'ru' | 'pl', c: NonNullable<Breach['copiedWrong']>): string {
  const ru = lang === 'ru';
  if (c.places.length <= 1) return `${ru ? 'на' : 'na'} ${c.fits}`;
  const cells = c.places.map((p) => p.fits);
  const count = c.places.length + c.more;
  const list = c.more === 0 ? joinLast(cells, ru ? 'или' : 'albo') : `${ru ? `ближайшие к ${c.written}:` : `najbliższe ${c.written}:`} ${joinLast(cells, ru ? 'и' : 'i')}`;
  return ru ? `на любом из ${count} ${plural('ru', count, 'места', 'мест', 'мест')} (${list})` : `na każdym z ${count} miejsc (${list})`;
}

/**
 * `fleet-copied-wrong`'s lines to write in `lang` (ru, pl), where several places fit: `X, Y или
 * Z`, those past the few listed counted (`… или одно из ещё 8 мест, где он подходит`).
 */
function copiedWritesSaid(lang: 'ru' | 'pl', c: NonNullable<Breach['copiedWrong']>): string {
  const ru = lang === 'ru';
  const writes = c.places.map((p) => p.write);
  if (c.more === 0) return joinLast(writes, ru ? 'или' : 'albo');
  const rest = ru
    ? c.more === 1
      ? 'ещё одно место, где он подходит'
      : `одно из ещё ${c.more} ${plural('ru', c.more, 'места', 'мест', 'мест')}, где он подходит`
    : c.more === 1
      ? 'jeszcze jedno miejsce, gdzie pasuje'
      : `jedno z pozostałych ${c.more} miejsc, gdzie pasuje`;
  return `${writes.join(', ')} ${ru ? 'или' : 'albo'} ${rest}`;
}

/** `A`, `A или B`, `A, B или C` (`word` between the last two). */
function joinLast(items: readonly string[], word: string): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]!}` : (items[0] ?? '');
}

/** The first number in a text (`at most 2` → 2). */
const numberIn = (text: string | undefined): number | undefined => {
  const m = text === undefined ? null : /\d+/u.exec(text);
  return m === null ? undefined : Number(m[0]);
};

function ruText(single: boolean, name: (side: string) => string): RefereeText {
  const q = (s: string): string => quoted('ru', name(s));
  const noun = single ? 'выстрел' : 'залп';
  const shots = (n: number): string => `${n} ${plural('ru', n, 'выстрел', 'выстрела', 'выстрелов')}`;
  const own = (n: number | undefined, side: string | undefined): string => `${noun}${n === undefined ? '' : ` ${n}`}${side === undefined ? '' : ` стороны ${q(side)}`}`;
  const who = (b: Breach): string => `сторона ${q(b.shooter ?? b.side ?? '?')}`;
  // The side in the dative, for whom a thing was not allowed (`стороне «Синие» … было нельзя`).
  const toWhom = (b: Breach): string => `стороне ${q(b.shooter ?? b.side ?? '?')}`;
  // The two readings of a hit or miss the fleet belies, after the mend's "запишите -> …" (referee.ts `twoReadings`).
  const twoReadingsRu = (mend: string, o: Breach['nextOutOfTurn']): string => {
    if (o === undefined) return `${mend}; если нет, `;
    const clause = `${own(o.salvo, o.side)}${o.line === undefined ? '' : ` (строка ${o.line})`} сделан не в свою очередь (был ход стороны ${q(o.due)})`;
    return o.reading === 'fleet' ? `${mend}: тогда ${clause}; если нет, ` : `${mend}; если ответили «${o.said}», как записано, то ${clause}: `;
  };
  const t: RefereeText = {
    lang: 'ru',
    sideName: name,
    error: 'ошибка',
    warning: 'предупреждение',
    salvo: (n) => `${noun} ${n}`,
    own: (n, side) => own(n, side),
    shotOfLine: (i, of) => `выстрел ${i} из ${of} в строке`,
    ruleLabel: 'правило',
    expectedLabel: 'ожидалось',
    recordedLabel: 'записано',
    forced: 'записан с --force',
    rule: (code) => RULES_RU[code],
    shots,
    value: (text) => {
      // In a game of single shots none is owed as a shot, not a salvo.
      if (text === 'no salvo' && single) return 'ни одного выстрела';
      const known = VALUES[text]?.ru;
      if (known !== undefined) return known;
      let m = /^(\d+) shots?$/u.exec(text);
      if (m) return shots(Number(m[1]));
      m = /^at most (\d+)(?: shots?)?$/u.exec(text);
      if (m) return `не больше ${m[1]}`;
      m = /^(.+) to fire$/u.exec(text);
      if (m) return `стреляет сторона ${q(m[1]!)}`;
      return undefined;
    },
    message: (b) => {
      const me = own(b.sideSalvo, b.shooter);
      // Whose salvo the size breaches name, as English does (`blue's salvo 1 has 2 shots`): `в залпе 1 стороны «синие» 2 выстрела`.
      const inMe = `в ${noun}е${b.sideSalvo === undefined ? '' : ` ${b.sideSalvo}`}${b.shooter === undefined ? '' : ` стороны ${q(b.shooter)}`}`;
      const n = numberIn(b.recorded) ?? 0;
      switch (b.code) {
        case 'wrong-salvo-size':
          // A game of single shots: a line of several cells (or none) is not one shot.
          if (single && b.expected === '1' && b.said === undefined) return `${me} ${n === 0 ? 'не называет ни одной клетки' : `называет ${n} ${plural('ru', n, 'клетку', 'клетки', 'клеток')}`}, а стреляют по одной`;
          return `${inMe} ${shots(n)}, а положено ${b.expected ?? '?'}${b.said?.ru !== undefined ? `: ${b.said.ru}` : ''}`;
        case 'salvo-size-not-allowed':
          return `${inMe} ${shots(n)}, а объявленные повреждения и прежние залпы допускают ${b.expected ?? '?'}`;
        case 'shot-limit':
          if (b.sideSalvo === undefined) return undefined;
          // After lines naming no cell, how many are left without them, in parentheses.
          return `${inMe} ${shots(n)}, а до предела осталось ${t.value(b.expected ?? '') ?? b.expected ?? '?'}${b.said?.ru !== undefined ? ` (${b.said.ru})` : ''}`;
        case 'repeated-cell': {
          // Whose salvo fires again at which cells, and in which of the side's own salvos each was fired at before.
          const { again, twice } = repeatGroups(b.repeats ?? []);
          const cellsOf = (cells: readonly string[], dat: boolean): string => `${cells.length === 1 ? (dat ? 'клетке' : 'клетку') : dat ? 'клеткам' : 'клетки'} ${saidList(cells, 'и')}`;
          const fired = again.map((g, k) =>
            k === 0 ? `по ${cellsOf(g.cells, true)}, по ${g.cells.length === 1 ? 'которой' : 'которым'} уже стреляла своим ${noun}ом ${g.salvo}` : `по ${cellsOf(g.cells, true)} — своим ${noun}ом ${g.salvo}`,
          );
          const said = [...(fired.length === 0 ? [] : [`снова стреляет ${fired.join(', и ')}`]), ...(twice.length === 0 ? [] : [`дважды называет ${cellsOf(twice, false)}`])];
          return `сторона ${q(b.shooter ?? '?')} своим ${noun}ом ${b.sideSalvo ?? '?'} ${said.join(', и ')}`;
        }
        case 'cell-off-board': {
          const cell = b.sideSalvo === undefined ? quotedCell(b.message) : b.recorded;
          const why = offBoardParts(b.message).map((p) => (p.row ? `строки ${p.label} нет (строки ${p.labels})` : `столбца ${p.label} нет (столбцы ${p.labels})`));
          return `${b.sideSalvo === undefined ? '' : `${me}: `}${cell === undefined ? 'клетка' : `${cell.includes(' ') ? 'клетки' : 'клетка'} ${cell}`} вне поля${why.length > 0 ? `: ${why.join(' и ')}` : ''}`;
        }
        case 'out-of-turn': {
          const next = b.expected === undefined ? undefined : (VALUES[b.expected] === undefined ? b.expected : undefined);
          const c = b.skipsCancelled;
          const ship = c?.ship?.ru !== undefined ? `корабль ${quoted('ru', c.ship.ru)}` : 'неприкосновенный корабль';
          const cancelled = c === undefined ? '' : `: обе стороны потеряли ход за попадание в ${ship} (${q(c.expected.side)} — своим ${noun}ом ${c.expected.salvo}, ${q(c.shooter.side)} — своим ${noun}ом ${c.shooter.salvo}), и эти потерянные ходы взаимно отменяются`;
          return `${me} сделан не в свою очередь: ${next === undefined ? 'стрелять не мог никто' : `был ход стороны ${q(next)}`}${cancelled}`;
        }
        case 'penalty-ignored': {
          const f = b.skippedFor;
          const ship = f?.ship?.ru !== undefined ? `корабль ${quoted('ru', f.ship.ru)}` : 'неприкосновенный корабль';
          return `${me} сделан в ход, который ${who(b)} должна была пропустить за попадание в ${ship}${f === undefined ? '' : ` своим ${noun}ом ${f.salvo}`}`;
        }
        case 'after-game-end': {
          const later = b.ended?.later ?? 0;
          return `${me} сделан после конца партии${later === 0 ? '' : `, и после него ещё ${later} ${plural('ru', later, noun, `${noun}а`, `${noun}ов`)} (их не проверяют)`}`;
        }
        case 'illegal-fleet':
        {
          // Said whole in English where the layout gave no parts (never half).
          const said = b.fleet === undefined ? undefined : fleetSaid('ru', b.fleet);
          return said === undefined ? undefined : `флот стороны ${q(b.side ?? '?')}: ${said.message}`;
        }
        case 'announcement-contradicts-fleet':
          return b.correctAnnouncement !== undefined
            ? `сторона ${q(b.side ?? '?')} ответила «${b.recorded ?? ''}» на ${me}; по флоту выходит «${b.fleetGives?.said ?? b.correctAnnouncement}»${b.fleetGives === undefined ? '' : ` (${b.fleetGives.unread.length === 1 ? 'клетка' : 'клетки'} ${b.fleetGives.unread.join(' ')} не ${b.fleetGives.unread.length === 1 ? 'прочитана' : 'прочитаны'})`}${(b.differs ?? []).length === 0 ? '' : `: ${b.differs!.map((d) => `${d.cell} — «${d.is}», а не «${d.said}»${d.sunkBefore === undefined ? '' : ` (этот корабль стороны ${q(d.sunkBefore.side)} потоплен ещё ${noun}ом ${d.sunkBefore.salvo} стороны ${q(d.sunkBefore.by)})`}`).join('; ')}`}${(b.sunkAgain ?? []).map((g) => ` (корабль ${quoted('ru', g.ship)} стороны ${q(g.side)} потоплен ещё ${noun}ом ${g.salvo} стороны ${q(g.by)})`).join('')}${b.leftOut === undefined ? '' : `: ${leftOutShots('ru', b.leftOut)}`}${b.sharedHits === undefined ? '' : sharedHitsMessage('ru', single, b.sharedHits)}`
            : `ответ стороны ${q(b.side ?? '?')} на ${me} не сходится с флотом`;
        case 'announcement-inconsistent':
          return `ответ стороны ${q(b.side ?? '?')} на ${me} не согласуется с прежними ответами${inconsistency(b, 'ru')}${
            b.gapCounted === undefined ? '' : `, даже с учётом ${noun}а стороны ${q(b.gapCounted.side)}, который мог быть пропущен перед ${noun}ом ${b.gapCounted.before} (см. ошибку при нём)`
          }${b.conflictsWith === undefined ? '' : `; вместе с ${b.conflictsWith.length === 1 ? `ответом на ${noun} ${b.conflictsWith[0]!}` : `ответами на ${noun}ы ${b.conflictsWith.join(', ')}`} его не даёт ни один допустимый флот`}`;
        case 'announcements-impossible': {
          const k = b.conflict?.length ?? 0;
          const nums = (b.conflict ?? []).join(', ');
          const list = k === 1 ? `не сходится ответ на ${noun} ${nums}` : `противоречат друг другу ответы на ${noun}ы ${nums}`;
          const head =
            b.reason === 'salvo-size'
              ? b.firedShots !== undefined
                ? `сторона ${q(b.side ?? '?')} сделала ${shots(b.firedShots)} в ${noun}е ${b.salvo ?? '?'}, а столько не положено ни одному допустимому флоту стороны ${q(b.side ?? '?')}, согласному с ответами`
                : `ни одному допустимому флоту стороны ${q(b.side ?? '?')}, согласному с ответами, не положено столько выстрелов в ${noun}е ${b.salvo ?? '?'}`
              : `ни один допустимый флот стороны ${q(b.side ?? '?')} не согласуется с ответами после ${noun}а ${b.salvo ?? '?'}${b.earliest !== undefined ? ` (возможно, уже после ${noun}а ${b.earliest}: не все ответы до ${noun}а ${b.salvo ?? '?'} удалось проверить точно)` : ''}`;
          const why = b.said?.ru;
          // One salvo's announcement, the reason speaking of it alone: named once, with its line.
          if (b.alone === true && why !== undefined) {
            const before = b.earliest === undefined ? '' : `; возможно, ни один не согласуется с ответами уже после ${noun}а ${b.earliest}: не все ответы до ${noun}а ${b.salvo ?? '?'} удалось проверить точно`;
            return `ни один допустимый флот стороны ${q(b.side ?? '?')} не согласуется с ответом на ${noun} ${b.salvo ?? '?'}${b.line !== undefined ? ` (строка ${b.line})` : ''}: ${why}${before}`;
          }
          // Perhaps not the smallest: smaller sets judged loosely, or the narrowing cut short by the budget.
          const smaller = b.looseSalvo === undefined ? '' : `меньшие проверены с нечитаемой клеткой ${noun}а ${b.looseSalvo}, учтённой с запасом`;
          const cut = b.narrowingCut !== true ? '' : 'сузить его в пределах бюджета работы не удалось';
          const loose = smaller === '' && cut === '' ? '' : `; возможно, этот набор не наименьший: ${smaller}${smaller !== '' && cut !== '' ? ', а ' : ''}${cut}`;
          return `${head}; ${list}${why !== undefined ? `: ${why}` : ''}${loose}`;
        }
        case 'repeated-salvo': {
          const c = b.copyOf;
          if (c === undefined) return undefined;
          const first = b.salvo ?? c.salvo + c.salvos;
          const span = c.salvos === 1 ? `${noun} ${c.salvo} (строка ${c.line}) записан` : `${noun}ы ${c.salvo}–${c.salvo + c.salvos - 1} (строка ${c.line}) записаны`;
          const as = c.salvos === 1 ? '' : ` как ${noun}ы ${first}–${first + c.salvos - 1}`;
          return `${span} снова${as}: ${c.announced ? 'та же сторона, те же клетки и тот же ответ' : 'та же сторона и те же клетки, и ответа тоже нет'}`;
        }
        case 'wrong-side': {
          const r = b.readsAs;
          if (r === undefined || b.sideSalvo === undefined || b.shooter === undefined) return undefined;
          const reads = q(b.shooter);
          if (r.salvos === 1) return `записан под стороной ${q(r.written)}, но читается как ${own(b.sideSalvo, b.shooter)}: был ход стороны ${reads}, и как её ${noun} он подходит клетками, числом выстрелов и ответом`;
          return `записаны под стороной ${q(r.written)}, но читаются как ${noun}ы ${b.sideSalvo}–${b.sideSalvo + r.salvos - 1} стороны ${reads}: был ход стороны ${reads}, и как её ${noun}ы они подходят клетками, числом выстрелов и ответами`;
        }
        case 'salvo-missing': {
          const m = b.missing;
          if (m === undefined || b.sideSalvo === undefined || b.shooter === undefined) return undefined;
          const hit = m.hit ?? [];
          const fit = single ? 'очерёдность ходов после него сходится' : 'очерёдность ходов и размеры залпов после него сходятся';
          const sizes = hit.length === 0 ? '' : `; ${hit.length === 1 ? `размер ${noun}а` : `размеры ${noun}ов`} ${numberList(hit)} стороны ${q(m.written)} ${hit.length === 1 ? 'сходится' : 'сходятся'}, только если он попал (куда — неизвестно)`;
          return `перед этой строкой, похоже, пропущен ${own(b.sideSalvo, b.shooter)}: был ход стороны ${q(b.shooter)}, и если вписать сюда её ${noun} (клетки и ответ неизвестны), ${fit}${sizes}`;
        }
        case 'results-swapped': {
          const r = b.swappedResults;
          if (r === undefined || b.shooter === undefined) return undefined;
          return `ответы на ${noun}ы ${r.shots[0]} и ${r.shots[1]} стороны ${q(b.shooter)} (${r.cells[0]}, ${r.cells[1]}), похоже, записаны в обратном порядке: «${r.results[0]}» для ${r.cells[0]} и «${r.results[1]}» для ${r.cells[1]}; если поменять их местами, ответы стороны ${q(b.side ?? '?')} и очерёдность ходов после них сходятся`;
        }
        case 'fleet-copied-wrong': {
          const c = b.copiedWrong;
          if (c === undefined || b.side === undefined) return undefined;
          const one = c.salvos.length === 1;
          return `корабль ${quoted('ru', c.ship['ru'] ?? c.ship['en'] ?? '?')} стороны ${q(b.side)} записан как ${c.written}, но там ему ${one ? 'противоречит ответ' : 'противоречат ответы'} ${copiedSalvosSaid('ru', c, b.side, q, single)}, а ${copiedPlacesSaid('ru', c)}, при остальном флоте как записано, сходятся все ответы стороны ${q(b.side)}: похоже, корабль переписан неверно`;
        }
        case 'miss-fired-again': {
          const m = b.missFiredAgain;
          if (m === undefined || b.shooter === undefined) return undefined;
          return `ответ на ${noun} ${m.shot} стороны ${q(b.shooter)} (${m.cell}) записан как «${m.written}», но после него сторона ${q(b.shooter)} стреляла снова (${noun} ${m.next.shot}, строка ${m.next.line}), а так бывает только после попадания; если читать его как «${m.reads}», ответы стороны ${q(b.side ?? '?')} и очерёдность ходов после него сходятся`;
        }
        default:
          return undefined;
      }
    },
    suggestion: (b) => {
      if (b.forced === true) return undefined;
      switch (b.code) {
        case 'wrong-side': {
          const r = b.readsAs;
          if (r === undefined) return undefined;
          const one = r.salvos === 1;
          if (r.limit !== undefined)
            return `запишите ${r.write}; если сторона ${q(r.written)} и правда сделала ${one ? 'его' : 'их'}, уже израсходовав все ${r.limit} выстрелов, допишите к строке forced: true, и check оценит ${one ? 'его' : 'их'} как ${noun}${one ? '' : 'ы'} стороны ${q(r.written)}: выстрелы сверх предела, которые ей делать было нельзя`;
          return `запишите ${r.write}; если сторона ${q(r.written)} и правда стреляла тогда, не в свою очередь, допишите к строке forced: true, и check оценит ${one ? 'его' : 'их'} как ${noun}${one ? '' : 'ы'} стороны ${q(r.written)}`;
        }
        case 'salvo-missing': {
          const m = b.missing;
          if (m === undefined || b.shooter === undefined) return undefined;
          return `впишите его над этой строкой: - ${b.shooter}: <клетки> -> <ответ>; если сторона ${q(b.shooter)} тогда не стреляла, строка стороны ${q(m.written)} записана не в свою очередь: допишите к ней forced: true, если игра пошла дальше от неё`;
        }
        case 'results-swapped': {
          const r = b.swappedResults;
          if (r === undefined) return undefined;
          return `запишите ${swappedWrite(r, (w, l) => `${w} в строке ${l}`, ' и ')}; если сторона ${q(b.side ?? '?')} и правда так ответила, ни один из этих ответов не подходит к своей клетке`;
        }
        case 'fleet-copied-wrong': {
          const c = b.copiedWrong;
          if (c === undefined || b.side === undefined) return undefined;
          const drawn = `если корабль нарисован на ${c.written}, ${c.salvos.length === 1 ? 'ответ' : 'ответы'} стороны ${q(b.side)} ${c.salvos.length === 1 ? 'был неверен' : 'были неверны'}`;
          if (c.places.length > 1) return `запишите ${c.whole ? '' : `вместо ${c.written} `}в строке ${c.line} то, что на листке стороны ${q(b.side)}: ${copiedWritesSaid('ru', c)}; ${drawn}`;
          return `${c.whole ? `запишите ${c.write}` : `запишите ${c.fits} вместо ${c.written}`} в строке ${c.line}, если так на листке стороны ${q(b.side)}; ${drawn}`;
        }
        case 'miss-fired-again': {
          const m = b.missFiredAgain;
          if (m === undefined || b.shooter === undefined) return undefined;
          return `запишите ${m.write} в строке ${m.line}; если сторона ${q(b.side ?? '?')} и правда ответила «${m.written}», ${noun} ${m.next.shot} стороны ${q(b.shooter)} сделан не в свою очередь`;
        }
        case 'repeated-salvo':
          return (b.copyOf?.salvos ?? 1) === 1
            ? `удалите строку ${b.line ?? '?'}, если её записали дважды; если ${who(b)} и правда сделала этот ${noun} снова, допишите к строке forced: true, и check оценит его как отдельный ${noun}`
            : `удалите строку ${b.line ?? '?'}, если её записали дважды; если ${who(b)} и правда сделала эти ${noun}ы снова, допишите к строке forced: true, и check оценит их как отдельные ${noun}ы`;
        case 'out-of-turn':
        case 'penalty-ignored':
          if (b.missLast !== undefined && b.swappedWith === undefined)
            return `если промах по ${b.missLast.cell} был последним выстрелом хода стороны ${q(b.shooter ?? b.side ?? '?')}, запишите ${b.missLast.write}; если нет, исправьте строку, если она записана не под той стороной; если ${who(b)} и правда стреляла после промаха, ход засчитан: допишите к нему forced: true, если игра пошла дальше от него`;
          if (b.firstBy !== undefined && b.swappedWith === undefined)
            return `если первой стреляла сторона ${q(b.firstBy)}, запишите её первой под sides: (первой стреляет сторона, записанная первой); если нет, исправьте строку, если она записана не под той стороной${leftOutBefore(b) === undefined ? '' : `, или впишите перед ней пропущенный ${noun} стороны ${q(leftOutBefore(b)!)}`}`;
          return `${b.swappedWith !== undefined ? `эта строка и строка ${b.swappedWith.line} (${noun} ${b.swappedWith.salvo}), похоже, записаны в обратном порядке: поменяйте их местами` : `исправьте строку, если она записана не под той стороной или не на своём месте${leftOutBefore(b) === undefined ? '' : `, или впишите перед ней пропущенный ${noun} стороны ${q(leftOutBefore(b)!)}`}`}; если ${who(b)} и правда стреляла тогда, ход засчитан: допишите к нему forced: true, если игра пошла дальше от него`;
        case 'wrong-salvo-size':
        case 'salvo-size-not-allowed':
          return `сверьте клетки с листком: исправьте клетку, переписанную дважды или пропущенную; если ${who(b)} так и стреляла, ${noun} засчитан`;
        case 'shot-limit':
          if (b.noCellLines !== undefined && b.noCellLines.length > 0) {
            const one = b.noCellLines.length === 1;
            return `сверьте клетки с листком и впишите клетки ${one ? `${noun}а` : `${noun}ов`} ${b.noCellLines.join(', ')} этой стороны, в ${one ? 'котором' : 'которых'} их нет: выстрелы сверх предела ${toWhom(b)} делать было нельзя`;
          }
          return `сверьте клетки с листком: выстрелы сверх предела ${toWhom(b)} делать было нельзя`;
        case 'repeated-cell': {
          const read = b.readAs;
          const asMiss =
            read === undefined
              ? ''
              : read.maybe === true
                ? `: ответ стороны ${q(read.target)} «${read.said}» считается попаданием в новые клетки или, если он повторил для ${read.cells ?? 'неё'} сказанное раньше, ответом «${read.miss}»`
                : read.salvo === true
                  ? `: ${(read.cells ?? '').includes(' ') ? `повторы по ${read.cells} ничего нового не поражают` : `повтор по ${read.cells ?? 'ней'} ничего нового не поражает`}, а ответ стороны ${q(read.target)} «${read.said}» на залп снова называет корабль, подбитый раньше, и считается ответом «${read.miss}»`
                  : `: он ничего нового не поражает, поэтому ответ стороны ${q(read.target)} «${read.said}» на ${read.cells ?? 'неё'} считается ответом «${read.miss}»`;
          const { again, twice } = repeatGroups(b.repeats ?? []);
          // A cell named twice in the salvo, none fired at before: likely another cell copied wrong.
          if (twice.length > 0 && again.length === 0) {
            const one = twice.length === 1;
            return `сверьте ${saidList(twice, 'и')} с листком: в ${noun}е каждую клетку называют один раз, так что ${one ? `одна из двух ${twice[0]!}` : 'в каждой паре одна'} — скорее всего, другая клетка, переписанная неверно: исправьте ${one ? 'её' : 'их'}; если ${who(b)} и правда назвала ${one ? twice[0]! : 'их'} дважды, ${one ? 'второй выстрел засчитан и потерян' : 'вторые выстрелы засчитаны и потеряны'}${asMiss}`;
          }
          if (twice.length > 0)
            return `сверьте ${b.recorded ?? 'клетки'} с листком и исправьте, если переписано неверно; если ${who(b)} и правда стреляла снова по ${saidList(again.flatMap((g) => g.cells), 'и')} и дважды назвала ${saidList(twice, 'и')}, выстрелы засчитаны и потеряны${asMiss}`;
          return `сверьте ${b.recorded ?? 'клетку'} с листком и исправьте, если переписано неверно; если ${who(b)} и правда стреляла туда снова, ${(b.recorded ?? '').includes(' ') ? 'выстрелы засчитаны и потеряны' : 'выстрел засчитан и потерян'}${asMiss}`;
        }
        case 'cell-off-board': {
          const cell = quotedCell(b.message) ?? b.recorded;
          return `сверьте ${cell ?? 'клетку'} с листком и запишите клетку, которую назвали`;
        }
        case 'after-game-end': {
          const e = b.ended;
          const how = e?.winner === undefined ? (e?.draw === true ? 'ничья: выстрелов не осталось ни у кого' : 'партия была окончена') : `победила сторона ${q(e.winner)}, ${e.sunk === true ? 'флот противника потоплен' : 'по числу попаданий'}`;
          return e?.salvo === undefined
            ? `${how} до первого ${noun}а; уберите ${single ? 'выстрелы' : 'залпы'}`
            : `партия закончилась ${noun}ом ${e.salvo}: ${how}; уберите ${single ? 'выстрелы' : 'залпы'} после него или исправьте тот, которым она закончилась`;
        }
        case 'illegal-fleet':
        {
          const rule = b.fleet === undefined ? undefined : fleetSaid('ru', b.fleet)?.suggestion;
          return `${rule !== undefined ? `${rule}; ` : ''}сверьте флот с листком стороны ${q(b.side ?? '?')} и исправьте корабль, переписанный неверно; если он так и нарисован, флот нарушает правила`;
        }
        case 'announcement-contradicts-fleet':
          return b.correctAnnouncement !== undefined
            ? `${b.sharedHits === undefined ? '' : sharedHitsSuggestion('ru', single, b.sharedHits)}${leftOutFirst('ru', b, name)}если ответили «${b.fleetGives?.said ?? b.correctAnnouncement}»${b.fleetGives === undefined ? '' : ` на прочитанные клетки (${b.fleetGives.unread.join(' ')} не ${b.fleetGives.unread.length === 1 ? 'прочитана: ответ на неё остаётся' : 'прочитаны: ответы на них остаются'} как записано)`}, ${twoReadingsRu(`запишите -> ${b.writeAnnouncement ?? b.correctAnnouncement}${b.said?.ru !== undefined ? `: ${b.said.ru}` : ''}`, b.nextOutOfTurn)}проверьте флот, записанный под fleets:`
            : 'проверьте ответ и флот, записанный под fleets:';
        case 'announcement-inconsistent':
          if (b.conflictsWith !== undefined)
            return `сверьте с листком этот ответ и ${b.conflictsWith.length === 1 ? `ответ на ${noun} ${b.conflictsWith[0]!}` : `ответы на ${single ? 'выстрелы' : 'залпы'} ${b.conflictsWith.join(', ')}`}: никакой флот не даёт их вместе`;
          return 'сверьте ответ с листком: никакой флот не даёт его после прежних ответов';
        case 'announcements-impossible':
          if (b.alone === true) return `проверьте ответ на ${noun} ${b.salvo ?? '?'}`;
          return `проверьте ответы на перечисленные ${single ? 'выстрелы' : 'залпы'}${b.reason === 'salvo-size' ? ` и число выстрелов в ${noun}е ${b.salvo ?? '?'}` : ''}`;
        default:
          return undefined;
      }
    },
  };
  return t;
}

function plText(single: boolean, name: (side: string) => string): RefereeText {
  const q = (s: string): string => quoted('pl', name(s));
  // Salwa is feminine, strzał masculine: the words that agree with it.
  const noun = single ? 'strzał' : 'salwa';
  const nounAcc = single ? 'strzał' : 'salwę';
  const nounLoc = single ? 'strzale' : 'salwie';
  const fired = single ? 'oddany' : 'oddana';
  const shots = (n: number): string => `${n} ${plural('pl', n, 'strzał', 'strzały', 'strzałów')}`;
  const own = (n: number | undefined, side: string | undefined): string => `${noun}${n === undefined ? '' : ` ${n}`}${side === undefined ? '' : ` strony ${q(side)}`}`;
  const ownAcc = (n: number | undefined, side: string | undefined): string => `${nounAcc}${n === undefined ? '' : ` ${n}`}${side === undefined ? '' : ` strony ${q(side)}`}`;
  const who = (b: Breach): string => `strona ${q(b.shooter ?? b.side ?? '?')}`;
  // The two readings of a hit or miss the fleet belies, after the mend's "zapisz -> …" (referee.ts `twoReadings`).
  const twoReadingsPl = (mend: string, o: Breach['nextOutOfTurn']): string => {
    if (o === undefined) return `${mend}; jeśli nie, `;
    const clause = `${own(o.salvo, o.side)}${o.line === undefined ? '' : ` (wiersz ${o.line})`} ${fired} poza kolejnością (ruch miała strona ${q(o.due)})`;
    return o.reading === 'fleet' ? `${mend}: wtedy ${clause}; jeśli nie, ` : `${mend}; jeśli odpowiedziano „${o.said}”, jak zapisano, to ${clause}: `;
  };
  const t: RefereeText = {
    lang: 'pl',
    sideName: name,
    error: 'błąd',
    warning: 'ostrzeżenie',
    salvo: (n) => `${noun} ${n}`,
    own: (n, side) => own(n, side),
    shotOfLine: (i, of) => `strzał ${i} z ${of} w wierszu`,
    ruleLabel: 'zasada',
    expectedLabel: 'oczekiwano',
    recordedLabel: 'zapisano',
    forced: 'zapisano z --force',
    rule: (code) => RULES_PL[code],
    shots,
    value: (text) => {
      if (text === 'no salvo' && single) return 'żadnego strzału';
      const known = VALUES[text]?.pl;
      if (known !== undefined) return known;
      let m = /^(\d+) shots?$/u.exec(text);
      if (m) return shots(Number(m[1]));
      m = /^at most (\d+)(?: shots?)?$/u.exec(text);
      if (m) return `najwyżej ${m[1]}`;
      m = /^(.+) to fire$/u.exec(text);
      if (m) return `strzela strona ${q(m[1]!)}`;
      return undefined;
    },
    message: (b) => {
      const me = own(b.sideSalvo, b.shooter);
      // Whose salvo the size breaches name, as English does (`blue's salvo 1 has 2 shots`): `w salwie 1 strony „ala” 2 strzały`.
      const inMe = `w ${nounLoc}${b.sideSalvo === undefined ? '' : ` ${b.sideSalvo}`}${b.shooter === undefined ? '' : ` strony ${q(b.shooter)}`}`;
      const n = numberIn(b.recorded) ?? 0;
      switch (b.code) {
        case 'wrong-salvo-size':
          // A game of single shots: a line of several cells (or none) is not one shot.
          if (single && b.expected === '1' && b.said === undefined) return `${me} ${n === 0 ? 'nie wymienia żadnego pola' : `wymienia ${n} ${plural('pl', n, 'pole', 'pola', 'pól')}`}, a strzela się w jedno`;
          return `${inMe} ${shots(n)}, a należało się ${b.expected ?? '?'}${b.said?.pl !== undefined ? `: ${b.said.pl}` : ''}`;
        case 'salvo-size-not-allowed':
          return `${inMe} ${shots(n)}, a ogłoszone uszkodzenia i wcześniejsze salwy dopuszczają ${b.expected ?? '?'}`;
        case 'shot-limit':
          if (b.sideSalvo === undefined) return undefined;
          return `${inMe} ${shots(n)}, a do limitu zostało ${t.value(b.expected ?? '') ?? b.expected ?? '?'}${b.said?.pl !== undefined ? ` (${b.said.pl})` : ''}`;
        case 'repeated-cell': {
          // Whose salvo fires again at which cells, and in which of the side's own salvos each was fired at before.
          const { again, twice } = repeatGroups(b.repeats ?? []);
          const by = single ? 'swoim strzałem' : 'swoją salwą';
          const cellsOf = (cells: readonly string[]): string => `${cells.length === 1 ? 'pole' : 'pola'} ${saidList(cells, 'i')}`;
          const fired = again.map((g, k) => (k === 0 ? `w ${cellsOf(g.cells)}, w które strzelała już ${by} ${g.salvo}` : `w ${cellsOf(g.cells)} — ${by} ${g.salvo}`));
          const said = [...(fired.length === 0 ? [] : [`znów strzela ${fired.join(', i ')}`]), ...(twice.length === 0 ? [] : [`dwa razy podaje ${cellsOf(twice)}`])];
          return `strona ${q(b.shooter ?? '?')} ${by} ${b.sideSalvo ?? '?'} ${said.join(', i ')}`;
        }
        case 'cell-off-board': {
          const cell = b.sideSalvo === undefined ? quotedCell(b.message) : b.recorded;
          const why = offBoardParts(b.message).map((p) => (p.row ? `nie ma wiersza ${p.label} (wiersze ${p.labels})` : `nie ma kolumny ${p.label} (kolumny ${p.labels})`));
          return `${b.sideSalvo === undefined ? '' : `${me}: `}${cell === undefined ? 'pole' : `${cell.includes(' ') ? 'pola' : 'pole'} ${cell}`} poza planszą${why.length > 0 ? `: ${why.join(' i ')}` : ''}`;
        }
        case 'out-of-turn': {
          const next = b.expected === undefined ? undefined : VALUES[b.expected] === undefined ? b.expected : undefined;
          const c = b.skipsCancelled;
          const ship = c?.ship?.pl !== undefined ? `statek ${quoted('pl', c.ship.pl)}` : 'nietykalny statek';
          const own = single ? 'swoim strzałem' : 'swoją salwą';
          const cancelled = c === undefined ? '' : `: obie strony straciły ruch za trafienie w ${ship} (${q(c.expected.side)} ${own} ${c.expected.salvo}, ${q(c.shooter.side)} ${own} ${c.shooter.salvo}), a te dwa stracone ruchy się znoszą`;
          return `${me} ${fired} poza kolejnością: ${next === undefined ? 'nikt nie mógł strzelać' : `ruch miała strona ${q(next)}`}${cancelled}`;
        }
        case 'penalty-ignored': {
          const f = b.skippedFor;
          const ship = f?.ship?.pl !== undefined ? `statek ${quoted('pl', f.ship.pl)}` : 'nietykalny statek';
          return `${me} ${fired} w ruchu, który ${who(b)} miała stracić za trafienie w ${ship}${f === undefined ? '' : ` ${single ? 'swoim strzałem' : 'swoją salwą'} ${f.salvo}`}`;
        }
        case 'after-game-end': {
          const later = b.ended?.later ?? 0;
          const more = single ? plural('pl', later, 'strzał', 'strzały', 'strzałów') : plural('pl', later, 'salwa', 'salwy', 'salw');
          return `${me} ${fired} po końcu gry${later === 0 ? '' : `, a po ${single ? 'nim' : 'niej'} jeszcze ${later} ${more} (tych się nie sprawdza)`}`;
        }
        case 'illegal-fleet':
        {
          const said = b.fleet === undefined ? undefined : fleetSaid('pl', b.fleet);
          return said === undefined ? undefined : `flota strony ${q(b.side ?? '?')}: ${said.message}`;
        }
        case 'announcement-contradicts-fleet':
          return b.correctAnnouncement !== undefined
            ? `strona ${q(b.side ?? '?')} odpowiedziała „${b.recorded ?? ''}” na ${ownAcc(b.sideSalvo, b.shooter)}; według floty wychodzi „${b.fleetGives?.said ?? b.correctAnnouncement}”${b.fleetGives === undefined ? '' : ` (${b.fleetGives.unread.length === 1 ? 'pole' : 'pola'} ${b.fleetGives.unread.join(' ')} ${b.fleetGives.unread.length === 1 ? 'nieodczytane' : 'nieodczytane'})`}${(b.differs ?? []).length === 0 ? '' : `: ${b.differs!.map((d) => `${d.cell} to „${d.is}”, nie „${d.said}”${d.sunkBefore === undefined ? '' : ` (ten statek strony ${q(d.sunkBefore.side)} zatopiono już ${single ? 'strzałem' : 'salwą'} ${d.sunkBefore.salvo} strony ${q(d.sunkBefore.by)})`}`).join('; ')}`}${(b.sunkAgain ?? []).map((g) => ` (statek ${quoted('pl', g.ship)} strony ${q(g.side)} zatopiono już ${single ? 'strzałem' : 'salwą'} ${g.salvo} strony ${q(g.by)})`).join('')}${b.leftOut === undefined ? '' : `: ${leftOutShots('pl', b.leftOut)}`}${b.sharedHits === undefined ? '' : sharedHitsMessage('pl', single, b.sharedHits)}`
            : `odpowiedź strony ${q(b.side ?? '?')} na ${ownAcc(b.sideSalvo, b.shooter)} nie zgadza się z flotą`;
        case 'announcement-inconsistent':
          return `odpowiedź strony ${q(b.side ?? '?')} na ${ownAcc(b.sideSalvo, b.shooter)} nie zgadza się z wcześniejszymi odpowiedziami${inconsistency(b, 'pl')}${
            b.gapCounted === undefined
              ? ''
              : single
                ? `, nawet licząc strzał strony ${q(b.gapCounted.side)}, który mógł zostać pominięty przed strzałem ${b.gapCounted.before} (zob. błąd przy nim)`
                : `, nawet licząc salwę strony ${q(b.gapCounted.side)}, która mogła zostać pominięta przed salwą ${b.gapCounted.before} (zob. błąd przy niej)`
          }${b.conflictsWith === undefined ? '' : `; razem z ${b.conflictsWith.length === 1 ? `odpowiedzią na ${nounAcc} ${b.conflictsWith[0]!}` : `odpowiedziami na ${single ? 'strzały' : 'salwy'} ${b.conflictsWith.join(', ')}`} nie daje jej żadna dozwolona flota`}`;
        case 'announcements-impossible': {
          const k = b.conflict?.length ?? 0;
          const nums = (b.conflict ?? []).join(', ');
          const list = k === 1 ? `nie zgadza się odpowiedź na ${nounAcc} ${nums}` : `sprzeczne są odpowiedzi na ${single ? 'strzały' : 'salwy'} ${nums}`;
          const head =
            b.reason === 'salvo-size'
              ? b.firedShots !== undefined
                ? `strona ${q(b.side ?? '?')} oddała ${shots(b.firedShots)} w ${nounLoc} ${b.salvo ?? '?'}, a tyle strzałów nie należy się żadnej dozwolonej flocie strony ${q(b.side ?? '?')} zgodnej z odpowiedziami`
                : `żadnej dozwolonej flocie strony ${q(b.side ?? '?')} zgodnej z odpowiedziami nie należy się tyle strzałów w ${nounLoc} ${b.salvo ?? '?'}`
              : `żadna dozwolona flota strony ${q(b.side ?? '?')} nie zgadza się z odpowiedziami po ${nounLoc} ${b.salvo ?? '?'}${b.earliest !== undefined ? ` (być może już po ${nounLoc} ${b.earliest}: nie wszystkie odpowiedzi sprzed ${single ? 'strzału' : 'salwy'} ${b.salvo ?? '?'} udało się sprawdzić dokładnie)` : ''}`;
          const why = b.said?.pl;
          // One salvo's announcement, the reason speaking of it alone: named once, with its line.
          if (b.alone === true && why !== undefined) {
            const before = b.earliest === undefined ? '' : `; być może żadna nie zgadza się z odpowiedziami już po ${nounLoc} ${b.earliest}: nie wszystkie odpowiedzi sprzed ${single ? 'strzału' : 'salwy'} ${b.salvo ?? '?'} udało się sprawdzić dokładnie`;
            return `żadna dozwolona flota strony ${q(b.side ?? '?')} nie zgadza się z odpowiedzią na ${nounAcc} ${b.salvo ?? '?'}${b.line !== undefined ? ` (wiersz ${b.line})` : ''}: ${why}${before}`;
          }
          // Perhaps not the smallest: smaller sets judged loosely, or the narrowing cut short by the budget.
          const smaller = b.looseSalvo === undefined ? '' : `mniejsze sprawdzono przy nieodczytanym polu ${single ? 'strzału' : 'salwy'} ${b.looseSalvo} odczytanym z zapasem`;
          const cut = b.narrowingCut !== true ? '' : smaller === '' ? 'nie udało się go zawęzić w ramach budżetu pracy' : ', a zawęzić go w ramach budżetu pracy się nie udało';
          const loose = smaller === '' && cut === '' ? '' : `; być może nie jest to najmniejszy taki zbiór: ${smaller}${cut}`;
          return `${head}; ${list}${why !== undefined ? `: ${why}` : ''}${loose}`;
        }
        case 'repeated-salvo': {
          const c = b.copyOf;
          if (c === undefined) return undefined;
          const first = b.salvo ?? c.salvo + c.salvos;
          const many = single ? 'strzały' : 'salwy';
          const span = c.salvos === 1 ? `${noun} ${c.salvo} (wiersz ${c.line}) ${single ? 'zapisany' : 'zapisana'}` : `${many} ${c.salvo}–${c.salvo + c.salvos - 1} (wiersz ${c.line}) zapisane`;
          const as = c.salvos === 1 ? '' : ` jako ${many} ${first}–${first + c.salvos - 1}`;
          return `${span} ponownie${as}: ${c.announced ? 'ta sama strona, te same pola i ta sama odpowiedź' : 'ta sama strona i te same pola, również bez odpowiedzi'}`;
        }
        case 'wrong-side': {
          const r = b.readsAs;
          if (r === undefined || b.sideSalvo === undefined || b.shooter === undefined) return undefined;
          const reads = q(b.shooter);
          if (r.salvos === 1) return `${single ? 'zapisany' : 'zapisana'} pod stroną ${q(r.written)}, ale czyta się jako ${own(b.sideSalvo, b.shooter)}: ruch miała strona ${reads}, a jako jej ${noun} pasuje polami, liczbą strzałów i odpowiedzią`;
          const many = single ? 'strzały' : 'salwy';
          return `zapisane pod stroną ${q(r.written)}, ale czytają się jako ${many} ${b.sideSalvo}–${b.sideSalvo + r.salvos - 1} strony ${reads}: ruch miała strona ${reads}, a jako jej ${many} pasują polami, liczbą strzałów i odpowiedziami`;
        }
        case 'salvo-missing': {
          const m = b.missing;
          if (m === undefined || b.sideSalvo === undefined || b.shooter === undefined) return undefined;
          const hit = m.hit ?? [];
          const fit = single ? 'kolejność ruchów dalej się zgadza' : 'kolejność ruchów i liczby strzałów w salwach dalej się zgadzają';
          const sizes = hit.length === 0 ? '' : `; ${hit.length === 1 ? noun : single ? 'strzały' : 'salwy'} ${numberList(hit)} strony ${q(m.written)} ${hit.length === 1 ? 'ma' : 'mają'} należną liczbę strzałów tylko wtedy, gdy ${single ? 'trafił' : 'trafiła'} (nie wiadomo, w co)`;
          return `przed tym wierszem chyba pominięto ${ownAcc(b.sideSalvo, b.shooter)}: ruch miała strona ${q(b.shooter)}, a ${single ? 'z jej strzałem wpisanym' : 'z jej salwą wpisaną'} tutaj (pola i odpowiedź nieznane) ${fit}${sizes}`;
        }
        case 'results-swapped': {
          const r = b.swappedResults;
          if (r === undefined || b.shooter === undefined) return undefined;
          return `odpowiedzi na ${single ? 'strzały' : 'salwy'} ${r.shots[0]} i ${r.shots[1]} strony ${q(b.shooter)} (${r.cells[0]}, ${r.cells[1]}) wyglądają na zapisane w odwrotnej kolejności: „${r.results[0]}” dla ${r.cells[0]} i „${r.results[1]}” dla ${r.cells[1]}; po zamianie odpowiedzi strony ${q(b.side ?? '?')} i kolejność ruchów po nich się zgadzają`;
        }
        case 'fleet-copied-wrong': {
          const c = b.copiedWrong;
          if (c === undefined || b.side === undefined) return undefined;
          const one = c.salvos.length === 1;
          return `statek ${quoted('pl', c.ship['pl'] ?? c.ship['en'] ?? '?')} strony ${q(b.side)} jest zapisany jako ${c.written}, ale tam ${one ? 'przeczy mu odpowiedź' : 'przeczą mu odpowiedzi'} ${copiedSalvosSaid('pl', c, b.side, q, single)}, a ${copiedPlacesSaid('pl', c)}, przy reszcie floty jak zapisano, pasują wszystkie odpowiedzi strony ${q(b.side)}: statek chyba przepisano błędnie`;
        }
        case 'miss-fired-again': {
          const m = b.missFiredAgain;
          if (m === undefined || b.shooter === undefined) return undefined;
          return `odpowiedź na ${nounAcc} ${m.shot} strony ${q(b.shooter)} (${m.cell}) zapisano jako „${m.written}”, ale strona ${q(b.shooter)} strzelała po ${single ? 'nim' : 'niej'} dalej (${noun} ${m.next.shot}, wiersz ${m.next.line}), a tak jest tylko po trafieniu; jeśli przeczytać ją jako „${m.reads}”, odpowiedzi strony ${q(b.side ?? '?')} i kolejność ruchów po ${single ? 'nim' : 'niej'} się zgadzają`;
        }
        default:
          return undefined;
      }
    },
    suggestion: (b) => {
      if (b.forced === true) return undefined;
      switch (b.code) {
        case 'wrong-side': {
          const r = b.readsAs;
          if (r === undefined) return undefined;
          const one = r.salvos === 1;
          const it = one ? (single ? 'go' : 'ją') : 'je';
          if (r.limit !== undefined)
            return `zapisz ${r.write}; jeśli strona ${q(r.written)} naprawdę ${one ? (single ? 'go' : 'ją') : 'je'} oddała, choć wykorzystała już wszystkie ${r.limit} strzałów, dopisz do wiersza forced: true, a check oceni ${it} jako ${one ? nounAcc : single ? 'strzały' : 'salwy'} strony ${q(r.written)}: strzały ponad limit, których nie mogła oddać`;
          return `zapisz ${r.write}; jeśli strona ${q(r.written)} naprawdę wtedy strzelała, poza kolejnością, dopisz do wiersza forced: true, a check oceni ${it} jako ${one ? nounAcc : single ? 'strzały' : 'salwy'} strony ${q(r.written)}`;
        }
        case 'salvo-missing': {
          const m = b.missing;
          if (m === undefined || b.shooter === undefined) return undefined;
          return `wpisz ${single ? 'go' : 'ją'} nad tym wierszem: - ${b.shooter}: <pola> -> <odpowiedź>; jeśli strona ${q(b.shooter)} wtedy nie strzelała, wiersz strony ${q(m.written)} jest poza kolejnością: dopisz do niego forced: true, jeśli gra toczyła się dalej od niego`;
        }
        case 'results-swapped': {
          const r = b.swappedResults;
          if (r === undefined) return undefined;
          return `zapisz ${swappedWrite(r, (w, l) => `${w} w wierszu ${l}`, ' i ')}; jeśli strona ${q(b.side ?? '?')} naprawdę tak odpowiedziała, żadna z tych odpowiedzi nie pasuje do swojego pola`;
        }
        case 'fleet-copied-wrong': {
          const c = b.copiedWrong;
          if (c === undefined || b.side === undefined) return undefined;
          const drawn = `jeśli statek narysowano na ${c.written}, ${c.salvos.length === 1 ? 'odpowiedź' : 'odpowiedzi'} strony ${q(b.side)} ${c.salvos.length === 1 ? 'była błędna' : 'były błędne'}`;
          if (c.places.length > 1) return `zapisz ${c.whole ? '' : `zamiast ${c.written} `}w wierszu ${c.line} to, co jest na kartce strony ${q(b.side)}: ${copiedWritesSaid('pl', c)}; ${drawn}`;
          return `${c.whole ? `zapisz ${c.write}` : `zapisz ${c.fits} zamiast ${c.written}`} w wierszu ${c.line}, jeśli tak jest na kartce strony ${q(b.side)}; ${drawn}`;
        }
        case 'miss-fired-again': {
          const m = b.missFiredAgain;
          if (m === undefined || b.shooter === undefined) return undefined;
          return `zapisz ${m.write} w wierszu ${m.line}; jeśli strona ${q(b.side ?? '?')} naprawdę odpowiedziała „${m.written}”, ${single ? 'strzał' : 'salwę'} ${m.next.shot} strony ${q(b.shooter)} oddano poza kolejnością`;
        }
        case 'repeated-salvo':
          return (b.copyOf?.salvos ?? 1) === 1
            ? `usuń wiersz ${b.line ?? '?'}, jeśli zapisano go dwa razy; jeśli ${who(b)} naprawdę oddała ${single ? 'ten strzał' : 'tę salwę'} ponownie, dopisz do wiersza forced: true, a check oceni ${single ? 'go jako osobny strzał' : 'ją jako osobną salwę'}`
            : `usuń wiersz ${b.line ?? '?'}, jeśli zapisano go dwa razy; jeśli ${who(b)} naprawdę oddała te ${single ? 'strzały' : 'salwy'} ponownie, dopisz do wiersza forced: true, a check oceni je jako osobne ${single ? 'strzały' : 'salwy'}`;
        case 'out-of-turn':
        case 'penalty-ignored':
          if (b.missLast !== undefined && b.swappedWith === undefined)
            return `jeśli pudło w ${b.missLast.cell} było ostatnim strzałem ruchu strony ${q(b.shooter ?? b.side ?? '?')}, zapisz ${b.missLast.write}; jeśli nie, popraw wiersz, jeśli zapisano go pod złą stroną; jeśli ${who(b)} naprawdę strzelała po pudle, ruch się liczy: dopisz do niego forced: true, jeśli gra toczyła się dalej od niego`;
          if (b.firstBy !== undefined && b.swappedWith === undefined)
            return `jeśli pierwsza strzelała strona ${q(b.firstBy)}, wpisz ją pierwszą pod sides: (pierwsza strzela strona wpisana pierwsza); jeśli nie, popraw wiersz, jeśli zapisano go pod złą stroną${leftOutBefore(b) === undefined ? '' : `, albo wpisz przed nim ${single ? 'pominięty strzał' : 'pominiętą salwę'} strony ${q(leftOutBefore(b)!)}`}`;
          return `${b.swappedWith !== undefined ? `ten wiersz i wiersz ${b.swappedWith.line} (${noun} ${b.swappedWith.salvo}) wyglądają na zapisane w odwrotnej kolejności: zamień je miejscami` : `popraw wiersz, jeśli zapisano go pod złą stroną albo w złym miejscu${leftOutBefore(b) === undefined ? '' : `, albo wpisz przed nim ${single ? 'pominięty strzał' : 'pominiętą salwę'} strony ${q(leftOutBefore(b)!)}`}`}; jeśli ${who(b)} naprawdę wtedy strzelała, ruch się liczy: dopisz do niego forced: true, jeśli gra toczyła się dalej od niego`;
        case 'wrong-salvo-size':
        case 'salvo-size-not-allowed':
          return `porównaj pola z kartką: popraw pole przepisane dwa razy albo pominięte; jeśli ${who(b)} tak strzelała, ${noun} się liczy`;
        case 'shot-limit':
          if (b.noCellLines !== undefined && b.noCellLines.length > 0) {
            const one = b.noCellLines.length === 1;
            return `porównaj pola z kartką i wpisz pola ${one ? (single ? 'strzału' : 'salwy') : single ? 'strzałów' : 'salw'} ${b.noCellLines.join(', ')} tej strony, w ${one ? (single ? 'którym' : 'której') : 'których'} ich nie ma: strzałów ponad limit ${who(b)} nie mogła oddać`;
          }
          return `porównaj pola z kartką: strzałów ponad limit ${who(b)} nie mogła oddać`;
        case 'repeated-cell': {
          const read = b.readAs;
          const asMiss =
            read === undefined
              ? ''
              : read.maybe === true
                ? `: odpowiedź strony ${q(read.target)} „${read.said}” liczy się jako trafienie w nowe pola albo, jeśli powtórzono w niej dla ${read.cells ?? 'niego'} to, co powiedziano wcześniej, jako „${read.miss}”`
                : read.salvo === true
                  ? `: ${(read.cells ?? '').includes(' ') ? `powtórki w ${read.cells} nie trafiają` : `powtórka w ${read.cells ?? 'nim'} nie trafia`} w nic nowego, a odpowiedź strony ${q(read.target)} „${read.said}” na salwę znowu nazywa statek trafiony wcześniej, więc liczy się jako „${read.miss}”`
                  : `: nie trafia w nic nowego, więc odpowiedź strony ${q(read.target)} „${read.said}” na ${read.cells ?? 'nie'} liczy się jako „${read.miss}”`;
          const { again, twice } = repeatGroups(b.repeats ?? []);
          // A cell named twice in the salvo, none fired at before: likely another cell copied wrong.
          if (twice.length > 0 && again.length === 0) {
            const one = twice.length === 1;
            return `porównaj ${saidList(twice, 'i')} z kartką: w ${single ? 'strzale' : 'salwie'} każde pole podaje się raz, więc ${one ? `jedno z dwóch ${twice[0]!}` : 'w każdej parze jedno'} to pewnie inne pole, przepisane źle: popraw je; jeśli ${who(b)} naprawdę podała ${one ? twice[0]! : 'je'} dwa razy, ${one ? 'drugi strzał się liczy i przepada' : 'drugie strzały się liczą i przepadają'}${asMiss}`;
          }
          if (twice.length > 0)
            return `porównaj ${b.recorded ?? 'pola'} z kartką i popraw, jeśli przepisano źle; jeśli ${who(b)} naprawdę strzelała znowu w ${saidList(again.flatMap((g) => g.cells), 'i')} i dwa razy podała ${saidList(twice, 'i')}, strzały się liczą i przepadają${asMiss}`;
          return `porównaj ${b.recorded ?? 'pole'} z kartką i popraw, jeśli przepisano źle; jeśli ${who(b)} naprawdę strzelała tam znowu, ${(b.recorded ?? '').includes(' ') ? 'strzały się liczą i przepadają' : 'strzał się liczy i przepada'}${asMiss}`;
        }
        case 'cell-off-board': {
          const cell = quotedCell(b.message) ?? b.recorded;
          return `porównaj ${cell ?? 'pole'} z kartką i zapisz pole, które wywołano`;
        }
        case 'after-game-end': {
          const e = b.ended;
          const how = e?.winner === undefined ? (e?.draw === true ? 'remis: obu stronom skończyły się strzały' : 'gra była skończona') : `wygrała strona ${q(e.winner)}, ${e.sunk === true ? 'flota przeciwnika zatopiona' : 'przez liczbę trafień'}`;
          return e?.salvo === undefined
            ? `${how} przed ${single ? 'pierwszym strzałem' : 'pierwszą salwą'}; usuń ${single ? 'strzały' : 'salwy'}`
            : `gra skończyła się ${single ? 'strzałem' : 'salwą'} ${e.salvo}: ${how}; usuń ${single ? 'strzały' : 'salwy'} po ${single ? 'nim' : 'niej'} albo popraw ${single ? 'ten, który ją zakończył' : 'tę, która ją zakończyła'}`;
        }
        case 'illegal-fleet':
        {
          const rule = b.fleet === undefined ? undefined : fleetSaid('pl', b.fleet)?.suggestion;
          return `${rule !== undefined ? `${rule}; ` : ''}porównaj flotę z kartką strony ${q(b.side ?? '?')} i popraw źle przepisany statek; jeśli tak go narysowano, flota łamie zasady`;
        }
        case 'announcement-contradicts-fleet':
          return b.correctAnnouncement !== undefined
            ? `${b.sharedHits === undefined ? '' : sharedHitsSuggestion('pl', single, b.sharedHits)}${leftOutFirst('pl', b, name)}jeśli odpowiedziano „${b.fleetGives?.said ?? b.correctAnnouncement}”${b.fleetGives === undefined ? '' : ` na odczytane pola (${b.fleetGives.unread.join(' ')} ${b.fleetGives.unread.length === 1 ? 'nieodczytane: odpowiedź na nie zostaje' : 'nieodczytane: odpowiedzi na nie zostają'} jak zapisano)`}, ${twoReadingsPl(`zapisz -> ${b.writeAnnouncement ?? b.correctAnnouncement}${b.said?.pl !== undefined ? `: ${b.said.pl}` : ''}`, b.nextOutOfTurn)}sprawdź flotę zapisaną pod fleets:`
            : 'sprawdź odpowiedź i flotę zapisaną pod fleets:';
        case 'announcement-inconsistent':
          if (b.conflictsWith !== undefined)
            return `porównaj z kartką tę odpowiedź i ${b.conflictsWith.length === 1 ? `odpowiedź na ${nounAcc} ${b.conflictsWith[0]!}` : `odpowiedzi na ${single ? 'strzały' : 'salwy'} ${b.conflictsWith.join(', ')}`}: żadna flota nie daje ich razem`;
          return 'porównaj odpowiedź z kartką: żadna flota nie daje jej po wcześniejszych odpowiedziach';
        case 'announcements-impossible':
          if (b.alone === true) return `sprawdź odpowiedź na ${nounAcc} ${b.salvo ?? '?'}`;
          return `sprawdź odpowiedzi na wymienione ${single ? 'strzały' : 'salwy'}${b.reason === 'salvo-size' ? ` i liczbę strzałów w ${nounLoc} ${b.salvo ?? '?'}` : ''}`;
        default:
          return undefined;
      }
    },
  };
  return t;
}

/**
 * The referee's words in `lang` (`ru`, `pl-PL`, …); undefined for English, which `breachDiagnostic`
 * and `formatDiagnostic` say. `name`: a side as the record names it, as the text names it (a record
 * whose sides are the variant's own ids, `blue`, says `Синие` in Russian: `sideName`).
 */
export function refereeText(lang: string, single: boolean, name: (side: string) => string = (side) => side): RefereeText | undefined {
  const s = spoken(lang);
  return s === 'ru' ? ruText(single, name) : s === 'pl' ? plText(single, name) : undefined;
}

/** The breaches whose message names the side's own salvo in a form `own` does not match (`своим залпом 2`, `в залпе 1 стороны «синие»`). */
const NAMES_OWN_SALVO: ReadonlySet<string> = new Set(['repeated-cell', 'wrong-salvo-size', 'salvo-size-not-allowed', 'shot-limit']);

/**
 * The breach as one diagnostic line's parts in `t`'s language, as `breachDiagnostic` gives them in
 * English: its message, the bracketed side's salvo, shot, rule, expected and recorded, and what
 * to do. Undefined for a breach the language has no words for (a record that cannot be read):
 * `check` says it whole in English, never half in one language.
 */
export function breachSaid(b: Breach, t: RefereeText): Diagnostic | undefined {
  const ru = t.lang === 'ru';
  const words = breachWords(b, t);
  if (words === undefined) return undefined;
  const message = words.message;
  const detail: string[] = [];
  // The side's own salvo, where the message does not name it already (a repeat's names it as fired by the side, `своим залпом 2`; a size's as the salvo it is in, `в залпе 1`).
  if (b.sideSalvo !== undefined && b.shooter !== undefined && b.salvo !== undefined && !NAMES_OWN_SALVO.has(b.code) && !message.includes(t.own(b.sideSalvo, b.shooter))) detail.push(t.own(b.sideSalvo, b.shooter));
  if (b.shot !== undefined) detail.push(t.shotOfLine(b.shot.index + 1, b.shot.of));
  detail.push(`${t.ruleLabel}: ${t.rule(b.code) ?? readingRule(b.code, ru)}`);
  // Side names (whose turn it was, who fired) in the quotes the language sets a name in.
  const sides = b.code === 'out-of-turn' || b.code === 'penalty-ignored' || b.code === 'wrong-side' || b.code === 'salvo-missing';
  const value = (v: string): string => t.value(v) ?? (sides ? quoted(t.lang, t.sideName(v)) : v);
  if (b.expected !== undefined) detail.push(`${t.expectedLabel}: ${value(b.expected)}`);
  if (b.recorded !== undefined) detail.push(`${t.recordedLabel}: ${value(b.recorded)}`);
  if (b.forced) detail.push(t.forced);
  const suggestion = words.suggestion;
  return {
    severity: 'error',
    code: b.code,
    message: `${message} [${detail.join('; ')}]`,
    ...(suggestion !== undefined ? { suggestion } : {}),
    ...(b.file !== undefined ? { file: b.file } : {}),
    ...(b.line !== undefined ? { line: b.line } : {}),
    ...(b.column !== undefined ? { column: b.column } : {}),
    ...(b.salvo !== undefined ? { salvo: b.salvo } : {}),
  };
}

/**
 * A breach's message and what to do in `t`'s language, without the bracketed detail: a record
 * that cannot be read said from its parts (reading-text.ts), a breach of the rules as the
 * referee words it; undefined where the language has no words for it (said whole in English).
 */
export function breachWords(b: Breach, t: RefereeText): SaidWords | undefined {
  const reading = b.parts === undefined ? undefined : readingSaid(b, t.lang);
  if (reading !== undefined) return reading;
  const message = t.message(b);
  if (message === undefined) return undefined;
  const suggestion = t.suggestion(b) ?? (b.forced === true ? undefined : b.suggestion);
  return { message, ...(suggestion !== undefined ? { suggestion } : {}) };
}

/** A breach's message and what to do about it in `t`'s language, for the JSON reports (`check --json`, `analyze --json`: their fields and codes stay); English where it has no words. */
export function breachJsonWords(b: Breach, t: RefereeText): { message?: string; suggestion?: string } {
  const words = breachWords(b, t);
  if (words === undefined) return {};
  return words.suggestion !== undefined ? { message: words.message, suggestion: words.suggestion } : { message: words.message };
}

/**
 * A warning in `t`'s language where the referee gave its words, or the reader its parts (a line
 * read with a guess: reading-text.ts), each field in its place as English gives it (`saidDiagnostic`);
 * undefined where neither did (`check` says it in English).
 */
export function warningSaid(d: RefereeWarning, t: RefereeText): Diagnostic | undefined {
  const { said, ...rest } = d;
  const words = said === undefined ? readingSaid(rest, t.lang) : said[t.lang];
  return words === undefined ? undefined : saidDiagnostic(rest, words);
}

/**
 * `file:line:column: ошибка CODE: залп 7: message (suggestion)`: `formatDiagnostic` in `t`'s
 * language (English where `t` is undefined).
 */
export function formatSaid(d: Diagnostic, t: RefereeText | undefined): string {
  if (t === undefined) return formatDiagnostic(d);
  const where: string[] = [];
  if (d.file !== undefined) where.push(d.file);
  if (d.line !== undefined) where.push(String(d.line));
  if (d.line !== undefined && d.column !== undefined) where.push(String(d.column));
  const place = where.length > 0 ? `${where.join(':')}: ` : '';
  const salvo = d.salvo !== undefined ? `${t.salvo(d.salvo)}: ` : '';
  const hint = d.suggestion ? ` (${d.suggestion})` : '';
  return `${place}${d.severity === 'error' ? t.error : t.warning} ${d.code}: ${salvo}${d.message}${hint}`;
}

/** The language a record's reading problems are said in, and its variant (whether a salvo is one shot: `strzał 3`, not `salwa 3`). */
export interface ReadingLanguage {
  readonly lang: string;
  /** Unknown where the record's variant could not be loaded (its problems have no salvo number). */
  readonly variant?: Pick<Variant, 'turns'>;
}

/**
 * A problem reading the record as one line in `said.lang` (reading-text.ts: `ошибка unknown-side:
 * залп 4: «зелёные» — не сторона этой партии (…)`), its place as English gives it; whole in
 * English where that language has no words for it, each salvo a shot where every salvo is one.
 */
export function readingLine(d: Diagnostic, said: ReadingLanguage): string {
  const words = readingDiagnostic(d, said.lang);
  const single = said.variant !== undefined && singleShots(said.variant);
  const t = words === undefined ? undefined : refereeText(said.lang, single);
  // In English, a game of single shots names each salvo a shot, as the other languages do.
  if (words === undefined || t === undefined) return single ? shotsNamed(formatDiagnostic(d)) : formatDiagnostic(d);
  return formatSaid(words, t);
}
