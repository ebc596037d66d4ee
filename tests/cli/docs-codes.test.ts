/**
 * Every diagnostic code a user can meet is listed where docs/scripting.md sends a script writer
 * for them: record-format.md, fleet-layouts.md, variant-format.md, or scripting.md's own table of
 * the codes of files and commands. Before it, `record-exists` (new), `output-folder`,
 * `output-stdout` and `file-error` were in no list, and `output-exists`, `pad-too-small`,
 * `fleet-search-exhausted` and `salvo-size-left-out` only in passing in a command's text. The
 * codes are read from the source, where a diagnostic is made (`code: 'x'`, `fail('x', …)`, the
 * variant catalogue, the referee's breaches), so a code added without its line fails here; and
 * the other way, a code of the table that salvo does not say is flagged. Two are run, to see the
 * code said is the one listed.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { VARIANT_CODES } from '../../src/variant/codes.js';
import { VIOLATION_CODES } from '../../src/rules/violations.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The pages with lists of codes (scripting.md: its table, and the kinds of impossibility an `announcements-impossible` breach gives as `reason`). */
const LISTS = ['docs/record-format.md', 'docs/fleet-layouts.md', 'docs/variant-format.md', 'docs/scripting.md'];

/** Not codes a user meets: zod's own issue kind (`custom`, turned into a code of its own before it is said). */
const NOT_LISTED_HERE = new Set(['custom']);

/** Every .ts file under src. */
function sources(dir = join(ROOT, 'src')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** The codes a diagnostic is made with in the source (comments left out). */
function codesInSource(): Set<string> {
  const codes = new Set<string>([...Object.keys(VARIANT_CODES), ...VIOLATION_CODES]);
  for (const file of sources()) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (/^\s*(\*|\/\/|\/\*)/u.test(line)) continue;
      for (const m of line.matchAll(/\bcode: '([a-z][a-z0-9]*(?:-[a-z0-9]+)+)'/gu)) codes.add(m[1]!);
      for (const m of line.matchAll(/\b(?:issue|error|emit|err|violation|problem|fail|warn)\('([a-z][a-z0-9]*(?:-[a-z0-9]+)+)',/gu)) codes.add(m[1]!);
    }
  }
  return codes;
}

/** scripting.md's table of the codes of files and commands: its first cells. */
function scriptingTable(): string[] {
  const doc = readFileSync(join(ROOT, 'docs/scripting.md'), 'utf8');
  const start = doc.indexOf('### Codes of files and commands');
  expect(start).toBeGreaterThan(0);
  const rest = doc.slice(doc.indexOf('\n', start) + 1);
  const end = rest.search(/^#{1,3} /mu);
  const section = end < 0 ? rest : rest.slice(0, end);
  return [...section.matchAll(/^\| `([a-z0-9-]+)` \|/gmu)].map((m) => m[1]!);
}

describe('diagnostic codes in the docs', () => {
  it('lists every code salvo says, in the pages scripting.md names', () => {
    const listed = LISTS.map((f) => readFileSync(join(ROOT, f), 'utf8')).join('\n');
    const codes = codesInSource();
    expect(codes.size).toBeGreaterThan(100);
    expect(codes).toContain('record-exists');
    const missing = [...codes].filter((c) => !NOT_LISTED_HERE.has(c) && !listed.includes(`\`${c}\``));
    expect(missing).toEqual([]);
  });

  it("scripting.md's table lists codes salvo says, each once", () => {
    const table = scriptingTable();
    const codes = codesInSource();
    expect(table.length).toBeGreaterThan(8);
    expect(new Set(table).size).toBe(table.length);
    expect(table.filter((c) => !codes.has(c))).toEqual([]);
  });

  describe('as said', () => {
    let dir = '';
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'salvo-codes-'));
      await writeFile(join(dir, 'g.yaml'), 'variant: classic-1967\nsalvos: []\n');
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it('new over a record there: record-exists, in the table', async () => {
      const m = memoryIO('', {}, dir);
      expect(await main(['node', 'salvo', 'new', 'classic-1967', '-o', 'g.yaml'], m.io)).toBe(1);
      expect(m.stderr).toMatch(/^g\.yaml: error record-exists: /u);
      expect(scriptingTable()).toContain('record-exists');
    });

    it('pad into a folder not there: output-folder, in the table', async () => {
      const m = memoryIO('', {}, dir);
      expect(await main(['node', 'salvo', 'pad', 'classic-1967', '-o', 'none/pad.pdf'], m.io)).toBe(1);
      expect(m.stderr).toMatch(/^none\/pad\.pdf: error output-folder: /u);
      expect(scriptingTable()).toContain('output-folder');
    });
  });
});
