/**
 * docs/scripting.md says how a usage error reads on standard error: salvo's own in one line
 * (`salvo: --sheets: "x" is not a whole number (use 1 to 1000)`), the option parser's as
 * `error: …` and then the usage line. The page said both were followed by the usage, which only
 * the parser's are. Each quote is on the page, and is what is printed, exit 2.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const ROOT = join(import.meta.dirname, '..', '..');

describe('usage errors, as docs/scripting.md says them', () => {
  it("are one line where salvo says it, and the parser's error then the usage", async () => {
    const doc = (await readFile(join(ROOT, 'docs', 'scripting.md'), 'utf8')).replace(/ *\n */gu, ' ');
    const dir = await mkdtemp(join(tmpdir(), 'salvo-usage-lines-'));
    const own = await runSalvo(dir, ['pad', 'jutland', '--sheets', 'x']);
    expect(own.code).toBe(2);
    expect(own.stderr).toBe('salvo: --sheets: "x" is not a whole number (use 1 to 1000)\n');
    expect(doc.includes("salvo's own in one line, `salvo: <message>` (`salvo: --sheets: \"x\" is not a whole number (use 1 to 1000)`)"), 'scripting.md says it').toBe(true);
    const parser = await runSalvo(dir, ['check']);
    expect(parser.code).toBe(2);
    const usage = "usage: salvo check [options] <record> ('salvo check --help' has the options and examples)";
    expect(parser.stderr).toBe(`error: missing required argument 'record'\n${usage}\n`);
    expect(doc.includes(`then the usage and where the rest is told (\`${usage}\``), 'scripting.md says it').toBe(true);
  });
});
