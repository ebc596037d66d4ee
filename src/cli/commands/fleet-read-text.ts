/**
 * `fleet check`'s problems reading a layout file, said in Russian and Polish from their parts
 * (core/layout.ts): a layout empty or not a mapping, a key that names no class, a class written
 * twice, ships not written as text or far too many of them, a ship whose two ends are in no line,
 * and a ship's cell that cannot be read or is off the board, with the ship named in
 * the language (`крейсер #1: клетка Z9 вне поля: …`). Class names are the variant's in that
 * language. The words are the record layer's (record/layout-read-text.ts), as a record's
 * `fleets:` says them. Undefined where the parts do not say it: then it is said whole in English.
 *
 * @example
 *   fleetReadSaid('ru', { code: 'unknown-class', parts: { layout: 'unknown-class', typed: 'линкор' } }, morskoy)
 *   // { message: '«линкор» — не класс кораблей варианта morskoy-boy', suggestion: 'классы — броненосец, крейсер, миноносец, подводная лодка' }
 */
import type { Diagnostic } from '../../core/diagnostics.js';
import { layoutReadSaid, namingOfVariant } from '../../record/layout-read-text.js';
import { readingSaid } from '../../record/reading-text.js';
import type { SaidLang, SaidWords } from '../../record/said-words.js';
import type { Variant } from '../../variant/model.js';

export function fleetReadSaid(lang: SaidLang, d: Pick<Diagnostic, 'code' | 'parts'>, variant: Variant): SaidWords | undefined {
  return layoutReadSaid(lang, d, namingOfVariant(variant, lang), readingSaid);
}
