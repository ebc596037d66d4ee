/**
 * A record without a `sides:` header whose salvos name the sides otherwise (`- ala: …`): the
 * error says which sides the variant has and how to name the record's own in a header, in the
 * order they fire; the header it suggests reads the record clean.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { refereeRecord } from '../../src/record/referee.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';

let statki: Variant;
let morskoy: Variant;
beforeAll(async () => {
  const cwd = process.cwd();
  statki = await loadVariant('statki', { cwd });
  morskoy = await loadVariant('morskoy-boy', { cwd });
});

const SALVOS = 'salvos:\n  - tomek: C7 -> pudło\n  - ala: C3 -> pudło\n  - tomek: A1 -> pudło\n';

describe('salvos naming sides a headerless record lacks', () => {
  it("say the variant's sides, by id and name, and the header to write, the first to fire first", () => {
    const r = parseRecord(`variant: statki\n${SALVOS}`, statki);
    const unknown = r.diagnostics.filter((d) => d.code === 'unknown-side');
    expect(unknown.map((d) => [d.salvo, d.line])).toEqual([
      [1, 3],
      [2, 4],
      [3, 5],
    ]);
    const s = unknown[0]!.suggestion!;
    expect(s).toContain('with no "sides:" header');
    expect(s).toContain("the sides are statki's blue and red, named Gracz 1 for blue and Gracz 2 for red; blue fires first: write");
    // Said inside the diagnostic's parenthesis: no parenthesis of its own.
    expect(s).not.toMatch(/[()]/u);
    expect(s).not.toContain('the sides are blue and red');
    // tomek fired first: tomek is the variant's first side.
    expect(s).toContain('sides: { tomek: <player>, ala: <player> }');
  });

  it('the header it suggests reads the record with no error, tomek firing first', () => {
    const s = parseRecord(`variant: statki\n${SALVOS}`, statki).diagnostics[0]!.suggestion!;
    const header = /sides: \{[^}]*\}/u.exec(s)![0].replace(/<player>/gu, 'X');
    const fixed = parseRecord(`variant: statki\n${header}\n${SALVOS}`, statki);
    expect(fixed.diagnostics).toEqual([]);
    expect(refereeRecord(fixed, statki).breaches).toEqual([]);
  });

  it("names the sides in the variant's language, and one unknown name beside the other side", () => {
    const r = parseRecord('variant: morskoy-boy\nfleets:\n  Оля: ~\nsalvos:\n  - Оля: А1 -> мимо\n', morskoy);
    const unknown = r.diagnostics.filter((d) => d.code === 'unknown-side');
    expect(unknown).toHaveLength(2);
    for (const d of unknown) {
      expect(d.suggestion).toContain('named Первый игрок for blue and Второй игрок for red; blue fires first');
      expect(d.suggestion).not.toMatch(/[()]/u);
      expect(d.suggestion).toContain('sides: { Оля: <player>, <other side>: <player> }');
    }
  });

  it('with a header, a side not in it is named against the header as before', () => {
    const r = parseRecord(`variant: statki\nsides: { ala: Ala, tomek: Tomek }\nsalvos:\n  - bob: C7 -> pudło\n`, statki);
    expect(r.diagnostics.map((d) => [d.code, d.suggestion])).toEqual([['unknown-side', 'the sides are ala and tomek']]);
  });
});
