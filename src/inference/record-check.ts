/**
 * The referee's last check: announcements that no legal fleet could have produced. For each side
 * whose fleet the record does not reveal (a revealed fleet is checked directly by the referee),
 * the evidence against it is tested for consistency; when none fits, a breach names the first
 * salvo after which no legal fleet fits and a smallest set of announcements that conflict.
 *
 * @example
 *   impossibleAnnouncements(record, variant, sources, { budgetMs: 10_000 })
 *   // [{ code: 'announcements-impossible', salvo: 12, side: 'red', message: '…' }]
 */
import { SALVO_SIZE_CODES, unreadableLeavesUnjudged, type Breach } from '../record/referee.js';
import { recordSideOf, replayRecord, variantSideOf } from '../record/game.js';
import type { GameRecord, RecordSources } from '../record/model.js';
import type { Variant } from '../variant/model.js';
import { firstImpossible } from './consistency.js';
import { indexedEvidence, type Unjudged } from './from-record.js';
import { BudgetExceeded, WorkMeter } from './work.js';

/**
 * Breaches for announcements no legal fleet could have produced; sides whose check would take
 * more work than `budgetMs` (milliseconds of the reference machine: work.ts) are left out (and
 * listed in `skipped`).
 */
export function impossibleAnnouncements(
  record: GameRecord,
  variant: Variant,
  sources?: RecordSources,
  opts: { budgetMs?: number } = {},
): { breaches: Breach[]; skipped: string[] } {
  const breaches: Breach[] = [];
  const skipped: string[] = [];
  const revealed = new Set(Object.keys(record.fleets).map((s) => variantSideOf(record, variant, s)));
  const unjudged = unjudgedSalvos(record, variant, sources);
  for (const side of variant.turns.sides) {
    if (revealed.has(side.id)) continue;
    const name = recordSideOf(record, variant, side.id);
    const { evidence, salvoAt, ownAt } = indexedEvidence(variant, record, side.id, undefined, unjudged);
    try {
      const bad = firstImpossible(variant, evidence, opts.budgetMs !== undefined ? { work: WorkMeter.ms(opts.budgetMs) } : {});
      if (bad === null) continue;
      const where = bad.salvo >= 0 ? salvoAt[bad.salvo]! : (ownAt[bad.ownSalvoSizes[0] ?? 0] ?? 0);
      // Salvo numbers as the record's text counts them (as the referee's other breaches do).
      const number = (at: number): number => sources?.salvos[at]?.item ?? at + 1;
      const list = [...bad.conflict.map((i) => salvoAt[i]!), ...bad.ownSalvoSizes.map((i) => ownAt[i]!)].sort((a, b) => a - b).map(number);
      const pos = sources?.salvos[where]?.at;
      breaches.push({
        code: 'announcements-impossible',
        rule: 'announcements a legal fleet could have produced',
        message: `no legal fleet of ${name} fits the announcements after salvo ${number(where)}; these conflict: salvo${list.length === 1 ? '' : 's'} ${list.join(', ')}`,
        salvo: number(where),
        side: name,
        suggestion: 'check the announcements of the salvos listed',
        ...(sources?.file !== undefined ? { file: sources.file } : {}),
        ...(pos ? { line: pos.line, column: pos.column } : {}),
      });
    } catch (e) {
      if (!(e instanceof BudgetExceeded)) throw e;
      skipped.push(name);
    }
  }
  return { breaches, skipped };
}

/**
 * What the record cannot be taken at its word for, as evidence about a fleet: what a salvo with
 * a cell that could not be read leaves unjudged (as the referee has it), and the size of a salvo
 * the referee already finds wrong (a breach of its own, not a sign that the announcements are
 * impossible).
 */
function unjudgedSalvos(record: GameRecord, variant: Variant, sources: RecordSources | undefined): Unjudged {
  const sizes = new Set<number>();
  const announcements = new Set<number>();
  sources?.salvos.forEach((src, at) => {
    const lost = unreadableLeavesUnjudged(variant, src);
    if (lost.size) sizes.add(at);
    if (lost.announcement) announcements.add(at);
  });
  for (const v of replayRecord(record, variant).violations) if (SALVO_SIZE_CODES.has(v.code)) sizes.add(v.turn);
  return { sizes, announcements };
}
