/**
 * A cell that could not be read (`C?`), as `suggest` and `analyze` see it. Their inferrer listed the
 * layouts of the evidence as compiled first, where the cell is read loosely: a wider set than its
 * readings', called exact. Now the engine goes first (it reads the cell exactly where it can), and
 * what is of the wider set says so (`readings: 'superset'`): suggest's --json `exact: false` and a
 * note naming the salvo and its line, no expected information "(exact)"; analyze's rows from that
 * salvo on not exact, their bits unknown (?), and a note under the table. The oracle is the brute
 * force (tests/inference/brute.ts) on the readings and on the weakened evidence.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analysisInferrer } from '../../src/analysis/inferrers.js';
import { countedExactly } from '../../src/analysis/posterior.js';
import { suggestSalvo } from '../../src/analysis/suggest.js';
import { analysisText } from '../../src/analysis/report-text.js';
import { suggestText } from '../../src/analysis/suggest-text.js';
import { runSalvo } from '../helpers/cli.js';
import { bruteInfer } from '../inference/brute.js';
import { byClass, byShip, garbledRecord, LISTED, LOOSE, readingsFit } from '../inference/unread-readings.js';

describe("suggest's and analyze's posterior where a cell could not be read", () => {
  it('read exactly where the engine can: the readings\' layouts, not the wider set the listing of the compiled evidence gives', () => {
    const { evidence } = garbledRecord(byClass, LISTED);
    const fits = readingsFit(byClass, LISTED);
    const weakened = bruteInfer(byClass, evidence).count;
    // The wider set is wider here: the test tells the two apart.
    expect(weakened).toBeGreaterThan(BigInt(fits.length));
    const post = analysisInferrer()(byClass, evidence);
    expect(post.count).toBe(BigInt(fits.length));
    expect(post.readings).toBeUndefined();
    expect(countedExactly(post)).toBe(true);
    // Each cell's chance, the brute force's over the readings' layouts.
    const n = byClass.board.rows * byClass.board.columns;
    for (let c = 0; c < n; c++) {
      const on = fits.filter((l) => l.some((s) => s.cells.includes(c))).length;
      expect(post.marginal[c]).toBeCloseTo(on / fits.length, 12);
    }
  });

  it('read loosely: the wider set, said so, and no suggestion called exact from it', () => {
    const { evidence } = garbledRecord(byShip, LOOSE);
    const weakened = bruteInfer(byShip, evidence);
    const post = analysisInferrer()(byShip, evidence);
    expect(post.count).toBe(weakened.count);
    expect(BigInt(readingsFit(byShip, LOOSE).length)).toBeLessThan(post.count);
    expect(post.readings).toBe('superset');
    expect(post.looseSalvo).toBe(0);
    expect(countedExactly(post)).toBe(false);
    const advised = suggestSalvo(byShip, post, new Set([2, 24, 4, 23]), { min: 2, max: 2 }, 'hits');
    expect(advised.exact).toBe(false);
    expect(advised.readings).toBe('superset');
    // A position with nothing unread: exact, no flag.
    const clean = analysisInferrer()(byShip, garbledRecord(byShip, ['red: C1 E5 -> raft #2 1']).evidence);
    expect(suggestSalvo(byShip, clean, new Set([2, 24]), { min: 2, max: 2 }, 'hits')).toMatchObject({ exact: true });
    expect(suggestSalvo(byShip, clean, new Set([2, 24]), { min: 2, max: 2 }, 'hits')).not.toHaveProperty('readings');
  });

  it('the notes in Russian and Polish', () => {
    expect(suggestText('ru').superset({ salvo: 2, line: 4 })).toContain('непрочитанная клетка залпа 2 (строка 4) учтена с запасом');
    expect(suggestText('pl').superset({ salvo: 2, line: 4 })).toContain('nieodczytane pole salwy 2 (wiersz 4) jest odczytane z zapasem');
    expect(analysisText('ru', false).superset(1)).toContain('начиная с залпа 1 клетка, которую не удалось прочесть, учтена с запасом');
    expect(analysisText('pl', false).superset(1)).toContain('od salwy 1 pole, którego nie dało się odczytać, jest odczytane z zapasem');
  });
});

const VARIANT = `id: ship5
languages: [en]
name: Ship five
board: { rows: 5, columns: 5 }
fleet:
  - { id: boat, name: Boat, size: 2 }
  - { id: raft, name: Raft, size: 1, count: 2 }
placement: { spacing: no-contact }
turns:
  salvo: { kind: constant, shots: 2 }
report: { timing: per-salvo, by: ship, counts: true, sunk: false }
words:
  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Own, enemyChart: Enemy }
`;
const RECORD = 'variant: v.yaml\nsalvos:\n  - blue: A4 A5 -> no hits\n  - red: "C? E5 -> raft #2 1"\n  - blue: B4 B5 -> no hits\n  - red: C1 E4 -> no hits\n';

describe('suggest and analyze on the command line, a cell read loosely', () => {
  it('suggest: a note naming the salvo and line, --json exact false with readings and the salvo', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-unread-superset-'));
    await writeFile(join(dir, 'v.yaml'), VARIANT);
    await writeFile(join(dir, 'g.yaml'), RECORD);
    const text = (await runSalvo(dir, ['suggest', 'g.yaml', '--side', 'red', '--goal', 'information'])).stdout;
    expect(text).toContain('note: the unread cell of salvo 2 (line 4) is read loosely: the chances are those of every layout of each reading of it and perhaps more');
    expect(text).not.toContain('(exact)');
    expect(text).not.toContain('estimated posterior');
    const json = JSON.parse((await runSalvo(dir, ['suggest', 'g.yaml', '--side', 'red', '--json'])).stdout) as Record<string, unknown>;
    expect(json).toMatchObject({ exact: false, readings: 'superset', looseSalvo: 2 });
    expect(json).not.toHaveProperty('informationExact');
  });

  it("analyze: red's rows not exact, bits unknown, said under the table; blue's exact", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-unread-superset-'));
    await writeFile(join(dir, 'v.yaml'), VARIANT);
    await writeFile(join(dir, 'g.yaml'), RECORD);
    const json = JSON.parse((await runSalvo(dir, ['analyze', 'g.yaml', '--json', '--workers', '1'])).stdout) as { sides: { side: string; salvos: { exact: boolean; readings?: string; bits: number | null }[] }[] };
    const red = json.sides.find((s) => s.side === 'red')!;
    const blue = json.sides.find((s) => s.side === 'blue')!;
    expect(red.salvos.map((f) => [f.exact, f.readings, f.bits])).toEqual([
      [false, 'superset', null],
      [false, 'superset', null],
    ]);
    expect(blue.salvos.every((f) => f.exact && f.readings === undefined && f.bits !== null)).toBe(true);
    const text = (await runSalvo(dir, ['analyze', 'g.yaml', '--workers', '1'])).stdout;
    expect(text).toContain('from salvo 1 on, a cell that could not be read is read loosely');
    expect(text).not.toContain('were estimated');
  });
});
