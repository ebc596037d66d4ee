/**
 * One ship of a revealed fleet copied wrong (a row off, as a player copies a chart in a hurry):
 * check finds which line it is, and says it once, as one error at the ship's line with the line to
 * write (`fleet-copied-wrong`), in place of the `fleet-belied` warning and an error for every
 * announcement the wrong ship belies. Writing the line it gives makes the record check clean.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
let dir: string;

/** The example with `from` (one ship of a revealed fleet) written as `to`, saved as `name`; its text. */
async function miscopied(example: string, from: string, to: string, name: string): Promise<string> {
  const text = await readFile(join(ROOT, 'examples', example), 'utf8');
  expect(text).toContain(from);
  const out = text.replace(from, to);
  await writeFile(join(dir, name), out);
  return out;
}

/** The 1-based line of `text` holding `part`. */
const lineOf = (text: string, part: string): number => text.split('\n').findIndex((l) => l.includes(part)) + 1;

interface Json {
  readonly ok: boolean;
  readonly violations: readonly { code: string; line?: number; side?: string; copiedWrong?: { write: string; line: number; written: string; fits: string } }[];
  readonly warnings: readonly { code: string }[];
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-copied-wrong-'));
});

describe('check: one ship of a revealed fleet copied wrong', () => {
  it('classic 1967: one error at the submarine line, with the line to write, and no error for each shot it belies', async () => {
    const text = await miscopied('classic-1967.yaml', 'submarine: H4-J4', 'submarine: H3-J3', 'classic.yaml');
    const line = lineOf(text, 'submarine: H3-J3');
    const r = await runSalvo(dir, ['check', 'classic.yaml']);
    expect(r.code).toBe(1);
    const errors = r.stdout.split('\n').filter((l) => / error /u.test(l));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(new RegExp(`^classic\\.yaml:${line}:\\d+: error fleet-copied-wrong: red's submarine is written H3-J3, but red's announcements for blue's shots `, 'u'));
    expect(errors[0]).toContain(`(write submarine: H4-J4 at line ${line}, if red's own chart has it there;`);
    expect(r.stdout).not.toContain('announcement-contradicts-fleet');
    expect(r.stdout).not.toContain('warning fleet-belied');
    expect(r.stdout).toContain('(see fleet-copied-wrong)');
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe('classic.yaml: 1 breach in 71 shots; blue won (the enemy fleet sunk)');
  });

  it('the line it gives to write, written, makes the record check clean', async () => {
    const json = JSON.parse((await runSalvo(dir, ['check', 'classic.yaml', '--json'])).stdout) as Json;
    expect(json.violations.map((v) => v.code)).toEqual(['fleet-copied-wrong']);
    const c = json.violations[0]!.copiedWrong!;
    expect(c).toMatchObject({ written: 'H3-J3', fits: 'H4-J4', write: 'submarine: H4-J4' });
    expect(json.warnings.map((w) => w.code)).not.toContain('fleet-belied');
    const lines = (await readFile(join(dir, 'classic.yaml'), 'utf8')).split('\n');
    lines[c.line - 1] = `    ${c.write}`;
    await writeFile(join(dir, 'mended.yaml'), lines.join('\n'));
    const r = await runSalvo(dir, ['check', 'mended.yaml']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('mended.yaml: no breaches in 71 shots; blue won (the enemy fleet sunk)\n');
  });

  it('Морской бой, in Russian: a cruiser of two, its cells to write in place of those in the list', async () => {
    const text = await miscopied('morskoy-boy.yaml', 'крейсер: [Б6-Б8, Г8-Е8]', 'крейсер: [Б6-Б8, Г7-Е7]', 'morskoy.yaml');
    const line = lineOf(text, 'Г7-Е7');
    const r = await runSalvo(dir, ['check', 'morskoy.yaml']);
    const errors = r.stdout.split('\n').filter((l) => / ошибка /u.test(l));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`ошибка fleet-copied-wrong: корабль «крейсер #2» стороны «второй» записан как Г7-Е7, но там ему противоречат ответы стороны «второй» на выстрелы `);
    expect(errors[0]).toContain(`(запишите Г8-Е8 вместо Г7-Е7 в строке ${line}, если так на листке стороны «второй»;`);
    expect(r.stdout).toContain('(см. fleet-copied-wrong)');
  });

  it('Statki, in Polish: the battleship a row up', async () => {
    const text = await miscopied('statki.yaml', 'pancernik: B4-E4', 'pancernik: B3-E3', 'statki.yaml');
    const line = lineOf(text, 'pancernik: B3-E3');
    const r = await runSalvo(dir, ['check', 'statki.yaml']);
    const errors = r.stdout.split('\n').filter((l) => / błąd /u.test(l));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('błąd fleet-copied-wrong: statek „pancernik” strony „tomek” jest zapisany jako B3-E3, ale tam przeczą mu odpowiedzi strony „tomek” na strzały ');
    expect(errors[0]).toContain(`(zapisz pancernik: B4-E4 w wierszu ${line}, jeśli tak jest na kartce strony „tomek”;`);
    expect(r.stdout).toContain('(zob. fleet-copied-wrong)');
  });
});
