/**
 * A line naming no cell (`- red: -> miss`) was still a salvo of its side: `check` replays it, so
 * red's salvos after it carry one number more than the record's salvos list holds. `show`,
 * `infer` and `--after side:n` number them alike (they used to skip the line, one short).
 *
 * The expected numbers are counted here from the record's text: each `- red:` line is one of
 * red's salvos, with cells or without.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ordinal } from '../../src/analysis/analyze.js';
import { runSalvo } from '../helpers/cli.js';

const RECORD = `variant: classic-1967
sides:
  blue: Dad
  red: Jenny
fleets:
  blue:
    aircraft carrier: C2-G2
    battleship: E4-E7
    cruiser: E8-E10
    submarine: G3-I3
    destroyer: I6-J6
salvos:
  - blue: C7 -> miss
  - red: C3 -> miss
  - blue: J2 -> miss
  - red: -> miss
  - blue: G2 -> miss
  - red: B1 -> miss
  - blue: H8 -> hit
  - red: B1 -> miss
`;

/** The sides of the record's salvo lines, in order (the line naming no cell too). */
const lines = [...RECORD.matchAll(/^ {2}- (\w+):/gmu)].map((m) => m[1]!);
/** `side`'s own number for the salvo on line `item` (1-based), counted from the text. */
const own = (item: number): number => lines.slice(0, item).filter((s) => s === lines[item - 1]).length;
/** The line of `side`'s own n-th salvo (1-based). */
const itemOf = (side: string, n: number): number => lines.findIndex((_, i) => lines[i] === side && own(i + 1) === n) + 1;

let dir: string;
let file: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-nocell-'));
  file = join(dir, 'game.yaml');
  await writeFile(file, RECORD);
});

describe('a line naming no cell', () => {
  it('counts as a salvo of its side in check, infer and --after side:n alike', async () => {
    const repeat = lines.lastIndexOf('red') + 1;
    expect(own(repeat)).toBe(4);
    const check = await runSalvo(dir, ['check', file, '--json']);
    const breach = (JSON.parse(check.stdout) as { violations: { code: string; salvo: number; sideSalvo?: number; message: string }[] }).violations.find((v) => v.code === 'repeated-cell');
    expect(breach?.salvo).toBe(repeat);
    expect(breach?.sideSalvo).toBe(own(repeat));
    expect(breach?.message).toContain(`red's shot ${own(repeat)} fires again`);

    // infer of blue's fleet (red's salvos its evidence): the last salvo read is red's, numbered as check does.
    const infer = await runSalvo(dir, ['infer', file, '--target', 'blue', '--json']);
    expect(infer.code).toBe(0);
    expect((JSON.parse(infer.stdout) as { lastSalvo: unknown }).lastSalvo).toEqual({ salvo: repeat, side: 'red', sideSalvo: own(repeat) });

    // --after red:3 is the line of red's third salvo, in infer as in check's numbering.
    const third = itemOf('red', 3);
    const after = await runSalvo(dir, ['infer', file, '--target', 'blue', '--after', 'red:3', '--json']);
    const doc = JSON.parse(after.stdout) as { after: number; lastSalvo: unknown };
    expect(doc.lastSalvo).toEqual({ salvo: third, side: 'red', sideSalvo: 3 });
    // Two of them had cells: the evidence holds two salvos fired at blue.
    expect(doc.after).toBe(2);
  });

  it('show numbers the salvos before it as check does, and --after red:2 is the line itself', async () => {
    const before = itemOf('red', 2) - 1;
    const show = await runSalvo(dir, ['show', file, '--after', 'red:1', '--json']);
    expect(show.code).toBe(0);
    expect((JSON.parse(show.stdout) as { lastSalvo: unknown }).lastSalvo).toEqual({ salvo: itemOf('red', 1), side: 'red', sideSalvo: 1 });
    // After red's second salvo (the line naming no cell), the charts are drawn up to the line before it.
    const at = await runSalvo(dir, ['show', file, '--after', 'red:2', '--json']);
    expect(at.code).toBe(0);
    const doc = JSON.parse(at.stdout) as { after: number; lastSalvo: { salvo: number } };
    expect(doc.after).toBe(before);
    expect(doc.lastSalvo.salvo).toBe(before);
  });

  it("left out of check's replay (a hit on a revealed fleet), still counts in its side's numbers", async () => {
    const hit = join(dir, 'hit.yaml');
    await writeFile(hit, RECORD.replace('- red: -> miss', '- red: -> hit'));
    const repeat = lines.lastIndexOf('red') + 1;
    const check = await runSalvo(dir, ['check', hit, '--json']);
    const breach = (JSON.parse(check.stdout) as { violations: { code: string; salvo: number; sideSalvo?: number; message: string }[] }).violations.find((v) => v.code === 'repeated-cell');
    expect(breach?.salvo).toBe(repeat);
    expect(breach?.sideSalvo).toBe(own(repeat));
    expect(breach?.message).toContain(`red's shot ${own(repeat)} fires again`);
    const infer = await runSalvo(dir, ['infer', hit, '--target', 'blue', '--json']);
    expect((JSON.parse(infer.stdout) as { lastSalvo: unknown }).lastSalvo).toEqual({ salvo: repeat, side: 'red', sideSalvo: own(repeat) });
  });

  it("analyze --json numbers each side's salvos as check does", async () => {
    const analyze = await runSalvo(dir, ['analyze', file, '--json']);
    expect(analyze.code).toBe(0);
    const doc = JSON.parse(analyze.stdout) as { sides: { side: string; salvos: { salvo: number; sideSalvo: number; number: number }[] }[] };
    const red = doc.sides.find((s) => s.side === 'red')!;
    expect(red.salvos.map((f) => f.salvo)).toEqual(lines.flatMap((s, i) => (s === 'red' && i + 1 !== itemOf('red', 2) ? [i + 1] : [])));
    for (const f of red.salvos) {
      expect(f.sideSalvo).toBe(own(f.salvo));
      expect(f.number).toBe(f.sideSalvo);
    }
  });
});

describe("analyze's own salvo names, after a line naming no cell", () => {
  // Red sinks blue's destroyer (I6-J6) with its third and fourth lines, then fires without an announcement.
  const SUNK = RECORD.replace('  - red: B1 -> miss\n', '  - red: I6 -> hit\n').replace(/ {2}- red: B1 -> miss\n$/u, '  - red: J6 -> sunk destroyer\n  - blue: A1 -> miss\n  - red: B2\n');
  const sides = [...SUNK.matchAll(/^ {2}- (\w+):/gmu)].map((m) => m[1]!);
  const ownOf = (item: number): number => sides.slice(0, item).filter((s) => s === sides[item - 1]).length;

  it('says "certain after" and where it stopped by the side\'s own numbers', async () => {
    const sunk = join(dir, 'sunk.yaml');
    await writeFile(sunk, SUNK);
    const analyze = await runSalvo(dir, ['analyze', sunk, '--json']);
    expect(analyze.code).toBe(0);
    type Doc = { sides: { side: string; stopped?: string; salvos: { salvo: number; sideSalvo: number; certain: string[] }[]; certainty: { classId: string; afterSalvo: number | null; salvo: number | null; ships: (number | null)[] }[] }[] };
    const red = (JSON.parse(analyze.stdout) as Doc).sides.find((s) => s.side === 'red')!;
    const item = SUNK.split('\n').filter((l) => /^ {2}- /u.test(l)).findIndex((l) => l.includes('sunk')) + 1;
    const destroyer = red.certainty.find((c) => c.classId === 'destroyer')!;
    // Its one ship, certain with its class.
    expect(destroyer).toEqual({ classId: 'destroyer', afterSalvo: ownOf(item), salvo: item, ships: [ownOf(item)], shipsSalvo: [item] });
    expect(red.salvos.find((f) => f.certain.includes('destroyer'))?.sideSalvo).toBe(ownOf(item));
    const last = sides.length;
    // The 1967 rules fire single shots: the JSON names a shot, as the verdict does.
    expect(red.stopped).toBe(`shot ${last} (red's ${ordinal(ownOf(last))}) has no recorded announcement`);
  });
});

describe('whose turn hangs on a salvo after a line naming no cell', () => {
  // A hit gives another shot: whose turn it is hangs on the last line's result, not recorded yet.
  const OPEN = 'variant: morskoy-boy\nsides:\n  первый:\n  второй:\nsalvos:\n  - первый: А1 -> мимо\n  - второй: Б1 -> мимо\n  - первый: -> ранил\n  - первый: В2\n';
  /** The last line's number in the text: every salvo line counts, the one naming no cell too. */
  const last = [...OPEN.matchAll(/^ {2}- /gmu)].length;

  it("check and suggest name that salvo by the record's number", async () => {
    const open = join(dir, 'open.yaml');
    await writeFile(open, OPEN);
    const check = await runSalvo(dir, ['check', open, '--lang', 'en']);
    expect(check.stdout).toContain(`depending on shot ${last}'s result)`);
    const ru = await runSalvo(dir, ['check', open]);
    expect(ru.stdout).toContain(`смотря по ответу на выстрел ${last})`);
    const suggest = await runSalvo(dir, ['suggest', open, '--lang', 'en']);
    expect(suggest.code).toBe(2);
    expect(suggest.stderr).toContain(`depending on shot ${last}'s result, which is not recorded yet`);
    const suggestRu = await runSalvo(dir, ['suggest', open]);
    expect(suggestRu.code).toBe(2);
    expect(suggestRu.stderr).toContain(`смотря по ответу на выстрел ${last}, ещё не записанному`);
  });
});
