/**
 * The fleet roster block of a pad sheet: one row per ship class with its mark, a small picture
 * of the ship (hatched lengthwise when the variant says so), its name, tally boxes for hits
 * taken (one group per ship, one box per hit it can take, a gun-lost marker where a hit costs a
 * gun), hits given (only where the report tells the shooter which ship was hit), sunk ticks for
 * per-shot reports, and gun circles.
 *
 * @example
 *   const g = measureRoster(content.roster, content.text, 1, 90);
 *   if (g) drawRoster(drawing, 10, 120, g, content.roster, content.text);
 */
import type { Drawing, Segment } from './drawing.js';
import { fitText, fontMetrics, legible, textWidth } from './fonts.js';
import type { PadText } from './i18n.js';
import type { Roster, RosterRow } from './pad-content.js';
import { GRID_COLOUR, RULE } from './chart.js';

export interface RosterGeometry {
  readonly width: number;
  readonly height: number;
  readonly scale: number;
  readonly box: number;
  readonly pictCell: number;
  readonly rowHeight: number;
  readonly headHeight: number;
  readonly nameSize: number;
  readonly headSize: number;
  /** Left x of each column, relative to the block, and its width. */
  readonly columns: readonly { readonly key: RosterColumn; readonly x: number; readonly w: number }[];
}

export type RosterColumn = 'mark' | 'picture' | 'name' | 'taken' | 'given' | 'sunk' | 'guns';

const GROUP_GAP = 0.35; // of a box
const PAD = 1.6;
/** Extra space before a column of boxes. */
const BOX_GAP = 3;

function shapeExtent(row: RosterRow): { rows: number; cols: number } {
  let rows = 0;
  let cols = 0;
  for (const [r, c] of row.shape) {
    rows = Math.max(rows, r + 1);
    cols = Math.max(cols, c + 1);
  }
  return { rows, cols };
}

function groupsWidth(groups: readonly number[], box: number): number {
  const boxes = groups.reduce((a, b) => a + b, 0);
  return boxes * box + Math.max(0, groups.length - 1) * box * GROUP_GAP;
}

function nameOf(row: RosterRow): string {
  return row.count > 1 ? `${row.name} ×${row.count}` : row.name;
}

/**
 * Lay out the roster within `maxWidth` mm at typography `scale`, shrinking boxes and names if
 * needed; null when it cannot fit.
 *
 * @example
 *   measureRoster(roster, padText('en'), 1, 100)?.height
 */
export function measureRoster(roster: Roster, text: PadText, scale: number, maxWidth: number): RosterGeometry | null {
  // Names whole, unless the pad could not be laid out with them (`Roster.nameCap`, set by the layout).
  const nameCap = roster.nameCap ?? Infinity;
  for (const f of [1, 0.92, 0.84, 0.76, 0.68]) {
    const g = tryMeasure(roster, text, scale, f, nameCap);
    if (g.width <= maxWidth) return g;
  }
  return null;
}

function tryMeasure(roster: Roster, text: PadText, scale: number, f: number, nameCap: number): RosterGeometry {
  const box = (roster.boxesHoldNumbers ? 5.2 : 3.8) * scale * f;
  const nameSize = legible(8 * scale * Math.max(f, 0.85));
  const headSize = legible(6.5 * scale * Math.max(f, 0.85));
  const pad = PAD * scale;
  const maxShapeRows = Math.max(...roster.rows.map((r) => shapeExtent(r).rows));
  const pictCell = Math.min(2.4 * scale * f, (box + 0.4) / Math.max(1, maxShapeRows));
  const head = (t: string) => textWidth(t, 'condensed', headSize);
  const columns: { key: RosterColumn; x: number; w: number }[] = [];
  let x = 0;
  const add = (key: RosterColumn, content: number, heading = '') => {
    if (key === 'taken' || key === 'given' || key === 'sunk' || key === 'guns') x += BOX_GAP * scale;
    const w = Math.max(content, heading === '' ? 0 : head(heading)) + pad;
    columns.push({ key, x, w });
    x += w;
  };
  add('mark', Math.max(...roster.rows.map((r) => textWidth(r.mark, 'bold', nameSize))));
  add('picture', Math.max(...roster.rows.map((r) => shapeExtent(r).cols * pictCell)));
  add('name', Math.min(nameCap, Math.max(...roster.rows.map((r) => textWidth(nameOf(r), 'regular', nameSize)))), text.ship);
  add('taken', Math.max(...roster.rows.map((r) => groupsWidth(r.taken, box))), text.hitsTaken);
  if (roster.hasGiven) add('given', Math.max(...roster.rows.map((r) => groupsWidth(r.given ?? [], box))), text.hitsGiven);
  if (roster.hasSunkTicks) add('sunk', Math.max(...roster.rows.map((r) => groupsWidth(Array(r.sunkTicks).fill(1), box))), text.enemySunk);
  if (roster.hasGuns) add('guns', Math.max(...roster.rows.map((r) => groupsWidth(Array(r.count).fill(r.guns), box * 0.62))), text.guns);
  const rowHeight = box + 1.8 * scale;
  const headHeight = fontMetrics('condensed', headSize).ascent + 1.6 * scale;
  return {
    width: x - pad,
    height: headHeight + rowHeight * roster.rows.length,
    scale,
    box,
    pictCell,
    rowHeight,
    headHeight,
    nameSize,
    headSize,
    columns,
  };
}

function drawGroups(d: Drawing, x: number, yMid: number, groups: readonly number[], box: number, marked: readonly number[] = []): void {
  let cx = x;
  const top = yMid - box / 2;
  for (const n of groups) {
    for (let i = 0; i < n; i++) {
      d.rect(cx + i * box, top, box, box, { stroke: { width: RULE.thin } });
      if (marked.includes(i + 1)) {
        const t = box * 0.34;
        const rx = cx + (i + 1) * box;
        d.polygon([[rx - t, top], [rx, top], [rx, top + t]], { fill: '#000000' });
      }
    }
    cx += n * box + box * GROUP_GAP;
  }
}

function drawPicture(d: Drawing, x: number, yMid: number, row: RosterRow, cell: number): void {
  const { rows, cols } = shapeExtent(row);
  const top = yMid - (rows * cell) / 2;
  const stroke = { width: RULE.thin };
  for (const [r, c] of row.shape) {
    if (row.hatched) d.hatch(x + c * cell, top + r * cell, cell, cell, cols >= rows ? 'x' : 'y', cell / 3.2, { width: RULE.hair });
    d.rect(x + c * cell, top + r * cell, cell, cell, { stroke });
  }
}

/**
 * Draw the roster with its top-left corner at (x, y), as measured.
 *
 * @example
 *   drawRoster(d, 12, 130, geometry, content.roster, content.text);
 */
export function drawRoster(d: Drawing, x: number, y: number, g: RosterGeometry, roster: Roster, text: PadText): void {
  const col = (key: RosterColumn) => g.columns.find((c) => c.key === key);
  const headings: Partial<Record<RosterColumn, string>> = {
    name: text.ship,
    taken: text.hitsTaken,
    given: text.hitsGiven,
    sunk: text.enemySunk,
    guns: text.guns,
  };
  const headBaseline = y + g.headHeight - 1.1 * g.scale;
  for (const c of g.columns) {
    const h = headings[c.key];
    if (h !== undefined) d.text(h, x + c.x, headBaseline, { face: 'condensed', size: g.headSize, colour: '#333333' });
  }
  const rules: Segment[] = [[x, y + g.headHeight, x + g.width, y + g.headHeight]];
  roster.rows.forEach((row, i) => {
    const top = y + g.headHeight + i * g.rowHeight;
    const mid = top + g.rowHeight / 2;
    if (i > 0) rules.push([x, top, x + g.width, top]);
    const mark = col('mark');
    if (mark) d.text(row.mark, x + mark.x, mid, { face: 'bold', size: g.nameSize, valign: 'middle' });
    const pict = col('picture');
    if (pict) drawPicture(d, x + pict.x, mid, row, g.pictCell);
    const name = col('name');
    if (name) d.text(fitText(nameOf(row), 'regular', name.w - PAD * g.scale + 1e-6, g.nameSize, g.nameSize).text, x + name.x, mid, { face: 'regular', size: g.nameSize, valign: 'middle' });
    const taken = col('taken');
    if (taken) drawGroups(d, x + taken.x, mid, row.taken, g.box, row.gunLostAt);
    const given = col('given');
    if (given && row.given !== null) drawGroups(d, x + given.x, mid, row.given, g.box);
    const sunk = col('sunk');
    if (sunk && row.sunkTicks > 0) drawGroups(d, x + sunk.x, mid, Array(row.sunkTicks).fill(1), g.box);
    const guns = col('guns');
    if (guns && row.guns > 0) {
      const step = g.box * 0.62;
      let gx = x + guns.x;
      for (let s = 0; s < row.count; s++) {
        for (let k = 0; k < row.guns; k++) d.circle(gx + (k + 0.5) * step, mid, step * 0.36, { stroke: { width: RULE.thin } });
        gx += row.guns * step + step * GROUP_GAP;
      }
    }
  });
  const bottom = y + g.height;
  rules.push([x, bottom, x + g.width, bottom]);
  d.lines(rules.slice(0, 1), { width: RULE.medium });
  d.lines(rules.slice(1, -1), { width: RULE.hair, colour: GRID_COLOUR });
  d.lines(rules.slice(-1), { width: RULE.medium });
}
