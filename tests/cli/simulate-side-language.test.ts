/**
 * simulate's table names the first player as the variant names it in the table's language; a
 * variant compared beside it that has no words in that language (classic-salvo, English only,
 * beside morskoy-boy, whose Russian the table speaks by default) by its side id, as the English
 * table names every side, not by its English name in a Russian or Polish row.
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

  it('Russian (morskoy-boy first): morskoy-boy by its Russian name, classic-salvo by its id', async () => {
    const [morskoy, classic] = [await loadVariant('morskoy-boy', { cwd: root }), await loadVariant('classic-salvo', { cwd: root })];
    expect(classic.languages).not.toContain('ru');
    const first = (v: typeof morskoy): { id: string; name: Record<string, string> } => {
      const s = v.turns.sides.find((x) => x.id === v.turns.first)!;
      return { id: s.id, name: s.name as Record<string, string> };
    };
    const r = await run(['simulate', 'morskoy-boy', 'classic-salvo', ...games]);
    expect(r.code).toBe(0);
    const cells = row(r.out, 'побеждает первый игрок');
    expect(cells).toHaveLength(2);
    expect(cells[0]).toMatch(new RegExp(` ${first(morskoy).name.ru!}$`, 'u'));
    expect(cells[1]).toMatch(new RegExp(` ${first(classic).id}$`, 'u'));
    expect(r.out).not.toContain(Object.values(first(classic).name)[0]!);
  });

  it('Polish (statki first): morskoy-boy, without Polish words, by its id, not in Russian', async () => {
    const r = await run(['simulate', 'statki', 'morskoy-boy', ...games]);
    expect(r.code).toBe(0);
    const cells = row(r.out, 'wygrywa pierwszy gracz');
    expect(cells[0]).toMatch(/ Gracz 1$/u);
    expect(cells[1]).toMatch(/ blue$/u);
    expect(r.out).not.toMatch(/[А-Яа-я]/u);
  });
});
