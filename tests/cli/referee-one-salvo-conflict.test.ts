/**
 * `announcements-impossible` where one salvo's announcement is what no legal fleet fits, and the
 * reason speaks of that salvo alone: the breach names it once, with its line, and the reason says
 * it as "it" (en) or starts at what was announced (ru, pl), never `these conflict: salvo 6: salvo
 * 6 (line 11) announced …`. A conflict of several salvos is said as before.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { impossibleAnnouncements } from '../../src/inference/record-check.js';
import { parseRecord } from '../../src/record/parse.js';
import { breachSaid, formatSaid, refereeText } from '../../src/record/referee-text.js';
import { loadVariant } from '../../src/variant/load.js';

const CALLS = join(import.meta.dirname, 'fixtures', 'referee-calls');

interface Report {
  violations: { code: string; salvo?: number; message: string; suggestion?: string; conflict?: number[]; alone?: boolean }[];
}

describe('a conflict of one salvo', () => {
  it('names the salvo once, with its line, in the text and in --json', async () => {
    const r = await runSalvo(CALLS, ['check', 'classic-1967-sunk-unfired.yaml']);
    expect(r.stdout).toContain(
      'classic-1967-sunk-unfired.yaml:11:5: error announcements-impossible: shot 6: no legal fleet of blue fits the announcement of shot 6 (line 11): ' +
        'it announced "sunk destroyer" at J10, but no destroyer (2 cells) through J10 had all its cells fired at by then ' +
        '[rule: announcements a legal fleet could have produced] (check the announcement of shot 6)\n',
    );
    expect(r.stdout).not.toMatch(/salvo 6: salvo 6/u);
    const json = JSON.parse((await runSalvo(CALLS, ['check', 'classic-1967-sunk-unfired.yaml', '--json'])).stdout) as Report;
    const b = json.violations.find((v) => v.code === 'announcements-impossible')!;
    expect(b.conflict).toEqual([6]);
    expect(b.message).toBe(
      'no legal fleet of blue fits the announcement of shot 6 (line 11): it announced "sunk destroyer" at J10, but no destroyer (2 cells) through J10 had all its cells fired at by then',
    );
    expect('alone' in b).toBe(false);
  });

  it('says it so in a whole-salvo report too (Jutland: more hits on a class than its ships cover)', async () => {
    const r = await runSalvo(CALLS, ['check', 'jutland-hits-apart.yaml']);
    expect(r.stdout).toContain(
      "error announcements-impossible: salvo 1: no legal fleet of red fits the announcement of salvo 1 (line 7): it announced 3 hits on the battleship, but no battleship covers more than 2 of that salvo's cells",
    );
  });

  it('says it once in Russian and Polish, starting at what was announced', async () => {
    const file = join(CALLS, 'jutland-hits-apart.yaml');
    const variant = await loadVariant('jutland', { cwd: CALLS });
    const { record, sources } = parseRecord(await readFile(file, 'utf8'), variant, { file: 'g.yaml' });
    const [b] = impossibleAnnouncements(record, variant, sources).breaches;
    expect(b?.alone).toBe(true);
    const ru = formatSaid(breachSaid(b!, refereeText('ru', false)!)!, refereeText('ru', false));
    expect(ru).toMatch(/^g\.yaml:7:5: ошибка announcements-impossible: залп 1: ни один допустимый флот стороны «red» не согласуется с ответом на залп 1 \(строка 7\): 3 попадания в корабль класса «[^»]+», но ни один такой корабль не занимает больше 2 клеток этого залпа \[правило: ответы, которые мог дать допустимый флот\] \(проверьте ответ на залп 1\)$/u);
    const pl = formatSaid(breachSaid(b!, refereeText('pl', false)!)!, refereeText('pl', false));
    expect(pl).toMatch(/^g\.yaml:7:5: błąd announcements-impossible: salwa 1: żadna dozwolona flota strony „red” nie zgadza się z odpowiedzią na salwę 1 \(wiersz 7\): 3 trafienia w statek klasy „[^”]+”, ale żaden taki statek nie zajmuje więcej niż 2 pól tej salwy \[zasada: [^\]]+\] \(sprawdź odpowiedź na salwę 1\)$/u);
  });

  it('lists a conflict of several salvos as before', async () => {
    const r = await runSalvo(CALLS, ['check', 'perelman-no-room.yaml', '--lang', 'en']);
    expect(r.stdout).toContain('no legal fleet of красные fits the announcements after salvo 5; these conflict: salvos 1, 3, 5: salvo 1 (line 9) announced a hit on the three-cell ship');
    expect(r.stdout).toContain('(check the announcements of the salvos listed)');
  });
});
