/**
 * Loading variants from disk: a built-in template by id (`jutland`, from the package's
 * `templates/` directory) or a variant file by path. Files are size-checked before they are read.
 * Errors come out as a `SalvoError` carrying every diagnostic.
 *
 * @example
 *   const v = await loadVariant('jutland', { cwd: process.cwd() });
 *   const all = await listTemplates(); // [{ id: 'classic-1967', file, variant }, …]
 */
import { decodeText } from '../core/text-file.js';
import { readdir, readFile, stat } from 'node:fs/promises';
import { isSeq, parseDocument } from 'yaml';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SalvoError, type Diagnostic } from '../core/diagnostics.js';
import { fileKind, recordSides, wrongKind } from '../core/file-kind.js';
import type { Variant } from './model.js';
import { readVariantText } from './parse.js';
import { didYouMean } from './suggest.js';
import { latinSkeleton } from '../core/transliteration.js';
import { asLatinKeys } from '../core/coords.js';
import { DEFAULT_MAX_BYTES } from './yaml-source.js';

export interface LoadOptions {
  /** Directory that relative file paths are resolved against. */
  readonly cwd: string;
  /** Characters the pad's font lacks (see `validateVariant`). */
  readonly missingGlyphs?: (text: string) => string[];
  /** With `missingGlyphs`: check only the texts of these languages (those a pad prints). */
  readonly glyphLanguages?: readonly string[];
  /** Where given, the warnings of a variant that loads are added to it (else dropped), so that a caller need not read the file again to see them. */
  readonly warnings?: Diagnostic[];
  /** The command loading it, where a game record given instead is told what to do by it (`count`). */
  readonly command?: string;
}

export interface TemplateEntry {
  /** The template id: its file name without `.yaml`. */
  readonly id: string;
  /** Absolute path of the template file. */
  readonly file: string;
  readonly variant: Variant;
}

/**
 * The package's `templates/` directory. The module lives two levels below the package root both
 * in `src/variant/` (run through tsx or vitest) and in `dist/variant/` (built).
 */
export function templatesDir(): string {
  return fileURLToPath(new URL('../../templates/', import.meta.url));
}

/** Ids of the built-in templates, sorted. */
export async function templateIds(): Promise<string[]> {
  const names = await readdir(templatesDir());
  return names
    .filter((n) => n.endsWith('.yaml'))
    .map((n) => n.slice(0, -'.yaml'.length))
    .sort();
}

/** Does `ref` name a file rather than a template id? */
function looksLikePath(ref: string): boolean {
  return /[\\/]/.test(ref) || /\.ya?ml$/i.test(ref) || ref.startsWith('.');
}

/** A game's name as typed or written, compared for a guess: lower case, spaces, `-` and `_` alike, what is in parentheses left out. */
function guessKey(name: string): string {
  return name.toLowerCase().replace(/\([^)]*\)/gu, ' ').replace(/[\s_-]+/gu, ' ').trim();
}

/** Each template's names, in every language it has, as guessKey compares them (`battleship`, `sea battle`, `морской бой`). */
async function templateGuessNames(ids: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const id of ids) {
    const { names } = await templateNames(id);
    out.set(id, Object.values(names).filter((n): n is string => typeof n === 'string').map(guessKey).filter((n) => n !== ''));
  }
  return out;
}

/**
 * The templates a name not found may have meant: one a typo away (`jutlnd`); typed with the
 * keyboard in the Russian layout (`ьщкылщн-ищн`, `огедфтв`: the keys' Latin letters); the game by
 * its name, in any of the template's languages, as the README and `salvo variants` call it
 * (`battleship` for classic-1967, `salvo` for classic-salvo, `sea battle`), a typo away too; the
 * first word of templates' ids (`classic`: classic-1967 and classic-salvo); or an id spelt in the
 * other alphabet (`морской-бой`, `морской бой` for morskoy-boy), compared as both alphabets spell
 * it in Latin letters (latinSkeleton). Empty where none is near.
 */
async function templatesMeant(ref: string, ids: readonly string[]): Promise<string[]> {
  const typed = didYouMean(ref, ids);
  if (typed !== undefined) return [typed];
  const keys = /\p{Script=Cyrillic}/u.test(ref) ? asLatinKeys(ref.trim()) : undefined;
  if (keys !== undefined && ids.includes(keys)) return [keys];
  // The words typed in parentheses kept: `Морской бой (Перельман)` is not the game Морской бой.
  const key = guessKey(ref.replace(/[()]/gu, ' '));
  if (key !== '') {
    const names = await templateGuessNames(ids);
    const named = ids.filter((id) => names.get(id)!.includes(key) || id.split('-')[0] === key);
    if (named.length > 0) return named;
    const all = ids.flatMap((id) => names.get(id)!.map((n) => ({ id, n })));
    const near = didYouMean(key, all.map((a) => a.n));
    if (near !== undefined) return [...new Set(all.filter((a) => a.n === near).map((a) => a.id))];
  }
  const skeletons = ids.map((id) => latinSkeleton(id));
  const near = didYouMean(latinSkeleton(ref.trim().replace(/[\s_]+/g, '-')), skeletons);
  return near === undefined ? [] : [ids[skeletons.indexOf(near)]!];
}

/** A template's name as compared with a name typed: lower case, ё as е, × as x, no spaces, hyphens or underscores. */
function nameKey(name: string): string {
  return name.toLowerCase().replace(/ё/gu, 'е').replace(/×/gu, 'x').replace(/[\s_\-]+/gu, '');
}

/**
 * The template whose name `ref` is, in one of its languages (`Морской бой`, `морской бой`,
 * `Statki 15x15`; a name with its part in brackets left out too: `Sea Battle`), and the
 * language of that name (the template's first where it is so named in several); undefined
 * where none is, or several templates are.
 *
 * @example
 *   await templateNamed('морской бой', ids) // { id: 'morskoy-boy', lang: 'ru' }
 */
async function templateNamed(ref: string, ids: readonly string[]): Promise<{ id: string; lang: string } | undefined> {
  const key = nameKey(ref);
  if (key === '') return undefined;
  const found: { id: string; lang: string }[] = [];
  for (const id of ids) {
    const { languages: langs, names } = await templateNames(id);
    const fits = (text: unknown): boolean => typeof text === 'string' && [text, text.replace(/\s*\([^)]*\)\s*$/u, '')].some((n) => nameKey(n) === key);
    const lang = langs.find((l) => fits(names[l]));
    if (lang !== undefined) found.push({ id, lang });
  }
  return found.length === 1 ? found[0] : undefined;
}

/**
 * The language a name typed for template `id` is in, by its letters: Russian for Cyrillic, Polish
 * for a Polish letter (ą, ł, ż, …), where the template has that language; else undefined.
 *
 * @example
 *   await typedLanguage('морскои-бой', 'morskoy-boy') // 'ru'
 */
async function typedLanguage(ref: string, id: string): Promise<string | undefined> {
  const lang = /\p{Script=Cyrillic}/u.test(ref) ? 'ru' : /[ąćęłńóśźż]/iu.test(ref) ? 'pl' : undefined;
  return lang !== undefined && (await templateNames(id)).languages.includes(lang) ? lang : undefined;
}

/**
 * Template `id`'s languages and its name in each (a name given once, `name: Jutland`, is its
 * first language's), read from its YAML alone, for a name typed where an id goes.
 */
async function templateNames(id: string): Promise<{ languages: string[]; names: Record<string, unknown> }> {
  const read: unknown = parseDocument(await readFile(join(templatesDir(), `${id}.yaml`), 'utf8'), { logLevel: 'error' }).toJS();
  const { name, languages } = (typeof read === 'object' && read !== null ? read : {}) as { name?: unknown; languages?: unknown };
  const langs = Array.isArray(languages) ? languages.filter((l): l is string => typeof l === 'string') : [];
  const names: Record<string, unknown> = typeof name === 'string' ? { [langs[0] ?? 'en']: name } : typeof name === 'object' && name !== null ? (name as Record<string, unknown>) : {};
  return { languages: langs, names };
}

/** The file a reference points at, and how to name it in messages. */
export async function resolveVariantRef(ref: string, cwd: string): Promise<{ file: string; display: string; template?: string }> {
  if (!looksLikePath(ref)) {
    const ids = await templateIds();
    if (ids.includes(ref)) return { file: join(templatesDir(), `${ref}.yaml`), display: `templates/${ref}.yaml`, template: ref };
    const asFile = resolve(cwd, ref);
    const exists = await stat(asFile).then(
      (s) => s.isFile(),
      () => false,
    );
    if (exists) return { file: asFile, display: ref };
    // `salvo pad my-variant` for the my-variant.yaml that `salvo init` wrote: name the file.
    let withExtension: string | undefined;
    for (const ext of ['.yaml', '.yml']) {
      if (withExtension === undefined && (await stat(resolve(cwd, ref + ext)).then((s) => s.isFile(), () => false))) withExtension = ref + ext;
    }
    // A template's name typed for its id (`salvo count "морской бой"`): the id to write, and the
    // name's language (parts.nameLanguage), said in where no --lang gives one (loadVariantSaid).
    const named = withExtension === undefined ? await templateNamed(ref, ids) : undefined;
    if (named !== undefined) {
      throw new SalvoError({
        severity: 'error',
        code: 'unknown-variant',
        message: `${JSON.stringify(ref)} is the name of the template ${named.id}, not its id`,
        suggestion: `write its id: ${named.id}`,
        parts: { kind: 'neither', ref, named: named.id, nameLanguage: named.lang, templates: ids },
      });
    }
    const meant = withExtension === undefined ? await templatesMeant(ref, ids) : [];
    const guess = meant.length > 0 ? meant.join(' or ') : undefined;
    // A guess from a name typed in Cyrillic (`морскои-бой`) or with Polish letters: said in that
    // language where the template has it, as a template's name is; not an id typed with the
    // keyboard in the Russian layout (`ьщкылщн-ищн`), whose letters are no Russian word.
    const keyed = meant.length === 1 && asLatinKeys(ref.trim()) === meant[0];
    const guessLanguage = meant.length === 1 && !keyed ? await typedLanguage(ref, meant[0]!) : undefined;
    throw new SalvoError({
      severity: 'error',
      code: 'unknown-variant',
      message: `${JSON.stringify(ref)} is neither a built-in template nor a file`,
      suggestion:
        withExtension !== undefined
          ? `did you mean the file ${withExtension}? Name a variant file with its extension`
          : guess !== undefined
            ? `did you mean ${guess}? 'salvo variants' lists the templates`
            : `the templates are: ${ids.join(', ')}; 'salvo variants' lists them`,
      parts: { kind: 'neither', ref, ...(withExtension !== undefined ? { withExtension } : guess !== undefined ? { guess: meant[0]!, ...(meant.length > 1 ? { guesses: meant } : {}), ...(guessLanguage !== undefined ? { nameLanguage: guessLanguage } : {}) } : {}), templates: ids },
    });
  }
  const file = isAbsolute(ref) ? ref : resolve(cwd, ref);
  return { file, display: ref };
}

/** Read a file, refusing it before reading when it is over the size limit. */
async function readCapped(file: string, display: string): Promise<{ text?: string; diagnostic?: Diagnostic }> {
  const s = await stat(file);
  if (s.isDirectory()) {
    return { diagnostic: { severity: 'error', code: 'not-a-file', message: `${display} is a folder, not a variant file`, suggestion: 'give the path of a .yaml file', file: display, parts: { kind: 'variant', file: display } } };
  }
  if (s.size > DEFAULT_MAX_BYTES) {
    return {
      diagnostic: {
        severity: 'error',
        code: 'file-too-large',
        message: `the file has ${s.size} bytes; the limit is ${DEFAULT_MAX_BYTES}`,
        suggestion: 'a variant file is a few kilobytes; check that this is the right file',
        file: display,
      },
    };
  }
  const decoded = decodeText(await readFile(file), display);
  return 'diagnostic' in decoded ? { diagnostic: decoded.diagnostic } : { text: decoded.text };
}

/**
 * Every diagnostic (errors and warnings) of a variant file, without throwing for invalid content.
 * File-system errors (missing file) are thrown as they are.
 *
 * @example
 *   const diags = await checkVariantFile('my.yaml', { cwd: process.cwd() });
 */
export async function checkVariantFile(path: string, opts: LoadOptions = { cwd: process.cwd() }): Promise<Diagnostic[]> {
  const { file, display } = await resolveVariantRef(path, opts.cwd);
  const read = await readCapped(file, display);
  if (read.diagnostic) return [read.diagnostic];
  const r = readVariantText(read.text ?? '', display, opts.missingGlyphs ? { missingGlyphs: opts.missingGlyphs } : {});
  if (r.ok) return [...r.warnings];
  const record = recordInstead(read.text ?? '', file, display, opts.cwd, opts.command);
  return record !== undefined ? [record] : [...r.diagnostics];
}

/**
 * Load a template (`jutland`) or a variant file (`./my.yaml`). Throws a `SalvoError` with every
 * diagnostic when it is invalid; warnings are dropped (use `checkVariantFile` to see them).
 *
 * @example
 *   const v = await loadVariant('perelman', { cwd: process.cwd() }); v.board.columnLabels[0] // 'а'
 */
export async function loadVariant(ref: string, opts: LoadOptions): Promise<Variant> {
  const { file, display, template } = await resolveVariantRef(ref, opts.cwd);
  // Templates do not change while the program runs: validate each once (the same object also
  // keeps core's per-variant placement caches warm). Not with a glyph check, which varies.
  // Its warnings (none in a template salvo ships) are kept with it, for a caller that asks for them.
  if (template !== undefined && !opts.missingGlyphs) {
    let cached = templateCache.get(template);
    if (!cached) {
      const warnings: Diagnostic[] = [];
      cached = readAndValidate(file, display, template, { warnings }).then((variant) => ({ variant, warnings }));
      templateCache.set(template, cached);
      cached.catch(() => templateCache.delete(template));
    }
    const { variant, warnings } = await cached;
    opts.warnings?.push(...warnings);
    return variant;
  }
  return readAndValidate(file, display, template ?? display, opts);
}

/**
 * A game record given where a variant goes: the one error saying so, naming the record's variant
 * as it would be named from `cwd`; undefined where the text is not a record's.
 */
function recordInstead(text: string, file: string, display: string, cwd: string, command: string | undefined): Diagnostic | undefined {
  let doc: unknown;
  try {
    // The library's warnings off (logLevel: 'error'): a file with a slip is said in our words alone,
    // not also by Node's `Warning: Keys with collection values will be stringified …`.
    doc = parseDocument(text, { uniqueKeys: false, logLevel: 'error' }).toJS({ maxAliasCount: 100 });
  } catch {
    return undefined;
  }
  if (fileKind(doc) !== 'record') return undefined;
  const v: unknown = (doc as { variant?: unknown }).variant;
  // A variant file the record names is relative to the record's folder; said from where the command runs.
  const variant = typeof v !== 'string' || v.trim() === '' ? undefined : looksLikePath(v.trim()) && !isAbsolute(v.trim()) ? relative(cwd, resolve(dirname(file), v.trim())) || v.trim() : v.trim();
  return wrongKind({ is: 'record', wanted: 'variant', file: display, sides: recordSides(doc), ...(variant !== undefined ? { variant } : {}), ...(command !== undefined ? { command } : {}) });
}

const templateCache = new Map<string, Promise<{ readonly variant: Variant; readonly warnings: readonly Diagnostic[] }>>();

async function readAndValidate(file: string, display: string, source: string, opts: Pick<LoadOptions, 'missingGlyphs' | 'glyphLanguages' | 'warnings' | 'command'> & { readonly cwd?: string }): Promise<Variant> {
  const read = await readCapped(file, display);
  if (read.diagnostic) throw new SalvoError(read.diagnostic);
  const r = readVariantText(read.text ?? '', display, {
    source,
    ...(opts.missingGlyphs ? { missingGlyphs: opts.missingGlyphs } : {}),
    ...(opts.glyphLanguages ? { glyphLanguages: opts.glyphLanguages } : {}),
  });
  if (!r.ok) throw new SalvoError(recordInstead(read.text ?? '', file, display, opts.cwd ?? process.cwd(), opts.command) ?? r.diagnostics);
  opts.warnings?.push(...r.warnings);
  return r.value;
}

/**
 * The built-in templates, sorted by id. Throws a `SalvoError` if one of them is invalid (a bug in
 * the package).
 */
export async function listTemplates(): Promise<TemplateEntry[]> {
  const ids = await templateIds();
  const out: TemplateEntry[] = [];
  for (const id of ids) {
    const file = join(templatesDir(), `${id}.yaml`);
    const variant = await loadVariant(id, { cwd: templatesDir() });
    out.push({ id, file, variant });
  }
  return out;
}

/**
 * The languages a variant file declares (`languages: [ru, en]`), read from its YAML as it stands,
 * errors elsewhere in it or not: what `variant check` speaks by default. Empty where the file
 * cannot be read, is not YAML, or declares none as a list of texts.
 *
 * @example
 *   await declaredLanguages('templates/perelman.yaml', process.cwd()) // ['ru', 'en']
 */
export async function declaredLanguages(ref: string, cwd: string): Promise<string[]> {
  try {
    const { file } = await resolveVariantRef(ref, cwd);
    const read = await readCapped(file, ref);
    if (read.text === undefined) return [];
    const doc = parseDocument(read.text, { uniqueKeys: false, logLevel: 'error' });
    const languages: unknown = doc.get('languages');
    const list: unknown = isSeq(languages) ? languages.toJSON() : undefined;
    return Array.isArray(list) ? list.filter((l): l is string => typeof l === 'string') : [];
  } catch {
    return [];
  }
}
