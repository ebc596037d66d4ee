/**
 * `salvo show <record> -o game.pdf`: a referee with a disputed game, or a player who kept the
 * record in salvo, wants the paper printed; show printed text only ("error: unknown option '-o'",
 * exit 2). It now writes the pad's sheets filled in: each side's sheet with its charts' cells
 * marked (the numbers of a per-salvo game's salvos) and the log's rows written (salvo number, cells, result),
 * checked against show --json for every example record; the same bytes twice; a file that is not
 * a PDF kept without --force; the line under the text in en/ru/pl.
 */
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { pdfText } from '../render/raster.js';

const root = join(import.meta.dirname, '..', '..');

interface Mark { cell: string; salvo: number; mark: 'miss' | 'hit' | 'sunk' | 'unknown' }
interface PaperDoc { side: string; ownChart: Mark[]; enemyChart: Mark[] }

/** The items of the pages of each paper, in order (each paper the same number of pages). */
async function pagesByPaper(bytes: Uint8Array, papers: number): Promise<string[][]> {
  const { items } = await pdfText(bytes);
  const per = items.length / papers;
  expect(Number.isInteger(per)).toBe(true);
  return Array.from({ length: papers }, (_, k) => items.slice(k * per, (k + 1) * per).flat());
}

/** Whether some row of the log reads `n` then the cells, in some order (the items right after the number). */
function hasRow(items: readonly string[], n: number, cells: ReadonlySet<string>): boolean {
  return items.some((t, i) => {
    if (t !== String(n)) return false;
    const after = new Set(items.slice(i + 1, i + 1 + cells.size * 2 + 1));
    return [...cells].every((c) => after.has(c));
  });
}

describe('show -o', () => {
  it('writes, for every example record, each side sheet with the charts marked and the log rows written as show --json has them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-show-pdf-'));
    const records = (await readdir(join(root, 'examples'))).filter((f) => f.endsWith('.yaml'));
    expect(records.length).toBeGreaterThan(5);
    for (const name of records) {
      const file = join(root, 'examples', name);
      const json = await runSalvo(dir, ['show', file, '--json']);
      if (json.code !== 0) continue;
      const papers = (JSON.parse(json.stdout) as { papers: PaperDoc[] }).papers;
      const out = join(dir, `${name}.pdf`);
      const r = await runSalvo(dir, ['show', file, '-o', out]);
      expect(r.code, `${name}: ${r.stderr}`).toBe(0);
      const pages = await pagesByPaper(new Uint8Array(await readFile(out)), papers.length);
      papers.forEach((paper, k) => {
        const items = pages[k]!;
        // Every mark of both charts of a per-salvo game, its number in the cell (a per-shot game's charts
        // take the legend's symbols instead: tests/cli/show-pdf-legend-marks).
        const texts = new Set(items);
        const numbered = paper.enemyChart.every((m) => m.mark === 'unknown');
        if (numbered) for (const m of [...paper.ownChart, ...paper.enemyChart]) expect(texts.has(String(m.salvo)), `${name} ${paper.side} ${m.cell}`).toBe(true);
        // The log: each salvo of the side, its number and the cells it fired.
        const bySalvo = new Map<number, Set<string>>();
        for (const m of paper.enemyChart) bySalvo.set(m.salvo, (bySalvo.get(m.salvo) ?? new Set()).add(m.cell));
        for (const [n, cells] of bySalvo) expect(hasRow(items, n, cells), `${name} ${paper.side} salvo ${n}`).toBe(true);
      });
    }
  }, 240_000);

  it('writes the result announced in the log, in the record language, and says what it wrote (en, ru, pl)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-show-pdf-'));
    const cases = [
      ['jutland.yaml', 'wrote', 'no hits'],
      ['perelman.yaml', 'записан', null],
      ['statki.yaml', 'zapisano', null],
    ] as const;
    for (const [name, wrote, result] of cases) {
      const out = join(dir, `${name}.pdf`);
      const r = await runSalvo(dir, ['show', join(root, 'examples', name), '-o', out]);
      expect(r.code).toBe(0);
      expect(r.stdout.trimEnd().split('\n').at(-1)).toBe(`${wrote} ${out}`);
      if (result !== null) expect((await pdfText(new Uint8Array(await readFile(out)))).items.flat()).toContain(result);
    }
  }, 120_000);

  it('gives the same bytes twice, and --after draws fewer rows', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-show-pdf-'));
    const file = join(root, 'examples', 'classic-salvo.yaml');
    await runSalvo(dir, ['show', file, '-o', 'a.pdf']);
    await runSalvo(dir, ['show', file, '-o', 'b.pdf']);
    const a = await readFile(join(dir, 'a.pdf'));
    expect(a.subarray(0, 5).toString()).toBe('%PDF-');
    expect(a.equals(await readFile(join(dir, 'b.pdf')))).toBe(true);
    await runSalvo(dir, ['show', file, '--after', '2', '-o', 'c.pdf']);
    expect(a.equals(await readFile(join(dir, 'c.pdf')))).toBe(false);
  }, 120_000);

  it('keeps a file that is not a PDF without --force, and refuses an unknown paper', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-show-pdf-'));
    const file = join(root, 'examples', 'classic-salvo.yaml');
    await writeFile(join(dir, 'notes.txt'), 'my notes\n');
    const r = await runSalvo(dir, ['show', file, '-o', 'notes.txt']);
    expect(r.code).not.toBe(0);
    expect(await readFile(join(dir, 'notes.txt'), 'utf8')).toBe('my notes\n');
    const forced = await runSalvo(dir, ['show', file, '-o', 'notes.txt', '--force']);
    expect(forced.code).toBe(0);
    expect((await readFile(join(dir, 'notes.txt'))).subarray(0, 5).toString()).toBe('%PDF-');
    const paper = await runSalvo(dir, ['show', file, '-o', 'x.pdf', '--paper', 'B5']);
    expect(paper.code).toBe(2);
    expect(paper.stderr).toContain('B5');
    const a5 = await runSalvo(dir, ['show', file, '-o', 'a5.pdf', '--paper', 'a5']);
    expect(a5.code).toBe(0);
  }, 120_000);
});

describe('show -o: the roster', () => {
  it('crosses, on each side sheet, as many boxes as show counts hits taken, hits given and enemy ships sunk, less those holding a salvo number (every example)', async () => {
    const { readRecordFile } = await import('../../src/record/store.js');
    const { loadRecordVariant } = await import('../../src/cli/commands/game-common.js');
    const { paperOf } = await import('../../src/record/paper.js');
    const { filledSheet } = await import('../../src/cli/commands/show.js');
    const { drawFilledPad } = await import('../../src/render/pad.js');
    const { padContent } = await import('../../src/render/pad-content.js');
    const { RecordingDrawing } = await import('../../src/render/record-drawing.js');
    const { sideSalvoNumbers } = await import('../../src/record/model.js');
    for (const name of ['classic-salvo.yaml', 'jutland.yaml', 'morskoy-boy.yaml', 'statki.yaml', 'perelman.yaml']) {
      const f = await readRecordFile(join(root, 'examples', name), loadRecordVariant, name);
      if (!f.ok) throw new Error(`${name} does not read`);
      const { record, variant } = f;
      const lang = variant.languages[0]!;
      const sides = record.sides.map((s) => s.id);
      const papers = sides.map((s) => paperOf(record, variant, s));
      const fills = papers.map((p) => filledSheet(p, record.salvos, sideSalvoNumbers(record), variant, lang));
      const d = new RecordingDrawing();
      const pages = drawFilledPad(d, variant, { paper: 'A4', lang, sides }, fills);
      const rows = padContent(variant, lang).roster.rows;
      const boxes = (groups: readonly number[] | null): number => (groups ?? []).reduce((a, b) => a + b, 0);
      papers.forEach((paper, k) => {
        // Each ticked box is one pair of strokes (a cross) in the pencil's ink (a sunk ship's outline is more strokes);
        // where the boxes hold numbers (a per-salvo game), only a hit of no known salvo is crossed,
        // the others holding their salvo's number (show-pdf-roster-numbers.test.ts).
        const ticked = d.ops.filter((o) => o.page >= (k * pages) / papers.length && o.page < ((k + 1) * pages) / papers.length && o.draw.op === 'lines' && o.draw.stroke.colour === '#1a1a6e' && o.draw.segments.length === 2).length;
        const numbered = padContent(variant, lang).roster.boxesHoldNumbers;
        const filled = paper.roster.reduce((n, r) => {
          const row = rows[r.classIndex]!;
          return n + Math.min(r.taken, boxes(row.taken)) + Math.min(r.given, boxes(row.given)) + Math.min(r.sunkGiven, row.sunkTicks);
        }, 0);
        const unknown = (by: readonly (number | null)[], n: number): number => by.slice(0, n).filter((s) => s === null).length;
        const expected = numbered ? paper.roster.reduce((n, r) => n + unknown(r.takenBy, boxes(rows[r.classIndex]!.taken)) + unknown(r.givenBy, boxes(rows[r.classIndex]!.given)), 0) : filled;
        expect(filled, `${name} ${paper.side}`).toBeGreaterThan(0);
        expect(ticked, `${name} ${paper.side}`).toBe(expected);
      });
    }
  }, 120_000);
});
