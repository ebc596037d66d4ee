/**
 * `salvo variant check --lang`, and by default each file's first declared language
 * (`languages:`): the common schema errors (a required key missing, a value of the wrong type, an
 * unknown key with its guess or its section, a list too short), a file not there and the closing
 * line are said in Russian and Polish (a field's own advice and the designer's checks too:
 * variant-check-field-language.test.ts, variant-check-design-language.test.ts). English as it
 * was with --lang en, for a file declaring English first, and in --json.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;

const WORDS = 'words:\n  ru: { miss: мимо, hit: попал, sunk: убит, noHits: мимо, ownChart: Мой флот, enemyChart: Флот противника }\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: My fleet, enemyChart: Enemy fleet }\n';
const HEAD = (languages: string): string => `id: my\nlanguages: ${languages}\nname: { ru: Моя, en: Mine }\n`;
// A misspelt key in board, a salvo written as its kind alone, the words missing.
const BROKEN = (languages: string): string =>
  `${HEAD(languages)}board: { columns: 10, rowz: 10 }\nfleet:\n  - { id: a, name: { ru: А, en: A }, size: 2, count: 1 }\nturns: { salvo: guns }\n`;
// A key put in the wrong section, and a value of the wrong type.
const ELSEWHERE = `${HEAD('[ru, en]')}board: { columns: 10, rows: 10 }\nspacing: may-touch\nfleet:\n  - { id: a, name: { ru: А, en: A }, size: 2, count: 1 }\nturns: { salvo: "три" }\n${WORDS}`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-variant-check-lang-'));
  await writeFile(join(dir, 'ru.yaml'), BROKEN('[ru, en]'));
  await writeFile(join(dir, 'en.yaml'), BROKEN('[en, ru]'));
  await writeFile(join(dir, 'elsewhere.yaml'), ELSEWHERE);
});
const run = (args: string[]) => runSalvo(dir, ['variant', 'check', ...args]);

const RU_LINES = [
  'ru.yaml:1:1: ошибка missing-key: words: обязательный ключ отсутствует (добавьте words: { ru: { miss: мимо, hit: попал, sunk: убит, noHits: мимо, ownChart: Мой флот, enemyChart: Флот противника }, en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: My fleet, enemyChart: Enemy fleet } }: что говорят при промахе, попадании, потоплении и залпе без попаданий, и заголовки двух карт, на каждом языке)',
  'ru.yaml:4:23: ошибка unknown-key: board.rowz: неизвестный ключ «rowz» (может быть, «rows»?)',
  'ru.yaml:7:17: ошибка wrong-type: turns.salvo: ожидается словарь с kind: constant, damage, guns, ships-afloat, а здесь «guns» (напишите { kind: guns })',
  '3 ошибки в ru.yaml: исправьте строки выше',
];

describe('variant check in the variant’s language', () => {
  it('says the schema errors and the closing line in the file’s first language (Russian)', async () => {
    const r = await run(['ru.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout.trimEnd().split('\n').sort()).toEqual([...RU_LINES].sort());
  });

  it('says them in Polish with --lang pl, and in English with --lang en or where English is declared first', async () => {
    const pl = await run(['ru.yaml', '--lang', 'pl']);
    expect(pl.code).toBe(1);
    expect(pl.stdout).toContain('ru.yaml:1:1: błąd missing-key: words: brak wymaganego klucza (dodaj words: { ru: { miss: мимо, hit: попал, sunk: убит, noHits: мимо, ownChart: Мой флот, enemyChart: Флот противника }, en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: My fleet, enemyChart: Enemy fleet } }: co się mówi przy pudle, trafieniu, zatopieniu i salwie bez trafień, oraz tytuły dwóch plansz, w każdym języku)\n');
    expect(pl.stdout).toContain('ru.yaml:4:23: błąd unknown-key: board.rowz: nieznany klucz „rowz” (czy chodziło o „rows”?)\n');
    expect(pl.stdout).toContain('ru.yaml:7:17: błąd wrong-type: turns.salvo: tu ma być słownik z kind: constant, damage, guns, ships-afloat, a jest „guns” (napisz { kind: guns })\n');
    expect(pl.stdout).toContain('\n3 błędy w ru.yaml: popraw wiersze powyżej\n');
    const en = await run(['ru.yaml', '--lang', 'en']);
    expect(en.stdout).toContain('ru.yaml:4:23: error unknown-key: board.rowz: unknown key "rowz" (did you mean "rows"?)\n');
    expect(en.stdout).toContain('ru.yaml:1:1: error missing-key: words: required but missing (add words: { ru: { miss: мимо, hit: попал, sunk: убит, noHits: мимо, ownChart: Мой флот, enemyChart: Флот противника }, en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: My fleet, enemyChart: Enemy fleet } }: what is said for a miss, a hit, a sinking and a salvo with no hits, and the two charts\' titles, in each language)\n');
    expect(en.stdout).toContain('ru.yaml:7:17: error wrong-type: turns.salvo: expected a mapping with kind: constant, damage, guns, ships-afloat, found "guns" (write { kind: guns })\n');
    expect(en.stdout).toContain('\n3 errors in ru.yaml: fix the lines above\n');
    const declared = await run(['en.yaml']);
    // The words to add are given in the order the languages are declared.
    const [ru, en2] = ['ru: { miss: мимо, hit: попал, sunk: убит, noHits: мимо, ownChart: Мой флот, enemyChart: Флот противника }', 'en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: My fleet, enemyChart: Enemy fleet }'];
    expect(declared.stdout).toBe(en.stdout.replaceAll('ru.yaml', 'en.yaml').replace(`{ ${ru}, ${en2} }`, `{ ${en2}, ${ru} }`));
  });

  it('says a key of another section and a wrong type in Russian; the rest of a file’s errors whole in English', async () => {
    const r = await run(['elsewhere.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('elsewhere.yaml:5:1: ошибка unknown-key: spacing: «spacing» — ключ раздела placement, а не верхнего уровня (перенесите его туда; здесь допустимы: ');
    expect(r.stdout).toContain('elsewhere.yaml:8:17: ошибка wrong-type: turns.salvo: ожидается словарь с kind: constant, damage, guns, ships-afloat, а здесь «три» (напишите здесь словарь с kind: constant, damage, guns, ships-afloat)\n');
    expect(r.stdout).toContain('\n2 ошибки в elsewhere.yaml: исправьте строки выше\n');
  });

  it('says a file not there in --lang’s language, and a good template in its own', async () => {
    const ru = await run(['nothere.yaml', '--lang', 'ru']);
    expect(ru.code).toBe(1);
    expect(ru.stdout).toBe(
      `nothere.yaml: ошибка no-such-file: нет такого файла: файла варианта nothere.yaml нет (искали ${dir}/nothere.yaml) (проверьте путь или посмотрите встроенные шаблоны: 'salvo variants')\n1 ошибка в nothere.yaml: исправьте строку выше\n`,
    );
    expect((await run(['nothere.yaml'])).stdout).toBe(`nothere.yaml: error no-such-file: no such file: there is no variant file nothere.yaml (looked for ${dir}/nothere.yaml) (check the path, or run 'salvo variants' for the built-in templates)\n1 error in nothere.yaml: fix the line above\n`);
    const good = await run(['morskoy-boy', 'statki', 'jutland']);
    expect(good.code).toBe(0);
    expect(good.stdout).toBe('morskoy-boy: ошибок нет\nstatki: brak błędów\njutland: ok\n');
    expect((await run(['morskoy-boy', '--lang', 'en'])).stdout).toBe('morskoy-boy: ok\n');
  });

  it('takes no empty --lang (a usage error, exit 2)', async () => {
    const r = await run(['ru.yaml', '--lang', ' ']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('salvo: --lang: give a language code (en, ru, pl)\n');
  });

  it('keeps --json English', async () => {
    const j = await run(['ru.yaml', '--json']);
    const report = JSON.parse(j.stdout) as { files: { violations: { message: string }[] }[] };
    expect(report.files[0]!.violations.map((v) => v.message)).toContain('board.rowz: unknown key "rowz"');
  });
});

describe('variant check: a missing key whose value may take more than one form', () => {
  it('is said in the file’s language too (name: a text or a mapping)', async () => {
    await writeFile(join(dir, 'noname.yaml'), `id: my\nlanguages: [ru, en]\nboard: { columns: 10, rows: 10 }\nfleet:\n  - { id: a, name: { ru: А, en: A }, size: 2, count: 1 }\n${WORDS}`);
    const ru = await run(['noname.yaml']);
    expect(ru.stdout).toContain('noname.yaml:1:1: ошибка missing-key: name: обязательный ключ отсутствует (добавьте name: (текст или словарь), например name: My)\n');
    const pl = await run(['noname.yaml', '--lang', 'pl']);
    expect(pl.stdout).toContain('noname.yaml:1:1: błąd missing-key: name: brak wymaganego klucza (dodaj name: (tekst albo słownik), na przykład name: My)\n');
    const en = await run(['noname.yaml', '--lang', 'en']);
    expect(en.stdout).toContain('noname.yaml:1:1: error missing-key: name: required but missing (add name: (a text or a mapping), e.g. name: My)\n');
  });
});
