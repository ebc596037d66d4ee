/**
 * A "sunk" after a hit at a cell that cannot be read (`10К И10 -> попал, убит`) counts only as a
 * hit (the ship sunk may take in the unread cell, so whether it sank then is not known; that a
 * ship is on И10 is); analyze says so and why, naming the shot whose cell could not be read, not
 * "a cell of it could not be read" of the "sunk", whose cell reads, in English, Russian and Polish.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

async function analyze(text: string, lang: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-unread-sunk-'));
  await writeFile(join(dir, 'g.yaml'), text);
  return (await runSalvo(dir, ['analyze', 'g.yaml', '--lang', lang])).stdout;
}

const MORSKOY = 'variant: morskoy-boy\nlanguage: ru\nsides: [первый, второй]\nsalvos:\n  - первый: А1 -> мимо\n  - второй: 10К И10 Б2 -> попал, убит, мимо\n  - первый: В1 -> мимо\n';
const STATKI = 'variant: statki\nlanguage: pl\nsides: [ala, tomek]\nsalvos:\n  - ala: A1 -> pudło\n  - tomek: 10J J9 -> trafiony, zatopiony\n  - tomek: A1 -> pudło\n';

describe('analyze: a "sunk" counted only as a hit after a hit at a cell that cannot be read', () => {
  it.each([
    [MORSKOY, 'en', 'counted only as a hit: the announcement of shot 3: it tells a ship sunk, and the hit of shot 2 before it was at a cell that could not be read, which may be that ship\'s (a ship is on the cell; whether it sank then is not known)'],
    [MORSKOY, 'ru', 'учтено лишь как попадание: ответ на выстрел 3: в нём корабль потоплен, а попадание выстрела 2 до него пришлось на клетку, которую не удалось прочесть, а она может быть клеткой этого корабля (корабль в этой клетке есть; потоплен ли он тогда, неизвестно)'],
    [STATKI, 'pl', 'liczy się tylko jako trafienie: odpowiedź na strzał 3: mówi o zatopieniu statku, a trafienie strzału 2 przed nim padło na pole, którego nie dało się odczytać, a może to być pole tego statku (statek na tym polu jest; czy wtedy zatonął, nie wiadomo)'],
  ])('case %#: the shot whose cell could not be read is named', async (text, lang, line) => {
    const out = await analyze(text, lang);
    expect(out.split('\n')).toContain(line);
    for (const wrong of ['a cell of it could not be read', 'одну из его клеток не удалось прочесть', 'nie dało się odczytać jednego z jej pól']) expect(out).not.toContain(wrong);
  });
});
