/**
 * Two results of one turn written the other way round where the turn is kept one line a shot (by
 * hand, a canonical rewrite, or a turn of play stopped at a result and resumed): check reads the
 * side's lines one after another as the turn they are, and says one `results-swapped` naming both
 * shots and the two lines to write, not two contradicted announcements; as it does on a turn line.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');

/** The example `name` with `from` replaced by `to`, as g.yaml in a folder of its own, and the line number `to` starts at. */
async function edited(name: string, from: string, to: string): Promise<{ dir: string; line: number }> {
  const text = await readFile(join(root, 'examples', `${name}.yaml`), 'utf8');
  expect(text).toContain(from);
  const out = text.replace(from, to);
  const dir = await mkdtemp(join(tmpdir(), 'salvo-results-swapped-lines-'));
  await writeFile(join(dir, 'g.yaml'), out);
  return { dir, line: out.slice(0, out.indexOf(to)).split('\n').length };
}

/** Each error line's code and salvo number. */
const codes = (stdout: string): string[] => stdout.split('\n').flatMap((l) => /^g\.yaml:\d+:\d+: \S+ ([a-z-]+): \S+ (\d+):/u.exec(l)?.slice(1, 3).join('@') ?? []);

describe('check on two results of a turn kept one line a shot, written the other way round', () => {
  it('Statki: one finding naming both shots and both lines to write, in Polish and English', async () => {
    const { dir, line } = await edited('statki', '  - ala: B4 -> trafiony\n  - ala: B5 -> pudło', '  - ala: B4 -> pudło\n  - ala: B5 -> trafiony');
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.code).toBe(1);
    expect(codes(r.stdout)).toEqual(['results-swapped@15']);
    expect(r.stdout).toContain(`g.yaml:${line}:16: błąd results-swapped: strzał 15: odpowiedzi na strzały 10 i 11 strony „ala” (B4, B5) wyglądają na zapisane w odwrotnej kolejności: „pudło” dla B4 i „trafiony” dla B5;`);
    expect(r.stdout).toContain(`(zapisz - ala: B4 -> trafiony w wierszu ${line} i - ala: B5 -> pudło w wierszu ${line + 1}; jeśli strona „tomek” naprawdę tak odpowiedziała`);
    const en = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(codes(en.stdout)).toEqual(['results-swapped@15']);
    expect(en.stdout).toContain(`(write - ala: B4 -> trafiony at line ${line} and - ala: B5 -> pudło at line ${line + 1}; if tomek did announce them as written, neither fits its cell)`);
    // Not on a turn line: no "shot 1 of 2 on its line".
    expect(en.stdout).not.toContain('on its line');
    const json = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json', '--lang', 'en'])).stdout) as { violations: Record<string, unknown>[] };
    expect(json.violations).toHaveLength(1);
    expect(json.violations[0]!['swappedResults']).toEqual({
      shots: [10, 11],
      cells: ['B4', 'B5'],
      results: ['pudło', 'trafiony'],
      write: '- ala: B4 -> trafiony; - ala: B5 -> pudło',
      lines: [{ line, write: '- ala: B4 -> trafiony' }, { line: line + 1, write: '- ala: B5 -> pudło' }],
    });
    // The lines written as it says: check finds nothing.
    const text = await readFile(join(dir, 'g.yaml'), 'utf8');
    await writeFile(join(dir, 'g.yaml'), text.replace('  - ala: B4 -> pudło\n  - ala: B5 -> trafiony', '  - ala: B4 -> trafiony\n  - ala: B5 -> pudło'));
    expect((await runSalvo(dir, ['check', 'g.yaml'])).code).toBe(0);
  });

  it('Морской бой: a turn line and a line after it (as a turn of play stopped at a result and resumed writes it) read as one turn', async () => {
    const { dir, line } = await edited('morskoy-boy', '  - первый: Е8 Д8 Г8 А4 -> попал, попал, убит, мимо', '  - первый: Е8 Д8 Г8 -> попал, попал, мимо\n  - первый: А4 -> убит');
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.code).toBe(1);
    expect(codes(r.stdout)).toEqual(['results-swapped@10']);
    expect(r.stdout).toContain('ответы на выстрелы 7 и 8 стороны «первый» (Г8, А4), похоже, записаны в обратном порядке: «мимо» для Г8 и «убит» для А4;');
    // Г8 is the third shot of its line.
    expect(r.stdout).toContain('выстрел 3 из 3 в строке;');
    expect(r.stdout).toContain(`(запишите - первый: Е8 Д8 Г8 -> попал, попал, убит в строке ${line} и - первый: А4 -> мимо в строке ${line + 1}; если сторона «второй»`);
  });

  it('Морской бой: a miss and a hit on lines of their own, in Russian', async () => {
    const { dir, line } = await edited('morskoy-boy', '  - первый: Б4 Б5 -> попал, мимо', '  - первый: Б4 -> мимо\n  - первый: Б5 -> попал');
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(codes(r.stdout)).toEqual(['results-swapped@15']);
    expect(r.stdout).toContain(`(запишите - первый: Б4 -> попал в строке ${line} и - первый: Б5 -> мимо в строке ${line + 1}; если сторона «второй» и правда так ответила`);
  });
});
