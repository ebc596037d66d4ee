/**
 * Two salvo lines written the other way round: `check` says it once, at the first, with the line
 * to swap it with, in the record's language; not also the line after the pair (written right, but
 * out of turn as the order stood) nor the sizes that follow from the order. A salvo left out is
 * not mistaken for it.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-swapped-'));
});

/** The example `name` with the salvo line containing `at` swapped with the line after it (`swap`), or deleted. */
async function edited(name: string, at: string, how: 'swap' | 'delete'): Promise<{ file: string; line: number }> {
  const lines = (await readFile(join(process.cwd(), 'examples', `${name}.yaml`), 'utf8')).split('\n');
  const i = lines.findIndex((l) => l.includes(at));
  expect(i).toBeGreaterThan(0);
  if (how === 'swap') [lines[i], lines[i + 1]] = [lines[i + 1]!, lines[i]!];
  else lines.splice(i, 1);
  const file = join(dir, `${name}-${how}.yaml`);
  await writeFile(file, lines.join('\n'));
  return { file, line: i + 1 };
}

interface Report {
  violations: { code: string; salvo: number; line: number; suggestion: string }[];
}

describe('two salvo lines swapped', () => {
  it('Jutland: one out-of-turn at the first, naming the line to swap it with; the sizes that follow not said', async () => {
    const { file, line } = await edited('jutland', '- red: A5 A3 B3 B5 B4 D3', 'swap');
    const doc = JSON.parse((await runSalvo(dir, ['check', file, '--json'])).stdout) as Report;
    expect(doc.violations.map((v) => [v.code, v.salvo, v.line])).toEqual([['out-of-turn', 4, line]]);
    expect(doc.violations[0]!.suggestion).toBe(`this line and line ${line + 1} (salvo 5) look written the other way round: swap them; if blue did fire then, it stands: add forced: true to it if play went on from it`);
  });

  it('Морской бой: said in Russian', async () => {
    const { file, line } = await edited('morskoy-boy', '- второй: З2 -> мимо', 'swap');
    const r = await runSalvo(dir, ['check', file]);
    const errors = r.stdout.split('\n').filter((l) => l.includes('ошибка'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`:${line}:5: ошибка out-of-turn: выстрел 5:`);
    expect(errors[0]).toContain(`(эта строка и строка ${line + 1} (выстрел 6), похоже, записаны в обратном порядке: поменяйте их местами; если сторона «первый» и правда стреляла тогда`);
  });

  it('Statki: said in Polish', async () => {
    const { file, line } = await edited('statki', '- tomek: H2 -> pudło', 'swap');
    const r = await runSalvo(dir, ['check', file]);
    const errors = r.stdout.split('\n').filter((l) => l.includes('błąd'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`(ten wiersz i wiersz ${line + 1} (strzał 6) wyglądają na zapisane w odwrotnej kolejności: zamień je miejscami;`);
  });

  it('a salvo left out is not taken for two lines swapped', async () => {
    const { file } = await edited('morskoy-boy', '- первый: Б1 -> мимо', 'delete');
    const doc = JSON.parse((await runSalvo(dir, ['check', file, '--json', '--lang', 'en'])).stdout) as Report;
    expect(doc.violations.map((v) => v.code)).toEqual(['out-of-turn']);
    expect(doc.violations[0]!.suggestion).toContain("write in the shot of первый left out before it");
    expect(doc.violations[0]!.suggestion).not.toContain('swap');
  });
});
