/**
 * A line whose side is not the game's (`- третий: З2 -> мимо`) keeps its announcement where it
 * reads: the referee knows the line hit nothing (a miss announced), so the result is not said
 * to hang on what it hit, and what it leaves judgeable is judged; a hit announced still leaves it
 * unknown, and an announcement that does not read is as before.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-unknown-side-'));
  const boy = await readFile('examples/morskoy-boy.yaml', 'utf8');
  const line = '  - второй: З2 -> мимо\n';
  expect(boy).toContain(line);
  await writeFile(join(dir, 'miss.yaml'), boy.replace(line, '  - третий: З2 -> мимо\n'));
  await writeFile(join(dir, 'hit.yaml'), boy.replace(line, '  - третий: З2 -> попал\n'));
  await writeFile(join(dir, 'word.yaml'), boy.replace(line, '  - третий: З2 -> мим\n'));
  const salvo = await readFile('examples/classic-salvo.yaml', 'utf8');
  const red = '  - red: F5 I3 D6 -> miss, hit, miss\n';
  expect(salvo).toContain(red);
  await writeFile(join(dir, 'salvo.yaml'), salvo.replace(red, '  - green: F5 I3 D6 -> miss, miss, miss\n'));
});

describe('a line of a side not the game\'s keeps its announcement', () => {
  it('a miss announced: the result does not hang on what it hit', async () => {
    const r = await runSalvo(dir, ['check', 'miss.yaml']);
    expect(r.stdout).toContain('ошибка unknown-side: выстрел 5: «третий» — не сторона этой партии');
    expect(r.stdout).toMatch(/miss\.yaml: 1 ошибка чтения, в записи 77 выстрелов; победила сторона «первый», флот противника потоплен\n$/u);
    expect(r.stdout).not.toContain('неизвестно, во что попал');
  });

  it('a hit announced, or words that do not read: what it hit is still not known', async () => {
    for (const f of ['hit.yaml', 'word.yaml']) {
      const r = await runSalvo(dir, ['check', f]);
      expect(r.stdout).toContain('(насколько видно по записи: неизвестно, во что попал выстрел 5, см. ошибку при нём)');
    }
  });

  it('a salvo game: the announcement after it is judged by the fleet, the line having hit nothing', async () => {
    const r = await runSalvo(dir, ['check', 'salvo.yaml']);
    expect(r.stdout).toContain('error announcement-contradicts-fleet: salvo 12: blue announced "sunk submarine, miss, miss" for red\'s salvo 6; the fleet gives "hit, miss, miss"');
    expect(r.stdout).not.toContain('announcement-unjudged');
    expect(r.stdout).not.toContain('what salvo 8 hit is not known');
  });
});
