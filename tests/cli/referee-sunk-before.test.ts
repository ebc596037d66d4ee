/**
 * A ship announced sunk a second time (blue says "sunk submarine" at D5 in salvo 16, after its
 * submarine sank in red's salvo 6): `check` says why the fleet gives a miss there, the salvo that
 * had sunk that ship already, and says nothing of the kind where the ship was still afloat.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { refereeText } from '../../src/record/referee-text.js';
import type { Breach } from '../../src/record/referee.js';
import { runSalvo } from '../helpers/cli.js';

async function classicWith(from: string, to: string): Promise<string> {
  const text = await readFile(join(import.meta.dirname, '../../examples/classic-salvo.yaml'), 'utf8');
  expect(text).toContain(from);
  const dir = await mkdtemp(join(tmpdir(), 'salvo-sunk-before-'));
  await writeFile(join(dir, 'g.yaml'), text.replace(from, to));
  return dir;
}

describe('check says a ship announced sunk again was sunk before', () => {
  it('names the salvo that sank it, by the shooter\'s own number', async () => {
    const dir = await classicWith('red: A5 A9 D5 -> miss, miss, miss', 'red: A5 A9 D5 -> miss, miss, sunk submarine');
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stdout).toContain(
      'salvo 16: blue announced "miss, miss, sunk submarine" for red\'s salvo 8; the fleet gives "miss, miss, miss": D5 is "miss", not "sunk submarine" (that ship of blue\'s was already sunk by red\'s salvo 6) [rule:',
    );
    const json = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as { violations: { code: string; message: string }[] };
    expect(json.violations.map((v) => v.code)).toEqual(['announcement-contradicts-fleet']);
    expect(json.violations[0]!.message).toContain('(that ship of blue\'s was already sunk by red\'s salvo 6)');
  });

  it('says nothing of it where the ship named was still afloat', async () => {
    const dir = await classicWith('red: A5 A9 D5 -> miss, miss, miss', 'red: A5 A9 D5 -> miss, miss, sunk destroyer');
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stdout).toContain('D5 is "miss", not "sunk destroyer" [rule:');
    expect(r.stdout).not.toContain('already sunk');
  });

  it('says it in Russian and Polish', () => {
    const b: Breach = {
      code: 'announcement-contradicts-fleet',
      rule: 'announcement matches the fleet',
      message: 'x',
      salvo: 16,
      side: 'синие',
      shooter: 'красные',
      sideSalvo: 8,
      recorded: 'мимо, мимо, потоплена подводная лодка',
      correctAnnouncement: 'мимо, мимо, мимо',
      differs: [{ cell: 'г5', is: 'мимо', said: 'потоплена подводная лодка', sunkBefore: { side: 'синие', by: 'красные', salvo: 6 } }],
    };
    expect(refereeText('ru', false)!.message(b)).toBe(
      'сторона «синие» ответила «мимо, мимо, потоплена подводная лодка» на залп 8 стороны «красные»; по флоту выходит «мимо, мимо, мимо»: г5 — «мимо», а не «потоплена подводная лодка» (этот корабль стороны «синие» потоплен ещё залпом 6 стороны «красные»)',
    );
    const pl: Breach = { ...b, side: 'niebiescy', shooter: 'czerwoni', recorded: 'pudło, pudło, zatopiony okręt podwodny', correctAnnouncement: 'pudło, pudło, pudło', differs: [{ cell: 'D5', is: 'pudło', said: 'zatopiony okręt podwodny', sunkBefore: { side: 'niebiescy', by: 'czerwoni', salvo: 6 } }] };
    expect(refereeText('pl', false)!.message(pl)).toBe(
      'strona „niebiescy” odpowiedziała „pudło, pudło, zatopiony okręt podwodny” na salwę 8 strony „czerwoni”; według floty wychodzi „pudło, pudło, pudło”: D5 to „pudło”, nie „zatopiony okręt podwodny” (ten statek strony „niebiescy” zatopiono już salwą 6 strony „czerwoni”)',
    );
  });
});
