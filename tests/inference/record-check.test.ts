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
import { isConsistent } from '../../src/inference/consistency.js';
import { indexedEvidence } from '../../src/inference/from-record.js';
import { conflictAgainst, unjudgedSalvos } from '../../src/inference/record-check.js';
import { parseRecord } from '../../src/record/parse.js';
import { loadVariant } from '../../src/variant/load.js';

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
    expect(m.stdout).toMatch(/game\.yaml:12:\d+: error announcements-impossible: shot 7: no legal fleet of red fits the announcements after shot 7; these conflict: shots 1, 5, 7/);
  });

  it('leaves an honest record clean', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-check-'));
    writeFileSync(join(dir, 'game.yaml'), RECORD.replace('B1 -> miss', 'B1 -> hit'));
    const m = memoryIO('', {}, dir);
    expect(await main(['node', 'salvo', 'check', 'game.yaml'], m.io)).toBe(0);
    expect(m.stdout).not.toContain('announcements-impossible');
  });
});

/** `salvo check` on a record text; returns the exit code and the report. */
async function check(text: string): Promise<{ code: number; out: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'salvo-check-'));
  writeFileSync(join(dir, 'game.yaml'), text);
  const m = memoryIO('', {}, dir);
  // In English, as these tests read it (the records are Russian: check speaks Russian unless told).
  const code = await main(['node', 'salvo', 'check', 'game.yaml', '--lang', 'en'], m.io);
  return { code, out: m.stdout };
}

// Blue's first salvo hits red's three-cell ship. If the hit was on б1 or в1, every three-cell
// placement through it meets а1, г1, б2 or в2, all missed later; a hit on к10 is ruled out by
// the misses at к9 and и10. A cell that cannot be read (л1: there is no column л) may have been
// anywhere, so nothing can be concluded from that salvo.
const PERELMAN = (first: string): string => `variant: perelman
salvos:
  - синие: ${first} б1 в1 -> трёхклеточный
  - красные: а1 а2 а3 -> попаданий нет
  - синие: а1 г1 б2 -> попаданий нет
  - красные: б1 б2 б3 -> попаданий нет
  - синие: в2 к9 и10 -> попаданий нет
`;

describe('salvo check: what is not evidence', () => {
  it('judges a whole-salvo announcement when every cell of it reads', async () => {
    const { code, out } = await check(PERELMAN('к10'));
    expect(code).toBe(1);
    expect(out).toMatch(/announcements-impossible: salvo 5: no legal fleet of red fits the announcements after salvo 5; these conflict: salvos 1, 3, 5/);
  });

  it('takes no evidence from a salvo with a cell that cannot be read: neither its size nor its whole-salvo announcement', async () => {
    const { code, out } = await check(PERELMAN('л1'));
    expect(code).toBe(1);
    expect(out).toContain('cell-off-board');
    expect(out).not.toContain('announcements-impossible');
    expect(out).toMatch(/1 breach in 5 salvos/);
  });

  it('does not report a salvo of the wrong size a second time as impossible announcements', async () => {
    // Announced: a last salvo with no announcement may be cut off, its size not judged (referee-cut-off.test.ts).
    const { code, out } = await check('variant: jutland\nsalvos:\n  - blue: A1 B1 -> no hits\n');
    expect(code).toBe(1);
    expect(out).toContain('wrong-salvo-size');
    expect(out).not.toContain('announcements-impossible');
  });
});

describe('salvo check: a salvo size no legal fleet fitting the announcements is owed', () => {
  // Perelman: red owes 2 shots from five hits on (damage 5), else 3. Blue's salvos are diagonal,
  // so one ship takes at most one shot of each; 'трёхклеточный' alone, or 'пятиклеточный' alone,
  // is exactly one hit.
  const record = (first: string, third: string): string => `variant: perelman
sides:
  blue: A
  red: B
salvos:
  - blue: ${first}
  - red: а1 б2 в3 -> попаданий нет
  - blue: ${third}
  - red: а10 б9 -> попаданий нет
`;

  it('lists the size with announcements it conflicts with, each needed (either of blue\'s one-hit salvos is enough)', async () => {
    const text = record('а1 б2 в3 -> трёхклеточный', 'а10 б9 в8 -> пятиклеточный');
    const { out } = await check(text);
    expect(out).toContain('red fired 2 shots in salvo 4, which no legal fleet of red fitting the announcements is owed; these conflict: salvos 1, 4');
    // Blue's salvo 1 taken at its word, its salvo 3 not: at most 1 + 3 hits, short of five; the
    // same the other way round. With neither, the six shots may hit five ships.
    const variant = await loadVariant('perelman', { cwd: process.cwd() });
    const { evidence } = indexedEvidence(variant, parseRecord(text, variant).record, 'red');
    const keep = (salvos: readonly number[]) => ({
      salvos: evidence.salvos.map((s, i) => (salvos.includes(i) ? s : { cells: s.cells, announcement: null })),
      ownSalvoSizes: evidence.ownSalvoSizes!.filter((o) => o.shots === 2),
    });
    expect(isConsistent(variant, keep([0]))).toBe(false);
    expect(isConsistent(variant, keep([1]))).toBe(false);
    expect(isConsistent(variant, keep([]))).toBe(true);
  });

  it('counts the shots of a salvo whose announcement cannot be judged: they may have hit', async () => {
    // л1 cannot be read, so blue's first announcement is not judged; but а1 and б2 were fired and
    // may have hit two ships, which with the three of salvo 3 make five: red may owe 2 shots.
    const text = record('а1 б2 л1 -> трёхклеточный, пятиклеточный', 'а10 б9 в8 -> четырёхклеточный, двухклеточный, госпиталь');
    const variant = await loadVariant('perelman', { cwd: process.cwd() });
    const parsed = parseRecord(text, variant);
    const unjudged = unjudgedSalvos(parsed.record, variant, parsed.sources);
    expect(unjudged.announcements).toEqual(new Set([0]));
    expect(conflictAgainst(variant, parsed.record, 'red', { sources: parsed.sources, unjudged })).toBeNull();
    const { code, out } = await check(text);
    expect(code).toBe(1);
    expect(out).toContain('cell-off-board');
    expect(out).not.toMatch(/announcements-(impossible|unchecked)/);
  });
});
