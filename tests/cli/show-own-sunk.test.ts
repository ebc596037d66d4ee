/**
 * `show` (and `play`, which draws the same paper): a side's own chart with its fleet shown marks
 * the shot that sank one of its ships `#`, as the fleet has it, where the game's charts mark a
 * sinking (announced shot by shot), as the legend promises; in a game announced salvo by salvo the
 * charts have no `#`, and the own chart keeps `*`. Where the announcements are true, a side's own
 * chart is then the other side's enemy chart of the same shots, cell for cell.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const examples = fileURLToPath(new URL('../../examples', import.meta.url));

/** The marks of one side's paper's two charts, row by row: ships and empty cells as `.`. */
function charts(stdout: string, side: string): { own: string[][]; enemy: string[][] } {
  const lines = stdout.split('\n');
  const from = lines.findIndex((l) => l.startsWith(`${side} (`) || l.startsWith(`${side} after `));
  expect(from).toBeGreaterThanOrEqual(0);
  const own: string[][] = [];
  const enemy: string[][] = [];
  for (const line of lines.slice(from + 3)) {
    if (!/^ *\d+ /u.test(line)) break;
    const cells = line.trim().split(/\s+/u);
    const half = cells.length / 2;
    const blank = (c: string): string => (c === '■' || c === '▨' || c === '·' ? '.' : c);
    own.push(cells.slice(1, half).map(blank));
    enemy.push(cells.slice(half + 1).map(blank));
  }
  expect(own.length).toBeGreaterThan(0);
  return { own, enemy };
}

describe('show: the own chart marks a sinking as the fleet has it', () => {
  // Example records announced shot by shot, sinkings included, both fleets shown, no announcement belied.
  for (const [file, a, b] of [
    ['morskoy-boy.yaml', 'первый', 'второй'],
    ['statki.yaml', 'ala', 'tomek'],
    ['classic-1967.yaml', 'blue', 'red'],
  ] as const) {
    it(`${file}: each side's own chart is the other's enemy chart, # for # (en)`, async () => {
      const r = await runSalvo(examples, ['show', file, '--lang', 'en']);
      expect(r.code).toBe(0);
      for (const [me, foe] of [
        [a, b],
        [b, a],
      ] as const) {
        const mine = charts(r.stdout, me).own;
        expect(mine).toEqual(charts(r.stdout, foe).enemy);
        // Not by chance: the own chart holds sinkings.
        expect(mine.flat().some((c) => c.endsWith('#'))).toBe(true);
      }
      expect(r.stdout).toContain('on your own chart with your fleet shown, * is a shot that hit your ship, # one that sank it (as the fleet has it)');
    });
  }

  it('says # on the own chart in Russian and Polish legends too', async () => {
    const ru = await runSalvo(examples, ['show', 'morskoy-boy.yaml', '--side', 'второй']);
    expect(ru.stdout).toContain('на своей карте с показанным флотом * — выстрел, попавший в ваш корабль, # — потопивший его (по флоту)');
    const pl = await runSalvo(examples, ['show', 'statki.yaml', '--side', 'tomek']);
    expect(pl.stdout).toContain('na własnej planszy z pokazaną flotą * to strzał, który trafił twój statek, # — ten, który go zatopił (wg floty)');
  });

  it('in a game announced salvo by salvo, keeps * and says nothing of #', async () => {
    const r = await runSalvo(examples, ['show', 'jutland.yaml', '--side', 'blue']);
    expect(r.code).toBe(0);
    const { own } = charts(r.stdout, 'blue');
    expect(own.flat().some((c) => c.endsWith('*'))).toBe(true);
    expect(own.flat().some((c) => c.endsWith('#'))).toBe(false);
    expect(r.stdout).toContain('* is a shot that hit your ship (as the fleet has it)');
  });

  it('marks the sinking shot # as the fleet has it where it was announced as a hit, in the text and --json', async () => {
    // Red's submarine at K2 and destroyer C1-D1: blue's second shot at the destroyer sank it, announced "hit".
    const text = `variant: classic-1967
fleets:
  red: { aircraft carrier: H6-H10, battleship: A10-D10, cruiser: A2-A4, submarine: H4-J4, destroyer: C1-D1 }
salvos:
  - blue: C1 -> hit
  - red: A1 -> miss
  - blue: D1 -> hit
  - red: A2 -> miss
`;
    const tmp = await mkdtemp(join(tmpdir(), 'salvo-show-own-sunk-'));
    await writeFile(join(tmp, 'g.yaml'), text);
    const r = await runSalvo(tmp, ['show', 'g.yaml', '--side', 'red']);
    expect(r.code).toBe(0);
    const { own } = charts(r.stdout, 'red');
    expect(own[0]!.slice(2, 4)).toEqual(['1*', '2#']);
    // The enemy chart of the same shots stays as announced; a note says the fleet belies it.
    expect(r.stdout).toContain(`note: shot 3 (line 7): red announced "hit" at D1, but the fleet shown gives "sunk destroyer"`);
    const json = await runSalvo(tmp, ['show', 'g.yaml', '--side', 'red', '--json']);
    const paper = (JSON.parse(json.stdout) as { papers: { ownChart: { cell: string; mark: string }[] }[] }).papers[0]!;
    expect(paper.ownChart.filter((m) => m.cell === 'C1' || m.cell === 'D1')).toEqual([
      { cell: 'C1', salvo: 1, mark: 'hit' },
      { cell: 'D1', salvo: 2, mark: 'sunk' },
    ]);
  });
});
