/**
 * A record with a salvo left out (the line never copied from the pad): where read with it put back
 * the turns and sizes after it fit, `check` says that one slip (`salvo-missing`) with the line to
 * write in above the next; a lone line out of turn with nothing else wrong stays `out-of-turn`,
 * whose advice says, beside mending that line, to write in the salvo of the side whose turn it was:
 * in English, Russian and Polish, and so in `check --json`'s suggestion.
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
  it('perelman, in Russian and English: one salvo-missing at line 27, saying to write in синие\'s salvo above it', async () => {
    const ru = await runSalvo(dir, ['check', 'perelman.yaml']);
    expect(ru.code).toBe(1);
    expect(ru.stdout.split('\n')).toHaveLength(3);
    expect(first(ru.stdout)).toMatch(/^perelman\.yaml:27:5: ошибка salvo-missing: залп 3: перед этой строкой, похоже, пропущен залп 2 стороны «синие»: .*\(впишите его над этой строкой: - синие: <клетки> -> <ответ>; если сторона «синие» тогда не стреляла/u);
    const en = await runSalvo(dir, ['check', 'perelman.yaml', '--lang', 'en']);
    expect(first(en.stdout)).toMatch(/^perelman\.yaml:27:5: error salvo-missing: salvo 3: salvo 2 of синие seems left out before it: .*\(write it in above this line: - синие: <cells> -> <announcement>; if синие did not fire then/u);
  });

  it('statki, in Polish: a shot of tomek left out (ala fired again after a miss)', async () => {
    const pl = await runSalvo(dir, ['check', 'statki.yaml']);
    expect(pl.code).toBe(1);
    expect(first(pl.stdout)).toMatch(/^statki\.yaml:\d+:5: błąd salvo-missing: strzał 2: przed tym wierszem chyba pominięto strzał 1 strony „tomek”: .*\(wpisz go nad tym wierszem: - tomek: <pola> -> <odpowiedź>; /u);
  });

  it('check --json carries the same suggestion, with the salvo, line and column', async () => {
    const r = await runSalvo(dir, ['check', 'perelman.yaml', '--json']);
    const v = (JSON.parse(r.stdout) as { violations: { code: string; salvo: number; line: number; column: number; suggestion: string }[] }).violations[0]!;
    expect(v).toMatchObject({ code: 'salvo-missing', salvo: 3, line: 27, column: 5 });
    expect(v.suggestion).toContain('впишите его над этой строкой: - синие: <клетки> -> <ответ>');
    const en = await runSalvo(dir, ['check', 'perelman.yaml', '--json', '--lang', 'en']);
    expect((JSON.parse(en.stdout) as { violations: { suggestion: string }[] }).violations[0]!.suggestion).toContain('write it in above this line: - синие: <cells> -> <announcement>');
  });

  it('a lone shot out of turn with nothing else wrong (Морской бой, in Russian) stays out-of-turn, whose advice names the shot left out', async () => {
    await without('morskoy-boy.yaml', '  - второй: З2 -> мимо', 'morskoy-boy.yaml');
    const ru = await runSalvo(dir, ['check', 'morskoy-boy.yaml']);
    expect(first(ru.stdout)).toMatch(/^morskoy-boy\.yaml:27:5: ошибка out-of-turn: выстрел 5: .*\(исправьте строку, если она записана не под той стороной или не на своём месте, или впишите перед ней пропущенный выстрел стороны «второй»; если сторона «первый» и правда стреляла тогда/u);
    const en = await runSalvo(dir, ['check', 'morskoy-boy.yaml', '--lang', 'en']);
    expect(first(en.stdout)).toMatch(/\(mend the line if it is under the wrong side or in the wrong place, or write in the shot of второй left out before it; if первый did fire then/u);
  });
});
