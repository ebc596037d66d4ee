/** The variant commands run in-process through `main` with an in-memory IO. */
import { mkdtempSync, readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { templatesDir } from '../../src/variant/load.js';

const root = join(import.meta.dirname, '..', '..');
const templateIds = readdirSync(templatesDir())
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => f.replace(/\.yaml$/, ''))
  .sort();

async function run(args: string[], cwd = root): Promise<{ code: number; stdout: string; stderr: string }> {
  const m = memoryIO('', {}, cwd);
  const code = await main(['node', 'salvo', ...args], m.io);
  return { code, stdout: m.stdout, stderr: m.stderr };
}

describe('salvo variants', () => {
  it('lists every template, one line each, sorted, with board size', async () => {
    const r = await run(['variants']);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines.map((l) => l.split(/\s+/)[0])).toEqual(templateIds);
    for (const l of lines) expect(l).toMatch(/\s\d+×\d+\s/);
  });

  it('--lang picks the names: perelman is Russian by default and English with --lang en', async () => {
    const ru = await run(['variants']);
    const en = await run(['variants', '--lang', 'en']);
    const line = (out: string): string => out.split('\n').find((l) => l.startsWith('perelman'))!;
    expect(line(ru.stdout)).toMatch(/[а-яА-Я]/);
    expect(line(en.stdout)).not.toMatch(/[а-яА-Я]/);
  });
});

describe('salvo variant check', () => {
  it('every template passes, exit 0', async () => {
    const r = await run(['variant', 'check', '--lang', 'en', ...templateIds.map((id) => `templates/${id}.yaml`)]);
    expect(r.stdout).toBe(templateIds.map((id) => `templates/${id}.yaml: ok\n`).join(''));
    expect(r.code).toBe(0);
  });

  it('an invalid file: exit 1, every error with file, line and column', async () => {
    const file = 'tests/variant/fixtures/invalid/label-collision.yaml';
    const r = await run(['variant', 'check', file]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`${file}:7:45: error label-collision: `);
    expect(r.stdout).toContain('"B"');
    expect(r.stdout).toContain('"В"');
  });

  it('several errors in one file are all reported', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-variant-'));
    writeFileSync(
      join(dir, 'bad.yaml'),
      'id: x\nlanguages: [en]\nname: X\nboard: { rows: 30, colums: 10 }\nfleet:\n  - { id: a, name: A, size: 0 }\nwords: {}\n',
    );
    const r = await run(['variant', 'check', 'bad.yaml'], dir);
    expect(r.code).toBe(1);
    for (const s of ['bad.yaml:4:16: error board-size', 'bad.yaml:4:20: error unknown-key', 'bad.yaml:6:29: error ship-size', 'error missing-words']) {
      expect(r.stdout).toContain(s);
    }
    expect(r.stdout).toContain('did you mean "columns"?');
  });

  it('a file in error ends with a summary line counting its errors and warnings, as a good file ends with ok', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-variant-'));
    writeFileSync(
      join(dir, 'bad.yaml'),
      'id: x\nlanguages: [en]\nname: X\nboard: { rows: 30, colums: 10 }\nfleet:\n  - { id: a, name: A, size: 0 }\nwords: {}\n',
    );
    const r = await run(['variant', 'check', 'bad.yaml'], dir);
    expect(r.code).toBe(1);
    const lines = r.stdout.trimEnd().split('\n');
    const said = lines.slice(0, -1);
    const errors = said.filter((l) => / error /.test(l)).length;
    const warnings = said.filter((l) => / warning /.test(l)).length;
    expect(errors).toBeGreaterThan(1);
    expect(errors + warnings).toBe(said.length);
    const counts = warnings === 0 ? `${errors} errors` : `${errors} errors, ${warnings} warning${warnings === 1 ? '' : 's'}`;
    expect(lines.at(-1)).toBe(`${counts} in bad.yaml: fix the lines above`);
    // One error: singular words.
    writeFileSync(join(dir, 'one.yaml'), 'id: x\n');
    const one = await run(['variant', 'check', 'one.yaml', 'no-such.yaml'], dir);
    expect(one.stdout).toContain('\nno-such.yaml: error no-such-file: no such file: ');
    expect(one.stdout.trimEnd().split('\n').at(-1)).toBe('1 error in no-such.yaml: fix the line above');
    expect(one.stdout).toMatch(/\n\d+ errors? in one\.yaml: fix the lines? above\n/);
  });

  it('a missing file: exit 1 with a message', async () => {
    const r = await run(['variant', 'check', 'no/such/file.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('no/such/file.yaml: error no-such-file: no such file: ');
  });
});

describe('salvo variant show', () => {
  it('prints the Perelman rules in Russian with its own cell example', async () => {
    const r = await run(['variant', 'show', 'perelman', '--lang', 'ru']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('а б в г д е ж з и к');
    expect(r.stdout).toContain('д3');
    expect(r.stdout).toContain('60');
  });

  it('an unknown template: exit 1 with a did-you-mean', async () => {
    const r = await run(['variant', 'show', 'jutlend']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('unknown-variant');
    expect(r.stderr).toContain('did you mean jutland?');
  });
});

describe('salvo variant schema', () => {
  it('prints the committed schema', async () => {
    const r = await run(['variant', 'schema']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(readFileSync(join(root, 'schema', 'variant.schema.json'), 'utf8'));
  });
});

describe('salvo init', () => {
  it('writes a commented copy with a new id that passes check, and refuses to overwrite', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-init-'));
    const first = await run(['init', 'jutland', '-o', 'My Game.yaml'], dir);
    expect(first.code).toBe(0);
    const text = readFileSync(join(dir, 'My Game.yaml'), 'utf8');
    const original = readFileSync(join(templatesDir(), 'jutland.yaml'), 'utf8');
    expect(text).toMatch(/^id: my-game$/m);
    expect(text).not.toMatch(/^id: jutland$/m);
    // every comment line of the template survives
    for (const line of original.split('\n').filter((l) => l.startsWith('#'))) expect(text).toContain(line);
    const check = await run(['variant', 'check', 'My Game.yaml'], dir);
    expect(check.stdout).toBe('My Game.yaml: ok\n');

    const again = await run(['init', 'jutland', '-o', 'My Game.yaml'], dir);
    // A file in the way is exit 1, not a usage error, said as pad and variant schema say it: the file, the code, what to do.
    expect(again.code).toBe(1);
    expect(again.stderr).toBe('My Game.yaml: error output-exists: My Game.yaml already exists: not replaced (write to another file with -o, or add --force to replace it)\n');
    expect(readFileSync(join(dir, 'My Game.yaml'), 'utf8')).toBe(text);
    const forced = await run(['init', 'perelman', '-o', 'My Game.yaml', '--force', '--id', 'salvo-two'], dir);
    expect(forced.code).toBe(0);
    expect(readFileSync(join(dir, 'My Game.yaml'), 'utf8')).toMatch(/^id: salvo-two$/m);
  });

  it('writes Polish and Cyrillic file names in plain Latin for the id', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-init-'));
    for (const [file, id] of [['Łódź_Морской.yaml', 'lodz-morskoy'], ['Статки Щука.yaml', 'statki-shchuka'], ['Zażółć.yaml', 'zazolc']] as const) {
      expect((await run(['init', 'jutland', '-o', file], dir)).code).toBe(0);
      expect(readFileSync(join(dir, file), 'utf8')).toMatch(new RegExp(`^id: ${id}$`, 'm'));
    }
  });

  it('quotes an id that YAML would read as a number, a truth value or null', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-init-'));
    for (const [file, id] of [['2024.yaml', '2024'], ['null.yaml', 'null'], ['true.yaml', 'true']] as const) {
      const r = await run(['init', 'jutland', '-o', file], dir);
      expect(r.code).toBe(0);
      expect(readFileSync(join(dir, file), 'utf8')).toMatch(new RegExp(`^id: "${id}"$`, 'm'));
      expect((await run(['variant', 'check', file], dir)).stdout).toBe(`${file}: ok\n`);
    }
    expect((await run(['init', 'jutland', '-o', 'x.yaml', '--id', '1923'], dir)).code).toBe(0);
  });

  it('defaults to my-<template>.yaml and rejects a bad --id', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-init-'));
    expect((await run(['init', 'statki'], dir)).code).toBe(0);
    expect(existsSync(join(dir, 'my-statki.yaml'))).toBe(true);
    const bad = await run(['init', 'statki', '-o', 'x.yaml', '--id', 'Bad Id'], dir);
    expect(bad.code).toBe(2);
    expect(existsSync(join(dir, 'x.yaml'))).toBe(false);
  });
});

describe('usage and help', () => {
  it('exit 2 for usage errors', async () => {
    expect((await run(['init'])).code).toBe(2);
    expect((await run(['variant'])).code).toBe(2);
    expect((await run(['variant', 'show'])).code).toBe(2);
    expect((await run(['variants', '--bogus'])).code).toBe(2);
  });

  it('help on every command, exit 0', async () => {
    for (const args of [['variants'], ['variant'], ['variant', 'show'], ['variant', 'check'], ['variant', 'schema'], ['init']]) {
      const r = await run([...args, '--help']);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain(`Usage: salvo ${args.join(' ')}`);
    }
  });
});

describe('salvo variant check: the pad font', () => {
  it('names a character the pad cannot print, at its line and column', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-glyph-'));
    const file = join(dir, 'glyph.yaml');
    const text = readFileSync(join(templatesDir(), 'jutland.yaml'), 'utf8').replace('name: Cruiser', 'name: "Cruiser \u{1D518}"');
    writeFileSync(file, text);
    const line = text.split('\n').findIndex((l) => l.includes('\u{1D518}')) + 1;
    const r = await run(['variant', 'check', file]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`glyph.yaml:${line}:`);
    expect(r.stdout).toMatch(/missing-glyph: .*U\+1D518/);
  });
});
