/**
 * The one colour scale of chances that salvo prints: the heatmap handout (`salvo infer --pdf`)
 * and the analysis report's charts (`salvo analyze -o`) shade a cell by its chance of a ship on
 * the same scale, and print the same key under their charts. The scale is absolute (a cell of
 * 50% has one shade in every chart), from white to deep orange, its depth the square root of the
 * chance so that the small chances of an early, flat posterior still show.
 *
 * @example
 *   heatColour(0)    // undefined (no fill: no chance)
 *   heatColour(0.25) // '#eba488', half as deep
 *   heatColour(1)    // '#d64810'
 */
import type { Colour, Drawing } from './drawing.js';
import { GRID_COLOUR } from './chart.js';

/** The chances the key shows a swatch of, lowest first. */
export const HEAT_KEY_STEPS: readonly number[] = [0.01, 0.05, 0.1, 0.25, 0.5, 0.75, 1];

/** The deepest shade, a chance of 1. */
const DEEPEST: readonly [number, number, number] = [214, 72, 16];

/** The shade of a chance `p` (0 to 1); undefined for no chance (or none known), drawn as no fill. */
export function heatColour(p: number): Colour | undefined {
  if (!(p > 0)) return undefined;
  const t = Math.sqrt(Math.min(1, p));
  const hex = (to: number): string => Math.round(255 + (to - 255) * t).toString(16).padStart(2, '0');
  return `#${hex(DEEPEST[0])}${hex(DEEPEST[1])}${hex(DEEPEST[2])}`;
}

/** A swatch of the key: millimetres wide and tall. */
const SWATCH = { width: 9, height: 3.5 } as const;

/** The key's height in millimetres: its caption, the swatches and their percentages. */
export function heatKeyHeight(): number {
  return 4 + SWATCH.height + 3.5;
}

/**
 * The key of the scale at (`x`, `y`, its top-left corner): `caption` (what the chance is of, in
 * the document's language), then a swatch of each of `HEAT_KEY_STEPS` with its percentage under
 * it. Returns the height drawn, in millimetres (`heatKeyHeight()`).
 */
export function drawHeatKey(d: Drawing, x: number, y: number, caption: string): number {
  d.text(caption, x, y + 2.8, { face: 'regular', size: 8 });
  const top = y + 4;
  HEAT_KEY_STEPS.forEach((p, i) => {
    const sx = x + i * (SWATCH.width + 1);
    const fill = heatColour(p);
    d.rect(sx, top, SWATCH.width, SWATCH.height, { stroke: { width: 0.15, colour: GRID_COLOUR }, ...(fill !== undefined ? { fill } : {}) });
    d.text(`${Math.round(p * 100)}%`, sx + SWATCH.width / 2, top + SWATCH.height + 3, { face: 'condensed', size: 7, align: 'center' });
  });
  return heatKeyHeight();
}
