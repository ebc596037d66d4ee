/**
 * Worker-thread entry of a long command run apart (apart.ts): runs `main` on the command line
 * it is given with an IO that hands everything to the thread that started it (what is written,
 * the language spoken, the temporary files written), standard input fetched from it only when
 * the command reads it (`-` for a record), and ends with the exit code.
 */
import { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { spoken } from '../core/language.js';
import type { ApartInput, FromApart, ToApart } from './apart.js';
import type { CliIO } from './io.js';
import { main } from './main.js';

const port = parentPort;
if (port) {
  const input = workerData as ApartInput;
  const post = (m: FromApart): void => port.postMessage(m);
  // Standard input is asked for at the first read: a command that never reads it leaves it alone.
  let asked = false;
  const stdin: Readable = new Readable({
    read() {
      if (asked) return;
      asked = true;
      port.on('message', (m: ToApart) => void stdin.push(m.kind === 'data' ? Buffer.from(m.chunk) : null));
      post({ kind: 'stdin' });
    },
  });
  const io: CliIO = {
    out: (text) => post({ kind: 'out', text }),
    err: (text) => post({ kind: 'err', text }),
    outBytes: (bytes) => post({ kind: 'bytes', bytes: Uint8Array.from(bytes) }),
    stdin,
    stdinIsTTY: input.stdinIsTTY,
    stderrIsTTY: input.stderrIsTTY,
    ...(input.stdoutIsTTY !== undefined ? { stdoutIsTTY: input.stdoutIsTTY } : {}),
    ...(input.stdoutColumns !== undefined ? { stdoutColumns: input.stdoutColumns } : {}),
    cwd: input.cwd,
    env: input.env,
    speaking: (lang) => post({ kind: 'lang', lang: spoken(lang) }),
    writing: (temp, live) => post({ kind: 'temp', path: temp, live }),
  };
  const code = await main(input.argv, io);
  post({ kind: 'done', code });
}
