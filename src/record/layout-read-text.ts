/**
 * Problems reading a fleet layout (core/layout.ts), said in Russian and Polish from their parts:
 * a layout that is empty or not a mapping, a key that names no class, a class written twice, a
 * class's ships or a ship not written as text, far too many ships of a class, a ship whose two
 * ends are in no line, a ship's cell that cannot be read or is off the board, with the ship named in the language
 * (`крейсер #1: клетка Z9 вне поля: …`). The same words for a layout file (`fleet check`:
 * cli/commands/fleet-read-text.ts, which names the classes from the variant) and for a record's
 * `fleets:` (the record reader puts the class names in the parts: `fleetNamingParts`, read back by
 * `namingOfParts`). Undefined where the parts do not say it: then it is said whole in English.
 *
 * @example
 *   layoutReadSaid('ru', { code: 'unknown-class', parts: { layout: 'unknown-class', typed: 'линкор' } }, naming, readingSaid)
 *   // { message: '«линкор» — не класс кораблей варианта morskoy-boy', suggestion: 'классы — броненосец, крейсер, миноносец, подводная лодка' }
 */
import type { Diagnostic, DiagnosticParts } from '../core/diagnostics.js';
import { quoted } from '../core/language.js';
import { plural } from '../core/plural.js';
import { polishAccusative } from '../core/words.js';
import { localize, type Variant } from '../variant/model.js';
import { listPart as list, numberPart as num, textPart as str, type SaidLang, type SaidWords } from './said-words.js';
import { fleetHas } from './fleet-text.js';

/** The variant's classes as a language names them. */
export interface FleetNaming {
  /** The variant's id, as the messages name it. */
  readonly variant: string;
  /** The class ids, in fleet order. */
  readonly ids: readonly string[];
  /** A class by its id, as named in the language (the id where the variant has no such class). */
  name(id: string): string;
}

/** The classes of `variant` as named in `lang`, in lower case (`подводная лодка`). */
export function namingOfVariant(variant: Pick<Variant, 'id' | 'fleet' | 'languages'>, lang: SaidLang): FleetNaming {
  return {
    variant: variant.id,
    ids: variant.fleet.map((c) => c.id),
    name: (id) => {
      const cls = variant.fleet.find((c) => c.id === id);
      return cls === undefined ? id : localize(cls.name, lang, variant).toLocaleLowerCase(lang);
    },
  };
}

/**
 * The parts a record's fleets reading problem carries so that it can be said without the variant
 * (the record's problems are said from their parts alone): the variant's id, its class ids, and
 * their names in Russian and Polish.
 */
export function fleetNamingParts(variant: Pick<Variant, 'id' | 'fleet' | 'languages'>): DiagnosticParts {
  const [ru, pl] = [namingOfVariant(variant, 'ru'), namingOfVariant(variant, 'pl')];
  return { fleetVariant: variant.id, fleetIds: ru.ids, fleetRu: ru.ids.map((id) => ru.name(id)), fleetPl: pl.ids.map((id) => pl.name(id)) };
}

/** The naming `fleetNamingParts` put in the parts; undefined where they have none. */
export function namingOfParts(parts: DiagnosticParts, lang: SaidLang): FleetNaming | undefined {
  const [variant, ids, names] = [str(parts, 'fleetVariant'), list(parts, 'fleetIds'), list(parts, lang === 'ru' ? 'fleetRu' : 'fleetPl')];
  if (variant === undefined || ids === undefined || names === undefined || names.length !== ids.length) return undefined;
  return { variant, ids, name: (id) => names[ids.indexOf(id)] ?? id };
}

/** How a problem of a ship's cell (core/coords.ts) is said: reading-text.ts. */
export type CellSaid = (d: Pick<Diagnostic, 'code' | 'parts'>, lang: SaidLang) => SaidWords | undefined;

/** A layout reading problem's message and what to do in `lang`; undefined where its parts do not say it. */
export function layoutReadSaid(lang: SaidLang, d: Pick<Diagnostic, 'code' | 'parts'>, naming: FleetNaming, cellSaid: CellSaid): SaidWords | undefined {
  const parts = d.parts;
  if (parts === undefined) return undefined;
  const ru = lang === 'ru';
  const q = (t: string): string => quoted(lang, t);
  const typed = str(parts, 'typed');
  // A ship's own problem: its cells (core/coords.ts), said with the ship named before it.
  const shipClass = str(parts, 'shipClass');
  if (shipClass !== undefined) {
    const n = num(parts, 'shipNumber');
    const label = `${naming.name(shipClass)}${n === undefined || n === 0 ? '' : ` #${n}`}`;
    const { shipClass: _c, shipNumber: _n, ...own } = parts;
    const words = layoutReadSaid(lang, { code: d.code, parts: own }, naming, cellSaid) ?? cellSaid({ code: d.code, parts: own }, lang);
    return words === undefined ? undefined : { ...words, message: `${label}: ${words.message}` };
  }
  const classes = naming.ids.map((id) => naming.name(id)).join(', ');
  switch (d.code) {
    case 'unknown-class': {
      if (typed === undefined) return undefined;
      const guess = str(parts, 'guess');
      const listed = ru ? `классы — ${classes}` : `klasy to ${classes}`;
      // Typed with the keyboard in the other layout (`rhtqcth` for крейсер): said after the class meant.
      const keyboard = str(parts, 'keyboard');
      const keyed =
        keyboard === undefined
          ? ''
          : ru
            ? ` Похоже, набрано в ${keyboard === 'latin' ? 'латинской' : 'русской'} раскладке.`
            : ` Wygląda na wpisane w ${keyboard === 'latin' ? 'łacińskim' : 'rosyjskim'} układzie klawiatury.`;
      const message = ru ? `${q(typed)} — не класс кораблей варианта ${naming.variant}` : `${q(typed)} nie jest klasą statków wariantu ${naming.variant}`;
      const Listed = `${listed[0]!.toUpperCase()}${listed.slice(1)}`;
      // A common word for a ship (`линкор`, `okręt podwodny`): the class meant and the line to write.
      const [synonym, size, ship] = [str(parts, 'synonym'), num(parts, 'size'), str(parts, 'ship')];
      if (guess !== undefined && synonym !== undefined && size !== undefined && ship !== undefined) {
        const name = naming.name(guess);
        const said =
          synonym === 'kind'
            ? ru
              ? `${q(typed)} — это, видимо, класс ${q(name)} (корабль размером ${size})`
              : `${q(typed)} to zapewne klasa ${q(name)} (statek o rozmiarze ${size})`
            : ru
              ? `${q(typed)} обычно означает корабль размером ${size}; здесь это класс ${q(name)}`
              : `${q(typed)} zwykle oznacza statek o rozmiarze ${size}; tu jest to klasa ${q(name)}`;
        // Its cells in the board's letters, read from Cyrillic columns in order (core/layout.ts): said so.
        const cyrillic = str(parts, 'cyrillicColumns');
        const read = cyrillic === undefined ? '' : ru ? ` (столбцы ${cyrillic} по порядку, как на русском поле)` : ` (kolumny ${cyrillic} po kolei, jak na planszy rosyjskiej)`;
        return { message, suggestion: `${said}: ${ru ? 'напишите так' : 'napisz tak'}: ${name}: ${ship}${read}. ${Listed}` };
      }
      return {
        message,
        suggestion:
          guess === undefined
            ? listed
            : ru
              ? `может быть, ${naming.name(guess)}?${keyed} ${listed[0]!.toUpperCase()}${listed.slice(1)}`
              : `czy chodziło o ${polishAccusative(naming.name(guess))}?${keyed} ${listed[0]!.toUpperCase()}${listed.slice(1)}`,
      };
    }
    case 'layout-class-ambiguous': {
      const [size, ship, ids] = [num(parts, 'size'), str(parts, 'ship'), parts.classes];
      if (typed === undefined || size === undefined || ship === undefined || !Array.isArray(ids) || !ids.every((x): x is string => typeof x === 'string')) return undefined;
      const names = ids.map((id) => naming.name(id));
      return ru
        ? { message: `${q(typed)} — корабль размером ${size}, а такой размер у нескольких классов варианта ${naming.variant}: ${names.join(', ')}`, suggestion: `назовите нужный класс: ${names.map((n) => `${n}: ${ship}`).join(' или ')}` }
        : { message: `${q(typed)} to statek o rozmiarze ${size}, a taki rozmiar ma kilka klas wariantu ${naming.variant}: ${names.join(', ')}`, suggestion: `podaj klasę, o którą chodzi: ${names.map((n) => `${n}: ${ship}`).join(' albo ')}` };
    }
    case 'layout-duplicate-class': {
      const [earlier, cls] = [str(parts, 'earlier'), str(parts, 'cls')];
      if (typed === undefined || earlier === undefined || cls === undefined) return undefined;
      return ru
        ? { message: `${q(typed)} и ${q(earlier)} называют один класс — ${q(naming.name(cls))}`, suggestion: 'назовите каждый класс один раз' }
        : { message: `${q(typed)} i ${q(earlier)} oznaczają tę samą klasę — ${q(naming.name(cls))}`, suggestion: 'podaj każdą klasę raz' };
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
      const cell = cellSaid({ code: 'cell-off-board', parts }, lang);
      if (cell === undefined) return undefined;
      // The whole layout reads with the columns named A–J in order (core/layout.ts): that reading.
      const [span, meant] = [str(parts, 'latinColumns'), str(parts, 'latinMeant')];
      const latin =
        span === undefined || meant === undefined
          ? undefined
          : ru
            ? `похоже, столбцы названы по порядку латинскими буквами ${span}, как на латинском поле: напишите ${meant}`
            : `wygląda na to, że kolumny nazwano po kolei literami łacińskimi ${span}, jak na planszy łacińskiej: napisz ${meant}`;
      // Or with the columns named А–К in order, as on a Russian board.
      const [cyrillicSpan, cyrillicMeant] = [str(parts, 'cyrillicColumns'), str(parts, 'cyrillicMeant')];
      const cyrillic =
        cyrillicSpan === undefined || cyrillicMeant === undefined
          ? undefined
          : ru
            ? `похоже, столбцы названы по порядку русскими буквами ${cyrillicSpan}, как на русском поле: напишите ${cyrillicMeant}`
            : `wygląda na to, że kolumny nazwano po kolei literami rosyjskimi ${cyrillicSpan}, jak na planszy rosyjskiej: napisz ${cyrillicMeant}`;
      return {
        message: ru ? `корабль ${q(ship)} выходит за поле: ${cell.message}` : `statek ${q(ship)} wychodzi poza planszę: ${cell.message}`,
        suggestion: latin ?? cyrillic ?? cell.suggestion ?? (ru ? `держите все корабли внутри поля, от ${first} до ${last}` : `trzymaj wszystkie statki na planszy, od ${first} do ${last}`),
      };
    }
    case 'ship-empty': {
      const example = str(parts, 'example');
      if (str(parts, 'layout') !== 'empty' || example === undefined) return undefined;
      // A one-cell ship is written by its cell, a shaped one by its cells: two ends mean nothing there.
      const form = str(parts, 'form');
      if (form === 'cell') return ru ? { message: 'пустой корабль', suggestion: `напишите его клетку, например ${example}` } : { message: 'pusty statek', suggestion: `napisz jego pole, na przykład ${example}` };
      if (form === 'cells') return ru ? { message: 'пустой корабль', suggestion: `напишите его клетки, например ${example}` } : { message: 'pusty statek', suggestion: `napisz jego pola, na przykład ${example}` };
      return ru
        ? { message: 'пустой корабль', suggestion: `напишите два его конца, например ${example}, или его клетки` }
        : { message: 'pusty statek', suggestion: `napisz jego dwa końce, na przykład ${example}, albo jego pola` };
    }
    case 'cell-ambiguous':
      if (str(parts, 'layout') !== 'ambiguous-ends' || typed === undefined) return undefined;
      return ru
        ? { message: `${q(typed)} можно прочитать как разные пары концов`, suggestion: 'запишите корабль его клетками через пробел' }
        : { message: `${q(typed)} można odczytać jako więcej niż jedną parę końców`, suggestion: 'zapisz statek jego polami, oddzielonymi spacjami' };
    case 'layout-side': {
      const sides = list(parts, 'sides');
      if (typed === undefined || sides === undefined || sides.length === 0) return undefined;
      const above = str(parts, 'layout') === 'fleets' ? `${q('fleets:')} ${ru ? 'и' : 'i'} ${q(`${sides[0]!}:`)}` : q(`${typed}:`);
      const many = sides.length > 1;
      const message = ru
        ? many
          ? `${q(typed)} — флоты по сторонам (${sides.map(q).join(', ')}), как в записи партии; в файле расстановки один флот, его классы на верхнем уровне`
          : `${q(typed)} — флот стороны ${q(sides[0]!)}, как в разделе fleets: записи партии; в файле расстановки один флот, его классы на верхнем уровне`
        : many
          ? `${q(typed)} to floty według stron (${sides.map(q).join(', ')}), jak w zapisie partii; plik ustawienia to jedna flota, jej klasy na najwyższym poziomie`
          : `${q(typed)} to flota strony ${q(sides[0]!)}, jak w części fleets: zapisu partii; plik ustawienia to jedna flota, jej klasy na najwyższym poziomie`;
      const suggestion = ru
        ? `${many ? 'оставьте корабли одной стороны и напишите их' : 'напишите классы'} без ${above} над ними; флоты записи проверяет salvo check`
        : `${many ? 'zostaw statki jednej strony i napisz je' : 'napisz klasy'} bez ${above} nad nimi; floty zapisu sprawdza salvo check`;
      return { message, suggestion };
    }
    case 'ship-latin-columns': {
      const [read, meant, span] = [str(parts, 'read'), str(parts, 'latinMeant'), str(parts, 'latinColumns')];
      if (typed === undefined || read === undefined || meant === undefined || span === undefined) return undefined;
      return ru
        ? {
            message: `${q(typed)} прочитан как ${read} (латинские буквы — как похожие на них буквы поля); если столбцы названы по порядку латинскими буквами ${span}, как у кораблей за полем, то это ${meant}`,
            suggestion: `напишите нужный корабль буквами поля: ${meant} или ${read}`,
          }
        : {
            message: `${q(typed)} odczytano jako ${read} (litery łacińskie jako podobne do nich litery planszy); jeśli kolumny nazwano po kolei literami łacińskimi ${span}, jak przy statkach poza planszą, to jest to ${meant}`,
            suggestion: `napisz właściwy statek literami planszy: ${meant} albo ${read}`,
          };
    }
    case 'ship-repeated-cell':
      if (typed === undefined) return undefined;
      return ru ? { message: `${q(typed)}: одна клетка названа дважды`, suggestion: 'назовите каждую клетку один раз' } : { message: `${q(typed)}: jedno pole podano dwa razy`, suggestion: 'podaj każde pole raz' };
    case 'ship-comma-missing': {
      const [after, fixed, ships] = [list(parts, 'after'), str(parts, 'fixed'), num(parts, 'ships')];
      if (typed === undefined || after === undefined || after.length === 0 || fixed === undefined || ships === undefined) return undefined;
      const gaps = after.length > 1 ? `${after.slice(0, -1).join(', ')} ${ru ? 'и' : 'i'} ${after[after.length - 1]!}` : after[0]!;
      const comma = q(',');
      return ru
        ? { message: `${q(typed)} — это ${ships} ${plural('ru', ships, 'корабль', 'корабля', 'кораблей')} без ${comma} между ними: не хватает ${comma} после ${gaps}`, suggestion: `напишите ${fixed}` }
        : { message: `${q(typed)} to ${ships} ${plural('pl', ships, 'statek', 'statki', 'statków')} bez ${comma} między nimi: brakuje ${comma} po ${gaps}`, suggestion: `napisz ${fixed}` };
    }
    case 'layout-empty':
    case 'layout-type': {
      const [kind, example, cls] = [str(parts, 'layout'), str(parts, 'example'), str(parts, 'cls')];
      if (example === undefined) return undefined;
      // An example line: the fleet's first class and a ship's two ends (`броненосец: А1-Г1`).
      const line = cls === undefined ? example : `${naming.name(cls)}: ${example}`;
      switch (kind) {
        case 'empty':
          return ru
            ? { message: 'расстановка пуста', suggestion: `напишите каждый класс и его корабли, например ${line}` }
            : { message: 'ustawienie jest puste', suggestion: `napisz każdą klasę i jej statki, na przykład ${line}` };
        case 'not-mapping':
          return ru
            ? { message: 'расстановка — это словарь: классы кораблей и их корабли', suggestion: `напишите по строке на класс, например ${line}` }
            : { message: 'ustawienie to słownik: klasy statków i ich statki', suggestion: `napisz po jednym wierszu na klasę, na przykład ${line}` };
        case 'class-type':
          // The class as named (its key may be the id or a name in another language).
          if (cls === undefined) return undefined;
          return ru
            ? { message: `${naming.name(cls)}: напишите корабль текстом (${example}), а несколько кораблей — списком` }
            : { message: `${naming.name(cls)}: napisz statek jako tekst (${example}), a kilka statków jako listę` };
        case 'ship-type':
          // The ship's label (class and number) is put before it by the caller.
          return ru ? { message: `корабль записывается текстом, например ${example}` } : { message: `statek zapisuje się jako tekst, na przykład ${example}` };
        default:
          return undefined;
      }
    }
    case 'fleet-count': {
      const [cls, written, fleet] = [str(parts, 'cls'), num(parts, 'written'), num(parts, 'fleet')];
      if (str(parts, 'layout') !== 'too-many' || cls === undefined || written === undefined || fleet === undefined) return undefined;
      const ships = (n: number): string => (ru ? `${n} ${plural('ru', n, 'корабль', 'корабля', 'кораблей')}` : `${n} ${plural('pl', n, 'statek', 'statki', 'statków')}`);
      return ru
        ? { message: `${naming.name(cls)}: записано ${ships(written)}, ${fleetHas('ru', fleet)}`, suggestion: `запишите ${ships(fleet)} этого класса` }
        : { message: `${naming.name(cls)}: zapisano ${ships(written)}, ${fleetHas('pl', fleet)}`, suggestion: `zapisz ${ships(fleet)} tej klasy` };
    }
    default:
      return undefined;
  }
}
