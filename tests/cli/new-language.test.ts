/**
 * `salvo new` says its refusals in the language it speaks, as its confirmation: --lang, else the
 * variant's first (Морской бой in Russian, Statki in Polish). A record already there (never
 * written over) and --sides it cannot take (a name a record cannot hold, one name twice, the
 * variant's two sides the other way round); English with --lang en, as before.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-new-language-'));
});

const run = (args: string[]) => runSalvo(dir, args);

describe('salvo new, a record already there', () => {
  it('is refused in the variant\'s language, the old record kept', async () => {
    await writeFile(join(dir, 'g.yaml'), 'моя партия\n');
    const ru = await run(['new', 'morskoy-boy', '-o', 'g.yaml']);
    expect(ru.code).toBe(1);
    expect(ru.stderr).toBe('g.yaml: ошибка record-exists: g.yaml уже есть; salvo никогда не записывает новую запись партии поверх старой (выберите другое имя файла или удалите старую запись сами)\n');
    const pl = await run(['new', 'statki', '-o', 'g.yaml']);
    expect(pl.code).toBe(1);
    expect(pl.stderr).toBe('g.yaml: błąd record-exists: g.yaml już istnieje; salvo nigdy nie zapisuje nowego zapisu gry w miejsce starego (wybierz inną nazwę pliku albo sam usuń stary zapis)\n');
    // --lang picks the language; English as before.
    const asked = await run(['new', 'statki', '--lang', 'en', '-o', 'g.yaml']);
    expect(asked.stderr).toBe('g.yaml: error record-exists: g.yaml already exists; salvo never writes a new record over an old one (choose another file name, or remove the old record yourself)\n');
    expect((await run(['new', 'perelman', '--lang', 'ru', '-o', 'g.yaml'])).stderr).toContain('ошибка record-exists');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe('моя партия\n');
  });
});

describe('salvo new --sides it cannot take', () => {
  it('says why in the variant\'s language (exit 2)', async () => {
    const cases: [string[], string][] = [
      [['new', 'morskoy-boy', '--sides', 'Коля,side'], 'salvo: «side» не может быть именем стороны: пишите буквы, цифры, - или _; имена side, cells, result, note и forced заняты\n'],
      [['new', 'morskoy-boy', '--sides', 'Коля,коля'], 'salvo: у двух сторон должны быть разные имена\n'],
      [['new', 'morskoy-boy', '--sides', 'red,blue'], 'salvo: --sides red,blue: стороны пишутся в порядке варианта (blue, затем red; первый ход: blue), а «red» — другая сторона варианта: напишите --sides blue,red или другие имена\n'],
      [['new', 'statki', '--sides', 'ala,ALA'], 'salvo: obie strony muszą mieć różne nazwy\n'],
      [['new', 'statki', '--sides', 'ala,blue'], 'salvo: --sides ala,blue: strony podaje się w kolejności wariantu (blue, potem red; zaczyna: blue), a „blue” to druga strona wariantu: napisz --sides blue,red albo inne nazwy\n'],
      [['new', 'statki', '--sides', 'a b,c'], 'salvo: „a b” nie może być nazwą strony: użyj liter, cyfr, - lub _; nazwy side, cells, result, note i forced są zajęte\n'],
      [['new', 'statki', '--lang', 'en', '--sides', 'ala,ALA'], 'salvo: the two sides need different names\n'],
      [['new', 'morskoy-boy', '--lang', 'en', '--sides', 'red,blue'], `salvo: --sides red,blue: the sides go in the variant's order (blue, then red; blue fires first), and "red" is the variant's other side: write --sides blue,red, or other names\n`],
    ];
    for (const [args, said] of cases) {
      const r = await run(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr, args.join(' ')).toBe(said);
      expect(r.stdout).toBe('');
    }
  });
});
