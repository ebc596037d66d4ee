/**
 * A whole-salvo report by class, with counts and sinkings (Skagerrak, tests/record/fixtures/
 * twin-sinkings.yaml): a class's first sinking announced after fewer hits than a ship of it has
 * cells (`destroyer 1 sunk` in the first salvo, destroyers of 2 cells) is said for what it is,
 * as a report by ship or per shot says it, in English, Russian and Polish, not as "no fleet
 * layout could give this announcement after the earlier ones", when there are none.
 */
import { cp, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const ROOT = join(import.meta.dirname, '..', '..');

async function check(variantFile: string, name: string, salvos: string[], lang: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-class-sunk-early-'));
  await cp(join(ROOT, variantFile), join(dir, name));
  await writeFile(join(dir, 'g.yaml'), `variant: ./${name}\nsalvos:\n${salvos.map((s) => `  - ${s}\n`).join('')}`);
  const r = await runSalvo(dir, ['check', 'g.yaml', '--json', '--lang', lang]);
  const v = (JSON.parse(r.stdout) as { violations: { code: string; message: string }[] }).violations.filter((x) => x.code === 'announcement-inconsistent');
  expect(v).toHaveLength(1);
  return v[0]!.message;
}

describe('a class announced sunk after fewer hits than its ship has cells (a report by class)', () => {
  it('twin sinkings: "destroyer 1 sunk" in the first salvo, in English and Russian', async () => {
    const salvos = ['blue: A1 C3 E5 F1 -> destroyer 1 sunk'];
    expect(await check('tests/record/fixtures/twin-sinkings.yaml', 'twin-sinkings.yaml', salvos, 'en')).toBe("red's announcement for blue's salvo 1: the destroyer announced sunk after at most 1 hit on a ship of 2 cells");
    expect(await check('tests/record/fixtures/twin-sinkings.yaml', 'twin-sinkings.yaml', salvos, 'ru')).toContain('корабль класса «Эсминец» объявлен потопленным после не более чем 1 попадания, а в нём 2 клетки');
  });

  it('twin sinkings: two destroyers sunk after three hits on the class', async () => {
    expect(await check('tests/record/fixtures/twin-sinkings.yaml', 'twin-sinkings.yaml', ['blue: A1 C3 E5 F1 -> destroyer 3 sunk 2'], 'en')).toBe(
      "red's announcement for blue's salvo 1: 2 of the destroyer class announced sunk after at most 3 hits on ships of 2 cells each",
    );
  });

  it('Skagerrak, in Polish: the tender (4 cells) sunk by the first salvo\'s one hit', async () => {
    const salvos = ['blue: A-1 A-2 A-3 A-4 A-5 A-6 A-7 A-8 A-9 A-10 B-1 -> tender 1 zatopiony'];
    expect(await check('examples/variants/skagerrak.yaml', 'skagerrak.yaml', salvos, 'pl')).toContain('statek klasy „Tender” ogłoszono zatopionym po najwyżej 1 trafieniu, a ma 4 pola');
  });
});
