/**
 * A cell that could not be read, in a salvo that may have hit: the damage of the side fired at is
 * not known after it, so `infer` leaves that side's later salvo sizes out of the evidence. It says
 * so at each (`salvo-size-left-out`, with the salvo and line of the unread cell), in the record's
 * language, as it does for a size the referee finds wrong; English with `--json`.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { refereedEvidence } from '../../src/inference/record-check.js';
import { parseRecord } from '../../src/record/parse.js';
import { loadVariant } from '../../src/variant/load.js';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-size-after-unread-'));
  // Perelman with the first cell of синие's salvo 2 (the game's salvo 3, line 27) not readable.
  const lines = (await readFile(join(root, 'examples', 'perelman.yaml'), 'utf8')).split('\n');
  const at = lines.findIndex((l) => l.startsWith('  - синие: з8 д8 и5'));
  expect(at).toBe(26);
  lines[at] = lines[at]!.replace('з8', 'з?');
  await writeFile(join(dir, 'g.yaml'), lines.join('\n'));
});

const lines = (text: string): string[] => text.split('\n').filter((l) => l.includes('salvo-size-left-out'));
// Read to синие's 3rd salvo: красные's salvo 2 (the game's 4th, line 28) comes after the unread cell, their 1st before it (its size is kept).
const RU =
  'g.yaml:28:5: предупреждение salvo-size-left-out: залп 4: его размер (3 выстрела стороны «красные») не учитывается: в залпе 3 (строка 27) по стороне «красные» есть клетка, которую не удалось прочитать, и она могла попасть, так что сколько выстрелов полагалось стороне «красные» после него, неизвестно (впишите клетку залпа 3, как на листке, и размеры после него снова учтутся)';
const EN_MESSAGE = 'its size (3 shots by красные) is left out of the evidence: salvo 3 (line 27) has a shot at красные on a cell that could not be read, which may have hit, so what красные was owed after it is not known';
const EN = `g.yaml:28:5: warning salvo-size-left-out: salvo 4: ${EN_MESSAGE} (write the cell of salvo 3 as the pad shows it, and the sizes after it count again)`;

describe('a salvo size left out after a cell that could not be read is said', () => {
  it('infer: in Russian, each size after the unread cell, none before it', async () => {
    const r = await runSalvo(dir, ['infer', 'g.yaml', '--target', 'красные', '--after', '3']);
    expect(r.code).toBe(0);
    expect(lines(r.stderr)).toEqual([RU]);
  });

  it('infer --json: English on standard error and in its warnings', async () => {
    const r = await runSalvo(dir, ['infer', 'g.yaml', '--target', 'красные', '--after', '3', '--json']);
    expect(lines(r.stderr)).toEqual([EN]);
    const w = (JSON.parse(r.stdout) as { warnings: { code: string; salvo: number; line: number; column: number; message: string }[] }).warnings.filter((x) => x.code === 'salvo-size-left-out');
    expect(w).toEqual([expect.objectContaining({ salvo: 4, line: 28, column: 5, message: EN_MESSAGE })]);
  });

  it('the evidence: every size of красные read is kept or named, the one after the unread cell named with it', async () => {
    const v = await loadVariant('perelman', { cwd: root });
    const parsed = parseRecord(await readFile(join(dir, 'g.yaml'), 'utf8'), v);
    const ie = refereedEvidence(parsed.record, v, 'красные', { sources: parsed.sources, after: 3 });
    // красные's salvos read: the game's 2nd (place 1), kept, and 4th (place 3), after the unread cell at place 2.
    expect(ie.read).toBe(5);
    expect(ie.ownAt).toEqual([1]);
    expect(ie.sizesAfterUnread).toEqual([{ at: 3, unread: 2 }]);
    expect([ie.sizesLeftOut, ie.sizesAfterGap]).toEqual([[], []]);
  });

  it('the record mended: no size is left out', async () => {
    const r = await runSalvo(root, ['infer', 'examples/perelman.yaml', '--target', 'красные', '--after', '3']);
    expect(r.code).toBe(0);
    expect(lines(r.stderr)).toEqual([]);
  });

  it('the whole game: the first size said in full, the others in one line after it; --json keeps each (ru, en)', async () => {
    const v = await loadVariant('perelman', { cwd: root });
    const parsed = parseRecord(await readFile(join(dir, 'g.yaml'), 'utf8'), v);
    const ie = refereedEvidence(parsed.record, v, 'красные', { sources: parsed.sources });
    const after = ie.sizesAfterUnread.map((u) => parsed.sources.salvos[u.at]!.item);
    expect(after.length).toBeGreaterThan(2);
    expect(after[0]).toBe(4);
    const more = after.length - 1;
    const ru = await runSalvo(dir, ['infer', 'g.yaml', '--target', 'красные']);
    expect(ru.code).toBe(0);
    const forms = (n: number): string => (n % 10 === 1 && n % 100 !== 11 ? 'залп' : [2, 3, 4].includes(n % 10) && ![12, 13, 14].includes(n % 100) ? 'залпа' : 'залпов');
    expect(lines(ru.stderr)).toEqual([
      RU,
      `g.yaml:28:5: предупреждение salvo-size-left-out: залп 4: и ещё ${more} ${forms(more)} стороны «красные» после него, до залпа ${after.at(-1)}: их размеры тоже не учитываются из-за той же клетки залпа 3 (--json перечисляет каждый)`,
    ]);
    const en = await runSalvo(dir, ['infer', 'g.yaml', '--target', 'красные', '--json']);
    expect(lines(en.stderr)).toEqual([EN, `g.yaml:28:5: warning salvo-size-left-out: salvo 4: and ${more} more salvos by красные after it, to salvo ${after.at(-1)}: their sizes are left out of the evidence too, for the same cell of salvo 3 (--json lists each)`]);
    const w = (JSON.parse(en.stdout) as { warnings: { code: string; salvo: number }[] }).warnings.filter((x) => x.code === 'salvo-size-left-out');
    expect(w.map((x) => x.salvo)).toEqual(after);
  });
});
