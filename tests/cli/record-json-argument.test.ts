/**
 * `salvo record g.yaml blue A1 K1 --json`, refused for a cell that cannot be read: each violation
 * says where it was typed, as check --json gives a line and column: the record's `file`, and
 * `argument`, the 1-based position of the command-line argument the cell was typed in (<record>
 * 1, <side> 2, the cells from 3). The text on standard error stays as it was.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const START = 'variant: jutland\nsides:\n  blue:\n  red:\nsalvos: []\n';

interface Refused {
  ok: boolean;
  file: string;
  violations: { code: string; file?: string; argument?: number }[];
}

const refuse = async (...cells: string[]) => {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-record-arg-'));
  await writeFile(join(dir, 'g.yaml'), START);
  const r = await runSalvo(dir, ['record', 'g.yaml', 'blue', ...cells, '--json']);
  expect(r.code).toBe(1);
  // Nothing recorded.
  expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(START);
  return { json: JSON.parse(r.stdout) as Refused, stderr: r.stderr };
};

describe('record --json: a refused cell says which argument and which file', () => {
  it('K1 typed fourth: argument 4, the file named', async () => {
    const { json, stderr } = await refuse('A1', 'K1');
    expect(json.ok).toBe(false);
    expect(json.violations.map((v) => [v.code, v.file, v.argument])).toEqual([['cell-off-board', 'g.yaml', 4]]);
    // The text as before: no file in front of it.
    expect(stderr).toMatch(/^error cell-off-board: "K1" is off the board/mu);
  });

  it('a cell typed twice is placed at each argument; cells given in one argument with commas, at that argument', async () => {
    const twice = await refuse('K1', 'A1', 'K1');
    expect(twice.json.violations.map((v) => v.argument)).toEqual([3, 5]);
    const joined = await refuse('A1,B2', 'C3 Z', 'D4');
    expect(joined.json.violations.map((v) => [v.code, v.argument])).toEqual([['cell-unreadable', 4]]);
  });

  it('a full-width cell (Ｋ２) is placed at the argument it was typed in', async () => {
    const { json } = await refuse('A1', 'B2', 'Ｋ２');
    expect(json.violations.map((v) => v.argument)).toEqual([5]);
  });
});
