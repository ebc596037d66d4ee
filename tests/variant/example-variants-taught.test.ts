/**
 * What the designer's variants of examples/variants/ added by session 37 teach, loaded from their
 * files: kirill-12's Roman row labels written out and its Cyrillic columns without ё and й,
 * decoys.yaml's two ships that need not be sunk (the advice aims at the others and says why),
 * ocean-26's two-letter row labels on the largest board.
 */
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bestSalvo } from '../../src/analysis/advice.js';
import { engineInferrer } from '../../src/analysis/inferrers.js';
import { suggestSalvo } from '../../src/analysis/suggest.js';
import { suggestText } from '../../src/analysis/suggest-text.js';
import { formatCell, parseCell } from '../../src/core/coords.js';
import { describeVariant } from '../../src/variant/describe.js';
import { loadVariant } from '../../src/variant/load.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const load = (name: string) => loadVariant(join(ROOT, 'examples', 'variants', name), { cwd: ROOT });

describe('the variants session 37 added to examples/variants', () => {
  it('kirill-12: cells are column, dash, Roman row (е-IV), and a record typed eIV, Latin e and no dash, reads the same cell', async () => {
    const v = await load('kirill-12.yaml');
    const cell = parseCell('е-IV', v.board);
    expect(cell.ok).toBe(true);
    if (!cell.ok) return;
    expect(formatCell(cell.cell, v.board)).toBe('е-IV');
    const typed = parseCell('eIV', v.board);
    expect(typed.ok && typed.cell).toBe(cell.cell);
    // No ё and no й among the columns: й is told the neighbours meant.
    const off = parseCell('й-IV', v.board);
    expect(off.ok).toBe(false);
    expect(describeVariant(v, 'ru')).toContain('Ряды: I II III IV V VI VII VIII IX X XI XII.');
    expect(describeVariant(v, 'ru')).toContain('Столбцы: а б в г д е ж з и к л м.');
  });

  it('decoys: neither the hospital nor the decoy need be sunk, and the advice says it aims at the others, in each of the file\'s languages', async () => {
    const v = await load('decoys.yaml');
    const post = engineInferrer(v, { salvos: [] });
    const advice = bestSalvo(v, post, new Set(), 1);
    expect(advice.worthless).toEqual(['hospital', 'decoy']);
    expect(advice.penalty?.worthless).toEqual(['hospital']);
    const notes = (lang: string): string => {
      const name = (id: string): string => {
        const n = v.fleet.find((c) => c.id === id)!.name;
        return n[lang] ?? id;
      };
      return suggestSalvo(v, post, new Set(), { min: 1, max: 1 }, 'hits', name, undefined, suggestText(lang)).notes.join('\n');
    };
    expect(notes('en')).toContain('the Hospital need not be sunk: a hit on it counts for nothing but the turn it costs');
    expect(notes('en')).toContain('the Decoy need not be sunk: a hit on it brings the win no nearer');
    expect(notes('ru')).toContain('корабль «Ложная цель» топить не нужно');
    expect(notes('pl')).toContain('statku „Wabik” nie trzeba zatapiać');
  });

  it('ocean-26: 26 rows labelled AA to AZ, a cell written Q-AK', async () => {
    const v = await load('ocean-26.yaml');
    expect([v.board.rows, v.board.columns]).toEqual([26, 26]);
    const cell = parseCell('Q-AK', v.board);
    expect(cell.ok).toBe(true);
    if (!cell.ok) return;
    expect(formatCell(cell.cell, v.board)).toBe('Q-AK');
    expect(formatCell(26 * 26 - 1, v.board)).toBe('Z-AZ');
  });
});
