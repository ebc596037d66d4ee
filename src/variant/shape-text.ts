/**
 * A ship's shape written as text: the picture `salvo variant show` draws (`#./##/.#`: rows of `#`
 * for the ship's cells and `.` for the rest, separated by `/`), also as a block of rows, read
 * back into [row, column] cells; and cells written with parentheses (`(0,0)`), read for the
 * advice that rewrites them with brackets.
 *
 * @example
 *   readShapePicture('#./##/.#')   // { cells: [[0, 0], [1, 0], [1, 1], [2, 1]] }
 *   readShapePicture('##\n.#\n')   // { cells: [[0, 0], [0, 1], [1, 1]] }
 *   meantPicture('### .#.')      // { picture: '###/.#.', how: 'rows' }
 *   parenthesisedCells(['(0', '0)', '(1', '0)'])  // [[0, 0], [1, 0]]
 */
import type { DiagnosticParts } from '../core/diagnostics.js';
import { isConnected } from '../core/geometry.js';

/** The character of a ship's cell in a shape picture, and of a cell of water. */
export const PICTURE_CELL = '#';
export const PICTURE_WATER = '.';

/**
 * What a picture holds: its cells, or what is wrong with it and how to mend it, with the parts
 * that say it in Russian and Polish (./slip-text.ts, the `form` and its numbers; the caller adds
 * where).
 */
export type PictureReading =
  | { readonly cells: [number, number][] }
  | { readonly problem: string; readonly suggestion: string; readonly parts: DiagnosticParts; readonly offset?: number };

/**
 * The rows of a picture, each with where it starts in `text` (UTF-16 index), split at `/` and
 * line breaks, spaces at a row's end left out, and empty rows above and below dropped.
 */
function pictureRows(text: string): { text: string; start: number }[] {
  const split: { text: string; start: number }[] = [];
  const breaks = /\r?\n|\//gu;
  let start = 0;
  for (let m = breaks.exec(text); m !== null; m = breaks.exec(text)) {
    split.push({ text: text.slice(start, m.index).trimEnd(), start });
    start = m.index + m[0].length;
  }
  split.push({ text: text.slice(start).trimEnd(), start });
  while (split.length > 0 && split[0]!.text.trim() === '') split.shift();
  while (split.length > 0 && split[split.length - 1]!.text.trim() === '') split.pop();
  return split;
}

/**
 * The cells of a shape picture: rows separated by `/` or line breaks, `#` for a cell and `.` for
 * water; spaces at the ends of a row and empty rows above and below are left out. A row may stop
 * at its last `#`. At most `maxCells` cells, spanning at most `maxSide` rows and columns. A
 * character other than `#` and `.` is told with its `offset` in `text`, to be said where it is.
 */
export function readShapePicture(text: string, limits: { maxCells: number; maxSide: number }): PictureReading {
  const split = pictureRows(text);
  const rows = split.map((r) => r.text);
  const cells: [number, number][] = [];
  for (let r = 0; r < rows.length; r++) {
    const row = Array.from(rows[r]!);
    const odd = row.findIndex((ch) => ch !== PICTURE_CELL && ch !== PICTURE_WATER);
    if (odd >= 0) {
      const meant = meantPicture(text, limits);
      if (meant?.how === 'named') {
        const name = JSON.stringify(text.trim());
        return {
          problem: `${name} names a shape instead of drawing it; a picture is drawn with ${PICTURE_CELL} for the ship's cells and ${PICTURE_WATER} for the rest`,
          suggestion: `for the ${text.trim()} of ${meant.cells} cells write shape: "${meant.picture}"; draw any other shape the same way`,
          parts: { form: 'picture-named', name: text.trim(), cells: meant.cells, write: meant.picture },
        };
      }
      const ch = row[odd]!;
      const what = ch === ' ' || ch === '\t' ? 'a space' : JSON.stringify(ch);
      const how = meant === undefined ? '' : meant.how === 'rows' ? `separate the picture's rows with /: ` : meant.how === 'spaced' ? 'leave out the spaces around /: ' : `draw the ship's cells as ${PICTURE_CELL} and water as ${PICTURE_WATER}: `;
      return {
        // Where the character is in the text: a row's characters counted in UTF-16 units, as the source's index.
        offset: split[r]!.start + row.slice(0, odd).join('').length,
        problem: `row ${r + 1} of the picture, ${JSON.stringify(rows[r])}, holds ${what} at column ${odd + 1}; a picture is drawn with ${PICTURE_CELL} for the ship's cells and ${PICTURE_WATER} for the rest`,
        suggestion: meant === undefined ? `draw every cell of the ship as ${PICTURE_CELL} and every other place as ${PICTURE_WATER}, as salvo variant show prints it` : `${how}write shape: "${meant.picture}"`,
        parts: {
          form: 'picture-char',
          row: r + 1,
          rowText: rows[r]!,
          column: odd + 1,
          ...(ch === ' ' || ch === '\t' ? { space: true } : { char: ch }),
          ...(meant !== undefined ? { write: meant.picture, how: meant.how } : {}),
        },
      };
    }
    row.forEach((ch, c) => {
      if (ch === PICTURE_CELL) cells.push([r, c]);
    });
  }
  if (cells.length === 0) {
    return { problem: `the picture has no cell (${PICTURE_CELL})`, suggestion: `draw the ship's cells as ${PICTURE_CELL}, as in "${PICTURE_CELL}${PICTURE_CELL}/${PICTURE_WATER}${PICTURE_CELL}"`, parts: { form: 'picture-empty' } };
  }
  const height = Math.max(...cells.map((c) => c[0])) - Math.min(...cells.map((c) => c[0])) + 1;
  const width = Math.max(...cells.map((c) => c[1])) - Math.min(...cells.map((c) => c[1])) + 1;
  if (cells.length > limits.maxCells || height > limits.maxSide || width > limits.maxSide) {
    if (cells.length > limits.maxCells) {
      return { problem: `the picture draws ${cells.length} cells; a ship has at most ${limits.maxCells}`, suggestion: `draw at most ${limits.maxCells} cells`, parts: { form: 'picture-cells', cells: cells.length, max: limits.maxCells } };
    }
    const side = height > width ? `${height} rows` : `${width} columns`;
    return {
      problem: `the picture spans ${side}; a shape spans at most ${limits.maxSide}`,
      suggestion: `draw the ship within ${limits.maxSide} rows and ${limits.maxSide} columns`,
      parts: { form: 'picture-span', span: Math.max(height, width), axis: height > width ? 'rows' : 'columns', max: limits.maxSide },
    };
  }
  return { cells };
}

/**
 * A picture whose rows are not all as wide as it (`"#/###"`, or a block whose rows stop at their
 * last `#`): each row is read from the left, so a short row's cells are taken to lie at its left
 * end, which the designer may not have meant (`"#/###"` is an L, `"#../###"`, not a T,
 * `".#./###"`). The first such row, the picture's width, and the picture as read, every row padded
 * with `.`; undefined where every row holding a cell is as wide as the picture. `offset`: where
 * the short row starts in `text` (its first character), for a warning said at the row.
 *
 * @example
 *   raggedPicture('#/###')   // { row: 1, rowText: '#', width: 3, padded: '#../###', offset: 0 }
 *   raggedPicture('###/#')   // { row: 2, rowText: '#', width: 3, padded: '###/#..', offset: 4 }
 *   raggedPicture('##/.#.')  // undefined: row 1 reaches the last column holding a cell
 */
export function raggedPicture(text: string): { row: number; rowText: string; width: number; padded: string; offset: number } | undefined {
  const split = pictureRows(text);
  const rows = split.map((r) => r.text);
  if (rows.some((r) => !/^[#.]*$/u.test(r))) return undefined;
  const width = Math.max(0, ...rows.map((r) => r.lastIndexOf(PICTURE_CELL) + 1));
  const short = rows.findIndex((r) => r.includes(PICTURE_CELL) && r.length < width);
  if (short < 0) return undefined;
  const padded = rows.map((r) => (r.length < width ? r + PICTURE_WATER.repeat(width - r.length) : r.slice(0, width))).join('/');
  return { row: short + 1, rowText: rows[short]!, width, padded, offset: split[short]!.start };
}

/**
 * Shapes a designer may name where a picture goes (`shape: L`, `shape: plus`), each with the
 * picture of its usual size: the tetrominoes by their letters (Cyrillic Г and Т too) and the
 * five-cell cross.
 */
const NAMED_SHAPES: Readonly<Record<string, string>> = {
  i: '####',
  l: '#./#./##',
  j: '.#/.#/##',
  t: '###/.#.',
  s: '.##/##.',
  z: '##./.##',
  г: '##/#./#.',
  т: '###/.#.',
  plus: '.#./###/.#.',
  cross: '.#./###/.#.',
  '+': '.#./###/.#.',
  плюс: '.#./###/.#.',
  крест: '.#./###/.#.',
  krzyż: '.#./###/.#.',
  krzyz: '.#./###/.#.',
};

/** Marks drawn for a ship's cell in place of `#`, and for water in place of `.`. */
const CELL_MARKS = 'XxOo*@■█●1';
const WATER_MARKS = ' _-0·~□○';

/** What a picture with characters other than # and . surely meant: how it was misdrawn. */
export interface MeantPicture {
  readonly picture: string;
  /** `named`: a shape's name (`L`); `rows`: rows separated by spaces, `|`, `,`, `;`, `\` or a written `\n`; `spaced`: rows separated by / with spaces around it (`## / .#`); `marks`: other marks for cells and water (`XXX/.X.`, `111/010`). */
  readonly how: 'named' | 'rows' | 'spaced' | 'marks';
  readonly cells: number;
}

/**
 * The picture meant by one that does not read: a shape's name (`L`), rows separated by something
 * other than `/` (`### .#.`, `###|.#.`, `'###\n.#.'` in single quotes, where YAML keeps `\n`), or
 * cells drawn with another mark (`XXX/.X.`, `ooo/ o`, `111/010`); only where what it gives is one
 * piece within the limits. Undefined where nothing is sure.
 */
export function meantPicture(text: string, limits: { maxCells: number; maxSide: number }): MeantPicture | undefined {
  const sound = (picture: string): number | undefined => {
    const read = readPlain(picture, limits);
    return read !== undefined && isConnected(read.map(([r, c]) => r * (limits.maxSide + 1) + c), { columns: limits.maxSide + 1 }) ? read.length : undefined;
  };
  const named = NAMED_SHAPES[text.trim().toLocaleLowerCase('und')];
  if (named !== undefined) return { picture: named, how: 'named', cells: sound(named)! };
  const remark = (picture: string): string | undefined => {
    const odd = new Set(Array.from(picture).filter((ch) => !'#./\n'.includes(ch)));
    const cell = [...odd].filter((ch) => CELL_MARKS.includes(ch));
    if ([...odd].some((ch) => !CELL_MARKS.includes(ch) && !WATER_MARKS.includes(ch)) || cell.length > 1 || (cell.length === 1 && picture.includes(PICTURE_CELL))) return undefined;
    return Array.from(picture)
      .map((ch) => (cell.includes(ch) ? PICTURE_CELL : WATER_MARKS.includes(ch) ? PICTURE_WATER : ch))
      .join('');
  };
  // Rows separated by something else than / (one line of text only).
  if (!/[/\n]/u.test(text.trim())) {
    const rows = text.trim().split(/\s+|\||,|;|\\n|\\/u);
    if (rows.length > 1 && rows.every((r) => r !== '')) {
      const picture = remark(rows.join('/'));
      const cells = picture === undefined ? undefined : sound(picture);
      if (picture !== undefined && cells !== undefined) return { picture: padRows(picture), how: 'rows', cells };
    }
  }
  // Rows separated by / with spaces on both sides of every / (`## / .#`): the rows without them,
  // where that reads; a space on one side only (`###/ # `) may be water, as below.
  const slashes = text.trim().split('/').length - 1;
  const spaced = text.trim().match(/[ \t]+\/[ \t]+/gu) ?? [];
  if (slashes > 0 && spaced.length === slashes) {
    const unspaced = text.trim().replace(/[ \t]+\/[ \t]+/gu, '/');
    const cells = sound(unspaced);
    if (cells !== undefined) return { picture: padRows(unspaced), how: 'spaced', cells };
  }
  // Other marks: row by row, each row's spaces before its cells kept as water (a block's row
  // indented deeper than the first, `###` over ` #`, draws its cell further right), its rows
  // joined with / so the picture advised is one line.
  const rows = text.split(/\r?\n|\//u).map((r) => r.trimEnd());
  while (rows.length > 0 && rows[0] === '') rows.shift();
  while (rows.length > 0 && rows[rows.length - 1] === '') rows.pop();
  const picture = remark(rows.join('/'));
  const cells = picture === undefined ? undefined : sound(picture);
  return picture !== undefined && cells !== undefined ? { picture: padRows(picture), how: 'marks', cells } : undefined;
}

/** `"###/.#"` as `"###/.#."`: every row of a picture as wide as the widest, padded with water, so the picture advised is read as drawn (see raggedPicture). */
function padRows(picture: string): string {
  const rows = picture.split('/');
  const width = Math.max(...rows.map((r) => [...r].length));
  return rows.map((r) => r + PICTURE_WATER.repeat(width - [...r].length)).join('/');
}

/** The cells of a picture of # and . alone, within the limits; undefined where it is anything else. */
function readPlain(text: string, limits: { maxCells: number; maxSide: number }): [number, number][] | undefined {
  if (!/^[#./\n]*$/u.test(text)) return undefined;
  const read = readShapePicture(text, limits);
  return 'cells' in read ? read.cells : undefined;
}

/**
 * `##/.#`: cells drawn as a picture, rows separated by `/`, each as wide as the widest; with a
 * frame, drawn within the frame's bounds (one piece of a shape in the whole shape's picture).
 */
export function shapePicture(cells: readonly (readonly [number, number])[], frame: readonly (readonly [number, number])[] = cells): string {
  const on = new Set(cells.map(([r, c]) => `${r},${c}`));
  const [top, left] = [Math.min(...frame.map(([r]) => r)), Math.min(...frame.map(([, c]) => c))];
  const [bottom, right] = [Math.max(...frame.map(([r]) => r)), Math.max(...frame.map(([, c]) => c))];
  const rows: string[] = [];
  for (let r = top; r <= bottom; r++) {
    let row = '';
    for (let c = left; c <= right; c++) row += on.has(`${r},${c}`) ? PICTURE_CELL : PICTURE_WATER;
    rows.push(row);
  }
  return rows.join('/');
}

/** `[[0, 0], [1, 0]]`: cells as a shape is written in a file. */
export function cellsText(cells: readonly (readonly [number, number])[]): string {
  return `[${cells.map(([r, c]) => `[${r}, ${c}]`).join(', ')}]`;
}

/**
 * The cells of a shape written with parentheses for its cells: `[(0,0),(1,0)]` (which YAML reads
 * as the texts "(0", "0)", "(1", "0)"), also among cells written with brackets (`[(0,0),[1,0]]`),
 * `- (0, 0)` items, or one text `(0,0),(1,0)`. Undefined
 * when the value holds no parenthesis, or its numbers do not pair up into cells.
 */
export function parenthesisedCells(value: unknown): [number, number][] | undefined {
  const parts = Array.isArray(value) ? value : [value];
  if (parts.length === 0 || !parts.some((p) => typeof p === 'string' && /[()]/u.test(p))) return undefined;
  // A cell written right, [1,0], among ones with parentheses (`[(0,0),[1,0]]`) is read as (1,0).
  const pair = (p: unknown): p is [number, number] => Array.isArray(p) && p.length === 2 && p.every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 0);
  if (!parts.every((p) => typeof p === 'string' || typeof p === 'number' || pair(p))) return undefined;
  const text = parts.map((p) => (pair(p) ? `(${p[0]},${p[1]})` : String(p))).join(',');
  if (!/^[\s\d,()]*$/u.test(text)) return undefined;
  const groups = [...text.matchAll(/\(\s*(\d+)\s*,\s*(\d+)\s*\)/gu)];
  // Every number is in a pair of parentheses of two: else it is some other slip.
  const rest = text.replace(/\(\s*\d+\s*,\s*\d+\s*\)/gu, '');
  if (groups.length === 0 || /[\d()]/u.test(rest)) return undefined;
  return groups.map((g) => [Number(g[1]), Number(g[2])]);
}
