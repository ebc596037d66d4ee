/**
 * The legend of analyze's table says the chance column is each shot's chance of hitting given all
 * the side had seen before it, in words a player of the language would use: Russian "с учётом
 * всего, что сторона видела" (not "судя по всему", an idiom for "apparently", nor "попасть по
 * всему, что…", a chance "to hit at all the side had seen"); Polish "na podstawie wszystkiego, co
 * strona wiedziała" (not "wobec wszystkiego", which reads as "towards" or "in the face of"), and
 * its bits a count "podzielona przez" the other, as the Russian "делённого на" says it.
 */
import { describe, expect, it } from 'vitest';
import { analysisText } from '../../src/analysis/report-text.js';

describe('the legend of the chance column', () => {
  it.each([
    [true, 'P(попадания) до — вероятность попадания выстрела с учётом всего, что сторона видела до него;'],
    [false, 'P(попадания) до — вероятность попадания каждого выстрела с учётом всего, что сторона видела до залпа;'],
  ])('Russian, single shots %s', (single, entry) => {
    const legend = analysisText('ru', single).columnsLegend;
    expect(legend).toContain(entry);
    expect(legend).not.toContain('попасть по всему');
    expect(legend).not.toContain('судя по всему');
  });

  it.each([
    [true, 'P(trafienia) przed — szansa trafienia strzału na podstawie wszystkiego, co strona wiedziała przed nim;'],
    [false, 'P(trafienia) przed — szansa trafienia każdego strzału na podstawie wszystkiego, co strona wiedziała przed salwą;'],
  ])('Polish, single shots %s', (single, entry) => {
    const legend = analysisText('pl', single).columnsLegend;
    expect(legend).toContain(entry);
    expect(legend).not.toContain('wobec');
    expect(legend).toContain('(log2 liczby rozstawień przeciwnika zgodnych z odpowiedziami przed nią, podzielonej przez ich liczbę po niej)');
  });
});
