/**
 * `infer` of the whole record whose last shot at the target has no announcement yet (typed at the
 * table, its result still to come): the chart is of the shots before it, and standard error says
 * so, naming the shot as check numbers it, in the record's language, rather than leaving it off
 * the chart without a word. Not said where `--after` asks for a point before it, nor for the
 * other side's fleet.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const POLISH = ['variant: statki', 'sides:', '  ala: Ala', '  tomek: Tomek', 'salvos:', '  - ala: C7 -> pudło', '  - tomek: C3 -> pudło', '  - ala: J2 -> zatopiony', '  - ala: D10', ''].join('\n');
const RUSSIAN = ['variant: morskoy-boy', 'sides:', '  первый: Оля', '  второй: Дима', 'salvos:', '  - первый: В7 -> мимо', '  - второй: В3 -> мимо', '  - первый: К2', ''].join('\n');

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'salvo-pending-'));
  writeFileSync(join(dir, 'pl.yaml'), POLISH);
  writeFileSync(join(dir, 'ru.yaml'), RUSSIAN);
  return dir;
}

/** Standard error without the progress lines. */
const said = (stderr: string): string => stderr.replace(/^.*… \d+%\n/gmu, '');

describe('infer: a shot at the target not yet answered is said to be left out', () => {
  it('in Polish, English and Russian, the chart the same as without it', async () => {
    const dir = folder();
    const pl = await runSalvo(dir, ['infer', 'pl.yaml', '--target', 'tomek']);
    expect(pl.code).toBe(0);
    expect(said(pl.stderr)).toBe('uwaga: strzał 4 nie ma jeszcze wyniku: pominięty, szanse są po 2 strzałach do strony „tomek” przed nim\n');
    expect(pl.stdout).toContain('po 2 strzałach do niej');
    // The chart is that of the two shots answered.
    const before = await runSalvo(dir, ['infer', 'pl.yaml', '--target', 'tomek', '--after', '2']);
    expect(pl.stdout.replace(/\([^()]*\d s\)/u, '')).toBe(before.stdout.replace(/\([^()]*\d s\)/u, ''));
    const en = await runSalvo(dir, ['infer', 'pl.yaml', '--target', 'tomek', '--lang', 'en']);
    expect(said(en.stderr)).toBe('note: shot 4 has no announcement yet: left out, the chances are after the 2 shots fired at tomek before it\n');
    const ru = await runSalvo(dir, ['infer', 'ru.yaml', '--target', 'второй']);
    expect(ru.code).toBe(0);
    expect(said(ru.stderr)).toBe('внимание: у выстрела 3 ещё нет ответа: он не учтён, вероятности — после 1 выстрела по стороне «второй» (Дима) до него\n');
  });

  it('is not said where --after asks for a point before it, nor of the other fleet', async () => {
    const dir = folder();
    const after = await runSalvo(dir, ['infer', 'pl.yaml', '--target', 'tomek', '--after', '2']);
    expect(after.code).toBe(0);
    expect(said(after.stderr)).toBe('');
    const other = await runSalvo(dir, ['infer', 'pl.yaml', '--target', 'ala']);
    expect(other.code).toBe(0);
    expect(said(other.stderr)).toBe('');
  });
});
