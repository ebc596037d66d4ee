/**
 * The mend of an announcement the revealed fleet belies, where a cell of the salvo could not be
 * read: the announcement quoted is what the fleet gives for the cells read, the unread cell as
 * unread (`?`), not the result written for it, which the line to write keeps as written.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { refereeText } from '../../src/record/referee-text.js';
import type { Breach } from '../../src/record/referee.js';

const FLEETS =
  'fleets:\n  blue: { aircraft carrier: C2-G2, battleship: E4-E7, cruiser: E8-E10, submarine: G3-I3, destroyer: I6-J6 }\n' +
  '  red: { aircraft carrier: H6-H10, battleship: A10-D10, cruiser: A2-A4, submarine: H4-J4, destroyer: G7-G8 }\n';

describe('the mend of a belied announcement with an unread cell', () => {
  it('English: quotes the fleet’s results for the cells read, the unread cell as unread', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-unread-mend-'));
    // Z9 is off the board; D10 is red's battleship (a hit), G2 misses red's fleet.
    await writeFile(join(dir, 'g.yaml'), `variant: classic-salvo\n${FLEETS}salvos:\n  - blue: C7 B3 Z9 D10 G2 -> miss, miss, hit, miss, hit\n`);
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('(if "miss, miss, ?, hit, miss" was announced for the cells read (Z9 not read: its result stays as written), write -> miss, miss, hit, hit, miss; if not, check the fleet written under fleets:)');
    expect(r.stdout).not.toContain('if "miss, miss, hit, hit, miss" was announced');
  });

  it('Russian and Polish say the same', () => {
    const b: Breach = {
      code: 'announcement-contradicts-fleet',
      rule: 'x',
      message: 'english',
      salvo: 1,
      side: 'красные',
      shooter: 'синие',
      sideSalvo: 1,
      recorded: 'мимо, попал',
      correctAnnouncement: 'попал, мимо',
      fleetGives: { said: '?, мимо', unread: ['Ы9'] },
    };
    expect(refereeText('ru', false)!.suggestion(b)).toContain('если ответили «?, мимо» на прочитанные клетки (Ы9 не прочитана: ответ на неё остаётся как записано), запишите -> попал, мимо');
    expect(refereeText('pl', false)!.suggestion(b)).toContain('jeśli odpowiedziano „?, мимо” na odczytane pola (Ы9 nieodczytane: odpowiedź na nie zostaje jak zapisano), zapisz -> попал, мимо');
  });
});
