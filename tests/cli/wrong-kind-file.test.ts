/**
 * A game record given where a variant goes, or a variant file where a record (or a fleet layout)
 * goes, is said in one line: which kind of file it is and what to do (file-is-record,
 * file-is-variant), exit 1; not a flood of missing and unknown keys, not "the record does not say
 * which variant was played", not every key an unknown class. In English, Russian and Polish; a
 * file of the kind asked for is never refused.
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';

const dir = mkdtempSync(join(tmpdir(), 'salvo-wrong-kind-'));
copyFileSync(join(process.cwd(), 'examples/jutland.yaml'), join(dir, 'game.yaml'));
copyFileSync(join(process.cwd(), 'templates/statki.yaml'), join(dir, 'statki.yaml'));
const game = readFileSync(join(dir, 'game.yaml'), 'utf8');
const variant = readFileSync(join(dir, 'statki.yaml'), 'utf8');

async function run(args: readonly string[]): Promise<{ code: number; out: string; err: string }> {
  const m = memoryIO('', {}, dir);
  const code = await main(['node', 'salvo', ...args], m.io);
  return { code, out: m.stdout, err: m.stderr };
}

/** The lines of standard error that name a problem (not record's closing "nothing recorded"). */
function problems(err: string): string[] {
  return err.split('\n').filter((l) => / (error|ошибка|błąd) [a-z-]+: /u.test(l));
}

const FLOOD = /missing-key|unknown-key|record-variant-missing|unknown-class/u;

describe('a game record where a variant goes', () => {
  const commands: readonly (readonly string[])[] = [
    ['pad', 'game.yaml', '-o', 'pad.pdf'],
    ['init', 'game.yaml', '-o', 'mine.yaml'],
    ['variant', 'show', 'game.yaml'],
    ['variant', 'check', 'game.yaml'],
    ['simulate', 'game.yaml', '--games', '1'],
    ['new', 'game.yaml', '-o', 'new.yaml'],
    ['fleet', 'random', 'game.yaml'],
  ];
  for (const args of commands) {
    it(`salvo ${args.join(' ')}: one line, the variant to give instead`, async () => {
      const r = await run(args);
      expect(r.code).toBe(1);
      expect(r.err + r.out).not.toMatch(FLOOD);
      expect(problems(r.err + r.out)).toEqual(['game.yaml: error file-is-record: game.yaml is a game record, not a variant file (give the variant the game was played with instead: jutland)']);
      for (const f of ['pad.pdf', 'mine.yaml', 'new.yaml']) expect(existsSync(join(dir, f))).toBe(false);
      expect(readFileSync(join(dir, 'game.yaml'), 'utf8')).toBe(game);
    });
  }

  it('salvo count game.yaml: count its variant, or infer a side from the record', async () => {
    const r = await run(['count', 'game.yaml']);
    expect(r.code).toBe(1);
    expect(problems(r.err)).toEqual([
      "game.yaml: error file-is-record: game.yaml is a game record, not a variant file (count the layouts of its variant ('salvo count jutland'), or infer one side's fleet from the record: 'salvo infer game.yaml --target blue' (or --target red))",
    ]);
  });

  it('count: a record of three sides names each after the first; in Russian and Polish with --lang', async () => {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(dir, 'three.yaml'), 'variant: statki\nsides: [ala, ola, ela]\nsalvos: []\n');
    const pl3 = await run(['count', 'three.yaml', '--lang', 'pl']);
    expect(problems(pl3.err)).toEqual([
      'three.yaml: błąd file-is-record: three.yaml to zapis partii, nie plik wariantu (policz ustawienia jego wariantu (\'salvo count statki\') albo wywnioskuj z zapisu flotę jednej strony: \'salvo infer three.yaml --target ala\' (albo --target ola albo --target ela))',
    ]);
    const ru = await run(['count', 'game.yaml', '--lang', 'ru']);
    expect(problems(ru.err)).toEqual([
      'game.yaml: ошибка file-is-record: game.yaml — запись партии, а не файл варианта (сосчитайте расстановки его варианта (\'salvo count jutland\') или выведите по записи флот одной стороны: \'salvo infer game.yaml --target blue\' (или --target red))',
    ]);
    const pl = await run(['pad', 'game.yaml', '-o', 'pad.pdf', '--lang', 'pl']);
    expect(problems(pl.err)).toEqual(['game.yaml: błąd file-is-record: game.yaml to zapis partii, nie plik wariantu (podaj wariant, w który grano: „jutland”)']);
  });

  it('variant check closes a record with the variant to check in its place, not "fix the line above"; en/ru/pl', async () => {
    const last = async (lang: string): Promise<string | undefined> => (await run(['variant', 'check', 'game.yaml', '--lang', lang])).out.trimEnd().split('\n').at(-1);
    expect(await last('en')).toBe("1 error in game.yaml: check a variant, not a game record: 'salvo variant check jutland'");
    expect(await last('ru')).toBe('1 ошибка в game.yaml: проверьте вариант, а не запись партии: \'salvo variant check jutland\'');
    expect(await last('pl')).toBe('1 błąd w game.yaml: sprawdź wariant, nie zapis partii: \'salvo variant check jutland\'');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(dir, 'spaced.yaml'), 'variant: my game.yaml\nsides: [a, b]\nsalvos: []\n');
    writeFileSync(join(dir, 'unnamed.yaml'), 'variant: 3\nsides: [a, b]\nsalvos: []\n');
    const two = await run(['variant', 'check', 'spaced.yaml', 'unnamed.yaml']);
    expect(two.code).toBe(1);
    expect(two.out.split('\n').filter((l) => l.startsWith('1 error'))).toEqual([
      `1 error in spaced.yaml: check a variant, not a game record: 'salvo variant check "my game.yaml"'`,
      '1 error in unnamed.yaml: check a variant, not a game record',
    ]);
  });

  it('a variant file the record names by path is named from where the command runs', async () => {
    const sub = mkdtempSync(join(dir, 'sub-'));
    copyFileSync(join(dir, 'statki.yaml'), join(sub, 'statki.yaml'));
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(sub, 'g.yaml'), 'variant: ./statki.yaml\nsides: [a, b]\nsalvos: []\n');
    const name = sub.slice(dir.length + 1);
    const r = await run(['variant', 'show', `${name}/g.yaml`]);
    expect(problems(r.err)).toEqual([`${name}/g.yaml: error file-is-record: ${name}/g.yaml is a game record, not a variant file (give the variant the game was played with instead: ${name}/statki.yaml)`]);
  });
});

describe('a variant file where a record goes', () => {
  const commands: readonly (readonly string[])[] = [
    ['check', 'statki.yaml'],
    ['show', 'statki.yaml'],
    ['infer', 'statki.yaml', '--target', 'a'],
    ['analyze', 'statki.yaml'],
    ['suggest', 'statki.yaml'],
    ['record', 'statki.yaml', 'a', 'a1'],
    ['play', 'statki.yaml'],
  ];
  for (const args of commands) {
    it(`salvo ${args.join(' ')}: one line, how to start a record of it`, async () => {
      const r = await run(args);
      expect(r.code).toBe(1);
      expect(r.err + r.out).not.toMatch(FLOOD);
      expect(problems(r.err + r.out)).toEqual(["statki.yaml:10:1: error file-is-variant: statki.yaml is a variant file, not a game record (to start a record of a game of it: 'salvo new statki.yaml -o game.yaml')"]);
      expect(readFileSync(join(dir, 'statki.yaml'), 'utf8')).toBe(variant);
    });
  }

  it('in Russian and Polish with --lang', async () => {
    const ru = await run(['check', 'statki.yaml', '--lang', 'ru']);
    expect(problems(ru.err + ru.out)).toEqual(['statki.yaml:10:1: ошибка file-is-variant: statki.yaml — файл варианта, а не запись партии (начните запись партии по нему: \'salvo new statki.yaml -o game.yaml\')']);
    const pl = await run(['show', 'statki.yaml', '--lang', 'pl']);
    expect(problems(pl.err + pl.out)).toEqual(['statki.yaml:10:1: błąd file-is-variant: statki.yaml to plik wariantu, nie zapis partii (zacznij według niego zapis partii: \'salvo new statki.yaml -o game.yaml\')']);
  });
});

describe('fleet check given a record or a variant file for the layout', () => {
  it('a record: its fleets are checked by salvo check', async () => {
    const r = await run(['fleet', 'check', 'statki', 'game.yaml', '--lang', 'en']);
    expect(r.code).toBe(1);
    expect(problems(r.err + r.out)).toEqual(["game.yaml: error file-is-record: game.yaml is a game record, not a fleet layout (a record's fleets are checked by 'salvo check game.yaml')"]);
  });

  it('a variant file: give it first, as the variant (Polish, the variant’s own language)', async () => {
    const r = await run(['fleet', 'check', 'statki', 'statki.yaml']);
    expect(r.code).toBe(1);
    expect(problems(r.err + r.out)).toEqual(['statki.yaml: błąd file-is-variant: statki.yaml to plik wariantu, nie ustawienie floty (podaj go jako pierwszy, jako wariant: \'salvo fleet check statki.yaml <layout>\')']);
  });

  it('--json: the one violation', async () => {
    const r = await run(['fleet', 'check', 'statki', 'statki.yaml', '--json']);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.out) as { ok: boolean; violations: { code: string }[] };
    expect(doc.ok).toBe(false);
    expect(doc.violations.map((v) => v.code)).toEqual(['file-is-variant']);
  });
});

describe('a file of the kind asked for is never refused', () => {
  it('check of the record and variant check of the variant pass', async () => {
    expect((await run(['check', 'game.yaml'])).code).toBe(0);
    expect((await run(['variant', 'check', 'statki.yaml'])).code).toBe(0);
  });
});
