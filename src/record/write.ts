/**
 * Writing a game record in its canonical text: the header, the fleets in the layout notation,
 * then one line per salvo, `- side: cells -> announcement`, with the announcement in the
 * record's language (a note or the `forced` mark go on the lines below the salvo, as keys of
 * the same item). `parseRecord(writeRecord(r, v), v).record` equals `r`.
 *
 * @example
 *   writeRecord(record, jutland)
 *   // variant: jutland
 *   // sides:
 *   //   blue: Ann
 *   //   red: Bob
 *   // salvos:
 *   //   - blue: A1 B4 C7 D2 E9 F5 -> battleship 1, cruiser 1
 */
import { Document, isSeq, stringify, visit } from 'yaml';
import { formatCell } from '../core/coords.js';
import type { FleetLayout } from '../core/layout-types.js';
import { formatLayout, resolveClassKey } from '../core/layout.js';
import type { Variant } from '../variant/model.js';
import { className, formatAnnouncement, writingLanguage } from './announcement-text.js';
import type { GameRecord, RecordedSalvo } from './model.js';

/** A scalar as YAML writes it on one line (quoted when it has to be). */
function scalar(value: string): string {
  return stringify(value, { lineWidth: 0 }).replace(/\n$/u, '');
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

/** The salvo as one item of the `salvos:` list (one line, plus note/forced lines). */
export function formatSalvoItem(salvo: RecordedSalvo, variant: Variant, lang?: string): string {
  const lines = [`  - ${scalar(salvo.side)}: ${scalar(formatSalvoText(salvo, variant, lang))}`];
  if (salvo.note !== undefined) lines.push(`    note: ${scalar(salvo.note)}`);
  if (salvo.forced === true) lines.push('    forced: true');
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

/**
 * The whole record as canonical text.
 *
 * @example
 *   writeRecord({ variant: 'statki', sides: [{ id: 'a' }, { id: 'b' }], fleets: {}, salvos: [] }, statki)
 */
export function writeRecord(record: GameRecord, variant: Variant): string {
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
  let out = doc.toString({ lineWidth: 0, nullStr: '', flowCollectionPadding: false });
  // `blue: ` with a null player reads back as no player; write it without the trailing space.
  out = out.replace(/: \n/gu, ':\n');
  if (record.salvos.length === 0) return `${out}salvos: []\n`;
  return `${out}salvos:\n${record.salvos.map((s) => formatSalvoItem(s, variant, record.language)).join('')}`;
}
