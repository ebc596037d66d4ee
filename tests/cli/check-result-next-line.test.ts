/**
 * A salvo's announcement written on the line under its cells, as a paper record is often typed
 * up: `  -> попаданий нет` under `- синие: в7 б3 к2` (which YAML cannot read), or as an item of its
 * own (`- -> попаданий нет`, `- попаданий нет`). `check` reads it as that salvo's announcement,
 * with the `salvo-result-next-line` warning at the line under, naming both lines and the salvo
 * joined; nothing after it gets a knock-on error; the record reads as with the salvo on one line.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { copyExamples, exampleSalvo, withoutResultNextLine as without } from '../helpers/split-salvo.js';

let dir: string;
let lineOf: Record<string, number> = {};

/** The example record with its salvo line starting `start` split before its arrow, its announcement written as `under` gives it. */
async function split(example: string, start: string, under: (result: string) => string, name: string): Promise<void> {
  const { lines, at, cells, result } = await exampleSalvo(example, start);
  lineOf = { ...lineOf, [name]: at + 1 };
  await writeFile(join(dir, name), [...lines.slice(0, at), cells, under(result), ...lines.slice(at + 1)].join('\n'));
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-result-next-line-'));
  for (const [form, under] of [
    ['under', (r: string) => `    -> ${r}`],
    ['item', (r: string) => `  - -> ${r}`],
    ['words', (r: string) => `  - ${r}`],
  ] as const) {
    await split('perelman.yaml', '  - синие: в7 б3 к2', under, `p-${form}.yaml`);
    await split('jutland.yaml', '  - red: G8 D8 H5 J3 A4 D10', under, `j-${form}.yaml`);
    await split('statki.yaml', '  - tomek: H2', under, `s-${form}.yaml`);
  }
  await copyExamples(dir, ['perelman.yaml', 'jutland.yaml', 'statki.yaml']);
});

describe('an announcement written on the line under its salvo', () => {
  it('Russian: read as the salvo\'s announcement, warned at the line under, nothing else changes', async () => {
    const whole = await runSalvo(dir, ['check', 'perelman.yaml']);
    for (const form of ['under', 'item', 'words']) {
      const name = `p-${form}.yaml`;
      const r = await runSalvo(dir, ['check', name]);
      const [n, column] = [lineOf[name]!, form === 'under' ? 5 : 3];
      expect(r.stdout, form).toContain(
        `${name}:${n + 1}:${column}: предупреждение salvo-result-next-line: залп 1: ответ в строке ${n + 1} прочитан как ответ на залп в строке ${n}: ответ пишется в строке залпа (перенесите его в строку ${n}: - синие: в7 б3 к2 -> попаданий нет)`,
      );
      expect(without(r.stdout).replaceAll(name, 'perelman.yaml'), form).toBe(whole.stdout);
      expect(r.code, form).toBe(whole.code);
    }
  });

  it('English, with --json: the warning\'s code, lines and place; a later salvo keeps its number', async () => {
    const whole = await runSalvo(dir, ['check', 'jutland.yaml']);
    for (const form of ['under', 'item', 'words']) {
      const name = `j-${form}.yaml`;
      const n = lineOf[name]!;
      const r = await runSalvo(dir, ['check', name]);
      expect(r.stdout, form).toContain(
        `${name}:${n + 1}:${form === 'under' ? 5 : 3}: warning salvo-result-next-line: salvo 2: the announcement on line ${n + 1} is read as that of the salvo on line ${n}: a salvo's announcement is written on its line (join it to line ${n}: - red: G8 D8 H5 J3 A4 D10 -> destroyer 1)`,
      );
      expect(without(r.stdout).replaceAll(name, 'jutland.yaml'), form).toBe(whole.stdout);
      const j = JSON.parse((await runSalvo(dir, ['check', '--json', name])).stdout) as { warnings: { code: string; line: number; column: number; salvo: number }[]; salvos: number };
      expect(j.salvos).toBe(JSON.parse((await runSalvo(dir, ['check', '--json', 'jutland.yaml'])).stdout).salvos);
      expect(j.warnings.filter((w) => w.code === 'salvo-result-next-line')).toEqual([expect.objectContaining({ line: n + 1, column: form === 'under' ? 5 : 3, salvo: 2 })]);
      expect(j.warnings.map((w) => w.code)).not.toContain('salvo-form');
    }
  });

  it('Polish: said in Polish, of a shot where the game is one of single shots (Statki)', async () => {
    const r = await runSalvo(dir, ['check', 's-under.yaml']);
    const n = lineOf['s-under.yaml']!;
    expect(r.stdout).toContain(`s-under.yaml:${n + 1}:5: ostrzeżenie salvo-result-next-line: strzał 5: odpowiedź w wierszu ${n + 1} odczytano jako odpowiedź na strzał z wiersza ${n}: odpowiedź pisze się w wierszu strzału (przenieś ją do wiersza ${n}: - tomek: H2 -> pudło)`);
    const whole = await runSalvo(dir, ['check', 'statki.yaml']);
    expect(without(r.stdout).replaceAll('s-under.yaml', 'statki.yaml')).toBe(whole.stdout);
  });

  it('a problem in the announcement under is placed on its own line and column', async () => {
    await writeFile(join(dir, 'bad.yaml'), 'variant: jutland\nsalvos:\n  - blue: C7 B3 J2 D10 G2 B1\n    -> no hits, blorp\n');
    const r = await runSalvo(dir, ['check', 'bad.yaml']);
    expect(r.stdout).toMatch(/^bad\.yaml:4:17: error announcement-[a-z-]+: salvo 1: .*blorp/mu);
  });

  it('words under a salvo that are no announcement are left as they were: not a salvo', async () => {
    await writeFile(join(dir, 'not.yaml'), 'variant: jutland\nsalvos:\n  - blue: C7 B3 J2 D10 G2 B1\n  - hello there\n');
    const r = await runSalvo(dir, ['check', 'not.yaml']);
    expect(r.stdout).not.toContain('salvo-result-next-line');
    expect(r.stdout).toContain('salvo-form');
  });

  it('record: says the warning, adds the salvo below the text as written, and the salvo under keeps its announcement', async () => {
    await writeFile(join(dir, 'rec.yaml'), 'variant: jutland\nsalvos:\n  - blue: C7 B3 J2 D10 G2 B1\n    -> no hits\n');
    const r = await runSalvo(dir, ['record', 'rec.yaml', 'red', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', '--result', 'no hits']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('rec.yaml:4:5: warning salvo-result-next-line: salvo 1: the announcement on line 4 is read as that of the salvo on line 3');
    expect(r.stdout).toContain('salvo 2 recorded: red: A1 A2 A3 A4 A5 A6 -> no hits');
    const after = await readFile(join(dir, 'rec.yaml'), 'utf8');
    expect(after).toBe('variant: jutland\nsalvos:\n  - blue: C7 B3 J2 D10 G2 B1\n    -> no hits\n  - red: A1 A2 A3 A4 A5 A6 -> no hits\n');
    const c = await runSalvo(dir, ['check', 'rec.yaml']);
    expect(c.stdout).toContain('rec.yaml: no breaches in 2 salvos');
  });

  it('items written from the first column, a salvo line with spaces after it: joined all the same', async () => {
    await writeFile(join(dir, 'left.yaml'), 'variant: jutland\nsalvos:\n- blue: C7 B3 J2 D10 G2 B1   \n  -> no hits\n- red: G8 D8 H5 J3 A4 D10\n- -> destroyer 1\n');
    const r = await runSalvo(dir, ['check', 'left.yaml']);
    expect(r.stdout).toContain('left.yaml:4:3: warning salvo-result-next-line: salvo 1: the announcement on line 4 is read as that of the salvo on line 3: a salvo\'s announcement is written on its line (join it to line 3: - blue: C7 B3 J2 D10 G2 B1 -> no hits)');
    expect(r.stdout).toContain('left.yaml:6:1: warning salvo-result-next-line: salvo 2: the announcement on line 6 is read as that of the salvo on line 5');
    expect(r.stdout).toContain('left.yaml: no breaches in 2 salvos');
  });

  it('a salvo in the structured form is not joined to', async () => {
    await writeFile(join(dir, 'structured.yaml'), 'variant: jutland\nsalvos:\n  - side: blue\n  - no hits\n');
    const r = await runSalvo(dir, ['check', 'structured.yaml']);
    expect(r.stdout).not.toContain('salvo-result-next-line');
    expect(r.stdout).toContain('salvo-form');
  });

  it('a comment after the announcement under is no part of it, whatever it holds (a colon, a dash, an arrow)', async () => {
    for (const [n, comment] of ['# a guess', '# a: guess', '# or  - -> destroyer 1   or  - destroyer 1'].entries()) {
      for (const under of [`    -> destroyer 1            ${comment}`, `  - -> destroyer 1   ${comment}`, `  - destroyer 1   ${comment}`]) {
        const name = `after-${n}.yaml`;
        await writeFile(join(dir, name), `variant: jutland\nsalvos:\n  - blue: C7 B3 J2 D10 G2 B1 -> no hits\n  - red: G8 D8 H5 J3 A4 D10\n${under}\n`);
        const r = await runSalvo(dir, ['check', name]);
        const column = under.startsWith('    ') ? 5 : 3;
        expect(r.stdout, under).toBe(
          `${name}:5:${column}: warning salvo-result-next-line: salvo 2: the announcement on line 5 is read as that of the salvo on line 4: a salvo's announcement is written on its line (join it to line 4: - red: G8 D8 H5 J3 A4 D10 -> destroyer 1)\n` +
            `${name}: no breaches in 2 salvos; the game goes on: blue to fire\n`,
        );
        expect(r.code, under).toBe(0);
      }
    }
  });

  it('a comment after the cells stays; record adds its line below the text as written', async () => {
    const text = 'variant: jutland\nsalvos:\n  - blue: C7 B3 J2 D10 G2 B1   # first\n  - -> no hits\n';
    await writeFile(join(dir, 'comment.yaml'), text);
    const r = await runSalvo(dir, ['record', 'comment.yaml', 'red', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', '--result', 'no hits']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('comment.yaml:4:3: warning salvo-result-next-line: salvo 1:');
    expect(await readFile(join(dir, 'comment.yaml'), 'utf8')).toBe(`${text}  - red: A1 A2 A3 A4 A5 A6 -> no hits\n`);
    expect((await runSalvo(dir, ['check', 'comment.yaml'])).stdout).toContain('comment.yaml: no breaches in 2 salvos');
  });
});
