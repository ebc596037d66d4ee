/**
 * A side is called by one name in every line of a language: where the record keeps the variant's
 * side ids (`blue:`, `red:`), Polish and Russian say the variant's names for them (`„Gracz 1”`,
 * `«Первый игрок»`) in the reading warnings too (a line under a player's name, a line numbered,
 * a side without its colon, a fleet under a player's name), as check's other lines do, and as
 * show, play and record print them for the same file; the line to write keeps the record's key.
 * Under --lang en every line says the record's id.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-side-alike-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);

const STATKI = [
  'variant: statki',
  'sides:',
  '  blue: Ania',
  '  red: Bartek',
  'fleets:',
  '  Bartek:',
  '    pancernik: B4-E4',
  '    krążownik: [B6-B8, D8-F8]',
  '    ścigacz: [D2-E2, H9-H10, E10-F10]',
  '    łódź podwodna: [B2, J2, J4, J8]',
  'salvos:',
  '  - Ania: A1 -> pudło',
  '  - 2. red: A10 -> pudło',
  '  - blue C1 -> pudło',
  '',
].join('\n');

const MORSKOY = STATKI.replace('variant: statki', 'variant: morskoy-boy')
  .replace(/fleets:\n(?: {2,}.*\n)+/u, '')
  .replace('A1 -> pudło', 'А1 -> мимо')
  .replace('A10 -> pudło', 'А10 -> мимо')
  .replace('C1 -> pudło', 'В1 -> мимо');

/** The reading warnings of `out` (`file:line:col: <severity> <code>: …`). */
const warnings = (out: string): string[] => out.split('\n').filter((l) => /^g\.yaml:\d+:\d+: \S+ (salvo-side-player|salvo-numbered|salvo-colon-missing|fleet-side-player):/u.test(l));

describe('a side named alike in every line', () => {
  it('pl: the reading warnings say „Gracz 1”, „Gracz 2” as check, show, play and record do, never „blue” or „red” but in the line to write', async () => {
    await writeFile(join(dir, 'g.yaml'), STATKI);
    const check = await run(['check', 'g.yaml']);
    const said = warnings(check.stdout);
    expect(said).toEqual([
      'g.yaml:6:3: ostrzeżenie fleet-side-player: „Bartek” to gracz strony „Gracz 2”: odczytano jako flotę strony „Gracz 2” (napisz red: zamiast Bartek:)',
      'g.yaml:12:5: ostrzeżenie salvo-side-player: strzał 1: „Ania” to gracz strony „Gracz 1”: odczytano jako strzał strony „Gracz 1” (napisz - blue: A1 -> pudło)',
      'g.yaml:13:5: ostrzeżenie salvo-numbered: strzał 2: „2. red” odczytano jako strzał strony „Gracz 2”: numeru strzału się nie pisze, nadaje go miejsce na liście (to strzał 2) (napisz - red: A10 -> pudło)',
      'g.yaml:14:9: ostrzeżenie salvo-colon-missing: strzał 3: odczytano jako strzał strony „Gracz 1”: po stronie stoi „: ” (napisz - blue: C1 -> pudło)',
    ]);
    // Every other line names the sides so too, in each command that reads the file.
    const show = await run(['show', 'g.yaml']);
    const play = await run(['play', 'g.yaml', '--no-charts'], 'quit\n');
    const record = await run(['record', 'g.yaml', 'red', 'J10', '-r', 'pudło']);
    for (const [what, out] of [['check', check.stdout], ['show', show.stdout + show.stderr], ['play', play.stdout + play.stderr], ['record', record.stdout + record.stderr]] as const) {
      expect(out, what).toContain('„Gracz ');
      expect(out.replace(/\((?:napisz|write) [^)]*\)/gu, ''), what).not.toMatch(/„(?:blue|red)”/u);
    }
    // English says the record's ids, in the warnings as in the rest.
    const en = warnings((await run(['check', 'g.yaml', '--lang', 'en'])).stdout);
    expect(en).toHaveLength(4);
    for (const l of en) expect(l).not.toContain('Gracz');
    expect(en[1]).toContain('"Ania" is the player of blue: read as a shot of blue');
  });

  it('ru: «Первый игрок», «Второй игрок» in the reading warnings, as in check\'s other lines', async () => {
    await writeFile(join(dir, 'g.yaml'), MORSKOY);
    const said = warnings((await run(['check', 'g.yaml'])).stdout);
    expect(said).toEqual([
      'g.yaml:6:5: предупреждение salvo-side-player: выстрел 1: «Ania» — игрок стороны «Первый игрок»: прочитано как выстрел стороны «Первый игрок» (напишите - blue: А1 -> мимо)',
      'g.yaml:7:5: предупреждение salvo-numbered: выстрел 2: «2. red» прочитано как выстрел стороны «Второй игрок»: номер выстрела не пишется, его даёт место в списке (это выстрел 2) (напишите - red: А10 -> мимо)',
      'g.yaml:8:9: предупреждение salvo-colon-missing: выстрел 3: прочитано как выстрел стороны «Первый игрок»: после стороны ставится «: » (напишите - blue: В1 -> мимо)',
    ]);
  });
});
