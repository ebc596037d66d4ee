/**
 * A line left out of the replay whose own announcement says it hit nothing (`- blu: … -> miss,
 * miss, …`, a side the game does not have) cannot have cost a side shots: a salvo short after it
 * is a `wrong-salvo-size`, not `size-unjudged` ("… and may have cost red shots"), as the hits such
 * a line may hold are read elsewhere (`lostHits`). One that announced a hit still may have.
 */
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { refereeRecord } from '../../src/record/referee.js';
import { loadVariant } from '../../src/variant/load.js';

const judged = async (variantName: string, t: string) => {
  const variant = await loadVariant(variantName, { cwd: process.cwd() });
  const parsed = parseRecord(t, variant, { file: 'g.yaml' });
  return refereeRecord(parsed, variant);
};
const codesAt = (r: Awaited<ReturnType<typeof judged>>, salvo: number): string[] => [...r.breaches, ...r.warnings].filter((x) => x.salvo === salvo).map((x) => x.code);

describe('a salvo short after a line left out that announced only misses', () => {
  const classic = (lost: string): string =>
    'variant: classic-salvo\nsalvos:\n  - blue: A1 A2 A3 A4 A5 -> miss, miss, miss, miss, miss\n  - red: A1 A2 A3 A4 A5 -> miss, miss, miss, miss, miss\n' +
    `  - blu: B1 B2 B3 B4 B5 -> ${lost}\n  - red: B1 B2 B3 B4 -> miss, miss, miss, miss\n  - blue: C1 C2 C3 C4 C5 -> miss, miss, miss, miss, miss\n`;

  it('is the wrong size (per shot): the line hit nothing, so it cost no side shots', async () => {
    const r = await judged('classic-salvo', classic('miss, miss, miss, miss, miss'));
    expect(codesAt(r, 4)).toContain('wrong-salvo-size');
    expect(codesAt(r, 4)).not.toContain('size-unjudged');
    expect(r.breaches.find((b) => b.code === 'wrong-salvo-size')!.message).toBe("red's salvo 2 has 4 shots; red was owed 5");
  });

  it('is not judged where the line announced a hit', async () => {
    const r = await judged('classic-salvo', classic('hit, miss, miss, miss, miss'));
    expect(codesAt(r, 4)).toContain('size-unjudged');
    expect(codesAt(r, 4)).not.toContain('wrong-salvo-size');
  });

  const jutland = (lost: string): string =>
    'variant: jutland\nsalvos:\n  - blue: A1 A2 A3 A4 A5 A6 -> no hits\n  - red: A1 A2 A3 A4 A5 A6 -> no hits\n' +
    `  - blu: C4 D5 E6 F7 H1 H3 -> ${lost}\n  - red: B1 B2 B3 B4 -> no hits\n  - blue: B1 B2 B3 B4 B5 B6 -> no hits\n`;

  it('is the wrong size (per salvo) after "no hits", and not judged after a hit', async () => {
    const none = await judged('jutland', jutland('no hits'));
    expect(codesAt(none, 4)).toContain('wrong-salvo-size');
    expect(codesAt(none, 4)).not.toContain('size-unjudged');
    const hit = await judged('jutland', jutland('battleship 4'));
    expect(codesAt(hit, 4)).toContain('size-unjudged');
    expect(codesAt(hit, 4)).not.toContain('wrong-salvo-size');
  });
});
