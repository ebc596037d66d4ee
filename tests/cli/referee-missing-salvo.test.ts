/**
 * A salvo line left out (`salvo-missing`): read with a salvo of the side whose turn it was put in
 * before the next line (cells and announcement not known), the record has no breach of the turn
 * order or a salvo size after it and none it did not have, so `check` says that one slip, not the
 * out-of-turn line and the wrong sizes after it; where the target's sizes fit only if the missing
 * salvo hit, it says so. A salvo really fired out of turn stays `out-of-turn`; a line under the
 * wrong side and two lines swapped keep their own findings.
 */
import { copyFile, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');
const fixtures = join(import.meta.dirname, 'fixtures', 'referee-missing');

/** The fixture `name` as g.yaml in a folder of its own. */
async function fixture(name: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-missing-'));
  await copyFile(join(fixtures, name), join(dir, 'g.yaml'));
  return dir;
}

/** The example `name` with its lines passed through `edit`, as g.yaml in a folder of its own. */
async function edited(name: string, edit: (lines: string[]) => string[]): Promise<string> {
  const lines = (await readFile(join(root, 'examples', `${name}.yaml`), 'utf8')).split('\n');
  const dir = await mkdtemp(join(tmpdir(), 'salvo-missing-'));
  const out = edit([...lines]);
  expect(out).not.toEqual(lines);
  await writeFile(join(dir, 'g.yaml'), out.join('\n'));
  return dir;
}

/** Each error line's code and salvo number. */
const codes = (stdout: string): string[] => stdout.split('\n').flatMap((l) => /^g\.yaml:\d+:\d+: \S+ ([a-z-]+): \S+ (\d+):/u.exec(l)?.slice(1, 3).join('@') ?? []);

interface Report {
  ok: boolean;
  violations: Record<string, unknown>[];
}

describe('check on a salvo line left out', () => {
  it("Salvo: blue's salvo 4 left out is one finding, red's sizes after it fitting only if it hit, not an out-of-turn and ten wrong sizes", async () => {
    const dir = await fixture('classic-salvo-missing.yaml');
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n')[0]).toBe(
      "g.yaml:30:5: error salvo-missing: salvo 7: blue's salvo 4 seems left out before it: it was blue's turn, and with a salvo of blue put in here (cells and announcement not known) the turns and salvo sizes after it fit; " +
        "red's salvos 4–13 have the size owed only if it hit (what it hit is not known) [rule: every salvo written; expected: blue; recorded: red] " +
        "(write it in above this line: - blue: <cells> -> <announcement>; if blue did not fire then, red's line is out of turn: add forced: true to it if play went on from it)",
    );
    expect(codes(r.stdout)).toEqual(['salvo-missing@7']);
    // What it hit is not known (it sank red's cruiser): the result is as far as the record shows.
    expect(r.stdout).toContain('g.yaml: 1 breach in 26 salvos; the game goes on: red to fire (as far as the record shows: what the salvo left out hit is not known)\n');
    const json = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as Report;
    expect(json.ok).toBe(false);
    expect(json.violations).toHaveLength(1);
    expect(json.violations[0]).toMatchObject({ code: 'salvo-missing', salvo: 7, side: 'blue', shooter: 'blue', sideSalvo: 4, expected: 'blue', recorded: 'red', line: 30, column: 5 });
    expect(json.violations[0]!['missing']).toEqual({ written: 'red', shots: 4, hit: [4, 5, 6, 7, 8, 9, 10, 11, 12, 13] });
  });

  it('the same slip with no fleet revealed: the missing salvo may have hit anything, so no size is said to need a hit', async () => {
    const text = await readFile(join(fixtures, 'classic-salvo-missing.yaml'), 'utf8');
    const hidden = text.replace(/^fleets:\n(?: {2}.*\n)*/mu, '');
    expect(hidden).not.toContain('fleets:');
    const dir = await mkdtemp(join(tmpdir(), 'salvo-missing-'));
    await writeFile(join(dir, 'g.yaml'), hidden);
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(codes(r.stdout)).toEqual(['salvo-missing@7']);
    expect(r.stdout).not.toContain('only if it hit');
    expect(r.stdout).not.toContain('warning');
  });

  it('Perelman with no fleet revealed: one finding; the later lines are not read as under the wrong side, nor red\'s sizes as no legal fleet\'s', async () => {
    const text = await readFile(join(fixtures, 'perelman-missing.yaml'), 'utf8');
    const hidden = text.replace(/^fleets:\n(?: {2}.*\n)*/mu, '');
    expect(hidden).not.toContain('fleets:');
    const dir = await mkdtemp(join(tmpdir(), 'salvo-missing-'));
    await writeFile(join(dir, 'g.yaml'), hidden);
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(codes(r.stdout)).toEqual(['salvo-missing@5']);
    expect(r.stdout).not.toContain('warning');
  });

  it('Perelman with no fleet revealed, a line under the wrong side: wrong-side, not a salvo of the other side left out before it (which a hit on the hospital would let fit)', async () => {
    const dir = await edited('perelman', (ls) => {
      const at = ls.findIndex((l) => l.startsWith('  - красные: ж2 з1 з3'));
      expect(at).toBeGreaterThan(0);
      const out = ls.map((l, i) => (i === at ? l.replace('- красные:', '- синие:') : l));
      const from = out.indexOf('fleets:');
      out.splice(from, out.indexOf('salvos:') - from);
      return out.slice(0, at + 4 - (ls.length - out.length));
    });
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(codes(r.stdout)).toEqual(['wrong-side@4']);
  });

  it('a blue salvo that hit nothing, left out, stays one out-of-turn: nothing else goes with it, and its advice names the salvo left out', async () => {
    const dir = await edited('classic-salvo', (ls) => ls.filter((l) => !l.includes('- blue: H5 C1 E7 I6')));
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(codes(r.stdout)).toEqual(['out-of-turn@9']);
    expect(r.stdout).toContain("write in blue's salvo left out before it");
  });

  it('Perelman (Russian): said in Russian, the sizes that need a hit named', async () => {
    const dir = await fixture('perelman-missing.yaml');
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(codes(r.stdout)).toEqual(['salvo-missing@5']);
    expect(r.stdout).toContain(', флот противника потоплен (насколько видно по записи: неизвестно, во что попал пропущенный залп)\n');
    expect(r.stdout).toContain(
      'g.yaml:29:5: ошибка salvo-missing: залп 5: перед этой строкой, похоже, пропущен залп 3 стороны «синие»: был ход стороны «синие», и если вписать сюда её залп (клетки и ответ неизвестны), ' +
        'очерёдность ходов и размеры залпов после него сходятся; размеры залпов 4, 5, 13 стороны «красные» сходятся, только если он попал (куда — неизвестно) ' +
        '[правило: каждый ход записан; ожидалось: «синие»; записано: «красные»] ' +
        '(впишите его над этой строкой: - синие: <клетки> -> <ответ>; если сторона «синие» тогда не стреляла, строка стороны «красные» записана не в свою очередь: допишите к ней forced: true, если игра пошла дальше от неё)',
    );
    const en = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(en.stdout).toContain("error salvo-missing: salvo 5: salvo 3 of синие seems left out before it");
  });

  it('Perelman: a salvo of the two-shot phase left out, which hit nothing, costs the shot limit too: one finding, not the out-of-turn salvos at the end', async () => {
    const dir = await edited('perelman', (ls) => ls.filter((l) => !l.includes('- синие: б4 д6')));
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(codes(r.stdout)).toEqual(['salvo-missing@18']);
    expect(r.stdout).not.toContain('only if it hit');
  });

  it('a red salvo really fired out of turn (a second one, of the size owed, on water) stays out-of-turn', async () => {
    const dir = await edited('classic-salvo', (ls) => ls.flatMap((l) => (l.startsWith('  - red: F5 I3 D6') ? [l, '  - red: J10 A10 B10 -> miss, miss, miss'] : [l])));
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(codes(r.stdout)).toEqual(['out-of-turn@9']);
    expect(r.stdout).not.toContain('salvo-missing');
  });

  it('two lines written the other way round keep their own finding (swap them), and a line under the wrong side its own', async () => {
    const swapped = await edited('classic-salvo', (ls) => {
      const i = ls.findIndex((l) => l.startsWith('  - blue: A2 C3'));
      return ls.map((l, k) => (k === i ? ls[i + 1]! : k === i + 1 ? ls[i]! : l));
    });
    const s = await runSalvo(swapped, ['check', 'g.yaml']);
    expect(codes(s.stdout)).toEqual(['out-of-turn@7']);
    expect(s.stdout).toContain('look written the other way round: swap them');
    const side = await edited('classic-salvo', (ls) => ls.map((l) => l.replace('- blue: A2 C3', '- red: A2 C3')));
    expect(codes((await runSalvo(side, ['check', 'g.yaml'])).stdout)).toEqual(['wrong-side@7']);
  });

  it('the line written back in checks clean', async () => {
    const dir = await fixture('classic-salvo-missing.yaml');
    const text = await readFile(join(dir, 'g.yaml'), 'utf8');
    await writeFile(join(dir, 'g.yaml'), text.replace('  - red: F5 I3 D6', '  - blue: A2 C3 E5 F9 -> sunk cruiser, miss, miss, miss\n  - red: F5 I3 D6'));
    expect((await runSalvo(dir, ['check', 'g.yaml'])).code).toBe(0);
  });
});
