/**
 * `check --json`'s messages are in the report's language (`--lang`, else the record's), unlike
 * the other commands' JSON, whose help says "--json stays English"; check's help said only
 * "print the report as JSON", so that a script writer found Russian messages in a Russian
 * record's JSON unwarned. Its help says so now, and what to give for English.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');

describe('check --help: the language of --json', () => {
  it('says the messages follow the report\'s language, as they do', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-check-json-help-'));
    const help = await runSalvo(dir, ['check', '--help']);
    expect(help.stdout.replace(/\s+/gu, ' ')).toContain("--json print the report as JSON, its messages in the report's language (--lang en for English)");
    // A Russian record with a breach: Russian messages without --lang, English with --lang en.
    const text = await readFile(join(root, 'examples', 'perelman.yaml'), 'utf8');
    await writeFile(join(dir, 'p.yaml'), text.replace('-> ', '-> попал в госпиталь, '));
    const ru = JSON.parse((await runSalvo(dir, ['check', 'p.yaml', '--json'])).stdout) as { violations: { message: string }[] };
    const en = JSON.parse((await runSalvo(dir, ['check', 'p.yaml', '--json', '--lang', 'en'])).stdout) as { violations: { message: string }[] };
    expect(ru.violations.length).toBeGreaterThan(0);
    expect(ru.violations[0]!.message).toMatch(/[а-яё]/u);
    // English words around the record's own quoted («попаданий нет»).
    expect(en.violations[0]!.message).toMatch(/ cannot /u);
    expect(ru.violations[0]!.message).not.toMatch(/ cannot /u);
  });
});
