/**
 * Two results written the other way round across two `salvo record` commands (`первый Б4 -r
 * мимо` written, then `первый Б5 -r попал`, where the answers were `попал, мимо` and the fleet
 * revealed says so): record refuses the second as check finds the two lines with it written in,
 * one slip (`results-swapped`) at the line already in the file, with its place and the lines to
 * write, not as what the rules find of the new shot alone (the fleet contradicted).
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');

/** examples/morskoy-boy.yaml up to its turn `первый: Б4 Б5 -> попал, мимо` (its fleets revealed), with `первый: Б4 -> мимо` written by hand after it. */
async function written(): Promise<{ dir: string; text: string }> {
  const lines = (await readFile(join(root, 'examples', 'morskoy-boy.yaml'), 'utf8')).split('\n');
  const at = lines.indexOf('  - первый: Б4 Б5 -> попал, мимо');
  expect(at).toBeGreaterThan(0);
  const text = `${lines.slice(0, at).join('\n')}\n  - первый: Б4 -> мимо\n`;
  const dir = await mkdtemp(join(tmpdir(), 'salvo-swapped-across-'));
  await writeFile(join(dir, 'g.yaml'), text);
  return { dir, text };
}

/** Each error line's code and salvo number (`results-swapped@15`). */
const errors = (text: string): string[] => text.split('\n').flatMap((l) => /^(?:g\.yaml:\d+:\d+: )?(?:error|ошибка) ([a-z-]+): \S+ (\d+):/u.exec(l)?.slice(1, 3).join('@') ?? []);

describe('two results swapped across two record commands', () => {
  it('check of the two lines finds one slip, results-swapped, at the first', async () => {
    const { dir, text } = await written();
    await writeFile(join(dir, 'g.yaml'), `${text}  - первый: Б5 -> попал\n`);
    const c = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(errors(c.stdout)).toEqual(['results-swapped@15']);
  });

  it('record refuses the second shot as check finds it, at the line in the file, with the lines to write', async () => {
    const { dir, text } = await written();
    const r = await runSalvo(dir, ['record', 'g.yaml', 'первый', 'Б5', '-r', 'попал', '--lang', 'en']);
    expect(r.code).toBe(1);
    expect(errors(r.stderr)).toEqual(['results-swapped@15']);
    // One fault, said once: not also as the fleet contradicting the line in the file.
    expect(r.stderr).not.toContain('announcement-contradicts-fleet');
    expect(r.stderr.split('\n').filter((l) => l.startsWith('g.yaml:34:'))).toHaveLength(1);
    // The line already in the file is said where check says it, as check says it.
    const swapped = r.stderr.split('\n').find((l) => l.includes(' results-swapped: '))!;
    expect(swapped).toMatch(/^g\.yaml:34:19: error results-swapped: shot 15: /u);
    expect(swapped).toContain('(write - первый: Б4 -> попал at line 34 and - первый: Б5 -> мимо at line 35;');
    expect(r.stderr).toContain('salvo: shot 16 not recorded; g.yaml is unchanged (a referee may record it anyway with --force)');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(text);
    // Word for word as check says it with the shot written in.
    await writeFile(join(dir, 'g.yaml'), `${text}  - первый: Б5 -> попал\n`);
    const c = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(c.stdout.split('\n')).toContain(swapped);
  });

  it('in the record\'s Russian too; with --force, recorded, said as the rules find it', async () => {
    const { dir, text } = await written();
    const r = await runSalvo(dir, ['record', 'g.yaml', 'первый', 'Б5', '-r', 'попал']);
    expect(errors(r.stderr)).toEqual(['results-swapped@15']);
    expect(r.stderr).not.toContain('announcement-contradicts-fleet');
    expect(r.stderr).toContain('ошибка results-swapped: выстрел 15: ответы на выстрелы 10 и 11 стороны «первый» (Б4, Б5), похоже, записаны в обратном порядке');
    const forced = await runSalvo(dir, ['record', 'g.yaml', 'первый', 'Б5', '-r', 'попал', '--force']);
    expect(forced.code).toBe(0);
    expect(forced.stderr).not.toContain('results-swapped');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toContain(`${text}  - первый: Б5 -> попал\n    forced: true\n`);
  });
});
