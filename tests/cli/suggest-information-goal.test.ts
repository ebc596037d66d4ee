/**
 * `salvo suggest --goal information` says what it did: the cells were chosen by what the salvo's
 * answer tells as a whole, where it can be counted (else by what each shot alone would tell, the
 * entropy of its answer), not by their chance of a hit, so no line of it
 * may say "the most likely cells" (жадно выбраны самые вероятные клетки), and each cell's own
 * information is given beside its chance. Checked on a Perelman
 * game cut after thirty salvos (a salvo of two, a hospital ship) in English and Russian, and on
 * a Polish Statki game (one shot a turn). The hits goal's lines stay as they were.
 *
 * A hit on Perelman's hospital ship costs a turn: the hits goal weighs it and says so; the
 * information goal does not weigh it, and says that, with the chance its salvo hits the hospital
 * (here 37%, against the hits goal's 22%), where the turn would cost something.
 */
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'salvo-suggest-goal-'));

/** An example without its fleets, cut after its first `n` salvos. */
function cut(name: string, n: number): string {
  const [head, rest] = readFileSync(join(root, 'examples', name), 'utf8').split(/^salvos:\n/m) as [string, string];
  return head.replace(/^fleets:\n(?: {2}.*\n)+/m, '') + 'salvos:\n' + rest.split('\n').slice(0, n).join('\n') + '\n';
}

/** Bits told by the answer to one shot that hits with chance `p` (miss or hit: the templates report no class per shot). */
const binary = (p: number): number => (p <= 0 || p >= 1 ? 0 : -(p * Math.log2(p) + (1 - p) * Math.log2(1 - p)));

interface Json {
  cells: string[];
  probabilities: number[];
  cellBits?: number[];
  notes: string[];
}

/** Each command's output, worked out once (a Perelman position takes seconds). */
const runs = new Map<string, Promise<{ code: number; stdout: string; stderr: string }>>();
async function run(args: string[]): Promise<string> {
  const key = args.join(' ');
  if (!runs.has(key)) runs.set(key, runSalvo(dir, args));
  const r = await runs.get(key)!;
  expect(r.code, r.stderr).toBe(0);
  return r.stdout;
}
const json = async (file: string, goal: string): Promise<Json> => JSON.parse(await run(['suggest', file, '--goal', goal, '--json'])) as Json;
const text = (file: string, goal: string, lang: string): Promise<string> => run(['suggest', file, '--goal', goal, '--lang', lang]);

describe('suggest --goal information (Perelman, a salvo of two)', () => {
  writeFileSync(join(dir, 'p.yaml'), cut('perelman.yaml', 30));

  it('gives each cell its own information, the entropy of its answer, and says how the cells were chosen', async () => {
    const s = await json('p.yaml', 'information');
    expect(s.cells).toHaveLength(2);
    expect(s.cellBits).toHaveLength(2);
    s.cellBits!.forEach((b, i) => expect(b).toBeCloseTo(binary(s.probabilities[i]!), 12));
    // Where the answers can be counted, the salvo is weighed as a whole (information-salvo.test.ts), and says so.
    expect(s.notes).toContain("a salvo of 2, weighed as a whole: chosen shot by shot, each the cell that makes the salvo's answer tell the most with the cells before it");
    expect(s.notes).not.toContain('a salvo of 2: the greedy top-2 cells');

    const en = await text('p.yaml', 'information', 'en');
    const lines = en.split('\n').filter((l) => l.startsWith('  '));
    expect(lines).toHaveLength(2);
    lines.forEach((l, i) => {
      expect(l).toBe(`  ${s.cells[i]!.padEnd(5)} P(hit) ${Math.round(s.probabilities[i]! * 100)}%  information ${s.cellBits![i]!.toFixed(2)} bits (hit or miss)`);
    });
    expect(en).toContain("note: a salvo of 2, weighed as a whole: chosen shot by shot, each the cell that makes the salvo's answer tell the most with the cells before it\n");
  });

  it('in Russian, says the cells were chosen by the information of the salvo as a whole, never as the most likely', async () => {
    const s = await json('p.yaml', 'information');
    const ru = await text('p.yaml', 'information', 'ru');
    expect(ru).not.toContain('самые вероятные');
    expect(ru).toContain('примечание: залп из 2 выстрелов, оценённый целиком: клетки выбраны по одной, каждая та, с которой ответ на залп вместе с уже выбранными клетками даёт больше всего информации\n');
    const lines = ru.split('\n').filter((l) => l.startsWith('  '));
    lines.forEach((l, i) => expect(l).toMatch(new RegExp(`^  ${s.cells[i]!} +P\\(попадания\\) \\d+%  информация ${s.cellBits![i]!.toFixed(2).replace('.', ',')} бита \\(попадание или промах\\)$`, 'u')));
  });

  it("says the hospital's cost is not weighed, with the salvo's chance of hitting it, in English and Russian", async () => {
    const s = await json('p.yaml', 'information');
    // Two cells no straight ship covers both of: the chance is the sum of the hospital's chances there.
    const inferred = JSON.parse(await run(['infer', 'p.yaml', '--target', 'красные', '--json'])) as { classMarginal: Record<string, number[][]> };
    const at = (cell: string): number => {
      const col = 'абвгдежзик'.indexOf(cell[0]!);
      return inferred.classMarginal['hospital']![Number(cell.slice(1)) - 1]![col]!;
    };
    expect(s.cells.every((c) => c.startsWith('з') || c.startsWith('ж'))).toBe(true);
    const risk = Math.round((at(s.cells[0]!) + at(s.cells[1]!)) * 100);
    expect(risk).toBeGreaterThan(0);
    expect(await text('p.yaml', 'information', 'en')).toContain(`note: hitting the hospital ship costs a turn, which a salvo chosen for information does not weigh; risk of this salvo ${risk}%\n`);
    expect(await text('p.yaml', 'information', 'ru')).toContain(`примечание: попадание в корабль «госпиталь» стоит хода, а залп, выбранный ради информации, этого не учитывает; риск этого залпа ${risk}%\n`);
    // The hits goal weighs it, and says only that.
    const hits = await json('p.yaml', 'hits');
    expect(hits.notes.filter((n) => n.includes('госпиталь'))).toHaveLength(1);
    expect(hits.notes.some((n) => n.includes('does not weigh'))).toBe(false);
  });

  it('says nothing of a cost where only the hospital is left afloat (no salvo can avoid it)', async () => {
    const lines = readFileSync(join(root, 'examples', 'perelman.yaml'), 'utf8').trimEnd().split('\n');
    writeFileSync(join(dir, 'last.yaml'), lines.slice(0, -2).join('\n') + '\n');
    const s = await json('last.yaml', 'information');
    expect(s.cells.length).toBeGreaterThan(0);
    expect(s.notes.some((n) => n.includes('госпиталь'))).toBe(false);
  });

  it('leaves the hits goal as it was: no information beside the chances, its own note', async () => {
    const s = await json('p.yaml', 'hits');
    expect(s.cellBits).toBeUndefined();
    const en = await text('p.yaml', 'hits', 'en');
    for (const l of en.split('\n').filter((x) => x.startsWith('  '))) expect(l).toMatch(/^ {2}\S+ +P\(hit\) \d+%$/u);
    expect(en).toContain('note: a salvo of 2, weighed as a whole among the likeliest cells\n');
    expect(await text('p.yaml', 'hits', 'ru')).toContain('примечание: залп из 2 выстрелов, оценённый целиком среди самых вероятных клеток\n');
  });
});

describe('suggest --goal information in Polish (Statki, one shot a turn)', () => {
  writeFileSync(join(dir, 's.yaml'), cut('statki.yaml', 30));

  it("gives the shot's own information beside its chance, in Polish", async () => {
    const s = await json('s.yaml', 'information');
    const pl = await text('s.yaml', 'information', 'pl');
    const lines = pl.split('\n').filter((l) => l.startsWith('  '));
    expect(lines).toHaveLength(s.cells.length);
    lines.forEach((l, i) => expect(l).toMatch(new RegExp(`^  ${s.cells[i]!} +P\\(trafienia\\) \\d+%  informacja ${s.cellBits![i]!.toFixed(2).replace('.', ',')} bita \\(trafienie czy pudło\\)$`, 'u')));
  });
});
