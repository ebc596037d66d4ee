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
import { hospitalLine } from './helpers/hospital-line.js';

describe('suggest, goal information, the note on how the information was reckoned', () => {
  it.each([
    [1, 'expected information is approximated by the entropy of the shot’s answer'],
    [2, 'expected information is approximated by the entropy of each shot’s answer, summed over the salvo'],
  ])('%i shot(s) owed: said of them', (shots, note) => {
    const variant = hospitalLine(8, shots);
    const s = suggestSalvo(variant, engineInferrer(variant, { salvos: [] }), new Set(), { min: shots, max: shots }, 'information');
    expect(s.cells).toHaveLength(shots);
    expect(s.notes).toContain(note);
    if (shots === 1) expect(s.notes.filter((n) => n.startsWith('expected information')).join('\n')).not.toContain('salvo');
  });

  it.each([
    ['en', 'the entropy of the shot’s answer', 'the cell was chosen by the information its line gives', /salvo|each shot/u],
    ['ru', 'энтропией ответа на выстрел', 'клетка выбрана по информации, указанной в её строке', /залп|каждого выстрела/u],
    ['pl', 'entropią odpowiedzi na strzał', 'pole wybrano według informacji podanej w jego wierszu', /salw|każdego strzału/u],
  ] as const)('%s: one shot said as one', (lang, approximated, chosen, several) => {
    const t = suggestText(lang);
    expect(t.informationApproximated(true)).toContain(approximated);
    expect(t.informationApproximated(true)).not.toMatch(several);
    expect(t.informationExact(108576n, 3, false, true)).toContain(chosen);
    expect(t.informationExact(108576n, 3, false, true)).not.toMatch(several);
    // Several shots: the salvo's words.
    expect(t.informationApproximated(false)).toMatch(several);
    expect(t.informationExact(108576n, 3, false, false)).toMatch(several);
  });
});
