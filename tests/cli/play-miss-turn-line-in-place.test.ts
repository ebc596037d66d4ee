/**
 * `salvo play`: a miss corrected to the hit it was (the side fired again right after it, asked
 * about on the spot) where that miss is a shot of a Морской бой turn line (`- blue: Б1 Б2 ->
 * попал, мимо`): only that shot's word on that line is changed; the user's layout (other turn
 * lines, comments, blank lines, their spelling of results, CRLF line ends) stays byte-identical,
 * and no .bak is needed. Before, the whole file was rewritten in canonical form (a shot a line,
 * comments gone, kept in a .bak).
 */
import { access, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const HEAD = '# Морской бой: Коля и Оля\nvariant: morskoy-boy\nsides:\n  blue:\n  red:\nsalvos:\n  # first round\n';
const BODY = '  - blue:  А1 А2 → Попал, Мимо   # Коля\n\n  - red: К10 -> МИМО\n';

async function folder(text: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-play-miss-in-place-'));
  await writeFile(join(dir, 'g.yaml'), text);
  return dir;
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

describe('play corrects a miss inside a turn line in place', () => {
  it('en: the last shot of the turn line corrected; every other byte as written', async () => {
    const before = `${HEAD}${BODY}  - blue: Б1 Б2 -> попал,   мимо  # ещё\n`;
    const dir = await folder(before);
    // The shot typed without its result, and the session left at the result prompt: the file
    // differs in the corrected line, and the shot kept after it.
    const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts', '--lang', 'en'], 'blue: Б3\nпопал\nquit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).toContain('cells> попал\nsaved shot 5: blue: Б2 -> попал\n');
    expect(play.stdout).not.toContain('canonical');
    const after = await readFile(join(dir, 'g.yaml'), 'utf8');
    const lines = after.split('\n');
    const was = before.split('\n');
    expect(lines.slice(0, was.length - 2)).toEqual(was.slice(0, -2));
    expect(lines[was.length - 2]).toBe('  - blue: Б1 Б2 -> попал,   попал  # ещё');
    expect(lines[was.length - 1]).toMatch(/^ {2}- blue: Б3$/u);
    expect(await exists(join(dir, 'g.yaml.bak'))).toBe(false);
    const check = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(check.stdout).not.toContain('miss-fired-again');
  });

  it('ru: a turn line of three shots with CRLF line ends, corrected to убит; the rest as written', async () => {
    const before = `${HEAD}${BODY}  - blue: Б1 Б2 Б3 -> ранен, Попал, мимо\n`.replace(/\n/gu, '\r\n');
    const dir = await folder(before);
    const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'blue: Б4 -> мимо\nубит\nquit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).toContain('клетки> убит\nзаписан выстрел 6: Первый игрок: Б3 -> убит\n');
    const after = await readFile(join(dir, 'g.yaml'), 'utf8');
    expect(after.startsWith(before.replace('ранен, Попал, мимо\r\n', 'ранен, Попал, убит\r\n'))).toBe(true);
    expect(after.slice(before.length)).toMatch(/^ {2}- blue: Б4 -> мимо\r\n$/u);
    expect(await exists(join(dir, 'g.yaml.bak'))).toBe(false);
  });
});
