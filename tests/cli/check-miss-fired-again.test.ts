/**
 * A miss written for a shot its side fired again after (`miss-fired-again`): in Statki,
 * `- ala: F8 -> pudło` and then `- ala: E8 -> trafiony`, where F8 was a hit, is one finding with
 * the line to write, not a salvo seemingly left out and announcements no fleet fits; only where
 * reading the miss as a hit takes two breaches or more away and brings none.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');

/** The example `name` with `from` replaced by `to` (and the fleets left out, with `hidden`), as g.yaml in a folder of its own. */
async function edited(name: string, from: string, to: string, hidden: boolean): Promise<string> {
  const text = await readFile(join(root, 'examples', `${name}.yaml`), 'utf8');
  expect(text).toContain(from);
  let out = text.replace(from, to);
  if (hidden) out = out.replace(/^fleets:\n(?: {2}.*\n)*/mu, '');
  const dir = await mkdtemp(join(tmpdir(), 'salvo-miss-fired-again-'));
  await writeFile(join(dir, 'g.yaml'), out);
  return dir;
}

/** Each error line's code and salvo number. */
const codes = (stdout: string): string[] => stdout.split('\n').flatMap((l) => /^g\.yaml:\d+:\d+: \S+ ([a-z-]+): \S+ (\d+):/u.exec(l)?.slice(1, 3).join('@') ?? []);

describe('check on a miss written for a shot its side fired again after', () => {
  it('Statki, no fleet revealed: one finding at the shot, with the line to write (pl, en, JSON)', async () => {
    const dir = await edited('statki', '  - ala: F8 -> trafiony\n', '  - ala: F8 -> pudło\n', true);
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.code).toBe(1);
    expect(codes(r.stdout)).toEqual(['miss-fired-again@8']);
    expect(r.stdout).toContain(
      'g.yaml:19:16: błąd miss-fired-again: strzał 8: odpowiedź na strzał 5 strony „ala” (F8) zapisano jako „pudło”, ale strona „ala” strzelała po nim dalej (strzał 6, wiersz 20), a tak jest tylko po trafieniu; ' +
        'jeśli przeczytać ją jako „trafiony”, odpowiedzi strony „tomek” i kolejność ruchów po nim się zgadzają [zasada: kolejny strzał tylko po trafieniu; oczekiwano: trafiony; zapisano: pudło] ' +
        '(zapisz - ala: F8 -> trafiony w wierszu 19; jeśli strona „tomek” naprawdę odpowiedziała „pudło”, strzał 6 strony „ala” oddano poza kolejnością)',
    );
    // The rest of the report reads the shot as a hit: ala sank the whole fleet.
    expect(r.stdout).toContain('g.yaml: 1 naruszenie, w zapisie jest 77 strzałów; wygrywa strona „ala”');
    const en = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(en.stdout).toContain(
      'g.yaml:19:16: error miss-fired-again: shot 8: ala\'s shot 5 (F8) is written "pudło", but ala fired again after it (shot 6, line 20), as a side does only after a hit; read as "trafiony", tomek\'s announcements and the turns after it fit ' +
        '[rule: another shot only after a hit; expected: trafiony; recorded: pudło] (write - ala: F8 -> trafiony at line 19; if tomek did answer "pudło", ala\'s shot 6 was fired out of turn)',
    );
    const json = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json', '--lang', 'en'])).stdout) as { ok: boolean; violations: Record<string, unknown>[] };
    expect(json.ok).toBe(false);
    expect(json.violations).toHaveLength(1);
    expect(json.violations[0]).toMatchObject({ code: 'miss-fired-again', salvo: 8, side: 'tomek', shooter: 'ala', sideSalvo: 5, expected: 'trafiony', recorded: 'pudło', line: 19, column: 16 });
    expect(json.violations[0]!['missFiredAgain']).toEqual({ shot: 5, cell: 'F8', written: 'pudło', reads: 'trafiony', result: 'hit', write: '- ala: F8 -> trafiony', line: 19, next: { shot: 6, line: 20 } });
  });

  it('Морской бой, a miss inside a turn line, no fleet revealed: said in Russian, the whole line to write', async () => {
    const dir = await edited('morskoy-boy', '- первый: Е8 Д8 Г8 А4 -> попал, попал, убит, мимо', '- первый: Е8 Д8 Г8 А4 -> попал, мимо, убит, мимо', true);
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(codes(r.stdout)).toEqual(['miss-fired-again@9']);
    expect(r.stdout).toContain(
      'ошибка miss-fired-again: выстрел 9: ответ на выстрел 6 стороны «первый» (Д8) записан как «мимо», но после него сторона «первый» стреляла снова (выстрел 7, строка 19), а так бывает только после попадания; ' +
        'если читать его как «попал», ответы стороны «второй» и очерёдность ходов после него сходятся [выстрел 2 из 4 в строке; правило: снова стреляют только после попадания; ожидалось: попал; записано: мимо] ' +
        '(запишите - первый: Е8 Д8 Г8 А4 -> попал, попал, убит, мимо в строке 19; если сторона «второй» и правда ответила «мимо», выстрел 7 стороны «первый» сделан не в свою очередь)',
    );
  });

  it('a sinking written as a miss is read as sunk where a hit does not fit', async () => {
    const dir = await edited('statki', '  - ala: D8 -> zatopiony\n', '  - ala: D8 -> pudło\n', true);
    const r = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(codes(r.stdout)).toEqual(['miss-fired-again@10']);
    expect(r.stdout).toContain('ala\'s shot 7 (D8) is written "pudło", but ala fired again after it (shot 8, line 22), as a side does only after a hit; read as "zatopiony"');
    expect(r.stdout).toContain('(write - ala: D8 -> zatopiony at line 21;');
  });

  it('a sinking written as a miss, the announcements fitting either way: read as sunk where so the record\'s last shot sinks the whole fleet (pl, en)', async () => {
    // J4 is a submarine: written "pudło", a fleet fits all the same (the one out-of-turn shot after
    // it was the only breach, its advice silent on the miss); read as "zatopiony", ala's last shot sinks the tenth ship.
    const dir = await edited('statki', '  - ala: J4 -> zatopiony\n', '  - ala: J4 -> pudło\n', true);
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.code).toBe(1);
    expect(codes(r.stdout)).toEqual(['miss-fired-again@69']);
    expect(r.stdout).toContain('odpowiedź na strzał 40 strony „ala” (J4) zapisano jako „pudło”, ale strona „ala” strzelała po nim dalej (strzał 41, wiersz 81)');
    expect(r.stdout).toContain('(zapisz - ala: J4 -> zatopiony w wierszu 80; jeśli strona „tomek” naprawdę odpowiedziała „pudło”, strzał 41 strony „ala” oddano poza kolejnością)');
    expect(r.stdout).toContain('g.yaml: 1 naruszenie, w zapisie jest 77 strzałów; wygrywa strona „ala”');
    const en = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(en.stdout).toContain('(write - ala: J4 -> zatopiony at line 80; if tomek did answer "pudło", ala\'s shot 41 was fired out of turn)');
    expect(en.stdout).toContain('g.yaml: 1 breach in 77 shots; ala won (the enemy fleet sunk)');
  });

  it('the fleet revealed: the one contradicted announcement it was, not this reading', async () => {
    const dir = await edited('statki', '  - ala: F8 -> trafiony\n', '  - ala: F8 -> pudło\n', false);
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(codes(r.stdout)).toEqual(['announcement-contradicts-fleet@8']);
  });
});
