/**
 * A record that cannot be read at all (its variant is not a template nor a file) is said by `play`
 * and `record` in the record's language (its header's `language:`, or --lang), as `check` says it;
 * English with --lang en, and on `record --json`'s standard error (mutation round 4: Y01).
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const BROKEN = `variant: statkii
language: pl
sides:
  ala: Ala
  tomek: Tomek
salvos:
  - ala: A1 -> pudło
`;

let dir: string;
const run = (args: string[], input = '') => runSalvo(dir, args, input);
/** The lines of `text` of the code unknown-variant. */
const unknownVariant = (text: string): string[] => text.split('\n').filter((l) => l.includes(' unknown-variant: '));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-unreadable-language-'));
  await writeFile(join(dir, 'broken.yaml'), BROKEN);
});

describe('a record whose variant cannot be found', () => {
  it('check says it in Polish, the words play and record say too', async () => {
    const c = await run(['check', 'broken.yaml']);
    const [line] = unknownVariant(c.stdout + c.stderr);
    expect(line).toMatch(/ błąd unknown-variant: „statkii” nie jest ani wbudowanym szablonem, ani plikiem \(czy chodziło o statki\? /u);
  });

  it('play says it in Polish, English with --lang en', async () => {
    const r = await run(['play', 'broken.yaml', '--no-charts']);
    expect(r.code).toBe(1);
    expect(unknownVariant(r.stdout + r.stderr)).toEqual([expect.stringMatching(/ błąd unknown-variant: „statkii” nie jest ani wbudowanym szablonem, ani plikiem /u)]);
    const en = await run(['play', 'broken.yaml', '--no-charts', '--lang', 'en']);
    expect(unknownVariant(en.stdout + en.stderr)).toEqual([expect.stringMatching(/ error unknown-variant: "statkii" is neither a built-in template nor a file/u)]);
  });

  it('record says it in Polish, and in English under --json', async () => {
    const r = await run(['record', 'broken.yaml', 'tomek', 'B1', '-r', 'pudło']);
    expect(r.code).toBe(1);
    expect(unknownVariant(r.stdout + r.stderr)).toEqual([expect.stringMatching(/ błąd unknown-variant: „statkii” nie jest ani wbudowanym szablonem, ani plikiem /u)]);
    const json = await run(['record', 'broken.yaml', 'tomek', 'B1', '-r', 'pudło', '--json']);
    expect(json.code).toBe(1);
    expect(unknownVariant(json.stderr)).toEqual([expect.stringMatching(/ error unknown-variant: "statkii" is neither a built-in template nor a file/u)]);
  });
});
