/**
 * A command salvo suggests is quoted the same way in every language: in straight quotes, as typed
 * at a shell ('salvo variants'), in Russian and Polish as in English; «…» and „…” are kept for
 * names and words (a side, a class, a key). It was «salvo variants» in a few messages and
 * 'salvo variants' in most.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('commands quoted in Russian and Polish', () => {
  it('an empty variant file suggests salvo init in straight quotes, in Russian and Polish', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-cmdquote-'));
    await writeFile(join(dir, 'empty.yaml'), '');
    const ru = await runSalvo(dir, ['variant', 'check', 'empty.yaml', '--lang', 'ru']);
    expect(ru.stdout + ru.stderr).toContain("(начните с 'salvo init <шаблон>')");
    const pl = await runSalvo(dir, ['variant', 'check', 'empty.yaml', '--lang', 'pl']);
    expect(pl.stdout + pl.stderr).toContain("(zacznij od 'salvo init <szablon>')");
  });

  it('a variant not found says salvo variants in straight quotes, in Russian and Polish', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-cmdquote-'));
    const ru = await runSalvo(dir, ['variant', 'check', 'nothere.yaml', '--lang', 'ru']);
    expect(ru.stdout + ru.stderr).toContain("посмотрите встроенные шаблоны: 'salvo variants')");
    const pl = await runSalvo(dir, ['variant', 'check', 'nothere.yaml', '--lang', 'pl']);
    expect(pl.stdout + pl.stderr).toContain("zobacz wbudowane szablony: 'salvo variants')");
  });

  it('no message in src/ quotes a salvo command in «…» or „…”', () => {
    const found = sources(join(root, 'src')).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (/[«„]salvo |quoted\([^)]*['`]salvo /u.test(line) ? [`${file.slice(root.length + 1)}:${i + 1}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
