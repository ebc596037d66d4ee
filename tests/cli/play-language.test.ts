/**
 * `salvo play` and `salvo record` speak the game's language at the table: whose turn it is, the
 * shots owed, the prompts, the confirmations, the papers' totals and the hints are Russian for
 * Морской бой and Perelman, Polish for Statki (the record's language, else the variant's first;
 * `--lang` picks another), as the charts and the announcements already were. Only the
 * referee's diagnostics and the commands typed (undo, show, quit, …) stay as they are.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-play-lang-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);
const example = (name: string) => readFile(join(import.meta.dirname, '..', '..', 'examples', name), 'utf8');

/** An example game without its last line and the note under it: one turn from the end. */
async function lastTurnLeft(name: string, last: string): Promise<string> {
  const text = await example(name);
  const at = text.lastIndexOf(last);
  expect(at).toBeGreaterThan(0);
  return text.slice(0, at);
}

/**
 * English words of the session's own texts; a line of the referee's said in English (`error CODE:`,
 * one the language has no words for) is left out, and the code of one said in Russian (`ошибка
 * wrong-salvo-size:`) is not read as English.
 */
const ENGLISH = /\b(salvos?|shots?|saved|removed|again|cells|hits|taken|given|fired|left|type|game|over|nothing|now|numbers|hint|consistent|chance|pinned|likely|won|draw|nobody|recorded|next|result>|so far)\b/iu;
const englishLines = (out: string): string[] =>
  // The command typed in English beside its word in the language (`подсказка или hint`), as undo and quit are, is not English said.
  out.split('\n').filter((l) => ENGLISH.test(l.replace(/salvo new \S+ -o \S+/u, '').replace(/^(ошибка|предупреждение) [a-z-]+: /u, '').replace(/ (или|albo) hint\b/u, '')) && !/(^| )(error|warning) [a-z-]+: /u.test(l));

describe('salvo play in Russian (Морской бой)', () => {
  it('says every status line, prompt and confirmation in Russian, up to the end of the game', async () => {
    await writeFile(join(dir, 'g.yaml'), await lastTurnLeft('morskoy-boy.yaml', '  - первый: Е10 Д10'));
    const r = await run(['play', 'g.yaml', '--hints'], ['help', 'чей ход?', 'попал', 'Е10 Д10', '', '', 'xyz', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(englishLines(r.stdout)).toEqual([]);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toMatch(/^Морской бой: стороны «первый» \(Оля\) и «второй» \(Дима\); в записи \d+ выстрел(?:а|ов)?\. Наберите справка \(или help\), чтобы увидеть команды\.$/u);
    expect(lines[1]).toMatch(/^выстрел \d+: сторона «первый» \(Оля\), её выстрел № \d+( — ещё раз, после попадания)?$/u);
    expect(lines[2]).toBe('клетки> help');
    // The commands as a player at a Russian keyboard types them, the English beside each, as the English help names them.
    expect(r.stdout).toContain('Команды: отмена или undo (отменить последний выстрел), карты или show (показать карты), «чей ход?» или turn (чей ход и какой по счёту выстрел), ответ или result (ответ на последний выстрел, если пропущен), справка или help, выход или quit (можно коротко: q).');
    expect(r.stdout).toContain(`сейчас: ${lines[1]}\n`);
    expect(r.stdout).toContain('«попал» — это ответ, а не клетки: сначала наберите клетки выстрела (например, А1), потом ответ на запрос «ответ>»');
    expect(r.stdout).toContain('ответ на Е10 (или на все 2) [Enter: попал]> ');
    expect(r.stdout).toMatch(/записан выстрел \d+: первый: Е10 -> попал\n/u);
    expect(r.stdout).toContain('Подсказка для стороны «первый» (Оля):');
    expect(r.stdout).toContain('Вероятность корабля в клетке, %');
    expect(r.stdout).toMatch(/получено попаданий: \d+, нанесено: \d+; сделано выстрелов: \d+\n/u);
    expect(r.stdout).toContain('цифры — номера выстрелов; * попадание');
    expect(r.stdout).toContain('игра окончена: победила сторона «первый» (Оля), флот противника потоплен\n');
    expect(r.stdout).toContain('наберите «отмена» — отменить последний выстрел, «карты» — показать карты, «счёт» — счёт, «выход» — выйти\nконец> xyz\n«xyz» — это не «отмена», не «карты», не «счёт» и не «выход»; игра окончена; следующую начните в новой записи: salvo new morskoy-boy -o g-2.yaml\n');
    expect(r.stdout.endsWith('g.yaml сохранён.\n')).toBe(true);
  });

  it('in a salvo game (Perelman) speaks of salvos and the shots owed, and refuses in Russian', async () => {
    await run(['new', 'perelman', '--players', 'Петя,Вася', '-o', 'p.yaml']);
    const r = await run(['play', 'p.yaml', '--no-charts'], ['д3 е4 ж5', 'попаданий нет', 'а1', 'а1 а2 а3', 'нет попаданий', 'undo', ''].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(englishLines(r.stdout)).toEqual([]);
    expect(r.stdout).toContain('залп 1: сторона «Синие» (Петя), её залп № 1, 3 выстрела (осталось 60 из 60)\nклетки> д3 е4 ж5\nответ> попаданий нет\nзаписан залп 1: Петя: д3 е4 ж5 -> попаданий нет\n');
    // The referee's line in Russian, as `salvo check` says it; what to do after it, in play's words.
    expect(r.stdout).toContain(
      'клетки> а1\nошибка wrong-salvo-size: залп 2: в залпе 1 стороны «Красные» 1 выстрел, а положено 3 [правило: размер залпа; ожидалось: 3; записано: 1]\nзалп «а1» не принят: наберите его заново\n',
    );
    expect(r.stdout).toContain('убран залп 2: Вася: а1 а2 а3 -> попаданий нет\n');
  });

  it('asks first for a result left when input ended, naming the cells called after it in Russian; a record with errors is refused in Russian', async () => {
    await run(['new', 'morskoy-boy', '--sides', 'первый,второй', '-o', 't.yaml']);
    await run(['play', 't.yaml', '--no-charts'], 'Е8 Д8 Г8\n');
    const r = await run(['play', 't.yaml', '--no-charts'], '');
    expect(r.stdout).toContain('у выстрела 1 (первый: Е8) ещё нет ответа (следующие клетки: Д8 Г8); наберите его, или «потом» — оставить так, или «отмена» — убрать выстрел\nответ> ');
    await writeFile(join(dir, 'bad.yaml'), 'variant: morskoy-boy\nsalvos:\n  - blue: Ы1 -> мимо\n');
    const bad = await run(['play', 'bad.yaml'], '');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('salvo: в bad.yaml есть ошибки; исправьте их, прежде чем играть дальше (запись не изменена)');
  });

  it('speaks English with --lang en, counting shots as record does', async () => {
    await writeFile(join(dir, 'g.yaml'), await lastTurnLeft('morskoy-boy.yaml', '  - первый: Е10 Д10'));
    const r = await run(['play', 'g.yaml', '--lang', 'en', '--no-charts'], 'quit\n');
    expect(r.stdout).toMatch(/^Sea Battle \(Morskoy boy\): первый \(Оля\) vs второй \(Дима\); \d+ shots so far\. Type help for help\.\nshot \d+: первый \(Оля\), its shot \d+\n/u);
  });
});

describe('salvo play in Polish (Statki)', () => {
  it('says every status line, prompt and confirmation in Polish', async () => {
    await writeFile(join(dir, 's.yaml'), await lastTurnLeft('statki.yaml', '  - ala: F10 -> trafiony'));
    const r = await run(['play', 's.yaml'], ['help', 'F10 E10', 'trafiony, zatopiony', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(englishLines(r.stdout)).toEqual([]);
    expect(r.stdout).toMatch(/^Statki: strony „ala” i „tomek”; w zapisie (?:jest|są) \d+ strzał(?:y|ów)?\. Wpisz pomoc \(albo help\), by zobaczyć polecenia\.\nstrzał \d+: strona „ala”, jej strzał nr \d+/u);
    expect(r.stdout).toContain('Polecenia: cofnij albo undo (cofnij ostatni strzał), plansze albo show (pokaż plansze), „czyja kolej?” albo turn (czyja kolej i który strzał), wynik albo result (wynik ostatniego strzału, jeśli pominięty), pomoc albo help, koniec albo quit (można krótko: w albo q).');
    expect(r.stdout).toContain('wynik dla F10 (albo dla wszystkich 2) [Enter: trafiony]> trafiony, zatopiony\n');
    expect(r.stdout).toMatch(/zapisano strzał \d+: ala: F10 -> trafiony\nzapisano strzał \d+: ala: E10 -> zatopiony\n/u);
    expect(r.stdout).toMatch(/strona „ala” po \d+ strzałach\n/u);
    expect(r.stdout).toMatch(/trafienia otrzymane: \d+, zadane: \d+; oddane strzały: \d+\n/u);
    expect(r.stdout).toContain('koniec gry: wygrywa strona „ala”, flota przeciwnika zatopiona\n');
    expect(r.stdout.endsWith('zapisano s.yaml.\n')).toBe(true);
  });
});

describe('salvo record confirms in the record’s language', () => {
  it('Russian and Polish, English with --lang en; a turn of shots as one confirmation', async () => {
    await run(['new', 'morskoy-boy', '--sides', 'первый,второй', '-o', 'g.yaml']);
    const ru = await run(['record', 'g.yaml', 'первый', 'Е8', 'Д8', '-r', 'попал, мимо']);
    expect(ru.code, ru.stderr).toBe(0);
    expect(ru.stdout).toBe('выстрелы 1–2 записаны: первый: Е8 Д8 -> попал, мимо; следующий ход: «второй», 1 выстрел\n');
    await run(['new', 'perelman', '-o', 'p.yaml']);
    const salvo = await run(['record', 'p.yaml', 'blue', 'д3', 'е4', 'ж5', '-r', 'попаданий нет']);
    expect(salvo.stdout).toBe('залп 1 записан: Синие: д3 е4 ж5 -> попаданий нет; следующий ход: «Красные», 3 выстрела\n');
    await run(['new', 'statki', '--sides', 'ala,tomek', '-o', 's.yaml']);
    const pl = await run(['record', 's.yaml', 'ala', 'A1', '-r', 'pudło']);
    expect(pl.stdout).toBe('zapisano strzał 1: ala: A1 -> pudło; teraz: „tomek”, 1 strzał\n');
    const en = await run(['record', 's.yaml', 'tomek', 'B2', '-r', 'pudło', '--lang', 'en']);
    expect(en.stdout).toBe('shot 2 recorded: tomek: B2 -> pudło; next: ala, 1 shot\n');
    const twice = await run(['record', 's.yaml', 'ala', 'A1', '-r', 'pudło']);
    expect(twice.code).toBe(1);
    // The breach said as check says it in Polish (its English below, with --lang en).
    expect(twice.stderr).toContain('błąd repeated-cell: strzał 3: strona „ala” swoim strzałem 2 znów strzela w pole A1, w które strzelała już swoim strzałem 1');
    expect(twice.stderr).not.toContain('error repeated-cell');
    const twiceEn = await run(['record', 's.yaml', 'ala', 'A1', '-r', 'pudło', '--lang', 'en']);
    expect(twiceEn.stderr).toContain("error repeated-cell: shot 3: ala's shot 2");
    expect(twice.stderr).toContain('salvo: nie zapisano: strzał 3; s.yaml bez zmian (sędzia może zapisać mimo to, z --force)');
    const turn = await run(['record', 'g.yaml', 'второй', 'А1', 'А1', '-r', 'попал, мимо']);
    expect(turn.code).toBe(1);
    expect(turn.stderr).toContain('salvo: выстрелы 3–4 не записаны (ни один выстрел хода); g.yaml не изменён (судья может записать всё равно, с --force)');
    await writeFile(join(dir, 'e.yaml'), 'variant: statki\nsalvos:\n  - blue: Z1 -> pudło\n');
    const broken = await run(['record', 'e.yaml', 'red', 'A1', '-r', 'pudło']);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('salvo: e.yaml ma błędy; popraw je, zanim dodasz strzał (zapis bez zmian)');
    const brokenEn = await run(['record', 'e.yaml', 'red', 'A1', '-r', 'pudło', '--lang', 'en']);
    expect(brokenEn.stderr).toContain('salvo: e.yaml has errors; fix them before adding a shot (the record is unchanged)');
    const bad = await run(['record', 's.yaml', 'ala', 'C3', '--lang', 'ru']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('у варианта statki нет языка «ru»');
    expect(await readFile(join(dir, 's.yaml'), 'utf8')).not.toContain('C3');
  });
});
