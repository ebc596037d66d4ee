/**
 * Latin typed with the keyboard left in Russian ЙЦУКЕН layout, on a game lettered and worded in
 * Latin (classic-1967, Statki, Jutland): a cell (`ф1` for A1) and a result word (`ьшыы` for miss,
 * `рше` for hit) get a hint naming the one cell or word meant, by check, record and play's result
 * prompt, in English, Russian and Polish; never read as that cell or word.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { parseCell } from '../../src/core/coords.js';
import { parseAnnouncement } from '../../src/record/announcement-text.js';
import { readingSaid } from '../../src/record/reading-text.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';
import { playText } from '../../src/cli/commands/play-text.js';

let classic: Variant;
let statki: Variant;
let jutland: Variant;
let morskoy: Variant;
beforeAll(async () => {
  const cwd = process.cwd();
  classic = await loadVariant('classic-1967', { cwd });
  statki = await loadVariant('statki', { cwd });
  jutland = await loadVariant('jutland', { cwd });
  morskoy = await loadVariant('morskoy-boy', { cwd });
});

describe('a Latin cell typed with the keyboard in Russian layout', () => {
  it('is suggested, never read, on boards lettered in Latin', () => {
    for (const v of [classic, statki, jutland]) {
      for (const [typed, meant] of [['ф1', 'A1'], ['Ф10', 'A10'], ['ш5', 'I5'], ['о7', 'J7'], ['и3', 'B3']] as const) {
        const r = parseCell(typed, v.board);
        expect(r.ok, `${v.id} ${typed}`).toBe(false);
        expect(!r.ok && r.diagnostic.suggestion, typed).toBe(`did you mean ${meant}? It looks typed with the keyboard in Russian layout`);
        expect(!r.ok && r.diagnostic.parts, typed).toMatchObject({ hint: 'russian-keyboard', guess: meant });
      }
    }
  });

  it('is no hint where the keys name no cell, nor on a board lettered in Cyrillic', () => {
    // ь is the key of m: no column M on A–J.
    const off = parseCell('ь5', classic.board);
    expect(!off.ok && off.diagnostic.suggestion).toBeUndefined();
    const cyr = parseCell('ф1', morskoy.board);
    expect(!cyr.ok && cyr.diagnostic.suggestion).toBeUndefined();
    // A Cyrillic look-alike of a Latin letter is still read as that letter.
    expect(parseCell('с3', classic.board).ok).toBe(true);
  });

  it('is said in Russian and Polish', () => {
    const r = parseCell('ф1', classic.board);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(readingSaid(r.diagnostic, 'ru')?.suggestion).toBe('может быть, A1? Похоже, набрано в русской раскладке');
    expect(readingSaid(r.diagnostic, 'pl')?.suggestion).toBe('czy chodziło o A1? Wygląda na wpisane w rosyjskim układzie klawiatury');
  });
});

describe('a result word typed with the keyboard in Russian layout', () => {
  it('is said to be that, with the one word meant, never read', () => {
    const cases: [Variant, string, string][] = [
      [classic, 'ьшыы', 'miss'], [classic, 'рше', 'hit'], [classic, 'ЫГТЛ', 'sunk'], [jutland, 'рше', 'hit'],
      // Polish letters as the keys type them: `pudlo` is pudło.
      [statki, 'згвдщ', 'pudło'], [statki, 'екфашщтн', 'trafiony'],
    ];
    for (const [v, typed, meant] of cases) {
      const r = parseAnnouncement(typed, v, 1);
      expect(r.announcement, typed).toBeNull();
      expect(r.issues.map((x) => [x.diagnostic.code, x.diagnostic.suggestion]), typed).toEqual([
        ['announcement-unknown-word', `did you mean ${meant}? It looks typed with the keyboard in Russian layout`],
      ]);
      expect(r.issues[0]?.diagnostic.parts).toMatchObject({ kind: 'keyboard', layout: 'russian', typed, guess: meant });
    }
    // Keys naming no word of the variant keep the usual answer.
    expect(parseAnnouncement('ыыыы', classic, 1).issues[0]?.diagnostic.suggestion).not.toContain('Russian layout');
  });

  it('several words so typed are said once, at their place, read as the variant spells them', () => {
    const says = (text: string, v: Variant, shots: number): [string, string | undefined, number][] =>
      parseAnnouncement(text, v, shots).issues.map((x) => [x.diagnostic.message, x.diagnostic.suggestion, x.offset]);
    expect(says('тщ ршеы', jutland, 6)).toEqual([['"тщ ршеы" are not words of this variant\'s announcements', 'did you mean no hits? It looks typed with the keyboard in Russian layout', 0]]);
    // б is the key of the comma.
    expect(says('ьшыыб рше', classic, 2)).toEqual([['"ьшыыб рше" are not words of this variant\'s announcements', 'did you mean miss, hit? It looks typed with the keyboard in Russian layout', 0]]);
    expect(says('згвдщ екфашщтн', statki, 2)[0]?.[1]).toBe('did you mean pudło trafiony? It looks typed with the keyboard in Russian layout');
    const [d] = parseAnnouncement('тщ ршеы', jutland, 6).issues.map((x) => x.diagnostic);
    expect(readingSaid(d!, 'ru')).toEqual({ message: '«тщ ршеы» — не слова ответов этого варианта', suggestion: 'может быть, no hits? Похоже, набрано в русской раскладке' });
    // The variant's own words are read as ever.
    expect(parseAnnouncement('мимо попал', morskoy, 2).announcement).toEqual({ kind: 'per-shot', shots: [{ result: 'miss' }, { result: 'hit' }] });
  });

  it('is said in Russian and Polish, and at play\'s result prompt as check says it', () => {
    const [d] = parseAnnouncement('ьшыы', classic, 1).issues.map((x) => x.diagnostic);
    expect(readingSaid(d!, 'ru')?.suggestion).toBe('может быть, miss? Похоже, набрано в русской раскладке');
    expect(readingSaid(d!, 'pl')?.suggestion).toBe('czy chodziło o miss? Wygląda na wpisane w rosyjskim układzie klawiatury');
    for (const lang of ['ru', 'pl'] as const) expect(playText(lang, false).notAWord('ьшыы', 'miss', 'w', 'russian-layout')).toContain(`(${readingSaid(d!, lang)!.suggestion!})`);
    expect(playText('en', false).notAWord('ьшыы', 'miss', 'w', 'russian-layout')).toContain(`(${d!.suggestion!})`);
  });

  it('at play\'s result prompt', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-ru-keys-'));
    expect((await runSalvo(dir, ['new', 'classic-1967', '-o', 'g.yaml'])).code).toBe(0);
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['A1', 'ьшыы', 'miss', 'quit'].map((l) => `${l}\n`).join(''));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.split('\n').filter((l) => l.includes('announcement-unknown-word'))).toEqual([
      'error announcement-unknown-word: "ьшыы" is not a word of this game\'s announcements (did you mean miss? It looks typed with the keyboard in Russian layout): type the announcement (miss, hit or sunk, naming the ship\'s class: sunk aircraft carrier), or undo',
    ]);
  });

  it('by record and check, the file kept as it was', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-ru-keys-'));
    expect((await runSalvo(dir, ['new', 'classic-1967', '-o', 'g.yaml'])).code).toBe(0);
    const before = await readFile(join(dir, 'g.yaml'), 'utf8');
    const r = await runSalvo(dir, ['record', 'g.yaml', 'blue', 'A1', '-r', 'рше']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('did you mean hit? It looks typed with the keyboard in Russian layout');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(before);
    await writeFile(join(dir, 'k.yaml'), 'variant: classic-1967\nsalvos:\n  - blue: ф1 -> ьшыы\n');
    const c = await runSalvo(dir, ['check', 'k.yaml']);
    expect(c.code).toBe(1);
    expect(c.stdout).toContain('did you mean A1? It looks typed with the keyboard in Russian layout');
    expect(c.stdout).toContain('did you mean miss? It looks typed with the keyboard in Russian layout');
  });
});
