/**
 * `salvo infer`'s legend names the marks its chart shows, and only those (X, o, ■, ·, *): a
 * legend of `■ certainly a ship` under a chart with no ■ sends a player looking for it. On the
 * terminal and in the --pdf handout alike, in English, Russian and Polish. play --hints, which
 * says the legend once for the whole session, still names them all.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvosApart } from '../helpers/cli.js';
import { pdfText } from '../render/raster.js';
import { heatmapText } from '../../src/render/i18n.js';
import { playText } from '../../src/cli/commands/play-text.js';

const example = (name: string): string => join(import.meta.dirname, '..', '..', 'examples', name);

/** Each mark and the start of its item in the terminal's legend, by language ('·' in the terminal). */
const ITEMS: Record<string, Record<string, string>> = {
  en: { X: 'X fired', o: 'o fired', '■': '■ certainly', '·': '· certainly', '*': '* fired' },
  ru: { X: 'X — выстрел', o: 'o — выстрел', '■': '■ — наверняка', '·': '· — наверняка', '*': '* — выстрел' },
  pl: { X: 'X — strzał', o: 'o — strzał', '■': '■ — na pewno', '·': '· — na pewno', '*': '* — strzał' },
};

/** The marks the chart's cells show: the lines between the column labels and the legend. */
function chartMarks(stdout: string, head: string): Set<string> {
  const lines = stdout.split('\n');
  const end = lines.findIndex((l) => l.startsWith(head));
  const start = lines.findIndex((l) => /^\s+A\s+B\s/u.test(l) || /^\s+А\s+Б\s/u.test(l));
  const marks = new Set<string>();
  for (const l of lines.slice(start + 1, end)) {
    for (const cell of l.trim().split(/\s+/u).slice(1)) {
      if (cell.endsWith('*')) marks.add('*');
      const body = cell.replace(/\*$/u, '');
      if (['X', 'o', '■', '·'].includes(body)) marks.add(body);
    }
  }
  return marks;
}

describe('infer: the legend names the marks the chart shows', () => {
  const cases = [
    ['jutland.yaml', 'en', 'Legend: ', '2'],
    ['jutland.yaml', 'en', 'Legend: ', '5'],
    ['classic-salvo.yaml', 'en', 'Legend: ', '2'],
    ['morskoy-boy.yaml', 'ru', 'Обозначения: ', '2'],
    ['perelman.yaml', 'ru', 'Обозначения: ', '2'],
    ['statki.yaml', 'pl', 'Oznaczenia: ', '2'],
  ] as const;

  it('on the terminal, for each language: every mark shown is named, none that is not', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-legend-'));
    const runs = await runSalvosApart(
      dir,
      cases.map(([file, , , after]) => ({ args: ['infer', example(file), '--target', 'red', '--after', after] })),
    );
    let left = 0;
    cases.forEach(([file, lang, head], i) => {
      const r = runs[i]!;
      expect(r.code, `${file}: ${r.stderr}`).toBe(0);
      const legend = r.stdout.split('\n').find((l) => l.startsWith(head))!;
      expect(legend, file).toBeDefined();
      const shown = chartMarks(r.stdout, head);
      for (const [mark, item] of Object.entries(ITEMS[lang]!)) {
        expect(legend.includes(item), `${file} ${mark}: ${legend}`).toBe(shown.has(mark));
        if (!shown.has(mark)) left++;
      }
    });
    // Some chart leaves a mark out (Jutland after 2: no X, ■ or ·), so some legend is shorter.
    expect(left).toBeGreaterThan(0);
    expect(runs[0]!.stdout).not.toContain('■ certainly a ship');
  });

  it('in the --pdf handout: the same marks as the terminal', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-legend-pdf-'));
    const [r] = await runSalvosApart(dir, [{ args: ['infer', example('jutland.yaml'), '--target', 'red', '--after', '2', '--pdf', 'heat.pdf'] }]);
    expect(r!.code).toBe(0);
    const text = (await pdfText(new Uint8Array(readFileSync(join(dir, 'heat.pdf'))))).items.flat().join(' ');
    expect(text).toContain('fired, outcome unknown');
    expect(text).toContain('o fired, water');
    expect(text).not.toContain('certainly a ship');
    expect(text).not.toContain('certainly water');
    expect(text).not.toContain('X fired');
  });

  it('the legends asked for no marks say nothing; asked for all, every one (play --hints), en/ru/pl', () => {
    for (const lang of ['en', 'ru', 'pl']) {
      const hint = playText(lang, false).hint;
      expect(hint.legend(undefined, '·', new Set())).toBe('');
      expect(heatmapText(lang, false).legend(undefined, new Set())).toBe('');
      const all = hint.legend(undefined, '·');
      for (const item of Object.values(ITEMS[lang]!)) expect(all).toContain(item);
      expect(heatmapText(lang, false).legend(undefined, new Set(['ship']))).toContain('■');
      expect(heatmapText(lang, false).legend(undefined, new Set(['ship']))).not.toContain('*');
    }
  });
});
