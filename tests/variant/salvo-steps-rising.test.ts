/**
 * A damage step that gives more shots than the one before (`shots: 2, steps: [{damage: 4, shots:
 * 3}, …]`) is a warning, not an error (it may be meant): damage usually lowers the shots; the
 * advice lists the same shot numbers in falling order (en/ru/pl).
 */
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/core/diagnostics.js';
import { designSaid } from '../../src/variant/design-text.js';
import { readVariantText } from '../../src/variant/parse.js';

const variant = (salvo: string): string =>
  [
    'id: rise',
    'languages: [en]',
    'name: Rise',
    'board: { rows: 10, columns: 10 }',
    'fleet:',
    '  - { id: a, name: A, size: 4, count: 2 }',
    '  - { id: b, name: B, size: 3, count: 2 }',
    `turns: { salvo: ${salvo} }`,
    'words:',
    '  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }',
    '',
  ].join('\n');

function read(salvo: string): { ok: boolean; all: Diagnostic[] } {
  const r = readVariantText(variant(salvo), 'v.yaml');
  return { ok: r.ok, all: r.ok ? [...r.warnings] : [...r.diagnostics] };
}

describe('salvo-steps-rising', () => {
  it('warns once, at the first step that rises, and the variant still reads', () => {
    const r = read('{ kind: damage, shots: 2, steps: [{ damage: 4, shots: 3 }, { damage: 8, shots: 4 }] }');
    expect(r.ok).toBe(true);
    const rising = r.all.filter((d) => d.code === 'salvo-steps-rising');
    expect(rising).toHaveLength(1);
    const d = rising[0]!;
    expect(d.severity).toBe('warning');
    expect(d.path).toBe('turns.salvo.steps[0].shots');
    expect(d.message).toBe('turns.salvo.steps[0].shots: 3 shots from 4 hits taken, more than the 2 before: damage usually lowers the shots');
    expect(d.suggestion).toBe('if more shots are not meant, list them in falling order: shots: 4, steps: [{ damage: 4, shots: 3 }, { damage: 8, shots: 2 }]');
  });

  it('the list it suggests reads without the warning, with the same damages and shot numbers', () => {
    const d = read('{ kind: damage, shots: 5, steps: [{ damage: 2, shots: 3 }, { damage: 6, shots: 4 }, { damage: 9, shots: 1 }] }').all.find((x) => x.code === 'salvo-steps-rising')!;
    expect(d.path).toBe('turns.salvo.steps[1].shots');
    const write = /in falling order: (.*)$/u.exec(d.suggestion ?? '')![1]!;
    expect(write).toBe('shots: 5, steps: [{ damage: 2, shots: 4 }, { damage: 6, shots: 3 }, { damage: 9, shots: 1 }]');
    const again = read(`{ kind: damage, ${write} }`);
    expect(again.ok).toBe(true);
    expect(again.all.map((x) => x.code)).not.toContain('salvo-steps-rising');
  });

  it('steps that keep or lower the shots say nothing', () => {
    for (const salvo of ['{ kind: damage, shots: 4, steps: [{ damage: 4, shots: 3 }, { damage: 8, shots: 3 }] }', '{ kind: damage, shots: 4, steps: [{ damage: 4, shots: 4 }] }']) {
      expect(read(salvo).all.map((x) => x.code), salvo).not.toContain('salvo-steps-rising');
    }
  });

  it('is said in Russian and Polish', () => {
    const d = read('{ kind: damage, shots: 2, steps: [{ damage: 4, shots: 3 }, { damage: 8, shots: 4 }] }').all.find((x) => x.code === 'salvo-steps-rising')!;
    expect(designSaid(d.code, d.parts, 'ru')).toEqual({
      message: 'turns.salvo.steps[0].shots: 3 выстрела после 4 попаданий, больше, чем 2 до того: обычно повреждения уменьшают число выстрелов',
      suggestion: 'если больше выстрелов не задумано, перечислите их по убыванию: shots: 4, steps: [{ damage: 4, shots: 3 }, { damage: 8, shots: 2 }]',
    });
    expect(designSaid(d.code, d.parts, 'pl')).toEqual({
      message: 'turns.salvo.steps[0].shots: 3 strzały po 4 trafieniach, więcej niż 2 wcześniej: zwykle uszkodzenia zmniejszają liczbę strzałów',
      suggestion: 'jeśli więcej strzałów nie jest zamierzone, wypisz je malejąco: shots: 4, steps: [{ damage: 4, shots: 3 }, { damage: 8, shots: 2 }]',
    });
  });
});

describe('damage steps out of order', () => {
  it('are one salvo-steps error, not also salvo-steps-rising, with the steps in order to write, which read clean', () => {
    const r = read('{ kind: damage, shots: 3, steps: [{ damage: 6, shots: 1 }, { damage: 3, shots: 2 }] }');
    expect(r.all.map((d) => [d.code, d.path])).toEqual([['salvo-steps', 'turns.salvo.steps[1].damage']]);
    const d = r.all[0]!;
    expect(d.message).toBe('turns.salvo.steps[1].damage: 3 after 6 is not ascending');
    expect(d.suggestion).toBe('list the damage thresholds in increasing order: steps: [{ damage: 3, shots: 2 }, { damage: 6, shots: 1 }]');
    const write = /increasing order: (.*)$/u.exec(d.suggestion ?? '')![1]!;
    const again = read(`{ kind: damage, shots: 3, ${write} }`);
    expect(again.ok).toBe(true);
    expect(again.all).toEqual([]);
    expect(designSaid(d.code, d.parts, 'ru')?.suggestion).toBe(`перечислите пороги повреждений по возрастанию: ${write}`);
    expect(designSaid(d.code, d.parts, 'pl')?.suggestion).toBe(`wypisz progi uszkodzeń rosnąco: ${write}`);
  });

  it('are said once where several are out of order; shots that still rise once in order are warned of then', () => {
    const r = read('{ kind: damage, shots: 2, steps: [{ damage: 9, shots: 4 }, { damage: 6, shots: 3 }, { damage: 3, shots: 1 }] }');
    expect(r.all.map((d) => d.code)).toEqual(['salvo-steps']);
    const write = /increasing order: (.*)$/u.exec(r.all[0]!.suggestion ?? '')![1]!;
    expect(write).toBe('steps: [{ damage: 3, shots: 1 }, { damage: 6, shots: 3 }, { damage: 9, shots: 4 }]');
    const again = read(`{ kind: damage, shots: 2, ${write} }`);
    expect(again.ok).toBe(true);
    expect(again.all.map((d) => d.code)).toEqual(['salvo-steps-rising']);
  });

  it('a threshold given twice is told so, as no order mends it', () => {
    const r = read('{ kind: damage, shots: 3, steps: [{ damage: 4, shots: 2 }, { damage: 4, shots: 1 }] }');
    expect(r.all.map((d) => d.code)).toEqual(['salvo-steps']);
    expect(r.all[0]!.suggestion).toBe('give each damage threshold once (4 is given twice), in increasing order');
    expect(designSaid('salvo-steps', r.all[0]!.parts, 'ru')?.suggestion).toBe('укажите каждый порог повреждений один раз (4 указан дважды), по возрастанию');
  });
});
