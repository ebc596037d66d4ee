/**
 * A salvo left out (`salvo-missing`) is read by show and infer as check reads it: as put back,
 * what it hit not known. Each says so (a note, and `readAs.missing` in --json), and infer leaves
 * the sizes its target fired after it out of the evidence for that reason, not as sizes the
 * referee finds wrong (check gives no such breach: it gives the salvo left out).
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const fixtures = join(import.meta.dirname, 'fixtures', 'referee-missing');
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-missing-as-read-'));
});

/** The fixture `name`, its fleets left out (with `hidden`), as a file of its own. */
async function fixture(name: string, hidden: boolean): Promise<string> {
  const text = await readFile(join(fixtures, `${name}.yaml`), 'utf8');
  const out = hidden ? text.replace(/^fleets:\n(?: {2}.*\n)*/mu, '') : text;
  if (hidden) expect(out).not.toContain('fleets:');
  const file = join(dir, `${name}${hidden ? '-hidden' : ''}.yaml`);
  await writeFile(file, out);
  return file;
}

interface ReadAs {
  missing?: { salvo: number; line: number; side: string; sideSalvo: number; written: string }[];
}

describe('a salvo left out, read as check reads it', () => {
  it('show says it under the charts and in --json, as check finds it', async () => {
    const file = await fixture('classic-salvo-missing', false);
    const check = await runSalvo(dir, ['check', file]);
    expect(check.stdout).toContain("error salvo-missing: salvo 7: blue's salvo 4 seems left out before it");
    const text = await runSalvo(dir, ['show', file]);
    expect(text.stdout).toContain("note: blue's salvo 4 seems left out before salvo 7 (line 30): read as put back there, what it hit not known, as check reads it\n");
    const json = JSON.parse((await runSalvo(dir, ['show', file, '--json'])).stdout) as { readAs?: ReadAs };
    expect(json.readAs?.missing).toEqual([{ salvo: 7, line: 30, side: 'blue', sideSalvo: 4, written: 'red' }]);
    // Before the gap, the record reads as written.
    const before = JSON.parse((await runSalvo(dir, ['show', file, '--json', '--after', '6'])).stdout) as { readAs?: ReadAs };
    expect(before.readAs).toBeUndefined();
  });

  it('show in Russian (Perelman)', async () => {
    const file = await fixture('perelman-missing', false);
    const text = await runSalvo(dir, ['show', file]);
    expect(text.stdout).toContain('внимание: залп 3 стороны «синие», похоже, пропущен перед залпом 5 (строка 29): он читается вставленным туда, что он поразил, неизвестно, как его читает check\n');
  });

  it('infer leaves the sizes the target fired after it out for that reason, and says the reading', async () => {
    const file = await fixture('classic-salvo-missing', true);
    const r = await runSalvo(dir, ['infer', file, '--target', 'red']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain("note: blue's salvo 4 seems left out before salvo 7 (line 17): read as put back there, what it hit not known, as check reads it\n");
    expect(r.stderr).not.toContain('the referee finds it wrong');
    const json = JSON.parse((await runSalvo(dir, ['infer', file, '--target', 'red', '--json'])).stdout) as { readAs?: ReadAs; warnings: { code: string; salvo: number; message: string; suggestion: string }[] };
    expect(json.readAs?.missing).toEqual([{ salvo: 7, line: 17, side: 'blue', sideSalvo: 4, written: 'red' }]);
    // Red's salvos from 7 on (every other line), each left out as fired after the gap.
    expect(json.warnings.map((w) => w.salvo)).toEqual([7, 9, 11, 13, 15, 17, 19, 21, 23, 25]);
    for (const w of json.warnings) {
      expect(w.code).toBe('salvo-size-left-out');
      expect(w.message).toContain("is left out of the evidence: blue's salvo 4 seems left out before salvo 7, and what it hit is not known");
      expect(w.suggestion).toBe("'salvo check' gives the salvo left out (salvo-missing)");
    }
  });

  it('infer in Russian (Perelman): the sizes after the gap said in Russian', async () => {
    const file = await fixture('perelman-missing', true);
    const r = await runSalvo(dir, ['infer', file, '--target', 'красные']);
    expect(r.stderr).toContain('внимание: залп 3 стороны «синие», похоже, пропущен перед залпом 5');
    expect(r.stderr).toContain("предупреждение salvo-size-left-out: залп 5: его размер (3 выстрела стороны «красные») не учитывается: залп 3 стороны «синие», похоже, пропущен перед залпом 5, и что он поразил, неизвестно ('salvo check' называет пропущенный залп (salvo-missing))");
    expect(r.stderr).not.toContain('судья находит его неверным');
  });

  it('suggest reads it so too: says the reading, and leaves the sizes after it out for that reason', async () => {
    const file = await fixture('classic-salvo-missing', true);
    const r = await runSalvo(dir, ['suggest', file, '--side', 'blue']);
    expect(r.stderr).toContain("note: blue's salvo 4 seems left out before salvo 7 (line 17): read as put back there, what it hit not known, as check reads it\n");
    expect(r.stderr).toContain("salvo-size-left-out: salvo 7: its size (3 shots by red) is left out of the evidence: blue's salvo 4 seems left out before salvo 7, and what it hit is not known");
    expect(r.stderr).not.toContain('the referee finds it wrong');
  });
});

describe("a side's salvos after a salvo left out, numbered as check numbers them", () => {
  /** The fixture with blue's line after the gap firing C7 again (salvo 8: a breach check numbers by blue's own count). */
  async function refired(): Promise<string> {
    const text = await readFile(join(fixtures, 'classic-salvo-missing.yaml'), 'utf8');
    const from = '  - blue: H5 C1 E7 I6 -> miss, miss, miss, miss';
    expect(text).toContain(from);
    const file = join(dir, 'refired.yaml');
    await writeFile(file, text.replace(from, '  - blue: H5 C1 C7 I6 -> miss, miss, miss, miss'));
    return file;
  }

  it('show: the marks, the last salvo named and --after blue:5 count blue\'s salvo left out, as check does', async () => {
    const file = await refired();
    const check = JSON.parse((await runSalvo(dir, ['check', file, '--json'])).stdout) as { violations: { code: string; salvo: number; sideSalvo: number }[] };
    expect(check.violations.map((v) => [v.code, v.salvo, v.sideSalvo])).toEqual([
      ['salvo-missing', 7, 4],
      ['repeated-cell', 8, 5],
    ]);
    interface Shown {
      after: number;
      lastSalvo: { salvo: number; side: string; sideSalvo: number };
      papers: { enemyChart: { cell: string; salvo: number }[] }[];
    }
    const shown = JSON.parse((await runSalvo(dir, ['show', file, '--json', '--side', 'blue', '--after', '10'])).stdout) as Shown;
    // Salvo 8 (H5 C1 …) is blue's 5th, salvo 10 (F8 J6 D2 G9) its 6th: as check numbers them.
    const mark = (cell: string): number | undefined => shown.papers[0]!.enemyChart.find((m) => m.cell === cell)?.salvo;
    expect([mark('H5'), mark('C1'), mark('F8'), mark('G9')]).toEqual([5, 5, 6, 6]);
    expect([mark('A10'), mark('C7')]).toEqual([3, 1]);
    expect(shown.lastSalvo).toEqual({ salvo: 10, side: 'blue', sideSalvo: 6 });
    const text = await runSalvo(dir, ['show', file, '--side', 'blue', '--after', '10']);
    expect(text.stdout).toContain("blue (Sam) after 10 salvos of the game (the last: blue's 6th)");
    // --after blue:5 is the line check calls blue's salvo 5.
    const fifth = JSON.parse((await runSalvo(dir, ['show', file, '--json', '--after', 'blue:5'])).stdout) as Shown;
    expect(fifth.after).toBe(8);
    expect(fifth.lastSalvo).toEqual({ salvo: 8, side: 'blue', sideSalvo: 5 });
  });

  it('infer: --after blue:5 and the last salvo named count it too', async () => {
    const file = await refired();
    const json = JSON.parse((await runSalvo(dir, ['infer', file, '--target', 'red', '--after', 'blue:5', '--json'])).stdout) as { after: number; lastSalvo: unknown };
    expect(json.lastSalvo).toEqual({ salvo: 8, side: 'blue', sideSalvo: 5 });
    // The salvo left out is no evidence: 4 salvos of blue's were fired at red and read.
    expect(json.after).toBe(4);
  });

  it("analyze: blue's salvos from the gap on are numbered as check numbers them", async () => {
    const file = await fixture('classic-salvo-missing', false);
    const json = JSON.parse((await runSalvo(dir, ['analyze', file, '--json', '--budget', '1'])).stdout) as { sides: { side: string; salvos: { salvo: number; sideSalvo: number }[] }[] };
    const blue = json.sides.find((s) => s.side === 'blue')!;
    expect(blue.salvos.slice(0, 5).map((s) => [s.salvo, s.sideSalvo])).toEqual([
      [1, 1],
      [3, 2],
      [5, 3],
      [8, 5],
      [10, 6],
    ]);
    const red = json.sides.find((s) => s.side === 'red')!;
    expect(red.salvos.slice(0, 4).map((s) => [s.salvo, s.sideSalvo])).toEqual([
      [2, 1],
      [4, 2],
      [6, 3],
      [7, 4],
    ]);
  });

  it("record --json: the salvo added is numbered among its side's as check numbers it", async () => {
    const text = await readFile(join(fixtures, 'classic-salvo-missing.yaml'), 'utf8');
    // Up to red's E3 A1 (salvo 17): blue's turn; blue fired 8 salvos as written, 9 as check counts them.
    const cut = `${text.split('\n').slice(0, 40).join('\n')}\n`;
    expect(cut.trimEnd().endsWith('  - red: E3 A1 -> miss, miss')).toBe(true);
    await writeFile(join(dir, 'cut.yaml'), cut);
    const r = await runSalvo(dir, ['record', 'cut.yaml', 'blue', 'F1', 'A7', 'H3', '-r', 'miss, miss, miss', '--json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout) as { recorded: { salvo: number; side: string; sideSalvo: number }[] };
    expect(json.recorded.map((x) => [x.salvo, x.side, x.sideSalvo])).toEqual([[18, 'blue', 10]]);
    // Check numbers that line blue's salvo 10 too (here where it fires at a cell again).
    await writeFile(join(dir, 'cut-refired.yaml'), `${cut}  - blue: F1 A7 C7 -> miss, miss, miss\n`);
    const check = JSON.parse((await runSalvo(dir, ['check', 'cut-refired.yaml', '--json'])).stdout) as { violations: { code: string; salvo: number; sideSalvo: number }[] };
    expect(check.violations.find((v) => v.code === 'repeated-cell')).toMatchObject({ salvo: 18, sideSalvo: 10 });
  });
});

describe('record judges a salvo after a salvo left out as check judges the record with it', () => {
  /** The fixture up to its line `lines` (blue's salvo 4 left out before salvo 7), as `name`. */
  async function cutAt(lines: number, name: string): Promise<string> {
    const text = await readFile(join(fixtures, 'classic-salvo-missing.yaml'), 'utf8');
    await writeFile(join(dir, name), `${text.split('\n').slice(0, lines).join('\n')}\n`);
    return name;
  }

  it("a size check accepts (the salvo left out may have hit) is recorded, not refused as owed 3", async () => {
    // Up to blue's H6 H7 I8 (salvo 16): red to fire; as written red is owed 3, read as check reads it 2 fit.
    const file = await cutAt(39, 'cut-red.yaml');
    const r = await runSalvo(dir, ['record', file, 'red', 'E3', 'A1', '-r', 'miss, miss']);
    expect(r.stderr).not.toContain('wrong-salvo-size');
    expect(r.code).toBe(0);
    expect(await readFile(join(dir, file), 'utf8')).toContain('  - red: E3 A1 -> miss, miss\n');
    const check = JSON.parse((await runSalvo(dir, ['check', file, '--json'])).stdout) as { violations: { code: string; salvo: number }[] };
    expect(check.violations.map((v) => [v.code, v.salvo])).toEqual([['salvo-missing', 7]]);
  });

  it("a size check refuses is refused still, numbered as check numbers it (red's 9th)", async () => {
    const file = await cutAt(39, 'cut-red-one.yaml');
    const r = await runSalvo(dir, ['record', file, 'red', 'E3', '-r', 'miss']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("error wrong-salvo-size: salvo 17: red's salvo 9 has 1 shot");
  });

  it("a breach after the gap is numbered as check numbers it: blue's 10th, not its 9th as written", async () => {
    const file = await cutAt(40, 'cut-blue.yaml');
    const r = await runSalvo(dir, ['record', file, 'blue', 'F1', 'A7', 'C7', '-r', 'miss, miss, miss']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("error repeated-cell: salvo 18: blue's salvo 10 fires again at C7, already fired at in blue's salvo 1");
    expect(r.stderr).not.toContain('salvo 9 of blue');
    // Said as record said it before: no place in the file (the line is not written) and no advice for a line in it.
    expect(r.stderr).not.toMatch(/cut-blue\.yaml:\d/u);
    expect(r.stderr).not.toContain('(compare');
    const json = JSON.parse((await runSalvo(dir, ['record', file, 'blue', 'F1', 'A7', 'C7', '-r', 'miss, miss, miss', '--json'])).stdout) as { violations: { code: string; salvo: number; sideSalvo: number }[] };
    expect(json.violations.map((v) => [v.code, v.salvo, v.sideSalvo])).toEqual([['repeated-cell', 18, 10]]);
    // As check says it of the record with the line written in.
    await writeFile(join(dir, 'cut-blue-written.yaml'), `${await readFile(join(dir, file), 'utf8')}  - blue: F1 A7 C7 -> miss, miss, miss\n`);
    const check = await runSalvo(dir, ['check', 'cut-blue-written.yaml']);
    expect(check.stdout).toContain("error repeated-cell: salvo 18: blue's salvo 10 fires again at C7, already fired at in blue's salvo 1");
  });

  it('in Russian (Perelman): the breach numbered as check numbers it (своим залпом 18, not 17), worded as before', async () => {
    const text = await readFile(join(fixtures, 'perelman-missing.yaml'), 'utf8');
    // Up to red's е1 (salvo 32): blue's turn; blue's salvo 3 left out before salvo 5.
    const cut = `${text.split('\n').slice(0, 57).join('\n')}\n`;
    expect(cut.trimEnd().endsWith('  - красные: е1 -> попаданий нет')).toBe(true);
    await writeFile(join(dir, 'perelman-cut.yaml'), cut);
    const r = await runSalvo(dir, ['record', 'perelman-cut.yaml', 'синие', 'в7', 'к4', '-r', 'попаданий нет']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('ошибка repeated-cell: залп 33: сторона «синие» своим залпом 18 снова стреляет по клетке в7, по которой уже стреляла своим залпом 1 [правило: не стрелять дважды в одну клетку; ожидалось: клетки, по которым ещё не стреляли; записано: в7]\n');
    expect(r.stderr).toContain('salvo: залп 33 не записан; perelman-cut.yaml не изменён');
    await writeFile(join(dir, 'perelman-cut-written.yaml'), `${cut}  - синие: в7 к4 -> попаданий нет\n`);
    expect((await runSalvo(dir, ['check', 'perelman-cut-written.yaml'])).stdout).toContain('ошибка repeated-cell: залп 33: сторона «синие» своим залпом 18');
  });
});
