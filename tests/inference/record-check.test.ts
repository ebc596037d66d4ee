/**
 * `salvo check` reports announcements that no legal fleet could have produced: the first salvo
 * after which none fits and the smallest set of announcements in conflict, positioned in the
 * record; honest records stay clean.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { memoryIO } from '../../src/cli/io.js';

const RECORD = `variant: classic-1967
sides:
  blue: Dad
  red: Jenny
salvos:
  - blue: A1 -> hit
  - red: C3 -> miss
  - blue: F6 -> miss
  - red: C4 -> miss
  - blue: A2 -> miss
  - red: C5 -> miss
  - blue: B1 -> miss
  - red: C6 -> miss
`;

describe('salvo check: impossible announcements', () => {
  it('names the first impossible salvo and the conflicting ones', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-check-'));
    writeFileSync(join(dir, 'game.yaml'), RECORD);
    const m = memoryIO('', {}, dir);
    expect(await main(['node', 'salvo', 'check', 'game.yaml'], m.io)).toBe(1);
    // A hit on A1 with A2 and B1 both missed: no ship of two or more cells fits.
    expect(m.stdout).toMatch(/game\.yaml:12:\d+: error announcements-impossible: salvo 7: no legal fleet of red fits the announcements after salvo 7; these conflict: salvos 1, 5, 7/);
  });

  it('leaves an honest record clean', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-check-'));
    writeFileSync(join(dir, 'game.yaml'), RECORD.replace('B1 -> miss', 'B1 -> hit'));
    const m = memoryIO('', {}, dir);
    expect(await main(['node', 'salvo', 'check', 'game.yaml'], m.io)).toBe(0);
    expect(m.stdout).not.toContain('announcements-impossible');
  });
});
