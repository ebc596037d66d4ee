/**
 * `salvo play` where the revealed fleet of the side fired at is set aside, as the announcements
 * belie it (`fleet-belied`, a ship copied a row off): the result prompt offers no announcement from
 * that fleet (`[Enter: мимо]` came from the ship copied wrong, where the shot hit), and an empty
 * line there says what to type and why it takes nothing from the fleet (en/ru/pl). A fleet the
 * announcements do not belie is offered as before.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** The example with `from` written as `to`, cut after its first `lines` lines, as `g.yaml` of a new folder. */
async function copy(example: string, from: string, to: string, lines: number): Promise<string> {
  const text = await readFile(join(ROOT, 'examples', example), 'utf8');
  expect(text).toContain(from);
  const dir = await mkdtemp(join(tmpdir(), 'salvo-play-enter-'));
  await writeFile(join(dir, 'g.yaml'), `${text.replace(from, to).split('\n').slice(0, lines).join('\n')}\n`);
  return dir;
}

describe('play: Enter offers nothing from a fleet the announcements belie', () => {
  for (const { lang, prompt, said } of [
    { lang: 'en', prompt: 'result> ', said: 'type what второй announced: an empty line takes nothing from the fleet written for второй under fleets:, as the announcements belie it (fleet-copied-wrong: see salvo check g.yaml)' },
    { lang: 'ru', prompt: 'ответ> ', said: 'наберите ответ стороны «второй»: пустая строка не берёт ответ из флота стороны «второй», записанного под fleets:, — ему противоречат ответы (fleet-copied-wrong: см. salvo check g.yaml)' },
  ]) {
    it(`${lang}: Морской бой, the battleship copied a row up: В4 (a hit) is not offered as a miss`, async () => {
      const dir = await copy('morskoy-boy.yaml', 'броненосец: Б4-Д4', 'броненосец: Б3-Д3', 35);
      const before = await readFile(join(dir, 'g.yaml'), 'utf8');
      const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts', '--lang', lang], 'В4\n\nundo\nquit\n');
      expect(play.code, play.stderr).toBe(0);
      expect(play.stdout).toContain(`В4\n${prompt}\n${said}\n${prompt}undo\n`);
      expect(play.stdout).not.toContain('[Enter:');
      expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(before);
    });
  }

  it('pl: Statki, the battleship copied a row up', async () => {
    const dir = await copy('statki.yaml', 'pancernik: B4-E4', 'pancernik: B3-E3', 40);
    const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'E4\n\nundo\nquit\n');
    expect(play.stdout).toContain('E4\nwynik> \nwpisz odpowiedź strony „tomek”: pusty wiersz nie bierze wyniku z floty strony „tomek” zapisanej pod fleets:, bo przeczą jej odpowiedzi (fleet-copied-wrong: zob. salvo check g.yaml)\n');
    expect(play.stdout).not.toContain('[Enter:');
  });

  it('the same records with the fleet as written: Enter offers its announcement and takes it', async () => {
    const dir = await copy('morskoy-boy.yaml', 'броненосец: Б4-Д4', 'броненосец: Б4-Д4', 35);
    const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts', '--lang', 'en'], 'В4\n\nquit\n');
    expect(play.stdout).toContain('result [Enter: попал]> \nsaved shot 18: первый: В4 -> попал\n');
    const statki = await copy('statki.yaml', 'pancernik: B4-E4', 'pancernik: B4-E4', 40);
    const pl = await runSalvo(statki, ['play', 'g.yaml', '--no-charts'], 'E4\n\nquit\n');
    expect(pl.stdout).toContain('wynik [Enter: trafiony]> ');
  });
});
