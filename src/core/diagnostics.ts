/**
 * Diagnostics: the one shape every layer uses to say what is wrong with user input, where, and
 * what to do about it. Validation returns lists of them (all errors, not the first); the CLI
 * prints them as `file:line:column: error CODE: message (suggestion)` and exits 1.
 *
 * @example
 *   const d: Diagnostic = { severity: 'error', code: 'fleet-size', message: 'fleet[2].size: 0 is not a ship size',
 *     suggestion: 'use 1 to 26', file: 'my.yaml', line: 12, column: 11 };
 */

export type Severity = 'error' | 'warning';

export interface Diagnostic {
  readonly severity: Severity;
  /** Stable, kebab-case code that tests and scripts can match on (`unknown-key`, `label-collision`). */
  readonly code: string;
  readonly message: string;
  /** What the user should do, in a few words. */
  readonly suggestion?: string;
  readonly file?: string;
  /** 1-based. */
  readonly line?: number;
  /** 1-based. */
  readonly column?: number;
  /** 1-based salvo number in a game record, where it applies. */
  readonly salvo?: number;
  /** Dotted path inside the document (`fleet[2].size`), where it applies. */
  readonly path?: string;
  /**
   * What the message is made of, by name (the word as typed, the word it may be, the sides there
   * are, which of a code's messages it is as `kind`), so that another language can say it anew
   * (src/record/reading-text.ts). Internal: the JSON reports leave it out (`plainDiagnostic`,
   * `jsonReplacer`).
   */
  readonly parts?: DiagnosticParts;
}

/** A part of a diagnostic's message: a word or cell as typed, a number, a yes or no, a list of words. */
export type DiagnosticPart = string | number | boolean | readonly string[];

/** The parts of a diagnostic's message, by name. */
export type DiagnosticParts = Readonly<Record<string, DiagnosticPart>>;

/** The diagnostic without its `parts`, as the JSON reports and tests see it. */
export function plainDiagnostic<T extends Diagnostic>(d: T): Omit<T, 'parts'> {
  if (d.parts === undefined) return d;
  const { parts: _parts, ...rest } = d;
  return rest;
}

/**
 * A `JSON.stringify` replacer that leaves out a diagnostic's `parts` wherever it stands in the
 * document (an object with a severity, a code and a message), so that the JSON reports stay as
 * they were.
 */
export function jsonReplacer(this: unknown, key: string, value: unknown): unknown {
  if (key === 'parts' && typeof this === 'object' && this !== null && 'severity' in this && 'code' in this && 'message' in this) return undefined;
  return value;
}

/** A thrown error carrying diagnostics; the CLI maps it to exit code 1. */
export class SalvoError extends Error {
  readonly diagnostics: readonly Diagnostic[];
  /** The language the diagnostics are to be said in, where it is known (a record's `language:`, or `--lang`); English where not. */
  readonly lang?: string;
  constructor(diagnostics: readonly Diagnostic[] | Diagnostic, lang?: string) {
    const list = Array.isArray(diagnostics) ? diagnostics : [diagnostics as Diagnostic];
    super(list.map(formatDiagnostic).join('\n'));
    this.name = 'SalvoError';
    this.diagnostics = list;
    if (lang !== undefined) this.lang = lang;
  }
}

/** Does the list contain at least one error (not just warnings)? */
export function hasErrors(list: readonly Diagnostic[]): boolean {
  return list.some((d) => d.severity === 'error');
}

/** Diagnostics in the order of the file: by line, then column; those with no place last. For `sort` (stable). */
export function inFileOrder(a: Pick<Diagnostic, 'line' | 'column'>, b: Pick<Diagnostic, 'line' | 'column'>): number {
  if (a.line === undefined || b.line === undefined) return (a.line === undefined ? 1 : 0) - (b.line === undefined ? 1 : 0);
  return a.line - b.line || (a.column ?? 0) - (b.column ?? 0);
}

/** `file:line:column: error CODE: message (suggestion)`, leaving out the parts that are unknown. */
export function formatDiagnostic(d: Diagnostic): string {
  const where: string[] = [];
  if (d.file !== undefined) where.push(d.file);
  if (d.line !== undefined) where.push(String(d.line));
  if (d.line !== undefined && d.column !== undefined) where.push(String(d.column));
  const place = where.length > 0 ? `${where.join(':')}: ` : '';
  const salvo = d.salvo !== undefined ? `salvo ${d.salvo}: ` : '';
  const hint = d.suggestion ? ` (${d.suggestion})` : '';
  return `${place}${d.severity} ${d.code}: ${salvo}${d.message}${hint}`;
}

/** Typed result of operations that either produce a value or a list of diagnostics. */
export type Result<T> =
  | { readonly ok: true; readonly value: T; readonly warnings: readonly Diagnostic[] }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

/** The part `key` where it is a text. */
export function textPart(parts: DiagnosticParts, key: string): string | undefined {
  const v: DiagnosticPart | undefined = parts[key];
  return typeof v === 'string' ? v : undefined;
}

/** The part `key` where it is a number. */
export function numberPart(parts: DiagnosticParts, key: string): number | undefined {
  const v = parts[key];
  return typeof v === 'number' ? v : undefined;
}

/** The part `key` where it is a list of words. */
export function listPart(parts: DiagnosticParts, key: string): readonly string[] | undefined {
  const v = parts[key];
  return Array.isArray(v) ? (v as readonly string[]) : undefined;
}
