/**
 * Two games in one file, the second begun as a YAML document of its own (`---`, as a player
 * copying a second sheet writes it): one error, `record-second-game`, from the `---` line, whose
 * lines to move take the marker with them; not a second error (`yaml-syntax`: a second YAML
 * document) beside it, and not lines to move that leave the `---` behind, still an error. The
 * advice is followed here: the lines it names taken out, both games read with no error.
 */
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { readingSaid } from '../../src/record/reading-text.js';
import { loadVariant } from '../../src/variant/load.js';

const jutland = await loadVariant('jutland', { cwd: process.cwd() });
const perelman = await loadVariant('perelman', { cwd: process.cwd() });

const FIRST = ['# the first sheet', 'variant: jutland', 'salvos:', '  - blue: C7 B3 J2 D10 G2 B1 -> no hits', '  - red: G8 D8 H5 J3 A4 D10 -> no hits'];
const SECOND = ['---', '# the second sheet', 'variant: jutland', 'salvos:', '  - blue: A1 A2 A3 A4 A5 A6 -> no hits'];

const errorsOf = (text: string, variant = jutland) => parseRecord(text, variant, { file: 'g.yaml' }).diagnostics.filter((d) => d.severity === 'error');

describe('a second game begun with ---', () => {
  it.each([
    ['right after the first', [...FIRST, ...SECOND]],
    ['after a blank line', [...FIRST, '', ...SECOND]],
    ['with a blank line after the marker', [...FIRST, '', SECOND[0]!, '', ...SECOND.slice(1)]],
  ])('%s: one error at the ---, the lines named holding it; each game reads alone', (_, lines) => {
    const text = lines.join('\n') + '\n';
    const errors = errorsOf(text);
    expect(errors.map((d) => d.code)).toEqual(['record-second-game']);
    const marker = lines.indexOf('---') + 1;
    const variantLine = lines.lastIndexOf('variant: jutland') + 1;
    expect(errors[0]).toMatchObject({ line: marker, column: 1, parts: { line: variantLine, from: marker, to: lines.length } });
    expect(errors[0]!.suggestion).toContain(`move lines ${marker}–${lines.length} into a record of their own, or remove them`);
    // The advice followed: what is left, and what is moved, each a record with no error.
    const left = lines.slice(0, marker - 1).join('\n') + '\n';
    const moved = lines.slice(marker - 1).join('\n') + '\n';
    expect(errorsOf(left)).toEqual([]);
    expect(errorsOf(moved)).toEqual([]);
    expect(parseRecord(moved, jutland).record.salvos).toHaveLength(1);
  });

  it('a --- with no game after it stays the YAML error it was', () => {
    const errors = errorsOf([...FIRST, '---', '# nothing more'].join('\n') + '\n');
    expect(errors.map((d) => d.code)).toEqual(['yaml-syntax']);
  });

  it('in Russian and Polish, the same lines', () => {
    const lines = ['variant: perelman', 'language: ru', 'salvos:', '  - синие: в7 б3 к2 -> попаданий нет', '---', 'variant: perelman', 'salvos:', '  - синие: а1 а2 а3 -> попаданий нет'];
    const errors = errorsOf(lines.join('\n') + '\n', perelman);
    expect(errors.map((d) => d.code)).toEqual(['record-second-game']);
    expect(readingSaid(errors[0]!, 'ru')?.suggestion).toContain('перенесите строки 5–8 в отдельную запись');
    expect(readingSaid(errors[0]!, 'pl')?.suggestion).toContain('przenieś wiersze 5–8 do osobnego zapisu');
  });
});
