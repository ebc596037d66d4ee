/**
 * Where a hit earns another shot (Statki, Морской бой), a hit or miss written against the fleet
 * shown leaves open who fired next, and the next salvo settles it without a breach of its own. The
 * referee's finding says both readings plainly, naming the next salvo where one of them puts it
 * out of turn: a "miss" at a ship followed by the same side's shot is out of turn if "miss" was
 * said as written; followed by the other side's, it is out of turn if the "hit" the fleet gives
 * was said. check (en/pl/ru) and show's note under the charts say it; where nothing follows, the
 * suggestion is as before.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

// Tomek's cruiser at B6-B8: B6 is a hit. The first salvo is on line 15.
const STATKI = [
  'variant: statki',
  'language: pl',
  'sides:',
  '  ala:',
  '  tomek:',
  'fleets:',
  '  ala:',
  '    pancernik: D1-D4',
  '    krążownik: [G3-I3, F8-F10]',
  '    ścigacz: [A2-A3, C9-D9, I10-J10]',
  '    łódź podwodna: [H1, B5, J5, A9]',
  '  tomek:',
  '    pancernik: B4-E4',
  '    krążownik: [B6-B8, D8-F8]',
  '    ścigacz: [D2-E2, H9-H10, E10-F10]',
  '    łódź podwodna: [B2, J2, J4, J8]',
  'salvos:',
];
const AT = STATKI.length + 1;

// Второй's submarine at Б2; В7 is water.
const MORSKOY = [
  'variant: morskoy-boy',
  'language: ru',
  'sides:',
  '  первый:',
  '  второй:',
  'fleets:',
  '  первый:',
  '    броненосец: Г1-Г4',
  '    крейсер: [Ж3-И3, Е8-Е10]',
  '    миноносец: [А2-А3, В9-Г9, И10-К10]',
  '    подводная лодка: [З1, Б5, К5, А9]',
  '  второй:',
  '    броненосец: Б3-Д3',
  '    крейсер: [Б6-Б8, Г8-Е8]',
  '    миноносец: [Г2-Д2, З9-З10, Д10-Е10]',
  '    подводная лодка: [Б2, К2, К4, К8]',
  'salvos:',
];

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-misread-next-'));
  await writeFile(join(dir, 'again.yaml'), [...STATKI, '  - ala: B6 -> pudło', '  - ala: D10 -> pudło', '  - tomek: C3 -> pudło', ''].join('\n'));
  await writeFile(join(dir, 'passed.yaml'), [...STATKI, '  - ala: B6 -> pudło', '  - tomek: C3 -> pudło', '  - ala: A1 -> pudło', ''].join('\n'));
  await writeFile(join(dir, 'last.yaml'), [...STATKI, '  - tomek: C3 -> pudło', '  - ala: B6 -> pudło', ''].join('\n'));
  await writeFile(join(dir, 'hit.yaml'), [...MORSKOY, '  - первый: В7 -> попал', '  - второй: В3 -> мимо', '  - первый: В8 -> мимо', ''].join('\n'));
});

/** The suggestion of the line of `code`: the words in the last parentheses. */
function suggestionOf(text: string, code: string): string | undefined {
  const line = text.split('\n').find((l) => l.includes(` ${code}: `));
  return line === undefined ? undefined : /\(([^()]*(?:\([^()]*\)[^()]*)*)\)$/u.exec(line)?.[1];
}

describe('a miss written at a ship, the shooter firing again', () => {
  it('check says that shot is out of turn if "miss" was said as written (en, pl)', async () => {
    const en = await runSalvo(dir, ['check', 'again.yaml', '--lang', 'en']);
    expect(en.code).toBe(1);
    expect(suggestionOf(en.stdout + en.stderr, 'announcement-contradicts-fleet')).toBe(
      `if "hit" was announced, write -> trafiony; if "miss" was, as written, ala's shot 2 (line ${AT + 1}) was fired out of turn (it was tomek's turn): check the fleet written under fleets:`,
    );
    const pl = await runSalvo(dir, ['check', 'again.yaml']);
    expect(suggestionOf(pl.stdout + pl.stderr, 'announcement-contradicts-fleet')).toBe(
      `jeśli odpowiedziano „trafiony”, zapisz -> trafiony; jeśli odpowiedziano „pudło”, jak zapisano, to strzał 2 strony „ala” (wiersz ${AT + 1}) oddany poza kolejnością (ruch miała strona „tomek”): sprawdź flotę zapisaną pod fleets:`,
    );
    // Still the one error: the shot after it is not a breach of its own.
    expect((en.stdout + en.stderr).split('\n').filter((l) => / error /u.test(l)).length).toBe(1);
  });

  it('check --json gives it in the suggestion, and no field of its own', async () => {
    const r = await runSalvo(dir, ['check', 'again.yaml', '--json']);
    const doc = JSON.parse(r.stdout) as { violations: Record<string, unknown>[] };
    const v = doc.violations.find((x) => x.code === 'announcement-contradicts-fleet');
    // In the record's language, as check --json gives its findings.
    expect(v?.suggestion).toBe(
      `jeśli odpowiedziano „trafiony”, zapisz -> trafiony; jeśli odpowiedziano „pudło”, jak zapisano, to strzał 2 strony „ala” (wiersz ${AT + 1}) oddany poza kolejnością (ruch miała strona „tomek”): sprawdź flotę zapisaną pod fleets:`,
    );
    expect(v).not.toHaveProperty('nextOutOfTurn');
  });

  it("show's note under the charts says it too (en, pl)", async () => {
    const en = await runSalvo(dir, ['show', 'again.yaml', '--lang', 'en']);
    expect(en.stdout).toContain(
      `note: shot 1 (line ${AT}): tomek announced "miss" at B6, but the fleet shown gives "hit"; if "miss" was said, ala's shot 2 (line ${AT + 1}) was fired out of turn (it was tomek's turn) ('salvo check again.yaml' gives the breach)\n`,
    );
    const pl = await runSalvo(dir, ['show', 'again.yaml']);
    expect(pl.stdout).toContain(`; jeśli odpowiedziano „pudło”, to strzał 2 strony „ala” (wiersz ${AT + 1}) oddany poza kolejnością (ruch miała strona „tomek”) (naruszenie: salvo check again.yaml)\n`);
  });
});

describe('a miss written at a ship, the other side firing next', () => {
  it('check says the mend puts that shot out of turn', async () => {
    const en = await runSalvo(dir, ['check', 'passed.yaml', '--lang', 'en']);
    expect(suggestionOf(en.stdout + en.stderr, 'announcement-contradicts-fleet')).toBe(
      `if "hit" was announced, write -> trafiony: then tomek's shot 1 (line ${AT + 1}) was fired out of turn (it was ala's turn); if not, check the fleet written under fleets:`,
    );
    const show = await runSalvo(dir, ['show', 'passed.yaml', '--lang', 'en']);
    // Named a shot, as check's mend above names it.
    expect(show.stdout).toContain(`; if "hit" was said, tomek's shot 1 (line ${AT + 1}) was fired out of turn (it was ala's turn) (`);
  });

  it('says the two readings as before where no salvo follows', async () => {
    const en = await runSalvo(dir, ['check', 'last.yaml', '--lang', 'en']);
    expect(suggestionOf(en.stdout + en.stderr, 'announcement-contradicts-fleet')).toBe('if "hit" was announced, write -> trafiony; if not, check the fleet written under fleets:');
    const show = await runSalvo(dir, ['show', 'last.yaml', '--lang', 'en']);
    expect(show.stdout).toContain('"hit" (\'salvo check last.yaml\' gives the breach)\n');
  });
});

describe('a hit written at water (Морской бой), the other side firing next', () => {
  it('check says that shot is out of turn if "hit" was said as written, in Russian', async () => {
    const ru = await runSalvo(dir, ['check', 'hit.yaml']);
    expect(suggestionOf(ru.stdout + ru.stderr, 'announcement-contradicts-fleet')).toBe(
      'если ответили «мимо», запишите -> мимо; если ответили «попал», как записано, то выстрел 1 стороны «второй» (строка 19) сделан не в свою очередь (был ход стороны «первый»): проверьте флот, записанный под fleets:',
    );
    const show = await runSalvo(dir, ['show', 'hit.yaml']);
    expect(show.stdout).toContain('; если ответили «попал», то выстрел 1 стороны «второй» (строка 19) сделан не в свою очередь (был ход стороны «первый») (нарушение: salvo check hit.yaml)\n');
  });
});

describe('docs/record-format.md quotes these suggestions as check says them', () => {
  it("the doc's two quotes are check's words, with the doc's line number (Statki says 'shot', not 'salvo')", async () => {
    const { readFile } = await import('node:fs/promises');
    const doc = (await readFile(join(import.meta.dirname, '..', '..', 'docs', 'record-format.md'), 'utf8')).replace(/\s+/gu, ' ');
    const asDoc = (s: string | undefined): string => (s ?? '').replace(`(line ${AT + 1})`, '(line 24)');
    const again = await runSalvo(dir, ['check', 'again.yaml', '--lang', 'en']);
    const quote1 = asDoc(suggestionOf(again.stdout + again.stderr, 'announcement-contradicts-fleet'));
    expect(quote1).toContain("ala's shot 2 (line 24)");
    expect(doc).toContain(`\`${quote1}\``);
    const passed = await runSalvo(dir, ['check', 'passed.yaml', '--lang', 'en']);
    const whole = asDoc(suggestionOf(passed.stdout + passed.stderr, 'announcement-contradicts-fleet'));
    // The doc quotes it from 'write' up to 'if not, …'.
    const quote2 = whole.slice(whole.indexOf('write'), whole.indexOf('if not, ') + 'if not, '.length);
    expect(quote2).toContain("tomek's shot 1 (line 24)");
    expect(doc).toContain(`\`${quote2}…\``);
  });
});
