/**
 * What `salvo play` says at the table (whose turn, the shots owed, prompts, confirmations, the
 * papers' totals, the hints' headings) and `salvo record`'s confirmation, in English, Russian and
 * Polish, as `describe-phrases.ts` does for the rules and `render/i18n.ts` for the pad. The
 * game's own words (cells, announcements, ship and chart names) come from the variant; the
 * commands typed (`undo`, `show`, `quit`, …) and the referee's diagnostics stay as they are.
 * Other languages fall back to English. Where every salvo is one shot (Морской бой, Statki) the
 * Russian and Polish texts speak of shots (выстрел, strzał), as players there do.
 *
 * @example
 *   playText('ru', true).saved(3, 'первый: Е8 -> попал') // 'записан выстрел 3: первый: Е8 -> попал'
 *   playText('pl', false).owed(2, 3)                     // 'od 2 do 3 strzałów'
 */
import { possessive } from '../../core/possessive.js';
import { plural } from '../../core/plural.js';
import { localNumber } from '../../core/local-number.js';
import { singleShots, type Variant } from '../../variant/model.js';
import type { ExactLimit } from '../../inference/engine.js';
import { quoted, spoken } from '../../core/language.js';
import { heatLegend, withArticle, type HeatMark } from '../../render/i18n.js';
import { shellWord } from '../../core/shell-word.js';
import { inRecord } from '../../analysis/report-text.js';

/** A miss its side fired again after, as `record` says it (missThenFiredAgain). */
export interface MissThenFired {
  readonly side: string;
  readonly shot: number;
  readonly cell: string;
  readonly written: string;
  readonly hit: string;
  readonly line: number;
  readonly file: string;
  readonly write: string;
}

export interface PlayText {
  /** The session's first line: the game, the sides (`blue (Петя)`), the salvos recorded. */
  start(game: string, sides: readonly string[], salvos: number): string;
  /** The turn line: salvo `n` of the record, `side` (with its alternative), its own salvo `k`, the shots owed, the shots left, why again. */
  turn(n: number, side: string, k: number, owed: string, left: string, again: string): string;
  /** The shots owed: `min` to `max` (one number when they are equal). */
  owed(min: number, max: number): string;
  /** Of the shot limit: ` (54 of 60 left)`. */
  shotsLeft(left: number, limit: number): string;
  readonly cellsPrompt: string;
  /** The result prompt: for which cells (`cells`, `all` when several are left), the true announcement offered on Enter. */
  resultPrompt(cells: string | undefined, all: number, hint: string | undefined): string;
  againSkip(other: string, ship: string | undefined): string;
  againNoShots(other: string): string;
  readonly againAfterHit: string;
  againCannotFire(other: string): string;
  /** Whose turn hangs on an announcement not given yet (salvo `n`'s), or on the penalty. */
  orDepending(alt: string, n: number): string;
  orPenalty(alt: string): string;
  /** Whose turn hangs on the last result, which the fleet shown belies (a hit written as a miss, or the other way round), where no penalty is in the rules. */
  orMisread(alt: string): string;
  /** Whose turn hangs on the last result, a "hit" or "sunk" the fleet shown gives as a miss: the shooter fires again if the fleet is what was copied wrong. */
  orBelied(alt: string): string;
  /** Whose turn hangs on the last result, a repeat's "hit" or "sunk" (the fleet shown or not): the rules read it as a miss, the table may have gone by the word. */
  orRepeat(alt: string): string;
  /** Salvo `n` saved (`forced`: as announced past the fleet written for the side fired at, marked `forced: true`, as record --force writes it). */
  saved(n: number, text: string, forced?: boolean): string;
  removed(n: number, text: string): string;
  /** Above the removed salvo's own lines, when they held a note or a comment: nothing typed is lost. */
  readonly removedLines: string;
  readonly nothingToUndo: string;
  /**
   * `note <text>` at the cells prompt: written on salvo `n`, the last recorded, said back with the
   * note it now has; on the shots `n` to `last` where they are one turn line (the line's note).
   */
  noted(n: number, last: number, note: string): string;
  /** `note <text>` with no salvo recorded yet to write it on. */
  readonly noNoteSalvo: string;
  /** `note` with no text after it: how to type one. */
  readonly noteEmpty: string;
  /** `note <text>` at the result prompt of salvo `n`: written on it with its announcement. */
  noteWithResult(n: number, note: string): string;
  /** The result after gameOver, as check says it (report-text.ts): `blue won (the enemy fleet sunk)`; in Russian and Polish the same words after a comma (`победила сторона «первый» (Оля), флот противника потоплен`), as check says them: the side's player may be in brackets before them. */
  won(winner: string, fleetSunk: boolean): string;
  readonly draw: string;
  readonly nobodyCanFire: string;
  readonly overPrompt: string;
  notOverCommand(typed: string): string;
  /**
   * A quit letter typed alone (`в`, `w`, `q`) that the game reads as something else (`clash`): it
   * does not quit there; the word that does.
   */
  quitLetterClash(typed: string, clash: QuitClash): string;
  /** After the game: another is started in a record of its own, with this command. */
  anotherGame(command: string): string;
  now(text: string): string;
  /** Cells of a turn typed at once after the turn passed to `next` (null: the game is over). */
  turnOver(next: string | null, cells: string): string;
  cellsTakenBack(cells?: string): string;
  /** The notes typed at the result prompt of cells taken back (`undo` there), written on no salvo: each as typed, to be typed again. */
  notesTakenBack(typed: readonly string[]): string;
  /** The session ended at the question whether a cell typed in the other layout was meant (`typed`): nothing of it recorded. */
  unconfirmed(typed: string): string;
  /**
   * A salvo not taken, in one sentence, said in the session's language after the referee's
   * diagnostic: `typed` (the cells as typed, `n` of them) quoted first where they are given back
   * to copy or mend, why in brackets (`reasons`), then what to type.
   */
  notTakenSalvo(typed: string | undefined, n: number, reasons: readonly string[]): string;
  /**
   * Cells typed after a side's name with a slip (`typed`, the line; `n` cells), not taken: the
   * line to type instead, the name mended (`lines`, one); or, where the name `name` fits both
   * sides, the line of each (`lines`, two), one a line to copy.
   */
  sideLineToType(typed: string, n: number, name: string, lines: readonly string[]): string;
  /** Why cells are refused: `cells` were fired at before. */
  firedBefore(cells: string): string;
  /** Why cells are refused: `cells` (`n` of them) were typed twice in the line. */
  typedTwice(cells: string, n: number): string;
  /**
   * Why cells are refused: it is `side`'s turn, `player` playing it. Said inside the refusal's
   * brackets, so the player is named without brackets of its own (`it is Ala's turn, playing blue`).
   */
  turnIsOf(side: string, player?: string): string;
  /** The results of a turn refused; `typed` (the line as typed) given back to copy or mend. */
  notTakenResults(typed?: string): string;
  /** An announcement refused; `typed` (the line as typed) given back to copy or mend. */
  notTakenAnnouncement(typed?: string): string;
  /** Not taken, as the fleet written for `side` under fleets: gives other results: check them with `side`, or mend the fleet in `file`. */
  notTakenByFleet(side: string, file: string, plural: boolean, typed?: string, force?: boolean): string;
  /**
   * After `force`: the results (`plural`) saved as announced, marked forced in `file`; check goes on
   * reporting that they contradict the fleet written for `side` until the answer or the fleet is mended.
   */
  forcedKept(side: string, file: string, plural: boolean): string;
  /**
   * After a result (`plural`: results) refused by the rules or as no legal fleet gives it (not by
   * the fleet written under fleets:, which `notTakenByFleet` says): that if `side` stands by it,
   * `force` saves it as announced, marked forced, as record --force would, and check goes on reporting it.
   */
  forceOffered(side: string, plural: boolean): string;
  /** After cells refused by the rules (out of turn, a cell repeated, a salvo of the wrong size): `force` takes them as fired, marked forced, as record --force does. */
  forceCellsOffered: string;
  /** No (`нет`, `nie`, `no`) typed to `forceCellsOffered`: nothing taken, the salvo to type again. */
  readonly forceCellsDeclined: string;
  /** After `force` of a result refused by the rules (not by the fleet): saved as announced, marked forced in `file`; check goes on reporting it. */
  forcedKeptBreach(file: string, plural: boolean): string;
  /** `force` typed with no result just refused to save. */
  readonly nothingToForce: string;
  /**
   * A result refused as one half of two results swapped across two turns (`results-swapped` at a
   * line already saved): shot `shot`'s result is in `file`, at `line`, where play does not change
   * it; if the answers were `answers` (each result with its cell, `[[result, cell], …]`), that line
   * is to be edited by hand to read `write`, and this shot typed again, with its result (`again`,
   * after undo); else the announcement typed again. `typed` (the line as typed), where given back, quoted first.
   */
  editEarlierLine(shot: number, file: string, line: number, answers: readonly (readonly [string, string])[], write: string, again: string, typed?: string): string;
  /** After a "not taken" line: an earlier salvo (`one`) or one of several (`many`) may be recorded wrong. */
  earlierWrong(where: string, many: boolean): string;
  /** `line 7`, as the file's line is named in earlierWrong; ` in g.yaml` after many. */
  line(n: number): string;
  inFile(file: string): string;
  readonly noCells: string;
  /** Cells typed with a slip, taken as read: [typed, cell]. */
  readAs(pairs: readonly (readonly [string, string])[]): string;
  /** Cells typed in the keyboard's other layout, perhaps: [typed, cell]; y to take them. */
  didYouMean(pairs: readonly (readonly [string, string])[]): string;
  readonly yesNoPrompt: string;
  /** A cell not on this board (`off`: shaped like one, a label not on it), the board's labels, the cells it may be (none, one, or either of two). */
  notACell(typed: string, off: boolean, columns: string, rows: string, meant: readonly string[]): string;
  /** After "not a cell": the commands a word typed alone is one slip away from (`undoo` → undo), said after the cell's message. */
  commandMeant(words: readonly string[]): string;
  /**
   * After "not a cell": a word of the game typed alone (`ship`, `выстрел`, `statek`), no command
   * either, so none is guessed (`ship` is one letter from skip): what the prompt takes, `example` a cell.
   */
  gameWordNotCommand(example: string): string;
  /**
   * A line of words of which none is a cell (`what did i hit`, `undo last`), said once,
   * not "not a cell" for each word: the board's labels, a cell for `example`, and the command its
   * first word is, as typed (`undo`), to type alone.
   */
  wordsNotCells(text: string, columns: string, rows: string, example: string, command: string | undefined): string;
  /**
   * A command typed with a number after it and no cells (`undo 2`, `отмена 2`, `show 3`): not
   * taken, the command (`command`, as typed) to type alone; of undo (`undo` true), that it takes
   * back the last salvo, and typed again, the one before.
   */
  commandNotAlone(text: string, command: string, undo: boolean): string;
  /** Cells typed with a comma inside one (`г,3`): not taken; `cells` as read without it. */
  commaInCell(typed: string, cells: string): string;
  notASide(name: string, sides: string): string;
  /** A name typed before a result (`Вася: мимо`) that is no side's nor any player's: the game's players, as the record names them. */
  noSuchPlayer(name: string, players: readonly string[]): string;
  /** A side (`player` undefined) or a side's player named without the colon. */
  sideWithoutColon(name: string, rest: string, playerOf: string | undefined): string;
  announcementNotCells(text: string, example: string): string;
  cellsNotAnnouncement(line: string, several: boolean, cells: string, words: string, typed: string): string;
  /**
   * A word typed at the result prompt that is none of the game's announcements (`рнаил`): the word
   * it may be (`meant`), the alphabet it was typed in where the word meant is written in the other
   * (`mimo` for мимо: `latin`), or `'layout'` where it was typed with the keyboard in Latin layout
   * (`vbvj` for мимо: said after the word meant, as check says it), `'russian-layout'` the other way
   * round (`ьшыы` for miss), and the words to type
   * (wordsPerShot, wordsPerSalvo); `words` undefined where a line after it says what to type.
   */
  notAWord(typed: string, meant: string | undefined, words: string | undefined, alphabet?: TypedIn): string;
  /**
   * The words a shot is answered with; `sunk` undefined where the variant announces no sinking;
   * `named`, where the announcement names the ship's class (a sinking `with-class`, a hit with
   * `hitClass`), the words so said (`sunk Cruiser`).
   */
  wordsPerShot(miss: string, hit: string, sunk: string | undefined, named?: readonly string[]): string;
  wordsPerSalvo(className: string, noHits: string): string;
  typeWhatAnnounced(defender: string | undefined): string;
  /**
   * An empty line at the result prompt where the fleet written for `defender` is set aside, as the
   * announcements belie it: what to type, and why the line takes nothing from that fleet (`command`: check of the record;
   * `see`: the finding check says it with, `fleet-belied` or `fleet-copied-wrong`).
   */
  typeWhatAnnouncedSetAside(defender: string, command: string, see?: string): string;
  /** Results of a turn read neither as one nor as one a shot: `typed` (the line) quoted first, then what to type. */
  typeResultOrAll(first: string, n: number, shots: string, typed?: string): string;
  pending(n: number, text: string, calledNext: string): string;
  leftWithout(n: number): string;
  /**
   * Salvo `n`, not the last, has no announcement: asked for, with the word that leaves it for later;
   * `details`, what its note keeps (` (result typed: hit)`), or ''.
   */
  pendingEarlier(n: number, text: string, details: string): string;
  /**
   * The session ended with `typed` given for salvo `n` and not taken (it did not read, or a later
   * salvo no longer stood after it): kept in that salvo's note, asked for again next time.
   */
  resultKept(n: number, typed: string): string;
  /** Salvo `n` (not the last) left without its announcement for now. */
  leftForLater(n: number): string;
  readonly allAnnounced: string;
  /** `result` typed before any salvo was fired: there is no announcement to give yet. */
  readonly noneToAnnounce: string;
  unannouncedEarlier(n: number, cells: string, file: string): string;
  reloaded(file: string, salvos: number, unsaved: string | undefined, typeAgain: boolean): string;
  broken(file: string, unsaved: string | undefined, fixIt: boolean): string;
  keptBeside(file: string, text: string, what: 'fixed' | 'stands' | 'announce'): string;
  rewritten(file: string): string;
  notYourTurn(side: string | null): string;
  inputEnded(typed: string): string;
  /** Ctrl-C before the salvo not saved (the file changed by hand) was typed again: kept as inputEnded says. */
  interruptedBeforeRetyped(typed: string): string;
  readonly nextSessionAsks: string;
  /** Salvo `n`, its cells typed and the session ended (quit, the end of input) at its result: saved without it; `next`, the cells called after it in the turn, kept in its note. */
  keptWithoutResult(n: number, next: string | undefined): string;
  fileSaved(file: string): string;
  /** The session ends having written nothing to the record (quit right after opening it, say). */
  fileUnchanged(file: string): string;
  readonly interrupted: string;
  /** Ctrl-C while the hint after salvo `n` (saved) was worked out: the hint is dropped, the salvo kept. */
  hintStopped(n: number): string;
  /** After an interruption: the command that goes on with the game. */
  goOn(command: string): string;
  /** The record has errors: play does not start. */
  fixFirst(file: string): string;
  /**
   * The help: an example of cells, the other side with a cell, the file; the turn lines' example
   * and words where a turn may be typed at once; `quitLetters`, the letters typed alone that quit
   * in this game (`q`, where the variant reads it as nothing else); `sinks`, whether the score
   * names the enemy ships sunk (`scoreSaysSunk`: the announcements tell them).
   */
  help(example: string, other: string, file: string, turn?: { cells: string; results: string }, quitLetters?: readonly string[], sinks?: boolean): string;
  /** The paper's heading: `blue (Петя) after 3 salvos`. */
  paperAfter(side: string, n: number): string;
  /** The paper's totals; `tallied(n, byClass)` where some hits are not by class (none of them: `byClass` 0, said in words). */
  totals(taken: string, given: string, fired: number, left: number | null): string;
  tallied(n: number, byClass: number): string;
  /**
   * A side's score, as `score` (`счёт`, `stan`) says it: `side` (with its player) fired `fired`
   * shots, scored `hits.least` hits and sank `sunk.least` of the enemy's `ships` ships, as many as
   * the announcements prove, each said to be perhaps more where they leave more possible (`most`:
   * Perelman's class named, hit once or more; Jutland's destroyers hit twice, one sunk or none; a
   * result left for later) (`sunk` undefined: the announcements do not tell ships sunk, and none
   * is said); `left` shots left under the limit (null: no limit).
   */
  score(side: string, fired: number, hits: { readonly least: number; readonly most: number }, sunk: { readonly least: number; readonly most: number } | undefined, ships: number, left: number | null): string;
  lost(n: number): string;
  sank(n: number): string;
  /** The line under the papers saying what their marks mean: only what the charts shown hold, as the game announces. */
  legend(shown: ChartLegendParts): string;
  /** `salvo record`'s confirmation: salvos `from`–`to` (one when equal) recorded, then what comes next. */
  recorded(from: number, to: number, forced: boolean, text: string, next: string): string;
  next(side: string, owed?: string): string;
  /** `salvo record` refused salvos `from`–`to` (one when equal): the file is unchanged. */
  notRecorded(from: number, to: number, file: string): string;
  /** `salvo record` refused only as out of turn, where `side` (whose turn it was) firing it would be recorded: the command that records it so. */
  otherSideFired(side: string, command: string): string;
  /**
   * `salvo record` refused several cells given without their results where every salvo is one
   * shot (a turn goes on only after a hit): the command with a result for each (`withResults`,
   * placeholders in the language), or the first shot alone (`first`).
   */
  turnWithResults(withResults: string, first: string): string;
  /** The placeholder of one result in such a command (`<result>`). */
  readonly resultPlaceholder: string;
  /**
   * A shot of `side` refused as out of turn right after its own shot `shot` (`cell`) written a miss
   * (`written`), where a hit earns another shot: if it was a hit (`hit`), the line to write at
   * `line` of `file` (`write`), then the shot again; if not, --force for a shot out of turn.
   */
  missThenFiredAgain(m: MissThenFired): string;
  /**
   * Play's question after cells of `side` (`typed`) refused as out of turn right after its shot
   * `shot` (`cell`) saved a miss (`written`): was it a hit? `hit` (or `sunk`, where a sinking is
   * announced) typed next corrects it and takes the cells; no keeps the miss (and then, only then,
   * force is offered for the cells); anything else goes on as typed.
   */
  missThenFiredAsk(m: { readonly side: string; readonly shot: number; readonly cell: string; readonly written: string; readonly hit: string; readonly sunk: string | undefined; readonly typed: string }): string;
  /** `force` (or yes) typed while missThenFiredAsk waits for its answer: the question put again, shortly. */
  missAskFirst(m: { readonly shot: number; readonly hit: string; readonly sunk: string | undefined }): string;
  /**
   * A hit typed (`typed`) in answer to missThenFiredAsk after `file` was changed by hand so that
   * shot `shot` is no longer the last, as asked about (or left with errors): nothing written, the
   * answer (`write`, as the file writes it) and the `cells` typed before it given back.
   */
  missNotCorrected(m: { readonly file: string; readonly shot: number; readonly typed: string; readonly write: string; readonly cells: string }): string;
  /** No typed to missThenFiredAsk: shot `shot` stays as saved (`written`). */
  missKept(shot: number, written: string): string;
  /** A result typed at the cells prompt other than the last salvo's (`n`, of `cells`, saved as `was`): how to change that one to it (`typed`). */
  lastResultOther(n: number, cells: string, was: string, typed: string): string;
  /** The miss word alone (`typed`), typed for a salvo of `n` shots each announced, taken as every shot missed: said back before the salvo is saved. */
  missForAll(typed: string, n: number): string;
  /** `salvo record` refused a turn as two of its results typed the other way round (`results-swapped`): the command with them swapped (`results`, as typed there). */
  resultsOtherWay(results: string, command: string): string;
  /** `salvo record` without --result: how to give the announcement later. */
  noResultYet(file: string): string;
  /**
   * `salvo record` after salvo `n` (`cells`), saved without its announcement: play asks for it first, or it is written in the file.
   * `said`: the salvo as the confirmation says it (`Коля: А1`); `line`: as the file writes it (`blue: А1`).
   */
  earlierNoResult(n: number, said: string, line: string, file: string): string;
  /** `salvo record` on a record with errors. */
  fixBeforeAdding(file: string): string;
  gameOver(result: string): string;
  readonly nobodyCanFireNow: string;
  /** The hints' lines. */
  readonly hint: HintText;
  /**
   * After `paperAfter` (of n > 0 salvos), which salvo of the game was the last taken into account:
   * ` of the game (the last: red's 6th)`, `by` the side that fired it and `k` its own number.
   */
  lastOf(by: string, k: number): string;
}

/**
 * What the papers shown hold, for their legend (`PlayText.legend`): how the game's announcements
 * mark the cells, and which other marks are drawn.
 */
export interface ChartLegendParts {
  /**
   * Results announced shot by shot: a cell's mark carries its result (`*` hit, `#` sunk where
   * sinking is announced). Else each salvo is announced as a whole (Jutland, Perelman): its cells
   * carry its number alone, and the roster's tallies give what it hit.
   */
  readonly perShot: boolean;
  /** A sinking is announced shot by shot, marked `#`. */
  readonly sunk: boolean;
  /** A fleet is shown: its ships `■`, and `*` on its chart where a shot hit one of them (`#` where it sank it, with `sunk`). */
  readonly ships: boolean;
  /** A ship of a hatched class is shown `▨`. */
  readonly hatched: boolean;
  /** A tally holds `?`: a hit whose salvo is not known. */
  readonly unknown: boolean;
}

/** A count as `lang` writes it: `12,345` in English, `12 345` in Russian and Polish (as the layouts are). */
function grouped(lang: string, n: number): string {
  return localNumber(lang, n.toLocaleString('en-US'));
}

/** The legend's pieces that are said, in order, joined by `; `. */
function legendOf(parts: readonly (string | false)[]): string {
  return parts.filter((x): x is string => x !== false).join('; ');
}

/** A Markov chain estimate's agreement, as `HintText.mixing` says it. */
export interface ChainMixing {
  readonly chains: number;
  readonly rhat: string;
  readonly wanted: string;
  readonly searched: number;
  readonly burnIn: number;
  readonly agree: boolean;
}

export interface HintText {
  hintFor(side: string): string;
  exact(count: string, seconds: string): string;
  /**
   * An exact count of more layouts than the record allows (`InferenceResult.readings`): a cell that
   * could not be read is read loosely, so `count` is at most that many; `at`, the salvo with the cell
   * and its line, where known.
   */
  superset(count: string, seconds: string, at: { readonly salvo: number; readonly line?: number | undefined } | undefined): string;
  /**
   * Under an estimate (`about`, `chain`) of more layouts than the record allows (`InferenceResult.readings`):
   * a cell that could not be read is read loosely, so the samples are drawn from that wider set; `at` as `superset`'s.
   */
  widerSampled(at: { readonly salvo: number; readonly line?: number | undefined } | undefined): string;
  about(count: string, samples: number, countError: string | undefined, worst: string, seconds: string): string;
  /**
   * A Markov chain's estimate (the count unknown): its chains and sweeps, the largest standard
   * error in points, and how well the chains agree (`chainMixingText`). English where a language
   * has none yet.
   */
  chain?(chains: number, sweeps: number, worst: string, seconds: string): string;
  /**
   * Under a chain's estimate, how far to trust it: whether its `chains` agree (`rhat`, English
   * notation, at most `wanted`), how many were `searched` for a start (not drawn uniformly) and
   * the sweeps each of those dropped (`burnIn`). English where a language has none.
   */
  mixing?(o: ChainMixing): string;
  /** The chance chart's title: of any ship, or (`what`) of one class, named as in a sentence. */
  chanceTitle(what: string | undefined): string;
  readonly pinned: string;
  readonly pinnedNone: string;
  /**
   * A chain estimate's pinned ships: those the evidence itself pins (a sunk ship with its cells),
   * the others not checked; `none` with none. English where a language has none yet.
   */
  pinnedByEvidence?(none: boolean): string;
  mostLikely(cells: string): string;
  /** `salvo infer`'s heading: the game, the side (`второй (Дима)`), the salvos fired at it. */
  heading(game: string, side: string, after: number): string;
  /** The heading's closing note: which salvo of the game the view ends with, and whose. */
  lastSalvo(salvo: number, side: string, sideSalvo: number): string;
  /** `salvo infer`'s statement of the prior. */
  readonly prior: string;
  /** The heatmap's marks, those `shown` on the chart (every one where not given; '' for none); `what` the class of a --class chart (else any ship), `none` how no chance is shown. */
  legend(what: string | undefined, none: string, shown?: ReadonlySet<HeatMark>): string;
  /**
   * No count: the exact count out of reach (`limit`: its budget, by default, or the counter's
   * memory), and `samples` too few to estimate it; what to do.
   */
  unknownCount(samples: number, seconds: string, limit?: ExactLimit): readonly [string, string];
  /**
   * Under an estimate, what stopped the exact count: its work budget, or the counter's memory
   * (`gib`: its limits a pass and for the levels kept, written), which a larger --budget does not
   * move. English where a language has none.
   */
  stoppedBy?(limit: ExactLimit, gib: readonly [string, string]): string;
  /**
   * The same, under a hint of `salvo play`, which has no --budget: the `command` of `salvo infer`
   * that counts the same chances with a larger budget. English where a language has none.
   */
  stoppedByInPlay?(limit: ExactLimit, gib: readonly [string, string], command: string): string;
  /** No legal fleet fits the announcements (`why`: the counter's reason, in parentheses, or ''). */
  noFleet(why: string): string;
  /** None fits with the target's own salvo `after` of `shots` shots, or after salvo `after`; the salvos that conflict. */
  noneFits(after: number, shots: number | undefined, salvos: readonly number[]): string;
  /** After noneFits: the set may not be the smallest, its smaller ones judged with the unread cell of salvo `n` read loosely (`Conflict.looseSalvo`). */
  conflictLoose(n: number): string;
  /** After noneFits: the set may not be the smallest, the work budget having run out while narrowing it (`Conflict.narrowingCut`); with `loose`, also as `conflictLoose` says. */
  conflictCut(loose: number | undefined): string;
  /** After noneFits (not of an own salvo's size): the fit may have been lost as early as after salvo `n`, the announcements before `after` not all judged exactly (`Conflict.earliest`). */
  conflictEarliest(n: number, after: number): string;
  /** The time taken, after noneFits; with `checkAdvice` where no conflict was found. */
  took(seconds: string, checkAdvice: boolean): string;
  /** `--pdf`'s confirmation. */
  pdfWritten(file: string): string;
}

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 21st. */
export const ordinal = (n: number): string => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
};
const qr = (s: string): string => quoted('ru', s);

/** What a quit letter typed alone reads as in a game, so that it does not quit there. */
export type QuitClash = 'column' | 'row' | 'mark' | 'announcement';

/** How a word not of the game's was typed, where the word meant is known (`notAWord`). */
export type TypedIn = 'latin' | 'cyrillic' | 'layout' | 'russian-layout';

/** What is said before the word meant (`typed in Latin letters: `) and after it (` It looks typed …`). */
interface MeantPhrasing {
  readonly before: string;
  readonly after: string;
}

/** Per language, how each way of typing is said around "did you mean …?"; nothing where it is not known. */
const MEANT_PHRASINGS: Readonly<Record<'en' | 'ru' | 'pl', Readonly<Record<TypedIn, MeantPhrasing>>>> = {
  en: {
    latin: { before: 'typed in Latin letters: ', after: '' },
    cyrillic: { before: 'typed in Cyrillic letters: ', after: '' },
    layout: { before: '', after: ' It looks typed with the keyboard in Latin layout' },
    'russian-layout': { before: '', after: ' It looks typed with the keyboard in Russian layout' },
  },
  ru: {
    latin: { before: 'набрано латиницей: ', after: '' },
    cyrillic: { before: 'набрано кириллицей: ', after: '' },
    layout: { before: '', after: ' Похоже, набрано в латинской раскладке' },
    'russian-layout': { before: '', after: ' Похоже, набрано в русской раскладке' },
  },
  pl: {
    latin: { before: 'wpisane alfabetem łacińskim: ', after: '' },
    cyrillic: { before: 'wpisane cyrylicą: ', after: '' },
    layout: { before: '', after: ' Wygląda na wpisane w łacińskim układzie klawiatury' },
    'russian-layout': { before: '', after: ' Wygląda na wpisane w rosyjskim układzie klawiatury' },
  },
};

/** `did you mean мимо?` in `lang`'s words (`question`), with how the word was typed said around it. */
function meantSaid(lang: 'en' | 'ru' | 'pl', question: string, alphabet: TypedIn | undefined): string {
  const how = alphabet === undefined ? { before: '', after: '' } : MEANT_PHRASINGS[lang][alphabet];
  return `${how.before}${question}${how.after}`;
}
const qp = (s: string): string => quoted('pl', s);

/**
 * The hint's and infer's words in English; `single`: every salvo of the game is one shot (Морской
 * бой, Statki, the 1967 game), where the heading counts shots (after 20 shots against it, to shot
 * 31 of the game), as the Russian and Polish do.
 */
function enHint(single: boolean): HintText {
  const salvo = single ? 'shot' : 'salvo';
  return {
    hintFor: (side) => `Hint for ${side}:`,
    exact: (count, s) => `Consistent layouts: ${count} (exact, ${s} s)`,
    superset: (count, s, at) =>
      `Consistent layouts: at most ${count} (NOT exact: the unread cell${at === undefined ? '' : ` of ${salvo} ${at.salvo}${at.line !== undefined ? ` (line ${at.line})` : ''}`} is read loosely, so every layout of each reading of it is counted, and perhaps more; the chances are those of that wider set; ${s} s)`,
    widerSampled: (at) =>
      `The samples are of more layouts than the record allows: the unread cell${at === undefined ? '' : ` of ${salvo} ${at.salvo}${at.line !== undefined ? ` (line ${at.line})` : ''}`} is read loosely, so they are drawn from every layout of each reading of it, and perhaps more; the chances are those of that wider set.`,
    about: (count, samples, err, worst, s) =>
      `Consistent layouts: about ${count} (NOT exact: estimated from ${grouped('en', samples)} ${plural('en', samples, 'sample', 'samples')}${err !== undefined ? `, standard error ${err}` : ''}; standard error of each probability up to ${worst} points; ${s} s)`,
    chain: (chains, sweeps, worst, s) =>
      `Consistent layouts: not counted (out of reach). Chances NOT exact: estimated by a Markov chain over the consistent layouts (${chains} chains, ${grouped('en', sweeps)} sweeps); standard error of each probability up to ${worst} points; ${s} s`,
    mixing: ({ chains, rhat, wanted, searched, burnIn, agree }) => {
      const starts =
        searched === 0 ? 'each started from an exactly uniform layout' : `${searched} started from layouts found by a search, not drawn uniformly, and discarded their first ${burnIn} sweeps`;
      return agree
        ? `The ${chains} chains agree (R̂ ${rhat}, at most ${wanted} wanted); ${starts}.`
        : `WARNING: the ${chains} chains disagree (R̂ ${rhat}, at most ${wanted} wanted): the chances may be biased towards the layouts the chains started from (${starts}), by more than their standard errors say; give it a larger --budget.`;
    },
    chanceTitle: (what) => `Chance of ${what ?? 'any ship'} per cell (%)`,
    pinned: 'Pinned down:',
    pinnedNone: 'Pinned down: none yet',
    pinnedByEvidence: (none) =>
      none ? 'Pinned down by the evidence itself: none (an estimate: other ships are not checked)' : 'Pinned down by the evidence itself (an estimate: other ships are not checked):',
    mostLikely: (cells) => `Most likely cells not yet fired at: ${cells}`,
    // A side whose id is no English word takes no `'s` either (`the 45th of первый`, not `первый's 45th`).
    lastSalvo: (n, side, k) => `, to ${salvo} ${n} of the game (${possessive(side, ordinal(k))})`,
    // A side named with its player takes no possessive after the bracket (`the fleet of red (Miss
    // Crane)`, not `red (Miss Crane)'s fleet`), nor one whose id is no English word (`первый`).
    heading: (game, side, after) => `${game}: ${possessive(side, 'fleet')} after ${after} ${salvo}${after === 1 ? '' : 's'} against it`,
    prior: 'Prior: uniform — every legal layout consistent with the announcements is equally likely.',
    legend: (what, none, shown) =>
      heatLegend(
        'Legend: ',
        [
          ['hit', 'X fired, a ship (certain)'],
          ['water', 'o fired, water'],
          ['ship', what === undefined ? '■ certainly a ship' : `■ certainly ${withArticle(what)}`],
          ['none', what === undefined ? `${none} certainly water` : `${none} certainly no ${what}`],
          ['unknown', '* fired, outcome unknown'],
        ],
        '  ',
        shown,
      ),
    unknownCount: (samples, s, limit) => [
      `Consistent layouts: unknown (NOT exact: ${limit === 'memory' ? 'the exact count needed more memory than the counter allows itself' : 'the exact count was out of reach within the budget'}, and ${grouped('en', samples)} ${plural('en', samples, 'sample', 'samples')} fitted in the budget, too few to estimate it; ${s} s).`,
      `Give it a larger --budget, or run 'salvo check' to see whether the announcements are possible.`,
    ],
    noFleet: (why) => `Consistent layouts: 0 — no legal fleet could have produced these announcements${why}.`,
    noneFits: (after, shots, salvos) =>
      `None fits${shots !== undefined ? ` with its own salvo ${after} of ${shots} shot${shots === 1 ? '' : 's'}` : ` after ${salvo} ${after}`}; these conflict: ${salvo}${salvos.length === 1 ? '' : 's'} ${salvos.join(', ')} (numbered as in the record, as 'salvo check' numbers them).`,
    conflictLoose: (n) => `Perhaps not the smallest such set: smaller ones were judged with the unread cell of ${salvo} ${n} read loosely.`,
    conflictCut: (n) => `Perhaps not the smallest such set: ${n !== undefined ? `smaller ones were judged with the unread cell of ${salvo} ${n} read loosely, and ` : ''}narrowing it down was not finished within the budget of work.`,
    conflictEarliest: (n, after) => `Perhaps none fits already after ${salvo} ${n}: not every announcement before ${salvo} ${after} was judged exactly.`,
    took: (s, advice) => `(${s} s${advice ? `; run 'salvo check' to find the first impossible ${salvo}` : ''})`,
    pdfWritten: (file) => `Heatmap written to ${file}`,
    stoppedBy: (limit, [pass, kept]) =>
      limit === 'memory'
        ? `The exact count needed more memory than the counter allows itself (${pass} GiB a pass, ${kept} GiB for the levels kept for the chances): a larger --budget would not make it exact, only the estimate finer.`
        : 'The exact count was out of reach within the budget (--budget): a larger one may make it exact.',
    stoppedByInPlay: (limit, [pass, kept], command) =>
      limit === 'memory'
        ? `The exact count needed more memory than the counter allows itself (${pass} GiB a pass, ${kept} GiB for the levels kept for the chances): no budget makes it exact; '${command}' makes the estimate finer (--budget, finer still).`
        : `The exact count was out of reach within the hint's budget: '${command}' has a larger one (--budget for more), which may make it exact.`,
  };
}

/** The English hint of a game of salvos, which texts without words of their own fall back to. */
export const EN_HINT: HintText = enHint(false);

function en(single: boolean): PlayText {
  // Where every salvo is one shot (Морской бой, Statki, the 1967 game) play counts shots, as
  // record's own lines (record.ts) and the Russian and Polish texts do.
  const salvo = single ? 'shot' : 'salvo';
  const salvos = single ? 'shots' : 'salvos';
  return {
    start: (game, sides, n) => `${game}: ${sides.join(' vs ')}; ${n} ${plural('en', n, salvo, salvos)} so far. Type help for help.`,
    turn: (n, side, k, owed, left, again) => `${salvo} ${n}: ${side}, its ${salvo} ${k}${single ? '' : `, ${owed}`}${left}${again}`,
    owed: (min, max) => `${min === max ? min : `${min} to ${max}`} ${plural('en', max, 'shot', 'shots')}`,
    shotsLeft: (left, limit) => ` (${left} of ${limit} left)`,
    cellsPrompt: 'cells> ',
    resultPrompt: (cells, all, hint) => `result${cells === undefined ? '' : all > 1 ? ` for ${cells} (or all ${all})` : ` for ${cells}`}${hint === undefined ? '' : ` [Enter: ${hint}]`}> `,
    againSkip: (other, ship) => ` — again: ${other} misses this turn for hitting the ${ship ?? 'protected ship'}`,
    againNoShots: (other) => ` — again: ${other} has no shots left`,
    againAfterHit: ' — again, after a hit',
    againCannotFire: (other) => ` — again: ${other} cannot fire any more`,
    orDepending: (alt, n) => ` (or ${alt}, depending on ${salvo} ${n}'s result)`,
    orPenalty: (alt) => ` (or ${alt}, if the penalty is owed)`,
    orMisread: (alt) => ` (or ${alt}, if the last result was copied wrong: the fleet shown gives another)`,
    orBelied: (alt) => ` (or ${alt}, if the fleet shown was copied wrong: the result said gives another shot)`,
    orRepeat: (alt) => ` (or ${alt}, if the last result was said so at the table: the rules read a repeat as a miss)`,
    saved: (n, text, forced) => `saved ${salvo} ${n}${forced === true ? ' (forced)' : ''}: ${text}`,
    removed: (n, text) => `removed ${salvo} ${n}: ${text}`,
    removedLines: 'the lines taken out of the record, with what was written beside them (copy them back if that should stay):',
    nothingToUndo: 'nothing to undo',
    noted: (n, last, note) => (last > n ? `note written on ${salvo}s ${n}–${last}: ${note}` : `note written on ${salvo} ${n}: ${note}`),
    noNoteSalvo: `no ${salvo} recorded yet to write a note on: type the note after the first ${salvo}`,
    noteEmpty: `type the note after the word, on one line: note called loudly (it is written on the last ${salvo})`,
    noteWithResult: (n, note) => `note to be written on ${salvo} ${n} with its result: ${note}`,
    won: (w, sunk) => `${w} won (${sunk ? 'the enemy fleet sunk' : 'most hits'})`,
    draw: 'a draw, both sides are out of shots',
    nobodyCanFire: 'nobody can fire any more',
    overPrompt: `type undo to take back the last ${salvo}, show for the charts, score for each side's tally, or quit\nover> `,
    notOverCommand: (t) => `"${t}" is not undo, show, score or quit`,
    quitLetterClash: (typed, clash) =>
      `"${typed}" does not quit here: it is ${{ column: 'a column of the board', row: 'a row of the board', mark: "a ship's mark in this game", announcement: "a word of this game's announcements" }[clash]} (to stop, type quit)`,
    anotherGame: (c) => `the game is over; to play another, start a record of its own: ${c}`,
    now: (t) => `now: ${t}`,
    turnOver: (next, cells) => `${next === null ? 'the game is over' : `the turn is over, ${next} to fire`}: ${cells} not taken`,
    cellsTakenBack: (cells) => (cells === undefined ? 'cells taken back' : `cells taken back: ${cells}`),
    notesTakenBack: (typed) => `${typed.length === 1 ? 'the note typed with them is' : 'the notes typed with them are'} not written; type ${typed.length === 1 ? 'it' : 'them'} again, if ${typed.length === 1 ? 'it still stands' : 'they still stand'}: ${typed.join(' | ')}`,
    unconfirmed: (t) => `"${t}" is not recorded (the question was not answered): type the ${salvo} again next time`,
    notTakenSalvo: (typed, n, reasons) =>
      `${typed === undefined ? 'not taken' : `"${typed}" is not taken`}${reasons.length === 0 ? '' : ` (${reasons.join('; ')})`}: type the ${single && n > 1 ? 'shots' : salvo} again`,
    sideLineToType: (typed, n, name, lines) =>
      lines.length === 1
        ? `"${typed}" is not taken: type it so: ${lines[0]}`
        : `"${typed}" is not taken: "${name}" fits both sides; type the line of the side that fired:\n${lines.map((l) => `  ${l}`).join('\n')}`,
    firedBefore: (cells) => `${cells} fired at before`,
    typedTwice: (cells) => `${cells} typed twice`,
    turnIsOf: (side, player) => (player === undefined ? `it is ${possessive(side, 'turn')}` : `it is ${player}'s turn, playing ${side}`),
    notTakenResults: (typed) => `${typed === undefined ? 'not taken' : `"${typed}" is not taken`}: type the results again, or undo`,
    notTakenAnnouncement: (typed) => `${typed === undefined ? 'not taken' : `"${typed}" is not taken`}: type the announcement again, or undo`,
    notTakenByFleet: (side, file, plural, typed, forced) => {
      const it = plural ? 'them' : 'it';
      const force = forced === true ? `; or, if ${side} stands by ${it}, type force to save ${it} as announced, marked forced, as record --force does` : '';
      return `${typed === undefined ? 'not taken' : `"${typed}" is not taken`}: the fleet written for ${side} under fleets: gives ${plural ? 'other announcements' : 'another announcement'}: check ${it} with ${side} and type ${it} again, or undo; or, if the fleet was copied wrong, mend it in ${file} (play reads the edit) and type ${it} again${force}`;
    },
    forcedKept: (side, file, plural) =>
      `${plural ? 'the results are' : 'the result is'} saved as announced, marked forced: true in ${file}; check reports where the fleet written for ${side} gives another, until the ${plural ? 'results' : 'result'} or the fleet ${plural ? 'are' : 'is'} mended there`,
    forceOffered: (side, plural) => {
      const it = plural ? 'them' : 'it';
      return `if ${side} stands by ${it}, type force to save ${it} as announced, marked forced, as record --force does; check goes on reporting ${it} until ${plural ? 'they are' : 'it is'} mended`;
    },
    forceCellsDeclined: `nothing saved: type the ${salvo} again`,
    forceCellsOffered: `if the ${salvo} was fired so, type force to take it as fired, marked forced, as record --force does; check goes on reporting it until it is mended`,
    forcedKeptBreach: (file, plural) =>
      `${plural ? 'the results are' : 'the result is'} saved as announced, marked forced: true in ${file}; check reports ${plural ? 'them' : 'it'} until ${plural ? 'they are' : 'it is'} mended there`,
    nothingToForce: 'nothing to force: force saves, as announced and marked forced, a result just refused (as record --force does)',
    editEarlierLine: (shot, file, line, answers, write, again, typed) =>
      `${typed === undefined ? 'not taken' : `"${typed}" is not taken`}: shot ${shot}'s result is saved in ${file} already, and play does not change a line saved: if the answers were ${answers.map(([r, c]) => `"${r}" for ${c}`).join(' and ')}, edit line ${line} of ${file} by hand to read ${write}, then type undo and the shot again: ${again}; else type the announcement again, or undo`,
    earlierWrong: (where, many) => `; if ${many ? `one of ${salvos} ${where}` : `${salvo} ${where}`} was recorded wrong, correct it in the file, then type this one again: play reads the file again`,
    line: (n) => `line ${n}`,
    inFile: (file) => ` in ${file}`,
    noCells: 'no cells: type the cells fired, or help',
    readAs: (pairs) => `read as: ${pairs.map(([typed, cell]) => `"${typed}" as ${cell}`).join(', ')}`,
    didYouMean: (pairs) =>
      `did you mean ${pairs.map(([, cell]) => cell).join(' ')}? (${pairs.map(([typed]) => `"${typed}"`).join(', ')}: typed with the keyboard in the other layout) y to take ${pairs.length === 1 ? 'it' : 'them'}, n not to, or type the cells again`,
    yesNoPrompt: 'y/n> ',
    notACell: (typed, off, c, r, meant) => `"${typed}" is ${off ? 'off the board' : 'not a cell of this board'} (columns ${c}, rows ${r})${meant.length === 0 ? '' : `: did you mean ${meant.join(' or ')}?`}`,
    commandMeant: (words) => `; did you mean the command ${words.join(' or ')}?`,
    // The referee's message before it gives the example cell already (`write a cell such as A1`).
    gameWordNotCommand: () => '; nor is it a command: type the cells fired, or help for the commands',
    wordsNotCells: (text, c, r, ex, command) =>
      `"${text}" holds no cell of this board (columns ${c}, rows ${r}): type the cells fired (e.g. ${ex}), or help for the commands${command === undefined ? '' : `; ${command} is a command: type it alone`}`,
    commandNotAlone: (text, command, undo) =>
      `"${text}" is not taken: ${command} is a command, typed alone${undo ? `; it takes back the last ${salvo}, and typed again, the one before` : ''}`,
    commaInCell: (typed, cells) => `"${typed}" is not taken: a comma separates cells, not the letter and number of one; type it so: ${cells}`,
    notASide: (name, sides) => `"${name}" is not a side of this game (${sides})`,
    noSuchPlayer: (name, players) => `no player of this game is called "${name}" (${players.length === 1 ? `the player is ${players[0]}` : `the players are ${players.join(' and ')}`})`,
    sideWithoutColon: (name, rest, of) => `"${name}" ${of === undefined ? 'is a side: to name it' : `is ${possessive(of, 'player')}: to name the side`}, write "${name}: ${rest}"`,
    announcementNotCells: (t, ex) => `"${t}" is an announcement, not cells: type the cells fired first (e.g. ${ex}), then the announcement at the result prompt`,
    cellsNotAnnouncement: (line, several, cells, words, typed) =>
      `"${line}" ${several ? 'are cells' : 'is a cell'}, not an announcement: type what was announced for ${cells} (${words}), or undo to take back ${typed}`,
    notAWord: (typed, meant, words, alphabet) =>
      `"${typed}" is not a word of this game's announcements${meant === undefined ? '' : ` (${meantSaid('en', `did you mean ${meant}?`, alphabet)})`}${words === undefined ? '' : `: type the announcement (${words}), or undo`}`,
    wordsPerShot: (m, h, s, named) => `${s === undefined ? `${m} or ${h}` : `${m}, ${h} or ${s}`}${named === undefined || named.length === 0 ? '' : `, naming the ship's class: ${named.join(', ')}`}`,
    wordsPerSalvo: (c, nh) => `a class such as ${c}, or ${nh}`,
    typeWhatAnnounced: (d) => `type what ${d ?? 'the defender'} announced`,
    typeWhatAnnouncedSetAside: (d, command, see = 'fleet-belied') =>
      `type what ${d} announced: an empty line takes nothing from the fleet written for ${d} under fleets:, as the announcements belie it (${see}: see ${command})`,
    typeResultOrAll: (first, n, shots, typed) => `${typed === undefined ? 'not taken' : `"${typed}" is not taken`}: type the result of ${first}, or the ${n} results of ${shots}, or undo`,
    pending: (n, text, cn) => `${salvo} ${n} (${text}) has no announcement yet${cn}; type it, or "skip" to leave it so, or "undo" to remove the ${salvo}`,
    leftWithout: (n) => `${salvo} ${n} left without its announcement: type "result" to give it while it is the last ${salvo}`,
    pendingEarlier: (n, text, d) =>
      `${salvo} ${n} (${text}) has no announcement yet${d}, and ${salvos} were fired after it; type it, or "later" to leave it so for now (nothing is lost: the ${salvo} stays in the file as it is)`,
    leftForLater: (n) => `${salvo} ${n} left without its announcement for now: type "result" to give it`,
    resultKept: (n, typed) => `the result typed for ${salvo} ${n} ("${typed}") was not taken: it is kept in the ${salvo}'s note, and the next session asks for its announcement again`,
    allAnnounced: `every ${salvo} has its announcement (undo takes back the last one, to type it again)`,
    noneToAnnounce: `no ${salvo} fired yet, so there is nothing to announce: type the cells of the first ${salvo}`,
    unannouncedEarlier: (n, cells, file) =>
      `${salvo} ${n} (${cells}) has no announcement, and ${salvos} were fired after it: write it in ${file} after its cells (- ${cells} -> …); play reads the file again before the next line`,
    reloaded: (file, n, unsaved, again) =>
      `${file} was changed by someone else; reloaded it (${n} ${plural('en', n, salvo, salvos)})${unsaved === undefined ? '' : `; not saved: ${unsaved}`}${again ? `. Type the ${salvo} again` : ''}.`,
    broken: (file, unsaved, fix) => `${file} was changed by someone else and has errors now${unsaved === undefined ? '' : `; not saved: ${unsaved}`}${fix ? '. Fix the file, then type it again' : ''}.`,
    keptBeside: (file, text, what) =>
      `the ${salvo} typed is kept in ${file}.unsaved (${text}): ${what === 'fixed' ? 'add it under salvos: once the file is fixed' : what === 'stands' ? 'add it under salvos: if it still stands' : `give its announcement in ${file}`}`,
    rewritten: (file) => `${file} was rewritten in the canonical form; the text as it was, comments and all, is kept in ${file}.bak`,
    notYourTurn: (side) => `not taken: it is not ${possessive(side ?? 'anyone', 'turn')} any more; type the ${salvo} again`,
    inputEnded: (typed) => `input ended before the ${salvo} not saved was typed again: ${typed} is kept, without its announcement (what was typed is in its note)`,
    interruptedBeforeRetyped: (typed) => `interrupted before the ${salvo} not saved was typed again: ${typed} is kept, without its announcement (what was typed is in its note)`,
    nextSessionAsks: 'the next session asks for its announcement first',
    keptWithoutResult: (n, next) =>
      `${salvo} ${n} is saved without its announcement${next === undefined ? '' : ` (the cells called after it, ${next}, are kept in its note)`}: the next session asks for it first`,
    fileSaved: (file) => `${file} saved.`,
    fileUnchanged: (file) => `nothing recorded; ${file} is unchanged.`,
    interrupted: '(interrupted)',
    hintStopped: (n) => `(interrupted before the hint was worked out; ${salvo} ${n} is saved)`,
    goOn: (command) => `to go on: ${command}`,
    fixFirst: (file) => `${file} has errors; fix them before playing on (the record is unchanged)`,
    help: (ex, other, file, turn, q = [], sinks = true) =>
      [
        `Type the cells of the ${salvo} (e.g. "${ex}"; "${other}" to name the side), then the announcement.`,
        `Commands: undo (take back the last ${salvo}), show (the charts), turn (whose turn it is, and which ${salvo}), result (the announcement of the last ${salvo}, if skipped), help, quit${q.length === 0 ? '' : ` (or ${q.join(' or ')})`}.`,
        `hint: the exact chances of the enemy ships for the side to fire now (--hints gives them after every ${salvo}).`,
        `score: the shots fired${sinks ? ', hits and enemy ships sunk' : ' and hits'} of each side so far, as the announcements tell them.`,
        'At the result prompt: an empty line takes the true announcement when the fleet is known; undo takes back the cells;',
        'quit saves the cells without an announcement (the next session asks for it first);',
        `later (or skip) saves them without it and the game goes on (result asks for it again).`,
        'force, after a result refused: saves it as announced; after cells refused (out of turn, a cell again, the wrong size): takes them as typed; marked forced either way (as record --force does), and check goes on reporting it.',
        `note <text>: a note on the last ${salvo} (at the result prompt, on the ${salvo} asked about), written in ${file} as record --note writes it.`,
        `A result typed wrong: undo takes back the last ${salvo} (type it again after); an earlier one can be corrected in ${file}, which play reads again before the next line.`,
        ...(turn === undefined ? [] : [`A whole turn may be typed at once ("${turn.cells}"): each shot then asks for its result,`, `or takes the results of all the shots left ("${turn.results}").`]),
      ].join('\n'),
    paperAfter: (side, n) => `${side} after ${n} ${plural('en', n, salvo, salvos)}`,
    totals: (t, g, f, left) => `hits taken: ${t}, given: ${g}; shots fired: ${f}${left !== null ? `, left: ${left}` : ''}`,
    score: (side, fired, hits, sunk, ships, left) => `${side}: shots fired: ${fired}, hits: ${hits.least}${hits.most > hits.least ? ', perhaps more' : ''}${sunk === undefined ? '' : `; enemy ships sunk: ${sunk.least} of ${ships}${sunk.most > sunk.least ? ', perhaps more' : ''}`}${left !== null ? `; shots left: ${left}` : ''}`,
    tallied: (n, k) => `${n} (${k > 0 ? `${k} of them by class` : n === 1 ? 'not by class' : 'none of them by class'})`,
    lost: (n) => `lost ${n}`,
    sank: (n) => `sank ${n}`,
    legend: (k) =>
      legendOf([
        `numbers: ${salvo} numbers`,
        k.perShot
          ? `${k.sunk ? '* hit, # sunk' : '* hit'}, as announced shot by shot`
          : `a ${salvo} is announced as a whole (what it hit, not where): its cells carry its number alone, and the tallies under the charts give the classes it hit`,
        k.ships && `on your own chart with your fleet shown, * is a shot that hit your ship${k.sunk ? ', # one that sank it' : ''} (as the fleet has it); ■ ship${k.hatched ? ', ▨ hatched ship' : ''}`,
        k.unknown && `? in a tally: a hit whose ${salvo} is not known`,
      ]),
    recorded: (from, to, forced, text, next) => `${from === to ? `${salvo} ${from}` : `${salvos} ${from}–${to}`} recorded${forced ? ' (forced)' : ''}: ${text}; ${next}`,
    next: (side, owed) => `next: ${side}${owed === undefined ? '' : `, ${owed}`}`,
    gameOver: (r) => `the game is over: ${r}`,
    fixBeforeAdding: (file) => `${file} has errors; fix them before adding a ${salvo} (the record is unchanged)`,
    notRecorded: (from, to, file) => `${from === to ? `${salvo} ${from} not recorded` : `${salvos} ${from}–${to} not recorded (none of the turn's shots)`}; ${file} is unchanged (a referee may record it anyway with --force)`,
    otherSideFired: (side, command) => `if ${side} fired it: ${command}`,
    turnWithResults: (withResults, first) => `several shots are recorded with a result for each, in the order fired: ${withResults}; or one shot at a time: ${first}`,
    resultPlaceholder: '<result>',
    missThenFiredAsk: (m) =>
      `${m.side} fires again right after shot ${m.shot} (${m.cell}), saved as "${m.written}", as a side does only after a hit: if it was a hit, type ${m.hit}${m.sunk === undefined ? '' : ` (or ${m.sunk})`}: shot ${m.shot} is corrected and ${m.typed} taken; if not, type no`,
    missAskFirst: (m) => `first: was shot ${m.shot} a hit? type ${m.hit}${m.sunk === undefined ? '' : ` (or ${m.sunk})`} if it was, no if not`,
    missKept: (shot, written) => `shot ${shot} stays saved as "${written}"`,
    missNotCorrected: (m) =>
      `${m.file} was changed by hand while the question waited: "${m.typed}" is not written to shot ${m.shot}, and ${m.cells} is not taken; if shot ${m.shot} was a hit, write ${m.write} after its cells in ${m.file}, then type ${m.cells} again`,
    missForAll: (typed, n) => `"${typed}" taken as all ${n} shots missed`,
    lastResultOther: (n, cells, was, typed) => `if it is the result of ${salvo} ${n} (${cells}), saved as "${was}": type undo, then ${cells} again and ${typed}`,
    missThenFiredAgain: (m) =>
      `${m.side} fires again right after shot ${m.shot} (${m.cell}), written "${m.written}", as a side does only after a hit: if it was a hit, write ${m.write} at line ${m.line} of ${m.file} and record this shot again; if the answer was "${m.written}" and ${m.side} did fire out of turn, record it with --force`,
    resultsOtherWay: (results, command) => `if the results were ${results}: ${command}`,
    noResultYet: (file) => `no result recorded yet: 'salvo play ${shellWord(file)}' asks for it first, or write '-> <result>' after the cells in ${file}`,
    earlierNoResult: (n, said, line, file) =>
      `${salvo} ${n} (${said}) has no result, and a ${salvo} now follows it: 'salvo play ${shellWord(file)}' asks for it first, or write it in ${file} after its cells (- ${line} -> …)`,
    nobodyCanFireNow: 'nobody can fire',
    hint: enHint(single),
    lastOf: (by, k) => ` of the game (the last: ${possessive(by, ordinal(k))})`,
  };
}

function ru(single: boolean): PlayText {
  const shots = (n: number): string => plural('ru', n, 'выстрел', 'выстрела', 'выстрелов');
  const salvo = single ? 'выстрел' : 'залп';
  const ofSalvo = single ? 'выстрела' : 'залпа';
  return {
    start: (game, sides, n) => `${game}: стороны ${sides.join(' и ')}; ${inRecord('ru', single, n)}. Наберите справка (или help), чтобы увидеть команды.`,
    turn: (n, side, k, owed, left, again) => `${salvo} ${n}: сторона ${side}, её ${salvo} № ${k}${single ? '' : `, ${owed}`}${left}${again}`,
    owed: (min, max) => (min === max ? `${min} ${shots(min)}` : `от ${min} до ${max} ${plural('ru', max, 'выстрела', 'выстрелов')}`),
    shotsLeft: (left, limit) => ` (осталось ${left} из ${limit})`,
    cellsPrompt: 'клетки> ',
    resultPrompt: (cells, all, hint) => `ответ${cells === undefined ? '' : all > 1 ? ` на ${cells} (или на все ${all})` : ` на ${cells}`}${hint === undefined ? '' : ` [Enter: ${hint}]`}> `,
    // The class's name in the nominative, in quotes (`за попадание в корабль «подводная лодка»`), not declined by guess.
    againSkip: (other, ship) => ` — ещё раз: сторона ${other} пропускает ход за попадание в ${ship === undefined ? 'неприкосновенный корабль' : `корабль ${qr(ship)}`}`,
    againNoShots: (other) => ` — ещё раз: у стороны ${other} не осталось выстрелов`,
    againAfterHit: ' — ещё раз, после попадания',
    againCannotFire: (other) => ` — ещё раз: сторона ${other} больше не может стрелять`,
    orDepending: (alt, n) => ` (или ${alt}, смотря по ответу на ${salvo} ${n})`,
    orPenalty: (alt) => ` (или ${alt}, если положен штраф)`,
    orMisread: (alt) => ` (или ${alt}, если последний ответ записан неверно: по показанному флоту он другой)`,
    orBelied: (alt) => ` (или ${alt}, если неверно записан показанный флот: по сказанному ответу стреляющий стреляет ещё)`,
    orRepeat: (alt) => ` (или ${alt}, если последний ответ так и был сказан за столом: по правилам повторный выстрел — промах)`,
    saved: (n, text, forced) => `записан ${salvo} ${n}${forced === true ? ' (принудительно)' : ''}: ${text}`,
    removed: (n, text) => `убран ${salvo} ${n}: ${text}`,
    removedLines: 'убранные строки записи, с написанным при них (скопируйте их обратно, если написанное нужно сохранить):',
    nothingToUndo: 'отменять нечего',
    noted: (n, last, note) => (last > n ? `примечание к ${single ? 'выстрелам' : 'залпам'} ${n}–${last} записано: ${note}` : `примечание к ${single ? 'выстрелу' : 'залпу'} ${n} записано: ${note}`),
    noNoteSalvo: `ещё нет ни одного ${single ? 'выстрела' : 'залпа'}, к которому записать примечание: наберите его после первого ${single ? 'выстрела' : 'залпа'}`,
    noteEmpty: `наберите примечание после слова, в одной строке: примечание назвал громко (оно записывается к последнему ${single ? 'выстрелу' : 'залпу'})`,
    noteWithResult: (n, note) => `примечание к ${single ? 'выстрелу' : 'залпу'} ${n} будет записано с ответом: ${note}`,
    // A dash, not brackets: the side is named with its player in brackets already (`«первый» (Оля)`).
    won: (w, sunk) => `победила сторона ${w}, ${sunk ? 'флот противника потоплен' : 'больше попаданий'}`,
    draw: 'ничья, у обеих сторон кончились выстрелы',
    nobodyCanFire: 'стрелять больше некому',
    overPrompt: `наберите «отмена» — отменить последний ${salvo}, «карты» — показать карты, «счёт» — счёт, «выход» — выйти\nконец> `,
    notOverCommand: (t) => `${qr(t)} — это не «отмена», не «карты», не «счёт» и не «выход»`,
    quitLetterClash: (typed, clash) =>
      `${qr(typed)} здесь не выход: это ${{ column: 'столбец поля', row: 'строка поля', mark: 'обозначение корабля в этой игре', announcement: 'слово ответов этой игры' }[clash]} (чтобы закончить, наберите выход)`,
    anotherGame: (c) => `игра окончена; следующую начните в новой записи: ${c}`,
    now: (t) => `сейчас: ${t}`,
    turnOver: (next, cells) => `${next === null ? 'игра окончена' : `ход перешёл, стреляет сторона ${next}`}: ${cells} не ${cells.includes(' ') ? 'приняты' : 'принята'}`,
    cellsTakenBack: (cells) => (cells === undefined ? 'клетки отменены' : `клетки отменены: ${cells}`),
    notesTakenBack: (typed) => `${typed.length === 1 ? 'примечание, набранное к ним, не записано; наберите его снова, если оно ещё нужно' : 'примечания, набранные к ним, не записаны; наберите их снова, если они ещё нужны'}: ${typed.join(' | ')}`,
    unconfirmed: (t) => `${qr(t)} не записано (вопрос остался без ответа): в следующий раз наберите ${salvo} заново`,
    notTakenSalvo: (typed, n, reasons) => {
      const why = reasons.length === 0 ? '' : ` (${reasons.join('; ')})`;
      if (typed === undefined) return `не принято${why}: наберите ${salvo} заново`;
      const them = single && n > 1;
      return `${them ? 'выстрелы' : salvo} ${qr(typed)} не ${them ? 'приняты' : 'принят'}${why}: наберите ${them ? 'их' : 'его'} заново`;
    },
    sideLineToType: (typed, n, name, lines) => {
      const them = single && n > 1;
      const refused = `${them ? 'выстрелы' : salvo} ${qr(typed)} не ${them ? 'приняты' : 'принят'}`;
      return lines.length === 1
        ? `${refused}: наберите так: ${lines[0]}`
        : `${refused}: ${qr(name)} подходит к обеим сторонам; наберите строку той стороны, которая стреляла:\n${lines.map((l) => `  ${l}`).join('\n')}`;
    },
    firedBefore: (cells) => `по ${cells} уже стреляли`,
    typedTwice: (cells, n) => `${cells} ${n === 1 ? 'набрана' : 'набраны'} дважды`,
    turnIsOf: (side, player) => (player === undefined ? `сейчас стреляет сторона ${side}` : `сейчас стреляет ${player}, сторона ${side}`),
    notTakenResults: (typed) => (typed === undefined ? 'не принято: наберите ответы заново или «отмена»' : `ответы ${qr(typed)} не приняты: наберите их заново или «отмена»`),
    notTakenAnnouncement: (typed) => (typed === undefined ? 'не принято: наберите ответ заново или «отмена»' : `ответ ${qr(typed)} не принят: наберите его заново или «отмена»`),
    notTakenByFleet: (side, file, plural, typed, forced) =>
      `${typed === undefined ? 'не принято' : plural ? `ответы ${qr(typed)} не приняты` : `ответ ${qr(typed)} не принят`}: флот стороны ${side}, записанный под fleets:, даёт ${plural ? 'другие ответы' : 'другой ответ'}: уточните ${plural ? 'ответы' : 'ответ'} у стороны ${side} и наберите ${plural ? 'их' : 'его'} заново или «отмена»; или, если флот переписан с ошибкой, исправьте его в ${file} (play прочтёт правку) и наберите ${plural ? 'ответы' : 'ответ'} снова${
        forced === true ? `; если же сторона ${side} стоит на ${plural ? 'своих ответах' : 'своём ответе'}, наберите «принудительно»: ${plural ? 'они будут записаны так, как сказаны' : 'он будет записан так, как сказан'}, с пометкой forced, как при record --force` : ''
      }`,
    forcedKept: (side, file, plural) =>
      `${plural ? 'ответы записаны так, как сказаны' : 'ответ записан так, как сказан'}, с пометкой forced: true в ${file}; check будет сообщать, где флот стороны ${side} даёт другой ответ, пока в файле не исправят ${plural ? 'ответы' : 'ответ'} или флот`,
    forceOffered: (side, plural) =>
      `если сторона ${side} стоит на ${plural ? 'своих ответах' : 'своём ответе'}, наберите «принудительно»: ${plural ? 'они будут записаны так, как сказаны' : 'он будет записан так, как сказан'}, с пометкой forced, как при record --force; check будет сообщать о ${plural ? 'них' : 'нём'}, пока ${plural ? 'их' : 'его'} не исправят`,
    forceCellsDeclined: `ничего не записано: наберите ${salvo} заново`,
    forceCellsOffered: `если ${single ? 'выстрел и правда был сделан' : 'залп и правда был дан'} так, наберите «принудительно»: он будет принят как есть, с пометкой forced, как при record --force; check будет сообщать о нём, пока его не исправят`,
    forcedKeptBreach: (file, plural) =>
      `${plural ? 'ответы записаны так, как сказаны' : 'ответ записан так, как сказан'}, с пометкой forced: true в ${file}; check будет сообщать о ${plural ? 'них' : 'нём'}, пока ${plural ? 'их' : 'его'} там не исправят`,
    nothingToForce: 'нечего записывать: «принудительно» записывает так, как сказан, только что отвергнутый ответ (с пометкой forced, как record --force)',
    editEarlierLine: (shot, file, line, answers, write, again, typed) =>
      `${typed === undefined ? 'не принято' : `ответ ${qr(typed)} не принят`}: ответ на выстрел ${shot} уже сохранён в ${file}, а play не меняет сохранённых строк: если ответили ${answers.map(([r, c]) => `${quoted('ru', r)} на ${c}`).join(' и ')}, исправьте вручную строку ${line} файла ${file} на ${write}, затем наберите «отмена» и выстрел заново: ${again}; иначе наберите ответ заново или «отмена»`,
    earlierWrong: (where, many) =>
      `; если ${many ? `один из ${single ? 'выстрелов' : 'залпов'} ${where}` : `${salvo} ${where}`} записан неверно, исправьте его в файле и наберите этот заново: play перечитает файл`,
    line: (n) => `строка ${n}`,
    inFile: (file) => ` в ${file}`,
    noCells: `нет клеток: наберите клетки ${ofSalvo} или help`,
    readAs: (pairs) => `прочитано: ${pairs.map(([typed, cell]) => `${qr(typed)} как ${cell}`).join(', ')}`,
    didYouMean: (pairs) =>
      `может быть, ${pairs.map(([, cell]) => cell).join(' ')}? (${pairs.map(([typed]) => qr(typed)).join(', ')}: набрано в другой раскладке клавиатуры) да — взять, нет — не брать, или наберите клетки заново`,
    yesNoPrompt: 'да/нет> ',
    notACell: (typed, off, c, r, meant) =>
      `${qr(typed)} — ${off ? 'клетка за пределами поля' : 'не клетка этого поля'} (столбцы ${c}, строки ${r})${meant.length === 0 ? '' : `; может быть, ${meant.join(' или ')}?`}`,
    commandMeant: (words) => `; может быть, это команда ${words.join(' или ')}?`,
    gameWordNotCommand: (ex) => `; и не команда: наберите клетки ${ofSalvo} (например, ${ex}) или help — список команд`,
    wordsNotCells: (text, c, r, ex, command) =>
      `в ${qr(text)} нет клеток этого поля (столбцы ${c}, строки ${r}): наберите клетки ${ofSalvo} (например, ${ex}) или help — список команд${command === undefined ? '' : `; ${command} — команда: наберите её отдельно`}`,
    commandNotAlone: (text, command, undo) =>
      `${qr(text)} не принято: ${command} — команда, её набирают отдельно${undo ? `; она отменяет последний ${salvo}, а набранная ещё раз — предыдущий` : ''}`,
    commaInCell: (typed, cells) => `${qr(typed)} не принято: запятая разделяет клетки, а не букву и цифру одной клетки; наберите так: ${cells}`,
    notASide: (name, sides) => `${qr(name)} — не сторона этой игры (${sides})`,
    noSuchPlayer: (name, players) => `в этой игре нет игрока ${qr(name)} (${players.length === 1 ? `игрок — ${players[0]}` : `игроки — ${players.join(' и ')}`})`,
    sideWithoutColon: (name, rest, of) => `${qr(name)} — ${of === undefined ? 'сторона: чтобы назвать её' : `игрок стороны ${of}: чтобы назвать сторону`}, пишите ${qr(`${name}: ${rest}`)}`,
    announcementNotCells: (t, ex) => `${qr(t)} — это ответ, а не клетки: сначала наберите клетки ${ofSalvo} (например, ${ex}), потом ответ на запрос «ответ>»`,
    cellsNotAnnouncement: (line, several, cells, words, typed) =>
      `${qr(line)} — ${several ? 'клетки' : 'клетка'}, а не ответ: наберите, что ответили на ${cells} (${words}), или «отмена», чтобы отменить ${typed}`,
    notAWord: (typed, meant, words, alphabet) =>
      `${qr(typed)} — не слово ответов этой игры${meant === undefined ? '' : ` (${meantSaid('ru', `может быть, ${meant}?`, alphabet)})`}${words === undefined ? '' : `: наберите ответ (${words}) или «отмена»`}`,
    wordsPerShot: (m, h, s, named) => `${s === undefined ? `${m} или ${h}` : `${m}, ${h} или ${s}`}${named === undefined || named.length === 0 ? '' : `, с названием корабля: ${named.join(', ')}`}`,
    wordsPerSalvo: (c, nh) => `корабль, например ${c}, или ${nh}`,
    typeWhatAnnounced: (d) => `наберите ответ ${d === undefined ? 'противника' : `стороны ${d}`}`,
    typeWhatAnnouncedSetAside: (d, command, see = 'fleet-belied') =>
      `наберите ответ стороны ${d}: пустая строка не берёт ответ из флота стороны ${d}, записанного под fleets:, — ему противоречат ответы (${see}: см. ${command})`,
    typeResultOrAll: (first, n, s, typed) =>
      `${typed === undefined ? 'не принято' : `ответы ${qr(typed)} не приняты`}: наберите ответ на ${first} или все ${n} ${plural('ru', n, 'ответ', 'ответа', 'ответов')} на ${s}, или «отмена»`,
    pending: (n, text, cn) => `у ${ofSalvo} ${n} (${text}) ещё нет ответа${cn}; наберите его, или «потом» — оставить так, или «отмена» — убрать ${salvo}`,
    leftWithout: (n) => `${salvo} ${n} оставлен без ответа: наберите «ответ» (или result), чтобы дать его, пока это последний ${salvo}`,
    pendingEarlier: (n, text, d) =>
      `у ${ofSalvo} ${n} (${text}) ещё нет ответа${d}, а после него стреляли ещё; наберите его или «потом» — оставить пока так (ничего не потеряется: ${salvo} останется в файле как есть)`,
    leftForLater: (n) => `${salvo} ${n} пока оставлен без ответа: наберите «ответ» (или result), чтобы дать его`,
    resultKept: (n, typed) => `ответ, набранный на ${salvo} ${n} (${qr(typed)}), не принят: он сохранён в примечании к ${single ? 'выстрелу' : 'залпу'}, и в следующий раз play снова спросит этот ответ`,
    allAnnounced: `у всех ${single ? 'выстрелов' : 'залпов'} есть ответ («отмена» отменит последний, чтобы набрать его заново)`,
    noneToAnnounce: `ещё не было ни одного ${single ? 'выстрела' : 'залпа'}, так что отвечать пока не на что: наберите клетки первого ${single ? 'выстрела' : 'залпа'}`,
    unannouncedEarlier: (n, cells, file) =>
      `у ${ofSalvo} ${n} (${cells}) нет ответа, а после него стреляли ещё: впишите ответ в ${file} после его клеток (- ${cells} -> …); play перечитает файл перед следующей строкой`,
    reloaded: (file, n, unsaved, again) =>
      `${file} изменили вне игры; файл перечитан (${single ? 'выстрелов' : 'залпов'}: ${n})${unsaved === undefined ? '' : `; не сохранено: ${unsaved}`}${again ? `. Наберите ${salvo} заново` : ''}.`,
    broken: (file, unsaved, fix) => `${file} изменили вне игры, и теперь в нём ошибки${unsaved === undefined ? '' : `; не сохранено: ${unsaved}`}${fix ? '. Исправьте файл и наберите заново' : ''}.`,
    keptBeside: (file, text, what) =>
      `набранный ${salvo} сохранён в ${file}.unsaved (${text}): ${what === 'fixed' ? 'добавьте его под salvos:, когда файл будет исправлен' : what === 'stands' ? 'добавьте его под salvos:, если он в силе' : `впишите его ответ в ${file}`}`,
    rewritten: (file) => `${file} переписан в каноническом виде; прежний текст со всеми комментариями сохранён в ${file}.bak`,
    notYourTurn: (side) => `не принято: ход уже не ${side === null ? 'ничей' : `стороны ${side}`}; наберите ${salvo} заново`,
    inputEnded: (typed) => `ввод кончился раньше, чем несохранённый ${salvo} набрали заново: ${typed} сохранён без ответа (набранное — в примечании)`,
    interruptedBeforeRetyped: (typed) => `прервано раньше, чем несохранённый ${salvo} набрали заново: ${typed} сохранён без ответа (набранное — в примечании)`,
    nextSessionAsks: 'в следующий раз play сначала спросит этот ответ',
    keptWithoutResult: (n, next) =>
      `${salvo} ${n} сохранён без ответа${next === undefined ? '' : ` (клетки, названные после него, ${next}, — в примечании)`}: в следующий раз play сначала спросит этот ответ`,
    fileSaved: (file) => `${file} сохранён.`,
    fileUnchanged: (file) => `ничего не записано; ${file} не изменён.`,
    interrupted: '(прервано)',
    hintStopped: (n) => `(прервано до конца расчёта подсказки; ${salvo} ${n} сохранён)`,
    goOn: (command) => `продолжить: ${command}`,
    fixFirst: (file) => `в ${file} есть ошибки; исправьте их, прежде чем играть дальше (запись не изменена)`,
    help: (ex, other, file, turn, q = [], sinks = true) =>
      [
        `Наберите клетки ${single ? 'выстрела' : 'залпа'} (например, ${qr(ex)}; ${qr(other)} — чтобы назвать сторону), потом ответ.`,
        `Команды: отмена или undo (отменить последний ${salvo}), карты или show (показать карты), «чей ход?» или turn (чей ход и какой по счёту ${salvo}), ответ или result (ответ на последний ${salvo}, если пропущен), справка или help, выход или quit${q.length === 0 ? '' : ` (можно коротко: ${q.join(' или ')})`}.`,
        `подсказка или hint — точные вероятности кораблей противника для стороны, которая стреляет сейчас (--hints даёт их после каждого ${single ? 'выстрела' : 'залпа'}).`,
        `счёт или score — сколько каждая сторона сделала выстрелов${sinks ? ', попаданий и потопила кораблей противника' : ' и попаданий'}, по объявленным ответам.`,
        'На запросе ответа: пустая строка — верный ответ, когда флот известен; «отмена» отменяет клетки;',
        '«выход» сохраняет клетки без ответа (в следующий раз play сначала спросит его);',
        `потом или later сохраняет их без ответа, и игра идёт дальше (ответ или result спросит его снова).`,
        'принудительно или force — после отвергнутого ответа записывает его так, как сказан, после отвергнутых клеток (не в свою очередь, повтор, не то число выстрелов) принимает их как есть; с пометкой forced (как record --force); check будет об этом сообщать.',
        `примечание <текст> или note <текст> — примечание к последнему ${single ? 'выстрелу' : 'залпу'} (на запросе ответа — к тому, чей ответ ждут), записывается в ${file}, как его пишет record --note.`,
        `Ответ набран неверно: «отмена» отменяет последний ${salvo} (потом наберите его заново); более ранний можно исправить в ${file}, play перечитает его перед следующей строкой.`,
        ...(turn === undefined ? [] : [`Весь ход можно набрать сразу (${qr(turn.cells)}): тогда ответ спрашивается на каждый выстрел,`, `или набираются ответы на все оставшиеся (${qr(turn.results)}).`]),
      ].join('\n'),
    paperAfter: (side, n) => `сторона ${side} после ${n} ${single ? plural('ru', n, 'выстрела', 'выстрелов', 'выстрелов') : plural('ru', n, 'залпа', 'залпов', 'залпов')}`,
    totals: (t, g, f, left) => `получено попаданий: ${t}, нанесено: ${g}; сделано выстрелов: ${f}${left !== null ? `, осталось: ${left}` : ''}`,
    score: (side, fired, hits, sunk, ships, left) => `${side}: сделано выстрелов: ${fired}, попаданий: ${hits.least}${hits.most > hits.least ? ', возможно, больше' : ''}${sunk === undefined ? '' : `; потоплено кораблей противника: ${sunk.least} из ${ships}${sunk.most > sunk.least ? ', возможно, больше' : ''}`}${left !== null ? `; осталось выстрелов: ${left}` : ''}`,
    // Of the hits, those the roster's lines hold (by class): every hit is on a ship, so not `по кораблям`.
    tallied: (n, k) => `${n} (${k > 0 ? `из них в строках кораблей: ${k}` : n === 1 ? 'не в строках кораблей' : 'из них в строках кораблей: ни одного'})`,
    lost: (n) => `потеряно ${n}`,
    sank: (n) => `потоплено ${n}`,
    legend: (k) =>
      legendOf([
        `цифры — номера ${single ? 'выстрелов' : 'залпов'}`,
        k.perShot
          ? `${k.sunk ? '* попадание, # потоплен' : '* попадание'} — по ответам на каждый выстрел`
          : `на ${salvo} отвечают целиком (во что попал, а не куда): в его клетках только его номер, а какие корабли он задел — в строках кораблей под картами`,
        k.ships && `на своей карте с показанным флотом * — выстрел, попавший в ваш корабль${k.sunk ? ', # — потопивший его' : ''} (по флоту); ■ корабль${k.hatched ? ', ▨ заштрихованный корабль' : ''}`,
        k.unknown && `? у корабля — попадание, неизвестно каким ${single ? 'выстрелом' : 'залпом'}`,
      ]),
    recorded: (from, to, forced, text, next) =>
      `${from === to ? `${salvo} ${from} записан` : `${single ? 'выстрелы' : 'залпы'} ${from}–${to} записаны`}${forced ? ' (принудительно)' : ''}: ${text}; ${next}`,
    next: (side, owed) => `следующий ход: ${side}${owed === undefined ? '' : `, ${owed}`}`,
    gameOver: (r) => `игра окончена: ${r}`,
    fixBeforeAdding: (file) => `в ${file} есть ошибки; исправьте их, прежде чем добавлять ${single ? 'выстрелы' : 'залпы'} (запись не изменена)`,
    noResultYet: (file) => `ответ не записан: 'salvo play ${shellWord(file)}' сначала спросит его, или допишите '-> <ответ>' после клеток в ${file}`,
    earlierNoResult: (n, said, line, file) =>
      `у ${ofSalvo} ${n} (${said}) нет ответа, а после него записан ещё один: 'salvo play ${shellWord(file)}' сначала спросит о нём, или впишите ответ в ${file} после его клеток (- ${line} -> …)`,
    notRecorded: (from, to, file) =>
      `${from === to ? `${salvo} ${from} не записан` : `${single ? 'выстрелы' : 'залпы'} ${from}–${to} не записаны (ни один выстрел хода)`}; ${file} не изменён (судья может записать всё равно, с --force)`,
    otherSideFired: (side, command) => `если стреляла сторона ${side}: ${command}`,
    turnWithResults: (withResults, first) => `несколько выстрелов записываются с ответом на каждый, по порядку: ${withResults}; или по одному: ${first}`,
    resultPlaceholder: '<ответ>',
    missThenFiredAsk: (m) =>
      `сторона ${m.side} стреляет снова сразу после выстрела ${m.shot} (${m.cell}), записанного как «${m.written}», а так бывает только после попадания: если было попадание, наберите ${m.hit}${m.sunk === undefined ? '' : ` (или ${m.sunk})`}: выстрел ${m.shot} будет исправлен, а ${m.typed} принят; если нет, наберите нет`,
    missAskFirst: (m) => `сначала ответьте: был ли выстрел ${m.shot} попаданием? если да, наберите ${m.hit}${m.sunk === undefined ? '' : ` (или ${m.sunk})`}, если нет — нет`,
    missKept: (shot, written) => `выстрел ${shot} остаётся записанным как «${written}»`,
    missNotCorrected: (m) =>
      `файл ${m.file} изменили вручную, пока вопрос оставался без ответа: ответ «${m.typed}» на выстрел ${m.shot} не записан, а ${m.cells} не принят; если выстрел ${m.shot} был попаданием, впишите ${m.write} после его клеток в ${m.file}, а затем наберите ${m.cells} заново`,
    missForAll: (typed, n) => `${qr(typed)} принято как промах всех ${n} выстрелов`,
    lastResultOther: (n, cells, was, typed) => `если это ответ на ${salvo} ${n} (${cells}), записанный как «${was}»: наберите «отмена», затем снова ${cells} и ответ «${typed}»`,
    missThenFiredAgain: (m) =>
      `сторона ${m.side} стреляет снова сразу после выстрела ${m.shot} (${m.cell}), записанного как «${m.written}», а так бывает только после попадания: если было попадание, запишите ${m.write} в строке ${m.line} файла ${m.file} и запишите этот выстрел снова; если ответ и правда был «${m.written}» и сторона ${m.side} стреляла не в свою очередь, запишите его с --force`,
    resultsOtherWay: (results, command) => `если ответили «${results}»: ${command}`,
    nobodyCanFireNow: 'стрелять некому',
    hint: {
      hintFor: (side) => `Подсказка для стороны ${side}:`,
      exact: (count, s) => `Возможных расстановок: ${count} (точно, ${s} с)`,
      superset: (count, s, at) =>
        `Возможных расстановок: не больше ${count} (НЕ точно: непрочитанная клетка${at === undefined ? '' : ` ${single ? 'выстрела' : 'залпа'} ${at.salvo}${at.line !== undefined ? ` (строка ${at.line})` : ''}`} учтена с запасом: посчитаны все расстановки каждого её прочтения и, может быть, другие; вероятности — по этому более широкому множеству; ${s} с)`,
      widerSampled: (at) =>
        `Выборка — из большего числа расстановок, чем допускает запись: непрочитанная клетка${at === undefined ? '' : ` ${single ? 'выстрела' : 'залпа'} ${at.salvo}${at.line !== undefined ? ` (строка ${at.line})` : ''}`} учтена с запасом, поэтому случайные расстановки взяты из всех расстановок каждого её прочтения и, может быть, других; вероятности — по этому более широкому множеству.`,
      about: (count, samples, err, worst, s) =>
        `Возможных расстановок: около ${count} (НЕ точно: оценка по ${grouped('ru', samples)} ${plural('ru', samples, 'случайной расстановке', 'случайным расстановкам', 'случайным расстановкам')}${err !== undefined ? `, стандартная ошибка ${err}` : ''}; стандартная ошибка каждой вероятности до ${worst} п. п.; ${s} с)`,
      chain: (chains, sweeps, worst, s) =>
        `Возможных расстановок: не подсчитано (вне досягаемости). Вероятности НЕ точные: оценены цепью Маркова по расстановкам, согласным с объявлениями (${chains} ${plural('ru', chains, 'цепь', 'цепи', 'цепей')}, ${grouped('ru', sweeps)} ${plural('ru', sweeps, 'проход', 'прохода', 'проходов')}); стандартная ошибка каждой вероятности до ${localNumber('ru', worst)} п. п.; ${s} с`,
      // Counts after a colon (`начато цепей: 3`): no number-noun pair to agree.
      mixing: ({ chains, rhat, wanted, searched, burnIn, agree }) => {
        const n = (x: string): string => localNumber('ru', x);
        const starts =
          searched === 0
            ? 'каждая начата с точно равномерно выбранной расстановки'
            : `с расстановок, найденных поиском, а не выбранных равномерно, начато цепей: ${searched}; отброшено проходов в начале каждой: ${burnIn}`;
        return agree
          ? `Цепи (${chains}) согласуются между собой (R̂ ${n(rhat)}, нужно не больше ${n(wanted)}); ${starts}.`
          : `ВНИМАНИЕ: цепи (${chains}) расходятся (R̂ ${n(rhat)}, нужно не больше ${n(wanted)}): вероятности могут быть смещены к расстановкам, с которых начаты цепи (${starts}), сильнее, чем говорят их стандартные ошибки; дайте больший --budget.`;
      },
      // As a chart's title in a book; a class by its name as written (not declined), as the PDF's key says it.
      chanceTitle: (what) => (what === undefined ? 'Вероятность корабля в клетке, %' : `Вероятность, что в клетке ${what}, %`),
      pinned: 'Известно точно:',
      pinnedNone: 'Известно точно: пока ничего',
      pinnedByEvidence: (none) =>
        none ? 'Известно точно по самим ответам: ничего (это оценка: другие корабли не проверены)' : 'Известно точно по самим ответам (это оценка: другие корабли не проверены):',
      mostLikely: (cells) => `Самые вероятные необстрелянные клетки: ${cells}`,
      lastSalvo: (salvo, side, k) => ` (последний в партии — № ${salvo}, ${k}-й ${single ? 'выстрел' : 'залп'} стороны ${side})`,
      heading: (game, side, after) =>
        `${game}: флот стороны ${side} после ${after} ${single ? plural('ru', after, 'выстрела', 'выстрелов', 'выстрелов') : plural('ru', after, 'залпа', 'залпов', 'залпов')} по нему`,
      prior: 'Априорное распределение равномерное: все допустимые расстановки, согласные с ответами, равновероятны.',
      legend: (what, none, shown) =>
        heatLegend(
          'Обозначения: ',
          [
            ['hit', 'X — выстрел, корабль (наверняка)'],
            ['water', 'o — выстрел, вода'],
            ['ship', `■ — наверняка ${what ?? 'корабль'}`],
            ['none', what === undefined ? `${none} — наверняка вода` : `${none} — наверняка не ${what}`],
            ['unknown', '* — выстрел, исход неизвестен'],
          ],
          '  ',
          shown,
        ),
      stoppedBy: (limit, [pass, kept]) =>
        limit === 'memory'
          ? `Точному подсчёту не хватило памяти, которую счётчик себе позволяет (${pass} ГиБ на проход, ${kept} ГиБ на уровни, сохранённые для вероятностей): больший --budget не сделает его точным, только оценку точнее.`
          : 'Точный подсчёт не уложился в бюджет (--budget): с большим он может стать точным.',
      stoppedByInPlay: (limit, [pass, kept], command) =>
        limit === 'memory'
          ? `Точному подсчёту не хватило памяти, которую счётчик себе позволяет (${pass} ГиБ на проход, ${kept} ГиБ на уровни, сохранённые для вероятностей): точным его не сделает никакой бюджет; '${command}' даст оценку точнее (с --budget — ещё точнее).`
          : `Точный подсчёт не уложился в бюджет подсказки: у '${command}' бюджет больше (а с --budget ещё больше), с ним подсчёт может стать точным.`,
      unknownCount: (samples, s, limit) => [
        `Возможных расстановок: неизвестно (НЕ точно: ${limit === 'memory' ? 'точному подсчёту не хватило памяти, которую счётчик себе позволяет' : 'точный подсчёт не уложился в бюджет'}, а случайных расстановок в него уложилось ${grouped('ru', samples)} — слишком мало для оценки; ${s} с).`,
        `Дайте больший --budget или запустите salvo check, чтобы узнать, возможны ли такие ответы.`,
      ],
      noFleet: (why) => `Возможных расстановок: 0 — ни один допустимый флот не мог дать такие ответы${why}.`,
      noneFits: (after, shots, salvos) =>
        `${shots !== undefined ? `Ни одна не подходит при собственном залпе № ${after} из ${shots} ${plural('ru', shots, 'выстрела', 'выстрелов', 'выстрелов')}` : `Ни одна не подходит после ${ofSalvo} ${after}`}; ${salvos.length === 1 ? `не сходится ответ на ${single ? 'выстрел' : 'залп'}` : `противоречат друг другу ответы на ${single ? 'выстрелы' : 'залпы'}`} ${salvos.join(', ')} (номера как в записи и в salvo check).`,
      conflictLoose: (n) => `Возможно, это не наименьший такой набор: меньшие проверены с нечитаемой клеткой ${single ? 'выстрела' : 'залпа'} ${n}, учтённой с запасом.`,
      conflictCut: (n) => `Возможно, это не наименьший такой набор: ${n !== undefined ? `меньшие проверены с нечитаемой клеткой ${single ? 'выстрела' : 'залпа'} ${n}, учтённой с запасом, а ` : ''}сузить его в пределах бюджета работы не удалось.`,
      conflictEarliest: (n, after) => `Возможно, ни одна не подходит уже после ${ofSalvo} ${n}: не все ответы до ${ofSalvo} ${after} удалось проверить точно.`,
      took: (s, advice) => `(${s} с${advice ? '; salvo check найдёт первый невозможный ответ' : ''})`,
      pdfWritten: (file) => `Тепловая карта записана в ${file}`,
    },
    lastOf: (by, k) => ` партии (последний — ${k}-й ${salvo} стороны ${by})`,
  };
}

function pl(single: boolean): PlayText {
  const shots = (n: number): string => plural('pl', n, 'strzał', 'strzały', 'strzałów');
  const salvo = single ? 'strzał' : 'salwa';
  const salvoAcc = single ? 'strzał' : 'salwę';
  const ofSalvo = single ? 'strzału' : 'salwy';
  return {
    start: (game, sides, n) => `${game}: strony ${sides.join(' i ')}; ${inRecord('pl', single, n)}. Wpisz pomoc (albo help), by zobaczyć polecenia.`,
    turn: (n, side, k, owed, left, again) => `${salvo} ${n}: strona ${side}, ${single ? 'jej strzał' : 'jej salwa'} nr ${k}${single ? '' : `, ${owed}`}${left}${again}`,
    owed: (min, max) => (min === max ? `${min} ${shots(min)}` : `od ${min} do ${max} ${plural('pl', max, 'strzału', 'strzałów')}`),
    shotsLeft: (left, limit) => ` (zostało ${left} z ${limit})`,
    cellsPrompt: 'pola> ',
    resultPrompt: (cells, all, hint) => `wynik${cells === undefined ? '' : all > 1 ? ` dla ${cells} (albo dla wszystkich ${all})` : ` dla ${cells}`}${hint === undefined ? '' : ` [Enter: ${hint}]`}> `,
    // The class's name in the nominative, in quotes (`za trafienie w statek „łódź podwodna”`), not declined by guess.
    againSkip: (other, ship) => ` — znowu: strona ${other} traci turę za trafienie w ${ship === undefined ? 'statek chroniony' : `statek ${qp(ship)}`}`,
    againNoShots: (other) => ` — znowu: strona ${other} nie ma już strzałów`,
    againAfterHit: ' — jeszcze raz, po trafieniu',
    againCannotFire: (other) => ` — znowu: strona ${other} nie może już strzelać`,
    orDepending: (alt, n) => ` (albo ${alt}, zależnie od wyniku ${ofSalvo} ${n})`,
    orPenalty: (alt) => ` (albo ${alt}, jeśli należy się kara)`,
    orMisread: (alt) => ` (albo ${alt}, jeśli ostatnią odpowiedź zapisano błędnie: według pokazanej floty jest inna)`,
    orBelied: (alt) => ` (albo ${alt}, jeśli błędnie zapisano pokazaną flotę: według powiedzianej odpowiedzi strzelający strzela dalej)`,
    orRepeat: (alt) => ` (albo ${alt}, jeśli ostatnią odpowiedź tak powiedziano przy stole: według zasad powtórzony strzał to pudło)`,
    saved: (n, text, forced) => `zapisano ${salvoAcc} ${n}${forced === true ? ' (z wymuszeniem)' : ''}: ${text}`,
    removed: (n, text) => `usunięto ${salvoAcc} ${n}: ${text}`,
    removedLines: 'usunięte wiersze zapisu, z tym, co przy nich napisano (skopiuj je z powrotem, jeśli ma to zostać):',
    nothingToUndo: 'nie ma czego cofnąć',
    noted: (n, last, note) => (last > n ? `zapisano notatkę przy ${single ? 'strzałach' : 'salwach'} ${n}–${last}: ${note}` : `zapisano notatkę przy ${single ? 'strzale' : 'salwie'} ${n}: ${note}`),
    noNoteSalvo: `nie ma jeszcze ${single ? 'żadnego strzału' : 'żadnej salwy'}, do ${single ? 'którego' : 'której'} zapisać notatkę: wpisz ją po ${single ? 'pierwszym strzale' : 'pierwszej salwie'}`,
    noteEmpty: `wpisz notatkę po słowie, w jednym wierszu: uwaga wywołane głośno (zapisuje się ją przy ${single ? 'ostatnim strzale' : 'ostatniej salwie'})`,
    noteWithResult: (n, note) => `notatka przy ${single ? 'strzale' : 'salwie'} ${n} zostanie zapisana z wynikiem: ${note}`,
    won: (w, sunk) => `wygrywa strona ${w}, ${sunk ? 'flota przeciwnika zatopiona' : 'więcej trafień'}`,
    draw: 'remis, obu stronom skończyły się strzały',
    nobodyCanFire: 'nikt nie może już strzelać',
    overPrompt: `wpisz „cofnij” — cofnąć ostatni${single ? '' : 'ą'} ${salvoAcc}, „plansze” — pokazać plansze, „stan” — stan gry, „koniec” — wyjść\nkoniec> `,
    notOverCommand: (t) => `${qp(t)} to nie „cofnij”, „plansze”, „stan” ani „koniec”`,
    quitLetterClash: (typed, clash) =>
      `${qp(typed)} tu nie kończy gry: to ${{ column: 'kolumna planszy', row: 'wiersz planszy', mark: 'oznaczenie statku w tej grze', announcement: 'słowo odpowiedzi tej gry' }[clash]} (aby zakończyć, wpisz koniec)`,
    anotherGame: (c) => `gra skończona; następną zacznijcie w nowym zapisie: ${c}`,
    now: (t) => `teraz: ${t}`,
    turnOver: (next, cells) => `${next === null ? 'koniec gry' : `tura się skończyła, strzela strona ${next}`}: ${cells} nie przyjęte`,
    cellsTakenBack: (cells) => (cells === undefined ? 'pola cofnięte' : `pola cofnięte: ${cells}`),
    notesTakenBack: (typed) => `${typed.length === 1 ? 'notatka wpisana przy nich nie została zapisana; wpisz ją ponownie, jeśli jest jeszcze potrzebna' : 'notatki wpisane przy nich nie zostały zapisane; wpisz je ponownie, jeśli są jeszcze potrzebne'}: ${typed.join(' | ')}`,
    unconfirmed: (t) => `${qp(t)} nie zapisano (pytanie zostało bez odpowiedzi): następnym razem wpisz ${salvoAcc} jeszcze raz`,
    notTakenSalvo: (typed, n, reasons) => {
      const why = reasons.length === 0 ? '' : ` (${reasons.join('; ')})`;
      if (typed === undefined) return `nie przyjęto${why}: wpisz ${salvoAcc} jeszcze raz`;
      const them = single && n > 1;
      return `nie przyjęto ${them ? 'strzałów' : ofSalvo} ${qp(typed)}${why}: wpisz ${them ? 'je' : single ? 'go' : 'ją'} jeszcze raz`;
    },
    sideLineToType: (typed, n, name, lines) => {
      const refused = `nie przyjęto ${single && n > 1 ? 'strzałów' : ofSalvo} ${qp(typed)}`;
      return lines.length === 1
        ? `${refused}: wpisz tak: ${lines[0]}`
        : `${refused}: ${qp(name)} pasuje do obu stron; wpisz wiersz tej strony, która strzelała:\n${lines.map((l) => `  ${l}`).join('\n')}`;
    },
    firedBefore: (cells) => `w ${cells} już strzelano`,
    typedTwice: (cells) => `${cells} wpisane dwa razy`,
    turnIsOf: (side, player) => (player === undefined ? `teraz strzela strona ${side}` : `teraz strzela ${player}, strona ${side}`),
    notTakenResults: (typed) => (typed === undefined ? 'nie przyjęto: wpisz wyniki jeszcze raz albo „cofnij”' : `nie przyjęto wyników ${qp(typed)}: wpisz je jeszcze raz albo „cofnij”`),
    notTakenAnnouncement: (typed) => (typed === undefined ? 'nie przyjęto: wpisz wynik jeszcze raz albo „cofnij”' : `nie przyjęto wyniku ${qp(typed)}: wpisz go jeszcze raz albo „cofnij”`),
    notTakenByFleet: (side, file, plural, typed, forced) =>
      `nie przyjęto${typed === undefined ? '' : ` ${plural ? 'wyników' : 'wyniku'} ${qp(typed)}`}: flota strony ${side} zapisana pod fleets: daje ${plural ? 'inne wyniki' : 'inny wynik'}: sprawdź ${plural ? 'je' : 'go'} u strony ${side} i wpisz jeszcze raz albo „cofnij”; albo, jeśli flotę przepisano z błędem, popraw ją w ${file} (play odczyta poprawkę) i wpisz ${plural ? 'wyniki' : 'wynik'} jeszcze raz${
        forced === true ? `; jeśli zaś strona ${side} obstaje przy ${plural ? 'swoich wynikach' : 'swoim wyniku'}, wpisz „wymuś”: ${plural ? 'zostaną zapisane tak, jak je podano' : 'zostanie zapisany tak, jak go podano'}, z oznaczeniem forced, jak przy record --force` : ''
      }`,
    forcedKept: (side, file, plural) =>
      `${plural ? 'wyniki zapisano tak, jak je podano' : 'wynik zapisano tak, jak go podano'}, z oznaczeniem forced: true w ${file}; check będzie zgłaszać, gdzie flota strony ${side} daje inny wynik, dopóki w pliku nie poprawi się ${plural ? 'wyników' : 'wyniku'} albo floty`,
    forceOffered: (side, plural) =>
      `jeśli strona ${side} obstaje przy ${plural ? 'swoich wynikach' : 'swoim wyniku'}, wpisz „wymuś”: ${plural ? 'zostaną zapisane tak, jak je podano' : 'zostanie zapisany tak, jak go podano'}, z oznaczeniem forced, jak przy record --force; check będzie ${plural ? 'je' : 'go'} zgłaszać, dopóki się ${plural ? 'ich' : 'go'} nie poprawi`,
    forceCellsDeclined: `nic nie zapisano: wpisz ${salvoAcc} jeszcze raz`,
    forceCellsOffered: `jeśli ${single ? 'strzał naprawdę tak oddano' : 'salwę naprawdę tak oddano'}, wpisz „wymuś”: ${single ? 'zostanie przyjęty' : 'zostanie przyjęta'} tak, jak ${single ? 'go' : 'ją'} oddano, z oznaczeniem forced, jak przy record --force; check będzie ${single ? 'go' : 'ją'} zgłaszać, dopóki się ${single ? 'go' : 'jej'} nie poprawi`,
    forcedKeptBreach: (file, plural) =>
      `${plural ? 'wyniki zapisano tak, jak je podano' : 'wynik zapisano tak, jak go podano'}, z oznaczeniem forced: true w ${file}; check będzie ${plural ? 'je' : 'go'} zgłaszać, dopóki się ${plural ? 'ich' : 'go'} tam nie poprawi`,
    nothingToForce: 'nie ma czego wymusić: „wymuś” zapisuje tak, jak go podano, wynik właśnie odrzucony (z oznaczeniem forced, jak record --force)',
    editEarlierLine: (shot, file, line, answers, write, again, typed) =>
      `nie przyjęto${typed === undefined ? '' : ` wyniku ${qp(typed)}`}: wynik strzału ${shot} jest już zapisany w ${file}, a play nie zmienia zapisanych wierszy: jeśli odpowiedziano ${answers.map(([r, c]) => `${quoted('pl', r)} na ${c}`).join(' i ')}, popraw ręcznie wiersz ${line} pliku ${file} na ${write}, potem wpisz „cofnij” i strzał jeszcze raz: ${again}; w przeciwnym razie wpisz wynik jeszcze raz albo „cofnij”`,
    earlierWrong: (where, many) =>
      `; jeśli ${many ? `${single ? 'jeden ze strzałów' : 'jedną z salw'} ${where}` : `${salvoAcc} ${where}`} zapisano błędnie, popraw to w pliku i wpisz ten jeszcze raz: play czyta plik ponownie`,
    line: (n) => `wiersz ${n}`,
    inFile: (file) => ` w ${file}`,
    noCells: 'brak pól: wpisz ostrzelane pola albo help',
    readAs: (pairs) => `odczytano: ${pairs.map(([typed, cell]) => `${qp(typed)} jako ${cell}`).join(', ')}`,
    didYouMean: (pairs) =>
      `czy chodziło o ${pairs.map(([, cell]) => cell).join(' ')}? (${pairs.map(([typed]) => qp(typed)).join(', ')}: wpisane w innym układzie klawiatury) tak — przyjąć, nie — nie przyjmować, albo wpisz pola jeszcze raz`,
    yesNoPrompt: 'tak/nie> ',
    notACell: (typed, off, c, r, meant) =>
      `${qp(typed)} ${off ? 'leży poza planszą' : 'to nie pole tej planszy'} (kolumny ${c}, wiersze ${r})${meant.length === 0 ? '' : `; czy chodziło o ${meant.join(' czy o ')}?`}`,
    commandMeant: (words) => `; czy chodziło o polecenie ${words.join(' czy ')}?`,
    gameWordNotCommand: (ex) => `; to też nie polecenie: wpisz ostrzelane pola (np. ${ex}) albo help — lista poleceń`,
    wordsNotCells: (text, c, r, ex, command) =>
      `w ${qp(text)} nie ma pól tej planszy (kolumny ${c}, wiersze ${r}): wpisz ostrzelane pola (np. ${ex}) albo help — lista poleceń${command === undefined ? '' : `; ${command} to polecenie: wpisz je samo`}`,
    commandNotAlone: (text, command, undo) =>
      `${qp(text)} nie przyjęte: ${command} to polecenie, wpisuje się je samo${undo ? `; cofa ${single ? 'ostatni' : 'ostatnią'} ${salvoAcc}, a wpisane jeszcze raz — ${single ? 'poprzedni' : 'poprzednią'}` : ''}`,
    commaInCell: (typed, cells) => `${qp(typed)} nie przyjęte: przecinek oddziela pola, a nie literę i cyfrę jednego pola; wpisz tak: ${cells}`,
    notASide: (name, sides) => `${qp(name)} to nie strona tej gry (${sides})`,
    noSuchPlayer: (name, players) => `w tej grze nie ma gracza ${qp(name)} (${players.length === 1 ? `gracz to ${players[0]}` : `gracze to ${players.join(' i ')}`})`,
    sideWithoutColon: (name, rest, of) => `${qp(name)} to ${of === undefined ? 'strona: by ją podać' : `gracz strony ${of}: by podać stronę`}, pisz ${qp(`${name}: ${rest}`)}`,
    announcementNotCells: (t, ex) => `${qp(t)} to wynik, nie pola: najpierw wpisz ostrzelane pola (np. ${ex}), potem wynik przy „wynik>”`,
    cellsNotAnnouncement: (line, several, cells, words, typed) =>
      `${qp(line)} to ${several ? 'pola' : 'pole'}, nie wynik: wpisz, co odpowiedziano na ${cells} (${words}), albo „cofnij”, by cofnąć ${typed}`,
    notAWord: (typed, meant, words, alphabet) =>
      `${qp(typed)} to nie słowo odpowiedzi tej gry${meant === undefined ? '' : ` (${meantSaid('pl', `czy chodziło o ${meant}?`, alphabet)})`}${words === undefined ? '' : `: wpisz wynik (${words}) albo „cofnij”`}`,
    wordsPerShot: (m, h, s, named) => `${s === undefined ? `${m} albo ${h}` : `${m}, ${h} albo ${s}`}${named === undefined || named.length === 0 ? '' : `, z nazwą statku: ${named.join(', ')}`}`,
    wordsPerSalvo: (c, nh) => `statek, np. ${c}, albo ${nh}`,
    typeWhatAnnounced: (d) => `wpisz odpowiedź ${d === undefined ? 'przeciwnika' : `strony ${d}`}`,
    typeWhatAnnouncedSetAside: (d, command, see = 'fleet-belied') =>
      `wpisz odpowiedź strony ${d}: pusty wiersz nie bierze wyniku z floty strony ${d} zapisanej pod fleets:, bo przeczą jej odpowiedzi (${see}: zob. ${command})`,
    typeResultOrAll: (first, n, s, typed) =>
      `nie przyjęto${typed === undefined ? '' : ` wyników ${qp(typed)}`}: wpisz wynik dla ${first} albo wszystkie ${n} ${plural('pl', n, 'wynik', 'wyniki', 'wyników')} dla ${s}, albo „cofnij”`,
    pending: (n, text, cn) => `${salvo} ${n} (${text}) nie ma jeszcze wyniku${cn}; wpisz go, albo „później” — zostawić tak, albo „cofnij” — usunąć ${salvoAcc}`,
    leftWithout: (n) => `${salvo} ${n} zostaje bez wyniku: wpisz „wynik” (albo result), by go podać, dopóki to ostatni${single ? '' : 'a'} ${salvo}`,
    pendingEarlier: (n, text, d) =>
      `${salvo} ${n} (${text}) nie ma jeszcze wyniku${d}, a po ${single ? 'nim' : 'niej'} strzelano dalej; wpisz go albo „później” — zostawić na razie tak (nic nie przepadnie: ${salvo} zostaje w pliku bez zmian)`,
    leftForLater: (n) => `${salvo} ${n} zostaje na razie bez wyniku: wpisz „wynik” (albo result), by go podać`,
    resultKept: (n, typed) => `wynik wpisany dla ${ofSalvo} ${n} (${qp(typed)}) nie został przyjęty: zachowano go w notatce ${ofSalvo}, a następnym razem play znów o niego zapyta`,
    allAnnounced: `${single ? 'każdy strzał ma' : 'każda salwa ma'} wynik („cofnij” cofa ostatni${single ? '' : 'ą'}, by wpisać ${single ? 'go' : 'ją'} jeszcze raz)`,
    noneToAnnounce: `nie oddano jeszcze ${single ? 'żadnego strzału' : 'żadnej salwy'}, więc nie ma jeszcze wyniku do podania: wpisz pola ${single ? 'pierwszego strzału' : 'pierwszej salwy'}`,
    unannouncedEarlier: (n, cells, file) =>
      `${salvo} ${n} (${cells}) nie ma wyniku, a po ${single ? 'nim' : 'niej'} strzelano dalej: wpisz go w ${file} po polach (- ${cells} -> …); play czyta plik ponownie przed następnym wierszem`,
    reloaded: (file, n, unsaved, again) =>
      `${file} zmieniono poza grą; wczytano go ponownie (${single ? 'strzały' : 'salwy'}: ${n})${unsaved === undefined ? '' : `; nie zapisano: ${unsaved}`}${again ? `. Wpisz ${salvoAcc} jeszcze raz` : ''}.`,
    broken: (file, unsaved, fix) => `${file} zmieniono poza grą i ma teraz błędy${unsaved === undefined ? '' : `; nie zapisano: ${unsaved}`}${fix ? '. Popraw plik, potem wpisz jeszcze raz' : ''}.`,
    keptBeside: (file, text, what) =>
      `wpisan${single ? 'y' : 'a'} ${salvo} zachowan${single ? 'y' : 'a'} w ${file}.unsaved (${text}): ${what === 'fixed' ? 'dodaj pod salvos:, gdy plik będzie poprawiony' : what === 'stands' ? 'dodaj pod salvos:, jeśli nadal obowiązuje' : `wpisz wynik w ${file}`}`,
    rewritten: (file) => `${file} zapisano od nowa w postaci kanonicznej; dawny tekst, z komentarzami, jest w ${file}.bak`,
    notYourTurn: (side) => `nie przyjęto: to już nie tura ${side === null ? 'nikogo' : `strony ${side}`}; wpisz ${salvoAcc} jeszcze raz`,
    inputEnded: (typed) => `wejście skończyło się, zanim niezapisan${single ? 'y' : 'ą'} ${salvoAcc} wpisano ponownie: ${typed} zachowano bez wyniku (to, co wpisano, jest w notatce)`,
    interruptedBeforeRetyped: (typed) => `przerwano, zanim niezapisan${single ? 'y' : 'ą'} ${salvoAcc} wpisano ponownie: ${typed} zachowano bez wyniku (to, co wpisano, jest w notatce)`,
    nextSessionAsks: 'następnym razem play najpierw zapyta o ten wynik',
    keptWithoutResult: (n, next) =>
      `${salvo} ${n} zapisan${single ? 'y' : 'a'} bez wyniku${next === undefined ? '' : ` (pola wywołane po ${single ? 'nim' : 'niej'}, ${next}, są w notatce)`}: następnym razem play najpierw zapyta o ten wynik`,
    fileSaved: (file) => `zapisano ${file}.`,
    fileUnchanged: (file) => `nic nie zapisano; ${file} bez zmian.`,
    interrupted: '(przerwano)',
    hintStopped: (n) => `(przerwano przed końcem obliczania podpowiedzi; ${salvo} ${n} zapisan${single ? 'y' : 'a'})`,
    goOn: (command) => `aby grać dalej: ${command}`,
    fixFirst: (file) => `${file} ma błędy; popraw je, zanim zagracie dalej (zapis bez zmian)`,
    help: (ex, other, file, turn, q = [], sinks = true) =>
      [
        `Wpisz pola ${ofSalvo} (np. ${qp(ex)}; ${qp(other)}, by podać stronę), potem wynik.`,
        `Polecenia: cofnij albo undo (cofnij ostatni${single ? '' : 'ą'} ${salvoAcc}), plansze albo show (pokaż plansze), „czyja kolej?” albo turn (czyja kolej i któr${single ? 'y strzał' : 'a salwa'}), wynik albo result (wynik ostatni${single ? 'ego strzału' : 'ej salwy'}, jeśli pominięty), pomoc albo help, koniec albo quit${q.length === 0 ? '' : ` (można krótko: ${q.join(' albo ')})`}.`,
        `podpowiedź albo hint — dokładne szanse statków przeciwnika dla strony, która teraz strzela (--hints podaje je po każd${single ? 'ym strzale' : 'ej salwie'}).`,
        `stan albo score — oddane strzały${sinks ? ', trafienia i zatopione statki przeciwnika' : ' i trafienia'} każdej strony, według podanych wyników.`,
        'Przy pytaniu o wynik: pusty wiersz to prawdziwy wynik, gdy flota jest znana; „cofnij” cofa pola;',
        '„koniec” zapisuje pola bez wyniku (następnym razem play najpierw o niego zapyta);',
        `później albo later zapisuje je bez wyniku i gra toczy się dalej (wynik albo result zapyta o niego znowu).`,
        'wymuś albo force — po odrzuconym wyniku zapisuje go tak, jak go podano, po odrzuconych polach (poza kolejnością, powtórzone pole, zła liczba strzałów) przyjmuje je tak, jak je wpisano; z oznaczeniem forced (jak record --force); check będzie to zgłaszać.',
        `uwaga <tekst> albo note <tekst> — notatka przy ${single ? 'ostatnim strzale' : 'ostatniej salwie'} (przy pytaniu o wynik — przy ${single ? 'tym strzale' : 'tej salwie'}), zapisana w ${file}, jak zapisuje ją record --note.`,
        `Wynik wpisany błędnie: „cofnij” cofa ostatni${single ? '' : 'ą'} ${salvoAcc} (potem wpisz jeszcze raz); wcześniejszy można poprawić w ${file}, play czyta go ponownie przed następnym wierszem.`,
        ...(turn === undefined ? [] : [`Całą turę można wpisać naraz (${qp(turn.cells)}): wtedy wynik jest pytany dla każdego strzału,`, `albo wpisuje się wyniki wszystkich pozostałych (${qp(turn.results)}).`]),
      ].join('\n'),
    paperAfter: (side, n) => `strona ${side} po ${n} ${single ? plural('pl', n, 'strzale', 'strzałach') : plural('pl', n, 'salwie', 'salwach')}`,
    totals: (t, g, f, left) => `trafienia otrzymane: ${t}, zadane: ${g}; oddane strzały: ${f}${left !== null ? `, zostało: ${left}` : ''}`,
    score: (side, fired, hits, sunk, ships, left) => `${side}: oddane strzały: ${fired}, trafienia: ${hits.least}${hits.most > hits.least ? ', może więcej' : ''}${sunk === undefined ? '' : `; zatopione statki przeciwnika: ${sunk.least} z ${ships}${sunk.most > sunk.least ? ', może więcej' : ''}`}${left !== null ? `; zostało strzałów: ${left}` : ''}`,
    // Of the hits, those the roster's lines hold (by class), as the legend names those lines.
    tallied: (n, k) => `${n} (${k > 0 ? `w tym w wierszach statków: ${k}` : n === 1 ? 'nie w wierszach statków' : 'żadne z nich nie jest w wierszach statków'})`,
    // Labels with their counts, as the totals line below them has them (`zadane: 20`).
    lost: (n) => `stracone: ${n}`,
    sank: (n) => `zatopione: ${n}`,
    legend: (k) =>
      legendOf([
        `liczby — numery ${single ? 'strzałów' : 'salw'}`,
        k.perShot
          ? `${k.sunk ? '* trafienie, # zatopiony' : '* trafienie'} — wg wyników każdego strzału`
          : `na ${single ? 'strzał' : 'salwę'} odpowiada się w całości (co ${single ? 'trafił' : 'trafiła'}, a nie gdzie): w ${single ? 'jego' : 'jej'} polach jest tylko ${single ? 'jego' : 'jej'} numer, a trafione klasy — w wierszach statków pod planszami`,
        k.ships && `na własnej planszy z pokazaną flotą * to strzał, który trafił twój statek${k.sunk ? ', # — ten, który go zatopił' : ''} (wg floty); ■ statek${k.hatched ? ', ▨ statek kreskowany' : ''}`,
        k.unknown && `? przy statku: trafienie, nie wiadomo ${single ? 'którym strzałem' : 'którą salwą'}`,
      ]),
    recorded: (from, to, forced, text, next) =>
      `${from === to ? `zapisano ${salvoAcc} ${from}` : `zapisano ${single ? 'strzały' : 'salwy'} ${from}–${to}`}${forced ? ' (z wymuszeniem)' : ''}: ${text}; ${next}`,
    next: (side, owed) => `teraz: ${side}${owed === undefined ? '' : `, ${owed}`}`,
    gameOver: (r) => `koniec gry: ${r}`,
    fixBeforeAdding: (file) => `${file} ma błędy; popraw je, zanim dodasz ${single ? 'strzał' : 'salwę'} (zapis bez zmian)`,
    noResultYet: (file) => `wynik nie jest zapisany: 'salvo play ${shellWord(file)}' najpierw o niego zapyta, albo dopisz '-> <wynik>' po polach w ${file}`,
    earlierNoResult: (n, said, line, file) =>
      `${salvo} ${n} (${said}) nie ma wyniku, a po ${single ? 'nim' : 'niej'} zapisano ${single ? 'następny' : 'następną'}: 'salvo play ${shellWord(file)}' najpierw o ${single ? 'niego' : 'nią'} zapyta, albo wpisz wynik w ${file} po polach (- ${line} -> …)`,
    notRecorded: (from, to, file) =>
      `${from === to ? `nie zapisano: ${salvo} ${from}` : `nie zapisano: ${single ? 'strzały' : 'salwy'} ${from}–${to} (żadnego strzału tury)`}; ${file} bez zmian (sędzia może zapisać mimo to, z --force)`,
    otherSideFired: (side, command) => `jeśli strzelała strona ${side}: ${command}`,
    turnWithResults: (withResults, first) => `kilka strzałów zapisuje się z wynikiem każdego, po kolei: ${withResults}; albo po jednym: ${first}`,
    resultPlaceholder: '<wynik>',
    missThenFiredAsk: (m) =>
      `strona ${m.side} strzela znowu zaraz po strzale ${m.shot} (${m.cell}), zapisanym jako „${m.written}”, a tak jest tylko po trafieniu: jeśli było trafienie, wpisz ${m.hit}${m.sunk === undefined ? '' : ` (albo ${m.sunk})`}: strzał ${m.shot} zostanie poprawiony, a ${m.typed} przyjęty; jeśli nie, wpisz nie`,
    missAskFirst: (m) => `najpierw odpowiedz: czy strzał ${m.shot} był trafieniem? jeśli tak, wpisz ${m.hit}${m.sunk === undefined ? '' : ` (albo ${m.sunk})`}, jeśli nie — nie`,
    missKept: (shot, written) => `strzał ${shot} pozostaje zapisany jako „${written}”`,
    missNotCorrected: (m) =>
      `plik ${m.file} zmieniono ręcznie, gdy pytanie czekało na odpowiedź: nie zapisano wyniku „${m.typed}” przy strzale ${m.shot} ani nie przyjęto ${m.cells}; jeśli strzał ${m.shot} był trafieniem, wpisz ${m.write} po jego polach w ${m.file}, a potem wpisz ${m.cells} jeszcze raz`,
    missForAll: (typed, n) => `${qp(typed)} przyjęto jako pudło wszystkich ${n} strzałów`,
    lastResultOther: (n, cells, was, typed) => `jeśli to wynik ${ofSalvo} ${n} (${cells}), ${single ? 'zapisanego' : 'zapisanej'} jako „${was}”: wpisz „cofnij”, potem znowu ${cells} i wynik „${typed}”`,
    missThenFiredAgain: (m) =>
      `strona ${m.side} strzela znowu zaraz po strzale ${m.shot} (${m.cell}), zapisanym jako „${m.written}”, a tak jest tylko po trafieniu: jeśli było trafienie, zapisz ${m.write} w wierszu ${m.line} pliku ${m.file} i zapisz ten strzał jeszcze raz; jeśli odpowiedź naprawdę brzmiała „${m.written}” i strona ${m.side} strzelała poza kolejnością, zapisz go z --force`,
    resultsOtherWay: (results, command) => `jeśli odpowiedziano „${results}”: ${command}`,
    nobodyCanFireNow: 'nikt nie może strzelać',
    hint: {
      hintFor: (side) => `Podpowiedź dla strony ${side}:`,
      exact: (count, s) => `Możliwe rozstawienia: ${count} (dokładnie, ${s} s)`,
      superset: (count, s, at) =>
        `Możliwe rozstawienia: najwyżej ${count} (NIE dokładnie: nieodczytane pole${at === undefined ? '' : ` ${single ? 'strzału' : 'salwy'} ${at.salvo}${at.line !== undefined ? ` (wiersz ${at.line})` : ''}`} jest odczytane z zapasem: policzono każde rozstawienie każdego jego odczytu i być może inne; szanse są szansami tego szerszego zbioru; ${s} s)`,
      widerSampled: (at) =>
        `Próbki pochodzą z większej liczby rozstawień, niż dopuszcza zapis: nieodczytane pole${at === undefined ? '' : ` ${single ? 'strzału' : 'salwy'} ${at.salvo}${at.line !== undefined ? ` (wiersz ${at.line})` : ''}`} jest odczytane z zapasem, więc są losowane ze wszystkich rozstawień każdego jego odczytu i być może innych; szanse są szansami tego szerszego zbioru.`,
      about: (count, samples, err, worst, s) =>
        `Możliwe rozstawienia: około ${count} (NIE dokładnie: oszacowano z ${grouped('pl', samples)} ${plural('pl', samples, 'losowego rozstawienia', 'losowych rozstawień', 'losowych rozstawień')}${err !== undefined ? `, błąd standardowy ${err}` : ''}; błąd standardowy każdego prawdopodobieństwa do ${worst} pkt proc.; ${s} s)`,
      chain: (chains, sweeps, worst, s) =>
        `Możliwe rozstawienia: niepoliczone (poza zasięgiem). Szanse NIE dokładnie: oszacowane łańcuchem Markowa po zgodnych rozstawieniach (${chains} ${plural('pl', chains, 'łańcuch', 'łańcuchy', 'łańcuchów')}, ${grouped('pl', sweeps)} ${plural('pl', sweeps, 'przebieg', 'przebiegi', 'przebiegów')}); błąd standardowy każdego prawdopodobieństwa do ${localNumber('pl', worst)} pkt proc.; ${s} s`,
      // Counts after a colon (`łańcuchów…: 3`): no number-noun pair to agree.
      mixing: ({ chains, rhat, wanted, searched, burnIn, agree }) => {
        const n = (x: string): string => localNumber('pl', x);
        const starts =
          searched === 0
            ? 'każdy zaczął od rozstawienia wylosowanego dokładnie jednostajnie'
            : `łańcuchy zaczęte od rozstawień znalezionych przeszukiwaniem, a nie wylosowanych jednostajnie: ${searched}; przebiegi odrzucone na początku każdego z nich: ${burnIn}`;
        return agree
          ? `Łańcuchy (${chains}) są zgodne (R̂ ${n(rhat)}, wymagane najwyżej ${n(wanted)}); ${starts}.`
          : `UWAGA: łańcuchy (${chains}) są niezgodne (R̂ ${n(rhat)}, wymagane najwyżej ${n(wanted)}): szanse mogą być przesunięte w stronę rozstawień, od których łańcuchy zaczęły (${starts}), bardziej, niż mówią ich błędy standardowe; daj większy --budget.`;
      },
      // As a chart's title in a book, and as the PDF's key says it (a class by its name, not declined).
      chanceTitle: (what) => `Szansa, że na polu jest ${what ?? 'statek'}, %`,
      pinned: 'Wiadomo na pewno:',
      pinnedNone: 'Wiadomo na pewno: jeszcze nic',
      pinnedByEvidence: (none) =>
        none ? 'Wiadomo na pewno z samych odpowiedzi: nic (to oszacowanie: innych statków nie sprawdzono)' : 'Wiadomo na pewno z samych odpowiedzi (to oszacowanie: innych statków nie sprawdzono):',
      mostLikely: (cells) => `Najbardziej prawdopodobne nieostrzelane pola: ${cells}`,
      lastSalvo: (salvo, side, k) => ` (${single ? 'ostatni' : 'ostatnia'} w grze — nr ${salvo}, ${k}. ${single ? 'strzał' : 'salwa'} strony ${side})`,
      heading: (game, side, after) => `${game}: flota strony ${side} po ${after} ${single ? plural('pl', after, 'strzale', 'strzałach') : plural('pl', after, 'salwie', 'salwach')} do niej`,
      prior: 'Rozkład a priori jednostajny: każde dozwolone rozstawienie zgodne z odpowiedziami jest równie prawdopodobne.',
      legend: (what, none, shown) =>
        heatLegend(
          'Oznaczenia: ',
          [
            ['hit', 'X — strzał, statek (na pewno)'],
            ['water', 'o — strzał, woda'],
            ['ship', `■ — na pewno ${what ?? 'statek'}`],
            ['none', what === undefined ? `${none} — na pewno woda` : `${none} — na pewno nie ${what}`],
            ['unknown', '* — strzał, wynik nieznany'],
          ],
          '  ',
          shown,
        ),
      stoppedBy: (limit, [pass, kept]) =>
        limit === 'memory'
          ? `Dokładnemu liczeniu zabrakło pamięci, na którą pozwala sobie licznik (${pass} GiB na przejście, ${kept} GiB na poziomy zachowane dla szans): większy --budget nie uczyni go dokładnym, tylko oszacowanie dokładniejszym.`
          : 'Dokładne liczenie nie zmieściło się w budżecie (--budget): z większym może być dokładne.',
      stoppedByInPlay: (limit, [pass, kept], command) =>
        limit === 'memory'
          ? `Dokładnemu liczeniu zabrakło pamięci, na którą pozwala sobie licznik (${pass} GiB na przejście, ${kept} GiB na poziomy zachowane dla szans): żaden budżet nie uczyni go dokładnym; '${command}' da dokładniejsze oszacowanie (z --budget — jeszcze dokładniejsze).`
          : `Dokładne liczenie nie zmieściło się w budżecie podpowiedzi: '${command}' ma większy (a z --budget jeszcze większy), z nim może być dokładne.`,
      unknownCount: (samples, s, limit) => [
        `Możliwe rozstawienia: nieznane (NIE dokładnie: ${limit === 'memory' ? 'dokładnemu liczeniu zabrakło pamięci, na którą pozwala sobie licznik' : 'dokładne liczenie nie zmieściło się w budżecie'}, a losowych rozstawień zmieściło się w nim ${grouped('pl', samples)} — za mało do oszacowania; ${s} s).`,
        `Daj większy --budget albo uruchom salvo check, by sprawdzić, czy takie odpowiedzi są możliwe.`,
      ],
      noFleet: (why) => `Możliwe rozstawienia: 0 — żadna dozwolona flota nie mogła dać takich odpowiedzi${why}.`,
      noneFits: (after, shots, salvos) =>
        `${shots !== undefined ? `Żadne nie pasuje przy własnej salwie nr ${after} z ${shots} ${plural('pl', shots, 'strzałem', 'strzałami', 'strzałami')}` : `Żadne nie pasuje po ${single ? 'strzale' : 'salwie'} ${after}`}; ${salvos.length === 1 ? `nie zgadza się odpowiedź na ${single ? 'strzał' : 'salwę'}` : `sprzeczne są odpowiedzi na ${single ? 'strzały' : 'salwy'}`} ${salvos.join(', ')} (numery jak w zapisie i w salvo check).`,
      conflictLoose: (n) => `Być może nie jest to najmniejszy taki zbiór: mniejsze sprawdzono przy nieodczytanym polu ${single ? 'strzału' : 'salwy'} ${n} odczytanym z zapasem.`,
      conflictCut: (n) =>
        `Być może nie jest to najmniejszy taki zbiór: ${n !== undefined ? `mniejsze sprawdzono przy nieodczytanym polu ${single ? 'strzału' : 'salwy'} ${n} odczytanym z zapasem, a zawęzić go w ramach budżetu pracy się nie udało` : 'nie udało się go zawęzić w ramach budżetu pracy'}.`,
      conflictEarliest: (n, after) => `Być może żadne nie pasuje już po ${single ? 'strzale' : 'salwie'} ${n}: nie wszystkie odpowiedzi sprzed ${single ? 'strzału' : 'salwy'} ${after} udało się sprawdzić dokładnie.`,
      took: (s, advice) => `(${s} s${advice ? '; salvo check znajdzie pierwszą niemożliwą odpowiedź' : ''})`,
      pdfWritten: (file) => `Mapę zapisano do ${file}`,
    },
    lastOf: (by, k) => ` w grze (ostatni${single ? '' : 'a'} — ${k}. ${salvo} strony ${by})`,
  };
}

/**
 * The texts for a language code (`ru`, `pl-PL` → Polish; English otherwise); `single`: every
 * salvo of the game is one shot (then spoken of as shots in Russian and Polish).
 */
export function playText(lang: string, single: boolean): PlayText {
  const s = spoken(lang);
  return s === 'ru' ? ru(single) : s === 'pl' ? pl(single) : en(single);
}


/**
 * Who else may be next, when whose turn it is hangs on the last salvo's announcement not given
 * yet, or on the penalty, in `t`'s language (check's summary too: English where it has no `t`).
 */
export function alternativeIn(
  t: PlayText,
  alternative: string | null,
  next: string | null,
  record: { readonly salvos: readonly { readonly announcement: unknown; readonly side?: string; readonly cells?: readonly number[] }[] },
  sources?: { readonly salvos: readonly { readonly item: number }[] },
  variant?: Pick<Variant, 'turns'>,
): string {
  if (alternative === null || alternative === next) return '';
  const n = record.salvos.length;
  // The last salvo as the record's text numbers it (a line naming no cell, left out, keeps its number).
  if (record.salvos[n - 1]?.announcement === null) return t.orDepending(alternative, sources?.salvos[n - 1]?.item ?? n);
  // A repeat's "hit" or "sunk", which the rules read as a miss, the fleet fired at shown or not:
  // the repeat leaves the turn open, not a result copied wrong (where the fleet shown gives a miss
  // there too, the word said at the table is still what the other reading goes by).
  if (n > 0 && repeatsCell(record.salvos, n - 1)) return t.orRepeat(alternative);
  // With no penalty in the rules, only a result the fleet shown belies leaves the turn open. The
  // turn goes by the miss, so the other side is the hit's: the word said, where it was "hit" or
  // "sunk" (the fleet gives a miss), else the fleet's (a hit written as a miss).
  if (variant?.turns.protectedHitPenalty !== 'none') return t.orPenalty(alternative);
  return lastResultEarnsShot(record.salvos[n - 1]?.announcement) ? t.orBelied(alternative) : t.orMisread(alternative);
}

/** Whether an announcement's last shot was said "hit" or "sunk" (a per-shot report only). */
function lastResultEarnsShot(announcement: unknown): boolean {
  if (typeof announcement !== 'object' || announcement === null || !('kind' in announcement) || announcement.kind !== 'per-shot' || !('shots' in announcement)) return false;
  const shots = announcement.shots;
  if (!Array.isArray(shots) || shots.length === 0) return false;
  const last: unknown = shots[shots.length - 1];
  return typeof last === 'object' && last !== null && 'result' in last && (last.result === 'hit' || last.result === 'sunk');
}

/** Does salvo `i` fire at a cell its side fired at before (in an earlier salvo, or earlier in it)? */
function repeatsCell(salvos: readonly { readonly side?: string; readonly cells?: readonly number[] }[], i: number): boolean {
  const s = salvos[i]!;
  const before = new Set(salvos.slice(0, i).flatMap((x) => (x.side === s.side ? (x.cells ?? []) : [])));
  const cells = s.cells ?? [];
  return cells.some((c, j) => before.has(c) || cells.indexOf(c) < j);
}

/** What play says (and show, record), in `lang`: of shots where every salvo of the game is one shot. */
export function playTextOf(variant: Variant, lang: string): PlayText {
  return playText(lang, singleShots(variant));
}
