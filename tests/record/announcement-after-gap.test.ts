/**
 * A salvo of red left out before blue's third, and red's next salvo the wrong size besides, so
 * the gap is not read as `salvo-missing`: blue's third is `out-of-turn`, whose advice says red's
 * salvo may be left out. Red's next announcement ("sunk cruiser" after one hit beside E10) is
 * impossible only if nothing was left out: the missing salvo may have hit the cruiser. The
 * referee says that announcement is not judged (`announcement-unjudged`), not that it breaks the
 * rules. The oracle: a fleet of blue's and a missing salvo for which the brute force's defender
 * (tests/inference/brute.ts `announce`) gives every announcement recorded for red's salvos.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fullReferee } from '../../src/inference/full-referee.js';
import { parseRecord } from '../../src/record/parse.js';
import { loadVariant } from '../../src/variant/load.js';
import { announce, type BruteShip } from '../inference/brute.js';

const file = join(import.meta.dirname, '..', 'cli', 'fixtures', 'referee-gap', 'g09-salvo-missing.yaml');
const text = readFileSync(file, 'utf8');
const variant = await loadVariant('classic-salvo', { cwd: process.cwd() });

const refereed = (t: string) => fullReferee({ ...parseRecord(t, variant, { file: 'g.yaml' }), variant }, 'en');

describe('an announcement after a salvo that may be left out', () => {
  it('is not judged impossible: it is said not judged, at the announcement, in English, Russian and Polish', () => {
    const report = refereed(text);
    expect(report.breaches.map((b) => `${b.code}@${b.salvo}`)).toEqual(['out-of-turn@4', 'wrong-salvo-size@5']);
    const w = report.warnings.filter((x) => x.code === 'announcement-unjudged');
    expect(w).toHaveLength(1);
    expect(w[0]).toMatchObject({ file: 'g.yaml', line: 8, column: 29, salvo: 5 });
    expect(w[0]!.message).toBe("blue's announcement for red's salvo 2 is not judged: a salvo of red may be left out before salvo 4 (see its error), and what it hit is not known");
    expect(w[0]!.said?.ru?.message).toContain('ответ стороны «Player 1» на залп 2 стороны «Player 2» не проверен: перед залпом 4 мог быть пропущен залп стороны «Player 2»');
    expect(w[0]!.said?.pl?.message).toContain('nie sprawdzono odpowiedzi strony „Player 1” na salwę 2 strony „Player 2”: przed salwą 4 mogła zostać pominięta salwa strony „Player 2”');
  });

  it('fits a fleet of blue with a salvo of red put in (the brute force)', () => {
    const parsed = parseRecord(text, variant);
    const cell = (name: string): number => (Number(name.slice(1)) - 1) * 10 + (name.charCodeAt(0) - 65);
    const ship = (classIndex: number, names: string[]): BruteShip => ({ classIndex, cells: names.map(cell).sort((a, b) => a - b) });
    // Blue's cruiser at E8-E10; the missing salvo of red hit E9.
    const layout = [ship(0, ['A3', 'A4', 'A5', 'A6', 'A7']), ship(1, ['C1', 'C2', 'C3', 'C4']), ship(2, ['E8', 'E9', 'E10']), ship(3, ['G1', 'G2', 'G3']), ship(4, ['J9', 'J10'])];
    const red = parsed.record.salvos.filter((s) => s.side === 'red');
    const missing = ['E9', 'B5', 'B6', 'B7', 'B8'].map(cell);
    const salvos = [red[0]!.cells, missing, red[1]!.cells];
    expect(announce(variant, layout, salvos, 0)).toEqual(red[0]!.announcement);
    expect(announce(variant, layout, salvos, 1).kind).toBe('per-shot');
    expect(announce(variant, layout, salvos, 2)).toEqual(red[1]!.announcement);
    // Without it, the cruiser is not sunk by that salvo: as written, the announcement is impossible for this fleet.
    expect(announce(variant, layout, [salvos[0]!, salvos[2]!], 1)).not.toEqual(red[1]!.announcement);
  });

  it('an announcement no salvo left out could explain stays a breach (the cruiser sunk twice in one salvo)', () => {
    const report = refereed(text.replace('miss, hit, miss, sunk cruiser, miss', 'miss, hit, sunk cruiser, sunk cruiser, miss'));
    expect(report.breaches.map((b) => `${b.code}@${b.salvo}`)).toContain('announcement-inconsistent@5');
    expect(report.warnings.map((x) => x.code)).not.toContain('announcement-unjudged');
  });
});
