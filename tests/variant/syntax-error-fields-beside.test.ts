/**
 * A file with a YAML syntax error: the syntax error is said, and so are the field errors of the
 * top-level parts the error is not in (a misspelt key in `board` beside a bracket left open in
 * `turns`), said once, at their lines; nothing is made up from the broken part (no key said
 * missing, no field against another).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { read, saidIn } from './helpers/slips.js';

const statki = readFileSync(new URL('../../templates/statki.yaml', import.meta.url), 'utf8');

/** The template with `board.rows: 10` followed by `extra`, and `first: blue` followed by `broken`. */
function edited(extra: string, broken: string): string {
  const text = statki.replace('  rows: 10\n', `  rows: 10\n${extra}`).replace('  first: blue\n', `  first: blue\n${broken}`);
  expect(text).not.toBe(statki);
  return text;
}

const lineOf = (text: string, needle: string): number => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('field errors beside a syntax error', () => {
  it('says a misspelt key in board beside a brace never closed in turns, each at its line', () => {
    const text = edited('  colums: 10\n', '  salvo: {kind: constant, shots: 1\n');
    const ds = read(text);
    const syntax = ds.find((d) => d.code === 'yaml-syntax');
    expect(syntax?.line).toBe(lineOf(text, 'salvo: {kind'));
    const key = ds.find((d) => d.code === 'unknown-key');
    expect(key?.path).toBe('board.colums');
    expect(key?.line).toBe(lineOf(text, 'colums:'));
    expect(key?.suggestion).toContain('columns');
    // Said once, and in the file's order: the board's line first.
    expect(ds.filter((d) => d.code === 'unknown-key')).toHaveLength(1);
    expect(ds.indexOf(key!)).toBeLessThan(ds.indexOf(syntax!));
  });

  it('says a wrong value in the fleet beside a list never closed in turns', () => {
    const text = edited('', '  extraShotOnHit: [maybe\n').replace('    size: 3\n', '    size: three\n');
    const ds = read(text);
    expect(ds.some((d) => d.code === 'yaml-syntax' && d.line === lineOf(text, '[maybe'))).toBe(true);
    const size = ds.find((d) => d.path === 'fleet[1].size');
    expect(size?.line).toBe(lineOf(text, 'size: three'));
  });

  it('says nothing of the part the error is in, nor keys missing, nor one part against another', () => {
    // The broken part is turns: its `first`, its sides, its report are not checked; words stay
    // unchecked against the languages; `fleet` cut off by an error is not said to be missing.
    const text = edited('', '  salvo: {kind: constant, shots: 1\n  bogus: 1\n');
    const ds = read(text);
    expect(ds.every((d) => d.code === 'yaml-syntax' || d.code === 'duplicate-key')).toBe(true);
    const cut = statki.replace('fleet:\n', 'fleet: [\n');
    const cutDs = read(cut);
    expect(cutDs.some((d) => d.code === 'yaml-syntax')).toBe(true);
    expect(cutDs.some((d) => d.code === 'missing-key')).toBe(false);
  });

  it('a fleet that cannot fit is not said beside a syntax error (it may be the broken part that misleads)', () => {
    const text = edited('', '  salvo: {kind: constant, shots: 1\n').replace('    count: 4\n', '    count: 25\n');
    const ds = read(text);
    expect(ds.some((d) => d.code === 'yaml-syntax')).toBe(true);
    expect(ds.some((d) => d.path?.startsWith('fleet') === true)).toBe(false);
    // Without the syntax error, the same fleet is said not to fit.
    expect(read(statki.replace('    count: 4\n', '    count: 25\n')).some((d) => d.code === 'fleet-does-not-fit')).toBe(true);
  });

  it('is said in Polish and Russian too', () => {
    const text = edited('  colums: 10\n', '  salvo: {kind: constant, shots: 1\n');
    const { ru, pl } = saidIn(text);
    expect(pl.some((l) => l.includes('colums') && l.includes('columns'))).toBe(true);
    expect(ru.some((l) => l.includes('colums') && l.includes('columns'))).toBe(true);
  });
});
