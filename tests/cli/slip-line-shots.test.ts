/**
 * A copying slip `record` and `play` say before judging a new shot (a result the revealed fleet
 * contradicts, said as a warning), in English, names shots where every salvo is one, as check
 * says the same finding (`shot 15: … первый's shot 10`), not `salvo 15`.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');

/** examples/morskoy-boy.yaml up to its turn `первый: Б4 Б5 -> попал, мимо`, with `первый: Б4 -> мимо` (the fleet gives попал) after it. */
async function written(): Promise<string> {
  const lines = (await readFile(join(root, 'examples', 'morskoy-boy.yaml'), 'utf8')).split('\n');
  const at = lines.indexOf('  - первый: Б4 Б5 -> попал, мимо');
  expect(at).toBeGreaterThan(0);
  const dir = await mkdtemp(join(tmpdir(), 'salvo-slip-shots-'));
  await writeFile(join(dir, 'g.yaml'), `${lines.slice(0, at).join('\n')}\n  - первый: Б4 -> мимо\n`);
  return dir;
}

/** The line of `text` with `code` in it, from `shot 15:` / `salvo 15:` on, its first bracket's words. */
const said = (text: string, code: string): string | undefined => text.split('\n').find((l) => l.includes(` ${code}: `))?.replace(/^.*? (?:shot|salvo) 15: /u, '$&').split(' [')[0];

describe('a copying slip said in English in a game of single shots', () => {
  it('record and play name shots, as check does', async () => {
    const dir = await written();
    const check = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(said(check.stdout, 'announcement-contradicts-fleet')).toMatch(/shot 15: второй announced "miss" for shot 10 of первый;/u);
    const record = await runSalvo(dir, ['record', 'g.yaml', 'второй', 'А1', '-r', 'мимо', '--lang', 'en']);
    const play = await runSalvo(dir, ['play', 'g.yaml', '--lang', 'en', '--no-charts'], 'quit\n');
    for (const err of [record.stderr, play.stderr]) {
      const line = err.split('\n').find((l) => l.includes(' announcement-contradicts-fleet: '));
      expect(line).toMatch(/^g\.yaml:34:19: warning announcement-contradicts-fleet: shot 15: второй announced "miss" for shot 10 of первый; .*\[rule: announcement matches the fleet; /u);
      expect(line).not.toMatch(/\bsalvos?\b/u);
      // The salvo named once, in the message, as check names it (not again in the bracket).
      expect(line).not.toMatch(/\[shot 10 of первый/u);
    }
  });
});
