/** `salvo analyze` says what it leaves out of the evidence, as `infer` does: a size the referee finds wrong, an announcement it cannot judge. */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo, runSalvosApart } from '../helpers/cli.js';

describe('analyze: what is left out of the evidence', () => {
  it('names an announcement with a cell it cannot read', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-leftout-'));
    await writeFile(join(dir, 'g.yaml'), 'variant: jutland\nsalvos:\n  - blue: A1 B2 C3 D4 E5 Z6 -> destroyer 1\n  - red: A1 A2 A3 A4 A5 A6 -> no hits\n');
    const text = await runSalvo(dir, ['analyze', 'g.yaml', '--budget', '1', '--workers', '1']);
    expect(text.stdout).toContain('left out of the evidence: the announcement of salvo 1: a cell of it could not be read');
    const json = JSON.parse((await runSalvo(dir, ['analyze', 'g.yaml', '--budget', '1', '--json', '--workers', '1'])).stdout) as { leftOut: { sizes: number[]; announcements: number[] } };
    expect(json.leftOut).toEqual({ sizes: [], announcements: [1], copies: [] });
  });

  it('names an announcement it cannot read, as such', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-leftout-'));
    await writeFile(join(dir, 'g.yaml'), 'variant: jutland\nsalvos:\n  - blue: A1 B2 C3 D4 E5 F6 -> [battleship 1\n  - red: A1 A2 A3 A4 A5 A6 -> no hits\n');
    const text = await runSalvo(dir, ['analyze', 'g.yaml', '--budget', '1', '--workers', '1']);
    expect(text.stdout).toContain('left out of the evidence: the announcement of salvo 1: it could not be read (its shots count as fired, the outcome unknown)');
    expect(text.stdout).not.toContain('a cell of it could not be read');
    const json = JSON.parse((await runSalvo(dir, ['analyze', 'g.yaml', '--budget', '1', '--json', '--workers', '1'])).stdout) as { leftOut: { sizes: number[]; announcements: number[] } };
    expect(json.leftOut).toEqual({ sizes: [], announcements: [1], copies: [] });
  });

  it('names a salvo size no legal fleet fitting the announcements is owed', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-leftout-'));
    // Perelman: red has taken two hits and is owed 3 shots, and fires 2 in salvo 4.
    await writeFile(
      join(dir, 'g.yaml'),
      'variant: perelman\nsalvos:\n  - blue: а1 б2 в3 -> трёхклеточный\n  - red: а1 б2 в3 -> попаданий нет\n  - blue: а10 б9 в8 -> пятиклеточный\n  - red: а10 б9 -> попаданий нет\n',
    );
    // The three analyses (seconds each, Perelman's sizes counted to the default budget) in turn in one worker thread.
    const [text, ru, jsonRun] = await runSalvosApart(dir, [{ args: ['analyze', 'g.yaml', '--lang', 'en', '--workers', '1'] }, { args: ['analyze', 'g.yaml', '--workers', '1'] }, { args: ['analyze', 'g.yaml', '--json', '--workers', '1'] }]);
    expect(text.stdout).toContain('left out of the evidence: the size of salvo 4 (2 shots by red): the referee finds it wrong');
    // In the game's language (Perelman: Russian), the same finding, the side by its Russian name.
    expect(ru.stdout).toContain('не учтено как улика: размер залпа 4 (2 выстрела, стреляет сторона «Красные»): судья находит его неверным');
    const json = JSON.parse(jsonRun.stdout) as { leftOut: { sizes: number[]; announcements: number[] } };
    expect(json.leftOut).toEqual({ sizes: [4], announcements: [], copies: [] });
  });
});
