/**
 * A record cut off in its last salvo (cells written, maybe not all of them, no announcement, the
 * file ends): the referee does not judge a size short of what the side was owed, which the rest of
 * the line may yet make right, and says so once, in the salvo's `announcement-missing` warning,
 * with what is known (the shots written, those owed). A salvo too long, or a short one with more
 * salvos after it, is still a `wrong-salvo-size`.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { cutOffSaid } from '../../src/record/warning-text.js';
import { unjudgedSalvos } from '../../src/inference/record-check.js';
import { parseRecord } from '../../src/record/parse.js';
import { loadVariant } from '../../src/variant/load.js';

const FIXTURES = join(import.meta.dirname, 'fixtures', 'referee-loose-ends');

async function folder(name: string, edit: (text: string) => string = (t) => t): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-cut-off-'));
  await writeFile(join(dir, 'g.yaml'), edit(await readFile(join(FIXTURES, name), 'utf8')));
  return dir;
}

interface Report {
  ok: boolean;
  violations: { code: string; salvo?: number }[];
  warnings: { code: string; salvo?: number; line?: number; message: string }[];
}

describe('check on a record cut off in its last salvo', () => {
  it('says the short salvo once, as not judged, with the shots written and owed; no wrong-salvo-size', async () => {
    const dir = await folder('jutland-cut-off.yaml');
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stdout).toBe(
      'g.yaml:8:5: warning announcement-missing: salvo 4: no announcement recorded for red\'s salvo, the last of the record: its size (3 shots where red was owed 6) is not judged, as the record may end before the rest of it was written ' +
        '(add its other cells, if any, and "-> <announcement>" after them; if red fired 3 shots, the salvo is the wrong size)\n' +
        'g.yaml: no breaches in 4 salvos; the game goes on: blue to fire\n',
    );
    expect(r.code).toBe(0);
    const json = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as Report;
    expect(json.ok).toBe(true);
    expect(json.violations).toEqual([]);
    expect(json.warnings.map((w) => [w.code, w.salvo, w.line])).toEqual([['announcement-missing', 4, 8]]);
  });

  it('still finds a last salvo too long, and a short one with a salvo after it, the wrong size', async () => {
    const long = await folder('jutland-cut-off.yaml', (t) => t.replace('  - red: A5 A3 B3\n', '  - red: A5 A3 B3 B5 B4 D3 A1\n'));
    const a = JSON.parse((await runSalvo(long, ['check', 'g.yaml', '--json'])).stdout) as Report;
    expect(a.violations.map((v) => [v.code, v.salvo])).toEqual([['wrong-salvo-size', 4]]);
    expect(a.warnings.map((w) => [w.code, w.message])).toEqual([['announcement-missing', "no announcement recorded for red's salvo"]]);
    const after = await folder('jutland-cut-off.yaml', (t) => `${t}  - blue: C8 C6 B4 D4 A7 -> cruiser 1\n`);
    const b = JSON.parse((await runSalvo(after, ['check', 'g.yaml', '--json'])).stdout) as Report;
    expect(b.violations.map((v) => [v.code, v.salvo])).toEqual([['wrong-salvo-size', 4]]);
    expect(b.warnings.map((w) => [w.code, w.message])).toEqual([['announcement-missing', "no announcement recorded for red's salvo"]]);
  });

  it('says it in the record\'s Russian', async () => {
    const dir = await folder('perelman-cut-off.yaml');
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stdout).toBe(
      'g.yaml:8:5: предупреждение announcement-missing: залп 4: ответ на залп стороны «красные» не записан, а это последний залп записи: его размер (2 выстрела при положенных 3) не проверен — запись могла оборваться, прежде чем его записали целиком ' +
        '(допишите остальные клетки, если они были, и после них «-> <ответ>»; если сторона «красные» сделала 2 выстрела, размер залпа неверен)\n' +
        'g.yaml: нарушений нет, в записи 4 залпа; партия продолжается: стреляет сторона «синие»\n',
    );
  });

  it('has the words in Polish, for a salvo and for a shot', () => {
    const side = (): string => '„ala”';
    expect(cutOffSaid(false, side, 2, '3').pl).toEqual({
      message: 'nie zapisano odpowiedzi na salwę strony „ala”, ostatnią w zapisie: jej rozmiar (2 strzały przy należnych 3) nie jest sprawdzany — zapis mógł się urwać, zanim zapisano ją całą',
      suggestion: 'dopisz pozostałe pola, jeśli były, a po nich „-> <odpowiedź>”; jeśli strona „ala” oddała 2 strzały, rozmiar salwy jest zły',
    });
    expect(cutOffSaid(true, side, 1, '2').pl?.message).toContain('na strzał strony „ala”, ostatni w zapisie: jego rozmiar (1 strzał przy należnych 2)');
  });

  it('takes the short size as no evidence, and not as one the referee finds wrong', async () => {
    const text = await readFile(join(FIXTURES, 'jutland-cut-off.yaml'), 'utf8');
    const variant = await loadVariant('jutland', { cwd: FIXTURES });
    const { record, sources } = parseRecord(text, variant);
    const u = unjudgedSalvos(record, variant, sources);
    expect([...(u.sizes ?? [])]).toEqual([3]);
    expect([...(u.wrongSizes ?? [])]).toEqual([]);
  });
});
