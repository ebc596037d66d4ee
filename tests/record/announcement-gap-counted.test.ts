/**
 * An announcement no salvo left out explains, after a line out of turn where one may be left out
 * (`announcement-inconsistent`, not `announcement-unjudged`): what is wrong with it is said with
 * that salvo counted, and the message says a salvo may be missing. Before, its bound was worded as
 * if nothing could be missing: `the cruiser announced sunk after at most 2 hits`, which a red salvo
 * put in before blue's third makes false (the brute force below finds a fleet for it).
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fullReferee } from '../../src/inference/full-referee.js';
import { parseRecord } from '../../src/record/parse.js';
import { loadVariant } from '../../src/variant/load.js';
import { announce, type BruteShip } from '../inference/brute.js';
import { runSalvo } from '../helpers/cli.js';

const g09 = readFileSync(join(import.meta.dirname, '..', 'cli', 'fixtures', 'referee-gap', 'g09-salvo-missing.yaml'), 'utf8');
// The cruiser sunk twice in one salvo: no salvo left out could explain the second.
const twice = g09.replace('miss, hit, miss, sunk cruiser, miss', 'miss, hit, sunk cruiser, sunk cruiser, miss');

const inconsistent = (report: ReturnType<typeof fullReferee>) => report.breaches.filter((b) => b.code === 'announcement-inconsistent');

describe('an announcement no salvo left out explains, after a possible gap', () => {
  it('drops a bound the salvo left out may break, and says that salvo may be missing', async () => {
    const variant = await loadVariant('classic-salvo', { cwd: process.cwd() });
    const report = fullReferee({ ...parseRecord(twice, variant, { file: 'g.yaml' }), variant }, 'en');
    const [b] = inconsistent(report);
    expect(b).toMatchObject({ line: 8, column: 29, salvo: 5 });
    expect(b!.message).toBe(
      "blue's announcement for red's salvo 2: shot 4: a hit on the cruiser after it was announced sunk, even counting a salvo of red that may be left out before salvo 4 (see its error)",
    );
    expect(report.warnings.map((w) => w.code)).not.toContain('announcement-unjudged');
  });

  it('the bound dropped is wrong with a red salvo put in: a fleet where shot 3 sinks the cruiser (the brute force)', async () => {
    const variant = await loadVariant('classic-salvo', { cwd: process.cwd() });
    const parsed = parseRecord(twice, variant);
    const cell = (name: string): number => (Number(name.slice(1)) - 1) * 10 + (name.charCodeAt(0) - 65);
    const ship = (classIndex: number, names: string[]): BruteShip => ({ classIndex, cells: names.map(cell).sort((a, b) => a - b) });
    // Blue's cruiser at B9-D9, its destroyer at E7-E8; the missing red salvo hit B9 and C9.
    const layout = [ship(0, ['A3', 'A4', 'A5', 'A6', 'A7']), ship(1, ['C1', 'C2', 'C3', 'C4']), ship(2, ['B9', 'C9', 'D9']), ship(3, ['G1', 'G2', 'G3']), ship(4, ['E7', 'E8'])];
    const red = parsed.record.salvos.filter((s) => s.side === 'red');
    const salvos = [red[0]!.cells, ['B9', 'C9', 'F1', 'F2', 'F3'].map(cell), red[1]!.cells];
    expect(announce(variant, layout, salvos, 0)).toEqual(red[0]!.announcement);
    const recorded = red[1]!.announcement;
    const given = announce(variant, layout, salvos, 2);
    if (recorded?.kind !== 'per-shot' || given.kind !== 'per-shot') throw new Error('classic-salvo announces per shot');
    expect(given.shots.slice(0, 3)).toEqual(recorded.shots.slice(0, 3));
  });

  it('a bound the salvo left out loosens counts its shot (Морской бой, in Russian; Statki, in Polish)', async () => {
    // 4 submarines and 3 destroyers sunk with 10 hits; after the gap, "убит" makes 8 ships sunk:
    // their cells are 4 + 6 + 3 = 13, and the hits at most 11 recorded, 12 with the one shot left out.
    const morskoy = await loadVariant('morskoy-boy', { cwd: process.cwd() });
    const text = `variant: morskoy-boy
sides: [первый, второй]
salvos:
  - первый: А1 В1 Д1 Ж1 А3 А4 В3 В4 Д3 Д4 К10 -> убит, убит, убит, убит, попал, убит, попал, убит, попал, убит, мимо
  - второй: А1 -> мимо
  - второй: Б1 -> мимо
  - первый: И1 -> убит
`;
    const ru = inconsistent(fullReferee({ ...parseRecord(text, morskoy, { file: 'g.yaml' }), variant: morskoy }, 'ru'));
    expect(ru).toHaveLength(1);
    expect(ru[0]).toMatchObject({ line: 7, column: 19, salvo: 14 });
    expect(ru[0]!.message).toBe(
      "the announcement of второй for salvo 12 of первый: 8 ships announced sunk after at most 12 hits, but the 8 smallest ships of the fleet have 13 cells, even counting a salvo of первый that may be left out before salvo 13 (see its error)",
    );
    const statki = await loadVariant('statki', { cwd: process.cwd() });
    const polish = text
      .replace('morskoy-boy', 'statki')
      .replace('[первый, второй]', '[ala, tomek]')
      .replace(/первый/gu, 'ala')
      .replace(/второй/gu, 'tomek')
      .replace(/убит/gu, 'zatopiony')
      .replace(/попал/gu, 'trafiony')
      .replace(/мимо/gu, 'pudło')
      .replace(/[АБВДЖИК]/gu, (c) => ({ А: 'A', Б: 'B', В: 'C', Д: 'E', Ж: 'G', И: 'I', К: 'J' })[c]!);
    const pl = inconsistent(fullReferee({ ...parseRecord(polish, statki, { file: 'g.yaml' }), variant: statki }, 'pl'));
    expect(pl[0]!.message).toContain('8 ships announced sunk after at most 12 hits');
    // Said in the record's language by check: the bound with the shot counted, and the shot that may be missing.
    const dir = await mkdtemp(join(tmpdir(), 'salvo-gap-counted-'));
    await writeFile(join(dir, 'ru.yaml'), text);
    await writeFile(join(dir, 'pl.yaml'), polish);
    const line = (out: string): string | undefined => out.split('\n').find((l) => l.includes('announcement-inconsistent'));
    expect(line((await runSalvo(dir, ['check', 'ru.yaml'])).stdout)).toBe(
      'ru.yaml:7:19: ошибка announcement-inconsistent: выстрел 14: ответ стороны «второй» на выстрел 12 стороны «первый» не согласуется с прежними ответами (объявлено потопленных кораблей: 8, после не более чем 12 попаданий, а в 8 самых маленьких кораблях флота 13 клеток), даже с учётом выстрела стороны «первый», который мог быть пропущен перед выстрелом 13 (см. ошибку при нём) [правило: ответы согласуются друг с другом; записано: убит] (сверьте ответ с листком: никакой флот не даёт его после прежних ответов)',
    );
    const plLine = line((await runSalvo(dir, ['check', 'pl.yaml'])).stdout);
    expect(plLine).toContain('(ogłoszono zatopionych statków: 8, po najwyżej 12 trafieniach, a najmniejsze statki floty (8) mają razem 13 pól), nawet licząc strzał strony „ala”, który mógł zostać pominięty przed strzałem 13 (zob. błąd przy nim)');
    // --json says the same finding, in the record's language.
    const json = JSON.parse((await runSalvo(dir, ['check', 'ru.yaml', '--json'])).stdout) as { violations: { code: string; message: string }[] };
    expect(json.violations.find((v) => v.code === 'announcement-inconsistent')?.message).toContain('даже с учётом выстрела стороны «первый», который мог быть пропущен перед выстрелом 13');
  });
});
