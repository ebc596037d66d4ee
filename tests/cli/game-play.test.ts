/**
 * `salvo play` driven by piped input: a whole short game gives the same record as writing it by
 * hand; undo and typing errors leave no trace; killing the process mid-game loses at most the
 * salvo being typed (the test waits for the program's own output, never for time).
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { copyFile, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { formatCell } from '../../src/core/coords.js';
import { formatAnnouncement } from '../../src/record/announcement-text.js';
import type { GameRecord } from '../../src/record/model.js';
import { readRecordFile } from '../../src/record/store.js';
import { writeRecord } from '../../src/record/write.js';
import { playRandomGame } from '../../src/rules/generate.js';
import { loadVariant } from '../../src/variant/load.js';
import { runSalvo } from '../helpers/cli.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const FIXTURES = join(ROOT, 'tests', 'record', 'fixtures');
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-play-'));
  await copyFile(join(FIXTURES, 'tiny-variant.yaml'), join(dir, 'tiny-variant.yaml'));
});

const run = (args: string[], input = '') => runSalvo(dir, args, input);

const BY_HAND = `variant: ./tiny-variant.yaml
sides:
  blue: Ann
  red: Bob
salvos:
  - blue: A1 B1 -> boat 2 sunk
  - red: C3 C4 -> no hits
  - blue: D4 E4 -> raft 1 sunk
`;

describe('salvo play with piped input', () => {
  it('a whole short game gives the record written by hand', async () => {
    const started = await run(['new', './tiny-variant.yaml', '--players', 'Ann,Bob', '-o', 'game.yaml']);
    expect(started.code).toBe(0);
    // The new record's sides by the variant's names, with their players.
    expect(started.stdout).toBe('game.yaml: a new record of Tiny: Blue (Ann) vs Red (Bob)\n');
    const input = ['A1 B1', 'boat 2 sunk', 'C3 C4', 'no hits', 'D4 E4', 'raft 1 sunk', ''].join('\n');
    const r = await run(['play', 'game.yaml', '--lang', 'en', '--no-charts'], input);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('salvo 1: blue (Ann), its salvo 1, 2 shots');
    expect(r.stdout).toContain('the game is over: blue (Ann) won');
    expect(await readFile(join(dir, 'game.yaml'), 'utf8')).toBe(BY_HAND);
  });

  it('takes back the last salvo of a finished game, and plays on', async () => {
    expect((await run(['new', './tiny-variant.yaml', '--players', 'Ann,Bob', '-o', 'game.yaml'])).code).toBe(0);
    // The last shot announced "sunk" by mistake: the game ends; undo, then the right result.
    // A slip at the prompt ("udno") asks again instead of ending the session.
    const input = ['A1 B1', 'boat 2 sunk', 'C3 C4', 'no hits', 'D4 E5', 'raft 1 sunk', 'udno', 'undo', 'D4 E4', 'raft 1 sunk', 'quit', ''].join('\n');
    const r = await run(['play', 'game.yaml', '--lang', 'en', '--no-charts'], input);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('type undo to take back the last salvo');
    expect(r.stdout).toContain('"udno" is not undo, show, score or quit');
    expect(r.stdout).toContain('removed salvo 3');
    expect(await readFile(join(dir, 'game.yaml'), 'utf8')).toBe(BY_HAND);
  });

  it('typing errors, refused salvos and undo leave no trace', async () => {
    await run(['new', './tiny-variant.yaml', '--players', 'Ann,Bob', '-o', 'game.yaml']);
    const input = [
      'help',
      'A1', // one shot, two owed: refused
      'A1 Z9', // off the board
      'A1 B1',
      'boat 3 sunk', // contradicts itself: 3 hits on a boat of 2
      'bota 2 sunk', // unknown word
      'undo', // take back the cells
      'A1 B1',
      'boat 2 sunk',
      'C3 C4',
      'no hits',
      'undo', // take back red's salvo
      'show',
      'C3 C4',
      'none',
      'red: A5 B5', // red out of turn: refused
      'D4 E4',
      'raft 1 sunk',
    ].join('\n');
    const r = await run(['play', 'game.yaml', '--lang', 'en', '--no-charts'], input);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('wrong-salvo-size');
    expect(r.stdout).toContain('cell-off-board');
    expect(r.stdout).toContain('announcement-inconsistent');
    expect(r.stdout).toContain('did you mean boat?');
    expect(r.stdout).toContain('out-of-turn');
    expect(r.stdout).toContain('removed salvo 2: red: C3 C4 -> no hits');
    expect(await readFile(join(dir, 'game.yaml'), 'utf8')).toBe(BY_HAND);
  });

  it('help and show work at the result prompt too, as "Type help for help" says', async () => {
    await run(['new', './tiny-variant.yaml', '--players', 'Ann,Bob', '-o', 'game.yaml']);
    const r = await run(['play', 'game.yaml', '--lang', 'en', '--no-charts'], ['A1 B1', 'help', 'show', 'boat 2 sunk', 'quit'].join('\n'));
    expect(r.stdout).not.toContain('announcement-unknown-word');
    expect(r.stdout).toContain('Commands: undo');
    expect(r.stdout).toContain('blue (Ann) after 0 salvos');
    expect(r.stdout).toContain('saved salvo 1: blue: A1 B1 -> boat 2 sunk');
  });

  it('a record saved with a byte-order mark plays like any other, and keeps its mark', async () => {
    await writeFile(join(dir, 'game.yaml'), '\uFEFFvariant: ./tiny-variant.yaml\nsides:\n  blue: Ann\n  red: Bob\nsalvos: []\n');
    const r = await run(['play', 'game.yaml', '--lang', 'en', '--no-charts'], ['A1 B1', 'boat 2 sunk', 'C3 C4', 'no hits', 'D4 E4', 'raft 1 sunk'].join('\n'));
    expect(r.stdout).not.toContain('changed by someone else');
    expect(await readFile(join(dir, 'game.yaml'), 'utf8')).toBe('\uFEFF' + BY_HAND);
  });

  it('salvo record keeps a byte-order mark too', async () => {
    await writeFile(join(dir, 'game.yaml'), '\uFEFFvariant: ./tiny-variant.yaml\r\nsalvos:\r\n  - blue: A1 B1 -> boat 2 sunk # first\r\n');
    expect((await run(['record', 'game.yaml', '--lang', 'en', 'red', 'C3', 'C4', '-r', 'no hits'])).code).toBe(0);
    const text = await readFile(join(dir, 'game.yaml'), 'utf8');
    expect(text.startsWith('\uFEFFvariant:')).toBe(true);
    expect(text).toContain('# first\r\n  - red: C3 C4 -> no hits\r\n');
  });

  it('input ending after the cells keeps them, without an announcement', async () => {
    await run(['new', './tiny-variant.yaml', '-o', 'game.yaml']);
    const r = await run(['play', 'game.yaml', '--lang', 'en', '--no-charts'], 'A1 B1\n');
    expect(r.code).toBe(0);
    const f = await readRecordFile(join(dir, 'game.yaml'), loadRecordVariant);
    expect(f.ok && f.record.salvos).toMatchObject([{ side: 'blue', announcement: null }]);
    // The session ends there: it does not ask for that announcement with nobody left to answer.
    expect(r.stdout).not.toContain('has no announcement yet');
    // Said so: the player leaving knows the announcement is still owed.
    expect(r.stdout.trimEnd().endsWith('saved salvo 1: blue: A1 B1\nsalvo 1 is saved without its announcement: the next session asks for it first\ngame.yaml saved.')).toBe(true);
  });

  it('the next session asks first for the announcement input ended before', async () => {
    await run(['new', './tiny-variant.yaml', '--players', 'Ann,Bob', '-o', 'game.yaml']);
    await run(['play', 'game.yaml', '--lang', 'en', '--no-charts'], 'A1 B1\n');
    const q = await run(['play', 'game.yaml', '--lang', 'en', '--no-charts'], 'boat 2 sunk\nC3 C4\nquit\nD4 E4\n');
    expect(q.code).toBe(0);
    expect(q.stdout).toContain('salvo 1 (blue: A1 B1) has no announcement yet');
    expect(await readFile(join(dir, 'game.yaml'), 'utf8')).toContain('  - red: C3 C4\n    note: announcement not recorded (the session ended)\n');
    const r = await run(['play', 'game.yaml', '--lang', 'en', '--no-charts'], ['quit'].join('\n'));
    expect(r.code).toBe(0);
    const s = await run(['play', 'game.yaml', '--lang', 'en', '--no-charts'], ['no hits', 'D4 E4', 'raft 1 sunk'].join('\n'));
    expect(s.stdout).toContain('salvo 2 (red: C3 C4) has no announcement yet');
    expect(await readFile(join(dir, 'game.yaml'), 'utf8')).toBe(BY_HAND);
  });

  it('the true announcement is offered when the fleet is known', async () => {
    await writeFile(join(dir, 'game.yaml'), 'variant: ./tiny-variant.yaml\nfleets:\n  red: { boat: A1-B1, raft: D4 }\nsalvos: []\n');
    const r = await run(['play', 'game.yaml', '--lang', 'en', '--no-charts'], 'A1 C3\n\n');
    expect(r.stdout).toContain('result [Enter: boat 1]> ');
    expect(await readFile(join(dir, 'game.yaml'), 'utf8')).toContain('  - blue: A1 C3 -> boat 1\n');
  });
});

/** `salvo play` on the game of `dir` in a process of its own, and a way to wait for what it prints. */
function spawnPlay(): { child: ChildProcessWithoutNullStreams; out: () => string; waitFor: (text: string, count?: number) => Promise<void>; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'src', 'cli', 'run.ts'), 'play', join(dir, 'game.yaml'), '--no-charts'], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let wake: (() => void) | undefined;
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString('utf8');
    wake?.();
  });
  const waitFor = async (text: string, count = 1): Promise<void> => {
    while (out.split(text).length - 1 < count) await new Promise<void>((r) => (wake = r));
  };
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return { child, out: () => out, waitFor, exited };
}

describe('killing salvo play mid-game', () => {
  it('loses at most the salvo being typed', async () => {
    await run(['new', './tiny-variant.yaml', '--players', 'Ann,Bob', '-o', 'game.yaml']);
    const { child, waitFor, exited } = spawnPlay();
    await waitFor('cells> ');
    child.stdin.write('A1 B1\nboat 2 sunk\n');
    await waitFor('saved salvo 1');
    child.stdin.write('C3 C4\n'); // red's cells typed, the result not yet
    await waitFor('result> ', 2);
    child.kill('SIGKILL');
    await exited;

    const text = await readFile(join(dir, 'game.yaml'), 'utf8');
    expect(text).toBe('variant: ./tiny-variant.yaml\nsides:\n  blue: Ann\n  red: Bob\nsalvos:\n  - blue: A1 B1 -> boat 2 sunk\n');
  });
});

describe('interrupting salvo play with Ctrl-C', () => {
  it('keeps the cells typed without their result, as the end of input does', async () => {
    await run(['new', './tiny-variant.yaml', '--players', 'Ann,Bob', '-o', 'game.yaml']);
    const { child, out, waitFor, exited } = spawnPlay();
    await waitFor('cells> ');
    child.stdin.write('A1 B1\n');
    await waitFor('result> ');
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(out()).toContain('(interrupted)');
    const f = await readRecordFile(join(dir, 'game.yaml'), loadRecordVariant);
    expect(f.ok && f.record.salvos).toMatchObject([{ side: 'blue', cells: [0, 1], announcement: null }]);
  });
});

describe('salvo play reproduces generated games', () => {
  it('typing a generated game into play gives the record writeRecord gives', async () => {
    for (const id of ['jutland', 'perelman', 'morskoy-boy', 'classic-1967']) {
      const variant = await loadVariant(id, { cwd: ROOT });
      for (const seed of [1, 2]) {
        const sub = await mkdtemp(join(dir, `${id}-${seed}-`));
        const game = playRandomGame(variant, seed, { maxTurns: 14 });
        const other = variant.languages[variant.languages.length - 1]!; // results typed in another language
        const input = game.turns.flatMap((t) => [t.cells.map((c) => formatCell(c, variant.board).toLowerCase()).join(', '), formatAnnouncement(t.announcement!, variant, other)]);
        const m1 = memoryIO('', {}, sub);
        expect(await main(['node', 'salvo', 'new', id, '--players', 'Ann,Bob', '-o', 'game.yaml'], m1.io)).toBe(0);
        // The comment `new` heads a Russian or Polish record with (which side blue and red are) stays.
        const heading = (await readFile(join(sub, 'game.yaml'), 'utf8')).split(/(?<=\n)/u).filter((l, i, all) => all.slice(0, i + 1).every((x) => x.startsWith('#'))).join('');
        expect(heading === '', id).toBe(variant.languages[0] === 'en');
        const m2 = memoryIO(input.join('\n') + '\n', {}, sub);
        expect(await main(['node', 'salvo', 'play', 'game.yaml', '--lang', 'en', '--no-charts'], m2.io), m2.stdout).toBe(0);
        const record: GameRecord = {
          variant: id,
          sides: [
            { id: variant.turns.sides[0].id, player: 'Ann' },
            { id: variant.turns.sides[1].id, player: 'Bob' },
          ],
          fleets: {},
          salvos: game.turns.map((t) => ({ side: t.side, cells: t.cells, announcement: t.announcement })),
        };
        expect(await readFile(join(sub, 'game.yaml'), 'utf8'), `${id} seed ${seed}`).toBe(heading + writeRecord(record, variant));
      }
    }
  });
});
