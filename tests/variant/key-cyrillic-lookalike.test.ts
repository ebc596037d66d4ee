/**
 * A key typed with a Cyrillic letter that looks Latin (`rоwLabels`, its о Cyrillic) was told
 * `did you mean "rowLabels"? Keys are written in English`: two words that read alike, and advice
 * the designer had followed. Now the letter is named, and what to do: type the key with the Latin
 * keyboard layout; in Russian and Polish too. A key in Russian words keeps its advice.
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, type Diagnostic } from '../../src/core/diagnostics.js';
import { variantDiagnosticLine } from '../../src/cli/commands/variant-check-text.js';
import { cyrillicLookAlikes } from '../../src/variant/issues.js';
import { readVariantText } from '../../src/variant/parse.js';

const WORDS = 'words:\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }\n';
const file = (board: string): string => `id: v\nlanguages: [en]\nname: V\nboard:\n${board}\nfleet: [{ id: a, name: A, size: 2 }]\n${WORDS}`;

function errors(text: string): Diagnostic[] {
  const r = readVariantText(text, 'f.yaml');
  return r.ok ? [] : r.diagnostics.filter((d) => d.severity === 'error');
}

describe('a key with a Cyrillic look-alike letter', () => {
  it('names the letter and says to type the key with the Latin layout, in English, Russian and Polish', () => {
    const ds = errors(file('  rоwLabels: numbers'));
    expect(ds.map(formatDiagnostic)).toEqual([
      'f.yaml:5:3: error unknown-key: board["rоwLabels"]: unknown key "rоwLabels" (did you mean "rowLabels"? Its "о" is a Cyrillic letter that looks Latin: type the key with the Latin keyboard layout)',
    ]);
    expect(variantDiagnosticLine(ds[0]!, 'ru')).toBe(
      'f.yaml:5:3: ошибка unknown-key: board["rоwLabels"]: неизвестный ключ «rоwLabels» (может быть, «rowLabels»? Буква «о» в нём кириллическая: наберите ключ в латинской раскладке)',
    );
    expect(variantDiagnosticLine(ds[0]!, 'pl')).toBe(
      'f.yaml:5:3: błąd unknown-key: board["rоwLabels"]: nieznany klucz „rоwLabels” (czy chodziło o „rowLabels”? Litera „о” w nim jest z cyrylicy: wpisz klucz w układzie łacińskim)',
    );
  });

  it('names each such letter once', () => {
    expect(cyrillicLookAlikes('сolumnLаbels', 'columnLabels')).toEqual(['с', 'а']);
    expect(cyrillicLookAlikes('rоwLabels', 'rowLabels')).toEqual(['о']);
    expect(cyrillicLookAlikes('rowLabels', 'rowLabels')).toBeUndefined();
    expect(cyrillicLookAlikes('строки', 'rows')).toBeUndefined();
  });

  it('a key in Russian words keeps its advice', () => {
    const ds = errors(file('  строки: 8'));
    expect(ds.map(formatDiagnostic).join('\n')).toContain('Keys are written in English');
  });
});
