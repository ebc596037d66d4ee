/**
 * Reading a variant file's text: YAML → plain data with positions (`parseVariantText`), and the
 * one-call text → `Variant` (`readVariantText`) that joins the YAML problems with the
 * validator's, all positioned in the file.
 *
 * @example
 *   const r = readVariantText(fs.readFileSync('my.yaml', 'utf8'), 'my.yaml');
 *   if (!r.ok) r.diagnostics.forEach((d) => console.log(formatDiagnostic(d)));
 */
import type { Diagnostic, Result } from '../core/diagnostics.js';
import type { Variant } from './model.js';
import { capDiagnostics, validateVariant, sortDiagnostics, type ValidateOptions } from './validate.js';
import { loadYamlDocument, type DataPath, type SourcePosition } from './yaml-source.js';

export interface ParsedVariantText {
  /**
   * The plain data of the document: a raw spec to be checked by `validateVariant` (undefined
   * when the YAML could not be read). Not yet validated, hence `unknown`.
   */
  readonly spec: unknown;
  /** YAML-level problems (syntax, duplicate keys, aliases, size). */
  readonly diagnostics: readonly Diagnostic[];
  /** With YAML errors: the top-level parts no error is in, as `YamlSource.readable` says. */
  readonly readable?: { readonly value: Readonly<Record<string, unknown>>; readonly left: readonly string[] };
  positionOf(path: DataPath): SourcePosition | undefined;
  keyPositionOf(path: DataPath): SourcePosition | undefined;
  /** Where the value at a path is written as an alias, and the anchor's name. */
  aliasOf?(path: DataPath): { readonly at: SourcePosition; readonly anchor: string } | undefined;
  /** Where a character of the string at a path was written (a row of a `shape: |` picture). */
  charPositionOf?(path: DataPath, index: number): SourcePosition | undefined;
}

/** A variant's top-level keys whose value is always a mapping. */
const MAPPING_SECTIONS: ReadonlySet<string> = new Set(['board', 'placement', 'turns', 'report', 'words']);

/**
 * Parse the YAML text of a variant file into plain data with positions.
 *
 * @example
 *   const p = parseVariantText('id: x\n', 'x.yaml'); p.spec // { id: 'x' }
 */
export function parseVariantText(text: string, file?: string): ParsedVariantText {
  const src = loadYamlDocument(text, file, { mappings: MAPPING_SECTIONS });
  return { spec: src.value, diagnostics: src.diagnostics, ...(src.readable ? { readable: src.readable } : {}), positionOf: src.positionOf, keyPositionOf: src.keyPositionOf, ...(src.aliasOf ? { aliasOf: src.aliasOf } : {}), ...(src.charPositionOf ? { charPositionOf: src.charPositionOf } : {}) };
}

/**
 * Parse and validate a variant file's text. YAML warnings are returned among the warnings.
 *
 * @example
 *   readVariantText('id: x\n', 'x.yaml').ok // false: languages, name, fleet, words missing
 */
export function readVariantText(text: string, file?: string, opts: Omit<ValidateOptions, 'file' | 'positionOf' | 'keyPositionOf' | 'aliasOf' | 'charPositionOf'> = {}): Result<Variant> {
  const parsed = parseVariantText(text, file);
  const located = {
    ...(file !== undefined ? { file } : {}),
    positionOf: parsed.positionOf,
    keyPositionOf: parsed.keyPositionOf,
    ...(parsed.aliasOf ? { aliasOf: parsed.aliasOf } : {}),
    ...(parsed.charPositionOf ? { charPositionOf: parsed.charPositionOf } : {}),
  };
  if (parsed.diagnostics.some((d) => d.severity === 'error')) {
    // The parts the syntax errors leave whole are checked too, field by field, so that one run
    // tells a misspelt key in `board` beside a bracket left open in `turns`; nothing is said of
    // the broken parts, nor of a key missing (it may be in them), nor of one field against another.
    const fields = parsed.readable ? validateVariant(parsed.readable.value, { ...located, fieldsOnly: true }) : undefined;
    const more = fields && !fields.ok ? fields.diagnostics.filter((d) => d.severity === 'error' && d.line !== undefined && d.code !== 'missing-key' && d.code !== 'too-many-errors' && d.code !== 'not-a-mapping') : [];
    // Each put before the first of the YAML's own diagnostics on a later line, those kept in
    // their order (the count of syntax errors unsaid goes after the last one said).
    const merged = [...parsed.diagnostics];
    for (const d of sortDiagnostics(more)) {
      const after = merged.findIndex((m) => (m.line ?? 0) > (d.line ?? 0));
      merged.splice(after < 0 ? merged.length : after, 0, d);
    }
    return { ok: false, diagnostics: capDiagnostics(merged) };
  }
  const r = validateVariant(parsed.spec, { ...opts, ...located });
  if (!r.ok) return { ok: false, diagnostics: capDiagnostics(sortDiagnostics([...parsed.diagnostics, ...r.diagnostics])) };
  return { ok: true, value: r.value, warnings: sortDiagnostics([...parsed.diagnostics, ...r.warnings]) };
}
