/**
 * `suggest --goal information` with one shot to fire: its notes speak of that shot, not of "each
 * shot's answer, summed over the salvo" nor of cells "chosen by each shot's own entropy", which
 * read as if a salvo of several were suggested (Statki, Морской бой: one shot a turn). With
 * several shots the salvo's words stay.
 */
import { describe, expect, it } from 'vitest';
import { engineInferrer } from '../../src/analysis/inferrers.js';
import { suggestSalvo } from '../../src/analysis/suggest.js';
import { suggestText } from '../../src/analysis/suggest-text.js';
import type { Variant } from '../../src/variant/model.js';
import { hospitalLine } from './helpers/hospital-line.js';

describe('suggest, goal information, the note on how the information was reckoned', () => {
  it.each([
    [1, "expected information is approximated by the entropy of the shot's answer"],
    [2, "expected information is approximated by the entropy of each shot's answer, summed over the salvo"],
  ])('%i shot(s) owed: said of them', (shots, note) => {
    // Sinking told, and the posterior without every class's placements: one shot's whole answer
    // is not told by it (src/analysis/shot-answer.ts), so the figure is approximated.
    const variant: Variant = { ...hospitalLine(8, shots), report: { timing: 'per-salvo', by: 'class', counts: false, sunk: true } };
    const s = suggestSalvo(variant, engineInferrer(variant, { salvos: [] }), new Set(), { min: shots, max: shots }, 'information');
    expect(s.cells).toHaveLength(shots);
    expect(s.notes).toContain(note);
    if (shots === 1) expect(s.notes.filter((n) => n.startsWith('expected information')).join('\n')).not.toContain('salvo');
  });

  it.each([
    ['en', "the entropy of the shot's answer", 'the cell was chosen by the information its line gives', /salvo|each shot/u, 'the cell is the one whose whole answer tells the most'],
    ['ru', 'энтропией ответа на выстрел', 'клетка выбрана по информации, указанной в её строке', /залп|каждого выстрела/u, 'выбрана клетка, для которой весь ответ на выстрел даёт больше всего информации'],
    ['pl', 'entropią odpowiedzi na strzał', 'pole wybrano według informacji podanej w jego wierszu', /salw|każdego strzału/u, 'wybrano pole, dla którego cała odpowiedź na strzał daje najwięcej informacji'],
  ] as const)('%s: one shot said as one', (lang, approximated, chosen, several, whole) => {
    const t = suggestText(lang);
    expect(t.informationApproximated(true)).toContain(approximated);
    expect(t.informationApproximated(true)).not.toMatch(several);
    expect(t.informationExact(108576n, 3, false, true)).toContain(chosen);
    expect(t.informationExact(108576n, 3, false, true)).not.toMatch(several);
    // Chosen by its whole answer, every cell's (src/analysis/shot-answer.ts): said so, not of its line.
    expect(t.informationExact(108576n, 3, false, true, true)).toContain(whole);
    expect(t.informationExact(108576n, 3, false, true, true)).not.toContain(chosen);
    expect(t.informationExact(108576n, 3, false, true, true)).not.toMatch(several);
    // Several shots: the salvo's words.
    expect(t.informationApproximated(false)).toMatch(several);
    expect(t.informationExact(108576n, 3, false, false)).toMatch(several);
  });
});
