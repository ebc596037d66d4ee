/**
 * A fleet layout's breaches (core/layout.ts: a ship off the board, bent, of the wrong size,
 * overlapping or touching another, a class with too many or too few ships) said in Russian and
 * Polish from their parts (`Breach.parts`), never by reading the English back: what `check` says
 * of an `illegal-fleet` in the record's language (referee-text.ts). A breach without parts, or of
 * a kind not here, has no words: it is said whole in English.
 *
 * @example
 *   fleetSaid('ru', { kind: 'touch', a: 'крейсер #1 Г8-Г10', b: 'миноносец #2 Д6-Д7', from: 'Г8', to: 'Д7', corner: true, spacing: 'no-contact' })
 *   // { message: 'крейсер #1 Г8-Г10 и миноносец #2 Д6-Д7 касаются: Г8 касается Д7 углом', suggestion: 'корабли не должны касаться даже углами' }
 */
import type { DiagnosticParts } from '../core/diagnostics.js';
import { quoted } from '../core/language.js';
import { plural } from '../core/plural.js';
import { numberPart as num, textPart as str, type SaidLang, type SaidWords } from './said-words.js';

/**
 * How many ships of a class the fleet has, after a count written (`а во флоте их 3`, `a flota ma
 * ich 3`): one said as one ship (`а во флоте он один`, `a flota ma jeden`), not as `их 1`.
 */
export function fleetHas(lang: SaidLang, fleet: number): string {
  if (lang === 'ru') return fleet === 1 ? 'а во флоте он один' : `а во флоте их ${fleet}`;
  return fleet === 1 ? 'a flota ma jeden' : `a flota ma ich ${fleet}`;
}

/** A layout breach's message and what to do in Russian or Polish; undefined where its parts do not say it. */
export function fleetSaid(lang: SaidLang, parts: DiagnosticParts): SaidWords | undefined {
  const ru = lang === 'ru';
  const q = (t: string): string => quoted(lang, t);
  const [ship, cls, a, b] = [str(parts, 'ship'), str(parts, 'cls'), str(parts, 'a'), str(parts, 'b')];
  const line = ru ? 'поставьте его в одну строку или один столбец' : 'ustaw go w jednym wierszu albo w jednej kolumnie';
  const cellsN = (n: number): string => (ru ? `${n} ${plural('ru', n, 'клетка', 'клетки', 'клеток')}` : `${n} ${plural('pl', n, 'pole', 'pola', 'pól')}`);
  const shipsN = (n: number): string => (ru ? `${n} ${plural('ru', n, 'корабль', 'корабля', 'кораблей')}` : `${n} ${plural('pl', n, 'statek', 'statki', 'statków')}`);
  switch (str(parts, 'kind')) {
    case 'touch': {
      const [from, to] = [str(parts, 'from'), str(parts, 'to')];
      if (a === undefined || b === undefined || from === undefined || to === undefined) return undefined;
      const contact = parts.corner === true ? (ru ? `${from} касается ${to} углом` : `${from} styka się z ${to} rogiem`) : ru ? `${from} рядом с ${to}` : `${from} leży obok ${to}`;
      const rule =
        str(parts, 'spacing') === 'no-contact' ? (ru ? 'корабли не должны касаться даже углами' : 'statki nie mogą się stykać nawet rogami') : ru ? 'корабли не должны касаться бортами' : 'statki nie mogą stykać się bokami';
      return { message: ru ? `${a} и ${b} касаются: ${contact}` : `${a} i ${b} stykają się: ${contact}`, suggestion: rule };
    }
    case 'overlap': {
      const at = parts.at;
      if (a === undefined || b === undefined || !Array.isArray(at)) return undefined;
      return ru
        ? { message: `${a} и ${b} занимают общие клетки: ${at.join(', ')}`, suggestion: 'у кораблей не бывает общих клеток' }
        : { message: `${a} i ${b} zajmują wspólne pola: ${at.join(', ')}`, suggestion: 'statki nigdy nie dzielą pola' };
    }
    case 'off-board': {
      const off = num(parts, 'off');
      if (ship === undefined || off === undefined) return undefined;
      return ru ? { message: `${ship}: ${cellsN(off)} вне поля`, suggestion: 'держите все корабли внутри поля' } : { message: `${ship}: ${cellsN(off)} poza planszą`, suggestion: 'trzymaj wszystkie statki na planszy' };
    }
    case 'twice':
      if (ship === undefined) return undefined;
      return ru ? { message: `${ship}: клетка названа дважды`, suggestion: 'назовите каждую его клетку один раз' } : { message: `${ship}: pole podano dwa razy`, suggestion: 'podaj każde jego pole raz' };
    case 'size': {
      const [cells, size] = [num(parts, 'cells'), num(parts, 'size')];
      if (ship === undefined || cls === undefined || cells === undefined || size === undefined) return undefined;
      return ru
        ? { message: `${ship}: ${cellsN(cells)}, а у корабля класса ${q(cls)} их ${size}`, suggestion: `дайте ему ${cellsN(size)} или проверьте, тот ли это класс` }
        : { message: `${ship}: ${cellsN(cells)}, a statek klasy ${q(cls)} ma ich ${size}`, suggestion: `daj mu ${cellsN(size)} albo sprawdź, czy to ta klasa` };
    }
    case 'bent':
      if (ship === undefined || cls === undefined) return undefined;
      return { message: ru ? `${ship}: корабль изогнут, а корабль класса ${q(cls)} прямой` : `${ship}: statek jest wygięty, a statek klasy ${q(cls)} jest prosty`, suggestion: line };
    case 'not-straight': {
      const size = num(parts, 'size');
      if (ship === undefined || cls === undefined || size === undefined) return undefined;
      return ru
        ? { message: `${ship}: не один прямой отрезок, а корабль класса ${q(cls)} — это ${cellsN(size)} в линию`, suggestion: `поставьте его ${cellsN(size)} подряд в одну линию, без промежутков` }
        : { message: `${ship}: to nie jeden prosty odcinek, a statek klasy ${q(cls)} to ${cellsN(size)} w linii`, suggestion: `ustaw ${cellsN(size)} statku jedno za drugim w jednej linii, bez przerw` };
    }
    case 'diagonal': {
      const variant = str(parts, 'variant');
      if (ship === undefined || variant === undefined) return undefined;
      return { message: ru ? `${ship}: корабль стоит по диагонали, а вариант ${variant} разрешает только строки и столбцы` : `${ship}: statek stoi po przekątnej, a wariant ${variant} dopuszcza tylko wiersze i kolumny`, suggestion: line };
    }
    case 'not-shape':
      if (ship === undefined || cls === undefined) return undefined;
      return ru
        ? { message: `${ship}: форма не та, что у класса ${q(cls)}`, suggestion: 'возьмите форму класса, повёрнутую или отражённую' }
        : { message: `${ship}: kształt nie jest kształtem klasy ${q(cls)}`, suggestion: 'użyj kształtu klasy, obróconego albo odbitego' };
    case 'unknown-class': {
      const variant = str(parts, 'variant');
      const classes = parts.classes;
      if (cls === undefined || variant === undefined || !Array.isArray(classes)) return undefined;
      return ru
        ? { message: `${cls} — не класс кораблей варианта ${variant}`, suggestion: `классы — ${classes.join(', ')}` }
        : { message: `${cls} nie jest klasą statków wariantu ${variant}`, suggestion: `klasy to ${classes.join(', ')}` };
    }
    case 'count': {
      const [ships, fleet, by, write] = [num(parts, 'ships'), num(parts, 'fleet'), num(parts, 'by'), str(parts, 'write')];
      if (cls === undefined || ships === undefined || fleet === undefined) return undefined;
      // Polish wants its verb (`w ustawieniu nie ma żadnego statku`, `jest 1 statek`, `są 3 statki`,
      // `jest 5 statków`); Russian says the count alone (`в расстановке 2 корабля`).
      const many = ships === 0 ? (ru ? 'ни одного корабля' : 'nie ma żadnego statku') : ru ? shipsN(ships) : `${plural('pl', ships, 'jest', 'są', 'jest')} ${shipsN(ships)}`;
      const message = ru ? `${cls}: в расстановке ${many}, ${fleetHas('ru', fleet)}` : `${cls}: w ustawieniu ${many}, ${fleetHas('pl', fleet)}`;
      switch (str(parts, 'mend')) {
        case 'add':
          return by === undefined ? undefined : { message, suggestion: ru ? `добавьте ${shipsN(by)} этого класса` : `dodaj ${shipsN(by)} tej klasy` };
        case 'remove':
          return by === undefined ? undefined : { message, suggestion: ru ? `уберите ${shipsN(by)} этого класса` : `usuń ${shipsN(by)} tej klasy` };
        case 'list':
          if (write === undefined) return undefined;
          return {
            message,
            suggestion: ru ? `каждый элемент списка — это корабль; пишите клетки корабля одной строкой через пробел: ${write}` : `każdy element listy to statek; zapisz pola statku w jednym napisie, oddzielone spacjami: ${write}`,
          };
        default:
          return undefined;
      }
    }
    default:
      return undefined;
  }
}
