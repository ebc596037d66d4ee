/**
 * A variant of one shot a turn whose report names the ships hit after the turn (a `per-salvo`
 * report, as a variant file may have it): the pad's log is the shot log, its legend says one shot
 * per turn, and the number pencilled in a cell fired, and beside a ship hit, is the shot's, not
 * the salvo's, in English, Russian and Polish. Read back from the printed PDF, cover included; a
 * game of salvos (Jutland) keeps its salvos.
 */
import { describe, expect, it } from 'vitest';
import { padContent } from '../../src/render/pad-content.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import type { Lang, Variant } from '../../src/variant/model.js';
import { templateVariants } from './cases.js';
import { pdfText } from './raster.js';

/** The template `id` with its report made one after the whole salvo, of one shot here. */
async function wholeReport(id: string): Promise<Variant> {
  const v = (await templateVariants()).find((t) => t.id === id)!;
  return { ...v, report: { timing: 'per-salvo', by: 'class', counts: true, sunk: false } };
}

async function printed(v: Variant, lang: Lang): Promise<string> {
  const { bytes } = await renderPadPdf(v, { paper: 'A4', perPage: 1, sheets: 2, lang, cover: true, date: FIXED_DOCUMENT_DATE });
  return (await pdfText(bytes)).items.flat().join('\n');
}

describe('the pad of a game of one shot a turn, reported after the turn', () => {
  it.each([
    ['morskoy-boy', 'en', 'shot number in each cell fired', 'beside each ship: the shots that hit it', /\bsalvos?\b/u],
    ['morskoy-boy', 'ru', 'номер выстрела в каждой обстрелянной клетке', 'у корабля — номера попавших в него выстрелов', /залп/u],
    ['statki', 'pl', 'numer strzału w każdym ostrzelanym polu', 'przy statku: numery strzałów, które go trafiły', /salw/u],
  ] as const)('%s in %s: the legend numbers shots, and the printed pad never says salvo', async (id, lang, number, tally, salvo) => {
    const v = await wholeReport(id);
    const legend = padContent(v, lang).legend.map((l) => l.text);
    expect(legend).toContain(number);
    expect(legend).toContain(tally);
    const text = await printed(v, lang);
    expect(text).toContain(number.split(' ').slice(0, 3).join(' '));
    expect(text).not.toMatch(salvo);
  });

  it('a game of salvos numbers its salvos, as before', async () => {
    const jutland = (await templateVariants()).find((t) => t.id === 'jutland')!;
    const legend = padContent(jutland, 'en').legend.map((l) => l.text);
    expect(legend).toContain('salvo number in each cell fired');
    expect(legend).toContain('beside each ship: the salvos that hit it');
  });
});
