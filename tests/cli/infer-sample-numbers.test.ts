/**
 * An estimate's line in infer (and play's hints) gives the number of samples, and the chain's
 * sweeps, as the language writes a count, as the layouts beside them are: `12,345 samples` in
 * English, `12 345` in Russian and Polish (a no-break space), never `12345`; and one sample as one.
 */
import { describe, expect, it } from 'vitest';
import { playText } from '../../src/cli/commands/play-text.js';

const NBSP = '\u00a0';

describe('infer: the counts of samples and sweeps as the language writes them', () => {
  it.each([
    ['en', '12,345 samples'],
    ['ru', `12${NBSP}345 случайным расстановкам`],
    ['pl', `12${NBSP}345 losowych rozstawień`],
  ])('%s: an estimate from 12345 samples', (lang, said) => {
    const hint = playText(lang, false).hint;
    const line = hint.about('6.3 × 10^25', 12345, undefined, '0.8', '1.00');
    expect(line).toContain(said);
    expect(line).not.toContain('12345');
    const unknown = hint.unknownCount(12345, '1.00').join(' ');
    expect(unknown).toContain(said.split(' ')[0]!);
    expect(unknown).not.toContain('12345');
    // The same words for the samples as the estimate's line gives (and count's, in Polish).
    if (lang === 'pl') expect(unknown).toContain('losowych rozstawień zmieściło się w nim 12\u00a0345');
    const chain = (hint.chain ?? (() => ''))(8, 20000, '0.80', '1.00');
    expect(chain).toContain(lang === 'en' ? '20,000' : `20${NBSP}000`);
  });

  it('en: one sample is one', () => {
    expect(playText('en', false).hint.about('2', 1, undefined, '0', '1.00')).toContain('from 1 sample;');
  });
});
