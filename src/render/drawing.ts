/**
 * The drawing interface every layout in salvo draws through (pads today, heatmaps and reports
 * later). Coordinates and lengths are millimetres from the top-left corner of the current page,
 * y growing downwards; font sizes are typographic points (1 pt = 25.4/72 mm). One adapter turns
 * it into a PDF (src/render/pdf.ts, the only module that imports pdfkit); tests draw into a
 * recording fake (src/render/record-drawing.ts).
 *
 * Text is measured with the same font files the adapter embeds (src/render/fonts.ts), so a
 * layout can fit text before drawing it.
 *
 * @example
 *   d.beginPage({ width: 210, height: 297 });
 *   d.line(10, 10, 200, 10, { width: 0.3 });
 *   d.text('Salvo log', 10, 20, { face: 'bold', size: 10 });
 */

/** A colour as `#rrggbb`. */
export type Colour = `#${string}`;

/** The font faces a drawing offers (all with Cyrillic and Polish letters). */
export type FontFace = 'regular' | 'bold' | 'condensed' | 'condensed-bold' | 'italic';

export interface PageSize {
  /** Millimetres. */
  readonly width: number;
  readonly height: number;
}

export interface Stroke {
  /** Line width in millimetres. */
  readonly width: number;
  readonly colour?: Colour;
  /** Dash pattern `[on, off]` in millimetres; solid when absent. */
  readonly dash?: readonly [number, number];
}

export interface ShapeStyle {
  readonly stroke?: Stroke;
  readonly fill?: Colour;
}

/** A straight segment `[x1, y1, x2, y2]` in millimetres. */
export type Segment = readonly [number, number, number, number];

export interface TextStyle {
  readonly face: FontFace;
  /** Points. */
  readonly size: number;
  readonly colour?: Colour;
  /** Horizontal anchor: `x` is the left edge, the centre or the right edge of the text. */
  readonly align?: 'left' | 'center' | 'right';
  /**
   * Vertical anchor: `y` is the alphabetic baseline (default), or the middle of the capital
   * letters (`middle`: centres digits and capitals in a box), or the top of the capitals.
   */
  readonly valign?: 'baseline' | 'middle' | 'cap-top';
}

export interface Drawing {
  /** Start a new page; everything drawn afterwards goes on it. */
  beginPage(size: PageSize): void;
  /** One straight line. */
  line(x1: number, y1: number, x2: number, y2: number, stroke: Stroke): void;
  /** Many segments with the same stroke (grids): one path, one stroke operation. */
  lines(segments: readonly Segment[], stroke: Stroke): void;
  /** A rectangle with its top-left corner at (x, y). */
  rect(x: number, y: number, width: number, height: number, style: ShapeStyle): void;
  /** A circle (gun markers, miss dots). */
  circle(cx: number, cy: number, radius: number, style: ShapeStyle): void;
  /** A closed polygon through the points `[x, y]`. */
  polygon(points: readonly (readonly [number, number])[], style: ShapeStyle): void;
  /**
   * Parallel lines `spacing` mm apart filling the rectangle, horizontal (`along: 'x'`) or
   * vertical (`along: 'y'`): the lengthwise hatching of a protected ship.
   */
  hatch(x: number, y: number, width: number, height: number, along: 'x' | 'y', spacing: number, stroke: Stroke): void;
  /** One line of text (no wrapping: layouts wrap with `wrapText` before drawing). */
  text(text: string, x: number, y: number, style: TextStyle): void;
  /** Finish the document; no drawing afterwards. */
  end(): void;
}

/** An axis-aligned box in millimetres: top-left corner, width and height. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Millimetres per typographic point. */
export const MM_PER_PT = 25.4 / 72;

/** Convert millimetres to points (PDF user units). */
export function mmToPt(mm: number): number {
  return mm / MM_PER_PT;
}

/** Convert points to millimetres. */
export function ptToMm(pt: number): number {
  return pt * MM_PER_PT;
}
