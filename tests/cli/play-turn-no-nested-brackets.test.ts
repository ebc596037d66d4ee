/**
 * A side named with its player inside a bracket is named without a bracket of its own: play's
 * refusal of a side out of turn (`not taken (it is Ala's turn, playing blue)`, not `(it is blue (Ala)'s
 * turn)`), in English, Russian and Polish; and record's other side it may be (`(или «Первый
 * игрок», смотря по …)`, not `(или «Первый игрок» (Оля), …)`).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-nested-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);

/** The lines of `text` with a bracket opened inside another. */
function nested(text: string): string[] {
  return text.split('\n').filter((line) => {
    let depth = 0;
    for (const ch of line) {
      if (ch === '(') {
        if (depth > 0) return true;
        depth++;
      } else if (ch === ')') depth = Math.max(0, depth - 1);
    }
    return false;
  });
}

describe('a side out of turn, refused at play', () => {
  const cases = [
    ['en', 'classic-salvo', 'red: A1 A2 A3 A4 A5', `"A1 A2 A3 A4 A5" is not taken (it is Ala's turn, playing blue): type the salvo again\n`],
    ['ru', 'perelman', 'Бен: а1 а2 а3', 'залп «а1 а2 а3» не принят (сейчас стреляет Ала, сторона «Синие»): наберите его заново\n'],
    ['pl', 'statki', 'Ben: a1', 'nie przyjęto (teraz strzela Ala, strona „Gracz 1”): wpisz strzał jeszcze raz\n'],
  ] as const;
  for (const [lang, variant, typed, said] of cases) {
    it(`${lang}: names the side whose turn it is and its player, no bracket inside another`, async () => {
      expect((await run(['new', variant, '--players', lang === 'ru' ? 'Ала,Бен' : 'Ala,Ben', '-o', 'g.yaml'])).code).toBe(0);
      const r = await run(['play', 'g.yaml', '--no-charts'], [typed, 'quit'].join('\n'));
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toContain(said);
      expect(nested(r.stdout)).toEqual([]);
    });
  }

  it('a side named by its player is named once', async () => {
    expect((await run(['new', 'classic-salvo', '--sides', 'ala,ben', '--players', 'Ala,Ben', '-o', 'g.yaml'])).code).toBe(0);
    const r = await run(['play', 'g.yaml', '--no-charts'], ['ben: A1 A2 A3 A4 A5', 'quit'].join('\n'));
    expect(r.stdout).toContain(`"A1 A2 A3 A4 A5" is not taken (it is ala's turn): type the salvo again\n`);
  });
});

describe("record's other side the turn may be", () => {
  it('Морской бой and Statki: named without its player, the side next with it', async () => {
    expect((await run(['new', 'morskoy-boy', '--players', 'Оля,Коля', '-o', 'mb.yaml'])).code).toBe(0);
    const ru = await run(['record', 'mb.yaml', 'Оля', 'а1']);
    expect(ru.stdout).toContain('следующий ход: «Второй игрок» (Коля), 1 выстрел (или «Первый игрок», смотря по ответу на выстрел 1)\n');
    expect(nested(ru.stdout)).toEqual([]);
    expect((await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 'st.yaml'])).code).toBe(0);
    const pl = await run(['record', 'st.yaml', 'Ala', 'a1']);
    expect(pl.stdout).toContain('„Gracz 1”, ');
    expect(nested(pl.stdout)).toEqual([]);
  });
});
