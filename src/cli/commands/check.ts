/**
 * `salvo check game.yaml [--json]`: the referee's report on a game record. Every breach, each
 * with its salvo number, the rule, and what was expected versus recorded; exit 1 when anything is
 * wrong. `--json` prints `{ ok, file, variant, salvos, result, next, violations, warnings }`; `--lang`
 * writes the report in another of the variant's languages: the diagnostics (referee-text.ts; in
 * JSON, their message and suggestion), the announcements in them, and the summary line
 * (report-text.ts).
 */
import { parseRecord, type ParsedRecord } from '../../record/parse.js';
import type { Command } from 'commander';
import { inFileOrder, jsonReplacer, SalvoError, type Diagnostic } from '../../core/diagnostics.js';
import { recordSideOf, replayRecord, setupOf, sideName, sideTitle } from '../../record/game.js';
import { owedAsAnnounced, owedShots } from '../../rules/salvo-size.js';
import { breachDiagnostic, breachJson, inRecordOrder, readAsFired, refereeRecord, resultsSwappedMessage, RESULTS_SWAPPED_RULE, SALVO_SIZE_CODES, type Breach, type RefereeReport } from '../../record/referee.js';
import { afterTheEnd, swappedLines } from '../../record/as-read.js';
import { variantNotation } from '../../rules/notation.js';
import { formatTurnText } from '../../record/write.js';
import { formatAnnouncement } from '../../record/announcement-text.js';
import { sideSalvoNumbers, type GameRecord, type RecordSources } from '../../record/model.js';
import { singleShots, type Variant } from '../../variant/model.js';
import type { CliIO } from '../io.js';
import { breachJsonWords, breachSaid, formatSaid, refereeText, warningSaid, type RefereeText, type RefereeWarning } from '../../record/referee-text.js';
import { fleetBeliedSaid, sizeUnjudgedClaimSaid, uncheckedSaid } from '../../record/warning-text.js';
import { quoted } from '../../core/language.js';
import { ExitCode } from '../errors.js';
import { readingDiagnostic } from '../../record/reading-text.js';
import { commandLanguage, openRecord, recordName } from './game-common.js';
import { alternativeIn, playText, playTextOf, type PlayText } from './play-text.js';
import { reportText, type ReportText } from './report-text.js';
import { beliedFleets, impossibleAnnouncements, narrowedSizeBreach, possibleOwed, recordAsAnnounced, REFEREE_BUDGET_MS, refereeReplayOptions, type BeliedFleet } from '../../inference/record-check.js';

/**
 * The game's result in words, with record side names; a result reached in `t`'s words where given
 * (play-text.ts), or in `words` (report-text.ts: check's summary), whose alternatives are said in
 * `t`'s words.
 */
export function describeResult(
  report: Pick<RefereeReport, 'result' | 'state'>,
  record: GameRecord,
  variant: Variant,
  t?: PlayText,
  words?: ReportText,
  sources?: Pick<RecordSources, 'salvos'>,
  lang = 'en',
): string {
  const r = report.result;
  const w = words ?? reportText('en', false);
  // The sides as the text's language names them (`Север` in Russian), as play and show do.
  const title = (side: string): string => sideTitle(record, variant, recordSideOf(record, variant, side), lang);
  if (r === null) {
    const next = report.state.next;
    if (next === null) return w.notDecided;
    const alt = report.state.alternativeNext;
    const name = title(next);
    const altName = alt === null ? null : title(alt);
    // Without `t`, in English: one wording of who else may be next, play-text's.
    return w.goesOn(name, alternativeIn(t ?? playText('en', false), altName, name, record, sources, variant));
  }
  // At the table (play, record, show: `t`), the winner with its player (`«первый» (Оля)`), as play has always said it.
  if ('winner' in r) {
    const sunk = r.reason === 'fleet-sunk';
    return t && !words ? t.won(sideTitle(record, variant, recordSideOf(record, variant, r.winner), lang, { player: true }), sunk) : w.won(title(r.winner), sunk);
  }
  return t && !words ? t.draw : w.draw;
}

/**
 * The lines said before the game's result where a revealed fleet is belied by the side's
 * announcements and set aside (`setAside`, sides as the record names them), in `words`' language:
 * `the revealed fleet of red is belied by the announcements (see fleet-belied); the result goes by
 * what was announced`.
 */
export function setAsideLines(setAside: readonly string[], record: GameRecord, variant: Variant, words: ReportText, lang: string): string[] {
  return setAside.map((side) => words.fleetSetAside(sideTitle(record, variant, side, lang)));
}

/**
 * The referee's whole report, as `salvo check` gives it and `analyze` puts first: every breach of
 * the rules, then the announcements no legal fleet could have produced (sides whose fleet is not
 * revealed, within `budgetMs` units of work; a side not settled within it is a warning).
 * A salvo size no legal fleet fitting the announcements is owed is that breach, and the salvos
 * after it are judged as if it told nothing of the shooter's fleet (`impossibleSizes`): a right
 * size later is not called wrong for disagreeing with it.
 */
export function fullReferee(f: ParsedRecord & { readonly variant: Variant }, language: string, budgetMs = REFEREE_BUDGET_MS): RefereeReport & { readonly impossibleSizes: ReadonlySet<number>; readonly fleetsSetAside: readonly string[] } {
  const report = refereeAsRead(f, language, budgetMs);
  // Last: two results of a turn line written the other way round (`results-swapped`), judged by the whole report of the line mended.
  const breaches = swappedResults(f, report.breaches, (g) => refereeAsRead(g, language, budgetMs).breaches);
  return breaches === report.breaches ? report : { ...report, ok: report.ok && breaches.length === 0, breaches };
}

/** `fullReferee` but for two results written the other way round. */
function refereeAsRead(f: ParsedRecord & { readonly variant: Variant }, language: string, budgetMs: number): RefereeReport & { readonly impossibleSizes: ReadonlySet<number>; readonly fleetsSetAside: readonly string[] } {
  // A line written under the wrong side (`wrong-side`) is read, by the inference too, as the side's that fired it.
  const asRead = { ...f, record: readAsFired(f.record, f.sources, refereeRecord(f, f.variant).breaches) };
  // A salvo left out (`salvo-missing`) tells the inference nothing: what it hit is not known, so
  // the sizes of the salvos its target fired after it tell nothing of that fleet either.
  const gaps = refereeRecord(f, f.variant).breaches.filter((b) => b.code === 'salvo-missing' && b.salvo !== undefined && b.missing !== undefined);
  const afterGap = new Set<number>();
  f.sources.salvos.forEach((src, t) => {
    if (gaps.some((b) => src.item >= b.salvo! && asRead.record.salvos[t]?.side === b.missing!.written)) afterGap.add(t);
  });
  const { breaches: impossible, skipped, impossibleSizes, impossibleAt } = impossibleAnnouncements(asRead.record, f.variant, f.sources, { budgetMs, ...(afterGap.size > 0 ? { sizesNotEvidence: afterGap } : {}) });
  // An announcement after which no legal fleet fits: the salvo may have hit anything, so the
  // damage it claims does not set the target's later sizes (said where it would have).
  const unfit = f.variant.turns.salvo.kind === 'constant' ? new Set<number>() : impossibleAt;
  const { judged, sizeWarnings } = judgedWithout(f, language, impossibleSizes, unfit);
  // A size the words of the announcements allow a range for, as narrowly as where the hits fell allows.
  const before = (salvo: number | undefined): GameRecord | undefined => {
    const i = f.sources.salvos.findIndex((s) => s.item === salvo);
    return i < 0 ? undefined : { ...f.record, salvos: f.record.salvos.slice(0, i) };
  };
  const narrowed = judged.breaches.map((b) => {
    const r = b.code === 'salvo-size-not-allowed' ? before(b.salvo) : undefined;
    return r === undefined ? b : narrowedSizeBreach(b, r, f.variant, f.sources);
  });
  const refereed = { ...judged, breaches: narrowed };
  // A side left unchecked is said, never passed over as if it were checked.
  const unchecked = skipped.map(
    (side): RefereeWarning => ({
      severity: 'warning',
      code: 'announcements-unchecked',
      message: `whether a legal fleet of ${side} could have produced the announcements was not settled within the referee's budget of work`,
      suggestion: `salvo infer ${f.sources.file ?? '<record>'} --target ${side} --budget 100000 counts them with more`,
      said: uncheckedSaid((l) => quoted(l, sideName(f.record, f.variant, side, l)), `salvo infer ${f.sources.file ?? '<record>'} --target ${side} --budget 100000`),
      ...(f.sources.file !== undefined ? { file: f.sources.file } : {}),
    }),
  );
  const beliedSides = beliedFleets(asRead, judged.breaches, budgetMs);
  const belied = fleetsBelied(beliedSides, f);
  // A fleet the announcements belie does not decide the game: the result (who won, whose turn it
  // is) goes by what was announced, as for a fleet not revealed (`resultRecord`).
  const asAnnounced = beliedSides.length === 0 ? judged : judgedWithout({ ...f, record: recordAsAnnounced(f.record, beliedSides.map((b) => b.side)) }, language, impossibleSizes, unfit).judged;
  const decided = { ...refereed, state: asAnnounced.state, result: asAnnounced.result, fleetsSetAside: beliedSides.map((b) => b.side) };
  const warned = unchecked.length === 0 && sizeWarnings.length === 0 && belied.length === 0 ? decided : { ...decided, warnings: [...decided.warnings, ...sizeWarnings, ...unchecked, ...belied] };
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

/**
 * Two results of one turn line written the other way round (`- первый: Б4 Б5 -> мимо, попал`
 * where the answers were `попал, мимо`): each shot's result is wrong for its cell, and the line
 * ends on a hit though the turn passed (two errors: the fleet contradicted twice, or out of turn
 * and announcements no fleet fits). Where the whole report of the record with the two results
 * swapped (`rerun`) has every breach the record has but some at the line or after it, none it
 * has not, and at least two fewer, it is that one slip: said at the first of the two shots,
 * naming both, with the line to write, in place of the breaches it takes away. Only per-shot
 * results of a turn line (a line of one shot each, as Морской бой writes a turn), a miss and a hit
 * (or sunk), not under `forced: true`; the first pair that fits, in the line's order.
 */
function swappedResults(
  f: ParsedRecord & { readonly variant: Variant },
  breaches: readonly Breach[],
  rerun: (g: ParsedRecord & { readonly variant: Variant }) => readonly Breach[],
): readonly Breach[] {
  const salvos = f.sources.salvos;
  const record = f.record;
  const key = (b: Breach): string => `${b.code}@${b.salvo ?? '-'}`;
  // The first place of each turn line with a breach at one of its shots, in record order.
  const lines: number[] = [];
  salvos.forEach((src, t) => {
    if (src.shot === undefined || src.shot.index !== 0 || src.shot.of < 2) return;
    const items = new Set(salvos.slice(t, t + src.shot.of).map((x) => x.item));
    if (breaches.some((b) => b.salvo !== undefined && items.has(b.salvo)) && lines.length < RESULTS_SWAP_TRIES) lines.push(t);
  });
  const resultOf = (t: number): string | undefined => {
    const a = record.salvos[t]?.announcement;
    return a?.kind === 'per-shot' && a.shots.length === 1 ? a.shots[0]!.result : undefined;
  };
  for (const first of lines) {
    const of = salvos[first]!.shot!.of;
    const places = Array.from({ length: of }, (_, k) => first + k).filter((t) => t < record.salvos.length);
    if (places.some((t) => record.salvos[t]!.forced === true || resultOf(t) === undefined || salvos[t]!.unreadableCells > 0)) continue;
    for (let i = 0; i < places.length; i++) {
      for (let j = i + 1; j < places.length; j++) {
        const a = places[i]!;
        const b = places[j]!;
        if ((resultOf(a) === 'miss') === (resultOf(b) === 'miss')) continue;
        const swap = <T>(xs: readonly T[], get: (x: T) => T, set: (x: T, from: T) => T): T[] => xs.map((x, k) => (k === a ? set(x, get(xs[b]!)) : k === b ? set(x, get(xs[a]!)) : x));
        const mended: GameRecord = { ...record, salvos: swap(record.salvos, (x) => x, (x, from) => ({ ...x, announcement: from.announcement })) };
        const sources = { ...f.sources, salvos: swap(salvos, (x) => x, (x, from) => { const { result: _r, ...rest } = x; return from.result === undefined ? rest : { ...rest, result: from.result }; }) };
        const after = rerun({ ...f, record: mended, sources });
        const had = new Map<string, number>();
        for (const x of breaches) had.set(key(x), (had.get(key(x)) ?? 0) + 1);
        const now = new Map<string, number>();
        for (const x of after) now.set(key(x), (now.get(key(x)) ?? 0) + 1);
        // It adds none, and takes away two or more, of this line or after it.
        if ([...now].some(([k, n]) => (had.get(k) ?? 0) < n)) continue;
        const gone = breaches.filter((x) => (now.get(key(x)) ?? 0) < (had.get(key(x)) ?? 0));
        if (gone.length < 2 || gone.some((x) => x.salvo === undefined || x.salvo < salvos[first]!.item)) continue;
        const lang = record.language !== undefined && f.variant.languages.includes(record.language) ? record.language : f.variant.languages[0];
        const notation = variantNotation(f.variant, lang);
        const shooter = record.salvos[a]!.side;
        const target = record.sides.find((x) => x.id !== shooter)?.id ?? '';
        const line = places.map((t) => mended.salvos[t]!);
        const write = `- ${shooter}: ${formatTurnText(line, f.variant, lang)}`;
        const said = (t: number): string => formatAnnouncement(record.salvos[t]!.announcement!, f.variant, lang);
        const cells = [a, b].map((t) => notation.cell(record.salvos[t]!.cells[0]!));
        const numbers = sideSalvoNumbers(record);
        const swapped = { shots: [numbers[a] ?? a + 1, numbers[b] ?? b + 1], cells, results: [said(a), said(b)], write };
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
          shot: at.shot!,
          swappedResults: swapped,
          suggestion: `write ${write}; if ${target} did announce them as written, neither fits its cell`,
          ...(f.sources.file !== undefined ? { file: f.sources.file } : {}),
          ...(at.result !== undefined ? { line: at.result.line, column: at.result.column } : { line: at.at.line, column: at.at.column }),
        };
        const goneSet = new Set(gone);
        return [...breaches.filter((x) => !goneSet.has(x)), result].sort(inRecordOrder);
      }
    }
  }
  return breaches;
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
  for (const { side: id, salvos } of belied) {
    const side = { id };
    const command = `salvo infer ${f.sources.file ?? '<record>'} --target ${side.id}`;
    const at = f.sources.fleets[side.id];
    out.push({
      severity: 'warning',
      code: 'fleet-belied',
      message: `${side.id}'s announcements fit a legal fleet, but not the fleet written for ${side.id} under fleets: ${salvos.length === 1 ? `the announcement for salvo ${salvos[0]!} contradicts` : `the announcements for salvos ${salvos.join(', ')} contradict`} it`,
      suggestion: `compare ${side.id}'s fleet with its own chart of this game: was a ship moved, or is it another game's fleet? ${command} places its ships by the announcements`,
      said: fleetBeliedSaid((l) => quoted(l, sideName(f.record, f.variant, side.id, l)), salvos, singleShots(f.variant), command),
      ...(f.sources.file !== undefined ? { file: f.sources.file } : {}),
      ...(at !== undefined ? { line: at.line, column: at.column } : {}),
    });
  }
  return out;
}

/** What `check` warns was not judged at a salvo: its size, whose turn it was, a repeat of a cell lost before it. */
const UNJUDGED_CODES: ReadonlySet<string> = new Set(['size-unjudged', 'turn-unjudged', 'repeat-unjudged', 'limit-unjudged']);

/**
 * The warnings `check` gives on `text` (a record of `variant` just written, named `file`) that
 * something of its last `count` salvos was not judged (`size-unjudged`, `turn-unjudged`,
 * `repeat-unjudged`), as `check` words and places them: `record` and `play` say them as a salvo
 * is recorded, so that a referee knows at once what the rules could not hold it to.
 */
export function unjudgedOfNewSalvos(text: string, variant: Variant, file: string, count: number, language: string): RefereeWarning[] {
  if (count <= 0) return [];
  const parsed = parseRecord(text, variant, { file });
  const items = new Set(parsed.sources.salvos.slice(-count).map((s) => s.item));
  // The replay as check judges it, without check's own search for impossible announcements where
  // the salvo sizes tell nothing (record and play judged the new salvo's announcement before saving).
  const { sizesNotEvidence, announcementsNotEvidence } = refereeReplayOptions(parsed.record, variant, parsed.sources);
  const { judged, sizeWarnings } = judgedWithout({ ...parsed, variant }, language, sizesNotEvidence, announcementsNotEvidence);
  // With their words in Russian and Polish (`said`), as `record` and `play` say them (`unjudgedLine`);
  // their JSON gives them in English, without those words (`plainWarning`).
  return [...judged.warnings, ...sizeWarnings].filter((w) => UNJUDGED_CODES.has(w.code) && w.salvo !== undefined && items.has(w.salvo)).sort(inFileOrder);
}

/**
 * The referee's replay with the salvo sizes (`impossibleSizes`) and announcements (`unfit`) found
 * to tell nothing left out of the evidence, and the size warnings that follow from `unfit`.
 */
function judgedWithout(f: ParsedRecord & { readonly variant: Variant }, language: string, impossibleSizes: ReadonlySet<number>, unfit: ReadonlySet<number>): { judged: RefereeReport; sizeWarnings: RefereeWarning[] } {
  const judged = refereeRecord({ ...f, record: { ...f.record, language } }, f.variant, { sizesNotEvidence: impossibleSizes, announcementsNotEvidence: unfit });
  return { judged, sizeWarnings: sizesJudgedWithout({ ...f, record: readAsFired(f.record, f.sources, judged.breaches) }, language, unfit, impossibleSizes, judged) };
}

/**
 * Who fires next, as the report's last line says it ('the game goes on: red to fire'), for
 * `--json`: the side as the record names it, the shots it is owed (as narrowly as the
 * announcements allow, as `record` and `play` tell them), the shots the damage as announced owes
 * where a hit on the side's hospital was left out and the table may have gone by that
 * (`owedAsAnnounced`, only where it differs), and the other side where it may fire instead (the
 * last salvo's result not recorded, a penalty that may be owed); null when the game is over or
 * nobody can fire.
 */
export function nextJson(
  report: Pick<RefereeReport, 'state'>,
  record: GameRecord,
  variant: Variant,
): { side: string; owed: { min: number; max: number }; owedAsAnnounced?: { min: number; max: number }; alternative: string | null } | null {
  const { state } = report;
  if (state.over || state.next === null) return null;
  const side = recordSideOf(record, variant, state.next);
  const setup = setupOf(record, variant);
  const owed = possibleOwed(record, variant, side, owedShots(setup, state, state.next));
  // A hit on its hospital left out of an announcement, where the table may have gone by the
  // announcement as made: the shots the damage as announced owes, beside the rules' own.
  const table = owedAsAnnounced(setup, state, state.next);
  const alt = state.alternativeNext;
  return { side, owed, ...(table !== null ? { owedAsAnnounced: { ...table } } : {}), alternative: alt === null || alt === state.next ? null : recordSideOf(record, variant, alt) };
}

/**
 * The salvo sizes that the damage claimed by an announcement no legal fleet fits (`unfit`, 0-based
 * places) would have found wrong, judged now without it: each said as a warning at its salvo
 * (`size-unjudged`), so that a referee knows the size was not held to that damage.
 */
function sizesJudgedWithout(f: ParsedRecord & { readonly variant: Variant }, language: string, unfit: ReadonlySet<number>, impossibleSizes: ReadonlySet<number>, judged: Pick<RefereeReport, 'breaches' | 'warnings'>): RefereeWarning[] {
  if (unfit.size === 0) return [];
  const withClaims = replayRecord(f.record, f.variant, { sizesNotEvidence: impossibleSizes }).violations;
  const first = Math.min(...unfit);
  const claimed = f.record.salvos[first];
  const item = (at: number): number => f.sources.salvos[at]?.item ?? at + 1;
  const out: RefereeWarning[] = [];
  const single = singleShots(f.variant);
  for (const v of withClaims) {
    if (!SALVO_SIZE_CODES.has(v.code) || v.code === 'shot-limit' || v.turn <= first) continue;
    const salvo = item(v.turn);
    const src = f.sources.salvos[v.turn];
    // Judged already, or not judged for another reason (a cell of it, or a line before it, lost).
    if (judged.breaches.some((b) => b.salvo === salvo && SALVO_SIZE_CODES.has(b.code))) continue;
    if ((src?.unreadableCells ?? 0) > 0 || judged.warnings.some((w) => w.salvo === salvo && w.code === 'size-unjudged')) continue;
    const who = recordSideOf(f.record, f.variant, v.side);
    const said = claimed?.announcement ? formatAnnouncement(claimed.announcement, f.variant, language) : undefined;
    const words = said !== undefined ? ` ("${said}")` : '';
    out.push({
      severity: 'warning',
      code: 'size-unjudged',
      message: `${who}'s ${v.recorded} shots are not held to the damage salvo ${item(first)}'s announcement${words} claims: no legal fleet of ${who} fits the announcements once it is made, so that salvo may have hit anything (owed by its words: ${v.expected})`,
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
 * The referee's findings as `check` prints them, a line each: warnings and breaches together in
 * the file's order, as a reader goes down the record; what has no place (a side left unchecked)
 * comes last. In `t`'s language (undefined: English); what the language has no words for is said
 * whole in English. `analyze` puts them first in its report.
 */
export function refereeLines(report: Pick<RefereeReport, 'breaches' | 'warnings'>, t: RefereeText | undefined): string[] {
  const lines = [
    ...report.warnings.map((w: RefereeWarning) => ({ said: t === undefined ? undefined : warningSaid(w, t), d: plainWarning(w) })),
    ...report.breaches.map((b) => ({ said: t === undefined ? undefined : breachSaid(b, t), d: breachDiagnostic(b) })),
  ].map(({ said, d }) => (said !== undefined ? { d: said, t } : { d, t: undefined }));
  // The sort is stable.
  return lines.sort((a, b) => inFileOrder(a.d, b.d)).map(({ d, t: words }) => formatSaid(d, words));
}

/** A warning as `check --json` gives it: in `t`'s language where it has words for it, else in English without the words of other languages. */
export function warningJson(w: RefereeWarning, t: RefereeText | undefined): Diagnostic {
  return (t === undefined ? undefined : warningSaid(w, t)) ?? plainWarning(w);
}

/** A warning without its words in other languages (`said`), as English and the JSON report give it. */
export function plainWarning(w: RefereeWarning): Diagnostic {
  const { said: _said, ...rest } = w;
  return rest;
}

export function registerCheck(program: Command, io: CliIO): void {
  program
    .command('check')
    .description("the referee's report on a game record: every breach of the rules; exit 1 if any")
    .addHelpText('after', '\nExamples:\n  salvo check examples/breaches.yaml\n  salvo check game.yaml --json\n  salvo check examples/perelman.yaml --lang en\n')
    .argument('<record>', 'the game record (YAML; - reads it from standard input)')
    .option('--json', 'print the report as JSON')
    .option('--lang <code>', "the language of the report: its diagnostics, announcements and summary line (default: the record's, else the variant's first)")
    .action(async (file: string, opts: { json?: boolean; lang?: string }) => {
      let f: Awaited<ReturnType<typeof openRecord>>;
      const source = file;
      file = recordName(file);
      try {
        f = await openRecord(io, source, { stdin: true, speak: { lang: opts.lang } });
      } catch (e) {
        // For machines, a record that cannot be read at all is still a JSON report.
        if (!(opts.json && e instanceof SalvoError)) throw e;
        // In the record's language where its header says it (or --lang), as the text report.
        const said = (d: Diagnostic): Diagnostic => (e.lang === undefined ? d : (readingDiagnostic(d, e.lang) ?? d));
        const violations = e.diagnostics.filter((d) => d.severity === 'error').map(said);
        const warnings = e.diagnostics.filter((d) => d.severity === 'warning').map(said);
        io.out(JSON.stringify({ ok: false, file, variant: null, salvos: 0, result: null, next: null, violations, warnings }, jsonReplacer, 2) + '\n');
        throw new ExitCode(1);
      }
      const language = commandLanguage(f.variant, opts.lang, f.record);
      const report = fullReferee(f, language);
      // Salvos as the text numbers them: an item that cannot be read still counts.
      const n = Math.max(f.record.salvos.length, f.sources.numbered ?? 0);
      const single = singleShots(f.variant);
      // The diagnostics in the game's language (--lang), as play and record speak; undefined: English.
      const t = refereeText(language, single, (side) => sideName(f.record, f.variant, side, language));
      if (opts.json) {
        const json = {
          ok: report.ok,
          file,
          variant: f.variant.id,
          salvos: n,
          result: report.result === null ? null : { ...report.result, ...('winner' in report.result ? { winner: recordSideOf(f.record, f.variant, report.result.winner) } : {}) },
          // The sides whose revealed fleet the announcements belie: the result goes by what was announced.
          ...(report.fleetsSetAside.length > 0 ? { resultByAnnouncements: report.fleetsSetAside } : {}),
          // Whose turn it is, as the summary line says it: what a bot fires next; the shots owed
          // narrowed with each line under the wrong side read as the side that fired it, as the turn is,
          // and a revealed fleet the announcements belie set aside.
          next: nextJson(report, recordAsAnnounced(readAsFired(f.record, f.sources, report.breaches), report.fleetsSetAside), f.variant),
          // Every entry with its severity, as the text report and an unreadable file's JSON give it;
          // the message and what to do in the report's language, the codes and fields as they are.
          violations: report.breaches.map((b) => ({ severity: 'error' as const, ...breachJson(b), ...(t === undefined ? {} : breachJsonWords(b, t)) })),
          warnings: report.warnings.map((w: RefereeWarning) => warningJson(w, t)),
        };
        io.out(JSON.stringify(json, jsonReplacer, 2) + '\n');
      } else {
        for (const line of refereeLines(report, t)) io.out(line + '\n');
        // The summary in the game's language too.
        const pt = playTextOf(f.variant, language);
        const words = reportText(language, single);
        for (const line of setAsideLines(report.fleetsSetAside, f.record, f.variant, words, language)) io.out(line + '\n');
        // A salvo left out hit what is not known: the result is as far as the record shows.
        const unknown = report.breaches.some((b) => b.code === 'salvo-missing') ? words.missingUnknown : '';
        io.out(words.checkSummary(file, report.ok, report.breaches.length, n, describeResult(report, f.record, f.variant, pt, words, f.sources, language) + unknown) + '\n');
      }
      if (!report.ok) throw new ExitCode(1);
    });
}
