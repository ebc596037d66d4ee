/**
 * play writes a salvo's note in place: the note of that salvo, wherever it sits among the
 * salvo's keys, and no line of the next salvo nor a key after the note; the rest of the file
 * byte for byte, with no backup (a record rewritten whole would keep one).
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-note-lines-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);
const read = (name: string) => readFile(join(dir, name), 'utf8');
const noBackup = () => expect(readFile(join(dir, 'g.yaml.bak'), 'utf8')).rejects.toThrow();

/** Blue's first salvo without its result, red's answered. */
const CLASSIC = [
  'variant: classic-salvo',
  'sides:',
  '  blue: Ann',
  '  red: Ben',
  'salvos:',
  '  - blue: A1 B2 C3 D4 E5',
  '  - red: A1 B2 C3 D4 E5 -> miss, miss, miss, miss, miss',
  '',
].join('\n');
const KEPT = 'announcement not recorded (the session ended); result typed: blah';

describe('a note written under a salvo', () => {
  it("goes under that salvo, the next salvo's note left as it was", async () => {
    const before = `${CLASSIC}    note: red's own words\n`;
    await writeFile(join(dir, 'g.yaml'), before);
    await run(['play', 'g.yaml', '--no-charts'], 'blah\n');
    expect(await read('g.yaml')).toBe(before.replace('E5\n', `E5\n    note: "${KEPT}"\n`));
    await noBackup();
  });

  it('before forced: true is replaced alone, forced kept after it', async () => {
    const before = CLASSIC.replace('E5\n', 'E5\n    note: called loudly\n    forced: true\n');
    await writeFile(join(dir, 'g.yaml'), before);
    await run(['play', 'g.yaml', '--no-charts'], 'blah\n');
    expect(await read('g.yaml')).toBe(before.replace('note: called loudly', `note: "${KEPT}; called loudly"`));
    await noBackup();
  });

  it("after forced: true, play's own, is taken out where it sits once the result is given", async () => {
    const before = CLASSIC.replace('E5\n', `E5\n    forced: true\n    note: "${KEPT}"\n`);
    await writeFile(join(dir, 'g.yaml'), before);
    await run(['play', 'g.yaml', '--no-charts'], 'miss, miss, miss, miss, miss\n');
    expect(await read('g.yaml')).toBe(CLASSIC.replace('E5\n', 'E5 -> miss, miss, miss, miss, miss\n    forced: true\n'));
    await noBackup();
  });

  it('of several lines, a blank line after it and forced: true: the blank line and forced kept', async () => {
    const before = CLASSIC.replace('E5\n', 'E5\n    note: |\n      line one\n      line two\n\n    forced: true\n');
    await writeFile(join(dir, 'g.yaml'), before);
    await run(['play', 'g.yaml', '--no-charts'], 'blah\n');
    expect(await read('g.yaml')).toBe(CLASSIC.replace('E5\n', `E5\n    note: "${KEPT}; line one\\nline two\\n"\n\n    forced: true\n`));
    await noBackup();
  });
});
