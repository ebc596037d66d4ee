/**
 * `salvo record` of a shot right after the same side's miss, in a game where a hit earns another
 * shot (Statki, Морской бой): refused as out of turn, as before, but said on the spot as check
 * would find it once written (`miss-fired-again`): the side fired again after a miss, and if that
 * was a hit, the line to write and the shot to record again; if not, --force (en/ru/pl).
 * Before, only the out-of-turn refusal was said. The file is unchanged.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

/** A new record of `variant` (g.yaml) with `first` recorded: its folder and text. */
async function after(variant: string, first: string[]): Promise<{ dir: string; text: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-record-miss-then-again-'));
  expect((await runSalvo(dir, ['new', variant, '-o', 'g.yaml'])).code).toBe(0);
  const r = await runSalvo(dir, ['record', 'g.yaml', ...first]);
  expect(r.code, r.stderr).toBe(0);
  return { dir, text: await readFile(join(dir, 'g.yaml'), 'utf8') };
}

describe('record: a shot right after the same side’s miss, where a hit earns another shot', () => {
  it('pl (Statki): said with the line to write if it was a hit; nothing written', async () => {
    const { dir, text } = await after('statki', ['blue', 'A1', '-r', 'pudło']);
    const r = await runSalvo(dir, ['record', 'g.yaml', 'blue', 'B1', '-r', 'trafiony']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('błąd out-of-turn: strzał 2:');
    expect(r.stderr).toContain(
      'salvo: strona „Gracz 1” strzela znowu zaraz po strzale 1 (A1), zapisanym jako „pudło”, a tak jest tylko po trafieniu: jeśli było trafienie, zapisz - blue: A1 -> trafiony w wierszu 7 pliku g.yaml i zapisz ten strzał jeszcze raz; jeśli odpowiedź naprawdę brzmiała „pudło” i strona „Gracz 1” strzelała poza kolejnością, zapisz go z --force\n',
    );
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(text);
    // Written so, the shot is taken, and check finds nothing.
    await writeFile(join(dir, 'g.yaml'), text.replace('  - blue: A1 -> pudło', '  - blue: A1 -> trafiony'));
    expect((await runSalvo(dir, ['record', 'g.yaml', 'blue', 'B1', '-r', 'trafiony'])).code).toBe(0);
  });

  it('en prose on the Polish record: the line to write in its own words', async () => {
    const { dir } = await after('statki', ['blue', 'A1', '-r', 'pudło']);
    const r = await runSalvo(dir, ['record', 'g.yaml', 'blue', 'B1', '-r', 'trafiony', '--lang', 'en']);
    expect(r.stderr).toContain(
      'salvo: blue fires again right after shot 1 (A1), written "pudło", as a side does only after a hit: if it was a hit, write - blue: A1 -> trafiony at line 7 of g.yaml and record this shot again; if the answer was "pudło" and blue did fire out of turn, record it with --force\n',
    );
  });

  it('ru (Морской бой): the miss the last of a turn line: the whole line to write', async () => {
    const { dir } = await after('morskoy-boy', ['blue', 'А1', 'А2', '-r', 'попал, мимо']);
    const r = await runSalvo(dir, ['record', 'g.yaml', 'blue', 'Б1', '-r', 'мимо']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      'salvo: сторона «Первый игрок» стреляет снова сразу после выстрела 2 (А2), записанного как «мимо», а так бывает только после попадания: если было попадание, запишите - blue: А1 А2 -> попал, попал в строке 7 файла g.yaml и запишите этот выстрел снова; если ответ и правда был «мимо» и сторона «Первый игрок» стреляла не в свою очередь, запишите его с --force\n',
    );
  });

  it('not said where the shot out of turn follows the other side’s hit, nor where a hit earns no other shot', async () => {
    const a = await after('statki', ['blue', 'A1', '-r', 'trafiony']);
    const r = await runSalvo(a.dir, ['record', 'g.yaml', 'red', 'B1', '-r', 'pudło']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('błąd out-of-turn');
    expect(r.stderr).not.toContain('strzela znowu');
    const c = await after('classic-1967', ['blue', 'A1', '-r', 'miss']);
    const s = await runSalvo(c.dir, ['record', 'g.yaml', 'blue', 'B1', '-r', 'miss']);
    expect(s.code).toBe(1);
    expect(s.stderr).not.toContain('fires again');
  });
});
