/**
 * Test and gallery helpers around a PDF: read its text back (pdfjs-dist) and turn a page into
 * pixels (pdfjs-dist drawing onto @napi-rs/canvas, both plain npm packages: no system tools).
 */
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

type PdfDoc = Awaited<ReturnType<typeof getDocument>['promise']>;

async function open(bytes: Uint8Array): Promise<PdfDoc> {
  return getDocument({ data: bytes.slice(), useSystemFonts: false, disableFontFace: true, isEvalSupported: false, verbosity: 0 }).promise;
}

/** Page count and every page's text items (one string per text-show operation). */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; items: string[][] }> {
  const doc = await open(bytes);
  const items: string[][] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    items.push(tc.items.map((it) => ('str' in it ? it.str : '')).filter((s) => s.trim() !== ''));
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, items };
}

/** The document's title (its info dictionary's Title), as a viewer shows it in the window's title bar. */
export async function pdfTitle(bytes: Uint8Array): Promise<string | undefined> {
  const doc = await open(bytes);
  const { info } = await doc.getMetadata();
  await doc.destroy();
  const title = (info as { Title?: unknown }).Title;
  return typeof title === 'string' ? title : undefined;
}

/**
 * Every text item of every page with its size in points as printed (from the text matrix and the
 * transformation in force, read back by pdfjs: the size a reader holding the paper sees).
 */
export async function pdfTextSizes(bytes: Uint8Array): Promise<{ page: number; text: string; size: number }[][]> {
  const doc = await open(bytes);
  const out: { page: number; text: string; size: number }[][] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    const items: { page: number; text: string; size: number }[] = [];
    for (const it of tc.items) {
      if (!('str' in it) || it.str.trim() === '') continue;
      const [, , c, d] = it.transform as number[];
      items.push({ page: p, text: it.str, size: Math.hypot(c ?? 0, d ?? 0) });
    }
    out.push(items);
  }
  await doc.destroy();
  return out;
}

/** A text item of a page as printed: where its baseline starts, from the page's top-left corner, in mm. */
export interface PlacedText {
  readonly text: string;
  /** Left end of the baseline (mm from the left edge). */
  readonly x: number;
  /** The baseline (mm from the top edge). */
  readonly y: number;
  /** Advance width (mm). */
  readonly width: number;
  /** Size in points. */
  readonly size: number;
  /** The PDF's name of the font (the same for every item of one face). */
  readonly font: string;
}

const PT_TO_MM = 25.4 / 72;

/** Every text item of page `pageNumber` (1-based) with its position and size, read back by pdfjs. */
export async function pdfPlacedText(bytes: Uint8Array, pageNumber: number): Promise<PlacedText[]> {
  const doc = await open(bytes);
  const page = await doc.getPage(pageNumber);
  const [, , , top] = page.view as [number, number, number, number];
  const tc = await page.getTextContent();
  const out: PlacedText[] = [];
  for (const it of tc.items) {
    if (!('str' in it) || it.str.trim() === '') continue;
    const [, , c, d, e, f] = it.transform as number[];
    out.push({ text: it.str, x: (e ?? 0) * PT_TO_MM, y: (top - (f ?? 0)) * PT_TO_MM, width: it.width * PT_TO_MM, size: Math.hypot(c ?? 0, d ?? 0), font: it.fontName });
  }
  await doc.destroy();
  return out;
}

export interface Raster {
  readonly width: number;
  readonly height: number;
  /** RGBA, row-major. */
  readonly data: Uint8ClampedArray;
  readonly pxPerMm: number;
  /** PNG bytes of the same image. */
  png(): Buffer;
}

/** Render page `pageNumber` (1-based) at `pxPerMm` pixels per millimetre, on white. */
export async function rasterize(bytes: Uint8Array, pageNumber: number, pxPerMm: number): Promise<Raster> {
  const doc = await open(bytes);
  const page = await doc.getPage(pageNumber);
  const viewport = page.getViewport({ scale: (pxPerMm * 25.4) / 72 });
  const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  // pdfjs types its context as the DOM's; @napi-rs/canvas implements the same 2D API.
  const params = { canvasContext: ctx, viewport } as unknown as Parameters<typeof page.render>[0];
  await page.render(params).promise;
  const image = ctx.getImageData(0, 0, canvas.width, canvas.height);
  await doc.destroy();
  return { width: canvas.width, height: canvas.height, data: image.data, pxPerMm, png: () => canvas.toBuffer('image/png') };
}

/** Darkness (0 white … 255 black) of the pixel at (x, y). */
export function ink(r: Raster, x: number, y: number): number {
  const i = (Math.round(y) * r.width + Math.round(x)) * 4;
  return 255 - Math.min(r.data[i]!, r.data[i + 1]!, r.data[i + 2]!);
}
