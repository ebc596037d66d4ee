/**
 * The referee's whole report on a record, as `salvo check` gives it (`fullReferee`): the rules'
 * breaches (record/referee.ts) with the copying slips read as meant, the announcements no legal
 * fleet could have produced (consistency.ts), and, last, two results of a turn line written the
 * other way round (`results-swapped`), judged by this whole report of the line mended. Here, and
 * not in the cli, so that every command can read a record as check reads it.
 *
 * @example
 *   const report = fullReferee({ ...parsed, variant }, 'en');
 *   report.breaches.map((b) => b.code) // ['results-swapped']
 */
import { possessive, takesApostrophe } from '../core/possessive.js';
import { fleetCopiedWrongMessage, fleetCopiedWrongSuggestion, FLEET_COPIED_WRONG_RULE, inRecordOrder, missFiredAgainMessage, MISS_FIRED_AGAIN_RULE, readAsFired, refereeRecord, spokenRecord, resultsSwappedMessage, RESULTS_SWAPPED_RULE, swappedWrite, unreadCellsOf, type Breach, type FleetCopiedWrong, type RefereeReport } from '../record/referee.js';
import type { ParsedRecord } from '../record/parse.js';
import { afterTheEnd, breachesAsChecked, resultsAsRead, swappedLines } from '../record/as-read.js';
import { firstReading, SIZE_CODES } from '../record/try-reading.js';
import { recordSideOf, replayRecord, sideName, variantSideOf } from '../record/game.js';
import { inSentence, variantNotation } from '../rules/notation.js';
import { formatTurnText } from '../record/write.js';
import { formatAnnouncement } from '../record/announcement-text.js';
import { sideSalvoNumbers, type GameRecord, type RecordSources } from '../record/model.js';
import { localize, singleShots, type Variant } from '../variant/model.js';
import { formatShip } from '../core/layout.js';
import type { RefereeWarning } from '../record/referee-text.js';
import { fleetBeliedSaid, looselyCheckedSaid, sizeUnjudgedClaimSaid, uncheckedSaid, type SwappedIn } from '../record/warning-text.js';
import { quoted } from '../core/language.js';
import { shellWord } from '../core/shell-word.js';
import { beliedFleets, breachPlace, conflictAgainst, impossibleAnnouncements, narrowedSizeBreach, recordAsAnnounced, REFEREE_BUDGET_MS, resultRecord, sizesAfterGaps, unjudgedSalvos, type BeliedFleet } from './record-check.js';
import { sunkRepeatsRefuted } from './repeat-sunk.js';
import { BudgetExceeded, WorkMeter } from './work.js';

/**
 * The referee's whole report, as `salvo check` gives it and `analyze` puts first: every breach of
 * the rules, then the announcements no legal fleet could have produced (sides whose fleet is not
 * revealed, within `budgetMs` units of work; a side not settled within it is a warning).
 * A salvo size no legal fleet fitting the announcements is owed is that breach, and the salvos
 * after it are judged as if it told nothing of the shooter's fleet (`impossibleSizes`): a right
 * size later is not called wrong for disagreeing with it.
 */
export function fullReferee(f: ParsedRecord & { readonly variant: Variant }, language: string, budgetMs = REFEREE_BUDGET_MS): RefereeReport & { readonly impossibleSizes: ReadonlySet<number>; readonly fleetsSetAside: readonly string[] } {
  // Each reading's whole report by the record it reads (`readingKey`): the report of a record
  // with a finding is that of the reading the finding tried, not worked out again.
  const reports = new Map<string, ReturnType<typeof refereeAsRead>>();
  const asRead = (g: ParsedRecord & { readonly variant: Variant }): ReturnType<typeof refereeAsRead> => {
    const key = readingKey(g);
    const had = reports.get(key);
    if (had !== undefined) return had;
    const made = refereeAsRead(g, language, budgetMs);
    reports.set(key, made);
    return made;
  };
  const report = asRead(f);
  // Last: two results of a turn line written the other way round (`results-swapped`), judged by the whole report of the line mended.
  const rerunReport = (g: ParsedRecord & { readonly variant: Variant }): RefereeReport => asRead(g);
  const rerun = (g: ParsedRecord & { readonly variant: Variant }): readonly Breach[] => rerunReport(g).breaches;
  // Then a miss written for a shot its side fired again after (`miss-fired-again`), judged so too.
  const swapped = swappedResults(f, report.breaches, rerun);
  const breaches = swapped !== report.breaches ? swapped : missesFiredAgain(f, report, rerunReport);
  if (breaches === report.breaches) return report;
  // The rest of the report (the warnings, who won, whose turn it is, a fleet the announcements
  // belie) as check reads the record: with the two results swapped back (the miss read as a hit), not as written, whose
  // two contradictions would count against the revealed fleet as two slips of its own.
  const read = asRead(resultsAsRead(f, breaches));
  return { ...read, ok: report.ok && breaches.length === 0, breaches };
}

/**
 * What the referee's report of a parsed record depends on besides its variant, as one string: its
 * record, sources and reading problems (maps and sets as their entries), for `fullReferee` to tell
 * a reading it has judged already.
 */
function readingKey(f: ParsedRecord): string {
  return JSON.stringify([f.record, f.sources, f.diagnostics], (_k, v: unknown) => (v instanceof Map ? ['Map', ...v] : v instanceof Set ? ['Set', ...v] : typeof v === 'bigint' ? `${v}n` : v));
}

/** `fullReferee` but for two results written the other way round. */
function refereeAsRead(f: ParsedRecord & { readonly variant: Variant }, language: string, budgetMs: number): RefereeReport & { readonly impossibleSizes: ReadonlySet<number>; readonly fleetsSetAside: readonly string[] } {
  // A line written under the wrong side (`wrong-side`) is read, by the inference too, as the side's that fired it.
  const plain = refereeRecord(f, f.variant).breaches;
  const asRead = { ...f, record: readAsFired(f.record, f.sources, plain) };
  // A salvo left out (`salvo-missing`) tells the inference nothing: what it hit is not known, so
  // the sizes of the salvos its target fired after it tell nothing of that fleet either.
  const gaps = plain.flatMap((b) => (b.code === 'salvo-missing' && b.salvo !== undefined && b.missing !== undefined ? [{ salvo: b.salvo, written: b.missing.written }] : []));
  const afterGap = sizesAfterGaps(asRead.record, f.sources, gaps);
  const { breaches: impossible, skipped, impossibleSizes, impossibleAt, namedAgainAt, loose } = impossibleAnnouncements(asRead.record, f.variant, f.sources, { budgetMs, ...(afterGap.size > 0 ? { sizesNotEvidence: afterGap } : {}) });
  // An announcement after which no legal fleet fits: the salvo may have hit anything, so the
  // damage it claims does not set the target's later sizes (said where it would have).
  const unfit = f.variant.turns.salvo.kind === 'constant' ? new Set<number>() : impossibleAt;
  // New cells too, the ship named again for a repeat, where only so read a fleet fits: the replay
  // reads it so (the repeat's breach says that reading, not the two it could be).
  // A repeat's "sunk" the record's geometry reads as a sinking said again, where no legal fleet has
  // its cell in a ship sunk before: judged as announced, a false "sunk" (repeat-sunk.ts).
  const notSunk = sunkRepeatsRefuted(f.variant, asRead.record, () => unjudgedSalvos(asRead.record, f.variant, f.sources, impossibleSizes, { inconsistent: true, namedAgain: namedAgainAt }), WorkMeter.ms(budgetMs));
  const { judged, sizeWarnings } = judgedWithout(f, language, impossibleSizes, unfit, namedAgainAt, notSunk);
  // A size the words of the announcements allow a range for, as narrowly as where the hits fell allows.
  const before = (salvo: number | undefined): GameRecord | undefined => {
    const i = f.sources.salvos.findIndex((s) => s.item === salvo);
    return i < 0 ? undefined : { ...f.record, salvos: f.record.salvos.slice(0, i) };
  };
  const narrowed = judged.breaches.map((b) => {
    const r = b.code === 'salvo-size-not-allowed' ? before(b.salvo) : undefined;
    return r === undefined ? b : narrowedSizeBreach(b, r, f.variant, f.sources);
  });
  const named = conflictsNamed(f.variant, asRead.record, f.sources, narrowed, impossibleSizes, budgetMs);
  // A side left unchecked is said, never passed over as if it were checked.
  const unchecked = skipped.map(
    (side): RefereeWarning => ({
      severity: 'warning',
      code: 'announcements-unchecked',
      message: `whether a legal fleet of ${side} could have produced the announcements was not settled within the referee's budget of work`,
      suggestion: `${inferCommand(f, side)} --budget 100000 counts them with more`,
      said: uncheckedSaid((l) => quoted(l, sideName(f.record, f.variant, side, l)), `${inferCommand(f, side)} --budget 100000`),
      ...(f.sources.file !== undefined ? { file: f.sources.file } : {}),
    }),
  );
  // A side found to fit only with an unread cell read loosely (the listing of its readings past its work) is said so, at the cell's salvo.
  const loosely = loose.map(({ side, at }): RefereeWarning => {
    const src = f.sources.salvos[at];
    return {
      severity: 'warning',
      code: 'announcements-checked-loosely',
      message: `the announcements of ${side} fit a legal fleet with this salvo's unread cell read loosely; whether some reading of the cell fits them was not checked: listing the readings was past the referee's budget of work`,
      suggestion: 'write the cell in as the pad shows it, if it does',
      said: looselyCheckedSaid((l) => quoted(l, sideName(f.record, f.variant, side, l))),
      salvo: src?.item ?? at + 1,
      ...(f.sources.file !== undefined ? { file: f.sources.file } : {}),
      ...(src?.at !== undefined ? { line: src.at.line, column: src.at.column } : {}),
    };
  });
  const beliedSides = beliedFleets(asRead, judged.breaches, budgetMs);
  // A fleet belied where one ship copied wrong explains it (`fleet-copied-wrong`): that one slip,
  // at the ship's line, in place of the contradictions (and other breaches) the ship so mended takes away.
  const copied = copiedWrongBreaches(beliedSides, f);
  const belied = fleetsBelied(beliedSides.filter((b) => b.copiedWrong === undefined), f);
  // A fleet the announcements belie does not decide the game: the result (who won, whose turn it
  // is) goes by what was announced, as for a fleet not revealed (`resultRecord`).
  const asAnnounced = beliedSides.length === 0 ? judged : judgedWithout({ ...f, record: recordAsAnnounced(f.record, beliedSides.map((b) => b.side)) }, language, impossibleSizes, unfit, namedAgainAt, notSunk).judged;
  const refereed = { ...judged, breaches: copied.length === 0 ? named : [...withoutPlaces(named, beliedSides.flatMap((b) => b.copiedWrong?.gone ?? [])), ...copied].sort(inRecordOrder) };
  const decided = { ...refereed, state: asAnnounced.state, result: asAnnounced.result, fleetsSetAside: beliedSides.map((b) => b.side) };
  const warned = unchecked.length === 0 && sizeWarnings.length === 0 && belied.length === 0 && loosely.length === 0 ? decided : { ...decided, warnings: [...decided.warnings, ...sizeWarnings, ...unchecked, ...loosely, ...belied] };
  // A line written twice is that one slip (`repeated-salvo`), not also an announcement of its copy.
  const copies = judged.breaches.filter((b) => b.code === 'repeated-salvo' && b.salvo !== undefined && b.copyOf !== undefined);
  const inCopy = (salvo: number | undefined): boolean => salvo !== undefined && copies.some((c) => salvo >= c.salvo! && salvo < c.salvo! + c.copyOf!.salvos);
  const found = impossible.filter((b) => !inCopy(b.salvo));
  if (found.length === 0) return { ...warned, breaches: afterTheEnd(swappedLines(f, f.variant, warned.breaches)), impossibleSizes };
  // In the record's order, as the referee's own breaches are.
  const breaches = afterTheEnd(swappedLines(f, f.variant, [...warned.breaches, ...found].sort(inRecordOrder)));
  return { ...warned, ok: false, breaches, impossibleSizes };
}

/** Breaches tried for `results-swapped`: lines checked at most, for the cost of a whole referee each. */
const RESULTS_SWAP_TRIES = 8;

/** A pair of results of one turn that `swappedResults` tries: the turn's first place, its places, and the two shots' places. */
interface ResultSwapPair {
  readonly first: number;
  readonly places: readonly number[];
  readonly a: number;
  readonly b: number;
}

/**
 * The turns of `f` as `swappedResults` reads them, each its places in record order: a turn line's
 * shots, and, where every salvo is one shot, each run of one side's one-shot lines one after
 * another (a turn kept one line a shot, by hand or by a turn of play resumed), with any turn line
 * of that side among them, as a turn line of them all would be. Only turns of two shots or more.
 */
function turnsOf(f: ParsedRecord & { readonly variant: Variant }): number[][] {
  const salvos = f.sources.salvos;
  const record = f.record;
  const single = singleShots(f.variant);
  const turns: number[][] = [];
  record.salvos.forEach((s, t) => {
    const src = salvos[t];
    const last = turns[turns.length - 1];
    const before = last?.[last.length - 1];
    // Of the turn before: the next shot of its turn line, or, one shot each, the same side's next line.
    const sameLine = src?.shot !== undefined && src.shot.index > 0 && before === t - 1;
    const sameRun = single && before === t - 1 && s.cells.length === 1 && record.salvos[before]!.cells.length === 1 && record.salvos[before]!.side === s.side && (src?.shot === undefined || src.shot.index === 0);
    if (last !== undefined && (sameLine || sameRun)) last.push(t);
    else turns.push([t]);
  });
  return turns.filter((t) => t.length >= 2);
}

/**
 * The pairs `swappedResults` tries, in record order: on each turn (`turnsOf`) with a breach at one
 * of its shots (the first `RESULTS_SWAP_TRIES` such turns), each pair of different results (a miss
 * and a hit or sunk, a hit and a sunk), not under `forced: true`, every cell read.
 */
function resultSwapPairs(f: ParsedRecord & { readonly variant: Variant }, breaches: readonly Breach[]): ResultSwapPair[] {
  const salvos = f.sources.salvos;
  const record = f.record;
  const items = (turn: readonly number[]): Set<number | undefined> => new Set(turn.map((t) => salvos[t]?.item));
  const turns = turnsOf(f).filter((turn) => breaches.some((b) => b.salvo !== undefined && items(turn).has(b.salvo))).slice(0, RESULTS_SWAP_TRIES);
  const resultOf = (t: number): string | undefined => {
    const a = record.salvos[t]?.announcement;
    return a?.kind === 'per-shot' && a.shots.length === 1 ? a.shots[0]!.result : undefined;
  };
  // Where a hit earns another shot (and no hit costs a turn), a turn so read with a miss before
  // its last shot still has a shot out of turn at the line: not the slip, and not worth a whole
  // referee to find so (the Statki example with F8's "trafiony" written "pudło": ala's F8, E8, D8, A4).
  const turnByHits = f.variant.turns.extraShotOnHit && !f.variant.fleet.some((c) => c.protected);
  const missBeforeLast = (places: readonly number[], a: number, b: number): boolean => turnByHits && places.slice(0, -1).some((t) => (t === a ? resultOf(b) : t === b ? resultOf(a) : resultOf(t)) === 'miss');
  // Each pair of different results on a turn (a miss and a hit, a hit and a sinking), in the turn's order.
  return turns.flatMap((places) => {
    if (places.some((t) => record.salvos[t]!.forced === true || resultOf(t) === undefined || salvos[t]!.unreadableCells > 0)) return [];
    return places.flatMap((a, i) => places.slice(i + 1).filter((b) => resultOf(a) !== resultOf(b) && !missBeforeLast(places, a, b)).map((b) => ({ first: places[0]!, places, a, b })));
  });
}

/**
 * The breaches the commands read a record by (record/as-read.ts `recordAsRead`), as check gives
 * them: the referee's replay with the copying slips said once (`breachesAsChecked`), and, where a
 * turn line has two results that may be written the other way round, check's whole report
 * (`fullReferee`), which alone finds that slip (`results-swapped`). A miss written before a hit on
 * one line is always a breach the replay finds at the line (the shot after the miss out of turn,
 * or a result the revealed fleet contradicts), so the whole report, which infers every side's
 * fleet, is paid for only where the replay finds a breach on such a line: `show` stays as quick as
 * it was on every other record. (A hit and a sinking written the other way round may leave the
 * replay nothing to find on their line: those only check's whole report reads swapped.)
 *
 * @example
 *   recordAsRead(f, f.variant, breachesToRead(f)).resultsSwapped // [{ salvo: 15, … }]
 */
export function breachesToRead(f: ParsedRecord & { readonly variant: Variant }, plain: readonly Breach[] = refereeRecord(f, f.variant).breaches): readonly Breach[] {
  const checked = breachesAsChecked(f, f.variant, plain);
  // In the record's language, as the replay's (`check --lang` sets it: spokenRecord), not always
  // English: record and play say these breaches as copying slips, in the language they speak.
  return resultSwapPairs(f, checked).length === 0 && missesToTry(f, checked).length === 0 ? checked : fullReferee(f, f.record.language ?? f.variant.languages[0] ?? 'en').breaches;
}

/**
 * `resultRecord` as check makes it where two results of a turn line are written the other way
 * round (`results-swapped`): of the record read with them swapped back, so that they do not count
 * against the revealed fleet as two contradictions of their own (`fleet-belied`). `record` and
 * `play` say the result and a fleet set aside by it.
 *
 * `plain` and `breaches`, where the caller has them already (`show` reads the record by them):
 * the referee's replay of `f` and `breachesToRead`'s, which are not worked out again.
 *
 * @example
 *   resultRecordAsRead(f).setAside // [] where the only other contradiction is one salvo's
 */
export function resultRecordAsRead(
  f: ParsedRecord & { readonly variant: Variant },
  plain: readonly Breach[] = refereeRecord(f, f.variant).breaches,
  breaches: readonly Breach[] = breachesToRead(f, plain),
): ReturnType<typeof resultRecord> {
  const mended = resultsAsRead(f, breaches);
  return resultRecord(mended, REFEREE_BUDGET_MS, mended === f ? plain : refereeRecord(mended, f.variant).breaches);
}

/**
 * Two results of one turn line written the other way round (`- первый: Б4 Б5 -> мимо, попал`
 * where the answers were `попал, мимо`): each shot's result is wrong for its cell, and the line
 * ends on a hit though the turn passed (two errors: the fleet contradicted twice, or out of turn
 * and announcements no fleet fits). Where the whole report of the record with the two results
 * swapped (`rerun`) has every breach the record has but some at the line or after it, none it
 * has not, and at least two fewer, it is that one slip: said at the first of the two shots,
 * naming both, with the line to write, in place of the breaches it takes away. Only per-shot
 * results of a turn line (a line of one shot each, as Морской бой writes a turn), two that differ
 * (a miss and a hit or sunk, or a hit and a sunk: `попал, убит` written `убит, попал`), not under
 * `forced: true`; the first pair that fits, in the line's order.
 */
export function swappedResults(
  f: ParsedRecord & { readonly variant: Variant },
  breaches: readonly Breach[],
  rerun: (g: ParsedRecord & { readonly variant: Variant }) => readonly Breach[],
): readonly Breach[] {
  const salvos = f.sources.salvos;
  const record = f.record;
  const pairs = resultSwapPairs(f, breaches);
  return (
    firstReading(pairs, ({ first, places, a, b }): Breach[] | undefined => {
      const swap = <T>(xs: readonly T[], get: (x: T) => T, set: (x: T, from: T) => T): T[] => xs.map((x, k) => (k === a ? set(x, get(xs[b]!)) : k === b ? set(x, get(xs[a]!)) : x));
      const mended: GameRecord = { ...record, salvos: swap(record.salvos, (x) => x, (x, from) => ({ ...x, announcement: from.announcement })) };
      const sources = { ...f.sources, salvos: swap(salvos, (x) => x, (x, from) => { const { result: _r, ...rest } = x; return from.result === undefined ? rest : { ...rest, result: from.result }; }) };
      // It adds none, and takes away two or more, of this line or after it.
      const gone = takenAway(breaches, rerun({ ...f, record: mended, sources }), salvos[first]!.item);
      if (gone === undefined) return undefined;
      const lang = recordLanguage(f);
      const written = writtenLanguage(f);
      const notation = variantNotation(f.variant, lang);
      const shooter = record.salvos[a]!.side;
      const target = record.sides.find((x) => x.id !== shooter)?.id ?? '';
      // The line of each of the two shots, mended: one turn line, or each shot's own line (a turn kept one line a shot).
      const lineOf = (t: number): number[] => places.filter((x) => salvos[x]!.at.line === salvos[t]!.at.line);
      const writeOf = (t: number): string => `- ${shooter}: ${formatTurnText(lineOf(t).map((x) => mended.salvos[x]!), f.variant, written)}`;
      const apart = salvos[a]!.at.line !== salvos[b]!.at.line;
      const write = apart ? `${writeOf(a)}; ${writeOf(b)}` : writeOf(a);
      const said = (t: number): string => formatAnnouncement(record.salvos[t]!.announcement!, f.variant, lang);
      const cells = [a, b].map((t) => notation.cell(record.salvos[t]!.cells[0]!));
      const numbers = sideSalvoNumbers(record);
      const lines = apart ? { lines: [{ line: salvos[a]!.at.line, write: writeOf(a) }, { line: salvos[b]!.at.line, write: writeOf(b) }] } : {};
      const swapped = { shots: [numbers[a] ?? a + 1, numbers[b] ?? b + 1], cells, results: [said(a), said(b)], write, ...lines };
      const at = salvos[a]!;
      const result: Breach = {
        code: 'results-swapped',
        rule: RESULTS_SWAPPED_RULE,
        message: resultsSwappedMessage(shooter, target, swapped),
        salvo: at.item,
        side: target,
        shooter,
        sideSalvo: swapped.shots[0]!,
        expected: `${said(b)}, ${said(a)}`,
        recorded: `${said(a)}, ${said(b)}`,
        ...(at.shot !== undefined ? { shot: at.shot } : {}),
        swappedResults: swapped,
        suggestion: `write ${swappedWrite(swapped, (w, line) => `${w} at line ${line}`, ' and ')}; if ${target} did announce them as written, neither fits its cell`,
        ...(f.sources.file !== undefined ? { file: f.sources.file } : {}),
        ...(at.result !== undefined ? { line: at.result.line, column: at.result.column } : { line: at.at.line, column: at.at.column }),
      };
      const goneSet = new Set(gone);
      return [...breaches.filter((x) => !goneSet.has(x)), result].sort(inRecordOrder);
    }) ?? breaches
  );
}

/** A breach's code and salvo: what a reading of the record is judged by against the record as written. */
const placeKey = (b: Breach): string => `${b.code}@${b.salvo ?? '-'}`;

/** Breaches counted by code and salvo (`placeKey`). */
function countedByPlace(breaches: readonly Breach[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const b of breaches) out.set(placeKey(b), (out.get(placeKey(b)) ?? 0) + 1);
  return out;
}

/**
 * The breaches of `breaches` a reading of the record takes away (`after`, its whole report), where
 * it adds none and takes away two or more, each at salvo `from` or after it: the one slip the
 * reading stands for (`results-swapped`, `miss-fired-again`). Undefined otherwise.
 */
function takenAway(breaches: readonly Breach[], after: readonly Breach[], from: number, least = 2): Breach[] | undefined {
  const had = countedByPlace(breaches);
  const now = countedByPlace(after);
  if ([...now].some(([k, n]) => (had.get(k) ?? 0) < n)) return undefined;
  const gone = breaches.filter((x) => (now.get(placeKey(x)) ?? 0) < (had.get(placeKey(x)) ?? 0));
  return gone.length < least || gone.some((x) => x.salvo === undefined || x.salvo < from) ? undefined : gone;
}

/** The language a record's slips are said in: its own where the variant has it, else the variant's first. */
function recordLanguage(f: ParsedRecord & { readonly variant: Variant }): string | undefined {
  const language = f.record.language;
  return language !== undefined && f.variant.languages.includes(language) ? language : f.variant.languages[0];
}

/**
 * The language a record's lines are written in, for a line its slips say to write: the one it is
 * written in where its `language:` was set to the language spoken (`spokenRecord`, record --lang en
 * of a Polish record: `- ala: F8 -> trafiony`, not `-> hit`), else `recordLanguage`'s.
 */
function writtenLanguage(f: ParsedRecord & { readonly variant: Variant }): string | undefined {
  const written = f.record.writtenIn;
  return written !== undefined && f.variant.languages.includes(written) ? written : recordLanguage(f);
}

/** Misses tried for `miss-fired-again`: shots checked at most, for the cost of a whole referee each. */
const MISS_FIRED_AGAIN_TRIES = 4;

/** The breaches of the shot after a miss that `missesFiredAgain` tries reading the miss as a hit at. */
const NEXT_CODES: ReadonlySet<string> = new Set(['out-of-turn', 'penalty-ignored', 'salvo-missing', 'wrong-side']);

/**
 * The places `missesFiredAgain` tries, in record order: each per-shot miss of one shot, its cell
 * read, the same side's next shot right after it, neither under `forced: true`, where the next is
 * out of turn (or seems to follow a shot left out, or reads as the other side's: `NEXT_CODES`; the
 * first `MISS_FIRED_AGAIN_TRIES`); none where a hit earns no other shot, or
 * a hit names the class.
 */
function missesToTry(f: ParsedRecord & { readonly variant: Variant }, breaches: readonly Breach[]): number[] {
  const report = f.variant.report;
  if (!f.variant.turns.extraShotOnHit || report.timing !== 'per-shot' || report.hitClass) return [];
  const salvos = f.sources.salvos;
  const record = f.record;
  const isMiss = (t: number): boolean => {
    const a = record.salvos[t]?.announcement;
    return a?.kind === 'per-shot' && a.shots.length === 1 && a.shots[0]!.result === 'miss';
  };
  // The next shot out of turn, or a shot of the other side seemingly left out before it, or it read as the other side's.
  const breachAt = (t: number): boolean => breaches.some((b) => b.salvo !== undefined && b.salvo === salvos[t + 1]?.item && NEXT_CODES.has(b.code));
  return record.salvos
    .map((_, t) => t)
    .filter((t) => {
      const [s, next] = [record.salvos[t]!, record.salvos[t + 1]];
      return next !== undefined && next.side === s.side && s.forced !== true && next.forced !== true && isMiss(t) && s.cells.length === 1 && salvos[t]!.unreadableCells === 0 && breachAt(t);
    })
    .slice(0, MISS_FIRED_AGAIN_TRIES);
}

/**
 * A miss written for a shot its side fired again after (`- ala: F8 -> pudło` and then `- ala:
 * E8 -> trafiony`, where F8 was a hit), in a variant where a hit earns another shot: the shot
 * after it is out of turn (or a salvo of the other side seems left out), and the announcements
 * that follow fit no legal fleet. Where the whole report of the record with the miss read as a
 * hit (or, where a sinking is announced plainly, as sunk) (`rerun`) has every breach the record
 * has but some at the shot or after it, none it has not, and at least two fewer, it is that one
 * slip: said at the shot, with the line to write, in place of the breaches it takes away. So too
 * where it takes away only the next shot's breach but the game, not over as written, ends with
 * the record's last shot so read (the last ship's "zatopiony" written "pudło": the announcements
 * fit either way). Only a per-shot miss of one shot, the side's next shot right after it out of
 * turn (`missesToTry`).
 */
export function missesFiredAgain(
  f: ParsedRecord & { readonly variant: Variant },
  written: Pick<RefereeReport, 'breaches' | 'result'>,
  rerun: (g: ParsedRecord & { readonly variant: Variant }) => Pick<RefereeReport, 'breaches' | 'result'>,
): readonly Breach[] {
  const breaches = written.breaches;
  const report = f.variant.report;
  const places = missesToTry(f, breaches);
  if (places.length === 0 || report.timing !== 'per-shot') return breaches;
  const salvos = f.sources.salvos;
  const record = f.record;
  const readings: ('hit' | 'sunk')[] = report.sunk === 'plain' ? ['hit', 'sunk'] : ['hit'];
  const tries = places.flatMap((t) => readings.map((result) => ({ t, result })));
  return (
    firstReading(tries, ({ t, result }): Breach[] | undefined => {
      const announcement = { kind: 'per-shot' as const, shots: [{ result }] };
      const mended: GameRecord = { ...record, salvos: record.salvos.map((x, k) => (k === t ? { ...x, announcement } : x)) };
      // It adds none, and takes away two or more, of this shot or after it; or only the next
      // shot's, where so read the shooter sinks the whole fleet with the record's last shot.
      const after = rerun({ ...f, record: mended });
      const won = written.result === null && after.result !== null && 'winner' in after.result && after.result.reason === 'fleet-sunk' && after.result.winner === variantSideOf(record, f.variant, record.salvos[t]!.side);
      const gone = takenAway(breaches, after.breaches, salvos[t]!.item) ?? (won ? takenAway(breaches, after.breaches, salvos[t + 1]!.item, 1) : undefined);
      if (gone === undefined) return undefined;
      const lang = recordLanguage(f);
      const shooter = record.salvos[t]!.side;
      const target = record.sides.find((x) => x.id !== shooter)?.id ?? '';
      const at = salvos[t]!;
      // The line of the shot, mended: the shot's own line, or its turn line.
      const line = record.salvos.map((_, k) => k).filter((k) => salvos[k]!.at.line === at.at.line);
      // The line to write goes into the file: in the record's own words (`trafiony`), whatever language the prose is in.
      const write = `- ${shooter}: ${formatTurnText(line.map((k) => mended.salvos[k]!), f.variant, writtenLanguage(f))}`;
      const numbers = sideSalvoNumbers(record);
      const said = (r: GameRecord): string => formatAnnouncement(r.salvos[t]!.announcement!, f.variant, lang);
      const m = {
        shot: numbers[t] ?? t + 1,
        cell: variantNotation(f.variant, lang).cell(record.salvos[t]!.cells[0]!),
        written: said(record),
        reads: said(mended),
        result,
        write,
        line: at.at.line,
        next: { shot: numbers[t + 1] ?? t + 2, line: salvos[t + 1]!.at.line },
      };
      const found: Breach = {
        code: 'miss-fired-again',
        rule: MISS_FIRED_AGAIN_RULE,
        message: missFiredAgainMessage(shooter, target, m),
        salvo: at.item,
        side: target,
        shooter,
        sideSalvo: m.shot,
        expected: m.reads,
        recorded: m.written,
        ...(at.shot !== undefined ? { shot: at.shot } : {}),
        missFiredAgain: m,
        suggestion: `write ${m.write} at line ${m.line}; if ${target} did answer "${m.written}", ${possessive(shooter, `salvo ${m.next.shot}`, '')} was fired out of turn`,
        ...(f.sources.file !== undefined ? { file: f.sources.file } : {}),
        ...(at.result !== undefined ? { line: at.result.line, column: at.result.column } : { line: at.at.line, column: at.at.column }),
      };
      const goneSet = new Set(gone);
      return [...breaches.filter((x) => !goneSet.has(x)), found].sort(inRecordOrder);
    }) ?? breaches
  );
}

/** The `salvo infer` command that places `side`'s fleet of the record `f`: its file's name quoted as a shell reads it (`"my game.yaml"`), the side's too. */
function inferCommand(f: ParsedRecord, side: string): string {
  return `salvo infer ${f.sources.file === undefined ? '<record>' : shellWord(f.sources.file)} --target ${shellWord(side)}`;
}

/** `breaches` but one for each place of `places` (`code@salvo`, `breachPlace`; a place given twice takes two). */
function withoutPlaces(breaches: readonly Breach[], places: readonly string[]): Breach[] {
  const left = new Map<string, number>();
  for (const p of places) left.set(p, (left.get(p) ?? 0) + 1);
  return breaches.filter((b) => {
    const n = left.get(breachPlace(b)) ?? 0;
    if (n > 0) left.set(breachPlace(b), n - 1);
    return n === 0;
  });
}

/**
 * The `fleet-copied-wrong` breaches: a revealed fleet the side's announcements belie, where one
 * ship at another legal place makes every announcement fit (`BeliedFleet.copiedWrong`): that
 * ship was copied wrong. An error at the ship's line, with what to write there: the class and the
 * cells that fit (`submarine: H4-J4`), or, in a list of its class, the cells in place of those
 * written; where several places fit, each of them so (a few, in board order), to write the one
 * the side's chart has.
 */
function copiedWrongBreaches(belied: readonly BeliedFleet[], f: ParsedRecord & { readonly variant: Variant }): Breach[] {
  return belied.flatMap(({ side, salvos, against, copiedWrong: c }): Breach[] => {
    const ship = c === undefined ? undefined : f.record.fleets[side]?.[c.ship];
    const cls = ship === undefined ? undefined : f.variant.fleet[ship.classIndex];
    if (c === undefined || ship === undefined || cls === undefined) return [];
    // Named in English as the engine's messages name classes: in the record's language; the line to write in the words it is written in.
    const nameIn = (l: string): string => `${inSentence(localize(cls.name, l, f.variant))}${cls.count > 1 ? ` #${ship.ordinal + 1}` : ''}`;
    const names: Record<string, string> = { en: nameIn(recordLanguage(f) ?? 'en') };
    for (const l of f.variant.languages) if (l !== 'en') names[l] = nameIn(l);
    const written = formatShip(c.written, cls, f.variant.board);
    const at = f.sources.fleetShips?.[side]?.[c.ship] ?? f.sources.fleets[side];
    const whole = cls.count === 1;
    // Each place that fits as the line to write there: the class and the cells, or in a list of its class the cells.
    const places = c.places.map((cells) => {
      const fits = formatShip(cells, cls, f.variant.board);
      return { fits, write: whole ? `${inSentence(localize(cls.name, writtenLanguage(f) ?? 'en', f.variant))}: ${fits}` : fits };
    });
    const first = places[0]!;
    const parts: FleetCopiedWrong = {
      ship: names,
      written,
      fits: first.fits,
      line: at?.line ?? 0,
      write: first.write,
      whole,
      places,
      more: c.more,
      salvos,
      ...(against !== undefined ? { against } : {}),
    };
    return [
      {
        code: 'fleet-copied-wrong',
        rule: FLEET_COPIED_WRONG_RULE,
        message: fleetCopiedWrongMessage(side, parts),
        side,
        // Where several places fit, each of them (those listed), `/` between.
        expected: `${places.map((p) => p.fits).join(' / ')}${c.more > 0 ? ' / …' : ''}`,
        recorded: written,
        copiedWrong: parts,
        suggestion: fleetCopiedWrongSuggestion(side, parts),
        ...(f.sources.file !== undefined ? { file: f.sources.file } : {}),
        ...(at !== undefined ? { line: at.line, column: at.column } : {}),
      },
    ];
  });
}

/**
 * Two ships of `side`'s fleet written each at the other's place (`BeliedFleet.swapped`), as
 * `fleet-belied` says them in a language (`en`, `ru`, `pl`): each ship by its class (and its number
 * where the class has more than one: `destroyer #2`), and what to write at each one's line: the
 * class and the other's cells (`cruiser: A2-A4 at line 20`) in the words the record is written
 * in, or in a list of its class, the cells in place of those written (`A2-A4 in place of H4-J4 at line 20`).
 */
function swappedSaid(f: ParsedRecord & { readonly variant: Variant }, side: string, [a, b]: readonly [number, number]): SwappedIn {
  const layout = f.record.fleets[side]!;
  const ships = [layout[a]!, layout[b]!] as const;
  const cls = ships.map((s) => f.variant.fleet[s.classIndex]!);
  const nameIn = (k: number, l: string): string => `${inSentence(localize(cls[k]!.name, l, f.variant))}${cls[k]!.count > 1 ? ` #${ships[k]!.ordinal + 1}` : ''}`;
  const cellsOf = (k: number): string => formatShip(ships[k]!.cells, cls[k], f.variant.board);
  const lineOf = (k: number): number => (f.sources.fleetShips?.[side]?.[k === 0 ? a : b] ?? f.sources.fleets[side])?.line ?? 0;
  const writeIn = (k: number, l: 'en' | 'ru' | 'pl'): string => {
    const [fits, was] = [cellsOf(1 - k), cellsOf(k)];
    const at = l === 'ru' ? `в строке ${lineOf(k)}` : l === 'pl' ? `w wierszu ${lineOf(k)}` : `at line ${lineOf(k)}`;
    if (cls[k]!.count === 1) return `${inSentence(localize(cls[k]!.name, writtenLanguage(f) ?? 'en', f.variant))}: ${fits} ${at}`;
    return `${fits} ${l === 'ru' ? 'вместо' : l === 'pl' ? 'zamiast' : 'in place of'} ${was} ${at}`;
  };
  return {
    // English names the classes in the record's language, as fleet-copied-wrong does.
    names: (l) => (l === 'en' ? [nameIn(0, recordLanguage(f) ?? 'en'), nameIn(1, recordLanguage(f) ?? 'en')] : [nameIn(0, l), nameIn(1, l)]),
    writes: (l) => [writeIn(0, l), writeIn(1, l)],
  };
}

/**
 * The `fleet-belied` warnings: a revealed fleet that the side's announcements contradict, where
 * they fit a legal fleet all the same (`beliedFleets`): the fleet written is likely not the one
 * played (a ship moved between games, or another game's fleet), and the contradictions are that
 * one slip. A warning at the fleet, naming the salvos, with the `salvo infer` command that places
 * the ships by the announcements.
 */
function fleetsBelied(belied: readonly BeliedFleet[], f: ParsedRecord & { readonly variant: Variant }): RefereeWarning[] {
  const out: RefereeWarning[] = [];
  for (const { side: id, salvos, against, swapped } of belied) {
    const side = { id };
    const command = inferCommand(f, side.id);
    const at = f.sources.fleets[side.id];
    const swap = swapped === undefined ? undefined : swappedSaid(f, side.id, swapped);
    out.push({
      severity: 'warning',
      code: 'fleet-belied',
      // Whose announcement for whose salvo, by that side's own number, the game's after it where it differs (`salvo 20:` begins the breach's line).
      message: `${possessive(side.id, 'announcements')} fit a legal fleet, but not the fleet written for ${side.id} under fleets: ${
        against === undefined
          ? salvos.length === 1
            ? `the announcement for salvo ${salvos[0]!} contradicts`
            : `the announcements for salvos ${salvos.join(', ')} contradict`
          : salvos.length === 1
            ? `${possessive(side.id, 'announcement')} for ${possessive(against.shooter, `salvo ${against.sideSalvos[0]!}`, '')}${against.sideSalvos[0] === salvos[0] ? '' : ` (salvo ${salvos[0]!})`} contradicts`
            : `${possessive(side.id, 'announcements')} for ${possessive(against.shooter, `salvos ${against.sideSalvos.join(', ')}`, '')}${against.sideSalvos.join(', ') === salvos.join(', ') ? '' : ` (salvos ${salvos.join(', ')})`} contradict`
      } it`,
      suggestion: `${swap === undefined ? '' : `${possessive(side.id, `${swap.names('en')[0]} and ${swap.names('en')[1]}`)} look swapped, as every announcement of ${side.id} fits them the other way round: write ${swap.writes('en').join(' and ')}, if ${takesApostrophe(side.id) ? `${side.id}'s own chart` : `the chart of ${side.id}`} has them so; if not, `}compare ${possessive(side.id, 'fleet')} with its own chart of this game: was a ship moved, or is it another game's fleet? ${command} places its ships by the announcements`,
      said: fleetBeliedSaid((l) => quoted(l, sideName(f.record, f.variant, side.id, l)), salvos, singleShots(f.variant), command, against === undefined ? undefined : { shooter: (l) => quoted(l, sideName(f.record, f.variant, against.shooter, l)), sideSalvos: against.sideSalvos }, swap),
      ...(f.sources.file !== undefined ? { file: f.sources.file } : {}),
      ...(at !== undefined ? { line: at.line, column: at.column } : {}),
    });
  }
  return out;
}

/**
 * The referee's replay with the salvo sizes (`impossibleSizes`) and announcements (`unfit`) found
 * to tell nothing left out of the evidence, and the size warnings that follow from `unfit`.
 */
export function judgedWithout(
  f: ParsedRecord & { readonly variant: Variant },
  language: string,
  impossibleSizes: ReadonlySet<number>,
  unfit: ReadonlySet<number>,
  namedAgain: ReadonlySet<number> = new Set(),
  sunkNotBefore: ReadonlyMap<number, readonly number[]> = new Map(),
): { judged: RefereeReport; sizeWarnings: RefereeWarning[] } {
  const judged = refereeRecord({ ...f, record: spokenRecord(f.record, f.variant, language) }, f.variant, {
    sizesNotEvidence: impossibleSizes,
    announcementsNotEvidence: unfit,
    ...(namedAgain.size > 0 ? { namedAgain } : {}),
    ...(sunkNotBefore.size > 0 ? { sunkNotBefore } : {}),
  });
  return { judged, sizeWarnings: sizesJudgedWithout({ ...f, record: readAsFired(f.record, f.sources, judged.breaches) }, language, unfit, impossibleSizes, judged) };
}

/**
 * The salvo sizes that the damage claimed by an announcement no legal fleet fits (`unfit`, 0-based
 * places) would have found wrong, judged now without it: each said as a warning at its salvo
 * (`size-unjudged`), so that a referee knows the size was not held to that damage.
 */
function sizesJudgedWithout(f: ParsedRecord & { readonly variant: Variant }, language: string, unfit: ReadonlySet<number>, impossibleSizes: ReadonlySet<number>, judged: Pick<RefereeReport, 'breaches' | 'warnings'>): RefereeWarning[] {
  if (unfit.size === 0) return [];
  // The cells that could not be read were fired all the same, as the rest of the check replays
  // them: a whole salvo's report may count their hits (the damage it claims).
  const unreadCells = unreadCellsOf(f.record, f.sources);
  const withClaims = replayRecord(f.record, f.variant, { sizesNotEvidence: impossibleSizes, ...(unreadCells.size > 0 ? { unreadCells } : {}) }).violations;
  const first = Math.min(...unfit);
  const claimed = f.record.salvos[first];
  const item = (at: number): number => f.sources.salvos[at]?.item ?? at + 1;
  const out: RefereeWarning[] = [];
  const single = singleShots(f.variant);
  for (const v of withClaims) {
    if (!SIZE_CODES.has(v.code) || v.code === 'shot-limit' || v.turn <= first) continue;
    const salvo = item(v.turn);
    const src = f.sources.salvos[v.turn];
    // Judged already, or not judged for another reason (a cell of it, or a line before it, lost).
    if (judged.breaches.some((b) => b.salvo === salvo && SIZE_CODES.has(b.code))) continue;
    if ((src?.unreadableCells ?? 0) > 0 || judged.warnings.some((w) => w.salvo === salvo && w.code === 'size-unjudged')) continue;
    const who = recordSideOf(f.record, f.variant, v.side);
    const said = claimed?.announcement ? formatAnnouncement(claimed.announcement, f.variant, language) : undefined;
    const words = said !== undefined ? ` ("${said}")` : '';
    out.push({
      severity: 'warning',
      code: 'size-unjudged',
      message: `${possessive(who, `${v.recorded} shots`)} are not held to the damage salvo ${item(first)}'s announcement${words} claims: no legal fleet of ${who} fits the announcements once it is made, so that salvo may have hit anything (owed by its words: ${v.expected})`,
      suggestion: `mend the announcements salvo ${item(first)}'s breach lists, and check again`,
      said: sizeUnjudgedClaimSaid(single, (l) => quoted(l, sideName(f.record, f.variant, who, l)), Number(v.recorded), item(first), said, v.expected ?? '?'),
      ...(f.sources.file !== undefined ? { file: f.sources.file } : {}),
      ...(src ? { line: src.at.line, column: src.at.column } : {}),
      salvo,
    });
  }
  return out;
}

/**
 * An announcement no fleet layout gives after the earlier ones (`announcement-inconsistent`, its
 * only problem `no-layout`) says with which earlier announcements: a smallest set no legal fleet
 * fits together with it, as the consistency check finds it with that announcement put back in
 * (`conflictsWith`), so that a referee knows where to look. Left as it is past `budgetMs`.
 * `sources`: the record's text, whose salvo numbers the breaches use; without (`salvo record` and
 * `salvo play` judging the salvos typed after the record), salvo n is the record's nth.
 *
 * @example
 *   conflictsNamed(variant, record, undefined, breaches, new Set(), REFEREE_BUDGET_MS)[0].conflictsWith // [3, 9, 15]
 */
export function conflictsNamed(variant: Variant, record: GameRecord, sources: RecordSources | undefined, breaches: readonly Breach[], impossibleSizes: ReadonlySet<number>, budgetMs: number): Breach[] {
  if (!breaches.some((b) => b.code === 'announcement-inconsistent' && b.problems?.length === 1 && b.problems[0]!.kind === 'no-layout')) return [...breaches];
  const unjudged = unjudgedSalvos(record, variant, sources, impossibleSizes, { inconsistent: true });
  const single = singleShots(variant);
  return breaches.map((b) => {
    if (b.code !== 'announcement-inconsistent' || b.problems?.length !== 1 || b.problems[0]!.kind !== 'no-layout' || b.salvo === undefined) return b;
    const at = sources === undefined ? b.salvo - 1 : sources.salvos.findIndex((s) => s.item === b.salvo);
    const shooter = at < 0 ? undefined : record.salvos[at]?.side;
    const target = shooter === undefined ? undefined : variantSideOf(record, variant, shooter) === variant.turns.sides[0].id ? variant.turns.sides[1].id : variant.turns.sides[0].id;
    if (target === undefined) return b;
    const announcements = new Set(unjudged.announcements ?? []);
    announcements.delete(at);
    try {
      const c = conflictAgainst(variant, record, target, { unjudged: { ...unjudged, announcements }, until: at + 1, ...(sources !== undefined ? { sources } : {}), work: WorkMeter.ms(budgetMs) });
      const others = c === null || c.shots !== undefined || !c.salvos.includes(b.salvo) ? [] : c.salvos.filter((n) => n !== b.salvo);
      if (others.length === 0) return b;
      const noun = single ? 'shot' : 'salvo';
      const list = others.length === 1 ? `the announcement for ${noun} ${others[0]!}` : `the announcements for ${noun}s ${others.join(', ')}`;
      return {
        ...b,
        message: `${b.message}; with ${list}, no legal fleet gives it`,
        suggestion: `compare this announcement with the pad, and ${list}: no fleet gives them together`,
        conflictsWith: others,
      };
    } catch (e) {
      if (e instanceof BudgetExceeded) return b;
      throw e;
    }
  });
}
