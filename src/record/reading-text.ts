/**
 * The problems of reading a game record said in Russian and Polish: a cell typed wrong, a word of
 * an announcement not known, a side not of the game, a key not of the record, a line not shaped
 * as a salvo, … Each is said anew from its code and its parts (`Diagnostic.parts`: the word as
 * typed, the word it may be, the sides there are), never by reading the English words back; its
 * place (file, line, column, salvo) stays as it is. English stays what the readers (parse.ts,
 * parse-salvo.ts, announcement-text.ts, core/coords.ts) say, byte for byte. A diagnostic with no
 * parts, or of a code not here, has no words in these languages: it is said whole in English.
 *
 * @example
 *   readingSaid({ code: 'unknown-side', parts: { name: 'зелёные', sides: ['синие', 'красные'] } }, 'ru')
 *   // { message: '«зелёные» — не сторона этой партии; строка остаётся в файле, но не засчитывается ни одной из сторон и не проверяется', suggestion: 'стороны — синие и красные' }
 */
import type { Diagnostic, DiagnosticParts } from '../core/diagnostics.js';
import { quoted, spoken } from '../core/language.js';
import { plural } from '../core/plural.js';
import { listPart as list, numberPart as num, saidDiagnostic, textPart as str, type SaidLang as Lang, type SaidWords } from './said-words.js';
import { fileSaid, FILE_CODES } from '../variant/file-text.js';
import { variantSaid } from '../variant/said.js';
import { layoutReadSaid, namingOfParts } from './layout-read-text.js';
import { shellWord } from '../core/shell-word.js';
import { placesOf } from './other-alphabet.js';
import { yesNoAdvice } from '../core/yes-no.js';

/** The words both languages build their sentences from. */
interface Words {
  q(text: string): string;
  /** `может быть, X?` */
  maybe(guess: string): string;
  /** `A и B`, `A, B и C` */
  and(items: readonly string[]): string;
  /** `A или B` */
  or(items: readonly string[]): string;
  sides(a: string, b: string): string;
  write(what: string): string;
  writeEg(what: string): string;
}

const RU: Words = {
  q: (t) => quoted('ru', t),
  maybe: (g) => `может быть, ${g}?`,
  and: (items) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} и ${items[items.length - 1]!}` : (items[0] ?? '')),
  or: (items) => items.join(' или '),
  sides: (a, b) => `стороны — ${a} и ${b}`,
  write: (w) => `напишите ${w}`,
  writeEg: (w) => `напишите, например, ${w}`,
};

const PL: Words = {
  q: (t) => quoted('pl', t),
  maybe: (g) => `czy chodziło o ${g}?`,
  and: (items) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} i ${items[items.length - 1]!}` : (items[0] ?? '')),
  or: (items) => items.join(' albo '),
  sides: (a, b) => `strony to ${a} i ${b}`,
  write: (w) => `napisz ${w}`,
  writeEg: (w) => `napisz na przykład ${w}`,
};

/** What a cell's hint (core/coords.ts: `hint`, `guess`) says. */
function cellHint(lang: Lang, parts: DiagnosticParts): string | undefined {
  const w = lang === 'ru' ? RU : PL;
  const guess = str(parts, 'guess');
  if (guess === undefined) return undefined;
  const ru = lang === 'ru';
  switch (str(parts, 'hint')) {
    case 'keyboard':
      return `${w.maybe(guess)} ${ru ? 'Похоже, набрано в латинской раскладке' : 'Wygląda na wpisane w łacińskim układzie klawiatury'}`;
    case 'russian-keyboard':
      return `${w.maybe(guess)} ${ru ? 'Похоже, набрано в русской раскладке' : 'Wygląda na wpisane w rosyjskim układzie klawiatury'}`;
    case 'latin':
      return `${w.maybe(guess)} ${ru ? 'Похоже, написано латинскими буквами' : 'Wygląda na zapisane literami łacińskimi'}`;
    case 'ze':
      return `${w.maybe(guess)} ${ru ? 'Похоже, вместо буквы З написана цифра 3' : 'Wygląda na cyfrę 3 napisaną zamiast litery З'}`;
    case 'oh':
      return `${w.maybe(guess)} ${ru ? 'Похоже, вместо буквы O написана цифра 0' : 'Wygląda na cyfrę 0 napisaną zamiast litery O'}`;
    case 'roman-row':
      return `${w.maybe(guess)} ${ru ? 'Строки на поле обозначены римскими цифрами' : 'Wiersze planszy są oznaczone cyframi rzymskimi'}`;
    case 'yot': {
      // Й for К (counted as a letter of the board) or for И (copied with its breve).
      const also = str(parts, 'alsoGuess');
      if (also === undefined) return `${w.maybe(guess)} ${ru ? 'На поле нет буквы Й: после И идёт К' : 'Litery planszy pomijają Й: po И jest К'}`;
      return `${w.maybe(`${guess} ${ru ? 'или' : 'czy o'} ${also}`)} ${ru ? 'На поле нет буквы Й: после И идёт К, или Й написана вместо И' : 'Litery planszy pomijają Й: po И jest К, albo Й napisano zamiast И'}`;
    }
    case 'range': {
      // Two cells written as a range (`A1-A4`): the two, or every cell between them.
      const also = str(parts, 'alsoGuess');
      const said = ru ? 'Клетки пишут по одной, а не диапазоном' : 'Pola pisze się pojedynczo, nie zakresem';
      return `${w.maybe(also === undefined ? guess : `${guess} ${ru ? 'или' : 'czy o'} ${also}`)} ${said}`;
    }
    case 'guess':
    // Cells written without the spaces between them (`а1б2в3`): the cells.
    case 'run':
      return w.maybe(guess);
    default:
      return undefined;
  }
}

/**
 * A cell's guess with the salvo line to write after it, where it has one (./cell-line.ts): `может
 * быть, Д8? Если так, напишите строку: …`; of `salvo record`'s arguments, the command to type:
 * `Если так, наберите: salvo record …`.
 */
function cellLine(lang: Lang, suggestion: string, parts: DiagnosticParts): string {
  const line = str(parts, 'writeLine');
  const command = str(parts, 'writeCommand');
  if (line === undefined && command === undefined) return suggestion;
  const range = str(parts, 'writeRange');
  const ru = lang === 'ru';
  const write = line !== undefined ? (ru ? 'напишите строку' : 'napisz wiersz') : ru ? 'наберите' : 'wpisz';
  const said =
    range !== undefined
      ? ru ? `Ответов столько же, сколько клеток в ${range}: ${write}` : `Odpowiedzi jest tyle, ile pól w ${range}: ${write}`
      : ru ? `Если так, ${write}` : `Jeśli tak, ${write}`;
  return `${suggestion}${/[?.]$/u.test(suggestion) ? '' : '.'} ${said}: ${line ?? command}`;
}

/** The cell problems of core/coords.ts. */
function cellWords(lang: Lang, code: string, parts: DiagnosticParts): SaidWords | undefined {
  const ru = lang === 'ru';
  const w = ru ? RU : PL;
  const typed = str(parts, 'typed');
  const example = str(parts, 'example');
  const hint = cellHint(lang, parts);
  const columns = str(parts, 'columns');
  const rows = str(parts, 'rows');
  const writeCell = (e: string): string => (ru ? `напишите клетку, например ${e}` : `napisz pole, na przykład ${e}`);
  if (code === 'cell-unreadable') {
    switch (str(parts, 'kind')) {
      case 'empty':
        return example === undefined ? undefined : { message: ru ? 'пустое название клетки' : 'pusta nazwa pola', suggestion: writeCell(example) };
      case 'long':
        if (typed === undefined || example === undefined) return undefined;
        return { message: ru ? `${w.q(typed)} — слишком длинно для названия клетки` : `${w.q(typed)} jest za długie jak na nazwę pola`, suggestion: writeCell(example) };
      case 'not-a-cell':
        if (typed === undefined || example === undefined || columns === undefined || rows === undefined) return undefined;
        return {
          message: ru ? `${w.q(typed)} — не клетка этого поля (столбцы ${columns}, строки ${rows})` : `${w.q(typed)} nie jest polem tej planszy (kolumny ${columns}, wiersze ${rows})`,
          suggestion: cellLine(lang, hint ?? writeCell(example), parts),
        };
      default:
        return undefined;
    }
  }
  if (code === 'cell-off-board') {
    if (typed === undefined || columns === undefined || rows === undefined) return undefined;
    const column = str(parts, 'column');
    const row = str(parts, 'row');
    const why = [
      ...(column === undefined ? [] : [ru ? `столбца ${column} нет (столбцы ${columns})` : `nie ma kolumny ${column} (kolumny ${columns})`]),
      ...(row === undefined ? [] : [ru ? `строки ${row} нет (строки ${rows})` : `nie ma wiersza ${row} (wiersze ${rows})`]),
    ];
    const pad = parts.pad === true ? (ru ? `сверьте ${typed} с листком и запишите клетку, которую назвали` : `porównaj ${typed} z kartką i zapisz pole, które wywołano`) : undefined;
    const suggestion = hint === undefined ? pad : cellLine(lang, hint, parts);
    return {
      message: `${ru ? `клетка ${typed} вне поля` : `pole ${typed} poza planszą`}${why.length > 0 ? `: ${why.join(ru ? ' и ' : ' i ')}` : ''}`,
      ...(suggestion !== undefined ? { suggestion } : {}),
    };
  }
  if (code === 'cell-lookalike') {
    const [name, from, to] = [str(parts, 'name'), list(parts, 'from'), list(parts, 'to')];
    if (typed === undefined || name === undefined || from === undefined || to === undefined) return undefined;
    const what = (ch: string): string => (/\p{Nd}/u.test(ch) ? (ru ? `цифра ${ch}` : `cyfra ${ch}`) : ru ? `буква ${ch}` : `litera ${ch}`);
    const whatAcc = (ch: string): string => (/\p{Nd}/u.test(ch) ? (ru ? `цифру ${ch}` : `cyfrę ${ch}`) : ru ? `букву ${ch}` : `literę ${ch}`);
    const swaps = from.map((f, i) => `${what(f)} ${ru ? 'принята за' : 'wzięta za'} ${whatAcc(to[i] ?? '?')}`).join(', ');
    return { message: ru ? `${w.q(typed)} прочитано как ${name}: ${swaps}` : `${w.q(typed)} odczytano jako ${name}: ${swaps}`, suggestion: w.write(name) };
  }
  if (code === 'cell-other-alphabet' && str(parts, 'kind') === 'many') {
    // A record typed in the other alphabet, said once (./other-alphabet.ts).
    const [typed, names, lines, to, alphabet] = [list(parts, 'typed'), list(parts, 'names'), list(parts, 'lines'), list(parts, 'to'), str(parts, 'alphabet')];
    if (typed === undefined || names === undefined || lines === undefined || to === undefined || alphabet === undefined) return undefined;
    const cyrillic = alphabet === 'cyrillic';
    const n = typed.length;
    const places = placesOf(typed, names, lines);
    const listed = places.shown.map((p) => (ru ? `${p.typed} как ${p.name} (строка ${p.line})` : `${p.typed} jako ${p.name} (wiersz ${p.line})`)).join(', ');
    const range = places.moreLines.includes('–');
    const more = places.more === 0 ? '' : ru ? ` и ещё ${places.more}, ${range ? 'в строках' : 'в строке'} ${places.moreLines}` : ` i jeszcze ${places.more}, ${range ? 'w wierszach' : 'w wierszu'} ${places.moreLines}`;
    return ru
      ? {
          message: `в ${n} ${plural('ru', n, 'месте', 'местах')} ${cyrillic ? 'кириллические' : 'латинские'} буквы прочитаны как ${cyrillic ? 'латинские' : 'кириллические'} буквы поля: ${listed}${more}`,
          suggestion: `напишите их буквами поля: ${to.join(', ')}`,
        }
      : {
          message: `w ${n} ${plural('pl', n, 'miejscu', 'miejscach')} litery ${cyrillic ? 'cyrylickie' : 'łacińskie'} odczytano jako ${cyrillic ? 'łacińskie' : 'cyrylickie'} litery planszy: ${listed}${more}`,
          suggestion: `napisz je literami planszy: ${to.join(', ')}`,
        };
  }
  if (code === 'cell-other-alphabet') {
    const [name, from, to, alphabet] = [str(parts, 'name'), list(parts, 'from'), list(parts, 'to'), str(parts, 'alphabet')];
    if (typed === undefined || name === undefined || from === undefined || to === undefined || alphabet === undefined) return undefined;
    const cyrillic = alphabet === 'cyrillic';
    const one = from.length === 1;
    const said = ru
      ? `${one ? 'буква' : 'буквы'} ${from.join(', ')} ${one ? 'набрана' : 'набраны'} ${cyrillic ? 'кириллицей' : 'латиницей'}, на поле ${one ? (cyrillic ? 'латинская' : 'кириллическая') : cyrillic ? 'латинские' : 'кириллические'} ${to.join(', ')}`
      : `${one ? 'litera' : 'litery'} ${from.join(', ')} ${one ? 'wpisana' : 'wpisane'} ${cyrillic ? 'cyrylicą' : 'alfabetem łacińskim'}, na planszy ${one ? 'jest' : 'są'} ${one ? (cyrillic ? 'łacińska' : 'cyrylicka') : cyrillic ? 'łacińskie' : 'cyrylickie'} ${to.join(', ')}`;
    return {
      message: ru ? `${w.q(typed)} прочитано как ${name}: ${said}` : `${w.q(typed)} odczytano jako ${name}: ${said}`,
      suggestion: ru ? `напишите ${name} буквами поля` : `napisz ${name} literami planszy`,
    };
  }
  if (code === 'cell-ambiguous') {
    if (typed === undefined) return undefined;
    if (str(parts, 'kind') === 'labels') {
      const cs = list(parts, 'columns');
      const rs = list(parts, 'rows');
      if (cs === undefined || rs === undefined) return undefined;
      const cells = cs.map((c, i) => (ru ? `столбец ${c}, строка ${rs[i] ?? '?'}` : `kolumna ${c}, wiersz ${rs[i] ?? '?'}`));
      return {
        message: ru ? `${w.q(typed)} — неоднозначно: это может быть ${w.or(cells)}` : `${w.q(typed)} jest niejednoznaczne: może to być ${w.or(cells)}`,
        suggestion: ru ? 'напишите клетку с разделителем между метками или исправьте метки поля' : 'napisz pole z separatorem między etykietami albo popraw etykiety planszy',
      };
    }
    const cells = list(parts, 'cells');
    if (cells === undefined) return undefined;
    return { message: ru ? `${w.q(typed)} — не клетка; это может быть ${w.or(cells)}` : `${w.q(typed)} nie jest polem; może to być ${w.or(cells)}`, suggestion: w.maybe(w.or(cells)) };
  }
  return undefined;
}

/** A word written in the other alphabet (`mimo` for мимо, `пудло` for pudło): the alphabet it was typed in (`набрано латиницей`). */
function typedInAlphabet(lang: Lang, latin: boolean): string {
  if (lang === 'ru') return latin ? 'набрано латиницей' : 'набрано кириллицей';
  return latin ? 'wpisane alfabetem łacińskim' : 'wpisane cyrylicą';
}

// The announcement problems of announcement-text.ts.
/** A shot's answers (`мимо, попал или убит`), with no sunk word where the variant announces no sinking (no `sunk` part). */
function shotWords(parts: DiagnosticParts, ru: boolean): string | undefined {
  const [miss, hit, sunk] = [str(parts, 'miss'), str(parts, 'hit'), str(parts, 'sunk')];
  if (miss === undefined || hit === undefined) return undefined;
  const or = ru ? 'или' : 'albo';
  return sunk === undefined ? `${miss} ${or} ${hit}` : `${miss}, ${hit} ${or} ${sunk}`;
}

function announcementWords(lang: Lang, code: string, parts: DiagnosticParts): SaidWords | undefined {
  const ru = lang === 'ru';
  const w = ru ? RU : PL;
  if (code === 'announcement-empty') {
    return ru ? { message: 'ответ пуст', suggestion: 'напишите, что ответили, или уберите стрелку' } : { message: 'odpowiedź jest pusta', suggestion: 'napisz, co odpowiedziano, albo usuń strzałkę' };
  }
  if (code === 'announcement-no-hits-with-hits') {
    const word = str(parts, 'word');
    if (word === undefined) return undefined;
    return ru
      ? { message: `${w.q(word)} не может стоять рядом с подбитыми кораблями`, suggestion: `назовите подбитые корабли или напишите одно ${w.q(word)}` }
      : { message: `${w.q(word)} nie może stać obok trafionych statków`, suggestion: `wymień trafione statki albo napisz samo ${w.q(word)}` };
  }
  if (code === 'announcement-duplicate') {
    const ship = str(parts, 'ship');
    if (ship === undefined) return undefined;
    const times = num(parts, 'times') ?? 2;
    return ru
      ? { message: `${w.q(ship)} назван ${times === 2 ? 'дважды' : `${times} ${plural('ru', times, 'раз', 'раза', 'раз')}`}`, suggestion: parts?.['noCounts'] === true ? 'назовите каждый корабль один раз: в ответе говорят, в какие корабли попали, а не сколько раз' : 'назовите каждый корабль один раз, с числом попаданий' }
      : { message: `${w.q(ship)} wymieniono ${times === 2 ? 'dwa' : times} razy`, suggestion: parts?.['noCounts'] === true ? 'wymień każdy statek raz: odpowiedź mówi, w które statki trafiono, nie ile razy' : 'wymień każdy statek raz, z liczbą trafień' };
  }
  if (code === 'announcement-length') {
    const shots = num(parts, 'shots');
    const results = num(parts, 'results');
    if (shots === undefined || results === undefined) return undefined;
    const noHits = str(parts, 'noHits');
    return ru
      ? {
          message: `${shots} ${plural('ru', shots, 'выстрел', 'выстрела', 'выстрелов')}, но ${results} ${plural('ru', results, 'ответ', 'ответа', 'ответов')}`,
          suggestion: `дайте по одному ответу на выстрел, в том порядке, в каком называли клетки${noHits !== undefined ? `, или ${w.q(noHits)}, если все выстрелы мимо` : ''}`,
        }
      : {
          message: `${shots} ${plural('pl', shots, 'strzał', 'strzały', 'strzałów')}, ale ${results} ${plural('pl', results, 'odpowiedź', 'odpowiedzi', 'odpowiedzi')}`,
          suggestion: `podaj jedną odpowiedź na strzał, w kolejności, w jakiej wywoływano pola${noHits !== undefined ? `, albo ${w.q(noHits)}, jeśli wszystkie strzały chybiły` : ''}`,
        };
  }
  const more = announcementMoreWords(lang, code, parts);
  if (more !== undefined || code !== 'announcement-unknown-word') return more;
  const typed = str(parts, 'typed');
  const guess = str(parts, 'guess');
  if (typed === undefined) return undefined;
  const notWord = ru ? `${w.q(typed)} — не слово ответов этого варианта` : `${w.q(typed)} nie jest słowem odpowiedzi tego wariantu`;
  switch (str(parts, 'kind')) {
    case 'phrase':
      if (guess === undefined) return undefined;
      return { message: ru ? `${w.q(typed)} — не фраза ответов этого варианта` : `${w.q(typed)} nie jest zwrotem odpowiedzi tego wariantu`, suggestion: cellLine(lang, w.maybe(guess), parts) };
    case 'keyboard': {
      if (guess === undefined) return undefined;
      const words = parts.words === true;
      const message = words ? (ru ? `${w.q(typed)} — не слова ответов этого варианта` : `${w.q(typed)} nie są słowami odpowiedzi tego wariantu`) : notWord;
      const russian = str(parts, 'layout') === 'russian';
      const layout = russian ? (ru ? 'Похоже, набрано в русской раскладке' : 'Wygląda na wpisane w rosyjskim układzie klawiatury') : ru ? 'Похоже, набрано в латинской раскладке' : 'Wygląda na wpisane w łacińskim układzie klawiatury';
      return { message, suggestion: cellLine(lang, `${w.maybe(guess)} ${layout}`, parts) };
    }
    case 'decks': {
      const [size, classes] = [num(parts, 'size'), list(parts, 'classes')];
      if (size === undefined || classes === undefined) return undefined;
      const named = classes.map((c) => w.q(c));
      const ship = ru ? `${w.q(typed)} — корабль из ${size} ${plural('ru', size, 'клетки', 'клеток', 'клеток')}` : `${w.q(typed)} to statek z ${size} ${plural('pl', size, 'pola', 'pól', 'pól')}`;
      if (classes.length === 0) {
        const all = list(parts, 'all');
        if (all === undefined) return undefined;
        return ru
          ? { message: `${ship}, а такого класса нет`, suggestion: `напишите класс этого варианта: ${all.join(', ')}` }
          : { message: `${ship}, a takiej klasy nie ma`, suggestion: `napisz klasę tego wariantu: ${all.join(', ')}` };
      }
      return ru
        ? {
            message: `${w.q(typed)} — корабль из ${size} ${plural('ru', size, 'клетки', 'клеток', 'клеток')}, а таких классов ${classes.length}: ${named.join(', ')}`,
            suggestion: `напишите, какой: ${w.or(named)}`,
          }
        : {
            message: `${w.q(typed)} to statek z ${size} ${plural('pl', size, 'pola', 'pól', 'pól')}, a takich klas jest ${classes.length}: ${named.join(', ')}`,
            suggestion: `napisz, który: ${w.or(named)}`,
          };
    }
    case 'foreign': {
      // A result in a language the variant has no words in: which, the word it is in the record's, and why language: cannot help.
      const [language, meant, example, languages] = [str(parts, 'language'), str(parts, 'meant'), str(parts, 'example'), list(parts, 'languages')];
      if (language === undefined || meant === undefined || example === undefined || languages === undefined) return undefined;
      const said = ru ? { ru: 'по-русски', pl: 'по-польски', en: 'по-английски' } : { ru: 'po rosyjsku', pl: 'po polsku', en: 'po angielsku' };
      const words = ru ? { ru: 'русских', pl: 'польских', en: 'английских' } : { ru: 'rosyjskich', pl: 'polskich', en: 'angielskich' };
      const key = language === 'ru' || language === 'pl' ? language : 'en';
      const form = str(parts, 'form');
      const what =
        form === 'ships'
          ? ru ? `назовите подбитые корабли, как в этом варианте, например ${w.q(example)}` : `wymień trafione statki tak jak ten wariant, na przykład ${w.q(example)}`
          : form === 'class' ? w.writeEg(w.q(example)) : w.write(example);
      return ru
        ? { message: `${w.q(typed)} — ${said[key]} ${w.q(meant)}, а ${words[key]} слов в этом варианте нет`, suggestion: `${what}: language: записи может быть только ${w.or(languages)}, языком самого варианта` }
        : { message: `${w.q(typed)} to ${said[key]} ${w.q(meant)}, a ten wariant nie ma słów ${words[key]}`, suggestion: `${what}: language: zapisu może być tylko ${w.or(languages)}, językiem samego wariantu` };
    }
    case 'quoted': {
      const write = str(parts, 'write');
      if (write === undefined) return undefined;
      const line = str(parts, 'line');
      const comment = parts.comment === true ? `${ru ? ', а всю запись выстрела — в кавычках (# после пробела начинает комментарий YAML)' : ', a cały wpis salwy w cudzysłowie (# po spacji zaczyna komentarz YAML)'}${line !== undefined ? `: ${line}` : ''}` : '';
      return ru
        ? { message: `кавычки вокруг ${w.q(typed)} — не часть слов ответа`, suggestion: `${w.write(write)}${comment}` }
        : { message: `cudzysłów wokół ${w.q(typed)} nie jest częścią słów odpowiedzi`, suggestion: `${w.write(write)}${comment}` };
    }
    case 'synonym': {
      // A players' word for a ship (`миноносец`, `torpedowiec`): the class meant and the announcement to write.
      const size = num(parts, 'size');
      if (size === undefined) return undefined;
      const cells = ru ? `корабль из ${size} ${plural('ru', size, 'клетки', 'клеток', 'клеток')}` : `statek z ${size} ${plural('pl', size, 'pola', 'pól', 'pól')}`;
      const write = str(parts, 'write');
      const writes = list(parts, 'writes');
      const classes = list(parts, 'classes');
      const unnamed = parts.named === false;
      const noClass = ru ? 'классы в ответах этого варианта не называют: ' : 'odpowiedzi tego wariantu nie nazywają klasy: ';
      if (guess !== undefined && write !== undefined) {
        const message =
          str(parts, 'by') === 'kind'
            ? ru ? `${w.q(typed)} — не класс этого варианта; вероятно, это ${w.q(guess)} (${cells})` : `${w.q(typed)} nie jest klasą tego wariantu; to zapewne ${w.q(guess)} (${cells})`
            : ru ? `${w.q(typed)} — так обычно называют ${cells}; здесь это ${w.q(guess)}` : `${w.q(typed)} to zwykle ${cells}; tutaj to ${w.q(guess)}`;
        return { message, suggestion: `${unnamed ? noClass : ''}${ru ? 'напишите' : 'napisz'} ${w.q(write)}` };
      }
      if (classes === undefined || writes === undefined) return undefined;
      const none = parts.none === true;
      const message = ru
        ? `${w.q(typed)} — так обычно называют ${cells}, ${none ? 'а классов такого размера здесь нет' : `а таких классов здесь ${classes.length}: ${classes.map((c) => w.q(c)).join(', ')}`}`
        : `${w.q(typed)} to zwykle ${cells}, ${none ? 'a żadna klasa tutaj nie ma takiego rozmiaru' : `a takich klas jest tutaj ${classes.length}: ${classes.map((c) => w.q(c)).join(', ')}`}`;
      const suggestion = unnamed
        ? `${noClass}${ru ? 'напишите' : 'napisz'} ${w.q(writes[0] ?? '')}`
        : none
          ? `${ru ? 'напишите нужный класс' : 'napisz właściwą klasę'}: ${classes.join(', ')}`
          : `${ru ? 'напишите, какой' : 'napisz, który'}: ${w.or(writes.map((x) => w.q(x)))}`;
      return { message, suggestion };
    }
    case 'cut':
      if (guess === undefined) return undefined;
      // With the line to write, where there is one, in place of the word in full.
      return { message: notWord, suggestion: str(parts, 'writeLine') !== undefined ? cellLine(lang, w.maybe(guess), parts) : `${w.maybe(guess)} ${ru ? 'Напишите слово полностью' : 'Napisz słowo w całości'}` };
    case 'misplaced': {
      const noHits = str(parts, 'noHits');
      if (noHits === undefined) return undefined;
      const message = ru ? `${w.q(typed)} — слово ответов этого варианта, но не на этом месте` : `${w.q(typed)} jest słowem odpowiedzi tego wariantu, ale nie w tym miejscu`;
      if (parts.perShot === true) {
        const words = shotWords(parts, ru);
        if (words === undefined) return undefined;
        return {
          message,
          suggestion: ru
            ? `дайте по ответу на каждый выстрел: ${words}, или одно ${w.q(noHits)}, если все выстрелы мимо`
            : `podaj jedną odpowiedź na strzał: ${words}, albo samo ${w.q(noHits)}, jeśli wszystkie strzały chybiły`,
        };
      }
      const example = str(parts, 'hitExample');
      if (example === undefined) return undefined;
      return {
        message,
        suggestion: ru
          ? `назовите подбитые корабли, например ${w.q(example)}, или одно ${w.q(noHits)}, если ничего не подбито`
          : `wymień trafione statki, na przykład ${w.q(example)}, albo samo ${w.q(noHits)}, jeśli nic nie trafiono`,
      };
    }
    case 'word': {
      const message = `${notWord}${parts.mixed === true ? (ru ? ' (в нём смешаны латинские и кириллические буквы)' : ' (miesza litery łacińskie i cyrylicę)') : ''}`;
      if (guess !== undefined) {
        // The word meant, written in the other alphabet: the alphabet it was typed in first.
        const alphabet = str(parts, 'alphabet');
        const typedIn = alphabet === undefined ? '' : `${typedInAlphabet(lang, alphabet === 'latin')}: `;
        return { message, suggestion: cellLine(lang, `${typedIn}${w.maybe(guess)}`, parts) };
      }
      if (parts.perShot === true) {
        const words = shotWords(parts, ru);
        if (words === undefined) return undefined;
        const classes = list(parts, 'classes');
        const named = classes === undefined ? '' : ru ? ` <класс>; классы — ${w.and(classes)}` : ` <klasa>; klasy to ${w.and(classes)}`;
        return { message, suggestion: w.write(`${words}${named}`) };
      }
      const example = str(parts, 'classExample');
      const noHits = str(parts, 'noHits');
      if (example === undefined || noHits === undefined) return undefined;
      return { message, suggestion: ru ? `напишите класс, например ${example}, или ${noHits}` : `napisz klasę, na przykład ${example}, albo ${noHits}` };
    }
    default:
      return undefined;
  }
}

/** The announcement problems of announcement-text.ts about classes, ship numbers, counts and the sunk word, and the warnings about words a variant does not use. */
function announcementMoreWords(lang: Lang, code: string, parts: DiagnosticParts): SaidWords | undefined {
  const ru = lang === 'ru';
  const w = ru ? RU : PL;
  const typed = str(parts, 'typed');
  const example = str(parts, 'example');
  const ship = str(parts, 'ship');
  const number = num(parts, 'number');
  const count = num(parts, 'count');
  const fleet = num(parts, 'fleet');
  const notAfterClass = (t: string): string => (ru ? `${w.q(t)} не стоит после класса корабля` : `${w.q(t)} nie stoi po klasie statku`);
  switch (code) {
    case 'announcement-no-class': {
      // `попал` alone where a salvo is announced by the ships it hit.
      const noHits = str(parts, 'noHits');
      const classExample = str(parts, 'classExample');
      if (noHits === undefined) return undefined;
      const eg = classExample === undefined ? '' : ru ? ` (например, ${w.q(classExample)})` : ` (na przykład ${w.q(classExample)})`;
      return ru
        ? { message: 'в ответе не назван ни один корабль', suggestion: `назовите корабли, в которые попали${eg}, или напишите ${w.q(noHits)}` }
        : { message: 'odpowiedź nie wymienia żadnego statku', suggestion: `wymień trafione statki${eg} albo napisz ${w.q(noHits)}` };
    }
    case 'announcement-number-without-class':
      if (typed === undefined || example === undefined) return undefined;
      if (str(parts, 'kind') === 'no-counts') {
        return {
          message: notAfterClass(typed),
          suggestion: ru ? `напишите один класс, например ${w.q(example)}: число попаданий в этом варианте не объявляют` : `napisz samą klasę, na przykład ${w.q(example)}: ten wariant nie ogłasza liczby trafień`,
        };
      }
      return { message: notAfterClass(typed), suggestion: ru ? `сначала напишите класс, например ${w.q(example)}` : `napisz najpierw klasę, na przykład ${w.q(example)}` };
    case 'announcement-sunk-without-class':
      if (typed === undefined) return undefined;
      if (str(parts, 'kind') === 'no-sunk') {
        return ru
          ? { message: `${notAfterClass(typed)}, а о потоплении в этом варианте не объявляют`, suggestion: 'уберите это слово' }
          : { message: `${notAfterClass(typed)}, a ten wariant nie ogłasza zatopień`, suggestion: 'usuń to słowo' };
      }
      if (example === undefined) return undefined;
      return ru
        ? { message: `${notAfterClass(typed)}: слово о потоплении пишется после класса потопленного корабля`, suggestion: w.writeEg(w.q(example)) }
        : { message: `${notAfterClass(typed)}: słowo o zatopieniu pisze się po klasie zatopionego statku`, suggestion: w.writeEg(w.q(example)) };
    case 'announcement-class-without-result': {
      if (typed === undefined) return undefined;
      // The class before its result word (`миноносец убит`): the two in the right order.
      if (str(parts, 'kind') === 'order') {
        if (example === undefined) return undefined;
        return { message: ru ? `${w.q(typed)}: класс пишется после слова результата` : `${w.q(typed)}: klasa stoi po słowie wyniku`, suggestion: w.write(w.q(example)) };
      }
      const message = ru ? `${w.q(typed)} пишется после слова результата` : `${w.q(typed)} musi stać po słowie wyniku`;
      return example === undefined ? undefined : { message, suggestion: w.writeEg(w.q(example)) };
    }
    case 'announcement-class-ignored': {
      const result = str(parts, 'result');
      if (result === undefined || typed === undefined) return undefined;
      return { message: ru ? `в этом варианте после ${w.q(result)} класс не называют; ${w.q(typed)} пропущено` : `ten wariant nie podaje klasy po ${w.q(result)}; ${w.q(typed)} pominięto` };
    }
    case 'announcement-count-twice': {
      const [first, second] = [str(parts, 'first'), str(parts, 'second')];
      if (ship === undefined || typed === undefined || first === undefined || second === undefined) return undefined;
      const comma = str(parts, 'comma');
      const either = comma !== undefined ? `${w.write(w.q(comma))}: ${ru ? 'число попаданий пишется после класса, а между кораблями — запятая' : 'liczbę trafień pisze się po klasie, a między statkami przecinek'}` : first === second ? w.write(w.q(first)) : ru ? `напишите ${w.q(first)} или ${w.q(second)}, сколько попаданий объявили` : `napisz ${w.q(first)} albo ${w.q(second)}, tyle trafień, ile ogłoszono`;
      return ru
        ? { message: `${w.q(typed)}: два числа попаданий после ${w.q(ship)}, а пишется одно`, suggestion: either }
        : { message: `${w.q(typed)}: dwie liczby trafień po ${w.q(ship)}, a pisze się jedną`, suggestion: either };
    }
    case 'announcement-ship-missing':
      if (ship === undefined) return undefined;
      {
        const example = str(parts, 'example');
        const write = str(parts, 'write');
        const line = write === undefined ? '' : ru ? `, а всю запись выстрела — в кавычках (# после пробела начинает комментарий YAML): ${write}` : `, a cały wpis salwy w cudzysłowie (# po spacji zaczyna komentarz YAML): ${write}`;
        return ru
          ? { message: `какой корабль класса ${w.q(ship)} подбит? В этом варианте о каждом корабле объявляют отдельно`, suggestion: example !== undefined ? `напишите ${w.q(example)}: номер корабля пишется после #${line}` : w.writeEg(w.q(`${ship} #1`)) }
          : { message: `który statek klasy ${w.q(ship)} trafiono? Ten wariant ogłasza każdy statek osobno`, suggestion: example !== undefined ? `napisz ${w.q(example)}: numer statku pisze się po #${line}` : w.writeEg(w.q(`${ship} #1`)) };
      }
    case 'announcement-ship-unknown':
      if (ship === undefined || number === undefined || fleet === undefined) return undefined;
      return ru
        ? { message: `корабля ${w.q(`${ship} #${number}`)} нет: во флоте ${fleet} ${plural('ru', fleet, 'такой корабль', 'таких корабля', 'таких кораблей')}`, suggestion: `номера — от #1 до #${fleet}` }
        : { message: `nie ma statku ${w.q(`${ship} #${number}`)}: flota ma ${fleet} ${plural('pl', fleet, 'taki statek', 'takie statki', 'takich statków')}`, suggestion: `użyj numerów od #1 do #${fleet}` };
    case 'announcement-ship-ignored':
      if (number === undefined) return undefined;
      return { message: ru ? `в этом варианте объявляют по классам; ${w.q(`#${number}`)} пропущено` : `ten wariant ogłasza według klas; ${w.q(`#${number}`)} pominięto` };
    case 'announcement-count':
      if (count === undefined) return undefined;
      return ru ? { message: `число попаданий — ${count}`, suggestion: 'не называйте корабль, в который не попали' } : { message: `liczba trafień to ${count}`, suggestion: 'pomiń statek, którego nie trafiono' };
    case 'announcement-count-ignored':
      if (count === undefined) return undefined;
      return { message: ru ? `в этом варианте не объявляют, сколько раз попали в корабль; ${w.q(typed ?? String(count))} пропущено` : `ten wariant nie ogłasza, ile razy trafiono statek; ${w.q(typed ?? String(count))} pominięto` };
    case 'announcement-sunk-ignored':
      return { message: ru ? 'в этом варианте о потоплении не объявляют; слово пропущено' : 'ten wariant nie ogłasza zatopień; słowo pominięto' };
    case 'announcement-sunk-count': {
      if (example === undefined) return undefined;
      const kind = str(parts, 'kind');
      if (kind === 'none') {
        if (typed === undefined) return undefined;
        return ru
          ? { message: `${w.q(typed)}: если ни один корабль класса не потоплен, слово о потоплении не пишут`, suggestion: w.write(w.q(example)) }
          : { message: `${w.q(typed)}: gdy nie zatopiono żadnego statku klasy, nie pisze się słowa o zatopieniu`, suggestion: w.write(w.q(example)) };
      }
      const sunk = num(parts, 'sunk');
      if (sunk === undefined) return undefined;
      const suggestion = parts.atMost === true ? (ru ? `напишите не больше ${w.q(example)}` : `napisz najwyżej ${w.q(example)}`) : w.write(w.q(example));
      const hits = num(parts, 'hits');
      const lead = ru ? `потоплено кораблей: ${sunk}` : `zatopionych statków: ${sunk}`;
      if (kind === 'once') return { message: ru ? `${lead}, но корабль тонет лишь однажды` : `${lead}, ale statek tonie tylko raz`, suggestion };
      if (kind === 'hits' && hits !== undefined) {
        return ru
          ? { message: `${lead}, но ${hits} ${plural('ru', hits, 'попадание', 'попадания', 'попаданий')} ${hits === 1 ? 'топит не больше одного' : `топят не больше ${hits}`}`, suggestion }
          : { message: `${lead}, ale ${hits} ${plural('pl', hits, 'trafienie', 'trafienia', 'trafień')} ${hits === 1 ? 'zatapia najwyżej jeden' : `zatapiają najwyżej ${hits}`}`, suggestion };
      }
      if (kind === 'class' && ship !== undefined && fleet !== undefined) {
        return ru
          ? { message: `потоплено кораблей класса ${w.q(ship)}: ${sunk}, но во флоте их ${fleet}`, suggestion }
          : { message: `zatopionych statków klasy ${w.q(ship)}: ${sunk}, ale flota ma ich ${fleet}`, suggestion };
      }
      return undefined;
    }
    default:
      return undefined;
  }
}

/** The hint for a record without a `sides:` header (parse-salvo.ts: `headerlessSides`). */
function headerlessWords(lang: Lang, parts: DiagnosticParts): string | undefined {
  const ru = lang === 'ru';
  const w = ru ? RU : PL;
  const [variant, a, b, first] = [str(parts, 'variant'), str(parts, 'a'), str(parts, 'b'), str(parts, 'first')];
  if (variant === undefined || a === undefined || b === undefined || first === undefined) return undefined;
  const called = [
    [a, str(parts, 'calledA')],
    [b, str(parts, 'calledB')],
  ].flatMap(([id, name]) => (name !== undefined ? [`${name} — ${id!}`] : []));
  const n0 = str(parts, 'fired0') ?? (ru ? '<сторона>' : '<strona>');
  const n1 = str(parts, 'fired1') ?? (ru ? '<другая сторона>' : '<druga strona>');
  const [p0, p1] = first === a ? [n0, n1] : [n1, n0];
  const player = ru ? '<игрок>' : '<gracz>';
  const header = `sides: { ${p0}: ${player}, ${p1}: ${player} }`;
  return ru
    ? `без заголовка ${w.q('sides:')} стороны — ${a} и ${b} варианта ${variant}${called.length > 0 ? `; их названия: ${called.join(', ')}` : ''}; первой стреляет ${first}: пишите - ${a}: … и - ${b}: …, или назовите свои стороны в заголовке в начале файла, сначала ${a}: ${header}`
    : `bez nagłówka ${w.q('sides:')} strony to ${a} i ${b} wariantu ${variant}${called.length > 0 ? `; ich nazwy: ${called.join(', ')}` : ''}; pierwsza strzela ${first}: pisz - ${a}: … i - ${b}: …, albo nazwij swoje strony w nagłówku na początku pliku, najpierw ${a}: ${header}`;
}

/** A line's salvo in Russian or Polish, in the cases the record's problems say it; `one`: "one salvo". */
interface ShotNoun {
  readonly nom: string;
  readonly gen: string;
  readonly dat: string;
  readonly acc: string;
  readonly one: string;
}

/** The salvo (залп, salwa), or in a game of single shots the shot (выстрел, strzał). */
function shotNoun(ru: boolean, single: boolean): ShotNoun {
  if (ru) return single ? { nom: 'выстрел', gen: 'выстрела', dat: 'выстрелу', acc: 'выстрел', one: 'один выстрел' } : { nom: 'залп', gen: 'залпа', dat: 'залпу', acc: 'залп', one: 'один залп' };
  return single ? { nom: 'strzał', gen: 'strzału', dat: 'strzałowi', acc: 'strzał', one: 'jeden strzał' } : { nom: 'salwa', gen: 'salwy', dat: 'salwie', acc: 'salwę', one: 'jedna salwa' };
}

/** The problems of the record's header, sides, keys and salvo lines (parse.ts, parse-salvo.ts). */
function recordWords(lang: Lang, code: string, parts: DiagnosticParts): SaidWords | undefined {
  const ru = lang === 'ru';
  const w = ru ? RU : PL;
  const kind = str(parts, 'kind');
  // In a game of single shots (a `single` part) a line's salvo is a shot: выстрел, strzał.
  const n = shotNoun(ru, parts.single === true);
  switch (code) {
    case 'unknown-side': {
      const name = str(parts, 'name');
      const sides = list(parts, 'sides');
      if (name === undefined || sides === undefined || sides.length !== 2) return undefined;
      const guess = str(parts, 'guess');
      // A fleets: key naming no side, beside the one side whose fleet is not given (`second:`).
      const fleetLeft = str(parts, 'fleetLeft');
      const hint = parts.hint === 'headerless' ? headerlessWords(lang, parts) : undefined;
      if (parts.hint === 'headerless' && hint === undefined) return undefined;
      // Under fleets: the fleet under the name is not read; the key to write, where a slip of a side's.
      if (kind === 'fleet') {
        return {
          message: ru ? `${w.q(name)} — не сторона этой партии; флот под этим именем не читается` : `${w.q(name)} nie jest stroną tej gry; flota pod tą nazwą nie jest odczytywana`,
          suggestion:
            hint ??
            (guess !== undefined
              ? `${w.maybe(guess)} ${ru ? `Если так, напишите ${guess}: вместо ${name}:` : `Jeśli tak, napisz ${guess}: zamiast ${name}:`}`
              : `${w.sides(sides[0]!, sides[1]!)}${fleetLeft === undefined ? '' : ru ? `; флота стороны ${w.q(fleetLeft)} в записи нет: если это он, напишите ${fleetLeft}: вместо ${name}:` : `; floty strony ${w.q(fleetLeft)} w zapisie nie ma: jeśli to ona, napisz ${fleetLeft}: zamiast ${name}:`}`),
        };
      }
      return {
        message: ru
          ? `${w.q(name)} — не сторона этой партии; строка остаётся в файле, но не засчитывается ни одной из сторон и не проверяется`
          : `${w.q(name)} nie jest stroną tej gry; wiersz zostaje w pliku, ale nie jest przypisany żadnej ze stron ani sprawdzany`,
        suggestion: hint ?? (guess !== undefined ? cellLine(lang, w.maybe(guess), parts) : w.sides(sides[0]!, sides[1]!)),
      };
    }
    case 'sides-header-missing': {
      const [first, second, a, b] = [str(parts, 'first'), str(parts, 'second'), str(parts, 'a'), str(parts, 'b')];
      if (first === undefined || second === undefined || a === undefined || b === undefined) return undefined;
      const [ca, cb] = [str(parts, 'calledA'), str(parts, 'calledB')];
      const [sa, sb] = [`${a}${ca !== undefined ? ` (${ca})` : ''}`, `${b}${cb !== undefined ? ` (${cb})` : ''}`];
      return ru
        ? { message: `нет заголовка «sides:»: ${w.q(first)} прочитано как сторона ${sa}, ${w.q(second)} — как сторона ${sb}`, suggestion: `впишите заголовок в начало файла: sides: { ${first}: <игрок>, ${second}: <игрок> }` }
        : { message: `brak nagłówka „sides:”: ${w.q(first)} odczytano jako stronę ${sa}, ${w.q(second)} jako stronę ${sb}`, suggestion: `wpisz nagłówek na początku pliku: sides: { ${first}: <gracz>, ${second}: <gracz> }` };
    }
    case 'unknown-key': {
      const key = str(parts, 'key');
      if (key === undefined) return undefined;
      if (kind === 'side') return ru ? { message: `${w.q(key)} — не ключ стороны`, suggestion: 'у стороны есть только player' } : { message: `${w.q(key)} nie jest kluczem strony`, suggestion: 'strona ma tylko player' };
      const keys = list(parts, 'keys');
      if (keys === undefined) return undefined;
      const guess = str(parts, 'guess');
      const [meant, written] = [str(parts, 'meant'), str(parts, 'written')];
      if (meant !== undefined && written !== undefined) {
        return { message: ru ? `${w.q(key)} — не ключ ${n.gen}: ключ — ${meant}` : `${w.q(key)} nie jest kluczem ${n.gen}: kluczem jest ${meant}`, suggestion: w.write(written) };
      }
      const of = kind === 'record' ? (ru ? 'записи' : 'zapisu') : n.gen;
      const known =
        kind === 'beside-side'
          ? ru
            ? `рядом со стороной у ${n.gen} могут быть ${keys.join(', ')}`
            : `obok strony ${n.nom} może mieć ${keys.join(', ')}`
          : ru
            ? `ключи — ${keys.join(', ')}`
            : `klucze to ${keys.join(', ')}`;
      return { message: ru ? `${w.q(key)} — не ключ ${of}` : `${w.q(key)} nie jest kluczem ${of}`, suggestion: guess !== undefined ? w.maybe(guess) : known };
    }
    case 'record-language': {
      const language = str(parts, 'language');
      const languages = list(parts, 'languages');
      if (language === undefined || languages === undefined) return undefined;
      return ru
        ? { message: `у варианта нет языка ${w.q(language)}`, suggestion: `укажите один из: ${languages.join(', ')}` }
        : { message: `wariant nie ma języka ${w.q(language)}`, suggestion: `podaj jeden z: ${languages.join(', ')}` };
    }
    case 'record-sides': {
      if (kind === 'two') {
        const [a, b] = [str(parts, 'a'), str(parts, 'b')];
        if (a === undefined || b === undefined) return undefined;
        return ru
          ? { message: 'sides называет две стороны и их игроков', suggestion: w.writeEg(w.q(`sides: { ${a}: Петя, ${b}: Вася }`)) }
          : { message: 'sides podaje dwie strony i ich graczy', suggestion: w.writeEg(w.q(`sides: { ${a}: Ala, ${b}: Tomek }`)) };
      }
      const id = str(parts, 'id');
      if (id === undefined) return undefined;
      if (kind === 'twice') {
        const [a, b] = [str(parts, 'a'), str(parts, 'b')];
        if (a === undefined || b === undefined) return undefined;
        return ru
          ? { message: `sides называет ${w.q(id)} дважды`, suggestion: `назовите и другую сторону, например ${w.q(`sides: [${a}, ${b}]`)}` }
          : { message: `sides podaje ${w.q(id)} dwa razy`, suggestion: `podaj też drugą stronę, na przykład ${w.q(`sides: [${a}, ${b}]`)}` };
      }
      if (kind === 'id') {
        return ru
          ? { message: `${w.q(id)} не может быть названием стороны`, suggestion: 'используйте буквы, цифры, - или _, но не side, cells, result, note, forced и together' }
          : { message: `${w.q(id)} nie może być nazwą strony`, suggestion: 'użyj liter, cyfr, - lub _, ale nie side, cells, result, note, forced ani together' };
      }
      if (kind === 'player') return { message: ru ? `${id}: напишите имя игрока` : `${id}: wpisz imię gracza` };
      return undefined;
    }
    case 'record-type': {
      const start = ru ? `начните файл строкой ${w.q('variant: <шаблон или файл>')}` : `zacznij plik od ${w.q('variant: <szablon lub plik>')}`;
      switch (kind) {
        case 'empty':
          return { message: ru ? 'запись пуста' : 'zapis jest pusty', suggestion: start };
        case 'not-a-mapping':
          return { message: ru ? 'запись партии — это словарь с ключами variant, sides, fleets и salvos' : 'zapis gry to mapa z kluczami variant, sides, fleets i salvos', suggestion: start };
        case 'text': {
          const key = str(parts, 'key');
          if (key === undefined) return undefined;
          const line = str(parts, 'line');
          const placeholder = key === 'variant' ? (ru ? '<шаблон или файл>' : '<szablon lub plik>') : key === 'date' ? (ru ? 'ГГГГ-ММ-ДД' : 'RRRR-MM-DD') : ru ? '<текст>' : '<tekst>';
          const suggestion = line !== undefined && parts.sure === true ? w.write(w.q(line)) : w.writeEg(w.q(line ?? `${key}: ${placeholder}`));
          return { message: ru ? `${key} должен быть текстом` : `${key} musi być tekstem`, suggestion };
        }
        case 'fleets': {
          const side = str(parts, 'side');
          if (side === undefined) return undefined;
          return ru
            ? { message: 'fleets — это словарь: сторона и расстановка её флота', suggestion: w.writeEg(w.q(`fleets:\\n  ${side}:\\n    <класс>: <клетки>`)) }
            : { message: 'fleets to mapa: strona i ustawienie jej floty', suggestion: w.writeEg(w.q(`fleets:\\n  ${side}:\\n    <klasa>: <pola>`)) };
        }
        case 'salvos': {
          const glued = str(parts, 'glued');
          const example = str(parts, 'example');
          const message = ru ? `salvos — это список, по ${n.dat} в строке` : `salvos to lista, ${n.one} w wierszu`;
          if (glued !== undefined) {
            return {
              message,
              suggestion: ru ? `напишите ${w.q(`- ${glued}:`)}: после ${w.q('-')} элемента списка ставится пробел` : `napisz ${w.q(`- ${glued}:`)}: po ${w.q('-')} elementu listy stoi spacja`,
            };
          }
          return example === undefined ? undefined : { message, suggestion: w.writeEg(w.q(`salvos:\\n  ${example}`)) };
        }
        default:
          return undefined;
      }
    }
    case 'record-variant-missing': {
      const near = str(parts, 'near');
      return ru
        ? {
            message: 'в записи не сказано, в какой вариант играли',
            suggestion: near !== undefined ? `может быть, variant? напишите ${w.q('variant:')} вместо ${w.q(`${near}:`)}` : `добавьте в начало ${w.q('variant: <id шаблона или файл варианта>')} (шаблоны перечисляет 'salvo variants')`,
          }
        : {
            message: 'zapis nie mówi, w jaki wariant grano',
            suggestion: near !== undefined ? `czy chodziło o variant? napisz ${w.q('variant:')} zamiast ${w.q(`${near}:`)}` : `dodaj na początku ${w.q('variant: <id szablonu lub plik wariantu>')} (szablony wymienia 'salvo variants')`,
          };
    }
    case 'unknown-variant': {
      const ref = str(parts, 'ref');
      if (ref === undefined) return undefined;
      if (kind === 'no-file') {
        const looked = str(parts, 'looked');
        if (looked === undefined) return undefined;
        // A file taken for a folder on the way (`variant: notes.txt/v.yaml`).
        const under = str(parts, 'under');
        const head = under === undefined ? '' : ru ? `${under} — файл, а не папка: ` : `${under} to plik, a nie folder: `;
        return ru
          ? { message: `${head}нет файла варианта ${w.q(ref)} (искали ${looked}; путь отсчитывается от папки записи)`, suggestion: "исправьте путь или назовите шаблон (их перечисляет 'salvo variants')" }
          : { message: `${head}nie ma pliku wariantu ${w.q(ref)} (szukano ${looked}; ścieżka jest względna wobec folderu zapisu)`, suggestion: "popraw ścieżkę albo podaj szablon (wymienia je 'salvo variants')" };
      }
      const templates = list(parts, 'templates');
      if (kind !== 'neither' || templates === undefined) return undefined;
      // A template's name typed for its id (`count "морской бой"`): the id to write.
      const named = str(parts, 'named');
      if (named !== undefined) {
        return ru
          ? { message: `${w.q(ref)} — название шаблона ${named}, а не его id`, suggestion: `напишите его id: ${named}` }
          : { message: `${w.q(ref)} to nazwa szablonu ${named}, a nie jego id`, suggestion: `napisz jego id: ${named}` };
      }
      const file = str(parts, 'withExtension');
      const guesses = list(parts, 'guesses');
      const guess = guesses !== undefined ? w.or(guesses) : str(parts, 'guess');
      const suggestion =
        file !== undefined
          ? `${w.maybe(ru ? `файл ${file}` : `plik ${file}`)} ${ru ? 'Называйте файл варианта с расширением' : 'Podaj plik wariantu z rozszerzeniem'}`
          : guess !== undefined
            ? `${w.maybe(guess)} ${ru ? "Шаблоны перечисляет 'salvo variants'" : "Szablony wymienia 'salvo variants'"}`
            : `${ru ? 'шаблоны' : 'szablony'}: ${templates.join(', ')}; ${ru ? "их перечисляет 'salvo variants'" : "wymienia je 'salvo variants'"}`;
      return { message: ru ? `${w.q(ref)} — не встроенный шаблон и не файл` : `${w.q(ref)} nie jest ani wbudowanym szablonem, ani plikiem`, suggestion };
    }
    case 'salvo-form': {
      const example = str(parts, 'example');
      if (example === undefined) return undefined;
      const suggestion = w.writeEg(w.q(example));
      if (kind === 'not-a-salvo') return { message: ru ? `${n.nom} пишется так: ${w.q('сторона: клетки -> ответ')}` : `${n.acc} zapisuje się tak: ${w.q('strona: pola -> odpowiedź')}`, suggestion };
      const lines = list(parts, 'lines');
      const sideFirst = lines === undefined ? suggestion : `${ru ? 'напишите перед клетками сторону, которая стреляла' : 'napisz przed polami stronę, która strzelała'}: ${w.or(lines.map((l) => w.q(l)))}`;
      // The line the turn order gives, where it gives one (the referee's), the other side's after it.
      const [turnLine, otherLine, turnSide, other] = [str(parts, 'turnLine'), str(parts, 'otherLine'), str(parts, ru ? 'turnSideRu' : 'turnSidePl'), str(parts, ru ? 'otherSideRu' : 'otherSidePl')];
      if (kind === 'no-side' && turnLine !== undefined && otherLine !== undefined && turnSide !== undefined && other !== undefined) {
        return {
          message: ru ? 'в строке не названа сторона' : 'wiersz nie podaje strony',
          suggestion: ru ? `по очерёдности ходов это ${n.nom} стороны ${turnSide}: напишите ${w.q(turnLine)}; если стреляла сторона ${other} — ${w.q(otherLine)}` : `według kolejności ruchów to ${n.nom} strony ${turnSide}: napisz ${w.q(turnLine)}; jeśli strzelała strona ${other} — ${w.q(otherLine)}`,
        };
      }
      if (kind === 'no-side') return { message: ru ? 'в строке не названа сторона' : 'wiersz nie podaje strony', suggestion: sideFirst };
      const names = list(parts, 'names');
      if (kind === 'several' && names !== undefined) return { message: ru ? `по одному ${n.dat} в элементе списка: здесь записаны ${names.join(', ')}` : `${n.one} na element listy: tu zapisano ${names.join(', ')}`, suggestion };
      return undefined;
    }
    case 'salvo-side': {
      const sides = list(parts, 'sides');
      if (sides === undefined || sides.length !== 2) return undefined;
      return { message: ru ? 'какая сторона стреляла?' : 'która strona strzelała?', suggestion: w.sides(sides[0]!, sides[1]!) };
    }
    case 'salvo-cells': {
      const example = str(parts, 'example');
      if (example === undefined) return undefined;
      return { message: ru ? `клетки пишутся текстом, например ${w.q(example)}` : `pola zapisuje się tekstem, na przykład ${w.q(example)}` };
    }
    case 'salvo-note':
      return { message: ru ? 'note — это текст' : 'note to tekst' };
    case 'salvo-forced':
    case 'salvo-together': {
      const key = code === 'salvo-forced' ? 'forced' : 'together';
      const [yesNo, unquoted] = [str(parts, 'yesNo'), str(parts, 'unquoted')];
      const quotes = unquoted === undefined ? undefined : ru ? `напишите ${unquoted} без кавычек: в кавычках YAML читает это как текст` : `napisz ${unquoted} bez cudzysłowu: w cudzysłowie YAML czyta to jako tekst`;
      const suggestion = quotes ?? (yesNo !== undefined ? yesNoAdvice(yesNo, lang) : undefined);
      return { message: ru ? `${key} — это true или false` : `${key} to true albo false`, ...(suggestion !== undefined ? { suggestion } : {}) };
    }
    case 'salvo-no-cells': {
      // `salvo record game.yaml red ''`: no cells typed, and the command to type instead.
      const command = str(parts, 'command');
      if (command !== undefined) {
        return ru
          ? { message: 'не названо ни одной клетки', suggestion: `назовите клетки, по которым стреляли, например ${command}` }
          : { message: 'nie podano żadnego pola', suggestion: `podaj pola, w które strzelano, na przykład ${command}` };
      }
      const [id, key, example] = [str(parts, 'side'), str(parts, 'key'), str(parts, 'example')];
      if (id === undefined || key === undefined || example === undefined) return undefined;
      const side = str(parts, ru ? 'sideRu' : 'sidePl') ?? id;
      const result = str(parts, 'result');
      const said = result !== undefined ? ` -> ${result}` : parts.placeholder === true ? (ru ? ' -> <ответ>' : ' -> <odpowiedź>') : '';
      return ru
        ? {
            message: `в строке стороны ${w.q(side)} не названо ни одной клетки: по каким клеткам стреляли, неизвестно, поэтому ни клетки, ни число выстрелов не проверяются`,
            suggestion: `впишите клетки после ${w.q(`${key}:`)}, например ${example}${said}; или удалите строку, если выстрелов не было`,
          }
        : {
            message: `wiersz strony ${w.q(side)} nie podaje żadnego pola: nie wiadomo, w które pola strzelano, więc ani pola, ani liczba strzałów nie są sprawdzane`,
            suggestion: `wpisz pola po ${w.q(`${key}:`)}, na przykład ${example}${said}; albo usuń wiersz, jeśli nie strzelano`,
          };
    }
    case 'salvo-result-as-cells': {
      // `salvo record … A6 мимо` without --result: the words after the cells are the announcement.
      const [result, command, whole] = [str(parts, 'result'), str(parts, 'command'), str(parts, 'whole')];
      if (result === undefined || command === undefined) return undefined;
      // `--result попал в трёхклеточный` unquoted: the words after the first cut off by the shell.
      if (parts['cut'] === true && whole !== undefined) {
        return ru
          ? { message: `${w.q(result)} — продолжение ответа ${w.q(whole)}, разрезанного оболочкой по пробелам`, suggestion: `возьмите ответ в кавычки: ${command}` }
          : { message: `${w.q(result)} to dalszy ciąg odpowiedzi ${w.q(whole)}, pociętej przez powłokę na spacjach`, suggestion: `ujmij odpowiedź w cudzysłów: ${command}` };
      }
      return ru
        ? { message: `${w.q(result)} — это ответ, а не клетки`, suggestion: `дайте его с --result: ${command}` }
        : { message: `${w.q(result)} to wynik, a nie pola`, suggestion: `podaj go z --result: ${command}` };
    }
    case 'salvo-result-empty': {
      // `salvo record … 'Б2 ->'`: the arrow typed, the result not; the two commands to type instead.
      const command = str(parts, 'command');
      if (command === undefined) return undefined;
      return ru
        ? { message: `после ${w.q('->')} ничего нет: ответ не дан`, suggestion: `дайте его с --result: ${command} --result "<ответ>"; или запишите клетки без него, ответ — потом: ${command}` }
        : { message: `po ${w.q('->')} nic nie ma: nie podano odpowiedzi`, suggestion: `podaj ją z --result: ${command} --result "<odpowiedź>"; albo zapisz pola bez niej, odpowiedź później: ${command}` };
    }
    case 'salvo-arrow-missing': {
      const [result, written] = [str(parts, 'result'), str(parts, 'written')];
      if (result === undefined || written === undefined) return undefined;
      return ru
        ? { message: `${w.q(result)} прочитано как ответ: перед ним нет ${w.q('->')}`, suggestion: w.write(written) }
        : { message: `${w.q(result)} odczytano jako odpowiedź: nie ma przed nim ${w.q('->')}`, suggestion: w.write(written) };
    }
    case 'salvo-colon-missing': {
      const [side, rest] = [str(parts, 'side'), str(parts, 'rest')];
      if (side === undefined || rest === undefined) return undefined;
      // The side as the language calls it in the sentence; the line to write keeps the record's key.
      const said = str(parts, ru ? 'sideRu' : 'sidePl') ?? side;
      return ru
        ? { message: `прочитано как ${n.acc} стороны ${w.q(said)}: после стороны ставится ${w.q(': ')}`, suggestion: w.write(`- ${side}: ${rest}`) }
        : { message: `odczytano jako ${n.acc} strony ${w.q(said)}: po stronie stoi ${w.q(': ')}`, suggestion: w.write(`- ${side}: ${rest}`) };
    }
    case 'salvo-result-next-line': {
      const [line, next, joined] = [num(parts, 'line'), num(parts, 'next'), str(parts, 'joined')];
      if (line === undefined || next === undefined || joined === undefined) return undefined;
      return ru
        ? { message: `ответ в строке ${next} прочитан как ответ на ${n.acc} в строке ${line}: ответ пишется в строке ${n.gen}`, suggestion: `перенесите его в строку ${line}: ${joined}` }
        : { message: `odpowiedź w wierszu ${next} odczytano jako odpowiedź na ${n.acc} z wiersza ${line}: odpowiedź pisze się w wierszu ${n.gen}`, suggestion: `przenieś ją do wiersza ${line}: ${joined}` };
    }
    case 'salvo-result-item': {
      const [result, line, next, last, joined] = [str(parts, 'result'), num(parts, 'line'), num(parts, 'next'), num(parts, 'last'), str(parts, 'joined')];
      if (result === undefined || line === undefined || next === undefined || last === undefined || joined === undefined) return undefined;
      const gone = last === next ? (ru ? `строку ${next}` : `wiersz ${next}`) : ru ? `строки ${next}–${last}` : `wiersze ${next}–${last}`;
      return ru
        ? { message: `ответ ${w.q(result)} записан под строкой ${line} отдельным ключом или элементом списка: ответ пишется в той же строке, что и клетки, после ${w.q('->')}`, suggestion: `запишите строку ${line} так: ${joined}, а ${gone} уберите` }
        : { message: `odpowiedź ${w.q(result)} zapisano pod wierszem ${line} jako osobny klucz lub element listy: odpowiedź pisze się w tym samym wierszu co pola, po ${w.q('->')}`, suggestion: `zapisz wiersz ${line} tak: ${joined}, a ${gone} usuń` };
    }
    case 'salvo-comment': {
      const [comment, write] = [str(parts, 'comment'), str(parts, 'write')];
      if (comment === undefined || write === undefined) return undefined;
      if (kind === 'ship') {
        return ru
          ? { message: `${w.q(comment)} здесь — комментарий YAML: номер корабля после ответа не прочитан`, suggestion: `возьмите ${n.acc} в кавычки: ${write}` }
          : { message: `${w.q(comment)} jest tu komentarzem YAML: numer statku po odpowiedzi nie został odczytany`, suggestion: `ujmij ${n.acc} w cudzysłów: ${write}` };
      }
      if (kind !== 'by-class') return undefined;
      return ru
        ? { message: `${w.q(comment)} здесь — комментарий YAML: то, что идёт после ответа, не прочитано`, suggestion: `уберите номер корабля (в этом варианте объявляют по классам): ${write}` }
        : { message: `${w.q(comment)} jest tu komentarzem YAML: to, co stoi po odpowiedzi, nie zostało odczytane`, suggestion: `pomiń numer statku (ten wariant ogłasza według klas): ${write}` };
    }
    case 'record-second-game': {
      const [file, line, from, to] = [str(parts, 'file'), num(parts, 'line'), num(parts, 'from'), num(parts, 'to')];
      if (file === undefined || line === undefined || from === undefined || to === undefined) return undefined;
      return ru
        ? {
            message: `здесь начинается вторая партия (её «variant:» в строке ${line}), дописанная после первой, как её дописывает 'salvo new … >> ${shellWord(file)}': в записи одна партия`,
            suggestion: `перенесите строки ${from}–${to} в отдельную запись или удалите их; 'salvo new <вариант> -o <новый файл>' начинает партию в новом файле`,
          }
        : {
            message: `tu zaczyna się druga gra (jej „variant:” w wierszu ${line}), dopisana po pierwszej, tak jak dopisuje ją 'salvo new … >> ${shellWord(file)}': zapis zawiera jedną grę`,
            suggestion: `przenieś wiersze ${from}–${to} do osobnego zapisu albo je usuń; 'salvo new <wariant> -o <nowy plik>' zaczyna grę w nowym pliku`,
          };
    }
    case 'salvo-together-ignored':
      return ru
        ? { message: `в этом варианте каждая строка — ${n.one}; ${w.q('together')} пропущено`, suggestion: 'уберите его' }
        : { message: `w tym wariancie każdy wiersz to ${n.one}; ${w.q('together')} pominięto`, suggestion: 'usuń je' };
    case 'salvo-numbered': {
      const [name, key, number, salvo] = [str(parts, 'name'), str(parts, 'side'), parts.number, parts.salvo];
      if (name === undefined || key === undefined || typeof number !== 'number' || typeof salvo !== 'number') return undefined;
      // The side as the language calls it in the sentence; the line to write keeps the record's key.
      const side = str(parts, ru ? 'sideRu' : 'sidePl') ?? key;
      // The side's own count of its salvos (`own`), where the number written is that, or neither.
      const own = typeof parts.own === 'number' ? parts.own : undefined;
      const which =
        number === salvo
          ? ru
            ? `это ${n.nom} ${salvo}`
            : `to ${n.nom} ${salvo}`
          : own === number
            ? ru
              ? `это ${n.nom} ${salvo}; ${number} — номер по счёту стороны ${w.q(side)}, её ${n.nom} ${own}`
              : `to ${n.nom} ${salvo}; ${number} to numer według liczenia strony ${w.q(side)}, jej ${n.nom} ${own}`
            : own !== undefined && own !== salvo
              ? ru
                ? `это ${n.nom} ${salvo}, ${n.nom} ${own} стороны ${w.q(side)}, а не ${number}`
                : `to ${n.nom} ${salvo}, ${n.nom} ${own} strony ${w.q(side)}, a nie ${number}`
              : ru
                ? `это ${n.nom} ${salvo}, а не ${number}`
                : `to ${n.nom} ${salvo}, a nie ${number}`;
      return ru
        ? { message: `${w.q(name)} прочитано как ${n.acc} стороны ${w.q(side)}: номер ${n.gen} не пишется, его даёт место в списке (${which})`, suggestion: w.write(str(parts, 'written') ?? `- ${key}: …`) }
        : { message: `${w.q(name)} odczytano jako ${n.acc} strony ${w.q(side)}: numeru ${n.gen} się nie pisze, nadaje go miejsce na liście (${which})`, suggestion: w.write(str(parts, 'written') ?? `- ${key}: …`) };
    }
    case 'salvo-side-player':
    case 'fleet-side-player': {
      const [name, side] = [str(parts, 'name'), str(parts, 'side')];
      if (name === undefined || side === undefined) return undefined;
      const fleet = code === 'fleet-side-player';
      // The side as the language calls it in the sentence; the key to write keeps the record's.
      const said = str(parts, ru ? 'sideRu' : 'sidePl') ?? side;
      return ru
        ? { message: `${w.q(name)} — игрок стороны ${w.q(said)}: прочитано как ${fleet ? 'флот' : n.acc} стороны ${w.q(said)}`, suggestion: fleet ? `напишите ${side}: вместо ${name}:` : w.write(str(parts, 'written') ?? `- ${side}: …`) }
        : { message: `${w.q(name)} to gracz strony ${w.q(said)}: odczytano jako ${fleet ? 'flotę' : n.acc} strony ${w.q(said)}`, suggestion: fleet ? `napisz ${side}: zamiast ${name}:` : w.write(str(parts, 'written') ?? `- ${side}: …`) };
    }
    default:
      return undefined;
  }
}

/**
 * A reading problem's message and what to do in `lang` (`ru`, `pl-PL`, …), said from its code and
 * parts; undefined for English (the diagnostic's own words), and where the problem has no parts
 * or the language has no words for its code: then it is said whole in English.
 */
export function readingSaid(d: Pick<Diagnostic, 'code' | 'parts'>, lang: string): SaidWords | undefined {
  const s = spoken(lang);
  if (s === 'en' || d.parts === undefined) return undefined;
  // A record's fleets (a class, a ship, a ship's cell): said as fleet check says it, the ship
  // before it, the classes by the names the record reader put in the parts (layout-read-text.ts).
  const naming = namingOfParts(d.parts, s);
  const fleet = naming === undefined ? undefined : layoutReadSaid(s, d, naming, readingSaid);
  if (fleet !== undefined || d.parts.shipClass !== undefined) return fleet;
  // What keeps the file from being read at all: not there, not UTF-8, too large, its YAML.
  if (FILE_CODES.has(d.code)) return fileSaid(d.code, d.parts, s);
  if (d.code.startsWith('cell-')) return cellWords(s, d.code, d.parts);
  if (d.code.startsWith('announcement-')) return announcementWords(s, d.code, d.parts);
  // Else a problem of the variant file the command loaded (its labels, its fleet), as variant check says it.
  return recordWords(s, d.code, d.parts) ?? variantSaid(d.code, d.parts, s);
}

/**
 * The diagnostic said in `lang` (its place, code and severity as they are, its parts left out);
 * undefined where `readingSaid` has no words for it.
 */
export function readingDiagnostic(d: Diagnostic, lang: string): Diagnostic | undefined {
  const words = readingSaid(d, lang);
  return words === undefined ? undefined : saidDiagnostic(d, words);
}
