/**
 * `salvo check game.yaml [--json]`: the referee's report on a game record. Every breach, each
 * with its salvo number, the rule, and what was expected versus recorded; exit 1 when anything is
 * wrong. `--json` prints `{ ok, file, variant, salvos, result, next, violations, warnings }`; `--lang`
 * writes the report in another of the variant's languages: the diagnostics (referee-text.ts; in
 * JSON, their message and suggestion), the announcements in them, and the summary line
 * (report-text.ts).
 */
import { parseRecord } from '../../record/parse.js';
import type { Command } from 'commander';
import { inFileOrder, jsonReplacer, SalvoError, type Diagnostic } from '../../core/diagnostics.js';
import { recordSideOf, setupOf, sideName, sideTitle, variantSideOf } from '../../record/game.js';
import { owedAsAnnounced, owedShots } from '../../rules/salvo-size.js';
import { otherSide, salvoOutcome } from '../../rules/announce.js';
import { breachDiagnostic, breachJson, isReadingError, mayHaveHitUnread, readAsFired, type Breach, type RefereeReport } from '../../record/referee.js';
import type { GameRecord, RecordSources } from '../../record/model.js';
import { singleShots, type Variant } from '../../variant/model.js';
import type { CliIO } from '../io.js';
import { breachJsonWords, breachSaid, formatSaid, refereeText, warningSaid, type RefereeText, type RefereeWarning } from '../../record/referee-text.js';
import { ExitCode } from '../errors.js';
import { readingDiagnostic } from '../../record/reading-text.js';
import { commandLanguage, openRecord, recordName } from './game-common.js';
import { alternativeIn, playText, playTextOf, type PlayText } from './play-text.js';
import { reportText, type ReportText } from './report-text.js';
import { possibleOwed, recordAsAnnounced, refereeReplayOptions } from '../../inference/record-check.js';
import { fullReferee, judgedWithout } from '../../inference/full-referee.js';
import { shotsNamed } from '../../record/shots-named.js';

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
export function setAsideLines(setAside: readonly string[], record: GameRecord, variant: Variant, words: ReportText, lang: string, copied: ReadonlySet<string> = new Set()): string[] {
  return setAside.map((side) => words.fleetSetAside(sideTitle(record, variant, side, lang), copied.has(side) ? 'fleet-copied-wrong' : 'fleet-belied'));
}

/** The sides (as the record names them) of `belied` whose fleet one ship copied wrong belies (`BeliedFleet.copiedWrong`), for `setAsideLines`. */
export function copiedOf(belied: readonly { readonly side: string; readonly copiedWrong?: unknown }[]): ReadonlySet<string> {
  return new Set(belied.flatMap((b) => (b.copiedWrong !== undefined ? [b.side] : [])));
}

/** The sides (as the record names them) whose fleet one ship copied wrong belies (`fleet-copied-wrong` among `breaches`), for `setAsideLines`. */
export function copiedWrongSides(breaches: readonly Pick<Breach, 'code' | 'side'>[]): ReadonlySet<string> {
  return new Set(breaches.flatMap((b) => (b.code === 'fleet-copied-wrong' && b.side !== undefined ? [b.side] : [])));
}

/**
 * What `check` warns was not judged at a salvo: its size, whose turn it was, a repeat of a cell lost
 * before it, its announcement after a salvo of its side that may be left out.
 */
const UNJUDGED_CODES: ReadonlySet<string> = new Set(['size-unjudged', 'turn-unjudged', 'repeat-unjudged', 'limit-unjudged', 'announcement-unjudged']);

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
 * Who fires next, as the report's last line says it ('the game goes on: red to fire'), for
 * `--json`: the side as the record names it, the shots it is owed (as narrowly as the
 * announcements allow, as `record` and `play` tell them), the shots the damage as announced owes
 * where an announcement left out or miscounted what the salvo rule counts (a hit on the side's
 * hospital, a gun lost: examples/breaches.yaml's red) and the table may have gone by that
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
  // A hit on its hospital left out of an announcement, or hits miscounted, where the table may
  // have gone by the announcement as made: the shots the damage as announced owes, beside the rules' own.
  const table = owedAsAnnounced(setup, state, state.next);
  const alt = state.alternativeNext;
  return { side, owed, ...(table !== null ? { owedAsAnnounced: { ...table } } : {}), alternative: alt === null || alt === state.next ? null : recordSideOf(record, variant, alt) };
}

/**
 * The referee's findings as `check` prints them, a line each: warnings and breaches together in
 * the file's order, as a reader goes down the record; what has no place (a side left unchecked)
 * comes last. In `t`'s language (undefined: English); what the language has no words for is said
 * whole in English; in a game of single shots (`single`) English names each salvo a shot
 * (`shotsNamed`), as Russian and Polish say выстрел and strzał there. `analyze` puts them first in
 * its report.
 */
export function refereeLines(report: Pick<RefereeReport, 'breaches' | 'warnings'>, t: RefereeText | undefined, single = false): string[] {
  const lines = [
    ...report.warnings.map((w: RefereeWarning) => ({ said: t === undefined ? undefined : warningSaid(w, t), d: plainWarning(w) })),
    ...report.breaches.map((b) => ({ said: t === undefined ? undefined : breachSaid(b, t), d: breachDiagnostic(b) })),
  ].map(({ said, d }) => (said !== undefined ? { d: said, t } : { d, t: undefined }));
  // The sort is stable.
  return lines.sort((a, b) => inFileOrder(a.d, b.d)).map(({ d, t: words }) => (words === undefined && single ? shotsNamed(formatSaid(d, words)) : formatSaid(d, words)));
}

/**
 * A warning as `check --json` gives it: in `t`'s language where it has words for it, else in
 * English without the words of other languages, each salvo a shot in a game of single shots
 * (`single`), as the text report says it.
 */
export function warningJson(w: RefereeWarning, t: RefereeText | undefined, single = false): Diagnostic {
  return (t === undefined ? undefined : warningSaid(w, t)) ?? shotsNamedEntry(plainWarning(w), single);
}

/**
 * A breach as `check --json` gives it: its fields, the message and what to do in `t`'s language
 * where it has words for them, else in English, each salvo a shot in a game of single shots
 * (`single`), as the text report says it (`refereeLines`).
 */
export function breachJsonEntry(b: Breach, t: RefereeText | undefined, single = false): ReturnType<typeof breachJson> & { severity: 'error' } {
  const words = t === undefined ? {} : breachJsonWords(b, t);
  const entry = { severity: 'error' as const, ...breachJson(b), ...words };
  return words.message === undefined ? shotsNamedEntry(entry, single) : entry;
}

/** An entry's English message and suggestion with each salvo named a shot where every salvo is one (`shotsNamed`). */
function shotsNamedEntry<T extends { readonly message: string; readonly suggestion?: string }>(d: T, single: boolean): T {
  return single ? { ...d, message: shotsNamed(d.message), ...(d.suggestion !== undefined ? { suggestion: shotsNamed(d.suggestion) } : {}) } : d;
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
    .addHelpText('after', '\nExamples:\n  salvo check examples/breaches.yaml\n  salvo check game.yaml --json\n  salvo check examples/perelman.yaml --lang en\n\nWhat each breach and warning means, a line each: the table in docs/record-format.md\n(Errors and breaches).\n')
    .argument('<record>', 'the game record (YAML; - reads it from standard input)')
    .option('--json', "print the report as JSON, its messages in the report's language (--lang en for English)")
    .option('--lang <code>', "the language of the report: its diagnostics, announcements and summary line (default: the record's, else the variant's first)")
    .action(async (file: string, opts: { json?: boolean; lang?: string }) => {
      let f: Awaited<ReturnType<typeof openRecord>>;
      const source = file;
      file = recordName(file);
      try {
        // The JSON report keeps English where only the variant file's language would say otherwise.
        f = await openRecord(io, source, { stdin: true, variantWarnings: true, speak: { lang: opts.lang, ...(opts.json === true ? { variantLanguage: false } : {}) } });
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
          // In English, each salvo of a game of single shots a shot, as the text report says it.
          violations: report.breaches.map((b) => breachJsonEntry(b, t, single)),
          warnings: report.warnings.map((w: RefereeWarning) => warningJson(w, t, single)),
        };
        io.out(JSON.stringify(json, jsonReplacer, 2) + '\n');
      } else {
        for (const line of refereeLines(report, t, single)) io.out(line + '\n');
        // The summary in the game's language too.
        const pt = playTextOf(f.variant, language);
        const words = reportText(language, single);
        for (const line of setAsideLines(report.fleetsSetAside, f.record, f.variant, words, language, copiedWrongSides(report.breaches))) io.out(line + '\n');
        // A salvo left out hit what is not known: the result is as far as the record shows.
        // So, too, where a line that cannot be read, or names no cell, may have hit.
        const lost = (f.sources.lost ?? []).filter((l) => l.salvo === undefined || l.salvo.announcement === null || salvoOutcome(f.variant, l.salvo.announcement).any !== 'no').map((l) => l.item);
        // And where a cell that cannot be read may have hit a revealed fleet: the replay goes by the
        // cells read there (sizes by what was announced), so a ship sunk there may not be.
        const revealed = setupOf(f.record, f.variant).fleets;
        const unread = f.record.salvos.flatMap((s, t) => {
          const src = f.sources.salvos[t];
          return src !== undefined && mayHaveHitUnread(src, s) && revealed[otherSide(f.variant, variantSideOf(f.record, f.variant, s.side))] !== undefined ? [src.item] : [];
        });
        const unknown =
          (report.breaches.some((b) => b.code === 'salvo-missing') ? words.missingUnknown : '') + (lost.length > 0 ? words.lostUnknown(lost) : '') + (unread.length > 0 ? words.unreadUnknown(unread) : '');
        // A reading error counted apart from the breaches of the rules (`2 breaches and 1 reading error`).
        const reading = report.breaches.filter(isReadingError).length;
        io.out(words.checkSummary(file, report.ok, report.breaches.length - reading, n, describeResult(report, f.record, f.variant, pt, words, f.sources, language) + unknown, reading) + '\n');
      }
      if (!report.ok) throw new ExitCode(1);
    });
}
