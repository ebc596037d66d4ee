/**
 * A newcomer's first evening, README's commands typed in order: where a message left them
 * guessing what to type next.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'salvo-evening-'));
writeFileSync(join(dir, 'game.yaml'), 'variant: jutland\nsides:\n  blue: Ann\n  red: Bob\nsalvos:\n  - blue: A1 B1 C1 D1 E1 F1 -> no hits\n');

describe('salvo infer without --target', () => {
  it("names the record's sides and the command to type (exit 2), not commander's \"required option\"", async () => {
    const r = await runSalvo(dir, ['infer', 'game.yaml']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).not.toContain('required option');
    expect(r.stderr).toBe('salvo: whose fleet to infer? Name it with --target: blue (Ann) or red (Bob), e.g. salvo infer game.yaml --target red\n');
    // The command it names runs.
    const typed = r.stderr.slice(r.stderr.indexOf('salvo infer ') + 'salvo '.length).trim().split(' ');
    expect((await runSalvo(dir, [...typed, '--json'])).code).toBe(0);
  });
});

describe('salvo show --after past the record', () => {
  it('says what can be asked, as infer does, in the singular for one salvo', async () => {
    const r = await runSalvo(dir, ['show', 'game.yaml', '--after', '5']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("salvo: --after 5: the record has 1 salvo (of both sides; --after <side>:<n> counts one side's); use --after 0 to 1, or leave --after out for all of them\n");
    expect((await runSalvo(dir, ['show', 'game.yaml', '--after', '1'])).code).toBe(0);
  });
});

describe('salvo new without -o', () => {
  it('prints the record, and its help says so in words, not "(default, or -: print it)"', async () => {
    const help = await runSalvo(dir, ['new', '--help']);
    // Words wrapped over lines read as one text.
    const text = help.stdout.replace(/\s+/g, ' ');
    expect(text).not.toContain('(default, or -: print it)');
    expect(text).toContain('-o, --output <file> the record file to create (never replaces a file); without -o, or with -o -, the record is printed');
    const r = await runSalvo(dir, ['new', 'jutland']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^variant: jutland\n/);
    expect(r.stdout).toContain('salvos: []');
  });
});
