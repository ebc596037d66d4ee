import { describe, expect, it } from 'vitest';
import { analyzeGame } from '../../src/analysis/analyze.js';
import { analysisRows, formatAnalysis, totalsLine } from '../../src/analysis/format.js';
import { heatColour } from '../../src/render/heat.js';
import { singleShots } from '../../src/variant/model.js';
import { axisStep, drawAnalysisReport, headingCase, renderAnalysisPdf, reportMoments } from '../../src/render/report-pdf.js';
import { boundsOf, RecordingDrawing } from '../../src/render/record-drawing.js';
import { bruteInferrer } from './helpers/brute-infer.js';
import { tinyGame as game } from './helpers/tiny-game.js';
import { tiny } from './helpers/tiny.js';

describe('the analysis report', () => {
  const salvos = game();
  const infer = bruteInferrer();
  const analysis = analyzeGame({ variant: tiny, salvos }, infer);
  const input = { variant: tiny, salvos, analysis, infer, name: (s: string) => s.toUpperCase(), className: (id: string) => `<${id}>`, title: 'Test game' };

  it('draws a summary page, and per side a page of its table with its charts and heatmaps under it', () => {
    const d = new RecordingDrawing();
    drawAnalysisReport(d, input);
    const texts = d.texts().map((t) => t.text);
    // Six salvos a side: each side's charts fit under its table (report-charts-under-table.test.ts).
    expect(d.pages).toBe(3);
    expect(texts).toContain('Test game');
    expect(texts.some((t) => t.startsWith('BLUE: enemy waters after salvo 6'))).toBe(true);
    expect(texts.some((t) => t.startsWith('P(ship) % before salvo'))).toBe(true);
    expect(texts.some((t) => t.startsWith('Information gathered'))).toBe(true);
  });

  it("gives each side's salvo-by-salvo table, its figures the text report's, the totals and the columns' legend under it", () => {
    const d = new RecordingDrawing();
    drawAnalysisReport(d, input);
    const text = formatAnalysis(analysis, tiny, input.name, input.className);
    analysis.sides.forEach((s, i) => {
      // Page 2 and 3: each side's table, before its charts.
      const texts = d.texts(1 + i).map((t) => t.text);
      expect(texts[0]).toBe(`${s.side === 'blue' ? 'BLUE firing at RED' : 'RED firing at BLUE'}`);
      for (const h of ['#', 'cells', 'exp', 'hits', 'bits', 'Σ', 'certain']) expect(texts).toContain(h);
      const rows = analysisRows(s, tiny, input.className);
      expect(rows).toHaveLength(6);
      for (const r of rows) {
        const at = texts.findIndex((t, k) => k > 0 && texts[k - 1] === r.number && t === r.cells.join(' '));
        expect(at).toBeGreaterThan(0);
        // The class the salvo was likeliest to hit, where it could hit one (`<three> 0.07`).
        const likeliest = r.likeliest === undefined ? [] : [`${r.likeliest.name} ${r.likeliest.hits}`];
        const n = 8 + likeliest.length;
        expect(texts.slice(at + 1, at + 1 + n)).toEqual([r.chances.map((c) => c.text).join(' '), r.expected, ...likeliest, r.hits, r.bits, r.best.join(' '), r.bestExpected, r.total, ...(r.certain.length > 0 ? [r.certain.join(' ')] : [texts[at + n]!])]);
        // As the terminal writes it too.
        if (r.likeliest !== undefined) expect(text).toMatch(new RegExp(`^ *${r.number} +${r.cells.join(' ')} .* ${r.likeliest.name} ${r.likeliest.hits.replace('.', '\\.')} `, 'mu'));
        // As the terminal writes the row.
        expect(text).toMatch(new RegExp(`^ *${r.number} +${r.cells.join(' ')} +${r.chances.map((c) => c.text).join(' ')} +${r.expected.replace('.', '\\.')} `, 'mu'));
      }
      // Set as the PDF sets its text: an apostrophe curly (`the best salvos’ expected`).
      expect(texts).toContain(`T${totalsLine(s)!.slice(1)}`.replaceAll("'", '’'));
      expect(texts.some((t) => t.startsWith('Columns: P(hit) before'))).toBe(true);
    });
  });

  it("heads the last heatmap after the side's last salvo, not before one never fired", () => {
    const d = new RecordingDrawing();
    drawAnalysisReport(d, input);
    const heads = d.texts().map((t) => t.text).filter((t) => t.startsWith('P(ship) %'));
    // Each side fired 6 salvos: its last moment is the end.
    expect(heads.filter((t) => t.startsWith('P(ship) % after salvo 6'))).toHaveLength(2);
    expect(heads.some((t) => t.startsWith('P(ship) % before salvo 7'))).toBe(false);
  });

  it('names ship classes through className, never by their bare ids', () => {
    const d = new RecordingDrawing();
    drawAnalysisReport(d, input);
    const certain = d.texts().map((t) => t.text).filter((t) => t.startsWith('Certain: '));
    expect(certain).toHaveLength(analysis.sides.length);
    for (const line of certain) {
      const named = [...line.matchAll(/<(\w+)>/gu)].map((m) => m[1]);
      expect(named).toEqual(tiny.fleet.map((c) => c.id));
      expect(line.replace(/<\w+>/gu, '')).not.toMatch(/\b(three|two)\b/u);
    }
  });

  it('wraps the verdicts and the certain lines within the margins, however long the class names', () => {
    // Perelman's five classes in Russian ran the "certain" line off the page.
    const long = (id: string): string => `четырёхклеточный-${id}-пятиклеточный-госпиталь`;
    const d = new RecordingDrawing();
    drawAnalysisReport(d, { ...input, className: long });
    const texts = d.texts(0).map((t) => t.text);
    const plot = texts.findIndex((t) => t.startsWith('Information gathered') || t.startsWith('Expected hits'));
    const ops = d.ops.filter((o) => o.page === 0 && o.draw.op === 'text').slice(0, plot);
    expect(ops.length).toBeGreaterThan(6);
    for (const o of ops) {
      const b = boundsOf(o.draw)!;
      expect(b.left).toBeGreaterThanOrEqual(15 - 1e-9);
      expect(b.right).toBeLessThanOrEqual(210 - 15 + 1e-9);
    }
    const at = texts.findIndex((t) => t.startsWith('Certain: '));
    const certain = texts.slice(at, at + 3).join(' ');
    for (const c of tiny.fleet) expect(certain).toContain(long(c.id));
  });

  it("gives the referee's findings first, wrapped within the margins, before the verdicts", () => {
    const findings = [
      'referee: 2 breaches',
      "game.yaml:14:5: error wrong-salvo-size: salvo 3: blue's salvo 2 has 5 shots; blue was owed 6 [rule: salvo size; expected: 6; recorded: 5] and a long tail to wrap over the margin",
      'left out of the evidence: the size of salvo 3 (5 shots by blue): the referee finds it wrong',
    ];
    const d = new RecordingDrawing();
    drawAnalysisReport(d, { ...input, referee: findings });
    const texts = d.texts(0).map((t) => t.text);
    // The summary set as a heading, its first letter a capital; the diagnostics after it as listed.
    const first = texts.indexOf('Referee: 2 breaches');
    const verdicts = texts.findIndex((t) => t.endsWith('firing at RED'));
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(verdicts);
    const between = texts.slice(first, verdicts).join(' ');
    expect(between).toContain('wrong-salvo-size');
    expect(between).toContain('left out of the evidence');
    expect(between).toContain('over the margin');
    const ops = d.ops.filter((o) => o.page === 0 && o.draw.op === 'text');
    for (const o of ops) expect(boundsOf(o.draw)!.right).toBeLessThanOrEqual(210 - 15 + 1e-9);
  });

  it("sets a finding's later lines in, so that each finding is seen to begin (the summary and each first line at the margin)", () => {
    const long = "game.yaml:14:5: error wrong-salvo-size: salvo 3: blue's salvo 2 has 5 shots; blue was owed 6 [rule: salvo size; expected: 6; recorded: 5] (compare the cells with the pad: mend a cell copied twice or left out; if blue fired it so, it stands)";
    const d = new RecordingDrawing();
    drawAnalysisReport(d, { ...input, referee: ['referee: 2 breaches', long, long] });
    const texts = d.texts(0);
    const first = texts.findIndex((t) => t.text === 'Referee: 2 breaches');
    const starts = texts.flatMap((t, k) => (t.text.startsWith('game.yaml:14:5') ? [k] : []));
    expect(starts).toHaveLength(2);
    const margin = texts[first]!.x;
    for (const k of starts) expect(texts[k]!.x).toBe(margin);
    // The lines between the first finding's first line and the second's: its later lines, set in.
    const later = texts.slice(starts[0]! + 1, starts[1]!);
    expect(later.length).toBeGreaterThan(0);
    for (const t of later) expect(t.x).toBeCloseTo(margin + 3, 6);
    for (const t of texts) expect(boundsOf({ op: 'text', ...t })!.right).toBeLessThanOrEqual(210 - 15 + 1e-9);
  });

  it('plots information on round ticks from 0, the top tick above every point, labels within the margins', () => {
    // The ticks were fifths of the largest total (7, 13, 20, 26 for 32.5 bits), without 0 or
    // the top, and the last salvo's number stood past the right margin.
    expect([axisStep(32.5, 5), axisStep(36, 8), axisStep(4.2, 5), axisStep(0.7, 5), axisStep(96, 8)]).toEqual([10, 5, 1, 0.2, 20]);
    const d = new RecordingDrawing();
    drawAnalysisReport(d, input);
    const texts = d.texts(0);
    const title = texts.findIndex((t) => t.text.startsWith('Information gathered') || t.text.startsWith('Expected hits'));
    const y = texts.filter((t, i) => i > title && t.style.align === 'right' && t.style.valign === 'middle').map((t) => Number(t.text));
    expect(y[0]).toBe(0);
    const step = y[1]! - y[0]!;
    expect(y.every((v, k) => Math.abs(v - k * step) < 1e-9)).toBe(true);
    expect(Math.log10(step) % 1 === 0 || [2, 5].some((m) => Math.abs(Math.log10(step / m) % 1) < 1e-9)).toBe(true);
    const top = Math.max(...analysis.sides.flatMap((s) => s.salvos.map((f) => f.total.bits)));
    expect(y.at(-1)!).toBeGreaterThanOrEqual(top);
    const x = texts.filter((t, i) => i > title && t.style.size === 6 && t.style.valign === undefined).map((t) => t.text);
    expect(x[0]).toBe('0');
    for (const o of d.ops.filter((o) => o.page === 0 && o.draw.op === 'text')) {
      const b = boundsOf(o.draw)!;
      expect(b.left).toBeGreaterThanOrEqual(15 - 1e-9);
      expect(b.right).toBeLessThanOrEqual(210 - 15 + 1e-9);
    }
  });

  it('gives a side that fired nothing the plain verdict', () => {
    const blueOnly = salvos.filter((s) => s.side === 'blue');
    const d = new RecordingDrawing();
    drawAnalysisReport(d, { ...input, salvos: blueOnly, analysis: analyzeGame({ variant: tiny, salvos: blueOnly }, infer) });
    const texts = d.texts().map((t) => t.text);
    const at = texts.indexOf('RED firing at BLUE');
    expect(at).toBeGreaterThan(0);
    // The tiny game fires one shot a turn: its verdict counts shots, as the JSON's English does.
    expect(singleShots(tiny)).toBe(true);
    expect(texts[at + 1]).toBe('No shots to judge');
    expect(texts.filter((t) => t.includes('of the best expected hits'))).toHaveLength(1);
  });

  it('sets the text report\'s lines as headings: the first letter a capital, in the report\'s language', () => {
    expect(headingCase('сторона «синие» стреляет по стороне «красные»', 'ru')).toBe('Сторона «синие» стреляет по стороне «красные»');
    expect(headingCase('żadnych naruszeń', 'pl')).toBe('Żadnych naruszeń');
    expect(headingCase('referee: no breaches in 29 salvos')).toBe('Referee: no breaches in 29 salvos');
    // Not a letter first (a quoted name, a formula): as it is; nor a capital lowered.
    expect(headingCase('«синие»: воды противника после залпа 11', 'ru')).toBe('«синие»: воды противника после залпа 11');
    expect(headingCase('P(ship) % after salvo 6')).toBe('P(ship) % after salvo 6');
    expect(headingCase('')).toBe('');
    // The side headings and chart titles drawn so, the names inside as given.
    const d = new RecordingDrawing();
    drawAnalysisReport(d, { ...input, name: (s: string) => s });
    const texts = d.texts().map((t) => t.text);
    expect(texts).toContain('Blue firing at red');
    expect(texts).toContain('Red firing at blue');
    expect(texts.filter((t) => t.startsWith('Blue: enemy waters after salvo '))).not.toHaveLength(0);
    // The verdict under each heading begins as a paragraph does.
    for (const h of ['Blue firing at red', 'Red firing at blue']) expect(texts[texts.indexOf(h) + 1]).toMatch(/^\p{Lu}/u);
  });

  it('renders a PDF', async () => {
    const bytes = await renderAnalysisPdf({ ...input, date: new Date(Date.UTC(2000, 0, 1)) });
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('picks moments and colours', () => {
    expect(reportMoments(9)).toEqual([3, 6, 9]);
    expect(reportMoments(1)).toEqual([1]);
    expect(heatColour(0)).toBeUndefined();
    expect(heatColour(1)).toBe('#d64810');
  });
});

describe("the analysis report's plot where some information is unknown", () => {
  it('says positions were estimated only where one was, not for an announcement that could not be read', () => {
    const infer = bruteInferrer();
    // Blue's second salvo (third in the record): written, but its announcement could not be read.
    const salvos = game().map((s, i) => (i === 2 ? { ...s, announcement: null } : s));
    const unjudged = { sizes: new Set<number>(), announcements: new Set([2]) };
    const analysis = analyzeGame({ variant: tiny, salvos, unjudged }, infer);
    const blue = analysis.sides[0]!;
    expect(blue.salvos.every((f) => f.exact)).toBe(true);
    expect(blue.salvos.some((f) => f.bits === null)).toBe(true);
    const d = new RecordingDrawing();
    drawAnalysisReport(d, { variant: tiny, salvos, unjudged, analysis, infer, name: (s: string) => s, className: (id: string) => id, title: 'T' });
    const head = d.texts(0).map((t) => t.text).find((t) => t.startsWith('Expected hits (cumulative'));
    expect(head).toBeDefined();
    expect(head).not.toContain('estimated');
    expect(head).toContain('unknown');
  });
});
