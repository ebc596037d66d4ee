/**
 * Every shot said to have missed with the words the other way round (`miss all`, `мимо все`,
 * `pudło wszystkie`) is taken at play's result prompt as `all miss` is; before, it was refused
 * (`«мимо» — слово ответов этого варианта, но не на этом месте`).
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-all-missed-reversed-'));
});

describe('every shot missed, the words the other way round', () => {
  for (const [variant, cells, typed, line] of [
    ['classic-salvo', 'a1 b1 c1 d1 e1', 'Miss all.', '- blue: A1 B1 C1 D1 E1 -> miss, miss, miss, miss, miss'],
    ['jutland', 'a1 b1 c1 d1 e1 f1', 'missed all', '- blue: A1 B1 C1 D1 E1 F1 -> no hits'],
    ['perelman', 'а1 б1 в1', 'мимо все', '- blue: а1 б1 в1 -> попаданий нет'],
  ] as const) {
    it(`${variant}: "${typed}"`, async () => {
      const f = `${variant}.yaml`;
      expect((await runSalvo(dir, ['new', variant, '-o', f])).code).toBe(0);
      const r = await runSalvo(dir, ['play', f, '--no-charts'], [cells, typed, 'quit'].join('\n'));
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).not.toMatch(/announcement-unknown-word/u);
      expect(await readFile(join(dir, f), 'utf8')).toContain(`${line}\n`);
    });
  }

  it('typed after the cells on one line too: "а2 б2 в2 -> промахи все"', async () => {
    expect((await runSalvo(dir, ['new', 'perelman', '-o', 'p2.yaml'])).code).toBe(0);
    const r = await runSalvo(dir, ['play', 'p2.yaml', '--no-charts'], ['а2 б2 в2 -> промахи все', 'quit'].join('\n'));
    expect(r.stdout).toContain('записан залп 1: Синие: а2 б2 в2 -> попаданий нет\n');
  });
});
