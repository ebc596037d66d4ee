/**
 * A side named in another language than the file's (`turns.first: красные` where the sides are
 * `red` and `blue`, `first: czerwoni`, `first: первый игрок`): the side meant, from the common
 * names of sides in English, Russian and Polish (the templates' and examples' own among them).
 *
 * @example
 *   sideMeant('красные', [{ id: 'red', names: ['Red'] }, { id: 'blue', names: ['Blue'] }])          // 'red'
 *   sideMeant('Gracz 2', [{ id: 'blue', names: ['Player 1'] }, { id: 'red', names: ['Player 2'] }]) // 'red'
 *   sideMeant('зелёные', [{ id: 'red', names: ['Red'] }, { id: 'blue', names: ['Blue'] }])          // undefined
 */
import { foldWord } from '../core/words.js';

/** A side as written: its id and its names in every language given. */
export interface SideNamed {
  readonly id: string;
  readonly names: readonly string[];
}

/**
 * Names of one side in English, Russian and Polish, the English first; a side is known by any of
 * them, as its id or its name. `first` marks the first player's names, `second` the second's.
 */
const SIDE_NAMES: readonly { readonly words: readonly string[]; readonly order?: 0 | 1 }[] = [
  { words: ['blue', 'blues', 'синие', 'синий', 'синяя', 'синих', 'голубые', 'niebiescy', 'niebieski', 'niebieska', 'niebieskie'] },
  { words: ['red', 'reds', 'красные', 'красный', 'красная', 'красных', 'czerwoni', 'czerwony', 'czerwona', 'czerwone'] },
  { words: ['white', 'whites', 'белые', 'белый', 'biali', 'biały', 'biała', 'białe'] },
  { words: ['black', 'blacks', 'черные', 'черный', 'czarni', 'czarny', 'czarna', 'czarne'] },
  { words: ['green', 'greens', 'зеленые', 'зеленый', 'zieloni', 'zielony', 'zielona', 'zielone'] },
  { words: ['yellow', 'yellows', 'желтые', 'желтый', 'zolci', 'zolty', 'zolta', 'zolte'] },
  { words: ['north', 'northern', 'север', 'северные', 'северяне', 'polnoc', 'polnocni'] },
  { words: ['south', 'southern', 'юг', 'южные', 'южане', 'poludnie', 'poludniowi'] },
  { words: ['east', 'eastern', 'восток', 'восточные', 'wschod', 'wschodni'] },
  { words: ['west', 'western', 'запад', 'западные', 'zachod', 'zachodni'] },
  { words: ['player 1', 'player one', 'first player', 'player-1', 'p1', 'первый игрок', 'игрок 1', 'игрок один', 'первый', 'gracz 1', 'gracz pierwszy', 'pierwszy gracz', 'pierwszy', 'gracz-1'], order: 0 },
  { words: ['player 2', 'player two', 'second player', 'player-2', 'p2', 'второй игрок', 'игрок 2', 'игрок два', 'второй', 'gracz 2', 'gracz drugi', 'drugi gracz', 'drugi', 'gracz-2'], order: 1 },
];

/**
 * The id of the side `written` names in another language, among `sides`; undefined where it is no
 * common side name, or names no side given (or two).
 */
export function sideMeant(written: string, sides: readonly SideNamed[]): string | undefined {
  const w = foldWord(written);
  const group = SIDE_NAMES.find((g) => g.words.some((x) => foldWord(x) === w));
  if (group === undefined) return undefined;
  const known = new Set(group.words.map(foldWord));
  const named = sides.filter((s) => [s.id, ...s.names].some((n) => known.has(foldWord(n))));
  if (named.length === 1) return named[0]!.id;
  // The first (or second) player, where no side is so named: the side written first (or second).
  if (named.length === 0 && group.order !== undefined && sides.length === 2) return sides[group.order]!.id;
  return undefined;
}
