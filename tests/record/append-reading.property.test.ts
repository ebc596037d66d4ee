/**
 * Property test: the reading of a record with one salvo line added at its end, made from the
 * reading of the text before it (`parseRecordAppended`, as `salvo play` reads back each save), is
 * the reading of the whole text afresh (`parseRecord`, nothing remembered): the record, every
 * salvo's source (line, column) and every diagnostic. Lines added: legal salvos as play writes
 * them, and lines typed wrong (unknown sides, cells off the board, words, quotes, comments,
 * brackets, anchors), at the list's indent or another, one after another; to every example record
 * (whole, and cut after any of its salvos) and to generated records; lines ended with LF, CRLF or
 * CR alone.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { formatSalvoItem, writeRecord } from '../../src/record/write.js';
import { parseRecord, parseRecordAppended, wholeReadings, type ParsedRecord } from '../../src/record/parse.js';
import { readingMemo } from '../../src/record/reading-memo.js';
import { readRecordFile } from '../../src/record/store.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';
import { arbRecord, arbSalvo } from './arbitraries.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const EXAMPLES = join(ROOT, 'examples');
const TEMPLATES = ['classic-1967', 'classic-salvo', 'jutland', 'morskoy-boy', 'perelman', 'statki', 'statki-15'] as const;
const templates = new Map<string, Variant>();
const examples: { name: string; text: string; variant: Variant }[] = [];
beforeAll(async () => {
  for (const id of TEMPLATES) templates.set(id, await loadVariant(id, { cwd: ROOT }));
  for (const name of (await readdir(EXAMPLES)).filter((f) => f.endsWith('.yaml')).sort()) {
    const f = await readRecordFile(join(EXAMPLES, name), loadRecordVariant, `examples/${name}`);
    if (!f.ok) throw new Error(name);
    examples.push({ name, text: await readFile(join(EXAMPLES, name), 'utf8'), variant: f.variant });
  }
});

function afresh(text: string, variant: Variant, file: string): ParsedRecord {
  readingMemo.enabled = false;
  try {
    return parseRecord(text, variant, { file });
  } finally {
    readingMemo.enabled = true;
  }
}

const JUNK = ['A1', 'Б2', 'к10', 'Z99', '->', 'miss', 'мимо', 'pudło', 'hit', 'sunk', 'убит', ',', ':', ' #c', '"', "'", '[', '{', '&a', '*a', '!t', '|', 'note: x', '...', '---', 'yes', '1', ' ', '  '];
const junk = fc.array(fc.constantFrom(...JUNK), { minLength: 0, maxLength: 6 }).map((ps) => ps.join(' '));

/** A line to add: a salvo as play writes it, or one typed wrong; its indent as the list's, or not. */
function arbLine(variant: Variant, lang: string | undefined): fc.Arbitrary<string> {
  const sides = [variant.turns.sides[0].id, variant.turns.sides[1].id] as const;
  // As play writes one: side, cells and announcement (with a note, forced or together, lines of its own).
  const legal = fc.tuple(arbSalvo(variant, sides), fc.boolean()).map(([s, bare]) => {
    const { note: _n, forced: _f, ...plain } = s;
    return formatSalvoItem(bare ? plain : s, variant, lang).replace(/\n$/u, '');
  });
  const typed = fc.tuple(fc.constantFrom(...sides, 'green', 'result', 'side', ''), junk).map(([side, rest]) => `  - ${side}: ${rest}`);
  return fc.tuple(fc.oneof(legal, legal, typed), fc.constantFrom('', '', '', '  ', '-')).map(([line, indent]) => (indent === '-' ? line.replace(/^ {2}/u, '') : `${indent}${line}`));
}

const ENDS = ['\n', '\r\n', '\r'] as const;

/** Each line added in turn to `start`, the reading made from the one before compared with the whole text's; how many were made without a whole reading. */
function addAndCompare(start: string, lines: readonly string[], end: string, variant: Variant, file: string): number {
  let before = start.replace(/\n/gu, end);
  parseRecord(before, variant, { file });
  let spared = 0;
  for (const line of lines) {
    const text = `${before}${line}${end}`;
    const whole = wholeReadings.count;
    const made = parseRecordAppended(before, text, variant, { file });
    if (wholeReadings.count === whole) spared++;
    expect(made, JSON.stringify(text.slice(-300))).toStrictEqual(afresh(text, variant, file));
    // Read again: the reading remembered.
    expect(parseRecord(text, variant, { file })).toBe(made);
    before = text;
  }
  return spared;
}

describe('a salvo line added at the end is read as the whole text is', () => {
  it('every example record, whole and cut after each salvo, LF, CRLF and CR', () => {
    let spared = 0;
    for (const { name, text, variant } of examples) {
      const read = parseRecord(text, variant);
      const cuts = [text, ...read.sources.salvos.map((s) => `${text.split('\n').slice(0, s.at.line).join('\n')}\n`)];
      fc.assert(
        fc.property(fc.constantFrom(...cuts), fc.array(arbLine(variant, read.record.language), { minLength: 1, maxLength: 3 }), fc.constantFrom(...ENDS), (start, lines, end) => {
          spared += addAndCompare(start, lines, end, variant, `examples/${name}`);
        }),
        { numRuns: 40 },
      );
    }
    // The reading before was used, not the whole text read again, at many of them.
    expect(spared).toBeGreaterThan(20);
  });

  for (const id of TEMPLATES) {
    it(`generated records of ${id}`, () => {
      const variant = templates.get(id)!;
      let spared = 0;
      fc.assert(
        fc.property(arbRecord(variant).map((r) => ({ ...r, salvos: r.salvos.map(({ note: _n, forced: _f, ...s }) => s) })), fc.array(arbLine(variant, undefined), { minLength: 1, maxLength: 3 }), fc.constantFrom(...ENDS), (record, lines, end) => {
          spared += addAndCompare(writeRecord(record, variant), lines, end, variant, 'g.yaml');
        }),
        { numRuns: 30 },
      );
      expect(spared).toBeGreaterThan(0);
    });
  }
});
