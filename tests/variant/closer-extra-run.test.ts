/**
 * Closing brackets typed several times over (`columnLabels: [A, B]]]]`, `]}]`, a line `} }`) are
 * one slip: said once, at the first, with the line to write with all of them gone, in English,
 * Russian and Polish; before, each was an error of its own whose line to write still held the
 * others (`[A, B]]]`, then `[A, B] ]]`, then `[A, B]  ]`).
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { fileSaid } from '../../src/variant/file-text.js';
import { EN_WORDS, variantErrors } from '../helpers/variant-text.js';

const errors = variantErrors;

const HEAD = 'id: v\nlanguages: [en]\nname: V\n';
const REST = `fleet: [{ id: a, name: A, size: 2 }]\n${EN_WORDS}`;

describe('closers typed several times over', () => {
  it('are one error at the first, the line to write with none of them', () => {
    const ds = errors(`${HEAD}board:\n  columns: 3\n  columnLabels: [A, B, C]]]]\n${REST}`);
    expect(ds.map(formatDiagnostic)).toEqual([
      'f.yaml:6:26: error yaml-syntax: these "]]]" close no list: none is open here (remove them: write "columnLabels: [A, B, C]")',
    ]);
    expect(fileSaid(ds[0]!.code, ds[0]!.parts, 'ru')).toEqual({
      message: 'эти «]]]» ничего не закрывают: открытого списка здесь нет',
      suggestion: 'уберите их: напишите «columnLabels: [A, B, C]»',
    });
    expect(fileSaid(ds[0]!.code, ds[0]!.parts, 'pl')).toEqual({
      message: 'te „]]]” niczego nie zamykają: nie ma tu otwartej listy',
      suggestion: 'usuń je: napisz „columnLabels: [A, B, C]”',
    });
  });

  it('with spaces between, or of both kinds, are said as typed, a comment after kept', () => {
    const spaced = errors(`${HEAD}board:\n  columns: 3\n  columnLabels: [A, B, C]] ]\n${REST}`);
    expect(spaced.map(formatDiagnostic)).toEqual([
      'f.yaml:6:26: error yaml-syntax: these "] ]" close no list: none is open here (remove them: write "columnLabels: [A, B, C]")',
    ]);
    const mixed = errors(`${HEAD}board:\n  columns: 3\n  columnLabels: [A, B, C]]}] # labels\n${REST}`);
    expect(mixed.map(formatDiagnostic)).toEqual([
      'f.yaml:6:26: error yaml-syntax: these "]}]" close nothing: no list or mapping is open here (remove them: write "columnLabels: [A, B, C] # labels")',
    ]);
    expect(fileSaid(mixed[0]!.code, mixed[0]!.parts, 'ru')?.message).toBe('эти «]}]» ничего не закрывают: открытого списка или словаря здесь нет');
    expect(fileSaid(mixed[0]!.code, mixed[0]!.parts, 'pl')?.message).toBe('te „]}]” niczego nie zamykają: nie ma tu otwartej listy ani słownika');
  });

  it('inside a mapping in braces, only those of the list kind are extra', () => {
    const ds = errors(`${HEAD}board: { columns: 3, columnLabels: [A, B, C]]] }\n${REST}`);
    expect(ds.map(formatDiagnostic)).toEqual([
      'f.yaml:4:45: error yaml-syntax: these "]]" close no list: none is open here (remove them: write "board: { columns: 3, columnLabels: [A, B, C] }")',
    ]);
  });

  it('alone on their line are told to go, line and all', () => {
    const ds = errors(`${HEAD}board: { rows: 8 }\n} }\n${REST}`);
    expect(ds.map(formatDiagnostic)).toEqual(['f.yaml:5:1: error yaml-syntax: these "} }" close no mapping: none is open here (remove this line)']);
    expect(fileSaid(ds[0]!.code, ds[0]!.parts, 'pl')?.suggestion).toBe('usuń ten wiersz');
  });
});
