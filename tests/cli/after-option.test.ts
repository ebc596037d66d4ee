/**
 * `--after` in `show` and `infer`. A bare number keeps each command's count (`show --after 12`:
 * the record's first 12 salvos, both sides'; `infer --after 5`: 5 salvos fired at the target),
 * and `--after <side>:<n>` (after that side's own n-th salvo, the number on its chart) is the same
 * moment in both. Both now say which salvo of the game that is and whose (`lastSalvo` in their
 * JSON): a user could not tell from `show` which chart `infer --after 5` talked about.
 *
 * The expected salvo numbers are worked out here from the record's text: one number per cell in
 * a turn line (Морской бой), one per line elsewhere.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');
const example = (name: string): string => join(root, 'examples', name);

/** The record's salvos in order, from its text: the side of each salvo number (a turn line gives one per cell). */
async function salvoSides(file: string): Promise<string[]> {
  const text = await readFile(file, 'utf8');
  const body = text.slice(text.indexOf('\nsalvos:\n'));
  const sides: string[] = [];
  for (const m of body.matchAll(/^ {2}- ([^:\s]+): (.*)$/gmu)) {
    const [cells = '', results = ''] = m[2]!.split('->');
    // A turn line (several cells, one result each) numbers each shot; a salvo line is one number.
    const turn = file.includes('morskoy') && results.includes(',');
    for (let i = 0; i < (turn ? cells.trim().split(/\s+/u).length : 1); i++) sides.push(m[1]!);
  }
  return sides;
}

/** The number in the record of `side`'s own `n`-th salvo. */
function numberOf(sides: readonly string[], side: string, n: number): number {
  let k = 0;
  for (const [i, s] of sides.entries()) if (s === side && ++k === n) return i + 1;
  throw new Error(`${side} has no salvo ${n}`);
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-after-'));
});

describe('show --after', () => {
  it('side:n draws the same papers as the record number of that salvo, and says which it is', async () => {
    for (const [file, side, n] of [
      ['jutland.yaml', 'red', 6],
      ['statki.yaml', 'tomek', 2],
      ['morskoy-boy.yaml', 'второй', 2],
      ['perelman.yaml', 'синие', 3],
    ] as const) {
      const sides = await salvoSides(example(file));
      const number = numberOf(sides, side, n);
      const bySide = await runSalvo(root, ['show', example(file), '--after', `${side}:${n}`, '--json']);
      const byNumber = await runSalvo(root, ['show', example(file), '--after', String(number), '--json']);
      expect(bySide.code, file).toBe(0);
      expect(bySide.stdout, file).toBe(byNumber.stdout);
      const doc = JSON.parse(bySide.stdout) as { after: number; lastSalvo: unknown; papers: { after: number }[] };
      expect(doc.after).toBe(number);
      expect(doc.lastSalvo).toEqual({ salvo: number, side, sideSalvo: n });
      expect(doc.papers.every((p) => p.after === number)).toBe(true);
    }
  });

  it('names the last salvo taken into account in each paper heading, and in the JSON (null before the first)', async () => {
    const sides = await salvoSides(example('jutland.yaml'));
    const r = await runSalvo(root, ['show', example('jutland.yaml'), '--after', '12', '--side', 'blue']);
    expect(r.code).toBe(0);
    const k = sides.slice(0, 12).filter((s) => s === sides[11]).length;
    expect(r.stdout).toContain(`blue (Lt. Hartley) after 12 salvos of the game (the last: ${sides[11]}'s ${k}th)\n`);
    const none = await runSalvo(root, ['show', example('jutland.yaml'), '--after', '0', '--json']);
    expect((JSON.parse(none.stdout) as { lastSalvo: unknown }).lastSalvo).toBeNull();
    const all = await runSalvo(root, ['show', example('jutland.yaml'), '--json']);
    const last = sides.length;
    expect((JSON.parse(all.stdout) as { lastSalvo: unknown }).lastSalvo).toEqual({ salvo: last, side: sides[last - 1], sideSalvo: sides.filter((s) => s === sides[last - 1]).length });
    // In the record's language too.
    const pl = await runSalvo(root, ['show', example('statki.yaml'), '--after', 'tomek:2', '--side', 'ala']);
    expect(pl.stdout).toContain(`strona „ala” po ${numberOf(await salvoSides(example('statki.yaml')), 'tomek', 2)} strzałach w grze (ostatni — 2. strzał strony „tomek”)\n`);
  });
});

describe('infer --after', () => {
  it("the shooter's side:n is --after n; the JSON and the text say which salvo of the game it ends with", async () => {
    const sides = await salvoSides(example('jutland.yaml'));
    const byCount = await runSalvo(root, ['infer', example('jutland.yaml'), '--target', 'red', '--after', '5', '--json']);
    const bySide = await runSalvo(root, ['infer', example('jutland.yaml'), '--target', 'red', '--after', 'blue:5', '--json']);
    expect(byCount.code).toBe(0);
    expect(bySide.stdout).toBe(byCount.stdout);
    const doc = JSON.parse(byCount.stdout) as { after: number; lastSalvo: unknown };
    const number = numberOf(sides, 'blue', 5);
    expect(doc.after).toBe(5);
    expect(doc.lastSalvo).toEqual({ salvo: number, side: 'blue', sideSalvo: 5 });
    const text = await runSalvo(root, ['infer', example('jutland.yaml'), '--target', 'red', '--after', '5']);
    expect(text.stdout).toContain(`the fleet of red (Miss Crane) after 5 salvos against it, to salvo ${number} of the game (blue's 5th)\n`);
  });

  it("the target's own side:n is the game as it stood after that salvo: as infer on the record cut there", async () => {
    // Cut by hand: the record's first salvo lines up to red's 6th (Jutland: a salvo a line).
    const text = await readFile(example('jutland.yaml'), 'utf8');
    const sides = await salvoSides(example('jutland.yaml'));
    for (const n of [1, 6]) {
      const number = numberOf(sides, 'red', n);
      const [head, body] = text.split('\nsalvos:\n') as [string, string];
      const lines = body.split('\n').filter((l) => l.startsWith('  - '));
      await writeFile(join(dir, `cut-${n}.yaml`), `${head}\nsalvos:\n${lines.slice(0, number).join('\n')}\n`);
      const asked = await runSalvo(root, ['infer', example('jutland.yaml'), '--target', 'red', '--after', `red:${n}`, '--json']);
      const cut = await runSalvo(dir, ['infer', `cut-${n}.yaml`, '--target', 'red', '--json']);
      expect(asked.code).toBe(0);
      // The same document but for the record's file each names.
      const { file: askedFile, ...askedDoc } = JSON.parse(asked.stdout) as Record<string, unknown>;
      const { file: cutFile, ...cutDoc } = JSON.parse(cut.stdout) as Record<string, unknown>;
      expect([askedFile, cutFile]).toEqual([example('jutland.yaml'), `cut-${n}.yaml`]);
      expect(askedDoc).toEqual(cutDoc);
      const doc = JSON.parse(asked.stdout) as { after: number; lastSalvo: unknown };
      // Salvos fired at red before red's n-th: as many as blue fired by then.
      expect(doc.after).toBe(sides.slice(0, number).filter((s) => s === 'blue').length);
      expect(doc.lastSalvo).toEqual({ salvo: number, side: 'red', sideSalvo: n });
    }
    // Red's salvo sizes are evidence in Jutland (guns lost): after red's 6th is not after 6 salvos at red.
    const a = await runSalvo(root, ['infer', example('jutland.yaml'), '--target', 'red', '--after', 'red:6', '--json']);
    expect((JSON.parse(a.stdout) as { lastSalvo: { salvo: number } }).lastSalvo.salvo).toBe(numberOf(sides, 'red', 6));
  });
});

describe('--after that cannot be used: a usage error (exit 2) that says what to give, on standard error', () => {
  const jutland = example('jutland.yaml');
  const cases: [string, RegExp][] = [
    ['green:3', /--after green:3: "green" is not a side of this game/u],
    ['red:99', /--after red:99: red fired 14 salvos in the record; use red:1 to red:14/u],
    ['blue:0', /--after blue:0: after a side's salvo takes its number from 1/u],
    ['x', /--after takes a number of salvos \(--after 12\) or a side's own salvo \(--after blue:6\), not "x"/u],
  ];
  for (const [value, message] of cases) {
    it(value, async () => {
      for (const args of [
        ['show', jutland, '--after', value],
        ['infer', jutland, '--target', 'red', '--after', value],
        ['show', jutland, '--after', value, '--json'],
      ]) {
        const r = await runSalvo(root, args);
        expect(r.code, args.join(' ')).toBe(2);
        expect(r.stdout).toBe('');
        expect(r.stderr).toMatch(message);
      }
    });
  }

  it('a side by its player, as --side takes it', async () => {
    const r = await runSalvo(root, ['show', jutland, '--after', 'Miss Crane:6', '--json']);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { lastSalvo: { side: string } }).lastSalvo.side).toBe('red');
  });
});
