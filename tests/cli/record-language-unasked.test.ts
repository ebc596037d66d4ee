/**
 * Where no --lang is given, `salvo record` speaks its record's language (its header's `language:`,
 * else its variant's first): the lines main says itself say it too, as the rest of record's do —
 * the line under commander's own refusal (nothing recorded; g.yaml is unchanged) and a file the
 * system refused as the salvo is written (the disk full). --lang still decides; --json keeps English.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

/** The records whose writing the disk refuses (ENOSPC), by their full path. */
const full = new Set<string>();

vi.mock('../../src/record/store.js', async (original) => {
  const store = await original<typeof import('../../src/record/store.js')>();
  return {
    ...store,
    writeFileAtomic: async (path: string, text: string): Promise<void> => {
      if (full.has(path)) throw Object.assign(new Error(`ENOSPC: no space left on device, write '${path}'`), { code: 'ENOSPC', syscall: 'write', path });
      await store.writeFileAtomic(path, text);
    },
  };
});

const EN = 'variant: classic-salvo\nsides:\n  blue:\n  red:\nsalvos:\n  - blue: A1 A2 A3 A4 A5 -> no hits\n';
const RU = 'variant: morskoy-boy\nlanguage: ru\nsides:\n  первый:\n  второй:\nsalvos:\n  - первый: А1 -> мимо\n';
const PL = 'variant: statki\nlanguage: pl\nsides:\n  ala:\n  tomek:\nsalvos:\n  - ala: A1 -> pudło\n';
// No language: header: Perelman's first language, Russian.
const PERELMAN = 'variant: perelman\nsides:\n  синие:\n  красные:\nsalvos: []\n';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-record-unasked-'));
});

/** `text` written to `name`, record run on it with `args`; its last line on standard error, its exit code, and whether the file is as it was. */
async function record(name: string, text: string, args: string[]): Promise<{ code: number; last: string | undefined; stdout: string; unchanged: boolean }> {
  await writeFile(join(dir, name), text);
  const r = await runSalvo(dir, ['record', name, ...args]);
  return { code: r.code, last: r.stderr.trimEnd().split('\n').at(-1), stdout: r.stdout, unchanged: (await readFile(join(dir, name), 'utf8')) === text };
}

describe("record refused by commander, no --lang: the line under it in the record's language", () => {
  it('Russian, Polish, and Russian by the variant where the header names no language', async () => {
    const ru = await record('ru.yaml', RU, ['второй']);
    expect(ru.code).toBe(2);
    expect(ru.unchanged).toBe(true);
    expect(ru.last).toBe('salvo: ничего не записано; ru.yaml не изменён');
    const pl = await record('pl.yaml', PL, ['tomek', 'B1', '--frob']);
    expect(pl.code).toBe(2);
    expect(pl.last).toBe('salvo: nic nie zapisano; pl.yaml bez zmian');
    const perelman = await record('perelman.yaml', PERELMAN, ['-r', 'мимо', 'perelman.yaml']);
    expect(perelman.code).toBe(2);
    expect(perelman.last).toBe('salvo: ничего не записано; perelman.yaml не изменён');
  });

  it('English for an English record, with --json, and where --lang says so', async () => {
    expect((await record('en.yaml', EN, ['blue'])).last).toBe('salvo: nothing recorded; en.yaml is unchanged');
    expect((await record('ru-json.yaml', RU, ['второй', '--json'])).last).toBe('salvo: nothing recorded; ru-json.yaml is unchanged');
    expect((await record('ru-en.yaml', RU, ['второй', '--lang', 'en'])).last).toBe('salvo: nothing recorded; ru-en.yaml is unchanged');
  });

  it("commander's own lines above it too, the refusal and the usage line, in the record's language; English for an English record, with --json and --lang en", async () => {
    const err = async (name: string, text: string, args: string[]): Promise<string> => {
      await writeFile(join(dir, name), text);
      return (await runSalvo(dir, ['record', name, ...args])).stderr;
    };
    expect(await err('ru-jsn.yaml', RU, ['второй', 'Б1', '--jsn'])).toBe(
      "ошибка: неизвестный параметр «--jsn»\n(может быть, --json?)\nиспользование: salvo record [options] <record> <side> <cells...> (параметры и примеры — в 'salvo record --help')\nsalvo: ничего не записано; ru-jsn.yaml не изменён\n",
    );
    expect(await err('pl-side.yaml', PL, [])).toBe(
      "błąd: brak wymaganego argumentu „side”\nużycie: salvo record [options] <record> <side> <cells...> (opcje i przykłady: 'salvo record --help')\nsalvo: nic nie zapisano; pl-side.yaml bez zmian\n",
    );
    const english = (name: string): string =>
      `error: unknown option '--jsn'\n(Did you mean --json?)\nusage: salvo record [options] <record> <side> <cells...> ('salvo record --help' has the options and examples)\nsalvo: nothing recorded; ${name} is unchanged\n`;
    expect(await err('en-jsn.yaml', EN, ['red', 'B1', '--jsn'])).toBe(english('en-jsn.yaml'));
    expect(await err('ru-jsn-en.yaml', RU, ['второй', 'Б1', '--jsn', '--lang', 'en'])).toBe(english('ru-jsn-en.yaml'));
    expect(await err('ru-jsn-json.yaml', RU, ['второй', 'Б1', '--jsn', '--json'])).toBe(english('ru-jsn-json.yaml'));
  });

  it('English where the record cannot be read', async () => {
    const broken = 'variant: morskoy-boy\nlanguage: ru\nsides: [\n';
    expect((await record('broken.yaml', broken, ['второй'])).last).toBe('salvo: nothing recorded; broken.yaml is unchanged');
  });
});

describe("a file the system refused as record writes the salvo, no --lang: said in the record's language", () => {
  it('Russian, Polish, English; the file as it was', async () => {
    const cases: [string, string, string[], string][] = [
      ['full-ru.yaml', RU, ['второй', 'Б1', '-r', 'мимо'], '{path}: ошибка file-error: не удаётся использовать {path}: диск заполнен (освободите место или запишите файл в другое место)'],
      ['full-pl.yaml', PL, ['tomek', 'B1', '-r', 'pudło'], '{path}: błąd file-error: nie można użyć {path}: dysk jest pełny (zwolnij miejsce albo zapisz plik w innym miejscu)'],
      ['full-perelman.yaml', PERELMAN, ['синие', 'а1', 'а2', 'а3', '-r', 'попаданий нет'], '{path}: ошибка file-error: не удаётся использовать {path}: диск заполнен (освободите место или запишите файл в другое место)'],
      ['full-en.yaml', EN, ['red', 'B1', 'B2', 'B3', 'B4', 'B5', '-r', 'no hits'], '{path}: error file-error: cannot use {path}: the disk is full (free some space, or write the file elsewhere)'],
    ];
    for (const [name, text, args, said] of cases) {
      full.add(join(dir, name));
      const r = await record(name, text, args);
      expect(r.code, name).toBe(1);
      expect(r.unchanged, name).toBe(true);
      expect(r.last, name).toBe(said.replaceAll('{path}', join(dir, name)));
    }
  });

  it('English with --json (the JSON too), and where --lang en says so', async () => {
    full.add(join(dir, 'full-json.yaml'));
    const json = await record('full-json.yaml', RU, ['второй', 'Б1', '-r', 'мимо', '--json']);
    expect(json.code).toBe(1);
    expect(json.last).toBe(`${join(dir, 'full-json.yaml')}: error file-error: cannot use ${join(dir, 'full-json.yaml')}: the disk is full (free some space, or write the file elsewhere)`);
    expect((JSON.parse(json.stdout) as { violations: { code: string; message: string }[] }).violations).toEqual([expect.objectContaining({ code: 'file-error', message: `cannot use ${join(dir, 'full-json.yaml')}: the disk is full` })]);
    full.add(join(dir, 'full-en.yaml'));
    const en = await record('full-en.yaml', RU, ['второй', 'Б1', '-r', 'мимо', '--lang', 'en']);
    expect(en.last).toBe(`${join(dir, 'full-en.yaml')}: error file-error: cannot use ${join(dir, 'full-en.yaml')}: the disk is full (free some space, or write the file elsewhere)`);
  });
});
