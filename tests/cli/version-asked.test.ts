/**
 * `salvo -v` and `salvo version`, as other tools ask for the version, are told the option that
 * prints it (`(Did you mean --version?)`, in --lang's language), exit 2: commander said only
 * "unknown option '-v'" or "unknown command 'version'", and salvo's own -V went unseen. Other
 * words are said as before, and a command's own -v is not offered --version (it has none).
 */
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const run = (args: string[]): ReturnType<typeof runSalvo> => runSalvo(process.cwd(), args);

describe('the version asked as other tools ask it', () => {
  it('offers --version for -v and version, in English and in Russian', async () => {
    for (const asked of [['-v'], ['version']]) {
      const r = await run(asked);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('\n(Did you mean --version?)\n');
    }
    const ru = await run(['version', '--lang', 'ru']);
    expect(ru.code).toBe(2);
    expect(ru.stderr).toContain('ошибка: неизвестная команда «version»\n(может быть, --version?)\n');
  });

  it('says other words as before, and a command\'s -v without --version', async () => {
    expect((await run(['-x'])).stderr).not.toContain('--version');
    const check = await run(['check', '-v']);
    expect(check.code).toBe(2);
    expect(check.stderr).toContain("error: unknown option '-v'");
    expect(check.stderr).not.toContain('--version');
    expect((await run(['--version'])).stdout).toMatch(/^\d+\.\d+\.\d+\n$/u);
  });
});
