/**
 * Self-consistency of a recorded announcement, without the fleet layout: does it fit the
 * variant's report model, does it fit the salvo it answers, and does it fit what the same side
 * announced before (no more hits on a ship than it has cells, no hit on a ship already sunk)?
 * Each problem is one English sentence; the engine turns them into `announcement-inconsistent`
 * violations. Whether some legal fleet could give the whole history is decided afterwards by
 * `learnFromAnnouncement` (src/rules/fleet-status.ts).
 *
 * @example
 *   announcementProblems(perelman, status, { kind: 'per-salvo', hits: [{ classId: 'tanker' }] }, [true, true, true])
 *   // ['tanker is not a ship class of this variant']
 */
import type { Variant } from '../variant/model.js';
import { mostSunkBy, type Announcement } from './announcement.js';
import { namesClass } from './announce.js';
import type { FleetStatus } from './fleet-status.js';
import { inSentence, rawNotation, type Notation } from './notation.js';

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * A problem of an announcement in its parts, for saying it in another language (record/
 * problem-text.ts); `other` for one said in English only. `shot`: the shot's number in its
 * salvo, where the salvo has more than one; `cls` and `label` (`крейсер`, `cruiser #2` as the
 * parts `cls` and `ship`) in the record's words, cells in its notation.
 */
export type ProblemParts =
  | {
      readonly kind: 'repeat';
      readonly shot?: number;
      readonly cell: string;
      readonly miss: string;
      readonly said: string;
      /** A "sunk" at a cell of no ship sunk before (of the class `cls` named), as every legal fleet fitting the announcements before has it. */
      readonly notSunkBefore?: { readonly cls?: string };
    }
  | { readonly kind: 'last-ship-hit'; readonly shot?: number; readonly hit: number; readonly cells: number }
  | { readonly kind: 'sunk-early'; readonly shot?: number; readonly sunk: number; readonly hits: number; readonly need: number }
  | { readonly kind: 'hit-after-sunk'; readonly shot?: number; readonly cls: string; readonly ship?: number; readonly count: number; readonly perShot: boolean }
  | { readonly kind: 'class-hits'; readonly shot?: number; readonly cls: string; readonly ship?: number; readonly hits: number; readonly cells: number; readonly perShot: boolean }
  | { readonly kind: 'class-sunk-early'; readonly shot?: number; readonly cls: string; readonly sunk: number; readonly hits: number; readonly size: number }
  | { readonly kind: 'ship-hit-after-sunk'; readonly cls: string; readonly ship: number }
  | { readonly kind: 'ship-hits'; readonly cls: string; readonly ship: number; readonly hits: number; readonly size: number }
  | { readonly kind: 'ship-sunk-early'; readonly cls: string; readonly ship: number; readonly hits: number; readonly size: number }
  | { readonly kind: 'hits-over-shots'; readonly hits: number; readonly shots: number }
  | { readonly kind: 'ships-over-shots'; readonly ships: number; readonly shots: number }
  | { readonly kind: 'sunk-unannounced'; readonly shot?: number; readonly sunk: string; readonly hit: string }
  | { readonly kind: 'no-layout' }
  | { readonly kind: 'other' };

/** A problem of an announcement: its English sentence and its parts. */
export interface AnnouncementProblem {
  readonly text: string;
  readonly parts: ProblemParts;
  /** The shot of the salvo it is about, where the text begins with it (`shot 4: `). */
  readonly shot?: number;
}

/**
 * The problems as one text, `; ` between them, each shot named once: the problems of one shot
 * follow its first, joined by `, and ` (`shot 4: a hit on the cruiser after it was announced sunk,
 * and 4 hits on the cruiser, which has 3 cells`).
 */
export function problemsText(problems: readonly AnnouncementProblem[]): string {
  const groups: { shot?: number; texts: string[] }[] = [];
  for (const p of problems) {
    const prefix = p.shot === undefined ? '' : `shot ${p.shot}: `;
    const group = p.shot === undefined ? undefined : groups.find((g) => g.shot === p.shot);
    if (group && p.text.startsWith(prefix)) group.texts.push(p.text.slice(prefix.length));
    else groups.push({ ...(p.shot === undefined ? {} : { shot: p.shot }), texts: [p.text] });
  }
  return groups.map((g) => g.texts.join(', and ')).join('; ');
}

/** The English sentence of a fleet layout giving no announcement after the earlier ones (the engine's). */
export const NO_LAYOUT_PROBLEM: AnnouncementProblem = { text: 'no fleet layout could give this announcement after the earlier ones', parts: { kind: 'no-layout' } };

/** Every way `ann` breaks the report model or contradicts the salvo or the earlier announcements, in English sentences. */
export function announcementProblems(
  variant: Variant,
  before: FleetStatus,
  ann: Announcement,
  cells: readonly number[],
  effective: readonly boolean[],
  notation: Notation = rawNotation,
): string[] {
  return announcementProblemParts(variant, before, ann, cells, effective, notation).map((p) => p.text);
}

/** `announcementProblems` with each problem's parts. */
export function announcementProblemParts(
  variant: Variant,
  before: FleetStatus,
  ann: Announcement,
  cells: readonly number[],
  effective: readonly boolean[],
  notation: Notation = rawNotation,
): AnnouncementProblem[] {
  const report = variant.report;
  const name = notation.className;
  const out: AnnouncementProblem[] = [];
  // The shot being judged, in a salvo of several (its problems' texts begin with it).
  let shotNow: number | undefined;
  const push = (text: string, parts: ProblemParts = { kind: 'other' }): void => {
    out.push({ text, parts, ...(shotNow === undefined ? {} : { shot: shotNow }) });
  };
  const classIndex = (id: string): number => variant.fleet.findIndex((c) => c.id === id);
  if (ann.kind !== report.timing) {
    push(`a ${ann.kind} announcement, but this variant reports ${report.timing}`);
    return out;
  }
  if (ann.kind === 'per-shot' && report.timing === 'per-shot') {
    if (ann.shots.length !== cells.length) {
      push(`${plural(ann.shots.length, 'result')} announced for ${plural(cells.length, 'shot')}`);
    }
    // A one-shot salvo (a turn line's shot among them, placed by the referee) needs no shot number.
    const shotOf = (n: number): string => (cells.length === 1 ? '' : `shot ${n}: `);
    const at = (n: number): { shot?: number } => (cells.length === 1 ? {} : { shot: n });
    const extraHits = variant.fleet.map(() => 0);
    const extraSunk = variant.fleet.map(() => 0);
    // Ships sink with a hit on each of their cells: k ships sunk need the k smallest ships' cells.
    const sizes = variant.fleet.flatMap((c) => Array.from({ length: c.count }, () => c.size)).sort((a, b) => a - b);
    let sunkSoFar = before.sunk.min;
    let hitsAtMost = before.hits.max;
    let salvoHits = 0;
    let hitsAtLeast = before.hits.min;
    const fleetCells = sizes.reduce((a, b) => a + b, 0);
    ann.shots.forEach((shot, i) => {
      const n = i + 1;
      shotNow = cells.length === 1 ? undefined : n;
      if (shot.result === 'sunk' && report.sunk === 'none') {
        // What to write instead: the variant's hit word, a ship's last hit being a hit like any other.
        const sunk = notation.result?.('sunk') ?? 'sunk';
        const hit = notation.result?.('hit') ?? 'hit';
        push(`${shotOf(n)}"${sunk}" announced, but this variant does not announce sinking: the hit that sinks a ship is announced "${hit}"`, { kind: 'sunk-unannounced', ...at(n), sunk, hit });
      }
      if (shot.result === 'miss') {
        if (shot.classId !== undefined) push(`${shotOf(n)}a miss names a class (${name(shot.classId)})`);
        return;
      }
      // A cell of the board fired at before (a repeat): it hits nothing new, as the fleet would say.
      const c = cells[i];
      if (!effective[i] && c !== undefined && Number.isInteger(c) && c >= 0 && c < variant.board.rows * variant.board.columns) {
        const miss = notation.result?.('miss') ?? 'miss';
        const said = notation.result?.(shot.result) ?? shot.result;
        push(`${shotOf(n)}${notation.cell(c)} was fired at before, so it hits nothing new: it is "${miss}", not "${said}"`, { kind: 'repeat', ...at(n), cell: notation.cell(c), miss, said });
        return;
      }
      if (effective[i]) {
        salvoHits += 1;
        hitsAtMost += 1;
        hitsAtLeast += 1;
        // The hit on the fleet's last cell sinks its last ship.
        if (shot.result === 'hit' && report.sunk !== 'none' && hitsAtLeast >= fleetCells) {
          push(`${shotOf(n)}hit ${hitsAtLeast} on a fleet of ${plural(fleetCells, 'cell')} sinks its last ship, but it is announced as a hit`, { kind: 'last-ship-hit', ...at(n), hit: hitsAtLeast, cells: fleetCells });
        }
        if (shot.result === 'sunk' && report.sunk !== 'none') {
          sunkSoFar += 1;
          const need = sizes.slice(0, sunkSoFar).reduce((a, b) => a + b, 0);
          // A sunk that names its class is judged by its class below (one that should, and does not, is that error).
          if (shot.classId === undefined && report.sunk === 'plain' && sunkSoFar <= sizes.length && need > hitsAtMost) {
            const smallest = sunkSoFar === 1 ? `the smallest ship of the fleet has ${plural(need, 'cell')}` : `the ${sunkSoFar} smallest ships of the fleet have ${plural(need, 'cell')}`;
            push(`${shotOf(n)}${plural(sunkSoFar, 'ship')} announced sunk after at most ${plural(hitsAtMost, 'hit')}, but ${smallest}`, { kind: 'sunk-early', ...at(n), sunk: sunkSoFar, hits: hitsAtMost, need });
          }
        }
      }
      const wants = namesClass(report, shot.result === 'sunk' && report.sunk !== 'none' ? 'sunk' : 'hit');
      if (shot.classId === undefined) {
        if (!wants) return;
        // The example as the record would have it: the variant's word for the result, in the record's language.
        const word = notation.result?.(shot.result) ?? shot.result;
        const said = word === shot.result ? `"${word}"` : `"${shot.result}" ("${word}")`;
        push(`${shotOf(n)}a ${said} must name its class, e.g. "${word} ${name(variant.fleet[0]!.id)}" (the classes are ${variant.fleet.map((c) => name(c.id)).join(', ')})`);
        return;
      }
      if (!wants) push(`${shotOf(n)}the ${shot.result} names a class, but this variant does not name it`);
      const ci = classIndex(shot.classId);
      if (ci < 0) {
        push(`${shotOf(n)}${name(shot.classId)} is not a ship class of this variant`);
        return;
      }
      if (!effective[i]) return;
      const cls = variant.fleet[ci]!;
      const st = before.classes[ci]!;
      if (st.sunk.min + extraSunk[ci]! >= cls.count) push(`${shotOf(n)}a hit on the ${inSentence(name(cls.id))} after ${cls.count === 1 ? 'it was' : 'all of them were'} announced sunk`, { kind: 'hit-after-sunk', ...at(n), cls: name(cls.id), count: cls.count, perShot: true });
      extraHits[ci]! += 1;
      if (shot.result === 'sunk') extraSunk[ci]! += 1;
      if (st.hits.min + extraHits[ci]! > cls.size * cls.count) {
        push(`${shotOf(n)}${plural(st.hits.min + extraHits[ci]!, 'hit')} on the ${inSentence(name(cls.id))}, which has ${plural(cls.size * cls.count, 'cell')}`, { kind: 'class-hits', ...at(n), cls: name(cls.id), hits: st.hits.min + extraHits[ci]!, cells: cls.size * cls.count, perShot: true });
      } else if (shot.result === 'sunk') {
        // A ship sinks with a hit on each of its cells: a sunk named before its class can have them.
        const sunkNow = st.sunk.min + extraSunk[ci]!;
        // At most: the class's hits before, and every hit of this salvo so far (a hit that does not name its class may be on it).
        const most = st.hits.max + salvoHits;
        if (sunkNow <= cls.count && sunkNow * cls.size > most) {
          push(
            sunkNow === 1
              ? `${shotOf(n)}the ${inSentence(name(cls.id))} announced sunk after at most ${plural(most, 'hit')} on a ship of ${plural(cls.size, 'cell')}`
              : `${shotOf(n)}${sunkNow} of the ${inSentence(name(cls.id))} class announced sunk after at most ${plural(most, 'hit')} on ships of ${plural(cls.size, 'cell')} each`,
            { kind: 'class-sunk-early', ...at(n), cls: name(cls.id), sunk: sunkNow, hits: most, size: cls.size },
          );
        }
      }
    });
    shotNow = undefined;
    return out;
  }
  if (ann.kind !== 'per-salvo' || report.timing !== 'per-salvo') return out;
  const seen = new Set<string>();
  const shots = effective.filter(Boolean).length;
  // A hit on a ship sunk is one slip, said once: as a hit after the sinking where sinkings are
  // announced, else (Perelman, Jutland: a ship is sunk when all its cells are hit) as more hits
  // than its cells, not both.
  const sinkingSaid = report.sunk;
  let total = 0;
  for (const e of ann.hits) {
    const ci = classIndex(e.classId);
    // Worded only where a problem is said (the notation is not asked for words it need not give).
    // It begins a clause inside a sentence (`red's announcement for blue's salvo 2: battleship: 5
    // hits …`): in lower case, as announcements write class names (`U-boat` kept).
    const label = (): string => inSentence(e.ship !== undefined ? `${name(e.classId)} #${e.ship + 1}` : name(e.classId));
    if (ci < 0) {
      push(`${name(e.classId)} is not a ship class of this variant`);
      continue;
    }
    const cls = variant.fleet[ci]!;
    if (report.by === 'ship') {
      if (e.ship === undefined) push(`${name(e.classId)}: the report must say which ship was hit`);
      else if (!Number.isInteger(e.ship) || e.ship < 0 || e.ship >= cls.count) push(`${label()}: the fleet has ${cls.count} of ${cls.count === 1 ? 'it' : 'them'}`);
    } else if (e.ship !== undefined) push(`${label()}: this variant reports by class, not by ship`);
    const key = `${e.classId}#${e.ship ?? ''}`;
    if (seen.has(key)) push(`${label()} is named twice`);
    seen.add(key);
    if (report.counts && e.count === undefined) push(`${label()}: the number of hits is missing`);
    if (!report.counts && e.count !== undefined) push(`${label()}: a number of hits is given, but this variant does not give counts`);
    if (e.count !== undefined && (!Number.isInteger(e.count) || e.count < 1)) push(`${label()}: ${e.count} is not a number of hits`);
    if (e.sunk && !report.sunk) push(`${label()}: "sunk" announced, but this variant does not announce sinking`);
    if (e.sunkShips !== undefined) {
      if (!e.sunk) push(`${label()}: a number of ships sunk is given without "sunk"`);
      else if (report.by === 'ship') push(`${label()}: a number of ships sunk is given, but a ship sinks once`);
      else if (!Number.isInteger(e.sunkShips) || e.sunkShips < 1) push(`${label()}: ${e.sunkShips} is not a number of ships sunk`);
      else if (e.sunkShips > mostSunkBy(e, cls.count)) push(`${label()}: ${plural(e.sunkShips, 'ship')} announced sunk, but ${e.count !== undefined && e.count < cls.count ? `${plural(e.count, 'hit')} can sink ${e.count === 1 ? 'one' : `${e.count} at most`}` : `the fleet has ${cls.count}`}`);
      else if (before.classes[ci]!.sunk.min + e.sunkShips > cls.count) push(`${label()}: ${plural(e.sunkShips, 'ship')} announced sunk, but only ${plural(cls.count - before.classes[ci]!.sunk.min, 'ship')} of ${cls.count} can still be afloat`);
    }
    const n = e.count ?? 1;
    total += n;
    const st = before.classes[ci]!;
    if (report.by === 'ship' && e.ship !== undefined) {
      const ship = before.ships.find((s) => s.classIndex === ci && s.ordinal === e.ship);
      const which = (): { cls: string; ship: number } => ({ cls: name(e.classId), ship: e.ship! + 1 });
      const [afterSunk, over] = [ship?.sunk === 'yes', ship !== undefined && ship.hits.min + n > cls.size];
      if (afterSunk && (sinkingSaid || !over)) push(`${label()}: hit after it was sunk`, { kind: 'ship-hit-after-sunk', ...which() });
      if (ship && over && !(afterSunk && sinkingSaid)) push(`${label()}: ${plural(ship.hits.min + n, 'hit')} on a ship of ${plural(cls.size, 'cell')}`, { kind: 'ship-hits', ...which(), hits: ship.hits.min + n, size: cls.size });
      if (e.sunk && e.count !== undefined && ship && ship.hits.max + n < cls.size) push(`${label()}: announced sunk after ${plural(ship.hits.max + n, 'hit')} on a ship of ${plural(cls.size, 'cell')}`, { kind: 'ship-sunk-early', ...which(), hits: ship.hits.max + n, size: cls.size });
    } else {
      const which = (): { cls: string; ship?: number } => ({ cls: name(e.classId), ...(e.ship !== undefined ? { ship: e.ship + 1 } : {}) });
      const [afterSunk, over] = [st.sunk.min >= cls.count, st.hits.min + n > cls.size * cls.count];
      if (afterSunk && (sinkingSaid || !over)) push(`${label()}: hit after ${cls.count === 1 ? 'it was' : 'all of them were'} sunk`, { kind: 'hit-after-sunk', ...which(), count: cls.count, perShot: false });
      if (over && !(afterSunk && sinkingSaid)) push(`${label()}: ${plural(st.hits.min + n, 'hit')} on ${cls.count === 1 ? 'a ship' : 'ships'} of ${plural(cls.size * cls.count, 'cell')}${cls.count === 1 ? '' : ' in all'}`, { kind: 'class-hits', ...which(), hits: st.hits.min + n, cells: cls.size * cls.count, perShot: false });
      // The class's first sinking announced after fewer hits than a ship of it has cells
      // (Skagerrak's `tender 1 sunk` in the first salvo, a tender of 4 cells), as per ship above.
      const sinking = e.sunkShips ?? 1;
      const most = st.hits.max + n;
      if (e.sunk && report.sunk && e.count !== undefined && !afterSunk && !over && st.sunk.min === 0 && Number.isInteger(sinking) && sinking >= 1 && sinking <= cls.count && sinking * cls.size > most) {
        push(
          sinking === 1
            ? `the ${label()} announced sunk after at most ${plural(most, 'hit')} on a ship of ${plural(cls.size, 'cell')}`
            : `${sinking} of the ${label()} class announced sunk after at most ${plural(most, 'hit')} on ships of ${plural(cls.size, 'cell')} each`,
          { kind: 'class-sunk-early', cls: name(e.classId), sunk: sinking, hits: most, size: cls.size },
        );
      }
    }
  }
  if (report.counts && total > shots) push(`${plural(total, 'hit')} announced for ${plural(shots, 'new shot')}`, { kind: 'hits-over-shots', hits: total, shots });
  if (!report.counts && ann.hits.length > shots) push(`${plural(ann.hits.length, 'ship')} hit by ${plural(shots, 'new shot')}`, { kind: 'ships-over-shots', ships: ann.hits.length, shots });
  return out;
}
