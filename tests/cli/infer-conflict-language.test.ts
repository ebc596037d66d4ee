/**
 * infer on a record no legal fleet fits, in Polish or Russian: the count line is said in the
 * record's language whole, the salvos in conflict on the line after it; the compiler's reason for
 * the constraint that failed is in parentheses in the report's words (`trafienie w pole F1 jest
 * niemożliwe`, `попадание в клетку Е1 невозможно`), as English gives its own (`cell F1 hit:
 * impossible`); before, Polish and Russian left it out, never English words inside their
 * sentence. A language salvo does not speak (Greek) has an English report, the reason with it.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { STATKI_NO_FLEET_FITS } from '../helpers/records.js';

describe('infer where no fleet fits, in the record\'s language', () => {
  it('Polish: the reason in Polish in the count line, no English words; the conflict line after it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-infer-conflict-'));
    await writeFile(join(dir, 'g.yaml'), STATKI_NO_FLEET_FITS);
    const pl = await runSalvo(dir, ['infer', 'g.yaml', '--target', 'tomek']);
    const lines = pl.stdout.split('\n');
    const count = lines.findIndex((l) => l.startsWith('Możliwe rozstawienia: 0'));
    expect(lines[count]).toBe('Możliwe rozstawienia: 0 — żadna dozwolona flota nie mogła dać takich odpowiedzi (trafienie w pole F1 jest niemożliwe).');
    expect(lines[count + 1]).toMatch(/^Żadne nie pasuje po strzale 9; sprzeczne są odpowiedzi na strzały 1, 2, 3, 7, 8, 9/u);
    expect(pl.stdout).not.toMatch(/impossible|\bhit\b/u);
    const en = await runSalvo(dir, ['infer', 'g.yaml', '--target', 'tomek', '--lang', 'en']);
    expect(en.stdout).toMatch(/Consistent layouts: 0 — no legal fleet could have produced these announcements \(cell F\d hit: impossible\)\./u);
  });

  it('Russian (Морской бой): the reason in Russian; --json keeps the English words and the code', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-infer-conflict-ru-'));
    const shots = ['А1 -> ранил', 'А2 -> ранил', 'А3 -> ранил', 'А4 -> убил', 'В7 -> мимо'].map((s) => `  - blue: ${s}`);
    const after = ['Е1 -> ранил', 'Е2 -> ранил', 'Е3 -> ранил'].map((s) => `  - blue: ${s}`);
    await writeFile(join(dir, 'g.yaml'), ['variant: morskoy-boy', 'sides:', '  blue: Коля', '  red: Оля', 'salvos:', ...shots, '  - red: А1 -> мимо', ...after, ''].join('\n'));
    const ru = await runSalvo(dir, ['infer', 'g.yaml', '--target', 'red']);
    expect(ru.code).toBe(1);
    const lines = ru.stdout.split('\n');
    const count = lines.findIndex((l) => l.startsWith('Возможных расстановок: 0'));
    expect(lines[count]).toBe('Возможных расстановок: 0 — ни один допустимый флот не мог дать такие ответы (попадание в клетку Е1 невозможно).');
    expect(lines[count + 1]).toMatch(/^Ни одна не подходит после выстрела 9/u);
    expect(ru.stdout).not.toMatch(/impossible|\bhit\b/u);
    const json = JSON.parse((await runSalvo(dir, ['infer', 'g.yaml', '--target', 'red', '--json'])).stdout) as { impossible?: string; impossibleCode?: string };
    expect(json).toMatchObject({ impossible: 'cell Е1 hit: impossible', impossibleCode: 'cell-hit' });
  });
});

// The same game in a language salvo has no words in (Greek, lettered α–κ): its report is English.
const GREEK_VARIANT = `id: ellada
languages: [el]
name: Ναυμαχία
board:
  rows: 10
  columns: 10
  columnLabels: α β γ δ ε ζ η θ ι κ
fleet:
  - { id: battleship, name: θωρηκτό, size: 4, count: 1 }
  - { id: boat, name: βάρκα, size: 1, count: 2 }
placement: { diagonal: false, spacing: no-contact }
turns:
  sides:
    - { id: blue, name: Μπλε }
    - { id: red, name: Κόκκινο }
  first: blue
  salvo: { kind: constant, shots: 1 }
  extraShotOnHit: true
report: { timing: per-shot, sunk: plain, hitClass: false }
words:
  el: { miss: άστοχο, hit: χτύπημα, sunk: βυθίστηκε, noHits: άστοχο, ownChart: Ο στόλος μου, enemyChart: Ο εχθρικός στόλος }
`;

const GREEK_RECORD = [
  'variant: ./ellada.yaml',
  'sides: { blue: Άννα, red: Νίκος }',
  'salvos:',
  '  - blue: γ1 -> χτύπημα',
  '  - blue: γ2 -> χτύπημα',
  '  - blue: γ3 -> χτύπημα',
  '  - blue: γ4 -> βυθίστηκε',
  '  - blue: α7 -> άστοχο',
  '  - red: α1 -> άστοχο',
  '  - blue: ζ1 -> χτύπημα',
  '  - blue: ζ2 -> χτύπημα',
  '  - blue: ζ3 -> χτύπημα',
  '',
].join('\n');

describe('infer where no fleet fits, in a language salvo does not speak', () => {
  it('Greek: the report is English, and so keeps the compiler\'s reason in the count line', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-infer-conflict-el-'));
    await writeFile(join(dir, 'ellada.yaml'), GREEK_VARIANT);
    await writeFile(join(dir, 'g.yaml'), GREEK_RECORD);
    for (const args of [[], ['--lang', 'el']]) {
      const r = await runSalvo(dir, ['infer', 'g.yaml', '--target', 'red', ...args]);
      // No fleet fits: infer says so and exits 1, as it does in every language.
      expect(r.code, r.stderr).toBe(1);
      const lines = r.stdout.split('\n');
      const count = lines.findIndex((l) => l.startsWith('Consistent layouts: 0'));
      expect(lines[count]).toBe('Consistent layouts: 0 — no legal fleet could have produced these announcements (cell ζ1 hit: impossible).');
      expect(lines[count + 1]).toMatch(/^None fits after shot 7; these conflict: shots 2, 7 /u);
    }
  });
});
