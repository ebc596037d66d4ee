/**
 * `salvo record game.yaml blue д3 е4 ж5 --result попал в трёхклеточный`, the README's command typed
 * without its quotes: the shell gives `попал` to --result and `в трёхклеточный` to the cells. It was
 * two cell-unreadable errors and an English announcement-no-class for `попал`; now it is one error,
 * `salvo-result-as-cells`, saying the words are the rest of the announcement cut at its spaces, with
 * the command to type, in quotes, in the record's language. The command so given records the salvo.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir = '';

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-result-unquoted-'));
});

/** A command line's words as a shell splits them (double quotes kept together). */
function words(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|(\S+)/gu)].map((m) => m[1] ?? m[2]!);
}

describe('a result typed after --result without quotes', () => {
  it('is one error naming the announcement whole, and the command it gives records the salvo', async () => {
    expect((await runSalvo(dir, ['new', 'perelman', '--players', 'Петя,Вася', '-o', 'game.yaml'])).code).toBe(0);
    const before = await readFile(join(dir, 'game.yaml'), 'utf8');
    const r = await runSalvo(dir, ['record', 'game.yaml', 'blue', 'д3', 'е4', 'ж5', '--result', 'попал', 'в', 'трёхклеточный']);
    expect(r.code).toBe(1);
    const command = 'salvo record game.yaml blue д3 е4 ж5 --result "попал в трёхклеточный"';
    expect(r.stderr).toBe(`ошибка salvo-result-as-cells: «в трёхклеточный» — продолжение ответа «попал в трёхклеточный», разрезанного оболочкой по пробелам (возьмите ответ в кавычки: ${command})\nsalvo: ничего не записано; game.yaml не изменён\n`);
    expect(await readFile(join(dir, 'game.yaml'), 'utf8')).toBe(before);
    const again = await runSalvo(dir, words(command).slice(1));
    expect(again.code).toBe(0);
    expect(await readFile(join(dir, 'game.yaml'), 'utf8')).toContain('- blue: д3 е4 ж5 -> трёхклеточный');
  });

  it('is said in English and in --json with --lang en', async () => {
    await runSalvo(dir, ['new', 'perelman', '-o', 'game.yaml']);
    const args = ['record', 'game.yaml', 'blue', 'д3', 'е4', 'ж5', '-r', 'попал', 'в', 'трёхклеточный', '--lang', 'en'];
    const text = await runSalvo(dir, args);
    expect(text.stderr).toContain('error salvo-result-as-cells: "в трёхклеточный" reads as the rest of the announcement "попал в трёхклеточный", cut at its spaces by the shell (put the announcement in quotes: salvo record game.yaml blue д3 е4 ж5 --result "попал в трёхклеточный")\n');
    expect(text.stderr).not.toContain('cell-unreadable');
    expect(text.stderr).not.toContain('announcement-no-class');
    const json = JSON.parse((await runSalvo(dir, [...args, '--json'])).stdout) as { ok: boolean; violations: { code: string; suggestion: string }[] };
    expect(json.ok).toBe(false);
    expect(json.violations.map((v) => v.code)).toEqual(['salvo-result-as-cells']);
    expect(json.violations[0]!.suggestion).toBe('put the announcement in quotes: salvo record game.yaml blue д3 е4 ж5 --result "попал в трёхклеточный"');
  });

  it('takes the results of a turn cut after their commas, in Polish', async () => {
    await runSalvo(dir, ['new', 'statki', '-o', 'gra.yaml']);
    const r = await runSalvo(dir, ['record', 'gra.yaml', 'blue', 'A1', 'A2', '-r', 'trafiony,', 'zatopiony']);
    expect(r.code).toBe(1);
    const command = 'salvo record gra.yaml blue A1 A2 --result "trafiony, zatopiony"';
    expect(r.stderr).toContain(`błąd salvo-result-as-cells: „zatopiony” to dalszy ciąg odpowiedzi „trafiony, zatopiony”, pociętej przez powłokę na spacjach (ujmij odpowiedź w cudzysłów: ${command})\n`);
    expect((await runSalvo(dir, words(command).slice(1))).code).toBe(0);
    expect(await readFile(join(dir, 'gra.yaml'), 'utf8')).toContain('- blue: A1 A2 -> trafiony, zatopiony');
  });

  it('leaves words that make no announcement with the result as the cells they are not', async () => {
    await runSalvo(dir, ['new', 'perelman', '-o', 'game.yaml']);
    const r = await runSalvo(dir, ['record', 'game.yaml', 'blue', 'д3', 'е4', 'ж5', 'zz', '-r', 'попал в трёхклеточный', '--lang', 'en']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('cell-unreadable');
    expect(r.stderr).not.toContain('salvo-result-as-cells');
  });
});
