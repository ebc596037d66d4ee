/**
 * `record` and `play`, taking a salvo as announced against a revealed fleet the announcements
 * belie, name the finding `check` says it with: `fleet-copied-wrong` where one ship copied wrong
 * explains the contradictions (check's summary: `see fleet-copied-wrong`), `fleet-belied` where no
 * one ship does (two ships moved). In English and in Polish (Statki), as check's line above the result.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
let dir: string;

/** The finding check's line above the result names (`see fleet-copied-wrong`), in `lang`. */
async function checkSees(file: string, lang: string): Promise<string | undefined> {
  const r = await runSalvo(dir, ['check', file, '--lang', lang]);
  return /\((?:see|см\.|zob\.) (fleet-[a-z-]+)\)/u.exec(r.stdout)?.[1];
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-set-aside-named-'));
  const classic = await readFile(join(ROOT, 'examples', 'classic-salvo.yaml'), 'utf8');
  expect(classic).toContain('submarine: H4-J4');
  expect(classic).toContain('destroyer: G7-G8');
  // The last salvo (blue's J4 G8 F7) cut, to be recorded again.
  const cut = (text: string): string => `${text.trimEnd().split('\n').slice(0, -2).join('\n')}\n`;
  // One ship a row down: copied wrong.
  await writeFile(join(dir, 'one.yaml'), cut(classic.replace('submarine: H4-J4', 'submarine: H5-J5')));
  // Two ships moved: no one ship explains it.
  await writeFile(join(dir, 'two.yaml'), cut(classic.replace('submarine: H4-J4', 'submarine: H5-J5').replace('destroyer: G7-G8', 'destroyer: F7-F8')));
  // Copies for play (record writes to the two above).
  await writeFile(join(dir, 'enter.yaml'), await readFile(join(dir, 'one.yaml'), 'utf8'));
  await writeFile(join(dir, 'enter-two.yaml'), await readFile(join(dir, 'two.yaml'), 'utf8'));
  const statki = await readFile(join(ROOT, 'examples', 'statki.yaml'), 'utf8');
  expect(statki).toContain('pancernik: B4-E4');
  await writeFile(join(dir, 'statki.yaml'), `${statki.replace('pancernik: B4-E4', 'pancernik: B3-E3').split('\n').slice(0, 40).join('\n')}\n`);
});

describe('record names the finding check names for a fleet set aside', () => {
  for (const { file, see } of [
    { file: 'one.yaml', see: 'fleet-copied-wrong' },
    { file: 'two.yaml', see: 'fleet-belied' },
  ]) {
    it(`${file}: ${see}`, async () => {
      expect(await checkSees(file, 'en')).toBe(see);
      const r = await runSalvo(dir, ['record', file, 'blue', 'J4', 'G8', 'F7', '--result', 'sunk submarine, sunk destroyer, miss']);
      expect(r.code, r.stderr).toBe(0);
      const why = r.stderr.split('\n').filter((l) => l.startsWith('salvo: '));
      expect(why).toHaveLength(1);
      expect(why[0]).toContain(`(${see}: see salvo check ${file})`);
    });
  }

  it('Statki, in Polish: record and play say fleet-copied-wrong, as check does', async () => {
    expect(await checkSees('statki.yaml', 'pl')).toBe('fleet-copied-wrong');
    await writeFile(join(dir, 'statki-play.yaml'), await readFile(join(dir, 'statki.yaml'), 'utf8'));
    const r = await runSalvo(dir, ['record', 'statki.yaml', 'ala', 'E4', '-r', 'trafiony']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('(fleet-copied-wrong: zob. salvo check statki.yaml)\n');
    const play = await runSalvo(dir, ['play', 'statki-play.yaml', '--no-charts'], 'ala: E4\ntrafiony\nquit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(play.stderr).toContain('(fleet-copied-wrong: zob. salvo check statki-play.yaml)\n');
    expect(play.stderr).not.toContain('(fleet-belied');
  });

  it('play, Enter at the result prompt: says the finding check names', async () => {
    const play = await runSalvo(dir, ['play', 'enter.yaml', '--no-charts', '--lang', 'en'], 'J4 G8 F7\n\nquit\n');
    expect(play.stdout).toContain('as the announcements belie it (fleet-copied-wrong: see salvo check enter.yaml)');
    const two = await runSalvo(dir, ['play', 'enter-two.yaml', '--no-charts', '--lang', 'en'], 'J4 G8 F7\n\nquit\n');
    expect(two.stdout).toContain('as the announcements belie it (fleet-belied: see salvo check enter-two.yaml)');
  });
});
