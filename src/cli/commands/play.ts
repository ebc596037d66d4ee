/**
 * `salvo play game.yaml`: keeping the books at the table. Says whose turn it is and how many
 * shots they are owed, takes the cells and then the announcement, checks both against the rules,
 * saves the record after every salvo (atomically: a killed session loses at most the salvo being
 * typed), and shows both papers. Lines come from standard input, so it works just as well with
 * input piped in (scripts, tests); prompts go to standard output.
 *
 * At the cells prompt: the cells (`A1 B4 C7`, optionally prefixed by a side, `red: A1`; a cell
 * with a full stop or a dash, `г3.`, `Д-4`, taken and said back as read; one typed with the
 * keyboard in the other layout, `f1` for `а1`, `,2` or `<2` for `б2`, asked about first: `y`/`да`/`tak`), or
 * `undo` (remove the last salvo), `show` (the charts), `turn` (whose turn it is, and which salvo, as the prompt says it: also
 * `чей ход?`, `czyja kolej?`), `help`, `quit`. At the result prompt: the
 * announcement in any of the variant's words, an empty line to take the fleet's true
 * announcement when the target's fleet is in the record, `undo` to take back the cells, or
 * `later` (`потом`, `później`) to save them without it and go on (`result` asks for it later).
 * When input ends the record is already saved; cells typed without a result are saved with no
 * announcement, so nothing typed is lost, and the next session asks for that announcement first
 * (`skip` or `later` leaves it so; `result` at the cells prompt asks for it again). An earlier
 * salvo left without its announcement (a hand edit, `salvo record` without --result) is asked for
 * too, earliest first, before the game goes on; `later` (`потом`, `później`) leaves it so. A
 * result typed for either and not taken (it does not read, or breaks a later salvo) is kept in that
 * salvo's note if the session ends before it is given one (keepTyped), the rest of the file as it was.
 *
 * In a shot-by-shot game (Морской бой, Statki: src/record/turns.ts) several cells may be typed at
 * once, a whole turn: each then asks for its result in turn, or takes the results of all the
 * shots left in one line (`попал, убит, мимо`). Each shot is checked and saved as a salvo of its
 * own, written on the turn's one line as `salvo record` writes a turn (`- первый: Б4 К4 -> попал,
 * убит`); a shot after the turn has ended (a miss) is not taken. When input ends at a shot's result,
 * the cells called after it are kept in its note, and the next session, once given that result,
 * goes on with them while the turn lasts.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import { asCyrillicKeys, asGreekKeys, asLatinKeys, formatCell, labelRange, parseCell, parseCellList, readsClean } from '../../core/coords.js';
import { formatDiagnostic, hasErrors, inFileOrder, SalvoError, type Diagnostic } from '../../core/diagnostics.js';
import { trueAnnouncement } from '../../rules/announce.js';
import { announcesSinking } from '../../rules/fleet-status.js';
import { className, formatAnnouncement, parseAnnouncement as parseWords, spelledOut } from '../../record/announcement-text.js';
import { replayRecord, setupOf, sideName, sideTitle, variantSideOf, type ReplayOptions } from '../../record/game.js';
import type { GameRecord, RecordedSalvo } from '../../record/model.js';
import { paperOf } from '../../record/paper.js';
import { namedSide, resultAfterName } from '../../record/named-side.js';
import { parseRecord, resolveSide, resolveSideOrPlayer, sideNamesHint, sidesMeant, type ParsedRecord } from '../../record/parse.js';
import { copyingSlips, readAsMeant, type MeantReading } from '../../record/as-read.js';
import { breachDiagnostic, breachOfViolation, spokenRecord, type Breach } from '../../record/referee.js';
import { breachSaid, formatSaid, readingLine, refereeText, type ReadingLanguage, type RefereeText } from '../../record/referee-text.js';
import { shotsNamed } from '../../record/shots-named.js';
import { missBefore, withMissAsHit } from '../../record/miss-then-again.js';
import type { Announcement } from '../../rules/announcement.js';
import { ANNOUNCEMENT_CODES, appendSalvo, appendTurnShot, breachesOfSalvo, breachesOfSalvos, readsAs, removeLastSalvo, rewritten, turnInfo, type TurnLine } from '../../record/session.js';
import { readsTurnLines } from '../../record/turns.js';
import type { Violation } from '../../rules/types.js';
import { latinSkeleton } from '../../core/transliteration.js';
import { editDistance, foldWord } from '../../record/words.js';
import { keepBackup, writeFileAtomic } from '../../record/store.js';
import { formatSalvoItem, formatSalvoText } from '../../record/write.js';
import { localize, singleShots, type Variant } from '../../variant/model.js';
import type { CliIO } from '../io.js';
import { asWrite, ExitCode } from '../errors.js';
import { commandLanguage, newImpossibleBreaches, openRecord, printDiagnostics, readingWarnings, spokenSide } from './game-common.js';
import { copiedOf, setAsideLines, unjudgedOfNewSalvos } from './check.js';
import { reportText } from './report-text.js';
import { slipLine, spokenIn, unjudgedLine } from './record.js';
import { checkedNewSalvos, inconsistentStands, swappedAcross, typedTurnSwapped, type SwappedSlip } from '../../inference/checked-new-salvos.js';
import { narrowedSizeBreach, newSalvosReplayOptions, possibleOwed, recordAsAnnounced, REFEREE_BUDGET_MS, refereeReplayOptions } from '../../inference/record-check.js';
import { breachesToRead, conflictsNamed, resultRecordAsRead } from '../../inference/full-referee.js';
import { drawPaper, legendParts } from './show.js';
import { clearProgress, progressIn } from './progress.js';
import { hintRead, hintsApart, hintsHere, type Hints } from './play-hints.js';
import { alternativeIn, playText, playTextOf, type PlayText, type QuitClash } from './play-text.js';
import { playNoteDetails, readPlayNote, unsavedComment, writePlayNote, type PlayNote, type UnsavedWhy } from './play-notes.js';
import { shellWord } from '../../core/shell-word.js';
import { fleetsSetAside, type FleetsSetAside } from './fleet-set-aside.js';

interface PlayOptions {
  lang?: string;
  charts?: boolean;
  hints?: boolean;
}

/** Breaches about the cells themselves, whatever the turn order. */
const CELL_CODES: ReadonlySet<string> = new Set(['repeated-cell', 'cell-off-board']);

/**
 * Breaches of a shot of a turn typed at once that only say the turn ended before it (a miss
 * passed the turn, or the last ship sunk ended the game): said as such, not as breaches.
 */
const TURN_ENDED: ReadonlySet<string> = new Set(['out-of-turn', 'after-game-end']);

/**
 * An announcement typed at play's prompt: as records read it, and with result words cut short
 * spelt out where nothing else reads (`ран` for ранил, `traf` for trafiony, `pud` for pudło: see
 * spelledOut); the line saved and said back (`записан выстрел 3: blue: Ж6 -> попал`) shows the
 * result read.
 */
function parseAnnouncement(typed: string, variant: Variant, shots: number | undefined, language?: string): ReturnType<typeof parseWords> {
  const read = parseWords(typed, variant, shots, language);
  if (read.announcement !== null) return read;
  const allMissed = everyShotMissed(typed, variant, shots, language);
  if (allMissed !== undefined) {
    const missed = parseWords(allMissed, variant, shots, language);
    if (missed.announcement !== null) return missed;
  }
  // `missed`, as an English player says a shot's miss, where the game's word is `miss`.
  if (variant.words.en?.miss === 'miss' && /\bmissed\b/iu.test(typed)) {
    const miss = parseWords(typed.replace(/\bmissed\b/giu, 'miss'), variant, shots, language);
    if (miss.announcement !== null) return miss;
  }
  const full = spelledOut(typed, variant);
  if (full === undefined) return read;
  const again = parseWords(full, variant, shots, language);
  if (again.announcement !== null) return again;
  // Neither reads: the words cut short are not said unread too (`mis, mis, his`: only `his`).
  const errors = (p: ReturnType<typeof parseWords>): number => p.issues.filter((x) => x.diagnostic.severity === 'error').length;
  return errors(again) > 0 && errors(again) < errors(read) ? again : read;
}

/**
 * Every shot of a salvo said to have missed, as players say it (folded): `all miss`, `все мимо`,
 * `same pudła`, and the other way round, `miss all`, `мимо все`, `pudło wszystkie`.
 */
const ALL_MISSED =
  /^(?:(?:all|all shots|every shot|everything|все|всё|wszystkie|wszystko|same)\s+(?:miss|missed|misses|мимо|промах|промахи|pudło|pudlo|pudła|pudla)|(?:miss|missed|misses|мимо|промах|промахи|pudło|pudlo|pudła|pudla)\s+(?:all|все|всё|wszystkie|wszystko))$/u;

/**
 * `typed` said every shot of the salvo missed (`all miss`, `все мимо`, `same pudła`): the
 * announcement as the variant words it (its no-hits word, or a miss for each of `shots`);
 * undefined where it is not so said.
 */
function everyShotMissed(typed: string, variant: Variant, shots: number | undefined, language?: string): string | undefined {
  if (!ALL_MISSED.test(foldWord(typed.trim().replace(/[.!]+$/u, '')).replace(/\s+/gu, ' '))) return undefined;
  const words = variant.words[language ?? ''] ?? variant.words[variant.languages[0] ?? ''];
  if (words === undefined) return undefined;
  if (variant.report.timing === 'per-shot' && shots !== undefined) return Array.from({ length: shots }, () => words.miss).join(', ');
  return words.noHits;
}

/**
 * The cells a cell diagnostic of core/coords.ts says may be meant (`К1` and `И1` for `Й1`; the
 * readings of a cell that reads two ways), from its parts, not from its English words: each
 * language joins them with its own "or".
 */
function cellsMeant(d: Diagnostic): readonly string[] {
  const parts = d.parts ?? {};
  const cells = parts['cells'];
  if (parts['kind'] === 'readings' && Array.isArray(cells)) return cells;
  const guess = parts['guess'];
  const also = parts['alsoGuess'];
  if (typeof guess === 'string') return typeof also === 'string' ? [guess, also] : [guess];
  const said = d.suggestion === undefined ? undefined : /did you mean ([^?(]+)\?/u.exec(d.suggestion)?.[1]?.trim();
  return said === undefined ? [] : said.split(' or ');
}

/**
 * Asking whose turn it is, as players ask at the table (folded, without the question mark and
 * apostrophes: `who's turn`, the slip players make, is `whos turn`).
 */
const TURN_QUESTIONS: ReadonlySet<string> = new Set(
  [
    'turn',
    'who',
    'whose turn',
    'whose turn is it',
    'whos turn',
    'whos turn is it',
    'whose go',
    'whos next',
    'who is next',
    'next',
    'who is it',
    'whos it',
    'whose shot',
    'whose salvo',
    'who fires',
    'who shoots',
    'what now',
    // The shots owed, as the turn line says them.
    'how many shots',
    'how many shots do i have',
    'сколько выстрелов',
    'сколько у меня выстрелов',
    'ile strzałów',
    'ile mam strzałów',
    'what next',
    'что теперь',
    'что дальше',
    'кто бьёт',
    'co teraz',
    'co dalej',
    'чей выстрел',
    'чей залп',
    'кто сейчас',
    'кто следующий',
    'czyj strzał',
    'czyja salwa',
    'kto teraz strzela',
    'kto następny',
    'чей ход',
    'чья очередь',
    'кто ходит',
    'кто стреляет',
    'czyja kolej',
    'czyja tura',
    'czyj ruch',
    'whose move',
    'kto teraz',
    'kto strzela',
    // One word, as `turn` and `who` are: `ход?`, `kolej?`.
    'чей',
    'ход',
    'очередь',
    'czyj',
    'czyja',
    'kolej',
    'tura',
  ].map(foldWord),
);

/**
 * Asking for a hint at the cells prompt, in each language (folded): `hint`, `подсказка`,
 * `podpowiedź`: the chances of the enemy ships for the side to fire, as --hints gives them.
 */
const HINT_WORDS: ReadonlySet<string> = new Set(['hint', 'hints', 'tip', 'подсказка', 'подскажи', 'подсказку', 'podpowiedź', 'podpowiedz', 'podpowiedzi', 'podpowiedzcie'].map(foldWord));

/** Is `line` a request for a hint (`hint?`, `подсказка`, `podpowiedź`)? */
function asksHint(line: string): boolean {
  return HINT_WORDS.has(foldWord(line.trim().replace(/[?!.]+$/u, '')));
}

/**
 * Asking the score, in each language (folded, apostrophes dropped): `score`, `what's left`;
 * `счёт`, `сколько осталось?`; `stan`, `ile zostało?`: the shots, hits and enemy ships sunk of
 * each side (`Session.scoreText`).
 */
const SCORE_QUESTIONS: ReadonlySet<string> = new Set(
  [
    'score',
    'the score',
    'whats the score',
    'status',
    'tally',
    'whats left',
    'what is left',
    'how many left',
    'how many ships left',
    'who is winning',
    'whos winning',
    'счёт',
    'какой счёт',
    'итог',
    'итоги',
    'сколько осталось',
    'что осталось',
    'сколько кораблей осталось',
    'кто выигрывает',
    'stan',
    'stan gry',
    'wynik gry',
    'punktacja',
    'ile zostało',
    'co zostało',
    'ile statków zostało',
    'kto wygrywa',
  ].map(foldWord),
);

/** Is `line` a question of the score (`score?`, `счёт`, `ile zostało?`, `whats lfet`), or `score` typed with the keyboard in the Russian layout? */
function asksScore(line: string): boolean {
  return asksOneOf(line, SCORE_QUESTIONS) || asCommand(line) === 'score';
}

/**
 * Is the word typed (folded) the question's word `word`, with the slips a command typed alone is
 * told (`commandSlipsOf`): the same; the same in Latin letters, a letter typed in the other
 * alphabet (`chей` for чей, `rucх` with a Cyrillic х for ruch); or, both of four letters or more,
 * one slip away (a letter wrong, missing, added, or two swapped: `trun` for turn). A shorter word
 * (`who`, `is`) is as likely any other word with a slip: it is to be typed right.
 */
function questionWordIs(typed: string, word: string): boolean {
  if (typed === word) return true;
  const [a, b] = [latinSkeleton(typed), latinSkeleton(word)];
  if (a === b) return true;
  return typed.length >= 4 && word.length >= 4 && (editDistance(typed, word) === 1 || editDistance(a, b) === 1);
}

/**
 * Is `line` one of `questions` (folded), its question mark and apostrophes aside (`who's turn?` is
 * `whos turn`)? A question of two words or more is also matched a word at a time, each with the
 * slips `questionWordIs` takes (`whos trun`, `whats lfet`, `chей ход`, `czyj rucх`): letters only,
 * so a line of cells never is one. A word typed alone with a slip (`trun`) is not: it is told the
 * command meant, as any command is (`commandSlipsOf`).
 */
function asksOneOf(line: string, questions: ReadonlySet<string>): boolean {
  const text = foldWord(line.replace(/[?!.]+\s*$/u, '').replace(/['’ʼ]/gu, ''));
  if (questions.has(text)) return true;
  const typed = text.split(' ');
  if (typed.length < 2 || !typed.every((w) => /^\p{L}+$/u.test(w))) return false;
  return [...questions].some((q) => {
    const words = q.split(' ');
    return words.length === typed.length && words.every((w, i) => questionWordIs(typed[i]!, w));
  });
}

/** Leaving a result asked for to give later, in each language (folded): `skip`, `later`, `потом`, `później`. */
const LATER_WORDS: ReadonlySet<string> = new Set(['skip', 'later', 'потом', 'позже', 'пропустить', 'później', 'pozniej', 'pominąć', 'pomiń'].map(foldWord));

/**
 * The commands as players at a Russian or Polish table type them (folded), each the command it is:
 * `выход` and `koniec` quit, `отмена` and `cofnij` undo, `помощь` and `pomoc` ask for help,
 * `карты` and `plansze` show the charts, `ответ` and `wynik` ask for an announcement left without. The English words stay the commands said in the help.
 */
const COMMAND_WORD_LISTS = [
  ['quit', ['выход', 'выйти', 'выйди', 'конец', 'стоп', 'koniec', 'wyjdź', 'wyjście', 'wyjscie', 'zakończ', 'stop']],
  ['undo', ['отмена', 'отменить', 'отмени', 'назад', 'cofnij', 'cofnąć', 'wycofaj']],
  ['help', ['помощь', 'справка', 'помоги', 'pomoc']],
  ['show', ['карты', 'покажи', 'показать', 'plansze', 'pokaż']],
  // The announcement left without (`result`): as the result prompt is named (ответ>, wynik>).
  ['result', ['ответ', 'результат', 'wynik']],
  // A result the fleet written under fleets: refused, saved as announced (marked forced), as record --force saves it.
  ['force', ['принудительно', 'всё равно', 'wymuś', 'mimo to']],
] as const;
const COMMAND_WORDS: ReadonlyMap<string, string> = new Map(COMMAND_WORD_LISTS.flatMap(([command, words]) => words.map((w) => [foldWord(w), command] as const)));

/** The commands in English, as typed on the keys of the Russian layout too (`йгше` for quit). */
const ENGLISH_COMMANDS: ReadonlySet<string> = new Set(['quit', 'exit', 'undo', 'help', 'show', 'turn', 'score', 'result', 'skip', 'later', 'force']);

/**
 * The command `line` is in the game's language (`выход` → `quit`), or typed with the keyboard
 * left in the Russian layout (`йгше` → `quit`, `гтвщ` → `undo`); else `line` as typed.
 */
function asCommand(line: string): string {
  const text = line.trim().replace(/[.!]+$/u, '');
  const keyed = /^\p{Script=Cyrillic}+$/u.test(text) ? asLatinKeys(text) : undefined;
  if (keyed !== undefined && ENGLISH_COMMANDS.has(keyed)) return keyed;
  return COMMAND_WORDS.get(foldWord(text)) ?? line;
}

/**
 * A command typed with a number after it (`undo 2`, `отмена 2`, `show 3`): the command's word as
 * typed and the command it is; undefined where the line's first word is no command, or no digit follows.
 */
function commandWithNumber(line: string): { readonly typed: string; readonly command: string } | undefined {
  const lead = /^\s*(\p{L}+)[.!?]*\s+(?=.*\d)\S/u.exec(line);
  const command = lead === null ? undefined : asCommand(lead[1]!).toLowerCase();
  return lead !== null && command !== undefined && ENGLISH_COMMANDS.has(command) ? { typed: lead[1]!, command } : undefined;
}

/**
 * The words a slip of a command is told to be (`undoo` → undo, `отмнеа` → отмена, `cofnji` →
 * cofnij), as typed at the cells prompt: the English commands, the commands in Russian and Polish,
 * and the one-word questions and requests (hint, score, turn, later). Words of four letters or
 * more only: a slip of a shorter one (`who`, `tip`) is as likely any other word. Each with its
 * folded form, folded once.
 */
const SLIP_COMMANDS: readonly (readonly [string, string])[] = [
  ...new Set(
    [
      ...ENGLISH_COMMANDS,
      'hint',
      'note',
      ...COMMAND_WORD_LISTS.flatMap(([, words]) => words),
      ...['подсказка', 'podpowiedź', 'счёт', 'stan', 'итог', 'потом', 'później', 'примечание', 'uwaga', 'notatka'],
    ].filter((w) => !w.includes(' ') && w.length >= 4),
  ),
].map((w) => [w, foldWord(w)] as const);

/**
 * Words of the game that are no command (folded): ships, shots and salvos, guns and the fleet, in
 * each language, as a player types them alone at the cells prompt (an announcement, `hit`, `мимо`,
 * is said to be one before). None is taken for a slip of a command (`ship` is one letter from
 * skip, `shot` from show): the prompt says what it takes instead.
 */
const GAME_WORDS: ReadonlySet<string> = new Set(
  [
    ...['ship', 'ships', 'shot', 'shots', 'salvo', 'salvos', 'salvoes', 'shoot', 'fire', 'fired', 'hits', 'sink', 'sank', 'gun', 'guns', 'fleet', 'boat', 'boats', 'cell', 'cells'],
    ...['корабль', 'корабли', 'кораблей', 'выстрел', 'выстрелы', 'выстрела', 'залп', 'залпы', 'залпа', 'огонь', 'пли', 'стреляю', 'пушка', 'пушки', 'флот', 'клетка', 'палуба'],
    ...['statek', 'statki', 'statków', 'okręt', 'okręty', 'strzał', 'strzały', 'strzelam', 'salwa', 'salwy', 'ogień', 'pole', 'działo', 'działa', 'flota'],
  ].map(foldWord),
);

/** Is `typed` (a word typed alone, its full stop or question mark aside) a word of the game that is no command (`ship`, `выстрел`)? */
function isGameWord(typed: string): boolean {
  return GAME_WORDS.has(foldWord(typed.replace(/[.!?]+$/u, '')));
}

/**
 * The commands `typed` (a word typed alone, not a cell) is one slip away from (a letter wrong,
 * missing, added, or two swapped): `undoo` → undo, `карта` → карты, `гтвщщ` (undo in the Russian
 * layout) → undo; none for a word with digits or other signs than letters (a cell mistyped, `к11`), nor for a command typed right.
 */
function commandSlipsOf(typed: string): string[] {
  const word = foldWord(typed.replace(/[.!?]+$/u, ''));
  if (!/^\p{L}{3,}$/u.test(word)) return [];
  if (SLIP_COMMANDS.some(([, f]) => f === word) || isGameWord(typed)) return [];
  // An English command typed with the keyboard left in the Russian layout, with a slip (`гтвщщ` → undo).
  // On the keys as typed, not folded (folding reads `й` as `и`, another key).
  const bare = typed.replace(/[.!?]+$/u, '').toLocaleLowerCase('ru');
  const keyed = /^\p{Script=Cyrillic}+$/u.test(bare) ? asLatinKeys(bare) : undefined;
  const english = keyed === undefined ? [] : [...ENGLISH_COMMANDS].filter((w) => w.length >= 4 && editDistance(keyed, w) === 1);
  const near = [...SLIP_COMMANDS.filter(([, f]) => editDistance(word, f) === 1).map(([w]) => w), ...english];
  return [...new Set(near.map(foldWord))].map((f) => near.find((w) => foldWord(w) === f)!);
}

/**
 * The letters typed alone that quit, as players cut the word short: `q` (quit), `в` (выход), `w`
 * (wyjdź), each in the language it is said in (any game takes each).
 */
const QUIT_LETTERS: readonly { readonly letter: string; readonly lang: string }[] = [
  { letter: 'q', lang: 'en' },
  { letter: 'в', lang: 'ru' },
  { letter: 'w', lang: 'pl' },
];

/**
 * What `letter` (a quit letter, lower case) reads as in `variant`, so that it cannot quit there: a
 * column or row label of the board (a Cyrillic board's `в`), a ship class's mark, a word of its
 * announcements; undefined where it reads as nothing else, and quits.
 */
function quitLetterClash(variant: Variant, letter: string): QuitClash | undefined {
  const same = (x: string): boolean => x.toLocaleLowerCase() === letter;
  if (variant.board.columnLabels.some(same)) return 'column';
  if (variant.board.rowLabels.some(same)) return 'row';
  if (variant.fleet.some((c) => same(c.mark))) return 'mark';
  const read = [letter, letter.toLocaleUpperCase()].some((w) => [undefined, 1].some((shots) => parseAnnouncement(w, variant, shots).announcement !== null));
  return read ? 'announcement' : undefined;
}

/** The quit letters said in `lang`'s help that quit in `variant` (`в` in Russian, then `q`). */
function quitLettersOf(variant: Variant, lang: string): string[] {
  const ours = QUIT_LETTERS.filter((q) => q.lang === lang.split(/[-_]/u)[0]!.toLowerCase() && q.letter !== 'q');
  return [...ours, { letter: 'q' }].filter((q) => quitLetterClash(variant, q.letter) === undefined).map((q) => q.letter);
}

/**
 * A line refused, given back as typed to copy or mend (`typed: hit, hit`); undefined when it is
 * one word or none (`мимо`, `f1`): nothing to copy that is not quicker typed again.
 */
function givenBack(line: string): string | undefined {
  const text = line.trim().replace(/\s+/gu, ' ');
  return /[\s,;]/u.test(text) ? text : undefined;
}

/** How many items (cells, as typed) `text` holds, between spaces, commas and semicolons. */
function itemsIn(text: string): number {
  return text.split(/[\s,;]+/u).filter((x) => x !== '').length;
}

/** Is `line` a word leaving a result for later? */
function leavesForLater(line: string): boolean {
  return LATER_WORDS.has(foldWord(line.trim().replace(/[.!]+$/u, '')));
}

/** The words a note is typed after, in each language (`note`, `примечание`, `uwaga`), as record's --note and the record's `note:` key name it. */
const NOTE_WORDS = 'note|примечание|заметка|uwaga|notatka';

/**
 * A note typed at the cells prompt (`note called loudly`, `примечание: назвал громко`): its text,
 * '' when the word is typed alone; undefined when `line` is not one.
 */
function typedNote(line: string): string | undefined {
  const m = new RegExp(`^\\s*(?:${NOTE_WORDS})(?:\\s*:\\s*|\\s+|$)(.*)$`, 'iu').exec(line);
  return m === null ? undefined : m[1]!.trim();
}

/** Is `line` the command saving a result the fleet refused as announced (`force`, `принудительно`, `wymuś`)? */
export function asksForce(line: string): boolean {
  return line.trim().toLowerCase() === 'force';
}

/** Is `line` a question of whose turn it is (`whose turn?`, `чей ход`, `czyj ruch`, `whos trun`)? */
function asksTurn(line: string): boolean {
  return asksOneOf(line, TURN_QUESTIONS);
}


/**
 * Cells with a comma typed inside one (`г,3`, `Г, 3 д4`): where the line reads as no cells with
 * commas separating them and as cells without any, those cells; otherwise undefined.
 */
function commaJoined(text: string, variant: Variant): number[] | undefined {
  if (!/[,;，；]/u.test(text)) return undefined;
  const joined = parseCellList(text.replace(/[,;，；]/gu, ' '), variant.board);
  return hasErrors(joined.diagnostics) || joined.cells.length === 0 ? undefined : joined.cells;
}

/**
 * A cell typed with a slip: where it reads one way only, `sure` (a full stop after it, a dash or a
 * dot inside: `г3.`, `Д-4`; cells typed without the spaces between them, `A1B2C3`, its `cells`
 * several), taken and said back; a guess (typed with the keyboard in the other layout: `f1` for
 * `а1` on a Russian board, `ф1` for `A1` on a Latin one), asked about first.
 */
interface Slip {
  readonly typed: string;
  readonly cells: readonly number[];
  readonly sure: boolean;
}

/** Punctuation a phone puts in or after a cell (not the comma and semicolon, which separate cells). */
const SLIP_MARKS = /[-‐–—._/\\:'"`!?…]+/gu;

/** A cell read cleanly (no look-alike warning; a letter of the other alphabet is the board's), or undefined. */
function cleanCell(text: string, board: Variant['board']): number | undefined {
  const p = parseCell(text, board);
  return readsClean(p) ? p.cell : undefined;
}

/**
 * The cell `text` names with its letters and digits the other way round (`1a`, `10б` for A1,
 * Б10, on a board written letter then number; `a1` where it is written number then letter);
 * undefined where it is no such cell, or reads as one as typed.
 */
function labelsTurned(text: string, board: Variant['board']): number | undefined {
  const m = /^(\p{L}+|\d+)(\p{L}+|\d+)$/u.exec(text);
  if (m === null || /\d/u.test(m[1]!) === /\d/u.test(m[2]!) || parseCell(text, board).ok) return undefined;
  return cleanCell(`${m[2]!}${board.separator}${m[1]!}`, board);
}

/** The other layout's keys: Latin keys for a board lettered in Cyrillic or Greek, Cyrillic ones for a Latin board. */
function otherKeys(board: Variant['board']): ((typed: string) => string | undefined) | undefined {
  const labels = [...board.columnLabels, ...board.rowLabels];
  if (labels.some((l) => /\p{Script=Cyrillic}/u.test(l))) return asCyrillicKeys;
  if (labels.some((l) => /\p{Script=Greek}/u.test(l))) return asGreekKeys;
  return labels.some((l) => /\p{Script=Latin}/u.test(l)) ? asLatinKeys : undefined;
}

/**
 * A word of a line of cells holding punctuation that is a letter on the other layout's key (`,2`
 * for б2, `;5` for ж5 on a Russian board: those keys are б and ж there; with Shift, `<2` for Б2,
 * `:5` for Ж5), where the word reads as no cells as typed (a comma or semicolon between cells,
 * `а1,б2`, reads). Each comma or semicolon is either a separator or the key of a letter: the one
 * reading in which every part is a cell (`f1,,2`: А1, then `,2` for Б2) gives the cells, and the
 * parts read on the other layout's keys are guesses. Undefined where no reading, or more than one, does.
 */
function punctuationKeySlips(word: string, board: Variant['board']): { cells: number[]; guesses: Slip[] } | undefined {
  if (!/[,;.'`[\]<>:"{}~]/u.test(word)) return undefined;
  const typed = parseCellList(word, board);
  if (!hasErrors(typed.diagnostics) && typed.cells.length > 0) return undefined;
  const swap = otherKeys(board);
  if (swap === undefined) return undefined;
  const chars = Array.from(word);
  const seps = chars.flatMap((ch, i) => (ch === ',' || ch === ';' ? [i] : []));
  // A word of a few cells: more separators than that is no slip of a key.
  if (seps.length > 6) return undefined;
  const readings: { part: string; cell: number; keyed: boolean }[][] = [];
  for (let mask = 0; mask < 1 << seps.length; mask++) {
    const parts: string[] = [''];
    for (const [i, ch] of chars.entries()) {
      const k = seps.indexOf(i);
      if (k >= 0 && ((mask >> k) & 1) === 1) parts.push('');
      else parts[parts.length - 1] += ch;
    }
    const read = parts
      .filter((part) => part !== '')
      .map((part) => {
        const own = cleanCell(part, board);
        if (own !== undefined) return { part, cell: own, keyed: false };
        const mapped = swap(part);
        const cell = mapped === undefined ? undefined : cleanCell(mapped, board);
        return cell === undefined ? undefined : { part, cell, keyed: true };
      });
    const cells = read.filter((x) => x !== undefined);
    if (cells.length > 0 && cells.length === read.length && cells.some((x) => x.keyed)) readings.push(cells);
  }
  if (readings.length !== 1) return undefined;
  const reading = readings[0]!;
  return { cells: reading.map((x) => x.cell), guesses: reading.filter((x) => x.keyed).map((x) => ({ typed: x.part, cells: [x.cell], sure: false })) };
}

/** The slip in `token`, a word of a line of cells that is no cell as typed; undefined when none reads. */
function slipOf(token: string, board: Variant['board']): Slip | undefined {
  const read = parseCell(token, board);
  if (read.ok) return undefined;
  // Cells typed without the spaces between them (`A1B2C3`), where they cut into cells one way only.
  const run = read.diagnostic.parts?.['hint'] === 'run' ? read.diagnostic.parts['guess'] : undefined;
  if (typeof run === 'string') {
    const cells = run.split(' ').map((name) => cleanCell(name, board));
    if (cells.every((c) => c !== undefined)) return { typed: token, cells, sure: true };
  }
  const clean = token.replace(SLIP_MARKS, '');
  const sure = clean !== token && clean !== '' ? cleanCell(clean, board) : undefined;
  if (sure !== undefined) return { typed: token, cells: [sure], sure: true };
  // Its two labels typed the other way round (`1a`, `10-Б` for A1, Б10): one reading only.
  const turned = labelsTurned(clean === '' ? token : clean, board);
  if (turned !== undefined) return { typed: token, cells: [turned], sure: true };
  const swap = otherKeys(board);
  if (swap === undefined) return undefined;
  for (const text of [token, clean]) {
    const mapped = text === '' ? undefined : swap(text);
    const cell = mapped === undefined ? undefined : cleanCell(mapped, board);
    if (cell !== undefined) return { typed: token, cells: [cell], sure: false };
  }
  return undefined;
}

/** Words joining the last two cells of a salvo as players type them (folded): `and`, `и`, `i`, `oraz`, `&`. */
const JOINING_WORDS: ReadonlySet<string> = new Set(['and', '&', '+', 'plus', 'и', 'i', 'oraz'].map(foldWord));

/**
 * `text`, a line of cells, with each word joining two cells left out (`A1 B2 and C3`, `а1 и б2`,
 * `a1, b2 i c3`): a word that is no cell of the board, between two words that are cells (or cells
 * with a slip, `г3.`). Elsewhere (`и 5`, a cell written with a space) it is kept, and read as typed.
 */
function withoutJoiningWords(text: string, board: Variant['board']): string {
  const words = [...text.matchAll(/[^\s,;]+/gu)];
  const cellLike = (w: string): boolean => parseCell(w, board).ok || slipOf(w, board) !== undefined;
  const out: string[] = [];
  let from = 0;
  for (let i = 1; i + 1 < words.length; i++) {
    const w = words[i]!;
    if (!JOINING_WORDS.has(foldWord(w[0])) || parseCell(w[0], board).ok || !cellLike(words[i - 1]![0]) || !cellLike(words[i + 1]![0])) continue;
    out.push(text.slice(from, w.index), ' ');
    from = w.index + w[0].length;
  }
  return out.join('') + text.slice(from);
}

/** Answers taking a guess (`y`, `да`, `tak`) and refusing it (`n`, `нет`, `nie`), folded. */
const YES: ReadonlySet<string> = new Set(['y', 'yes', 'ok', 'да', 'д', 'ага', 'угу', 'tak', 't'].map(foldWord));
const NO: ReadonlySet<string> = new Set(['n', 'no', 'нет', 'н', 'не', 'nie'].map(foldWord));

/**
 * The answer to a guess about cells typed in the keyboard's other layout: `yes`, `no`, or undefined
 * (anything else, the cells typed again). The answer is often typed in that layout too (`lf` for
 * да, `ytn` for нет, `ефл` for tak): read on the other layout's keys where it is no answer as
 * typed and reads as no cells of the board.
 */
function guessAnswer(answer: string, board: Variant['board']): 'yes' | 'no' | undefined {
  const text = answer.trim().replace(/[.!]+$/u, '');
  const of = (word: string): 'yes' | 'no' | undefined => {
    const folded = foldWord(word);
    return YES.has(folded) ? 'yes' : NO.has(folded) || folded === '' ? 'no' : undefined;
  };
  const asTyped = of(text);
  if (asTyped !== undefined) return asTyped;
  const cells = parseCellList(text, board);
  if (!hasErrors(cells.diagnostics) && cells.cells.length > 0) return undefined;
  for (const keyed of [asCyrillicKeys(text), asLatinKeys(text)]) {
    const read = keyed === undefined ? undefined : of(keyed);
    if (read !== undefined) return read;
  }
  return undefined;
}

/**
 * A result typed for a salvo without its announcement (an earlier one, or the last left so by the
 * last session) and not taken: it did not read, a later salvo no longer stood after it, or the
 * file was changed by hand meanwhile (`changed`). Kept in the salvo's note if the session ends
 * before the salvo is given its announcement. `at`: the salvo's index when it was typed.
 */
interface TypedResult {
  readonly at: number;
  readonly salvo: RecordedSalvo;
  readonly result: string;
  readonly changed: boolean;
}

/** A reading warning as said once in a session, wherever a hand edit moves its line. */
function warningKey(d: Diagnostic): string {
  return `${d.code}\u0000${d.salvo ?? ''}\u0000${d.message}`;
}


/**
 * Whether the score names the enemy ships sunk: where the announcements say a sinking, or which
 * class each hit is on (every per-salvo report, a per-shot one with `hitClass`), so that a class
 * hit in all its cells is known sunk; not where a hit names nothing (`sunk: none`, no class), which
 * leaves the ships sunk unknown but at the very end.
 */
function scoreSaysSunk(variant: Variant): boolean {
  const r = variant.report;
  return announcesSinking(r) || r.timing === 'per-salvo' || r.hitClass;
}

/** The session's help, with the cells, side names and words of this game. */
function helpText(variant: Variant, record: GameRecord, lang: string, file: string): string {
  const board = variant.board;
  const cell = (c: number): string => formatCell(Math.min(c, board.rows * board.columns - 1), board);
  const other = spokenSide(record, variant, record.sides[1].id, lang);
  // A game of single shots with no turn lines (the 1967 rules) takes one cell a salvo: an example of two would be refused.
  const example = singleShots(variant) && !readsTurnLines(variant) ? cell(board.columns + 3) : `${cell(0)} ${cell(board.columns + 3)}`;
  let turn: { cells: string; results: string } | undefined;
  if (readsTurnLines(variant)) {
    const w = variant.words[lang] ?? variant.words[variant.languages[0] ?? ''];
    const cells = [cell(4 * board.columns + 7), cell(4 * board.columns + 6), cell(4 * board.columns + 5)].join(' ');
    // The last shot sinks the ship, where the variant says so; else it is one more hit.
    turn = { cells, results: `${w?.hit ?? 'hit'}, ${w?.hit ?? 'hit'}, ${announcesSinking(variant.report) ? (w?.sunk ?? 'sunk') : (w?.hit ?? 'hit')}` };
  }
  return playTextOf(variant, lang).help(example, `${other}: ${cell(0)}`, file, turn, quitLettersOf(variant, lang), scoreSaysSunk(variant)) + '\n';
}


/** Is a refusal (`breaches`) one of the fleet written under fleets: (which says `force` within)? */
function isByFleet(breaches: readonly Violation[]): boolean {
  return breaches.some((b) => b.code === 'announcement-contradicts-fleet');
}

class Session {
  private record: GameRecord;
  /** After each salvo, print the updated chances for the side that fired (`--hints`). */
  hints = false;
  /** The hints' legend was said (with the session's first hint). */
  private hintLegendSaid = false;
  /** How a hint is worked out: on this thread, or (a player at the table) on one of its own, which Ctrl-C stops at once. */
  hintsBy: Hints;
  private text: string;
  /** This session wrote the record (a salvo, an undo, a note kept): said as saved at the end, else as unchanged. */
  wrote = false;
  private readonly path: string;
  /** The announcement being taken is for the record's last salvo (recorded without one). */
  private replacing = false;
  /** The salvo before the last whose announcement is being given now (its index), if any. */
  private earlierAt: number | undefined;
  /** The record's reading warnings said so far (by code, salvo and message), so a reload says only new ones. */
  private readonly warned = new Set<string>();
  /**
   * How the record reads as check reads it (as-read.ts `copyingSlips`): the lines under the wrong side read
   * as the side that fired them, two lines swapped in the order fired, two results of a turn line
   * written the other way round swapped back (judged and charted so). Found in the file as opened
   * (and as reloaded after a hand edit); the salvos play adds are judged after the record so read.
   */
  private meant: MeantReading = { sides: new Map(), swaps: [] };
  /**
   * A turn of single shots typed at once (`Б4 К4`) is written as one turn line, as `salvo record`
   * writes the same turn: undefined outside such a turn; null in one before its first shot is
   * saved; then the line so far and the text written with it (a hand edit since starts a new line).
   */
  private turnLine: (TurnLine & { readonly written: string }) | null | undefined;
  /**
   * Said once the shots taken as announced past a revealed fleet the announcements belie are
   * saved (`left`: how many are still to save): each contradiction of the fleet as a warning, and
   * why the fleet is not used, as `record` says them.
   */
  private asideToSay: { readonly lines: readonly string[]; left: number } | undefined;
  /**
   * The result typed last at the result prompt, read but refused (by the rules, as no legal fleet
   * gives it, or as the fleet written for the side fired at gives another: `byFleet`): the salvos
   * to save, marked forced, if the player types `force` next (as `record --force` saves them); the
   * side that fired and the cell of the prompt they are for (its first), and the side fired at.
   * Forgotten once anything else is typed there.
   */
  private forceable: { readonly side: string; readonly cells: string; readonly salvos: readonly RecordedSalvo[]; readonly typed: string; readonly defender: string; readonly byFleet: boolean } | undefined;
  /** Cells just refused by the rules at the cells prompt, to take as fired, marked forced, if `force` is typed next (as record --force takes them). */
  private cellsForceable: { readonly side: string; readonly cells: number[]; readonly result?: string } | undefined;
  /**
   * A shot typed right after its side's miss, refused as out of turn, asked about (`askMiss`): the
   * miss's index, the side, the line typed, the words of a hit and a sinking (to ask again), and
   * the cells to offer force for once the answer is no.
   */
  private missAsked:
    | { readonly index: number; readonly side: string; readonly cells: string; readonly written: string; readonly line: string; readonly hit: string; readonly sunk: string | undefined; readonly forceable: NonNullable<Session['cellsForceable']> }
    | undefined;
  /** The revealed fleets set aside (`decided`) for the record's text they were found in. */
  private setAsideFor: { readonly text: string; readonly sides: readonly string[]; readonly copied: ReadonlySet<string> } | undefined;
  /** What the session says, in its language. */
  readonly t: PlayText;

  constructor(
    private readonly io: CliIO,
    private readonly file: string,
    private readonly variant: Variant,
    record: GameRecord,
    text: string,
    private readonly lang: string,
    private readonly charts: boolean,
  ) {
    this.record = record;
    this.text = text;
    this.path = resolve(io.cwd, file);
    this.t = playTextOf(variant, lang);
    this.hintsBy = hintsHere({ variant, lang, file });
  }

  /**
   * How the referee replays `record`: a size found impossible earlier tells nothing of the shooter's
   * fleet, nor an announcement after which no legal fleet fits of the target's (as `salvo check` has it).
   */
  private judged(record: GameRecord): ReplayOptions {
    return refereeReplayOptions(record, this.variant);
  }

  /**
   * How the referee judges the results of `salvos` typed after `base`, as record and check judge
   * them: a repeat's "sunk" no legal fleet has in a ship sunk before is false (newSalvosReplayOptions).
   */
  private judgedWith(base: GameRecord, salvos: readonly RecordedSalvo[]): ReplayOptions {
    return newSalvosReplayOptions(base, this.variant, salvos);
  }

  /**
   * The breaches the rules find of `salvos` typed after `base` (`violations`), said as check says
   * them: an announcement no fleet layout gives naming the earlier ones it conflicts with (conflictsNamed).
   */
  private sayJudged(violations: readonly Violation[], base: GameRecord, salvos: readonly RecordedSalvo[]): void {
    const withSalvos = { ...base, salvos: [...base.salvos, ...salvos] };
    const said = this.spoken(withSalvos);
    const breaches = violations.map((v) => breachOfViolation(v, said, this.variant));
    for (const b of conflictsNamed(this.variant, withSalvos, undefined, breaches, this.judged(base).sizesNotEvidence ?? new Set(), REFEREE_BUDGET_MS)) this.sayBreach(b);
  }

  /**
   * A note of play's on a salvo, in the record's language (its `language:`, else the variant's
   * first), as the announcements beside it are written; read back in any language.
   */
  note(note: PlayNote): string {
    return writePlayNote(note, this.noteLanguage);
  }

  /** The language play writes in the record and beside it: the record's `language:`, else the variant's first. */
  private get noteLanguage(): string {
    return this.record.language ?? this.variant.languages[0] ?? 'en';
  }

  /** The record as the session has it now. */
  get currentRecord(): GameRecord {
    return this.record;
  }

  /** `record` (the session's, by default, or the part of it a salvo follows) read as meant, as check reads the game. */
  private read(record: GameRecord = this.record): GameRecord {
    return readAsMeant(record, this.meant);
  }

  /** Whose turn it is, worked out for the record and the reading it was worked out for (turnInfo replays the whole record). */
  private turnFor: { readonly record: GameRecord; readonly meant: MeantReading; readonly info: ReturnType<typeof turnInfo> } | undefined;

  /**
   * Whose turn it is and the shots owed, with the record read as meant, as check and record judge
   * them: worked out once for each record the session has (a prompt, the cells judged and the
   * result asked for each asked it of the same record, each replaying it).
   */
  turn(): ReturnType<typeof turnInfo> {
    const known = this.turnFor;
    if (known !== undefined && known.record === this.record && known.meant === this.meant) return known.info;
    const info = turnInfo(this.read(), this.variant);
    this.turnFor = { record: this.record, meant: this.meant, info };
    return info;
  }

  /**
   * Find the copying slips check finds in the record as opened or reloaded (`f`), and read the
   * record as meant from now on (`meant`); each not said before in this session is said on
   * standard error, as check's finding in the session's language, as a warning (as record says it).
   */
  readSlips(f: ParsedRecord): void {
    // Two results of a turn line written the other way round: one slip (`results-swapped`), as check finds it.
    // In the session's language, so that English says `announced "miss"` as check --lang en does.
    const breaches = breachesToRead(spokenIn({ ...f, variant: this.variant }, this.lang));
    const slips = copyingSlips(f, this.variant, breaches);
    this.meant = slips.reading;
    for (const b of slips.findings) {
      const key = warningKey(breachDiagnostic(b));
      if (this.warned.has(key)) continue;
      this.warned.add(key);
      this.io.err(slipLine(b, this.referee, singleShots(this.variant)) + '\n');
    }
  }

  private say(text: string): void {
    this.io.out(text);
  }

  /** The referee's words in the session's language (referee-text.ts, as `check` has them); undefined: English. */
  private get referee(): RefereeText | undefined {
    const single = singleShots(this.variant);
    return refereeText(this.lang, single, (side) => sideName(this.record, this.variant, side, this.lang));
  }

  /** Where the session says a problem reading the record or what was typed: its language (readingLine). */
  private get reading(): ReadingLanguage {
    return { lang: this.lang, variant: this.variant };
  }

  /** A problem reading the record or what was typed, said as check says it in the session's language (English where it has no words for it). */
  private sayReading(d: Diagnostic): void {
    this.say(readingLine(d, this.reading) + '\n');
  }

  /** A diagnostic's severity as the session says it (`ошибка`, `błąd`; `error` in English), before a message in its language. */
  private severityWord(d: Diagnostic): string {
    const t = this.referee;
    return t === undefined ? d.severity : d.severity === 'error' ? t.error : t.warning;
  }

  /**
   * A breach found in what was typed, said as `salvo check` says it in the session's language
   * (`ошибка repeated-cell: выстрел 3: …`); English, or a breach the language has no words for,
   * as the referee words it. What to do follows it in play's own words, so the referee's advice
   * for a record (`сверьте клетки с листком`) is left out where the English has none.
   */
  private sayBreach(b: Breach): void {
    const t = this.referee;
    const said = t === undefined ? undefined : breachSaid(b, t);
    if (said === undefined) {
      // English names each salvo a shot where every salvo is one, as check's line does.
      this.say(this.named(formatDiagnostic(breachDiagnostic(b))) + '\n');
      return;
    }
    const { suggestion: _advice, ...bare } = said;
    this.say(formatSaid(b.suggestion === undefined ? bare : said, t) + '\n');
  }

  /** `record` with the referee's words (the results in its breaches) in the session's language, as `check --lang` says them (spokenRecord). */
  private spoken(record: GameRecord): GameRecord {
    return spokenRecord(record, this.variant, this.lang);
  }

  /** An English line of the referee's, each salvo named a shot where every salvo is one (shotsNamed), as check says it. */
  private named(line: string): string {
    return singleShots(this.variant) ? shotsNamed(line) : line;
  }

  /** A salvo as said back (`Коля: а1 б2 в3 -> попаданий нет`): the side as the players name it (spokenSide). */
  salvoText(salvo: RecordedSalvo): string {
    return `${this.sideName(salvo.side)}: ${formatSalvoText(salvo, this.variant, this.record.language)}`;
  }

  /** A side as the players name it in a line of cells (spokenSide). */
  sideName(side: string): string {
    return spokenSide(this.record, this.variant, side, this.lang);
  }

  /**
   * The player of `side`, where the record names one other than the side's own name (as
   * sideTitle's `player` adds it); for texts that name the player apart, not in brackets.
   */
  private playerOf(side: string): string | undefined {
    const title = sideTitle(this.record, this.variant, side, this.lang);
    if (sideTitle(this.record, this.variant, side, this.lang, { player: true }) === title) return undefined;
    return this.record.sides.find((s) => s.id === side)?.player;
  }

  private sideLabel(side: string): string {
    return sideTitle(this.record, this.variant, side, this.lang, { player: true });
  }

  /**
   * Whose turn it is and the game's result, as check makes them: the record read as meant
   * (`turn`), a revealed fleet the announcements belie set aside (`resultRecord`), the game going
   * by what was announced.
   */
  private decided(): { readonly info: ReturnType<typeof turnInfo>; readonly setAside: readonly string[] } {
    if (Object.keys(this.record.fleets).length === 0) return { info: this.turn(), setAside: [] };
    // The referee's replay of the whole record, once per text (not at every prompt).
    if (this.setAsideFor?.text !== this.text) {
      const decided = resultRecordAsRead({ ...parseRecord(this.text, this.variant, { file: this.file }), variant: this.variant });
      this.setAsideFor = { text: this.text, sides: decided.setAside, copied: copiedOf(decided.belied) };
    }
    const setAside = this.setAsideFor.sides;
    if (setAside.length === 0) return { info: this.turn(), setAside };
    // Worked out once for each record and reading, as `turn` is (each prompt asks it more than once).
    const known = this.decidedFor;
    if (known !== undefined && known.record === this.record && known.meant === this.meant && known.setAside === setAside) return { info: known.info, setAside };
    const info = turnInfo(recordAsAnnounced(this.read(), setAside), this.variant);
    this.decidedFor = { record: this.record, meant: this.meant, setAside, info };
    return { info, setAside };
  }

  /** `decided`'s whose turn it is, for the record and reading and fleets set aside it was worked out for. */
  private decidedFor: { readonly record: GameRecord; readonly meant: MeantReading; readonly setAside: readonly string[]; readonly info: ReturnType<typeof turnInfo> } | undefined;

  /**
   * Whose turn it is as the prompt says it (`decided`): with a revealed fleet the announcements
   * belie set aside, by what was announced, as check and record have it; else as `turn`.
   */
  whoseTurn(): ReturnType<typeof turnInfo> {
    return this.decided().info;
  }

  /** The next prompt, or undefined when the game is over. */
  turnPrompt(): string | undefined {
    const info = this.decided().info;
    if (info.over || info.next === null) return undefined;
    // As narrow as the announcements allow (not only their words): Jutland's "3 to 4" may be 3.
    const range = info.owed === null ? null : possibleOwed(this.read(), this.variant, info.next, info.owed);
    const owed = range === null ? `? ${this.t.owed(2, 2).replace(/^\d+ /u, '')}` : this.t.owed(range.min, range.max);
    const alt = alternativeIn(this.t, info.alternative === null ? null : sideTitle(this.record, this.variant, info.alternative, this.lang), sideTitle(this.record, this.variant, info.next, this.lang), this.record, undefined, this.variant);
    const me = info.state.sides.find((x) => x.side === variantSideOf(this.record, this.variant, info.next!));
    const limit = this.variant.turns.shotLimit;
    const left = me?.shotsLeft !== null && me?.shotsLeft !== undefined && limit !== null ? this.t.shotsLeft(me.shotsLeft, limit) : '';
    return `${this.t.turn(this.record.salvos.length + 1, `${this.sideLabel(info.next)}${alt}`, info.salvoNumber, owed, left, this.againText(info))}\n${this.t.cellsPrompt}`;
  }

  /**
   * Why the side that fired last fires again, as players ask at the table: the other side misses
   * this turn for hitting the protected ship, cannot fire any more, or a hit earned another shot.
   */
  private againText(info: ReturnType<typeof turnInfo>): string {
    const read = this.read();
    const last = read.salvos[read.salvos.length - 1];
    if (!last || last.side !== info.next || info.alternative !== null) return '';
    const other = this.record.sides.find((x) => x.id !== info.next)?.id;
    if (other === undefined) return '';
    const otherState = info.state.sides.find((x) => x.side === variantSideOf(this.record, this.variant, other));
    const lang = this.record.language ?? this.lang;
    if (info.state.skipping === variantSideOf(this.record, this.variant, other)) {
      const ship = this.variant.fleet.find((c) => c.protected);
      return this.t.againSkip(this.sideLabel(other), ship ? className(this.variant, ship.id, lang) : undefined);
    }
    if (otherState?.shotsLeft === 0) return this.t.againNoShots(this.sideLabel(other));
    // The announcement the turn order followed: the recorded one, or the fleet's when not recorded.
    const a = last.announcement ?? replayRecord(read, this.variant).announcements[read.salvos.length - 1] ?? null;
    if (a === null) return '';
    const hit = a.kind === 'per-shot' ? a.shots.some((x) => x.result !== 'miss') : a.hits.length > 0;
    if (this.variant.turns.extraShotOnHit && hit) return this.t.againAfterHit;
    return this.t.againCannotFire(this.sideLabel(other));
  }

  gameOverText(): string {
    const decided = this.decided();
    const info = decided.info;
    const r = info.result;
    // The result went by the announcements, a revealed fleet they belie set aside: said first, as check says it.
    const setAside = setAsideLines(decided.setAside, this.record, this.variant, reportText(this.lang, singleShots(this.variant)), this.lang, this.setAsideFor?.copied)
      .map((l) => `${l}\n`)
      .join('');
    if (r && 'winner' in r) return `${setAside}${this.t.gameOver(this.t.won(this.sideLabel(r.winner), r.reason === 'fleet-sunk'))}\n`;
    if (r && 'draw' in r) return `${setAside}${this.t.gameOver(this.t.draw)}\n`;
    return `${this.t.nobodyCanFire}\n`;
  }

  /**
   * At the result prompt for `side`'s salvo: help or show, done (true), or not a command (false).
   * Whose turn it is (`turn`, `чей ход?`) and `result`, commands of the cells prompt, are answered
   * with what the prompt waits for, the defender's announcement, never read as one; so is a hint
   * asked for (`hint`, one letter from hit: not read as a hit), given at the cells prompt after it.
   */
  command(line: string, side: string): boolean {
    const word = line.trim().toLowerCase();
    if (word === 'help' || word === '?') this.say(helpText(this.variant, this.record, this.lang, this.file));
    else if (word === 'show') this.showCharts();
    else if (asksScore(line)) this.say(this.scoreText());
    else if (asksTurn(line) || asksHint(line) || word === 'result' || word === 'announce') {
      const defender = this.record.sides.find((s) => s.id !== side)?.id;
      this.say(`${this.t.now(this.t.typeWhatAnnounced(defender === undefined ? undefined : sideTitle(this.record, this.variant, defender, this.lang)))}\n`);
    } else return false;
    return true;
  }

  /**
   * The score, a line a side in record order: its shots fired, its hits and the enemy ships it
   * sank (of the fleet's), and the shots left under a limit, as the papers' totals count them (the
   * record read as meant, as the charts are drawn).
   */
  scoreText(): string {
    const read = this.read();
    const ships = this.variant.fleet.reduce((n, c) => n + c.count, 0);
    return read.sides
      .map((s) => {
        const paper = paperOf(read, this.variant, s.id);
        // As few as the announcements prove, as many as they leave possible: one number where they tell every sinking.
        const sunk = { least: paper.roster.reduce((n, r) => n + r.sunkGiven, 0), most: paper.sunkGivenAtMost };
        return `${this.t.score(this.sideLabel(s.id), paper.shotsFired, { least: paper.hitsGiven, most: paper.hitsGivenAtMost }, scoreSaysSunk(this.variant) ? sunk : undefined, ships, paper.shotsLeft)}\n`;
      })
      .join('');
  }

  showCharts(): void {
    // Charted as read: a line under the wrong side on the chart of the side that fired it, two
    // results of a turn line written the other way round swapped back (as show charts them).
    const read = this.read();
    const shown = read.sides.map((s) => paperOf(read, this.variant, s.id));
    const papers = shown.map((paper) => drawPaper(paper, read, this.variant, this.lang, { columns: this.io.stdoutColumns }));
    this.say(`${papers.join('\n')}${this.t.legend(legendParts(shown, this.variant))}\n`);
  }

  /**
   * Is the file on disk still what this session wrote ('same')? If not, reload it ('reloaded');
   * `typed`, the salvo (or its text) about to be saved, is then said as not saved, to be typed
   * again. A file left with errors by a hand edit is not taken ('broken'): its errors are said,
   * and the session waits for it to be fixed. `judging`: a line is about to be judged (nothing
   * typed is pending), against the file as reloaded. When the session is `ending` (nobody is
   * left to type it again), a salvo typed is kept all the same: the caller saves it on the file
   * as reloaded, or beside it (keepBeside).
   */
  async inSync(typed?: RecordedSalvo | string, ending = false, judging = false): Promise<'same' | 'reloaded' | 'broken'> {
    const raw = await readFile(this.path, 'utf8');
    const disk = raw.startsWith('\uFEFF') ? raw.slice(1) : raw;
    if (disk === this.text) return 'same';
    const typedText = typeof typed === 'string' ? typed : typed ? this.salvoText(typed) : undefined;
    const unsaved = typedText !== undefined && !ending ? typedText : undefined;
    let errors: readonly Diagnostic[];
    try {
      const f = await openRecord(this.io, this.file, { speak: { lang: this.lang } });
      errors = f.diagnostics.filter((d) => d.severity === 'error');
      if (errors.length === 0) {
        this.record = f.record;
        this.text = f.text;
        this.say(`${this.t.reloaded(this.file, this.record.salvos.length, unsaved, !(ending || judging))}\n`);
        // A line the hand edit wrote with a guess (no "->", no ": ", a player for a side) is said
        // as at the start, on standard error: those not said before.
        this.sayWarnings(f.diagnostics);
        // The hand edit may have mended a slip, or made one: the record is read as meant again.
        this.readSlips(f);
        return 'reloaded';
      }
    } catch (e) {
      if (!(e instanceof SalvoError)) throw e;
      errors = e.diagnostics;
    }
    for (const d of errors) this.sayReading(d.file === undefined ? { ...d, file: this.file } : d);
    this.say(`${this.t.broken(this.file, unsaved, !ending)}\n`);
    return 'broken';
  }

  /** Say on standard error the record's reading warnings not said yet in this session, in the file's order. */
  sayWarnings(diagnostics: readonly Diagnostic[]): void {
    const fresh = readingWarnings(diagnostics).filter((d) => !this.warned.has(warningKey(d)));
    for (const d of fresh) this.warned.add(warningKey(d));
    printDiagnostics(this.io, fresh, this.reading);
  }

  /**
   * The session ends with `salvo` typed and a file it cannot be added to (a hand edit left it with
   * errors): keep the salvo's lines beside it, in `<file>.unsaved` (added to the end), to go back
   * under `salvos:` once the file is fixed.
   */
  async keepBeside(salvo: RecordedSalvo, what: UnsavedWhy = 'fixed'): Promise<void> {
    const aside = `${this.path}.unsaved`;
    let before = '';
    try {
      before = await readFile(aside, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
    // The comment above the lines, in the record's language, as its notes are.
    const head = `${unsavedComment(what, this.file, this.noteLanguage)}\n`;
    // A refusal is of a file being written: main's advice is about the path, not a variant's.
    await writeFileAtomic(aside, before + head + formatSalvoItem(salvo, this.variant, this.record.language)).catch((e: unknown) => {
      throw asWrite(e);
    });
    this.say(`${this.t.keptBeside(this.file, this.salvoText(salvo), what)}\n`);
  }

  private async save(text: string, record: GameRecord, rewritten = false): Promise<void> {
    if (rewritten) {
      // The hand layout and comments go with a full rewrite: keep the text as it was.
      await keepBackup(this.path, this.text).catch((e: unknown) => {
        throw asWrite(e);
      });
      this.say(`${this.t.rewritten(this.file)}\n`);
    }
    // A refusal is of a file being written (marked so): main's advice is about the path written
    // to, not about a file to read ("run 'salvo variants'").
    await writeFileAtomic(this.path, text).catch((e: unknown) => {
      throw asWrite(e);
    });
    this.wrote = true;
    this.text = text;
    this.record = record;
  }

  /**
   * The slips in a line of cells (after its side, if named): the line with each read as the cell
   * it names, and the slips, sure and guessed; a word joining two cells (`A1 and B2`, `а1 и б2`,
   * `a1 i b2`) left out, as a comma between them is.
   */
  slips(line: string): { line: string; sure: Slip[]; guesses: Slip[] } {
    const m = namedSide(line, this.record, this.variant);
    const head = m !== undefined ? line.slice(0, line.length - m.rest.length) : '';
    const board = this.variant.board;
    const rest = withoutJoiningWords(m !== undefined ? m.rest : line, board);
    const found: Slip[] = [];
    const fixed = rest.replace(/\S+/gu, (word) => {
      // A key typing punctuation here and a letter on the other layout (`,2` for б2), asked about.
      const keyed = punctuationKeySlips(word, board);
      if (keyed !== undefined) {
        found.push(...keyed.guesses);
        return keyed.cells.map((c) => formatCell(c, board)).join(' ');
      }
      return word.replace(/[^\s,;]+/gu, (token) => {
        const slip = slipOf(token, board);
        if (slip === undefined) return token;
        found.push(slip);
        return slip.cells.map((c) => formatCell(c, board)).join(' ');
      });
    });
    return { line: head + fixed, sure: found.filter((x) => x.sure), guesses: found.filter((x) => !x.sure) };
  }

  /** Slips said back as read (`«г3.» read as г3`). */
  slipsText(slips: readonly Slip[]): string {
    return this.t.readAs(slips.map((x) => [x.typed, x.cells.map((c) => formatCell(c, this.variant.board)).join(' ')] as const));
  }

  /** The question for guessed slips: did you mean…? */
  guessText(guesses: readonly Slip[]): string {
    return this.t.didYouMean(guesses.map((x) => [x.typed, x.cells.map((c) => formatCell(c, this.variant.board)).join(' ')] as const));
  }

  /**
   * A diagnostic of a cell as typed, in the session's language: the referee's English where the
   * session speaks English, else said in its words with the board's labels (and the cell it may be).
   */
  private sayCell(d: Diagnostic, alone = false): void {
    const typed = /^"(.*?)" (?:is not|is off|read as) /u.exec(d.message)?.[1];
    // A word typed alone one slip from a command (`undoo`, `отмнеа`): the command said after, where no cell is meant.
    const commands = alone && typed !== undefined && d.code === 'cell-unreadable' && cellsMeant(d).length === 0 ? commandSlipsOf(typed) : [];
    // A word of the game typed alone (`ship`, `выстрел`): no command guessed, what the prompt takes said instead.
    const gameWord = alone && typed !== undefined && d.code === 'cell-unreadable' && cellsMeant(d).length === 0 && isGameWord(typed);
    const command = gameWord ? this.t.gameWordNotCommand(formatCell(0, this.variant.board)) : commands.length === 0 ? '' : this.t.commandMeant(commands);
    if (typed === undefined || this.t.cellsPrompt === playText('en', false).cellsPrompt) {
      this.say(this.named(formatDiagnostic(d)) + command + '\n');
      return;
    }
    const readAs = d.severity === 'warning' ? / read as (\S+):/u.exec(d.message)?.[1] : undefined;
    if (readAs !== undefined) {
      this.say(`${this.t.readAs([[typed, readAs]])}\n`);
      return;
    }
    const board = this.variant.board;
    const meant = cellsMeant(d);
    this.say(`${this.severityWord(d)} ${d.code}: ${this.t.notACell(typed, d.code === 'cell-off-board', labelRange(board.columnLabels), labelRange(board.rowLabels), meant)}${command}\n`);
  }

  /** Read the cells line: the side (default: whose turn it is) and the cells, or undefined after printing why not. */
  readCells(line: string): { side: string; cells: number[]; result?: string; forced?: true } | undefined {
    this.cellsForceable = undefined;
    let rest = line;
    // The side the prompt names: a revealed fleet the announcements belie does not pass the turn.
    let side = this.whoseTurn().next ?? this.record.sides[0].id;
    const m = namedSide(line, this.record, this.variant);
    if (m) {
      if (m.side === undefined) {
        this.say(`${this.t.notASide(m.name, sideNamesHint(m.name, this.record.sides, this.variant, this.lang))}\n`);
        // The line given back, to mend the name and copy the cells (they were not lost): with the
        // name mended where it is a slip of one side's name, or the line of each side where it fits both.
        const typed = line.trim().replace(/\s+/gu, ' ');
        const meant = sidesMeant(m.name, this.record.sides, this.variant, this.lang);
        const rest = m.rest.trim().replace(/\s+/gu, ' ');
        if (rest !== '' && meant.length > 0) this.say(`${this.t.sideLineToType(typed, itemsIn(m.rest), m.name, meant.map((x) => `${x.name}: ${rest}`))}\n`);
        else if (rest !== '') this.say(`${this.t.notTakenSalvo(typed, itemsIn(m.rest), [])}\n`);
        return undefined;
      }
      side = m.side;
      rest = m.rest;
    }
    // The cells, then their result on the same line (`Б2 -> попал`, `β2 -> sunk tee`), as a record
    // line writes it: the cells read here, the result taken as typed at the result prompt.
    const split = hasErrors(parseCellList(rest, this.variant.board).diagnostics) ? this.resultAfterCells(rest) : undefined;
    if (split !== undefined) rest = split.cells;
    const parsed = parseCellList(rest, this.variant.board);
    if (hasErrors(parsed.diagnostics) && this.announcementAtCells(rest)) return undefined;
    // A comma inside a cell (`г,3`): said once, with the cells to type, not "not a cell" for each half.
    const joined = hasErrors(parsed.diagnostics) ? commaJoined(rest, this.variant) : undefined;
    if (joined !== undefined) {
      this.say(`${this.t.commaInCell(rest.trim(), this.cellsText(joined))}\n`);
      return undefined;
    }
    // A side or player named without the colon (`Петя а1 б1 в1`): said, with the way to name it.
    const named = m ? null : /^\s*(\S+)\s+(\S.*)$/u.exec(line);
    if (hasErrors(parsed.diagnostics) && named) {
      const s = resolveSideOrPlayer(named[1]!, this.record.sides, this.variant);
      const after = parseCellList(named[2]!, this.variant.board);
      if (s !== undefined && !hasErrors(after.diagnostics) && after.cells.length > 0) {
        const of = resolveSide(named[1]!, this.record.sides, this.variant) !== undefined ? undefined : sideTitle(this.record, this.variant, s, this.lang);
        this.say(`${this.t.sideWithoutColon(named[1]!, named[2]!.trim(), of)}\n`);
        return undefined;
      }
    }
    // One word typed alone, with no side named: it may be a command with a slip (`undoo`).
    const alone = !m && itemsIn(rest) === 1;
    // A command with a number after it and no cells (`undo 2`, `отмена 2`, `show 3`): said to be
    // typed alone, not read as a cell off the board (column "undo", row 2). Words alone after it
    // (`undo last`) are said below, with the line's other words.
    const lead = m || parsed.cells.length > 0 || !hasErrors(parsed.diagnostics) ? undefined : commandWithNumber(rest);
    if (lead !== undefined) {
      this.say(`${this.t.commandNotAlone(rest.trim().replace(/\s+/gu, ' '), lead.typed, lead.command === 'undo')}\n`);
      return undefined;
    }
    // Words and no cell (`what did i hit`, `undo last`): said once, not "not a cell" for each word.
    const words = rest.trim().split(/[\s,;]+/u).filter((w) => w !== '');
    const first = parsed.diagnostics[0];
    if (
      !alone &&
      first !== undefined &&
      words.length >= 2 &&
      parsed.cells.length === 0 &&
      words.every((w) => /^\p{L}+[.!?]*$/u.test(w)) &&
      parsed.diagnostics.length === words.length &&
      parsed.diagnostics.every((d) => d.code === 'cell-unreadable' && cellsMeant(d).length === 0)
    ) {
      const head = words[0]!.replace(/[.!?]+$/u, '');
      const command = ENGLISH_COMMANDS.has(asCommand(head).toLowerCase()) ? head : undefined;
      const board = this.variant.board;
      this.say(`${this.severityWord(first)} ${first.code}: ${this.t.wordsNotCells(rest.trim(), labelRange(board.columnLabels), labelRange(board.rowLabels), formatCell(0, board), command)}\n`);
      return undefined;
    }
    for (const d of parsed.diagnostics) this.sayCell(d, alone);
    if (hasErrors(parsed.diagnostics)) {
      // Other cells of the line read: the line given back, to mend the cell and copy the rest, as
      // a salvo of the wrong size is (`"A1 B2 Z9" is not taken: type the salvo again`).
      const back = givenBack(rest);
      if (back !== undefined && parsed.cells.length > 0) this.say(`${this.t.notTakenSalvo(back, itemsIn(back), [])}\n`);
      return undefined;
    }
    if (parsed.cells.length === 0) {
      this.say(`${this.t.noCells}\n`);
      return undefined;
    }
    // A whole turn of single shots: the first shot checked in full, the later ones for their cells
    // only (whether the turn goes on to them depends on results not given yet: see checkShot).
    const salvos: RecordedSalvo[] = this.isTurnGame() && parsed.cells.length > 1
      ? parsed.cells.map((c) => ({ side, cells: [c], announcement: null }))
      : [{ side, cells: parsed.cells, announcement: null }];
    // Judged after the record read as meant, as check judges the game.
    const read = this.read();
    const breaches = breachesOfSalvos(read, this.variant, salvos, this.judged(read)).flatMap((list, k) =>
      list.filter((v) => !ANNOUNCEMENT_CODES.has(v.code) && (k === 0 || CELL_CODES.has(v.code))),
    );
    if (breaches.length > 0) {
      const withSalvos = { ...read, salvos: [...read.salvos, ...salvos] };
      const said = this.spoken(withSalvos);
      for (const v of breaches) this.sayBreach(narrowedSizeBreach(breachOfViolation(v, said, this.variant), read, this.variant));
      const refused = this.refusedBecause(breaches, side, parsed.cells);
      this.say(`${this.t.notTakenSalvo(refused.typed, parsed.cells.length, refused.reasons)}\n`);
      // Taken as fired, marked forced, if `force` is typed next, as record --force takes them;
      // where play asks first whether the side's miss before was a hit, offered only once it was not.
      const forceable = { side, cells: parsed.cells, ...(split !== undefined ? { result: split.result } : {}) };
      if (this.askMiss(breaches, read, side, salvos, line, forceable)) return undefined;
      this.cellsForceable = forceable;
      this.say(`${this.t.forceCellsOffered}\n`);
      return undefined;
    }
    // A number of shots no legal fleet fitting the announcements is owed: the cells are wrong,
    // not the announcement still to come (record refuses it likewise).
    const why = this.isTurnGame() ? undefined : this.impossible(read, salvos);
    if (why !== undefined) {
      // The cells typed given back, as for a size the rules refuse (refusedBecause).
      this.say(`${this.t.notTakenSalvo(this.cellsText(parsed.cells), parsed.cells.length, [])}${why}\n`);
      // Taken as fired, marked forced, if `force` is typed next, as record --force takes them.
      this.cellsForceable = { side, cells: parsed.cells, ...(split !== undefined ? { result: split.result } : {}) };
      this.say(`${this.t.forceCellsOffered}\n`);
      return undefined;
    }
    return { side, cells: parsed.cells, ...(split !== undefined ? { result: split.result } : {}) };
  }

  /** `force` typed at the cells prompt: the cells refused just before, taken as fired (marked forced); undefined where none were. */
  forcedCells(): { side: string; cells: number[]; result?: string; forced: true } | undefined {
    const f = this.cellsForceable;
    this.cellsForceable = undefined;
    return f === undefined ? undefined : { ...f, forced: true };
  }

  /** Whether `force` at the cells prompt has cells to take (refused just before). */
  hasForcedCells(): boolean {
    return this.cellsForceable !== undefined;
  }

  /** Something else typed at the cells prompt: the cells refused before are no longer forced by `force`. */
  forgetForcedCells(): void {
    this.cellsForceable = undefined;
  }

  /**
   * Cells of `side` (`salvos`, typed as `line`) refused only as out of turn right after its own
   * shot saved a miss, where a hit earns another shot, and in turn were that miss a hit (check's
   * `miss-fired-again` once written): asks whether it was, remembering the line typed, so that a
   * hit typed next corrects the miss and takes it (`missAnswer`, `correctMiss`); no keeps the miss
   * and only then offers `force` for the cells (`forceable`: `missNotAnswered`). True where asked.
   */
  private askMiss(breaches: readonly Violation[], read: GameRecord, side: string, salvos: readonly RecordedSalvo[], line: string, forceable: NonNullable<Session['cellsForceable']>): boolean {
    this.missAsked = undefined;
    if (!breaches.every((v) => v.code === 'out-of-turn')) return false;
    const m = missBefore(read, this.variant, side);
    const was = m === undefined ? undefined : this.record.salvos[m.index];
    if (m === undefined || was === undefined || m.index !== this.record.salvos.length - 1 || was.side !== side || was.cells.join() !== read.salvos[m.index]!.cells.join()) return false;
    const mended = withMissAsHit(read, m);
    if (breachesOfSalvos(mended, this.variant, salvos, this.judged(mended)).flat().some((v) => v.code === 'out-of-turn')) return false;
    const words = this.variant.words[this.record.language ?? ''] ?? this.variant.words[this.variant.languages[0] ?? ''];
    const hit = this.written(m.hit);
    const sunk = announcesSinking(this.variant.report) ? words?.sunk : undefined;
    this.say(`${this.t.missThenFiredAsk({ side: sideTitle(this.record, this.variant, side, this.lang), shot: m.index + 1, cell: formatCell(was.cells[0]!, this.variant.board), written: this.written(was.announcement!), hit, sunk, typed: line.trim() })}\n`);
    this.missAsked = { index: m.index, side, cells: was.cells.join(), written: this.written(was.announcement!), line: line.trim(), hit, sunk, forceable };
    return true;
  }

  /**
   * The line typed at the cells prompt while `askMiss`'s question waits, where it answers no (the
   * miss kept; then `force` offered for the cells refused) or is not yet an answer (`force`, yes:
   * the question put again): true, said so; else false (a hit, or anything else, goes on as typed).
   */
  missNotAnswered(line: string): boolean {
    const m = this.missAsked;
    if (m === undefined) return false;
    const word = foldWord(line.trim().replace(/[.!]+$/u, ''));
    if (NO.has(word)) {
      this.missAsked = undefined;
      const was = this.record.salvos[m.index];
      if (was?.announcement != null) this.say(`${this.t.missKept(m.index + 1, this.written(was.announcement))}\n`);
      this.cellsForceable = m.forceable;
      this.say(`${this.t.forceCellsOffered}\n`);
      return true;
    }
    if (asksForce(line) || YES.has(word)) {
      this.say(`${this.t.missAskFirst({ shot: m.index + 1, hit: m.hit, sunk: m.sunk })}\n`);
      return true;
    }
    return false;
  }

  /**
   * The line typed at the cells prompt after `askMiss` asked whether a miss was a hit: the one
   * result it reads as, where that is a hit or a sinking; else undefined, the question forgotten.
   */
  missAnswer(line: string): Announcement | undefined {
    if (this.missAsked === undefined) return undefined;
    const a = parseAnnouncement(line, this.variant, 1, this.record.language).announcement;
    const shot = a?.kind === 'per-shot' && a.shots.length === 1 ? a.shots[0] : undefined;
    if (shot === undefined || shot.result === 'miss') {
      this.missAsked = undefined;
      return undefined;
    }
    return a!;
  }

  /**
   * The miss `askMiss` asked about saved as `a` (a hit or a sinking, typed as `typed`), where it
   * is still the record's last salvo, as asked about: said so, and the cells typed after it given
   * back to take, as typed; where a hand edit changed the record since (or left it unreadable:
   * `broken`), nothing saved, and said so, with the answer and the cells typed, to give again.
   */
  async correctMiss(a: Announcement, typed: string, broken = false): Promise<string | undefined> {
    const m = this.missAsked;
    this.missAsked = undefined;
    if (m === undefined) return undefined;
    const was = this.record.salvos[m.index];
    const salvo: RecordedSalvo | undefined = was === undefined ? undefined : { ...was, announcement: a };
    const asked = was !== undefined && m.index === this.record.salvos.length - 1 && was.side === m.side && was.cells.join() === m.cells && was.announcement != null && this.written(was.announcement) === m.written;
    if (broken || !asked || salvo === undefined || (await this.inSync(salvo)) !== 'same') {
      this.say(`${this.t.missNotCorrected({ file: this.file, shot: m.index + 1, typed: typed.trim(), write: this.written(a), cells: m.line })}\n`);
      return undefined;
    }
    const edited = withSalvoAt(this.text, this.record, this.variant, m.index, salvo, this.file);
    await this.save(edited.text, edited.record, edited.rewritten);
    this.turnLine = undefined;
    this.say(`${this.t.saved(m.index + 1, this.salvoText(salvo))}\n`);
    return m.line;
  }

  /** Do the words `t` read as an announcement of this game (or near one: too many or too few words, a sinking without the class)? */
  private isAnnouncement(t: string): boolean {
    if (!/\p{L}/u.test(t)) return false;
    const a = parseAnnouncement(t, this.variant, Math.max(1, t.split(/[\s,;]+/u).filter((w) => w !== '').length), this.record.language);
    // Words of the announcements only, too many or too few (`hit, miss` for one shot; `попал` where
    // the ship hit is named): an announcement all the same.
    const near = new Set(['announcement-length', 'announcement-no-class']);
    // Words read as no result at all (`корабль`, `statek`, passed over as in `убит корабль`): no announcement.
    const none = a.issues.some((x) => x.diagnostic.code === 'announcement-length' && x.diagnostic.parts?.['results'] === 0);
    return a.announcement !== null || (!none && a.issues.length > 0 && a.issues.every((x) => x.diagnostic.severity !== 'error' || near.has(x.diagnostic.code)));
  }

  /**
   * Cells, then their result on the same line, as a record line writes it (`Б2 -> мимо`, `Б2
   * мимо`, `β2 -> sunk tee`): the cells' words and the result's, the longest run of cells first.
   */
  private resultAfterCells(text: string): { cells: string; result: string } | undefined {
    // An arrow between cells and words: the words are the result, whatever they read as (judged at the result prompt).
    const arrow = /\s(?:->|→)(?:\s|$)/u.exec(text);
    if (arrow !== null) {
      const cells = parseCellList(text.slice(0, arrow.index), this.variant.board);
      const result = text.slice(arrow.index + arrow[0].length).trim();
      if (!hasErrors(cells.diagnostics) && cells.cells.length > 0 && result !== '') return { cells: text.slice(0, arrow.index), result };
    }
    const words = [...text.matchAll(/\S+/gu)];
    for (let k = words.length - 1; k >= 1; k--) {
      const at = words[k]!.index;
      const cells = parseCellList(text.slice(0, at), this.variant.board);
      if (hasErrors(cells.diagnostics) || cells.cells.length === 0) continue;
      const result = text.slice(at).replace(/^\s*(->|→|-|:)\s*/u, '').trim();
      if (this.isAnnouncement(result)) return { cells: text.slice(0, at), result };
    }
    return undefined;
  }

  /**
   * The answer at the result prompt of `asked` (each a way of naming the cells asked about: the
   * shot, or the rest of the turn) with those cells typed again before it (`β2 -> hit`, as the
   * line is written): the result alone. Else the answer as typed.
   */
  resultWithoutCells(answer: string, asked: readonly (readonly number[])[]): string {
    const split = this.resultAfterCells(answer);
    if (split === undefined) return answer;
    const typed = parseCellList(split.cells, this.variant.board).cells;
    return asked.some((cells) => cells.length === typed.length && cells.every((c, i) => c === typed[i])) ? split.result : answer;
  }

  /**
   * A result typed alone at the cells prompt (`hit, hit, miss`, `мимо` after a refused salvo):
   * said once, with where it goes (true), instead of one "not a cell" per word.
   */
  private announcementAtCells(text: string): boolean {
    if (!this.isAnnouncement(text)) return false;
    this.say(`${this.t.announcementNotCells(text.trim(), formatCell(0, this.variant.board))}\n`);
    // Another result than the last salvo's, typed as the player changes their mind about it: how to change it.
    const last = this.record.salvos[this.record.salvos.length - 1];
    const typed = last === undefined || last.announcement === null ? null : parseAnnouncement(text, this.variant, last.cells.length, this.record.language).announcement;
    if (last !== undefined && last.announcement !== null && typed !== null) {
      if (this.written(typed) !== this.written(last.announcement)) this.say(`${this.t.lastResultOther(this.record.salvos.length, this.cellsText(last.cells), this.written(last.announcement), text.trim())}\n`);
    }
    return true;
  }

  /**
   * Why cells are refused, in the session's language, where a player most often trips: a cell
   * fired at before, a side named out of its turn (other breaches are said by the referee alone);
   * and the cells typed, where they are given back to copy and mend.
   */
  private refusedBecause(breaches: readonly Violation[], side: string, typed: readonly number[]): { readonly typed: string | undefined; readonly reasons: string[] } {
    const repeated = [...new Set(breaches.flatMap((v) => (v.code === 'repeated-cell' ? (v.cells ?? []) : [])))];
    // A cell typed twice in the line (`а1 б1 б1`) is not one fired at before, unless it was that too.
    const fired = new Set(this.read().salvos.filter((x) => x.side === side).flatMap((x) => x.cells));
    const twice = repeated.filter((c) => typed.indexOf(c) !== typed.lastIndexOf(c) && !fired.has(c));
    const before = repeated.filter((c) => !twice.includes(c));
    const reasons = [...(before.length > 0 ? [this.t.firedBefore(this.cellsText(before))] : []), ...(twice.length > 0 ? [this.t.typedTwice(this.cellsText(twice), twice.length)] : [])];
    const next = this.whoseTurn().next;
    if (breaches.some((v) => v.code === 'out-of-turn') && next !== null) reasons.push(this.t.turnIsOf(sideTitle(this.record, this.variant, next, this.lang), this.playerOf(next)));
    // Too few or too many shots, or a salvo of several cells refused for one of them or for whose
    // turn it is: the cells typed given back, as the prompt takes them, to copy and mend.
    const back = typed.length > 1 || breaches.some((v) => v.code === 'wrong-salvo-size' || v.code === 'salvo-size-not-allowed');
    return { typed: back ? this.cellsText(typed) : undefined, reasons };
  }

  /** Does this game take a whole turn of single shots at once (src/record/turns.ts)? */
  isTurnGame(): boolean {
    return readsTurnLines(this.variant);
  }

  /** May `side` fire the one-shot salvo at `cell` now (the turn not ended by a miss)? Prints why not. */
  checkShot(side: string, cell: number): boolean {
    const salvo: RecordedSalvo = { side, cells: [cell], announcement: null };
    const read = this.read();
    const breaches = breachesOfSalvo(read, this.variant, salvo, this.judged(read)).filter((v) => !ANNOUNCEMENT_CODES.has(v.code));
    // The turn passing to the other side is the normal end of a turn, said by the caller, not a breach.
    if (breaches.length > 0 && breaches.every((v) => TURN_ENDED.has(v.code))) return false;
    const withSalvo = { ...read, salvos: [...read.salvos, salvo] };
    if (breaches.length > 0) {
      const said = this.spoken(withSalvo);
      for (const v of breaches) this.sayBreach(breachOfViolation(v, said, this.variant));
    }
    return breaches.length === 0;
  }

  /** Cells as the record writes them. */
  cellsText(cells: readonly number[]): string {
    return cells.map((c) => formatCell(c, this.variant.board)).join(' ');
  }

  /**
   * Read the result line for the next shot of a turn (`shots[0]`), or the results of all the
   * shots left: the salvos ready to save, or undefined after printing why not.
   */
  readTurnResults(typed: string, side: string, shots: readonly number[]): RecordedSalvo[] | undefined {
    this.forceable = undefined;
    const line = this.withoutSideName(typed, shots.length);
    if (line === undefined) return undefined;
    const first = shots[0]!;
    if (this.cellsAtResult(line, [first], shots)) return undefined;
    // As many results as shots, each between commas, is a result for each ('trafiony, zatopiony'
    // for two shots), though the words could also be one result (the Polish for a ship sunk).
    const asAll =
      shots.length > 1 &&
      line.split(/[,;]/u).filter((x) => x.trim() !== '').length === shots.length &&
      parseAnnouncement(line, this.variant, shots.length, this.record.language).announcement !== null;
    if (!asAll && (line.trim() === '' || shots.length === 1 || parseAnnouncement(line, this.variant, 1).announcement !== null)) {
      const salvo = this.readResult(line, side, [first]);
      return salvo ? [salvo] : undefined;
    }
    const all = parseAnnouncement(line, this.variant, shots.length, this.record.language);
    if (all.announcement === null || all.announcement.kind !== 'per-shot') {
      // One word typed, not read: said as at a shot's own prompt, with the word meant and the
      // words to type (`„trafony” … (czy chodziło o trafiony?): wpisz wynik (pudło, trafiony albo zatopiony) albo undo`).
      if (!/[\s,;]/u.test(line.trim())) {
        const salvo = this.readResult(line, side, [first]);
        return salvo ? [salvo] : undefined;
      }
      // Neither one result nor one per shot left: say what is wrong with the longer reading, a word
      // not of the game's as at a shot's own prompt (`«поп» — не слово ответов этой игры`); what to type after.
      this.sayAnnouncementIssues(all.issues, false, typed, false);
      this.say(`${this.t.typeResultOrAll(this.cellsText([first]), shots.length, this.cellsText(shots), givenBack(typed))}\n`);
      return undefined;
    }
    const announced = all.announcement;
    let salvos: RecordedSalvo[] = shots.map((c, k) => ({ side, cells: [c], announcement: { kind: 'per-shot', shots: [announced.shots[k]!] } }));
    // The turn ended before the last cells (a miss): the shots up to it are taken, and the caller
    // says the rest are not; their results were for shots that could not be fired.
    const read = this.read();
    const lists = breachesOfSalvos(read, this.variant, salvos, this.judgedWith(read, salvos));
    const cut = lists.findIndex((l) => l.length > 0);
    if (cut > 0 && lists[cut]!.every((v) => TURN_ENDED.has(v.code))) salvos = salvos.slice(0, cut);
    const judgedLists = breachesOfSalvos(read, this.variant, salvos, this.judgedWith(read, salvos));
    let breaches = judgedLists.flat();
    // Two results typed the other way round: the one slip check finds with the turn written in
    // (`results-swapped`), as record says it, not the two breaches the rules find.
    const swapped = salvos.length > 1 && breaches.length >= 2 ? this.resultsSwappedAsCheck(salvos) : undefined;
    if (swapped !== undefined) {
      this.sayBreach(swapped);
      this.offerForce(false, side, shots, salvos, line);
      this.say(`${this.t.notTakenResults(givenBack(typed))}\n`);
      this.sayForceOffer(true);
      return undefined;
    }
    // A revealed fleet the announcements belie, these shots' with them: the shots are taken as
    // announced, judged as if that fleet were not revealed, as record takes them.
    const aside = breaches.length > 0 ? this.fleetsSetAsideBy(read, salvos, judgedLists, salvos) : undefined;
    const base = aside === undefined ? read : recordAsAnnounced(read, aside.sides);
    if (aside !== undefined) breaches = breachesOfSalvos(base, this.variant, salvos, this.judgedWith(base, salvos)).flat();
    if (breaches.length > 0) {
      this.sayJudged(breaches, base, salvos);
      this.offerForce(isByFleet(breaches), side, shots, salvos, line);
      this.say(`${this.notTakenByFleet(breaches, side, true, typed) ?? this.t.notTakenResults(givenBack(typed))}\n`);
      this.sayForceOffer(salvos.length > 1);
      return undefined;
    }
    const why = this.impossible(base, salvos, true);
    if (why !== undefined) {
      this.offerForce(false, side, shots, salvos, line);
      this.say(`${this.t.notTakenResults(givenBack(typed))}${why}\n`);
      this.sayForceOffer(salvos.length > 1);
      return undefined;
    }
    this.sayOnceSaved(aside, salvos.length);
    return salvos;
  }

  /**
   * Two results of the turn `salvos` (the next shots) typed the other way round, as check finds
   * them with the turn written in (`results-swapped`): that finding, without check's place and
   * advice for a line in a record; undefined where check finds no such slip.
   */
  private resultsSwappedAsCheck(salvos: readonly RecordedSalvo[]): Breach | undefined {
    if (this.earlierAt !== undefined || this.replacing) return undefined;
    return typedTurnSwapped(this.text, this.record, this.variant, salvos, this.file, this.lang)?.swapped;
  }

  /**
   * The revealed fleets the announcements belie once `salvos` (the next shots after `read`, as
   * typed: `typed`) are written in, that the breaches the rules find of them (`lists`, one list a
   * shot) contradict (fleetsSetAside, as record finds them); undefined where there is none, or
   * for an earlier salvo's result.
   */
  private fleetsSetAsideBy(read: GameRecord, salvos: readonly RecordedSalvo[], lists: readonly (readonly Violation[])[], typed: readonly RecordedSalvo[]): FleetsSetAside | undefined {
    if (this.earlierAt !== undefined) return undefined;
    const withSalvos = { ...read, salvos: [...read.salvos, ...salvos] };
    const said = this.spoken(withSalvos);
    const breaches = lists.flatMap((list, k) => list.map((v) => ({ k, b: breachOfViolation(v, said, this.variant) })));
    const { text, record } = this.replacing ? removeLastSalvo(this.text, this.record, this.variant) : { text: this.text, record: this.record };
    return fleetsSetAside(text, record, this.variant, this.file, typed, breaches, record.salvos.length + 1, this.lang);
  }

  /**
   * Once the `count` shots taken past the fleets `aside` sets aside are saved: each contradiction
   * of such a fleet as a warning, then why the fleet is not used, as record says them (on standard
   * error, as play's other warnings); nothing where `aside` is undefined.
   */
  private sayOnceSaved(aside: FleetsSetAside | undefined, count: number): void {
    if (aside === undefined) {
      this.asideToSay = undefined;
      return;
    }
    const t = this.referee;
    const warning = (b: Breach): string => {
      const said = t === undefined ? undefined : breachSaid(b, t);
      if (said === undefined) return this.named(formatDiagnostic({ ...breachDiagnostic(b), severity: 'warning' }));
      // The referee's advice for a line already in a record is not for shots just typed.
      const { suggestion: _advice, ...bare } = said;
      return formatSaid({ ...(b.suggestion === undefined ? bare : said), severity: 'warning' }, t);
    };
    this.asideToSay = { lines: [...aside.contradictions.map(({ b }) => warning(b)), ...aside.why.map((why) => `salvo: ${why}`)], left: count };
  }

  /**
   * Two results written the other way round across two turns, `salvos` (the next shots) and the
   * line before them of the same side, as check finds them with `salvos` written in
   * (`results-swapped` at that line, with its place and the lines to write), as record finds
   * them (swappedAcross); undefined where check finds no such slip, or for an earlier salvo's result.
   */
  private swappedAcrossAsCheck(salvos: readonly RecordedSalvo[]): SwappedSlip | undefined {
    if (this.earlierAt !== undefined) return undefined;
    const { text, record } = this.replacing ? removeLastSalvo(this.text, this.record, this.variant) : { text: this.text, record: this.record };
    return swappedAcross(text, record, this.variant, salvos, this.file, this.lang);
  }

  /**
   * After two results swapped across two turns (`swapped`, `results-swapped` at the line saved
   * before the shot typed): what to do, as play cannot: the line in the file to edit by hand (which
   * file, which line, what to write), then the shot to type again with its result; undefined where
   * the finding does not give both lines (the refusal then says only to type the result again);
   * `typedLine`, the result as typed, quoted first where it is given back (several words).
   */
  private earlierLineToEdit(swapped: Breach, typedLine: string): string | undefined {
    const s = swapped.swappedResults;
    const [saved, typed] = s?.lines ?? [];
    if (s === undefined || saved === undefined || typed === undefined || swapped.salvo === undefined || saved.line !== swapped.line) return undefined;
    // The results as answered: each written for the other's cell.
    const answers = [[s.results[1]!, s.cells[0]!], [s.results[0]!, s.cells[1]!]] as const;
    return this.t.editEarlierLine(swapped.salvo, this.file, saved.line, answers, saved.write, typed.write.replace(/^-\s*/u, ''), givenBack(typedLine));
  }

  /**
   * Do `salvos`, the next after `base`, make the announcements impossible for every legal fleet
   * (the referee's last check, within a small work budget)? Prints why. `targetOnly`: the
   * fleet fired at alone, for results given to cells judged (or forced) at the cells prompt.
   */
  private impossible(base: GameRecord, salvos: readonly RecordedSalvo[], targetOnly = false): string | undefined {
    const found = newImpossibleBreaches(base, this.variant, salvos, targetOnly);
    for (const b of found) this.sayBreach(b);
    if (found.length === 0) return undefined;
    return this.earlierConflict(base, found);
  }

  /**
   * Where the earlier salvos of a conflict are written, and how to correct one recorded wrong
   * (the session reads the file again before the next line): `; if salvo 1 (g.yaml line 3: …) …`.
   */
  private earlierConflict(base: GameRecord, found: readonly Breach[]): string {
    const earlier = [...new Set(found.flatMap((b) => b.conflict ?? []))].filter((n) => n >= 1 && n <= base.salvos.length).sort((a, b) => a - b);
    if (earlier.length === 0) return '';
    // The text's reading as the session has it (under the file's name: remembered, not read again).
    const sources = parseRecord(this.text, this.variant, { file: this.file }).sources.salvos;
    // Each with its text where they are few; by line alone where they are many.
    const where = earlier.map((n) => {
      const salvo = base.salvos[n - 1]!;
      const line = sources[n - 1]?.at.line;
      const text = earlier.length <= 3 ? `: ${this.salvoText(salvo)}` : '';
      return `${n} (${earlier.length <= 3 ? `${this.file} ` : ''}${line !== undefined ? this.t.line(line) : ''}${text})`;
    });
    return earlier.length === 1 ? this.t.earlierWrong(where[0]!, false) : this.t.earlierWrong(`${where.join(', ')}${earlier.length > 3 ? this.t.inFile(this.file) : ''}`, true);
  }

  /** The record the salvo being completed follows: without its last salvo while replacing that one. */
  private base(): GameRecord {
    if (this.earlierAt !== undefined) return { ...this.record, salvos: this.record.salvos.slice(0, this.earlierAt) };
    return this.replacing ? { ...this.record, salvos: this.record.salvos.slice(0, -1) } : this.record;
  }

  /**
   * The side that fired the salvo being completed, as the record is read (`side` as written): the
   * side it reads as where its line is under the wrong side; for a new salvo, `side`.
   */
  private firedBy(side: string): string {
    const at = this.earlierAt ?? (this.replacing ? this.record.salvos.length - 1 : undefined);
    return (at === undefined ? undefined : this.meant.sides.get(at)) ?? side;
  }

  /**
   * The earliest salvo before the last recorded without an announcement (a hand edit, a game
   * resumed, `salvo record` without --result), not left for later in this session: its index.
   */
  pendingEarlier(later: ReadonlySet<number>): number | undefined {
    const salvos = this.record.salvos;
    for (let k = 0; k < salvos.length - 1; k++) if (salvos[k]!.announcement === null && salvos[k]!.cells.length > 0 && !later.has(k)) return k;
    return undefined;
  }

  /** Take the announcement for the salvo at index `k`, before the last (undefined: no longer). */
  setEarlier(k: number | undefined): void {
    this.earlierAt = k;
  }

  /**
   * Read the announcement typed for salvo `k` (before the last; setEarlier(k) first): the salvo
   * ready to save, or undefined after printing why not. Besides the salvo itself, the salvos
   * after it must stand as they did without it (a hit may give the side that fired another shot).
   */
  readEarlierResult(line: string, k: number): RecordedSalvo | undefined {
    const was = this.record.salvos[k]!;
    const salvo = this.readResult(line, was.side, [...was.cells]);
    if (salvo === undefined) return undefined;
    // The record read as meant with the salvo as it was and as given; judged from its place, or
    // from the place of the line it is swapped with where that comes first.
    const whole = (s: RecordedSalvo): GameRecord => this.read({ ...this.record, salvos: this.record.salvos.map((x, i) => (i === k ? s : x)) });
    const pair = this.meant.swaps.find(([a, b]) => a === k || b === k);
    const from = pair === undefined ? k : Math.min(...pair);
    const readAt = pair === undefined ? k : pair[0] === k ? pair[1] : pair[0];
    const withWas = whole(was);
    const withSalvo = whole(salvo);
    const base: GameRecord = { ...withWas, salvos: withWas.salvos.slice(0, from) };
    const before = breachesOfSalvos(base, this.variant, withWas.salvos.slice(from), this.judgedWith(base, withWas.salvos.slice(from)));
    const after = breachesOfSalvos(base, this.variant, withSalvo.salvos.slice(from), this.judgedWith(base, withSalvo.salvos.slice(from)));
    const fresh = after.flatMap((list, i) => (from + i === readAt ? [] : list.filter((v) => !(before[i] ?? []).some((o) => o.code === v.code))));
    if (fresh.length > 0) {
      this.sayJudged(fresh, base, withSalvo.salvos.slice(from));
      this.say(`${this.t.notTakenAnnouncement(givenBack(line))}\n`);
      return undefined;
    }
    const later = withSalvo.salvos.slice(from);
    const why = later.length > 1 ? this.impossible(base, later) : undefined;
    if (why !== undefined) {
      this.say(`${this.t.notTakenAnnouncement(givenBack(line))}${why}\n`);
      return undefined;
    }
    return salvo;
  }

  /** Save `salvo` in place of the salvo at index `k` (before the last); false when the file changed under us. */
  async commitEarlier(k: number, salvo: RecordedSalvo): Promise<boolean> {
    if ((await this.inSync(salvo)) !== 'same') return false;
    const edited = withSalvoAt(this.text, this.record, this.variant, k, salvo, this.file);
    await this.save(edited.text, edited.record, edited.rewritten);
    this.say(`${this.t.saved(k + 1, this.salvoText(salvo))}\n`);
    if (this.charts) this.showCharts();
    return true;
  }

  /**
   * Where the salvo a result was typed for is now (its index), still without an announcement: at
   * the same place, else the one salvo of its side and cells without one; undefined when gone.
   */
  whereIs(typed: TypedResult): number | undefined {
    const salvos = this.record.salvos;
    const same = (s: RecordedSalvo | undefined): boolean => s !== undefined && s.announcement === null && s.side === typed.salvo.side && s.cells.join() === typed.salvo.cells.join();
    if (same(salvos[typed.at])) return typed.at;
    const found = salvos.flatMap((s, i) => (same(s) ? [i] : []));
    return found.length === 1 ? found[0] : undefined;
  }

  /**
   * The session ends with `typed` not taken: keep it in its salvo's note (play's mark that the
   * session ended first, then `result typed: …`, the note's other parts kept), the rest of the
   * file as it was; beside the file (`<file>.unsaved`) when a hand edit left it with errors or
   * took the salvo away.
   */
  async keepTyped(typed: TypedResult): Promise<void> {
    const sync = await this.inSync(undefined, true);
    const k = sync === 'broken' ? undefined : this.whereIs(typed);
    const was = k === undefined ? typed.salvo : this.record.salvos[k]!;
    const old = readPlayNote(was.note);
    const changed = typed.changed || sync !== 'same' || old?.changed === true;
    const note = this.note({ ended: true, changed, result: typed.result, ...(old?.next !== undefined ? { next: old.next } : {}), ...(old?.other !== undefined ? { other: old.other } : {}) });
    if (k === undefined) {
      await this.keepBeside({ ...was, note }, 'announce');
      return;
    }
    const edited = withSalvoAt(this.text, this.record, this.variant, k, { ...was, note }, this.file);
    await this.save(edited.text, edited.record, edited.rewritten);
    this.say(`${this.t.resultKept(k + 1, typed.result)}\n`);
  }

  /**
   * The announcement of salvo `k`, saved without it as a session ended, asked for again and left
   * for later (`later`, `skip`): its note says so now, not that the session ended; the rest of
   * the note kept. Nothing done where the file changed by hand meanwhile (said, reloaded).
   */
  async leftForLater(k: number): Promise<void> {
    const old = readPlayNote(this.record.salvos[k]?.note);
    if (old?.ended !== true || old.later === true || (await this.inSync()) !== 'same') return;
    const was = this.record.salvos[k]!;
    const edited = withSalvoAt(this.text, this.record, this.variant, k, { ...was, note: this.note({ ...old, later: true }) }, this.file);
    await this.save(edited.text, edited.record, edited.rewritten);
  }

  /** The last salvo, when it was recorded without an announcement. */
  pendingLast(): RecordedSalvo | undefined {
    const last = this.record.salvos[this.record.salvos.length - 1];
    return last && last.announcement === null ? last : undefined;
  }

  /**
   * Said when `result` is typed and the last salvo has its announcement: an earlier salvo without
   * one is given it in the file (read again before the next line), as only the last is replaced here.
   */
  unannouncedText(): string {
    const salvos = this.record.salvos;
    // Nothing fired yet: no announcement owed, nothing to take back.
    if (salvos.length === 0) return this.t.noneToAnnounce;
    const at = salvos.map((x) => x.announcement === null).lastIndexOf(true);
    if (at < 0) return this.t.allAnnounced;
    const s = salvos[at]!;
    const cells = this.salvoText(s);
    return this.t.unannouncedEarlier(at + 1, cells, this.file);
  }

  /**
   * Cells typed on a line not taken (a hand edit changed the turn, or left the file with errors),
   * as a salvo without an announcement to keep; undefined when the line is not cells.
   */
  cellsAside(line: string, prompted: string | null): RecordedSalvo | undefined {
    const m = namedSide(line, this.record, this.variant);
    const side = m ? m.side : prompted ?? undefined;
    if (side === undefined) return undefined;
    const parsed = parseCellList(m ? m.rest : line, this.variant.board);
    if (hasErrors(parsed.diagnostics) || parsed.cells.length === 0) return undefined;
    return { side, cells: parsed.cells, announcement: null, note: this.note({ ended: true, changed: true }) };
  }

  /** Take the announcement for the last salvo (true) or for a new one (false). */
  setReplacing(on: boolean): void {
    this.replacing = on;
    if (!on) this.resuming = false;
  }

  /**
   * The salvo left without its result when the session stopped at its result prompt is about to be
   * given it (replacing it): it and the cells called after it go on one line with the same side's
   * shots of that turn before it, as the turn typed at once and answered without a stop is written.
   */
  resumeTurn(): void {
    this.resuming = true;
    this.turnLine = null;
  }

  /** See `resumeTurn`: the next commit, of the salvo replaced, joins the line before it where it can. */
  private resuming = false;

  /**
   * The line ending `text` (`record` read from it) as a turn line that `side`'s next shot, in the
   * same turn, joins: its shots, all `side`'s, and the text and record before it; undefined where
   * the last line is another side's, the turn passed after it, or its shots cannot be taken off
   * the text one by one as written.
   */
  private lineBefore(text: string, record: GameRecord, side: string): TurnLine & { readonly written: string } | undefined {
    const k = record.salvos.length - 1;
    if (k < 0) return undefined;
    const source = parseRecord(text, this.variant, { file: this.file }).sources.salvos[k];
    const count = source?.shot !== undefined && source.shot.index === source.shot.of - 1 ? source.shot.of : 1;
    const shots = record.salvos.slice(k + 1 - count);
    if (shots.length !== count || shots.some((s) => s.side !== side || s.announcement === null)) return undefined;
    if (turnInfo(this.read(record), this.variant).next !== side) return undefined;
    let base = { text, record };
    for (let i = 0; i < count; i++) {
      const without = removeLastSalvo(base.text, base.record, this.variant);
      if (without.rewritten) return undefined;
      base = { text: without.text, record: without.record };
    }
    return { text: base.text, record: base.record, shots, written: text };
  }

  /**
   * The side fired at by `side`'s salvo, where its revealed fleet is set aside as the announcements
   * belie it (`decided`, as check sets it aside): that fleet cannot be trusted to give a result.
   */
  private defenderSetAside(side: string): string | undefined {
    const defender = this.record.sides.find((s) => s.id !== this.firedBy(side))?.id;
    return defender !== undefined && this.decided().setAside.includes(defender) ? defender : undefined;
  }

  /**
   * The fleet's true announcement for the salvo, when the target's fleet is in the record; none
   * (null) where that fleet is set aside as the announcements belie it: an empty line takes
   * nothing from a fleet copied wrong.
   */
  trueResult(side: string, cells: readonly number[]): ReturnType<typeof trueAnnouncement> {
    if (this.defenderSetAside(side) !== undefined) return null;
    const of = this.base();
    const base = this.read(of);
    const setup = setupOf(base, this.variant);
    // A new salvo follows the session's record: whose turn it is there is known.
    const info = of === this.record ? this.turn() : turnInfo(base, this.variant);
    return trueAnnouncement(setup, info.state, variantSideOf(base, this.variant, this.firedBy(side)), cells);
  }

  /** An announcement as the record writes it (its language's words). */
  private written(a: Announcement): string {
    return formatAnnouncement(a, this.variant, this.record.language);
  }

  /** The result prompt; for a shot of a turn typed at once (`inTurn`), which shot it is and how many are left. */
  resultPrompt(side: string, cells: readonly number[], left = 1, inTurn = false): string {
    const truth = this.trueResult(side, cells);
    const hint = truth ? this.written(truth) : undefined;
    return this.t.resultPrompt(left > 1 || inTurn ? this.cellsText(cells) : undefined, left, hint);
  }

  /**
   * Cells typed at the result prompt (the next salvo typed before this one's result): said once,
   * with the result asked for (for `cells`) and how to take back `typed` (true), instead of "not a
   * word" for each. Never a line that reads as an announcement.
   */
  private cellsAtResult(line: string, cells: readonly number[], typed: readonly number[]): boolean {
    const cellsRead = this.cellsOfResultLine(line, cells.length);
    if (cellsRead.length === 0) return false;
    // Other cells with a result after them (`B1 miss` asked about A1): the cells said as such.
    const shown = hasErrors(parseCellList(line, this.variant.board).diagnostics) ? (this.resultAfterCells(line)?.cells.trim() ?? line.trim()) : line.trim();
    this.say(`${this.t.cellsNotAnnouncement(shown, cellsRead.length > 1, this.cellsText(cells), this.resultWords(), this.cellsText(typed))}\n`);
    return true;
  }

  /**
   * The cells a line typed at the result prompt of `shots` shots reads as, where it is no
   * announcement: the next salvo typed with its side (`red: А2 А3`), as at the cells prompt, also
   * before a name that is no side of the game (`Коля: А1`), or with a comma inside a cell (`г,3`).
   * Empty where it is none.
   */
  private cellsOfResultLine(line: string, shots: number): readonly number[] {
    if (parseAnnouncement(line, this.variant, shots, this.record.language).announcement !== null) return [];
    const named = namedSide(line, this.record, this.variant);
    const rest = named !== undefined ? named.rest : line;
    const read = parseCellList(rest, this.variant.board);
    if (!hasErrors(read.diagnostics)) return read.cells;
    // Cells and their result, as a record line writes them (`B1 miss`), other cells than those
    // asked about (the same ones are taken as the result alone: resultWithoutCells).
    const split = named === undefined ? this.resultAfterCells(rest) : undefined;
    return split !== undefined ? parseCellList(split.cells, this.variant.board).cells : (commaJoined(rest, this.variant) ?? []);
  }

  /** Whether a line typed at the result prompt of `shots` shots is cells, not a result (said so, not kept as one). */
  isCellsAtResult(line: string, shots: number): boolean {
    return line.trim() !== '' && this.cellsOfResultLine(line, shots).length > 0;
  }

  /** The words an announcement is typed with, as the session says them (`мимо, попал или убит`). */
  private resultWords(): string {
    const w = this.variant.words[this.record.language ?? ''] ?? this.variant.words[this.lang] ?? this.variant.words[this.variant.languages[0] ?? ''];
    const lang = this.record.language ?? this.lang;
    const report = this.variant.report;
    if (report.timing !== 'per-shot') return this.t.wordsPerSalvo(className(this.variant, this.variant.fleet[0]?.id ?? '', lang), w?.noHits ?? 'none');
    // Where the announcement names the class (`sunk Cruiser`; a plain `sunk` is refused there), said so, as it is written.
    const example = this.variant.fleet[0]?.id;
    const named = example === undefined ? [] : [...(report.hitClass ? ['hit' as const] : []), ...(report.sunk === 'with-class' ? ['sunk' as const] : [])].map((result) => formatAnnouncement({ kind: 'per-shot', shots: [{ result, classId: example }] }, this.variant, lang));
    return this.t.wordsPerShot(w?.miss ?? 'miss', w?.hit ?? 'hit', announcesSinking(report) ? (w?.sunk ?? 'sunk') : undefined, named);
  }

  /**
   * What is wrong with an announcement typed, each said: a word none of the game's (`рнаил`, `msis`)
   * in the session's language, with the word it may be and the words to type; the rest as the
   * referee says them, then, where it is refused (`refused`), what to do in the session's language.
   * `toType` false: the words to type are left to the line said after these.
   */
  private sayAnnouncementIssues(issues: readonly { readonly diagnostic: Diagnostic }[], refused: boolean, typed: string, toType = true): void {
    let unsaid = false;
    // The same word typed wrong twice (`hot, hot`) is said once.
    const said = new Set<string>();
    for (const { diagnostic: d } of issues) {
      const key = `${d.code}\u0000${d.message}\u0000${d.suggestion ?? ''}`;
      if (said.has(key)) continue;
      said.add(key);
      const typed = d.code !== 'announcement-unknown-word' ? undefined : /^"([^"]*)" (?:is|are) not (?:a word|words|a phrase)/u.exec(d.message)?.[1];
      if (typed === undefined) {
        this.sayReading(d);
        // A word not read says what to type in its own suggestion (`did you mean miss?`).
        if (d.severity === 'error' && d.code !== 'announcement-unknown-word') unsaid = true;
        continue;
      }
      const meant = /did you mean ([^?]+)\?/u.exec(d.suggestion ?? '')?.[1]?.trim();
      // The keyboard left in Latin layout (`vbvj` for мимо) is said as check says it.
      // The other way round (`ьшыы` for miss: the keyboard left in Russian layout) likewise.
      const alphabet = d.parts?.kind === 'keyboard' ? (d.parts.layout === 'russian' ? 'russian-layout' : 'layout') : d.parts?.alphabet;
      this.say(`${this.severityWord(d)} ${d.code}: ${this.t.notAWord(typed, meant, toType ? this.resultWords() : undefined, alphabet === 'latin' || alphabet === 'cyrillic' || alphabet === 'layout' || alphabet === 'russian-layout' ? alphabet : undefined)}\n`);
    }
    if (refused && unsaid) this.say(`${this.t.notTakenAnnouncement(givenBack(typed))}\n`);
  }

  /**
   * A result typed after the name of a side, as the line said back names the side that fired
   * (`Коля: мимо`), or as the side answering says it (`Оля: мимо`, `red: miss`, `Tomek: pudło`):
   * the result alone, where the name is a side or player of the game and the rest reads as an
   * announcement (of `shots` shots, or of one); else `line` as typed. Only one salvo awaits its
   * result at the prompt, so either side's name names it. A name that is neither (`Вася: мимо`)
   * before what reads as a result: undefined, after saying so with the game's players (or sides).
   */
  private withoutSideName(line: string, shots: number): string | undefined {
    const read = resultAfterName(line, this.record, this.variant, shots);
    if ('taken' in read) return read.taken;
    const players = this.record.sides.flatMap((s) => (s.player !== undefined && s.player !== '' ? [s.player] : []));
    this.say(`${players.length > 0 ? this.t.noSuchPlayer(read.unknown, players) : this.t.notASide(read.unknown, sideNamesHint(read.unknown, this.record.sides, this.variant, this.lang))}\n`);
    this.say(`${this.t.notTakenAnnouncement(givenBack(line))}\n`);
    return undefined;
  }


  /**
   * `line`, the miss word alone (`miss`, `мимо`, `pudło`), typed for a salvo of `shots` shots where
   * each shot is announced (classic Salvo): a miss for every shot, as `all miss` is taken;
   * undefined where it is not that, or a salvo of one shot.
   */
  private missForAll(line: string, shots: number): RecordedSalvo['announcement'] | undefined {
    if (shots < 2 || this.variant.report.timing !== 'per-shot') return undefined;
    const one = parseAnnouncement(line, this.variant, 1, this.record.language).announcement;
    if (one === null || one.kind !== 'per-shot' || one.shots.length !== 1 || one.shots[0]!.result !== 'miss') return undefined;
    const miss = one.shots[0]!;
    return { kind: 'per-shot', shots: Array.from({ length: shots }, () => miss) };
  }

  /** Read the result line into a salvo ready to save, or undefined after printing why not. */
  readResult(typed: string, side: string, cells: number[]): RecordedSalvo | undefined {
    this.forceable = undefined;
    const line = this.withoutSideName(typed, cells.length);
    if (line === undefined) return undefined;
    let announcement: RecordedSalvo['announcement'];
    if (line.trim() === '') {
      announcement = this.trueResult(side, cells);
      if (announcement === null) {
        const defender = this.record.sides.find((s) => s.id !== this.firedBy(side))?.id;
        const aside = this.defenderSetAside(side);
        // The fleet written for it set aside: said why Enter takes nothing from it.
        this.say(`${aside !== undefined ? this.t.typeWhatAnnouncedSetAside(sideTitle(this.record, this.variant, aside, this.lang), `salvo check ${shellWord(this.file)}`, this.setAsideFor?.copied.has(aside) === true ? 'fleet-copied-wrong' : 'fleet-belied') : this.t.typeWhatAnnounced(defender === undefined ? undefined : sideTitle(this.record, this.variant, defender, this.lang))}\n`);
        return undefined;
      }
    } else {
      if (this.cellsAtResult(line, cells, cells)) return undefined;
      const a = parseAnnouncement(line, this.variant, cells.length, this.record.language);
      const missed = a.announcement === null ? this.missForAll(line, cells.length) : undefined;
      if (missed !== undefined) {
        // The miss word alone for a salvo whose shots are each announced: every shot missed, said back.
        this.say(`${this.t.missForAll(line.trim(), cells.length)}\n`);
        announcement = missed;
      } else {
        this.sayAnnouncementIssues(a.issues, a.announcement === null, typed);
        if (a.announcement === null) return undefined;
        announcement = a.announcement;
      }
    }
    const base = this.read(this.base());
    const kept = this.earlierAt !== undefined ? this.record.salvos[this.earlierAt] : this.replacing ? this.record.salvos[this.record.salvos.length - 1] : undefined;
    // Play's note that the session ended without it goes; the player's own words after it stay.
    const keptNote = readPlayNote(kept?.note);
    const note = keptNote === undefined ? undefined : keptNote.ended !== true ? kept!.note : keptNote.other;
    const salvo: RecordedSalvo = { side, cells, announcement, ...(note !== undefined ? { note } : {}), ...(kept?.forced ? { forced: true } : {}) };
    // Judged as fired by the side it reads as, after the record read as meant.
    const fired = { ...salvo, side: this.firedBy(side) };
    let breaches = this.judgedAsCheck(salvo, breachesOfSalvo(base, this.variant, fired, this.judgedWith(base, [fired])).filter((v) => ANNOUNCEMENT_CODES.has(v.code)));
    // Two results written the other way round across two turns (the line before, of the same
    // side, and this shot): the one slip check finds with the shot written in (`results-swapped`,
    // at the line in the file, with the lines to write), as record says it, not the fleet
    // contradicted by this shot.
    const across = breaches.length > 0 ? this.swappedAcrossAsCheck([salvo]) : undefined;
    if (across !== undefined) {
      for (const b of [across.swapped, ...across.breaches]) this.sayBreach(b);
      this.offerForce(false, side, cells, [salvo], line);
      this.say(`${this.earlierLineToEdit(across.swapped, typed) ?? this.t.notTakenAnnouncement(givenBack(typed))}\n`);
      this.sayForceOffer(false);
      return undefined;
    }
    // A revealed fleet the announcements belie, this shot's with them: taken as announced, judged
    // as if that fleet were not revealed, as record takes it.
    const aside = breaches.length > 0 ? this.fleetsSetAsideBy(base, [fired], [breaches], [salvo]) : undefined;
    const judgedBase = aside === undefined ? base : recordAsAnnounced(base, aside.sides);
    if (aside !== undefined) breaches = this.judgedAsCheck(salvo, breachesOfSalvo(judgedBase, this.variant, fired, this.judgedWith(judgedBase, [fired])).filter((v) => ANNOUNCEMENT_CODES.has(v.code)));
    if (breaches.length > 0) {
      this.sayJudged(breaches, judgedBase, [fired]);
      this.offerForce(isByFleet(breaches), side, cells, [salvo], line);
      this.say(`${this.notTakenByFleet(breaches, side, false, typed) ?? this.t.notTakenAnnouncement(givenBack(typed))}\n`);
      this.sayForceOffer(false);
      return undefined;
    }
    const why = this.impossible(judgedBase, [fired], true);
    if (why !== undefined) {
      this.offerForce(false, side, cells, [salvo], line);
      this.say(`${this.t.notTakenAnnouncement(givenBack(typed))}${why}\n`);
      this.sayForceOffer(false);
      return undefined;
    }
    this.sayOnceSaved(aside, 1);
    return salvo;
  }

  /**
   * Results refused as the fleet written for the side fired at gives others (that the
   * announcements do not belie): what to do at the table, check them with that side or mend the
   * fleet in the file (read again as the next result is typed); undefined for other breaches.
   */
  private notTakenByFleet(breaches: readonly Violation[], side: string, plural: boolean, typed: string): string | undefined {
    if (!breaches.some((b) => b.code === 'announcement-contradicts-fleet')) return undefined;
    const defender = this.record.sides.find((s) => s.id !== this.firedBy(side))?.id;
    if (defender === undefined) return undefined;
    return this.t.notTakenByFleet(sideTitle(this.record, this.variant, defender, this.lang), this.file, plural, givenBack(typed), this.forceable !== undefined);
  }

  /**
   * A result read but refused for `side`'s `cells` (by the rules, as no legal fleet gives it, as
   * one half of two results swapped, or as the fleet written for the side fired at gives another:
   * `byFleet`): `salvos`, the shots typed with it (`typed`, as read), kept to save marked forced if
   * `force` is typed next, as record --force saves them, which takes any of them. Not for an
   * earlier salvo's result (the salvos after it were judged by the result it had; record adds only
   * at the end).
   */
  private offerForce(byFleet: boolean, side: string, cells: readonly number[], salvos: readonly RecordedSalvo[], typed: string): void {
    if (this.earlierAt !== undefined || salvos.length === 0) return;
    const defender = this.record.sides.find((s) => s.id !== this.firedBy(side))?.id;
    if (defender === undefined) return;
    this.forceable = { side, cells: this.cellsText(cells.slice(0, 1)), salvos: salvos.map((s) => ({ ...s, forced: true })), typed: typed.trim(), defender, byFleet };
  }

  /**
   * After a refusal not by the fleet written under fleets: (whose refusal says it within), what
   * `force` would do, on a line of its own: saving the result (`plural`: results) as announced,
   * marked forced, as record --force would; nothing where none is offered.
   */
  private sayForceOffer(plural: boolean): void {
    const f = this.forceable;
    if (f === undefined || f.byFleet) return;
    this.say(`${this.t.forceOffered(sideTitle(this.record, this.variant, f.defender, this.lang), plural)}\n`);
  }

  /**
   * `force` typed at the result prompt of `side`'s `cells`: the salvos of the result just refused
   * there as the fleet gives another, to save as announced, marked forced, and the result as typed;
   * undefined, said so, where no such result was refused.
   */
  forcedResults(side: string, cells: readonly number[]): { readonly salvos: readonly RecordedSalvo[]; readonly typed: string } | undefined {
    const f = this.forceable;
    if (f === undefined || f.side !== side || f.cells !== this.cellsText(cells.slice(0, 1))) {
      this.say(`${this.t.nothingToForce}\n`);
      return undefined;
    }
    return f;
  }

  /** Once the salvos of `force` are saved: that they are kept as announced, marked forced, and what check says of them. */
  forcedSaid(count: number): void {
    const f = this.forceable;
    this.forceable = undefined;
    if (f === undefined) return;
    this.say(`${f.byFleet ? this.t.forcedKept(sideTitle(this.record, this.variant, f.defender, this.lang), this.file, count > 1) : this.t.forcedKeptBreach(this.file, count > 1)}\n`);
  }

  /** Forget a result refused by the fleet (cells taken back, or something else typed). */
  forgetForce(): void {
    this.forceable = undefined;
  }

  /**
   * An announcement judged impossible only as the record is written, after a salvo out of turn
   * that may stand for a salvo of the shooter left out: `check` of the record with it says it is
   * not judged (`announcement-unjudged`, said as the salvo is saved) or reads the gap as a salvo
   * left out (`salvo-missing`): not refused, as `record` does not refuse it. Other breaches stay.
   */
  private judgedAsCheck(salvo: RecordedSalvo, breaches: readonly Violation[]): Violation[] {
    if (this.earlierAt !== undefined || !breaches.some((v) => v.code === 'announcement-inconsistent')) return [...breaches];
    let text = this.text;
    let record = this.record;
    if (this.replacing) ({ text, record } = removeLastSalvo(text, record, this.variant));
    const trial = appendSalvo(text, record, this.variant, salvo, this.file);
    const number = trial.record.salvos.length;
    const checked = checkedNewSalvos(trial.text, this.variant, this.file, number, this.lang);
    return breaches.filter((v) => v.code !== 'announcement-inconsistent' || inconsistentStands(checked, number));
  }

  /**
   * Save a salvo; false when the file changed under us (the salvo is then not saved). When the
   * session is `ending`, the salvo is kept all the same: saved on the file as changed (its note
   * says so), or beside it when the change left errors (keepBeside).
   */
  async commit(typed: RecordedSalvo, charts = true, ending = false): Promise<boolean> {
    let salvo = this.withNoteToAdd(typed);
    const sync = await this.inSync(salvo, ending);
    // Not saved as judged: what was to be said once it was is not said.
    if (sync !== 'same') this.asideToSay = undefined;
    if (sync !== 'same' && !ending) return false;
    if (sync !== 'same') {
      // The salvo being replaced may be gone with the edit: the one typed is added.
      this.replacing = false;
      // Marked as typed on a changed file (in the record's language), unless it says so already, in any.
      const read = readPlayNote(salvo.note) ?? { ended: false, changed: false };
      const note = read.changed ? salvo.note! : this.note({ ...read, changed: true });
      salvo = { ...salvo, note };
      if (sync === 'broken') {
        await this.keepBeside(salvo);
        return false;
      }
    }
    let text = this.text;
    let record = this.record;
    let rewritten = false;
    if (this.replacing) {
      const without = removeLastSalvo(text, record, this.variant);
      text = without.text;
      record = without.record;
      rewritten = without.rewritten;
      this.replacing = false;
      // A turn stopped at this shot's result: the shot goes back on the turn's line (resumeTurn).
      if (this.resuming && !rewritten && sync === 'same') this.turnLine = this.lineBefore(text, record, salvo.side) ?? null;
    }
    this.resuming = false;
    // One write: the last salvo replaced and the new one added together, or neither.
    // Read back under the file's name: what check would leave unjudged of it (below) is found in that reading, not in another.
    // The next shot of a turn typed at once goes on the turn's line, as record writes a turn.
    const line = this.turnLine;
    const onLine = line && !rewritten && sync === 'same' && line.written === text ? appendTurnShot(line, salvo, this.variant, this.file) : undefined;
    const edited = onLine ?? appendSalvo(text, record, this.variant, salvo, this.file);
    if (line !== undefined) {
      // The line goes on from this shot: with it, or from it where it went on a line of its own.
      this.turnLine = onLine !== undefined && line !== null ? { ...line, shots: [...line.shots, salvo], written: edited.text } : salvo.announcement !== null && !edited.rewritten ? { text, record, shots: [salvo], written: edited.text } : null;
    }
    await this.save(edited.text, edited.record, rewritten || edited.rewritten);
    this.say(`${this.t.saved(edited.record.salvos.length, this.salvoText(salvo), salvo.forced === true)}\n`);
    // The last of the shots taken past a fleet set aside: the fleet's contradictions and why it is not used.
    const aside = this.asideToSay;
    if (aside !== undefined && --aside.left <= 0) {
      this.asideToSay = undefined;
      for (const line of aside.lines) this.io.err(`${line}\n`);
    }
    // The notes typed at its result prompt are written with it.
    this.notesTyped = [];
    // What check would say was not judged of it (its size, whose turn it was, a repeat), said now.
    // In the session's language, as check says it (a shot where every salvo is one, in English too).
    for (const w of unjudgedOfNewSalvos(edited.text, this.variant, this.file, 1, this.lang)) this.io.err(unjudgedLine(w, this.variant, this.referee) + '\n');
    if (this.charts && charts) this.showCharts();
    if (this.hints && salvo.announcement !== null) {
      // The chart's legend with the session's first hint only: the marks read alike after it.
      // Working it out may take seconds (an early position): a progress line on standard error past one.
      // Stopped (Ctrl-C) before it was worked out: the salvo is saved, the hint is not said.
      const progress = progressIn(this.io, 'inferring', this.lang);
      // With the sources of the text saved, so that a cell that could not be read is never dropped from its salvo.
      const read = hintRead({ record: edited.record, sources: parseRecord(edited.text, this.variant, { file: this.file }).sources }, this.meant);
      const hint = await this.hintsBy.hint(read, salvo.side, !this.hintLegendSaid, progress.update).finally(progress.done);
      if (hint === undefined) return true;
      this.say(hint);
      this.hintLegendSaid = true;
    }
    return true;
  }

  /**
   * A hint asked for at the cells prompt (`hint`): the chances of the enemy ships for the side to
   * fire now, as --hints says them after each salvo (its legend with the session's first hint).
   */
  async hintNow(): Promise<void> {
    const next = this.whoseTurn().next;
    if (next === null) return;
    const progress = progressIn(this.io, 'inferring', this.lang);
    const read = hintRead({ record: this.record, sources: parseRecord(this.text, this.variant, { file: this.file }).sources }, this.meant);
    const hint = await this.hintsBy.hint(read, next, !this.hintLegendSaid, progress.update).finally(progress.done);
    if (hint === undefined) return;
    this.say(hint);
    this.hintLegendSaid = true;
  }

  salvoCount(): number {
    return this.record.salvos.length;
  }

  /** A turn of single shots typed at once begins (`true`: its shots go on one line) or ends; cells typed begin or end (a note typed at their result prompt goes with them). */
  typedTurn(on: boolean, resumed = false): void {
    this.forceable = undefined;
    // The cells called after a shot whose result was given on resuming go on its line (resumeTurn).
    if (!(resumed && this.turnLine)) this.turnLine = on ? null : undefined;
    this.noteToAdd = undefined;
    this.notesTyped = [];
  }

  /**
   * The notes typed at the result prompt of the cells being typed (each as typed, `note called
   * loudly`) not written on any salvo yet: lost if those cells are taken back (`undo` there), so
   * said with them, to be typed again.
   */
  private notesTyped: string[] = [];

  /** The notes typed at the result prompt (`noteAtResult`) not written on any salvo yet, each as typed. */
  notesNotWritten(): readonly string[] {
    return this.notesTyped;
  }

  /** The text of the notes typed at the result prompt of the cells being typed (`; ` between), to be written with them. */
  noteTypedAtResult(): string | undefined {
    return this.noteToAdd;
  }

  /** A note typed at the result prompt of the cells being typed: written on each salvo of them saved (see `noteAtResult`). */
  private noteToAdd: string | undefined;

  /** `salvo` with the note typed at its result prompt after any note it has (`; ` between), as addNote writes one. */
  private withNoteToAdd(salvo: RecordedSalvo): RecordedSalvo {
    const add = this.noteToAdd;
    if (add === undefined) return salvo;
    const old = readPlayNote(salvo.note);
    return { ...salvo, note: old === undefined ? add : this.note({ ...old, other: old.other === undefined ? add : `${old.other}; ${add}` }) };
  }

  /**
   * `note <text>` typed at the result prompt of salvo `n` (the cells just typed, not saved yet):
   * written on it with its announcement, as at the cells prompt after it; in a turn typed at once,
   * on the turn's line, every shot's, the shots saved before it on the line given it now.
   */
  async noteAtResult(text: string, typed: string, n: number): Promise<void> {
    const line = this.turnLine;
    if (line && line.shots.length > 0 && line.written === this.text) {
      await this.addNote(text, typed);
      // The line so far, its note now with the text: the shots after it join it with the same.
      if (this.text !== line.written) this.turnLine = { ...line, shots: this.record.salvos.slice(-line.shots.length), written: this.text };
    }
    else this.notesTyped.push(typed);
    this.noteToAdd = this.noteToAdd === undefined ? text : `${this.noteToAdd}; ${text}`;
    this.say(`${this.t.noteWithResult(n, text)}\n`);
  }

  /**
   * `note <text>` at the cells prompt: written on the last salvo recorded, after any note it has
   * (`; ` between), as `record --note` writes a note; said back with the salvo's note as it now is.
   */
  async addNote(text: string, typed: string, at?: number): Promise<void> {
    if ((await this.inSync(typed)) !== 'same') return;
    const k = at ?? this.record.salvos.length - 1;
    const was = this.record.salvos[k];
    if (was === undefined) {
      this.say(`${this.t.noNoteSalvo}\n`);
      return;
    }
    const old = readPlayNote(was.note);
    const other = old?.other === undefined ? text : `${old.other}; ${text}`;
    const note = old === undefined ? text : this.note({ ...old, other });
    // On a turn line, the note is the whole line's, every shot's, as record --note writes a turn's.
    const source = parseRecord(this.text, this.variant, { file: this.file }).sources.salvos[k];
    const first = source?.shot !== undefined && source.shot.index <= k ? k - source.shot.index : k;
    const edited = first < k ? withLineNote(this.text, this.record, this.variant, first, k, note, this.file) : withSalvoAt(this.text, this.record, this.variant, k, { ...was, note }, this.file);
    await this.save(edited.text, edited.record, edited.rewritten);
    this.say(`${this.t.noted(first + 1, k + 1, note)}\n`);
  }

  async undo(): Promise<void> {
    this.forceable = undefined;
    // The question whether the miss undone (or the one before the shot undone) was a hit goes with it.
    this.missAsked = undefined;
    if ((await this.inSync()) !== 'same') return;
    const last = this.record.salvos[this.record.salvos.length - 1];
    if (!last) {
      this.say(`${this.t.nothingToUndo}\n`);
      return;
    }
    const before = this.text;
    const edited = removeLastSalvo(this.text, this.record, this.variant);
    await this.save(edited.text, edited.record, edited.rewritten);
    this.say(`${this.t.removed(this.record.salvos.length + 1, this.salvoText(last))}\n`);
    // A note or a comment written beside the salvo goes with it: say its lines, so that nothing
    // typed is lost with an undo.
    const taken = linesTakenOut(before, edited.text);
    if (taken.some((line) => /#|\bnote\s*:/u.test(line))) this.say(`${this.t.removedLines}\n${taken.map((line) => `  ${line}`).join('\n')}\n`);
  }
}

/**
 * The record with its salvo at index `k` (a salvo of a line of its own) given as `salvo`, the same
 * but for its announcement and note: the old text with ` -> <announcement>` written after the
 * cells on its line, and its `note:` line written, replaced or taken out (play's note that it was
 * left without one goes with it), where that reads back right; for a shot of a turn line, its
 * result replaced in place, the line's other shots as written; else the whole record in
 * canonical form (rewritten: the caller keeps a backup). `file`: the name the session reads the
 * text under, whose reading is remembered (the positions are the same under any).
 */
function withSalvoAt(text: string, record: GameRecord, variant: Variant, k: number, salvo: RecordedSalvo, file: string): { text: string; record: GameRecord; rewritten: boolean } {
  const next: GameRecord = { ...record, salvos: record.salvos.map((s, i) => (i === k ? salvo : s)) };
  const source = parseRecord(text, variant, { file }).sources.salvos[k];
  const was = record.salvos[k]!;
  if (source !== undefined && source.shot === undefined) {
    const lines = text.split('\n');
    const at = source.at.line - 1;
    let edited = true;
    if (salvo.announcement !== null && was.announcement === null) {
      const m = /^(\s*-\s*[^\s:#"'][^:#"']*:[ \t]*)([^#"'\r]*?)([ \t]*(?:#.*)?)(\r?)$/u.exec(lines[at] ?? '');
      if (m) lines[at] = `${m[1]}${m[2]} -> ${formatAnnouncement(salvo.announcement, variant, record.language)}${m[3]}${m[4]}`;
      else edited = false;
    } else if (salvo.announcement !== null && was.announcement !== null && salvo.announcement !== was.announcement) {
      // Its announcement replaced (a miss corrected to the hit it was): the words after the arrow.
      const m = /^(\s*-\s*[^\s:#"'][^:#"']*:[^#"'\r]*?(?:->|→)[ \t]*)([^#"'\r]*?)([ \t]*(?:#.*)?)(\r?)$/u.exec(lines[at] ?? '');
      if (m) lines[at] = `${m[1]}${formatAnnouncement(salvo.announcement, variant, record.language)}${m[3]}${m[4]}`;
      else edited = false;
    }
    if (edited && salvo.note !== was.note) edited = withNoteLine(lines, at, salvo, variant);
    const result = lines.join('\n');
    if (edited && readsAs(result, variant, next, file)) return { text: result, record: next, rewritten: false };
  }
  // A shot of a turn line whose result is replaced (a miss corrected to the hit it was): that
  // shot's words alone, the rest of the line and of the file as written.
  if (source?.shot !== undefined && source.result !== undefined && salvo.note === was.note && salvo.announcement !== null && was.announcement !== null) {
    const lines = text.split('\n');
    const at = source.result.line - 1;
    const line = lines[at] ?? '';
    const from = source.result.column - 1;
    // Its words: up to the next result's comma, a closing quote, a comment or the line's end.
    const m = /^([^,;#"'\r]*?)[ \t]*(?:[,;"'#\r]|$)/u.exec(line.slice(from));
    if (m && m[1] !== '') {
      lines[at] = `${line.slice(0, from)}${formatAnnouncement(salvo.announcement, variant, record.language)}${line.slice(from + m[1]!.length)}`;
      const result = lines.join('\n');
      if (readsAs(result, variant, next, file)) return { text: result, record: next, rewritten: false };
    }
  }
  return rewritten(next, variant, text);
}

/**
 * The record with `note` on every shot of the turn line holding the salvos at indices `first` to
 * `last` (its `note:` line written or replaced under the line, as record --note writes a turn's),
 * where that reads back right; else the whole record in canonical form (rewritten).
 */
function withLineNote(text: string, record: GameRecord, variant: Variant, first: number, last: number, note: string, file: string): { text: string; record: GameRecord; rewritten: boolean } {
  const next: GameRecord = { ...record, salvos: record.salvos.map((s, i) => (i >= first && i <= last ? { ...s, note } : s)) };
  const source = parseRecord(text, variant, { file }).sources.salvos[first];
  if (source !== undefined) {
    const lines = text.split('\n');
    if (withNoteLine(lines, source.at.line - 1, next.salvos[first]!, variant)) {
      const result = lines.join('\n');
      if (readsAs(result, variant, next, file)) return { text: result, record: next, rewritten: false };
    }
  }
  return rewritten(next, variant, text);
}

/**
 * The `note:` line under the salvo item on line `at` (0-based) of `lines` made to say `salvo`'s
 * note: replaced where it sits among the item's keys (all its lines: one of several is written on
 * one; after `forced: true` or a comment too), written after the item's line where it has none,
 * or taken out (no note). False where the item is not a `- side: cells` line; the caller checks
 * that the text reads back right, else rewrites the record.
 */
function withNoteLine(lines: string[], at: number, salvo: RecordedSalvo, variant: Variant): boolean {
  const item = /^(\s*-\s+)[^\s{[#]/u.exec(lines[at] ?? '');
  if (!item) return false;
  const indent = (l: string): number => /^\s*/u.exec(l)?.[0].length ?? 0;
  const blank = (l: string): boolean => /^\s*$/u.test(l);
  // The item's own lines: those after it indented deeper than its dash (blank ones among them).
  const dash = indent(lines[at]!);
  let last = at;
  for (let i = at + 1; i < lines.length && (blank(lines[i]!) || indent(lines[i]!) > dash); i++) if (!blank(lines[i]!)) last = i;
  // Its note: the key's line, and those indented deeper (a note of several lines, `note: |`).
  let start = at + 1;
  let end = at + 1;
  for (let i = at + 1; i <= last; i++) {
    const key = /^(\s+)note:/u.exec(lines[i]!);
    if (!key || key[1]!.length !== item[1]!.length) continue;
    start = i;
    end = i + 1;
    while (end <= last && (blank(lines[end]!) || indent(lines[end]!) > key[1]!.length)) end++;
    // Blank lines after it are the layout's, not the note's.
    while (end > i + 1 && blank(lines[end - 1]!)) end--;
    break;
  }
  const cr = (lines[at] ?? '').endsWith('\r') ? '\r' : '';
  if (salvo.note === undefined) {
    lines.splice(start, end - start);
    return true;
  }
  // The note as a record writes it (on one line, quoted where it has to be), under the item's key.
  const written = formatSalvoItem({ side: salvo.side, cells: [], announcement: null, note: salvo.note }, variant).split('\n').find((l) => l.startsWith('    note: '));
  if (written === undefined) return false;
  lines.splice(start, end - start, `${' '.repeat(item[1]!.length)}${written.trimStart()}${cr}`);
  return true;
}

/** The lines of `before` that `after` lacks: the one stretch an edit took out (first and last lines kept alike). */
function linesTakenOut(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  return a.slice(head, a.length - tail);
}

export function registerPlay(program: Command, io: CliIO): void {
  program
    .command('play')
    .description('keep the books of a game at the table: prompts for each salvo and saves after every one')
    .addHelpText(
      'after',
      '\nAt its prompts: type the cells fired (A1 B4), then what the defender announced, in any of the\n' +
        "variant's words (miss, hit, sunk; мимо, попал, убит; pudło, trafiony, zatopiony). Type help\n" +
        'there for the commands (undo, show, turn, score, result, quit); hint there gives the chances\n' +
        'of the enemy ships for the side to fire, as --hints does after each salvo.\n' +
        'To stop: quit (or q), Ctrl-D or Ctrl-C. Every salvo is saved as it is typed; cells typed\n' +
        'without their result are saved too, and the next session (salvo play on the same record) asks\n' +
        'for it first.\n' +
        '\nExamples:\n  salvo new morskoy-boy -o game.yaml && salvo play game.yaml\n  salvo play game.yaml --no-charts < moves.txt   # the lines typed at its prompts, from a file\n',
    )
    .argument('<record>', 'the game record (YAML), e.g. made by salvo new')
    .option('--lang <code>', "the language of its messages, chart titles and ship names (default: the record's, else the variant's first)")
    .option('--no-charts', 'do not draw the charts after every salvo')
    .option('--hints', 'after each salvo, the exact chances of the enemy ships for the side that fired')
    .action(async (file: string, opts: PlayOptions) => {
      // A record that cannot be read is said in its language (--lang, else its header's), as check says it.
      const f = await openRecord(io, file, { speak: { lang: opts.lang }, variantWarnings: true });
      const variant = f.variant;
      const lang = commandLanguage(variant, opts.lang, f.record);
      // A line read with a guess (no "->", no ": ", a player for a side) is said, as check says it,
      // in the file's order with any errors, in the game's language.
      // With errors, every finding in the file's order (the warnings too: a guess may be the cause);
      // without, the warnings are said by the session, as on a reload.
      if (hasErrors(f.diagnostics)) printDiagnostics(io, [...f.diagnostics].sort(inFileOrder), { lang, variant });
      if (hasErrors(f.diagnostics)) {
        io.err(`salvo: ${playTextOf(variant, lang).fixFirst(file)}\n`);
        throw new ExitCode(1);
      }
      const session = new Session(io, file, variant, f.record, f.text, lang, opts.charts !== false);
      session.sayWarnings(f.diagnostics);
      // The copying slips check finds (a line under the wrong side, two lines swapped, salvos after
      // the end, a hit or miss copied wrong) are said, as warnings, and play goes on from the record
      // read as meant, as check judges the game and record judges a salvo added to it.
      session.readSlips(f);
      session.hints = opts.hints === true;
      const t = session.t;
      const onSignal = io.stdin === process.stdin;
      // At the table (the process's own standard input), a hint is worked out on a thread of its own: Ctrl-C stops it at once.
      if (session.hints && onSignal) session.hintsBy = hintsApart({ variant, lang, file });
      io.out(`${t.start(localize(variant.name, lang, variant), f.record.sides.map((s) => sideTitle(f.record, variant, s.id, lang, { player: true })), f.record.salvos.length)}\n`);

      const rl = createInterface({ input: io.stdin, terminal: false, crlfDelay: Infinity });
      const lines = rl[Symbol.asyncIterator]();
      // Ctrl-C ends the session as the end of input does: cells typed without their result are
      // kept (with a note), never lost.
      let interrupted = false;
      const interrupt = (): void => {
        interrupted = true;
        // During a hint (the salvo it follows saved): the hint dropped, its progress line erased.
        if (session.hintsBy.stop()) {
          clearProgress(io);
          io.out(`${session.t.hintStopped(session.salvoCount())}\n`);
        } else io.out(`\n${session.t.interrupted}\n`);
        rl.close();
      };
      if (onSignal) process.once('SIGINT', interrupt);
      // `q` alone quits, as in many a program, and so do `в` (выход) and `w` (wyjdź), each where the
      // variant reads it as nothing else (a column of the board, a ship's mark, a word of its
      // announcements): there it is read so, as before, and the first time it is typed, said not
      // to quit, with the word that does.
      const quitLetters = new Map(QUIT_LETTERS.map((q) => [q.letter, quitLetterClash(variant, q.letter)] as const));
      const clashSaid = new Set<string>();
      const quitByLetter = (line: string): string => {
        const letter = line.trim().toLocaleLowerCase();
        if (!quitLetters.has(letter)) return asCommand(line);
        const clash = quitLetters.get(letter);
        if (clash === undefined) return 'quit';
        if (!clashSaid.has(letter)) {
          clashSaid.add(letter);
          io.out(`${t.quitLetterClash(line.trim(), clash)}\n`);
        }
        return asCommand(line);
      };
      const nextLine = async (): Promise<string | undefined> => {
        // Interrupted: nobody is left to answer, whatever lines were typed ahead.
        if (interrupted) return undefined;
        const r = await lines.next();
        if (interrupted) return undefined;
        if (r.done) {
          // Input ended at a prompt (Ctrl-D, or the end of a file piped in): end the prompt's line,
          // so what is said next ('game.yaml saved.') starts a line of its own, not 'cells> game.yaml saved.'.
          if (!interrupted) io.out('\n');
          return undefined;
        }
        const line = String(r.value);
        // Piped input is not echoed by a terminal: echo it so the transcript reads as a dialogue.
        if (!io.stdinIsTTY) io.out(`${line}\n`);
        return quitByLetter(line);
      };
      // A salvo typed in full (cells and result) but not saved because the file was changed by
      // hand meanwhile: the player is asked to type it again; if the session ends first, it is
      // kept (without its announcement, the result typed in its note), as cells are at the end.
      // `replaces`: the salvo without its announcement the result was typed for.
      // `beside`: cells typed for a turn the hand edit changed, or on a file it left with errors.
      let notSaved: { salvo: RecordedSalvo; typed: string; replaces?: RecordedSalvo; beside?: boolean } | undefined;
      try {
        let leftPending = false;
        // Cells called after the salvo whose announcement the last session ended without (its note's
        // `next`): once that announcement is given, the turn goes on with them, as if typed again.
        let called: { side: string; cells: string } | undefined;
        // The prompt whose turn line `turn` has just answered: not said a second time right after.
        let turnSaid: string | undefined;
        // Cells typed in answer to "did you mean …?": taken as typed at the cells prompt.
        let retyped: string | undefined;
        // Whether `retyped` is the line given back after a miss was corrected to a hit (`correctMiss`).
        let afterCorrected = false;
        // Earlier salvos whose announcement was left for later in this session (their indices).
        const later = new Set<number>();
        // Results typed for salvos without their announcement and not taken: if the session ends
        // before those salvos are given one, each is kept in its salvo's note (keepTyped).
        let typedResults: TypedResult[] = [];
        /** The results typed for the salvo at index `k` forgotten: it was given one, or left for later. */
        const forget = (k: number): void => {
          typedResults = typedResults.filter((x) => x.at !== k && session.whereIs(x) !== k);
        };
        /** `result` typed for the salvo at index `k` and not taken (an empty line: nothing typed, nothing to keep). */
        const remember = (k: number, salvo: RecordedSalvo, result: string, changed: boolean): void => {
          if (result === '') return;
          forget(k);
          typedResults.push({ at: k, salvo, result, changed });
        };
        /** After an undo: those for salvos taken out are gone with them (said with the salvo removed). */
        const prune = (): void => {
          typedResults = typedResults.filter((x) => x.at < session.salvoCount() && session.whereIs(x) !== undefined);
        };
        for (;;) {
          // Interrupted while the last salvo's hint was worked out: the session ends, no prompt shown.
          if (interrupted) break;
          const justSaid = turnSaid;
          turnSaid = undefined;
          // A salvo before the last left without its announcement: asked for first, earliest first.
          const earlier = session.pendingEarlier(later);
          if (earlier !== undefined) {
            const was = session.currentRecord.salvos[earlier]!;
            // What its note keeps (`result typed: попал`, typed last time and not taken), said too.
            const wasNote = readPlayNote(was.note);
            const kept = wasNote?.ended === true ? playNoteDetails(wasNote, lang) : '';
            io.out(`${t.pendingEarlier(earlier + 1, session.salvoText(was), kept === '' ? '' : ` (${kept})`)}\n`);
            session.setEarlier(earlier);
            io.out(session.resultPrompt(was.side, was.cells));
            const answer = await nextLine();
            const word = answer?.trim().toLowerCase();
            if (answer === undefined || word === 'quit' || word === 'exit') {
              session.setEarlier(undefined);
              break;
            }
            if (leavesForLater(answer)) {
              session.setEarlier(undefined);
              // Left as it is, as said: what was typed for it and not taken goes.
              forget(earlier);
              later.add(earlier);
              await session.leftForLater(earlier);
              io.out(`${t.leftForLater(earlier + 1)}\n`);
              continue;
            }
            if (word === 'undo') {
              session.setEarlier(undefined);
              await session.undo();
              prune();
              continue;
            }
            // An earlier salvo's result is not saved past the fleet (the salvos after it were judged by what it had): nothing to force.
            if (asksForce(answer)) {
              session.setEarlier(undefined);
              io.out(`${t.nothingToForce}\n`);
              continue;
            }
            if (session.command(answer, was.side)) {
              session.setEarlier(undefined);
              continue;
            }
            // A note on the salvo asked about (`note disputed`): written on it now; its result asked again.
            const earlierNote = typedNote(answer);
            if (earlierNote !== undefined) {
              session.setEarlier(undefined);
              if (earlierNote === '') io.out(`${t.noteEmpty}\n`);
              else await session.addNote(earlierNote, answer.trim(), earlier);
              continue;
            }
            // A hand edit is read before the answer is judged (it may have given this one, or moved it).
            const typedText = `${session.salvoText(was)}${answer.trim() === '' ? '' : ` -> ${answer.trim()}`}`;
            if ((await session.inSync(typedText)) !== 'same') {
              session.setEarlier(undefined);
              // Not judged: kept in its note if the session ends before it is typed again.
              remember(earlier, was, answer.trim(), true);
              continue;
            }
            const salvo = session.readEarlierResult(answer, earlier);
            session.setEarlier(undefined);
            if (salvo === undefined) remember(earlier, was, answer.trim(), false);
            else if (await session.commitEarlier(earlier, salvo)) forget(earlier);
            else remember(earlier, was, answer.trim(), true);
            continue;
          }
          // A salvo saved without its announcement (input ended last time): take it now.
          const pending = leftPending ? undefined : session.pendingLast();
          if (pending) {
            // The note's words after the session's mark (`called next: Б1`), said in the session's language.
            // Read in any language: a record from an English session reads as one from a Russian one.
            const pendingNote = readPlayNote(pending.note);
            const details = pendingNote?.ended === true ? playNoteDetails(pendingNote, lang) : '';
            const calledNext = details === '' ? '' : ` (${details})`;
            io.out(`${t.pending(session.salvoCount(), session.salvoText(pending), calledNext)}\n`);
            session.setReplacing(true);
            // Saved so as the session stopped at its result: given it, it goes on its turn's line.
            if (pendingNote?.ended === true) session.resumeTurn();
            io.out(session.resultPrompt(pending.side, pending.cells));
            const answer = await nextLine();
            if (answer === undefined) break;
            const word = answer.trim().toLowerCase();
            if (word === 'quit' || word === 'exit') break;
            const pendingAt = session.salvoCount() - 1;
            if (leavesForLater(answer)) {
              notSaved = undefined;
              forget(pendingAt);
              session.setReplacing(false);
              leftPending = true;
              // Left for this session: not asked again once salvos are fired after it, until `result`.
              later.add(session.salvoCount() - 1);
              await session.leftForLater(pendingAt);
              io.out(`${t.leftWithout(session.salvoCount())}\n`);
              continue;
            }
            if (word === 'undo') {
              notSaved = undefined;
              session.setReplacing(false);
              await session.undo();
              prune();
              continue;
            }
            if (session.command(answer, pending.side)) {
              session.setReplacing(false);
              continue;
            }
            // A note on the salvo asked about: written on it now (after play's mark that it was left without), its result asked again.
            const pendingNoteTyped = typedNote(answer);
            if (pendingNoteTyped !== undefined) {
              session.setReplacing(false);
              if (pendingNoteTyped === '') io.out(`${t.noteEmpty}\n`);
              else await session.addNote(pendingNoteTyped, answer.trim(), pendingAt);
              continue;
            }
            // `force`: the result the fleet refused just before, saved as announced (marked forced), as record --force saves it.
            const forced = asksForce(answer) ? session.forcedResults(pending.side, pending.cells) : undefined;
            if (asksForce(answer) && forced === undefined) {
              session.setReplacing(false);
              continue;
            }
            const given = forced?.typed ?? answer.trim();
            // A hand edit is read before the answer is judged (it may have corrected an earlier salvo).
            const typedText = `${session.salvoText(pending)}${given === '' ? '' : ` -> ${given}`}`;
            if ((await session.inSync(typedText)) !== 'same') {
              session.setReplacing(false);
              if (given !== '') {
                // Kept if input ends before it is typed again: in the salvo's note.
                const was = readPlayNote(pending.note);
                const note = session.note({ ended: true, changed: true, result: given, ...(was?.next !== undefined ? { next: was.next } : {}), ...(was?.other !== undefined ? { other: was.other } : {}) });
                notSaved = { salvo: { ...pending, note }, typed: typedText, replaces: pending };
                // Kept so, in its note: not a second time.
                typedResults = typedResults.filter((x) => x.at !== pendingAt);
              }
              continue;
            }
            const salvo = forced !== undefined ? forced.salvos[0] : session.readResult(answer, pending.side, [...pending.cells]);
            // Cells typed there are no result typed: what was typed before them is kept.
            if (salvo === undefined) {
              if (!session.isCellsAtResult(answer, pending.cells.length)) remember(pendingAt, pending, answer.trim(), false);
            }
            else if (await session.commit(salvo)) {
              if (forced !== undefined) session.forcedSaid(1);
              notSaved = undefined;
              forget(pendingAt);
              if (pendingNote?.ended === true && pendingNote.next !== undefined) called = { side: pending.side, cells: pendingNote.next };
            } else remember(pendingAt, pending, given, true);
            session.setReplacing(false);
            continue;
          }
          const prompt = session.turnPrompt();
          if (prompt === undefined) {
            io.out(session.gameOverText());
            // A last salvo recorded wrong ("sunk" for "hit") can still be taken back.
            io.out(t.overPrompt);
            const typed = (await nextLine())?.trim();
            const answer = typed?.toLowerCase();
            if (answer === 'undo') {
              await session.undo();
              prune();
              continue;
            }
            if (answer === 'show') {
              session.showCharts();
              continue;
            }
            if (typed !== undefined && asksScore(typed)) {
              io.out(session.scoreText());
              continue;
            }
            if (answer === 'help' || answer === '?') {
              io.out(helpText(variant, session.currentRecord, lang, file));
              continue;
            }
            // Only quit (or the end of input) ends the session: a slip of the keyboard asks again.
            if (answer === undefined || answer === 'quit' || answer === 'exit') break;
            // Whose turn it is (`turn`, `чей ход?`): the game's end and its result, said again above the prompt, answer it.
            if (typed !== undefined && asksTurn(typed)) continue;
            // Cells or `new` typed for another game: it goes in a record of its own, said with the command.
            const another = `salvo new ${shellWord(session.currentRecord.variant)} -o ${shellWord(file.replace(/(\.ya?ml)?$/iu, '-2$1'))}`;
            if (typed !== undefined && typed !== '') io.out(`${t.notOverCommand(typed)}; ${t.anotherGame(another)}\n`);
            continue;
          }
          const resumed = called;
          called = undefined;
          if (resumed !== undefined && session.whoseTurn().next !== resumed.side) {
            // The announcement just given ended the turn: the cells called after it were not fired.
            const now = session.whoseTurn();
            io.out(`${t.turnOver(now.over || now.next === null ? null : sideTitle(session.currentRecord, variant, now.next, lang), resumed.cells)}\n`);
            continue;
          }
          // The cells given back after a miss corrected to a hit: the turn changed, so said with its status line.
          io.out(prompt === justSaid || (retyped !== undefined && !afterCorrected) ? t.cellsPrompt : prompt);
          afterCorrected = false;
          // The cells called last time, taken as typed now (said, as nobody types them); or typed
          // in answer to "did you mean": taken as typed at this prompt.
          const given = resumed !== undefined ? resumed.cells : retyped;
          retyped = undefined;
          if (given !== undefined) io.out(`${given}\n`);
          let line = given ?? (await nextLine());
          if (line === undefined) break;
          const word = line.trim().toLowerCase();
          if (word === '') continue;
          if (word === 'quit' || word === 'exit') break;
          // No to the question whether the side's miss was a hit (the force offer after it), or not yet an answer.
          if (session.missNotAnswered(line)) continue;
          // `force` right after cells refused by the rules: those cells taken as fired, marked forced.
          // Yes or no (`да`, `tak`; `нет`, `nie`) to that offer, where it reads as no cells: taken as force, or declined.
          const forceAnswer = session.hasForcedCells() ? guessAnswer(line, variant.board) : undefined;
          if (forceAnswer === 'no') {
            session.forgetForcedCells();
            io.out(`${t.forceCellsDeclined}\n`);
            continue;
          }
          const forcing = (asksForce(line) || forceAnswer === 'yes') && session.hasForcedCells();
          // Asking whose turn it is, for help or the charts keeps the offer, as at the result prompt.
          const asking = asksTurn(line) || asksScore(line) || word === 'help' || word === '?' || word === 'show';
          if (!forcing && !asking) session.forgetForcedCells();
          // A note on the last salvo (`note called loudly`): written, not read as cells word by word.
          const noteText = typedNote(line);
          if (noteText !== undefined) {
            if (noteText === '') io.out(`${t.noteEmpty}\n`);
            else await session.addNote(noteText, line.trim());
            continue;
          }
          if (word === 'help' || word === '?') {
            io.out(helpText(variant, session.currentRecord, lang, file));
            continue;
          }
          if (word === 'show') {
            session.showCharts();
            continue;
          }
          if (word === 'result' || word === 'announce') {
            // The announcements left for later (or by a hand edit): asked for again, earliest first.
            if (session.pendingLast() || session.pendingEarlier(new Set()) !== undefined) {
              leftPending = false;
              later.clear();
              continue;
            }
            io.out(`${session.unannouncedText()}\n`);
            continue;
          }
          if (asksForce(line) && !forcing) {
            // `force` with no result refused at the result prompt: nothing to save so, said so (not "not a cell").
            io.out(`${t.nothingToForce}\n`);
            continue;
          }
          if (leavesForLater(line)) {
            // `потом` with no result asked for: nothing to leave, said so (not "not a cell").
            io.out(`${session.unannouncedText()}\n`);
            continue;
          }
          if (asksHint(line)) {
            await session.hintNow();
            continue;
          }
          if (asksScore(line)) {
            io.out(session.scoreText());
            continue;
          }
          if (asksTurn(line)) {
            io.out(`${t.now(prompt.slice(0, prompt.length - t.cellsPrompt.length - 1))}\n`);
            turnSaid = prompt;
            continue;
          }
          if (word === 'undo') {
            notSaved = undefined;
            await session.undo();
            prune();
            continue;
          }
          // Typed again (or something else typed in its place): the salvo not saved is the player's to give.
          notSaved = undefined;
          // A hand edit (an earlier salvo corrected in the file) is read before the cells are judged;
          // if it changed whose turn it is, the cells typed for the prompt shown are not taken.
          const promptedSide = session.whoseTurn().next;
          const forcedShot = forcing ? session.forcedCells() : undefined;
          // A hit typed after play asked whether a miss its side fired again after was one: that
          // miss corrected, and the shot typed after it taken, as typed (nothing typed is lost);
          // where the edit changed the record (or broke it), said not written, to give again.
          const hitInstead = session.missAnswer(line);
          const sync = await session.inSync(undefined, false, true);
          if (hitInstead !== undefined) {
            retyped = await session.correctMiss(hitInstead, line, sync === 'broken');
            afterCorrected = true;
            continue;
          }
          // Cells forced are taken out of turn anyway: a turn changed by the edit does not refuse them.
          const turnChanged = sync === 'reloaded' && forcedShot === undefined && session.whoseTurn().next !== promptedSide && namedSide(line, session.currentRecord, variant) === undefined;
          if (sync === 'broken' || turnChanged) {
            if (turnChanged) io.out(`${t.notYourTurn(promptedSide === null ? null : sideTitle(session.currentRecord, variant, promptedSide, lang))}\n`);
            // Kept beside the file if input ends before it is typed again (it was not judged).
            const aside: RecordedSalvo | undefined = forcedShot !== undefined ? { side: forcedShot.side, cells: forcedShot.cells, announcement: null, forced: true } : session.cellsAside(line, promptedSide);
            if (aside !== undefined) notSaved = { salvo: aside, typed: `${session.sideName(aside.side)}: ${session.cellsText(aside.cells)}`, beside: true };
            continue;
          }
          // Slips of a phone: a cell with a full stop or a dash (`г3.`, `Д-4`) is taken and said back;
          // one typed in the keyboard's other layout (`f1` for `а1`) is asked about first.
          const slips = forcedShot !== undefined ? { guesses: [], sure: [], line } : session.slips(line);
          if (slips.guesses.length > 0) {
            io.out(`${session.guessText(slips.guesses)}\n${t.yesNoPrompt}`);
            const answer = await nextLine();
            // Quit there ends the session, as at any prompt: nothing was taken to keep, and the
            // player leaving is told so, with the cells typed, not only that the file is saved.
            if (answer === undefined || ['quit', 'exit'].includes(answer.trim().toLowerCase())) {
              io.out(`${t.unconfirmed(line.trim())}\n`);
              break;
            }
            const taken = guessAnswer(answer, variant.board);
            if (taken !== 'yes') {
              // No (or nothing): not taken; anything else is the cells typed again.
              // What was typed given back, to mend the cell meant and copy the rest.
              const back = givenBack(line);
              if (taken === 'no') io.out(`${t.notTakenSalvo(back, back === undefined ? 1 : itemsIn(back), [])}\n`);
              else retyped = answer;
              continue;
            }
          }
          if (slips.sure.length > 0) io.out(`${session.slipsText(slips.sure)}\n`);
          // The line as read: its slips mended, a word joining two cells (`and`, `и`) left out.
          line = slips.line;
          const shot = forcedShot ?? session.readCells(line);
          if (!shot) continue;
          // Cells taken by `force`: every line saved for them marked forced, as record --force writes it.
          const mark: { forced?: true } = shot.forced === true ? { forced: true } : {};
          // The announcement; for a turn of single shots typed at once, shot by shot.
          const queue = session.isTurnGame() && shot.cells.length > 1 ? shot.cells : undefined;
          session.typedTurn(queue !== undefined, resumed !== undefined);
          let stop = false;
          let ended = false;
          let reloaded = false;
          let k = 0;
          // The result typed after the cells (`Б2 -> попал`): the first answer at the result prompt, said after it as typed there.
          let typedWithCells = shot.result;
          while (k < (queue?.length ?? 1)) {
            const cells = queue ? [queue[k]!] : shot.cells;
            const afterIt = queue ? queue.slice(k + 1) : [];
            if (queue && k > 0 && !session.checkShot(shot.side, queue[k]!)) {
              const now = session.whoseTurn();
              io.out(`${t.turnOver(now.over || now.next === null ? null : sideTitle(session.currentRecord, variant, now.next, lang), session.cellsText(queue.slice(k)))}\n`);
              break;
            }
            let taken = 0;
            // The last result typed and not taken (a word not read): kept in the note if the session ends.
            let refused: string | undefined;
            for (;;) {
              // Interrupted during the hint after the turn's shot before: the cells called after it are kept, no prompt shown.
              if (!interrupted) io.out(session.resultPrompt(shot.side, cells, queue ? queue.length - k : 1, queue !== undefined));
              const typedAnswer = typedWithCells ?? (await nextLine());
              if (typedWithCells !== undefined) io.out(`${typedWithCells}\n`);
              typedWithCells = undefined;
              // The cells asked about typed again before their result (`β2 -> hit`): the result read.
              const answer = typedAnswer === undefined ? undefined : session.resultWithoutCells(typedAnswer, queue ? [[queue[k]!], queue.slice(k)] : [cells]);
              const quitting = answer !== undefined && ['quit', 'exit'].includes(answer.trim().toLowerCase());
              if (answer === undefined || quitting) {
                // Input ended (or quit) after the cells: keep them, with no announcement yet; the
                // result typed but not taken, and cells called after them in the turn, in the note
                // (in the record's language).
                const note = session.note({ ended: true, changed: false, ...(refused !== undefined ? { result: refused } : {}), ...(afterIt.length > 0 ? { next: session.cellsText(afterIt) } : {}) });
                if (await session.commit({ side: shot.side, cells, announcement: null, note, ...mark }, true, true)) {
                  // Said, so that the player leaving knows the result is still owed and where the rest of the turn went.
                  io.out(`${t.keptWithoutResult(session.salvoCount(), afterIt.length > 0 ? session.cellsText(afterIt) : undefined)}\n`);
                }
                taken = 1;
                ended = true;
                // Nobody is left to answer (quit, Ctrl-C, the end of input): the session ends here.
                stop = true;
                break;
              }
              if (answer.trim().toLowerCase() === 'undo') break;
              if (session.command(answer, shot.side)) continue;
              // A command with a number after it (`undo 2`): typed alone, not words of a result.
              const numbered = parseAnnouncement(answer, variant, cells.length, session.currentRecord.language).announcement === null ? commandWithNumber(answer) : undefined;
              if (numbered !== undefined) {
                io.out(`${t.commandNotAlone(answer.trim().replace(/\s+/gu, ' '), numbered.typed, false)}\n`);
                continue;
              }
              // A note on the salvo asked about (`note called loudly`): written with its result.
              const noteAt = typedNote(answer);
              if (noteAt !== undefined) {
                if (noteAt === '') io.out(`${t.noteEmpty}\n`);
                else await session.noteAtResult(noteAt, answer.trim(), session.salvoCount() + 1);
                continue;
              }
              // `потом` (`later`, `później`): the cells saved without their result, left so as a
              // salvo saved so is at the next session's prompt (`result` asks for it); in a turn,
              // the cells called after it are taken back, said, as they hang on this result.
              if (leavesForLater(answer)) {
                if (await session.commit({ side: shot.side, cells, announcement: null, ...mark })) {
                  leftPending = true;
                  later.add(session.salvoCount() - 1);
                  io.out(`${t.leftWithout(session.salvoCount())}\n`);
                  if (afterIt.length > 0) io.out(`${t.cellsTakenBack(session.cellsText(afterIt))}\n`);
                } else reloaded = true;
                taken = 1;
                ended = true;
                break;
              }
              // `force`: the result the fleet refused just before, saved as announced (marked forced), as record --force saves it.
              const forced = asksForce(answer) ? session.forcedResults(shot.side, queue ? queue.slice(k) : cells) : undefined;
              if (asksForce(answer) && forced === undefined) continue;
              const given = forced?.typed ?? answer.trim();
              // A hand edit is read before the result is judged (it may have corrected an earlier
              // salvo); the cells were judged against the file as it was: they are typed again.
              const typedText = `${session.sideName(shot.side)}: ${session.cellsText(queue ? queue.slice(k) : cells)}${given === '' ? '' : ` -> ${given}`}`;
              if ((await session.inSync(typedText)) !== 'same') {
                const next = queue ? queue.slice(k + 1) : [];
                // A note typed at this prompt goes with the cells: kept in their note if input ends
                // before they are typed again, and said, to be typed again with them.
                const noteTyped = session.noteTypedAtResult();
                const note = session.note({ ended: true, changed: true, ...(given === '' ? {} : { result: given }), ...(next.length > 0 ? { next: session.cellsText(next) } : {}), ...(noteTyped !== undefined ? { other: noteTyped } : {}) });
                const notes = session.notesNotWritten();
                if (notes.length > 0) io.out(`${t.notesTakenBack(notes)}\n`);
                notSaved = { salvo: { side: shot.side, cells, announcement: null, note, ...mark }, typed: typedText };
                reloaded = true;
                break;
              }
              const typedSalvos = forced !== undefined ? forced.salvos : queue ? session.readTurnResults(answer, shot.side, queue.slice(k)) : [session.readResult(answer, shot.side, cells)].filter((x): x is RecordedSalvo => x !== undefined);
              const salvos = typedSalvos?.map((x) => ({ ...x, ...mark }));
              if (!salvos || salvos.length === 0) {
                // Cells typed there (the next salvo's) are no result typed: the last result typed stays.
                if (answer.trim() !== '' && !session.isCellsAtResult(answer, queue ? queue.length - k : cells.length)) refused = answer.trim();
                continue;
              }
              // The file changed under us: it is reloaded, and the rest of this turn was judged
              // against the record as it was; saving the later shots without it would lose a shot.
              for (let i = 0; i < salvos.length && !reloaded; i++) reloaded = !(await session.commit(salvos[i]!, i === salvos.length - 1));
              if (forced !== undefined && !reloaded) session.forcedSaid(salvos.length);
              taken = salvos.length;
              break;
            }
            if (reloaded) break;
            if (taken === 0) {
              io.out(`${t.cellsTakenBack(k === 0 ? undefined : session.cellsText(queue!.slice(k)))}\n`);
              // A note typed at their result prompt and written on no salvo: said, to be typed again.
              const notes = session.notesNotWritten();
              if (notes.length > 0) io.out(`${t.notesTakenBack(notes)}\n`);
              break;
            }
            if (ended) break;
            k += taken;
          }
          session.typedTurn(false);
          if (stop) break;
        }
        if (notSaved !== undefined) {
          // Input ended (or Ctrl-C) before the salvo was typed again: keep it, never lose it.
          io.out(`${interrupted ? t.interruptedBeforeRetyped(notSaved.typed) : t.inputEnded(notSaved.typed)}\n`);
          const was = notSaved.replaces;
          const last = session.pendingLast();
          const same = was !== undefined && last !== undefined && last.side === was.side && last.cells.join() === was.cells.join();
          if (notSaved.beside === true) {
            await session.keepBeside(notSaved.salvo, 'stands');
          } else if (was !== undefined && !same && (await session.inSync(undefined, true)) === 'same') {
            // The salvo it was typed for is no longer the last without an announcement in the file as changed.
            await session.keepBeside(notSaved.salvo, 'announce');
          } else {
            session.setReplacing(same);
            if (await session.commit(notSaved.salvo, false, true)) io.out(`${t.nextSessionAsks}\n`);
          }
        }
        // Results typed for salvos still without their announcement, not taken: kept in their notes.
        for (const typed of [...typedResults].sort((a, b) => a.at - b.at)) await session.keepTyped(typed);
      } finally {
        if (onSignal) process.removeListener('SIGINT', interrupt);
        session.hintsBy.close();
        rl.close();
      }
      // Nothing written this session (quit right after opening, say): not said to be saved.
      io.out(`${session.wrote ? t.fileSaved(file) : t.fileUnchanged(file)}\n`);
      // Stopped by Ctrl-C: the command that goes on, with the options it was given.
      if (interrupted && session.turnPrompt() !== undefined) {
        const options = [...(opts.lang !== undefined ? ['--lang', shellWord(opts.lang)] : []), ...(opts.charts === false ? ['--no-charts'] : []), ...(session.hints ? ['--hints'] : [])];
        io.out(`${t.goOn(['salvo', 'play', shellWord(file), ...options].join(' '))}\n`);
      }
    });
}
