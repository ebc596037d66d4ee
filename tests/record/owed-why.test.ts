/**
 * A wrong salvo size says how the owed number comes about, from the variant's data: the full
 * salvo (guns, one shot per ship afloat, the damage ladder's first size), less what each enemy
 * salvo took away (guns lost with a ship damaged or sunk, a ship sunk, the ladder's step reached),
 * and the cap of the shot limit. In English, Russian and Polish, and as `owedFrom` in check --json.
 * A side owed its full salvo is said as before.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { sideName } from '../../src/record/game.js';
import { parseRecord } from '../../src/record/parse.js';
import { refereeRecord, type Breach } from '../../src/record/referee.js';
import { breachSaid, refereeText } from '../../src/record/referee-text.js';
import { readRecordFile } from '../../src/record/store.js';
import { loadVariant } from '../../src/variant/load.js';
import { runSalvo } from '../helpers/cli.js';

const FIXTURES = join(import.meta.dirname, 'fixtures');

/** The sides as check names them in the language it speaks (the variant's names where the record keeps its ids). */
let names: (side: string, lang: string) => string = (side) => side;

async function breaches(name: string): Promise<readonly Breach[]> {
  const f = await readRecordFile(join(FIXTURES, name), loadRecordVariant, name);
  if (!f.ok) throw new Error(f.diagnostics.map((d) => d.message).join('\n'));
  names = (side, lang) => sideName(f.record, f.variant, side, lang);
  return refereeRecord(f, f.variant).breaches;
}

/** The breach's line as check says it in `lang`, the sides named as check names them. */
function said(lang: 'ru' | 'pl', b: Breach): string {
  const d = breachSaid(b, refereeText(lang, false, (side) => names(side, lang))!);
  if (d === undefined) throw new Error(`no ${lang} words for ${b.code}`);
  return d.message;
}

describe('a wrong salvo size says how the shots owed come about', () => {
  it('Jutland: the guns, less a gun for the battleship hit twice and one for the destroyer sunk, each at the salvo that did it', async () => {
    const b = await breaches('owed-guns-lost.yaml');
    expect(b.map((x) => [x.code, x.salvo, x.expected, x.recorded])).toEqual([
      ['wrong-salvo-size', 2, '5', '6'],
      ['wrong-salvo-size', 4, '4', '6'],
    ]);
    expect(b[0]!.message).toBe("red's salvo 1 has 6 shots; red was owed 5: 6 guns, less 1 for the battleship hit twice in blue's salvo 1");
    expect(b[1]!.message).toBe("red's salvo 2 has 6 shots; red was owed 4: 6 guns, less 1 for the battleship hit twice in blue's salvo 1, less 1 for a destroyer sunk in blue's salvo 2");
    expect(said('ru', b[1]!)).toBe(
      'в залпе 2 стороны «Red» 6 выстрелов, а положено 4: 6 орудий, минус 1 — корабль «Battleship» получил 2 попадания (залп 1 стороны «Blue»), минус 1 — потоплен корабль «Destroyer» (залп 2 стороны «Blue») [правило: размер залпа; ожидалось: 4; записано: 6]',
    );
    expect(said('pl', b[1]!)).toBe(
      'w salwie 2 strony „Red” 6 strzałów, a należało się 4: 6 dział, minus 1 — okręt „Battleship” trafiony 2 razy (salwa 1 strony „Blue”), minus 1 — zatopiony okręt „Destroyer” (salwa 2 strony „Blue”) [zasada: liczba strzałów w salwie; oczekiwano: 4; zapisano: 6]',
    );
  });

  it('Jutland: the battleship hit once in one salvo and once in the next lost its gun at the 2nd hit, said so, not as hit twice in the second salvo', async () => {
    const jutland = await loadVariant('jutland', { cwd: process.cwd() });
    const fleets = 'fleets:\n  blue: { battleship: D4-G4, cruiser: H9-J9, destroyer: [A4-A5, I5-J5] }\n  red: { battleship: C4-F7, cruiser: B7-D9, destroyer: [C1-D1, J5-I6] }\n';
    const lines = '  - blue: C4 C1 A10 A9 A8 A7 -> battleship 1, destroyer 1\n  - red: A1 A2 A3 B1 B2 B3 -> no hits\n  - blue: D5 B10 B9 B8 B6 B5 -> battleship 1\n  - red: C10 C9 C8 H1 H2 H3 -> no hits\n';
    const parsed = parseRecord(`variant: jutland\n${fleets}salvos:\n${lines}`, jutland);
    names = (side, lang) => sideName(parsed.record, jutland, side, lang);
    const [b] = refereeRecord(parsed, jutland).breaches;
    expect(b!.message).toBe("red's salvo 2 has 6 shots; red was owed 5: 6 guns, less 1 for the battleship hit for the 2nd time in blue's salvo 2");
    expect(b!.owedFrom).toEqual({ unit: 'guns', full: 6, losses: [{ shots: 1, by: 'blue', salvo: 2, ships: [{ class: 'battleship', sunk: 0, damaged: 1, hits: 2, hitsBefore: 1 }] }] });
    expect(said('ru', b!)).toContain('а положено 5: 6 орудий, минус 1 — корабль «Battleship» получил 2-е попадание (залп 2 стороны «Blue»)');
    expect(said('pl', b!)).toContain('a należało się 5: 6 dział, minus 1 — okręt „Battleship” trafiony po raz 2. (salwa 2 strony „Blue”)');
  });

  it('Salvo: one shot for each ship, less one for the ship sunk', async () => {
    const [b] = await breaches('owed-ships-sunk.yaml');
    expect(b!.message).toBe("red's salvo 1 has 5 shots; red was owed 4: one shot for each of 5 ships, less 1 for the destroyer sunk in blue's salvo 1");
    expect(said('ru', b!)).toContain('а положено 4: по 1 выстрелу за каждый из 5 кораблей, минус 1 — потоплен корабль «Destroyer» (залп 1 стороны «Player 1»)');
    expect(said('pl', b!)).toContain('a należało się 4: po 1 strzale za każdy z 5 okrętów, minus 1 — zatopiony okręt „Destroyer” (salwa 1 strony „Player 1”)');
  });

  it('Perelman: the ladder, and the salvo that brought the fifth hit', async () => {
    const [b] = await breaches('owed-damage.yaml');
    expect(b!.message).toBe("salvo 2 of красные has 3 shots; красные was owed 2: 3 shots, 2 from the 5th hit on, taken in salvo 2 of синие");
    expect(said('ru', b!)).toBe('в залпе 2 стороны «красные» 3 выстрела, а положено 2: 3 выстрела, с 5-го попадания — 2 (залп 2 стороны «синие») [правило: размер залпа; ожидалось: 2; записано: 3]');
    expect(said('pl', b!)).toBe('w salwie 2 strony „красные” 3 strzały, a należało się 2: 3 strzały, od 5. trafienia — 2 (salwa 2 strony „синие”) [zasada: liczba strzałów w salwie; oczekiwano: 2; zapisano: 3]');
  });

  it('the shot limit: the full salvo, but only the shots left', async () => {
    const [b] = await breaches('owed-limit.yaml');
    expect(b!.message).toBe("blue's salvo 2 has 1 shot; blue was owed 2: 3 shots, but only 2 left under the limit of 5");
    expect(said('ru', b!)).toContain('а положено 2: 3 выстрела, но до предела в 5 осталось только 2');
    expect(said('pl', b!)).toContain('a należało się 2: 3 strzały, ale do limitu 5 zostało tylko 2');
  });

  it('a fleet not revealed: the loss the announcements show exactly, at its salvo', async () => {
    const jutland = await loadVariant('jutland', { cwd: process.cwd() });
    const parsed = parseRecord('variant: jutland\nsalvos:\n  - blue: A1 A2 J10 J9 J8 J7 -> battleship twice\n  - red: A1 B1 C1 D1 E1 F1 -> no hits\n', jutland);
    const [b] = refereeRecord(parsed, jutland).breaches;
    expect(b!.message).toBe("red's salvo 1 has 6 shots; red was owed 5: 6 guns, less 1 for the battleship hit twice in blue's salvo 1");
  });

  it('Perelman, a fleet not revealed: hits known only as at least five are said as the ladder\'s step, not a bare "less 1"', async () => {
    const perelman = await loadVariant('perelman', { cwd: process.cwd() });
    // Four classes hit, the two-cell ship twice: at least 5 hits, how many more the words do not say.
    const lines = '  - blue: а1 в5 д9 -> двухклеточный, трёхклеточный, четырёхклеточный\n  - red: к1 к2 к3 -> попаданий нет\n  - blue: б1 ж5 з8 -> пятиклеточный, двухклеточный\n  - red: к4 к5 к6 -> попаданий нет\n';
    const parsed = parseRecord(`variant: perelman\nsalvos:\n${lines}`, perelman);
    names = (side, lang) => sideName(parsed.record, perelman, side, lang);
    const [b] = refereeRecord(parsed, perelman).breaches;
    expect(b!.message).toBe("red's salvo 2 has 3 shots; red was owed 2: 3 shots, 2 from the 5th hit on, taken in blue's salvo 2");
    expect(b!.owedFrom).toEqual({ unit: 'shots', full: 3, losses: [{ shots: 1, by: 'blue', salvo: 2, fromHit: 5 }] });
    expect(said('ru', b!)).toContain('а положено 2: 3 выстрела, с 5-го попадания — 2 (залп 2 стороны «Синие»)');
  });

  it('a fleet not revealed whose loss only its own salvo size showed later: the loss, with no salvo named', async () => {
    const jutland = await loadVariant('jutland', { cwd: process.cwd() });
    // "destroyer twice": one destroyer sunk or both hit once; red's 5 shots then show one sunk.
    const lines = '  - blue: A1 A2 J10 J9 J8 J7 -> destroyer twice\n  - red: A1 B1 C1 D1 E1 -> no hits\n  - blue: J6 J5 J4 J3 J2 J1 -> no hits\n  - red: A2 B2 C2 D2 E2 F2 -> no hits\n';
    const [b] = refereeRecord(parseRecord(`variant: jutland\nsalvos:\n${lines}`, jutland), jutland).breaches;
    expect(b!.message).toBe("red's salvo 2 has 6 shots; red was owed 5: 6 guns, less 1 for a destroyer sunk");
    expect(b!.owedFrom).toEqual({ unit: 'guns', full: 6, losses: [{ shots: 1, ships: [{ class: 'destroyer', sunk: 1, damaged: 0, hits: 2 }] }] });
  });

  it('a side owed its full salvo is said as before, with no reason', async () => {
    const [b] = await breaches('wrong-salvo-size.yaml');
    expect(b!.message).toBe("blue's salvo 1 has 5 shots; blue was owed 6");
    expect(b!.owedFrom).toBeUndefined();
  });

  it('check --json gives the reason as owedFrom: the full salvo, each loss with its salvo and ships', async () => {
    const r = await runSalvo(process.cwd(), ['check', join(FIXTURES, 'owed-guns-lost.yaml'), '--json']);
    const v = (JSON.parse(r.stdout) as { violations: { salvo: number; owedFrom?: unknown; said?: unknown }[] }).violations;
    expect(v[1]!.owedFrom).toEqual({
      unit: 'guns',
      full: 6,
      losses: [
        { shots: 1, by: 'blue', salvo: 1, ships: [{ class: 'battleship', sunk: 0, damaged: 1, hits: 2 }] },
        { shots: 1, by: 'blue', salvo: 2, ships: [{ class: 'destroyer', sunk: 1, damaged: 0, hits: 2 }] },
      ],
    });
    expect(v[1]!.said).toBeUndefined();
    const limit = await runSalvo(process.cwd(), ['check', join(FIXTURES, 'owed-limit.yaml'), '--json']);
    const l = (JSON.parse(limit.stdout) as { violations: { owedFrom?: unknown }[] }).violations;
    expect(l[0]!.owedFrom).toEqual({ unit: 'shots', full: 3, losses: [], cap: { kind: 'shot-limit', left: 2, limit: 5 } });
  });
});

describe('how the shots owed come about, where the variant gives more shots a ship or the board runs out of cells (mutation round 5)', () => {
  it('two shots a ship afloat: the full salvo counts the ships, each at the shots it gives, less what the ship sunk gave', async () => {
    const [b] = await breaches('owed-two-a-ship.yaml');
    expect(b!.message).toBe("red's salvo 1 has 4 shots; red was owed 2: 2 shots for each of 2 ships, less 2 for the raft sunk in blue's salvo 1");
    expect(said('ru', b!)).toContain('а положено 2: по 2 выстрела за каждый из 2 кораблей, минус 2 — потоплен корабль «Raft» (залп 1 стороны «Blue»)');
    expect(said('pl', b!)).toContain('a należało się 2: po 2 strzały za każdy z 2 okrętów, minus 2 — zatopiony okręt „Raft” (salwa 1 strony „Blue”)');
    // In --json: the ships, not the shots, with the shots each gives apart.
    expect(b!.owedFrom).toEqual({ unit: 'ships', full: 2, perShip: 2, losses: [{ shots: 2, by: 'blue', salvo: 1, ships: [{ class: 'raft', sunk: 1, damaged: 0, hits: 1 }] }] });
  });

  it('the cells left: a side with one cell not fired at is owed one shot, and is told so, the cell in the singular', async () => {
    const b = (await breaches('owed-cells-left.yaml')).find((x) => x.code === 'wrong-salvo-size');
    expect(b!.message).toBe("blue's salvo 3 has 2 shots; blue was owed 1: 4 shots, but only 1 cell not fired at yet");
    expect(said('ru', b!)).toContain('а положено 1: 4 выстрела, но клеток, по которым ещё не стреляли, осталось только 1');
    expect(said('pl', b!)).toContain('a należało się 1: 4 strzały, ale pól, w które jeszcze nie strzelano, zostało tylko 1');
    expect(b!.owedFrom).toEqual({ unit: 'shots', full: 4, losses: [], cap: { kind: 'fresh-cells', left: 1 } });
  });
});

describe('a side owed its full salvo but for the shot limit (mutation round 5)', () => {
  it('two shots a ship, both ships afloat, 2 shots left under the limit of 6: the full salvo, but only the shots left', async () => {
    const [b] = await breaches('owed-two-a-ship-limit.yaml');
    expect(b!.message).toBe("blue's salvo 2 has 1 shot; blue was owed 2: 2 shots for each of 2 ships, but only 2 left under the limit of 6");
    expect(b!.owedFrom).toEqual({ unit: 'ships', full: 2, perShip: 2, losses: [], cap: { kind: 'shot-limit', left: 2, limit: 6 } });
  });
});
