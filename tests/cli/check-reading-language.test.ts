/**
 * `salvo check` says a record it cannot read in the record's language: in a Russian Perelman and
 * a Polish Statki record, a cell typed wrong or off the board, a result word not known (cut short,
 * misspelt, a phrase), a side that is not of the game, a key that is not a salvo's, a line naming
 * no cell, a colon left out, as many results as shots: each with its place (line, column, salvo)
 * as in English, and what to do, in Russian and Polish, in the text and in --json's messages.
 * English is what it was, with --lang en.
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
  - синие: а1 б2 в3 -> мимо
  - красные: а1 б2 ю3 -> мимо
  - синие: г1 г2 г3 -> мимол
  - зелёные: а1 -> мимо
  - красные: д1 д2 д3 -> попаданий нед
  - синие: е1 е2 31 -> попаданий нет
  - синие е5 е6 е7 -> мимо
  - красные: ж1 ж2 ж3 -> мимо
    nte: x
  - красные:
  - синие: к11 б7 -> попаданий нет
`;

const PL = `variant: statki
language: pl
sides:
  ala: Ala
  tomek: Tomek
salvos:
  - ala: A1 -> pudło
  - tomek: A11 -> pudło
  - ala: B2 -> pudłoo
  - ola: A3 -> pudło
  - tomek: C3 -> traf
  - tomek: C4 C5 -> trafiony
  - ala A4 -> pudło
  - tomek: D1 -> pudło
    notka: x
  - { side: ala, cells: [E1], reslt: pudło }
`;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-check-reading-'));
  await writeFile(join(dir, 'ru.yaml'), RU);
  await writeFile(join(dir, 'pl.yaml'), PL);
});

/** The lines of `out` of the given code, in order. */
const linesOf = (out: string, code: string): string[] => out.split('\n').filter((l) => l.includes(` ${code}: `));
/** A line's place and code: `ru.yaml:8:20: … cell-off-board: …` → `ru.yaml:8:20 cell-off-board`. */
const place = (line: string): string => /^(\S+:\d+:\d+): \S+ (\S+):/u.exec(line)!.slice(1, 3).join(' ');

const READING_CODES = ['cell-off-board', 'cell-unreadable', 'announcement-unknown-word', 'announcement-length', 'unknown-side', 'unknown-key', 'salvo-no-cells', 'salvo-colon-missing'];

describe('check says what it cannot read in Russian', () => {
  it('each reading problem: message, rule and what to do in Russian, at the place English gives', async () => {
    const r = await runSalvo(dir, ['check', 'ru.yaml']);
    const en = await runSalvo(dir, ['check', 'ru.yaml', '--lang', 'en']);
    expect(r.code).toBe(1);
    expect(linesOf(r.stdout, 'cell-off-board')).toEqual([
      'ru.yaml:8:20: ошибка cell-off-board: залп 2: клетка ю3 вне поля: столбца ю нет (столбцы а–и, к) [правило: клетки на поле] (сверьте ю3 с листком и запишите клетку, которую назвали)',
      'ru.yaml:17:12: ошибка cell-off-board: залп 10: клетка к11 вне поля: строки 11 нет (строки 1–10) [правило: клетки на поле] (сверьте к11 с листком и запишите клетку, которую назвали)',
    ]);
    expect(linesOf(r.stdout, 'announcement-unknown-word')).toEqual([
      'ru.yaml:9:24: ошибка announcement-unknown-word: залп 3: «мимол» — не слово ответов этого варианта [правило: ответ читается] (может быть, мимо? Если так, напишите строку: - синие: г1 г2 г3 -> мимо)',
      'ru.yaml:11:26: ошибка announcement-unknown-word: залп 5: «попаданий нед» — не фраза ответов этого варианта [правило: ответ читается] (может быть, попаданий нет? Если так, напишите строку: - красные: д1 д2 д3 -> попаданий нет)',
    ]);
    expect(linesOf(r.stdout, 'unknown-side')).toEqual(['ru.yaml:10:5: ошибка unknown-side: залп 4: «зелёные» — не сторона этой партии; строка остаётся в файле, но не засчитывается ни одной из сторон и не проверяется [правило: формат записи] (стороны — синие и красные)']);
    expect(linesOf(r.stdout, 'cell-unreadable')).toEqual([
      'ru.yaml:12:18: ошибка cell-unreadable: залп 6: «31» — не клетка этого поля (столбцы а–и, к, строки 1–10) [правило: клетки читаются] (может быть, з1? Похоже, вместо буквы З написана цифра 3. Если так, напишите строку: - синие: е1 е2 з1 -> попаданий нет)',
    ]);
    expect(linesOf(r.stdout, 'salvo-colon-missing')).toEqual(['ru.yaml:13:10: предупреждение salvo-colon-missing: залп 7: прочитано как залп стороны «синие»: после стороны ставится «: » (напишите - синие: е5 е6 е7 -> мимо)']);
    expect(linesOf(r.stdout, 'unknown-key')).toEqual(['ru.yaml:15:5: ошибка unknown-key: залп 8: «nte» — не ключ залпа [правило: формат записи] (может быть, note?)']);
    expect(linesOf(r.stdout, 'salvo-no-cells')).toEqual([
      'ru.yaml:16:13: ошибка salvo-no-cells: залп 9: в строке стороны «красные» не названо ни одной клетки: по каким клеткам стреляли, неизвестно, поэтому ни клетки, ни число выстрелов не проверяются [правило: формат записи] (впишите клетки после «красные:», например - красные: а1 б1 в1 -> <ответ>; или удалите строку, если выстрелов не было)',
    ]);
    // Each in its place, as English has it; and no English words left in them.
    for (const code of READING_CODES.filter((c) => c !== 'announcement-length')) {
      expect(linesOf(r.stdout, code).map(place), code).toEqual(linesOf(en.stdout, code).map(place));
      for (const line of linesOf(r.stdout, code)) expect(line).not.toMatch(/\b(?:is|not|the|did you mean|write|salvo \d)\b/u);
    }
  });

  it('--json gives the message and what to do in Russian, codes and places as they are', async () => {
    const r = await runSalvo(dir, ['check', 'ru.yaml', '--json']);
    const en = await runSalvo(dir, ['check', 'ru.yaml', '--json', '--lang', 'en']);
    const doc = JSON.parse(r.stdout) as { violations: { code: string; message: string; suggestion?: string; line: number; column: number; salvo: number }[]; warnings: { code: string; message: string }[] };
    const english = JSON.parse(en.stdout) as typeof doc;
    const side = doc.violations.find((v) => v.code === 'unknown-side')!;
    expect([side.message, side.suggestion]).toEqual(['«зелёные» — не сторона этой партии; строка остаётся в файле, но не засчитывается ни одной из сторон и не проверяется', 'стороны — синие и красные']);
    const word = doc.violations.find((v) => v.code === 'announcement-unknown-word')!;
    expect([word.message, word.suggestion]).toEqual(['«мимол» — не слово ответов этого варианта', 'может быть, мимо? Если так, напишите строку: - синие: г1 г2 г3 -> мимо']);
    expect(doc.warnings.find((w) => w.code === 'salvo-colon-missing')!.message).toBe('прочитано как залп стороны «синие»: после стороны ставится «: »');
    // The same entries, in the same places; no field of the reader's own (its parts) in them.
    expect(doc.violations.map((v) => [v.code, v.line, v.column, v.salvo])).toEqual(english.violations.map((v) => [v.code, v.line, v.column, v.salvo]));
    expect(r.stdout).not.toContain('"parts"');
    expect(english.violations.find((v) => v.code === 'unknown-side')!.message).toBe('"зелёные" is not a side of this game; the line stays in the file but is read as neither side\'s and not judged');
  });

  it('keeps English with --lang en, as before', async () => {
    const en = await runSalvo(dir, ['check', 'ru.yaml', '--lang', 'en']);
    expect(linesOf(en.stdout, 'unknown-side')).toEqual(['ru.yaml:10:5: error unknown-side: salvo 4: "зелёные" is not a side of this game; the line stays in the file but is read as neither side\'s and not judged [rule: record format] (the sides are синие and красные)']);
    expect(linesOf(en.stdout, 'cell-unreadable')).toEqual([
      'ru.yaml:12:18: error cell-unreadable: salvo 6: cell "31" is not a cell of this board (columns а–и, к, rows 1–10) [rule: cells readable] (did you mean з1? The digit 3 looks written for the letter З. If so, write the line: - синие: е1 е2 з1 -> попаданий нет)',
    ]);
    expect(linesOf(en.stdout, 'salvo-colon-missing')).toEqual(['ru.yaml:13:10: warning salvo-colon-missing: salvo 7: read as a salvo of синие: a side is followed by ": " (write - синие: е5 е6 е7 -> мимо)']);
  });
});

describe('check says what it cannot read in Polish', () => {
  it('each reading problem in Polish, a shot (strzał) where every salvo is one', async () => {
    const r = await runSalvo(dir, ['check', 'pl.yaml']);
    const en = await runSalvo(dir, ['check', 'pl.yaml', '--lang', 'en']);
    expect(linesOf(r.stdout, 'cell-off-board')).toEqual([
      'pl.yaml:8:12: błąd cell-off-board: strzał 2: pole A11 poza planszą: nie ma wiersza 11 (wiersze 1–10) [zasada: pola na planszy] (porównaj A11 z kartką i zapisz pole, które wywołano)',
    ]);
    expect(linesOf(r.stdout, 'announcement-unknown-word')).toEqual([
      'pl.yaml:9:16: błąd announcement-unknown-word: strzał 3: „pudłoo” nie jest słowem odpowiedzi tego wariantu [zasada: odpowiedź czytelna] (czy chodziło o pudło? Jeśli tak, napisz wiersz: - ala: B2 -> pudło)',
      'pl.yaml:11:18: błąd announcement-unknown-word: strzał 5: „traf” nie jest słowem odpowiedzi tego wariantu [zasada: odpowiedź czytelna] (czy chodziło o trafiony? Jeśli tak, napisz wiersz: - tomek: C3 -> trafiony)',
    ]);
    expect(linesOf(r.stdout, 'unknown-side')).toEqual(['pl.yaml:10:5: błąd unknown-side: strzał 4: „ola” nie jest stroną tej gry; wiersz zostaje w pliku, ale nie jest przypisany żadnej ze stron ani sprawdzany [zasada: format zapisu] (czy chodziło o ala? Jeśli tak, napisz wiersz: - ala: A3 -> pudło)']);
    expect(linesOf(r.stdout, 'announcement-length')).toEqual([
      'pl.yaml:12:21: błąd announcement-length: strzał 6: 2 strzały, ale 1 odpowiedź [zasada: odpowiedź czytelna] (podaj jedną odpowiedź na strzał, w kolejności, w jakiej wywoływano pola)',
    ]);
    expect(linesOf(r.stdout, 'salvo-colon-missing')).toEqual(['pl.yaml:13:8: ostrzeżenie salvo-colon-missing: strzał 8: odczytano jako strzał strony „ala”: po stronie stoi „: ” (napisz - ala: A4 -> pudło)']);
    expect(linesOf(r.stdout, 'unknown-key')).toEqual([
      'pl.yaml:15:5: błąd unknown-key: strzał 9: „notka” nie jest kluczem strzału [zasada: format zapisu] (obok strony strzał może mieć note, forced, together)',
      'pl.yaml:16:31: błąd unknown-key: strzał 10: „reslt” nie jest kluczem strzału [zasada: format zapisu] (czy chodziło o result?)',
    ]);
    for (const code of READING_CODES) {
      expect(linesOf(r.stdout, code).map(place), code).toEqual(linesOf(en.stdout, code).map(place));
      for (const line of linesOf(r.stdout, code)) expect(line).not.toMatch(/\b(?:is|not|the|did you mean|write|salvo \d)\b/u);
    }
  });

  it('--json in Polish; English with --lang en as it was', async () => {
    const doc = JSON.parse((await runSalvo(dir, ['check', 'pl.yaml', '--json'])).stdout) as { violations: { code: string; message: string; suggestion?: string }[] };
    const length = doc.violations.find((v) => v.code === 'announcement-length')!;
    expect([length.message, length.suggestion]).toEqual(['2 strzały, ale 1 odpowiedź', 'podaj jedną odpowiedź na strzał, w kolejności, w jakiej wywoływano pola']);
    const en = await runSalvo(dir, ['check', 'pl.yaml', '--lang', 'en']);
    expect(linesOf(en.stdout, 'announcement-length')).toEqual([
      'pl.yaml:12:21: error announcement-length: shot 6: 2 shots fired but 1 result announced [rule: announcement readable] (give one result per shot, in the order the cells were called)',
    ]);
  });
});

describe('a salvo recorded without its announcement', () => {
  it('is said in the record\'s language, English with --lang en', async () => {
    await writeFile(join(dir, 'open.yaml'), 'variant: perelman\nlanguage: ru\nsides:\n  синие: Петя\n  красные: Вася\nsalvos:\n  - синие: а1 б2 в3\n');
    const ru = await runSalvo(dir, ['check', 'open.yaml']);
    expect(linesOf(ru.stdout, 'announcement-missing')).toEqual(['open.yaml:7:5: предупреждение announcement-missing: залп 1: ответ на залп стороны «синие» не записан (допишите после клеток «-> <ответ>»)']);
    const en = await runSalvo(dir, ['check', 'open.yaml', '--lang', 'en']);
    expect(linesOf(en.stdout, 'announcement-missing')).toEqual(['open.yaml:7:5: warning announcement-missing: salvo 1: no announcement recorded for the salvo of синие (add "-> <announcement>" after the cells)']);
    await writeFile(join(dir, 'otwarta.yaml'), 'variant: statki\nlanguage: pl\nsides:\n  ala: Ala\n  tomek: Tomek\nsalvos:\n  - ala: A1\n');
    const pl = await runSalvo(dir, ['check', 'otwarta.yaml', '--json']);
    const doc = JSON.parse(pl.stdout) as { warnings: { code: string; message: string; suggestion: string }[] };
    expect(doc.warnings.filter((w) => w.code === 'announcement-missing').map((w) => [w.message, w.suggestion])).toEqual([['nie zapisano odpowiedzi na strzał strony „ala”', 'dopisz po polach „-> <odpowiedź>”']]);
  });
});

describe('a record whose variant cannot be loaded', () => {
  it("is said in the header's language: a template not known, a variant file not there, no variant line", async () => {
    await writeFile(join(dir, 'v-ru.yaml'), 'variant: perelmann\nlanguage: ru\nsalvos: []\n');
    await writeFile(join(dir, 'v-pl.yaml'), 'variant: ./moj.yaml\nlanguage: pl\nsalvos: []\n');
    await writeFile(join(dir, 'v-none.yaml'), 'varient: statki\nlanguage: pl\nsalvos: []\n');
    const ru = await runSalvo(dir, ['check', 'v-ru.yaml']);
    expect(ru.code).toBe(1);
    expect(ru.stderr).toBe("v-ru.yaml:1:10: ошибка unknown-variant: «perelmann» — не встроенный шаблон и не файл (может быть, perelman? Шаблоны перечисляет 'salvo variants')\n");
    const pl = await runSalvo(dir, ['show', 'v-pl.yaml']);
    expect(pl.stderr).toBe(
      `v-pl.yaml:1:10: błąd unknown-variant: nie ma pliku wariantu „./moj.yaml” (szukano ${join(dir, 'moj.yaml')}; ścieżka jest względna wobec folderu zapisu) (popraw ścieżkę albo podaj szablon (wymienia je 'salvo variants'))\n`,
    );
    const none = await runSalvo(dir, ['infer', 'v-none.yaml', '--target', 'ala']);
    expect(none.stderr).toBe('v-none.yaml:1:1: błąd record-variant-missing: zapis nie mówi, w jaki wariant grano (czy chodziło o variant? napisz „variant:” zamiast „varient:”)\n');
    // check --json: the message and what to do in the language, the fields as they are.
    const json = JSON.parse((await runSalvo(dir, ['check', 'v-ru.yaml', '--json'])).stdout) as { violations: Record<string, unknown>[] };
    expect(json.violations).toEqual([
      { severity: 'error', code: 'unknown-variant', message: '«perelmann» — не встроенный шаблон и не файл', suggestion: "может быть, perelman? Шаблоны перечисляет 'salvo variants'", file: 'v-ru.yaml', line: 1, column: 10 },
    ]);
  });

  it('is said in English with --lang en, and in the language a header that cannot be read gives on its line', async () => {
    const en = await runSalvo(dir, ['check', 'v-ru.yaml', '--lang', 'en']);
    expect(en.stderr).toBe('v-ru.yaml:1:10: error unknown-variant: "perelmann" is neither a built-in template nor a file (did you mean perelman? \'salvo variants\' lists the templates)\n');
    await writeFile(join(dir, 'broken.yaml'), 'variant: perelman\nlanguage: ru\nsalvos:\n  - синие: "а1 б2\n');
    const broken = await runSalvo(dir, ['check', 'broken.yaml']);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toBe('broken.yaml:4:12: ошибка yaml-syntax: эта кавычка нигде не закрыта (закройте кавычку в конце текста или уберите кавычки)\n');
    const brokenEn = await runSalvo(dir, ['check', 'broken.yaml', '--lang', 'en']);
    expect(brokenEn.stderr).toBe('broken.yaml:4:12: error yaml-syntax: this quote is never closed (close the quote at the end of its text, or leave the quotes out)\n');
  });
});

describe('an announcement naming a ship past the fleet, a count of no hits, a number before its class', () => {
  it('is said in Russian and Polish, in the text and in --json; English with --lang en, as it was', async () => {
    // Морской бой's and Statki's fleets, announced after the salvo ship by ship, with the hits counted.
    const { readFile } = await import('node:fs/promises');
    const bySalvo = 'report:\n  timing: per-salvo\n  by: ship\n  counts: true\n  sunk: true\n';
    for (const id of ['morskoy-boy', 'statki']) {
      const text = await readFile(join(process.cwd(), 'templates', `${id}.yaml`), 'utf8');
      await writeFile(join(dir, `${id}-ships.yaml`), text.replace(/^report:\n(?: {2}.*\n)+/mu, bySalvo));
    }
    await writeFile(join(dir, 'ships-ru.yaml'), 'variant: ./morskoy-boy-ships.yaml\nlanguage: ru\nsalvos:\n  - blue: "а1 -> крейсер #5"\n  - red: "а1 -> крейсер #1 0"\n  - blue: б1 -> 2 миноносец\n');
    await writeFile(join(dir, 'ships-pl.yaml'), 'variant: ./statki-ships.yaml\nlanguage: pl\nsalvos:\n  - blue: "A1 -> krążownik #5"\n  - red: "A1 -> krążownik #1 0"\n  - blue: B1 -> 2 ścigacz\n');
    const ru = await runSalvo(dir, ['check', 'ships-ru.yaml']);
    expect(linesOf(ru.stdout, 'announcement-ship-unknown')).toEqual(['ships-ru.yaml:4:18: ошибка announcement-ship-unknown: выстрел 1: корабля «крейсер #5» нет: во флоте 2 таких корабля [правило: ответ читается] (номера — от #1 до #2)']);
    expect(linesOf(ru.stdout, 'announcement-count')).toEqual(['ships-ru.yaml:5:17: ошибка announcement-count: выстрел 2: число попаданий — 0 [правило: ответ читается] (не называйте корабль, в который не попали)']);
    expect(linesOf(ru.stdout, 'announcement-number-without-class')).toEqual([
      'ships-ru.yaml:6:17: ошибка announcement-number-without-class: выстрел 3: «2» не стоит после класса корабля [правило: ответ читается] (сначала напишите класс, например «миноносец 2»)',
    ]);
    const pl = await runSalvo(dir, ['check', 'ships-pl.yaml']);
    for (const code of ['announcement-ship-unknown', 'announcement-count', 'announcement-number-without-class']) {
      expect(linesOf(pl.stdout, code), code).toHaveLength(1);
      for (const line of [...linesOf(ru.stdout, code), ...linesOf(pl.stdout, code)]) expect(line.split(`${code}: `)[1]).not.toMatch(/\b(?:is|not|the|there|count|hits|use|write|leave|follow|salvo \d)\b/u);
    }
    expect(linesOf(pl.stdout, 'announcement-ship-unknown')[0]).toContain('nie ma statku „krążownik #5”: flota ma 2 takie statki [zasada: odpowiedź czytelna] (użyj numerów od #1 do #2)');
    const doc = JSON.parse((await runSalvo(dir, ['check', 'ships-pl.yaml', '--json'])).stdout) as { violations: { code: string; message: string; suggestion?: string }[] };
    const count = doc.violations.find((v) => v.code === 'announcement-count')!;
    expect([count.message, count.suggestion]).toEqual(['liczba trafień to 0', 'pomiń statek, którego nie trafiono']);
    const en = await runSalvo(dir, ['check', 'ships-ru.yaml', '--lang', 'en']);
    expect(linesOf(en.stdout, 'announcement-ship-unknown')).toEqual(['ships-ru.yaml:4:18: error announcement-ship-unknown: shot 1: there is no крейсер #5 (the fleet has 2) [rule: announcement readable] (use #1 to #2)']);
  });
});

describe('a letter written for a digit in a cell (cell-lookalike)', () => {
  it('is said in Russian and Polish; English with --lang en, as it was', async () => {
    await writeFile(join(dir, 'look-ru.yaml'), 'variant: morskoy-boy\nlanguage: ru\nsalvos:\n  - blue: ДЗ -> мимо\n');
    const ru = await runSalvo(dir, ['check', 'look-ru.yaml']);
    expect(linesOf(ru.stdout, 'cell-lookalike')).toEqual(['look-ru.yaml:4:11: предупреждение cell-lookalike: выстрел 1: «ДЗ» прочитано как Д3: буква З принята за цифру 3 (напишите Д3)']);
    const doc = JSON.parse((await runSalvo(dir, ['check', 'look-ru.yaml', '--json'])).stdout) as { warnings: { code: string; message: string; suggestion?: string }[] };
    const w = doc.warnings.find((x) => x.code === 'cell-lookalike')!;
    expect([w.message, w.suggestion]).toEqual(['«ДЗ» прочитано как Д3: буква З принята за цифру 3', 'напишите Д3']);
    const en = await runSalvo(dir, ['check', 'look-ru.yaml', '--lang', 'en']);
    expect(linesOf(en.stdout, 'cell-lookalike')).toEqual(['look-ru.yaml:4:11: warning cell-lookalike: shot 1: "ДЗ" read as Д3: the letter З taken for the digit 3 (write Д3)']);
  });
});
