/**
 * `salvo infer --json` and `salvo count` on the example variants (examples/variants/*.yaml), each
 * cut down to a board of at most 7×7 and a few of its ships, beside the brute force
 * (./brute.ts): what the property tests (positions.ts, designer-positions.test.ts) draw only as
 * evidence handed to the engine, here through the whole command, from a record written as a
 * player writes it. Decoys and a hospital ship whose hit costs a turn (a side then fires twice
 * running), Greek polyominoes with a hit earning another shot, Cyrillic columns over Roman rows,
 * hits-only answers with no sinking told, rows labelled AA…, diagonal ships with guns lost to
 * damage and per-salvo counts by class, hits counted ship by ship under a damage ladder with a
 * shot limit. Each record is a random legal game (src/rules/generate.ts), four a variant: its
 * fleets revealed or not, and one salvo in the middle left unread, its announcement unreadable, or
 * one of its cells unreadable (there the oracle is the game as played, and the command's evidence
 * may only be weaker: every layout it fits still counted). For each side, at several points
 * (`--after n` and `--after <side>:n`, the target's own salvo too), with `--class` now and then,
 * the count must be the brute force's exactly and every chance (per cell, per class) within 1e-12. The brute force's evidence is built here from the
 * game's turns, not by src/inference/from-record.ts. Invariants besides: the chances sum to the
 * fleet's cells, a cell announced hit has chance 1, one announced miss 0, and the revealed fleet
 * (the game's true one) fits. About 500 positions in all (2,900 to 80,000 layouts a variant).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import type { GameRecord } from '../../src/record/model.js';
import { writeRecord } from '../../src/record/write.js';
import { playRandomGame } from '../../src/rules/generate.js';
import type { Variant } from '../../src/variant/model.js';
import { readVariantText } from '../../src/variant/parse.js';
import { breathe } from '../helpers/breathe.js';
import { runSalvo } from '../helpers/cli.js';
import { bruteInfer, bruteLayouts, consistent, type BruteShip } from './brute.js';
import { editLine, evidenceOf, indexOfNth } from './turn-evidence.js';

const EXAMPLES = join(import.meta.dirname, '..', '..', 'examples', 'variants');

interface Cut {
  readonly file: string;
  readonly rows: number;
  readonly columns: number;
  /** The classes kept (by id), with what is changed in each. */
  readonly fleet: Readonly<Record<string, Record<string, unknown>>>;
  /** Other changes to the variant's top-level fields, merged in. */
  readonly turns?: Record<string, unknown>;
}

const CUTS: readonly Cut[] = [
  { file: 'decoys.yaml', rows: 5, columns: 5, fleet: { cruiser: {}, hospital: {}, decoy: {} } },
  { file: 'greek-tetris.yaml', rows: 6, columns: 6, fleet: { plus: {}, tee: {}, bar: { count: 1 } } },
  { file: 'kirill-12.yaml', rows: 7, columns: 6, fleet: { kreiser: { count: 1 }, esminets: { count: 1 }, kater: { count: 1 } } },
  { file: 'little-fleet.yaml', rows: 6, columns: 6, fleet: { boat: {}, ship: {}, raft: {} } },
  { file: 'ocean-26.yaml', rows: 7, columns: 7, fleet: { destroyer: { count: 1 }, submarine: { count: 2 } }, turns: { salvo: { kind: 'constant', shots: 3 } } },
  { file: 'skagerrak.yaml', rows: 6, columns: 6, fleet: { cruiser: { count: 1 }, tender: {}, hospital: {} } },
  {
    file: 'twin-salvo.yaml',
    rows: 6,
    columns: 6,
    fleet: { frigate: {}, cutter: { count: 1 } },
    turns: { salvo: { kind: 'damage', shots: 3, steps: [{ damage: 3, shots: 2 }, { damage: 6, shots: 1 }] }, shotLimit: 14 },
  },
];

/** Explicit labels cut to the first `n`; a keyword (letters, numbers) kept. */
function cutLabels(labels: unknown, n: number): unknown {
  if (Array.isArray(labels)) return labels.slice(0, n);
  if (typeof labels === 'string' && /\s/u.test(labels.trim())) return labels.trim().split(/\s+/u).slice(0, n).join(' ');
  return labels;
}

function cutText(cut: Cut): string {
  const doc = parse(readFileSync(join(EXAMPLES, cut.file), 'utf8')) as Record<string, unknown>;
  const board = doc.board as Record<string, unknown>;
  const fleet = (doc.fleet as Record<string, unknown>[]).filter((c) => cut.fleet[c.id as string] !== undefined).map((c) => ({ ...c, ...cut.fleet[c.id as string] }));
  const out: Record<string, unknown> = {
    ...doc,
    board: {
      ...board,
      rows: cut.rows,
      columns: cut.columns,
      ...(board.columnLabels !== undefined ? { columnLabels: cutLabels(board.columnLabels, cut.columns) } : {}),
      ...(board.rowLabels !== undefined ? { rowLabels: cutLabels(board.rowLabels, cut.rows) } : {}),
    },
    fleet,
    ...(cut.turns !== undefined ? { turns: { ...(doc.turns as Record<string, unknown>), ...cut.turns } } : {}),
  };
  return stringify(out);
}

function variantOf(text: string, file: string): Variant {
  const r = readVariantText(text, file);
  if (!r.ok) throw new Error(`${file}: ${r.diagnostics.map((d) => d.message).join('\n')}`);
  return r.value;
}

interface Json {
  target: string;
  after: number;
  exact: boolean;
  readings?: string;
  count: string;
  marginal: number[][];
  classMarginal: Record<string, number[][]>;
}

const flat = (g: readonly (readonly number[])[]): number[] => g.flat();

/**
 * How each of the four games of a variant is written: its fleets revealed or not, and one salvo in
 * the middle left unread (no announcement: the evidence against its target ends there), its
 * announcement unreadable (fired, outcome unknown), or a cell of it unreadable.
 */
type Kind = 'whole' | 'unread' | 'unreadable-announcement' | 'unreadable-cell';
const GAMES: readonly { seed: number; revealed: boolean; kind: Kind }[] = [
  { seed: 1, revealed: true, kind: 'whole' },
  { seed: 2, revealed: false, kind: 'unread' },
  { seed: 3, revealed: true, kind: 'unreadable-announcement' },
  { seed: 4, revealed: false, kind: 'unreadable-cell' },
];

describe.each(CUTS)('$file cut to $rows×$columns', (cut) => {
  const text = cutText(cut);
  const variant = variantOf(text, 'v.yaml');
  const cellsOfFleet = variant.fleet.reduce((n, c) => n + c.count * c.size, 0);

  it('is counted by `salvo count` as the brute force counts it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-example-cut-'));
    writeFileSync(join(dir, 'v.yaml'), text);
    const r = await runSalvo(dir, ['count', 'v.yaml', '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { count: string }).count).toBe(String(bruteLayouts(variant).length));
  });

  it('infers from random games what the brute force finds, at every point asked', async () => {
    const layouts = bruteLayouts(variant);
    const dir = mkdtempSync(join(tmpdir(), 'salvo-example-cut-'));
    writeFileSync(join(dir, 'v.yaml'), text);
    const [a, b] = variant.turns.sides;
    let compared = 0;
    for (const { seed, revealed, kind } of GAMES) {
      const game = playRandomGame(variant, `${cut.file}:${seed}`, { maxTurns: 16 });
      const mid = Math.floor(game.turns.length / 2);
      // The game as played (the brute force's), and as written (the command's).
      const played = game.turns;
      const written = played.map((t, i) => (kind === 'unread' && i === mid ? { ...t, announcement: null } : t));
      const record: GameRecord = {
        variant: './v.yaml',
        sides: [{ id: a.id }, { id: b.id }],
        fleets: revealed ? (game.setup.fleets as GameRecord['fleets']) : {},
        salvos: written.map((t) => ({ side: t.side, cells: t.cells, announcement: t.announcement })),
      };
      let recordText = writeRecord(record, variant);
      if (kind === 'unreadable-announcement') recordText = editLine(recordText, mid, (l) => l.replace(/->[^"]*/u, '-> [zzz 1'));
      if (kind === 'unreadable-cell') recordText = editLine(recordText, mid, (l) => l.replace(/: ("?)(\S)[^\s"]*/u, ': $1$2?'));
      const name = `g${seed}.yaml`;
      writeFileSync(join(dir, name), recordText);
      for (const side of [a, b]) {
        const target = side.id;
        const shooter = target === a.id ? b.id : a.id;
        const truth: BruteShip[] = game.setup.fleets[target]!.map((s) => ({ classIndex: s.classIndex, cells: s.cells }));
        // Where the evidence against the target ends: at a salvo at it left unread.
        const stop = kind === 'unread' && played[mid]!.side === shooter ? mid : played.length;
        // The salvo whose outcome is not known: in the evidence with no announcement.
        const unknown = kind === 'unreadable-announcement' && played[mid]!.side === shooter ? mid : -1;
        const mended = kind === 'unreadable-cell';
        const read = played.slice(0, stop).map((t, i) => (i === unknown ? { ...t, announcement: null } : t));
        const against = read.filter((t) => t.side === shooter).length;
        const ownSalvos = read.filter((t) => t.side === target).length;
        // The points asked: everything, after n at it, after the shooter's n-th, after the target's own n-th.
        const asks: { args: string[]; upTo: number }[] = [{ args: [], upTo: read.length }];
        for (let n = 1; n <= against; n += 3) {
          const at = indexOfNth(read, shooter, n);
          asks.push({ args: ['--after', String(n)], upTo: at + 1 });
          asks.push({ args: ['--after', `${shooter}:${n}`], upTo: at + 1 });
        }
        for (let n = 2; n <= ownSalvos; n += 4) asks.push({ args: ['--after', `${target}:${n}`], upTo: indexOfNth(read, target, n) + 1 });
        for (const [i, ask] of asks.entries()) {
          const classId = i % 3 === 1 ? variant.fleet[i % variant.fleet.length]!.id : undefined;
          const args = ['infer', name, '--target', target, '--json', ...ask.args, ...(classId !== undefined ? ['--class', classId] : [])];
          const r = await runSalvo(dir, args);
          const where = `${cut.file} seed ${seed} (${kind}): salvo ${args.join(' ')}`;
          expect(r.code, `${where}\n${r.stderr}`).toBe(0);
          const j = JSON.parse(r.stdout) as Json;
          const evidence = evidenceOf(variant, read, target, ask.upTo);
          const slow = bruteInfer(variant, evidence, layouts);
          const m = flat(j.marginal);
          // Exact, but where an unread cell's readings were loosened to a wider set (said so).
          expect(j.exact, where).toBe(j.readings !== 'superset');
          if (j.readings === 'superset') expect(mended && ask.upTo > mid, where).toBe(true);
          expect(j.after, where).toBe(evidence.salvos.length);
          expect(Object.keys(j.classMarginal).sort(), where).toEqual(classId !== undefined ? [classId] : variant.fleet.map((c) => c.id).sort());
          expect(consistent(variant, truth, evidence), where).toBe(true);
          for (const ship of truth) for (const c of ship.cells) expect(m[c]!, `${where}: true ship at ${c}`).toBeGreaterThan(0);
          if (mended && ask.upTo > mid) {
            // A cell that could not be read makes the evidence weaker, never wrong: every layout
            // the game as played fits is still counted, every cell one of them takes still possible.
            expect(BigInt(j.count) >= slow.count, where).toBe(true);
            m.forEach((p, c) => { if (slow.marginal[c]! > 0) expect(p, `${where}: cell ${c}`).toBeGreaterThan(0); });
            compared++;
            continue;
          }
          expect(j.count, where).toBe(String(slow.count));
          m.forEach((p, c) => expect(Math.abs(p - slow.marginal[c]!), `${where}: cell ${c}`).toBeLessThan(1e-12));
          for (const [id, g] of Object.entries(j.classMarginal)) flat(g).forEach((p, c) => expect(Math.abs(p - slow.classMarginal[id]![c]!), `${where}: ${id} cell ${c}`).toBeLessThan(1e-12));
          // Invariants: the chances sum to the fleet's cells; a cell announced hit is 1, one first announced a miss 0.
          expect(Math.abs(m.reduce((s, p) => s + p, 0) - cellsOfFleet), where).toBeLessThan(1e-9);
          const before = new Set<number>();
          for (const s of evidence.salvos) {
            if (s.announcement?.kind === 'per-shot') {
              s.announcement.shots.forEach((shot, k) => {
                const c = s.cells[k]!;
                if (shot.result !== 'miss') expect(m[c], `${where}: hit at ${c}`).toBe(1);
                else if (!before.has(c)) expect(m[c], `${where}: miss at ${c}`).toBe(0);
              });
            }
            for (const c of s.cells) before.add(c);
          }
          compared++;
          await breathe();
        }
      }
    }
    expect(compared).toBeGreaterThan(10);
  });
});
