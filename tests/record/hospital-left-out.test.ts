/**
 * Perelman, the fleet revealed: a salvo hits the hospital ship and the announcement leaves that
 * hit out. One slip, the announcement's, reported once at the salvo, naming the cell, the hospital
 * and what should have been announced. The turn that follows is part of it: the shooter firing in
 * the turn the hit cost it went by the announcement as made; the target firing twice in a row
 * went by the hit said at the table. Neither is a second breach of the turn order. Hospital hits
 * count as damage: the target's later salvos sized by the damage as announced are part of it too,
 * not a wrong salvo size each; a size neither reading owes stays its own breach.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { parseRecord } from '../../src/record/parse.js';
import { refereeRecord, type Breach } from '../../src/record/referee.js';
import { breachSaid, refereeText } from '../../src/record/referee-text.js';
import { sizedText, type LeftOutParts } from '../../src/record/left-out-text.js';
import { readRecordFile } from '../../src/record/store.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';
import { runSalvo } from '../helpers/cli.js';

const FIXTURES = join(import.meta.dirname, 'fixtures');

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

describe('a hit on the hospital left out of the announcement', () => {
  it('the shooter then fires in the turn it lost: one error, the announcement, naming the cell and the hospital', async () => {
    const f = await readRecordFile(join(FIXTURES, 'hospital-left-out.yaml'), loadRecordVariant, 'hospital-left-out.yaml');
    if (!f.ok) throw new Error(f.diagnostics.map((d) => d.message).join('\n'));
    const breaches = refereeRecord(f, f.variant).breaches;
    expect(breaches.map((b) => [b.code, b.salvo, b.sideSalvo])).toEqual([['announcement-contradicts-fleet', 1, 1]]);
    const b = breaches[0]!;
    expect(b.message).toBe('красные announced "попаданий нет" for salvo 1 of синие; the fleet gives "госпиталь": the shot at и1 hit the госпиталь, left out of the announcement');
    expect(b.expected).toBe('госпиталь');
    expect(b.suggestion).toContain('синие then fired its salvo 2 in the turn the hit on the госпиталь cost it, as the announcement as made let it');
    expect(b.suggestion).toContain('write -> госпиталь');
  });

  it('the target then fires twice in a row: the same one error, saying the hit was said at the table', () => {
    const breaches = referee('  - синие: и1 б5 б7 -> попаданий нет\n  - красные: к1 к2 к3 -> попаданий нет\n  - красные: к4 к5 к6 -> попаданий нет\n  - синие: б8 б9 б10 -> попаданий нет\n');
    expect(breaches.map((b) => [b.code, b.salvo])).toEqual([['announcement-contradicts-fleet', 1]]);
    expect(breaches[0]!.message).toContain('the shot at и1 hit the госпиталь, left out of the announcement');
    expect(breaches[0]!.suggestion).toContain('красные then fired two salvos in a row, its salvos 1 and 2, as the hit on the госпиталь owed');
  });

  it('a hit on the hospital announced, another left out: no hospital hit is left out, the message says no more', () => {
    const breaches = referee('  - синие: и1 а1 б7 -> госпиталь\n  - красные: к1 к2 к3 -> попаданий нет\n  - красные: к4 к5 к6 -> попаданий нет\n  - синие: б8 б9 б10 -> попаданий нет\n');
    expect(breaches.map((b) => [b.code, b.salvo])).toEqual([['announcement-contradicts-fleet', 1]]);
    expect(breaches[0]!.message).toBe('красные announced "госпиталь" for salvo 1 of синие; the fleet gives "двухклеточный, госпиталь"');
    expect(breaches[0]!.suggestion).not.toContain('then fired');
  });

  it('check says it once, in text and --json', async () => {
    const file = join(FIXTURES, 'hospital-left-out.yaml');
    const text = await runSalvo(process.cwd(), ['check', file, '--lang', 'en']);
    expect(text.code).toBe(1);
    const errors = text.stdout.split('\n').filter((l) => l.includes(': error '));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('hospital-left-out.yaml:17:24: error announcement-contradicts-fleet: salvo 1: ');
    // In English, the announcements too are said in the variant's English words.
    expect(errors[0]).toContain('the shot at и1 hit the hospital ship, left out of the announcement [rule: announcement matches the fleet; expected: hospital ship; recorded: no hits]');
    const json = JSON.parse((await runSalvo(process.cwd(), ['check', file, '--json', '--lang', 'en'])).stdout) as { violations: { code: string; salvo: number; message: string; expected: string; suggestion: string; leftOut?: unknown }[] };
    expect(json.violations.map((v) => [v.code, v.salvo, v.expected])).toEqual([['announcement-contradicts-fleet', 1, 'hospital ship']]);
    expect(json.violations[0]!.message).toContain('the shot at и1 hit the hospital ship');
    expect(json.violations[0]!.suggestion).toContain('as the announcement as made let it');
    expect(json.violations[0]!.leftOut).toBeUndefined();
  });

  it('the damage it left out: the target sized by the damage announced is part of it, three errors become one', async () => {
    const file = join(FIXTURES, 'hospital-left-out-damage.yaml');
    const text = await runSalvo(process.cwd(), ['check', file, '--lang', 'en']);
    expect(text.code).toBe(1);
    const errors = text.stdout.split('\n').filter((l) => l.includes(': error '));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(':22:24: error announcement-contradicts-fleet: salvo 5: красные announced "no hits" for salvo 3 of синие; the fleet gives "hospital ship": the shot at и1 hit the hospital ship');
    expect(errors[0]).toContain("salvos 3 and 4 of красные had 3 shots each, as the damage announced owed, not 2: part of this slip too");
    expect(errors[0]).toContain('синие then fired its salvo 4 in the turn the hit on the hospital ship cost it');
    const json = JSON.parse((await runSalvo(process.cwd(), ['check', file, '--json', '--lang', 'en'])).stdout) as { violations: { code: string; salvo: number; sideSalvo: number; suggestion: string; sizedAsAnnounced?: unknown }[] };
    expect(json.violations.map((v) => [v.code, v.salvo, v.sideSalvo])).toEqual([['announcement-contradicts-fleet', 5, 3]]);
    expect(json.violations[0]!.suggestion).toContain('as the damage announced owed, not 2');
    expect(json.violations[0]!.sizedAsAnnounced).toBeUndefined();
  });

  it('a size neither the fleet nor the damage announced owes is still its own breach', () => {
    const lines = '  - синие: ж1 ж2 б9 -> пятиклеточный\n  - красные: к1 к2 к3 -> попаданий нет\n  - синие: д1 а1 б6 -> двухклеточный, четырёхклеточный\n  - красные: к4 к5 к6 -> попаданий нет\n  - синие: и1 б5 б7 -> попаданий нет\n  - красные: к7 -> попаданий нет\n';
    const breaches = referee(lines);
    expect(breaches.map((b) => [b.code, b.salvo])).toEqual([
      ['announcement-contradicts-fleet', 5],
      ['wrong-salvo-size', 6],
    ]);
    expect(breaches[0]!.suggestion).not.toContain('damage announced');
  });
});

/** Петя's fifth hit is on Вася's hospital (и1), announced "попаданий нет": Вася owes 2 shots a salvo by the fleet, 3 by the damage announced. */
const DAMAGE_SLIP = '  - синие: ж1 ж2 б9 -> пятиклеточный\n  - красные: к1 к2 к3 -> попаданий нет\n  - синие: д1 а1 б6 -> двухклеточный, четырёхклеточный\n  - красные: к4 к5 к6 -> попаданий нет\n  - синие: и1 б5 б7 -> попаданий нет\n';

describe('the reading the table took after a hospital hit left out holds the later salvo sizes', () => {
  it('the target firing twice in a row shows the hit was said: its salvos sized by the damage announced are wrong sizes, before that turn and after it', () => {
    const breaches = referee(DAMAGE_SLIP + '  - красные: к7 к8 к9 -> попаданий нет\n  - красные: е7 е8 е9 -> попаданий нет\n  - синие: б1 б2 б3 -> попаданий нет\n  - красные: г7 г8 г9 -> попаданий нет\n');
    expect(breaches.map((b) => [b.code, b.salvo, b.sideSalvo, b.expected, b.recorded])).toEqual([
      ['announcement-contradicts-fleet', 5, 3, 'госпиталь', 'попаданий нет'],
      ['wrong-salvo-size', 6, 3, '2', '3'],
      ['wrong-salvo-size', 7, 4, '2', '3'],
      ['wrong-salvo-size', 9, 5, '2', '3'],
    ]);
    expect(breaches[0]!.suggestion).toContain('красные then fired two salvos in a row, its salvos 3 and 4, as the hit on the госпиталь owed');
    expect(breaches[0]!.suggestion).not.toContain('damage announced');
  });

  it('the hit said, salvos of the size the fleet owes: no breach but the announcement', () => {
    const breaches = referee(DAMAGE_SLIP + '  - красные: к7 к8 -> попаданий нет\n  - красные: е7 е8 -> попаданий нет\n  - синие: б1 б2 б3 -> попаданий нет\n  - красные: г7 г8 -> попаданий нет\n');
    expect(breaches.map((b) => [b.code, b.salvo])).toEqual([['announcement-contradicts-fleet', 5]]);
  });

  it('the shooter firing in the turn it lost shows the table went by the announcement: the sizes it owed stay part of the slip', () => {
    const breaches = referee(DAMAGE_SLIP + '  - красные: к7 к8 к9 -> попаданий нет\n  - синие: б1 б2 б3 -> попаданий нет\n  - красные: е7 е8 е9 -> попаданий нет\n  - синие: б8 г9 б10 -> попаданий нет\n  - красные: г7 г8 г9 -> попаданий нет\n');
    expect(breaches.map((b) => [b.code, b.salvo])).toEqual([['announcement-contradicts-fleet', 5]]);
    expect(breaches[0]!.suggestion).toContain("salvos 3, 4 and 5 of красные had 3 shots each, as the damage announced owed, not 2: part of this slip too");
  });

  it('never settled (the record ends before the turn that shows it): either size is accepted', () => {
    for (const reply of ['к7 к8 к9', 'к7 к8']) {
      const breaches = referee(DAMAGE_SLIP + `  - красные: ${reply} -> попаданий нет\n`);
      expect(breaches.map((b) => [b.code, b.salvo])).toEqual([['announcement-contradicts-fleet', 5]]);
    }
  });
});

describe('check --json: the shots owed after a hospital hit left out', () => {
  interface Next {
    side: string;
    owed: { min: number; max: number };
    owedAsAnnounced?: { min: number; max: number };
    alternative: string | null;
  }
  const nextOf = async (lines: string): Promise<Next | null> => {
    const out = await runSalvo(process.cwd(), ['check', '-', '--json'], HEAD + lines);
    return (JSON.parse(out.stdout) as { next: Next | null }).next;
  };

  it('where the table went by the announcement, or may have: what the rules owe and what the damage as announced owes', async () => {
    // The record ends at the slip (open), and where the shooter then fired in the turn it lost (as made).
    for (const after of ['', '  - красные: к7 к8 к9 -> попаданий нет\n  - синие: б1 б2 б3 -> попаданий нет\n']) {
      expect(await nextOf(DAMAGE_SLIP + after)).toEqual({ side: 'красные', owed: { min: 2, max: 2 }, owedAsAnnounced: { min: 3, max: 3 }, alternative: null });
    }
  });

  it('where the enemy fired twice in a row (the hit was said at the table): what the rules owe only', async () => {
    const next = await nextOf(DAMAGE_SLIP + '  - красные: к7 к8 -> попаданий нет\n  - красные: е7 е8 -> попаданий нет\n  - синие: б1 б2 б3 -> попаданий нет\n');
    expect(next).toEqual({ side: 'красные', owed: { min: 2, max: 2 }, alternative: null });
  });

  it('no hit left out: what the rules owe only', async () => {
    const next = await nextOf('  - синие: ж1 ж2 б9 -> пятиклеточный\n  - красные: к1 к2 к3 -> попаданий нет\n  - синие: д1 а1 б6 -> двухклеточный, четырёхклеточный\n  - красные: к4 к5 к6 -> попаданий нет\n  - синие: и1 б5 б7 -> госпиталь\n');
    expect(next).toEqual({ side: 'красные', owed: { min: 2, max: 2 }, alternative: null });
  });
});

describe('the mend "write -> госпиталь" says what it brings back', () => {
  it('where the shooter then fired in the turn it lost: the hint says that salvo breaks the penalty once mended, and the sizes by the damage announced are wrong', async () => {
    const file = join(FIXTURES, 'hospital-left-out-damage.yaml');
    const f = await readRecordFile(file, loadRecordVariant, 'hospital-left-out-damage.yaml');
    if (!f.ok) throw new Error(f.diagnostics.map((d) => d.message).join('\n'));
    const [b] = refereeRecord(f, f.variant).breaches;
    expect(b!.suggestion).toContain(
      'if "госпиталь" was announced, write -> госпиталь: then salvo 4 of синие, fired in the turn the hit on the госпиталь cost it, is a penalty-ignored breach, and salvos 3 and 4 of красные are the wrong size (wrong-salvo-size); if not, check the fleet written under fleets:',
    );
    expect(b!.said?.['ru']).toBe(
      'тогда залп 4 стороны «синие», сделанный в ход, который она должна была пропустить за попадание в госпиталь, — нарушение penalty-ignored, а залпы 3 и 4 стороны «красные» — неверного размера (wrong-salvo-size)',
    );
    expect(b!.said?.['pl']).toBe(
      'wtedy salwa 4 strony „синие”, oddana w turze, którą miała stracić za trafienie w госпиталь, to naruszenie penalty-ignored, a salwy 3 i 4 strony „красные” mają złą liczbę strzałów (wrong-salvo-size)',
    );
    // The mend brings back just what the hint says: the record mended so has those breaches.
    const mended = parseRecord((await readFile(file, 'utf8')).replace('и1 б5 б7 -> попаданий нет', 'и1 б5 б7 -> госпиталь'), perelman);
    expect(refereeRecord(mended, perelman).breaches.map((x) => [x.code, x.side, x.sideSalvo])).toEqual([
      ['wrong-salvo-size', 'красные', 3],
      ['penalty-ignored', 'синие', 4],
      ['wrong-salvo-size', 'красные', 4],
    ]);
    // check says it after the suggestion's "write -> …" in the record's language; the JSON leaves the other languages out.
    const text = await runSalvo(process.cwd(), ['check', file]);
    expect(text.stdout).toContain('запишите -> госпиталь: тогда залп 4 стороны «синие»');
    const json = JSON.parse((await runSalvo(process.cwd(), ['check', file, '--json', '--lang', 'en'])).stdout) as { violations: { suggestion: string; said?: unknown; mendBrings?: unknown }[] };
    expect(json.violations[0]!.suggestion).toContain('is a penalty-ignored breach');
    expect(json.violations[0]!.said).toBeUndefined();
    expect(json.violations[0]!.mendBrings).toBeUndefined();
  });

  it('one salvo sized by the damage announced, and no sizes at all: the clause agrees in number', () => {
    const one = referee(DAMAGE_SLIP + '  - красные: к7 к8 к9 -> попаданий нет\n  - синие: б1 б2 б3 -> попаданий нет\n')[0]!;
    expect(one.suggestion).toContain("write -> госпиталь: then salvo 4 of синие, fired in the turn the hit on the госпиталь cost it, is a penalty-ignored breach, and salvo 3 of красные is the wrong size (wrong-salvo-size);");
    expect(one.said?.['ru']).toContain('а залп 3 стороны «красные» — неверного размера');
    expect(one.said?.['pl']).toContain('a salwa 3 strony „красные” ma złą liczbę strzałów');
    const none = referee('  - синие: и1 б5 б7 -> попаданий нет\n  - красные: к1 к2 к3 -> попаданий нет\n  - синие: б1 б2 б3 -> попаданий нет\n')[0]!;
    expect(none.suggestion).toContain("write -> госпиталь: then salvo 2 of синие, fired in the turn the hit on the госпиталь cost it, is a penalty-ignored breach; if not");
    expect(none.said?.['ru']).toBe('тогда залп 2 стороны «синие», сделанный в ход, который она должна была пропустить за попадание в госпиталь, — нарушение penalty-ignored');
  });

  it('where the hit was said at the table (the target fired twice in a row), or the record does not show it yet: the mend brings nothing back, and the hint says nothing of it', () => {
    for (const lines of ['  - синие: и1 б5 б7 -> попаданий нет\n  - красные: к1 к2 к3 -> попаданий нет\n  - красные: к4 к5 к6 -> попаданий нет\n', '  - синие: и1 б5 б7 -> попаданий нет\n  - красные: к1 к2 к3 -> попаданий нет\n']) {
      const b = referee(lines)[0]!;
      expect(b.suggestion).toContain('write -> госпиталь; if not');
      expect(b.suggestion).not.toContain('penalty-ignored');
      expect(b.said).toBeUndefined();
    }
  });
});

/** The breaches of a fixture, as check judges it (the record's language, Russian). */
async function fixtureBreaches(name: string): Promise<readonly Breach[]> {
  const f = await readRecordFile(join(FIXTURES, name), loadRecordVariant, name);
  if (!f.ok) throw new Error(f.diagnostics.map((d) => d.message).join('\n'));
  return refereeRecord(f, f.variant).breaches;
}

/** The breach's message and hint as check says them in `lang`. */
function saidIn(lang: 'ru' | 'pl', b: Breach): { message: string; suggestion: string } {
  const d = breachSaid(b, refereeText(lang, false)!);
  if (d === undefined) throw new Error(`no ${lang} words for ${b.code}`);
  return { message: d.message, suggestion: d.suggestion ?? '' };
}

/** What is left of a Russian or Polish text once the codes and the `fleets:` key it names are taken out: no Latin letter may remain. */
const latinLeft = (text: string): string[] => text.replace(/penalty-ignored|wrong-salvo-size|fleets:/gu, '').match(/[A-Za-z]+/gu) ?? [];

/** The words of the English message and hint of this breach (none of them Polish too): a Polish text says none of them. */
const ENGLISH = new Set('the shot shots at hit left out of announcement announced then fired its salvo salvos turn cost as made let it part this slip not another had each damage owed too two row said table record was write if check fleet gives breach wrong size in and'.split(' '));
const englishIn = (text: string): string[] => (text.replace(/penalty-ignored|wrong-salvo-size|fleets:/gu, '').match(/[A-Za-z]+/gu) ?? []).filter((w) => ENGLISH.has(w.toLowerCase()));

describe('check says a hospital hit left out whole in Russian and Polish', () => {
  it('Russian, the shooter firing in the turn it lost: the cell and the hospital in the message, the turn after in the hint, no English word', async () => {
    const [b] = await fixtureBreaches('hospital-left-out.yaml');
    const { message, suggestion } = saidIn('ru', b!);
    expect(message).toContain('по флоту выходит «госпиталь»: выстрел по и1 попал в госпиталь, но это попадание в ответе пропущено [');
    expect(suggestion).toMatch(/^затем сторона «синие» сделала свой залп 2 в ход, который она должна была пропустить за попадание в госпиталь, как позволял ответ в том виде, в каком его дали: это часть той же ошибки, а не другая; если ответили «госпиталь», запишите -> госпиталь: тогда залп 2 стороны «синие»/u);
    expect(latinLeft(message + suggestion)).toEqual([]);
    // check prints it so, in the record's language.
    const out = await runSalvo(process.cwd(), ['check', join(FIXTURES, 'hospital-left-out.yaml')]);
    expect(out.stdout).toContain('выстрел по и1 попал в госпиталь, но это попадание в ответе пропущено');
    expect(out.stdout).toContain('(затем сторона «синие» сделала свой залп 2 в ход');
  });

  it('Polish, the shooter firing in the turn it lost: the same parts, no English word', async () => {
    const [b] = await fixtureBreaches('hospital-left-out.yaml');
    const { message, suggestion } = saidIn('pl', b!);
    expect(message).toContain('według floty wychodzi „госпиталь”: strzał w и1 trafił w госпиталь, ale w odpowiedzi to trafienie pominięto [');
    expect(suggestion).toMatch(/^potem strona „синие” oddała swoją salwę 2 w turze, którą miała stracić za trafienie w госпиталь, jak pozwalała odpowiedź w tej postaci, w jakiej padła: to część tej samej pomyłki, nie osobna; jeśli odpowiedziano „госпиталь”, zapisz -> госпиталь: wtedy salwa 2/u);
    expect(englishIn(message + suggestion)).toEqual([]);
  });

  it('the damage left out: the salvos sized as announced are said too, in Russian and in Polish', async () => {
    const [b] = await fixtureBreaches('hospital-left-out-damage.yaml');
    const ru = saidIn('ru', b!);
    expect(ru.message).toContain('выстрел по и1 попал в госпиталь, но это попадание в ответе пропущено');
    expect(ru.suggestion).toContain('затем сторона «синие» сделала свой залп 4 в ход, который она должна была пропустить за попадание в госпиталь');
    expect(ru.suggestion).toContain('; в каждом из залпов 3 и 4 стороны «красные» — 3 выстрела, как полагалось по объявленным повреждениям, а не 2: это тоже часть той же ошибки; если ответили');
    expect(latinLeft(ru.message + ru.suggestion)).toEqual([]);
    const pl = saidIn('pl', b!);
    expect(pl.message).toContain('strzał w и1 trafił w госпиталь, ale w odpowiedzi to trafienie pominięto');
    expect(pl.suggestion).toContain('potem strona „синие” oddała swoją salwę 4 w turze, którą miała stracić za trafienie w госпиталь');
    expect(pl.suggestion).toContain('; każda z salw 3 i 4 strony „красные” miała 3 strzały, jak się należało według ogłoszonych uszkodzeń, a nie 2: to też część tej samej pomyłki; jeśli odpowiedziano');
    expect(englishIn(pl.message + pl.suggestion)).toEqual([]);
    const out = await runSalvo(process.cwd(), ['check', join(FIXTURES, 'hospital-left-out-damage.yaml')]);
    expect(out.stdout).toContain('в каждом из залпов 3 и 4 стороны «красные» — 3 выстрела');
  });

  it('the target firing twice in a row, two cells left out, one salvo sized as announced: words agree in number', () => {
    const twice = referee('  - синие: и1 и2 б7 -> попаданий нет\n  - красные: к1 к2 к3 -> попаданий нет\n  - красные: к4 к5 к6 -> попаданий нет\n')[0]!;
    const ru = saidIn('ru', twice);
    expect(ru.message).toContain('выстрелы по и1, и2 попали в госпиталь, но эти попадания в ответе пропущены');
    expect(ru.suggestion).toMatch(/^затем сторона «красные» сделала два залпа подряд, свои залпы 1 и 2, как полагалось за попадание в госпиталь: о нём сказали за столом, а в запись оно не попало; если ответили/u);
    expect(latinLeft(ru.message + ru.suggestion)).toEqual([]);
    const pl = saidIn('pl', twice);
    expect(pl.message).toContain('strzały w и1, и2 trafiły w госпиталь, ale w odpowiedzi te trafienia pominięto');
    expect(englishIn(pl.message + pl.suggestion)).toEqual([]);
    expect(pl.suggestion).toMatch(/^potem strona „красные” oddała dwie salwy z rzędu, swoje salwy 1 i 2, jak się należało za trafienie w госпиталь: powiedziano o nim przy stole, a w zapisie go pominięto; jeśli odpowiedziano/u);
    const one = referee(DAMAGE_SLIP + '  - красные: к7 к8 к9 -> попаданий нет\n  - синие: б1 б2 б3 -> попаданий нет\n')[0]!;
    expect(saidIn('ru', one).suggestion).toContain('; в залпе 3 стороны «красные» — 3 выстрела, как полагалось по объявленным повреждениям, а не 2: это тоже часть той же ошибки;');
    expect(saidIn('pl', one).suggestion).toContain('; salwa 3 strony „красные” miała 3 strzały, jak się należało według ogłoszonych uszkodzeń, a nie 2: to też część tej samej pomyłki;');
  });

  it('the record ending before the turn that shows it: only the sizes, and nothing of the turn after', () => {
    const b = referee(DAMAGE_SLIP + '  - красные: к7 к8 к9 -> попаданий нет\n')[0]!;
    expect(saidIn('ru', b).suggestion).toMatch(/^в залпе 3 стороны «красные» — 3 выстрела, как полагалось по объявленным повреждениям, а не 2: это тоже часть той же ошибки; если ответили «госпиталь», запишите -> госпиталь; если нет/u);
    expect(saidIn('pl', b).suggestion).toMatch(/^salwa 3 strony „красные” miała 3 strzały, jak się należało według ogłoszonych uszkodzeń, a nie 2: to też część tej samej pomyłki; jeśli odpowiedziano „госпиталь”, zapisz -> госпиталь; jeśli nie/u);
  });
});

describe('the salvos sized as announced, said in any number', () => {
  const parts = (salvos: { salvo: number; shots: number; owed: string }[]): LeftOutParts => ({ cells: ['и1'], ships: 'госпиталь', sized: { target: 'красные', salvos } });

  it('the shots agree with their number: 1 выстрел / strzał, 3 выстрела / strzały, 5 выстрелов / strzałów', () => {
    const said = (lang: string, shots: number): string | undefined => sizedText(lang, parts([{ salvo: 3, shots, owed: '2' }, { salvo: 4, shots, owed: '2' }]));
    expect([1, 3, 5].map((n) => said('ru', n))).toEqual([1, 3, 5].map((n) => `в каждом из залпов 3 и 4 стороны «красные» — ${n} ${n === 1 ? 'выстрел' : n === 3 ? 'выстрела' : 'выстрелов'}, как полагалось по объявленным повреждениям, а не 2: это тоже часть той же ошибки`));
    expect([1, 3, 5].map((n) => said('pl', n))).toEqual([1, 3, 5].map((n) => `każda z salw 3 i 4 strony „красные” miała ${n} ${n === 1 ? 'strzał' : n === 3 ? 'strzały' : 'strzałów'}, jak się należało według ogłoszonych uszkodzeń, a nie 2: to też część tej samej pomyłki`));
    expect(said('en', 1)).toBe("salvos 3 and 4 of красные had 1 shot each, as the damage announced owed, not 2: part of this slip too");
  });

  it('salvos of different sizes: each with its own, in every language', () => {
    const mixed = parts([{ salvo: 3, shots: 4, owed: '3' }, { salvo: 4, shots: 3, owed: '2' }]);
    expect(sizedText('en', mixed)).toBe("the salvos of красные went by the damage announced: salvo 3 had 4, not 3, salvo 4 had 3, not 2: part of this slip too");
    expect(sizedText('ru', mixed)).toBe('в залпах стороны «красные» было столько выстрелов, сколько полагалось по объявленным повреждениям: в залпе 3 — 4 выстрела вместо 3, в залпе 4 — 3 выстрела вместо 2: это тоже часть той же ошибки');
    expect(sizedText('pl', mixed)).toBe('salwy strony „красные” miały tyle strzałów, ile się należało według ogłoszonych uszkodzeń: salwa 3 miała 4 strzały zamiast 3, salwa 4 miała 3 strzały zamiast 2: to też część tej samej pomyłki');
    expect(sizedText('ru', parts([]))).toBeUndefined();
  });
});

describe('a hit on the hospital announced where the fleet gives none (misheard, or written wrong)', () => {
  // синие's salvo hits красные's four-cell ship at д1; красные announce the hospital.
  const WRONG = '  - синие: д1 б5 б7 -> госпиталь\n  - красные: к1 к2 к3 -> попаданий нет\n';

  it('синие then firing in its turn (the table heard no hospital) is no second breach: one error, the announcement', () => {
    const breaches = referee(WRONG + '  - синие: б8 б9 б10 -> попаданий нет\n');
    expect(breaches.map((b) => [b.code, b.salvo, b.expected, b.recorded])).toEqual([['announcement-contradicts-fleet', 1, 'четырёхклеточный', 'госпиталь']]);
    // Mended, nothing comes back: the hint says nothing more than the mend.
    expect(breaches[0]!.suggestion).toBe('if "четырёхклеточный" was announced, write -> четырёхклеточный; if not, check the fleet written under fleets:');
  });

  it('красные then firing twice in a row (the table went by the hospital announced): the same one error', () => {
    const lines = WRONG + '  - красные: к4 к5 к6 -> попаданий нет\n  - синие: б8 б9 б10 -> попаданий нет\n';
    const breaches = referee(lines);
    expect(breaches.map((b) => [b.code, b.salvo])).toEqual([['announcement-contradicts-fleet', 1]]);
    // The mend says what it brings back, in every language, and brings back just that.
    const b = breaches[0]!;
    expect(b.suggestion).toBe(
      'if "четырёхклеточный" was announced, write -> четырёхклеточный: then синие lost no turn, and salvo 2 of красные, its second in a row, is an out-of-turn breach; if not, check the fleet written under fleets:',
    );
    expect(saidIn('ru', b).suggestion).toBe('если ответили «четырёхклеточный», запишите -> четырёхклеточный: тогда сторона «синие» хода не теряла, и залп 2 стороны «красные», второй подряд, — нарушение out-of-turn; если нет, проверьте флот, записанный под fleets:');
    expect(saidIn('pl', b).suggestion).toContain('zapisz -> четырёхклеточный: wtedy strona „синие” nie traciła tury, a salwa 2 strony „красные”, druga z rzędu, to naruszenie out-of-turn; jeśli nie');
    const mended = referee(lines.replace('д1 б5 б7 -> госпиталь', 'д1 б5 б7 -> четырёхклеточный'));
    expect(mended.map((x) => [x.code, x.side, x.sideSalvo])).toEqual([['out-of-turn', 'красные', 2]]);
  });

  it('with no fleet to say otherwise, the hospital announced still costs синие the turn', () => {
    const parsed = parseRecord(HEAD.replace(/fleets:\n.*\n/u, '') + WRONG + '  - синие: б8 б9 б10 -> попаданий нет\n', perelman);
    expect(refereeRecord(parsed, perelman).breaches.map((b) => [b.code, b.salvo])).toEqual([['penalty-ignored', 3]]);
  });
});
