/**
 * The fixed sentences of `describeVariant` in English, Russian and Polish, with the plural rules
 * each language needs. The variant's own names and words are passed in; everything else is here.
 * Other languages fall back to English.
 *
 * @example
 *   phrasesFor('ru').cells(3) // '3 клетки'
 */
import { quoted } from '../core/language.js';
import { plural } from '../core/plural.js';
import type { Spacing } from './model.js';

export interface Phrases {
  readonly board: string;
  readonly fleet: string;
  readonly placement: string;
  readonly play: string;
  readonly reports: string;
  readonly words: string;
  /** The heading's name and id where the name ends in brackets of its own (`Jutland (my variant)`): not a second pair. */
  namedWithId(name: string, id: string): string;
  boardSize(columns: number, rows: number): string;
  columns(labels: string): string;
  rows(labels: string): string;
  cellWritten(example: string, columnFirst: boolean, separator: string): string;
  cells(n: number): string;
  count(n: number): string;
  guns(n: number, lostAt: readonly number[]): string;
  readonly shaped: string;
  /**
   * The notes after a class in the fleet table (protected, hatched, need not be sunk): right whatever
   * the class name's gender (`плавучая база … под защитой`, `łódź podwodna … pod ochroną`), so no
   * adjective or pronoun that would have to agree with it.
   */
  readonly protectedShip: string;
  readonly hatched: string;
  readonly needNotSink: string;
  straight(diagonal: boolean): string;
  readonly anyRotation: string;
  spacing(s: Spacing): string;
  sides(a: string, b: string, first: string): string;
  salvoConstant(shots: number): string;
  /**
   * `countProtected` is said only where the fleet has a protected class: `protectedNames`, the
   * names of its protected classes (each named as the variant names it, in quotes).
   */
  salvoDamage(shots: number, steps: readonly { damage: number; shots: number }[], countProtected: boolean | undefined, protectedNames?: readonly string[]): string;
  salvoGuns(start: number): string;
  salvoShips(perShip: number, start: number): string;
  readonly extraShot: string;
  /** extraShotOnHit where a salvo has more than one shot: the whole salvo again. */
  readonly extraSalvo: string;
  /** The protected classes named (`“Hospital ship”`), in apposition so the name keeps its own form; none named where the fleet has none. */
  penalty(protectedNames: readonly string[]): string;
  /** The penalty beside extraShotOnHit: a hit on a protected ship earns no shot more, the turn passes at once. */
  readonly penaltyNoExtra: string;
  /** The same where a salvo has more than one shot: the salvo earns no salvo more, other hits in it or not. */
  readonly penaltyNoExtraSalvo: string;
  shotLimit(n: number): string;
  exhausted(draw: boolean): string;
  end(allMustSink: boolean): string;
  perShot(miss: string, hit: string, sunk: string, sunkMode: 'none' | 'plain' | 'with-class', hitClass: boolean): string;
  /** `sunkCount`: where a report by class may say how many ships of a class a salvo sank, an example (`destroyer 2 sunk 2`). */
  perSalvo(byShip: boolean, counts: boolean, sunk: boolean, noHits: string, sunkCount?: string): string;
  /** A sunk word is left out where the variant has none (it never announces a sinking). */
  wordList(w: { miss: string; hit: string; sunk?: string; noHits: string }): string;
  charts(own: string, enemy: string): string;
  readonly rulesTitle: string;
}

/**
 * What a ship's guns do when it sinks: a ship of one gun loses it (`lost when sunk`, not "all"),
 * a ship of several loses all left; nothing is said where the hits took every gun before.
 */
function sunkTail(n: number, lost: readonly number[], one: string, all: string): string {
  if (lost.length >= n) return '';
  return n === 1 ? one : all;
}

/** `2, 3 and 4`: a list joined by commas and the language's "and" before the last. */
const andList = (items: readonly (string | number)[], and: string): string =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${String(items[items.length - 1])}`;
const q = (s: string): string => `“${s}”`;
const qr = (s: string): string => quoted('ru', s);
const qp = (s: string): string => quoted('pl', s);

/*
 * The protected classes in a sentence, by name: a quoted name stands in apposition to the noun
 * ("the protected ship “Hospital ship”", "неприкосновенный корабль «госпиталь»", "chronionego
 * statku „Statek szpitalny”"), so the noun takes the sentence's case and the name keeps its own
 * form, whatever its gender. `one`: the ship a hit on which is penalised (two or more: "a
 * protected ship (“A” or “B”)"); `all`: the protected ships together, whose hits count or not
 * (two or more: "protected ships (“A” and “B”)"). None (a penalty declared with no protected
 * class, a warning): the noun alone.
 */
function enProtected(names: readonly string[], use: 'one' | 'all'): string {
  if (names.length === 1) return `the protected ship ${q(names[0]!)}`;
  const noun = use === 'one' ? 'a protected ship' : 'protected ships';
  return names.length === 0 ? noun : `${noun} (${andList(names.map(q), use === 'one' ? 'or' : 'and')})`;
}
/** After `в`: the accusative, which for `корабль` is the nominative. */
function ruProtected(names: readonly string[], use: 'one' | 'all'): string {
  if (names.length === 1) return `неприкосновенный корабль ${qr(names[0]!)}`;
  const noun = use === 'one' ? 'неприкосновенный корабль' : 'неприкосновенные корабли';
  return names.length === 0 ? noun : `${noun} (${andList(names.map(qr), use === 'one' ? 'или' : 'и')})`;
}
/** `one` after `za trafienie` (the genitive: `chronionego statku`); `all` after `trafienia w` (the accusative: `chroniony statek`, `statki chronione`). */
function plProtected(names: readonly string[], use: 'one' | 'all'): string {
  if (names.length === 0) return use === 'one' ? 'statku chronionego' : 'statki chronione';
  if (names.length === 1) return `${use === 'one' ? 'chronionego statku' : 'chroniony statek'} ${qp(names[0]!)}`;
  return `${use === 'one' ? 'chronionego statku' : 'statki chronione'} (${andList(names.map(qp), use === 'one' ? 'lub' : 'i')})`;
}

const en: Phrases = {
  board: 'Board',
  namedWithId: (name, id) => `${name}, id ${id}`,
  fleet: 'Fleet (each side)',
  placement: 'Placement',
  play: 'Play',
  reports: 'Reports',
  words: 'Words',
  boardSize: (c, r) => `${c} columns × ${r} rows.`,
  columns: (l) => `Columns: ${l}.`,
  rows: (l) => `Rows: ${l}.`,
  cellWritten: (ex, colFirst, sep) =>
    `A cell is written ${colFirst ? 'column then row' : 'row then column'}${sep ? `, separated by ${q(sep)}` : ''}: ${ex}.`,
  cells: (n) => `${n} cell${n === 1 ? '' : 's'}`,
  count: (n) => `× ${n}`,
  guns: (n, lost) =>
    n === 0 ? '' : `${n} gun${n === 1 ? '' : 's'}${lost.length ? `, ${lost.length === 1 ? `one lost at hit ${lost[0]}` : `one lost at each of hits ${andList(lost, 'and')}`}` : ''}${sunkTail(n, lost, ', lost when sunk', ', all lost when sunk')}`,
  shaped: 'shape',
  protectedShip: 'protected (hitting it is penalised)',
  hatched: 'drawn hatched',
  needNotSink: 'need not be sunk to win',
  straight: (d) => `Straight ships lie horizontally or vertically${d ? ', or diagonally' : ''}.`,
  anyRotation: 'Shaped ships may be turned and mirrored.',
  spacing: (s) =>
    s === 'may-touch'
      ? 'Ships may touch, but never share a cell.'
      : s === 'no-side-contact'
        ? 'Ships may not touch side to side; corners may touch.'
        : 'Ships may not touch at all, not even at the corners.',
  sides: (a, b, f) => `Sides: ${a} and ${b}. ${f} fires first; then the sides alternate.`,
  salvoConstant: (n) => (n === 1 ? 'One shot per turn.' : `A salvo of ${n} shots per turn.`),
  salvoDamage: (n, steps, cp, names) =>
    `A salvo of ${n} shots while the side has taken fewer than ${steps[0]?.damage ?? 0} hit${steps[0]?.damage === 1 ? '' : 's'}; ` +
    steps.map((s, i) => `${s.shots} from ${s.damage} hits${i + 1 < steps.length ? '' : '.'}`).join('; ') +
    (cp === undefined ? '' : ` Hits on ${enProtected(names ?? [], 'all')} ${cp ? 'count' : 'do not count'}.`),
  salvoGuns: (n) => `One shot per gun still aboard (${n} at the start).`,
  salvoShips: (p, n) => `${p === 1 ? 'One shot' : `${p} shots`} per ship still afloat (${n} at the start).`,
  extraShot: 'A hit earns another shot, until a miss.',
  extraSalvo: 'A salvo with a hit earns another salvo, until a salvo hits nothing.',
  penalty: (names) => `Hitting ${enProtected(names, 'one')} costs the shooter its next turn.`,
  penaltyNoExtra: 'Such a hit earns no shot more: the turn passes at once, and the enemy has two turns in a row.',
  penaltyNoExtraSalvo: 'A salvo with such a hit earns no salvo more, whatever else it hit: the turn passes at once, and the enemy has two turns in a row.',
  shotLimit: (n) => `Each side may fire at most ${n} shots in the whole game.`,
  exhausted: (d) => (d ? 'If both sides run out of shots, the game is a draw.' : 'If both sides run out of shots, the side with more hits wins; with as many hits each, the game is a draw.'),
  end: (all) =>
    all ? 'A side loses when all its ships are sunk.' : 'A side loses when all its ships that must be sunk are sunk.',
  perShot: (m, h, s, mode, hc) =>
    `Every shot is answered at once: ${q(m)}${mode === 'none' ? ' or ' : ', '}${q(h)}${mode === 'none' ? '' : ` or ${q(s)}`}` +
    (mode === 'with-class' ? ', naming the class of a sunk ship' : '') +
    (hc ? '; a hit also names the class' : '') +
    (mode === 'none' ? '; sinking is not announced.' : '.'),
  perSalvo: (ship, counts, sunk, nh, sunkCount) =>
    `After the whole salvo the defender names the ${ship ? 'ships' : 'classes'} hit${counts ? ' and how many times' : ''}, never which shot hit` +
    `${sunk ? ', and any ship the salvo sank' : ''}${sunkCount !== undefined ? `, where it sank more than one of a class how many (${q(sunkCount)})` : ''}; or ${q(nh)}.`,
  wordList: (w) => `miss ${q(w.miss)}, hit ${q(w.hit)}, ${w.sunk === undefined ? '' : `sunk ${q(w.sunk)}, `}no hits ${q(w.noHits)}.`,
  charts: (o, e) => `Charts: ${q(o)} and ${q(e)}.`,
  rulesTitle: 'Rules',
};

const ru: Phrases = {
  board: 'Поле',
  namedWithId: (name, id) => `${name}, идентификатор ${id}`,
  fleet: 'Флот (у каждой стороны)',
  placement: 'Расстановка',
  play: 'Ход игры',
  reports: 'Ответы',
  words: 'Слова',
  boardSize: (c, r) => `${c} ${plural('ru', c, 'столбец', 'столбца', 'столбцов')} × ${r} ${plural('ru', r, 'ряд', 'ряда', 'рядов')}.`,
  columns: (l) => `Столбцы: ${l}.`,
  rows: (l) => `Ряды: ${l}.`,
  cellWritten: (ex, colFirst, sep) =>
    `Клетка записывается ${colFirst ? 'сначала столбцом, потом рядом' : 'сначала рядом, потом столбцом'}${sep ? ` через ${qr(sep)}` : ''}: ${ex}.`,
  cells: (n) => `${n} ${plural('ru', n, 'клетка', 'клетки', 'клеток')}`,
  count: (n) => `× ${n}`,
  guns: (n, lost) =>
    n === 0
      ? ''
      : `${n} ${plural('ru', n, 'орудие', 'орудия', 'орудий')}${lost.length ? `, ${lost.length === 1 ? `одно теряется при попадании № ${lost[0]}` : `по одному теряется при попаданиях № ${andList(lost, 'и')}`}` : ''}${sunkTail(n, lost, ', теряется при потоплении', ', все теряются при потоплении')}`,
  shaped: 'фигура',
  protectedShip: 'под защитой (за попадание штраф)',
  hatched: 'со штриховкой',
  needNotSink: 'топить для победы не обязательно',
  straight: (d) => `Прямые корабли ставятся по горизонтали или вертикали${d ? ', а также по диагонали' : ''}.`,
  anyRotation: 'Фигурные корабли можно поворачивать и зеркально отражать.',
  spacing: (s) =>
    s === 'may-touch'
      ? 'Корабли могут касаться друг друга, но не занимать одну клетку.'
      : s === 'no-side-contact'
        ? 'Корабли не могут касаться сторонами; касание углами допускается.'
        : 'Корабли не могут касаться друг друга, даже углами.',
  sides: (a, b, f) => `Стороны: ${a} и ${b}. Первый ход: ${f}; затем стороны ходят по очереди.`,
  salvoConstant: (n) => (n === 1 ? 'Один выстрел за ход.' : `Залп из ${n} ${plural('ru', n, 'выстрела', 'выстрелов', 'выстрелов')} за ход.`),
  salvoDamage: (n, steps, cp, names) =>
    // `меньше` and `с` take the genitive: `1 попадания`, `21 попадания`, `5 попаданий`.
    `Залп из ${n} ${plural('ru', n, 'выстрела', 'выстрелов', 'выстрелов')}, пока сторона получила меньше ${steps[0]?.damage ?? 0} ${plural('ru', steps[0]?.damage ?? 0, 'попадания', 'попаданий', 'попаданий')}; ` +
    steps.map((s) => `${s.shots} — начиная с ${s.damage} ${plural('ru', s.damage, 'попадания', 'попаданий', 'попаданий')}`).join('; ') +
    '.' +
    (cp === undefined ? '' : ` Попадания в ${ruProtected(names ?? [], 'all')} ${cp ? 'засчитываются' : 'не засчитываются'}.`),
  salvoGuns: (n) => `По выстрелу на каждое уцелевшее орудие (в начале ${n}).`,
  salvoShips: (p, n) => `${p} ${plural('ru', p, 'выстрел', 'выстрела', 'выстрелов')} на каждый корабль на плаву (в начале ${n}).`,
  extraShot: 'После попадания стреляющий стреляет ещё раз, до промаха.',
  extraSalvo: 'После залпа с попаданием стреляющий даёт ещё залп, пока залп не пройдёт мимо целиком.',
  penalty: (names) => `За попадание в ${ruProtected(names, 'one')} стреляющий пропускает следующий ход.`,
  penaltyNoExtra: 'Такое попадание не даёт ещё выстрела: ход сразу переходит к противнику, и тот стреляет два хода подряд.',
  penaltyNoExtraSalvo: 'Залп с таким попаданием не даёт ещё залпа, даже если попал и в другие корабли: ход сразу переходит к противнику, и тот стреляет два хода подряд.',
  shotLimit: (n) => `Каждая сторона может сделать за игру не больше ${n} ${plural('ru', n, 'выстрела', 'выстрелов', 'выстрелов')}.`,
  exhausted: (d) => (d ? 'Если выстрелы кончились у обеих сторон, объявляется ничья.' : 'Если выстрелы кончились у обеих сторон, побеждает добившийся большего числа попаданий; при равном числе попаданий объявляется ничья.'),
  end: (all) => (all ? 'Проигрывает сторона, потерявшая все корабли.' : 'Проигрывает сторона, потерявшая все корабли, которые нужно потопить.'),
  perShot: (m, h, s, mode, hc) =>
    `На каждый выстрел сразу отвечают: ${qr(m)}${mode === 'none' ? ' или ' : ', '}${qr(h)}${mode === 'none' ? '' : ` или ${qr(s)}`}` +
    (mode === 'with-class' ? ' с названием потопленного корабля' : '') +
    (hc ? '; при попадании называют и корабль' : '') +
    (mode === 'none' ? '; о потоплении не сообщают.' : '.'),
  perSalvo: (ship, counts, sunk, nh, sunkCount) =>
    `После всего залпа называют ${ship ? 'поражённые корабли' : 'поражённые типы кораблей'}${counts ? ' и число попаданий' : ''}` +
    `${sunk ? ', а также потопленные залпом корабли' : ''} (но не то, какой выстрел попал)` +
    `${sunkCount !== undefined ? `, а если залп потопил несколько кораблей одного типа — сколько (${qr(sunkCount)})` : ''}; или ${qr(nh)}.`,
  wordList: (w) => `промах ${qr(w.miss)}, попадание ${qr(w.hit)}, ${w.sunk === undefined ? '' : `потопление ${qr(w.sunk)}, `}без попаданий ${qr(w.noHits)}.`,
  charts: (o, e) => `Карты: ${qr(o)} и ${qr(e)}.`,
  rulesTitle: 'Правила',
};

const pl: Phrases = {
  board: 'Plansza',
  namedWithId: (name, id) => `${name}, identyfikator ${id}`,
  fleet: 'Flota (każdej strony)',
  placement: 'Rozmieszczenie',
  play: 'Przebieg gry',
  reports: 'Odpowiedzi',
  words: 'Słowa',
  boardSize: (c, r) => `${c} ${plural('pl', c, 'kolumna', 'kolumny', 'kolumn')} × ${r} ${plural('pl', r, 'wiersz', 'wiersze', 'wierszy')}.`,
  columns: (l) => `Kolumny: ${l}.`,
  rows: (l) => `Wiersze: ${l}.`,
  cellWritten: (ex, colFirst, sep) =>
    `Pole zapisuje się ${colFirst ? 'najpierw kolumną, potem wierszem' : 'najpierw wierszem, potem kolumną'}${sep ? `, rozdzielając je znakiem ${qp(sep)}` : ''}: ${ex}.`,
  cells: (n) => `${n} ${plural('pl', n, 'pole', 'pola', 'pól')}`,
  count: (n) => `× ${n}`,
  guns: (n, lost) =>
    n === 0
      ? ''
      : `${n} ${plural('pl', n, 'działo', 'działa', 'dział')}${lost.length ? `, ${lost.length === 1 ? `jedno tracone przy trafieniu nr ${lost[0]}` : `po jednym tracone przy trafieniach nr ${andList(lost, 'i')}`}` : ''}${sunkTail(n, lost, ', tracone po zatopieniu', ', wszystkie tracone po zatopieniu')}`,
  shaped: 'kształt',
  protectedShip: 'pod ochroną (za trafienie kara)',
  hatched: 'z kreskowaniem',
  needNotSink: 'nie trzeba zatapiać, by wygrać',
  straight: (d) => `Proste statki stoją poziomo lub pionowo${d ? ', albo po przekątnej' : ''}.`,
  anyRotation: 'Statki o kształcie można obracać i odbijać.',
  spacing: (s) =>
    s === 'may-touch'
      ? 'Statki mogą się stykać, ale nie mogą zajmować tego samego pola.'
      : s === 'no-side-contact'
        ? 'Statki nie mogą stykać się bokami; rogami mogą.'
        : 'Statki nie mogą się stykać, nawet rogami.',
  sides: (a, b, f) => `Strony: ${a} i ${b}. Zaczyna: ${f}; potem strony strzelają na zmianę.`,
  // The count in the nominative after a colon, its noun by plural.ts: `3 strzały`, `5 strzałów`, `22 strzały`.
  salvoConstant: (n) => (n === 1 ? 'Jeden strzał na turę.' : `Salwa: ${n} ${plural('pl', n, 'strzał', 'strzały', 'strzałów')} na turę.`),
  salvoDamage: (n, steps, cp, names) =>
    `Salwa: ${n} ${plural('pl', n, 'strzał', 'strzały', 'strzałów')}, dopóki strona otrzymała mniej niż ${steps[0]?.damage ?? 0} ${plural('pl', steps[0]?.damage ?? 0, 'trafienie', 'trafienia', 'trafień')}; ` +
    // `od` takes the genitive: `od 1 trafienia`, `od 2 trafień`.
    steps.map((s) => `${s.shots} ${plural('pl', s.shots, 'strzał', 'strzały', 'strzałów')} od ${s.damage} ${plural('pl', s.damage, 'trafienia', 'trafień', 'trafień')}`).join('; ') +
    '.' +
    (cp === undefined ? '' : ` Trafienia w ${plProtected(names ?? [], 'all')} ${cp ? 'się liczą' : 'się nie liczą'}.`),
  salvoGuns: (n) => `Jeden strzał na każde ocalałe działo (na początku ${n}).`,
  salvoShips: (p, n) => `${p} ${plural('pl', p, 'strzał', 'strzały', 'strzałów')} na każdy statek na wodzie (na początku ${n}).`,
  extraShot: 'Trafienie daje kolejny strzał, aż do pudła.',
  extraSalvo: 'Salwa z trafieniem daje kolejną salwę, aż salwa niczego nie trafi.',
  penalty: (names) => `Za trafienie ${plProtected(names, 'one')} strzelający traci następną turę.`,
  penaltyNoExtra: 'Takie trafienie nie daje kolejnego strzału: tura od razu przechodzi na przeciwnika, który strzela dwie tury z rzędu.',
  penaltyNoExtraSalvo: 'Salwa z takim trafieniem nie daje kolejnej salwy, nawet jeśli trafiła też inne statki: tura od razu przechodzi na przeciwnika, który strzela dwie tury z rzędu.',
  shotLimit: (n) => `Każda strona może oddać w całej grze najwyżej ${n} ${plural('pl', n, 'strzał', 'strzały', 'strzałów')}.`,
  exhausted: (d) => (d ? 'Gdy obu stronom skończą się strzały, gra kończy się remisem.' : 'Gdy obu stronom skończą się strzały, wygrywa strona z większą liczbą trafień; przy równej liczbie trafień gra kończy się remisem.'),
  end: (all) => (all ? 'Przegrywa strona, której wszystkie statki zatonęły.' : 'Przegrywa strona, której zatonęły wszystkie statki wymagające zatopienia.'),
  perShot: (m, h, s, mode, hc) =>
    `Na każdy strzał odpowiada się od razu: ${qp(m)}${mode === 'none' ? ' lub ' : ', '}${qp(h)}${mode === 'none' ? '' : ` lub ${qp(s)}`}` +
    (mode === 'with-class' ? ' z nazwą zatopionego statku' : '') +
    (hc ? '; przy trafieniu podaje się też statek' : '') +
    (mode === 'none' ? '; zatopienia się nie ogłasza.' : '.'),
  perSalvo: (ship, counts, sunk, nh, sunkCount) =>
    `Po całej salwie obrońca podaje trafione ${ship ? 'statki' : 'typy statków'}${counts ? ' i liczbę trafień' : ''}` +
    `${sunk ? ' oraz statki zatopione salwą' : ''} (ale nigdy tego, który strzał trafił)` +
    `${sunkCount !== undefined ? `, a gdy salwa zatopiła kilka statków jednego typu — ile (${qp(sunkCount)})` : ''}; albo ${qp(nh)}.`,
  wordList: (w) => `pudło ${qp(w.miss)}, trafienie ${qp(w.hit)}, ${w.sunk === undefined ? '' : `zatopienie ${qp(w.sunk)}, `}brak trafień ${qp(w.noHits)}.`,
  charts: (o, e) => `Plansze: ${qp(o)} i ${qp(e)}.`,
  rulesTitle: 'Zasady',
};

const TABLE: Readonly<Record<string, Phrases>> = { en, ru, pl };

/** The phrase set for a language code (`ru`, `pl-PL` → Polish); English otherwise. */
export function phrasesFor(lang: string): Phrases {
  return TABLE[lang] ?? TABLE[lang.split('-')[0] ?? ''] ?? en;
}
