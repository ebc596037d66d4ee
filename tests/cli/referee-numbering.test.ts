/**
 * A record copied from a paper that numbers each side's salvos apart (`- 1. blue`, `- 1. red`,
 * `- 2. blue`, …; tests/cli/fixtures/referee-numbering/). The number written is the side's own
 * count, the one its pad pencils in: `salvo-numbered` says so, not that it should have been the
 * salvo's place in the list ("this is salvo 2, not 1"); a number neither count gives (the paper's
 * numbering starting again) is told with both. The side's own count is worked out here from the
 * lines of the fixture, apart from the reader.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const FIXTURES = join(import.meta.dirname, 'fixtures', 'referee-numbering');

interface Numbered {
  readonly line: number;
  readonly written: number;
  readonly side: string;
  /** The item's place in the salvos list. */
  readonly place: number;
  /** How many lines of its side up to and including it. */
  readonly own: number;
}

/** Each salvo line of `text` with the number written before its side, counted from the text. */
function numberedLines(text: string): Numbered[] {
  const counts = new Map<string, number>();
  const out: Numbered[] = [];
  let place = 0;
  text.split('\n').forEach((l, i) => {
    const m = /^ {2}- (?:(\d+)\.? )?([^\s:]+):/u.exec(l);
    if (m === null) return;
    place++;
    const own = (counts.get(m[2]!) ?? 0) + 1;
    counts.set(m[2]!, own);
    if (m[1] !== undefined) out.push({ line: i + 1, written: Number(m[1]), side: m[2]!, place, own });
  });
  return out;
}

async function folder(text: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-numbering-'));
  await writeFile(join(dir, 'g.yaml'), text);
  return dir;
}

interface Checked {
  violations: { code: string; salvo?: number }[];
  warnings: { code: string; salvo?: number; line?: number; message: string }[];
}

describe('a record numbered by each side apart', () => {
  it('Jutland, English: the side\'s own number is said as that; one starting again is told with both counts; the repeat still found', async () => {
    const text = readFileSync(join(FIXTURES, 'jutland-per-side.yaml'), 'utf8');
    const lines = numberedLines(text);
    expect(lines.map((l) => l.written)).toEqual([1, 1, 2, 2, 1, 1, 4]);
    const dir = await folder(text);
    const out = (await runSalvo(dir, ['check', 'g.yaml'])).stdout;
    for (const l of lines) {
      const which =
        l.written === l.place
          ? `this is salvo ${l.place}`
          : l.written === l.own
            ? `this is salvo ${l.place}; ${l.written} is ${l.side}'s own count, salvo ${l.own} of ${l.side}`
            : `this is salvo ${l.place}, salvo ${l.own} of ${l.side}, not ${l.written}`;
      expect(out).toContain(`g.yaml:${l.line}:5: warning salvo-numbered: salvo ${l.place}: "${l.written}. ${l.side}" read as a salvo of ${l.side}: a salvo's number is not written, its place in the list gives it (${which})`);
    }
    // Red's second "1." and blue's "4." are each told as what they are: red's third, blue's fourth.
    expect(out).toContain('(this is salvo 6, salvo 3 of red, not 1)');
    expect(out).toContain("(this is salvo 7; 4 is blue's own count, salvo 4 of blue)");
    expect(out).not.toMatch(/this is salvo 2, not 1/u);
    const json = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as Checked;
    expect(json.violations.map((v) => `${v.code}@${v.salvo}`)).toEqual(['repeated-cell@6']);
    expect(json.warnings.filter((w) => w.code === 'salvo-numbered').map((w) => w.line)).toEqual(lines.map((l) => l.line));
  });

  it('Perelman, Russian: залп по счёту стороны, and one numbered afresh', async () => {
    const text = readFileSync(join(FIXTURES, 'perelman-per-side.yaml'), 'utf8');
    const lines = numberedLines(text);
    const dir = await folder(text);
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.code).toBe(0);
    const red = lines[1]!;
    expect(red).toMatchObject({ written: 1, place: 2, own: 1 });
    expect(r.stdout).toContain(`g.yaml:${red.line}:5: предупреждение salvo-numbered: залп 2: «1. красные» прочитано как залп стороны «красные»: номер залпа не пишется, его даёт место в списке (это залп 2; 1 — номер по счёту стороны «красные», её залп 1)`);
    const again = lines[4]!;
    expect(again).toMatchObject({ written: 1, place: 5, own: 3 });
    expect(r.stdout).toContain(`g.yaml:${again.line}:5: предупреждение salvo-numbered: залп 5: «1. синие» прочитано как залп стороны «синие»: номер залпа не пишется, его даёт место в списке (это залп 5, залп 3 стороны «синие», а не 1)`);
    const en = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(en.stdout).toContain(`(this is salvo 2; 1 is the count of красные alone, salvo 1 of красные)`);
  });

  it('Statki, Polish: strzał według liczenia strony', async () => {
    const text = 'variant: statki\nlanguage: pl\nsides:\n  ala: Ala\n  tomek: Tomek\nsalvos:\n' + '  - 1. ala: C7 -> pudło\n  - 1. tomek: C3 -> pudło\n  - 2. ala: J2 -> pudło\n  - 1. tomek: J3 -> pudło\n';
    const lines = numberedLines(text);
    expect(lines.map((l) => [l.place, l.own])).toEqual([[1, 1], [2, 1], [3, 2], [4, 2]]);
    const dir = await folder(text);
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stdout).toContain('g.yaml:8:5: ostrzeżenie salvo-numbered: strzał 2: „1. tomek” odczytano jako strzał strony „tomek”: numeru strzału się nie pisze, nadaje go miejsce na liście (to strzał 2; 1 to numer według liczenia strony „tomek”, jej strzał 1)');
    expect(r.stdout).toContain('g.yaml:9:5: ostrzeżenie salvo-numbered: strzał 3: „2. ala” odczytano jako strzał strony „ala”: numeru strzału się nie pisze, nadaje go miejsce na liście (to strzał 3; 2 to numer według liczenia strony „ala”, jej strzał 2)');
    expect(r.stdout).toContain('g.yaml:10:5: ostrzeżenie salvo-numbered: strzał 4: „1. tomek” odczytano jako strzał strony „tomek”: numeru strzału się nie pisze, nadaje go miejsce na liście (to strzał 4, strzał 2 strony „tomek”, a nie 1)');
  });

  it('a line naming no cell counts among its side\'s salvos, as check numbers them', async () => {
    const text = 'variant: jutland\nsalvos:\n  - blue: -> no hits\n  - red: A1 A2 A3 A4 A5 A6 -> no hits\n  - 2. blue: B1 B2 B3 B4 B5 B6 -> no hits\n';
    const dir = await folder(text);
    const out = (await runSalvo(dir, ['check', 'g.yaml'])).stdout;
    expect(out).toContain("(this is salvo 3; 2 is blue's own count, salvo 2 of blue)");
  });
});
