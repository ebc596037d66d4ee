/**
 * `salvo record g.yaml Вася: а5`, the side typed as play says a salvo back (its colon after it),
 * naming no side nor player of the game: the usage error names what was typed without the
 * colon, as the name it is (`«Вася» — не сторона этой игры`), not `«Вася:»`.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-record-side-colon-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);

describe('record: a side typed with its colon that names no side', () => {
  it('is named without the colon, in Russian and in English; the file is left as it was', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Петя,Коля', '-o', 'g.yaml']);
    const before = await readFile(join(dir, 'g.yaml'), 'utf8');
    const ru = await run(['record', 'g.yaml', 'Вася:', 'а5', '-r', 'мимо']);
    expect(ru.code).toBe(2);
    expect(ru.stderr.startsWith('salvo: «Вася» — не сторона этой игры (стороны — «Первый игрок» и «Второй игрок»; сторону можно назвать и по игроку: Петя — «Первый игрок», Коля — «Второй игрок»'), ru.stderr).toBe(true);
    // A typo of a player, the colon after it: the player meant.
    const near = await run(['record', 'g.yaml', 'Петй:', 'а5', '-r', 'мимо']);
    expect(near.stderr).toContain('salvo: «Петй» — не сторона этой игры (может быть, Петя? ');
    const en = await run(['record', 'g.yaml', 'Xavier:', 'а5', '--lang', 'en']);
    expect(en.stderr.startsWith('salvo: "Xavier" is not a side of this game (the sides are blue and red;'), en.stderr).toBe(true);
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(before);
  });
});
