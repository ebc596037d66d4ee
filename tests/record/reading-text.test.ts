/**
 * Every problem the record reader gives the parts of (`Diagnostic.parts`) is said whole in
 * Russian and Polish from them (src/record/reading-text.ts): records broken in each of those ways,
 * read against Perelman and Statki, give diagnostics whose Russian and Polish words leave no
 * English word behind; a few are read word for word (a record without a header naming sides the
 * variant lacks, a cell that may be two, a key of a side, a language the variant lacks). English
 * is the reader's own, unchanged.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { readingSaid } from '../../src/record/reading-text.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';
import type { Diagnostic } from '../../src/core/diagnostics.js';

let perelman: Variant;
let statki: Variant;
let morskoy: Variant;
let jutland: Variant;
beforeAll(async () => {
  morskoy = await loadVariant('morskoy-boy', { cwd: process.cwd() });
  const cwd = process.cwd();
  perelman = await loadVariant('perelman', { cwd });
  statki = await loadVariant('statki', { cwd });
  jutland = await loadVariant('jutland', { cwd });
});

/** The codes said in Russian and Polish, as docs/record-format.md lists them. */
const SAID = new Set([
  'cell-unreadable', 'cell-off-board', 'cell-ambiguous', 'announcement-unknown-word', 'announcement-length', 'announcement-empty', 'unknown-side', 'unknown-key',
  'record-language', 'record-sides', 'record-type', 'salvo-form', 'salvo-side', 'salvo-cells', 'salvo-no-cells', 'salvo-note', 'salvo-forced', 'salvo-together',
  'salvo-arrow-missing', 'salvo-colon-missing', 'salvo-side-player', 'fleet-side-player', 'sides-header-missing', 'announcement-no-hits-with-hits', 'announcement-duplicate',
]);

/**
 * English words none of the Russian or Polish texts should keep (keys and placeholders aside),
 * each a word of its own among letters of any alphabet (`strzelała?` ends in no word `a`).
 */
const ENGLISH = /(?<!\p{L})(?:is|not|the|of|a|did you mean|write|salvo|cell|side|announcement|read as|give|there)(?!\p{L})/u;

const RU_RECORDS = [
  'variant: perelman\nlanguage: ru\nsides:\n  синие: Петя\n  красные: Вася\nsalvos:\n  - синие: а1 б2 ю3 -> мимол\n  - зелёные: а1 -> попаданий нет\n  - красные: д1 д2 д3 -> попаданий нед\n  - синие: е1 е2 31 -> трёхклеточный, трёх\n  - красные е5 е6 -> попаданий нет\n  - синие: ж1 ж2 -> \n  - красные:\n  - { side: синие, cells: [з1], rslt: мимо, note: [1], forced: 2, together: 3 }\n  - { cells: [з2] }\n  - { side: красные, cells: 7 }\n  - 12\n  - синие: и1 и2 -> vbvj\n  - синие: к1 к2 -> попаданий нет, пятиклеточный\n  - синие: к3 к4 пятиклеточный\n  - Петя: к5 -> попаданий нет\n  - синие: б10, в10 -> попаданий нет\n    nte: x\n  - красные: г10 д10 -> пятиклеточный, пятиклеточный\n',
  'variant: perelman\nlanguage: xx\nsidez: 1\nsides:\n  синие: { player: Петя, age: 9 }\n  красные: [1]\nfleets:\n  Вася: {}\nsalvos: {}\n',
  'variant: perelman\nlanguage: ru\nsides: 5\nsalvos:\n  -синие: а1\n',
  'variant: perelman\nlanguage: ru\nsalvos:\n  - ала: а1 б2 -> попаданий нет\n  - том: в1 в2 -> попаданий нет\n',
];
const PL_RECORDS = [
  'variant: statki\nlanguage: pl\nsides:\n  ala: Ala\n  tomek: Tomek\nsalvos:\n  - ala: A11 -> pudło\n  - ola: A3 -> pudło\n  - tomek: C3 C4 -> traf\n  - ala: B2 B3 -> pudło\n  - tomek D1 -> pudło\n  - ala: Ą5 -> zatopiony, pudło\n  - ala: E1 -> pudło\n    notka: x\n  - ala: F1 -> pudło pudło pudło\n',
  'variant: statki\nlanguage: pl\nsalvos:\n  - ala: A1 -> pudło\n  - tomek: A2 -> pudło\n',
];

function said(records: readonly string[], variant: () => Variant): Diagnostic[] {
  return records.flatMap((text) => parseRecord(text, variant(), { file: 'g.yaml' }).diagnostics).filter((d) => SAID.has(d.code));
}

describe('reading problems in Russian and Polish', () => {
  it('each one the reader gives parts for is said whole, no English left in it', () => {
    const all = [...said(RU_RECORDS, () => perelman), ...said(PL_RECORDS, () => statki)];
    // The records break the reader in many of its ways: most of the codes said are among them.
    expect(new Set(all.map((d) => d.code)).size).toBeGreaterThanOrEqual(19);
    for (const d of all) {
      for (const lang of ['ru', 'pl']) {
        const words = readingSaid(d, lang);
        expect(words, `${d.code} (${lang}): ${d.message}`).toBeDefined();
        const text = `${words!.message} ${words!.suggestion ?? ''}`.replace(/<[^>]*>|sides:|variant:|salvos:|fleets:|cells:|\b(?:note|forced|together|side|cells|result|player|variant|sides|fleets|salvos|true|false)\b/gu, '');
        expect(text, `${d.code} (${lang})`).not.toMatch(ENGLISH);
        // What to do is said wherever English says it.
        if (d.suggestion !== undefined) expect(words!.suggestion, `${d.code} (${lang}): ${d.suggestion}`).toBeDefined();
      }
    }
  });

  it('a record without a header naming sides the variant lacks: which sides it has, and how to name them', () => {
    // Every salvo under one of two names: read as the header would read them, said once.
    const read = parseRecord(PL_RECORDS[1]!.replace(/ala/gu, 'ola').replace(/tomek/gu, 'tom'), statki).diagnostics;
    expect(read.map((x) => x.code)).toEqual(['sides-header-missing']);
    expect(readingSaid(read[0]!, 'pl')).toEqual({
      message: 'brak nagłówka „sides:”: „ola” odczytano jako stronę blue (Gracz 1), „tom” jako stronę red (Gracz 2)',
      suggestion: 'wpisz nagłówek na początku pliku: sides: { ola: <gracz>, tom: <gracz> }',
    });
    // A third name beside them (the variant's blue): the names are not read, each line says how to name them.
    const d = parseRecord(`${PL_RECORDS[1]!.replace(/ala/gu, 'ola').replace(/tomek/gu, 'tom')}  - blue: A3 -> pudło\n`, statki).diagnostics.find((x) => x.code === 'unknown-side')!;
    expect(readingSaid(d, 'pl')?.suggestion).toBe(
      'bez nagłówka „sides:” strony to blue i red wariantu statki; ich nazwy: Gracz 1 — blue, Gracz 2 — red; pierwsza strzela blue: pisz - blue: … i - red: …, albo nazwij swoje strony w nagłówku na początku pliku, najpierw blue: sides: { ola: <gracz>, tom: <gracz> }',
    );
    expect(d.suggestion).toContain('with no "sides:" header, the sides are statki\'s blue and red');
  });

  it('a key of a side, a language the variant lacks, sides that are not two', () => {
    const diags = said(RU_RECORDS.slice(1, 3), () => perelman);
    const of = (code: string): Diagnostic[] => diags.filter((d) => d.code === code);
    expect(of('unknown-key').map((d) => readingSaid(d, 'ru'))).toContainEqual({ message: '«age» — не ключ стороны', suggestion: 'у стороны есть только player' });
    expect(readingSaid(of('record-language')[0]!, 'pl')).toEqual({ message: 'wariant nie ma języka „xx”', suggestion: 'podaj jeden z: ru, en' });
    expect(of('record-sides').map((d) => readingSaid(d, 'ru')?.message)).toContain('sides называет две стороны и их игроков');
  });

  it('a header key that is not text says what to write: the one item of a list as it is, else an example', () => {
    const typed = (text: string, key: string): Diagnostic => parseRecord(text, perelman).diagnostics.find((d) => d.code === 'record-type' && d.message === `${key} must be text`)!;
    const list = typed('variant: perelman\nlanguage: [ru]\nsalvos: []\n', 'language');
    expect(list.suggestion).toBe('write "language: ru"');
    expect(readingSaid(list, 'ru')).toEqual({ message: 'language должен быть текстом', suggestion: 'напишите «language: ru»' });
    expect(readingSaid(list, 'pl')).toEqual({ message: 'language musi być tekstem', suggestion: 'napisz „language: ru”' });
    const map = typed('variant: perelman\nlanguage: { ru: 1 }\nnotes: [a, b]\nsalvos: []\n', 'language');
    expect(map.suggestion).toBe('write e.g. "language: ru"');
    expect(readingSaid(map, 'pl')?.suggestion).toBe('napisz na przykład „language: ru”');
    const notes = typed('variant: perelman\nnotes: [a, b]\nsalvos: []\n', 'notes');
    expect(notes.suggestion).toBe('write e.g. "notes: <text>"');
    expect(readingSaid(notes, 'ru')?.suggestion).toBe('напишите, например, «notes: <текст>»');
  });

  it('an announcement saying no hits beside a ship hit, a ship named twice', () => {
    const of = (code: string): Diagnostic => said(RU_RECORDS.slice(0, 1), () => perelman).find((d) => d.code === code)!;
    expect(readingSaid(of('announcement-no-hits-with-hits'), 'ru')).toEqual({ message: '«попаданий нет» не может стоять рядом с подбитыми кораблями', suggestion: 'назовите подбитые корабли или напишите одно «попаданий нет»' });
    // Perelman says which ships were hit, not how often: no count to write with it.
    expect(readingSaid(of('announcement-duplicate'), 'pl')).toEqual({ message: '„пятиклеточный” wymieniono dwa razy', suggestion: 'wymień każdy statek raz: odpowiedź mówi, w które statki trafiono, nie ile razy' });
    expect(readingSaid(of('announcement-duplicate'), 'ru')?.suggestion).toBe('назовите каждый корабль один раз: в ответе говорят, в какие корабли попали, а не сколько раз');
    expect(of('announcement-duplicate').suggestion).toBe('name each ship once: the announcement says which ships were hit, not how often');
    // Where the announcement counts hits, the count goes with the ship.
    const counting: Variant = { ...perelman, report: { timing: 'per-salvo', by: 'class', counts: true, sunk: false } };
    const twice = parseRecord('variant: test\nsalvos:\n  - синие: а1 а2 а3 -> пятиклеточный 1, пятиклеточный 1\n', counting).diagnostics.find((d) => d.code === 'announcement-duplicate');
    expect(twice?.suggestion).toBe('name each ship once, with its count');
    expect(readingSaid(twice!, 'pl')?.suggestion).toBe('wymień każdy statek raz, z liczbą trafień');
  });

  it('an announcement naming ships, numbers, counts and the sunk word wrong, and the words a variant does not use: said whole, no English left', () => {
    // Where the rules count hits per ship, and where they say neither counts nor sinking (Perelman), nor a hit's class (Морской бой, Statki).
    const bySalvo = (v: Variant, by: 'ship' | 'class'): Variant => ({ ...v, report: { timing: 'per-salvo', by, counts: true, sunk: true } });
    const records: readonly [string, Variant, 'ru' | 'pl'][] = [
      ['variant: morskoy-boy\nlanguage: ru\nsalvos:\n  - blue: "а1 -> крейсер #5"\n  - red: "а1 -> крейсер #1 0"\n  - blue: "б1 -> крейсер #1 1 убит 2"\n  - red: б1 -> 2 миноносец\n  - blue: в1 -> убит крейсер\n  - red: в1 -> крейсер\n', bySalvo(morskoy, 'ship'), 'ru'],
      ['variant: morskoy-boy\nlanguage: ru\nsalvos:\n  - blue: а1 -> миноносец 1 убит 2\n  - red: а1 -> миноносец 3 убит 4\n  - blue: б1 -> миноносец 1 убит 0\n', bySalvo(morskoy, 'class'), 'ru'],
      ['variant: morskoy-boy\nlanguage: ru\nsalvos:\n  - blue: а1 -> крейсер\n  - red: а1 -> убит крейсер\n', morskoy, 'ru'],
      ['variant: perelman\nlanguage: ru\nsalvos:\n  - blue: "а1 а2 а3 -> пятиклеточный #2"\n  - red: а1 а2 а3 -> пятиклеточный 3\n  - blue: б1 б2 б3 -> пятиклеточный потоплен\n  - red: б1 б2 б3 -> пятиклеточный, потоплен\n', perelman, 'ru'],
      ['variant: statki\nlanguage: pl\nsalvos:\n  - blue: "A1 -> krążownik #5"\n  - red: "A1 -> krążownik #1 0"\n  - blue: "B1 -> krążownik #1 1 zatopiony 2"\n  - red: B1 -> 2 ścigacz\n  - blue: C1 -> zatopiony krążownik\n  - red: C1 -> krążownik\n', bySalvo(statki, 'ship'), 'pl'],
      ['variant: statki\nlanguage: pl\nsalvos:\n  - blue: A1 -> ścigacz 1 zatopiony 2\n  - red: A1 -> ścigacz 3 zatopiony 4\n  - blue: B1 -> ścigacz 1 zatopiony 0\n', bySalvo(statki, 'class'), 'pl'],
      ['variant: statki\nlanguage: pl\nsalvos:\n  - blue: A1 -> krążownik\n  - red: A1 -> zatopiony krążownik\n', statki, 'pl'],
    ];
    const codes = new Map<string, Set<string>>([['ru', new Set()], ['pl', new Set()]]);
    for (const [text, variant, lang] of records) {
      for (const d of parseRecord(text, variant, { file: 'g.yaml' }).diagnostics) {
        const words = readingSaid(d, lang);
        expect(words, `${d.code} (${lang}): ${d.message}`).toBeDefined();
        expect(`${words!.message} ${words!.suggestion ?? ''}`, `${d.code} (${lang})`).not.toMatch(ENGLISH);
        expect(words!.suggestion === undefined, `${d.code} (${lang})`).toBe(d.suggestion === undefined);
        codes.get(lang)!.add(d.code);
      }
    }
    const all = [
      'announcement-ship-unknown', 'announcement-count', 'announcement-sunk-count', 'announcement-number-without-class', 'announcement-sunk-without-class', 'announcement-ship-missing',
      'announcement-class-without-result', 'announcement-class-ignored',
    ];
    for (const lang of ['ru', 'pl']) for (const code of all) expect(codes.get(lang), `${code} (${lang})`).toContain(code);
    for (const code of ['announcement-ship-ignored', 'announcement-count-ignored', 'announcement-sunk-ignored']) expect(codes.get('ru'), code).toContain(code);
  });

  it('a ship number past the fleet, a count of no hits, more ships sunk than can be: word for word', () => {
    const ship = { ...morskoy, report: { timing: 'per-salvo', by: 'ship', counts: true, sunk: true } } as const;
    const of = (text: string, variant: Variant): Diagnostic => parseRecord(`variant: morskoy-boy\nlanguage: ru\nsalvos:\n  - blue: "${text}"\n`, variant).diagnostics[0]!;
    const unknown = of('а1 -> крейсер #5', ship);
    expect(unknown.message).toBe('there is no крейсер #5 (the fleet has 2)');
    expect(readingSaid(unknown, 'ru')).toEqual({ message: 'корабля «крейсер #5» нет: во флоте 2 таких корабля', suggestion: 'номера — от #1 до #2' });
    expect(readingSaid(unknown, 'pl')).toEqual({ message: 'nie ma statku „крейсер #5”: flota ma 2 takie statki', suggestion: 'użyj numerów od #1 do #2' });
    const count = of('а1 -> крейсер #1 0', ship);
    expect(count.message).toBe('a count of 0 hits');
    expect(readingSaid(count, 'ru')).toEqual({ message: 'число попаданий — 0', suggestion: 'не называйте корабль, в который не попали' });
    const byClass = { ...ship, report: { ...ship.report, by: 'class' } } as const;
    const sunk = of('а1 -> миноносец 3 убит 4', byClass);
    expect(sunk.suggestion).toBe('write at most "миноносец 3 убит 3"');
    expect(readingSaid(sunk, 'ru')).toEqual({ message: 'потоплено кораблей класса «миноносец»: 4, но во флоте их 3', suggestion: 'напишите не больше «миноносец 3 убит 3»' });
    expect(readingSaid(of('а1 -> миноносец 1 убит 2', byClass), 'pl')?.message).toBe('zatopionych statków: 2, ale 1 trafienie zatapia najwyżej jeden');
  });

  it('a ship number cut off as a YAML comment, together where every line is one salvo: in Russian and Polish', () => {
    const ship = { ...morskoy, report: { timing: 'per-salvo', by: 'ship', counts: true, sunk: true } } as const;
    const [cut] = parseRecord('variant: morskoy-boy\nlanguage: ru\nsalvos:\n  - blue: а1 -> крейсер #5\n', ship).diagnostics;
    expect([cut?.code, cut?.severity]).toEqual(['salvo-comment', 'error']);
    expect(readingSaid(cut!, 'ru')).toEqual({ message: '«#5» здесь — комментарий YAML: номер корабля после ответа не прочитан', suggestion: 'возьмите выстрел в кавычки: - blue: "а1 -> крейсер #5"' });
    const byClass = parseRecord('variant: perelman\nlanguage: ru\nsalvos:\n  - blue: а1 а2 а3 -> пятиклеточный #2 1\n  - { side: red, cells: а1 а2 а3, result: мимо, together: true }\n', perelman).diagnostics;
    expect(byClass.map((d) => d.code)).toEqual(['salvo-comment', 'salvo-together-ignored']);
    expect(readingSaid(byClass[0]!, 'pl')).toEqual({
      message: '„#2 1” jest tu komentarzem YAML: to, co stoi po odpowiedzi, nie zostało odczytane',
      suggestion: 'pomiń numer statku (ten wariant ogłasza według klas): - blue: а1 а2 а3 -> пятиклеточный 1',
    });
    expect(readingSaid(byClass[0]!, 'ru')?.suggestion).toBe('уберите номер корабля (в этом варианте объявляют по классам): - blue: а1 а2 а3 -> пятиклеточный 1');
    expect(readingSaid(byClass[1]!, 'ru')).toEqual({ message: 'в этом варианте каждая строка — один залп; «together» пропущено', suggestion: 'уберите его' });
    for (const d of [cut!, ...byClass]) for (const lang of ['ru', 'pl']) expect(readingSaid(d, lang)!.message.replace(/YAML|together/gu, '')).not.toMatch(ENGLISH);
    // In a game of single shots that reads no turn lines, every line is one shot (выстрел, strzał).
    const oneShot = { ...morskoy, turns: { ...morskoy.turns, extraShotOnHit: false } } as const;
    const [alone] = parseRecord('variant: morskoy-boy\nlanguage: ru\nsalvos:\n  - { side: red, cells: а1, result: мимо, together: true }\n', oneShot).diagnostics;
    expect(alone?.code).toBe('salvo-together-ignored');
    expect(readingSaid(alone!, 'ru')).toEqual({ message: 'в этом варианте каждая строка — один выстрел; «together» пропущено', suggestion: 'уберите его' });
    expect(readingSaid(alone!, 'pl')?.message).toBe('w tym wariancie każdy wiersz to jeden strzał; „together” pominięto');
    expect(readingSaid(cut!, 'pl')?.suggestion).toBe('ujmij strzał w cudzysłów: - blue: "а1 -> крейсер #5"');
  });

  it('a letter written for a digit in a cell, in Polish', () => {
    const d = parseRecord('variant: morskoy-boy\nlanguage: ru\nsalvos:\n  - blue: ДЗ -> мимо\n', morskoy).diagnostics.find((x) => x.code === 'cell-lookalike')!;
    expect(d.message).toBe('"ДЗ" read as Д3: the letter З taken for the digit 3');
    expect(readingSaid(d, 'pl')).toEqual({ message: '„ДЗ” odczytano jako Д3: litera З wzięta za cyfrę 3', suggestion: 'napisz Д3' });
  });

  it('forced: yes, together: off (YAML 1.1\'s true and false, text in YAML 1.2) are told which to write and why, in English, Russian and Polish', () => {
    const ds = parseRecord('variant: perelman\nlanguage: ru\nsalvos:\n  - { side: blue, cells: а1, result: мимо, forced: yes }\n  - { side: red, cells: а1 а2 а3, result: мимо, together: Off }\n  - { side: blue, cells: а2, result: мимо, forced: 2 }\n', perelman).diagnostics;
    expect(ds.map((d) => [d.code, d.line, d.message, d.suggestion])).toEqual([
      ['salvo-forced', 4, 'forced is true or false', 'write true here: YAML reads yes, no, on and off as text, not as true or false'],
      ['salvo-together', 5, 'together is true or false', 'write false here: YAML reads yes, no, on and off as text, not as true or false'],
      // Not a word of YAML 1.1's: what the key takes, as before.
      ['salvo-forced', 6, 'forced is true or false', undefined],
    ]);
    expect(readingSaid(ds[0]!, 'ru')).toEqual({ message: 'forced — это true или false', suggestion: 'напишите здесь true: yes, no, on и off YAML читает как текст, а не как true или false' });
    expect(readingSaid(ds[1]!, 'pl')).toEqual({ message: 'together to true albo false', suggestion: 'napisz tu false: yes, no, on i off YAML czyta jako tekst, a nie jako true albo false' });
    expect(readingSaid(ds[2]!, 'pl')).toEqual({ message: 'forced to true albo false' });
  });

  it('cells not written as text are shown an example in the board\'s own cells, a side\'s whole first salvo (one where each salvo is one shot), and the example followed is read (en/ru/pl)', () => {
    const cellsTold = (record: string, variant: Variant): Diagnostic => parseRecord(record, variant).diagnostics.find((x) => x.code === 'salvo-cells')!;
    const clean = (record: string, variant: Variant): string[] => parseRecord(record, variant).diagnostics.filter((x) => x.severity === 'error').map((x) => x.code);
    const morskoyRecord = (cells: string): string => `variant: morskoy-boy\nlanguage: ru\nsalvos:\n  - { side: blue, cells: ${cells}, result: мимо }\n`;
    const one = cellsTold(morskoyRecord('{ a: 1 }'), morskoy);
    expect(one.message).toBe('the cells are written as text, e.g. "А1"');
    expect(readingSaid(one, 'ru')?.message).toBe('клетки пишутся текстом, например «А1»');
    expect(clean(morskoyRecord('А1'), morskoy)).toEqual([]);
    const perelmanRecord = (cells: string): string => `variant: perelman\nlanguage: ru\nsalvos:\n  - { side: синие, cells: ${cells}, result: попаданий нет }\n`;
    const two = cellsTold(perelmanRecord('{ a: 1 }'), perelman);
    expect(two.message).toBe('the cells are written as text, e.g. "а1 б1 в1"');
    expect(readingSaid(two, 'pl')?.message).toBe('pola zapisuje się tekstem, na przykład „а1 б1 в1”');
    expect(clean(perelmanRecord('а1 б1 в1'), perelman)).toEqual([]);
    // Jutland's first salvo is six shots: the example is the six, as salvo-no-cells gives them, not two.
    const jutlandRecord = (cells: string): string => `variant: jutland\nsalvos:\n  - { side: blue, cells: ${cells}, result: no hits }\n`;
    const six = cellsTold(jutlandRecord('{ a: 1 }'), jutland);
    expect(six.message).toBe('the cells are written as text, e.g. "A1 B1 C1 D1 E1 F1"');
    expect(parseRecord(jutlandRecord('null'), jutland).diagnostics.find((x) => x.code === 'salvo-no-cells')?.parts?.example).toBe(`cells: ${six.parts?.example}`);
    expect(clean(jutlandRecord('A1 B1 C1 D1 E1 F1'), jutland)).toEqual([]);
  });

  it('forced: "true", together: \'False\' (true or false in quotes, any case) are told to lose the quotes, and the value followed is read (en/ru/pl)', () => {
    const record = (forced: string, together: string): string => `variant: perelman\nlanguage: ru\nsalvos:\n  - { side: синие, cells: а1, result: попаданий нет, forced: ${forced} }\n  - { side: красные, cells: а1 а2 а3, result: попаданий нет, together: ${together} }\n`;
    const ds = parseRecord(record('"true"', "'False'"), perelman).diagnostics;
    expect(ds.map((d) => [d.code, d.line, d.suggestion])).toEqual([
      ['salvo-forced', 4, 'write true without the quotes: in quotes YAML reads it as text'],
      ['salvo-together', 5, 'write false without the quotes: in quotes YAML reads it as text'],
    ]);
    expect(readingSaid(ds[0]!, 'ru')?.suggestion).toBe('напишите true без кавычек: в кавычках YAML читает это как текст');
    expect(readingSaid(ds[1]!, 'pl')?.suggestion).toBe('napisz false bez cudzysłowu: w cudzysłowie YAML czyta to jako tekst');
    const fixed = parseRecord(record('true', 'false'), perelman);
    expect(fixed.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('says nothing for English, nor for a problem without parts', () => {
    const d = said(RU_RECORDS, () => perelman)[0]!;
    expect(readingSaid(d, 'en')).toBeUndefined();
    expect(readingSaid({ code: d.code }, 'ru')).toBeUndefined();
  });
});
