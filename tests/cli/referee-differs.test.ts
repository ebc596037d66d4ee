/**
 * An announcement shot by shot that the fleet belies at one or two of several shots (results
 * swapped between two shots, a hit denied, a ship said sunk early): `check` names the cells whose
 * result differs, so the referee need not compare the two lists result by result.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { refereeText } from '../../src/record/referee-text.js';
import type { Breach } from '../../src/record/referee.js';
import { runSalvo } from '../helpers/cli.js';

async function folder(text: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-differs-'));
  await writeFile(join(dir, 'g.yaml'), text);
  return dir;
}

const HEAD =
  'variant: classic-salvo\nfleets:\n' +
  '  blue: { aircraft carrier: C2-G2, battleship: E4-E7, cruiser: E8-E10, submarine: G3-I3, destroyer: I6-J6 }\n' +
  '  red: { aircraft carrier: H6-H10, battleship: A10-D10, cruiser: A2-A4, submarine: H4-J4, destroyer: G7-G8 }\n' +
  'salvos:\n' +
  '  - blue: C7 B3 J2 D10 G2 -> miss, miss, miss, hit, miss\n' +
  '  - red: B1 H8 D8 I5 J3 -> miss, miss, miss, miss, miss\n';

describe('check names the shots an announcement gets wrong', () => {
  it('results swapped between two shots: both cells, what the fleet gives there and what was said', async () => {
    const dir = await folder(HEAD + '  - blue: D9 E10 C10 B10 A4 -> hit, miss, miss, hit, hit\n');
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stdout).toContain(
      'g.yaml:8:32: error announcement-contradicts-fleet: salvo 3: red announced "hit, miss, miss, hit, hit" for blue\'s salvo 2; the fleet gives "miss, miss, hit, hit, hit": D9 is "miss", not "hit"; C10 is "hit", not "miss" [rule:',
    );
    const json = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as { violations: { message: string }[] };
    expect(json.violations[0]!.message).toBe('red announced "hit, miss, miss, hit, hit" for blue\'s salvo 2; the fleet gives "miss, miss, hit, hit, hit": D9 is "miss", not "hit"; C10 is "hit", not "miss"');
  });

  it('a ship said sunk a hit early: the one cell, with the class as announced', async () => {
    const dir = await folder(HEAD + '  - blue: D9 E10 C10 B10 A4 -> miss, miss, sunk battleship, hit, hit\n');
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stdout).toContain('the fleet gives "miss, miss, hit, hit, hit": C10 is "hit", not "sunk battleship" [');
  });

  it('names no cell where every result is wrong, nor where the salvo is one shot', async () => {
    const every = await folder(HEAD + '  - blue: C10 B10 -> miss, miss\n');
    expect((await runSalvo(every, ['check', 'g.yaml'])).stdout).toContain('the fleet gives "hit, hit" [');
    const one = await folder('variant: classic-1967\nfleets:\n  red: { aircraft carrier: H6-H10, battleship: A10-D10, cruiser: A2-A4, submarine: H4-J4, destroyer: G7-G8 }\nsalvos:\n  - blue: A10 -> miss\n');
    expect((await runSalvo(one, ['check', 'g.yaml'])).stdout).toContain('the fleet gives "hit" [');
  });

  it('says the cells in Russian and Polish', () => {
    const b: Breach = {
      code: 'announcement-contradicts-fleet',
      rule: 'announcement matches the fleet',
      message: 'x',
      salvo: 3,
      side: 'b',
      shooter: 'a',
      sideSalvo: 2,
      recorded: 'попал, мимо, мимо',
      correctAnnouncement: 'мимо, мимо, попал',
      differs: [
        { cell: 'а1', is: 'мимо', said: 'попал' },
        { cell: 'в3', is: 'попал', said: 'мимо' },
      ],
    };
    expect(refereeText('ru', false)!.message(b)).toBe('сторона «b» ответила «попал, мимо, мимо» на залп 2 стороны «a»; по флоту выходит «мимо, мимо, попал»: а1 — «мимо», а не «попал»; в3 — «попал», а не «мимо»');
    const pl: Breach = { ...b, recorded: 'trafiony, pudło, pudło', correctAnnouncement: 'pudło, pudło, trafiony', differs: [{ cell: 'A1', is: 'pudło', said: 'trafiony' }] };
    expect(refereeText('pl', false)!.message(pl)).toBe('strona „b” odpowiedziała „trafiony, pudło, pudło” na salwę 2 strony „a”; według floty wychodzi „pudło, pudło, trafiony”: A1 to „pudło”, nie „trafiony”');
  });
});
