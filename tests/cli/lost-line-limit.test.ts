/**
 * A line of a Perelman record whose shots the replay does not count (one that cannot be read at
 * all, or one naming no cell) may have held the last of its side's 60 shots: where the side owed
 * the turn had no more left, as counted, than such lines may have held, the other side firing in
 * its place is not judged out of turn (`turn-unjudged`, said once, the later salvos listed); where
 * it had more, the out-of-turn breach stands.
 *
 * The records are examples/perelman.yaml (blue, синие, fires its 60th shot at its last salvo;
 * красные fire the rest of the game alone) with one line changed.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

interface Report {
  violations: { code: string; salvo?: number }[];
  warnings: { code: string; salvo?: number; message: string }[];
}

let dir: string;
let lines: string[];
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-lost-limit-'));
  lines = (await readFile(new URL('../../examples/perelman.yaml', import.meta.url), 'utf8')).split('\n');
});

/** The example's salvo lines: their index in `lines`, side and cells. */
function salvos(): { at: number; side: string; cells: number }[] {
  const out: { at: number; side: string; cells: number }[] = [];
  lines.forEach((l, at) => {
    const m = /^ {2}- (синие|красные): (.*?) ->/u.exec(l);
    if (m) out.push({ at, side: m[1]!, cells: m[2]!.trim().split(/\s+/u).length });
  });
  return out;
}

async function check(name: string, text: string, lang = 'en'): Promise<{ doc: Report; text: string }> {
  await writeFile(join(dir, name), text);
  const doc = JSON.parse((await runSalvo(dir, ['check', name, '--json', '--lang', 'en'])).stdout) as Report;
  return { doc, text: (await runSalvo(dir, ['check', name, '--lang', lang])).stdout };
}

/** The example with blue's salvo at `k` (0-based among the salvos) replaced by `line`, and blue's salvos `drop` left out. */
function changed(k: number, line: string, drop: readonly number[] = []): { text: string; left: number; lost: number; red: number[] } {
  const all = salvos();
  const out = lines.map((l, i) => (i === all[k]!.at ? line : l)).filter((_, i) => !drop.some((d) => all[d]!.at === i));
  const kept = all.filter((_, i) => !drop.includes(i));
  const blue = kept.filter((s, i) => s.side === 'синие' && kept.indexOf(all[k]!) !== i);
  // Blue's shots left as counted without the changed line; its own shots (a salvo of 3 then).
  const left = 60 - blue.reduce((n, s) => n + s.cells, 0);
  const lastBlue = kept.map((s) => s.side).lastIndexOf('синие');
  const red = kept.flatMap((s, i) => (i > lastBlue && i > 0 && kept[i - 1]!.side === 'красные' ? [i + 1] : []));
  return { text: out.join('\n'), left, lost: all[k]!.cells, red };
}

describe('the shot limit after a line whose shots are not counted', () => {
  it('does not call the other side out of turn where the line may have held the last shots', async () => {
    const salvo3 = salvos()[2]!;
    expect(salvo3.side).toBe('синие');
    const r = changed(2, '  - ~~~~~~~~~~');
    // As counted, blue has as many shots left as the lost line fired: with them, none.
    expect(r.left).toBe(r.lost);
    expect(r.red.length).toBeGreaterThan(1);
    const { doc, text } = await check('unreadable.yaml', r.text);
    expect(doc.violations.map((v) => v.code)).toEqual(['salvo-form']);
    const said = doc.warnings.filter((w) => w.code === 'turn-unjudged' && w.salvo !== 4);
    expect(said.map((w) => w.salvo)).toEqual([r.red[0]]);
    expect(said[0]!.message).toBe(
      `whether it was the turn of красные is not judged: синие may have had no shots left of the 60, as salvo 3 before it cannot be read, and it may hold up to 3 shots of синие, not counted (${r.left} left without it); nor, for the same reason, at salvos ${r.red[1]}–${r.red[r.red.length - 1]}`,
    );
    expect(text).toContain('(mend that salvo, and check again)');
  });

  it('says so in Russian', async () => {
    const r = changed(2, '  - ~~~~~~~~~~');
    const { text } = await check('unreadable-ru.yaml', r.text, 'ru');
    expect(text).toContain(
      `предупреждение turn-unjudged: залп ${r.red[0]}: не проверено, был ли это ход стороны «красные»: у стороны «синие» могло не остаться ни одного выстрела из 60 — залп 3 перед этим не удалось прочитать, а в нём могло быть до 3 выстрелов стороны «синие» (без него осталось 3 выстрела); по той же причине не проверена очерёдность и в залпах ${r.red[1]}–${r.red[r.red.length - 1]} (исправьте тот залп и проверьте снова)`,
    );
    expect(text).not.toContain('out-of-turn');
  });

  it('does the same for a line of blue naming no cell, put back in the replay', async () => {
    const r = changed(0, '  - синие: -> попаданий нет');
    expect(r.left).toBe(r.lost);
    const { doc } = await check('no-cell.yaml', r.text);
    expect(doc.violations.map((v) => v.code)).toEqual(['salvo-no-cells']);
    // It hit nothing, as announced: the result is not in doubt for it.
    expect((await runSalvo(dir, ['check', 'no-cell.yaml', '--lang', 'en'])).stdout).toMatch(/no-cell\.yaml: 1 reading error in 67 salvos; красные won \(the enemy fleet sunk\)\n$/u);
    const said = doc.warnings.filter((w) => w.code === 'turn-unjudged');
    expect(said.map((w) => w.salvo)).toEqual([r.red[0]]);
    expect(said[0]!.message).toContain('as salvo 1 before it names no cell, and it may hold up to 3 shots of синие, not counted (3 left without it)');
  });

  it('keeps the breach where blue had more shots left than the line may have held', async () => {
    // Blue's last two salvos (one shot each) left out too: blue has two more shots left than the
    // lost line may have held, so it could still fire, and красные firing twice running is out of
    // turn (one of those lines may read as blue's, written under the wrong side: one shot more).
    const all = salvos();
    const blue = all.flatMap((s, i) => (s.side === 'синие' ? [i] : []));
    const drop = blue.slice(-2);
    expect(drop.map((i) => all[i]!.cells)).toEqual([1, 1]);
    const r = changed(2, '  - ~~~~~~~~~~', drop);
    expect(r.left).toBe(r.lost + 2);
    const { doc } = await check('bounds.yaml', r.text);
    const late = doc.violations.filter((v) => (v.code === 'out-of-turn' || v.code === 'wrong-side') && (v.salvo ?? 0) > 4);
    // Each of красные's salvos after another of theirs is a breach, but the one after a line read as blue's.
    const readAsBlue = late.filter((v) => v.code === 'wrong-side').map((v) => v.salvo! + 1);
    expect(late.map((v) => v.salvo)).toEqual(r.red.filter((x) => !readAsBlue.includes(x)));
    expect(late.filter((v) => v.code === 'out-of-turn').map((v) => v.salvo)).toContain(r.red[r.red.length - 1]);
    expect(doc.warnings.filter((w) => w.code === 'turn-unjudged' && (w.salvo ?? 0) > 4)).toEqual([]);
  });
});

describe('the warning in Polish', () => {
  it('agrees with the numbers it gives', async () => {
    const { turnUnjudgedLimitSaid } = await import('../../src/record/warning-text.js');
    const side = (name: string) => (l: string) => (l === 'pl' ? `„${name}”` : `«${name}»`);
    const one = turnUnjudgedLimitSaid(false, side('Czerwoni'), side('Niebiescy'), 60, [3], { kind: 'unreadable' }, undefined, 3, 2, [64, 65, 66]);
    expect(one.pl!.message).toBe(
      'nie sprawdzono, czy był to ruch strony „Czerwoni”: stronie „Niebiescy” mogło nie zostać już ani jednego strzału z limitu 60 — salwa 3 wcześniej jest nieczytelna, a mogło w niej być do 3 strzałów strony „Niebiescy” (bez niej zostały 2 strzały); z tego samego powodu nie sprawdzono kolejności także w salwach 64–66',
    );
    expect(one.pl!.suggestion).toBe('popraw tamtą salwę i sprawdź ponownie');
    const two = turnUnjudgedLimitSaid(false, side('Czerwoni'), side('Niebiescy'), 60, [3, 9], undefined, undefined, 6, 5);
    expect(two.pl!.message).toContain('— salwy 3, 9 wcześniej pominięto (zob. błędy przy nich), a mogło w nich być do 6 strzałów strony „Niebiescy” (bez nich zostało 5 strzałów)');
    expect(two.ru!.message).toContain('— залпы 3, 9 перед этим не учтены (см. ошибки при них), а в них могло быть до 6 выстрелов стороны «Niebiescy» (без них осталось 5 выстрелов)');
  });
});

describe('a salvo of the side after a line that cannot be read', () => {
  it('is said not judged against the limit where the line may have held the shots it needed', async () => {
    // Blue fires one more shot, at a cell it never fired at, before красные's last run: counted
    // without the lost line it has 3 left, but the line may have held all 3.
    const fired = new Set(lines.flatMap((l) => /^ {2}- синие: (.*?) ->/u.exec(l)?.[1]!.trim().split(/\s+/u) ?? []));
    const free = [...'абвгдежзик'].flatMap((c) => Array.from({ length: 10 }, (_, r) => `${c}${r + 1}`)).find((c) => !fired.has(c))!;
    const all = salvos();
    const lastBlue = all.map((s) => s.side).lastIndexOf('синие');
    const at = all[lastBlue + 1]!.at;
    const text = lines.map((l, i) => (i === all[2]!.at ? '  - ~~~~~~~~~~' : i === at ? `${l}\n  - синие: ${free} -> попаданий нет` : l)).join('\n');
    const { doc, text: ru } = await check('one-more.yaml', text, 'ru');
    const said = doc.warnings.filter((w) => w.code === 'limit-unjudged');
    expect(said.map((w) => w.salvo)).toEqual([lastBlue + 3]);
    expect(said[0]!.message).toBe("whether the 1 shot of синие is within the limit of 60 is not judged: salvo 3 before it cannot be read, and its shots (up to 3) may be shots of синие, not counted towards it (3 left without them)");
    expect(ru).toContain('залп 3 перед этим не удалось прочитать, и его выстрелы (до 3), если это залп стороны «синие», в предел не засчитаны (без них осталось 3) (исправьте тот залп и проверьте снова)');
    expect(doc.violations.map((v) => v.code)).toEqual(['salvo-form']);
  });
});
