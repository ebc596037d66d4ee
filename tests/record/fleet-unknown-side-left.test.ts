/**
 * A `fleets:` key that names no side of the game (`second:` in a record whose sides are первый and
 * второй), beside the one side whose fleet no other key gives, is told that side's key to write
 * (`the fleet of второй is not given: if this is it, write второй: for second:`), in English,
 * Russian and Polish; where both sides' fleets are given, or the key is a slip of a side, as before.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { readingSaid } from '../../src/record/reading-text.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';

const root = new URL('../..', import.meta.url).pathname;
let morskoy: Variant;
let statki: Variant;

beforeAll(async () => {
  [morskoy, statki] = (await Promise.all(['morskoy-boy', 'statki'].map((v) => loadVariant(v, { cwd: root })))) as [Variant, Variant];
});

const RU_FLEET = '    броненосец: Б4-Д4\n    крейсер: [Б6-Б8, Г8-Е8]\n    миноносец: [Г2-Д2, З9-З10, Д10-Е10]\n    подводная лодка: [Б2, К2, К4, К8]\n';
const PL_FLEET = '    pancernik: B4-E4\n    krążownik: [B6-B8, D8-F8]\n    ścigacz: [D2-E2, H9-H10, E10-F10]\n    łódź podwodna: [B2, J2, J4, J8]\n';

/** The unknown-side errors of `text`: line, column, and suggestion in `lang`. */
function unknownSides(text: string, variant: Variant, lang: 'en' | 'ru' | 'pl'): (readonly [number | undefined, number | undefined, string | undefined])[] {
  return parseRecord(text, variant)
    .diagnostics.filter((d) => d.code === 'unknown-side')
    .map((d) => [d.line, d.column, lang === 'en' ? d.suggestion : readingSaid(d, lang)?.suggestion] as const);
}

describe('a fleets: key naming no side, beside the side whose fleet is not given', () => {
  it('is told the key to write, in English and Russian', () => {
    const text = `variant: morskoy-boy\nsides: [первый, второй]\nfleets:\n  первый:\n${RU_FLEET}  second:\n${RU_FLEET}salvos:\n  - первый: А1 -> мимо\n`;
    expect(unknownSides(text, morskoy, 'en')).toEqual([[9, 3, 'the sides are первый and второй; the fleet of второй is not given: if this is it, write второй: for second:']]);
    expect(unknownSides(text, morskoy, 'ru')).toEqual([[9, 3, 'стороны — первый и второй; флота стороны «второй» в записи нет: если это он, напишите второй: вместо second:']]);
  });

  it('in Polish, the side given by its player', () => {
    const text = `variant: statki\nsides:\n  ala: Ala\n  tomek: Tomek\nfleets:\n  Ala:\n${PL_FLEET}  gracz2:\n${PL_FLEET}salvos:\n  - ala: A1 -> pudło\n`;
    expect(unknownSides(text, statki, 'pl')).toEqual([[11, 3, 'strony to ala i tomek; floty strony „tomek” w zapisie nie ma: jeśli to ona, napisz tomek: zamiast gracz2:']]);
  });

  it('as before where both fleets are given; a slip of a side gets the key to write, not the fleet left', () => {
    const both = `variant: morskoy-boy\nsides: [первый, второй]\nfleets:\n  первый:\n${RU_FLEET}  второй:\n${RU_FLEET}  third:\n${RU_FLEET}salvos:\n  - первый: А1 -> мимо\n`;
    expect(unknownSides(both, morskoy, 'en').map((u) => u[2])).toEqual(['the sides are первый and второй']);
    const slip = `variant: morskoy-boy\nsides: [первый, второй]\nfleets:\n  первый:\n${RU_FLEET}  вторй:\n${RU_FLEET}salvos:\n  - первый: А1 -> мимо\n`;
    expect(unknownSides(slip, morskoy, 'ru').map((u) => u[2])).toEqual(['может быть, второй? Если так, напишите второй: вместо вторй:']);
  });
});
