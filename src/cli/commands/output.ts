/**
 * Where a command writes a file of its own making (a PDF, a schema), checked before the work
 * starts: the folder must exist, the path must not be a folder, and a file already there is
 * replaced only when it is of the kind the command writes (a PDF over a PDF, as when a pad is
 * printed again), or with --force. So `salvo pad my.yaml -o my.yaml` cannot turn the variant
 * into a PDF, nor a game record.
 *
 * @example
 *   await checkOutput(io, 'pad.pdf', { kind: 'pdf', force: false }); // throws SalvoError if unsafe
 */
import { statSync, type Stats } from 'node:fs';
import { open, stat, writeFile } from 'node:fs/promises';
import { isatty } from 'node:tty';
import { dirname, resolve } from 'node:path';
import { SalvoError, type DiagnosticParts } from '../../core/diagnostics.js';
import { writeFileAtomic } from '../../record/store.js';
import type { CliIO } from '../io.js';
import { asWrite, ExitCode } from '../errors.js';
import { spoken } from '../../core/language.js';
import { shellWord } from '../../core/shell-word.js';

/**
 * The exit status of a command whose reader closed the pipe before all was written (`salvo pad
 * jutland -o - | head -c 10`): 141, as a shell gives a Unix tool that SIGPIPE stopped, saying nothing.
 */
export const CLOSED_PIPE_EXIT = 141;

export interface OutputKind {
  /** What the command writes: a file starting so may be replaced. */
  readonly kind: 'pdf' | 'json';
  /** Replace whatever is there. */
  readonly force?: boolean;
  /** May `-` stand for standard output? Not where the command prints its text there too. */
  readonly stdout?: boolean;
  /** The language the refusal is said in (the command's: `--lang`, the record's, the variant's first); English without it. */
  readonly lang?: string;
  /** The file the command writes when no -o is given (`jutland-pad.pdf`): the name a refusal of `-o -` at a terminal suggests. */
  readonly defaultName?: string;
}

const SIGNATURES: Readonly<Record<OutputKind['kind'], { readonly test: (head: string) => boolean; readonly what: string }>> = {
  pdf: { test: (head) => head.startsWith('%PDF-'), what: 'a PDF' },
  json: { test: (head) => head.trimStart().startsWith('{'), what: 'a JSON file' },
};

/**
 * Throws output-empty where the name of the file to write is empty (`-o ''`, a variable left
 * unset in a script), which would otherwise be taken for the current folder or a file of no name.
 */
export function refuseEmptyName(file: string, opts: Pick<OutputKind, 'stdout' | 'lang'>): void {
  if (file.trim() !== '') return;
  const suggestion = opts.stdout === true ? 'give a file name, or - for standard output' : 'give a file name';
  throw new SalvoError({ severity: 'error', code: 'output-empty', message: 'the name of the file to write is empty', suggestion, parts: { stdout: opts.stdout === true ? 'yes' : 'no' } }, opts.lang);
}

/**
 * Throws output-folder where the folder `file` would be written in is not there (`-o games/g.yaml`
 * with no games/), or is a file (`-o notes.txt/g.yaml`), in `lang`: the same error whichever command writes (pad, new, init, variant schema).
 */
export async function refuseMissingFolder(io: Pick<CliIO, 'cwd'>, file: string, lang: string | undefined): Promise<void> {
  let folder = dirname(resolve(io.cwd, file));
  let st: Stats | undefined = await stat(folder).catch(() => undefined);
  if (st !== undefined && st.isDirectory()) return;
  // A file further up the path (`-o notes.txt/sub/pad.pdf`): that file is said to be no folder,
  // where it was "there is no folder notes.txt/sub", which sent the user to create a folder
  // inside a file.
  for (let below = folder, up = dirname(folder); st === undefined && up !== below; below = up, up = dirname(up)) {
    const above = await stat(up).catch(() => undefined);
    if (above === undefined) continue;
    if (!above.isDirectory()) [folder, st] = [up, above];
    break;
  }
  // A file where the folder would be (`-o notes.txt/pad.pdf`): said so, where it was "there is no folder notes.txt".
  if (st !== undefined) throw new SalvoError({ severity: 'error', code: 'output-folder', message: `${folder} is a file, not a folder: ${file} cannot be written in it`, suggestion: 'give the path of a file in a folder, or write the file elsewhere', file, parts: { file, kind: 'file-as-folder', folder } }, lang);
  throw new SalvoError({ severity: 'error', code: 'output-folder', message: `there is no folder ${folder} to write ${file} in`, suggestion: 'create the folder first, or write the file elsewhere', file, parts: { file, kind: 'missing', folder } }, lang);
}

/**
 * The file taken for a folder on the way to `path` (absolute), where the nearest thing there
 * above it is a file (`notes.txt` for notes.txt/sub/v.yaml); undefined where it is a folder, or
 * nothing above is there.
 */
export function fileAsFolder(path: string): string | undefined {
  for (let below = path, up = dirname(path); up !== below; below = up, up = dirname(up)) {
    let st: Stats;
    try {
      st = statSync(up);
    } catch {
      continue;
    }
    return st.isDirectory() ? undefined : up;
  }
  return undefined;
}

/** Throws a positioned-free SalvoError (code output-exists, output-folder, output-stdout, output-terminal) when `file` may not be written. */
export async function checkOutput(io: Pick<CliIO, 'cwd' | 'stdoutIsTTY'> & Partial<Pick<CliIO, 'stderrIsTTY'>>, file: string, opts: OutputKind): Promise<void> {
  const path = resolve(io.cwd, file);
  // Its parts, for another language to say it anew (src/variant/file-text.ts).
  // `-` is no file: said without the `-:` in front, which read as a file of that name (its message says standard output).
  const fail = (code: string, message: string, suggestion: string, parts: DiagnosticParts): never => {
    throw new SalvoError({ severity: 'error', code, message, suggestion, ...(file === '-' ? {} : { file }), parts: { file, ...parts } }, opts.lang);
  };
  refuseEmptyName(file, opts);
  if (file === '-') {
    // A PDF's bytes at a terminal would fill it with noise and print nothing: piped or in a file only.
    if (opts.stdout === true && opts.kind === 'pdf' && io.stdoutIsTTY === true) {
      // The name suggested is the one the command would write without -o (`jutland-pad.pdf`), so
      // leaving -o out does what the suggestion says.
      const name = opts.defaultName ?? 'pad.pdf';
      fail('output-terminal', 'standard output is a terminal, where the PDF would show as unreadable bytes', pipeOrName(name), { name });
    }
    if (opts.stdout === true) return;
    // Said for what would go there: infer --pdf - is refused for the PDF, not "the file".
    fail('output-stdout', `standard output holds this command's text, so the ${opts.kind === 'pdf' ? 'PDF' : 'JSON'} cannot go there too`, 'give a file name', { what: opts.kind });
  }
  const st = await stat(path).catch(() => undefined);
  // The same terminal by another name (-o /dev/stdout, /dev/tty, /dev/fd/1 typed at one): refused as `-` is.
  if (opts.kind === 'pdf' && (await isTerminal(io, path, st))) {
    const name = opts.defaultName ?? 'pad.pdf';
    const suggestion = opts.stdout === true ? pipeOrName(name) : 'give a file name';
    fail('output-terminal', `${file} is a terminal, where the PDF would show as unreadable bytes`, suggestion, { name, pipe: opts.stdout === true ? 'yes' : 'no' });
  }
  if (st === undefined) {
    await refuseMissingFolder(io, file, opts.lang);
    return;
  }
  if (st.isDirectory()) fail('output-folder', `${file} is a folder`, 'give a file name, such as a .pdf inside it', { kind: 'folder', what: opts.kind });
  if (opts.force === true) return;
  const handle = await open(path, 'r');
  let head = '';
  try {
    const buf = Buffer.alloc(16);
    const { bytesRead } = await handle.read(buf, 0, 16, 0);
    head = buf.subarray(0, bytesRead).toString('latin1');
  } finally {
    await handle.close();
  }
  const sig = SIGNATURES[opts.kind];
  if (st.size > 0 && !sig.test(head)) fail('output-exists', `${file} already exists and is not ${sig.what}: not replaced`, 'write to another file, or add --force to replace it', { what: opts.kind });
}

/** What to do instead of a PDF at a terminal, where the command can write to a pipe: `name` the file it writes without -o. */
function pipeOrName(name: string): string {
  return `pipe it into a program (-o - | lp) or give a file name (-o ${name})`;
}

/** Standard output's and standard error's names as paths: what they are is told by `io`, not by the test's own streams. */
const STREAM_PATHS: Readonly<Record<string, 'stdoutIsTTY' | 'stderrIsTTY'>> = {
  '/dev/stdout': 'stdoutIsTTY',
  '/dev/fd/1': 'stdoutIsTTY',
  '/proc/self/fd/1': 'stdoutIsTTY',
  '/dev/stderr': 'stderrIsTTY',
  '/dev/fd/2': 'stderrIsTTY',
  '/proc/self/fd/2': 'stderrIsTTY',
};

/**
 * Is `path` a terminal? Standard output or error by name (/dev/stdout, /dev/fd/1) where `io` says
 * that stream is one; any other character device (/dev/tty, /dev/pts/3) where it opens as one.
 * /dev/null and a file are not.
 */
async function isTerminal(io: Pick<CliIO, 'stdoutIsTTY'> & Partial<Pick<CliIO, 'stderrIsTTY'>>, path: string, st: Stats | undefined): Promise<boolean> {
  const stream = STREAM_PATHS[path];
  if (stream !== undefined) return io[stream] === true;
  if (st === undefined || !st.isCharacterDevice()) return false;
  const handle = await open(path, 'r+').catch(() => undefined);
  if (handle === undefined) return false;
  try {
    return isatty(handle.fd);
  } finally {
    await handle.close();
  }
}

/**
 * Write `bytes` (or text, as UTF-8) to `file` (relative to `io.cwd`), or to standard output for
 * `-` (a reader that closes the pipe before the end: ExitCode 141, quietly). The file is written whole or not at all: into a temporary file beside it, renamed over it
 * once written (record/store.ts), so a full disk or an interruption (Ctrl-C) never leaves half a
 * PDF where the file was, and a file already there stays as it was (a device or a pipe, such as
 * /dev/stdout, is written to directly). A write that fails once the
 * file is open (a full disk, a device's input/output error) is thrown with the file's path, which
 * Node leaves out of it, so the error can say which file.
 */
export async function writeOutput(io: Pick<CliIO, 'cwd' | 'outBytes' | 'writing'>, file: string, bytes: Uint8Array | string): Promise<void> {
  if (file === '-') {
    // The reader gone before the end: not all was written, so nothing is said to have been
    // (no "wrote the PDF"), and the exit is a closed pipe's, as a Unix tool's.
    await Promise.resolve(io.outBytes(typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes)).catch((e: unknown) => {
      const code = (e as NodeJS.ErrnoException | undefined)?.code;
      if (code === 'EPIPE' || code === 'ERR_STREAM_DESTROYED') throw new ExitCode(CLOSED_PIPE_EXIT);
      throw e;
    });
    return;
  }
  const path = resolve(io.cwd, file);
  try {
    // A device or a pipe (/dev/stdout, a FIFO) is written to as it is: there is nothing to rename over it.
    const st = await stat(path).catch(() => undefined);
    if (st !== undefined && !st.isFile()) await writeFile(path, bytes);
    // Text as its UTF-8 bytes, as it was written before: no byte-order mark added where a file had one.
    else await writeFileAtomic(path, typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes, io.writing === undefined ? {} : { onTemp: io.writing });
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    if (e instanceof Error && typeof err.code === 'string' && err.path === undefined) err.path = path;
    throw asWrite(e);
  }
}

/** The letters a Cyrillic keyboard layout gives for Latin ones that look alike (`.рdf` typed with a Cyrillic р). */
const LOOKALIKE: Readonly<Record<string, string>> = { р: 'p', Р: 'P' };

/**
 * The note said on standard error where a PDF was written to a file whose name does not end in
 * .pdf (`salvo pad statki -o out`): written all the same, as asked, but a viewer or a printer
 * may not take it for a PDF; it says the name to give. None for standard output (`-`) or a device
 * or pipe (`/dev/stdout`, a FIFO: not a file to open later). In `lang` (English, Russian, Polish).
 *
 * @example
 *   await pdfNameNote(io, 'out', 'en') // 'note: out does not end in .pdf: a viewer or a printer may not open it as a PDF (name it out.pdf: -o out.pdf)'
 *   await pdfNameNote(io, 'out.pdf', 'en') // undefined
 */
export async function pdfNameNote(io: Pick<CliIO, 'cwd'>, file: string, lang: string | undefined): Promise<string | undefined> {
  if (file === '-' || /\.pdf$/iu.test(file)) return undefined;
  const st = await stat(resolve(io.cwd, file)).catch(() => undefined);
  if (st !== undefined && !st.isFile()) return undefined;
  // The name as meant: an ending that is a slip for .pdf (`.pfd`, `.pd`, `.рdf` with a Cyrillic р) replaced, else .pdf added.
  const ending = /\.([^./\\]+)$/u.exec(file);
  const letters = ending === null ? '' : [...ending[1]!].map((c) => LOOKALIKE[c] ?? c).join('');
  const slip = ending !== null && /^[pdf]{2,4}$/iu.test(letters) && /p/iu.test(letters);
  const meant = slip ? `${file.slice(0, ending.index)}.pdf` : file.endsWith('.') ? `${file}pdf` : `${file}.pdf`;
  const s = spoken(lang ?? 'en');
  const o = `-o ${shellWord(meant)}`;
  return {
    en: `note: ${file} does not end in .pdf: a viewer or a printer may not open it as a PDF (name it ${meant}: ${o})`,
    ru: `примечание: имя ${file} не оканчивается на .pdf: программа просмотра или печати может не открыть файл как PDF (назовите его ${meant}: ${o})`,
    pl: `uwaga: nazwa ${file} nie kończy się na .pdf: przeglądarka lub drukarka może nie otworzyć pliku jako PDF (nazwij go ${meant}: ${o})`,
  }[s];
}
