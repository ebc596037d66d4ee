/**
 * A salvo left out (`salvo-missing`) is read by show and infer as check reads it: as put back,
 * what it hit not known. Each says so (a note, and `readAs.missing` in --json), and infer leaves
 * the sizes its target fired after it out of the evidence for that reason, not as sizes the
 * referee finds wrong (check gives no such breach: it gives the salvo left out).
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const fixtures = join(import.meta.dirname, 'fixtures', 'referee-missing');
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-missing-as-read-'));
});

/** The fixture `name`, its fleets left out (with `hidden`), as a file of its own. */
async function fixture(name: string, hidden: boolean): Promise<string> {
  const text = await readFile(join(fixtures, `${name}.yaml`), 'utf8');
  const out = hidden ? text.replace(/^fleets:\n(?: {2}.*\n)*/mu, '') : text;
  if (hidden) expect(out).not.toContain('fleets:');
  const file = join(dir, `${name}${hidden ? '-hidden' : ''}.yaml`);
  await writeFile(file, out);
  return file;
}

interface ReadAs {
  missing?: { salvo: number; line: number; side: string; sideSalvo: number; written: string }[];
}

describe('a salvo left out, read as check reads it', () => {
  it('show says it under the charts and in --json, as check finds it', async () => {
    const file = await fixture('classic-salvo-missing', false);
    const check = await runSalvo(dir, ['check', file]);
    expect(check.stdout).toContain("error salvo-missing: salvo 7: blue's salvo 4 seems left out before it");
    const text = await runSalvo(dir, ['show', file]);
    expect(text.stdout).toContain("note: blue's salvo 4 seems left out before salvo 7 (line 30): read as put back there, what it hit not known, as check reads it\n");
    const json = JSON.parse((await runSalvo(dir, ['show', file, '--json'])).stdout) as { readAs?: ReadAs };
    expect(json.readAs?.missing).toEqual([{ salvo: 7, line: 30, side: 'blue', sideSalvo: 4, written: 'red' }]);
    // Before the gap, the record reads as written.
    const before = JSON.parse((await runSalvo(dir, ['show', file, '--json', '--after', '6'])).stdout) as { readAs?: ReadAs };
    expect(before.readAs).toBeUndefined();
  });

  it('show in Russian (Perelman)', async () => {
    const file = await fixture('perelman-missing', false);
    const text = await runSalvo(dir, ['show', file]);
    expect(text.stdout).toContain('внимание: залп 3 стороны «синие», похоже, пропущен перед залпом 5 (строка 29): он читается вставленным туда, что он поразил, неизвестно, как его читает check\n');
  });

  it('infer leaves the sizes the target fired after it out for that reason, and says the reading', async () => {
    const file = await fixture('classic-salvo-missing', true);
    const r = await runSalvo(dir, ['infer', file, '--target', 'red']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain("note: blue's salvo 4 seems left out before salvo 7 (line 17): read as put back there, what it hit not known, as check reads it\n");
    expect(r.stderr).not.toContain('the referee finds it wrong');
    const json = JSON.parse((await runSalvo(dir, ['infer', file, '--target', 'red', '--json'])).stdout) as { readAs?: ReadAs; warnings: { code: string; salvo: number; message: string; suggestion: string }[] };
    expect(json.readAs?.missing).toEqual([{ salvo: 7, line: 17, side: 'blue', sideSalvo: 4, written: 'red' }]);
    // Red's salvos from 7 on (every other line), each left out as fired after the gap.
    expect(json.warnings.map((w) => w.salvo)).toEqual([7, 9, 11, 13, 15, 17, 19, 21, 23, 25]);
    for (const w of json.warnings) {
      expect(w.code).toBe('salvo-size-left-out');
      expect(w.message).toContain("is left out of the evidence: blue's salvo 4 seems left out before salvo 7, and what it hit is not known");
      expect(w.suggestion).toBe("'salvo check' gives the salvo left out (salvo-missing)");
    }
  });

  it('infer in Russian (Perelman): the sizes after the gap said in Russian', async () => {
    const file = await fixture('perelman-missing', true);
    const r = await runSalvo(dir, ['infer', file, '--target', 'красные']);
    expect(r.stderr).toContain('внимание: залп 3 стороны «синие», похоже, пропущен перед залпом 5');
    expect(r.stderr).toContain("предупреждение salvo-size-left-out: залп 5: его размер (3 выстрела стороны «красные») не учитывается: залп 3 стороны «синие», похоже, пропущен перед залпом 5, и что он поразил, неизвестно ('salvo check' называет пропущенный залп (salvo-missing))");
    expect(r.stderr).not.toContain('судья находит его неверным');
  });

  it('suggest reads it so too: says the reading, and leaves the sizes after it out for that reason', async () => {
    const file = await fixture('classic-salvo-missing', true);
    const r = await runSalvo(dir, ['suggest', file, '--side', 'blue']);
    expect(r.stderr).toContain("note: blue's salvo 4 seems left out before salvo 7 (line 17): read as put back there, what it hit not known, as check reads it\n");
    expect(r.stderr).toContain("salvo-size-left-out: salvo 7: its size (3 shots by red) is left out of the evidence: blue's salvo 4 seems left out before salvo 7, and what it hit is not known");
    expect(r.stderr).not.toContain('the referee finds it wrong');
  });
});
