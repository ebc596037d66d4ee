/**
 * A line left out of the replay (here under a side the game does not have) that may have cost its
 * side the next turn for hitting the hospital ship: the other side's two salvos after it are not
 * judged as if there were no penalty. Where its announcement names the hospital and the turn order
 * gives it a side, the second salvo is in turn; where what it hit is not known, that salvo's turn
 * is said not judged, with the penalty it may have carried.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');

/** examples/perelman.yaml with красные's salvo 10 (line 34, a hospital hit) written as `line`. */
async function withLine(line: string): Promise<string> {
  const lines = (await readFile(join(root, 'examples', 'perelman.yaml'), 'utf8')).split('\n');
  expect(lines[33]).toBe('  - красные: г2 к7 -> пятиклеточный, госпиталь');
  lines[33] = line;
  const dir = await mkdtemp(join(tmpdir(), 'salvo-lost-skip-'));
  await writeFile(join(dir, 'g.yaml'), lines.join('\n'));
  return dir;
}

describe('check after a lost line that may have cost its side a turn', () => {
  it('its announcement names the hospital: синие\'s second salvo after it (salvo 12) is in turn, not out of turn', async () => {
    const dir = await withLine('  - крсные: г2 к7 -> пятиклеточный, госпиталь');
    const r = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(r.stdout).toContain('g.yaml:34:5: error unknown-side: salvo 10:');
    expect(r.stdout).not.toMatch(/salvo 12:/u);
    expect(r.stdout).not.toContain('out-of-turn');
  });

  it('what it hit is not known: salvo 12 is said not judged, with the penalty the line may have carried', async () => {
    const dir = await withLine('  - крсные: г2 к7 -> пятиклеточный, госптль');
    const en = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(en.stdout).not.toContain('out-of-turn');
    expect(en.stdout).toContain(
      "g.yaml:37:5: warning turn-unjudged: salvo 12: whether it was the turn of синие is not judged: salvo 10 before it names no side this game has; the turn order gives it to красные, and if it hit the hospital ship (what it hit is not known), красные lost the next turn and синие fired twice (mend that salvo, and check again)",
    );
    const ru = await runSalvo(dir, ['check', 'g.yaml']);
    expect(ru.stdout).toContain(
      'g.yaml:37:5: предупреждение turn-unjudged: залп 12: не проверено, был ли это ход стороны «синие»: у залпа 10 перед этим указана сторона, которой нет в этой партии; по очерёдности ходов это залп стороны «красные», и если он попал в госпиталь (неизвестно, попал ли), сторона «красные» пропускала следующий ход, а сторона «синие» стреляла дважды (исправьте тот залп и проверьте снова)',
    );
  });

  it('its announcement says no hospital hit: синие firing twice after it is out of turn, as before', async () => {
    const dir = await withLine('  - крсные: г2 к7 -> пятиклеточный');
    const r = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(r.stdout).toContain('error out-of-turn: salvo 12:');
    expect(r.stdout).not.toMatch(/turn-unjudged: salvo 12:/u);
  });
});

describe('side salvo numbers after a lost line the turn order gives a side', () => {
  it('a later salvo of that side counts the lost line: красные\'s salvo at line 38 is its 6th, in the text and in --json', async () => {
    const dir = await withLine('  - крсные: г2 к7 -> пятиклеточный, госпиталь');
    // Красные's next line fires again at г10, their salvo 1's cell.
    const path = join(dir, 'g.yaml');
    const text = await readFile(path, 'utf8');
    expect(text).toContain('  - красные: к3 и5 -> попаданий нет\n');
    await writeFile(path, text.replace('  - красные: к3 и5 -> попаданий нет\n', '  - красные: г10 и5 -> попаданий нет\n'));
    const r = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(r.stdout).toContain("g.yaml:38:14: error repeated-cell: salvo 13: salvo 6 of красные fires again at г10, already fired at in salvo 1 of красные");
    const json = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as { violations: { code: string; sideSalvo?: number }[] };
    expect(json.violations.find((v) => v.code === 'repeated-cell')?.sideSalvo).toBe(6);
  });
});
