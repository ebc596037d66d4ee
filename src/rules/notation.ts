/**
 * How the referee writes cells and ship classes in its messages. The engine knows cells as
 * indices and classes by id; a player reads `д3` and `трёхклеточный`. A `Notation` turns the
 * first into the second, in one place, for the engine's violation messages and for the record
 * layer that places them in a file: `rawNotation` keeps indices and ids (the engine's default,
 * for tests and simulations), `variantNotation` writes the variant's cell names and the class
 * names of one of its languages.
 *
 * @example
 *   const n = variantNotation(perelman, 'ru');
 *   n.cell(23) // 'г3'
 *   n.className('three') // 'трёхклеточный'
 */
import { formatCell } from '../core/coords.js';
import { localize, type Variant } from '../variant/model.js';

export interface Notation {
  /** A cell index as written on the charts (an index off the board as `#index`). */
  readonly cell: (index: number) => string;
  /** A ship class id as its name (an unknown id as it is). */
  readonly className: (classId: string) => string;
  /** An announced result as a player writes it (`zatopiony`); English where not given. */
  readonly result?: (result: 'miss' | 'hit' | 'sunk') => string;
}

/** Indices and ids as they are: `#23`, `three`. */
export const rawNotation: Notation = {
  cell: (index) => `#${index}`,
  className: (classId) => classId,
};

/**
 * The variant's own notation in `lang` (default: its first language): cells as `formatCell`
 * writes them, classes by their names.
 *
 * @example
 *   variantNotation(jutland).cell(0) // 'A1'
 */
export function variantNotation(variant: Variant, lang: string = variant.languages[0] ?? 'en'): Notation {
  let byLang = notations.get(variant);
  if (byLang === undefined) notations.set(variant, (byLang = new Map()));
  const known = byLang.get(lang);
  if (known !== undefined) return known;
  const made = makeNotation(variant, lang);
  byLang.set(lang, made);
  return made;
}

/** Each variant's notation by language, made once: the same object each time, as the engine's replay remembers its states by (engine.ts, `rememberedStart`). */
const notations = new WeakMap<Variant, Map<string, Notation>>();

function makeNotation(variant: Variant, lang: string): Notation {
  const board = variant.board;
  const cells = board.rows * board.columns;
  return {
    cell: (index) => (Number.isInteger(index) && index >= 0 && index < cells ? formatCell(index, board) : `#${index}`),
    className: (classId) => {
      const cls = variant.fleet.find((c) => c.id === classId);
      return cls ? localize(cls.name, lang, variant) : classId;
    },
    result: (result) => (variant.words[lang] ?? variant.words[variant.languages[0] ?? ''])?.[result] ?? result,
  };
}

/**
 * A class name inside an English sentence (`the cruiser`): each word in lower case, as
 * announcements write class names, but for one whose capital stands for a letter or a shape
 * (`L-ship`, `U-boat`) or which is all capitals (`PT`), which lower case would make another word.
 *
 * @example
 *   inSentence('Hospital ship') // 'hospital ship'
 *   inSentence('U-boat')        // 'U-boat'
 */
export function inSentence(name: string): string {
  return name
    .split(' ')
    .map((word) => (/^\p{Lu}[^\p{L}]/u.test(word) || !/\p{Ll}/u.test(word) ? word : word.toLocaleLowerCase()))
    .join(' ');
}

/** The languages whose sentences write a class's name in lower case (`chance of aircraft carrier`). */
const LOWER_IN_SENTENCE: ReadonlySet<string> = new Set(['en', 'ru', 'pl']);

/**
 * A class's name in `lang` as a sentence of that language writes it (`salvo infer --pdf --class`'s
 * title and legend): in lower case in English, Russian and Polish (`Aircraft carrier` → `aircraft
 * carrier`, `Госпиталь` → `госпиталь`), as `inSentence` lowers it; as the data has it in any other
 * language (German writes its nouns capitalized), and where it is a proper name: written so, with
 * its capital, inside a sentence of the variant's own rules in that language (`the Lion`, a ship of
 * that name).
 *
 * @example
 *   classInSentence(variant, 'en', 'carrier') // 'aircraft carrier'
 */
export function classInSentence(variant: Variant, lang: string, classId: string): string {
  const cls = variant.fleet.find((c) => c.id === classId);
  if (cls === undefined) return classId;
  const name = localize(cls.name, lang, variant);
  const lower = inSentence(name);
  if (lower === name || !LOWER_IN_SENTENCE.has(lang)) return name;
  const prose = variant.rules[lang] ?? '';
  const quoted = name.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  // After a lower-case letter, a digit or a comma and a space: inside a sentence, not at its start.
  return new RegExp(`[\\p{Ll}\\d,;:] ${quoted}(?!\\p{L})`, 'u').test(prose) ? name : lower;
}
