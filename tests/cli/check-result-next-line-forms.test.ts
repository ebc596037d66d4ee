/**
 * The rest of the forms of an announcement written under its salvo (`salvo-result-next-line`):
 * a blank line or a comment line between the two, a salvo line cut short (`- red: G8 D8 H5 ->`,
 * `-`, `...`, `…`) with the announcement's words on the next line, and an announcement ending in
 * `,` continued on the next line. Each is tried in the five seed templates' languages; a line that
 * is a salvo of its own, a key or a list item after a `,` is not joined; `check` leaves the file on
 * disk as it was.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { copyExamples, exampleSalvo as salvoOf, withoutResultNextLine as without } from '../helpers/split-salvo.js';

let dir: string;

/** Each form: the salvo line (cells, result) as written, the lines under it, and the line and column the announcement is then at (relative to the salvo's). */
const FORMS: Record<string, { salvo: (cells: string, result: string) => string; under: (result: string) => string[]; at: [number, number] }> = {
  blank: { salvo: (c) => c, under: (r) => ['', `    -> ${r}`], at: [2, 5] },
  'blank-item': { salvo: (c) => c, under: (r) => ['   ', '', `  - -> ${r}`], at: [3, 3] },
  comment: { salvo: (c) => c, under: (r) => ['    # said after the splash', `    -> ${r}`], at: [2, 5] },
  'comment-words': { salvo: (c) => c, under: (r) => ['# said after the splash', `  - ${r}`], at: [2, 3] },
  'cut-arrow': { salvo: (c) => `${c} ->`, under: (r) => [`    ${r}`], at: [1, 5] },
  'cut-arrow-item': { salvo: (c) => `${c} ->`, under: (r) => [`  - ${r}`], at: [1, 3] },
  'cut-unicode-arrow': { salvo: (c) => `${c} →`, under: (r) => ['', `    ${r}`], at: [2, 5] },
  'cut-dash': { salvo: (c) => `${c} -`, under: (r) => [`    ${r}`], at: [1, 5] },
  'cut-dots': { salvo: (c) => `${c} ...`, under: (r) => [`    -> ${r}`], at: [1, 5] },
  'cut-ellipsis': { salvo: (c) => `${c}…`, under: (r) => [`  - ${r}`], at: [1, 3] },
};

/** Templates' examples: the salvo line split, and what its warning says there. */
const EXAMPLES = [
  { example: 'perelman.yaml', start: '  - красные: ж2 з1 з3', said: (n: number, m: number) => `предупреждение salvo-result-next-line: залп 4: ответ в строке ${m} прочитан как ответ на залп в строке ${n}: ответ пишется в строке залпа (перенесите его в строку ${n}: - красные: ж2 з1 з3 -> трёхклеточный, пятиклеточный)` },
  { example: 'morskoy-boy.yaml', start: '  - первый: К2 Г10', said: (n: number, m: number) => `предупреждение salvo-result-next-line: выстрел 3: ответ в строке ${m} прочитан как ответ на выстрел в строке ${n}: ответ пишется в строке выстрела (перенесите его в строку ${n}: - первый: К2 Г10 -> убит, мимо)` },
  { example: 'statki.yaml', start: '  - tomek: H2', said: (n: number, m: number) => `ostrzeżenie salvo-result-next-line: strzał 5: odpowiedź w wierszu ${m} odczytano jako odpowiedź na strzał z wiersza ${n}: odpowiedź pisze się w wierszu strzału (przenieś ją do wiersza ${n}: - tomek: H2 -> pudło)` },
  { example: 'jutland.yaml', start: '  - blue: C3 E10 C4 C9 B7 G9', said: (n: number, m: number) => `warning salvo-result-next-line: salvo 3: the announcement on line ${m} is read as that of the salvo on line ${n}: a salvo's announcement is written on its line (join it to line ${n}: - blue: C3 E10 C4 C9 B7 G9 -> battleship 1, cruiser 1)` },
  { example: 'classic-salvo.yaml', start: '  - blue: C7 B3 J2 D10 G2', said: (n: number, m: number) => `warning salvo-result-next-line: salvo 1: the announcement on line ${m} is read as that of the salvo on line ${n}: a salvo's announcement is written on its line (join it to line ${n}: - blue: C7 B3 J2 D10 G2 -> miss, miss, miss, hit, miss)` },
];

/** `example`'s lines in what check says of it, numbered as after `down` lines added under line `n`. */
const moved = (example: string, n: number, down: number) => (s: string): string =>
  s.replace(new RegExp(`^${example.replace('.', '\\.')}:(\\d+):`, 'gmu'), (_, l: string) => `${example}:${Number(l) > n ? Number(l) + down : Number(l)}:`);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-result-next-line-forms-'));
  await copyExamples(dir, EXAMPLES.map((e) => e.example));
});

describe('an announcement under its salvo, in the remaining forms', () => {
  for (const { example, start, said } of EXAMPLES) {
    it(`${example}: each form is read as the salvo's announcement, warned at its own line, nothing else changes; the file stays as written`, async () => {
      const whole = await runSalvo(dir, ['check', example]);
      const { lines, at, cells, result } = await salvoOf(example, start);
      for (const [form, { salvo, under, at: [down, column] }] of Object.entries(FORMS)) {
        const name = `${form}-${example}`;
        const text = [...lines.slice(0, at), salvo(cells, result), ...under(result), ...lines.slice(at + 1)].join('\n');
        await writeFile(join(dir, name), text);
        const r = await runSalvo(dir, ['check', name]);
        const [n, m] = [at + 1, at + 1 + down];
        expect(r.stdout, form).toContain(`${name}:${m}:${column}: ${said(n, m)}`);
        expect(r.stdout.split('\n').filter((l) => l.includes('salvo-result-next-line')), form).toHaveLength(1);
        // The lines after keep their numbers: the rest is what check says of the example, each line moved down as the lines under were added.
        expect(without(r.stdout).replaceAll(name, example), form).toBe(moved(example, n, down)(whole.stdout));
        expect(r.code, form).toBe(whole.code);
        expect(await readFile(join(dir, name), 'utf8'), form).toBe(text);
      }
    });
  }

  it('an announcement ending in "," goes on on the line under, and on the one under that', async () => {
    for (const { example, start, said } of EXAMPLES.filter((e) => e.example !== 'statki.yaml')) {
      const whole = await runSalvo(dir, ['check', example]);
      const { lines, at, cells, result } = await salvoOf(example, start);
      const parts = result.split(', ');
      // `A1 -> x,` / `   y, z` and, where there are three or more, `A1 -> x,` / `   y,` / `   z`.
      const splits = [[parts[0]!, parts.slice(1).join(', ')], ...(parts.length > 2 ? [[parts[0]!, parts[1]!, parts.slice(2).join(', ')]] : [])];
      for (const split of splits) {
        const name = `comma-${split.length}-${example}`;
        const text = [...lines.slice(0, at), `${cells} -> ${split[0]},`, ...split.slice(1).map((p, k) => `    ${p}${k < split.length - 2 ? ',' : ''}`), ...lines.slice(at + 1)].join('\n');
        await writeFile(join(dir, name), text);
        const r = await runSalvo(dir, ['check', name]);
        const n = at + 1;
        for (let k = 1; k < split.length; k++) expect(r.stdout, name).toContain(`${name}:${n + k}:5: ${said(n, n + k)}`);
        const down = split.length - 1;
        expect(without(r.stdout).replaceAll(name, example), name).toBe(moved(example, n, down)(whole.stdout));
        expect(await readFile(join(dir, name), 'utf8'), name).toBe(text);
      }
      // A blank line and a comment line between the parts are passed over.
      const name = `comma-gap-${example}`;
      const text = [...lines.slice(0, at), `${cells} -> ${parts[0]},`, '', '    # the rest', `    ${parts.slice(1).join(', ')}`, ...lines.slice(at + 1)].join('\n');
      await writeFile(join(dir, name), text);
      const r = await runSalvo(dir, ['check', name]);
      expect(r.stdout, name).toContain(`${name}:${at + 4}:5: ${said(at + 1, at + 4)}`);
      expect(r.code, name).toBe(whole.code);
      expect(await readFile(join(dir, name), 'utf8'), name).toBe(text);
    }
  });

  it('a problem in the words under a salvo cut short, or after a ",", is placed on their own line and column', async () => {
    await writeFile(join(dir, 'bad-cut.yaml'), 'variant: jutland\nsalvos:\n  - blue: C7 B3 J2 D10 G2 B1 ->\n\n    no hits, blorp\n');
    expect((await runSalvo(dir, ['check', 'bad-cut.yaml'])).stdout).toMatch(/^bad-cut\.yaml:5:14: error announcement-[a-z-]+: salvo 1: .*blorp/mu);
    await writeFile(join(dir, 'bad-comma.yaml'), 'variant: classic-salvo\nsalvos:\n  - blue: C7 B3 J2 D10 G2 -> miss, miss,\n    miss, blorp,\n    miss\n');
    expect((await runSalvo(dir, ['check', 'bad-comma.yaml'])).stdout).toMatch(/^bad-comma\.yaml:4:11: error announcement-[a-z-]+: salvo 1: .*blorp/mu);
  });

  it('not joined: a salvo of its own, a key, a list item after a ",", words under a salvo with its announcement or with none and no arrow', async () => {
    // Each: the text, and what check says of it instead.
    const cases: Record<string, [string, string]> = {
      'own-salvo': ['variant: jutland\nsalvos:\n  - blue: C7 B3 J2 D10 G2 B1 ->\n\n  - red: G8 D8 H5 J3 A4 D10 -> destroyer 1\n', 'own-salvo.yaml:3:5: warning announcement-missing: salvo 1:'],
      'own-salvo-colonless': ['variant: jutland\nsalvos:\n  - blue: C7 B3 J2 D10 G2 B1 ->\n  - red G8 D8 H5 J3 A4 D10 -> destroyer 1\n', 'own-salvo-colonless.yaml:4:8: warning salvo-colon-missing: salvo 2:'],
      'top-key': ['variant: jutland\nsalvos:\n  - blue: C7 B3 J2 D10 G2 B1 ->\nnotes: no hits\n', 'top-key.yaml:3:5: warning announcement-missing: salvo 1:'],
      'top-key-first-column': ['variant: jutland\nsalvos:\n- blue: C7 B3 J2 D10 G2 B1 ...\n\nnotes: no hits\n', 'top-key-first-column.yaml:3:3: warning announcement-missing: salvo 1:'],
      'inner-key': ['variant: jutland\nsalvos:\n  - blue: C7 B3 J2 D10 G2 B1 -\n    note: no hits\n', 'inner-key.yaml:3:5: warning announcement-missing: salvo 1:'],
      'comma-item': ['variant: classic-salvo\nsalvos:\n  - blue: C7 B3 J2 D10 G2 -> miss, miss,\n  - miss, hit, miss\n', 'comma-item.yaml:4:5: error salvo-form: salvo 2:'],
      'announced-words': ['variant: jutland\nsalvos:\n  - blue: C7 B3 J2 D10 G2 B1 -> no hits\n    no hits\n', 'announced-words.yaml:4:5: error yaml-syntax:'],
      'open-words': ['variant: jutland\nsalvos:\n  - blue: C7 B3 J2 D10 G2\n    B1\n', 'open-words.yaml:4:5: error yaml-syntax:'],
    };
    for (const [name, [text, said]] of Object.entries(cases)) {
      await writeFile(join(dir, `${name}.yaml`), text);
      const r = await runSalvo(dir, ['check', `${name}.yaml`]);
      // Said on standard output, or on standard error where the record cannot be read.
      expect(r.stdout + r.stderr, name).not.toContain('salvo-result-next-line');
      expect(r.stdout + r.stderr, name).toContain(said);
      expect(await readFile(join(dir, `${name}.yaml`), 'utf8'), name).toBe(text);
    }
  });

  it('record adds its salvo below the last announcement as written, every line typed kept, no .bak; check then reads both', async () => {
    const texts: Record<string, string> = {
      'rec-blank': 'variant: jutland\nsalvos:\n  - blue: C7 B3 J2 D10 G2 B1\n  # no splash\n\n    -> no hits\n',
      'rec-cut': 'variant: jutland\nsalvos:\n  - blue: C7 B3 J2 D10 G2 B1 ->\n    no hits\n  # after the salvo\n\nnotes: by the lake\n',
      'rec-comma': 'variant: classic-salvo\nsalvos:\n  - blue: C7 B3 J2 D10 G2 -> miss, miss,\n    miss,\n    hit, miss\n',
      'rec-crlf': 'variant: jutland\r\nsalvos:\r\n  - blue: C7 B3 J2 D10 G2 B1 ...\r\n    -> no hits\r\n',
    };
    for (const [name, text] of Object.entries(texts)) {
      const file = `${name}.yaml`;
      await writeFile(join(dir, file), text);
      const shots = name === 'rec-comma' ? ['A1', 'A2', 'A3', 'A4', 'A5'] : ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'];
      const r = await runSalvo(dir, ['record', file, 'red', ...shots, '--result', name === 'rec-comma' ? 'miss, miss, miss, miss, miss' : 'no hits']);
      expect(r.code, name).toBe(0);
      expect(r.stderr, name).toContain(`${file}:`);
      expect(r.stderr, name).toContain('warning salvo-result-next-line: salvo 1:');
      expect(r.stderr, name).not.toContain('.bak');
      const added = name === 'rec-comma' ? '  - red: A1 A2 A3 A4 A5 -> miss, miss, miss, miss, miss\n' : '  - red: A1 A2 A3 A4 A5 A6 -> no hits\n';
      const nl = name === 'rec-crlf' ? '\r\n' : '\n';
      // Below the last salvo's announcement, before what follows the list.
      const lines = text.split(nl);
      const at = name === 'rec-cut' ? 4 : lines.length - 1;
      expect(await readFile(join(dir, file), 'utf8'), name).toBe([...lines.slice(0, at), added.replace(/\n$/u, ''), ...lines.slice(at)].join(nl));
      await expect(readFile(join(dir, `${file}.bak`)), name).rejects.toThrow();
      expect((await runSalvo(dir, ['check', file])).stdout, name).toContain(`${file}: no breaches in 2 salvos`);
    }
  });
});
