/**
 * Turn lines in shot-by-shot games (Морской бой, Statki): a line of several cells with one result
 * per cell is that many one-shot salvos by the same side, each numbered, each judged by the rules;
 * `together: true` keeps such a line one salvo; the grouped writer round-trips; multi-shot
 * variants read every line as one salvo, as before.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCell } from '../../src/core/coords.js';
import type { Diagnostic } from '../../src/core/diagnostics.js';
import type { ShotResult } from '../../src/rules/announcement.js';
import type { GameRecord, RecordedSalvo } from '../../src/record/model.js';
import { parseRecord } from '../../src/record/parse.js';
import { refereeRecord } from '../../src/record/referee.js';
import { appendTurn, removeLastSalvo } from '../../src/record/session.js';
import { groupTurns, readsTurnLines } from '../../src/record/turns.js';
import { writeRecord } from '../../src/record/write.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';
import { arbSalvo } from './arbitraries.js';
import { shotByShot, variants } from './variants.js';
import { MORSKOY_HEAD } from '../helpers/records.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
let morskoy: Variant;
let statki: Variant;
let jutland: Variant;
let classicSalvo: Variant;
let classic1967: Variant;
beforeAll(async () => {
  const cwd = ROOT;
  morskoy = await loadVariant('morskoy-boy', { cwd });
  statki = await loadVariant('statki', { cwd });
  jutland = await loadVariant('jutland', { cwd });
  classicSalvo = await loadVariant('classic-salvo', { cwd });
  classic1967 = await loadVariant('classic-1967', { cwd });
});

const cell = (text: string, v: Variant): number => {
  const p = parseCell(text, v.board);
  if (!p.ok) throw new Error(text);
  return p.cell;
};
const shot = (result: ShotResult) => ({ kind: 'per-shot' as const, shots: [{ result }] });
const errors = (ds: readonly Diagnostic[]) => ds.filter((d) => d.severity === 'error');

/** The 1-based column where `needle` starts on line `line` (1-based) of `text`. */
function columnOf(text: string, line: number, needle: string): number {
  const l = text.split('\n')[line - 1]!;
  const i = l.indexOf(needle);
  if (i < 0) throw new Error(`${needle} not on line ${line}: ${l}`);
  return i + 1;
}

const HEAD_LINES = MORSKOY_HEAD.split('\n').length - 1;

describe('which variants read turn lines', () => {
  it('from the policies only: one shot, an extra shot on a hit, per-shot results', () => {
    expect(readsTurnLines(morskoy)).toBe(true);
    expect(readsTurnLines(statki)).toBe(true);
    expect(readsTurnLines(jutland)).toBe(false);
    expect(readsTurnLines(classicSalvo)).toBe(false);
    expect(readsTurnLines(classic1967)).toBe(false);
    expect(readsTurnLines(shotByShot)).toBe(true);
  });
});

describe('reading a turn line', () => {
  it('Russian: one one-shot salvo per cell, each with its result, numbered on', () => {
    const text = `${MORSKOY_HEAD}  - первый: В7 -> мимо\n  - второй: В3 -> мимо\n  - первый: Е8 Д8 Г8 А4 -> попал, попал, убит, мимо\n  - второй: Г10 -> мимо\n`;
    const r = parseRecord(text, morskoy, { file: 'g.yaml' });
    expect(r.diagnostics).toEqual([]);
    expect(r.record.salvos.slice(2)).toEqual([
      { side: 'первый', cells: [cell('Е8', morskoy)], announcement: shot('hit') },
      { side: 'первый', cells: [cell('Д8', morskoy)], announcement: shot('hit') },
      { side: 'первый', cells: [cell('Г8', morskoy)], announcement: shot('sunk') },
      { side: 'первый', cells: [cell('А4', morskoy)], announcement: shot('miss') },
      { side: 'второй', cells: [cell('Г10', morskoy)], announcement: shot('miss') },
    ]);
    expect(r.sources.salvos.map((s) => s.item)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const line = HEAD_LINES + 3;
    expect(r.sources.salvos[3]).toEqual({
      item: 4,
      at: { line, column: columnOf(text, line, 'Д8') },
      shot: { index: 1, of: 4 },
      cells: [{ line, column: columnOf(text, line, 'Д8') }],
      result: { line, column: columnOf(text, line, 'попал, убит') },
      unreadableCells: 0,
      unreadableResult: false,
    });
    expect(r.sources.salvos[5]?.result).toEqual({ line, column: columnOf(text, line, 'мимо') });
    expect(refereeRecord(r, morskoy).ok).toBe(true);
  });

  it('Polish, in the one-line and the structured form, note and forced on every shot', () => {
    const text = `variant: statki
sides: { ala: Ala, tomek: Tomek }
salvos:
  - ala: A1 B1 C1 -> Trafiony, zatopiony, PUDŁO
    note: szybka seria
    forced: true
  - { side: tomek, cells: [J10, J9], result: "trafiony; pudlo" }
`;
    const r = parseRecord(text, statki);
    expect(r.diagnostics).toEqual([]);
    expect(r.record.salvos).toEqual([
      { side: 'ala', cells: [cell('A1', statki)], announcement: shot('hit'), note: 'szybka seria', forced: true },
      { side: 'ala', cells: [cell('B1', statki)], announcement: shot('sunk'), note: 'szybka seria', forced: true },
      { side: 'ala', cells: [cell('C1', statki)], announcement: shot('miss'), note: 'szybka seria', forced: true },
      { side: 'tomek', cells: [cell('J10', statki)], announcement: shot('hit') },
      { side: 'tomek', cells: [cell('J9', statki)], announcement: shot('miss') },
    ]);
    expect(r.sources.salvos.map((s) => [s.item, s.at.line, s.shot?.index])).toEqual([
      [1, 4, 0],
      [2, 4, 1],
      [3, 4, 2],
      [4, 7, 0],
      [5, 7, 1],
    ]);
  });

  it('cells without results stay one salvo (the referee reports its size); together: true keeps a line one salvo', () => {
    const text = `${MORSKOY_HEAD}  - первый: В7 Б1\n  - второй: В3 Г5 -> мимо, мимо\n    together: true\n`;
    const r = parseRecord(text, morskoy);
    expect(r.diagnostics).toEqual([]);
    expect(r.record.salvos.map((s) => s.cells.length)).toEqual([2, 2]);
    expect(r.record.salvos[1]?.announcement).toEqual({ kind: 'per-shot', shots: [{ result: 'miss' }, { result: 'miss' }] });
    const report = refereeRecord(r, morskoy);
    expect(report.breaches.filter((b) => b.code === 'wrong-salvo-size').map((b) => b.salvo)).toEqual([1, 2]);
  });
});

describe('errors inside a turn line', () => {
  it('name the shot concerned and its place on the line; later salvos keep their numbers', () => {
    const text = `${MORSKOY_HEAD}  - первый: Е8 Л8 Г8 -> попал, попал, убыт\n  - второй: В3 -> мимо\n`;
    const r = parseRecord(text, morskoy, { file: 'g.yaml' });
    const line = HEAD_LINES + 1;
    const errs = errors(r.diagnostics);
    expect(errs.map((d) => [d.code, d.salvo, d.line, d.column])).toEqual([
      [expect.stringMatching(/^cell-/u), 2, line, columnOf(text, line, 'Л8')],
      ['announcement-unknown-word', 3, line, columnOf(text, line, 'убыт')],
    ]);
    // The unreadable shot is kept as первый's one-shot salvo of no readable cell (it was fired;
    // Л8 is off the board, so the salvo says one shot was written off it), its number kept: В3 is still salvo 4. The others keep their cells; the results cannot be
    // read, so none is taken.
    expect(r.sources.salvos.map((s) => s.item)).toEqual([1, 2, 3, 4]);
    expect(r.sources.salvos.map((s) => s.unreadableCells)).toEqual([0, 1, 0, 0]);
    expect(r.record.salvos).toEqual([
      { side: 'первый', cells: [cell('Е8', morskoy)], announcement: null },
      { side: 'первый', cells: [], announcement: null, offBoard: 1 },
      { side: 'первый', cells: [cell('Г8', morskoy)], announcement: null },
      { side: 'второй', cells: [cell('В3', morskoy)], announcement: shot('miss') },
    ]);
  });

  it('a cell off the board in a turn line is reported for its own shot', () => {
    const text = `${MORSKOY_HEAD}  - первый: Е8 Е11 -> попал, мимо\n`;
    const r = parseRecord(text, morskoy);
    const line = HEAD_LINES + 1;
    expect(errors(r.diagnostics).map((d) => [d.salvo, d.line, d.column])).toEqual([[2, line, columnOf(text, line, 'Е11')]]);
  });

  it('results and cells must be as many: an error at the result, no salvo lost from the count', () => {
    for (const results of ['попал, мимо', 'попал, попал, убит, мимо']) {
      const text = `${MORSKOY_HEAD}  - первый: Е8 Д8 Г8 -> ${results}\n  - второй: В3 -> мимо\n`;
      const r = parseRecord(text, morskoy, { file: 'g.yaml' });
      const line = HEAD_LINES + 1;
      const errs = errors(r.diagnostics);
      expect(errs.map((d) => [d.code, d.salvo, d.line, d.column]), results).toEqual([['announcement-length', 1, line, columnOf(text, line, results)]]);
      expect(errs[0]?.message).toContain('3 shots');
      // The shots are kept without results, so the next line is still salvo 4.
      expect(r.record.salvos.map((s) => s.announcement)).toEqual([null, null, null, shot('miss')]);
      expect(r.sources.salvos.map((s) => s.item)).toEqual([1, 2, 3, 4]);
      expect(r.sources.salvos.slice(0, 3).every((s) => s.unreadableResult)).toBe(true);
    }
  });
});

describe('the run is notation: the referee judges every shot', () => {
  it('a shot after a miss on the same line is out of turn, at that salvo and cell', () => {
    const text = `${MORSKOY_HEAD}  - первый: В7 К2 -> мимо, убит\n  - второй: В3 -> мимо\n`;
    const r = parseRecord(text, morskoy, { file: 'g.yaml' });
    expect(r.diagnostics).toEqual([]);
    const report = refereeRecord(r, morskoy);
    const line = HEAD_LINES + 1;
    const b = report.breaches.find((x) => x.code === 'out-of-turn');
    expect(b).toMatchObject({ salvo: 2, shooter: 'первый', sideSalvo: 2, line, column: columnOf(text, line, 'К2'), shot: { index: 1, of: 2 } });
  });

  it('without the fleets too: the recorded miss ends the turn', () => {
    const text = 'variant: morskoy-boy\nsalvos:\n  - blue: А1 Б1 В1 -> мимо, мимо, мимо\n';
    const report = refereeRecord(parseRecord(text, morskoy), morskoy);
    expect(report.breaches.map((b) => [b.code, b.salvo])).toEqual([
      ['out-of-turn', 2],
      ['out-of-turn', 3],
    ]);
  });

  it('a wrong result inside a line is placed at that result', () => {
    const text = `${MORSKOY_HEAD}  - первый: К2 Г10 -> убит, попал\n`;
    const r = parseRecord(text, morskoy);
    const line = HEAD_LINES + 1;
    const b = refereeRecord(r, morskoy).breaches.find((x) => x.code === 'announcement-contradicts-fleet');
    expect(b).toMatchObject({ salvo: 2, line, column: columnOf(text, line, 'попал'), correctAnnouncement: 'мимо' });
  });

  it('a final hit with no miss after it is fine: the next line goes on with the turn', () => {
    const text = `${MORSKOY_HEAD}  - первый: Е8 Д8 -> попал, попал\n  - первый: Г8 А4 -> убит, мимо\n  - второй: В3 -> мимо\n`;
    const r = parseRecord(text, morskoy);
    expect(r.diagnostics).toEqual([]);
    expect(refereeRecord(r, morskoy).ok).toBe(true);
    expect(r.sources.salvos.map((s) => s.item)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('multi-shot variants are unaffected', () => {
  it('Jutland, classic Salvo (per-shot results) and the 1967 game read each line as one salvo', () => {
    const j = parseRecord('variant: jutland\nsalvos:\n  - blue: A1 B1 C1 D1 E1 F1 -> no hits\n', jutland);
    expect(j.record.salvos).toHaveLength(1);
    const c = parseRecord('variant: classic-salvo\nsalvos:\n  - blue: A1 B1 C1 D1 E1 -> hit, miss, miss, miss, miss\n', classicSalvo);
    expect(c.diagnostics).toEqual([]);
    expect(c.record.salvos).toHaveLength(1);
    expect(c.record.salvos[0]?.cells).toHaveLength(5);
    const old = parseRecord('variant: classic-1967\nsalvos:\n  - blue: A1 B1 -> hit, miss\n', classic1967);
    expect(old.record.salvos).toHaveLength(1);
    expect(refereeRecord(old, classic1967).breaches.map((b) => b.code)).toContain('wrong-salvo-size');
  });

  it('together: true means nothing there and is warned about', () => {
    const r = parseRecord('variant: jutland\nsalvos:\n  - blue: A1 B1 C1 D1 E1 F1 -> no hits\n    together: true\n', jutland);
    expect(errors(r.diagnostics)).toEqual([]);
    expect(r.diagnostics.map((d) => [d.code, d.line])).toEqual([['salvo-together-ignored', 4]]);
    expect(r.record.salvos).toHaveLength(1);
  });

  it('grouping leaves them one salvo per line', () => {
    const salvos: RecordedSalvo[] = [
      { side: 'blue', cells: [0], announcement: shot('hit') },
      { side: 'blue', cells: [1], announcement: shot('miss') },
    ];
    expect(groupTurns(salvos, classic1967)).toEqual([[salvos[0]], [salvos[1]]]);
    expect(groupTurns(salvos, morskoy)).toEqual([salvos]);
  });
});

/** Records of a shot-by-shot game made of turns: runs of hits ending in a miss, some odd salvos between. */
function arbTurnRecord(variant: Variant): fc.Arbitrary<GameRecord> {
  const sides = [variant.turns.sides[0].id, variant.turns.sides[1].id] as const;
  const cellCount = variant.board.rows * variant.board.columns;
  const result = fc.constantFrom<ShotResult>('hit', 'sunk');
  const turn = fc
    .record({
      side: fc.constantFrom(...sides),
      cells: fc.array(fc.integer({ min: 0, max: cellCount - 1 }), { minLength: 1, maxLength: 5 }),
      hits: fc.array(result, { minLength: 5, maxLength: 5 }),
      endsInMiss: fc.boolean(),
      note: fc.option(fc.constantFrom('дождь', 'a note: with a colon', 'x'), { nil: undefined }),
      forced: fc.boolean(),
    })
    .map((t): RecordedSalvo[] =>
      t.cells.map((c, k) => ({
        side: t.side,
        cells: [c],
        announcement: shot(k === t.cells.length - 1 && t.endsInMiss ? 'miss' : t.hits[k]!),
        ...(t.note !== undefined ? { note: t.note } : {}),
        ...(t.forced ? { forced: true } : {}),
      })),
    );
  const item = fc.oneof({ weight: 4, arbitrary: turn }, { weight: 1, arbitrary: arbSalvo(variant, sides).map((s) => [s]) });
  return fc.record({ items: fc.array(item, { maxLength: 10 }), language: fc.option(fc.constantFrom(...variant.languages), { nil: undefined }) }).map((r) => ({
    variant: variant.id,
    ...(r.language !== undefined ? { language: r.language } : {}),
    sides: [{ id: sides[0] }, { id: sides[1] }] as const,
    fleets: {},
    salvos: r.items.flat(),
  }));
}

describe('the grouped writer', () => {
  const cases = (): [string, Variant][] => [
    ['shot by shot (test variant)', shotByShot],
    ['Морской бой', morskoy],
    ['Statki', statki],
  ];
  it('round-trips: parse(write(r, { groupTurns: true })) equals r, and the canonical form still does', () => {
    for (const [name, variant] of cases()) {
      fc.assert(
        fc.property(arbTurnRecord(variant), (record) => {
          for (const groupTurns of [true, false]) {
            const text = writeRecord(record, variant, { groupTurns });
            const back = parseRecord(text, variant);
            expect(errors(back.diagnostics), `${name}\n${text}`).toEqual([]);
            expect(back.record, `${name}\n${text}`).toEqual(record);
          }
        }),
        { numRuns: 80 },
      );
    }
  });

  it('groups a turn up to its miss, not across sides, notes or forced marks', () => {
    const v = shotByShot;
    const s = (side: string, c: number, r: ShotResult, extra: Partial<RecordedSalvo> = {}): RecordedSalvo => ({ side, cells: [c], announcement: shot(r), ...extra });
    const salvos = [s('blue', 0, 'hit'), s('blue', 1, 'sunk'), s('blue', 2, 'miss'), s('red', 3, 'hit'), s('red', 4, 'hit', { note: 'n' }), s('red', 5, 'miss', { note: 'n' }), s('blue', 6, 'miss')];
    expect(groupTurns(salvos, v).map((g) => g.length)).toEqual([3, 1, 2, 1]);
    const record: GameRecord = { variant: 'test', sides: [{ id: 'blue' }, { id: 'red' }], fleets: {}, salvos };
    expect(writeRecord(record, v, { groupTurns: true })).toBe(
      'variant: test\nsides:\n  blue:\n  red:\nsalvos:\n  - blue: а1 б1 в1 -> попал, убит, мимо\n  - red: г1 -> попал\n  - red: д1 е1 -> попал, мимо\n    note: n\n  - blue: ж1 -> мимо\n',
    );
    expect(writeRecord(record, v).split('\n').filter((l) => l.startsWith('  - '))).toHaveLength(7);
  });

  it('the Морской бой example, grouped, reads back as the same game and checks clean', async () => {
    const text = await readFile(join(ROOT, 'examples', 'morskoy-boy.yaml'), 'utf8');
    const r = parseRecord(text, morskoy);
    expect(errors(r.diagnostics)).toEqual([]);
    const grouped = writeRecord(r.record, morskoy, { groupTurns: true });
    const back = parseRecord(grouped, morskoy);
    expect(back.record).toEqual(r.record);
    expect(refereeRecord(back, morskoy).ok).toBe(true);
    expect(grouped.split('\n').filter((l) => l.startsWith('  - ')).length).toBeLessThan(r.record.salvos.length);
    // The example is written in turn lines, exactly as the grouped writer writes them.
    const salvosPart = (t: string) => t.slice(t.indexOf('\nsalvos:\n'));
    expect(salvosPart(text)).toBe(salvosPart(grouped));
    expect(text).toContain('  - первый: Е8 Д8 Г8 А4 -> попал, попал, убит, мимо\n');
  });
});

describe('the turn-line example in docs/record-format.md', () => {
  it('reads as the salvos its comments number, and checks clean', async () => {
    const doc = await readFile(join(ROOT, 'docs', 'record-format.md'), 'utf8');
    const block = doc.split('### Turn lines')[1]!.split('```yaml\n')[1]!.split('```')[0]!;
    const r = parseRecord(`variant: morskoy-boy\nsides: { первый: Оля, второй: Дима }\n${block}`, morskoy);
    expect(r.diagnostics).toEqual([]);
    expect(r.record.salvos).toHaveLength(9);
    expect(r.record.salvos.map((s) => s.side).join(' ')).toBe('первый второй первый первый первый первый второй первый первый');
    expect(refereeRecord(r, morskoy).breaches).toEqual([]);
  });
});

describe('editing a record with turn lines', () => {
  it('a turn is appended as one line; undo takes its last shot off that line', () => {
    const text = `${MORSKOY_HEAD}  - первый: В7 -> мимо # a comment\n`;
    const r = parseRecord(text, morskoy).record;
    const shots: RecordedSalvo[] = [
      { side: 'второй', cells: [cell('Г9', morskoy)], announcement: shot('hit') },
      { side: 'второй', cells: [cell('Г8', morskoy)], announcement: shot('miss') },
    ];
    const added = appendTurn(text, r, morskoy, shots);
    expect(added.rewritten).toBe(false);
    expect(added.text).toBe(`${text}  - второй: Г9 Г8 -> попал, мимо\n`);
    const undone = removeLastSalvo(added.text, added.record, morskoy);
    expect(undone.rewritten).toBe(false);
    expect(undone.text).toBe(`${text}  - второй: Г9 -> попал\n`);
    expect(undone.record.salvos).toEqual([...r.salvos, shots[0]]);
    expect(variants['shot by shot, turn lines']).toBe(shotByShot);
  });
});
