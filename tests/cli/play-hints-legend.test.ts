/**
 * `salvo play --hints`: the hint's chart marks cells `X`, `o`, `·`, `■`, `*` and `<1`, which
 * nothing at the table explained (infer prints a legend under the same chart; play left it out).
 * The session's first hint carries the legend, in the game's language; later ones do not repeat it.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-hint-legend-'));
  await writeFile(join(dir, 'j.yaml'), 'variant: jutland\nsides:\n  blue: A\n  red: B\nsalvos: []\n');
  await writeFile(join(dir, 'b.yaml'), 'variant: morskoy-boy\nsides:\n  blue: Коля\n  red: Маша\nsalvos: []\n');
});

const count = (text: string, part: string): number => text.split(part).length - 1;

describe('play --hints says what the chart’s marks mean', () => {
  it('English: once, under the first hint’s chart', async () => {
    const r = await runSalvo(dir, ['play', 'j.yaml', '--hints', '--no-charts'], 'A1 B2 C3 D4 E5 F6\nbattleship 1\nA1 B2 C3 D4 E5 F6\nno hits\nquit\n');
    expect(r.code, r.stderr).toBe(0);
    const legend = 'Legend: X fired, a ship (certain)  o fired, water  ■ certainly a ship  · certainly water  * fired, outcome unknown\n';
    expect(count(r.stdout, 'Hint for ')).toBe(2);
    expect(count(r.stdout, legend)).toBe(1);
    // Under the first hint's chart (after its last row), before the second hint.
    const first = r.stdout.indexOf('Hint for blue (A):');
    const at = r.stdout.indexOf(legend);
    expect(at).toBeGreaterThan(r.stdout.indexOf('\n10 ', first));
    expect(at).toBeLessThan(r.stdout.indexOf('Hint for red (B):'));
  });

  it('Russian: in the game’s language', async () => {
    const r = await runSalvo(dir, ['play', 'b.yaml', '--hints', '--no-charts'], 'А1\nмимо\nБ2\nмимо\nquit\n');
    expect(r.code, r.stderr).toBe(0);
    expect(count(r.stdout, 'Подсказка для стороны ')).toBe(2);
    expect(count(r.stdout, 'Обозначения: X — выстрел, корабль (наверняка)  o — выстрел, вода')).toBe(1);
    expect(r.stdout).not.toContain('Legend:');
  });
});
