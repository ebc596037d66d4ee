/**
 * `check --lang en` (and `record`, which says the record's slips as check does) of a Russian
 * record: the message speaks English, but a line it says to write (`write -> попал`, the turn line
 * with its miss last) is in the record's own words, so that written in it reads back as the
 * result meant and does not mix languages on one line (`- первый: Б4 -> hit`).
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { formatAnnouncement, parseAnnouncement } from '../../src/record/announcement-text.js';
import { loadVariant } from '../../src/variant/load.js';

const root = join(import.meta.dirname, '..', '..');

/** examples/morskoy-boy.yaml up to its turn `первый: Б4 Б5 -> попал, мимо` (fleets revealed), with `первый: Б4 -> мимо` written for it: the fleet gives a hit. */
async function written(): Promise<{ dir: string; text: string; line: string }> {
  const lines = (await readFile(join(root, 'examples', 'morskoy-boy.yaml'), 'utf8')).split('\n');
  const at = lines.indexOf('  - первый: Б4 Б5 -> попал, мимо');
  expect(at).toBeGreaterThan(0);
  const line = '  - первый: Б4 -> мимо';
  const text = `${lines.slice(0, at).join('\n')}\n${line}\n`;
  const dir = await mkdtemp(join(tmpdir(), 'salvo-write-words-'));
  await writeFile(join(dir, 'g.yaml'), text);
  return { dir, text, line };
}

/** The result `write -> X` says, up to the `;` or `:` after it. */
const toWrite = (said: string): string | undefined => /write -> ([^;:)]+)[;:)]/u.exec(said)?.[1];

describe('a line to write, said in English of a Russian record', () => {
  it('check --lang en says the result to write in the record\'s words; written in, it reads as the result the fleet gives', async () => {
    const v = await loadVariant('morskoy-boy', { cwd: root });
    const { dir, text, line } = await written();
    const c = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    const said = c.stdout.split('\n').find((l) => l.includes(' announcement-contradicts-fleet: '))!;
    // The message speaks English (`the fleet gives "hit"`); the line to write is the record's.
    expect(said).toContain('the fleet gives "hit"');
    const word = toWrite(said)!;
    expect(word).toBeDefined();
    const read = parseAnnouncement(word, v, 1, 'ru');
    expect(read.announcement).toEqual({ kind: 'per-shot', shots: [{ result: 'hit' }] });
    // In the record's words: the record writes that result so (not `hit` on a Russian line).
    expect(formatAnnouncement(read.announcement!, v, 'ru')).toBe(word);
    // Written in, check finds nothing more to mend.
    await writeFile(join(dir, 'g.yaml'), text.replace(`${line}\n`, `  - первый: Б4 -> ${word}\n`));
    const mended = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(mended.stdout).toContain('no breaches');
  });

  it('record --lang en says the slip of the line in the file with the record\'s words to write, as check does', async () => {
    const { dir } = await written();
    const r = await runSalvo(dir, ['record', 'g.yaml', 'второй', 'А1', '-r', 'мимо', '--lang', 'en']);
    const said = r.stderr.split('\n').find((l) => l.includes(' announcement-contradicts-fleet: '))!;
    const c = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    const checked = c.stdout.split('\n').find((l) => l.includes(' announcement-contradicts-fleet: '))!;
    expect(toWrite(said)).toBe(toWrite(checked));
    expect(toWrite(said)).not.toBe('hit');
  });

  it('the turn line with its miss last is written in the record\'s words, and reads clean', async () => {
    const v = await loadVariant('morskoy-boy', { cwd: root });
    const head = 'variant: morskoy-boy\nlanguage: ru\nsides: { первый: Оля, второй: Дима }\nsalvos:\n';
    const dir = await mkdtemp(join(tmpdir(), 'salvo-write-words-'));
    await writeFile(join(dir, 'm.yaml'), `${head}  - первый: Г2 А1 Д2 -> попал, мимо, убит\n  - второй: А1 -> мимо\n`);
    const c = await runSalvo(dir, ['check', 'm.yaml', '--lang', 'en']);
    const line = /write (- первый: [^;]+);/u.exec(c.stdout)?.[1];
    expect(line).toBeDefined();
    const results = line!.split(' -> ')[1]!;
    const read = parseAnnouncement(results, v, 3, 'ru');
    expect(read.announcement?.kind).toBe('per-shot');
    expect(formatAnnouncement(read.announcement!, v, 'ru')).toBe(results);
    await writeFile(join(dir, 'm.yaml'), `${head}  ${line}\n  - второй: А1 -> мимо\n`);
    const mended = await runSalvo(dir, ['check', 'm.yaml', '--lang', 'en']);
    expect(mended.stdout).toContain('no breaches');
  });
});
