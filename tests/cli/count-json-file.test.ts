/**
 * `count --json` named no file when it counted, though its failure document has `file` (null
 * there, whatever it was given): a script reading several counts could not tell which variant file
 * each was. Now both name it as given on the command line, `null` for a template id (and for a
 * name that is neither a template nor a file), as check names its record.
 */
import { copyFile, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

interface Doc {
  ok: boolean;
  file?: string | null;
  variant?: string;
  count?: string;
}

const json = (stdout: string): Doc => JSON.parse(stdout) as Doc;

describe('count --json: the variant file it counted', () => {
  it('names the file as given, null for a template id', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-count-file-'));
    await copyFile(join(process.cwd(), 'examples/variants/little-fleet.yaml'), join(dir, 'little.yaml'));
    const file = await runSalvo(dir, ['count', 'little.yaml', '--json']);
    expect(file.code).toBe(0);
    expect(json(file.stdout)).toMatchObject({ ok: true, file: 'little.yaml', variant: 'little-fleet' });
    const dotted = await runSalvo(dir, ['count', './little.yaml', '--json']);
    expect(json(dotted.stdout).file).toBe('./little.yaml');
    // The same count either way, and the text's.
    expect(json(dotted.stdout).count).toBe(json(file.stdout).count);
    const text = await runSalvo(dir, ['count', 'little.yaml']);
    expect(text.stdout.replace(/,/g, '')).toContain(`${json(file.stdout).count} legal layouts`);
    const template = await runSalvo(dir, ['count', 'perelman', '--json']);
    expect(template.code).toBe(0);
    const doc = json(template.stdout);
    expect(Object.keys(doc)).toContain('file');
    expect(doc).toMatchObject({ ok: true, file: null, variant: 'perelman' });
    // Past the budget too.
    const estimated = await runSalvo(dir, ['count', 'little.yaml', '--budget', '1', '--json']);
    expect(estimated.code).toBe(0);
    expect(json(estimated.stdout)).toMatchObject({ ok: true, file: 'little.yaml', exact: false });
  });

  it('its failure document names the same file, null where none was given', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-count-file-'));
    await writeFile(join(dir, 'bad.yaml'), 'id: bad\nboard: [10\n');
    const bad = await runSalvo(dir, ['count', 'bad.yaml', '--json']);
    expect(bad.code).toBe(1);
    expect(json(bad.stdout)).toMatchObject({ ok: false, file: 'bad.yaml' });
    const missing = await runSalvo(dir, ['count', 'gone/v.yaml', '--json']);
    expect(missing.code).toBe(1);
    expect(json(missing.stdout)).toMatchObject({ ok: false, file: 'gone/v.yaml' });
    const unknown = await runSalvo(dir, ['count', 'jutlnd', '--json']);
    expect(unknown.code).toBe(1);
    expect(json(unknown.stdout)).toMatchObject({ ok: false, file: null });
  });
});
