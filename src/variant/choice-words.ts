/**
 * The variant format's fixed words (a spacing rule, a report's timing, a salvo's kind, …) written
 * in Russian or Polish, as a designer writing in them may (`spacing: без касания`, `timing: po
 * salwie`, `kind: по кораблям`): the English word each means, read from the common words for it.
 * Each set of choices is known by its words; a value is read against the set it was written for.
 *
 * @example
 *   nativeChoiceMeant('без касания', ['may-touch', 'no-side-contact', 'no-contact'])    // 'no-contact'
 *   nativeChoiceMeant('tylko rogami', ['may-touch', 'no-side-contact', 'no-contact'])   // 'no-side-contact'
 *   nativeChoiceMeant('после каждого выстрела', ['per-shot', 'per-salvo'])              // 'per-shot'
 *   nativeChoiceMeant('по кораблям', ['constant', 'damage', 'guns', 'ships-afloat'])    // 'ships-afloat'
 *   nativeChoiceMeant('без касания', ['per-shot', 'per-salvo'])                         // undefined
 */

/** Lower case, ё as е, hyphens, underscores and runs of spaces as one space, quotes and stops left out. */
function normal(value: string): string {
  return value
    .toLowerCase()
    .replace(/ё/gu, 'е')
    .replace(/[«»"„”'’.,;:!?()]/gu, ' ')
    .replace(/[-_\s]+/gu, ' ')
    .trim();
}

/** A word saying no, not or without (`не`, `без`, `нельзя`, `nie`, `bez`, `zakaz`). */
const NEGATION = /(?:^| )(?:не|нет|без|нельзя|ни|запрещ\p{L}*|nie|bez|zakaz\p{L}*|zabroni\p{L}*|brak)(?: |$)/u;
/** Touching, in Russian and Polish: касаться, соприкасаться, stykać się, dotykać, a contact. */
const TOUCH = /каса|сопри|прика|контакт|styk|dotyk|kontakt|przyleg/u;
/** Corners (углами, rogami, narożnikami) or a diagonal neighbour. */
const CORNER = /угл|угол|диагонал|rog|róg|narożn|skos|ukos/u;
/** Sides (сторонами, бортами, bokami). */
const SIDE = /сторон|борт|бок|bok/u;

/** `placement.spacing`: may-touch, no-side-contact or no-contact. */
function spacingMeant(v: string): string | undefined {
  const no = NEGATION.test(v);
  if (/даже|nawet|ani /u.test(v) && (CORNER.test(v) || TOUCH.test(v))) return 'no-contact';
  if (SIDE.test(v) && no) return 'no-side-contact';
  if (CORNER.test(v)) return no ? 'no-contact' : 'no-side-contact';
  if (TOUCH.test(v)) return no ? 'no-contact' : 'may-touch';
  if (/отдельно|раздельно|порознь|зазор|промежут|свободн\p{L}* клет|osobno|oddzielnie|odstęp|odstep|przerw|woln\p{L}* pol/u.test(v)) return 'no-contact';
  if (/вплотную|впритык|рядом|как угодно|любое|obok|dowolnie|blisko/u.test(v)) return 'may-touch';
  return undefined;
}

/** A report's timing: per-shot or per-salvo. */
function timingMeant(v: string): string | undefined {
  if (/выстрел|сразу|strzał|strzal|od razu|natychmiast/u.test(v)) return 'per-shot';
  if (/залп|ход|раунд|salw|tur|kolejk|rund/u.test(v)) return 'per-salvo';
  return undefined;
}

/** A per-shot report's sunk: none, plain or with-class. */
function sunkMeant(v: string): string | undefined {
  if (/класс|тип|назв|какой|klas|typ|nazw|jaki/u.test(v)) return 'with-class';
  if (NEGATION.test(v) || /никак|не объявл|не сообщ|nie ogł|nie mów/u.test(v)) return 'none';
  if (/убит|потоп|затоп|тонет|утонул|zatop|zaton|tonie|просто|обычн|zwykł|zwykl|po prostu/u.test(v)) return 'plain';
  return undefined;
}

/** A per-salvo report's by: class or ship. */
function byMeant(v: string): string | undefined {
  if (/класс|тип|вид|klas|typ|rodzaj/u.test(v)) return 'class';
  if (/корабл|судн|суда|судам|statk|statek|okręt|okret/u.test(v)) return 'ship';
  return undefined;
}

/** A salvo's kind: constant, damage, guns or ships-afloat. */
function kindMeant(v: string): string | undefined {
  if (/оруди|пушк|ствол|działa|dział|dzial|armat/u.test(v)) return 'guns';
  if (/поврежд|урон|пораж|uszkodz|obrażen|obrazen/u.test(v)) return 'damage';
  if (/корабл|судн|суда|судам|на плаву|оставш|statk|statek|okręt|okret|na wodzie|pozostał|pozostal/u.test(v)) return 'ships-afloat';
  if (/постоян|фиксир|одинаков|неизмен|всегда|одиночн|stał|stal[aey]|zawsze|niezmien|pojedyncz/u.test(v)) return 'constant';
  return undefined;
}

/** A protected hit's penalty: none or skip-next-turn. */
function penaltyMeant(v: string): string | undefined {
  if (/^(?:нет|нету|никакого|никакой|ничего|brak|żadna|zadna|żadnej|nic)$|без штраф|bez kar/u.test(v)) return 'none';
  if (/пропус|теря|потер|лиша|ход|traci|utrat|strat|pomin|pomija|kolejk|tur/u.test(v)) return 'skip-next-turn';
  return undefined;
}

/** What ends a game whose shots ran out: draw or most-hits-wins. */
function exhaustedMeant(v: string): string | undefined {
  if (/ничь|ничейн|remis/u.test(v)) return 'draw';
  if (/попадан|больше|trafie|trafień|więcej|wiecej|najwięcej|najwiecej/u.test(v)) return 'most-hits-wins';
  return undefined;
}

/** A cell's order: the column's word or the row's, whichever comes first (`буква-цифра`, `wiersz-kolumna`). */
function cellOrderMeant(v: string): string | undefined {
  const column = v.search(/столб|колон|букв|kolumn|liter/u);
  const row = v.search(/строк|ряд|цифр|числ|номер|wiersz|rząd|rzęd|rzad|cyfr|liczb|numer/u);
  if (column < 0 && row < 0) return undefined;
  if (row < 0 || (column >= 0 && column < row)) return 'column-row';
  return 'row-column';
}

/** Each set of choices (known by one word of its own) and how a value written for it is read. */
const READERS: readonly (readonly [string, (v: string) => string | undefined])[] = [
  ['no-side-contact', spacingMeant],
  ['per-salvo', timingMeant],
  ['with-class', sunkMeant],
  ['ship', byMeant],
  ['ships-afloat', kindMeant],
  ['skip-next-turn', penaltyMeant],
  ['most-hits-wins', exhaustedMeant],
  ['row-column', cellOrderMeant],
];

/**
 * The choice a value in Russian or Polish words means, of `choices` (the set it was written for);
 * undefined where the words say none of them, or the set is not one known here. Read only where
 * the English reading (./suggest.ts's `choiceMeant`) finds nothing: its stems would misread some
 * English words.
 */
export function nativeChoiceMeant(value: string, choices: readonly string[]): string | undefined {
  const v = normal(value);
  if (v === '') return undefined;
  const reader = READERS.find(([word]) => choices.includes(word));
  const meant = reader?.[1](v);
  return meant !== undefined && choices.includes(meant) ? meant : undefined;
}
