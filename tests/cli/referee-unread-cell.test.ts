/**
 * A salvo with a cell that cannot be read (`- red: A1 ?? -> …`, `Б? -> попал`) was fired, by a
 * side that is known, with what was announced for it: whose turn came next and how many shots
 * are owed after it are judged wherever the rules still decide them. The oracle is the same
 * record with the cell mended: every finding after the salvo must be the one the mended record
 * gives (the mended cell's own findings aside).
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

interface Entry {
  code: string;
  salvo?: number;
  line?: number;
  column?: number;
  message: string;
}
interface Found {
  violations: Entry[];
  warnings: Entry[];
  next: { side: string; owed: { min: number; max: number } } | null;
}

async function check(text: string): Promise<Found> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-unread-'));
  await writeFile(join(dir, 'g.yaml'), text);
  // The messages read below are English ones.
  return JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json', '--lang', 'en'])).stdout) as Found;
}

const record = (variant: string, lines: string[]): string => `variant: ${variant}\nsalvos:\n${lines.map((l) => `  - ${l}\n`).join('')}`;

/** The findings of the record written with `garbled` in place of `cell` on salvo line `from` (1-based), and of the mended record, after that salvo. */
async function againstMended(variant: string, lines: string[], cell: string, garbled: string, from: number): Promise<{ read: Found; mended: Found; after: (f: Found) => string[] }> {
  const read = await check(record(variant, lines.map((l, i) => (i === from - 1 ? l.replace(cell, garbled) : l))));
  const mended = await check(record(variant, lines));
  const after = (f: Found): string[] =>
    [...f.violations, ...f.warnings].filter((e) => (e.salvo ?? 0) > from && e.code !== 'repeat-unjudged').map((e) => `${e.code} ${e.salvo}: ${e.message}`);
  return { read, mended, after };
}

describe('after a salvo with a cell that cannot be read, the side known', () => {
  it('Jutland: the turn after it is judged (red fires twice running: out of turn), as with the cell mended', async () => {
    const lines = ['blue: A1 A2 A3 A4 A5 A6 -> no hits', 'red: A1 A2 A3 A4 A5 A6 -> no hits', 'red: B1 B2 B3 B4 B5 B6 -> no hits', 'blue: C1 C2 C3 C4 C5 C6 -> no hits'];
    const { read, mended, after } = await againstMended('jutland', lines, 'A2 A3', '?? A3', 2);
    expect(after(mended)).toEqual(['out-of-turn 3: red fired salvo 2, but it was blue\'s turn']);
    expect(after(read)).toEqual(after(mended));
    expect(read.violations.map((v) => [v.code, v.salvo])).toEqual([
      ['cell-unreadable', 2],
      ['out-of-turn', 3],
    ]);
  });

  it('Salvo (ships afloat): a ship sunk at the cell that cannot be read is sunk; the target owes one shot fewer', async () => {
    const lines = [
      'blue: A1 A2 A3 A4 A5 -> hit, miss, miss, miss, miss',
      'red: A1 A2 A3 A4 A5 -> miss, miss, miss, miss, miss',
      'blue: B1 B3 B4 B5 B6 -> sunk destroyer, miss, miss, miss, miss',
      'red: B1 B2 B3 B4 -> miss, miss, miss, miss',
      'blue: C1 C2 C3 C4 C5 -> miss, miss, miss, miss, miss',
      'red: C1 C2 C3 C4 C5 -> miss, miss, miss, miss, miss',
    ];
    const { read, mended, after } = await againstMended('classic-salvo', lines, 'B1 B3', 'B? B3', 3);
    // The mended record: 4 shots are right, 5 are one too many.
    expect(after(mended).map((e) => e.split(':')[0])).toEqual(['wrong-salvo-size 6']);
    expect(after(read)).toEqual(after(mended));
    expect(read.next).toEqual(mended.next);
  });

  it('Морской бой: "попал" for the cell gives the shooter another shot, "мимо" ends its turn', async () => {
    const hit = ['blue: А1 -> мимо', 'red: Б2 -> попал', 'red: Б1 -> мимо', 'blue: Б3 -> мимо'];
    const a = await againstMended('morskoy-boy', hit, 'Б2', 'Б?', 2);
    expect(after0(a)).toEqual([]);
    expect(a.read.warnings.map((w) => w.code)).not.toContain('turn-unjudged');
    const miss = ['blue: А1 -> мимо', 'red: Б2 -> мимо', 'red: Б1 -> мимо', 'blue: Б3 -> мимо'];
    const b = await againstMended('morskoy-boy', miss, 'Б2', 'Б?', 2);
    expect(b.after(b.mended).map((e) => e.split(':')[0])).toEqual(['out-of-turn 3']);
    expect(b.after(b.read)).toEqual(b.after(b.mended));
  });

  it('a turn line: the shot whose cell cannot be read is still judged, out of turn after a miss, at its cell', async () => {
    const text = record('morskoy-boy', ['blue: А1 -> мимо', 'red: А1 ?? -> мимо, мимо', 'blue: Б1 -> мимо']);
    const r = await check(text);
    expect(r.violations.map((v) => [v.code, v.salvo, v.line, v.column])).toEqual([
      ['cell-unreadable', 3, 4, 13],
      ['out-of-turn', 3, 4, 13],
    ]);
    // Red's "попал, мимо": the shot after the hit is red's, its miss hands the turn to blue.
    const ok = await check(record('morskoy-boy', ['blue: А1 -> мимо', 'red: А1 ?? -> попал, мимо', 'blue: Б1 -> мимо', 'red: Б2 -> мимо']));
    expect(ok.violations.map((v) => [v.code, v.salvo])).toEqual([['cell-unreadable', 3]]);
    expect(ok.warnings.map((w) => w.code)).not.toContain('turn-unjudged');
    // Said once, for red only: the cell is red's.
    expect(ok.warnings.filter((w) => w.code === 'repeat-unjudged').map((w) => [w.salvo, w.message.split(' fires')[0]])).toEqual([[5, 'whether red']]);
  });
});

function after0(x: { read: Found; mended: Found; after: (f: Found) => string[] }): string[] {
  expect(x.after(x.read)).toEqual(x.after(x.mended));
  return x.after(x.read);
}
