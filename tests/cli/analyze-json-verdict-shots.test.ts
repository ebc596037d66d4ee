/**
 * `analyze --json`'s verdict sentence (`verdict.text`, English) on a game where every salvo is one
 * shot says shots, as the English text report's `verdict:` line does there: `each shot's less the
 * lost turn's worth times its chance of hitting a protected ship` (examples/variants/decoys.yaml: a hospital that costs
 * a turn, single shots), `no shots to judge` (the 1967 rules, a side that has not fired). It said
 * "each salvo's" and "no salvos to judge", built as a game of salvos whatever the game. A game of
 * salvos (Jutland) keeps its salvos in both; the Russian and Polish reports are as before.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';

const DECOYS = resolve(import.meta.dirname, '..', '..', 'examples', 'variants', 'decoys.yaml');

async function analyze(dir: string, args: readonly string[]): Promise<string> {
  const m = memoryIO('', {}, dir);
  const code = await main(['node', 'salvo', 'analyze', 'r.yaml', '--workers', '1', ...args], m.io);
  expect(code).toBe(0);
  return m.stdout;
}

/** The text report's verdict lines (`verdict:`, `вердикт:`, …: `label`), each side's in turn. */
const verdicts = (out: string, label: string): string[] => out.split('\n').filter((l) => l.startsWith(`${label}: `)).map((l) => l.slice(label.length + 2));

/** The JSON's verdict sentences, each side's in turn. */
const jsonVerdicts = (out: string): string[] => (JSON.parse(out) as { sides: { verdict: { text: string } }[] }).sides.map((s) => s.verdict.text);

describe('analyze --json: the verdict of a game of single shots', () => {
  it.each([
    // Blue hits the cruiser twice, red fires at water; the hospital weighed.
    ['decoys', `variant: ${JSON.stringify(DECOYS)}\nsalvos:\n  - blue: H2 -> hit cruiser\n  - red: A1 -> miss\n  - blue: H3 -> hit cruiser\n  - red: A2 -> miss\n`, /each shot's less a lost turn's worth times its chance of hitting a protected ship/u],
    // Blue fires once; red has not fired.
    ['classic-1967', 'variant: classic-1967\nsides:\n  blue: Dad\n  red: Jenny\nsalvos:\n  - blue: A1 -> miss\n', /^no shots to judge$/u],
  ])('%s: says shots, as the English text report does', async (_name, record, said) => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-verdict-shots-'));
    writeFileSync(join(dir, 'r.yaml'), record);
    const json = jsonVerdicts(await analyze(dir, ['--json']));
    const text = verdicts(await analyze(dir, ['--lang', 'en']), 'verdict');
    expect(json).toHaveLength(2);
    expect(json).toEqual(text);
    expect(json.some((v) => said.test(v))).toBe(true);
    for (const v of json) expect(v).not.toMatch(/salvo/u);
  });

  it('decoys in Russian and Polish: the same figures, in their own words', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-verdict-shots-'));
    writeFileSync(join(dir, 'r.yaml'), `variant: ${JSON.stringify(DECOYS)}\nsalvos:\n  - blue: H2 -> hit cruiser\n  - red: A1 -> miss\n`);
    const ru = verdicts(await analyze(dir, ['--lang', 'ru']), 'оценка');
    const pl = verdicts(await analyze(dir, ['--lang', 'pl']), 'ocena');
    expect(ru).toHaveLength(2);
    expect(ru.some((v) => v.includes('за вычетом цены потерянного хода, умноженной на вероятность попасть в неприкосновенный корабль'))).toBe(true);
    expect(pl).toHaveLength(2);
    expect(pl.some((v) => v.includes('po odjęciu wartości straconej tury razy szansa trafienia w statek chroniony'))).toBe(true);
  });

  it('a game of salvos (Jutland) keeps its salvos', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-verdict-salvos-'));
    writeFileSync(join(dir, 'r.yaml'), 'variant: jutland\nsalvos:\n  - blue: A1 B2 C3 D4 E5 F6 -> no hits\n');
    const json = jsonVerdicts(await analyze(dir, ['--json']));
    expect(json).toEqual(verdicts(await analyze(dir, ['--lang', 'en']), 'verdict'));
    expect(json[1]).toBe('no salvos to judge');
  });
});
