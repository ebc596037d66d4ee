/**
 * A salvo appended in place takes the indentation of the list it joins (four spaces, or none),
 * so the file keeps its own style and is not rewritten.
 */
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { appendSalvo } from '../../src/record/session.js';
import { makeVariant } from '../helpers/make-variant.js';

const variant = makeVariant();
const salvo = { side: 'red', cells: [1], announcement: null, note: 'n' } as const;

describe('appending to a list indented otherwise', () => {
  it.each([
    ['four spaces', '    '],
    ['none', ''],
  ])('with %s, the new item is indented alike', (_name, indent) => {
    const text = `variant: test\nsalvos:\n${indent}- blue: A1 -> miss\n`;
    const { record } = parseRecord(text, variant);
    const edited = appendSalvo(text, record, variant, { ...salvo });
    expect(edited.rewritten).toBe(false);
    expect(edited.text).toBe(`${text}${indent}- red: B1\n${indent}  note: n\n`);
  });
});
