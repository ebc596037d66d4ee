/**
 * Editing a record's text in place, so that what the players wrote by hand (comments, their own
 * spacing, the structured salvo form) survives when salvo adds or removes a salvo: the new salvo
 * is inserted as one canonical line after the last salvo, and undo removes exactly the lines of
 * the last salvo item. Each edit is verified by reading the result back; when the text is laid
 * out in a way the edit cannot handle, the caller falls back to writing the whole record
 * canonically (`writeRecord`). A text YAML cannot read only because an announcement is on the line
 * under its salvo (./result-line.ts) is edited as written all the same. A turn of single shots (./turns.ts) may be added as one turn line.
 *
 * @example
 *   const next = appendSalvoText(text, salvo, variant, record.language); // undefined: fall back
 */
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import type { Variant } from '../variant/model.js';
import type { RecordedSalvo } from './model.js';
import { readingMemo } from './reading-memo.js';
import { joinResultLines } from './result-line.js';
import { formatSalvoItem, formatTurnItem } from './write.js';

interface SalvoList {
  /** The `salvos` value node, when it is a sequence. */
  readonly seq: Node & { items: unknown[]; flow?: boolean };
  /** Offset where the key `salvos` starts. */
  readonly keyStart: number;
}

function findSalvos(text: string): SalvoList | undefined {
  const doc = parseDocument(text, { lineCounter: new LineCounter() });
  if (doc.errors.length > 0 || !isMap(doc.contents)) return undefined;
  for (const pair of doc.contents.items) {
    if (!isPair(pair) || !isScalar(pair.key) || pair.key.value !== 'salvos') continue;
    const key = pair.key as Node;
    if (!isSeq(pair.value) || !key.range) return undefined;
    return { seq: pair.value as SalvoList['seq'], keyStart: key.range[0] };
  }
  return undefined;
}

/** Is `salvos` a top-level key with no value (null)? */
function isEmptyKey(text: string): boolean {
  const doc = parseDocument(text);
  if (doc.errors.length > 0 || !isMap(doc.contents)) return false;
  const pair = doc.contents.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === 'salvos');
  return pair !== undefined && (pair.value === null || (isScalar(pair.value) && pair.value.value === null));
}

function lineStartOf(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

function lineEndOf(text: string, offset: number): number {
  const i = text.indexOf('\n', offset);
  return i < 0 ? text.length : i + 1;
}

/**
 * The text with `salvo` added as the last salvo, or undefined when the salvo list is not a
 * block list (or missing) and the caller should write the record canonically instead.
 *
 * @example
 *   appendSalvoText('variant: x\nsalvos:\n  - blue: A1 -> miss\n', salvo, variant)
 *   // 'variant: x\nsalvos:\n  - blue: A1 -> miss\n  - red: B2 -> hit\n'
 */
export function appendSalvoText(text: string, salvo: RecordedSalvo, variant: Variant, lang?: string): string | undefined {
  return byLines(text, (t) => appendItemText(t, formatSalvoItem(salvo, variant, lang)) ?? appendBelowJoined(t, formatSalvoItem(salvo, variant, lang), variant, lang));
}

/**
 * `edit` on the text with its line ends as `\n`, the result given back with the file's own: a
 * file whose lines end with a carriage return alone (an old Mac file) keeps them.
 */
function byLines(text: string, edit: (text: string) => string | undefined): string | undefined {
  if (!text.includes('\r') || text.includes('\n')) return edit(text);
  return edit(text.replace(/\r/gu, '\n'))?.replace(/\n/gu, '\r');
}

/**
 * The text with the shots of one turn added as one turn line (`- blue: Е1 Е2 -> попал, мимо`,
 * see ./turns.ts), or undefined as for `appendSalvoText`.
 */
export function appendTurnText(text: string, shots: readonly RecordedSalvo[], variant: Variant, lang?: string): string | undefined {
  return byLines(text, (t) => appendItemText(t, formatTurnItem(shots, variant, lang)) ?? appendBelowJoined(t, formatTurnItem(shots, variant, lang), variant, lang));
}

/** The text with one canonical list item (`  - …\n`, plus its key lines) added at the end of `salvos`. */
function appendItemText(text: string, canonicalItem: string): string | undefined {
  // A text made here by adding an item: the next goes below it, the YAML not read again.
  const known = readingMemo.enabled ? appendPlaces.get(text) : undefined;
  if (known !== undefined) return appendAt(text, known, canonicalItem);
  const list = findSalvos(text);
  if (!list) {
    // `salvos:` with nothing after it (an empty list written by hand): the item goes below the key.
    const empty = /^salvos:[ \t]*(#[^\n]*)?$/mu.exec(text);
    if (!empty || !isEmptyKey(text)) return undefined;
    const end = lineEndOf(text, empty.index);
    const head = text.slice(0, end);
    return `${head}${head.endsWith('\n') ? '' : '\n'}${canonicalItem}${text.slice(end)}`;
  }
  // Lines end as the file's do (CRLF from a Windows editor stays CRLF).
  const item = text.includes('\r\n') ? canonicalItem.replace(/\n/gu, '\r\n') : canonicalItem;
  const items = list.seq.items as (Node | null)[];
  if (list.seq.flow) {
    if (items.length > 0 || !list.seq.range) return undefined;
    // `salvos: []` → a block list.
    // A comment after it stays on the key's line; the line ends are the file's (CRLF stays CRLF).
    const [start, end] = list.seq.range;
    const tail = /^([ \t]*#[^\r\n]*)?(\r?\n)?/u.exec(text.slice(end))!;
    const nl = text.includes('\r\n') ? '\r\n' : '\n';
    return `${text.slice(0, start).replace(/[ \t]+$/u, '')}${tail[1] ?? ''}${nl}${item}${text.slice(end + tail[0].length)}`;
  }
  const last = items[items.length - 1];
  if (!last || !last.range) return undefined;
  const end = lineEndOf(text, Math.max(last.range[1] - 1, last.range[0]));
  // Indent the new item like the existing ones.
  const firstItem = items[0]!;
  const firstLine = text.slice(lineStartOf(text, firstItem.range![0]), firstItem.range![0]);
  const indent = /^(\s*)-/u.exec(firstLine)?.[1] ?? '  ';
  return appendAt(text, { end, indent }, canonicalItem);
}

/** Where an item is added to a block list of salvos: the end of its last item's last line, and the indent of its items. */
interface AppendPlace {
  readonly end: number;
  readonly indent: string;
}

/**
 * The place to add an item in each text this module made by adding one (the latest few), so that
 * the next salvo added to it (`salvo play` adds one at every save) is put in without reading the
 * whole YAML again: the item added is the list's last, its last line where the next one goes.
 * Off with `readingMemo`, as every reading remembered.
 */
const appendPlaces = new Map<string, AppendPlace>();
const MEMO_PLACES = 2;

/** `text` with `canonicalItem` added at `place`, indented as its items are; the place after it remembered for the text made. */
function appendAt(text: string, place: AppendPlace, canonicalItem: string): string {
  // Lines end as the file's do (CRLF from a Windows editor stays CRLF).
  const item = text.includes('\r\n') ? canonicalItem.replace(/\n/gu, '\r\n') : canonicalItem;
  const reindented = item.replace(/^ {2}/gmu, place.indent);
  const head = text.slice(0, place.end);
  const before = head.endsWith('\n') ? '' : '\n';
  const made = `${head}${before}${reindented}${text.slice(place.end)}`;
  if (readingMemo.enabled) {
    appendPlaces.delete(made);
    appendPlaces.set(made, { end: place.end + before.length + reindented.length, indent: place.indent });
    while (appendPlaces.size > MEMO_PLACES) appendPlaces.delete(appendPlaces.keys().next().value!);
  }
  return made;
}

/**
 * The text with one canonical item added below the last salvo, where YAML cannot read the text
 * as written only because an announcement is on the line under its salvo (./result-line.ts): the
 * place is found in the text as the reader joins it (each line keeps its number there), and the
 * item goes in below the last salvo's announcement, every line typed kept as it was.
 */
function appendBelowJoined(text: string, canonicalItem: string, variant: Variant, lang: string | undefined): string | undefined {
  const joined = joinResultLines(text, variant, lang !== undefined && variant.languages.includes(lang) ? lang : undefined);
  if (joined.joins.length === 0) return undefined;
  const list = findSalvos(joined.text);
  if (!list || list.seq.flow) return undefined;
  const items = list.seq.items as (Node | null)[];
  const [first, last] = [items[0], items[items.length - 1]];
  if (!first?.range || !last?.range) return undefined;
  const linesBefore = (t: string, offset: number): number => t.slice(0, offset).split('\n').length - 1;
  // The last salvo's lines (1-based), to its announcement's line where that was joined to it.
  const from = linesBefore(joined.text, last.range[0]) + 1;
  let to = linesBefore(joined.text, lineEndOf(joined.text, Math.max(last.range[1] - 1, last.range[0])));
  for (const j of joined.joins) if (j.line >= from && j.line <= to) to = Math.max(to, j.next);
  let end = 0;
  for (let k = 0; k < to && end <= text.length; k++) end = lineEndOf(text, end);
  const item = text.includes('\r\n') ? canonicalItem.replace(/\n/gu, '\r\n') : canonicalItem;
  const indent = /^(\s*)-/u.exec(joined.text.slice(lineStartOf(joined.text, first.range[0]), first.range[0]))?.[1] ?? '  ';
  const head = text.slice(0, end);
  return `${head}${head.endsWith('\n') ? '' : '\n'}${item.replace(/^ {2}/gmu, indent)}${text.slice(end)}`;
}

/**
 * The text with its last salvo item removed (its lines only), or undefined when that cannot be
 * done textually (flow list, several items on one line) and the caller should write the record
 * canonically.
 */
export function removeLastSalvoText(text: string, variant?: Variant, lang?: string): string | undefined {
  return byLines(text, (t) => removeLastItemText(t) ?? (variant === undefined ? undefined : removeBelowJoined(t, variant, lang)));
}

function removeLastItemText(text: string): string | undefined {
  const list = findSalvos(text);
  if (!list || list.seq.flow) return undefined;
  const items = list.seq.items as (Node | null)[];
  const last = items[items.length - 1];
  if (!last || !last.range) return undefined;
  const start = lineStartOf(text, last.range[0]);
  const prefix = text.slice(start, last.range[0]);
  if (!/^\s*-\s*$/u.test(prefix)) return undefined;
  const end = lineEndOf(text, Math.max(last.range[1] - 1, last.range[0]));
  return emptiedList(text, list, items.length, start, text.slice(0, start) + text.slice(end));
}

/**
 * The text with the last salvo's lines removed, where YAML cannot read the text as written only
 * because an announcement is on the line under its salvo (./result-line.ts): the salvo's own lines
 * and the lines of its announcement joined to it go, every other line (a comment between them too)
 * is kept as it was.
 */
function removeBelowJoined(text: string, variant: Variant, lang: string | undefined): string | undefined {
  const joined = joinResultLines(text, variant, lang !== undefined && variant.languages.includes(lang) ? lang : undefined);
  if (joined.joins.length === 0) return undefined;
  const list = findSalvos(joined.text);
  if (!list || list.seq.flow) return undefined;
  const items = list.seq.items as (Node | null)[];
  const last = items[items.length - 1];
  if (!last?.range) return undefined;
  const start = lineStartOf(joined.text, last.range[0]);
  if (!/^\s*-\s*$/u.test(joined.text.slice(start, last.range[0]))) return undefined;
  const linesBefore = (offset: number): number => joined.text.slice(0, offset).split('\n').length - 1;
  // The last salvo's lines (1-based), and each announcement line joined to one of them (or to a line joined before it).
  const from = linesBefore(start) + 1;
  const to = linesBefore(lineEndOf(joined.text, Math.max(last.range[1] - 1, last.range[0])));
  const gone = new Set<number>();
  for (let n = from; n <= to; n++) gone.add(n);
  for (let grew = true; grew; ) {
    grew = false;
    for (const j of joined.joins) {
      if (gone.has(j.line) && !gone.has(j.next)) {
        gone.add(j.next);
        grew = true;
      }
    }
  }
  const lines = text.split('\n');
  // Blank and comment lines between a salvo and its announcement under it were passed over: they stay.
  for (const j of joined.joins) if (gone.has(j.line)) for (let n = j.line + 1; n < j.next; n++) if (/^\s*(#.*)?\r?$/u.test(lines[n - 1] ?? '')) gone.delete(n);
  const kept = lines.filter((_, i) => !gone.has(i + 1) || (i === lines.length - 1 && lines[i] === ''));
  const out = kept.join('\n');
  if (items.length > 1) return out;
  const keyLine = /^salvos:[ \t]*$/mu.exec(out);
  return keyLine === null ? undefined : `${out.slice(0, keyLine.index)}salvos: []${out.slice(keyLine.index + keyLine[0].length)}`;
}

/** `out` (`text` less its last item, which started at `start`); where that was the only item, with `salvos: []` so it still reads as a list. */
function emptiedList(text: string, list: SalvoList, count: number, start: number, out: string): string {
  if (count === 1) {
    // The list is now empty: write `salvos: []` so it still reads as a list.
    const keyLineEnd = lineEndOf(text, list.keyStart);
    if (keyLineEnd <= start) {
      // The line's comment and its end (CRLF stays CRLF) kept: `salvos:   # at the table` → `salvos: []   # at the table`.
      const keyLine = /^(\s*salvos:)([ \t]*#[^\r\n]*)?[ \t]*(\r?\n)?$/u.exec(out.slice(lineStartOf(out, list.keyStart), keyLineEnd));
      if (keyLine !== null) return `${out.slice(0, lineStartOf(out, list.keyStart))}${keyLine[1]} []${keyLine[2] ?? ''}${keyLine[3] ?? '\n'}${out.slice(keyLineEnd)}`;
    }
  }
  return out;
}
