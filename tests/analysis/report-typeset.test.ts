/**
 * The analysis report's PDF is set as a publisher sets a text: the straight quotes and
 * apostrophes its words are typed with for the terminal (`cell "K3"`, `red's turn`, `its
 * salvo's number`) printed as the language's own (“K3”, red’s; «…» in Russian, „…” in Polish), and
 * a sentence of the report's own among the referee's findings (`left out of the evidence: …`)
 * begun with a capital, as every other line the PDF begins; check's diagnostics keep their place
 * and severity first, as check lists them.
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame } from '../../src/analysis/analyze.js';
import { analysisText } from '../../src/analysis/report-text.js';
import { drawAnalysisReport } from '../../src/render/report-pdf.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import { bruteInferrer } from './helpers/brute-infer.js';
import { tinyGame as game } from './helpers/tiny-game.js';
import { tiny } from './helpers/tiny.js';

describe('the analysis report, typeset', () => {
  const salvos = game();
  const infer = bruteInferrer();
  const analysis = analyzeGame({ variant: tiny, salvos }, infer);
  const input = { variant: tiny, salvos, analysis, infer, name: (s: string) => s, className: (id: string) => id, title: 'Test game' };
  const pageTexts = (d: RecordingDrawing): string[] => Array.from({ length: d.pages }, (_, p) => d.texts(p).map((t) => t.text)).flat();

  it.each([
    ['en', 'game.yaml:20:16: error cell-off-board: salvo 7: cell "K3" is off the board, it was red\'s turn', 'game.yaml:20:16: error cell-off-board: salvo 7: cell “K3” is off the board, it was red’s turn', 'left out of the evidence: the size of salvo 3', 'Left out of the evidence: the size of salvo 3'],
    ['ru', 'game.yaml:20:16: ошибка cell-off-board: залп 7: клетка "К3" вне поля', 'game.yaml:20:16: ошибка cell-off-board: залп 7: клетка «К3» вне поля', 'вне доказательств: размер залпа 3', 'Вне доказательств: размер залпа 3'],
    ['pl', 'game.yaml:20:16: błąd cell-off-board: salwa 7: pole "K3" poza planszą', 'game.yaml:20:16: błąd cell-off-board: salwa 7: pole „K3” poza planszą', 'pominięte w dowodach: wielkość salwy 3', 'Pominięte w dowodach: wielkość salwy 3'],
  ] as const)('[%s] the findings’ quotes are the language’s, a sentence of the report’s own begins with a capital, a diagnostic as check lists it', (lang, typed, set, ownTyped, ownSet) => {
    const d = new RecordingDrawing();
    const t = analysisText(lang, false);
    drawAnalysisReport(d, { ...input, lang, text: t, referee: [t.refereeBreaches(1), typed, { text: ownTyped, own: true }] });
    const first = d.texts(0).map((x) => x.text);
    expect(first).toContain(set);
    expect(first).toContain(ownSet);
    expect(first).not.toContain(typed);
    expect(first).not.toContain(ownTyped);
  });

  it('[en] no straight quote or apostrophe anywhere in the report (its salvo’s number, the best salvos’ expected hits)', () => {
    const d = new RecordingDrawing();
    drawAnalysisReport(d, { ...input, name: (s: string) => `${s}'s side`, referee: ['referee: 1 breach', 'game.yaml:1:1: error x: it was "red"\'s turn', { text: "left out: blue's salvo 3", own: true }] });
    const texts = pageTexts(d);
    expect(texts.join(' ')).toContain('’');
    expect(texts.filter((x) => /["']/u.test(x))).toEqual([]);
    expect(texts).toContain('Left out: blue’s salvo 3');
  });
});
