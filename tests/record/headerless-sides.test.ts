/**
 * A record without a `sides:` header whose salvos name the sides otherwise (`- ala: …`): the
 * error says which sides the variant has and how to name the record's own in a header, in the
 * order they fire; the header it suggests reads the record clean.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { refereeRecord } from '../../src/record/referee.js';
import { loadVariant } from '../../src/variant/load.js';
import { readingSaid } from '../../src/record/reading-text.js';
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
  it('every salvo under one of two names: read as the header would read them (the first to fire as the side that fires first), one warning', () => {
    const r = parseRecord(`variant: statki\n${SALVOS}`, statki);
    expect(r.diagnostics.map((d) => [d.code, d.severity, d.line, d.column])).toEqual([['sides-header-missing', 'warning', 3, 5]]);
    expect(r.diagnostics[0]!.message).toBe('no "sides:" header: "tomek" read as blue (Player 1) and "ala" as red (Player 2)');
    expect(r.diagnostics[0]!.suggestion).toBe('write the header at the top: sides: { tomek: <player>, ala: <player> }');
    expect(r.record.sides).toEqual([{ id: 'tomek' }, { id: 'ala' }]);
    expect(r.record.salvos.map((s) => s.side)).toEqual(['tomek', 'ala', 'tomek']);
    expect(refereeRecord(r, statki).breaches).toEqual([]);
    // The same as with the header it says to write.
    const fixed = parseRecord(`variant: statki\nsides: { tomek: X, ala: Y }\n${SALVOS}`, statki);
    expect(fixed.record.salvos).toEqual(r.record.salvos);
  });

  it('a Russian record whose fleets are under the same two names: read so too, said in Russian', async () => {
    const text = 'variant: morskoy-boy\nlanguage: ru\nfleets:\n  второй:\n    броненосец: Б4-Д4\n    крейсер: [Б6-Б8, Г8-Е8]\n    миноносец: [Г2-Д2, З9-З10, Д10-Е10]\n    подводная лодка: [Б2, К2, К4, К8]\nsalvos:\n  - первый: В7 -> мимо\n  - второй: В3 -> мимо\n  - первый: К2 -> убит\n  - первый: Б1 -> мимо\n';
    const r = parseRecord(text, morskoy);
    expect(r.diagnostics.map((d) => [d.code, d.line])).toEqual([['sides-header-missing', 10]]);
    expect(readingSaid(r.diagnostics[0]!, 'ru')).toEqual({
      message: 'нет заголовка «sides:»: «первый» прочитано как сторона blue (Первый игрок), «второй» — как сторона red (Второй игрок)',
      suggestion: 'впишите заголовок в начало файла: sides: { первый: <игрок>, второй: <игрок> }',
    });
    expect(Object.keys(r.record.fleets)).toEqual(['второй']);
    expect(refereeRecord(r, morskoy).breaches).toEqual([]);
  });

  it("names beside one of the variant's sides: not read, each line says the variant's sides, by id and name, and the header to write, the first to fire first", () => {
    const r = parseRecord(`variant: statki\n${SALVOS}  - blue: A2 -> pudło\n`, statki);
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
