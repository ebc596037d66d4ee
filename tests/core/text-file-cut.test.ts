/**
 * A file that ends inside a character (cut off as it was copied or saved: `head -c`, a full disk, a
 * transfer broken off) is said so, at its place, in the record's language, with what to do: before,
 * it was blamed on a Windows encoding ("byte 0xD0 cannot be read (a file saved as Windows-1250 or
 * Windows-1251?)"), and the user told to save it as UTF-8, which it already was. A bad byte in the
 * middle, or one that begins no character, is still blamed on the encoding.
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, type Diagnostic } from '../../src/core/diagnostics.js';
import { decodeText } from '../../src/core/text-file.js';
import { readingDiagnostic } from '../../src/record/reading-text.js';

function notUtf8(bytes: readonly number[]): Diagnostic {
  const r = decodeText(Uint8Array.from(bytes), 'g.yaml');
  if (!('diagnostic' in r)) throw new Error('read as UTF-8');
  return r.diagnostic;
}

const head = [...Buffer.from('variant: morskoy-boy\nsalvos:\n  - первый: ', 'utf8')];
// "К" is 0xD0 0x9A; "З" 0xD0 0x97; "€" 0xE2 0x82 0xAC; "🚢" 0xF0 0x9F 0x9A 0xA2.

describe('a file that ends inside a character', () => {
  it('is said to be cut off, at the place of its last character, in English, Russian and Polish', () => {
    const d = notUtf8([...head, 0xd0]);
    expect(formatDiagnostic(d)).toBe(
      'g.yaml:3:13: error not-utf8: the file ends inside a character: byte 0xD0 at its end begins one the file does not finish (cut off as it was saved or copied?) (copy the whole file again, or write the end of its last line anew)',
    );
    expect(readingDiagnostic(d, 'ru')).toMatchObject({
      message: 'файл обрывается посреди знака: байт 0xD0 в его конце начинает знак, которого файл не дописывает (файл обрезан при сохранении или копировании?)',
      suggestion: 'скопируйте файл заново целиком или допишите конец его последней строки',
    });
    expect(readingDiagnostic(d, 'pl')).toMatchObject({
      message: 'plik urywa się w środku znaku: bajt 0xD0 na jego końcu zaczyna znak, którego plik nie kończy (plik ucięty przy zapisie albo kopiowaniu?)',
      suggestion: 'skopiuj cały plik jeszcze raz albo dopisz koniec jego ostatniego wiersza',
    });
  });

  it('a character of three or four bytes cut after any of them', () => {
    for (const cut of [[0xe2], [0xe2, 0x82], [0xf0], [0xf0, 0x9f], [0xf0, 0x9f, 0x9a]]) {
      const d = notUtf8([...head, 0xd0, 0x9a, ...cut]);
      expect(d.parts, cut.join(' ')).toMatchObject({ kind: 'cut' });
      expect(d, cut.join(' ')).toMatchObject({ line: 3, column: 14 });
    }
  });

  it('a bad byte before the end, or one that begins no character, is still blamed on the encoding', () => {
    // Windows-1251 "К" (0xCA) then a newline; a lead byte followed by a letter, not its continuation; a lone continuation byte at the end.
    for (const bytes of [[...head, 0xca, 0x0a], [...head, 0xd0, 0x41], [...head, 0x9a], [...head, 0xd0, 0x9a, 0x0a, 0xe2, 0x41]]) {
      const d = notUtf8(bytes);
      expect(d.parts, bytes.slice(-2).join(' ')).toMatchObject({ kind: 'byte' });
      expect(d.message).toContain('Windows-1250 or Windows-1251');
    }
  });
});
