/**
 * Where ships are told apart (`report.by: ship`), a number before the count with its # left out
 * (`light cruiser 2 1`) is the ship meant: the announcement-ship-missing error says the line to
 * write with it (`light cruiser #2 1`), where it gave any ship (#1); a number past the fleet, or a
 * count alone, keeps the example. In English, Russian and Polish; the line advised reads clean.
 */
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { readingSaid } from '../../src/record/reading-text.js';
import { readVariantText } from '../../src/variant/parse.js';
import type { Variant } from '../../src/variant/model.js';
import { BRITISH_BY_SHIP } from '../helpers/british-by-ship.js';

function variant(): Variant {
  const r = readVariantText(BRITISH_BY_SHIP, 'v.yaml');
  if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
  return r.value;
}

const record = (result: string): string => `variant: ./v.yaml\nsalvos:\n  - british: "D2 E2 F2 -> ${result}"\n`;

describe('a ship number written without its #, where ships are told apart', () => {
  it('is advised with the # before it, and that line reads clean', () => {
    const [d, ...rest] = parseRecord(record('lion 1, light cruiser 2 1'), variant()).diagnostics;
    expect(rest).toEqual([]);
    expect([d!.code, d!.severity, d!.column]).toEqual(['announcement-ship-missing', 'error', record('lion 1, light cruiser 2 1').split('\n')[2]!.indexOf('light') + 1]);
    expect(d!.suggestion).toBe('write "light cruiser #2 1": a ship\'s number follows a #');
    const advised = parseRecord(record('lion 1, light cruiser #2 1'), variant());
    expect(advised.diagnostics).toEqual([]);
    expect(advised.record.salvos[0]!.announcement).toEqual({ kind: 'per-salvo', hits: [{ classId: 'lion', ship: 0, count: 1 }, { classId: 'lc', ship: 1, count: 1 }] });
    expect(readingSaid(d!, 'ru')?.suggestion).toBe('напишите «light cruiser #2 1»: номер корабля пишется после #');
    expect(readingSaid(d!, 'pl')?.suggestion).toBe('napisz „light cruiser #2 1”: numer statku pisze się po #');
  });

  it('in a salvo line not in quotes, gives the whole line to write, in quotes, which reads clean', () => {
    const plain = record('lion 1, light cruiser 2 1').replace('"D2 E2 F2 -> lion 1, light cruiser 2 1"', 'D2 E2 F2 -> lion 1, light cruiser 2 1');
    const [d, ...rest] = parseRecord(plain, variant()).diagnostics;
    expect(rest).toEqual([]);
    expect([d!.code, d!.line, d!.column]).toEqual(['announcement-ship-missing', 3, plain.split('\n')[2]!.indexOf('light') + 1]);
    // Pasted into this line as it is, the # would start a YAML comment (salvo-comment): the whole line is given.
    const write = '- british: "D2 E2 F2 -> lion 1, light cruiser #2 1"';
    expect(d!.suggestion).toBe(`write "light cruiser #2 1": a ship's number follows a #, with the whole salvo in quotes (a # after a space starts a YAML comment): ${write}`);
    const pasted = plain.replace(plain.split('\n')[2]!, `  ${write}`);
    expect(pasted).toBe(record('lion 1, light cruiser #2 1'));
    expect(parseRecord(pasted, variant()).diagnostics).toEqual([]);
    expect(readingSaid(d!, 'ru')?.suggestion).toBe(`напишите «light cruiser #2 1»: номер корабля пишется после #, а всю запись выстрела — в кавычках (# после пробела начинает комментарий YAML): ${write}`);
    expect(readingSaid(d!, 'pl')?.suggestion).toBe(`napisz „light cruiser #2 1”: numer statku pisze się po #, a cały wpis salwy w cudzysłowie (# po spacji zaczyna komentarz YAML): ${write}`);
  });

  it('keeps the example where the number is no ship of the class, or there is one number', () => {
    for (const result of ['light cruiser 3 1', 'light cruiser 2']) {
      const [d] = parseRecord(record(result), variant()).diagnostics;
      expect([d!.code, d!.suggestion], result).toEqual(['announcement-ship-missing', 'write e.g. "Light cruiser #1"']);
      expect(readingSaid(d!, 'ru')?.suggestion, result).toBe('напишите, например, «Light cruiser #1»');
    }
  });
});
