/**
 * A variant file that cannot be read (not there, a folder, not to be read, not UTF-8, a YAML
 * error), said in the language a command was given with `--lang`: the variant is not read, so
 * its own languages cannot say it. A file not there is said in every language as a record not
 * there is (`nothere.yaml: error no-such-file: no such file: there is no variant file nothere.yaml
 * (looked for /abs/nothere.yaml) (…)`), where English said it as the program's `salvo: no such
 * file: /abs/nothere.yaml (…)` line; the other refusals stay so in English.
 *
 * @example
 *   const v = await loadVariant(ref, { cwd }).catch((e: unknown) => { throw variantUnread(e, ref, cwd, 'ru'); });
 *   // pad nothere.yaml --lang ru: 'nothere.yaml: ошибка no-such-file: нет такого файла: файла варианта nothere.yaml нет (…)'
 *   const w = await loadVariantSaid('ru12.yaml', { cwd }, undefined);
 *   // count ru12.yaml, its languages: [ru]: 'ru12.yaml:7:29: ошибка label-collision: …', as variant check says it
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SalvoError, type Diagnostic } from '../../core/diagnostics.js';
import { spoken } from '../../core/language.js';
import { declaredLanguages, loadVariant, templatesDir, type LoadOptions } from '../../variant/load.js';
import type { Variant } from '../../variant/model.js';
import { UsageError } from '../errors.js';
import { fileAsFolder } from './output.js';
import { variantDiagnosticLine } from './variant-check-text.js';

/**
 * A variant given as `-`, which a script writer may take for standard input as a record's `-`
 * is: refused as a usage error (exit 2) saying variants are read from files, where before it was
 * `"-" is neither a built-in template nor a file`, which said not why. A file named `-` is `./-`.
 */
export function refuseStdinVariant(ref: string): void {
  if (ref !== '-') return;
  throw new UsageError("a variant is not read from standard input: give its file's path (./- for a file named -) or a template id, not - ('salvo variants' lists the templates)", {
    ru: "вариант не читается со стандартного ввода: укажите путь к его файлу (./- для файла с именем -) или шаблон, а не - (шаблоны перечисляет 'salvo variants')",
    pl: "wariant nie jest czytany ze standardowego wejścia: podaj ścieżkę jego pliku (./- dla pliku o nazwie -) albo szablon, nie - (szablony wymienia 'salvo variants')",
  });
}

/**
 * The error to throw for `e`, met reading the variant `ref` (relative to `cwd`) with `lang`
 * asked for: a file not there (or under a file taken for a folder) as a `SalvoError` with its
 * parts, in any language; a `SalvoError` carrying `lang` where it had none; a file not to be read
 * as a `SalvoError` with its parts, where `lang` is not English; else `e` itself.
 */
export function variantUnread(e: unknown, ref: string, cwd: string, lang: string | undefined): unknown {
  const code = e instanceof Error && !(e instanceof SalvoError) ? (e as NodeJS.ErrnoException).code : undefined;
  // A file not there, in every language: said as a record not there is (`check`), with the path
  // as typed in --json's `file`.
  if (code === 'ENOENT' || code === 'ENOTDIR') {
    return new SalvoError(variantNotThere(ref, (e as NodeJS.ErrnoException).path ?? resolve(cwd, ref)), lang);
  }
  if (lang === undefined) return e;
  if (e instanceof SalvoError) return e.lang === undefined ? new SalvoError(e.diagnostics, lang) : e;
  if (spoken(lang) === 'en' || code === undefined) return e;
  if (code === 'EACCES' || code === 'EPERM') {
    return new SalvoError({ severity: 'error', code: 'no-permission', message: `no permission to read ${ref}`, suggestion: "check the file's permissions", file: ref, parts: { file: ref } }, lang);
  }
  return e;
}

/**
 * A variant file `ref` not there, looked for at `looked` (absolute): where a file stands in the
 * path in a folder's place (`pad notes.txt/sub/v.yaml`), that file is said to be no folder, as a
 * file to write there is (output.ts refuseMissingFolder), where "no such file" alone sent the
 * user to look for a folder notes.txt.
 */
export function variantNotThere(ref: string, looked: string): Diagnostic {
  const under = fileAsFolder(looked);
  const said = `there is no variant file ${ref} (looked for ${looked})`;
  const template = under === undefined ? templateAsFile(ref) : undefined;
  return {
    severity: 'error',
    code: 'no-such-file',
    message: under !== undefined ? `${under} is a file, not a folder: ${said}` : `no such file: ${said}`,
    suggestion: template !== undefined ? `${template} is a built-in template: write ${template}, without .yaml` : "check the path, or run 'salvo variants' for the built-in templates",
    file: ref,
    parts: { kind: 'variant', file: ref, looked, ...(under !== undefined ? { under } : {}), ...(template !== undefined ? { template } : {}) },
  };
}

/**
 * The built-in template a variant file not there names as a file (`salvo pad jutland.yaml`,
 * `Statki.yml`): its id, where the name, without a folder and its extension, is one; else undefined.
 *
 * @example
 *   templateAsFile('jutland.yaml') // 'jutland'
 *   templateAsFile('my/jutland.yaml') // undefined
 */
export function templateAsFile(ref: string): string | undefined {
  const m = /^([^\\/]+)\.ya?ml$/iu.exec(ref.trim());
  const id = m?.[1]?.toLowerCase();
  return id !== undefined && /^[a-z0-9-]+$/u.test(id) && existsSync(join(templatesDir(), `${id}.yaml`)) ? id : undefined;
}

/**
 * Load the variant `ref` for a command given `--lang` as `lang` (undefined where not given): a
 * file that cannot be read, or whose content is in error, is said in `lang`, else in the file's
 * first declared language (`languages: [ru]`), as `salvo variant check` says it; English files
 * and files not there with no `--lang` as they were. `-` is refused (refuseStdinVariant).
 */
export async function loadVariantSaid(ref: string, opts: LoadOptions, lang: string | undefined, say?: (text: string) => void): Promise<Variant> {
  refuseStdinVariant(ref);
  try {
    if (say === undefined) return await loadVariant(ref, opts);
    const own: Diagnostic[] = [];
    const variant = await loadVariant(ref, { ...opts, warnings: own });
    opts.warnings?.push(...own);
    sayVariantWarnings(own, lang ?? variant.languages[0] ?? 'en', say);
    return variant;
  } catch (e) {
    // A template's name typed for its id: said in the name's language (`морской бой`: Russian).
    const declared = lang === undefined && e instanceof SalvoError ? ((await declaredLanguages(ref, opts.cwd))[0] ?? namedLanguage(e.diagnostics)) : undefined;
    throw variantUnread(e, ref, opts.cwd, lang ?? (declared !== undefined && spoken(declared) !== 'en' ? declared : undefined));
  }
}

/** The language of a template's name typed for its id (load.ts's `unknown-variant`, `parts.nameLanguage`), where `diagnostics` say so. */
export function namedLanguage(diagnostics: readonly Diagnostic[]): string | undefined {
  const said = diagnostics.find((d) => d.code === 'unknown-variant')?.parts?.['nameLanguage'];
  return typeof said === 'string' ? said : undefined;
}

/**
 * A variant's own warnings (`label-script`, `duplicate-mark`, …), each said once as a line to
 * `say` (standard error) in `lang`, as `salvo variant check` says it, so that a designer running
 * pad, count, fleet random or variant show on the file sees them too. A fit the quick search left
 * open (`fleet-fit-unknown`) is not said: variant check settles it by counting, to nothing or an error.
 *
 * @example
 *   sayVariantWarnings(warnings, 'ru', (t) => io.err(t));
 *   // 'mixed.yaml:55:24: предупреждение label-script: board.columnLabels: "B" (3) написана латиницей среди кириллических меток (…)\n'
 */
export function sayVariantWarnings(warnings: readonly Diagnostic[], lang: string, say: (text: string) => void): void {
  for (const d of warnings) if (d.severity !== 'error' && d.code !== 'fleet-fit-unknown') say(`${variantDiagnosticLine(d, lang)}\n`);
}
