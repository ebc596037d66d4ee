/**
 * Two results written the other way round across two turns at the table (`первый: Б4 -> мимо`
 * in the file, then `первый: Б5` answered `попал`, where the answers were `попал, мимо` and the
 * fleet revealed says so): play refuses the result as record refuses `salvo record g.yaml первый
 * Б5 -r попал`, one slip (`results-swapped`) at the line already in the file, with its place and
 * the lines to write, word for word as record says it; not as the fleet contradicted by the new
 * shot. Under it, what to do, as play cannot change a line saved: which line of which file to
 * edit by hand and what to write there, then the shot to type again with its result; done so, the
 * two results stand as answered. The result typed again is taken.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');

/** examples/morskoy-boy.yaml up to its turn `первый: Б4 Б5 -> попал, мимо` (its fleets revealed), with `первый: Б4 -> мимо` written after it, as g.yaml. */
async function written(): Promise<{ dir: string; text: string }> {
  const lines = (await readFile(join(root, 'examples', 'morskoy-boy.yaml'), 'utf8')).split('\n');
  const at = lines.indexOf('  - первый: Б4 Б5 -> попал, мимо');
  expect(at).toBeGreaterThan(0);
  const text = `${lines.slice(0, at).join('\n')}\n  - первый: Б4 -> мимо\n`;
  const dir = await mkdtemp(join(tmpdir(), 'salvo-play-swapped-across-'));
  await writeFile(join(dir, 'g.yaml'), text);
  return { dir, text };
}

/** The line of `output` saying results-swapped. */
const swappedLine = (output: string): string | undefined => output.split('\n').find((l) => l.includes(' results-swapped: '));

describe('play: two results swapped across two turns, as record says it', () => {
  for (const { lang, hit, miss, notTaken, saved } of [
    {
      lang: 'en',
      hit: 'hit',
      miss: 'miss',
      notTaken:
        'not taken: shot 15\'s result is saved in g.yaml already, and play does not change a line saved: if the answers were "попал" for Б4 and "мимо" for Б5, edit line 34 of g.yaml by hand to read - первый: Б4 -> попал, then type undo and the shot again: первый: Б5 -> мимо; else type the announcement again, or undo',
      saved: 'saved shot 16: первый: Б5 -> мимо',
    },
    {
      lang: 'ru',
      hit: 'попал',
      miss: 'мимо',
      notTaken:
        'не принято: ответ на выстрел 15 уже сохранён в g.yaml, а play не меняет сохранённых строк: если ответили «попал» на Б4 и «мимо» на Б5, исправьте вручную строку 34 файла g.yaml на - первый: Б4 -> попал, затем наберите «отмена» и выстрел заново: первый: Б5 -> мимо; иначе наберите ответ заново или «отмена»',
      saved: 'записан выстрел 16: первый: Б5 -> мимо',
    },
  ]) {
    it(`${lang}: results-swapped at the line in the file, with the lines to write; the result typed again taken`, async () => {
      const { dir, text } = await written();
      const record = await runSalvo(dir, ['record', 'g.yaml', 'первый', 'Б5', '-r', 'попал', '--lang', lang]);
      expect(record.code).toBe(1);
      const said = swappedLine(record.stderr);
      expect(said).toMatch(/^g\.yaml:34:19: (error|ошибка) results-swapped: /u);
      expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(text);

      const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts', '--lang', lang], ['первый: Б5', hit, miss, 'quit'].join('\n'));
      expect(play.code, play.stderr).toBe(0);
      const output = play.stdout + play.stderr;
      // Word for word as record says it, the lines to write with it; not the fleet contradicted.
      expect(swappedLine(output)).toBe(said);
      expect(said).toContain(lang === 'en' ? '(write - первый: Б4 -> попал at line 34 and - первый: Б5 -> мимо at line 35;' : '(запишите - первый: Б4 -> попал в строке 34 и - первый: Б5 -> мимо в строке 35;');
      // (the line in the file, still `мимо` once the new shot is saved, is warned of on standard error)
      expect(play.stdout).not.toContain('announcement-contradicts-fleet: ');
      expect(play.stdout).toContain(`${said}\n${notTaken}\n`);
      // The result typed again is taken.
      expect(play.stdout).toContain(`${saved}\n`);
      expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(`${text}  - первый: Б5 -> мимо\n`);
    });
  }

  it('done as said (line 34 edited by hand, undo, the shot typed again), both results stand as answered', async () => {
    const { dir, text } = await written();
    const m = memoryIO('', {}, dir);
    async function* typed(): AsyncGenerator<string> {
      yield 'первый: Б5\nпопал\n';
      while (!m.stdout.includes('edit line 34 of g.yaml by hand')) await new Promise((r) => setTimeout(r, 5));
      const said = /to read (- первый: Б4 -> попал), then type undo and the shot again: (первый: Б5 -> мимо);/u.exec(m.stdout);
      expect(said).not.toBeNull();
      await writeFile(join(dir, 'g.yaml'), text.replace('  - первый: Б4 -> мимо\n', `  ${said![1]}\n`));
      yield `undo\n${said![2]}\nquit\n`;
    }
    expect(await main(['node', 'salvo', 'play', 'g.yaml', '--lang', 'en', '--no-charts'], { ...m.io, stdin: Readable.from(typed()) })).toBe(0);
    expect(m.stdout).toContain('saved shot 16: первый: Б5 -> мимо\n');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(`${text.replace('  - первый: Б4 -> мимо\n', '  - первый: Б4 -> попал\n')}  - первый: Б5 -> мимо\n`);
    const check = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(check.stdout + check.stderr).not.toContain('results-swapped');
  });

  it('pl (Statki): the line to edit said in Polish', async () => {
    const lines = (await readFile(join(root, 'examples', 'statki.yaml'), 'utf8')).split('\n');
    const at = lines.indexOf('  - ala: B4 -> trafiony');
    expect(at).toBeGreaterThan(0);
    const dir = await mkdtemp(join(tmpdir(), 'salvo-play-swapped-across-pl-'));
    await writeFile(join(dir, 'g.yaml'), `${lines.slice(0, at).join('\n')}\n  - ala: B4 -> pudło\n`);
    const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'ala: B5\ntrafiony\nquit\n');
    expect(play.stdout).toContain(
      'nie przyjęto: wynik strzału 15 jest już zapisany w g.yaml, a play nie zmienia zapisanych wierszy: jeśli odpowiedziano „trafiony” na B4 i „pudło” na B5, popraw ręcznie wiersz 37 pliku g.yaml na - ala: B4 -> trafiony, potem wpisz „cofnij” i strzał jeszcze raz: ala: B5 -> pudło; w przeciwnym razie wpisz wynik jeszcze raz albo „cofnij”\n',
    );
  });
});
