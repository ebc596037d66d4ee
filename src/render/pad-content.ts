/**
 * What a pad sheet must show, derived from the variant's data and policies alone (no template
 * is special): the roster rows and which tally columns they need, the salvo log's shape (shots
 * per row, result column or per-shot marks, how many rows a game can need), the trackers the
 * rules call for (shots left, the salvo-size ladder, guns left, ships afloat) and the legend of
 * the marks the report policy implies. `pad-layout.ts` decides where these go; `pad.ts` draws.
 *
 * @example
 *   const c = padContent(variant, 'ru');
 *   c.trackers.map((t) => t.kind) // ['shots-left', 'damage-ladder'] for Perelman
 */
import { fleetCells, localize, shipCount, singleShots, type Lang, type Shape, type Variant } from '../variant/model.js';
import { fill, padText, type PadText } from './i18n.js';
import { timesSign } from './typography.js';
import type { CellMark } from './chart.js';

export interface RosterRow {
  readonly mark: string;
  readonly name: string;
  /** Ships of this class. */
  readonly count: number;
  readonly size: number;
  readonly shape: Shape;
  readonly hatched: boolean;
  /** Guns per ship (0: no guns column entry). */
  readonly guns: number;
  /** Hits-taken boxes: one group per ship, `size` boxes each. */
  readonly taken: readonly number[];
  /** 1-based hit numbers at which a gun is lost (marked in the hits-taken boxes). */
  readonly gunLostAt: readonly number[];
  /** Hits-given boxes: groups (per ship, or one run per class), or null when the report cannot tell. */
  readonly given: readonly number[] | null;
  /** Boxes to tick enemy ships of this class as sunk (per-shot reports that announce sinking). */
  readonly sunkTicks: number;
  /** The class need not be sunk to win (`mustSink: false`: a decoy, a hospital ship): its name is marked (`NEED_NOT_SINK_MARK`) and the legend says why. */
  readonly needNotSink?: boolean;
}

/** The mark after the name of a class that need not be sunk, in the roster and the legend's line that tells it. */
export const NEED_NOT_SINK_MARK = '*';

export interface Roster {
  readonly rows: readonly RosterRow[];
  readonly hasGiven: boolean;
  readonly hasSunkTicks: boolean;
  readonly hasGuns: boolean;
  /** Tally boxes take salvo numbers (per-salvo reports) rather than strokes. */
  readonly boxesHoldNumbers: boolean;
  /**
   * The widest a ship's name may be drawn (millimetres), longer ones ending in an ellipsis; none
   * by default. The layout sets it only when the sheet cannot be laid out with the names whole.
   */
  readonly nameCap?: number;
}

export interface LogSpec {
  readonly title: string;
  /** Shot slots in one row: the largest salvo. */
  readonly shotsPerRow: number;
  /** Each shot slot has its own result mark (per-shot reports). */
  readonly markPerShot: boolean;
  /** A free-text result column (per-salvo reports). */
  readonly resultColumn: boolean;
  /** The result column's heading (the column is at least as wide). */
  readonly resultHeading: string;
  /** Rows wanted for a full game (the layout tries to fit at least these). */
  readonly wantedRows: number;
  /** Rows that can ever be used (the layout never numbers more). */
  readonly maxRows: number;
  /** Widest cell name on the board (`д10`), to size the shot slots. */
  readonly widestCell: string;
  /** The number column's heading (No., №, Nr), to size the column: it keeps white either side of it. */
  readonly numberHeading?: string;
}

export type Tracker =
  | { readonly kind: 'shots-left'; readonly title: string; readonly total: number; /** Shots a box stands for (default 1). */ readonly per?: number }
  | {
      readonly kind: 'damage-ladder';
      readonly title: string;
      /** Damage boxes 1..total. */
      readonly total: number;
      /** Salvo size once the damage box `from` is struck, until `to` (1-based box numbers; before any damage: the first step). */
      readonly steps: readonly { readonly from: number; readonly to: number; readonly shots: number }[];
    }
  | { readonly kind: 'countdown'; readonly title: string; readonly values: readonly number[]; readonly below?: readonly number[] };

export type LegendSymbol = 'dot' | 'dash' | 'cross' | 'number' | 'hatch' | 'ring' | 'gun-lost' | 'none';

export interface LegendItem {
  readonly symbol: LegendSymbol;
  readonly text: string;
}

export interface PadContent {
  readonly lang: Lang;
  readonly text: PadText;
  readonly title: string;
  readonly sides: readonly string[];
  readonly ownTitle: string;
  readonly enemyTitle: string;
  readonly columnLabels: readonly string[];
  readonly rowLabels: readonly string[];
  readonly roster: Roster;
  readonly log: LogSpec;
  readonly trackers: readonly Tracker[];
  readonly legend: readonly LegendItem[];
  readonly rules: string;
}

/** The smallest and largest salvo a side can be owed under the variant's policy. */
export function salvoRange(variant: Variant): { min: number; max: number } {
  const s = variant.turns.salvo;
  switch (s.kind) {
    case 'constant':
      return { min: s.shots, max: s.shots };
    case 'damage': {
      const all = [s.shots, ...s.steps.map((x) => x.shots)];
      return { min: Math.max(1, Math.min(...all)), max: Math.max(...all) };
    }
    case 'guns': {
      const total = variant.fleet.reduce((n, c) => n + c.guns * c.count, 0);
      return { min: Math.min(1, total), max: Math.max(1, total) };
    }
    case 'ships-afloat':
      return { min: s.perShip, max: s.perShip * shipCount(variant) };
  }
}

function cellName(variant: Variant, column: number, row: number): string {
  const b = variant.board;
  const c = b.columnLabels[column] ?? '';
  const r = b.rowLabels[row] ?? '';
  return b.cellOrder === 'column-row' ? `${c}${b.separator}${r}` : `${r}${b.separator}${c}`;
}

/** The longest cell name (by characters; ties: the first), for sizing log slots. */
function widestCell(variant: Variant): string {
  const b = variant.board;
  let best = '';
  const longest = (labels: readonly string[]) => labels.reduce((i, l, j) => (l.length > (labels[i] ?? '').length ? j : i), 0);
  const c = longest(b.columnLabels);
  const r = longest(b.rowLabels);
  best = cellName(variant, c, r);
  return best;
}

export function rosterOf(variant: Variant, lang: Lang): Roster {
  const report = variant.report;
  const perSalvo = report.timing === 'per-salvo';
  const rows = variant.fleet.map((c): RosterRow => {
    let given: number[] | null = null;
    if (report.timing === 'per-salvo') given = report.by === 'ship' ? Array(c.count).fill(c.size) : [c.count * c.size];
    else if (report.hitClass) given = [c.count * c.size];
    const sunkTicks = report.timing === 'per-shot' && report.sunk !== 'none' && given === null ? c.count : 0;
    return {
      mark: c.mark,
      name: localize(c.name, lang, variant),
      count: c.count,
      size: c.size,
      shape: c.shape,
      hatched: c.hatched,
      guns: c.guns,
      taken: Array(c.count).fill(c.size),
      gunLostAt: c.guns > 0 ? c.gunsLostAt.filter((h) => h >= 1 && h < c.size) : [],
      given,
      sunkTicks,
      ...(c.mustSink ? {} : { needNotSink: true }),
    };
  });
  return {
    rows,
    hasGiven: rows.some((r) => r.given !== null),
    hasSunkTicks: rows.some((r) => r.sunkTicks > 0),
    hasGuns: rows.some((r) => r.guns > 0),
    boxesHoldNumbers: perSalvo,
  };
}

function logOf(variant: Variant, text: PadText): LogSpec {
  const { min, max } = salvoRange(variant);
  const cells = variant.board.rows * variant.board.columns;
  const total = Math.min(variant.turns.shotLimit ?? cells, cells);
  const typical = Math.max(1, Math.floor((min + max) / 2));
  const perShot = variant.report.timing === 'per-shot';
  const single = max === 1;
  return {
    title: single ? text.shotLog : text.salvoLog,
    shotsPerRow: Math.max(1, max),
    markPerShot: perShot,
    resultColumn: !perShot,
    resultHeading: text.result,
    wantedRows: Math.ceil(total / typical),
    maxRows: Math.ceil(total / Math.max(1, min)),
    widestCell: widestCell(variant),
    numberHeading: text.number,
  };
}

/** The most boxes a shots-left tracker draws; past it, a box stands for several shots. */
const MAX_SHOT_BOXES = 100;

function trackersOf(variant: Variant, text: PadText): Tracker[] {
  const out: Tracker[] = [];
  const limit = variant.turns.shotLimit;
  // A limit of at least one shot per cell never stops anyone: no tracker. A long one gets a box
  // per 5 (10, 20…) shots, so that it stays a tracker (at most 100 boxes) and the pad still fits.
  if (limit !== null && limit > 0 && limit < variant.board.rows * variant.board.columns) {
    const per = [1, 5, 10, 20, 50, 100].find((k) => Math.ceil(limit / k) <= MAX_SHOT_BOXES) ?? 100;
    const title = per === 1 ? fill(text.shotsLeft, limit) : `${fill(text.shotsLeft, limit)}, ${fill(text.shotsPerBox, per)}`;
    out.push({ kind: 'shots-left', title, total: limit, ...(per > 1 ? { per } : {}) });
  }
  const s = variant.turns.salvo;
  if (s.kind === 'damage' && s.steps.length > 0) {
    const counted = damageCounted(variant, s);
    const sorted = [...s.steps].sort((a, b) => a.damage - b.damage).filter((x) => x.damage <= counted);
    const steps: { from: number; to: number; shots: number }[] = [];
    let from = 1;
    let shots = s.shots;
    for (const step of sorted) {
      steps.push({ from, to: step.damage - 1, shots });
      from = step.damage;
      shots = step.shots;
    }
    steps.push({ from, to: counted, shots });
    out.push({ kind: 'damage-ladder', title: text.damageLadder, total: counted, steps: steps.filter((x) => x.to >= x.from) });
  } else if (s.kind === 'guns') {
    const total = variant.fleet.reduce((n, c) => n + c.guns * c.count, 0);
    out.push({ kind: 'countdown', title: text.gunsLeft, values: Array.from({ length: total }, (_, i) => total - i) });
  } else if (s.kind === 'ships-afloat') {
    const n = shipCount(variant);
    const values = Array.from({ length: n }, (_, i) => n - i);
    out.push({ kind: 'countdown', title: text.shipsAfloat, values, below: values.map((v) => v * s.perShip) });
  }
  return out;
}

/** The hits on a side that a damage ladder counts: every ship cell, or the unprotected ones'. */
function damageCounted(variant: Variant, s: Extract<Variant['turns']['salvo'], { kind: 'damage' }>): number {
  return s.countProtected ? fleetCells(variant) : variant.fleet.reduce((n, c) => n + (c.protected ? 0 : c.count * c.size), 0);
}

/**
 * The legend's salvo size, under every kind of salvo. Only a constant size has a line of its own:
 * other kinds have a tracker whose title says the size (guns left, ships afloat, the damage ladder),
 * and a line more would cost the sheet a row of its log; they are said where a hit earns another
 * salvo, so that the line saying so says how big a salvo is.
 */
function salvoSizeLine(variant: Variant, text: PadText): string {
  const s = variant.turns.salvo;
  switch (s.kind) {
    case 'constant':
      // A game of single shots has no salvos to speak of (its log is the shot log): one shot a turn.
      return singleShots(variant) ? text.oneShotATurn : fill(text.shotsPerSalvo, s.shots);
    case 'damage':
      // A ladder whose every step needs more hits than the side can take never changes the size.
      return s.steps.some((x) => x.damage <= damageCounted(variant, s)) ? fill(text.shotsByDamage, s.shots) : fill(text.shotsPerSalvo, s.shots);
    case 'guns':
      return text.shotsPerGun;
    case 'ships-afloat':
      return fill(text.shotsPerShipAfloat, s.perShip);
  }
}

/** How a per-shot game's legend tells a player to mark the shots on a chart, and round which cells of a sunk ship to dot (the spacing rule's), if any. */
export interface ShotMarks {
  readonly miss: CellMark;
  readonly hit: CellMark;
  readonly sunk: CellMark;
  readonly ring: 'no-contact' | 'no-side-contact' | null;
}

/**
 * The marks a per-shot game's pad tells a player to pencil in (its legend's lines, and a filled-in
 * sheet's cells, `salvo show -o`): a dot a miss, a dash a hit and a cross a sinking where sinkings
 * are announced (a cross a hit where they are not), dots round a sunk ship where ships may not
 * touch; null in a per-salvo game, whose charts take the salvo's number.
 *
 * @example
 *   shotMarksOf(morskoyBoy) // { miss: 'dot', hit: 'dash', sunk: 'cross', ring: 'no-contact' }
 */
export function shotMarksOf(variant: Variant): ShotMarks | null {
  const r = variant.report;
  if (r.timing !== 'per-shot') return null;
  const sunkAnnounced = r.sunk !== 'none';
  const spacing = variant.placement.spacing;
  return { miss: 'dot', hit: sunkAnnounced ? 'dash' : 'cross', sunk: 'cross', ring: sunkAnnounced && spacing !== 'may-touch' ? spacing : null };
}

function legendOf(variant: Variant, lang: Lang, text: PadText): LegendItem[] {
  const words = variant.words[lang] ?? variant.words[variant.languages[0] ?? ''] ?? Object.values(variant.words)[0];
  const out: LegendItem[] = [];
  const r = variant.report;
  // A hit earns the whole salvo again: one shot where salvos are of one shot.
  const extra = singleShots(variant) ? text.extraShot : text.extraSalvo;
  if (variant.turns.salvo.kind === 'constant' || variant.turns.extraShotOnHit) out.push({ symbol: 'none', text: salvoSizeLine(variant, text) + (variant.turns.extraShotOnHit ? `; ${extra}` : '') });
  const marks = shotMarksOf(variant);
  if (marks !== null) {
    const sunkAnnounced = r.sunk !== 'none';
    if (words !== undefined) {
      out.push({ symbol: marks.miss, text: words.miss });
      out.push({ symbol: marks.hit, text: words.hit });
      if (sunkAnnounced) out.push({ symbol: marks.sunk, text: words.sunk ?? 'sunk' });
    }
    if (marks.ring === 'no-contact') out.push({ symbol: 'ring', text: text.ringSunk });
    if (marks.ring === 'no-side-contact') out.push({ symbol: 'ring', text: text.ringSides });
  } else {
    // Where every salvo is one shot, the number pencilled in a cell is the shot's (the log is the shot log).
    out.push({ symbol: 'number', text: singleShots(variant) ? text.shotNumberMark : text.salvoNumberMark });
    out.push({ symbol: 'none', text: singleShots(variant) ? text.shotTallyMark : text.tallyMark });
    if (words !== undefined && words.noHits !== '') out.push({ symbol: 'none', text: fill(text.noHitsSaid, words.noHits) });
  }
  if (variant.fleet.some((c) => c.hatched && c.protected)) {
    const penalised = variant.turns.protectedHitPenalty !== 'none';
    out.push({ symbol: 'hatch', text: penalised ? text.protectedPenalty : text.protectedShip });
  }
  if (variant.fleet.some((c) => c.guns > 0 && c.gunsLostAt.some((h) => h >= 1 && h < c.size))) out.push({ symbol: 'gun-lost', text: text.gunLost });
  // A decoy or a hospital ship that need not be sunk: its name in the roster is marked, and this says what the mark means.
  if (variant.fleet.some((c) => !c.mustSink)) out.push({ symbol: 'none', text: fill(text.needNotSink, NEED_NOT_SINK_MARK) });
  return out;
}

/**
 * Everything a pad sheet prints for `variant` in `lang`; `sides` overrides the side names
 * (`['Blue', 'Red']`, or player names), `title` the game's name.
 *
 * @example
 *   padContent(variant, 'en', { sides: ['Anna', 'Boris'] }).sides // ['Anna', 'Boris']
 */
export function padContent(variant: Variant, lang: Lang, opts: { sides?: readonly string[]; title?: string } = {}): PadContent {
  const text = padText(lang);
  const words = variant.words[lang] ?? variant.words[variant.languages[0] ?? ''] ?? Object.values(variant.words)[0];
  const sides = opts.sides !== undefined && opts.sides.length > 0 ? opts.sides : variant.turns.sides.map((s) => localize(s.name, lang, variant));
  return {
    lang,
    text,
    // A size typed `15 x 15` in the name printed `15 × 15`, as the cover's board line prints it.
    title: timesSign(opts.title ?? localize(variant.name, lang, variant)),
    sides,
    ownTitle: words?.ownChart ?? '',
    enemyTitle: words?.enemyChart ?? '',
    columnLabels: variant.board.columnLabels,
    rowLabels: variant.board.rowLabels,
    roster: rosterOf(variant, lang),
    log: logOf(variant, text),
    trackers: trackersOf(variant, text),
    legend: legendOf(variant, lang, text),
    rules: localize(variant.rules, lang, variant),
  };
}

/**
 * Every string a pad of `variant` can print in `lang` (for the glyph check), with where it
 * comes from (`name`, `fleet[2].name`, `words.ru.miss`, `board.columnLabels[3]`, `rules`).
 *
 * @example
 *   printedStrings(v, 'ru').find((s) => s.path === 'words.ru.sunk')?.text // 'убит'
 */
export function printedStrings(variant: Variant, lang: Lang): { path: string; text: string }[] {
  const out: { path: string; text: string }[] = [];
  const pick = (l: Record<string, string>, path: string) => out.push({ path: `${path}.${lang}`, text: l[lang] ?? localize(l, lang, variant) });
  pick(variant.name, 'name');
  pick(variant.rules, 'rules');
  variant.board.columnLabels.forEach((t, i) => out.push({ path: `board.columnLabels[${i}]`, text: t }));
  variant.board.rowLabels.forEach((t, i) => out.push({ path: `board.rowLabels[${i}]`, text: t }));
  variant.fleet.forEach((c, i) => {
    pick(c.name, `fleet[${i}].name`);
    out.push({ path: `fleet[${i}].mark`, text: c.mark });
  });
  variant.turns.sides.forEach((s, i) => pick(s.name, `turns.sides[${i}].name`));
  const words = variant.words[lang];
  if (words !== undefined) for (const [k, v] of Object.entries(words)) out.push({ path: `words.${lang}.${k}`, text: v });
  return out;
}
