/**
 * The CLI's window on the world: output streams, input and the working directory. Commands take
 * a `CliIO` instead of touching `process`, so tests can run them in-process and read what they
 * printed.
 */
import { Readable } from 'node:stream';

export interface CliIO {
  /** Write to standard output (no newline added). */
  out(text: string): void;
  /** Write to standard error (no newline added). */
  err(text: string): void;
  /**
   * Write bytes to standard output (a PDF for `salvo pad -o -`); where it returns a promise, that
   * settles once they are written, rejected (EPIPE) where the reader closed the pipe first.
   */
  outBytes(bytes: Uint8Array): void | Promise<void>;
  /** Standard input. */
  readonly stdin: NodeJS.ReadableStream;
  /** Is standard input a terminal (interactive)? */
  readonly stdinIsTTY: boolean;
  /** Is standard error a terminal (progress bars go there only when it is)? */
  readonly stderrIsTTY: boolean;
  /** Is standard output a terminal? A PDF is not written there (`pad -o -`: output.ts); false where not said. */
  readonly stdoutIsTTY?: boolean;
  /**
   * How many columns wide standard output's terminal is, where it is one (charts drawn side by side
   * that would not fit are drawn one under the other); undefined on pipes and files, whose output
   * never hangs on the terminal.
   */
  readonly stdoutColumns?: number;
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  /**
   * Told the language the command speaks once it knows it (its progress line's, `progressIn`):
   * where the command runs on a thread of its own (apart.ts), Ctrl-C is said in it.
   */
  readonly speaking?: (lang: string) => void;
  /**
   * Told of a temporary file written beside an output before it is renamed over it (`live`), and
   * when it is gone (renamed or removed, not `live`): a process stopped in between can remove it
   * (Ctrl-C, apart.ts, removes those still live).
   */
  readonly writing?: (temp: string, live: boolean) => void;
}

export function processIO(): CliIO {
  // A reader that stops early (`salvo variants | head`) closes the pipe: that is not an error.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EPIPE') throw e;
    });
  }
  return {
    out: (t) => void process.stdout.write(t),
    err: (t) => void process.stderr.write(t),
    // Settled once written: a reader gone before the end (`| head -c 10`) is told to the command (output.ts).
    outBytes: (b) => new Promise<void>((done, failed) => void process.stdout.write(b, (e) => (e ? failed(e) : done()))),
    stdin: process.stdin,
    stdinIsTTY: Boolean(process.stdin.isTTY),
    stderrIsTTY: Boolean(process.stderr.isTTY),
    stdoutIsTTY: Boolean(process.stdout.isTTY),
    ...(process.stdout.isTTY && process.stdout.columns > 0 ? { stdoutColumns: process.stdout.columns } : {}),
    cwd: process.cwd(),
    env: process.env,
  };
}

/**
 * Before reading `-` from standard input where it is a terminal (`salvo check -` typed with
 * nothing piped in), the line saying salvo waits for it and how to end it, on standard error, in
 * `lang` (--lang; English where not given), so that the wait is not taken for a hang. Nothing
 * where standard input is a pipe or a file.
 */
export function sayReadingTerminal(io: CliIO, what: 'record' | 'layout', lang: string | undefined): void {
  if (!io.stdinIsTTY) return;
  const l = (lang ?? 'en').toLowerCase().split('-')[0];
  const said =
    l === 'ru'
      ? `salvo: ${what === 'record' ? 'запись партии' : 'расстановка'} читается со стандартного ввода: вставьте или наберите её, затем Ctrl-D в начале строки (Ctrl-C — выйти)`
      : l === 'pl'
        ? `salvo: ${what === 'record' ? 'zapis gry jest czytany ze standardowego wejścia: wklej go' : 'rozstawienie jest czytane ze standardowego wejścia: wklej je'} lub wpisz, potem Ctrl-D na początku wiersza (Ctrl-C: wyjście)`
        : `salvo: reading the ${what === 'record' ? 'game record' : 'layout'} from standard input: paste or type it, then Ctrl-D at the start of a line (Ctrl-C to leave)`;
  io.err(`${said}\n`);
}

/** An in-memory IO for tests: feed `input`, read `stdout`/`stderr` afterwards. */
export function memoryIO(input = '', env: Record<string, string | undefined> = {}, cwd = process.cwd(), stdinIsTTY = false) {
  const chunks = { stdout: '', stderr: '', bytes: [] as Uint8Array[] };
  const io: CliIO = {
    out: (t) => void (chunks.stdout += t),
    err: (t) => void (chunks.stderr += t),
    outBytes: (b) => void chunks.bytes.push(Uint8Array.from(b)),
    stdin: Readable.from([input]),
    stdinIsTTY,
    stderrIsTTY: false,
    cwd,
    env,
  };
  return {
    io,
    get stdout() {
      return chunks.stdout;
    },
    get stderr() {
      return chunks.stderr;
    },
    /** What `outBytes` wrote, in one piece. */
    get stdoutBytes() {
      return Buffer.concat(chunks.bytes);
    },
  };
}
