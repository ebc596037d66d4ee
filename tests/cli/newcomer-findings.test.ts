/**
 * What a newcomer met following the README and the docs literally, in a fresh folder: commands
 * mistyped, files missing or saved by other editors, and a variant of their own designed from
 * docs/variant-format.md alone (a 12×8 board lettered without J, an L-shaped ship, a salvo of
 * one shot per ship afloat). Each test pins a message that misled or said too little.
 */
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-newcomer-'));
});

const run = (args: string[], input = '') => runSalvo(dir, args, input);

/** The newcomer's own variant, as written from docs/variant-format.md. */
const FJORD = `id: fjord
languages: [en]
name: Fjord Salvo
board:
  rows: 8
  columns: 12
  columnLabels: "ABCDEFGHIKLM"
fleet:
  - { id: cruiser, name: Cruiser, size: 4 }
  - { id: ell, name: Ell, mark: L, shape: [[0,0],[1,0],[2,0],[2,1]] }
  - { id: frigate, name: Frigate, size: 3, count: 2 }
  - { id: boat, name: Boat, size: 2, count: 2 }
placement:
  spacing: no-side-contact
turns:
  sides:
    - { id: north, name: North }
    - { id: south, name: South }
  salvo: { kind: ships-afloat, perShip: 1 }
report:
  timing: per-shot
  sunk: with-class
words:
  en: { miss: splash, hit: hit, sunk: sunk, noHits: all splash, ownChart: Home waters, enemyChart: The fjord }
`;

describe('a misspelt subcommand of salvo variant', () => {
  it('is an unknown command with a did-you-mean, as under salvo fleet, not "too many arguments"', async () => {
    for (const [typed, meant] of [
      ['shw', 'show'],
      ['chek', 'check'],
    ] as const) {
      const r = await run(['variant', typed, 'jutland']);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`unknown command '${typed}'`);
      expect(r.stderr).toContain(`Did you mean ${meant}?`);
      expect(r.stderr).not.toContain('too many arguments');
    }
  });

  it('gives a subcommand its help with salvo variant help <command>, as salvo fleet help does', async () => {
    const r = await run(['variant', 'help', 'show']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Usage: salvo variant show');
  });
});

describe('a board lettered without J', () => {
  it('says which columns there are when a cell is off it, the gap shown', async () => {
    await writeFile(join(dir, 'fjord.yaml'), FJORD);
    expect((await run(['new', 'fjord.yaml', '-o', 'g.yaml'])).code).toBe(0);
    const r = await run(['record', 'g.yaml', 'north', 'J3', 'A3', 'A4', 'A5', 'A6', 'A7']);
    expect(r.code).toBe(1);
    // Not "columns A–M", which says there is a J.
    expect(r.stderr).toContain('there is no column J (columns A–I, K–M)');
  });

  it('shows the Russian board\'s missing й the same way', async () => {
    await writeFile(join(dir, 'g.yaml'), 'variant: perelman\nsalvos:\n  - blue: й1 а1 а2\n');
    const r = await run(['check', 'g.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('(столбцы а–и, к)'); // the record is Russian (its variant's first language): check speaks it
  });
});

describe('salvo fleet check with a layout file that is not there', () => {
  it('names the layout file and how to draw one, not the variant templates', async () => {
    const r = await run(['fleet', 'check', 'jutland', 'my-fleet.yaml']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('my-fleet.yaml: error no-such-file: no such file: there is no layout file my-fleet.yaml');
    expect(r.stderr).toContain("'salvo fleet random jutland > my-fleet.yaml'");
    expect(r.stderr).not.toContain('salvo variants');
  });

  it('names a folder given for the layout', async () => {
    await mkdir(join(dir, 'fleets'));
    const r = await run(['fleet', 'check', 'jutland', 'fleets']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('fleets: error not-a-file: fleets is a folder, not a layout file');
  });
});

describe('salvo infer --class, the chart of a class pinned down', () => {
  it('puts every cell\'s mark under its column label, as the chart of any ship does', async () => {
    const root = join(import.meta.dirname, '..', '..');
    for (const extra of [['--class', 'battleship'], []]) {
      const r = await runSalvo(root, ['infer', 'examples/jutland.yaml', '--target', 'red', '--after', '5', ...extra]);
      expect(r.code).toBe(0);
      const lines = r.stdout.split('\n');
      const head = lines.findIndex((l) => l.startsWith('Chance of')) + 1;
      const labels = [...lines[head]!.matchAll(/[A-J]/gu)].map((m) => m.index);
      expect(labels).toHaveLength(10);
      const rows = lines.slice(head + 1, head + 11);
      // With --class every cell is one character (a mark, not a number), with a '*' column after it.
      if (extra.length > 0) expect(rows.join('\n')).toMatch(/·\*/u);
      for (const row of rows) {
        const under = labels.map((i) => row[i] ?? ' ');
        expect(under.filter((ch) => ch === ' ' || ch === '*'), row).toEqual([]);
      }
    }
  });
});

describe('a record saved as UTF-16 ("Unicode" in Windows Notepad)', () => {
  const text = 'variant: jutland\nsides:\n  blue: Ann\n  red: Bob\nsalvos: []\n';
  it('is named as UTF-16, with or without its byte-order mark, at line 1, column 1', async () => {
    const le = Buffer.from(text, 'utf16le');
    const be = Buffer.from(le).swap16();
    for (const bytes of [Buffer.concat([Buffer.from([0xff, 0xfe]), le]), Buffer.concat([Buffer.from([0xfe, 0xff]), be]), le]) {
      await writeFile(join(dir, 'g.yaml'), bytes);
      const r = await run(['check', 'g.yaml']);
      expect(r.code).toBe(1);
      // Without its mark it read as UTF-8 (a NUL before every letter) and was "not a mapping".
      expect(r.stderr).toContain('g.yaml:1:1: error not-utf8: the file is not UTF-8 text: it is UTF-16');
      expect(r.stderr).not.toContain('record-type');
    }
  });

  it('says where a NUL byte sits in a file that is otherwise UTF-8', async () => {
    await writeFile(join(dir, 'g.yaml'), text.replace('Ann', 'A\0nn'));
    const r = await run(['check', 'g.yaml']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('g.yaml:3:10: error not-utf8: the file is not UTF-8 text: it holds a NUL byte');
  });

  it('is refused as a variant and as a layout alike', async () => {
    await writeFile(join(dir, 'v.yaml'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(FJORD, 'utf16le')]));
    const v = await run(['variant', 'check', 'v.yaml']);
    expect(v.code).toBe(1);
    expect(v.stdout).toContain('v.yaml:1:1: error not-utf8: the file is not UTF-8 text: it is UTF-16');
    await writeFile(join(dir, 'f.yaml'), Buffer.from('battleship: A1-A4\n', 'utf16le'));
    const f = await run(['fleet', 'check', 'jutland', 'f.yaml']);
    expect(f.code).toBe(1);
    expect(f.stderr).toContain('f.yaml:1:1: error not-utf8: the file is not UTF-8 text: it is UTF-16');
  });
});

describe('salvo init from a variant file', () => {
  it('says once where a copy of a copy was made, not each time', async () => {
    expect((await run(['init', 'jutland', '-o', 'mine.yaml'])).code).toBe(0);
    expect((await run(['init', 'mine.yaml', '-o', 'club.yaml'])).code).toBe(0);
    const text = await readFile(join(dir, 'club.yaml'), 'utf8');
    expect(text.match(/# Made by 'salvo init/gu)).toHaveLength(1);
    expect(text.split('\n')[0]).toBe("# Made by 'salvo init mine.yaml' from mine.yaml. Edit it, then run 'salvo variant check club.yaml'.");
  });

  it('keeps a Windows editor\'s byte-order mark first and its line ends, the header\'s too', async () => {
    await writeFile(join(dir, 'fjord.yaml'), '\uFEFF' + FJORD.replace(/\n/gu, '\r\n'));
    expect((await run(['init', 'fjord.yaml', '-o', 'copy.yaml'])).code).toBe(0);
    const bytes = await readFile(join(dir, 'copy.yaml'));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    // One mark, at the start; every line ending in CR LF.
    expect(text.indexOf('\uFEFF', 1)).toBe(-1);
    expect(text.split('\r\n').every((l) => !l.includes('\n'))).toBe(true);
    expect(text.startsWith("\uFEFF# Made by 'salvo init fjord.yaml'")).toBe(true);
    expect((await run(['variant', 'check', 'copy.yaml'])).stdout).toBe('copy.yaml: ok\n');
  });
});

describe('a "sunk" announced without its class, in a variant that names it', () => {
  it('says what to write, not "the sunk must name the class"', async () => {
    await writeFile(join(dir, 'fjord.yaml'), FJORD);
    expect((await run(['new', 'fjord.yaml', '-o', 'g.yaml'])).code).toBe(0);
    const r = await run(['record', 'g.yaml', 'north', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', '-r', 'splash, splash, splash, splash, splash, sunk']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('shot 6: a "sunk" must name its class, e.g. "sunk Cruiser" (the classes are Cruiser, Ell, Frigate, Boat)');
  });
});

describe('salvo play when input ends at a prompt', () => {
  it('ends the prompt\'s line before saying the file is saved, as salvo play game.yaml in the README leaves it', async () => {
    expect((await run(['new', 'perelman', '--players', 'Петя,Вася', '-o', 'game.yaml'])).code).toBe(0);
    const r = await run(['play', 'game.yaml'], '');
    expect(r.code).toBe(0);
    // Was 'клетки> game.yaml сохранён.' on one line.
    expect(r.stdout).toMatch(/клетки> \n.*game\.yaml/u);
    const typed = await run(['play', 'game.yaml', '--no-charts'], 'д3 е4 ж5\n');
    expect(typed.stdout).toMatch(/ответ> \n/u);
  });
});

describe('salvo pad --sides, as documented', () => {
  it('takes one name or two, and its help and the reference say so, not "one for every sheet"', async () => {
    const help = await run(['pad', '--help']);
    const doc = await readFile(join(import.meta.dirname, '..', '..', 'docs', 'commands.md'), 'utf8');
    // "one for every sheet" read as a name per sheet: --sheets 3 --sides A,B,C, which is refused.
    expect(help.stdout.replace(/\s+/gu, ' ')).not.toContain('one name for every sheet');
    expect(doc).not.toContain('one for every sheet');
    expect((await run(['pad', 'jutland', '--sheets', '3', '--sides', 'A,B,C', '-o', 'p.pdf'])).code).toBe(2);
    expect((await run(['pad', 'jutland', '--sheets', '3', '--sides', 'Ann', '-o', 'p.pdf'])).code).toBe(0);
  });
});

describe('salvo play in English: whose turn it is', () => {
  it('tells the side\'s own count of its salvos as its, as the Russian "залп № 4 этой стороны" does', async () => {
    await writeFile(join(dir, 'fjord.yaml'), FJORD);
    expect((await run(['new', 'fjord.yaml', '--players', 'Ann,Bob', '-o', 'g.yaml'])).code).toBe(0);
    const r = await run(['play', 'g.yaml', '--no-charts'], 'A1 A2 A3 A4 A5 A6\nsplash, splash, splash, splash, splash, splash\n');
    // Was 'salvo 2: south (Bob), salvo 1, 6 shots': two salvo numbers, one not said whose.
    expect(r.stdout).toContain('salvo 1: north (Ann), its salvo 1, 6 shots');
    expect(r.stdout).toContain('salvo 2: south (Bob), its salvo 1, 6 shots');
  });
});

describe('salvo variant check on an empty file', () => {
  it('says the file is empty, not only that it is "not a mapping of keys"', async () => {
    await writeFile(join(dir, 'empty.yaml'), '');
    await writeFile(join(dir, 'notes.yaml'), '# my variant, to do\n');
    const r = await run(['variant', 'check', 'empty.yaml', 'notes.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('empty.yaml: error not-a-mapping: the file is empty');
    expect(r.stdout).toContain('notes.yaml: error not-a-mapping: the file is empty');
  });
});

describe('a salvo written under the player\'s name, without its arrow', () => {
  it('is told to be written under the side, in both warnings, not "- Bob: …" in one and "- south: …" in the other', async () => {
    await writeFile(join(dir, 'fjord.yaml'), FJORD);
    await writeFile(join(dir, 'g.yaml'), 'variant: ./fjord.yaml\nsides:\n  north: Ann\n  south: Bob\nsalvos:\n  - north: A1 B2 C3 D4 E5 F6 -> all splash\n  - Bob: A1 B2 C3 D4 E5 F6 all splash\n');
    const r = await run(['check', 'g.yaml']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('g.yaml:7:5: warning salvo-side-player: salvo 2: "Bob" is the player of south: read as a salvo of south (write - south: A1 B2 C3 D4 E5 F6 -> all splash)');
    expect(r.stdout).toContain('g.yaml:7:28: warning salvo-arrow-missing: salvo 2: "all splash" is read as the announcement: no "->" stands before it (write - south: A1 B2 C3 D4 E5 F6 -> all splash)');
  });
});
