/**
 * Ctrl-C at `salvo play` while a salvo waits to be typed again (typed in full as the file was
 * changed by hand, so not saved) says the session was interrupted, not that input ended: the salvo
 * is kept without its announcement (what was typed in its note), and play says how to go on.
 * Play is run as a player runs it (a process of its own, standard input its own); each step waits
 * for the program's own output, never for time.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MORSKOY_HEAD } from '../helpers/records.js';
import { salvoProcessArgs } from '../helpers/salvo-process.js';

interface Played {
  readonly code: number | null;
  readonly stdout: string;
}

/**
 * Run `salvo play g.yaml` in `dir`: `cells` typed; at the result prompt g.yaml rewritten as
 * `edited` and `result` typed; once play asks for the salvo again (the cells prompt after
 * `again`), SIGINT sent.
 */
function editThenInterrupt(dir: string, args: readonly string[], cells: string, edited: string, result: string, again: string): Promise<Played> {
  const child = spawn(process.execPath, salvoProcessArgs(['play', 'g.yaml', ...args]), { cwd: dir, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let step = 0;
  child.stdout.on('data', (c: Buffer) => {
    stdout += c.toString('utf8');
    // The result prompt after the cells typed (echoed: standard input is no terminal).
    if (step === 0 && stdout.includes(`клетки> ${cells}`) && /\nответ[^\n]*> $/u.test(stdout)) {
      step = 1;
      void writeFile(join(dir, 'g.yaml'), edited).then(() => child.stdin.write(result));
    } else if (step === 1 && stdout.includes(again) && stdout.slice(stdout.indexOf(again)).includes('клетки> ')) {
      step = 2;
      child.kill('SIGINT');
    }
  });
  child.stderr.resume();
  child.stdin.write(cells);
  return new Promise((done) =>
    child.on('exit', (code) => {
      child.stdin.destroy();
      done({ code, stdout });
    }),
  );
}

describe('Ctrl-C while a salvo waits to be typed again', () => {
  it('says interrupted, keeps the salvo with what was typed in its note, and how to go on (Russian)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-interrupt-retype-'));
    const start = `${MORSKOY_HEAD}  - первый: В7 -> мимо\n`;
    await writeFile(join(dir, 'g.yaml'), start);
    const byHand = start.replace('salvos:', 'place: клуб\nsalvos:');
    const r = await editThenInterrupt(dir, ['--no-charts'], 'Е8\n', byHand, 'попал\n', 'Наберите выстрел заново.');
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain('ввод кончился');
    expect(r.stdout).toContain('(прервано)\nпрервано раньше, чем несохранённый выстрел набрали заново: второй: Е8 -> попал сохранён без ответа (набранное — в примечании)\n');
    expect(r.stdout).toMatch(/\nпродолжить: salvo play g\.yaml --no-charts\n$/u);
    const text = await readFile(join(dir, 'g.yaml'), 'utf8');
    expect(text.startsWith(byHand)).toBe(true);
    expect(text.slice(byHand.length)).toMatch(/^ {2}- второй: Е8\n {4}note: ".*набранный ответ: попал"\n$/u);
  });
});
