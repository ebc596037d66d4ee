/**
 * Problems found by using salvo as its users do (a player, a referee, a designer), each pinned by
 * a test: where a message pointed at the wrong place, named the wrong file, or said too much.
 * Each test works in its own temporary folder.
 */
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import type { Command } from 'commander';
import { buildProgram } from '../../src/cli/main.js';
import { runSalvo, runSalvoApart } from '../helpers/cli.js';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-usage-'));
});

const run = (args: string[], input = '') => runSalvo(dir, args, input);

describe('writing into a folder that does not exist', () => {
  it('names the missing folder and the file asked for, not a temporary file or the templates', async () => {
    const r = await run(['new', 'jutland', '-o', 'games/g.yaml']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`there is no folder ${join(dir, 'games')}`);
    // The file as asked for, and the code pad gives too (output-folder).
    expect(r.stderr).toContain(`to write ${join('games', 'g.yaml')} in`);
    expect(r.stderr).toContain('error output-folder');
    expect(r.stderr).not.toContain('.tmp');
    expect(r.stderr).not.toContain('salvo variants');
  });

  it('says the same for a pad written into a missing folder', async () => {
    const r = await run(['pad', 'jutland', '-o', 'out/pad.pdf']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`there is no folder ${join(dir, 'out')}`);
    expect(await readdir(dir)).toEqual([]);
  });

  it('still calls a missing input file a missing file', async () => {
    const r = await run(['check', 'nothere.yaml']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('no such file');
  });

  it('calls a variant file under a file taken for a folder a missing file under a file, not an internal error', async () => {
    await writeFile(join(dir, 'notes.txt'), 'not a folder\n');
    for (const command of [['pad', 'notes.txt/mine.yaml', '-o', '-'], ['variant', 'show', 'notes.txt/mine.yaml']]) {
      const r = await run(command);
      expect(r.code, command[0]).toBe(1);
      expect(r.stderr, command[0]).toBe(
        `notes.txt/mine.yaml: error no-such-file: ${join(dir, 'notes.txt')} is a file, not a folder: there is no variant file notes.txt/mine.yaml (looked for ${join(dir, 'notes.txt', 'mine.yaml')}) (check the path, or run 'salvo variants' for the built-in templates)\n`,
      );
    }
  });
});

describe('a record whose variant cannot be loaded', () => {
  it('places an unknown template at the record\'s variant line', async () => {
    await writeFile(join(dir, 'g.yaml'), 'date: today\nvariant: jutlandd\nsalvos: []\n');
    const r = await run(['check', 'g.yaml']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('g.yaml:2:10: error unknown-variant: "jutlandd"');
    expect(r.stderr).toContain('did you mean jutland?');
  });

  it('places a variant file that is not there at the record\'s variant line', async () => {
    await writeFile(join(dir, 'g.yaml'), 'variant: ./mine.yaml\nsalvos: []\n');
    const r = await run(['show', 'g.yaml']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('g.yaml:1:10: error unknown-variant: there is no variant file "./mine.yaml"');
    expect(r.stderr).not.toContain('no such file');
  });

  it("names a broken variant file by its path from where the user is, not from the record's folder", async () => {
    await mkdir(join(dir, 'games'));
    await writeFile(join(dir, 'games', 'mine.yaml'), 'id: mine\nlanguages: [en]\nname: Mine\nboard: { rows: 30 }\nfleet: [{ id: a, name: A, size: 2 }]\nwords: { en: { miss: m, hit: h, sunk: s, noHits: n, ownChart: o, enemyChart: e } }\n');
    await writeFile(join(dir, 'games', 'g.yaml'), 'variant: ./mine.yaml\nsalvos: []\n');
    const r = await run(['check', 'games/g.yaml']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${join('games', 'mine.yaml')}:4:16: error board-size`);
  });
});

describe('one YAML mistake', () => {
  const salvos = Array.from({ length: 40 }, (_, i) => `  - ${i % 2 === 0 ? 'blue' : 'red'}: A${(i % 10) + 1} -> miss`).join('\n');

  it('is reported once, not one error per line below it', async () => {
    // A tab typed before the first salvo makes the YAML parser complain on every later line;
    // salvo says the tab, with the spaces it needs, and reads on as if they were there.
    await writeFile(join(dir, 'g.yaml'), `variant: classic-1967\nsalvos:\n\t- blue: J10 -> miss\n${salvos}\n`);
    const r = await run(['check', 'g.yaml']);
    expect(r.code).toBe(1);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toEqual(['g.yaml:3:1: error yaml-syntax: this line is indented with a tab: YAML indents with spaces only (indent it with spaces instead: 2 spaces, as line 4)']);
  });

  it('has its errors after it counted where they are not of its doing', async () => {
    // A tab in a flow list is no indentation: the parser's errors on every later line stand, a few said, the rest counted.
    await writeFile(join(dir, 'g.yaml'), `variant: classic-1967\nsalvos: [\n\t- blue: J10 -> miss\n${salvos}\n`);
    const r = await run(['check', 'g.yaml']);
    expect(r.code).toBe(1);
    const lines = r.stderr.trim().split('\n');
    expect(lines.length).toBeLessThanOrEqual(4);
    expect(lines.at(-1)).toMatch(/and \d+ more YAML syntax errors after line \d+, most likely caused by the ones above/);
  });

  it('in a variant file too', async () => {
    await writeFile(join(dir, 'v.yaml'), 'id: v\nlanguages: [en]\nname: V\nboard:\n\trows: 10\n  columns: 10\nfleet:\n  - { id: a, name: A, size: 2 }\n  - { id: b, name: B, size: 3 }\n  - { id: c, name: C, size: 4 }\n');
    const r = await run(['variant', 'check', 'v.yaml']);
    expect(r.code).toBe(1);
    const out = r.stdout + r.stderr;
    expect(out).toContain('v.yaml:5:1: error yaml-syntax: this line is indented with a tab: YAML indents with spaces only (indent it with spaces instead: 2 spaces, as line 6)');
    expect(out.trim().split('\n').length).toBeLessThanOrEqual(4);
  });
});

describe('salvo record with a cell off the board', () => {
  it('names the cell and says nothing about the number of results', async () => {
    await writeFile(join(dir, 'g.yaml'), 'variant: statki\nsalvos: []\n');
    const r = await run(['record', 'g.yaml', 'blue', 'Z1', '-r', 'trafiony']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('cell-off-board');
    expect(r.stderr).not.toContain('announcement-length');
  });

  it('still counts the results when every cell is readable', async () => {
    await writeFile(join(dir, 'g.yaml'), 'variant: statki\nsalvos: []\n');
    const r = await run(['record', 'g.yaml', 'blue', 'A1', 'B1', '-r', 'trafiony']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('announcement-length');
  });
});

describe('a recorded cell that cannot be read', () => {
  it('is one error, not also a result without a shot and announcements no fleet could give', async () => {
    await writeFile(join(dir, 'g.yaml'), 'variant: statki\nsalvos:\n  - blue: Z1 -> trafiony\n  - red: A1 -> pudło\n');
    const r = await run(['check', 'g.yaml', '--lang', 'en']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('g.yaml:3:11: error cell-off-board: shot 1');
    expect(r.stdout).toContain('1 breach in 2 shots');
  });

  it('keeps the results of the cells that can be read, each with its own cell', async () => {
    await writeFile(join(dir, 'g.yaml'), 'variant: classic-1967\nfleets:\n  red: { carrier: A1-E1, battleship: A3-D3, cruiser: A5-C5, submarine: A7-C7, destroyer: A9-B9 }\nsalvos:\n  - { side: blue, cells: [Z1, A1], result: "miss, miss" }\n');
    const r = await run(['check', 'g.yaml']);
    // A1 is the carrier's: the miss recorded for it is wrong, whatever Z1 was.
    expect(r.stdout).toContain('announcement-contradicts-fleet');
    expect(r.stdout).not.toContain('2 results announced for 1 shot');
  });

  it('cannot be judged against the revealed fleet: the unreadable cell may be the one that hit', async () => {
    const fleets = 'fleets:\n  red: { battleship: C4-F7, cruiser: B7-D9, destroyer: [C1-D1, J5-I6] }\n';
    await writeFile(join(dir, 'g.yaml'), `variant: jutland\n${fleets}salvos:\n  - blue: C4 K5 A1 A2 A3 A10 -> battleship 2\n`);
    const r = await run(['check', 'g.yaml']);
    expect(r.stdout).toContain('cell-off-board');
    expect(r.stdout).not.toContain('announcement-contradicts-fleet');
  });
});

describe('an announcement word salvo does not know', () => {
  // A word no class of the game nor a players' word for one (`carrier` is guessed as the five-cell ship: tests/record/announcement-class-synonym).
  const perelmanEn = 'variant: perelman\nlanguage: en\nsalvos:\n';

  it("is answered with an example in the record's language (check)", async () => {
    await writeFile(join(dir, 'g.yaml'), `${perelmanEn}  - blue: а1 б1 в1 -> frigate\n`);
    const r = await run(['check', 'g.yaml']);
    expect(r.stdout).toContain('"frigate" is not a word of this variant\'s announcements');
    expect(r.stdout).toContain('(write a class such as two-cell ship, or no hits)');
  });

  it("and at the table (play), in the record's language", async () => {
    await writeFile(join(dir, 'g.yaml'), 'variant: perelman\nlanguage: en\nsalvos: []\n');
    const r = await run(['play', 'g.yaml', '--no-charts'], 'а1 б1 в1\nfrigate\nno hits\n');
    expect(r.stdout).toContain('"frigate" is not a word of this game\'s announcements: type the announcement (a class such as two-cell ship, or no hits), or undo');
  });

  it('and by salvo record', async () => {
    await writeFile(join(dir, 'g.yaml'), 'variant: perelman\nlanguage: en\nsalvos: []\n');
    const r = await run(['record', 'g.yaml', 'blue', 'а1', 'б1', 'в1', '-r', 'frigate']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('(write a class such as two-cell ship, or no hits)');
  });
});

describe('a fleet the fit search cannot decide', () => {
  it('is settled by the exact count: no legal layout is an error at the fleet, not "ok (1 warning)"', async () => {
    // 4 + 4 + 3 ships on 7×7 with no contact: the bounded search gives up, the count says 0.
    const words = 'words:\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: none, ownChart: Mine, enemyChart: Theirs }\n';
    const fleet = 'fleet:\n  - { id: a, name: A, size: 3, count: 4 }\n  - { id: b, name: B, size: 2, count: 4 }\n  - { id: c, name: C, size: 1, count: 3 }\n';
    await writeFile(join(dir, 'tight.yaml'), `id: tight\nlanguages: [en]\nname: Tight\nboard: { rows: 7, columns: 7 }\n${fleet}placement: { spacing: no-contact }\n${words}`);
    const r = await run(['variant', 'check', 'tight.yaml']);
    expect(r.stdout).toContain('tight.yaml:6:3: error fleet-does-not-fit: fleet: 11 ships (23 cells) cannot all be placed on the 7×7 board (ships may not touch): the exact count of layouts is 0');
    expect(r.stdout).not.toContain('fleet-fit-unknown');
    expect(r.code).toBe(1);
  });
});

describe('--help', () => {
  /** Every command that does something (no subcommands), as the words that call it. */
  function leafCommands(cmd: Command, path: string[] = []): { path: string[]; cmd: Command }[] {
    const subs = cmd.commands.filter((c) => c.name() !== 'help');
    if (subs.length === 0) return [{ path, cmd }];
    return subs.flatMap((c) => leafCommands(c, [...path, c.name()]));
  }
  const commands = leafCommands(buildProgram(memoryIO().io));

  it('covers every command', () => {
    expect(commands.map((c) => c.path.join(' '))).toEqual(expect.arrayContaining(['pad', 'check', 'play', 'variant show', 'fleet random', 'simulate']));
  });

  it.each(commands.map((c) => [c.path.join(' '), c] as const))('of salvo %s shows examples of that command, with options it has', async (_name, { path, cmd }) => {
    const r = await run([...path, '--help']);
    expect(r.code).toBe(0);
    const examples = r.stdout.split('\n').filter((l) => /^ {2}salvo /.test(l));
    const own = examples.filter((l) => `${l} `.includes(`salvo ${path.join(' ')} `));
    expect(own.length, `no example of salvo ${path.join(' ')}`).toBeGreaterThan(0);
    const known = new Set(cmd.options.flatMap((o) => [o.long, o.short].filter((x): x is string => x !== undefined)));
    for (const line of own) {
      const segment = line.slice(line.indexOf(`salvo ${path.join(' ')}`)).split('&&')[0]!;
      for (const flag of segment.match(/(?<=\s)--?[a-z][a-z-]*/g) ?? []) expect(known, `${flag} in "${line.trim()}"`).toContain(flag);
    }
  });
});

describe('salvo infer options', () => {
  const jutland = join(import.meta.dirname, '..', '..', 'examples', 'jutland.yaml');

  it('refuses --after past the salvos fired at the target, as show does, instead of answering for fewer', async () => {
    const r = await run(['infer', jutland, '--target', 'red', '--after', '999']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--after 999: the record has 15 salvos fired at red');
    // What to do: the range that can be asked for.
    expect(r.stderr).toContain('use --after 0 to 15, or leave --after out');
    expect(r.stdout).toBe('');
  });

  it('counts a salvo at the target without its announcement yet as fired, and says it is not evidence yet', async () => {
    await writeFile(join(dir, 'pending.yaml'), 'variant: jutland\nsalvos:\n  - blue: A1 B1 C1 D1 E1 F1 -> no hits\n  - red: A1 B1 C1 D1 E1 F1 -> no hits\n  - blue: A2 B2 C2 D2 E2 F2\n');
    const r = await run(['infer', 'pending.yaml', '--target', 'red', '--after', '2']);
    expect(r.code).toBe(2);
    // Not "the record has 1 salvo fired at red": two were fired, the second (salvo 3) has no announcement.
    expect(r.stderr).not.toContain('has 1 salvo fired at red:');
    expect(r.stderr).toContain('salvo 3 has no announcement yet');
    expect(r.stderr).toContain('use --after 0 to 1');
  });

  it('refuses a language the variant does not have, as show and check do', async () => {
    const r = await run(['infer', jutland, '--target', 'red', '--lang', 'xx']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('jutland has no language "xx"');
  });
});

describe('a cell named twice in one salvo', () => {
  it('is said so, not called a cell fired at before', async () => {
    await writeFile(join(dir, 'g.yaml'), 'variant: perelman\nsalvos:\n  - синие: в7 б3 б3 -> попаданий нет\n  - красные: а1 а2 а3 -> попаданий нет\n  - синие: в7 в8 в9 -> попаданий нет\n');
    const r = await run(['check', 'g.yaml', '--lang', 'en']); // English (the record is Russian by its variant)
    expect(r.stdout).toContain("salvo 1: blue's salvo 1 names б3 twice [rule: no cell twice; expected: each cell once in a salvo; recorded: б3]");
    expect(r.stdout).toContain("salvo 3: blue's salvo 2 fires again at в7, already fired at in blue's salvo 1 [rule: no cell twice; expected: cells not fired at before; recorded: в7]");
  });
});

describe('a pad for a variant with a long shot limit', () => {
  it('prints, instead of "the board does not fit"', async () => {
    const fleet = Array.from({ length: 20 }, (_, i) => `  - { id: c${i}, name: 'Warship number ${i} with a long name', size: ${1 + (i % 5)}, count: ${1 + (i % 2)}, guns: ${i % 3} }`).join('\n');
    const words = 'words:\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: none, ownChart: Mine, enemyChart: Theirs }\n';
    await writeFile(join(dir, 'long.yaml'), `id: long\nlanguages: [en]\nname: Long\nboard: { rows: 26, columns: 26 }\nfleet:\n${fleet}\nplacement: { spacing: may-touch }\nturns:\n  salvo: { kind: guns }\n  shotLimit: 600\nreport: { timing: per-salvo, by: ship, counts: true, sunk: true }\n${words}`);
    // In a worker thread: laying out and drawing 600 shots' rows holds the loop 25 s under load.
    const r = await runSalvoApart(dir, ['pad', 'long.yaml', '-o', 'long.pdf']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });
});

describe('ship classes written in a layout', () => {
  const rest = 'pancernik: J3-J6\nkrążownik: [C1-C3, E9-G9]\nścigacz: [G3-H3, E6-F6, I8-J8]\n';

  it('may leave out the accents of a name, as announcement words may', async () => {
    await writeFile(join(dir, 'f.yaml'), `${rest}lodz podwodna: [J1, B6, C10, J10]\n`);
    const r = await run(['fleet', 'check', 'statki', 'f.yaml']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    await writeFile(join(dir, 'r.yaml'), 'variant: perelman\nfleets:\n  blue: { двухклеточный: в6-г6, трехклеточный: з1-з3, четырёхклеточный: д4-д7, пятиклеточный: в2-ж2, госпиталь: к4-к7 }\nsalvos: []\n');
    const c = await run(['check', 'r.yaml']);
    expect(c.stdout).not.toContain('unknown-class');
    expect(c.code).toBe(0);
  });

  it('when unknown, get a guess among the names too, not only the ids', async () => {
    await writeFile(join(dir, 'f.yaml'), `${rest}łódź podwona: [J1, B6, C10, J10]\n`);
    const r = await run(['fleet', 'check', 'statki', 'f.yaml', '--lang', 'en']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('"łódź podwona" is not a ship class of statki (did you mean łódź podwodna?');
    // In the variant's own language by default (Statki's first, Polish), the guess the same, in the accusative.
    const pl = await run(['fleet', 'check', 'statki', 'f.yaml']);
    expect(pl.code).toBe(1);
    expect(pl.stdout).toContain('„łódź podwona” nie jest klasą statków wariantu statki (czy chodziło o łódź podwodną?');
  });
});

describe('salvo suggest after the game', () => {
  it('says the game is over, instead of an empty suggestion', async () => {
    const r = await run(['suggest', join(import.meta.dirname, '..', '..', 'examples', 'jutland.yaml'), '--side', 'red']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('the game is over: blue won (the enemy fleet sunk); red is owed no shots\n');
  });
});

describe('salvo play on a record with errors', () => {
  it('lists them and says what to do, as salvo record does, leaving the file as it was', async () => {
    const text = 'variant: statki\nsalvos:\n  - blue: Z1 -> pudło\n';
    await writeFile(join(dir, 'g.yaml'), text);
    const r = await run(['play', 'g.yaml', '--no-charts'], 'B5\npudło\n');
    expect(r.code).toBe(1);
    // Said in the game's language (Statki's first, Polish), as check says it.
    expect(r.stderr).toContain('g.yaml:3:11: błąd cell-off-board: strzał 1: pole Z1 poza planszą: nie ma kolumny Z (kolumny A–J)');
    expect(r.stderr).toContain('salvo: g.yaml ma błędy; popraw je, zanim zagracie dalej (zapis bez zmian)');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(text);
    const en = await run(['play', 'g.yaml', '--no-charts', '--lang', 'en'], 'B5\npudło\n');
    expect(en.stderr).toContain('g.yaml:3:11: error cell-off-board');
    expect(en.stderr).toContain('salvo: g.yaml has errors; fix them before playing on (the record is unchanged)');
  });
});

describe('the referee in a Russian record', () => {
  it('names the ships as the record does, not by their ids', async () => {
    const salvos = ['синие: а1 а2 а3 -> двухклеточный', 'красные: а1 а2 а3 -> попаданий нет', 'синие: б1 б2 б3 -> двухклеточный', 'красные: б1 б2 б3 -> попаданий нет', 'синие: в1 в2 в3 -> двухклеточный'];
    await writeFile(join(dir, 'g.yaml'), `variant: perelman\nsalvos:\n${salvos.map((s) => `  - ${s}\n`).join('')}`);
    // The report is in the record's language, why the announcement does not hold too.
    const r = await run(['check', 'g.yaml']);
    expect(r.stdout).toContain('двухклеточный: 3 попадания по классу «двухклеточный», а у него всего 2 клетки');
    expect(r.stdout).not.toMatch(/\btwo\b/);
    await writeFile(join(dir, 'h.yaml'), 'variant: perelman\nsalvos:\n  - синие: а1 а2 а3 -> двухклеточный, двухклеточный\n');
    const h = await run(['check', 'h.yaml']);
    expect(h.stdout).toContain('ошибка announcement-duplicate: залп 1: «двухклеточный» назван дважды');
    expect(h.stdout).not.toMatch(/\btwo\b/);
  });
});

describe('a per-ship report without the ship', () => {
  it('asks which ship by the name the record uses', async () => {
    const words = 'words:\n  ru: { miss: мимо, hit: попал, sunk: убит, noHits: мимо, ownChart: Мои, enemyChart: Чужие }\n';
    await writeFile(join(dir, 'v.yaml'), `id: v\nlanguages: [ru]\nname: В\nfleet:\n  - { id: line, name: Линкор, size: 3, count: 2 }\nturns: { salvo: { kind: constant, shots: 2 } }\nreport: { timing: per-salvo, by: ship, counts: true }\n${words}`);
    await writeFile(join(dir, 'g.yaml'), 'variant: ./v.yaml\nsalvos:\n  - blue: A1 A2 -> Линкор\n  - red: "A1 A2 -> линкор #3"\n');
    const r = await run(['check', 'g.yaml']);
    // The record is Russian (the variant's one language): said in Russian, by the record's name of the class.
    expect(r.stdout).toContain('какой корабль класса «Линкор» подбит? В этом варианте о каждом корабле объявляют отдельно [правило: ответ читается] (напишите, например, «Линкор #1»)');
    expect(r.stdout).toContain('корабля «Линкор #3» нет: во флоте 2 таких корабля');
  });

  it('says that a ship number written on an unquoted line is a YAML comment, and how to quote it', async () => {
    const words = 'words:\n  ru: { miss: мимо, hit: попал, sunk: убит, noHits: мимо, ownChart: Мои, enemyChart: Чужие }\n';
    await writeFile(join(dir, 'v.yaml'), `id: v\nlanguages: [ru]\nname: В\nfleet:\n  - { id: line, name: Линкор, size: 3, count: 2 }\nturns: { salvo: { kind: constant, shots: 2 } }\nreport: { timing: per-salvo, by: ship, counts: true }\n${words}`);
    await writeFile(join(dir, 'g.yaml'), 'variant: ./v.yaml\nsalvos:\n  - blue: A1 A2 -> линкор #2\n  - red: "A1 A2 -> линкор #2" # a comment\n');
    const r = await run(['check', 'g.yaml']);
    expect(r.stdout).toContain('g.yaml:3:27: ошибка salvo-comment: залп 1: «#2» здесь — комментарий YAML: номер корабля после ответа не прочитан');
    expect(r.stdout).toContain('(возьмите залп в кавычки: - blue: "A1 A2 -> линкор #2")');
    expect(r.stdout).not.toContain('какой корабль класса «Линкор» подбит');
    expect(r.stdout).toContain('1 ошибка чтения, в записи 2 залпа');
  });

  it('a quote opened after the arrow and closed inside the comment: one error, whose advice is valid YAML', async () => {
    const words = 'words:\n  ru: { miss: мимо, hit: попал, sunk: убит, noHits: мимо, ownChart: Мои, enemyChart: Чужие }\n';
    await writeFile(join(dir, 'v.yaml'), `id: v\nlanguages: [ru]\nname: В\nfleet:\n  - { id: line, name: Линкор, size: 3, count: 2 }\nturns: { salvo: { kind: constant, shots: 2 } }\nreport: { timing: per-salvo, by: ship, counts: true }\n${words}`);
    await writeFile(join(dir, 'g.yaml'), 'variant: ./v.yaml\nsalvos:\n  - blue: A1 A2 -> "линкор #2 1"\n');
    const r = await run(['check', 'g.yaml']);
    const lines = r.stdout.split('\n').filter((l) => /^g\.yaml:\d/u.test(l));
    expect(lines).toEqual(['g.yaml:3:28: ошибка salvo-comment: залп 1: «#2 1» здесь — комментарий YAML: номер корабля после ответа не прочитан [правило: формат записи] (возьмите залп в кавычки: - blue: "A1 A2 -> линкор #2 1")']);
    // The advice, pasted in, reads with no breach.
    await writeFile(join(dir, 'g.yaml'), 'variant: ./v.yaml\nsalvos:\n  - blue: "A1 A2 -> линкор #2 1"\n');
    const fixed = await run(['check', 'g.yaml']);
    expect(fixed.stdout).toContain('нарушений нет, в записи 1 залп');
  });
});

describe('salvo variant check of several files', () => {
  it('checks every file, a missing one being one error among them', async () => {
    await writeFile(join(dir, 'bad.yaml'), 'id: bad\nlanguages: [en]\nname: Bad\nboard: { colums: 10 }\n');
    const r = await run(['variant', 'check', 'jutland', 'nothere.yaml', 'bad.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('jutland: ok');
    expect(r.stdout).toContain('nothere.yaml: error no-such-file: no such file: ');
    expect(r.stdout).toContain('bad.yaml:4:10: error unknown-key: board.colums');
  });
});

describe("the referee's summary", () => {
  it('counts the salvos as the record numbers them, an unreadable one included', async () => {
    await writeFile(join(dir, 'g.yaml'), 'variant: statki\nsalvos:\n  - blue: A1 -> pudło\n  - green: A2 -> pudło\n  - red: A3 -> pudło\n');
    const r = await run(['check', 'g.yaml', '--lang', 'en']);
    expect(r.stdout).toContain('g.yaml:4:5: error unknown-side: shot 2');
    expect(r.stdout).toContain('g.yaml: 1 reading error in 3 shots;');
  });
});

describe('help at the table (salvo play)', () => {
  it("shows this game's cells, sides and words", async () => {
    await writeFile(join(dir, 'g.yaml'), 'variant: morskoy-boy\nsides:\n  первый: Петя\n  второй: Вася\nsalvos: []\n');
    const r = await run(['play', 'g.yaml', '--no-charts'], 'help\n');
    expect(r.stdout).toContain('(например, «А1 Г2»; «второй: А1» — чтобы назвать сторону)');
    expect(r.stdout).toContain('(«З5 Ж5 Е5»)');
    expect(r.stdout).toContain('(«попал, попал, убит»)');
    await writeFile(join(dir, 'j.yaml'), 'variant: jutland\nsalvos: []\n');
    const j = await run(['play', 'j.yaml', '--no-charts'], 'help\n');
    expect(j.stdout).toContain('(e.g. "A1 D2"; "red: A1" to name the side)');
    expect(j.stdout).not.toContain('whole turn');
  });

  it('gives one cell as its example where a salvo is one shot and a turn is not typed whole (the 1967 rules): the example is taken', async () => {
    await writeFile(join(dir, 'c.yaml'), 'variant: classic-1967\nsalvos: []\n');
    const r = await run(['play', 'c.yaml', '--no-charts'], 'help\nD2\nmiss\nquit\n');
    expect(r.stdout).toContain('(e.g. "D2"; "red: A1" to name the side)');
    expect(r.stdout).not.toContain('wrong-salvo-size');
    expect(await readFile(join(dir, 'c.yaml'), 'utf8')).toContain('- blue: D2 -> miss');
  });
});
