/**
 * The pad's own words (headings, captions, legend lines) in English, Russian and Polish. The
 * game's words (chart titles, miss/hit/sunk, ship names) come from the variant; these are the
 * printer's. Any other language falls back to English. Texts with `{n}` take a number.
 *
 * @example
 *   padText('ru').salvoLog // 'Журнал залпов'
 *   fill(padText('pl').shotsLeft, 60) // 'Pozostałe strzały (z 60)'
 */
import { plural } from '../core/plural.js';
import { localNumber, slavicNumber } from '../core/local-number.js';
import { spoken } from '../core/language.js';

export interface PadText {
  readonly opponent: string;
  readonly date: string;
  readonly gameNo: string;
  /** The ruled band for notes filling white under the roster. */
  readonly notes: string;
  readonly player: string;
  readonly fleet: string;
  readonly ship: string;
  readonly hitsTaken: string;
  readonly hitsGiven: string;
  readonly enemySunk: string;
  readonly guns: string;
  readonly salvoLog: string;
  readonly shotLog: string;
  /** On the front, beside the log's caption: where the rows a game may still need are (`{n}`: '22–225'). */
  readonly logOverleaf: string;
  /** On a back, beside the log's caption: where the rows past it are, on the next leaf (`{n}`: '677–900'). */
  readonly logNextLeaf: string;
  /** On the log's page of a sheet printed over two pages: the last few rows are on the charts' page (`{n}`: '86–86'). */
  readonly logOnCharts: string;
  /** The caption's addition on the back. */
  readonly logContinued: string;
  readonly number: string;
  readonly cellsFired: string;
  readonly cell: string;
  /**
   * The cell's heading cut short (кл., as the cover says a ship's size), taken only where the
   * mark's column has not the width for `markShort` beside `cell` whole; the same where the word is short already.
   */
  readonly cellShort: string;
  /**
   * The heading of the narrow column beside a one-shot log's cell, where the shot's mark (miss, hit, sunk) goes:
   * one short word, the column widening to it out of the cell's spare width.
   */
  readonly mark: string;
  /** The same cut short, where the column has not the width for `mark`. */
  readonly markShort: string;
  readonly result: string;
  readonly shotsLeft: string;
  /** After the shots-left title when each box stands for several shots. */
  readonly shotsPerBox: string;
  readonly damageLadder: string;
  readonly salvo: string;
  readonly gunsLeft: string;
  readonly shipsAfloat: string;
  readonly shotsPerSalvo: string;
  /** The legend's salvo size where it is one shot a ship afloat ({n}: shots a ship), a gun aboard, or first {n} then by damage. */
  readonly shotsPerShipAfloat: string;
  readonly shotsPerGun: string;
  readonly shotsByDamage: string;
  /** The legend's line where every salvo is one shot: no salvo to speak of. */
  readonly oneShotATurn: string;
  readonly extraShot: string;
  /** extraShotOnHit where a salvo has more than one shot. */
  readonly extraSalvo: string;
  readonly marks: string;
  readonly salvoNumberMark: string;
  readonly tallyMark: string;
  /** The two above where every salvo is one shot (a report after the whole salvo, of one shot): the shot's number. */
  readonly shotNumberMark: string;
  readonly shotTallyMark: string;
  readonly ringSunk: string;
  readonly ringSides: string;
  readonly protectedShip: string;
  readonly protectedPenalty: string;
  readonly gunLost: string;
  /** The legend's line for a class that need not be sunk (`{n}`: the mark after its name in the roster). */
  readonly needNotSink: string;
  readonly noHitsSaid: string;
  readonly rules: string;
  readonly fold: string;
  readonly cut: string;
  readonly board: string;
  readonly shotLimitRule: string;
  /**
   * How many ships a class has, on the cover's fleet list: `{n} ships`, before their size
   * (`shipCells`): `1 ship of 4 cells`, never `1 × 4 cells`, which reads as a 1×4 rectangle.
   */
  readonly shipCount: string;
  /** A ship's size on the cover's fleet list, after the count (`shipCount`): `of {n} cells`. */
  readonly shipCells: string;
  /**
   * After a protected class's size on the cover's fleet list (`+ Hospital ship: 1 × 4 cells · protected`), the
   * word `salvo variant show` gives it in its fleet table; short, so that at the cover's largest type it fits the
   * line under the entry's first (`неприкосновенный корабль` would take two), and right whatever the class name's
   * gender (`плавучая база · под защитой`, `łódź podwodna · pod ochroną`: no adjective to agree with it).
   */
  readonly protectedClass: string;
  /**
   * After the size (and `protectedClass`) of a class that need not be sunk to win, on the cover's fleet
   * list (`X Decoy: 1 × 3 cells · need not be sunk`): as short, and as free of the name's gender.
   */
  readonly needNotSinkClass: string;
  /**
   * Printed small, at its middle, on a page left blank on purpose (the cover's back, a page of
   * charts' back, before pages printed double-sided), as publishers print it: not a misprint.
   */
  readonly blankPage: string;
}

const EN: PadText = {
  opponent: 'Opponent',
  date: 'Date',
  gameNo: 'Game no.',
  notes: 'Notes',
  player: 'Player',
  fleet: 'Fleet',
  ship: 'Ship',
  hitsTaken: 'Hits taken',
  hitsGiven: 'Hits given',
  enemySunk: 'Enemy sunk',
  guns: 'Guns',
  salvoLog: 'Salvo log',
  shotLog: 'Shot log',
  logOverleaf: '{n} overleaf →',
  logNextLeaf: '{n} on the next leaf →',
  logOnCharts: '{n} on the charts’ page',
  logContinued: 'continued, {n}',
  number: 'No.',
  cellsFired: 'Cells fired',
  cell: 'Cell',
  cellShort: 'Cell',
  mark: 'Result',
  markShort: 'Res.',
  result: 'Result announced',
  shotsLeft: 'Shots left (of {n})',
  shotsPerBox: 'a box per {n} {en:shot|shots}',
  damageLadder: 'Salvo size by damage taken',
  salvo: 'salvo',
  gunsLeft: 'Guns left = shots per salvo',
  shipsAfloat: 'Ships afloat (shots per salvo below)',
  shotsPerSalvo: 'Shots per salvo: {n}',
  shotsPerShipAfloat: 'Shots per salvo: {n} per ship afloat',
  shotsPerGun: 'Shots per salvo: one per gun aboard',
  shotsByDamage: 'Shots per salvo: {n} at first, then by damage taken',
  oneShotATurn: 'One shot per turn',
  extraShot: 'a hit earns another shot',
  extraSalvo: 'a salvo with a hit earns another salvo',
  marks: 'Marks',
  salvoNumberMark: 'salvo number in each cell fired',
  tallyMark: 'beside each ship: the salvos that hit it',
  shotNumberMark: 'shot number in each cell fired',
  shotTallyMark: 'beside each ship: the shots that hit it',
  ringSunk: 'dots all around a sunk ship',
  ringSides: 'dots beside a sunk ship',
  protectedShip: 'hatched: protected ship',
  protectedPenalty: 'hatched: protected ship, a hit on it loses the next turn',
  gunLost: 'a gun is lost at this hit',
  needNotSink: '{n} after a ship’s name: it need not be sunk to win',
  noHitsSaid: 'nothing hit: “{n}”',
  rules: 'Rules',
  fold: 'fold',
  cut: 'cut',
  board: 'Board',
  shotLimitRule: 'at most {n} {en:shot|shots} a side',
  shipCount: '{n} {en:ship|ships}',
  shipCells: 'of {n} {en:cell|cells}',
  protectedClass: 'protected',
  needNotSinkClass: 'need not be sunk',
  blankPage: 'This page intentionally left blank',
};

const RU: PadText = {
  opponent: 'Противник',
  date: 'Дата',
  gameNo: 'Партия №',
  notes: 'Заметки',
  player: 'Игрок',
  fleet: 'Эскадра',
  ship: 'Корабль',
  hitsTaken: 'Получено',
  hitsGiven: 'Нанесено',
  enemySunk: 'Потоплено у противника',
  guns: 'Орудия',
  salvoLog: 'Журнал залпов',
  shotLog: 'Журнал выстрелов',
  logOverleaf: '{n} на обороте →',
  logNextLeaf: '{n} на следующем листе →',
  logOnCharts: '{n} на листе с полями',
  logContinued: 'продолжение, {n}',
  number: '№',
  cellsFired: 'Клетки',
  cell: 'Клетка',
  cellShort: 'Кл.',
  mark: 'Ответ',
  markShort: 'Отв.',
  result: 'Ответ противника',
  shotsLeft: 'Осталось выстрелов (из {n})',
  shotsPerBox: 'клетка на {n} {ru:выстрел|выстрела|выстрелов}',
  damageLadder: 'Залп по числу повреждений',
  salvo: 'залп',
  gunsLeft: 'Осталось орудий = выстрелов в залпе',
  shipsAfloat: 'Кораблей на плаву (ниже — выстрелов в залпе)',
  shotsPerSalvo: 'Выстрелов в залпе: {n}',
  shotsPerShipAfloat: 'Выстрелов в залпе: по {n} на каждый корабль на плаву',
  shotsPerGun: 'Выстрелов в залпе: по одному на каждое уцелевшее орудие',
  shotsByDamage: 'Выстрелов в залпе: сначала {n}, потом — по числу повреждений',
  oneShotATurn: 'Один выстрел за ход',
  extraShot: 'попадание даёт ещё выстрел',
  extraSalvo: 'залп с попаданием даёт ещё залп',
  marks: 'Обозначения',
  salvoNumberMark: 'номер залпа в каждой обстрелянной клетке',
  tallyMark: 'у корабля — номера попавших в него залпов',
  shotNumberMark: 'номер выстрела в каждой обстрелянной клетке',
  shotTallyMark: 'у корабля — номера попавших в него выстрелов',
  ringSunk: 'точки вокруг потопленного корабля',
  ringSides: 'точки по бокам потопленного корабля',
  protectedShip: 'штриховка — неприкосновенный корабль',
  protectedPenalty: 'штриховка — неприкосновенный корабль: попавший пропускает ход',
  gunLost: 'на этом попадании теряется орудие',
  needNotSink: '{n} после названия — корабль не нужно топить для победы',
  noHitsSaid: 'мимо всех: «{n}»',
  rules: 'Правила',
  fold: 'согнуть',
  cut: 'отрезать',
  board: 'Поле',
  shotLimitRule: 'не более {n} {ru:выстрела|выстрелов|выстрелов} на эскадру',
  shipCount: '{n} {ru:корабль|корабля|кораблей}',
  shipCells: 'из {n} кл.',
  protectedClass: 'под защитой',
  needNotSinkClass: 'топить не обязательно',
  blankPage: 'Эта страница намеренно оставлена пустой',
};

const PL: PadText = {
  opponent: 'Przeciwnik',
  date: 'Data',
  gameNo: 'Gra nr',
  notes: 'Notatki',
  player: 'Gracz',
  fleet: 'Flota',
  ship: 'Statek',
  hitsTaken: 'Otrzymane',
  hitsGiven: 'Zadane',
  // The roster's narrowest heading: "u wroga", not "u przeciwnika" as the rest of the pad says: that
  // widens the roster, and Statki's A5 pad, two a page, then fits 19 rows of its log on the front, not 38.
  enemySunk: 'Zatopione u wroga',
  guns: 'Działa',
  salvoLog: 'Dziennik salw',
  shotLog: 'Dziennik strzałów',
  logOverleaf: '{n} na odwrocie →',
  logNextLeaf: '{n} na następnej kartce →',
  logOnCharts: '{n} na kartce z planszami',
  logContinued: 'ciąg dalszy, {n}',
  number: 'Nr',
  cellsFired: 'Pola',
  cell: 'Pole',
  cellShort: 'Pole',
  mark: 'Wynik',
  markShort: 'Wyn.',
  result: 'Odpowiedź',
  shotsLeft: 'Pozostałe strzały (z {n})',
  shotsPerBox: 'kratka na {n} {pl:strzał|strzały|strzałów}',
  damageLadder: 'Wielkość salwy wg uszkodzeń',
  salvo: 'salwa',
  gunsLeft: 'Pozostałe działa = strzały w salwie',
  shipsAfloat: 'Statki na wodzie (niżej: strzały w salwie)',
  shotsPerSalvo: 'Strzałów w salwie: {n}',
  shotsPerShipAfloat: 'Strzałów w salwie: po {n} na każdy statek na wodzie',
  shotsPerGun: 'Strzałów w salwie: po jednym na każde ocalałe działo',
  shotsByDamage: 'Strzałów w salwie: najpierw {n}, potem wg uszkodzeń',
  oneShotATurn: 'Jeden strzał na turę',
  extraShot: 'trafienie daje kolejny strzał',
  extraSalvo: 'salwa z trafieniem daje kolejną salwę',
  marks: 'Oznaczenia',
  salvoNumberMark: 'numer salwy w każdym ostrzelanym polu',
  tallyMark: 'przy statku: numery salw, które go trafiły',
  shotNumberMark: 'numer strzału w każdym ostrzelanym polu',
  shotTallyMark: 'przy statku: numery strzałów, które go trafiły',
  ringSunk: 'kropki wokół zatopionego statku',
  ringSides: 'kropki obok zatopionego statku',
  protectedShip: 'kreskowany: statek chroniony',
  protectedPenalty: 'kreskowany: statek chroniony, trafienie kosztuje turę',
  gunLost: 'przy tym trafieniu traci się działo',
  needNotSink: '{n} po nazwie: statku nie trzeba zatapiać, by wygrać',
  noHitsSaid: 'bez trafień: „{n}”',
  rules: 'Zasady',
  fold: 'zgiąć',
  cut: 'ciąć',
  board: 'Plansza',
  shotLimitRule: 'najwyżej {n} {pl:strzał|strzały|strzałów} na stronę',
  shipCount: '{n} {pl:statek|statki|statków}',
  shipCells: 'z {n} {pl:pola|pól|pól}',
  protectedClass: 'pod ochroną',
  needNotSinkClass: 'nie trzeba zatapiać',
  blankPage: 'Strona celowo pozostawiona pusta',
};

const TEXTS: Readonly<Record<string, PadText>> = { en: EN, ru: RU, pl: PL };

/** The pad's words in `lang`, English when salvo has no translation for it. */
export function padText(lang: string): PadText {
  return TEXTS[lang] ?? EN;
}

/** Languages with their own pad words. */
export const PAD_LANGUAGES: readonly string[] = Object.keys(TEXTS);

/**
 * Put `value` in place of `{n}`; a word's forms after it, with the language whose rule picks
 * among them (`{ru:выстрел|выстрела|выстрелов}`: one, few, many), take the form for the number.
 *
 * @example
 *   fill('не более {n} {ru:выстрела|выстрелов|выстрелов}', 21) // 'не более 21 выстрела'
 */
export function fill(template: string, value: string | number): string {
  const forms = (_: string, lang: string, list: string): string => {
    const [one = '', few = one, many = few] = list.split('|');
    return typeof value === 'number' ? plural(lang, value, one, few, many) : many;
  };
  return template.replace('{n}', String(value)).replace(/\{([a-z]{2}):([^{}]*)\}/gu, forms);
}

/**
 * The printed heatmap's own words (`salvo infer --pdf`): its title and the legend of its marks,
 * in English, Russian and Polish, with each language's plural forms. `what` is what the chart
 * gives the chance of: undefined for any ship, else a class's name in the same language.
 *
 * @example
 *   heatmapText('ru', true).title({ game: 'Морской бой', side: 'red (Вася)', salvos: 3, count: { kind: 'exact', layouts: 2686n } })
 *   // 'Морской бой — red (Вася): вероятность, что в клетке корабль, после 3 выстрелов (точно; 2 686 расстановок)'
 */
export interface HeatmapText {
  readonly title: (o: { game: string; side: string; what?: string; salvos: number; count: HeatmapCount }) => string;
  /** The legend of the marks `shown` on the chart (every mark where not given); '' where it shows none. */
  readonly legend: (what?: string, shown?: ReadonlySet<HeatMark>) => string;
  /** What the framed cells are (`cells`, one or several tied at `chance`): the likeliest not yet fired at. */
  readonly likeliest: (cells: readonly string[], chance: string) => string;
}

/**
 * A mark a heatmap's cell may carry: `X` fired, a ship (`hit`); `o` fired, water (`water`); `■`
 * certainly a ship (`ship`); `·` or blank, no chance (`none`); `*` fired, outcome unknown (`unknown`).
 */
export type HeatMark = 'hit' | 'water' | 'ship' | 'none' | 'unknown';

/** An English class name with its indefinite article, as a sentence writes it ("an aircraft carrier", "a raft"; by its first letter). */
export function withArticle(what: string): string {
  return `${/^[aeiou]\p{Ll}/u.test(what) ? 'an' : 'a'} ${what}`;
}

/**
 * A legend naming only the marks a chart shows (`shown`; every mark where not given): `head`,
 * then the items of those marks joined by `sep`; '' where the chart shows none of them.
 *
 * @example
 *   heatLegend('Legend: ', [['hit', 'X fired, a ship'], ['water', 'o fired, water']], '; ', new Set(['water'])) // 'Legend: o fired, water'
 */
export function heatLegend(head: string, items: readonly (readonly [HeatMark, string])[], sep: string, shown?: ReadonlySet<HeatMark>): string {
  const said = items.filter(([mark]) => shown === undefined || shown.has(mark)).map(([, text]) => text);
  return said.length === 0 ? '' : head + said.join(sep);
}

/**
 * The count of layouts the heatmap is drawn from: exact; sampled, as the terminal gives the
 * estimate (`about`: '6.3 × 10^25', English notation, to the digits its standard error allows);
 * out of reach; or not counted, the chances estimated by a Markov chain.
 * `atMost`: counted exactly, but of more layouts than the record allows (an unread cell read loosely: `InferenceResult.readings`);
 * `wider`: sampled, or estimated by a chain, from that wider set.
 */
export type HeatmapCount = { readonly kind: 'exact'; readonly layouts: bigint; readonly atMost?: boolean } | { readonly kind: 'sampled'; readonly about: string; readonly wider?: boolean } | { readonly kind: 'unknown' } | { readonly kind: 'chain'; readonly wider?: boolean };

/** `HeatmapCount.wider`'s words after the estimate's, where it is set. */
const widerSaid = (count: HeatmapCount, words: string): string => ((count.kind === 'sampled' || count.kind === 'chain') && count.wider === true ? `: ${words}` : '');

export { localNumber };

const heatmapEn = (single: boolean): HeatmapText => ({
  title: ({ game, side, what, salvos, count }) => {
    const layouts =
      count.kind === 'chain'
        ? 'estimated by a Markov chain; layouts not counted'
        : count.kind === 'unknown' ? 'layouts unknown: out of reach' : count.kind === 'exact' ? (count.atMost === true ? `NOT exact; at most ${count.layouts.toLocaleString('en-US')} layouts: an unread cell read loosely` : `exact; ${count.layouts.toLocaleString('en-US')} layouts`) : `sampled; about ${count.about} layouts`;
    return `${game} — ${side}: chance of ${what ?? 'a ship'} per cell, after ${salvos} ${single ? 'shot' : 'salvo'}${salvos === 1 ? '' : 's'} (${layouts}${widerSaid(count, 'an unread cell read loosely')})`;
  },
  legend: (what, shown) =>
    heatLegend(
      'Legend: ',
      [
        ['hit', 'X fired, a ship (certain)'],
        ['water', 'o fired, water'],
        ['ship', what === undefined ? '■ certainly a ship' : `■ certainly ${withArticle(what)}`],
        ['none', what === undefined ? 'blank: certainly water' : `blank: certainly no ${what}`],
        ['unknown', '* fired, outcome unknown'],
      ],
      '; ',
      shown,
    ),
  likeliest: (cells, chance) =>
    cells.length === 1 ? `Framed: the most likely cell not yet fired at (${cells[0]!}, ${chance})` : `Framed: the most likely cells not yet fired at (${cells.join(', ')}: ${chance} each)`,
});

const heatmapRu = (single: boolean): HeatmapText => ({
  title: ({ game, side, what, salvos, count }) => {
    const layouts =
      count.kind === 'chain'
        ? 'оценка цепью Маркова; расстановки не подсчитаны'
        : count.kind === 'unknown'
        ? 'число расстановок неизвестно: вне досягаемости'
        : count.kind === 'exact' && count.atMost === true
          ? `НЕ точно; расстановок не больше ${localNumber('ru', count.layouts.toLocaleString('en-US'))}: непрочитанная клетка учтена с запасом`
        : count.kind === 'exact'
          ? `точно; ${localNumber('ru', count.layouts.toLocaleString('en-US'))} ${plural('ru', count.layouts, 'расстановка', 'расстановки', 'расстановок')}`
          : `по выборке; около ${slavicNumber(count.about)} расстановок`;
    return `${game} — ${side}: вероятность, что в клетке ${what ?? 'корабль'}, после ${salvos} ${single ? plural('ru', salvos, 'выстрела', 'выстрелов') : plural('ru', salvos, 'залпа', 'залпов')} (${layouts}${widerSaid(count, 'непрочитанная клетка учтена с запасом')})`;
  },
  legend: (what, shown) =>
    heatLegend(
      'Обозначения: ',
      [
        ['hit', 'X — выстрел, корабль (наверняка)'],
        ['water', 'o — выстрел, вода'],
        ['ship', `■ — наверняка ${what ?? 'корабль'}`],
        ['none', what === undefined ? 'пусто — наверняка вода' : `пусто — наверняка не ${what}`],
        ['unknown', '* — выстрел, исход неизвестен'],
      ],
      '; ',
      shown,
    ),
  likeliest: (cells, chance) =>
    cells.length === 1 ? `В рамке — самая вероятная необстрелянная клетка (${cells[0]!}, ${chance})` : `В рамках — самые вероятные необстрелянные клетки (${cells.join(', ')}: по ${chance})`,
});

const heatmapPl = (single: boolean): HeatmapText => ({
  title: ({ game, side, what, salvos, count }) => {
    const layouts =
      count.kind === 'chain'
        ? 'oszacowanie łańcuchem Markowa; rozstawienia niepoliczone'
        : count.kind === 'unknown'
        ? 'liczba rozstawień nieznana: poza zasięgiem'
        : count.kind === 'exact' && count.atMost === true
          ? `NIE dokładnie; najwyżej ${localNumber('pl', count.layouts.toLocaleString('en-US'))} ${plural('pl', count.layouts, 'rozstawienie', 'rozstawienia', 'rozstawień')}: nieodczytane pole odczytane z zapasem`
        : count.kind === 'exact'
          ? `dokładnie; ${localNumber('pl', count.layouts.toLocaleString('en-US'))} ${plural('pl', count.layouts, 'rozstawienie', 'rozstawienia', 'rozstawień')}`
          : `z próby; około ${localNumber('pl', count.about)} rozstawień`;
    return `${game} — ${side}: szansa, że na polu jest ${what ?? 'statek'}, po ${salvos} ${single ? plural('pl', salvos, 'strzale', 'strzałach') : plural('pl', salvos, 'salwie', 'salwach')} (${layouts}${widerSaid(count, 'nieodczytane pole odczytane z zapasem')})`;
  },
  legend: (what, shown) =>
    heatLegend(
      'Oznaczenia: ',
      [
        ['hit', 'X — strzał, statek (na pewno)'],
        ['water', 'o — strzał, woda'],
        ['ship', `■ — na pewno ${what ?? 'statek'}`],
        ['none', what === undefined ? 'puste — na pewno woda' : `puste — na pewno nie ${what}`],
        ['unknown', '* — strzał, wynik nieznany'],
      ],
      '; ',
      shown,
    ),
  likeliest: (cells, chance) =>
    cells.length === 1 ? `W ramce — najbardziej prawdopodobne nieostrzelane pole (${cells[0]!}, ${chance})` : `W ramkach — najbardziej prawdopodobne nieostrzelane pola (${cells.join(', ')}: po ${chance})`,
});

/**
 * The caption of the key of chances under a heatmap (./heat.ts), the same in `salvo infer --pdf`
 * and `salvo analyze -o`: English where salvo has no translation for `lang`. `what`: a class's
 * name in that language where the chances are of that class, as the heatmap's title says.
 *
 * @example
 *   heatKeyCaption('pl') // 'Szansa, że na polu jest statek:'
 */
export function heatKeyCaption(lang: string, what?: string): string {
  const s = spoken(lang);
  return s === 'ru' ? `Вероятность, что в клетке ${what ?? 'корабль'}:` : s === 'pl' ? `Szansa, że na polu jest ${what ?? 'statek'}:` : `Chance of ${what ?? 'a ship'} on the cell:`;
}

/**
 * The heatmap's words in `lang`, English when salvo has no translation for it; `single`: every
 * salvo of the game is one shot, spoken of as shots (shot, выстрел, strzał), as infer's text says.
 */
export function heatmapText(lang: string, single = false): HeatmapText {
  const s = spoken(lang);
  return s === 'ru' ? heatmapRu(single) : s === 'pl' ? heatmapPl(single) : heatmapEn(single);
}

const MONTHS: Readonly<Record<'en' | 'ru' | 'pl', readonly string[]>> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  // The day's month, as a date is written: in the genitive (31 мая, 31 maja).
  ru: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
  pl: ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września', 'października', 'listopada', 'grudnia'],
};

/**
 * A record's date (`date: 1923-05-31`) as a player writes it on the sheet's date line in `lang`:
 * the day, the month by its name, the year (`31 May 1923`, `31 мая 1923 г.`, `31 maja 1923 r.`),
 * which no reader takes for another day (31/05 and 05/31 are read differently on either side of
 * the Atlantic). A date not written as a day of the calendar (`summer 1994`, `1994-13-40`) is
 * written as the record has it.
 *
 * @example
 *   dateWritten('1923-05-31', 'ru') // '31 мая 1923 г.'
 *   dateWritten('Easter, 1994', 'en') // 'Easter, 1994'
 */
export function dateWritten(date: string, lang: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(date.trim());
  if (m === null) return date.trim();
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return date.trim();
  const s = spoken(lang);
  const name = MONTHS[s][month - 1]!;
  return s === 'ru' ? `${day} ${name} ${year} г.` : s === 'pl' ? `${day} ${name} ${year} r.` : `${day} ${name} ${year}`;
}
