/**
 * show, infer, suggest and analyze say what they cannot read in a record in the record's
 * language, as check does (tests/cli/check-reading-language.test.ts): each line in Russian or
 * Polish where the language has words for it (`ошибка unknown-side: залп 4: …`), at the
 * place English gives, and the line after them too; English with --lang en (and with --json,
 * which stays English) as it was.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const RU = `variant: perelman
language: ru
sides:
  синие: Петя
  красные: Вася
salvos:
  - синие: а1 б2 в3 -> попаданий нет
  - красные: а1 б2 в3 -> попаданий нет
  - синие: г1 г2 -> мимол
  - зелёные: а1 -> попаданий нет
`;

const PL = `variant: statki
language: pl
sides:
  ala: Ala
  tomek: Tomek
salvos:
  - ala: A1 -> pudło
  - tomek: A11 -> pudło
  - ala B2 -> pudło
`;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-reading-lang-'));
  await writeFile(join(dir, 'ru.yaml'), RU);
  await writeFile(join(dir, 'pl.yaml'), PL);
});

/** What standard error says of the record (progress lines aside). */
const said = (stderr: string, file: string): string[] => stderr.split('\n').filter((l) => l.startsWith(`${file}:`) || l.startsWith('salvo: '));

describe('show says a record it cannot draw in its language', () => {
  it('in Russian: the errors and what to do next', async () => {
    const r = await runSalvo(dir, ['show', 'ru.yaml']);
    expect(r.code).toBe(1);
    expect(said(r.stderr, 'ru.yaml')).toEqual([
      'ru.yaml:9:21: ошибка announcement-unknown-word: залп 3: «мимол» — не слово ответов этого варианта (может быть, мимо? Если так, напишите строку: - синие: г1 г2 -> мимо)',
      'ru.yaml:10:5: ошибка unknown-side: залп 4: «зелёные» — не сторона этой партии; строка остаётся в файле, но не засчитывается ни одной из сторон и не проверяется (стороны — синие и красные)',
      "salvo: в ru.yaml ошибки, начиная с залпа 3: исправьте запись ('salvo check' перечисляет все нарушения) или нарисуйте партию такой, какой она была до него, с --after 2",
    ]);
    const en = await runSalvo(dir, ['show', 'ru.yaml', '--lang', 'en']);
    expect(said(en.stderr, 'ru.yaml')).toEqual([
      'ru.yaml:9:21: error announcement-unknown-word: salvo 3: "мимол" is not a word of this variant\'s announcements (did you mean мимо? If so, write the line: - синие: г1 г2 -> мимо)',
      'ru.yaml:10:5: error unknown-side: salvo 4: "зелёные" is not a side of this game; the line stays in the file but is read as neither side\'s and not judged (the sides are синие and красные)',
      "salvo: ru.yaml has errors from salvo 3 on: mend the record ('salvo check' lists every breach), or draw the game as it stood before it with --after 2",
    ]);
  });

  it('in Polish, drawing the game before the errors: each under its own heading (błąd, ostrzeżenie), the line after them saying the game is drawn before them', async () => {
    const r = await runSalvo(dir, ['show', 'pl.yaml', '--after', '1']);
    expect(r.code).toBe(0);
    expect(said(r.stderr, 'pl.yaml')).toEqual([
      'pl.yaml:8:12: błąd cell-off-board: strzał 2: pole A11 poza planszą: nie ma wiersza 11 (wiersze 1–10) (porównaj A11 z kartką i zapisz pole, które wywołano)',
      'pl.yaml:9:8: ostrzeżenie salvo-colon-missing: strzał 3: odczytano jako strzał strony „ala”: po stronie stoi „: ” (napisz - ala: B2 -> pudło)',
      'salvo: pl.yaml ma błędy po strzale 1; gra jest narysowana taka, jaka była wtedy',
    ]);
  });

  it('--json stays English, on standard error too', async () => {
    const r = await runSalvo(dir, ['show', 'ru.yaml', '--json']);
    expect(said(r.stderr, 'ru.yaml')[1]).toBe('ru.yaml:10:5: error unknown-side: salvo 4: "зелёные" is not a side of this game; the line stays in the file but is read as neither side\'s and not judged (the sides are синие and красные)');
    const doc = JSON.parse(r.stdout) as { violations: { message: string }[] };
    expect(doc.violations.map((v) => v.message)).toContain('"зелёные" is not a side of this game; the line stays in the file but is read as neither side\'s and not judged');
    expect(r.stdout).not.toContain('"parts"');
  });
});

describe('infer and suggest say what they leave out of the evidence in the record\'s language, each under its own heading (ошибка, błąd: what could not be read; a guess a warning)', () => {
  it('infer in Russian', async () => {
    const r = await runSalvo(dir, ['infer', 'ru.yaml', '--target', 'красные']);
    expect(r.code).toBe(0);
    expect(said(r.stderr, 'ru.yaml')).toEqual([
      'ru.yaml:9:21: ошибка announcement-unknown-word: залп 3: «мимол» — не слово ответов этого варианта (может быть, мимо? Если так, напишите строку: - синие: г1 г2 -> мимо)',
      'ru.yaml:10:5: ошибка unknown-side: залп 4: «зелёные» — не сторона этой партии; строка остаётся в файле, но не засчитывается ни одной из сторон и не проверяется (стороны — синие и красные)',
      "salvo: ru.yaml: 2 ошибки чтения: то, что не прочитано, не учитывается ('salvo check' перечисляет все нарушения)",
    ]);
    const en = await runSalvo(dir, ['infer', 'ru.yaml', '--target', 'красные', '--lang', 'en']);
    expect(said(en.stderr, 'ru.yaml')[2]).toBe("salvo: ru.yaml: 2 reading errors: what could not be read is left out of the evidence ('salvo check' lists every breach)");
  });

  it('suggest in Polish, as infer says it', async () => {
    const s = await runSalvo(dir, ['suggest', 'pl.yaml', '--side', 'ala']);
    const i = await runSalvo(dir, ['infer', 'pl.yaml', '--target', 'tomek']);
    expect(said(s.stderr, 'pl.yaml')).toEqual([
      'pl.yaml:8:12: błąd cell-off-board: strzał 2: pole A11 poza planszą: nie ma wiersza 11 (wiersze 1–10) (porównaj A11 z kartką i zapisz pole, które wywołano)',
      'pl.yaml:9:8: ostrzeżenie salvo-colon-missing: strzał 3: odczytano jako strzał strony „ala”: po stronie stoi „: ” (napisz - ala: B2 -> pudło)',
      "salvo: pl.yaml: 1 błąd odczytu: to, czego nie odczytano, nie jest brane pod uwagę ('salvo check' wymienia wszystkie naruszenia)",
    ]);
    expect(said(i.stderr, 'pl.yaml')).toEqual(said(s.stderr, 'pl.yaml'));
  });
});

describe('analyze says a line read with a guess in the record\'s language', () => {
  it('in Polish; --json in English', async () => {
    const ok = `${PL.replace('  - tomek: A11 -> pudło\n', '  - tomek: A10 -> pudło\n')}`;
    await writeFile(join(dir, 'pl-ok.yaml'), ok);
    const r = await runSalvo(dir, ['analyze', 'pl-ok.yaml', '--workers', '1']);
    expect(said(r.stderr, 'pl-ok.yaml')).toEqual(['pl-ok.yaml:9:8: ostrzeżenie salvo-colon-missing: strzał 3: odczytano jako strzał strony „ala”: po stronie stoi „: ” (napisz - ala: B2 -> pudło)']);
    const json = await runSalvo(dir, ['analyze', 'pl-ok.yaml', '--workers', '1', '--json']);
    expect(said(json.stderr, 'pl-ok.yaml')).toEqual(['pl-ok.yaml:9:8: warning salvo-colon-missing: shot 3: read as a shot of ala: a side is followed by ": " (write - ala: B2 -> pudło)']);
  });
});
