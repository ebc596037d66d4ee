/**
 * A class with two numbers after it (`collier 2 1`), where only the count of hits follows a class
 * (a by-class report, or a ship alone of its class, or one numbered with its #): the second number
 * stood for the first with no word said. Now announcement-count-twice, an error at the second
 * number with its salvo, gives both lines it may have been; each of them reads clean. In
 * English, Russian and Polish.
 */
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { readingSaid } from '../../src/record/reading-text.js';
import { readVariantText } from '../../src/variant/parse.js';
import type { Variant } from '../../src/variant/model.js';
import { BRITISH_BY_SHIP } from '../helpers/british-by-ship.js';

function variant(by: 'ship' | 'class'): Variant {
  const r = readVariantText(BRITISH_BY_SHIP.replace('by: ship', `by: ${by}`), 'v.yaml');
  if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
  return r.value;
}

const record = (result: string): string => `variant: ./v.yaml\nsalvos:\n  - british: D2 E2 F2 -> miss\n  - german: D2 E2 F2 -> ${result}\n`;

describe('two counts of hits after one class', () => {
  it('by class: is an error at the second number, giving both lines, each of which reads clean', () => {
    const text = record('lion 1, collier 2 1');
    const { diagnostics, record: read } = parseRecord(text, variant('class'));
    expect(diagnostics.map((d) => [d.code, d.severity, d.line, d.column, d.salvo])).toEqual([['announcement-count-twice', 'error', 4, text.split('\n')[3]!.lastIndexOf('1') + 1, 2]]);
    const d = diagnostics[0]!;
    expect(d.message).toBe('"2 1": two counts of hits after Collier, where one is written');
    expect(d.suggestion).toBe('write "collier 2" or "collier 1", as many hits as were announced');
    // Nothing is read in place of what was typed.
    expect(read.salvos[1]!.announcement).toBeNull();
    for (const [meant, count] of [['collier 2', 2], ['collier 1', 1]] as const) {
      const advised = parseRecord(record(`lion 1, ${meant}`), variant('class'));
      expect(advised.diagnostics).toEqual([]);
      expect(advised.record.salvos[1]!.announcement).toEqual({ kind: 'per-salvo', hits: [{ classId: 'lion', count: 1 }, { classId: 'collier', count }] });
    }
    expect(readingSaid(d, 'ru')).toEqual({ message: '«2 1»: два числа попаданий после «Collier», а пишется одно', suggestion: 'напишите «collier 2» или «collier 1», сколько попаданий объявили' });
    expect(readingSaid(d, 'pl')).toEqual({ message: '„2 1”: dwie liczby trafień po „Collier”, a pisze się jedną', suggestion: 'napisz „collier 2” albo „collier 1”, tyle trafień, ile ogłoszono' });
  });

  it('by class, the same number twice: one line to write', () => {
    const [d, ...rest] = parseRecord(record('collier 2 2'), variant('class')).diagnostics;
    expect(rest).toEqual([]);
    expect([d!.code, d!.suggestion]).toEqual(['announcement-count-twice', 'write "collier 2"']);
    expect(readingSaid(d!, 'ru')?.suggestion).toBe('напишите «collier 2»');
  });

  it('by ship: a ship alone of its class, or numbered with its #, takes one count too', () => {
    const [lone, ...rest] = parseRecord(record('collier 2 1'), variant('ship')).diagnostics;
    expect(rest).toEqual([]);
    expect([lone!.code, lone!.suggestion]).toEqual(['announcement-count-twice', 'write "collier 2" or "collier 1", as many hits as were announced']);
    const [numbered] = parseRecord(record('miss').replace('- german: D2 E2 F2 -> miss', '- german: "D2 E2 F2 -> light cruiser #2 2 1"'), variant('ship')).diagnostics;
    expect([numbered!.code, numbered!.suggestion]).toEqual(['announcement-count-twice', 'write "light cruiser #2 2" or "light cruiser #2 1", as many hits as were announced']);
    // The ship's # left out stays the advice it was (ship-number-without-hash.test.ts).
    expect(parseRecord(record('light cruiser 2 1'), variant('ship')).diagnostics.map((d) => d.code)).toEqual(['announcement-ship-missing']);
  });

  it('where counts are not announced: both numbers are said ignored, where the 1 after the 2 passed unsaid', () => {
    const r = readVariantText(BRITISH_BY_SHIP.replace('by: ship', 'by: class').replace('counts: true', 'counts: false'), 'v.yaml');
    if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
    const text = record('lion, collier 2 1');
    const { diagnostics, record: read } = parseRecord(text, r.value);
    expect(diagnostics.map((d) => [d.code, d.severity, d.line, d.column])).toEqual([['announcement-count-ignored', 'warning', 4, text.split('\n')[3]!.indexOf('collier') + 1]]);
    const d = diagnostics[0]!;
    expect(d.message).toBe('this variant does not report how many times a ship was hit; "2 1" is ignored');
    expect(readingSaid(d, 'ru')?.message).toBe('в этом варианте не объявляют, сколько раз попали в корабль; «2 1» пропущено');
    // The class is read as it is without the numbers.
    expect(read.salvos[1]!.announcement).toEqual(parseRecord(record('lion, collier'), r.value).record.salvos[1]!.announcement);
    expect(parseRecord(record('lion, collier'), r.value).diagnostics).toEqual([]);
    // One number alone is said as ever; a 1 alone is no count to ignore.
    expect(parseRecord(record('collier 2'), r.value).diagnostics.map((x) => x.message)).toEqual(['this variant does not report how many times a ship was hit; "2" is ignored']);
    expect(parseRecord(record('collier 1'), r.value).diagnostics).toEqual([]);
  });

  it('a class right after the second number (`lion 1 2 collier`): the comma left out, the line to write, which reads clean', () => {
    const text = record('lion 1 2 collier');
    const [d, ...rest] = parseRecord(text, variant('class')).diagnostics;
    expect(rest).toEqual([]);
    expect([d!.code, d!.line, d!.column]).toEqual(['announcement-count-twice', 4, text.split('\n')[3]!.indexOf('2 collier') + 1]);
    expect(d!.message).toBe('"1 2": two counts of hits after Lion, where one is written');
    expect(d!.suggestion).toBe('write "lion 1, collier 2": a ship\'s count goes after its class, and a comma between ships');
    const advised = parseRecord(record('lion 1, collier 2'), variant('class'));
    expect(advised.diagnostics).toEqual([]);
    expect(advised.record.salvos[1]!.announcement).toEqual({ kind: 'per-salvo', hits: [{ classId: 'lion', count: 1 }, { classId: 'collier', count: 2 }] });
    expect(readingSaid(d!, 'ru')?.suggestion).toBe('напишите «lion 1, collier 2»: число попаданий пишется после класса, а между кораблями — запятая');
    expect(readingSaid(d!, 'pl')?.suggestion).toBe('napisz „lion 1, collier 2”: liczbę trafień pisze się po klasie, a między statkami przecinek');
  });

  it('by ship: the class after takes its # where its class has more ships; without one, or with a count of its own, or after a comma, both counts are given as before', () => {
    const quoted = (result: string): string => record('miss').replace('- german: D2 E2 F2 -> miss', `- german: "D2 E2 F2 -> ${result}"`);
    const [numbered] = parseRecord(quoted('lion 1 2 light cruiser #2'), variant('ship')).diagnostics;
    expect(numbered!.suggestion).toBe('write "lion 1, light cruiser #2 2": a ship\'s count goes after its class, and a comma between ships');
    const advised = parseRecord(quoted('lion 1, light cruiser #2 2'), variant('ship'));
    expect(advised.diagnostics).toEqual([]);
    expect(advised.record.salvos[1]!.announcement).toEqual({ kind: 'per-salvo', hits: [{ classId: 'lion', ship: 0, count: 1 }, { classId: 'lc', ship: 1, count: 2 }] });
    for (const [v, result] of [['ship', 'lion 1 2 light cruiser'], ['class', 'lion 1 2 collier 1'], ['class', 'lion 1 2, collier']] as const) {
      const [d] = parseRecord(quoted(result), variant(v)).diagnostics;
      expect([d!.code, d!.suggestion], result).toEqual(['announcement-count-twice', 'write "lion 1" or "lion 2", as many hits as were announced']);
    }
  });
});
