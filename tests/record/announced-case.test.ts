/**
 * Class names as announcements write them: in lower case ('sunk battleship'), but an 'L-ship'
 * (a class named for its shape, as a lesson's variant may have) keeps its capital, which lower
 * case would turn into another word ('sunk l-ship'); records read either back.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { announcedCase } from '../../src/record/announcement-text.js';
import { runSalvo } from '../helpers/cli.js';

describe('announcedCase', () => {
  it('lowers a name, but not a capital letter standing for a shape or a letter', () => {
    expect(announcedCase('Aircraft carrier')).toBe('aircraft carrier');
    expect(announcedCase('Крейсер', 'ru')).toBe('крейсер');
    expect(announcedCase('L-ship')).toBe('L-ship');
    expect(announcedCase('Big L-ship')).toBe('big L-ship');
    expect(announcedCase('U-boat')).toBe('U-boat');
  });
});

describe('salvo record with an L-shaped class', () => {
  it("writes 'sunk L-ship', not 'sunk l-ship', and the referee reads it back", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-ell-'));
    writeFileSync(
      join(dir, 'v.yaml'),
      'id: lesson\nlanguages: [en]\nname: Lesson\nboard: { rows: 5, columns: 5 }\nfleet:\n  - { id: ell, name: L-ship, shape: [[0,0],[1,0],[2,0],[2,1]] }\n  - { id: destroyer, name: Destroyer, size: 2 }\nplacement: { spacing: may-touch }\nreport: { timing: per-shot, sunk: with-class }\nwords:\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }\n',
    );
    writeFileSync(join(dir, 'g.yaml'), 'variant: ./v.yaml\nsalvos:\n  - blue: B1 -> hit\n  - red: A1 -> miss\n  - blue: B2 -> hit\n  - red: A2 -> miss\n  - blue: B3 -> hit\n  - red: A3 -> miss\n');
    const r = await runSalvo(dir, ['record', 'g.yaml', 'blue', 'C3', '--result', 'sunk l-ship']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('blue: C3 -> sunk L-ship;');
    expect(readFileSync(join(dir, 'g.yaml'), 'utf8').split('\n').at(-2)).toBe('  - blue: C3 -> sunk L-ship');
    const checked = await runSalvo(dir, ['check', 'g.yaml']);
    expect(checked.code).toBe(0);
  });
});
