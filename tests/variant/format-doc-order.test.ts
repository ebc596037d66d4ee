/**
 * docs/variant-format.md opens with the format, not with its error messages: a designer opening
 * the page read some 75 lines of slips and what each is told (misspelt keys, numbers in quotes,
 * YAML's traps) before the annotated example of the keys. The example now comes first, after the
 * commands and the localized texts; the slips are under Diagnostics, every word of them kept.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DOC = join(import.meta.dirname, '..', '..', 'docs', 'variant-format.md');

/** A `## ` section of the page, up to the next `## ` heading. */
function section(doc: string, heading: string): string {
  const at = doc.indexOf(`\n## ${heading}\n`);
  expect(at, heading).toBeGreaterThan(0);
  const end = doc.indexOf('\n## ', at + 1);
  return doc.slice(at, end < 0 ? undefined : end);
}

describe('docs/variant-format.md', () => {
  it('shows the annotated example of the keys near its top, before any slip it is told', async () => {
    const doc = await readFile(DOC, 'utf8');
    const lines = doc.split('\n');
    const example = lines.findIndex((l, i) => l === '```yaml' && lines[i + 1]!.startsWith('id: jutland'));
    expect(example).toBeGreaterThan(0);
    expect(example).toBeLessThan(30);
    expect(lines.slice(0, example).join('\n')).not.toContain('unknown key');
  });

  it('tells the slips a designer makes under Diagnostics', async () => {
    const diagnostics = section(await readFile(DOC, 'utf8'), 'Diagnostics');
    expect(diagnostics).toContain('### Slips told what to write');
    expect(diagnostics).toContain('`board.colums: unknown key "colums" (did you mean "columns"?)`');
    expect(diagnostics).toContain('is told the side\'s id (`did you mean "red"?`)');
  });
});
