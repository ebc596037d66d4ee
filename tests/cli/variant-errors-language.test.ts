/**
 * A variant file in error, given to a command that loads it (count, fleet, variant show, new,
 * pad, simulate, or a record's commands), is said in the command's `--lang`, else in the file's
 * first declared language, as `salvo variant check` says it: not in English to a designer who
 * wrote `languages: [ru]`. An English file is said as before, and --json stays English.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

/** A 12 × 12 board whose columns hold both Е and Ё (line 7), in `languages`. */
function withYo(languages: string): string {
  return [
    'id: yo',
    `languages: [${languages}]`,
    'name: Ё',
    'board:',
    '  rows: 12',
    '  columns: 12',
    '  columnLabels: А Б В Г Д Е Ё Ж З И Й К',
    'fleet:',
    '  - { id: a, name: линкор, size: 3 }',
    'words:',
    ...languages.split(', ').map((l) => `  ${l}: { miss: мимо, hit: попал, sunk: убит, noHits: мимо, ownChart: Мои, enemyChart: Чужие }`),
    '',
  ].join('\n');
}

const RU = 'yo-ru.yaml:7:29: ошибка label-collision: board.columnLabels: «Е» (6) и «Ё» (7) читаются как одна метка (Ё читается как Е (в записях могут писать е вместо ё): оставьте одну из них)\n';
const PL = 'yo-ru.yaml:7:29: błąd label-collision: board.columnLabels: „Е” (6) i „Ё” (7) czyta się jako tę samą etykietę (Ё czyta się jak Е (w zapisach bywa е zamiast ё): zostaw jedną z nich)\n';
const EN = 'yo-en.yaml:7:29: error label-collision: board.columnLabels: "Е" (6) and "Ё" (7) read as the same label (Ё is read as Е (records may write е for ё): keep one of them)\n';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-variant-errors-'));
  await writeFile(join(dir, 'yo-ru.yaml'), withYo('ru, en'));
  await writeFile(join(dir, 'yo-en.yaml'), withYo('en'));
  await writeFile(join(dir, 'game.yaml'), 'variant: yo-ru.yaml\nlanguage: ru\nsalvos:\n  - blue: А1 -> мимо\n');
  await writeFile(join(dir, 'bare.yaml'), 'variant: yo-ru.yaml\nsalvos: []\n');
  await writeFile(join(dir, 'bare-en.yaml'), 'variant: yo-en.yaml\nsalvos: []\n');
});

describe('a variant file in error, said by the commands that load it', () => {
  it("in the file's first language, as variant check says it", async () => {
    const checked = await runSalvo(dir, ['variant', 'check', 'yo-ru.yaml']);
    expect(checked.stdout.split('\n')[0] + '\n').toBe(RU);
    const commands = [['count'], ['fleet', 'random'], ['variant', 'show'], ['new'], ['pad', '-o', '-'], ['simulate', '--games', '1']];
    for (const args of commands.map((c) => (c[0] === 'fleet' || c[0] === 'variant' ? [c[0]!, c[1]!, 'yo-ru.yaml'] : [c[0]!, 'yo-ru.yaml', ...c.slice(1)]))) {
      const r = await runSalvo(dir, args);
      expect({ args, code: r.code, stderr: r.stderr }).toEqual({ args, code: 1, stderr: RU });
    }
  });

  it('in the language --lang asks', async () => {
    const r = await runSalvo(dir, ['count', 'yo-ru.yaml', '--lang', 'pl']);
    expect(r.stderr).toBe(PL);
    const show = await runSalvo(dir, ['variant', 'show', 'yo-ru.yaml', '--lang', 'pl']);
    expect(show.stderr).toBe(PL);
  });

  it("in a record's language, where the record names the variant file", async () => {
    const r = await runSalvo(dir, ['check', 'game.yaml']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(RU);
  });

  it("in the variant file's first language, where the record names no language: not in English", async () => {
    for (const args of [['check', 'bare.yaml'], ['show', 'bare.yaml'], ['infer', 'bare.yaml']]) {
      const r = await runSalvo(dir, args);
      expect({ args, code: r.code, stderr: r.stderr.split('\n')[0] + '\n' }).toEqual({ args, code: 1, stderr: RU });
    }
    // An English file and check --json as before: in English.
    expect((await runSalvo(dir, ['check', 'bare-en.yaml'])).stderr.split('\n')[0] + '\n').toBe(EN);
    const json = await runSalvo(dir, ['check', 'bare.yaml', '--json']);
    expect(JSON.parse(json.stdout).violations[0].message).toBe('board.columnLabels: "Е" (6) and "Ё" (7) read as the same label');
  });

  it('in English for an English file, and as JSON in English', async () => {
    expect((await runSalvo(dir, ['count', 'yo-en.yaml'])).stderr).toBe(EN);
    const json = await runSalvo(dir, ['count', 'yo-ru.yaml', '--json']);
    expect(json.stderr).toBe(EN.replace('yo-en', 'yo-ru'));
    expect(JSON.parse(json.stdout).violations[0].message).toBe('board.columnLabels: "Е" (6) and "Ё" (7) read as the same label');
  });
});
