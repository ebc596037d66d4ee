/**
 * What the fuzz rounds of this folder found, each kept as the case that showed it: an error with
 * no place in the file, or with nothing said of what to do.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fleetCheck } from '../../src/cli/commands/fleet.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';

let jutland: Variant;
let perelman: Variant;
beforeAll(async () => {
  jutland = await loadVariant('jutland', { cwd: process.cwd() });
  perelman = await loadVariant('perelman', { cwd: process.cwd() });
});

describe('fleet check: a ship off the board', () => {
  it('says what to do, for a range and for a list of cells', () => {
    const range = fleetCheck(jutland, 'battleship: B11-B14\ncruiser: D7-F9\ndestroyer: [J1-J2, A9-B9]\n', 'f.yaml');
    const cells = fleetCheck(jutland, 'battleship: B2-B5\ncruiser: D7-F9\ndestroyer: [J1-J2, A9 K9]\n', 'f.yaml');
    for (const outcome of [range, cells]) {
      const off = outcome.diagnostics.filter((d) => d.code === 'ship-off-board');
      expect(off.length).toBeGreaterThan(0);
      for (const d of off) expect(d.suggestion).toMatch(/^keep every ship inside the board/u);
    }
    expect(range.diagnostics.map((d) => [d.line, d.column])).toEqual([[1, 13], [1, 13]]);
  });
});

describe('fleet check: a class with no ship', () => {
  it('is placed at its key where the key is written with nothing after it', () => {
    const r = fleetCheck(jutland, '# my fleet\nbattleship: B2-B5\ncruiser:\ndestroyer: [J1-J2, A9-B9]\n', 'f.yaml');
    expect(r.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['fleet-count', 3, 1]]);
  });

  it('is placed at the start of the layout where the class is not written at all', () => {
    const r = fleetCheck(jutland, '# my fleet\ncruiser: D7-F9\ndestroyer: [J1-J2, A9-B9]\n', 'f.yaml');
    expect(r.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['fleet-count', 2, 1]]);
    // Wrapped in fleet:, at the key fleet.
    const p = fleetCheck(perelman, '# эскадра\nfleet:\n  двухклеточный: в6-г6\n', 'f.yaml');
    expect(p.diagnostics.length).toBeGreaterThan(0);
    for (const d of p.diagnostics.filter((x) => x.message.includes('no ship'))) expect([d.line, d.column]).toEqual([2, 1]);
  });
});

describe('check: a salvo of one cell that cannot be read, where more were owed', () => {
  it('says "1 cell written", not "1 cells"', async () => {
    const { mkdtemp, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { runSalvo } = await import('../helpers/cli.js');
    const dir = await mkdtemp(join(tmpdir(), 'salvo-one-cell-'));
    await writeFile(join(dir, 'g.yaml'), 'variant: jutland\nsalvos:\n  - blue: A1x\n  - red: A1 A2 A3 A4 A5 A6 -> no hits\n');
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stdout).toContain("g.yaml:3:5: warning size-unjudged: salvo 1: the size of blue's salvo (1 cell written where blue was owed 6) is not judged");
    expect(r.stdout).not.toContain('1 cells');
  });
});

describe('check: a salvo YAML reads as a number', () => {
  it('says each cell as it was written (0x1F, 1.50, 1e3), not as the number YAML made of it', async () => {
    const { mkdtemp, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { runSalvo } = await import('../helpers/cli.js');
    const dir = await mkdtemp(join(tmpdir(), 'salvo-number-cell-'));
    await writeFile(join(dir, 'g.yaml'), 'variant: jutland\nsalvos:\n  - blue: 0x1F\n  - red: [1.50, A1]\n  - blue: 1e3\n');
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    const cells = r.stdout.split('\n').filter((l) => l.includes('cell-unreadable'));
    expect(cells.map((l) => /cell "([^"]*)"/u.exec(l)?.[1])).toEqual(['0x1F', '1.50', '1e3']);
    expect(cells.map((l) => l.split(': error')[0])).toEqual(['g.yaml:3:11', 'g.yaml:4:11', 'g.yaml:5:11']);
    // Perelman's hint for a digit typed for a letter is drawn from what was written: 0x1F is no з1.
    await writeFile(join(dir, 'p.yaml'), 'variant: perelman\nsalvos:\n  - синие: 0x1F\n');
    const p = await runSalvo(dir, ['check', 'p.yaml']);
    expect(p.stdout).toContain('p.yaml:3:12: ошибка cell-unreadable: залп 1: «0x1F» — не клетка этого поля');
    expect(p.stdout).not.toContain('з1');
  });
});

describe('show --after past the record, as a number too large to be one', () => {
  it('quotes what was typed, not the number it rounds to', async () => {
    const { mkdtemp } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { runSalvo } = await import('../helpers/cli.js');
    const dir = await mkdtemp(join(tmpdir(), 'salvo-after-big-'));
    const r = await runSalvo(dir, ['show', join(process.cwd(), 'examples', 'jutland.yaml'), '--after', '99999999999999999999']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("salvo: --after 99999999999999999999: the record has 29 salvos (of both sides; --after <side>:<n> counts one side's); use --after 0 to 29, or leave --after out for all of them\n");
  });
});
