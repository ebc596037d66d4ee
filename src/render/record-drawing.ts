/**
 * A `Drawing` that records what is drawn instead of drawing it: layouts are unit-tested against
 * it (where did the grid lines go, which texts were printed, does anything cross the margins)
 * without parsing a PDF.
 *
 * @example
 *   const rec = new RecordingDrawing();
 *   drawChart(rec, chart);
 *   rec.texts().map((t) => t.text) // ['A', 'B', …]
 */
import { textWidth, fontMetrics } from './fonts.js';
import type { Drawing, PageSize, Segment, ShapeStyle, Stroke, TextStyle } from './drawing.js';

export type DrawOp =
  | { readonly op: 'page'; readonly size: PageSize }
  | { readonly op: 'lines'; readonly segments: readonly Segment[]; readonly stroke: Stroke }
  | { readonly op: 'rect'; readonly x: number; readonly y: number; readonly width: number; readonly height: number; readonly style: ShapeStyle }
  | { readonly op: 'circle'; readonly cx: number; readonly cy: number; readonly radius: number; readonly style: ShapeStyle }
  | { readonly op: 'polygon'; readonly points: readonly (readonly [number, number])[]; readonly style: ShapeStyle }
  | {
      readonly op: 'hatch';
      readonly x: number;
      readonly y: number;
      readonly width: number;
      readonly height: number;
      readonly along: 'x' | 'y';
      readonly spacing: number;
      readonly stroke: Stroke;
    }
  | { readonly op: 'text'; readonly text: string; readonly x: number; readonly y: number; readonly style: TextStyle };

/** An axis-aligned box in millimetres. */
export interface Bounds {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

export class RecordingDrawing implements Drawing {
  /** Every operation, with the index of the page it was drawn on (0-based). */
  readonly ops: { readonly page: number; readonly draw: DrawOp }[] = [];
  private page = -1;
  ended = false;

  beginPage(size: PageSize): void {
    this.page++;
    this.ops.push({ page: this.page, draw: { op: 'page', size } });
  }
  line(x1: number, y1: number, x2: number, y2: number, stroke: Stroke): void {
    this.lines([[x1, y1, x2, y2]], stroke);
  }
  lines(segments: readonly Segment[], stroke: Stroke): void {
    this.push({ op: 'lines', segments, stroke });
  }
  rect(x: number, y: number, width: number, height: number, style: ShapeStyle): void {
    this.push({ op: 'rect', x, y, width, height, style });
  }
  circle(cx: number, cy: number, radius: number, style: ShapeStyle): void {
    this.push({ op: 'circle', cx, cy, radius, style });
  }
  polygon(points: readonly (readonly [number, number])[], style: ShapeStyle): void {
    this.push({ op: 'polygon', points, style });
  }
  hatch(x: number, y: number, width: number, height: number, along: 'x' | 'y', spacing: number, stroke: Stroke): void {
    this.push({ op: 'hatch', x, y, width, height, along, spacing, stroke });
  }
  text(text: string, x: number, y: number, style: TextStyle): void {
    this.push({ op: 'text', text, x, y, style });
  }
  end(): void {
    this.ended = true;
  }

  /** Number of pages begun. */
  get pages(): number {
    return this.page + 1;
  }

  /** The text operations (of one page, or all). */
  texts(page?: number): { text: string; x: number; y: number; style: TextStyle }[] {
    const out: { text: string; x: number; y: number; style: TextStyle }[] = [];
    for (const { page: p, draw } of this.ops) if (draw.op === 'text' && (page === undefined || p === page)) out.push(draw);
    return out;
  }

  /** Every segment drawn (lines and hatching are not expanded: hatching reports its box). */
  segments(page?: number): Segment[] {
    const out: Segment[] = [];
    for (const { page: p, draw } of this.ops) if (draw.op === 'lines' && (page === undefined || p === page)) out.push(...draw.segments);
    return out;
  }

  /** The ink box of every operation on `page`, for margin checks (text boxes from font metrics). */
  boundsOn(page: number): Bounds[] {
    const out: Bounds[] = [];
    for (const { page: p, draw } of this.ops) {
      if (p !== page) continue;
      const b = boundsOf(draw);
      if (b !== undefined) out.push(b);
    }
    return out;
  }

  private push(draw: DrawOp): void {
    if (this.page < 0) throw new Error('RecordingDrawing: draw before beginPage');
    this.ops.push({ page: this.page, draw });
  }
}

/** The ink box of one operation (text from font metrics), as `boundsOn` gives it. */
export function boundsOf(d: DrawOp): Bounds | undefined {
  switch (d.op) {
    case 'page':
      return undefined;
    case 'lines': {
      const half = d.stroke.width / 2;
      let left = Infinity;
      let top = Infinity;
      let right = -Infinity;
      let bottom = -Infinity;
      for (const [x1, y1, x2, y2] of d.segments) {
        left = Math.min(left, x1, x2);
        right = Math.max(right, x1, x2);
        top = Math.min(top, y1, y2);
        bottom = Math.max(bottom, y1, y2);
      }
      return { left: left - half, top: top - half, right: right + half, bottom: bottom + half };
    }
    case 'rect':
    case 'hatch': {
      const half = d.op === 'rect' ? (d.style.stroke?.width ?? 0) / 2 : 0;
      return { left: d.x - half, top: d.y - half, right: d.x + d.width + half, bottom: d.y + d.height + half };
    }
    case 'circle': {
      const r = d.radius + (d.style.stroke?.width ?? 0) / 2;
      return { left: d.cx - r, top: d.cy - r, right: d.cx + r, bottom: d.cy + r };
    }
    case 'polygon': {
      const xs = d.points.map((p) => p[0]);
      const ys = d.points.map((p) => p[1]);
      return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
    }
    case 'text': {
      const w = textWidth(d.text, d.style.face, d.style.size);
      const m = fontMetrics(d.style.face, d.style.size);
      const left = d.style.align === 'center' ? d.x - w / 2 : d.style.align === 'right' ? d.x - w : d.x;
      const baseline = d.style.valign === 'middle' ? d.y + m.capHeight / 2 : d.style.valign === 'cap-top' ? d.y + m.capHeight : d.y;
      return { left, top: baseline - m.ascent, right: left + w, bottom: baseline + m.descent };
    }
  }
}
