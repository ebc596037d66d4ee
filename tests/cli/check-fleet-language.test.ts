/**
 * `salvo check` says a fleet that breaks the placement rules (`illegal-fleet`) whole in the
 * record's language: ships touching (side by side or at a corner), overlapping, of the wrong size,
 * a class with too few ships, in Russian and Polish, in the text and in --json's message, from the
 * layout's parts (src/record/fleet-text.ts), with no English word left; English as it was with
 * --lang en.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const FIXTURES = join(process.cwd(), 'tests', 'cli', 'fixtures', 'referee-calls');

const RU = `variant: morskoy-boy
language: ru
sides:
  первый: Петя
  второй: Вася
fleets:
  первый:
    броненосец: А1-Г1
    крейсер: [А3-Г3, Е1-З1]
    миноносец: [А5-Б5, Г5-Д5]
    подводная лодка: [А7, В7, Д7, Ж7]
  второй:
    броненосец: А10-Г10
    крейсер: [Ж8-И8, Ж8-Ж10]
    миноносец: [И1-К1, И3-К3, И5-К5]
    подводная лодка: [А1, В1, Д1, Ж1]
salvos:
  - первый: Б5 -> мимо
`;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-check-fleet-'));
  await writeFile(join(dir, 'ru.yaml'), RU);
});

const fleetLines = (out: string): string[] => out.split('\n').filter((l) => l.includes(' illegal-fleet: '));
/** What a line says after its code, the bracketed rule left out (it names the layout's code, `записано: ship-touching`). */
const words = (line: string): string => line.split(' illegal-fleet: ')[1]!.replace(/\[[^\]]*\]/u, '');
const ENGLISH = /\b(?:fleet|touch(?:es)?|at a corner|is next to|overlap|has|cells?|ships?|add|remove|compare|the|of|and|may|not)\b/u;

describe('check says a fleet breaking the placement rules in the record\'s language', () => {
  it('ships touching at a corner, in Russian and in Polish, whole', async () => {
    const ru = await runSalvo(FIXTURES, ['check', 'morskoy-boy-touching.yaml']);
    expect(fleetLines(ru.stdout)).toEqual([
      'morskoy-boy-touching.yaml:16:15: ошибка illegal-fleet: флот стороны «второй»: броненосец А10-Г10 и крейсер #1 Д9-Ж9 касаются: Г10 касается Д9 углом [правило: расстановка флота; записано: ship-touching] (корабли не должны касаться даже углами; сверьте флот с листком стороны «второй» и исправьте корабль, переписанный неверно; если он так и нарисован, флот нарушает правила)',
    ]);
    const pl = await runSalvo(FIXTURES, ['check', 'statki-15-touching.yaml']);
    expect(fleetLines(pl.stdout)).toEqual([
      'statki-15-touching.yaml:20:38: błąd illegal-fleet: flota strony „tomek”: łódź podwodna #4 N14 i łódź podwodna #5 O15 stykają się: N14 styka się z O15 rogiem [zasada: ustawienie floty; zapisano: ship-touching] (statki nie mogą się stykać nawet rogami; porównaj flotę z kartką strony „tomek” i popraw źle przepisany statek; jeśli tak go narysowano, flota łamie zasady)',
    ]);
    for (const line of [...fleetLines(ru.stdout), ...fleetLines(pl.stdout)]) expect(words(line)).not.toMatch(ENGLISH);
    const en = await runSalvo(FIXTURES, ['check', 'statki-15-touching.yaml', '--lang', 'en']);
    expect(fleetLines(en.stdout)).toEqual([
      "statki-15-touching.yaml:20:38: error illegal-fleet: tomek's fleet: submarine #4 N14 and submarine #5 O15 touch: N14 touches O15 at a corner [rule: fleet layout; recorded: ship-touching] (ships may not touch, not even at a corner; compare the fleet with tomek's own chart and mend a ship copied wrong; if it was drawn so, the fleet breaks the rules)",
    ]);
  });

  it('a ship of the wrong size, a class short of ships, two ships sharing a cell; --json too', async () => {
    const r = await runSalvo(dir, ['check', 'ru.yaml']);
    const lines = fleetLines(r.stdout);
    expect(lines.map(words)).toEqual([
      'флот стороны «первый»: крейсер #1 А3-Г3: 4 клетки, а у корабля класса «крейсер» их 3  (дайте ему 3 клетки или проверьте, тот ли это класс; сверьте флот с листком стороны «первый» и исправьте корабль, переписанный неверно; если он так и нарисован, флот нарушает правила)',
      'флот стороны «первый»: миноносец: в расстановке 2 корабля, а во флоте их 3  (добавьте 1 корабль этого класса; сверьте флот с листком стороны «первый» и исправьте корабль, переписанный неверно; если он так и нарисован, флот нарушает правила)',
      'флот стороны «второй»: крейсер #1 Ж8-И8 и крейсер #2 Ж8-Ж10 занимают общие клетки: Ж8  (у кораблей не бывает общих клеток; сверьте флот с листком стороны «второй» и исправьте корабль, переписанный неверно; если он так и нарисован, флот нарушает правила)',
    ]);
    for (const line of lines) expect(words(line)).not.toMatch(ENGLISH);
    const doc = JSON.parse((await runSalvo(dir, ['check', 'ru.yaml', '--json'])).stdout) as { violations: { code: string; message: string; recorded?: string }[] };
    const overlap = doc.violations.find((v) => v.code === 'illegal-fleet' && v.recorded === 'ship-overlap')!;
    expect(overlap.message).toBe('флот стороны «второй»: крейсер #1 Ж8-И8 и крейсер #2 Ж8-Ж10 занимают общие клетки: Ж8');
    expect(JSON.stringify(doc)).not.toContain('"fleet":{');
    const en = await runSalvo(dir, ['check', 'ru.yaml', '--lang', 'en']);
    expect(fleetLines(en.stdout).map(words)[1]).toBe(
      "the fleet of первый: destroyer: 2 ships in the layout; the fleet has 3  (add 1 ship of this class; compare the fleet with the chart of первый and mend a ship copied wrong; if it was drawn so, the fleet breaks the rules)",
    );
  });
});
