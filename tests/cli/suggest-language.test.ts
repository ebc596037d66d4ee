/**
 * `salvo suggest` on a Russian or Polish record speaks the record's language, as infer, analyze,
 * check and show do: the salvo, its chances, the notes (the shots owed, the estimate, ties, the
 * hospital ship, whose turn it is, the information counted), the side chosen, the game over and
 * the shots spent, and its progress lines; numbers as the language writes them (`0,31`).
 * `--lang en` gives the English report; `--json` stays English whatever the language. "No
 * English left" is checked against the English output of the same command, as
 * report-language.test.ts does: no word of it (but the names of files and sides, cells and
 * single letters) may appear in the Russian or Polish one.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { suggestText, type SuggestText } from '../../src/analysis/suggest-text.js';
import { runSalvo } from '../helpers/cli.js';

afterEach(() => vi.restoreAllMocks());

const root = join(import.meta.dirname, '..', '..');
const example = (name: string): string => readFileSync(join(root, 'examples', name), 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'salvo-suggest-lang-'));

/** The words (letters only, two or more) of a text, lower-cased. */
const words = (text: string): Set<string> => new Set(text.toLowerCase().match(/\p{L}{2,}/gu) ?? []);

/** The words of `english` (the same command's English output) found again in `localized`, less `allowed`'s. */
function englishLeft(localized: string, english: string, allowed: readonly string[]): string[] {
  const en = words(english);
  const ok = new Set(allowed.flatMap((a) => [...words(a)]));
  return [...words(localized)].filter((w) => en.has(w) && !ok.has(w)).sort();
}

/** An example without its fleets, cut after its first `n` salvos (or as `keep` says). */
function cut(name: string, n: number): string {
  const [head, rest] = example(name).split(/^salvos:\n/m) as [string, string];
  return head.replace(/^fleets:\n(?: {2}.*\n)+/m, '') + 'salvos:\n' + rest.split('\n').slice(0, n).join('\n') + '\n';
}

/** The suggestion in the record's language and in English (`--lang en`), both exit 0. */
async function both(args: string[]): Promise<{ local: string; en: string }> {
  const local = await runSalvo(dir, ['suggest', ...args]);
  const en = await runSalvo(dir, ['suggest', ...args, '--lang', 'en']);
  expect(local.code, local.stderr).toBe(0);
  expect(en.code, en.stderr).toBe(0);
  return { local: local.stdout, en: en.stdout };
}

describe('suggest in Russian (Perelman: salvos, a hospital ship)', () => {
  writeFileSync(join(dir, 'p.yaml'), cut('perelman.yaml', 6));
  const sides = ['синие', 'красные', 'p.yaml', '--side', '--budget'];

  it('the side chosen, the salvo, its chances and every note; nothing English left', async () => {
    // An estimate (a budget of 1): its note, chances ± errors, a range of shots owed, the hospital weighed.
    const { local, en } = await both(['p.yaml', '--budget', '1']);
    expect(en).toMatch(/^no --side given: suggesting for синие, whose turn it is\nсиние is owed 2–3 shots;/u);
    expect(en).toContain('note: hitting the hospital ship costs a turn');
    expect(local).toMatch(/^--side не указан: совет для стороны «синие», чей сейчас ход\nстороне «синие» положено 2–3 выстрела; /u);
    expect(local).toMatch(/^ожидаемые попадания: \d+,\d\d ± \d+,\d\d, ожидаемая информация: ≈ \d+,\d\d бита \(распределение оценено\)$/mu);
    expect(local).toContain('примечание: попадание в корабль «госпиталь» стоит хода');
    // Line for line the English report's.
    expect(local.split('\n')).toHaveLength(en.split('\n').length);
    expect(englishLeft(local, en, sides)).toEqual([]);
  });

  it("a suggestion for the side whose turn it is not says so", async () => {
    const { local, en } = await both(['p.yaml', '--side', 'красные', '--budget', '1']);
    expect(en).toContain("note: it is the turn of синие, not that of красные");
    expect(local).toContain('примечание: сейчас ход стороны «синие», а не «красные»');
    expect(englishLeft(local, en, sides)).toEqual([]);
  });

  it('the game over, with and without --side; the shots spent', async () => {
    writeFileSync(join(dir, 'm.yaml'), example('morskoy-boy.yaml'));
    const over = await both(['m.yaml']);
    expect(over.local).toMatch(/^партия окончена: победила сторона «первый», флот противника потоплен; советовать нечего\n$/u);
    expect(englishLeft(over.local, over.en, ['первый', 'm.yaml'])).toEqual([]);
    const side = await both(['m.yaml', '--side', 'второй']);
    expect(side.local).toMatch(/^партия окончена: .+; стороне «второй» выстрелов не положено\n$/u);
    expect(englishLeft(side.local, side.en, ['первый', 'второй', 'm.yaml'])).toEqual([]);
    // Perelman up to blue's 60th shot, its limit.
    const [head, rest] = example('perelman.yaml').split(/^salvos:\n/m) as [string, string];
    const kept: string[] = [];
    let shots = 0;
    for (const line of rest.split('\n')) {
      const m = /^ {2}- синие: (.*?) ->/u.exec(line);
      if (m) shots += m[1]!.trim().split(/\s+/u).length;
      kept.push(line);
      if (shots === 60) break;
    }
    writeFileSync(join(dir, 'spent.yaml'), head.replace(/^fleets:\n(?: {2}.*\n)+/m, '') + 'salvos:\n' + kept.join('\n') + '\n');
    const spent = await both(['spent.yaml', '--side', 'синие']);
    expect(spent.local).toBe('сторона «синие» сделала все свои выстрелы (предел выстрелов: 60) и больше не стреляет; сторона «красные» стреляет дальше одна\n');
    expect(englishLeft(spent.local, spent.en, sides)).toEqual([]);
  });

  it('the hospital as the only ship left afloat (the example before its last salvo)', async () => {
    const lines = example('perelman.yaml').trimEnd().split('\n');
    writeFileSync(join(dir, 'last.yaml'), lines.slice(0, -2).join('\n') + '\n');
    const { local, en } = await both(['last.yaml', '--side', 'красные']);
    expect(en).toContain('note: only the hospital ship can be left afloat');
    expect(local).toContain('примечание: на плаву может остаться только корабль «госпиталь»: попадание в этот корабль стоит хода');
    expect(englishLeft(local, en, [...sides, 'last.yaml'])).toEqual([]);
  });

  it('progress lines in Russian; --json in English, the same document as with --lang en', async () => {
    // A clock that moves a second at every reading: the progress shows from the first.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 1_000));
    const m = memoryIO('', {}, dir);
    expect(await main(['node', 'salvo', 'suggest', 'p.yaml', '--budget', '1', '--json'], m.io), m.stderr).toBe(0);
    const progress = m.stderr.split('\n').filter((l) => /… \d+%$/u.test(l));
    expect(progress.length).toBeGreaterThan(0);
    for (const line of progress) expect(line).toMatch(/^(расчёт|подсчёт возможных ответов)( \([^)]+\))?… \d+%$/u);
    expect(m.stderr).not.toMatch(/inferring|counting|estimating/u);
    const en = await runSalvo(dir, ['suggest', 'p.yaml', '--budget', '1', '--json', '--lang', 'en']);
    expect(JSON.parse(m.stdout)).toEqual(JSON.parse(en.stdout));
    expect((JSON.parse(m.stdout) as { notes: string[] }).notes.join(' ')).toContain('hitting the госпиталь costs a turn');
  });
});

describe('suggest in Polish (Statki)', () => {
  // Statki on a 5×5 board with two ships: counted exactly at once.
  const statki = readFileSync(join(root, 'templates', 'statki.yaml'), 'utf8');
  writeFileSync(
    join(dir, 'small.yaml'),
    statki
      .replace(/^id: statki$/m, 'id: statki-5')
      .replace(
        /^board:\n[\s\S]*?^placement:$/m,
        'board:\n  rows: 5\n  columns: 5\n  columnLabels: [A, B, C, D, E]\n  rowLabels: numbers\n  cellOrder: column-row\nfleet:\n  - { id: cruiser, name: { pl: krążownik, en: cruiser }, mark: K, size: 3 }\n  - { id: submarine, name: { pl: łódź podwodna, en: submarine }, mark: Ł, size: 1 }\nplacement:',
      ),
  );
  writeFileSync(join(dir, 'g.yaml'), 'variant: ./small.yaml\nsides:\n  ala: Ala\n  tomek: Tomek\nsalvos:\n  - ala: C3 -> trafiony\n');
  const names = ['ala', 'tomek', 'g.yaml', 's.yaml', 't.yaml', '--side', '--budget'];

  it('exact chances, ties and the information counted; nothing English left', async () => {
    const hits = await both(['g.yaml']);
    // A hit at C3: its four neighbours are as likely.
    expect(hits.en).toContain('as likely to hit as');
    expect(hits.local).toMatch(/^uwaga: [A-E]\d, [A-E]\d, [A-E]\d: ta sama szansa trafienia co [A-E]\d \(\d+%\): każde z nich będzie równie dobre$/mu);
    expect(hits.local).toMatch(/^nie podano --side: rada dla strony „ala”, której jest teraz tura\nstronie „ala” należy się 1 strzał; propozycja \(najwięcej oczekiwanych trafień\):\n/u);
    expect(hits.local).toMatch(/^oczekiwane trafienia: \d+,\d\d, oczekiwana informacja: \d+,\d\d bita \(dokładnie\)$/mu);
    expect(englishLeft(hits.local, hits.en, names)).toEqual([]);
    const info = await both(['g.yaml', '--goal', 'information']);
    expect(info.en).toContain('note: expected information is exact');
    expect(info.local).toMatch(/^uwaga: oczekiwana informacja jest dokładna: entropia odpowiedzi po [\d\u00a0]+ zgodnych rozstawieniach \(możliwych odpowiedzi: \d+\)/mu);
    expect(englishLeft(info.local, info.en, names)).toEqual([]);
  });

  it('an estimate within its noise; the game over', async () => {
    // One cell within the noise of the one chosen (either), and two (any of them).
    for (const [file, n, them] of [['s.yaml', 10, 'każde z dwóch'], ['t.yaml', 6, 'każde z nich']] as const) {
      writeFileSync(join(dir, file), cut('statki.yaml', n));
      const estimated = await both([file, '--budget', '1']);
      expect(estimated.en).toContain("within the estimate's noise");
      expect(estimated.local).toContain(`oszacowanie nie rozstrzyga, które jest bardziej prawdopodobne, więc ${them} będzie równie dobre`);
      expect(estimated.local).toMatch(/P\(trafienia\) \d+% ± \d+(,\d)?%$/mu);
      expect(englishLeft(estimated.local, estimated.en, names)).toEqual([]);
    }
    writeFileSync(join(dir, 'over.yaml'), example('statki.yaml'));
    const over = await both(['over.yaml']);
    expect(over.local).toMatch(/^gra skończona: wygrywa strona „\S+”, flota przeciwnika zatopiona; nie ma czego proponować\n$/u);
    expect(englishLeft(over.local, over.en, [...names, 'over.yaml'])).toEqual([]);
  });
});

describe("every one of suggest's texts", () => {
  /** Each text with sample figures: one and several of what it counts. */
  const all = (t: SuggestText): string[] => [
    t.num(0.305, 2),
    t.count(218472529n),
    ...[1, 2, 5].map((n) => t.heading('X', String(n), n, n === 1 ? 'hits' : 'information')),
    ...[1, 2, 5].map((n) => t.headingNone('X', String(n), n)),
    t.pHit,
    ...[true, false].flatMap((b) => [t.expected('0.31', '1.11', b, !b)]),
    t.note,
    t.owedNone,
    t.noEstimate,
    t.owedRange(2, 3),
    t.estimated(undefined),
    t.estimated(2),
    ...[2, 5].flatMap((n) => [t.greedy(n), t.wholeSalvo(n), t.greedyInformation(n)]),
    t.cellBits('0.94', false),
    t.cellBits('0.94', true),
    t.expected('0.31', '1.11', true, false, true),
    t.or(['A', 'B']),
    t.and(['A', 'B']),
    t.turnFree('last-shots', ['A'], 60),
    t.turnFree('enemy-out', ['A', 'B'], 60),
    t.unavoidable(['A']),
    t.unavoidable(['A', 'B']),
    ...[true, false].flatMap((b) => [t.ties(['C1'], 0, 'C2', '27%', b), t.ties(['C1', 'C3'], 10, 'C2', '27%', b)]),
    ...[true, false].map((b) => t.penalty(['A'], '1.52', b, t.risk(0.07, b, 1))),
    t.risk(0, true, 1),
    t.risk(0, true, 2),
    t.risk(0.001, true, 1),
    t.unweighed(['A'], t.risk(0.37, true, 1)),
    t.unweighed(['A', 'B'], t.risk(0.37, false, 2)),
    t.informationApproximated(true),
    t.informationApproximated(false),
    t.informationExact(1n, 2),
    t.informationExact(1n, 2, false, true),
    t.informationExact(218472529n, 12),
    t.chosen('X'),
    t.overNothing('R'),
    t.overOwedNone('R', 'X'),
    t.spent('X', 60),
    t.spentOn('X', 60, 'Y'),
    t.over,
    t.notTurn('X', 'Y'),
  ];

  it('names a protected class in the nominative, in quotes after "корабль"/"statek", whatever its name', () => {
    // Names a naive accusative gets wrong: `попадание в подводная лодка`, `trafienie w łódź podwodna`.
    for (const [lang, ship, ships, names] of [
      ['ru', 'корабль', 'корабли', ['подводная лодка', 'госпиталь']],
      ['pl', 'statek', 'statki', ['łódź podwodna', 'szpital']],
    ] as const) {
      const t = suggestText(lang);
      const [open, close] = lang === 'ru' ? ['«', '»'] : ['„', '”'];
      for (const list of [names.slice(0, 1), [...names]]) {
        const word = list.length === 1 ? ship : ships;
        const texts = [
          t.turnFree('last-shots', list, 60),
          t.turnFree('enemy-out', list, 60),
          t.unavoidable(list),
          ...[true, false].map((whole) => t.penalty(list, '1,52', whole, t.risk(0.07, true, list.length))),
        ];
        for (const text of texts) {
          expect(text, text).toContain(`${word} ${open}${list[0]}${close}`);
          // Every mention of a name is quoted, none declined or bare.
          for (const name of list) expect(text.split(name).length - 1, text).toBe(text.split(`${open}${name}${close}`).length - 1);
        }
      }
    }
  });

  it('has its Russian and Polish, with no English word left', () => {
    const en = all(suggestText('en'));
    for (const lang of ['ru', 'pl', 'pl-PL']) {
      const local = all(suggestText(lang));
      local.forEach((text, i) => {
        expect(text, `${lang} #${i}`).not.toBe(en[i]);
        // Polish words spelt as English ones: `do` (od 2 do 3), `to` (wartość salwy to …), `limit`.
        const polish = lang.startsWith('pl') ? ['do', 'to', 'limit'] : [];
        expect(englishLeft(text, en.join('\n'), ['X', 'Y', 'R', 'A', 'B', 'C1', 'C2', 'C3', '--side', '--budget', 'P', ...polish])).toEqual([]);
      });
      expect(local[0]).toBe('0,30');
      expect(local[1]).toBe('218\u00a0472\u00a0529');
    }
  });
});
