/**
 * `salvo record game.yaml <side> <cells...> [--result "<announcement>"] [--note …] [--force]`:
 * add one salvo to a record. The salvo is checked against the rules first; a salvo that breaks
 * them is refused with the reasons and the file is left untouched, unless `--force` (a referee
 * logging what happened), which records it marked `forced: true`. The write is atomic.
 *
 * In a shot-by-shot game (src/record/turns.ts) several cells with one result each are a
 * turn: `salvo record game.yaml blue Е1 Е2 --result "попал, мимо"` records two one-shot salvos,
 * each checked in turn, on one turn line; if any shot breaks the rules the whole turn is refused.
 */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { spoken as spokenLanguage } from '../../core/language.js';
import { formatCell, parseCellList } from '../../core/coords.js';
import { foldWidth } from '../../core/words.js';
import { formatDiagnostic, hasErrors, inFileOrder, jsonReplacer, SalvoError, type Diagnostic } from '../../core/diagnostics.js';
import { parseAnnouncement } from '../../record/announcement-text.js';
import { sideSalvos, type GameRecord, type RecordedSalvo } from '../../record/model.js';
import { parseRecord, resolveSideOrPlayer, sideNamesHint } from '../../record/parse.js';
import { resultAfterName } from '../../record/named-side.js';
import { usageTextOf } from './usage-text.js';
import { sideName, sideTitle } from '../../record/game.js';
import { breachDiagnostic, breachJson, breachOfViolation, spokenRecord, type Breach } from '../../record/referee.js';
import { copyingSlips, countingMissing, readAsMeant } from '../../record/as-read.js';
import { breachSaid, formatSaid, readingLine, refereeText, warningSaid, type ReadingLanguage, type RefereeText, type RefereeWarning } from '../../record/referee-text.js';
import { appendSalvo, appendTurn, breachesOfSalvos, turnInfo } from '../../record/session.js';
import { readsTurnLines } from '../../record/turns.js';
import { arrowPattern, salvoExample } from '../../record/parse-salvo.js';
import { keepBackup, writeFileAtomic } from '../../record/store.js';
import { formatSalvoText, formatTurnText } from '../../record/write.js';
import { formatAnnouncement } from '../../record/announcement-text.js';
import type { Announcement } from '../../rules/announcement.js';
import { singleShots, type Variant } from '../../variant/model.js';
import type { CliIO } from '../io.js';
import { asWrite, ExitCode, InLanguage, ThenSay, UsageError, usageTongue } from '../errors.js';
import { commandLanguage, newImpossibleBreaches, openRecord, printDiagnostics, readingWarnings, spokenSide } from './game-common.js';
import { alternativeIn, playTextOf } from './play-text.js';
import { copiedOf, describeResult, nextJson, plainWarning, setAsideLines, unjudgedOfNewSalvos } from './check.js';
import { checkedNewSalvos, inconsistentStands, swappedAcross, typedTurnSwapped, type CheckedNewSalvos } from '../../inference/checked-new-salvos.js';
import { narrowedSizeBreach, newSalvosReplayOptions, possibleOwed, recordAsAnnounced, REFEREE_BUDGET_MS } from '../../inference/record-check.js';
import { breachesToRead, conflictsNamed, resultRecordAsRead } from '../../inference/full-referee.js';
import { reportText } from './report-text.js';
import { shellQuoted, shellWord } from '../../core/shell-word.js';
import { shotsNamed } from '../../record/shots-named.js';
import { argumentsMeant, withCommand } from '../../record/cell-line.js';
import { missBefore, withMissAsHit } from '../../record/miss-then-again.js';
import { fleetsSetAside } from './fleet-set-aside.js';

interface RecordOptions {
  result?: string;
  note?: string;
  force?: boolean;
  lang?: string;
  json?: boolean;
}

// An English line of a game of single shots names each salvo a shot (shots-named.ts), as the
// line after a refusal (`shot 5 not recorded`) and Russian and Polish (`выстрел 5`) do.
export { shotsNamed };

/**
 * A warning of `unjudgedOfNewSalvos` (check.ts) as `record` and `play` say it on standard error:
 * in `t`'s language as `check` says it (`выстрел 5`, `strzał 5` where every salvo is one shot); in
 * English (`t` undefined, or no words for it) as `check` words it, but with each numbered salvo a
 * shot in a game of single shots, as their refusals count (`shotsNamed`).
 *
 * @example
 *   unjudgedLine(w, morskoy, undefined) // 'g.yaml:8:5: warning repeat-unjudged: shot 5: whether red fires again at a cell of shot 4 …'
 */
export function unjudgedLine(w: RefereeWarning, variant: Variant, t: RefereeText | undefined): string {
  const said = t === undefined ? undefined : warningSaid(w, t);
  if (said !== undefined) return formatSaid(said, t);
  const english = formatDiagnostic(plainWarning(w));
  return singleShots(variant) ? shotsNamed(english) : english;
}

/**
 * A copying slip `check` finds in the record (`copyingSlips`, as-read.ts), as `record` and `play` say it
 * before they judge a new salvo: check's finding, in `t`'s language as check says it (English
 * where `t` is undefined or has no words for it, each salvo a shot where every salvo is one shot:
 * `single`), as a warning. The breach is found with the record's `language:` set to the language
 * spoken (`spokenIn`), so that its results are said in it (`announced "miss"`, not `"мимо"`), as
 * `check --lang` says them.
 *
 * @example
 *   slipLine(b, undefined) // "g.yaml:30:5: warning wrong-side: salvo 7: written under red, but it reads as blue's salvo 4: …"
 *   slipLine(b, undefined, true) // "g.yaml:34:19: warning announcement-contradicts-fleet: shot 15: …" (every salvo one shot)
 */
export function slipLine(b: Breach, t: RefereeText | undefined, single = false): string {
  const words = t === undefined ? undefined : breachSaid(b, t);
  if (words !== undefined && t !== undefined) return formatSaid({ ...words, severity: 'warning' }, t);
  // In English, each salvo of a game of single shots a shot, as check says it (`refereeLines`).
  const english = formatDiagnostic({ ...breachDiagnostic(b), severity: 'warning' });
  return single ? shotsNamed(english) : english;
}

/** `f` with its record's `language:` set to `lang`: the referee says the results of its breaches in it (referee.ts `recordLanguage`). */
export function spokenIn<F extends { readonly record: GameRecord; readonly variant: Variant }>(f: F, lang: string): F {
  return { ...f, record: spokenRecord(f.record, f.variant, lang) };
}

/** The `k`th shot's result of a per-shot announcement, as the announcement of that one shot. */
function shotOf(a: Announcement, k: number): Announcement | null {
  const shot = a.kind === 'per-shot' ? a.shots[k] : undefined;
  return shot ? { kind: 'per-shot', shots: [shot] } : null;
}

export function registerRecord(program: Command, io: CliIO): void {
  program
    .command('record')
    .description('add a salvo to a game record, after checking it against the rules')
    .addHelpText('after', '\nExamples:\n  salvo record game.yaml blue A1 B4 C7 D2 E9 F5 --result "battleship 1, cruiser 1"\n  salvo record game.yaml red д3 е4 ж5 -r "попал в трёхклеточный"\n  salvo record game.yaml первый Е8 Д8 Г8 -r "попал, попал, убит"\n  salvo record game.yaml red A1 A2 -r "no hits" --force --note "fired a salvo out of turn"\n')
    .argument('<record>', 'the game record (YAML)')
    .argument('<side>', 'the side that fired, by id, name or player')
    .argument('<cells...>', 'the cells fired, in the order called')
    .option('-r, --result <announcement>', 'what the defender announced (in any of the variant\'s languages)')
    .option('--note <text>', 'a note on the salvo')
    .option('--force', 'record it even if it breaks the rules (marked forced, for a referee)')
    .option('--lang <code>', "the language of its confirmation and refusals (default: the record's, else the variant's first)")
    .option('--json', 'print what was recorded, or why not, as JSON (docs/scripting.md)')
    .action((file: string, sideArg: string, cellArgs: string[], opts: RecordOptions) => sayingNothingRecorded(io, file, opts, cellArgs, (spoken) => recordSalvo(io, file, sideArg, cellArgs, opts, spoken)));
}

/** The word a note given with --note is said back after (`(note: called loudly)`), as the record's `note:` key. */
const NOTE_WORD: Readonly<Record<'en' | 'ru' | 'pl', string>> = { en: 'note', ru: 'примечание', pl: 'uwaga' };

/** The line under a refusal of what `salvo record` could not read: nothing was written (en/ru/pl). */
const NOTHING_RECORDED: Readonly<Record<'en' | 'ru' | 'pl', (file: string | undefined) => string>> = {
  en: (file) => (file === undefined ? 'nothing recorded' : `nothing recorded; ${file} is unchanged`),
  ru: (file) => (file === undefined ? 'ничего не записано' : `ничего не записано; ${file} не изменён`),
  pl: (file) => (file === undefined ? 'nic nie zapisano' : `nic nie zapisano; ${file} bez zmian`),
};

/** What to do about a breach check finds in a salvo just recorded that has no fix of its own (en/ru/pl). */
const RUN_CHECK: Readonly<Record<'en' | 'ru' | 'pl', (file: string) => string>> = {
  en: (file) => `run 'salvo check ${shellWord(file)}'`,
  ru: (file) => `запустите 'salvo check ${shellWord(file)}'`,
  pl: (file) => `uruchom 'salvo check ${shellWord(file)}'`,
};

/** record's options that take a value (the word after them is not the record's file). */
const VALUE_OPTIONS: ReadonlySet<string> = new Set(['-r', '--result', '--note', '--lang']);

/**
 * The line under commander's own refusal of `salvo record` (an argument missing, an option
 * unknown), as under every other: that nothing was recorded, naming the record where the command
 * line gives one (`args`: the words after `record`) and it is there (in folder `cwd`): a record
 * not there is not said to be unchanged; in `lang` (English by default).
 *
 * @example
 *   nothingRecordedAfterUsage(['g.yaml', 'blue'], 'ru', dir) // 'ничего не записано; g.yaml не изменён'
 */
export function nothingRecordedAfterUsage(args: readonly string[], lang: string | undefined, cwd: string): string {
  const file = recordNamed(args);
  const s = lang === undefined ? 'en' : spokenLanguage(lang);
  return NOTHING_RECORDED[s](file === undefined ? undefined : unchangedFile(file, cwd));
}

/**
 * The record to say is unchanged under a refusal: `file` where it is a file (in folder `cwd`);
 * undefined for `-`, a record not there, and a folder given for one (`salvo record games blue
 * A1`), which was said to be "unchanged" as if it were a record.
 */
function unchangedFile(file: string, cwd: string): string | undefined {
  if (file === '-') return undefined;
  try {
    return statSync(resolve(cwd, file)).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/** The record a command line of `salvo record` names (`args`: the words after `record`): its first operand, past options that take a value. */
function recordNamed(args: readonly string[]): string | undefined {
  const at = operandsAt(args)[0];
  return at === undefined ? undefined : args[at];
}

/** Where the operands of `salvo record`'s command line are (`args`: the words after `record`), past options and the values they take. */
function operandsAt(args: readonly string[]): number[] {
  let [skip, operands] = [false, false];
  const at: number[] = [];
  args.forEach((w, i) => {
    if (skip) skip = false;
    else if (operands || !w.startsWith('-') || w === '-') at.push(i);
    else if (w === '--') operands = true;
    else skip = VALUE_OPTIONS.has(w);
  });
  return at;
}

/**
 * What to say in place of commander's "missing required argument 'cells'" where the one word
 * after the record reads as cells of its board, not as a side (`salvo record g.yaml A3`): the
 * side that fired was left out. The record's sides (the one whose turn it is first, as the
 * language `lang` names them to type) and the command line as typed with that side put in
 * before the cells; undefined where the record cannot be read or the word is a side.
 *
 * @example
 *   await sideLeftOut(['g.yaml', 'A3'], io, undefined)
 *   // 'the side that fired is not given: name it before the cells (ala or tomek), e.g. salvo record g.yaml ala A3'
 */
export async function sideLeftOut(args: readonly string[], io: CliIO, lang: string | undefined): Promise<string | undefined> {
  const [fileAt, wordAt] = operandsAt(args);
  const file = fileAt === undefined ? undefined : args[fileAt];
  const word = wordAt === undefined ? undefined : args[wordAt];
  if (file === undefined || word === undefined || file === '-' || !existsSync(resolve(io.cwd, file))) return undefined;
  try {
    const { record, variant, diagnostics } = await openRecord(io, file);
    if (hasErrors(diagnostics) || resolveSideOrPlayer(word, record.sides, variant) !== undefined) return undefined;
    const cells = parseCellList(word, variant.board);
    if (hasErrors(cells.diagnostics) || cells.cells.length === 0) return undefined;
    const s = lang === undefined ? 'en' : spokenLanguage(lang);
    const next = turnInfo(record, variant).next;
    const ids = record.sides.map((x) => x.id);
    const sides = next === null ? ids : [next, ...ids.filter((id) => id !== next)];
    const typed = sides.map((id) => spokenSide(record, variant, id, s));
    const line = ['salvo', 'record', ...args.slice(0, wordAt).map(shellWord), shellWord(typed[0]!), ...args.slice(wordAt).map(shellWord)].join(' ');
    return usageTextOf(s).sideLeftOut(typed, line);
  } catch {
    // A record that cannot be read: commander's line, as before.
    return undefined;
  }
}

/**
 * The language `salvo record` speaks of the record its command line names (`args`: the words after
 * `record`), for the line under commander's own refusal where no --lang gives one: the record's
 * (its header's `language:`, else its variant's first), as record says the rest; undefined where
 * there is no record to read, or it cannot be read.
 *
 * @example
 *   await recordLanguageAfterUsage(['g.yaml', 'второй'], io) // 'ru' (g.yaml: language: ru)
 */
export async function recordLanguageAfterUsage(args: readonly string[], io: CliIO): Promise<string | undefined> {
  const file = recordNamed(args);
  if (file === undefined || file === '-' || !existsSync(resolve(io.cwd, file))) return undefined;
  try {
    const f = await openRecord(io, file);
    return commandLanguage(f.variant, undefined, f.record);
  } catch {
    // A record that cannot be read: the line is said in English, as before.
    return undefined;
  }
}

/**
 * `work`, and where it ends refusing what it could not read (a SalvoError: a cell or result word
 * typed wrong, a record that cannot be read; a UsageError: a side the game does not have, a
 * language the variant lacks), that error said, then under it that nothing was recorded and the
 * file is unchanged, in the language the error is said in (English with --json). Refusals that
 * say so themselves (a breach, a record with errors) end with ExitCode and pass as they are; so
 * does a record that is not there (no file to be unchanged).
 *
 * @example
 *   // salvo record g.yaml blue A1 Z9 -r "no hits"
 *   // error cell-off-board: "Z9" is off the board: … (compare Z9 with the pad and write the cell that was called)
 *   // salvo: nothing recorded; g.yaml is unchanged
 */
async function sayingNothingRecorded(io: CliIO, file: string, opts: RecordOptions, cellArgs: readonly string[], work: (spoken: { lang?: string; variant?: string }) => Promise<void>): Promise<void> {
  // The language said in and the variant's id, once the record is read.
  const spoken: { lang?: string; variant?: string } = {};
  try {
    await work(spoken);
  } catch (e) {
    const missing = e instanceof SalvoError && e.diagnostics.some((d) => d.code === 'no-such-file');
    // A file the system refused (the disk full as the salvo is written) is said by main in the
    // language record speaks, once it is known (the record's, where no --lang gives one).
    const refused = e instanceof Error && typeof (e as NodeJS.ErrnoException).code === 'string' && !(e instanceof SalvoError || e instanceof UsageError);
    if (refused && spoken.lang !== undefined) throw new InLanguage(e, spoken.lang);
    if (missing || !(e instanceof SalvoError || e instanceof UsageError)) throw e;
    // As main says the error: a SalvoError in its language unless JSON is asked for; a UsageError
    // in the command's language where it was known when refused, else in --lang's where main says
    // it so (its own words in that language: a --lang the variant lacks; the record's own where
    // --lang asks for one salvo has no words in), else English.
    const asked = e instanceof UsageError ? usageTongue(e, opts.lang, opts.json === true) : undefined;
    const saidAsAsked = e instanceof UsageError && asked !== undefined && asked !== 'en' && e.said?.[asked] !== undefined ? asked : undefined;
    const lang = e instanceof SalvoError ? (opts.json === true ? undefined : e.lang) : (spoken.lang ?? saidAsAsked);
    const words = NOTHING_RECORDED[lang === 'ru' || lang === 'pl' ? lang : 'en'];
    // Asked for JSON, what could not be read (a cell typed wrong: Z9) is given with the keys of
    // record's other refusals (the file too), the text on standard error as main says it.
    if (opts.json === true && e instanceof SalvoError) {
      for (const d of e.diagnostics) io.err(formatDiagnostic(d) + '\n');
      // Each where it was typed, as check --json gives a line and column: the file, and the
      // argument a cell was typed in (`argument`: 1-based, <record> 1, <side> 2, the cells from 3).
      const placed = placeInArguments(e.diagnostics, file, cellArgs);
      const violations = placed.filter((d) => d.severity === 'error');
      const warnings = placed.filter((d) => d.severity !== 'error');
      io.out(JSON.stringify({ ok: false, file, ...(spoken.variant !== undefined ? { variant: spoken.variant } : {}), violations, warnings }, jsonReplacer, 2) + '\n');
      io.err(`salvo: ${words(unchangedFile(file, io.cwd))}\n`);
      throw new ExitCode(1);
    }
    throw new ThenSay(e, words(unchangedFile(file, io.cwd)));
  }
}

/**
 * A refusal's diagnostics for --json, each with where it was typed: `file` (the record's, where
 * the diagnostic names none) and, for a cell as typed (its `typed` part: K1, Z), `argument`, the
 * 1-based position of the command-line argument it was typed in (<record> is 1, <side> 2, the
 * cells from 3); a cell typed twice is placed at its first, then its second argument.
 *
 * @example
 *   // salvo record g.yaml blue A1 K1 --json
 *   // { "code": "cell-off-board", …, "file": "g.yaml", "argument": 4 }
 */
function placeInArguments(diagnostics: readonly Diagnostic[], file: string, cellArgs: readonly string[]): (Diagnostic & { argument?: number })[] {
  const used = new Set<number>();
  return diagnostics.map((d) => {
    const typed = d.parts?.typed;
    let argument: number | undefined;
    if (typeof typed === 'string' && typed.trim() !== '') {
      // The first word of what was typed (a cell may span words, `a 10`; a long one is cut with …).
      const first = typed.trim().split(/\s+/u)[0]!;
      const cut = first.endsWith('…') ? first.slice(0, -1) : undefined;
      const found = (skip: boolean): number =>
        cellArgs.findIndex((arg, i) => (!skip || !used.has(i)) && foldWidth(arg).split(/[\s,;，；]+/u).some((w) => w === first || (cut !== undefined && cut !== '' && w.startsWith(cut))));
      const at = found(true) >= 0 ? found(true) : found(false);
      if (at >= 0) {
        used.add(at);
        argument = at + 3;
      }
    }
    return { ...d, ...(d.file === undefined ? { file } : {}), ...(argument === undefined ? {} : { argument }) };
  });
}

/**
 * Where a breach of the shots typed came from on the command line, for --json's `argument` (1-based,
 * as `placeInArguments` gives a cell that cannot be read: <record> 1, <side> 2, the cells from 3):
 * out of turn, the side (2); a cell fired at again or named twice, that cell (the second naming
 * where it is named twice); any other breach of one shot of a turn (Морской бой, Statki), that
 * shot's cell. A breach of the salvo as a whole (its size, the game over) or of its announcement
 * (typed with --result, no argument) has none: undefined. `k` is the shot's place in `shots`.
 *
 * @example
 *   // salvo record g.yaml blue A1 B2 --json, A1 fired at before: { "code": "repeated-cell", …, "argument": 3 }
 */
function breachArgument(shots: readonly RecordedSalvo[], cellArgs: readonly string[], variant: Variant): (k: number, b: Breach) => number | undefined {
  // The argument each cell of the command line was typed in: the one after the argument that
  // ended the cell before it, or that same one where both are in it (`A1,B2`); a cell written
  // over two words (`a 10`) at its first.
  const atArgument: number[] = [];
  let ended = -1;
  for (let j = 0; j < cellArgs.length; j++) {
    const read = parseCellList(cellArgs.slice(0, j + 1).join(' '), variant.board).cells.length;
    if (read <= atArgument.length) continue;
    atArgument.push(ended + 1 + 3);
    while (atArgument.length < read) atArgument.push(j + 3);
    ended = j;
  }
  // The cells in the order typed, with the shot each belongs to.
  const typed = shots.flatMap((shot, k) => shot.cells.map((cell) => ({ cell, k })));
  return (k, b) => {
    if (b.code === 'out-of-turn') return 2;
    const repeat = b.repeats?.[0];
    if (repeat !== undefined) {
      const cell = parseCellList(repeat.cell, variant.board).cells[0];
      const at = typed.flatMap((t, i) => (t.cell === cell && (shots.length === 1 || t.k === k) ? [i] : []));
      // Named twice in this salvo (no salvo fired at it first): the second naming is the repeat.
      const i = repeat.salvo === undefined && at.length > 1 ? at[1] : at[0];
      if (i !== undefined) return atArgument[i];
    }
    if (shots.length > 1 && typed.length === shots.length) return atArgument[k];
    return undefined;
  };
}

/**
 * `salvo record`'s work: the salvo read, judged and added to `file`, or refused. `spoken.lang` is
 * set to the language it speaks in once that is known (for the line under a refusal).
 */
async function recordSalvo(io: CliIO, file: string, sideArg: string, cellArgs: string[], opts: RecordOptions, spoken: { lang?: string; variant?: string }): Promise<void> {
  // A record that cannot be read is said in its language (--lang, else its header's), as check
  // says it; asked for JSON, in English, as the JSON is.
  const f = await openRecord(io, file, opts.json === true ? { variantWarnings: true } : { variantWarnings: true, speak: { lang: opts.lang } });
  const { record, variant } = f;
  // The language of what it says, refused before anything is written if the variant lacks it.
  const lang = commandLanguage(variant, opts.lang, record);
  spoken.lang = opts.json === true ? 'en' : lang;
  spoken.variant = variant.id;
  // The problems of reading the record and the salvo said in that language, as check says them
  // (reading-text.ts: English where it has no words for one); with --json, in English, as before.
  const speak: ReadingLanguage | undefined = opts.json === true ? undefined : { lang, variant };
  const errors = f.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) {
    // The warnings too, in the file's order: a line read with a guess may be the cause.
    printDiagnostics(io, [...f.diagnostics].sort(inFileOrder), speak);
    io.err(`salvo: ${playTextOf(variant, lang).fixBeforeAdding(file)}\n`);
    if (opts.json) io.out(JSON.stringify({ ok: false, file, variant: variant.id, violations: errors, warnings: [] }, jsonReplacer, 2) + '\n');
    throw new ExitCode(1);
  }
  // A line read with a guess (no "->", no ": ", a player for a side) is said, as check says it.
  printDiagnostics(io, readingWarnings(f.diagnostics), speak);
  // The copying slips check finds (a line under the wrong side, two lines the other way round,
  // salvos after the end, a hit or miss copied wrong) are said, as warnings, and the salvo is
  // judged, as check judges the game, with the record read as meant (as-read.ts). Two results of
  // a turn line written the other way round are that one slip (`results-swapped`), as check says
  // it, not two announcements the revealed fleet contradicts (`breachesToRead`).
  // Found in the language spoken, so that English says `announced "miss"` as check --lang en does.
  const found = copyingSlips(f, variant, breachesToRead(opts.json === true ? f : spokenIn(f, lang)));
  let slips = found.findings;
  const asFired = (r: GameRecord): GameRecord => readAsMeant(r, found.reading);
  const judgedRecord = asFired(record);
  // Said once the salvo is judged (or refused before that, as typed wrong): a slip the new shots
  // show to be one half of two results swapped across commands is that slip, said once, below.
  const saySlips = (): void => {
    if (opts.json === true) return;
    const t = speak === undefined ? undefined : refereeText(lang, singleShots(variant), (s) => sideName(record, variant, s, lang));
    for (const b of slips) io.err(slipLine(b, t, singleShots(variant)) + '\n');
  };
  const problems: Diagnostic[] = [];
  // `Маша:` as play says a salvo back (`Маша: а1 а2 а3`): the side, its colon left out.
  const side = resolveSideOrPlayer(sideArg, record.sides, variant) ?? (sideArg.endsWith(':') ? resolveSideOrPlayer(sideArg.slice(0, -1).trim(), record.sides, variant) : undefined);
  // A side the game does not have is a usage error (exit 2), as show --side and suggest --side have it.
  // Said by the name typed, without the colon that only follows it (`Вася:` as `Вася`).
  const sideTyped = sideArg.endsWith(':') && sideArg.slice(0, -1).trim() !== '' ? sideArg.slice(0, -1).trim() : sideArg;
  // Cells where the side goes (`salvo record g.yaml A3 B3`): the side left out, said with the line to type.
  if (side === undefined && !sideArg.endsWith(':')) {
    const asCells = parseCellList(sideArg, variant.board);
    if (!hasErrors(asCells.diagnostics) && asCells.cells.length > 0) {
      const s = opts.json === true ? 'en' : spokenLanguage(lang);
      const next = turnInfo(record, variant).next;
      const ids = record.sides.map((x) => x.id);
      const typed = (next === null ? ids : [next, ...ids.filter((id) => id !== next)]).map((id) => spokenSide(record, variant, id, s));
      const line = ['salvo', 'record', shellWord(file), shellWord(typed[0]!), shellWord(sideArg), ...cellArgs.map(shellWord), ...(opts.result === undefined ? [] : ['-r', shellQuoted(opts.result)])].join(' ');
      throw new UsageError(usageTextOf(s).sideLeftOut(typed, line));
    }
  }
  if (side === undefined) throw new UsageError(usageTextOf(opts.json === true ? 'en' : lang).notASide(sideTyped, sideNamesHint(sideTyped, record.sides, variant, opts.json === true ? 'en' : lang)));
  // The result typed after a side's name, as play says a salvo back (`Коля: А1 -> мимо`) or as
  // the side answering says it (`-r 'Оля: мимо'`): the result alone, as play takes it; a name of
  // no side nor player of the game before words of results is refused, as the side is.
  const typedResult = opts.result;
  if (opts.result !== undefined) {
    const shots = parseCellList(cellArgs.join(' '), variant.board).cells.length;
    const read = resultAfterName(opts.result, record, variant, Math.max(shots, 1));
    if ('unknown' in read) throw new UsageError(usageTextOf(opts.json === true ? 'en' : lang).notASide(read.unknown, sideNamesHint(read.unknown, record.sides, variant, opts.json === true ? 'en' : lang), '--result '));
    opts = { ...opts, result: read.taken };
  }
  const cells = parseCellList(cellArgs.join(' '), variant.board);
  // `… A6 no hits` without --result: the words are the announcement, said once (not as cells).
  const asResult = opts.result === undefined && hasErrors(cells.diagnostics) ? resultAmongCells(cellArgs, variant, record.language) : undefined;
  // `--result попал в трёхклеточный` unquoted: the shell gave the words after the first to the cells.
  const resultCut = opts.result !== undefined && hasErrors(cells.diagnostics) ? resultCutAtSpaces(cellArgs, opts.result, variant, record.language) : undefined;
  // `'Б2 ->'`, the arrow with nothing after it: the result not given, the cells before it good.
  const beforeArrow = opts.result === undefined && asResult === undefined && hasErrors(cells.diagnostics) ? cellsBeforeEmptyArrow(cellArgs, variant) : undefined;
  if (resultCut !== undefined) {
    const whole = `${typedResult ?? opts.result} ${resultCut.rest}`;
    const command = `salvo record ${shellWord(file)} ${shellWord(sideArg)} ${resultCut.cells.join(' ')} --result ${shellQuoted(whole)}`;
    problems.push({
      severity: 'error',
      code: 'salvo-result-as-cells',
      message: `"${resultCut.rest}" reads as the rest of the announcement "${whole}", cut at its spaces by the shell`,
      suggestion: `put the announcement in quotes: ${command}`,
      // For another language to say it (reading-text.ts).
      parts: { result: resultCut.rest, whole, command, cut: true },
    });
  } else if (beforeArrow !== undefined) {
    const shot = `salvo record ${shellWord(file)} ${shellWord(sideArg)} ${beforeArrow.join(' ')}`;
    problems.push({
      severity: 'error',
      code: 'salvo-result-empty',
      message: 'nothing follows "->": the result announced is not given',
      suggestion: `give it with --result: ${shot} --result "<result>"; or record the cells without it, the result to give later: ${shot}`,
      // For another language to say it (reading-text.ts).
      parts: { command: shot },
    });
  } else if (asResult !== undefined) {
    const command = `salvo record ${shellWord(file)} ${shellWord(sideArg)} ${asResult.cells.join(' ')} --result ${shellQuoted(asResult.result)}`;
    problems.push({
      severity: 'error',
      code: 'salvo-result-as-cells',
      message: `"${asResult.result}" reads as the announcement, not as cells`,
      suggestion: `give it with --result: ${command}`,
      // For another language to say it (reading-text.ts).
      parts: { result: asResult.result, command },
    });
  } else {
    // A cell off the board with no likely reading: what to do, as check says it of a record's
    // cell (the pad says which cell was called).
    const advised = (d: Diagnostic): Diagnostic => {
      const typed = d.parts?.typed;
      if (d.code !== 'cell-off-board' || d.suggestion !== undefined || typeof typed !== 'string') return d;
      return { ...d, suggestion: `compare ${typed} with the pad and write the cell that was called`, parts: { ...d.parts, pad: true } };
    };
    problems.push(...cells.diagnostics.map(advised));
  }
  let announcement: RecordedSalvo['announcement'] = null;
  // How many results the announcement gives one by one, which picks a range's reading.
  let resultCount: number | undefined;
  if (opts.result !== undefined && resultCut === undefined) {
    const a = parseAnnouncement(opts.result, variant, cells.cells.length, record.language);
    announcement = a.announcement;
    const length = a.issues.find((x) => x.diagnostic.code === 'announcement-length')?.diagnostic.parts?.['results'];
    resultCount = typeof length === 'number' ? length : a.announcement?.kind === 'per-shot' ? a.announcement.shots.length : undefined;
    // With a cell unreadable the shots cannot be counted: no "wrong number of results" on top.
    const cellsUnread = hasErrors(cells.diagnostics);
    problems.push(...a.issues.filter((x) => !(cellsUnread && x.diagnostic.code === 'announcement-length')).map((x) => x.diagnostic));
  }
  // Cells typed in another form, each of one sure reading (`10D`: D10), or a range its results
  // pick: the command to type, the cells as meant and the rest as typed, after each guess (a
  // range's cells as words of their own: the cells typed are read as one text, so it reads alike).
  const typedMeant = asResult === undefined && beforeArrow === undefined && resultCut === undefined ? argumentsMeant(cellArgs, cells.diagnostics, variant.board, resultCount, cells.cells.length) : undefined;
  if (typedMeant !== undefined) {
    const command = [
      `salvo record ${shellWord(file)} ${shellWord(sideArg)} ${typedMeant.cells.flatMap((c) => c.split(/\s+/u).filter((w) => w !== '')).map(shellWord).join(' ')}`,
      ...(opts.result !== undefined ? [`-r ${shellQuoted(opts.result)}`] : []),
      ...(opts.note !== undefined ? [`--note ${shellQuoted(opts.note)}`] : []),
      ...(opts.force === true ? ['--force'] : []),
      ...(opts.lang !== undefined ? [`--lang ${shellWord(opts.lang)}`] : []),
    ].join(' ');
    const meant = { command, ...(typedMeant.range !== undefined ? { range: typedMeant.range } : {}) };
    problems.forEach((d, k) => {
      if (d.severity === 'error' && d.suggestion !== undefined && cells.diagnostics.includes(d)) problems[k] = { ...d, suggestion: withCommand(d.suggestion, meant), parts: { ...d.parts, writeCommand: command, ...(meant.range !== undefined ? { writeRange: meant.range } : {}) } };
    });
  }
  if (cells.cells.length === 0 && !hasErrors(cells.diagnostics)) {
    // What to type instead: the command with as many cells as a side's first salvo has (one where
    // every salvo is one shot), and the announcement typed, if one was; none if none was (-r is
    // optional), so the command is one to copy as it is, not with a "..." to fill in.
    const example = salvoExample(variant);
    const command = `salvo record ${shellWord(file)} ${shellWord(sideArg)} ${example}${opts.result === undefined ? '' : ` -r ${shellQuoted(opts.result)}`}`;
    problems.push({ severity: 'error', code: 'salvo-no-cells', message: 'no cells given', suggestion: `give the cells that were called, e.g. ${command}`, parts: { command } });
  }
  if (hasErrors(problems)) {
    saySlips();
    throw new SalvoError(problems, speak?.lang);
  }

  // In a shot-by-shot game, several cells with their results are a turn of single shots.
  const isTurn = readsTurnLines(variant) && cells.cells.length > 1 && announcement !== null;
  const note = opts.note !== undefined ? { note: opts.note } : {};
  let shots: RecordedSalvo[] = isTurn
    ? cells.cells.map((cell, k) => ({ side, cells: [cell], announcement: shotOf(announcement!, k), ...note }))
    : [{ side, cells: cells.cells, announcement, ...note }];
  const number = record.salvos.length + 1;
  // The breaches of these shots, judged after `base` (the record as meant, or as announced).
  const judge = (base: GameRecord, of: readonly RecordedSalvo[] = shots): { k: number; b: Breach }[] => {
    const withShots = { ...base, salvos: [...base.salvos, ...of] };
    // A size found impossible earlier tells nothing of the shooter's fleet, nor an announcement after
    // which no legal fleet fits of the target's (as `salvo check` has it).
    // A repeat's "sunk" no legal fleet has in a ship sunk before is judged false, as check judges it (newSalvosReplayOptions).
    const replayOpts = newSalvosReplayOptions(base, variant, of);
    const found = breachesOfSalvos(base, variant, of, replayOpts).flatMap((list, k) => list.map((v) => ({ k, b: { ...narrowedSizeBreach(breachOfViolation(v, opts.json === true ? withShots : spokenRecord(withShots, variant, lang), variant), base, variant), ...(of.length > 1 ? { shot: { index: k, of: of.length } } : {}) } })));
    // An announcement no fleet layout gives names the earlier ones it conflicts with, as check names them.
    const named = conflictsNamed(variant, withShots, undefined, found.map(({ b }) => b), replayOpts.sizesNotEvidence ?? new Set(), REFEREE_BUDGET_MS);
    const ruleBreaches = found.map(({ k }, i) => ({ k, b: named[i]! }));
    // Announcements no legal fleet could have produced (the referee's last check), when the
    // rules find nothing: only what these shots make impossible, within a small work budget.
    return ruleBreaches.length > 0 ? ruleBreaches : newImpossibleBreaches(base, variant, of).map((b) => ({ k: b.salvo! - number, b }));
  };
  let breaches = judge(judgedRecord);
  // A revealed fleet the announcements belie, these shots' with them (`fleet-belied`, as check
  // finds it), does not stop what was announced being recorded: the shots are judged as if that
  // fleet were not revealed, as check makes the game's result, and what the fleet gives is
  // said as a warning, with why the fleet is not used.
  let setAside: readonly { k: number; b: Breach }[] = [];
  let setAsideWhy: readonly string[] = [];
  const aside = fleetsSetAside(f.text, record, variant, file, shots, breaches, number, lang);
  if (aside !== undefined) {
    setAside = aside.contradictions;
    setAsideWhy = aside.why;
    breaches = judge(recordAsAnnounced(judgedRecord, aside.sides));
  }
  // After a salvo left out (salvo-missing), the shots are judged as check judges the record with
  // them written in, the gap read as put back (what it hit not known): refused only where check
  // finds that breach of them, and numbered among their side's salvos as check numbers them (a
  // size that fits only if the salvo left out hit is no breach; blue's 10th, not its 9th as written).
  // What check finds of these shots in the record with them written in (`text`), after a salvo left out.
  const checkedReportOf = (() => {
    let last: { text: string; checked: CheckedNewSalvos } | undefined;
    return (text: string): CheckedNewSalvos => {
      if (last?.text !== text) last = { text, checked: checkedNewSalvos(text, variant, file, number, lang) };
      return last.checked;
    };
  })();
  const checkedOf = (text: string): readonly Breach[] => checkedReportOf(text).breaches;
  // An announcement judged impossible only as the record is written, after a salvo out of turn
  // that may stand for a salvo of the shooter left out: check says it not judged
  // (`announcement-unjudged`, said below as check says it) or, with these shots, reads the gap as
  // a salvo left out (`salvo-missing`, what it hit not known): not a reason to refuse the salvo.
  if (found.missing.length === 0 && breaches.some(({ b }) => b.code === 'announcement-inconsistent')) {
    const trial = shots.length > 1 ? appendTurn(f.text, record, variant, shots) : appendSalvo(f.text, record, variant, shots[0]!);
    const checked = checkedReportOf(trial.text);
    breaches = breaches.filter(({ k, b }) => b.code !== 'announcement-inconsistent' || inconsistentStands(checked, number + k));
  }
  // Two results of the turn typed the other way round (`мимо, попал` where the answers were
  // `попал, мимо`): check, with the turn written in, finds that one slip (`results-swapped`), not
  // the two breaches the rules find (the fleet contradicted twice): refused as check says it,
  // with the command that records the results swapped. Forced, the line is not read so by check,
  // and is said as the rules find it.
  let resultsSwapped: Breach | undefined;
  if (found.missing.length === 0 && shots.length > 1 && breaches.length >= 2 && opts.force !== true) {
    // Check's advice and place are of a line in the record, not of a turn not yet written: left out.
    const typed = typedTurnSwapped(f.text, record, variant, shots, file, lang, checkedReportOf);
    resultsSwapped = typed?.swapped;
    if (typed !== undefined) breaches = typed.breaches.map((b) => ({ k: b.salvo! - number, b }));
  }
  // Two results written the other way round across commands (`первый Б4 -r мимо` recorded, then
  // `первый Б5 -r попал` where the answers were `попал, мимо`): check, with these shots written
  // in, finds that one slip at the line already in the file (`results-swapped`), not what the rules
  // find of these shots (the fleet contradicted, out of turn): refused as check says it, with its
  // place in the file and the lines to write. Forced, said as the rules find it, as above.
  if (resultsSwapped === undefined && found.missing.length === 0 && breaches.length > 0 && opts.force !== true) {
    const across = swappedAcross(f.text, record, variant, shots, file, lang);
    if (across !== undefined) {
      breaches = [{ k: -1, b: across.swapped }, ...across.breaches.map((b) => ({ k: b.salvo! - number, b }))];
      // The line in the file the fleet contradicts is that slip, said once (as check says it).
      slips = slips.filter((b) => !(b.salvo === across.swapped.salvo && b.code === 'announcement-contradicts-fleet'));
    }
  }
  saySlips();
  for (const w of problems) io.err((speak === undefined ? formatDiagnostic(w) : readingLine(w, speak)) + '\n');
  if (found.missing.length > 0 && breaches.length > 0) {
    const trial = shots.length > 1 ? appendTurn(f.text, record, variant, shots) : appendSalvo(f.text, record, variant, shots[0]!);
    const checked = checkedOf(trial.text);
    breaches = breaches.flatMap(({ k, b }) => {
      const same = checked.find((c) => c.salvo === number + k && c.code === b.code);
      if (same === undefined) return [];
      // Check's advice and place are of a line in the record, not of a salvo not yet written: left out, as before.
      const { suggestion: _advice, file: _file, line: _line, column: _column, ...said } = same;
      return [{ k, b: { ...said, ...(b.shot !== undefined ? { shot: b.shot } : {}) } }];
    });
  }
  // Each breach as check --json gives it; with --force, a warning of the salvo recorded anyway.
  // Each where it was typed, as a cell that cannot be read is placed (`argument`).
  const typedAt = breachArgument(shots, cellArgs, variant);
  const argumentOf = (k: number, b: Breach): { argument?: number } => {
    const at = typedAt(k, b);
    return at === undefined ? {} : { argument: at };
  };
  const breachesJson = breaches.map(({ k, b }) => ({ severity: opts.force ? ('warning' as const) : ('error' as const), ...breachJson(b), salvo: number + k, ...argumentOf(k, b) }));
  const setAsideJson = setAside.map(({ k, b }) => ({ severity: 'warning' as const, ...breachJson(b), salvo: number + k, ...argumentOf(k, b) }));
  // Each as check says it, in the record's language (English where it has no words for one).
  // What to do only where the English says it too, as play has it: the referee's advice for
  // a line already in a record (`допишите forced: true`) is not for a salvo not yet written.
  const refT = speak === undefined ? undefined : refereeText(lang, singleShots(variant), (s) => sideName(record, variant, s, lang));
  const line = (b: Breach, salvo: number, warning: boolean): string => {
    const words = refT === undefined ? undefined : breachSaid(b, refT);
    if (words === undefined) {
      const english = formatDiagnostic({ ...breachDiagnostic(b), salvo, ...(warning ? { severity: 'warning' as const } : {}) });
      return singleShots(variant) ? shotsNamed(english) : english;
    }
    const { suggestion: _advice, ...bare } = words;
    return formatSaid({ ...(b.suggestion === undefined ? bare : words), salvo, ...(warning ? { severity: 'warning' as const } : {}) }, refT);
  };
  if (opts.json !== true) {
    for (const { k, b } of setAside) io.err(line(b, number + k, true) + '\n');
    for (const why of setAsideWhy) io.err(`salvo: ${why}\n`);
  }
  if (breaches.length > 0) {
    for (const { k, b } of breaches) io.err(line(b, number + k, opts.force === true) + '\n');
    if (!opts.force) {
      io.err(`salvo: ${playTextOf(variant, lang).notRecorded(number, number + shots.length - 1, file)}\n`);
      // Refused only as out of turn (the side named wrong, by a player keeping the log alone):
      // the command that records it under the side whose turn it was, where that would be taken.
      const due = breaches.every(({ b }) => b.code === 'out-of-turn') ? turnInfo(judgedRecord, variant).next : null;
      if (due !== null && due !== side && opts.json !== true && found.missing.length === 0 && judge(judgedRecord, shots.map((s) => ({ ...s, side: due }))).length === 0) {
        const cellsTyped = cells.cells.map((c) => formatCell(c, variant.board)).join(' ');
        const command = [
          `salvo record ${shellWord(file)} ${shellWord(spokenSide(record, variant, due, lang))} ${cellsTyped}`,
          ...(opts.result !== undefined ? [`-r ${shellQuoted(opts.result)}`] : []),
          ...(opts.note !== undefined ? [`--note ${shellQuoted(opts.note)}`] : []),
          ...(opts.lang !== undefined ? [`--lang ${shellWord(opts.lang)}`] : []),
        ].join(' ');
        io.err(`salvo: ${playTextOf(variant, lang).otherSideFired(sideTitle(record, variant, due, lang, { player: true }), command)}\n`);
      }
      // Several cells without their results where every salvo is one shot (whether the turn went
      // on to the next cell hangs on each result): the command with a result for each, or the
      // first shot alone.
      if (opts.json !== true && readsTurnLines(variant) && cells.cells.length > 1 && announcement === null && breaches.some(({ b }) => b.code === 'wrong-salvo-size')) {
        const t = playTextOf(variant, lang);
        const typed = cells.cells.map((c) => formatCell(c, variant.board));
        const command = (cellsText: string, result: string | undefined): string =>
          [
            `salvo record ${shellWord(file)} ${shellWord(spokenSide(record, variant, side, lang))} ${cellsText}`,
            ...(result !== undefined ? [`-r ${shellQuoted(result)}`] : []),
            ...(opts.note !== undefined ? [`--note ${shellQuoted(opts.note)}`] : []),
            ...(opts.lang !== undefined ? [`--lang ${shellWord(opts.lang)}`] : []),
          ].join(' ');
        io.err(`salvo: ${t.turnWithResults(command(typed.join(' '), typed.map(() => t.resultPlaceholder).join(', ')), command(typed[0]!, undefined))}\n`);
      }
      // A shot after the side's own miss, where a hit earns another shot: that miss may have been a
      // hit written wrong (check's miss-fired-again, once this shot is written): said, with the line
      // to write, before anything is written.
      const missed = opts.json !== true && found.missing.length === 0 && breaches.every(({ b }) => b.code === 'out-of-turn') ? missBefore(judgedRecord, variant, side) : undefined;
      const source = missed === undefined ? undefined : f.sources.salvos[missed.index];
      const was = missed === undefined ? undefined : record.salvos[missed.index];
      if (missed !== undefined && source !== undefined && was?.side === side && was.cells.join() === judgedRecord.salvos[missed.index]!.cells.join() && !judge(withMissAsHit(judgedRecord, missed)).some(({ b }) => b.code === 'out-of-turn')) {
        // The miss's line, mended: its own line, or its turn line.
        const onLine = record.salvos.flatMap((s, k) => (f.sources.salvos[k]?.at.line === source.at.line ? [k === missed.index ? { ...s, announcement: missed.hit } : s] : []));
        const said = (a: Announcement): string => formatAnnouncement(a, variant, record.language);
        io.err(
          `salvo: ${playTextOf(variant, lang).missThenFiredAgain({
            side: sideTitle(record, variant, side, lang),
            shot: missed.index + 1,
            cell: formatCell(was.cells[0]!, variant.board),
            written: said(was.announcement!),
            hit: said(missed.hit),
            line: source.at.line,
            file,
            write: `- ${side}: ${formatTurnText(onLine, variant, record.language)}`,
          })}\n`,
        );
      }
      // Two results typed the other way round: the command that records them swapped.
      const swappedBack = resultsSwapped?.swappedResults;
      if (swappedBack !== undefined && announcement?.kind === 'per-shot' && opts.json !== true) {
        // The two shots' places in the turn typed, and its results with those two swapped.
        const a = resultsSwapped!.salvo! - number;
        const b = a + swappedBack.shots[1]! - swappedBack.shots[0]!;
        const results = [...announcement.shots];
        [results[a], results[b]] = [results[b]!, results[a]!];
        const mended = formatAnnouncement({ kind: 'per-shot', shots: results }, variant, record.language);
        const command = [
          `salvo record ${shellWord(file)} ${shellWord(sideArg)} ${cells.cells.map((c) => formatCell(c, variant.board)).join(' ')} -r ${shellQuoted(mended)}`,
          ...(opts.note !== undefined ? [`--note ${shellQuoted(opts.note)}`] : []),
          ...(opts.lang !== undefined ? [`--lang ${shellWord(opts.lang)}`] : []),
        ].join(' ');
        io.err(`salvo: ${playTextOf(variant, lang).resultsOtherWay(mended, command)}\n`);
      }
      // A salvo after the game's end: the next game goes in a record of its own, said with the command, as play says it.
      if (breaches.some(({ b }) => b.code === 'after-game-end')) {
        io.err(`salvo: ${playTextOf(variant, lang).anotherGame(`salvo new ${shellWord(record.variant)} -o ${shellWord(file.replace(/(\.ya?ml)?$/iu, '-2$1'))}`)}\n`);
      }
      if (opts.json) io.out(JSON.stringify({ ok: false, file, variant: variant.id, violations: breachesJson, warnings: [...problems, ...setAsideJson] }, jsonReplacer, 2) + '\n');
      throw new ExitCode(1);
    }
    shots = shots.map((s) => ({ ...s, forced: true }));
  }
  const edited = shots.length > 1 ? appendTurn(f.text, record, variant, shots) : appendSalvo(f.text, record, variant, shots[0]!);
  if (edited.rewritten) {
    await keepBackup(resolve(io.cwd, file), f.text).catch((e: unknown) => {
      throw asWrite(e);
    });
    io.err(`salvo: ${playTextOf(variant, lang).rewritten(file)}\n`);
  }
  // A refusal is of a file being written (marked so): main's advice is about the path written
  // to, not about a file to read ("run 'salvo variants'").
  await writeFileAtomic(resolve(io.cwd, file), edited.text).catch((e: unknown) => {
    throw asWrite(e);
  });
  // After a salvo left out, what check finds of these salvos as written in that record's own
  // judging did not (no fleet of the target fits the announcements with the gap read as put back):
  // recorded, as nothing typed is lost, and said as a warning, as check says it (its place in the
  // file and its fix, else to run check), numbered as check numbers it.
  const saidAlready = (c: Breach): boolean => [...breaches, ...setAside].some(({ k, b }) => number + k === c.salvo && b.code === c.code);
  const checkedOnly = found.missing.length > 0 ? checkedOf(edited.text).filter((c) => !saidAlready(c)) : [];
  const checkedOnlyJson = checkedOnly.map((b) => ({ severity: 'warning' as const, ...breachJson(b) }));
  if (opts.json !== true) {
    const runCheck = RUN_CHECK[lang === 'ru' || lang === 'pl' ? lang : 'en'](file);
    for (const b of checkedOnly) {
      const words = refT === undefined ? undefined : breachSaid(b, refT);
      const d = { ...(words ?? breachDiagnostic(b)), severity: 'warning' as const };
      const advised = d.suggestion === undefined ? { ...d, suggestion: runCheck } : d;
      const said = words === undefined ? formatDiagnostic(advised) : formatSaid(advised, refT);
      io.err(`${words === undefined && singleShots(variant) ? shotsNamed(said) : said}\n`);
    }
  }
  // What check would say was not judged of these salvos (a size, a turn, a repeat), said now.
  // In the record's language, as check says them (a shot where every salvo is one, in English too).
  const unjudged = unjudgedOfNewSalvos(edited.text, variant, file, shots.length, lang);
  const saying = speak === undefined ? undefined : refereeText(lang, singleShots(variant), (s) => sideName(edited.record, variant, s, lang));
  for (const w of unjudged) io.err(unjudgedLine(w, variant, saying) + '\n');
  // The game's result as check makes it: a revealed fleet the announcements belie is set aside.
  const decided = resultRecordAsRead({ ...parseRecord(edited.text, variant, { file }), variant });
  const info = turnInfo(asFired(decided.record), variant);
  // The shots owed next, as narrow as the announcements allow (not only their words).
  const turn = info.owed !== null && info.next !== null ? { ...info, owed: possibleOwed(asFired(edited.record), variant, info.next, info.owed) } : info;
  // Said in the record's language, as play says it.
  const t = playTextOf(variant, lang);
  // The sides named as play names them (`«Красные»` in Russian), not by the record's ids.
  // Outside English, with the player in parentheses (`«Красные» (Маша)`), as the salvo before
  // it is said back by its player (`Коля: а1 …`, spokenSide): the two name the same sides.
  const title = (side: string): string => sideTitle(edited.record, variant, side, lang, { player: lang !== 'en' });
  // The other side it may be, said in brackets, by its name alone (no bracket inside another), as play's prompt says it.
  const bare = (side: string): string => sideTitle(edited.record, variant, side, lang);
  const nextText = turn.over
    ? t.gameOver(describeResult({ result: turn.state.result, state: turn.state }, edited.record, variant, t, undefined, undefined, lang))
    : turn.next === null
      ? t.nobodyCanFireNow
      : t.next(title(turn.next), `${turn.owed ? t.owed(turn.owed.min, turn.owed.max) : '?'}${alternativeIn(t, turn.alternative === null ? null : bare(turn.alternative), bare(turn.next), edited.record, undefined, variant)}`);
  if (opts.json) {
    // The salvos added, numbered as check numbers them, and whose turn it is now, as check --json gives it.
    // The side's own numbers follow its salvos before them as `sideSalvos` lists them (a line
    // naming no cell counting; a record with one is refused above, as it has an error).
    // A salvo that seems left out (salvo-missing) counts too, as check numbers the side's salvos.
    const before = sideSalvos(judgedRecord, (s) => s === side, countingMissing(f.sources, found.missing)).length;
    const recorded = shots.map((shot, k) => ({
      salvo: number + k,
      side: shot.side,
      sideSalvo: before + shots.slice(0, k + 1).filter((s) => s.side === shot.side).length,
      cells: shot.cells.map((c) => formatCell(c, variant.board)),
      announcement: shot.announcement === null ? null : formatAnnouncement(shot.announcement, variant, record.language),
      ...(shot.note !== undefined ? { note: shot.note } : {}),
      ...(shot.forced ? { forced: true } : {}),
    }));
    // Whose turn it is with the record read as meant, as check judges the game; and, where it
    // differs, with the record read as written (a line under the wrong side, two lines swapped).
    const next = nextJson({ state: info.state }, asFired(decided.record), variant);
    const meant = found.reading.sides.size > 0 || found.reading.swaps.length > 0;
    const asWritten = meant ? nextJson({ state: turnInfo(edited.record, variant).state }, edited.record, variant) : next;
    const differs = JSON.stringify(asWritten) !== JSON.stringify(next);
    const json = { ok: true, file, variant: variant.id, recorded, rewritten: edited.rewritten, result: info.result, ...(decided.setAside.length > 0 ? { resultByAnnouncements: decided.setAside } : {}), next, ...(differs ? { nextAsWritten: asWritten } : {}), warnings: [...slips.map((b) => ({ severity: 'warning' as const, ...breachJson(b) })), ...problems, ...setAsideJson, ...breachesJson, ...checkedOnlyJson, ...unjudged.map(plainWarning)] };
    io.out(JSON.stringify(json, jsonReplacer, 2) + '\n');
    return;
  }
  // The side as the players name it (`Коля: а1`), as play says back what it saves.
  const said = spokenSide(record, variant, shots[0]!.side, lang);
  // The note written with it said back too (once for a turn: the file writes it on the turn's line).
  const noted = opts.note === undefined ? '' : ` (${NOTE_WORD[lang === 'ru' || lang === 'pl' ? lang : 'en']}: ${opts.note})`;
  const text = `${said}: ${shots.length > 1 ? formatTurnText(shots, variant, record.language) : formatSalvoText(shots[0]!, variant, record.language)}${noted}`;
  io.out(`${t.recorded(number, number + shots.length - 1, shots[0]!.forced === true, text, nextText)}\n`);
  // The result went by the announcements, a revealed fleet they belie set aside: said under it, as check says it.
  for (const line of setAsideLines(decided.setAside, edited.record, variant, reportText(lang, singleShots(variant)), lang, copiedOf(decided.belied))) io.out(`${line}\n`);
  // Saved without its announcement (no --result): say how to give it, before the game goes on without it.
  if (shots.some((s) => s.announcement === null) && !turn.over) io.out(`${t.noResultYet(file)}\n`);
  // The salvo before these was saved without its announcement: said once, as the salvo stops
  // being the last, with the two ways to give it (play asks for it first; or in the file). Its
  // side named as the confirmation names it (`Коля: А1`); the file's line keeps the record's id.
  const before = record.salvos.at(-1);
  if (before !== undefined && before.announcement === null && before.cells.length > 0) {
    const cellsText = formatSalvoText(before, variant, record.language);
    io.out(`${t.earlierNoResult(record.salvos.length, `${spokenSide(record, variant, before.side, lang)}: ${cellsText}`, `${before.side}: ${cellsText}`, file)}\n`);
  }
}

/**
 * An arrow between the cells and their result, in any form a record's line takes (`->`, `-->`,
 * `=>`, `→`, a long dash before `>`: parse-salvo.ts), and typed with a space inside (`- >`).
 */
const ARROWS = arrowPattern(true, 'gu');

/** The words of the cell arguments, each arrow a word of its own written `->` (`Б2→мимо`, `Б2 - > мимо` as `Б2 -> мимо`). */
function wordsWithArrows(cellArgs: readonly string[]): string[] {
  return cellArgs.join(' ').replace(ARROWS, ' -> ').split(/\s+/u).filter((w) => w !== '');
}

/** A command-line word that is only an arrow (`->`, `- >`, `-->`, `→`): typed between the cells and their result. */
const ARROW_WORD = new RegExp(`^\\s*(?:${ARROWS.source})\\s*$`, 'u');

/**
 * `salvo record`'s arguments (`args`: the words after `record`) with an arrow typed as a word of
 * its own that commander would take for an option (`salvo record g.yaml blue Б2 '->' мимо`:
 * "unknown option '->'") written `→`, so that it reaches record among the cells, as `Б2->мимо`
 * does; a value of an option (`--note '-> later'`) and the words after `--` as they are.
 *
 * @example
 *   arrowsAsOperands(['g.yaml', 'blue', 'Б2', '->', 'мимо']) // ['g.yaml', 'blue', 'Б2', '→', 'мимо']
 */
export function arrowsAsOperands(args: readonly string[]): string[] {
  let [skip, operands] = [false, false];
  return args.map((w) => {
    if (skip || operands) {
      skip = false;
      return w;
    }
    if (w === '--') operands = true;
    else if (w.startsWith('-') && ARROW_WORD.test(w)) return '→';
    else skip = VALUE_OPTIONS.has(w);
    return w;
  });
}

/**
 * `--result попал в трёхклеточный` typed without quotes: the shell gives `попал` to --result and
 * `в трёхклеточный` to the cells after `д3 е4 ж5`. Where the cell arguments split into cells that
 * read and words that, after the result given, make an announcement that reads with no error (and
 * the result given alone does not), the cells, the words cut off and the announcement whole;
 * undefined otherwise.
 *
 * @example
 *   resultCutAtSpaces(['д3', 'е4', 'ж5', 'в', 'трёхклеточный'], 'попал', perelman, 'ru')
 *   // { cells: ['д3', 'е4', 'ж5'], rest: 'в трёхклеточный', result: 'попал в трёхклеточный' }
 */
function resultCutAtSpaces(cellArgs: readonly string[], given: string, variant: Variant, language: string | undefined): { cells: string[]; rest: string; result: string } | undefined {
  const args = cellArgs.join(' ').split(/\s+/u).filter((w) => w !== '');
  for (let k = 1; k < args.length; k++) {
    const cells = parseCellList(args.slice(0, k).join(' '), variant.board);
    if (hasErrors(cells.diagnostics) || cells.cells.length === 0) continue;
    const clean = (text: string): boolean => {
      const a = parseAnnouncement(text, variant, cells.cells.length, language);
      return a.announcement !== null && !hasErrors(a.issues.map((x) => x.diagnostic));
    };
    const rest = args.slice(k).join(' ');
    const result = `${given} ${rest}`;
    if (clean(result) && !clean(given)) return { cells: args.slice(0, k), rest, result };
  }
  return undefined;
}

/** The cells typed before an arrow with nothing after it (`Б2 ->`, `A1 A2->`), where they read as cells. */
function cellsBeforeEmptyArrow(cellArgs: readonly string[], variant: Variant): string[] | undefined {
  const args = wordsWithArrows(cellArgs);
  if (args.length < 2 || args.at(-1) !== '->') return undefined;
  const before = args.slice(0, -1);
  const cells = parseCellList(before.join(' '), variant.board);
  return hasErrors(cells.diagnostics) || cells.cells.length === 0 ? undefined : before;
}

/**
 * The cell arguments split where the rest reads as an announcement with no error (`A1 A2 no
 * hits`): the cells before it and that text; undefined when no such split reads cleanly. The
 * words are read as typed whether quoted as one argument or not (`'Б2 попал'` as `Б2 попал`), and
 * an arrow before the result, as the record's line has it (`Б2 -> попал`, `Б2->попал`), is left out.
 */
function resultAmongCells(cellArgs: readonly string[], variant: Variant, language: string | undefined): { cells: string[]; result: string } | undefined {
  const args = wordsWithArrows(cellArgs);
  for (let k = 1; k < args.length; k++) {
    const cells = parseCellList(args.slice(0, k).join(' '), variant.board);
    if (hasErrors(cells.diagnostics) || cells.cells.length === 0) continue;
    const result = args.slice(args[k] === '->' ? k + 1 : k).join(' ');
    if (result === '') continue;
    const a = parseAnnouncement(result, variant, cells.cells.length, language);
    if (a.announcement !== null && !hasErrors(a.issues.map((x) => x.diagnostic))) return { cells: args.slice(0, k), result };
  }
  return undefined;
}
