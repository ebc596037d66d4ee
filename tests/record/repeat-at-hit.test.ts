/**
 * A repeat at a cell that hit before, announced as a hit again, is one slip: the repeat, with the
 * salvo that fired at the cell first, and the announcement read as the rules read a repeat (a
 * miss: it hits nothing new), said with it, not as a second error. Where the fleet is revealed, as
 * where it is not; `check` says it once; the consistency check and `infer` read it the same way.
 * A repeat at a cell that missed, announced as a hit, stays two slips (the repeat, the announcement).
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { conflictAgainst } from '../../src/inference/record-check.js';
import { parseRecord } from '../../src/record/parse.js';
import { refereeRecord } from '../../src/record/referee.js';
import { readRecordFile } from '../../src/record/store.js';
import { loadVariant } from '../../src/variant/load.js';
import { runSalvo } from '../helpers/cli.js';

const FIXTURES = join(import.meta.dirname, 'fixtures');

async function read(name: string) {
  const f = await readRecordFile(join(FIXTURES, name), loadRecordVariant, name);
  if (!f.ok) throw new Error(f.diagnostics.map((d) => d.message).join('\n'));
  return f;
}

describe('a repeat at a cell that hit, announced as a hit again', () => {
  it('fleets not revealed: one error, the repeat, naming both salvos and how the announcement is read', async () => {
    const f = await read('repeat-at-hit.yaml');
    const report = refereeRecord(f, f.variant);
    expect(report.breaches.map((b) => [b.code, b.salvo, b.sideSalvo])).toEqual([['repeated-cell', 4, 3]]);
    const b = report.breaches[0]!;
    expect(b.message).toBe("ala's salvo 3 fires again at B2, already fired at in ala's salvo 1");
    expect(b.suggestion).toContain(`if ala fired there again, it stands, a shot wasted: it hits nothing new, so tomek's "trafiony" for it is read as "pudło"`);
    // The consistency check reads it so too: no legal fleet is ruled out by it.
    expect(conflictAgainst(f.variant, f.record, 'red', { sources: f.sources })).toBeNull();
  });

  it('fleet revealed: the same; a repeat at a cell that missed, announced as a hit, is the repeat and the announcement', async () => {
    const f = await read('repeat-at-hit-revealed.yaml');
    const report = refereeRecord(f, f.variant);
    expect(report.breaches.map((b) => [b.code, b.salvo])).toEqual([
      ['repeated-cell', 4],
      ['repeated-cell', 7],
      ['announcement-contradicts-fleet', 7],
    ]);
    const [hit, missed] = report.breaches;
    expect(hit!.message).toContain("Б1, already fired at in salvo 1 of первый");
    expect(hit!.suggestion).toContain(`the "попал" второй announced for it is read as "мимо"`);
    expect(missed!.message).toContain("Б5, already fired at in salvo 2 of первый");
    expect(missed!.suggestion).not.toContain('read as');
  });

  it('check says it once, and its JSON holds one error', async () => {
    const file = join(FIXTURES, 'repeat-at-hit.yaml');
    // In English (the record is Polish: check speaks Polish unless told; referee-language tests say that).
    const text = await runSalvo(process.cwd(), ['check', file, '--lang', 'en']);
    expect(text.code).toBe(1);
    const errors = text.stdout.split('\n').filter((l) => l.includes(': error '));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("repeated-cell: shot 4: ala's shot 3 fires again at B2, already fired at in ala's shot 1");
    const json = JSON.parse((await runSalvo(process.cwd(), ['check', file, '--json', '--lang', 'en'])).stdout) as { violations: { code: string; salvo: number; suggestion: string; readAsMiss?: string }[] };
    expect(json.violations.map((v) => [v.code, v.salvo])).toEqual([['repeated-cell', 4]]);
    expect(json.violations[0]!.suggestion).toContain('read as "miss"');
    expect(json.violations[0]!.readAsMiss).toBeUndefined();
  });

  it('a cell named twice in one salvo, its first shot a hit: read the same way', async () => {
    // Classic Salvo: five shots a salvo, each answered; A1 is named twice, and answered "hit" twice.
    const text = 'variant: classic-salvo\nsalvos:\n  - blue: A1 A1 C1 D1 E1 -> hit, hit, miss, miss, miss\n  - red: A1 B1 C1 D1 E1 -> miss, miss, miss, miss, miss\n';
    const variant = await loadVariant('classic-salvo', { cwd: process.cwd() });
    const parsed = parseRecord(text, variant);
    expect(parsed.diagnostics).toEqual([]);
    const report = refereeRecord(parsed, variant);
    expect(report.breaches.map((b) => [b.code, b.salvo])).toEqual([['repeated-cell', 1]]);
    expect(report.breaches[0]!.message).toBe("blue's salvo 1 names A1 twice");
    expect(report.breaches[0]!.suggestion).toContain('"hit" for it is read as "miss"');
  });
});

describe('a game of salvos: a repeat at a ship, the announcement naming the ship again', () => {
  const game = (again: string) =>
    [
      'variant: perelman',
      'language: ru',
      'sides: { синие: Петя, красные: Вася }',
      'fleets:',
      '  красные: { двухклеточный: а1-а2, трёхклеточный: в1-в3, четырёхклеточный: д1-д4, пятиклеточный: ж1-ж5, госпиталь: и1-и4 }',
      'salvos:',
      '  - синие: ж1 к9 к10 -> пятиклеточный',
      '  - красные: к1 к2 к3 -> попаданий нет',
      `  - синие: ж1 к7 к8 -> ${again}`,
      '  - красные: к4 к5 к6 -> попаданий нет',
      '',
    ].join('\n');

  it('fleet revealed: one error, the repeat, saying the announcement is read as the fleet gives it', async () => {
    const variant = await loadVariant('perelman', { cwd: process.cwd() });
    const parsed = parseRecord(game('пятиклеточный'), variant);
    expect(parsed.diagnostics).toEqual([]);
    const report = refereeRecord(parsed, variant);
    expect(report.breaches.map((b) => [b.code, b.salvo])).toEqual([['repeated-cell', 3]]);
    expect(report.breaches[0]!.suggestion).toContain(`the repeat at ж1 hits nothing new, and the "пятиклеточный" красные announced for the salvo names again a ship hit before: it is read as "попаданий нет"`);
    // A ship named that the repeat did not hit before is the announcement's slip too: two errors.
    const other = refereeRecord(parseRecord(game('двухклеточный'), variant), variant);
    expect(other.breaches.map((b) => [b.code, b.salvo])).toEqual([
      ['repeated-cell', 3],
      ['announcement-contradicts-fleet', 3],
    ]);
    expect(other.breaches[0]!.suggestion).not.toContain('read as');
  });

  it('check says it once, in the record language', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-repeat-'));
    const file = join(dir, 'game.yaml');
    await writeFile(file, game('пятиклеточный'));
    const text = await runSalvo(process.cwd(), ['check', file]);
    expect(text.code).toBe(1);
    const errors = text.stdout.split('\n').filter((l) => l.includes(': ошибка '));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('repeated-cell: залп 3');
    expect(errors[0]).toContain('повтор по ж1 ничего нового не поражает, а ответ стороны «красные» «пятиклеточный» на залп снова называет корабль, подбитый раньше, и считается ответом «попаданий нет»');
  });

  it('names the repeats as the slip in Polish too (Skagerrak, the fleet hidden, a salvo fired again whole)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-repeat-'));
    const file = join(dir, 'game.yaml');
    const blue = 'A-1 A-2 A-3 A-4 A-5 A-6 A-7 A-8 A-9 A-10 A-11';
    const red = 'L-1 L-2 L-3 L-4 L-5 L-6 L-7 L-8 L-9 L-10 L-11';
    const variant = join(process.cwd(), 'examples/variants/skagerrak.yaml');
    await writeFile(file, `variant: ${variant}\nlanguage: pl\nsalvos:\n  - blue: ${blue} -> niszczyciel 1\n  - red: ${red} -> brak trafień\n  - blue: ${blue} -> niszczyciel 1\n`);
    const text = await runSalvo(process.cwd(), ['check', file]);
    const errors = text.stdout.split('\n').filter((l) => l.includes(': błąd '));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('strzały się liczą i przepadają: ');
    expect(errors[0]).toContain(`powtórki w ${blue} nie trafiają w nic nowego, a odpowiedź strony „Czerwoni” „niszczyciel 1” na salwę znowu nazywa statek trafiony wcześniej, więc liczy się jako „brak trafień”`);
  });
});
