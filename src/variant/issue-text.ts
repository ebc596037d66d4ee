/**
 * The common schema errors of a variant file said in Russian and Polish (`variant check --lang`):
 * a required key missing, a value of the wrong type, an unknown key (with its guess, or where it
 * belongs), a number or list out of range, a value its field refuses with the field's own advice
 * (./spec-schema.ts's `said`), a word not among a setting's choices. Each is said anew from its
 * code and parts, given where the English is made (./issues.ts); an error with no parts has no
 * words here and is said whole in English. English stays as it is, byte for byte.
 *
 * @example
 *   issueSaid('missing-key', { kind: 'missing', where: 'board.rows', key: 'rows', expectedRu: 'целое число', expectedPl: 'liczba całkowita' }, 'ru')
 *   // { message: 'board.rows: обязательный ключ отсутствует', suggestion: 'добавьте rows: (целое число)' }
 */
import { listPart, numberPart, textPart, type DiagnosticParts } from '../core/diagnostics.js';
import { quoted, spoken } from '../core/language.js';
import { plural } from '../core/plural.js';
import { nativeYesNoAdvice, yesNoAdvice } from '../core/yes-no.js';
import type { FileWords } from './file-text.js';

/** How a kind of value is named in an expectation (`expected a number`), by schema type. */
export interface ExpectedWords {
  readonly types: Readonly<Record<string, string>>;
  /** A mapping chosen by its tag: `a mapping with kind: guns, constant`. */
  mappingWith(tag: string, values: readonly string[]): string;
  /** One of an enum's values. */
  oneOf(values: readonly string[]): string;
  /** Between alternatives. */
  readonly or: string;
  /** Where the schema says nothing of the value. */
  readonly any: string;
}

export const EXPECTED_EN: ExpectedWords = {
  types: { string: 'a text', number: 'a number', int: 'a whole number', boolean: 'true or false', array: 'a list', object: 'a mapping', record: 'a mapping', tuple: 'a list', null: 'null' },
  mappingWith: (tag, values) => `a mapping with ${tag}: ${values.join(', ')}`,
  oneOf: (values) => `one of ${values.join(', ')}`,
  or: ' or ',
  any: 'a value',
};

export const EXPECTED_RU: ExpectedWords = {
  types: { string: 'текст', number: 'число', int: 'целое число', boolean: 'true или false', array: 'список', object: 'словарь', record: 'словарь', tuple: 'список', null: 'null' },
  mappingWith: (tag, values) => `словарь с ${tag}: ${values.join(', ')}`,
  oneOf: (values) => `одно из: ${values.join(', ')}`,
  or: ' или ',
  any: 'значение',
};

export const EXPECTED_PL: ExpectedWords = {
  types: { string: 'tekst', number: 'liczba', int: 'liczba całkowita', boolean: 'true albo false', array: 'lista', object: 'słownik', record: 'słownik', tuple: 'lista', null: 'null' },
  mappingWith: (tag, values) => `słownik z ${tag}: ${values.join(', ')}`,
  oneOf: (values) => `jedna z wartości: ${values.join(', ')}`,
  or: ' albo ',
  any: 'wartość',
};

/** The codes said here, by their parts' kind (`missing`, `wrong-type`, `unknown`, `elsewhere`, `range`). */
export const ISSUE_CODES: ReadonlySet<string> = new Set(['missing-key', 'wrong-type', 'unknown-key', 'out-of-range']);

/**
 * The kinds said under any code, a field's own (`board-size`, `text-length`, …): a value its
 * field refuses, with the field's advice (`field`, and `wrong-type` and `range` with `hintRu`,
 * `hintPl`); a text too long or short (`length`); a list written with spaces (`spaced`); a word
 * not among the choices (`choice`, with its guess).
 */
const FIELD_KINDS: ReadonlySet<string> = new Set(['field', 'wrong-type', 'range', 'length', 'spaced', 'choice']);

type Lang = 'ru' | 'pl';

/** A value found where another was expected (`showValue`'s parts: `found`, `foundKind`, `count`). */
export function foundSaid(lang: Lang, parts: DiagnosticParts): string | undefined {
  const ru = lang === 'ru';
  const text = textPart(parts, 'found');
  const count = numberPart(parts, 'count');
  switch (textPart(parts, 'foundKind')) {
    case 'value':
      return text;
    case 'text':
      return text === undefined ? undefined : quoted(lang, text);
    case 'nothing':
      return ru ? 'ничего' : 'nic';
    case 'null':
      return ru ? 'null (пусто)' : 'null (pusto)';
    case 'list':
      if (count === undefined) return undefined;
      return ru ? `список из ${count} ${plural('ru', count, 'элемента', 'элементов', 'элементов')}` : `lista (elementów: ${count})`;
    case 'mapping':
      return ru ? 'словарь' : 'słownik';
    default:
      return undefined;
  }
}

/**
 * A schema error of a variant file in `lang` (`ru`, `pl-PL`, …), from its code and parts;
 * undefined for English, for a code not here, and where its parts do not say it.
 */
export function issueSaid(code: string, parts: DiagnosticParts | undefined, lang: string): FileWords | undefined {
  const s = spoken(lang);
  if (s === 'en' || parts === undefined) return undefined;
  const kind = textPart(parts, 'kind');
  if (!ISSUE_CODES.has(code) && (kind === undefined || !FIELD_KINDS.has(kind))) return undefined;
  const ru = s === 'ru';
  const q = (t: string): string => quoted(s, t);
  const where = textPart(parts, 'where');
  if (where === undefined) return undefined;
  const expected = textPart(parts, ru ? 'expectedRu' : 'expectedPl');
  /** The field's own advice in the language, where it has some. */
  const hint = textPart(parts, ru ? 'hintRu' : 'hintPl');
  switch (kind) {
    case 'field': {
      const [value, bad] = [foundSaid(s, parts), textPart(parts, ru ? 'badRu' : 'badPl')];
      if (value === undefined || bad === undefined || hint === undefined) return undefined;
      return { message: ru ? `${where}: ${value} — ${bad}` : `${where}: ${value} to ${bad}`, suggestion: hint };
    }
    case 'length': {
      const [text, length, bound, limit] = [foundSaid(s, parts), numberPart(parts, 'length'), numberPart(parts, 'bound'), textPart(parts, 'limit')];
      if (text === undefined || length === undefined || bound === undefined || (limit !== 'most' && limit !== 'least' && limit !== 'exactly')) return undefined;
      const big = parts.big === true;
      const must = ru ? { most: 'не больше', least: 'не меньше', exactly: 'ровно' }[limit] : { most: 'najwyżej', least: 'co najmniej', exactly: 'dokładnie' }[limit];
      const use = hint ?? (ru ? `укажите ${big ? 'не больше' : 'не меньше'} ${bound}` : `podaj ${big ? 'najwyżej' : 'co najmniej'} ${bound}`);
      return ru
        ? { message: `${where}: в тексте ${text} ${length} ${plural('ru', length, 'символ', 'символа', 'символов')}, а должно быть ${must} ${bound}`, suggestion: use }
        : { message: `${where}: tekst ${text} ma ${length} ${plural('pl', length, 'znak', 'znaki', 'znaków')}, a musi mieć ${must} ${bound}`, suggestion: use };
    }
    case 'spaced': {
      const [count, bound, write] = [numberPart(parts, 'count'), numberPart(parts, 'bound'), textPart(parts, 'write')];
      if (count === undefined || bound === undefined || write === undefined) return undefined;
      return ru
        ? {
            message: `${where}: в списке ${count} ${plural('ru', count, 'элемент', 'элемента', 'элементов')}, а нужно ${bound}: элементы списка разделяются запятыми, а не пробелами`,
            suggestion: `напишите ${write}`,
          }
        : {
            message: `${where}: lista ma ${count} ${plural('pl', count, 'element', 'elementy', 'elementów')}, a potrzeba ${bound}: elementy listy oddziela się przecinkami, nie spacjami`,
            suggestion: `napisz ${write}`,
          };
    }
    case 'choice': {
      const [value, values, guess, advice] = [foundSaid(s, parts), listPart(parts, 'values'), textPart(parts, 'guess'), textPart(parts, ru ? 'adviceRu' : 'advicePl')];
      if (value === undefined || values === undefined) return undefined;
      // A choice written in Russian or Polish words (./choice-words.ts): the English word it means.
      const [native, key] = [textPart(parts, 'native'), textPart(parts, 'key')];
      if (native !== undefined && key !== undefined) {
        return ru
          ? { message: `${where}: ${value} — не одно из: ${values.join(', ')}`, suggestion: `напишите ${key}: ${native} — это значение для ${value}: значения пишутся английскими словами` }
          : { message: `${where}: ${value} nie jest żadną z wartości: ${values.join(', ')}`, suggestion: `napisz ${key}: ${native} — to wartość dla ${value}: wartości pisze się angielskimi słowami` };
      }
      return ru
        ? { message: `${where}: ${value} — не одно из: ${values.join(', ')}`, suggestion: advice ?? (guess !== undefined ? `может быть, ${q(guess)}?` : `укажите одно из: ${values.join(', ')}`) }
        : { message: `${where}: ${value} nie jest żadną z wartości: ${values.join(', ')}`, suggestion: advice ?? (guess !== undefined ? `czy chodziło o ${q(guess)}?` : `podaj jedną z wartości: ${values.join(', ')}`) };
    }
    case 'missing': {
      const key = textPart(parts, 'key');
      if (key === undefined || expected === undefined) return undefined;
      // `words:` left out: the mapping to write, for the languages declared.
      const write = textPart(parts, 'write');
      if (write !== undefined) {
        return ru
          ? { message: `${where}: обязательный ключ отсутствует`, suggestion: `добавьте ${write}: что говорят при промахе, попадании, потоплении и залпе без попаданий, и заголовки двух карт, на каждом языке` }
          : { message: `${where}: brak wymaganego klucza`, suggestion: `dodaj ${write}: co się mówi przy pudle, trafieniu, zatopieniu i salwie bez trafień, oraz tytuły dwóch plansz, w każdym języku` };
      }
      const example = textPart(parts, 'example');
      const eg = example !== undefined ? (ru ? `, например ${key}: ${example}` : `, na przykład ${key}: ${example}`) : '';
      return ru ? { message: `${where}: обязательный ключ отсутствует`, suggestion: `добавьте ${key}: (${expected})${eg}` } : { message: `${where}: brak wymaganego klucza`, suggestion: `dodaj ${key}: (${expected})${eg}` };
    }
    case 'wrong-type': {
      const value = foundSaid(s, parts);
      if (value === undefined || expected === undefined) return undefined;
      const unquoted = textPart(parts, 'unquoted');
      if (unquoted !== undefined) {
        return ru
          ? { message: `${where}: ожидается ${expected}, а здесь ${value}`, suggestion: `напишите ${unquoted} без кавычек: в кавычках YAML читает это как текст` }
          : { message: `${where}: tu ma być ${expected}, a jest ${value}`, suggestion: `napisz ${unquoted} bez cudzysłowu: w cudzysłowie YAML czyta to jako tekst` };
      }
      const inQuotes = textPart(parts, 'inQuotes');
      if (inQuotes !== undefined) {
        return ru
          ? { message: `${where}: ожидается ${expected}, а здесь ${value}`, suggestion: `напишите ${inQuotes} в кавычках: без них YAML читает это как ${/^"(true|false)"$/u.test(inQuotes) ? 'true или false' : 'число'}, а не как текст` }
          : { message: `${where}: tu ma być ${expected}, a jest ${value}`, suggestion: `napisz ${inQuotes} w cudzysłowie: bez niego YAML czyta to jako ${/^"(true|false)"$/u.test(inQuotes) ? 'true albo false' : 'liczbę'}, a nie jako tekst` };
      }
      const digits = textPart(parts, 'digits');
      const unit = textPart(parts, 'unit');
      if (digits !== undefined && unit !== undefined) {
        return ru
          ? { message: `${where}: ожидается ${expected}, а здесь ${value}`, suggestion: `напишите ${digits}: одно число, без «${unit}»` }
          : { message: `${where}: tu ma być ${expected}, a jest ${value}`, suggestion: `napisz ${digits}: samą liczbę, bez „${unit}”` };
      }
      if (digits !== undefined) {
        return ru
          ? { message: `${where}: ожидается ${expected}, а здесь ${value}`, suggestion: `напишите ${digits}: число пишут цифрами` }
          : { message: `${where}: tu ma być ${expected}, a jest ${value}`, suggestion: `napisz ${digits}: liczbę zapisuje się cyframi` };
      }
      const native = textPart(parts, 'yesNoNative');
      if (native !== undefined) {
        return { message: ru ? `${where}: ожидается ${expected}, а здесь ${value}` : `${where}: tu ma być ${expected}, a jest ${value}`, suggestion: nativeYesNoAdvice(native, s) };
      }
      const yesNo = textPart(parts, 'yesNo');
      if (yesNo !== undefined) {
        return { message: ru ? `${where}: ожидается ${expected}, а здесь ${value}` : `${where}: tu ma być ${expected}, a jest ${value}`, suggestion: yesNoAdvice(yesNo, s) };
      }
      const shorthand = textPart(parts, 'shorthand');
      const suggestion = shorthand !== undefined ? (ru ? `напишите ${shorthand}` : `napisz ${shorthand}`) : (hint ?? (ru ? `напишите здесь ${expected}` : `napisz tu: ${expected}`));
      return { message: ru ? `${where}: ожидается ${expected}, а здесь ${value}` : `${where}: tu ma być ${expected}, a jest ${value}`, suggestion };
    }
    case 'unknown': {
      const [key, guess, allowed, given] = [textPart(parts, 'key'), textPart(parts, 'guess'), listPart(parts, 'allowed'), textPart(parts, 'given')];
      if (key === undefined || (guess === undefined && allowed === undefined && given === undefined)) return undefined;
      const message = ru ? `${where}: неизвестный ключ ${q(key)}` : `${where}: nieznany klucz ${q(key)}`;
      if (given !== undefined) return { message, suggestion: ru ? `${given} здесь уже указан; удалите ${key}, если это лишняя копия` : `${given} jest tu już podany; usuń ${key}, jeśli to zbędna kopia` };
      // A key in Russian or Polish: keys are English words.
      const write = textPart(parts, 'write');
      const values = write === undefined ? '' : ru ? `, и значения тоже: напишите ${write}` : `, tak samo jak wartości: napisz ${write}`;
      const english = parts.foreign === true ? (ru ? ` Ключи пишутся по-английски${values}` : ` Klucze pisze się po angielsku${values}`) : '';
      // `rоwLabels`: its Cyrillic look-alike letters named.
      const cyrillic = listPart(parts, 'cyrillic');
      if (guess !== undefined && cyrillic !== undefined) {
        const letters = cyrillic.map(q).join(', ');
        const one = cyrillic.length === 1;
        return ru
          ? { message, suggestion: `может быть, ${q(guess)}? ${one ? 'Буква' : 'Буквы'} ${letters} в нём ${one ? 'кириллическая' : 'кириллические'}: наберите ключ в латинской раскладке` }
          : { message, suggestion: `czy chodziło o ${q(guess)}? ${one ? 'Litera' : 'Litery'} ${letters} w nim ${one ? 'jest' : 'są'} z cyrylicy: wpisz klucz w układzie łacińskim` };
      }
      if (guess !== undefined) return { message, suggestion: ru ? `может быть, ${q(guess)}?${english}` : `czy chodziło o ${q(guess)}?${english}` };
      const first = parts.foreign === true ? (ru ? 'ключи пишутся по-английски; ' : 'klucze pisze się po angielsku; ') : '';
      return { message, suggestion: ru ? `${first}здесь допустимы: ${allowed!.join(', ')}` : `${first}dozwolone tutaj: ${allowed!.join(', ')}` };
    }
    case 'elsewhere': {
      const [key, homes, allowed, here] = [textPart(parts, 'key'), listPart(parts, 'homes'), listPart(parts, 'allowed'), textPart(parts, 'here')];
      if (key === undefined || homes === undefined || allowed === undefined) return undefined;
      const of = here === undefined ? (ru ? 'верхнего уровня' : 'najwyższego poziomu') : here;
      return ru
        ? { message: `${where}: ${q(key)} — ключ раздела ${homes.join(' или ')}, а не ${of}`, suggestion: `перенесите его туда; здесь допустимы: ${allowed.join(', ')}` }
        : { message: `${where}: ${q(key)} to klucz sekcji ${homes.join(' albo ')}, a nie ${of}`, suggestion: `przenieś go tam; dozwolone tutaj: ${allowed.join(', ')}` };
    }
    case 'range': {
      const [bound, value, count, limit] = [numberPart(parts, 'bound'), textPart(parts, 'value'), numberPart(parts, 'count'), textPart(parts, 'limit')];
      if (bound === undefined || (limit !== 'most' && limit !== 'least' && limit !== 'exactly')) return undefined;
      const big = parts.big === true;
      const use = hint ?? (ru ? `укажите ${big ? 'не больше' : 'не меньше'} ${bound}` : `podaj ${big ? 'najwyżej' : 'co najmniej'} ${bound}`);
      if (value !== undefined) return { message: ru ? `${where}: ${value} — вне допустимых пределов` : `${where}: ${value} jest poza zakresem`, suggestion: use };
      if (count === undefined) return undefined;
      const must = ru ? { most: 'не больше', least: 'не меньше', exactly: 'ровно' }[limit] : { most: 'najwyżej', least: 'co najmniej', exactly: 'dokładnie' }[limit];
      return ru
        ? { message: `${where}: в списке ${count} ${plural('ru', count, 'элемент', 'элемента', 'элементов')}, а должно быть ${must} ${bound}`, suggestion: use }
        : { message: `${where}: lista ma ${count} ${plural('pl', count, 'element', 'elementy', 'elementów')}, a musi mieć ${must} ${bound}`, suggestion: use };
    }
    default:
      return undefined;
  }
}
