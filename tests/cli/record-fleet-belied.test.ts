/**
 * `salvo record` where the revealed fleet of the target is belied by the announcements
 * (`fleet-belied`, the fleet copied a row off): a salvo whose announcement contradicts that fleet
 * is recorded as announced, with no --force and not marked forced; what the fleet gives is said
 * as a warning, with why the fleet is not used (en/ru/pl), and the line is in the file.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
let dir: string;

/** The example with `from` written as `to`, cut after its first `lines` lines, saved as `name`. */
async function cut(example: string, from: string, to: string, lines: number, name: string): Promise<void> {
  const text = await readFile(join(ROOT, 'examples', example), 'utf8');
  expect(text).toContain(from);
  await writeFile(join(dir, name), `${text.replace(from, to).split('\n').slice(0, lines).join('\n')}\n`);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-record-belied-'));
  // Red's submarine a row down: blue's hits at H4, I4 (salvos 23, 25) and a miss at H5 (salvo 9) contradict it.
  const classic = await readFile(join(ROOT, 'examples', 'classic-salvo.yaml'), 'utf8');
  expect(classic).toContain('submarine: H4-J4');
  await writeFile(join(dir, 'classic.yaml'), `${classic.replace('submarine: H4-J4', 'submarine: H5-J5').trimEnd().split('\n').slice(0, -2).join('\n')}\n`);
  // Второй's battleship a row up (touching two ships: it breaks the rules), to первый's shot 15.
  await cut('morskoy-boy.yaml', 'броненосец: Б4-Д4', 'броненосец: Б3-Д3', 35, 'morskoy.yaml');
  // Tomek's battleship a row up, to ala's shot 18 (B4 and C4 announced hits: two contradictions).
  await cut('statki.yaml', 'pancernik: B4-E4', 'pancernik: B3-E3', 40, 'statki.yaml');
});

describe('record: a salvo contradicting a belied fleet', () => {
  it('is recorded as announced, not forced, and says why the fleet is not used', async () => {
    const r = await runSalvo(dir, ['record', 'classic.yaml', 'blue', 'J4', 'G8', 'F7', '--result', 'sunk submarine, sunk destroyer, miss']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('salvo 27 recorded: blue: J4 G8 F7 -> sunk submarine, sunk destroyer, miss; the game is over: blue (Sam) won');
    expect(r.stderr).toContain('warning announcement-contradicts-fleet: salvo 27: red announced "sunk submarine, sunk destroyer, miss" for blue\'s salvo 14; the fleet gives "miss, sunk destroyer, miss"');
    expect(r.stderr).toContain("salvo: salvo 27 recorded as announced: the fleet written for red under fleets: is not used to judge it, as red's announcements for blue's salvos 5, 12, 13 (salvos 9, 23, 25) contradict it too (fleet-copied-wrong: see salvo check classic.yaml)\n");
    const text = await readFile(join(dir, 'classic.yaml'), 'utf8');
    expect(text.trimEnd().split('\n').at(-1)).toBe('  - blue: J4 G8 F7 -> sunk submarine, sunk destroyer, miss');
    expect(text).not.toContain('forced');
  });

  it('--json: ok, the contradiction a warning, the side in resultByAnnouncements', async () => {
    const text = await readFile(join(dir, 'classic.yaml'), 'utf8');
    await writeFile(join(dir, 'json.yaml'), `${text.trimEnd().split('\n').slice(0, -1).join('\n')}\n`);
    const r = await runSalvo(dir, ['record', 'json.yaml', 'blue', 'J4', 'G8', 'F7', '--result', 'sunk submarine, sunk destroyer, miss', '--json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout) as { ok: boolean; recorded: { forced?: boolean }[]; resultByAnnouncements?: string[]; warnings: { severity: string; code: string; salvo?: number }[] };
    expect(json.ok).toBe(true);
    expect(json.recorded[0]!.forced).toBeUndefined();
    expect(json.resultByAnnouncements).toEqual(['red']);
    expect(json.warnings.filter((w) => w.code === 'announcement-contradicts-fleet')).toEqual([expect.objectContaining({ severity: 'warning', salvo: 27 })]);
  });

  it('Морской бой: a turn line, said in Russian, one earlier shot in the singular', async () => {
    const r = await runSalvo(dir, ['record', 'morskoy.yaml', 'первый', 'В4', 'Д4', 'Г4', 'Б2', 'Ж10', '-r', 'попал, попал, убит, убит, мимо']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('выстрелы 18–22 записаны: первый: В4 Д4 Г4 Б2 Ж10 -> попал, попал, убит, убит, мимо');
    expect(r.stderr).toContain('предупреждение announcement-contradicts-fleet: выстрел 20: сторона «второй» ответила «убит» на выстрел 14 стороны «первый»; по флоту выходит «мимо»');
    expect(r.stderr).toContain('salvo: выстрелы 18, 19, 20 записаны, как ответили: флот стороны «второй», записанный под fleets:, не используется для их проверки — ему противоречит и ответ стороны «второй» на выстрел 10 стороны «первый» (выстрел 15) (fleet-copied-wrong: см. salvo check morskoy.yaml)\n');
    expect((await readFile(join(dir, 'morskoy.yaml'), 'utf8')).trimEnd().split('\n').at(-1)).toBe('  - первый: В4 Д4 Г4 Б2 Ж10 -> попал, попал, убит, убит, мимо');
  });

  it('Statki: said in Polish', async () => {
    const r = await runSalvo(dir, ['record', 'statki.yaml', 'ala', 'E4', '-r', 'trafiony']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('salvo: strzał 19 zapisany tak, jak odpowiedziano: flota strony „tomek” zapisana pod fleets: nie służy do jego sprawdzenia — przeczą jej także odpowiedzi strony „tomek” na strzały 10, 12 strony „ala” (strzały 15, 18) (fleet-copied-wrong: zob. salvo check statki.yaml)\n');
    expect((await readFile(join(dir, 'statki.yaml'), 'utf8')).trimEnd().split('\n').at(-1)).toBe('  - ala: E4 -> trafiony');
  });

  it('a fleet not belied still refuses the salvo that contradicts it', async () => {
    // The example as it is: the fleet fits every announcement; a hit announced where it has water is refused.
    await writeFile(join(dir, 'clean.yaml'), `${(await readFile(join(ROOT, 'examples', 'classic-salvo.yaml'), 'utf8')).trimEnd().split('\n').slice(0, -2).join('\n')}\n`);
    const r = await runSalvo(dir, ['record', 'clean.yaml', 'blue', 'A1', 'G8', 'F7', '--result', 'hit, sunk destroyer, miss']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error announcement-contradicts-fleet: salvo 27');
    expect(r.stderr).not.toContain('recorded as announced');
  });
});
