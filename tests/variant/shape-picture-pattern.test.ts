/**
 * The JSON Schema's pattern for a shape picture ("#./##/.#") tells an editor what the reader
 * (readShapePicture) takes: the same pictures pass, short of how far the cells spread.
 */
import { describe, expect, it } from 'vitest';
import { readShapePicture } from '../../src/variant/shape-text.js';
import { LIMITS, variantJsonSchema } from '../../src/variant/spec-schema.js';

/** The pattern of the string branch of fleet[].shape, as committed in the schema. */
function picturePattern(): string {
  const s = variantJsonSchema() as { properties: { fleet: { items: { properties: { shape: { anyOf: { type?: string; pattern?: string }[] } } } } } };
  const branch = s.properties.fleet.items.properties.shape.anyOf.find((b) => b.type === 'string');
  expect(branch?.pattern).toBeTypeOf('string');
  return branch!.pattern!;
}

const limits = { maxCells: LIMITS.maxShipCells, maxSide: LIMITS.maxShipCells };
const reads = (text: string): boolean => 'cells' in readShapePicture(text, limits);

describe('the schema pattern of a shape picture', () => {
  // An editor compiles the pattern with or without the u flag.
  const compiled = [new RegExp(picturePattern(), 'u'), new RegExp(picturePattern())];

  it('passes the pictures the docs and variant show write, in one line or in a block', () => {
    for (const re of compiled) {
      for (const ok of ['#./##/.#', '##/.#', '#', '.#/##', '##\n.#\n', '#.\n##\n.#\n', '#. \n##\r\n.#  ', '\n\n#\n\n', '#//#', '  \n#']) {
        expect([ok, re.test(ok)]).toEqual([ok, true]);
        expect([ok, reads(ok)]).toEqual([ok, true]);
      }
    }
  });

  it('refuses what the reader refuses: no cell, another character, a space inside a row or before it', () => {
    for (const re of compiled) {
      for (const bad of ['', '...', './.', '#-#', '# #', ' #', '#x', '##|.#', '#\t#', '[[0,0]]', '#\r#', 'ﾟ#']) {
        expect([bad, re.test(bad)]).toEqual([bad, false]);
        expect([bad, reads(bad)]).toEqual([bad, false]);
      }
    }
  });

  it('agrees with the reader on every text of up to 5 characters of #, ., /, line breaks, spaces (a no-break one too) and x', () => {
    const alphabet = ['#', '.', '/', '\n', '\r', ' ', '\u00a0', 'x'];
    const disagree: string[] = [];
    let texts = [''];
    for (let n = 0; n <= 5; n++) {
      for (const t of texts) for (const re of compiled) if (re.test(t) !== reads(t)) disagree.push(JSON.stringify(t));
      texts = texts.flatMap((t) => alphabet.map((ch) => t + ch));
    }
    expect(disagree).toEqual([]);
  });

  it('takes 26 cells and not 27, as the reader does', () => {
    const line = (n: number): string => '#'.repeat(n);
    const block = (n: number): string => Array.from({ length: n }, (_, i) => (i % 2 === 0 ? '#' : '.#')).join('\n');
    for (const re of compiled) {
      expect([re.test(line(LIMITS.maxShipCells)), reads(line(LIMITS.maxShipCells))]).toEqual([true, true]);
      expect([re.test(line(LIMITS.maxShipCells + 1)), reads(line(LIMITS.maxShipCells + 1))]).toEqual([false, false]);
      expect([re.test(block(LIMITS.maxShipCells)), reads(block(LIMITS.maxShipCells))]).toEqual([true, true]);
      expect([re.test(block(LIMITS.maxShipCells + 1)), reads(block(LIMITS.maxShipCells + 1))]).toEqual([false, false]);
    }
  });

  it('leaves how far the cells spread to the reader', () => {
    const wide = `#${'.'.repeat(LIMITS.maxShipCells)}#`;
    for (const re of compiled) expect(re.test(wide)).toBe(true);
    expect(reads(wide)).toBe(false);
  });
});
