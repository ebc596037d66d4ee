/**
 * The words for a "sunk" the hits of lines left out (or of cells that cannot be read) could have
 * made right alone, but that those hits are already counted toward an earlier "sunk" of the same
 * side (they are one total for every "sunk" they may make right: referee.ts). The later "sunk" is
 * the breach reported; which of the two is wrong cannot be told from the record, and the lines
 * themselves, read from the paper, tell it. Said after the breach's message and before its
 * suggestion, in English, Russian and Polish.
 *
 * @example
 *   sharedHitsMessage('en', false, { kind: 'lost', lines: [3], upTo: 2, cells: ['A4'], earlier: [{ salvo: 5, line: 28, cells: ['B10', 'C10'] }] })
 *   // '; salvo 3 before it (see its error) may hold hits (up to 2) on the rest of the ship (A4, not fired at as read), but they are counted toward the "sunk" of salvo 5 (line 28: B10, C10), and are too few for both: one of the two "sunk" is wrong, and which cannot be told from the record'
 */
import type { SaidLang } from './said-words.js';

/** The hits of lines left out, or of unread cells, shared between this "sunk" and earlier ones. */
export interface SharedHits {
  /** `lost`: lines left out of the replay (they cannot be read, or name no cell); `unread`: salvos read with cells that cannot be read. */
  readonly kind: 'lost' | 'unread';
  /** The record's numbers of those salvos. */
  readonly lines: readonly number[];
  /** The most hits they may hold, where it is known. */
  readonly upTo?: number;
  /** The cells of this "sunk" ship not fired at as read (board labels). */
  readonly cells: readonly string[];
  /** The earlier "sunk" of the side the hits are counted toward: the record's salvo number and the cells each needs. */
  readonly earlier: readonly { readonly salvo: number; readonly line?: number; readonly cells: readonly string[] }[];
}

type Lang = SaidLang | 'en';

const LINE: Readonly<Record<Lang, string>> = { en: 'line', ru: 'строка', pl: 'wiersz' };

/** `5 (line 28: B10, C10)`: an earlier "sunk", where it is written and the cells it needs. */
const earlierOne = (lang: Lang, e: SharedHits['earlier'][number]): string => `${e.salvo} (${e.line === undefined ? '' : `${LINE[lang]} ${e.line}: `}${e.cells.join(', ')})`;

const list = (xs: readonly (string | number)[], and: string): string => (xs.length <= 1 ? `${xs.join('')}` : `${xs.slice(0, -1).join(', ')} ${and} ${xs[xs.length - 1]}`);

/** The clause said after the breach's message (it begins with `; `). */
export function sharedHitsMessage(lang: Lang, single: boolean, s: SharedHits): string {
  const one = s.lines.length === 1;
  const two = s.earlier.length === 1;
  const nums = s.lines.join(', ');
  const cells = s.cells.join(', ');
  const earlier = (f: (e: SharedHits['earlier'][number]) => string): string => s.earlier.map(f).join(', ');
  if (lang === 'ru') {
    const [gen, locPl, loc] = single ? ['выстрела', 'выстрелах', 'выстреле'] : ['залпа', 'залпах', 'залпе'];
    const where =
      s.kind === 'unread'
        ? `в клетках ${one ? `${gen} ${nums}` : `${single ? 'выстрелов' : 'залпов'} ${nums}`}, которые не удалось прочитать (см. ошибки при них),`
        : `в ${one ? `${loc} ${nums} перед этим (см. ошибку при нём)` : `${locPl} ${nums} перед этим (см. ошибки при них)`}`;
    const toward = two
      ? `в потопление, объявленное после ${gen} ${earlierOne(lang, s.earlier[0]!)}, и на оба потопления их не хватает: одно из двух объявлено неверно`
      : `в потопления, объявленные после ${single ? "выстрелов" : "залпов"} ${earlier((e) => earlierOne(lang, e))}, и на все их не хватает: одно из них объявлено неверно`;
    return `; ${where} могли быть попадания${s.upTo !== undefined ? ` (до ${s.upTo})` : ''} в остальные клетки этого корабля (${cells}, по которым, как записано, не стреляли), но они уже засчитаны ${toward}, а какое — по записи сказать нельзя`;
  }
  if (lang === 'pl') {
    const [gen, locPl, loc, fem] = single ? ['strzału', 'strzałach', 'strzale', false] : ['salwy', 'salwach', 'salwie', true];
    const where =
      s.kind === 'unread'
        ? `w polach ${one ? `${gen} ${nums}` : `${single ? 'strzałów' : 'salw'} ${nums}`}, których nie da się odczytać (zob. błędy przy nich),`
        : `w ${one ? `${loc} ${nums} wcześniej (zob. błąd przy ${fem ? 'niej' : 'nim'})` : `${locPl} ${nums} wcześniej (zob. błędy przy nich)`}`;
    const toward = two
      ? `na poczet zatopienia ogłoszonego po ${loc} ${earlierOne(lang, s.earlier[0]!)}, a na oba ich nie starcza: jedno z dwóch zatopień ogłoszono błędnie`
      : `na poczet zatopień ogłoszonych po ${locPl} ${earlier((e) => earlierOne(lang, e))}, a na wszystkie ich nie starcza: jedno z nich ogłoszono błędnie`;
    return `; ${where} mogły być trafienia${s.upTo !== undefined ? ` (do ${s.upTo})` : ''} w pozostałe pola tego statku (${cells}, w które według zapisu nie strzelano), ale policzono je już ${toward}, a które — z zapisu nie wiadomo`;
  }
  const where =
    s.kind === 'unread'
      ? `the cells of salvo${one ? '' : 's'} ${nums} that cannot be read (see their errors)`
      : `salvo${one ? '' : 's'} ${nums} before it (see ${one ? 'its error' : 'their errors'})`;
  const toward = two
    ? `the "sunk" of salvo ${earlierOne(lang, s.earlier[0]!)}, and are too few for both: one of the two "sunk" is wrong`
    : `the "sunk" of salvos ${list(
        s.earlier.map((e) => earlierOne(lang, e)),
        'and',
      )}, and are too few for all: one of them is wrong`;
  return `; ${where} may hold hits${s.upTo !== undefined ? ` (up to ${s.upTo})` : ''} on the rest of the ship (${cells}, not fired at as read), but they are counted toward ${toward}, and which cannot be told from the record`;
}

/** What to do first, said before the breach's own suggestion (it ends with `; `). */
export function sharedHitsSuggestion(lang: Lang, single: boolean, s: SharedHits): string {
  const one = s.lines.length === 1;
  const nums = s.lines.join(', ');
  const cells = s.cells.join(', ');
  if (lang === 'ru') {
    const [acc, accPl] = single ? ['выстрел', 'выстрелы'] : ['залп', 'залпы'];
    const what = s.kind === 'unread' ? `клетки ${single ? 'выстрела' : 'залпа'}${one ? '' : 'ов'} ${nums}` : `${one ? acc : accPl} ${nums}`;
    return `сначала исправьте ${what} по листку и проверьте снова: по тому, куда ${one && s.kind === 'lost' ? 'он попал' : 'они попали'}, будет видно, какое потопление объявлено неверно (если в ${cells} — более раннее); если неверно это: `;
  }
  if (lang === 'pl') {
    const what = s.kind === 'unread' ? `pola ${one ? (single ? 'strzału' : 'salwy') : single ? 'strzałów' : 'salw'} ${nums}` : single ? `${one ? 'strzał' : 'strzały'} ${nums}` : `${one ? 'salwę' : 'salwy'} ${nums}`;
    const hit = s.kind === 'unread' || !one ? 'trafiły' : single ? 'trafił' : 'trafiła';
    return `najpierw popraw ${what} według kartki i sprawdź ponownie: z tego, w co ${hit}, będzie widać, które zatopienie ogłoszono błędnie (jeśli w ${cells} — wcześniejsze); jeśli błędne jest to: `;
  }
  const what = s.kind === 'unread' ? `the cells of salvo${one ? '' : 's'} ${nums}` : `salvo${one ? '' : 's'} ${nums}`;
  const they = one && s.kind === 'lost' ? 'it' : 'they';
  return `first mend ${what} from the paper, and check again: what ${they} hit tells which "sunk" is wrong (if ${they} hit ${cells}, the earlier); if it is this one: `;
}
