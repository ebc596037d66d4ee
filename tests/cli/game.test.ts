/**
 * The game-record commands end to end, in-process: `salvo new`, `record`, `check`, `show`.
 * Each test works in its own temporary folder.
 */
import { copyFile, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const FIXTURES = join(import.meta.dirname, '..', 'record', 'fixtures');
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-game-'));
});

const run = (args: string[], input = '') => runSalvo(dir, args, input);

const read = (name: string) => readFile(join(dir, name), 'utf8');

describe('salvo new', () => {
  it('writes an empty record with sides and players', async () => {
    const r = await run(['new', 'jutland', '--players', 'Ann,Bob', '--date', '1923-05-31', '-o', 'game.yaml']);
    expect(r.code).toBe(0);
    expect(await read('game.yaml')).toBe('variant: jutland\nsides:\n  blue: Ann\n  red: Bob\ndate: 1923-05-31\nsalvos: []\n');
  });

  it('names sides as asked, and never writes over an existing record', async () => {
    expect((await run(['new', 'statki', '--sides', 'ala,ola', '-o', 'g.yaml'])).code).toBe(0);
    const before = await read('g.yaml');
    expect(before).toContain('  ala:\n  ola:\n');
    const again = await run(['new', 'jutland', '-o', 'g.yaml']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('record-exists');
    expect(await read('g.yaml')).toBe(before);
  });

  it('refers to a variant file relative to the record, and prints without -o', async () => {
    await copyFile(join(FIXTURES, 'tiny-variant.yaml'), join(dir, 'tiny-variant.yaml'));
    const r = await run(['new', './tiny-variant.yaml']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('variant: ./tiny-variant.yaml\nsides:\n  blue:\n  red:\nsalvos: []\n');
  });

  it('rejects a bad --sides with exit 2', async () => {
    expect((await run(['new', 'jutland', '--sides', 'one'])).code).toBe(2);
    expect((await run(['new', 'jutland', '--sides', 'note,red'])).code).toBe(2);
  });
});

describe('salvo new --sides', () => {
  it("refuses the variant's own sides in the other order, which would swap who fires first", async () => {
    const r = await run(['new', 'jutland', '--sides', 'red,blue', '-o', 'sw.yaml']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('write --sides blue,red');
    expect(await readdir(dir)).toEqual([]);
    expect((await run(['new', 'jutland', '--sides', 'blue,red', '-o', 'ok.yaml'])).code).toBe(0);
    expect((await run(['new', 'jutland', '--sides', 'ann,bob', '-o', 'ok2.yaml'])).code).toBe(0);
  });
});

describe('salvo record', () => {
  it('refuses announcements no legal fleet could have produced, unless --force; play asks again', async () => {
    // Морской бой: ships may not touch, so two hits on diagonal neighbours cannot both stand.
    expect((await run(['new', 'morskoy-boy', '-o', 'm.yaml'])).code).toBe(0);
    expect((await run(['record', 'm.yaml', '--lang', 'en', 'blue', 'А1', '-r', 'попал'])).code).toBe(0);
    const before = await read('m.yaml');
    const refused = await run(['record', 'm.yaml', '--lang', 'en', 'blue', 'Б2', '-r', 'попал']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('announcements-impossible: shot 2: no legal fleet of red fits the announcements after shot 2; these conflict: shots 1, 2');
    expect(await read('m.yaml')).toBe(before);
    const forced = await run(['record', 'm.yaml', '--lang', 'en', 'blue', 'Б2', '-r', 'попал', '--force']);
    expect(forced.code).toBe(0);
    expect(await read('m.yaml')).toContain('forced: true');

    expect((await run(['new', 'morskoy-boy', '-o', 'p.yaml'])).code).toBe(0);
    const play = await run(['play', 'p.yaml', '--lang', 'en', '--no-charts'], 'А1\nпопал\nБ2\nпопал\nмимо\n');
    expect(play.stdout + play.stderr).toContain('announcements-impossible');
    expect(await read('p.yaml')).toContain('- blue: Б2 -> мимо');
  });

  it('keeps the text as it was in <file>.bak when it must rewrite the record in full', async () => {
    const text = '# club game\nvariant: jutland  # the 1920s pad\nsalvos: [{ side: blue, cells: A1 B2 C3 D4 E5 F6, result: no hits }]  # so far\n';
    await writeFile(join(dir, 'fl.yaml'), text);
    const r = await run(['record', 'fl.yaml', '--lang', 'en', 'red', 'A1', 'B2', 'C3', 'D4', 'E5', 'F6', '-r', 'no hits']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('kept in fl.yaml.bak');
    expect(await read('fl.yaml.bak')).toBe(text);
    expect(await read('fl.yaml')).toContain('  - red: A1 B2 C3 D4 E5 F6 -> no hits\n');
    // A plain append keeps the comments in the file itself, and makes no backup.
    await writeFile(join(dir, 'plain.yaml'), '# club game\nvariant: jutland\nsalvos:\n  - blue: A1 B2 C3 D4 E5 F6 -> no hits   # first\n');
    const p = await run(['record', 'plain.yaml', '--lang', 'en', 'red', 'A1', 'B2', 'C3', 'D4', 'E5', 'F6', '-r', 'no hits']);
    expect(p.code).toBe(0);
    expect(await read('plain.yaml')).toContain('# first');
    expect(await readdir(dir)).not.toContain('plain.yaml.bak');
  });

  beforeEach(async () => {
    await writeFile(join(dir, 'game.yaml'), '# our game\nvariant: jutland\nsides: { blue: Ann, red: Bob }\nsalvos:\n  - blue: A1 B2 C3 D4 E5 F6 -> no hits   # a quiet start\n');
  });

  it('appends a legal salvo and keeps what was written by hand', async () => {
    const r = await run(['record', 'game.yaml', '--lang', 'en', 'red', 'a1', 'b2', 'c3', 'd4', 'e5', 'f6', '--result', 'Battleship 1']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('salvo 2 recorded');
    expect(await read('game.yaml')).toBe(
      '# our game\nvariant: jutland\nsides: { blue: Ann, red: Bob }\nsalvos:\n  - blue: A1 B2 C3 D4 E5 F6 -> no hits   # a quiet start\n  - red: A1 B2 C3 D4 E5 F6 -> battleship 1\n',
    );
    expect(await readdir(dir)).toEqual(['game.yaml']); // no temporary file left behind
  });

  it('refuses a salvo that breaks the rules, leaving the file untouched', async () => {
    const before = await read('game.yaml');
    const r = await run(['record', 'game.yaml', '--lang', 'en', 'blue', 'A2', 'B3', 'C4', 'D5', 'E6', 'F7', '-r', 'no hits']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('out-of-turn');
    expect(r.stderr).toContain('unchanged');
    expect(await read('game.yaml')).toBe(before);
    const short = await run(['record', 'game.yaml', '--lang', 'en', 'red', 'A2', '-r', 'no hits']);
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('wrong-salvo-size');
    expect(await read('game.yaml')).toBe(before);
  });

  it('refuses unreadable cells and announcements', async () => {
    const before = await read('game.yaml');
    expect((await run(['record', 'game.yaml', '--lang', 'en', 'red', 'A1', 'B2', 'C3', 'D4', 'E5', 'Z6', '-r', 'no hits'])).code).toBe(1);
    const word = await run(['record', 'game.yaml', '--lang', 'en', 'red', 'A2', 'B3', 'C4', 'D5', 'E6', 'F7', '-r', 'battleshp 1']);
    expect(word.code).toBe(1);
    expect(word.stderr).toContain('did you mean battleship?');
    // A side the game does not have is a usage error (exit 2), as show --side's.
    expect((await run(['record', 'game.yaml', '--lang', 'en', 'green', 'A2'])).code).toBe(2);
    expect(await read('game.yaml')).toBe(before);
  });

  it('--force records a breach, marked, and check then reports it', async () => {
    const r = await run(['record', 'game.yaml', '--lang', 'en', 'blue', 'A2', 'B3', 'C4', 'D5', 'E6', 'F7', '-r', 'no hits', '--force', '--note', 'Ann fired twice']);
    expect(r.code).toBe(0);
    expect(await read('game.yaml')).toContain('  - blue: A2 B3 C4 D5 E6 F7 -> no hits\n    note: Ann fired twice\n    forced: true\n');
    const c = await run(['check', 'game.yaml', '--json']);
    expect(c.code).toBe(1);
    const json = JSON.parse(c.stdout) as { ok: boolean; violations: { code: string; salvo: number; forced?: boolean }[] };
    expect(json.ok).toBe(false);
    expect(json.violations).toMatchObject([{ code: 'out-of-turn', salvo: 2, forced: true }]);
  });
});

describe('a side named by its player on the command line', () => {
  it('record, play and show take the player of `salvo new --players` for the side', async () => {
    await run(['new', 'perelman', '--players', 'Петя,Вася', '-o', 'g.yaml']);
    const r = await run(['record', 'g.yaml', '--lang', 'en', 'Петя', 'а1', 'б2', 'в3', '-r', 'попаданий нет']);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('salvo 1 recorded: blue: а1 б2 в3 -> попаданий нет');
    const p = await run(['play', 'g.yaml', '--lang', 'en', '--no-charts'], ['вася: г1 д1 е1', 'попаданий нет', 'quit'].join('\n'));
    expect(p.stdout).toContain('saved salvo 2: red: г1 д1 е1 -> попаданий нет');
    const s = await run(['show', 'g.yaml', '--lang', 'en', '--side', 'Вася']);
    expect(s.code).toBe(0);
    expect(s.stdout).toContain('red (Вася) after 2 salvos');
    // The file itself still names the sides by their ids.
    expect(await read('g.yaml')).toContain('  - blue: а1 б2 в3 -> попаданий нет\n  - red: г1 д1 е1 -> попаданий нет\n');
  });

  it('a name that is one side and the other side\'s player is the side', async () => {
    await writeFile(join(dir, 'g.yaml'), 'variant: statki\nsides:\n  ala: tomek\n  tomek: ala\nsalvos: []\n');
    expect((await run(['record', 'g.yaml', '--lang', 'en', 'ala', 'A1', '-r', 'pudło'])).stdout).toContain('shot 1 recorded: ala: A1');
  });
});

describe('salvo check', () => {
  it('exit 0 and a summary for a clean record', async () => {
    await writeFile(join(dir, 'g.yaml'), 'variant: jutland\nsalvos:\n  - blue: A1 B2 C3 D4 E5 F6 -> no hits\n');
    const r = await run(['check', 'g.yaml']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('g.yaml: no breaches in 1 salvo; the game goes on: red to fire\n');
    const j = await run(['check', 'g.yaml', '--json']);
    expect(JSON.parse(j.stdout)).toMatchObject({ ok: true, violations: [], salvos: 1 });
  });

  it('a salvo without its announcement is a warning, not a breach', async () => {
    await writeFile(join(dir, 'w.yaml'), 'variant: jutland\nsalvos:\n  - blue: A1 B2 C3 D4 E5 F6\n');
    const r = await run(['check', 'w.yaml']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('w.yaml:3:5: warning announcement-missing: salvo 1:');
  });

  it('exit 1 with every breach, positioned', async () => {
    await copyFile(join(FIXTURES, 'repeated-cell.yaml'), join(dir, 'r.yaml'));
    const r = await run(['check', 'r.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('r.yaml:5:11: error repeated-cell: salvo 3:');
    expect(r.stdout).toContain('expected');
  });

  it('--lang writes the announcements of the report in another language', async () => {
    await writeFile(join(dir, 'p.yaml'), 'variant: perelman\nfleets:\n  red: { two: а1-б1, three: а3-в3, four: а5-г5, five: а7-д7, hospital: а9-г9 }\nsalvos:\n  - blue: а1 е5 к10 -> попаданий нет\n');
    const ru = await run(['check', 'p.yaml', '--json']);
    expect(JSON.parse(ru.stdout).violations[0]).toMatchObject({ code: 'announcement-contradicts-fleet', expected: 'двухклеточный', recorded: 'попаданий нет' });
    const en = await run(['check', 'p.yaml', '--json', '--lang', 'en']);
    expect(JSON.parse(en.stdout).violations[0]).toMatchObject({ expected: 'two-cell ship', recorded: 'no hits' });
    expect((await run(['check', 'p.yaml', '--lang', 'de'])).code).toBe(2);
  });

  it('a record whose variant cannot be found is an error', async () => {
    await writeFile(join(dir, 'x.yaml'), 'variant: jutlnd\nsalvos: []\n');
    const r = await run(['check', 'x.yaml']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('did you mean jutland');
    const j = await run(['check', 'x.yaml', '--json']);
    expect(j.code).toBe(1);
    expect(JSON.parse(j.stdout)).toMatchObject({ ok: false, violations: [{ code: 'unknown-variant' }] });
  });
});

describe('salvo show', () => {
  it('draws the charts after salvo N, with salvo numbers and tallies', async () => {
    await writeFile(
      join(dir, 'g.yaml'),
      'variant: jutland\nfleets:\n  red: { battleship: A1-D1, cruiser: H3-H5, destroyer: [J8-J9, D5-E6] }\nsalvos:\n  - blue: A1 B4 C7 D2 E9 F5 -> battleship 1\n  - red: A1 B2 C3 D4 E5 F6 -> no hits\n  - blue: B1 H4 C2 D3 E4 F4 -> battleship 1, cruiser 1\n',
    );
    const all = await run(['show', 'g.yaml', '--lang', 'en', '--side', 'blue']);
    expect(all.code).toBe(0);
    expect(all.stdout).toContain('blue after 3 salvos');
    expect(all.stdout).toMatch(/ 1 1 2 · ·/u); // row 1 of the enemy chart: A1 salvo 1, B1 salvo 2
    expect(all.stdout).toMatch(/BB\s+Battleship\s+□□□□\s+■■□□ 1 2/u);
    expect(all.stdout).toMatch(/Hits taken\s+Hits given/u);
    const early = await run(['show', 'g.yaml', '--lang', 'en', '--after', '1', '--side', 'red']);
    expect(early.stdout).toContain('red after 1 salvo');
    expect(early.stdout).toMatch(/1\* {2}■/u); // red's own battleship, hit at A1 by salvo 1
    expect((await run(['show', 'g.yaml', '--lang', 'en', '--after', '9'])).code).toBe(2);
  });

  it('draws the salvos asked for when the errors are all later, and says so', async () => {
    await writeFile(join(dir, 'e.yaml'), 'variant: jutland\nsalvos:\n  - blue: A1 B2 C3 D4 E5 F6 -> no hits\n  - red: A1 B2 C3 D4 E5 F6 -> no hits\n  - blue: A2 B3 C4 D5 E6 Z9 -> no hits\n');
    const early = await run(['show', 'e.yaml', '--lang', 'en', '--after', '2', '--side', 'blue']);
    expect(early.code).toBe(0);
    expect(early.stdout).toContain('blue after 2 salvos');
    expect(early.stderr).toContain('has errors after salvo 2');
    // The error is a cell off the board in the last salvo: the whole game is drawn, the cell named under it.
    for (const asked of [[], ['--after', '3']]) {
      const all = await run(['show', 'e.yaml', '--lang', 'en', ...asked]);
      expect(all.code).toBe(0);
      expect(all.stdout).toContain('off the board, not drawn: Z9 in salvo 3 (line 5)');
    }
    // Any other error in it still stops show.
    await writeFile(join(dir, 'e2.yaml'), 'variant: jutland\nsalvos:\n  - blue: A1 B2 C3 D4 E5 F6 -> no hits\n  - red: A1 B2 C3 D4 E5 F6 -> no hits\n  - blue: A2 B3 C4 D5 E6 Z9 -> no hitz\n');
    expect((await run(['show', 'e2.yaml', '--lang', 'en'])).code).toBe(1);
    expect((await run(['show', 'e2.yaml', '--lang', 'en', '--after', '3'])).code).not.toBe(0);
  });

  it('marks hits on the own chart as announced shot by shot when the record has no fleets', async () => {
    await writeFile(join(dir, 'm.yaml'), 'variant: morskoy-boy\nsalvos:\n  - blue: А1 -> мимо\n  - red: Б1 -> попал\n  - red: Б2 -> убит\n  - red: В5 -> мимо\n');
    const r = await run(['show', 'm.yaml', '--lang', 'en', '--side', 'blue']);
    expect(r.code).toBe(0);
    // Blue's own chart, column Б: red's salvo 1 hit Б1, salvo 2 sank at Б2.
    expect(r.stdout.split('\n').find((l) => /^ *1 /u.test(l))).toMatch(/^ *1 +· +1\* /u);
    expect(r.stdout.split('\n').find((l) => /^ *2 /u.test(l))).toMatch(/^ *2 +· +2# /u);
  });
});
