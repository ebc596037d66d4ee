/**
 * `show` in English where every salvo is one shot (Statki, Морской бой, the 1967 game) names each a
 * shot, as `check` names it (`shot 3`), not `salvo 3`: the note under the charts of an
 * announcement the fleet shown belies (and the shot its other reading puts out of turn), a cell off
 * the board in the last shot, errors after the shots drawn. A game of salvos says salvo, as before.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const STATKI = `variant: statki
sides: { ala: Ala, tomek: Tomek }
fleets:
  tomek:
    pancernik: A1-D1
    krążownik: [A3-C3, F1-H1]
    ścigacz: [A5-B5, D5-E5, G5-H5]
    łódź podwodna: [J1, J3, J5, J7]
salvos:
  - ala: A1 -> pudło
  - ala: A9 -> pudło
`;

async function game(text: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-show-shots-'));
  await writeFile(join(dir, 'g.yaml'), text);
  return dir;
}

describe('show names a shot as check does where every salvo is one', () => {
  it('the note of an announcement the fleet shown belies, and the shot out of turn in its other reading', async () => {
    const dir = await game(STATKI);
    const check = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(check.stdout).toContain('g.yaml:10:16: error announcement-contradicts-fleet: shot 1: ');
    expect(check.stdout).toContain("ala's shot 2 (line 11) was fired out of turn");
    const show = await runSalvo(dir, ['show', 'g.yaml', '--lang', 'en']);
    expect(show.stdout).toContain(`note: shot 1 (line 10): tomek announced "miss" at A1, but the fleet shown gives "hit"; if "miss" was said, ala's shot 2 (line 11) was fired out of turn (it was tomek's turn) ('salvo check g.yaml' gives the breach)\n`);
  });

  it('a cell off the board in the last shot, and errors after the shots drawn', async () => {
    const dir = await game('variant: statki\nsides: { ala: Ala, tomek: Tomek }\nsalvos:\n  - ala: A1 -> pudło\n  - tomek: B2 -> pudło\n  - ala: Z9 -> pudło\n');
    const all = await runSalvo(dir, ['show', 'g.yaml', '--lang', 'en']);
    expect(all.stdout).toContain('off the board, not drawn: Z9 (miss) in shot 3 (line 6), ala\'s 2nd shot;');
    expect(all.stderr).toContain('salvo: g.yaml: shot 3, the last, has a cell off the board;');
    await writeFile(join(dir, 'e.yaml'), 'variant: statki\nsides: { ala: Ala, tomek: Tomek }\nsalvos:\n  - ala: A1 -> pudło\n  - tomek: B2 -> pudło\n  - ala: A2 -> pudlox\n');
    const early = await runSalvo(dir, ['show', 'e.yaml', '--lang', 'en', '--after', '2']);
    expect(early.stderr).toContain('salvo: e.yaml has errors after shot 2; the game is drawn as it stood then');
  });
});
