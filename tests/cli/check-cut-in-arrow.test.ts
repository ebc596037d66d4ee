/**
 * A record cut short in the arrow of its last line (`- red: J7 H2 E5 A10 D6 -`: the file truncated,
 * or the pencil copy stopped there): the dash is the arrow begun, not a cell. `check` reads the
 * line as `J7 H2 E5 A10 D6 ->` is read, a salvo without its announcement yet (a warning at its
 * salvo number, line and column, saying what to add), not an error naming "-" a cell; `show`
 * draws the game.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');
let dir: string;

/** The example record up to and with its salvo line starting `line`, that line ending in `end`. */
async function cutAt(example: string, line: string, end: string, name: string): Promise<void> {
  const lines = (await readFile(join(root, 'examples', example), 'utf8')).split('\n');
  const at = lines.findIndex((l) => l.startsWith(line));
  expect(at).toBeGreaterThan(0);
  const last = lines[at]!.replace(/\s*->.*$/u, ` ${end}`);
  await writeFile(join(dir, name), [...lines.slice(0, at), last].join('\n'));
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-cut-arrow-'));
  for (const [end, name] of [['-', 'cut'], ['->', 'arrow'], ['...', 'dots'], ['…', 'ellipsis']] as const) {
    await cutAt('jutland.yaml', '  - red: J7 H2 E5 A10 D6', end, `j-${name}.yaml`);
    await cutAt('perelman.yaml', '  - синие: з8 д8 и5', end, `p-${name}.yaml`);
  }
});

describe('a record cut short in the arrow of its last line', () => {
  it('jutland (English): a salvo without its announcement, as with the arrow whole; no cell "-"', async () => {
    const cut = await runSalvo(dir, ['check', 'j-cut.yaml']);
    const arrow = await runSalvo(dir, ['check', 'j-arrow.yaml']);
    expect(cut.stdout).not.toContain('cell-unreadable');
    expect(cut.stdout).toMatch(/^j-cut\.yaml:\d+:5: warning announcement-missing: salvo \d+: no announcement recorded for red's salvo/mu);
    expect(cut.stdout.replaceAll('j-cut', 'j-arrow')).toBe(arrow.stdout);
    expect(cut.code).toBe(arrow.code);
  });

  it('perelman (Russian): the same, in Russian, and check --json the same as with the arrow whole', async () => {
    const cut = await runSalvo(dir, ['check', 'p-cut.yaml']);
    expect(cut.stdout).toMatch(/^p-cut\.yaml:\d+:5: предупреждение announcement-missing: залп 3: /mu);
    expect(cut.stdout).not.toContain('cell-unreadable');
    const json = await runSalvo(dir, ['check', 'p-cut.yaml', '--json']);
    const whole = await runSalvo(dir, ['check', 'p-arrow.yaml', '--json']);
    expect(json.stdout.replaceAll('p-cut', 'p-arrow')).toBe(whole.stdout);
  });

  it('show draws the game up to it', async () => {
    const r = await runSalvo(dir, ['show', 'j-cut.yaml', '--side', 'blue']);
    expect(r.code).toBe(0);
    expect(r.stderr).not.toContain('cell-unreadable');
  });
});

describe('a line whose cells end in an ellipsis (the rest left for later)', () => {
  it('is read as the cells without their announcement, as with the arrow and nothing after it', async () => {
    for (const name of ['dots', 'ellipsis']) {
      for (const game of ['j', 'p']) {
        const r = await runSalvo(dir, ['check', `${game}-${name}.yaml`, '--json']);
        const whole = await runSalvo(dir, ['check', `${game}-arrow.yaml`, '--json']);
        expect(r.stdout.replaceAll(`${game}-${name}`, `${game}-arrow`), `${game} ${name}`).toBe(whole.stdout);
      }
    }
    const text = await runSalvo(dir, ['check', 'p-ellipsis.yaml']);
    expect(text.stdout).toMatch(/^p-ellipsis\.yaml:\d+:5: предупреждение announcement-missing: залп 3: /mu);
    expect(text.stdout).not.toContain('cell-unreadable');
  });

  it('an ellipsis after the announcement ends it, as a full stop does (мимо… as мимо...)', async () => {
    const lines = (await readFile(join(root, 'examples', 'morskoy-boy.yaml'), 'utf8')).replace('-> попал, попал, убит, мимо', '-> попал, попал, убит, мимо…');
    await writeFile(join(dir, 'm-ellipsis.yaml'), lines);
    const r = await runSalvo(dir, ['check', 'm-ellipsis.yaml']);
    expect(r.stdout).toContain('m-ellipsis.yaml: нарушений нет, в записи 77 выстрелов');
    expect(r.code).toBe(0);
  });
});
