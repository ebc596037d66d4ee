/**
 * The expected information of a salvo, exactly: the entropy, in bits, of what the defender will
 * announce for it, over the layouts consistent with the evidence (a uniform prior). Each
 * announcement the report model allows is counted with the engine (the evidence plus the salvo
 * so announced); the counts must add up to the layouts before it, or the answer is withheld.
 * Summing each shot's own entropy (the quick estimate) misreads a whole-salvo report, which never
 * says which shot hit: in a 5×5 Jutland position it gave 3.77 bits where the announcement could
 * tell 1.48 at most.
 *
 * @example
 *   salvoInformation(jutland, evidence, [12, 34, 56], { budgetMs: 5000 }) // { bits: 1.21, outcomes: 7, layouts: 1786n }
 */
import { canonicalHit, type Announcement, type SalvoHit, type ShotReport } from '../rules/announcement.js';
import { namesClass } from '../rules/announce.js';
import type { Variant } from '../variant/model.js';
import { infer } from './engine.js';
import type { Evidence } from './evidence.js';

export interface SalvoInformation {
  /** Expected information, in bits (the entropy of the announcement). */
  readonly bits: number;
  /** Announcements that could be made (those no consistent layout gives are counted as none). */
  readonly outcomes: number;
  /** Consistent layouts before the salvo. */
  readonly layouts: bigint;
}

/** Announcements of a salvo of `shots` the variant's report can make, or null when too many or of a model not listed here. */
export function possibleAnnouncements(variant: Variant, shots: number, max: number): Announcement[] | null {
  const r = variant.report;
  if (r.timing === 'per-salvo') {
    // By ship: the ships' numbers are more kinds of answer than listed here.
    if (r.by !== 'class') return null;
    const out: Announcement[] = [];
    const classes = variant.fleet;
    const go = (k: number, left: number, hits: SalvoHit[]): boolean => {
      if (k === classes.length) {
        out.push({ kind: 'per-salvo', hits: [...hits] });
        return out.length <= max;
      }
      const c = classes[k]!;
      const most = r.counts ? Math.min(left, c.count * (c.kind === 'straight' ? c.size : c.shape.length)) : Math.min(left, 1);
      for (let n = 0; n <= most; n++) {
        if (n === 0) {
          if (!go(k + 1, left, hits)) return false;
          continue;
        }
        const hit: SalvoHit = r.counts ? { classId: c.id, count: n } : { classId: c.id };
        if (!go(k + 1, left - n, [...hits, hit])) return false;
        // Where sinking is announced, a class hit may also be a class sunk by the salvo: one ship of
        // it or more, up to its hits (as the rules say it: `canonicalHit`).
        if (r.sunk) {
          const sinkable = Math.min(r.counts ? n : left, c.count);
          for (let s = 1; s <= sinkable; s++) if (!go(k + 1, left - n, [...hits, canonicalHit({ ...hit, sunk: true, sunkShips: s }, c.count)])) return false;
        }
      }
      return true;
    };
    return go(0, shots, []) ? out : null;
  }
  // Per shot: each shot's possible reports, and every sequence of them.
  const one: ShotReport[] = [{ result: 'miss' }];
  for (const c of variant.fleet) {
    one.push(r.hitClass ? { result: 'hit', classId: c.id } : { result: 'hit' });
    if (r.sunk !== 'none') one.push(namesClass(r, 'sunk') ? { result: 'sunk', classId: c.id } : { result: 'sunk' });
  }
  const distinct = [...new Map(one.map((s) => [JSON.stringify(s), s])).values()];
  if (distinct.length ** shots > max) return null;
  let seqs: ShotReport[][] = [[]];
  for (let i = 0; i < shots; i++) seqs = seqs.flatMap((s) => distinct.map((d) => [...s, d]));
  return seqs.map((shots) => ({ kind: 'per-shot', shots }));
}

/**
 * The exact expected information of firing `cells` next (see the module note), or null when the
 * position or an announcement's count is out of reach within `budgetMs` (shared out among them),
 * the announcements are more than `maxOutcomes`, or their counts do not add up.
 */
export function salvoInformation(
  variant: Variant,
  evidence: Evidence,
  cells: readonly number[],
  opts: { readonly budgetMs: number; readonly maxOutcomes?: number; readonly layouts?: bigint; readonly check?: boolean; readonly onProgress?: (fraction: number) => void },
): SalvoInformation | null {
  if (cells.length === 0) return null;
  const outcomes = possibleAnnouncements(variant, cells.length, opts.maxOutcomes ?? 128);
  if (outcomes === null) return null;
  const share = Math.max(1, Math.floor(opts.budgetMs / (outcomes.length + 1)));
  // The layouts before the salvo: given (the caller's exact count), or counted here.
  let layouts = opts.layouts;
  if (layouts === undefined) {
    const before = infer(variant, evidence, { budgetMs: share, sample: false });
    if (!before.exact) return null;
    layouts = before.count;
  }
  if (layouts <= 0n) return null;
  // The first announcement ("no hits", every shot a miss) is what the others leave, unless `check`
  // counts it too, to see that the announcements listed are all there are.
  // Per-shot reports naming the class hit are checked always: whether their "sunk" names it too
  // is the variant's to say, and an answer missing from the list must not pass for "no hits".
  const check = opts.check === true || (variant.report.timing === 'per-shot' && variant.report.hitClass);
  const counted = check ? outcomes : outcomes.slice(1);
  const counts: bigint[] = [];
  for (const [i, announcement] of counted.entries()) {
    const r = infer(variant, { ...evidence, salvos: [...evidence.salvos, { cells, announcement }] }, { budgetMs: share, sample: false });
    if (!r.exact) return null;
    counts.push(r.count);
    opts.onProgress?.((i + 1) / counted.length);
  }
  const sum = counts.reduce((a, b) => a + b, 0n);
  if (check ? sum !== layouts : sum > layouts) return null;
  if (!check) counts.push(layouts - sum);
  const total = Number(layouts);
  let bits = 0;
  let made = 0;
  for (const n of counts) {
    if (n === 0n) continue;
    made++;
    const p = Number(n) / total;
    bits -= p * Math.log2(p);
  }
  return { bits: Math.max(0, bits), outcomes: made, layouts };
}
