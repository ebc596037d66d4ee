/**
 * The referee's warnings said in Russian and Polish (`RefereeWarning.said`): a salvo recorded
 * without its announcement, and what the referee could not judge at a salvo (whose turn it was,
 * its size, a repeat of a cell, the shot limit) or of a side (announcements not settled within
 * the budget). Each is given its parts (the salvos by the numbers the record's text gives them,
 * the sides already named as the game names them in the language, quoted), and gives the message
 * and what to do. English stays what referee.ts and check.ts word, byte for byte.
 *
 * @example
 *   missingAnnouncementSaid(false, (l) => quoted(l, 'Синие')).ru
 *   // { message: 'ответ на залп стороны «Синие» не записан', suggestion: 'допишите после клеток «-> <ответ>»' }
 */
import type { Diagnostic } from '../core/diagnostics.js';
import { possessive } from '../core/possessive.js';
import { plural } from '../core/plural.js';
import type { SaidIn, SaidLang, SaidWords } from './said-words.js';

/**
 * A warning of the referee, with its words in Russian and Polish where the referee words it
 * (`check` says them in the record's language; internal: the JSON reports leave them out).
 */
export type RefereeWarning = Diagnostic & { readonly said?: SaidIn };

/** A side as the game names it in a language, quoted (`«Синие»`, `„ala”`). */
export type SideIn = (lang: SaidLang) => string;

/** Why a salvo before is left out of the replay: a line that cannot be read, one naming no cell, or one naming no cell whose hit on a revealed fleet cannot be placed. */
export type LostWhy =
  | { readonly kind: 'unreadable' }
  /** A line under a side the game does not have (`rde:`): its cells may read, but whose salvo it was does not. */
  | { readonly kind: 'no-side' }
  | { readonly kind: 'no-cell' }
  | { readonly kind: 'no-cell-revealed'; readonly what: 'unreadable' | 'missing' | 'hit'; readonly target: string }
  /** A salvo read, with `cells` cells that cannot be read whose shots may have hit (said only where that may have cost shots). */
  | { readonly kind: 'unread-cell'; readonly cells: number };

/** `LostWhy` as the English warnings say it, after `salvo 3 before it`. */
export function lostWhyEnglish(w: LostWhy): string {
  if (w.kind === 'unreadable') return 'cannot be read';
  if (w.kind === 'no-side') return 'names no side this game has';
  if (w.kind === 'no-cell') return 'names no cell';
  if (w.kind === 'unread-cell') return w.cells === 1 ? 'has a cell that cannot be read (see its error), whose shot may have hit' : `has ${w.cells} cells that cannot be read (see their errors), whose shots may have hit`;
  const what = w.what === 'unreadable' ? 'its announcement cannot be read' : w.what === 'missing' ? 'nothing was announced for it' : 'a hit was announced for it';
  return `names no cell, and ${what}: which of ${possessive(w.target, 'revealed ships')} it hit is not known`;
}

/** The words for a salvo (`single`: every salvo is one shot) in the cases the warnings need. */
interface Noun {
  readonly nom: string;
  readonly gen: string;
  readonly acc: string;
  readonly loc: string;
  readonly nomPl: string;
  readonly genPl: string;
  readonly locPl: string;
  /** Polish: the salvo is feminine (salwa), the shot masculine (strzał): `g('mogła', 'mógł')`. */
  g(fem: string, masc: string): string;
}

function nounOf(lang: SaidLang, single: boolean): Noun {
  if (lang === 'ru') {
    // Залп and выстрел are both masculine.
    return single
      ? { nom: 'выстрел', gen: 'выстрела', acc: 'выстрел', loc: 'выстреле', nomPl: 'выстрелы', genPl: 'выстрелов', locPl: 'выстрелах', g: (_f, m) => m }
      : { nom: 'залп', gen: 'залпа', acc: 'залп', loc: 'залпе', nomPl: 'залпы', genPl: 'залпов', locPl: 'залпах', g: (_f, m) => m };
  }
  return single
    ? { nom: 'strzał', gen: 'strzału', acc: 'strzał', loc: 'strzale', nomPl: 'strzały', genPl: 'strzałów', locPl: 'strzałach', g: (_f, m) => m }
    : { nom: 'salwa', gen: 'salwy', acc: 'salwę', loc: 'salwie', nomPl: 'salwy', genPl: 'salw', locPl: 'salwach', g: (f) => f };
}

const shotsIn = (lang: SaidLang, n: number): string => `${n} ${lang === 'ru' ? plural('ru', n, 'выстрел', 'выстрела', 'выстрелов') : plural('pl', n, 'strzał', 'strzały', 'strzałów')}`;

/** Said in both languages. */
function both(f: (lang: SaidLang, n: Noun) => SaidWords, single: boolean): SaidIn {
  return { ru: f('ru', nounOf('ru', single)), pl: f('pl', nounOf('pl', single)) };
}

/** `mend that salvo, and check again`. */
function mendThat(lang: SaidLang, n: Noun, many = false): string {
  if (lang === 'ru') return many ? `исправьте те ${n.nomPl} и проверьте снова` : `исправьте тот ${n.nom} и проверьте снова`;
  return many ? `popraw tamte ${n.nomPl} i sprawdź ponownie` : `popraw ${n.g('tamtą', 'tamten')} ${n.acc} i sprawdź ponownie`;
}

/** `salvo 3 before it names no cell, …`: a salvo before this one left out of the replay, and why. */
function lostBefore(lang: SaidLang, n: Noun, item: number, why: LostWhy, target: SideIn | undefined): string {
  if (why.kind === 'unread-cell') {
    const one = why.cells === 1;
    if (lang === 'ru') return `${one ? 'клетку' : `${why.cells} ${plural('ru', why.cells, 'клетку', 'клетки', 'клеток')}`} ${n.gen} ${item} перед этим не удалось прочитать (см. ${one ? 'ошибку при ней' : 'ошибки при них'}), а ${one ? 'выстрел по ней мог' : 'выстрелы по ним могли'} попасть`;
    return `${one ? 'pola' : `${why.cells} pól`} ${n.gen} ${item} wcześniej nie da się odczytać (zob. ${one ? 'błąd przy nim' : 'błędy przy nich'}), a ${one ? 'strzał w nie mógł' : 'strzały w nie mogły'} trafić`;
  }
  if (lang === 'ru') {
    const head = `${n.nom} ${item} перед этим`;
    if (why.kind === 'unreadable') return `${head} не удалось прочитать`;
    if (why.kind === 'no-side') return `у ${n.gen} ${item} перед этим указана сторона, которой нет в этой партии`;
    if (why.kind === 'no-cell') return `${head} не называет ни одной клетки`;
    const what = why.what === 'unreadable' ? 'ответ на него не читается' : why.what === 'missing' ? 'ответ на него не записан' : 'на него ответили попаданием';
    return `${head} не называет ни одной клетки, а ${what}: в какой из раскрытых кораблей стороны ${target?.('ru') ?? why.target} он попал, неизвестно`;
  }
  const head = `${n.nom} ${item} wcześniej`;
  if (why.kind === 'unreadable') return `${head} ${n.g('jest nieczytelna', 'jest nieczytelny')}`;
  if (why.kind === 'no-side') return `${head} ${n.g('jest zapisana', 'jest zapisany')} pod stroną, której nie ma w tej partii`;
  if (why.kind === 'no-cell') return `${head} nie wymienia żadnego pola`;
  const on = n.g('nią', 'niego');
  const what = why.what === 'unreadable' ? `odpowiedzi na ${on} nie da się odczytać` : why.what === 'missing' ? `odpowiedzi na ${on} nie zapisano` : `odpowiedziano na ${on} trafieniem`;
  return `${head} nie wymienia żadnego pola, a ${what}: nie wiadomo, w który z odkrytych statków strony ${target?.('pl') ?? why.target} ${n.g('trafiła', 'trafił')}`;
}

/** `announcement-missing`: no announcement recorded for a side's salvo. */
export function missingAnnouncementSaid(single: boolean, side: SideIn): SaidIn {
  return both(
    (lang, n) =>
      lang === 'ru'
        ? { message: `ответ на ${n.acc} стороны ${side(lang)} не записан`, suggestion: 'допишите после клеток «-> <ответ>»' }
        : { message: `nie zapisano odpowiedzi na ${n.acc} strony ${side(lang)}`, suggestion: 'dopisz po polach „-> <odpowiedź>”' },
    single,
  );
}

/**
 * `announcement-missing` at the record's last salvo, with fewer shots than its side was owed: the
 * record may end before the rest of it was written, so its size is not judged. `shots`: those
 * written; `owed`: what the side was owed, as the English says it (`6`, `3–6`).
 */
export function cutOffSaid(single: boolean, side: SideIn, shots: number, owed: string): SaidIn {
  return both(
    (lang, n) =>
      lang === 'ru'
        ? {
            message: `ответ на ${n.acc} стороны ${side(lang)} не записан, а это последний ${n.nom} записи: его размер (${shotsIn(lang, shots)} при положенных ${owed}) не проверен — запись могла оборваться, прежде чем его записали целиком`,
            suggestion: `допишите остальные клетки, если они были, и после них «-> <ответ>»; если сторона ${side(lang)} сделала ${shotsIn(lang, shots)}, размер ${n.gen} неверен`,
          }
        : {
            message: `nie zapisano odpowiedzi na ${n.acc} strony ${side(lang)}, ${n.g('ostatnią', 'ostatni')} w zapisie: ${n.g('jej', 'jego')} rozmiar (${shotsIn(lang, shots)} przy należnych ${owed}) nie jest sprawdzany — zapis mógł się urwać, zanim ${n.g('zapisano ją całą', 'zapisano go całego')}`,
            suggestion: `dopisz pozostałe pola, jeśli były, a po nich „-> <odpowiedź>”; jeśli strona ${side(lang)} oddała ${shotsIn(lang, shots)}, rozmiar ${n.gen} jest zły`,
          },
    single,
  );
}

/** `turn-unjudged`, a cell of the salvo before left out whose result may have decided the turn. */
export function turnUnjudgedCellSaid(single: boolean, side: SideIn, before: number): SaidIn {
  return both(
    (lang, n) =>
      lang === 'ru'
        ? { message: `не проверено, был ли это ход стороны ${side(lang)}: клетка ${n.gen} ${before} перед этим не учтена (см. ошибку при ней), а ответ на неё мог решить, чей был ход`, suggestion: mendThat(lang, n) }
        : {
            message: `nie sprawdzono, czy był to ruch strony ${side(lang)}: pole ${n.gen} ${before} wcześniej pominięto (zob. błąd przy nim), a odpowiedź na nie mogła rozstrzygnąć, czyj był ruch`,
            suggestion: mendThat(lang, n),
          },
    single,
  );
}

/**
 * `announcement-unjudged`: `target`'s announcement for `shooter`'s salvo `sideSalvo`, found
 * impossible only as written, after the line out of turn `before` (a salvo of `shooter` may be
 * left out there, and what it hit is not known).
 */
export function announcementUnjudgedGapSaid(single: boolean, target: SideIn, shooter: SideIn, sideSalvo: number, before: number): SaidIn {
  return both(
    (lang, n) =>
      lang === 'ru'
        ? {
            message: `ответ стороны ${target(lang)} на ${n.acc} ${sideSalvo} стороны ${shooter(lang)} не проверен: перед ${n.nom === 'залп' ? 'залпом' : 'выстрелом'} ${before} мог быть пропущен ${n.nom} стороны ${shooter(lang)} (см. ошибку при нём), а куда он попал, неизвестно`,
            suggestion: `впишите пропущенный ${n.nom}, если он был, и проверьте снова`,
          }
        : {
            message: `nie sprawdzono odpowiedzi strony ${target(lang)} na ${n.acc} ${sideSalvo} strony ${shooter(lang)}: przed ${n.nom === 'salwa' ? 'salwą' : 'strzałem'} ${before} ${n.g('mogła', 'mógł')} zostać ${n.g('pominięta', 'pominięty')} ${n.nom} strony ${shooter(lang)} (zob. błąd przy ${n.g('niej', 'nim')}), a nie wiadomo, w co ${n.g('trafiła', 'trafił')}`,
            suggestion: `dopisz ${n.g('pominiętą', 'pominięty')} ${n.acc}, jeśli ${n.g('była', 'był')}, i sprawdź ponownie`,
          },
    single,
  );
}

/**
 * `announcement-unjudged`: `target` announced "sunk" for `shooter`'s salvo `sideSalvo` where the
 * revealed fleet gives a hit, but the salvos `lines` before it (one, `why`; or several), left out
 * of the replay, may have held hits (up to `upTo`; any number where undefined) on the rest of the ship (`cells`, not fired at as
 * read); `at`, the cells of the shots said "sunk".
 */
export function announcementUnjudgedLostSaid(
  single: boolean,
  target: SideIn,
  shooter: SideIn,
  sideSalvo: number,
  lines: readonly number[],
  why: LostWhy | undefined,
  whyTarget: SideIn | undefined,
  upTo: number | undefined,
  at: readonly string[],
  cells: readonly string[],
): SaidIn {
  const one = lines.length === 1 && why !== undefined;
  return both((lang, n) => {
    if (lang === 'ru') {
      const which = one ? lostBefore(lang, n, lines[0]!, why, whyTarget) : `${n.nomPl} ${lines.join(', ')} перед этим не учтены (см. ошибки при них)`;
      return {
        message: `ответ стороны ${target(lang)} на ${n.acc} ${sideSalvo} стороны ${shooter(lang)} не проверен: по раскрытому флоту в ${at.join(', ')} — попадание, а не потопление, но ${which}, а ${one ? 'в нём' : 'в них'} могли быть попадания${upTo !== undefined ? ` (до ${upTo})` : ''} в остальные клетки этого корабля (${cells.join(', ')}), по которым, как записано, не стреляли`,
        suggestion: mendThat(lang, n, !one),
      };
    }
    const which = one ? lostBefore(lang, n, lines[0]!, why, whyTarget) : `${n.nomPl} ${lines.join(', ')} wcześniej pominięto (zob. błędy przy nich)`;
    return {
      message: `nie sprawdzono odpowiedzi strony ${target(lang)} na ${n.acc} ${sideSalvo} strony ${shooter(lang)}: według odkrytej floty w ${at.join(', ')} jest trafienie, a nie zatopienie, ale ${which}, a ${one ? n.g('w niej', 'w nim') : 'w nich'} mogły być trafienia${upTo !== undefined ? ` (do ${upTo})` : ''} w pozostałe pola tego statku (${cells.join(', ')}), w które według zapisu nie strzelano`,
      suggestion: mendThat(lang, n, !one),
    };
  }, single);
}

/**
 * `turn-unjudged`, the salvo before left out of the replay. `known`: its side, read or given by
 * the turn order (`read` false), and whose turn it was after it: `out`, `next`'s (not `side`'s,
 * or `side`'s again: `again`, its own side's); `open`, as what it hit decides.
 */
export function turnUnjudgedLostSaid(
  single: boolean,
  side: SideIn,
  before: number,
  why: LostWhy,
  target?: SideIn,
  known?: { readonly side: SideIn; readonly read: boolean; readonly verdict: 'out' | 'open'; readonly next: SideIn; readonly again?: boolean },
): SaidIn {
  return both((lang, n) => {
    const of = known?.side(lang);
    let more = '';
    if (known !== undefined && lang === 'ru') {
      const whose = known.read ? `это ${n.nom} стороны ${of}` : `по очерёдности ходов это ${n.nom} стороны ${of}`;
      more =
        known.verdict === 'open'
          ? `; ${whose}, а от того, во что он попал, могло зависеть, чей был ход`
          : `; ${known.read ? `${whose}, так что` : `если это ${n.nom} стороны ${of}, как следует из очерёдности ходов, то`} после него был ${known.again === true ? 'снова ' : ''}ход стороны ${known.next(lang)}`;
    } else if (known !== undefined) {
      const whose = known.read ? `to ${n.nom} strony ${of}` : `według kolejności ruchów to ${n.nom} strony ${of}`;
      more =
        known.verdict === 'open'
          ? `; ${whose}, a od tego, w co ${n.g('trafiła', 'trafił')}, mogło zależeć, czyj był ruch`
          : `; ${known.read ? `${whose}, więc` : `jeśli ${n.g('była to salwa', 'był to strzał')} strony ${of}, jak wynika z kolejności ruchów, to`} po ${n.g('niej', 'nim')} był ${known.again === true ? 'znowu ' : ''}ruch strony ${known.next(lang)}`;
    }
    return {
      message: `${lang === 'ru' ? `не проверено, был ли это ход стороны ${side(lang)}` : `nie sprawdzono, czy był to ruch strony ${side(lang)}`}: ${lostBefore(lang, n, before, why, target)}${more}`,
      suggestion: mendThat(lang, n),
    };
  }, single);
}

/**
 * `turn-unjudged` for the shot limit: `shooter` fired where the replay owed `owed` the turn, but
 * the salvos `lines` before it (one, `why`; or several), whose shots are not counted, may have
 * held up to `unknown` of `owed`'s, and `owed` had `left` of the `limit` without them: it may have
 * had none, and the turn been `shooter`'s. `later`: the later salvos so left unjudged.
 */
export function turnUnjudgedLimitSaid(
  single: boolean,
  shooter: SideIn,
  owed: SideIn,
  limit: number,
  lines: readonly number[],
  why: LostWhy | undefined,
  target: SideIn | undefined,
  unknown: number,
  left: number,
  later: readonly number[] = [],
): SaidIn {
  const one = lines.length === 1 && why !== undefined;
  const span = later.length > 2 && later.every((x, i) => i === 0 || x === later[i - 1]! + 1) ? `${later[0]}–${later[later.length - 1]}` : later.join(', ');
  return both((lang, n) => {
    if (lang === 'ru') {
      const which = one ? lostBefore(lang, n, lines[0]!, why, target) : `${n.nomPl} ${lines.join(', ')} перед этим не учтены (см. ошибки при них)`;
      const upTo = `${unknown} ${plural('ru', unknown, 'выстрела', 'выстрелов')}`;
      return {
        message: `не проверено, был ли это ход стороны ${shooter(lang)}: у стороны ${owed(lang)} могло не остаться ни одного выстрела из ${limit} — ${which}, а в ${one ? 'нём' : 'них'} могло быть до ${upTo} стороны ${owed(lang)} (без ${one ? 'него' : 'них'} ${plural('ru', left, 'остался', 'осталось')} ${shotsIn(lang, left)})${later.length > 0 ? `; по той же причине не проверена очерёдность и в ${later.length === 1 ? n.loc : n.locPl} ${span}` : ''}`,
        suggestion: mendThat(lang, n, !one),
      };
    }
    const which = one ? lostBefore(lang, n, lines[0]!, why, target) : `${n.nomPl} ${lines.join(', ')} wcześniej pominięto (zob. błędy przy nich)`;
    const upTo = `${unknown} ${unknown === 1 ? 'strzału' : 'strzałów'}`;
    return {
      message: `nie sprawdzono, czy był to ruch strony ${shooter(lang)}: stronie ${owed(lang)} mogło nie zostać już ani jednego strzału z limitu ${limit} — ${which}, a mogło w ${one ? n.g('niej', 'nim') : 'nich'} być do ${upTo} strony ${owed(lang)} (bez ${one ? n.g('niej', 'niego') : 'nich'} ${plural('pl', left, 'został', 'zostały', 'zostało')} ${shotsIn(lang, left)})${later.length > 0 ? `; z tego samego powodu nie sprawdzono kolejności także w ${later.length === 1 ? n.loc : n.locPl} ${span}` : ''}`,
      suggestion: mendThat(lang, n, !one),
    };
  }, single);
}

/**
 * `size-unjudged`, a salvo with `garbled` of its `written` cells that cannot be read: it may have
 * stood for more shots or none, so its size is not held to what the side was `owed`.
 */
export function sizeUnjudgedCellSaid(single: boolean, side: SideIn, written: number, owed: string, garbled: number): SaidIn {
  return both((lang, n) => {
    const one = garbled === 1;
    if (lang === 'ru') {
      return {
        message: `размер ${n.gen} стороны ${side(lang)} (${written} ${plural('ru', written, 'клетка', 'клетки', 'клеток')} в записи, положено ${owed}) не проверен: ${one ? `клетка этого ${n.gen} не читается (см. ошибку при ней)` : `${garbled} ${plural('ru', garbled, 'клетка', 'клетки', 'клеток')} этого ${n.gen} не читаются (см. ошибки при них)`}, а за ${one ? 'ней' : 'ними'} могло стоять больше выстрелов или ни одного`,
        suggestion: one ? 'исправьте ту клетку и проверьте снова' : 'исправьте те клетки и проверьте снова',
      };
    }
    return {
      message: `nie sprawdzono rozmiaru ${n.gen} strony ${side(lang)} (${written} ${plural('pl', written, 'pole', 'pola', 'pól')} w zapisie, należy się ${owed}): ${one ? `nie da się odczytać pola ${n.g('tej', 'tego')} ${n.gen} (zob. błąd przy nim)` : `nie da się odczytać ${garbled} pól ${n.g('tej', 'tego')} ${n.gen} (zob. błędy przy nich)`}, a ${one ? 'mogło ono' : 'mogły one'} kryć więcej strzałów albo żadnego`,
      suggestion: one ? 'popraw tamto pole i sprawdź ponownie' : 'popraw tamte pola i sprawdź ponownie',
    };
  }, single);
}

/** `size-unjudged`, a salvo before left out of the replay that may have cost the side shots. */
export function sizeUnjudgedLostSaid(single: boolean, side: SideIn, shots: number, before: number, why: LostWhy, target?: SideIn, later: readonly number[] = []): SaidIn {
  const listed = (and: string): string => (later.length === 1 ? `${later[0]}` : `${later.slice(0, -1).join(', ')} ${and} ${later[later.length - 1]}`);
  return both(
    (lang, n) =>
      lang === 'ru'
        ? { message: `число выстрелов стороны ${side(lang)} (${shots}) не проверено: ${lostBefore(lang, n, before, why, target)}${why.kind === 'unread-cell' ? ' и' : ', а он мог'} стоить стороне ${side(lang)} выстрелов${later.length > 0 ? `; по той же причине не проверено и число выстрелов в ${later.length === 1 ? n.loc : n.locPl} ${listed('и')}` : ''}`, suggestion: mendThat(lang, n) }
        : {
            message: `nie sprawdzono liczby strzałów strony ${side(lang)} (${shots}): ${lostBefore(lang, n, before, why, target)}${why.kind === 'unread-cell' ? ' i' : `, a ${n.g('mogła', 'mógł')}`} kosztować stronę ${side(lang)} strzały${later.length > 0 ? `; z tego samego powodu nie sprawdzono też liczby strzałów w ${later.length === 1 ? n.loc : n.locPl} ${listed('i')}` : ''}`,
            suggestion: mendThat(lang, n),
          },
    single,
  );
}

/**
 * `size-unjudged`, a size not held to the damage an announcement claims after which no legal
 * fleet fits (`claimed`: that salvo's number, `words` its announcement in the record's words,
 * `owed` what its words owe).
 */
export function sizeUnjudgedClaimSaid(single: boolean, side: SideIn, shots: number, claimed: number, words: string | undefined, owed: string): SaidIn {
  return both((lang, n) => {
    if (lang === 'ru') {
      return {
        message: `число выстрелов стороны ${side(lang)} (${shots}) не сверено с повреждениями, которые заявляет ответ на ${n.acc} ${claimed}${words !== undefined ? ` («${words}»)` : ''}: после него с ответами не согласуется ни один допустимый флот стороны ${side(lang)}, так что этот ${n.nom} мог попасть куда угодно (по словам ответа положено ${owed})`,
        suggestion: `исправьте ответы, перечисленные в ошибке ${n.gen} ${claimed}, и проверьте снова`,
      };
    }
    return {
      message: `nie porównano liczby strzałów strony ${side(lang)} (${shots}) z uszkodzeniami, które ogłasza odpowiedź na ${n.acc} ${claimed}${words !== undefined ? ` („${words}”)` : ''}: po niej żadna dozwolona flota strony ${side(lang)} nie zgadza się z odpowiedziami, więc ${n.g('ta', 'ten')} ${n.nom} ${n.g('mogła', 'mógł')} trafić w cokolwiek (według słów odpowiedzi należy się ${owed})`,
      suggestion: `popraw odpowiedzi wymienione w błędzie ${n.gen} ${claimed} i sprawdź ponownie`,
    };
  }, single);
}

/**
 * `limit-unjudged`: whether a salvo of `shots` is within the shot limit is not judged: the
 * salvos `lines` before it are of the `kinds` given, each once (they name no cell; or cannot be
 * read, or are under a side the game does not have, and may be either side's), and their shots
 * (up to `unknown`) are not counted; `left` left without them.
 */
export function limitUnjudgedSaid(
  single: boolean,
  side: SideIn,
  shots: number,
  limit: number,
  lines: readonly number[],
  unknown: number,
  left: number,
  kinds: readonly ('no-cell' | 'unreadable' | 'no-side')[] = ['no-cell'],
): SaidIn {
  const one = lines.length === 1;
  const nums = lines.join(', ');
  const namedOnly = kinds.length === 1 && kinds[0] === 'no-cell';
  const or = (lang: SaidLang, words: readonly string[]): string => (words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} ${lang === 'ru' ? 'или' : 'albo'} ${words.at(-1)!}`);
  return both((lang, n) => {
    if (lang === 'ru') {
      // A line under no side alone: `у залпа 4 перед этим указана сторона, …`; with others, a verb of the list.
      const which =
        kinds.length === 1 && kinds[0] === 'no-side'
          ? `у ${one ? n.gen : n.genPl} ${nums} перед этим указана сторона, которой нет в этой партии`
          : `${one ? n.nom : n.nomPl} ${nums} перед этим ${
              kinds.length === 1 && kinds[0] === 'unreadable'
                ? 'не удалось прочитать'
                : or(
                    lang,
                    kinds.map((k) => (k === 'no-cell' ? (one ? 'не называет ни одной клетки' : 'не называют ни одной клетки') : k === 'unreadable' ? 'не читаются' : 'записаны под стороной, которой нет в этой партии')),
                  )
            }`;
      const whose = namedOnly ? '' : `, если это ${one ? `${n.nom} стороны ${side(lang)}` : `${n.nomPl} стороны ${side(lang)}`},`;
      return {
        message: `не проверено, укладывается ли ${n.nom} стороны ${side(lang)} (${shotsIn(lang, shots)}) в предел в ${shotsIn(lang, limit)}: ${which}, и ${one ? 'его' : 'их'} выстрелы (до ${unknown})${whose} в предел не засчитаны (без них осталось ${left})`,
        suggestion: !namedOnly ? mendThat(lang, n, !one) : one ? `запишите клетки того ${n.gen} и проверьте снова` : `запишите клетки тех ${n.genPl} и проверьте снова`,
      };
    }
    const which = `${one ? n.nom : n.nomPl} ${nums} wcześniej ${or(
      lang,
      kinds.map((k) =>
        k === 'no-cell'
          ? one ? 'nie wymienia żadnego pola' : 'nie wymieniają żadnego pola'
          : k === 'unreadable'
            ? one ? n.g('jest nieczytelna', 'jest nieczytelny') : 'są nieczytelne'
            : one ? `${n.g('jest zapisana', 'jest zapisany')} pod stroną, której nie ma w tej partii` : 'są zapisane pod stroną, której nie ma w tej partii',
      ),
    )}`;
    const whose = namedOnly ? '' : `, jeśli ${one ? n.g('była to salwa', 'był to strzał') : n.g('były to salwy', 'były to strzały')} strony ${side(lang)},`;
    return {
      message: `nie sprawdzono, czy ${n.nom} strony ${side(lang)} (${shotsIn(lang, shots)}) mieści się w limicie ${shotsIn(lang, limit)}: ${which}, a ${one ? n.g('jej', 'jego') : 'ich'} strzały (do ${unknown})${whose} nie są do niego liczone (bez nich zostało ${left})`,
      suggestion: !namedOnly ? mendThat(lang, n, !one) : one ? `zapisz pola ${n.g('tamtej', 'tamtego')} ${n.gen} i sprawdź ponownie` : `zapisz pola tamtych ${n.genPl} i sprawdź ponownie`,
    };
  }, single);
}

/**
 * A `shot-limit` breach after lines naming no cell, its count in words: `left` shots left without
 * the lines `lines` (the side's own numbers), each fired and so at least one shot, said in
 * parentheses after the breach's own words (`в залпе 21 стороны «Синие» 3 выстрела, а до предела
 * осталось не больше 2 (3 — не считая её залпа 20: …)`). The words agree with the nouns the breach
 * names, never with the side's own name: `её`/`jej` with сторона/strona (feminine, whatever the
 * side is called: «Синие», «Первый игрок», „Niebiescy”, „Gracz 1”), the verbs with the salvo
 * (Polish salwa feminine, strzał masculine; Russian залп and выстрел masculine).
 */
export function limitPastSaid(single: boolean, lines: readonly number[], left: number): { ru: string; pl: string } {
  const one = lines.length === 1;
  const nums = lines.join(', ');
  const ru = nounOf('ru', single);
  const pl = nounOf('pl', single);
  return {
    ru: one
      ? `${left} — не считая её ${ru.gen} ${nums}: он не называет ни одной клетки, но был сделан, а это хотя бы один выстрел`
      : `${left} — не считая её ${ru.genPl} ${nums}: они не называют ни одной клетки, но были сделаны, а это хотя бы по одному выстрелу`,
    // Polish plural salwy and strzały alike: neither is masculine-personal, so one form for both.
    pl: one
      ? `${left} bez jej ${pl.gen} ${nums}: nie wymienia żadnego pola, ale ${pl.g('została oddana', 'został oddany')}, a to co najmniej jeden strzał`
      : `${left} bez jej ${pl.genPl} ${nums}: nie wymieniają żadnego pola, ale zostały oddane, a to co najmniej po jednym strzale`,
  };
}

/**
 * `repeat-unjudged`: whether a side fires again at a cell of the salvos `items` is not judged:
 * those left out of the replay (`left`), naming no cell (`blind`), or with cells that cannot be
 * read (`unread`, with how many of a lone one's cells); `given`, those whose side is not read but
 * that the turn order gives to this side.
 */
export function repeatUnjudgedSaid(
  single: boolean,
  side: SideIn,
  items: readonly number[],
  left: readonly number[],
  blind: readonly number[],
  unread: readonly number[],
  unreadCells: number,
  given: readonly number[] = [],
): SaidIn {
  const many = items.length > 1;
  return both((lang, n) => {
    if (lang === 'ru') {
      const why = [
        ...(left.length === 0 ? [] : [left.length === 1 ? `${n.nom} ${left[0]} не учтён при проверке (см. ошибку при нём)` : `${n.nomPl} ${left.join(', ')} не учтены при проверке (см. ошибки при них)`]),
        ...(blind.length === 0 ? [] : [blind.length === 1 ? `${n.nom} ${blind[0]} не называет ни одной клетки (см. ошибку при нём)` : `${n.nomPl} ${blind.join(', ')} не называют ни одной клетки (см. ошибки при них)`]),
        ...(unread.length === 0
          ? []
          : [
              unread.length === 1
                ? `${unreadCells === 1 ? 'клетка' : `${unreadCells} ${plural('ru', unreadCells, 'клетка', 'клетки', 'клеток')}`} ${n.gen} ${unread[0]} не ${unreadCells === 1 ? 'читается' : 'читаются'}`
                : `клетки ${n.genPl} ${unread.join(', ')} не читаются`,
            ]),
        ...(given.length === 0 ? [] : [`по очерёдности ходов ${!many ? `это ${n.nom}` : given.length === 1 ? `${n.nom} ${given[0]} — это ${n.nom}` : `${n.nomPl} ${given.join(', ')} — это ${n.nomPl}`} стороны ${side(lang)}`]),
      ].join('; ');
      return {
        message: `не проверено — ни здесь, ни дальше, — стреляет ли сторона ${side(lang)} повторно по клетке ${many ? n.genPl : n.gen} ${items.join(', ')}: ${why}`,
        suggestion: mendThat(lang, n, many),
      };
    }
    const why = [
      ...(left.length === 0 ? [] : [left.length === 1 ? `${n.nom} ${left[0]} ${n.g('jest pominięta', 'jest pominięty')} przy sprawdzaniu (zob. błąd przy ${n.g('niej', 'nim')})` : `${n.nomPl} ${left.join(', ')} są pominięte przy sprawdzaniu (zob. błędy przy nich)`]),
      ...(blind.length === 0 ? [] : [blind.length === 1 ? `${n.nom} ${blind[0]} nie wymienia żadnego pola (zob. błąd przy ${n.g('niej', 'nim')})` : `${n.nomPl} ${blind.join(', ')} nie wymieniają żadnego pola (zob. błędy przy nich)`]),
      ...(unread.length === 0 ? [] : [unread.length === 1 ? `nie da się odczytać ${unreadCells === 1 ? 'pola' : `${unreadCells} pól`} ${n.gen} ${unread[0]}` : `nie da się odczytać pól ${n.genPl} ${unread.join(', ')}`]),
      ...(given.length === 0 ? [] : [`według kolejności ruchów ${!many ? `to ${n.nom}` : given.length === 1 ? `${n.nom} ${given[0]} to ${n.nom}` : `${n.nomPl} ${given.join(', ')} to ${n.nomPl}`} strony ${side(lang)}`]),
    ].join('; ');
    return {
      message: `nie sprawdzono — ani tu, ani dalej — czy strona ${side(lang)} strzela ponownie w pole ${many ? n.genPl : n.gen} ${items.join(', ')}: ${why}`,
      suggestion: mendThat(lang, n, many),
    };
  }, single);
}

/** `announcements-unchecked`: whether a legal fleet of a side could have produced the announcements was not settled within the budget. */
export function uncheckedSaid(side: SideIn, command: string): SaidIn {
  return {
    ru: { message: `в пределах бюджета работы судьи не удалось решить, мог ли допустимый флот стороны ${side('ru')} дать такие ответы`, suggestion: `${command} проверит их с большим бюджетом` },
    pl: { message: `w ramach budżetu pracy sędziego nie rozstrzygnięto, czy dozwolona flota strony ${side('pl')} mogła dać te odpowiedzi`, suggestion: `${command} sprawdzi je z większym budżetem` },
  };
}

/**
 * `announcements-checked-loosely`: the side's announcements fit a legal fleet with the salvo's
 * unread cell read loosely; whether some reading of it fits was past the referee's work of listing them.
 */
export function looselyCheckedSaid(side: SideIn): SaidIn {
  return {
    ru: {
      message: `ответы стороны ${side('ru')} подходят к допустимому флоту, если нечитаемую клетку этого залпа учесть с запасом; подходит ли к ним какое-либо её прочтение, не проверено: перебор прочтений не уложился в бюджет работы судьи`,
      suggestion: 'впишите клетку, если её видно на листке',
    },
    pl: {
      message: `odpowiedzi strony ${side('pl')} pasują do dozwolonej floty przy nieodczytanym polu tej salwy odczytanym z zapasem; czy pasuje do nich któreś jego odczytanie, nie sprawdzono: przegląd odczytań nie zmieścił się w budżecie pracy sędziego`,
      suggestion: 'wpisz pole, jeśli widać je na kartce',
    },
  };
}

/**
 * Two ships of a fleet written each at the other's place (`fleet-belied`'s `swapped`), in a
 * language: their names (by class, `#2` where the class has more), and what to write at each
 * one's line (`четырёхклеточный: а10-г10 в строке 20`).
 */
export interface SwappedIn {
  readonly names: (lang: 'en' | 'ru' | 'pl') => readonly [string, string];
  readonly writes: (lang: 'en' | 'ru' | 'pl') => readonly [string, string];
}

/**
 * `fleet-belied`'s words: the side's announcements fit a legal fleet, but not the fleet written
 * for it, which salvos `salvos` contradict (a ship moved, or the fleet of another game). `against`:
 * whose salvos they answer and those salvos' own numbers (`sideSalvos`, in the order of `salvos`),
 * said first, the game's numbers after them in brackets where they differ (`ответ стороны
 * «второй» на выстрел 10 стороны «первый» (выстрел 20)`). `swapped`: two ships written each at
 * the other's place, where that explains it, said first with the lines to write.
 */
export function fleetBeliedSaid(side: SideIn, salvos: readonly number[], single: boolean, command: string, against?: { readonly shooter: SideIn; readonly sideSalvos: readonly number[] }, swapped?: SwappedIn): SaidIn {
  const list = salvos.join(', ');
  const one = salvos.length === 1;
  const ruNoun = single ? (one ? 'выстрел' : 'выстрелы') : one ? 'залп' : 'залпы';
  const plAcc = single ? (one ? 'strzał' : 'strzały') : one ? 'salwę' : 'salwy';
  const plNom = single ? (one ? 'strzał' : 'strzały') : one ? 'salwa' : 'salwy';
  // The game's numbers in brackets only where they differ from the side's own.
  const same = against === undefined || against.sideSalvos.join(', ') === list;
  const ru = against === undefined ? `на ${ruNoun} ${list}` : `стороны ${side('ru')} на ${ruNoun} ${against.sideSalvos.join(', ')} стороны ${against.shooter('ru')}${same ? '' : ` (${ruNoun} ${list})`}`;
  const pl = against === undefined ? `na ${plAcc} ${list}` : `strony ${side('pl')} na ${plAcc} ${against.sideSalvos.join(', ')} strony ${against.shooter('pl')}${same ? '' : ` (${plNom} ${list})`}`;
  return {
    ru: {
      message: `ответы стороны ${side('ru')} подходят допустимому флоту, но не флоту, записанному под fleets: ему ${one ? 'противоречит ответ' : 'противоречат ответы'} ${ru}`,
      suggestion: `${swapped === undefined ? '' : `похоже, у стороны ${side('ru')} перепутаны ${swapped.names('ru').join(' и ')}: наоборот им подходят все её ответы; напишите ${swapped.writes('ru').join(' и ')}, если так на её листке; если нет, `}сверьте флот стороны ${side('ru')} с её листком этой партии: не передвинут ли корабль, не флот ли это другой партии? ${command} расставит её корабли по ответам`,
    },
    pl: {
      message: `odpowiedzi strony ${side('pl')} pasują do dozwolonej floty, ale nie do floty zapisanej pod fleets: ${one ? 'przeczy jej odpowiedź' : 'przeczą jej odpowiedzi'} ${pl}`,
      suggestion: `${swapped === undefined ? '' : `wygląda na to, że strona ${side('pl')} ma zamienione ${swapped.names('pl').join(' i ')}: na odwrót pasują do nich wszystkie jej odpowiedzi; napisz ${swapped.writes('pl').join(' i ')}, jeśli tak jest na jej kartce; jeśli nie, `}porównaj flotę strony ${side('pl')} z jej kartką z tej gry: czy statek nie został przesunięty, czy to nie flota z innej gry? ${command} rozstawi jej statki według odpowiedzi`,
    },
  };
}

/**
 * `turn-unjudged`, `side` firing twice after a line left out of the replay (`before`, `why`) that
 * may have cost `lost` (its side, read or given by the turn order: `read`) the turn after it for
 * hitting `ship` (what it hit not known): the second salvo was `side`'s turn only if it did.
 */
export function turnUnjudgedSkipSaid(single: boolean, side: SideIn, before: number, why: LostWhy, target: SideIn | undefined, lost: SideIn, read: boolean, ships: Readonly<Record<string, string>> | undefined): SaidIn {
  return both((lang, n) => {
    const ship = ships?.[lang] ?? (lang === 'ru' ? 'защищённый корабль' : 'chroniony statek');
    if (lang === 'ru') {
      const whose = read ? `это ${n.nom} стороны ${lost(lang)}` : `по очерёдности ходов это ${n.nom} стороны ${lost(lang)}`;
      return {
        message: `не проверено, был ли это ход стороны ${side(lang)}: ${lostBefore(lang, n, before, why, target)}; ${whose}, и если он попал в ${ship} (неизвестно, попал ли), сторона ${lost(lang)} пропускала следующий ход, а сторона ${side(lang)} стреляла дважды`,
        suggestion: mendThat(lang, n),
      };
    }
    const whose = read ? `to ${n.nom} strony ${lost(lang)}` : `według kolejności ruchów to ${n.nom} strony ${lost(lang)}`;
    return {
      message: `nie sprawdzono, czy był to ruch strony ${side(lang)}: ${lostBefore(lang, n, before, why, target)}; ${whose}, a jeśli ${n.g('trafiła', 'trafił')} w ${ship} (nie wiadomo, czy ${n.g('trafiła', 'trafił')}), strona ${lost(lang)} traciła następny ruch, a strona ${side(lang)} strzelała dwa razy`,
      suggestion: mendThat(lang, n),
    };
  }, single);
}
