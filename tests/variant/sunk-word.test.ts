/**
 * `words.<lang>.sunk` is needed only where the report announces a sinking (per shot `sunk: plain`
 * or `with-class`, per salvo `sunk: true`); a game that never announces one may leave it out, and
 * one that does is told the key is missing, at the language's words, in the file's language too.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { parseAnnouncement } from '../../src/record/announcement-text.js';
import { padContent } from '../../src/render/pad-content.js';
import { describeVariant } from '../../src/variant/describe.js';
import { validateVariant } from '../../src/variant/validate.js';

const WORDS = { miss: 'miss', hit: 'hit', noHits: 'no hits', ownChart: 'Mine', enemyChart: 'Theirs' };
const RU = { miss: 'мимо', hit: 'попал', noHits: 'мимо', ownChart: 'Мои', enemyChart: 'Чужие' };
const spec = (report: unknown): Record<string, unknown> => ({
  id: 'hide',
  languages: ['en', 'ru'],
  name: 'Hide',
  board: { rows: 6, columns: 6 },
  fleet: [{ id: 'boat', name: { en: 'Boat', ru: 'Лодка' }, size: 2, count: 2 }],
  ...(report === undefined ? {} : { report }),
  words: { en: WORDS, ru: RU },
});

async function run(args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const m = memoryIO('', {}, cwd);
  const code = await main(['node', 'salvo', ...args], m.io);
  return { code, stdout: m.stdout, stderr: m.stderr };
}

describe('words.sunk', () => {
  it('may be left out where no sinking is announced', () => {
    for (const report of [{ timing: 'per-shot', sunk: 'none' }, { timing: 'per-salvo' }, { timing: 'per-salvo', by: 'ship', counts: true, sunk: false }]) {
      const r = validateVariant(spec(report));
      expect(r.ok ? [] : r.diagnostics.map((d) => d.message), JSON.stringify(report)).toEqual([]);
      if (r.ok) expect(r.value.words['en']!.sunk).toBeUndefined();
    }
  });

  it('is a missing key in every language where a sinking is announced, saying which setting announces it', () => {
    for (const [report, setting] of [
      [undefined, 'plain'],
      [{ timing: 'per-shot', sunk: 'with-class' }, 'with-class'],
      [{ timing: 'per-salvo', sunk: true }, 'true'],
    ] as const) {
      const r = validateVariant(spec(report));
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.diagnostics.map((d) => [d.code, d.path, d.message])).toEqual([
        ['missing-key', 'words.en.sunk', 'words.en.sunk: required but missing'],
        ['missing-key', 'words.ru.sunk', 'words.ru.sunk: required but missing'],
      ]);
      expect(r.diagnostics[0]!.suggestion).toBe(`add sunk: (a text): the report announces a ship sunk (report.sunk: ${setting})`);
    }
  });

  it('is told only for the language that lacks it', () => {
    const r = validateVariant({ ...spec(undefined), words: { en: { ...WORDS, sunk: 'sunk' }, ru: RU } });
    expect(r.ok ? [] : r.diagnostics.map((d) => d.path)).toEqual(['words.ru.sunk']);
  });

  it('variant check gives its file, line and column, in English and in Russian', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-sunk-'));
    const body = (report: string): string =>
      [
        'id: hide',
        'languages: [en, ru]',
        'name: Hide',
        'board: { rows: 6, columns: 6 }',
        'fleet:',
        '  - { id: boat, name: { en: Boat, ru: Лодка }, size: 2, count: 2 }',
        `report: ${report}`,
        'words:',
        '  en: { miss: miss, hit: hit, noHits: no hits, ownChart: Mine, enemyChart: Theirs }',
        '  ru: { miss: мимо, hit: попал, noHits: мимо, ownChart: Мои, enemyChart: Чужие }',
        '',
      ].join('\n');
    writeFileSync(join(dir, 'quiet.yaml'), body('{ timing: per-shot, sunk: none }'));
    writeFileSync(join(dir, 'loud.yaml'), body('{ timing: per-shot, sunk: plain }'));
    const quiet = await run(['variant', 'check', 'quiet.yaml'], dir);
    expect([quiet.code, quiet.stdout + quiet.stderr]).toEqual([0, 'quiet.yaml: ok\n']);
    const loud = await run(['variant', 'check', 'loud.yaml'], dir);
    expect(loud.code).toBe(1);
    expect(loud.stdout + loud.stderr).toContain('loud.yaml:9:7: error missing-key: words.en.sunk: required but missing (add sunk: (a text): the report announces a ship sunk (report.sunk: plain))\n');
    expect(loud.stdout + loud.stderr).toContain('loud.yaml:10:7: error missing-key: words.ru.sunk: required but missing');
    const ru = await run(['variant', 'check', '--lang', 'ru', 'loud.yaml'], dir);
    expect(ru.stdout + ru.stderr).toContain('loud.yaml:10:7: ошибка missing-key: words.ru.sunk: обязательный ключ отсутствует (добавьте sunk: (текст))');
  });

  it('a game without it describes, draws its pad legend and reads records without a sunk word', () => {
    const r = validateVariant(spec({ timing: 'per-shot', sunk: 'none' }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const v = r.value;
    expect(describeVariant(v, 'en')).toContain('Words: miss “miss”, hit “hit”, no hits “no hits”.');
    expect(describeVariant(v, 'ru')).toContain('Слова: промах «мимо», попадание «попал», без попаданий «мимо».');
    expect(padContent(v, 'en').legend.map((l) => l.text)).toEqual(expect.arrayContaining(['miss', 'hit']));
    expect(padContent(v, 'en').legend.some((l) => l.text === undefined)).toBe(false);
    expect(parseAnnouncement('hit', v, 1).announcement).not.toBeNull();
    expect(parseAnnouncement('попал', v, 1).announcement).not.toBeNull();
  });
});
