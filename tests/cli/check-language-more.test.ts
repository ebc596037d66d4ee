/**
 * What `salvo check` (and `analyze --json`) still said in English in a Russian or Polish report,
 * said in the report's language: the number of shots of a salvo size no legal fleet is owed, the
 * side a record keeps by the variant's id in what mending a hospital slip brings back, the
 * referee's warnings, the engine's reasons an announcement is inconsistent, and analyze --json's
 * messages. English stays as it was (--lang en).
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo, runSalvosApart } from '../helpers/cli.js';
import { refereeText } from '../../src/record/referee-text.js';
import type { Breach } from '../../src/record/referee.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-check-lang-more-'));
});

async function check(name: string, text: string, ...args: string[]): Promise<{ code: number; stdout: string }> {
  await writeFile(join(dir, name), text);
  return runSalvo(dir, ['check', name, ...args]);
}

describe('a salvo size no legal fleet fitting the announcements is owed', () => {
  // Perelman: red owes 2 shots from five hits on, else 3; blue's two one-hit salvos leave red short of five.
  const SIZE = `variant: perelman
sides:
  blue: A
  red: B
salvos:
  - blue: а1 б2 в3 -> трёхклеточный
  - red: а1 б2 в3 -> попаданий нет
  - blue: а10 б9 в8 -> пятиклеточный
  - red: а10 б9 -> попаданий нет
`;

  it('says in Russian how many shots were fired, the noun agreeing with the number', async () => {
    const r = await check('size.yaml', SIZE);
    expect(r.stdout).toContain('ошибка announcements-impossible: залп 4: сторона «Красные» сделала 2 выстрела в залпе 4, а столько не положено ни одному допустимому флоту стороны «Красные», согласному с ответами; противоречат друг другу ответы на залпы 1, 4');
    expect(r.stdout).not.toContain('столько выстрелов');
    const en = await check('size.yaml', SIZE, '--lang', 'en');
    expect(en.stdout).toContain('error announcements-impossible: salvo 4: red fired 2 shots in salvo 4, which no legal fleet of red fitting the announcements is owed; these conflict: salvos 1, 4');
  });

  it('agrees the shots with their number in Russian and Polish (1, 2, 5)', () => {
    const breach = (firedShots: number): Breach => ({ code: 'announcements-impossible', rule: 'x', message: 'x', salvo: 4, side: 'b', conflict: [1, 4], reason: 'salvo-size', firedShots });
    const ru = refereeText('ru', false)!;
    const pl = refereeText('pl', false)!;
    expect(ru.message(breach(1))).toContain('сторона «b» сделала 1 выстрел в залпе 4, а столько не положено ни одному допустимому флоту стороны «b», согласному с ответами');
    expect(ru.message(breach(2))).toContain('сделала 2 выстрела в залпе 4');
    expect(ru.message(breach(5))).toContain('сделала 5 выстрелов в залпе 4');
    expect(pl.message(breach(1))).toContain('strona „b” oddała 1 strzał w salwie 4, a tyle strzałów nie należy się żadnej dozwolonej flocie strony „b” zgodnej z odpowiedziami');
    expect(pl.message(breach(2))).toContain('oddała 2 strzały w salwie 4');
    expect(pl.message(breach(5))).toContain('oddała 5 strzałów w salwie 4');
  });
});

describe('a hospital hit left out, in a record whose sides are the variant’s ids (blue, red)', () => {
  // Blue's damage on red owes red 2 shots once the hospital hit at и1 counts; the table went by
  // "попаданий нет": red fired 3, and blue fired in the turn the hit cost it.
  const HOSPITAL = `variant: perelman
sides:
  blue: Петя
  red: Вася
fleets:
  red: { двухклеточный: а1-а2, трёхклеточный: в1-в3, четырёхклеточный: д1-д4, пятиклеточный: ж1-ж5, госпиталь: и1-и4 }
salvos:
  - blue: ж1 ж2 б9 -> пятиклеточный
  - red: к1 к2 к3 -> попаданий нет
  - blue: д1 а1 б6 -> двухклеточный, четырёхклеточный
  - red: к4 к5 к6 -> попаданий нет
  - blue: и1 б5 б7 -> попаданий нет
  - red: к7 к8 к9 -> попаданий нет
  - blue: б1 б2 б3 -> попаданий нет
`;

  it('names them in what mending the announcement brings back as the game does (Синие, Красные), in English by id, the result to write in the record’s words', async () => {
    const r = await check('hospital.yaml', HOSPITAL);
    expect(r.stdout).toContain('запишите -> госпиталь: тогда залп 4 стороны «Синие», сделанный в ход, который она должна была пропустить за попадание в госпиталь, — нарушение penalty-ignored, а залп 3 стороны «Красные» — неверного размера (wrong-salvo-size)');
    expect(r.stdout).not.toMatch(/«blue»|«red»/u);
    const en = await check('hospital.yaml', HOSPITAL, '--lang', 'en');
    expect(en.stdout).toContain("write -> госпиталь: then blue's salvo 4, fired in the turn the hit on the hospital ship cost it, is a penalty-ignored breach, and red's salvo 3 is the wrong size (wrong-salvo-size);");
  });
});

describe('analyze --json says the referee’s findings as check --json does', () => {
  // A short Perelman game with one salvo of the wrong size: red owed 3, fired 2.
  const GAME = `variant: perelman
language: ru
sides:
  синие: Петя
  красные: Вася
salvos:
  - синие: а1 б2 в3 -> попаданий нет
  - красные: а1 б2 -> попаданий нет
`;

  it('each breach’s message and suggestion in the report’s language, the codes and fields as they are; English with --lang en', async () => {
    await writeFile(join(dir, 'short.yaml'), GAME);
    type B = { code: string; rule: string; message: string; suggestion?: string; expected?: string; recorded?: string };
    // Both analyses in turn in one worker thread: analyze holds the loop for seconds (14 under load).
    const analyses = await runSalvosApart(dir, [[], ['--lang', 'en']].map((args) => ({ args: ['analyze', 'short.yaml', '--json', '--workers', '1', ...args] })));
    const [ru, en] = analyses.map((r) => (JSON.parse(r.stdout) as { referee: { breaches: B[] } }).referee.breaches) as [B[], B[]];
    const check = async (...args: string[]): Promise<B[]> => (JSON.parse((await runSalvo(dir, ['check', 'short.yaml', '--json', ...args])).stdout) as { violations: B[] }).violations;
    expect(ru.map((b) => b.code)).toEqual(['wrong-salvo-size']);
    expect(ru[0]).toMatchObject({ rule: 'salvo size', expected: '3', recorded: '2', message: 'в залпе 1 стороны «красные» 2 выстрела, а положено 3' });
    expect(ru[0]!.suggestion).toMatch(/^сверьте клетки с листком/u);
    expect(ru).toEqual(await check());
    expect(en[0]!.message).toBe("salvo 1 of красные has 2 shots; красные was owed 3");
    expect(en).toEqual(await check('--lang', 'en'));
  });
});

describe('the referee’s warnings in Russian and Polish', () => {
  const FIXTURES = join(import.meta.dirname, 'fixtures');
  const warningsOf = (out: string): string[] => out.split('\n').filter((l) => / (предупреждение|ostrzeżenie|warning) /u.test(l));

  it('a salvo recorded without its announcement', async () => {
    const r = await runSalvo(FIXTURES, ['check', 'perelman-short-salvo.yaml']);
    expect(warningsOf(r.stdout)).toEqual(['perelman-short-salvo.yaml:29:5: предупреждение announcement-missing: залп 23: ответ на залп стороны «Синие» не записан (допишите после клеток «-> <ответ>»)']);
    const en = await runSalvo(FIXTURES, ['check', 'perelman-short-salvo.yaml', '--lang', 'en']);
    expect(warningsOf(en.stdout)).toEqual(['perelman-short-salvo.yaml:29:5: warning announcement-missing: salvo 23: no announcement recorded for blue\'s salvo (add "-> <announcement>" after the cells)']);
  });

  it('a repeat not judged after a line naming no cell, a shot (выстрел, strzał) where every salvo is one', async () => {
    const ru = await runSalvo(join(FIXTURES, 'disputed'), ['check', 'morskoy-boy.yaml']);
    expect(warningsOf(ru.stdout)).toEqual([
      'morskoy-boy.yaml:8:5: предупреждение repeat-unjudged: выстрел 5: не проверено — ни здесь, ни дальше, — стреляет ли сторона «Второй игрок» повторно по клетке выстрела 4: выстрел 4 не называет ни одной клетки (см. ошибку при нём) (исправьте тот выстрел и проверьте снова)',
    ]);
    const pl = await runSalvo(join(FIXTURES, 'referee-calls'), ['check', 'statki-no-cell.yaml']);
    expect(warningsOf(pl.stdout)).toEqual([
      'statki-no-cell.yaml:12:5: ostrzeżenie repeat-unjudged: strzał 4: nie sprawdzono — ani tu, ani dalej — czy strona „tomek” strzela ponownie w pole strzału 2: strzał 2 nie wymienia żadnego pola (zob. błąd przy nim) (popraw tamten strzał i sprawdź ponownie)',
    ]);
  });

  it('whose turn it was, not judged after a line naming no cell whose hit on a revealed fleet cannot be placed', async () => {
    const text = `variant: morskoy-boy
fleets:
  blue: { броненосец: Г1-Г4, крейсер: [Ж3-И3, Е8-Е10], миноносец: [А2-А3, В9-Г9, И10-К10], подводная лодка: [З1, Б5, К5, А9] }
salvos:
  - blue: А1 -> мимо
  - red: -> попал
  - blue: Б1 -> мимо
`;
    const r = await check('turn.yaml', text);
    expect(warningsOf(r.stdout)).toEqual([
      'turn.yaml:7:5: предупреждение turn-unjudged: выстрел 3: не проверено, был ли это ход стороны «Первый игрок»: выстрел 2 перед этим не называет ни одной клетки, а на него ответили попаданием: в какой из раскрытых кораблей стороны «Первый игрок» он попал, неизвестно; это выстрел стороны «Второй игрок», так что после него был снова ход стороны «Второй игрок» (исправьте тот выстрел и проверьте снова)',
    ]);
  });

  it('the size not judged after a line under no side of the game (the turn judged by the side the turn order gives it, blue); check --json says it in Russian too', async () => {
    const text = `variant: perelman
sides:
  blue: Петя
  red: Вася
salvos:
  - blue: а1 б1 в1 -> попаданий нет
  - red: а1 б1 в1 -> попаданий нет
  - blu: а2 б2 в2 -> пятиклеточный
  - red: а2 б2 -> попаданий нет
`;
    const r = await check('lost.yaml', text);
    expect(warningsOf(r.stdout)).toEqual([
      'lost.yaml:9:5: предупреждение size-unjudged: залп 4: число выстрелов стороны «Красные» (2) не проверено: у залпа 3 перед этим указана сторона, которой нет в этой партии, а он мог стоить стороне «Красные» выстрелов (исправьте тот залп и проверьте снова)',
    ]);
    type W = { code: string; message: string; suggestion?: string; said?: unknown };
    const json = JSON.parse((await check('lost.yaml', text, '--json')).stdout) as { warnings: W[] };
    expect(json.warnings.find((w) => w.code === 'size-unjudged')).toMatchObject({ message: 'число выстрелов стороны «Красные» (2) не проверено: у залпа 3 перед этим указана сторона, которой нет в этой партии, а он мог стоить стороне «Красные» выстрелов', suggestion: 'исправьте тот залп и проверьте снова' });
    expect(json.warnings.every((w) => w.said === undefined)).toBe(true);
    const en = JSON.parse((await check('lost.yaml', text, '--json', '--lang', 'en')).stdout) as { warnings: W[] };
    expect(en.warnings.find((w) => w.code === 'size-unjudged')?.message).toBe("red's 2 shots are not judged: salvo 3 before it names no side this game has, and may have cost red shots");
  });

  it('check --json gives a warning in Russian and Polish its fields in the order English gives them (what to do after the message, before the place)', async () => {
    const ru = `variant: perelman
sides:
  blue: Петя
  red: Вася
salvos:
  - blue: а1 б1 в1
  - red: а1 б1 в1 -> попаданий нет
  - blu: а2 б2 в2 -> пятиклеточный
  - red: а2 б2 -> попаданий нет
`;
    const pl = `variant: statki
sides:
  ala: Ala
  tomek: Tomek
salvos:
  - ala: A1
  - tomek: A1 -> pudło
  - tomk: A2 -> pudło
  - ala: A2 -> pudło
`;
    const keys = async (text: string, lang: string): Promise<string[][]> =>
      (JSON.parse((await check('order.yaml', text, '--json', '--lang', lang)).stdout) as { warnings: Record<string, unknown>[] }).warnings.map((w) => Object.keys(w));
    for (const [text, lang] of [
      [ru, 'ru'],
      [pl, 'pl'],
    ] as const) {
      const en = await keys(text, 'en');
      expect(en.length).toBeGreaterThanOrEqual(2);
      expect(en[0]).toEqual(['severity', 'code', 'message', 'suggestion', 'file', 'line', 'column', 'salvo']);
      expect(await keys(text, lang)).toEqual(en);
    }
  });

  it('the shot limit not judged after lines naming no cell', async () => {
    // Perelman, no hits: three shots a salvo; 18 of blue's, two lines naming no cell, then blue's 19th.
    const columns = 'абвгдежзик';
    const cells = Array.from({ length: 100 }, (_, i) => `${columns[i % 10]}${Math.floor(i / 10) + 1}`);
    const fired = { blue: 0, red: 0 };
    const salvo = (side: 'blue' | 'red'): string => `  - ${side}: ${cells.slice(fired[side], (fired[side] += 3)).join(' ')} -> попаданий нет`;
    const lines: string[] = [];
    for (let i = 0; i < 18; i++) lines.push(salvo('blue'), salvo('red'));
    const first = lines.push('  - blue: -> попаданий нет');
    lines.push(salvo('red'));
    const second = lines.push('  - blue: -> попаданий нет');
    lines.push(salvo('red'));
    const at = lines.push(salvo('blue'));
    const r = await check('limit.yaml', `variant: perelman\nsides:\n  blue: Петя\n  red: Вася\nsalvos:\n${lines.join('\n')}\n`);
    const limit = warningsOf(r.stdout).filter((l) => l.includes('limit-unjudged'));
    expect(limit).toEqual([
      `limit.yaml:${at + 5}:5: предупреждение limit-unjudged: залп ${at}: не проверено, укладывается ли залп стороны «Синие» (3 выстрела) в предел в 60 выстрелов: залпы ${first}, ${second} перед этим не называют ни одной клетки, и их выстрелы (до 6) в предел не засчитаны (без них осталось 6) (запишите клетки тех залпов и проверьте снова)`,
    ]);
  });
});

describe('the warnings’ words where a salvo is a salwa (feminine in Polish)', () => {
  it('a size not held to the damage claimed, and announcements not settled within the budget', async () => {
    const { sizeUnjudgedClaimSaid, uncheckedSaid, turnUnjudgedLostSaid } = await import('../../src/record/warning-text.js');
    const side = (l: 'ru' | 'pl'): string => (l === 'ru' ? '«Красные»' : '„Czerwoni”');
    const claim = sizeUnjudgedClaimSaid(false, side, 3, 5, 'пятиклеточный', '2');
    expect(claim.ru?.message).toBe('число выстрелов стороны «Красные» (3) не сверено с повреждениями, которые заявляет ответ на залп 5 («пятиклеточный»): после него с ответами не согласуется ни один допустимый флот стороны «Красные», так что этот залп мог попасть куда угодно (по словам ответа положено 2)');
    expect(claim.pl?.message).toContain('odpowiedź na salwę 5 („пятиклеточный”): po niej żadna dozwolona flota strony „Czerwoni” nie zgadza się z odpowiedziami, więc ta salwa mogła trafić w cokolwiek');
    expect(claim.pl?.suggestion).toBe('popraw odpowiedzi wymienione w błędzie salwy 5 i sprawdź ponownie');
    const turn = turnUnjudgedLostSaid(false, side, 3, { kind: 'no-cell-revealed', what: 'missing', target: 'blue' }, (l) => (l === 'ru' ? '«Синие»' : '„Niebiescy”'));
    expect(turn.pl).toEqual({
      message: 'nie sprawdzono, czy był to ruch strony „Czerwoni”: salwa 3 wcześniej nie wymienia żadnego pola, a odpowiedzi na nią nie zapisano: nie wiadomo, w który z odkrytych statków strony „Niebiescy” trafiła',
      suggestion: 'popraw tamtą salwę i sprawdź ponownie',
    });
    const unchecked = uncheckedSaid(side, 'salvo infer g.yaml --target red --budget 100000');
    expect(unchecked.ru).toEqual({ message: 'в пределах бюджета работы судьи не удалось решить, мог ли допустимый флот стороны «Красные» дать такие ответы', suggestion: 'salvo infer g.yaml --target red --budget 100000 проверит их с большим бюджетом' });
    expect(unchecked.pl?.message).toBe('w ramach budżetu pracy sędziego nie rozstrzygnięto, czy dozwolona flota strony „Czerwoni” mogła dać te odpowiedzi');
  });
});

describe('why an announcement is inconsistent, in the report’s language', () => {
  it('a cell fired at before announced as a hit (Polish), more ships hit than new shots (Russian); English as the engine says it', async () => {
    const pl = await runSalvo(join(import.meta.dirname, 'fixtures', 'referee-calls'), ['check', 'statki-15-two-results.yaml']);
    expect(pl.stdout).toContain('odpowiedź strony „tomek” na strzał 2 strony „ala” nie zgadza się z wcześniejszymi odpowiedziami (w H8 już strzelano, więc nic nowego nie trafia: to „pudło”, nie „trafiony”) [zasada: odpowiedzi zgodne ze sobą; zapisano: trafiony]');
    const text = 'variant: perelman\nsides:\n  blue:\n  red:\nsalvos:\n  - blue: а1 б2 в3 -> двухклеточный, трёхклеточный, четырёхклеточный, пятиклеточный\n';
    const ru = await check('inconsistent.yaml', text);
    expect(ru.stdout).toContain('ответ стороны «Красные» на залп 1 стороны «Синие» не согласуется с прежними ответами (объявлены попадания в 4 корабля при 3 новых выстрелах) [правило: ответы согласуются друг с другом;');
    const json = JSON.parse((await check('inconsistent.yaml', text, '--json')).stdout) as { violations: { message: string; problems?: unknown }[] };
    expect(json.violations[0]!.message).toBe('ответ стороны «Красные» на залп 1 стороны «Синие» не согласуется с прежними ответами (объявлены попадания в 4 корабля при 3 новых выстрелах)');
    expect(json.violations[0]!.problems).toBeUndefined();
    const en = await check('inconsistent.yaml', text, '--lang', 'en');
    expect(en.stdout).toContain("error announcement-inconsistent: salvo 1: red's announcement for blue's salvo 1: 4 ships hit by 3 new shots [rule: announcements consistent;");
  });

  it('each kind the engine gives in parts has words in Russian and Polish, the numbers agreeing', async () => {
    const { problemSaid, problemsSaid } = await import('../../src/record/problem-text.js');
    expect(problemSaid('ru', { kind: 'class-hits', cls: 'крейсер', hits: 4, cells: 3, perShot: true })).toBe('4 попадания по классу «крейсер», а у него всего 3 клетки');
    expect(problemSaid('pl', { kind: 'class-hits', cls: 'krążownik', hits: 5, cells: 3, perShot: true, shot: 2 })).toBe('strzał 2: 5 trafień w klasę „krążownik”, a ma ona tylko 3 pola');
    expect(problemSaid('ru', { kind: 'class-sunk-early', cls: 'линкор', sunk: 1, hits: 3, size: 4 })).toBe('корабль класса «линкор» объявлен потопленным после не более чем 3 попаданий, а в нём 4 клетки');
    expect(problemSaid('ru', { kind: 'hits-over-shots', hits: 5, shots: 1 })).toBe('объявлено 5 попаданий на 1 новый выстрел');
    expect(problemSaid('pl', { kind: 'ship-hits', cls: 'krążownik', ship: 2, hits: 4, size: 3 })).toBe('krążownik nr 2: 4 trafienia w statek z 3 pól');
    // A problem with no words there: the whole of it stays English, never half.
    expect(problemsSaid('ru', [{ kind: 'no-layout' }, { kind: 'other' }])).toBeUndefined();
    expect(problemsSaid('ru', [{ kind: 'no-layout' }])).toBe('ни одна расстановка флота не даёт такого ответа после прежних');
  });
});

describe('what to do about announcements no legal fleet fits, where every salvo is one shot', () => {
  it('asks to check the shots listed (выстрелы, strzały), not salvos; a game of salvos keeps залпы', async () => {
    const ru = await check('impossible-ru.yaml', 'variant: morskoy-boy\nsalvos:\n  - blue: А1 -> мимо\n  - red: Б2 -> попал\n  - red: В3 -> попал\n');
    expect(ru.stdout).toContain('противоречат друг другу ответы на выстрелы 2, 3');
    expect(ru.stdout).toContain('(проверьте ответы на перечисленные выстрелы)\n');
    const pl = await check('impossible-pl.yaml', 'variant: statki\nsalvos:\n  - blue: A1 -> pudło\n  - red: B2 -> trafiony\n  - red: C3 -> trafiony\n');
    expect(pl.stdout).toContain('sprzeczne są odpowiedzi na strzały 2, 3');
    expect(pl.stdout).toContain('(sprawdź odpowiedzi na wymienione strzały)\n');
    expect(refereeText('ru', false)?.suggestion({ code: 'announcements-impossible', rule: '', message: '' } as Breach)).toBe('проверьте ответы на перечисленные залпы');
    expect(refereeText('pl', false)?.suggestion({ code: 'announcements-impossible', rule: '', message: '' } as Breach)).toBe('sprawdź odpowiedzi na wymienione salwy');
  });
});
