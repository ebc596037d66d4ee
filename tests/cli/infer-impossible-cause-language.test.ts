/**
 * Where no legal fleet fits and no line naming the salvos in conflict follows (play --hints: a
 * hint has no conflict search), the compiler's reason in parentheses is said in the report's
 * language, its parts kept (which cell, which class, hit or sunk, which salvo), not in English
 * inside a Russian or Polish sentence. English says it as before.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hintText } from '../../src/cli/commands/infer.js';
import { refereedEvidence } from '../../src/inference/record-check.js';
import { compileEvidence } from '../../src/inference/compile.js';
import { causeSentence } from '../../src/inference/impossibility-text.js';
import { parseRecord } from '../../src/record/parse.js';
import { loadVariant } from '../../src/variant/load.js';
import { runSalvo } from '../helpers/cli.js';
import { STATKI_NO_FLEET_FITS } from '../helpers/records.js';

describe('the compiler\'s reason no fleet fits, in the report\'s language', () => {
  it('play --hints in Polish: the cell hit said in Polish, nothing in English', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-impossible-cause-'));
    await writeFile(join(dir, 'g.yaml'), STATKI_NO_FLEET_FITS);
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts', '--hints'], ['B5', 'pudło', 'quit'].join('\n'));
    const line = r.stdout.split('\n').find((l) => l.startsWith('Możliwe rozstawienia: 0'));
    expect(line).toBe('Możliwe rozstawienia: 0 — żadna dozwolona flota nie mogła dać takich odpowiedzi (trafienie w pole F1 jest niemożliwe).');
    expect(r.stdout).not.toMatch(/impossible|\bhit\b/u);
  });

  it('a hint on Морской бой in Russian; in English as before', async () => {
    const variant = await loadVariant('morskoy-boy', { cwd: process.cwd() });
    const text = ['variant: morskoy-boy', 'sides:', '  blue: Коля', '  red: Оля', 'salvos:', ...['А1 -> ранил', 'А2 -> ранил', 'А3 -> ранил', 'А4 -> убил', 'В7 -> мимо'].map((s) => `  - blue: ${s}`), '  - red: А1 -> мимо', ...['Е1 -> ранил', 'Е2 -> ранил', 'Е3 -> ранил'].map((s) => `  - blue: ${s}`), ''].join('\n');
    const { record } = parseRecord(text, variant);
    const ru = hintText(variant, { record, sources: undefined }, 'blue', 'ru');
    expect(ru).toContain('Возможных расстановок: 0 — ни один допустимый флот не мог дать такие ответы (попадание в клетку Е1 невозможно).');
    expect(ru).not.toMatch(/impossible|\bhit\b/u);
    expect(hintText(variant, { record, sources: undefined }, 'blue', 'en')).toContain('Consistent layouts: 0 — no legal fleet could have produced these announcements (cell Е1 hit: impossible).');
  });

  it('a class hit by a whole-salvo report (Perelman), in Russian: which salvo, which class', async () => {
    const variant = await loadVariant('perelman', { cwd: process.cwd() });
    // The second salvo fires at the first one's cells again: it can hit nothing new, yet names a ship.
    const text = ['variant: perelman', 'sides:', '  blue: Петя', '  red: Вася', 'salvos:', '  - blue: а1 а2 а3 -> попаданий нет', '  - red: к10 к9 к8 -> попаданий нет', '  - blue: а1 а2 а3 -> двухклеточный', ''].join('\n');
    const { record, sources } = parseRecord(text, variant);
    const problem = compileEvidence(variant, refereedEvidence(record, variant, 'red', { sources }).evidence);
    expect(problem.impossible).toBe('salvo 2 at this fleet: двухклеточный hit: impossible');
    expect(causeSentence(problem.impossibleCause!, variant, 'ru')).toBe('2-й залп по этому флоту: попадание в корабль класса «двухклеточный» невозможно');
    expect(causeSentence(problem.impossibleCause!, variant, 'en')).toBeUndefined();
    expect(hintText(variant, { record, sources: undefined }, 'blue', 'ru')).toContain('(2-й залп по этому флоту: попадание в корабль класса «двухклеточный» невозможно).');
  });
});
