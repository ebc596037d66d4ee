/**
 * A Russian or Polish game started with `salvo new perelman --players "Коля,Маша"` keeps the
 * variant's ids in the file (`blue: Коля`, `- blue: а1 …`), but what play and record say back
 * never shows an English id: a salvo saved is said as the players type it (`Коля: а1 б2 в3`), and
 * that line, typed back at the prompt, names the same side. English sessions, and sides the
 * record named itself (`--sides первый,второй`), keep the ids.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { spokenSide } from '../../src/cli/commands/game-common.js';
import { loadVariant } from '../../src/variant/load.js';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-spoken-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);
/** The text after `prefix` on the line that starts with it. */
const after = (out: string, prefix: string): string | undefined => out.split('\n').find((l) => l.startsWith(prefix))?.slice(prefix.length);

describe('a salvo said back in Russian and Polish', () => {
  it('names the side by its player, and the file keeps the id', async () => {
    await run(['new', 'perelman', '--players', 'Коля,Маша', '-o', 'p.yaml']);
    const r = await run(['play', 'p.yaml', '--no-charts'], ['а1 б2 в3', 'попаданий нет', 'help', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(after(r.stdout, 'записан залп 1: ')).toBe('Коля: а1 б2 в3 -> попаданий нет');
    // The help's example of naming the other side, too.
    expect(r.stdout).toContain('«Маша: а1» — чтобы назвать сторону');
    expect(r.stdout).not.toMatch(/\b(blue|red):/u);
    expect(await readFile(join(dir, 'p.yaml'), 'utf8')).toContain('  - blue: а1 б2 в3 -> попаданий нет\n');
  });

  it('as a line that, typed back, names the same side (play and record)', async () => {
    await run(['new', 'perelman', '--players', 'Коля,Маша', '-o', 'p.yaml']);
    const first = await run(['play', 'p.yaml', '--no-charts'], ['а1 б2 в3', 'попаданий нет', 'quit'].join('\n'));
    const said = after(first.stdout, 'записан залп 1: ')!;
    // The side said back for red's salvo is typed with red's cells, at play's prompt and to record.
    const red = await run(['play', 'p.yaml', '--no-charts'], ['Маша: а1 а2 а3', 'попаданий нет', 'quit'].join('\n'));
    const redSaid = after(red.stdout, 'записан залп 2: ')!;
    expect(redSaid).toBe('Маша: а1 а2 а3 -> попаданий нет');
    const name = said.split(': ')[0]!;
    expect(name).toBe('Коля');
    const rec = await run(['record', 'p.yaml', `${name}:`, 'г4', 'д4', 'е4', '-r', 'попаданий нет']);
    expect(rec.code, rec.stderr).toBe(0);
    expect(rec.stdout.startsWith(`залп 3 записан: ${name}: г4 д4 е4 -> попаданий нет;`)).toBe(true);
    // The side to fire next named with its player too, as the salvo before it is said by its player.
    expect(rec.stdout).toMatch(/; следующий ход: «[^»]+» \(Маша\), /u);
    const text = await readFile(join(dir, 'p.yaml'), 'utf8');
    expect(text.match(/^ {2}- (\w+):/gmu)).toEqual(['  - blue:', '  - red:', '  - blue:']);
  });

  it('without players, by the variant\'s name for the side; in Polish too', async () => {
    await run(['new', 'statki', '-o', 's.yaml']);
    const r = await run(['play', 's.yaml', '--no-charts'], ['A1', 'pudło', 'quit'].join('\n'));
    const variant = await loadVariant('statki', { cwd: process.cwd() });
    const name = variant.turns.sides[0].name.pl!;
    expect(after(r.stdout, 'zapisano strzał 1: ')).toBe(`${name}: A1 -> pudło`);
  });

  it('keeps the id in English, for sides the record named, and where the name would read as the other side', async () => {
    const perelman = await loadVariant('perelman', { cwd: process.cwd() });
    const sides = [{ id: 'blue', player: 'Коля' }, { id: 'red', player: 'Маша' }] as const;
    expect(spokenSide({ sides }, perelman, 'red', 'en')).toBe('red');
    expect(spokenSide({ sides }, perelman, 'red', 'ru')).toBe('Маша');
    expect(spokenSide({ sides: [{ id: 'первый', player: 'Оля' }, { id: 'второй' }] }, perelman, 'первый', 'ru')).toBe('первый');
    // Blue's player is named as red is by the variant: the player's name would read as red.
    const red = perelman.turns.sides[1].name.ru!;
    expect(spokenSide({ sides: [{ id: 'blue', player: red }, { id: 'red' }] }, perelman, 'blue', 'ru')).toBe(perelman.turns.sides[0].name.ru);
    const en = await run(['new', 'perelman', '--players', 'Коля,Маша', '-o', 'e.yaml']);
    expect(en.code).toBe(0);
    const r = await run(['play', 'e.yaml', '--no-charts', '--lang', 'en'], ['а1 б2 в3', 'no hits', 'quit'].join('\n'));
    expect(after(r.stdout, 'saved salvo 1: ')).toMatch(/^blue: а1 б2 в3 -> /u);
  });
});
