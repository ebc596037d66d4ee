/**
 * `salvo play` says its variant's own warnings (here `label-script`: a Cyrillic С among Latin
 * column labels), as check, infer and record do: once, on standard error, at the start of the
 * session, in the session's language, and not again when the record is read anew after a hand
 * edit. It said none.
 */
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
const RECORD = 'variant: ../mixed.yaml\nsides:\n  kid:\n  grownup:\nsalvos:\n  - kid: A1 -> miss\n';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-play-variant-warnings-'));
  const text = await readFile(new URL('../../examples/variants/little-fleet.yaml', import.meta.url), 'utf8');
  const mixed = text.replace('columnLabels: [A, B, C, D, E, F]', 'columnLabels: [A, B, \u0421, D, E, F]');
  expect(mixed).not.toBe(text);
  await writeFile(join(dir, 'mixed.yaml'), mixed);
  await mkdir(join(dir, 'games'));
});

/** The times `part` is in `text`. */
const times = (text: string, part: string): number => text.split(part).length - 1;

describe("play says its variant's warnings", () => {
  it('once at the start, on standard error, as variant check says them; not again on a reload', async () => {
    await writeFile(join(dir, 'games', 'g.yaml'), RECORD);
    const line = (await runSalvo(dir, ['variant', 'check', 'mixed.yaml'])).stdout.split('\n')[0]!;
    expect(line).toMatch(/^mixed\.yaml:\d+:\d+: warning label-script: /u);
    const m = memoryIO('', {}, dir);
    // A shot, then a hand edit of the record (play reads it anew), then another shot.
    async function* typed(): AsyncGenerator<string> {
      yield 'B2 -> miss\n';
      while (!m.stdout.includes('saved shot 2')) await new Promise((r) => setTimeout(r, 5));
      await writeFile(join(dir, 'games', 'g.yaml'), `${RECORD}  - grownup: B2 -> miss\n# a note by hand\n`);
      yield 'A3 -> miss\n';
    }
    const io = { ...m.io, stdin: Readable.from(typed()) };
    expect(await main(['node', 'salvo', 'play', 'games/g.yaml', '--no-charts'], io)).toBe(0);
    expect(m.stdout).toContain('was changed by someone else');
    expect(m.stdout).toContain('saved shot 3: kid: A3 -> miss');
    expect(times(m.stderr, `${line}\n`)).toBe(1);
    expect(m.stderr.startsWith(`${line}\n`)).toBe(true);
    expect(m.stdout).not.toContain('label-script');
  });

  it("in the session's language", async () => {
    await writeFile(join(dir, 'games', 'r.yaml'), RECORD);
    const line = (await runSalvo(dir, ['variant', 'check', 'mixed.yaml', '--lang', 'ru'])).stdout.split('\n')[0]!;
    expect(line).toMatch(/^mixed\.yaml:\d+:\d+: предупреждение label-script: /u);
    const r = await runSalvo(dir, ['play', 'games/r.yaml', '--lang', 'ru', '--no-charts'], 'B2 -> мимо\n');
    expect(r.code).toBe(0);
    expect(times(r.stderr, `${line}\n`)).toBe(1);
  });
});
