/**
 * `salvo infer --json` and `salvo count --json` on random small games beside the brute force
 * (./brute.ts): a random variant each (a board of 5×5 to 7×7, one to three classes of straight
 * ships or small shapes, one or two of each, any spacing, diagonal ships now and then, every report
 * model, a constant salvo, one that shrinks with damage or one per ship afloat, another shot on a
 * hit), a random legal game of it (src/rules/generate.ts), written as a player writes it: honestly,
 * or with one announcement changed (a hit said a miss, a miss a hit, an entry left out or added:
 * where the salvo is constant, so that the sizes stay the rules'), or with one cell garbled. For
 * each side, at several points (`--after n`, `--after <side>:n`), with `--class` now and then, the
 * count must be the brute force's exactly and every chance (per cell, per class) within 1e-12; the
 * brute force's evidence is built here from the turns as written, not by src/inference/from-record.ts.
 * Where no layout fits, infer must say so (exit 1). With a garbled cell, the evidence may only be
 * weaker: every layout the game as played fits is still counted. The seeds are fixed: the same
 * games on every run: about 320 positions of 18 variants (30 to 5,500 layouts each).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { createRng, randomInt, type Rng } from '../../src/core/rng.js';
import type { Announcement } from '../../src/rules/announcement.js';
import type { GameRecord } from '../../src/record/model.js';
import { replayRecord } from '../../src/record/game.js';
import { writeRecord } from '../../src/record/write.js';
import { playRandomGame } from '../../src/rules/generate.js';
import type { Variant } from '../../src/variant/model.js';
import { readVariantText } from '../../src/variant/parse.js';
import { breathe } from '../helpers/breathe.js';
import { runSalvo } from '../helpers/cli.js';
import { bruteInfer, bruteLayouts, consistent, type BruteShip } from './brute.js';
import { editLine, evidenceOf, indexOfNth } from './turn-evidence.js';

const REPORTS = [
  { timing: 'per-shot', sunk: 'plain', hitClass: false },
  { timing: 'per-shot', sunk: 'with-class', hitClass: true },
  { timing: 'per-shot', sunk: 'none', hitClass: false },
  { timing: 'per-salvo', by: 'class', counts: true, sunk: true },
  { timing: 'per-salvo', by: 'class', counts: false, sunk: true },
  { timing: 'per-salvo', by: 'class', counts: false, sunk: false },
  { timing: 'per-salvo', by: 'ship', counts: true, sunk: false },
  { timing: 'per-salvo', by: 'ship', counts: false, sunk: true },
] as const;

const SHAPES = [
  [[0, 0], [1, 0], [1, 1]],
  [[0, 0], [0, 1], [1, 0], [1, 1]],
];

const pick = <T,>(rng: Rng, xs: readonly T[]): T => xs[randomInt(rng, xs.length)]!;

/** A random variant file's spec from `seed`. */
function randomSpec(seed: number): Record<string, unknown> {
  const rng = createRng(`variant:${seed}`);
  const rows = 5 + randomInt(rng, 3);
  const columns = 5 + randomInt(rng, 3);
  const report = REPORTS[seed % REPORTS.length]!;
  const classes = 1 + randomInt(rng, 3);
  const fleet = Array.from({ length: classes }, (_, i) => {
    const shape = randomInt(rng, 6) === 0 ? pick(rng, SHAPES) : undefined;
    return { id: `c${i}`, name: `Class ${i}`, ...(shape !== undefined ? { shape } : { size: 1 + randomInt(rng, 3) }), count: 1 + (randomInt(rng, 3) === 0 ? 1 : 0) };
  });
  const salvo = pick(rng, [
    { kind: 'constant', shots: report.timing === 'per-shot' ? 1 : 2 },
    { kind: 'constant', shots: 3 },
    { kind: 'damage', shots: 3, steps: [{ damage: 2, shots: 2 }, { damage: 4, shots: 1 }] },
    { kind: 'ships-afloat', perShip: 1 },
  ]);
  const extraShotOnHit = report.timing === 'per-shot' && salvo.kind === 'constant' && salvo.shots === 1 && randomInt(rng, 2) === 0;
  return {
    id: `random-${seed}`,
    languages: ['en'],
    name: `Random ${seed}`,
    board: { rows, columns, columnLabels: 'letters', rowLabels: 'numbers' },
    fleet,
    placement: { spacing: pick(rng, ['may-touch', 'no-side-contact', 'no-contact']), diagonal: randomInt(rng, 4) === 0 },
    turns: { salvo, extraShotOnHit },
    report,
    words: { en: { miss: 'miss', hit: 'hit', sunk: 'sunk', noHits: 'no hits', ownChart: 'Mine', enemyChart: 'Theirs' } },
  };
}

function variantOf(text: string): Variant | undefined {
  const r = readVariantText(text, 'v.yaml');
  return r.ok ? r.value : undefined;
}

/** The announcement changed: one shot's result turned (a hit a miss, a miss a hit), or one entry of a salvo's left out, or one added. */
function changed(variant: Variant, a: Announcement, rng: Rng): Announcement {
  if (a.kind === 'per-shot') {
    const j = randomInt(rng, a.shots.length);
    return { kind: 'per-shot', shots: a.shots.map((s, i) => (i !== j ? s : s.result === 'miss' ? { result: 'hit' } : { result: 'miss' })) };
  }
  if (a.hits.length > 0 && randomInt(rng, 2) === 0) {
    const j = randomInt(rng, a.hits.length);
    return { kind: 'per-salvo', hits: a.hits.filter((_, i) => i !== j) };
  }
  const rep = variant.report;
  const free = variant.fleet.map((c, k) => k).filter((k) => !a.hits.some((h) => h.classId === variant.fleet[k]!.id));
  if (free.length === 0 || rep.timing !== 'per-salvo') return a;
  const k = pick(rng, free);
  const entry = { classId: variant.fleet[k]!.id, ...(rep.by === 'ship' ? { ship: 0 } : {}), ...(rep.counts ? { count: 1 } : {}) };
  const hits = [...a.hits, entry].sort((x, y) => variant.fleet.findIndex((c) => c.id === x.classId) - variant.fleet.findIndex((c) => c.id === y.classId) || (x.ship ?? 0) - (y.ship ?? 0));
  return { kind: 'per-salvo', hits };
}

interface Json {
  after: number;
  exact: boolean;
  readings?: string;
  count: string;
  marginal: number[][];
  classMarginal: Record<string, number[][]>;
}

type Kind = 'honest' | 'dishonest' | 'garbled';
const SEEDS = Array.from({ length: 24 }, (_, i) => i + 1);

describe('infer and count on random small games, beside the brute force', () => {
  it.each(SEEDS)('variant %i', async (seed) => {
    const text = stringify(randomSpec(seed));
    const variant = variantOf(text);
    expect(variant, text).toBeDefined();
    if (variant === undefined) return;
    const layouts = bruteLayouts(variant);
    // Too many layouts for the brute force to go through quickly: another seed's variant.
    if (layouts.length > 6000 || layouts.length === 0) return;
    const dir = mkdtempSync(join(tmpdir(), 'salvo-random-game-'));
    writeFileSync(join(dir, 'v.yaml'), text);
    const counted = await runSalvo(dir, ['count', 'v.yaml', '--json']);
    expect(counted.code, counted.stderr).toBe(0);
    expect((JSON.parse(counted.stdout) as { count: string }).count).toBe(String(layouts.length));
    const [a, b] = variant.turns.sides;
    const constant = variant.turns.salvo.kind === 'constant';
    let compared = 0;
    for (const kind of ['honest', 'dishonest', 'garbled'] as Kind[]) {
      if (kind === 'dishonest' && !constant) continue;
      const rng = createRng(`game:${seed}:${kind}`);
      const game = playRandomGame(variant, `${seed}:${kind}`, { maxTurns: 8 + randomInt(rng, 8) });
      const played = game.turns;
      if (played.length < 3) continue;
      const mid = 1 + randomInt(rng, played.length - 2);
      const written = played.map((t, i) => (kind === 'dishonest' && i === mid ? { ...t, announcement: changed(variant, t.announcement!, rng) } : t));
      const record: GameRecord = { variant: './v.yaml', sides: [{ id: a!.id }, { id: b!.id }], fleets: {}, salvos: written.map((t) => ({ side: t.side, cells: t.cells, announcement: t.announcement })) };
      let recordText = writeRecord(record, variant);
      if (kind === 'garbled') recordText = editLine(recordText, mid, (l) => l.replace(/: ("?)(\S)[^\s"]*/u, ': $1$2?'));
      const name = `g-${kind}.yaml`;
      writeFileSync(join(dir, name), recordText);
      // A changed announcement may end the game early: the salvos after the end are left out, as check reads the record.
      const over = replayRecord(record, variant).states.findIndex((st) => st.over);
      const read = kind === 'dishonest' && over >= 0 ? written.slice(0, over) : written;
      for (const side of [a!, b!]) {
        const target = side.id;
        const shooter = target === a!.id ? b!.id : a!.id;
        const against = read.filter((t) => t.side === shooter).length;
        const asks: { args: string[]; upTo: number }[] = [{ args: [], upTo: read.length }];
        for (let n = 1 + randomInt(rng, 2); n <= against; n += 2 + randomInt(rng, 2)) {
          const at = indexOfNth(read, shooter, n);
          asks.push(randomInt(rng, 2) === 0 ? { args: ['--after', String(n)], upTo: at + 1 } : { args: ['--after', `${shooter}:${n}`], upTo: at + 1 });
        }
        for (const ask of asks) {
          const classId = randomInt(rng, 3) === 0 ? pick(rng, variant.fleet).id : undefined;
          const args = ['infer', name, '--target', target, '--json', ...ask.args, ...(classId !== undefined ? ['--class', classId] : [])];
          const where = `seed ${seed} (${kind}): salvo ${args.join(' ')}\n${text}\n${recordText}`;
          const evidence = evidenceOf(variant, kind === 'garbled' ? played : read, target, ask.upTo);
          const slow = bruteInfer(variant, evidence, layouts);
          const r = await runSalvo(dir, args);
          compared++;
          if (slow.count === 0n && kind === 'dishonest') {
            expect(r.code, `${where}\n${r.stdout}${r.stderr}`).toBe(1);
            continue;
          }
          expect(r.code, `${where}\n${r.stderr}`).toBe(0);
          const j = JSON.parse(r.stdout) as Json;
          const m = j.marginal.flat();
          // Exact, but where an unread cell's readings were loosened to a wider set (said so).
          expect(j.exact, where).toBe(j.readings !== 'superset');
          if (kind === 'garbled' && ask.upTo > mid) {
            // Weaker, never wrong: every layout the game as played fits still counted.
            expect(BigInt(j.count) >= slow.count, where).toBe(true);
            const fits = layouts.filter((l: BruteShip[]) => consistent(variant, l, evidence));
            for (const l of fits) for (const s of l) for (const c of s.cells) expect(m[c]!, `${where}: cell ${c}`).toBeGreaterThan(0);
            continue;
          }
          expect(j.after, `${where}\n${r.stderr}`).toBe(evidence.salvos.length);
          expect(j.count, where).toBe(String(slow.count));
          m.forEach((p, c) => expect(Math.abs(p - slow.marginal[c]!), `${where}: cell ${c}`).toBeLessThan(1e-12));
          for (const [id, g] of Object.entries(j.classMarginal)) g.flat().forEach((p, c) => expect(Math.abs(p - slow.classMarginal[id]![c]!), `${where}: ${id} cell ${c}`).toBeLessThan(1e-12));
          await breathe();
        }
      }
    }
    expect(compared).toBeGreaterThan(0);
  });
});
