/**
 * `salvo analyze -o report.pdf --json` on every example record: the PDF's salvo-by-salvo tables,
 * read back from the PDF, have the header (on every page a table runs onto) and each side's first
 * and last rows with the --json figures of the same run, written as the report's language writes
 * them, the class each salvo was likeliest to hit from its `classProbabilities`. A smaller --budget than the default keeps the 15×15 game within the test's time, and so
 * gives estimated rows (chances ± their errors) to read back as well.
 */
import { cp, mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitHeading } from '../../src/analysis/format.js';
import { analysisText } from '../../src/analysis/report-text.js';
import { commandLanguage, loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { variantNotation } from '../../src/rules/notation.js';
import { localNumber } from '../../src/core/local-number.js';
import { readRecordFile } from '../../src/record/store.js';
import { singleShots } from '../../src/variant/model.js';
import { runSalvo } from '../helpers/cli.js';
import { pdfText } from '../render/raster.js';

const examples = join(import.meta.dirname, '..', '..', 'examples');
const records = (await readdir(examples)).filter((f) => f.endsWith('.yaml')).sort();

interface JsonSalvo {
  sideSalvo: number;
  cells: string[];
  /** Shots called off the board: each written × after the cells. */
  offBoard?: number;
  classProbabilities: Record<string, number>[];
  probabilities: number[];
  probabilityErrors: number[] | null;
  decided: boolean[] | null;
  expectedHits: number;
  expectedHitsError: number | null;
  actualHits: number | null;
  actualExact: boolean;
  bits: number | null;
  bestCells: string[];
  bestExpectedHits: number;
  bestExpectedHitsError: number | null;
  /** Where the position was estimated: each best cell's chance, and whether the evidence decides it. */
  bestProbabilities?: number[];
  bestDecided?: boolean[];
  /** Where the verdict weighs salvos otherwise than by their expected hits (Perelman's hospital): the salvo's worth and its best salvo's, the table's worth column. */
  worth?: { value: number; bestValue: number };
  total: { expectedHits: number; expectedHitsError: number | null; actualHits: number; actualExact: boolean; bits: number };
}

describe.each(records)('analyze -o on %s: the PDF tables', (record) => {
  it("give the header on every page and each side's first and last rows as --json has them", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-table-'));
    await cp(join(examples, record), join(dir, record));
    const r = await runSalvo(dir, ['analyze', record, '-o', 'r.pdf', '--json', '--budget', '1000']);
    expect(r.code, r.stderr).toBe(0);
    const json = JSON.parse(r.stdout) as { sides: { salvos: JsonSalvo[] }[] };
    const f = await readRecordFile(join(dir, record), loadRecordVariant);
    if (!f.ok) throw new Error(`${record} does not load`);
    const lang = commandLanguage(f.variant, undefined, f.record);
    const t = analysisText(lang, singleShots(f.variant));
    const num = (x: number, d: number): string => localNumber(lang, x.toFixed(d));
    const className = variantNotation(f.variant, lang).className;
    const { items } = await pdfText(new Uint8Array(await readFile(join(dir, 'r.pdf'))));
    // A table's page: every heading on it, whole or on two lines.
    const hasHeader = (page: readonly string[]): boolean => t.columns.every((h) => page.includes(h) || splitHeading(h).every((part) => part === '' || page.includes(part)));
    const tablePages = items.map((page, p) => (hasHeader(page) ? p : -1)).filter((p) => p >= 0);
    // Each side's table on pages one after another, the charts between them.
    const runs: number[][] = [];
    for (const p of tablePages) (runs.at(-1)?.at(-1) === p - 1 ? runs.at(-1)! : (runs.push([]), runs.at(-1)!)).push(p);
    const sides = json.sides.filter((s) => s.salvos.length > 0);
    expect(runs).toHaveLength(sides.length);
    sides.forEach((side, i) => {
      const pages = runs[i]!;
      // Further pages say the table goes on.
      for (const p of pages.slice(1)) expect(items[p]!.some((x) => x.endsWith(t.continued))).toBe(true);
      const text = pages.map((p) => items[p]!.join(' ')).join(' ');
      // Said under the table, after its notes, which may run onto a page of their own (Perelman's, with its notes on the best salvos at the hospital).
      const summarised = items.slice(pages[0]!).some((page) => page.join(' ').includes(t.pdfChancesRange(t.columns[2]!).slice(0, 40)));
      const row = (s: JsonSalvo, k: number): string => {
        const chances = s.probabilities.map((p, j) => {
          const se = s.probabilityErrors?.[j];
          if (se === undefined) return { p, text: `${num(p * 100, 0)}%` };
          if (se > 0) return { p, text: `${num(p * 100, 0)}±${num(se * 100, se * 100 >= 0.95 ? 0 : se * 100 >= 0.05 ? 1 : Math.max(2, -Math.floor(Math.log10(se * 100))))}%` };
          const bound = s.decided?.[j] === false ? (p <= 0 ? '<1' : p >= 1 ? '>99' : undefined) : undefined;
          return { p, text: `${bound ?? num(p * 100, 0)}%` };
        });
        const low = chances.reduce((a, c) => (c.p < a.p ? c : a));
        const high = chances.reduce((a, c) => (c.p > a.p ? c : a));
        const chance = summarised ? (low.text === high.text ? low.text : `${low.text}–${high.text}`) : chances.map((c) => c.text).join(' ');
        // An error to its figure's decimals, or, too small to show there, to its first digit that is not 0.
        const at = (e: number, d: number): number => (e >= 0.5 * 10 ** -d ? d : Math.min(d + 5, Math.max(d + 1, -Math.floor(Math.log10(e)))));
        // With no error, bounded where some chance is an estimate's 0 or 1 the evidence does not decide (`>0.99` beside `>99%`).
        const bounded = (x: number, ps: readonly number[], decided: readonly boolean[] | undefined): string => {
          const above = ps.filter((p, j) => decided?.[j] === false && p >= 1).length;
          const below = ps.filter((p, j) => decided?.[j] === false && p <= 0).length;
          if (above > 0 && below > 0) return `≈${num(x, 2)}`;
          return above > 0 ? `>${num(x - 0.01 * above, 2)}` : below > 0 ? `<${num(x + 0.01 * below, 2)}` : num(x, 2);
        };
        const hits = (x: number, e: number | null, ps: readonly number[] = [], decided?: readonly boolean[]): string => (e === null || e <= 0 ? bounded(x, ps, decided) : `${num(x, 2)}±${num(e, at(e, 2))}`);
        // The class the salvo was expected to hit most (the fleet's first of a tie), with its expected hits on it.
        const likeliest = f.variant.fleet
          .map((c) => ({ id: c.id, hits: s.classProbabilities.reduce((sum, x) => sum + (x[c.id] ?? 0), 0) }))
          .reduce<{ id: string; hits: number } | undefined>((a, c) => (c.hits > 1e-12 && (a === undefined || c.hits > a.hits + 1e-12) ? c : a), undefined);
        const upTo = side.salvos.slice(0, k + 1);
        const tt = s.total;
        const e = tt.expectedHitsError;
        const expected = e === null || e <= 0 ? num(tt.expectedHits, 1) : `${num(tt.expectedHits, 1)}±${num(e, at(e, 1))}`;
        const unknown = upTo.filter((x) => x.actualHits === null).length;
        const known = tt.actualExact ? num(tt.actualHits, 0) : `~${num(tt.actualHits, 1)}`;
        const totalHits = unknown === upTo.length ? '?' : unknown > 0 ? `${known}+?` : known;
        const totalBits = upTo.every((x) => x.bits === null) ? '?' : num(tt.bits, 1);
        return [
          String(s.sideSalvo),
          [...s.cells, ...Array.from({ length: s.offBoard ?? 0 }, () => '×')].join(' '),
          chance,
          hits(s.expectedHits, s.expectedHitsError, s.probabilities, s.decided ?? undefined),
          ...(likeliest === undefined ? [] : [`${className(likeliest.id)} ${s.probabilityErrors === null ? '' : '≈'}${num(likeliest.hits, 2)}`]),
          s.actualHits === null ? '?' : s.actualExact ? String(s.actualHits) : `~${num(s.actualHits, 1)}`,
          s.bits === null ? '?' : num(s.bits, 1),
          s.bestCells.join(' '),
          hits(s.bestExpectedHits, s.bestExpectedHitsError, s.bestProbabilities, s.bestDecided),
          // The worth column after best exp, where the table has it (≈ where the position was estimated).
          ...(s.worth === undefined ? [] : [`${s.probabilityErrors === null ? '' : '≈'}${num(s.worth.value, 2)}/${s.bestExpectedHitsError === null ? '' : '≈'}${num(s.worth.bestValue, 2)}`]),
          `${expected}/${totalHits}/${totalBits}`,
        ].join(' ');
      };
      const last = side.salvos.length - 1;
      expect(text, `${record}: side ${i + 1}'s first row`).toContain(row(side.salvos[0]!, 0));
      expect(text, `${record}: side ${i + 1}'s last row`).toContain(row(side.salvos[last]!, last));
      // The note on estimates where the run estimated some position, as the terminal gives it.
      if (side.salvos.some((s) => s.probabilityErrors !== null)) expect(text).toContain(t.estimated([]).slice(1, 30));
    });
  }, 900_000);
});
