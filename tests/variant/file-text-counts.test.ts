/**
 * File errors said in Russian and Polish where the number or the bracket changes the words
 * (src/variant/file-text.ts): an indentation of one space (`na 1 spację`, `в 1 пробел`), a mapping
 * closed with text after it (`słownik kończy się na „}”`, `словарь заканчивается на «}»`), one
 * bracket more than those listed (`ani jeszcze 1`, `и ещё 1`). Mutations F01, F05, F07 of round 5.
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, type Diagnostic } from '../../src/core/diagnostics.js';
import { readingDiagnostic } from '../../src/record/reading-text.js';
import { loadYamlDocument } from '../../src/variant/yaml-source.js';

const errorsOf = (text: string): Diagnostic[] => loadYamlDocument(text, 'f.yaml').diagnostics.filter((d) => d.severity === 'error');
const saidAll = (text: string, lang: string): string[] =>
  errorsOf(text).map((d) => {
    const s = readingDiagnostic(d, lang);
    expect(s, `${d.code} ${lang}`).toBeDefined();
    return formatDiagnostic(s!);
  });

describe('file errors whose words follow a number or a bracket', () => {
  it('an indentation of one space: the singular, in the accusative in Polish', () => {
    // The key has 1 space, the one above 2.
    expect(saidAll('a:\n  b: 1\n c: 2\n', 'pl')).toEqual([
      'f.yaml:3:2: error yaml-syntax: ten klucz jest wcięty na 1 spację, a klucz nad nim na 2 (wetnij go na 2 spacje, jak klucz powyżej, aby został w tym samym słowniku)',
    ]);
    // The key has 2 spaces, the one above 1: the advice says one space.
    expect(saidAll('a:\n b: 1\n  c: 2\n', 'pl')).toEqual([
      'f.yaml:3:3: error yaml-syntax: ten klucz jest wcięty na 2 spacje, a klucz nad nim na 1 (wetnij go na 1 spację, jak klucz powyżej, aby został w tym samym słowniku)',
    ]);
    expect(saidAll('a:\n b: 1\n  c: 2\n', 'ru')).toEqual([
      'f.yaml:3:3: error yaml-syntax: у этого ключа отступ в 2 пробела, а у ключа над ним — в 1 (сделайте отступ в 1 пробел, как у ключа выше, чтобы ключ остался в том же словаре)',
    ]);
  });

  it('text after a mapping closed on its line names a mapping, not a list', () => {
    expect(saidAll('a: {b: 1} x\n', 'ru')).toEqual(['f.yaml:1:9: error yaml-syntax: словарь заканчивается на «}» в столбце 9, но строка идёт дальше: «x» (поместите это внутрь фигурных скобок или уберите)']);
    expect(saidAll('a: {b: 1} x\n', 'pl')).toEqual(['f.yaml:1:9: error yaml-syntax: słownik kończy się na „}” w kolumnie 9, ale wiersz idzie dalej: „x” (umieść to w nawiasach klamrowych albo usuń)']);
  });

  it('one bracket never closed beyond the three listed is counted too', () => {
    const text = 'a: [[[[[x\nb: 1\n';
    expect(errorsOf(text).map(formatDiagnostic)).toEqual([
      'f.yaml:1:4: error yaml-syntax: this "[" is never closed, nor the "[" at column 5, nor the "[" at column 6, nor the "[" at column 7, nor 1 more (close them with "]]]]]" after the last item)',
    ]);
    expect(saidAll(text, 'ru')).toEqual(['f.yaml:1:4: error yaml-syntax: эта «[» нигде не закрыта, как и «[» в столбце 5, «[» в столбце 6, «[» в столбце 7 и ещё 1 (закройте их «]]]]]» после последнего элемента)']);
    expect(saidAll(text, 'pl')).toEqual([
      'f.yaml:1:4: error yaml-syntax: ten „[” nie jest nigdzie zamknięty, ani „[” w kolumnie 5, ani „[” w kolumnie 6, ani „[” w kolumnie 7, ani jeszcze 1 (zamknij je „]]]]]” po ostatnim elemencie)',
    ]);
  });
});
