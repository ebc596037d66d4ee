/**
 * A salvo of several cells typed at `salvo play` with one cell wrong (off the board, not a cell):
 * after the cell's error, the line is given back, as a salvo of the wrong size is (`not taken:
 * "A1 B2 C3 D4 Z9 F6" is not taken: type the salvo again`), so that the player mends the one cell and
 * copies the rest, in the session's language. A line of no cell read at all is not given back.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { answerTo } from '../helpers/play-answer.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-cell-typo-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);

describe('a salvo typed with one cell wrong', () => {
  it('Jutland, in English: the cell said, then the line given back', async () => {
    await run(['new', 'jutland', '--players', 'Sam,Ann', '-o', 'j.yaml']);
    const r = await run(['play', 'j.yaml', '--no-charts'], ['A1 B2 C3 D4 Z9 F6', 'A1 B2 C3 D4 E5 F6', 'no hits', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    const said = answerTo(r.stdout, 'A1 B2 C3 D4 Z9 F6');
    expect(said).toHaveLength(2);
    expect(said[0]).toMatch(/^error cell-off-board: "Z9" is off the board/u);
    expect(said[1]).toBe('"A1 B2 C3 D4 Z9 F6" is not taken: type the salvo again');
    expect(await readFile(join(dir, 'j.yaml'), 'utf8')).toMatch(/- blue: A1 B2 C3 D4 E5 F6 -> no hits\n$/u);
  });

  it('Perelman, in Russian', async () => {
    await run(['new', 'perelman', '--players', 'Петя,Вася', '-o', 'p.yaml']);
    const r = await run(['play', 'p.yaml', '--no-charts'], ['а1 б2 ж11', 'quit'].join('\n'));
    const said = answerTo(r.stdout, 'а1 б2 ж11');
    expect(said).toHaveLength(2);
    expect(said[1]).toBe('залп «а1 б2 ж11» не принят: наберите его заново');
  });

  it('a line of no cell at all is not given back', async () => {
    await run(['new', 'jutland', '--players', 'Sam,Ann', '-o', 'j.yaml']);
    const r = await run(['play', 'j.yaml', '--no-charts'], ['zz qq', 'quit'].join('\n'));
    const said = answerTo(r.stdout, 'zz qq');
    expect(said.length).toBeGreaterThan(0);
    expect(said.join('\n')).not.toContain('typed:');
  });
});
