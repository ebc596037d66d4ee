/**
 * A game of salvos, the fleet not revealed: a salvo at no new cell, fired again at cells of earlier
 * salvos whose announcements named a ship, its own announcement naming that ship again (as if the
 * repeats hit anew), is one slip: the repeat, its announcement read as "no hits", said with it, as
 * where the fleet is revealed (repeat-at-hit, repeat-at-sunk). The consistency check reads it so
 * too. A salvo with a new cell is taken at its word; one naming a ship the earlier salvo did not
 * name stays two slips.
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

async function judged(variantId: string, text: string) {
  const variant = await loadVariant(variantId, { cwd: process.cwd() });
  const parsed = parseRecord(text, variant);
  expect(parsed.diagnostics).toEqual([]);
  return { parsed, variant, report: refereeRecord(parsed, variant) };
}

const jutland = (again: string): string =>
  `variant: jutland\nsalvos:\n  - blue: A1 B1 C1 D1 E1 F1 -> destroyer 1\n  - red: A1 B1 C1 D1 E1 F1 -> no hits\n  - blue: ${again}\n  - red: A2 B2 C2 D2 E2 F2 -> no hits\n`;

describe('a repeat whose announcement names again the ship an earlier salvo at it named, the fleet not revealed', () => {
  it('Twin Salvo: the cutter sunk before named again, hit or sunk: one error, read as "no hits"', async () => {
    for (const again of ['cutter #1 1', 'cutter #1 2 sunk']) {
      const text = `variant: twin-salvo\nsalvos:\n  - west: "A1 A2 C5 C6 -> cutter #1 2 sunk"\n  - east: J1 J2 J3 J4 -> no hits\n  - west: "C6 A2 A1 C5 -> ${again}"\n  - east: H1 H2 H3 H4 -> no hits\n`;
      const { parsed, variant, report } = await judged(join(process.cwd(), 'examples/variants/twin-salvo.yaml'), text);
      expect(report.breaches.map((b) => [b.code, b.salvo])).toEqual([['repeated-cell', 3]]);
      expect(report.breaches[0]!.suggestion).toContain(`the repeats at A1 A2 C5 C6 hit nothing new, and east's "${again}" for the salvo names again a ship hit before: it is read as "no hits"`);
      expect(conflictAgainst(variant, parsed.record, 'east', { sources: parsed.sources })).toBeNull();
    }
  });

  it('Jutland: a salvo fired again whole, its "destroyer 1" said again: one error', async () => {
    const { parsed, variant, report } = await judged('jutland', jutland('A1 B1 C1 D1 E1 F1 -> destroyer 1'));
    expect(report.breaches.map((b) => [b.code, b.salvo])).toEqual([['repeated-cell', 3]]);
    expect(report.breaches[0]!.suggestion).toContain('if blue fired there again, they stand, shots wasted: ');
    expect(report.breaches[0]!.suggestion).toContain(`the repeats at A1 B1 C1 D1 E1 F1 hit nothing new, and red's "destroyer 1" for the salvo names again a ship hit before: it is read as "no hits"`);
    expect(conflictAgainst(variant, parsed.record, 'red', { sources: parsed.sources })).toBeNull();
  });

  it('an announcement some fleet gives as made is taken at its word', async () => {
    // The destroyer hit may be among J6-J10, new cells.
    const { report } = await judged('jutland', jutland('A1 J10 J9 J8 J7 J6 -> destroyer 1'));
    expect(report.breaches.map((b) => [b.code, b.salvo])).toEqual([['repeated-cell', 3]]);
    // Taken at its word, the other reading said with it (tests/record/named-again-new-cells.test.ts).
    expect(report.breaches[0]!.suggestion).toContain('is read as a hit among the new cells, or');
    expect(report.breaches[0]!.suggestion).not.toContain('for the salvo is read as');
  });

  it('a ship the earlier salvo did not name stays two errors', async () => {
    const { report } = await judged('jutland', jutland('A1 B1 C1 D1 E1 F1 -> battleship 1'));
    expect(report.breaches.map((b) => [b.code, b.salvo])).toEqual([
      ['repeated-cell', 3],
      ['announcement-inconsistent', 3],
    ]);
  });

  it('check says it once in Russian (Perelman), and its JSON holds one error', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'salvo-')), 'perelman.yaml');
    await writeFile(file, 'variant: perelman\nlanguage: ru\nsalvos:\n  - синие: А1 Б1 В1 -> двухклеточный\n  - красные: А1 Б1 В1 -> мимо\n  - синие: А1 Б1 В1 -> двухклеточный\n  - красные: А2 Б2 В2 -> мимо\n');
    const text = await runSalvo(process.cwd(), ['check', file]);
    expect(text.code).toBe(1);
    const errors = text.stdout.split('\n').filter((l) => l.includes(': ошибка '));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('repeated-cell');
    expect(errors[0]).toContain('выстрелы засчитаны и потеряны: ');
    expect(errors[0]).toContain('повторы по а1 б1 в1 ничего нового не поражают, а ответ стороны «Красные» «двухклеточный» на залп снова называет корабль, подбитый раньше, и считается ответом «попаданий нет»');
    const json = JSON.parse((await runSalvo(process.cwd(), ['check', file, '--json'])).stdout) as { violations: { code: string; salvo: number }[] };
    expect(json.violations.map((v) => [v.code, v.salvo])).toEqual([['repeated-cell', 3]]);
  });
});
