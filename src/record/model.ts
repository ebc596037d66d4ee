/**
 * The game record: the books of one paper game, as salvo keeps them. A header (which variant,
 * the two sides and their players, date, place, notes), optionally each side's fleet as revealed
 * after the game or known to a referee, and the salvos in the order they were fired, each with
 * the announced result. Plain data: `parseRecord` (./parse.ts) produces it from text and
 * `writeRecord` (./write.ts) turns it back into the canonical text.
 *
 * Salvo numbers in messages are 1-based positions in `salvos` (the record's line order, each
 * shot of a turn line counting as a salvo), the same for both sides; a side's own count of its
 * salvos (the number pencilled on the chart) is `sideSalvoNumbers` (`sideSalvoNumber` for one).
 *
 * @example
 *   const r: GameRecord = { variant: 'jutland', sides: [{ id: 'blue', player: 'Ann' }, { id: 'red' }],
 *     fleets: {}, salvos: [{ side: 'blue', cells: [0, 13], announcement: { kind: 'per-salvo', hits: [] } }] };
 */
import type { FleetLayout } from '../core/layout-types.js';
import type { Announcement, ShotReport } from '../rules/announcement.js';
import type { Lang, SideId } from '../variant/model.js';

/** One side of the game as the record names it. */
export interface RecordSide {
  /** The side's id: the variant's (`blue`), or the record's own name for it (`north`). */
  readonly id: SideId;
  readonly player?: string;
}

/**
 * One salvo (or, in a shot-by-shot game, one shot) as recorded. A turn line of a shot-by-shot
 * game (`- blue: Е1 Е2 -> попал, мимо`) is read as several of these, one per shot.
 */
export interface RecordedSalvo {
  /** The firing side's id, as in `GameRecord.sides`. */
  readonly side: SideId;
  /** The cells fired, in the order they were called (cell indices, see src/core/cellset.ts). */
  readonly cells: readonly number[];
  /** What the defender announced; null when not (yet) recorded. */
  readonly announcement: Announcement | null;
  readonly note?: string;
  /** Recorded with `--force` although it breaks the rules (a referee logging what happened). */
  readonly forced?: boolean;
  /**
   * How many of the cells called were written off the board (reported as errors, left out of
   * `cells`): shots all the same, that hit nothing; the salvo's size counts them.
   */
  readonly offBoard?: number;
}

export interface GameRecord {
  /** The variant as written in the header: a template id (`jutland`) or a path to a variant file. */
  readonly variant: string;
  /** The language announcements are written in (default: the variant's first language). */
  readonly language?: Lang;
  /**
   * The language the record is written in, where `language` is set to another for the messages
   * to speak in (`check --lang en` of a Russian record): the lines the referee says to write are
   * in its words (`write -> попал`), which read back as the result meant, not in a mix.
   */
  readonly writtenIn?: Lang;
  /** The two sides in the variant's order (`sides[i]` plays the variant's `turns.sides[i]`). */
  readonly sides: readonly [RecordSide, RecordSide];
  readonly date?: string;
  readonly place?: string;
  readonly notes?: string;
  /** Fleets revealed, by record side id; a side whose fleet is unknown is absent. */
  readonly fleets: Readonly<Record<SideId, FleetLayout>>;
  readonly salvos: readonly RecordedSalvo[];
}

/** A 1-based line and column in the record text. */
export interface TextPosition {
  readonly line: number;
  readonly column: number;
}

/** Where one salvo was written, for positioned messages. */
export interface SalvoSource {
  /**
   * The salvo's number as the text counts it: 1-based, each list item one salvo, except that a
   * turn line (`- blue: Е1 Е2 -> попал, мимо`, see ./turns.ts) counts as one salvo per shot.
   * Unreadable items and shots still take their number (they are left out of the record), so
   * the numbers of the salvos after them do not move while the text is being fixed.
   */
  readonly item: number;
  /** The start of the list item; for a shot of a turn line, where its cell is written (on that line). */
  readonly at: TextPosition;
  /** For a shot of a turn line: its 0-based place in the line and how many shots the line has. */
  readonly shot?: { readonly index: number; readonly of: number };
  /** Each readable cell, in the order of `RecordedSalvo.cells`. */
  readonly cells: readonly TextPosition[];
  /** The start of the announcement text, when there is one. */
  readonly result?: TextPosition;
  /** Some cells could not be read (their errors are in the parse diagnostics). */
  readonly unreadableCells: number;
  /**
   * In a per-shot report, the results written for the cells that could not be read (or are off
   * the board), in the order written: left out of `RecordedSalvo.announcement` with their cells,
   * but what was announced all the same (a hit that gave the shooter another shot, a ship sunk).
   * Absent when those results are not known (the announcement unreadable, or of another length).
   */
  readonly unreadResults?: readonly ShotReport[];
  /**
   * With `unreadResults`: each cell that could not be read, its 0-based place among the cells
   * written and its text (`C?`), in the order written, so that what was recorded is said whole.
   */
  readonly unreadAt?: readonly { readonly index: number; readonly written: string }[];
  /** The announcement was written but could not be read. */
  readonly unreadableResult: boolean;
  /**
   * A salvo's announcement (not shot by shot) as written (`lion #1 3, light cruiser #1 3`), where
   * it was read: what the referee says was recorded, as the writing of it (`lion 3`) may drop a
   * ship's number or a case the writer gave.
   */
  readonly resultWritten?: string;
}

/**
 * A salvo line naming no cell (`- red: -> no hits`), its side read: where it was written and what
 * was announced for it (null when nothing was, or it could not be read). The referee replays it
 * as a salvo of cells not known, so whose turn came next follows from what was announced.
 */
export interface LostSalvo {
  readonly at: TextPosition;
  /** The start of the announcement text, when there is one. */
  readonly result?: TextPosition;
  readonly announcement: Announcement | null;
  /** The announcement was written but could not be read. */
  readonly unreadableResult: boolean;
  readonly forced?: boolean;
}

/** Where the parts of a record were written. */
export interface RecordSources {
  readonly file?: string;
  readonly salvos: readonly SalvoSource[];
  /** How many salvo numbers the text gives out (unreadable items and shots included); see `SalvoSource.item`. */
  readonly numbered?: number;
  /**
   * The items left out of the record (cannot be read, or name no cell): their number, and their
   * side where it was read; for a line naming no cell, what else was read of it (`salvo`).
   */
  readonly lost?: readonly { readonly item: number; readonly side?: string; readonly salvo?: LostSalvo }[];
  /** Where each side's fleet was written, by record side id. */
  readonly fleets: Readonly<Record<SideId, TextPosition>>;
  /** Where each ship of a side's fleet was written, in the order of its `FleetLayout`. */
  readonly fleetShips?: Readonly<Record<SideId, readonly (TextPosition | undefined)[]>>;
}

/** The ids of the two sides. */
export function sideIds(record: Pick<GameRecord, 'sides'>): [SideId, SideId] {
  return [record.sides[0].id, record.sides[1].id];
}

/** A line naming no cell, or one that cannot be read, as `RecordSources.lost` gives it. */
export type LostLine = NonNullable<RecordSources['lost']>[number];

/**
 * Each salvo's own number for its side (`sideSalvoNumber`), for every place in `record.salvos`
 * at once: how many salvos that side had fired up to and including it, counting, besides the
 * salvos of the record, the lines naming no cell in `lost` whose side was read and whose number
 * (`item`) comes before the salvo's (`sources.salvos[i].item`). `lost` defaults to all of
 * `sources.lost`: the lines `record.salvos` leaves out. A caller whose `record` holds some of them
 * again (the referee's replay puts lines back) passes only the ones it still leaves out. This is
 * the one count of a side's salvos: `check`, `show`, `infer`, `analyze` and `record` all give it.
 *
 * @example
 *   sideSalvoNumbers(record) // [1, 1, 2, 2] when salvos 0..3 were blue, red, blue, red
 *   sideSalvoNumbers(record, sources) // [1, 1, 2, 3] when a line "- red: -> miss" came before salvo 3
 */
export function sideSalvoNumbers(record: Pick<GameRecord, 'salvos'>, sources?: Pick<RecordSources, 'salvos' | 'lost'>, lost: readonly LostLine[] = sources?.lost ?? []): number[] {
  const counts = new Map<string, number>();
  return record.salvos.map((s, i) => {
    const n = (counts.get(s.side) ?? 0) + 1;
    counts.set(s.side, n);
    const item = sources?.salvos[i]?.item;
    if (item === undefined) return n;
    return n + lost.filter((l) => l.side !== undefined && l.side === s.side && l.item < item).length;
  });
}

/**
 * The side's own number for the salvo at `index` (0-based in `record.salvos`): how many salvos
 * that side had fired up to and including it. This is the number pencilled on the paper chart.
 * Given the record's `sources`, a line naming no cell (left out of `record.salvos`, its side
 * read: `RecordSources.lost`) counts too, as `check` counts it: it was still a salvo of its side.
 * `lost`: which of those lines to count, as `sideSalvoNumbers` takes it. 0 past the record's end.
 *
 * @example
 *   sideSalvoNumber(record, 3) // 2 when salvos 0..3 were blue, red, blue, red
 *   sideSalvoNumber(record, 3, sources) // 3 when a line "- red: -> miss" came before them
 */
export function sideSalvoNumber(record: Pick<GameRecord, 'salvos'>, index: number, sources?: Pick<RecordSources, 'salvos' | 'lost'>, lost?: readonly LostLine[]): number {
  return sideSalvoNumbers(record, sources, lost)[index] ?? 0;
}

/**
 * A side's own salvos in the order it fired them, numbered as `sideSalvoNumbers` numbers them
 * (the k-th of the list is the side's salvo k + 1): each one's place in `record.salvos`, or, for
 * a line naming no cell (of `lost`, by default all of `sources.lost`), `at` the place of the last
 * salvo of the record before it (-1 for none) and its number in the text (`lost`).
 */
export function sideSalvos(
  record: Pick<GameRecord, 'salvos'>,
  side: (recorded: string) => boolean,
  sources?: Pick<RecordSources, 'salvos' | 'lost'>,
  lost: readonly LostLine[] = sources?.lost ?? [],
): { readonly at: number; readonly lost?: number }[] {
  const itemOf = (i: number): number => sources?.salvos[i]?.item ?? i + 1;
  const out: { at: number; lost?: number; item: number }[] = [];
  record.salvos.forEach((s, at) => {
    if (side(s.side)) out.push({ at, item: itemOf(at) });
  });
  for (const l of lost) {
    if (l.side === undefined || !side(l.side)) continue;
    let at = -1;
    record.salvos.forEach((_, i) => {
      if (itemOf(i) < l.item) at = i;
    });
    out.push({ at, lost: l.item, item: l.item });
  }
  return out.sort((a, b) => a.item - b.item || a.at - b.at).map(({ at, lost }) => (lost === undefined ? { at } : { at, lost }));
}
