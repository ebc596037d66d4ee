/**
 * Damaged lines typed at `salvo play`'s prompts: an example game's opening kept as the record, its
 * next salvos typed (cells, then what was announced), with the commands of the prompts among them,
 * the typing damaged as in damage.ts. Play ends with exit 0, never an internal error, and leaves
 * a record that reads without an error, holding every line the record had before.
 */
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { readRecordFile } from '../../src/record/store.js';
import { runSalvo } from '../helpers/cli.js';
import { applyDamage, damage, runs } from './damage.js';
import { misplaced } from './places.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
/** Room for a longer search (SALVO_FUZZ_RUNS) on a loaded machine; the fixed runs take seconds. */
const LONG = 600_000;

/** An example game: its text up to each salvo line, and each salvo as typed at the prompts. */
interface Game {
  readonly name: string;
  readonly head: string;
  readonly salvoLines: readonly string[];
  readonly typed: readonly (readonly [string, string])[];
}
const SALVO = /^ {2}- [^:{]+: (.+?) -> (.+)$/u;
const GAMES: readonly Game[] = readdirSync(join(ROOT, 'examples'))
  .filter((f) => f.endsWith('.yaml') && f !== 'breaches.yaml')
  .sort()
  .map((f) => {
    const lines = readFileSync(join(ROOT, 'examples', f), 'utf8').split('\n');
    const at = lines.findIndex((l) => l.startsWith('salvos:'));
    const salvoLines = lines.slice(at + 1).filter((l) => SALVO.test(l));
    const typed = salvoLines.map((l) => {
      const m = SALVO.exec(l)!;
      return [m[1]!, m[2]!] as const;
    });
    return { name: f, head: lines.slice(0, at + 1).join('\n'), salvoLines, typed };
  });

const COMMANDS = ['undo', 'help', 'show', 'turn', 'result', '', '?'] as const;

describe('damaged lines typed at play', () => {
  it('end play with exit 0, and leave a record that reads without an error and keeps its lines', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.nat({ max: 6 }),
        fc.nat({ max: 4 }),
        fc.array(damage, { minLength: 1, maxLength: 4 }),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...COMMANDS)), { maxLength: 2 }),
        async (g, kept, count, edits, commands) => {
          const game = GAMES[g % GAMES.length]!;
          const opening = game.salvoLines.slice(0, kept);
          const before = `${game.head}${opening.length === 0 ? ' []' : ''}\n${opening.map((l) => `${l}\n`).join('')}`;
          const dir = mkdtempSync(join(tmpdir(), 'salvo-fuzz-play-'));
          writeFileSync(join(dir, 'g.yaml'), before);
          const script = game.typed.slice(kept, kept + count + 1).flatMap(([cells, result]) => [cells, result]);
          for (const [at, command] of commands) script.splice(at % (script.length + 1), 0, command);
          const typed = edits.reduce(applyDamage, script.join('\n'));
          const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], `${typed}\nquit\n`);
          expect(r.stderr).not.toContain('internal error');
          expect(r.code, r.stderr).toBe(0);
          const after = readFileSync(join(dir, 'g.yaml'), 'utf8');
          const f = await readRecordFile(join(dir, 'g.yaml'), loadRecordVariant, 'g.yaml');
          expect(f.ok).toBe(true);
          expect(misplaced(f.diagnostics, new Map([['g.yaml', after]]))).toEqual([]);
          expect(f.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
          // The lines that were there are there still, but for the salvos undo said it removed.
          const now = new Set(after.split('\n'));
          const lost = before.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('salvos:') && !now.has(l));
          const undone = r.stdout.split('\n').filter((l) => /^(removed (?:salvo|shot)|убран|usunięto) /u.test(l)).length;
          expect(lost.filter((l) => !opening.includes(l))).toEqual([]);
          expect(lost.length).toBeLessThanOrEqual(undone);
        },
      ),
      runs(60),
    );
  }, LONG);
});
