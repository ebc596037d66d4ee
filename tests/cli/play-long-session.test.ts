/**
 * A whole scripted `salvo play` session late in a long game (two sessions on one Statki 15×15
 * record: salvos, whose turn, a result not read, undo, the charts, a cell off the board, a cell
 * fired at again, a session left at a result prompt and the next giving that result first) says and
 * saves byte for byte what it does with the readings remembered (record/reading-memo.ts: the
 * record's text, an announcement's words) as with every text read afresh, as before they were remembered.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { formatCell } from '../../src/core/coords.js';
import { formatAnnouncement, parseAnnouncement } from '../../src/record/announcement-text.js';
import { parseRecord } from '../../src/record/parse.js';
import { readingMemo } from '../../src/record/reading-memo.js';
import { loadVariant } from '../../src/variant/load.js';
import { longRecord } from '../helpers/long-record.js';

const ROOT = resolve(import.meta.dirname, '..', '..');

afterEach(() => {
  readingMemo.enabled = true;
});

describe('a long play session, readings remembered', () => {
  it('says and saves the same as with every text read afresh', async () => {
    const variant = await loadVariant('statki-15', { cwd: ROOT });
    const kept = 300;
    const { text, rest } = longRecord(variant, 7, kept);
    expect(rest.length).toBeGreaterThan(8);
    const typed = (i: number): string => rest[i]!.cells.map((c) => formatCell(c, variant.board)).join(' ');
    const said = (i: number, lang = 'en'): string => formatAnnouncement(rest[i]!.announcement!, variant, lang);
    const first = [typed(0), said(0), 'turn', typed(1), 'bogus', said(1), 'undo', typed(1), said(1), 'show', 'Z99', typed(2), said(2), typed(0), typed(3), said(3), typed(4), said(4), typed(5), ''].join('\n');
    const second = [said(5, 'pl'), typed(6), said(6, 'pl'), 'show', 'quit', ''].join('\n');
    const sessions = async (memo: boolean): Promise<readonly unknown[]> => {
      readingMemo.enabled = memo;
      const dir = await mkdtemp(join(tmpdir(), 'salvo-long-session-'));
      await writeFile(join(dir, 'game.yaml'), text);
      const out: unknown[] = [];
      for (const [input, lang] of [
        [first, 'en'],
        [second, 'pl'],
      ] as const) {
        const m = memoryIO(input, {}, dir);
        const code = await main(['node', 'salvo', 'play', 'game.yaml', '--lang', lang], m.io);
        out.push(code, m.stdout, m.stderr, await readFile(join(dir, 'game.yaml'), 'utf8'));
      }
      return out;
    };
    const before = await sessions(false);
    const now = await sessions(true);
    expect(before[0]).toBe(0);
    expect(before[1]).toContain(`saved shot ${kept + 5}`);
    expect(before[5]).toContain(`zapisano strzał ${kept + 7}`);
    expect(now).toEqual(before);
  }, 300_000);

  it('reads a text once for a variant and file name, and reads it again under another name', async () => {
    const variant = await loadVariant('statki-15', { cwd: ROOT });
    const { text } = longRecord(variant, 7, 20);
    const once = parseRecord(text, variant, { file: 'game.yaml' });
    expect(parseRecord(text, variant, { file: 'game.yaml' })).toBe(once);
    const other = parseRecord(text, variant, { file: 'other.yaml' });
    expect(other).not.toBe(once);
    expect(other.sources.file).toBe('other.yaml');
    expect(parseRecord(text, variant)).not.toBe(once);
    readingMemo.enabled = false;
    expect(parseRecord(text, variant, { file: 'game.yaml' })).toEqual(once);
  });

  it("reads an announcement's words once for a variant, count of shots and language", async () => {
    const variant = await loadVariant('statki-15', { cwd: ROOT });
    const once = parseAnnouncement('trafiony zatopiony', variant, 1, 'pl');
    expect(once.announcement).not.toBeNull();
    expect(parseAnnouncement('trafiony zatopiony', variant, 1, 'pl')).toBe(once);
    expect(parseAnnouncement('trafiony zatopiony', variant, 1, 'en')).not.toBe(once);
    expect(parseAnnouncement('trafiony zatopiony', variant, 2, 'pl')).not.toBe(once);
    readingMemo.enabled = false;
    expect(parseAnnouncement('trafiony zatopiony', variant, 1, 'pl')).toEqual(once);
  });
});
