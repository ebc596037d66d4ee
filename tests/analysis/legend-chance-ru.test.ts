/**
 * The Russian legend of analyze's table says the chance column is each shot's chance of hitting
 * judged by all the side had seen ("судя по всему, что сторона видела"), as the English and Polish
 * say it, where it read as a chance "to hit at all the side had seen" ("попасть по всему, что…").
 */
import { describe, expect, it } from 'vitest';
import { analysisText } from '../../src/analysis/report-text.js';

describe('the Russian legend of the chance column', () => {
  it.each([
    [true, 'P(попадания) до — вероятность попадания выстрела, судя по всему, что сторона видела до него;'],
    [false, 'P(попадания) до — вероятность попадания каждого выстрела, судя по всему, что сторона видела до залпа;'],
  ])('single shots %s', (single, entry) => {
    const legend = analysisText('ru', single).columnsLegend;
    expect(legend).toContain(entry);
    expect(legend).not.toContain('попасть по всему');
  });
});
