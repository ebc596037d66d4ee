/**
 * A repeat at a ship that sank before, announced "sunk" again, is one slip: the repeat, which hits
 * nothing new, its "sunk" read as a miss and said with it, not a second error of the announcement.
 * Where the fleet is revealed (the ship's cells all fired at before) as where it is not (the cell
 * announced "sunk" when first fired at); `check` says it once, in the record's language too, and the
 * consistency check reads it the same way. A "sunk" at a repeat of a ship not sunk, or naming
 * another class, stays two slips.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { conflictAgainst } from '../../src/inference/record-check.js';
import { parseRecord } from '../../src/record/parse.js';
import { refereeRecord } from '../../src/record/referee.js';
import { loadVariant } from '../../src/variant/load.js';
import { runSalvo } from '../helpers/cli.js';

// Tomek's submarine is on J2 (sunk by Ala's first shot); his ścigacz on D2-E2.
const TOMEK = 'fleets:\n  tomek:\n    pancernik: B4-E4\n    krążownik: [B6-B8, D8-F8]\n    ścigacz: [D2-E2, H9-H10, E10-F10]\n    łódź podwodna: [B2, J2, J4, J8]\n';
const game = (fleet: boolean, first: string, again: string): string =>
  `variant: statki\nlanguage: pl\nsides: { ala: Ala, tomek: Tomek }\n${fleet ? TOMEK : ''}salvos:\n  - ala: ${first}\n  - ala: D10 -> pudło\n  - tomek: H2 -> pudło\n  - ala: ${again}\n  - ala: B1 -> pudło\n  - tomek: H8 -> pudło\n`;

async function judged(text: string) {
  const variant = await loadVariant('statki', { cwd: process.cwd() });
  const parsed = parseRecord(text, variant);
  expect(parsed.diagnostics).toEqual([]);
  return { parsed, variant, report: refereeRecord(parsed, variant) };
}

describe('a repeat at a ship sunk before, announced "sunk" again', () => {
  for (const fleet of [false, true]) {
    it(`one error, the repeat, its "zatopiony" read as "pudło" (fleet ${fleet ? 'revealed' : 'not revealed'})`, async () => {
      const { parsed, variant, report } = await judged(game(fleet, 'J2 -> zatopiony', 'J2 -> zatopiony'));
      expect(report.breaches.map((b) => [b.code, b.salvo])).toEqual([['repeated-cell', 4]]);
      expect(report.breaches[0]!.message).toBe("ala's salvo 3 fires again at J2, already fired at in ala's salvo 1");
      expect(report.breaches[0]!.suggestion).toContain(`it hits nothing new, so tomek's "zatopiony" for it is read as "pudło"`);
      // The consistency check reads it so too: no legal fleet is ruled out by it.
      expect(conflictAgainst(variant, parsed.record, 'tomek', { sources: parsed.sources })).toBeNull();
    });
  }

  it('a "sunk" at a repeat of a ship not sunk stays two errors (the repeat, the announcement)', async () => {
    // D2 hit the ścigacz (D2-E2), not sunk: "zatopiony" at it again claims it sank now.
    for (const fleet of [false, true]) {
      const { report } = await judged(game(fleet, 'D2 -> trafiony', 'D2 -> zatopiony'));
      expect(report.breaches.map((b) => b.salvo)).toEqual([4, 4]);
      expect(report.breaches[0]!.code).toBe('repeated-cell');
      expect(report.breaches[0]!.suggestion).not.toContain('read as');
      expect(report.breaches[1]!.code).toBe(fleet ? 'announcement-contradicts-fleet' : 'announcement-inconsistent');
    }
  });

  it('a "sunk" naming another class than the ship sunk at the cell stays two errors', async () => {
    const variant = await loadVariant('classic-1967', { cwd: process.cwd() });
    const text = 'variant: classic-1967\nsalvos:\n  - blue: A1 -> hit\n  - red: J1 -> miss\n  - blue: A2 -> sunk destroyer\n  - red: J2 -> miss\n  - blue: A2 -> sunk submarine\n  - red: J3 -> miss\n  - blue: A2 -> sunk destroyer\n';
    const parsed = parseRecord(text, variant);
    const report = refereeRecord(parsed, variant);
    expect(report.breaches.map((b) => [b.code, b.salvo])).toEqual([
      ['repeated-cell', 5],
      ['announcement-inconsistent', 5],
      ['repeated-cell', 7],
    ]);
    expect(report.breaches[2]!.suggestion).toContain(`red's "sunk destroyer" for it is read as "miss"`);
  });

  it('a cell named twice in one salvo, its first shot sinking the ship: read the same way', async () => {
    const variant = await loadVariant('classic-salvo', { cwd: process.cwd() });
    const text =
      'variant: classic-salvo\nfleets:\n  red:\n    aircraft carrier: C2-G2\n    battleship: E4-E7\n    cruiser: A9-C9\n    submarine: H5-H7\n    destroyer: A1-A2\n' +
      'salvos:\n  - blue: A1 A2 A2 D1 E1 -> hit, sunk destroyer, sunk destroyer, miss, miss\n';
    const report = refereeRecord(parseRecord(text, variant), variant);
    expect(report.breaches.map((b) => [b.code, b.salvo])).toEqual([['repeated-cell', 1]]);
    expect(report.breaches[0]!.suggestion).toContain(`red's "sunk destroyer" for it is read as "miss"`);
  });

  it('a game of salvos, the fleet revealed: the ship sunk before named again, "sunk" too, is read as the fleet gives it', async () => {
    // Twin Salvo (by ship, counts, sinking told): A1-A2 is east's cutter #1, sunk by west's first salvo.
    const variant = await loadVariant(join(process.cwd(), 'examples/variants/twin-salvo.yaml'), { cwd: process.cwd() });
    const text = (again: string): string =>
      'variant: twin-salvo\nfleets:\n  east:\n    cruiser: J7-J10\n    frigate: [C8-E8, G1-G3]\n    cutter: [A1-A2, E1-E2]\n' +
      `salvos:\n  - west: "A1 A2 C5 C6 -> cutter #1 2 sunk"\n  - east: J1 J2 J3 J4 -> no hits\n  - west: "A1 E5 E6 E7 -> ${again}"\n  - east: H1 H2 H3 H4 -> no hits\n`;
    for (const again of ['cutter #1 1 sunk', 'cutter #1 1']) {
      const parsed = parseRecord(text(again), variant);
      expect(parsed.diagnostics).toEqual([]);
      const report = refereeRecord(parsed, variant);
      expect(report.breaches.map((b) => [b.code, b.salvo])).toEqual([['repeated-cell', 3]]);
      expect(report.breaches[0]!.suggestion).toContain(`the repeat at A1 hits nothing new, and east's "${again}" for the salvo names again a ship hit before: it is read as "no hits"`);
    }
    // The cutter #2 (E1-E2, not hit) named sunk: not the ship the repeat hit, two errors.
    const other = refereeRecord(parseRecord(text('cutter #2 1 sunk'), variant), variant);
    expect(other.breaches.map((b) => b.code)).toEqual(['repeated-cell', 'announcement-contradicts-fleet']);
  });

  it('check says it once, in Polish and in its JSON', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'salvo-')), 'repeat-at-sunk.yaml');
    await writeFile(file, game(false, 'J2 -> zatopiony', 'J2 -> zatopiony'));
    {
      const text = await runSalvo(process.cwd(), ['check', file]);
      expect(text.code).toBe(1);
      const errors = text.stdout.split('\n').filter((l) => l.includes(': błąd '));
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('repeated-cell');
      expect(errors[0]).toContain('„zatopiony”');
      expect(errors[0]).toContain('„pudło”');
      const json = JSON.parse((await runSalvo(process.cwd(), ['check', file, '--json'])).stdout) as { violations: { code: string; salvo: number }[] };
      expect(json.violations.map((v) => [v.code, v.salvo])).toEqual([['repeated-cell', 4]]);
    }
  });
});

describe('ships may touch, one shot at a time, the fleet not revealed: a repeat at a hit of a ship sunk later', () => {
  // A1 hit, then A2 "sunk destroyer": the destroyer is A1-A2 (A3 and B2 not fired at), so A1 is its.
  const classic = (again: string, sunkAt = 'A2'): string =>
    `variant: classic-1967\nsides: { blue: Sam, red: Priya }\nsalvos:\n  - blue: A1 -> hit\n  - red: J10 -> miss\n  - blue: ${sunkAt} -> sunk destroyer\n  - red: J9 -> miss\n  - blue: A1 -> ${again}\n`;
  async function classicJudged(text: string) {
    const variant = await loadVariant('classic-1967', { cwd: process.cwd() });
    const parsed = parseRecord(text, variant);
    expect(parsed.diagnostics).toEqual([]);
    return { parsed, variant, report: refereeRecord(parsed, variant) };
  }

  it('announced "sunk destroyer" again: one error, the repeat, its "sunk" read as "miss"', async () => {
    const { parsed, variant, report } = await classicJudged(classic('sunk destroyer'));
    expect(report.breaches.map((b) => [b.code, b.salvo])).toEqual([['repeated-cell', 5]]);
    expect(report.breaches[0]!.suggestion).toContain(`it hits nothing new, so red's "sunk destroyer" for it is read as "miss"`);
    expect(conflictAgainst(variant, parsed.record, 'red', { sources: parsed.sources })).toBeNull();
    const file = join(await mkdtemp(join(tmpdir(), 'salvo-')), 'g.yaml');
    await writeFile(file, classic('sunk destroyer'));
    const out = (await runSalvo(process.cwd(), ['check', file])).stdout;
    expect(out.split('\n').filter((l) => l.includes(' error '))).toEqual([expect.stringContaining(':8:11: error repeated-cell: shot 5:')]);
  });

  it('naming another class than the one sunk next to it stays two errors', async () => {
    const { report } = await classicJudged(classic('sunk submarine'));
    expect(report.breaches.map((b) => b.code)).toEqual(['repeated-cell', 'announcement-inconsistent']);
  });

  it('where the ship sunk cannot take in the repeated cell (a miss between them), two errors', async () => {
    // A1 hit, A2 missed: the destroyer sunk at A3 is not A1's.
    const text = `variant: classic-1967\nsides: { blue: Sam, red: Priya }\nsalvos:\n  - blue: A1 -> hit\n  - red: J10 -> miss\n  - blue: A2 -> miss\n  - red: J9 -> miss\n  - blue: A3 -> hit\n  - red: J8 -> miss\n  - blue: A4 -> sunk destroyer\n  - red: J7 -> miss\n  - blue: A1 -> sunk destroyer\n`;
    const { report } = await classicJudged(text);
    expect(report.breaches.map((b) => b.code)).toEqual(['repeated-cell', 'announcement-inconsistent']);
  });
});
