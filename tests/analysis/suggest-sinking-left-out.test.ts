/**
 * suggest --goal information, a salvo of several shots each answered, where the report tells a
 * sinking (classic-salvo): where the posterior gives every class's placements (as suggest asks
 * it), each shot is chosen and summed by its whole answer, "sunk" too (./shot-answer-salvo.test.ts);
 * where it does not, by its hit or miss (or the class hit) alone, and a note says the sinking is
 * left out (en/ru/pl). Not said where the report tells no sinking, or where one shot is weighed by
 * its whole answer.
 */
import { describe, expect, it } from 'vitest';
import { suggestSalvo } from '../../src/analysis/suggest.js';
import { suggestText } from '../../src/analysis/suggest-text.js';
import { infer } from '../../src/inference/engine.js';
import type { Evidence } from '../../src/inference/evidence.js';
import type { ReportPolicy, Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';

const variantOf = (report: ReportPolicy): Variant =>
  makeVariant({ rows: 4, columns: 5, fleet: [shipClass('three', 3), shipClass('two', 2)], placement: { diagonal: false, spacing: 'may-touch' }, report });

// One hit at 7: a shot beside it may sink the two.
const evidence: Evidence = { salvos: [{ cells: [7], announcement: { kind: 'per-shot', shots: [{ result: 'hit' }] } }] };

const notesOf = (report: ReportPolicy, shots: number, lang = 'en', everyPlacement = false): string[] => {
  const variant = variantOf(report);
  const post = infer(variant, evidence, { everyPlacement });
  return [...suggestSalvo(variant, post, new Set([7]), { min: shots, max: shots }, 'information', undefined, undefined, suggestText(lang)).notes];
};

describe('suggest --goal information: a salvo summed by each shot’s line says the sinking is left out', () => {
  it('said where each shot may be answered "sunk", in en, ru and pl', () => {
    expect(notesOf({ timing: 'per-shot', sunk: 'with-class', hitClass: false }, 3)).toContain('each shot is counted by its hit or miss alone: the sinking (and the class sunk) its answer may also tell is left out');
    expect(notesOf({ timing: 'per-shot', sunk: 'plain', hitClass: true }, 2)).toContain('each shot is counted by its miss or the class hit alone: the sinking (and the class sunk) its answer may also tell is left out');
    expect(notesOf({ timing: 'per-shot', sunk: 'with-class', hitClass: false }, 3, 'ru')).toContain(
      'каждый выстрел оценён лишь по тому, попадание это или промах: потопление (и класс потопленного корабля), о котором ответ тоже может сказать, не учтено',
    );
    expect(notesOf({ timing: 'per-shot', sunk: 'with-class', hitClass: false }, 3, 'pl')).toContain(
      'każdy strzał oceniono tylko po tym, czy to trafienie, czy pudło: zatopienia (i klasy zatopionego statku), o którym odpowiedź też może powiedzieć, nie uwzględniono',
    );
  });

  it('not said where no sinking is told, nor for one shot weighed by its whole answer, nor where each shot is', () => {
    const left = (notes: string[]): boolean => notes.some((n) => n.includes('sinking (and the class sunk)'));
    expect(left(notesOf({ timing: 'per-shot', sunk: 'none', hitClass: false }, 3))).toBe(false);
    expect(left(notesOf({ timing: 'per-shot', sunk: 'with-class', hitClass: false }, 1, 'en', true))).toBe(false);
    expect(left(notesOf({ timing: 'per-shot', sunk: 'with-class', hitClass: false }, 3, 'en', true))).toBe(false);
    expect(left(notesOf({ timing: 'per-shot', sunk: 'plain', hitClass: true }, 2, 'en', true))).toBe(false);
  });
});

describe('suggest in Russian: the exact figure’s layouts are those that fit the announcements', () => {
  it('"по N расстановкам, согласным с объявлениями", where it read "по N согласным расстановкам" (agreeable layouts)', () => {
    const notes = notesOf({ timing: 'per-shot', sunk: 'with-class', hitClass: false }, 1, 'ru', true).join('\n');
    expect(notes).toMatch(/энтропия ответа по [\d  ]+ расстановкам, согласным с объявлениями \(возможных ответов: \d+\)/);
    expect(notes).not.toContain('согласным расстановкам');
  });
});
