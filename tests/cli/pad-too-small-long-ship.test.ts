/**
 * `salvo pad` on a variant whose roster is too wide for the sheet because of one long ship (a
 * 26-cell ship among 20 classes on 26×26, per-ship reports: a tally box for each of its cells in
 * the hits taken and the hits given): the error names that ship and its cells, and says how long it
 * may be on this sheet, where it blamed the fleet's size ("fewer ships or classes, or shorter
 * names": two classes with such a ship failed the same way). The length said is checked: a ship
 * that long prints, one a cell longer does not.
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

/** A 26×26 variant of `classes` classes, one ship each, the first `longest` cells long, the others 1–4; per-ship reports. */
function fleet(classes: number, longest: number): string {
  const rows = Array.from({ length: classes }, (_, i) => {
    const size = i === 0 ? longest : 1 + (i % 4);
    const guns = 1 + (i % 4);
    return `  - { id: c${i}, name: { en: "Class ${i}", ru: "Класс ${i}", pl: "Klasa ${i}" }, size: ${size}, count: 1, guns: ${guns}${guns > 1 && size > 1 ? ', gunsLostAt: [1]' : ''} }`;
  });
  return [
    'id: longship',
    'languages: [en, ru, pl]',
    'name: { en: Long ship, ru: Длинный корабль, pl: Długi statek }',
    'board: { rows: 26, columns: 26 }',
    'fleet:',
    ...rows,
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

describe('salvo pad: a roster too wide for one long ship', () => {
  const dir = mkdtempSync(join(tmpdir(), 'salvo-pad-long-ship-'));
  writeFileSync(join(dir, 'long.yaml'), fleet(20, 26));
  writeFileSync(join(dir, 'two.yaml'), fleet(2, 26));

  it('English: names the ship and its cells, and the length that fits, which prints where one a cell longer does not', async () => {
    const r = await run(['pad', 'long.yaml', '--lang', 'en', '-o', 'en.pdf'], dir);
    expect(r.code).toBe(1);
    expect(existsSync(join(dir, 'en.pdf'))).toBe(false);
    expect(r.stderr).not.toMatch(/fewer ships or classes/u);
    const m = /^error pad-too-small: the roster is wider than a sheet of A4 paper \(\d+×\d+ mm\), even one sheet a page: Class 0, of 26 cells, takes a tally box for each cell in every column of hits \(make the longest ship shorter: at most (\d+) cells on this sheet\)\n$/u.exec(r.stderr);
    expect(m, r.stderr).not.toBeNull();
    const fits = Number(m![1]);
    expect(fits).toBeGreaterThan(4);
    expect(fits).toBeLessThan(26);
    writeFileSync(join(dir, 'fits.yaml'), fleet(20, fits));
    writeFileSync(join(dir, 'over.yaml'), fleet(20, fits + 1));
    const ok = await run(['pad', 'fits.yaml', '--lang', 'en', '-o', 'fits.pdf'], dir);
    expect(ok.code, ok.stderr).toBe(0);
    const over = await run(['pad', 'over.yaml', '--lang', 'en', '-o', 'over.pdf'], dir);
    expect(over.code).toBe(1);
    expect(over.stderr).toMatch(new RegExp(`Class 0, of ${fits + 1} cells`, 'u'));
  });

  it('a fleet of two classes with such a ship is told the same, not to have fewer ships', async () => {
    const r = await run(['pad', 'two.yaml', '--lang', 'en', '-o', 'two.pdf'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/Class 0, of 26 cells, takes a tally box for each cell/u);
    expect(r.stderr).not.toMatch(/fewer ships/u);
  });

  it('no larger paper is offered where the roster does not fit across it either (A5: letter is as far from 26 cells)', async () => {
    const r = await run(['pad', 'long.yaml', '--lang', 'en', '--paper', 'A5', '-o', 'a5.pdf'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/\(make the longest ship shorter: at most \d+ cells on this sheet\)\n$/u);
    expect(r.stderr).not.toMatch(/--paper/u);
  });

  it('Russian and Polish, in the cases their numbers take', async () => {
    const ru = await run(['pad', 'long.yaml', '--lang', 'ru', '-o', 'ru.pdf'], dir);
    expect(ru.stderr).toMatch(/^ошибка pad-too-small: список кораблей шире листа A4 \(\d+×\d+ мм\), даже по одному листу на странице: в корабле «Класс 0» 26 клеток, и в каждом столбце попаданий на каждую клетку отведён квадратик \(сделайте самый длинный корабль короче: на этом листе не больше \d+ клеток\)\n$/u);
    const pl = await run(['pad', 'long.yaml', '--lang', 'pl', '-o', 'pl.pdf'], dir);
    expect(pl.stderr).toMatch(/^błąd pad-too-small: lista statków jest szersza niż arkusz A4 \(\d+×\d+ mm\), nawet po jednym arkuszu na stronie: „Klasa 0” ma 26 pól, a każda kolumna trafień ma kratkę na każde pole \(skróć najdłuższy statek: na tym arkuszu najwyżej \d+ pól\)\n$/u);
  });
});
