/**
 * `salvo pad` on a valid variant whose roster no sheet holds with the log (40 ships of 20
 * classes, long names, guns, per-ship reports): the error names the roster and what to do, in
 * the pad's language. It blamed the board ("a 16×16 board does not fit on A4 paper"), in English
 * under --lang ru too.
 */
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';

const run = async (args: string[], cwd: string) => {
  const m = memoryIO('', {}, cwd);
  const code = await main(['node', 'salvo', ...args], m.io);
  return { code, stdout: m.stdout, stderr: m.stderr };
};

/** A 16×16 variant of `classes` classes of `per` ships each, sizes 1–4, 1–4 guns, names `nameLength` characters long. */
function armada(classes: number, per: number, nameLength: number): string {
  const name = (s: string) => `${s} ${'x'.repeat(nameLength)}`.slice(0, nameLength);
  const fleet = Array.from({ length: classes }, (_, i) => {
    const size = 1 + (i % 4);
    const guns = 1 + (i % 4);
    return `  - { id: c${i}, name: { en: "${name(`Class ${i}`)}", ru: "${name(`Класс ${i}`)}", pl: "${name(`Klasa ${i}`)}" }, size: ${size}, count: ${per}, guns: ${guns}${guns > 1 && size > 1 ? ', gunsLostAt: [1]' : ''} }`;
  });
  return [
    'id: armada',
    'languages: [en, ru, pl]',
    'name: { en: Armada, ru: Армада, pl: Armada }',
    'board: { rows: 16, columns: 16 }',
    'fleet:',
    ...fleet,
    'turns:',
    '  sides: [{ id: blue, name: Blue }, { id: red, name: Red }]',
    '  first: blue',
    '  salvo: { kind: guns }',
    'report: { timing: per-salvo, by: ship, counts: true, sunk: true }',
    'words:',
    '  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }',
    '  ru: { miss: мимо, hit: попал, sunk: убит, noHits: мимо, ownChart: Моя, enemyChart: Чужая }',
    '  pl: { miss: pudło, hit: trafiony, sunk: zatopiony, noHits: pudło, ownChart: Moja, enemyChart: Obca }',
    '',
  ].join('\n');
}

describe('salvo pad: a roster no sheet holds with the log', () => {
  const dir = mkdtempSync(join(tmpdir(), 'salvo-pad-roster-'));
  writeFileSync(join(dir, 'armada.yaml'), armada(20, 2, 60));

  it('the variant is valid: variant check says ok', async () => {
    const r = await run(['variant', 'check', 'armada.yaml'], dir);
    expect(r.code).toBe(0);
  });

  it('English: names the roster of 40 ships and what to do, not the board', async () => {
    const r = await run(['pad', 'armada.yaml', '--lang', 'en', '-o', 'en.pdf'], dir);
    expect(r.code).toBe(1);
    expect(existsSync(join(dir, 'en.pdf'))).toBe(false);
    expect(r.stderr).not.toMatch(/board does not fit/u);
    expect(r.stderr).toMatch(/^error pad-too-small: the roster of 40 ships \(20 classes, \d+×\d+ mm at its smallest\) leaves no room for the log on a sheet of A4 paper \(\d+×\d+ mm\), even one sheet a page \(use a smaller fleet: fewer ships or classes, or shorter names\)\n$/u);
  });

  it('Russian under --lang ru, with the larger paper to use on A5', async () => {
    const r = await run(['pad', 'armada.yaml', '--lang', 'ru', '--paper', 'A5', '-o', 'ru.pdf'], dir);
    expect(r.code).toBe(1);
    expect(existsSync(join(dir, 'ru.pdf'))).toBe(false);
    expect(r.stderr).toMatch(/^ошибка pad-too-small: список из 40 кораблей \(20 классов, не меньше \d+×\d+ мм\) не оставляет места для журнала на листе A5 \(\d+×\d+ мм\), даже по одному листу на странице \(возьмите бумагу побольше \(--paper letter\) или флот поменьше: меньше кораблей или классов либо короче названия\)\n$/u);
  });

  it('Polish under --lang pl', async () => {
    const r = await run(['pad', 'armada.yaml', '--lang', 'pl', '-o', 'pl.pdf'], dir);
    expect(r.code).toBe(1);
    // Ships are statki here, as on the Polish pad itself (statek, przeciwnik), not okręty.
    expect(r.stderr).toMatch(/^błąd pad-too-small: lista 40 statków \(20 klas, co najmniej \d+×\d+ mm\) nie zostawia miejsca na dziennik na arkuszu A4 \(\d+×\d+ mm\), nawet po jednym arkuszu na stronie \(weź mniejszą flotę: mniej statków lub klas albo krótsze nazwy\)\n$/u);
    expect(r.stderr).not.toMatch(/okręt/u);
  });
});
