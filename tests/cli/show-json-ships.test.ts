/**
 * `salvo show --json` gave each class's hits (`takenBy`, `givenBy`) but not which ship of the class
 * took them, though the terminal's roster and the filled-in sheet (`show -o`) tick the ship hit
 * where the record tells it. Each roster entry now has `takenByShip` and `givenByShip`: per ship
 * of the class, the salvos known to have hit it, the ships in the order first hit (by the ship's
 * number where the report names it), as the roster's boxes take them.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { paperJson } from '../../src/cli/commands/show.js';
import { parseRecord } from '../../src/record/parse.js';
import { paperOf } from '../../src/record/paper.js';
import { loadVariant } from '../../src/variant/load.js';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');

type Hits = (number | null)[];
interface RosterDoc { class: string; count: number; taken: number; takenBy: Hits; takenByShip: Hits[]; given: number; givenBy: Hits; givenByShip: Hits[] }
interface ShowDoc { papers: { side: string; roster: RosterDoc[] }[] }

async function showJson(file: string): Promise<ShowDoc> {
  const r = await runSalvo(root, ['show', file, '--json']);
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as ShowDoc;
}

const entry = (doc: ShowDoc, side: string, cls: string): RosterDoc => doc.papers.find((p) => p.side === side)!.roster.find((r) => r.class === cls)!;

describe('show --json: the hits on each ship of a class', () => {
  it('Jutland: blue’s salvos on each of red’s destroyers, and the battleship’s one ship', async () => {
    const doc = await showJson('examples/jutland.yaml');
    expect(entry(doc, 'blue', 'destroyer').givenByShip).toEqual([[9, 10], [14, 15]]);
    expect(entry(doc, 'red', 'destroyer').takenByShip).toEqual([[9, 10], [14, 15]]);
    // Blue's destroyer at A4–A5 hit by red's salvos 1 and 2, the other not.
    expect(entry(doc, 'blue', 'destroyer').takenByShip).toEqual([[1, 2], []]);
    expect(entry(doc, 'blue', 'battleship').givenByShip).toEqual([[2, 4, 5, 5]]);
  });

  it('Морской бой: the ships in the order first hit, each with its salvos', async () => {
    const doc = await showJson('examples/morskoy-boy.yaml');
    expect(entry(doc, 'первый', 'cruiser').takenByShip).toEqual([[22, 23, 24], []]);
    expect(entry(doc, 'первый', 'cruiser').givenByShip).toEqual([[5, 6, 7], [22, 25, 26]]);
    expect(entry(doc, 'первый', 'destroyer').takenByShip).toEqual([[8, 9], [17, 19], []]);
  });

  it('Twin Salvo: by the ship each report names', async () => {
    const variant = await loadVariant(join(root, 'examples', 'variants', 'twin-salvo.yaml'), { cwd: root });
    const f = parseRecord(
      `variant: twin-salvo
sides:
  east: Ann
  west: Bob
salvos:
  - west: "F3 G3 A5 J10 -> frigate #2 2, cutter #1 1"
  - east: "F8 A8 J1 E1 -> frigate #1 1, frigate #2 1, cutter #1 1"
  - west: "H3 B5 A3 J9 -> frigate #1 1, frigate #2 1 sunk, cutter #1 1 sunk"
`,
      variant,
    );
    expect(f.diagnostics.filter((x) => x.severity === 'error')).toEqual([]);
    const east = paperJson(paperOf(f.record, variant, 'east'), f.record, variant, 'en').roster;
    expect(east.find((r) => r.class === 'frigate')!.takenByShip).toEqual([[2], [1, 1, 2]]);
    expect(east.find((r) => r.class === 'frigate')!.givenByShip).toEqual([[1], [1]]);
    expect(east.find((r) => r.class === 'cutter')!.takenByShip).toEqual([[1, 2], []]);
  });

  it('every example: a list for each ship, its hits among the class’s', async () => {
    let read = 0;
    for (const name of ['jutland.yaml', 'perelman.yaml', 'classic-salvo.yaml', 'classic-1967.yaml', 'statki.yaml', 'statki-15.yaml', 'breaches.yaml']) {
      const r = await runSalvo(root, ['show', `examples/${name}`, '--json']);
      if (r.code !== 0) continue;
      read++;
      for (const paper of (JSON.parse(r.stdout) as ShowDoc).papers) {
        for (const e of paper.roster) {
          for (const [ships, by] of [[e.takenByShip, e.takenBy], [e.givenByShip, e.givenBy]] as const) {
            expect(ships, `${name} ${paper.side} ${e.class}`).toHaveLength(e.count);
            const left = [...by];
            for (const salvo of ships.flat()) {
              const at = left.indexOf(salvo);
              expect(at, `${name} ${paper.side} ${e.class}: ${salvo} in ${JSON.stringify(by)}`).toBeGreaterThanOrEqual(0);
              left.splice(at, 1);
            }
          }
        }
      }
    }
    expect(read).toBeGreaterThanOrEqual(5);
  });
});
