/**
 * A ship announced sunk again, where the result is not listed cell by cell (a game of one shot a
 * turn, or a whole salvo's report): the contradiction says which of the shooter's salvos sank it
 * before, as it always did for a result among several listed per shot. Before, the 1967 game's
 * `B2 -> sunk aircraft carrier` after the carrier went down said only that the fleet gives "miss".
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { refereeText } from '../../src/record/referee-text.js';
import type { Breach } from '../../src/record/referee.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
let dir: string;
let text: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-sunk-again-'));
  const example = await readFile(join(ROOT, 'examples', 'classic-1967.yaml'), 'utf8');
  expect(example).toContain('  - blue: B2 -> miss\n');
  text = example.replace('  - blue: B2 -> miss\n', '  - blue: B2 -> sunk aircraft carrier\n');
  await writeFile(join(dir, 'g.yaml'), text);
});

/** Blue's own number of its shot at `cell` in the record (blue's lines counted up to it). */
function blueShotAt(cell: string): number {
  const blue = text.split('\n').filter((l) => l.startsWith('  - blue: '));
  return blue.findIndex((l) => l.startsWith(`  - blue: ${cell} `)) + 1;
}

describe('a ship announced sunk again, not listed cell by cell', () => {
  it('says the shot that sank it before, counted from the record', async () => {
    const before = blueShotAt('H10');
    expect(before).toBeGreaterThan(0);
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    const line = r.stdout.split('\n').find((l) => l.includes('error announcement-contradicts-fleet'));
    expect(line).toContain(`red announced "sunk aircraft carrier" for blue's shot ${blueShotAt('B2')}; the fleet gives "miss" (red's aircraft carrier was already sunk by blue's shot ${before}) [`);
    const json = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as { violations: { code: string; message: string }[] };
    expect(json.violations.map((v) => v.code)).toEqual(['announcement-contradicts-fleet']);
    expect(json.violations[0]!.message).toContain(`(red's aircraft carrier was already sunk by blue's shot ${before})`);
  });

  it('a whole salvo\'s report (Twin Salvo, by ship): the salvo that sank it before', async () => {
    const variant = join(ROOT, 'examples', 'variants', 'twin-salvo.yaml');
    const fleet = '{ cruiser: A1-A4, frigate: [C1-C3, E1-E3], cutter: [G1-G2, I1-I2] }';
    const record = [`variant: ${variant}`, 'sides: { west: W, east: E }', 'fleets:', `  west: ${fleet}`, `  east: ${fleet}`, 'salvos:', '  - west: A1 A2 A3 A4 -> cruiser 4 sunk', '  - east: J10 J9 J8 -> no hits', '  - west: J10 J9 J8 J7 -> cruiser 1 sunk', ''].join('\n');
    await writeFile(join(dir, 'twin.yaml'), record);
    const r = await runSalvo(dir, ['check', 'twin.yaml']);
    expect(r.stdout.split('\n').filter((l) => l.includes(' error '))).toEqual([
      expect.stringContaining(`east announced "cruiser 1 sunk" for west's salvo 2; the fleet gives "no hits" (east's cruiser was already sunk by west's salvo 1) [`),
    ]);
  });

  it('says it in Russian and Polish too', () => {
    const b: Breach = {
      code: 'announcement-contradicts-fleet',
      rule: 'announcement matches the fleet',
      message: 'x',
      salvo: 27,
      side: 'red',
      shooter: 'blue',
      sideSalvo: 14,
      expected: 'мимо',
      recorded: 'убит',
      correctAnnouncement: 'мимо',
      sunkAgain: [{ ship: 'авианосец', side: 'red', by: 'blue', salvo: 12 }],
    };
    expect(refereeText('ru', true)!.message(b)).toBe('сторона «red» ответила «убит» на выстрел 14 стороны «blue»; по флоту выходит «мимо» (корабль «авианосец» стороны «red» потоплен ещё выстрелом 12 стороны «blue»)');
    expect(refereeText('pl', false)!.message({ ...b, recorded: 'zatopiony', correctAnnouncement: 'pudło', sunkAgain: [{ ship: 'lotniskowiec', side: 'red', by: 'blue', salvo: 12 }] })).toContain(
      '; według floty wychodzi „pudło” (statek „lotniskowiec” strony „red” zatopiono już salwą 12 strony „blue”)',
    );
  });
});
