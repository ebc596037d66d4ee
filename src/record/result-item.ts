/**
 * A salvo's result written under it as a key or a list item of its own (`- result: hit` one
 * level deeper than the salvo, `- result: hit` as the next item, `result:` beside the side with
 * its words or a list of them under it), where the one-line form has the result on the salvo's
 * line: `- blue: A1 -> hit`. YAML reads these as something else (a ":" inside a value, a side
 * called "result", a key no salvo has), and its own words do not say what to do; the
 * `salvo-result-item` error says where the result is, and the line to write.
 *
 * @example
 *   resultItemAt(['salvos:', '  - blue: A1', '    - result: hit'], 3)
 *   // { line: 3, column: 5, result: 'hit', salvoLine: 2, joined: '- blue: A1 -> hit', last: 3 }
 */
import type { Diagnostic } from '../core/diagnostics.js';

/** A result written as an item or key of its own, under the salvo on `salvoLine` (lines 1-based). */
export interface ResultItem {
  /** The line of `result:` (its `-`, where it has one, at `column`). */
  readonly line: number;
  readonly column: number;
  /** The result's words, a list's items joined with ", ". */
  readonly result: string;
  /** The line of the salvo above it, and that line with the result after its cells. */
  readonly salvoLine: number;
  readonly joined: string;
  /** The last line of the result: `line`, or that of the last item of a list under it. */
  readonly last: number;
}

const RESULT_KEY = /^(\s*)((?:-\s+)?)result\s*:(?:\s+(.*?))?\s*$/u;
const SALVO_LINE = /^(\s*)-\s+([^\s:#][^:#]*?):\s+([^#]+?)\s*(?:#.*)?$/u;
const ARROW = /(?:->|=>|→|⟶|⇒)/u;

/** The words of a value on a line: a plain text, its quotes taken off, a comment after it left out. */
function words(value: string): string {
  const v = value.replace(/\s+#.*$/u, '').trim();
  const quoted = /^(["'])(.*)\1$/u.exec(v);
  return quoted ? quoted[2]!.trim() : v;
}

/**
 * The result written as an item or key of its own on line `n` (1-based) of `lines`, under a salvo
 * line with no result (`- blue: A1`), no deeper than it; undefined where line `n` is not one.
 */
export function resultItemAt(lines: readonly string[], n: number): ResultItem | undefined {
  const m = RESULT_KEY.exec((lines[n - 1] ?? '').replace(/\r$/u, ''));
  if (!m) return undefined;
  const indent = m[1]!.length;
  let result = m[3] === undefined ? '' : words(m[3]);
  let last = n;
  // `result:` with its words as a list under it (`- hit`, `- miss`).
  if (result === '') {
    const items: string[] = [];
    for (let k = n; k < lines.length; k++) {
      const item = /^(\s*)-\s+(.+)$/u.exec(lines[k]!.replace(/\r$/u, ''));
      if (!item || item[1]!.length <= indent) break;
      items.push(words(item[2]!));
      last = k + 1;
    }
    result = items.filter((x) => x !== '').join(', ');
  }
  if (result === '') return undefined;
  // The salvo above it, blank lines and comments passed over.
  let s = n - 1;
  while (s >= 1 && /^\s*(?:#.*)?$/u.test(lines[s - 1]!)) s--;
  const salvo = SALVO_LINE.exec((lines[s - 1] ?? '').replace(/\r$/u, ''));
  if (!salvo || salvo[1]!.length > indent || ARROW.test(salvo[3]!)) return undefined;
  const cells = salvo[3]!.replace(/\s*(?:[-=]+|\.{2,}|…)$/u, '');
  return { line: n, column: indent + 1, result, salvoLine: s, joined: `- ${salvo[2]!.trim()}: ${cells} -> ${result}`, last };
}

/** The error for a result written as an item or key of its own (`r`), in English; its parts for another language to say it. */
export function resultItemDiagnostic(r: ResultItem, file: string | undefined): Diagnostic {
  return {
    severity: 'error',
    code: 'salvo-result-item',
    message: `the result "${r.result}" is written under the salvo on line ${r.salvoLine}, as a key or list item of its own: a salvo's result goes on its line, after the cells and "->"`,
    suggestion: `write line ${r.salvoLine} as ${r.joined}, and remove ${r.last === r.line ? `line ${r.line}` : `lines ${r.line}–${r.last}`}`,
    ...(file !== undefined ? { file } : {}),
    line: r.line,
    column: r.column,
    parts: { result: r.result, line: r.salvoLine, next: r.line, last: r.last, joined: r.joined },
  };
}

/**
 * The record's YAML syntax errors (`yaml-syntax`) caused by a result written as an item of its
 * own deeper than its salvo (`- blue: A1` over `    - result: hit`: YAML reads one text with a
 * ": " inside, and says so at either line), said instead as `salvo-result-item`, once each.
 */
export function resultItemsOfSyntax(lines: readonly string[], diagnostics: readonly Diagnostic[], file: string | undefined): Diagnostic[] {
  const said = new Set<number>();
  const out: Diagnostic[] = [];
  for (const d of diagnostics) {
    const r = d.code === 'yaml-syntax' && d.line !== undefined ? (resultItemAt(lines, d.line) ?? resultItemAt(lines, d.line + 1)) : undefined;
    if (r === undefined) {
      out.push(d);
      continue;
    }
    if (said.has(r.line)) continue;
    said.add(r.line);
    out.push(resultItemDiagnostic(r, file));
  }
  return out;
}
