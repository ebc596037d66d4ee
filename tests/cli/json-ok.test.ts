/**
 * `ok` in every `--json` document (but `variants`', a list): true where the exit status is 0,
 * false where it is 1. check, record, fleet check and variant check had it, and every command's
 * refusal (`{ ok: false, violations, warnings }`); the documents of show, infer, analyze, suggest,
 * count and simulate had none, so that a script testing `.ok` (`jq -e .ok`) took their every
 * answer for a failure. infer's, where no legal fleet fits the announcements (exit 1, the report
 * printed), is false.
 */
import { copyFile, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');

describe('--json: ok mirrors the exit status', () => {
  it('in each command\'s document, first', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-json-ok-'));
    await copyFile(join(root, 'examples', 'jutland.yaml'), join(dir, 'g.yaml'));
    await writeFile(join(dir, 'f.yaml'), 'battleship: B2-B5\ncruiser: D7-F9\ndestroyer: [J1-J2, A9-B9]\n');
    const runs = [
      ['check', 'g.yaml', '--json'],
      ['show', 'g.yaml', '--after', '4', '--json'],
      ['infer', 'g.yaml', '--target', 'red', '--after', '2', '--json'],
      ['suggest', 'g.yaml', '--side', 'red', '--json'],
      ['analyze', join(root, 'examples', 'breaches.yaml'), '--budget', '100', '--workers', '1', '--json'],
      ['count', 'jutland', '--json'],
      ['simulate', 'jutland', '--games', '1', '--strategy', 'random', '--workers', '1', '--json'],
      ['fleet', 'check', 'jutland', 'f.yaml', '--json'],
      ['variant', 'check', 'jutland', '--json'],
    ];
    for (const args of runs) {
      const r = await runSalvo(dir, args);
      const what = args.join(' ');
      expect(r.code, what).toBe(0);
      const doc = JSON.parse(r.stdout) as Record<string, unknown>;
      expect(doc['ok'], what).toBe(true);
      expect(Object.keys(doc)[0], what).toBe('ok');
    }
  });

  it('infer where no legal fleet fits: exit 1, ok false, the report printed', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-json-ok-'));
    const text = await readFile(join(root, 'examples', 'jutland.yaml'), 'utf8');
    // Four hits on a three-cell cruiser: no fleet gives it.
    await writeFile(join(dir, 'j.yaml'), text.replace('- blue: C3 E10 C4 C9 B7 G9 -> battleship 1, cruiser 1', '- blue: C3 E10 C4 C9 B7 G9 -> battleship 2, cruiser 4'));
    const r = await runSalvo(dir, ['infer', 'j.yaml', '--target', 'red', '--after', '2', '--json']);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout) as { ok: boolean; count: string };
    expect(doc.count).toBe('0');
    expect(doc.ok).toBe(false);
  });
});
