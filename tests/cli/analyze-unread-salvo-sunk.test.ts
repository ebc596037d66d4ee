/**
 * A whole salvo's "sunk" after a salvo with a cell that cannot be read (`C? E5 -> boat 1`, later
 * `C1 E3 -> boat 1 sunk`): the evidence keeps it, read as saying a ship hit then may have sunk (the
 * unread cell perhaps one of its cells), where it was left out whole; analyze says so and why,
 * naming the salvo whose cell could not be read, and no longer lists it as left out (text and
 * --json). The sentence in Russian and Polish as the report says it.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analysisText } from '../../src/analysis/report-text.js';
import { runSalvo } from '../helpers/cli.js';

const VARIANT = `id: sunk5
languages: [en]
name: Sunk five
board: { rows: 5, columns: 5 }
fleet:
  - { id: boat, name: Boat, size: 2 }
  - { id: raft, name: Raft, size: 1 }
placement: { spacing: no-contact }
turns:
  salvo: { kind: constant, shots: 2 }
report: { timing: per-salvo, by: class, counts: true, sunk: true }
words:
  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Own, enemyChart: Enemy }
`;
const RECORD = 'variant: v.yaml\nsalvos:\n  - blue: A4 A5 -> no hits\n  - red: C? E5 -> boat 1\n  - blue: B4 B5 -> no hits\n  - red: C1 E3 -> boat 1 sunk\n';

describe('analyze: a whole salvo\'s "sunk" after a salvo with a cell that cannot be read', () => {
  it('is read as "may have sunk", not left out', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-unread-salvo-sunk-'));
    await writeFile(join(dir, 'v.yaml'), VARIANT);
    await writeFile(join(dir, 'g.yaml'), RECORD);
    const out = (await runSalvo(dir, ['analyze', 'g.yaml', '--budget', '1', '--workers', '1'])).stdout;
    expect(out.split('\n')).toContain(
      'read as "may have sunk": the announcement of salvo 4: it tells a ship sunk, and the hit of salvo 2 before it was at a cell that could not be read, which may be that ship\'s (a ship hit then sank, some of its cells perhaps the unread ones)',
    );
    expect(out).not.toContain('left out of the evidence: the announcement of salvo 4');
    const json = JSON.parse((await runSalvo(dir, ['analyze', 'g.yaml', '--budget', '1', '--json', '--workers', '1'])).stdout) as { leftOut: { announcements: number[] } };
    expect(json.leftOut.announcements).not.toContain(4);
  });

  it('in Russian and Polish', () => {
    expect(analysisText('ru', false).sunkMayHave(4, 2)).toBe(
      'учтено как «мог быть потоплен»: ответ на залп 4: в нём корабль потоплен, а попадание залпа 2 до него пришлось на клетку, которую не удалось прочесть, а она может быть клеткой этого корабля (потоплен корабль, в который тогда попали; часть его клеток, возможно, — непрочитанные)',
    );
    expect(analysisText('pl', false).sunkMayHave(4, 2)).toBe(
      'liczy się jako „mógł zatonąć”: odpowiedź na salwę 4: mówi o zatopieniu statku, a trafienie salwy 2 przed nią padło na pole, którego nie dało się odczytać, a może to być pole tego statku (zatonął statek wtedy trafiony; niektóre jego pola to może te nieodczytane)',
    );
  });
});
