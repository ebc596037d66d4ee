/**
 * `salvo show` on a disputed game whose last salvo calls a cell off the board: the game is drawn
 * up to and including that salvo's cells on the board, and the cells off it are named under the
 * charts with the salvo's number and line (in the text's language), or in `offBoard` with
 * `--json`. `salvo check` still fails on the record, with its error as before. Any other error,
 * or a cell off the board before the last salvo, still stops `show`.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('salvo show: a last salvo with a cell off the board', () => {
  let dir = '';
  // breaches.yaml's first six salvos, then red's third: J7 H2 and K3 (there is no column K).
  let head = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'salvo-off-board-'));
    const lines = (await readFile(join(root, 'examples/breaches.yaml'), 'utf8')).split('\n');
    head = lines.slice(0, lines.findIndex((l) => l.includes('red: J7 H2 K3'))).join('\n') + '\n';
    await writeFile(join(dir, 'b.yaml'), `${head}  - red: J7 H2 K3 -> no hits\n`);
    await writeFile(join(dir, 'two.yaml'), `${head}  - red: K3 L5 -> no hits\n`);
  });

  it('draws the game with the salvo\'s cells on the board, and names the cell off it under the charts', async () => {
    const r = await runSalvo(dir, ['show', 'b.yaml', '--side', 'blue']);
    expect(r.code).toBe(0);
    const salvoLine = head.split('\n').length;
    // Red's third salvo is on blue's own chart: J7 and H2 carry its number.
    const row = (n: number): string => r.stdout.split('\n').find((l) => new RegExp(`^ *${n} `, 'u').test(l))!;
    expect(row(7)).toMatch(/^ *7( +\S+){9} +3 /u);
    expect(row(2).split(/ +/u).slice(1, 12)).toContain('3');
    expect(r.stdout).toContain('blue (Lt. Hartley) after 7 salvos of the game (the last: red\'s 3rd)');
    expect(r.stdout).toContain(
      `off the board, not drawn: K3 in salvo 7 (line ${salvoLine}), red's 3rd; compare it with the pad and write the cell called ('salvo check b.yaml' gives the breach)`,
    );
    // The error is said on standard error, an error as check says it: the game was drawn all the same, and the line after says so.
    expect(r.stderr).toContain(`b.yaml:${salvoLine}:16: error cell-off-board: salvo 7: cell "K3" is off the board`);
    expect(r.stderr).toContain("salvo: b.yaml: salvo 7, the last, has a cell off the board; the game is drawn with the rest of it, and the cell named under the charts ('salvo check' gives the breach)");
  });

  it('names every cell off the board, even where none of the salvo is drawn', async () => {
    const r = await runSalvo(dir, ['show', 'two.yaml', '--side', 'red']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/off the board, not drawn: K3 L5 in salvo 7 \(line \d+\), red's 3rd; compare them with the pad and write the cells called/u);
  });

  it('keeps check failing with the error as it was', async () => {
    const r = await runSalvo(dir, ['check', 'b.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toMatch(/error cell-off-board: salvo 7: cell "K3" is off the board: there is no column K/u);
  });

  it('gives the cells off the board in --json, beside the charts', async () => {
    const r = await runSalvo(dir, ['show', 'b.yaml', '--json']);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as { after: number; offBoard: unknown; papers: { side: string; ownChart: { cell: string; salvo: number }[] }[] };
    expect(doc.after).toBe(7);
    expect(doc.offBoard).toEqual([{ cell: 'K3', salvo: 7, side: 'red', sideSalvo: 3, line: head.split('\n').length, column: 16 }]);
    const blue = doc.papers.find((p) => p.side === 'blue')!;
    expect(blue.ownChart.filter((m) => m.salvo === 3).map((m) => m.cell)).toEqual(expect.arrayContaining(['H2', 'J7']));
    // A record without such cells has no offBoard.
    const clean = await runSalvo(root, ['show', 'examples/jutland.yaml', '--json']);
    expect(Object.keys(JSON.parse(clean.stdout) as object)).not.toContain('offBoard');
  });

  it('says it in Russian and Polish, where the record is', async () => {
    await writeFile(join(dir, 'm.yaml'), 'variant: morskoy-boy\nsalvos:\n  - blue: А1 -> мимо\n  - red: Б1 -> попал\n  - red: Л2 -> мимо\n');
    const ru = await runSalvo(dir, ['show', 'm.yaml', '--side', 'blue']);
    expect(ru.code).toBe(0);
    expect(ru.stdout).toMatch(/вне поля, на картах нет: Л2 \(мимо\) в выстреле 3 \(строка 5\), 2-м выстреле стороны «[^»]+»; сверьте с листом и впишите названную клетку \(нарушение: salvo check m\.yaml\)/u);
    await writeFile(join(dir, 's.yaml'), 'variant: statki\nsalvos:\n  - blue: A1 -> pudło\n  - red: B1 L1 -> pudło, pudło\n');
    const pl = await runSalvo(dir, ['show', 's.yaml', '--side', 'blue']);
    expect(pl.code).toBe(0);
    expect(pl.stdout).toMatch(/poza planszą, nie zaznaczone: L1 \(pudło\) w strzale \d+ \(wiersz 4\), \d+\. strzale strony „[^”]+”; porównaj z kartką i wpisz podane pole \(naruszenie: salvo check s\.yaml\)/u);
    // The line on standard error saying the game is drawn all the same: in the record's language too, whole.
    const last = (out: string): string => out.split('\n').find((l) => l.startsWith('salvo: '))!;
    expect(last(ru.stderr)).toBe("salvo: m.yaml: выстрел 3, последний, называет клетку вне поля; партия нарисована без неё, а клетка названа под картами (нарушение: 'salvo check')");
    expect(last(pl.stderr)).toMatch(/^salvo: s\.yaml: strzał \d+, ostatni, podaje pole poza planszą; gra jest narysowana bez niego, a pole jest podane pod planszami \(naruszenie: 'salvo check'\)$/u);
    await writeFile(join(dir, 'p.yaml'), 'variant: perelman\nsalvos:\n  - blue: а1 а2 а3 -> мимо\n  - red: б1 л2 л3 -> мимо\n');
    const two = await runSalvo(dir, ['show', 'p.yaml', '--side', 'blue']);
    expect(last(two.stderr)).toBe("salvo: p.yaml: залп 2, последний, называет 2 клетки вне поля; партия нарисована без них, а клетки названы под картами (нарушение: 'salvo check')");
    for (const line of [last(ru.stderr), last(pl.stderr), last(two.stderr)]) expect(line.replace(/'salvo check'|^salvo:/gu, '')).not.toMatch(/\b(?:salvo|the|last|has|cells?|off|board|drawn|named|charts|gives|breach)\b/u);
    const en = await runSalvo(dir, ['show', 'p.yaml', '--side', 'blue', '--lang', 'en']);
    expect(last(en.stderr)).toBe("salvo: p.yaml: salvo 2, the last, has 2 cells off the board; the game is drawn with the rest of it, and the cells named under the charts ('salvo check' gives the breach)");
  });

  it('says the result written for each cell off the board, and counts those shots as fired, in a game announced shot by shot', async () => {
    // classic-salvo: red's salvo of five, two of them off the board (K8 written as a hit, L5 a miss).
    const lines = (await readFile(join(root, 'examples/classic-salvo.yaml'), 'utf8')).split('\n');
    const upTo = lines.findIndex((l) => l.startsWith('  - red:'));
    await writeFile(join(dir, 'c.yaml'), `${lines.slice(0, upTo).join('\n')}\n  - red: B1 K8 D8 L5 J3 -> miss, hit, miss, miss, miss\n`);
    const r = await runSalvo(dir, ['show', 'c.yaml', '--side', 'red']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`off the board, not drawn: K8 (hit), L5 (miss) in salvo 2 (line ${upTo + 1}), red's 1st; compare them with the pad`);
    // All five were fired: three on the chart, two off it.
    expect(r.stdout).toMatch(/shots fired: 5\n/u);
    const json = await runSalvo(dir, ['show', 'c.yaml', '--json']);
    const doc = JSON.parse(json.stdout) as { offBoard: { cell: string; result?: string }[]; papers: { side: string; totals: { shotsFired: number } }[] };
    expect(doc.offBoard.map((c) => [c.cell, c.result])).toEqual([
      ['K8', 'hit'],
      ['L5', 'miss'],
    ]);
    expect(doc.papers.map((p) => [p.side, p.totals.shotsFired])).toEqual([
      ['blue', 5],
      ['red', 5],
    ]);
    // One shot a turn (statki): the shot off the board is the side's own, with its result, in Polish.
    await writeFile(join(dir, 't.yaml'), 'variant: statki\nsalvos:\n  - blue: A1 -> pudło\n  - red: B1 L1 -> pudło, trafiony\n');
    const pl = await runSalvo(dir, ['show', 't.yaml', '--side', 'red']);
    expect(pl.code).toBe(0);
    expect(pl.stdout).toContain('poza planszą, nie zaznaczone: L1 (trafiony) w strzale 3 (wiersz 4)');
    expect(pl.stdout).toMatch(/oddane strzały: 2\n/u);
    await writeFile(join(dir, 'r.yaml'), 'variant: morskoy-boy\nsalvos:\n  - blue: А1 -> мимо\n  - red: Б1 -> попал\n  - red: Л2 -> мимо\n');
    const ru = await runSalvo(dir, ['show', 'r.yaml', '--side', 'red']);
    expect(ru.stdout).toContain('вне поля, на картах нет: Л2 (мимо) в выстреле 3');
    expect(ru.stdout).toMatch(/сделано выстрелов: 2\n/u);
  });

  it('takes a shot off the board from the shots left, where the game has a limit (Perelman)', async () => {
    const lines = (await readFile(join(root, 'examples/perelman.yaml'), 'utf8')).split('\n');
    const upTo = lines.findIndex((l) => l.startsWith('  - синие:'));
    await writeFile(join(dir, 'p.yaml'), `${lines.slice(0, upTo).join('\n')}\n  - синие: в7 л3 к2 -> попаданий нет\n`);
    const r = await runSalvo(dir, ['show', 'p.yaml', '--json']);
    const doc = JSON.parse(r.stdout) as { offBoard: { cell: string; result?: string }[]; papers: { side: string; totals: { shotsFired: number; shotsLeft: number | null } }[] };
    // Announced for the salvo as a whole: no result of its own for the cell.
    expect(doc.offBoard.map((c) => [c.cell, c.result])).toEqual([['л3', undefined]]);
    const blue = doc.papers.find((p) => p.side === 'синие')!;
    const red = doc.papers.find((p) => p.side === 'красные')!;
    // Three shots fired, so three fewer left than the other side, which has fired none.
    expect(blue.totals.shotsFired).toBe(3);
    expect(red.totals.shotsFired).toBe(0);
    expect(blue.totals.shotsLeft).toBe(red.totals.shotsLeft! - 3);
  });

  it('still refuses a cell off the board before the last salvo, or another error in the last', async () => {
    await writeFile(join(dir, 'early.yaml'), `${head}  - red: J7 H2 K3 -> no hits\n  - blue: E6 F7 G6 A2 A10 -> no hits\n`);
    const early = await runSalvo(dir, ['show', 'early.yaml']);
    expect(early.code).toBe(1);
    expect(early.stderr).toContain('or draw the game as it stood before it with --after 6');
    await writeFile(join(dir, 'word.yaml'), `${head}  - red: J7 H2 K3 -> no hitz\n`);
    const word = await runSalvo(dir, ['show', 'word.yaml']);
    expect(word.code).toBe(1);
    expect(word.stdout).toBe('');
  });
});
