/**
 * A salvo of the structured form with its side left out (`{ cells: [...], result: no hits }`) or
 * its side key misspelt (`{ sdie: blue, … }`) is said as that form's slip: `which side fired?`
 * (the sides named), or the key's `did you mean side?` once, at the key; not `one salvo per item:
 * cells and result are both written here` with an example of the one-line form, as if each key
 * were a side. In Polish too.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { readingSaid } from '../../src/record/reading-text.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';

const root = new URL('../..', import.meta.url).pathname;
let classic: Variant;
let statki: Variant;

beforeAll(async () => {
  [classic, statki] = (await Promise.all(['classic-salvo', 'statki'].map((v) => loadVariant(v, { cwd: root })))) as [Variant, Variant];
});

const errors = (text: string, variant: Variant) => parseRecord(text, variant).diagnostics.filter((d) => d.severity === 'error');

describe('the structured form without its side', () => {
  it('is asked which side fired, at the item', () => {
    const said = errors('variant: classic-salvo\nsides: [blue, red]\nsalvos:\n  - { cells: [A1, B2, C3, D4, E5], result: no hits }\n', classic);
    expect(said.map((d) => [d.code, d.line, d.column, d.message, d.suggestion])).toEqual([['salvo-side', 4, 5, 'which side fired?', 'the sides are blue and red']]);
  });

  it('with its side key misspelt, is told the key once', () => {
    const said = errors('variant: classic-salvo\nsides: [blue, red]\nsalvos:\n  - { sdie: blue, cells: [A2, B3, C4, D5, E6], result: no hits }\n', classic);
    expect(said.map((d) => [d.code, d.line, d.column, d.suggestion])).toEqual([['unknown-key', 4, 7, 'did you mean side?']]);
  });

  it('in Polish', () => {
    const [d] = errors('variant: statki\nsides: [ala, tomek]\nsalvos:\n  - cells: A1\n    result: pudło\n', statki);
    expect(d!.code).toBe('salvo-side');
    expect(readingSaid(d!, 'pl')?.suggestion).toMatch(/ala/u);
  });
});
