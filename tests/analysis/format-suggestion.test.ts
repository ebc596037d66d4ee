/** The suggestion as the terminal shows it: a range of shots owed is written as record and play write it (an en dash). */
import { describe, expect, it } from 'vitest';
import { formatSuggestion } from '../../src/analysis/format.js';
import { makeVariant } from '../helpers/make-variant.js';
import { suggestText } from '../../src/analysis/suggest-text.js';

describe('formatSuggestion', () => {
  const variant = makeVariant();
  const base = { goal: 'hits' as const, cells: [0, 1, 2], probabilities: [0.5, 0.25, 0.125], expectedHits: 0.875, expectedBits: 2, exact: true, notes: [] };
  it('writes a range of shots owed with an en dash, as record and play do', () => {
    expect(formatSuggestion({ ...base, owed: { min: 3, max: 4 } }, variant, 'red')).toMatch(/^red is owed 3–4 shots; suggested \(most expected hits\):\n/u);
  });
  it('writes a single number when the shots owed are known', () => {
    expect(formatSuggestion({ ...base, owed: { min: 3, max: 3 } }, variant, 'red')).toMatch(/^red is owed 3 shots;/u);
  });
});

describe('formatSuggestion with no estimate', () => {
  const variant = makeVariant();
  it('heads the note with "no salvo", not "suggested", in every language', () => {
    for (const lang of ['en', 'ru', 'pl']) {
      const t = suggestText(lang);
      const none = { goal: 'hits' as const, owed: { min: 3, max: 3 }, cells: [], probabilities: [], expectedHits: 0, expectedBits: 0, exact: false, noEstimate: true, notes: [t.noEstimate] };
      const text = formatSuggestion(none, variant, 'red', t);
      const [heading, ...rest] = text.trimEnd().split('\n');
      // The heading a suggestion gets is not the one a missing suggestion gets.
      expect(heading, lang).not.toBe(t.heading('red', '3', 3, 'hits'));
      expect(heading, lang).toBe(t.headingNone('red', '3', 3));
      expect(rest, lang).toEqual([`${t.note}: ${t.noEstimate}`]);
    }
    expect(suggestText('en').headingNone('red', '3', 3)).toBe('red is owed 3 shots; no salvo can be suggested:');
    expect(suggestText('en').headingNone('red', '1', 1)).toBe('red is owed 1 shot; no shot can be suggested:');
  });
});

describe('salvo suggest: the risk of hitting a ship whose hit costs a turn', () => {
  it("says the salvo cannot hit it where no cell chosen can, not '≤ 0%'", async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { memoryIO } = await import('../../src/cli/io.js');
    const { main } = await import('../../src/cli/main.js');
    const dir = mkdtempSync(join(tmpdir(), 'salvo-risk-'));
    writeFileSync(
      join(dir, 'v.yaml'),
      `id: hosp
languages: [ru]
name: Госпиталь
board: { rows: 12, columns: 12, columnLabels: "а б в г д е ж з и й к л" }
fleet:
  - { id: linkor, name: Линкор, size: 4 }
  - { id: kreyser, name: Крейсер, size: 3, count: 2 }
  - { id: gospital, name: Госпиталь, size: 3, protected: true }
placement: { spacing: no-contact }
turns:
  salvo: { kind: damage, shots: 4, steps: [{damage: 3, shots: 3}, {damage: 6, shots: 2}, {damage: 9, shots: 1}], countProtected: false }
  protectedHitPenalty: skip-next-turn
report: { timing: per-salvo, by: class, counts: false }
words:
  ru: { miss: мимо, hit: попал, sunk: убит, noHits: мимо, ownChart: Мой флот, enemyChart: Противник }
`,
    );
    writeFileSync(join(dir, 'g.yaml'), 'variant: ./v.yaml\nsalvos:\n  - blue: г1 д1 а12 б12 -> линкор\n  - red: з1 и1 й1 б2 -> линкор, госпиталь\n  - blue: е1 ж1 е4 -> линкор, госпиталь\n');
    const m = memoryIO('', {}, dir);
    expect(await main(['node', 'salvo', 'suggest', 'g.yaml', '--side', 'red'], m.io), m.stderr).toBe(0);
    // The variant speaks Russian only, and so does the report.
    const note = m.stdout.split('\n').find((l) => l.startsWith('примечание: попадание в корабль «Госпиталь»'));
    expect(note).toBeDefined();
    expect(note).not.toContain('≤ 0%');
    expect(note).toMatch(/; этот залп не может попасть в него$/u);
  });
});

describe('play: the turn lost to a protected hit', () => {
  it('names the class in the nominative, in quotes, whatever its name (no "в подводная лодка")', async () => {
    const { playText } = await import('../../src/cli/commands/play-text.js');
    // The side's name comes quoted (sideTitle), after a word for the side.
    expect(playText('ru', false).againSkip('«синие»', 'подводная лодка')).toBe(' — ещё раз: сторона «синие» пропускает ход за попадание в корабль «подводная лодка»');
    expect(playText('pl', false).againSkip('„ala”', 'łódź podwodna')).toBe(' — znowu: strona „ala” traci turę za trafienie w statek „łódź podwodna”');
    // Unnamed, the general words, which decline as they should.
    expect(playText('ru', false).againSkip('синие', undefined)).toContain('за попадание в неприкосновенный корабль');
  });
});
