/**
 * `--lang de` (a language salvo has no words in) on a game the variant lacks it for: refused in
 * the command's own language, the record's (else the variant's first), as every other line of
 * the command is said: `у варианта morskoy-boy нет языка «de» (есть ru, en)` on a Russian record,
 * `wariant statki nie ma języka „de”` for Statki; record's line under it too. It was English. A
 * record kept in English, an English variant and --json stay English.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const EXAMPLE = join(process.cwd(), 'examples', 'morskoy-boy.yaml');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-lang-unspoken-'));
  const text = await readFile(EXAMPLE, 'utf8');
  await writeFile(join(dir, 'ru.yaml'), text);
  await writeFile(join(dir, 'en.yaml'), text.replace(/^language: ru$/mu, 'language: en'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('--lang in a language salvo has no words in', () => {
  it("is refused in the record's language, else the variant's first", async () => {
    const ru = 'salvo: у варианта morskoy-boy нет языка «de» (есть ru, en)\n';
    for (const command of ['check', 'show', 'infer', 'analyze']) {
      const r = await runSalvo(dir, [command, 'ru.yaml', '--lang', 'de']);
      expect(r.code, command).toBe(2);
      expect(r.stdout, command).toBe('');
      expect(r.stderr, command).toBe(ru);
    }
    const pad = await runSalvo(dir, ['pad', 'statki', '--lang', 'de']);
    expect(pad.code).toBe(2);
    expect(pad.stderr).toBe('salvo: wariant statki nie ma języka „de” (ma pl, en)\n');
    const count = await runSalvo(dir, ['count', 'morskoy-boy', '--lang', 'xx']);
    expect(count.stderr).toBe('salvo: у варианта morskoy-boy нет языка «xx» (есть ru, en)\n');
  });

  it('record says it, and that nothing was recorded, in the record\'s language', async () => {
    const before = await readFile(join(dir, 'ru.yaml'), 'utf8');
    const r = await runSalvo(dir, ['record', 'ru.yaml', 'первый', 'А1', '-r', 'мимо', '--lang', 'de']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('salvo: у варианта morskoy-boy нет языка «de» (есть ru, en)\nsalvo: ничего не записано; ru.yaml не изменён\n');
    expect(await readFile(join(dir, 'ru.yaml'), 'utf8')).toBe(before);
  });

  it('stays English for a record kept in English, an English variant, and --json', async () => {
    const en = await runSalvo(dir, ['check', 'en.yaml', '--lang', 'de']);
    expect(en.stderr).toBe('salvo: morskoy-boy has no language "de" (it has ru, en)\n');
    const classic = await runSalvo(dir, ['pad', 'classic-1967', '--lang', 'de']);
    expect(classic.stderr).toBe('salvo: classic-1967 has no language "de" (it has en)\n');
    const json = await runSalvo(dir, ['check', 'ru.yaml', '--lang', 'de', '--json']);
    expect(json.code).toBe(2);
    expect(json.stderr).toBe('salvo: morskoy-boy has no language "de" (it has ru, en)\n');
  });
});
