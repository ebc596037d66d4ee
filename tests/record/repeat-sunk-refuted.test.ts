/**
 * Ships may touch, one shot at a time, the fleet not revealed: a repeat announced "sunk" at a hit
 * that the record's geometry reads as of a ship sunk before (in a straight line from a cell
 * announced "sunk", through hits, within the ship's length) is one slip only where some legal fleet
 * fitting the announcements before has it so. Where none does (the hit came after that ship sank;
 * it is another ship's, as the other sinkings place them; its hit named another class), the "sunk"
 * is false, and check says so (announcement-inconsistent, with why), in en/ru/pl. Checked against
 * the brute force on a small board: one error exactly where a fleet allows the sinking said again.
 */
import { copyFile, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fullReferee } from '../../src/inference/full-referee.js';
import { parseRecord } from '../../src/record/parse.js';
import { mayBeSunkCells } from '../../src/rules/announce.js';
import type { Announcement } from '../../src/rules/announcement.js';
import type { Variant } from '../../src/variant/model.js';
import { loadVariant } from '../../src/variant/load.js';
import { runSalvo } from '../helpers/cli.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { announce, bruteLayouts, consistent, type BruteShip } from '../inference/brute.js';

const codesAt = (report: { breaches: readonly { code: string; salvo?: number }[] }, salvo: number): string[] => report.breaches.filter((b) => b.salvo === salvo).map((b) => b.code);

describe('a repeat\'s "sunk" at a hit no legal fleet has in a ship sunk before', () => {
  const classic = (lines: readonly string[]): string =>
    `variant: classic-1967\nsides: { blue: Sam, red: Priya }\nsalvos:\n${lines.map((l, i) => `  - blue: ${l}\n  - red: J${10 - i} -> miss`).join('\n')}\n`;
  async function judged(text: string) {
    const variant = await loadVariant('classic-1967', { cwd: process.cwd() });
    const parsed = parseRecord(text, variant);
    expect(parsed.diagnostics).toEqual([]);
    return fullReferee({ ...parsed, variant }, 'en');
  }

  it('A1 hit after the destroyer sank at A2 (with B2): two errors, the "sunk" false, saying why', async () => {
    const report = await judged(classic(['B2 -> hit', 'A2 -> sunk destroyer', 'A1 -> hit', 'A1 -> sunk destroyer']));
    expect(codesAt(report, 7)).toEqual(['repeated-cell', 'announcement-inconsistent']);
    const wrong = report.breaches.find((b) => b.code === 'announcement-inconsistent')!;
    expect(wrong.message).toContain('A1 was fired at before, so it hits nothing new: it is "miss", not "sunk"; nor is it a sinking said again: no legal fleet fitting the announcements before it has A1 in the destroyer sunk before');
    expect(report.breaches.find((b) => b.code === 'repeated-cell')!.suggestion).not.toContain('read as');
  });

  it('A1 of the cruiser the sinking at A3 places there, the destroyer sunk at B1 on B1-B2: two errors', async () => {
    const report = await judged(classic(['A1 -> hit', 'A2 -> hit', 'B2 -> hit', 'A3 -> sunk cruiser', 'B1 -> sunk destroyer', 'A1 -> sunk destroyer']));
    expect(codesAt(report, 11)).toEqual(['repeated-cell', 'announcement-inconsistent']);
  });

  it('where a fleet has it so, still one error (A1 hit, A2 sunk destroyer, A1 again)', async () => {
    const report = await judged(classic(['A1 -> hit', 'A2 -> sunk destroyer', 'A1 -> sunk destroyer']));
    expect(codesAt(report, 5)).toEqual(['repeated-cell']);
  });

  it('check says it in Russian and Polish (decoys: A1 was hit as the cruiser)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-'));
    await copyFile('examples/variants/decoys.yaml', join(dir, 'decoys.yaml'));
    const ru = 'variant: ./decoys.yaml\nlanguage: ru\nsalvos:\n  - blue: A1 -> попал крейсер\n  - red: H8 -> мимо\n  - blue: B2 -> попал эсминец\n  - red: H7 -> мимо\n  - blue: A2 -> потоплен эсминец\n  - red: H6 -> мимо\n  - blue: A1 -> потоплен эсминец\n';
    const pl = ru
      .replace('language: ru', 'language: pl')
      .replace('попал крейсер', 'trafiony krążownik')
      .replace('попал эсминец', 'trafiony niszczyciel')
      .replaceAll('потоплен эсминец', 'zatopiony niszczyciel')
      .replaceAll('мимо', 'pudło');
    await writeFile(join(dir, 'ru.yaml'), ru);
    await writeFile(join(dir, 'pl.yaml'), pl);
    const out = async (file: string, lang: string): Promise<string[]> => (await runSalvo(dir, ['check', file, '--lang', lang])).stdout.split('\n').filter((l) => l.includes('announcement-inconsistent'));
    expect(await out('ru.yaml', 'ru')).toEqual([
      expect.stringContaining(
        'ru.yaml:10:17: ошибка announcement-inconsistent: выстрел 7: ответ стороны «Красные» на выстрел 4 стороны «Синие» не согласуется с прежними ответами (по A1 уже стреляли, нового попадания нет: это «мимо», а не «потоплен»; и это не повтор прежнего потопления: ни в одном допустимом флоте, согласном с прежними ответами, A1 не входит в корабль класса «Эсминец», потопленный раньше)',
      ),
    ]);
    expect(await out('pl.yaml', 'pl')).toEqual([
      expect.stringContaining(
        '(w A1 już strzelano, więc nic nowego nie trafia: to „pudło”, nie „zatopiony”; nie powtarza też wcześniejszego zatopienia: w żadnej dozwolonej flocie zgodnej z wcześniejszymi odpowiedziami A1 nie należy do statku klasy „Niszczyciel” zatopionego wcześniej)',
      ),
    ]);
  });
});

describe('salvos of several shots', () => {
  // 3×8, ships may touch, three shots a salvo: two twos and a three.
  const variant: Variant = makeVariant({
    rows: 3,
    columns: 8,
    fleet: [shipClass('three', 3), shipClass('two', 2, { count: 2 })],
    placement: { diagonal: false, spacing: 'may-touch' },
    turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 3 } },
    report: { timing: 'per-shot', sunk: 'with-class', hitClass: false },
  });
  const judged = (third: string) => {
    const text = `variant: test\nsides: { blue: B, red: R }\nsalvos:\n  - blue: B1 C1 H1 -> hit, sunk two, miss\n  - red: H3 G3 F3 -> miss, miss, miss\n  - blue: D1 H2 G2 -> hit, miss, miss\n  - red: E3 D3 C3 -> miss, miss, miss\n  - blue: ${third}\n`;
    const parsed = parseRecord(text, variant);
    expect(parsed.diagnostics).toEqual([]);
    return fullReferee({ ...parsed, variant }, 'en');
  };

  it('a repeat at a hit of the ship sunk earlier in the same salvo: one error, the sinking said again', () => {
    // D1, hit after the two at C1 sank (B1-C1), is of the second two, sunk at E1 by this salvo's first shot.
    expect(codesAt(judged('E1 D1 F2 -> sunk two, sunk two, miss'), 5)).toEqual(['repeated-cell']);
  });

  it('with no sinking before it in the salvo, two errors', () => {
    expect(codesAt(judged('F2 D1 E1 -> miss, sunk two, sunk two'), 5)).toEqual(['repeated-cell', 'announcement-inconsistent']);
  });
});

describe('against the brute force: one error exactly where some legal fleet has the cell in a ship sunk before', () => {
  // 3×4, ships may touch: a three and two twos.
  const variant: Variant = makeVariant({
    rows: 3,
    columns: 4,
    fleet: [shipClass('three', 3), shipClass('two', 2, { count: 2 })],
    placement: { diagonal: false, spacing: 'may-touch' },
    report: { timing: 'per-shot', sunk: 'with-class', hitClass: false },
  });
  const layouts = bruteLayouts(variant);
  const cellText = (c: number): string => `${'ABCD'[c % 4]}${Math.floor(c / 4) + 1}`;
  const said = (a: Announcement): string => (a.kind === 'per-shot' ? a.shots.map((s) => (s.classId === undefined ? s.result : `${s.result} ${s.classId}`)).join(', ') : '');
  // Seeded: the same cases every run.
  let seed = 45;
  const rand = (n: number): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };

  it('every case the geometry reads as a sinking said again', () => {
    const seen = { one: 0, two: 0 };
    for (let trial = 0; trial < 2000 && seen.two < 12; trial++) {
      const layout: readonly BruteShip[] = layouts[rand(layouts.length)]!;
      const order = Array.from({ length: 12 }, (_, i) => i);
      for (let i = order.length - 1; i > 0; i--) {
        const j = rand(i + 1);
        [order[i], order[j]] = [order[j]!, order[i]!];
      }
      const shots = order.slice(0, 3 + rand(5)).map((c) => [c]);
      const anns = shots.map((_, t) => announce(variant, layout, shots, t));
      const hit = new Set<number>();
      const sunk: { cell: number; classId: string | null }[] = [];
      shots.forEach(([c], t) => {
        const s = anns[t]!.kind === 'per-shot' ? anns[t]!.shots[0]! : undefined;
        if (s?.result !== 'miss') hit.add(c!);
        if (s?.result === 'sunk') sunk.push({ cell: c!, classId: s.classId ?? null });
      });
      const maybe = mayBeSunkCells(variant, hit, sunk);
      const candidates = [...maybe.keys()].filter((c) => !sunk.some((s) => s.cell === c));
      if (candidates.length === 0) continue;
      const cell = candidates[rand(candidates.length)]!;
      const classId = maybe.get(cell) ?? variant.fleet[rand(2)]!.id;
      const fired = new Set(shots.map(([c]) => c!));
      // Brute force: a legal fleet fitting the announcements with the cell in a ship of that class, all fired at.
      const evidence = { salvos: shots.map((cells, t) => ({ cells, announcement: anns[t]! })) };
      const fits = layouts.some(
        (l) => consistent(variant, l, evidence) && l.some((ship) => ship.cells.includes(cell) && variant.fleet[ship.classIndex]!.id === classId && ship.cells.every((c) => fired.has(c))),
      );
      const lines = [...shots.map(([c], t) => `${cellText(c!)} -> ${said(anns[t]!)}`), `${cellText(cell)} -> sunk ${classId}`];
      // Red fires at blue's fleet (the first layout) in cell order, told the truth; after each of blue's but the last.
      const reds = lines.slice(1).map((_, t) => [t]);
      const redLines = reds.map(([c], t) => `${cellText(c!)} -> ${said(announce(variant, layouts[0]!, reds, t))}`);
      const text = `variant: test\nsides: { blue: B, red: R }\nsalvos:\n${lines.map((l, i) => `  - blue: ${l}${i < redLines.length ? `\n  - red: ${redLines[i]}` : ''}`).join('\n')}\n`;
      const parsed = parseRecord(text, variant);
      expect(parsed.diagnostics).toEqual([]);
      const report = fullReferee({ ...parsed, variant }, 'en');
      const last = 2 * lines.length - 1;
      expect({ text, codes: codesAt(report, last) }).toEqual({ text, codes: fits ? ['repeated-cell'] : ['repeated-cell', 'announcement-inconsistent'] });
      seen[fits ? 'one' : 'two']++;
    }
    // Both readings met, so that the comparison can fail either way.
    expect(seen.one).toBeGreaterThan(12);
    expect(seen.two).toBe(12);
  }, 120_000);
});
