/**
 * Whose turn it is, asked at play's cells prompt as players ask it (`who is it?`, `what now?`,
 * `чей выстрел?`, `кто следующий?`, `czyj strzał?`, `kto następny?`): answered with the turn
 * line, not read as cells. Before, each word was refused as not a cell of the board.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-turn-asked-'));
});

describe('whose turn, asked in more words', () => {
  for (const [variant, now, asked] of [
    ['classic-salvo', 'now: ', ['who is it?', "Who's it", 'whose shot?', 'who fires', 'what now?']],
    ['morskoy-boy', 'сейчас: ', ['чей выстрел?', 'Кто сейчас?', 'кто следующий?', 'чей залп']],
    ['statki', 'teraz: ', ['czyj strzał?', 'kto teraz strzela?', 'Kto następny?', 'czyja salwa']],
  ] as const) {
    it(`${variant}: ${asked.join(', ')}`, async () => {
      const f = `${variant}.yaml`;
      expect((await runSalvo(dir, ['new', variant, '-o', f])).code).toBe(0);
      const r = await runSalvo(dir, ['play', f, '--no-charts'], [...asked, 'quit'].join('\n'));
      expect(r.code, r.stderr).toBe(0);
      const turnLine = r.stdout.split('\n')[1]!;
      for (const a of asked) expect(r.stdout).toContain(`> ${a}\n${now}${turnLine}\n`);
      expect(r.stdout).not.toMatch(/cell-unreadable/u);
    });
  }
});
