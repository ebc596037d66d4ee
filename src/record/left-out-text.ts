/**
 * A hit on the hospital ship left out of an announcement, said in English, Russian and Polish:
 * what the shots left out hit (`leftOutShots`, after the message), the turn that followed and the
 * target's salvos sized by the damage as announced (`leftOutHint`, in the suggestion), all from the
 * breach's parts (`LeftOutParts`, `Breach.leftOut`); and what mending the announcement brings
 * back: where the shooter then fired in the turn the hit cost it (the table went by the
 * announcement as made), the announcement written as the fleet gives it makes that salvo a
 * `penalty-ignored` breach, and the target's salvos sized by the damage as announced wrong sizes.
 * Where the target's reply hit the shooter's protected ship too (`Crossed`), the two lost turns
 * cancel where the hit was said: the reading as the turn order showed it, or that it is open yet;
 * mended, the second of the shooter's two salvos in a row is `out-of-turn`.
 * The referee's hint says the English clause after its "write -> …"; `check` says the sentence
 * under the diagnostic in the record's language.
 *
 * @example
 *   mendClause('en', { shooter: 'синие', lostTurnSalvo: 4, ships: 'госпиталь', target: 'красные', sized: [3, 4] })
 *   // "then синие's salvo 4, fired in the turn the hit on the госпиталь cost it, is a penalty-ignored breach, and красные's salvos 3 and 4 are the wrong size (wrong-salvo-size)"
 */
import { quoted, spoken } from '../core/language.js';
import { possessive } from '../core/possessive.js';
import { plural } from '../core/plural.js';

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
  /**
   * The target's reply hit the shooter's protected ship too (`LeftOutParts.after` `crossed`): the
   * two lost turns cancel once the hit is written, so `lostTurnSalvo`, the second of the
   * shooter's two salvos in a row, is fired out of turn (`out-of-turn`), not in a lost turn.
   */
  readonly crossed?: boolean;
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
      if (m.crossed === true) return `тогда оба пропуска хода взаимно отменяются: залп ${m.lostTurnSalvo} стороны ${quoted('ru', m.shooter)}, второй подряд, — нарушение out-of-turn${sizes}`;
      return `тогда залп ${m.lostTurnSalvo} стороны ${quoted('ru', m.shooter)}, сделанный в ход, который она должна была пропустить за попадание в ${m.ships}, — нарушение penalty-ignored${sizes}`;
    }
    case 'pl': {
      const sizes = m.sized.length === 0 ? '' : `, a ${one ? 'salwa' : 'salwy'} ${list(m.sized, 'i')} strony ${quoted('pl', m.target)} ${one ? 'ma' : 'mają'} złą liczbę strzałów (wrong-salvo-size)`;
      if (m.crossed === true) return `wtedy obie stracone tury się znoszą: salwa ${m.lostTurnSalvo} strony ${quoted('pl', m.shooter)}, druga z rzędu, to naruszenie out-of-turn${sizes}`;
      return `wtedy salwa ${m.lostTurnSalvo} strony ${quoted('pl', m.shooter)}, oddana w turze, którą miała stracić za trafienie w ${m.ships}, to naruszenie penalty-ignored${sizes}`;
    }
    default: {
      const sizes = m.sized.length === 0 ? '' : `, and ${possessive(m.target, `${one ? 'salvo' : 'salvos'} ${list(m.sized, 'and')}`, '')} ${one ? 'is' : 'are'} the wrong size (wrong-salvo-size)`;
      if (m.crossed === true) return `then the two lost turns cancel: ${possessive(m.shooter, `salvo ${m.lostTurnSalvo}`, '')}, its second in a row, is an out-of-turn breach${sizes}`;
      return `then ${possessive(m.shooter, `salvo ${m.lostTurnSalvo}`, '')}, fired in the turn the hit on the ${m.ships} cost it, is a penalty-ignored breach${sizes}`;
    }
  }
}

/**
 * An announcement that miscounted hits (not a hospital hit left out), the target's later salvos
 * sized as it made them: what writing the announcement the fleet gives brings back, said after its
 * "write -> …": those salvos the wrong size. `sized`: the target's own numbers of them, increasing.
 */
export function sizedMendClause(lang: string, m: { readonly target: string; readonly sized: readonly number[] }): string {
  const one = m.sized.length === 1;
  switch (spoken(lang)) {
    case 'ru':
      return `тогда ${one ? 'залп' : 'залпы'} ${list(m.sized, 'и')} стороны ${quoted('ru', m.target)} — неверного размера (wrong-salvo-size)`;
    case 'pl':
      return `wtedy ${one ? 'salwa' : 'salwy'} ${list(m.sized, 'i')} strony ${quoted('pl', m.target)} ${one ? 'ma' : 'mają'} złą liczbę strzałów (wrong-salvo-size)`;
    default:
      return `then ${possessive(m.target, `${one ? 'salvo' : 'salvos'} ${list(m.sized, 'and')}`, '')} ${one ? 'is' : 'are'} the wrong size (wrong-salvo-size)`;
  }
}

/**
 * A hit on the hospital announced where the fleet gives none, the target then firing twice in a
 * row as that announcement owed: what writing the announcement the fleet gives brings back, said
 * after its "write -> …" (the shooter lost no turn, so the target's second salvo in a row,
 * `salvo`, is out of turn). Sides as the record names them.
 */
export function addedMendClause(lang: string, m: { readonly shooter: string; readonly target: string; readonly salvo: number }): string {
  switch (spoken(lang)) {
    case 'ru':
      return `тогда сторона ${quoted('ru', m.shooter)} хода не теряла, и залп ${m.salvo} стороны ${quoted('ru', m.target)}, второй подряд, — нарушение out-of-turn`;
    case 'pl':
      return `wtedy strona ${quoted('pl', m.shooter)} nie traciła tury, a salwa ${m.salvo} strony ${quoted('pl', m.target)}, druga z rzędu, to naruszenie out-of-turn`;
    default:
      return `then ${m.shooter} lost no turn, and ${possessive(m.target, `salvo ${m.salvo}`, '')}, its second in a row, is an out-of-turn breach`;
  }
}

/**
 * A hit on the protected ship left out of an announcement, in its parts (`Breach.leftOut`): what
 * the referee says of it in the message and in the suggestion, in any language (`leftOutShots`,
 * `turnAfterText`, `sizedText`).
 */
export interface LeftOutParts {
  /** The cells hit and left out, in the variant's notation, in the salvo's order. */
  readonly cells: readonly string[];
  /** The ships they hit, in the record's words (`госпиталь`). */
  readonly ships: string;
  /**
   * The turn that followed, where the record shows it: the shooter firing its salvo `salvo` in the
   * turn the hit cost it (`fired`: the table went by the announcement as made), or the target
   * firing its salvos `salvos` in a row (`twice`: the hit was said at the table). Sides as the record names them.
   */
  readonly after?: { readonly kind: 'fired'; readonly shooter: string; readonly salvo: number } | { readonly kind: 'twice'; readonly target: string; readonly salvos: readonly [number, number] } | Crossed;
  /**
   * The target's later salvos sized by the damage as announced: its own numbers, their shots and
   * what the fleet owed (`2`, `2–3`); `by` `sinkings` where the variant sizes a salvo by the ships
   * afloat (classic Salvo), so by the sinkings announced, not by damage.
   */
  readonly sized?: { readonly target: string; readonly salvos: readonly { readonly salvo: number; readonly shots: number; readonly owed: string }[]; readonly by?: 'sinkings' };
}

/**
 * The target's reply (its salvo `targetSalvo`) hit the shooter's protected ship `hit` too, the
 * reading still open: each side owes a lost turn where the hit left out was said at the table, and
 * the two cancel (the sides take turns); where the table went by the announcement as made, only
 * the target loses its turn (the shooter fires twice in a row). `salvos`: where the record shows
 * which, the shooter's salvo and the target's after it (`said`), or the shooter's two in a row
 * (`as-made`). Sides as the record names them.
 */
export interface Crossed {
  readonly kind: 'crossed';
  readonly reading: 'open' | 'said' | 'as-made';
  readonly target: string;
  readonly targetSalvo: number;
  readonly shooter: string;
  /** The shooter's ships the reply hit, in the record's words (`госпиталь`). */
  readonly hit: string;
  readonly salvos?: readonly [number, number];
}

/** The crossed reading (`Crossed`) said, as `turnAfterText` says the turn after. */
function crossedText(lang: string, a: Crossed, ships: string): string {
  const [x, y] = a.salvos ?? [0, 0];
  switch (spoken(lang)) {
    case 'ru': {
      const hit = `затем залп ${a.targetSalvo} стороны ${quoted('ru', a.target)} попал в ${a.hit} стороны ${quoted('ru', a.shooter)}`;
      if (a.reading === 'said' && a.salvos !== undefined)
        return `${hit}, и после залпа ${x} стороны ${quoted('ru', a.shooter)} сторона ${quoted('ru', a.target)} сделала свой залп ${y}, а не ${quoted('ru', a.shooter)} снова: оба пропуска хода взаимно отменились, значит, о попадании в ${ships} сказали за столом, а в запись оно не попало`;
      if (a.reading === 'as-made' && a.salvos !== undefined)
        return `${hit}, и сторона ${quoted('ru', a.shooter)} сделала два залпа подряд, свои залпы ${x} и ${y}, как позволял ответ в том виде, в каком его дали, а если бы о попадании в ${ships} сказали за столом, оба пропуска хода взаимно отменились бы: это часть той же ошибки, а не другая`;
      return `${hit}: если о попадании в ${ships} сказали за столом, оба пропуска хода взаимно отменяются, если нет — сторона ${quoted('ru', a.target)} пропускает свой следующий ход; по записи пока не видно, как было за столом`;
    }
    case 'pl': {
      const hit = `potem salwa ${a.targetSalvo} strony ${quoted('pl', a.target)} trafiła w ${a.hit} strony ${quoted('pl', a.shooter)}`;
      if (a.reading === 'said' && a.salvos !== undefined)
        return `${hit}, a po salwie ${x} strony ${quoted('pl', a.shooter)} strona ${quoted('pl', a.target)} oddała swoją salwę ${y}, nie ${quoted('pl', a.shooter)} znowu: obie stracone tury się zniosły, więc o trafieniu w ${ships} powiedziano przy stole, a w zapisie go pominięto`;
      if (a.reading === 'as-made' && a.salvos !== undefined)
        return `${hit}, a strona ${quoted('pl', a.shooter)} oddała dwie salwy z rzędu, swoje salwy ${x} i ${y}, jak pozwalała odpowiedź w tej postaci, w jakiej padła, a gdyby o trafieniu w ${ships} powiedziano przy stole, obie stracone tury by się zniosły: to część tej samej pomyłki, nie osobna`;
      return `${hit}: jeśli o trafieniu w ${ships} powiedziano przy stole, obie stracone tury się znoszą, jeśli nie — strona ${quoted('pl', a.target)} traci swoją następną turę; z zapisu nie widać jeszcze, jak było przy stole`;
    }
    default: {
      const hit = `${possessive(a.target, `salvo ${a.targetSalvo}`, '')} then hit ${possessive(a.shooter, a.hit)}`;
      if (a.reading === 'said' && a.salvos !== undefined)
        return `${hit}, and ${possessive(a.shooter, `salvo ${x}`, '')} was followed by ${possessive(a.target, `salvo ${y}`, '')}, not by ${a.shooter} again: the two lost turns cancelled, so the hit on the ${ships} was said at the table, the record left it out`;
      if (a.reading === 'as-made' && a.salvos !== undefined)
        return `${hit}, and ${a.shooter} fired two salvos in a row, its salvos ${x} and ${y}, as the announcement as made let it, whereas had the hit on the ${ships} been said at the table, the two lost turns would have cancelled: part of this slip, not another`;
      return `${hit}: if the hit on the ${ships} was said at the table, the two lost turns cancel; if not, ${a.target} loses its next turn; the record does not show yet which`;
    }
  }
}

/**
 * What the shots left out hit, said after the message (`the shot at и1 hit the госпиталь, left out
 * of the announcement`; `выстрел по и1 попал в госпиталь, но это попадание в ответе пропущено`).
 */
export function leftOutShots(lang: string, l: LeftOutParts): string {
  const one = l.cells.length === 1;
  switch (spoken(lang)) {
    case 'ru':
      return one ? `выстрел по ${l.cells[0]} попал в ${l.ships}, но это попадание в ответе пропущено` : `выстрелы по ${l.cells.join(', ')} попали в ${l.ships}, но эти попадания в ответе пропущены`;
    case 'pl':
      return one ? `strzał w ${l.cells[0]} trafił w ${l.ships}, ale w odpowiedzi to trafienie pominięto` : `strzały w ${l.cells.join(', ')} trafiły w ${l.ships}, ale w odpowiedzi te trafienia pominięto`;
    default:
      return `${one ? 'the shot' : 'the shots'} at ${l.cells.join(' ')} hit the ${l.ships}, left out of the announcement`;
  }
}

/**
 * The turn that followed (`LeftOutParts.after`), as part of this slip, not a breach of the turn
 * order: `синие then fired its salvo 2 in the turn the hit on the госпиталь cost it, as the
 * announcement as made let it: part of this slip, not another`. Undefined where the record does not show it yet.
 */
export function turnAfterText(lang: string, l: LeftOutParts): string | undefined {
  const a = l.after;
  if (a === undefined) return undefined;
  if (a.kind === 'crossed') return crossedText(lang, a, l.ships);
  switch (spoken(lang)) {
    case 'ru':
      return a.kind === 'twice'
        ? `затем сторона ${quoted('ru', a.target)} сделала два залпа подряд, свои залпы ${a.salvos[0]} и ${a.salvos[1]}, как полагалось за попадание в ${l.ships}: о нём сказали за столом, а в запись оно не попало`
        : `затем сторона ${quoted('ru', a.shooter)} сделала свой залп ${a.salvo} в ход, который она должна была пропустить за попадание в ${l.ships}, как позволял ответ в том виде, в каком его дали: это часть той же ошибки, а не другая`;
    case 'pl':
      return a.kind === 'twice'
        ? `potem strona ${quoted('pl', a.target)} oddała dwie salwy z rzędu, swoje salwy ${a.salvos[0]} i ${a.salvos[1]}, jak się należało za trafienie w ${l.ships}: powiedziano o nim przy stole, a w zapisie go pominięto`
        : `potem strona ${quoted('pl', a.shooter)} oddała swoją salwę ${a.salvo} w turze, którą miała stracić za trafienie w ${l.ships}, jak pozwalała odpowiedź w tej postaci, w jakiej padła: to część tej samej pomyłki, nie osobna`;
    default:
      return a.kind === 'twice'
        ? `${a.target} then fired two salvos in a row, its salvos ${a.salvos[0]} and ${a.salvos[1]}, as the hit on the ${l.ships} owed: it was said at the table, the record left it out`
        : `${a.shooter} then fired its salvo ${a.salvo} in the turn the hit on the ${l.ships} cost it, as the announcement as made let it: part of this slip, not another`;
  }
}

/**
 * The target's salvos sized by the damage as announced (`LeftOutParts.sized`), as part of this
 * slip: `красные's salvos 3 and 4 had 3 shots each, as the damage announced owed, not 2: part of
 * this slip too`. Undefined where there are none.
 */
export function sizedText(lang: string, l: LeftOutParts): string | undefined {
  const s = l.sized;
  if (s === undefined || s.salvos.length === 0) return undefined;
  const first = s.salvos[0]!;
  const alike = s.salvos.every((z) => z.shots === first.shots && z.owed === first.owed);
  const nums = s.salvos.map((z) => z.salvo);
  const one = nums.length === 1;
  // What the sizes went by: the damage announced, or under ships-afloat rules the sinkings announced.
  const sinkings = s.by === 'sinkings';
  switch (spoken(lang)) {
    case 'ru': {
      const shots = (n: number): string => `${n} ${plural('ru', n, 'выстрел', 'выстрела', 'выстрелов')}`;
      const too = 'это тоже часть той же ошибки';
      const by = sinkings ? 'по объявленным потоплениям' : 'по объявленным повреждениям';
      if (alike) return `${one ? 'в залпе' : 'в каждом из залпов'} ${list(nums, 'и')} стороны ${quoted('ru', s.target)} — ${shots(first.shots)}, как полагалось ${by}, а не ${first.owed}: ${too}`;
      return `в залпах стороны ${quoted('ru', s.target)} было столько выстрелов, сколько полагалось ${by}: ${s.salvos.map((z) => `в залпе ${z.salvo} — ${shots(z.shots)} вместо ${z.owed}`).join(', ')}: ${too}`;
    }
    case 'pl': {
      const shots = (n: number): string => `${n} ${plural('pl', n, 'strzał', 'strzały', 'strzałów')}`;
      const too = 'to też część tej samej pomyłki';
      const by = sinkings ? 'według ogłoszonych zatopień' : 'według ogłoszonych uszkodzeń';
      if (alike) return `${one ? 'salwa' : 'każda z salw'} ${list(nums, 'i')} strony ${quoted('pl', s.target)} miała ${shots(first.shots)}, jak się należało ${by}, a nie ${first.owed}: ${too}`;
      return `salwy strony ${quoted('pl', s.target)} miały tyle strzałów, ile się należało ${by}: ${s.salvos.map((z) => `salwa ${z.salvo} miała ${shots(z.shots)} zamiast ${z.owed}`).join(', ')}: ${too}`;
    }
    default: {
      const by = sinkings ? 'the sinkings announced' : 'the damage announced';
      if (alike) return `${possessive(s.target, `${one ? 'salvo' : 'salvos'} ${list(nums, 'and')}`, '')} had ${first.shots} shot${first.shots === 1 ? '' : 's'}${one ? '' : ' each'}, as ${by} owed, not ${first.owed}: part of this slip too`;
      return `${possessive(s.target, 'salvos')} went by ${by}: ${s.salvos.map((z) => `salvo ${z.salvo} had ${z.shots}, not ${z.owed}`).join(', ')}: part of this slip too`;
    }
  }
}

/** The turn after and the sizes, as the suggestion says them before the mend (`…; …`); undefined where neither is known. */
export function leftOutHint(lang: string, l: LeftOutParts): string | undefined {
  const parts = [turnAfterText(lang, l), sizedText(lang, l)].filter((p): p is string => p !== undefined);
  return parts.length === 0 ? undefined : parts.join('; ');
}
