/**
 * `check` in English on a game of single shots (the 1967 game, Морской бой and Statki with --lang
 * en) counts shots, as Russian and Polish do (выстрел, strzał) and as play, show and record say
 * it: its summary line (no breaches in 71 shots), each breach and warning (shot 4: shot 2 of red
 * …, blue's shot), the reading problems, and analyze's referee line. What is a name stays (the
 * rule salvo size, the code wrong-salvo-size, the program's salvo check); --json alike; a
 * game of salvos says salvo as before.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { analysisText } from '../../src/analysis/report-text.js';
import { readingLine } from '../../src/record/referee-text.js';
import { shotsNamed } from '../../src/record/shots-named.js';
import { loadVariant } from '../../src/variant/load.js';

let dir = '';

/** A 1967 game with a cell fired twice, a line out of turn, two shots in a turn of one, a cell off the board and a shot without its announcement. */
const BROKEN = `variant: classic-1967
salvos:
  - blue: A1 -> hit
  - red: J10 -> miss
  - blue: A2 -> miss
  - red: J10 -> miss
  - red: J9 -> miss
  - blue: B1 B2 -> miss, miss
  - red: Z9 -> miss
  - blue: C1
  - red: C5 -> miss
`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-check-shots-'));
  await writeFile(join(dir, 'g.yaml'), BROKEN);
  await writeFile(join(dir, 's.yaml'), BROKEN.replace('classic-1967', 'jutland').replace(/ -> hit\n/u, ' -> no hits\n').replace(/miss/gu, 'no hits'));
});

describe('check in English on a game of single shots', () => {
  it('says shots in its summary line on the examples', async () => {
    const r = await runSalvo(process.cwd(), ['check', 'examples/classic-1967.yaml']);
    expect(r.stdout).toBe('examples/classic-1967.yaml: no breaches in 71 shots; blue won (the enemy fleet sunk)\n');
    const m = await runSalvo(process.cwd(), ['check', 'examples/morskoy-boy.yaml', '--lang', 'en']);
    expect(m.stdout).toContain('no breaches in 77 shots;');
  });

  it('names each salvo a shot in its breaches and warnings, names kept', async () => {
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("error repeated-cell: shot 4: red's shot 2 fires again at J10, already fired at in red's shot 1");
    expect(r.stdout).toContain("error out-of-turn: shot 5: red fired shot 3, but it was blue's turn [rule: turn order;");
    expect(r.stdout).toContain("write in blue's shot left out before it");
    expect(r.stdout).toContain("error wrong-salvo-size: shot 6: blue's shot 3 names 2 cells; one is fired at a time [rule: salvo size;");
    expect(r.stdout).toContain("warning announcement-missing: shot 8: no announcement recorded for blue's shot");
    expect(r.stdout).toContain('g.yaml: 5 breaches in 9 shots; the game goes on: blue to fire');
    expect(r.stdout).not.toMatch(/(?<!-)\bsalvos?\b(?! size|-)/u);
  });

  it('says shots in --json as the text does, every breach and warning (its fields and codes as they are)', async () => {
    const r = await runSalvo(dir, ['check', 'g.yaml', '--json']);
    type Entry = { code: string; salvo?: number; message: string; suggestion?: string; rule: string };
    const json = JSON.parse(r.stdout) as { salvos: number; violations: Entry[]; warnings: Entry[] };
    expect(json.salvos).toBe(9);
    expect(json.violations.find((v) => v.code === 'out-of-turn')?.message).toBe("red fired shot 3, but it was blue's turn");
    const text = (await runSalvo(dir, ['check', 'g.yaml'])).stdout;
    const entries = [...json.violations, ...json.warnings];
    expect(json.violations.length).toBe(5);
    expect(json.warnings.length).toBeGreaterThan(0);
    for (const e of entries) {
      expect(text).toContain(`${e.code}: ${e.salvo !== undefined ? `shot ${e.salvo}: ` : ''}${e.message}`);
      if (e.suggestion !== undefined) expect(text).toContain(`(${e.suggestion})`);
      expect(`${e.message} ${e.suggestion ?? ''}`).not.toMatch(/(?<![-"])\bsalvos?\b(?! size|-)/u);
    }
    expect(json.violations.find((v) => v.code === 'wrong-salvo-size')?.rule).toBe('salvo size');
  });

  it('says shots in --json --lang en on a Polish record, as the text does', async () => {
    // Statki's example with J2's "zatopiony" written "pudło": the fleet gives "sunk", and ala fired again.
    const statki = (await readFile(join(process.cwd(), 'examples', 'statki.yaml'), 'utf8')).replace('  - ala: J2 -> zatopiony\n', '  - ala: J2 -> pudło\n');
    await writeFile(join(dir, 'statki.yaml'), statki);
    const json = JSON.parse((await runSalvo(dir, ['check', 'statki.yaml', '--json', '--lang', 'en'])).stdout) as { violations: { code: string; salvo: number; message: string; suggestion: string }[] };
    const text = (await runSalvo(dir, ['check', 'statki.yaml', '--lang', 'en'])).stdout;
    expect(json.violations.map((v) => v.code)).toEqual(['announcement-contradicts-fleet']);
    const [v] = json.violations;
    expect(v!.message).toBe('tomek announced "miss" for ala\'s shot 2; the fleet gives "sunk"');
    expect(v!.suggestion).toContain("ala's shot 3 (line 26) was fired out of turn");
    expect(text).toContain(`announcement-contradicts-fleet: shot 3: ${v!.message} [`);
    expect(text).toContain(`(${v!.suggestion})`);
  });

  it('says salvo in a game of salvos, as before', async () => {
    const r = await runSalvo(dir, ['check', 's.yaml']);
    expect(r.stdout).toContain("error repeated-cell: salvo 4: red's salvo 2 fires again");
    expect(r.stdout).toMatch(/breaches and 2 reading errors in 9 salvos;/u);
  });

  it('names shots in the reading problems and analyze\'s referee line', async () => {
    const variant = await loadVariant('classic-1967', { cwd: process.cwd() });
    const d = { severity: 'error' as const, code: 'unknown-side', message: '"green" is not a side of this game', salvo: 2, suggestion: 'write - blue: … or - red: …' };
    expect(readingLine(d, { lang: 'en', variant })).toBe('error unknown-side: shot 2: "green" is not a side of this game (write - blue: … or - red: …)');
    expect(readingLine(d, { lang: 'en' })).toBe('error unknown-side: salvo 2: "green" is not a side of this game (write - blue: … or - red: …)');
    expect(analysisText('en', true).refereeOk(71)).toBe('referee: no breaches in 71 shots');
    expect(analysisText('en', false).refereeOk(1)).toBe('referee: no breaches in 1 salvo');
    expect(analysisText('en', true).leftOutSize(6, 2, 'blue')).toBe('left out of the evidence: the size of shot 6 (2 shots by blue): the referee finds it wrong');
  });

  it("says shots in analyze --json's referee breaches and warnings, as check --json does", async () => {
    const check = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as { violations: { code: string; message: string; suggestion?: string }[]; warnings: { code: string; message: string }[] };
    const r = await runSalvo(dir, ['analyze', 'g.yaml', '--json']);
    type Entry = { code: string; message: string; suggestion?: string };
    const json = JSON.parse(r.stdout) as { referee: { breaches: Entry[]; warnings: Entry[] } };
    expect(json.referee.breaches.length).toBe(5);
    expect(json.referee.breaches.find((b) => b.code === 'out-of-turn')?.message).toBe("red fired shot 3, but it was blue's turn");
    for (const b of json.referee.breaches) {
      expect(check.violations.some((v) => v.code === b.code && v.message === b.message && v.suggestion === b.suggestion)).toBe(true);
      expect(`${b.message} ${b.suggestion ?? ''}`).not.toMatch(/(?<![-"])\bsalvos?\b(?! size|-)/u);
    }
    for (const w of json.referee.warnings) expect(w.message).not.toMatch(/(?<![-"])\bsalvos?\b(?! size|-)/u);
  });

  it('says back a word the record wrote as it is written, in its quotes', async () => {
    await writeFile(join(dir, 'w.yaml'), 'variant: morskoy-boy\nsalvos:\n  - blue: А1 -> мимо\n  - red: А1 -> salvos\n');
    const r = await runSalvo(dir, ['check', 'w.yaml', '--lang', 'en']);
    expect(r.stdout).toContain('w.yaml:4:16: error announcement-unknown-word: shot 2: "salvos" is not a word of this variant\'s announcements');
    expect(r.stdout).not.toContain('"shots"');
  });

  it('leaves names alone', () => {
    expect(shotsNamed("salvo: g.yaml: salvo 5 not recorded; 'salvo check g.yaml' or salvo show g.yaml; salvo-missing, wrong-salvo-size; add it under salvos: once")).toBe(
      "salvo: g.yaml: shot 5 not recorded; 'salvo check g.yaml' or salvo show g.yaml; salvo-missing, wrong-salvo-size; add it under salvos: once",
    );
    expect(shotsNamed("the salvo's note; salvos 1, 3; a salvo is written")).toBe("the shot's note; shots 1, 3; a shot is written");
  });
});
