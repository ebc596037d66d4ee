/**
 * `salvo analyze --json`'s verdict gives the figures its `skill` is the ratio of: `value` and
 * `best`, the side's expected hits and the best salvos', each less the turns a hit on a protected
 * ship would cost where the variant has one (`weighed`). In Perelman's game the totals'
 * `expectedHits / bestExpectedHits` is not the skill (the text's `(8.3 of 14.2)` are the weighed
 * figures), and a script had no way to find the figures the sentence gives. Checked on a 5×5
 * game with a hospital ship, and the same game where it is a ship like any other.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { aimDecimals } from '../../src/analysis/report-text.js';

const dir = mkdtempSync(join(tmpdir(), 'salvo-verdict-json-'));

/** A 5×5 game of salvos of two with a hospital ship whose hit costs a turn (as Perelman's). */
const HOSPITAL = `id: mini-hospital
languages: [en]
name: Mini hospital
summary: A 5×5 game with a hospital ship.
rules: |
  Test rules.
board:
  rows: 5
  columns: 5
  columnLabels: [A, B, C, D, E]
  rowLabels: numbers
  cellOrder: column-row
fleet:
  - { id: cruiser, name: Cruiser, mark: CR, size: 3, count: 1 }
  - { id: destroyer, name: Destroyer, mark: DD, size: 2, count: 1 }
  - { id: hospital, name: Hospital, mark: H, size: 2, count: 1, protected: true }
placement:
  diagonal: false
  spacing: no-contact
turns:
  sides:
    - { id: blue, name: Blue }
    - { id: red, name: Red }
  first: blue
  salvo: { kind: constant, shots: 2 }
  extraShotOnHit: false
  protectedHitPenalty: skip-next-turn
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

/** The same without the hospital's cost: a ship like any other. */
const PLAIN = HOSPITAL.replace(', protected: true', '').replace('protectedHitPenalty: skip-next-turn', 'protectedHitPenalty: none').replace('id: mini-hospital', 'id: mini-plain');

const SALVOS = `salvos:
  - blue: A1 C3 -> no hits
  - red: B2 D4 -> Cruiser 1
  - blue: E5 B4 -> Destroyer 1
  - red: A5 E1 -> no hits
`;

interface Side {
  salvos: { total: { expectedHits: number; bestExpectedHits: number } }[];
  verdict: { skill: number; value: number; best: number; weighed: boolean; text: string };
}

async function sides(file: string): Promise<Side[]> {
  const r = await runSalvo(dir, ['analyze', file, '--workers', '1', '--json']);
  expect(r.code, r.stderr).toBe(0);
  return (JSON.parse(r.stdout) as { sides: Side[] }).sides;
}

describe('analyze --json: the figures of the verdict', () => {
  it('a hospital ship: the skill is value over best, each less the turns a hit on the hospital would cost, as the sentence says them', async () => {
    writeFileSync(join(dir, 'hospital.yaml'), HOSPITAL);
    writeFileSync(join(dir, 'p.yaml'), `variant: ./hospital.yaml\n${SALVOS}`);
    for (const s of await sides('p.yaml')) {
      const v = s.verdict;
      const total = s.salvos.at(-1)!.total;
      expect(v.weighed).toBe(true);
      expect(v.skill).toBeCloseTo(Math.max(0, v.value) / v.best, 12);
      // Less the hospital's cost: below the plain figures (every salvo here may hit it).
      expect(v.value).toBeLessThan(total.expectedHits);
      expect(v.best).toBeLessThanOrEqual(total.bestExpectedHits + 1e-12);
      // As many decimals as make the share written beside them theirs (0.865 of 1.182: 73%, where 0.9 of 1.2 is 75%).
      const d = aimDecimals(v.value, v.best, v.skill);
      expect(v.text).toContain(`${(v.skill * 100).toFixed(0)}% of the best expected hits`);
      // Then what they are less than the totals line's figures, where they differ as written.
      const less = (x: number, y: number): string => (Number(x.toFixed(d)) - Number(y.toFixed(d))).toFixed(d);
      const totals = Number(less(total.expectedHits, v.value)) === 0 && Number(less(total.bestExpectedHits, v.best)) === 0 ? '' : `: the totals' ${total.expectedHits.toFixed(d)} and ${total.bestExpectedHits.toFixed(d)} less ${less(total.expectedHits, v.value)} and ${less(total.bestExpectedHits, v.best)}`;
      expect(v.text).toContain(`(${v.value.toFixed(d)} of ${v.best.toFixed(d)}${totals})`);
      expect(((Math.max(0, Number(v.value.toFixed(d))) / Number(v.best.toFixed(d))) * 100).toFixed(0)).toBe((v.skill * 100).toFixed(0));
    }
  });

  it('salvos of one shot, the hospital to be sunk: owed, as the sentence says the chance of sinking it is weighed', async () => {
    writeFileSync(join(dir, 'single.yaml'), HOSPITAL.replace('{ kind: constant, shots: 2 }', '{ kind: constant, shots: 1 }').replace('id: mini-hospital', 'id: mini-single'));
    writeFileSync(join(dir, 's.yaml'), `variant: ./single.yaml\nsalvos:\n  - blue: A1 -> no hits\n  - red: B2 -> Cruiser 1\n`);
    const [blue] = await sides('s.yaml');
    expect(blue!.verdict.weighed).toBe(true);
    expect((blue!.verdict as { owed?: boolean }).owed).toBe(true);
    expect(blue!.verdict.text).toContain('or, where each hit on it owes its turn anyway (it must be sunk, one shot a turn), of sinking it while another ship is afloat;');
    // Salvos of two: the chance of a hit alone, and no `owed`.
    writeFileSync(join(dir, 'p2.yaml'), `variant: ./hospital.yaml\n${SALVOS}`);
    for (const s of await sides('p2.yaml')) expect('owed' in s.verdict).toBe(false);
  });

  it('no protected ship: the totals themselves, not weighed', async () => {
    writeFileSync(join(dir, 'plain.yaml'), PLAIN);
    writeFileSync(join(dir, 'j.yaml'), `variant: ./plain.yaml\n${SALVOS}`);
    for (const s of await sides('j.yaml')) {
      const v = s.verdict;
      const total = s.salvos.at(-1)!.total;
      expect(v.weighed).toBe(false);
      expect(v.value).toBeCloseTo(total.expectedHits, 12);
      expect(v.best).toBeCloseTo(total.bestExpectedHits, 12);
      expect(v.skill).toBeCloseTo(v.value / v.best, 12);
    }
  });
});
