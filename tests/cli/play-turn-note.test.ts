/**
 * A note in a turn of single shots typed at once: play writes it as `record --note` writes the
 * same turn (`note:` under the turn line, every shot's), typed at the cells prompt after the turn
 * or at a result prompt of the turn, where the note after a turn line was written on its last shot
 * alone and the whole record rewritten (a .bak) to do it, and a note at a result prompt was read as
 * a result word. At the result prompt of a single shot the note goes with the shot's result.
 */
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { answerTo } from '../helpers/play-answer.js';

const root = join(import.meta.dirname, '..', '..');

/** Морской бой's example up to первый's 10th shot, its fleets left out, as g.yaml in a folder of its own. */
async function atTheTable(): Promise<{ dir: string; text: string }> {
  const lines = (await readFile(join(root, 'examples', 'morskoy-boy.yaml'), 'utf8')).split('\n');
  const at = lines.indexOf('  - первый: Б4 Б5 -> попал, мимо');
  const from = lines.indexOf('fleets:');
  const to = lines.indexOf('salvos:');
  const text = [...lines.slice(0, from), ...lines.slice(to, at), ''].join('\n');
  const dir = await mkdtemp(join(tmpdir(), 'salvo-play-turn-note-'));
  await writeFile(join(dir, 'g.yaml'), text);
  return { dir, text };
}

/** The file `salvo record g.yaml первый Б4 К4 -r 'убит, попал' --note громко` writes. */
async function byRecord(): Promise<string> {
  const { dir } = await atTheTable();
  const r = await runSalvo(dir, ['record', 'g.yaml', 'первый', 'Б4', 'К4', '-r', 'убит, попал', '--note', 'громко']);
  expect(r.code, r.stderr).toBe(0);
  const text = await readFile(join(dir, 'g.yaml'), 'utf8');
  expect(text).toMatch(/ {2}- первый: Б4 К4 -> убит, попал\n {4}note: громко\n$/u);
  return text;
}

describe('a note in a turn typed at once, as record --note writes it', () => {
  it('at the cells prompt after the turn: on the turn line, every shot\'s, no rewrite', async () => {
    const recorded = await byRecord();
    const { dir } = await atTheTable();
    const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['первый: Б4 К4', 'убит, попал', 'примечание громко', 'quit'].join('\n'));
    expect(play.code, play.stderr).toBe(0);
    expect(answerTo(play.stdout, 'примечание громко')).toEqual(['примечание к выстрелам 15–16 записано: громко']);
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(recorded);
    expect(await readdir(dir)).toEqual(['g.yaml']);
  });

  it('at a result prompt of the turn, before or after a shot of it is saved: the same file', async () => {
    const recorded = await byRecord();
    for (const input of [
      ['первый: Б4 К4', 'note громко', 'убит, попал'],
      ['первый: Б4 К4', 'убит', 'примечание: громко', 'попал'],
    ]) {
      const { dir } = await atTheTable();
      const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], [...input, 'quit'].join('\n'));
      expect(play.code, play.stderr).toBe(0);
      expect(play.stdout).not.toContain('не слово ответов');
      expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(recorded);
      expect(await readdir(dir)).toEqual(['g.yaml']);
    }
    const { dir } = await atTheTable();
    const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['первый: Б4 К4', 'note громко', 'убит, попал', 'quit'].join('\n'));
    expect(answerTo(play.stdout, 'note громко')[0]).toBe('примечание к выстрелу 15 будет записано с ответом: громко');
  });

  it('at the result prompt of one shot, in English: written with its result; kept if the session ends first', async () => {
    const { dir, text } = await atTheTable();
    const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts', '--lang', 'en'], ['первый: Б4', 'note called loudly', 'попал', 'quit'].join('\n'));
    expect(play.code, play.stderr).toBe(0);
    expect(answerTo(play.stdout, 'note called loudly')).toEqual(['note to be written on shot 15 with its result: called loudly']);
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(`${text}  - первый: Б4 -> попал\n    note: called loudly\n`);
    const ended = await atTheTable();
    await runSalvo(ended.dir, ['play', 'g.yaml', '--no-charts'], ['первый: Б4', 'uwaga głośno'].join('\n'));
    expect(await readFile(join(ended.dir, 'g.yaml'), 'utf8')).toBe(`${text}  - первый: Б4\n    note: ответ не записан (игра прервана); głośno\n`);
  });
});

describe('a note at the prompt for a result left without (the next session)', () => {
  /** A Jutland record in a folder of its own, its salvos as given. */
  async function jutland(salvos: string[]): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-play-pending-note-'));
    await writeFile(join(dir, 'j.yaml'), ['variant: jutland', 'salvos:', ...salvos.map((s) => `  - ${s}`), ''].join('\n'));
    return dir;
  }

  it('an earlier salvo: the note written on it, its result asked again and given', async () => {
    const dir = await jutland(['blue: A1 A2 A3 A4 A5 A6', 'red: B1 B2 B3 B4 B5 B6 -> no hits']);
    const play = await runSalvo(dir, ['play', 'j.yaml', '--no-charts'], ['note disputed', 'battleship 1', 'quit'].join('\n'));
    expect(play.code, play.stderr).toBe(0);
    expect(answerTo(play.stdout, 'note disputed')[0]).toBe('note written on salvo 1: disputed');
    expect(play.stdout).not.toContain('is not a word');
    expect(await readFile(join(dir, 'j.yaml'), 'utf8')).toBe('variant: jutland\nsalvos:\n  - blue: A1 A2 A3 A4 A5 A6 -> battleship 1\n    note: disputed\n  - red: B1 B2 B3 B4 B5 B6 -> no hits\n');
  });

  it('the last salvo: the note written on it, kept when its result is given', async () => {
    const dir = await jutland(['blue: A1 A2 A3 A4 A5 A6']);
    const play = await runSalvo(dir, ['play', 'j.yaml', '--no-charts'], ['note loud', 'no hits', 'quit'].join('\n'));
    expect(play.code, play.stderr).toBe(0);
    expect(answerTo(play.stdout, 'note loud')[0]).toBe('note written on salvo 1: loud');
    expect(await readFile(join(dir, 'j.yaml'), 'utf8')).toBe('variant: jutland\nsalvos:\n  - blue: A1 A2 A3 A4 A5 A6 -> no hits\n    note: loud\n');
  });
});
