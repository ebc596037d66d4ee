/**
 * The record as the referee reads it (`salvo check`): the one reading `show`, `analyze` and
 * `infer` chart and infer from, so that a referee's commonest copying slips are read as meant
 * and not charted as play:
 *
 * - a line written under the wrong side (`wrong-side`) is read as the side's that fired it;
 * - two lines written the other way round (`out-of-turn` with `swappedWith`) are read in the
 *   order they were fired;
 * - salvos written after the game had ended (`after-game-end`) are left out, said once;
 * - a line written again right after itself (`repeated-salvo`) is left out, a line to delete;
 * - a salvo left out (`salvo-missing`) is read as put back, what it hit not known (`missing`): the
 *   sizes its target fired after it tell nothing of the target's fleet;
 * - two results of a turn line written the other way round (`results-swapped`, found only by check's
 *   whole report: inference/full-referee.ts `breachesToRead`) are read swapped (`resultsSwapped`).
 *
 * `swappedLines` and `afterTheEnd` are the steps `check` takes on its breaches to say those slips once.
 *
 * @example
 *   const read = recordAsRead(parsed, variant);
 *   read.wrongSide[0] // { salvo: 7, line: 30, salvos: 1, written: 'red', reads: 'blue', sideSalvo: 4 }
 *   read.record.salvos[read.from.indexOf(6)]!.side // 'blue'
 */
import { salvoOutcome } from '../rules/announce.js';
import type { Variant } from '../variant/model.js';
import { replayRecord } from './game.js';
import type { GameRecord, RecordSources, SalvoSource } from './model.js';
import type { ParsedRecord } from './parse.js';
import { readAsFired, refereeRecord, type Breach } from './referee.js';
import { firstReading, READING_TRIES, SIZE_CODES } from './try-reading.js';

/** What follows from the order of the lines: whose turn it was, and the shots owed. */
const ORDER_CODES: ReadonlySet<string> = new Set(['out-of-turn', 'penalty-ignored', ...SIZE_CODES]);

/**
 * Two lines written the other way round (`- blue: …` under `- red: …` where red fired after
 * blue): the first is out of turn, and, the turn order staying as it was, so is the line after the
 * second, though it was written right. Where the replay with the two lines swapped has neither
 * out-of-turn breach and every other breach as before, it is that one slip: said at the first, with
 * the line to swap it with (`swappedWith`), and the innocent line's breach left out. Lines of one
 * salvo (or one shot) each, not forced.
 */
export function swappedLines(f: ParsedRecord, variant: Variant, breaches: readonly Breach[]): Breach[] {
  const salvos = f.sources.salvos;
  const oneLine = (t: number): boolean => {
    const s = salvos[t];
    return s !== undefined && (s.shot === undefined || s.shot.of === 1) && f.record.salvos[t]?.forced !== true;
  };
  const outOfTurn = breaches.filter((b) => b.code === 'out-of-turn' && b.salvo !== undefined);
  let tries = 0;
  return (
    firstReading(outOfTurn, (first): Breach[] | undefined => {
      const t = salvos.findIndex((s) => s.item === first.salvo);
      if (t < 0 || !oneLine(t) || !oneLine(t + 1) || salvos[t + 1]!.item !== first.salvo! + 1) return undefined;
      if (f.record.salvos[t]!.side === f.record.salvos[t + 1]!.side) return undefined;
      // The innocent line: the next one out of turn, after the pair.
      const second = outOfTurn.find((b) => b.salvo! > first.salvo! + 1);
      if (second === undefined) return undefined;
      if (++tries > READING_TRIES) return undefined;
      const swap = <T>(xs: readonly T[]): T[] => xs.map((x, i) => (i === t ? xs[t + 1]! : i === t + 1 ? xs[t]! : x));
      const swapped = refereeRecord({ ...f, record: { ...f.record, salvos: swap(f.record.salvos) }, sources: { ...f.sources, salvos: swap(salvos) } }, variant);
      // From the first line to the innocent one, what follows from the order (whose turn, the sizes
      // owed) is gone in the swapped replay, and everything else is as it was.
      const inWindow = (b: Breach): boolean => b.salvo !== undefined && b.salvo >= first.salvo! && b.salvo <= second.salvo!;
      const ofOrder = (b: Breach): boolean => ORDER_CODES.has(b.code) && inWindow(b);
      const codes = (bs: readonly Breach[]): string => bs.filter((b) => b.code !== 'announcements-impossible' && !ofOrder(b)).map((b) => `${b.code}@${inWindow(b) ? 'window' : String(b.salvo)}`).sort().join();
      if (swapped.breaches.some(ofOrder) || codes(swapped.breaches) !== codes(breaches)) return undefined;
      const other = salvos[t + 1]!;
      const swappedWith = { salvo: other.item, line: other.at.line };
      const who = first.shooter ?? first.side ?? 'the side';
      const suggestion = `this line and line ${swappedWith.line} (salvo ${swappedWith.salvo}) look written the other way round: swap them; if ${who} did fire then, it stands: add forced: true to it if play went on from it`;
      return breaches.flatMap((b) => (b === first ? [{ ...b, swappedWith, suggestion }] : ofOrder(b) ? [] : [b]));
    }) ?? [...breaches]
  );
}

/**
 * Salvos fired after the game had ended (the winner shooting on after the last sinking, the
 * record kept going): one slip, said once, at the first of them, with how many followed it; what
 * the later ones break (each fired after the end, a cell fired at again, an announcement the fleet
 * belies) is not judged, nor anything else of the first one.
 */
export function afterTheEnd(breaches: readonly Breach[]): Breach[] {
  const first = breaches.find((b) => b.code === 'after-game-end' && b.salvo !== undefined);
  if (first === undefined) return [...breaches];
  const at = first.salvo!;
  const later = new Set(breaches.filter((b) => b.code === 'after-game-end' && b.salvo !== undefined && b.salvo > at).map((b) => b.salvo!)).size;
  const said = later === 0 ? '' : `, and ${later} salvo${later === 1 ? '' : 's'} more after it (not judged)`;
  return breaches.flatMap((b) => {
    if (b === first) return [later === 0 ? b : { ...b, message: `${b.message}${said}`, ended: { ...b.ended, later } }];
    return b.salvo !== undefined && b.salvo >= at ? [] : [b];
  });
}

/** A line read as the other side's (`wrong-side`): its first salvo's number and line, how many salvos it holds, the side written and the side that fired, and that side's own number of it. */
export interface WrongSideRead {
  readonly salvo: number;
  readonly line: number | undefined;
  readonly salvos: number;
  readonly written: string;
  readonly reads: string;
  readonly sideSalvo: number;
}

/** Two lines read in the order fired: the first's number and line, and the other's. */
export interface SwappedRead {
  readonly salvo: number;
  readonly line: number | undefined;
  readonly with: { readonly salvo: number; readonly line: number };
}

/** The salvos after the end of the game, left out: the first's number and line, the last's number, and how many more followed the first. */
export interface AfterEndRead {
  readonly salvo: number;
  readonly line: number | undefined;
  readonly last: number;
  readonly later: number;
}

/** A line written again right after itself, left out: its salvos (`first`–`last`), the one it copies, and the copy's line. */
export interface CopyRead {
  readonly first: number;
  readonly last: number;
  readonly of: number;
  readonly line: number;
}

/**
 * A salvo that seems left out (`salvo-missing`), read as put back, what it hit not known: the line
 * after the gap (its number and line), the side left out and its own number of the salvo, and the
 * side of the line after the gap (its target), whose salvos from there on tell nothing of its
 * fleet by their sizes. The salvos read are the record's: the salvo put back has no cells to chart.
 */
export interface MissingRead {
  readonly salvo: number;
  readonly line: number | undefined;
  readonly side: string;
  readonly sideSalvo: number;
  readonly written: string;
}

/**
 * Two results of a turn line written the other way round (`results-swapped`), read swapped: the
 * first shot's number in the record and the line of its results, the side that fired, its own
 * numbers of the two shots, their cells, and their results as written (in the record's words),
 * each read as the other's.
 */
export interface ResultsSwappedRead {
  readonly salvo: number;
  readonly line: number | undefined;
  readonly side: string;
  readonly shots: readonly number[];
  readonly cells: readonly string[];
  readonly results: readonly string[];
}

/**
 * A miss its side fired again after (`miss-fired-again`), read as a hit: the shot's number in the
 * record and the line of its result, the side that fired, its own number of the shot, its cell,
 * and its result as written and as read (in the record's words).
 */
export interface MissRead {
  readonly salvo: number;
  readonly line: number | undefined;
  readonly side: string;
  readonly shot: number;
  readonly cell: string;
  readonly written: string;
  readonly reads: string;
}

export interface RecordAsRead {
  /** The salvos as read: sides as fired, in the order fired, without what is left out. */
  readonly record: GameRecord;
  /**
   * Their sources, in the same order (each keeps its number and line as written); each salvo left
   * out counts among its side's salvos (`countingMissing`), so that they are numbered as check numbers them.
   */
  readonly sources: RecordSources;
  /** For each salvo read, its place in the record as written. */
  readonly from: readonly number[];
  readonly wrongSide: readonly WrongSideRead[];
  readonly swapped: readonly SwappedRead[];
  readonly afterEnd: AfterEndRead | null;
  readonly copies: readonly CopyRead[];
  readonly missing: readonly MissingRead[];
  readonly resultsSwapped: readonly ResultsSwappedRead[];
  readonly missesRead: readonly MissRead[];
}

/** The referee's breaches as `check` says the slips: two lines swapped, and the salvos after the end, each once. */
export function breachesAsChecked(f: ParsedRecord, variant: Variant, breaches: readonly Breach[] = refereeRecord(f, variant).breaches): Breach[] {
  return afterTheEnd(swappedLines(f, variant, breaches));
}

/**
 * `f` read as `check` reads it (see the module comment), from the referee's `breaches` as check
 * gives them (`breachesAsChecked`, the default; `analyze` passes check's whole report).
 */
export function recordAsRead(f: ParsedRecord, variant: Variant, breaches: readonly Breach[] = breachesAsChecked(f, variant)): RecordAsRead {
  const { record, sources } = resultsAsRead(f, breaches);
  const placeOf = (item: number): number => sources.salvos.findIndex((s) => s.item === item);
  const sided = readAsFired(record, sources, breaches);
  const wrongSide: WrongSideRead[] = breaches.flatMap((b) =>
    b.code === 'wrong-side' && b.salvo !== undefined && b.shooter !== undefined && b.readsAs !== undefined
      ? [{ salvo: b.salvo, line: b.line, salvos: b.readsAs.salvos, written: b.readsAs.written, reads: b.shooter, sideSalvo: b.sideSalvo ?? 0 }]
      : [],
  );
  const copies: CopyRead[] = breaches.flatMap((b) =>
    b.code === 'repeated-salvo' && b.salvo !== undefined && b.copyOf !== undefined ? [{ first: b.salvo, last: b.salvo + b.copyOf.salvos - 1, of: b.copyOf.salvo, line: b.line ?? 0 }] : [],
  );
  const end = breaches.find((b) => b.code === 'after-game-end' && b.salvo !== undefined);
  const lastItem = Math.max(0, ...sources.salvos.map((x) => x.item));
  const afterEnd: AfterEndRead | null = end === undefined ? null : { salvo: end.salvo!, line: end.line, last: Math.max(end.salvo!, lastItem), later: end.ended?.later ?? 0 };
  const missing: MissingRead[] = breaches.flatMap((b) =>
    b.code === 'salvo-missing' && b.salvo !== undefined && b.missing !== undefined && b.shooter !== undefined
      ? [{ salvo: b.salvo, line: b.line, side: b.shooter, sideSalvo: b.sideSalvo ?? 0, written: b.missing.written }]
      : [],
  );
  const swapped: SwappedRead[] = breaches.flatMap((b) => (b.code === 'out-of-turn' && b.salvo !== undefined && b.swappedWith !== undefined ? [{ salvo: b.salvo, line: b.line, with: b.swappedWith }] : []));
  const order = record.salvos.map((_, t) => t);
  for (const s of swapped) {
    const a = placeOf(s.salvo);
    const b = placeOf(s.with.salvo);
    if (a < 0 || b < 0) continue;
    [order[a], order[b]] = [order[b]!, order[a]!];
  }
  const left = (t: number): boolean => {
    const item = sources.salvos[t]?.item;
    if (item === undefined) return false;
    return (afterEnd !== null && item >= afterEnd.salvo) || copies.some((c) => item >= c.first && item <= c.last);
  };
  const from = order.filter((t) => !left(t));
  return {
    record: { ...sided, salvos: from.map((t) => sided.salvos[t]!) },
    sources: { ...countingMissing(sources, missing), salvos: from.map((t) => sources.salvos[t]!) },
    from,
    wrongSide,
    swapped,
    afterEnd,
    copies,
    missing,
    resultsSwapped: resultsSwappedOf(breaches),
    missesRead: breaches.flatMap((b) =>
      b.code === 'miss-fired-again' && b.salvo !== undefined && b.shooter !== undefined && b.missFiredAgain !== undefined
        ? [{ salvo: b.salvo, line: b.line, side: b.shooter, shot: b.missFiredAgain.shot, cell: b.missFiredAgain.cell, written: b.missFiredAgain.written, reads: b.missFiredAgain.reads }]
        : [],
    ),
  };
}

/**
 * `sources` with each salvo left out (`missing`) among the lines the record leaves out
 * (`RecordSources.lost`), a salvo of its side at the number of the line after the gap (the other
 * side's): the salvos of its side from there on are numbered as check numbers them, one more than
 * as written (`sideSalvoNumbers`, `sideSalvos`: `--after blue:5`, the charts' marks, the last salvo named).
 *
 * @example
 *   sideSalvoNumbers(read.record, countingMissing(sources, read.missing)) // blue's line after the gap: 5, not 4
 */
export function countingMissing<S extends Pick<RecordSources, 'lost'>>(sources: S, missing: readonly Pick<MissingRead, 'salvo' | 'side'>[]): S {
  if (missing.length === 0) return sources;
  return { ...sources, lost: [...(sources.lost ?? []), ...missing.map((m) => ({ item: m.salvo, side: m.side }))] };
}

/** The pairs of results written the other way round among `breaches` (`results-swapped`), as read. */
function resultsSwappedOf(breaches: readonly Breach[]): ResultsSwappedRead[] {
  return breaches.flatMap((b) =>
    b.code === 'results-swapped' && b.salvo !== undefined && b.shooter !== undefined && b.swappedResults !== undefined
      ? [{ salvo: b.salvo, line: b.line, side: b.shooter, shots: b.swappedResults.shots, cells: b.swappedResults.cells, results: b.swappedResults.results }]
      : [],
  );
}

/**
 * The places in `f`'s record (0-based, as written) of each pair of shots whose results are written
 * the other way round (`results-swapped` among `breaches`).
 */
export function resultsSwappedPlaces(f: ParsedRecord, breaches: readonly Breach[]): (readonly [number, number])[] {
  return breaches.flatMap((b) => {
    if (b.code !== 'results-swapped' || b.salvo === undefined || b.swappedResults === undefined) return [];
    const a = f.sources.salvos.findIndex((s) => s.item === b.salvo);
    // The two shots are of one turn line, the shooter's own numbers one after another along it.
    const [first, second] = b.swappedResults.shots;
    const other = a < 0 || first === undefined || second === undefined ? -1 : a + second - first;
    return other >= 0 && other < f.record.salvos.length ? [[a, other] as const] : [];
  });
}

/**
 * The places in `f`'s record (0-based, as written) of each miss its side fired again after
 * (`miss-fired-again` among `breaches`), each with the result it is read as.
 */
export function missesAsRead(f: ParsedRecord, breaches: readonly Breach[]): (readonly [number, 'hit' | 'sunk'])[] {
  return breaches.flatMap((b) => {
    if (b.code !== 'miss-fired-again' || b.salvo === undefined || b.missFiredAgain === undefined) return [];
    const t = f.sources.salvos.findIndex((s) => s.item === b.salvo);
    return t < 0 || t >= f.record.salvos.length ? [] : [[t, b.missFiredAgain.result] as const];
  });
}

/**
 * `record` with the announcements of each pair of places in `pairs` (resultsSwappedPlaces) swapped
 * back, the salvos at their places: as check and show read its announcements. Pairs past its end
 * (salvos taken off since) are left out.
 */
export function withResultsSwapped(record: GameRecord, pairs: readonly (readonly [number, number])[]): GameRecord {
  const salvos = [...record.salvos];
  let changed = false;
  for (const [a, b] of pairs) {
    const [x, y] = [salvos[a], salvos[b]];
    if (x === undefined || y === undefined) continue;
    salvos[a] = { ...x, announcement: y.announcement };
    salvos[b] = { ...y, announcement: x.announcement };
    changed = true;
  }
  return changed ? { ...record, salvos } : record;
}

/**
 * `f` with each pair of results written the other way round (`results-swapped` among `breaches`)
 * swapped back, and each miss its side fired again after (`miss-fired-again`) read as a hit, the salvos at their places as written (each result's source goes with it): the
 * record as check reads its announcements. `f` itself where there is none.
 *
 * @example
 *   resultsAsRead(f, [resultsSwappedBreach]).record.salvos[14]!.announcement // the 16th's as written
 */
export function resultsAsRead<F extends ParsedRecord>(f: F, breaches: readonly Breach[]): F {
  const pairs = resultsSwappedPlaces(f, breaches);
  const hits = missesAsRead(f, breaches);
  if (pairs.length === 0 && hits.length === 0) return f;
  const salvos = [...f.record.salvos];
  for (const [t, result] of hits) salvos[t] = { ...salvos[t]!, announcement: { kind: 'per-shot', shots: [{ result }] } };
  const sources = [...f.sources.salvos];
  for (const [a, b] of pairs) {
    const [x, y] = [salvos[a]!, salvos[b]!];
    salvos[a] = { ...x, announcement: y.announcement };
    salvos[b] = { ...y, announcement: x.announcement };
    const [p, q] = [sources[a]!, sources[b]!];
    const withResult = (s: SalvoSource, result: SalvoSource['result']): SalvoSource => {
      const { result: _r, ...rest } = s;
      return result === undefined ? rest : { ...rest, result };
    };
    sources[a] = withResult(p, q.result);
    sources[b] = withResult(q, p.result);
  }
  return { ...f, record: { ...f.record, salvos }, sources: { ...f.sources, salvos: sources } };
}

/**
 * The slips of `read` at or before salvo `n` as the record numbers them (`--after`: a slip after
 * the last salvo shown or inferred from is not part of the position), as `asReadLines` and
 * `asReadJson` take them.
 */
export function slipsUpTo(read: RecordAsRead, n: number): Pick<RecordAsRead, 'wrongSide' | 'swapped' | 'afterEnd' | 'missing' | 'resultsSwapped' | 'missesRead'> {
  return {
    wrongSide: read.wrongSide.filter((w) => w.salvo <= n),
    swapped: read.swapped.filter((w) => w.salvo <= n),
    afterEnd: read.afterEnd !== null && read.afterEnd.salvo <= n ? read.afterEnd : null,
    missing: read.missing.filter((m) => m.salvo <= n),
    resultsSwapped: read.resultsSwapped.filter((r) => r.salvo <= n),
    missesRead: read.missesRead.filter((r) => r.salvo <= n),
  };
}

/**
 * The salvos of `read` that stand for the first `n` salvos of the record as written (`--after n`):
 * as many as of those are read (a copy and a salvo after the end are not), in the order fired.
 */
export function readUpTo(read: RecordAsRead, n: number): number {
  return read.from.filter((t) => t < n).length;
}

/**
 * How `record` and `play` read a record as meant while they add salvos to it: the lines under the
 * wrong side read as the side that fired them, each swapped pair in the order fired. Unlike
 * `recordAsRead`, every salvo stays (a copy, a salvo after the end), each at its place but for a
 * swapped pair, so that the salvos keep the numbers the record gives them and salvos added after
 * them are judged as check judges the game.
 */
export interface MeantReading {
  /** The salvos read as the other side's, by their place in the record: the side that fired each. */
  readonly sides: ReadonlyMap<number, string>;
  /** The places of each pair of salvos read the other way round. */
  readonly swaps: readonly (readonly [number, number])[];
  /**
   * The places (as written) of each pair of shots of a turn line whose results are written the
   * other way round (`results-swapped`): read swapped back, as check reads their announcements.
   */
  readonly results?: readonly (readonly [number, number])[];
  /** The places (as written) of each miss its side fired again after (`miss-fired-again`), with the result it is read as. */
  readonly hits?: readonly (readonly [number, 'hit' | 'sunk'])[];
}

/** The copying slips check finds in a record, as `record` and `play` say them, and the record's reading as meant. */
export interface CopyingSlips {
  /**
   * Each as check gives it, in record order: a line under the wrong side (`wrong-side`), two lines
   * swapped (`out-of-turn` with `swappedWith`), the salvos after the end (`after-game-end`, said
   * once), two results of a turn line written the other way round (`results-swapped`, where
   * `breaches` are check's whole report: inference/full-referee.ts `breachesToRead`), and, where a
   * hit earns another shot, a hit or miss copied wrong at a revealed fleet
   * (`announcement-contradicts-fleet`: the engine leaves open who fires next).
   */
  readonly findings: readonly Breach[];
  readonly reading: MeantReading;
  /** The salvos that seem left out (`salvo-missing`), as `recordAsRead` reads them: each counts among its side's salvos (`countingMissing`). */
  readonly missing: readonly MissingRead[];
}

/**
 * The copying slips in `f` (see `CopyingSlips`), found among the referee's `breaches` as check
 * says them (`breachesAsChecked`, the default).
 *
 * @example
 *   const slips = copyingSlips(parsed, variant);
 *   slips.findings.map((b) => b.code) // ['wrong-side']
 *   turnInfo(readAsMeant(parsed.record, slips.reading), variant).next // whose turn it is, as check reads the game
 */
export function copyingSlips(f: ParsedRecord, variant: Variant, breaches: readonly Breach[] = breachesAsChecked(f, variant)): CopyingSlips {
  const { record, sources } = f;
  const placeOf = (item: number): number => sources.salvos.findIndex((s) => s.item === item);
  const read = recordAsRead(f, variant, breaches);
  const sides = new Map<number, string>();
  for (const w of read.wrongSide) {
    sources.salvos.forEach((s, t) => {
      if (s.item >= w.salvo && s.item < w.salvo + w.salvos) sides.set(t, w.reads);
    });
  }
  const swaps = read.swapped.map((s) => [placeOf(s.salvo), placeOf(s.with.salvo)] as const).filter(([a, b]) => a >= 0 && b >= 0);
  const misread = hitMisreadings(variant, readAsMeant(record, { sides, swaps: [] }));
  const findings = breaches.filter(
    (b) =>
      b.code === 'wrong-side' ||
      b.code === 'after-game-end' ||
      b.code === 'results-swapped' ||
      b.code === 'miss-fired-again' ||
      (b.code === 'out-of-turn' && b.swappedWith !== undefined) ||
      (b.code === 'announcement-contradicts-fleet' && b.salvo !== undefined && misread.has(placeOf(b.salvo))),
  );
  const results = resultsSwappedPlaces(f, breaches);
  const hits = missesAsRead(f, breaches);
  return { findings, reading: { sides, swaps, ...(results.length > 0 ? { results } : {}), ...(hits.length > 0 ? { hits } : {}) }, missing: read.missing };
}

/**
 * `record` read as meant (`reading`: found in it, or in a record it adds salvos to or takes them
 * off the end of): each line under the wrong side as the side that fired it, each swapped pair in
 * the order fired (where both its salvos are there), two results of a turn line written the other
 * way round swapped back (where both shots are there). The same record where there is nothing to read so.
 *
 * @example
 *   turnInfo(readAsMeant(session.record, slips.reading), variant)
 */
export function readAsMeant(record: GameRecord, reading: MeantReading): GameRecord {
  // Two results written the other way round, read swapped back first: their places are as written.
  const swapped = reading.results === undefined ? record : withResultsSwapped(record, reading.results);
  // A miss its side fired again after, read as the hit it was (where that shot is there).
  const announced = reading.hits === undefined || !reading.hits.some(([t]) => t < swapped.salvos.length) ? swapped : { ...swapped, salvos: swapped.salvos.map((s, t) => { const hit = reading.hits!.find(([at]) => at === t); return hit === undefined ? s : { ...s, announcement: { kind: 'per-shot' as const, shots: [{ result: hit[1] }] } }; }) };
  if (reading.sides.size === 0 && reading.swaps.length === 0) return announced;
  const salvos = announced.salvos.map((s, t) => {
    const side = reading.sides.get(t);
    return side === undefined ? s : { ...s, side };
  });
  for (const [a, b] of reading.swaps) {
    if (a >= salvos.length || b >= salvos.length) continue;
    [salvos[a], salvos[b]] = [salvos[b]!, salvos[a]!];
  }
  return { ...announced, salvos };
}

/**
 * The places of the salvos whose hit or miss was copied wrong, where a hit earns another shot:
 * the fleet (revealed) gives a hit where a miss is written, or the other way round (`hitMisread`
 * in the engine).
 */
function hitMisreadings(variant: Variant, record: GameRecord): ReadonlySet<number> {
  const out = new Set<number>();
  if (!variant.turns.extraShotOnHit) return out;
  const { announcements } = replayRecord(record, variant);
  record.salvos.forEach((s, t) => {
    const truth = announcements[t];
    if (s.announcement === null || truth === null || truth === undefined) return;
    if (salvoOutcome(variant, s.announcement).any !== salvoOutcome(variant, truth).any) out.add(t);
  });
  return out;
}
