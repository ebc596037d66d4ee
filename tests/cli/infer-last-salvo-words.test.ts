/**
 * `infer`'s first line in Russian and Polish says which salvo of the game the position ends with
 * as the last of the game ("последний в партии — № 10", "ostatni w grze — nr 10"), as English
 * says "to salvo 10 of the game": where the record ends with the target's own salvo, "после 4
 * выстрелов по нему (последний — № 10 …)" read as if the last of the shots at it were its own.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

async function firstLine(text: string, target: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-infer-last-'));
  await writeFile(join(dir, 'g.yaml'), text);
  const r = await runSalvo(dir, ['infer', 'g.yaml', '--target', target]);
  expect(r.code, r.stderr).toBe(0);
  return r.stdout.split('\n')[0]!;
}

describe('infer: the last salvo of the game, in Russian and Polish', () => {
  it('Морской бой, the record ending with the target\'s own shot', async () => {
    const line = await firstLine('variant: morskoy-boy\nsides:\n  синие: Петя\n  красные: Вася\nsalvos:\n  - синие: А1 -> мимо\n  - красные: Д5 -> мимо\n  - синие: Б2 -> мимо\n', 'синие');
    expect(line).toBe('Морской бой: флот стороны «синие» (Петя) после 1 выстрела по нему (последний в партии — № 3, 2-й выстрел стороны «синие»)');
  });

  it('Statki, the record ending with the target\'s own shot', async () => {
    const line = await firstLine('variant: statki\nsides:\n  ala: Ala\n  tomek: Tomek\nsalvos:\n  - ala: A1 -> pudło\n  - tomek: E5 -> pudło\n  - ala: B2 -> pudło\n', 'ala');
    expect(line).toBe('Statki: flota strony „ala” po 1 strzale do niej (ostatni w grze — nr 3, 2. strzał strony „ala”)');
  });
});
