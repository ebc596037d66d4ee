/**
 * A line left out of the replay (it cannot be read at all, or names no cell) may have held hits:
 * a later "sunk" of its side where the revealed fleet gives a hit is not a breach where the ship's
 * cells not fired at, as read, are no more than the hits the line may have held; `check` says the
 * announcement is not judged (`announcement-unjudged`) and why. Where they are more (the line's
 * own announcement gives fewer hits), or the line was the other side's, the breach stands.
 *
 * The records are examples/classic-salvo.yaml and examples/statki.yaml with one line changed.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

interface Report {
  violations: { code: string; salvo?: number; message: string }[];
  warnings: { code: string; salvo?: number; line?: number; message: string }[];
}

let dir: string;
let classic: string;
let statki: string;
let morskoy: string;
beforeAll(async () => {
  morskoy = await readFile(new URL('../../examples/morskoy-boy.yaml', import.meta.url), 'utf8');
  dir = await mkdtemp(join(tmpdir(), 'salvo-lost-hits-'));
  classic = await readFile(new URL('../../examples/classic-salvo.yaml', import.meta.url), 'utf8');
  statki = await readFile(new URL('../../examples/statki.yaml', import.meta.url), 'utf8');
});

/** `text` with the line `from` (whole, as written) replaced by `to`. */
function replaced(text: string, from: string, to: string): string {
  expect(text).toContain(`\n${from}\n`);
  return text.replace(`\n${from}\n`, `\n${to}\n`);
}

async function check(name: string, text: string, lang?: string): Promise<{ doc: Report; text: string }> {
  await writeFile(join(dir, name), text);
  const doc = JSON.parse((await runSalvo(dir, ['check', name, '--json', '--lang', 'en'])).stdout) as Report;
  return { doc, text: (await runSalvo(dir, ['check', name, ...(lang !== undefined ? ['--lang', lang] : [])])).stdout };
}

// Blue's third salvo hit C10 and B10 (the battleship A10-D10, D10 hit before) and A4 (the cruiser
// A2-A4); blue's "sunk battleship" at A10 and "sunk cruiser" at A2 follow from it.
const LINE3 = '  - blue: D9 E10 C10 B10 A4 -> miss, miss, hit, hit, hit';

describe('a "sunk" after a line left out that may have hit the rest of the ship', () => {
  it('is not judged where the line cannot be read', async () => {
    const { doc, text } = await check('unreadable.yaml', replaced(classic, LINE3, '  - ~~~~~~~~'));
    expect(doc.violations.map((v) => v.code)).toEqual(['salvo-form']);
    const said = doc.warnings.filter((w) => w.code === 'announcement-unjudged');
    expect(said.map((w) => w.salvo)).toEqual([5, 7]);
    expect(said[0]!.message).toBe(
      `red's announcement for blue's salvo 3 is not judged: the fleet gives a hit at A10, not "sunk", but salvo 3 before it cannot be read, and it may hold hits (up to 5) on the rest of the ship (B10, C10, not fired at as read)`,
    );
    expect(said[1]!.message).toContain('the fleet gives a hit at A2, not "sunk", but salvo 3 before it cannot be read, and it may hold hits (up to 5) on the rest of the ship (A4, not fired at as read)');
    expect(text).toContain('(mend that salvo, and check again)');
    // Blue's last salvo sank the last ship as announced; the replay, without salvo 3's hits, has the battleship afloat.
    expect(text).toContain('unreadable.yaml: 1 reading error in 27 salvos; the game goes on: red to fire (as far as the record shows: what salvo 3 hit is not known: see its error)\n');
  });

  it('is judged by the hits a line naming no cell was announced to have made', async () => {
    // One hit announced: enough for the cruiser's A4, not for the battleship's B10 and C10.
    const { doc } = await check('no-cell.yaml', replaced(classic, LINE3, '  - blue: -> miss, miss, hit, miss, miss'));
    expect(doc.violations.filter((v) => v.code === 'announcement-contradicts-fleet').map((v) => v.salvo)).toEqual([5]);
    const said = doc.warnings.filter((w) => w.code === 'announcement-unjudged');
    expect(said.map((w) => w.salvo)).toEqual([7]);
    expect(said[0]!.message).toContain('salvo 3 before it names no cell, and a hit was announced for it: which of red\'s revealed ships it hit is not known, and it may hold hits (up to 1) on the rest of the ship (A4, not fired at as read)');
  });

  it('counts the line\'s hits once for every "sunk" they may make right', async () => {
    // Two hits announced: enough for the battleship's B10 and C10 (salvo 5), or for the cruiser's
    // A4 (salvo 7), not for all three; the later "sunk" is the breach.
    const { doc } = await check('two-hits.yaml', replaced(classic, LINE3, '  - blue: -> miss, miss, hit, hit, miss'));
    expect(doc.warnings.filter((w) => w.code === 'announcement-unjudged').map((w) => w.salvo)).toEqual([5]);
    const breach = doc.violations.filter((v) => v.code === 'announcement-contradicts-fleet');
    expect(breach.map((v) => v.salvo)).toEqual([7]);
    expect(breach[0]!.message).toContain('A2 is "hit", not "sunk cruiser"');
    // Three hits: enough for both.
    const { doc: three } = await check('three-hits.yaml', replaced(classic, LINE3, '  - blue: -> miss, miss, hit, hit, hit'));
    expect(three.warnings.filter((w) => w.code === 'announcement-unjudged').map((w) => w.salvo)).toEqual([5, 7]);
    expect(three.violations.filter((v) => v.code === 'announcement-contradicts-fleet')).toEqual([]);
  });

  it('counts the hits of cells that cannot be read once for every "sunk" too', async () => {
    // One cell not read, announced a hit: the battleship's C10 (salvo 5) or the cruiser's A4 (salvo 7), not both.
    const { doc } = await check('one-unread.yaml', replaced(classic, LINE3, '  - blue: D9 E10 C~ B10 D3 -> miss, miss, hit, hit, miss'));
    expect(doc.violations.filter((v) => v.code === 'announcement-contradicts-fleet').map((v) => v.salvo)).toEqual([7]);
    // Two such cells: both.
    const { doc: two } = await check('two-unread.yaml', replaced(classic, LINE3, '  - blue: D9 E10 C~ B10 A~ -> miss, miss, hit, hit, hit'));
    expect(two.violations.filter((v) => v.code === 'announcement-contradicts-fleet')).toEqual([]);
    expect(two.violations.filter((v) => v.code === 'cell-unreadable').map((v) => v.salvo)).toEqual([3, 3]);
  });

  it('stays a breach where the line left out was the other side\'s', async () => {
    const { doc } = await check('red.yaml', replaced(classic, LINE3, '  - red: -> miss, miss, hit, hit, hit'));
    expect(doc.violations.filter((v) => v.code === 'announcement-contradicts-fleet').map((v) => v.salvo)).toEqual([5, 7]);
    expect(doc.warnings.filter((w) => w.code === 'announcement-unjudged')).toEqual([]);
  });

  it('is said in Polish, for a lost line of a game of single shots', async () => {
    const { doc, text } = await check('statki.yaml', replaced(statki, '  - ala: E8 -> trafiony', '  - ~~~~~~'), 'pl');
    expect(doc.violations.map((v) => v.code)).toEqual(['salvo-form']);
    expect(text).toContain(
      'ostrzeżenie announcement-unjudged: strzał 10: nie sprawdzono odpowiedzi strony „tomek” na strzał 7 strony „ala”: według odkrytej floty w D8 jest trafienie, a nie zatopienie, ale strzał 9 wcześniej jest nieczytelny, a w nim mogły być trafienia w pozostałe pola tego statku (E8), w które według zapisu nie strzelano (popraw tamten strzał i sprawdź ponownie)',
    );
    expect(text).toContain('(o ile widać z zapisu: nie wiadomo, w co trafił strzał 9, zob. błąd przy nim)\n');
  });

  it('is said in Russian', async () => {
    const { text } = await check('morskoy.yaml', replaced(morskoy, '  - первый: Б4 Б5 -> попал, мимо', '  - ~~~~~~'));
    expect(text).toContain(
      'предупреждение announcement-unjudged: выстрел 19: ответ стороны «второй» на выстрел 13 стороны «первый» не проверен: по раскрытому флоту в Г4 — попадание, а не потопление, но выстрел 15 перед этим не удалось прочитать, а в нём могли быть попадания в остальные клетки этого корабля (Б4), по которым, как записано, не стреляли (исправьте тот выстрел и проверьте снова)',
    );
    expect(text).not.toContain('announcement-contradicts-fleet');
    expect(text).toContain('(насколько видно по записи: неизвестно, во что попал выстрел 15, см. ошибку при нём)\n');
  });
});
