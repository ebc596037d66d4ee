/**
 * What a diagnostic must say for the user to act on it: an error names its file and a line in it,
 * a column within that line (at most one past its end), a message and what to do (`suggestion`);
 * a warning that gives a place gives one inside the file. A file with nothing in it (blanks and
 * comments at most) is said to be empty as a whole, with no line. Returns what falls short, one
 * line each, empty when every diagnostic is placed and said.
 *
 * @example
 *   expect(misplaced(diags, new Map([['v.yaml', text]]))).toEqual([]);
 */
import type { Diagnostic } from '../../src/core/diagnostics.js';

export function misplaced(diagnostics: readonly Diagnostic[], files: ReadonlyMap<string, string>): string[] {
  const out: string[] = [];
  for (const d of diagnostics) {
    const say = (what: string): void => void out.push(`${d.severity} ${d.code} at ${d.file ?? '?'}:${d.line ?? '?'}:${d.column ?? '?'}: ${what} (${d.message})`);
    if (d.message.trim() === '') say('no message');
    if (d.severity === 'error' && (d.suggestion === undefined || d.suggestion.trim() === '')) say('no suggestion of what to do');
    if (d.file === undefined) {
      if (d.severity === 'error') say('no file');
      continue;
    }
    const text = files.get(d.file);
    if (text === undefined) {
      say(`a file not given (${[...files.keys()].join(', ')})`);
      continue;
    }
    if (d.line === undefined) {
      if (d.severity === 'error' && !blank(text)) say('no line');
      continue;
    }
    const lines = text.split('\n');
    if (!Number.isInteger(d.line) || d.line < 1 || d.line > lines.length) {
      say(`line ${d.line} outside the file's ${lines.length} lines`);
      continue;
    }
    if (d.column === undefined) {
      if (d.severity === 'error') say('no column');
      continue;
    }
    const line = lines[d.line - 1]!;
    const length = Math.max([...line].length, line.length);
    if (!Number.isInteger(d.column) || d.column < 1 || d.column > length + 1) say(`column ${d.column} outside line ${d.line}'s ${length} characters`);
  }
  return out;
}

/** Nothing but blanks and comments: an empty file, whose problem is the file's, at no line. */
function blank(text: string): boolean {
  return text.split(/\r?\n/u).every((l) => /^\s*(#.*)?$/u.test(l));
}
