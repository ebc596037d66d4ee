/**
 * `salvo variant check` in Russian and Polish: the rarer slips, once said in English alone, are
 * said in the file's language (by default where it declares Russian first; Polish with --lang pl),
 * message and advice, each whole in one language; English stays as it was with --lang en. One
 * fixture a finding (tests/variant/fixtures/slips/): labels written as a range or a word, a shape
 * in pieces, with parentheses or empty, a shape picture's own problems, a text cut at its commas
 * inside { }, words indented as a language, a key or value of the report's other timing, a timing
 * left out, a list where a text or a mapping would do, and the problems past the hundredth.
 */
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const DIR = 'tests/variant/fixtures/slips';

interface Case {
  readonly finding: string;
  readonly file: string;
  /** The finding's code: only its lines are compared (a file may have others). */
  readonly code: string;
  readonly ru: readonly string[];
  readonly pl: readonly string[];
  readonly en: readonly string[];
  /** The exit code: 1 where the file has an error, 0 where a warning is all (default 1). */
  readonly exit?: number;
}

const CASES: readonly Case[] = [
  {
    finding: 'labels written as a range (letters written out, a range one short)',
    file: 'label-range.yaml',
    code: 'bad-format',
    ru: [
      'board.columnLabels: «а-к» читается как 3 метки, по одной на символ (а, -, к), а не как столбцы от а до к (напишите columnLabels: "а б в г д е ж з и к")',
      'board.rowLabels: «1-10» читается как 4 метки, по одной на символ (1, -, 1, 0), а не как строки от 1 до 10 (от 1 до 10 — это 10 меток на 12 строк: запишите 12 меток через пробел, например «1 2 3 4 …», или возьмите letters или numbers)',
    ],
    pl: [
      'board.columnLabels: „а-к” czyta się jako 3 etykiety, po jednej na znak (а, -, к), a nie jako kolumny od а do к (napisz columnLabels: "а б в г д е ж з и к")',
      'board.rowLabels: „1-10” czyta się jako 4 etykiety, po jednej na znak (1, -, 1, 0), a nie jako wiersze od 1 do 10 (od 1 do 10 to 10 etykiet na 12 wierszy: wypisz 12 etykiet rozdzielonych spacjami, np. „1 2 3 4 …”, albo użyj letters lub numbers)',
    ],
    en: [
      'board.columnLabels: "а-к" is read as 3 labels, one per character (а, -, к), not as the columns а to к (write columnLabels: "а б в г д е ж з и к")',
      'board.rowLabels: "1-10" is read as 4 labels, one per character (1, -, 1, 0), not as the rows 1 to 10 (1 to 10 would be 10 labels, for 12 rows: write the 12 labels out, separated by spaces, as "1 2 3 4 …", or use letters or numbers)',
    ],
  },
  {
    finding: 'labels written as the range of numbers',
    file: 'label-range-numbers.yaml',
    code: 'bad-format',
    ru: [
      'board.rowLabels: «1-12» читается как 4 метки, по одной на символ (1, -, 1, 2), а не как строки от 1 до 12 (напишите rowLabels: numbers)',
    ],
    pl: [
      'board.rowLabels: „1-12” czyta się jako 4 etykiety, po jednej na znak (1, -, 1, 2), a nie jako wiersze od 1 do 12 (napisz rowLabels: numbers)',
    ],
    en: [
      'board.rowLabels: "1-12" is read as 4 labels, one per character (1, -, 1, 2), not as the rows 1 to 12 (write rowLabels: numbers)',
    ],
  },
  {
    finding: 'labels written as a word',
    file: 'label-word.yaml',
    code: 'label-count',
    ru: [
      'board.columnLabels: «cyrillic» читается как 8 меток, по одной на букву (c, y, r, i, …), на 10 столбцов (напишите letters для A, B, …, numbers для 1, 2, … или запишите 10 меток через пробел, например «а б в г д е ж з и к»)',
    ],
    pl: [
      'board.columnLabels: „cyrillic” czyta się jako 8 etykiet, po jednej na literę (c, y, r, i, …), na 10 kolumn (napisz letters dla A, B, …, numbers dla 1, 2, … albo wypisz 10 etykiet rozdzielonych spacjami, np. „а б в г д е ж з и к”)',
    ],
    en: [
      'board.columnLabels: "cyrillic" is read as 8 labels, one per letter (c, y, r, i, …), for 10 columns (use letters for A, B, …, numbers for 1, 2, …, or write the 10 labels out, separated by spaces, as "а б в г д е ж з и к")',
    ],
  },
  {
    finding: 'labels written as a word naming Roman numerals, its letters as many as the rows (a warning, not read silently)',
    file: 'label-keyword.yaml',
    code: 'label-keyword',
    exit: 0,
    ru: [
      'board.rowLabels: «roman» читается как 5 меток, по одной на букву (r, o, m, a, …), а не как римские цифры (напишите rowLabels: "I II III IV V"; если метки — это сами буквы, запишите их через пробел: «r o m a n»)',
    ],
    pl: [
      'board.rowLabels: „roman” czyta się jako 5 etykiet, po jednej na literę (r, o, m, a, …), a nie jako cyfry rzymskie (napisz rowLabels: "I II III IV V"; jeśli etykietami są same litery, rozdziel je spacjami: „r o m a n”)',
    ],
    en: [
      'board.rowLabels: "roman" is read as 5 labels, one per letter (r, o, m, a, …), not as Roman numerals (write rowLabels: "I II III IV V"; if the letters are the labels, write them apart: "r o m a n")',
    ],
  },
  {
    finding: 'labels written as a description with a hyphen or digit (from-0)',
    file: 'label-word-numbered.yaml',
    code: 'label-count',
    ru: [
      'board.rowLabels: «from-0» читается как 6 меток, по одной на символ (f, r, o, m, …), на 8 строк (напишите numbers для 1, 2, …, letters для A, B, … или запишите 8 меток через пробел, например «0 1 2 … 7»)',
    ],
    pl: [
      'board.rowLabels: „from-0” czyta się jako 6 etykiet, po jednej na znak (f, r, o, m, …), na 8 wierszy (napisz numbers dla 1, 2, …, letters dla A, B, … albo wypisz 8 etykiet rozdzielonych spacjami, np. „0 1 2 … 7”)',
    ],
    en: [
      'board.rowLabels: "from-0" is read as 6 labels, one per character (f, r, o, m, …), for 8 rows (use numbers for 1, 2, …, letters for A, B, …, or write the 8 labels out, separated by spaces, as "0 1 2 … 7")',
    ],
  },
  {
    finding: 'a shape in pieces',
    file: 'shape-pieces.yaml',
    code: 'shape-disconnected',
    ru: [
      'fleet[0].shape: клетки образуют 2 отдельные части: [[0, 0]] и [[0, 2]]; клетки корабля — одна часть, соединённая сторонами (добавьте [0, 1], чтобы соединить их, или дайте каждой части свой класс корабля)',
      'fleet[1].shape: клетки образуют 3 отдельные части: [[0, 0]], [[1, 1]] и [[3, 3]]; клетки корабля — одна часть, соединённая сторонами (клетки, которые касаются только углом, не соединены) (добавьте клетки, соединяющие их сторонами, например [0, 1], или дайте каждой части свой класс корабля)',
    ],
    pl: [
      'fleet[0].shape: pola tworzą 2 oddzielne części: [[0, 0]] i [[0, 2]]; pola statku to jedna część, połączona bokami (dodaj [0, 1], aby je połączyć, albo daj każdej części osobną klasę statku)',
      'fleet[1].shape: pola tworzą 3 oddzielne części: [[0, 0]], [[1, 1]] i [[3, 3]]; pola statku to jedna część, połączona bokami (pola stykające się tylko rogiem nie są połączone) (dodaj pola, które połączą je bokami, np. [0, 1], albo daj każdej części osobną klasę statku)',
    ],
    en: [
      'fleet[0].shape: the cells make 2 separate pieces, [[0, 0]] and [[0, 2]]; a ship\'s cells are one piece, joined through their sides (add [0, 1] to join them, or give each piece a ship class of its own)',
      'fleet[1].shape: the cells make 3 separate pieces, [[0, 0]], [[1, 1]] and [[3, 3]]; a ship\'s cells are one piece, joined through their sides (cells meeting only at a corner are not joined) (add cells that join them through their sides, such as [0, 1], or give each piece a ship class of its own)',
    ],
  },
  {
    finding: 'a shape written with parentheses, and one left empty',
    file: 'shape-parentheses.yaml',
    code: 'shape-cells',
    ru: [
      'fleet[0].shape: клетка записывается как [строка, столбец], в квадратных скобках, а не (строка, столбец) в круглых (напишите shape: [[0, 0], [1, 0], [1, 1]])',
      'fleet[1].shape: фигура пуста (дайте её клетки, как [[0, 0], [1, 0]], или её рисунок в кавычках, как shape: "##/.#" (без них YAML считает «#» и всё после него комментарием), или строки рисунка блоком под shape: |)',
    ],
    pl: [
      'fleet[0].shape: pole zapisuje się jako [wiersz, kolumna], w nawiasach kwadratowych, a nie (wiersz, kolumna) w okrągłych (napisz shape: [[0, 0], [1, 0], [1, 1]])',
      'fleet[1].shape: kształt jest pusty (podaj jego pola, jak [[0, 0], [1, 0]], albo jego rysunek w cudzysłowie, jak shape: "##/.#" (bez niego YAML czyta „#” i wszystko po nim jako komentarz), albo wiersze rysunku w bloku pod shape: |)',
    ],
    en: [
      'fleet[0].shape: a cell is written [row, column], with brackets, not (row, column) with parentheses (write shape: [[0, 0], [1, 0], [1, 1]])',
      'fleet[1].shape: the shape is empty (give its cells, as [[0, 0], [1, 0]], or its picture in quotes, as shape: "##/.#" (without them YAML reads a "#" and all after it as a comment), or the picture\'s rows in a block under shape: |)',
    ],
  },
  {
    finding: 'a shape picture\'s own problems',
    file: 'shape-picture.yaml',
    code: 'shape-cells',
    ru: [
      'fleet[0].shape: в строке 2 рисунка, «#x», в столбце 2 стоит «x»; рисунок рисуют знаком # для клеток корабля и знаком . для остальных (нарисуйте каждую клетку корабля как #, а каждое другое место как ., так, как его печатает salvo variant show)',
      'fleet[1].shape: в рисунке нет ни одной клетки (#) (нарисуйте клетки корабля знаком #, например "##/.#")',
      'fleet[2].shape: рисунок даёт 27 клеток, а у корабля их не больше 26 (нарисуйте не больше 26 клеток)',
      'fleet[3].shape: рисунок занимает 27 столбцов, а фигура — не больше 26 (уложите корабль в 26 строк и 26 столбцов)',
    ],
    pl: [
      'fleet[0].shape: w wierszu 2 rysunku, „#x”, w kolumnie 2 stoi „x”; rysunek rysuje się znakiem # dla pól statku i znakiem . dla reszty (narysuj każde pole statku jako #, a każde inne miejsce jako ., tak jak drukuje go salvo variant show)',
      'fleet[1].shape: rysunek nie ma żadnego pola (#) (narysuj pola statku znakiem #, np. "##/.#")',
      'fleet[2].shape: rysunek ma 27 pól, a statek ma ich najwyżej 26 (narysuj najwyżej 26 pól)',
      'fleet[3].shape: rysunek zajmuje 27 kolumn, a kształt najwyżej 26 (zmieść statek w 26 wierszach i 26 kolumnach)',
    ],
    en: [
      'fleet[0].shape: row 2 of the picture, "#x", holds "x" at column 2; a picture is drawn with # for the ship\'s cells and . for the rest (draw every cell of the ship as # and every other place as ., as salvo variant show prints it)',
      'fleet[1].shape: the picture has no cell (#) (draw the ship\'s cells as #, as in "##/.#")',
      'fleet[2].shape: the picture draws 27 cells; a ship has at most 26 (draw at most 26 cells)',
      'fleet[3].shape: the picture spans 27 columns; a shape spans at most 26 (draw the ship within 26 rows and 26 columns)',
    ],
  },
  {
    finding: 'a shape picture misdrawn where what was meant is sure (a name, rows apart by a space, X for #, a list of rows)',
    file: 'shape-picture-meant.yaml',
    code: 'shape-cells',
    ru: [
      'fleet[0].shape: «L» — имя фигуры, а не её рисунок; рисунок рисуют знаком # для клеток корабля и знаком . для остальных (для фигуры L из 4 клеток напишите shape: "#./#./##"; любую другую фигуру рисуйте так же)',
      'fleet[1].shape: в строке 1 рисунка, «### .#.», в столбце 4 стоит пробел; рисунок рисуют знаком # для клеток корабля и знаком . для остальных (разделяйте строки рисунка знаком /: напишите shape: "###/.#.")',
      'fleet[2].shape: в строке 1 рисунка, «.X.», в столбце 2 стоит «X»; рисунок рисуют знаком # для клеток корабля и знаком . для остальных (рисуйте клетки корабля знаком #, а воду знаком .: напишите shape: ".#./###/.#.")',
      'fleet[3].shape: рисунок — это один текст, его строки разделены знаком /, а не список строк (напишите shape: ".##/##.")',
    ],
    pl: [
      'fleet[0].shape: „L” to nazwa kształtu, a nie jego rysunek; rysunek rysuje się znakiem # dla pól statku i znakiem . dla reszty (dla kształtu L z 4 pól napisz shape: "#./#./##"; każdy inny kształt narysuj tak samo)',
      'fleet[1].shape: w wierszu 1 rysunku, „### .#.”, w kolumnie 4 stoi spacja; rysunek rysuje się znakiem # dla pól statku i znakiem . dla reszty (oddzielaj wiersze rysunku znakiem /: napisz shape: "###/.#.")',
      'fleet[2].shape: w wierszu 1 rysunku, „.X.”, w kolumnie 2 stoi „X”; rysunek rysuje się znakiem # dla pól statku i znakiem . dla reszty (rysuj pola statku znakiem #, a wodę znakiem .: napisz shape: ".#./###/.#.")',
      'fleet[3].shape: rysunek to jeden tekst, jego wiersze oddziela znak /, a nie lista wierszy (napisz shape: ".##/##.")',
    ],
    en: [
      'fleet[0].shape: "L" names a shape instead of drawing it; a picture is drawn with # for the ship\'s cells and . for the rest (for the L of 4 cells write shape: "#./#./##"; draw any other shape the same way)',
      'fleet[1].shape: row 1 of the picture, "### .#.", holds a space at column 4; a picture is drawn with # for the ship\'s cells and . for the rest (separate the picture\'s rows with /: write shape: "###/.#.")',
      'fleet[2].shape: row 1 of the picture, ".X.", holds "X" at column 2; a picture is drawn with # for the ship\'s cells and . for the rest (draw the ship\'s cells as # and water as .: write shape: ".#./###/.#.")',
      'fleet[3].shape: a picture is one text, its rows separated by /, not a list of rows (write shape: ".##/##.")',
    ],
  },
  {
    finding: 'a text cut at its commas inside { }',
    file: 'text-cut.yaml',
    code: 'bad-language',
    ru: [
      'name["без Й"]: «без Й» — не код языка; это кусок текста, разрезанного запятой (запятая внутри { } начинает новую запись: возьмите текст в кавычки, как name: { ru: "Поле, без Й" })',
      'summary["krótka"]: «krótka» — не код языка; вместе с «prosta» это куски текста, разрезанного запятыми (запятая внутри { } начинает новую запись: возьмите текст в кавычки, как summary: { pl: "Gra, krótka, prosta" })',
    ],
    pl: [
      'name["без Й"]: „без Й” nie jest kodem języka; to kawałek tekstu przeciętego przecinkiem (przecinek wewnątrz { } zaczyna nowy wpis: weź tekst w cudzysłów, jak name: { ru: "Поле, без Й" })',
      'summary["krótka"]: „krótka” nie jest kodem języka; razem z „prosta” to kawałki tekstu przeciętego przecinkami (przecinek wewnątrz { } zaczyna nowy wpis: weź tekst w cudzysłów, jak summary: { pl: "Gra, krótka, prosta" })',
    ],
    en: [
      'name["без Й"]: "без Й" is not a language code; it reads as a piece of a text cut at a comma (a comma inside { } starts a new entry: put the text in quotes, as name: { ru: "Поле, без Й" })',
      'summary["krótka"]: "krótka" is not a language code; it and "prosta" read as pieces of a text cut at its commas (a comma inside { } starts a new entry: put the text in quotes, as summary: { pl: "Gra, krótka, prosta" })',
    ],
  },
  {
    finding: 'words indented as a language',
    file: 'words-indented.yaml',
    code: 'bad-language',
    ru: [
      'words.miss: «miss» — слово, а не код языка; его место в words.ru, а там пусто (сдвиньте его и слова после него на 2 пробела глубже, чем «ru:», чтобы они стали словами ru)',
    ],
    pl: [
      'words.miss: „miss” to słowo, a nie kod języka; jego miejsce jest w words.ru, a tam jest pusto (przesuń je i słowa po nim o 2 spacje głębiej niż „ru:”, żeby były słowami ru)',
    ],
    en: [
      'words.miss: "miss" is a word, not a language code; it belongs under words.ru, which is empty (indent it, and the words after it, 2 spaces deeper than "ru:", so that they are ru\'s)',
    ],
  },
  {
    finding: 'a key of the report\'s other timing',
    file: 'report-timing.yaml',
    code: 'unknown-key',
    ru: [
      'report.counts: «counts» — ключ для timing: per-salvo, а не для timing: per-shot (укажите timing: per-salvo или удалите counts; при timing: per-shot допустимы ключи: timing, sunk, hitClass)',
    ],
    pl: [
      'report.counts: „counts” to klucz dla timing: per-salvo, a nie dla timing: per-shot (ustaw timing: per-salvo albo usuń counts; przy timing: per-shot dozwolone klucze to: timing, sunk, hitClass)',
    ],
    en: [
      'report.counts: "counts" is a key of timing: per-salvo, not of timing: per-shot (set timing: per-salvo, or remove counts; with timing: per-shot the keys are timing, sunk, hitClass)',
    ],
  },
  {
    finding: 'a value of the report\'s other timing (per shot in a per-salvo report)',
    file: 'report-timing-value.yaml',
    code: 'wrong-type',
    ru: [
      'report.sunk: «with-class» — значение для timing: per-shot; при timing: per-salvo sunk — это true или false (напишите sunk: true: отчёт о залпе называет класс каждого корабля, в который попал залп (при by: ship — сам корабль), а sunk: true отмечает те, что залп потопил)',
    ],
    pl: [
      'report.sunk: „with-class” to wartość dla timing: per-shot; przy timing: per-salvo sunk to true albo false (napisz sunk: true: raport o salwie podaje klasę każdego statku, w który trafiła salwa (przy by: ship — sam statek), a sunk: true zaznacza te, które salwa zatopiła)',
    ],
    en: [
      'report.sunk: "with-class" is a value for timing: per-shot; with timing: per-salvo, sunk is true or false (write sunk: true: a per-salvo report names the class of every ship the salvo hit (by: ship names the ship), and sunk: true marks those it sank)',
    ],
  },
  {
    finding: 'a value of the report\'s other timing (per salvo in a per-shot report)',
    file: 'report-timing-true.yaml',
    code: 'invalid-choice',
    ru: [
      'report.sunk: true — значение для timing: per-salvo; при timing: per-shot sunk — это одно из: none, plain, with-class (напишите sunk: plain (на выстрел, который топит, отвечают «потоплен») или sunk: with-class («потоплен» и класс))',
    ],
    pl: [
      'report.sunk: true to wartość dla timing: per-salvo; przy timing: per-shot sunk to jedna z wartości: none, plain, with-class (napisz sunk: plain (na strzał, który zatapia, odpowiada się „zatopiony”) albo sunk: with-class („zatopiony” i klasa))',
    ],
    en: [
      'report.sunk: true is a value for timing: per-salvo; with timing: per-shot, sunk is one of none, plain, with-class (write sunk: plain, and a shot that sinks is answered "sunk", or sunk: with-class, answered "sunk" and the class)',
    ],
  },
  {
    finding: 'too many problems',
    file: 'too-many.yaml',
    code: 'too-many-errors',
    ru: [
      'ещё 20 проблем не показано (сначала исправьте те, что выше; точно ли это файл варианта?)',
    ],
    pl: [
      'pominięto jeszcze 20 problemów (najpierw popraw te powyżej; czy to na pewno plik wariantu?)',
    ],
    en: [
      '20 more problems not shown (fix the ones above first; is this really a variant file?)',
    ],
  },
  {
    finding: 'a timing left out (the options it may be, and the one its keys fit)',
    file: 'tag-missing.yaml',
    code: 'missing-key',
    ru: [
      'report.timing: обязательный ключ отсутствует: это per-shot (с sunk: none, plain или with-class; hitClass: true или false) или per-salvo (с by: class или ship; counts: true или false; sunk: true или false) (добавьте timing: per-salvo: только при нём допустимо sunk: false)',
    ],
    pl: [
      'report.timing: brak wymaganego klucza: to per-shot (z sunk: none, plain albo with-class; hitClass: true albo false) albo per-salvo (z by: class albo ship; counts: true albo false; sunk: true albo false) (dodaj timing: per-salvo: tylko przy nim można napisać sunk: false)',
    ],
    en: [
      'report.timing: required but missing: it is per-shot (with sunk: none, plain or with-class; hitClass: true or false) or per-salvo (with by: class or ship; counts: true or false; sunk: true or false) (add timing: per-salvo, the only one that takes sunk: false)',
    ],
  },
  {
    finding: 'a list where a text or a mapping would do',
    file: 'text-or-mapping.yaml',
    code: 'wrong-type',
    ru: ['name: ожидается текст или словарь, а здесь список из 2 элементов (напишите здесь текст или словарь)'],
    pl: ['name: tu ma być tekst albo słownik, a jest lista (elementów: 2) (napisz tu: tekst albo słownik)'],
    en: ['name: expected a text or a mapping, found a list of 2 (write a text or a mapping here)'],
  },
];

/** The lines of `code`, without their places, severity and code, in order. */
function findings(out: string, code: string): string[] {
  const line = new RegExp(`^(?:[^ ]+: )?(?:ошибка|błąd|error|предупреждение|ostrzeżenie|warning) ${code}: (.*)$`, 'u');
  return out
    .trimEnd()
    .split('\n')
    .map((l) => line.exec(l)?.[1])
    .filter((l): l is string => l !== undefined);
}

describe.each(CASES)('variant check: $finding', ({ file, code, ru, pl, en, exit = 1 }) => {
  it('is said in Russian, by default for a file declaring Russian first', async () => {
    const r = await runSalvo(process.cwd(), ['variant', 'check', `${DIR}/${file}`]);
    expect(r.code).toBe(exit);
    expect(findings(r.stdout, code)).toEqual(ru);
  });

  it('is said in Polish with --lang pl', async () => {
    const r = await runSalvo(process.cwd(), ['variant', 'check', `${DIR}/${file}`, '--lang', 'pl']);
    expect(r.code).toBe(exit);
    expect(findings(r.stdout, code)).toEqual(pl);
  });

  it('stays English with --lang en', async () => {
    const r = await runSalvo(process.cwd(), ['variant', 'check', `${DIR}/${file}`, '--lang', 'en']);
    expect(r.code).toBe(exit);
    expect(findings(r.stdout, code)).toEqual(en);
  });
});

describe('variant check: the unknown keys of one mapping past the hundredth', () => {
  // board has 102 unknown keys; the count of those not listed is placed at the 101st (k100) and,
  // the key 7 being listed first, is among the 100 problems shown.
  const file = `${DIR}/more-unknown.yaml`;
  const more = (out: string): string[] => findings(out, 'unknown-key').filter((l) => l.startsWith('board: '));

  it.each([
    ['ru', 'board: отсюда и дальше ещё 2 неизвестных ключа (здесь допустимы: rows, columns, columnLabels, rowLabels, cellOrder, separator)'],
    ['pl', 'board: od tego miejsca jeszcze 2 nieznane klucze (dozwolone tutaj: rows, columns, columnLabels, rowLabels, cellOrder, separator)'],
    ['en', 'board: 2 more unknown keys from here on (allowed here: rows, columns, columnLabels, rowLabels, cellOrder, separator)'],
  ])('is said in the language asked (%s), at the first key not listed', async (lang, line) => {
    const r = await runSalvo(process.cwd(), ['variant', 'check', file, '--lang', lang]);
    expect(r.code).toBe(1);
    expect(more(r.stdout)).toEqual([line]);
    expect(r.stdout).toMatch(/more-unknown\.yaml:115:3: (?:ошибка|błąd|error) unknown-key: board: /u);
    expect(findings(r.stdout, 'unknown-key')).toHaveLength(100);
  });
});
