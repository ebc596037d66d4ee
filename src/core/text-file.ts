/**
 * Text files as salvo reads them: UTF-8, or an error that says where the first byte that is not
 * UTF-8 sits. A file saved by an editor in Windows-1250 (Polish) or Windows-1251 (Russian) would
 * otherwise be read with its letters replaced, and ship names and words silently garbled.
 *
 * @example
 *   const r = decodeText(await readFile('my.yaml'), 'my.yaml');
 *   if ('diagnostic' in r) throw new SalvoError(r.diagnostic);
 */
import type { Diagnostic } from './diagnostics.js';

const strict = new TextDecoder('utf-8', { fatal: true });

/** `%PDF-`: how every PDF starts. */
const PDF_HEAD: readonly number[] = [0x25, 0x50, 0x44, 0x46, 0x2d];

/** Length of the valid UTF-8 prefix of `bytes` (the offset of the first bad byte; `bytes.length` if none). */
function validPrefix(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    const n = b < 0x80 ? 0 : b >= 0xc2 && b < 0xe0 ? 1 : b >= 0xe0 && b < 0xf0 ? 2 : b >= 0xf0 && b < 0xf5 ? 3 : -1;
    if (n < 0 || (n > 0 && i + n >= bytes.length)) return i;
    for (let k = 1; k <= n; k++) if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80) return i;
    i += n + 1;
  }
  return i;
}

/**
 * Do the bytes from `at` (the first that is not UTF-8) to the end begin a character of UTF-8 that
 * the file does not finish: a lead byte, and only its continuation bytes after it, too few?
 */
function endsInsideCharacter(bytes: Uint8Array, at: number): boolean {
  const b = bytes[at]!;
  const n = b >= 0xc2 && b < 0xe0 ? 1 : b >= 0xe0 && b < 0xf0 ? 2 : b >= 0xf0 && b < 0xf5 ? 3 : 0;
  if (n === 0 || at + n < bytes.length) return false;
  for (let k = at + 1; k < bytes.length; k++) if ((bytes[k]! & 0xc0) !== 0x80) return false;
  return true;
}

/** Decode `bytes` as UTF-8 (a leading byte-order mark dropped), or say where it is not. */
export function decodeText(bytes: Uint8Array, file: string): { readonly text: string } | { readonly diagnostic: Diagnostic } {
  // A PDF (the pad `salvo pad` printed, given where its record was meant), where it is no text:
  // said so, where its bytes were said as a text saved as UTF-16 or in a code page.
  const pdf = PDF_HEAD.every((b, i) => bytes[i] === b);
  // UTF-16 (what Windows Notepad calls "Unicode"): its byte-order mark, or the NUL bytes of its
  // Latin letters, which UTF-8 would read as text (a NUL before every letter, then "not a record").
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  const nul = utf16 ? 0 : bytes.indexOf(0);
  if (pdf && nul >= 0) return { diagnostic: pdfDiagnostic(file) };
  if (nul >= 0) {
    const { line, column } = placeOf(bytes, utf16 || nul < 2 ? 0 : nul);
    return {
      diagnostic: {
        severity: 'error',
        code: 'not-utf8',
        message: utf16 || nul < 2 ? 'the file is not UTF-8 text: it is UTF-16 (saved as "Unicode" in Windows Notepad?)' : 'the file is not UTF-8 text: it holds a NUL byte (0x00), which no text has (not a text file, or one saved as UTF-16, "Unicode" in Windows Notepad?)',
        suggestion: 'save the file as UTF-8 in your editor',
        file,
        line,
        column,
        parts: { kind: utf16 || nul < 2 ? 'utf16' : 'nul' },
      },
    };
  }
  try {
    const text = strict.decode(bytes);
    return { text: text.startsWith('\uFEFF') ? text.slice(1) : text };
  } catch {
    if (pdf) return { diagnostic: pdfDiagnostic(file) };
    const at = Math.min(validPrefix(bytes), bytes.length - 1);
    const before = new TextDecoder('utf-8').decode(bytes.subarray(0, at)).replace(/^\uFEFF/u, '');
    const lines = before.split('\n');
    const line = lines.length;
    const column = [...lines[lines.length - 1]!].length + 1;
    const hex = (bytes[at] ?? 0).toString(16).toUpperCase().padStart(2, '0');
    if (endsInsideCharacter(bytes, at)) {
      // The file stops inside a letter (cut off as it was copied or saved): no other encoding to blame.
      return {
        diagnostic: {
          severity: 'error',
          code: 'not-utf8',
          message: `the file ends inside a character: byte 0x${hex} at its end begins one the file does not finish (cut off as it was saved or copied?)`,
          suggestion: 'copy the whole file again, or write the end of its last line anew',
          file,
          line,
          column,
          parts: { kind: 'cut', byte: hex },
        },
      };
    }
    return {
      diagnostic: {
        severity: 'error',
        code: 'not-utf8',
        message: `the file is not UTF-8 text: byte 0x${hex} cannot be read (a file saved as Windows-1250 or Windows-1251?)`,
        suggestion: 'save the file as UTF-8 in your editor',
        file,
        line,
        column,
        parts: { kind: 'byte', byte: hex },
      },
    };
  }
}

/** A PDF given for a text file. */
function pdfDiagnostic(file: string): Diagnostic {
  return {
    severity: 'error',
    code: 'not-utf8',
    message: 'the file is a PDF (a pad salvo printed?), not a text file: records, fleet layouts and variants are YAML text',
    suggestion: 'give the path of the .yaml file',
    file,
    line: 1,
    column: 1,
    parts: { kind: 'pdf' },
  };
}

/** The line and column (1-based, in characters) of the byte at `at`, from the valid text before it. */
function placeOf(bytes: Uint8Array, at: number): { line: number; column: number } {
  const before = new TextDecoder('utf-8').decode(bytes.subarray(0, Math.min(validPrefix(bytes), at))).replace(/^\uFEFF/u, '');
  const lines = before.split('\n');
  return { line: lines.length, column: [...lines[lines.length - 1]!].length + 1 };
}
