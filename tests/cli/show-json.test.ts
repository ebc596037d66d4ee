/**
 * `salvo show --json`: a league site wants the charts as data, and `show` printed text only
 * ("error: unknown option '--json'", exit 2). Each paper asked for now comes as data: the marks
 * of its own chart and of its enemy chart (cell labels as printed, salvo number, miss / hit /
 * sunk / unknown), the roster's tallies and the totals. Checked against the text of every example.
 */
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');

interface Mark { cell: string; salvo: number; mark: 'miss' | 'hit' | 'sunk' | 'unknown'; class?: string }
interface PaperDoc {
  side: string;
  player: string | null;
  after: number;
  ships: { class: string; cells: string[] }[] | null;
  ownChart: Mark[];
  enemyChart: Mark[];
  roster: { class: string; name: string; mark: string; count: number; cells: number; taken: number; takenBy: number[]; given: number; givenBy: number[]; lost: number; sank: number }[];
  totals: { hitsTaken: number; hitsTakenByClass: number; hitsGiven: number; hitsGivenByClass: number; shotsFired: number; shotsLeft: number | null };
}
interface ShowDoc { file: string; variant: string; after: number; columns: string[]; rows: string[]; papers: PaperDoc[]; over: boolean; result: { winner?: string; draw?: true; reason: string } | null; next: string | null }

const tally = (hits: number, cells: number): string => '■'.repeat(Math.min(hits, cells)) + '□'.repeat(Math.max(0, cells - hits));

/** What the text shows in a cell, read back: the salvo number and its suffix, or nothing. */
function readToken(token: string): { salvo: number; suffix: string } | null {
  const m = /^(\d+)([*#]?)$/u.exec(token);
  return m ? { salvo: Number(m[1]), suffix: m[2]! } : null;
}

async function compare(dir: string, file: string, extra: string[]): Promise<number> {
  const text = await runSalvo(dir, ['show', file, ...extra]);
  const json = await runSalvo(dir, ['show', file, ...extra, '--json']);
  expect(json.code).toBe(text.code);
  if (text.code !== 0) return 0;
  expect(json.stderr).toBe(text.stderr);
  const doc = JSON.parse(json.stdout) as ShowDoc;
  const blocks = text.stdout.split('\n\n').slice(1, 1 + doc.papers.length);
  expect(blocks).toHaveLength(doc.papers.length);
  // Over or not as the text's last line says; the winner one of the record's sides.
  expect(doc.over).toBe(doc.result !== null);
  expect(doc.over).toBe(doc.next === null);
  if (doc.next !== null) expect(text.stdout.trimEnd().split('\n').at(-1)).toContain(doc.next);
  if (doc.result?.winner !== undefined) expect(text.stdout.trimEnd().split('\n').at(-1)).toContain(doc.result.winner);
  let marks = 0;
  doc.papers.forEach((paper, p) => {
    const lines = blocks[p]!.split('\n');
    expect(lines[0]).toContain(paper.side);
    expect(lines[2]!.trim().split(/\s+/u)).toEqual([...doc.columns, ...doc.columns]);
    const ships = new Set((paper.ships ?? []).flatMap((s) => s.cells));
    const own = new Map(paper.ownChart.map((m) => [m.cell, m]));
    const enemy = new Map(paper.enemyChart.map((m) => [m.cell, m]));
    let seen = 0;
    doc.rows.forEach((row, r) => {
      const tokens = lines[3 + r]!.trim().split(/\s+/u);
      expect(tokens).toHaveLength(2 * (doc.columns.length + 1));
      expect(tokens[0]).toBe(row);
      expect(tokens[doc.columns.length + 1]).toBe(row);
      doc.columns.forEach((_, c) => {
        for (const [chart, offset, isOwn] of [[own, 1, true], [enemy, doc.columns.length + 2, false]] as const) {
          const token = tokens[offset + c]!;
          const read = readToken(token);
          // The JSON's mark in this cell: found by the label the text prints at this row and column.
          const hit = [...chart.values()].filter((m) => labelAt(doc, r, c, m.cell));
          if (read === null) {
            expect(hit).toEqual([]);
            if (token === '■' || token === '▨') expect(isOwn && hit.length === 0 && [...ships].some((s) => labelAt(doc, r, c, s))).toBe(true);
            continue;
          }
          expect(hit).toHaveLength(1);
          seen++;
          expect(hit[0]!.salvo).toBe(read.salvo);
          const want = read.suffix === '#' ? ['sunk'] : read.suffix === '*' ? (isOwn ? ['hit', 'sunk'] : ['hit']) : ['miss', 'unknown'];
          expect(want).toContain(hit[0]!.mark);
        }
      });
    });
    expect(seen).toBe(paper.ownChart.length + paper.enemyChart.length);
    marks += seen;
    // The roster, a line per class, then the totals.
    const roster = lines.slice(3 + doc.rows.length + 1, 3 + doc.rows.length + 1 + paper.roster.length);
    paper.roster.forEach((c, i) => {
      expect(roster[i]).toContain(c.name);
      expect(roster[i]!.startsWith(c.mark)).toBe(true);
      // Each tally: its boxes (grouped by ship where the sheet groups them), then the salvos that scored the hits.
      const tallies = [...roster[i]!.slice(roster[i]!.indexOf(c.name) + c.name.length).matchAll(/([■□]+(?: [■□]+)*)((?: (?:\d+|\?|\|))*)/gu)];
      expect(tallies).toHaveLength(2);
      const columns: { hits: number; by: readonly (number | null)[] }[] = [{ hits: c.taken, by: c.takenBy }, { hits: c.given, by: c.givenBy }];
      for (const [k, { hits, by }] of columns.entries()) {
        const [, boxes, numbers] = tallies[k]!;
        // The ship hit ticked where the record tells it: as many boxes ticked, in any place.
        expect([...boxes!.replace(/ /gu, '')].sort().join('')).toBe([...tally(hits, c.cells)].sort().join(''));
        const scored = numbers!.split(' ').filter((n) => n !== '' && n !== '|');
        expect([...scored].sort()).toEqual(by.map((n) => (n === null ? '?' : String(n))).sort());
      }
      expect(c.cells % c.count).toBe(0);
    });
    const totals = lines[3 + doc.rows.length + 1 + paper.roster.length]!;
    const t = paper.totals;
    const numbers = [t.hitsTaken, ...(t.hitsTakenByClass < t.hitsTaken ? [t.hitsTakenByClass] : []), t.hitsGiven, ...(t.hitsGivenByClass < t.hitsGiven ? [t.hitsGivenByClass] : []), t.shotsFired, ...(t.shotsLeft !== null ? [t.shotsLeft] : [])];
    expect((totals.match(/\d+/gu) ?? []).map(Number)).toEqual(numbers);
    expect(t.hitsTakenByClass).toBe(paper.roster.reduce((k, c) => k + c.taken, 0));
  });
  return marks;
}

/** Is `label` the cell printed at row r, column c? (The variant's notation: column then row, or row then column.) */
function labelAt(doc: ShowDoc, r: number, c: number, label: string): boolean {
  const col = doc.columns[c]!;
  const row = doc.rows[r]!;
  return [`${col}${row}`, `${row}${col}`, `${col}-${row}`, `${row}-${col}`, `${col} ${row}`, `${row} ${col}`].includes(label);
}

describe('salvo show --json', () => {
  it('gives every example\'s charts, roster and totals as the text shows them, side by side and after a salvo', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-show-json-'));
    const examples = (await readdir(join(root, 'examples'))).filter((f) => f.endsWith('.yaml')).sort();
    expect(examples.length).toBeGreaterThan(3);
    let marks = 0;
    for (const f of examples) {
      const file = join(root, 'examples', f);
      marks += await compare(dir, file, []);
      marks += await compare(dir, file, ['--after', '3']);
      const doc = JSON.parse((await runSalvo(dir, ['show', file, '--after', '2', '--json'])).stdout) as ShowDoc;
      if (doc.papers === undefined) continue;
      marks += await compare(dir, file, ['--after', '2', '--side', doc.papers[1]!.side]);
    }
    expect(marks).toBeGreaterThan(100);
  });

  it('a record with errors: the problems as JSON, shaped as check --json, exit 1', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-show-json-'));
    const r = await runSalvo(dir, ['show', join(root, 'examples', 'breaches.yaml'), '--json']);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout) as { ok: boolean; violations: { code: string; salvo?: number }[]; warnings: unknown[] };
    expect(doc.ok).toBe(false);
    expect(doc.violations.length).toBeGreaterThan(0);
    const missing = await runSalvo(dir, ['show', 'nothere.yaml', '--json']);
    expect(missing.code).toBe(1);
    expect((JSON.parse(missing.stdout) as { ok: boolean }).ok).toBe(false);
  });

  it('the same bytes twice', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-show-json-'));
    await writeFile(join(dir, 'g.yaml'), await readFile(join(root, 'examples', 'statki.yaml'), 'utf8'));
    const a = await runSalvo(dir, ['show', 'g.yaml', '--json']);
    const b = await runSalvo(dir, ['show', 'g.yaml', '--json']);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
  });
});
