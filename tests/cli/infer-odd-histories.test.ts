/**
 * `salvo infer` on small games (5×5 to 6×6) whose announcements tell odd stories, written by hand
 * as a player might have kept them: no legal fleet fits (two rafts sunk side by side where ships may
 * not touch, five hits on a fleet of four cells, a "hit" on a one-cell raft, a ship sunk before it
 * had all its hits, a raft told hit twice), exactly one fits, a ship sunk with its first shot (or in
 * the salvo that first hit it), a class never announced, the second ship of a class hit before the
 * first, a salvo size that tells how many hits an announcement without counts had. Each is checked
 * against the brute force (tests/inference/brute.ts) on the evidence the turns as written give
 * (tests/inference/turn-evidence.ts, not src/inference/from-record.ts): `--json`'s count, every
 * chance (any ship and each class, within 1e-12) and the ships pinned; and the text a player reads:
 * the count line (exact, or none fits and exit 1), every cell of the chart (`X`, `o`, `■`, `·`, its
 * percentage, `*` where a salvo's report did not tell the cell's outcome), the ships pinned and the
 * most likely cells with their chances. The story each record tells is checked too (none, one, a
 * class never on a cell fired at), so a record that stops telling it fails.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatCell } from '../../src/core/coords.js';
import { parseRecord } from '../../src/record/parse.js';
import type { Variant } from '../../src/variant/model.js';
import { readVariantText } from '../../src/variant/parse.js';
import { breathe } from '../helpers/breathe.js';
import { runSalvo } from '../helpers/cli.js';
import { bruteLayouts, consistent, type BruteShip } from '../inference/brute.js';
import { evidenceOf } from '../inference/turn-evidence.js';

const WORDS = 'words:\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }\n';

/** The variants: every one with blue and red, English words. */
const VARIANTS: Readonly<Record<string, string>> = {
  // Морской бой in small: per shot, "sunk" without the class, a hit fires again, no contact.
  a: `id: odd-a
languages: [en]
name: Odd A
board: { rows: 5, columns: 5 }
fleet:
  - { id: boat, name: Boat, size: 2 }
  - { id: raft, name: Raft, size: 1, count: 2 }
placement: { spacing: no-contact }
turns: { salvo: { kind: constant, shots: 1 }, extraShotOnHit: true }
report: { timing: per-shot, sunk: plain, hitClass: false }
${WORDS}`,
  // Hits alone told, never a sinking; ships may touch at corners.
  g: `id: odd-g
languages: [en]
name: Odd G
board: { rows: 5, columns: 5 }
fleet:
  - { id: boat, name: Boat, size: 2 }
  - { id: raft, name: Raft, size: 1, count: 2 }
placement: { spacing: no-side-contact }
turns: { salvo: { kind: constant, shots: 1 }, extraShotOnHit: true }
report: { timing: per-shot, sunk: none, hitClass: false }
${WORDS}`,
  // Per shot, each hit and sinking naming the class; ships may touch; one shot a turn.
  b: `id: odd-b
languages: [en]
name: Odd B
board: { rows: 5, columns: 5 }
fleet:
  - { id: boat, name: Boat, size: 2 }
  - { id: raft, name: Raft, size: 1 }
placement: { spacing: may-touch }
turns: { salvo: { kind: constant, shots: 1 } }
report: { timing: per-shot, sunk: with-class, hitClass: true }
${WORDS}`,
  // Salvos of two, the classes hit told with their hits and sinkings (Jutland's way).
  c: `id: odd-c
languages: [en]
name: Odd C
board: { rows: 5, columns: 6 }
fleet:
  - { id: cruiser, name: Cruiser, size: 3 }
  - { id: boat, name: Boat, size: 2 }
  - { id: raft, name: Raft, size: 1 }
placement: { spacing: no-side-contact }
turns: { salvo: { kind: constant, shots: 2 } }
report: { timing: per-salvo, by: class, counts: true, sunk: true }
${WORDS}`,
  // Perelman's way: the classes hit, no counts, no sinking; the salvo shrinks with damage.
  d: `id: odd-d
languages: [en]
name: Odd D
board: { rows: 6, columns: 6 }
fleet:
  - { id: cruiser, name: Cruiser, size: 3 }
  - { id: boat, name: Boat, size: 2 }
placement: { spacing: may-touch }
turns: { salvo: { kind: damage, shots: 3, steps: [{ damage: 2, shots: 2 }, { damage: 4, shots: 1 }] } }
report: { timing: per-salvo, by: class, counts: false, sunk: false }
${WORDS}`,
  // Ship by ship, hits counted and sinkings told; salvos of two; no contact.
  e: `id: odd-e
languages: [en]
name: Odd E
board: { rows: 5, columns: 5 }
fleet:
  - { id: boat, name: Boat, size: 2, count: 2 }
  - { id: raft, name: Raft, size: 1 }
placement: { spacing: no-contact }
turns: { salvo: { kind: constant, shots: 2 } }
report: { timing: per-salvo, by: ship, counts: true, sunk: true }
${WORDS}`,
  // Two classes of one size, "sunk" not naming the class: a ship sunk may be either.
  h: `id: odd-h
languages: [en]
name: Odd H
board: { rows: 5, columns: 5 }
fleet:
  - { id: sloop, name: Sloop, size: 2 }
  - { id: brig, name: Brig, size: 2 }
placement: { spacing: no-contact }
turns: { salvo: { kind: constant, shots: 1 }, extraShotOnHit: true }
report: { timing: per-shot, sunk: plain, hitClass: false }
${WORDS}`,
  // One shot for each ship afloat (the 1931 Salvo rule): a side's salvo tells its ships sunk.
  f: `id: odd-f
languages: [en]
name: Odd F
board: { rows: 5, columns: 6 }
fleet:
  - { id: cruiser, name: Cruiser, size: 3 }
  - { id: boat, name: Boat, size: 2 }
placement: { spacing: may-touch }
turns: { salvo: { kind: ships-afloat, perShip: 1 } }
report: { timing: per-salvo, by: class, counts: true, sunk: true }
${WORDS}`,
};

/** What the record's story says of the layouts that fit red's announcements: none, exactly one, or some (with a check of them). */
type Story = 'none' | 'one' | { readonly some: (fits: readonly (readonly BruteShip[])[], fired: ReadonlySet<number>, v: Variant) => boolean };

interface Case {
  readonly name: string;
  readonly variant: keyof typeof VARIANTS;
  readonly salvos: readonly string[];
  readonly story: Story;
  /** `--after` for red's fleet: this many salvos of blue's. */
  readonly after?: number;
}

const classIndex = (v: Variant, id: string): number => v.fleet.findIndex((c) => c.id === id);
/** No ship of class `id` on any cell fired at, in any layout that fits. */
const neverOnFired = (id: string): Story => ({ some: (fits, fired, v) => fits.every((l) => l.every((s) => s.classIndex !== classIndex(v, id) || s.cells.every((c) => !fired.has(c)))) });
/** A ship of class `id` on cell `cell` (0-based index) in every layout that fits. */
const alwaysOn = (id: string, cell: number): Story => ({ some: (fits, _f, v) => fits.every((l) => l.some((s) => s.classIndex === classIndex(v, id) && s.cells.includes(cell))) });
const some: Story = { some: () => true };

const CASES: readonly Case[] = [
  { name: 'a raft sunk with the first shot of the game', variant: 'a', salvos: ['blue: C3 -> sunk', 'blue: D4 -> miss', 'red: A1 -> miss'], story: alwaysOn('raft', 12) },
  { name: 'two ships sunk side by side where they may not touch', variant: 'a', salvos: ['blue: A1 A2 -> sunk, sunk', 'blue: C3 -> miss'], story: 'none' },
  { name: 'three one-shot sinkings of a fleet with two rafts', variant: 'a', salvos: ['blue: A1 C1 E1 -> sunk, sunk, sunk', 'blue: C3 -> miss'], story: 'none' },
  { name: 'every ship sunk in one turn: exactly one layout', variant: 'a', salvos: ['blue: A1 E5 C2 C3 -> sunk, sunk, hit, sunk'], story: 'one' },
  { name: 'a hit boxed in by misses, never sunk', variant: 'a', salvos: ['blue: C3 C2 -> hit, miss', 'red: A1 -> miss', 'blue: C4 -> miss', 'red: A2 -> miss', 'blue: B3 -> miss'], story: alwaysOn('boat', 13) },
  { name: 'a sinking far from the hit before it', variant: 'a', salvos: ['blue: A1 E5 -> hit, sunk', 'blue: D4 -> miss'], story: alwaysOn('raft', 24) },
  { name: 'hits alone told: two side by side are one ship', variant: 'g', salvos: ['blue: B2 B3 -> hit, hit', 'blue: E5 -> miss'], story: alwaysOn('boat', 6) },
  { name: 'hits alone told: five hits on a fleet of four cells', variant: 'g', salvos: ['blue: A1 A3 A5 C1 C3 -> hit, hit, hit, hit, hit'], story: 'none' },
  { name: 'hits alone told, --after before the last of them', variant: 'g', salvos: ['blue: A1 -> hit', 'blue: E1 -> hit', 'blue: C3 -> miss', 'red: A1 -> miss', 'blue: E3 -> hit'], after: 3, story: some },
  { name: 'the boat sunk with the first shot at it', variant: 'b', salvos: ['blue: C3 -> sunk boat', 'red: A1 -> miss'], story: 'none' },
  { name: 'a one-cell raft told hit, not sunk', variant: 'b', salvos: ['blue: C3 -> hit raft', 'red: A1 -> miss'], story: 'none' },
  { name: 'the raft never announced while the boat sank', variant: 'b', salvos: ['blue: A1 -> miss', 'red: A1 -> miss', 'blue: C3 -> hit boat', 'red: A2 -> miss', 'blue: C4 -> sunk boat', 'red: A3 -> miss', 'blue: E5 -> miss', 'red: A4 -> miss', 'blue: B2 -> miss'], story: neverOnFired('raft') },
  { name: 'the boat sunk in the salvo that first hit it', variant: 'c', salvos: ['blue: A1 B1 -> boat 2 sunk', 'red: A1 B1 -> no hits'], story: alwaysOn('boat', 0) },
  { name: 'a one-cell raft told hit twice', variant: 'c', salvos: ['blue: A1 B1 -> raft 2', 'red: A1 B1 -> no hits'], story: 'none' },
  { name: 'a cruiser sunk before it had all its hits in line', variant: 'c', salvos: ['blue: A1 B1 -> cruiser 2', 'red: A1 B1 -> no hits', 'blue: D5 F5 -> cruiser 1 sunk', 'red: C1 D1 -> no hits'], story: 'none' },
  { name: 'the boat never announced, the cruiser and raft sunk', variant: 'c', salvos: ['blue: A1 C1 -> cruiser 1', 'red: A1 B1 -> no hits', 'blue: A2 E1 -> cruiser 1', 'red: C1 D1 -> no hits', 'blue: A3 F3 -> cruiser 1 sunk, raft 1 sunk', 'red: E1 F1 -> no hits', 'blue: C3 D5 -> no hits'], story: neverOnFired('boat') },
  // Red fires two after the cruiser was named once: its damage is 2 at least, so two of A1 B1 C1 hit it.
  { name: "red's smaller salvo tells how many hits a class was told without counts", variant: 'd', salvos: ['blue: A1 B1 C1 -> cruiser', 'red: A1 B1 -> no hits', 'blue: F6 E6 D6 -> no hits', 'red: C1 D1 -> no hits'], story: alwaysOn('cruiser', 1) },
  { name: 'classes told without counts on cells far apart, red firing three, then two', variant: 'd', salvos: ['blue: A1 C3 E5 -> boat', 'red: A1 B1 C1 -> no hits', 'blue: A6 F1 F6 -> cruiser', 'red: A2 B2 -> no hits'], story: some },
  { name: 'the second boat hit before the first', variant: 'e', salvos: ['blue: "A1 E5 -> boat #2 1"', 'red: A1 B1 -> no hits', 'blue: "A2 C3 -> boat #2 1 sunk, raft 1 sunk"', 'red: C1 D1 -> no hits'], story: alwaysOn('boat', 0) },
  { name: 'both boats hit in one salvo, one of them sunk later', variant: 'e', salvos: ['blue: "A1 E1 -> boat #1 1, boat #2 1"', 'red: A1 B1 -> no hits', 'blue: "E2 C5 -> boat #2 1 sunk"', 'red: C1 D1 -> no hits'], story: alwaysOn('boat', 9) },
  // Pinned down, its class not told: `Sloop or Brig: A1 A2` (before, `Pinned down: none yet`).
  { name: 'a ship of one of two classes of a size sunk: its cells certain, its class not', variant: 'h', salvos: ['blue: A1 A2 -> hit, sunk', 'blue: C3 -> miss'], story: { some: (fits) => fits.every((l) => l.some((s) => s.cells.join() === '0,5')) && new Set(fits.map((l) => l.find((s) => s.cells.join() === '0,5')!.classIndex)).size === 2 } },
  { name: 'both ships of two classes of a size sunk: the layout is certain, the classes swap', variant: 'h', salvos: ['blue: A1 A2 -> hit, sunk', 'blue: E4 E5 -> hit, sunk'], story: { some: (fits) => fits.length === 2 } },
  { name: "red's salvo of one: a ship sunk", variant: 'f', salvos: ['blue: A1 B1 -> boat 2 sunk', 'red: A1 -> no hits', 'blue: D3 -> cruiser 1', 'red: B1 -> no hits'], story: alwaysOn('boat', 1) },
];

let dir: string;
const variants = new Map<string, Variant>();

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'salvo-odd-histories-'));
  for (const [id, text] of Object.entries(VARIANTS)) {
    writeFileSync(join(dir, `${id}.yaml`), text);
    const r = readVariantText(text, `${id}.yaml`);
    if (!r.ok) throw new Error(`variant ${id}: ${JSON.stringify(r)}`);
    variants.set(id, r.value);
  }
  CASES.forEach((c, i) => writeFileSync(join(dir, `g${i}.yaml`), `variant: ./${c.variant}.yaml\nsalvos:\n${c.salvos.map((s) => `  - ${s}\n`).join('')}`));
});

/** A chance as the chart writes it (exact counts): `·` none, `■` certain, else a whole percentage. */
function percent(p: number): string {
  if (p <= 0) return '·';
  if (p >= 1) return '■';
  if (p < 0.005) return '<1';
  if (p > 0.995) return '>99';
  return String(Math.round(p * 100));
}

interface Json {
  exact: boolean;
  count: string;
  marginal: number[][];
  classMarginal: Record<string, number[][]>;
  pinned: { classId: string; cells: string[] }[];
  pinnedEither?: { classIds: string[]; cells: string[] }[];
}

describe('infer on odd announcement histories, beside the brute force', () => {
  it.each(CASES.map((c, i) => [c.name, i] as const))('%s', async (_name, i) => {
    const c = CASES[i]!;
    const v = variants.get(c.variant)!;
    const file = `g${i}.yaml`;
    const text = `variant: ./${c.variant}.yaml\nsalvos:\n${c.salvos.map((s) => `  - ${s}\n`).join('')}`;
    const parsed = parseRecord(text, v, { file });
    expect(parsed.diagnostics.filter((d) => d.severity === 'error'), text).toEqual([]);
    const turns = parsed.record.salvos;
    // Up to blue's `after`-th salvo, or the whole record.
    let upTo = turns.length;
    if (c.after !== undefined) {
      let k = 0;
      upTo = turns.findIndex((t) => t.side === 'blue' && ++k === c.after) + 1;
    }
    const evidence = evidenceOf(v, turns, 'red', upTo);
    const fits = bruteLayouts(v).filter((l) => consistent(v, l, evidence));
    await breathe();
    const fired = new Set(evidence.salvos.flatMap((s) => s.cells));
    // The story the record tells is the brute force's.
    if (c.story === 'none') expect(fits).toHaveLength(0);
    else if (c.story === 'one') expect(fits).toHaveLength(1);
    else {
      expect(fits.length).toBeGreaterThan(1);
      expect(c.story.some(fits, fired, v)).toBe(true);
    }
    const N = v.board.rows * v.board.columns;
    const any = new Array<number>(N).fill(0);
    const byClass = v.fleet.map(() => new Array<number>(N).fill(0));
    for (const l of fits) for (const s of l) for (const x of s.cells) {
      any[x]!++;
      byClass[s.classIndex]![x]!++;
    }
    const chance = (x: number): number => (fits.length === 0 ? 0 : any[x]! / fits.length);
    // Pinned: a placement of a class in every layout that fits.
    const placements = new Map<string, { classId: string; cells: readonly number[]; n: number }>();
    for (const l of fits) for (const s of l) {
      const key = `${s.classIndex}:${s.cells.join(',')}`;
      const p = placements.get(key) ?? { classId: v.fleet[s.classIndex]!.id, cells: s.cells, n: 0 };
      placements.set(key, { ...p, n: p.n + 1 });
    }
    const pinned = fits.length === 0 ? [] : [...placements.values()].filter((p) => p.n === fits.length).map((p) => `${p.classId}: ${p.cells.map((x) => formatCell(x, v.board)).join(' ')}`).sort();
    // Pinned, its class not: cells a ship holds in every layout that fits, of classes that differ from layout to layout.
    const held = new Map<string, { cells: readonly number[]; n: number; classes: Set<number> }>();
    for (const l of fits) for (const s of l) {
      const key = s.cells.join(',');
      const h = held.get(key) ?? { cells: s.cells, n: 0, classes: new Set<number>() };
      h.classes.add(s.classIndex);
      held.set(key, { ...h, n: h.n + 1 });
    }
    const either = fits.length === 0 ? [] : [...held.values()].filter((h) => h.n === fits.length && h.classes.size > 1).map((h) => ({ classIds: [...h.classes].sort((a, b) => a - b).map((k) => v.fleet[k]!.id), cells: h.cells.map((x) => formatCell(x, v.board)) }));
    const args = ['infer', file, '--target', 'red', ...(c.after !== undefined ? ['--after', String(c.after)] : [])];

    // --json: the count, every chance, the ships pinned.
    const j = await runSalvo(dir, [...args, '--json']);
    expect(j.code, j.stderr).toBe(fits.length === 0 ? 1 : 0);
    const doc = JSON.parse(j.stdout) as Json;
    expect(doc.exact).toBe(true);
    expect(doc.count).toBe(String(fits.length));
    doc.marginal.flat().forEach((p, x) => expect(Math.abs(p - chance(x)), `cell ${formatCell(x, v.board)}`).toBeLessThan(1e-12));
    v.fleet.forEach((cls, k) => doc.classMarginal[cls.id]!.flat().forEach((p, x) => expect(Math.abs(p - (fits.length === 0 ? 0 : byClass[k]![x]! / fits.length)), `${cls.id} on ${formatCell(x, v.board)}`).toBeLessThan(1e-12)));
    expect(doc.pinned.map((p) => `${p.classId}: ${p.cells.join(' ')}`).sort()).toEqual(pinned);
    expect(doc.pinnedEither ?? []).toEqual(either);

    // The text a player reads.
    const t = await runSalvo(dir, [...args, '--lang', 'en']);
    expect(t.code).toBe(j.code);
    const lines = t.stdout.split('\n');
    if (fits.length === 0) {
      expect(lines[2]).toMatch(/^Consistent layouts: 0 — no legal fleet could have produced these announcements/u);
      expect(t.stdout).not.toContain('Chance of');
      return;
    }
    expect(lines[2]).toMatch(new RegExp(`^Consistent layouts: ${fits.length.toLocaleString('en-US')} \\(exact, \\d+\\.\\d\\d s\\)$`, 'u'));
    // Every cell of the chart: a shot's outcome told (per shot), or proven by the count; its chance where not.
    const perShot = v.report.timing === 'per-shot';
    const expected = (x: number): string => {
      const p = chance(x);
      if (fired.has(x) && p >= 1) return 'X';
      if (fired.has(x) && p <= 0) return 'o';
      return fired.has(x) && !perShot ? `${percent(p)}*` : percent(p);
    };
    const top = lines.findIndex((l) => l === 'Chance of any ship per cell (%)');
    expect(top).toBeGreaterThan(0);
    for (let r = 0; r < v.board.rows; r++) {
      const cells = lines[top + 2 + r]!.trim().split(/\s+/u).slice(1);
      expect(cells, lines[top + 2 + r]).toEqual(Array.from({ length: v.board.columns }, (_, col) => expected(r * v.board.columns + col)));
    }
    // The ships pinned, by class name.
    const name = (id: string): string => v.fleet.find((k) => k.id === id)!.name['en']!;
    const shown = lines.slice(lines.findIndex((l) => l.startsWith('Pinned down')) + 1).filter((l) => l.startsWith('  ')).map((l) => l.trim()).sort();
    expect(shown).toEqual([...pinned.map((p) => p.replace(/^(\w+)/u, (id) => name(id))), ...either.map((e) => `${e.classIds.map(name).join(' or ')}: ${e.cells.join(' ')}`)].sort());
    if (pinned.length === 0 && either.length === 0) expect(lines).toContain('Pinned down: none yet');
    // The most likely cells not fired at: the likeliest first, each with its chance.
    const open = Array.from({ length: N }, (_, x) => x).filter((x) => !fired.has(x) && chance(x) > 0).sort((a, b) => chance(b) - chance(a) || a - b).slice(0, 8);
    const likely = lines.find((l) => l.startsWith('Most likely cells not yet fired at: '));
    if (open.length === 0) expect(likely).toBeUndefined();
    else expect(likely).toBe(`Most likely cells not yet fired at: ${open.map((x) => `${formatCell(x, v.board)} ${(chance(x) * 100).toFixed(1)}%`).join(', ')}`);
  });
});
