/**
 * Salvos written after the game had ended (the winner shooting on after the last sinking): `check`
 * says it once, at the first of them, with how many followed, in the record's language; the later
 * ones are not each a breach of their own, nor are their repeated cells or announcements judged.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-after-end-'));
});

/** The example `name` with `lines` added after its last salvo, written to the test's folder. */
async function played(name: string, lines: string): Promise<string> {
  const text = await readFile(join(process.cwd(), 'examples', `${name}.yaml`), 'utf8');
  const file = join(dir, `${name}.yaml`);
  await writeFile(file, `${text.trimEnd()}\n${lines}`);
  return file;
}

interface Report {
  ok: boolean;
  violations: { code: string; salvo: number; message: string; line: number }[];
}

describe('salvos after the end of the game', () => {
  it('Jutland: one after-game-end at the first, naming the salvo after it; its repeated cell not judged', async () => {
    // A1 was fired by blue before: a repeat, but after the end.
    const file = await played('jutland', '  - red: A1 B2 -> no hits\n  - blue: A1 -> no hits\n');
    const r = await runSalvo(dir, ['check', file, '--json']);
    const doc = JSON.parse(r.stdout) as Report;
    expect(doc.ok).toBe(false);
    expect(doc.violations.map((v) => [v.code, v.salvo])).toEqual([['after-game-end', 30]]);
    expect(doc.violations[0]!.message).toBe('red fired salvo 15 after the game had ended, and 1 salvo more after it (not judged)');
    const text = await runSalvo(dir, ['check', file]);
    expect(text.code).toBe(1);
    expect(text.stdout).toContain('1 breach in 31 salvos; blue won');
  });

  it('Морской бой: said in Russian, the shots after it counted; their wrong announcements not judged', async () => {
    const file = await played('morskoy-boy', '  - первый: А1 -> мимо\n  - второй: Д10 -> убит\n  - первый: Б3 В3 -> попал, мимо\n');
    const r = await runSalvo(dir, ['check', file]);
    expect(r.code).toBe(1);
    const errors = r.stdout.split('\n').filter((l) => l.includes('ошибка'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('ошибка after-game-end: выстрел 78: выстрел 46 стороны «первый» сделан после конца партии, и после него ещё 3 выстрела (их не проверяют)');
    expect(errors[0]).toContain('партия закончилась выстрелом 77');
  });

  it('Statki: said in Polish', async () => {
    const file = await played('statki', '  - ala: A1 -> pudło\n  - tomek: A1 -> pudło\n');
    const r = await runSalvo(dir, ['check', file]);
    const errors = r.stdout.split('\n').filter((l) => l.includes('błąd'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/błąd after-game-end: strzał 78: .* po końcu gry, a po nim jeszcze 1 strzał \(tych się nie sprawdza\)/u);
  });

  it('one salvo after the end: said as before', async () => {
    const file = await played('jutland', '  - red: A1 B2 -> no hits\n');
    const doc = JSON.parse((await runSalvo(dir, ['check', file, '--json'])).stdout) as Report;
    expect(doc.violations.map((v) => v.message)).toEqual(['red fired salvo 15 after the game had ended']);
  });
});
