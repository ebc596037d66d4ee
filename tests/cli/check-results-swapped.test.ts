/**
 * Two results of one turn line written the other way round (`results-swapped`): in Морской бой,
 * `- первый: Б4 Б5 -> мимо, попал` where the answers were `попал, мимо` (the line then ends on a
 * hit though the turn passed) is one finding naming both shots, with the line to write, not two
 * errors; only where swapping them takes both away and brings none.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');

/** The example `name` with `from` replaced by `to` (and the fleets left out, with `hidden`), as g.yaml in a folder of its own. */
async function edited(name: string, from: string, to: string, hidden = false): Promise<string> {
  const text = await readFile(join(root, 'examples', `${name}.yaml`), 'utf8');
  expect(text).toContain(from);
  let out = text.replace(from, to);
  if (hidden) out = out.replace(/^fleets:\n(?: {2}.*\n)*/mu, '');
  const dir = await mkdtemp(join(tmpdir(), 'salvo-results-swapped-'));
  await writeFile(join(dir, 'g.yaml'), out);
  return dir;
}

/** Each error line's code and salvo number. */
const codes = (stdout: string): string[] => stdout.split('\n').flatMap((l) => /^g\.yaml:\d+:\d+: \S+ ([a-z-]+): \S+ (\d+):/u.exec(l)?.slice(1, 3).join('@') ?? []);

describe('check on two results of a turn line written the other way round', () => {
  it('Морской бой, fleets revealed: one finding naming both shots, not two contradicted announcements', async () => {
    const dir = await edited('morskoy-boy', '- первый: Б4 Б5 -> попал, мимо', '- первый: Б4 Б5 -> мимо, попал');
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.code).toBe(1);
    expect(codes(r.stdout)).toEqual(['results-swapped@15']);
    expect(r.stdout).toContain(
      'g.yaml:34:22: ошибка results-swapped: выстрел 15: ответы на выстрелы 10 и 11 стороны «первый» (Б4, Б5), похоже, записаны в обратном порядке: «мимо» для Б4 и «попал» для Б5; ' +
        'если поменять их местами, ответы стороны «второй» и очерёдность ходов после них сходятся ' +
        '[выстрел 10 стороны «первый»; выстрел 1 из 2 в строке; правило: каждый ответ под своим выстрелом; ожидалось: попал, мимо; записано: мимо, попал] ' +
        '(запишите - первый: Б4 Б5 -> попал, мимо; если сторона «второй» и правда так ответила, ни один из этих ответов не подходит к своей клетке)',
    );
    const en = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(en.stdout).toContain(
      'g.yaml:34:22: error results-swapped: shot 15: the results of shots 10 and 11 of первый (Б4, Б5) look written the other way round: "мимо" for Б4 and "попал" for Б5; swapped, the announcements of второй and the turns after them fit ' +
        '[shot 1 of 2 on its line; rule: each result under its shot; expected: попал, мимо; recorded: мимо, попал] (write - первый: Б4 Б5 -> попал, мимо; if второй did announce them as written, neither fits its cell)',
    );
    const json = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json', '--lang', 'en'])).stdout) as { ok: boolean; violations: Record<string, unknown>[] };
    expect(json.ok).toBe(false);
    expect(json.violations).toHaveLength(1);
    expect(json.violations[0]).toMatchObject({ code: 'results-swapped', salvo: 15, side: 'второй', shooter: 'первый', sideSalvo: 10, expected: 'попал, мимо', recorded: 'мимо, попал', line: 34, column: 22 });
    expect(json.violations[0]!['swappedResults']).toEqual({ shots: [10, 11], cells: ['Б4', 'Б5'], results: ['мимо', 'попал'], write: '- первый: Б4 Б5 -> попал, мимо' });
  });

  it('a hit and a sinking written the other way round (Морской бой, fleets revealed): one finding, not two contradicted announcements', async () => {
    const dir = await edited('morskoy-boy', '- первый: Е8 Д8 Г8 А4 -> попал, попал, убит, мимо', '- первый: Е8 Д8 Г8 А4 -> попал, убит, попал, мимо');
    const r = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(r.code).toBe(1);
    expect(codes(r.stdout)).toEqual(['results-swapped@9']);
    expect(r.stdout).toContain('"убит" for Д8 and "попал" for Г8; swapped, the announcements of второй and the turns after them fit');
    expect(r.stdout).toContain('(write - первый: Е8 Д8 Г8 А4 -> попал, попал, убит, мимо; if второй did announce them as written, neither fits its cell)');
  });

  it('no fleet revealed: one finding, not an out-of-turn shot and announcements no fleet fits', async () => {
    const dir = await edited('morskoy-boy', '- первый: Б4 Б5 -> попал, мимо', '- первый: Б4 Б5 -> мимо, попал', true);
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(codes(r.stdout)).toEqual(['results-swapped@15']);
    expect(r.stdout).toContain('(запишите - первый: Б4 Б5 -> попал, мимо;');
  });

  it('Statki (Polish): said in Polish', async () => {
    const dir = await edited('statki', '  - ala: B4 -> trafiony\n  - ala: B5 -> pudło', '  - ala: B4 B5 -> pudło, trafiony');
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(codes(r.stdout)).toEqual(['results-swapped@15']);
    expect(r.stdout).toContain('odpowiedzi na strzały 10 i 11 strony „ala” (B4, B5) wyglądają na zapisane w odwrotnej kolejności: „pudło” dla B4 i „trafiony” dla B5;');
    expect(r.stdout).toContain('(zapisz - ala: B4 B5 -> trafiony, pudło;');
  });

  it('one result copied wrong, which no swap mends, stays the error it is', async () => {
    const dir = await edited('morskoy-boy', '- первый: Е8 Д8 Г8 А4 -> попал, попал, убит, мимо', '- первый: Е8 Д8 Г8 А4 -> попал, мимо, убит, мимо');
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stdout).not.toContain('results-swapped');
    expect(codes(r.stdout)).toEqual(['announcement-contradicts-fleet@9']);
  });
});
