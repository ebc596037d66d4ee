/**
 * A record with a salvo left out (the line never copied from the pad): the next line is fired out
 * of turn, and `check` says, beside mending that line, to write in the salvo of the side whose
 * turn it was, before it: in English, Russian and Polish, and so in `check --json`'s suggestion.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');
let dir: string;

/** The example record with its line starting `line` taken out. */
async function without(example: string, line: string, name: string): Promise<void> {
  const text = await readFile(join(root, 'examples', example), 'utf8');
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.startsWith(line));
  expect(at).toBeGreaterThan(0);
  await writeFile(join(dir, name), [...lines.slice(0, at), ...lines.slice(at + 1)].join('\n'));
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-left-out-'));
  await without('perelman.yaml', '  - синие: з8 д8 и5', 'perelman.yaml');
  await without('statki.yaml', '  - tomek: C3 -> pudło', 'statki.yaml');
});

const first = (text: string): string => text.split('\n')[0] ?? '';

describe('a salvo left out of a record', () => {
  it('perelman, in Russian and English: write in синие\'s salvo before line 27', async () => {
    const ru = await runSalvo(dir, ['check', 'perelman.yaml']);
    expect(ru.code).toBe(1);
    expect(first(ru.stdout)).toMatch(/^perelman\.yaml:27:5: ошибка out-of-turn: залп 3: .*\(исправьте строку, если она записана не под той стороной или не на своём месте, или впишите перед ней пропущенный залп стороны «синие»; если сторона «красные» и правда стреляла тогда/u);
    const en = await runSalvo(dir, ['check', 'perelman.yaml', '--lang', 'en']);
    expect(first(en.stdout)).toMatch(/^perelman\.yaml:27:5: error out-of-turn: salvo 3: .*\(mend the line if it is under the wrong side or in the wrong place, or write in синие's salvo left out before it; if красные did fire then/u);
  });

  it('statki, in Polish: a shot of tomek left out (ala fired again after a miss)', async () => {
    const pl = await runSalvo(dir, ['check', 'statki.yaml']);
    expect(pl.code).toBe(1);
    expect(first(pl.stdout)).toMatch(/^statki\.yaml:\d+:5: błąd out-of-turn: strzał 2: .*\(popraw wiersz, jeśli zapisano go pod złą stroną albo w złym miejscu, albo wpisz przed nim pominięty strzał strony „tomek”; /u);
  });

  it('check --json carries the same suggestion, with the salvo, line and column', async () => {
    const r = await runSalvo(dir, ['check', 'perelman.yaml', '--json']);
    const v = (JSON.parse(r.stdout) as { violations: { code: string; salvo: number; line: number; column: number; suggestion: string }[] }).violations[0]!;
    expect(v).toMatchObject({ code: 'out-of-turn', salvo: 3, line: 27, column: 5 });
    expect(v.suggestion).toContain('или впишите перед ней пропущенный залп стороны «синие»');
    const en = await runSalvo(dir, ['check', 'perelman.yaml', '--json', '--lang', 'en']);
    expect((JSON.parse(en.stdout) as { violations: { suggestion: string }[] }).violations[0]!.suggestion).toContain("or write in синие's salvo left out before it");
  });
});
