/**
 * The PDF adapter: a `Drawing` that writes a PDF with pdfkit. This is the only module that
 * imports pdfkit. It embeds the DejaVu faces (subset), converts millimetres to points, and makes
 * the output reproducible: the document dates are fixed (`SOURCE_DATE_EPOCH` when the caller
 * passes it, else 2000-01-01) and pdfkit derives the file ID from the info dictionary alone, so
 * the same drawing gives the same bytes.
 *
 * @example
 *   const pdf = new PdfDrawing({ title: 'Jutland pad', date: documentDate(io.env) });
 *   pdf.beginPage({ width: 210, height: 297 });
 *   pdf.text('Jutland', 20, 20, { face: 'bold', size: 16 });
 *   const bytes = await pdf.finish();
 */
import PDFDocument from 'pdfkit';
import { fontBytes, fontMetrics, textWidth, FONT_FACES } from './fonts.js';
import { mmToPt, type Drawing, type PageSize, type Segment, type ShapeStyle, type Stroke, type TextStyle, type Colour } from './drawing.js';

/** The date written into every PDF when `SOURCE_DATE_EPOCH` is not set. */
export const FIXED_DOCUMENT_DATE = new Date(Date.UTC(2000, 0, 1));

/**
 * The document date: `SOURCE_DATE_EPOCH` (seconds since 1970) from `env` when it is a valid
 * number, else `FIXED_DOCUMENT_DATE`. Never the clock.
 *
 * @example
 *   documentDate({ SOURCE_DATE_EPOCH: '1700000000' }) // 2023-11-14T22:13:20Z
 */
export function documentDate(env: Readonly<Record<string, string | undefined>>): Date {
  const raw = env.SOURCE_DATE_EPOCH?.trim();
  if (raw !== undefined && /^\d{1,12}$/.test(raw)) return new Date(Number(raw) * 1000);
  return FIXED_DOCUMENT_DATE;
}

export interface PdfOptions {
  readonly title: string;
  readonly subject?: string;
  /** Document language (`ru`, `pl`, `en`). */
  readonly lang?: string;
  readonly date: Date;
}

const BLACK: Colour = '#000000';

export class PdfDrawing implements Drawing {
  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Uint8Array>;
  private pageCount = 0;
  private ended = false;
  /** Graphics state already set on the current page (PDF resets it at each page). */
  private state: { fill?: string; stroke?: string; width?: number } = {};

  constructor(options: PdfOptions) {
    this.doc = new PDFDocument({
      autoFirstPage: false,
      compress: true,
      pdfVersion: '1.7',
      ...(options.lang !== undefined ? { lang: options.lang } : {}),
      displayTitle: true,
      info: {
        Title: options.title,
        ...(options.subject !== undefined ? { Subject: options.subject } : {}),
        Creator: 'salvo',
        Producer: 'salvo (pdfkit)',
        CreationDate: options.date,
        ModDate: options.date,
      },
    });
    // Bytes, not the parsed fonts of fonts.ts: pdfkit's subsetting leaves state in a fontkit
    // font, so a font shared between documents garbles the second one's text encoding.
    for (const face of FONT_FACES) this.doc.registerFont(face, fontBytes(face));
    this.done = new Promise<Uint8Array>((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve(new Uint8Array(Buffer.concat(this.chunks))));
      this.doc.on('error', reject);
    });
  }

  /** Number of pages begun so far. */
  get pages(): number {
    return this.pageCount;
  }

  beginPage(size: PageSize): void {
    this.doc.addPage({ size: [mmToPt(size.width), mmToPt(size.height)], margin: 0 });
    this.pageCount++;
    this.state = {};
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke: Stroke): void {
    this.lines([[x1, y1, x2, y2]], stroke);
  }

  lines(segments: readonly Segment[], stroke: Stroke): void {
    if (segments.length === 0) return;
    const d = this.doc;
    for (const [x1, y1, x2, y2] of segments) d.moveTo(mmToPt(x1), mmToPt(y1)).lineTo(mmToPt(x2), mmToPt(y2));
    this.applyStroke(stroke);
    d.stroke();
    this.resetDash(stroke);
  }

  rect(x: number, y: number, width: number, height: number, style: ShapeStyle): void {
    this.doc.rect(mmToPt(x), mmToPt(y), mmToPt(width), mmToPt(height));
    this.paint(style);
  }

  circle(cx: number, cy: number, radius: number, style: ShapeStyle): void {
    this.doc.circle(mmToPt(cx), mmToPt(cy), mmToPt(radius));
    this.paint(style);
  }

  polygon(points: readonly (readonly [number, number])[], style: ShapeStyle): void {
    if (points.length < 2) return;
    this.doc.polygon(...points.map(([x, y]) => [mmToPt(x), mmToPt(y)] as [number, number]));
    this.paint(style);
  }

  hatch(x: number, y: number, width: number, height: number, along: 'x' | 'y', spacing: number, stroke: Stroke): void {
    const segments: Segment[] = [];
    if (along === 'x') {
      const n = Math.max(1, Math.floor(height / spacing));
      const step = height / (n + 1);
      for (let i = 1; i <= n; i++) segments.push([x, y + i * step, x + width, y + i * step]);
    } else {
      const n = Math.max(1, Math.floor(width / spacing));
      const step = width / (n + 1);
      for (let i = 1; i <= n; i++) segments.push([x + i * step, y, x + i * step, y + height]);
    }
    this.lines(segments, stroke);
  }

  text(text: string, x: number, y: number, style: TextStyle): void {
    if (text === '') return;
    let left = x;
    if (style.align === 'center') left = x - textWidth(text, style.face, style.size) / 2;
    else if (style.align === 'right') left = x - textWidth(text, style.face, style.size);
    let baseline = y;
    if (style.valign === 'middle') baseline = y + fontMetrics(style.face, style.size).capHeight / 2;
    else if (style.valign === 'cap-top') baseline = y + fontMetrics(style.face, style.size).capHeight;
    this.setFill(style.colour ?? BLACK);
    this.doc.font(style.face).fontSize(style.size).text(text, mmToPt(left), mmToPt(baseline), { lineBreak: false, baseline: 'alphabetic' });
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.doc.end();
  }

  /** End the document (if not yet ended) and resolve to its bytes. */
  finish(): Promise<Uint8Array> {
    this.end();
    return this.done;
  }

  private setFill(colour: string): void {
    if (this.state.fill !== colour) {
      this.doc.fillColor(colour);
      this.state.fill = colour;
    }
  }

  private applyStroke(stroke: Stroke): void {
    const colour = stroke.colour ?? BLACK;
    if (this.state.width !== stroke.width) {
      this.doc.lineWidth(mmToPt(stroke.width));
      this.state.width = stroke.width;
    }
    if (this.state.stroke !== colour) {
      this.doc.strokeColor(colour);
      this.state.stroke = colour;
    }
    if (stroke.dash !== undefined) this.doc.dash(mmToPt(stroke.dash[0]), { space: mmToPt(stroke.dash[1]) });
  }

  private resetDash(stroke: Stroke): void {
    if (stroke.dash !== undefined) this.doc.undash();
  }

  private paint(style: ShapeStyle): void {
    const d = this.doc;
    if (style.stroke !== undefined) this.applyStroke(style.stroke);
    if (style.fill !== undefined) this.setFill(style.fill);
    if (style.fill !== undefined && style.stroke !== undefined) d.fillAndStroke();
    else if (style.fill !== undefined) d.fill();
    else if (style.stroke !== undefined) d.stroke();
    if (style.stroke !== undefined) this.resetDash(style.stroke);
  }
}
