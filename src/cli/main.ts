/**
 * The `salvo` program: builds the commander tree from the command modules in ./commands and
 * maps failures to exit codes: 0 ok, 1 invalid input or a rule breach, 2 usage.
 *
 * @example
 *   const code = await main(['node', 'salvo', 'variants'], memoryIO().io);
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { Command, CommanderError } from 'commander';
import { SalvoError, formatDiagnostic, jsonReplacer, type Diagnostic } from '../core/diagnostics.js';
import { processIO, type CliIO } from './io.js';
import { commandModules } from './commands/index.js';
import { clearProgress } from './commands/progress.js';
import { formatSaid, readingLine, refereeText } from '../record/referee-text.js';
import { speaks, spoken } from '../core/language.js';
import { AsUsage, ExitCode, InLanguage, isWrite, ThenSay, UsageError, usageTongue } from './errors.js';
import { asksLang } from './argv.js';
import { helpLanguageUnknown, speakHelp } from './help-text.js';
import { HELP_CONFIG, commanderErrorSaid, errorLineSaid, groupUsageSaid, oneAtATimeSaid, usageLineSaid } from './commander-text.js';
import { arrowsAsOperands, nothingRecordedAfterUsage, recordLanguageAfterUsage, sideLeftOut } from './commands/record.js';
import { recordName } from './commands/game-common.js';
import { countFile } from './commands/count.js';
import { commandName, operandLanguage, typedLanguage } from './commands/usage-language.js';
import { shellWord } from '../core/shell-word.js';
import { asLatinKeys } from '../core/coords.js';
import { editDistance } from '../variant/suggest.js';

export { ExitCode, UsageError };

/**
 * salvo's version, as its package.json says it (`salvo --version`): two folders up from this
 * module, from src/cli (run by tsx), from dist/cli (built) and from an installed package alike.
 */
export const VERSION: string = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/**
 * A commander error a command refused its words with (an option not known, an argument missing,
 * …), held until main knows the language to say it in: its text (in English), the command's
 * name under salvo (`salvo check`) and the command.
 */
export interface HeldError {
  readonly text: string;
  readonly name: string;
  readonly command: Command;
}

/**
 * The commander tree of every command, writing on `io`; commander's own error lines (an option
 * not known, an argument missing, …) and the usage line under them in `lang` (--lang: ru, pl),
 * English where it is undefined. Given `held`, commander's error (a command's, a group's or
 * salvo's own) goes there instead (in English), and nothing under it is written: main says it all
 * once the language of the file typed is known (`sayHeld`).
 */
export function buildProgram(io: CliIO, lang?: string, held?: HeldError[]): Command {
  const program = new Command();
  const output = {
    writeOut: (s: string) => io.out(s),
    writeErr: (s: string) => io.err(s),
    outputError: (s: string, write: (t: string) => void) => write(commanderErrorSaid(s, lang)),
  };
  program
    .name('salvo')
    .description('A companion for pencil-and-paper naval battle games: pads, records, referee, inference.')
    .version(VERSION)
    .exitOverride()
    // `salvo -v` and `salvo version`, as other tools spell it, are told the option that prints the version.
    .configureOutput({
      ...output,
      outputError: (s: string, write: (t: string) => void) => (held !== undefined ? void held.push({ text: keyedMeant(versionMeant(s), program), name: 'salvo', command: program }) : output.outputError(keyedMeant(versionMeant(s), program), write)),
    })
    .configureHelp(HELP_CONFIG)
    .showSuggestionAfterError(true)
    // What a newcomer asks first: which language it speaks (never the system's), what the exit codes mean, where the rest is.
    .addHelpText(
      'after',
      [
        '',
        "To start (each command's --help gives its options and examples):",
        '  salvo variants                         # the built-in games',
        '  salvo pad jutland --cover              # a pad to print and play on, the rules on its cover',
        '  salvo new jutland -o my-game.yaml      # a game record, to keep the books of a game',
        '  salvo play my-game.yaml                # at the table: each salvo typed, checked and saved',
        "  salvo check my-game.yaml               # the referee's report on the record",
        "  salvo infer my-game.yaml --target red  # where red's ships can be, from the announcements",
        '',
        "Language: each command speaks its record's language, else its variant's first (Russian",
        'for perelman and morskoy-boy, Polish for the statki games, English for the rest);',
        "--lang en (ru, pl) picks another of the variant's. LANG and LC_ALL are not read: a",
        "command says the same on every machine. The help, salvo's and each command's, is",
        'in English, or with --lang in Russian or Polish (salvo check --help --lang pl).',
        '',
        'Exit status: 0 ok, 1 invalid input or a breach of the rules, 2 a usage error,',
        '70 a bug in salvo (please report it), 130 stopped by Ctrl-C, 143 by SIGTERM.',
        'Every command and option: docs/commands.md; the --json outputs: docs/scripting.md.',
        '',
      ].join('\n'),
    );
  for (const register of commandModules) register(program, io);
  // Subcommands inherit output routing and exit behaviour.
  const route = (cmd: Command, path: string): void => {
    for (const sub of cmd.commands) {
      // Defaults and choices as the reference writes them (`(default: 2)`, not `(default: "2")`).
      sub.exitOverride().configureOutput(output).configureHelp(HELP_CONFIG);
      const name = `${path} ${sub.name()}`;
      // Held, the error and the lines under it are said by main (sayHeld).
      if (held !== undefined) {
        sub.configureOutput({ ...output, outputError: (s: string) => void held.push({ text: keyedMeant(s, sub), name, command: sub }) }).showHelpAfterError(false);
        route(sub, name);
        continue;
      }
      // A command of one file given two (`salvo check a.yaml b.yaml`): after commander's "too many
      // arguments", that it takes one at a time and the shell loop that checks several.
      sub.configureOutput({
        ...output,
        outputError: (s: string, write: (t: string) => void) => {
          output.outputError(keyedMeant(s, sub), write);
          const loop = oneAtATime(s, name, sub, lang);
          if (loop !== undefined) write(`${loop}\n`);
        },
      });
      // After commander's own errors (an argument missing, an option unknown), the usage line and
      // where the rest is: "missing required argument 'layout-file'" alone does not say that
      // `fleet check` takes the variant first.
      if (sub.commands.length === 0) sub.showHelpAfterError(usageLineSaid(name, sub.usage(), lang));
      // A group's unknown command (`salvo fleet chek`) says where its commands are listed.
      else sub.showHelpAfterError(groupUsageSaid(name, lang));
      route(sub, name);
    }
  };
  route(program, 'salvo');
  // So does an unknown command (`salvo frobnicate`): "unknown command" alone says not where the commands are.
  program.showHelpAfterError(held !== undefined ? false : groupUsageSaid('salvo', lang));
  return program;
}

/**
 * Commander's error for a word salvo has not at its top, with `--version` offered where the word
 * asks for the version as other tools spell it (`-v`, `version`): commander offered nothing.
 *
 * @example
 *   versionMeant("error: unknown option '-v'\n") // "error: unknown option '-v'\n(Did you mean --version?)\n"
 */
export function versionMeant(text: string): string {
  return /^error: unknown (?:option '-v'|command 'version')\n$/u.test(text) ? `${text}(Did you mean --version?)\n` : text;
}

/**
 * After commander's "too many arguments" (`text`) to `command` (named `name`), a command of one
 * file given two (`salvo check a.yaml b.yaml`): that it takes one at a time and the shell loop
 * that runs it on each of the words typed (commander's operands, options left out), in `lang`;
 * undefined after another error, or of a command taking more or other operands.
 */
function oneAtATime(text: string, name: string, command: Command, lang: string | undefined): string | undefined {
  const args = command.registeredArguments;
  if (command.commands.length > 0 || args.length !== 1 || args[0]!.variadic || !/^error: too many arguments\b/u.test(text)) return undefined;
  return oneAtATimeSaid(name, `<${args[0]!.name()}>`, command.args, lang);
}

/**
 * Commander's error for an option or a command not known typed with the keyboard in the Russian
 * layout (`--оыщт` for `--json`, `--дфтп` for `--lang`, `сруср` for `check`), with the one meant:
 * `(Did you mean --json?)`, as commander offers a near name (it offered none: no Latin letter is
 * near). Only where the keys read as an option or a command `command` has; nothing is read as
 * meant.
 *
 * @example
 *   keyedMeant("error: unknown option '--оыщт'\n", check) // "error: unknown option '--оыщт'\n(Did you mean --json?)\n"
 */
export function keyedMeant(text: string, command: Command): string {
  const choice = choiceTypedMeant(text, command);
  if (choice !== undefined) return choice;
  const option = /^error: unknown option '(-{1,2})([^'=]+)(?:=[^']*)?'\n$/u.exec(text);
  const sub = /^error: unknown command '([^']+)'\n$/u.exec(text);
  const typed = option?.[2] ?? sub?.[1];
  const keys = typed !== undefined && /\p{Script=Cyrillic}/u.test(typed) ? asLatinKeys(typed) : undefined;
  if (keys === undefined) return text;
  const meant = option !== null ? `${option[1]!}${keys}` : keys;
  const has = option !== null ? command.options.some((o) => o.long === meant || o.short === meant) : command.commands.some((c) => c.name() === meant);
  return has ? `${text}(Did you mean ${meant}?)\n` : text;
}

/**
 * Commander's error for an option's value not among its choices (`suggest --goal info`,
 * `simulate --mode Solo`), with the choice meant, `(Did you mean information?)`, as commander
 * offers a near option: the one choice it begins (`info`, `inf`) or shares its first five letters
 * with (`informacja`), the one a letter or two away (`informaton`, `hit`), or the one its keys
 * type in the Latin layout (`ршеы` for `hits`). Never read as meant; undefined where no one choice
 * is near, or `text` is no such error.
 *
 * @example
 *   choiceTypedMeant("error: option '--goal <goal>' argument 'info' is invalid. Allowed choices are hits, information.\n", suggest)
 *   // "error: option '--goal <goal>' argument 'info' is invalid. Allowed choices are hits, information.\n(Did you mean information?)\n"
 */
export function choiceTypedMeant(text: string, command: Command): string | undefined {
  const m = /^error: option '([^']+)' argument '([^']*)' is invalid\. Allowed choices are .*\.\n$/su.exec(text);
  if (m === null) return undefined;
  const choices = command.options.find((o) => o.flags === m[1])?.argChoices;
  if (choices === undefined) return undefined;
  const typed = m[2]!.trim().toLowerCase();
  const keys = /\p{Script=Cyrillic}/u.test(typed) ? asLatinKeys(typed)?.toLowerCase() : undefined;
  const one = (found: readonly string[]): string | undefined => (found.length === 1 ? found[0] : undefined);
  const meant =
    typed === ''
      ? undefined
      : (one(choices.filter((c) => c.toLowerCase() === typed || c.toLowerCase() === keys)) ??
        one(choices.filter((c) => c.toLowerCase().startsWith(typed) || (keys !== undefined && c.toLowerCase().startsWith(keys)))) ??
        one(choices.filter((c) => typed.length >= 5 && c.length >= 5 && c.toLowerCase().slice(0, 5) === typed.slice(0, 5))) ??
        one(choices.filter((c) => typed.length >= 3 && editDistance(c.toLowerCase(), typed) <= Math.min(2, Math.floor(Math.max(c.length, typed.length) / 3)))));
  return meant === undefined ? undefined : `${text}(Did you mean ${meant}?)\n`;
}

/** `salvo record`'s name in the commander tree, as buildProgram names its commands. */
const RECORD = 'salvo record';

/** Run the program with `argv` (as `process.argv`: node, script, args…); returns the exit code. */
export async function main(argv: readonly string[], io: CliIO = processIO()): Promise<number> {
  const asTyped = helpAsked(argv.slice(2), buildProgram(io));
  // `salvo record g.yaml blue Б2 '->' мимо`: the arrow is record's to read, not an unknown option.
  let words = asTyped[0] === 'record' ? ['record', ...arrowsAsOperands(asTyped.slice(1))] : asTyped;
  const json = asksJson(words);
  const asked = asksLang(words);
  // `salvo fleet --lang ru`: the group's help, in Russian (its name alone, --lang read above).
  words = groupLanguageOnly(words, buildProgram(io));
  // Commander's own errors in --lang's language, English with --json (as the JSON is). Where no
  // --lang gives one, a command's wait for its file to be read: the language it speaks of it (a
  // record's, else its variant's first), as it says the rest (sayHeld). record's always wait: for
  // its sides too, where the side was left out.
  // --json typed to a command without it (`salvo pad statki --json`, `salvo chek g.yaml --json`):
  // English too, as a script asking for JSON reads it.
  // A --lang salvo has no words in (de) gives none: commander's errors wait for the file's, as
  // the command's own refusal of it is said in the file's language (usageTongue).
  const told = asked !== undefined && speaks(asked) ? asked : undefined;
  const held: HeldError[] | undefined = !json && (words[0] === 'record' || (told === undefined && !jsonTyped(words))) ? [] : undefined;
  const program = buildProgram(io, json ? undefined : told, held);
  // The help in --lang's language (ru, pl), with --json too: the help is text, not JSON.
  speakHelp(program, asked);
  // Help asked in a language salvo has no words in: said so, and which it has, the help in English after it.
  const unknown = helpShown(words) || isGroupAlone(words, program) ? helpLanguageUnknown(asked) : undefined;
  if (unknown !== undefined) io.err(`${unknown}\n`);
  // The command run, its operands read: the file a failure's JSON names (commandFile).
  let ran: Command | undefined;
  program.hook('preAction', (_program, action) => {
    ran = action;
  });
  try {
    optionsAfterCommand(words, program);
    await dashedOptions(words, program, io, json ? 'en' : told);
    await program.parseAsync([...argv.slice(0, 2), ...words]);
    return 0;
  } catch (e) {
    // A progress line the work left drawn (it threw past its done()) is cleared, so the error starts a line.
    clearProgress(io);
    // A command's refusal by commander (an option not known, an argument missing or one too
    // many), its usage line and the line under them in the language the command speaks of its
    // file where no --lang gives one, as it says the rest (the file read for it: record's by
    // record.ts, the others' by usage-language.ts; English with --json, as the JSON is).
    // An option refused before the command read its file (pad --paper A3, suggest --budget x):
    // in the language the command speaks of that file where no --lang gives one (usage-language.ts).
    const refused = held?.[0];
    const lang =
      refused !== undefined && e instanceof CommanderError
        ? (told ?? (await typedFileLanguage(refused, words, io)))
        : (asked ?? (!json && e instanceof UsageError ? await operandLanguage(ran, io) : undefined));
    if (held !== undefined && refused !== undefined) {
      // `salvo record g.yaml A3`: the side left out, not the cells, where the word reads as cells.
      const leftOut = refused.name === RECORD && e instanceof CommanderError && e.code === 'commander.missingArgument' && /'cells'/u.test(refused.text) ? await sideLeftOut(words.slice(1), io, lang) : undefined;
      sayHeld(io, held, leftOut, lang);
    }
    return exitCodeFor(e, io, json, lang, words, namesVariantFile(ran) && typeof ran.processedArgs[0] === 'string' ? await countFile(ran.processedArgs[0], io.cwd) : commandFile(ran));
  }
}

/** The command `words` name from their start (salvo's own where the first is none), and how many words name it. */
function commandTyped(words: readonly string[], program: Command): [Command, number] {
  let command = program;
  let depth = 0;
  for (const word of words) {
    const sub = command.commands.find((c) => c.name() === word || c.aliases().includes(word));
    if (sub === undefined) break;
    [command, depth] = [sub, depth + 1];
  }
  return [command, depth];
}

/** Whether `words` are a group's name alone (`fleet`, `variant`, or none: salvo's), which prints its help (exit 2). */
function isGroupAlone(words: readonly string[], program: Command): boolean {
  const [command, depth] = commandTyped(words, program);
  return depth === words.length && command.commands.length > 0;
}

/**
 * --lang typed after a group where its command goes, with no command (`salvo fleet --lang ru`,
 * `salvo --lang pl`): the group's name alone, which prints its help (exit 2, as `salvo fleet`
 * does) in --lang's language (main reads --lang from the words as typed); before a word that is
 * no command of the group (`salvo --lang ru chek g.yaml`): put after the words, so commander says
 * the command is not known (and the one meant), in --lang's language. Commander said `unknown
 * option '--lang'` of both, though --lang is an option of each command. Other words as they are.
 *
 * @example
 *   groupLanguageOnly(['fleet', '--lang', 'ru'], program) // ['fleet']
 *   groupLanguageOnly(['--lang', 'ru', 'chek', 'g.yaml'], program) // ['chek', 'g.yaml', '--lang', 'ru']
 */
export function groupLanguageOnly(words: readonly string[], program: Command): string[] {
  const [command, depth] = commandTyped(words, program);
  const rest = words.slice(depth);
  if (command.commands.length === 0 || rest.length === 0) return [...words];
  const taken = rest[0] === '--lang' && rest.length > 1 && !rest[1]!.startsWith('-') ? 2 : rest[0]!.startsWith('--lang=') ? 1 : 0;
  if (taken === 0) return [...words];
  const after = rest.slice(taken);
  if (after.length === 0) return words.slice(0, depth);
  const next = after[0]!;
  const named = next === 'help' || next.startsWith('-') || command.commands.some((c) => c.name() === next || c.aliases().includes(next));
  return named ? [...words] : [...words.slice(0, depth), ...after, ...rest.slice(0, taken)];
}

/** Whether the words (as `helpAsked` leaves them) ask for a help: `--help` or `-h` before any `--`. */
function helpShown(words: readonly string[]): boolean {
  const end = words.indexOf('--');
  return (end < 0 ? words : words.slice(0, end)).some((w) => w === '--help' || w === '-h');
}

/** Commands whose --json document names their variant file as given (`null` for a template id): countFile. */
const VARIANT_FILE_COMMANDS: ReadonlySet<string> = new Set(['count', 'fleet random', 'variant show']);

function namesVariantFile(ran: Command | undefined): ran is Command {
  return ran !== undefined && VARIANT_FILE_COMMANDS.has(commandName(ran));
}

/** Of each command whose --json document names a file (`file`), which of its operands that file is. */
const FILE_OPERAND: Readonly<Record<string, number>> = { check: 0, infer: 0, analyze: 0, suggest: 0, record: 0, show: 0, 'fleet check': 1 };

/**
 * The file a command's failure JSON names at its top (`file`), as the command's own document
 * names it: the record as given (`<stdin>` for `-`), `fleet check`'s layout; `null` for a
 * command whose document names no one file (`simulate`) or one not run (`count`'s is countFile).
 *
 * @example
 *   commandFile(infer) // 'g.yaml', after `salvo infer g.yaml --target red --json`
 */
function commandFile(ran: Command | undefined): string | null {
  if (ran === undefined) return null;
  const group = ran.parent?.parent == null ? '' : `${ran.parent.name()} `;
  const at = FILE_OPERAND[`${group}${ran.name()}`];
  const operand: unknown = at === undefined ? undefined : ran.processedArgs[at];
  return typeof operand === 'string' ? recordName(operand) : null;
}

/**
 * A command's options typed before it (`salvo --lang en check g.yaml`, as some tools take them):
 * a usage error (exit 2) naming the options and the command line with them after the command,
 * where commander said only `unknown option '--lang'` and that `salvo --help` lists the commands.
 * `--help` and `--version` before a command are salvo's own, and a line naming no command is
 * left to commander.
 *
 * @example
 *   optionsAfterCommand(['--lang', 'en', 'check', 'g.yaml'], program)
 *   // throws UsageError: --lang comes after the command, not before it: salvo check g.yaml --lang en
 */
export function optionsAfterCommand(typed: readonly string[], program: Command): void {
  // After a group's name too (`salvo fleet --lang ru check …`), before the group's command.
  const [group, depth] = commandTyped(typed, program);
  const words = typed.slice(depth);
  const first = words[0];
  if (first === undefined || !first.startsWith('-') || ['-h', '--help', '-V', '--version', '--'].includes(first)) return;
  const at = words.findIndex((w) => w === 'help' || group.commands.some((c) => c.name() === w || c.aliases().includes(w)));
  // `salvo --lang en help check`: help asked, left to commander.
  if (at < 0 || words[at] === 'help' || words.slice(0, at).includes('--')) return;
  const options = words.slice(0, at).filter((w) => w.startsWith('-')).map((w) => w.split('=')[0]!);
  const line = `salvo ${[...typed.slice(0, depth), ...words.slice(at), ...words.slice(0, at)].map(shellWord).join(' ')}`;
  const named = options.join(', ');
  const many = options.length > 1;
  throw new UsageError(`${named} ${many ? 'come' : 'comes'} after the command, not before it: ${line}`, {
    ru: `${named} ${many ? 'пишутся' : 'пишется'} после команды, а не перед ней: ${line}`,
    pl: `${named} ${many ? 'piszą się' : 'pisze się'} po poleceniu, nie przed nim: ${line}`,
  });
}

/** Dashes that are not a hyphen-minus (‐ ‑ ‒ – — ― −), as an editor or a phone writes `--` or `-`. */
const DASHED = /^[\u2010-\u2015\u2212]+(?=[a-z])/u;

/**
 * An option typed with a long dash (`salvo check g.yaml —json`, `–paper`), as a text editor, a
 * chat or a phone writes `--`: a usage error (exit 2) naming the word and giving the command line
 * with the option's hyphens, where commander took the word for one more operand ("too many
 * arguments", and a shell loop over the option). Only a word that is, with hyphens, an option of
 * the command typed (long, or a short one of one letter); in the language the command speaks of
 * its file where `lang` (--lang; 'en' with --json) gives none (usage-language.ts). Words after
 * `--` are operands; nothing is read as meant.
 *
 * @example
 *   await dashedOptions(['check', 'g.yaml', '—json'], program, io, undefined)
 *   // throws UsageError: —json: a long dash where an option's hyphens go: salvo check g.yaml --json
 */
async function dashedOptions(words: readonly string[], program: Command, io: CliIO, lang: string | undefined): Promise<void> {
  const end = words.indexOf('--');
  const typed = end < 0 ? words : words.slice(0, end);
  let command = program;
  let depth = 0;
  for (const word of typed) {
    const sub = command.commands.find((c) => c.name() === word || c.aliases().includes(word));
    if (sub === undefined) break;
    [command, depth] = [sub, depth + 1];
  }
  let first: string | undefined;
  const fixed = words.map((word, i) => {
    const dash = DASHED.exec(word);
    if (dash === null || i < depth || (end >= 0 && i > end)) return word;
    const name = word.slice(dash[0].length);
    const [flag] = name.split('=');
    const meant = flag!.length === 1 ? `-${name}` : `--${name}`;
    const option = meant.split('=')[0]!;
    if (!command.options.some((o) => o.long === option || o.short === option) && option !== '--help') return word;
    first ??= word;
    return meant;
  });
  if (first === undefined) return;
  const line = `salvo ${fixed.map(shellWord).join(' ')}`;
  const error = new UsageError(`${first}: a long dash where an option's hyphens go (as an editor or a phone writes --): ${line}`, {
    ru: `${first}: длинное тире там, где у параметра дефисы (так пишет -- редактор или телефон): ${line}`,
    pl: `${first}: długi myślnik tam, gdzie opcja ma dywizy (tak pisze -- edytor albo telefon): ${line}`,
  });
  const spoken = lang ?? (await typedLanguage(command, words.slice(depth), io));
  throw spoken === undefined ? error : new InLanguage(error, spoken);
}

/**
 * The command line's words (after node and salvo) as commander is to read them where they ask for
 * help: `help` with the command after it (`salvo help fleet check`, `salvo fleet help check`) is
 * that command's `--help` (commander's help command takes one name, and showed fleet's help for
 * `fleet check`); and help asked of a command not there (`salvo help analyse`, `salvo analyse
 * --help`, `salvo fleet chek -h`) is the command alone, so that commander says it is not one,
 * with the name near it (`(Did you mean analyze?)`), exit 2, where it printed the whole list
 * without a word of it (exit 0 after --help, on standard error with exit 2 after help).
 * `--help` (`-h`) typed before the command (`salvo --help check`, `salvo -h fleet check`) is that
 * command's `--help` too, where commander printed salvo's list of commands.
 */
export function helpAsked(words: readonly string[], program: Command): string[] {
  const end = words.indexOf('--');
  let out = end < 0 ? [...words] : words.slice(0, end);
  const rest = end < 0 ? [] : words.slice(end);
  // `salvo --help check`, `salvo -h fleet check`: the help of the command named after it, as
  // `salvo check --help` (commander printed salvo's own list of commands).
  if ((out[0] === '--help' || out[0] === '-h') && out.length > 1 && !out[1]!.startsWith('-')) out = [...out.slice(1), out[0]];
  // `salvo --help --lang ru check`, `salvo --lang ru -h check`: the same, the command's options
  // typed before it kept after it (commander printed salvo's own list, or salvo refused the options).
  else {
    const at = out.findIndex((w) => program.commands.some((c) => c.name() === w || c.aliases().includes(w)));
    const before = at < 0 ? [] : out.slice(0, at);
    if (before.some((w) => w === '--help' || w === '-h')) out = [...out.slice(at), ...before.filter((w) => w !== '--help' && w !== '-h'), '--help'];
  }
  let cmd = program;
  for (let i = 0; i < out.length; ) {
    const word = out[i]!;
    if (word === 'help' && cmd.commands.length > 0 && i + 1 < out.length) {
      out.splice(i, 1);
      out.push('--help');
      continue;
    }
    if (word.startsWith('-') || cmd.commands.length === 0) break;
    const sub = cmd.commands.find((c) => c.name() === word || c.aliases().includes(word));
    if (sub === undefined) return [...out.filter((w) => w !== '--help' && w !== '-h'), ...rest];
    cmd = sub;
    i++;
  }
  return [...out, ...rest];
}

/**
 * The language `refused`'s command speaks of its file, found among `words` (the command line's,
 * after node and salvo; the command's name first): record's record (record.ts), another
 * command's file, the record or variant typed after a command not known (usage-language.ts);
 * undefined where there is none to read.
 */
async function typedFileLanguage(refused: HeldError, words: readonly string[], io: CliIO): Promise<string | undefined> {
  const depth = refused.name.split(' ').length - 1;
  if (refused.name === RECORD) return recordLanguageAfterUsage(words.slice(depth), io);
  return typedLanguage(refused.command, words.slice(depth), io);
}

/**
 * Commander's errors held (buildProgram), in `lang`, each as it is said unheld: the error (or
 * `leftOut`, record's side left out, in its place), the shell loop after one file too many, and
 * the command's usage line.
 */
function sayHeld(io: CliIO, held: readonly HeldError[], leftOut: string | undefined, lang: string | undefined): void {
  for (const { text, name, command } of held) {
    io.err(leftOut === undefined ? commanderErrorSaid(text, lang) : errorLineSaid(leftOut, lang));
    const loop = oneAtATime(text, name, command, lang);
    if (loop !== undefined) io.err(`${loop}\n`);
    io.err(`${command.commands.length > 0 ? groupUsageSaid(name, lang) : usageLineSaid(name, command.usage(), lang)}\n`);
  }
}

/** The commands that print JSON with `--json` (a group's subcommand as `fleet check`). */
const JSON_COMMANDS: ReadonlySet<string> = new Set(['check', 'infer', 'analyze', 'suggest', 'count', 'simulate', 'variants', 'fleet check', 'fleet random', 'variant check', 'variant show', 'record', 'show']);

/** Is `--json` among the command line's words, whatever the command? (Words after `--` are arguments.) */
function jsonTyped(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  return (end < 0 ? args : args.slice(0, end)).includes('--json');
}

/** Does the command line ask a command that prints JSON for it? (Words after `--` are arguments.) */
function asksJson(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  const words = end < 0 ? args : args.slice(0, end);
  const command = words[0] === 'fleet' || words[0] === 'variant' ? `${words[0]} ${words[1] ?? ''}` : (words[0] ?? '');
  return JSON_COMMANDS.has(command) && words.includes('--json');
}

type Said = { readonly what: string; readonly todo: string };
type Tongue = 'en' | 'ru' | 'pl';

/** What the system's refusal of a file means to a user, and what to do, by its error code, in English, Russian and Polish. */
const FILE_TROUBLE: Readonly<Record<string, Readonly<Record<Tongue, Said>>>> = (() => {
  const full = { ru: 'освободите место или запишите файл в другое место', pl: 'zwolnij miejsce albo zapisz plik w innym miejscu' };
  const many: Record<Tongue, Said> = {
    en: { what: 'too many files are open', todo: 'close some programs, and try again' },
    ru: { what: 'открыто слишком много файлов', todo: 'закройте какие-нибудь программы и попробуйте снова' },
    pl: { what: 'otwartych jest zbyt wiele plików', todo: 'zamknij któreś programy i spróbuj ponownie' },
  };
  const busy: Record<Tongue, Said> = {
    en: { what: 'the file is in use', todo: 'close the program using it, and try again' },
    ru: { what: 'файл занят', todo: 'закройте программу, которая его использует, и попробуйте снова' },
    pl: { what: 'plik jest w użyciu', todo: 'zamknij program, który go używa, i spróbuj ponownie' },
  };
  return {
    EIO: {
      en: { what: 'the disk or device reported an input/output error', todo: 'check the disk, or write the file elsewhere' },
      ru: { what: 'диск или устройство сообщили об ошибке ввода-вывода', todo: 'проверьте диск или запишите файл в другое место' },
      pl: { what: 'dysk lub urządzenie zgłosiły błąd wejścia/wyjścia', todo: 'sprawdź dysk albo zapisz plik w innym miejscu' },
    },
    ENOSPC: {
      en: { what: 'the disk is full', todo: 'free some space, or write the file elsewhere' },
      ru: { what: 'диск заполнен', todo: full.ru },
      pl: { what: 'dysk jest pełny', todo: full.pl },
    },
    EDQUOT: {
      en: { what: 'the disk quota is used up', todo: 'free some space, or write the file elsewhere' },
      ru: { what: 'дисковая квота исчерпана', todo: full.ru },
      pl: { what: 'limit miejsca na dysku jest wyczerpany', todo: full.pl },
    },
    EROFS: {
      en: { what: 'the file system is read-only', todo: 'write the file elsewhere' },
      ru: { what: 'файловая система доступна только для чтения', todo: 'запишите файл в другое место' },
      pl: { what: 'system plików jest tylko do odczytu', todo: 'zapisz plik w innym miejscu' },
    },
    ENAMETOOLONG: {
      en: { what: 'the file name is too long', todo: 'give a shorter name' },
      ru: { what: 'имя файла слишком длинное', todo: 'дайте имя покороче' },
      pl: { what: 'nazwa pliku jest za długa', todo: 'podaj krótszą nazwę' },
    },
    ELOOP: {
      en: { what: 'its path has symbolic links that loop', todo: 'check the links on the path' },
      ru: { what: 'символические ссылки на его пути образуют петлю', todo: 'проверьте ссылки на пути' },
      pl: { what: 'dowiązania symboliczne na jego ścieżce tworzą pętlę', todo: 'sprawdź dowiązania na ścieżce' },
    },
    EMFILE: many,
    ENFILE: many,
    EBUSY: busy,
    ETXTBSY: busy,
  };
})();

/** main's own words for a file the system refused (message, suggestion), in English, Russian and Polish. */
const FILE_REFUSED: Readonly<Record<Tongue, {
  readonly noFolder: (file: string, folder: string) => Said;
  readonly noFile: (file: string | undefined, message: string) => Said;
  readonly noNewFile: (file: string) => Said;
  readonly folder: (file: string | undefined) => Said;
  readonly noPermission: (file: string | undefined) => Said;
  readonly trouble: (file: string | undefined, what: string) => string;
  readonly refused: (code: string) => Said;
}>> = {
  en: {
    noFolder: (file, folder) => ({ what: `no such file: ${file}: there is no folder ${folder}`, todo: 'check the path; to write a file there, create the folder first' }),
    noFile: (file, message) => ({ what: `no such file: ${file ?? message}`, todo: "check the path, or run 'salvo variants' for the built-in templates" }),
    noNewFile: (file) => ({ what: `cannot write ${file}: the system would not make a file there (no such file)`, todo: 'check the path, or write the file elsewhere' }),
    folder: (file) => ({ what: `${file ?? 'a path given'} is a folder, where a file was wanted`, todo: "give a file's path" }),
    noPermission: (file) => ({ what: `no permission to use ${file ?? 'a file given'}`, todo: "check the file's permissions" }),
    trouble: (file, what) => `cannot use ${file ?? 'a file given'}: ${what}`,
    refused: (code) => ({ what: `the system refused it (${code})`, todo: 'check the path and the disk, and try again' }),
  },
  ru: {
    noFolder: (file, folder) => ({ what: `нет такого файла: ${file}: нет папки ${folder}`, todo: 'проверьте путь; чтобы записать туда файл, сначала создайте папку' }),
    noFile: (file, message) => ({ what: `нет такого файла: ${file ?? message}`, todo: `проверьте путь или посмотрите встроенные шаблоны: 'salvo variants'` }),
    noNewFile: (file) => ({ what: `не удаётся записать ${file}: система не даёт создать там файл (нет такого файла)`, todo: 'проверьте путь или запишите файл в другое место' }),
    folder: (file) => ({ what: `${file ?? 'указанный путь'} — папка, а нужен файл`, todo: 'укажите путь к файлу' }),
    noPermission: (file) => ({ what: `нет доступа к ${file ?? 'указанному файлу'}`, todo: 'проверьте права доступа к файлу' }),
    trouble: (file, what) => `не удаётся использовать ${file ?? 'указанный файл'}: ${what}`,
    refused: (code) => ({ what: `система отказала (${code})`, todo: 'проверьте путь и диск и попробуйте снова' }),
  },
  pl: {
    noFolder: (file, folder) => ({ what: `nie ma takiego pliku: ${file}: nie ma folderu ${folder}`, todo: 'sprawdź ścieżkę; aby zapisać tam plik, najpierw utwórz folder' }),
    noFile: (file, message) => ({ what: `nie ma takiego pliku: ${file ?? message}`, todo: `sprawdź ścieżkę albo zobacz wbudowane szablony: 'salvo variants'` }),
    noNewFile: (file) => ({ what: `nie można zapisać ${file}: system nie pozwala utworzyć tam pliku (nie ma takiego pliku)`, todo: 'sprawdź ścieżkę albo zapisz plik w innym miejscu' }),
    folder: (file) => ({ what: `${file ?? 'podana ścieżka'} to folder, a potrzebny jest plik`, todo: 'podaj ścieżkę do pliku' }),
    noPermission: (file) => ({ what: `brak uprawnień do ${file ?? 'podanego pliku'}`, todo: 'sprawdź uprawnienia pliku' }),
    trouble: (file, what) => `nie można użyć ${file ?? 'podanego pliku'}: ${what}`,
    refused: (code) => ({ what: `system odmówił (${code})`, todo: 'sprawdź ścieżkę i dysk, i spróbuj ponownie' }),
  },
};

/**
 * The exit code for `e`, said on `io` (standard error; JSON on standard output where `json`), in
 * `lang` (--lang) where main says it itself; `command` is the command line's words (after node and
 * salvo), `file` the file the JSON names at its top (commandFile; `null`: none).
 */
export function exitCodeFor(e: unknown, io: CliIO, json = false, lang?: string, command?: readonly string[], file: string | null = null): number {
  if (e instanceof ExitCode) return e.code;
  // Said in the language the command speaks (its record's), where no --lang gives one (a --lang
  // salvo has no words in, de, gives none).
  if (e instanceof InLanguage) return exitCodeFor(e.error, io, json, lang !== undefined && speaks(lang) ? lang : e.lang, command, file);
  // The error said as it is, then the command's line under it (record: nothing recorded).
  if (e instanceof ThenSay) {
    const code = exitCodeFor(e.error, io, json, lang, command, file);
    io.err(`salvo: ${e.after}\n`);
    return code;
  }
  // Said as the error it wraps, with a usage error's exit.
  if (e instanceof AsUsage) {
    exitCodeFor(e.error, io, json, lang, command, file);
    return 2;
  }
  if (e instanceof CommanderError) {
    if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version') return 0;
    // Help printed in place of a command (bare 'salvo', 'salvo fleet' without check or random)
    // is a usage error, on standard error, as 'salvo variant' without its subcommand is.
    if (e.code === 'commander.help') return e.exitCode === 0 ? 0 : 2;
    if (e.exitCode === 0) return 0;
    // record's refusals end saying nothing was recorded; commander's own (a cell list missing,
    // an option unknown) too, after its usage line.
    if (command?.[0] === 'record') io.err(`salvo: ${nothingRecordedAfterUsage(command.slice(1), json ? undefined : lang, io.cwd)}\n`);
    return 2;
  }
  if (e instanceof UsageError) {
    // Its own words in --lang's language where it has them (English with --json, as the JSON is).
    // A --lang salvo has no words in (de): in the command's own language (the record's).
    const tongue: Tongue = usageTongue(e, lang, json);
    io.err(`salvo: ${(tongue === 'en' ? undefined : e.said?.[tongue]) ?? e.message}\n`);
    return 2;
  }
  if (e instanceof SalvoError) {
    // In the record's language where it is known (a header read, or --lang), as check says it;
    // asked for JSON, in English, as the JSON is.
    const said = json ? undefined : e.lang;
    for (const d of e.diagnostics) io.err((said === undefined ? formatDiagnostic(d) : readingLine(d, { lang: said })) + '\n');
    // Asked for JSON, a script gets the problems as JSON too, shaped as check --json's report
    // (the text stays on standard error, for a log), naming the command's file as its report would.
    if (json) {
      const violations = e.diagnostics.filter((d) => d.severity === 'error');
      const warnings = e.diagnostics.filter((d) => d.severity !== 'error');
      io.out(JSON.stringify({ ok: false, file, violations, warnings }, jsonReplacer, 2) + '\n');
    }
    return 1;
  }
  if (e instanceof Error && 'code' in e && typeof (e as NodeJS.ErrnoException).code === 'string') {
    const err = e as NodeJS.ErrnoException;
    // The text on standard error; asked for JSON, the same problem as JSON on standard output.
    // In the command's language where --lang gives it; asked for JSON, in English, as the JSON is.
    const tongue: Tongue = json || lang === undefined ? 'en' : spoken(lang);
    // Said as every other problem with a file is (`g.yaml: error no-such-file: … (…)`, `ошибка`,
    // `błąd`), the file first, where it was `salvo: … (…)`.
    const problem = (code: string, said: Said): number => {
      const d: Diagnostic = { severity: 'error', code, message: said.what, suggestion: said.todo, ...(err.path !== undefined ? { file: err.path } : {}) };
      io.err(formatSaid(d, tongue === 'en' ? undefined : refereeText(tongue, false)) + '\n');
      if (json) io.out(JSON.stringify({ ok: false, file, violations: [d], warnings: [] }, jsonReplacer, 2) + '\n');
      return 1;
    };
    const w = FILE_REFUSED[tongue];
    if (err.code === 'ENOENT' || err.code === 'ENOTDIR') {
      // A file to write into a folder that is not there (pad -o, new -o, ...), or a file to read
      // (under a file taken for a folder too: notes.txt/mine.yaml). A variant file is looked at
      // (stat) before it is read: in a folder that is not there, it is a file not there, with
      // nothing to write and no folder to create.
      const folder = err.path !== undefined ? dirname(err.path) : undefined;
      if (err.path !== undefined && folder !== undefined && !existsSync(folder) && err.syscall !== 'stat') return problem('no-such-file', w.noFolder(err.path, folder));
      // A file to write that the system would not make in a folder that is there (pad -o
      // /proc/x.pdf): advice about the path written to, not the built-in templates of a variant
      // not found.
      if (err.path !== undefined && isWrite(e)) return problem('file-error', w.noNewFile(err.path));
      return problem('no-such-file', w.noFile(err.path, err.message));
    }
    if (err.code === 'EISDIR') return problem('not-a-file', w.folder(err.path));
    if (err.code === 'EACCES' || err.code === 'EPERM') return problem('no-permission', w.noPermission(err.path));
    // The system refused a file for another reason (a full disk, a read-only one, a device's
    // input/output error): said with the file, exit 1, not as a bug in salvo with its stack.
    // (Only the system's own errors, those of a call on a file: Node's ERR_… codes are bugs.)
    const code = err.code ?? '';
    const trouble = FILE_TROUBLE[code]?.[tongue];
    if (trouble !== undefined) return problem('file-error', { what: w.trouble(err.path, trouble.what), todo: trouble.todo });
    if (err.syscall !== undefined && !code.startsWith('ERR_')) {
      const refused = w.refused(code);
      return problem('file-error', { what: w.trouble(err.path, refused.what), todo: refused.todo });
    }
  }
  io.err(`salvo: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  return 70;
}
