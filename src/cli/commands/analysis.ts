/**
 * After the game and for designers: `salvo analyze game.yaml [-o report.pdf] [--json] [--lang en]`,
 * `salvo suggest game.yaml [--side blue] [--goal hits|information] [--lang ru]` (the side whose turn it is by default) and
 * `salvo simulate <template|file>... --games N [--strategy …] [--seed S] [--json]`.
 * Options are read here; the work is done by src/analysis.
 */
import { Option, type Command } from 'commander';
import { formatCell } from '../../core/coords.js';
import type { PlayedSalvo } from '../../analysis/analyze.js';
import type { SimulationReport } from '../../analysis/simulate.js';
import { STRATEGY_IDS, type StrategyId } from '../../analysis/strategies/types.js';
import type { Suggestion, SuggestGoal } from '../../analysis/suggest.js';
import { informationSalvo } from '../../analysis/information-salvo.js';
import { countedExactly } from '../../analysis/posterior.js';
import { possibleOwed, recordAsAnnounced, unjudgedSalvos } from '../../inference/record-check.js';
import { otherSide } from '../../rules/announce.js';
import { variantNotation } from '../../rules/notation.js';
import { owedShots } from '../../rules/salvo-size.js';
import { sideSalvoNumbers, type GameRecord, type RecordSources } from '../../record/model.js';
import type { GameState } from '../../rules/types.js';
import { localize, singleShots, type Variant } from '../../variant/model.js';
import { simulateText, type SimulateText } from '../../analysis/simulate-text.js';
import { recordSideOf, replayRecord, setupOf, sideName, sideTitle, turnsOf, variantSideOf } from '../../record/game.js';
import { resolveSideOrPlayer, sideNamesHint } from '../../record/parse.js';
import { didYouMean } from '../../record/words.js';
import { usageTextOf, type TurnUntold } from './usage-text.js';
import { quoted, spoken } from '../../core/language.js';
import { isReadingError, sunkAfterUnreadHit } from '../../record/referee.js';
import { recordAsRead } from '../../record/as-read.js';
import { asReadJson, asReadLines, NOTE } from '../../record/as-read-text.js';
import { breachWords, formatSaid, refereeText } from '../../record/referee-text.js';
import { shotsNamed } from '../../record/shots-named.js';
import { SalvoError, formatDiagnostic, inFileOrder, jsonReplacer, type Diagnostic } from '../../core/diagnostics.js';
import type { CliIO } from '../io.js';
import { ExitCode, UsageError } from '../errors.js';
import { commandLanguage, evidenceReadingWarnings, budgetOption, intOption, seedOption, openRecord, recordName, printDiagnostics, readingWarnings } from './game-common.js';
import { checkOutput, pdfNameNote, writeOutput } from './output.js';
import { refereedPosterior, stoppedByText } from './infer.js';
import { breachJsonEntry, copiedWrongSides, describeResult, refereeLines, setAsideLines, warningJson } from './check.js';
import { breachesToRead, fullReferee, resultRecordAsRead } from '../../inference/full-referee.js';
import { progressIn, terminalLine } from './progress.js';
import { analysisText } from '../../analysis/report-text.js';
import { reportText } from './report-text.js';
import { loadVariantSaid } from './variant-unread.js';
import { unplaceableFleet } from './fleet-fit.js';

/** `suggest`'s time for the exact count of its one position, as `infer`'s. */
const SUGGEST_BUDGET_MS = 30_000;
/** Work for counting the suggested salvo's possible announcements (its exact expected information). */
const INFORMATION_BUDGET_MS = 5_000;
/** `simulate --games` at most: a usage error past it, not a crash building the list of games. */
const MAX_GAMES = 1_000_000;
/**
 * `simulate --workers` at most: each worker thread holds its own copy of the engine (some 15 MB),
 * so a thousand ran the machine out of memory and a million crashed Node; a usage error past it.
 */
const MAX_WORKERS = 64;
/**
 * `analyze --workers` at most: one worker a side and a game has two, so a third would have nothing
 * to do; a usage error past it, as simulate's past MAX_WORKERS, not a number taken and not used.
 */
const ANALYZE_WORKERS = 2;

/**
 * The analysis modules, loaded when one of these commands runs: the other commands start
 * without them (and without pdfkit, which only `analyze -o` loads).
 */
async function analysisModules() {
  const [analyze, parallel, format, inferrers, simulation, compare, suggest, advice, suggestText] = await Promise.all([
    import('../../analysis/analyze.js'),
    import('../../analysis/analyze-parallel.js'),
    import('../../analysis/format.js'),
    import('../../analysis/inferrers.js'),
    import('../../analysis/simulate.js'),
    import('../../analysis/simulate-compare.js'),
    import('../../analysis/suggest.js'),
    import('../../analysis/advice.js'),
    import('../../analysis/suggest-text.js'),
  ]);
  return { ...analyze, ...parallel, ...format, ...inferrers, ...simulation, ...compare, ...suggest, turnFreeOf: advice.turnFreeOf, withSinksLast: advice.withSinksLast, penalisedClasses: advice.penalisedClasses, suggestText: suggestText.suggestText };
}

/** `--budget` and `--seed`: the exact engine's work per position (work.ts), and the seed of the estimate past it. */
function engineOptions(o: { budget?: string; seed: string }, defaultMs: number) {
  return { budgetMs: budgetOption(o.budget) ?? defaultMs, seed: seedOption(o.seed) };
}

function registerAnalyze(program: Command, io: CliIO): void {
  program
    .command('analyze')
    .description("after the game: salvo by salvo, each shot's chances, expected and actual hits, information gained, the best salvo, and a verdict")
    .addHelpText('after', '\nExamples:\n  salvo analyze examples/jutland.yaml\n  salvo analyze game.yaml -o report.pdf\n  salvo analyze game.yaml --json > analysis.json\n  salvo analyze examples/statki.yaml --lang en\n')
    .argument('<record>', 'the game record (YAML; - reads it from standard input)')
    .option('-o, --output <file>', 'also write a PDF report (charts, heatmaps, information plot); a file there is replaced only if it is a PDF')
    .option('--force', 'replace the output file even if it is not a PDF')
    .option('--json', 'print the analysis as JSON')
    .option('--budget <ms>', "how much the exact counts of each side's positions may do in all, from its last salvo back, one position's a sixth of it at most, before the earlier positions are estimated instead, by a Markov chain, in units of about a millisecond on a 2-core machine (work, not time: the same answer on every machine) (default: 60000)")
    .option('--seed <seed>', 'seed of the Markov chain that estimates a position past the budget', '1')
    .option('--workers <n>', `worker threads (1 to ${ANALYZE_WORKERS}): one side each (the same result with 1)`, '2')
    .option('--lang <code>', "the language of the report (text and PDF), ship names and the referee's findings; --json stays English but for the referee's messages (default: the record's, else the variant's first)")
    .action(async (file: string, opts: { output?: string; force?: boolean; json?: boolean; budget?: string; seed: string; workers: string; lang?: string }) => {
      const { analysisInferrer, analyzeGameParallel, knownFirst, formatAnalysis, ANALYSIS_SIDE_BUDGET_MS, POSITION_SHARE } = await analysisModules();
      const workers = intOption(opts.workers, '--workers', 1, ANALYZE_WORKERS)!;
      // --budget and --seed before the record is read, as --workers: a usage error (exit 2) whatever the record.
      engineOptions(opts, ANALYSIS_SIDE_BUDGET_MS);
      const f = await openRecord(io, file, { stdin: true, variantWarnings: true, speak: { lang: opts.json === true ? 'en' : opts.lang } });
      file = recordName(file);
      const { variant } = f;
      // Classes named, and the referee speaking, in one language: the shared rule of every command.
      const lang = commandLanguage(variant, opts.lang, f.record);
      const readWarnings = readingWarnings(f.diagnostics);
      printDiagnostics(io, readWarnings, { lang: opts.json === true ? 'en' : lang, variant });
      // Before the work: a report that cannot be written should not cost the analysis first.
      if (opts.output !== undefined) await checkOutput(io, opts.output, { kind: 'pdf', force: opts.force === true, lang });
      const referee = fullReferee(f, lang);
      // The game as check reads it (record/as-read.ts): a line written again right after itself is a
      // line to delete (`repeated-salvo`), left out of the analysis and its totals; a line written
      // under the wrong side is the side's that fired it; two lines written the other way round are
      // read in the order fired; the salvos after the end are left out. Each said so.
      const read = recordAsRead(f, variant, referee.breaches);
      const { record, sources, copies } = read;
      // The referee's places are the record's as written.
      const impossibleSizes = new Set(read.from.flatMap((t, at) => (referee.impossibleSizes.has(t) ? [at] : [])));
      // A cell written off the board was a shot called all the same: it counts in the salvo's size.
      const salvos: PlayedSalvo[] = turnsOf(record, variant).map((t) => ({ side: t.side, cells: t.cells, announcement: t.announcement, ...(t.offBoardCells !== undefined ? { offBoard: t.offBoardCells } : {}) }));
      // --budget is a side's, shared by its positions' counts; a position alone (the chains' start,
      // a heatmap's position the analysis did not work out) has the share of it one count may spend.
      const { budgetMs: sideBudgetMs, seed } = engineOptions(opts, ANALYSIS_SIDE_BUDGET_MS);
      const options = { budgetMs: Math.max(1, Math.round(sideBudgetMs * POSITION_SHARE)), seed };
      // In the report's language, as its text is.
      const progress = progressIn(io, 'analysing', lang);
      // A revealed fleet the announcements belie (fleet-belied) is not the one played: the hits on it go by what was announced, as check's result does.
      const { fleets } = setupOf(recordAsAnnounced(record, referee.fleetsSetAside), variant);
      // What the referee cannot take at its word (a wrong salvo size, a cell not read) is no evidence.
      const unjudged = unjudgedSalvos(record, variant, sources, impossibleSizes);
      // What is left out, said (as infer says it): record numbers of the salvos.
      const informative = variant.turns.salvo.kind !== 'constant';
      const leftOut = {
        sizes: informative ? [...(unjudged.wrongSizes ?? [])].sort((a, b) => a - b) : [],
        announcements: [...(unjudged.announcements ?? [])].sort((a, b) => a - b),
      };
      // Salvos named in the notes as the record numbers them, sides as it names them.
      const numbering = {
        salvos: record.salvos.map((_, at) => sources.salvos[at]?.item ?? at + 1),
        sideSalvos: sideSalvoNumbers(record, sources),
        sides: Object.fromEntries(variant.turns.sides.map((s) => [s.id, recordSideOf(record, variant, s.id)])),
      };
      const { analysis, posteriors } = await analyzeGameParallel({ variant, salvos, fleets, unjudged, numbering }, options, {
        workers,
        sideBudgetMs,
        onProgress: (done, total) => progress.update(done / total),
      });
      progress.done();
      // The report's heatmaps are of positions the analysis has worked out already.
      const infer = knownFirst(posteriors, analysisInferrer(options));
      const name = (side: string): string => recordSideOf(record, variant, side);
      // The text and the PDF name the sides in the report's language (`Север`), JSON by id.
      const title = (side: string): string => sideTitle(record, variant, name(side), lang);
      const className = variantNotation(variant, lang).className;
      // The report's own words in the same language, the referee's findings too, as check says them.
      const single = singleShots(variant);
      const t = analysisText(lang, single);
      const rt = refereeText(lang, single, (side) => sideName(record, variant, side, lang));
      // The referee's own warnings (fleet-belied, size-unjudged, …): the lines read with a guess
      // are said on standard error already (and in --json's `warnings`).
      const refereeWarnings = referee.warnings.filter((w) => !f.diagnostics.includes(w));
      // The referee's findings, first in the text report and on the PDF's first page: as check
      // prints them, warnings and breaches in the file's order.
      // A reading error counted apart from the breaches of the rules, as check's summary counts it.
      const readingErrors = referee.breaches.filter(isReadingError).length;
      const diagnostics = [referee.ok ? t.refereeOk(record.salvos.length) : t.refereeBreaches(referee.breaches.length - readingErrors, readingErrors), ...refereeLines({ breaches: referee.breaches, warnings: refereeWarnings }, rt, single)];
      // The report's own sentences after check's diagnostics: what is left out of the evidence, and why.
      // A "sunk" after a hit at a cell that could not be read: left out (a whole salvo's) or
      // counted as a hit (a shot's), and said why.
      const sunkAfterUnread = sunkAfterUnreadHit(record, variant, sources);
      const own = [
        ...setAsideLines(referee.fleetsSetAside, record, variant, reportText(lang, single), lang, copiedWrongSides(referee.breaches)),
        ...leftOut.sizes.map((at) => {
          const s = record.salvos[at]!;
          return t.leftOutSize(numbering.salvos[at]!, s.cells.length, title(variantSideOf(record, variant, s.side)));
        }),
        ...leftOut.announcements.map((at) => {
          const after = sunkAfterUnread.get(at);
          return t.leftOutAnnouncement(numbering.salvos[at]!, sources.salvos[at]?.unreadableResult === true, after === undefined ? undefined : numbering.salvos[after]!);
        }),
        // A shot's "sunk" after it is kept as a hit (a ship is on the cell), not as sunk; a whole
        // salvo's as saying a ship hit then may have sunk.
        ...[...sunkAfterUnread]
          .filter(([at]) => !leftOut.announcements.includes(at) && record.salvos[at]?.announcement !== null && record.salvos[at]?.announcement !== undefined)
          .sort(([a], [b]) => a - b)
          .map(([at, after]) => (record.salvos[at]!.announcement!.kind === 'per-shot' ? t.sunkAsHit : t.sunkMayHave)(numbering.salvos[at]!, numbering.salvos[after]!)),
        ...copies.map((c) => t.leftOutCopy(c.first, c.last, c.of, c.line)),
        ...asReadLines(read, lang, single, (side) => sideTitle(record, variant, side, lang)),
      ];
      const findings = [...diagnostics, ...own];
      const readAs = asReadJson(read);
      if (opts.output !== undefined) {
        // pdfkit and fontkit load only when a PDF is written.
        const [{ renderAnalysisPdf }, { documentDate }] = await Promise.all([import('../../render/report-pdf.js'), import('../../render/pdf.js')]);
        const bytes = await renderAnalysisPdf({ variant, salvos, unjudged, analysis, infer, name: title, className, referee: [...diagnostics, ...own.map((text) => ({ text, own: true }))], date: documentDate(io.env), title: reportTitle(record, variant, t, lang), occasion: [record.date, record.place].filter((x): x is string => x !== undefined && x.trim() !== ''), text: t, lang });
        await writeOutput(io, opts.output, bytes);
        const nameNote = await pdfNameNote(io, opts.output, lang);
        if (nameNote !== undefined) io.err(`${nameNote}\n`);
      }
      if (opts.json) {
        const json = {
          // As every --json document: true where the exit status is 0 (breaches are referee.ok's).
          ok: true,
          file,
          variant: variant.id,
          // Each breach as `salvo check --json` gives it, with its severity: the message and what
          // to do in the report's language, the codes and fields as they are.
          // Its own warnings as `check --json` gives them (the reading warnings are `warnings` below).
          referee: {
            ok: referee.ok,
            // In English, each salvo of a game of single shots a shot, as check --json says it.
            breaches: referee.breaches.map((b) => breachJsonEntry(b, rt, single)),
            warnings: refereeWarnings.map((w) => warningJson(w, rt, single)),
            ...(referee.fleetsSetAside.length > 0 ? { resultByAnnouncements: referee.fleetsSetAside } : {}),
          },
          // Salvos (as the record numbers them) whose size or announcement is no evidence.
          // `copies`: the salvos of a line written again (repeated-salvo), left out of the analysis.
          leftOut: {
            sizes: leftOut.sizes.map((at) => numbering.salvos[at]!),
            announcements: leftOut.announcements.map((at) => numbering.salvos[at]!),
            copies: copies.flatMap((c) => Array.from({ length: c.last - c.first + 1 }, (_, k) => c.first + k)),
          },
          // A line read as another side's, two lines read in order, the salvos after the end (only when there are some).
          ...(readAs === undefined ? {} : { readAs }),
          // The lines read with a guess, as standard error says them (as infer and suggest --json give them).
          warnings: readWarnings,
          // Cells as the charts name them, as the text and every other command's JSON give them.
          // `stop` is `stopped` in parts, for the text in other languages: the JSON has `stopped`.
          sides: analysis.sides.map(({ stop: _stop, ...s }) => ({
            ...s,
            // The verdict's figures are for saying it in another language: the JSON has its English text.
            // `value` and `best` are what `skill` is the ratio of (less the turns a protected hit costs, where `weighed`).
            verdict: {
              skill: s.verdict.skill,
              skillError: s.verdict.skillError,
              value: s.verdict.figures?.value ?? null,
              best: s.verdict.figures?.best ?? null,
              weighed: s.verdict.figures?.weighed ?? null,
              // Some one-shot salvo weighed its chance of sinking the protected ship instead (advice.ts, `hitsOwed`).
              ...(s.verdict.figures?.owed === true ? { owed: true } : {}),
              luck: s.verdict.luck,
              luckError: s.verdict.luckError,
              luckSpread: s.verdict.luckSpread,
              text: s.verdict.text,
            },
            side: name(s.side),
            target: name(s.target),
            // Numbered as `salvo check --json` numbers them: `salvo` as the record's text does (an
            // item that cannot be read still takes its number), `sideSalvo` the side's own count.
            salvos: s.salvos.map((f) => ({
              ...f,
              salvo: numbering.salvos[f.index]!,
              sideSalvo: f.number,
              cells: f.cells.map((c) => formatCell(c, variant.board)),
              bestCells: f.bestCells.map((c) => formatCell(c, variant.board)),
            })),
            // The salvo after which each class was certain, in the record's numbering too (null
            // when it was certain before the side fired, or never).
            // `shipsSalvo`: each ship's moment (`ships`) in the record's numbering too, as `salvo` is the class's.
            certainty: s.certainty.map((c) => {
              const recordSalvo = (own: number | null): number | null => {
                const at = own === null || own === 0 ? undefined : s.salvos.find((f) => f.number === own);
                return at === undefined ? null : numbering.salvos[at.index]!;
              };
              return { ...c, salvo: recordSalvo(c.afterSalvo), shipsSalvo: c.ships.map(recordSalvo) };
            }),
          })),
        };
        io.out(JSON.stringify(json, jsonReplacer, 2) + '\n');
        return;
      }
      for (const line of findings) io.out(line + '\n');
      io.out('\n' + formatAnalysis(analysis, variant, title, className, t));
      // Where memory, not the budget, stopped an exact count, the note on estimates (which says the
      // budget) is not the whole story: said as infer and suggest say it (a larger --budget will not help).
      if (analysis.sides.some((s) => s.salvos.some((f) => f.limit === 'memory'))) io.out(`${stoppedByText('memory', lang)}\n`);
      if (opts.output !== undefined) io.out(`\n${t.wrote(opts.output)}\n`);
    });
}

/**
 * The analysis PDF's title: its two sides in the record's order, as the report names them, each
 * with its player where the record gives one (`Analysis: blue (Lt. Hartley) vs red (Miss Crane)`,
 * `Analiza gry: „ala” – „tomek”`), not the record's file path.
 */
export function reportTitle(record: GameRecord, variant: Variant, t: Pick<ReturnType<typeof analysisText>, 'pdfTitle'>, lang: string): string {
  const [first, second] = record.sides.map((s) => sideTitle(record, variant, s.id, lang, { player: true }));
  return t.pdfTitle(first!, second!);
}

/**
 * The side whose turn it is, as the record names it (check --json's `next`), for `suggest`
 * without `--side`. Where that cannot be told (the last salvo's result not recorded, a penalty
 * that may be owed, nobody able to fire) it is a usage error asking for `--side`, naming the
 * sides that may fire.
 */
export function turnSide(file: string, record: GameRecord, variant: Variant, state: GameState, sources?: Pick<RecordSources, 'salvos'>, lang = 'en'): string {
  const texts = usageTextOf(lang);
  const ids = record.sides.map((s) => s.id);
  // English names the sides by the record's ids, as before; Russian and Polish as their reports do («Синие»).
  const said = (id: string): string => (spoken(lang) === 'en' ? id : sideTitle(record, variant, id, lang));
  if (state.next === null) throw new UsageError(texts.whoseTurn(file, { kind: 'nobody' }, ids));
  const next = recordSideOf(record, variant, state.next);
  const alt = state.alternativeNext;
  if (alt !== null && alt !== state.next) {
    const n = record.salvos.length;
    // The last salvo as the record's text numbers it (a line naming no cell, left out, keeps its number).
    const number = sources?.salvos[n - 1]?.item ?? n;
    const other = recordSideOf(record, variant, alt);
    const shot = singleShots(variant);
    const why: TurnUntold =
      record.salvos[n - 1]?.announcement === null
        ? { kind: 'unrecorded', next: said(next), other: said(other), salvo: number, shot }
        : { kind: 'penalty', next: said(next), other: said(other) };
    throw new UsageError(texts.whoseTurn(file, why, ids));
  }
  return next;
}

function registerSuggest(program: Command, io: CliIO): void {
  program
    .command('suggest')
    .description('the next salvo for a side: the shots it is owed, chosen by exact expected hits (or information)')
    .addHelpText('after', '\nExamples:\n  salvo suggest game.yaml                    # for the side whose turn it is\n  salvo suggest game.yaml --side blue\n  salvo suggest game.yaml --side blue --goal information\n  salvo suggest game.yaml --lang en\n')
    .argument('<record>', 'the game record (YAML; - reads it from standard input)')
    .option('--side <side>', 'the side to fire, by id, name or player (default: the side whose turn it is)')
    .addOption(new Option('--goal <goal>', 'what to maximise').choices(['hits', 'information']).default('hits'))
    .option('--json', 'print the suggestion as JSON')
    .option('--budget <ms>', 'how much the exact count may do before the position is estimated instead, by a Markov chain, in units of about a millisecond on a 2-core machine (work, not time: the same answer on every machine) (default: 30000)')
    .option('--seed <seed>', 'seed of the Markov chain that estimates a position past the budget', '1')
    .option('--lang <code>', "the language of the text report and its progress lines; --json stays English (default: the record's, else the variant's first)")
    .action(async (file: string, given: { side?: string; goal: SuggestGoal; json?: boolean; budget?: string; seed: string; lang?: string }) => {
      const { analysisInferrer, formatSuggestion, suggestSalvo, turnFreeOf, withSinksLast, penalisedClasses, suggestText } = await analysisModules();
      // --budget and --seed checked before the record is read: a value that cannot be used is a
      // usage error (exit 2) on a finished game too, where no posterior is worked out.
      engineOptions(given, SUGGEST_BUDGET_MS);
      const f = await openRecord(io, file, { stdin: true, variantWarnings: true, speak: { lang: given.json === true ? 'en' : given.lang } });
      file = recordName(file);
      // As infer says them: lines read with a guess, and what could not be read (left out of the
      // evidence; suggest said nothing of it).
      const { variant, record } = f;
      // The text report in the record's language (or --lang's), as infer's and analyze's; --json in English.
      const lang = commandLanguage(variant, given.lang, record);
      const readWarnings = evidenceReadingWarnings(io, f.diagnostics, file, { lang: given.json ? 'en' : lang, variant });
      const t = suggestText(given.json ? 'en' : lang);
      const single = singleShots(variant);
      // Whether the game is over, as check makes it (a revealed fleet the announcements belie set
      // aside; two results of a turn line written the other way round read swapped, so that they
      // do not count against the fleet twice): the one function record and play go by.
      const state = replayRecord(resultRecordAsRead({ ...f, variant }).record, variant).states.at(-1)!;
      const result = (s: GameState): string => describeResult({ result: s.result, state: s }, record, variant, undefined, reportText(given.json ? 'en' : lang, single), f.sources, given.json ? 'en' : lang);
      if (given.side === undefined && state.over) {
        // Nobody's turn: the game is over, whichever side was meant.
        if (given.json) {
          io.out(JSON.stringify({ ok: true, file, variant: variant.id, side: null, goal: given.goal, owed: { min: 0, max: 0 }, cells: [], probabilities: [], expectedHits: 0, expectedBits: 0, exact: true, notes: ['the game is over'], warnings: [...readWarnings].sort(inFileOrder) }, jsonReplacer, 2) + '\n');
        } else {
          io.out(`${t.overNothing(result(state))}\n`);
        }
        return;
      }
      // The side given, as the record names it, or by the variant's id or name for it, in any
      // language; without --side, the side whose turn it is (check --json's `next`).
      const named = given.side === undefined ? turnSide(file, record, variant, state, f.sources, given.json ? 'en' : lang) : resolveSideOrPlayer(given.side, record.sides, variant);
      if (named === undefined) {
        throw new UsageError(usageTextOf(given.json ? 'en' : lang).noSideIn(file, given.side ?? '', sideNamesHint(given.side ?? '', record.sides, variant, given.json ? 'en' : lang)));
      }
      const opts = { ...given, side: named };
      const side = variantSideOf(record, variant, opts.side);
      // The sides as the text's language names them (`Север`); JSON, in English, keeps the ids.
      const say = (recordSide: string): string => sideTitle(record, variant, recordSide, given.json ? 'en' : lang);
      const target = otherSide(variant, side);
      // Said first, so that a suggestion for the side a user did not name is not taken for another's.
      const chosen = given.side === undefined ? t.chosen(say(opts.side)) : undefined;
      if (state.over && !opts.json) {
        // Nothing to fire: say so, without working out a posterior first.
        io.out(`${t.overOwedNone(result(state), say(opts.side))}\n`);
        return;
      }
      const shooterNow = state.sides.find((s) => s.side === side)!;
      if (shooterNow.shotsLeft === 0 && !opts.json) {
        io.out(`${t.spentOn(say(opts.side), variant.turns.shotLimit ?? 0, say(recordSideOf(record, variant, target)))}\n`);
        return;
      }
      // In the report's language, as infer's are.
      const progress = progressIn(io, 'inferring', lang);
      // Every class's placements: one shot's whole answer from them (the chance it sinks a ship).
      const infer = analysisInferrer({ ...engineOptions(opts, SUGGEST_BUDGET_MS), onProgress: progress.update, everyPlacement: true });
      // The evidence from the game as check reads it, as infer's (record/as-read.ts): a line under the
      // wrong side the side's that fired it, two lines swapped in the order fired, the salvos after the
      // end left out, a salvo left out read as put back, two results written the other way round read
      // swapped; each said on standard error, as infer says it.
      const asRead = recordAsRead(f, variant, breachesToRead(f));
      const noteLang = given.json ? 'en' : lang;
      for (const line of asReadLines(asRead, noteLang, single, (s) => sideTitle(record, variant, s, noteLang))) io.err(`${NOTE[spoken(noteLang)]}${line}\n`);
      // A size of the target's that no fleet fitting the announcements is owed is left out, with a warning.
      const { result: post, conflict: c, breach, conflictAt, evidence, salvoAt, warnings: sizeWarnings } = refereedPosterior(io, { ...f, record: asRead.record, sources: asRead.sources, file }, target, {}, (e) => {
        try {
          return infer(variant, e);
        } finally {
          progress.done();
        }
      }, noteLang, asRead.missing);
      // The shots owed as `record` and `play` give them: as narrow as the announcements allow, a size
      // of the side's own that no fleet fitting them is owed telling nothing (possibleOwed).
      const owed = possibleOwed(record, variant, side, owedShots(setupOf(record, variant), state, side));
      const shooter = state.sides.find((s) => s.side === side)!;
      const fired = new Set(shooter.cellsFired);
      const open = variant.board.rows * variant.board.columns - fired.size;
      // A game over owes no one a shot (as the text says without --json).
      const capped = state.over ? { min: 0, max: 0 } : { min: Math.min(owed.min, open), max: Math.min(owed.max, open) };
      // Once the game is over nothing is owed, whatever the announcements: exit 0 with --json as
      // without it (the text says the game is over before any posterior is worked out).
      if (post.exact && post.count === 0n && !state.over) {
        // No legal fleet fits the announcements: there is nothing to aim at. Say where it broke,
        // in check's words (its breach: one salvo's announcement named once, `conflictAlone`).
        const impossible = {
          severity: 'error' as const,
          code: 'announcements-impossible',
          message: breach?.message ?? `no legal fleet of ${recordSideOf(record, variant, target)} fits the announcements`,
          suggestion: suggestText('en').impossibleNothing,
          file,
          // Where, as 'salvo check' places it: the salvo after which no fleet fits.
          ...(c ? { salvo: c.after } : {}),
          ...(conflictAt ? { line: conflictAt.line, column: conflictAt.column } : {}),
        };
        // In the report's language, as check says the same breach (without check's bracketed
        // rule); --json and English as before.
        const rt = given.json || breach === undefined ? undefined : refereeText(lang, single, (s) => sideName(record, variant, s, lang));
        const words = rt === undefined || breach === undefined ? undefined : breachWords(breach, rt);
        if (rt !== undefined && words !== undefined) {
          io.err(`${formatSaid({ ...impossible, message: words.message, suggestion: t.impossibleNothing }, rt)}\n`);
          throw new ExitCode(1);
        }
        // English where every salvo is one shot: each named a shot, as check's line names it.
        if (!given.json && single && spoken(lang) === 'en') {
          io.err(`${shotsNamed(formatDiagnostic(impossible))}\n`);
          throw new ExitCode(1);
        }
        throw new SalvoError(impossible);
      }
      // The notes name classes in the report's language (--json: the record's, as every command does).
      const className = variantNotation(variant, given.json ? commandLanguage(variant, undefined, record) : lang).className;
      // A turn lost to a hit on the hospital costs nothing with the side's last shots, or once the enemy's are spent.
      const enemy = state.sides.find((s) => s.side === target)!;
      const informationBudget = Math.min(INFORMATION_BUDGET_MS, engineOptions(opts, SUGGEST_BUDGET_MS).budgetMs);
      // Goal information, a salvo of more than one shot: weighed as a whole where the answers can
      // be counted exactly (each shot's own information summed takes two shots at one ship for two answers).
      let whole: ReturnType<typeof informationSalvo> = null;
      if (opts.goal === 'information' && countedExactly(post) && capped.max > 1 && post.count > 0n && !state.over) {
        const weighing = progressIn(io, 'weighing salvos', lang);
        try {
          whole = informationSalvo(variant, evidence, post, fired, capped.max, { budgetMs: informationBudget, onProgress: weighing.update });
        } finally {
          weighing.done();
        }
      }
      // Where each hit on the hospital is owed its turn, the hit that would end the game costs none:
      // counted apart (advice.ts), by an inferrer of its own (the progress above is done).
      const weighed = opts.goal === 'hits' && !state.over ? withSinksLast(variant, evidence, post, analysisInferrer(engineOptions(opts, SUGGEST_BUDGET_MS)), capped.max, fired) : post;
      const advised = suggestSalvo(variant, weighed, fired, capped, opts.goal, className, turnFreeOf(shooter, enemy, capped.max), t, whole?.cells);
      // The information the announcement can tell, counted exactly where it can be (each shot's
      // entropy summed misreads a whole-salvo report, which never says which shot hit).
      const { salvoInformation } = await import('../../inference/information.js');
      let info: ReturnType<typeof salvoInformation> | null = whole?.info ?? null;
      // One shot's whole answer told exactly by the posterior itself (suggestSalvo): nothing to count.
      if (info === null && advised.informationExact !== true) {
        const counting = progressIn(io, 'counting the possible answers', lang);
        try {
          // Not where a cell that could not be read is read loosely: the answers of a wider set of layouts.
          // One shot's few answers (miss, hit, sunk with each class) with the command's own budget,
          // as the position was counted: within the weighing's smaller one, a classic-1967 shot
          // whose answer may be "sunk" fell back to its hit or miss alone. A salvo's many answers
          // within the smaller one, as before.
          const budgetMs = advised.cells.length === 1 ? engineOptions(opts, SUGGEST_BUDGET_MS).budgetMs : informationBudget;
          info = countedExactly(post) ? salvoInformation(variant, evidence, advised.cells, { budgetMs, layouts: post.count, onProgress: counting.update }) : null;
        } finally {
          counting.done();
        }
      }
      // Not counted (too many answers within the budget, or the position estimated): the sum of
      // each shot's entropy, written ≈, and said how, as --goal information says it.
      const approximated = t.informationApproximated(advised.cells.length === 1);
      const summed = advised.cells.length === 0 || advised.notes.includes(approximated) ? advised : { ...advised, notes: [...advised.notes, approximated] };
      const suggestion: Suggestion =
        advised.informationExact === true
          ? advised
          : info === null
            ? summed
          : {
              ...advised,
              expectedBits: info.bits,
              informationExact: true,
              notes: advised.notes.map((n) => (n === approximated ? t.informationExact(info.layouts, info.outcomes, whole !== null, advised.cells.length === 1) : n)),
            };
      // Where the side misses a turn for hitting the hospital (this one, or its next), that is why
      // it is not its turn, or will not be (the enemy fires twice in a row).
      const skipping = state.skipping === side || shooter.skipNext === 'yes' ? penalisedClasses(variant).map(className) : undefined;
      const turnNote = state.over ? t.over : state.next !== side ? t.notTurn(say(recordSideOf(record, variant, state.next ?? side)), say(opts.side), skipping) : undefined;
      // Owed nothing because its shots are spent: say so, rather than leave a user to wonder why.
      const spent = !state.over && shooter.shotsLeft === 0 ? t.spent(say(opts.side), variant.turns.shotLimit ?? 0) : undefined;
      // A cell that could not be read, read loosely: said, with its salvo and line as infer names them.
      const looseAt = post.readings === undefined || post.looseSalvo === undefined ? undefined : salvoAt[post.looseSalvo];
      const loose = looseAt === undefined ? undefined : { salvo: asRead.sources.salvos[looseAt]?.item ?? looseAt + 1, line: asRead.sources.salvos[looseAt]?.at.line };
      const said = post.readings === undefined || suggestion.cells.length === 0 ? suggestion.notes : [t.superset(loose), ...suggestion.notes];
      const own = spent ? said.map((n) => (n === t.owedNone ? spent : n)) : said;
      const notes = turnNote ? [turnNote, ...own] : own;
      if (opts.json) {
        // Cells as the charts name them, as everywhere else in salvo's output.
        // What standard error says was read with a guess or left out of the evidence, for scripts too.
        const warnings = [...readWarnings, ...sizeWarnings].sort(inFileOrder);
        // Where estimated, what stopped the exact count (as infer's `limit`).
        const limit = !post.exact && post.limit !== undefined ? { limit: post.limit } : {};
        io.out(JSON.stringify({ ok: true, file, variant: variant.id, side: opts.side, ...suggestion, ...limit, ...(loose !== undefined ? { looseSalvo: loose.salvo } : {}), cells: suggestion.cells.map((c) => formatCell(c, variant.board)), notes, warnings }, jsonReplacer, 2) + '\n');
        return;
      }
      if (chosen) io.out(`${chosen}\n`);
      io.out(formatSuggestion({ ...suggestion, notes }, variant, say(opts.side), t));
      if (!post.exact && post.limit !== undefined) io.out(`${stoppedByText(post.limit, lang)}\n`);
    });
}

/**
 * A progress bar on standard error: redrawn in place on a terminal (cleared by clearProgress if
 * the games throw before the last), a line per tenth otherwise
 * (and every ten seconds in between), from `quietMs` on: a short run writes nothing to a log.
 * `single`: every salvo of the variant is one shot, and the line counts shots.
 */
export function simulateProgress(io: CliIO, label: string, tty: boolean, quietMs = 0, t: SimulateText = simulateText('en'), single = false): (done: number, total: number, salvos: number) => void {
  const started = Date.now();
  let lastTenth = -1;
  let lastLine = started;
  let lastDraw = 0;
  // Drawn as every progress line is, so that an error thrown mid-run is said on a line of its own (main's clearProgress).
  const line = terminalLine(io);
  return (done, total, salvos) => {
    const now = Date.now();
    const secs = ((now - started) / 1000).toFixed(0);
    if (tty) {
      // Redrawn at most ten times a second, and at the end.
      if (done !== total && now - lastDraw < 100) return;
      lastDraw = now;
      const width = 30;
      const filled = Math.round((done / total) * width);
      line.draw(`${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${t.progress(done, total, salvos, single)} ${secs}${t.seconds}`);
      // The finished bar stays above the table.
      if (done === total) line.keep();
      return;
    }
    // A line per tenth of the games, and every ten seconds in between: long games show they move.
    if (now - started < quietMs) return;
    const tenth = Math.floor((done * 10) / total);
    if (tenth !== lastTenth || now - lastLine >= 10_000) {
      lastTenth = tenth;
      lastLine = now;
      io.err(`${label}: ${t.progress(done, total, salvos, single)}, ${secs} ${t.seconds}\n`);
    }
  };
}

/**
 * `report` with a heartbeat: called again every `everyMs` with the last figures it was given
 * (at first none done), so that off a terminal a line still comes every ten seconds, and on one
 * the seconds go on, while the games run on worker threads and no salvo ends (one decision of the
 * advisor on a 20×20 board with counted reports can take a minute). `stop` ends it. With the
 * games on this thread (`--workers 1`) it cannot beat while they run.
 *
 * @example
 *   const beat = withHeartbeat(simulateProgress(io, 'v', false), 100);
 *   await simulate(config, { workers: 2, onProgress: beat.report });
 *   beat.stop();
 */
export function withHeartbeat(
  report: (done: number, total: number, salvos: number) => void,
  total: number,
  everyMs = 10_000,
): { report: (done: number, total: number, salvos: number) => void; stop: () => void } {
  let last: [number, number, number] = [0, total, 0];
  // Not once every game is done (the last report closed the bar).
  const timer = setInterval(() => {
    if (last[0] < last[1]) report(...last);
  }, everyMs);
  timer.unref?.();
  return {
    report: (done, all, salvos) => {
      last = [done, all, salvos];
      report(done, all, salvos);
    },
    stop: () => clearInterval(timer),
  };
}

function strategyOption(value: string, name: string): StrategyId {
  if (!(STRATEGY_IDS as readonly string[]).includes(value)) {
    // A near miss (`huntt`, `Density`) names the strategy meant; it is never read as meant.
    const near = didYouMean(value, STRATEGY_IDS);
    const ids = STRATEGY_IDS.join(', ');
    throw new UsageError(`${name} is one of ${ids}, not "${value}"${near === undefined ? '' : ` (did you mean ${near}?)`}`, {
      ru: `${name}: ${quoted('ru', value)} — не стратегия (стратегии — ${ids})${near === undefined ? '' : ` (может быть, ${near}?)`}`,
      pl: `${name}: ${quoted('pl', value)} to nie strategia (strategie: ${ids})${near === undefined ? '' : ` (czy chodziło o ${near}?)`}`,
    });
  }
  return value as StrategyId;
}

function registerSimulate(program: Command, io: CliIO): void {
  program
    .command('simulate')
    .description('play many games between strategies with random legal fleets: game length, first-player advantage, shots to sink the fleet')
    .addHelpText('after', '\nExamples:\n  salvo simulate morskoy-boy --games 1000 --seed 7\n  salvo simulate my-variant.yaml jutland --games 500 --strategy hunt\n  salvo simulate classic-1967 --games 200 --strategy advisor --mode solo\n')
    .argument('<variants...>', 'template ids (salvo variants lists them) or variant files; two or more are compared side by side')
    .option('--games <n>', 'games per variant (1 to 1000000)', '100')
    .option('--strategy <s>', `the strategy of the side that fires first (${STRATEGY_IDS.join(', ')})`, 'advisor')
    .option('--vs <s>', "the other side's strategy (default: the same)")
    .addOption(new Option('--mode <mode>', 'match: both sides fire in turn; solo: the first side alone until the fleet sinks').choices(['match', 'solo']).default('match'))
    .option('--seed <seed>', 'the seed every game is drawn from', '1')
    .option('--workers <n>', `worker threads (1 to ${MAX_WORKERS})`, '2')
    .option('--sweeps <n>', "chain sweeps per advisor decision (the posterior's precision; default: about 200 ship moves' worth)")
    .option('--progress', 'report progress on standard error from the start even when it is not a terminal (else from 10 s on)')
    .option('--json', 'print the reports as JSON (with every game)')
    .option('--lang <code>', "the language of the table and the progress lines; --json stays English (default: the first variant's first language)")
    .action(
      async (
        refs: string[],
        opts: { games: string; strategy: string; vs?: string; mode: 'match' | 'solo'; seed: string; workers: string; sweeps?: string; progress?: boolean; json?: boolean; lang?: string },
      ) => {
        const { formatSimulations, simulate, simulationDifferences, columnHeads } = await analysisModules();
        // Every game is kept (its row in --json): past a million the list alone could not be held.
        const games = intOption(opts.games, '--games', 1, MAX_GAMES)!;
        const workers = intOption(opts.workers, '--workers', 1, MAX_WORKERS)!;
        const sweeps = intOption(opts.sweeps, '--sweeps', 1);
        const first = strategyOption(opts.strategy, '--strategy');
        const second = opts.vs === undefined ? first : strategyOption(opts.vs, '--vs');
        const seed = seedOption(opts.seed);
        const reports: SimulationReport[] = [];
        // Every variant loaded (and --lang checked against them) before the first game is played.
        const variants: Variant[] = [];
        for (const ref of refs) {
          const warnings: Diagnostic[] = [];
          const variant = await loadVariantSaid(ref, { cwd: io.cwd, warnings }, opts.lang, io.err);
          // A fleet that loads but that no search placed: settled by counting, as pad and variant check do.
          const unplaceable = await unplaceableFleet(warnings, variant);
          if (unplaceable !== undefined) throw new SalvoError(unplaceable, opts.lang ?? commandLanguage(variant, undefined));
          variants.push(variant);
        }
        // --lang: a language one of the variants has, as the default (the first's first) may be one
        // the others lack (morskoy-boy beside classic-salvo: Russian); a variant without words in it
        // names its side by id. No variant with it: refused, as the first variant says it.
        if (opts.lang !== undefined && !variants.some((v) => v.languages.includes(opts.lang!))) commandLanguage(variants[0]!, opts.lang);
        const lang = opts.lang ?? commandLanguage(variants[0]!, undefined);
        const t = simulateText(lang);
        // Ctrl-C is said in the language of the progress bar it ends (apart.ts).
        io.speaking?.(lang);
        for (const variant of variants) {
          // Not on a terminal, a run past 10 s still shows it moves (a log, a pipe), unless asked from the start.
          const beat = withHeartbeat(simulateProgress(io, variant.id, io.stderrIsTTY, io.stderrIsTTY || opts.progress === true ? 0 : 10_000, t, singleShots(variant)), games);
          try {
            reports.push(
              await simulate(
                { variant, games, seed, strategies: [first, second], mode: opts.mode, ...(sweeps !== undefined ? { chain: { sweeps } } : {}) },
                { workers, onProgress: beat.report },
              ),
            );
          } finally {
            beat.stop();
          }
        }
        // Columns headed by the variants' ids, or by the files given where two share an id.
        const heads = columnHeads(
          variants.map((v) => v.id),
          refs,
        );
        if (opts.json) {
          // One shape whatever the number of variants (an object, as every other command's
          // document), and nothing of the machine's: the same bytes with any --workers. Each
          // report says the head of its column, and each later one its differences from the
          // first, as the table's text says them.
          const first = reports[0]!;
          const documents = reports.map(({ variant, rows, ...r }, i) => ({
            variant,
            column: heads[i]!,
            ...playedOnly(r),
            ...(i > 0 ? { differences: { against: heads[0]!, ...simulationDifferences(first, reports[i]!) } } : {}),
            rows,
          }));
          io.out(JSON.stringify({ ok: true, reports: documents }, jsonReplacer, 2) + '\n');
          return;
        }
        // The first player as the variant names it in the language (English: its side id, as
        // before). Where some variant compared has no words in the table's language (classic-salvo
        // beside morskoy-boy, in Russian by default; morskoy-boy beside statki in Polish), every
        // column names it alike, by its place among the variant's sides (`Игрок 1`, `Gracz 1`):
        // not one column by the variant's own name and the other by an id (`Gracz 1` beside `blue`),
        // nor by its name in another language (Player 1 in a Russian table).
        const english = t === simulateText('en');
        const lacking = variants.some((v) => !v.languages.includes(lang));
        const side = (i: number, id: string): string => {
          const v = variants[i]!;
          const at = v.turns.sides.findIndex((s) => s.id === id);
          if (english || at < 0) return id;
          return lacking ? t.player(at + 1) : localize(v.turns.sides[at]!.name, lang, v);
        };
        io.out(formatSimulations(reports, t, side, heads, variants.map((v) => singleShots(v))));
      },
    );
}

/** Register `analyze`, `suggest` and `simulate`. */
export function registerAnalysis(program: Command, io: CliIO): void {
  registerAnalyze(program, io);
  registerSuggest(program, io);
  registerSimulate(program, io);
}

/**
 * A simulation's document as played: in solo play only the side that fired plays, so `strategies`
 * is its strategy alone, the summary has no first player's share (it was 1 in every game, with
 * `--vs` beside it though that side never fired) and `wins` only the side that fired (the other's
 * 0 read as a side that played and never won); a match as it is.
 */
function playedOnly<R extends Omit<SimulationReport, 'variant' | 'rows'>>(r: R): R | (Omit<R, 'strategies' | 'summary'> & { strategies: readonly StrategyId[]; summary: Omit<SimulationReport['summary'], 'firstPlayer'> }) {
  if (r.mode !== 'solo') return r;
  const { firstPlayer: first, ...summary } = r.summary;
  const wins = { [first.side]: r.summary.wins[first.side] ?? 0 };
  return { ...r, strategies: r.strategies.slice(0, 1), summary: { ...summary, wins } };
}
