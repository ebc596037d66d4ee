/**
 * `--help` in Russian and Polish (`salvo check --help --lang ru`, `salvo --help --lang pl`): each
 * command's description, each argument's and option's, the help's headings (Usage, Options,
 * Arguments, Commands), commander's own lines (`-h, --help`, `-V, --version`, `help [command]`)
 * and the text under a help (examples, notes). The command modules write their help in English,
 * as before; this catalogue says each of their English texts in Russian and Polish, keyed by the
 * English itself, so a text changed in a command is not said by a stale translation (it stays
 * English until it is translated, and tests/cli/help-in-language.test.ts fails until then).
 * English help is left as commander and the commands write it. The usage line (`salvo check
 * [options] <record>`) and the example command lines are typed as they are, in every language.
 *
 * @example
 *   speakHelp(program, 'ru') // every command of program gives its --help in Russian
 */
import { EventEmitter } from 'node:events';
import type { Argument, Command, Help, Option } from 'commander';
import { spoken, type Spoken } from '../core/language.js';
import { HELP_CONFIG, optionDescriptionWith, type ExtraWords } from './commander-text.js';

type Foreign = Exclude<Spoken, 'en'>;

/** One English text of the help and what it is in Russian and Polish. */
interface HelpLine {
  readonly en: string;
  readonly ru: string;
  readonly pl: string;
}

/** The words of an option's or argument's note after its description: `(default: 2)`. */
const EXTRA: Readonly<Record<Foreign, ExtraWords>> = {
  ru: { choices: 'допустимые значения', default: 'по умолчанию', preset: 'без значения', env: 'переменная окружения', separator: '; ' },
  pl: { choices: 'dozwolone wartości', default: 'domyślnie', preset: 'bez wartości', env: 'zmienna środowiskowa', separator: '; ' },
};

// Descriptions said alike by several commands.
const VARIANT_ARG: HelpLine = {
  en: 'template id (salvo variants lists them) or variant file',
  ru: 'id шаблона (их список — salvo variants) или файл варианта',
  pl: 'id szablonu (ich listę daje salvo variants) albo plik wariantu',
};
const RECORD_ARG: HelpLine = {
  en: 'the game record (YAML; - reads it from standard input)',
  ru: 'запись партии (YAML; - читает её со стандартного ввода)',
  pl: 'zapis partii (YAML; - czyta go ze standardowego wejścia)',
};
const RECORD_OR_VARIANT = { ru: 'по умолчанию: язык записи, иначе первый язык варианта', pl: 'domyślnie: język zapisu, inaczej pierwszy język wariantu' };
const WORK = {
  ru: 'в единицах примерно по миллисекунде на 2-ядерной машине (это работа, а не время: ответ одинаков на любой машине)',
  pl: 'w jednostkach około milisekundy na maszynie 2-rdzeniowej (praca, nie czas: ta sama odpowiedź na każdej maszynie)',
};

/** Every English text of salvo's help, in Russian and Polish. */
const LINES: readonly HelpLine[] = [
  // The help's headings, as commander writes them.
  { en: 'Usage:', ru: 'Использование:', pl: 'Użycie:' },
  { en: 'Options:', ru: 'Параметры:', pl: 'Opcje:' },
  { en: 'Arguments:', ru: 'Аргументы:', pl: 'Argumenty:' },
  { en: 'Commands:', ru: 'Команды:', pl: 'Polecenia:' },
  { en: 'Global Options:', ru: 'Общие параметры:', pl: 'Opcje globalne:' },
  { en: 'Examples:', ru: 'Примеры:', pl: 'Przykłady:' },
  { en: 'Example:', ru: 'Пример:', pl: 'Przykład:' },
  // Commander's own options and command.
  { en: 'display help for command', ru: 'показать справку по команде', pl: 'wyświetl pomoc polecenia' },
  { en: 'output the version number', ru: 'показать номер версии', pl: 'wypisz numer wersji' },

  // salvo
  {
    en: 'A companion for pencil-and-paper naval battle games: pads, records, referee, inference.',
    ru: 'Помощник в играх в морской бой на бумаге: бланки, записи партий, судейство и вывод о том, где стоят корабли.',
    pl: 'Pomocnik do gier w statki na papierze: bloki, zapisy partii, sędziowanie i wnioskowanie o tym, gdzie stoją statki.',
  },
  {
    en: [
      "To start (each command's --help gives its options and examples):",
      '  salvo variants                         # the built-in games',
      '  salvo pad jutland --cover              # a pad to print and play on, the rules on its cover',
      '  salvo new jutland -o my-game.yaml      # a game record, to keep the books of a game',
      '  salvo play my-game.yaml                # at the table: each salvo typed, checked and saved',
      "  salvo check my-game.yaml               # the referee's report on the record",
      "  salvo infer my-game.yaml --target red  # where red's ships can be, from the announcements",
    ].join('\n'),
    ru: [
      'С чего начать (--help каждой команды даёт её параметры и примеры):',
      '  salvo variants                         # встроенные игры',
      '  salvo pad jutland --cover              # бланк, чтобы печатать и играть на бумаге, правила на обложке',
      '  salvo new jutland -o my-game.yaml      # запись партии, чтобы вести её',
      '  salvo play my-game.yaml                # за столом: каждый залп набран, проверен и сохранён',
      '  salvo check my-game.yaml               # отчёт судьи по записи',
      '  salvo infer my-game.yaml --target red  # где могут стоять корабли стороны red, по ответам',
    ].join('\n'),
    pl: [
      'Na początek (--help każdego polecenia podaje jego opcje i przykłady):',
      '  salvo variants                         # wbudowane gry',
      '  salvo pad jutland --cover              # blok do wydruku i gry na papierze, zasady na okładce',
      '  salvo new jutland -o my-game.yaml      # zapis partii, by ją prowadzić',
      '  salvo play my-game.yaml                # przy stole: każda salwa wpisana, sprawdzona i zapisana',
      '  salvo check my-game.yaml               # raport sędziego o zapisie',
      '  salvo infer my-game.yaml --target red  # gdzie mogą stać statki strony red, według odpowiedzi',
    ].join('\n'),
  },
  {
    en: [
      "Language: each command speaks its record's language, else its variant's first (Russian",
      'for perelman and morskoy-boy, Polish for the statki games, English for the rest);',
      "--lang en (ru, pl) picks another of the variant's. LANG and LC_ALL are not read: a",
      "command says the same on every machine. The help, salvo's and each command's, is",
      'in English, or with --lang in Russian or Polish (salvo check --help --lang pl).',
    ].join('\n'),
    ru: [
      'Язык: каждая команда говорит на языке записи, иначе на первом языке варианта (русский',
      'у perelman и morskoy-boy, польский у игр statki, английский у остальных); --lang en',
      '(ru, pl) выбирает другой из языков варианта. LANG и LC_ALL не читаются: команда говорит',
      'одно и то же на любой машине. Справка, общая и каждой команды, — на английском или, с',
      '--lang, на русском или польском (salvo check --help --lang ru).',
    ].join('\n'),
    pl: [
      'Język: każde polecenie mówi językiem zapisu, inaczej pierwszym językiem wariantu (rosyjskim',
      'w perelman i morskoy-boy, polskim w grach statki, angielskim w pozostałych); --lang en',
      '(ru, pl) wybiera inny z języków wariantu. LANG i LC_ALL nie są czytane: polecenie mówi to',
      'samo na każdej maszynie. Pomoc, ogólna i każdego polecenia, jest po angielsku albo, z --lang,',
      'po rosyjsku lub po polsku (salvo check --help --lang pl).',
    ].join('\n'),
  },
  {
    en: [
      'Exit status: 0 ok, 1 invalid input or a breach of the rules, 2 a usage error,',
      '70 a bug in salvo (please report it), 130 stopped by Ctrl-C, 143 by SIGTERM.',
      'Every command and option: docs/commands.md; the --json outputs: docs/scripting.md.',
    ].join('\n'),
    ru: [
      'Код выхода: 0 — всё в порядке, 1 — ошибка во входных данных или нарушение правил,',
      '2 — команда вызвана неправильно, 70 — ошибка в самой salvo (сообщите о ней, пожалуйста),',
      '130 — прервано по Ctrl-C, 143 — по SIGTERM.',
      'Все команды и параметры: docs/commands.md; вывод --json: docs/scripting.md (на английском).',
    ].join('\n'),
    pl: [
      'Kod wyjścia: 0 w porządku, 1 błędne dane albo naruszenie zasad, 2 błędne wywołanie,',
      '70 błąd w samym salvo (prosimy go zgłosić), 130 przerwane przez Ctrl-C, 143 przez SIGTERM.',
      'Wszystkie polecenia i opcje: docs/commands.md; wyniki --json: docs/scripting.md (po angielsku).',
    ].join('\n'),
  },

  // variants
  {
    en: 'list the built-in variant templates: id, name, board size and a one-line summary',
    ru: 'список встроенных шаблонов вариантов: id, название, размер поля и описание в одну строку',
    pl: 'lista wbudowanych szablonów wariantów: id, nazwa, rozmiar planszy i jednowierszowy opis',
  },
  {
    en: "language of the names and summaries, for the templates that have it (default: each template's first language)",
    ru: 'язык названий и описаний, у шаблонов, где он есть (по умолчанию: первый язык каждого шаблона)',
    pl: 'język nazw i opisów, w szablonach, które go mają (domyślnie: pierwszy język każdego szablonu)',
  },
  {
    en: 'print the list as JSON: id, name, language, languages, board, sides and summary of each',
    ru: 'вывести список в JSON: id, name, language, languages, board, sides и summary каждого шаблона',
    pl: 'wypisz listę jako JSON: id, name, language, languages, board, sides i summary każdego szablonu',
  },

  // variant, variant show, check, schema
  {
    en: "variant files: show a variant's rules in plain words, check files for errors, print the JSON Schema",
    ru: 'файлы вариантов: правила варианта простыми словами, проверка файлов на ошибки, JSON Schema',
    pl: 'pliki wariantów: zasady wariantu zwykłymi słowami, sprawdzanie plików pod kątem błędów, JSON Schema',
  },
  { en: 'print the rules of a variant in plain words', ru: 'вывести правила варианта простыми словами', pl: 'wypisz zasady wariantu zwykłymi słowami' },
  VARIANT_ARG,
  {
    en: "language of the output (one of the variant's languages; default: its first); --json gives every language",
    ru: 'язык вывода (один из языков варианта; по умолчанию: первый); --json даёт все языки',
    pl: 'język wyniku (jeden z języków wariantu; domyślnie: pierwszy); --json daje wszystkie języki',
  },
  {
    en: 'print the whole variant as JSON: board, labels, fleet with shapes, placement, turns (salvo, penalty, shot limit), report, words and rules, every default filled in',
    ru: 'вывести весь вариант в JSON: поле, подписи, флот с формами кораблей, расстановка, ходы (залп, штраф, предел выстрелов), ответы, слова и правила, со всеми значениями по умолчанию',
    pl: 'wypisz cały wariant jako JSON: plansza, oznaczenia, flota z kształtami statków, rozstawianie, tury (salwa, kara, limit strzałów), odpowiedzi, słowa i zasady, z uzupełnionymi wartościami domyślnymi',
  },
  {
    en: 'validate variant files and print every error and warning with its line and column (exit 1 on errors)',
    ru: 'проверить файлы вариантов и вывести каждую ошибку и предупреждение с номером строки и столбца (код выхода 1 при ошибках)',
    pl: 'sprawdź pliki wariantów i wypisz każdy błąd i ostrzeżenie z numerem wiersza i kolumny (kod wyjścia 1 przy błędach)',
  },
  { en: 'variant files (or template ids)', ru: 'файлы вариантов (или id шаблонов)', pl: 'pliki wariantów (albo id szablonów)' },
  {
    en: 'print the reports as JSON: { ok, files: [{ file, ok, violations, warnings }] }',
    ru: 'вывести отчёты в JSON: { ok, files: [{ file, ok, violations, warnings }] }',
    pl: 'wypisz raporty jako JSON: { ok, files: [{ file, ok, violations, warnings }] }',
  },
  {
    en: "language of the report, every line whole in it: errors, warnings, a file not there or not to be read, each file's closing line (default: each file's first declared language, else English); --json stays English",
    ru: 'язык отчёта, каждая строка целиком на нём: ошибки, предупреждения, файл, которого нет или который не прочесть, итоговая строка каждого файла (по умолчанию: первый объявленный язык каждого файла, иначе английский); --json остаётся на английском',
    pl: 'język raportu, każdy wiersz w całości w nim: błędy, ostrzeżenia, plik, którego nie ma albo nie da się go odczytać, wiersz zamykający każdego pliku (domyślnie: pierwszy zadeklarowany język każdego pliku, inaczej angielski); --json pozostaje po angielsku',
  },
  {
    en: 'print the JSON Schema (draft-7) of variant files, for editor autocompletion',
    ru: 'вывести JSON Schema (draft-7) файлов вариантов, для автодополнения в редакторе',
    pl: 'wypisz JSON Schema (draft-7) plików wariantów, do podpowiedzi w edytorze',
  },
  {
    en: 'write it to a file instead of printing it (a file there is replaced only if it is JSON)',
    ru: 'записать её в файл, а не выводить (уже существующий файл заменяется, только если это JSON)',
    pl: 'zapisz ją do pliku zamiast wypisywać (istniejący plik jest zastępowany tylko wtedy, gdy to JSON)',
  },
  { en: 'replace the output file even if it is not JSON', ru: 'заменить выходной файл, даже если это не JSON', pl: 'zastąp plik wyjściowy, nawet jeśli to nie JSON' },

  // init
  {
    en: 'write a commented copy of a template to edit into a new variant',
    ru: 'записать копию шаблона с комментариями, чтобы переделать её в новый вариант',
    pl: 'zapisz kopię szablonu z komentarzami, do przerobienia na nowy wariant',
  },
  {
    en: 'the file to create (default: my-<template>.yaml; - prints it)',
    ru: 'создаваемый файл (по умолчанию: my-<template>.yaml; -o - выводит копию)',
    pl: 'plik do utworzenia (domyślnie: my-<template>.yaml; -o - wypisuje kopię)',
  },
  { en: 'the new variant id (default: from the file name)', ru: 'id нового варианта (по умолчанию: из имени файла)', pl: 'id nowego wariantu (domyślnie: z nazwy pliku)' },
  {
    en: 'the new variant\'s name, as variants and pads show it (default: the template\'s, with "(my variant)" after it in each of its languages)',
    ru: 'название нового варианта, как его показывают variants и бланки (по умолчанию: название шаблона с "(мой вариант)" после него на каждом из его языков)',
    pl: 'nazwa nowego wariantu, tak jak pokazują ją variants i bloki (domyślnie: nazwa szablonu z "(mój wariant)" po niej w każdym z jego języków)',
  },
  { en: 'overwrite the file if it exists', ru: 'перезаписать файл, если он уже есть', pl: 'nadpisz plik, jeśli już istnieje' },
  {
    en: "the language of its lines (the one saying what it wrote, its refusals) and of the copy's comments (one of the template's languages; default: its first)",
    ru: 'язык её сообщений (о том, что записано, и об отказах) и комментариев в копии (один из языков шаблона; по умолчанию: первый)',
    pl: 'język jego komunikatów (o tym, co zapisano, i o odmowach) oraz komentarzy w kopii (jeden z języków szablonu; domyślnie: pierwszy)',
  },

  // fleet, fleet check, fleet random
  {
    en: 'fleet layouts: check one written by hand, or draw a legal one at random',
    ru: 'расстановки флота: проверить записанную вручную или выбрать допустимую наугад',
    pl: 'rozstawienia floty: sprawdź zapisane ręcznie albo wylosuj dozwolone',
  },
  {
    en: [
      'A layout file is YAML, one line per ship class (its id, or its name in any language):',
      '  battleship: B2-B5            # a straight ship by its two ends (A1-D4 diagonally)',
      '  destroyer: [J1-J2, A9-B9]    # several ships of a class: a list',
      "  hospital: д3-д6              # cells in the variant's own letters",
      '  bent: [A1 A2 B2]             # a shaped ship by its cells',
      'It may also be wrapped as `fleet: {...}`.',
    ].join('\n'),
    ru: [
      'Файл расстановки — это YAML, по строке на класс кораблей (его id или название на любом языке):',
      '  battleship: B2-B5            # прямой корабль по двум концам (A1-D4 — по диагонали)',
      '  destroyer: [J1-J2, A9-B9]    # несколько кораблей класса — списком',
      '  hospital: д3-д6              # клетки буквами самого варианта',
      '  bent: [A1 A2 B2]             # фигурный корабль по его клеткам',
      'Всё можно и обернуть в `fleet: {...}`.',
    ].join('\n'),
    pl: [
      'Plik rozstawienia to YAML, jeden wiersz na klasę statków (jej id albo nazwa w dowolnym języku):',
      '  battleship: B2-B5            # prosty statek przez oba końce (A1-D4 po przekątnej)',
      '  destroyer: [J1-J2, A9-B9]    # kilka statków jednej klasy: lista',
      '  hospital: д3-д6              # pola literami samego wariantu',
      '  bent: [A1 A2 B2]             # statek o kształcie przez jego pola',
      'Całość można też ująć w `fleet: {...}`.',
    ].join('\n'),
  },
  {
    en: "check a fleet layout against a variant's rules: every breach named with its line (exit 1 if any)",
    ru: 'проверить расстановку флота по правилам варианта: каждое нарушение с номером строки (код выхода 1, если они есть)',
    pl: 'sprawdź rozstawienie floty według zasad wariantu: każde naruszenie z numerem wiersza (kod wyjścia 1, jeśli są)',
  },
  { en: 'the layout, a YAML file (- reads standard input)', ru: 'расстановка, файл YAML (- читает стандартный ввод)', pl: 'rozstawienie, plik YAML (- czyta standardowe wejście)' },
  {
    en: "language of the report: ship names, breaches, what cannot be read and the summary (default: the variant's first language); --json stays English but for ship names",
    ru: 'язык отчёта: названия кораблей, нарушения, то, что не прочесть, и итог (по умолчанию: первый язык варианта); --json остаётся на английском, кроме названий кораблей',
    pl: 'język raportu: nazwy statków, naruszenia, to, czego nie da się odczytać, i podsumowanie (domyślnie: pierwszy język wariantu); --json pozostaje po angielsku poza nazwami statków',
  },
  {
    en: 'print the report as JSON: { ok, file, variant, violations, warnings }',
    ru: 'вывести отчёт в JSON: { ok, file, variant, violations, warnings }',
    pl: 'wypisz raport jako JSON: { ok, file, variant, violations, warnings }',
  },
  {
    en: ['Breaches: ship-off-board, ship-overlap, ship-touching (under the spacing rule), fleet-count,', 'ship-bent (bent where straight is required), ship-shape, ship-diagonal, unknown-class.'].join('\n'),
    ru: ['Нарушения: ship-off-board, ship-overlap, ship-touching (по правилу spacing), fleet-count,', 'ship-bent (изогнут там, где нужен прямой), ship-shape, ship-diagonal, unknown-class.'].join('\n'),
    pl: ['Naruszenia: ship-off-board, ship-overlap, ship-touching (według reguły spacing), fleet-count,', 'ship-bent (wygięty tam, gdzie ma być prosty), ship-shape, ship-diagonal, unknown-class.'].join('\n'),
  },
  {
    en: 'Exit codes: 0 legal, 1 unreadable or breaking the rules, 2 usage.',
    ru: 'Код выхода: 0 — расстановка допустима, 1 — не читается или нарушает правила, 2 — команда вызвана неправильно.',
    pl: 'Kod wyjścia: 0 rozstawienie dozwolone, 1 nieczytelne albo łamie zasady, 2 błędne wywołanie.',
  },
  {
    en: 'draw a legal fleet layout uniformly at random among all legal layouts: a chart, then the layout in the hand notation',
    ru: 'выбрать допустимую расстановку флота наугад, равновероятно среди всех допустимых: карта, затем расстановка в ручной записи',
    pl: 'wylosuj dozwolone rozstawienie floty, z równym prawdopodobieństwem spośród wszystkich dozwolonych: plansza, potem rozstawienie w zapisie ręcznym',
  },
  {
    en: 'seed of the draw: the same seed gives the same layout (default: a random seed, printed)',
    ru: 'зерно случайного выбора: одно и то же зерно даёт ту же расстановку (по умолчанию: случайное, оно выводится)',
    pl: 'ziarno losowania: to samo ziarno daje to samo rozstawienie (domyślnie: losowe, wypisywane)',
  },
  {
    en: "language of the chart title and the ship names, the layout's too (default: the variant's first language)",
    ru: 'язык заголовка карты и названий кораблей, в том числе в расстановке (по умолчанию: первый язык варианта)',
    pl: 'język tytułu planszy i nazw statków, także w rozstawieniu (domyślnie: pierwszy język wariantu)',
  },
  { en: 'print only the layout, without the chart', ru: 'вывести только расстановку, без карты', pl: 'wypisz tylko rozstawienie, bez planszy' },
  {
    en: 'print the layout as JSON: { ok, file, variant, seed, uniform, ships: [{ class, cells }] }',
    ru: 'вывести расстановку в JSON: { ok, file, variant, seed, uniform, ships: [{ class, cells }] }',
    pl: 'wypisz rozstawienie jako JSON: { ok, file, variant, seed, uniform, ships: [{ class, cells }] }',
  },
  {
    en: 'The output is a layout file as it is (the chart is written as YAML comments):',
    ru: 'Вывод — готовый файл расстановки (карта записана комментариями YAML):',
    pl: 'Wynik to gotowy plik rozstawienia (plansza jest zapisana jako komentarze YAML):',
  },

  // new
  {
    en: 'start a game record for a variant (a template id or a variant file)',
    ru: 'начать запись партии по варианту (id шаблона или файл варианта)',
    pl: 'rozpocznij zapis partii według wariantu (id szablonu albo plik wariantu)',
  },
  {
    en: 'the record file to create (never replaces a file); without -o, or with -o -, the record is printed',
    ru: 'создаваемый файл записи (существующий файл не заменяется никогда); без -o или с -o - запись выводится',
    pl: 'plik zapisu do utworzenia (nigdy nie zastępuje istniejącego); bez -o albo z -o - zapis jest wypisywany',
  },
  { en: "the two sides' names in the record (default: the variant's)", ru: 'названия двух сторон в записи (по умолчанию: из варианта)', pl: 'nazwy obu stron w zapisie (domyślnie: z wariantu)' },
  { en: 'the two players, in side order', ru: 'два игрока, в порядке сторон', pl: 'dwaj gracze, w kolejności stron' },
  {
    en: "the language announcements are written in, and this confirmation said in (default: the variant's first)",
    ru: 'язык, на котором пишутся ответы и выводится это подтверждение (по умолчанию: первый язык варианта)',
    pl: 'język, w którym zapisuje się odpowiedzi i wypisuje to potwierdzenie (domyślnie: pierwszy język wariantu)',
  },
  { en: 'when the game is played', ru: 'когда играется партия', pl: 'kiedy rozgrywana jest partia' },
  { en: 'where it is played', ru: 'где она играется', pl: 'gdzie jest rozgrywana' },
  { en: 'notes on the game', ru: 'заметки о партии', pl: 'uwagi o partii' },

  // record
  {
    en: 'add a salvo to a game record, after checking it against the rules',
    ru: 'добавить залп в запись партии, проверив его по правилам',
    pl: 'dopisz salwę do zapisu partii, po sprawdzeniu jej według zasad',
  },
  { en: 'the game record (YAML)', ru: 'запись партии (YAML)', pl: 'zapis partii (YAML)' },
  { en: 'the side that fired, by id, name or player', ru: 'сторона, которая стреляла: id, название или игрок', pl: 'strona, która strzelała: id, nazwa albo gracz' },
  { en: 'the cells fired, in the order called', ru: 'клетки залпа в том порядке, в каком их назвали', pl: 'pola salwy w kolejności, w jakiej je podano' },
  {
    en: "what the defender announced (in any of the variant's languages)",
    ru: 'что ответил обороняющийся (на любом из языков варианта)',
    pl: 'co odpowiedział broniący się (w dowolnym z języków wariantu)',
  },
  { en: 'a note on the salvo', ru: 'заметка к залпу', pl: 'uwaga do salwy' },
  {
    en: 'record it even if it breaks the rules (marked forced, for a referee)',
    ru: 'записать залп, даже если он нарушает правила (с пометкой forced, для судьи)',
    pl: 'zapisz salwę, nawet jeśli łamie zasady (oznaczoną jako forced, dla sędziego)',
  },
  {
    en: "the language of its confirmation and refusals (default: the record's, else the variant's first)",
    ru: `язык подтверждения и отказов (${RECORD_OR_VARIANT.ru})`,
    pl: `język potwierdzenia i odmów (${RECORD_OR_VARIANT.pl})`,
  },
  {
    en: 'print what was recorded, or why not, as JSON (docs/scripting.md)',
    ru: 'вывести в JSON, что записано или почему нет (docs/scripting.md)',
    pl: 'wypisz jako JSON, co zapisano albo dlaczego nie (docs/scripting.md)',
  },

  // play
  {
    en: 'keep the books of a game at the table: prompts for each salvo and saves after every one',
    ru: 'вести запись партии за столом: спрашивает каждый залп и сохраняет запись после каждого',
    pl: 'prowadź zapis partii przy stole: pyta o każdą salwę i zapisuje po każdej',
  },
  { en: 'the game record (YAML), e.g. made by salvo new', ru: 'запись партии (YAML), например созданная salvo new', pl: 'zapis partii (YAML), np. utworzony przez salvo new' },
  {
    en: "the language of its messages, chart titles and ship names (default: the record's, else the variant's first)",
    ru: `язык сообщений, заголовков карт и названий кораблей (${RECORD_OR_VARIANT.ru})`,
    pl: `język komunikatów, tytułów plansz i nazw statków (${RECORD_OR_VARIANT.pl})`,
  },
  { en: 'do not draw the charts after every salvo', ru: 'не рисовать карты после каждого залпа', pl: 'nie rysuj plansz po każdej salwie' },
  {
    en: 'after each salvo, the exact chances of the enemy ships for the side that fired',
    ru: 'после каждого залпа — точные шансы кораблей противника для стрелявшей стороны',
    pl: 'po każdej salwie dokładne szanse statków przeciwnika dla strony, która strzelała',
  },
  {
    en: [
      'At its prompts: type the cells fired (A1 B4), then what the defender announced, in any of the',
      "variant's words (miss, hit, sunk; мимо, попал, убит; pudło, trafiony, zatopiony). Type help",
      'there for the commands (undo, show, turn, score, result, quit); hint there gives the chances',
      'of the enemy ships for the side to fire, as --hints does after each salvo.',
      'To stop: quit (or q), Ctrl-D or Ctrl-C. Every salvo is saved as it is typed; cells typed',
      'without their result are saved too, and the next session (salvo play on the same record) asks',
      'for it first.',
    ].join('\n'),
    ru: [
      'На приглашение наберите клетки залпа (A1 B4), затем ответ обороняющегося, любыми словами',
      'варианта (miss, hit, sunk; мимо, попал, убит; pudło, trafiony, zatopiony). Наберите там',
      'справка (или help), чтобы увидеть команды (отмена, карты, чей ход, счёт, ответ, выход);',
      'подсказка (или hint) даёт там шансы кораблей противника для стороны, которая стреляет, как',
      '--hints после каждого залпа.',
      'Чтобы закончить: выход (или q), Ctrl-D или Ctrl-C. Каждый залп сохраняется сразу, как набран;',
      'клетки, набранные без ответа, тоже сохраняются, и следующий сеанс (salvo play с той же записью)',
      'сначала спросит ответ.',
    ].join('\n'),
    pl: [
      'Po znaku zachęty wpisz pola salwy (A1 B4), potem odpowiedź broniącego się, dowolnymi słowami',
      'wariantu (miss, hit, sunk; мимо, попал, убит; pudło, trafiony, zatopiony). Wpisz tam pomoc',
      '(albo help), by zobaczyć polecenia (cofnij, plansze, czyja kolej, stan, wynik, koniec);',
      'podpowiedź (albo hint) podaje tam szanse statków przeciwnika dla strony, która strzela, jak',
      '--hints po każdej salwie.',
      'Aby zakończyć: koniec (albo q), Ctrl-D albo Ctrl-C. Każda salwa jest zapisywana od razu po',
      'wpisaniu; pola wpisane bez wyniku też są zapisywane, a następna sesja (salvo play z tym samym',
      'zapisem) najpierw o niego zapyta.',
    ].join('\n'),
  },

  // show
  {
    en: 'the charts of a game record as the paper looks after salvo N',
    ru: 'карты партии по записи, как они выглядят на бумаге после залпа N',
    pl: 'plansze partii z zapisu, tak jak wyglądają na papierze po salwie N',
  },
  RECORD_ARG,
  {
    en: "show the game after this many salvos (shots, where a salvo is one shot) of both sides, or after a side's own salvo: --after blue:6 (default: all)",
    ru: 'показать партию после стольких залпов обеих сторон (выстрелов, где залп — один выстрел) или после залпа одной стороны: --after blue:6 (по умолчанию: все)',
    pl: 'pokaż partię po tylu salwach obu stron (strzałach, gdy salwa to jeden strzał) albo po salwie jednej strony: --after blue:6 (domyślnie: wszystkie)',
  },
  {
    en: "show only this side's paper, by id, name or player (default: both sides')",
    ru: 'показать бумагу только этой стороны: id, название или игрок (по умолчанию: обеих сторон)',
    pl: 'pokaż papier tylko tej strony: id, nazwa albo gracz (domyślnie: obu stron)',
  },
  {
    en: "the language of chart titles and ship names (default: the record's, else the variant's first)",
    ru: `язык заголовков карт и названий кораблей (${RECORD_OR_VARIANT.ru})`,
    pl: `język tytułów plansz i nazw statków (${RECORD_OR_VARIANT.pl})`,
  },
  {
    en: 'print the charts as data: the marks of each chart by cell label, the roster and the totals',
    ru: 'вывести карты как данные: отметки каждой карты по клеткам, список кораблей и итоги',
    pl: 'wypisz plansze jako dane: znaki każdej planszy według pól, listę statków i sumy',
  },

  // check
  {
    en: 'What each breach and warning means, a line each: the table in docs/record-format.md\n(Errors and breaches).',
    ru: 'Что означает каждое нарушение и предупреждение, по строке на каждое: таблица в\ndocs/record-format.md (раздел Errors and breaches, по-английски).',
    pl: 'Co znaczy każde naruszenie i ostrzeżenie, po wierszu na każde: tabela w\ndocs/record-format.md (rozdział Errors and breaches, po angielsku).',
  },
  {
    en: "the referee's report on a game record: every breach of the rules; exit 1 if any",
    ru: 'отчёт судьи по записи партии: каждое нарушение правил; код выхода 1, если они есть',
    pl: 'raport sędziego o zapisie partii: każde naruszenie zasad; kod wyjścia 1, jeśli są',
  },
  {
    en: "print the report as JSON, its messages in the report's language (--lang en for English)",
    ru: 'вывести отчёт в JSON, его сообщения — на языке отчёта (--lang en — по-английски)',
    pl: 'wypisz raport jako JSON, z komunikatami w języku raportu (--lang en — po angielsku)',
  },
  {
    en: "the language of the report: its diagnostics, announcements and summary line (default: the record's, else the variant's first)",
    ru: `язык отчёта: его сообщения, ответы и итоговая строка (${RECORD_OR_VARIANT.ru})`,
    pl: `język raportu: komunikaty, odpowiedzi i wiersz podsumowania (${RECORD_OR_VARIANT.pl})`,
  },

  // pad
  {
    en: 'print a chart pad (PDF) for a template or a variant file',
    ru: 'напечатать бланк с картами (PDF) по шаблону или файлу варианта',
    pl: 'wydrukuj blok z planszami (PDF) według szablonu albo pliku wariantu',
  },
  {
    en: 'PDF file to write (default: <variant id>-pad.pdf; - for standard output); a file there is replaced only if it is a PDF',
    ru: 'PDF-файл для записи (по умолчанию: <variant id>-pad.pdf; -o - пишет на стандартный вывод); уже существующий файл заменяется, только если это PDF',
    pl: 'plik PDF do zapisania (domyślnie: <variant id>-pad.pdf; -o - pisze na standardowe wyjście); istniejący plik jest zastępowany tylko wtedy, gdy to PDF',
  },
  { en: 'replace the output file even if it is not a PDF', ru: 'заменить выходной файл, даже если это не PDF', pl: 'zastąp plik wyjściowy, nawet jeśli to nie PDF' },
  {
    en: 'sheets in all, 1 to 1000; sides alternate (Blue, Red, …)',
    ru: 'всего листов, от 1 до 1000; стороны чередуются (Синие, Красные, …)',
    pl: 'arkuszy w sumie, od 1 do 1000; strony na przemian (Niebiescy, Czerwoni, …)',
  },
  { en: 'paper size: A4, A5 or letter', ru: 'формат бумаги: A4, A5 или letter', pl: 'format papieru: A4, A5 albo letter' },
  { en: 'sheets per page: 1, or 2 with a cut line', ru: 'листов на странице: 1 или 2 с линией разреза', pl: 'arkuszy na stronie: 1 albo 2 z linią cięcia' },
  {
    en: "the name on every sheet, or two names, comma-separated, one for each side's sheets (default: the variant's sides)",
    ru: 'имя на каждом листе или два имени через запятую, по одному для листов каждой стороны (по умолчанию: стороны варианта)',
    pl: 'nazwa na każdym arkuszu albo dwie nazwy rozdzielone przecinkiem, po jednej dla arkuszy każdej strony (domyślnie: strony wariantu)',
  },
  {
    en: 'start with a cover page: the rules, to fold into a screen',
    ru: 'начать с обложки: правила, которые складываются в ширму',
    pl: 'zacznij od okładki: zasady, do złożenia w zasłonę',
  },
  {
    en: "language of the pad (one of the variant's languages; default: its first)",
    ru: 'язык бланка (один из языков варианта; по умолчанию: первый)',
    pl: 'język bloku (jeden z języków wariantu; domyślnie: pierwszy)',
  },
  {
    en: "the game's name in the sheets' headers and on the cover (default: the variant's name)",
    ru: 'название игры в заголовках листов и на обложке (по умолчанию: название варианта)',
    pl: 'nazwa gry w nagłówkach arkuszy i na okładce (domyślnie: nazwa wariantu)',
  },

  // count
  {
    en: 'the exact number of legal fleet layouts of a variant on the empty board, and the time it took',
    ru: 'точное число допустимых расстановок флота варианта на пустом поле и время подсчёта',
    pl: 'dokładna liczba dozwolonych rozstawień floty wariantu na pustej planszy i czas liczenia',
  },
  {
    en: 'print JSON (the time taken left out: the same input gives the same bytes)',
    ru: 'вывести JSON (без затраченного времени: одни и те же входные данные дают те же байты)',
    pl: 'wypisz JSON (bez czasu liczenia: te same dane wejściowe dają te same bajty)',
  },
  {
    en: 'how much the exact count may do before estimating by sampling instead, in units of about a millisecond on a 2-core machine (work, not time: the same answer on every machine) (default: 300000)',
    ru: `сколько может сделать точный подсчёт, прежде чем перейти к оценке по выборке, ${WORK.ru} (по умолчанию: 300000)`,
    pl: `ile może wykonać dokładne liczenie, zanim przejdzie do oszacowania z próbek, ${WORK.pl} (domyślnie: 300000)`,
  },
  { en: 'seed of the sampler used past the budget', ru: 'зерно выборки, к которой переходят сверх бюджета', pl: 'ziarno próbkowania używanego po przekroczeniu budżetu' },
  {
    en: "the language of the text and its progress line, class names included; --json stays English (default: the variant's first)",
    ru: 'язык текста и строки хода работы, включая названия классов; --json остаётся на английском (по умолчанию: первый язык варианта)',
    pl: 'język tekstu i wiersza postępu, łącznie z nazwami klas; --json pozostaje po angielsku (domyślnie: pierwszy język wariantu)',
  },

  // infer
  {
    en: "where the target side's ships can be: the exact posterior over all legal layouts consistent with the announcements (uniform prior)",
    ru: 'где могут стоять корабли стороны-цели: точное апостериорное распределение по всем допустимым расстановкам, согласным с ответами (априорное — равномерное)',
    pl: 'gdzie mogą stać statki wskazanej strony: dokładny rozkład a posteriori po wszystkich dozwolonych rozstawieniach zgodnych z odpowiedziami (jednostajny rozkład a priori)',
  },
  {
    en: 'the side whose fleet to infer, by id, name or player (e.g. red); required',
    ru: 'сторона, чей флот искать: id, название или игрок (например, red); обязательный параметр',
    pl: 'strona, której flotę odgadywać: id, nazwa albo gracz (np. red); opcja wymagana',
  },
  {
    en: "after this many salvos (shots, where a salvo is one shot) fired at the target, or after a side's own salvo: --after blue:6 (default: all recorded)",
    ru: 'после стольких залпов по цели (выстрелов, где залп — один выстрел) или после залпа одной стороны: --after blue:6 (по умолчанию: все записанные)',
    pl: 'po tylu salwach oddanych do celu (strzałach, gdy salwa to jeden strzał) albo po salwie jednej strony: --after blue:6 (domyślnie: wszystkie zapisane)',
  },
  {
    en: 'show the chance of one ship class (by id or name, e.g. battleship) instead of any ship',
    ru: 'показать шанс одного класса кораблей (по id или названию, например battleship) вместо любого корабля',
    pl: 'pokaż szansę jednej klasy statków (po id albo nazwie, np. battleship) zamiast dowolnego statku',
  },
  {
    en: 'also draw the heatmap into a PDF (a file there is replaced only if it is a PDF)',
    ru: 'ещё и нарисовать тепловую карту в PDF (уже существующий файл заменяется, только если это PDF)',
    pl: 'narysuj też mapę cieplną do pliku PDF (istniejący plik jest zastępowany tylko wtedy, gdy to PDF)',
  },
  { en: 'replace the --pdf file even if it is not a PDF', ru: 'заменить файл --pdf, даже если это не PDF', pl: 'zastąp plik --pdf, nawet jeśli to nie PDF' },
  {
    en: 'how much the exact count may do before falling back to sampling (or, where the reports count hits per salvo, to a Markov chain), in units of about a millisecond on a 2-core machine (work, not time: the same answer on every machine) (default: 30000)',
    ru: `сколько может сделать точный подсчёт, прежде чем перейти к выборке (или, где ответы называют число попаданий за залп, к цепи Маркова), ${WORK.ru} (по умолчанию: 30000)`,
    pl: `ile może wykonać dokładne liczenie, zanim przejdzie do próbkowania (albo, gdy odpowiedzi podają liczbę trafień w salwie, do łańcucha Markowa), ${WORK.pl} (domyślnie: 30000)`,
  },
  {
    en: 'seed of the sampler or chain used past the budget',
    ru: 'зерно выборки или цепи, к которым переходят сверх бюджета',
    pl: 'ziarno próbkowania albo łańcucha używanego po przekroczeniu budżetu',
  },
  {
    en: "language of the report: headings, legend, class and variant names, numbers (default: the record's, else the variant's first)",
    ru: `язык отчёта: заголовки, легенда, названия классов и варианта, числа (${RECORD_OR_VARIANT.ru})`,
    pl: `język raportu: nagłówki, legenda, nazwy klas i wariantu, liczby (${RECORD_OR_VARIANT.pl})`,
  },

  // analyze
  {
    en: "after the game: salvo by salvo, each shot's chances, expected and actual hits, information gained, the best salvo, and a verdict",
    ru: 'после партии: залп за залпом — шансы каждого выстрела, ожидаемые и настоящие попадания, полученная информация, лучший залп и вердикт',
    pl: 'po partii: salwa po salwie — szanse każdego strzału, oczekiwane i rzeczywiste trafienia, zdobyta informacja, najlepsza salwa i werdykt',
  },
  {
    en: "also write the pad's sheets filled in, as a PDF (a sheet for each side's paper); a file there is replaced only if it is a PDF",
    ru: 'ещё и записать заполненные листы бланка в PDF (по листу на бумагу каждой стороны); уже существующий файл заменяется, только если это PDF',
    pl: 'zapisz też wypełnione arkusze bloku jako PDF (arkusz na papier każdej strony); istniejący plik jest zastępowany tylko wtedy, gdy to PDF',
  },
  {
    en: 'also write a PDF report (charts, heatmaps, information plot); a file there is replaced only if it is a PDF',
    ru: 'ещё и записать отчёт в PDF (карты, тепловые карты, график информации); уже существующий файл заменяется, только если это PDF',
    pl: 'zapisz też raport PDF (plansze, mapy cieplne, wykres informacji); istniejący plik jest zastępowany tylko wtedy, gdy to PDF',
  },
  { en: 'print the analysis as JSON', ru: 'вывести анализ в JSON', pl: 'wypisz analizę jako JSON' },
  {
    en: "how much the exact counts of each side's positions may do in all, from its last salvo back, one position's a sixth of it at most, before the earlier positions are estimated instead, by a Markov chain, in units of about a millisecond on a 2-core machine (work, not time: the same answer on every machine) (default: 60000)",
    ru: `сколько могут сделать в сумме точные подсчёты позиций каждой стороны, от её последнего залпа назад (одна позиция — не больше шестой части), прежде чем более ранние позиции будут оценены цепью Маркова, ${WORK.ru} (по умолчанию: 60000)`,
    pl: `ile mogą wykonać łącznie dokładne liczenia pozycji każdej strony, od jej ostatniej salwy wstecz (jedna pozycja najwyżej szóstą część), zanim wcześniejsze pozycje zostaną oszacowane łańcuchem Markowa, ${WORK.pl} (domyślnie: 60000)`,
  },
  {
    en: 'seed of the Markov chain that estimates a position past the budget',
    ru: 'зерно цепи Маркова, которая оценивает позицию сверх бюджета',
    pl: 'ziarno łańcucha Markowa, który szacuje pozycję po przekroczeniu budżetu',
  },
  {
    en: 'worker threads (1 to 2): one side each (the same result with 1)',
    ru: 'рабочие потоки (от 1 до 2): по одному на сторону (с 1 результат тот же)',
    pl: 'wątki robocze (od 1 do 2): po jednym na stronę (z 1 ten sam wynik)',
  },
  {
    en: "the language of the report (text and PDF), ship names and the referee's findings; --json stays English but for the referee's messages (default: the record's, else the variant's first)",
    ru: `язык отчёта (текста и PDF), названий кораблей и выводов судьи; --json остаётся на английском, кроме сообщений судьи (${RECORD_OR_VARIANT.ru})`,
    pl: `język raportu (tekstu i PDF), nazw statków i ustaleń sędziego; --json pozostaje po angielsku poza komunikatami sędziego (${RECORD_OR_VARIANT.pl})`,
  },

  // suggest
  {
    en: 'the next salvo for a side: the shots it is owed, chosen by exact expected hits (or information)',
    ru: 'следующий залп стороны: положенные ей выстрелы, выбранные по точному ожиданию попаданий (или информации)',
    pl: 'następna salwa strony: należne jej strzały, wybrane według dokładnej oczekiwanej liczby trafień (albo informacji)',
  },
  {
    en: 'the side to fire, by id, name or player (default: the side whose turn it is)',
    ru: 'сторона, которой стрелять: id, название или игрок (по умолчанию: та, чей ход)',
    pl: 'strona, która ma strzelać: id, nazwa albo gracz (domyślnie: ta, której jest kolej)',
  },
  { en: 'what to maximise', ru: 'что максимизировать', pl: 'co maksymalizować' },
  { en: 'print the suggestion as JSON', ru: 'вывести совет в JSON', pl: 'wypisz podpowiedź jako JSON' },
  {
    en: 'how much the exact count may do before the position is estimated instead, by a Markov chain, in units of about a millisecond on a 2-core machine (work, not time: the same answer on every machine) (default: 30000)',
    ru: `сколько может сделать точный подсчёт, прежде чем позиция будет оценена цепью Маркова, ${WORK.ru} (по умолчанию: 30000)`,
    pl: `ile może wykonać dokładne liczenie, zanim pozycja zostanie oszacowana łańcuchem Markowa, ${WORK.pl} (domyślnie: 30000)`,
  },
  {
    en: "the language of the text report and its progress lines; --json stays English (default: the record's, else the variant's first)",
    ru: `язык текстового отчёта и строк хода работы; --json остаётся на английском (${RECORD_OR_VARIANT.ru})`,
    pl: `język raportu tekstowego i wierszy postępu; --json pozostaje po angielsku (${RECORD_OR_VARIANT.pl})`,
  },
  {
    en: '  salvo play game.yaml --no-charts < moves.txt   # the lines typed at its prompts, from a file',
    ru: '  salvo play game.yaml --no-charts < moves.txt   # строки, набираемые на приглашения, из файла',
    pl: '  salvo play game.yaml --no-charts < moves.txt   # wiersze wpisywane po znaku zachęty, z pliku',
  },
  {
    en: '  salvo suggest game.yaml                    # for the side whose turn it is',
    ru: '  salvo suggest game.yaml                    # для стороны, чей ход',
    pl: '  salvo suggest game.yaml                    # dla strony, której jest kolej',
  },

  // simulate
  {
    en: 'play many games between strategies with random legal fleets: game length, first-player advantage, shots to sink the fleet',
    ru: 'сыграть много партий между стратегиями со случайными допустимыми флотами: длина партии, преимущество первого игрока, выстрелы до потопления флота',
    pl: 'rozegraj wiele partii między strategiami z losowymi dozwolonymi flotami: długość partii, przewaga pierwszego gracza, strzały do zatopienia floty',
  },
  {
    en: 'template ids (salvo variants lists them) or variant files; two or more are compared side by side',
    ru: 'id шаблонов (их список — salvo variants) или файлы вариантов; два и больше сравниваются бок о бок',
    pl: 'id szablonów (ich listę daje salvo variants) albo pliki wariantów; dwa lub więcej są porównywane obok siebie',
  },
  { en: 'games per variant (1 to 1000000)', ru: 'партий на вариант (от 1 до 1000000)', pl: 'partii na wariant (od 1 do 1000000)' },
  {
    en: 'the strategy of the side that fires first (advisor, density, hunt, random)',
    ru: 'стратегия стороны, которая стреляет первой (advisor, density, hunt, random)',
    pl: 'strategia strony, która strzela pierwsza (advisor, density, hunt, random)',
  },
  { en: "the other side's strategy (default: the same)", ru: 'стратегия другой стороны (по умолчанию: та же)', pl: 'strategia drugiej strony (domyślnie: ta sama)' },
  {
    en: 'match: both sides fire in turn; solo: the first side alone until the fleet sinks',
    ru: 'match: обе стороны стреляют по очереди; solo: первая сторона стреляет одна, пока флот не потоплен',
    pl: 'match: obie strony strzelają na zmianę; solo: pierwsza strona strzela sama, aż flota zatonie',
  },
  { en: 'the seed every game is drawn from', ru: 'зерно, по которому разыгрываются все партии', pl: 'ziarno, z którego losowane są wszystkie partie' },
  { en: 'worker threads (1 to 64)', ru: 'рабочие потоки (от 1 до 64)', pl: 'wątki robocze (od 1 do 64)' },
  {
    en: "chain sweeps per advisor decision (the posterior's precision; default: about 200 ship moves' worth)",
    ru: 'проходов цепи на одно решение советника (точность апостериорного распределения; по умолчанию: около 200 перемещений кораблей)',
    pl: 'przebiegów łańcucha na jedną decyzję doradcy (dokładność rozkładu a posteriori; domyślnie: około 200 przesunięć statków)',
  },
  {
    en: 'report progress on standard error from the start even when it is not a terminal (else from 10 s on)',
    ru: 'показывать ход работы в стандартном потоке ошибок с самого начала, даже если это не терминал (иначе — через 10 с)',
    pl: 'pokazuj postęp na standardowym wyjściu błędów od samego początku, nawet gdy to nie terminal (inaczej po 10 s)',
  },
  { en: 'print the reports as JSON (with every game)', ru: 'вывести отчёты в JSON (со всеми партиями)', pl: 'wypisz raporty jako JSON (z każdą partią)' },
  {
    en: "the language of the table and the progress lines; --json stays English (default: the first variant's first language)",
    ru: 'язык таблицы и строк хода работы; --json остаётся на английском (по умолчанию: первый язык первого варианта)',
    pl: 'język tabeli i wierszy postępu; --json pozostaje po angielsku (domyślnie: pierwszy język pierwszego wariantu)',
  },
];

const SAID: ReadonlyMap<string, HelpLine> = new Map(LINES.map((l) => [l.en, l]));

/** `en`, a text of the help, in `lang`; undefined where the catalogue has no words for it. */
export function helpLineSaid(en: string, lang: Foreign): string | undefined {
  return SAID.get(en)?.[lang];
}

/** Is `line` an example's command line, typed as it is in every language (`  salvo check g.yaml`)? */
export function isExampleCommand(line: string): boolean {
  return /^ {2}salvo /u.test(line) && !line.includes('#');
}

/**
 * The text under a command's help (`text`, as the command writes it in English) in `lang`: each
 * paragraph (lines between blank ones) said whole where the catalogue has it, else line by line,
 * an example's command line as it is; a line the catalogue has not is left English.
 */
export function afterHelpSaid(text: string, lang: Foreign): string {
  const lines = text.split('\n');
  const said: string[] = [];
  for (let i = 0; i < lines.length; ) {
    if (lines[i] === '') {
      said.push('');
      i++;
      continue;
    }
    let end = i;
    while (end < lines.length && lines[end] !== '') end++;
    const paragraph = lines.slice(i, end);
    const whole = helpLineSaid(paragraph.join('\n'), lang);
    if (whole !== undefined) said.push(...whole.split('\n'));
    else said.push(...paragraph.map((line) => (isExampleCommand(line) ? line : (helpLineSaid(line, lang) ?? line))));
    i = end;
  }
  return said.join('\n');
}

/** The text a command writes under its help (its `afterHelp` listeners'), in English; '' where none. */
export function afterHelpOf(cmd: Command): string {
  const parts: string[] = [];
  emitterOf(cmd).emit('afterHelp', { error: false, command: cmd, write: (s: string) => void parts.push(s) });
  return parts.join('');
}

/** `cmd` as the EventEmitter commander makes it (its typings leave out the emitter's methods). */
function emitterOf(cmd: Command): EventEmitter {
  if (!(cmd instanceof EventEmitter)) throw new Error('a commander Command is an EventEmitter');
  return cmd;
}

/** The help settings of a command in `lang`: its words said by the catalogue, English where it has none. */
function helpConfigIn(lang: Foreign): Partial<Help> {
  const said = (text: string): string => (text === '' ? text : (helpLineSaid(text, lang) ?? text));
  const extra = EXTRA[lang];
  return {
    ...HELP_CONFIG,
    styleTitle: (title: string) => said(title),
    commandDescription: (cmd: Command) => said(cmd.description()),
    subcommandDescription: (cmd: Command) => said(cmd.summary() || cmd.description()),
    optionDescription: (option: Option) => optionDescriptionWith(option, said(option.description), extra),
    argumentDescription: (argument: Argument) => {
      const notes: string[] = [];
      if (argument.argChoices !== undefined) notes.push(`${extra.choices}: ${argument.argChoices.join(', ')}`);
      if (argument.defaultValue !== undefined) notes.push(`${extra.default}: ${argument.defaultValueDescription ?? String(argument.defaultValue)}`);
      const described = said(argument.description);
      if (notes.length === 0) return described;
      const note = `(${notes.join(extra.separator)})`;
      return described === '' ? note : `${described} ${note}`;
    },
  };
}

/**
 * The line said (on standard error, before the help) where `--help` is asked in a language salvo
 * has no words in (`--lang de`, `--lang english`): the help follows in English, and the languages
 * it has are named, so that the English is not taken for what was asked. Undefined for en, ru,
 * pl in any spelling a system writes them (`ru_RU`, `PL`, `en-GB`), and where no --lang is given.
 *
 * @example
 *   helpLanguageUnknown('de') // 'salvo: no help in language "de"; here it is in English (salvo speaks en, ru, pl: --lang ru, --lang pl)'
 */
export function helpLanguageUnknown(lang: string | undefined): string | undefined {
  if (lang === undefined) return undefined;
  const base = lang.trim().toLowerCase().split(/[-_]/u)[0];
  if (base === 'en' || spoken(lang) !== 'en') return undefined;
  return `salvo: no help in language "${lang}"; here it is in English (salvo speaks en, ru, pl: --lang ru, --lang pl)`;
}

/**
 * Every command of `program` (salvo's own help too) gives its `--help` in `lang` (--lang: ru,
 * pl): headings, descriptions, the text under it. English (or undefined, or a language salvo does
 * not speak) leaves the help as it is.
 */
export function speakHelp(program: Command, lang: string | undefined): void {
  const s = lang === undefined ? 'en' : spoken(lang);
  if (s === 'en') return;
  const config = helpConfigIn(s);
  const visit = (cmd: Command): void => {
    cmd.configureHelp(config);
    const after = afterHelpOf(cmd);
    if (after !== '') {
      emitterOf(cmd).removeAllListeners('afterHelp');
      // addHelpText writes the text with a newline after it: the one it was captured with.
      cmd.addHelpText('after', afterHelpSaid(after.replace(/\n$/u, ''), s));
    }
    for (const sub of cmd.commands) visit(sub);
  };
  visit(program);
}
