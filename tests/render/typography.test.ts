/**
 * A board's size in running text (src/render/typography.ts): `sizeTogether` holds it on one line
 * with no-break spaces around its sign, and `timesSign` sets a typed `x` as ×, both reading a
 * size as the same thing (a figure, a spaced sign, a figure), so they agree on what a size is.
 */
import { describe, expect, it } from 'vitest';
import { sizeTogether, timesSign, typeset } from '../../src/render/typography.js';

const NBSP = '\u00a0';

describe('sizeTogether', () => {
  it('puts no-break spaces around the sign of a size, × or x, keeping the sign as typed', () => {
    expect(sizeTogether('Statki 15 × 15')).toBe(`Statki 15${NBSP}×${NBSP}15`);
    expect(sizeTogether('Statki 15 x 15 (large)')).toBe(`Statki 15${NBSP}x${NBSP}15 (large)`);
    expect(sizeTogether('boards of 10 × 10 and 15 × 15 cells')).toBe(`boards of 10${NBSP}×${NBSP}10 and 15${NBSP}×${NBSP}15 cells`);
  });

  it('leaves what is not a size between figures as it is', () => {
    for (const text of ['x 5, 5 x, max 10, 5x5', '5 × n', 'n × 5', '5  ×  5', '5 * 5', 'Морской бой']) expect(sizeTogether(text)).toBe(text);
  });

  it('holds the sizes timesSign sets, and no more', () => {
    expect(sizeTogether(timesSign('Statki 15 x 15, a 2 x 3 box, 5x5, 5 x n'))).toBe(`Statki 15${NBSP}×${NBSP}15, a 2${NBSP}×${NBSP}3 box, 5x5, 5 x n`);
  });

  it('typeset sets the sign (not the no-break spaces) in the languages it has rules for', () => {
    expect(typeset('two squares of 15 x 15 cells', 'en')).toBe('two squares of 15 × 15 cells');
    expect(typeset('два поля 10 x 10 - по одному', 'ru')).toBe('два поля 10 × 10 — по одному');
  });
});
