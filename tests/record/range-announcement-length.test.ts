/**
 * A cell written as a range (`А1-А4`) is one error at the cell; an announcement with as many
 * results as one of its readings has (А1 А4: two, А1 А2 А3 А4: four) is no second error
 * (`announcement-length` counted the range as one shot). Results that fit no reading are still said.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';

const root = new URL('../..', import.meta.url).pathname;
let morskoy: Variant;
let classic: Variant;

beforeAll(async () => {
  [morskoy, classic] = (await Promise.all(['morskoy-boy', 'classic-1967'].map((v) => loadVariant(v, { cwd: root })))) as [Variant, Variant];
});

const codes = (text: string, variant: Variant): string[] => parseRecord(text, variant).diagnostics.filter((d) => d.severity === 'error').map((d) => d.code);

describe('a range with as many results as one of its readings', () => {
  it('is one error, at the cell', () => {
    expect(codes('variant: morskoy-boy\nsalvos:\n  - blue: А1-А4 -> мимо, мимо, мимо, мимо\n', morskoy)).toEqual(['cell-unreadable']);
    expect(codes('variant: morskoy-boy\nsalvos:\n  - blue: А1-А4 -> мимо, мимо\n', morskoy)).toEqual(['cell-unreadable']);
    expect(codes('variant: classic-1967\nsalvos:\n  - blue: A1-A3 B5 -> miss, miss, miss, miss\n', classic)).toEqual(['cell-unreadable']);
  });

  it('results that fit no reading are still too many', () => {
    expect(codes('variant: morskoy-boy\nsalvos:\n  - blue: А1-А4 -> мимо, мимо, мимо\n', morskoy)).toEqual(['cell-unreadable', 'announcement-length']);
    // A cell unreadable for another reason counts as one shot, as before.
    expect(codes('variant: morskoy-boy\nsalvos:\n  - blue: Я1 -> мимо, мимо\n', morskoy)).toEqual(['cell-off-board', 'announcement-length']);
  });
});
