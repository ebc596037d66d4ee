/**
 * docs/record-format.md shows a record first: a player opening the page read the file's encodings
 * and some 30 lines of the ways an announcement is read (decks, masts, accusatives, contractions)
 * before seeing what a record looks like. The annotated record now follows the page's first
 * paragraph; the encodings and the reading of announcements come after it, every word kept.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DOC = join(import.meta.dirname, '..', '..', 'docs', 'record-format.md');

describe('docs/record-format.md', () => {
  it('shows the annotated record after its first paragraph, before how announcements are read', async () => {
    const doc = await readFile(DOC, 'utf8');
    const lines = doc.split('\n');
    const example = lines.findIndex((l, i) => l === '```yaml' && lines[i + 1]!.startsWith('# comments are kept'));
    expect(example).toBeGreaterThan(0);
    expect(example).toBeLessThan(12);
    const reading = doc.indexOf('Announcements are read as people say them');
    expect(reading).toBeGreaterThan(doc.indexOf('```yaml\n# comments are kept'));
    expect(reading).toBeLessThan(doc.indexOf('## Header'));
  });
});
