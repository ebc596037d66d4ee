/**
 * `salvo --help` sends a reader to docs/commands.md and docs/scripting.md, and the docs to
 * examples/: a user who installed salvo from the registry had neither, as package.json's `files`
 * left docs/ and examples/ out of the package. Every docs/ or examples/ path the program's own
 * text names is now in the package, and is there.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/** Every source file under src/, relative to the root. */
function sources(dir = 'src'): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

describe("the package holds what salvo's own words send a reader to", () => {
  const files = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { files: string[] }).files;
  const named = [...new Set(sources().flatMap((f) => [...readFileSync(join(root, f), 'utf8').matchAll(/\b((?:docs|examples)\/[\w.-]+\.(?:md|yaml))\b/gu)].map((m) => m[1]!)))].sort();

  it('names some docs (the help does)', () => {
    expect(named).toContain('docs/commands.md');
    expect(named).toContain('docs/scripting.md');
  });

  it.each(named)('%s is a file of the package', (path) => {
    expect(files, path).toContain(path.split('/')[0]);
    expect(existsSync(join(root, path)), path).toBe(true);
  });
});
