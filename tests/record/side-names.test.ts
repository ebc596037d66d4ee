/**
 * What a side may be called on the command line (`salvo record`, `play`'s prompt, `show --side`):
 * the hint given for a name that is none lists exactly the names `resolveSideOrPlayer` takes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveSideOrPlayer, sideNamesHint } from '../../src/record/parse.js';
import type { RecordSide } from '../../src/record/model.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';

const TEMPLATES = ['perelman', 'morskoy-boy', 'statki', 'jutland', 'classic-1967'] as const;
const variants = new Map<string, Variant>();
beforeAll(async () => {
  for (const t of TEMPLATES) variants.set(t, await loadVariant(t, { cwd: process.cwd() }));
});

/** The names the hint gives for each side: the ids, then each "A or B for side" of a way (`by its player: …`). */
function namesInHint(hint: string, sides: readonly [RecordSide, RecordSide]): Map<string, string[]> {
  const out = new Map<string, string[]>(sides.map((s) => [s.id, [s.id]]));
  // Each way after its colon, up to the next way (`; or …`) or the end.
  for (const group of hint.matchAll(/: ([^;]*)/gu)) {
    for (const part of group[1]!.split(', ')) {
      const m = /^(.*) for (\S+)$/u.exec(part);
      if (m) out.get(m[2]!)!.push(...m[1]!.split(' or '));
    }
  }
  return out;
}

const SIDES: readonly (readonly [RecordSide, RecordSide])[] = [
  [{ id: 'blue', player: 'Петя' }, { id: 'red', player: 'Вася' }],
  [{ id: 'первый' }, { id: 'второй' }],
  [{ id: 'ala', player: 'Ala' }, { id: 'tomek', player: 'Tomek' }],
  [{ id: 'blue' }, { id: 'red' }],
];

describe('sideNamesHint', () => {
  it.each(TEMPLATES)('lists, for %s, only names that stand for the side it says, and every way a side is taken', (t) => {
    const variant = variants.get(t)!;
    for (const sides of SIDES) {
      const hint = sideNamesHint('Коля', sides, variant);
      const listed = namesInHint(hint, sides);
      for (const [side, names] of listed) for (const n of names) expect(resolveSideOrPlayer(n, sides, variant), `${n} in "${hint}"`).toBe(side);
      // Every name taken is listed, in one case or another.
      sides.forEach((s, i) => {
        const vs = variant.turns.sides[i]!;
        const taken = [s.id, vs.id, ...Object.values(vs.name), ...(s.player !== undefined ? [s.player] : [])];
        const said = listed.get(s.id)!.map((n) => n.toLowerCase());
        for (const n of taken) expect(said, `${n} for ${s.id} in "${hint}"`).toContain(n.toLowerCase());
      });
    }
  });

  it('says the players and the variant\'s names, with a did-you-mean for a near one', () => {
    const sides: readonly [RecordSide, RecordSide] = [{ id: 'blue', player: 'Петя' }, { id: 'red', player: 'Вася' }];
    expect(sideNamesHint('Коля', sides, variants.get('perelman')!)).toBe(
      'the sides are blue and red; a side may also be named by its player: Петя for blue, Вася for red; or as the variant names it: Синие for blue, Красные for red',
    );
    expect(sideNamesHint('Петр', sides, variants.get('perelman')!)).toMatch(/^did you mean Петя\? the sides are blue and red/u);
  });
});
