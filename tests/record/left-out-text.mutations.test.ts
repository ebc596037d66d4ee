/**
 * A hospital hit left out, said from its parts: salvos alike only where both their shots and what
 * was owed agree, lists of three with commas, and the mend's clause in every language.
 */
import { describe, expect, it } from 'vitest';
import { leftOutHint, mendClause, sizedText, type LeftOutParts } from '../../src/record/left-out-text.js';

const parts = (salvos: { salvo: number; shots: number; owed: string }[]): LeftOutParts => ({ cells: ['и1'], ships: 'госпиталь', sized: { target: 'красные', salvos } });

describe('the salvos sized by the damage as announced', () => {
  it('of the same shots but owed differently are each said with what it was owed', () => {
    const owedApart = parts([
      { salvo: 3, shots: 3, owed: '2' },
      { salvo: 4, shots: 3, owed: '2–3' },
    ]);
    expect(sizedText('en', owedApart)).toBe("the salvos of красные went by the damage announced: salvo 3 had 3, not 2, salvo 4 had 3, not 2–3: part of this slip too");
    expect(sizedText('ru', owedApart)).toBe('в залпах стороны «красные» было столько выстрелов, сколько полагалось по объявленным повреждениям: в залпе 3 — 3 выстрела вместо 2, в залпе 4 — 3 выстрела вместо 2–3: это тоже часть той же ошибки');
  });

  it('one salvo of one shot: "shot", and no "each"', () => {
    expect(sizedText('en', parts([{ salvo: 5, shots: 1, owed: '0' }]))).toBe("salvo 5 of красные had 1 shot, as the damage announced owed, not 0: part of this slip too");
  });

  it('three alike: listed with a comma and "and", "и", "i"', () => {
    const three = parts([3, 4, 5].map((salvo) => ({ salvo, shots: 3, owed: '2' })));
    expect(sizedText('en', three)).toContain("salvos 3, 4 and 5 of красные had 3 shots each");
    expect(sizedText('ru', three)).toContain('в каждом из залпов 3, 4 и 5 стороны «красные»');
    expect(sizedText('pl', three)).toContain('każda z salw 3, 4 i 5 strony „красные”');
  });

  it('with nothing else known, the hint is the sizes alone; with nothing at all, none', () => {
    expect(leftOutHint('en', parts([{ salvo: 3, shots: 3, owed: '2' }]))).toBe("salvo 3 of красные had 3 shots, as the damage announced owed, not 2: part of this slip too");
    expect(leftOutHint('en', { cells: ['и1'], ships: 'госпиталь' })).toBeUndefined();
  });
});

describe('the mend clause', () => {
  const mend = (sized: number[]) => ({ shooter: 'синие', lostTurnSalvo: 4, ships: 'госпиталь', target: 'красные', sized });

  it('agrees with three salvos, and says nothing of sizes where there are none, in every language', () => {
    expect(mendClause('en', mend([3, 4, 5]))).toBe("then salvo 4 of синие, fired in the turn the hit on the госпиталь cost it, is a penalty-ignored breach, and salvos 3, 4 and 5 of красные are the wrong size (wrong-salvo-size)");
    expect(mendClause('ru', mend([3]))).toBe('тогда залп 4 стороны «синие», сделанный в ход, который она должна была пропустить за попадание в госпиталь, — нарушение penalty-ignored, а залп 3 стороны «красные» — неверного размера (wrong-salvo-size)');
    expect(mendClause('pl', mend([]))).toBe('wtedy salwa 4 strony „синие”, oddana w turze, którą miała stracić za trafienie w госпиталь, to naruszenie penalty-ignored');
    expect(mendClause('pl', mend([3, 4, 5]))).toContain(', a salwy 3, 4 i 5 strony „красные” mają złą liczbę strzałów (wrong-salvo-size)');
  });
});
