/**
 * The words players use for ship classes beside a variant's own names: `линкор`, `эсминец`,
 * `подлодка`, `катер` in Russian, `okręt podwodny`, `niszczyciel`, `łódź` in Polish, `sub`,
 * `patrol boat` in English, and the cases players write them in (`подлодку`, `линкора`, `эсминцев`,
 * `okrętu podwodnego`, `łodzi`). A layout key (or a record's `fleets:` key) that is
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
import { formsLanguage, readsAsName } from './name-forms.js';

type Kind = 'carrier' | 'battleship' | 'cruiser' | 'destroyer' | 'submarine' | 'boat';

/**
 * Each word with the kind of ship it says and the size it commonly has in the game of its
 * language, in groups: a word's dictionary form first, then the cases players write it in
 * (accusative where it differs, genitive, plural, genitive plural: `подлодку`, `линкора`,
 * `эсминцев`, `okrętu podwodnego`, `łodzie podwodne`). Forms that differ only by accents
 * (`łódź podwodną`) are one form, accents being folded away.
 */
const WORDS: readonly (readonly [Kind, number, readonly (readonly string[])[]])[] = [
  ['carrier', 5, [
    ['carrier', 'carriers'],
    ['aircraft carrier', 'aircraft carriers'],
    ['авианосец', 'авианосца', 'авианосцы', 'авианосцев'],
    ['lotniskowiec', 'lotniskowca', 'lotniskowce', 'lotniskowców'],
  ]],
  ['battleship', 4, [
    ['battleship', 'battleships'],
    ['линкор', 'линкора', 'линкоры', 'линкоров'],
    ['линейный корабль', 'линейного корабля', 'линейные корабли', 'линейных кораблей'],
    ['броненосец', 'броненосца', 'броненосцы', 'броненосцев'],
    ['pancernik', 'pancernika', 'pancerniki', 'pancerników'],
    ['okręt liniowy', 'okrętu liniowego', 'okręty liniowe', 'okrętów liniowych'],
  ]],
  ['cruiser', 3, [
    ['cruiser', 'cruisers'],
    ['крейсер', 'крейсера', 'крейсеры', 'крейсеров'],
    ['krążownik', 'krążownika', 'krążowniki', 'krążowników'],
  ]],
  ['destroyer', 2, [
    ['destroyer', 'destroyers'],
    ['эсминец', 'эсминца', 'эсминцы', 'эсминцев'],
    ['миноносец', 'миноносца', 'миноносцы', 'миноносцев'],
    ['эскадренный миноносец', 'эскадренного миноносца', 'эскадренные миноносцы', 'эскадренных миноносцев'],
    ['niszczyciel', 'niszczyciela', 'niszczyciele', 'niszczycieli'],
    ['torpedowiec', 'torpedowca', 'torpedowce', 'torpedowców'],
  ]],
  ['submarine', 1, [
    ['подлодка', 'подлодку', 'подлодки', 'подлодок'],
    ['подводная лодка', 'подводную лодку', 'подводной лодки', 'подводные лодки', 'подводных лодок'],
    ['субмарина', 'субмарину', 'субмарины', 'субмарин'],
    ['łódź podwodna', 'łodzi podwodnej', 'łodzie podwodne', 'łodzi podwodnych'],
    ['okręt podwodny', 'okrętu podwodnego', 'okręty podwodne', 'okrętów podwodnych'],
  ]],
  ['submarine', 3, [
    ['submarine', 'submarines'],
    ['sub', 'subs'],
  ]],
  ['boat', 1, [
    ['катер', 'катера', 'катеров'],
    ['торпедный катер', 'торпедного катера', 'торпедные катера', 'торпедных катеров'],
  ]],
  ['boat', 2, [
    ['patrol boat', 'patrol boats'],
    ['patrol'],
    ['pt boat'],
    ['ścigacz', 'ścigacza', 'ścigacze', 'ścigaczy'],
    ['kuter', 'kutra', 'kutry', 'kutrów'],
  ]],
];

/** Lower case, no accents (`ł` as `l`, `ё` as `е`), hyphens and runs of spaces as one space. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/giu, 'l').toLocaleLowerCase('und').replace(/[\s_-]+/gu, ' ').trim();
}

const BY_WORD = new Map<string, { readonly kind: Kind; readonly size: number }>(WORDS.flatMap(([kind, size, groups]) => groups.flat().map((w) => [fold(w), { kind, size }] as const)));

/**
 * Each word of a form (folded) with the words of the dictionary forms in its place: `лодку` and
 * `лодок` are `лодка`, `łodzi` is `łódź`, `podwodne` both `podwodna` and `podwodny`, so one word
 * of a class's name is found in any of its cases.
 */
const WORD_LEMMAS = new Map<string, Set<string>>();
for (const [, , groups] of WORDS) {
  for (const group of groups) {
    const lemma = fold(group[0]!).split(' ');
    for (const form of group) {
      const words = fold(form).split(' ');
      if (words.length !== lemma.length) continue;
      words.forEach((w, k) => WORD_LEMMAS.set(w, (WORD_LEMMAS.get(w) ?? new Set<string>()).add(lemma[k]!)));
    }
  }
}

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
  // The class's own name in another case or the plural (`баржи`, `korwety`, `statku szpitalnego`:
  // ./name-forms.ts), the name a designer gave it, as the built-in words below are read.
  const own = found(
    fleet.flatMap((c, i) =>
      Object.entries(c.name).some(([lang, n]) => {
        const forms = formsLanguage(lang);
        return forms !== undefined && readsAsName(typed.split(' '), fold(n).split(' '), forms);
      })
        ? [i]
        : [],
    ),
    'kind',
  );
  if (own !== undefined) return own;
  const word = BY_WORD.get(typed);
  if (word !== undefined) {
    const sameKind = found(fleet.flatMap((c, i) => (kindOf(c) === word.kind ? [i] : [])), 'kind');
    if (sameKind !== undefined) return sameKind;
  }
  // One word of a class's name, in any language and case (`łódź`, `lodz`, `łodzi` for łódź podwodna, `лодку`).
  if (typed.length >= 3 && !typed.includes(' ')) {
    const lemmas = WORD_LEMMAS.get(typed) ?? new Set([typed]);
    const named = found(fleet.flatMap((c, i) => (Object.values(c.name).some((n) => fold(n).split(' ').length > 1 && fold(n).split(' ').some((w) => lemmas.has(w))) ? [i] : [])), 'kind');
    if (named !== undefined) return named;
  }
  if (word === undefined) return undefined;
  return found(fleet.flatMap((c, i) => (c.size === word.size ? [i] : [])), 'size');
}

/** The size a players' word for a ship (`patrol boat`, `линкор`, `torpedowiec`) commonly names; undefined where `key` is no such word. */
export function synonymSize(key: string): number | undefined {
  return BY_WORD.get(fold(key))?.size;
}
