/**
 * `salvo play` works out whose turn it is once for each record it has (play.ts, Session.turn), not
 * once more for the prompt, the cells judged and the result asked for: each replayed the whole
 * record (record/session.ts, turnInfo), the same record each time. Counted here, each session's
 * transcript and saved file the same as the one before it asserts elsewhere (play-long-record).
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const asked = { turnInfo: 0 };
vi.mock('../../src/record/session.js', async (original) => {
  const m = await original<typeof import('../../src/record/session.js')>();
  return { ...m, turnInfo: (...a: Parameters<typeof m.turnInfo>) => (asked.turnInfo++, m.turnInfo(...a)) };
});

const { memoryIO } = await import('../../src/cli/io.js');
const { main } = await import('../../src/cli/main.js');
const { formatCell } = await import('../../src/core/coords.js');
const { formatAnnouncement } = await import('../../src/record/announcement-text.js');
const { loadVariant } = await import('../../src/variant/load.js');
const { longRecord } = await import('../helpers/long-record.js');

const ROOT = resolve(import.meta.dirname, '..', '..');

describe('whose turn it is, in play', () => {
  it('is worked out once for each salvo saved late in a Statki 15×15 game, not for each question asked of the same record', async () => {
    const variant = await loadVariant('statki-15', { cwd: ROOT });
    const { text, rest } = longRecord(variant, 7, 200);
    const typed = rest.slice(0, 3).flatMap((t) => [t.cells.map((c) => formatCell(c, variant.board)).join(' '), formatAnnouncement(t.announcement!, variant, 'en')]);
    const session = async (lines: readonly string[]): Promise<{ asked: number; out: string }> => {
      const dir = await mkdtemp(join(tmpdir(), 'salvo-turn-once-'));
      await writeFile(join(dir, 'game.yaml'), text);
      const m = memoryIO([...lines, 'quit', ''].join('\n'), {}, dir);
      asked.turnInfo = 0;
      expect(await main(['node', 'salvo', 'play', 'game.yaml', '--lang', 'en', '--no-charts'], m.io)).toBe(0);
      return { asked: asked.turnInfo, out: m.stdout };
    };
    const opened = await session([]);
    const three = await session(typed);
    expect(three.out).toContain('saved shot 203');
    // One for the record as opened, and one for each of the three records saved after it.
    expect(opened.asked).toBe(1);
    expect(three.asked).toBe(4);
  }, 120_000);
});
