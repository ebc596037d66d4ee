/**
 * An id written as a name (`id: Big Ship`, `Patrol_Boat`) is told the id it makes (`write
 * big-ship`), in English, Russian and Polish; one in other letters keeps the plain advice.
 */
import { describe, expect, it } from 'vitest';
import { issueSaid } from '../../src/variant/issue-text.js';
import { readVariantText } from '../../src/variant/parse.js';

const WORDS = 'words:\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }';
function badId(id: string) {
  const r = readVariantText(['id: t', 'languages: [en]', 'name: T', `fleet: [{ id: ${id}, name: A, size: 2 }]`, WORDS].join('\n'), 'v.yaml');
  const d = r.ok ? undefined : r.diagnostics.find((x) => x.code === 'bad-id');
  expect(d).toBeDefined();
  return d!;
}

describe('an id written as a name', () => {
  it('is told the id it makes, which reads', () => {
    const d = badId('Big Ship');
    expect(d.suggestion).toBe('write big-ship: lower-case letters a-z, digits and hyphens');
    expect(readVariantText(['id: t', 'languages: [en]', 'name: T', 'fleet: [{ id: big-ship, name: A, size: 2 }]', WORDS].join('\n'), 'v.yaml').ok).toBe(true);
    expect(badId('Patrol_Boat').suggestion).toBe('write patrol-boat: lower-case letters a-z, digits and hyphens');
    expect(badId('"  Destroyer 2 "').suggestion).toBe('write destroyer-2: lower-case letters a-z, digits and hyphens');
  });

  it('in Russian and Polish', () => {
    const d = badId('Big Ship');
    expect(issueSaid(d.code, d.parts, 'ru')?.suggestion).toBe('напишите big-ship: строчные латинские буквы a-z, цифры и дефисы');
    expect(issueSaid(d.code, d.parts, 'pl')?.suggestion).toBe('napisz big-ship: małe litery łacińskie a-z, cyfry i łączniki');
  });

  it('an id in other letters, or of no letters, keeps the plain advice', () => {
    const plain = 'use lower-case letters a-z, digits and hyphens, at most 40 characters, e.g. my-variant';
    expect(badId('Крейсер').suggestion).toBe(plain);
    expect(badId('"-"').suggestion).toBe(plain);
  });
});
