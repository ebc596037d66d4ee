/**
 * `salvo analyze`: which ship each salvo was likeliest to hit. The per-class chances of each shot
 * were in `--json` only (`classProbabilities`); the text report and the PDF's tables now have a
 * column (`likeliest hit`, `скорее всего`, `najpewniej`) naming the class the salvo was expected
 * to hit most, with its expected hits on it: for each row, the class whose summed
 * `classProbabilities` over the salvo's shots is the largest (the fleet's first where two tie),
 * written as the `exp` column writes expected hits. Checked here against `--json` of the same
 * record, in English (Jutland: text and PDF) and Russian (Perelman, whose announcements name the
 * class hit), and in Polish on a tiny game against the analysis's own figures.
 */
import { cp, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeGame } from '../../src/analysis/analyze.js';
import { formatAnalysis, likeliestHit } from '../../src/analysis/format.js';
import { analysisText } from '../../src/analysis/report-text.js';
import { localNumber } from '../../src/core/local-number.js';
import { variantNotation } from '../../src/rules/notation.js';
import { loadVariant } from '../../src/variant/load.js';
import { allLayouts, bruteInferrer, playedGame } from '../analysis/helpers/brute-infer.js';
import { tiny } from '../analysis/helpers/tiny.js';
import { runSalvo } from '../helpers/cli.js';
import { pdfText } from '../render/raster.js';

const ROOT = join(import.meta.dirname, '..', '..');

interface JsonSalvo {
  sideSalvo: number;
  classProbabilities: readonly Readonly<Record<string, number>>[];
  probabilityErrors: readonly number[] | null;
}

/** Each row's `class hits` as the table should write it, from --json's classProbabilities; '' where no shot could hit. */
function expectedCells(salvos: readonly JsonSalvo[], fleet: readonly string[], name: (id: string) => string, lang: string): string[] {
  return salvos.map((s) => {
    let best: { id: string; hits: number } | undefined;
    for (const id of fleet) {
      const hits = s.classProbabilities.reduce((sum, c) => sum + (c[id] ?? 0), 0);
      if (hits > 1e-12 && (best === undefined || hits > best.hits + 1e-12)) best = { id, hits };
    }
    return best === undefined ? '' : `${name(best.id)} ${s.probabilityErrors === null ? '' : '≈'}${localNumber(lang, best.hits.toFixed(2))}`;
  });
}

/** The rows of each side's table in the text report, trimmed (the lines from a salvo number on, up to the totals line). */
function textRows(out: string): string[][] {
  const sides: string[][] = [];
  let rows: string[] | null = null;
  for (const line of out.split('\n')) {
    if (/^ *(#|№|nr) {2}/u.test(line)) rows = [];
    else if (rows !== null && /^ *\d+ {2}/u.test(line)) rows.push(line);
    else if (rows !== null) {
      sides.push(rows);
      rows = null;
    }
  }
  return sides;
}

async function record(name: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-likeliest-'));
  await cp(join(ROOT, 'examples', name), join(dir, name));
  return dir;
}

describe('analyze: the class each salvo was likeliest to hit', () => {
  it('is in the text report and the PDF, the figures of --json (Jutland, English)', { timeout: 600_000 }, async () => {
    const dir = await record('jutland.yaml');
    // The PDF and --json of one run; the text report of another.
    const json = JSON.parse((await runSalvo(dir, ['analyze', 'jutland.yaml', '-o', 'r.pdf', '--json'])).stdout) as { sides: { salvos: JsonSalvo[] }[] };
    const r = await runSalvo(dir, ['analyze', 'jutland.yaml']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/ exp +likeliest hit {2}hits /u);
    const variant = await loadVariant('jutland', { cwd: ROOT });
    const fleet = variant.fleet.map((c) => c.id);
    const name = variantNotation(variant, 'en').className;
    const rows = textRows(r.stdout);
    expect(rows).toHaveLength(2);
    const pdf = (await pdfText(new Uint8Array(await readFile(join(dir, 'r.pdf'))))).items.flat();
    json.sides.forEach((side, i) => {
      const want = expectedCells(side.salvos, fleet, name, 'en');
      expect(want.filter((x) => x !== '').length, 'some salvo could hit a ship').toBeGreaterThan(5);
      want.forEach((cell, k) => {
        const row = rows[i]![k]!;
        if (cell === '') expect(row, `side ${i + 1} salvo ${k + 1}`).not.toMatch(/(Battleship|Cruiser|Destroyer) /u);
        else {
          expect(row, `side ${i + 1} salvo ${k + 1}`).toContain(`  ${cell}  `);
          expect(pdf, `the PDF, side ${i + 1} salvo ${k + 1}`).toContain(cell);
        }
      });
    });
    // What the column holds, under the tables.
    expect(r.stdout).toContain('likeliest hit: the class the salvo was expected to hit most, and its expected hits on it (part of exp');
  });

  it("is in the Russian report of Perelman's game, the figures of --json", { timeout: 600_000 }, async () => {
    const dir = await record('perelman.yaml');
    const json = JSON.parse((await runSalvo(dir, ['analyze', 'perelman.yaml', '--json'])).stdout) as { sides: { salvos: JsonSalvo[] }[] };
    const r = await runSalvo(dir, ['analyze', 'perelman.yaml']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/ ожид\. +скорее всего {2}попад\. /u);
    const variant = await loadVariant('perelman', { cwd: ROOT });
    const name = variantNotation(variant, 'ru').className;
    const rows = textRows(r.stdout);
    json.sides.forEach((side, i) => {
      const want = expectedCells(side.salvos, variant.fleet.map((c) => c.id), name, 'ru');
      want.forEach((cell, k) => {
        if (cell !== '') expect(rows[i]![k], `side ${i + 1} salvo ${k + 1}`).toContain(`  ${cell}  `);
      });
      // The hospital among them: the reader sees which salvos were likeliest to cost a turn.
      if (i === 0) expect(want).toContain(`госпиталь ${want.find((x) => x.startsWith('госпиталь'))!.split(' ')[1]}`);
    });
    expect(r.stdout).toContain('скорее всего — класс, на который приходится больше всего ожидаемых попаданий залпа, и их число (часть «ожид.»');
  });

  it('is in a Polish report of single shots, the chance of the likeliest class at the cell', () => {
    const layouts = allLayouts(tiny);
    const salvos = playedGame(tiny, { blue: layouts[10]!, red: layouts[200]! }, { blue: [12, 0, 6, 7], red: [24, 3, 18, 1] });
    const a = analyzeGame({ variant: tiny, salvos }, bruteInferrer());
    const t = analysisText('pl', true);
    const names: Record<string, string> = { three: 'trójmasztowiec', two: 'dwumasztowiec' };
    const out = formatAnalysis(a, tiny, (s) => s, (id) => names[id]!, t);
    expect(out).toContain('najpewniej — klasa, w którą strzał miał największą szansę trafić, i ta szansa');
    const rows = textRows(out);
    a.sides.forEach((side, i) => {
      const json = side.salvos.map((f) => ({ sideSalvo: f.number, classProbabilities: f.classProbabilities.map((c) => ({ ...c })), probabilityErrors: f.probabilityErrors }));
      expectedCells(json, ['three', 'two'], (id) => names[id]!, 'pl').forEach((cell, k) => {
        expect(cell).not.toBe('');
        expect(rows[i]![k]).toContain(`  ${cell}  `);
        // A single shot's: the class's chance at its cell, of the shot's chance of a hit.
        const f = side.salvos[k]!;
        const at = likeliestHit(f, tiny)!;
        expect(at.hits).toBeCloseTo(f.classProbabilities[0]![at.classId]!, 12);
        expect(at.hits).toBeLessThanOrEqual(f.probabilities[0]! + 1e-12);
      });
    });
  });
});

describe('likeliestHit', () => {
  const layouts = allLayouts(tiny);
  const salvos = playedGame(tiny, { blue: layouts[10]!, red: layouts[200]! }, { blue: [12, 0, 6, 7], red: [24, 3, 18, 1] });
  const f = analyzeGame({ variant: tiny, salvos }, bruteInferrer()).sides[0]!.salvos[0]!;

  it("takes the fleet's first class where two tie, and none where no shot could hit", () => {
    expect(likeliestHit({ ...f, classProbabilities: [{ two: 0.25, three: 0.25 }] }, tiny)?.classId).toBe('three');
    expect(likeliestHit({ ...f, classProbabilities: [{ two: 0.25, three: 0.2 }] }, tiny)).toEqual({ classId: 'two', hits: 0.25, text: '0.25' });
    expect(likeliestHit({ ...f, classProbabilities: [{}, {}] }, tiny)).toBeUndefined();
  });

  it('sums a salvo’s shots, and marks an estimated position’s figure ≈', () => {
    const chances: Readonly<Record<string, number>>[] = [{ three: 0.2, two: 0.3 }, { three: 0.25 }, {}];
    const salvo = { ...f, classProbabilities: chances, probabilityErrors: [0.01, 0.01, 0] };
    expect(likeliestHit(salvo, tiny, analysisText('ru', false))).toEqual({ classId: 'three', hits: 0.45, text: '≈0,45' });
  });
});
