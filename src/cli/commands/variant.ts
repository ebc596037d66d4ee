/**
 * Variant commands: `salvo variants` (the built-in templates, one line each), `salvo variant show
 * <id|file>` (the rules in plain words), `salvo variant check <file…>` (every diagnostic; exit 1
 * on errors), `salvo variant schema [-o file]` (the JSON Schema for editors) and `salvo init
 * <template> [-o file]` (a commented copy of a template to edit into a new variant).
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import { basename, extname, resolve } from 'node:path';
import type { Command } from 'commander';
import { hasErrors, jsonReplacer, SalvoError, textPart, type Diagnostic } from '../../core/diagnostics.js';
import { describeVariant } from '../../variant/describe.js';
import { renameVariantName, renameVariantText } from '../../variant/init-template.js';
import { localizeTemplateComments } from '../../variant/template-comments.js';
import { quoted, spoken } from '../../core/language.js';
import { checkVariantFile, declaredLanguages, listTemplates, loadVariant, resolveVariantRef } from '../../variant/load.js';
import { variantCheckTextOf, variantDiagnosticLine } from './variant-check-text.js';
import { localize, type Lang, type Variant } from '../../variant/model.js';
import { readVariantText } from '../../variant/parse.js';
import { idFromName } from '../../variant/suggest.js';
import { variantJsonSchema } from '../../variant/spec-schema.js';
import type { CliIO } from '../io.js';
import { asWrite, ExitCode, InLanguage, UsageError } from '../errors.js';
import { commandLanguage, meantLanguage } from './game-common.js';
import { reportText } from './report-text.js';
import { settleFit } from './fleet-fit.js';
import { checkOutput, refuseEmptyName, refuseMissingFolder, writeOutput } from './output.js';
import type { RegisterCommand } from './index.js';
import { loadVariantSaid, namedLanguage, refuseStdinVariant, variantNotThere } from './variant-unread.js';
import { shellWord } from '../../core/shell-word.js';
import { countFile } from './count.js';
import { variantJson } from './variant-json.js';

/** Pad by code points so Cyrillic names line up. */
function pad(s: string, width: number): string {
  const len = Array.from(s).length;
  return len >= width ? s : s + ' '.repeat(width - len);
}

/**
 * The language each template of `salvo variants` is listed in: `--lang` for the templates that
 * have it and each other template's first language, as without `--lang`. A code no template has
 * is a usage error (exit 2) naming the languages there are, rather than a list that silently
 * ignores it.
 */
export function listLanguages(variants: readonly Variant[], lang: string | undefined): Lang[] {
  if (lang !== undefined && !variants.some((v) => v.languages.includes(lang))) {
    const known = [...new Set(variants.flatMap((v) => v.languages))].sort();
    // In the language asked for where salvo speaks it (--lang ru-RU, pl-PL), as a --lang a variant lacks is refused.
    // `--lang PL`, `--lang ru_RU`: the code meant named, as a variant's refusal names it.
    const meant = meantLanguage(lang, known);
    const [en, ru, pl] = meant === undefined ? ['', '', ''] : [`; did you mean --lang ${meant}?`, `; может быть, --lang ${meant}?`, `; może chodziło o --lang ${meant}?`];
    throw new UsageError(`no template has language "${lang}" (the templates have ${known.join(', ')}${en})`, {
      ru: `ни у одного шаблона нет языка ${quoted('ru', lang)} (у шаблонов есть ${known.join(', ')}${ru})`,
      pl: `żaden szablon nie ma języka ${quoted('pl', lang)} (szablony mają ${known.join(', ')}${pl})`,
    });
  }
  // `includes`, not a lookup in the names: `--lang constructor` is no language either.
  return variants.map((v) => (lang !== undefined && v.languages.includes(lang) ? lang : commandLanguage(v, undefined)));
}

/** The commands of `salvo variant`, each with what it takes where none was typed. */
const SUBCOMMANDS: ReadonlyMap<string, string> = new Map([['show', '<variant>'], ['check', '<files...>'], ['schema', '']]);

/** `salvo variants FILE…`: it lists the templates only; a file's rules are `variant show`'s, its errors `variant check`'s. */
function filesToList(args: readonly string[]): UsageError {
  // `salvo variants check my.yaml`: one of variant's own commands, typed after variants.
  const sub = SUBCOMMANDS.get(args[0]!);
  if (sub !== undefined) {
    const rest = args.slice(1).map(shellWord).join(' ');
    const meant = `salvo variant ${args[0]!}${rest !== '' ? ` ${rest}` : sub === '' ? '' : ` ${sub}`}`;
    return new UsageError(`'salvo variants' lists the built-in templates and has no command ${args[0]!}: run '${meant}' (variant, without the s)`, {
      ru: `у 'salvo variants' нет команды ${args[0]!}: эта команда перечисляет встроенные шаблоны; наберите '${meant}' (variant, без s)`,
      pl: `'salvo variants' nie ma polecenia ${args[0]!}: to polecenie wypisuje wbudowane szablony; wpisz '${meant}' (variant, bez s)`,
    });
  }
  const one = shellWord(args[0]!);
  const all = args.map(shellWord).join(' ');
  return new UsageError(`no file or id goes after 'salvo variants', which lists the built-in templates: to read the rules of ${one}, run 'salvo variant show ${one}'; to check for errors, 'salvo variant check ${all}'`, {
    ru: `после 'salvo variants' не пишут ни файла, ни id: эта команда перечисляет встроенные шаблоны; правила ${one} покажет 'salvo variant show ${one}', ошибки — 'salvo variant check ${all}'`,
    pl: `po 'salvo variants' nie podaje się pliku ani id: to polecenie wypisuje wbudowane szablony; zasady ${one} pokaże 'salvo variant show ${one}', błędy — 'salvo variant check ${all}'`,
  });
}

async function listCommand(io: CliIO, opts: { lang?: string; json?: boolean }): Promise<void> {
  const templates = await listTemplates();
  const langs = listLanguages(templates.map((t) => t.variant), opts.lang);
  if (opts.json) {
    // What the text's columns say, and what a script needs to start a record: the sides' ids and the languages.
    const list = templates.map(({ id, variant }, i) => {
      const lang = langs[i]!;
      return {
        id,
        name: localize(variant.name, lang, variant),
        language: lang,
        languages: variant.languages,
        board: { columns: variant.board.columns, rows: variant.board.rows },
        sides: variant.turns.sides.map((s) => s.id),
        summary: localize(variant.summary, lang, variant),
      };
    });
    io.out(JSON.stringify(list, null, 2) + '\n');
    return;
  }
  const rows = templates.map(({ id, variant }, i) => {
    const lang = langs[i]!;
    return [id, localize(variant.name, lang, variant), `${variant.board.columns}×${variant.board.rows}`, localize(variant.summary, lang, variant)] as const;
  });
  const w0 = Math.max(...rows.map((r) => Array.from(r[0]).length));
  const w1 = Math.max(...rows.map((r) => Array.from(r[1]).length));
  const w2 = Math.max(...rows.map((r) => Array.from(r[2]).length));
  for (const r of rows) io.out(`${pad(r[0], w0)}  ${pad(r[1], w1)}  ${pad(r[2], w2)}  ${r[3]}`.trimEnd() + '\n');
}

async function checkCommand(io: CliIO, files: string[], opts: { json?: boolean; lang?: string } = {}): Promise<void> {
  if (opts.lang !== undefined && opts.lang.trim() === '') throw new UsageError('--lang: give a language code (en, ru, pl)');
  let failed = false;
  // With --json, each file's report, shaped as `salvo check --json`'s: violations (errors) and warnings.
  const reports: { file: string; ok: boolean; violations: Diagnostic[]; warnings: Diagnostic[] }[] = [];
  // fontkit loads only for the glyph check, not for every command.
  const { missingGlyphs } = await import('../../render/fonts.js');
  for (const file of files) refuseStdinVariant(file);
  for (const file of files) {
    // Check what a pad would print against the embedded font, as `salvo pad` does.
    let checked: Diagnostic[];
    try {
      checked = await checkVariantFile(file, { cwd: io.cwd, missingGlyphs });
    } catch (e) {
      // A file that is not there is one more error, and so is a name that is neither a template
      // nor a file (`my-variant` for my-variant.yaml); the other files are still checked.
      if (e instanceof SalvoError) checked = e.diagnostics.map((d) => ({ ...d, file: d.file ?? file }));
      else if (e instanceof Error && ((e as NodeJS.ErrnoException).code === 'ENOENT' || (e as NodeJS.ErrnoException).code === 'ENOTDIR')) {
        // Said as pad, count and the other commands say it (no-such-file, variant-unread.ts), in
        // --lang's language from its parts as pad says it (variant-check-text.ts).
        checked = [variantNotThere(file, (e as NodeJS.ErrnoException).path ?? resolve(io.cwd, file))];
      } else throw e;
    }
    const diags = await settleFit(checked, () => loadVariant(file, { cwd: io.cwd }));
    if (opts.json) {
      reports.push({ file, ok: !hasErrors(diags), violations: diags.filter((d) => d.severity === 'error'), warnings: diags.filter((d) => d.severity !== 'error') });
      if (hasErrors(diags)) failed = true;
      continue;
    }
    // In --lang's language, else the file's first declared language (as pad and check go by the
    // variant's first), else English; a diagnostic with no words in it stays English.
    // A template's name typed for its id (`variant check "Морской бой"`): the name's language.
    const lang = opts.lang ?? (await declaredLanguages(file, io.cwd))[0] ?? namedLanguage(diags) ?? 'en';
    for (const d of diags) io.out(variantDiagnosticLine(d, lang) + '\n');
    if (hasErrors(diags)) {
      failed = true;
      io.out(errorSummary(file, diags, lang) + '\n');
    } else {
      io.out(variantCheckTextOf(lang).ok(file, diags.length) + '\n');
    }
  }
  if (opts.json) io.out(JSON.stringify({ ok: !failed, files: reports }, jsonReplacer, 2) + '\n');
  if (failed) throw new ExitCode(1);
}

/**
 * The line closing a file in error, as `ok` closes a good one: `2 errors, 1 warning in my.yaml:
 * fix the lines above` (`the line above` where one diagnostic was printed), so that the end of a
 * long list still says which file failed and that it did. A game record given for a variant has
 * no line to fix: its variant is to be checked instead (`check a variant, not a game record:
 * 'salvo variant check jutland'`).
 */
export function errorSummary(file: string, diags: readonly Diagnostic[], lang = 'en'): string {
  const errors = diags.filter((d) => d.severity === 'error').length;
  const record = diags.length === 1 ? diags.find((d) => d.code === 'file-is-record') : undefined;
  if (record !== undefined) return variantCheckTextOf(lang).notVariant(file, record.parts === undefined ? undefined : textPart(record.parts, 'variant'));
  return variantCheckTextOf(lang).failed(file, errors, diags.length - errors, diags.length);
}

/** The JSON Schema text as committed in schema/variant.schema.json. */
export function variantSchemaText(): string {
  return JSON.stringify(variantJsonSchema(), null, 2) + '\n';
}

async function writeNew(io: CliIO, file: string, text: string, force: boolean, lang: string): Promise<void> {
  // A folder of that name is said to be a folder, as pad says it: "already exists … add --force"
  // would send the user to --force, which cannot replace a folder.
  const st = await stat(resolve(io.cwd, file)).catch(() => undefined);
  if (st?.isDirectory() === true) {
    throw new SalvoError({ severity: 'error', code: 'output-folder', message: `${file} is a folder`, suggestion: 'give a file name, such as a .yaml inside it', file, parts: { file, kind: 'folder', what: 'yaml' } }, lang);
  }
  // A folder not there: output-folder, as pad says it, in the copy's language.
  if (st === undefined) await refuseMissingFolder(io, file, lang);
  try {
    await writeFile(resolve(io.cwd, file), text, { encoding: 'utf8', flag: force ? 'w' : 'wx' });
  } catch (e) {
    if (e instanceof Error && (e as NodeJS.ErrnoException).code === 'EEXIST') {
      // A file in the way is the input's problem (exit 1), said as pad and variant schema say it.
      throw new SalvoError({
        severity: 'error',
        code: 'output-exists',
        message: `${file} already exists: not replaced`,
        suggestion: 'write to another file with -o, or add --force to replace it',
        file,
        // Its parts, for the command's language to say it anew (src/variant/file-text.ts).
        parts: { file, what: 'any' },
      }, lang);
    }
    throw asWrite(e);
  }
}

/** Cyrillic letters in Latin ones, for ids made from file names (`Морской` → `morskoy`). */
const CYRILLIC: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p',
  р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
  і: 'i', ї: 'yi', є: 'ye', ґ: 'g',
};

/** An id from a file name: letters with diacritics and Cyrillic ones written in plain Latin (`Łódź_Морской` → `lodz-morskoy`). */
function idFromFile(file: string): string {
  return [...basename(file, extname(file)).toLowerCase()]
    .map((ch) => CYRILLIC[ch] ?? (ch === 'ł' ? 'l' : ch.normalize('NFD').replace(/\p{M}/gu, '')))
    .join('')
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

/** What a copy's name says after the template's, in each of salvo's languages: that it is the designer's. */
const MINE: Readonly<Record<'en' | 'ru' | 'pl', string>> = { en: ' (my variant)', ru: ' (мой вариант)', pl: ' (mój wariant)' };

/**
 * The copy's name in `lang` (undefined: a name in one string, in the template's first language):
 * `name` as given (--name), else the template's name with MINE after it, once (a copy of a copy
 * keeps its name).
 */
function copyName(template: Variant, lang: string | undefined, was: string, name: string | undefined): string {
  if (name !== undefined) return name;
  const mine = MINE[spoken(lang ?? template.languages[0] ?? 'en')];
  return was.endsWith(mine) ? was : `${was}${mine}`;
}

interface InitOptions {
  output?: string;
  force?: boolean;
  id?: string;
  name?: string;
  lang?: string;
}

async function initCommand(io: CliIO, ref: string, opts: InitOptions): Promise<void> {
  // A template not there or not to be read is said in --lang's language, as new says it.
  const template = await loadVariantSaid(ref, { cwd: io.cwd }, opts.lang);
  // Every line in --lang's language (one of the template's, as new takes it), else in the
  // template's first, as new speaks the variant's: English for an English template, Polish for
  // Statki, Russian for Морской бой.
  const lang = commandLanguage(template, opts.lang);
  if (opts.output !== undefined) refuseEmptyName(opts.output, { stdout: true, lang });
  const { file, display } = await resolveVariantRef(ref, io.cwd);
  const output = opts.output ?? `my-${template.id}.yaml`;
  const toStdout = output === '-';
  const id = opts.id ?? ((toStdout ? '' : idFromFile(output)) || `my-${template.id}`);
  const inTemplate = (e: UsageError): InLanguage => new InLanguage(e, lang);
  if (!/^[a-z0-9][a-z0-9-]*$/.test(id) || id.length > 40) {
    // `--id "Big Ship"`: the id the name makes, else an example.
    const meant = `--id ${idFromName(id) ?? 'my-variant'}`;
    throw inTemplate(
      new UsageError(`"${id}" cannot be a variant id: use lower-case letters, digits and hyphens (${meant})`, {
        ru: `${quoted('ru', id)} не может быть id варианта: используйте строчные латинские буквы, цифры и дефисы (${meant})`,
        pl: `${quoted('pl', id)} nie może być identyfikatorem wariantu: użyj małych liter łacińskich, cyfr i łączników (${meant})`,
      }),
    );
  }
  const name = opts.name?.trim();
  if (name === '') {
    throw inTemplate(
      new UsageError('--name is empty: give the variant a name, such as --name "Club Jutland"', {
        ru: '--name пуст: дайте варианту название, например --name "Морской бой клуба"',
        pl: '--name jest puste: nadaj wariantowi nazwę, na przykład --name "Statki klubu"',
      }),
    );
  }
  const read = await readFile(file, 'utf8');
  // A copy of a copy says where it was made once, not twice; a file from a Windows editor keeps
  // its byte-order mark first and its line ends (the header's too), not a mark after the header.
  const bom = read.startsWith('\uFEFF') ? '\uFEFF' : '';
  const eol = read.includes('\r\n') ? '\r\n' : '\n';
  // The template's comments in the language asked (English as written where the catalogue has none).
  // The header a copy's copy replaces, in any of the languages it is written in.
  const original = localizeTemplateComments(read.slice(bom.length).replace(/^# (?:Made by|Сделано командой|Zrobione poleceniem) 'salvo init [^\n]*\n/u, ''), lang.split('-')[0]!);
  const [made, checkCommand] = [`'salvo init ${shellWord(ref)}'`, `'salvo variant check ${toStdout ? '<file>' : shellWord(output)}'`];
  const said = lang.split('-')[0];
  const header =
    said === 'ru'
      ? `# Сделано командой ${made} из ${display}. Отредактируйте файл, затем выполните ${checkCommand}.${eol}`
      : said === 'pl'
        ? `# Zrobione poleceniem ${made} z ${display}. Zmień plik, a potem uruchom ${checkCommand}.${eol}`
        : `# Made by ${made} from ${display}. Edit it, then run ${checkCommand}.${eol}`;
  const text = header + renameVariantName(renameVariantText(original, id), (lang, was) => copyName(template, lang, was, name));
  const check = readVariantText(text, toStdout ? '<stdout>' : output);
  if (!check.ok) throw new SalvoError(check.diagnostics, lang);
  if (toStdout) {
    io.out(text);
    return;
  }
  await writeNew(io, output, bom + text, opts.force ?? false, lang);
  io.out(reportText(lang, false).initWrote(output, id, display) + '\n');
}

export const registerVariant: RegisterCommand = (program: Command, io: CliIO): void => {
  program
    .command('variants')
    .description('list the built-in variant templates: id, name, board size and a one-line summary')
    .option('--lang <code>', "language of the names and summaries, for the templates that have it (default: each template's first language)")
    .option('--json', 'print the list as JSON: id, name, language, languages, board, sides and summary of each')
    .addHelpText('after', '\nExamples:\n  salvo variants --lang en\n  salvo variants --json\n')
    // A designer's own file given to it (`salvo variants my.yaml`) is told the commands that take
    // one, not "too many arguments".
    .allowExcessArguments(true)
    .action(async (opts: { lang?: string; json?: boolean }, cmd: Command) => {
      if (cmd.args.length > 0) throw filesToList(cmd.args);
      return listCommand(io, opts);
    });

  const variant = program
    .command('variant')
    .description("variant files: show a variant's rules in plain words, check files for errors, print the JSON Schema")
    .addHelpText('after', '\nExamples:\n  salvo variant show perelman --lang ru\n  salvo variant check my-variant.yaml\n  salvo variant schema -o variant.schema.json\n');
  // No action of its own, as 'salvo fleet': without a subcommand it prints its help (a usage
  // error, exit 2), and a misspelt one is an unknown command with a did-you-mean, not "too
  // many arguments for 'variant'".

  variant
    .command('show')
    .description('print the rules of a variant in plain words')
    .addHelpText('after', '\nExamples:\n  salvo variant show perelman --lang en\n  salvo variant show my-variant.yaml\n  salvo variant show jutland --json\n')
    .argument('<variant>', 'template id (salvo variants lists them) or variant file')
    .option('--lang <code>', "language of the output (one of the variant's languages; default: its first); --json gives every language")
    .option('--json', 'print the whole variant as JSON: board, labels, fleet with shapes, placement, turns (salvo, penalty, shot limit), report, words and rules, every default filled in')
    .action(async (ref: string, opts: { lang?: string; json?: boolean }) => {
      const v = await loadVariantSaid(ref, { cwd: io.cwd }, opts.lang, io.err);
      const lang = commandLanguage(v, opts.lang);
      if (opts.json) io.out(JSON.stringify(variantJson(v, await countFile(ref, io.cwd)), null, 2) + '\n');
      else io.out(describeVariant(v, lang));
    });

  variant
    .command('check')
    .description('validate variant files and print every error and warning with its line and column (exit 1 on errors)')
    .addHelpText('after', '\nExamples:\n  salvo variant check my-variant.yaml\n  salvo variant check templates/*.yaml\n')
    .argument('<files...>', 'variant files (or template ids)')
    .option('--json', 'print the reports as JSON: { ok, files: [{ file, ok, violations, warnings }] }')
    .option('--lang <code>', "language of the report, every line whole in it: errors, warnings, a file not there or not to be read, each file's closing line (default: each file's first declared language, else English); --json stays English")
    .action(async (files: string[], opts: { json?: boolean; lang?: string }) => checkCommand(io, files, opts));

  variant
    .command('schema')
    .description('print the JSON Schema (draft-7) of variant files, for editor autocompletion')
    .addHelpText('after', '\nExample:\n  salvo variant schema -o variant.schema.json\n')
    .option('-o, --output <file>', 'write it to a file instead of printing it (a file there is replaced only if it is JSON)')
    .option('--force', 'replace the output file even if it is not JSON')
    .action(async (opts: { output?: string; force?: boolean }) => {
      const text = variantSchemaText();
      if (opts.output === undefined || opts.output === '-') io.out(text);
      else {
        await checkOutput(io, opts.output, { kind: 'json', force: opts.force === true });
        await writeOutput(io, opts.output, text);
        io.out(`wrote ${opts.output}\n`);
      }
    });

  program
    .command('init')
    .description('write a commented copy of a template to edit into a new variant')
    .argument('<template>', 'template id (salvo variants lists them) or variant file')
    .option('-o, --output <file>', 'the file to create (default: my-<template>.yaml; - prints it)')
    .option('--id <id>', 'the new variant id (default: from the file name)')
    .option('--name <text>', `the new variant's name, as variants and pads show it (default: the template's, with "(my variant)" after it in each of its languages)`)
    .option('-f, --force', 'overwrite the file if it exists')
    .option('--lang <code>', "the language of its lines (the one saying what it wrote, its refusals) and of the copy's comments (one of the template's languages; default: its first)")
    .addHelpText('after', '\nExamples:\n  salvo init perelman -o my-salvo.yaml\n  salvo init statki --lang en -o my-statki.yaml\n  salvo variant check my-salvo.yaml\n')
    .action(async (ref: string, opts: InitOptions) => initCommand(io, ref, opts));
};
