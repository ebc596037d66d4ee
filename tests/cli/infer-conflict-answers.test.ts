/**
 * `salvo infer` on a record no legal fleet fits names what conflicts as `check` does: the
 * announcements (the answers to the shots or salvos), not the shots themselves. Russian says
 * "противоречат друг другу ответы на выстрелы 1, 2" (before: "противоречат друг другу выстрелы
 * 1, 2", as if the shots conflicted), Polish "sprzeczne są odpowiedzi na strzały 1, 2" (before:
 * "sprzeczne są strzały 1, 2"); a salvo game says залпы / salwy in the same sentence.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playText } from '../../src/cli/commands/play-text.js';
import { runSalvo } from '../helpers/cli.js';

// Two hits at diagonal neighbours: one ship cannot hold both, and ships may not touch.
const RECORDS = [
  { lang: 'ru', target: 'red', text: 'variant: morskoy-boy\nsalvos:\n  - blue: А1 -> попал\n  - blue: Б2 -> попал\n', words: 'противоречат друг другу ответы на выстрелы 1, 2' },
  { lang: 'pl', target: 'tomek', text: 'variant: statki\nsides:\n  ala: Ala\n  tomek: Tomek\nsalvos:\n  - ala: A1 -> trafiony\n  - ala: B2 -> trafiony\n', words: 'sprzeczne są odpowiedzi na strzały 1, 2' },
] as const;

describe('infer names the conflicting announcements with check\'s words', () => {
  for (const { lang, target, text, words } of RECORDS) {
    it(`in ${lang}`, async () => {
      const dir = await mkdtemp(join(tmpdir(), 'salvo-infer-answers-'));
      await writeFile(join(dir, 'g.yaml'), text);
      const check = await runSalvo(dir, ['check', 'g.yaml']);
      const infer = await runSalvo(dir, ['infer', 'g.yaml', '--target', target]);
      expect(infer.code, infer.stderr).toBe(1);
      expect(check.stdout).toContain(`; ${words}: `);
      expect(infer.stdout).toContain(`; ${words} (`);
    });
  }

  it('a salvo game says залпы / salwy, and one answer alone stays singular', () => {
    expect(playText('ru', false).hint.noneFits(4, undefined, [2, 4])).toMatch(/^Ни одна не подходит после залпа 4; противоречат друг другу ответы на залпы 2, 4 \(/u);
    expect(playText('pl', false).hint.noneFits(4, undefined, [2, 4])).toMatch(/^Żadne nie pasuje po salwie 4; sprzeczne są odpowiedzi na salwy 2, 4 \(/u);
    expect(playText('ru', false).hint.noneFits(4, 3, [2, 4])).toContain('; противоречат друг другу ответы на залпы 2, 4 (');
    expect(playText('ru', true).hint.noneFits(4, undefined, [4])).toContain('; не сходится ответ на выстрел 4 (');
    expect(playText('pl', true).hint.noneFits(4, undefined, [4])).toContain('; nie zgadza się odpowiedź na strzał 4 (');
  });
});
