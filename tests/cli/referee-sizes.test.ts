/**
 * The referee on salvo sizes that tell of the shooter's own fleet (Perelman's damage, Jutland's
 * guns), where no fleet is revealed: a size no fleet fitting the announcements is owed is found
 * by `check`, named as the salvo it is, and refused by `record`; a salvo fired after the game
 * ended is that breach alone; a side the referee could not settle within its budget is said.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fullReferee } from '../../src/inference/full-referee.js';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { indexedEvidence } from '../../src/inference/from-record.js';
import { narrowedSizeBreach } from '../../src/inference/record-check.js';
import { infer } from '../../src/inference/engine.js';
import { readRecordFile } from '../../src/record/store.js';
import { breathe } from '../helpers/breathe.js';
import { runSalvo, runSalvosApart } from '../helpers/cli.js';

async function folder(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-sizes-'));
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  return dir;
}

// Each announcement covers three diagonal cells, of which a straight ship holds one: red has taken
// exactly two hits, so it is owed 3 shots (fewer than five hits), and fired 2.
const PERELMAN_SHORT =
  'variant: perelman\nsalvos:\n  - blue: а1 б2 в3 -> трёхклеточный\n  - red: а1 б2 в3 -> попаданий нет\n' +
  '  - blue: а10 б9 в8 -> пятиклеточный\n  - red: а10 б9 -> попаданий нет\n';

describe('the referee on salvo sizes', () => {
  it('finds a Perelman salvo a shot short, at that salvo, as a size', async () => {
    const dir = await folder({ 'g.yaml': PERELMAN_SHORT });
    const [r, inferred] = await runSalvosApart(dir, [{ args: ['check', 'g.yaml', '--lang', 'en'] }, { args: ['infer', 'g.yaml', '--target', 'red', '--json'] }]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('g.yaml:6:5: error announcements-impossible: salvo 4: red fired 2 shots in salvo 4');
    expect(r.stdout).toContain('these conflict: salvos 1, 4');
    // infer counts without that size, and says so.
    expect(inferred.stderr).toContain('g.yaml:6:5: warning salvo-size-left-out: salvo 4: its size (2 shots by red) is left out of the evidence');
    const f = await readRecordFile(join(dir, 'g.yaml'), loadRecordVariant, 'g.yaml');
    if (!f.ok) throw new Error('the record does not read');
    const without = indexedEvidence(f.variant, f.record, 'red', { unjudged: { sizes: new Set([3]) } }).evidence;
    expect(without.ownSalvoSizes).toEqual([{ afterSalvo: 1, shots: 3 }]);
    const count = infer(f.variant, without).count;
    expect(JSON.parse(inferred.stdout).count).toBe(String(count));
    expect(count).toBeGreaterThan(0n);
  });

  it('judges the salvos after an impossible size by the announcements, not by that size', async () => {
    // Red's salvo 4 is a shot short (as above); its salvo 6 has the 3 shots red is owed. Taken at
    // its word, salvo 4 would mean five hits or more, and salvo 6 "owed 2".
    const dir = await folder({ 'g.yaml': PERELMAN_SHORT + '  - blue: к1 к2 к3 -> попаданий нет\n  - red: к1 к2 к3 -> попаданий нет\n' });
    const [r, text, advice, analysed] = await runSalvosApart(dir, [
      { args: ['check', 'g.yaml', '--json'] },
      { args: ['check', 'g.yaml'] },
      { args: ['suggest', 'g.yaml', '--side', 'red', '--lang', 'en'] },
      { args: ['analyze', 'g.yaml', '--json'] },
    ]);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as { violations: { code: string; salvo?: number }[] };
    expect(report.violations.map((v) => [v.code, v.salvo])).toEqual([['announcements-impossible', 4]]);
    expect(text.stdout).not.toContain('wrong-salvo-size');
    // The advice for red counts on the 3 shots the announcements give it.
    expect(advice.stdout).toContain('red is owed 3 shots');
    expect(analysed.code).toBe(0);
    expect(analysed.stdout).not.toContain('wrong-salvo-size');
  });

  it('record and play take the right size after an impossible one, and owe it', async () => {
    // After red's salvo 4 (a shot short) and blue's salvo 5, red is owed 3: the hits announced.
    const base = PERELMAN_SHORT + '  - blue: к1 к2 к3 -> попаданий нет\n';
    const dir = await folder({ 'g.yaml': PERELMAN_SHORT, 'p.yaml': base, 'r.yaml': base });
    const [blue, red, played] = await runSalvosApart(dir, [
      { args: ['record', 'g.yaml', '--lang', 'en', 'blue', 'к1', 'к2', 'к3', '-r', 'попаданий нет'] },
      { args: ['record', 'r.yaml', '--lang', 'en', 'red', 'к1', 'к2', 'к3', '-r', 'попаданий нет'] },
      { args: ['play', 'p.yaml', '--lang', 'en', '--no-charts'], input: 'к1 к2 к3\nпопаданий нет\n' },
    ]);
    expect(blue.code).toBe(0);
    expect(blue.stdout).toContain('next: red, 3 shots');
    expect(red.stderr).not.toContain('wrong-salvo-size');
    expect(red.code).toBe(0);
    expect(await readFile(join(dir, 'r.yaml'), 'utf8')).toBe(base + '  - red: к1 к2 к3 -> попаданий нет\n');
    expect(played.stdout).toContain('salvo 6: red, its salvo 3, 3 shots');
    expect(played.stdout + played.stderr).not.toContain('wrong-salvo-size');
    expect(await readFile(join(dir, 'p.yaml'), 'utf8')).toContain('red: к1 к2 к3');
  });

  it('record refuses a Jutland salvo of more shots than guns left, naming that salvo', async () => {
    const dir = await folder({});
    // C1 and C2 touch: one destroyer, sunk; with the battleship gone red has 3 guns, not 4.
    const [made, first, advice] = await runSalvosApart(dir, [
      { args: ['new', 'jutland', '-o', 'g.yaml'] },
      { args: ['record', 'g.yaml', '--lang', 'en', 'blue', 'A1', 'A2', 'A3', 'A4', 'C1', 'C2', '-r', 'battleship 4, destroyer 2'] },
      { args: ['suggest', 'g.yaml', '--side', 'red', '--json'] },
    ]);
    expect(made.code).toBe(0);
    expect(first.code).toBe(0);
    // The words alone allow 3 or 4 shots; where the hits fall, only 3.
    expect(first.stdout).toContain('next: red, 3 shots');
    // The advice is for the salvo record takes: 3 shots, not 4.
    expect(JSON.parse(advice.stdout)).toMatchObject({ owed: { min: 3, max: 3 } });
    expect(JSON.parse(advice.stdout).cells).toHaveLength(3);
    const before = await readFile(join(dir, 'g.yaml'), 'utf8');
    const [r] = await runSalvosApart(dir, [{ args: ['record', 'g.yaml', '--lang', 'en', 'red', 'A1', 'A2', 'A3', 'A4', '-r', 'no hits'] }]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('red fired 4 shots in salvo 2');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(before);
    expect((await runSalvosApart(dir, [{ args: ['record', 'g.yaml', '--lang', 'en', 'red', 'A1', 'A2', 'A3', '-r', 'no hits'] }]))[0].code).toBe(0);
  });

  it('finds each size of a side that no fleet fitting the announcements is owed, not the first alone', async () => {
    // No two of blue's first six cells touch, even corner to corner: two destroyers hit once
    // each, none sunk, so red has all 6 guns; its salvos of 5 are both a shot short.
    const base = 'variant: jutland\nsalvos:\n  - blue: A1 A3 C1 C3 E1 E3 -> destroyer 2\n  - red: A1 A2 A3 A4 A5 -> no hits\n  - blue: A2 C2 E2 G2 I2 J10 -> no hits\n';
    const dir = await folder({
      'g.yaml': base + '  - red: B1 B2 B3 B4 B5 -> no hits\n',
      'h.yaml': base,
      'a.yaml': base + '  - red: B1 B2 B3 B4 B5 -> no hits\n  - blue: H1 H2 H3 H4 H5 H6 -> no hits\n',
    });
    const [r, inferred, analysed, refused] = await runSalvosApart(dir, [
      { args: ['check', 'g.yaml', '--json'] },
      { args: ['infer', 'g.yaml', '--target', 'red'] },
      { args: ['analyze', 'a.yaml'] },
      { args: ['record', 'h.yaml', '--lang', 'en', 'red', 'B1', 'B2', 'B3', 'B4', 'B5', '-r', 'no hits'] },
    ]);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as { violations: { code: string; salvo?: number; line?: number }[] };
    expect(report.violations.map((v) => [v.code, v.salvo, v.line])).toEqual([
      ['announcements-impossible', 2, 4],
      ['announcements-impossible', 4, 6],
    ]);
    // infer leaves out the same two sizes that check gives as breaches.
    expect(inferred.stderr).toContain('g.yaml:4:5: warning salvo-size-left-out: salvo 2');
    expect(inferred.stderr).toContain('g.yaml:6:5: warning salvo-size-left-out: salvo 4');
    // analyze leaves both out too, and goes on past them.
    expect(analysed.code).toBe(0);
    expect(analysed.stdout).not.toContain('analysis stopped');
    expect(analysed.stdout).toMatch(/\n3 +H1 H2 H3 H4 H5 H6 /);
    // record refuses the second short salvo, after a first one already in the record.
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('red fired 5 shots in salvo 4');
  });

  it('record, play and suggest owe a side what the announcements give it, past a size no fleet fitting them is owed', async () => {
    // As above: red has all 6 guns, and its salvo 2 of 5 shots is a size no fleet of its is owed.
    const first = 'variant: jutland\nsalvos:\n  - blue: A1 A3 C1 C3 E1 E3 -> destroyer 2\n';
    const base = first + '  - red: A1 A2 A3 A4 A5 -> no hits\n';
    const dir = await folder({ 'g.yaml': base, 'h.yaml': base + '  - blue: A2 C2 E2 G2 I2 J10 -> no hits\n', 'p.yaml': base + '  - blue: A2 C2 E2 G2 I2 J10 -> no hits\n', 'f.yaml': first });
    const [opening, next, advice, played, taken, check] = await runSalvosApart(dir, [
      { args: ['suggest', 'f.yaml', '--side', 'red'] },
      { args: ['record', 'g.yaml', '--lang', 'en', 'blue', 'A2', 'C2', 'E2', 'G2', 'I2', 'J10', '-r', 'no hits'] },
      { args: ['suggest', 'h.yaml', '--side', 'red'] },
      { args: ['play', 'p.yaml', '--lang', 'en', '--no-charts'], input: 'quit\n' },
      { args: ['record', 'h.yaml', '--lang', 'en', 'red', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6', '-r', 'no hits'] },
      { args: ['check', 'h.yaml', '--json'] },
    ]);
    // The words "destroyer 2" allow 5 or 6 guns; where the hits fall, only 6: every command says 6.
    expect(opening.stdout).toContain('red is owed 6 shots');
    expect(next.code).toBe(0);
    expect(next.stdout).toContain('next: red, 6 shots');
    expect(advice.stdout).toContain('red is owed 6 shots');
    expect(played.stdout).toContain('red, its salvo 2, 6 shots');
    // A salvo of the 6 shots owed is taken, not refused as "owed 5".
    expect(taken.stderr).not.toContain('wrong-salvo-size');
    expect(taken.code).toBe(0);
    expect((JSON.parse(check.stdout) as { violations: { code: string; salvo?: number }[] }).violations.map((v) => [v.code, v.salvo])).toEqual([['announcements-impossible', 2]]);
  });

  it('record and play refuse a salvo short of the guns left with the size they owe, not the words\' range', async () => {
    // battleship 4 sinks it; destroyer 2 on C1 C2 is one destroyer sunk (two may not touch): 3 guns, not 3–4.
    const text = 'variant: jutland\nsides: { ann: , bob: }\nsalvos:\n  - ann: A1 A2 A3 A4 C1 C2 -> battleship 4, destroyer 2\n';
    // play on a copy (p.yaml): g.yaml is read as record left it.
    const dir = await folder({ 'g.yaml': text, 'p.yaml': text });
    const [recorded, played] = await runSalvosApart(dir, [
      { args: ['record', 'g.yaml', '--lang', 'en', 'bob', 'E1', 'E2'] },
      { args: ['play', 'p.yaml', '--lang', 'en', '--no-charts'], input: 'E1 E2\n' },
    ]);
    expect(recorded.code).toBe(1);
    expect(recorded.stderr).toContain("bob's salvo 1 has 2 shots; the damage bob announced allows 3–4, and where the hits fell, only 3 [rule: salvo size from the announced damage; expected: 3; recorded: 2]");
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(text);
    expect(played.stdout).toContain('bob, its salvo 1, 3 shots');
    expect(played.stdout).toContain('allows 3–4, and where the hits fell, only 3 [rule: salvo size from the announced damage; expected: 3; recorded: 2]');
    expect(played.stdout).toContain('not taken');
  });

  it('check gives a forced salvo short of the guns left the size owed, not the words\' range', async () => {
    const text = 'variant: jutland\nsalvos:\n  - blue: A1 A2 A3 A4 C1 C2 -> battleship 4, destroyer 2\n  - red: E1 E2 -> no hits\n    forced: true\n  - 42\n';
    const dir = await folder({ 'g.yaml': text });
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("g.yaml:4:5: error salvo-size-not-allowed: salvo 2: red's salvo 1 has 2 shots; the damage red announced allows 3–4, and where the hits fell, only 3 [rule: salvo size from the announced damage; expected: 3; recorded: 2; recorded with --force]");
  });

  it('narrows a size breach by the numbers owed it carries, not by reading them back from its text; check --json keeps its fields', async () => {
    const text = 'variant: jutland\nsalvos:\n  - blue: A1 A2 A3 A4 C1 C2 -> battleship 4, destroyer 2\n  - red: E1 E2 -> no hits\n';
    const f = await readRecordFile(join(await folder({ 'g.yaml': text }), 'g.yaml'), loadRecordVariant, 'g.yaml');
    if (!f.ok) throw new Error('unreadable');
    const report = fullReferee(f, 'en');
    const breach = report.breaches.find((b) => b.code === 'salvo-size-not-allowed')!;
    // The words allow 3–4 guns; where the hits fell, only 3 (see above).
    expect(breach.owed).toEqual({ min: 3, max: 3 });
    const before = { ...f.record, salvos: f.record.salvos.slice(0, 1) };
    // A breach whose text says the range otherwise (another language, say) is narrowed all the same.
    const worded = { ...breach, expected: 'from 3 to 4', owed: { min: 3, max: 4 }, message: 'red fired 2' };
    expect(narrowedSizeBreach(worded, before, f.variant)).toMatchObject({ expected: '3', owed: { min: 3, max: 3 }, message: 'red fired 2, and where the hits fell, only 3' });
    const dir = await folder({ 'g.yaml': text });
    const j = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as { violations: Record<string, unknown>[] };
    const v = j.violations.find((x) => x.code === 'salvo-size-not-allowed')!;
    expect(Object.keys(v).sort()).toEqual(['code', 'column', 'expected', 'file', 'line', 'message', 'recorded', 'rule', 'salvo', 'severity', 'shooter', 'side', 'sideSalvo', 'suggestion']);
    expect(v.expected).toBe('3');
  });

  it('does not hold the sizes after a Jutland announcement no fleet can give to the damage it claims, and says so', async () => {
    // "battleship 4" on A1 C3 E5 G7 I9 J1: no straight ship of 4 holds four of them. Red fires 6
    // twice after: not "owed 4" for a battleship the announcement could not have sunk.
    const text =
      'variant: jutland\nsalvos:\n  - blue: A1 C3 E5 G7 I9 J1 -> battleship 4\n  - red: A1 A2 A3 A4 A5 A6 -> no hits\n' +
      '  - blue: B1 B2 B3 B4 B5 B6 -> no hits\n  - red: C1 C2 C3 C4 C5 C6 -> no hits\n';
    const dir = await folder({ 'g.yaml': text });
    const r = await runSalvo(dir, ['check', 'g.yaml', '--json']);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as { violations: { code: string; salvo?: number }[]; warnings: { code: string; salvo?: number; line?: number; message: string }[] };
    expect(report.violations.map((v) => [v.code, v.salvo])).toEqual([['announcements-impossible', 1]]);
    const unjudged = report.warnings.filter((w) => w.code === 'size-unjudged');
    expect(unjudged.map((w) => [w.salvo, w.line])).toEqual([
      [2, 4],
      [4, 6],
    ]);
    expect(unjudged[0]!.message).toBe(
      'red\'s 6 shots are not held to the damage salvo 1\'s announcement ("battleship 4") claims: no legal fleet of red fits the announcements once it is made, so that salvo may have hit anything (owed by its words: 4)',
    );
    // record takes red's next 6 shots too, as check judges them.
    const taken = await runSalvo(dir, ['record', 'g.yaml', 'blue', 'D1', 'D2', 'D3', 'D4', 'D5', 'D6', '-r', 'no hits']);
    expect(taken.code).toBe(0);
    const six = await runSalvo(dir, ['record', 'g.yaml', 'red', 'E1', 'E2', 'E3', 'E4', 'E5', 'E6', '-r', 'no hits']);
    expect(six.stderr).not.toContain('wrong-salvo-size');
    expect(six.code).toBe(0);
  });

  it('says nothing of the claimed damage at a salvo whose size is not judged anyway (a cell of it cannot be read)', async () => {
    const text =
      'variant: jutland\nsalvos:\n  - blue: A1 C3 E5 G7 I9 J1 -> battleship 4\n  - red: A1 A2 A3 A4 A5 A6 -> no hits\n' +
      '  - blue: B1 B2 B3 B4 B5 B6 -> no hits\n  - red: C1 C-2 C3 C4 C5 C6 -> no hits\n  - blue: D1 D2 D3 D4 D5 D6 -> no hits\n  - red: E1 E2 E3 E4 E5 E6 -> no hits\n';
    const dir = await folder({ 'g.yaml': text });
    const report = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as { warnings: { code: string; salvo?: number }[] };
    expect(report.warnings.filter((w) => w.code === 'size-unjudged').map((w) => w.salvo)).toEqual([2, 6]);
  });

  it('holds a size to the damage claimed with the hits of cells that cannot be read counted, as the rest of the check counts them', async () => {
    // Salvo 3 fires again at five cells and two it cannot read, "cruiser 2": the hits are the
    // unread cells'. By the words, red has lost the battleship's 2 guns and one of the cruiser's:
    // owed 3. Read without those cells, "cruiser 2" fits no cell and was not counted (owed 4, so
    // red's 4 shots went unsaid).
    const text =
      'variant: jutland\nsalvos:\n  - blue: A1 C3 E5 G7 I9 J1 -> battleship 4\n  - red: A1 A2 A3 A4 A5 A6 -> no hits\n' +
      '  - blue: "A1 C3 E5 G7 Q?? R?? -> cruiser 2"\n  - red: C1 C2 C3 C4 -> no hits\n';
    const f = await readRecordFile(join(await folder({ 'g.yaml': text }), 'g.yaml'), loadRecordVariant, 'g.yaml');
    if (!f.ok) throw new Error('unreadable');
    const report = fullReferee(f, 'en');
    expect(report.breaches.filter((b) => b.salvo === 4)).toEqual([]);
    const unjudged = report.warnings.filter((w) => w.code === 'size-unjudged');
    expect(unjudged.map((w) => [w.salvo, w.line])).toEqual([
      [2, 4],
      [4, 6],
    ]);
    expect(unjudged[1]!.message).toBe(
      'red\'s 4 shots are not held to the damage salvo 1\'s announcement ("battleship 4") claims: no legal fleet of red fits the announcements once it is made, so that salvo may have hit anything (owed by its words: 3)',
    );
  });

  it('still judges the sizes after such an announcement by what the salvos since tell: 6 shots, then 4 with no hit between', async () => {
    const text =
      'variant: jutland\nsalvos:\n  - blue: A1 C3 E5 G7 I9 J1 -> battleship 4\n  - red: A1 A2 A3 A4 A5 A6 -> no hits\n' +
      '  - blue: B1 B2 B3 B4 B5 B6 -> no hits\n  - red: C1 C2 C3 C4 -> no hits\n';
    const dir = await folder({ 'g.yaml': text });
    const report = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as { violations: { code: string; salvo?: number; expected?: string }[] };
    // Red's 6 shots in salvo 2 tell it had 6 guns after salvo 1; nothing hit it since.
    expect(report.violations.map((v) => [v.code, v.salvo, v.expected])).toEqual([
      ['announcements-impossible', 1, undefined],
      ['wrong-salvo-size', 4, '6'],
    ]);
  });

  it('after an inconsistent Jutland announcement, owes what any outcome of that salvo leaves, not the guns before it', async () => {
    // "battleship 5" on A1–A6: no ship has 5 cells. The six shots in a column may have sunk the
    // battleship (4 guns left), or the cruiser on A1–A3 and a destroyer on A5–A6 (3 left), or missed (6).
    const rec = (cells: string): string => `variant: jutland\nsalvos:\n  - blue: A1 A2 A3 A4 A5 A6 -> battleship 5\n  - red: ${cells} -> no hits\n`;
    // Each salvo of red's in a record of its own (n.yaml, n shots), checked in one worker thread.
    const shots = [3, 4, 6, 2, 7];
    const dir = await folder(Object.fromEntries(shots.map((n) => [`${n}.yaml`, rec(['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7'].slice(0, n).join(' '))])));
    const checked = await runSalvosApart(dir, shots.map((n) => ({ args: ['check', `${n}.yaml`, '--json'] })));
    const codes = new Map(shots.map((n, k) => [n, (JSON.parse(checked[k]!.stdout) as { violations: { code: string }[] }).violations.map((v) => v.code)]));
    for (const n of [3, 4, 6]) expect(codes.get(n)).toEqual(['announcement-inconsistent']);
    expect(codes.get(2)).toEqual(['announcement-inconsistent', 'salvo-size-not-allowed']);
    expect(codes.get(7)).toEqual(['announcement-inconsistent', 'salvo-size-not-allowed']);
  });

  it('play refuses at the cells a Jutland salvo of more shots than guns left, not at the announcement', async () => {
    const dir = await folder({});
    // Red is owed 3 (see above) and types 4 cells: refused there, so the 3 typed next are taken.
    const input = 'A1 A2 A3 A4 C1 C2\nbattleship 4, destroyer 2\nJ1 J2 J3 J4\nJ1 J2 J3\nno hits\n';
    const [made, r] = await runSalvosApart(dir, [{ args: ['new', 'jutland', '-o', 'g.yaml'] }, { args: ['play', 'g.yaml', '--lang', 'en', '--no-charts'], input }]);
    expect(made.code).toBe(0);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('red fired 4 shots in salvo 2');
    expect(r.stdout).toContain('"J1 J2 J3 J4" is not taken: type the salvo again; if salvo 1 ');
    expect(r.stdout).not.toContain('type the announcement again');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toContain('  - red: J1 J2 J3 -> no hits\n');
  });

  it('a salvo after the game ended is that breach, not an impossible announcement too', async () => {
    const dir = await folder({
      'g.yaml':
        'variant: jutland\nsalvos:\n  - blue: A1 A2 A3 A4 C1 C2 -> battleship 4, destroyer 2\n  - red: A1 A2 A3 -> no hits\n' +
        '  - blue: E1 E2 E3 G1 G2 J10 -> cruiser 3, destroyer 2\n  - red: B1 -> no hits\n',
    });
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('after-game-end');
    expect(r.stdout).not.toContain('announcements-impossible');
  });

  it('says when a side could not be settled within the budget, instead of passing it', async () => {
    // Hits two cells apart on Морской бой: hardly a ship but a one-decker fits among them, and by
    // the tenth no fleet does. Nothing proves that without counting: with no work allowed, unsettled.
    const hits = ['А1', 'В1', 'Д1', 'Ж1', 'И1', 'А3', 'В3', 'Д3', 'Ж3', 'И3', 'А5'];
    const dir = await folder({ 'g.yaml': `variant: morskoy-boy\nsalvos:\n${hits.map((c) => `  - blue: ${c} -> попал\n`).join('')}` });
    const f = await readRecordFile(join(dir, 'g.yaml'), loadRecordVariant, 'g.yaml');
    if (!f.ok) throw new Error('the record does not read');
    const starved = fullReferee(f, 'ru', 0);
    expect(starved.warnings.find((w) => w.code === 'announcements-unchecked')?.message).toContain('red');
    expect(starved.breaches.map((b) => b.code)).not.toContain('announcements-impossible');
    await breathe();
    const full = fullReferee(f, 'ru');
    expect(full.warnings.map((w) => w.code)).not.toContain('announcements-unchecked');
    expect(full.breaches.find((b) => b.code === 'announcements-impossible')).toMatchObject({ salvo: 10, side: 'red' });
  });

  it('never passes a side it could not narrow down within the budget', async () => {
    const dir = await folder({ 'g.yaml': PERELMAN_SHORT });
    const f = await readRecordFile(join(dir, 'g.yaml'), loadRecordVariant, 'g.yaml');
    if (!f.ok) throw new Error('the record does not read');
    // Proven impossible without counting; the smallest conflict would take counts past the budget.
    const starved = fullReferee(f, 'ru', 0);
    expect(starved.warnings.map((w) => w.code)).not.toContain('announcements-unchecked');
    expect(starved.breaches.find((b) => b.code === 'announcements-impossible')).toMatchObject({ salvo: 4, side: 'red' });
    await breathe();
    const full = fullReferee(f, 'ru');
    expect(full.warnings.map((w) => w.code)).not.toContain('announcements-unchecked');
    expect(full.breaches.map((b) => b.code)).toContain('announcements-impossible');
  });
});
