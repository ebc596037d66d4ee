/**
 * A cell that cannot be read whose shot may have hit (`A~` for A10 in blue's "sunk battleship"
 * salvo of examples/classic-salvo.yaml) may have cost the side fired at shots, as a lost line may:
 * that side's later salvos short of what the replay owes are not judged, said once
 * (`size-unjudged`, listing the later ones), not a `wrong-salvo-size` each. The salvos listed are
 * those the record finds short when the shot is read as a miss elsewhere (the oracle).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { refereeRecord } from '../../src/record/referee.js';
import { loadVariant } from '../../src/variant/load.js';

const variant = await loadVariant('classic-salvo', { cwd: process.cwd() });
const text = readFileSync('examples/classic-salvo.yaml', 'utf8');
const sunkLine = '  - blue: A10 A5 A3 B4 J10 -> sunk battleship, miss, hit, miss, miss';
const judged = (t: string) => {
  const parsed = parseRecord(t, variant, { file: 'g.yaml' });
  return { parsed, report: refereeRecord(parsed, variant) };
};
const withLine = (line: string): string => {
  expect(text).toContain(sunkLine);
  return text.replace(sunkLine, line);
};

describe('a cell that cannot be read whose shot may have hit', () => {
  it('leaves the sizes of the other side after it unjudged, said once, not a breach at each', () => {
    const { parsed, report } = judged(withLine('  - blue: A~ A5 A3 B4 J10 -> sunk battleship, miss, hit, miss, miss'));
    expect(parsed.diagnostics.map((d) => d.code)).toEqual(['cell-unreadable']);
    expect(report.breaches.map((b) => b.code)).not.toContain('wrong-salvo-size');
    const sizes = report.warnings.filter((w) => w.code === 'size-unjudged');
    expect(sizes).toHaveLength(1);
    const [w] = sizes;
    // The oracle: the same shot read as a miss at a cell no ship holds and no salvo fired at.
    const missed = judged(withLine('  - blue: F6 A5 A3 B4 J10 -> miss, miss, hit, miss, miss')).report.breaches.filter((b) => b.code === 'wrong-salvo-size');
    const short = missed.map((b) => b.salvo!);
    expect(short.length).toBeGreaterThan(3);
    expect(missed.every((b) => b.side === 'red' || b.message.startsWith("red's"))).toBe(true);
    expect(w!.salvo).toBe(short[0]);
    const later = short.slice(1);
    const shots = Number(/has (\d+) shots/u.exec(missed[0]!.message)![1]);
    expect(w!.message).toBe(
      `red's ${shots} shots are not judged: salvo 5 before it has a cell that cannot be read (see its error), whose shot may have hit and cost red shots; nor, for the same reason, are the sizes of salvos ${later.slice(0, -1).join(', ')} and ${later.at(-1)}`,
    );
    expect(w!.said?.ru?.message).toBe(
      `число выстрелов стороны «Player 2» (${shots}) не проверено: клетку залпа 5 перед этим не удалось прочитать (см. ошибку при ней), а выстрел по ней мог попасть и стоить стороне «Player 2» выстрелов; по той же причине не проверено и число выстрелов в залпах ${later.slice(0, -1).join(', ')} и ${later.at(-1)}`,
    );
    expect(w!.said?.pl?.message).toBe(
      `nie sprawdzono liczby strzałów strony „Player 2” (${shots}): pola salwy 5 wcześniej nie da się odczytać (zob. błąd przy nim), a strzał w nie mógł trafić i kosztować stronę „Player 2” strzały; z tego samego powodu nie sprawdzono też liczby strzałów w salwach ${later.slice(0, -1).join(', ')} i ${later.at(-1)}`,
    );
  });

  it('leaves them judged where its result is written as a miss', () => {
    const { report } = judged(withLine('  - blue: A~ A5 A3 B4 J10 -> miss, miss, hit, miss, miss'));
    expect(report.warnings.filter((w) => w.code === 'size-unjudged')).toEqual([]);
    const missed = judged(withLine('  - blue: F6 A5 A3 B4 J10 -> miss, miss, hit, miss, miss')).report.breaches.filter((b) => b.code === 'wrong-salvo-size');
    expect(report.breaches.filter((b) => b.code === 'wrong-salvo-size').map((b) => b.salvo)).toEqual(missed.map((b) => b.salvo));
  });

  it("leaves the shooter's own sizes judged: a hit costs the side fired at, not the one firing", () => {
    const line = '  - blue: A2 C3 E5 F9 -> sunk cruiser, miss, miss, miss';
    expect(text).toContain(line);
    const { report } = judged(withLine('  - blue: A~ A5 A3 B4 J10 -> sunk battleship, miss, hit, miss, miss').replace(line, '  - blue: A2 C3 E5 -> sunk cruiser, miss, miss'));
    const blue = report.breaches.filter((b) => b.code === 'wrong-salvo-size');
    expect(blue.map((b) => b.salvo)).toEqual([7]);
    expect(blue[0]!.message).toContain("blue's salvo 4 has 3 shots");
  });

  it('leaves them judged where the fleet fired at is not revealed: the replay goes by the result written for the cell', () => {
    const unread = withLine('  - blue: A~ A5 A3 B4 J10 -> sunk battleship, miss, hit, miss, miss');
    const start = unread.indexOf('fleets:');
    const hidden = unread.slice(0, start) + unread.slice(unread.indexOf('salvos:'));
    const redLine = '  - red: F9 E8 D9 E10 -> miss, hit, miss, sunk cruiser';
    expect(hidden).toContain(redLine);
    const { report } = judged(hidden.replace(redLine, '  - red: F9 E8 D9 -> miss, hit, miss'));
    expect(report.warnings.filter((w) => w.code === 'size-unjudged')).toEqual([]);
    const short = report.breaches.find((b) => b.code === 'wrong-salvo-size' && b.salvo === 6);
    expect(short?.message).toContain("red's salvo 3 has 3 shots; red was owed 4");
  });
});
