/**
 * Perelman's 60-shot limit does not count the shots of a line naming no cell (how many is not
 * known). Where even one shot of the line puts a later salvo of that side past the limit, that
 * salvo is a breach (`shot-limit`, naming the line). Where only the shots its side was owed would,
 * `check` says the limit is not judged there (`limit-unjudged`), naming the lines. Far from the
 * limit, nothing is said.
 *
 * The records are made here: every salvo three fresh cells and no hit, so each side is owed three
 * shots a salvo throughout, and what is left under the limit follows from the lines written.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const COLUMNS = 'абвгдежзик';
const LIMIT = 60;
const SHOTS = 3;
const CELLS = Array.from({ length: 100 }, (_, i) => `${COLUMNS[i % 10]}${Math.floor(i / 10) + 1}`);

/** Salvo lines of three fresh cells and no hit, each side's cells counted in `fired`. */
function salvoLines(): { fired: { blue: number; red: number }; salvo: (side: 'blue' | 'red') => string } {
  const fired = { blue: 0, red: 0 };
  const salvo = (side: 'blue' | 'red'): string => {
    const cells = CELLS.slice(fired[side], fired[side] + SHOTS);
    fired[side] += SHOTS;
    return `  - ${side}: ${cells.join(' ')} -> попаданий нет`;
  };
  return { fired, salvo };
}

const NO_CELL = '  - blue: -> попаданий нет';
const recordText = (lines: readonly string[]): string => `variant: perelman\nsides:\n  blue: Петя\n  red: Вася\nsalvos:\n${lines.join('\n')}\n`;

/** A Perelman record: `before` salvos of each side, then a line of blue naming no cell, red's salvo, and blue's. */
function record(before: number): { text: string; noCell: number; last: number; blueShots: number } {
  const { fired, salvo } = salvoLines();
  const lines: string[] = [];
  for (let i = 0; i < before; i++) lines.push(salvo('blue'), salvo('red'));
  const noCell = lines.push(NO_CELL);
  lines.push(salvo('red'), salvo('blue'));
  return { text: recordText(lines), noCell, last: lines.length, blueShots: fired.blue };
}

/** `check --json` of `text`, written to `name` in the test's folder. */
async function checkJson(name: string, text: string): Promise<{ file: string; doc: Report }> {
  const file = join(dir, name);
  await writeFile(file, text);
  return { file, doc: JSON.parse((await runSalvo(dir, ['check', file, '--json', '--lang', 'en'])).stdout) as Report };
}

interface Report {
  violations: { code: string }[];
  warnings: { code: string; salvo: number; message: string }[];
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-limit-'));
});

describe('the shot limit after a line naming no cell', () => {
  it('is a breach where even one shot of the line passes it', async () => {
    // Blue's shots with cells reach the limit exactly: the line naming no cell, fired, took at
    // least one of them, so blue's last salvo went past the limit.
    const r = record(LIMIT / SHOTS - 1);
    expect(r.blueShots).toBe(LIMIT);
    const { file, doc } = await checkJson('near.yaml', r.text);
    const breach = doc.violations.find((v) => v.code === 'shot-limit') as { code: string; salvo: number; message: string; expected: string } | undefined;
    expect(breach).toBeDefined();
    expect(breach!.salvo).toBe(r.last);
    // Blue's own numbers: its salvo past the limit, and the line before it (blue's salvo after its `before` ones).
    const line = LIMIT / SHOTS - 1 + 1;
    expect(breach!.message).toMatch(new RegExp(`^blue's salvo ${line + 1} has ${SHOTS} shots, but`, 'u'));
    expect(breach!.message).toContain(`(${SHOTS} without blue's salvo ${line}, which names no cell but was fired: one shot at least)`);
    expect(r.noCell).toBeGreaterThan(line);
    expect(breach!.message).toContain(`limit of ${LIMIT}`);
    // Left without the line: the last salvo's own shots; at one shot for the line, one fewer.
    expect(breach!.expected).toBe(`at most ${SHOTS - 1} shots`);
    // Not also said to be unjudged.
    expect(doc.warnings.map((w) => w.code)).not.toContain('limit-unjudged');
    // Said in the text report too, at the line of the salvo, and check fails.
    const text = await runSalvo(dir, ['check', file, '--lang', 'en']);
    expect(text.code).toBe(1);
    expect(text.stdout + text.stderr).toMatch(new RegExp(`:${r.last + 5}:\\d+: error shot-limit: salvo ${r.last}:`, 'u'));
  });

  it('is judged as usual where they could not have', async () => {
    // With the line's owed shots counted too, blue stays within the limit.
    const r = record(LIMIT / SHOTS - 5);
    expect(r.blueShots + SHOTS).toBeLessThanOrEqual(LIMIT);
    const { doc } = await checkJson('far.yaml', r.text);
    expect(doc.warnings.map((w) => w.code)).not.toContain('limit-unjudged');
  });

  it('is said once for a side, at its first salvo past the lines', async () => {
    // Two lines of blue naming no cell, then two salvos of blue: each could have passed the limit
    // had the lines fired their shots, but the warning is said at the first only.
    const { fired, salvo } = salvoLines();
    const lines: string[] = [];
    for (let i = 0; i < LIMIT / SHOTS - 2; i++) lines.push(salvo('blue'), salvo('red'));
    const noCells = lines.push(NO_CELL);
    lines.push(salvo('red'));
    const secondNoCell = lines.push(NO_CELL);
    lines.push(salvo('red'));
    const first = lines.push(salvo('blue'));
    const last = lines.push(salvo('red'), salvo('blue'));
    expect(fired.blue).toBe(LIMIT);
    const { doc } = await checkJson('twice.yaml', recordText(lines));
    const warned = doc.warnings.filter((w) => w.code === 'limit-unjudged');
    expect(warned.map((w) => w.salvo)).toEqual([first]);
    expect(warned[0]!.message).toContain(`salvos ${noCells}, ${secondNoCell} before it name no cell`);
    // Blue's last salvo passes the limit even at one shot a line: a breach, not a warning.
    // (Red's 21st salvo, past the limit as counted, is the replay's breach.)
    const past = doc.violations.filter((v) => v.code === 'shot-limit') as unknown as { salvo: number; message: string }[];
    const blues = past.filter((v) => v.message.startsWith("blue's"));
    expect(blues.map((v) => v.salvo)).toEqual([last]);
    // Blue's own numbers: 18 salvos with cells, the two lines its 19th and 20th.
    expect(noCells).toBeGreaterThan(20);
    expect(blues[0]!.message).toContain(`but at most 1 is left under the limit of ${LIMIT} (${SHOTS} without blue's salvos 19, 20, which name no cell but were fired: one shot each at least)`);
  });

  it('is judged as usual where they would reach it exactly', async () => {
    // With the line's owed shots counted too, blue's last salvo ends exactly on the limit: within it.
    const r = record(LIMIT / SHOTS - 2);
    expect(r.blueShots + SHOTS).toBe(LIMIT);
    const { doc } = await checkJson('edge.yaml', r.text);
    expect(doc.violations.map((v) => v.code)).not.toContain('shot-limit');
    expect(doc.warnings.map((w) => w.code)).not.toContain('limit-unjudged');
  });

  it("names the salvos by their side's own numbers in Russian and Polish too", async () => {
    const r = record(LIMIT / SHOTS - 1);
    const file = join(dir, 'near-ru.yaml');
    await writeFile(file, r.text);
    const ru = (await runSalvo(dir, ['check', file, '--lang', 'ru'])).stdout.split('\n').find((l) => l.includes('shot-limit'));
    expect(ru).toContain(
      `ошибка shot-limit: залп ${r.last}: в залпе 21 стороны «Синие» 3 выстрела, а до предела осталось не больше 2 (3 — не считая её залпа 20: он не называет ни одной клетки, но был сделан, а это хотя бы один выстрел)`,
    );
    expect(ru).toContain('(сверьте клетки с листком и впишите клетки залпа 20 этой стороны, в котором их нет: выстрелы сверх предела стороне «Синие» делать было нельзя)');
    // Polish: a variant of salvos of 3 and a limit of 6.
    const variant = `id: lim-pl\nlanguages: [en, pl]\nname: { en: Limit, pl: Limit }\nsummary: { en: "Salvos of 3, at most 6 shots.", pl: "Salwy po 3, najwyżej 6 strzałów." }\nboard: { rows: 5, columns: 5 }\nfleet:\n  - { id: cruiser, name: { en: Cruiser, pl: Krążownik }, mark: CA, size: 3 }\nplacement: { spacing: may-touch }\nturns:\n  sides:\n    - { id: blue, name: { en: Blue, pl: Niebiescy } }\n    - { id: red, name: { en: Red, pl: Czerwoni } }\n  salvo: { kind: constant, shots: 3 }\n  shotLimit: 6\nreport: { timing: per-salvo, by: class, counts: false, sunk: false }\nwords:\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }\n  pl: { miss: pudło, hit: trafiony, sunk: zatopiony, noHits: pudło, ownChart: Moje, enemyChart: Wroga }\n`;
    await writeFile(join(dir, 'lim-pl.yaml'), variant);
    await writeFile(join(dir, 'pl.yaml'), 'variant: ./lim-pl.yaml\nlanguage: pl\nsalvos:\n  - blue: A1 B1 C1 -> pudło\n  - red: A1 B1 C1 -> pudło\n  - blue: -> pudło\n  - red: A2 B2 C2 -> pudło\n  - blue: A3 B3 C3 -> pudło\n');
    const pl = (await runSalvo(dir, ['check', join(dir, 'pl.yaml'), '--lang', 'pl'])).stdout.split('\n').find((l) => l.includes('shot-limit'));
    expect(pl).toContain(
      'błąd shot-limit: salwa 5: w salwie 3 strony „Niebiescy” 3 strzały, a do limitu zostało najwyżej 2 (3 bez jej salwy 2: nie wymienia żadnego pola, ale została oddana, a to co najmniej jeden strzał)',
    );
    expect(pl).toContain('(porównaj pola z kartką i wpisz pola salwy 2 tej strony, w której ich nie ma: strzałów ponad limit strona „Niebiescy” nie mogła oddać)');
    const en = (await runSalvo(dir, ['check', join(dir, 'pl.yaml'), '--lang', 'en'])).stdout.split('\n').find((l) => l.includes('shot-limit'));
    expect(en).toContain("blue's salvo 3 has 3 shots, but at most 2 are left under the limit of 6 (3 without blue's salvo 2, which names no cell but was fired: one shot at least)");
    expect(en).toContain("(compare the cells with the pad, and write the cells of blue's salvo 2, which names none: shots past the limit were not blue's to fire)");
  });
});
