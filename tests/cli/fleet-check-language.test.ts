/**
 * `salvo fleet check` speaks the variant's language (its first, or --lang's): the summary line
 * (no breaches, breaches counted, a layout or a file that cannot be read), and each breach of the
 * rules and the YAML's errors, as `check` says a record's fleet; a ship that cannot be read stays
 * English. English as it was with --lang en and in --json.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;

// Морской бой: a legal fleet of ten ships.
const LEGAL = 'броненосец: Б1-Д1\nкрейсер: [К1-К3, Д8-Д10]\nминоносец: [З7-И7, Ж9-З9, А10-Б10]\nподводная лодка: [Ж1, Д5, З5, В6]\n';
// The battleship touches a cruiser; a destroyer is missing.
const TWO = 'броненосец: А1-Г1\nкрейсер: [А2-В2, Е1-З1]\nминоносец: [А5-Б5, Г5-Д5]\nподводная лодка: [А7, В7, Д7, Ж7]\n';
// A submarine off the board (not read); a cruiser of four cells among the ships that read.
const UNREAD = 'броненосец: А1-Г1\nкрейсер: [А3-Г3, Е1-З1]\nминоносец: [А5-Б5, Г5-Д5, Ж5-З5]\nподводная лодка: [А7, В7, Д7, Ж99]\n';
// Statki: one ship of one class, the rest missing.
const ONE = 'pancernik: A1-D1\n';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-fleet-lang-'));
  await writeFile(join(dir, 'legal.yaml'), LEGAL);
  await writeFile(join(dir, 'two.yaml'), TWO);
  await writeFile(join(dir, 'unread.yaml'), UNREAD);
  await writeFile(join(dir, 'yaml.yaml'), 'броненосец: [А1-Г1\n');
  await writeFile(join(dir, 'one.yaml'), ONE);
});
const run = (args: string[]) => runSalvo(dir, ['fleet', 'check', ...args]);

describe('fleet check in the variant’s language', () => {
  it('says a legal layout in Russian for Морской бой, in English with --lang en', async () => {
    const ru = await run(['morskoy-boy', 'legal.yaml']);
    expect(ru.code).toBe(0);
    expect(ru.stdout).toBe('legal.yaml: нарушений нет, расстановка допустима в варианте morskoy-boy (10 кораблей)\n');
    const en = await run(['morskoy-boy', 'legal.yaml', '--lang', 'en']);
    expect(en.code).toBe(0);
    expect(en.stdout).toBe('legal.yaml: ok, a legal layout for morskoy-boy (10 ships)\n');
  });

  it('says each breach and their count in Russian, in English with --lang en', async () => {
    const ru = await run(['morskoy-boy', 'two.yaml']);
    expect(ru.code).toBe(1);
    expect(ru.stdout).toBe(
      [
        'two.yaml:2:11: ошибка ship-touching: броненосец А1-Г1 и крейсер #1 А2-В2 касаются: А1 рядом с А2 (корабли не должны касаться даже углами)',
        'two.yaml:3:12: ошибка fleet-count: миноносец: в расстановке 2 корабля, а во флоте их 3 (добавьте 1 корабль этого класса)',
        'two.yaml: 2 нарушения правил варианта morskoy-boy',
        '',
      ].join('\n'),
    );
    const en = await run(['morskoy-boy', 'two.yaml', '--lang', 'en']);
    expect(en.code).toBe(1);
    expect(en.stdout).toBe(
      [
        'two.yaml:2:11: error ship-touching: battleship А1-Г1 and cruiser #1 А2-В2 touch: А1 is next to А2 (ships may not touch, not even at a corner)',
        'two.yaml:3:12: error fleet-count: destroyer: 2 ships in the layout; the fleet has 3 (add 1 ship of this class)',
        'two.yaml: 2 breaches of the morskoy-boy rules',
        '',
      ].join('\n'),
    );
  });

  it('says a layout that cannot be read in Russian, the breaches among the ships that read counted, the ship not read too', async () => {
    const ru = await run(['morskoy-boy', 'unread.yaml']);
    expect(ru.code).toBe(1);
    const lines = ru.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('unread.yaml:4:31: ошибка ship-off-board: подводная лодка #4: корабль «Ж99» выходит за поле: клетка Ж99 вне поля: строки 99 нет (строки 1–10) (держите все корабли внутри поля, от А1 до К10)');
    expect(lines[1]).toBe('unread.yaml:2:11: ошибка ship-shape: крейсер #1 А3-Г3: 4 клетки, а у корабля класса «крейсер» их 3 (дайте ему 3 клетки или проверьте, тот ли это класс)');
    expect(lines[2]).toBe('unread.yaml: расстановку не прочитать; среди прочитанных кораблей ещё 1 нарушение (число кораблей проверяется, когда прочитаны все)');
    expect((await run(['morskoy-boy', 'unread.yaml', '--lang', 'en'])).stdout.trimEnd().split('\n').at(-1)).toBe(
      'unread.yaml: the layout cannot be read; 1 more breach among the ships that read (the counts are checked once every ship reads)',
    );
  });

  it('says a file that is not readable YAML in the language', async () => {
    const ru = await run(['morskoy-boy', 'yaml.yaml']);
    expect(ru.code).toBe(1);
    expect(ru.stdout).toBe('yaml.yaml:1:13: ошибка yaml-syntax: эта «[» нигде не закрыта (закройте список «]» после его последнего элемента)\nyaml.yaml: файл не читается как YAML\n');
    const en = await run(['morskoy-boy', 'yaml.yaml', '--lang', 'en']);
    expect(en.stdout).toBe('yaml.yaml:1:13: error yaml-syntax: this "[" is never closed (close the list with "]" after its last item)\nyaml.yaml: not a readable YAML file\n');
  });

  it('speaks Polish for Statki, the classes missing counted', async () => {
    const pl = await run(['statki', 'one.yaml']);
    expect(pl.code).toBe(1);
    const lines = pl.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^one\.yaml:1:1: błąd fleet-count: krążownik: w ustawieniu nie ma żadnego statku, a flota ma ich 2 \(dodaj 2 statki tej klasy\)$/u);
    expect(lines[3]).toBe('one.yaml: 3 naruszenia zasad wariantu statki');
  });

  it('keeps --json English, as it was', async () => {
    const j = await run(['morskoy-boy', 'two.yaml', '--json']);
    expect(j.code).toBe(1);
    const report = JSON.parse(j.stdout) as { violations: { message: string }[] };
    expect(report.violations.map((v) => v.message)).toEqual(['броненосец А1-Г1 and крейсер #1 А2-В2 touch: А1 is next to А2', 'миноносец: 2 ships in the layout; the fleet has 3']);
  });
});
