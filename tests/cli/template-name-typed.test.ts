/**
 * A template's name typed where its id goes (`salvo count "морской бой"`, `salvo pad Statki`) is
 * told so, with the id to write, in the name's language where no --lang gives one: `ошибка
 * unknown-variant: «морской бой» — название шаблона morskoy-boy, а не его id (напишите его id:
 * morskoy-boy)`. It was English, a guess (`did you mean morskoy-boy?`) or none at all (the
 * templates listed). Nothing is read as meant: the command still fails.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-template-name-'));
  const example = await readFile(join(process.cwd(), 'examples', 'morskoy-boy.yaml'), 'utf8');
  await writeFile(join(dir, 'game.yaml'), example.replace(/^variant: morskoy-boy$/mu, 'variant: Морской бой'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("a template's name typed for its id", () => {
  it("is told the id to write, in the name's language", async () => {
    const cases: [string[], string][] = [
      [['count', 'морской бой'], 'ошибка unknown-variant: «морской бой» — название шаблона morskoy-boy, а не его id (напишите его id: morskoy-boy)\n'],
      [['pad', 'Statki', '-o', 'x.pdf'], 'błąd unknown-variant: „Statki” to nazwa szablonu statki, a nie jego id (napisz jego id: statki)\n'],
      [['fleet', 'random', 'Statki 15 × 15'], 'błąd unknown-variant: „Statki 15 × 15” to nazwa szablonu statki-15, a nie jego id (napisz jego id: statki-15)\n'],
      [['new', 'Морской бой залпами (Перельман)', '-o', 'p.yaml'], 'ошибка unknown-variant: «Морской бой залпами (Перельман)» — название шаблона perelman, а не его id (напишите его id: perelman)\n'],
      [['variant', 'show', 'Морской бой залпами'], 'ошибка unknown-variant: «Морской бой залпами» — название шаблона perelman, а не его id (напишите его id: perelman)\n'],
      [['init', 'Sea Battle'], 'error unknown-variant: "Sea Battle" is the name of the template morskoy-boy, not its id (write its id: morskoy-boy)\n'],
      [['count', 'Морской бой', '--lang', 'en'], 'error unknown-variant: "Морской бой" is the name of the template morskoy-boy, not its id (write its id: morskoy-boy)\n'],
      [['count', 'Statki', '--lang', 'ru'], 'ошибка unknown-variant: «Statki» — название шаблона statki, а не его id (напишите его id: statki)\n'],
    ];
    for (const [args, said] of cases) {
      const r = await runSalvo(dir, args);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.stdout, args.join(' ')).toBe('');
      expect(r.stderr, args.join(' ')).toBe(said);
    }
  });

  it('variant check and a record\'s variant line say it too; --json in English', async () => {
    const check = await runSalvo(dir, ['variant', 'check', 'Морской бой']);
    expect(check.code).toBe(1);
    expect(check.stdout).toBe('Морской бой: ошибка unknown-variant: «Морской бой» — название шаблона morskoy-boy, а не его id (напишите его id: morskoy-boy)\n1 ошибка в Морской бой: исправьте строку выше\n');
    const record = await runSalvo(dir, ['check', 'game.yaml']);
    expect(record.stderr).toContain('game.yaml:4:10: ошибка unknown-variant: «Морской бой» — название шаблона morskoy-boy, а не его id (напишите его id: morskoy-boy)\n');
    const json = await runSalvo(dir, ['count', 'морской бой', '--json']);
    expect(json.code).toBe(1);
    const doc = JSON.parse(json.stdout) as { violations: { code: string; message: string; suggestion: string }[] };
    expect(doc.violations[0]).toMatchObject({ code: 'unknown-variant', message: '"морской бой" is the name of the template morskoy-boy, not its id', suggestion: 'write its id: morskoy-boy' });
  });

  it('a name near a template\'s, not its name, is a guess, said in the name\'s language', async () => {
    const r = await runSalvo(dir, ['count', 'Морской бой (Перельман)']);
    expect(r.stderr).toBe("ошибка unknown-variant: «Морской бой (Перельман)» — не встроенный шаблон и не файл (может быть, perelman? Шаблоны перечисляет 'salvo variants')\n");
  });

  it('a name of no template is answered as before', async () => {
    const r = await runSalvo(dir, ['count', 'Torpedo Run']);
    expect(r.stderr).toBe("error unknown-variant: \"Torpedo Run\" is neither a built-in template nor a file (the templates are: classic-1967, classic-salvo, jutland, morskoy-boy, perelman, statki, statki-15; 'salvo variants' lists them)\n");
  });
});
