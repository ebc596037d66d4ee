/**
 * Four variants a designer wrote and played end to end (tests/variant/fixtures/designer: a hospital
 * ship on a board numbered upwards, diagonal ships, Cyrillic polyominoes, hits told ship by ship),
 * each small enough for the brute-force enumerator (./brute.ts): `salvo count`'s figure, the
 * referee on random legal games, and the exact posterior after every few salvos of those games,
 * for both sides, against the enumerator replaying the same announcements.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countLayouts, infer } from '../../src/inference/engine.js';
import { evidenceFromRecord } from '../../src/inference/from-record.js';
import { checkGame } from '../../src/rules/check.js';
import { playRandomGame } from '../../src/rules/generate.js';
import type { Variant } from '../../src/variant/model.js';
import { readVariantText } from '../../src/variant/parse.js';
import { runSalvo } from '../helpers/cli.js';
import { bruteInfer, bruteLayouts } from './brute.js';

const FIXTURES = join(import.meta.dirname, '..', 'variant', 'fixtures', 'designer');
const NAMES = ['szpital.yaml', 'ukosy.yaml', 'tetris-ru.yaml', 'by-ship.yaml'];

function load(name: string): { text: string; variant: Variant } {
  const text = readFileSync(join(FIXTURES, name), 'utf8');
  const r = readVariantText(text, name);
  if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  return { text, variant: r.value };
}

describe.each(NAMES)('designer variant %s', (name) => {
  const { text, variant } = load(name);
  const layouts = bruteLayouts(variant);

  it('is counted as the brute-force enumerator counts it, by the engine and by `salvo count`', async () => {
    expect(layouts.length).toBeGreaterThan(100);
    expect(countLayouts(variant)).toBe(BigInt(layouts.length));
    const dir = mkdtempSync(join(tmpdir(), 'salvo-designer-'));
    writeFileSync(join(dir, name), text);
    const out = await runSalvo(dir, ['count', name]);
    expect(out.code).toBe(0);
    // The figure as the variant's first language writes it (`16,744`; `16 744` in Russian).
    const figure = new RegExp(`^${variant.id}: ([\\d,\\s]+\\d) `, 'u').exec(out.stdout)?.[1];
    expect(figure?.replace(/\D/gu, '')).toBe(String(layouts.length));
  });

  it('referees random legal games without a breach, and infers from them what the enumerator finds', () => {
    let compared = 0;
    for (const seed of [1, 2]) {
      const game = playRandomGame(variant, seed, { maxTurns: 24 });
      expect(checkGame(game.setup, game.turns)).toEqual([]);
      const sides = variant.turns.sides.map((s) => ({ id: s.id }));
      for (let k = 2; k <= game.turns.length; k += 5) {
        const record = { sides: [sides[0]!, sides[1]!] as const, salvos: game.turns.slice(0, k).map((t) => ({ side: t.side, cells: t.cells, announcement: t.announcement })) };
        for (const { id } of sides) {
          const evidence = evidenceFromRecord(variant, record, id);
          const exact = infer(variant, evidence);
          const brute = bruteInfer(variant, evidence, layouts);
          expect(exact.exact).toBe(true);
          expect(exact.count).toBe(brute.count);
          exact.marginal.forEach((p, cell) => expect(p).toBeCloseTo(brute.marginal[cell]!, 9));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(4);
  });
});
