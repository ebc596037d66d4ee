/**
 * Quotes around some words inside an announcement (`"lion" 1`, `«lion» 1`, `lion "#1" 1`) are
 * said as what they are, with the announcement to write, not as an unknown word `lion"`; and
 * where YAML cuts a ship number after a quoted class (`"light cruiser" #1 1`), the one slip is
 * the salvo-comment, its advice without the quotes.
 */
import { describe, expect, it } from 'vitest';
import { parseAnnouncement } from '../../src/record/announcement-text.js';
import { parseRecord } from '../../src/record/parse.js';
import { readingSaid } from '../../src/record/reading-text.js';
import { readVariantText } from '../../src/variant/parse.js';
import type { Variant } from '../../src/variant/model.js';
import { BRITISH_BY_SHIP as VARIANT } from '../helpers/british-by-ship.js';


function variant(): Variant {
  const r = readVariantText(VARIANT, 'v.yaml');
  if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
  return r.value;
}

const line = (result: string): string => `variant: ./v.yaml\nsalvos:\n  - british: D2 E2 F2 -> ${result}\n`;

describe('quotes around words inside an announcement', () => {
  it.each([
    ['"lion" 1', 'lion', 'write lion 1'],
    ["'lion' 1", 'lion', 'write lion 1'],
    ['«lion» 1', 'lion', 'write lion 1'],
    ['"lion" 1, "collier" 1', 'lion', 'write lion 1, collier 1'],
  ])('%s is told the quotes are no part of the words, and what to write', (result, words, write) => {
    const text = line(result);
    const r = parseRecord(text, variant());
    expect(r.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['announcement-unknown-word', 3, text.split('\n')[2]!.indexOf(result) + 1]]);
    expect(r.diagnostics[0]!.message).toBe(`the quotes around "${words}" are no part of the announcement's words`);
    expect(r.diagnostics[0]!.suggestion).toBe(write);
    // What it says to write reads as it stands.
    const advised = parseAnnouncement(write.replace(/^write /u, ''), variant(), 3);
    expect(advised.issues).toEqual([]);
    expect(advised.announcement).not.toBeNull();
  });

  it('a ship number in quotes is advised with the whole salvo line to write, in quotes, and that line reads', () => {
    const text = line('lion "#1" 1, collier 1');
    const r = parseRecord(text, variant());
    expect(r.diagnostics.map((d) => d.code)).toEqual(['announcement-unknown-word']);
    const write = '- british: "D2 E2 F2 -> lion #1 1, collier 1"';
    expect(r.diagnostics[0]!.suggestion).toBe(`write lion #1 1, collier 1, with the whole salvo in quotes (a # after a space starts a YAML comment): ${write}`);
    const pasted = text.replace(text.split('\n')[2]!, `  ${write}`);
    const advised = parseRecord(pasted, variant());
    expect(advised.diagnostics).toEqual([]);
    expect(advised.record.salvos[0]!.announcement).toEqual({ kind: 'per-salvo', hits: [{ classId: 'lion', ship: 0, count: 1 }, { classId: 'collier', ship: 0, count: 1 }] });
    expect(readingSaid(r.diagnostics[0]!, 'ru')?.suggestion).toBe(`напишите lion #1 1, collier 1, а всю запись выстрела — в кавычках (# после пробела начинает комментарий YAML): ${write}`);
    expect(readingSaid(r.diagnostics[0]!, 'pl')?.suggestion).toBe(`napisz lion #1 1, collier 1, a cały wpis salwy w cudzysłowie (# po spacji zaczyna komentarz YAML): ${write}`);
  });

  it('a ship number in quotes inside a salvo line already in quotes: the words alone, no word of quoting the salvo', () => {
    const d = parseRecord(`variant: ./v.yaml\nsalvos:\n  - british: "D2 E2 F2 -> lion '#1' 1"\n`, variant()).diagnostics;
    expect(d.map((x) => [x.code, x.suggestion])).toEqual([['announcement-unknown-word', 'write lion #1 1']]);
    expect(readingSaid(d[0]!, 'ru')?.suggestion).toBe('напишите lion #1 1');
  });

  it('says it in Russian and Polish', () => {
    const d = parseRecord(line('"lion" 1'), variant()).diagnostics[0]!;
    expect(readingSaid(d, 'ru')).toEqual({ message: 'кавычки вокруг «lion» — не часть слов ответа', suggestion: 'напишите lion 1' });
    expect(readingSaid(d, 'pl')).toEqual({ message: 'cudzysłów wokół „lion” nie jest częścią słów odpowiedzi', suggestion: 'napisz lion 1' });
  });

  it('a quoted class whose ship number YAML cut off is the one salvo-comment, advised without the quotes', () => {
    for (const quoted of ['"light cruiser"', "'light cruiser'", '«light cruiser»']) {
      const r = parseRecord(line(`lion 1, ${quoted} #1 1`), variant());
      expect(r.diagnostics.map((d) => d.code)).toEqual(['salvo-comment']);
      expect(r.diagnostics[0]!.suggestion).toBe('put the salvo in quotes: - british: "D2 E2 F2 -> lion 1, light cruiser #1 1"');
    }
  });

  it('in a variant reporting by class, a quoted class whose ship number YAML cut off is the one salvo-comment too, an error', () => {
    const byClass = readVariantText(VARIANT.replace('by: ship', 'by: class'), 'v.yaml');
    if (!byClass.ok) throw new Error('by-class variant');
    for (const quoted of ['"light cruiser"', "'light cruiser'", '«light cruiser»']) {
      const r = parseRecord(line(`lion 1, ${quoted} #2 1`), byClass.value);
      expect(r.diagnostics.map((d) => [d.code, d.severity])).toEqual([['salvo-comment', 'error']]);
      expect(r.diagnostics[0]!.suggestion).toBe('leave out the ship number (this variant reports by class): - british: D2 E2 F2 -> lion 1, light cruiser 1');
    }
    // Without quotes it stays the warning it was; the line advised, pasted in, reads clean: no
    // ship number kept to be ignored (announcement-ship-ignored), the same announcement read.
    const plain = parseRecord(line('lion 1, light cruiser #2 1'), byClass.value);
    expect(plain.diagnostics.map((d) => [d.code, d.severity])).toEqual([['salvo-comment', 'warning']]);
    const write = plain.diagnostics[0]!.parts?.['write'];
    expect(write).toBe('- british: D2 E2 F2 -> lion 1, light cruiser 1');
    const advised = parseRecord(`variant: ./v.yaml\nsalvos:\n  ${String(write)}\n`, byClass.value);
    expect(advised.diagnostics).toEqual([]);
    expect(advised.record.salvos[0]!.announcement).toEqual({ kind: 'per-salvo', hits: [{ classId: 'lion', count: 1 }, { classId: 'lc', count: 1 }] });
    // Two ship numbers cut off: both left out.
    const two = parseRecord(line('lion 1, light cruiser #2 1, collier #1 1'), byClass.value);
    expect(two.diagnostics[0]!.parts?.['write']).toBe('- british: D2 E2 F2 -> lion 1, light cruiser 1, collier 1');
  });

  it('leaves a word that is none of the variant\'s, quoted or not, an unknown word', () => {
    const r = parseRecord(line('"lyon" 1'), variant());
    expect(r.diagnostics.map((d) => d.code)).toEqual(['announcement-unknown-word']);
    expect(r.diagnostics[0]!.message).not.toContain('quotes around');
  });
});
