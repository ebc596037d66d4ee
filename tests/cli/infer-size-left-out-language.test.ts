/**
 * `infer` and `suggest` on a record with a salvo of the wrong size (a salvo left out before it
 * makes the next side's salvo short): the size is left out of the evidence, and the warning on
 * standard error says so in the record's language, with the salvo number, line and column, as the
 * rest of the report is (`предупреждение salvo-size-left-out: залп 7: …`); English with
 * `--lang en` and with `--json`, whose `warnings` stay English.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-size-left-out-'));
  // Perelman with синие's salvo 2 left out: красные's 4th salvo (line 31) is then one shot short.
  const lines = (await readFile(join(root, 'examples', 'perelman.yaml'), 'utf8')).split('\n');
  const at = lines.findIndex((l) => l.startsWith('  - синие: з8 д8 и5'));
  expect(at).toBeGreaterThan(0);
  const kept = [...lines.slice(0, at), ...lines.slice(at + 1)];
  await writeFile(join(dir, 'g.yaml'), kept.join('\n'));
  // The game cut after its 12th salvo, for suggest: синие to fire.
  const salvos = kept.findIndex((l) => l === 'salvos:');
  await writeFile(join(dir, 'cut.yaml'), `${kept.slice(0, salvos + 13).join('\n')}\n`);
});

// Read as check reads the record (синие's salvo 2 put back, what it hit not known), every size of
// красные from the gap on is left out for that, said at each (the 3rd of the 8: salvo 7).
const RU = "g.yaml:31:5: предупреждение salvo-size-left-out: залп 7: его размер (2 выстрела стороны «красные») не учитывается: залп 2 стороны «синие», похоже, пропущен перед залпом 3, и что он поразил, неизвестно ('salvo check' называет пропущенный залп (salvo-missing))";
const EN = "g.yaml:31:5: warning salvo-size-left-out: salvo 7: its size (2 shots by красные) is left out of the evidence: salvo 2 of синие seems left out before salvo 3, and what it hit is not known ('salvo check' gives the salvo left out (salvo-missing))";
const lines = (text: string): string[] => text.split('\n').filter((l) => l.includes('salvo-size-left-out'));

describe('a salvo size left out of the evidence is said in the record\'s language', () => {
  it('infer: in Russian, in English with --lang en', async () => {
    const ru = await runSalvo(dir, ['infer', 'g.yaml', '--target', 'красные', '--after', '10']);
    expect(ru.code).toBe(0);
    expect(lines(ru.stderr)).toHaveLength(8);
    expect(lines(ru.stderr)[2]).toBe(RU);
    const en = await runSalvo(dir, ['infer', 'g.yaml', '--target', 'красные', '--after', '10', '--lang', 'en']);
    expect(lines(en.stderr)).toHaveLength(8);
    expect(lines(en.stderr)[2]).toBe(EN);
  });

  it('infer --json: English on standard error and in its warnings', async () => {
    const r = await runSalvo(dir, ['infer', 'g.yaml', '--target', 'красные', '--after', '10', '--json']);
    expect(lines(r.stderr)[2]).toBe(EN);
    const w = (JSON.parse(r.stdout) as { warnings: { code: string; salvo: number; line: number; column: number; message: string }[] }).warnings.find((x) => x.code === 'salvo-size-left-out' && x.salvo === 7);
    expect(w).toMatchObject({ salvo: 7, line: 31, column: 5, message: "its size (2 shots by красные) is left out of the evidence: salvo 2 of синие seems left out before salvo 3, and what it hit is not known" });
  });

  it('suggest: in Russian', async () => {
    const r = await runSalvo(dir, ['suggest', 'cut.yaml', '--side', 'синие']);
    const said = lines(r.stderr).map((l) => l.replace(/^cut/u, 'g'));
    expect(said).toHaveLength(4);
    expect(said[2]).toBe(RU);
  });
});
