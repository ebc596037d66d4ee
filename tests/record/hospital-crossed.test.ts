/**
 * Perelman, both fleets revealed: синие's salvo hits красные's hospital and the announcement
 * leaves the hit out; красные's reply then hits синие's own hospital, announced. By rule 2 each
 * squadron that hit a hospital misses its next turn: where the first hit was said at the table
 * both lose a turn and the two cancel (the sides take turns); where the table went by the
 * announcement as made, only красные loses its turn (синие fire twice in a row). The salvo after
 * синие's next one shows which, and the referee settles the reading there and says so: the sizes
 * красные fired by the damage as announced are wrong sizes where the hit was said, part of the
 * slip where it was not.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { refereeRecord, type Breach } from '../../src/record/referee.js';
import { breachSaid, refereeText } from '../../src/record/referee-text.js';
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
  синие: { двухклеточный: в7-в8, трёхклеточный: д7-д9, четырёхклеточный: ж7-ж10, пятиклеточный: и6-и10, госпиталь: а7-а10 }
  красные: { двухклеточный: а1-а2, трёхклеточный: в1-в3, четырёхклеточный: д1-д4, пятиклеточный: ж1-ж5, госпиталь: и1-и4 }
salvos:
`;

/**
 * синие's fifth hit (и1) is on красные's hospital, announced "попаданий нет": красные owe 2 shots a
 * salvo by the fleet, 3 by the damage as announced. красные's reply (3 shots, as announced) hits
 * синие's hospital at а7, announced; синие fire their salvo 4.
 */
const CROSSED =
  '  - синие: ж1 ж2 б9 -> пятиклеточный\n  - красные: к1 к2 к3 -> попаданий нет\n  - синие: д1 а1 б6 -> двухклеточный, четырёхклеточный\n  - красные: к4 к5 к6 -> попаданий нет\n' +
  '  - синие: и1 б5 б7 -> попаданий нет\n  - красные: а7 к7 к8 -> госпиталь\n  - синие: б1 б2 б3 -> попаданий нет\n';
/** Then красные fire: the lost turns cancelled, the hit was said at the table. */
const SAID = CROSSED + '  - красные: е7 е8 е9 -> попаданий нет\n';
/** Then синие fire again: only красные lost a turn, the table went by the announcement as made. */
const AS_MADE = CROSSED + '  - синие: б8 г9 б10 -> попаданий нет\n  - красные: е7 е8 е9 -> попаданий нет\n';

function referee(lines: string): readonly Breach[] {
  const parsed = parseRecord(HEAD + lines, perelman);
  expect(parsed.diagnostics).toEqual([]);
  return refereeRecord(parsed, perelman).breaches;
}

const said = (lang: 'ru' | 'pl', b: Breach): string => breachSaid(b, refereeText(lang, false)!)?.suggestion ?? '';

describe("a hospital hit left out, and the reply hitting the shooter's own hospital", () => {
  it('красные then firing shows the hit was said: their salvos sized by the damage as announced are wrong sizes, and the hint says why', () => {
    const breaches = referee(SAID);
    expect(breaches.map((b) => [b.code, b.salvo, b.sideSalvo, b.expected, b.recorded])).toEqual([
      ['announcement-contradicts-fleet', 5, 3, 'госпиталь', 'попаданий нет'],
      ['wrong-salvo-size', 6, 3, '2', '3'],
      ['wrong-salvo-size', 8, 4, '2', '3'],
    ]);
    const b = breaches[0]!;
    expect(b.suggestion).toMatch(
      /^salvo 3 of красные then hit the госпиталь of синие, and salvo 4 of синие was followed by salvo 4 of красные, not by синие again: the two lost turns cancelled, so the hit on the госпиталь was said at the table, the record left it out; if "госпиталь" was announced, write -> госпиталь; if not/u,
    );
    expect(b.suggestion).not.toContain('in the turn the hit');
    expect(said('ru', b)).toMatch(
      /^затем залп 3 стороны «красные» попал в госпиталь стороны «синие», и после залпа 4 стороны «синие» сторона «красные» сделала свой залп 4, а не «синие» снова: оба пропуска хода взаимно отменились, значит, о попадании в госпиталь сказали за столом, а в запись оно не попало; если ответили/u,
    );
    expect(said('pl', b)).toMatch(/^potem salwa 3 strony „красные” trafiła w госпиталь strony „синие”, a po salwie 4 strony „синие” strona „красные” oddała swoją salwę 4, nie „синие” znowu: obie stracone tury się zniosły/u);
  });

  it('the hit said, красные firing the size the fleet owes: no breach but the announcement', () => {
    const breaches = referee(CROSSED.replace('а7 к7 к8 -> госпиталь', 'а7 к7 -> госпиталь') + '  - красные: е7 е8 -> попаданий нет\n');
    expect(breaches.map((b) => [b.code, b.salvo])).toEqual([['announcement-contradicts-fleet', 5]]);
  });

  it('синие then firing twice in a row shows the announcement as made: the sizes stay part of the slip, and the mend brings back the second salvo out of turn', () => {
    const breaches = referee(AS_MADE);
    expect(breaches.map((b) => [b.code, b.salvo])).toEqual([['announcement-contradicts-fleet', 5]]);
    const b = breaches[0]!;
    expect(b.suggestion).toBe(
      "salvo 3 of красные then hit the госпиталь of синие, and синие fired two salvos in a row, its salvos 4 and 5, as the announcement as made let it, whereas had the hit on the госпиталь been said at the table, the two lost turns would have cancelled: part of this slip, not another; " +
        "salvos 3 and 4 of красные had 3 shots each, as the damage announced owed, not 2: part of this slip too; " +
        'if "госпиталь" was announced, write -> госпиталь: then the two lost turns cancel: salvo 5 of синие, its second in a row, is an out-of-turn breach, and salvos 3 and 4 of красные are the wrong size (wrong-salvo-size); if not, check the fleet written under fleets:',
    );
    expect(said('ru', b)).toContain('затем залп 3 стороны «красные» попал в госпиталь стороны «синие», и сторона «синие» сделала два залпа подряд, свои залпы 4 и 5, как позволял ответ в том виде, в каком его дали, а если бы о попадании в госпиталь сказали за столом, оба пропуска хода взаимно отменились бы: это часть той же ошибки, а не другая;');
    expect(said('ru', b)).toContain('запишите -> госпиталь: тогда оба пропуска хода взаимно отменяются: залп 5 стороны «синие», второй подряд, — нарушение out-of-turn, а залпы 3 и 4 стороны «красные» — неверного размера (wrong-salvo-size);');
    expect(said('pl', b)).toContain('a strona „синие” oddała dwie salwy z rzędu, swoje salwy 4 i 5, jak pozwalała odpowiedź w tej postaci, w jakiej padła, a gdyby o trafieniu w госпиталь powiedziano przy stole, obie stracone tury by się zniosły: to część tej samej pomyłki, nie osobna;');
    expect(said('pl', b)).toContain('zapisz -> госпиталь: wtedy obie stracone tury się znoszą: salwa 5 strony „синие”, druga z rzędu, to naruszenie out-of-turn, a salwy 3 i 4 strony „красные” mają złą liczbę strzałów (wrong-salvo-size);');
    // The mend brings back just what the hint says.
    const mended = referee(AS_MADE.replace('и1 б5 б7 -> попаданий нет', 'и1 б5 б7 -> госпиталь'));
    expect(mended.map((x) => [x.code, x.side, x.sideSalvo])).toEqual([
      ['wrong-salvo-size', 'красные', 3],
      ['out-of-turn', 'синие', 5],
      ['wrong-salvo-size', 'красные', 4],
    ]);
  });

  it("the record ending before the salvo that shows it: the reading is open, and the hint says so, not that синие fired in a lost turn", () => {
    const b = referee(CROSSED)[0]!;
    expect(b.suggestion).toMatch(/^salvo 3 of красные then hit the госпиталь of синие: if the hit on the госпиталь was said at the table, the two lost turns cancel; if not, красные loses its next turn; the record does not show yet which; salvo 3 of красные had 3 shots/u);
    expect(b.suggestion).not.toContain('penalty-ignored');
    expect(said('ru', b)).toMatch(/^затем залп 3 стороны «красные» попал в госпиталь стороны «синие»: если о попадании в госпиталь сказали за столом, оба пропуска хода взаимно отменяются, если нет — сторона «красные» пропускает свой следующий ход; по записи пока не видно, как было за столом;/u);
    expect(said('pl', b)).toMatch(/^potem salwa 3 strony „красные” trafiła w госпиталь strony „синие”: jeśli o trafieniu w госпиталь powiedziano przy stole, obie stracone tury się znoszą, jeśli nie — strona „красные” traci swoją następną turę; z zapisu nie widać jeszcze/u);
  });

  it('check says it in the record\'s language, and in English with --lang en; --json names whose turn it is by either reading', async () => {
    const ru = await runSalvo(process.cwd(), ['check', '-'], HEAD + SAID);
    expect(ru.code).toBe(1);
    expect(ru.stdout).toContain('(затем залп 3 стороны «красные» попал в госпиталь стороны «синие», и после залпа 4 стороны «синие» сторона «красные» сделала свой залп 4');
    expect(ru.stdout).toContain('ошибка wrong-salvo-size: залп 8: в залпе 4 стороны «красные» 3 выстрела, а положено 2');
    const en = await runSalvo(process.cwd(), ['check', '-', '--lang', 'en'], HEAD + AS_MADE);
    expect(en.stdout.split('\n').filter((l) => l.includes(': error '))).toHaveLength(1);
    expect(en.stdout).toContain('синие fired two salvos in a row, its salvos 4 and 5, as the announcement as made let it');
    const json = JSON.parse((await runSalvo(process.cwd(), ['check', '-', '--json'], HEAD + CROSSED)).stdout) as { next: { side: string; alternative: string | null } };
    expect([json.next.side, json.next.alternative]).toEqual(['красные', 'синие']);
  });
});
