/**
 * `salvo suggest`'s expected information is the announcement's, exactly, where it can be counted:
 * a whole-salvo report never says which shot hit, so each shot's entropy summed (3.77 bits in this
 * 5×5 Jutland position) overstates what the answer can tell (1.48 bits, three possible answers).
 * Checked against the brute force over every layout of the variant.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCell } from '../../src/core/coords.js';
import { evidenceFromRecord } from '../../src/inference/from-record.js';
import { loadVariant } from '../../src/variant/load.js';
import { readRecordFile } from '../../src/record/store.js';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { bruteBits } from '../inference/brute.js';
import { runSalvo } from '../helpers/cli.js';

const VARIANT = `id: mini-jutland
languages: [en]
name: Mini Jutland
summary: A 5×5 Jutland.
rules: |
  Test rules.
board:
  rows: 5
  columns: 5
  columnLabels: [A, B, C, D, E]
  rowLabels: numbers
  cellOrder: column-row
fleet:
  - { id: cruiser, name: Cruiser, mark: CR, size: 3, count: 1, guns: 2, gunsLostAt: [2] }
  - { id: destroyer, name: Destroyer, mark: DD, size: 2, count: 2, guns: 1 }
placement:
  diagonal: true
  spacing: no-contact
turns:
  sides:
    - { id: blue, name: Blue }
    - { id: red, name: Red }
  first: blue
  salvo: { kind: guns }
  extraShotOnHit: false
  protectedHitPenalty: none
  shotLimit: null
  onShotsExhausted: draw
report:
  timing: per-salvo
  by: class
  counts: true
  sunk: false
words:
  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: My fleet, enemyChart: Enemy fleet }
`;

const RECORD = `variant: ./mini.yaml
salvos:
  - blue: D5 C4 D2 D4 -> Cruiser 1, Destroyer 1
  - red: D1 C1 B1 C5 -> no hits
  - blue: D1 B5 A1 C1 -> Cruiser 1, Destroyer 1
  - red: E5 B5 E1 -> Destroyer 1
`;

describe('suggest: expected information', () => {
  it("is the entropy of the salvo's announcement, as the brute force gives it", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-info-'));
    await writeFile(join(dir, 'mini.yaml'), VARIANT);
    await writeFile(join(dir, 'g.yaml'), RECORD);
    const variant = await loadVariant(join(dir, 'mini.yaml'), { cwd: dir });
    const f = await readRecordFile(join(dir, 'g.yaml'), loadRecordVariant);
    if (!f.ok) throw new Error('the record does not load');
    const evidence = evidenceFromRecord(f.variant, f.record, 'red');
    for (const goal of ['hits', 'information']) {
      const r = await runSalvo(dir, ['suggest', 'g.yaml', '--side', 'blue', '--goal', goal, '--json']);
      expect(r.code).toBe(0);
      const s = JSON.parse(r.stdout) as { cells: string[]; expectedBits: number; notes: string[] };
      const cells = s.cells.map((c) => {
        const p = parseCell(c, variant.board);
        if (!p.ok) throw new Error(c);
        return p.cell;
      });
      const { bits } = bruteBits(variant, evidence, cells);
      expect(s.expectedBits).toBeCloseTo(bits, 9);
      expect(s.notes.join(' ')).not.toContain('approximated');
      const text = await runSalvo(dir, ['suggest', 'g.yaml', '--side', 'blue', '--goal', goal]);
      // Under the information goal's cells, each with its own (hit or miss) figure, it says it is the whole answer's.
      expect(text.stdout).toContain(`expected information${goal === 'information' ? ' of the whole answer' : ''} ${bits.toFixed(2)} bits (exact)`);
    }
  });
});
