/**
 * A whole turn typed at once in Statki or Морской бой (`A1 A2 A3`), then one word at its result
 * prompt that is none of the game's (`trafony`, `vbvj` typed in Latin layout for мимо): said as at
 * a single shot's prompt, with the word meant and the words to type, as docs/commands.md says,
 * not check's bare finding ("is not a word of this variant's announcements") and no words to type.
 * Several words (`trafiony, trafony`) are read as one result a shot, as before.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

async function play(record: string, typed: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-play-turn-word-'));
  await writeFile(join(dir, 'g.yaml'), record);
  const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], typed);
  expect(r.code).toBe(0);
  return r.stdout;
}

describe('one word not the game\'s, at the result prompt of a turn typed at once', () => {
  it('Statki: the word meant and the words to type, in Polish', async () => {
    const out = await play('variant: statki\nsides:\n  blue: Ala\n  red: Tomek\nsalvos: []\n', 'A1 A2 A3\ntrafony\ntrafiony, trafony\ntrafiony\nquit\n');
    expect(out).toContain('wynik dla A1 (albo dla wszystkich 3)> trafony\nbłąd announcement-unknown-word: „trafony” to nie słowo odpowiedzi tej gry (czy chodziło o trafiony?): wpisz wynik (pudło, trafiony albo zatopiony) albo „cofnij”\n');
    // One result a shot typed: the word not read said at its place in the words of the single
    // result's prompt (one wording for one slip), then the two ways to answer.
    expect(out).toContain('> trafiony, trafony\nbłąd announcement-unknown-word: „trafony” to nie słowo odpowiedzi tej gry (czy chodziło o trafiony?)\nnie przyjęto wyników „trafiony, trafony”: wpisz wynik dla A1 albo wszystkie 3 wyniki dla A1 A2 A3, albo „cofnij”\n');
    expect(out).toContain('zapisano strzał 1: Ala: A1 -> trafiony\n');
  });

  it('Морской бой: a word typed in Latin layout, the word meant first, in Russian', async () => {
    const out = await play('variant: morskoy-boy\nsides:\n  blue: Коля\n  red: Оля\nsalvos: []\n', 'а1 а2\nvbvj\nмимо\nquit\n');
    expect(out).toContain('ответ на А1 (или на все 2)> vbvj\nошибка announcement-unknown-word: «vbvj» — не слово ответов этой игры (может быть, мимо? Похоже, набрано в латинской раскладке): наберите ответ (мимо, попал или убит) или «отмена»\n');
    expect(out).toContain('записан выстрел 1: Коля: А1 -> мимо\n');
  });

  it('Морской бой: words typed for the whole turn, none the game\'s, are said as at a single result\'s prompt', async () => {
    const out = await play('variant: morskoy-boy\nsides:\n  blue: Коля\n  red: Оля\nsalvos: []\n', 'а1 а2\nпоп, мома\nпоп\nquit\n');
    expect(out).toContain(
      'ответ на А1 (или на все 2)> поп, мома\n' +
        'ошибка announcement-unknown-word: «поп» — не слово ответов этой игры\n' +
        'ошибка announcement-unknown-word: «мома» — не слово ответов этой игры\n' +
        'ответы «поп, мома» не приняты: наберите ответ на А1 или все 2 ответа на А1 А2, или «отмена»\n',
    );
    expect(out).toContain('ответ на А1 (или на все 2)> поп\nошибка announcement-unknown-word: «поп» — не слово ответов этой игры: наберите ответ (мимо, попал или убит) или «отмена»\n');
  });
});
