/**
 * Writing a game record in its canonical text: the header, the fleets in the layout notation,
 * then one line per salvo, `- side: cells -> announcement`, with the announcement in the
 * record's language (a note or the `forced` mark go on the lines below the salvo, as keys of
 * the same item). `parseRecord(writeRecord(r, v), v).record` equals `r`.
 *
 * Shot-by-shot games (./turns.ts). The canonical form stays one salvo (one shot) per line. With
 * `{ groupTurns: true }` a side's consecutive announced shots up to its miss go on one turn line,
 * `- первый: Е8 Д8 Г8 -> попал, попал, убит`, which reads back as the same salvos. A salvo of
 * several cells with an announcement (the wrong size in such a game) is written with
 * `together: true` below it, so that it reads back as that one salvo and not as a turn.
 *
 * @example
 *   writeRecord(record, jutland)
 *   // variant: jutland
 *   // sides:
 *   //   blue: Ann
 *   //   red: Bob
 *   // salvos:
 *   //   - blue: A1 B4 C7 D2 E9 F5 -> battleship 1, cruiser 1
 *   writeRecord(record, morskoyBoy, { groupTurns: true })
 *   //   - первый: К2 Г10 -> убит, мимо
 */
import { Document, isSeq, stringify, visit } from 'yaml';
import { formatCell } from '../core/coords.js';
import type { FleetLayout } from '../core/layout-types.js';
import { formatLayout, resolveClassKey } from '../core/layout.js';
import type { Variant } from '../variant/model.js';
import { className, formatAnnouncement, writingLanguage } from './announcement-text.js';
import type { GameRecord, RecordedSalvo } from './model.js';
import { groupTurns, needsTogetherMark } from './turns.js';

/**
 * A scalar as YAML writes it on one line (quoted when it has to be). Text with line breaks (a
 * note of several lines) goes in double quotes, its breaks escaped: YAML would otherwise write a
 * block scalar, whose lines would have to be indented under the list item.
 */
function scalar(value: string): string {
  const plain = stringify(value, { lineWidth: 0 }).replace(/\n$/u, '');
  if (!plain.includes('\n')) return plain;
  return stringify(value, { lineWidth: 0, defaultStringType: 'QUOTE_DOUBLE', doubleQuotedAsJSON: true }).replace(/\n$/u, '');
}

/**
 * The salvo's one-line text, without the side: `A1 B4 -> battleship 1`.
 *
 * @example
 *   formatSalvoText({ side: 'blue', cells: [0, 13], announcement: null }, variant) // 'A1 D2'
 */
export function formatSalvoText(salvo: RecordedSalvo, variant: Variant, lang?: string): string {
  const cells = salvo.cells.map((c) => formatCell(c, variant.board)).join(' ');
  if (salvo.announcement === null) return cells;
  return `${cells} -> ${formatAnnouncement(salvo.announcement, variant, lang)}`;
}

/**
 * The salvo as one item of the `salvos:` list (one line, plus note/forced lines, and
 * `together: true` where the line would otherwise read as a turn of single shots).
 */
export function formatSalvoItem(salvo: RecordedSalvo, variant: Variant, lang?: string): string {
  const lines = [`  - ${scalar(salvo.side)}: ${scalar(formatSalvoText(salvo, variant, lang))}`];
  if (salvo.note !== undefined) lines.push(`    note: ${scalar(salvo.note)}`);
  if (salvo.forced === true) lines.push('    forced: true');
  if (needsTogetherMark(salvo, variant)) lines.push('    together: true');
  return lines.join('\n') + '\n';
}

/**
 * A turn's one-line text, without the side: the shots' cells, then their results in order.
 *
 * @example
 *   formatTurnText([shotЕ8, shotД8], morskoyBoy, 'ru') // 'Е8 Д8 -> попал, убит'
 */
export function formatTurnText(shots: readonly RecordedSalvo[], variant: Variant, lang?: string): string {
  const cells = shots.flatMap((s) => s.cells).map((c) => formatCell(c, variant.board)).join(' ');
  const results = shots.map((s) => (s.announcement === null ? '' : formatAnnouncement(s.announcement, variant, lang))).join(', ');
  return `${cells} -> ${results}`;
}

/**
 * A turn of a shot-by-shot game as one item: the shots' cells, then their results in order. The
 * shots are announced one-shot salvos of one side with the same note and `forced` mark (as
 * `groupTurns` gives them); a single salvo is written as `formatSalvoItem` writes it.
 *
 * @example
 *   formatTurnItem([shotЕ8, shotД8, shotГ8], morskoyBoy, 'ru') // '  - первый: Е8 Д8 Г8 -> попал, попал, убит\n'
 */
export function formatTurnItem(shots: readonly RecordedSalvo[], variant: Variant, lang?: string): string {
  if (shots.length === 1) return formatSalvoItem(shots[0]!, variant, lang);
  const first = shots[0]!;
  const lines = [`  - ${scalar(first.side)}: ${scalar(formatTurnText(shots, variant, lang))}`];
  if (first.note !== undefined) lines.push(`    note: ${scalar(first.note)}`);
  if (first.forced === true) lines.push('    forced: true');
  return lines.join('\n') + '\n';
}

/**
 * A fleet in the layout notation, each class named as players call it in the record's language
 * (`двухклеточный: е4-е5`) when that name reads back to the class, else by its id.
 */
function fleetInWords(layout: FleetLayout, variant: Variant, lang?: string): Record<string, string | string[]> {
  const byId = formatLayout(layout, variant);
  const l = writingLanguage(variant, lang);
  const out: Record<string, string | string[]> = {};
  for (const [classId, ships] of Object.entries(byId)) {
    const index = variant.fleet.findIndex((c) => c.id === classId);
    const name = className(variant, classId, l);
    const key = index >= 0 && resolveClassKey(name, variant) === index && !(name in out) ? name : classId;
    out[key] = ships;
  }
  return out;
}

export interface WriteRecordOptions {
  /**
   * In a shot-by-shot game, write each side's turn (its shots up to its miss) on one line rather
   * than one shot per line. Ignored in other variants. Default false (the canonical form).
   */
  readonly groupTurns?: boolean;
}

/**
 * The whole record as canonical text (or with turn lines, `{ groupTurns: true }`).
 *
 * @example
 *   writeRecord({ variant: 'statki', sides: [{ id: 'a' }, { id: 'b' }], fleets: {}, salvos: [] }, statki)
 */
export function writeRecord(record: GameRecord, variant: Variant, opts: WriteRecordOptions = {}): string {
  const header: Record<string, unknown> = { variant: record.variant };
  if (record.language !== undefined) header.language = record.language;
  header.sides = Object.fromEntries(record.sides.map((s) => [s.id, s.player ?? null]));
  if (record.date !== undefined) header.date = record.date;
  if (record.place !== undefined) header.place = record.place;
  if (record.notes !== undefined) header.notes = record.notes;
  const fleetSides = record.sides.map((s) => s.id).filter((id) => record.fleets[id] !== undefined);
  if (fleetSides.length > 0) {
    header.fleets = Object.fromEntries(fleetSides.map((id) => [id, fleetInWords(record.fleets[id]!, variant, record.language)]));
  }
  const doc = new Document(header);
  // Lists of ships on one line: `destroyer: [J1-J2, A9-B9]`.
  visit(doc, {
    Seq(_, node) {
      if (isSeq(node)) node.flow = true;
    },
  });
  // A side with no player is written `blue:`, no space after the colon (the library writes a null
  // so). The text is not edited after: a line of a note written as a block (`notes: |-`) may end
  // in `: ` too, and is the note's own.
  const out = doc.toString({ lineWidth: 0, nullStr: '', flowCollectionPadding: false });
  if (record.salvos.length === 0) return `${out}salvos: []\n`;
  const items = opts.groupTurns
    ? groupTurns(record.salvos, variant).map((g) => formatTurnItem(g, variant, record.language))
    : record.salvos.map((s) => formatSalvoItem(s, variant, record.language));
  return `${out}salvos:\n${items.join('')}`;
}
