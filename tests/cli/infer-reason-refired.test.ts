/**
 * `infer` (and `check --json`'s `reason`) say why no fleet fits where one announcement is a hit at
 * a cell fired at before (Tomek said "pudło" at B4, then "zatopiony" when Ala fired there again),
 * or a class of one ship is announced sunk a second time (a sunk submarine called "sunk cruiser"
 * after the cruiser had sunk): the referee's sentence, in the record's language, naming both
 * salvos with their lines, in place of the conflict alone or the compiler's "cell E10 hit:
 * impossible", which named neither.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const dir = join(import.meta.dirname, 'fixtures', 'disputed-more');

interface InferJson {
  readonly conflict: { readonly after: number; readonly salvos: readonly number[]; readonly reason?: string; readonly why?: string };
}

describe('infer: why no fleet fits, for a hit at a cell fired before and a class sunk twice', () => {
  it('a "zatopiony" at a cell announced "pudło" before (Statki, Polish)', async () => {
    const name = 'statki-sunk-at-miss.yaml';
    const json = await runSalvo(dir, ['infer', name, '--target', 'tomek', '--json']);
    expect(json.code).toBe(1);
    const c = (JSON.parse(json.stdout) as InferJson).conflict;
    expect(c).toMatchObject({ after: 11, salvos: [11], reason: 'hit-refired' });
    expect(c.why).toBe('shot 11 (line 19) announced "sunk" at B4, but B4 had been fired at before (shot 3, line 11): a shot there hits nothing new');
    const text = await runSalvo(dir, ['infer', name, '--target', 'tomek']);
    expect(text.stdout).toContain('strzał 11 (wiersz 19): odpowiedź „zatopiony” na B4, ale w B4 strzelano już wcześniej (strzał 3, wiersz 11): strzał tam nie może trafić niczego nowego\n');
    const en = await runSalvo(dir, ['infer', name, '--target', 'tomek', '--lang', 'en']);
    // --json's why as before; the text names shots, as the game counts them.
    expect(en.stdout).toContain(`${(c.why ?? '').replace(/\bsalvo /gu, 'shot ')}\n`);
    // check says it as the announcement the rules find wrong, at the same salvo.
    const check = await runSalvo(dir, ['check', name, '--lang', 'en']);
    expect(check.stdout).toContain(`${name}:19:16: error announcement-inconsistent: shot 11: tomek's announcement for ala's shot 8: B4 was fired at before, so it hits nothing new`);
  });

  it('a second "sunk cruiser" where the game has one cruiser (Salvo, English)', async () => {
    const name = 'classic-salvo-sunk-twice.yaml';
    const json = await runSalvo(dir, ['infer', name, '--target', 'blue', '--json']);
    expect(json.code).toBe(1);
    const c = (JSON.parse(json.stdout) as InferJson).conflict;
    expect(c).toMatchObject({ after: 6, salvos: [4, 6], reason: 'sunk-too-often' });
    expect(c.why).toBe('salvo 6 (line 14) announced "sunk cruiser" at G3, but the only cruiser had been announced sunk already: E10 (salvo 4, line 12)');
    const text = await runSalvo(dir, ['infer', name, '--target', 'blue']);
    expect(text.stdout).toContain(`${c.why}\n`);
    expect(text.stdout).not.toContain(': impossible)');
  });

  it('a "попал" at a cell announced "мимо" before (Морской бой, Russian)', async () => {
    const tmp = await mkdtemp(join(tmpdir(), 'salvo-refired-'));
    await writeFile(join(tmp, 'g.yaml'), 'variant: morskoy-boy\nsalvos:\n  - blue: Б4 -> мимо\n  - red: В3 -> мимо\n  - blue: А1 -> мимо\n  - red: В4 -> мимо\n  - blue: Б4 -> попал\n');
    const text = await runSalvo(tmp, ['infer', 'g.yaml', '--target', 'red']);
    expect(text.code).toBe(1);
    expect(text.stdout).toContain('выстрел 5 (строка 7): ответ «попал» на Б4, но по Б4 уже стреляли раньше (выстрел 1, строка 3): выстрел туда не может попасть ни во что новое\n');
  });
});
