/**
 * `salvo play` reads each record it saves back, to be sure the file says what was meant
 * (record/session.ts, readsAs), and what check would leave unjudged of the new salvo is found in
 * that reading. Where the save is the text before with one salvo line added at its end, the
 * reading is the one before with that line read alone (record/parse.ts, parseRecordAppended), not
 * the whole YAML composed again: the whole records' YAML composed is counted here, for a session
 * that saves three shots late in a Statki 15×15 game and one that saves three salvos of Jutland.
 * The readings are the same (tests/record/append-reading.property.test.ts); what play says and
 * saves, the same as before (play-long-record, play-turn-once).
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const composed = { records: 0 };
vi.mock('../../src/variant/yaml-source.js', async (original) => {
  const m = await original<typeof import('../../src/variant/yaml-source.js')>();
  // A record's whole YAML: its header and list (a salvo line read alone is `salvos:` and that line).
  const whole = (text: string): boolean => /^variant\s*:/mu.test(text) && /^salvos\s*:/mu.test(text);
  return { ...m, loadYamlDocument: (...a: Parameters<typeof m.loadYamlDocument>) => (whole(a[0]) && composed.records++, m.loadYamlDocument(...a)) };
});

const { memoryIO } = await import('../../src/cli/io.js');
const { main } = await import('../../src/cli/main.js');
const { formatCell } = await import('../../src/core/coords.js');
const { formatAnnouncement } = await import('../../src/record/announcement-text.js');
const { loadVariant } = await import('../../src/variant/load.js');
const { longRecord } = await import('../helpers/long-record.js');

const ROOT = resolve(import.meta.dirname, '..', '..');

async function session(text: string, lines: readonly string[]): Promise<{ composed: number; out: string; saved: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-reads-back-'));
  await writeFile(join(dir, 'game.yaml'), text);
  const m = memoryIO([...lines, 'quit', ''].join('\n'), {}, dir);
  composed.records = 0;
  expect(await main(['node', 'salvo', 'play', 'game.yaml', '--lang', 'en', '--no-charts'], m.io), m.stderr).toBe(0);
  return { composed: composed.records, out: m.stdout, saved: await readFile(join(dir, 'game.yaml'), 'utf8') };
}

describe('play reading back what it saved', () => {
  for (const [id, seed, kept, said] of [
    ['statki-15', 7, 200, 'saved shot 203'],
    ['jutland', 3, 10, 'saved salvo 13'],
  ] as const) {
    it(`composes no record's whole YAML again for a salvo line added at the end (${id})`, async () => {
      const variant = await loadVariant(id, { cwd: ROOT });
      const { text, rest } = longRecord(variant, seed, kept);
      const typed = rest.slice(0, 3).flatMap((t) => [t.cells.map((c) => formatCell(c, variant.board)).join(' '), formatAnnouncement(t.announcement!, variant, 'en')]);
      const three = await session(text, typed);
      expect(three.out).toContain(said);
      // The three salvos saved, each a line at the end.
      expect(three.saved.startsWith(text)).toBe(true);
      expect(three.saved.slice(text.length).split('\n')).toHaveLength(4);
      // The record as opened is composed (once at most: a reading remembered from an earlier test is not composed again); the three saved after it, not again.
      expect(three.composed).toBeLessThanOrEqual(1);
    }, 120_000);
  }

  it("composes no record's whole YAML again for each shot of a turn typed at once, written on one line (statki-15)", async () => {
    const variant = await loadVariant('statki-15', { cwd: ROOT });
    const { text, rest } = longRecord(variant, 7, 200);
    // The first side to fire two shots running in what is left: its turn from the first of them, typed at once.
    const start = rest.findIndex((t, k) => k + 1 < rest.length && rest[k + 1]!.side === t.side);
    expect(start).toBeGreaterThanOrEqual(0);
    let end = start;
    while (end + 1 < rest.length && rest[end + 1]!.side === rest[start]!.side) end++;
    const turn = rest.slice(0, end + 1);
    const before = turn.slice(0, start).flatMap((t) => [t.cells.map((c) => formatCell(c, variant.board)).join(' '), formatAnnouncement(t.announcement!, variant, 'en')]);
    const shots = turn.slice(start);
    const typed = [...before, shots.map((t) => formatCell(t.cells[0]!, variant.board)).join(' '), shots.map((t) => formatAnnouncement(t.announcement!, variant, 'en')).join(', ')];
    const played = await session(text, typed);
    // The turn on one line at the end, after the shots before it.
    const added = played.saved.slice(text.length).split('\n');
    expect(added).toHaveLength(start + 2);
    expect(added[start]).toContain(`: ${shots.map((t) => formatCell(t.cells[0]!, variant.board)).join(' ')} -> `);
    expect(played.composed).toBeLessThanOrEqual(1);
  }, 120_000);
});
