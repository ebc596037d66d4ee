/**
 * What the game-record commands (`new`, `record`, `play`, `show`, `check`) share: opening a record
 * file with its variant, the language to speak (also for `infer` and `analyze`), printing
 * diagnostics, parsing the common options. Nothing here prints to `process`; everything goes
 * through `CliIO`.
 */
import { stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { SalvoError, formatDiagnostic, inFileOrder, type Diagnostic } from '../../core/diagnostics.js';
import { writingLanguage } from '../../record/announcement-text.js';
import { sideSalvoNumber, sideSalvos, type GameRecord, type RecordSources, type RecordedSalvo } from '../../record/model.js';
import { recordSideOf, sideTitle, variantSideOf } from '../../record/game.js';
import { resolveSideOrPlayer, sideNamesHint } from '../../record/parse.js';
import { usageTextOf } from './usage-text.js';
import { fileAsFolder } from './output.js';
import { sayVariantWarnings } from './variant-unread.js';
import type { Breach } from '../../record/referee.js';
import { otherSide } from '../../rules/announce.js';
import { impossibleAnnouncements } from '../../inference/record-check.js';
import { readRecordBytes, readRecordFile, type RecordFile, type VariantLoader } from '../../record/store.js';
import { quoted, spoken } from '../../core/language.js';
import { plural } from '../../core/plural.js';
import { readingLine, type ReadingLanguage } from '../../record/referee-text.js';
import { declaredLanguages, loadVariant, templateIds } from '../../variant/load.js';
import { languageMeant } from '../../core/language-meant.js';
import { localize, singleShots, type Lang, type Variant } from '../../variant/model.js';
import { sayReadingTerminal, type CliIO } from '../io.js';
import { UsageError } from '../errors.js';
import { shellWord } from '../../core/shell-word.js';

/**
 * Work for the check, as a salvo is recorded, that its announcements could come from some legal
 * fleet (reference milliseconds, work.ts); past it the salvo is taken and `salvo check` judges.
 */
const IMPOSSIBLE_BUDGET_MS = 2_000;

/**
 * The breaches `salvos`, fired next after `base`, bring of announcements no legal fleet could have
 * produced: only the fleet they were fired at is checked (and the shooter's, where its salvo
 * size tells of its guns or damage), and only what they make impossible counts (not an
 * impossibility already in `base`), within `IMPOSSIBLE_BUDGET_MS`. `targetOnly`: what is found of
 * the fleet fired at alone, for an announcement given to cells judged (or forced) before it, whose
 * number tells nothing new of the shooter's fleet. The question asked is the same either way (both
 * fleets), so that the record saved next, asked it again, finds it answered (record-check.ts's
 * remembered answers; tests/cli/play-impossible-once.test.ts).
 */
export function newImpossibleBreaches(base: GameRecord, variant: Variant, salvos: readonly RecordedSalvo[], targetOnly = false): Breach[] {
  if (salvos.length === 0) return [];
  const shooter = variantSideOf(base, variant, salvos[0]!.side);
  // The announcements tell of the fleet fired at; where the salvo size depends on guns or damage,
  // the number of shots tells of the shooter's own fleet too.
  const sides = [
    ...(salvos.some((s) => s.announcement !== null) ? [otherSide(variant, shooter)] : []),
    ...(variant.turns.salvo.kind !== 'constant' && salvos.some((s) => s.cells.length > 0) ? [shooter] : []),
  ];
  if (sides.length === 0) return [];
  const withSalvos = { ...base, salvos: [...base.salvos, ...salvos] };
  const target = recordSideOf(base, variant, otherSide(variant, shooter));
  return impossibleAnnouncements(withSalvos, variant, undefined, { budgetMs: IMPOSSIBLE_BUDGET_MS, sides }).breaches.filter(
    (b) => b.salvo !== undefined && b.salvo > base.salvos.length && (!targetOnly || b.side === target),
  );
}

/** Loads the variant a record names, turning a `SalvoError` into diagnostics. */
export const loadRecordVariant: VariantLoader = (ref, cwd) => loadRecordVariantInto(ref, cwd);

/** As `loadRecordVariant`, the warnings of a variant that loads added to `warnings` where given. */
async function loadRecordVariantInto(ref: string, cwd: string, warnings?: Diagnostic[]): ReturnType<VariantLoader> {
  try {
    return { ok: true, value: await loadVariant(ref, { cwd, ...(warnings !== undefined ? { warnings } : {}) }) };
  } catch (e) {
    if (e instanceof SalvoError) {
      // A variant file in error is said in its first language (languages: [ru]) where the record
      // names none, as variant check and the variant commands say it (variant-unread.ts).
      const declared = (await declaredLanguages(ref, cwd))[0];
      return { ok: false, diagnostics: e.diagnostics, ...(declared !== undefined && spoken(declared) !== 'en' ? { language: declared } : {}) };
    }
    // A variant file the record names that is not there: a problem of the record's variant line.
    // Under a file taken for a folder (`variant: notes.txt/v.yaml`, ENOTDIR) too, that file said to
    // be no folder: it was said to be the record not there.
    const code = e instanceof Error ? (e as NodeJS.ErrnoException).code : undefined;
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      const looked = resolve(cwd, ref);
      const under = fileAsFolder(looked);
      return {
        ok: false,
        diagnostics: [
          {
            severity: 'error',
            code: 'unknown-variant',
            message: `${under !== undefined ? `${under} is a file, not a folder: ` : ''}there is no variant file ${JSON.stringify(ref)} (looked for ${looked}; a path is relative to the record's folder)`,
            suggestion: "correct the path, or name a template ('salvo variants' lists them)",
            parts: { kind: 'no-file', ref, looked, ...(under !== undefined ? { under } : {}) },
          },
        ],
      };
    }
    throw e;
  }
}

export type OpenRecord = Extract<RecordFile, { ok: true }>;

/** How a record read from standard input (`-`) is named in messages. */
export const STDIN_NAME = '<stdin>';

/** The record as messages and reports name it: `<stdin>` for `-`, else the path as given. */
export function recordName(file: string): string {
  return file === '-' ? STDIN_NAME : file;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * A record file that is there under the name typed with its extension slipped (`game.yml` for
 * game.yaml, `game` for game.yaml), written as typed; undefined when there is none.
 *
 * @example
 *   await nearRecordName(dir, 'game.yml') // 'game.yaml', where dir holds game.yaml
 */
async function nearRecordName(cwd: string, file: string): Promise<string | undefined> {
  const stem = file.replace(/\.ya?ml$/iu, '');
  for (const name of [`${stem}.yaml`, `${stem}.yml`]) {
    if (name === file) continue;
    const found = await stat(resolve(cwd, name)).then((st) => st.isFile(), () => false);
    if (found) return name;
  }
  return undefined;
}

/**
 * Open a record file (relative to `io.cwd`) with its variant. Throws a `SalvoError` when the
 * variant cannot be loaded; a record with errors is returned with its diagnostics. `-` reads the
 * record from standard input where the command only reads it (`stdin: true`: check, show,
 * infer, analyze, suggest; a variant path in it is relative to the working folder, and messages
 * name it `<stdin>`); a command that writes the record back (record, play) needs its file.
 */
export async function openRecord(
  io: CliIO,
  file: string,
  opts: { readonly stdin?: boolean; readonly speak?: { readonly lang?: string; readonly variantLanguage?: boolean }; readonly variantWarnings?: boolean } = {},
): Promise<OpenRecord> {
  // The variant file's own warnings (label-script, …), said once on standard error where asked
  // (`variantWarnings`), as pad and count say them (variant-unread.ts).
  const warnings: Diagnostic[] = [];
  const loader: VariantLoader = opts.variantWarnings === true ? (ref, cwd) => loadRecordVariantInto(ref, cwd, warnings) : loadRecordVariant;
  const opened = await openRecordWith(io, file, opts, loader);
  if (warnings.length > 0) {
    const ref = opened.record.variant.trim();
    const name = file === '-' ? STDIN_NAME : file;
    // A variant file named relative to the record: under its path as seen from where the record's own name is, as its errors are.
    const placed = warnings.map((d) => (ref !== undefined && d.file === ref && !isAbsolute(ref) && file !== '-' ? { ...d, file: join(dirname(name), ref) } : d));
    sayVariantWarnings(placed, opts.speak?.lang ?? opened.record.language ?? opened.variant.languages[0] ?? 'en', io.err);
  }
  return opened;
}

async function openRecordWith(io: CliIO, file: string, opts: { readonly stdin?: boolean; readonly speak?: { readonly lang?: string; readonly variantLanguage?: boolean } }, loader: VariantLoader): Promise<OpenRecord> {
  // Where the command says what it cannot read in the record's language (`speak`): its --lang,
  // else the header's `language:` (or, where the YAML cannot be read, what its lines say:
  // store.ts), else, where its variant file is in error, that file's first language
  // (`loadRecordVariant`; not where `variantLanguage` is false: check --json); a record that
  // says none, or is not there, is said in English.
  const speakIn = (f: { readonly language?: string; readonly variantLanguage?: string } = {}): string | undefined =>
    opts.speak === undefined ? undefined : (opts.speak.lang ?? f.language ?? (opts.speak.variantLanguage === false ? undefined : f.variantLanguage));
  if (file === '-') {
    if (opts.stdin !== true) {
      throw new UsageError("this command writes the record back into its file: give the file's path, not - (standard input)", {
        ru: 'эта команда записывает запись партии обратно в её файл: укажите путь к файлу, а не - (стандартный ввод)',
        pl: 'to polecenie zapisuje zapis gry z powrotem do jego pliku: podaj ścieżkę pliku, nie - (standardowe wejście)',
      });
    }
    sayReadingTerminal(io, 'record', opts.speak?.lang);
    const f = await readRecordBytes(await readAll(io.stdin), resolve(io.cwd, STDIN_NAME), loader, STDIN_NAME);
    if (!f.ok) throw new SalvoError(f.diagnostics.map((d) => (d.file === undefined ? { ...d, file: STDIN_NAME } : d)), speakIn(f));
    return f;
  }
  const path = resolve(io.cwd, file);
  const f = await readRecordFile(path, loader, file).catch(async (e: unknown) => {
    // The record itself not there, or not to be read: a problem of the file, said as one (and in
    // check --json's report), not as a crash of the program.
    const code = e instanceof Error ? (e as NodeJS.ErrnoException).code : undefined;
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      // A file where a folder of the path would be (`check notes.txt/g.yaml`): said to be no
      // folder, as a variant file's path and a file to write there are (fileAsFolder), where "no
      // such file" alone sent the user to look for a folder notes.txt.
      const under = fileAsFolder(path);
      if (under !== undefined) {
        const parts = { kind: 'record', file, looked: path, under };
        throw new SalvoError({ severity: 'error', code: 'no-such-file', message: `${under} is a file, not a folder: there is no game record ${file} (looked for ${path})`, suggestion: 'check the path', file, parts }, speakIn());
      }
      const near = await nearRecordName(io.cwd, file);
      // A template's id where the record goes (`salvo play perelman`, a newcomer's first try): the
      // record to start from it, not one to be named after it ('salvo new <variant> -o perelman').
      // So is one written as a file (`salvo show jutland.yaml`), as `pad jutland.yaml` is told the template.
      const ids = near === undefined ? await templateIds() : [];
      const bare = file.replace(/\.ya?ml$/iu, '');
      const template = ids.includes(file) ? file : ids.includes(bare) ? bare : undefined;
      const suggestion =
        near !== undefined
          ? `did you mean ${near}?`
          : template !== undefined
            ? `${template} is a built-in variant, not a game record; to start a record of a game of it: 'salvo new ${template} -o game.yaml'`
            : `check the path, or start a record with 'salvo new <variant> -o ${shellWord(file)}'`;
      const parts = { kind: 'record', file, looked: path, ...(near !== undefined ? { near } : {}), ...(template !== undefined ? { template } : {}) };
      throw new SalvoError({ severity: 'error', code: 'no-such-file', message: `no such file: there is no game record ${file} (looked for ${path})`, suggestion, file, parts }, speakIn());
    }
    if (code === 'EACCES' || code === 'EPERM') {
      throw new SalvoError({ severity: 'error', code: 'no-permission', message: `no permission to read ${file}`, suggestion: "check the file's permissions", file, parts: { file } }, speakIn());
    }
    throw e;
  });
  if (!f.ok) throw new SalvoError(f.diagnostics.map((d) => (d.file === undefined ? { ...d, file } : d)), speakIn(f));
  return f;
}

/**
 * The one of `languages` a `--lang` none of them is was meant to be: the same code in other
 * capitals (`PL`), or the same language with a region (`ru-RU`, `ru_RU`) where the variant has
 * the language alone, or the language's name or three-letter code (`polski`, `русский`, `eng`);
 * undefined where none or more than one fits.
 *
 * @example
 *   meantLanguage('ru_RU', ['ru', 'en']) // 'ru'
 */
export function meantLanguage(lang: string, languages: readonly string[]): string | undefined {
  const low = lang.trim().toLowerCase().replace(/_/gu, '-');
  const same = languages.filter((l) => l.toLowerCase() === low);
  if (same.length === 1) return same[0];
  const primary = low.split('-')[0] ?? '';
  const fits = languages.filter((l) => l.toLowerCase() === primary);
  if (primary !== '' && fits.length === 1) return fits[0];
  // `--lang polski`, `русский`, `pol`, `English`: the language named, or its three-letter code.
  const named = languageMeant(lang.trim().toLowerCase());
  return named !== undefined && named !== lang ? meantLanguage(named, languages) : undefined;
}

/**
 * The language a command names classes and words in, the same rule for every command: `--lang`
 * when given (a language the variant lacks is a usage error, exit 2), else the record's
 * `language:` when the variant has it, else the variant's first language. Commands without a
 * record (`fleet`) pass none.
 *
 * @example
 *   commandLanguage(statki, undefined, { language: 'en' }) // 'en' (statki's first is 'pl')
 *   commandLanguage(statki, 'xx', record) // throws UsageError: statki has no language "xx" (it has pl, en)
 */
export function commandLanguage(variant: Variant, lang: string | undefined, record?: Pick<GameRecord, 'language'>): Lang {
  if (lang !== undefined) {
    // `includes`, not `variant.words[lang]`: `--lang constructor` is no language either.
    // Said in the language asked for where salvo speaks it (--lang ru on Statki), as the record
    // reader says a record's language: line the variant lacks.
    if (!variant.languages.includes(lang)) {
      const has = variant.languages.join(', ');
      // `--lang PL`, `--lang ru-RU`, `--lang ru_RU`: the variant's code meant, named (never read as meant).
      const meant = meantLanguage(lang, variant.languages);
      const [en, ru, pl] = meant === undefined ? ['', '', ''] : [`; did you mean --lang ${meant}?`, `; может быть, --lang ${meant}?`, `; może chodziło o --lang ${meant}?`];
      // A language salvo has no words in either (--lang de): said in the record's or the variant's.
      throw new UsageError(
        `${variant.id} has no language "${lang}" (it has ${has}${en})`,
        {
          ru: `у варианта ${variant.id} нет языка ${quoted('ru', lang)} (есть ${has}${ru})`,
          pl: `wariant ${variant.id} nie ma języka ${quoted('pl', lang)} (ma ${has}${pl})`,
        },
        commandLanguage(variant, undefined, record),
      );
    }
    return lang;
  }
  const recorded = record?.language;
  return writingLanguage(variant, recorded !== undefined && variant.languages.includes(recorded) ? recorded : undefined);
}

/**
 * A record's warnings, in the file's order: lines read with a guess (no "->", no ": ", a player
 * for a side), which every command reading a record says on standard error, as `check` does.
 */
export function readingWarnings(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.filter((d) => d.severity === 'warning').sort(inFileOrder);
}

/** Print diagnostics to standard error, one per line; problems reading the record in `said`'s language (`readingLine`). */
export function printDiagnostics(io: CliIO, diagnostics: readonly Diagnostic[], said?: ReadingLanguage): void {
  for (const d of diagnostics) io.err((said === undefined ? formatDiagnostic(d) : readingLine(d, said)) + '\n');
}


/** Split a `--sides a,b` style option into exactly two non-empty parts. */
export function pairOption(value: string | undefined, name: string): [string, string] | undefined {
  if (value === undefined) return undefined;
  const parts = value.split(',').map((p) => p.trim());
  if (parts.length !== 2 || parts.some((p) => p === '')) {
    throw new UsageError(`${name} takes two names separated by a comma, e.g. ${name} Ann,Bob`, {
      ru: `${name}: дайте два имени через запятую, например ${name} Аня,Боря`,
      pl: `${name}: podaj dwie nazwy rozdzielone przecinkiem, np. ${name} Ania,Bartek`,
    });
  }
  return [parts[0]!, parts[1]!];
}

/**
 * A `--seed` option: a number or a word, trimmed; a blank one is a usage error (every command
 * with `--seed` refuses it alike, as `fleet random` does).
 *
 * @example
 *   seedOption(' 7 ') // '7'
 *   seedOption('')    // UsageError: --seed takes a number or a word, e.g. --seed 42
 */
export function seedOption(value: string): string {
  if (value.trim() === '') throw new UsageError('--seed takes a number or a word, e.g. --seed 42', { ru: '--seed: дайте число или слово, например --seed 42', pl: '--seed: podaj liczbę albo słowo, np. --seed 42' });
  return value.trim();
}

/**
 * A positive integer option (`--after 12`), from `min`, and at most `max` where a larger one
 * cannot be used (`--games`: a game's row each is kept).
 *
 * @example
 *   intOption('7', '--games', 1, 1_000_000)           // 7
 *   intOption('99999999999', '--games', 1, 1_000_000) // UsageError: --games takes a whole number from 1 to 1000000, not "99999999999"
 */
export function intOption(value: string | undefined, name: string, min = 0, max?: number): number | undefined {
  if (value === undefined) return undefined;
  const range = `${min > 0 || max !== undefined ? ` from ${min}` : ''}${max !== undefined ? ` to ${max}` : ''}`;
  if (!/^\d+$/u.test(value.trim()) || Number(value) < min || (max !== undefined && Number(value) > max)) {
    // In Russian and Polish as pad says its --sheets (pad-text.ts), where --lang asks for them.
    const from = min > 0 || max !== undefined;
    const [ru, pl] = [`${from ? ` от ${min}` : ''}${max !== undefined ? ` до ${max}` : ''}`, `${from ? ` od ${min}` : ''}${max !== undefined ? ` do ${max}` : ''}`];
    throw new UsageError(`${name} takes a whole number${range}, not "${value}"`, {
      ru: `${name}: нужно целое число${ru}, а не ${quoted('ru', value)}`,
      pl: `${name}: potrzebna liczba całkowita${pl}, nie ${quoted('pl', value)}`,
    });
  }
  return Number(value);
}

/**
 * A `--budget` option (analyze, suggest, simulate, infer, count): a whole number from 1, in units
 * of about a millisecond of the engine's work, as `intOption` reads it. Where it was typed as a
 * time (`10s`, `2min`, `500ms`, `10 с`), with thousands set apart (`60 000`, `60_000`, `60,000`)
 * or in thousands (`60k`), the usage error names the number meant (`did you mean --budget 10000?`),
 * never read as meant: the budget is work, not time.
 *
 * @example
 *   budgetOption('60000') // 60000
 *   budgetOption('10s')   // UsageError: --budget takes a whole number from 1, not "10s"; …; did you mean --budget 10000?
 */
export function budgetOption(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const meant = budgetMeant(value);
  if (meant === undefined) return intOption(value, '--budget', 1);
  throw new UsageError(`--budget takes a whole number from 1, not "${value}": units of about a millisecond of work on a 2-core machine (work, not time); did you mean --budget ${meant}?`, {
    ru: `--budget: нужно целое число от 1, а не ${quoted('ru', value)}: единицы работы примерно в миллисекунду на двухъядерной машине (работа, а не время); может быть, --budget ${meant}?`,
    pl: `--budget: potrzebna liczba całkowita od 1, nie ${quoted('pl', value)}: jednostki pracy około milisekundy na maszynie dwurdzeniowej (praca, nie czas); czy chodziło o --budget ${meant}?`,
  });
}

/** The whole `--budget` a value typed as a time, with thousands set apart or in thousands means (`budgetOption`); undefined for anything else. */
export function budgetMeant(value: string): number | undefined {
  const typed = value.trim().toLowerCase();
  const unit: Record<string, number> = { ms: 1, 'мс': 1, s: 1000, sec: 1000, sek: 1000, 'с': 1000, 'сек': 1000, m: 60_000, min: 60_000, 'мин': 60_000, k: 1000, 'к': 1000, 'тыс': 1000, 'тыс.': 1000 };
  const timed = /^(\d+(?:[.,]\d+)?)\s*([a-zа-яё.]+)$/u.exec(typed);
  const n = timed !== null ? Number(timed[1]!.replace(',', '.')) * (unit[timed[2]!] ?? Number.NaN) : /^\d{1,3}(?:([\s_,'\u00a0\u202f])\d{3})(?:\1\d{3})*$/u.test(typed) ? Number(typed.replace(/[^\d]/gu, '')) : Number.NaN;
  return Number.isInteger(n) && n >= 1 ? n : undefined;
}

/**
 * What `--after` asked (show, infer): a whole number, counted as the command counts (`show`: the
 * record's salvos, both sides'; `infer`: the salvos fired at the target), or `<side>:<n>`, after
 * that side's own n-th salvo (the number pencilled on its chart), the same moment in every
 * command; `at` is that salvo's 0-based place in the record (for a line naming no cell, counted
 * as `check` counts it, the place of the last salvo of the record before it), `kept` how many of
 * the side's first n are in the record's salvos (the lines naming no cell left out).
 */
export type AfterAsked = { readonly kind: 'count'; readonly n: number } | { readonly kind: 'side'; readonly side: string; readonly n: number; readonly at: number; readonly kept: number };

/**
 * Read `--after`: `12`, or `blue:6` (a side by id, name or player, as `--side` takes it).
 *
 * @example
 *   afterOption('12', record, variant)     // { kind: 'count', n: 12 }
 *   afterOption('red:6', record, variant)  // { kind: 'side', side: 'red', n: 6, at: 11, kept: 6 } in a game blue starts
 *   afterOption('red:99', record, variant) // UsageError: --after red:99: red fired 15 salvos in the record; …
 */
export function afterOption(value: string | undefined, record: Pick<GameRecord, 'salvos' | 'sides'>, variant: Variant, sources?: Pick<RecordSources, 'salvos' | 'lost'>, lang = 'en'): AfterAsked | undefined {
  if (value === undefined) return undefined;
  const colon = value.lastIndexOf(':');
  if (colon < 0) {
    if (!/^\s*\d+\s*$/u.test(value)) throw new UsageError(usageTextOf(lang).afterNotANumber(value, singleShots(variant), record.sides[0].id, afterMeant(value, record, variant)));
    return { kind: 'count', n: Number(value.trim()) };
  }
  const name = value.slice(0, colon).trim();
  const number = value.slice(colon + 1).trim();
  // The number before the side (`3:ala`): neither a number nor a side's salvo, but the one meant is clear.
  const swapped = /^\d+$/u.test(number) ? undefined : afterMeant(value, record, variant);
  if (swapped !== undefined) throw new UsageError(usageTextOf(lang).afterNotANumber(value, singleShots(variant), record.sides[0].id, swapped));
  if (!/^\d+$/u.test(number) || Number(number) < 1) {
    // The example names the side typed where it is one of the game's, else the record's first
    // (`ala` in a record of ala and tomek), never a side the game may not have.
    const known = name !== '' && resolveSideOrPlayer(name, record.sides, variant) !== undefined;
    const shown = known ? name : record.sides[0].id;
    // Something typed that is no number at all (`ala:3x`): said so, not that salvos are numbered
    // from 1; a number written as an ordinal (`ala:3.`, `ala:3-й`, `ala:#3`) is named as meant.
    if (number !== '' && !/^[-+]?\d+([.,]\d+)?$/u.test(number)) {
      const ordinal = sideSalvoOrdinal(number);
      throw new UsageError(usageTextOf(lang).afterNotSideNumber(value, number, shown, singleShots(variant), known && ordinal !== undefined ? shellWord(`${name}:${ordinal}`) : undefined));
    }
    throw new UsageError(usageTextOf(lang).afterFromOne(value, shown, singleShots(variant)));
  }
  const side = resolveSideOrPlayer(name, record.sides, variant);
  if (side === undefined) throw new UsageError(usageTextOf(lang).notASide(name, sideNamesHint(name, record.sides, variant, lang), `--after ${value}: `));
  const n = Number(number);
  const me = variantSideOf(record, variant, side);
  // Numbered as check numbers them: a line naming no cell was a salvo of its side too.
  const own = sideSalvos(record, (s) => variantSideOf(record, variant, s) === me, sources);
  const fired = own.length;
  if (n <= fired) return { kind: 'side', side, n, at: own[n - 1]!.at, kept: own.slice(0, n).filter((s) => s.lost === undefined).length };
  // English types the side's id, as it always has; Russian and Polish the side as typed, named as the text names it.
  const typed = spoken(lang) === 'en' ? side : name;
  throw new UsageError(usageTextOf(lang).afterPastSide(value, typed, sideTitle(record, variant, side, lang, { player: true }), fired, singleShots(variant)));
}

/**
 * The number of a side's salvo written as an ordinal, as players write one: `3.` (Polish),
 * `3-й`, `3-я`, `3й` (Russian), `3rd`, `#3`, `№3`, `no. 3`; undefined for anything else or 0.
 *
 * @example
 *   sideSalvoOrdinal('3.')  // 3
 *   sideSalvoOrdinal('3-й') // 3
 *   sideSalvoOrdinal('3x')  // undefined
 */
export function sideSalvoOrdinal(typed: string): number | undefined {
  const m = /^(?:#|№|no\.?)?\s*(\d+)(?:\.|-?(?:й|я|е|го|ой|ий|ый)|st|nd|rd|th)?$/iu.exec(typed.trim());
  if (m === null) return undefined;
  const n = Number(m[1]);
  return n >= 1 ? n : undefined;
}

/**
 * The `<side>:<n>` that an `--after` value neither a number nor `<side>:<n>` means, where it is
 * clear: a side of the game (by id, name or player, as `--after` takes it) and a number from 1,
 * written without the colon (`ala 3`, `ala3`, `ala-3`) or in the other order (`3:ala`, `3 ala`);
 * undefined where no reading, or more than one, names a side. Only suggested, never read as meant;
 * quoted for the shell where it has a space (`"Gracz 1:3"`).
 *
 * @example
 *   afterMeant('ala 3', record, variant) // 'ala:3'
 *   afterMeant('3:ala', record, variant) // 'ala:3'
 */
function afterMeant(value: string, record: Pick<GameRecord, 'sides'>, variant: Variant): string | undefined {
  const typed = value.trim();
  const readings = new Set<string>();
  const read = (name: string, n: string): void => {
    const side = name.trim();
    if (side !== '' && Number(n) >= 1 && resolveSideOrPlayer(side, record.sides, variant) !== undefined) readings.add(`${side}:${Number(n)}`);
  };
  // The side, then its number after a space, a stray mark or nothing (a side may end in a digit: p1 3).
  for (let i = 1; i < typed.length; i++) {
    const m = /^[\s\-=#.,;_]*(\d+)$/u.exec(typed.slice(i));
    if (m !== null) read(typed.slice(0, i), m[1]!);
  }
  // The number, then the side.
  const first = /^(\d+)\s*[:\s\-]\s*(\S.*)$/u.exec(typed);
  if (first !== null) read(first[2]!, first[1]!);
  // As a shell reads it back whole (`"Gracz 1:3"`), to be typed as it is.
  return readings.size === 1 ? shellWord([...readings][0]!) : undefined;
}

/** The last salvo of the record's first `n`, as the JSON gives it: its number in the record, its side and that side's own number; null for none. */
export interface LastSalvo {
  readonly salvo: number;
  readonly side: string;
  readonly sideSalvo: number;
}

/**
 * Which salvo the first `n` of the record end with (`lastSalvo` of `show --json` and `infer
 * --json`): numbered as the record's text numbers it (`sources`), its side as the record names it,
 * and the side's own number (as `--after side:n` takes it, and `check` gives it: with `sources`,
 * a line naming no cell counts).
 */
export function lastSalvoOf(record: Pick<GameRecord, 'salvos' | 'sides'>, variant: Variant, n: number, sources?: Pick<RecordSources, 'salvos' | 'lost'>): LastSalvo | null {
  if (n <= 0 || n > record.salvos.length) return null;
  const me = variantSideOf(record, variant, record.salvos[n - 1]!.side);
  // As check numbers it: a line naming no cell before it was a salvo of its side too.
  return { salvo: sources?.salvos[n - 1]?.item ?? n, side: recordSideOf(record, variant, me), sideSalvo: sideSalvoNumber(record, n - 1, sources) };
}

/**
 * What `infer` and `suggest` say, on standard error, of a record read for its evidence: the lines
 * read with a guess (warnings) and what could not be read (errors, as check says them: `ошибка`,
 * `błąd`), in the file's order, then a line counting the errors, left out of the evidence (not
 * fatal); returns them all as warnings in the file's order, for `--json`'s `warnings`, what could
 * not be read with `kind: 'reading-error'` after its severity.
 */
export function evidenceReadingWarnings(io: CliIO, diagnostics: readonly Diagnostic[], file: string, said?: ReadingLanguage): Diagnostic[] {
  const unread = diagnostics.filter((d) => d.severity === 'error');
  printDiagnostics(io, [...readingWarnings(diagnostics), ...unread].sort(inFileOrder), said);
  // Warnings for --json, as the evidence goes on without them (exit 0), but told from the lines
  // read with a guess by `kind: "reading-error"`, as the text calls them errors.
  const warnings = [...readingWarnings(diagnostics), ...unread.map(({ severity: _error, ...u }) => ({ severity: 'warning' as const, kind: 'reading-error' as const, ...u }))].sort(inFileOrder);
  if (unread.length > 0) io.err(leftOutOfEvidence(file, unread.length, said?.lang ?? 'en') + '\n');
  return warnings;
}

/** The line after what could not be read, said in `lang`: it is left out of the evidence. */
function leftOutOfEvidence(file: string, n: number, lang: string): string {
  switch (spoken(lang)) {
    case 'ru':
      return `salvo: ${file}: ${n} ${plural('ru', n, 'ошибка', 'ошибки', 'ошибок')} чтения: то, что не прочитано, не учитывается ('salvo check' перечисляет все нарушения)`;
    case 'pl':
      return `salvo: ${file}: ${n} ${plural('pl', n, 'błąd', 'błędy', 'błędów')} odczytu: to, czego nie odczytano, nie jest brane pod uwagę ('salvo check' wymienia wszystkie naruszenia)`;
    default:
      return `salvo: ${file}: ${n} reading error${n === 1 ? '' : 's'}: what could not be read is left out of the evidence ('salvo check' lists every breach)`;
  }
}

/**
 * A side as players at a Russian or Polish table name it in a line of cells, as play and record
 * say back the salvos they save (`записан залп 1: Коля: а1 б2 в3 -> попаданий нет`): where the
 * record keeps the variant's own id (`blue`, which reads as English), its player, else the
 * variant's name for it in `lang` (`Синие`), the first that play reads back as this side (typed
 * at its prompt, `Коля: а1`). In English, for a side the record named itself (`--sides первый,второй`),
 * and where neither reads back as the side, its id, as the file writes it.
 *
 * @example
 *   spokenSide(record, perelman, 'blue', 'ru') // 'Коля' (sides: { blue: Коля, red: Маша })
 *   spokenSide(record, perelman, 'blue', 'en') // 'blue'
 */
export function spokenSide(record: Pick<GameRecord, 'sides'>, variant: Variant, side: string, lang: string): string {
  if (lang === 'en') return side;
  const i = record.sides.findIndex((s) => s.id === side);
  const own = i < 0 ? undefined : variant.turns.sides[i as 0 | 1];
  if (own === undefined || own.id !== side) return side;
  const names = [record.sides[i]!.player, localize(own.name, lang, variant)];
  return names.find((n) => n !== undefined && n.trim() !== '' && !n.includes(':') && resolveSideOrPlayer(n, record.sides, variant) === side)?.trim() ?? side;
}
