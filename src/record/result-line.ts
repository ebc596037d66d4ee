/**
 * A salvo's announcement written on the line under its cells, as a referee typing up a paper
 * record often puts it:
 *
 *     - red: А1 Б2 В3
 *       -> попал, убит          (YAML cannot read this: a line that is not a key)
 *     - -> попал, убит          (an item of its own)
 *     - попал, убит             (an item of its own, with no arrow)
 *
 * Each is joined to the salvo above it before the YAML is read (the line under left blank, so
 * the other lines keep their numbers), with the `salvo-result-next-line` warning at the line
 * under: read as the salvo's announcement, join it to line N. Only where the line above is a
 * one-line salvo with no announcement and the line under is nothing but an announcement (an
 * arrow and words, or words that read as this variant's announcement): anything else is left for
 * YAML and the salvo reader to say.
 */
import type { Diagnostic } from '../core/diagnostics.js';
import type { Variant } from '../variant/model.js';
import { parseAnnouncement } from './announcement-text.js';
import type { SalvoSource, TextPosition } from './model.js';
import { SALVO_KEYS } from './parse-salvo.js';

/** One announcement joined to the salvo above it (lines 1-based, columns 1-based). */
export interface ResultJoin {
  /** The salvo's line, and its length as written (where the joined text starts). */
  readonly line: number;
  readonly length: number;
  /** The announcement's line, and the column its arrow (or words) start at. */
  readonly next: number;
  readonly column: number;
  /** The column on the salvo's line where the announcement's text was put, and where it is on its own line. */
  readonly joinedAt: number;
  readonly textAt: number;
  /** The salvo as it is to be written, on one line (trimmed). */
  readonly joined: string;
}

const ARROW_START = /^(?:-{1,2}>|[‐‑‒–—―−﹣－]>|=>|[→⟶⇒⟹➔➜➝➞])\s*/u;
const ARROW = /-{1,2}>|[‐‑‒–—―−﹣－]>|=>|[→⟶⇒⟹➔➜➝➞]/u;
/** A one-line salvo: `- side: cells`, its dash's indent, its key's column (0-based). */
const SALVO_LINE = /^(\s*)-(\s+)([^\s:#'"{[][^:#]*?):[ \t]+([^\s'"{[|>#][^#]*?)\s*$/u;

/**
 * The record's text with each announcement written under its salvo joined to it, and where.
 * `language`: the record's, for the words of an announcement with no arrow (read only with a
 * `variant`; without one, only an arrow marks an announcement).
 */
export function joinResultLines(text: string, variant: Variant | undefined, language: string | undefined): { readonly text: string; readonly joins: readonly ResultJoin[] } {
  const newline = text.includes('\n') ? '\n' : '\r';
  const lines = text.split(newline);
  const start = lines.findIndex((l) => /^salvos\s*:\s*$/u.test(l.replace(/\r$/u, '')));
  if (start < 0) return { text, joins: [] };
  const joins: ResultJoin[] = [];
  for (let i = start + 1; i + 1 < lines.length; i++) {
    const cr = lines[i]!.endsWith('\r') ? '\r' : '';
    const written = lines[i]!.slice(0, lines[i]!.length - cr.length);
    // The next top-level key ends the list (its items may start at column 1: `- blue: A1`).
    if (/^[^\s#-]/u.test(written)) break;
    // A comment after the cells (`- blue: A1 B2   # first`) stays after the announcement joined.
    const hash = written.search(/\s+#/u);
    const line = (hash < 0 ? written : written.slice(0, hash)).trimEnd();
    const comment = hash < 0 ? '' : written.slice(hash).trimEnd();
    const salvo = SALVO_LINE.exec(line);
    // A salvo in the structured form (`- side: blue`) is not joined to.
    if (!salvo || ARROW.test(salvo[4]!) || (SALVO_KEYS as readonly string[]).includes(salvo[3]!.trim())) continue;
    const dash = salvo[1]!.length;
    const key = dash + 1 + salvo[2]!.length;
    const nextCr = lines[i + 1]!.endsWith('\r') ? '\r' : '';
    const next = lines[i + 1]!.slice(0, lines[i + 1]!.length - nextCr.length);
    const indent = next.length - next.trimStart().length;
    const body = next.trim();
    let column: number | undefined;
    let result: string | undefined;
    let textAt = 0;
    if (indent > dash && indent <= key && ARROW_START.test(body) && !body.startsWith('- ')) {
      // `  -> попал` under the salvo: YAML reads no key there.
      const arrow = ARROW_START.exec(body)!;
      column = indent + 1;
      result = body.slice(arrow[0].length);
      textAt = indent + arrow[0].length + 1;
    } else if (indent === dash && /^-\s/u.test(body)) {
      // `- -> попал` or `- попал` as an item of its own.
      const after = body.slice(1).trimStart();
      const offset = indent + (body.length - after.length);
      const arrow = ARROW_START.exec(after);
      if (arrow) {
        result = after.slice(arrow[0].length);
        textAt = offset + arrow[0].length + 1;
      } else if (variant !== undefined && !/[:#'"{[]/u.test(after) && readsAsAnnouncement(after, salvo[4]!, variant, language)) {
        result = after;
        textAt = offset + 1;
      }
      column = indent + 1;
    }
    if (result === undefined || column === undefined || result.trim() === '' || /#/u.test(result)) continue;
    const joinedLine = `${line} -> ${result.trimEnd()}`;
    joins.push({ line: i + 1, length: line.length, next: i + 2, column, joinedAt: line.length + 5, textAt, joined: joinedLine.trim() });
    lines[i] = joinedLine + comment + cr;
    lines[i + 1] = nextCr;
    i++;
  }
  return { text: joins.length > 0 ? lines.join(newline) : text, joins };
}

/** Words that read, with no error, as this variant's announcement of a salvo of `cells`. */
function readsAsAnnouncement(words: string, cells: string, variant: Variant, language: string | undefined): boolean {
  const shots = cells.split(/[\s,;]+/u).filter((c) => c !== '').length;
  const r = parseAnnouncement(words, variant, shots, language);
  return r.announcement !== null && r.issues.every((x) => x.diagnostic.severity !== 'error');
}

/** A place on a joined salvo's line past its own text: where that text is on the line under. */
export function placeJoined(p: TextPosition, joins: readonly ResultJoin[]): TextPosition {
  const j = joins.find((x) => x.line === p.line && p.column >= x.joinedAt);
  return j ? { line: j.next, column: j.textAt + (p.column - j.joinedAt) } : p;
}

/**
 * The warnings for the joins made, each with the salvo number of the salvo on its line (from
 * `sources`); `single`: the game is one of single shots (its ru/pl words say shot, not salvo).
 */
export function joinWarnings(joins: readonly ResultJoin[], sources: readonly SalvoSource[], file: string | undefined, single = false): Diagnostic[] {
  return joins.map((j) => {
    const salvo = sources.find((s) => s.at.line === j.line)?.item;
    return {
      severity: 'warning',
      code: 'salvo-result-next-line',
      message: `the announcement on line ${j.next} is read as that of the salvo on line ${j.line}: a salvo's announcement is written on its line`,
      suggestion: `join it to line ${j.line}: ${j.joined}`,
      ...(file !== undefined ? { file } : {}),
      line: j.next,
      column: j.column,
      ...(salvo !== undefined ? { salvo } : {}),
      parts: { line: j.line, next: j.next, joined: j.joined, ...(single ? { single: true } : {}) },
    };
  });
}
