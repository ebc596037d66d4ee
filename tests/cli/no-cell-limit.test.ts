/**
 * Perelman's 60-shot limit does not count the shots of a line naming no cell (how many is not
 * known). Where even one shot of the line puts a later salvo of that side past the limit, that
 * salvo is a breach (`shot-limit`, naming the line). Where only the shots its side was owed would,
 * `check` says the limit is not judged there (`limit-unjudged`), naming the lines. Far from the
 * limit, nothing is said.
 *
 * The records are made here: every salvo three fresh cells and no hit, so each side is owed three
 * shots a salvo throughout, and what is left under the limit follows from the lines written.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const COLUMNS = 'абвгдежзик';
const LIMIT = 60;
const SHOTS = 3;
const CELLS = Array.from({ length: 100 }, (_, i) => `${COLUMNS[i % 10]}${Math.floor(i / 10) + 1}`);

/** Salvo lines of three fresh cells and no hit, each side's cells counted in `fired`. */
function salvoLines(): { fired: { blue: number; red: number }; salvo: (side: 'blue' | 'red') => string } {
  const fired = { blue: 0, red: 0 };
  const salvo = (side: 'blue' | 'red'): string => {
    const cells = CELLS.slice(fired[side], fired[side] + SHOTS);
    fired[side] += SHOTS;
    return `  - ${side}: ${cells.join(' ')} -> попаданий нет`;
  };
  return { fired, salvo };
}

const NO_CELL = '  - blue: -> попаданий нет';
const recordText = (lines: readonly string[]): string => `variant: perelman\nsides:\n  blue: Петя\n  red: Вася\nsalvos:\n${lines.join('\n')}\n`;

/** A Perelman record: `before` salvos of each side, then a line of blue naming no cell, red's salvo, and blue's. */
function record(before: number): { text: string; noCell: number; last: number; blueShots: number } {
  const { fired, salvo } = salvoLines();
  const lines: string[] = [];
  for (let i = 0; i < before; i++) lines.push(salvo('blue'), salvo('red'));
  const noCell = lines.push(NO_CELL);
  lines.push(salvo('red'), salvo('blue'));
  return { text: recordText(lines), noCell, last: lines.length, blueShots: fired.blue };
}

/** `check --json` of `text`, written to `name` in the test's folder. */
async function checkJson(name: string, text: string): Promise<{ file: string; doc: Report }> {
  const file = join(dir, name);
  await writeFile(file, text);
  return { file, doc: JSON.parse((await runSalvo(dir, ['check', file, '--json', '--lang', 'en'])).stdout) as Report };
}

interface Report {
  violations: { code: string }[];
  warnings: { code: string; salvo: number; message: string }[];
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-limit-'));
});

describe('the shot limit after a line naming no cell', () => {
  it('is a breach where even one shot of the line passes it', async () => {
    // Blue's shots with cells reach the limit exactly: the line naming no cell, fired, took at
    // least one of them, so blue's last salvo went past the limit.
    const r = record(LIMIT / SHOTS - 1);
    expect(r.blueShots).toBe(LIMIT);
    const { file, doc } = await checkJson('near.yaml', r.text);
    const breach = doc.violations.find((v) => v.code === 'shot-limit') as { code: string; salvo: number; message: string; expected: string } | undefined;
    expect(breach).toBeDefined();
    expect(breach!.salvo).toBe(r.last);
    expect(breach!.message).toContain(`(${SHOTS} without salvo ${r.noCell}, which names no cell but was fired: one shot at least)`);
    expect(breach!.message).toContain(`limit of ${LIMIT}`);
    // Left without the line: the last salvo's own shots; at one shot for the line, one fewer.
    expect(breach!.expected).toBe(`at most ${SHOTS - 1} shots`);
    // Not also said to be unjudged.
    expect(doc.warnings.map((w) => w.code)).not.toContain('limit-unjudged');
    // Said in the text report too, at the line of the salvo, and check fails.
    const text = await runSalvo(dir, ['check', file, '--lang', 'en']);
    expect(text.code).toBe(1);
    expect(text.stdout + text.stderr).toMatch(new RegExp(`:${r.last + 5}:\\d+: error shot-limit: salvo ${r.last}:`, 'u'));
  });

  it('is judged as usual where they could not have', async () => {
    // With the line's owed shots counted too, blue stays within the limit.
    const r = record(LIMIT / SHOTS - 5);
    expect(r.blueShots + SHOTS).toBeLessThanOrEqual(LIMIT);
    const { doc } = await checkJson('far.yaml', r.text);
    expect(doc.warnings.map((w) => w.code)).not.toContain('limit-unjudged');
  });

  it('is said once for a side, at its first salvo past the lines', async () => {
    // Two lines of blue naming no cell, then two salvos of blue: each could have passed the limit
    // had the lines fired their shots, but the warning is said at the first only.
    const { fired, salvo } = salvoLines();
    const lines: string[] = [];
    for (let i = 0; i < LIMIT / SHOTS - 2; i++) lines.push(salvo('blue'), salvo('red'));
    const noCells = lines.push(NO_CELL);
    lines.push(salvo('red'));
    const secondNoCell = lines.push(NO_CELL);
    lines.push(salvo('red'));
    const first = lines.push(salvo('blue'));
    const last = lines.push(salvo('red'), salvo('blue'));
    expect(fired.blue).toBe(LIMIT);
    const { doc } = await checkJson('twice.yaml', recordText(lines));
    const warned = doc.warnings.filter((w) => w.code === 'limit-unjudged');
    expect(warned.map((w) => w.salvo)).toEqual([first]);
    expect(warned[0]!.message).toContain(`salvos ${noCells}, ${secondNoCell} before it name no cell`);
    // Blue's last salvo passes the limit even at one shot a line: a breach, not a warning.
    // (Red's 21st salvo, past the limit as counted, is the replay's breach.)
    const past = doc.violations.filter((v) => v.code === 'shot-limit') as unknown as { salvo: number; message: string }[];
    const blues = past.filter((v) => v.message.includes('of blue'));
    expect(blues.map((v) => v.salvo)).toEqual([last]);
    expect(blues[0]!.message).toContain(`but at most 1 is left under the limit of ${LIMIT} (${SHOTS} without salvos ${noCells}, ${secondNoCell}, which name no cell but were fired: one shot each at least)`);
  });

  it('is judged as usual where they would reach it exactly', async () => {
    // With the line's owed shots counted too, blue's last salvo ends exactly on the limit: within it.
    const r = record(LIMIT / SHOTS - 2);
    expect(r.blueShots + SHOTS).toBe(LIMIT);
    const { doc } = await checkJson('edge.yaml', r.text);
    expect(doc.violations.map((v) => v.code)).not.toContain('shot-limit');
    expect(doc.warnings.map((w) => w.code)).not.toContain('limit-unjudged');
  });
});
