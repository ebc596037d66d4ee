/**
 * Where a hit earns another shot and no penalty is in the rules (Statki), a last result the fleet
 * shown belies (a sinking written as a miss) leaves whose turn it is open: the summary says why, a
 * result copied wrong, not a penalty the variant does not have.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');

/** examples/statki.yaml up to tomek's first shot, then ala's J2 (tomek's submarine) written as a miss. */
async function misread(): Promise<string> {
  const lines = (await readFile(join(root, 'examples', 'statki.yaml'), 'utf8')).split('\n');
  const at = lines.indexOf('  - tomek: C3 -> pudło');
  expect(at).toBeGreaterThan(0);
  const dir = await mkdtemp(join(tmpdir(), 'salvo-misread-'));
  await writeFile(join(dir, 'g.yaml'), [...lines.slice(0, at + 1), '  - ala: J2 -> pudło'].join('\n') + '\n');
  return dir;
}

describe('a last result copied wrong, where no penalty is in the rules', () => {
  it('check says the other side may fire because the result may be copied wrong (pl, en)', async () => {
    const dir = await misread();
    const pl = await runSalvo(dir, ['check', 'g.yaml']);
    expect(pl.stdout).toContain('gra trwa: strzela strona „tomek” (albo „ala”, jeśli ostatnią odpowiedź zapisano błędnie: według pokazanej floty jest inna)\n');
    const en = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(en.stdout).toContain('the game goes on: tomek to fire (or ala, if the last result was copied wrong: the fleet shown gives another)\n');
    expect(en.stdout).not.toContain('penalty');
  });

  it('record (forced: the referee takes the shot as written) says it so after the shot it adds', async () => {
    const dir = await misread();
    const lines = (await readFile(join(dir, 'g.yaml'), 'utf8')).replace('  - ala: J2 -> pudło\n', '');
    await writeFile(join(dir, 'g.yaml'), lines);
    const r = await runSalvo(dir, ['record', 'g.yaml', 'ala', 'J2', '--result', 'pudło', '--force']);
    expect(r.stdout).toContain('jeśli ostatnią odpowiedź zapisano błędnie');
    expect(r.stdout).not.toContain('kara');
  });

  it('a hit said where the fleet shown gives a miss: the other side is the word said, the fleet copied wrong (pl, en, ru)', async () => {
    const dir = await misread();
    // ala's J2 above, written as a miss: the fleet's sinking is the other reading. Here J1 is water, said "trafiony".
    const text = (await readFile(join(dir, 'g.yaml'), 'utf8')).replace('  - ala: J2 -> pudło\n', '  - ala: J1 -> trafiony\n');
    await writeFile(join(dir, 'g.yaml'), text);
    const pl = await runSalvo(dir, ['check', 'g.yaml']);
    expect(pl.stdout).toContain('gra trwa: strzela strona „tomek” (albo „ala”, jeśli błędnie zapisano pokazaną flotę: według powiedzianej odpowiedzi strzelający strzela dalej)\n');
    const en = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(en.stdout).toContain('the game goes on: tomek to fire (or ala, if the fleet shown was copied wrong: the result said gives another shot)\n');
    expect(en.stdout).not.toContain('the last result was copied wrong');
    // Морской бой, both fleets revealed: first's В7 is water, said «попал».
    const lines = (await readFile(join(root, 'examples', 'morskoy-boy.yaml'), 'utf8')).split('\n');
    const at = lines.indexOf('  - первый: В7 -> мимо');
    expect(at).toBeGreaterThan(0);
    await writeFile(join(dir, 'm.yaml'), [...lines.slice(0, at), '  - первый: В7 -> попал'].join('\n') + '\n');
    const ru = await runSalvo(dir, ['check', 'm.yaml']);
    expect(ru.stdout).toContain('(или «первый», если неверно записан показанный флот: по сказанному ответу стреляющий стреляет ещё)\n');
  });
});
