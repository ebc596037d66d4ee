/**
 * The analysis's enumeration of a position equals the inference engine's count where a class
 * has two ships and few layouts remain (a 6×6 game with two destroyers, diagonal ships, no
 * contact): a tester found a compiler change that left it 2 layouts where 35 fit, marked exact.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enumeratedPosterior } from '../../src/analysis/chain-posterior.js';
import { analysisInferrer } from '../../src/analysis/inferrers.js';
import { bruteInfer } from '../inference/brute.js';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { infer } from '../../src/inference/engine.js';
import { refereedEvidence } from '../../src/inference/record-check.js';
import { readRecordFile } from '../../src/record/store.js';

const VARIANT =
  'id: g6c\nlanguages: [en]\nname: Guns 6\nboard: { rows: 6, columns: 6, columnLabels: [A, B, C, D, E, F], rowLabels: numbers }\nfleet:\n' +
  '  - { id: cruiser, name: Cruiser, size: 3, count: 1, guns: 2, gunsLostAt: [2] }\n  - { id: destroyer, name: Destroyer, size: 2, count: 2, guns: 1 }\n' +
  'placement: { diagonal: true, spacing: no-contact }\nturns: { salvo: { kind: constant, shots: 4 } }\nreport: { timing: per-salvo, by: class, counts: true, sunk: false }\n' +
  'words:\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }\n';
const RECORD =
  'variant: ./g6c.yaml\nsalvos:\n  - blue: B2 D2 A1 F3 -> destroyer 2\n  - blue: C6 D6 F2 E5 -> cruiser 2\n  - blue: B5 A6 C4 E1 -> no hits\n' +
  '  - blue: E6 A5 C2 E4 -> cruiser 1\n  - blue: D4 F6 A3 C5 -> no hits\n  - blue: B4 C1 B1 A2 -> destroyer 1\n';

describe('enumeratedPosterior with a class of two ships', () => {
  it('lists every layout the engine counts, with the same chances', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-enum-'));
    writeFileSync(join(dir, 'g6c.yaml'), VARIANT);
    writeFileSync(join(dir, 'r.yaml'), RECORD);
    const f = await readRecordFile(join(dir, 'r.yaml'), loadRecordVariant);
    if (!f.ok) throw new Error('the record does not read');
    const ev = refereedEvidence(f.record, f.variant, 'red', { sources: f.sources }).evidence;
    for (let k = 1; k <= ev.salvos.length; k++) {
      const prefix = { salvos: ev.salvos.slice(0, k) };
      const engine = infer(f.variant, prefix);
      const listed = enumeratedPosterior(f.variant, prefix, 400_000);
      if (listed === null) continue;
      expect(listed.count, `after ${k} salvos`).toBe(engine.count);
      listed.marginal.forEach((p, c) => expect(p).toBeCloseTo(engine.marginal[c]!, 12));
    }
    expect(infer(f.variant, ev).count).toBe(35n);
  });

  it("the analysis's positions where the target's salvo sizes are evidence are the engine's (the brute force's)", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-enum-'));
    writeFileSync(join(dir, 'g6.yaml'), VARIANT.replace('id: g6c', 'id: g6').replace('{ kind: constant, shots: 4 }', '{ kind: guns }'));
    writeFileSync(
      join(dir, 'r.yaml'),
      'variant: ./g6.yaml\nsalvos:\n  - blue: D1 F1 F4 E2 -> destroyer 1\n  - red: B4 E3 B3 C1 -> no hits\n  - blue: B3 B6 F5 D5 -> no hits\n  - red: C6 D4 D1 B1 -> no hits\n' +
        '  - blue: D3 A4 C3 E3 -> no hits\n  - red: A4 F4 C2 A5 -> no hits\n  - blue: B2 D2 A1 F3 -> destroyer 2\n  - red: D2 B2 D5 -> no hits\n' +
        '  - blue: C6 A5 F6 F2 -> cruiser 1\n  - red: E5 C5 A6 -> no hits\n  - blue: C5 E5 E4 A3 -> no hits\n  - red: E4 B6 F2 -> destroyer 1\n' +
        '  - blue: C4 D4 B5 A2 -> no hits\n  - red: D3 E2 F6 -> cruiser 1\n  - blue: A6 E6 C2 D6 -> cruiser 2\n  - red: C3 -> no hits\n',
    );
    const f = await readRecordFile(join(dir, 'r.yaml'), loadRecordVariant);
    if (!f.ok) throw new Error('the record does not read');
    const ev = refereedEvidence(f.record, f.variant, 'red', { sources: f.sources }).evidence;
    expect(ev.ownSalvoSizes?.length).toBeGreaterThan(0);
    const brute = bruteInfer(f.variant, ev);
    const got = analysisInferrer()(f.variant, ev);
    expect(got.exact).toBe(true);
    expect(got.count).toBe(brute.count);
    got.marginal.forEach((p, c) => expect(p).toBeCloseTo(brute.marginal[c]!, 12));
  });
});
