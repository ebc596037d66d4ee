/**
 * One shot at a time, a hit earning another: a repeat answered "hit" or "sunk" hits nothing new
 * (the rules read its result as a miss), yet the shooter who heard the word at the table fired
 * again. Statki's rules go by what the shooter hears ("Jeśli … usłyszy „trafiony” … strzela dalej"),
 * so either side may fire next, as where the fleet is revealed: one slip, the repeat's, not a second
 * one of the turn order. A record ending at the repeat says both, and why.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { refereeRecord } from '../../src/record/referee.js';
import { loadVariant } from '../../src/variant/load.js';
import { runSalvo } from '../helpers/cli.js';

// Tomek's submarine is on J2, his ścigacz on D2-E2.
const TOMEK = 'fleets:\n  tomek:\n    pancernik: B4-E4\n    krążownik: [B6-B8, D8-F8]\n    ścigacz: [D2-E2, H9-H10, E10-F10]\n    łódź podwodna: [B2, J2, J4, J8]\n';
const game = (fleet: boolean, first: string, again: string, after: string): string =>
  `variant: statki\nlanguage: pl\nsides: { ala: Ala, tomek: Tomek }\n${fleet ? TOMEK : ''}salvos:\n  - ala: ${first}\n  - ala: D10 -> pudło\n  - tomek: H2 -> pudło\n  - ala: ${again}\n${after}`;

async function breaches(text: string): Promise<[string, number | undefined][]> {
  const variant = await loadVariant('statki', { cwd: process.cwd() });
  const parsed = parseRecord(text, variant);
  expect(parsed.diagnostics).toEqual([]);
  return refereeRecord(parsed, variant).breaches.map((b) => [b.code, b.salvo]);
}

const REPEATS = [
  ['J2 -> zatopiony', 'J2 -> zatopiony'],
  ['D2 -> trafiony', 'D2 -> trafiony'],
] as const;

describe('a repeat answered "hit" or "sunk", one shot at a time', () => {
  for (const fleet of [false, true]) {
    for (const [first, again] of REPEATS) {
      it(`${again} again: the shooter may fire next as told, or the other side as the rules read it; one error (fleet ${fleet ? 'revealed' : 'not revealed'})`, async () => {
        // As told at the table: Ala fires again.
        expect(await breaches(game(fleet, first, again, '  - ala: B1 -> pudło\n  - tomek: H8 -> pudło\n'))).toEqual([['repeated-cell', 4]]);
        // As the rules read it (a miss): Tomek fires next.
        expect(await breaches(game(fleet, first, again, '  - tomek: H8 -> pudło\n  - ala: B1 -> pudło\n'))).toEqual([['repeated-cell', 4]]);
      });
    }
  }

  it('a record ending at the repeat, the fleet not shown: check names both sides that may fire next, and why', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-'));
    const pl = join(dir, 'pl.yaml');
    await writeFile(pl, game(false, 'J2 -> zatopiony', 'J2 -> zatopiony', ''));
    const text = await runSalvo(process.cwd(), ['check', pl]);
    expect(text.stdout).toContain('strzela strona „tomek” (albo „ala”, jeśli ostatnią odpowiedź tak powiedziano przy stole: według zasad powtórzony strzał to pudło)');
    const en = join(dir, 'en.yaml');
    await writeFile(en, 'variant: statki\nlanguage: en\nsalvos:\n  - blue: D2 -> hit\n  - blue: D3 -> miss\n  - red: J1 -> miss\n  - blue: D2 -> hit\n');
    const english = await runSalvo(process.cwd(), ['check', en]);
    expect(english.stdout).toContain('the game goes on: red to fire (or blue, if the last result was said so at the table: the rules read a repeat as a miss)');
  });

  it('a record ending at the repeat, the fleet revealed: the repeat leaves the turn open, not a result copied wrong (pl, en, ru)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-'));
    const pl = join(dir, 'pl.yaml');
    // J2 is Tomek's submarine: "zatopiony" is what the fleet gives, yet a repeat hits nothing new.
    await writeFile(pl, game(true, 'J2 -> zatopiony', 'J2 -> zatopiony', ''));
    const polish = await runSalvo(process.cwd(), ['check', pl]);
    expect(polish.stdout).toContain('strzela strona „tomek” (albo „ala”, jeśli ostatnią odpowiedź tak powiedziano przy stole: według zasad powtórzony strzał to pudło)');
    expect(polish.stdout).not.toContain('zapisano błędnie');
    const en = join(dir, 'en.yaml');
    await writeFile(en, game(true, 'D2 -> trafiony', 'D2 -> trafiony', ''));
    const english = await runSalvo(process.cwd(), ['check', en, '--lang', 'en']);
    expect(english.stdout).toContain('the game goes on: tomek to fire (or ala, if the last result was said so at the table: the rules read a repeat as a miss)');
    expect(english.stdout).not.toContain('copied wrong: the fleet shown');
    // Морской бой, both fleets revealed (examples/morskoy-boy.yaml's): К2 is второй's submarine.
    const lines = (await readFile(join(process.cwd(), 'examples', 'morskoy-boy.yaml'), 'utf8')).split('\n');
    const ru = join(dir, 'ru.yaml');
    await writeFile(ru, [...lines.slice(0, lines.indexOf('salvos:')), 'salvos:', '  - первый: К2 -> убит', '  - первый: В7 -> мимо', '  - второй: В3 -> мимо', '  - первый: К2 -> убит', ''].join('\n'));
    const russian = await runSalvo(process.cwd(), ['check', ru]);
    expect(russian.stdout).toContain('1 нарушение');
    expect(russian.stdout).toContain('стреляет сторона «второй» (или «первый», если последний ответ так и был сказан за столом: по правилам повторный выстрел — промах)');
    expect(russian.stdout).not.toContain('записан неверно');
  });
});
