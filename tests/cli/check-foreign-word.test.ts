/**
 * `salvo check` on a Морской бой record whose results were written in Polish (`pudło`,
 * `trafiony zatopiony`): each is one error at its word, naming it Polish for the Russian word meant
 * and saying that the record's language: cannot make it read, in the text and in --json alike.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const RECORD = `variant: morskoy-boy
language: ru
sides: [первый, второй]
salvos:
  - первый: В7 -> pudło
  - второй: В3 -> мимо
  - первый: К2 -> trafiony zatopiony
`;

describe('check: a Polish result in a Russian game', () => {
  it('is named as Polish for the Russian word, once, at its line and column', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-foreign-'));
    await writeFile(join(dir, 'g.yaml'), RECORD);
    const text = await runSalvo(dir, ['check', 'g.yaml']);
    const lines = text.stdout.split('\n').filter((l) => l.includes('announcement-unknown-word'));
    expect(lines).toEqual([
      'g.yaml:5:19: ошибка announcement-unknown-word: выстрел 1: «pudło» — по-польски «мимо», а польских слов в этом варианте нет [правило: ответ читается] (напишите мимо: language: записи может быть только ru или en, языком самого варианта)',
      'g.yaml:7:19: ошибка announcement-unknown-word: выстрел 3: «trafiony zatopiony» — по-польски «убит», а польских слов в этом варианте нет [правило: ответ читается] (напишите убит: language: записи может быть только ru или en, языком самого варианта)',
    ]);
    const json = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as { violations: { code: string; message: string; suggestion?: string; line: number; column: number }[] };
    const found = json.violations.filter((v) => v.code === 'announcement-unknown-word').map((v) => `${v.line}:${v.column} ${v.message} (${v.suggestion})`);
    expect(found).toEqual(lines.map((l) => l.replace(/^g\.yaml:(\d+:\d+): ошибка announcement-unknown-word: выстрел \d+: (.*) \[правило: ответ читается\] (\(.*\))$/u, '$1 $2 $3')));
  });
});
