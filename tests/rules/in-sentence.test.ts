/**
 * A class name inside an English sentence (`inSentence`, as `check` says `a hit on the cruiser
 * after it was announced sunk`): each word in lower case, but a word whose capital stands for a
 * letter or a shape (`U-boat`, `L-ship`) or one all in capitals (`PT`), which lower case would
 * make another word (mutations N01, N02 of round 6).
 */
import { describe, expect, it } from 'vitest';
import { inSentence } from '../../src/rules/notation.js';

describe('a class name inside a sentence', () => {
  it('lowers each ordinary word', () => {
    expect(inSentence('Hospital ship')).toBe('hospital ship');
    expect(inSentence('Cruiser')).toBe('cruiser');
  });

  it('keeps a capital standing for a letter or a shape, and a word all in capitals', () => {
    expect(inSentence('U-boat')).toBe('U-boat');
    expect(inSentence('L-ship')).toBe('L-ship');
    expect(inSentence('PT')).toBe('PT');
    expect(inSentence('Fast PT Boat')).toBe('fast PT boat');
  });
});
