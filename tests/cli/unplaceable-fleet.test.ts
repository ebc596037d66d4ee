/**
 * A fleet the validator's bounded search cannot place (`fleet-fit-unknown`) and that has no legal
 * layout at all: `variant check` settles it by counting (`fleet-does-not-fit`); `count`, `pad` and
 * `fleet random` say the same error at the same place and exit 1, not "0 legal layouts" and not a pad no fleet
 * can be drawn on.
 */
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { readVariantText } from '../../src/variant/parse.js';
import { simulate } from '../../src/analysis/simulate.js';
import { SalvoError } from '../../src/core/diagnostics.js';

async function run(args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const m = memoryIO('', {}, cwd);
  const code = await main(['node', 'salvo', ...args], m.io);
  return { code, stdout: m.stdout, stderr: m.stderr };
}

// 2 cruisers, 5 destroyers and 5 boats, no contact, on 7×7: 21 cells of ships, yet no layout.
const CROWDED = [
  'id: crowded',
  'languages: [en]',
  'name: Crowded',
  'board: { rows: 7, columns: 7 }',
  'fleet:',
  '  - { id: cruiser, name: Cruiser, size: 3, count: 2 }',
  '  - { id: destroyer, name: Destroyer, size: 2, count: 5 }',
  '  - { id: boat, name: Boat, size: 1, count: 5 }',
  'words:',
  '  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }',
  '',
].join('\n');

const ERROR =
  'crowded.yaml:6:3: error fleet-does-not-fit: fleet: 12 ships (21 cells) cannot all be placed on the 7×7 board (ships may not touch): the exact count of layouts is 0 (use fewer or smaller ships, a bigger board, or a looser spacing rule)';

// The same fleet in a variant with Russian and Polish words, and the error in each.
const CROWDED3 = CROWDED.replace('languages: [en]', 'languages: [en, ru, pl]') + [
  '  ru: { miss: мимо, hit: попал, sunk: убит, noHits: мимо все, ownChart: Мои, enemyChart: Чужие }',
  '  pl: { miss: pudło, hit: trafiony, sunk: zatopiony, noHits: nic, ownChart: Moje, enemyChart: Obce }',
  '',
].join('\n');
const SAID: Record<'ru' | 'pl', string> = {
  ru: 'crowded3.yaml:6:3: ошибка fleet-does-not-fit: fleet: 12 кораблей (21 клетка) не помещаются все вместе на поле 7×7 (корабли не касаются): точный подсчёт расстановок дал 0 (возьмите меньше кораблей или меньшие корабли, поле побольше или более свободное правило расстановки)',
  pl: 'crowded3.yaml:6:3: błąd fleet-does-not-fit: fleet: 12 statków (21 pól) nie mieści się razem na planszy 7×7 (statki się nie stykają): dokładne liczenie rozstawień dało 0 (użyj mniej albo mniejszych statków, większej planszy albo luźniejszej reguły rozstawiania)',
};

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'salvo-crowded-'));
  writeFileSync(join(dir, 'crowded.yaml'), CROWDED);
  writeFileSync(join(dir, 'crowded3.yaml'), CROWDED3.replace('id: crowded', 'id: crowded3'));
});

describe('a fleet that cannot be placed, which only counting shows', () => {
  it('loads with the search undecided (the case the commands must settle)', () => {
    const r = readVariantText(CROWDED, 'crowded.yaml');
    expect(r.ok ? r.warnings.map((d) => d.code) : r.diagnostics.map((d) => d.code)).toEqual(['fleet-fit-unknown']);
  });

  it('variant check says fleet-does-not-fit', async () => {
    const r = await run(['variant', 'check', 'crowded.yaml'], dir);
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toContain(ERROR);
  });

  it('count says the same error and exits 1, not 0 legal layouts', async () => {
    const r = await run(['count', 'crowded.yaml'], dir);
    expect(r.code).toBe(1);
    expect(r.stdout).not.toContain('legal layouts');
    expect(r.stderr).toContain(ERROR);
  });

  it('fleet random settles it by the exact counter at once (not the search\'s fleet-impossible after it ran): the same error, exit 1', async () => {
    const r = await run(['fleet', 'random', 'crowded.yaml', '--seed', '1'], dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(ERROR);
    expect(r.stderr).not.toContain('cannot be placed on its');
  });

  for (const lang of ['ru', 'pl'] as const) {
    it(`variant check, count, fleet random and pad say it in the language asked (--lang ${lang}), as variant check does`, async () => {
      for (const args of [['variant', 'check'], ['count'], ['fleet', 'random'], ['pad']]) {
        const r = await run([...args, 'crowded3.yaml', '--lang', lang, ...(args[0] === 'pad' ? ['-o', `crowded3-${lang}.pdf`] : [])], dir);
        expect(r.code, args.join(' ')).toBe(1);
        expect(r.stdout + r.stderr, args.join(' ')).toContain(SAID[lang]);
      }
    });
  }

  it('pad says the same error, exits 1 and writes no pad', async () => {
    const r = await run(['pad', 'crowded.yaml', '-o', 'crowded.pdf'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(ERROR);
    expect(existsSync(join(dir, 'crowded.pdf'))).toBe(false);
  });

  it('simulate says the same error before any game and exits 1, not an internal error from its workers', async () => {
    const r = await run(['simulate', 'crowded.yaml', '--games', '20', '--workers', '2'], dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(ERROR);
    expect(r.stderr).not.toContain('internal error');
  }, 120_000);

  it('a worker of simulate that cannot draw a fleet gives back the error it met, fleet-does-not-fit, not its stack', async () => {
    const r = readVariantText(CROWDED, 'crowded.yaml');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const err = await simulate({ variant: r.value, games: 2, seed: '1', strategies: ['random', 'random'], mode: 'match' }, { workers: 2 }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(SalvoError);
    expect((err as SalvoError).diagnostics.map((d) => d.code)).toEqual(['fleet-does-not-fit']);
    expect((err as SalvoError).message).toContain('fleet: 12 ships (21 cells) cannot all be placed on the 7×7 board (ships may not touch)');
  }, 120_000);
});
