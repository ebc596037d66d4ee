/**
 * `headerLines`: the `language:` and `variant:` a record's top-level lines give where its YAML
 * cannot be read as a whole, for what keeps it from being read to be said in its language.
 */
import { describe, expect, it } from 'vitest';
import { headerLines } from '../../src/record/parse.js';

describe('headerLines', () => {
  it('reads a plain or quoted word, a comment after it, a space before the colon', () => {
    expect(headerLines('variant: perelman\nlanguage: ru\nsalvos:\n  - [а1\n')).toEqual({ language: 'ru', variant: 'perelman' });
    expect(headerLines('\uFEFFvariant: "statki" # Statki\r\nlanguage : \'pl\'\r\n')).toEqual({ language: 'pl', variant: 'statki' });
    expect(headerLines('variant: ./my variant.yaml\n')).toEqual({});
    expect(headerLines('variant: ./games/my.yaml\n')).toEqual({ variant: './games/my.yaml' });
  });

  it('says nothing where its lines disagree, are not of that shape, or are not at the top level', () => {
    expect(headerLines('language: ru\nlanguage: pl\n')).toEqual({});
    expect(headerLines('language: ru\nlanguage: ru\n')).toEqual({ language: 'ru' });
    expect(headerLines('language: ru: x\n')).toEqual({});
    expect(headerLines('language: [ru\n')).toEqual({});
    expect(headerLines('  language: ru\nnotes:\n  variant: x\n')).toEqual({});
    expect(headerLines('languages: ru\n')).toEqual({});
  });

  it("takes the first game's lines only, where a second is appended", () => {
    expect(headerLines('variant: perelman\nsalvos: []\n# second\nvariant: statki\nlanguage: pl\nsalvos: []\n')).toEqual({ variant: 'perelman' });
    expect(headerLines('variant: statki\nlanguage: pl\nsalvos: []\nvariant: statki\nlanguage: ru\n')).toEqual({ language: 'pl', variant: 'statki' });
  });
});
