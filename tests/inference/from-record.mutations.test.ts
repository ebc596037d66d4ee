/**
 * A salvo the target fired short because nothing more was open to it: the board had fewer cells
 * left than it was owed, or the shot limit fewer shots. Its size then says the target was owed at
 * least that many, not exactly that many: the referee finds no conflict, and the count is the
 * one the announcements give, as the brute force says.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { infer } from '../../src/inference/engine.js';
import { evidenceFromRecord } from '../../src/inference/from-record.js';
import { conflictAgainst, impossibleAnnouncements, refereedEvidence } from '../../src/inference/record-check.js';
import { replayRecord, setupOf } from '../../src/record/game.js';
import type { GameRecord, RecordedSalvo } from '../../src/record/model.js';
import { parseRecord } from '../../src/record/parse.js';
import { refereeRecord } from '../../src/record/referee.js';
import { owedShots } from '../../src/rules/salvo-size.js';
import type { Variant } from '../../src/variant/model.js';
import { GUNS_VARIANT_FILE, gunsVariant } from '../helpers/guns-variant.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { bruteInfer } from './brute.js';

/** Three shots a salvo, one once hit; red fires first; hits told by class, with counts. */
function damageVariant(rows: number, columns: number, shotLimit: number | null): Variant {
  const base = makeVariant();
  return makeVariant({
    rows,
    columns,
    fleet: [shipClass('two', 2)],
    placement: { diagonal: false, spacing: 'may-touch' },
    report: { timing: 'per-salvo', by: 'class', counts: true, sunk: false },
    turns: { ...base.turns, first: 'red', shotLimit, salvo: { kind: 'damage', shots: 3, steps: [{ damage: 1, shots: 1 }], countProtected: false } },
  });
}

const noHits = { kind: 'per-salvo', hits: [] } as const;
const salvo = (side: string, cells: readonly number[], announcement: RecordedSalvo['announcement'] = noHits): RecordedSalvo => ({ side, cells, announcement });

/** Red fires 3, 3 and then `last` (announced `lastSaid`); blue fires 3 and 3 between; red is not hit. */
function game(variant: Variant, last: readonly number[], lastSaid: RecordedSalvo['announcement'] = noHits): GameRecord {
  return {
    variant: variant.id,
    sides: [{ id: 'blue' }, { id: 'red' }],
    fleets: {},
    salvos: [salvo('red', [0, 1, 2]), salvo('blue', [0, 1, 2]), salvo('red', [3, 4, 5]), salvo('blue', [3, 4, 5]), salvo('red', last, lastSaid)],
  };
}

function expectOwedAtLeast(variant: Variant, record: GameRecord): void {
  const replay = replayRecord(record, variant);
  // The rules let red fire its last salvo short: it had no more open to it.
  expect(replay.violations).toEqual([]);
  expect(impossibleAnnouncements(record, variant).breaches).toEqual([]);
  const before = replayRecord({ ...record, salvos: record.salvos.slice(0, -1) }, variant).states.at(-1)!;
  const owed = owedShots(setupOf(record, variant), before, 'red');
  const last = record.salvos.at(-1)!.cells.length;
  expect(owed).toEqual({ min: last, max: last });
  // Undamaged, red is owed 3: fewer only because the board or the limit allowed no more.
  expect(last).toBeLessThan(3);

  const evidence = evidenceFromRecord(variant, record, 'red');
  expect(evidence.ownSalvoSizes?.map((s) => s.shots)).toEqual(record.salvos.filter((s) => s.side === 'red').map((s) => s.cells.length));
  expect(conflictAgainst(variant, record, 'red')).toBeNull();
  // Red was not hit: its sizes tell nothing more than the announcements do.
  const count = infer(variant, evidence).count;
  expect(count).toBe(bruteInfer(variant, evidence).count);
  expect(count).toBe(bruteInfer(variant, { ...evidence, ownSalvoSizes: [] }).count);
  expect(count).toBeGreaterThan(0n);
}

describe('a salvo the target fired short', () => {
  it('because the board had fewer cells open than it was owed', () => {
    // Two by four: after 3 and 3, two cells are open to red, where blue's ship is.
    const v = damageVariant(2, 4, null);
    expectOwedAtLeast(v, game(v, [6, 7], { kind: 'per-salvo', hits: [{ classId: 'two', count: 2 }] }));
  });

  it('because the shot limit left fewer shots than it was owed', () => {
    // A limit of 7: after 3 and 3, one shot is left to red, on a board with ten cells open.
    const v = damageVariant(4, 4, 7);
    expectOwedAtLeast(v, game(v, [6]));
  });
});

describe('sizes the referee leaves out of the evidence', () => {
  it('names as wrong only a size the referee finds wrong, not one with a cell that cannot be read', () => {
    const text = (red2: string): string => `variant: g\nsalvos:\n  - blue: A1 B1 C1 D1 E1 A2 -> no hits\n  - red: A1 B1 C1 D1 E1 A2 -> no hits\n  - blue: B2 C2 D2 E2 A3 B3 -> no hits\n  - red: ${red2} -> no hits\n`;
    // Each side, not hit, is owed 6 shots: 3 is a wrong size; 5 with a sixth that cannot be read is not judged.
    const wrong = parseRecord(text('B2 C2 D2'), gunsVariant);
    const unread = parseRecord(text('B2 C2 D2 E2 A3 ??'), gunsVariant);
    expect(refereeRecord(wrong, gunsVariant).breaches.map((b) => [b.code, b.salvo])).toEqual([['wrong-salvo-size', 4]]);
    expect(refereeRecord(unread, gunsVariant).breaches.map((b) => b.code)).toEqual(['cell-unreadable']);
    const a = refereedEvidence(wrong.record, gunsVariant, 'red', { sources: wrong.sources });
    const b = refereedEvidence(unread.record, gunsVariant, 'red', { sources: unread.sources });
    // Neither size is evidence; only the wrong one is said to be left out for being wrong.
    expect(a.evidence.ownSalvoSizes?.map((s) => s.shots)).toEqual([6]);
    expect(b.evidence.ownSalvoSizes?.map((s) => s.shots)).toEqual([6]);
    expect(a.sizesLeftOut).toEqual([3]);
    expect(b.sizesLeftOut).toEqual([]);
  });
});

describe('a salvo at the target with no announcement yet', () => {
  it('ends what infer reads: the last salvo it names is the one before it', async () => {
    const lines = ['blue: A1 B1 C1 D1 A2 B2 -> cruiser 5', 'red: A1 B1 -> no hits', 'blue: E1 E2 C2 D2 E3 A3'];
    const dir = mkdtempSync(join(tmpdir(), 'salvo-pending-'));
    writeFileSync(join(dir, 'g.yaml'), GUNS_VARIANT_FILE);
    writeFileSync(join(dir, 'r.yaml'), `variant: ./g.yaml\nsalvos:\n${lines.map((l) => `  - ${l}\n`).join('')}`);
    const m = memoryIO('', {}, dir);
    expect(await main(['node', 'salvo', 'infer', 'r.yaml', '--target', 'red', '--json'], m.io)).toBe(0);
    const pending = lines.findIndex((l) => l.startsWith('blue:') && !l.includes('->'));
    const before = lines[pending - 1]!;
    const side = before.slice(0, before.indexOf(':'));
    expect((JSON.parse(m.stdout) as { lastSalvo: unknown }).lastSalvo).toEqual({ salvo: pending, side, sideSalvo: lines.slice(0, pending).filter((l) => l.startsWith(`${side}:`)).length });
  });
});

describe('a constant salvo', () => {
  it('tells nothing of the fleet by its size, even one the rules find wrong', () => {
    const v = makeVariant({ rows: 3, columns: 3, fleet: [shipClass('two', 2)], placement: { diagonal: false, spacing: 'may-touch' } });
    const record = { sides: [{ id: 'blue' }, { id: 'red' }] as const, salvos: [salvo('blue', [0], { kind: 'per-shot', shots: [{ result: 'miss' }] }), salvo('red', [0, 1], null)] };
    const evidence = evidenceFromRecord(v, record, 'red');
    expect(evidence.ownSalvoSizes ?? []).toEqual([]);
    expect(infer(v, evidence).count).toBe(bruteInfer(v, { salvos: evidence.salvos }).count);
  });
});
