/**
 * What mending an announcement that left out a hit on the hospital ship brings back, in English,
 * Russian and Polish: where the shooter then fired in the turn the hit cost it (the table went by
 * the announcement as made), the announcement written as the fleet gives it makes that salvo a
 * `penalty-ignored` breach, and the target's salvos sized by the damage as announced wrong sizes.
 * The referee's hint says the English clause after its "write -> …"; `check` says the sentence
 * under the diagnostic in the record's language.
 *
 * @example
 *   mendClause('en', { shooter: 'синие', lostTurnSalvo: 4, ships: 'госпиталь', target: 'красные', sized: [3, 4] })
 *   // "then синие's salvo 4, fired in the turn the hit on the госпиталь cost it, is a penalty-ignored breach, and красные's salvos 3 and 4 are the wrong size (wrong-salvo-size)"
 */
import { quoted, spoken } from '../core/language.js';

/** The salvos a mended announcement brings back as breaches, as the record names sides and ships. */
export interface MendBack {
  /** The side whose salvo hit the hospital (record side id). */
  readonly shooter: string;
  /** The shooter's own number of its salvo fired in the turn the hit cost it. */
  readonly lostTurnSalvo: number;
  /** The ships hit and left out, in the record's words (`госпиталь`). */
  readonly ships: string;
  /** The side whose announcement left the hit out (record side id). */
  readonly target: string;
  /** The target's own numbers of its salvos sized by the damage as announced, increasing. */
  readonly sized: readonly number[];
}

/** `3`, `3 and 4`, `3, 4 and 5` with `and` in the language's word. */
function list(nums: readonly number[], and: string): string {
  return nums.length === 1 ? String(nums[0]) : `${nums.slice(0, -1).join(', ')} ${and} ${nums.at(-1)}`;
}

/** The breaches the mend brings back, as a clause that follows the suggestion to write it (`then …`). */
export function mendClause(lang: string, m: MendBack): string {
  const one = m.sized.length === 1;
  switch (spoken(lang)) {
    case 'ru': {
      const sizes = m.sized.length === 0 ? '' : `, а ${one ? 'залп' : 'залпы'} ${list(m.sized, 'и')} стороны ${quoted('ru', m.target)} — неверного размера (wrong-salvo-size)`;
      return `тогда залп ${m.lostTurnSalvo} стороны ${quoted('ru', m.shooter)}, сделанный в ход, который она должна была пропустить за попадание в ${m.ships}, — нарушение penalty-ignored${sizes}`;
    }
    case 'pl': {
      const sizes = m.sized.length === 0 ? '' : `, a ${one ? 'salwa' : 'salwy'} ${list(m.sized, 'i')} strony ${quoted('pl', m.target)} ${one ? 'ma' : 'mają'} złą liczbę strzałów (wrong-salvo-size)`;
      return `wtedy salwa ${m.lostTurnSalvo} strony ${quoted('pl', m.shooter)}, oddana w turze, którą miała stracić za trafienie w ${m.ships}, to naruszenie penalty-ignored${sizes}`;
    }
    default: {
      const sizes = m.sized.length === 0 ? '' : `, and ${m.target}'s ${one ? 'salvo' : 'salvos'} ${list(m.sized, 'and')} ${one ? 'is' : 'are'} the wrong size (wrong-salvo-size)`;
      return `then ${m.shooter}'s salvo ${m.lostTurnSalvo}, fired in the turn the hit on the ${m.ships} cost it, is a penalty-ignored breach${sizes}`;
    }
  }
}
