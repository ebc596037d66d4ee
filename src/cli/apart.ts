/**
 * The `salvo` program's entry (bin/salvo.js, run.ts). The long commands (`count`, `infer`,
 * `analyze`, `suggest`, `simulate`, `fleet`) run on a worker thread of their own
 * (command-worker.ts), this thread writing what they write and listening for Ctrl-C meanwhile:
 * their work is synchronous, and a signal's listener on the thread doing it would run only once
 * the work was done. Interrupted (SIGINT, Ctrl-C; SIGTERM), the work is stopped at once, the
 * progress line left on the terminal erased (or ended, off a terminal), `salvo: interrupted` said
 * in the command's language, the temporary file of an output being written removed (the file
 * itself is written whole or not at all: output.ts), and the exit status is 130 (SIGTERM: 143),
 * as a shell gives a program a signal stopped. Every other command runs on this thread, as before.
 *
 * @example
 *   process.exitCode = await runCli(process.argv);
 */
import { unlinkSync } from 'node:fs';
import { startWorkerModule } from '../analysis/workers.js';
import { spoken, type Spoken } from '../core/language.js';
import { asksLang } from './argv.js';
import { processIO, type CliIO } from './io.js';

/** The commands run apart: those whose work may take seconds to minutes. */
const LONG_COMMANDS: ReadonlySet<string> = new Set(['count', 'infer', 'analyze', 'suggest', 'simulate', 'fleet']);

/** What the worker is given. */
export interface ApartInput {
  readonly argv: readonly string[];
  readonly stdinIsTTY: boolean;
  readonly stderrIsTTY: boolean;
  readonly stdoutIsTTY?: boolean;
  readonly stdoutColumns?: number;
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** What the worker tells: what it writes, the language it speaks, a temporary file written (`live`) or gone, that it reads standard input, its exit code. */
export type FromApart =
  | { readonly kind: 'out'; readonly text: string }
  | { readonly kind: 'err'; readonly text: string }
  | { readonly kind: 'bytes'; readonly bytes: Uint8Array }
  | { readonly kind: 'lang'; readonly lang: Tongue }
  | { readonly kind: 'temp'; readonly path: string; readonly live: boolean }
  | { readonly kind: 'stdin' }
  | { readonly kind: 'done'; readonly code: number };

/** What the worker is sent: standard input, a chunk at a time, then its end. */
export type ToApart = { readonly kind: 'data'; readonly chunk: Uint8Array } | { readonly kind: 'end' };

type Tongue = Spoken;
type Stop = 'SIGINT' | 'SIGTERM';

/** The line said when a command is stopped, by the signal that stopped it: in English, Russian and Polish. */
const INTERRUPTED: Readonly<Record<Tongue, Readonly<Record<Stop, string>>>> = {
  en: { SIGINT: 'interrupted', SIGTERM: 'interrupted (SIGTERM)' },
  ru: { SIGINT: 'прервано', SIGTERM: 'прервано (SIGTERM)' },
  pl: { SIGINT: 'przerwano', SIGTERM: 'przerwano (SIGTERM)' },
};

/** The exit status of a command a signal stopped: 128 + the signal's number, as a shell says it. */
export const INTERRUPTED_EXIT: Readonly<Record<Stop, number>> = { SIGINT: 130, SIGTERM: 143 };

/**
 * What is written on standard error when a command is stopped: the half line it left (a progress
 * line drawn in place; `lastErr`, the last text it wrote there) erased on a terminal, ended off
 * one, then the interrupted line in `lang`.
 *
 * @example
 *   interruptedText('\r\x1b[Kcounting… 42%', true, 'en', 'SIGINT') // '\r\x1b[Ksalvo: interrupted\n'
 */
export function interruptedText(lastErr: string, tty: boolean, lang: Tongue, signal: Stop): string {
  return `${lineEnded(lastErr, tty)}salvo: ${INTERRUPTED[lang][signal]}\n`;
}

/** What ends the half line `lastErr` left on standard error: erased on a terminal (`tty`), a newline off one; nothing after a whole line. */
function lineEnded(lastErr: string, tty: boolean): string {
  if (lastErr === '' || lastErr.endsWith('\n')) return '';
  return tty ? '\r\x1b[K' : '\n';
}

/** Run the program with `argv` (as `process.argv`): a long command on a worker thread, any other here; returns the exit code. */
export async function runCli(argv: readonly string[]): Promise<number> {
  if (!LONG_COMMANDS.has(argv[2] ?? '')) {
    const { main } = await import('./main.js');
    return main(argv);
  }
  return runApart(argv, processIO());
}

function runApart(argv: readonly string[], io: CliIO): Promise<number> {
  const input: ApartInput = {
    argv: [...argv],
    stdinIsTTY: io.stdinIsTTY,
    stderrIsTTY: io.stderrIsTTY,
    ...(io.stdoutIsTTY !== undefined ? { stdoutIsTTY: io.stdoutIsTTY } : {}),
    ...(io.stdoutColumns !== undefined ? { stdoutColumns: io.stdoutColumns } : {}),
    cwd: io.cwd,
    env: { ...io.env },
  };
  const ext = import.meta.url.endsWith('.ts') ? 'ts' : 'js';
  const worker = startWorkerModule(new URL(`./command-worker.${ext}`, import.meta.url), input);
  // Until the command knows its language (its progress line's), --lang's.
  const asked = asksLang(argv.slice(2));
  let lang: Tongue = asked === undefined ? 'en' : spoken(asked);
  let lastErr = '';
  let reading = false;
  // Stopped by a signal or a failure: nothing the worker sends from then on is written.
  let stopped = false;
  let over = false;
  const temps = new Set<string>();
  return new Promise<number>((resolve) => {
    const finish = (code: number): void => {
      if (over) return;
      over = true;
      process.removeListener('SIGINT', onInt);
      process.removeListener('SIGTERM', onTerm);
      if (reading) process.stdin.destroy();
      void worker.terminate();
      resolve(code);
    };
    const stop = (signal: Stop): void => {
      if (stopped) return;
      stopped = true;
      io.err(interruptedText(lastErr, io.stderrIsTTY, lang, signal));
      void worker.terminate().then(() => {
        for (const temp of temps) {
          try {
            unlinkSync(temp);
          } catch {
            // Gone already (renamed over its file, or never made).
          }
        }
        finish(INTERRUPTED_EXIT[signal]);
      });
    };
    const onInt = (): void => stop('SIGINT');
    const onTerm = (): void => stop('SIGTERM');
    process.on('SIGINT', onInt);
    process.on('SIGTERM', onTerm);
    worker.on('message', (m: FromApart) => {
      // A temporary file is heard of even once stopped, so that it is removed.
      if (m.kind === 'temp') {
        if (m.live) temps.add(m.path);
        else temps.delete(m.path);
        return;
      }
      if (stopped) return;
      if (m.kind === 'out') io.out(m.text);
      else if (m.kind === 'err') {
        io.err(m.text);
        if (m.text !== '') lastErr = m.text;
      } else if (m.kind === 'bytes') {
        // A reader gone (EPIPE) is as for the command's text (io.ts): not an error of this thread's.
        void Promise.resolve(io.outBytes(m.bytes)).catch(() => undefined);
      }
      else if (m.kind === 'lang') lang = m.lang;
      else if (m.kind === 'stdin') {
        reading = true;
        process.stdin.on('data', (chunk: Buffer) => {
          const m: ToApart = { kind: 'data', chunk: Uint8Array.from(chunk) };
          worker.postMessage(m);
        });
        process.stdin.on('end', () => {
          const m: ToApart = { kind: 'end' };
          worker.postMessage(m);
        });
      } else finish(m.code);
    });
    // The worker failed outside the command (memory run out): said as main says an internal error.
    worker.on('error', (e) => {
      if (stopped) return;
      stopped = true;
      io.err(`${lineEnded(lastErr, io.stderrIsTTY)}salvo: internal error: ${e.stack ?? e.message}\n`);
      finish(70);
    });
    worker.on('exit', (code) => {
      if (stopped || over) return;
      io.err(`${lineEnded(lastErr, io.stderrIsTTY)}salvo: internal error: the command's thread ended (code ${code}) without an answer\n`);
      finish(70);
    });
  });
}
