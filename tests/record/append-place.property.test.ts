/**
 * `salvo play` adds a salvo to its record at every save (record/edit.ts, `appendSalvoText`); a text
 * made so is not read again as YAML to add the next one: the place the salvo went is remembered
 * (with the readings, record/reading-memo.ts). For many records, written in many ways (a BOM,
 * CRLF or CR line ends, comments beside and after the items, items in block and flow style, notes
 * with quotes, keys after the list, the list indented otherwise or empty), each salvo added after
 * the first is put where reading the whole text again puts it, byte for byte.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { appendSalvoText, appendTurnText } from '../../src/record/edit.js';
import type { RecordedSalvo } from '../../src/record/model.js';
import { readingMemo } from '../../src/record/reading-memo.js';
import { makeVariant } from '../helpers/make-variant.js';
import { arbSalvo } from './arbitraries.js';

const variant = makeVariant();
const sides = ['blue', 'red'] as const;

afterEach(() => {
  readingMemo.enabled = true;
});

/** A salvo item as players write one by hand, at `indent`. */
const arbItem = (indent: string): fc.Arbitrary<string> =>
  fc.constantFrom(
    `${indent}- blue: A1 -> miss\n`,
    `${indent}- red: B2 C3 -> hit, miss   # a good one\n`,
    `${indent}- blue: D4\n${indent}  note: "he said \\"hit\\", she said 'miss'"\n`,
    `${indent}- red: E5 -> sunk\n${indent}  note: 'it''s sunk # not a comment'\n`,
    `${indent}- {blue: F6 -> miss}\n`,
    `${indent}- {red: "G7", note: "flow, with a comma"}\n`,
    `${indent}- blue: H8 -> miss\n${indent}  forced: true\n`,
    `${indent}- red: >-\n${indent}    I9 -> miss\n`,
    `${indent}# a comment between the items\n${indent}- blue: J10 -> hit\n`,
    `${indent}- red: A2 -> miss\n\n`,
  );

/** What follows the list: nothing, comments (indented or not), blank lines, or another key. */
const arbTail = fc.constantFrom('', '# the end\n', '  # under the last item\n', '\n\n', 'fleets: {}\n', '# fleets\nfleets:\n  blue: []\n', '\n# later\n\n');

const arbText = fc
  .record({
    bom: fc.boolean(),
    head: fc.constantFrom('variant: test\n', '# a game\nvariant: test   # the rules\nlanguage: en\n', 'variant: "test"\nnotes: "a \\"quoted\\" note"\n'),
    key: fc.constantFrom('salvos:\n', 'salvos:   # every salvo\n'),
    indent: fc.constantFrom('', '  ', '    '),
    empty: fc.constantFrom('no', 'key', 'flow'),
    tail: arbTail,
    end: fc.constantFrom('\n', '\r\n', '\r'),
    lastNewline: fc.boolean(),
  })
  .chain((t) =>
    fc.array(arbItem(t.indent), { minLength: 1, maxLength: 5 }).map((items) => {
      const list = t.empty === 'key' ? 'salvos:\n' : t.empty === 'flow' ? 'salvos: []\n' : `${t.key}${items.join('')}`;
      let text = `${t.bom ? '\uFEFF' : ''}${t.head}${list}${t.tail}`;
      if (!t.lastNewline) text = text.replace(/\n$/u, '');
      return text.replace(/\n/gu, t.end);
    }),
  );

/** Each text made by adding `salvos` one by one (a turn of them where `turns`), until one cannot be added. */
function added(text: string, salvos: readonly RecordedSalvo[], turns: boolean): (string | undefined)[] {
  const out: (string | undefined)[] = [];
  let now: string | undefined = text;
  for (const s of salvos) {
    now = turns ? appendTurnText(now, [s, s], variant, 'en') : appendSalvoText(now, s, variant, 'en');
    out.push(now);
    if (now === undefined) break;
  }
  return out;
}

describe('a salvo added to a text made by adding one', () => {
  it('goes where reading the whole text again puts it', () => {
    fc.assert(
      fc.property(arbText, fc.array(arbSalvo(variant, sides), { minLength: 2, maxLength: 5 }), fc.boolean(), (text, salvos, turns) => {
        readingMemo.enabled = true;
        const remembered = added(text, salvos, turns);
        readingMemo.enabled = false;
        const afresh = added(text, salvos, turns);
        readingMemo.enabled = true;
        expect(remembered).toEqual(afresh);
      }),
      { numRuns: 400 },
    );
  });

  it('is added in a text whose every salvo was added so', () => {
    const salvo = (i: number): RecordedSalvo => ({ side: sides[i % 2]!, cells: [i], announcement: { kind: 'per-shot', shots: [{ result: 'miss' }] }, note: `"${i}"` });
    const texts = added('variant: test\r\nsalvos:\r\n    - blue: A1 -> miss   # first\r\n# the end\r\n', Array.from({ length: 6 }, (_, i) => salvo(i + 1)), false);
    expect(texts.every((t) => t !== undefined)).toBe(true);
    expect(texts.at(-1)).toBe(
      [
        'variant: test',
        'salvos:',
        '    - blue: A1 -> miss   # first',
        ...['red: B1', 'blue: C1', 'red: D1', 'blue: E1', 'red: F1', 'blue: G1'].flatMap((item, i) => [`    - ${item} -> miss`, `      note: '"${i + 1}"'`]),
        '# the end',
        '',
      ].join('\r\n'),
    );
  });
});
