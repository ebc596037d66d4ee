/**
 * A salvo's announcement written on the line under its cells, as a referee typing up a paper
 * record often puts it:
 *
 *     - red: А1 Б2 В3
 *       -> попал, убит          (YAML cannot read this: a line that is not a key)
 *     - -> попал, убит          (an item of its own)
 *     - попал, убит             (an item of its own, with no arrow)
 *
 *     - red: G8 D8 H5 ->         (cut short: `->`, `-`, `...` or `…` at the end)
 *       destroyer 1             (its words under it, with no arrow; or any form above)
 *     - blue: Е1 Е2 Е3 -> мимо,  (an announcement ending in `,`)
 *         мимо, попал           (goes on under it, as often as it ends in `,`)
 *
 * Blank lines and comment lines between the salvo and the line under are passed over and kept,
 * as is a comment after the announcement on the line under (left there alone).
 * Each is joined to the salvo above it before the YAML is read (the line under left blank, so
 * the other lines keep their numbers), with the `salvo-result-next-line` warning at the line
 * under: read as the salvo's announcement, join it to line N. Only where the line above is a
 * one-line salvo with no announcement (or cut short, or ending in `,`) and the line under is
 * nothing but an announcement (an arrow and words, words that read as this variant's
 * announcement, or, under a salvo cut short or a `,`, words indented under the salvo with no key,
 * item or comment): anything else (a salvo of its own, a key) is left for YAML and the salvo
 * reader to say.
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
/** A salvo's cells cut short, its announcement to follow: an arrow, a dash or an ellipsis at the end. */
const CUT_END = /(?:\s*(?:-{1,2}>|[‐‑‒–—―−﹣－]>|=>|[→⟶⇒⟹➔➜➝➞]|\.{3}|…)|\s+[-‐‑‒–—―−])$/u;
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
  const unCr = (l: string): string => (l.endsWith('\r') ? l.slice(0, -1) : l);
  for (let i = start + 1; i + 1 < lines.length; i++) {
    const cr = lines[i]!.endsWith('\r') ? '\r' : '';
    const written = unCr(lines[i]!);
    // The next top-level key ends the list (its items may start at column 1: `- blue: A1`).
    if (/^[^\s#-]/u.test(written)) break;
    // A comment after the cells (`- blue: A1 B2   # first`) stays after the announcement joined.
    const hash = written.search(/\s+#/u);
    let line = (hash < 0 ? written : written.slice(0, hash)).trimEnd();
    const comment = hash < 0 ? '' : written.slice(hash).trimEnd();
    const salvo = SALVO_LINE.exec(line);
    // A salvo in the structured form (`- side: blue`) is not joined to.
    if (!salvo || (SALVO_KEYS as readonly string[]).includes(salvo[3]!.trim())) continue;
    const dash = salvo[1]!.length;
    const key = dash + 1 + salvo[2]!.length;
    // The salvo's line as it ends: open (no announcement), cut short (`A1 B2 ->`, `A1 B2 -`,
    // `A1 B2 ...`: the announcement to follow), or with an announcement ending in `,` (continued).
    const cut = CUT_END.exec(salvo[4]!);
    let cells = salvo[4]!;
    let mode: 'open' | 'cut' | 'comma';
    if (cut && !ARROW.test(salvo[4]!.slice(0, cut.index))) {
      mode = 'cut';
      cells = salvo[4]!.slice(0, cut.index);
      line = line.slice(0, line.length - cut[0].length).trimEnd();
      if (cells.trim() === '') continue;
    } else if (!ARROW.test(salvo[4]!)) mode = 'open';
    else if (salvo[4]!.endsWith(',')) mode = 'comma';
    else continue;
    const mine: ResultJoin[] = [];
    let j = i + 1;
    for (;;) {
      // Blank lines and comment lines between a salvo and its announcement (or the parts of one
      // continued after a `,`) are passed over, and kept as they are.
      while (j < lines.length && /^\s*(?:#.*)?$/u.test(unCr(lines[j]!))) j++;
      if (j >= lines.length) break;
      const nextCr = lines[j]!.endsWith('\r') ? '\r' : '';
      // A comment after the announcement (`  -> hit   # a guess`) is no part of it: it stays
      // on its line, alone, as the comment lines passed over do.
      const written = unCr(lines[j]!);
      const hashAt = written.search(/\s+#/u);
      const next = hashAt < 0 ? written : written.slice(0, hashAt);
      const kept = hashAt < 0 ? '' : written.slice(hashAt).trim();
      const indent = next.length - next.trimStart().length;
      const body = next.trim();
      const under = indent > dash && indent <= key;
      let column: number | undefined;
      let result: string | undefined;
      let textAt = 0;
      if (mode !== 'comma' && under && ARROW_START.test(body) && !body.startsWith('- ')) {
        // `  -> попал` under the salvo: YAML reads no key there.
        const arrow = ARROW_START.exec(body)!;
        column = indent + 1;
        result = body.slice(arrow[0].length);
        textAt = indent + arrow[0].length + 1;
      } else if (mode !== 'comma' && indent === dash && /^-\s/u.test(body)) {
        // `- -> попал` or `- попал` as an item of its own.
        const after = body.slice(1).trimStart();
        const offset = indent + (body.length - after.length);
        const arrow = ARROW_START.exec(after);
        if (arrow) {
          result = after.slice(arrow[0].length);
          textAt = offset + arrow[0].length + 1;
        } else if (variant !== undefined && !/[:#'"{[]/u.test(after) && readsAsAnnouncement(after, cells, variant, language)) {
          result = after;
          textAt = offset + 1;
        }
        column = indent + 1;
      } else if (mode !== 'open' && under && !ARROW_START.test(body) && !/^[-?|>!&*%@`]/u.test(body) && !/[:#'"{[]/u.test(body)) {
        // The words of an announcement after a salvo cut short (`- red: G8 D8 H5 ->`), or the rest
        // of one after a `,`: under the salvo, no key and no item.
        column = indent + 1;
        result = body;
        textAt = indent + 1;
      }
      if (result === undefined || column === undefined || result.trim() === '' || /#/u.test(result)) break;
      const joinedLine = mode === 'comma' ? `${line} ${result.trimEnd()}` : `${line} -> ${result.trimEnd()}`;
      const joinedAt = line.length + (mode === 'comma' ? 2 : 5);
      mine.push({ line: i + 1, length: line.length, next: j + 1, column, joinedAt, textAt, joined: '' });
      lines[i] = joinedLine + comment + cr;
      lines[j] = (kept === '' ? '' : `${' '.repeat(indent)}${kept}`) + nextCr;
      line = joinedLine;
      // An announcement ending in `,` goes on on the line under.
      if (!joinedLine.endsWith(',')) break;
      mode = 'comma';
      j++;
    }
    if (mine.length === 0) continue;
    // Each line joined names the salvo as it is to be written whole.
    joins.push(...mine.map((m) => ({ ...m, joined: line.trim() })));
    i = mine[mine.length - 1]!.next - 1;
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
  // Of the lines joined to one salvo, the last one joined before the place.
  const j = joins.filter((x) => x.line === p.line && p.column >= x.joinedAt).at(-1);
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
