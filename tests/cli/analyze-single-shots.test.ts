/**
 * `salvo analyze` in English on a game where every salvo is one shot (the 1967 rules, Морской бой
 * or Statki with --lang en) speaks of shots, as Russian and Polish do and as `play` and `record`
 * do: the table's `best shot`, the totals' `the best shots' expected`, `certain: … after shot 2`,
 * `analysis stopped: shot 5 (…)`. The referee's line keeps `check`'s words; a game of salvos is
 * as before.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';

async function analyze(record: string, args: readonly string[] = []): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'salvo-single-'));
  writeFileSync(join(dir, 'r.yaml'), record);
  const m = memoryIO('', {}, dir);
  const code = await main(['node', 'salvo', 'analyze', 'r.yaml', '--workers', '1', ...args], m.io);
  expect(code).toBe(0);
  return m.stdout;
}

/** The report's own lines: not the referee's diagnostics (`r.yaml:7:5: warning …`), which are check's. */
const own = (out: string): string[] => out.split('\n').filter((l) => !/^r\.yaml:\d+:\d+: /u.test(l));

describe('analyze in English, a game of single shots', () => {
  // Blue hits the destroyer twice and sinks it; its third shot has no announcement yet.
  const RECORD = 'variant: classic-1967\nsalvos:\n  - blue: A1 -> hit\n  - red: J10 -> miss\n  - blue: A2 -> sunk destroyer\n  - red: J9 -> miss\n  - blue: C5\n';

  it('names shots in its table, totals, certain line, stop line and column legend, never salvos', async () => {
    const lines = own(await analyze(RECORD));
    const heads = lines.filter((l) => l.startsWith('#'));
    expect(heads).toHaveLength(2);
    for (const h of heads) expect(h.split(/ {2,}/u)).toContain('best shot');
    expect(lines.filter((l) => l.startsWith('totals: ')).every((l) => l.includes(" the best shots' expected "))).toBe(true);
    expect(lines).toContain('certain: Aircraft carrier never, Battleship never, Cruiser never, Submarine never, Destroyer after shot 2');
    expect(lines).toContain("analysis stopped: shot 5 (blue's 3rd) has no recorded announcement");
    const legend = lines.find((l) => l.startsWith('columns: '))!;
    expect(legend).toContain('best shot: the shot with the most expected hits at that moment');
    // The referee's summary is check's, which counts shots in English too.
    expect(lines[0]).toBe('referee: no breaches in 5 shots');
    expect(lines.slice(1).join('\n')).not.toMatch(/salvo/u);
  });

  it('Морской бой with --lang en: shots too, and a side that has not fired has no shots to judge', async () => {
    const record = 'variant: morskoy-boy\nsides:\n  первый: Оля\n  второй: Дима\nsalvos:\n  - первый: А1 -> мимо\n';
    const lines = own(await analyze(record, ['--lang', 'en']));
    expect(lines[0]).toBe('referee: no breaches in 1 shot');
    expect(lines.filter((l) => l.startsWith('#')).every((h) => h.includes('  best shot  '))).toBe(true);
    expect(lines.filter((l) => l.startsWith('verdict: '))).toEqual([expect.stringMatching(/^verdict: \w+ aim: /u), 'verdict: no shots to judge']);
    expect(lines.slice(1).join('\n')).not.toMatch(/salvo/u);
  });

  it('a game of salvos (Jutland) keeps its salvos', async () => {
    const record = 'variant: jutland\nsalvos:\n  - blue: A1 B2 C3 D4 E5 F6 -> no hits\n  - red: J1 I2 H3 G4 F5 E6 -> no hits\n';
    const lines = own(await analyze(record));
    expect(lines.filter((l) => l.startsWith(' #')).every((h) => h.includes('  best salvo  '))).toBe(true);
    expect(lines.filter((l) => l.startsWith('totals: ')).every((l) => l.includes(" the best salvos' expected "))).toBe(true);
    expect(lines.find((l) => l.startsWith('columns: '))).toContain("best salvo: the salvo of as many shots with the most expected hits");
  });
});
