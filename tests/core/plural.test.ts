/**
 * Every Russian and Polish phrase of salvo's reports with a number in it agrees with the number:
 * `после 1 залпа`, `после 5 залпов`, `после 21 залпа`; `po 1 salwie`, `po 22 salwach`;
 * `2 naruszenia`, `12 naruszeń`, `22 naruszenia`. Each phrase is run over 0, 1, 2, 5, 11, 12, 21,
 * 22, 25, 101, 111, and the form expected is told by the CLDR plural rules of the language
 * (`Intl.PluralRules`), not by salvo's own rule: the phrases of infer (text and PDF), analyze,
 * check's summary, show's and play's headings, play's hints and turn lines, variant show and the pad.
 */
import { describe, expect, it } from 'vitest';
import { plural, pluralCategory } from '../../src/core/plural.js';
import { playText } from '../../src/cli/commands/play-text.js';
import { reportText } from '../../src/cli/commands/report-text.js';
import { analysisText } from '../../src/analysis/report-text.js';
import { fill, heatmapText, padText } from '../../src/render/i18n.js';
import { phrasesFor } from '../../src/variant/describe-phrases.js';
import { suggestText } from '../../src/analysis/suggest-text.js';
import { countText } from '../../src/cli/commands/count-text.js';
import { simulateText } from '../../src/analysis/simulate-text.js';

const NUMBERS = [0, 1, 2, 5, 11, 12, 21, 22, 25, 101, 111] as const;

/** The form CLDR gives `n` in `lang`, among `[one, few, many]` (English: other is many). */
function expectedForm(lang: string, n: number, forms: readonly [string, string, string]): string {
  const category = new Intl.PluralRules(lang).select(n);
  return category === 'one' ? forms[0] : category === 'few' ? forms[1] : forms[2];
}

describe('plural', () => {
  it('agrees with CLDR for every count of the list, in English, Russian and Polish', () => {
    for (const lang of ['en', 'ru', 'pl']) {
      for (const n of [...NUMBERS, 3, 4, 13, 14, 104, 111, 112, 1001]) {
        const cldr = new Intl.PluralRules(lang).select(n);
        expect(pluralCategory(lang, n), `${lang} ${n}`).toBe(cldr === 'other' ? 'many' : cldr);
        expect(pluralCategory(lang, BigInt(n)), `${lang} ${n}n`).toBe(pluralCategory(lang, n));
      }
    }
  });

  it('gives the forms a player says', () => {
    const salvo = (lang: string, n: number): string => (lang === 'ru' ? `${n} ${plural('ru', n, 'залп', 'залпа', 'залпов')}` : `${n} ${plural('pl', n, 'salwa', 'salwy', 'salw')}`);
    expect([1, 2, 5, 21].map((n) => salvo('ru', n))).toEqual(['1 залп', '2 залпа', '5 залпов', '21 залп']);
    expect([1, 2, 5, 22, 12].map((n) => salvo('pl', n))).toEqual(['1 salwa', '2 salwy', '5 salw', '22 salwy', '12 salw']);
    expect(plural('ru-RU', 21, 'залп', 'залпа', 'залпов')).toBe('залп');
    expect(plural('en', 1, 'salvo', 'salvos')).toBe('salvo');
    expect(plural('en', 21, 'salvo', 'salvos')).toBe('salvos');
  });
});

describe('English phrases with a number', () => {
  it('say one and many, never "(s)"', () => {
    const en = analysisText('en', false);
    for (const n of NUMBERS) {
      const form = (one: string, many: string): string => `${n} ${expectedForm('en', n, [one, many, many])}`;
      expect(en.refereeOk(n)).toContain(form('salvo', 'salvos'));
      expect(en.refereeBreaches(n)).toContain(form('breach', 'breaches'));
      expect(playText('en', false).hint.unknownCount(n, '1.0')[0]).toContain(form('sample', 'samples'));
    }
  });
});

interface Phrase {
  readonly name: string;
  readonly lang: 'ru' | 'pl';
  /** The text with the number `n` in it. */
  readonly text: (n: number) => string;
  /** The forms the number takes there: one, few, many. */
  readonly forms: readonly [string, string, string];
  /** The counts the phrase is said of (all of NUMBERS when absent). */
  readonly from?: number;
}

function phrases(): Phrase[] {
  const out: Phrase[] = [];
  for (const single of [false, true]) {
    const kind = single ? 'shots' : 'salvos';
    const ru = playText('ru', single);
    const pl = playText('pl', single);
    const ruAfter: [string, string, string] = single ? ['выстрела', 'выстрелов', 'выстрелов'] : ['залпа', 'залпов', 'залпов'];
    const plAfter: [string, string, string] = single ? ['strzale', 'strzałach', 'strzałach'] : ['salwie', 'salwach', 'salwach'];
    const layouts = (n: number) => ({ kind: 'exact' as const, layouts: BigInt(n) });
    out.push(
      { name: `play/show heading (${kind})`, lang: 'ru', text: (n) => ru.paperAfter('первый', n), forms: ruAfter },
      { name: `play/show heading (${kind})`, lang: 'pl', text: (n) => pl.paperAfter('ala', n), forms: plAfter },
      { name: `infer heading (${kind})`, lang: 'ru', text: (n) => ru.hint.heading('Морской бой', 'второй', n), forms: ruAfter },
      { name: `infer heading (${kind})`, lang: 'pl', text: (n) => pl.hint.heading('Statki', 'tomek', n), forms: plAfter },
      { name: `infer --pdf title (${kind})`, lang: 'ru', text: (n) => heatmapText('ru', single).title({ game: 'g', side: 's', salvos: n, count: { kind: 'unknown' } }), forms: ruAfter },
      { name: `infer --pdf title (${kind})`, lang: 'pl', text: (n) => heatmapText('pl', single).title({ game: 'g', side: 's', salvos: n, count: { kind: 'unknown' } }), forms: plAfter },
      { name: `check summary (${kind})`, lang: 'ru', text: (n) => reportText('ru', single).checkSummary('g.yaml', false, n, 7, 'r'), forms: ['нарушение', 'нарушения', 'нарушений'] },
      { name: `check summary (${kind})`, lang: 'pl', text: (n) => reportText('pl', single).checkSummary('g.yaml', false, n, 7, 'r'), forms: ['naruszenie', 'naruszenia', 'naruszeń'] },
      { name: `analyze referee (${kind})`, lang: 'ru', text: (n) => analysisText('ru', single).refereeBreaches(n), forms: ['нарушение', 'нарушения', 'нарушений'] },
      { name: `analyze referee (${kind})`, lang: 'pl', text: (n) => analysisText('pl', single).refereeBreaches(n), forms: ['naruszenie', 'naruszenia', 'naruszeń'] },
      { name: `analyze left out (${kind})`, lang: 'ru', text: (n) => analysisText('ru', single).leftOutSize(3, n, 'x'), forms: ['выстрел', 'выстрела', 'выстрелов'] },
      { name: `analyze left out (${kind})`, lang: 'pl', text: (n) => analysisText('pl', single).leftOutSize(3, n, 'x'), forms: ['strzał', 'strzały', 'strzałów'] },
      { name: `hint, sampled (${kind})`, lang: 'ru', text: (n) => ru.hint.about('1,000', n, undefined, '0.1', '1.0'), forms: ['случайной расстановке', 'случайным расстановкам', 'случайным расстановкам'] },
      { name: `hint, sampled (${kind})`, lang: 'pl', text: (n) => pl.hint.about('1,000', n, undefined, '0.1', '1.0'), forms: ['losowego rozstawienia', 'losowych rozstawień', 'losowych rozstawień'] },
      { name: `infer, chain's chains (${kind})`, lang: 'ru', text: (n) => ru.hint.chain!(n, 1000, '0.50', '1,0'), forms: ['цепь', 'цепи', 'цепей'] },
      { name: `infer, chain's chains (${kind})`, lang: 'pl', text: (n) => pl.hint.chain!(n, 1000, '0.50', '1,0'), forms: ['łańcuch', 'łańcuchy', 'łańcuchów'] },
      { name: `infer, chain's sweeps (${kind})`, lang: 'ru', text: (n) => ru.hint.chain!(8, n, '0.50', '1,0'), forms: ['проход', 'прохода', 'проходов'] },
      { name: `infer, chain's sweeps (${kind})`, lang: 'pl', text: (n) => pl.hint.chain!(8, n, '0.50', '1,0'), forms: ['przebieg', 'przebiegi', 'przebiegów'] },
      { name: `infer, none fits (${kind})`, lang: 'ru', text: (n) => ru.hint.noneFits(4, n, [2]), forms: ['выстрела', 'выстрелов', 'выстрелов'] },
      { name: `infer, none fits (${kind})`, lang: 'pl', text: (n) => pl.hint.noneFits(4, n, [2]), forms: ['strzałem', 'strzałami', 'strzałami'] },
    );
    // The heatmap's count of layouts, with the salvos one past it (never the same number).
    out.push(
      { name: `infer --pdf layouts (${kind})`, lang: 'ru', text: (n) => heatmapText('ru', single).title({ game: 'g', side: 's', salvos: 1000, count: layouts(n) }), forms: ['расстановка', 'расстановки', 'расстановок'] },
      { name: `infer --pdf layouts (${kind})`, lang: 'pl', text: (n) => heatmapText('pl', single).title({ game: 'g', side: 's', salvos: 1000, count: layouts(n) }), forms: ['rozstawienie', 'rozstawienia', 'rozstawień'] },
    );
  }
  // Salvo games only: the shots owed, one number or a range (`до 21 выстрела`), and a whole turn's results.
  const ru = playText('ru', false);
  const pl = playText('pl', false);
  out.push(
    { name: 'play turn, shots owed', lang: 'ru', text: (n) => ru.owed(n, n), forms: ['выстрел', 'выстрела', 'выстрелов'] },
    { name: 'play turn, shots owed', lang: 'pl', text: (n) => pl.owed(n, n), forms: ['strzał', 'strzały', 'strzałów'] },
    { name: 'play turn, shots owed up to', lang: 'ru', text: (n) => ru.owed(0, n), forms: ['выстрела', 'выстрелов', 'выстрелов'], from: 1 },
    { name: 'play turn, shots owed up to', lang: 'pl', text: (n) => pl.owed(0, n), forms: ['strzału', 'strzałów', 'strzałów'], from: 1 },
    { name: 'suggest, shots owed up to', lang: 'ru', text: (n) => suggestText('ru').owedRange(0, n), forms: ['выстрела', 'выстрелов', 'выстрелов'], from: 1 },
    { name: 'suggest, shots owed up to', lang: 'pl', text: (n) => suggestText('pl').owedRange(0, n), forms: ['strzału', 'strzałów', 'strzałów'], from: 1 },
    { name: 'suggest, cells suggested for shots owed up to', lang: 'ru', text: (n) => suggestText('ru').owedRange(0, n), forms: ['клетка', 'клетки', 'клеток'], from: 1 },
    { name: 'suggest, cells suggested for shots owed up to', lang: 'pl', text: (n) => suggestText('pl').owedRange(0, n), forms: ['pole', 'pola', 'pól'], from: 1 },
    { name: 'suggest, shots owed (heading)', lang: 'ru', text: (n) => suggestText('ru').heading('X', String(n), n, 'hits'), forms: ['выстрел', 'выстрела', 'выстрелов'], from: 1 },
    { name: 'suggest, shots owed (heading)', lang: 'pl', text: (n) => suggestText('pl').heading('X', String(n), n, 'hits'), forms: ['strzał', 'strzały', 'strzałów'], from: 1 },
    { name: 'count, exact', lang: 'ru', text: (n) => countText('ru').exact('v', BigInt(n), '0,10'), forms: ['допустимая расстановка', 'допустимые расстановки', 'допустимых расстановок'] },
    { name: 'count, exact', lang: 'pl', text: (n) => countText('pl').exact('v', BigInt(n), '0,10'), forms: ['dozwolone rozstawienie', 'dozwolone rozstawienia', 'dozwolonych rozstawień'] },
    { name: 'count, sampled', lang: 'ru', text: (n) => countText('ru').estimate('v', '1000', 2000, n, '5', '1,0', 'budget', '1'), forms: ['случайной расстановке', 'случайным расстановкам', 'случайным расстановкам'] },
    { name: 'count, sampled', lang: 'pl', text: (n) => countText('pl').estimate('v', '1000', 2000, n, '5', '1,0', 'budget', '1'), forms: ['losowego rozstawienia', 'losowych rozstawień', 'losowych rozstawień'] },
    { name: 'simulate progress, salvos', lang: 'ru', text: (n) => simulateText('ru').progress(1, 1000, n), forms: ['залп', 'залпа', 'залпов'] },
    { name: 'simulate progress, salvos', lang: 'pl', text: (n) => simulateText('pl').progress(1, 1000, n), forms: ['salwa', 'salwy', 'salw'] },
    { name: 'simulate progress, games', lang: 'ru', text: (n) => simulateText('ru').progress(0, n, 1000), forms: ['партия', 'партии', 'партий'] },
    { name: 'simulate progress, games', lang: 'pl', text: (n) => simulateText('pl').progress(0, n, 1000), forms: ['gra', 'gry', 'gier'] },
    { name: 'play, results of a turn', lang: 'ru', text: (n) => playText('ru', true).typeResultOrAll('А1', n, 'А1 Б1'), forms: ['ответ', 'ответа', 'ответов'] },
    { name: 'play, results of a turn', lang: 'pl', text: (n) => playText('pl', true).typeResultOrAll('A1', n, 'A1 B1'), forms: ['wynik', 'wyniki', 'wyników'] },
    { name: 'pad cover, shot limit', lang: 'ru', text: (n) => fill(padText('ru').shotLimitRule, n), forms: ['выстрела', 'выстрелов', 'выстрелов'] },
    { name: 'pad cover, shot limit', lang: 'pl', text: (n) => fill(padText('pl').shotLimitRule, n), forms: ['strzał', 'strzały', 'strzałów'] },
    { name: 'pad, shots a box stands for', lang: 'ru', text: (n) => fill(padText('ru').shotsPerBox, n), forms: ['выстрел', 'выстрела', 'выстрелов'] },
    { name: 'pad, shots a box stands for', lang: 'pl', text: (n) => fill(padText('pl').shotsPerBox, n), forms: ['strzał', 'strzały', 'strzałów'] },
    { name: 'variant show, cells', lang: 'ru', text: (n) => phrasesFor('ru').cells(n), forms: ['клетка', 'клетки', 'клеток'] },
    { name: 'variant show, cells', lang: 'pl', text: (n) => phrasesFor('pl').cells(n), forms: ['pole', 'pola', 'pól'] },
    { name: 'variant show, shot limit', lang: 'ru', text: (n) => phrasesFor('ru').shotLimit(n), forms: ['выстрела', 'выстрелов', 'выстрелов'] },
    { name: 'variant show, shot limit', lang: 'pl', text: (n) => phrasesFor('pl').shotLimit(n), forms: ['strzał', 'strzały', 'strzałów'] },
    { name: 'variant show, shots per ship', lang: 'ru', text: (n) => phrasesFor('ru').salvoShips(n, 3), forms: ['выстрел', 'выстрела', 'выстрелов'] },
    { name: 'variant show, shots per ship', lang: 'pl', text: (n) => phrasesFor('pl').salvoShips(n, 3), forms: ['strzał', 'strzały', 'strzałów'] },
  );
  return out;
}

describe('Russian and Polish phrases with a number', () => {
  for (const p of phrases()) {
    it(`${p.lang}: ${p.name}`, () => {
      for (const n of NUMBERS.filter((k) => k >= (p.from ?? 0))) {
        const want = `${n} ${expectedForm(p.lang, n, p.forms)}`;
        const text = p.text(n);
        // The number with its form, whole words on both sides (not `5 залпов` inside `25 залпов`).
        expect(text, `${n}`).toMatch(new RegExp(`(^|[^\\p{L}\\p{N}])${want}($|[^\\p{L}])`, 'u'));
      }
    });
  }
});
