/**
 * The rarer slips of a variant file said in Russian and Polish (`variant check --lang`, or a file
 * declaring Russian or Polish first): labels written as a range or a word (`1-12`, `cyrillic`), a
 * shape in pieces, written with parentheses or left empty, a shape picture's own problems, a text
 * cut at its commas inside `{ }`, words indented as deep as their language, a key or value of the
 * report's other timing, a `timing:` or `kind:` left out (with the options it may be), the
 * unknown keys of one mapping past the hundredth, and the problems left out past the hundredth. Each is said anew from its
 * parts (`kind: 'slip'` and a `form`), given where the English is made (./semantic.ts,
 * ./validate.ts, ./issues.ts, ./shape-text.ts); one whose parts do not say it stays whole in
 * English. English stays as it is.
 *
 * @example
 *   slipSaid({ kind: 'slip', form: 'too-many', count: 5 }, 'ru')
 *   // { message: 'ещё 5 проблем не показано', suggestion: 'сначала исправьте те, что выше; точно ли это файл варианта?' }
 */
import { textPart, type DiagnosticParts } from '../core/diagnostics.js';
import { quoted, spoken } from '../core/language.js';
import { plural } from '../core/plural.js';
import type { FileWords } from './file-text.js';
import { foundSaid } from './issue-text.js';
import { Missing, reader } from './design-text.js';

type Lang = 'ru' | 'pl';

/**
 * A slip of a variant file in `lang` (`ru`, `pl-PL`, …), from its parts; undefined for English,
 * for a diagnostic that is no slip, and where its parts do not say it.
 */
export function slipSaid(parts: DiagnosticParts | undefined, lang: string): FileWords | undefined {
  const s = spoken(lang);
  if (s === 'en' || parts === undefined || textPart(parts, 'kind') !== 'slip') return undefined;
  try {
    return said(reader(parts), parts, s);
  } catch (e) {
    if (e instanceof Missing) return undefined;
    throw e;
  }
}

function said(p: ReturnType<typeof reader>, parts: DiagnosticParts, lang: Lang): FileWords | undefined {
  const ru = lang === 'ru';
  const q = (text: string): string => quoted(lang, text);
  const form = p.t('form');
  if (form === 'too-many') {
    const n = p.n('count');
    return ru
      ? { message: `ещё ${n} ${plural('ru', n, 'проблема', 'проблемы', 'проблем')} ${plural('ru', n, 'не показана', 'не показаны', 'не показано')}`, suggestion: 'сначала исправьте те, что выше; точно ли это файл варианта?' }
      : { message: `pominięto jeszcze ${n} ${plural('pl', n, 'problem', 'problemy', 'problemów')}`, suggestion: 'najpierw popraw te powyżej; czy to na pewno plik wariantu?' };
  }
  const where = p.t('where');
  switch (form) {
    case 'label-range':
    case 'label-keyword':
    case 'label-word': {
      const [key, noun, text, read, count] = [p.t('key'), p.t('noun'), p.t('text'), p.n('read'), p.n('count')];
      const shown = `${p.l('shown').join(', ')}${parts['more'] === true ? ', …' : ''}`;
      const letter = parts['perLetter'] === true;
      const word = parts['perWord'] === true;
      const columns = noun === 'columns';
      const readAs = ru
        ? `${q(text)} читается как ${read} ${plural('ru', read, 'метка', 'метки', 'меток')}, по одной на ${letter ? 'букву' : word ? 'слово' : 'символ'} (${shown})`
        : `${q(text)} czyta się jako ${read} ${plural('pl', read, 'etykieta', 'etykiety', 'etykiet')}, po jednej na ${letter ? 'literę' : word ? 'słowo' : 'znak'} (${shown})`;
      /** `12 меток через пробел`, `12 etykiet rozdzielonych spacjami`. */
      const outRu = `${count} ${plural('ru', count, 'метку', 'метки', 'меток')} через пробел`;
      const outPl = `${count} ${plural('pl', count, 'etykietę', 'etykiety', 'etykiet')} rozdzielonych spacjami`;
      if (form === 'label-keyword') {
        // `roman` on 5 rows: read as its letters, the kind of labels it names meant (./semantic.ts).
        const meant = p.t('meant');
        const named = ru
          ? { roman: 'римские цифры', letters: 'буквы (A, B, …)', cyrillic: 'буквы кириллицы', greek: 'греческие буквы', numbers: 'числа (1, 2, …)' }[meant]
          : { roman: 'cyfry rzymskie', letters: 'litery (A, B, …)', cyrillic: 'litery cyrylicy', greek: 'litery greckie', numbers: 'liczby (1, 2, …)' }[meant];
        if (named === undefined) return undefined;
        const write = p.t('write');
        const value = write === 'letters' || write === 'numbers' ? write : `"${write}"`;
        const apart = p.has('apart') ? p.t('apart') : undefined;
        const keep = apart === undefined ? '' : ru ? `; если метки — это сами буквы, запишите их через пробел: ${q(apart)}` : `; jeśli etykietami są same litery, rozdziel je spacjami: ${q(apart)}`;
        return ru
          ? { message: `${where}: ${readAs}, а не как ${named}`, suggestion: `напишите ${key}: ${value}${keep}` }
          : { message: `${where}: ${readAs}, a nie jako ${named}`, suggestion: `napisz ${key}: ${value}${keep}` };
      }
      if (form === 'label-word') {
        const axis = ru ? (columns ? plural('ru', count, 'столбец', 'столбца', 'столбцов') : plural('ru', count, 'строку', 'строки', 'строк')) : columns ? plural('pl', count, 'kolumnę', 'kolumny', 'kolumn') : plural('pl', count, 'wiersz', 'wiersze', 'wierszy');
        // Rows are usually numbered: numbers first, and the example numbers (./label-slips.ts).
        const example = p.has('example') ? p.t('example') : 'а б в г …';
        const forms = ru
          ? columns ? 'letters для A, B, …, numbers для 1, 2, …' : 'numbers для 1, 2, …, letters для A, B, …'
          : columns ? 'letters dla A, B, …, numbers dla 1, 2, …' : 'numbers dla 1, 2, …, letters dla A, B, …';
        return ru
          ? { message: `${where}: ${readAs}, на ${count} ${axis}`, suggestion: `напишите ${forms} или запишите ${outRu}, например ${q(example)}` }
          : { message: `${where}: ${readAs}, na ${count} ${axis}`, suggestion: `napisz ${forms} albo wypisz ${outPl}, np. ${q(example)}` };
      }
      const [from, to] = [p.t('from'), p.t('to')];
      const range = ru ? `${columns ? 'столбцы' : 'строки'} от ${from} до ${to}` : `${columns ? 'kolumny' : 'wiersze'} od ${from} do ${to}`;
      const message = ru ? `${where}: ${readAs}, а не как ${range}` : `${where}: ${readAs}, a nie jako ${range}`;
      if (p.has('write')) {
        const write = p.t('write');
        const value = write === 'letters' || write === 'numbers' ? write : `"${write}"`;
        return { message, suggestion: ru ? `напишите ${key}: ${value}` : `napisz ${key}: ${value}` };
      }
      const example = p.t('example');
      const spans = p.has('spans') ? p.n('spans') : undefined;
      if (ru) {
        const axis = columns ? plural('ru', count, 'столбец', 'столбца', 'столбцов') : plural('ru', count, 'строку', 'строки', 'строк');
        const lead = spans === undefined ? '' : `от ${from} до ${to} — это ${spans} ${plural('ru', spans, 'метка', 'метки', 'меток')} на ${count} ${axis}: `;
        return { message, suggestion: `${lead}запишите ${outRu}, например ${q(example)}, или возьмите letters или numbers` };
      }
      const axis = columns ? plural('pl', count, 'kolumnę', 'kolumny', 'kolumn') : plural('pl', count, 'wiersz', 'wiersze', 'wierszy');
      const lead = spans === undefined ? '' : `od ${from} do ${to} to ${spans} ${plural('pl', spans, 'etykieta', 'etykiety', 'etykiet')} na ${count} ${axis}: `;
      return { message, suggestion: `${lead}wypisz ${outPl}, np. ${q(example)}, albo użyj letters lub numbers` };
    }
    case 'labels-spaced': {
      // `columnLabels: [а б в г]`: labels apart by spaces in a list (./validate.ts).
      const [written, count, list, text] = [p.n('written'), p.n('count'), p.t('list'), p.t('text')];
      return ru
        ? {
            message: `${where}: в списке ${written === 1 ? 'одна метка' : `${written} ${plural('ru', written, 'метка', 'метки', 'меток')}`} с пробелами, а нужно ${count} ${plural('ru', count, 'метка', 'метки', 'меток')}: метки в списке разделяются запятыми, а не пробелами`,
            suggestion: `напишите ${list} или метки одним текстом: ${text}`,
          }
        : {
            message: `${where}: lista ma ${written === 1 ? 'jedną etykietę' : `${written} ${plural('pl', written, 'etykietę', 'etykiety', 'etykiet')}`} ze spacjami, a potrzeba ${count} ${plural('pl', count, 'etykiety', 'etykiet', 'etykiet')}: etykiety na liście oddziela się przecinkami, nie spacjami`,
            suggestion: `napisz ${list} albo etykiety jednym tekstem: ${text}`,
          };
    }
    case 'labels-number': {
      // `columnLabels: 13`: a number where the labels go (./issues.ts).
      const [key, noun, count, last, found] = [p.t('key'), p.t('noun'), p.n('count'), p.t('last'), p.t('found')];
      const columns = noun === 'columns';
      const letters = ru ? `${key}: letters (от A до ${last})` : `${key}: letters (od A do ${last})`;
      const numbers = ru ? `${key}: numbers (от 1 до ${count})` : `${key}: numbers (od 1 do ${count})`;
      const kinds = columns ? [letters, numbers] : [numbers, letters];
      const size = p.has('size') ? p.n('size') : undefined;
      if (ru) {
        const axis = columns ? plural('ru', count, 'столбца', 'столбцов', 'столбцов') : plural('ru', count, 'строки', 'строк', 'строк');
        return {
          message: `${where}: ожидаются метки, а здесь ${found}: ${key} — это список меток или их вид, letters (A, B, …) или numbers (1, 2, …)`,
          suggestion: `для ${count} ${axis} напишите ${kinds.join(' или ')}${size !== undefined ? `; число ${columns ? 'столбцов' : 'строк'} задаёт ${noun}: для ${size} напишите ${noun}: ${size}` : ''}`,
        };
      }
      const axis = columns ? plural('pl', count, 'kolumny', 'kolumn', 'kolumn') : plural('pl', count, 'wiersza', 'wierszy', 'wierszy');
      return {
        message: `${where}: tu mają być etykiety, a jest ${found}: ${key} to lista etykiet albo ich rodzaj, letters (A, B, …) albo numbers (1, 2, …)`,
        suggestion: `dla ${count} ${axis} napisz ${kinds.join(' albo ')}${size !== undefined ? `; liczbę ${columns ? 'kolumn' : 'wierszy'} ustala ${noun}: dla ${size} napisz ${noun}: ${size}` : ''}`,
      };
    }
    case 'shape-diagonal': {
      const n = p.n('cells');
      const set = p.has('diagonal');
      return ru
        ? {
            message: `${where}: ${n} ${plural('ru', n, 'клетка стоит', 'клетки стоят', 'клеток стоят')} углом к углу, по диагонали; клетки фигуры соединяются сторонами, а по диагонали фигуры не ставятся`,
            suggestion: set ? `напишите size: ${n} вместо фигуры: при placement.diagonal: true прямой корабль ставится и по диагонали` : `напишите size: ${n} вместо фигуры и задайте placement.diagonal: true — тогда прямой корабль можно ставить по диагонали`,
          }
        : {
            message: `${where}: ${n} ${plural('pl', n, 'pole styka się', 'pola stykają się', 'pól styka się')} rogami, po przekątnej; pola kształtu łączą się bokami, a kształtów nie stawia się po przekątnej`,
            suggestion: set ? `napisz size: ${n} zamiast kształtu: przy placement.diagonal: true prosty statek stoi też po przekątnej` : `napisz size: ${n} zamiast kształtu i ustaw placement.diagonal: true — wtedy prosty statek może stać po przekątnej`,
          };
    }
    case 'shape-pieces': {
      const pieces = p.l('pieces');
      const n = pieces.length;
      const list = `${pieces.slice(0, -1).join(', ')} ${ru ? 'и' : 'i'} ${pieces[n - 1]!}`;
      const corner = parts['corner'] === true;
      // A shape drawn as a picture: the joining cell by its row and column, the picture mended.
      const joinAt = p.has('joinRow') ? { row: p.n('joinRow'), column: p.n('joinColumn') } : undefined;
      const join = joinAt !== undefined ? (ru ? `# в строке ${joinAt.row}, столбце ${joinAt.column}` : `# w wierszu ${joinAt.row}, kolumnie ${joinAt.column}`) : p.has('join') ? p.t('join') : undefined;
      const write = p.has('write') ? p.t('write') : undefined;
      if (ru) {
        const add =
          write !== undefined
            ? `напишите shape: "${write}" (их соединяет ${join!})`
            : join !== undefined && n === 2
              ? `добавьте ${join}, чтобы соединить их,`
              : `добавьте клетки, соединяющие их сторонами${join !== undefined ? `, например ${join},` : ''}`;
        return {
          message: `${where}: клетки образуют ${n} ${plural('ru', n, 'отдельную часть', 'отдельные части', 'отдельных частей')}: ${list}; клетки корабля — одна часть, соединённая сторонами${corner ? ' (клетки, которые касаются только углом, не соединены)' : ''}`,
          suggestion: `${add} или дайте каждой части свой класс корабля`,
        };
      }
      const add =
        write !== undefined
          ? `napisz shape: "${write}" (łączy je ${join!})`
          : join !== undefined && n === 2
            ? `dodaj ${join}, aby je połączyć,`
            : `dodaj pola, które połączą je bokami${join !== undefined ? `, np. ${join},` : ''}`;
      return {
        message: `${where}: pola tworzą ${n} ${plural('pl', n, 'oddzielną część', 'oddzielne części', 'oddzielnych części')}: ${list}; pola statku to jedna część, połączona bokami${corner ? ' (pola stykające się tylko rogiem nie są połączone)' : ''}`,
        suggestion: `${add} albo daj każdej części osobną klasę statku`,
      };
    }
    case 'shape-parentheses': {
      const write = p.t('write');
      return ru
        ? { message: `${where}: клетка записывается как [строка, столбец], в квадратных скобках, а не (строка, столбец) в круглых`, suggestion: `напишите shape: ${write}` }
        : { message: `${where}: pole zapisuje się jako [wiersz, kolumna], w nawiasach kwadratowych, a nie (wiersz, kolumna) w okrągłych`, suggestion: `napisz shape: ${write}` };
    }
    case 'shape-flat': {
      const write = p.t('write');
      return ru
        ? { message: `${where}: фигура — это список клеток, каждая [строка, столбец] в своих скобках, а не их числа одним списком`, suggestion: `напишите shape: ${write}` }
        : { message: `${where}: kształt to lista pól, każde [wiersz, kolumna] we własnych nawiasach, a nie ich liczby w jednej liście`, suggestion: `napisz shape: ${write}` };
    }
    case 'shape-rows': {
      const write = p.t('write');
      return ru
        ? { message: `${where}: рисунок — это один текст, его строки разделены знаком /, а не список строк`, suggestion: `напишите shape: "${write}"` }
        : { message: `${where}: rysunek to jeden tekst, jego wiersze oddziela znak /, a nie lista wierszy`, suggestion: `napisz shape: "${write}"` };
    }
    case 'shape-empty':
      return ru
        ? {
            message: `${where}: фигура пуста`,
            suggestion: 'дайте её клетки, как [[0, 0], [1, 0]], или её рисунок в кавычках, как shape: "##/.#" (без них YAML считает «#» и всё после него комментарием), или строки рисунка блоком под shape: |',
          }
        : {
            message: `${where}: kształt jest pusty`,
            suggestion: 'podaj jego pola, jak [[0, 0], [1, 0]], albo jego rysunek w cudzysłowie, jak shape: "##/.#" (bez niego YAML czyta „#” i wszystko po nim jako komentarz), albo wiersze rysunku w bloku pod shape: |',
          };
    case 'picture-char': {
      const [row, rowText, column] = [p.n('row'), p.t('rowText'), p.n('column')];
      const what = p.has('space') ? (ru ? 'пробел' : 'spacja') : q(p.t('char'));
      // The picture surely meant, where one is (./shape-text.ts meantPicture).
      const write = p.has('write') ? p.t('write') : undefined;
      const how = write === undefined ? '' : p.t('how') === 'rows' ? (ru ? 'разделяйте строки рисунка знаком /: ' : 'oddzielaj wiersze rysunku znakiem /: ') : p.t('how') === 'spaced' ? (ru ? 'уберите пробелы вокруг /: ' : 'usuń spacje wokół /: ') : ru ? 'рисуйте клетки корабля знаком #, а воду знаком .: ' : 'rysuj pola statku znakiem #, a wodę znakiem .: ';
      return ru
        ? {
            message: `${where}: в строке ${row} рисунка, ${q(rowText)}, в столбце ${column} стоит ${what}; рисунок рисуют знаком # для клеток корабля и знаком . для остальных`,
            suggestion: write === undefined ? 'нарисуйте каждую клетку корабля как #, а каждое другое место как ., так, как его печатает salvo variant show' : `${how}напишите shape: "${write}"`,
          }
        : {
            message: `${where}: w wierszu ${row} rysunku, ${q(rowText)}, w kolumnie ${column} stoi ${what}; rysunek rysuje się znakiem # dla pól statku i znakiem . dla reszty`,
            suggestion: write === undefined ? 'narysuj każde pole statku jako #, a każde inne miejsce jako ., tak jak drukuje go salvo variant show' : `${how}napisz shape: "${write}"`,
          };
    }
    case 'picture-named': {
      const [name, cells, write] = [p.t('name'), p.n('cells'), p.t('write')];
      return ru
        ? {
            message: `${where}: ${q(name)} — имя фигуры, а не её рисунок; рисунок рисуют знаком # для клеток корабля и знаком . для остальных`,
            suggestion: `для фигуры ${name} из ${cells} ${plural('ru', cells, 'клетки', 'клеток', 'клеток')} напишите shape: "${write}"; любую другую фигуру рисуйте так же`,
          }
        : {
            message: `${where}: ${q(name)} to nazwa kształtu, a nie jego rysunek; rysunek rysuje się znakiem # dla pól statku i znakiem . dla reszty`,
            suggestion: `dla kształtu ${name} z ${cells} ${plural('pl', cells, 'pola', 'pól', 'pól')} napisz shape: "${write}"; każdy inny kształt narysuj tak samo`,
          };
    }
    case 'picture-empty':
      return ru
        ? { message: `${where}: в рисунке нет ни одной клетки (#)`, suggestion: 'нарисуйте клетки корабля знаком #, например "##/.#"' }
        : { message: `${where}: rysunek nie ma żadnego pola (#)`, suggestion: 'narysuj pola statku znakiem #, np. "##/.#"' };
    case 'picture-cells': {
      const [cells, max] = [p.n('cells'), p.n('max')];
      return ru
        ? { message: `${where}: рисунок даёт ${cells} ${plural('ru', cells, 'клетку', 'клетки', 'клеток')}, а у корабля их не больше ${max}`, suggestion: `нарисуйте не больше ${max} ${plural('ru', max, 'клетки', 'клеток')}` }
        : { message: `${where}: rysunek ma ${cells} ${plural('pl', cells, 'pole', 'pola', 'pól')}, a statek ma ich najwyżej ${max}`, suggestion: `narysuj najwyżej ${max} ${plural('pl', max, 'pole', 'pola', 'pól')}` };
    }
    case 'picture-span': {
      const [span, max] = [p.n('span'), p.n('max')];
      const rows = p.t('axis') === 'rows';
      return ru
        ? {
            message: `${where}: рисунок занимает ${span} ${rows ? plural('ru', span, 'строку', 'строки', 'строк') : plural('ru', span, 'столбец', 'столбца', 'столбцов')}, а фигура — не больше ${max}`,
            suggestion: `уложите корабль в ${max} ${plural('ru', max, 'строку', 'строки', 'строк')} и ${max} ${plural('ru', max, 'столбец', 'столбца', 'столбцов')}`,
          }
        : {
            message: `${where}: rysunek zajmuje ${span} ${rows ? plural('pl', span, 'wiersz', 'wiersze', 'wierszy') : plural('pl', span, 'kolumnę', 'kolumny', 'kolumn')}, a kształt najwyżej ${max}`,
            suggestion: `zmieść statek w ${max} ${plural('pl', max, 'wierszu', 'wierszach', 'wierszach')} i ${max} ${plural('pl', max, 'kolumnie', 'kolumnach', 'kolumnach')}`,
          };
    }
    case 'text-cut': {
      const [key, others, parent, cut] = [p.t('key'), p.l('others'), p.t('parent'), p.t('cut')];
      const whole = p.has('whole') ? `"${p.t('whole').replace(/["\\]/gu, (c) => `\\${c}`)}"` : '"…, …"';
      const more = others.map(q).join(', ');
      return ru
        ? {
            message: `${where}: ${q(key)} — не код языка; ${others.length === 0 ? 'это кусок текста, разрезанного запятой' : `вместе с ${more} это куски текста, разрезанного запятыми`}`,
            suggestion: `запятая внутри { } начинает новую запись: возьмите текст в кавычки, как ${parent}: { ${cut}: ${whole} }`,
          }
        : {
            message: `${where}: ${q(key)} nie jest kodem języka; ${others.length === 0 ? 'to kawałek tekstu przeciętego przecinkiem' : `razem z ${more} to kawałki tekstu przeciętego przecinkami`}`,
            suggestion: `przecinek wewnątrz { } zaczyna nowy wpis: weź tekst w cudzysłów, jak ${parent}: { ${cut}: ${whole} }`,
          };
    }
    case 'words-indented': {
      const key = p.t('key');
      if (p.has('empty')) {
        const empty = p.t('empty');
        return ru
          ? { message: `${where}: ${q(key)} — слово, а не код языка; его место в words.${empty}, а там пусто`, suggestion: `сдвиньте его и слова после него на 2 пробела глубже, чем ${q(`${empty}:`)}, чтобы они стали словами ${empty}` }
          : { message: `${where}: ${q(key)} to słowo, a nie kod języka; jego miejsce jest w words.${empty}, a tam jest pusto`, suggestion: `przesuń je i słowa po nim o 2 spacje głębiej niż ${q(`${empty}:`)}, żeby były słowami ${empty}` };
      }
      const cut = p.t('cut');
      return ru
        ? { message: `${where}: ${q(key)} — слово, а не код языка`, suggestion: `поместите слова под язык: words: { ${cut}: { ${key}: … } }` }
        : { message: `${where}: ${q(key)} to słowo, a nie kod języka`, suggestion: `umieść słowa pod językiem: words: { ${cut}: { ${key}: … } }` };
    }
    case 'board-size-key': {
      // Beside rows or columns (given), the other written in size's place, or size deleted.
      const write = p.t('write').replace(' and ', ru ? ' и ' : ' i ');
      const given = p.has('given') ? p.l('given') : [];
      const message = ru ? `${where}: неизвестный ключ «size»: размер поля задают его строки и столбцы` : `${where}: nieznany klucz „size”: rozmiar planszy podaje się przez jej wiersze i kolumny`;
      const suggestion =
        given.length === 0
          ? ru ? `напишите ${write}` : `napisz ${write}`
          : given.length === 1
            ? ru ? `напишите ${write} вместо size; ${given[0]} уже указан` : `napisz ${write} zamiast size; ${given[0]} jest już podane`
            : ru ? 'удалите size: размер поля задают rows и columns' : 'usuń size: rozmiar planszy podają rows i columns';
      return { message, suggestion };
    }
    case 'merge-key': {
      // `<<: *base`: YAML 1.1's merge key, a key like any other in YAML 1.2.
      const here = p.t('here');
      const into = here === '' ? (ru ? 'верхний уровень' : 'najwyższy poziom') : here;
      return ru
        ? { message: `${where}: «<<» в YAML 1.1 вливает ключи другого словаря; salvo читает YAML 1.2, где это обычный ключ, так что в ${into} ни один из них не попадает`, suggestion: 'напишите ключи здесь полностью: псевдоним вроде *base может заменить значение целиком, но не часть ключей словаря' }
        : { message: `${where}: „<<” w YAML 1.1 wlewa klucze innego słownika; salvo czyta YAML 1.2, gdzie to zwykły klucz, więc żaden z nich nie trafia do ${into}`, suggestion: 'wpisz tu klucze w całości: alias taki jak *base może zastąpić całą wartość, ale nie część kluczy słownika' };
    }
    case 'section-word': {
      // `rozstawienie:` under `placement:`: the word for the section itself, taken for a key of it.
      const [key, section, allowed] = [p.t('key'), p.t('section'), p.l('allowed')];
      const write = p.has('write') ? p.t('write') : undefined;
      return ru
        ? {
            message: `${where}: ${q(key)} значит ${section} — это раздел, в котором он написан, а не его ключ`,
            suggestion: write !== undefined ? `ключи пишутся по-английски, и значения тоже: напишите ${write}` : `ключи пишутся по-английски; ключи раздела ${section}: ${allowed.join(', ')}`,
          }
        : {
            message: `${where}: ${q(key)} oznacza ${section} — to sekcja, w której go napisano, a nie jej klucz`,
            suggestion: write !== undefined ? `klucze pisze się po angielsku, tak samo jak wartości: napisz ${write}` : `klucze pisze się po angielsku; klucze sekcji ${section} to: ${allowed.join(', ')}`,
          };
    }
    case 'word-elsewhere': {
      // `odstępy:` under `board:`: the word for a key of another section.
      const [key, native, homes, write] = [p.t('key'), p.t('native'), p.l('homes'), p.t('write')];
      const here = p.has('here') ? p.t('here') : ru ? 'верхнего уровня' : 'najwyższego poziomu';
      return ru
        ? { message: `${where}: ${q(key)} значит ${native} — ключ раздела ${homes.join(' или ')}, а не ${here}`, suggestion: `ключи пишутся по-английски: напишите ${write} в разделе ${homes.join(' или ')}` }
        : { message: `${where}: ${q(key)} oznacza ${native} — to klucz sekcji ${homes.join(' albo ')}, a nie ${here}`, suggestion: `klucze pisze się po angielsku: napisz ${write} w sekcji ${homes.join(' albo ')}` };
    }
    case 'more-unknown': {
      // Past the hundredth unknown key of one mapping: how many more, from the one it is placed at.
      const [n, allowed] = [p.n('count'), p.l('allowed')];
      return ru
        ? { message: `${where}: отсюда и дальше ещё ${n} ${plural('ru', n, 'неизвестный ключ', 'неизвестных ключа', 'неизвестных ключей')}`, suggestion: `здесь допустимы: ${allowed.join(', ')}` }
        : { message: `${where}: od tego miejsca jeszcze ${n} ${plural('pl', n, 'nieznany klucz', 'nieznane klucze', 'nieznanych kluczy')}`, suggestion: `dozwolone tutaj: ${allowed.join(', ')}` };
    }
    case 'other-timing-key': {
      const [key, tag, current, allowed] = [p.t('key'), p.t('tag'), p.t('current'), p.l('allowed')];
      const tags = tag.split(' or ').join(ru ? ' или ' : ' albo ');
      // `shots: 1` in a salvo by ships afloat: the shots for each ship meant.
      const perShip = p.has('perShip') ? p.n('perShip') : undefined;
      if (perShip !== undefined) {
        return ru
          ? { message: `${where}: ${q(key)} — ключ для ${tags}, а не для ${current}`, suggestion: `напишите perShip: ${perShip} вместо shots — число выстрелов за каждый корабль на плаву; или укажите ${tags}` }
          : { message: `${where}: ${q(key)} to klucz dla ${tags}, a nie dla ${current}`, suggestion: `napisz perShip: ${perShip} zamiast shots — liczba strzałów za każdy statek na wodzie; albo ustaw ${tags}` };
      }
      return ru
        ? { message: `${where}: ${q(key)} — ключ для ${tags}, а не для ${current}`, suggestion: `укажите ${tags} или удалите ${key}; при ${current} ${allowed.length === 1 ? `допустим только ключ ${allowed[0]!}` : `допустимы ключи: ${allowed.join(', ')}`}` }
        : { message: `${where}: ${q(key)} to klucz dla ${tags}, a nie dla ${current}`, suggestion: `ustaw ${tags} albo usuń ${key}; przy ${current} ${allowed.length === 1 ? `dozwolony jest tylko klucz ${allowed[0]!}` : `dozwolone klucze to: ${allowed.join(', ')}`}` };
    }
    case 'other-timing-value': {
      const [key, tag, current, expected] = [p.t('key'), p.t('tag'), p.t('current'), p.t(ru ? 'expectedRu' : 'expectedPl')];
      const value = foundSaid(lang, parts);
      if (value === undefined) return undefined;
      const tags = tag.split(' or ').join(ru ? ' или ' : ' albo ');
      const advice = textPart(parts, ru ? 'adviceRu' : 'advicePl');
      return ru
        ? { message: `${where}: ${value} — значение для ${tags}; при ${current} ${key} — это ${expected}`, suggestion: advice ?? `укажите ${tags} или напишите здесь ${expected}` }
        : { message: `${where}: ${value} to wartość dla ${tags}; przy ${current} ${key} to ${expected}`, suggestion: advice ?? `ustaw ${tags} albo napisz tu: ${expected}` };
    }
    case 'tag-missing': {
      const [key, values] = [p.t('key'), p.l('values')];
      const options = textPart(parts, ru ? 'optionsRu' : 'optionsPl');
      const fits = p.has('fits') ? p.t('fits') : undefined;
      if (ru) {
        return {
          message: `${where}: обязательный ключ отсутствует${options !== undefined ? `: это ${options}` : ''}`,
          suggestion: fits !== undefined ? `добавьте ${key}: ${fits}: только при нём допустимо ${p.t('given')}` : `добавьте ${key}: одно из: ${values.join(', ')}`,
        };
      }
      return {
        message: `${where}: brak wymaganego klucza${options !== undefined ? `: to ${options}` : ''}`,
        suggestion: fits !== undefined ? `dodaj ${key}: ${fits}: tylko przy nim można napisać ${p.t('given')}` : `dodaj ${key}: jedną z wartości: ${values.join(', ')}`,
      };
    }
    default:
      return undefined;
  }
}
