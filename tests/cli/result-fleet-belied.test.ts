/**
 * A revealed fleet copied wrong (a ship a cell off, so that the announcements contradict it and
 * `check` finds the ship, `fleet-copied-wrong`, or else warns `fleet-belied`) does not decide the game: who won and whose turn it is go by what
 * was announced, and the output says the fleet was not used. check, record and play make the
 * result alike (`resultRecord`).
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo, runSalvoApart } from '../helpers/cli.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
let dir: string;

/** The example with `from` (a ship of a revealed fleet) written as `to`, saved as `name`. */
async function moved(example: string, from: string, to: string, name: string): Promise<string> {
  const text = await readFile(join(ROOT, 'examples', example), 'utf8');
  expect(text).toContain(from);
  const out = text.replace(from, to);
  await writeFile(join(dir, name), out);
  return out;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-belied-'));
  // Red's submarine one row down: blue's salvos at H4, I4, J4 were announced hits and a sinking.
  await moved('classic-salvo.yaml', 'submarine: H4-J4', 'submarine: H5-J5', 'classic.yaml');
  // Второй's battleship one row up: первый's hits on it contradict it.
  await moved('morskoy-boy.yaml', 'броненосец: Б4-Д4', 'броненосец: Б3-Д3', 'morskoy.yaml');
});

describe('check: the result of a game whose revealed fleet the announcements belie', () => {
  it('classic salvo: blue won, by the announcements, and the report says red’s fleet was not used', async () => {
    const r = await runSalvo(dir, ['check', 'classic.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('error fleet-copied-wrong');
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines.at(-2)).toBe('the revealed fleet of red is belied by the announcements (see fleet-copied-wrong); the result goes by what was announced');
    expect(lines.at(-1)).toBe('classic.yaml: 1 breach in 27 salvos; blue won (the enemy fleet sunk)');
  });

  it('classic salvo --json: the winner and the side whose fleet was set aside', async () => {
    const r = await runSalvo(dir, ['check', 'classic.yaml', '--json']);
    const json = JSON.parse(r.stdout) as { result: { winner: string; reason: string } | null; next: unknown; resultByAnnouncements?: string[] };
    expect(json.result).toEqual({ winner: 'blue', reason: 'fleet-sunk' });
    expect(json.next).toBeNull();
    expect(json.resultByAnnouncements).toEqual(['red']);
  });

  it('морской бой: первый won, said in Russian, where the fleet as written left the game going on', async () => {
    const r = await runSalvo(dir, ['check', 'morskoy.yaml']);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines.at(-2)).toBe('раскрытый флот стороны «второй» расходится с ответами (см. fleet-copied-wrong); исход партии — по тому, что ответили');
    expect(lines.at(-1)).toMatch(/; победила сторона «первый», флот противника потоплен$/u);
    // In Polish too: Statki, tomek's battleship a row up.
    await moved('statki.yaml', 'pancernik: B4-E4', 'pancernik: B3-E3', 'statki.yaml');
    const pl = (await runSalvo(dir, ['check', 'statki.yaml'])).stdout.trimEnd().split('\n');
    expect(pl.at(-2)).toBe('ujawniona flota strony „tomek” nie zgadza się z odpowiedziami (zob. fleet-copied-wrong); wynik gry według tego, co odpowiedziano');
    expect(pl.at(-1)).toMatch(/; wygrywa strona „ala”, flota przeciwnika zatopiona$/u);
  });

  it('a fleet the announcements fit says nothing of it', async () => {
    await writeFile(join(dir, 'clean.yaml'), await readFile(join(ROOT, 'examples', 'classic-salvo.yaml')));
    const r = await runSalvo(dir, ['check', 'clean.yaml']);
    expect(r.stdout).toBe('clean.yaml: no breaches in 27 salvos; blue won (the enemy fleet sunk)\n');
    const json = JSON.parse((await runSalvo(dir, ['check', 'clean.yaml', '--json'])).stdout) as Record<string, unknown>;
    expect('resultByAnnouncements' in json).toBe(false);
  });
});

describe('record and play: the same result as check', () => {
  it('record: the last salvo recorded ends the game by the announcements', async () => {
    const text = await readFile(join(dir, 'classic.yaml'), 'utf8');
    const lines = text.trimEnd().split('\n');
    // The last salvo and its note left out, then recorded (forced: it contradicts the fleet as written).
    await writeFile(join(dir, 'rec.yaml'), `${lines.slice(0, -2).join('\n')}\n`);
    const r = await runSalvo(dir, ['record', 'rec.yaml', 'blue', 'J4', 'G8', 'F7', '--result', 'sunk submarine, sunk destroyer, miss', '--force']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('the game is over: blue (Sam) won (the enemy fleet sunk)');
    expect(r.stdout).toContain('the revealed fleet of red is belied by the announcements (see fleet-copied-wrong); the result goes by what was announced');
    const json = await runSalvo(dir, ['check', 'rec.yaml', '--json']);
    expect((JSON.parse(json.stdout) as { result: unknown }).result).toEqual({ winner: 'blue', reason: 'fleet-sunk' });
  });

  it('play: the game is over, won by the side the announcements give, and says why', async () => {
    const r = await runSalvo(dir, ['play', 'morskoy.yaml', '--no-charts'], 'quit\n');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('раскрытый флот стороны «второй» расходится с ответами (см. fleet-copied-wrong); исход партии — по тому, что ответили\nигра окончена: победила сторона «первый» (Оля)');
  });
});

describe('show and suggest: the same result as check', () => {
  it('show says the game over, won by the announcements, and why; --json names the side set aside', async () => {
    const r = await runSalvo(dir, ['show', 'morskoy.yaml']);
    expect(r.stdout).toContain('раскрытый флот стороны «второй» расходится с ответами (см. fleet-copied-wrong); исход партии — по тому, что ответили\nигра окончена: победила сторона «первый» (Оля)');
    const json = JSON.parse((await runSalvo(dir, ['show', 'morskoy.yaml', '--json'])).stdout) as { over: boolean; result: unknown; resultByAnnouncements?: string[] };
    expect(json.over).toBe(true);
    expect(json.result).toEqual({ winner: 'первый', reason: 'fleet-sunk' });
    expect(json.resultByAnnouncements).toEqual(['второй']);
  });

  it('suggest: the game is over, nothing to fire', async () => {
    const r = await runSalvo(dir, ['suggest', 'classic.yaml', '--json']);
    expect((JSON.parse(r.stdout) as { notes: string[] }).notes).toEqual(['the game is over']);
  });
});

describe('analyze: the hits at a fleet the announcements belie', () => {
  it('counts them as announced, and says the fleet was set aside', async () => {
    // The game to salvo 23 (blue's salvo 12, E9 H4 B1 -> miss, hit, miss): the fleet as written gives H5 a hit, H4 a miss.
    const lines = (await readFile(join(dir, 'classic.yaml'), 'utf8')).split('\n');
    const last = lines.findIndex((l) => l.startsWith('  - blue: E9 H4 B1'));
    await writeFile(join(dir, 'short.yaml'), `${lines.slice(0, last + 1).join('\n')}\n`);
    type Salvo = { salvo: number; actualHits: number };
    const r = await runSalvoApart(dir, ['analyze', 'short.yaml', '--json', '--workers', '1']);
    const json = JSON.parse(r.stdout) as { referee: { resultByAnnouncements?: string[] }; sides: { side: string; salvos: Salvo[] }[] };
    expect(json.referee.resultByAnnouncements).toEqual(['red']);
    const blue = json.sides.find((s) => s.side === 'blue')!.salvos;
    // Salvo 9 (H5 C1 E7 I6 -> miss ×4) drew no hit, salvo 23 (H4) one, as red announced.
    expect(blue.find((s) => s.salvo === 9)!.actualHits).toBe(0);
    expect(blue.find((s) => s.salvo === 23)!.actualHits).toBe(1);
  });
});
