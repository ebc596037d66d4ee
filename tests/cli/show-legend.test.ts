/**
 * `salvo show`'s legend says what the charts above it hold, for every template: where a game is
 * announced shot by shot a cell's number carries `*` or `#`; where a salvo is announced as a
 * whole (Jutland, Perelman) its cells carry its number alone, and the legend says so, not
 * "as announced shot by shot". A ship, a hatched ship or a `?` is in the legend only when drawn.
 */
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { playText, type ChartLegendParts } from '../../src/cli/commands/play-text.js';
import { runSalvo } from '../helpers/cli.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The example record of each template (breaches.yaml, a Jutland record with errors, aside). */
const RECORDS: readonly [string, string, readonly string[]][] = [
  ['classic-1967.yaml', 'per-shot', ['en']],
  ['classic-salvo.yaml', 'per-shot', ['en']],
  ['jutland.yaml', 'per-salvo', ['en']],
  ['morskoy-boy.yaml', 'per-shot', ['ru', 'en']],
  ['perelman.yaml', 'per-salvo', ['ru', 'en']],
  ['statki.yaml', 'per-shot', ['pl', 'en']],
  ['statki-15.yaml', 'per-shot', ['pl', 'en']],
];

/** The legend's line, by its first words in each language. */
const LEGEND = /^(numbers: |цифры — |liczby — )/u;
const SHOT_BY_SHOT = /shot by shot|по ответам на каждый выстрел|wg wyników każdego strzału/u;
const AS_A_WHOLE = /announced as a whole|отвечают целиком|odpowiada się w całości/u;

/** The record's text without its fleets: a game as the players' pads tell it. */
function withoutFleets(text: string): string {
  const lines = text.split('\n');
  const from = lines.findIndex((l) => /^fleets:/u.test(l));
  if (from < 0) return text;
  let to = from + 1;
  while (to < lines.length && (/^\s/u.test(lines[to]!) || lines[to] === '')) to++;
  return [...lines.slice(0, from), ...lines.slice(to)].join('\n');
}

/** The charts' rows (a row label, then the cells), the rosters' lines, and the legend. */
function split(stdout: string): { charts: string; rosters: string; legend: string } {
  const lines = stdout.split('\n');
  const at = lines.findIndex((l) => LEGEND.test(l));
  expect(at).toBeGreaterThan(0);
  const above = lines.slice(0, at);
  const row = (l: string): boolean => /^ *\d+ /u.test(l);
  return { charts: above.filter(row).join('\n'), rosters: above.filter((l) => !row(l)).join('\n'), legend: lines[at]! };
}

describe('salvo show: the legend says what the charts show', () => {
  it('has an example record for every template', async () => {
    const templates = (await readdir(join(root, 'templates'))).filter((f) => f.endsWith('.yaml')).sort();
    expect(RECORDS.map(([file]) => file).sort()).toEqual(templates);
  });

  for (const [file, timing, langs] of RECORDS) {
    for (const lang of langs) {
      for (const fleets of [true, false]) {
        it(`${file} (${timing}), --lang ${lang}, ${fleets ? 'fleets revealed' : 'no fleets'}`, async () => {
          const dir = await mkdtemp(join(tmpdir(), 'salvo-legend-'));
          const text = await readFile(join(root, 'examples', file), 'utf8');
          await writeFile(join(dir, 'g.yaml'), fleets ? text : withoutFleets(text));
          const r = await runSalvo(dir, ['show', 'g.yaml', '--lang', lang]);
          expect(r.code).toBe(0);
          const { charts, rosters, legend } = split(r.stdout);
          // How a cell is marked: by each shot's result, or the salvo's number alone.
          if (timing === 'per-shot') {
            expect(legend).toMatch(SHOT_BY_SHOT);
            expect(legend).not.toMatch(AS_A_WHOLE);
          } else {
            expect(legend).toMatch(AS_A_WHOLE);
            expect(legend).not.toMatch(SHOT_BY_SHOT);
          }
          // Each mark is in the legend when, and only when, the charts (or, `?`, the tallies) draw it.
          for (const mark of ['#', '■', '▨', '*']) expect([mark, legend.includes(mark)]).toEqual([mark, charts.includes(mark)]);
          expect(legend.includes('?')).toBe(/ \?( |$)/mu.test(rosters));
        });
      }
    }
  }

  it.each([
    ['perelman.yaml', 'ru'],
    ['perelman.yaml', 'en'],
  ])('%s without fleets, after 8 salvos: a hit whose salvo is not known is drawn ?, and said', async (file, lang) => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-legend-'));
    await writeFile(join(dir, 'g.yaml'), withoutFleets(await readFile(join(root, 'examples', file), 'utf8')));
    const r = await runSalvo(dir, ['show', 'g.yaml', '--lang', lang, '--after', '8']);
    expect(r.code).toBe(0);
    const { charts, rosters, legend } = split(r.stdout);
    expect(rosters).toMatch(/ \?( |$)/mu);
    expect(legend).toContain('?');
    expect(charts).not.toMatch(/[*#■▨]/u);
    expect(legend).not.toMatch(/[*#■▨]/u);
  });
});

describe('the legend in every language, for each way a game is announced', () => {
  const parts = (p: Partial<ChartLegendParts>): ChartLegendParts => ({ perShot: true, sunk: true, ships: false, hatched: false, unknown: false, ...p });
  for (const lang of ['en', 'ru', 'pl']) {
    for (const single of [false, true]) {
      it(`${lang}${single ? ', one shot a salvo' : ''}`, () => {
        const t = playText(lang, single);
        const perShot = t.legend(parts({}));
        expect(perShot).toMatch(SHOT_BY_SHOT);
        expect(perShot).toContain('#');
        // No sinking announced: no `#`.
        expect(t.legend(parts({ sunk: false }))).not.toContain('#');
        const whole = t.legend(parts({ perShot: false, sunk: false }));
        expect(whole).toMatch(AS_A_WHOLE);
        expect(whole).not.toMatch(/[*#■▨?]/u);
        // A fleet shown: its ships, and `*` where a shot hit one; hatched ones only when drawn.
        const ships = t.legend(parts({ perShot: false, sunk: false, ships: true }));
        expect(ships).toContain('*');
        expect(ships).toContain('■');
        expect(ships).not.toContain('▨');
        expect(t.legend(parts({ ships: true, hatched: true }))).toContain('▨');
        expect(t.legend(parts({ unknown: true }))).toContain('?');
      });
    }
  }
});
