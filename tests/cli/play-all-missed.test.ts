/**
 * A salvo said to have missed with every shot, as players say it (`all miss`, `All missed.`,
 * `всё мимо`, `same pudła`), is taken at play's result prompt as the variant words it: a miss for
 * each shot where each shot is announced (classic Salvo), its no-hits word where the salvo is
 * announced as a whole (Perelman, Jutland). Before, "all" was not a word of the announcements.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-all-missed-'));
});

describe('every shot missed, said so', () => {
  for (const [variant, cells, typed, line] of [
    ['classic-salvo', 'a1 b1 c1 d1 e1', 'All missed.', '- blue: A1 B1 C1 D1 E1 -> miss, miss, miss, miss, miss'],
    ['jutland', 'a1 b1 c1 d1 e1 f1', 'all miss', '- blue: A1 B1 C1 D1 E1 F1 -> no hits'],
    ['perelman', 'а1 б1 в1', 'всё мимо', '- blue: а1 б1 в1 -> попаданий нет'],
    // The words the other way round (`miss all`, `мимо все`): before, refused
    // (`«мимо» — слово ответов этого варианта, но не на этом месте`).
    ['classic-salvo', 'a1 b1 c1 d1 e1', 'Miss all.', '- blue: A1 B1 C1 D1 E1 -> miss, miss, miss, miss, miss'],
    ['jutland', 'a1 b1 c1 d1 e1 f1', 'missed all', '- blue: A1 B1 C1 D1 E1 F1 -> no hits'],
    ['perelman', 'а1 б1 в1', 'мимо все', '- blue: а1 б1 в1 -> попаданий нет'],
  ] as const) {
    it(`${variant}: "${typed}"`, async () => {
      const f = `${variant}-${Buffer.from(typed).toString('hex')}.yaml`;
      expect((await runSalvo(dir, ['new', variant, '-o', f])).code).toBe(0);
      const r = await runSalvo(dir, ['play', f, '--no-charts'], [cells, typed, 'quit'].join('\n'));
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).not.toMatch(/announcement-unknown-word/u);
      expect(await readFile(join(dir, f), 'utf8')).toContain(`${line}\n`);
    });
  }

  it('the words the other way round typed after the cells on one line too: "а2 б2 в2 -> промахи все"', async () => {
    expect((await runSalvo(dir, ['new', 'perelman', '-o', 'p2.yaml'])).code).toBe(0);
    const r = await runSalvo(dir, ['play', 'p2.yaml', '--no-charts'], ['а2 б2 в2 -> промахи все', 'quit'].join('\n'));
    expect(r.stdout).toContain('записан залп 1: Синие: а2 б2 в2 -> попаданий нет\n');
  });

  it('classic Salvo: the miss word alone for a salvo of five shots is every shot missed, said back', async () => {
    expect((await runSalvo(dir, ['new', 'classic-salvo', '-o', 'm.yaml'])).code).toBe(0);
    const r = await runSalvo(dir, ['play', 'm.yaml', '--no-charts'], ['a1 b1 c1 d1 e1', 'miss', 'a2 b2 c2 d2 e2', 'hit', 'quit'].join('\n'));
    expect(r.stdout).toContain('result> miss\n"miss" taken as all 5 shots missed\nsaved salvo 1: blue: A1 B1 C1 D1 E1 -> miss, miss, miss, miss, miss\n');
    expect(await readFile(join(dir, 'm.yaml'), 'utf8')).toContain('- blue: A1 B1 C1 D1 E1 -> miss, miss, miss, miss, miss\n');
    // A hit alone says nothing of the other four shots: still refused, one result a shot asked for.
    expect(r.stdout).toMatch(/result> hit\nerror announcement-length: 5 shots fired but 1 result announced/u);
  });

  it('Battleship (1967) and Salvo: "missed", as an English player says a miss, is read as miss', async () => {
    expect((await runSalvo(dir, ['new', 'classic-1967', '-o', 'p.yaml'])).code).toBe(0);
    const one = await runSalvo(dir, ['play', 'p.yaml', '--no-charts'], ['a1', 'Missed.', 'quit'].join('\n'));
    expect(one.stdout).toContain('result> Missed.\nsaved shot 1: blue: A1 -> miss\n');
    expect((await runSalvo(dir, ['new', 'classic-salvo', '-o', 'q.yaml'])).code).toBe(0);
    const five = await runSalvo(dir, ['play', 'q.yaml', '--no-charts'], ['a1 b1 c1 d1 e1', 'hit, missed, missed, missed, missed', 'quit'].join('\n'));
    expect(five.stdout).toContain('saved salvo 1: blue: A1 B1 C1 D1 E1 -> hit, miss, miss, miss, miss\n');
  });

  it('a hit among them is not taken so: "all hit" is still refused', async () => {
    expect((await runSalvo(dir, ['new', 'classic-salvo', '-o', 'h.yaml'])).code).toBe(0);
    const r = await runSalvo(dir, ['play', 'h.yaml', '--no-charts'], ['a1 b1 c1 d1 e1', 'all hit', 'quit'].join('\n'));
    expect(r.stdout).toMatch(/announcement-unknown-word: "all"/u);
  });
});
