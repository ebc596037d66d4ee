/**
 * A salvo's result written under it as a key or list item of its own (`- result: hit` a level
 * deeper, or as the next item; `result:` under the side's line, its words beside it or listed):
 * one `salvo-result-item` error at the result's line and column, with the line to write, not
 * YAML's own words (`Nested mappings are not allowed…`) nor a side called "result"; en/ru/pl.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { readingLine } from '../../src/record/referee-text.js';
import { resultItemAt } from '../../src/record/result-item.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';
import type { Diagnostic } from '../../src/core/diagnostics.js';

let classic: Variant;
let statki: Variant;
beforeAll(async () => {
  classic = await loadVariant('classic-1967', { cwd: process.cwd() });
  statki = await loadVariant('statki', { cwd: process.cwd() });
});

const errorsOf = (text: string, v: Variant): Diagnostic[] => parseRecord(text, v, { file: 'g.yaml' }).diagnostics.filter((d) => d.severity === 'error');

const HEAD = 'variant: classic-1967\nsalvos:\n  - blue: A1\n';

describe('a result written as an item of its own', () => {
  it.each([
    ['a list item one level deeper', '    - result: hit\n', 5],
    ['a list item two levels deeper', '      - result: hit\n', 7],
    ['the next item of the list', '  - result: hit\n', 3],
    ['a key under the side', '    result: hit\n', 5],
  ])('%s: one error, at its place, with the line to write', (_what, line, column) => {
    const errors = errorsOf(`${HEAD}${line}  - red: B2 -> miss\n`, classic);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'salvo-result-item', file: 'g.yaml', line: 4, column });
    expect(errors[0]!.message).toBe('the result "hit" is written under the salvo on line 3, as a key or list item of its own: a salvo\'s result goes on its line, after the cells and "->"');
    expect(errors[0]!.suggestion).toBe('write line 3 as - blue: A1 -> hit, and remove line 4');
  });

  it('a key with its words listed under it: joined, and every line of it to remove', () => {
    const errors = errorsOf('variant: classic-1967\nsalvos:\n  - blue: A1 B2\n    result:\n      - hit\n      - miss\n', classic);
    expect(errors.map((e) => e.code)).toEqual(['salvo-result-item']);
    expect(errors[0]!.suggestion).toBe('write line 3 as - blue: A1 B2 -> hit, miss, and remove lines 4–6');
  });

  it('is said in Russian and Polish', () => {
    const [en] = errorsOf(`${HEAD}      - result: hit\n`, classic);
    expect(readingLine(en!, { lang: 'ru', variant: classic })).toBe('g.yaml:4:7: ошибка salvo-result-item: ответ «hit» записан под строкой 3 отдельным ключом или элементом списка: ответ пишется в той же строке, что и клетки, после «->» (запишите строку 3 так: - blue: A1 -> hit, а строку 4 уберите)');
    const errors = errorsOf('variant: statki\nsalvos:\n  - ala: A1\n  - result: pudło\n', statki);
    const item = errors.find((e) => e.code === 'salvo-result-item')!;
    expect(readingLine(item, { lang: 'pl', variant: statki })).toContain('odpowiedź „pudło” zapisano pod wierszem 3 jako osobny klucz lub element listy: odpowiedź pisze się w tym samym wierszu co pola, po „->” (zapisz wiersz 3 tak: - ala: A1 -> pudło, a wiersz 4 usuń)');
    // "result" is not taken for a side the record fired under.
    expect(errors.find((e) => e.code === 'unknown-side')!.suggestion).not.toContain('result:');
  });

  it('is none where the salvo has its result, or the structured form is written', () => {
    expect(resultItemAt(['salvos:', '  - blue: A1 -> hit', '    - result: hit'], 3)).toBeUndefined();
    expect(errorsOf('variant: classic-1967\nsalvos:\n  - side: blue\n    cells: A1\n    result: hit\n', classic)).toEqual([]);
  });
});
