/**
 * The words of a wrong salvo size's reason where the record rarely brings them (mutation round
 * 5): a ship of one hit once, the 13th hit of a ladder, several ships of a class sunk at once in
 * Polish, every ship of a class of three, two classes in one salvo in Russian.
 */
import { describe, expect, it } from 'vitest';
import { owedWhyText, type OwedNames } from '../../src/record/owed-text.js';
import type { OwedWhy } from '../../src/rules/types.js';

const names: OwedNames = {
  side: (s) => (s === 'blue' ? 'Blue' : s),
  shipClass: (id) => (id === 'battleship' ? { name: 'Battleship', count: 1 } : id === 'destroyer' ? { name: 'Destroyer', count: 3 } : { name: 'Cruiser', count: 2 }),
};

const guns = (ships: NonNullable<OwedWhy['losses'][number]['ships']>, shots: number): OwedWhy => ({ kind: 'guns', full: 9, losses: [{ turn: 2, by: 'blue', salvo: 2, shots, ships }] });

describe('the reason for the shots owed, word by word', () => {
  it('a ship of its own class hit once is said hit once, one hit five times in Polish trafiony 5 razy', () => {
    expect(owedWhyText('en', guns([{ classId: 'battleship', sunk: 0, damaged: 1, hits: 1 }], 1), names)).toBe("9 guns, less 1 for the battleship hit once in Blue's salvo 2");
    // In Polish, five times is razy, as two times is.
    expect(owedWhyText('pl', guns([{ classId: 'battleship', sunk: 0, damaged: 1, hits: 5 }], 1), names)).toBe('9 dział, minus 1 — okręt „Battleship” trafiony 5 razy (salwa 2 strony „Blue”)');
  });

  it('the ladder from its 13th hit on, not its 13rd', () => {
    const why: OwedWhy = { kind: 'damage', full: 5, losses: [{ turn: 4, by: 'blue', salvo: 3, shots: 3, step: { damage: 13, shots: 2 } }] };
    expect(owedWhyText('en', why, names)).toBe("5 shots, 2 from the 13th hit on, taken in Blue's salvo 3");
  });

  it('every ship of a class of three sunk is the three of them, not both', () => {
    expect(owedWhyText('en', guns([{ classId: 'destroyer', sunk: 3, damaged: 0 }], 3), names)).toBe("9 guns, less 3 for 3 destroyers sunk in Blue's salvo 2");
  });

  it('in Polish, two ships of a class sunk are zatopione 2 okręty, five zatopionych 5 okrętów', () => {
    expect(owedWhyText('pl', guns([{ classId: 'destroyer', sunk: 2, damaged: 0 }], 2), names)).toBe('9 dział, minus 2 — zatopione 2 okręty „Destroyer” (salwa 2 strony „Blue”)');
    expect(owedWhyText('pl', guns([{ classId: 'destroyer', sunk: 5, damaged: 0 }], 5), names)).toBe('9 dział, minus 5 — zatopionych 5 okrętów „Destroyer” (salwa 2 strony „Blue”)');
  });

  it('in Russian, two classes hit by one salvo are joined by и', () => {
    const why = guns(
      [
        { classId: 'destroyer', sunk: 1, damaged: 0 },
        { classId: 'cruiser', sunk: 0, damaged: 1 },
      ],
      2,
    );
    expect(owedWhyText('ru', why, names)).toBe('9 орудий, минус 2 — потоплен корабль «Destroyer» и повреждён корабль «Cruiser» (залп 2 стороны «Blue»)');
  });

  it('a fleet of one gun is one gun; a ladder step whose salvo the record does not show names none', () => {
    expect(owedWhyText('en', { kind: 'guns', full: 1, losses: [], cap: { kind: 'fresh-cells', left: 0 } }, names)).toBe('1 gun, but only 0 cells not fired at yet');
    const why: OwedWhy = { kind: 'damage', full: 3, losses: [{ turn: -1, by: '', salvo: 0, shots: 1, step: { damage: 5, shots: 2 } }] };
    expect(owedWhyText('en', why, names)).toBe('3 shots, 2 from the 5th hit on');
  });
});
