/**
 * `salvo count` and `salvo infer` run in-process: exact counts with the time, the JSON shape of
 * the issue (rows top to bottom, columns left to right), the heatmap and its marks.
 */
import { mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { estimateText } from '../../src/cli/commands/count.js';
import { memoryIO } from '../../src/cli/io.js';
import { runSalvoApart, runSalvosApart } from '../helpers/cli.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { bruteLayouts, brutePositions } from './brute.js';

const SMALL = `id: small
languages: [en]
name: Small
board: { rows: 5, columns: 5, columnLabels: ABCDE }
fleet:
  - { id: three, name: Three, size: 3 }
  - { id: two, name: Two, size: 2, count: 2 }
placement: { diagonal: false, spacing: may-touch }
turns: { salvo: { kind: constant, shots: 1 } }
report: { timing: per-shot, sunk: plain, hitClass: false }
words:
  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }
`;


/** A 5×5 variant of a boat and a raft, no contact, per-shot reports that name the class hit or not. */
function boatRaft(hitClass: boolean): string {
  return `id: boat-raft
languages: [en]
name: Boat and raft
board: { rows: 5, columns: 5 }
fleet:
  - { id: boat, name: Boat, size: 2 }
  - { id: raft, name: Raft, size: 1 }
placement: { spacing: no-contact }
report: { timing: per-shot, sunk: plain, hitClass: ${hitClass} }
words:
  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }
`;
}

describe('salvo count', () => {
  it('says ships of one class are alike, and what a hand count telling them apart gives (checked by brute force)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-count-'));
    writeFileSync(join(dir, 'small.yaml'), SMALL);
    const m = memoryIO('', {}, dir);
    expect(await main(['node', 'salvo', 'count', 'small.yaml'], m.io)).toBe(0);
    // Told apart: every placement of the three, then of the first two, then of the second, none overlapping.
    const same = makeVariant({ rows: 5, columns: 5, fleet: [shipClass('three', 3), shipClass('two', 2)], placement: { diagonal: false, spacing: 'may-touch' } });
    const [threes, twos] = brutePositions(same);
    let ordered = 0;
    for (const a of threes!) for (const b of twos!) for (const c of twos!) {
      const cells = [...a.cells, ...b.cells, ...c.cells];
      if (new Set(cells).size === cells.length) ordered++;
    }
    const alike = bruteLayouts(makeVariant({ rows: 5, columns: 5, fleet: [shipClass('three', 3), shipClass('two', 2, { count: 2 })], placement: { diagonal: false, spacing: 'may-touch' } })).length;
    expect(ordered).toBe(alike * 2);
    const lines = m.stdout.split('\n');
    expect(lines[0]).toContain(` ${alike.toLocaleString('en-US')} legal layouts`);
    // The class named inside the sentence as English writes it there: `two`, not the file's `Two`.
    expect(lines[1]).toBe(`Ships of one class are alike: layouts that only swap them count once (told apart, two ×2: ${ordered.toLocaleString('en-US')} = ${alike.toLocaleString('en-US')} × 2!).`);
  });

  it('says nothing of alike ships where every class has one ship', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-count-'));
    writeFileSync(join(dir, 'v.yaml'), boatRaft(false));
    const m = memoryIO('', {}, dir);
    expect(await main(['node', 'salvo', 'count', 'v.yaml'], m.io)).toBe(0);
    expect(m.stdout).toMatch(/^boat-raft: [\d,]+ legal layouts \(exact, \d+\.\d\d s\)\n$/);
  });

  it('prints the exact count and the time', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-count-'));
    writeFileSync(join(dir, 'small.yaml'), SMALL);
    const m = memoryIO('', {}, dir);
    expect(await main(['node', 'salvo', 'count', 'small.yaml'], m.io)).toBe(0);
    expect(m.stdout).toMatch(/^small: [\d,]+ legal layouts \(exact, \d+\.\d\d s\)\nShips of one class are alike: /);
    const same = makeVariant({ rows: 5, columns: 5, fleet: [shipClass('three', 3), shipClass('two', 2, { count: 2 })], placement: { diagonal: false, spacing: 'may-touch' } });
    expect(m.stdout).toContain(` ${bruteLayouts(same).length.toLocaleString('en-US')} legal layouts`);
    const j = memoryIO('', {}, dir);
    expect(await main(['node', 'salvo', 'count', 'small.yaml', '--json'], j.io)).toBe(0);
    const doc = JSON.parse(j.stdout) as { count: string; exact: boolean };
    expect(doc.exact).toBe(true);
    expect(m.stdout).toContain(Number(doc.count).toLocaleString('en-US'));
  });
});

describe('salvo count past its budget', () => {
  it('estimates by sampling and says so', async () => {
    // Both in one worker thread (../helpers/cli.ts): sampling holds the loop for seconds.
    const [m, t] = await runSalvosApart(process.cwd(), [{ args: ['count', 'jutland', '--budget', '1', '--json'] }, { args: ['count', 'jutland', '--budget', '1'] }]);
    expect(m.code).toBe(0);
    const doc = JSON.parse(m.stdout) as { exact: boolean; count: string; stdError: number; samples: number; limit: string };
    expect(doc.exact).toBe(false);
    // What stopped the exact count: its budget here (`memory` past the memory guard).
    expect(doc.limit).toBe('budget');
    expect(doc.samples).toBeGreaterThan(100);
    // The exact figure is 700,069,652 (tests/inference/inference.bench.ts and the engine tests).
    expect(Math.abs(Number(doc.count) - 700_069_652)).toBeLessThan(5 * doc.stdError + 0.05 * 700_069_652);
    expect(t.code).toBe(0);
    // To the digits the estimate can claim, not the sampler's every digit.
    expect(t.stdout).toMatch(/^jutland: about \d\.\d+ × 10\^8 legal layouts \(NOT exact/);
  });

  it('writes an estimate to the digits its standard error allows', () => {
    expect(estimateText(36032008274552655872n, 1.6e17)).toBe('3.60 × 10^19');
    expect(estimateText(36032008274552655872n, 1.6e13)).toBe('3.60320 × 10^19');
    expect(estimateText(9.996e19, 1e17)).toBe('1.00 × 10^20');
    expect(estimateText(1_234_567)).toBe('1,230,000');
    expect(estimateText(999)).toBe('999');
    expect(estimateText(700_069_652, 3e6)).toBe('7.00 × 10^8');
  });
});

describe('salvo infer', () => {
  it('gives the JSON of the issue for the Jutland example', async () => {
    const m = memoryIO();
    expect(await main(['node', 'salvo', 'infer', 'examples/jutland.yaml', '--target', 'red', '--after', '3', '--json'], m.io)).toBe(0);
    const doc = JSON.parse(m.stdout) as { target: string; after: number; exact: boolean; count: string; marginal: number[][]; classMarginal: Record<string, number[][]>; prior: string };
    expect(doc.target).toBe('red');
    expect(doc.after).toBe(3);
    expect(doc.exact).toBe(true);
    expect(BigInt(doc.count) > 0n).toBe(true);
    expect(doc.marginal).toHaveLength(10);
    expect(doc.marginal[0]).toHaveLength(10);
    expect(Object.keys(doc.classMarginal)).toEqual(['battleship', 'cruiser', 'destroyer']);
    const total = doc.marginal.flat().reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(11, 9);
    expect(doc.prior).toBe('uniform');
  });

  it('draws the heatmap with the pinned ships and writes a PDF', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-infer-'));
    const pdf = join(dir, 'heat.pdf');
    const m = await runSalvoApart(process.cwd(), ['infer', 'examples/jutland.yaml', '--target', 'red', '--after', '5', '--pdf', pdf], '', { SOURCE_DATE_EPOCH: '0' });
    expect(m.code).toBe(0);
    expect(m.stdout).toContain('Prior: uniform');
    expect(m.stdout).toMatch(/Consistent layouts: [\d,]+ \(exact/);
    expect(m.stdout).toContain('Battleship: C4 D5 E6 F7');
    expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("titles the PDF heatmap of one class with the class's name, in the record's language, and the count", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-infer-'));
    const pdf = join(dir, 'heat.pdf');
    const enPdf = join(dir, 'heat-en.pdf');
    const args = ['infer', 'examples/morskoy-boy.yaml', '--target', 'второй', '--after', '30', '--class', 'cruiser', '--json', '--pdf'];
    // Both in one worker thread (../helpers/cli.ts); the English one to a PDF of its own.
    const [m, en] = await runSalvosApart(process.cwd(), [
      { args: [...args, pdf], env: { SOURCE_DATE_EPOCH: '0' } },
      { args: [...args, enPdf, '--lang', 'en'], env: { SOURCE_DATE_EPOCH: '0' } },
    ]);
    expect(m.code).toBe(0);
    const json = JSON.parse(m.stdout) as { count: string; exact: boolean };
    expect(json.exact).toBe(true);
    const { loadVariant } = await import('../../src/variant/load.js');
    const variant = await loadVariant('morskoy-boy', { cwd: process.cwd() });
    const name = variant.fleet.find((c) => c.id === 'cruiser')!.name['ru']!;
    const { pdfText } = await import('../render/raster.js');
    const text = (await pdfText(new Uint8Array(readFileSync(pdf)))).items.flat().join(' ');
    // A Russian game's handout is in Russian, as its pad is.
    expect(text).toContain(`вероятность, что в клетке ${name},`);
    expect(text).not.toContain('cruiser');
    // Digits grouped by a space, as Russian writes them (a no-break space, read back as a space).
    expect(text.replace(/\u00a0/gu, ' ')).toContain(`${BigInt(json.count).toLocaleString('en-US').replace(/,/gu, ' ')} расстанов`);
    // --lang names it in that language instead.
    expect(en.code).toBe(0);
    const english = (await pdfText(new Uint8Array(readFileSync(enPdf)))).items.flat().join(' ');
    expect(english).toContain(`chance of ${variant.fleet.find((c) => c.id === 'cruiser')!.name['en']!} per cell`);
    expect(english).toContain(`${BigInt(json.count).toLocaleString('en-US')} layouts`);
  });

  it('names cells as the charts do when it says why the announcements are impossible', async () => {
    // A1 hit but not sunk, and its neighbours A2 and B1 missed: no ship of two or more fits.
    const dir = mkdtempSync(join(tmpdir(), 'salvo-infer-'));
    writeFileSync(join(dir, 'g.yaml'), 'variant: statki\nsalvos:\n  - blue: A1 -> trafiony\n  - blue: B1 -> pudło\n  - red: A1 -> pudło\n  - blue: A2 -> pudło\n');
    const m = await runSalvoApart(dir, ['infer', 'g.yaml', '--target', 'red', '--lang', 'en']);
    // No fleet fits: a breach (exit 1), as check and suggest end on it, the report printed.
    expect(m.code).toBe(1);
    expect(m.stdout).toContain('Consistent layouts: 0');
    // The referee's sentence, naming cells as the charts do, in place of the compiler's reason.
    expect(m.stdout).toContain('shot 1 (line 3) announced "hit" at A1, but every ship through A1 covers a cell announced "miss": B1 (shot 2, line 4), A2 (shot 4, line 6)');
    expect(m.stdout).not.toContain('(cell A1 hit: impossible)');
    expect(m.stdout).toContain('None fits after shot 4; these conflict: shots 1, 2, 4 ');
  });

  it('names the first impossible salvo and the conflict as salvo check does, in the record\'s numbering', async () => {
    // Jutland: red answered blue's first salvo with six battleship hits (the battleship has four cells).
    const dir = mkdtempSync(join(tmpdir(), 'salvo-infer-'));
    const text = readFileSync('examples/jutland.yaml', 'utf8');
    const salvos = text.slice(text.indexOf('salvos:'));
    const first = /- blue: ([^\n]*?) ->[^\n]*/u.exec(salvos)!;
    const broken = text.replace(first[0], `- blue: ${first[1]} -> battleship 6`).replace(/^fleets:[\s\S]*?(?=^salvos:)/mu, '');
    writeFileSync(join(dir, 'g.yaml'), broken);
    writeFileSync(join(dir, 'short.yaml'), `${broken.slice(0, broken.indexOf('salvos:'))}salvos:\n  - blue: ${first[1]} -> battleship 6\n`);
    // The five commands in one worker thread (../helpers/cli.ts).
    const [m, check, text2, advice, report] = await runSalvosApart(dir, [
      { args: ['infer', 'g.yaml', '--target', 'red', '--json'] },
      { args: ['check', 'g.yaml'] },
      { args: ['infer', 'g.yaml', '--target', 'red'] },
      { args: ['suggest', 'short.yaml', '--side', 'blue'] },
      { args: ['analyze', 'short.yaml', '--json', '--workers', '1'] },
    ]);
    expect(m.code).toBe(1);
    const json = JSON.parse(m.stdout) as { count: string; conflict: { after: number; salvos: number[] } };
    expect(json.count).toBe('0');
    expect(check.code).toBe(1);
    // check names the same salvo, once: the announcement the rules already find inconsistent (it
    // is then left out of the consistency check, which goes on past it).
    expect(json.conflict.after).toBe(1);
    expect(json.conflict.salvos).toEqual([1]);
    expect(check.stdout).toContain(`g.yaml:11:33: error announcement-inconsistent: salvo ${json.conflict.after}: red's announcement for blue's salvo 1: battleship: 6 hits on a ship of 4 cells`);
    expect(check.stdout).not.toContain('announcements-impossible');
    expect(text2.stdout).toContain(`None fits after salvo 1; these conflict: salvo 1 `);
    // In a game still going, suggest has nothing to aim at: it says why, as infer and check do, and fails.
    expect(advice.code).toBe(1);
    expect(advice.stdout).toBe('');
    expect(advice.stderr).toContain('announcements-impossible: salvo 1: no legal fleet of red fits the announcement of salvo 1 (line 11): it announced 6 hits on the battleship');
    // analyze puts the referee's findings first: the same as check's, this one included.
    const codes = (JSON.parse(report.stdout) as { referee: { breaches: { code: string }[] } }).referee.breaches.map((b) => b.code);
    expect(codes).toContain('announcement-inconsistent');
  });
  it('takes the target by the record\'s id, the variant\'s id or the side\'s name in any case', async () => {
    const outs: string[] = [];
    for (const t of ['красные', 'red', 'Красные']) {
      const m = memoryIO();
      expect(await main(['node', 'salvo', 'infer', 'examples/perelman.yaml', '--target', t, '--after', '4', '--json'], m.io)).toBe(0);
      const { seconds: _s, ...rest } = JSON.parse(m.stdout) as Record<string, unknown>;
      outs.push(JSON.stringify(rest));
    }
    expect(new Set(outs).size).toBe(1);
  });
  it('says what it leaves out of the evidence: a cell off the board', async () => {
    const m = memoryIO();
    expect(await main(['node', 'salvo', 'infer', 'examples/breaches.yaml', '--target', 'red'], m.io)).toBe(0);
    expect(m.stderr).toMatch(/breaches\.yaml:\d+:\d+: error cell-off-board: salvo 7/u);
    expect(m.stderr).toContain('what could not be read is left out of the evidence');
    expect(m.stdout).toContain('Consistent layouts:');
  });
  it('takes --class by id or by name, in any language and case', async () => {
    const outs = new Set<string>();
    for (const c of ['hospital', 'госпиталь', 'Госпиталь']) {
      const m = memoryIO();
      expect(await main(['node', 'salvo', 'infer', 'examples/perelman.yaml', '--target', 'red', '--after', '4', '--class', c, '--json'], m.io)).toBe(0);
      const { seconds: _s, ...rest } = JSON.parse(m.stdout) as Record<string, unknown>;
      expect(Object.keys(rest.classMarginal as object)).toEqual(['hospital']);
      outs.add(JSON.stringify(rest));
    }
    expect(outs.size).toBe(1);
    const bad = memoryIO();
    // A usage error (exit 2), as an unknown --target is: the command line, not the record, is wrong.
    expect(await main(['node', 'salvo', 'infer', 'examples/perelman.yaml', '--target', 'red', '--class', 'zeppelin', '--lang', 'en'], bad.io)).toBe(2);
    expect(bad.stderr).toBe('salvo: --class must be one of two, three, four, five, hospital, not "zeppelin" (no ship class of perelman is called so)\n');
    // In the record's language (Russian) without --lang, the classes by their Russian names.
    const badRu = memoryIO();
    expect(await main(['node', 'salvo', 'infer', 'examples/perelman.yaml', '--target', 'red', '--class', 'zeppelin'], badRu.io)).toBe(2);
    expect(badRu.stderr).toBe('salvo: --class «zeppelin» — не класс кораблей варианта perelman (классы — двухклеточный, трёхклеточный, четырёхклеточный, пятиклеточный, госпиталь)\n');
    const target = memoryIO();
    expect(await main(['node', 'salvo', 'infer', 'examples/perelman.yaml', '--target', 'green', '--class', 'hospital'], target.io)).toBe(2);
  });
  it("with --class, the legend says a dot is no ship of that class, not water: another class's certain cell is a dot too", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-infer-class-'));
    writeFileSync(
      join(dir, 'v.yaml'),
      boatRaft(true),
    );
    // A1 a hit on the boat, B1 a miss: the boat is A1-A2, and A2 (not fired at) is certainly a ship.
    writeFileSync(join(dir, 'g.yaml'), 'variant: v.yaml\nsalvos:\n  - blue: A1 -> hit boat\n  - red: B5 -> miss\n  - blue: B1 -> miss\n');
    const m = memoryIO('', {}, dir);
    expect(await main(['node', 'salvo', 'infer', 'g.yaml', '--target', 'red', '--class', 'raft'], m.io)).toBe(0);
    expect(m.stdout).toMatch(/Pinned down:\n {2}Boat: A1 A2/);
    expect(m.stdout.split('\n').find((l) => l.startsWith('2 '))).toMatch(/^2 · /);
    const legend = m.stdout.split('\n').find((l) => l.startsWith('Legend:'))!;
    expect(legend).not.toContain('certainly water');
    expect(legend).toContain('· certainly no raft');
    // No cell is certainly the raft's: the chart shows no ■, so the legend names none.
    expect(m.stdout).not.toMatch(/^ ?\d+ .*■/mu);
    expect(legend).not.toContain('■');
    // Without --class the dot is water, as before.
    const all = memoryIO('', {}, dir);
    expect(await main(['node', 'salvo', 'infer', 'g.yaml', '--target', 'red'], all.io)).toBe(0);
    expect(all.stdout).toContain('■ certainly a ship  · certainly water');
  });
  it('takes a cell fired at again as the rules announce it: it hits nothing new (a referee forced the salvo)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-infer-again-'));
    writeFileSync(
      join(dir, 'v.yaml'),
      `id: boats
languages: [en]
name: Boats
board: { rows: 5, columns: 5 }
fleet:
  - { id: boat, name: Boat, size: 2, count: 2 }
placement: { spacing: no-contact }
turns: { salvo: { kind: constant, shots: 2 } }
report: { timing: per-salvo, by: class, counts: true, sunk: false }
words:
  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }
`,
    );
    // A1 was a boat hit; fired at again, it hits nothing, so the 'boat 1' of salvo 3 is C3's.
    writeFileSync(
      join(dir, 'g.yaml'),
      'variant: v.yaml\nfleets:\n  blue: { boat: [A1-A2, E4-E5] }\n  red: { boat: [A1-A2, C3-C4] }\nsalvos:\n  - blue: A1 E5 -> boat 1\n  - red: D1 D2 -> no hits\n  - blue: A1 C3 -> boat 1\n    forced: true\n',
    );
    const check = memoryIO('', {}, dir);
    await main(['node', 'salvo', 'check', 'g.yaml'], check.io);
    // The referee finds the cell fired twice, and the announcements true to the fleet.
    expect(check.stdout + check.stderr).toContain('repeated-cell');
    expect(check.stdout + check.stderr).not.toMatch(/announcement|impossible/);
    const m = memoryIO('', {}, dir);
    expect(await main(['node', 'salvo', 'infer', 'g.yaml', '--target', 'red', '--json'], m.io)).toBe(0);
    const doc = JSON.parse(m.stdout) as { count: string; marginal: number[][] };
    expect(Number(doc.count)).toBeGreaterThan(0);
    expect(doc.marginal[2]![2]).toBe(1); // C3: certainly a boat
    // The same on a per-shot record: a miss on a cell hit before is the rules' answer, not a contradiction.
    writeFileSync(
      join(dir, 'v2.yaml'),
      boatRaft(false),
    );
    writeFileSync(join(dir, 'g2.yaml'), 'variant: v2.yaml\nsalvos:\n  - blue: A1 -> hit\n  - red: B5 -> miss\n  - blue: A1 -> miss\n');
    const once = memoryIO('', {}, dir);
    expect(await main(['node', 'salvo', 'infer', 'g2.yaml', '--target', 'red', '--after', '1', '--json'], once.io)).toBe(0);
    const twice = memoryIO('', {}, dir);
    expect(await main(['node', 'salvo', 'infer', 'g2.yaml', '--target', 'red', '--json'], twice.io)).toBe(0);
    const a = JSON.parse(once.stdout) as { count: string; marginal: number[][] };
    const b = JSON.parse(twice.stdout) as { count: string; marginal: number[][] };
    expect(b.count).toBe(a.count);
    expect(b.marginal).toEqual(a.marginal);
  });
  it('rejects an unknown side', async () => {
    const m = memoryIO();
    expect(await main(['node', 'salvo', 'infer', 'examples/jutland.yaml', '--target', 'green'], m.io)).toBe(2);
  });
});

describe('salvo play --hints', () => {
  it('shows the updated chances for the side that fired after each salvo', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-hints-'));
    writeFileSync(join(dir, 'g.yaml'), 'variant: jutland\nsides:\n  blue: A\n  red: B\nsalvos: []\n');
    const m = await runSalvoApart(dir, ['play', 'g.yaml', '--hints', '--no-charts'], 'A1 B2 C3 D4 E5 F6\nno hits\nquit\n');
    expect(m.code).toBe(0);
    expect(m.stdout).toContain('Hint for blue (A):');
    expect(m.stdout).toMatch(/Consistent layouts: [\d,]+ \(exact/);
    const chart = m.stdout.slice(m.stdout.indexOf('Chance of any ship'));
    expect(chart.split('\n')[2]).toMatch(/^ 1\s+o\s/);
  });
});


describe('salvo infer when nothing is known', () => {
  it('says the count is unknown, not that the announcements are impossible, when no sample fitted', async () => {
    const { formatInference, inferenceJson } = await import('../../src/cli/commands/infer.js');
    const variant = makeVariant({ rows: 4, columns: 4, fleet: [shipClass('two', 2)] });
    const nothing = { exact: false, count: 0n, marginal: new Array<number>(16).fill(0), classMarginal: {}, pinned: [], samples: 0, stdError: new Array<number>(16).fill(0) };
    const report = { target: 'red', after: 3, result: nothing, evidence: { salvos: [] }, seconds: 1.5 };
    const text = formatInference(variant, report, undefined, 'en');
    expect(text).toMatch(/Consistent layouts: unknown/);
    expect(text).toMatch(/--budget/);
    expect(text).not.toMatch(/no legal fleet/);
    expect(inferenceJson(variant, report, undefined).count).toBeNull();
    // An estimate that rounds the count to 0 from a few samples tells nothing either.
    const few = { ...nothing, samples: 3 };
    expect(formatInference(variant, { ...report, result: few }, undefined, 'en')).toMatch(/Consistent layouts: unknown .*3 sample/);
    expect(inferenceJson(variant, { ...report, result: few }, undefined).count).toBeNull();
    // A real zero (exact) still says impossible.
    const impossible = { ...nothing, exact: true, samples: undefined };
    expect(formatInference(variant, { ...report, result: impossible }, undefined, 'en')).toMatch(/no legal fleet could have produced/);
  });
});
