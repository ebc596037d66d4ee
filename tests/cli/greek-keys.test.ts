/**
 * A board lettered in Greek (`columnLabels: α β γ …`) read on a keyboard left in the Latin layout:
 * `a1` for α1, `u3` for θ3 (θ is on the U key of the Greek layout). `record` and `check` say which
 * cell it may be, as they do for Cyrillic typed in Latin; `play` asks about it first, and `y`
 * takes it. A key that types no Greek letter used on the board (`w`) is no guess.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { parseCell } from '../../src/core/coords.js';
import type { Board } from '../../src/variant/model.js';

const VARIANT = `id: greek
languages: [en]
name: Greek Sea
board:
  rows: 8
  columns: 12
  columnLabels: α β γ δ ε ζ η θ ι κ λ μ
fleet:
  - { id: tee, name: Tee, shape: "###/.#." }
  - { id: bar, name: Bar, size: 3, count: 2 }
placement: { spacing: no-side-contact }
words:
  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }
`;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-greek-'));
  await writeFile(join(dir, 'greek.yaml'), VARIANT);
  await runSalvo(dir, ['new', 'greek.yaml', '-o', 'g.yaml']);
});

const board = (): Board => ({
  rows: 8,
  columns: 12,
  columnLabels: 'αβγδεζηθικλμ'.split(''),
  rowLabels: ['1', '2', '3', '4', '5', '6', '7', '8'],
  cellOrder: 'column-row',
  separator: '',
});

describe('Latin keys on a Greek board', () => {
  it('are guessed as the Greek letters on them, never read', () => {
    for (const [typed, meant] of [['a1', 'α1'], ['u3', 'θ3'], ['M8', 'μ8'], ['g2', 'γ2']] as const) {
      const r = parseCell(typed, board());
      expect(r.ok, typed).toBe(false);
      if (!r.ok) expect(r.diagnostic.suggestion).toBe(`did you mean ${meant}? It looks typed with the keyboard in Latin layout`);
    }
    // W types ς, a letter of no column here: no guess.
    const w = parseCell('w1', board());
    expect(!w.ok && w.diagnostic.suggestion).toBeUndefined();
  });

  it('record says the cell it may be, and the command to type', async () => {
    const r = await runSalvo(dir, ['record', 'g.yaml', 'blue', 'a1', '-r', 'miss']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error cell-off-board: "a1" is off the board: there is no column a (columns α–μ) (did you mean α1? It looks typed with the keyboard in Latin layout. If so, type: salvo record g.yaml blue α1 -r "miss")');
  });

  it('play asks about it, and "y" takes it', async () => {
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['u3', 'y', 'miss', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('did you mean θ3? ("u3": typed with the keyboard in the other layout) y to take it, n not to, or type the cells again');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toContain('- blue: θ3 -> miss');
  });
});
