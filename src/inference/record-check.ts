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
import { SIZE_CODES } from '../record/try-reading.js';
import { cutOffAt, isCutShort, mayHaveHitUnread, readAsFired, refereeRecord, unreadableLeavesUnjudged, unreadCellsOf, type Breach } from '../record/referee.js';
import type { ParsedRecord } from '../record/parse.js';
import { recordSideOf, replayRecord, setupOf, variantSideOf, type ReplayOptions } from '../record/game.js';
import { sunkRepeatsRefuted } from './repeat-sunk.js';
import { owedShots } from '../rules/salvo-size.js';
import type { GameRecord, RecordedSalvo, RecordSources, SalvoSource } from '../record/model.js';
import type { Variant } from '../variant/model.js';
import { firstImpossible, isConsistent } from './consistency.js';
import { placementsOf } from '../core/placements.js';
import { columnOf, rowOf } from '../core/coords.js';
import { isLegalLayout } from '../core/layout.js';
import { indexedEvidence, type IndexedEvidence, type Unjudged } from './from-record.js';
import { BudgetExceeded, WorkMeter } from './work.js';
import { impossibilityReason, type ImpossibilityReason } from './impossibility-reason.js';
import { reasonAlone, reasonContext, reasonSentence, type RecordReason } from './impossibility-text.js';

/**
 * The referee's work for settling whether a side's announcements (and salvo sizes) fit some legal
 * fleet, in milliseconds of the reference machine (work.ts): `salvo check`'s, and what finds a
 * size no such fleet is owed wherever the shots owed are told.
 */
export const REFEREE_BUDGET_MS = 5_000;

/** Where announcements stop fitting any legal fleet, in the record's salvo numbers (`conflictAgainst`). */
export interface Conflict {
  /** The first salvo after which no legal fleet fits. */
  readonly after: number;
  /** A minimal set of salvos whose announcements conflict, increasing. */
  readonly salvos: readonly number[];
  /** 0-based position in the record of the salvo numbered `after`. */
  readonly at: number;
  /** When the fit was lost with the size of a salvo the side fired (`after`): its number of shots. */
  readonly shots?: number;
  /**
   * The set may not be the smallest: an announcement was kept in it because the announcements
   * without it fit only with the unread cell of this salvo read loosely (`Impossibility.looseSalvo`),
   * numbered as `after`.
   */
  readonly looseSalvo?: number;
  /**
   * The fit may have been lost before `after`, though not before this salvo (numbered as `after`):
   * shorter runs of the announcements were counted as fitting without being judged exactly
   * (`Impossibility.earliest`).
   */
  readonly earliest?: number;
  /**
   * The set may not be the smallest: the work budget ran out while narrowing it, an announcement
   * kept because the set without it was not judged (`Impossibility.narrowingCut`).
   */
  readonly narrowingCut?: true;
  /** Why, where the conflicting announcements prove a common kind of impossibility (salvos as 0-based places in the record). */
  readonly reason?: RecordReason;
}

/** A reason found in the evidence, with its salvos as places in the record (`salvoAt`). */
function inRecord(r: ImpossibilityReason, salvoAt: readonly number[]): RecordReason {
  const shot = (x: { salvo: number; cell: number }): { salvo: number; cell: number } => ({ salvo: salvoAt[x.salvo]!, cell: x.cell });
  switch (r.code) {
    case 'no-room':
      return { ...r, salvo: salvoAt[r.salvo]!, misses: r.misses.map(shot) };
    case 'hits-too-long':
    case 'hits-touch':
      return { ...r, hits: r.hits.map(shot) };
    case 'touches-sunk':
      return { ...r, hit: shot(r.hit), sunk: shot(r.sunk) };
    case 'hits-unsunk':
      return { ...r, hits: r.hits.map(shot), last: shot(r.last) };
    case 'hits-no-ship':
      return { ...r, hits: r.hits.map(shot), misses: r.misses.map(shot), touching: r.touching.map(shot) };
    case 'hit-refired':
      return { ...r, hit: shot(r.hit), first: shot(r.first) };
    case 'sunk-too-often':
      return { ...r, sunk: shot(r.sunk), before: r.before.map(shot) };
    case 'unread-none':
      return { ...r, salvo: salvoAt[r.salvo]!, last: salvoAt[r.last]! };
    default:
      return { ...r, salvo: salvoAt[r.salvo]! };
  }
}

/**
 * Where the announcements against `side` (up to `after` salvos at it, or the record's salvos
 * before `until`, all by default) stop
 * fitting any legal fleet, numbered as the record's text numbers its salvos (`sources`, else
 * positions + 1); null when some fleet fits. Throws `BudgetExceeded` past `work`.
 */
export function conflictAgainst(
  variant: Variant,
  record: Pick<GameRecord, 'salvos' | 'sides'>,
  side: string,
  opts: { readonly sources?: RecordSources; readonly after?: number; readonly until?: number; readonly unjudged?: Unjudged; readonly work?: WorkMeter; readonly onLoose?: (at: number) => void } = {},
): Conflict | null {
  const { evidence, salvoAt, ownAt } = indexedEvidence(variant, record, side, opts);
  // Some fleet fits with an unread cell read loosely (`ConsistencyOptions.onLoose`): told with the cell's salvo, a place in the record.
  const onLoose = opts.onLoose === undefined ? {} : { onLoose: (s: number) => opts.onLoose!(salvoAt[s]!) };
  const bad = firstImpossible(variant, evidence, { ...(opts.work !== undefined ? { work: opts.work } : {}), ...onLoose });
  if (bad === null) return null;
  const number = (at: number): number => opts.sources?.salvos[at]?.item ?? at + 1;
  // Where the fit was lost: with a salvo's announcement, or with the size of one the target fired.
  const at = bad.ownSize !== undefined ? ownAt[bad.ownSize]! : bad.salvo >= 0 ? salvoAt[bad.salvo]! : (ownAt[bad.ownSalvoSizes[0] ?? 0] ?? 0);
  const salvos = [...bad.conflict.map((i) => salvoAt[i]!), ...bad.ownSalvoSizes.map((i) => ownAt[i]!)].sort((a, b) => a - b).map(number);
  const shots = bad.ownSize !== undefined ? evidence.ownSalvoSizes?.[bad.ownSize]?.shots : undefined;
  // Why, where the announcements alone say it (a size owed is a matter of the whole fleet: none).
  // Said by the conflicting announcements alone where they show it, else by every announcement up
  // to the salvo after which none fits (a proof all the same, if not the shortest).
  const upTo = Array.from({ length: bad.salvo + 1 }, (_, i) => i);
  // No reading of an unread cell fits, where the cell read as any cell fired again would.
  const unread: ImpossibilityReason | null = bad.unread !== undefined ? { code: 'unread-none', ...bad.unread } : null;
  const why = unread ?? (shots === undefined && bad.ownSalvoSizes.length === 0 ? (impossibilityReason(variant, evidence, bad.conflict) ?? impossibilityReason(variant, evidence, upTo)) : null);
  return { after: number(at), salvos, at, ...(shots !== undefined ? { shots } : {}), ...(bad.looseSalvo !== undefined ? { looseSalvo: number(salvoAt[bad.looseSalvo]!) } : {}), ...(bad.earliest !== undefined ? { earliest: number(salvoAt[bad.earliest]!) } : {}), ...(bad.narrowingCut ? { narrowingCut: true as const } : {}), ...(why !== null ? { reason: inRecord(why, salvoAt) } : {}) };
}

/**
 * "no legal fleet of red fits the announcements after salvo 7; these conflict: salvos 3, 7", or
 * where the fit is lost with the size of a salvo the side fired: "red fired 2 shots in salvo 4,
 * which no legal fleet of red fitting the announcements is owed; these conflict: salvos 1, 4".
 */
export function conflictMessage(sideName: string, c: Pick<Conflict, 'after' | 'salvos' | 'shots' | 'looseSalvo' | 'earliest' | 'narrowingCut'>, why?: string, alone?: { readonly line?: number }): string {
  // The one salvo's announcement is what no legal fleet fits, and the reason speaks of it alone: named
  // once; the fit may still have been lost earlier, shorter runs not all judged exactly (`earliest`).
  if (alone !== undefined && why !== undefined && c.shots === undefined) {
    const before = c.earliest === undefined ? '' : `; perhaps none fits the announcements already after salvo ${c.earliest}: not every announcement before salvo ${c.after} was judged exactly`;
    return `no legal fleet of ${sideName} fits the announcement of salvo ${c.after}${alone.line !== undefined ? ` (line ${alone.line})` : ''}: ${why}${before}`;
  }
  // Kept where the set without it fits only with an unread cell read loosely: perhaps more than needed.
  // Or where the budget ran out while narrowing it: an announcement kept undecided.
  const smaller = c.looseSalvo === undefined ? undefined : `smaller ones were judged with the unread cell of salvo ${c.looseSalvo} read loosely`;
  const cut = c.narrowingCut === true ? 'narrowing it down was not finished within the budget of work' : undefined;
  const loose = smaller === undefined && cut === undefined ? '' : `; perhaps not the smallest such set: ${[smaller, cut].filter((x) => x !== undefined).join(', and ')}`;
  const these = `these conflict: salvo${c.salvos.length === 1 ? '' : 's'} ${c.salvos.join(', ')}${why !== undefined ? `: ${why}` : ''}${loose}`;
  if (c.shots !== undefined) {
    return `${sideName} fired ${c.shots} shot${c.shots === 1 ? '' : 's'} in salvo ${c.after}, which no legal fleet of ${sideName} fitting the announcements is owed; ${these}`;
  }
  // Shorter runs counted as fitting without an exact judgment: the fit may have been lost earlier.
  const earliest = c.earliest === undefined ? '' : ` (perhaps already after salvo ${c.earliest}: not every announcement before salvo ${c.after} was judged exactly)`;
  return `no legal fleet of ${sideName} fits the announcements after salvo ${c.after}${earliest}; ${these}`;
}

/**
 * A conflict's reason in words, in each language the sentences are written in (none without a
 * reason). `alone`: after a head naming the one salvo it speaks of (`conflictAlone`).
 */
export function conflictSaid(
  record: Pick<GameRecord, 'salvos'>,
  variant: Variant,
  sources: RecordSources | undefined,
  c: Pick<Conflict, 'reason'>,
  alone = false,
): Record<string, string> | undefined {
  const reason = c.reason;
  return reason === undefined ? undefined : Object.fromEntries(['en', 'ru', 'pl'].map((l) => [l, reasonSentence(reason, reasonContext(record, variant, sources, l), alone)]));
}

/**
 * The conflict is one salvo's announcement, the one after which no legal fleet fits, and its
 * reason speaks of that salvo alone: the breach names it once (`salvo 6 (line 11)`), not as
 * `these conflict: salvo 6: salvo 6 (line 11) announced …`.
 */
export function conflictAlone(c: Pick<Conflict, 'after' | 'salvos' | 'shots' | 'reason' | 'at'>): boolean {
  return c.reason !== undefined && c.shots === undefined && c.salvos.length === 1 && c.salvos[0] === c.after && reasonAlone(c.reason, c.at);
}

/** The breach for a conflict found by `conflictAgainst` against `side` (check's, and suggest's refusal in the record's language). */
export function breachOfConflict(record: GameRecord, variant: Variant, c: Conflict, side: string, sources: RecordSources | undefined): Breach {
  const name = recordSideOf(record, variant, side);
  const pos = sources?.salvos[c.at]?.at;
  const alone = conflictAlone(c);
  const said = conflictSaid(record, variant, sources, c, alone);
  return {
    code: 'announcements-impossible',
    rule: 'announcements a legal fleet could have produced',
    message: conflictMessage(name, c, said?.en, alone ? { ...(pos ? { line: pos.line } : {}) } : undefined),
    salvo: c.after,
    side: name,
    conflict: c.salvos,
    ...(c.looseSalvo !== undefined && !alone ? { looseSalvo: c.looseSalvo } : {}),
    ...(c.earliest !== undefined && c.shots === undefined ? { earliest: c.earliest } : {}),
    ...(c.narrowingCut === true && !alone ? { narrowingCut: true as const } : {}),
    ...(alone ? { alone: true } : {}),
    reason: c.reason?.code ?? (c.shots !== undefined ? 'salvo-size' : 'conflict'),
    ...(c.shots !== undefined ? { firedShots: c.shots } : {}),
    ...(said !== undefined ? { said } : {}),
    suggestion: c.shots !== undefined ? `check the announcements of the salvos listed, and the number of shots in salvo ${c.after}` : alone ? `check the announcement of salvo ${c.after}` : 'check the announcements of the salvos listed',
    ...(sources?.file !== undefined ? { file: sources.file } : {}),
    ...(pos ? { line: pos.line, column: pos.column } : {}),
  };
}

/**
 * Breaches for announcements no legal fleet could have produced; sides whose check would take
 * more work than `budgetMs` (milliseconds of the reference machine: work.ts) are left out (and
 * listed in `skipped`). `sides` (variant side ids) limits the check to those fleets.
 * `impossibleSizes`: the salvos (0-based places in the record) whose size is where a side's fit
 * was lost: no legal fleet fitting the announcements is owed it. The referee's replay should not
 * learn from those sizes (`refereeRecord`'s `sizesNotEvidence`), nor the inference count them.
 * `impossibleAt`: the salvos (0-based places) whose announcement is where a side's fit was lost;
 * the referee's replay takes them as having hit anything (`announcementsNotEvidence`), so the
 * damage they claim does not set the target's later salvo sizes. `opts.sizesNotEvidence`: salvos
 * (0-based places) whose size tells nothing of the shooter's fleet (the target's salvos after a
 * salvo left out, `salvo-missing`, whose hits are not known).
 */
export function impossibleAnnouncements(
  record: GameRecord,
  variant: Variant,
  sources?: RecordSources,
  opts: { budgetMs?: number; sides?: readonly string[]; sizesNotEvidence?: ReadonlySet<number> } = {},
): ImpossibleAnnouncements {
  // The same question of an equal record (play asks it as a result is typed, as it saves, and at
  // its next prompt, each of a record of its own): answered once, while the answer is among the last few.
  const key = rememberedKey(record, variant, sources, opts);
  let known = remembered.get(variant);
  if (known === undefined) remembered.set(variant, (known = []));
  const limit = opts.budgetMs === undefined ? Infinity : WorkMeter.ms(opts.budgetMs).limit;
  const hit = known.find((r) => r.key === key && (r.budgetMs === opts.budgetMs || (r.result.skipped.length === 0 && r.spent <= limit)));
  if (hit !== undefined) return copied(hit.result);
  const { result, spent } = impossibleWork(record, variant, sources, opts);
  known.unshift({ key, budgetMs: opts.budgetMs, spent, result });
  known.length = Math.min(known.length, REMEMBERED);
  return copied(result);
}

/** `impossibleAnnouncements`' answer. */
export interface ImpossibleAnnouncements {
  breaches: Breach[];
  skipped: string[];
  impossibleSizes: Set<number>;
  impossibleAt: Set<number>;
  /**
   * Salvos (0-based places) at new cells and cells fired at before whose announcement fits a
   * fleet only read as naming again for the repeats the ships named before: so read, no breach.
   */
  namedAgainAt: Set<number>;
  /**
   * Sides (as the record names them) whose announcements were found to fit a legal fleet only with
   * an unread cell read loosely (`ConsistencyOptions.onLoose`: whether some reading of it fits was
   * past the work of listing them), and the salvo of that cell (a 0-based place in the record).
   */
  loose: { readonly side: string; readonly at: number }[];
}

/**
 * `impossibleAnnouncements`' answers remembered, per variant, the latest first: the question's key
 * (`rememberedKey`), the budget it was asked with, and the most work one side's check took (units
 * of work.ts; Infinity where no budget was kept). The work is the same at any budget up to where
 * it throws (a meter throws only past its limit), so an answer that skipped no side holds for any
 * budget at least what it took.
 */
const remembered = new WeakMap<Variant, { readonly key: string; readonly budgetMs: number | undefined; readonly spent: number; readonly result: ImpossibleAnnouncements }[]>();

/** How many answers `impossibleAnnouncements` keeps per variant. */
const REMEMBERED = 8;

/**
 * The question `impossibleAnnouncements` is asked, as text: the record, its sources, the sides
 * checked (in the variant's order, as they are checked) and the sizes told nothing, every
 * object's keys in order.
 */
function rememberedKey(record: GameRecord, variant: Variant, sources: RecordSources | undefined, opts: { sides?: readonly string[]; sizesNotEvidence?: ReadonlySet<number> }): string {
  const sizes = opts.sizesNotEvidence === undefined ? null : [...opts.sizesNotEvidence].sort((a, b) => a - b);
  const sides = variant.turns.sides.map((s) => s.id).filter((id) => opts.sides === undefined || opts.sides.includes(id));
  return JSON.stringify([record, sources ?? null, sides, sizes], (_k, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/** A remembered answer, its lists and sets the caller's own. */
function copied(r: ImpossibleAnnouncements): ImpossibleAnnouncements {
  return { breaches: [...r.breaches], skipped: [...r.skipped], impossibleSizes: new Set(r.impossibleSizes), impossibleAt: new Set(r.impossibleAt), namedAgainAt: new Set(r.namedAgainAt), loose: [...r.loose] };
}

/** `impossibleAnnouncements` worked out, with the most work one side's check took (Infinity with no budget). */
function impossibleWork(
  record: GameRecord,
  variant: Variant,
  sources: RecordSources | undefined,
  opts: { budgetMs?: number; sides?: readonly string[]; sizesNotEvidence?: ReadonlySet<number> },
): { result: ImpossibleAnnouncements; spent: number } {
  let spent = opts.budgetMs === undefined ? Infinity : 0;
  const breaches: Breach[] = [];
  const skipped: string[] = [];
  const impossibleSizes = new Set<number>();
  const impossibleAt = new Set<number>();
  const namedAgainAt = new Set<number>();
  const loose: { side: string; at: number }[] = [];
  const revealed = new Set(Object.keys(record.fleets).map((s) => variantSideOf(record, variant, s)));
  for (const side of variant.turns.sides) {
    if (revealed.has(side.id) || (opts.sides !== undefined && !opts.sides.includes(side.id))) continue;
    const work = opts.budgetMs !== undefined ? WorkMeter.ms(opts.budgetMs) : undefined;
    try {
      // A size no fleet fitting the announcements is owed is a breach of its own, not evidence:
      // left out, the rest is checked again, so that a second such size is found too (as `infer`
      // leaves each out). A conflict of announcements ends the side's check: what follows it
      // cannot be judged. An announcement the replay already finds inconsistent is that breach
      // alone: it is left out (its shots fired, with no announcement), so that it is neither
      // reported twice nor ends the check of the announcements after it.
      for (;;) {
        const unjudged = unjudgedSalvos(record, variant, sources, impossibleSizes, { inconsistent: true, namedAgain: namedAgainAt });
        // Sizes the caller knows tell nothing (after a salvo left out, whose damage is not known).
        const told = opts.sizesNotEvidence === undefined ? unjudged : { ...unjudged, sizes: new Set([...(unjudged.sizes ?? []), ...opts.sizesNotEvidence]) };
        let looseAt: number | undefined;
        const c = conflictAgainst(variant, record, side.id, {
          unjudged: told,
          ...(sources !== undefined ? { sources } : {}),
          ...(work !== undefined ? { work } : {}),
          onLoose: (at) => (looseAt = at),
        });
        if (c === null) {
          if (looseAt !== undefined) loose.push({ side: recordSideOf(record, variant, side.id), at: looseAt });
          break;
        }
        // A salvo at new cells and cells fired at before, its announcement naming a ship the
        // earlier salvos at those cells named: read as naming it again for the repeats, where so
        // read the fit is not lost with it. One slip, the repeat's (\`repeated-cell\`), not a second.
        if (c.shots === undefined && !namedAgainAt.has(c.at) && c.salvos.includes(c.after)) {
          const tried = new Set([...namedAgainAt, c.at]);
          const u2 = unjudgedSalvos(record, variant, sources, impossibleSizes, { inconsistent: true, namedAgain: tried });
          const told2 = opts.sizesNotEvidence === undefined ? u2 : { ...u2, sizes: new Set([...(u2.sizes ?? []), ...opts.sizesNotEvidence]) };
          const c2 = conflictAgainst(variant, record, side.id, { unjudged: told2, ...(sources !== undefined ? { sources } : {}), ...(work !== undefined ? { work } : {}) });
          if (c2 === null || c2.at > c.at) {
            namedAgainAt.add(c.at);
            continue;
          }
        }
        breaches.push(breachOfConflict(record, variant, c, side.id, sources));
        if (c.shots === undefined) impossibleAt.add(c.at);
        if (c.shots === undefined || impossibleSizes.has(c.at)) break;
        impossibleSizes.add(c.at);
      }
    } catch (e) {
      if (!(e instanceof BudgetExceeded)) throw e;
      skipped.push(recordSideOf(record, variant, side.id));
    }
    if (work !== undefined) spent = Math.max(spent, work.spent);
  }
  return { result: { breaches, skipped, impossibleSizes, impossibleAt, namedAgainAt, loose }, spent };
}

const sizesCache = new WeakMap<GameRecord, Map<string, { sizes: ReadonlySet<number>; announcements: ReadonlySet<number> }>>();

/**
 * The salvos (0-based places in the record) whose size no legal fleet fitting the announcements
 * is owed (`impossibleAnnouncements`'s `impossibleSizes`, within `REFEREE_BUDGET_MS`), of `side`
 * or of both sides; none where the salvo size never depends on the fleet. Kept per record object:
 * `record` and `play` ask again for the same record. Pass them as the replay's
 * `sizesNotEvidence`, so that the salvos after such a size are judged without it, and to
 * `refereedEvidence`, so that the inference leaves them out. `sources` (the record's text, when
 * at hand): what a cell that could not be read leaves unjudged is no evidence either.
 */
export function sizesTellingNothing(record: GameRecord, variant: Variant, side?: string, sources?: RecordSources): ReadonlySet<number> {
  return untrustedOf(record, variant, side, sources).sizes;
}

/**
 * How the referee replays `record` (as `salvo check` does): the sizes of `sizesTellingNothing`
 * tell nothing of the shooter's fleet, and an announcement after which no legal fleet fits tells
 * nothing of the target's (the salvo may have hit anything), so the salvos after either are
 * judged without them. Where the salvo size never depends on the fleet, nothing is left out.
 */
export function refereeReplayOptions(record: GameRecord, variant: Variant, sources?: RecordSources): { sizesNotEvidence: ReadonlySet<number>; announcementsNotEvidence: ReadonlySet<number> } {
  const u = untrustedOf(record, variant, undefined, sources);
  return { sizesNotEvidence: u.sizes, announcementsNotEvidence: u.announcements };
}

/**
 * How the referee judges `salvos` fired after `base`, as `salvo record` and `salvo play` judge a
 * salvo typed and as check judges it once written: `refereeReplayOptions` of `base`, and each new
 * repeat announced "sunk" that no legal fleet fitting the announcements before has in a ship sunk
 * before, judged as the false "sunk" it is (`sunkRepeatsRefuted`, repeat-sunk.ts). Only the new
 * salvos are settled; nothing is replayed where none of them is such a repeat.
 *
 * @example
 *   breachesOfSalvos(base, variant, [shot], newSalvosReplayOptions(base, variant, [shot])) // [[repeated-cell, announcement-inconsistent]]
 */
export function newSalvosReplayOptions(base: GameRecord, variant: Variant, salvos: readonly RecordedSalvo[]): ReplayOptions {
  const opts = refereeReplayOptions(base, variant);
  const withSalvos = { ...base, salvos: [...base.salvos, ...salvos] };
  const unjudged = (): Unjudged => unjudgedSalvos(withSalvos, variant, undefined, opts.sizesNotEvidence, { inconsistent: true });
  const notSunk = sunkRepeatsRefuted(variant, withSalvos, unjudged, WorkMeter.ms(REFEREE_BUDGET_MS), base.salvos.length);
  return notSunk.size > 0 ? { ...opts, sunkNotBefore: notSunk } : opts;
}

function untrustedOf(record: GameRecord, variant: Variant, side: string | undefined, sources: RecordSources | undefined): { sizes: ReadonlySet<number>; announcements: ReadonlySet<number> } {
  if (variant.turns.salvo.kind === 'constant') return { sizes: new Set(), announcements: new Set() };
  const sides = side === undefined ? variant.turns.sides.map((s) => s.id) : [variantSideOf(record, variant, side)];
  // Text that leaves nothing unjudged changes no size or announcement found here (only how the
  // breaches name salvos): the question is asked without it, as of the same record without its text.
  const inText = sources === undefined ? undefined : unjudgedInText(record, variant, sources);
  const told = inText !== undefined && (inText.sizes.size > 0 || inText.announcements.size > 0 || inText.unreadHits.size > 0 || inText.cutAt !== undefined) ? sources : undefined;
  const key = `${variant.id}|${sides.join(',')}|${told === undefined ? '' : 'sources'}`;
  let byKey = sizesCache.get(record);
  if (!byKey) sizesCache.set(record, (byKey = new Map()));
  const known = byKey.get(key);
  if (known) return known;
  const r = impossibleAnnouncements(record, variant, told, { budgetMs: REFEREE_BUDGET_MS, sides });
  const found = { sizes: r.impossibleSizes, announcements: r.impossibleAt };
  byKey.set(key, found);
  return found;
}

/**
 * What the record cannot be taken at its word for, as evidence about a fleet: what a salvo with
 * a cell that could not be read leaves unjudged (as the referee has it), and the size of a salvo
 * the referee already finds wrong, or fired after the game had ended (a breach of its own, not a
 * sign that the announcements are impossible). `impossibleSizes` (`impossibleAnnouncements`) are
 * left out too, and the referee's replay does not learn from them. `inconsistent`: also the
 * announcements the replay finds inconsistent (`announcement-inconsistent`, a breach of their own).
 */
export function unjudgedSalvos(
  record: GameRecord,
  variant: Variant,
  sources: RecordSources | undefined,
  impossibleSizes: ReadonlySet<number> = new Set(),
  opts: { readonly inconsistent?: boolean; readonly afterGap?: ReadonlySet<number>; readonly namedAgain?: ReadonlySet<number> } = {},
): Unjudged {
  const { sizes, announcements, ownReports, unreadHits, afterUnread, cutAt } = unjudgedInText(record, variant, sources);
  const wrongSizes = new Set<number>();
  const namedAgain = new Set<number>(opts.namedAgain ?? []);
  // A cell that could not be read (not off the board) was fired all the same, as the referee
  // replays it: a shot that may be new, so a whole salvo's report may count a hit for it.
  const unreadCells = unreadCellsOf(record, sources);
  for (const v of replayRecord(record, variant, { sizesNotEvidence: impossibleSizes, ...(unreadCells.size > 0 ? { unreadCells } : {}) }).violations) {
    if (isCutShort(v, cutAt)) {
      sizes.add(v.turn);
      continue;
    }
    if ((SIZE_CODES.has(v.code) || v.code === 'after-game-end') && !sizes.has(v.turn)) wrongSizes.add(v.turn);
    // New cells too, the ship named again for a repeat: the replay read it so (it fits no fleet else).
    if (v.code === 'repeated-cell' && v.readAsAnnouncement !== undefined) namedAgain.add(v.turn);
    if (opts.inconsistent && v.code === 'announcement-inconsistent') {
      announcements.add(v.turn);
      ownReports.delete(v.turn);
    }
  }
  for (const at of impossibleSizes) if (!sizes.has(at)) wrongSizes.add(at);
  for (const at of wrongSizes) sizes.add(at);
  const afterGap = opts.afterGap ?? new Set<number>();
  for (const at of afterGap) sizes.add(at);
  for (const at of [...afterUnread.keys()]) if (wrongSizes.has(at) || afterGap.has(at)) afterUnread.delete(at);
  return {
    sizes,
    wrongSizes,
    announcements,
    ...(ownReports.size > 0 ? { ownReports } : {}),
    ...(unreadHits.size > 0 ? { unreadHits } : {}),
    ...(afterGap.size > 0 ? { afterGap } : {}),
    ...(namedAgain.size > 0 ? { namedAgain } : {}),
    ...(afterUnread.size > 0 ? { afterUnread } : {}),
  };
}

/**
 * What the record's text (`sources`) leaves unjudged, whatever else is left out: the sizes and
 * announcements of salvos with a cell or result that could not be read (0-based places), and the
 * last salvo where the record may be cut off in it (`cutAt`). Nothing without the text.
 */
function unjudgedInText(
  record: GameRecord,
  variant: Variant,
  sources: RecordSources | undefined,
): { sizes: Set<number>; announcements: Set<number>; ownReports: Set<number>; unreadHits: Map<number, number>; afterUnread: Map<number, number>; cutAt: number | undefined } {
  const sizes = new Set<number>();
  const announcements = new Set<number>();
  const ownReports = new Set<number>();
  sources?.salvos.forEach((src, at) => {
    const lost = unreadableLeavesUnjudged(variant, src, record.salvos[at]?.announcement, record.salvos[at]?.offBoard);
    if (lost.size) sizes.add(at);
    if (lost.announcement) announcements.add(at);
    // A whole salvo's report read, a cell of it not: it still caps the hits at the cells read.
    if (lost.announcement && !src.unreadableResult && record.salvos[at]?.announcement?.kind === 'per-salvo') ownReports.add(at);
    // Written but not readable: the salvo was fired (its shots may have hit), the outcome unknown.
    if (src.unreadableResult && record.salvos[at]?.announcement === null) announcements.add(at);
  });
  // A "sunk" after a cell that could not be read is kept, read for what it may say
  // (`unreadHits`): a shot's, that a ship is on its cell, sunk or not; a whole salvo's, that a ship
  // may have sunk then, some of its cells the unread ones.
  const unreadHits = new Map<number, number>();
  sources?.salvos.forEach((src, at) => {
    const n = unreadMayHaveHit(src, record.salvos[at]);
    if (n > 0) unreadHits.set(at, n);
  });
  // A cell that could not be read may have hit: the damage of the side fired at is not known
  // after it, so the sizes of that side's later salvos (owed by its damage, guns or ships afloat)
  // tell nothing of its fleet. Read with the cell left out, a salvo two shots short was put down
  // to hits among the cells read, pinning a ship where the game does not show it.
  // `afterUnread`: each such size, and the salvo with the first such cell, for the warning that says so.
  const afterUnread = new Map<number, number>();
  if (variant.turns.salvo.kind !== 'constant' && sources !== undefined) {
    const blind = new Map<string, number>();
    record.salvos.forEach((s, at) => {
      const side = variantSideOf(record, variant, s.side);
      const since = blind.get(side);
      if (since !== undefined) {
        if (!sizes.has(at)) afterUnread.set(at, since);
        sizes.add(at);
      }
      const src = sources.salvos[at];
      const foe = variant.turns.sides.find((t) => t.id !== side)!.id;
      if (src !== undefined && mayHaveHitUnread(src, s) && !blind.has(foe)) blind.set(foe, at);
    });
  }
  // The record's last salvo, no announcement written, short of what its side was owed: the record
  // may be cut off in it, so its size tells nothing, and the referee does not find it wrong.
  const cutAt = sources === undefined ? undefined : cutOffAt(record, sources);
  return { sizes, announcements, ownReports, unreadHits, afterUnread, cutAt };
}

/**
 * How many of a salvo's shots at cells that could not be read may have hit: none where none
 * may have (`mayHaveHitUnread`), else those whose own result is not a miss (all of them where
 * the results are not known), no more than the garbled cells (a cell off the board hits nothing).
 */
function unreadMayHaveHit(src: SalvoSource, s: RecordedSalvo | undefined): number {
  if (s === undefined || !mayHaveHitUnread(src, s)) return 0;
  const garbled = src.unreadableCells - (s.offBoard ?? 0);
  return src.unreadResults === undefined ? garbled : Math.min(garbled, src.unreadResults.filter((r) => r.result !== 'miss').length);
}

/**
 * The evidence against `target` as the referee takes it: what a cell that could not be read
 * leaves unjudged, and the sizes of salvos the referee finds wrong, are left out (a wrong size is
 * a breach of its own, not a sign of the target's guns or damage). `sizesLeftOut` names them.
 * `sources` must be given (`undefined` only for a record that was not read from text, or whose
 * reading had no error): the record leaves a cell that could not be read out of its salvo, and
 * without the sources nothing says it was fired, so the salvo would be read as one shot short
 * and the count, labelled exact, could be wrong (fewer layouts than the readings have).
 *
 * @example
 *   const { evidence, sizesLeftOut } = refereedEvidence(record, variant, 'blue', { sources });
 */
export function refereedEvidence(
  record: GameRecord,
  variant: Variant,
  target: string,
  opts: { readonly sources: RecordSources | undefined; readonly after?: number; readonly until?: number; readonly impossibleSizes?: ReadonlySet<number>; readonly afterGap?: ReadonlySet<number> },
): IndexedEvidence {
  const unjudged = unjudgedSalvos(record, variant, opts.sources, opts.impossibleSizes, opts.afterGap !== undefined ? { afterGap: opts.afterGap } : {});
  return indexedEvidence(variant, record, target, { unjudged, ...(opts.after !== undefined ? { after: opts.after } : {}), ...(opts.until !== undefined ? { until: opts.until } : {}) });
}

/**
 * The shots `side` (record or variant id) can be owed next, narrowed from the referee's `range`
 * (worked out from the announcements' words alone) to the sizes some legal fleet fitting every
 * announcement gives: Jutland's "3–4" is 3 when the hits fall so that a fourth gun cannot stand.
 * Each size is tried within `budgetMs` of work (work.ts); one out of reach is kept as possible.
 * Where a shot limit could cut the salvo short, the range is given back as it is. A size of the
 * side's own salvos that no legal fleet fitting the announcements is owed (`impossibleAnnouncements`,
 * within the referee's `REFEREE_BUDGET_MS`) tells nothing: the range is then the replay's without it.
 *
 * @example
 *   possibleOwed(record, variant, 'red', { min: 3, max: 4 }) // { min: 3, max: 3 }
 */
export function possibleOwed(
  record: GameRecord,
  variant: Variant,
  side: string,
  given: { readonly min: number; readonly max: number },
  budgetMs = 500,
  sources?: RecordSources,
): { min: number; max: number } {
  if (variant.turns.salvo.kind === 'constant') return { ...given };
  const me = variantSideOf(record, variant, side);
  // Both sides' (the other's change nothing here): the set `record` and `play` ask for, kept per record.
  const own = sizesTellingNothing(record, variant);
  const range = own.size === 0 ? given : owedShots(setupOf(record, variant), replayRecord(record, variant, { sizesNotEvidence: own }).states.at(-1)!, me);
  if (range.min >= range.max) return { ...range };
  const limit = variant.turns.shotLimit;
  if (limit !== null) {
    const fired = record.salvos.filter((s) => variantSideOf(record, variant, s.side) === me).reduce((n, s) => n + s.cells.length + (s.offBoard ?? 0), 0);
    if (limit - fired <= range.max) return { ...range };
  }
  // A salvo at the side whose announcement is not known (not recorded, or written but unreadable)
  // was fired all the same: it stays in the evidence as one that may have hit anything, never as
  // the end of what is known (the size judged comes after it).
  const unjudged = unjudgedSalvos(record, variant, sources, own);
  const unknown = new Set(unjudged.announcements);
  record.salvos.forEach((s, at) => {
    if (s.announcement === null) unknown.add(at);
  });
  const { evidence } = indexedEvidence(variant, record, me, { unjudged: { ...unjudged, announcements: unknown } });
  const possible: number[] = [];
  for (let shots = range.min; shots <= range.max; shots++) {
    const withSize = { ...evidence, ownSalvoSizes: [...(evidence.ownSalvoSizes ?? []), { afterSalvo: evidence.salvos.length, shots }] };
    try {
      if (isConsistent(variant, withSize, { work: WorkMeter.ms(budgetMs) })) possible.push(shots);
    } catch (e) {
      if (!(e instanceof BudgetExceeded)) throw e;
      possible.push(shots);
    }
  }
  return possible.length === 0 ? { ...range } : { min: possible[0]!, max: possible[possible.length - 1]! };
}

/**
 * A salvo-size breach as the rules judge it from the announcements' words (`the damage red
 * announced allows 3–4`), told as narrowly as the announcements allow, where the hits fell too
 * (`…, and where the hits fell, only 3`; expected `3`), as the shots owed are (`possibleOwed`).
 * `before`: the record before the salvo. Any other breach, or a size no narrower, is returned as it is.
 *
 * @example
 *   narrowedSizeBreach(breach, record, jutland).expected // '3' where the words allow '3–4'
 */
export function narrowedSizeBreach(b: Breach, before: GameRecord, variant: Variant, sources?: RecordSources): Breach {
  const given = b.owed;
  if (b.code !== 'salvo-size-not-allowed' || b.shooter === undefined || given === undefined) return b;
  const narrow = possibleOwed(before, variant, b.shooter, given, undefined, sources);
  if (narrow.min === given.min && narrow.max === given.max) return b;
  const text = narrow.min === narrow.max ? String(narrow.min) : `${narrow.min}–${narrow.max}`;
  return { ...b, expected: text, owed: { min: narrow.min, max: narrow.max }, message: `${b.message}, and where the hits fell, only ${text}` };
}

/** A revealed fleet the side's announcements belie (`fleet-belied`): the side as the record names it, and the salvos that contradict it. */
export interface BeliedFleet {
  readonly side: string;
  readonly salvos: readonly number[];
  /** Whose salvos those announcements answer, as the record names the side, and each salvo's own number (in the order of `salvos`); undefined where a breach does not say them. */
  readonly against?: { readonly shooter: string; readonly sideSalvos: readonly number[] };
  /** The one ship of the fleet copied wrong, where one is found (`copiedWrongShip`): what the contradictions are, said as one slip. */
  readonly copiedWrong?: CopiedWrongShip;
  /** Where no one ship explains them, two ships of other classes written each at the other's place (`swappedShips`): their places in the side's `FleetLayout`. */
  readonly swapped?: readonly [number, number];
}

/**
 * One ship of a revealed fleet copied wrong (`fleet-copied-wrong`): the other legal places of one
 * ship, the rest of the fleet as written, where the side's every announcement fits the fleet.
 */
export interface CopiedWrongShip {
  /** The ship's place in the side's `FleetLayout` (and in `RecordSources.fleetShips`). */
  readonly ship: number;
  /** Its cells as written. */
  readonly written: readonly number[];
  /** The cells where every announcement fits it: the first of `places`. */
  readonly fits: readonly number[];
  /**
   * The places found where every announcement fits it, in board order (the first `fits`): all of
   * them, or where more than `COPIED_WRONG_PLACES` fit, that many nearest the cells written (a
   * ship is copied a row or a column off sooner than across the board).
   */
  readonly places: readonly (readonly number[])[];
  /** How many places fit beyond `places` (0 where `places` holds them all). */
  readonly more: number;
  /** The referee's breaches of the record that the fleet so mended takes away, at every place that fits, each as its code and salvo (`code@salvo`, `code@-` for none), once for each breach taken away. */
  readonly gone: readonly string[];
}

/** The places of a ship copied wrong that `copiedWrongShip` keeps (and the finding lists) at most: the rest are counted. */
export const COPIED_WRONG_PLACES = 4;

/** Fleets tried by `copiedWrongShip` at most, for the cost of a referee's replay each. */
const COPIED_WRONG_TRIES = 600;

/** A breach's code and salvo (`code@salvo`): what the record mended is judged by against the record as written. */
export const breachPlace = (b: Breach): string => `${b.code}@${b.salvo ?? '-'}`;

/**
 * The one ship of `side`'s revealed fleet (as the record names the side) copied wrong, where the
 * announcements `contradicting` (the referee's `announcement-contradicts-fleet` of that side)
 * belie it: each ship is tried at each other legal place of its class, the rest of the fleet as
 * written, that reaches every contradicting salvo (only a salvo at the ship's cells, old or new,
 * is answered otherwise); where the fleets so mended that are legal, fit every announcement of the
 * side and add no breach of any other kind all move one ship, that ship was copied wrong: the
 * places that fit are kept in board order (`COPIED_WRONG_PLACES` of them at most, those nearest
 * the cells written, the rest counted).
 * Undefined where none does, where places of two ships do (which ship is not known), or past
 * `COPIED_WRONG_TRIES` fleets.
 *
 * @example
 *   copiedWrongShip(f, 'red', contradictions) // { ship: 3, written: [H3, I3, J3], fits: [H4, I4, J4], places: [[H4, I4, J4]], more: 0, gone: [...] }
 */
export function copiedWrongShip(f: ParsedRecord & { readonly variant: Variant }, side: string, contradicting: readonly Breach[]): CopiedWrongShip | undefined {
  const layout = f.record.fleets[side];
  if (layout === undefined || contradicting.length === 0) return undefined;
  const plain = refereeRecord(f, f.variant).breaches;
  const had = breachesCounted(plain);
  // The cells each contradicting salvo fired (each line of a turn kept one line a shot).
  const fired = cellsFiredIn(f, contradicting);
  let found: { ship: number; places: (readonly number[])[]; gone: Map<string, number> } | undefined;
  let tries = 0;
  // Where each shot is answered alone, what the first shot at each cell was answered: a place
  // with a miss on it, or one that leaves a hit on the ship's cells as written on no ship, is
  // belied without a replay.
  const answered = firstShotsAnswered(f.record, side);
  for (const [i, ship] of layout.entries()) {
    const old = new Set(ship.cells);
    const reach = fired.filter((cells) => !ship.cells.some((c) => cells.has(c)));
    const others = new Set(layout.flatMap((s, k) => (k === i ? [] : s.cells)));
    const kept = ship.cells.filter((c) => answered.hit.has(c) && !others.has(c));
    for (const p of placementsOf(f.variant, ship.classIndex)) {
      if (p.cells.length === ship.cells.length && p.cells.every((c) => old.has(c))) continue;
      if (reach.some((cells) => !p.cells.some((c) => cells.has(c)))) continue;
      if (p.cells.some((c) => answered.miss.has(c)) || kept.some((c) => !p.cells.includes(c))) continue;
      const mended = layout.map((s, k) => (k === i ? { ...s, cells: p.cells } : s));
      if (!isLegalLayout(mended, f.variant)) continue;
      if (++tries > COPIED_WRONG_TRIES) return undefined;
      const after = refereeRecord({ ...f, record: { ...f.record, fleets: { ...f.record.fleets, [side]: mended } } }, f.variant).breaches;
      if (after.some((b) => b.code === 'announcement-contradicts-fleet' && b.side === side)) continue;
      const now = breachesCounted(after);
      if ([...now].some(([k, n]) => (had.get(k) ?? 0) < n)) continue;
      // Places of two ships fit: which line was copied wrong is not known.
      if (found !== undefined && found.ship !== i) return undefined;
      // What this place takes away; at several places, only what every one of them does.
      const gone = new Map([...had].flatMap(([k, n]): [string, number][] => (n > (now.get(k) ?? 0) ? [[k, n - (now.get(k) ?? 0)]] : [])));
      if (found === undefined) found = { ship: i, places: [], gone };
      else for (const [k, n] of found.gone) found.gone.set(k, Math.min(n, gone.get(k) ?? 0));
      found.places.push(p.cells);
    }
  }
  if (found === undefined) return undefined;
  const ship = layout[found.ship]!;
  const gone = [...found.gone].flatMap(([k, n]) => Array.from({ length: n }, () => k));
  // The places in board order (as placementsOf lists them); past a few, those nearest the cells written.
  const near = found.places.length <= COPIED_WRONG_PLACES ? found.places : nearestPlaces(found.places, ship.cells, f.variant.board);
  return { ship: found.ship, written: ship.cells, fits: near[0]!, places: near, more: found.places.length - near.length, gone };
}

/**
 * The cells of `side` (as the record names it) whose first shot the side answered alone, each
 * shot of its salvo answered (`per-shot`, as many results as cells read): those answered a miss,
 * and those answered a hit or sunk. A later shot at a cell is a repeat, which the rules read as a
 * miss whatever is there, and tells nothing. A fleet with a ship on a cell of `miss`, or none on
 * a cell of `hit`, gives another answer for that shot: the announcements belie it.
 *
 * @example
 *   firstShotsAnswered(record, 'tomek') // { miss: Set {M3, G3, …}, hit: Set {G10, G9, …} }
 */
export function firstShotsAnswered(record: GameRecord, side: string): { readonly miss: ReadonlySet<number>; readonly hit: ReadonlySet<number> } {
  const miss = new Set<number>();
  const hit = new Set<number>();
  const seen = new Map<string, Set<number>>();
  for (const s of record.salvos) {
    const fired = seen.get(s.side) ?? new Set<number>();
    seen.set(s.side, fired);
    const a = s.announcement;
    const answered = s.side !== side && a?.kind === 'per-shot' && a.shots.length === s.cells.length && (s.offBoard ?? 0) === 0;
    s.cells.forEach((c, k) => {
      if (answered && !fired.has(c)) (a.shots[k]!.result === 'miss' ? miss : hit).add(c);
      fired.add(c);
    });
  }
  return { miss, hit };
}

/**
 * Two ships of `side`'s revealed fleet (as the record names the side) written each at the other's
 * place (`cruiser: H4-J4` and `submarine: A2-A4` for a cruiser at A2-A4 and a submarine at
 * H4-J4), where the announcements `contradicting` (the referee's `announcement-contradicts-fleet`
 * of that side) belie the fleet: each pair of ships of other classes and as many cells whose cells
 * every contradicting salvo fired at is tried with the two exchanged, the rest as written; where
 * one pair so makes a legal fleet that fits every announcement of the side and adds no breach of
 * any other kind, its places in the side's `FleetLayout`. Undefined where none does, or more than one.
 *
 * @example
 *   swappedShips(f, 'red', contradictions) // [2, 3]: the cruiser and the submarine
 */
export function swappedShips(f: ParsedRecord & { readonly variant: Variant }, side: string, contradicting: readonly Breach[]): readonly [number, number] | undefined {
  const layout = f.record.fleets[side];
  if (layout === undefined || contradicting.length === 0) return undefined;
  const had = breachesCounted(refereeRecord(f, f.variant).breaches);
  const fired = cellsFiredIn(f, contradicting);
  let found: [number, number] | undefined;
  for (const [i, a] of layout.entries()) {
    for (const [j, b] of layout.entries()) {
      if (j <= i || a.classIndex === b.classIndex || a.cells.length !== b.cells.length) continue;
      if (fired.some((cells) => !a.cells.some((c) => cells.has(c)) && !b.cells.some((c) => cells.has(c)))) continue;
      const mended = layout.map((s, k) => (k === i ? { ...s, cells: b.cells } : k === j ? { ...s, cells: a.cells } : s));
      if (!isLegalLayout(mended, f.variant)) continue;
      const after = refereeRecord({ ...f, record: { ...f.record, fleets: { ...f.record.fleets, [side]: mended } } }, f.variant).breaches;
      if (after.some((x) => x.code === 'announcement-contradicts-fleet' && x.side === side)) continue;
      if ([...breachesCounted(after)].some(([k, n]) => (had.get(k) ?? 0) < n)) continue;
      if (found !== undefined) return undefined;
      found = [i, j];
    }
  }
  return found;
}

/** How many of `breaches` stand at each place (`breachPlace`): a fleet tried adds no breach where none grows. */
function breachesCounted(breaches: readonly Breach[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const b of breaches) out.set(breachPlace(b), (out.get(breachPlace(b)) ?? 0) + 1);
  return out;
}

/** The cells each salvo of `contradicting` (breaches at salvos) fired, one set a breach. */
function cellsFiredIn(f: ParsedRecord, contradicting: readonly Breach[]): Set<number>[] {
  return contradicting.map((b) => new Set(f.sources.salvos.flatMap((s, t) => (s.item === b.salvo ? (f.record.salvos[t]?.cells ?? []) : []))));
}

/**
 * The `COPIED_WRONG_PLACES` of `places` (in board order) nearest the cells `written`, kept in
 * board order: by how far the cells moved (each cell, in board order, from the one written in
 * its turn, rows and columns), the first in board order among places as near.
 */
function nearestPlaces(places: readonly (readonly number[])[], written: readonly number[], board: Variant['board']): (readonly number[])[] {
  const from = [...written].sort((a, b) => a - b);
  const moved = (cells: readonly number[]): number =>
    [...cells].sort((a, b) => a - b).reduce((sum, c, k) => {
      const w = from[k] ?? c;
      return sum + Math.abs(rowOf(c, board) - rowOf(w, board)) + Math.abs(columnOf(c, board) - columnOf(w, board));
    }, 0);
  const kept = places
    .map((cells, k) => ({ cells, k, d: moved(cells) }))
    .sort((a, b) => a.d - b.d || a.k - b.k)
    .slice(0, COPIED_WRONG_PLACES);
  return kept.sort((a, b) => a.k - b.k).map((p) => p.cells);
}

/**
 * The revealed fleets that the side's announcements contradict at two salvos or more (or at one,
 * where the fleet also breaks the rules), where they fit a legal fleet all the same (checked as if
 * that fleet were not revealed, within `budgetMs`): the fleet written is likely not the one played
 * (a ship moved between games, or copied a cell off). `breaches`: the referee's on `f`.
 *
 * @example
 *   beliedFleets(f, refereeRecord(f, f.variant).breaches) // [{ side: 'red', salvos: [9, 23] }]
 */
export function beliedFleets(f: ParsedRecord & { readonly variant: Variant }, breaches: readonly Breach[], budgetMs = REFEREE_BUDGET_MS): BeliedFleet[] {
  const out: BeliedFleet[] = [];
  for (const side of f.record.sides) {
    if (f.record.fleets[side.id] === undefined) continue;
    const contradicting = breaches.filter((b) => b.code === 'announcement-contradicts-fleet' && b.side === side.id && b.salvo !== undefined);
    const salvos = contradicting.map((b) => b.salvo!);
    // Whose salvos they answer, by that side's own numbers, as the breaches name them.
    const shooter = contradicting[0]?.shooter;
    const against = shooter !== undefined && contradicting.every((b) => b.shooter === shooter && b.sideSalvo !== undefined) ? { shooter, sideSalvos: contradicting.map((b) => b.sideSalvo!) } : undefined;
    // A fleet that breaks the rules is not the one played, or was copied wrong: one contradiction will do.
    const illegal = breaches.some((b) => b.code === 'illegal-fleet' && b.side === side.id);
    if (salvos.length < (illegal ? 1 : 2)) continue;
    // The play bears the fleet out where the turn after a hit on a protected ship left out of the
    // announcement went by the fleet (the target firing twice in a row: the hit was said at the
    // table): the fleet was the one played, and the announcements are what was copied wrong.
    if (breaches.some((b) => b.code === 'announcement-contradicts-fleet' && b.side === side.id && bornOut(b))) continue;
    const unshown = recordAsAnnounced(f.record, [side.id]);
    // Neither inconsistent in the replay (a ship sunk before its cells were all hit) nor such that no legal fleet fits them.
    const replayed = refereeRecord({ ...f, record: unshown }, f.variant);
    if (replayed.breaches.some((b) => b.code === 'announcement-inconsistent' && b.side === side.id)) continue;
    const check = impossibleAnnouncements(unshown, f.variant, f.sources, { budgetMs, sides: [variantSideOf(f.record, f.variant, side.id)] });
    if (check.breaches.length > 0 || check.skipped.length > 0) continue;
    const copiedWrong = copiedWrongShip(f, side.id, contradicting);
    const swapped = copiedWrong === undefined ? swappedShips(f, side.id, contradicting) : undefined;
    out.push({ side: side.id, salvos, ...(against !== undefined ? { against } : {}), ...(copiedWrong !== undefined ? { copiedWrong } : {}), ...(swapped !== undefined ? { swapped } : {}) });
  }
  return out;
}

/** A contradiction of the fleet that the turn after it went by: the hit left out was said at the table. */
function bornOut(b: Breach): boolean {
  const after = b.leftOut?.after;
  return after !== undefined && (after.kind === 'twice' || (after.kind === 'crossed' && after.reading === 'said'));
}

/** The record with the fleets of `sides` (as the record names them) left out, as if they were not revealed: the game's result goes by the announcements. */
export function recordAsAnnounced(record: GameRecord, sides: readonly string[]): GameRecord {
  if (sides.length === 0) return record;
  const gone = new Set(sides);
  return { ...record, fleets: Object.fromEntries(Object.entries(record.fleets).filter(([side]) => !gone.has(side))) };
}

/**
 * The record the game's result is made from (who won, when each ship sank, whose turn it is),
 * as `check` makes it: where the announcements belie a revealed fleet (`fleet-belied`), that
 * fleet is left out and the result goes by what was announced (a side's fleet is sunk when its
 * announcements say every ship is); `setAside`: those sides, as the record names them. The
 * inference runs only where a fleet is contradicted. `record`, `play`, `show` and `analyze` go by
 * it, as `check` does. `belied`: those fleets with the salvos that contradict them. `breaches`:
 * the referee's on `f` (`refereeRecord`), where the command has them already.
 *
 * @example
 *   const { record, setAside } = resultRecord(f); // setAside: ['red'] for a red ship copied a cell off
 *   turnInfo(record, f.variant).result
 */
export function resultRecord(
  f: ParsedRecord & { readonly variant: Variant },
  budgetMs = REFEREE_BUDGET_MS,
  breaches: readonly Breach[] = refereeRecord(f, f.variant).breaches,
): { readonly record: GameRecord; readonly setAside: readonly string[]; readonly belied: readonly BeliedFleet[] } {
  if (!breaches.some((b) => b.code === 'announcement-contradicts-fleet')) return { record: f.record, setAside: [], belied: [] };
  const asRead = { ...f, record: readAsFired(f.record, f.sources, breaches) };
  const belied = beliedFleets(asRead, breaches, budgetMs);
  const setAside = belied.map((b) => b.side);
  return { record: recordAsAnnounced(f.record, setAside), setAside, belied };
}

/**
 * The places of `record` (as check reads it, with `sources`) whose salvo sizes tell nothing where
 * a salvo seems left out (`salvo-missing`: `missing`, the line after each gap and the side it is
 * written under): every salvo of that side from the gap on, what the salvo left out hit not being
 * known, as check's own inference leaves them out.
 */
export function sizesAfterGaps(record: Pick<GameRecord, 'salvos'>, sources: Pick<RecordSources, 'salvos'> | undefined, missing: readonly { readonly salvo: number; readonly written: string }[]): ReadonlySet<number> {
  const out = new Set<number>();
  if (missing.length === 0) return out;
  record.salvos.forEach((s, t) => {
    const item = sources?.salvos[t]?.item ?? t + 1;
    if (missing.some((m) => item >= m.salvo && s.side === m.written)) out.add(t);
  });
  return out;
}
