/**
 * The validated variant: the plain, fully resolved description of one naval battle game that
 * every other layer (rules, record, inference, render) reads. It is produced only by
 * `validateVariant` (src/variant/validate.ts) from a raw `VariantSpec`; whatever has this type
 * has passed validation, so consumers never need to re-check it.
 *
 * Cells are indices `row * board.columns + column`, row 0 at the top (the first row label),
 * column 0 at the left (the first column label). See src/core/cellset.ts.
 */

/** A language code used by the variant, e.g. `ru`, `pl`, `en`. */
export type Lang = string;

/** A text given in every language the variant declares (`{ ru: 'убит', en: 'sunk' }`). */
export type Localized = Readonly<Record<Lang, string>>;

/** How a cell is written: column label then row label (`д3`, `A10`), or row then column. */
export type CellOrder = 'column-row' | 'row-column';

export interface Board {
  readonly rows: number; // 2..26
  readonly columns: number; // 2..26
  /** Column labels, left to right (`['а','б',…,'к']`). Unique after case folding. */
  readonly columnLabels: readonly string[];
  /** Row labels, top to bottom (`['1',…,'10']`). Unique after case folding. */
  readonly rowLabels: readonly string[];
  readonly cellOrder: CellOrder;
  /** Optional separator written between the two labels (`''` by default: `A10`). */
  readonly separator: string;
}

/** A ship shape as cell offsets `[row, column]`, normalised so min row = min column = 0. */
export type Shape = readonly (readonly [number, number])[];

export interface ShipClass {
  /** Stable identifier used in records and layouts: `battleship`, `hospital`. */
  readonly id: string;
  readonly name: Localized;
  /** Short roster mark, e.g. a Roman numeral `III` (Perelman) or an abbreviation `BB`. */
  readonly mark: string;
  /** Number of cells. */
  readonly size: number;
  /**
   * `straight`: a line of `size` cells (direction set by `placement.diagonal`).
   * `shape`: a fixed polyomino, placed in all its rotations and reflections.
   */
  readonly kind: 'straight' | 'shape';
  /** For `kind: 'shape'` the base shape; for `straight` the horizontal line. */
  readonly shape: Shape;
  /** How many ships of this class each side has. */
  readonly count: number;
  /** Guns aboard (0 if the variant has no guns). */
  readonly guns: number;
  /** One gun is lost at each of these hit counts (e.g. `[2]`); all guns are lost when sunk. */
  readonly gunsLostAt: readonly number[];
  /** Hitting it is penalised (the hospital ship). */
  readonly protected: boolean;
  /** Must it be sunk for the side to lose all its ships? (default true) */
  readonly mustSink: boolean;
  /** Drawn with lengthwise hatching on the pad (defaults to `protected`). */
  readonly hatched: boolean;
}

export type Spacing = 'may-touch' | 'no-side-contact' | 'no-contact';

export interface Placement {
  /** Straight ships may also lie diagonally (Jutland). */
  readonly diagonal: boolean;
  readonly spacing: Spacing;
}

/** Salvo size policy: how many shots a side is owed for its next salvo. */
export type SalvoPolicy =
  | { readonly kind: 'constant'; readonly shots: number }
  /** `shots` until the side has taken `steps[0].damage` hits, then `steps[0].shots`, … */
  | {
      readonly kind: 'damage';
      readonly shots: number;
      readonly steps: readonly { readonly damage: number; readonly shots: number }[];
      /** Do hits on protected ships count as damage? (Perelman: yes) */
      readonly countProtected: boolean;
    }
  /** One shot per gun still aboard (Jutland). */
  | { readonly kind: 'guns' }
  /** `perShip` shots per ship still afloat (the 1931 Salvo rule). */
  | { readonly kind: 'ships-afloat'; readonly perShip: number };

export type SideId = string;

export interface Side {
  readonly id: SideId; // `blue`, `red`
  readonly name: Localized;
}

export interface Turns {
  /** Exactly two sides; `sides[0]` fires first unless `first` says otherwise. */
  readonly sides: readonly [Side, Side];
  readonly first: SideId;
  readonly salvo: SalvoPolicy;
  /** A hit earns another shot/salvo, until a miss (Морской бой, Statki). */
  readonly extraShotOnHit: boolean;
  /** Hitting a protected ship: the shooter misses its next turn. */
  readonly protectedHitPenalty: 'none' | 'skip-next-turn';
  /** Most shots a side may fire in the whole game; null = no limit. */
  readonly shotLimit: number | null;
  /** When both sides have exhausted their shots without a winner. */
  readonly onShotsExhausted: 'draw' | 'most-hits-wins';
}

/**
 * What the defender announces.
 * - `per-shot`: every shot is answered miss / hit / sunk. `sunk`: is sinking announced at all
 *   (`none`), as a plain "sunk" (`plain`), or with the class (`with-class`); `hitClass`: does
 *   a hit also name the class?
 * - `per-salvo`: after the whole salvo, the ships hit, never which shot. `by`: `class` ("the
 *   cruiser") or `ship` (destroyer #1 vs #2 told apart); `counts`: how many times each was hit;
 *   `sunk`: whether a ship sunk by the salvo is announced.
 */
export type ReportPolicy =
  | {
      readonly timing: 'per-shot';
      readonly sunk: 'none' | 'plain' | 'with-class';
      readonly hitClass: boolean;
    }
  | {
      readonly timing: 'per-salvo';
      readonly by: 'class' | 'ship';
      readonly counts: boolean;
      readonly sunk: boolean;
    };

/** Words a player says or reads, per language. */
export interface Words {
  readonly miss: string;
  readonly hit: string;
  /** Said for a ship sunk; absent where the report never announces a sinking (`sunk: none`, per salvo `sunk: false`). */
  readonly sunk?: string;
  readonly noHits: string;
  /** Chart titles: own fleet, enemy waters. */
  readonly ownChart: string;
  readonly enemyChart: string;
}

export interface Variant {
  /** Identifier: `jutland`, `perelman`, … (templates) or the file's own `id`. */
  readonly id: string;
  readonly name: Localized;
  /** One-line summary per language, shown by `salvo variants`. */
  readonly summary: Localized;
  /** Declared languages, the first is the default. Every Localized has all of them. */
  readonly languages: readonly Lang[];
  readonly board: Board;
  readonly fleet: readonly ShipClass[];
  readonly placement: Placement;
  readonly turns: Turns;
  readonly report: ReportPolicy;
  readonly words: Readonly<Record<Lang, Words>>;
  /** The rules text for a pad's cover, per language (may be empty strings). */
  readonly rules: Localized;
  /** Where the variant came from (a template id or a file path), for messages. */
  readonly source: string;
}

/** Pick a localized text in `lang`, falling back to the variant's first language. */
export function localize(text: Localized, lang: Lang, variant: Pick<Variant, 'languages'>): string {
  return text[lang] ?? text[variant.languages[0] ?? ''] ?? Object.values(text)[0] ?? '';
}

/**
 * Every salvo of the game is one shot (Морской бой, Statki): a turn is a shot, the texts count
 * shots, not salvos, and a hit earns another shot, not another salvo.
 */
export function singleShots(variant: { readonly turns: Pick<Turns, 'salvo'> }): boolean {
  const salvo = variant.turns.salvo;
  return salvo.kind === 'constant' && salvo.shots === 1;
}

/** Total number of ships in the fleet. */
export function shipCount(variant: Pick<Variant, 'fleet'>): number {
  return variant.fleet.reduce((n, c) => n + c.count, 0);
}

/** Total number of cells the fleet occupies. */
export function fleetCells(variant: Pick<Variant, 'fleet'>): number {
  return variant.fleet.reduce((n, c) => n + c.count * c.size, 0);
}
