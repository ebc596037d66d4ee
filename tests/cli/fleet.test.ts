import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fleetCheck, fleetRandom, layoutYaml } from '../../src/cli/commands/fleet.js';
import { formatCell, parseCell } from '../../src/core/coords.js';
import { checkLayout, parseLayout } from '../../src/core/layout.js';
import { loadVariant, templateIds } from '../../src/variant/load.js';
import { localize } from '../../src/variant/model.js';
import { parse as parseYaml } from 'yaml';
import { bent, jutland, perelman } from '../core/seed-boards.js';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-fleet-'));
});

const run = (args: string[], input = '') => runSalvo(dir, args, input);

describe('fleetCheck (library)', () => {
  it('accepts a legal layout, wrapped or not', () => {
    const text = 'battleship: B2-B5\ncruiser: D7-F9\ndestroyer: [J1-J2, A9-B9]\n';
    expect(fleetCheck(jutland, text, 'f.yaml')).toMatchObject({ ok: true, diagnostics: [] });
    const wrapped = 'fleet:\n  battleship: B2-B5\n  cruiser: D7-F9\n  destroyer:\n    - J1-J2\n    - A9-B9\n';
    expect(fleetCheck(jutland, wrapped, 'f.yaml').ok).toBe(true);
  });

  it('names every breach with the line and column of the ship, in file order', () => {
    const text = ['battleship: B2-B5', 'cruiser: C6-E6', 'destroyer:', '  - J1-J2', '  - A9-B9', '  - E1 F2', ''].join('\n');
    const r = fleetCheck(jutland, text, 'f.yaml');
    expect(r.ok).toBe(false);
    expect(r.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([
      ['ship-touching', 2, 10],
      ['fleet-count', 4, 3],
    ]);
    expect(r.diagnostics.every((d) => d.file === 'f.yaml')).toBe(true);
  });

  it('reports YAML and notation errors with positions', () => {
    expect(fleetCheck(jutland, 'battleship: [B2-B5\n', 'f.yaml').diagnostics[0]!.code).toBe('yaml-syntax');
    const r = fleetCheck(jutland, 'battleship: B2-B5\ncruiser: D7-F9\ndestroyer: [J1-J2, A9-A12]\n', 'f.yaml');
    expect(r.diagnostics.map((d) => [d.code, d.line])).toEqual([['ship-off-board', 3]]);
    expect(r.diagnostics[0]!.message).toContain('A12');
  });

  it('checks the ships that read among themselves when another cannot be read, counts once all read', () => {
    // The battleship's ends are not in a line; the destroyers written touch, and are one too many.
    const text = 'battleship: B2-C4\ncruiser: E1-E3\ndestroyer: [A1-A2, A3-A4, J9-J10]\n';
    const r = fleetCheck(jutland, text, 'f.yaml');
    expect(r.ok).toBe(false);
    expect(r.layout).toBeUndefined();
    expect(r.diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['ship-ends', 1],
      ['ship-touching', 3],
    ]);
    expect(r.summary).toBe('f.yaml: the layout cannot be read; 1 more breach among the ships that read (the counts are checked once every ship reads)');
    // Once the battleship reads, the count is checked too.
    const fixed = fleetCheck(jutland, text.replace('B2-C4', 'B2-B5'), 'f.yaml');
    expect(fixed.diagnostics.map((d) => d.code)).toContain('fleet-count');
  });

  it('points at the key of an unknown class and guesses the class meant', () => {
    const r = fleetCheck(jutland, 'battleship: B2-B5\ncruiser: D7-F9\ndestroyr: [J1-J2, A9-B9]\n', 'f.yaml');
    expect(r.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['unknown-class', 3, 1]]);
    expect(r.diagnostics[0]!.suggestion).toContain('did you mean destroyer?');
  });

  it('passes look-alike warnings through', () => {
    const r = fleetCheck(perelman, 'two: зЗ-з4\nthree: а1-а3\nfour: б1-б4\nfive: в1-в5\nhospital: г1-г4\n', 'p.yaml');
    expect(r.ok).toBe(true);
    expect(r.diagnostics.map((d) => [d.severity, d.code, d.line])).toEqual([['warning', 'cell-lookalike', 1]]);
  });
});

describe('fleetRandom (library)', () => {
  it('writes a layout file that fleetCheck accepts, chart as comments', () => {
    for (const v of [jutland, perelman, bent]) {
      for (const seed of [1, 2, 'x']) {
        const { text, layout } = fleetRandom(v, seed);
        expect(text.startsWith(`# salvo fleet random ${v.id} --seed ${seed}\n`)).toBe(true);
        expect(checkLayout(layout, v)).toEqual([]);
        expect(fleetCheck(v, text, 'r.yaml')).toMatchObject({ ok: true, diagnostics: [] });
      }
    }
  });

  it('--yaml leaves the chart out', () => {
    const { text } = fleetRandom(jutland, 5, { yaml: true });
    expect(text.split('\n').filter((l) => l.startsWith('#'))).toHaveLength(1);
  });

  it('layoutYaml quotes what YAML would misread', () => {
    const r = parseLayout({ battleship: 'B2-B5', cruiser: 'D7-F9', destroyer: ['J1-J2', 'A9-B9'] }, jutland);
    if (!r.ok) throw new Error('layout');
    expect(layoutYaml(r.value, jutland)).toBe('battleship: B2-B5\ncruiser: D7-F9\ndestroyer: [J1-J2, A9-B9]\n');
    expect(parseYaml(layoutYaml(r.value, jutland))).toEqual({ battleship: 'B2-B5', cruiser: 'D7-F9', destroyer: ['J1-J2', 'A9-B9'] });
  });
});

describe('the templates', () => {
  it('seed cells parse in their variants', async () => {
    const perelmanT = await loadVariant('perelman', { cwd: dir });
    for (const c of ['в5', 'з2', 'и9', 'д3']) {
      const r = parseCell(c, perelmanT.board);
      expect(r.ok && r.warnings).toEqual([]);
      if (r.ok) expect(formatCell(r.cell, perelmanT.board)).toBe(c);
    }
    const misprint = parseCell('зЗ', perelmanT.board);
    expect(misprint.ok && formatCell(misprint.cell, perelmanT.board)).toBe('з3');
    expect(misprint.ok && misprint.warnings.map((w) => w.code)).toEqual(['cell-lookalike']);
    const morskoy = await loadVariant('morskoy-boy', { cwd: dir });
    for (const c of ['Е1', 'А3', 'В10']) {
      const r = parseCell(c, morskoy.board);
      expect(r.ok && formatCell(r.cell, morskoy.board)).toBe(c);
    }
    const statki = await loadVariant('statki', { cwd: dir });
    const b6 = parseCell('B6', statki.board);
    expect(b6.ok && formatCell(b6.cell, statki.board)).toBe('B6');
  });

  it('salvo fleet random gives layouts that salvo fleet check accepts, for every template; seeds differ', async () => {
    const ids = await templateIds();
    expect(ids.length).toBeGreaterThanOrEqual(5);
    for (const id of ids) {
      const outputs: string[] = [];
      for (const seed of ['1', '2', '3']) {
        const r = await run(['fleet', 'random', id, '--seed', seed]);
        expect(r.code, r.stderr).toBe(0);
        outputs.push(r.stdout.split('\n').slice(1).join('\n'));
        const file = join(dir, `${id}-${seed}.yaml`);
        await writeFile(file, r.stdout);
        const check = await run(['fleet', 'check', id, file, '--lang', 'en']);
        expect(check.code, check.stderr).toBe(0);
        expect(check.stdout).toContain(': ok, a legal layout for');
        expect(check.stderr).toBe('');
      }
      expect(new Set(outputs).size).toBe(3);
    }
  });
});

describe('salvo fleet (CLI)', () => {
  it('is reproducible from --seed, and prints a seed when none is given', async () => {
    const a = await run(['fleet', 'random', 'jutland', '--seed', '42']);
    const b = await run(['fleet', 'random', 'jutland', '--seed', '42']);
    expect(a.stdout).toBe(b.stdout);
    const c = await run(['fleet', 'random', 'jutland']);
    expect(c.code).toBe(0);
    const seed = /--seed (\d+)/.exec(c.stdout)?.[1];
    expect(seed).toBeDefined();
    const d = await run(['fleet', 'random', 'jutland', '--seed', seed!]);
    expect(d.stdout).toBe(c.stdout);
  });

  it('--lang picks the words of the chart; --yaml prints the layout only', async () => {
    const ru = await run(['fleet', 'random', 'perelman', '--seed', '1']);
    expect(ru.stdout).toContain('Моя эскадра');
    expect(ru.stdout).toContain('госпиталь');
    const en = await run(['fleet', 'random', 'perelman', '--seed', '1', '--lang', 'en']);
    expect(en.stdout).toContain('My squadron');
    expect(en.stdout).toContain('hospital ship');
    // A language the variant lacks is refused, as by every other command.
    const other = await run(['fleet', 'random', 'jutland', '--seed', '1', '--lang', 'ru']);
    expect(other.code).toBe(2);
    expect(other.stderr).toContain('у варианта jutland нет языка «ru» (есть en)');
    expect(other.stdout).toBe('');
    const y = await run(['fleet', 'random', 'statki', '--seed', '1', '--yaml']);
    expect(y.stdout.split('\n').filter((l) => l.startsWith('#'))).toHaveLength(1);
  });

  it('names the layout’s ships in the chart’s language, a layout fleet check reads as the same', async () => {
    for (const [id, lang] of [['morskoy-boy', 'ru'], ['statki', 'pl']] as const) {
      const local = await run(['fleet', 'random', id, '--seed', '1', '--yaml']);
      const en = await run(['fleet', 'random', id, '--seed', '1', '--yaml', '--lang', 'en']);
      const variant = await loadVariant(id, { cwd: dir });
      const localDoc = parseYaml(local.stdout) as Record<string, unknown>;
      const enDoc = parseYaml(en.stdout) as Record<string, unknown>;
      // Keys: the classes' names in the language (none of them the English id), the same cells under each.
      expect(Object.keys(localDoc)).toEqual(variant.fleet.map((c) => localize(c.name, lang, variant)));
      expect(Object.keys(enDoc)).toEqual(variant.fleet.map((c) => c.id));
      expect(Object.values(localDoc)).toEqual(Object.values(enDoc));
      const file = join(dir, `named-${id}.yaml`);
      await writeFile(file, local.stdout);
      const checked = await run(['fleet', 'check', id, file]);
      expect(checked.code, checked.stdout).toBe(0);
    }
  });

  it('exit 1 with every breach named, with file, line and column', async () => {
    const file = join(dir, 'bad.yaml');
    await writeFile(file, 'battleship: B2-B5\ncruiser: A4-C4\ndestroyer: [J1-J2]\n');
    const r = await run(['fleet', 'check', 'jutland', 'bad.yaml']);
    expect(r.code).toBe(1);
    // The report on standard output, as check and variant check print theirs.
    expect(r.stdout).toContain('bad.yaml:2:10: error ship-overlap: Battleship B2-B5 and Cruiser A4-C4 overlap at B4');
    expect(r.stdout).toContain('bad.yaml:3:12: error fleet-count');
    expect(r.stderr).toBe('');
  });

  it('reads a layout from standard input with -', async () => {
    const r = await run(['fleet', 'check', 'jutland', '-'], 'battleship: B2-B5\ncruiser: D7-F9\ndestroyer: [J1-J2, A9-B9]\n');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('<stdin>: ok');
  });

  it('exit 1 for a missing file or an unknown variant, 2 for usage', async () => {
    expect((await run(['fleet', 'check', 'jutland', 'nope.yaml'])).code).toBe(1);
    const unknown = await run(['fleet', 'random', 'jutlnd']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('jutland');
    expect((await run(['fleet', 'check', 'jutland'])).code).toBe(2);
    expect((await run(['fleet', 'random'])).code).toBe(2);
    expect((await run(['fleet', 'random', 'jutland', '--sed', '3'])).code).toBe(2);
    expect((await run(['fleet', 'random', 'jutland', '--seed', ' '])).code).toBe(2);
  });

  it('accepts every example in examples/fleets (named after its template)', async () => {
    const examples = join(fileURLToPath(new URL('../../examples/fleets/', import.meta.url)));
    const files = (await readdir(examples)).filter((f) => f.endsWith('.yaml'));
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const f of files) {
      const r = await run(['fleet', 'check', f.replace(/\.yaml$/, ''), join(examples, f)]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).toBe('');
    }
  });

  it('has help on every command', async () => {
    for (const args of [['fleet', '--help'], ['fleet', 'check', '--help'], ['fleet', 'random', '--help'], ['help', 'fleet']]) {
      const r = await run(args);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/Usage: salvo fleet/);
    }
    expect((await run(['fleet', 'random', '--help'])).stdout).toContain('--seed');
    expect((await run(['fleet', 'check', '--help'])).stdout).toContain('Exit codes');
  });
});
