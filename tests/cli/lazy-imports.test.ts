/**
 * Start-up cost: every `salvo` command loads src/cli/main.ts and everything it imports
 * statically. pdfkit and fontkit alone cost about half a second, so they (and the modules that
 * import them) must be reached only through `await import(...)` inside the commands that write
 * a PDF or check glyphs. This test walks the static import graph of the sources (import/export
 * declarations, not `import(` calls) and fails if one of them is reached again.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Packages too slow to load for commands that do not need them. */
const HEAVY_PACKAGES = ['pdfkit', 'fontkit'];
/** Source modules that import them (or exist only to write PDFs). */
const PDF_MODULES = ['src/render/pdf.ts', 'src/render/fonts.ts', 'src/render/pad.ts', 'src/render/report-pdf.ts'];
/** The after-the-game analysis (analyze, suggest, simulate): loaded only by those commands. */
const ANALYSIS_MODULES = ['src/analysis/analyze.ts', 'src/analysis/simulate.ts', 'src/analysis/suggest.ts'];
const HEAVY_MODULES = [...PDF_MODULES, ...ANALYSIS_MODULES];

/**
 * The runtime specifiers a TypeScript file imports statically: `import … from '…'`,
 * `import '…'` and `export … from '…'`, skipping `import type` / `export type` (erased).
 */
export function staticImports(source: string): string[] {
  const specifiers: string[] = [];
  // Declarations start a line; the clause may span lines up to `from '…'`.
  const declaration = /^[ \t]*(import|export)\b(?!\s*[(.])([^;'"]*?)(\bfrom\s*)?(['"])([^'"\n]+)\4/gm;
  for (const m of source.matchAll(declaration)) {
    const [, keyword, clause = '', from, , specifier = ''] = m;
    if (from === undefined && (keyword === 'export' || clause.trim() !== '')) continue;
    if (/^\s*type\b(?!\s*,)/.test(clause)) continue;
    specifiers.push(specifier);
  }
  return specifiers;
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string);
}

function resolveRelative(fromFile: string, specifier: string): string {
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [base.replace(/\.js$/, '.ts'), base, `${base}.ts`, join(base, 'index.ts')];
  const found = candidates.find((c) => existsSync(c) && c.endsWith('.ts'));
  if (found === undefined) throw new Error(`cannot resolve ${specifier} from ${relative(ROOT, fromFile)}`);
  return found;
}

export interface ImportGraph {
  /** Each reached source file (relative to the root) with the chain of files that reaches it. */
  readonly files: ReadonlyMap<string, readonly string[]>;
  /** Each reached package with the chain of files that imports it. */
  readonly packages: ReadonlyMap<string, readonly string[]>;
}

export function staticImportGraph(entry: string): ImportGraph {
  const files = new Map<string, readonly string[]>();
  const packages = new Map<string, readonly string[]>();
  const queue: [string, readonly string[]][] = [[resolve(ROOT, entry), []]];
  while (queue.length > 0) {
    const [file, via] = queue.shift() as [string, readonly string[]];
    const rel = relative(ROOT, file);
    if (files.has(rel)) continue;
    const chain = [...via, rel];
    files.set(rel, chain);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) queue.push([resolveRelative(file, specifier), chain]);
      else if (!packages.has(packageName(specifier))) packages.set(packageName(specifier), chain);
    }
  }
  return { files, packages };
}

describe('staticImports', () => {
  it('reads import and export declarations, not dynamic imports or type-only imports', () => {
    const source = [
      "import { a } from './a.js';",
      'import {',
      '  b,',
      '  type C,',
      "} from './b.js';",
      "import type { D } from './d.js';",
      "import './side-effect.js';",
      "import E, { type F } from 'e-package';",
      "export { g } from './g.js';",
      "export type { H } from './h.js';",
      "export * from './star.js';",
      "export const x = 'not-a-module';",
      "const lazy = await import('./lazy.js');",
      "  const { pdf } = await import('pdfkit');",
      " * import { doc } from './comment.js' (inside a comment, not at a line start)",
    ].join('\n');
    expect(staticImports(source)).toEqual(['./a.js', './b.js', './side-effect.js', 'e-package', './g.js', './star.js']);
  });

  it('finds pdfkit and fontkit behind the pad renderer (the walk is not vacuous)', () => {
    const graph = staticImportGraph('src/render/pad.ts');
    expect([...graph.packages.keys()]).toEqual(expect.arrayContaining(['pdfkit', 'fontkit']));
    expect([...graph.files.keys()]).toEqual(expect.arrayContaining(['src/render/pdf.ts', 'src/render/fonts.ts']));
  });
});

describe('salvo start-up', () => {
  const graph = staticImportGraph('src/cli/main.ts');

  it('reaches the command modules statically (so their options and help are registered)', () => {
    expect([...graph.files.keys()]).toEqual(expect.arrayContaining(['src/cli/commands/index.ts', 'src/cli/commands/pad.ts', 'src/cli/commands/variant.ts']));
    expect(graph.packages.has('commander')).toBe(true);
  });

  it.each(HEAVY_PACKAGES)('does not load %s before a command that needs it runs', (name) => {
    const chain = graph.packages.get(name);
    expect(chain === undefined ? undefined : [...chain, name].join(' → ')).toBeUndefined();
  });

  it.each(HEAVY_MODULES)('does not load %s before a command that needs it runs', (file) => {
    const chain = graph.files.get(file);
    expect(chain === undefined ? undefined : chain.join(' → ')).toBeUndefined();
  });
});
