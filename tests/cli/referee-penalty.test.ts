/**
 * A penalty the table misapplied (tests/cli/fixtures/referee-penalty/): each side hits the
 * other's hospital with one salvo after the other, so each owes a lost turn, and the two cancel
 * (the template's reading: the sides take turns); the side hit second, thinking the other skips,
 * fires again. `check` calls that salvo out of turn and says why it was the other side's turn,
 * in Russian, English and Polish. The premise is checked apart from the referee: the revealed
 * fleets give the hospital for both salvos (the brute force's defender), and a model of the
 * turns written here gives the side whose turn it was.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { loadVariant } from '../../src/variant/load.js';
import { announce, type BruteShip } from '../inference/brute.js';

const FIXTURE = readFileSync(join(import.meta.dirname, 'fixtures', 'referee-penalty', 'perelman-skips-cancel.yaml'), 'utf8');
const perelman = await loadVariant('perelman', { cwd: process.cwd() });

async function folder(text: string, name = 'g.yaml'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-penalty-'));
  await writeFile(join(dir, name), text);
  return dir;
}

/** Perelman's cell: column а–к (no й), row 1–10. */
function cell(name: string): number {
  return (Number(name.slice(1)) - 1) * 10 + 'абвгдежзик'.indexOf(name[0]!);
}

/** A fleet as the fixture writes it (`к4-к7`): each ship's cells, the class by its Russian name. */
function fleetOf(line: string): BruteShip[] {
  return [...line.matchAll(/(\S+): (\S)(\d+)-(\S)(\d+)/gu)].map((m) => {
    const classIndex = perelman.fleet.findIndex((c) => (typeof c.name === 'string' ? c.name : c.name.ru) === m[1]);
    const [c0, c1] = ['абвгдежзик'.indexOf(m[2]!), 'абвгдежзик'.indexOf(m[4]!)];
    const [r0, r1] = [Number(m[3]), Number(m[5])];
    const cells: number[] = [];
    for (let c = Math.min(c0, c1); c <= Math.max(c0, c1); c++) for (let r = Math.min(r0, r1); r <= Math.max(r0, r1); r++) cells.push((r - 1) * 10 + c);
    return { classIndex, cells: cells.sort((a, b) => a - b) };
  });
}

/** Whose turn after each salvo: sides alternate; a hit on the hospital owes its shooter a lost turn; two owed cancel. */
function turnsModel(salvos: { side: string; hospital: boolean }[], sides: [string, string]): string[] {
  const owes = new Map<string, boolean>(sides.map((s) => [s, false]));
  const next: string[] = [sides[0]];
  for (const s of salvos) {
    if (s.hospital) owes.set(s.side, true);
    let candidate = s.side === sides[0] ? sides[1] : sides[0];
    const other = candidate === sides[0] ? sides[1] : sides[0];
    if (owes.get(candidate)) {
      owes.set(candidate, false);
      if (owes.get(other)) owes.set(other, false);
      else candidate = other;
    }
    next.push(candidate);
  }
  return next;
}

interface Checked {
  violations: { code: string; salvo?: number; message: string; expected?: string }[];
}

describe('both sides hit a hospital, one salvo after the other', () => {
  const lines = FIXTURE.split('\n');
  const salvoLines = lines.filter((l) => /^ {2}- /u.test(l));
  const salvos = salvoLines.map((l) => /^ {2}- (\S+): (.+?) -> /u.exec(l)!).map((m) => ({ side: m[1]!, cells: m[2]!.split(' ').map(cell) }));

  it('the premise: the fleets give the hospital for salvos 1 and 2, and the turn after them is синие\'s', () => {
    const fleets = { синие: fleetOf(lines.find((l) => l.includes('синие: {'))!), красные: fleetOf(lines.find((l) => l.includes('красные: {'))!) };
    const hospital = perelman.fleet.findIndex((c) => c.protected);
    const hits = salvos.map((s, t) => {
      const target = s.side === 'синие' ? 'красные' : 'синие';
      const own = salvos.map((x, i) => ({ x, i })).filter(({ x }) => x.side === s.side);
      const a = announce(perelman, fleets[target], own.map(({ x }) => x.cells), own.findIndex(({ i }) => i === t));
      return a.kind === 'per-salvo' && a.hits.some((h) => h.classId === perelman.fleet[hospital]!.id);
    });
    expect(hits).toEqual([true, true, false, false]);
    const next = turnsModel(salvos.map((s, t) => ({ side: s.side, hospital: hits[t]! })).slice(0, 2), ['синие', 'красные']);
    expect(next[2]).toBe('синие');
    expect(salvos[2]!.side).toBe('красные');
  });

  it('check: the third salvo out of turn, once, saying the two lost turns cancel (Russian, English)', async () => {
    const dir = await folder(FIXTURE);
    const json = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json', '--lang', 'en'])).stdout) as Checked;
    expect(json.violations.map((v) => `${v.code}@${v.salvo}`)).toEqual(['out-of-turn@3']);
    expect(json.violations[0]!.message).toBe(
      "красные fired salvo 2, but it was the turn of синие: each side lost a turn for hitting the hospital ship (синие with its salvo 1, красные with its salvo 1), and the two lost turns cancel",
    );
    const ru = await runSalvo(dir, ['check', 'g.yaml']);
    const line = lines.findIndex((l) => l.includes('# expect: out-of-turn')) + 1;
    expect(ru.stdout).toContain(
      `g.yaml:${line}:5: ошибка out-of-turn: залп 3: залп 2 стороны «красные» сделан не в свою очередь: был ход стороны «синие»: обе стороны потеряли ход за попадание в корабль «госпиталь» («синие» — своим залпом 1, «красные» — своим залпом 1), и эти потерянные ходы взаимно отменяются [`,
    );
  });

  it('Polish, a game of single shots (decoys.yaml)', async () => {
    const variant = join(process.cwd(), 'examples', 'variants', 'decoys.yaml');
    const dir = await folder(`variant: ${variant}\nlanguage: pl\nsalvos:\n  - blue: A1 -> trafiony Szpital\n  - red: A1 -> trafiony Szpital\n  - red: A2 -> pudło\n`);
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stdout).toContain(
      'g.yaml:6:5: błąd out-of-turn: strzał 3: strzał 2 strony „Czerwoni” oddany poza kolejnością: ruch miała strona „Niebiescy”: obie strony straciły ruch za trafienie w statek „Szpital” („Niebiescy” swoim strzałem 1, „Czerwoni” swoim strzałem 1), a te dwa stracone ruchy się znoszą [',
    );
  });

  it('one hit alone: the other side firing twice is no breach, and firing in the lost turn is penalty-ignored, not said to cancel', async () => {
    const head = lines.slice(0, lines.indexOf('salvos:') + 1).join('\n') + '\n';
    const twice = await folder(head + '  - синие: ж1 а1 а2 -> госпиталь\n  - красные: а1 а2 а3 -> попаданий нет\n  - красные: а4 а5 а6 -> попаданий нет\n  - синие: а3 а4 а5 -> попаданий нет\n');
    const ok = JSON.parse((await runSalvo(twice, ['check', 'g.yaml', '--json'])).stdout) as Checked;
    expect(ok.violations).toEqual([]);
    const ignored = await folder(head + '  - синие: ж1 а1 а2 -> госпиталь\n  - красные: а1 а2 а3 -> попаданий нет\n  - синие: а3 а4 а5 -> попаданий нет\n');
    const j = JSON.parse((await runSalvo(ignored, ['check', 'g.yaml', '--json', '--lang', 'en'])).stdout) as Checked;
    expect(j.violations.map((v) => `${v.code}@${v.salvo}`)).toEqual(['penalty-ignored@3']);
    expect(j.violations[0]!.message).not.toContain('cancel');
  });
});
