/**
 * Session 49's designer: slips made while writing new variants from docs/variant-format.md
 * alone (a 7×13 Greek sea, polyominoes named in Russian and Polish, a salvo by ships afloat with
 * a hospital ship), each told where it is and what to write (en/ru/pl).
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import type { Diagnostic } from '../../src/core/diagnostics.js';
import { readVariantText } from '../../src/variant/parse.js';
import { variantDiagnosticLine } from '../../src/cli/commands/variant-check-text.js';

function read(text: string): Diagnostic[] {
  const r = readVariantText(text, 'v.yaml');
  return r.ok ? [...r.warnings] : [...r.diagnostics];
}

function said(text: string): string[] {
  return read(text).map((d) => formatDiagnostic(d));
}

/** Every diagnostic said in Russian and in Polish. */
function saidIn(text: string): { ru: string[]; pl: string[] } {
  const ds = read(text);
  return { ru: ds.map((d) => variantDiagnosticLine(d, 'ru')), pl: ds.map((d) => variantDiagnosticLine(d, 'pl')) };
}

const AEGEAN = [
  'id: aegean',
  'languages: [en]',
  'name: Aegean',
  'board:',
  '  rows: 7',
  '  columns: 13',
  '  columnLabels: α β γ δ ε ζ η θ ι κ λ μ ν',
  'fleet:',
  '  - id: trireme',
  '    name: Trireme',
  '    size: 4',
  '  - id: bireme',
  '    name: Bireme',
  '    size: 3',
  '    count: 2',
  '  - id: skiff',
  '    name: Skiff',
  '    size: 2',
  '    count: 3',
  'words:',
  '  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }',
  '',
].join('\n');

const aegean = (from: string, to: string): string => {
  expect(AEGEAN).toContain(from);
  return AEGEAN.replace(from, to);
};

describe("session 49's designer slips", () => {
  it('the Aegean as written reads with no error', () => {
    expect(said(AEGEAN)).toEqual([]);
  });

  it('"-id:" (no space after the dash) is told once, not also in the parser\'s words at a later key of that item', () => {
    const text = aegean('  - id: skiff', '  -id: skiff');
    expect(said(text)).toEqual(['v.yaml:16:3: error yaml-syntax: "-id:" is no list item: the "-" of an item is followed by a space (write "- id:")']);
    expect(saidIn(text).ru).toEqual(['v.yaml:16:3: ошибка yaml-syntax: «-id:» — не элемент списка: после «-» элемента ставится пробел (напишите «- id:»)']);
  });

  it('an item\'s first key with its "-" left out ("  id: skiff" under "  - id: bireme") is told once, the "-" to write (en/ru/pl)', () => {
    const text = aegean('  - id: skiff', '  id: skiff');
    expect(said(text)).toEqual([
      'v.yaml:16:3: error yaml-syntax: "id: skiff" stands in the column of the list\'s "-" (line 12) without one: YAML reads it as no item of the list (write "- id: skiff", to start a new item)',
    ]);
    expect(saidIn(text)).toEqual({
      ru: ['v.yaml:16:3: ошибка yaml-syntax: «id: skiff» стоит в столбце «-» этого списка (строка 12), но без «-»: YAML не считает это элементом списка (напишите «- id: skiff», чтобы начать новый элемент)'],
      pl: ['v.yaml:16:3: błąd yaml-syntax: „id: skiff” stoi w kolumnie „-” tej listy (wiersz 12), ale bez „-”: YAML nie czyta tego jako elementu listy (napisz „- id: skiff”, aby zacząć nowy element)'],
    });
    // A later key level with the dash, not the key the items open with, is an indentation slip as before.
    expect(said(aegean('    name: Skiff', '  name: Skiff'))).toEqual([
      'v.yaml:17:3: error yaml-syntax: this key is indented 2 spaces, but the key above it 4 (indent it 4 spaces, as the key above, to keep it in the same mapping)',
    ]);
  });
});
