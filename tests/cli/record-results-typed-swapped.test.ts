/**
 * A turn of single shots typed at the table with two of its results the other way round
 * (`первый Б4 Б5 -r 'мимо, попал'` where the fleet revealed gives `попал, мимо`): `record` and
 * `play` refuse it with the finding `check` gives of that turn written in (`results-swapped`, at
 * the first of the two shots), not as two results the fleet contradicts; record then gives the
 * command with the results swapped. Forced, check does not read a line so, and neither does record.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');

/** The example `name` up to the line before `before` (its fleets revealed), as g.yaml in a folder of its own: its text and folder. */
async function cutBefore(name: string, before: string): Promise<{ dir: string; text: string }> {
  const lines = (await readFile(join(root, 'examples', `${name}.yaml`), 'utf8')).split('\n');
  const at = lines.indexOf(before);
  expect(at).toBeGreaterThan(0);
  const text = lines.slice(0, at).join('\n') + '\n';
  const dir = await mkdtemp(join(tmpdir(), 'salvo-typed-swapped-'));
  await writeFile(join(dir, 'g.yaml'), text);
  return { dir, text };
}

const morskoy = () => cutBefore('morskoy-boy', '  - первый: Б4 Б5 -> попал, мимо');
const statki = () => cutBefore('statki', '  - ala: B4 -> trafiony');

/** Each line's code and salvo number (`results-swapped@15`), with or without a place in the file. */
const codes = (text: string): string[] => text.split('\n').flatMap((l) => /^(?:g\.yaml:\d+:\d+: )?\S+ ([a-z-]+): \S+ (\d+):/u.exec(l)?.slice(1, 3).join('@') ?? []);

const FINDING =
  'ошибка results-swapped: выстрел 15: ответы на выстрелы 10 и 11 стороны «первый» (Б4, Б5), похоже, записаны в обратном порядке: «мимо» для Б4 и «попал» для Б5; ' +
  'если поменять их местами, ответы стороны «второй» и очерёдность ходов после них сходятся ' +
  '[выстрел 10 стороны «первый»; выстрел 1 из 2 в строке; правило: каждый ответ под своим выстрелом; ожидалось: попал, мимо; записано: мимо, попал]';

describe('two results of a turn typed the other way round, the fleet revealed', () => {
  it('check of the turn written in finds that one slip at shot 15', async () => {
    const { dir, text } = await morskoy();
    await writeFile(join(dir, 'g.yaml'), `${text}  - первый: Б4 Б5 -> мимо, попал\n`);
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(codes(r.stdout)).toEqual(['results-swapped@15']);
    expect(r.stdout).toContain(`g.yaml:34:22: ${FINDING}`);
  });

  it('record refuses it as check finds it, with the command that records the results swapped', async () => {
    const { dir, text } = await morskoy();
    const r = await runSalvo(dir, ['record', 'g.yaml', 'первый', 'Б4', 'Б5', '-r', 'мимо, попал']);
    expect(r.code).toBe(1);
    expect(codes(r.stderr)).toEqual(['results-swapped@15']);
    expect(r.stderr.split('\n')).toEqual([
      FINDING,
      'salvo: выстрелы 15–16 не записаны (ни один выстрел хода); g.yaml не изменён (судья может записать всё равно, с --force)',
      'salvo: если ответили «попал, мимо»: salvo record g.yaml первый Б4 Б5 -r "попал, мимо"',
      '',
    ]);
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(text);
    // The command given records the turn, and check then finds nothing.
    const again = await runSalvo(dir, ['record', 'g.yaml', 'первый', 'Б4', 'Б5', '-r', 'попал, мимо']);
    expect(again.code, again.stderr).toBe(0);
    expect((await runSalvo(dir, ['check', 'g.yaml'])).code).toBe(0);
  });

  it('record --json gives it as check --json does', async () => {
    const { dir } = await morskoy();
    const r = await runSalvo(dir, ['record', 'g.yaml', 'первый', 'Б4', 'Б5', '-r', 'мимо, попал', '--json']);
    expect(r.code).toBe(1);
    const json = JSON.parse(r.stdout) as { violations: Record<string, unknown>[] };
    expect(json.violations).toHaveLength(1);
    expect(json.violations[0]).toMatchObject({ code: 'results-swapped', salvo: 15, side: 'второй', shooter: 'первый', expected: 'попал, мимо', recorded: 'мимо, попал' });
  });

  it('record in English, the note and language kept in the command', async () => {
    const { dir } = await morskoy();
    const r = await runSalvo(dir, ['record', 'g.yaml', 'первый', 'Б4', 'Б5', '-r', 'мимо, попал', '--note', 'громко', '--lang', 'en']);
    expect(codes(r.stderr)).toEqual(['results-swapped@15']);
    expect(r.stderr).toContain('error results-swapped: shot 15: the results of shots 10 and 11 of первый (Б4, Б5) look written the other way round');
    expect(r.stderr).toContain('salvo: if the results were попал, мимо: salvo record g.yaml первый Б4 Б5 -r "попал, мимо" --note "громко" --lang en\n');
  });

  it('record --force records it as typed, said as check will say it of the forced line', async () => {
    const { dir } = await morskoy();
    const r = await runSalvo(dir, ['record', 'g.yaml', 'первый', 'Б4', 'Б5', '-r', 'мимо, попал', '--force']);
    expect(r.code, r.stderr).toBe(0);
    const check = await runSalvo(dir, ['check', 'g.yaml']);
    expect(codes(r.stderr)).toEqual(codes(check.stdout).filter((c) => c.startsWith('announcement-contradicts-fleet')));
    expect(codes(r.stderr)).toEqual(['announcement-contradicts-fleet@15', 'announcement-contradicts-fleet@16']);
  });

  it('record in Polish (Statki)', async () => {
    const { dir } = await statki();
    const r = await runSalvo(dir, ['record', 'g.yaml', 'ala', 'B4', 'B5', '-r', 'pudło, trafiony']);
    expect(r.code).toBe(1);
    expect(codes(r.stderr)).toEqual(['results-swapped@15']);
    expect(r.stderr).toContain('błąd results-swapped: strzał 15: odpowiedzi na strzały 10 i 11 strony „ala” (B4, B5) wyglądają na zapisane w odwrotnej kolejności');
    expect(r.stderr).toContain('salvo: jeśli odpowiedziano „trafiony, pudło”: salvo record g.yaml ala B4 B5 -r "trafiony, pudło"\n');
  });

  it('play refuses the results as check finds them, and takes them typed right', async () => {
    const { dir } = await morskoy();
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['первый: Б4 Б5', 'мимо, попал', 'попал, мимо', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(codes(r.stdout)).toEqual(['results-swapped@15']);
    const lines = r.stdout.split('\n');
    const at = lines.findIndex((l) => l.endsWith('> мимо, попал'));
    expect(lines.slice(at + 1, at + 3)).toEqual([FINDING, 'ответы «мимо, попал» не приняты: наберите их заново или «отмена»']);
    expect(r.stdout).toContain('записан выстрел 16: первый: Б5 -> мимо');
    expect((await runSalvo(dir, ['check', 'g.yaml'])).code).toBe(0);
  });

  it('play in Polish (Statki)', async () => {
    const { dir } = await statki();
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['ala: B4 B5', 'pudło, trafiony', 'quit'].join('\n'));
    expect(codes(r.stdout)).toEqual(['results-swapped@15']);
    expect(r.stdout).toContain('nie przyjęto wyników „pudło, trafiony”: wpisz je jeszcze raz albo „cofnij”');
  });
});
