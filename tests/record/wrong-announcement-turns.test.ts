/**
 * With the fleets revealed, a wrong announcement is one slip: the turn order may follow what was
 * announced and played (a shooter told "hit" fires again) or, where the word was only copied
 * wrong, what the fleet gives, so the next salvo is not also called out of turn. Hits and sinkings still follow the fleet. Statki: a hit fires again, a miss passes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { refereeRecord } from '../../src/record/referee.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';

let statki: Variant;
beforeAll(async () => {
  statki = await loadVariant('statki', { cwd: process.cwd() });
});

const HEAD = `variant: statki
sides: { ala: Ala, tomek: Tomek }
fleets:
  ala: { pancernik: D1-D4, krążownik: [G3-I3, F8-F10], ścigacz: [A2-A3, C9-D9, I10-J10], łódź podwodna: [H1, B5, J5, A9] }
  tomek: { pancernik: B4-E4, krążownik: [B6-B8, D8-F8], ścigacz: [D2-E2, H9-H10, E10-F10], łódź podwodna: [B2, J2, J4, J8] }
salvos:
`;

function codes(lines: string): [string, number | undefined][] {
  const parsed = parseRecord(HEAD + lines, statki);
  expect(parsed.diagnostics).toEqual([]);
  return refereeRecord(parsed, statki).breaches.map((b) => [b.code, b.salvo]);
}

describe('a wrong announcement with the fleets revealed', () => {
  it('a hit cell fired at again and announced trafiony: the repeat alone, not also the announcement, nor out of turn', () => {
    // B4 is on tomek's pancernik: a hit, then fired again (the rules read the repeat as a miss).
    const lines = '  - ala: C7 -> pudło\n  - tomek: C3 -> pudło\n  - ala: B4 -> trafiony\n  - ala: C4 -> trafiony\n  - ala: B4 -> trafiony\n  - ala: A1 -> pudło\n  - tomek: H2 -> pudło\n';
    expect(codes(lines)).toEqual([['repeated-cell', 5]]);
  });

  it('the line right before written again: that one slip, the line written twice', () => {
    const lines = '  - ala: C7 -> pudło\n  - tomek: C3 -> pudło\n  - ala: B4 -> trafiony\n  - ala: B4 -> trafiony\n  - ala: A1 -> pudło\n  - tomek: H2 -> pudło\n';
    expect(codes(lines)).toEqual([['repeated-salvo', 4]]);
  });

  it('a miss announced trafiony: the shooter firing again is in turn', () => {
    const lines = '  - ala: A1 -> trafiony\n  - ala: A10 -> pudło\n  - tomek: C3 -> pudło\n';
    expect(codes(lines)).toEqual([['announcement-contradicts-fleet', 1]]);
  });

  it('a hit announced pudło: the turn passes, as it was played, or the shooter fires again, as the fleet gives: one slip either way', () => {
    const passed = '  - ala: B4 -> pudło\n  - tomek: C3 -> pudło\n';
    expect(codes(passed)).toEqual([['announcement-contradicts-fleet', 1]]);
    const again = '  - ala: B4 -> pudło\n  - ala: C4 -> trafiony\n';
    expect(codes(again)).toEqual([['announcement-contradicts-fleet', 1]]);
  });

  it('a miss announced zatopiony (copied wrong): the other side firing next, as the fleet gives, is not also out of turn', () => {
    // A10 is water; tomek fires next, as after the miss the fleet gives.
    const lines = '  - ala: A10 -> zatopiony\n  - tomek: C3 -> pudło\n  - ala: A1 -> pudło\n';
    expect(codes(lines)).toEqual([['announcement-contradicts-fleet', 1]]);
  });

  it('two results swapped in one turn line: the two announcements, not also the second shot out of turn', () => {
    // B4 hits tomek's pancernik, A1 is water: written "pudło, trafiony" for "trafiony, pudło".
    const lines = '  - ala: B4 A1 -> pudło, trafiony\n  - tomek: C3 -> pudło\n';
    expect(codes(lines)).toEqual([
      ['announcement-contradicts-fleet', 1],
      ['announcement-contradicts-fleet', 2],
    ]);
  });

  it('still out of turn where neither the announcement nor the fleet gives the shooter another shot', () => {
    const lines = '  - ala: A1 -> pudło\n  - ala: A10 -> pudło\n';
    expect(codes(lines)).toEqual([['out-of-turn', 2]]);
  });

  it('the hits still follow the fleet: a repeated cell announced trafiony adds no hit', () => {
    const parsed = parseRecord(HEAD + '  - ala: B4 -> trafiony\n  - ala: B4 -> trafiony\n', statki);
    const once = parseRecord(HEAD + '  - ala: B4 -> trafiony\n', statki);
    const tomek = (p: typeof parsed) => refereeRecord(p, statki).state.sides[1].hits; // tomek, the record's second side
    expect(tomek(parsed)).toEqual(tomek(once));
  });
});
