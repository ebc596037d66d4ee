/**
 * `salvo check` speaks the game's language: a Russian Морской бой (Perelman) and a Polish Statki
 * record with the kinds of breaches examples/breaches.yaml shows (wrong salvo size, a cell fired
 * at again, out of turn, a cell off the board, an announcement the fleet contradicts, a penalty
 * turn not skipped) are reported in Russian and Polish throughout: the message, the bracketed
 * rule / expected / recorded, what to do, and the words around (error, salvo). English is what it
 * was, with --lang en.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { refereeText } from '../../src/record/referee-text.js';
import { VIOLATION_CODES } from '../../src/rules/violations.js';
import type { Breach } from '../../src/record/referee.js';

const RU = `variant: perelman
language: ru
sides:
  синие: Петя
  красные: Вася
fleets:
  синие:
    двухклеточный: в6-г6
    трёхклеточный: з1-з3
    четырёхклеточный: д4-д7
    пятиклеточный: в2-ж2
    госпиталь: к4-к7
  красные:
    двухклеточный: б5-б6
    трёхклеточный: г3-е3
    четырёхклеточный: а10-г10
    пятиклеточный: з6-з10
    госпиталь: ж1-к1
salvos:
  - синие: в7 б3 -> попаданий нет
  - красные: г10 з2 б1 -> трёхклеточный
  - синие: з8 д8 в7 -> пятиклеточный
  - красные: ж2 з1 з3 -> трёхклеточный, пятиклеточный
  - красные: ж3 е2 ж1 -> пятиклеточный
  - синие: з10 м6 -> пятиклеточный
  - красные: в2 д2 -> попаданий нет
  - синие: и3 г3 -> трёхклеточный
  - красные: г2 к7 -> пятиклеточный, госпиталь
  - синие: а1 а2 -> попаданий нет
  - красные: г8 в7 -> попаданий нет
`;

const PL = `variant: statki
language: pl
sides:
  ala: Ala
  tomek: Tomek
date: 2004-11-20
place: Kraków, lekcja matematyki
notes: Ala zaczyna. Po grze obie kartki porównane.
fleets:
  ala:
    pancernik: D1-D4
    krążownik: [G3-I3, F8-F10]
    ścigacz: [A2-A3, C9-D9, I10-J10]
    łódź podwodna: [H1, B5, J5, A9]
  tomek:
    pancernik: B4-E4
    krążownik: [B6-B8, D8-F8]
    ścigacz: [D2-E2, H9-H10, E10-F10]
    łódź podwodna: [B2, J2, J4, J8]
salvos:
  - ala: C7 C8 -> pudło, pudło
  - tomek: C3 -> pudło
  - ala: C7 -> pudło
  - ala: D10 -> pudło
  - tomek: K2 -> pudło
  - ala: B2 -> pudło
`;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-check-lang-'));
  await writeFile(join(dir, 'ru.yaml'), RU);
  await writeFile(join(dir, 'pl.yaml'), PL);
});

/** The Latin words (two letters or more) of a diagnostic line, less its code, file, the YAML a hint quotes and `allowed`. */
function asciiWords(line: string, allowed: readonly string[]): string[] {
  let rest = line.replace(/^[^ ]*\.yaml(:\d+)*: /u, '').replace(/ [a-z]+(-[a-z]+)+: /u, ' ');
  for (const a of [...allowed, 'forced: true', 'fleets:', '--force']) rest = rest.split(a).join(' ');
  return rest.match(/[A-Za-ząćęłńóśźżĄĆĘŁŃÓŚŹŻ]{2,}/gu) ?? [];
}

const codesOf = (out: string): string[] => [...out.matchAll(/: (?:ошибка|błąd|error) ([a-z-]+): /gu)].map((m) => m[1]!);

describe('check in Russian (Perelman)', () => {
  it('says every breach in Russian, with the rule, expected and recorded, and what to do', async () => {
    const r = await runSalvo(dir, ['check', 'ru.yaml']);
    expect(r.code).toBe(1);
    const lines = r.stdout.trimEnd().split('\n');
    expect(new Set(codesOf(r.stdout))).toEqual(new Set(['wrong-salvo-size', 'repeated-cell', 'out-of-turn', 'cell-off-board', 'announcement-contradicts-fleet', 'penalty-ignored']));
    for (const line of lines.slice(0, -1)) {
      expect(line).toMatch(/^ru\.yaml:\d+:\d+: ошибка [a-z-]+: залп \d+: /u);
      expect(line).toMatch(/\[(.*; )?правило: /u);
      expect(asciiWords(line, [])).toEqual([]);
    }
    expect(r.stdout).toContain('ru.yaml:20:5: ошибка wrong-salvo-size: залп 1: в залпе 1 стороны «синие» 2 выстрела, а положено 3 [правило: размер залпа; ожидалось: 3; записано: 2]');
    expect(r.stdout).toContain('снова стреляет по клетке в7, по которой уже стреляла своим залпом 1');
    expect(r.stdout).toContain('залп 3 стороны «красные» сделан не в свою очередь: был ход стороны «синие» [правило: очерёдность ходов; ожидалось: «синие»; записано: «красные»]');
    expect(r.stdout).toContain('клетка м6 вне поля: столбца м нет (столбцы а–и, к)');
    expect(r.stdout).toContain('сторона «синие» ответила «попаданий нет» на залп 4 стороны «красные»; по флоту выходит «пятиклеточный»');
    expect(r.stdout).toContain('ошибка penalty-ignored: залп 11: залп 6 стороны «красные» сделан в ход, который сторона «красные» должна была пропустить за попадание в корабль «госпиталь» своим залпом 5');
    expect(lines.at(-1)).toMatch(/^ru\.yaml: 9 нарушений, в записи 11 залпов; /u);
  });

  it('keeps English with --lang en, as before', async () => {
    const r = await runSalvo(dir, ['check', 'ru.yaml', '--lang', 'en']);
    expect(r.stdout).toContain("ru.yaml:20:5: error wrong-salvo-size: salvo 1: salvo 1 of синие has 2 shots; синие was owed 3 [rule: salvo size; expected: 3; recorded: 2] (compare the cells with the pad: mend a cell copied twice or left out; if синие fired it so, it stands)");
    expect(r.stdout).toContain('error penalty-ignored: salvo 11: красные fired salvo 6 in the turn it had to skip for hitting the hospital ship with its salvo 5');
    expect(r.stdout).not.toMatch(/ошибка|правило/u);
  });

  it('--json keeps its codes and fields; the message and suggestion follow the language', async () => {
    type J = { violations: { code: string; message: string; suggestion?: string; rule: string }[] };
    const ru = JSON.parse((await runSalvo(dir, ['check', 'ru.yaml', '--json'])).stdout) as J;
    const en = JSON.parse((await runSalvo(dir, ['check', 'ru.yaml', '--json', '--lang', 'en'])).stdout) as J;
    expect(ru.violations.map((v) => v.code)).toEqual(en.violations.map((v) => v.code));
    expect(ru.violations.map((v) => v.rule)).toEqual(en.violations.map((v) => v.rule));
    expect(ru.violations[0]!.message).toBe('в залпе 1 стороны «синие» 2 выстрела, а положено 3');
    expect(en.violations[0]!.message).toBe("salvo 1 of синие has 2 shots; синие was owed 3");
    for (const v of ru.violations) expect(asciiWords(`${v.message} ${v.suggestion ?? ''}`, [])).toEqual([]);
  });
});

describe('check in Polish (Statki)', () => {
  it('says every breach in Polish, a shot (strzał) where every salvo is one', async () => {
    const r = await runSalvo(dir, ['check', 'pl.yaml']);
    expect(r.code).toBe(1);
    const lines = r.stdout.trimEnd().split('\n');
    expect(new Set(codesOf(r.stdout))).toEqual(new Set(['repeated-cell', 'out-of-turn', 'cell-off-board', 'announcement-contradicts-fleet']));
    for (const line of lines.slice(0, -1)) {
      expect(line).toMatch(/^pl\.yaml:\d+:\d+: błąd [a-z-]+: strzał \d+: /u);
      expect(line).toMatch(/\[(.*; )?zasada: /u);
    }
    // Polish is written in Latin letters: no word of the English report is left in the Polish one.
    const en = await runSalvo(dir, ['check', 'pl.yaml', '--lang', 'en']);
    const english = new Set(asciiWords(en.stdout.trimEnd().split('\n').slice(0, -1).join('\n'), ['ala', 'tomek']).map((w) => w.toLowerCase()));
    expect(english.size).toBeGreaterThan(20);
    english.delete('to'); // a Polish word too: „w to samo pole”
    // The line to write (`write -> zatopiony`) is in the record's words, whatever the report speaks.
    for (const m of en.stdout.matchAll(/-> ([^;:\]\n]+)/gu)) for (const w of asciiWords(m[1]!, [])) english.delete(w.toLowerCase());
    for (const line of lines.slice(0, -1)) expect(asciiWords(line, ['„ala”', '„tomek”']).filter((w) => english.has(w.toLowerCase()))).toEqual([]);
    expect(r.stdout).toContain('strzał 2 strony „ala” oddany poza kolejnością: ruch miała strona „tomek” [strzał 2 z 2 w wierszu; zasada: kolejność ruchów; oczekiwano: „tomek”; zapisano: „ala”]');
    expect(r.stdout).toContain('znów strzela w pole C7, w które strzelała już swoim strzałem 1');
    expect(r.stdout).toContain('pole K2 poza planszą: nie ma kolumny K (kolumny A–J) [zasada: pola na planszy] (porównaj K2 z kartką i zapisz pole, które wywołano)');
    expect(r.stdout).toContain('strona „tomek” odpowiedziała „pudło” na strzał 5 strony „ala”; według floty wychodzi „zatopiony”');
    expect(lines.at(-1)).toMatch(/^pl\.yaml: 5 naruszeń, w zapisie jest 7 strzałów; /u);
  });
});

describe('the referee text', () => {
  const breach = (code: string): Breach => ({ code, rule: 'x', message: 'x', salvo: 3, side: 'b', shooter: 'a', sideSalvo: 2, expected: '3', recorded: '2', correctAnnouncement: 'hit', conflict: [1, 2], repeats: [{ cell: 'B2', salvo: 1 }], copyOf: { salvo: 2, line: 9, salvos: 1, announced: true }, readsAs: { written: 'b', salvos: 1, write: '- a: B2 -> hit' }, missing: { written: 'b', shots: 3, hit: [4, 5] }, swappedResults: { shots: [2, 3], cells: ['B2', 'B3'], results: ['miss', 'hit'], write: '- a: B2 B3 -> hit, miss' }, missFiredAgain: { shot: 2, cell: 'B2', written: 'miss', reads: 'hit', result: 'hit', write: '- a: B2 -> hit', line: 9, next: { shot: 3, line: 10 } }, copiedWrong: { ship: { en: 'x', ru: 'x', pl: 'x' }, written: 'A1-A3', fits: 'B1-B3', line: 7, write: 'x: B1-B3', whole: true, places: [{ fits: 'B1-B3', write: 'x: B1-B3' }], more: 0, salvos: [3, 5], against: { shooter: 'a', sideSalvos: [2, 3] } }, ...(code === 'illegal-fleet' ? { fleet: { kind: 'touch', a: 'x #1', b: 'y #2', from: 'A1', to: 'B2', corner: true, spacing: 'no-contact' } } : {}) });
  it('has a rule, a message and what to do for every breach code, in Russian and in Polish', () => {
    for (const lang of ['ru', 'pl']) {
      for (const single of [false, true]) {
        const t = refereeText(lang, single)!;
        for (const code of [...VIOLATION_CODES, 'announcements-impossible', 'repeated-salvo', 'wrong-side', 'salvo-missing', 'results-swapped', 'miss-fired-again', 'fleet-copied-wrong']) {
          expect(t.rule(code), `${lang} ${code}`).toBeDefined();
          expect(t.message(breach(code)), `${lang} ${code}`).toBeDefined();
          expect(t.suggestion(breach(code)), `${lang} ${code}`).toBeDefined();
        }
      }
    }
    expect(refereeText('en', false)).toBeUndefined();
  });

  it('agrees the plural with the number: 1 выстрел, 2 выстрела, 5 выстрелов; 1 strzał, 2 strzały, 5 strzałów', () => {
    const ru = refereeText('ru', false)!;
    const pl = refereeText('pl', false)!;
    expect([1, 2, 5, 21, 12].map(ru.shots)).toEqual(['1 выстрел', '2 выстрела', '5 выстрелов', '21 выстрел', '12 выстрелов']);
    expect([1, 2, 5, 22, 12].map(pl.shots)).toEqual(['1 strzał', '2 strzały', '5 strzałów', '22 strzały', '12 strzałów']);
  });
});

describe('check names a side the record keeps by the variant’s id as the game’s language does', () => {
  it('a Perelman record from `salvo new` (sides blue and red) says «Синие» and «Красные» in Russian, blue and red in English', async () => {
    const d = await mkdtemp(join(tmpdir(), 'salvo-check-names-'));
    await writeFile(join(d, 'g.yaml'), 'variant: perelman\nsides:\n  blue:\n  red:\nsalvos:\n  - blue: в7 б3 б4 -> попаданий нет\n  - blue: а1 а2 а3 -> попаданий нет\n');
    const ru = await runSalvo(d, ['check', 'g.yaml']);
    expect(ru.code).toBe(1);
    expect(ru.stdout).toContain('залп 2 стороны «Синие» сделан не в свою очередь: был ход стороны «Красные» [правило: очерёдность ходов; ожидалось: «Красные»; записано: «Синие»]');
    expect(ru.stdout).not.toMatch(/blue|red/u);
    const en = await runSalvo(d, ['check', 'g.yaml', '--lang', 'en']);
    expect(en.stdout).toContain("blue fired salvo 2, but it was red's turn [rule: turn order; expected: red; recorded: blue]");
  });
});
