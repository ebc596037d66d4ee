/**
 * `salvo variants --lang` for a code no template has is refused in the language asked for where
 * salvo speaks it (ru-RU, pl-PL), and `salvo init`'s --id and --name refusals in the template's
 * first language (as new speaks the variant's first): English for an English template and a
 * language salvo does not speak, as before. `init --lang` (one of the template's languages, as
 * new takes it) says every line of init in it: the line saying what it wrote, a file in the way,
 * an empty -o, a template not there, the --id and --name refusals; without it, in the template's
 * first language.
 */
import { mkdtemp } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

describe('variants and init refusals, in the command\'s language', () => {
  it('variants --lang: a code no template has, in Russian and Polish where asked so', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-variant-refusals-'));
    const ru = await runSalvo(dir, ['variants', '--lang', 'ru-RU']);
    expect(ru.code).toBe(2);
    expect(ru.stderr).toBe('salvo: ни у одного шаблона нет языка «ru-RU» (у шаблонов есть en, pl, ru; может быть, --lang ru?)\n');
    const pl = await runSalvo(dir, ['variants', '--lang', 'pl-PL']);
    expect(pl.code).toBe(2);
    expect(pl.stderr).toBe('salvo: żaden szablon nie ma języka „pl-PL” (szablony mają en, pl, ru; może chodziło o --lang pl?)\n');
    const xx = await runSalvo(dir, ['variants', '--lang', 'xx']);
    expect(xx.stderr).toBe('salvo: no template has language "xx" (the templates have en, pl, ru)\n');
  });

  it('init --id and --name: in the template\'s language, nothing written', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-init-refusals-'));
    const pl = await runSalvo(dir, ['init', 'statki', '-o', 'x.yaml', '--id', 'Mój']);
    expect(pl.code).toBe(2);
    expect(pl.stderr).toBe('salvo: „Mój” nie może być identyfikatorem wariantu: użyj małych liter łacińskich, cyfr i łączników (--id my-variant)\n');
    const ru = await runSalvo(dir, ['init', 'morskoy-boy', '-o', 'x.yaml', '--name', ' ']);
    expect(ru.code).toBe(2);
    expect(ru.stderr).toBe('salvo: --name пуст: дайте варианту название, например --name "Морской бой клуба"\n');
    const en = await runSalvo(dir, ['init', 'jutland', '-o', 'x.yaml', '--id', 'Bad Id']);
    expect(en.stderr).toBe('salvo: "Bad Id" cannot be a variant id: use lower-case letters, digits and hyphens (--id bad-id)\n');
    expect((await runSalvo(dir, ['init', 'jutland', '-o', 'x.yaml', '--name', ''])).stderr).toBe('salvo: --name is empty: give the variant a name, such as --name "Club Jutland"\n');
    expect(existsSync(join(dir, 'x.yaml'))).toBe(false);
  });

  it('init --lang: every line of init in it; without it, the template\'s first language', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-init-lang-'));
    // The line saying what it wrote: Polish for Statki, Russian for Морской бой, English with --lang en.
    const pl = await runSalvo(dir, ['init', 'statki', '-o', 's.yaml']);
    expect([pl.code, pl.stdout]).toEqual([0, 'zapisano s.yaml (wariant s, kopia templates/statki.yaml)\n']);
    const ru = await runSalvo(dir, ['init', 'morskoy-boy', '-o', 'm.yaml']);
    expect([ru.code, ru.stdout]).toEqual([0, 'записан m.yaml (вариант m, копия templates/morskoy-boy.yaml)\n']);
    const en = await runSalvo(dir, ['init', 'statki', '-o', 'e.yaml', '--lang', 'en']);
    expect([en.code, en.stdout]).toEqual([0, 'wrote e.yaml (variant e, from templates/statki.yaml)\n']);
    const ruEn = await runSalvo(dir, ['init', 'morskoy-boy', '-o', 'me.yaml', '--lang', 'ru']);
    expect(ruEn.stdout).toBe('записан me.yaml (вариант me, копия templates/morskoy-boy.yaml)\n');
    // A file in the way: nothing written over it, said in the language.
    const before = readFileSync(join(dir, 's.yaml'), 'utf8');
    const inWay = await runSalvo(dir, ['init', 'statki', '-o', 's.yaml']);
    expect([inWay.code, inWay.stderr]).toEqual([1, 's.yaml: błąd output-exists: s.yaml już istnieje: nie zastąpiono go (zapisz do innego pliku przez -o albo dodaj --force, by go zastąpić)\n']);
    expect((await runSalvo(dir, ['init', 'morskoy-boy', '-o', 'm.yaml'])).stderr).toBe('m.yaml: ошибка output-exists: m.yaml уже есть: не заменён (запишите в другой файл с -o или добавьте --force, чтобы заменить его)\n');
    expect((await runSalvo(dir, ['init', 'statki', '-o', 's.yaml', '--lang', 'en'])).stderr).toBe('s.yaml: error output-exists: s.yaml already exists: not replaced (write to another file with -o, or add --force to replace it)\n');
    expect(readFileSync(join(dir, 's.yaml'), 'utf8')).toBe(before);
    // An empty -o, a template not there, a bad --id: in --lang's language.
    expect((await runSalvo(dir, ['init', 'statki', '-o', ''])).stderr).toBe('błąd output-empty: nazwa pliku do zapisu jest pusta (podaj nazwę pliku albo - dla standardowego wyjścia)\n');
    expect((await runSalvo(dir, ['init', 'nosuch', '--lang', 'pl'])).stderr).toMatch(/^błąd unknown-variant: „nosuch” nie jest ani wbudowanym szablonem, ani plikiem/u);
    expect((await runSalvo(dir, ['init', 'morskoy-boy', '-o', 'x.yaml', '--id', 'Bad', '--lang', 'en'])).stderr).toBe('salvo: "Bad" cannot be a variant id: use lower-case letters, digits and hyphens (--id bad)\n');
    // A language the template lacks is refused, as new refuses it, in the language asked for.
    const lacks = await runSalvo(dir, ['init', 'statki', '-o', 'x.yaml', '--lang', 'ru']);
    expect([lacks.code, lacks.stderr]).toEqual([2, 'salvo: у варианта statki нет языка «ru» (есть pl, en)\n']);
    expect(existsSync(join(dir, 'x.yaml'))).toBe(false);
  });
});
