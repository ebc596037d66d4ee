/**
 * Keeping record files safe on disk. `writeFileAtomic` writes a temporary file in the same
 * folder, flushes it to the disk, and renames it over the record, so a reader (or a crash, or a
 * killed process) sees either the old record or the new one, never a truncated mix.
 * `readRecordFile` reads a record and its variant together.
 *
 * @example
 *   await writeFileAtomic('game.yaml', text);
 *   const { record, variant, diagnostics } = await readRecordFile('game.yaml', loadVariant);
 */
import { decodeText } from '../core/text-file.js';
import { randomBytes } from 'node:crypto';
import { open, readFile, realpath, rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import type { Diagnostic } from '../core/diagnostics.js';
import type { Variant } from '../variant/model.js';
import { headerLines, parseRecord, readRecordHeader, type ParsedRecord, type RecordHeader } from './parse.js';

export interface AtomicWriteOptions {
  /**
   * Told the temporary file's path before it is made (`live`), and once it is gone (renamed over
   * the file, or removed): a process stopped in between can remove it (src/cli/apart.ts).
   */
  readonly onTemp?: (temp: string, live: boolean) => void;
}

async function startsWithBom(path: string): Promise<boolean> {
  const handle = await open(path, 'r').catch(() => undefined);
  if (!handle) return false;
  try {
    const buf = Buffer.alloc(3);
    const { bytesRead } = await handle.read(buf, 0, 3, 0);
    return bytesRead === 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf;
  } finally {
    await handle.close();
  }
}

/**
 * Replace `path` with `text` (UTF-8, or bytes) atomically: temporary file in the same folder, fsync, rename,
 * then fsync of the folder (where the platform allows). On any failure the temporary file is
 * removed and the old file is untouched. A symbolic link is followed: the file it points to is
 * replaced and the link stays. The file keeps its permission bits; a new one gets 0644 less the
 * umask, as `open` gives it.
 *
 * @example
 *   await writeFileAtomic('/games/jutland.yaml', 'variant: jutland\nsalvos: []\n');
 */
export async function writeFileAtomic(path: string, text: string | Uint8Array, opts: AtomicWriteOptions = {}): Promise<void> {
  // A link to the record is followed (the record it points to is replaced, the link kept), and the
  // record keeps its permissions (a record made private stays private).
  const target = await realpath(path).catch(() => resolve(path));
  const mode = await stat(target).then(
    (st) => st.mode & 0o7777,
    () => undefined,
  );
  // A byte-order mark the file began with (a Windows editor's) is kept: the reader drops it, the
  // writer puts it back, so the file stays as its editor wrote it.
  const bom = typeof text === 'string' && mode !== undefined && !text.startsWith('\uFEFF') && (await startsWithBom(target)) ? '\uFEFF' : '';
  const dir = dirname(target);
  const temp = join(dir, `.${basename(target)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  opts.onTemp?.(temp, true);
  try {
    handle = await open(temp, 'wx', mode === undefined ? 0o644 : 0o600);
    await handle.writeFile(typeof text === 'string' ? bom + text : text, 'utf8');
    if (mode !== undefined) await handle.chmod(mode);
    await handle.sync();
    await handle.close();
    handle = undefined;
    await rename(temp, target);
  } catch (e) {
    if (handle) await handle.close().catch(() => undefined);
    await unlink(temp).catch(() => undefined);
    // Name the file the caller asked for, not the temporary one beside it.
    if (e instanceof Error && 'path' in e && (e as NodeJS.ErrnoException).path === temp) (e as NodeJS.ErrnoException).path = resolve(path);
    throw e;
  } finally {
    opts.onTemp?.(temp, false);
  }
  // Make the rename itself durable; not every platform lets a folder be opened for this.
  try {
    const d = await open(dir, 'r');
    try {
      await d.sync();
    } finally {
      await d.close();
    }
  } catch {
    // Best effort only.
  }
}

/**
 * Before a record is rewritten in full (its hand layout and comments not kept), keep the text as
 * it was beside it, as `<file>.bak` (replacing an older one), so that nothing written by hand is
 * lost: byte for byte, with the byte-order mark the file began with. Returns the backup's path.
 *
 * @example
 *   await keepBackup('game.yaml', oldText); // 'game.yaml.bak'
 */
export async function keepBackup(path: string, text: string): Promise<string> {
  const backup = `${path}.bak`;
  // The text as read has lost the byte-order mark the file began with: the backup keeps it too.
  const bom = !text.startsWith('\uFEFF') && (await startsWithBom(path)) ? '\uFEFF' : '';
  await writeFileAtomic(backup, bom + text);
  return backup;
}

/** Loads the variant a record names: a template id, or a path relative to `cwd`. */
export type VariantLoader = (ref: string, cwd: string) => Promise<{ ok: true; value: Variant } | { ok: false; diagnostics: readonly Diagnostic[]; readonly language?: string }>;

export type RecordFile =
  | ({ readonly ok: true; readonly path: string; readonly text: string; readonly variant: Variant } & ParsedRecord)
  | { readonly ok: false; readonly path: string; readonly text?: string; readonly diagnostics: readonly Diagnostic[]; readonly language?: string; readonly variantLanguage?: string };

/**
 * Read a record file and the variant it names (paths relative to the record's folder). `ok`
 * is false only when the variant cannot be known; a record with errors in its salvos is still
 * returned, with its diagnostics.
 *
 * @example
 *   const f = await readRecordFile('examples/jutland.yaml', loader);
 *   if (f.ok) console.log(f.record.salvos.length);
 */
export async function readRecordFile(path: string, loadVariant: VariantLoader, displayName: string = path): Promise<RecordFile> {
  // A byte-order mark from a Windows editor is not part of the record; a file that is not UTF-8
  // is refused where its first bad byte is, never read with its words garbled.
  if ((await stat(path)).isDirectory()) {
    return { ok: false, path, diagnostics: [{ severity: 'error', code: 'not-a-file', message: `${displayName} is a folder, not a game record`, suggestion: 'give the path of a .yaml record', file: displayName, parts: { file: displayName } }] };
  }
  return readRecordBytes(await readFile(path), path, loadVariant, displayName);
}

/**
 * As `readRecordFile`, for the bytes already read (standard input): text that is not UTF-8 is
 * refused where its first bad byte is, said in the language its header lines give.
 */
export async function readRecordBytes(bytes: Uint8Array, path: string, loadVariant: VariantLoader, displayName: string = path): Promise<RecordFile> {
  const decoded = decodeText(bytes, displayName);
  if ('diagnostic' in decoded) {
    // Its header lines are mostly plain ASCII even in a Windows encoding (or UTF-16, its NULs left out).
    const language = await unreadLanguage(new TextDecoder('utf-8').decode(bytes).replace(/\0/gu, ''), path, loadVariant);
    return { ok: false, path, diagnostics: [decoded.diagnostic], ...(language !== undefined ? { language } : {}) };
  }
  return readRecordText(decoded.text, path, loadVariant, displayName);
}

/** As `readRecordFile`, for text already read (`path` still locates relative variant files). */
export async function readRecordText(text: string, path: string, loadVariant: VariantLoader, displayName: string = path): Promise<RecordFile> {
  const head = readRecordHeader(text, displayName);
  // The header's language, where it has one: the problems are said in it (reading-text.ts).
  const language = head.language !== undefined ? { language: head.language } : {};
  if (head.variant === undefined) {
    // A header that cannot be read (a YAML error): the language its lines say, as far as they say one.
    const unread = head.language ?? (await unreadLanguage(text, path, loadVariant));
    return { ok: false, path, text, diagnostics: head.diagnostics, ...(unread !== undefined ? { language: unread } : {}) };
  }
  const loaded = await loadVariant(head.variant, dirname(resolve(path)));
  // A variant file in error: its own first language too, where the loader gives one (the record's, where it names one, comes first).
  if (!loaded.ok) return { ok: false, path, text, diagnostics: placeVariantProblems(loaded.diagnostics, head, displayName), ...language, ...(loaded.language !== undefined ? { variantLanguage: loaded.language } : {}) };
  const parsed = parseRecord(text, loaded.value, { file: displayName });
  return { ok: true, path, text, variant: loaded.value, ...parsed };
}

/**
 * The language of a record that cannot be read as a whole (not UTF-8, too large, a YAML error, a
 * second game appended), from its top-level lines (`headerLines`): its `language:`, else, where
 * no such line is there, the first language of the variant its `variant:` line names (loaded as
 * reading the record would load it), as a record read whole without a `language:` is said in;
 * undefined where the lines say neither (or the variant cannot be loaded).
 */
async function unreadLanguage(text: string, path: string, loadVariant: VariantLoader): Promise<string | undefined> {
  const lines = headerLines(text);
  if (lines.language !== undefined) return lines.language;
  // A `language:` line of another shape (`language: [ru`) says otherwise: not guessed from the variant.
  if (lines.variant === undefined || /^language\s*:/mu.test(text)) return undefined;
  const loaded = await loadVariant(lines.variant, dirname(resolve(path))).catch(() => undefined);
  return loaded?.ok === true ? loaded.value.languages[0] : undefined;
}

/**
 * Problems loading the variant a record names, as the user can find them: a problem with no file
 * of its own (no such template or file) at the record's `variant:` line; a problem inside a
 * variant file named by a relative path, under that file's path as seen from where the record's
 * own name is (`games/my.yaml`, not `./my.yaml`, for the record `games/g.yaml`).
 */
function placeVariantProblems(diagnostics: readonly Diagnostic[], head: RecordHeader, displayName: string): Diagnostic[] {
  const ref = head.variant ?? '';
  const variantFile = isAbsolute(ref) ? ref : join(dirname(displayName), ref);
  return diagnostics.map((d) => {
    if (d.file === undefined) return { ...d, file: displayName, ...(head.variantAt ?? {}) };
    if (d.file === ref && !isAbsolute(ref)) return { ...d, file: variantFile };
    return d;
  });
}
