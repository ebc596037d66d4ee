import { describe, expect, it } from 'vitest';
import { analysisText } from '../../src/analysis/report-text.js';
import { reportText } from '../../src/cli/commands/report-text.js';

// check's summary line and analyze's referee line say how many salvos (shots) the record holds
// as a sentence, the noun (and the Polish verb) agreeing with the number, and both say it alike.
// The forms are written out here by hand, one per plural case: 1, 2–4, 5+, 12–14, 21, 22.
const ru: Record<number, [string, string]> = {
  1: ['1 выстрел', '1 залп'],
  2: ['2 выстрела', '2 залпа'],
  5: ['5 выстрелов', '5 залпов'],
  12: ['12 выстрелов', '12 залпов'],
  21: ['21 выстрел', '21 залп'],
  22: ['22 выстрела', '22 залпа'],
};
const pl: Record<number, [string, string]> = {
  1: ['jest 1 strzał', 'jest 1 salwa'],
  2: ['są 2 strzały', 'są 2 salwy'],
  5: ['jest 5 strzałów', 'jest 5 salw'],
  12: ['jest 12 strzałów', 'jest 12 salw'],
  21: ['jest 21 strzałów', 'jest 21 salw'],
  22: ['są 22 strzały', 'są 22 salwy'],
};

describe('how many salvos the record holds, in Russian and Polish', () => {
  for (const n of [1, 2, 5, 12, 21, 22]) {
    for (const single of [true, false]) {
      const i = single ? 0 : 1;
      it(`ru, ${n} ${single ? 'shots' : 'salvos'}`, () => {
        expect(reportText('ru', single).checkSummary('g.yaml', true, 0, n, 'исход партии не решён')).toBe(`g.yaml: нарушений нет, в записи ${ru[n]![i]}; исход партии не решён`);
        expect(reportText('ru', single).checkSummary('g.yaml', false, 2, n, 'исход партии не решён')).toBe(`g.yaml: 2 нарушения, в записи ${ru[n]![i]}; исход партии не решён`);
        expect(analysisText('ru', single).refereeOk(n)).toBe(`судья: нарушений нет, в записи ${ru[n]![i]}`);
      });
      it(`pl, ${n} ${single ? 'shots' : 'salvos'}`, () => {
        expect(reportText('pl', single).checkSummary('g.yaml', true, 0, n, 'gra nierozstrzygnięta')).toBe(`g.yaml: brak naruszeń, w zapisie ${pl[n]![i]}; gra nierozstrzygnięta`);
        expect(reportText('pl', single).checkSummary('g.yaml', false, 5, n, 'gra nierozstrzygnięta')).toBe(`g.yaml: 5 naruszeń, w zapisie ${pl[n]![i]}; gra nierozstrzygnięta`);
        expect(analysisText('pl', single).refereeOk(n)).toBe(`sędzia: brak naruszeń, w zapisie ${pl[n]![i]}`);
      });
    }
  }
  it('English is unchanged', () => {
    expect(reportText('en', false).checkSummary('g.yaml', true, 0, 1, 'x')).toBe('g.yaml: no breaches in 1 salvo; x');
    expect(reportText('en', true).checkSummary('g.yaml', true, 0, 22, 'x')).toBe('g.yaml: no breaches in 22 shots; x');
  });
});
