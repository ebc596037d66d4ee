/**
 * A class of the fleet written as an alias of another (`- *c`): YAML copies the whole class, its
 * id too. The duplicate id is said at the alias's line, not the anchor's, as a copy to give its
 * own id (with the YAML to write) or to fold into the first class's count; the mark the copy
 * repeats is not said again.
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { designSaid } from '../../src/variant/design-text.js';
import { readVariantText } from '../../src/variant/parse.js';

const WORDS = 'words:\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }';
const head = ['id: copies', 'languages: [en]', 'name: Copies', 'board: { rows: 8, columns: 8 }'];

function said(lines: string[]): string[] {
  const r = readVariantText([...lines, WORDS].join('\n'), 'v.yaml');
  return (r.ok ? r.warnings : r.diagnostics).map((d) => formatDiagnostic(d));
}

describe('a class copied whole by an alias', () => {
  const block = [...head, 'fleet:', '  - &c', '    id: cruiser', '    name: Cruiser', '    mark: C', '    size: 3', '  - *c', '  - { id: sub, name: Sub, size: 1 }'];

  it('is told at the alias, as a copy to count or to give its own id, and its mark is not told again', () => {
    expect(block[10]).toBe('  - *c');
    expect(said(block)).toEqual([
      'v.yaml:11:5: error duplicate-class-id: fleet[1]: *c copies the whole of fleet[0], its id "cruiser" too; every class needs its own id (for more ships of the class, delete the copy and write count: 2 in fleet[0]; for a class of its own, write it out with its own id: - { id: cruiser-2, name: Cruiser, size: 3 })',
    ]);
  });

  it('the id written is one the fleet lacks, the count doubles the class\'s, and a value not plain is left as …', () => {
    const lines = [...head, 'fleet:', '  - &big { id: big, name: { en: Big }, size: 2, count: 2 }', '  - { id: big-2, name: Other, size: 1 }', '  - *big'];
    expect(said(lines)).toEqual([
      'v.yaml:8:5: error duplicate-class-id: fleet[2]: *big copies the whole of fleet[0], its id "big" too; every class needs its own id (for more ships of the class, delete the copy and write count: 4 in fleet[0]; for a class of its own, write it out with its own id: - { id: big-3, size: 2, count: 2, … })',
    ]);
    // The YAML shown, written in with a name of its own, is read.
    const mended = [...head, 'fleet:', '  - &big { id: big, name: { en: Big }, size: 2, count: 2 }', '  - { id: big-2, name: Other, size: 1 }', '  - { id: big-3, name: Big too, size: 2, count: 2 }'];
    expect(readVariantText([...mended, WORDS].join('\n'), 'v.yaml').ok).toBe(true);
  });

  it('in a list in brackets, the alias is where it is told', () => {
    const lines = [...head, 'fleet: [&c { id: cruiser, name: Cruiser, size: 3 }, *c]'];
    expect(said(lines)).toEqual([
      'v.yaml:5:53: error duplicate-class-id: fleet[1]: *c copies the whole of fleet[0], its id "cruiser" too; every class needs its own id (for more ships of the class, delete the copy and write count: 2 in fleet[0]; for a class of its own, write it out with its own id: - { id: cruiser-2, name: Cruiser, size: 3 })',
    ]);
  });

  it('is said in Russian and Polish', () => {
    const r = readVariantText([...block, WORDS].join('\n'), 'v.yaml');
    const d = r.ok ? undefined : r.diagnostics.find((x) => x.code === 'duplicate-class-id');
    expect(designSaid(d!.code, d!.parts, 'ru')).toEqual({
      message: 'fleet[1]: *c копирует класс fleet[0] целиком, вместе с id «cruiser»; у каждого класса должно быть своё id',
      suggestion: 'чтобы кораблей этого класса было больше, удалите копию и напишите count: 2 в fleet[0]; для отдельного класса выпишите его полностью со своим id: - { id: cruiser-2, name: Cruiser, size: 3 }',
    });
    expect(designSaid(d!.code, d!.parts, 'pl')?.message).toBe('fleet[1]: *c kopiuje całą klasę fleet[0], razem z id „cruiser”; każda klasa musi mieć własne id');
  });

  it('an id written twice by hand, or an alias of the id alone, is told at the id as before', () => {
    const twice = [...head, 'fleet:', '  - { id: a, name: A, size: 2 }', '  - { id: a, name: B, size: 3 }'];
    expect(said(twice)).toEqual(['v.yaml:7:11: error duplicate-class-id: fleet[1].id: "a" is already the id of fleet[0] (give every class its own id)']);
    const idAlias = [...head, 'fleet:', '  - { id: &x a, name: A, size: 2 }', '  - { id: *x, name: B, size: 3 }'];
    expect(said(idAlias)).toEqual(['v.yaml:7:11: error duplicate-class-id: fleet[1].id: "a" is already the id of fleet[0] (give every class its own id)']);
  });
});
