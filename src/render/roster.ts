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
import { NEED_NOT_SINK_MARK, type Roster, type RosterRow } from './pad-content.js';
import { GRID_COLOUR, RULE } from './chart.js';
import { boxesFilled, type BoxFilled } from './roster-boxes.js';

export interface RosterGeometry {
  readonly width: number;
  readonly height: number;
  readonly scale: number;
  readonly box: number;
  readonly pictCell: number;
  readonly rowHeight: number;
  /** Ships per line of tally boxes: a class of more ships goes on over several lines. */
  readonly perLine: number;
  /** How many lines of tally boxes each row takes. */
  readonly rowLines: readonly number[];
  readonly headHeight: number;
  readonly nameSize: number;
  readonly headSize: number;
  /** The gun circles' diameter and the step from one to the next (mm). */
  readonly gun: { readonly diameter: number; readonly step: number };
  /** Left x of each column, relative to the block, and its width. */
  readonly columns: readonly { readonly key: RosterColumn; readonly x: number; readonly w: number }[];
}

export type RosterColumn = 'mark' | 'picture' | 'name' | 'taken' | 'given' | 'sunk' | 'guns';

const GROUP_GAP = 0.35; // of a box
const PAD = 1.6;
/** Extra space before a column of boxes. */
const BOX_GAP = 3;
/** Between two lines of one class's tally boxes. */
const LINE_GAP = 0.8;

/**
 * The gun circles' diameter (mm) where the roster has the width for it, at most a tally box's:
 * large enough to strike out with a pencil at any paper size (on A5 they were 1.2 mm).
 */
export const GUN_CIRCLE_MM = 2.6;

/**
 * The least tally box (mm) where the roster has the width for it: a pencil's tick or cross needs
 * about this much, as a gun circle does (at two a page on A5 the boxes were 2.3 mm).
 */
export const TALLY_BOX_MIN_MM = 2.5;

/** The least gun circle (mm) taken before the tally boxes go below it too. */
const GUN_CIRCLE_MIN = 2.5;

/**
 * The white between two gun circles of a ship (mm), from the outer edge of one circle's line to the
 * next's: room for a pencil to strike out one without touching its neighbour (they stood 0.43 mm
 * apart, the step a fixed share of the diameter).
 */
export const GUN_CLEAR_MM = 1;

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
  return `${row.name}${suffixOf(row)}`;
}

/** What follows a class's name on the roster, kept where the name is cut short: its count (` ×3`) and its mark. */
function suffixOf(row: RosterRow): string {
  return `${row.count > 1 ? ` ×${row.count}` : ''}${markOf(row)}`;
}

/** After the name of a class that need not be sunk, its mark (the legend says what it means), kept where the name is cut short. */
function markOf(row: RosterRow): string {
  return row.needNotSink === true ? NEED_NOT_SINK_MARK : '';
}

/** `items` in lines of at most `perLine`. */
function linesOf<T>(items: readonly T[], perLine: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += perLine) out.push(items.slice(i, i + perLine));
  return out.length === 0 ? [[]] : out;
}

/** The widest line of a row's groups of boxes when they go `perLine` ships a line. */
function wrappedWidth(groups: readonly number[], box: number, perLine: number): number {
  return Math.max(...linesOf(groups, perLine).map((line) => groupsWidth(line, box)));
}

/** The lines of tally boxes a row needs, `perLine` ships a line. */
function rowLinesOf(row: RosterRow, roster: Roster, perLine: number): number {
  const n = Math.max(row.taken.length, roster.hasGiven ? (row.given?.length ?? 0) : 0, roster.hasSunkTicks ? row.sunkTicks : 0, roster.hasGuns && row.guns > 0 ? row.count : 0);
  return Math.max(1, Math.ceil(n / perLine));
}

/**
 * Lay out the roster within `maxWidth` mm at typography `scale`, shrinking boxes and names if
 * needed, and then putting a class's ships on several lines of boxes (26 boats of one class);
 * null when it cannot fit.
 *
 * @example
 *   measureRoster(roster, padText('en'), 1, 100)?.height
 */
export function measureRoster(roster: Roster, text: PadText, scale: number, maxWidth: number): RosterGeometry | null {
  // Names whole, unless the pad could not be laid out with them (`Roster.nameCap`, set by the layout).
  const nameCap = roster.nameCap ?? Infinity;
  // Tally boxes a pencil ticks (TALLY_BOX_MIN_MM) where the width allows them, else as small as it takes.
  for (const floor of [TALLY_BOX_MIN_MM, 0]) {
    const g = measureWhole(roster, text, scale, nameCap, floor, maxWidth);
    if (g !== null) return g;
  }
  const most = Math.max(...roster.rows.map((r) => Math.max(r.count, r.sunkTicks)));
  for (let perLine = most - 1; perLine >= 1; perLine--) {
    const g = tryMeasure(roster, text, scale, 0.84, nameCap, perLine, 0);
    if (g.width <= maxWidth) return g;
  }
  return null;
}

/** The roster with each class's ships on one line of boxes, its tally boxes at least `floor` mm; null where it does not fit. */
function measureWhole(roster: Roster, text: PadText, scale: number, nameCap: number, floor: number, maxWidth: number): RosterGeometry | null {
  // (Boxes of the floor too wide even beside the smallest names and circles: none of the tries below fits.)
  if (floor > 0 && tryMeasure(roster, text, scale, 0.68, nameCap, Infinity, 0, floor).width > maxWidth) return null;
  // Gun circles a pencil strikes out (GUN_CIRCLE_MM, down to GUN_CIRCLE_MIN) beside tally boxes
  // as large: the boxes a little smaller where that is what it takes (Jutland on A5: 2.5 mm
  // circles beside 2.6 mm boxes, not 2.1 mm ones beside 2.75 mm boxes).
  if (roster.hasGuns) {
    for (let f = 1; f >= 0.68 - 1e-9; f = Math.round((f - 0.01) * 100) / 100) {
      for (let gun = GUN_CIRCLE_MM; gun >= GUN_CIRCLE_MIN - 1e-9; gun = Math.round((gun - 0.1) * 1000) / 1000) {
        const g = tryMeasure(roster, text, scale, f, nameCap, Infinity, gun, floor);
        if (g.box < GUN_CIRCLE_MIN) break;
        if (g.width <= maxWidth && g.gun.diameter >= GUN_CIRCLE_MIN - 1e-9) return g;
      }
    }
  }
  // At each size of the boxes, gun circles as large as the width allows, up to GUN_CIRCLE_MM (a
  // pencil strikes them out), down to the circles in proportion to the boxes.
  for (const f of [1, 0.92, 0.84, 0.76, 0.68]) {
    for (let gun = roster.hasGuns ? GUN_CIRCLE_MM : 0; ; gun = Math.round((gun - 0.1) * 1000) / 1000) {
      const g = tryMeasure(roster, text, scale, f, nameCap, Infinity, gun, floor);
      if (g.width <= maxWidth) return g;
      // (Down to the circles in proportion to the boxes, tried last.)
      if (g.gun.diameter < gun - 1e-9 || gun <= 0) break;
    }
  }
  return null;
}

/** `gun`: the gun circles' diameter to try (mm), at most a box's, at least in proportion to the boxes. */
function tryMeasure(roster: Roster, text: PadText, scale: number, f: number, nameCap: number, perLine: number, gun: number, floor = 0): RosterGeometry {
  const natural = (roster.boxesHoldNumbers ? 5.2 : 3.8) * scale * f;
  const box = Math.max(floor, natural);
  const diameter = Math.max(box * 0.62 * 0.72, Math.min(gun, box));
  const guns = { diameter, step: diameter + RULE.thin + GUN_CLEAR_MM };
  const nameSize = legible(8 * scale * Math.max(f, 0.85));
  const headSize = legible(6.5 * scale * Math.max(f, 0.85));
  const pad = PAD * scale;
  const maxShapeRows = Math.max(...roster.rows.map((r) => shapeExtent(r).rows));
  const longest = Math.max(...roster.rows.map((r) => shapeExtent(r).cols));
  // The pictures' column holds the longest ship and a cell more, the gap to the names: the
  // longest picture as far from its name as the next shorter one's would be (one of its cells
  // and the column's padding), not the padding alone (at two sheets a page on A5 a five-cell
  // picture stood 1 mm from its name, as if part of it). The column as wide as it was, its cells
  // a little smaller: about as tall as the names' capitals.
  const pictCell = Math.min((2.4 * scale * f * longest) / (longest + 1), (box + 0.4) / Math.max(1, maxShapeRows));
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
  add('picture', (longest + 1) * pictCell);
  add('name', Math.min(nameCap, Math.max(...roster.rows.map((r) => textWidth(nameOf(r), 'regular', nameSize)))), text.ship);
  add('taken', Math.max(...roster.rows.map((r) => wrappedWidth(r.taken, box, perLine))), text.hitsTaken);
  if (roster.hasGiven) add('given', Math.max(...roster.rows.map((r) => wrappedWidth(r.given ?? [], box, perLine))), text.hitsGiven);
  if (roster.hasSunkTicks) add('sunk', Math.max(...roster.rows.map((r) => wrappedWidth(Array(r.sunkTicks).fill(1), box, perLine))), text.enemySunk);
  if (roster.hasGuns) add('guns', Math.max(...roster.rows.map((r) => wrappedWidth(Array(r.count).fill(r.guns), guns.step, perLine))), text.guns);
  // (Boxes raised to the floor take the rows' white, not more height: the roster no taller for them.)
  const rowHeight = Math.max(natural + 1.8 * scale, box + 0.8 * scale);
  const rowLines = roster.rows.map((r) => (Number.isFinite(perLine) ? rowLinesOf(r, roster, perLine) : 1));
  const headHeight = fontMetrics('condensed', headSize).ascent + 1.6 * scale;
  return {
    width: x - pad,
    height: headHeight + rowLines.reduce((h, n) => h + rowHeight + (n - 1) * (box + LINE_GAP * scale), 0),
    perLine,
    rowLines,
    scale,
    box,
    pictCell,
    rowHeight,
    headHeight,
    nameSize,
    headSize,
    gun: guns,
    columns,
  };
}

/**
 * The size (pt) a salvo's number is pencilled in a tally box `box` mm across: as a chart's cell
 * takes its numbers (half the box's height), smaller where the number is wider than the box
 * within a little white either side.
 */
function boxNumberSize(text: string, box: number): number {
  const half = (box / 0.3528) * 0.5;
  const room = box * 0.8;
  const w = textWidth(text, 'condensed', half);
  const size = w <= room ? half : (half * room) / w;
  if (size >= BOX_NUMBER_MIN_PT) return size;
  // Smaller than that (Jutland's boxes on A5, 2.5 mm: 3.5 pt), as large as the box holds it, up to
  // BOX_NUMBER_MIN_PT: within the box's line and a white of 0.1 mm either side, its figures no
  // taller than 0.6 of the box.
  const inner = box - RULE.thin - 0.2;
  const across = (BOX_NUMBER_MIN_PT * inner) / textWidth(text, 'condensed', BOX_NUMBER_MIN_PT);
  const tall = (0.6 * box * BOX_NUMBER_MIN_PT) / fontMetrics('condensed', BOX_NUMBER_MIN_PT).capHeight;
  return Math.max(size, Math.min(BOX_NUMBER_MIN_PT, across, tall));
}

/**
 * The least size (pt) a salvo's number is pencilled in a tally box at, where the box holds it at
 * that: read on paper held in the hand, as a chart's numbers are. Half the box's height, as a
 * chart's cell takes its numbers, gives it from boxes of 3.5 mm up (A4, letter, most sheets on A5).
 */
export const BOX_NUMBER_MIN_PT = 5;

/**
 * Draw tally boxes in groups from `x`; returns the right edge of their ink, the last box's stroke.
 * `filled`: what each box holds in pencil (`salvo show -o`), box after box across the groups: a
 * salvo's number, null a cross corner to corner, undefined nothing.
 */
function drawGroups(d: Drawing, x: number, yMid: number, groups: readonly number[], box: number, marked: readonly number[] = [], filled: readonly BoxFilled[] = []): number {
  let cx = x;
  const top = yMid - box / 2;
  let k = 0;
  for (const n of groups) {
    for (let i = 0; i < n; i++) {
      d.rect(cx + i * box, top, box, box, { stroke: { width: RULE.thin } });
      const number = filled[k++];
      if (number !== undefined) {
        const bx = cx + i * box;
        if (number !== null) {
          // The salvo that scored the hit, as the legend has it ('beside each ship: the salvos that hit it').
          const t = String(number);
          d.text(t, bx + box / 2, yMid, { face: 'condensed', size: boxNumberSize(t, box), align: 'center', valign: 'middle', colour: TICK_INK });
        } else {
          const m = box * 0.2;
          d.lines([[bx + m, top + m, bx + box - m, top + box - m], [bx + m, top + box - m, bx + box - m, top + m]], { width: RULE.medium, colour: TICK_INK });
        }
      }
      if (marked.includes(i + 1)) {
        const t = box * 0.34;
        const rx = cx + (i + 1) * box;
        d.polygon([[rx - t, top], [rx, top], [rx, top + t]], { fill: '#000000' });
      }
    }
    cx += n * box + box * GROUP_GAP;
  }
  return x + groupsWidth(groups, box) + RULE.thin / 2;
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

/** The pencil's ink of the boxes ticked on a filled-in sheet, as the log's rows are written. */
const TICK_INK = '#1a1a6e';

/** The boxes ticked in a roster row of a filled-in sheet (`salvo show -o`): hits taken, hits given, enemy ships sunk. */
export interface RosterTicks {
  readonly taken: number;
  readonly given: number;
  readonly sunk: number;
  /**
   * The salvos that scored the hits taken and given, in the boxes' order (null: a hit whose salvo
   * is not known, crossed): written in the boxes where the roster's boxes hold numbers (per-salvo
   * reports), as the legend says.
   */
  readonly takenBy?: readonly (number | null)[];
  readonly givenBy?: readonly (number | null)[];
  /**
   * Of those, the hits whose ship is known, per ship of the class by its ordinal (`RosterLine.takenByShip`):
   * ticked in that ship's boxes where the row has a group of boxes a ship.
   */
  readonly takenByShip?: readonly (readonly (number | null)[])[];
  readonly givenByShip?: readonly (readonly (number | null)[])[];
  /** The row's gun circles struck out, the first ones: the guns its ships have lost. */
  readonly gunsLost?: number;
}

/** The boxes of each of a row's lines: `filled` (box after box), line after line. */
function filledByLine(lines: readonly (readonly number[])[], filled: readonly BoxFilled[]): BoxFilled[][] {
  let at = 0;
  return lines.map((line) => {
    const n = line.reduce((a, b) => a + b, 0);
    const here = filled.slice(at, at + n);
    at += n;
    return here;
  });
}

/**
 * Draw the roster with its top-left corner at (x, y), as measured; `ticks`, on a filled-in sheet
 * (`salvo show -o`), the boxes of each row crossed in pencil (none on a blank pad).
 *
 * @example
 *   drawRoster(d, 12, 130, geometry, content.roster, content.text);
 */
export function drawRoster(d: Drawing, x: number, y: number, g: RosterGeometry, roster: Roster, text: PadText, ticks?: (row: number) => RosterTicks | undefined): void {
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
  // The rules' heights; they reach as far right as the boxes' ink (the last box's stroke half
  // outside the box: where boxes are the widest thing in the last column, as Перельман's row V's
  // five in «Нанесено» on A5, the box stood a hair past the rules' end).
  const ruleYs: number[] = [y + g.headHeight];
  let inkRight = x + g.width;
  const ink = (right: number) => {
    inkRight = Math.max(inkRight, right);
  };
  const lineStep = g.box + LINE_GAP * g.scale;
  let top = y + g.headHeight;
  roster.rows.forEach((row, i) => {
    const lines = g.rowLines[i] ?? 1;
    const height = g.rowHeight + (lines - 1) * lineStep;
    const mid = top + g.rowHeight / 2;
    const midOf = (line: number) => mid + line * lineStep;
    if (i > 0) ruleYs.push(top);
    const mark = col('mark');
    if (mark) d.text(row.mark, x + mark.x, mid, { face: 'bold', size: g.nameSize, valign: 'middle' });
    const pict = col('picture');
    if (pict) drawPicture(d, x + pict.x, mid, row, g.pictCell);
    const name = col('name');
    if (name) {
      const after = suffixOf(row);
      const room = name.w - PAD * g.scale + 1e-6;
      const whole = nameOf(row);
      // Cut short (a name cap), the name loses its end, not the count or the mark after it: a
      // player tallies three boats on the line of 'Łódź podwodna… ×3', not of 'Łódź podwodna ×…'.
      const text = textWidth(whole, 'regular', g.nameSize) <= room ? whole : `${fitText(row.name, 'regular', room - textWidth(after, 'regular', g.nameSize), g.nameSize, g.nameSize).text}${after}`;
      d.text(text, x + name.x, mid, { face: 'regular', size: g.nameSize, valign: 'middle' });
    }
    const taken = col('taken');
    const tick = ticks?.(i);
    if (taken) {
      const lines = linesOf(row.taken, g.perLine);
      const by = filledByLine(lines, boxesFilled(row.taken, tick?.taken ?? 0, tick?.takenBy ?? [], tick?.takenByShip, roster.boxesHoldNumbers));
      lines.forEach((line, l) => ink(drawGroups(d, x + taken.x, midOf(l), line, g.box, row.gunLostAt, by[l])));
    }
    const given = col('given');
    if (given && row.given !== null) {
      const lines = linesOf(row.given, g.perLine);
      const by = filledByLine(lines, boxesFilled(row.given, tick?.given ?? 0, tick?.givenBy ?? [], tick?.givenByShip, roster.boxesHoldNumbers));
      lines.forEach((line, l) => ink(drawGroups(d, x + given.x, midOf(l), line, g.box, [], by[l])));
    }
    const sunk = col('sunk');
    if (sunk && row.sunkTicks > 0) {
      const lines = linesOf(Array<number>(row.sunkTicks).fill(1), g.perLine);
      const by = filledByLine(lines, boxesFilled(Array<number>(row.sunkTicks).fill(1), tick?.sunk ?? 0, [], undefined, false));
      lines.forEach((line, l) => ink(drawGroups(d, x + sunk.x, midOf(l), line, g.box, [], by[l])));
    }
    const guns = col('guns');
    if (guns && row.guns > 0) {
      const { step, diameter } = g.gun;
      let lost = tick?.gunsLost ?? 0;
      linesOf(Array<number>(row.count).fill(row.guns), g.perLine).forEach((line, l) => {
        let gx = x + guns.x;
        for (const n of line) {
          for (let k = 0; k < n; k++) {
            const cx = gx + (k + 0.5) * step;
            d.circle(cx, midOf(l), diameter / 2, { stroke: { width: RULE.thin } });
            ink(cx + diameter / 2 + RULE.thin / 2);
            // A gun lost (`salvo show -o`): its circle struck out in pencil, one stroke across it.
            if (lost-- > 0) {
              const r = diameter * 0.6;
              d.line(cx - r, midOf(l) + r, cx + r, midOf(l) - r, { width: RULE.medium, colour: TICK_INK });
            }
          }
          gx += n * step + step * GROUP_GAP;
        }
      });
    }
    top += height;
  });
  ruleYs.push(y + g.height);
  const rules: Segment[] = ruleYs.map((ry) => [x, ry, inkRight, ry]);
  d.lines(rules.slice(0, 1), { width: RULE.medium });
  d.lines(rules.slice(1, -1), { width: RULE.hair, colour: GRID_COLOUR });
  d.lines(rules.slice(-1), { width: RULE.medium });
}
