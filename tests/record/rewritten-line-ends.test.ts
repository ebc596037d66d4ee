/**
 * A record that must be written again in full (a flow list `salvos: [...]`, where no line can be
 * added) keeps the line ends it was typed with: a Windows editor's CRLF file stays CRLF, as one
 * edited line by line does; and the `.bak` kept of it is the file as it was, byte for byte, with
 * its byte-order mark. Before, the rewrite came out with LF line ends and the backup without its
 * mark.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { appendSalvo, appendTurn, removeLastSalvo } from '../../src/record/session.js';
import { keepBackup } from '../../src/record/store.js';
import { makeVariant } from '../helpers/make-variant.js';

const variant = makeVariant();
const salvo = { side: 'red', cells: [1], announcement: null } as const;

describe('a record rewritten in full', () => {
  it('keeps CRLF line ends where the file had them, and reads back as the record with the salvo', () => {
    const original = 'variant: test\r\nsides: { blue: Ann, red: Ben }\r\nsalvos: [ { blue: A1 } ]\r\n';
    const { record } = parseRecord(original, variant);
    const added = appendSalvo(original, record, variant, salvo);
    expect(added.rewritten).toBe(true);
    expect(added.text).toContain('\r\n');
    expect(added.text.replace(/\r\n/gu, '')).not.toContain('\n');
    expect(parseRecord(added.text, variant).record).toEqual(added.record);
    expect(added.record.salvos.at(-1)).toEqual(salvo);
  });

  it('keeps LF line ends where the file had them', () => {
    const original = 'variant: test\nsides: { blue: Ann, red: Ben }\nsalvos: [ { blue: A1 } ]\n';
    const { record } = parseRecord(original, variant);
    const added = appendSalvo(original, record, variant, salvo);
    expect(added.rewritten).toBe(true);
    expect(added.text).not.toContain('\r');
  });

  it('the last salvo taken out of a CRLF flow list keeps CRLF', () => {
    const original = 'variant: test\r\nsides: { blue: Ann, red: Ben }\r\nsalvos: [ { blue: A1 }, { red: B1 } ]\r\n';
    const { record } = parseRecord(original, variant);
    const removed = removeLastSalvo(original, record, variant);
    expect(removed.record.salvos).toHaveLength(1);
    expect(removed.text).toContain('\r\n');
    expect(removed.text.replace(/\r\n/gu, '')).not.toContain('\n');
  });

  it('a turn added to a CRLF flow list keeps CRLF', () => {
    const original = 'variant: test\r\nsides: { blue: Ann, red: Ben }\r\nsalvos: [ { blue: A1 } ]\r\n';
    const { record } = parseRecord(original, variant);
    const added = appendTurn(original, record, variant, [salvo, { side: 'red', cells: [2], announcement: null }]);
    expect(added.record.salvos).toHaveLength(3);
    expect(added.text.replace(/\r\n/gu, '')).not.toContain('\n');
  });
});

describe('the backup of a record rewritten in full', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  });

  it('is the file as it was, byte-order mark and all', async () => {
    dir = await mkdtemp(join(tmpdir(), 'salvo-bak-'));
    const path = join(dir, 'g.yaml');
    const text = 'variant: test\r\nsalvos: [ { blue: A1 } ]\r\n';
    await writeFile(path, `\uFEFF${text}`, 'utf8');
    const backup = await keepBackup(path, text);
    expect(backup).toBe(`${path}.bak`);
    expect(await readFile(backup)).toEqual(await readFile(path));
  });

  it('has no mark where the file had none', async () => {
    dir = await mkdtemp(join(tmpdir(), 'salvo-bak-'));
    const path = join(dir, 'g.yaml');
    const text = 'variant: test\nsalvos: [ { blue: A1 } ]\n';
    await writeFile(path, text, 'utf8');
    await keepBackup(path, text);
    expect(await readFile(`${path}.bak`, 'utf8')).toBe(text);
  });
});
