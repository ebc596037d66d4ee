/**
 * The common schema errors of a variant file said in Russian and Polish (`variant check --lang`):
 * a required key missing, a value of the wrong type, an unknown key (with its guess, or where it
 * belongs), a number or list out of range. Each is said anew from its code and parts, given where
 * the English is made (./issues.ts); an error with no parts (a field's own advice, the designer's
 * checks in ./semantic.ts) has no words here and is said whole in English. English stays as it
 * is, byte for byte.
 *
 * @example
 *   issueSaid('missing-key', { kind: 'missing', where: 'board.rows', key: 'rows', expectedRu: 'целое число', expectedPl: 'liczba całkowita' }, 'ru')
 *   // { message: 'board.rows: обязательный ключ отсутствует', suggestion: 'добавьте rows: (целое число)' }
 */
import { listPart, numberPart, textPart, type DiagnosticParts } from '../core/diagnostics.js';
import { quoted, spoken } from '../core/language.js';
import { plural } from '../core/plural.js';
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

/** The codes said here. */
export const ISSUE_CODES: ReadonlySet<string> = new Set(['missing-key', 'wrong-type', 'unknown-key', 'out-of-range']);

type Lang = 'ru' | 'pl';

/** A value found where another was expected (`showValue`'s parts: `found`, `foundKind`, `count`). */
function found(lang: Lang, parts: DiagnosticParts): string | undefined {
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
  if (s === 'en' || parts === undefined || !ISSUE_CODES.has(code)) return undefined;
  const ru = s === 'ru';
  const q = (t: string): string => quoted(s, t);
  const where = textPart(parts, 'where');
  if (where === undefined) return undefined;
  const expected = textPart(parts, ru ? 'expectedRu' : 'expectedPl');
  switch (textPart(parts, 'kind')) {
    case 'missing': {
      const key = textPart(parts, 'key');
      if (key === undefined || expected === undefined) return undefined;
      return ru ? { message: `${where}: обязательный ключ отсутствует`, suggestion: `добавьте ${key}: (${expected})` } : { message: `${where}: brak wymaganego klucza`, suggestion: `dodaj ${key}: (${expected})` };
    }
    case 'wrong-type': {
      const value = found(s, parts);
      if (value === undefined || expected === undefined) return undefined;
      const shorthand = textPart(parts, 'shorthand');
      const suggestion = shorthand !== undefined ? (ru ? `напишите ${shorthand}` : `napisz ${shorthand}`) : ru ? `напишите здесь ${expected}` : `napisz tu: ${expected}`;
      return { message: ru ? `${where}: ожидается ${expected}, а здесь ${value}` : `${where}: tu ma być ${expected}, a jest ${value}`, suggestion };
    }
    case 'unknown': {
      const [key, guess, allowed] = [textPart(parts, 'key'), textPart(parts, 'guess'), listPart(parts, 'allowed')];
      if (key === undefined || (guess === undefined && allowed === undefined)) return undefined;
      const message = ru ? `${where}: неизвестный ключ ${q(key)}` : `${where}: nieznany klucz ${q(key)}`;
      if (guess !== undefined) return { message, suggestion: ru ? `может быть, ${q(guess)}?` : `czy chodziło o ${q(guess)}?` };
      return { message, suggestion: ru ? `здесь допустимы: ${allowed!.join(', ')}` : `dozwolone tutaj: ${allowed!.join(', ')}` };
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
      const use = ru ? `укажите ${big ? 'не больше' : 'не меньше'} ${bound}` : `podaj ${big ? 'najwyżej' : 'co najmniej'} ${bound}`;
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
