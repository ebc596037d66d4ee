/**
 * The words players use for ship classes beside a variant's own names: `линкор`, `эсминец`,
 * `подлодка`, `катер` in Russian, `okręt podwodny`, `niszczyciel`, `łódź` in Polish, `sub`,
 * `patrol boat` in English, and their plurals. A layout key (or a record's `fleets:` key) that is
 * no class of the variant but such a word is *guessed*, never read: the class of the same kind
 * where the variant has one (Морской бой's броненосец for `линкор`, by its id `battleship`), else
 * the one class named with that word (`łódź` for `łódź podwodna`), else the one class of the size
 * the word commonly names (`катер` is a one-decker: Морской бой's подводная лодка). See
 * core/layout.ts, which says the guess with the line to write.
 *
 * @example
 *   synonymClass('линкор', morskoy.fleet)   // { index: 0, by: 'kind', size: 4 }
 *   synonymClass('катер', morskoy.fleet)    // { index: 3, by: 'size', size: 1 }
 *   synonymClass('sub', classic.fleet)      // { index: 3, by: 'kind', size: 3 }
 */
import type { ShipClass } from '../variant/model.js';

type Kind = 'carrier' | 'battleship' | 'cruiser' | 'destroyer' | 'submarine' | 'boat';

/** Each word (singular and plural) with the kind of ship it says and the size it commonly has in the game of its language. */
const WORDS: readonly (readonly [Kind, number, readonly string[]])[] = [
  ['carrier', 5, ['carrier', 'carriers', 'aircraft carrier', 'aircraft carriers', 'авианосец', 'авианосцы', 'lotniskowiec', 'lotniskowce']],
  ['battleship', 4, ['battleship', 'battleships', 'линкор', 'линкоры', 'линейный корабль', 'линейные корабли', 'броненосец', 'броненосцы', 'pancernik', 'pancerniki', 'okręt liniowy', 'okręty liniowe']],
  ['cruiser', 3, ['cruiser', 'cruisers', 'крейсер', 'крейсера', 'крейсеры', 'krążownik', 'krążowniki']],
  ['destroyer', 2, ['destroyer', 'destroyers', 'эсминец', 'эсминцы', 'миноносец', 'миноносцы', 'эскадренный миноносец', 'niszczyciel', 'niszczyciele', 'torpedowiec', 'torpedowce']],
  ['submarine', 1, ['подлодка', 'подлодки', 'подводная лодка', 'подводные лодки', 'субмарина', 'субмарины', 'łódź podwodna', 'łodzie podwodne', 'okręt podwodny', 'okręty podwodne']],
  ['submarine', 3, ['submarine', 'submarines', 'sub', 'subs']],
  ['boat', 1, ['катер', 'катера', 'торпедный катер', 'торпедные катера']],
  ['boat', 2, ['patrol boat', 'patrol boats', 'patrol', 'pt boat', 'ścigacz', 'ścigacze', 'kuter', 'kutry']],
];

/** Lower case, no accents (`ł` as `l`, `ё` as `е`), hyphens and runs of spaces as one space. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/giu, 'l').toLocaleLowerCase('und').replace(/[\s_-]+/gu, ' ').trim();
}

const BY_WORD = new Map<string, { readonly kind: Kind; readonly size: number }>(WORDS.flatMap(([kind, size, words]) => words.map((w) => [fold(w), { kind, size }] as const)));

/** The kind of ship a class is, by its id or one of its names; undefined where none says one. */
function kindOf(cls: Pick<ShipClass, 'id' | 'name'>): Kind | undefined {
  for (const n of [cls.id, ...Object.values(cls.name)]) {
    const k = BY_WORD.get(fold(n))?.kind;
    if (k !== undefined) return k;
  }
  return undefined;
}

/** How a synonym was matched to a class: by the kind of ship, or by the size the word commonly names. */
export interface SynonymGuess {
  readonly index: number;
  readonly by: 'kind' | 'size';
  /** The guessed class's size. */
  readonly size: number;
}

/**
 * The class of `fleet` a common word for a ship (`key`, as typed) most likely means; undefined
 * where `key` is no such word, or names no one class.
 */
export function synonymClass(key: string, fleet: readonly Pick<ShipClass, 'id' | 'name' | 'size'>[]): SynonymGuess | undefined {
  const typed = fold(key);
  if (typed === '') return undefined;
  const found = (indices: readonly number[], by: SynonymGuess['by']): SynonymGuess | undefined => (indices.length === 1 ? { index: indices[0]!, by, size: fleet[indices[0]!]!.size } : undefined);
  const word = BY_WORD.get(typed);
  if (word !== undefined) {
    const sameKind = found(fleet.flatMap((c, i) => (kindOf(c) === word.kind ? [i] : [])), 'kind');
    if (sameKind !== undefined) return sameKind;
  }
  // One word of a class's name, in any language (`łódź`, `lodz` for łódź podwodna, `лодка`).
  if (typed.length >= 3 && !typed.includes(' ')) {
    const named = found(fleet.flatMap((c, i) => (Object.values(c.name).some((n) => fold(n).split(' ').length > 1 && fold(n).split(' ').includes(typed)) ? [i] : [])), 'kind');
    if (named !== undefined) return named;
  }
  if (word === undefined) return undefined;
  return found(fleet.flatMap((c, i) => (c.size === word.size ? [i] : [])), 'size');
}

/** The size a players' word for a ship (`patrol boat`, `линкор`, `torpedowiec`) commonly names; undefined where `key` is no such word. */
export function synonymSize(key: string): number | undefined {
  return BY_WORD.get(fold(key))?.size;
}
