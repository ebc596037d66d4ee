/**
 * `salvo analyze`'s table gives the running totals salvo by salvo (issue #6), in its `Σ` column:
 * expected hits, hits and bits up to and including each salvo, written as the totals line writes
 * them (the last row's are the totals line's). Estimated expected hits carry their summed error,
 * hits an estimate gave their `~`, salvos whose hits are unknown a `+?`, bits none is known of a `?`.
 * Before, the table gave only the final totals line.
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame, type GameAnalysis, type SalvoFigures } from '../../src/analysis/analyze.js';
import { chainPosterior } from '../../src/analysis/chain-posterior.js';
import { formatAnalysis } from '../../src/analysis/format.js';
import type { Inferrer } from '../../src/analysis/posterior.js';
import { analysisText } from '../../src/analysis/report-text.js';
import { allLayouts, bruteInferrer, playedGame } from './helpers/brute-infer.js';
import { tiny } from './helpers/tiny.js';

const layouts = allLayouts(tiny);
const salvos = playedGame(tiny, { blue: layouts[10]!, red: layouts[200]! }, { blue: [12, 0, 6, 7], red: [24, 3, 18, 1] });
const chainOnly: Inferrer = (variant, evidence) => chainPosterior(variant, evidence, { sweeps: 2000, chains: 8, errors: true, enumerateShips: 0, enumerationBudget: 0, seed: '1' });

/** The `Σ` cell of each of the first side's rows (the column before `certain`, found by the heading's place). */
function sigmaCells(out: string): string[] {
  const lines = out.split('\n');
  const header = lines.findIndex((l) => / Σ( |$)/u.test(l));
  const end = [...lines[header]!].indexOf('Σ') + 1;
  const rows: string[] = [];
  for (const l of lines.slice(header + 1)) {
    if (!/^ *\d+ {2}/u.test(l)) break;
    // Right-aligned under the heading: the cell ends where the heading does.
    rows.push([...l].slice(0, end).join('').split(/\s+/u).at(-1)!);
  }
  return rows;
}

/** The running sums worked out from the salvos' own figures, not from their `total`. */
function sums(fs: readonly SalvoFigures[], k: number): { expected: number; error: number; hits: number; bits: number } {
  const upTo = fs.slice(0, k + 1);
  return {
    expected: upTo.reduce((s, f) => s + f.expectedHits, 0),
    error: upTo.reduce((s, f) => s + (f.expectedHitsError ?? 0), 0),
    hits: upTo.reduce((s, f) => s + (f.actualHits ?? 0), 0),
    bits: upTo.reduce((s, f) => s + (f.bits ?? 0), 0),
  };
}

const format = (a: GameAnalysis, lang = 'en'): string => formatAnalysis(a, tiny, (s) => s, (id) => id, analysisText(lang, true));

describe("analyze's running totals", () => {
  it('are in the table salvo by salvo, counted exactly: expected/hits/bits, the last row the totals line', () => {
    const a = analyzeGame({ variant: tiny, salvos }, bruteInferrer());
    const blue = a.sides[0]!.salvos;
    const out = format(a);
    const cells = sigmaCells(out);
    expect(cells).toHaveLength(blue.length);
    cells.forEach((cell, k) => {
      const s = sums(blue, k);
      expect(cell).toBe(`${s.expected.toFixed(1)}/${s.hits.toFixed(0)}/${s.bits.toFixed(1)}`);
    });
    const totals = out.split('\n').find((l) => l.startsWith('totals:'))!;
    const last = sums(blue, blue.length - 1);
    expect(totals).toContain(`expected ${last.expected.toFixed(1)} hits, actual ${last.hits.toFixed(0)},`);
    expect(totals).toContain(`information ${last.bits.toFixed(1)} bits`);
    // In Russian and Polish, with the decimal comma, under the same heading.
    expect(sigmaCells(format(a, 'ru'))).toEqual(cells.map((c) => c.replaceAll('.', ',')));
    expect(sigmaCells(format(a, 'pl'))).toEqual(cells.map((c) => c.replaceAll('.', ',')));
  });

  it('carry an estimate’s summed error and `~`, and `?` for bits no position gave', () => {
    const a = analyzeGame({ variant: tiny, salvos }, chainOnly);
    const blue = a.sides[0]!.salvos;
    expect(blue.some((f) => f.expectedHitsError !== null && f.expectedHitsError > 0)).toBe(true);
    sigmaCells(format(a)).forEach((cell, k) => {
      const s = sums(blue, k);
      const f = blue[k]!;
      const [expected, hits, bits] = cell.split('/');
      expect(expected).toBe(s.error > 0 ? `${s.expected.toFixed(1)}±${s.error.toFixed(s.error >= 0.05 ? 1 : Math.max(2, -Math.floor(Math.log10(s.error))))}` : s.expected.toFixed(1));
      expect(hits).toBe(f.total.actualExact ? s.hits.toFixed(0) : `~${s.hits.toFixed(1)}`);
      expect(bits).toBe(blue.slice(0, k + 1).every((g) => g.bits === null) ? '?' : s.bits.toFixed(1));
    });
  });

  it("say `+?` where some salvo's hits are unknown, and `?` while all are", () => {
    // Blue's first salvo (the game's 1st) and third (the 5th): announcements written that could not be read.
    const unread = salvos.map((s, i) => (i === 0 || i === 4 ? { ...s, announcement: null } : s));
    const a = analyzeGame({ variant: tiny, salvos: unread, unjudged: { announcements: new Set([0, 4]) } }, bruteInferrer());
    const blue = a.sides[0]!.salvos;
    expect(blue.map((f) => f.actualHits === null)).toEqual([true, false, true, false]);
    const hits = sigmaCells(format(a)).map((c) => c.split('/')[1]);
    expect(hits[0]).toBe('?');
    expect(hits.slice(1)).toEqual([1, 2, 3].map((k) => `${sums(blue, k).hits.toFixed(0)}+?`));
  });

  it('keep a Polish table of estimates within 100 characters, its wide headings on two lines', () => {
    const a = analyzeGame({ variant: tiny, salvos }, chainOnly);
    const pl = format(a, 'pl').split('\n');
    const head = pl.findIndex((l) => l.trimStart().startsWith('P(trafienia)'));
    // `najl. oczek.` whole on the lower line, in the room `strzał` leaves under `najlepszy`.
    expect(pl[head]).toMatch(/P\(trafienia\) +najlepszy$/u);
    expect(pl[head + 1]).toMatch(/^nr {2}pole {2}przed +oczek\. +najpewniej +traf\. +bity +strzał {2,}najl\. oczek\. +Σ {2}pewne$/u);
    // Every row up to the class names (the last column, as long as they come) within 100.
    const end = pl[head + 1]!.indexOf('pewne');
    for (const l of pl.slice(head + 1).filter((x) => /^ *\d+ {2}/u.test(x))) expect(l.slice(0, end).trimEnd().length).toBeLessThanOrEqual(100);
    // The same figures under the headings: the Σ cells as in English, with the decimal comma.
    expect(sigmaCells(format(a, 'pl'))).toEqual(sigmaCells(format(a, 'en')).map((c) => c.replaceAll('.', ',')));
    // The English table too, a column wider since the likeliest hit's (`three ≈0.19`), sets its
    // wide headings on two lines (`P(hit)` over `before`); where a table fits, they stay on one
    // (format.mutations-8b: a table spanning exactly 100).
    expect(format(a, 'en').split('\n').filter((l) => /^ +P\(hit\) +likeliest +best$/u.test(l))).toHaveLength(2);
  });

  it('are explained under the tables in English, Russian and Polish', () => {
    const a = analyzeGame({ variant: tiny, salvos }, bruteInferrer());
    expect(format(a, 'en')).toContain('Σ: the running totals up to and including the shot, expected hits/hits/bits');
    expect(format(a, 'ru')).toContain('Σ — нарастающие итоги по этот выстрел включительно: ожидаемые попадания/попадания/биты');
    expect(format(a, 'pl')).toContain('Σ — sumy narastające do tego strzału włącznie: oczekiwane trafienia/trafienia/bity');
  });
});
