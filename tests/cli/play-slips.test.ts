/**
 * Slips of the keyboard at `salvo play`'s prompts, as players make them on a phone: a comma inside
 * a cell (`г,3`), the next salvo typed at the result prompt under a name that is no side of the
 * game (`Коля: А1`). Each is said once, in the record's language, with what to type, never as one
 * English "not a cell" or "not a word" per half.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { answerTo } from '../helpers/play-answer.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-slips-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);

describe('a comma inside a cell', () => {
  it('at the cells prompt is one line in Russian, with the cells to type', async () => {
    await run(['new', 'perelman', '--players', 'Петя,Вася', '-o', 'p.yaml']);
    const r = await run(['play', 'p.yaml', '--no-charts'], ['г,3 д4 е5', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(answerTo(r.stdout, 'г,3 д4 е5')).toEqual(['«г,3 д4 е5» не принято: запятая разделяет клетки, а не букву и цифру одной клетки; наберите так: г3 д4 е5']);
    expect(r.stdout).not.toContain('cell-unreadable');
    // Nothing was taken: the record is as new.
    expect(await readFile(join(dir, 'p.yaml'), 'utf8')).toMatch(/salvos: \[\]\n$/u);
  });

  it('at the cells prompt in Polish, with a space after the comma too', async () => {
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    const r = await run(['play', 's.yaml', '--no-charts'], ['d, 4', 'quit'].join('\n'));
    expect(answerTo(r.stdout, 'd, 4')).toEqual(['„d, 4” nie przyjęte: przecinek oddziela pola, a nie literę i cyfrę jednego pola; wpisz tak: D4']);
  });

  it('at the result prompt is said once to be a cell, not an announcement', async () => {
    await run(['new', 'perelman', '--players', 'Петя,Вася', '-o', 'p.yaml']);
    const r = await run(['play', 'p.yaml', '--no-charts'], ['а1 б2 в3', 'г,3', 'попаданий нет', 'quit'].join('\n'));
    const said = answerTo(r.stdout, 'г,3');
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^«г,3» — клетка, а не ответ: наберите, что ответили на а1 б2 в3 \(.*попаданий нет\), или «отмена», чтобы отменить а1 б2 в3$/u);
    expect(r.stdout).toContain('записан залп 1: ');
  });
});

describe('the next salvo typed at the result prompt under a name of no side', () => {
  it('is said once to be cells, in Russian', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Петя,Вася', '-o', 'm.yaml']);
    const r = await run(['play', 'm.yaml', '--no-charts'], ['А1', 'Коля: Б1', 'мимо', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    const said = answerTo(r.stdout, 'Коля: Б1');
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^«Коля: Б1» — клетка, а не ответ: наберите, что ответили на А1 \(мимо, .+\), или «отмена», чтобы отменить А1$/u);
    expect(r.stdout).not.toContain('announcement-unknown-word');
  });
});

describe('an announcement typed at the cells prompt of a salvo game', () => {
  it('asks for the cells of a salvo (залп), not of a shot, as the game speaks of salvos', async () => {
    await run(['new', 'perelman', '--players', 'Петя,Вася', '-o', 'p.yaml']);
    const r = await run(['play', 'p.yaml', '--no-charts'], ['попаданий нет', 'quit'].join('\n'));
    expect(answerTo(r.stdout, 'попаданий нет')).toEqual(['«попаданий нет» — это ответ, а не клетки: сначала наберите клетки залпа (например, а1), потом ответ на запрос «ответ>»']);
    expect(r.stdout).not.toContain('выстрела (например');
  });
});

describe('a cell typed with a slip of the phone', () => {
  it('with a full stop or a dash is taken, and said back as read, in Russian', async () => {
    await run(['new', 'perelman', '--players', 'Петя,Вася', '-o', 'p.yaml']);
    const r = await run(['play', 'p.yaml', '--no-charts'], ['г3. Д-4 е5', 'попаданий нет', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(answerTo(r.stdout, 'г3. Д-4 е5')).toEqual(['прочитано: «г3.» как г3, «Д-4» как д4']);
    expect(r.stdout).toContain('записан залп 1: Петя: г3 д4 е5 -> попаданий нет');
    expect(await readFile(join(dir, 'p.yaml'), 'utf8')).toContain('  - blue: г3 д4 е5 -> попаданий нет\n');
  });

  it('in the Latin layout on a Russian board is asked about, and taken on "да"', async () => {
    await run(['new', 'perelman', '--players', 'Петя,Вася', '-o', 'p.yaml']);
    const r = await run(['play', 'p.yaml', '--no-charts'], ['f1 f2 в3', 'да', 'попаданий нет', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(answerTo(r.stdout, 'f1 f2 в3')).toEqual(['может быть, а1 а2? («f1», «f2»: набрано в другой раскладке клавиатуры) да — взять, нет — не брать, или наберите клетки заново']);
    expect(r.stdout).toContain('да/нет> да\n');
    expect(r.stdout).toContain('записан залп 1: Петя: а1 а2 в3 -> попаданий нет');
  });

  it('on the keys of б and ж in the Latin layout (`,` and `;`, which separate cells) is asked about, and taken on "да"', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Петя,Вася', '-o', 'm.yaml']);
    const r = await run(['play', 'm.yaml', '--no-charts'], [',2', 'да', 'мимо', ';5 f1, ,6', 'да', 'мимо', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(answerTo(r.stdout, ',2')).toEqual(['может быть, Б2? («,2»: набрано в другой раскладке клавиатуры) да — взять, нет — не брать, или наберите клетки заново']);
    expect(r.stdout).toContain('записан выстрел 1: Петя: Б2 -> мимо');
    expect(answerTo(r.stdout, ';5 f1, ,6')).toEqual(['может быть, Ж5 А1 Б6? («;5», «f1», «,6»: набрано в другой раскладке клавиатуры) да — взять, нет — не брать, или наберите клетки заново']);
    expect(r.stdout).toContain('записан выстрел 2: Вася: Ж5 -> мимо');
    expect(r.stdout).not.toContain('cell-unreadable');
  });

  it('on the same keys with Shift (`<` for Б, `:` for Ж) is asked about too, a colon after a cell naming no side', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Петя,Вася', '-o', 'm.yaml']);
    const r = await run(['play', 'm.yaml', '--no-charts'], ['<2', 'да', 'мимо', 'а1 :5', 'да', 'попал, мимо', '"1', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(answerTo(r.stdout, '<2')).toEqual(['может быть, Б2? («<2»: набрано в другой раскладке клавиатуры) да — взять, нет — не брать, или наберите клетки заново']);
    expect(r.stdout).toContain('записан выстрел 1: Петя: Б2 -> мимо');
    expect(answerTo(r.stdout, 'а1 :5')).toEqual(['может быть, Ж5? («:5»: набрано в другой раскладке клавиатуры) да — взять, нет — не брать, или наберите клетки заново']);
    expect(r.stdout).toContain('записан выстрел 2: Вася: А1 -> попал');
    expect(r.stdout).toContain('записан выстрел 3: Вася: Ж5 -> мимо');
    // Э is no column of this board: `"1` is said not a cell, as typed, quotes and all.
    expect(answerTo(r.stdout, '"1')).toEqual(['ошибка cell-unreadable: «"1» — не клетка этого поля (столбцы А–И, К, строки 1–10)']);
    expect(await readFile(join(dir, 'm.yaml'), 'utf8')).toContain('  - blue: Б2 -> мимо\n  - red: А1 Ж5 -> попал, мимо\n');
  });

  it('with a doubled comma in the Latin layout (`f1,,2`: the comma between cells, then the key of б) is asked about as both cells', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Петя,Вася', '-o', 'm.yaml']);
    const r = await run(['play', 'm.yaml', '--no-charts'], ['f1,,2', 'да', 'попал, мимо', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(answerTo(r.stdout, 'f1,,2')).toEqual(['может быть, А1 Б2? («f1», «,2»: набрано в другой раскладке клавиатуры) да — взять, нет — не брать, или наберите клетки заново']);
    expect(r.stdout).not.toContain('cell-unreadable');
    expect(await readFile(join(dir, 'm.yaml'), 'utf8')).toContain('  - blue: А1 Б2 -> попал, мимо\n');
  });

  it('quit at the question ends the session, not read as cells typed again', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Петя,Вася', '-o', 'm.yaml']);
    const r = await run(['play', 'm.yaml', '--no-charts'], ['f1', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('да/нет> quit\n«f1» не записано (вопрос остался без ответа): в следующий раз наберите выстрел заново\nничего не записано; m.yaml не изменён.\n');
    expect(r.stdout).not.toContain('клетки> quit');
  });

  it('cells a comma separates are not read as the other layout\'s б', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Петя,Вася', '-o', 'm.yaml']);
    const r = await run(['play', 'm.yaml', '--no-charts'], ['а1,в2', 'мимо', 'quit'].join('\n'));
    expect(r.stdout).not.toContain('может быть');
    expect(r.stdout).toContain('записан выстрел 1: Петя: А1 -> мимо');
  });

  it('in the Russian layout on a Latin board is asked about in Polish; "nie" takes nothing, the cells typed again are taken', async () => {
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    const r = await run(['play', 's.yaml', '--no-charts'], ['ф1', 'nie', 'ф1', 'B2', 'pudło', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('pola> ф1\nczy chodziło o A1? („ф1”: wpisane w innym układzie klawiatury) tak — przyjąć, nie — nie przyjmować, albo wpisz pola jeszcze raz\ntak/nie> nie\nnie przyjęto: wpisz strzał jeszcze raz\n');
    // The cells typed in answer are the cells: B2, not A1.
    expect(r.stdout).toContain('tak/nie> B2\npola> B2\n');
    expect(r.stdout).toContain('zapisano strzał 1: Ala: B2 -> pudło');
    expect(r.stdout).not.toContain('A1 ->');
  });

  it('answered in the same other layout as the cells ("lf" for да, "ytn" for нет; "ефл" for tak) is read as that answer, not as cells', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Петя,Вася', '-o', 'm.yaml']);
    const r = await run(['play', 'm.yaml', '--no-charts'], ['f1', 'ytn', 'f1', 'lf', 'мимо', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('да/нет> ytn\nне принято: наберите выстрел заново\n');
    expect(r.stdout).toContain('да/нет> lf\nответ> мимо\n');
    expect(r.stdout).not.toContain('cell-unreadable');
    expect(await readFile(join(dir, 'm.yaml'), 'utf8')).toMatch(/salvos:\n {2}- blue: А1 -> мимо\n$/u);
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    const s = await run(['play', 's.yaml', '--no-charts'], ['ф1', 'ефл', 'pudło', 'quit'].join('\n'));
    expect(s.stdout).toContain('tak/nie> ефл\nwynik> pudło\nzapisano strzał 1: Ala: A1 -> pudło\n');
    // A cell typed in answer is still the cells typed again, even where its letters spell no word.
    const c = await run(['play', 's.yaml', '--no-charts'], ['ф2', 'тшу', 'ф3', 'B4', 'quit'].join('\n'));
    expect(c.stdout).toContain('tak/nie> тшу\nnie przyjęto: wpisz strzał jeszcze raz\n');
    expect(c.stdout).toContain('tak/nie> B4\npola> B4\n');
  });

  it('in English, on a Latin board, "y" takes the guess', async () => {
    await run(['new', 'classic-1967', '-o', 'c.yaml']);
    const r = await run(['play', 'c.yaml', '--no-charts'], ['ш5', 'y', 'miss', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(answerTo(r.stdout, 'ш5')).toEqual(['did you mean I5? ("ш5": typed with the keyboard in the other layout) y to take it, n not to, or type the cells again']);
    expect(r.stdout).toContain('saved shot 1: blue: I5 -> miss');
  });

  it('not on the board is said in the game\'s language, with its labels', async () => {
    await run(['new', 'perelman', '--players', 'Петя,Вася', '-o', 'p.yaml']);
    const r = await run(['play', 'p.yaml', '--no-charts'], ['к11 б2 в3', 'quit'].join('\n'));
    // The line given back after it, the other cells read (play-cell-typo-given-back.test.ts).
    expect(answerTo(r.stdout, 'к11 б2 в3')).toEqual(['ошибка cell-off-board: «к11» — клетка за пределами поля (столбцы а–и, к, строки 1–10)', 'залп «к11 б2 в3» не принят: наберите его заново']);
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    const s = await run(['play', 's.yaml', '--no-charts'], ['xyz', 'quit'].join('\n'));
    expect(answerTo(s.stdout, 'xyz')).toEqual(['błąd cell-unreadable: „xyz” to nie pole tej planszy (kolumny A–J, wiersze 1–10)']);
  });
});
