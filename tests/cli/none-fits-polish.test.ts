/**
 * `salvo infer` on a Polish record no legal fleet fits: "po" takes the locative, so the shot or
 * salvo after which none fits is "po strzale 3" / "po salwie 3" (never the genitive "po strzału").
 */
import { describe, expect, it } from 'vitest';
import { playText } from '../../src/cli/commands/play-text.js';

describe('infer, none fits, in Polish', () => {
  it('says "po strzale N" in a shot-by-shot game and "po salwie N" in a salvo game', () => {
    expect(playText('pl', true).hint.noneFits(3, undefined, [2, 3])).toMatch(/^Żadne nie pasuje po strzale 3; sprzeczne są odpowiedzi na strzały 2, 3 /u);
    expect(playText('pl', false).hint.noneFits(3, undefined, [2, 3])).toMatch(/^Żadne nie pasuje po salwie 3; sprzeczne są odpowiedzi na salwy 2, 3 /u);
  });
});
