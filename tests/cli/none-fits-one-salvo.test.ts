/**
 * `salvo infer` where one announcement alone admits no legal fleet (the conflict is that salvo
 * only: a hit announced at a cell fired at before, which hits nothing new) says so as `check`
 * does, in the record's language, a single salvo as a single one: "nie zgadza się odpowiedź na
 * strzał 5", "не сходится ответ на выстрел 5", never "sprzeczne są strzał 5" or "противоречат
 * друг другу выстрел 5" (plural verbs with one salvo). Several salvos keep their plural.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playText } from '../../src/cli/commands/play-text.js';
import { runSalvo } from '../helpers/cli.js';

async function inferOn(text: string, target: string): Promise<{ code: number; stdout: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-none-fits-one-'));
  await writeFile(join(dir, 'g.yaml'), text);
  return runSalvo(dir, ['infer', 'g.yaml', '--target', target]);
}

describe('infer: one announcement that no fleet fits on its own', () => {
  it('in Polish (Statki): "nie zgadza się odpowiedź na strzał 5"', async () => {
    const r = await inferOn('variant: statki\nsides:\n  ala: Ala\n  tomek: Tomek\nsalvos:\n  - ala: B4 -> pudło\n  - tomek: C3 -> pudło\n  - ala: A1 -> pudło\n  - tomek: C4 -> pudło\n  - ala: B4 -> trafiony\n', 'tomek');
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('Żadne nie pasuje po strzale 5; nie zgadza się odpowiedź na strzał 5 (numery jak w zapisie i w salvo check).');
    expect(r.stdout).not.toContain('sprzeczne są strzał');
  });

  it('in Russian (Морской бой): "не сходится ответ на выстрел 5"', async () => {
    const r = await inferOn('variant: morskoy-boy\nsalvos:\n  - blue: Б4 -> мимо\n  - red: В3 -> мимо\n  - blue: А1 -> мимо\n  - red: В4 -> мимо\n  - blue: Б4 -> попал\n', 'red');
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('Ни одна не подходит после выстрела 5; не сходится ответ на выстрел 5 (номера как в записи и в salvo check).');
    expect(r.stdout).not.toContain('друг другу выстрел ');
  });

  it('a salvo of several shots, and several salvos, in each language', () => {
    expect(playText('ru', false).hint.noneFits(3, undefined, [3])).toMatch(/; не сходится ответ на залп 3 \(/u);
    expect(playText('pl', false).hint.noneFits(3, undefined, [3])).toMatch(/; nie zgadza się odpowiedź na salwę 3 \(/u);
    expect(playText('ru', true).hint.noneFits(3, undefined, [1, 3])).toMatch(/; противоречат друг другу ответы на выстрелы 1, 3 \(/u);
    expect(playText('ru', false).hint.noneFits(3, undefined, [1, 3])).toMatch(/; противоречат друг другу ответы на залпы 1, 3 \(/u);
    expect(playText('pl', true).hint.noneFits(3, undefined, [1, 3])).toMatch(/; sprzeczne są odpowiedzi na strzały 1, 3 \(/u);
    // English keeps check's words.
    expect(playText('en', false).hint.noneFits(3, undefined, [3])).toContain('; these conflict: salvo 3 (');
  });
});
