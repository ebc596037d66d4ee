/**
 * `salvo pad`'s own refusals before it draws anything are said in the pad's language (the
 * variant's, or --lang's), as `variant check` says the same problems: a character the pad's font
 * cannot print in --title or --sides (missing-glyph), and a fleet no layout holds, which only
 * counting shows (fleet-does-not-fit). They were English whatever the pad's language.
 */
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const run = (args: string[], cwd: string): ReturnType<typeof runSalvo> => runSalvo(cwd, args);

// 2 cruisers, 5 destroyers and 5 boats, no contact, on 7×7: no layout, which the search cannot tell.
const CROWDED = [
  'id: crowded',
  'languages: [ru]',
  'name: Теснота',
  'board: { rows: 7, columns: 7 }',
  'fleet:',
  '  - { id: cruiser, name: Крейсер, size: 3, count: 2 }',
  '  - { id: destroyer, name: Эсминец, size: 2, count: 5 }',
  '  - { id: boat, name: Катер, size: 1, count: 5 }',
  'words:',
  '  ru: { miss: мимо, hit: ранен, sunk: убит, noHits: мимо всех, ownChart: Мои, enemyChart: Чужие }',
  '',
].join('\n');

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'salvo-pad-refusals-'));
  writeFileSync(join(dir, 'crowded.yaml'), CROWDED);
});

describe("pad's refusals in the pad's language", () => {
  it('a fleet no layout holds: in Russian for a Russian variant, as variant check says it', async () => {
    const pad = await run(['pad', 'crowded.yaml', '-o', 'x.pdf'], dir);
    expect(pad.code).toBe(1);
    const check = await run(['variant', 'check', 'crowded.yaml'], dir);
    const line = (check.stdout + check.stderr).split('\n').find((l) => l.includes('fleet-does-not-fit'));
    expect(line).toContain('ошибка fleet-does-not-fit');
    expect(pad.stderr.trim()).toBe(line);
  });

  it('a character the font lacks in --title or --sides: in the pad language (ru, pl), English for an English pad', async () => {
    const ru = await run(['pad', 'morskoy-boy', '--title', 'Бой 漢', '-o', 'x.pdf'], dir);
    // An option's value that cannot be used: a usage error (exit 2), as --paper x is.
    expect(ru.code).toBe(2);
    expect(ru.stderr).toBe('ошибка missing-glyph: --title: в шрифте бланка нет знака «漢» (U+6F22) (возьмите другой знак или написание, которое шрифт может напечатать)\n');
    const pl = await run(['pad', 'statki', '--sides', 'Ala,漢', '-o', 'x.pdf'], dir);
    expect(pl.code).toBe(2);
    expect(pl.stderr).toContain('błąd missing-glyph: --sides: czcionka bloku nie ma znaku „漢” (U+6F22)');
    const en = await run(['pad', 'jutland', '--title', '漢', '-o', 'x.pdf'], dir);
    expect(en.code).toBe(2);
    // An emoji, outside the font's planes: named with its code point, exit 2, nothing written.
    const ship = await run(['pad', 'jutland', '--title', 'Jutland 🚢', '-o', 'x.pdf'], dir);
    expect(ship.code).toBe(2);
    expect(ship.stderr).toBe('error missing-glyph: --title: the pad\'s font has no glyph for "🚢" (U+1F6A2) (use another character, or a spelling the font can print)\n');
    expect(existsSync(join(dir, 'x.pdf'))).toBe(false);
    expect(en.stderr).toBe('error missing-glyph: --title: the pad\'s font has no glyph for "漢" (U+6F22) (use another character, or a spelling the font can print)\n');
    const asked = await run(['pad', 'morskoy-boy', '--title', '漢', '--lang', 'en', '-o', 'x.pdf'], dir);
    expect(asked.stderr).toContain("error missing-glyph: --title: the pad's font has no glyph for \"漢\"");
  });
});
