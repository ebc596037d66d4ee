/**
 * The progress line of `infer` and `count` (progressReporter): a phase after the first (sampling
 * past the budget) is named, and its tenths are counted afresh, so that a run that falls back to
 * sampling goes on reporting instead of falling silent. In the report's language (progressIn:
 * infer's and analyze's --lang, else the record's), task and phase alike.
 */
import { describe, expect, it } from 'vitest';
import { progressIn, progressReporter } from '../../src/cli/commands/progress.js';
import { memoryIO } from '../../src/cli/io.js';

describe('a phase in the progress line', () => {
  it('off a terminal: named, and its tenths start afresh', () => {
    let now = 0;
    const m = memoryIO();
    const p = progressReporter(m.io, 'inferring', () => now);
    now = 1_500;
    p.update(0.05);
    p.update(1);
    p.update(0.02, 'sampling');
    p.update(0.07, 'sampling');
    p.update(0.47, 'sampling');
    expect(m.stderr).toBe('inferring… 5%\ninferring… 100%\ninferring (sampling)… 2%\ninferring (sampling)… 47%\n');
  });

  it('on a terminal: the new phase is drawn at once over the old line', () => {
    let now = 0;
    const m = memoryIO('', {}, process.cwd());
    const io = { ...m.io, stderrIsTTY: true };
    const p = progressReporter(io, 'counting', () => now);
    now = 1_500;
    p.update(0.8);
    p.update(0.01, 'sampling');
    expect(m.stderr).toBe('\r\x1b[Kcounting… 80%\r\x1b[Kcounting (sampling)… 1%');
    p.done();
    expect(m.stderr.endsWith('\r\x1b[K')).toBe(true);
  });
});

describe('the progress line in the report language', () => {
  /** The progress lines of a run in `lang`: a task, then its sampling phase. */
  function lines(lang: string, label: string, phase: string): string[] {
    let now = 0;
    const m = memoryIO();
    const p = progressIn(m.io, label, lang, () => now);
    now = 1_500;
    p.update(0.5);
    p.update(0.2, phase);
    p.done();
    return m.stderr.split('\n').filter((l) => l !== '');
  }

  it('English as before, Russian and Polish with no English word left', () => {
    expect(lines('en', 'inferring', 'sampling')).toEqual(['inferring… 50%', 'inferring (sampling)… 20%']);
    expect(lines('de', 'analysing', 'estimating')).toEqual(['analysing… 50%', 'analysing (estimating)… 20%']);
    for (const lang of ['ru', 'pl', 'ru-RU']) {
      for (const [label, phase] of [['inferring', 'sampling'], ['analysing', 'estimating'], ['counting', 'sampling'], ['drawing a fleet', 'searching'], ['checking that the fleet fits', 'searching']] as const) {
        const said = lines(lang, label, phase);
        const english = lines('en', label, phase);
        // The same shape (the task, the phase in parentheses, the percentage), other words.
        expect(said.map((l) => l.replace(/\p{L}[\p{L} ]*\p{L}/gu, 'w')), `${lang} ${label}`).toEqual(english.map((l) => l.replace(/\p{L}[\p{L} ]*\p{L}/gu, 'w')));
        const words = new Set(english.join(' ').match(/\p{L}+/gu));
        expect(said.join(' ').match(/\p{L}+/gu)!.filter((w) => words.has(w)), `${lang} ${label}`).toEqual([]);
      }
    }
    expect(lines('ru', 'inferring', 'sampling')).toEqual(['расчёт… 50%', 'расчёт (выборка)… 20%']);
    expect(lines('pl', 'analysing', 'estimating')).toEqual(['analiza gry… 50%', 'analiza gry (szacowanie)… 20%']);
    // fleet random's: the quick check by counting, the draw and its search.
    expect(lines('ru', 'drawing a fleet', 'searching')).toEqual(['выбор расстановки… 50%', 'выбор расстановки (поиск)… 20%']);
    expect(lines('pl', 'checking that the fleet fits', 'searching')).toEqual(['sprawdzanie rozmieszczenia floty… 50%', 'sprawdzanie rozmieszczenia floty (szukanie)… 20%']);
  });
});

describe('the progress line on a pipe while one tenth lasts', () => {
  it('comes again every ten seconds of wall clock, not only at the next tenth, and only on standard error', () => {
    let now = 0;
    const m = memoryIO();
    const p = progressReporter(m.io, 'counting', () => now);
    // Reports as a long count makes them: every half second, creeping through 41–44%.
    const shown: number[] = [];
    for (let t = 1_000; t <= 35_000; t += 500) {
      now = t;
      const before = m.stderr.length;
      p.update(0.41 + (t / 35_000) * 0.03);
      if (m.stderr.length > before) shown.push(t);
    }
    p.done();
    expect(m.stdout).toBe('');
    // The first line once past a second, then one at least every ten seconds (before: the first alone).
    expect(shown[0]).toBe(1_000);
    expect(shown.length).toBe(4);
    for (let i = 1; i < shown.length; i++) expect(shown[i]! - shown[i - 1]!).toBe(10_000);
    const lines = m.stderr.split('\n').filter((l) => l !== '');
    expect(lines.length).toBe(shown.length);
    for (const l of lines) expect(l).toMatch(/^counting… 4[1-4]%$/u);
  });

  it('a new tenth still shows at once, and the ten seconds count from the last line', () => {
    let now = 0;
    const m = memoryIO();
    const p = progressReporter(m.io, 'counting', () => now);
    now = 1_500;
    p.update(0.15);
    now = 8_000;
    p.update(0.25);
    now = 17_000;
    p.update(0.27);
    now = 18_000;
    p.update(0.28);
    expect(m.stderr).toBe('counting… 15%\ncounting… 25%\ncounting… 28%\n');
  });
});
