/**
 * `salvo record` and `salvo play` judge a new shot as `salvo check` judges it once written: a
 * repeat announced "sunk" where no legal fleet fitting the announcements before has the cell in a
 * ship sunk before is a false "sunk" (repeat-sunk.ts), not only a repeat; an announcement no fleet
 * layout gives names the earlier announcements it conflicts with (full-referee.ts conflictsNamed).
 * Each breach said word for word as check says it of the file with the shot in (en/pl).
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

/** A folder holding `text` as `cut.yaml` and `play.yaml`, and `text` with `line` after it as `full.yaml`. */
async function folder(text: string, line: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-as-check-'));
  await writeFile(join(dir, 'cut.yaml'), text);
  await writeFile(join(dir, 'play.yaml'), text);
  await writeFile(join(dir, 'full.yaml'), `${text}${line}\n`);
  return dir;
}

/**
 * The lines of `out` with `code`, without check's place in the file and its "recorded with
 * --force"; `advice` false: without the advice after the finding, which check gives for a line in
 * the file (compare it with the pad) and record and play leave out for a shot typed.
 */
function said(out: string, code: string, advice = true): string[] {
  return out
    .split('\n')
    .filter((l) => l.includes(` ${code}: `))
    .map((l) => l.replace(/^[^ ]*\.yaml:\d+:\d+: /u, '').replace(/; recorded with --force\]/u, ']'))
    .map((l) => (advice ? l : l.replace(/\] \(.*\)$/u, ']')));
}

describe('a repeat announced "sunk" no legal fleet has in a ship sunk before', () => {
  // Blue's A1 hit after the destroyer sank at A2 (with B2): A1 again "sunk destroyer" is false.
  const text = 'variant: classic-1967\nsides: { blue: Sam, red: Priya }\nsalvos:\n  - blue: B2 -> hit\n  - red: J10 -> miss\n  - blue: A2 -> sunk destroyer\n  - red: J9 -> miss\n  - blue: A1 -> hit\n  - red: J8 -> miss\n';

  it('record refuses it with both of check\'s errors, the repeat and the false "sunk"', async () => {
    const dir = await folder(text, '  - blue: A1 -> sunk destroyer');
    const check = await runSalvo(dir, ['check', 'full.yaml']);
    const wrong = said(check.stdout, 'announcement-inconsistent', false);
    expect(wrong).toHaveLength(1);
    expect(wrong[0]).toContain('nor is it a sinking said again: no legal fleet fitting the announcements before it has A1 in the destroyer sunk before');
    const record = await runSalvo(dir, ['record', 'cut.yaml', 'blue', 'A1', '-r', 'sunk destroyer']);
    expect(record.code).toBe(1);
    expect(said(record.stderr, 'announcement-inconsistent', false)).toEqual(wrong);
    expect(said(record.stderr, 'repeated-cell', false)).toEqual(said(check.stdout, 'repeated-cell', false));
  });

  it('play, asked for the result of the repeat saved without one, refuses the "sunk" as check says it', async () => {
    const dir = await folder(text, '  - blue: A1 -> sunk destroyer');
    expect((await runSalvo(dir, ['record', 'play.yaml', 'blue', 'A1', '--force'])).code).toBe(0);
    const before = await readFile(join(dir, 'play.yaml'), 'utf8');
    const play = await runSalvo(dir, ['play', 'play.yaml', '--no-charts'], 'sunk destroyer\nskip\nquit\n');
    const check = await runSalvo(dir, ['check', 'full.yaml']);
    expect(said(play.stdout, 'announcement-inconsistent', false)).toEqual(said(check.stdout, 'announcement-inconsistent', false));
    expect(said(check.stdout, 'announcement-inconsistent')[0]).toContain('nor is it a sinking said again');
    expect(play.stdout).toContain('"sunk destroyer" is not taken: type the announcement again, or undo');
    expect(await readFile(join(dir, 'play.yaml'), 'utf8')).toBe(before);
  });

  it('where a fleet has it so (A1 hit, A2 sunk destroyer, A1 again), still the repeat alone', async () => {
    const short = 'variant: classic-1967\nsides: { blue: Sam, red: Priya }\nsalvos:\n  - blue: A1 -> hit\n  - red: J10 -> miss\n  - blue: A2 -> sunk destroyer\n  - red: J9 -> miss\n';
    const dir = await folder(short, '  - blue: A1 -> sunk destroyer');
    const record = await runSalvo(dir, ['record', 'cut.yaml', 'blue', 'A1', '-r', 'sunk destroyer']);
    expect(record.code).toBe(1);
    expect(record.stderr).toContain('repeated-cell');
    expect(record.stderr).not.toContain('announcement-inconsistent');
  });
});

describe('an announcement no fleet layout gives names the announcements it conflicts with, in record and play as in check', () => {
  it('Statki without its fleets, J2 answered "trafiony" at shot 3: shot 76 refused naming shots 3, 9, 15, …', async () => {
    const text = (await readFile(join('examples', 'statki.yaml'), 'utf8')).replace(/^fleets:\n(?: .*\n)*/mu, '').replace('ala: J2 -> zatopiony', 'ala: J2 -> trafiony');
    const lines = text.split('\n');
    const at = lines.indexOf('  - ala: F10 -> trafiony');
    expect(at).toBeGreaterThan(0);
    const dir = await folder(`${lines.slice(0, at).join('\n')}\n`, '  - ala: F10 -> trafiony');
    for (const lang of ['en', 'pl']) {
      const check = await runSalvo(dir, ['check', 'full.yaml', '--lang', lang]);
      const found = said(check.stdout, 'announcement-inconsistent');
      expect(found).toHaveLength(1);
      expect(found[0]).toContain(lang === 'en' ? 'with the announcements for shots 3, 9, 15, 18, 19, 28, 34, 48, no legal fleet gives it' : 'razem z odpowiedziami na strzały 3, 9, 15, 18, 19, 28, 34, 48 nie daje jej');
      const record = await runSalvo(dir, ['record', 'cut.yaml', 'ala', 'F10', '-r', 'trafiony', '--lang', lang]);
      expect(record.code).toBe(1);
      expect(said(record.stderr, 'announcement-inconsistent')).toEqual(found);
      const play = await runSalvo(dir, ['play', 'play.yaml', '--no-charts', '--lang', lang], 'F10\ntrafiony\nundo\nquit\n');
      expect(said(play.stdout, 'announcement-inconsistent')).toEqual(found);
    }
  }, 120_000);
});
