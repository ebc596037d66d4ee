/**
 * A hint is said inside one parenthesis (`formatDiagnostic`'s, or a usage error's): it has no
 * brackets of its own, so that the line reads `(did you mean Д3? It looks typed …)`, not
 * `(did you mean Д3? (typed …))`. One test per shape of hint that used to nest them.
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, SalvoError, type Diagnostic } from '../../src/core/diagnostics.js';
import { parseCell } from '../../src/core/coords.js';
import { parseShip } from '../../src/core/layout.js';
import { parseAnnouncement } from '../../src/record/announcement-text.js';
import { sideNamesHint } from '../../src/record/parse.js';
import { playText } from '../../src/cli/commands/play-text.js';
import { loadVariant } from '../../src/variant/load.js';
import { runSalvo } from '../helpers/cli.js';

/** The deepest brackets go in `text` (round, square or curly). */
function depth(text: string): number {
  let d = 0;
  let max = 0;
  for (const ch of text) {
    if ('([{'.includes(ch)) max = Math.max(max, ++d);
    else if (')]}'.includes(ch)) d--;
  }
  return max;
}

/** The hint of a failed parse, as printed: one level of brackets, the hint's own. */
function printed(d: Diagnostic | undefined): string {
  expect(d?.suggestion).toBeDefined();
  const line = formatDiagnostic({ ...d!, message: 'x' });
  expect(line.endsWith(`(${d!.suggestion!})`)).toBe(true);
  return line;
}

describe('cell hints', () => {
  it.each([
    ['l3', 'did you mean Д3? It looks typed with the keyboard in Latin layout'],
    ['31', 'did you mean З1? The digit 3 looks written for the letter З'],
    ['й1', "did you mean К1 or И1? The board's letters skip Й: К comes after И, or Й was written for И"],
  ])('%s on the Морской бой board', async (typed, hint) => {
    const board = (await loadVariant('morskoy-boy', { cwd: process.cwd() })).board;
    const r = parseCell(typed, board);
    expect(r.ok).toBe(false);
    const d = r.ok ? undefined : r.diagnostic;
    expect(d?.suggestion).toBe(hint);
    expect(depth(printed(d))).toBe(1);
  });

  it('0 for O on a board lettered to O', async () => {
    const board = (await loadVariant('statki-15', { cwd: process.cwd() })).board;
    const r = parseCell('01', board);
    const d = r.ok ? undefined : r.diagnostic;
    expect(d?.suggestion).toBe('did you mean O1? The digit 0 looks written for the letter O');
    expect(depth(printed(d))).toBe(1);
  });

  it('an empty ship: its two ends', async () => {
    const board = (await loadVariant('jutland', { cwd: process.cwd() })).board;
    const r = parseShip('  ', board);
    const d = r.ok ? undefined : r.diagnostics[0];
    expect(d?.suggestion).toBe('write its two ends, e.g. A1-D1, or its cells');
    expect(depth(printed(d))).toBe(1);
  });
});

describe('announcement hints', () => {
  it.each([
    ['morskoy-boy', 'vbvj', 1, 'did you mean мимо? It looks typed with the keyboard in Latin layout'],
    ['morskoy-boy', 'vbvj, gjgfk', 2, 'did you mean мимо, попал? It looks typed with the keyboard in Latin layout'],
    ['perelman', 'госп', 3, 'did you mean госпиталь? Write the word in full'],
    ['jutland', 'battle 1', 6, 'did you mean battleship? Write the word in full'],
  ])('%s: %s', async (id, typed, shots, hint) => {
    const variant = await loadVariant(id, { cwd: process.cwd() });
    const d = parseAnnouncement(typed, variant, shots, variant.languages[0]).issues[0]?.diagnostic;
    expect(d?.suggestion).toBe(hint);
    expect(depth(printed(d))).toBe(1);
  });

  it('a word out of its place where results are given shot by shot: the words to give', async () => {
    const variant = await loadVariant('classic-salvo', { cwd: process.cwd() });
    const d = parseAnnouncement('miss none', variant, 2, 'en').issues[0]?.diagnostic;
    expect(d?.suggestion).toBe('give one result per shot, as miss, hit or sunk, or "no hits" alone if every shot missed');
    expect(depth(printed(d))).toBe(1);
  });
});

describe('a variant not known', () => {
  it('a template name slipped', async () => {
    const e = await loadVariant('jutlnad', { cwd: process.cwd() }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(SalvoError);
    const d = (e as SalvoError).diagnostics[0];
    expect(d?.suggestion).toBe("did you mean jutland? 'salvo variants' lists the templates");
    expect(depth(printed(d))).toBe(1);
  });

  it('variant check of a file not there', async () => {
    const r = await runSalvo(process.cwd(), ['variant', 'check', 'no-such-variant.yaml']);
    expect(r.code).toBe(1);
    const line = (r.stdout + r.stderr).split('\n').find((l) => l.includes('no such file'))!;
    expect(line).toContain("(check the path, or run 'salvo variants' for the built-in templates)");
    expect(depth(line)).toBe(1);
  });
});

describe('the names of a side, said inside "not a side of this game (…)"', () => {
  it.each(['en', 'ru', 'pl'])('%s', async (lang) => {
    const perelman = await loadVariant('perelman', { cwd: process.cwd() });
    const sides = [
      { id: 'blue', player: 'Петя' },
      { id: 'red', player: 'Вася' },
    ] as const;
    for (const typed of ['Коля', 'Пета']) {
      const line = playText(lang, false).notASide(typed, sideNamesHint(typed, sides, perelman, lang));
      // The players and the variant's names are both there, at one level of brackets.
      expect(line).toContain('Петя');
      expect(line).toMatch(/Синие|«Синие»/u);
      expect(depth(line)).toBe(1);
    }
  });
});
