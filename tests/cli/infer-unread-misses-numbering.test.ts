/**
 * Where no fleet fits after a shot at a cell that could not be read (`A? -> hit`, then misses), the
 * engine's reason numbers the shots at the target its own way (`salvos 1–8: at most 1 of the shots
 * after an unread cell may be on ships …`): beside the shots in conflict, numbered as in the record
 * (`shots 5, 7, 11, 13, 15`), it is left out, as every other reason that numbers salvos so is; and
 * so --json's `impossible`, its `impossibleCode` kept. Before, English gave `salvos 1–8` beside
 * `shot 15`, in a game of single shots.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const WORDS = 'words: { en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: My fleet, enemyChart: Enemy fleet }, ru: { miss: мимо, hit: попал, sunk: убит, noHits: мимо, ownChart: Мой флот, enemyChart: Флот противника } }';
const VARIANT = [
  'id: strip',
  'languages: [en, ru]',
  'name: { en: Strip, ru: Полоска }',
  'board: { rows: 2, columns: 4 }',
  'fleet:',
  '  - { id: boat, name: { en: Boat, ru: лодка }, size: 3, count: 1 }',
  'placement: { diagonal: false, spacing: no-contact }',
  'turns:',
  '  sides:',
  '    - { id: blue, name: { en: Blue, ru: синие } }',
  '    - { id: red, name: { en: Red, ru: красные } }',
  '  first: blue',
  '  salvo: { kind: constant, shots: 1 }',
  'report: { timing: per-shot, sunk: none, hitClass: false }',
  WORDS,
  '',
].join('\n');
// Blue's unread hit, then every other cell of red's board a miss: the 3-cell boat has no room
// unless two of those misses were on it, fired again after the unread shot; at most one can be.
const BLUE = ['A? -> hit', 'A1 -> miss', 'B1 -> miss', 'C1 -> miss', 'D1 -> miss', 'B2 -> miss', 'A2 -> miss', 'D2 -> miss'];
const RED = ['A1', 'B1', 'C1', 'D1', 'A2', 'B2', 'C2'].map((c) => `${c} -> miss`);
const RECORD = ['variant: ./strip.yaml', 'salvos:', ...BLUE.flatMap((b, i) => [`  - blue: ${b}`, ...(i < RED.length ? [`  - red: ${RED[i]}`] : [])]), ''].join('\n');

describe('infer where no fleet fits after an unread shot: the reason numbering the shots its own way', () => {
  it('is left out beside the shots in conflict, in English and in --json; its code stays', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-unread-misses-'));
    await writeFile(join(dir, 'strip.yaml'), VARIANT);
    await writeFile(join(dir, 'g.yaml'), RECORD);
    const en = await runSalvo(dir, ['infer', 'g.yaml', '--target', 'red', '--lang', 'en']);
    expect(en.code).toBe(1);
    const lines = en.stdout.split('\n');
    const count = lines.findIndex((l) => l.startsWith('Consistent layouts: 0'));
    expect(lines[count]).toBe('Consistent layouts: 0 — no legal fleet could have produced these announcements.');
    expect(lines[count + 1]).toMatch(/^None fits after shot 15; these conflict: shots 5, 7, 11, 13, 15 /u);
    expect(en.stdout).not.toMatch(/salvos 1–8/u);
    const ru = await runSalvo(dir, ['infer', 'g.yaml', '--target', 'red', '--lang', 'ru']);
    expect(ru.stdout.split('\n')).toContain('Возможных расстановок: 0 — ни один допустимый флот не мог дать такие ответы.');
    const json = JSON.parse((await runSalvo(dir, ['infer', 'g.yaml', '--target', 'red', '--json'])).stdout) as { count: string; impossible?: string; impossibleCode?: string; conflict?: { salvos: number[] } };
    expect(json.count).toBe('0');
    expect(json.impossible).toBeUndefined();
    expect(json.impossibleCode).toBe('unread-misses');
    expect(json.conflict?.salvos).toEqual([5, 7, 11, 13, 15]);
  });
});
