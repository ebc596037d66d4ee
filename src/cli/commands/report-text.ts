/**
 * The words of the reports a referee and an analyst read around a game (`salvo check`'s
 * summary line, `salvo new`'s confirmation), in English, Russian and Polish, as play-text.ts
 * gives `play`'s. The diagnostics themselves (`file:line:col: error code: …`) stay English: they
 * are for bug reports and scripts. Other languages fall back to English. Where every salvo is one
 * shot (Морской бой, Statki, the 1967 game) every language counts shots (shot, выстрел, strzał), as play does.
 *
 * @example
 *   reportText('ru', true).checkSummary('g.yaml', true, 0, 77, 'победила сторона «Первый игрок», флот противника потоплен')
 *   // 'g.yaml: нарушений нет, в записи 77 выстрелов; победила сторона «Первый игрок», флот противника потоплен'
 */
import { possessive } from '../../core/possessive.js';
import { quoted, spoken } from '../../core/language.js';
import { foundCount, inRecord } from '../../analysis/report-text.js';

/** A side of a new record, for `newRecord`: its id in the record, its name in the language, its player. */
export interface NewSide {
  readonly id: string;
  readonly name: string;
  readonly player?: string;
}

/**
 * Whose salvos the earlier announcements answer (`shooter`, as the text names the side) and those
 * salvos' own numbers (`sideSalvos`, in the order of the game's numbers they go with): said
 * first, the game's numbers after them in brackets where they differ, as `fleet-belied` says them.
 */
export interface AnsweredSalvos {
  readonly shooter: string;
  readonly sideSalvos: readonly number[];
}

/** `Blue (Ann)`, `«Первый игрок» (Оля)`: a new record's side by its name, in quotes where the language quotes names, its player after it. */
function newSideTitle(lang: string, s: NewSide): string {
  return s.player !== undefined && s.player !== '' ? `${quoted(lang, s.name)} (${s.player})` : quoted(lang, s.name);
}

export interface ReportText {
  /**
   * `check`'s last line: no breach (`ok`), or `breaches` of the rules and `reading` errors (counted
   * apart) found in the record's `salvos`, then the game's result (`result`).
   */
  checkSummary(file: string, ok: boolean, breaches: number, salvos: number, result: string, reading?: number): string;
  /** The result when the game goes on: `name` fires next (`alt`: who else may, and why). */
  goesOn(name: string, alt: string): string;
  /** The result where nobody can fire and nobody won. */
  readonly notDecided: string;
  /** A win, as `check` says it (`the enemy fleet sunk`; else most hits). */
  won(winner: string, fleetSunk: boolean): string;
  readonly draw: string;
  /**
   * Said before the result where the revealed fleet of `side` is belied by its announcements
   * (`fleet-belied`): the result goes by what was announced. `see`: the finding that says why
   * (`fleet-belied`, or `fleet-copied-wrong` where one ship copied wrong explains it).
   */
  fleetSetAside(side: string, see?: string): string;
  /**
   * Said by `record` under a salvo (`salvos`, its numbers; more than one of a turn line) whose
   * announcement contradicts the revealed fleet of `side`, a fleet the announcements belie
   * (`fleet-belied`, also at the record's salvos `others`): the salvo is recorded as announced,
   * and the fleet is not used to judge it. `command`: where to see why (`salvo check g.yaml`);
   * `see`: the finding check says it with (`fleet-belied`, or `fleet-copied-wrong` where one ship
   * copied wrong explains it), as `fleetSetAside` names it.
   */
  recordedAsAnnounced(salvos: readonly number[], side: string, others: readonly number[], command: string, against?: AnsweredSalvos, see?: string): string;
  /** Said after the result where a salvo seems left out (`salvo-missing`): what it hit is not known, so the result is as far as the record shows. */
  readonly missingUnknown: string;
  /** Said after the result where lines left out of the replay (they cannot be read, or name no cell) may have hit (`salvos`, their numbers): the result is as far as the record shows. */
  lostUnknown(salvos: readonly number[]): string;
  /** Said after the result where salvos read have a cell that cannot be read whose shot may have hit a revealed fleet (`salvos`, their numbers): the result is as far as the record shows. */
  unreadUnknown(salvos: readonly number[]): string;
  /**
   * `new`'s confirmation: the file, the variant (its id, its name in the language), the sides: each
   * as the record writes it (`id`), as the language names it (`name`, the variant's name for a side
   * the record keeps by the variant's id), with its player.
   */
  newRecord(file: string, variant: { readonly id: string; readonly name: string }, sides: readonly NewSide[]): string;
  /** `salvo init`'s line under the copy it wrote: the file, the new variant's id and where it was copied from. */
  initWrote(file: string, id: string, from: string): string;
  /**
   * `new`'s comment atop a record whose sides keep the variant's ids (`blue`, `red`, which read as
   * English): which of the variant's sides each id is, by its name in the language, and which fires
   * first; none in English, where the ids speak for themselves.
   */
  sidesComment(game: string, sides: readonly { readonly id: string; readonly name: string }[], first: string): string | undefined;
  /** `new`'s refusal of a side name a record cannot hold (`--sides`: `id`). */
  sideIdBad(id: string): string;
  /** `new`'s refusal of two sides of one name (`--sides a,A`). */
  readonly sidesSame: string;
  /**
   * `new`'s refusal of `--sides` (`given`) naming the variant's two sides (`first`, `second`; `fires`
   * fires first) the other way round: `other`, the name given that is the variant's other side.
   */
  sidesOrder(given: string, first: string, second: string, fires: string, other: string): string;
}

/** The game's numbers of `others` in brackets (` (salvos 9, 23)`), where `against` numbers them otherwise by the side's own. */
function bracketed(others: readonly number[], against: AnsweredSalvos | undefined, noun: string): string {
  return against === undefined || against.sideSalvos.join(', ') === others.join(', ') ? '' : ` (${noun} ${others.join(', ')})`;
}

function en(single: boolean): ReportText {
  // Where every salvo is one shot (Морской бой, Statki, the 1967 game) English counts shots, as
  // Russian and Polish do and as play, show and record say it.
  const salvo = single ? 'shot' : 'salvo';
  return {
    checkSummary: (file, ok, b, n, result, r = 0) => `${file}: ${ok ? 'no breaches' : foundCount('en', b, r)} in ${n} ${salvo}${n === 1 ? '' : 's'}; ${result}`,
    goesOn: (name, alt) => `the game goes on: ${name} to fire${alt}`,
    notDecided: 'the game is not decided',
    won: (w, sunk) => `${w} won (${sunk ? 'the enemy fleet sunk' : 'most hits'})`,
    draw: 'a draw: both sides out of shots',
    fleetSetAside: (side, see = 'fleet-belied') => `the revealed fleet of ${side} is belied by the announcements (see ${see}); the result goes by what was announced`,
    missingUnknown: ` (as far as the record shows: what the ${salvo} left out hit is not known)`,
    lostUnknown: (salvos) => ` (as far as the record shows: what ${salvo}${salvos.length === 1 ? '' : 's'} ${salvos.join(', ')} hit is not known: see ${salvos.length === 1 ? 'its error' : 'their errors'})`,
    unreadUnknown: (salvos) =>
      salvos.length === 1
        ? ` (as far as the record shows: what ${salvo} ${salvos[0]} hit is not known, ${single ? 'its cell' : 'a cell of it'} not read: see its error)`
        : ` (as far as the record shows: what ${salvo}s ${salvos.join(', ')} hit is not known, ${single ? 'their cells' : 'cells of them'} not read: see their errors)`,
    recordedAsAnnounced: (salvos, side, others, command, against, see = 'fleet-belied') =>
      `${salvo}${salvos.length === 1 ? '' : 's'} ${salvos.join(', ')} recorded as announced: the fleet written for ${side} under fleets: is not used to judge ${salvos.length === 1 ? 'it' : 'them'}, ${others.length === 0 ? `as the announcements fit a legal fleet of ${side}, but not that one` : `as ${against === undefined ? 'the ' : ''}${against === undefined ? `announcement${others.length === 1 ? '' : 's'}` : possessive(side, `announcement${others.length === 1 ? '' : 's'}`)} for ${against === undefined ? `${salvo}${others.length === 1 ? '' : 's'} ${others.join(', ')}` : possessive(against.shooter, `${salvo}${others.length === 1 ? '' : 's'} ${against.sideSalvos.join(', ')}`, '')}${bracketed(others, against, `${salvo}${others.length === 1 ? '' : 's'}`)} contradict${others.length === 1 ? 's' : ''} it too`} (${see}: see ${command})`,
    // The sides by the variant's names, as Russian and Polish say them; where a name is not its id
    // (Player 1 for blue), the ids after them, as the record writes them and commands take them.
    newRecord: (file, v, sides) => {
      const ids = sides.some((s) => s.name.toLowerCase() !== s.id.toLowerCase()) ? ` (written ${sides.map((s) => s.id).join(' and ')})` : '';
      return `${file}: a new record of ${v.name}: ${sides.map((s) => newSideTitle('en', s)).join(' vs ')}${ids}`;
    },
    initWrote: (file, id, from) => `wrote ${file} (variant ${id}, from ${from})`,
    sidesComment: () => undefined,
    sideIdBad: (id) => `"${id}" cannot name a side: use letters, digits, - or _, and not side, cells, result, note or forced`,
    sidesSame: 'the two sides need different names',
    sidesOrder: (given, first, second, fires, other) =>
      `--sides ${given}: the sides go in the variant's order (${first}, then ${second}; ${fires} fires first), and "${other}" is the variant's other side: write --sides ${first},${second}, or other names`,
  };
}

function ru(single: boolean): ReportText {
  return {
    checkSummary: (file, ok, b, n, result, r = 0) =>
      `${file}: ${ok ? 'нарушений нет' : foundCount('ru', b, r)}, ${inRecord('ru', single, n)}; ${result}`,
    goesOn: (name, alt) => `партия продолжается: стреляет сторона ${name}${alt}`,
    notDecided: 'исход партии не решён',
    // After a comma, not in brackets: the winner may have its player in brackets already (`«Первый игрок» (Оля)`).
    won: (w, sunk) => `победила сторона ${w}, ${sunk ? 'флот противника потоплен' : 'больше попаданий'}`,
    draw: 'ничья: у обеих сторон кончились выстрелы',
    fleetSetAside: (side, see = 'fleet-belied') => `раскрытый флот стороны ${side} расходится с ответами (см. ${see}); исход партии — по тому, что ответили`,
    missingUnknown: ` (насколько видно по записи: неизвестно, во что попал пропущенный ${single ? 'выстрел' : 'залп'})`,
    lostUnknown: (salvos) =>
      salvos.length === 1
        ? ` (насколько видно по записи: неизвестно, во что попал ${single ? 'выстрел' : 'залп'} ${salvos[0]}, см. ошибку при нём)`
        : ` (насколько видно по записи: неизвестно, во что попали ${single ? 'выстрелы' : 'залпы'} ${salvos.join(', ')}, см. ошибки при них)`,
    unreadUnknown: (salvos) =>
      salvos.length === 1
        ? ` (насколько видно по записи: неизвестно, во что попал ${single ? 'выстрел' : 'залп'} ${salvos[0]}: его клетку не удалось прочитать, см. ошибку при ней)`
        : ` (насколько видно по записи: неизвестно, во что попали ${single ? 'выстрелы' : 'залпы'} ${salvos.join(', ')}: их клетки не удалось прочитать, см. ошибки при них)`,
    recordedAsAnnounced: (salvos, side, others, command, against, see = 'fleet-belied') => {
      const one = salvos.length === 1;
      const what = single ? (one ? 'выстрел' : 'выстрелы') : one ? 'залп' : 'залпы';
      const them = single ? (others.length === 1 ? 'выстрел' : 'выстрелы') : others.length === 1 ? 'залп' : 'залпы';
      const why = others.length === 0 ? `ответы стороны ${side} подходят допустимому флоту, но не этому` : `ему ${others.length === 1 ? 'противоречит и ответ' : 'противоречат и ответы'} ${against === undefined ? '' : `стороны ${side} `}на ${them} ${(against?.sideSalvos ?? others).join(', ')}${against === undefined ? '' : ` стороны ${against.shooter}`}${bracketed(others, against, them)}`;
      return `${what} ${salvos.join(', ')} ${one ? 'записан' : 'записаны'}, как ответили: флот стороны ${side}, записанный под fleets:, не используется для ${one ? 'его' : 'их'} проверки — ${why} (${see}: см. ${command})`;
    },
    newRecord: (file, v, sides) => `${file}: новая запись партии «${v.name}» (стороны ${sides.map((s) => newSideTitle('ru', s)).join(' и ')})`,
    initWrote: (file, id, from) => `записан ${file} (вариант ${id}, копия ${from})`,
    sidesComment: (game, sides, first) => `# ${game}: ${sides.map((s) => `${s.id} — сторона ${quoted('ru', s.name)}`).join(', ')}; первый ход: ${first}.`,
    sideIdBad: (id) => `${quoted('ru', id)} не может быть именем стороны: пишите буквы, цифры, - или _; имена side, cells, result, note и forced заняты`,
    sidesSame: 'у двух сторон должны быть разные имена',
    sidesOrder: (given, first, second, fires, other) =>
      `--sides ${given}: стороны пишутся в порядке варианта (${first}, затем ${second}; первый ход: ${fires}), а ${quoted('ru', other)} — другая сторона варианта: напишите --sides ${first},${second} или другие имена`,
  };
}

function pl(single: boolean): ReportText {
  return {
    checkSummary: (file, ok, b, n, result, r = 0) =>
      `${file}: ${ok ? 'brak naruszeń' : foundCount('pl', b, r)}, ${inRecord('pl', single, n)}; ${result}`,
    goesOn: (name, alt) => `gra trwa: strzela strona ${name}${alt}`,
    notDecided: 'gra nierozstrzygnięta',
    // After a comma, not in brackets: the winner may have its player in brackets already (`„Gracz 1” (Ala)`).
    won: (w, sunk) => `wygrywa strona ${w}, ${sunk ? 'flota przeciwnika zatopiona' : 'więcej trafień'}`,
    draw: 'remis: obu stronom skończyły się strzały',
    fleetSetAside: (side, see = 'fleet-belied') => `ujawniona flota strony ${side} nie zgadza się z odpowiedziami (zob. ${see}); wynik gry według tego, co odpowiedziano`,
    missingUnknown: ` (o ile widać z zapisu: nie wiadomo, w co ${single ? 'trafił pominięty strzał' : 'trafiła pominięta salwa'})`,
    lostUnknown: (salvos) =>
      salvos.length === 1
        ? ` (o ile widać z zapisu: nie wiadomo, w co ${single ? `trafił strzał ${salvos[0]}, zob. błąd przy nim` : `trafiła salwa ${salvos[0]}, zob. błąd przy niej`})`
        : ` (o ile widać z zapisu: nie wiadomo, w co trafiły ${single ? 'strzały' : 'salwy'} ${salvos.join(', ')}, zob. błędy przy nich)`,
    unreadUnknown: (salvos) =>
      salvos.length === 1
        ? ` (o ile widać z zapisu: nie wiadomo, w co ${single ? `trafił strzał ${salvos[0]}: jego pola` : `trafiła salwa ${salvos[0]}: jej pola`} nie da się odczytać, zob. błąd przy nim)`
        : ` (o ile widać z zapisu: nie wiadomo, w co trafiły ${single ? 'strzały' : 'salwy'} ${salvos.join(', ')}: ich pól nie da się odczytać, zob. błędy przy nich)`,
    recordedAsAnnounced: (salvos, side, others, command, against, see = 'fleet-belied') => {
      const one = salvos.length === 1;
      const what = single ? (one ? 'strzał' : 'strzały') : one ? 'salwa' : 'salwy';
      const done = one ? (single ? 'zapisany' : 'zapisana') : 'zapisane';
      const it = one ? (single ? 'jego' : 'jej') : 'ich';
      const them = single ? (others.length === 1 ? 'strzał' : 'strzały') : others.length === 1 ? 'salwę' : 'salwy';
      const themNom = single ? (others.length === 1 ? 'strzał' : 'strzały') : others.length === 1 ? 'salwa' : 'salwy';
      const why = others.length === 0 ? `odpowiedzi strony ${side} pasują do dozwolonej floty, ale nie do tej` : `${others.length === 1 ? 'przeczy jej także odpowiedź' : 'przeczą jej także odpowiedzi'} ${against === undefined ? '' : `strony ${side} `}na ${them} ${(against?.sideSalvos ?? others).join(', ')}${against === undefined ? '' : ` strony ${against.shooter}`}${bracketed(others, against, themNom)}`;
      return `${what} ${salvos.join(', ')} ${done} tak, jak odpowiedziano: flota strony ${side} zapisana pod fleets: nie służy do ${it} sprawdzenia — ${why} (${see}: zob. ${command})`;
    },
    newRecord: (file, v, sides) => `${file}: nowy zapis gry „${v.name}” (strony ${sides.map((s) => newSideTitle('pl', s)).join(' i ')})`,
    initWrote: (file, id, from) => `zapisano ${file} (wariant ${id}, kopia ${from})`,
    sidesComment: (game, sides, first) => `# ${game}: ${sides.map((s) => `${s.id} — strona ${quoted('pl', s.name)}`).join(', ')}; zaczyna: ${first}.`,
    sideIdBad: (id) => `${quoted('pl', id)} nie może być nazwą strony: użyj liter, cyfr, - lub _; nazwy side, cells, result, note i forced są zajęte`,
    sidesSame: 'obie strony muszą mieć różne nazwy',
    sidesOrder: (given, first, second, fires, other) =>
      `--sides ${given}: strony podaje się w kolejności wariantu (${first}, potem ${second}; zaczyna: ${fires}), a ${quoted('pl', other)} to druga strona wariantu: napisz --sides ${first},${second} albo inne nazwy`,
  };
}

/**
 * The texts for a language code (`ru`, `pl-PL` → Polish; English otherwise); `single`: every
 * salvo of the game is one shot.
 */
export function reportText(lang: string, single: boolean): ReportText {
  const s = spoken(lang);
  return s === 'ru' ? ru(single) : s === 'pl' ? pl(single) : en(single);
}
