/**
 * A side named in the other alphabet (`krasnye` for красные, `vasya` for Вася, `ред` for red), on
 * the command line (`infer --target`, `show --side`, `suggest --side`, `--after`, `record`'s side)
 * or as a record line's key: the error names the side meant, as a typo of its name is named; so
 * does one word of a side's name of several (`первый` for «Первый игрок», the sides of `salvo new`).
 */
import { copyFile, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { nameMeant } from '../../src/record/words.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-side-alphabet-'));
  await copyFile(join(ROOT, 'examples', 'perelman.yaml'), join(dir, 'game.yaml'));
});

describe('nameMeant', () => {
  it('names the name spelt in the other alphabet, or near it', () => {
    expect(nameMeant('krasnye', ['синие', 'красные'])).toBe('красные');
    expect(nameMeant('krasnie', ['синие', 'красные'])).toBe('красные');
    expect(nameMeant('vasya', ['Петя', 'Вася'])).toBe('Вася');
    expect(nameMeant('ред', ['blue', 'red'])).toBe('red');
    // A typo in the same alphabet, as before; nothing near, nothing.
    expect(nameMeant('krasne', ['blue', 'krasnye'])).toBe('krasnye');
    expect(nameMeant('xyz', ['синие', 'красные'])).toBeUndefined();
  });

  it('names the one name of several words that has the word typed (первый for «Первый игрок», as salvo new names the sides)', () => {
    const names = ['blue', 'red', 'Первый игрок', 'Player 1', 'Второй игрок', 'Player 2'];
    expect(nameMeant('первый', names)).toBe('Первый игрок');
    expect(nameMeant('pervyj', names)).toBe('Первый игрок');
    // A word of both names names neither.
    expect(nameMeant('игрок', names)).toBeUndefined();
  });
});

describe('every command taking a side suggests the side spelt in Latin letters', () => {
  const meant = 'может быть, красные? стороны — синие и красные';
  it('infer --target', async () => {
    const r = await runSalvo(dir, ['infer', 'game.yaml', '--target', 'krasnye']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`salvo: --target «krasnye» — не сторона этой игры (${meant}`);
  });

  it('show --side, suggest --side, show --after, record', async () => {
    expect((await runSalvo(dir, ['show', 'game.yaml', '--side', 'krasnye'])).stderr).toContain(`«krasnye» — не сторона этой игры (${meant}`);
    expect((await runSalvo(dir, ['suggest', 'game.yaml', '--side', 'krasnye'])).stderr).toContain(`нет стороны «krasnye» (${meant}`);
    expect((await runSalvo(dir, ['show', 'game.yaml', '--after', 'krasnye:3'])).stderr).toContain(`--after krasnye:3: «krasnye» — не сторона этой игры (${meant}`);
    const r = await runSalvo(dir, ['record', 'game.yaml', 'krasnye', 'а1', '--lang', 'en']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('"krasnye" is not a side of this game (did you mean красные? the sides are синие and красные');
  });

  it('a record line under a side spelt in Latin letters', async () => {
    await writeFile(join(dir, 'line.yaml'), 'variant: perelman\nsides:\n  синие: Петя\n  красные: Вася\nsalvos:\n  - sinie: а1 б2 в3 -> мимо, мимо, мимо\n');
    const r = await runSalvo(dir, ['check', 'line.yaml']);
    expect(r.stdout).toContain('line.yaml:6:5: ошибка unknown-side: залп 1: «sinie» — не сторона этой партии; строка остаётся в файле, но не засчитывается ни одной из сторон и не проверяется [правило: формат записи] (может быть, синие? Если так, напишите строку: - синие: а1 б2 в3 -> мимо, мимо, мимо)');
  });
});
