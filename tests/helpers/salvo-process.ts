/**
 * Running salvo as a user runs it, a process of its own from the TypeScript sources (for tests that
 * send it a signal), and the early Statki 15×15 game such tests interrupt: long to work out.
 */
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const ROOT = resolve(import.meta.dirname, '..', '..');

/** tsx's loader, by its path: the command runs in a folder of its own, where `--import tsx` finds no tsx. */
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** node's arguments that run `salvo <args>` from the sources. */
export function salvoProcessArgs(args: readonly string[]): string[] {
  return ['--import', TSX, join(ROOT, 'src', 'cli', 'run.ts'), ...args];
}

/** The opening of examples/statki-15.yaml, no fleets revealed: Ala's first three shots, tomek to fire. */
export const EARLY_STATKI_15 = `variant: statki-15
language: pl
sides:
  ala: Ala
  tomek: Tomek
salvos:
  - ala: G10 -> trafiony
  - ala: G9 -> zatopiony
  - ala: M3 -> pudło
`;
