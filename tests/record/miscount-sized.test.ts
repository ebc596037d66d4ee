/**
 * An announcement that miscounts hits the fleet shows (a count misheard, a sinking not said), the
 * target then firing salvos of the size that announcement leaves it (Jutland's guns, Salvo's
 * ships afloat, Perelman's damage): one slip, the announcement's, as for Perelman's hospital hit
 * left out. Its suggestion says the salvos sized so are part of it, and that writing the
 * announcement the fleet gives makes them wrong sizes. A size neither the fleet nor the
 * announcement owes, or a miscount that leaves the size alone, stays a breach of its own.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { sideName } from '../../src/record/game.js';
import { parseRecord } from '../../src/record/parse.js';
import { refereeRecord, type Breach } from '../../src/record/referee.js';
import { breachSaid, refereeText } from '../../src/record/referee-text.js';
import { readRecordFile } from '../../src/record/store.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';
import { runSalvo } from '../helpers/cli.js';

const FIXTURES = join(import.meta.dirname, 'fixtures');

let jutland: Variant;
beforeAll(async () => {
  jutland = await loadVariant('jutland', { cwd: process.cwd() });
});

async function fixture(name: string): Promise<{ breaches: readonly Breach[]; said: (lang: 'ru' | 'pl', b: Breach) => { message: string; suggestion: string } }> {
  const f = await readRecordFile(join(FIXTURES, name), loadRecordVariant, name);
  if (!f.ok) throw new Error(f.diagnostics.map((d) => d.message).join('\n'));
  const said = (lang: 'ru' | 'pl', b: Breach): { message: string; suggestion: string } => {
    const d = breachSaid(b, refereeText(lang, false, (side) => sideName(f.record, f.variant, side, lang))!);
    if (d === undefined) throw new Error(`no ${lang} words for ${b.code}`);
    return { message: d.message, suggestion: d.suggestion ?? '' };
  };
  return { breaches: refereeRecord(f, f.variant).breaches, said };
}

const codes = (bs: readonly Breach[]): [string, number | undefined][] => bs.map((b) => [b.code, b.salvo]);

describe('a miscount followed by salvos sized as it made them is one slip', () => {
  it('Jutland: "battleship 1" for two hits, then salvos of 6 guns: one error, the announcement, its sizes said with it', async () => {
    const { breaches, said } = await fixture('miscount-guns.yaml');
    expect(codes(breaches)).toEqual([['announcement-contradicts-fleet', 1]]);
    const b = breaches[0]!;
    expect(b.message).toBe('red announced "battleship 1" for blue\'s salvo 1; the fleet gives "battleship 2"');
    expect(b.suggestion).toBe(
      'red\'s salvos 1 and 2 had 6 shots each, as the damage announced owed, not 5: part of this slip too; if "battleship 2" was announced, write -> battleship 2: then red\'s salvos 1 and 2 are the wrong size (wrong-salvo-size); if not, check the fleet written under fleets:',
    );
    expect(said('ru', b).suggestion).toBe(
      'в каждом из залпов 1 и 2 стороны «Red» — 6 выстрелов, как полагалось по объявленным повреждениям, а не 5: это тоже часть той же ошибки; если ответили «battleship 2», запишите -> battleship 2: тогда залпы 1 и 2 стороны «Red» — неверного размера (wrong-salvo-size); если нет, проверьте флот, записанный под fleets:',
    );
    expect(said('pl', b).suggestion).toBe(
      'każda z salw 1 i 2 strony „Red” miała 6 strzałów, jak się należało według ogłoszonych uszkodzeń, a nie 5: to też część tej samej pomyłki; jeśli odpowiedziano „battleship 2”, zapisz -> battleship 2: wtedy salwy 1 i 2 strony „Red” mają złą liczbę strzałów (wrong-salvo-size); jeśli nie, sprawdź flotę zapisaną pod fleets:',
    );
  });

  it('the mend brings back just what the suggestion says: written as the fleet gives it, those salvos are wrong sizes', async () => {
    const text = await readFile(join(FIXTURES, 'miscount-guns.yaml'), 'utf8');
    const mended = parseRecord(text.replace('-> battleship 1', '-> battleship 2'), jutland);
    expect(refereeRecord(mended, jutland).breaches.map((x) => [x.code, x.side, x.sideSalvo, x.expected, x.recorded])).toEqual([
      ['wrong-salvo-size', 'red', 1, '5', '6'],
      ['wrong-salvo-size', 'red', 2, '5', '6'],
    ]);
  });

  it('check says it once, in text and --json, and owes the next salvo by the fleet and by the announcement', async () => {
    const file = join(FIXTURES, 'miscount-guns.yaml');
    const text = await runSalvo(process.cwd(), ['check', file]);
    expect(text.code).toBe(1);
    expect(text.stdout.split('\n').filter((l) => l.includes(': error '))).toHaveLength(1);
    expect(text.stdout).toContain('part of this slip too');
    // Red's third salvo: owed 5 by the fleet, 6 by the guns the announcement left.
    const json = JSON.parse((await runSalvo(process.cwd(), ['check', '-', '--json'], (await readFile(file, 'utf8')) + '  - blue: H9 H8 H7 H6 H5 H4 -> no hits\n')).stdout) as {
      violations: { code: string; sizedSlip?: unknown; said?: unknown }[];
      next: { side: string; owed: unknown; owedAsAnnounced?: unknown };
    };
    expect(json.violations.map((v) => v.code)).toEqual(['announcement-contradicts-fleet']);
    expect(json.violations[0]!.sizedSlip).toBeUndefined();
    expect(json.violations[0]!.said).toBeUndefined();
    expect(json.next).toEqual({ side: 'red', owed: { min: 5, max: 5 }, owedAsAnnounced: { min: 6, max: 6 }, alternative: null });
  });

  it('Perelman: a hit left out of the announcement (not the hospital), then salvos of 3 where the fleet owes 2: one error', async () => {
    const { breaches, said } = await fixture('miscount-damage.yaml');
    expect(codes(breaches)).toEqual([['announcement-contradicts-fleet', 3]]);
    expect(breaches[0]!.suggestion).toContain("salvos 2 and 3 of красные had 3 shots each, as the damage announced owed, not 2: part of this slip too");
    expect(said('ru', breaches[0]!).suggestion).toContain('тогда залпы 2 и 3 стороны «красные» — неверного размера (wrong-salvo-size)');
  });

  it('Salvo: a sinking answered as a hit, then a salvo for every ship: one error', async () => {
    const { breaches } = await fixture('miscount-sinking.yaml');
    expect(codes(breaches)).toEqual([['announcement-contradicts-fleet', 1]]);
    expect(breaches[0]!.suggestion).toContain("red's salvo 1 had 5 shots, as the sinkings announced owed, not 4: part of this slip too");
    expect(breaches[0]!.suggestion).toContain("then red's salvo 1 is the wrong size (wrong-salvo-size)");
  });
});

describe('two mistakes stay two errors', () => {
  const HEAD = 'variant: jutland\nfleets:\n  red: { battleship: A1-A4, cruiser: C1-C3, destroyer: [E1-E2, G1-G2] }\nsalvos:\n';

  it('a size neither the fleet nor the announcement owes', () => {
    const lines = '  - blue: A1 A2 J10 J9 J8 J7 -> battleship 1\n  - red: A1 B1 C1 D1 -> no hits\n';
    const breaches = refereeRecord(parseRecord(HEAD + lines, jutland), jutland).breaches;
    expect(breaches.map((b) => [b.code, b.salvo, b.expected, b.recorded])).toEqual([
      ['announcement-contradicts-fleet', 1, 'battleship 2', 'battleship 1'],
      ['wrong-salvo-size', 2, '5', '4'],
    ]);
    expect(breaches[0]!.suggestion).not.toContain('part of this slip');
  });

  it('a salvo sized as the miscount made it, then another after a later hit on that ship took its gun by the announcements too', () => {
    // "battleship 1" for two hits: 6 guns as announced, 5 by the fleet; red's 6 is part of the slip.
    // Blue's third hit on it, announced "battleship 1", is its second as announced: a gun lost
    // either way, so red's next 6 shots are a wrong size of their own.
    const lines = '  - blue: A1 A2 J10 J9 J8 J7 -> battleship 1\n  - red: A1 B1 C1 D1 E1 F1 -> no hits\n  - blue: A3 J5 J4 J3 J2 J1 -> battleship 1\n  - red: A2 B2 C2 D2 E2 F2 -> no hits\n';
    const breaches = refereeRecord(parseRecord(HEAD + lines, jutland), jutland).breaches;
    expect(breaches.map((b) => [b.code, b.salvo])).toEqual([
      ['announcement-contradicts-fleet', 1],
      ['wrong-salvo-size', 4],
    ]);
    expect(breaches[0]!.suggestion).toContain("red's salvo 1 had 6 shots, as the damage announced owed, not 5: part of this slip too");
  });

  it('a miscount that leaves the guns as they are (a cruiser hit once left out), and a salvo a shot short', () => {
    const lines = '  - blue: A1 C1 J10 J9 J8 J7 -> battleship 1\n  - red: A1 B1 C1 D1 E1 -> no hits\n';
    const breaches = refereeRecord(parseRecord(HEAD + lines, jutland), jutland).breaches;
    expect(breaches.map((b) => [b.code, b.salvo])).toEqual([
      ['announcement-contradicts-fleet', 1],
      ['wrong-salvo-size', 2],
    ]);
  });
});
