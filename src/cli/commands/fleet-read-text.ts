/**
 * `fleet check`'s problems reading a layout file, said in Russian and Polish from their parts
 * (core/layout.ts): a key that names no class, a class written twice, a ship whose two ends are
 * in no line, and a ship's cell that cannot be read or is off the board, with the ship named in
 * the language (`крейсер #1: клетка Z9 вне поля: …`). Class names are the variant's in that
 * language. Undefined where the parts do not say it: then it is said whole in English.
 *
 * @example
 *   fleetReadSaid('ru', { code: 'unknown-class', parts: { layout: 'unknown-class', typed: 'линкор' } }, morskoy)
 *   // { message: '«линкор» — не класс кораблей варианта morskoy-boy', suggestion: 'классы — броненосец, крейсер, миноносец, подводная лодка' }
 */
import type { Diagnostic } from '../../core/diagnostics.js';
import { quoted } from '../../core/language.js';
import { polishAccusative } from '../../core/words.js';
import { readingSaid } from '../../record/reading-text.js';
import { numberPart as num, textPart as str, type SaidLang, type SaidWords } from '../../record/said-words.js';
import { localize, type Variant } from '../../variant/model.js';

/** A class by its id, as named in `lang` (the id where the variant has no such class). */
function className(variant: Variant, id: string, lang: SaidLang): string {
  const cls = variant.fleet.find((c) => c.id === id);
  return cls === undefined ? id : localize(cls.name, lang, variant).toLocaleLowerCase(lang);
}

export function fleetReadSaid(lang: SaidLang, d: Pick<Diagnostic, 'code' | 'parts'>, variant: Variant): SaidWords | undefined {
  const parts = d.parts;
  if (parts === undefined) return undefined;
  const ru = lang === 'ru';
  const q = (t: string): string => quoted(lang, t);
  const typed = str(parts, 'typed');
  // A ship's own problem: its cells (core/coords.ts), said with the ship named before it.
  const shipClass = str(parts, 'shipClass');
  if (shipClass !== undefined) {
    const n = num(parts, 'shipNumber');
    const label = `${className(variant, shipClass, lang)}${n === undefined || n === 0 ? '' : ` #${n}`}`;
    const { shipClass: _c, shipNumber: _n, ...own } = parts;
    const words = fleetReadSaid(lang, { code: d.code, parts: own }, variant) ?? readingSaid({ code: d.code, parts: own }, lang);
    return words === undefined ? undefined : { ...words, message: `${label}: ${words.message}` };
  }
  const classes = variant.fleet.map((c) => className(variant, c.id, lang)).join(', ');
  switch (d.code) {
    case 'unknown-class': {
      if (typed === undefined) return undefined;
      const guess = str(parts, 'guess');
      const list = ru ? `классы — ${classes}` : `klasy to ${classes}`;
      return {
        message: ru ? `${q(typed)} — не класс кораблей варианта ${variant.id}` : `${q(typed)} nie jest klasą statków wariantu ${variant.id}`,
        suggestion: guess === undefined ? list : ru ? `может быть, ${className(variant, guess, lang)}? ${list[0]!.toUpperCase()}${list.slice(1)}` : `czy chodziło o ${polishAccusative(className(variant, guess, lang))}? ${list[0]!.toUpperCase()}${list.slice(1)}`,
      };
    }
    case 'layout-duplicate-class': {
      const [earlier, cls] = [str(parts, 'earlier'), str(parts, 'cls')];
      if (typed === undefined || earlier === undefined || cls === undefined) return undefined;
      return ru
        ? { message: `${q(typed)} и ${q(earlier)} называют один класс — ${q(className(variant, cls, lang))}`, suggestion: 'назовите каждый класс один раз' }
        : { message: `${q(typed)} i ${q(earlier)} oznaczają tę samą klasę — ${q(className(variant, cls, lang))}`, suggestion: 'podaj każdą klasę raz' };
    }
    case 'ship-ends': {
      const [a, b] = [str(parts, 'a'), str(parts, 'b')];
      if (typed === undefined || a === undefined || b === undefined) return undefined;
      return ru
        ? { message: `${q(typed)}: ${a} и ${b} не на одной строке, столбце или диагонали`, suggestion: 'напишите два конца прямого корабля или перечислите через пробел клетки изогнутого' }
        : { message: `${q(typed)}: ${a} i ${b} nie leżą w jednym wierszu, kolumnie ani na przekątnej`, suggestion: 'napisz dwa końce prostego statku albo wymień pola wygiętego, oddzielone spacjami' };
    }
    case 'ship-off-board': {
      const [ship, first, last] = [str(parts, 'ship'), str(parts, 'first'), str(parts, 'last')];
      if (ship === undefined || first === undefined || last === undefined) return undefined;
      const cell = readingSaid({ code: 'cell-off-board', parts }, lang);
      if (cell === undefined) return undefined;
      return {
        message: ru ? `корабль ${q(ship)} выходит за поле: ${cell.message}` : `statek ${q(ship)} wychodzi poza planszę: ${cell.message}`,
        suggestion: cell.suggestion ?? (ru ? `держите все корабли внутри поля, от ${first} до ${last}` : `trzymaj wszystkie statki na planszy, od ${first} do ${last}`),
      };
    }
    default:
      return undefined;
  }
}
