/**
 * An option typed with a long dash (`—json`, `–paper`), as a text editor, a chat or a phone
 * writes `--`, is a usage error naming the word and giving the line to type with the hyphens, in
 * the language the command speaks of its file (else --lang's, English with none). Commander took
 * the word for one more operand: "too many arguments", and a shell loop over the option. A word
 * that is no option of the command with hyphens, and a word after `--`, are left as they were.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const EXAMPLES = join(import.meta.dirname, '..', '..', 'examples');

describe('an option typed with a long dash', () => {
  it("is refused with the line to type, in the game's language", async () => {
    const ru = await runSalvo(EXAMPLES, ['check', 'morskoy-boy.yaml', '—json']);
    expect(ru.code).toBe(2);
    expect(ru.stderr).toBe('salvo: —json: длинное тире там, где у параметра дефисы (так пишет -- редактор или телефон): salvo check morskoy-boy.yaml --json\n');
    expect(ru.stdout).toBe('');
    const pl = await runSalvo(EXAMPLES, ['pad', 'statki', '–paper', 'A5', '–o', 'pad.pdf']);
    expect(pl.code).toBe(2);
    expect(pl.stderr).toBe('salvo: –paper: długi myślnik tam, gdzie opcja ma dywizy (tak pisze -- edytor albo telefon): salvo pad statki --paper A5 -o pad.pdf\n');
    const en = await runSalvo(EXAMPLES, ['check', 'morskoy-boy.yaml', '—json', '--lang', 'en']);
    expect(en.stderr).toBe("salvo: —json: a long dash where an option's hyphens go (as an editor or a phone writes --): salvo check morskoy-boy.yaml --json --lang en\n");
  });

  it('leaves a word that is no option of the command, and one after --, to commander as before', async () => {
    const other = await runSalvo(EXAMPLES, ['check', 'morskoy-boy.yaml', '—jsonx', '--lang', 'en']);
    expect(other.code).toBe(2);
    expect(other.stderr.split('\n')[0]).toBe("error: too many arguments for 'check'. Expected 1 argument but got 2.");
    const after = await runSalvo(EXAMPLES, ['check', '--lang', 'en', '--', '—json']);
    expect(after.code).not.toBe(0);
    expect(after.stderr).not.toMatch(/long dash/u);
  });
});
