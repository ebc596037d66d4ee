/**
 * simulate's table names the first player as the variant names it in the table's language; where
 * some variant compared has no words in that language (classic-salvo, English only, beside
 * morskoy-boy in Russian; morskoy-boy beside statki in Polish), every column names it alike, by
 * its place among the variant's sides (`Игрок 1`, `Gracz 1`): it had named one `Gracz 1` and the
 * other `blue`. English names every side by its id, as before.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { loadVariant } from '../../src/variant/load.js';

const dir = mkdtempSync(join(tmpdir(), 'salvo-simulate-side-'));
const root = join(import.meta.dirname, '..', '..');

async function run(args: readonly string[]): Promise<{ code: number; out: string; err: string }> {
  const m = memoryIO('', {}, dir);
  const code = await main(['node', 'salvo', ...args], m.io);
  return { code, out: m.stdout, err: m.stderr };
}

/** The cells of the table's row `head` (two spaces or more apart), after the head. */
function row(out: string, head: string): string[] {
  const line = out.split('\n').find((l) => l.startsWith(`${head}  `));
  expect(line).toBeDefined();
  return line!.slice(head.length).trim().split(/ {2,}/u);
}

describe("simulate: the first player named in the table's language", () => {
  const games = ['--games', '2', '--workers', '1', '--strategy', 'random'];
  /** The first side's place among the variant's sides, counted from 1. */
  const place = (v: Awaited<ReturnType<typeof loadVariant>>): number => v.turns.sides.findIndex((x) => x.id === v.turns.first) + 1;

  it('Russian, every variant with Russian words (morskoy-boy, little-fleet): each by its own Russian name', async () => {
    const little = join(root, 'examples', 'variants', 'little-fleet.yaml');
    const [morskoy, kids] = [await loadVariant('morskoy-boy', { cwd: root }), await loadVariant(little, { cwd: root })];
    const name = (v: typeof morskoy): string => (v.turns.sides.find((x) => x.id === v.turns.first)!.name as Record<string, string>).ru!;
    const r = await run(['simulate', 'morskoy-boy', little, ...games]);
    expect(r.code).toBe(0);
    const cells = row(r.out, 'побеждает первый игрок');
    expect(cells[0]).toMatch(new RegExp(` ${name(morskoy)}$`, 'u'));
    expect(cells[1]).toMatch(new RegExp(` ${name(kids)}$`, 'u'));
  });

  it('Russian (morskoy-boy first) beside classic-salvo, which has no Russian: both by place, Игрок 1, not one by its Russian name and the other by an id', async () => {
    const [morskoy, classic] = [await loadVariant('morskoy-boy', { cwd: root }), await loadVariant('classic-salvo', { cwd: root })];
    expect(classic.languages).not.toContain('ru');
    const r = await run(['simulate', 'morskoy-boy', 'classic-salvo', ...games]);
    expect(r.code).toBe(0);
    const cells = row(r.out, 'побеждает первый игрок');
    expect(cells).toHaveLength(2);
    expect(cells[0]).toMatch(new RegExp(` Игрок ${place(morskoy)}$`, 'u'));
    expect(cells[1]).toMatch(new RegExp(` Игрок ${place(classic)}$`, 'u'));
    expect(r.out).not.toMatch(/ (blue|red|Player \d|Первый игрок)$/mu);
  });

  it('Polish (statki first) beside morskoy-boy, which has no Polish: both Gracz 1, not Gracz 1 beside blue', async () => {
    const [statki, morskoy] = [await loadVariant('statki', { cwd: root }), await loadVariant('morskoy-boy', { cwd: root })];
    const r = await run(['simulate', 'statki', 'morskoy-boy', '--lang', 'pl', ...games]);
    expect(r.code).toBe(0);
    const cells = row(r.out, 'wygrywa pierwszy gracz');
    expect(cells[0]).toMatch(new RegExp(` Gracz ${place(statki)}$`, 'u'));
    expect(cells[1]).toMatch(new RegExp(` Gracz ${place(morskoy)}$`, 'u'));
    expect(r.out).not.toMatch(/ (blue|red)$/mu);
    expect(r.out).not.toMatch(/[А-Яа-я]/u);
  });

  it('in English by side id, as before', async () => {
    const en = await run(['simulate', 'statki', 'morskoy-boy', '--lang', 'en', ...games]);
    expect(en.code).toBe(0);
    expect(row(en.out, 'first player wins').map((c) => c.split(' ').at(-1))).toEqual(['blue', 'blue']);
  });
});
