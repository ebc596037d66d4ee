/**
 * The evidence the rules define from a game's turns (and a record line edited), for the
 * brute-force comparisons of `infer` on whole games (example-variants-cli, random-games-cli): computed here from the turns, not by
 * src/inference/from-record.ts, which is what those tests check.
 */
import type { Evidence, EvidenceSalvo, OwnSalvoSize } from '../../src/inference/evidence.js';
import type { TurnInput } from '../../src/rules/types.js';
import type { Variant } from '../../src/variant/model.js';

/**
 * The evidence against `target` as the rules define it, from the game's turns: the salvos fired
 * at it with their true announcements, and the size of each of its own salvos (owed at least, where
 * the shot limit or the board may have cut it short). `upTo`: the turns read (from the first).
 */
export function evidenceOf(variant: Variant, turns: readonly TurnInput[], target: string, upTo: number): Evidence {
  const salvos: EvidenceSalvo[] = [];
  const own: OwnSalvoSize[] = [];
  const N = variant.board.rows * variant.board.columns;
  const mine = new Set<number>();
  let fired = 0;
  for (const t of turns.slice(0, upTo)) {
    if (t.side !== target) {
      salvos.push({ cells: t.cells, announcement: t.announcement });
      continue;
    }
    const open = N - mine.size;
    fired += t.cells.length;
    for (const c of t.cells) mine.add(c);
    if (variant.turns.salvo.kind === 'constant') continue;
    const limit = variant.turns.shotLimit;
    const limited = (limit !== null && fired >= limit) || t.cells.length >= open;
    own.push({ afterSalvo: salvos.length, shots: t.cells.length, ...(limited ? { limited: true } : {}) });
  }
  return { salvos, ownSalvoSizes: own };
}

/** The 0-based place in `turns` of `side`'s n-th salvo (1-based). */
export function indexOfNth(turns: readonly TurnInput[], side: string, n: number): number {
  let k = 0;
  for (const [i, t] of turns.entries()) if (t.side === side && ++k === n) return i;
  throw new Error(`${side} has no salvo ${n}`);
}

/** A record's text with the `k`-th salvo line (0-based) changed by `edit`. */
export function editLine(text: string, k: number, edit: (line: string) => string): string {
  const lines = text.split('\n');
  const first = lines.indexOf('salvos:') + 1;
  const at = lines.findIndex((l, i) => i >= first && l.startsWith('  - ') && --k < 0);
  lines[at] = edit(lines[at]!);
  return lines.join('\n');
}
