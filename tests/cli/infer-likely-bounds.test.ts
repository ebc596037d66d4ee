/**
 * The most likely cells of an exact count, to a tenth of a percent: a cell that is not certain
 * never reads `100.0%` (nor one that may hold a ship `0.0%`), but `>99.9%` (`<0.1%`), as the chart
 * beside it says `>99` and `<1`; `100.0%` is left to a certain ship (`■`). Before, a cell empty in
 * 1 layout of 20,000 read `100.0%` among the likely cells while the chart said `>99`.
 */
import { describe, expect, it } from 'vitest';
import { exactPercent, formatInference, type InferReport } from '../../src/cli/commands/infer.js';
import { playText } from '../../src/cli/commands/play-text.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';

describe('the most likely cells of an exact count', () => {
  it('bound a chance that rounds to 100.0% or 0.0% without being certain', () => {
    expect(exactPercent(1)).toBe('100.0');
    expect(exactPercent(19_999 / 20_000)).toBe('>99.9');
    expect(exactPercent(0.9994)).toBe('99.9');
    expect(exactPercent(0.4213)).toBe('42.1');
    expect(exactPercent(1 / 20_000)).toBe('<0.1');
    expect(exactPercent(0.0006)).toBe('0.1');
  });

  it('as the report gives them, beside the chart, in English and in Russian', () => {
    const variant = makeVariant({ rows: 5, columns: 5, fleet: [shipClass('boat', 2)] });
    const marginal = new Array<number>(25).fill(0);
    // A1 certain, B1 all but certain, C1 all but never.
    [marginal[0], marginal[1], marginal[2]] = [1, 19_999 / 20_000, 1 / 20_000];
    const report: InferReport = { target: 'red', after: 0, evidence: { salvos: [] }, seconds: 0.01, result: { exact: true, count: 20_000n, marginal, classMarginal: { boat: marginal }, pinned: [] } };
    const en = formatInference(variant, report, undefined, 'en').split('\n');
    expect(en.find((l) => l.startsWith('1 '))!.trim().split(/\s+/u).slice(1, 4)).toEqual(['■', '>99', '<1']);
    expect(en).toContain('Most likely cells not yet fired at: A1 100.0%, B1 >99.9%, C1 <0.1%');
    const ru = formatInference(variant, report, undefined, 'ru', playText('ru', false).hint).split('\n');
    expect(ru).toContain('Самые вероятные необстрелянные клетки: A1 100,0%, B1 >99,9%, C1 <0,1%');
  });
});
