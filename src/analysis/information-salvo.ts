/**
 * The salvo for goal `information`, weighed as a whole: the information of the joint answer the
 * salvo gets (what the variant announces for it, src/inference/information.ts), chosen greedily
 * shot by shot, each next shot the one that makes the joint answer tell the most given the shots
 * already chosen. Each shot's own information summed misjudges a salvo whose shots mostly land
 * on the same ship: in Perelman's game after 12 salvos, к5 and к9 tell 0.99 bits each alone and
 * together only 1.00 bits, as both mostly hit the same hospital ship.
 *
 * The candidates are the cells whose own whole answer tells the most (./shot-answer.ts: a sinking
 * too, where the report tells it). Ranked by the class hit alone before: on a 7×7 board, ships of
 * 3, 2, 2, two shots a salvo answered miss/hit/sunk with the class, 1304 positions of 120 seeded
 * games, the salvo chosen told 0.027 ± 0.003 bits more (better at 108, worse at 2 by at most 0.04);
 * the shots to sink the fleet, 200 seeded games, 23.61 against 23.60 (paired difference 0.01 ± 0.12).
 *
 * @example
 *   const s = informationSalvo(variant, evidence, posterior, fired, 2, { budgetMs: 5000 });
 *   s?.cells // [45, 62]; s?.info.bits // the exact entropy of the salvo's announcement
 */
import { possibleAnnouncements, salvoInformation, type SalvoInformation } from '../inference/information.js';
import type { Evidence } from '../inference/evidence.js';
import type { Variant } from '../variant/model.js';
import { outcomeEntropy, rankCells } from './advice.js';
import type { Posterior } from './posterior.js';
import { shotAnswers } from './shot-answer.js';

/** Values closer than this are ties, kept in the candidates' order (the first one wins). */
const TIE = 1e-12;

/** Cells weighed at each shot by default: the most informative alone (the joint count costs an engine run per answer). */
export const INFORMATION_CANDIDATES = 12;

/**
 * A shot's own information where its whole answer cannot be told (./shot-answer.ts): the entropy
 * of its cell's answer where the answer may name the class hit (per shot with the class, or a
 * whole-salvo report by class), else of hit or miss. Only ranks the candidates.
 */
function ownEntropy(variant: Variant, posterior: Posterior, cell: number): number {
  const r = variant.report;
  const namesClass = r.timing === 'per-shot' ? r.hitClass : r.by === 'class';
  if (namesClass) return outcomeEntropy(posterior, cell);
  const p = posterior.marginal[cell] ?? 0;
  if (p <= 0 || p >= 1) return 0;
  return -(p * Math.log2(p) + (1 - p) * Math.log2(1 - p));
}

/**
 * The greedy whole-salvo choice (see the module note) of `shots` cells not in `fired`, among the
 * `candidates` cells whose own answer tells the most (its whole answer, sinking too, where the
 * posterior has every class's placements) (all cells with any information where
 * `candidates` is Infinity), with the exact information of the salvo chosen; null where the
 * posterior is not exact, fewer cells than `shots` tell anything, the variant's announcements are too many to count, or any count is out
 * of reach within `budgetMs` (each salvo weighed gets it): the caller then chooses as before.
 * `onProgress` is told the share of salvos weighed. Same input, same cells: ties go to the
 * candidate ranked first (by own information, then board order).
 */
export function informationSalvo(
  variant: Variant,
  evidence: Evidence,
  posterior: Posterior,
  fired: ReadonlySet<number>,
  shots: number,
  opts: { readonly budgetMs: number; readonly candidates?: number; readonly onProgress?: (fraction: number) => void },
): { cells: number[]; info: SalvoInformation } | null {
  if (!posterior.exact || posterior.count <= 0n || shots <= 0) return null;
  if (possibleAnnouncements(variant, shots, 128) === null) return null;
  // Ranked by each shot's whole answer (miss, hit, sunk, each with its class where told) where the
  // posterior tells it, else by the class hit alone.
  const answers = shotAnswers(variant, posterior, fired);
  const own = posterior.marginal.map((_, c) => answers?.[c]?.bits ?? ownEntropy(variant, posterior, c));
  const ranked = rankCells(posterior, fired, own).filter((c) => (own[c] ?? 0) > TIE);
  const pool = ranked.slice(0, Math.max(shots, opts.candidates ?? INFORMATION_CANDIDATES));
  // Fewer cells that tell anything than shots: chosen as before.
  if (pool.length < shots) return null;
  const take = shots;
  // Salvos to weigh: every candidate left at each shot.
  let total = 0;
  for (let k = 0; k < take; k++) total += pool.length - k;
  let weighed = 0;
  const cells: number[] = [];
  let best: SalvoInformation | null = null;
  for (let k = 0; k < take; k++) {
    let pick = -1;
    let pickInfo: SalvoInformation | null = null;
    for (const c of pool) {
      if (cells.includes(c)) continue;
      const info = salvoInformation(variant, evidence, [...cells, c], { budgetMs: opts.budgetMs, layouts: posterior.count });
      weighed++;
      opts.onProgress?.(weighed / total);
      if (info === null) return null;
      if (pickInfo === null || info.bits > pickInfo.bits + TIE) {
        pick = c;
        pickInfo = info;
      }
    }
    cells.push(pick);
    best = pickInfo;
  }
  return best === null ? null : { cells, info: best };
}
