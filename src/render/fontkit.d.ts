/**
 * The small part of fontkit (a dependency of pdfkit, used directly by src/render/fonts.ts)
 * that salvo calls; fontkit ships no type declarations.
 */
declare module 'fontkit' {
  export interface GlyphRun {
    readonly advanceWidth: number;
  }
  export interface Glyph {
    readonly bbox: { readonly minX: number; readonly minY: number; readonly maxX: number; readonly maxY: number };
  }
  export interface Font {
    readonly unitsPerEm: number;
    readonly ascent: number;
    readonly descent: number;
    /** Undefined when the OS/2 table is older than version 2 (DejaVu). */
    readonly capHeight: number | undefined;
    readonly xHeight: number | undefined;
    glyphForCodePoint(codePoint: number): Glyph;
    readonly postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string): GlyphRun;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
