/**
 * Result words cut short at the table (`ран` for ранил, `уби` for убит, `traf` for trafiony, `pud`
 * for pudło): play takes them where the letters typed, three or more, start words of one result
 * only, and says back the result read in the line saved; `по` (попал or потоплен) and `под`
 * (подводная лодка) are refused. A record keeps refusing them, with the word meant as its hint.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseAnnouncement, spelledOut } from '../../src/record/announcement-text.js';
import { loadVariant, templateIds } from '../../src/variant/load.js';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-cut-words-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);

describe('a result word cut short', () => {
  it('is spelt out only as the result its whole word is, in every template', async () => {
    let spelt = 0;
    for (const id of await templateIds()) {
      const variant = await loadVariant(id, { cwd: process.cwd() });
      for (const lang of variant.languages) {
        const w = variant.words[lang]!;
        for (const word of [w.miss, w.hit, w.sunk ?? 'sunk']) {
          if (/\s/u.test(word)) continue;
          const whole = parseAnnouncement(word, variant, 1).announcement;
          for (let k = 1; k < [...word].length; k++) {
            const cut = [...word].slice(0, k).join('');
            const full = spelledOut(cut, variant);
            if (full === undefined) continue;
            expect(k, `${id}: ${cut}`).toBeGreaterThanOrEqual(3);
            const read = parseAnnouncement(full, variant, 1).announcement;
            // The same result as the whole word (a class it names is the announcement's business).
            expect(read?.kind === 'per-shot' ? read.shots[0]!.result : undefined, `${id}: ${cut} → ${full}`).toBe(whole?.kind === 'per-shot' ? whole.shots[0]!.result : 'none');
            spelt++;
          }
        }
      }
    }
    expect(spelt).toBeGreaterThanOrEqual(6);
  });

  it('is read as the players cut it, and not where it starts words of two meanings', async () => {
    const mb = await loadVariant('morskoy-boy', { cwd: process.cwd() });
    const statki = await loadVariant('statki', { cwd: process.cwd() });
    const result = (text: string, v: typeof mb): string | undefined => {
      const full = spelledOut(text, v);
      const a = full === undefined ? null : parseAnnouncement(full, v, 1).announcement;
      return a?.kind === 'per-shot' ? a.shots.map((s) => s.result).join(',') : undefined;
    };
    expect(result('ран', mb)).toBe('hit');
    expect(result('уби', mb)).toBe('sunk');
    expect(result('мим', mb)).toBe('miss');
    expect(result('traf', statki)).toBe('hit');
    expect(result('zat', statki)).toBe('sunk');
    expect(result('pud', statki)).toBe('miss');
    // `traf zat` is the two words of one result, as `trafiony zatopiony` is.
    expect(result('traf zat', statki)).toBe('sunk');
    for (const text of ['по', 'под', 'уб']) expect(spelledOut(text, mb), text).toBeUndefined();
    // Not in a salvo game, where words name ships.
    expect(spelledOut('пят', await loadVariant('perelman', { cwd: process.cwd() }))).toBeUndefined();
  });

  it('is taken at play\'s prompt and said back as the word read', async () => {
    const mb = await loadVariant('morskoy-boy', { cwd: process.cwd() });
    const w = mb.words.ru!;
    await run(['new', 'morskoy-boy', '-o', 'g.yaml']);
    const r = await run(['play', 'g.yaml', '--no-charts'], ['а1', 'ран', 'а2 а3', 'уби, мим', 'ж5', 'по', 'мим', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`записан выстрел 1: Первый игрок: А1 -> ${w.hit}\n`);
    expect(r.stdout).toContain(`записан выстрел 2: Первый игрок: А2 -> ${w.sunk}\n`);
    expect(r.stdout).toContain(`записан выстрел 3: Первый игрок: А3 -> ${w.miss}\n`);
    // Said in the game's language: `по` starts two results (попал, потоплен), so none is guessed.
    expect(r.stdout).toContain(`«по» — не слово ответов этой игры: наберите ответ (${w.miss}, ${w.hit} или ${w.sunk}) или «отмена»\n`);
    expect(r.stdout).toContain(`записан выстрел 4: Второй игрок: Ж5 -> ${w.miss}\n`);
    const text = await readFile(join(dir, 'g.yaml'), 'utf8');
    expect(text).toContain(`- blue: А1 -> ${w.hit}\n`);
    expect(text).not.toMatch(/-> (ран|уби|мим)$/mu);
  });

  it('in Statki too', async () => {
    await run(['new', 'statki', '-o', 's.yaml']);
    const r = await run(['play', 's.yaml', '--no-charts'], ['a1', 'traf', 'a2', 'zat', 'a3', 'pud', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(await readFile(join(dir, 's.yaml'), 'utf8')).toContain('  - blue: A1 -> trafiony\n  - blue: A2 -> zatopiony\n  - blue: A3 -> pudło\n');
  });

  it('stays an error in a record, with the word meant as the hint', async () => {
    const mb = await loadVariant('morskoy-boy', { cwd: process.cwd() });
    const read = parseAnnouncement('ран', mb, 1, 'ru');
    expect(read.announcement).toBeNull();
    expect(read.issues[0]!.diagnostic.suggestion).toBe('did you mean ранил? Write the word in full');
  });
});
