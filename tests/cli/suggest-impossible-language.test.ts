/**
 * `salvo suggest` on a record whose announcements no legal fleet fits refuses, as check names the
 * breach: in the record's language (Russian, Polish), not in English beside a Russian or Polish
 * report; in English each salvo named a shot where every salvo is one, as check's English line
 * names it; --json as before.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const dir = join(import.meta.dirname, 'fixtures', 'referee-loose-ends');

describe('suggest: no legal fleet fits the announcements', () => {
  it('says so in Russian for a Russian record, as check says the breach, and suggests nothing', async () => {
    const r = await runSalvo(dir, ['suggest', 'morskoy-boy-last-impossible.yaml', '--side', 'первый']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(':16:5: ошибка announcements-impossible: выстрел 8: ни один допустимый флот стороны «второй» не согласуется с ответами после выстрела 8; противоречат друг другу ответы на выстрелы 1, 2, 4, 6, 8: выстрел 1 (строка 9)');
    expect(r.stderr).toContain("(советовать нечего: сначала исправьте ответы (нарушения перечисляет 'salvo check'))");
    expect(r.stderr).not.toMatch(/no legal fleet|nothing to suggest|announced/u);
    // The same words as check's breach, less check's bracketed rule.
    const check = await runSalvo(dir, ['check', 'morskoy-boy-last-impossible.yaml']);
    const said = /ошибка announcements-impossible: (.*) \[правило/u.exec(check.stdout + check.stderr)?.[1];
    expect(said).toBeDefined();
    expect(r.stderr).toContain(said!);
  });

  it('in Polish for a Polish record', async () => {
    const r = await runSalvo(dir, ['suggest', 'statki-last-impossible.yaml', '--side', 'ala']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(':15:5: błąd announcements-impossible: strzał 8: żadna dozwolona flota strony „tomek” nie zgadza się z odpowiedziami po strzale 8');
    expect(r.stderr).toContain("(nie ma czego proponować: najpierw popraw odpowiedzi (naruszenia wymienia 'salvo check'))");
  });

  it('in English with --lang en, shots as check says them, and --json keeps its English report', async () => {
    const en = await runSalvo(dir, ['suggest', 'morskoy-boy-last-impossible.yaml', '--side', 'первый', '--lang', 'en']);
    expect(en.code).toBe(1);
    expect(en.stderr).toContain(':16:5: error announcements-impossible: shot 8: no legal fleet of второй fits the announcements after shot 8; these conflict: shots 1, 2, 4, 6, 8: shot 1 (line 9)');
    expect(en.stderr).toContain("(nothing to suggest: correct the announcements first ('salvo check' lists the breaches))");
    // The same words as check's English breach, less check's bracketed rule.
    const check = await runSalvo(dir, ['check', 'morskoy-boy-last-impossible.yaml', '--lang', 'en']);
    const said = /error announcements-impossible: (.*) \[rule/u.exec(check.stdout + check.stderr)?.[1];
    expect(said).toBeDefined();
    expect(en.stderr).toContain(said!);
    const json = await runSalvo(dir, ['suggest', 'morskoy-boy-last-impossible.yaml', '--side', 'первый', '--json']);
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout) as { ok: boolean; violations: { code: string; message: string; salvo: number }[] };
    expect(report.ok).toBe(false);
    expect(report.violations.map((v) => [v.code, v.salvo])).toEqual([['announcements-impossible', 8]]);
    expect(report.violations[0]!.message).toMatch(/^no legal fleet of второй fits the announcements after salvo 8/u);
  });
});
