/**
 * Every kind of line `salvo play` refuses, fed to it at the table, and what it says back: in the
 * game's language, naming what was wrong (the word or cells typed) and what to type instead. A
 * referee's diagnostic, or a problem reading what was typed, is said as `salvo check` says it in
 * the game's language (`ошибка repeated-cell: …`, `ошибка announcement-length: …`; English where
 * the language has no words for it), and is never the only thing said: a line in play's own words
 * follows it.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-refused-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);

/** A prompt, with the line typed after it (`клетки> а1`, `ответ на Б1 (или на все 2)> мимо`, `tak/nie> nie`). */
const PROMPT = /^(?:клетки|ответ|да\/нет|pola|wynik|tak\/nie|cells|result|y\/n)(?: [^>]*)?> (.*)$/u;

/** What play said to each line typed, in order: the lines after its echo, up to the next prompt or turn line. */
function answers(out: string): { typed: string; said: string[] }[] {
  const lines = out.split('\n');
  const found: { typed: string; said: string[] }[] = [];
  for (const [at, l] of lines.entries()) {
    const m = PROMPT.exec(l);
    if (!m) continue;
    const said: string[] = [];
    for (const next of lines.slice(at + 1)) {
      if (PROMPT.test(next) || /^(выстрел \d+: сторона|strzał \d+: strona|(?:salvo|shot) \d+: (blue|red),?) /u.test(next)) break;
      said.push(next);
    }
    found.push({ typed: m[1]!, said });
  }
  return found;
}

/**
 * The lines in English outside a referee's diagnostic said in English (`error <code>: …`, as check
 * says one the language has no words for); the code of one said in Russian or Polish (`ошибка
 * repeated-cell:`) is not read as English.
 */
function englishOutsideDiagnostics(said: readonly string[]): string[] {
  return said.filter((l) => !/^(error|warning) [a-z-]+: /u.test(l) && /\b(the|is|not|type|taken|cell|announcement)\b/u.test(l.replace(/^(ошибка|błąd) [a-z-]+: /u, '')));
}

/** Each refused line of a Морской бой session, and what is said back (exact, or a pattern where the referee speaks). */
const RUSSIAN: readonly (readonly [string, readonly (string | RegExp)[]])[] = [
  ['zz', ['ошибка cell-unreadable: «zz» — не клетка этого поля (столбцы А–И, К, строки 1–10)']],
  ['к11', ['ошибка cell-off-board: «к11» — клетка за пределами поля (столбцы А–И, К, строки 1–10)']],
  ['г,3', ['«г,3» не принято: запятая разделяет клетки, а не букву и цифру одной клетки; наберите так: Г3']],
  ['Коля: а2', [/^«Коля» — не сторона этой игры \(стороны — «Первый игрок» и «Второй игрок»; сторону можно назвать и по игроку: Петя — «Первый игрок», Вася — «Второй игрок»; /u, 'выстрел «Коля: а2» не принят: наберите его заново']],
  ['Вася а2', ['«Вася» — игрок стороны «Второй игрок»: чтобы назвать сторону, пишите «Вася: а2»']],
  ['мимо', ['«мимо» — это ответ, а не клетки: сначала наберите клетки выстрела (например, А1), потом ответ на запрос «ответ>»']],
  ['Вася: а2', ['ошибка out-of-turn: выстрел 1: выстрел 1 стороны «Второй игрок» сделан не в свою очередь: был ход стороны «Первый игрок» [правило: очерёдность ходов; ожидалось: «Первый игрок»; записано: «Второй игрок»]', 'не принято (сейчас стреляет Петя, сторона «Первый игрок»): наберите выстрел заново', 'если выстрел и правда был сделан так, наберите «принудительно»: он будет принят как есть, с пометкой forced, как при record --force; check будет сообщать о нём, пока его не исправят']],
  ['Петя:', ['нет клеток: наберите клетки выстрела или help']],
  ['f1', ['может быть, А1? («f1»: набрано в другой раскладке клавиатуры) да — взять, нет — не брать, или наберите клетки заново']],
  ['нет', ['не принято: наберите выстрел заново']],
  ['а1', []],
  ['рнаил', ['ошибка announcement-unknown-word: «рнаил» — не слово ответов этой игры (может быть, ранил?): наберите ответ (мимо, попал или убит) или «отмена»']],
  ['vbvj', ['ошибка announcement-unknown-word: «vbvj» — не слово ответов этой игры (может быть, мимо? Похоже, набрано в латинской раскладке): наберите ответ (мимо, попал или убит) или «отмена»']],
  ['хх', ['ошибка announcement-unknown-word: «хх» — не слово ответов этой игры: наберите ответ (мимо, попал или убит) или «отмена»']],
  ['б2', ['«б2» — клетка, а не ответ: наберите, что ответили на А1 (мимо, попал или убит), или «отмена», чтобы отменить А1']],
  ['попал попал', ['ошибка announcement-length: 1 выстрел, но 2 ответа (дайте по одному ответу на выстрел, в том порядке, в каком называли клетки)', 'ответ «попал попал» не принят: наберите его заново или «отмена»']],
  ['', ['наберите ответ стороны «Второй игрок»']],
  ['мимо', ['записан выстрел 1: Петя: А1 -> мимо']],
  ['б1 б2', []],
  ['попал мимо мимо', ['ошибка announcement-length: 2 выстрела, но 3 ответа (дайте по одному ответу на выстрел, в том порядке, в каком называли клетки)', 'ответы «попал мимо мимо» не приняты: наберите ответ на Б1 или все 2 ответа на Б1 Б2, или «отмена»']],
  ['мимо', ['записан выстрел 2: Вася: Б1 -> мимо', 'ход перешёл, стреляет сторона «Первый игрок»: Б2 не принята']],
  ['а1', ['ошибка repeated-cell: выстрел 3: сторона «Первый игрок» своим выстрелом 2 снова стреляет по клетке А1, по которой уже стреляла своим выстрелом 1 [правило: не стрелять дважды в одну клетку; ожидалось: клетки, по которым ещё не стреляли; записано: А1]', 'не принято (по А1 уже стреляли): наберите выстрел заново', 'если выстрел и правда был сделан так, наберите «принудительно»: он будет принят как есть, с пометкой forced, как при record --force; check будет сообщать о нём, пока его не исправят']],
  ['потом', ['у всех выстрелов есть ответ («отмена» отменит последний, чтобы набрать его заново)']],
  ['quit', ['m.yaml сохранён.', '']],
];

/** The same in Statki, in Polish. */
const POLISH: readonly (readonly [string, readonly (string | RegExp)[]])[] = [
  ['zz', ['błąd cell-unreadable: „zz” to nie pole tej planszy (kolumny A–J, wiersze 1–10)']],
  ['k11', ['błąd cell-off-board: „k11” leży poza planszą (kolumny A–J, wiersze 1–10)']],
  ['c,3', ['„c,3” nie przyjęte: przecinek oddziela pola, a nie literę i cyfrę jednego pola; wpisz tak: C3']],
  ['Kasia: a2', [/^„Kasia” to nie strona tej gry \(strony to „Gracz 1” i „Gracz 2”; /u, 'nie przyjęto strzału „Kasia: a2”: wpisz go jeszcze raz']],
  ['Tomek a2', ['„Tomek” to gracz strony „Gracz 2”: by podać stronę, pisz „Tomek: a2”']],
  ['pudło', ['„pudło” to wynik, nie pola: najpierw wpisz ostrzelane pola (np. A1), potem wynik przy „wynik>”']],
  ['Tomek: a2', ['błąd out-of-turn: strzał 1: strzał 1 strony „Gracz 2” oddany poza kolejnością: ruch miała strona „Gracz 1” [zasada: kolejność ruchów; oczekiwano: „Gracz 1”; zapisano: „Gracz 2”]', 'nie przyjęto (teraz strzela Ala, strona „Gracz 1”): wpisz strzał jeszcze raz', 'jeśli strzał naprawdę tak oddano, wpisz „wymuś”: zostanie przyjęty tak, jak go oddano, z oznaczeniem forced, jak przy record --force; check będzie go zgłaszać, dopóki się go nie poprawi']],
  ['Ala:', ['brak pól: wpisz ostrzelane pola albo help']],
  ['ф1', ['czy chodziło o A1? („ф1”: wpisane w innym układzie klawiatury) tak — przyjąć, nie — nie przyjmować, albo wpisz pola jeszcze raz']],
  ['nie', ['nie przyjęto: wpisz strzał jeszcze raz']],
  ['a1', []],
  ['trafoiny', ['błąd announcement-unknown-word: „trafoiny” to nie słowo odpowiedzi tej gry (czy chodziło o trafiony?): wpisz wynik (pudło, trafiony albo zatopiony) albo „cofnij”']],
  ['qq', ['błąd announcement-unknown-word: „qq” to nie słowo odpowiedzi tej gry: wpisz wynik (pudło, trafiony albo zatopiony) albo „cofnij”']],
  ['b2', ['„b2” to pole, nie wynik: wpisz, co odpowiedziano na A1 (pudło, trafiony albo zatopiony), albo „cofnij”, by cofnąć A1']],
  ['trafiony trafiony', ['błąd announcement-length: 1 strzał, ale 2 odpowiedzi (podaj jedną odpowiedź na strzał, w kolejności, w jakiej wywoływano pola)', 'nie przyjęto wyniku „trafiony trafiony”: wpisz go jeszcze raz albo „cofnij”']],
  ['', ['wpisz odpowiedź strony „Gracz 2”']],
  ['pudło', ['zapisano strzał 1: Ala: A1 -> pudło']],
  ['b1 b2', []],
  ['trafiony pudło pudło', ['błąd announcement-length: 2 strzały, ale 3 odpowiedzi (podaj jedną odpowiedź na strzał, w kolejności, w jakiej wywoływano pola)', 'nie przyjęto wyników „trafiony pudło pudło”: wpisz wynik dla B1 albo wszystkie 2 wyniki dla B1 B2, albo „cofnij”']],
  ['pudło', ['zapisano strzał 2: Tomek: B1 -> pudło', 'tura się skończyła, strzela strona „Gracz 1”: B2 nie przyjęte']],
  ['a1', ['błąd repeated-cell: strzał 3: strona „Gracz 1” swoim strzałem 2 znów strzela w pole A1, w które strzelała już swoim strzałem 1 [zasada: nie strzelać dwa razy w to samo pole; oczekiwano: pola, w które jeszcze nie strzelano; zapisano: A1]', 'nie przyjęto (w A1 już strzelano): wpisz strzał jeszcze raz', 'jeśli strzał naprawdę tak oddano, wpisz „wymuś”: zostanie przyjęty tak, jak go oddano, z oznaczeniem forced, jak przy record --force; check będzie go zgłaszać, dopóki się go nie poprawi']],
  ['quit', ['zapisano s.yaml.', '']],
];

async function feed(variant: string, players: string, file: string, lines: typeof RUSSIAN): Promise<{ typed: string; said: string[] }[]> {
  await run(['new', variant, '--players', players, '-o', file]);
  const before = await readFile(join(dir, file), 'utf8');
  const r = await run(['play', file, '--no-charts'], lines.map(([typed]) => typed).join('\n'));
  expect(r.code, r.stderr).toBe(0);
  // Only the two salvos taken were written: every refused line left the file as it was.
  const after = await readFile(join(dir, file), 'utf8');
  expect(after.slice(0, before.length - 'salvos: []\n'.length)).toBe(before.slice(0, -'salvos: []\n'.length));
  return answers(r.stdout);
}

function expectSaid(got: { typed: string; said: string[] }[], lines: typeof RUSSIAN): void {
  expect(got.map((x) => x.typed)).toEqual(lines.map(([typed]) => typed));
  for (const [k, [typed, expected]] of lines.entries()) {
    const said = got[k]!.said;
    expect(said, `said to "${typed}"`).toHaveLength(expected.length);
    for (const [i, e] of expected.entries()) {
      if (typeof e === 'string') expect(said[i], `said to "${typed}"`).toBe(e);
      else expect(said[i], `said to "${typed}"`).toMatch(e);
    }
    expect(englishOutsideDiagnostics(said), `said to "${typed}"`).toEqual([]);
  }
}

describe('each kind of line play refuses', () => {
  it('is answered in Russian in Морской бой, with what was wrong and what to type', async () => {
    expectSaid(await feed('morskoy-boy', 'Петя,Вася', 'm.yaml', RUSSIAN), RUSSIAN);
  });

  it('is answered in Polish in Statki, with what was wrong and what to type', async () => {
    expectSaid(await feed('statki', 'Ala,Tomek', 's.yaml', POLISH), POLISH);
  });

  it('a result word not of the game is said in English at an English table, with the word meant and what to type, as in Russian and Polish', async () => {
    await run(['new', 'classic-1967', '-o', 'c.yaml']);
    const r = await run(['play', 'c.yaml', '--no-charts'], ['A1', 'msis', 'miss', 'A2', 'miss', 'A1', 'quit'].join('\n'));
    const got = answers(r.stdout);
    expect(got[1]!.said).toEqual(['error announcement-unknown-word: "msis" is not a word of this game\'s announcements (did you mean miss?): type the announcement (miss, hit or sunk, naming the ship\'s class: sunk aircraft carrier), or undo']);
    expect(got.at(-2)!.said).toEqual([expect.stringMatching(/^error repeated-cell: /u), 'not taken (A1 fired at before): type the shot again', 'if the shot was fired so, type force to take it as fired, marked forced, as record --force does; check goes on reporting it until it is mended']);
  });

  it('a cell typed twice in one line is said typed twice, not fired at before, unless it was that too', async () => {
    await run(['new', 'perelman', '--players', 'Петя,Вася', '-o', 'p.yaml']);
    const ru = answers((await run(['play', 'p.yaml', '--no-charts'], ['а1 б1 б1', 'quit'].join('\n'))).stdout);
    expect(ru[0]!.said).toContain('залп «а1 б1 б1» не принят (б1 набрана дважды): наберите его заново');
    const en = answers((await run(['play', 'p.yaml', '--no-charts', '--lang', 'en'], ['а1 б1 б1', 'quit'].join('\n'))).stdout);
    expect(en[0]!.said).toContain('"а1 б1 б1" is not taken (б1 typed twice): type the salvo again');
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    const pl = answers((await run(['play', 's.yaml', '--no-charts'], ['a1', 'trafiony', 'a1 a1', 'b1 b1', 'quit'].join('\n'))).stdout);
    expect(pl[2]!.said).toContain('nie przyjęto strzałów „A1 A1” (w A1 już strzelano): wpisz je jeszcze raz');
    expect(pl[3]!.said).toContain('nie przyjęto strzałów „B1 B1” (B1 wpisane dwa razy): wpisz je jeszcze raz');
  });
});
