/**
 * The reasons of `impossibility-reason.ts` said in plain words, in English, Russian and Polish:
 * which salvo (its number in the record, its line) and cells show what cannot be. The English
 * sentence goes into `announcements-impossible`'s message (diagnostics and JSON stay English);
 * `check` says it under the diagnostic in the record's language too. The compiler's own reasons
 * (`ImpossibleCause`: a cell hit, a class hit or sunk, that no layout can give) are said in Russian
 * and Polish by `causeSentence`, where a report has no conflict set to name (a hint of play).
 *
 * @example
 *   reasonSentence(reason, reasonContext(record, variant, sources, 'ru'))
 *   // 'залп 7 (строка 12): ответ «попал» на а1, но любой корабль, проходящий через а1, занимает клетку с ответом «мимо»: а2 (залп 5, строка 10)'
 */
import { spoken } from '../core/language.js';
import { plural } from '../core/plural.js';
import { formatAnnouncement } from '../record/announcement-text.js';
import type { GameRecord, RecordSources } from '../record/model.js';
import { variantNotation } from '../rules/notation.js';
import { localize, singleShots, type Variant } from '../variant/model.js';
import type { ImpossibilityReason } from './impossibility-reason.js';
import type { ImpossibleCause } from './problem.js';

/**
 * A reason whose salvos are places in the record (0-based), not indices in the evidence: what
 * `conflictAgainst` gives.
 */
export type RecordReason = ImpossibilityReason;

/** How the text names the record's salvos, cells, classes and announced results. */
export interface ReasonContext {
  readonly lang: string;
  /** Every salvo of the game is one shot: Russian and Polish then say "shot" (выстрел, strzał). */
  readonly single: boolean;
  /** The salvo at record place `at`: its number as the text numbers it, and its line where known. */
  salvo(at: number): { readonly number: number; readonly line?: number };
  cell(cell: number): string;
  className(classIndex: number): string;
  /** The result announced for the shot at `cell` of the salvo at `at`, in the record's words. */
  shotWords(at: number, cell: number): string;
  /** What a whole-salvo report at `at` said of the class at `classIndex`, in the record's words (`destroyer 2 sunk 2`). */
  entryWords(at: number, classIndex: number): string;
  /** The variant's words for a miss and for a ship sunk. */
  readonly miss: string;
  readonly sunk: string;
}

/** The context for `record` (with its `sources`, when read from a file) in `lang`. */
export function reasonContext(record: Pick<GameRecord, 'salvos'>, variant: Variant, sources: Pick<RecordSources, 'salvos'> | undefined, lang: string): ReasonContext {
  const notation = variantNotation(variant, variant.words[lang] ? lang : undefined);
  const single = singleShots(variant);
  return {
    lang,
    single,
    salvo: (at) => {
      const src = sources?.salvos[at];
      return { number: src?.item ?? at + 1, ...(src ? { line: src.at.line } : {}) };
    },
    cell: notation.cell,
    className: (ci) => localize(variant.fleet[ci]!.name, variant.words[lang] ? lang : (variant.languages[0] ?? 'en'), variant).toLocaleLowerCase(lang),
    shotWords: (at, cell) => {
      const s = record.salvos[at];
      const k = s?.cells.indexOf(cell) ?? -1;
      const a = s?.announcement;
      if (a?.kind !== 'per-shot' || k < 0 || a.shots[k] === undefined) return '';
      return formatAnnouncement({ kind: 'per-shot', shots: [a.shots[k]] }, variant, lang);
    },
    entryWords: (at, classIndex) => {
      const a = record.salvos[at]?.announcement;
      const id = variant.fleet[classIndex]?.id;
      const entries = a?.kind === 'per-salvo' ? a.hits.filter((h) => h.classId === id) : [];
      return entries.length === 0 ? '' : formatAnnouncement({ kind: 'per-salvo', hits: entries }, variant, lang);
    },
    miss: notation.result?.('miss') ?? 'miss',
    sunk: notation.result?.('sunk') ?? 'sunk',
  };
}

/**
 * The sentences' words. `s`, the salvo a sentence opens with, is undefined where the sentence
 * follows a head that names that salvo already (`reasonSentence`'s `alone`): English says "it",
 * Russian and Polish start at what was announced.
 */
interface Words {
  salvo(n: number, single: boolean): string;
  line(n: number): string;
  sunkUnfired(s: string | undefined, said: string, cell: string, cls: string | undefined, size: number): string;
  noRoomShot(s: string | undefined, said: string, cell: string, cls: string | undefined, sunk: boolean, miss: string, list: string): string;
  noRoomSalvo(s: string | undefined, cls: string, list: string): string;
  tooLong(list: string, n: number, longest: number): string;
  touch(list: string): string;
  touchesSunk(hit: string, sunk: string): string;
  noShip(list: string, why: readonly string[]): string;
  noShipUnsunk(sunk: string): string;
  noShipMisses(miss: string, list: string): string;
  noShipTouching(list: string): string;
  unsunk(list: string, one: boolean, last: string, said: string, sunk: string): string;
  apart(s: string | undefined, count: number, cls: string, most: number): string;
  sunkCount(s: string | undefined, said: string, cls: string, sunk: number, most: number, hits: number | undefined): string;
  refired(s: string | undefined, said: string, cell: string, first: string): string;
  sunkTooOften(s: string | undefined, said: string, cell: string, cls: string, count: number, before: string): string;
  /** `last`: the last salvo whose report is part of it, named with its line (undefined: the salvo's own report alone). */
  unreadNone(s: string | undefined, single: boolean, last: { readonly number: number; readonly line?: number } | undefined): string;
}

const EN: Words = {
  salvo: (n) => `salvo ${n}`,
  line: (n) => `line ${n}`,
  sunkUnfired: (s, said, cell, cls, size) =>
    `${s ?? 'it'} announced "${said}" at ${cell}, but no ${cls ?? 'ship'}${cls !== undefined ? ` (${size} cells)` : ''} through ${cell} had all its cells fired at by then`,
  noRoomShot: (s, said, cell, cls, sunk, miss, list) =>
    `${s ?? 'it'} announced "${said}" at ${cell}, but every ${cls ?? 'ship'} through ${cell}${sunk ? ' whose cells were all fired at' : ''} covers a cell announced "${miss}": ${list}`,
  noRoomSalvo: (s, cls, list) => `${s ?? 'it'} announced a hit on the ${cls}, but every ${cls} through its cells covers water that salvos announced "no hits" found: ${list}`,
  tooLong: (list, n, longest) => `the hits at ${list} touch, so they are one ship: a line of ${n} cells, longer than the largest ship (${longest} cells)`,
  touch: (list) => `the hits at ${list} touch, so they are one ship, but no ship can cover them all (ships may not touch)`,
  unsunk: (list, one, last, said, sunk) =>
    one
      ? `every ship through ${last} had all its cells fired at with that shot, so it sank the ship, but it was announced "${said}"`
      : `the hits at ${list} touch, so they are one ship, and every ship covering them had all its cells fired at with the shot at ${last}, which sank it, but that shot was announced "${said}", and none of them "${sunk}"`,
  noShip: (list, why) => `the hits at ${list} touch, so they are one ship, but every ship covering them ${why.join('; or ')}`,
  noShipUnsunk: (sunk) => `would have had all its cells fired at with none of them announced "${sunk}"`,
  noShipMisses: (miss, list) => `covers a cell announced "${miss}": ${list}`,
  noShipTouching: (list) => `touches another hit: ${list}`,
  touchesSunk: (hit, sunk) => `the hit at ${hit} touches the ship announced sunk at ${sunk}, so it would be that ship's, but every cell of it had been fired at already (ships may not touch)`,
  apart: (s, count, cls, most) => `${s ?? 'it'} announced ${count} hits on the ${cls}, but no ${cls} covers more than ${most} of that salvo's cells`,
  sunkCount: (s, said, cls, sunk, most, hits) =>
    `${s ?? 'it'} announced "${said}", but ${sunk === 1 ? `no ship of the ${cls} class` : `no ${sunk} ships of the ${cls} class`} can have had ${sunk === 1 ? 'its' : 'their'} last cell fired at in that salvo${hits !== undefined ? ` with ${hits} ${hits === 1 ? 'hit' : 'hits'} on the class` : ''}${most > 0 ? ` (at most ${most})` : ''}`,
  refired: (s, said, cell, first) => `${s ?? 'it'} announced "${said}" at ${cell}, but ${cell} had been fired at before (${first}): a shot there hits nothing new`,
  sunkTooOften: (s, said, cell, cls, count, before) =>
    `${s ?? 'it'} announced "${said}" at ${cell}, but ${count === 1 ? `the only ${cls} had been announced sunk already` : `all ${count} ships of the ${cls} class had been announced sunk already`}: ${before}`,
  unreadNone: (s, _single, last) =>
    `${lead(s)}no cell its unread shot could be at fits ${last === undefined ? 'its report' : `its report and those after it at this fleet up to salvo ${last.number}${last.line !== undefined ? ` (line ${last.line})` : ''}`}`,
};

const RU: Words = {
  salvo: (n, single) => `${single ? 'выстрел' : 'залп'} ${n}`,
  line: (n) => `строка ${n}`,
  sunkUnfired: (s, said, cell, cls, size) =>
    `${lead(s)}ответ «${said}» на ${cell}, но ни один ${cls !== undefined ? `корабль класса «${cls}» (${size} ${plural('ru', size, 'клетка', 'клетки', 'клеток')})` : 'корабль'}, проходящий через ${cell}, не был к тому времени обстрелян по всем клеткам`,
  noRoomShot: (s, said, cell, cls, sunk, miss, list) =>
    `${lead(s)}ответ «${said}» на ${cell}, но любой ${cls !== undefined ? `корабль класса «${cls}»` : 'корабль'}, проходящий через ${cell}${sunk ? ' и обстрелянный по всем клеткам' : ''}, занимает клетку с ответом «${miss}»: ${list}`,
  noRoomSalvo: (s, cls, list) => `${lead(s)}попадание в корабль класса «${cls}», но любой такой корабль, проходящий через клетки этого залпа, занимает воду, найденную залпами без попаданий: ${list}`,
  tooLong: (list, n, longest) =>
    `попадания ${list} соприкасаются, значит, это один корабль — линия из ${n} ${plural('ru', n, 'клетки', 'клеток', 'клеток')}, длиннее самого большого корабля (${longest} ${plural('ru', longest, 'клетка', 'клетки', 'клеток')})`,
  touch: (list) => `попадания ${list} соприкасаются, значит, это один корабль, но ни один корабль не может занять их все (корабли не касаются друг друга)`,
  unsunk: (list, one, last, said, sunk) =>
    one
      ? `любой корабль, проходящий через ${last}, этим выстрелом был обстрелян по всем клеткам, значит, потоплен, но ответ был «${said}»`
      : `попадания ${list} соприкасаются, значит, это один корабль, и любой такой корабль был обстрелян по всем клеткам выстрелом на ${last}, который его и потопил, но ответа «${sunk}» не было (на этот выстрел — «${said}»)`,
  noShip: (list, why) => `попадания ${list} соприкасаются, значит, это один корабль, но любой корабль, занимающий их все, ${why.join('; или ')}`,
  noShipUnsunk: (sunk) => `был бы обстрелян по всем клеткам без ответа «${sunk}»`,
  noShipMisses: (miss, list) => `занимает клетку с ответом «${miss}»: ${list}`,
  noShipTouching: (list) => `касается другого попадания: ${list}`,
  touchesSunk: (hit, sunk) => `попадание ${hit} касается корабля, объявленного убитым на ${sunk}, значит, оно в этот корабль, но тот уже был обстрелян по всем клеткам (корабли не касаются друг друга)`,
  apart: (s, count, cls, most) => `${lead(s)}${count} ${plural('ru', count, 'попадание', 'попадания', 'попаданий')} в корабль класса «${cls}», но ни один такой корабль не занимает больше ${most} ${plural('ru', most, 'клетки', 'клеток', 'клеток')} этого залпа`,
  sunkCount: (s, said, cls, _sunk, most, hits) => {
    const h = hits !== undefined ? ` при ${hits} ${plural('ru', hits, 'попадании', 'попаданиях', 'попаданиях')}` : '';
    return most === 0
      ? `${lead(s)}ответ «${said}», но ни один корабль класса «${cls}» не мог быть добит этим залпом${h}`
      : `${lead(s)}ответ «${said}», но этим залпом${h} можно было добить не больше ${most} из кораблей класса «${cls}»`;
  },
  refired: (s, said, cell, first) => `${lead(s)}ответ «${said}» на ${cell}, но по ${cell} уже стреляли раньше (${first}): выстрел туда не может попасть ни во что новое`,
  sunkTooOften: (s, said, cell, cls, count, before) =>
    `${lead(s)}ответ «${said}» на ${cell}, но ${count === 1 ? `единственный корабль класса «${cls}» уже был объявлен потопленным` : `все корабли класса «${cls}» (${count}) уже были объявлены потопленными`}: ${before}`,
  unreadNone: (s, single, last) =>
    `${lead(s)}ни одна клетка, куда мог прийтись нечитаемый выстрел, не согласуется с итогом ${single ? 'этого выстрела' : 'этого залпа'}${last === undefined ? '' : ` и следующих по этому флоту до ${single ? 'выстрела' : 'залпа'} ${last.number}${last.line !== undefined ? ` (строка ${last.line})` : ''}`}`,
};

const PL: Words = {
  salvo: (n, single) => `${single ? 'strzał' : 'salwa'} ${n}`,
  line: (n) => `wiersz ${n}`,
  sunkUnfired: (s, said, cell, cls, size) =>
    `${lead(s)}odpowiedź „${said}” na ${cell}, ale żaden ${cls !== undefined ? `statek klasy „${cls}” (${size} ${plural('pl', size, 'pole', 'pola', 'pól')})` : 'statek'} obejmujący ${cell} nie był do tej pory ostrzelany na wszystkich polach`,
  noRoomShot: (s, said, cell, cls, sunk, miss, list) =>
    `${lead(s)}odpowiedź „${said}” na ${cell}, ale każdy ${cls !== undefined ? `statek klasy „${cls}”` : 'statek'} obejmujący ${cell}${sunk ? ' i ostrzelany na wszystkich polach' : ''} zajmuje pole z odpowiedzią „${miss}”: ${list}`,
  noRoomSalvo: (s, cls, list) => `${lead(s)}trafienie w statek klasy „${cls}”, ale każdy taki statek obejmujący pola tej salwy zajmuje wodę znalezioną przez salwy bez trafień: ${list}`,
  tooLong: (list, n, longest) =>
    `trafienia ${list} stykają się, więc to jeden statek — linia ${n} ${plural('pl', n, 'pola', 'pól', 'pól')}, dłuższa niż największy statek (${longest} ${plural('pl', longest, 'pole', 'pola', 'pól')})`,
  touch: (list) => `trafienia ${list} stykają się, więc to jeden statek, ale żaden statek nie może zająć ich wszystkich (statki nie mogą się stykać)`,
  unsunk: (list, one, last, said, sunk) =>
    one
      ? `każdy statek obejmujący ${last} miał tym strzałem ostrzelane wszystkie pola, więc został zatopiony, ale odpowiedź brzmiała „${said}”`
      : `trafienia ${list} stykają się, więc to jeden statek, a każdy taki statek miał ostrzelane wszystkie pola po strzale na ${last}, który go zatopił, ale odpowiedzi „${sunk}” nie było (na ten strzał — „${said}”)`,
  noShip: (list, why) => `trafienia ${list} stykają się, więc to jeden statek, ale każdy statek, który je wszystkie zajmuje, ${why.join('; albo ')}`,
  noShipUnsunk: (sunk) => `miałby ostrzelane wszystkie pola bez odpowiedzi „${sunk}”`,
  noShipMisses: (miss, list) => `zajmuje pole z odpowiedzią „${miss}”: ${list}`,
  noShipTouching: (list) => `styka się z innym trafieniem: ${list}`,
  touchesSunk: (hit, sunk) => `trafienie ${hit} styka się ze statkiem zatopionym na ${sunk}, więc należy do niego, ale ten był już ostrzelany na wszystkich polach (statki nie mogą się stykać)`,
  apart: (s, count, cls, most) => `${lead(s)}${count} ${plural('pl', count, 'trafienie', 'trafienia', 'trafień')} w statek klasy „${cls}”, ale żaden taki statek nie zajmuje więcej niż ${most} ${plural('pl', most, 'pola', 'pól', 'pól')} tej salwy`,
  sunkCount: (s, said, cls, _sunk, most, hits) => {
    const h = hits !== undefined ? ` przy ${hits} ${plural('pl', hits, 'trafieniu', 'trafieniach', 'trafieniach')}` : '';
    return most === 0
      ? `${lead(s)}odpowiedź „${said}”, ale tą salwą${h} nie dało się dobić żadnego statku klasy „${cls}”`
      : `${lead(s)}odpowiedź „${said}”, ale tą salwą${h} dało się dobić najwyżej ${most} ze statków klasy „${cls}”`;
  },
  refired: (s, said, cell, first) => `${lead(s)}odpowiedź „${said}” na ${cell}, ale w ${cell} strzelano już wcześniej (${first}): strzał tam nie może trafić niczego nowego`,
  sunkTooOften: (s, said, cell, cls, count, before) =>
    `${lead(s)}odpowiedź „${said}” na ${cell}, ale ${count === 1 ? `jedyny statek klasy „${cls}” był już ogłoszony jako zatopiony` : `wszystkie statki klasy „${cls}” (${count}) były już ogłoszone jako zatopione`}: ${before}`,
  unreadNone: (s, single, last) =>
    `${lead(s)}żadne pole, w które mógł paść nieczytelny strzał, nie zgadza się z wynikiem ${single ? 'tego strzału' : 'tej salwy'}${last === undefined ? '' : ` i kolejnych do tej floty aż do ${single ? 'strzału' : 'salwy'} ${last.number}${last.line !== undefined ? ` (wiersz ${last.line})` : ''}`}`,
};

/** `salvo 7 (line 12): `, before what was announced; nothing where the salvo is named already (undefined). */
function lead(s: string | undefined): string {
  return s === undefined ? '' : `${s}: `;
}

/** The words of `lang` (English for a language salvo does not speak). */
function wordsOf(lang: string): Words {
  const sp = spoken(lang);
  return sp === 'ru' ? RU : sp === 'pl' ? PL : EN;
}

/**
 * A salvo named as the referee's sentences name it, by its number and its line where known, in
 * `lang`; `single`: every salvo of the game is one shot (Russian and Polish then say "shot").
 *
 * @example
 *   salvoAtLine('ru', 7, 12, false) // 'залп 7 (строка 12)'
 */
export function salvoAtLine(lang: string, number: number, line: number | undefined, single: boolean): string {
  const w = wordsOf(lang);
  return `${w.salvo(number, single)}${line !== undefined ? ` (${w.line(line)})` : ''}`;
}

/**
 * The reason in one sentence, in `ctx`'s language: the salvos by number and line, the cells as
 * the charts write them.
 */
export function reasonSentence(r: RecordReason, ctx: ReasonContext, alone = false): string {
  const w = wordsOf(ctx.lang);
  // `alone`: every salvo the reason speaks of is the one a head before it names (`reasonAlone`).
  const salvo = (at: number): string | undefined => {
    if (alone) return undefined;
    const s = ctx.salvo(at);
    return salvoAtLine(ctx.lang, s.number, s.line, ctx.single);
  };
  // A cell with the salvo that fired it: `A2 (salvo 5, line 9)`; the cell alone where the salvo is named already.
  const shots = (list: readonly { salvo: number; cell: number }[]): string =>
    list
      .map((x) => {
        if (alone) return ctx.cell(x.cell);
        const s = ctx.salvo(x.salvo);
        return `${ctx.cell(x.cell)} (${w.salvo(s.number, ctx.single)}${s.line !== undefined ? `, ${w.line(s.line)}` : ''})`;
      })
      .join(', ');
  const cls = (ci: number | undefined): string | undefined => (ci === undefined ? undefined : ctx.className(ci));
  switch (r.code) {
    case 'sunk-unfired':
      return w.sunkUnfired(salvo(r.salvo), ctx.shotWords(r.salvo, r.cell), ctx.cell(r.cell), cls(r.classIndex), r.size);
    case 'no-room':
      return r.cell !== undefined
        ? w.noRoomShot(salvo(r.salvo), ctx.shotWords(r.salvo, r.cell), ctx.cell(r.cell), cls(r.classIndex), r.sunk, ctx.miss, shots(r.misses))
        : w.noRoomSalvo(salvo(r.salvo), cls(r.classIndex) ?? '', shots(r.misses));
    case 'hits-too-long':
      return w.tooLong(shots(r.hits), r.hits.length, r.longest);
    case 'hits-touch':
      return w.touch(shots(r.hits));
    case 'hits-unsunk':
      return w.unsunk(shots(r.hits), r.hits.length === 1, shots([r.last]), ctx.shotWords(r.last.salvo, r.last.cell), ctx.sunk);
    case 'hits-no-ship':
      return w.noShip(shots(r.hits), [
        ...(r.unsunk ? [w.noShipUnsunk(ctx.sunk)] : []),
        ...(r.misses.length > 0 ? [w.noShipMisses(ctx.miss, shots(r.misses))] : []),
        ...(r.touching.length > 0 ? [w.noShipTouching(shots(r.touching))] : []),
      ]);
    case 'touches-sunk':
      return w.touchesSunk(shots([r.hit]), shots([r.sunk]));
    case 'salvo-hits-apart':
      return w.apart(salvo(r.salvo), r.count, ctx.className(r.classIndex), r.most);
    case 'salvo-sunk-count':
      return w.sunkCount(salvo(r.salvo), ctx.entryWords(r.salvo, r.classIndex), ctx.className(r.classIndex), r.sunk, r.most, r.hits);
    case 'hit-refired':
    {
      const f = ctx.salvo(r.first.salvo);
      return w.refired(salvo(r.hit.salvo), ctx.shotWords(r.hit.salvo, r.hit.cell), ctx.cell(r.hit.cell), `${w.salvo(f.number, ctx.single)}${f.line !== undefined ? `, ${w.line(f.line)}` : ''}`);
    }
    case 'sunk-too-often':
      return w.sunkTooOften(salvo(r.sunk.salvo), ctx.shotWords(r.sunk.salvo, r.sunk.cell), ctx.cell(r.sunk.cell), ctx.className(r.classIndex), r.before.length, shots(r.before));
    case 'unread-none':
      return w.unreadNone(salvo(r.salvo), ctx.single, r.last === r.salvo ? undefined : ctx.salvo(r.last));
  }
}

/** The salvos (places in the record) whose announcements a reason speaks of. */
function reasonSalvos(r: RecordReason): number[] {
  switch (r.code) {
    case 'no-room':
      return [r.salvo, ...r.misses.map((x) => x.salvo)];
    case 'hits-too-long':
    case 'hits-touch':
      return r.hits.map((x) => x.salvo);
    case 'touches-sunk':
      return [r.hit.salvo, r.sunk.salvo];
    case 'hits-unsunk':
      return [...r.hits.map((x) => x.salvo), r.last.salvo];
    case 'hits-no-ship':
      return [...r.hits, ...r.misses, ...r.touching].map((x) => x.salvo);
    case 'hit-refired':
      // The salvo that fired at the cell first is named in the sentence either way (it fired
      // there; its announcement is no part of the conflict).
      return [r.hit.salvo];
    case 'sunk-too-often':
      return [r.sunk.salvo, ...r.before.map((x) => x.salvo)];
    case 'unread-none':
      return [r.salvo, r.last];
    default:
      return [r.salvo];
  }
}

/**
 * Whether the reason speaks of one salvo only, the one at record place `at`: where that salvo's
 * announcement alone is what no legal fleet fits, a message names it once, with its line, and the
 * reason after it says it as "it" (`reasonSentence`'s `alone`), never `salvo 6: salvo 6 (line 11) …`.
 */
export function reasonAlone(r: RecordReason, at: number): boolean {
  return reasonSalvos(r).every((s) => s === at);
}

/** How the compiler's reasons (`ImpossibleCause`) are said in Russian and Polish. */
interface CauseWords {
  /** The `n`th salvo fired at the fleet inferred (the compiler counts those alone). */
  salvo(n: number, single: boolean): string;
  cellHit(cell: string): string;
  classHit(s: string, cls: string): string;
  classSunk(s: string, cls: string, ships: number | undefined): string;
  ownSize(shots: number, after: number, owed: number | undefined): string;
  /** Salvos 1 to `n` fired at the fleet said as a span (`w salwach 1–3 do tej floty`), not `do 3. salwy do tej floty`. */
  unreadMisses(n: number, single: boolean, most: number): string;
  noRoom(cls: string): string;
  offBoard(s: string, cell: string): string;
  results(s: string, cells: number, results: number): string;
  hitAgain(s: string, cell: string): string;
  unknownClass(s: string, id: string): string;
  noShip(s: string, cls: string, ship: number): string;
  namedTwice(s: string, cls: string): string;
  /** `two`: two unread cells (one salvo's, or one in each of two), no pair of cells they could be at fitting. */
  unreadNone(s: string, n: number, last: number, single: boolean, two: boolean): string;
}

const RU_CAUSE: CauseWords = {
  salvo: (n, single) => `${n}-й ${single ? 'выстрел' : 'залп'} по этому флоту`,
  cellHit: (cell) => `попадание в клетку ${cell} невозможно`,
  classHit: (s, cls) => `${s}: попадание в корабль класса «${cls}» невозможно`,
  classSunk: (s, cls, ships) =>
    `${s}: потопление ${ships === undefined ? 'корабля' : `${ships} ${plural('ru', ships, 'корабля', 'кораблей', 'кораблей')}`} класса «${cls}» невозможно`,
  ownSize: (shots, after, owed) =>
    `собственный залп из ${shots} ${plural('ru', shots, 'выстрела', 'выстрелов', 'выстрелов')} после ${after} ${plural('ru', after, 'залпа', 'залпов', 'залпов')} по этому флоту невозможен${owed !== undefined ? `: в этом варианте залп всегда из ${owed} ${plural('ru', owed, 'выстрела', 'выстрелов', 'выстрелов')}` : ''}`,
  unreadMisses: (n, single, most) =>
    `${n === 1 ? `в 1-м ${single ? 'выстреле' : 'залпе'}` : `в ${single ? 'выстрелах' : 'залпах'} 1–${n}`} по этому флоту: после нечитаемой клетки сверх объявленных попаданий на клетки кораблей могло прийтись не больше ${most} ${plural('ru', most, 'выстрела', 'выстрелов', 'выстрелов')} (повторные выстрелы), а выходит больше`,
  noRoom: (cls) => `нет места для кораблей класса «${cls}»`,
  offBoard: (s, cell) => `${s}: клетка ${cell} вне поля`,
  results: (s, cells, results) => `${s}: клеток ${cells}, а ответов ${results}`,
  hitAgain: (s, cell) => `${s}: по ${cell} уже стреляли, попасть там больше не во что, но объявлено попадание`,
  unknownClass: (s, id) => `${s}: неизвестный класс «${id}»`,
  noShip: (s, cls, ship) => `${s}: нет корабля класса «${cls}» № ${ship}, или он назван дважды`,
  namedTwice: (s, cls) => `${s}: класс «${cls}» назван дважды`,
  unreadNone: (s, n, last, _single, two) => `${s}: ${two ? 'ни одна пара клеток, куда могли прийтись два нечитаемых выстрела,' : 'ни одна клетка, куда мог прийтись нечитаемый выстрел,'} не согласуется с ${last === n ? 'его итогами' : `итогами залпов ${n}–${last}`}`,
};

const PL_CAUSE: CauseWords = {
  salvo: (n, single) => `${n}. ${single ? 'strzał' : 'salwa'} do tej floty`,
  cellHit: (cell) => `trafienie w pole ${cell} jest niemożliwe`,
  classHit: (s, cls) => `${s}: trafienie w statek klasy „${cls}” jest niemożliwe`,
  classSunk: (s, cls, ships) =>
    `${s}: zatopienie ${ships === undefined ? 'statku' : `${ships} ${plural('pl', ships, 'statku', 'statków', 'statków')}`} klasy „${cls}” jest niemożliwe`,
  ownSize: (shots, after, owed) =>
    `własna salwa z ${shots} ${plural('pl', shots, 'strzału', 'strzałów', 'strzałów')} po ${after} ${plural('pl', after, 'salwie', 'salwach', 'salwach')} do tej floty jest niemożliwa${owed !== undefined ? `: w tym wariancie salwa ma zawsze ${owed} ${plural('pl', owed, 'strzał', 'strzały', 'strzałów')}` : ''}`,
  unreadMisses: (n, single, most) =>
    `${n === 1 ? `w 1. ${single ? 'strzale' : 'salwie'}` : `w ${single ? 'strzałach' : 'salwach'} 1–${n}`} do tej floty: po nieczytelnym polu ponad ogłoszone trafienia najwyżej ${most} ${plural('pl', most, 'strzał mógł', 'strzały mogły', 'strzałów mogło')} paść na pola statków (strzały powtórzone), a musiałoby więcej`,
  noRoom: (cls) => `brak miejsca na statki klasy „${cls}”`,
  offBoard: (s, cell) => `${s}: pole ${cell} leży poza planszą`,
  results: (s, cells, results) => `${s}: pól ${cells}, a wyników ${results}`,
  hitAgain: (s, cell) => `${s}: w ${cell} już strzelano, nie można tam trafić niczego nowego, a ogłoszono trafienie`,
  unknownClass: (s, id) => `${s}: nieznana klasa „${id}”`,
  noShip: (s, cls, ship) => `${s}: nie ma statku klasy „${cls}” nr ${ship} albo podano go dwa razy`,
  namedTwice: (s, cls) => `${s}: klasa „${cls}” podana dwa razy`,
  unreadNone: (s, n, last, single, two) => `${s}: ${two ? 'żadna para pól, w które mogły paść dwa nieczytelne strzały,' : 'żadne pole, w które mógł paść nieczytelny strzał,'} nie zgadza się z ${last === n ? (single ? 'jego wynikiem' : 'jej wynikiem') : `wynikami ${single ? 'strzałów' : 'salw'} ${n}–${last}`}`,
};

/**
 * The compiler's reason no layout fits (`Problem.impossibleCause`) in Russian or Polish, its
 * parts kept: the cell as the charts write it, the class by its name in `lang` (else the
 * variant's first language), the salvo as the `n`th fired at the fleet inferred, as the compiler
 * counts them. Undefined in English and any other language: `Problem.impossible` says it there.
 *
 * @example
 *   causeSentence({ kind: 'cell-hit', cell: 5 }, statki, 'pl') // 'trafienie w pole F1 jest niemożliwe'
 */
export function causeSentence(why: ImpossibleCause, variant: Variant, lang: string): string | undefined {
  const sp = spoken(lang);
  const w = sp === 'ru' ? RU_CAUSE : sp === 'pl' ? PL_CAUSE : undefined;
  if (w === undefined) return undefined;
  const notation = variantNotation(variant, variant.words[lang] ? lang : undefined);
  const nameLang = variant.words[lang] ? lang : (variant.languages[0] ?? 'en');
  const cls = (id: string): string => {
    const c = variant.fleet.find((x) => x.id === id);
    return c === undefined ? id : localize(c.name, nameLang, variant).toLocaleLowerCase(lang);
  };
  const single = singleShots(variant);
  const s = (n: number): string => w.salvo(n, single);
  switch (why.kind) {
    case 'cell-hit':
      return w.cellHit(notation.cell(why.cell));
    case 'class-hit':
      return w.classHit(s(why.salvo), cls(why.classId));
    case 'class-sunk':
      return w.classSunk(s(why.salvo), cls(why.classId), why.ships);
    case 'own-size':
      return w.ownSize(why.shots, why.afterSalvo, why.owed);
    case 'unread-misses':
      return w.unreadMisses(why.salvo, single, why.most);
    case 'no-room':
      return w.noRoom(cls(why.classId));
    case 'off-board':
      return w.offBoard(s(why.salvo), notation.cell(why.cell));
    case 'results':
      return w.results(s(why.salvo), why.cells, why.results);
    case 'hit-again':
      return w.hitAgain(s(why.salvo), notation.cell(why.cell));
    case 'unknown-class':
      return w.unknownClass(s(why.salvo), why.classId);
    case 'no-ship':
      return w.noShip(s(why.salvo), cls(why.classId), why.ship);
    case 'named-twice':
      return w.namedTwice(s(why.salvo), cls(why.classId));
    case 'unread-none':
      return w.unreadNone(s(why.salvo), why.salvo, why.last, single, why.shots === 2);
  }
}
