/**
 * `salvo record` and `salvo play` on a record whose turn line has two results written the other
 * way round (`- первый: Б4 Б5 -> мимо, попал` where the answers were `попал, мимо`): the slip is
 * said before the new shot is judged as check says it, one `results-swapped` naming both shots
 * with the line to write, not two results the revealed fleet contradicts.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { swappedGame } from '../helpers/swapped-game.js';

/** Each warning or error line's code and salvo number (`results-swapped@15`), in Russian or English. */
const codes = (text: string): string[] => text.split('\n').flatMap((l) => /^g\.yaml:\d+:\d+: \S+ ([a-z-]+): \S+ (\d+):/u.exec(l)?.slice(1, 3).join('@') ?? []);

const SAID =
  'g.yaml:34:22: предупреждение results-swapped: выстрел 15: ответы на выстрелы 10 и 11 стороны «первый» (Б4, Б5), похоже, записаны в обратном порядке: «мимо» для Б4 и «попал» для Б5; ' +
  'если поменять их местами, ответы стороны «второй» и очерёдность ходов после них сходятся ' +
  '[выстрел 10 стороны «первый»; выстрел 1 из 2 в строке; правило: каждый ответ под своим выстрелом; ожидалось: попал, мимо; записано: мимо, попал] ' +
  '(запишите - первый: Б4 Б5 -> попал, мимо; если сторона «второй» и правда так ответила, ни один из этих ответов не подходит к своей клетке)';

describe('two results of a turn line written the other way round, in a record a shot is added to', () => {
  it('check finds one slip, results-swapped at shot 15', async () => {
    const dir = await swappedGame('salvo-record-swapped-');
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(codes(r.stdout)).toEqual(['results-swapped@15']);
    expect(r.stdout).toContain(SAID.replace('предупреждение', 'ошибка'));
  });

  it('record says that one slip, as check does, as a warning, and records the shot', async () => {
    const dir = await swappedGame('salvo-record-swapped-');
    const r = await runSalvo(dir, ['record', 'g.yaml', 'второй', 'К1', '-r', 'мимо']);
    expect(r.code, r.stderr).toBe(0);
    expect(codes(r.stderr)).toEqual(['results-swapped@15']);
    expect(r.stderr.split('\n')).toContain(SAID);
    expect(r.stdout).toContain('выстрел 23 записан: второй: К1 -> мимо');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toMatch(/ {2}- второй: К1 -> мимо\n$/u);
  });

  it('record --json gives it among its warnings, once', async () => {
    const dir = await swappedGame('salvo-record-swapped-');
    const r = await runSalvo(dir, ['record', 'g.yaml', 'второй', 'К1', '-r', 'мимо', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const json = JSON.parse(r.stdout) as { warnings: { code: string; salvo?: number }[] };
    expect(json.warnings.map((w) => `${w.code}@${w.salvo}`)).toEqual(['results-swapped@15']);
  });

  it('record refuses a shot out of turn all the same, the slip said once', async () => {
    const dir = await swappedGame('salvo-record-swapped-');
    const r = await runSalvo(dir, ['record', 'g.yaml', 'первый', 'К1', '-r', 'мимо']);
    expect(r.code).toBe(1);
    expect(codes(r.stderr)).toEqual(['results-swapped@15']);
    expect(r.stderr).toContain('ошибка out-of-turn: выстрел 23:');
  });

  it('play says it once as the record is opened, then takes the shot', async () => {
    const dir = await swappedGame('salvo-record-swapped-');
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['второй: К1', 'мимо', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(codes(r.stderr)).toEqual(['results-swapped@15']);
    expect(r.stderr.split('\n')).toContain(SAID);
    expect(r.stdout).toContain('записан выстрел 23: второй: К1 -> мимо');
  });
});
