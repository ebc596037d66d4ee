/**
 * Two hospital hits left out of the same side's announcements: each is settled by the turn after
 * it alone, and each claims the salvos sized by the damage as announced up to the next.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { refereeRecord } from '../../src/record/referee.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';
import { runSalvo } from '../helpers/cli.js';

let perelman: Variant;
beforeAll(async () => {
  perelman = await loadVariant('perelman', { cwd: process.cwd() });
});

const HEAD = `variant: perelman
language: ru
sides: { синие: Петя, красные: Вася }
fleets:
  красные: { двухклеточный: а1-а2, трёхклеточный: в1-в3, четырёхклеточный: д1-д4, пятиклеточный: ж1-ж5, госпиталь: и1-и4 }
salvos:
`;

function referee(lines: string) {
  const parsed = parseRecord(HEAD + lines, perelman);
  expect(parsed.diagnostics).toEqual([]);
  return refereeRecord(parsed, perelman).breaches;
}

const FIRST = [
  '  - синие: ж1 ж2 б9 -> пятиклеточный',
  '  - красные: к1 к2 к3 -> попаданий нет',
  '  - синие: д1 а1 б6 -> двухклеточный, четырёхклеточный',
  '  - красные: к4 к5 к6 -> попаданий нет',
  '  - синие: и1 б5 б7 -> попаданий нет',
  '  - красные: к7 к8 к9 -> попаданий нет',
  '  - синие: б1 б2 б3 -> попаданий нет',
  '  - красные: е7 е8 е9 -> попаданий нет',
  '  - синие: ж3 ж4 б4 -> пятиклеточный',
  '  - красные: г7 г8 -> попаданий нет',
  '  - синие: а2 в1 г10 -> двухклеточный, трёхклеточный',
  '  - красные: г9 г6 -> попаданий нет',
  '  - синие: и2 е10 з10 -> попаданий нет',
].join('\n') + '\n';

/** Said at the table: Вася then fires twice in a row, 1 shot each, as the fleet's 10 damage owes. */
const SAID = '  - красные: к10 -> попаданий нет\n  - красные: е6 -> попаданий нет\n  - синие: б8 в10 в9 -> попаданий нет\n';
/** As made: Петя fires in the turn it lost, and Вася fires 2 shots a salvo, as the damage announced owes. */
const AS_MADE = '  - красные: к10 е6 -> попаданий нет\n  - синие: б8 в10 в9 -> попаданий нет\n  - красные: е5 е4 -> попаданий нет\n';

describe('two hospital hits left out of красные\'s announcements', () => {
  // Петя hits Вася's ships 4 times, then the hospital at и1 (left out: 5 damage, 4 announced), and
  // fires in the turn it lost (the table went by the announcement as made): Вася's salvos 3 and 4
  // of 3 shots, not 2, are part of that slip. 4 more hits, then the hospital at и2, left out too:
  // 10 damage owes 1 shot, the 8 announced 2.
  it('the second said at the table: the first stays as made, its sizes part of it; 2 shots still owed by the damage as announced', async () => {
    const b = referee(FIRST + SAID);
    expect(b.map((x) => [x.code, x.salvo, x.sideSalvo])).toEqual([
      ['announcement-contradicts-fleet', 5, 3],
      ['announcement-contradicts-fleet', 13, 7],
    ]);
    expect(b[0]!.suggestion).toContain("salvos 3 and 4 of красные had 3 shots each, as the damage announced owed, not 2: part of this slip too");
    expect(b[1]!.suggestion).toContain('красные then fired two salvos in a row, its salvos 7 and 8');
    const out = await runSalvo(process.cwd(), ['check', '-', '--json'], HEAD + FIRST + SAID);
    expect((JSON.parse(out.stdout) as { next: unknown }).next).toEqual({ side: 'красные', owed: { min: 1, max: 1 }, owedAsAnnounced: { min: 2, max: 2 }, alternative: null });
  });

  it('the second as made too: each claims its own salvos sized by the damage as announced, not the other\'s', () => {
    const b = referee(FIRST + AS_MADE);
    expect(b.map((x) => [x.code, x.salvo, x.sideSalvo])).toEqual([
      ['announcement-contradicts-fleet', 5, 3],
      ['announcement-contradicts-fleet', 13, 7],
    ]);
    expect(b[0]!.suggestion).toContain("salvos 3 and 4 of красные had 3 shots each, as the damage announced owed, not 2: part of this slip too;");
    expect(b[1]!.suggestion).toContain("salvos 7 and 8 of красные had 2 shots each, as the damage announced owed, not 1: part of this slip too;");
  });
});

describe('a hospital hit left out by each side', () => {
  it("the other side's slip between them does not end the salvos sized by the first one's damage as announced", () => {
    // Петя's hit on Вася's hospital at и1 is left out (Вася owes 2 shots by the fleet, 3 as announced);
    // Вася's 3 shots then hit Петя's hospital, left out of Петя's announcement too. Петя fires in the
    // turn it lost, and so does Вася: both as made. Вася's salvos 3 and 4 of 3 shots are Вася's slip's.
    const head = HEAD.replace('fleets:\n', 'fleets:\n  синие: { двухклеточный: а9-а10, трёхклеточный: в8-в10, четырёхклеточный: д7-д10, пятиклеточный: з1-з5, госпиталь: к7-к10 }\n');
    const lines = [
      '  - синие: ж1 ж2 б9 -> пятиклеточный',
      '  - красные: к1 к2 к3 -> попаданий нет',
      '  - синие: д1 а1 б6 -> двухклеточный, четырёхклеточный',
      '  - красные: к4 к5 к6 -> попаданий нет',
      '  - синие: и1 б5 б7 -> попаданий нет',
      '  - красные: к7 к8 к9 -> попаданий нет',
      '  - синие: б1 б2 б3 -> попаданий нет',
      '  - красные: е7 е8 е9 -> попаданий нет',
      '  - синие: б4 б8 б10 -> попаданий нет',
    ].join('\n') + '\n';
    const parsed = parseRecord(head + lines, perelman);
    expect(parsed.diagnostics).toEqual([]);
    const b = refereeRecord(parsed, perelman).breaches;
    expect(b.map((x) => [x.code, x.salvo, x.side])).toEqual([
      ['announcement-contradicts-fleet', 5, 'красные'],
      ['announcement-contradicts-fleet', 6, 'синие'],
    ]);
    expect(b[0]!.suggestion).toContain("salvos 3 and 4 of красные had 3 shots each, as the damage announced owed, not 2: part of this slip too;");
  });
});
