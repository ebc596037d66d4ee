/**
 * How the shots a side was owed come about (`OwedWhy`, rules/owed-why.ts), said after a wrong
 * salvo size's "owed 4" in English, Russian and Polish: the full salvo the variant gives (guns,
 * ships afloat, the ladder's first size), less what each enemy salvo took away, and the cap of the
 * shot limit or the cells left. Sides and ships as the record and the variant name them.
 *
 * @example
 *   owedWhyText('en', why, names)
 *   // '6 guns, less 1 for the battleship hit twice in blue's salvo 3, less 1 for a destroyer sunk in blue's salvo 5'
 */
import { quoted, spoken } from '../core/language.js';
import { possessive } from '../core/possessive.js';
import { plural, pluralCategory } from '../core/plural.js';
import type { OwedWhy, ShotLoss } from '../rules/types.js';

/** The names the text needs in one language: an enemy side as the record names it, a ship class and how many ships it has. */
export interface OwedNames {
  readonly side: (side: string) => string;
  readonly shipClass: (classId: string) => { readonly name: string; readonly count: number };
}

/** The owed shots' reasons as the JSON reports give them (`Breach.owedFrom`): sides as the record names them. */
export interface OwedFrom {
  /** What the full salvo counts: `guns`, `ships` afloat (times `perShip`), or `shots` (a damage ladder's first size, or a constant salvo). */
  readonly unit: 'guns' | 'ships' | 'shots';
  readonly full: number;
  readonly perShip?: number;
  readonly losses: readonly {
    readonly shots: number;
    /** The enemy's salvo that took them, by its own number; absent where the record does not show which. */
    readonly by?: string;
    readonly salvo?: number;
    readonly ships?: readonly { readonly class: string; readonly sunk: number; readonly damaged: number; readonly hits?: number; readonly hitsBefore?: number }[];
    readonly fromHit?: number;
  }[];
  readonly cap?: { readonly kind: 'shot-limit'; readonly left: number; readonly limit: number } | { readonly kind: 'fresh-cells'; readonly left: number };
}

/** `why` for the JSON reports, `side` naming an enemy side as the record does. */
export function owedFrom(why: OwedWhy, side: (s: string) => string): OwedFrom {
  const unit = why.kind === 'guns' ? 'guns' : why.kind === 'ships-afloat' ? 'ships' : 'shots';
  const full = why.kind === 'ships-afloat' && why.perShip !== undefined && why.perShip > 0 ? why.full / why.perShip : why.full;
  return {
    unit,
    full,
    ...(why.perShip !== undefined ? { perShip: why.perShip } : {}),
    losses: why.losses.map((l) => ({
      shots: l.shots,
      ...(l.salvo > 0 ? { by: side(l.by), salvo: l.salvo } : {}),
      ...(l.ships !== undefined ? { ships: l.ships.map((s) => ({ class: s.classId, sunk: s.sunk, damaged: s.damaged, ...(s.hits !== undefined ? { hits: s.hits } : {}), ...(s.hitsBefore !== undefined ? { hitsBefore: s.hitsBefore } : {}) })) } : {}),
      ...(l.step !== undefined ? { fromHit: l.step.damage } : {}),
    })),
    ...(why.cap !== undefined ? { cap: why.cap } : {}),
  };
}

const timesEn = (n: number): string => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);
const ordinalEn = (n: number): string => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
};
/** An English class name in the plural, as the variant gives it in the singular. */
const manyEn = (name: string): string => (/s$/u.test(name) ? name : `${name}s`);

/** What one salvo did to the ships of each class, in `lang`. */
function shipsText(lang: 'en' | 'ru' | 'pl', ships: NonNullable<ShotLoss['ships']>, names: OwedNames): string {
  const parts = ships.map((s) => {
    const { name, count } = names.shipClass(s.classId);
    const sunk = s.sunk > 0;
    const n = sunk ? s.sunk : s.damaged;
    const hitsOfOne = count === 1 && !sunk && s.hits !== undefined ? s.hits : undefined;
    // Hit before this salvo too: the salvo brought its last hit, not all of them (`hit for the 2nd time`).
    const again = hitsOfOne !== undefined && s.hitsBefore !== undefined && s.hitsBefore > 0;
    if (again && lang === 'ru') return `корабль ${quoted('ru', name)} получил ${hitsOfOne}-е попадание`;
    if (again && lang === 'pl') return `okręt ${quoted('pl', name)} trafiony po raz ${hitsOfOne}.`;
    if (again) return `the ${name.charAt(0).toLowerCase() + name.slice(1)} hit for the ${ordinalEn(hitsOfOne)} time`;
    if (lang === 'ru') {
      const ship = `${plural('ru', n, 'корабль', 'корабля', 'кораблей')} ${quoted('ru', name)}`;
      if (hitsOfOne !== undefined) return `корабль ${quoted('ru', name)} получил ${hitsOfOne} ${plural('ru', hitsOfOne, 'попадание', 'попадания', 'попаданий')}`;
      if (n === 1) return `${sunk ? 'потоплен' : 'повреждён'} корабль ${quoted('ru', name)}`;
      return `${sunk ? 'потоплено' : 'повреждено'} ${n} ${ship}`;
    }
    if (lang === 'pl') {
      if (hitsOfOne !== undefined) return `okręt ${quoted('pl', name)} trafiony ${hitsOfOne} ${plural('pl', hitsOfOne, 'raz', 'razy', 'razy')}`;
      if (n === 1) return `${sunk ? 'zatopiony' : 'uszkodzony'} okręt ${quoted('pl', name)}`;
      const few = pluralCategory('pl', n) === 'few';
      return `${sunk ? (few ? 'zatopione' : 'zatopionych') : few ? 'uszkodzone' : 'uszkodzonych'} ${n} ${few ? 'okręty' : 'okrętów'} ${quoted('pl', name)}`;
    }
    const low = name.charAt(0).toLowerCase() + name.slice(1);
    if (hitsOfOne !== undefined) return `the ${low} hit ${timesEn(hitsOfOne)}`;
    const who = count === 1 ? `the ${low}` : n === 1 ? `a ${low}` : n === count && n === 2 ? `both ${manyEn(low)}` : `${n} ${manyEn(low)}`;
    return `${who} ${sunk ? 'sunk' : 'damaged'}`;
  });
  return parts.join(lang === 'ru' ? ' и ' : lang === 'pl' ? ' i ' : ' and ');
}

/**
 * How the shots owed come about, in `lang` (English where it has no words of its own): said after
 * "owed 4" (`6 guns, less 2 for the battleship sunk in blue's salvo 7`).
 */
export function owedWhyText(lang: string, why: OwedWhy, names: OwedNames): string {
  const l = spoken(lang);
  const said = l === 'ru' || l === 'pl' ? l : 'en';
  const salvoOf = (x: ShotLoss): string => {
    if (x.salvo <= 0) return '';
    if (said === 'ru') return ` (залп ${x.salvo} стороны ${quoted('ru', names.side(x.by))})`;
    if (said === 'pl') return ` (salwa ${x.salvo} strony ${quoted('pl', names.side(x.by))})`;
    return ` in ${possessive(names.side(x.by), `salvo ${x.salvo}`, '')}`;
  };
  const parts: string[] = [];
  if (why.kind === 'guns') {
    parts.push(said === 'ru' ? `${why.full} ${plural('ru', why.full, 'орудие', 'орудия', 'орудий')}` : said === 'pl' ? `${why.full} ${plural('pl', why.full, 'działo', 'działa', 'dział')}` : `${why.full} gun${why.full === 1 ? '' : 's'}`);
  } else if (why.kind === 'ships-afloat') {
    const per = why.perShip ?? 1;
    const ships = per > 0 ? why.full / per : 0;
    parts.push(
      said === 'ru'
        ? `по ${per} ${plural('ru', per, 'выстрелу', 'выстрела', 'выстрелов')} за каждый из ${ships} кораблей`
        : said === 'pl'
          ? `po ${per} ${plural('pl', per, 'strzale', 'strzały', 'strzałów')} za każdy z ${ships} okrętów`
          : `${per === 1 ? 'one shot' : `${per} shots`} for each of ${ships} ships`,
    );
  } else {
    parts.push(said === 'ru' ? `${why.full} ${plural('ru', why.full, 'выстрел', 'выстрела', 'выстрелов')}` : said === 'pl' ? `${why.full} ${plural('pl', why.full, 'strzał', 'strzały', 'strzałów')}` : `${why.full} shot${why.full === 1 ? '' : 's'}`);
  }
  for (const x of why.losses) {
    if (x.step !== undefined) {
      const s = x.step;
      parts.push(said === 'ru' ? `с ${s.damage}-го попадания — ${s.shots}${salvoOf(x)}` : said === 'pl' ? `od ${s.damage}. trafienia — ${s.shots}${salvoOf(x)}` : `${s.shots} from the ${ordinalEn(s.damage)} hit on${x.salvo > 0 ? `, taken${salvoOf(x)}` : ''}`);
      continue;
    }
    const what = x.ships === undefined || x.ships.length === 0 ? undefined : shipsText(said, x.ships, names);
    if (said === 'ru') parts.push(`минус ${x.shots}${what !== undefined ? ` — ${what}` : ''}${salvoOf(x)}`);
    else if (said === 'pl') parts.push(`minus ${x.shots}${what !== undefined ? ` — ${what}` : ''}${salvoOf(x)}`);
    else parts.push(`less ${x.shots}${what !== undefined ? ` for ${what}` : ''}${salvoOf(x)}`);
  }
  let text = parts.join(', ');
  const cap = why.cap;
  if (cap !== undefined) {
    if (said === 'ru') text += cap.kind === 'shot-limit' ? `, но до предела в ${cap.limit} осталось только ${cap.left}` : `, но клеток, по которым ещё не стреляли, осталось только ${cap.left}`;
    else if (said === 'pl') text += cap.kind === 'shot-limit' ? `, ale do limitu ${cap.limit} zostało tylko ${cap.left}` : `, ale pól, w które jeszcze nie strzelano, zostało tylko ${cap.left}`;
    else text += cap.kind === 'shot-limit' ? `, but only ${cap.left} left under the limit of ${cap.limit}` : `, but only ${cap.left} cell${cap.left === 1 ? '' : 's'} not fired at yet`;
  }
  return text;
}
