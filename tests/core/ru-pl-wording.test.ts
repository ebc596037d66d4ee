/**
 * The Russian and Polish wording a native player reads: gender agreement with the word it
 * stands for (`ostatnia — … salwa`, `ostatni — … strzał`), one word for one thing across the
 * commands (`rozstawienie` for a layout, `statek` for a ship in the text, `tura` for a turn),
 * sentences that parse (`(но не то, какой выстрел попал)`), column headings that agree with
 * their neighbours (`Получено`, `Нанесено`, `Потоплено`), and «ёлочки» / „cudzysłowy” with em
 * dashes in the built-in games' own texts. Plural forms after numbers are tests/core/plural.test.ts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playText } from '../../src/cli/commands/play-text.js';
import { heatmapText, padText } from '../../src/render/i18n.js';
import { phrasesFor } from '../../src/variant/describe-phrases.js';
import { suggestText } from '../../src/analysis/suggest-text.js';
import { analysisText } from '../../src/analysis/report-text.js';
import { reasonSentence, type ReasonContext } from '../../src/inference/impossibility-text.js';
import { countText } from '../../src/cli/commands/count-text.js';
import { loadVariant, templateIds } from '../../src/variant/load.js';
import { localize } from '../../src/variant/model.js';

describe('gender agreement', () => {
  it('Polish: the last salvo is ostatnia (salwa is feminine), the last shot ostatni', () => {
    expect(playText('pl', false).hint.lastSalvo(7, '„ala”', 3)).toBe(' (ostatnia w grze — nr 7, 3. salwa strony „ala”)');
    expect(playText('pl', true).hint.lastSalvo(7, '„ala”', 3)).toBe(' (ostatni w grze — nr 7, 3. strzał strony „ala”)');
  });
});

describe('one word for one thing', () => {
  it('Polish: a layout is a rozstawienie in the heatmap as in infer and count, never an układ', () => {
    const pl = heatmapText('pl');
    for (const count of [{ kind: 'exact', layouts: 5n }, { kind: 'sampled', about: '1,000' }, { kind: 'unknown' }, { kind: 'chain' }] as const) {
      const title = pl.title({ game: 'G', side: 'S', salvos: 2, count });
      expect(title).not.toMatch(/układ/u);
      expect(title).toMatch(/rozstawie[nń]/u);
    }
    expect(playText('pl', false).hint.exact('5', '0,1')).toContain('rozstawienia');
  });

  it('Polish: no estimate says rozstawienie and ogłoszenia, as the rest of suggest and analyze do', () => {
    for (const text of [suggestText('pl').noEstimate, analysisText('pl', false).noEstimate]) {
      expect(text).toContain('nie znaleziono żadnego rozstawienia zgodnego z ogłoszeniami');
      expect(text).not.toMatch(/ustawieni|komunikat/u);
    }
  });

  it('Polish: the text calls a ship statek, as the pad does', () => {
    const t = playText('pl', false);
    expect(t.legend({ perShot: true, sunk: true, ships: true, hatched: true, unknown: true })).toContain('? przy statku: trafienie');
    expect(t.hint.pinnedByEvidence?.(true)).toContain('innych statków nie sprawdzono');
    expect(analysisText('pl', false).estimated(['chain'])).toContain('klasa statków jest na ich podstawie uznana za pewną tylko wtedy, gdy same ogłoszenia ustalają wszystkie jej statki');
    for (const text of [t.legend({ perShot: false, sunk: true, ships: true, hatched: true, unknown: true }), t.legend({ perShot: true, sunk: true, ships: true, hatched: true, unknown: true }), t.hint.pinnedByEvidence?.(false) ?? '', analysisText('pl', true).estimated(['sampler'])]) expect(text).not.toMatch(/okręt|okręc/u);
  });

  it('Russian: a protected ship is неприкосновенный on the pad as in play and the rules (whatever the variant calls it)', () => {
    expect(padText('ru').protectedShip).toBe('штриховка — неприкосновенный корабль');
    expect(padText('ru').protectedPenalty).toBe('штриховка — неприкосновенный корабль: попавший пропускает ход');
    expect(phrasesFor('ru').penalty(['госпиталь'])).toBe('За попадание в неприкосновенный корабль «госпиталь» стреляющий пропускает следующий ход.');
    expect(playText('ru', false).againSkip('«Синие»', undefined)).toContain('неприкосновенный корабль');
  });

  it('Russian: sampled layouts are случайные расстановки in infer and play as in count', () => {
    const t = playText('ru', false).hint;
    expect(t.about('1 000', 21, undefined, '0,1', '1,0')).toContain('оценка по 21 случайной расстановке');
    expect(t.unknownCount(5, '1,0')[0]).toContain('а случайных расстановок в него уложилось 5 — слишком мало для оценки');
    for (const text of [t.about('1 000', 5, undefined, '0,1', '1,0'), ...t.unknownCount(5, '1,0')]) expect(text).not.toMatch(/выборк/u);
  });

  it('Polish: a turn is a tura on the pad as in play and suggest (not a kolejka)', () => {
    expect(padText('pl').protectedPenalty).toBe('kreskowany: statek chroniony, trafienie kosztuje turę');
    expect(phrasesFor('pl').penalty(['Statek szpitalny'])).toBe('Za trafienie chronionego statku „Statek szpitalny” strzelający traci następną turę.');
  });
});

describe('prepositions a native player would use', () => {
  it('Polish: the fleet after the shots fired at it is po N strzałach do niej (strzelać do), not w nią', () => {
    expect(playText('pl', true).hint.heading('Statki', '„ala”', 5)).toBe('Statki: flota strony „ala” po 5 strzałach do niej');
    expect(playText('pl', false).hint.heading('Jutland', '„ala”', 1)).toBe('Jutland: flota strony „ala” po 1 salwie do niej');
  });
});

describe("infer's Markov chain estimate", () => {
  it('is said in Russian and Polish, numbers as they write them, not in English', () => {
    expect(playText('ru', false).hint.chain?.(8, 1200, '0.53', '2,10')).toBe(
      'Возможных расстановок: не подсчитано (вне досягаемости). Вероятности НЕ точные: оценены цепью Маркова по расстановкам, согласным с объявлениями (8 цепей, 1 200 проходов); стандартная ошибка каждой вероятности до 0,53 п. п.; 2,10 с',
    );
    expect(playText('pl', true).hint.chain?.(2, 1001, '0.53', '2,10')).toBe(
      'Możliwe rozstawienia: niepoliczone (poza zasięgiem). Szanse NIE dokładnie: oszacowane łańcuchem Markowa po zgodnych rozstawieniach (2 łańcuchy, 1001 przebiegów); błąd standardowy każdego prawdopodobieństwa do 0,53 pkt proc.; 2,10 s',
    );
  });

  it('the sampled estimate says its standard errors as the chain does: стандартная ошибка, błąd standardowy, in percentage points (п. п., pkt proc.)', () => {
    expect(playText('ru', false).hint.about('6,6 × 10^25', 810, '2,28 × 10^24', '2,40', '6,57')).toBe(
      'Возможных расстановок: около 6,6 × 10^25 (НЕ точно: оценка по 810 случайным расстановкам, стандартная ошибка 2,28 × 10^24; стандартная ошибка каждой вероятности до 2,40 п. п.; 6,57 с)',
    );
    expect(playText('pl', true).hint.about('6,6 × 10^25', 810, '2,28 × 10^24', '2,40', '6,57')).toBe(
      'Możliwe rozstawienia: około 6,6 × 10^25 (NIE dokładnie: oszacowano z 810 losowych rozstawień, błąd standardowy 2,28 × 10^24; błąd standardowy każdego prawdopodobieństwa do 2,40 pkt proc.; 6,57 s)',
    );
  });

  it("says how far to trust it in Russian and Polish too, R̂ with a decimal comma", () => {
    const agree = { chains: 8, rhat: '1.03', wanted: '1.2', searched: 0, burnIn: 50, agree: true };
    const apart = { chains: 8, rhat: '1.71', wanted: '1.2', searched: 3, burnIn: 50, agree: false };
    const ru = playText('ru', false).hint.mixing;
    expect(ru?.(agree)).toBe('Цепи (8) согласуются между собой (R̂ 1,03, нужно не больше 1,2); каждая начата с точно равномерно выбранной расстановки.');
    expect(ru?.(apart)).toBe(
      'ВНИМАНИЕ: цепи (8) расходятся (R̂ 1,71, нужно не больше 1,2): вероятности могут быть смещены к расстановкам, с которых начаты цепи (с расстановок, найденных поиском, а не выбранных равномерно, начато цепей: 3; отброшено проходов в начале каждой: 50), сильнее, чем говорят их стандартные ошибки; дайте больший --budget.',
    );
    const pl = playText('pl', true).hint.mixing;
    expect(pl?.(agree)).toBe('Łańcuchy (8) są zgodne (R̂ 1,03, wymagane najwyżej 1,2); każdy zaczął od rozstawienia wylosowanego dokładnie jednostajnie.');
    expect(pl?.(apart)).toContain('UWAGA: łańcuchy (8) są niezgodne (R̂ 1,71, wymagane najwyżej 1,2): ');
    expect(pl?.(apart)).toContain('(łańcuchy zaczęte od rozstawień znalezionych przeszukiwaniem, a nie wylosowanych jednostajnie: 3; przebiegi odrzucone na początku każdego z nich: 50)');
    // English keeps its words.
    expect(playText('en', false).hint.mixing?.(agree)).toBe('The 8 chains agree (R̂ 1.03, at most 1.2 wanted); each started from an exactly uniform layout.');
  });
});

describe("the referee's reasons", () => {
  // Cells 0, 1, 2 are а1, а2, б1; every salvo one shot, on the line after the one before.
  const context = (lang: 'ru' | 'pl'): ReasonContext => ({
    lang,
    single: true,
    salvo: (at) => ({ number: at + 1, line: at + 9 }),
    cell: (c) => (lang === 'ru' ? ['а1', 'а2', 'б1'] : ['A1', 'A2', 'B1'])[c]!,
    className: () => (lang === 'ru' ? 'крейсер' : 'krążownik'),
    shotWords: () => (lang === 'ru' ? 'ранен' : 'trafiony'),
    entryWords: () => '',
    miss: lang === 'ru' ? 'мимо' : 'pudło',
    sunk: lang === 'ru' ? 'убит' : 'zatopiony',
  });
  const noRoom = { code: 'no-room', salvo: 0, cell: 0, sunk: true, misses: [{ salvo: 1, cell: 1 }] } as const;

  it('Russian: a ship through a cell is a participle phrase set off by commas (проходящий через а1,)', () => {
    expect(reasonSentence(noRoom, context('ru'))).toBe(
      'выстрел 1 (строка 9): ответ «ранен» на а1, но любой корабль, проходящий через а1 и обстрелянный по всем клеткам, занимает клетку с ответом «мимо»: а2 (выстрел 2, строка 10)',
    );
    expect(reasonSentence({ code: 'sunk-unfired', salvo: 0, cell: 0, classIndex: 0, size: 3 }, context('ru'))).toBe(
      'выстрел 1 (строка 9): ответ «ранен» на а1, но ни один корабль класса «крейсер» (3 клетки), проходящий через а1, не был к тому времени обстрелян по всем клеткам',
    );
    expect(reasonSentence({ code: 'hits-unsunk', hits: [{ salvo: 0, cell: 0 }], last: { salvo: 0, cell: 0 } }, context('ru'))).toMatch(/^любой корабль, проходящий через а1 \(выстрел 1, строка 9\), этим выстрелом/u);
  });

  it('Polish: a ship covering a cell (obejmujący A1), not "statek przez A1"', () => {
    expect(reasonSentence(noRoom, context('pl'))).toBe(
      'strzał 1 (wiersz 9): odpowiedź „trafiony” na A1, ale każdy statek obejmujący A1 i ostrzelany na wszystkich polach zajmuje pole z odpowiedzią „pudło”: A2 (strzał 2, wiersz 10)',
    );
    expect(reasonSentence({ code: 'sunk-unfired', salvo: 0, cell: 0, classIndex: 0, size: 3 }, context('pl'))).toBe(
      'strzał 1 (wiersz 9): odpowiedź „trafiony” na A1, ale żaden statek klasy „krążownik” (3 pola) obejmujący A1 nie był do tej pory ostrzelany na wszystkich polach',
    );
    for (const r of [noRoom, { code: 'no-room', salvo: 0, classIndex: 0, sunk: false, misses: [{ salvo: 1, cell: 1 }] } as const, { code: 'hits-unsunk', hits: [{ salvo: 0, cell: 0 }], last: { salvo: 0, cell: 0 } } as const]) {
      expect(reasonSentence(r, context('pl'))).not.toMatch(/statek przez/u);
    }
  });
});

describe('sentences that parse', () => {
  it('Russian: a salvo report names what is said, then what is not', () => {
    expect(phrasesFor('ru').perSalvo(true, true, true, 'попаданий нет')).toBe(
      'После всего залпа называют поражённые корабли и число попаданий, а также потопленные залпом корабли (но не то, какой выстрел попал); или «попаданий нет».',
    );
    expect(phrasesFor('ru').perSalvo(false, false, false, 'попаданий нет')).toBe('После всего залпа называют поражённые типы кораблей (но не то, какой выстрел попал); или «попаданий нет».');
  });

  it('Polish: the same, with no comma before oraz', () => {
    expect(phrasesFor('pl').perSalvo(true, true, true, 'pudło')).toBe(
      'Po całej salwie obrońca podaje trafione statki i liczbę trafień oraz statki zatopione salwą (ale nigdy tego, który strzał trafił); albo „pudło”.',
    );
    expect(phrasesFor('pl').perSalvo(false, false, false, 'pudło')).toBe('Po całej salwie obrońca podaje trafione typy statków (ale nigdy tego, który strzał trafił); albo „pudło”.');
  });

  it('Polish: how a cell is written, its separator named by a participle clause that agrees', () => {
    expect(phrasesFor('pl').cellWritten('3-E', false, '-')).toBe('Pole zapisuje się najpierw wierszem, potem kolumną, rozdzielając je znakiem „-”: 3-E.');
    expect(phrasesFor('ru').cellWritten('3-Е', false, '-')).toBe('Клетка записывается сначала рядом, потом столбцом через «-»: 3-Е.');
  });

  it('Polish: who starts, and then the sides fire in turn (a verb, not a chess move)', () => {
    expect(phrasesFor('pl').sides('„Niebiescy”', '„Czerwoni”', '„Czerwoni”')).toBe('Strony: „Niebiescy” i „Czerwoni”. Zaczyna: „Czerwoni”; potem strony strzelają na zmianę.');
  });
});

describe('counts after a word that does not agree with them', () => {
  it('Polish: the roster line says its ships lost and sunk as labels (stracone: 1, zatopione: 2), as the totals line says zadane: 20', () => {
    const t = playText('pl', true);
    expect([t.lost(1), t.sank(2)]).toEqual(['stracone: 1', 'zatopione: 2']);
    // Russian keeps its impersonal потеряно 1, потоплено 2 (a verb, which needs no colon).
    expect([playText('ru', true).lost(1), playText('ru', true).sank(2)]).toEqual(['потеряно 1', 'потоплено 2']);
  });

  it('count: the samples of an estimate grouped by thousands, as the count beside them is (10 000, 10,000)', () => {
    expect(countText('pl').estimate('statki-15', '8,11 × 10^28', 20000, 10000, '7,16 × 10^26', '11,03', 'budget', '1')).toContain('oszacowano z 10\u00a0000 losowych rozstawień');
    expect(countText('ru').estimate('v', '8,11 × 10^28', 20000, 10000, '7', '1,0', 'budget', '1')).toContain('оценка по 10\u00a0000 случайным расстановкам');
    expect(countText('en').estimate('v', '8.11 × 10^28', 20000, 10000, '7', '1.0', 'budget', '1')).toContain('estimated from 10,000 importance samples');
  });
});

describe('a total above the roster lines', () => {
  it('show: the hits of a total the roster lines hold are those in the ship lines (every hit is on a ship, so not по кораблям)', () => {
    expect(playText('ru', true).tallied(3, 1)).toBe('3 (из них в строках кораблей: 1)');
    expect(playText('pl', true).tallied(3, 1)).toBe('3 (w tym w wierszach statków: 1)');
    expect(playText('en', true).tallied(3, 1)).toBe('3 (1 of them by class)');
    // None of them in a ship line: said in words, not as a count of 0.
    expect(playText('ru', true).tallied(3, 0)).toBe('3 (из них в строках кораблей: ни одного)');
    expect(playText('pl', true).tallied(3, 0)).toBe('3 (żadne z nich nie jest w wierszach statków)');
    expect(playText('en', true).tallied(3, 0)).toBe('3 (none of them by class)');
    expect(playText('ru', true).tallied(1, 0)).toBe('1 (не в строках кораблей)');
    expect(playText('pl', true).tallied(1, 0)).toBe('1 (nie w wierszach statków)');
    expect(playText('en', true).tallied(1, 0)).toBe('1 (not by class)');
  });
});

describe("the pad's roster headings", () => {
  it('agree with each other: Получено, Нанесено, Потоплено; Otrzymane, Zadane, Zatopione', () => {
    const ru = padText('ru');
    expect([ru.hitsTaken, ru.hitsGiven, ru.enemySunk]).toEqual(['Получено', 'Нанесено', 'Потоплено у противника']);
    const pl = padText('pl');
    expect([pl.hitsTaken, pl.hitsGiven, pl.enemySunk]).toEqual(['Otrzymane', 'Zadane', 'Zatopione u wroga']);
  });
});

describe("the pad's fold and cut lines", () => {
  it('say two instructions, as Polish does (zgiąć, ciąć): согнуть and отрезать, not a noun beside a verb (сгиб)', () => {
    expect([padText('ru').fold, padText('ru').cut]).toEqual(['согнуть', 'отрезать']);
    expect([padText('pl').fold, padText('pl').cut]).toEqual(['zgiąć', 'ciąć']);
  });
});

describe("the built-in games' Russian and Polish texts", () => {
  const dir = join(import.meta.dirname, '../../templates');
  it('set a dash between words as an em dash, never a hyphen with spaces', () => {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml'))) {
      const lines = readFileSync(join(dir, file), 'utf8').split('\n');
      // The ru: and pl: texts, one line or a block under them (a block ends at the next key of its depth or less).
      let block: number | null = null;
      lines.forEach((line, i) => {
        const depth = line.length - line.trimStart().length;
        if (block !== null && line.trim() !== '' && depth <= block) block = null;
        const key = /^(\s*)(ru|pl):\s*(.*)$/u.exec(line);
        const text = key ? key[3]! : block !== null ? line : undefined;
        if (key && (key[3] === '|' || key[3] === '')) block = key[1]!.length;
        if (text === undefined) return;
        expect(text, `${file}:${i + 1}`).not.toMatch(/\s-\s/u);
        // Numbers in a row are a list (`из 3, 2, затем 1 выстрела`), not joined by hyphens (`по 3-2-1 выстрела`).
        expect(text, `${file}:${i + 1}`).not.toMatch(/\d-\d+-\d/u);
      });
    }
  });
});

describe("the built-in games' English summaries", () => {
  it('set a dash in a sentence as an em dash, as the Russian and Polish ones do (The Russian classic — ten ships …)', async () => {
    const summaries = new Map<string, string>();
    for (const id of await templateIds()) {
      const v = await loadVariant(id, { cwd: process.cwd() });
      summaries.set(id, localize(v.summary, 'en', v));
    }
    for (const [id, summary] of summaries) expect(summary, id).not.toMatch(/\s-\s/u);
    expect(summaries.get('morskoy-boy')).toBe('The Russian classic — ten ships that may not touch, single shots, a hit earns another shot.');
    expect(summaries.get('statki')).toMatch(/^The Polish classic — ten ships/u);
    expect(summaries.get('classic-1967')).toMatch(/^The classic boxed game — carrier 5/u);
  });
});
