/**
 * docs/record-format.md shows records and, in the block under each, what `salvo check` says of
 * them (`game.yaml:5:5: warning salvo-result-next-line: …`). Each such record, written to
 * game.yaml as shown, gets from `salvo check` every line shown under it, word for word. A quote
 * drifted before: its line numbers those of a record that started with the salvo shown, its salvo
 * number that of a record with a salvo before it.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const ROOT = join(import.meta.dirname, '..', '..');

/** A fenced block of a Markdown text: its info string (`yaml`, or '' for none) and its text. */
interface Block {
  readonly info: string;
  readonly text: string;
}

/** The fenced blocks of `markdown`, in order. */
export function fencedBlocks(markdown: string): Block[] {
  return [...markdown.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gmu)].map((m) => ({ info: m[1]!, text: m[2]! }));
}

/** The whole records shown (a yaml block from `variant:` on) each with the `game.yaml:` lines of the plain block right after it. */
export function recordsWithReports(markdown: string): { record: string; shown: string[] }[] {
  const blocks = fencedBlocks(markdown);
  const out: { record: string; shown: string[] }[] = [];
  for (let i = 0; i + 1 < blocks.length; i++) {
    const [yaml, report] = [blocks[i]!, blocks[i + 1]!];
    if (yaml.info !== 'yaml' || !yaml.text.startsWith('variant:') || report.info !== '') continue;
    const shown = report.text.split('\n').filter((l) => l !== '');
    if (shown.length > 0 && shown.every((l) => /^game\.yaml:\d+:\d+: /u.test(l))) out.push({ record: yaml.text, shown });
  }
  return out;
}

describe('recordsWithReports', () => {
  it('pairs a whole record with the report lines under it, and nothing else', () => {
    const md = [
      '```yaml', 'salvos:', '  - blue: A1', '```', '', '```', 'game.yaml:3:5: warning x', '```', '',
      '```yaml', 'variant: jutland', 'salvos: []', '```', '', '```', 'game.yaml:2:1: warning y', '```', '',
      '```yaml', 'variant: jutland', '```', '', '```', 'not a report', '```', '',
    ].join('\n');
    expect(recordsWithReports(md)).toEqual([{ record: 'variant: jutland\nsalvos: []\n', shown: ['game.yaml:2:1: warning y'] }]);
  });
});

describe("docs/record-format.md's records and what check says of them", () => {
  it('are what salvo check prints of each record shown', { timeout: 60_000 }, async () => {
    const pairs = recordsWithReports(await readFile(join(ROOT, 'docs', 'record-format.md'), 'utf8'));
    expect(pairs.length).toBeGreaterThanOrEqual(2);
    const dir = await mkdtemp(join(tmpdir(), 'salvo-record-format-'));
    const missing: string[] = [];
    for (const { record, shown } of pairs) {
      await writeFile(join(dir, 'game.yaml'), record);
      const r = await runSalvo(dir, ['check', 'game.yaml']);
      const printed = `${r.stdout}${r.stderr}`.split('\n');
      for (const line of shown) if (!printed.includes(line)) missing.push(`${line}\n  printed:\n${printed.join('\n')}`);
    }
    expect(missing).toEqual([]);
  });
});
