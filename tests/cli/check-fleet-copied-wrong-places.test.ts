/**
 * One ship of a revealed fleet copied wrong where several places of it fit every announcement (a
 * ship hit once, or never): check says it once, as one error at the ship's line, listing the
 * places that fit in board order, each as the line to write (past a few, those nearest the cells
 * written, the rest counted), in place of the `fleet-belied` warning and an error for every
 * announcement the wrong ship belies. The places are checked against every legal place of the
 * ship, tried one by one with the referee; writing any of them makes the record check clean.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { placementsOf } from '../../src/core/placements.js';
import { columnOf, rowOf } from '../../src/core/coords.js';
import { formatShip, isLegalLayout } from '../../src/core/layout.js';
import { parseRecord } from '../../src/record/parse.js';
import { refereeRecord } from '../../src/record/referee.js';
import { loadVariant } from '../../src/variant/load.js';
import { runSalvo } from '../helpers/cli.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
let dir: string;

/** The example with `from` (one ship of a revealed fleet) written as `to`, cut after its first `lines` lines (all where undefined), saved as `name`; its text. */
async function miscopied(example: string, from: string, to: string, name: string, lines?: number): Promise<string> {
  const text = await readFile(join(ROOT, 'examples', example), 'utf8');
  expect(text).toContain(from);
  const moved = text.replace(from, to);
  const out = lines === undefined ? moved : `${moved.split('\n').slice(0, lines).join('\n')}\n`;
  await writeFile(join(dir, name), out);
  return out;
}

/** The 1-based line of `text` holding `part`. */
const lineOf = (text: string, part: string): number => text.split('\n').findIndex((l) => l.includes(part)) + 1;

interface Copied {
  readonly written: string;
  readonly fits: string;
  readonly write: string;
  readonly line: number;
  readonly whole: boolean;
  readonly places: readonly { fits: string; write: string }[];
  readonly more: number;
}

interface Json {
  readonly ok: boolean;
  readonly violations: readonly { code: string; line?: number; side?: string; copiedWrong?: Copied }[];
  readonly warnings: readonly { code: string }[];
}

/**
 * The brute force: every legal place of the side's ship of class `cls` (the rest of the fleet as
 * written) at which the referee finds no breach in `text` at all, in board order, each with how
 * far its cells moved from those written in `text` (rows and columns, cell by cell in board order).
 */
async function placesThatFit(text: string, side: string, cls: string): Promise<{ cells: string; moved: number }[]> {
  const variant = await loadVariant(/^variant: (\S+)/mu.exec(text)![1]!, { cwd: ROOT });
  const f = { ...parseRecord(text, variant, { file: 'g.yaml' }), variant };
  const classIndex = variant.fleet.findIndex((c) => Object.values(c.name).some((n) => n.toLowerCase() === cls));
  expect(classIndex).toBeGreaterThanOrEqual(0);
  const layout = f.record.fleets[side]!;
  const at = layout.findIndex((s) => s.classIndex === classIndex);
  const written = [...layout[at]!.cells].sort((a, b) => a - b);
  const b = variant.board;
  const out: { cells: string; moved: number }[] = [];
  for (const p of placementsOf(variant, classIndex)) {
    const mended = layout.map((s, k) => (k === at ? { ...s, cells: p.cells } : s));
    if (!isLegalLayout(mended, variant)) continue;
    if (refereeRecord({ ...f, record: { ...f.record, fleets: { ...f.record.fleets, [side]: mended } } }, variant).breaches.length > 0) continue;
    const moved = [...p.cells].sort((x, y) => x - y).reduce((sum, c, k) => sum + Math.abs(rowOf(c, b) - rowOf(written[k]!, b)) + Math.abs(columnOf(c, b) - columnOf(written[k]!, b)), 0);
    out.push({ cells: formatShip(p.cells, variant.fleet[classIndex], b), moved });
  }
  return out;
}

/** `file` with line `line` written as `write` (its indent kept), saved as `name`. */
async function mended(file: string, line: number, write: string, name: string): Promise<void> {
  const lines = (await readFile(join(dir, file), 'utf8')).split('\n');
  lines[line - 1] = `${/^\s*/u.exec(lines[line - 1]!)![0]}${write}`;
  await writeFile(join(dir, name), lines.join('\n'));
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-copied-places-'));
});

describe('check: a ship copied wrong where several places fit', () => {
  // Blue's carrier (C2-G2) written B1-B5, the game cut after red's salvo 11: red's misses at B1
  // and B3 and its hit at C2 contradict it; at any place through C2 clear of red's misses, every announcement fits.
  it('classic salvo: one error at the carrier line, listing the places in board order, each as the line to write', async () => {
    const text = await miscopied('classic-salvo.yaml', 'aircraft carrier: C2-G2', 'aircraft carrier: B1-B5', 'carrier.yaml', 45);
    const line = lineOf(text, 'aircraft carrier: B1-B5');
    const fit = await placesThatFit(text, 'blue', 'aircraft carrier');
    expect(fit.length).toBeGreaterThan(1);
    expect(fit.length).toBeLessThanOrEqual(4);
    const r = await runSalvo(dir, ['check', 'carrier.yaml']);
    expect(r.code).toBe(1);
    const errors = r.stdout.split('\n').filter((l) => / error /u.test(l));
    expect(errors).toHaveLength(1);
    const cells = fit.map((p) => p.cells);
    const or = (xs: readonly string[]): string => `${xs.slice(0, -1).join(', ')} or ${xs.at(-1)!}`;
    expect(errors[0]).toMatch(new RegExp(`^carrier\\.yaml:${line}:\\d+: error fleet-copied-wrong: blue's aircraft carrier is written B1-B5, but blue's announcements for red's salvos `, 'u'));
    expect(errors[0]).toContain(`contradict it there, and at any of ${fit.length} places (${or(cells)}), the rest of the fleet as written, every announcement of blue fits: the ship was likely copied wrong`);
    expect(errors[0]).toContain(`(write at line ${line} whichever blue's own chart has: ${or(cells.map((c) => `aircraft carrier: ${c}`))}; if it was drawn at B1-B5, blue's announcements were wrong)`);
    expect(r.stdout).not.toContain('announcement-contradicts-fleet');
    expect(r.stdout).not.toContain('warning fleet-belied');
    expect(r.stdout).toContain('(see fleet-copied-wrong)');
  });

  it('--json: copiedWrong keeps fits and write (the first place) and lists every place; each, written, makes the record check clean', async () => {
    const json = JSON.parse((await runSalvo(dir, ['check', 'carrier.yaml', '--json'])).stdout) as Json;
    expect(json.violations.map((v) => v.code)).toEqual(['fleet-copied-wrong']);
    expect(json.warnings.map((w) => w.code)).not.toContain('fleet-belied');
    const c = json.violations[0]!.copiedWrong!;
    const text = await readFile(join(dir, 'carrier.yaml'), 'utf8');
    const fit = (await placesThatFit(text, 'blue', 'aircraft carrier')).map((p) => p.cells);
    expect(c.places.map((p) => p.fits)).toEqual(fit);
    expect(c.places.map((p) => p.write)).toEqual(fit.map((p) => `aircraft carrier: ${p}`));
    expect(c).toMatchObject({ written: 'B1-B5', fits: fit[0], write: `aircraft carrier: ${fit[0]!}`, whole: true, more: 0 });
    for (const [k, p] of c.places.entries()) {
      await mended('carrier.yaml', c.line, p.write, `mended-${k}.yaml`);
      const r = await runSalvo(dir, ['check', `mended-${k}.yaml`]);
      expect(r.stdout, p.write).toBe(`mended-${k}.yaml: no breaches in 22 salvos; the game goes on: blue to fire\n`);
    }
  });

  // Blue's destroyer (I6-J6, never hit) written H8-I8: red's misses at H8 and I8 contradict it;
  // anywhere red never fired, it fits: too many places to list, so the nearest few are, and the rest counted.
  it('a ship never hit: how many places fit, the few nearest the cells written listed, the rest counted', async () => {
    const text = await miscopied('classic-salvo.yaml', 'destroyer: I6-J6', 'destroyer: H8-I8', 'destroyer.yaml');
    const line = lineOf(text, 'destroyer: H8-I8');
    const fit = await placesThatFit(text, 'blue', 'destroyer');
    expect(fit.length).toBeGreaterThan(4);
    // The nearest four (the first in board order among places as near), listed in board order.
    const nearest = fit
      .map((p, k) => ({ ...p, k }))
      .sort((a, b) => a.moved - b.moved || a.k - b.k)
      .slice(0, 4)
      .sort((a, b) => a.k - b.k)
      .map((p) => p.cells);
    const r = await runSalvo(dir, ['check', 'destroyer.yaml']);
    const errors = r.stdout.split('\n').filter((l) => / error /u.test(l));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`error fleet-copied-wrong: blue's destroyer is written H8-I8, but`);
    expect(errors[0]).toContain(`at any of ${fit.length} places (nearest H8-I8: ${nearest.slice(0, -1).join(', ')} and ${nearest.at(-1)!}), the rest of the fleet as written`);
    expect(errors[0]).toContain(`(write at line ${line} whichever blue's own chart has: ${nearest.map((c) => `destroyer: ${c}`).join(', ')}, or one of ${fit.length - 4} more places that fit;`);
    const json = JSON.parse((await runSalvo(dir, ['check', 'destroyer.yaml', '--json'])).stdout) as Json;
    const c = json.violations[0]!.copiedWrong!;
    expect(c.places.map((p) => p.fits)).toEqual(nearest);
    expect(c.more).toBe(fit.length - 4);
    // The place the example has it, among those counted, written, makes the record check clean.
    expect(fit.map((p) => p.cells)).toContain('I6-J6');
    await mended('destroyer.yaml', c.line, 'destroyer: I6-J6', 'destroyer-mended.yaml');
    expect((await runSalvo(dir, ['check', 'destroyer-mended.yaml'])).stdout).toBe('destroyer-mended.yaml: no breaches in 27 salvos; blue won (the enemy fleet sunk)\n');
  });

  // Второй's destroyer (Г2-Д2) written З3-З4, the game cut after первый's hit at Д2: the miss at З4 and the hit at Д2 contradict it.
  it('Морской бой, in Russian: a destroyer of three, the cells to write in place of those in the list', async () => {
    const text = await miscopied('morskoy-boy.yaml', 'миноносец: [Г2-Д2, З9-З10, Д10-Е10]', 'миноносец: [З3-З4, З9-З10, Д10-Е10]', 'morskoy.yaml', 40);
    const line = lineOf(text, 'З3-З4');
    const fit = (await placesThatFit(text, 'второй', 'миноносец')).map((p) => p.cells);
    expect(fit.length).toBeGreaterThan(1);
    expect(fit.length).toBeLessThanOrEqual(4);
    const r = await runSalvo(dir, ['check', 'morskoy.yaml']);
    const errors = r.stdout.split('\n').filter((l) => / ошибка /u.test(l));
    expect(errors).toHaveLength(1);
    const or = `${fit.slice(0, -1).join(', ')} или ${fit.at(-1)!}`;
    expect(errors[0]).toContain('ошибка fleet-copied-wrong: корабль «миноносец #1» стороны «второй» записан как З3-З4, но там ему противоречат ответы стороны «второй» на выстрелы ');
    expect(errors[0]).toContain(`а на любом из ${fit.length} мест (${or}), при остальном флоте как записано, сходятся все ответы стороны «второй»: похоже, корабль переписан неверно`);
    expect(errors[0]).toContain(`(запишите вместо З3-З4 в строке ${line} то, что на листке стороны «второй»: ${or}; если корабль нарисован на З3-З4, ответы стороны «второй» были неверны)`);
    expect(r.stdout).not.toContain('announcement-contradicts-fleet');
    expect(r.stdout).toContain('(см. fleet-copied-wrong)');
    const json = JSON.parse((await runSalvo(dir, ['check', 'morskoy.yaml', '--json'])).stdout) as Json;
    expect(json.violations[0]!.copiedWrong).toMatchObject({ whole: false, places: fit.map((p) => ({ fits: p, write: p })), more: 0 });
  });

  // Tomek's ścigacz (D2-E2) written H3-H4, the game cut after ala's hit at E2: the miss at H4 and the hit at E2 contradict it.
  it('Statki, in Polish', async () => {
    const text = await miscopied('statki.yaml', 'ścigacz: [D2-E2, H9-H10, E10-F10]', 'ścigacz: [H3-H4, H9-H10, E10-F10]', 'statki.yaml', 52);
    const line = lineOf(text, 'H3-H4');
    const fit = (await placesThatFit(text, 'tomek', 'ścigacz')).map((p) => p.cells);
    expect(fit.length).toBeGreaterThan(1);
    expect(fit.length).toBeLessThanOrEqual(4);
    const r = await runSalvo(dir, ['check', 'statki.yaml']);
    const errors = r.stdout.split('\n').filter((l) => / błąd /u.test(l));
    expect(errors).toHaveLength(1);
    const or = `${fit.slice(0, -1).join(', ')} albo ${fit.at(-1)!}`;
    expect(errors[0]).toContain('błąd fleet-copied-wrong: statek „ścigacz #1” strony „tomek” jest zapisany jako H3-H4, ale tam przeczą mu odpowiedzi strony „tomek” na strzały ');
    expect(errors[0]).toContain(`a na każdym z ${fit.length} miejsc (${or}), przy reszcie floty jak zapisano, pasują wszystkie odpowiedzi strony „tomek”: statek chyba przepisano błędnie`);
    expect(errors[0]).toContain(`(zapisz zamiast H3-H4 w wierszu ${line} to, co jest na kartce strony „tomek”: ${or}; jeśli statek narysowano na H3-H4, odpowiedzi strony „tomek” były błędne)`);
    expect(r.stdout).toContain('(zob. fleet-copied-wrong)');
  });
});
