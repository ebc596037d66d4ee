/**
 * `fleet check statki` on a layout written for Морской бой (columns А–К): the line to write for a
 * class named by a common word kept the Cyrillic cells ("napisz tak: ścigacz: К1-К2") on a Latin
 * board, and the ships off the board got a guess each of its own. Now, where every ship in
 * Cyrillic letters reads with the columns А–К taken in order as the board's A–J, the cells are
 * given in the board's letters (К1-К2 as J1-J2, А1-Г1 as A1-D1), said to be so read, en/pl/ru.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-cyrillic-columns-'));
  // All in Cyrillic letters (no Latin look-alikes): А1-Г1 is A1-D1, К1-К2 J1-J2, И6 I6.
  await writeFile(join(dir, 'mb.yaml'), 'battleship: А1-Г1\ncruiser: [Е1-З1, Б9-Г9]\ndestroyer: [К1-К2, Ж10-З10, Е5-Е6]\nsubmarine: [Ж3, Д8, И6, К9]\n');
  // A Cyrillic ship that reads nowhere so (Я is no column of ten): no reading offered.
  await writeFile(join(dir, 'odd.yaml'), 'battleship: А1-Г1\ncruiser: [Е1-З1, Б9-Г9]\ndestroyer: [К1-К2, Ж10-З10, Е5-Е6]\nsubmarine: [Я3, Д8, И6, К9]\n');
});

const lines = async (file: string, lang: string): Promise<string[]> => (await runSalvo(dir, ['fleet', 'check', 'statki', file, '--lang', lang])).stdout.trimEnd().split('\n');

describe('fleet check on a Latin board of a layout in Russian columns', () => {
  it("gives the line to write for a class named by a common word in the board's letters", async () => {
    expect((await lines('mb.yaml', 'en')).find((l) => l.includes('unknown-class'))).toContain('write it as patrol-boat: [J1-J2, G10-H10, F5-F6] (its columns named А–К in order, as on a Russian board). The classes are');
    expect((await lines('mb.yaml', 'pl')).find((l) => l.includes('unknown-class'))).toContain('napisz tak: ścigacz: [J1-J2, G10-H10, F5-F6] (kolumny А–К po kolei, jak na planszy rosyjskiej). Klasy to');
  });

  it("tells each ship off the board its cells in the board's letters", async () => {
    const en = await lines('mb.yaml', 'en');
    expect(en.find((l) => l.includes('"А1-Г1"'))).toMatch(/\(the columns look named А–К in order, as on a Russian board: write A1-D1\)$/u);
    expect(en.find((l) => l.includes('"И6"'))).toMatch(/write I6\)$/u);
    const pl = await lines('mb.yaml', 'pl');
    expect(pl.find((l) => l.includes('„Е1-З1”'))).toMatch(/\(wygląda na to, że kolumny nazwano po kolei literami rosyjskimi А–К, jak na planszy rosyjskiej: napisz F1-H1\)$/u);
  });

  it('offers no such reading where a ship does not read so', async () => {
    const en = await lines('odd.yaml', 'en');
    expect(en.find((l) => l.includes('unknown-class'))).toContain('write it as patrol-boat: [К1-К2, Ж10-З10, Е5-Е6]. The classes are');
    expect(en.join('\n')).not.toContain('Russian board');
  });
});
