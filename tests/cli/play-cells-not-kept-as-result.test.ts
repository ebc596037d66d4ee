/**
 * Cells typed at `salvo play`'s result prompt (the next salvo's, typed too soon) are said to be
 * cells, not taken: they are no result typed either, so a session that ends there keeps in the
 * salvo's note the last result the player did type (`result typed: no hit`), not the cells, and
 * the next session says that result back when it asks again.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { readPlayNote } from '../../src/cli/commands/play-notes.js';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-play-cells-result-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);
const read = (name: string) => readFile(join(dir, name), 'utf8');
const noteOf = (text: string): string | undefined => /note: "?([^"\n]*)"?\n/u.exec(text)?.[1];

describe('cells typed at the result prompt are not kept as the result typed', () => {
  it('a salvo of five (classic-salvo): the word typed before the cells is kept', async () => {
    await writeFile(join(dir, 'g.yaml'), 'variant: classic-salvo\nsides: { blue: Ann, red: Bob }\nsalvos: []\n');
    const r = await run(['play', 'g.yaml', '--no-charts'], ['A1 A2 A3 A4 A5', 'no hitz', 'b1 b2'].join('\n'));
    expect(r.stdout).toContain('"b1 b2" are cells, not an announcement');
    expect(readPlayNote(noteOf(await read('g.yaml')))).toEqual({ ended: true, changed: false, result: 'no hitz' });
    // The next session says the result typed, not the cells.
    const next = await run(['play', 'g.yaml', '--no-charts'], 'quit\n');
    expect(next.stdout).toContain('(result typed: no hitz)');
    expect(next.stdout).not.toContain('result typed: b1');
  });

  it('Морской бой: cells alone typed at the result prompt keep no result', async () => {
    await writeFile(join(dir, 'g.yaml'), 'variant: morskoy-boy\nsides: { blue: Коля, red: Оля }\nsalvos: []\n');
    const r = await run(['play', 'g.yaml', '--no-charts'], ['А1', 'б2'].join('\n'));
    expect(r.stdout).toContain('«б2» — клетка, а не ответ');
    expect(readPlayNote(noteOf(await read('g.yaml')))).toEqual({ ended: true, changed: false });
  });

  it('an earlier salvo asked for its result: the result typed stays when cells follow it', async () => {
    await writeFile(join(dir, 'g.yaml'), 'variant: statki\nsides: { ala: Ala, tomek: Tomek }\nsalvos:\n  - ala: A1\n');
    const r = await run(['play', 'g.yaml', '--no-charts'], ['trafony', 'B2'].join('\n'));
    expect(r.stdout).toContain('„B2” to pole, nie wynik');
    expect(readPlayNote(noteOf(await read('g.yaml')))).toMatchObject({ result: 'trafony' });
  });
});
