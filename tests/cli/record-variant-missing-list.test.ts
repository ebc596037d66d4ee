/**
 * A record without its `variant:` line: what to add says where to find the template ids
 * (`salvo variants`), in English, Russian and Polish, and `salvo variants` does list the
 * template the record was played with (Perelman's, whose words the record is written in).
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

describe('a record with no variant line', () => {
  it('is told to add one, and where the templates are listed, in each language', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-no-variant-'));
    await writeFile(join(dir, 'g.yaml'), 'salvos:\n  - синие: в7 б3 к2 -> попаданий нет\n');
    const en = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(en.code).toBe(1);
    expect(en.stdout + en.stderr).toContain(`g.yaml:1:1: error record-variant-missing: the record does not say which variant was played (add "variant: <template id or variant file>" at the top ('salvo variants' lists the templates))`);
    const ru = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'ru']);
    expect(ru.stdout + ru.stderr).toContain(`(добавьте в начало «variant: <id шаблона или файл варианта>» (шаблоны перечисляет 'salvo variants'))`);
    const pl = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'pl']);
    expect(pl.stdout + pl.stderr).toContain(`(szablony wymienia 'salvo variants')`);
    const listed = await runSalvo(dir, ['variants']);
    expect(listed.stdout).toMatch(/^perelman\s/mu);
  });
});
