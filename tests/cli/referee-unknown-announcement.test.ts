/**
 * A Jutland salvo size judged after a salvo whose announcement is not known: written but
 * unreadable (`battlesip 1`), or not recorded. That salvo may have hit anything, so the range the
 * size is judged by is not "the damage red announced", and is not narrowed as if the salvo had hit
 * nothing ("where the hits fell, only 6"): the message says what the range rests on.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

async function folder(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-unknown-'));
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  return dir;
}

interface Found {
  violations: { code: string; salvo?: number; message: string; expected?: string }[];
}

const record = (announced: string, reply: string, fleet = ''): string =>
  `variant: jutland\n${fleet}salvos:\n  - blue: A1 A2 A3 A4 A5 A6${announced}\n  - red: ${reply}\n`;

async function check(text: string): Promise<Found> {
  const dir = await folder({ 'g.yaml': text });
  return JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as Found;
}

describe('a size judged after an announcement that is not known', () => {
  it.each([
    ['unreadable', ' -> battlesip 1', "red's announcement for blue's salvo 1 unreadable"],
    ['not recorded', '', 'no announcement recorded for salvo 1 of blue'],
  ])('says what the range rests on (%s), and does not narrow it as if nothing hit', async (_, announced, why) => {
    // Red's reply announced: the last salvo of a record with no announcement may be cut off (referee-cut-off.test.ts).
    const r = await check(record(announced, 'B1 -> no hits'));
    const size = r.violations.find((v) => v.code === 'salvo-size-not-allowed');
    expect(size, JSON.stringify(r.violations)).toBeDefined();
    expect(size!.salvo).toBe(2);
    expect(size!.message).not.toContain('announced allows');
    expect(size!.message).not.toContain('where the hits fell');
    expect(size!.message).toBe(`red's salvo 1 has 1 shot; red may be owed ${size!.expected!}, with ${why} (that salvo may have hit anything)`);
    // The same range as where the announcement is set aside as wrong: either way the salvo may have hit anything.
    const aside = await check(record(' -> battleship 5', 'B1 -> no hits'));
    expect(aside.violations.find((v) => v.code === 'salvo-size-not-allowed')!.expected).toBe(size!.expected);
    // Every size of that range is one some fleet gives: a revealed fleet owes red exactly that many, and 7 are never owed.
    const [lo, hi] = size!.expected!.split('–').map(Number) as [number, number];
    expect(lo).toBeLessThan(hi);
    const witness: Record<number, string> = {
      // cruiser A1-A3 sunk (no guns), battleship A5-A8 hit twice (one gun), both destroyers whole
      3: 'fleets: { red: { cruiser: A1-A3, battleship: A5-A8, destroyer: [J1-J2, J9-J10] } }\n',
      6: 'fleets: { red: { cruiser: J1-J3, battleship: H5-H8, destroyer: [E1-E2, E9-E10] } }\n',
    };
    for (const shots of [lo, hi]) {
      const cells = ['B1', 'B3', 'B5', 'B7', 'B9', 'D1'].slice(0, shots).join(' ');
      const revealed = await check(record(announced === '' ? '' : ' -> battlesip 1', cells, witness[shots]));
      expect(revealed.violations.filter((v) => v.code.startsWith('salvo-size') || v.code === 'wrong-salvo-size')).toEqual([]);
    }
  });
});
