/**
 * After a salvo left out (`salvo-missing`), record judges a new salvo by its own rules (the
 * replay, and a small search for announcements no fleet fits), and refuses only what check finds
 * too. What check finds of the salvo with it written in that record's own judging does not, the
 * salvo is recorded (nothing typed is lost) and check's finding said as a warning, in check's
 * words and numbering, with its fix, in the record's language.
 *
 * The case, found by trying salvos on the classic fixture with blue's salvo 4 left out and the
 * fleets not revealed: red's A6 B6 -> hit, miss at salvo 19. A6 is hemmed in by cells red was
 * told were misses (A5 and A9 at salvo 15, B6 now), and check, reading the gap as put back, finds
 * no fleet of blue's that fits the announcements after it. Record's own search, on the record as
 * written (red twice in a row, so its sizes after the gap fit no fleet of its own), does not find
 * it; the same salvo with the gap filled in is refused by record itself.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const fixture = join(import.meta.dirname, 'fixtures', 'referee-missing', 'classic-salvo-missing.yaml');
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-record-check-finds-'));
});

/** The fixture, fleets not revealed, up to blue's salvo 18 (F1 A7 H3: red to fire), as `name`, with `variant` named. */
async function cut(name: string, variant = 'classic-salvo'): Promise<string> {
  const text = (await readFile(fixture, 'utf8')).replace(/^fleets:\n(?: {2}.*\n)*/mu, '').replace('variant: classic-salvo', `variant: ${variant}`);
  const lines = text.split('\n');
  const out = `${lines.slice(0, lines.indexOf('salvos:') + 19).join('\n')}\n`;
  expect(out).not.toContain('fleets:');
  expect(out.trimEnd().endsWith('  - blue: F1 A7 H3 -> miss, miss, miss')).toBe(true);
  await writeFile(join(dir, name), out);
  return name;
}

/** Classic Salvo spoken in Polish and Russian too (a variant file beside the record), for the words of those languages. */
async function threeLanguages(): Promise<string> {
  const words = (lang: string, w: readonly string[]): string => `  ${lang}:\n${['miss', 'hit', 'sunk', 'noHits', 'ownChart', 'enemyChart'].map((k, i) => `    ${k}: ${w[i]}\n`).join('')}`;
  const text = (await readFile(join(import.meta.dirname, '..', '..', 'templates', 'classic-salvo.yaml'), 'utf8')).replace('languages: [en]', 'languages: [en, pl, ru]').replace('id: classic-salvo', 'id: salvo-three');
  expect(text).toContain('languages: [en, pl, ru]');
  await writeFile(join(dir, 'salvo-three.yaml'), text + words('pl', ['pudło', 'trafiony', 'zatopiony', 'pudło', 'Moja flota', 'Flota przeciwnika']) + words('ru', ['мимо', 'попал', 'убит', 'мимо', 'Мой флот', 'Флот противника']));
  return 'salvo-three.yaml';
}

const ENGLISH = "g.yaml:29:5: warning announcements-impossible: salvo 19: no legal fleet of blue fits the announcements after salvo 19; these conflict: salvos 15, 19: salvo 19 (line 29) announced \"hit\" at A6, but every ship through A6 covers a cell announced \"miss\": A5 (salvo 15, line 25), A9 (salvo 15, line 25), B6 (salvo 19, line 29) [rule: announcements a legal fleet could have produced] (check the announcements of the salvos listed)\n";

describe('record after a salvo left out: what check finds and record does not is recorded, and said', () => {
  it('is recorded and said as check says it, numbered as check numbers it, with its fix', async () => {
    const file = await cut('g.yaml');
    const r = await runSalvo(dir, ['record', file, 'red', 'A6', 'B6', '-r', 'hit, miss']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('salvo 19 recorded: red: A6 B6 -> hit, miss');
    expect(r.stderr).toContain(ENGLISH);
    const written = await readFile(join(dir, file), 'utf8');
    expect(written.endsWith('  - red: A6 B6 -> hit, miss\n')).toBe(true);
    // Check's own line of the record as written now, but for its severity.
    const check = await runSalvo(dir, ['check', file]);
    expect(check.stdout).toContain(ENGLISH.replace('warning', 'error'));
  });

  it('the same salvo with the gap filled in is refused by record itself', async () => {
    const file = await cut('filled.yaml');
    const text = await readFile(join(dir, file), 'utf8');
    await writeFile(join(dir, file), text.replace('  - red: F5 I3 D6', '  - blue: A2 C3 E5 F9 -> sunk cruiser, miss, miss, miss\n  - red: F5 I3 D6'));
    const r = await runSalvo(dir, ['record', file, 'red', 'A6', 'B6', '-r', 'hit, miss']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error announcements-impossible: salvo 20: no legal fleet of blue fits');
  });

  it('--json: among the warnings, as check --json gives it, severity warning', async () => {
    const file = await cut('j.yaml');
    const r = await runSalvo(dir, ['record', file, 'red', 'A6', 'B6', '-r', 'hit, miss', '--json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout) as { ok: boolean; warnings: { severity: string; code: string; salvo?: number; line?: number; suggestion?: string }[] };
    expect(json.ok).toBe(true);
    const found = json.warnings.filter((w) => w.code === 'announcements-impossible');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ severity: 'warning', salvo: 19, line: 29, suggestion: 'check the announcements of the salvos listed' });
    const check = JSON.parse((await runSalvo(dir, ['check', file, '--json'])).stdout) as { violations: { code: string; message: string }[] };
    expect(check.violations.find((v) => v.code === 'announcements-impossible')?.message).toBe((found[0] as { message?: string }).message);
  });

  it('in Polish and Russian, as check says it in each', async () => {
    const variant = await threeLanguages();
    for (const [lang, said] of [
      ['pl', 'g3.yaml:29:5: ostrzeżenie announcements-impossible: salwa 19: żadna dozwolona flota strony „Player 1” nie zgadza się z odpowiedziami po salwie 19; sprzeczne są odpowiedzi na salwy 15, 19: '],
      ['ru', 'g3.yaml:29:5: предупреждение announcements-impossible: залп 19: ни один допустимый флот стороны «Player 1» не согласуется с ответами после залпа 19; противоречат друг другу ответы на залпы 15, 19: '],
    ] as const) {
      const file = await cut('g3.yaml', variant);
      const r = await runSalvo(dir, ['record', file, 'red', 'A6', 'B6', '-r', 'hit, miss', '--lang', lang]);
      expect(r.code).toBe(0);
      const line = r.stderr.split('\n').find((l) => l.startsWith(said));
      expect(line, r.stderr).toBeDefined();
      expect(line).toMatch(lang === 'pl' ? /\(sprawdź odpowiedzi na wymienione salwy\)$/u : /\(проверьте ответы на перечисленные залпы\)$/u);
      // Check's line in that language, but for its severity.
      const check = await runSalvo(dir, ['check', file, '--lang', lang]);
      expect(check.stdout).toContain(line!.replace(lang === 'pl' ? 'ostrzeżenie' : 'предупреждение', lang === 'pl' ? 'błąd' : 'ошибка'));
    }
  });
});
