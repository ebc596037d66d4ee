/**
 * A line written under the wrong side (`wrong-side`): read as the other side's it fits (its turn,
 * cells new to it, the size it is owed, an announcement the fleet or the announcements so far
 * allow), so `check` says that one slip, with the line to write, and judges the rest of the game
 * so read: no out-of-turn, repeated cells, contradicted announcement or wrong sizes after it. A
 * salvo really fired out of turn stays `out-of-turn`, and so does a line marked `forced: true`.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');

/** The example `name` with line `line` (1-based) passed through `edit`, in a folder of its own as g.yaml. */
async function edited(name: string, line: number, edit: (text: string) => string): Promise<string> {
  const lines = (await readFile(join(root, 'examples', `${name}.yaml`), 'utf8')).split('\n');
  const was = lines[line - 1]!;
  lines[line - 1] = edit(was);
  expect(lines[line - 1]).not.toBe(was);
  const dir = await mkdtemp(join(tmpdir(), 'salvo-wrong-side-'));
  await writeFile(join(dir, 'g.yaml'), lines.join('\n'));
  return dir;
}

interface Report {
  ok: boolean;
  violations: Record<string, unknown>[];
}

/** Each error line's code and salvo number. */
const codes = (stdout: string): string[] => stdout.split('\n').flatMap((l) => /^g\.yaml:\d+:\d+: \S+ ([a-z-]+): \S+ (\d+):/u.exec(l)?.slice(1, 3).join('@') ?? []);

describe('check on a line written under the wrong side', () => {
  it('Salvo: blue\'s salvo written as red\'s is one finding, with the line to write, not fourteen', async () => {
    const dir = await edited('classic-salvo', 30, (l) => l.replace('- blue: A2 C3', '- red: A2 C3'));
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(
      "g.yaml:30:5: error wrong-side: salvo 7: written under red, but it reads as blue's salvo 4: it was blue's turn, and as blue's its cells, size and announcement fit " +
        '[rule: each salvo under the side that fired it; expected: blue; recorded: red] ' +
        "(write - blue: A2 C3 E5 F9 -> sunk cruiser, miss, miss, miss; if red did fire it, out of turn, add forced: true to the line, and check judges it as red's)\n" +
        'g.yaml: 1 breach in 27 salvos; blue won (the enemy fleet sunk)\n',
    );
    const json = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as Report;
    expect(json.ok).toBe(false);
    expect(json.violations).toEqual([
      {
        severity: 'error',
        code: 'wrong-side',
        rule: 'each salvo under the side that fired it',
        message: "written under red, but it reads as blue's salvo 4: it was blue's turn, and as blue's its cells, size and announcement fit",
        salvo: 7,
        side: 'blue',
        shooter: 'blue',
        sideSalvo: 4,
        expected: 'blue',
        recorded: 'red',
        suggestion: "write - blue: A2 C3 E5 F9 -> sunk cruiser, miss, miss, miss; if red did fire it, out of turn, add forced: true to the line, and check judges it as red's",
        file: 'g.yaml',
        line: 30,
        column: 5,
      },
    ]);
  });

  it('the line the finding says to write, written in place of the slip, checks clean', async () => {
    const dir = await edited('classic-salvo', 30, (l) => l.replace('- blue: A2 C3', '- red: A2 C3'));
    const json = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as Report;
    const write = /^write (- [^;]*);/u.exec(String(json.violations[0]!['suggestion']))![1]!;
    const mended = await edited('classic-salvo', 30, (l) => l.replace(/- red: .*$/u, write).replace(/- blue: A2 .*$/u, `${write} `));
    expect((await runSalvo(mended, ['check', 'g.yaml'])).code).toBe(0);
  });

  // Each: the example and its line written under the other side, the one finding (code@salvo), what check says of it, and (where pinned) what it says with --lang en.
  it.each([
    {
      name: 'Perelman (Russian): a red salvo under синие, said in Russian, the announcement in the record\'s words',
      example: 'perelman',
      line: 28,
      from: '- красные:',
      to: '- синие:',
      finding: 'wrong-side@4',
      said: [
        'g.yaml:28:5: ошибка wrong-side: залп 4: записан под стороной «синие», но читается как залп 2 стороны «красные»: был ход стороны «красные», и как её залп он подходит клетками, числом выстрелов и ответом ' +
          '[правило: каждая строка под стороной, которая стреляла; ожидалось: «красные»; записано: «синие»] ' +
          '(запишите - красные: ж2 з1 з3 -> трёхклеточный, пятиклеточный; если сторона «синие» и правда стреляла тогда, не в свою очередь, допишите к строке forced: true, и check оценит его как залп стороны «синие»)',
      ],
      english: undefined,
    },
    {
      name: 'Statki (Polish): one shot of ala\'s under tomek, said in Polish as a shot (strzał)',
      example: 'statki',
      line: 26,
      from: '- ala:',
      to: '- tomek:',
      finding: 'wrong-side@4',
      said: [
        'g.yaml:26:5: błąd wrong-side: strzał 4: zapisany pod stroną „tomek”, ale czyta się jako strzał 3 strony „ala”: ruch miała strona „ala”, a jako jej strzał pasuje polami, liczbą strzałów i odpowiedzią ' +
          '[zasada: każdy wiersz pod stroną, która strzelała; oczekiwano: „ala”; zapisano: „tomek”] ' +
          '(zapisz - ala: D10 -> pudło; jeśli strona „tomek” naprawdę wtedy strzelała, poza kolejnością, dopisz do wiersza forced: true, a check oceni go jako strzał strony „tomek”)',
      ],
      english: undefined,
    },
    {
      name: 'Морской бой: a turn line of three shots under the wrong side is one finding for the line',
      example: 'morskoy-boy',
      line: 44,
      from: '- первый:',
      to: '- второй:',
      finding: 'wrong-side@33',
      said: ['записаны под стороной «второй», но читаются как выстрелы 21–23 стороны «первый»', '(запишите - первый: Г2 Б6 В6 -> убит, попал, мимо;'],
      english: "error wrong-side: shot 33: written under второй, but they read as shots 21–23 of первый:",
    },
    {
      name: 'Jutland: a red salvo under blue',
      example: 'jutland',
      line: 23,
      from: '- red:',
      to: '- blue:',
      finding: 'wrong-side@4',
      said: ['(write - red: A5 A3 B3 B5 B4 D3 -> destroyer 1;'],
      english: undefined,
    },
  ].map((c) => [c.name, c] as const))('%s', async (_name, { example, line, from, to, finding, said, english }) => {
    const dir = await edited(example, line, (l) => l.replace(from, to));
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(codes(r.stdout)).toEqual([finding]);
    for (const text of said) expect(r.stdout).toContain(text);
    if (english !== undefined) expect((await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en'])).stdout).toContain(english);
  });

  it('Perelman: the salvo after a hospital hit (the shooter\'s turn lost) written under the side that lost it is one finding, not a salvo left out after it', async () => {
    // Красные hit the hospital with salvo 10, so синие fire salvos 11 and 12; salvo 11 under красные
    // is out of turn, repeats красные's г2, and puts красные's salvo 13 in the turn they still owe.
    const dir = await edited('perelman', 36, (l) => l.replace('- синие:', '- красные:'));
    const r = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(codes(r.stdout)).toEqual(['wrong-side@11']);
    expect(r.stdout).toContain(
      "g.yaml:36:5: error wrong-side: salvo 11: written under красные, but it reads as salvo 6 of синие: it was the turn of синие, and as fired by синие its cells, size and announcement fit",
    );
    expect(r.stdout).toContain('(write - синие: г2 в3 -> попаданий нет;');
    expect((await runSalvo(dir, ['check', 'g.yaml'])).stdout).toContain('(запишите - синие: г2 в3 -> попаданий нет;');
  });

  it('Perelman: a one-shot salvo of синие written under красные late in the game is one finding', async () => {
    const dir = await edited('perelman', 79, (l) => l.replace('- синие:', '- красные:'));
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(codes(r.stdout)).toEqual(['wrong-side@53']);
    expect(r.stdout).toContain('(запишите - синие: д5 -> попаданий нет;');
  });

  it('Perelman: where the line does not fit as the other side\'s (its cell fired at before by that side), the salvo left out before it stays', async () => {
    const dir = await edited('perelman', 36, (l) => l.replace('- синие: г2 в3', '- красные: в7 в3'));
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(codes(r.stdout)).toEqual(['salvo-missing@11']);
    expect(r.stdout).not.toContain('wrong-side');
  });

  it('Salvo: the record\'s last salvo under the wrong side, its size, cells and announcement wrong for that side, is one finding, not four', async () => {
    const dir = await edited('classic-salvo', 50, (l) => l.replace('- blue:', '- red:'));
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(codes(r.stdout)).toEqual(['wrong-side@27']);
    expect(r.stdout).toContain("g.yaml:50:5: error wrong-side: salvo 27: written under red, but it reads as blue's salvo 14:");
    expect(r.stdout).toContain('(write - blue: J4 G8 F7 -> sunk submarine, sunk destroyer, miss;');
  });

  it('Salvo: the last salvo under the wrong side that does not fit that side either (a cell it fired at before) is judged as written', async () => {
    const dir = await edited('classic-salvo', 50, (l) => l.replace('- blue: J4', '- red: C7'));
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stdout).not.toContain('wrong-side');
    expect(codes(r.stdout)).toContain('out-of-turn@27');
  });

  it('Perelman: a salvo of красные written under синие, who have no shots left, is one finding, not the shot limit and a contradicted announcement', async () => {
    const dir = await edited('perelman', 89, (l) => l.replace('- красные:', '- синие:'));
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(codes(r.stdout)).toEqual(['wrong-side@63']);
    expect(r.stdout).toContain('g.yaml:89:5: ошибка wrong-side: залп 63: записан под стороной «синие», но читается как залп 32 стороны «красные»');
    expect(r.stdout).toContain('(запишите - красные: в6 -> двухклеточный;');
  });

  it('with the fleets not revealed, the announcements are judged with the line read so: no legal fleet is found impossible for it', async () => {
    const dir = await edited('jutland', 28, (l) => l.replace('- blue:', '- red:'));
    const text = await readFile(join(dir, 'g.yaml'), 'utf8');
    const hidden = text.replace(/^fleets:\n(?: {2}.*\n)*/mu, '');
    expect(hidden).not.toContain('fleets:');
    await writeFile(join(dir, 'g.yaml'), hidden);
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(codes(r.stdout)).toEqual(['wrong-side@9']);
    expect(r.stdout).not.toContain('warning');
  });

  it('record says the slip as a warning and judges the new salvo with the line read as the side that fired it', async () => {
    const dir = await edited('classic-salvo', 30, (l) => l.replace('- blue: A2 C3', '- red: A2 C3'));
    // The record up to red's salvo after the slip: blue to fire, and red owed 3 after it (its cruiser sunk by the slip).
    const text = (await readFile(join(dir, 'g.yaml'), 'utf8')).split('\n').slice(0, 31).join('\n') + '\n';
    await writeFile(join(dir, 'g.yaml'), text);
    const r = await runSalvo(dir, ['record', 'g.yaml', 'blue', 'H5', 'C1', 'E7', 'I6', '--result', 'miss, miss, miss, miss']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain("g.yaml:30:5: warning wrong-side: salvo 7: written under red, but it reads as blue's salvo 4:");
    expect(r.stdout).toBe('salvo 9 recorded: blue: H5 C1 E7 I6 -> miss, miss, miss, miss; next: red, 3 shots\n');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(`${text}  - blue: H5 C1 E7 I6 -> miss, miss, miss, miss\n`);
    // Red fires next: its salvo 5 as check reads the game (the slip is not red's), owed 3.
    const red = await runSalvo(dir, ['record', 'g.yaml', 'red', 'B5', 'B6', 'B7', '--result', 'miss, miss, miss', '--json']);
    expect(red.code).toBe(0);
    const json = JSON.parse(red.stdout) as { recorded: { sideSalvo: number }[]; warnings: { code: string }[] };
    expect(json.recorded[0]!.sideSalvo).toBe(5);
    expect(json.warnings.map((w) => w.code)).toEqual(['wrong-side']);
  });

  it('a salvo really fired out of turn stays out-of-turn, though its cells, size and announcement would fit the other side', async () => {
    // Blue fires again after its own salvo: 3 shots on water of both fleets, cells neither side
    // fired at (red was owed 3 then). Read as red's, red's next salvo would be out of turn.
    const dir = await edited('classic-salvo', 30, (l) => `${l}\n  - blue: J8 F4 B6 -> miss, miss, miss`);
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(codes(r.stdout)).toEqual(['out-of-turn@8', 'wrong-salvo-size@8']);
    expect(r.stdout).not.toContain('wrong-side');
  });

  it('a line under the wrong side marked forced: true is judged as written (out of turn, play going on from it)', async () => {
    const dir = await edited('classic-salvo', 30, (l) => `${l.replace('- blue: A2 C3', '- red: A2 C3')}\n    forced: true`);
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stdout).not.toContain('wrong-side');
    expect(codes(r.stdout)[0]).toBe('out-of-turn@7');
  });
});
