/**
 * `record` adding to a record judges it as `check` does: each copying slip check finds (here two
 * lines written the other way round) is said first, as check's finding, as a warning; and
 * `record --json` gives `next` with the record read as meant (as check gives it on the record with
 * the slip mended), and `nextAsWritten` where the record read as written gives another turn.
 */
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { gameOf, swapped, written } from '../helpers/example-game.js';

/** The warnings on standard error: code and salvo number of each. */
const warned = (stderr: string): string[] => stderr.split('\n').flatMap((l) => /^g\.yaml:\d+:\d+: (?:warning|предупреждение|ostrzeżenie) ([a-z-]+): \S+ (\d+):/u.exec(l)?.slice(1, 3).join('@') ?? []);

interface RecordJson {
  next: unknown;
  nextAsWritten?: unknown;
  warnings: { code: string }[];
}

describe('record on a record with a copying slip', () => {
  it('--json: next as the record is read (as check gives it with the line written right), and nextAsWritten as it is written (as check gives it with the line forced)', async () => {
    // Perelman, the fleets not revealed: the shots red is owed are as narrow as its fleet, inferred from the announcements, allows.
    const hidden = (lines: string[]): void => {
      const at = lines.indexOf('fleets:');
      lines.splice(at, lines.indexOf('salvos:') - at);
    };
    const slip = (lines: string[]): void => {
      written(lines, 28, '- красные:', '- синие:');
      hidden(lines);
    };
    const dir = await gameOf('perelman', 30, slip);
    const r = await runSalvo(dir, ['record', 'g.yaml', 'синие', 'з10', 'з6', '--result', 'пятиклеточный', '--json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout) as RecordJson;
    expect(json.warnings.map((w) => w.code)).toEqual(['wrong-side']);
    const next = async (edit: (lines: string[]) => void): Promise<unknown> => {
      const d = await gameOf('perelman', 31, edit);
      return (JSON.parse((await runSalvo(d, ['check', 'g.yaml', '--json'])).stdout) as RecordJson).next;
    };
    expect(json.next).toEqual(await next(hidden));
    expect(json.nextAsWritten).toEqual(await next((lines) => {
      slip(lines);
      const at = lines.findIndex((l) => l.startsWith('  - синие: ж2 з1 з3'));
      lines.splice(at + 1, 0, '    forced: true');
    }));
    expect(json.nextAsWritten).not.toEqual(json.next);
  });

  it('--json: no nextAsWritten where the record has no slip', async () => {
    const dir = await gameOf('classic-salvo', 31);
    const json = JSON.parse((await runSalvo(dir, ['record', 'g.yaml', 'blue', 'H5', 'C1', 'E7', 'I6', '--result', 'miss, miss, miss, miss', '--json'])).stdout) as RecordJson;
    expect(json.next).toEqual((JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as RecordJson).next);
    expect(json).not.toHaveProperty('nextAsWritten');
  });

  it('two lines written the other way round: said as check says it, as a warning; in --json among the warnings', async () => {
    const dir = await gameOf('classic-salvo', 34, (lines) => swapped(lines, 31));
    const r = await runSalvo(dir, ['record', 'g.yaml', 'red', 'G3', 'F10', 'H4', '--result', 'sunk submarine, miss, miss']);
    expect(r.code).toBe(0);
    expect(warned(r.stderr)).toEqual(['out-of-turn@8']);
    expect(r.stderr).toContain('look written the other way round: swap them;');
    const again = await gameOf('classic-salvo', 34, (lines) => swapped(lines, 31));
    const json = JSON.parse((await runSalvo(again, ['record', 'g.yaml', 'red', 'G3', 'F10', 'H4', '--result', 'sunk submarine, miss, miss', '--json'])).stdout) as RecordJson;
    expect(json.warnings.map((w) => w.code)).toEqual(['out-of-turn']);
  });
});

describe('check --json next on a record with a line under the wrong side', () => {
  it('is as check gives it with the line written right (as record --json gives it)', async () => {
    const hidden = (lines: string[]): void => {
      const at = lines.indexOf('fleets:');
      lines.splice(at, lines.indexOf('salvos:') - at);
    };
    const nextOf = async (dir: string): Promise<unknown> => (JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as RecordJson).next;
    const slip = await gameOf('perelman', 31, (lines) => {
      written(lines, 28, '- красные:', '- синие:');
      hidden(lines);
    });
    expect(await nextOf(slip)).toEqual(await nextOf(await gameOf('perelman', 31, hidden)));
  });
});
