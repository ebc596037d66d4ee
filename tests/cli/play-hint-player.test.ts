/**
 * `salvo play --hints`: the hint's heading names the side as the turn line above it does, with
 * its player (`red (Tomek)`, `«Синие» (Коля)`, `„blue” (Ola)`), not by the side alone; a side the
 * record names by its player is named once.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-hint-player-'));
  await writeFile(join(dir, 'j.yaml'), 'variant: jutland\nsides:\n  blue: Ola\n  red: Tomek\nsalvos: []\n');
  await writeFile(join(dir, 'b.yaml'), 'variant: morskoy-boy\nsides:\n  blue: Коля\n  red: Маша\nsalvos: []\n');
  await writeFile(join(dir, 's.yaml'), 'variant: statki\nsides:\n  blue: Ola\n  red: Tomek\nsalvos: []\n');
  await writeFile(join(dir, 'n.yaml'), 'variant: jutland\nsides:\n  ola: Ola\n  tomek: Tomek\nsalvos: []\n');
});

describe('play --hints names the side in the hint as the turn line does', () => {
  it('English: blue (Ola), red (Tomek)', async () => {
    const r = await runSalvo(dir, ['play', 'j.yaml', '--hints', '--no-charts'], 'A1 B2 C3 D4 E5 F6\nno hits\nA1 B2 C3 D4 E5 F6\nno hits\nquit\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('blue (Ola)');
    expect(r.stdout).toContain('Hint for blue (Ola):');
    expect(r.stdout).toContain('Hint for red (Tomek):');
  });

  it('Russian: «Синие» (Коля)', async () => {
    const r = await runSalvo(dir, ['play', 'b.yaml', '--hints', '--no-charts'], 'А1\nмимо\nБ2\nмимо\nquit\n');
    expect(r.code, r.stderr).toBe(0);
    const heads = r.stdout.split('\n').filter((l) => l.startsWith('Подсказка для стороны '));
    expect(heads).toHaveLength(2);
    for (const h of heads) expect(h).toMatch(/^Подсказка для стороны «[^»]+» \((Коля|Маша)\):$/u);
  });

  it('Polish: „…” (Ola)', async () => {
    const r = await runSalvo(dir, ['play', 's.yaml', '--hints', '--no-charts'], 'A1\npudło\nB2\npudło\nquit\n');
    expect(r.code, r.stderr).toBe(0);
    const heads = r.stdout.split('\n').filter((l) => l.startsWith('Podpowiedź dla strony '));
    expect(heads).toHaveLength(2);
    for (const h of heads) expect(h).toMatch(/^Podpowiedź dla strony „[^”]+” \((Ola|Tomek)\):$/u);
  });

  it('a side named by its player is named once', async () => {
    const r = await runSalvo(dir, ['play', 'n.yaml', '--hints', '--no-charts'], 'A1 B2 C3 D4 E5 F6\nno hits\nquit\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Hint for ola:');
  });
});
