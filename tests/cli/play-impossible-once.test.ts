/**
 * `salvo play` in a game of salvos asks whether some legal fleet still fits the announcements of
 * the record with each result typed (game-common.ts, newImpossibleBreaches), again as it saves it
 * (check.ts, unjudgedOfNewSalvos: the record read back from its text) and again at the next
 * prompt (possibleOwed): three records of their own, equal, the sides named in another order and
 * another budget. Asked once (record-check.ts, impossibleAnnouncements remembered): the searches
 * counted for a session saving three Jutland salvos. What the session says and saves is the same
 * (play-long-record, play-turn-once, every play test).
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const worked = { searches: 0 };
vi.mock('../../src/inference/consistency.js', async (original) => {
  const m = await original<typeof import('../../src/inference/consistency.js')>();
  return { ...m, firstImpossible: (...a: Parameters<typeof m.firstImpossible>) => (worked.searches++, m.firstImpossible(...a)) };
});

const { memoryIO } = await import('../../src/cli/io.js');
const { main } = await import('../../src/cli/main.js');
const { formatCell } = await import('../../src/core/coords.js');
const { formatAnnouncement } = await import('../../src/record/announcement-text.js');
const { loadVariant } = await import('../../src/variant/load.js');
const { longRecord } = await import('../helpers/long-record.js');

const ROOT = resolve(import.meta.dirname, '..', '..');

describe('whether a legal fleet still fits, in play', () => {
  it('is searched once for each record of a Jutland session, not again as it is saved and at the next prompt', async () => {
    const variant = await loadVariant('jutland', { cwd: ROOT });
    const { text, rest } = longRecord(variant, 3, 20);
    const typed = rest.slice(0, 3).flatMap((t) => [t.cells.map((c) => formatCell(c, variant.board)).join(' '), formatAnnouncement(t.announcement!, variant, 'en')]);
    const dir = await mkdtemp(join(tmpdir(), 'salvo-impossible-once-'));
    await writeFile(join(dir, 'game.yaml'), text);
    const m = memoryIO([...typed, 'quit', ''].join('\n'), {}, dir);
    worked.searches = 0;
    expect(await main(['node', 'salvo', 'play', 'game.yaml', '--lang', 'en', '--no-charts'], m.io), m.stderr).toBe(0);
    expect(m.stdout).toContain('saved salvo 23');
    // The record as opened, both fleets (the first prompt's shots owed); then for each salvo, its
    // shooter's fleet with the cells typed, and both with its result: 2 + 3 × 3. Before, each
    // salvo's record was searched again as it was saved and at the prompt after it: 2 + 3 × 7.
    expect(worked.searches).toBe(11);
  }, 120_000);
});
