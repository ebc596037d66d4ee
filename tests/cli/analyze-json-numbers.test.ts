/**
 * `salvo analyze --json` numbers each salvo as `salvo check --json` does: `salvo`, the record's
 * number (an item that cannot be read still takes its number), and `sideSalvo`, the side's own
 * count. It gave only `index` (0-based, in the salvos read) and `number` (the side's count), so a
 * script adding 1 to `index` named the wrong salvo once an item could not be read.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

interface Json {
  referee: { breaches: { severity: string; code: string; salvo?: number }[] };
  sides: {
    side: string;
    salvos: { index: number; number: number; salvo: number; sideSalvo: number; cells: string[] }[];
    certainty: { classId: string; afterSalvo: number | null; salvo: number | null; ships: (number | null)[]; shipsSalvo: (number | null)[] }[];
  }[];
}

describe('analyze --json salvo numbers', () => {
  it('are the record\'s, as check gives them, past an item that cannot be read', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-analyze-numbers-'));
    const lines = (await readFile(join(import.meta.dirname, '..', '..', 'examples', 'jutland.yaml'), 'utf8')).split('\n');
    const first = lines.findIndex((l) => l.startsWith('  - '));
    // The first twelve salvos, and an item that cannot be read after the second.
    const items = [...lines.slice(first, first + 2), '  - [not a salvo]', ...lines.slice(first + 2, first + 12)];
    await writeFile(join(dir, 'g.yaml'), [...lines.slice(0, first), ...items, ''].join('\n'));
    const r = await runSalvo(dir, ['analyze', 'g.yaml', '--json', '--workers', '1']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout) as Json;
    // The item that cannot be read is salvo 3, as check numbers it.
    const check = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as { violations: { code: string; salvo?: number }[] };
    expect(check.violations.find((v) => v.code === 'salvo-form')?.salvo).toBe(3);
    expect(json.referee.breaches.find((b) => b.code === 'salvo-form')).toMatchObject({ severity: 'error', salvo: 3 });
    for (const side of json.sides) {
      // The items of this side in the text, numbered from 1 as the list holds them.
      const numbers = items.map((l, i) => (l.startsWith(`  - ${side.side}:`) ? i + 1 : 0)).filter((n) => n > 0);
      expect(side.salvos.map((s) => s.salvo)).toEqual(numbers);
      expect(side.salvos.map((s) => s.sideSalvo)).toEqual(numbers.map((_, k) => k + 1));
      for (const s of side.salvos) expect(s.cells.join(' ')).toBe(/: (.*?) ->/u.exec(items[s.salvo - 1]!)![1]);
      for (const c of side.certainty) {
        expect(c.salvo).toBe(c.afterSalvo === null || c.afterSalvo === 0 ? null : numbers[c.afterSalvo - 1]);
        // Each ship's moment in the record's numbering beside the side's own (`ships`), as `salvo` beside `afterSalvo`.
        expect(c.shipsSalvo).toEqual(c.ships.map((k) => (k === null || k === 0 ? null : numbers[k - 1])));
      }
    }
    // Blue's battleship is pinned down within these salvos: its salvo is named.
    expect(json.sides[0]!.certainty.some((c) => c.salvo !== null)).toBe(true);
    // Past the item that cannot be read, a ship's record number is not its side's own.
    expect(json.sides.some((s) => s.certainty.some((c) => c.shipsSalvo.some((n, i) => n !== null && n !== c.ships[i])))).toBe(true);
  });
});
