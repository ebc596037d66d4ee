/**
 * `show` and a line written twice (`repeated-salvo`: the same side, cells and announcement on the
 * next line): as `check` reads it a line to delete, and as `analyze` leaves it out, the copy is
 * neither marked on the charts nor counted in the shots fired, the hits or whose turn it is; a
 * line under the charts says so (en, ru, pl), and `--json` names its salvos (`leftOut.copies`).
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const dir = join(import.meta.dirname, 'fixtures', 'referee-loose-ends');
// Red's salvo 4 (line 11) written again as salvo 5 (line 12); red fired 6 + 6 shots.
const name = 'jutland-written-twice.yaml';

interface ShowJson {
  papers: { side: string; ownChart: { cell: string; salvo: number }[]; enemyChart: { cell: string; salvo: number }[]; totals: { shotsFired: number } }[];
  leftOut?: { copies: number[] };
  next: string | null;
}

describe('show: a line written twice is left out, and said so', () => {
  it('counts red the 12 shots it fired, not 18, and names the copy under the charts', async () => {
    const check = await runSalvo(dir, ['check', name]);
    expect(check.stdout).toContain('error repeated-salvo: salvo 5: salvo 4 (line 11) written again');
    const r = await runSalvo(dir, ['show', name, '--side', 'red']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('hits taken: 3, given: 2; shots fired: 12\n');
    expect(r.stdout).toContain(
      `note: salvo 5 (line 12), salvo 4 written again, is left out of the charts and totals: a line to delete as the referee reads it ('salvo check ${name}' gives the breach)\n`,
    );
    // The heading still counts the record's lines, as --after does.
    expect(r.stdout).toContain("red (Miss Crane) after 6 salvos of the game (the last: blue's 3rd)");
  });

  it('--json: the totals without the copy, and leftOut.copies names its salvo', async () => {
    const r = await runSalvo(dir, ['show', name, '--json']);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as ShowJson;
    expect(doc.leftOut).toEqual({ copies: [5] });
    const red = doc.papers.find((p) => p.side === 'red')!;
    const blue = doc.papers.find((p) => p.side === 'blue')!;
    expect(red.totals.shotsFired).toBe(12);
    expect(blue.totals.shotsFired).toBe(17);
    // Red's shots on blue's chart: its two salvos, numbered 1 and 2; no third.
    expect(new Set(blue.ownChart.map((m) => m.salvo))).toEqual(new Set([1, 2]));
    const shots = (marks: readonly { cell: string; salvo: number }[]): string[] => marks.map((m) => `${m.cell}:${m.salvo}`);
    expect(shots(red.enemyChart)).toEqual(shots(blue.ownChart));
  });

  it('says nothing of it before the copy (--after 4)', async () => {
    const r = await runSalvo(dir, ['show', name, '--after', '4', '--side', 'red']);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain('written again');
    expect(r.stdout).toContain('shots fired: 12\n');
    const j = JSON.parse((await runSalvo(dir, ['show', name, '--after', '4', '--json'])).stdout) as ShowJson;
    expect(j.leftOut).toBeUndefined();
  });

  it('whose turn it is, as if the line were deleted; said in Russian and Polish', async () => {
    const tmp = await mkdtemp(join(tmpdir(), 'salvo-show-twice-'));
    await writeFile(
      join(tmp, 'statki.yaml'),
      'variant: statki\nlanguage: pl\nsides: { ala: Ala, tomek: Tomek }\nsalvos:\n  - ala: A1 -> pudło\n  - tomek: J10 -> pudło\n  - ala: B2 -> pudło\n  - ala: B2 -> pudło\n  - tomek: J9 -> pudło\n',
    );
    await writeFile(
      join(tmp, 'morskoy.yaml'),
      'variant: morskoy-boy\nlanguage: ru\nsides: { первый: Оля, второй: Дима }\nsalvos:\n  - первый: А1 -> мимо\n  - второй: К10 -> мимо\n  - первый: Б2 -> мимо\n  - первый: Б2 -> мимо\n  - второй: К9 -> мимо\n',
    );
    const pl = await runSalvo(tmp, ['show', 'statki.yaml']);
    expect(pl.code).toBe(0);
    expect(pl.stdout).toContain(
      'uwaga: strzał 4 (wiersz 8) to strzał 3 zapisany ponownie: pominięty na planszach i w sumach, bo według sędziego ten wiersz trzeba usunąć (naruszenie: salvo check statki.yaml)\n',
    );
    // Ala's shots: A1 and B2, two, not three.
    expect(pl.stdout).toContain('oddane strzały: 2\n');
    const ru = await runSalvo(tmp, ['show', 'morskoy.yaml']);
    expect(ru.stdout).toContain(
      'внимание: выстрел 4 (строка 8) — выстрел 3, записанный снова, — не учтён на картах и в итогах: по мнению судьи, эту строку надо удалить (нарушение: salvo check morskoy.yaml)\n',
    );
    const j = JSON.parse((await runSalvo(tmp, ['show', 'statki.yaml', '--json'])).stdout) as ShowJson;
    expect(j.leftOut).toEqual({ copies: [4] });
    expect(j.next).toBe('ala');
  });
});
