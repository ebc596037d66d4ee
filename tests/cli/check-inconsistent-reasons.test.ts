/**
 * `announcement-inconsistent` without fleets: the reasons name a class as a sentence does (the
 * cruiser, not the template's "Cruiser" as it is), and a shot with several reasons is named once.
 * A whole salvo's announcement (Jutland) names the class in lower case too where it begins a
 * reason after the colon, in Russian and Polish as in English.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const SUNK_TWICE = join(import.meta.dirname, 'fixtures', 'disputed-more', 'classic-salvo-sunk-twice.yaml');

interface Breach {
  code: string;
  message: string;
}

async function inconsistent(): Promise<{ message: string; line: string }> {
  const json = await runSalvo(process.cwd(), ['check', SUNK_TWICE, '--json']);
  const report = JSON.parse(json.stdout) as { violations: Breach[] };
  const b = report.violations.find((x) => x.code === 'announcement-inconsistent');
  const text = await runSalvo(process.cwd(), ['check', SUNK_TWICE]);
  const line = text.stdout.split('\n').find((l) => l.includes('announcement-inconsistent'));
  return { message: b?.message ?? '', line: line ?? '' };
}

describe('check: an announcement inconsistent with the earlier ones, without fleets', () => {
  it('names the class in lower case inside the sentence', async () => {
    const { message, line } = await inconsistent();
    expect(message).toContain('a hit on the cruiser after it was announced sunk');
    expect(line).toContain('4 hits on the cruiser, which has 3 cells');
    expect(line).not.toContain('the Cruiser');
  });

  it('names a shot once, keeping each of its reasons', async () => {
    const { message, line } = await inconsistent();
    for (const said of [message, line]) {
      expect(said.match(/shot 4: /gu)).toHaveLength(1);
      expect(said).toContain('shot 4: a hit on the cruiser after it was announced sunk, and 4 hits on the cruiser, which has 3 cells');
    }
  });
});

describe('check: a whole salvo announced with more hits on a class than it has cells', () => {
  it('Jutland: the class in lower case mid-sentence, a ship of 3 cells (not "Cruiser", not "in all" of one ship)', async () => {
    const r = await runSalvo(join(import.meta.dirname, 'fixtures', 'referee-calls'), ['check', 'jutland-destroyer-hits.yaml']);
    const line = r.stdout.split('\n').find((l) => l.includes('announcement-inconsistent'));
    expect(line).toContain("salvo 6: blue's announcement for red's salvo 3: cruiser: 4 hits on a ship of 3 cells [rule: announcements consistent;");
  });

  it('a class of several ships keeps "in all"; Russian and Polish name the class in lower case too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-inconsistent-'));
    writeFileSync(
      join(dir, 'lin.yaml'),
      [
        'id: lin',
        'languages: [ru, pl, en]',
        'name: { ru: Линкоры, pl: Pancerniki, en: Battleships }',
        'board: { rows: 6, columns: 6 }',
        'fleet:',
        '  - { id: battleship, name: { ru: Линкор, pl: Pancernik, en: Battleship }, size: 3 }',
        '  - { id: boat, name: { ru: Катер, pl: Kuter, en: Boat }, size: 1, count: 2 }',
        'placement: { spacing: no-contact }',
        'turns: { salvo: { kind: constant, shots: 4 } }',
        'report: { timing: per-salvo, by: class, counts: true, sunk: false }',
        'words:',
        '  ru: { miss: мимо, hit: попал, noHits: мимо, ownChart: Мои, enemyChart: Чужие }',
        '  pl: { miss: pudło, hit: trafiony, noHits: pudło, ownChart: Moje, enemyChart: Obce }',
        '  en: { miss: miss, hit: hit, noHits: no hits, ownChart: Mine, enemyChart: Theirs }',
        '',
      ].join('\n'),
    );
    writeFileSync(join(dir, 'g.yaml'), 'variant: ./lin.yaml\nsides: { blue: Ann, red: Bob }\nsalvos:\n  - blue: A1 A2 F6 F4 -> Линкор 2, Катер 1\n  - red: A1 A2 A3 A4 -> мимо\n  - blue: C1 C2 C3 C4 -> Линкор 2, Катер 2\n');
    const said = async (lang: string): Promise<string> => (await runSalvo(dir, ['check', 'g.yaml', '--lang', lang])).stdout;
    const en = await said('en');
    expect(en).toContain("red's announcement for blue's salvo 2: battleship: 4 hits on a ship of 3 cells; boat: 3 hits on ships of 2 cells in all [rule:");
    expect(await said('ru')).toContain('(линкор: 4 попадания по классу «Линкор», а у него всего 3 клетки; катер: 3 попадания по классу «Катер», а у него всего 2 клетки)');
    expect(await said('pl')).toContain('(pancernik: 4 trafienia w klasę „Pancernik”, a ma ona tylko 3 pola; kuter: 3 trafienia w klasę „Kuter”, a ma ona tylko 2 pola)');
  });
});

describe('check: a ship named hit again after all its cells were (Perelman, which never says sunk)', () => {
  it('is one reason, more hits than cells, not also "hit after it was sunk"', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-hit-again-'));
    writeFileSync(
      join(dir, 'g.yaml'),
      'variant: perelman\nlanguage: ru\nsides: { синие: Петя, красные: Вася }\nsalvos:\n  - синие: а1 а2 а3 -> двухклеточный\n  - красные: к1 к2 к3 -> попаданий нет\n  - синие: б1 б2 б3 -> двухклеточный\n  - красные: к4 к5 к6 -> попаданий нет\n  - синие: в1 в2 в3 -> двухклеточный\n',
    );
    const line = async (lang: string): Promise<string | undefined> => (await runSalvo(dir, ['check', 'g.yaml', '--lang', lang])).stdout.split('\n').find((l) => l.includes('announcement-inconsistent'));
    const en = await line('en');
    expect(en).toContain("the announcement of красные for salvo 3 of синие: two-cell ship: 3 hits on a ship of 2 cells [rule:");
    expect(en).not.toContain('sunk');
    const ru = await line('ru');
    expect(ru).toContain('(двухклеточный: 3 попадания по классу «двухклеточный», а у него всего 2 клетки)');
    expect(ru).not.toContain('потоплен');
  });
});
