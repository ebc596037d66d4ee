/**
 * infer --json and suggest --json give what could not be read among `warnings` (the evidence goes
 * on without it, exit 0) with `severity: "warning"`, as they always did, though the text calls it
 * an error (`error cell-off-board`, `1 reading error`). `kind: "reading-error"` tells it from a
 * line read with a guess (a reading warning, no `kind`) and from a size left out.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');

type Warning = { severity: string; kind?: string; code: string; salvo?: number };

describe('what could not be read, in infer and suggest --json', () => {
  it('is a warning with kind "reading-error"; a line read with a guess has no kind', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-reading-kind-'));
    const text = await readFile(join(root, 'examples', 'jutland.yaml'), 'utf8');
    const [head, body] = text.split('\nsalvos:\n') as [string, string];
    const lines = body.split('\n').filter((l) => l.startsWith('  - ')).slice(0, 6);
    lines[1] = lines[1]!.replace(' A4 ', ' Z99 ');
    // A line without its "->": read with a guess, a reading warning.
    lines[2] = lines[2]!.replace(' -> ', ' ');
    await writeFile(join(dir, 'g.yaml'), `${head}\nsalvos:\n${lines.join('\n')}\n`);
    const infer = await runSalvo(dir, ['infer', 'g.yaml', '--target', 'blue', '--json']);
    const suggest = await runSalvo(dir, ['suggest', 'g.yaml', '--side', 'red', '--json']);
    for (const r of [infer, suggest]) {
      expect(r.code).toBe(0);
      const warnings = (JSON.parse(r.stdout) as { warnings: Warning[] }).warnings;
      const unread = warnings.filter((w) => w.code === 'cell-off-board');
      expect(unread).toHaveLength(1);
      expect(unread[0]).toMatchObject({ severity: 'warning', kind: 'reading-error', salvo: 2 });
      // Right after the severity, before the code.
      expect(Object.keys(unread[0]!).slice(0, 3)).toEqual(['severity', 'kind', 'code']);
      const others = warnings.filter((w) => w.code !== 'cell-off-board');
      expect(others.length).toBeGreaterThan(0);
      for (const w of others) expect(w.kind, w.code).toBeUndefined();
    }
    // Its text says it as an error, and counts it as one.
    expect(infer.stderr).toMatch(/g\.yaml:\d+:\d+: error cell-off-board: salvo 2: /u);
  });
});
