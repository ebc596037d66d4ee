/**
 * Where `salvo play` tells a Russian or Polish player what to type (a result word not read, cells
 * typed at the result prompt, the game-over prompt), it names the game's own command words, which
 * play takes at every prompt (`отмена`, `карты`, `счёт`, `выход`; `cofnij`, `plansze`, `stan`,
 * `koniec`), not the English alone: it said `наберите ответ (мимо, попал или убит) или undo` and
 * `наберите undo — отменить последний выстрел, show — карты, score — счёт, quit — выйти`, English
 * words in a Russian line; a result the fleet refuses, `наберите force` (now «принудительно»,
 * „wymuś”). Each word named is typed back here and does what the line said.
 * (The help still lists both, `отмена или undo`: tests/cli/play-result-word-said.test.ts.)
 */
import { copyFile, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const EXAMPLES = join(import.meta.dirname, '..', '..', 'examples');

describe('play names the game’s command words in Russian and Polish', () => {
  it('Russian: a result word not read names «отмена», and отмена takes the cells back', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-play-words-'));
    await runSalvo(dir, ['new', 'morskoy-boy', '--players', 'Петя,Вася', '-o', 'g.yaml']);
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['Е1', 'мима', 'б2', 'отмена', 'выход'].join('\n') + '\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('«мима» — не слово ответов этой игры (может быть, мимо?): наберите ответ (мимо, попал или убит) или «отмена»\n');
    expect(r.stdout).toContain('«б2» — клетка, а не ответ: наберите, что ответили на Е1 (мимо, попал или убит), или «отмена», чтобы отменить Е1\n');
    expect(r.stdout).toContain('ответ> отмена\nклетки отменены\n');
    expect(r.stdout).not.toMatch(/или undo|наберите undo/u);
  });

  it('Polish: a result word not read names „cofnij”, and cofnij takes the cells back', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-play-words-'));
    await runSalvo(dir, ['new', 'statki', '--players', 'Ala,Tomek', '-o', 'g.yaml']);
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['A1', 'pudlo?', 'cofnij', 'koniec'].join('\n') + '\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/„pudlo\?” to nie słowo odpowiedzi tej gry[^\n]*: wpisz wynik \(pudło, trafiony albo zatopiony\) albo „cofnij”\n/u);
    expect(r.stdout).toContain('wynik> cofnij\npola cofnięte\n');
    expect(r.stdout).not.toMatch(/albo undo|wpisz undo/u);
  });

  it('the game-over prompt names «отмена», «карты», «счёт», «выход», and each does what it says', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-play-words-'));
    await copyFile(join(EXAMPLES, 'morskoy-boy.yaml'), join(dir, 'g.yaml'));
    const r = await runSalvo(dir, ['play', 'g.yaml'], ['xyz', 'карты', 'счёт', 'выход'].join('\n') + '\n');
    expect(r.code, r.stderr).toBe(0);
    const prompt = 'наберите «отмена» — отменить последний выстрел, «карты» — показать карты, «счёт» — счёт, «выход» — выйти\nконец> ';
    expect(r.stdout).toContain(`${prompt}xyz\n«xyz» — это не «отмена», не «карты», не «счёт» и не «выход»`);
    expect(r.stdout).toContain(`${prompt}карты\nсторона «первый» (Оля) после 77 выстрелов`);
    expect(r.stdout).toMatch(new RegExp(`${prompt}счёт\\n«первый» \\(Оля\\): сделано выстрелов: `, 'u'));
    expect(r.stdout.endsWith(`${prompt}выход\nничего не записано; g.yaml не изменён.\n`)).toBe(true);
    const undone = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['отмена', 'выход'].join('\n') + '\n');
    expect(undone.stdout).toContain(`${prompt}отмена\nубран выстрел 77: первый: Д10 -> убит\n`);
  });

  it('Polish game-over prompt: „cofnij”, „plansze”, „stan”, „koniec”', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-play-words-'));
    await copyFile(join(EXAMPLES, 'statki.yaml'), join(dir, 'g.yaml'));
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['stan', 'koniec'].join('\n') + '\n');
    expect(r.code, r.stderr).toBe(0);
    const prompt = 'wpisz „cofnij” — cofnąć ostatni strzał, „plansze” — pokazać plansze, „stan” — stan gry, „koniec” — wyjść\nkoniec> ';
    expect(r.stdout).toContain(`${prompt}stan\n„ala”: oddane strzały: `);
    expect(r.stdout.endsWith(`${prompt}koniec\nnic nie zapisano; g.yaml bez zmian.\n`)).toBe(true);
  });

  it('a result the fleet refuses names «принудительно», and принудительно saves it as announced', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-play-words-'));
    // The example's first 35 lines: its fleets, and the salvos up to первый's turn at Б3 (water in второй's fleet, so попал is refused).
    const text = await readFile(join(EXAMPLES, 'morskoy-boy.yaml'), 'utf8');
    await writeFile(join(dir, 'g.yaml'), `${text.split('\n').slice(0, 35).join('\n')}\n`);
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['Б3', 'попал', 'принудительно', 'выход'].join('\n') + '\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('наберите «принудительно»: он будет записан так, как сказан, с пометкой forced, как при record --force');
    expect(r.stdout).toMatch(/записан выстрел \d+ \(принудительно\): первый: Б3 -> попал\n/u);
    expect((await readFile(join(dir, 'g.yaml'), 'utf8')).trimEnd().split('\n').slice(-2)).toEqual(['  - первый: Б3 -> попал', '    forced: true']);
  });

  it('the start line names справка and pomoc first (was `Наберите help — справка.`, `Wpisz help, by zobaczyć pomoc.`), and each shows the help', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-play-words-'));
    await runSalvo(dir, ['new', 'morskoy-boy', '-o', 'm.yaml']);
    await runSalvo(dir, ['new', 'statki', '-o', 's.yaml']);
    const ru = await runSalvo(dir, ['play', 'm.yaml', '--no-charts'], 'справка\nвыход\n');
    expect(ru.stdout.split('\n')[0]).toMatch(/\. Наберите справка \(или help\), чтобы увидеть команды\.$/u);
    expect(ru.stdout).toMatch(/клетки> справка\nНаберите клетки выстрела/u);
    const pl = await runSalvo(dir, ['play', 's.yaml', '--no-charts'], 'pomoc\nkoniec\n');
    expect(pl.stdout.split('\n')[0]).toMatch(/\. Wpisz pomoc \(albo help\), by zobaczyć polecenia\.$/u);
    expect(pl.stdout).toMatch(/pola> pomoc\n[^\n]*\nPolecenia: cofnij albo undo/u);
  });
});
