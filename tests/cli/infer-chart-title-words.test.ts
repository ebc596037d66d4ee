/**
 * infer's chance chart and the line under it, as a chart's title and caption read in a book:
 * Russian and Polish read like form labels ("Вероятность: любой корабль, по клеткам (%)",
 * "Szansa: dowolny statek, na polu (%)", "Точно известны: пока ничего"); now "Вероятность корабля
 * в клетке, %", "Szansa, że na polu jest statek, %" (as the PDF's key says it), a class by its
 * name as written, and "Известно точно: пока ничего" ("Wiadomo na pewno: jeszcze nic").
 */
import { describe, expect, it } from 'vitest';
import { formatInference, type InferReport } from '../../src/cli/commands/infer.js';
import { playText } from '../../src/cli/commands/play-text.js';
import { infer } from '../../src/inference/engine.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';

const variant = makeVariant({
  rows: 4,
  columns: 4,
  languages: ['en', 'ru', 'pl'],
  fleet: [shipClass('sloop', 2, { name: { en: 'Sloop', ru: 'шлюп', pl: 'slup' } })],
  placement: { diagonal: false, spacing: 'no-contact' },
});

describe("infer's chart title and its pinned-down line in Russian and Polish", () => {
  const evidence = { salvos: [] };
  const report: InferReport = { target: 'red', after: 0, evidence, seconds: 0.01, result: infer(variant, evidence) };
  const lines = (lang: string, classId?: string): string[] => formatInference(variant, report, classId, lang, playText(lang, false).hint).split('\n');

  it('titles the chart of any ship as a book would, and says nothing is pinned down yet so', () => {
    expect(lines('ru')).toEqual(expect.arrayContaining(['Вероятность корабля в клетке, %', 'Известно точно: пока ничего']));
    expect(lines('pl')).toEqual(expect.arrayContaining(['Szansa, że na polu jest statek, %', 'Wiadomo na pewno: jeszcze nic']));
    expect(lines('en')).toEqual(expect.arrayContaining(['Chance of any ship per cell (%)', 'Pinned down: none yet']));
  });

  it("names a class (--class) as written, in the title's sentence", () => {
    expect(lines('ru', 'sloop')).toContain('Вероятность, что в клетке шлюп, %');
    expect(lines('pl', 'sloop')).toContain('Szansa, że na polu jest slup, %');
    expect(lines('en', 'sloop')).toContain('Chance of sloop per cell (%)');
  });
});
