/**
 * Commander's own error lines (an option or command not known, an argument missing or one too
 * many, an option's value missing or not among its choices) and the usage line under them, in
 * the language `--lang` gives (ru, pl), else the one the command speaks of its file (main finds
 * it: usage-language.ts), as salvo's own usage errors are said. Commander writes
 * them in English; each line is said whole in the language or, where its words are not known
 * here (a message of a commander version not met yet), left whole in English, never half.
 * Asked for JSON, they stay English, as the JSON is.
 *
 * @example
 *   commanderErrorSaid("error: unknown option '--jsn'\n(Did you mean --json?)\n", 'ru')
 *   // 'ошибка: неизвестный параметр «--jsn»\n(может быть, --json?)\n'
 */
import type { Help, Option } from 'commander';
import { quoted, spoken, type Spoken } from '../core/language.js';
import { shellWord } from '../core/shell-word.js';

interface CommanderText {
  readonly error: string;
  unknownOption(flag: string): string;
  unknownCommand(name: string): string;
  missingArgument(name: string): string;
  tooManyArguments(command: string | undefined, expected: number, got: number): string;
  optionValueMissing(flags: string): string;
  notAChoice(flags: string, value: string, choices: string): string;
  /** The names commander found near what was typed, one or several (`a, b`): `(may be a or b?)`. */
  didYouMean(names: readonly string[]): string;
  /** The usage line of a command (`usage` as commander gives it: `[options] <record>`). */
  usage(name: string, usage: string): string;
  /** The usage line of a command group or of salvo itself, after a command not known. */
  groupUsage(name: string): string;
}

/** `a`, `a or b`, `a, b or c` with the language's `or`. */
function either(names: readonly string[], or: string): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${or} ${names.at(-1)!}`;
}

const TEXTS: Readonly<Record<Exclude<Spoken, 'en'>, CommanderText>> = {
  ru: {
    error: 'ошибка',
    unknownOption: (flag) => `неизвестный параметр ${quoted('ru', flag)}`,
    unknownCommand: (name) => `неизвестная команда ${quoted('ru', name)}`,
    missingArgument: (name) => `не указан обязательный аргумент ${quoted('ru', name)}`,
    tooManyArguments: (command, expected, got) => `слишком много аргументов${command === undefined ? '' : ` для ${quoted('ru', command)}`} (ожидается аргументов: ${expected}, дано: ${got})`,
    optionValueMissing: (flags) => `у параметра ${quoted('ru', flags)} не указано значение`,
    notAChoice: (flags, value, choices) => `недопустимое значение ${quoted('ru', value)} параметра ${quoted('ru', flags)} (допустимые: ${choices})`,
    didYouMean: (names) => `(может быть, ${either(names, 'или')}?)`,
    usage: (name, usage) => `использование: ${name} ${usage} (параметры и примеры — в '${name} --help')`,
    groupUsage: (name) => `использование: ${name} <command> (список команд — в '${name} --help')`,
  },
  pl: {
    error: 'błąd',
    unknownOption: (flag) => `nieznana opcja ${quoted('pl', flag)}`,
    unknownCommand: (name) => `nieznane polecenie ${quoted('pl', name)}`,
    missingArgument: (name) => `brak wymaganego argumentu ${quoted('pl', name)}`,
    tooManyArguments: (command, expected, got) => `za dużo argumentów${command === undefined ? '' : ` polecenia ${quoted('pl', command)}`} (oczekiwano: ${expected}, podano: ${got})`,
    optionValueMissing: (flags) => `brak wartości opcji ${quoted('pl', flags)}`,
    notAChoice: (flags, value, choices) => `niedozwolona wartość ${quoted('pl', value)} opcji ${quoted('pl', flags)} (dozwolone: ${choices})`,
    didYouMean: (names) => `(czy chodziło o ${either(names, 'albo')}?)`,
    usage: (name, usage) => `użycie: ${name} ${usage} (opcje i przykłady: '${name} --help')`,
    groupUsage: (name) => `użycie: ${name} <command> (lista poleceń: '${name} --help')`,
  },
};

/** The words of `lang` where salvo has them for commander's lines; undefined for English. */
function textOf(lang: string | undefined): CommanderText | undefined {
  const s = lang === undefined ? 'en' : spoken(lang);
  return s === 'en' ? undefined : TEXTS[s];
}

/** One line of commander's error (after `error: `) in `t`'s words; undefined where it is not one known here. */
function messageSaid(message: string, t: CommanderText): string | undefined {
  let m: RegExpExecArray | null;
  if ((m = /^unknown option '(.*)'$/su.exec(message)) !== null) return t.unknownOption(m[1]!);
  if ((m = /^unknown command '(.*)'$/su.exec(message)) !== null) return t.unknownCommand(m[1]!);
  if ((m = /^missing required argument '(.*)'$/su.exec(message)) !== null) return t.missingArgument(m[1]!);
  if ((m = /^too many arguments(?: for '(.*)')?\. Expected (\d+) arguments? but got (\d+)\.$/su.exec(message)) !== null) return t.tooManyArguments(m[1], Number(m[2]), Number(m[3]));
  if ((m = /^option '(.*)' argument missing$/su.exec(message)) !== null) return t.optionValueMissing(m[1]!);
  if ((m = /^option '(.*)' argument '(.*)' is invalid\. Allowed choices are (.*)\.$/su.exec(message)) !== null) return t.notAChoice(m[1]!, m[2]!, m[3]!);
  return undefined;
}

/**
 * Commander's error text (`error: …`, a did-you-mean line under it, ending in a newline) in
 * `lang` (--lang; undefined, English): each line said whole, or the text as it is where a line
 * is not one known here.
 */
export function commanderErrorSaid(text: string, lang: string | undefined): string {
  const t = textOf(lang);
  if (t === undefined) return text;
  const end = text.endsWith('\n') ? '\n' : '';
  const lines = (end === '' ? text : text.slice(0, -1)).split('\n');
  const said: string[] = [];
  for (const line of lines) {
    const error = /^error: (.*)$/su.exec(line);
    const mean = /^\(Did you mean (one of )?(.*)\?\)$/su.exec(line);
    const words = error !== null ? messageSaid(error[1]!, t) : undefined;
    if (words !== undefined) said.push(`${t.error}: ${words}`);
    else if (mean !== null) said.push(t.didYouMean(mean[1] === undefined ? [mean[2]!] : mean[2]!.split(', ')));
    else return text;
  }
  return said.join('\n') + end;
}

/** An error line of salvo's own said where commander's stood (`error: …`), its `message` already in `lang`. */
export function errorLineSaid(message: string, lang: string | undefined): string {
  return `${textOf(lang)?.error ?? 'error'}: ${message}\n`;
}

/** The usage line under commander's error for command `name` (`salvo check`) with its `usage` (`[options] <record>`), in `lang`. */
export function usageLineSaid(name: string, usage: string, lang: string | undefined): string {
  return textOf(lang)?.usage(name, usage) ?? `usage: ${name} ${usage} ('${name} --help' has the options and examples)`;
}

/** The usage line under a command not known to `name` (`salvo`, `salvo fleet`), in `lang`. */
export function groupUsageSaid(name: string, lang: string | undefined): string {
  return textOf(lang)?.groupUsage(name) ?? `usage: ${name} <command> ('${name} --help' lists them)`;
}

/**
 * An option's line in `--help` as the reference writes it: its default and its choices as typed
 * (`(default: 2)`, `(choices: hits, information, default: hits)`), not in JSON's quotes as
 * commander writes them (`(default: "2")`), which a reader would type with the quotes. Which
 * options show a default is commander's own choice (one taking a value; a boolean's `false`
 * not).
 *
 * @example
 *   new Command().configureHelp({ optionDescription: optionDescriptionSaid })
 */
export function optionDescriptionSaid(this: void, option: Option): string {
  return optionDescriptionWith(option, option.description, ENGLISH_EXTRA);
}

/** The words of the note after an option's description (`(choices: a, b, default: a)`), and what parts it. */
export interface ExtraWords {
  readonly choices: string;
  readonly default: string;
  readonly preset: string;
  readonly env: string;
  readonly separator: string;
}

const ENGLISH_EXTRA: ExtraWords = { choices: 'choices', default: 'default', preset: 'preset', env: 'env', separator: ', ' };

/** `option`'s line in `--help` with `description` (its own, or said in another language) and the note after it in `w`'s words. */
export function optionDescriptionWith(option: Option, description: string, w: ExtraWords): string {
  const extra: string[] = [];
  if (option.argChoices !== undefined) extra.push(`${w.choices}: ${option.argChoices.join(', ')}`);
  const shown = option.required || option.optional || (option.isBoolean() && typeof option.defaultValue === 'boolean');
  if (option.defaultValue !== undefined && shown) extra.push(`${w.default}: ${option.defaultValueDescription ?? String(option.defaultValue)}`);
  if (option.presetArg !== undefined && option.optional) extra.push(`${w.preset}: ${String(option.presetArg)}`);
  if (option.envVar !== undefined) extra.push(`${w.env}: ${option.envVar}`);
  if (extra.length === 0) return description;
  return description === '' ? `(${extra.join(w.separator)})` : `${description} (${extra.join(w.separator)})`;
}

/** The help settings of every salvo command (buildProgram gives them to each). */
export const HELP_CONFIG: Partial<Help> = { optionDescription: optionDescriptionSaid };

/**
 * After "too many arguments" to a command of one file (`salvo check a.yaml b.yaml`): it takes one
 * at a time, and the shell loop that runs it on each of the words typed (`for f in a.yaml b.yaml;
 * do salvo check "$f"; done`: a template id as well as a file, where `*.yaml` would not fit `salvo
 * pad jutland statki`); in `lang` (--lang: ru, pl), English where it is undefined.
 */
export function oneAtATimeSaid(name: string, arg: string, typed: readonly string[], lang: string | undefined): string {
  const loop = `for f in ${typed.map(shellWord).join(' ')}; do ${name} "$f"; done`;
  const l = (lang ?? 'en').toLowerCase().split('-')[0];
  if (l === 'ru') return `${name} принимает один ${arg} за раз; для нескольких — цикл в оболочке: ${loop}`;
  if (l === 'pl') return `${name} przyjmuje jeden ${arg} naraz; dla kilku pętla w powłoce: ${loop}`;
  return `${name} takes one ${arg} at a time; for several, a shell loop: ${loop}`;
}
