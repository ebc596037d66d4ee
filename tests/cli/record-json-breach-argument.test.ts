/**
 * `salvo record … --json`, refused for a breach of the rules: each violation says which
 * command-line argument it came from, as a cell that cannot be read does (`argument`: <record> 1,
 * <side> 2, the cells from 3): out of turn, the side; a cell fired at again or named twice, that
 * cell (its second naming); a shot of a turn, its cell. A breach of the salvo as a whole (its
 * size) names none. With --force, the same breaches among the warnings carry it too.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

// Морской бой, single shots (a turn of several is written on one line); blue fired А1, red's turn.
const SHOTS = 'variant: morskoy-boy\nsides:\n  blue:\n  red:\nsalvos:\n  - blue: А1 -> мимо\n';
// Perelman, salvos of 3: each side has fired а1 б1 в1; blue's turn.
const SALVOS = 'variant: perelman\nsides:\n  blue:\n  red:\nsalvos:\n  - blue: а1 б1 в1 -> мимо\n  - red: а1 б1 в1 -> мимо\n';

interface Said {
  code: string;
  argument?: number;
}

async function recordJson(start: string, args: string[]): Promise<{ code: number; violations: Said[]; warnings: Said[]; unchanged: boolean }> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-breach-arg-'));
  await writeFile(join(dir, 'g.yaml'), start);
  const r = await runSalvo(dir, ['record', 'g.yaml', ...args, '--json']);
  const json = JSON.parse(r.stdout) as { violations?: Said[]; warnings: Said[] };
  return { code: r.code, violations: json.violations ?? [], warnings: json.warnings, unchanged: (await readFile(join(dir, 'g.yaml'), 'utf8')) === start };
}

const placed = (said: readonly Said[]): [string, number | undefined][] => said.map((d) => [d.code, d.argument]);

describe('record --json: a breach of the rules says which argument it came from', () => {
  it('out of turn: the side, argument 2', async () => {
    const r = await recordJson(SHOTS, ['blue', 'Б2']);
    expect(r.code).toBe(1);
    expect(r.unchanged).toBe(true);
    expect(placed(r.violations)).toEqual([['out-of-turn', 2]]);
  });

  it("a shot of a turn at a cell fired at in the turn: that shot's cell (the third, argument 5)", async () => {
    const r = await recordJson(SHOTS, ['red', 'Б2', 'Б3', 'Б2', '-r', 'попал, попал, мимо']);
    expect(r.code).toBe(1);
    expect(placed(r.violations)).toEqual([['repeated-cell', 5]]);
  });

  it('a cell of a salvo fired at before: that cell, after a cell written over two arguments', async () => {
    // г1, д 1 (arguments 4 and 5: the cell at its first), а1 at argument 6.
    const r = await recordJson(SALVOS, ['blue', 'г1', 'д', '1', 'а1']);
    expect(r.code).toBe(1);
    expect(placed(r.violations)).toEqual([['repeated-cell', 6]]);
    // Cells given in one argument with a comma: at that argument.
    const joined = await recordJson(SALVOS, ['blue', 'г1', 'д1,а1']);
    expect(placed(joined.violations)).toEqual([['repeated-cell', 4]]);
  });

  it('a cell named twice in a salvo: its second naming', async () => {
    const r = await recordJson(SALVOS, ['blue', 'г1', 'д1', 'г1']);
    expect(placed(r.violations)).toEqual([['repeated-cell', 5]]);
  });

  it('a breach of the salvo as a whole (its size) names no argument', async () => {
    const r = await recordJson(SALVOS, ['blue', 'г1', 'д1']);
    expect(r.code).toBe(1);
    expect(placed(r.violations)).toEqual([['wrong-salvo-size', undefined]]);
    expect(Object.keys(r.violations[0]!)).not.toContain('argument');
  });

  it('with --force, the breaches among the warnings carry it too', async () => {
    const r = await recordJson(SHOTS, ['blue', 'Б2', '--force']);
    expect(r.code).toBe(0);
    expect(r.unchanged).toBe(false);
    expect(placed(r.warnings.filter((w) => w.code === 'out-of-turn'))).toEqual([['out-of-turn', 2]]);
  });
});
