/**
 * `salvo show game.yaml [--after N|side:n] [--side blue] [--lang ru]`: both charts of a side as its
 * paper looks after salvo N of the game (both sides' salvos counted), or after a side's own n-th
 * salvo (`--after red:6`, as `infer --after` counts), in the terminal: its own chart (ships, if revealed, and the enemy's
 * shots marked with the enemy's salvo numbers) beside the enemy chart (its own shots with its
 * salvo numbers), and the roster with the tallies of hits taken and given. Without `--side`,
 * both sides' papers.
 */
import { possessive } from '../../core/possessive.js';
import { Option, type Command } from 'commander';
import { formatCell } from '../../core/coords.js';
import { inFileOrder, jsonReplacer } from '../../core/diagnostics.js';
import type { GameRecord, RecordSources } from '../../record/model.js';
import { sideTitle } from '../../record/game.js';
import { paperOf, sunkShipCells, type ChartMark, type Paper } from '../../record/paper.js';
import { resolveSideOrPlayer, sideNamesHint } from '../../record/parse.js';
import { usageTextOf } from './usage-text.js';
import { turnInfo } from '../../record/session.js';
import { dateWritten, padText } from '../../render/i18n.js';
import { EMPTY_CELL, chartCellWidth, displayWidth, drawChartText } from '../../render/terminal.js';
import { localize, singleShots, type Variant } from '../../variant/model.js';
import type { CliIO } from '../io.js';
import { ExitCode, UsageError } from '../errors.js';
import { copiedOf, describeResult, setAsideLines } from './check.js';
import { reportText } from './report-text.js';
import { recordAsAnnounced } from '../../inference/record-check.js';
import { refereeRecord, type Breach } from '../../record/referee.js';
import { breachesAsChecked, countingMissing, readUpTo, recordAsRead, resultsAsRead, slipsUpTo, type CopyRead, type RecordAsRead } from '../../record/as-read.js';
import { breachesToRead, resultRecordAsRead } from '../../inference/full-referee.js';
import { asReadJson, asReadLines, NOTE } from '../../record/as-read-text.js';
import { salvoAtLine } from '../../inference/impossibility-text.js';
import { shotsNamed } from '../../record/shots-named.js';
import { spoken } from '../../core/language.js';
import { plural } from '../../core/plural.js';
import type { ParsedRecord } from '../../record/parse.js';
import { afterOption, commandLanguage, lastSalvoOf, openRecord, recordName, readingWarnings, type LastSalvo } from './game-common.js';
import { readingLine } from '../../record/referee-text.js';
import { alternativeIn, ordinal, playTextOf, type ChartLegendParts } from './play-text.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import { sideSalvoNumbers } from '../../record/model.js';
import { formatAnnouncement } from '../../record/announcement-text.js';
import type { ShotReport } from '../../rules/announcement.js';
import { announcesSinking } from '../../rules/fleet-status.js';
import { shellWord } from '../../core/shell-word.js';
import { checkOutput, pdfNameNote, writeOutput } from './output.js';
import { padOptionRefused, paperNamed } from './pad-text.js';
import type { SheetFill } from '../../render/pad.js';
import type { CellMark } from '../../render/chart.js';
import { rosterOf, shotMarksOf, type ShotMarks, type Tracker } from '../../render/pad-content.js';
import type { RosterTicks } from '../../render/roster.js';
import { boxesFilling } from '../../render/roster-boxes.js';
import { neighbours } from '../../core/placements.js';
import type { LogRowWritten } from '../../render/log.js';

/**
 * Two blocks of lines side by side; one under the other, a blank line between, where side by side
 * they would be wider than `columns` (the terminal's width, where output goes to one).
 */
function besideEachOther(left: string, right: string, gap = 4, columns?: number): string {
  const a = left.replace(/\n$/u, '').split('\n');
  const b = right.replace(/\n$/u, '').split('\n');
  const width = Math.max(...a.map(displayWidth));
  if (columns !== undefined && width + gap + Math.max(...b.map(displayWidth)) > columns) return `${a.join('\n')}\n\n${b.join('\n')}\n`;
  const lines: string[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const l = a[i] ?? '';
    const r = b[i] ?? '';
    lines.push((r === '' ? l : l + ' '.repeat(width - displayWidth(l) + gap) + r).replace(/\s+$/u, ''));
  }
  return lines.join('\n') + '\n';
}

function markText(mark: ChartMark | undefined): string {
  if (!mark) return '';
  const suffix = mark.result === 'hit' ? '*' : mark.result === 'sunk' ? '#' : '';
  return `${mark.salvo}${suffix}`;
}

function tally(hits: number, cells: number): string {
  return '■'.repeat(Math.min(hits, cells)) + '□'.repeat(Math.max(0, cells - hits));
}

/** The salvos that scored a tally's hits, one per hit: `?` for a hit known without knowing which salvo scored it. */
function scoredBy(by: readonly (number | null)[]): string {
  return by.map((n) => (n === null ? '?' : String(n))).join(' ');
}

/**
 * A roster line's tally as the filled-in sheet (`show -o`) ticks its boxes: `groups` its boxes as
 * the pad groups them (one group a ship where the pad has a group per ship), a space between
 * groups, each box filled as `boxesFilled` fills it (the hits whose ship the record tells in that
 * ship's boxes, the others in the first boxes left), then the salvos that scored them in the boxes'
 * order, a `|` between ships where the record tells which ship some hits were on (no `|` where
 * the ships' hits are known but not which salvos scored them: the class's salvos, in order).
 *
 * @example
 *   shipTally([3, 3], 4, [1, 1, 2, 2], [[2], [1, 1, 2]]) // '■□□ ■■■ 2 | 1 1 2'
 */
function shipTally(groups: readonly number[], hits: number, by: readonly (number | null)[], byShip: readonly (readonly (number | null)[])[]): string {
  const cells = groups.reduce((a, b) => a + b, 0);
  // More hits than boxes (not from a valid record): all of them, as counted.
  if (hits > cells) return `${tally(hits, cells)} ${scoredBy(by)}`.trimEnd();
  const { boxes: filled, guessed } = boxesFilling(groups, hits, by, byShip, true);
  const boxes: string[] = [];
  const numbers: string[] = [];
  let at = 0;
  for (const size of groups) {
    const here = filled.slice(at, at + size);
    at += size;
    boxes.push(here.map((v) => (v === undefined ? '□' : '■')).join(''));
    const scored = here.filter((v) => v !== undefined);
    if (scored.length > 0) numbers.push(scoredBy(scored));
  }
  // No `|` where some ship's numbers are there by guess (its hits known, not which salvos scored them).
  const shipsKnown = groups.length > 1 && byShip.some((s) => s.length > 0) && !guessed;
  // Where the ships' hits are known but not the salvos that scored them (a per-shot game's sunk
  // ship, its own hits told by the chart's marks, not ship by ship), the salvos as the class has them.
  const known = (list: readonly (number | null | undefined)[]): number => list.filter((v) => typeof v === 'number').length;
  if (known(filled) < known(by.slice(0, hits))) return `${boxes.join(' ')} ${scoredBy(by)}`.trimEnd();
  return `${boxes.join(' ')} ${numbers.join(shipsKnown ? ' | ' : ' ')}`.trimEnd();
}

/**
 * On `paper`'s own chart with its fleet shown, whether the shot at `cell` sank a ship of it, as the
 * fleet has it, in a game whose charts mark a sinking (`#`: sinkings announced shot by shot), as
 * the enemy's chart of the same shots marks it where the announcement is true.
 */
function ownSinking(paper: Paper, cell: number, variant: Variant): boolean {
  return variant.report.timing === 'per-shot' && announcesSinking(variant.report) && paper.ownSunk?.has(cell) === true;
}

/**
 * One side's paper as text: the two charts side by side (one under the other where side by side
 * they would be wider than `columns`, the terminal's), then the roster. With `lastSalvo`
 * (`show`), the heading names the last salvo of the game taken into account and whose it was.
 *
 * @example
 *   drawPaper(paperOf(record, variant, 'blue'), record, variant, 'en')
 */
export function drawPaper(paper: Paper, record: GameRecord, variant: Variant, lang: string, opts: { readonly lastSalvo?: boolean | LastSalvo | null; readonly sources?: RecordSources; readonly columns?: number | undefined } = {}): string {
  const words = variant.words[lang] ?? variant.words[variant.languages[0] ?? '']!;
  const shipAt = new Map<number, boolean>();
  for (const ship of paper.fleet ?? []) {
    const hatched = variant.fleet[ship.classIndex]?.hatched ?? false;
    for (const c of ship.cells) shipAt.set(c, hatched);
  }
  const ownText = (cell: number): string => {
    const m = paper.ownChart.get(cell);
    // A hit on the own fleet: known from the fleet when the record has it (`#` the shot that sank a
    // ship, where the game marks sinkings), else as announced shot by shot.
    if (m) return shipAt.has(cell) ? `${m.salvo}${ownSinking(paper, cell, variant) ? '#' : '*'}` : markText(m);
    if (shipAt.has(cell)) return shipAt.get(cell) ? '▨' : '■';
    return EMPTY_CELL;
  };
  const enemyText = (cell: number): string => markText(paper.enemyChart.get(cell)) || EMPTY_CELL;
  // The two charts of one board side by side, as on paper: columns as wide in both.
  const cellWidth = Math.max(chartCellWidth(variant.board, ownText), chartCellWidth(variant.board, enemyText));
  const own = drawChartText(variant.board, ownText, { title: words.ownChart, cellWidth });
  const enemy = drawChartText(variant.board, enemyText, { title: words.enemyChart, cellWidth });
  const t = playTextOf(variant, lang);
  // `show`: which salvo of the game the paper is after, and whose: `--after 12` counts both sides'
  // salvos, `infer --after` and `--after red:6` one side's (`after 12 salvos of the game (the last: red's 6th)`).
  // (`show` gives it as it reads the record: a line under the wrong side is the side's that fired it.)
  const last = opts.lastSalvo === true ? lastSalvoOf(record, variant, paper.after, opts.sources) : opts.lastSalvo === undefined || opts.lastSalvo === false ? null : opts.lastSalvo;
  let out = `${t.paperAfter(sideTitle(record, variant, paper.side, lang, { player: true }), paper.after)}${last === null ? '' : t.lastOf(sideTitle(record, variant, last.side, lang), last.sideSalvo)}\n`;
  out += besideEachOther(own, enemy, 4, opts.columns);
  const markWidth = Math.max(...variant.fleet.map((c) => displayWidth(c.mark)), 1);
  const names = variant.fleet.map((c) => `${localize(c.name, lang, variant)}${c.count > 1 ? ` ×${c.count}` : ''}`);
  const nameWidth = Math.max(...names.map(displayWidth), 1);
  // The tallies as the filled-in sheet ticks the pad's boxes: taken a group a ship, given as the pad groups them.
  const padRows = rosterOf(variant, lang).rows;
  const groupsOf = (r: Paper['roster'][number], given: boolean): readonly number[] => {
    const row = padRows[r.classIndex];
    return (given ? row?.given : row?.taken) ?? [r.cells];
  };
  const takenTexts = paper.roster.map((r) => shipTally(groupsOf(r, false), r.taken, r.takenBy, r.takenByShip));
  const heads = padText(lang);
  const takenWidth = Math.max(...takenTexts.map(displayWidth), displayWidth(heads.hitsTaken));
  out += `${' '.repeat(markWidth + nameWidth + 4)}${heads.hitsTaken}${' '.repeat(takenWidth - displayWidth(heads.hitsTaken) + 3)}${heads.hitsGiven}\n`;
  paper.roster.forEach((r, i) => {
    const cls = variant.fleet[r.classIndex]!;
    const given = shipTally(groupsOf(r, true), r.given, r.givenBy, r.givenByShip);
    const sunk = [r.sunkTaken > 0 ? t.lost(r.sunkTaken) : '', r.sunkGiven > 0 ? t.sank(r.sunkGiven) : ''].filter((x) => x !== '').join(', ');
    const line =
      `${cls.mark}${' '.repeat(markWidth - displayWidth(cls.mark))}  ${names[i]}${' '.repeat(nameWidth - displayWidth(names[i]!))}  ` +
      `${takenTexts[i]}${' '.repeat(takenWidth - displayWidth(takenTexts[i]!))}   ${given}${sunk ? `   (${sunk})` : ''}`;
    out += line.trimEnd() + '\n';
  });
  // A total above the roster's tallies: some hits are known (from a salvo size, or a report that
  // names no class) without knowing which class took them. Said, so the two do not seem to disagree.
  const tallied = (n: number, byClass: number): string => (byClass < n ? t.tallied(n, byClass) : String(n));
  const takenByClass = paper.roster.reduce((k, r) => k + r.taken, 0);
  const givenByClass = paper.roster.reduce((k, r) => k + r.given, 0);
  out += `${t.totals(tallied(paper.hitsTaken, takenByClass), tallied(paper.hitsGiven, givenByClass), paper.shotsFired, paper.shotsLeft)}\n`;
  return out;
}

/**
 * What the legend under `papers` says: how the game's announcements mark a cell (shot by shot, or
 * a salvo as a whole: its number alone), and only the other marks drawn (ships, hatched ships, `?`).
 *
 * @example
 *   legendParts([paperOf(record, jutland, 'blue')], jutland) // { perShot: false, sunk: false, ships: true, … }
 */
export function legendParts(papers: readonly Paper[], variant: Variant): ChartLegendParts {
  const { report } = variant;
  const ships = papers.flatMap((p) => p.fleet ?? []);
  return {
    perShot: report.timing === 'per-shot',
    sunk: report.timing === 'per-shot' && report.sunk !== 'none',
    ships: ships.length > 0,
    hatched: ships.some((ship) => variant.fleet[ship.classIndex]?.hatched === true),
    unknown: papers.some((p) => p.roster.some((r) => [...r.takenBy, ...r.givenBy].includes(null))),
  };
}

/** A mark of `show --json`: a shot on a chart, by the printed label of its cell. */
export interface ShowMark {
  readonly cell: string;
  /** The firing side's salvo number, as pencilled in the cell. */
  readonly salvo: number;
  /** As the text marks it: `*` hit, `#` sunk; unknown where the record says nothing shot by shot. */
  readonly mark: 'miss' | 'hit' | 'sunk' | 'unknown';
  /** The class named with the result, when one was. */
  readonly class?: string;
}

/** One side's paper as `show --json` gives it. */
export interface ShowPaperJson {
  readonly side: string;
  readonly player: string | null;
  readonly after: number;
  /** The side's ships when the record reveals its fleet (else null): class and cells. */
  readonly ships: readonly { readonly class: string; readonly cells: readonly string[] }[] | null;
  readonly ownChart: readonly ShowMark[];
  readonly enemyChart: readonly ShowMark[];
  readonly roster: readonly {
    readonly class: string;
    readonly name: string;
    readonly mark: string;
    readonly count: number;
    readonly cells: number;
    readonly taken: number;
    /** The salvos that scored the hits, one per hit; null where the record does not tell which. */
    readonly takenBy: readonly (number | null)[];
    /**
     * Of `takenBy`, the hits the record tells the ship of, per ship of the class: the ships in the
     * order first hit, as the roster's boxes (by the ship's number where the report names it).
     */
    readonly takenByShip: readonly (readonly (number | null)[])[];
    readonly given: number;
    readonly givenBy: readonly (number | null)[];
    readonly givenByShip: readonly (readonly (number | null)[])[];
    readonly lost: number;
    readonly sank: number;
  }[];
  readonly totals: {
    readonly hitsTaken: number;
    readonly hitsTakenByClass: number;
    readonly hitsGiven: number;
    readonly hitsGivenByClass: number;
    readonly shotsFired: number;
    readonly shotsLeft: number | null;
  };
}

/**
 * One side's paper as data, as `drawPaper` prints it: the marks of both charts in board order
 * (top row first, left to right), cells as printed labels, the roster's tallies and the totals.
 *
 * @example
 *   paperJson(paperOf(record, variant, 'blue'), record, variant, 'en').enemyChart[0] // { cell: 'B1', salvo: 1, mark: 'miss' }
 */
export function paperJson(paper: Paper, record: GameRecord, variant: Variant, lang: string): ShowPaperJson {
  const shipAt = new Set<number>();
  for (const ship of paper.fleet ?? []) for (const c of ship.cells) shipAt.add(c);
  const known = paper.fleet !== undefined;
  const marks = (chart: ReadonlyMap<number, ChartMark>, own: boolean): ShowMark[] =>
    [...chart.keys()]
      .sort((a, b) => a - b)
      .map((cell) => {
        const m = chart.get(cell)!;
        // As drawPaper marks it: on the own chart a shot on a ship of a revealed fleet is a hit, or
        // the one that sank it, as the fleet has it.
        const mark: ShowMark['mark'] =
          own && shipAt.has(cell) ? (ownSinking(paper, cell, variant) ? 'sunk' : 'hit') : (m.result ?? (own && known ? 'miss' : 'unknown'));
        return { cell: formatCell(cell, variant.board), salvo: m.salvo, mark, ...(m.classId !== undefined ? { class: m.classId } : {}) };
      });
  const player = record.sides.find((s) => s.id === paper.side)?.player;
  return {
    side: paper.side,
    player: player ?? null,
    after: paper.after,
    ships: paper.fleet === undefined ? null : paper.fleet.map((ship) => ({ class: variant.fleet[ship.classIndex]!.id, cells: [...ship.cells].sort((a, b) => a - b).map((c) => formatCell(c, variant.board)) })),
    ownChart: marks(paper.ownChart, true),
    enemyChart: marks(paper.enemyChart, false),
    roster: paper.roster.map((r) => {
      const cls = variant.fleet[r.classIndex]!;
      return {
        class: r.classId,
        name: localize(cls.name, lang, variant),
        mark: cls.mark,
        count: cls.count,
        cells: r.cells,
        taken: r.taken,
        takenBy: r.takenBy,
        takenByShip: r.takenByShip,
        given: r.given,
        givenBy: r.givenBy,
        givenByShip: r.givenByShip,
        lost: r.sunkTaken,
        sank: r.sunkGiven,
      };
    }),
    totals: {
      hitsTaken: paper.hitsTaken,
      hitsTakenByClass: paper.roster.reduce((k, r) => k + r.taken, 0),
      hitsGiven: paper.hitsGiven,
      hitsGivenByClass: paper.roster.reduce((k, r) => k + r.given, 0),
      shotsFired: paper.shotsFired,
      shotsLeft: paper.shotsLeft,
    },
  };
}

/** A line written again right after itself (`repeated-salvo`): its salvos (`first`–`last`), the one it copies, and the copy's line. */
export type CopiedLine = CopyRead;

/** What `show` says under the charts of a line written twice, left out of them (`CopiedLine`). */
const COPY_LEFT_OUT: Record<'en' | 'ru' | 'pl', (c: CopiedLine, single: boolean, file: string) => string> = {
  en: (c, single, file) => {
    const word = single ? 'shot' : 'salvo';
    const one = c.first === c.last;
    const span = (n: number): string => (one ? `${word} ${n}` : `${word}s ${n}–${n + c.last - c.first}`);
    return `note: ${span(c.first)} (line ${c.line}), ${span(c.of)} written again, ${one ? 'is' : 'are'} left out of the charts and totals: a line to delete as the referee reads it ('salvo check ${shellWord(file)}' gives the breach)`;
  },
  ru: (c, single, file) => {
    const one = c.first === c.last;
    const word = one ? (single ? 'выстрел' : 'залп') : single ? 'выстрелы' : 'залпы';
    const span = (n: number): string => (one ? `${word} ${n}` : `${word} ${n}–${n + c.last - c.first}`);
    return `внимание: ${span(c.first)} (строка ${c.line}) — ${span(c.of)}, ${one ? 'записанный' : 'записанные'} снова, — не ${one ? 'учтён' : 'учтены'} на картах и в итогах: по мнению судьи, эту строку надо удалить (нарушение: salvo check ${shellWord(file)})`;
  },
  pl: (c, single, file) => {
    const one = c.first === c.last;
    const word = one ? (single ? 'strzał' : 'salwa') : single ? 'strzały' : 'salwy';
    const span = (n: number): string => (one ? `${word} ${n}` : `${word} ${n}–${n + c.last - c.first}`);
    const done = (stem: string): string => (one ? `${stem}${single ? 'y' : 'a'}` : `${stem}e`);
    return `uwaga: ${span(c.first)} (wiersz ${c.line}) to ${span(c.of)} ${done('zapisan')} ponownie: ${done('pominięt')} na planszach i w sumach, bo według sędziego ten wiersz trzeba usunąć (naruszenie: salvo check ${shellWord(file)})`;
  },
};

/** The line under the charts naming a line written twice, left out of them, in `lang`. */
export function copyLeftOutNote(c: CopiedLine, variant: Variant, file: string, lang: string): string {
  return COPY_LEFT_OUT[spoken(lang)](c, singleShots(variant), file);
}

/**
 * What `show` says under the charts of a salvo whose announcement the fleet shown belies; `then`,
 * where a hit earns another shot and the next salvo went the fleet's way, the other reading: that
 * salvo out of turn if the announcement was said as written (check's finding says both).
 */
const CONTRADICTION: Record<'en' | 'ru' | 'pl', (salvo: string, target: string, said: string, cells: string, fleet: string, file: string, then: string) => string> = {
  en: (salvo, target, said, cells, fleet, file, then) =>
    `note: ${salvo}: ${target} announced "${said}" at ${cells}, but the fleet shown gives "${fleet}"${then} ('salvo check ${shellWord(file)}' gives the breach)`,
  ru: (salvo, target, said, cells, fleet, file, then) =>
    `внимание: ${salvo}: сторона ${target} ответила «${said}» на ${cells}, но по показанному флоту — «${fleet}»${then} (нарушение: salvo check ${shellWord(file)})`,
  pl: (salvo, target, said, cells, fleet, file, then) =>
    `uwaga: ${salvo}: strona ${target} odpowiedziała „${said}” na ${cells}, ale według pokazanej floty — „${fleet}”${then} (naruszenie: salvo check ${shellWord(file)})`,
};

/**
 * The other reading of a hit or miss the fleet shown belies, after `CONTRADICTION`'s words: the
 * next salvo (`side`'s own `salvo`, at `line`) fired out of turn if `said` was said as written,
 * it being `due`'s turn; sides as the charts name them.
 */
const OUT_OF_TURN_AS_WRITTEN: Record<'en' | 'ru' | 'pl', (said: string, side: string, salvo: number, line: number | undefined, due: string, single: boolean) => string> = {
  // A shot where every salvo is one, as Russian and Polish say it and as check says it in English.
  en: (said, side, salvo, line, due, single) => `; if "${said}" was said, ${possessive(side, `${single ? 'shot' : 'salvo'} ${salvo}`, '')}${line === undefined ? '' : ` (line ${line})`} was fired out of turn (it was ${possessive(due, 'turn')})`,
  ru: (said, side, salvo, line, due, single) =>
    `; если ответили «${said}», то ${single ? 'выстрел' : 'залп'} ${salvo} стороны ${side}${line === undefined ? '' : ` (строка ${line})`} сделан не в свою очередь (был ход стороны ${due})`,
  pl: (said, side, salvo, line, due, single) =>
    `; jeśli odpowiedziano „${said}”, to ${single ? 'strzał' : 'salwa'} ${salvo} strony ${side}${line === undefined ? '' : ` (wiersz ${line})`} ${single ? 'oddany' : 'oddana'} poza kolejnością (ruch miała strona ${due})`,
};

/**
 * The salvos of the first `n` whose announcement contradicts the fleet the record shows (as
 * `salvo check` finds them: `announcement-contradicts-fleet`), each in a line in `lang`: the salvo
 * (number, line), the side that announced, what it said at which cells, and what the fleet gives.
 * The own chart marks the shot as the fleet has it, the enemy chart as announced: without these
 * lines the two would disagree without a word.
 */
export function contradictionNotes(f: ParsedRecord, variant: Variant, n: number, file: string, lang: string): string[] {
  const shown = { ...f.record, salvos: f.record.salvos.slice(0, n), language: variant.words[lang] ? lang : f.record.language };
  const upTo = { ...f, record: shown, sources: { ...f.sources, salvos: f.sources.salvos.slice(0, n) } };
  // As check finds them: not in salvos after the end of the game (not judged, not charted).
  const report = { breaches: breachesAsChecked(upTo, variant, refereeRecord(upTo, variant).breaches) };
  const sp = spoken(lang);
  const single = singleShots(variant);
  // English names each salvo a shot where every salvo is one, as check's line says it (`shot 3`), not `salvo 3`.
  const salvoWord = (k: number, line: number | undefined): string => (sp === 'en' && single ? shotsNamed(salvoAtLine(lang, k, line, single)) : salvoAtLine(lang, k, line, single));
  const out: string[] = [];
  for (const b of report.breaches) {
    if (b.code !== 'announcement-contradicts-fleet' || b.salvo === undefined) continue;
    const at = f.sources.salvos.findIndex((x) => x.item === b.salvo);
    const salvo = f.record.salvos[at];
    if (salvo === undefined || salvo.announcement === null) continue;
    // The cells the fleet belies: a miss on a ship, or a hit on water; else (a class, a sinking) all of them.
    const target = f.record.fleets[b.side ?? ''];
    const onShip = new Set((target ?? []).flatMap((ship) => [...ship.cells]));
    const a = salvo.announcement;
    const belied = a.kind === 'per-shot' ? salvo.cells.filter((c, k) => a.shots[k] !== undefined && (a.shots[k]!.result === 'miss') === onShip.has(c)) : salvo.cells.filter((c) => onShip.has(c));
    const line = f.sources.salvos[at]?.at.line;
    const who = sideTitle(f.record, variant, b.side ?? salvo.side, lang);
    const o = b.nextOutOfTurn;
    const then = o === undefined ? '' : OUT_OF_TURN_AS_WRITTEN[sp](o.said, sideTitle(f.record, variant, o.side, lang), o.salvo, o.line, sideTitle(f.record, variant, o.due, lang), single);
    // Per shot, of several shots, some of them right: the cells whose result the fleet belies,
    // each with what was announced there and what the fleet gives, as check names them
    // (`D10 is "hit", not "miss"`), not the whole salvo's results beside some of its cells.
    if (b.differs !== undefined && b.differs.length > 0) {
      const d = b.differs;
      out.push(CONTRADICTION[sp](salvoWord(b.salvo, line), who, d.map((x) => x.said).join(', '), d.map((x) => x.cell).join(' '), d.map((x) => x.is).join(', '), file, then));
      continue;
    }
    const cells = (belied.length > 0 ? belied : salvo.cells).map((c) => formatCell(c, variant.board)).join(' ');
    out.push(CONTRADICTION[sp](salvoWord(b.salvo, line), who, b.recorded ?? '', cells, b.correctAnnouncement ?? b.expected ?? '', file, then));
  }
  return out;
}

/** What `show` says under the charts of cells off the board in the last salvo: not drawn, and what to do. */
const OFF_BOARD: Record<'en' | 'ru' | 'pl', (cells: string, many: boolean, salvo: number, line: number | undefined, side: string, k: number, single: boolean, file: string) => string> = {
  en: (cells, many, salvo, line, side, k, single, file) =>
    `off the board, not drawn: ${cells} in ${single ? 'shot' : 'salvo'} ${salvo}${line === undefined ? '' : ` (line ${line})`}, ${possessive(side, `${ordinal(k)}${single ? ' shot' : ''}`)}; compare ${many ? 'them' : 'it'} with the pad and write the cell${many ? 's' : ''} called ('salvo check ${shellWord(file)}' gives the breach)`,
  ru: (cells, many, salvo, line, side, k, single, file) =>
    `вне поля, на картах нет: ${cells} в ${single ? 'выстреле' : 'залпе'} ${salvo}${line === undefined ? '' : ` (строка ${line})`}, ${k}-м ${single ? 'выстреле' : 'залпе'} стороны ${side}; сверьте с листом и впишите ${many ? 'названные клетки' : 'названную клетку'} (нарушение: salvo check ${shellWord(file)})`,
  pl: (cells, many, salvo, line, side, k, single, file) =>
    `poza planszą, nie zaznaczone: ${cells} w ${single ? 'strzale' : 'salwie'} ${salvo}${line === undefined ? '' : ` (wiersz ${line})`}, ${k}. ${single ? 'strzale' : 'salwie'} strony ${side}; porównaj z kartką i wpisz ${many ? 'podane pola' : 'podane pole'} (naruszenie: salvo check ${shellWord(file)})`,
};

/** A cell of the last salvo off the board, as `show --json` gives it: as written, where, and in which salvo. */
export interface OffBoardCell {
  /** As written in the record. */
  readonly cell: string;
  /** The salvo's number in the record (as `check` numbers it), its side and that side's own number (as on the chart). */
  readonly salvo: number;
  readonly side: string;
  readonly sideSalvo: number;
  /** Where the cell is written (null where the reading could not place it). */
  readonly line: number | null;
  readonly column: number | null;
  /** In a game announced shot by shot, the result written for the cell (kept though it is off the board). */
  readonly result?: ShotReport['result'];
  /** The class named with that result, when one was. */
  readonly class?: string;
}

/**
 * The record's errors, when they are only cells off the board in its last salvo (a referee's
 * disputed game: the rest of the game stands, and `show` draws it with that salvo's other cells):
 * each such cell as written in `text`, else null (the record is to be mended before it is drawn).
 * `after`: the salvos asked for; null where they end before the last salvo.
 */
export function lastSalvoOffBoard(errors: readonly Diagnostic[], f: Pick<ParsedRecord, 'record' | 'sources'>, text: string, after: number | undefined): OffBoardCell[] | null {
  const n = f.record.salvos.length;
  const last = f.sources.salvos[n - 1];
  if (errors.length === 0 || last === undefined || (after !== undefined && after < n)) return null;
  if (!errors.every((d) => d.code === 'cell-off-board' && d.salvo === last.item)) return null;
  const lines = text.split(/\r?\n|\r/u);
  const k = sideSalvoNumbers(f.record, f.sources)[n - 1]!;
  // The results written for the cells not read, in the order written: one for each cell off the board.
  const results = last.unreadResults !== undefined && last.unreadResults.length === errors.length ? last.unreadResults : undefined;
  return errors.map((d, i) => {
    // The cell as written, at the place the error points to (else as the message quotes it).
    const written = d.line !== undefined && d.column !== undefined ? /^[^\s,;]+?(?=->|[\s,;]|$)/u.exec(lines[d.line - 1]?.slice(d.column - 1) ?? '')?.[0] : undefined;
    const cell = written ?? /"([^"]*)"/u.exec(d.message)?.[1] ?? '?';
    const report = results?.[i];
    return {
      cell,
      salvo: last.item,
      side: f.record.salvos[n - 1]!.side,
      sideSalvo: k,
      line: d.line ?? null,
      column: d.column ?? null,
      ...(report !== undefined ? { result: report.result, ...(report.classId !== undefined ? { class: report.classId } : {}) } : {}),
    };
  });
}

/** The line under the charts naming the cells off the board, in `lang`. */
export function offBoardNote(cells: readonly OffBoardCell[], record: GameRecord, variant: Variant, file: string, lang: string): string {
  const first = cells[0]!;
  const single = singleShots(variant);
  const line = cells.find((c) => c.line !== null)?.line ?? undefined;
  // Each cell with the result written for it, where the game announces shot by shot.
  const said = (c: OffBoardCell): string =>
    c.result === undefined ? c.cell : `${c.cell} (${formatAnnouncement({ kind: 'per-shot', shots: [{ result: c.result, ...(c.class !== undefined ? { classId: c.class } : {}) }] }, variant, lang)})`;
  const withResults = cells.some((c) => c.result !== undefined);
  return OFF_BOARD[spoken(lang)](cells.map(said).join(withResults ? ', ' : ' '), cells.length > 1, first.salvo, line, sideTitle(record, variant, first.side, lang), first.sideSalvo, single, file);
}

/**
 * What show says after the errors that keep it from drawing the record: mend it, or draw the game
 * as it stood before the first (`first`: its salvo number, 0 for none), in `lang`.
 */
function mendFirst(file: string, errors: number, first: number, lang: string, variant: Pick<Variant, 'turns'>): string {
  const single = singleShots(variant);
  switch (spoken(lang)) {
    case 'ru':
      return `salvo: в ${file} ${errors === 1 ? 'ошибка' : 'ошибки'}${first > 0 ? `, начиная с ${single ? 'выстрела' : 'залпа'} ${first}` : ''}: исправьте запись ('salvo check' перечисляет все нарушения)${first > 1 ? ` или нарисуйте партию такой, какой она была до него, с --after ${first - 1}` : ''}`;
    case 'pl':
      return `salvo: ${file} ma ${errors === 1 ? 'błąd' : 'błędy'}${first > 0 ? ` od ${single ? 'strzału' : 'salwy'} ${first}` : ''}: popraw zapis ('salvo check' wymienia wszystkie naruszenia)${first > 1 ? ` albo narysuj grę taką, jaka była przed ${single ? 'nim' : 'nią'}, z --after ${first - 1}` : ''}`;
    default: {
      const before = first > 1 ? `, or draw the game as it stood before it with --after ${first - 1}` : '';
      return `salvo: ${file} has ${errors === 1 ? 'an error' : 'errors'}${first > 0 ? ` from ${single ? 'shot' : 'salvo'} ${first} on` : ''}: mend the record ('salvo check' lists every breach)${before}`;
    }
  }
}

/** What show says where only the last salvo has cells off the board (`n` of them): drawn all the same, in `lang`. */
function lastOffBoard(file: string, salvo: number, n: number, lang: string, variant: Pick<Variant, 'turns'>): string {
  const single = singleShots(variant);
  const many = n > 1;
  switch (spoken(lang)) {
    case 'ru':
      return `salvo: ${file}: ${single ? 'выстрел' : 'залп'} ${salvo}, последний, называет ${many ? `${n} ${plural('ru', n, 'клетку', 'клетки', 'клеток')}` : 'клетку'} вне поля; партия нарисована без ${many ? 'них' : 'неё'}, а ${many ? 'клетки названы' : 'клетка названа'} под картами (нарушение: 'salvo check')`;
    case 'pl':
      return `salvo: ${file}: ${single ? 'strzał' : 'salwa'} ${salvo}, ${single ? 'ostatni' : 'ostatnia'}, podaje ${many ? `${n} ${plural('pl', n, 'pole', 'pola', 'pól')}` : 'pole'} poza planszą; gra jest narysowana bez ${many ? 'nich' : 'niego'}, a ${many ? 'pola są podane' : 'pole jest podane'} pod planszami (naruszenie: 'salvo check')`;
    default:
      return `salvo: ${file}: ${single ? 'shot' : 'salvo'} ${salvo}, the last, has ${many ? `${n} cells` : 'a cell'} off the board; the game is drawn with the rest of it, and the cell${many ? 's' : ''} named under the charts ('salvo check' gives the breach)`;
  }
}

/** What show says where the record has errors only after the salvos asked for (`after`), in `lang`. */
function drawnBefore(file: string, after: number, lang: string, variant: Pick<Variant, 'turns'>): string {
  const single = singleShots(variant);
  switch (spoken(lang)) {
    case 'ru':
      return `salvo: в ${file} есть ошибки после ${single ? 'выстрела' : 'залпа'} ${after}; партия нарисована такой, какой она была тогда`;
    case 'pl':
      return `salvo: ${file} ma błędy po ${single ? 'strzale' : 'salwie'} ${after}; gra jest narysowana taka, jaka była wtedy`;
    default:
      return `salvo: ${file} has errors after ${single ? 'shot' : 'salvo'} ${after}; the game is drawn as it stood then`;
  }
}

/** The line under show's text where -o wrote the PDF, as analyze -o says it. */
function showWrote(lang: string, file: string): string {
  const s = spoken(lang);
  return s === 'ru' ? `записан ${file}` : s === 'pl' ? `zapisano ${file}` : `wrote ${file}`;
}

/** A shot's mark in a per-shot log, as show marks the charts: `·` a miss, `*` a hit, `#` a sinking. */
const LOG_MARK: Readonly<Record<ShotReport['result'], string>> = { miss: '·', hit: '*', sunk: '#' };

/**
 * The legend's symbol for a shot on a per-shot game's chart (`shotMarksOf`): as announced, or, on
 * the own chart with the fleet shown, as the fleet has it (a hit, the shot that sank a ship, a
 * miss); none where the result is not known.
 */
function shotSymbol(mark: ChartMark | undefined, marks: ShotMarks, known: { readonly ship: boolean; readonly sinking: boolean; readonly fleet: boolean }): CellMark | undefined {
  if (mark === undefined) return undefined;
  if (known.fleet) return known.ship ? (known.sinking ? marks.sunk : marks.hit) : marks.miss;
  return mark.result === undefined ? undefined : marks[mark.result];
}

/**
 * One side's paper as its pad sheet is filled in (`show -o`), drawing only what the pad's legend
 * tells: in a per-shot game the legend's symbols (a dot a miss, a dash a hit, a cross a sinking;
 * dots round each sunk ship on the enemy chart where ships may not touch and the chart tells the
 * ship's cells), in a per-salvo game the salvo's number in each cell fired; the own fleet, where
 * the record reveals it, shaded, a ship's cell fired at keeping its shade under the mark. The
 * log's rows: the side's own salvos by their numbers, the cells fired, the results announced.
 */
export function filledSheet(paper: Paper, salvos: GameRecord['salvos'], numbers: readonly number[], variant: Variant, lang: string): SheetFill {
  const shipAt = new Map<number, boolean>();
  for (const ship of paper.fleet ?? []) {
    const hatched = variant.fleet[ship.classIndex]?.hatched ?? false;
    for (const c of ship.cells) shipAt.set(c, hatched);
  }
  const marks = shotMarksOf(variant);
  const rows = new Map<number, LogRowWritten>();
  salvos.forEach((s, i) => {
    if (s.side !== paper.side) return;
    const cells = s.cells.map((c) => formatCell(c, variant.board));
    const a = s.announcement;
    const row: LogRowWritten =
      a === null
        ? { cells, result: '' }
        : a.kind === 'per-shot'
          ? marks !== null
            ? { cells, symbols: a.shots.map((r) => marks[r.result]), result: formatAnnouncement(a, variant, lang) }
            : { cells, marks: a.shots.map((r) => LOG_MARK[r.result]), result: formatAnnouncement(a, variant, lang) }
          : { cells, result: formatAnnouncement(a, variant, lang) };
    rows.set(numbers[i] ?? i + 1, row);
  });
  const ownShip = paper.fleet === undefined ? {} : { ownShip: (cell: number) => shipAt.has(cell) };
  // A hatched ship's cell not fired at keeps its hatching's sign, as show's text has it.
  const ownUnhit = (cell: number): string | undefined => (shipAt.get(cell) === true ? '▨' : undefined);
  if (marks === null) {
    return {
      own: (cell) => {
        const m = paper.ownChart.get(cell);
        return m ? String(m.salvo) : ownUnhit(cell);
      },
      enemy: (cell) => {
        const m = paper.enemyChart.get(cell);
        return m ? String(m.salvo) : undefined;
      },
      log: (n) => rows.get(n),
      roster: rosterTicks(paper, variant),
      trackers: trackerStrikes(paper, variant),
      ...ownShip,
    };
  }
  // The dots round each sunk ship the enemy chart tells, on the cells not fired at.
  const ring = new Set<number>();
  if (marks.ring !== null) {
    for (const ship of sunkShipCells(paper.enemyChart, variant).flat()) {
      for (const cell of ship) for (const next of neighbours(cell, variant.board, marks.ring)) if (!paper.enemyChart.has(next)) ring.add(next);
    }
  }
  return {
    own: (cell) => (paper.ownChart.has(cell) ? undefined : ownUnhit(cell)),
    enemy: () => undefined,
    ownMark: (cell) =>
      shotSymbol(paper.ownChart.get(cell), marks, { ship: shipAt.has(cell), sinking: ownSinking(paper, cell, variant), fleet: paper.fleet !== undefined }),
    enemyMark: (cell) => (ring.has(cell) ? marks.miss : shotSymbol(paper.enemyChart.get(cell), marks, { ship: false, sinking: false, fleet: false })),
    log: (n) => rows.get(n),
    roster: rosterTicks(paper, variant),
    trackers: trackerStrikes(paper, variant),
    ...ownShip,
  };
}

/**
 * The header's lines of a side's filled-in sheet, as its player writes them: the opponent (the
 * other side, and its player where the record names one, as the sheet's own header names the
 * side) and the date the record gives, written in the sheet's language (`dateWritten`).
 *
 * @example
 *   sheetHeader(paperOf(record, variant, 'blue'), record, variant, 'en') // { opponent: 'red (Priya)', date: '14 August 1994' }
 */
export function sheetHeader(paper: Paper, record: GameRecord, variant: Variant, lang: string): NonNullable<SheetFill['header']> {
  return {
    opponent: sideTitle(record, variant, paper.enemy, lang, { player: true }),
    ...(record.date !== undefined && record.date.trim() !== '' ? { date: dateWritten(record.date, lang) } : {}),
  };
}

/**
 * The roster's ticks as show's roster gives them: hits taken and given on each class, with the
 * salvos that scored them (written in the boxes where the pad's boxes hold numbers), its ships
 * the side sank.
 */
function rosterTicks(paper: Paper, variant: Variant): (row: number) => RosterTicks | undefined {
  return (i) => {
    const r = paper.roster.find((x) => x.classIndex === i);
    const cls = variant.fleet[i];
    if (r === undefined || cls === undefined) return undefined;
    return { taken: r.taken, given: r.given, sunk: r.sunkGiven, takenBy: r.takenBy, givenBy: r.givenBy, takenByShip: r.takenByShip, givenByShip: r.givenByShip, gunsLost: cls.guns * cls.count - r.gunsLeft };
  };
}

/**
 * The boxes of each tracker struck out as a player strikes them: a shot limit's, a box for each
 * shot fired (or each `per` shots); the damage ladder's, a box for each hit counted; a countdown's,
 * the guns (or ships afloat) lost, from the first.
 */
function trackerStrikes(paper: Paper, variant: Variant): (t: Tracker) => number {
  return (t) => {
    switch (t.kind) {
      case 'shots-left':
        return Math.min(Math.ceil(t.total / (t.per ?? 1)), Math.floor(paper.shotsFired / (t.per ?? 1)));
      case 'damage-ladder':
        return Math.min(t.total, paper.damage);
      case 'countdown': {
        const left = variant.turns.salvo.kind === 'guns' ? paper.gunsLeft : paper.afloat;
        return t.values.filter((v) => v > left).length;
      }
    }
  };
}

export function registerShow(program: Command, io: CliIO): void {
  program
    .command('show')
    .description('the charts of a game record as the paper looks after salvo N')
    .addHelpText('after', '\nExamples:\n  salvo show examples/jutland.yaml --after 12 --side blue\n  salvo show game.yaml --lang en\n')
    .argument('<record>', 'the game record (YAML; - reads it from standard input)')
    .option('--after <n>', "show the game after this many salvos (shots, where a salvo is one shot) of both sides, or after a side's own salvo: --after blue:6 (default: all)")
    .option('--side <side>', "show only this side's paper, by id, name or player (default: both sides')")
    .option('--lang <code>', "the language of chart titles and ship names (default: the record's, else the variant's first)")
    .option('--json', 'print the charts as data: the marks of each chart by cell label, the roster and the totals')
    .option('-o, --output <file>', "also write the pad's sheets filled in, as a PDF (a sheet for each side's paper); a file there is replaced only if it is a PDF")
    .option('--force', 'replace the output file even if it is not a PDF')
    .addOption(new Option('--paper <size>', 'paper size: A4, A5 or letter').default('A4'))
    .action(async (file: string, opts: { after?: string; side?: string; lang?: string; json?: boolean; output?: string; force?: boolean; paper: string }) => {
      const paperSize = paperNamed(opts.paper);
      // Before the record is read, as pad says it.
      if (paperSize === undefined) throw padOptionRefused({ option: 'paper', given: opts.paper });
      const f = await openRecord(io, file, { stdin: true, variantWarnings: true, speak: { lang: opts.json === true ? 'en' : opts.lang } });
      file = recordName(file);
      const { record, variant } = f;
      const lang = commandLanguage(variant, opts.lang, record);
      // A file there that is not a PDF is not replaced (without --force), before any work: as pad and analyze -o refuse it.
      if (opts.output !== undefined) await checkOutput(io, opts.output, { kind: 'pdf', force: opts.force === true, lang });
      // `--after 12`: the record's first 12 salvos; `--after red:6`: up to red's 6th, wherever it is.
      // The referee's breaches and the record as check reads them, worked out once, when first needed.
      let reading: { plain: readonly Breach[]; breaches: readonly Breach[]; read: RecordAsRead } | undefined;
      const readAsChecked = (): NonNullable<typeof reading> => {
        if (reading === undefined) {
          const plain = refereeRecord(f, variant).breaches;
          const breaches = breachesToRead(f, plain);
          reading = { plain, breaches, read: recordAsRead(f, variant, breaches) };
        }
        return reading;
      };
      // A side's salvos numbered as check numbers them (`--after blue:5`): a salvo left out counts.
      const asked = afterOption(opts.after, record, variant, opts.after === undefined ? f.sources : countingMissing(f.sources, readAsChecked().read.missing), opts.json === true ? 'en' : lang);
      const after = asked === undefined ? undefined : asked.kind === 'count' ? asked.n : asked.at + 1;
      const errors = f.diagnostics.filter((d) => d.severity === 'error');
      // Problems reading the record said in its language (JSON, and the lines beside it, in English).
      const said = (d: Diagnostic): string => readingLine(d, { lang: opts.json === true ? 'en' : lang, variant });
      // Errors only past the salvos asked for leave those salvos as written: draw them, and say so.
      const later = after !== undefined && errors.length > 0 && errors.every((d) => d.salvo !== undefined && d.salvo > after);
      // Lines read with a guess are said, in the file's order with the errors.
      const warnings = readingWarnings(f.diagnostics);
      // Only cells off the board in the last salvo (a disputed game): the game is drawn with that
      // salvo's other cells, the cells off the board named under the charts; 'check' still fails.
      const offBoard = later ? null : lastSalvoOffBoard(errors, f, f.text, after);
      if (errors.length > 0 && !later && offBoard === null) {
        // Say what to do: mend the record, or draw the game as it stood before its first error.
        for (const d of [...warnings, ...errors].sort(inFileOrder)) io.err(said(d) + '\n');
        const first = Math.min(...errors.map((d) => d.salvo ?? 0));
        io.err(mendFirst(file, errors.length, first, opts.json === true ? 'en' : lang, variant) + '\n');
        // Asked for JSON, the problems as JSON too, shaped as check --json's report, naming the
        // record and its variant as the charts' document would.
        if (opts.json) io.out(JSON.stringify({ ok: false, file, variant: variant.id, violations: errors, warnings }, jsonReplacer, 2) + '\n');
        throw new ExitCode(1);
      }
      // The errors past the salvos drawn, or the last salvo's cells off the board, are said as
      // errors all the same (`ошибка`, `błąd`), as check says them: the line after says the game
      // is drawn before them or without them.
      if (later) {
        for (const d of [...warnings, ...errors].sort(inFileOrder)) io.err(said(d) + '\n');
        io.err(drawnBefore(file, after!, opts.json === true ? 'en' : lang, variant) + '\n');
      } else if (offBoard !== null) {
        for (const d of [...warnings, ...errors].sort(inFileOrder)) io.err(said(d) + '\n');
        io.err(lastOffBoard(file, offBoard[0]!.salvo, offBoard.length, opts.json === true ? 'en' : lang, variant) + '\n');
      } else {
        for (const d of warnings) io.err(said(d) + '\n');
      }
      if (after !== undefined && after > record.salvos.length) {
        // What can be asked, as infer says it.
        const n = record.salvos.length;
        throw new UsageError(usageTextOf(opts.json === true ? 'en' : lang).afterPastGame(opts.after?.trim() ?? String(after), n, singleShots(variant)));
      }
      let sides = record.sides.map((s) => s.id);
      if (opts.side !== undefined) {
        const s = resolveSideOrPlayer(opts.side, record.sides, variant);
        if (s === undefined) throw new UsageError(usageTextOf(opts.json === true ? 'en' : lang).notASide(opts.side, sideNamesHint(opts.side, record.sides, variant, opts.json === true ? 'en' : lang)));
        sides = [s];
      }
      // The record as check reads it (record/as-read.ts): a line written under the wrong side charted
      // under the side that fired it, two lines swapped in the order fired, the salvos after the end
      // and a line written twice (a line to delete) left out of the charts, the totals and whose
      // turn it is; each said under them. The papers are still after the first `n` salvos of the
      // record as written (`--after` counts a copy's line).
      // Two results of a turn line written the other way round are read swapped, as check finds
      // them: by check's whole report, run only where a line may have them (`breachesToRead`).
      // One replay of the referee for both readings.
      const { plain, breaches, read } = readAsChecked();
      // The record as written, but for results read swapped: what the fleet shown belies, and whose fleet is set aside.
      const mended = resultsAsRead(f, breaches);
      const n = after ?? record.salvos.length;
      const kept = readUpTo(read, n);
      // A revealed fleet the announcements belie (fleet-belied) does not decide the game: whose turn it is and who won go by what was announced, as check makes it.
      const { setAside, belied } = resultRecordAsRead(f, plain, breaches);
      const shownRecord: GameRecord = recordAsAnnounced({ ...read.record, salvos: read.record.salvos.slice(0, kept) }, setAside);
      // The cells off the board were fired all the same: the replay counts them (`RecordedSalvo.offBoard`).
      const paperAt = (s: string): Paper => ({ ...paperOf(read.record, variant, s, kept, read.sources), after: n });
      const copies = read.copies.filter((c) => c.first <= n);
      const slips = slipsUpTo(read, n);
      const readAs = asReadJson(slips);
      // The last salvo drawn, as read: its number as written, its side the one that fired it.
      const last = lastSalvoOf(read.record, variant, kept, read.sources);
      if (opts.output !== undefined) {
        const numbers = sideSalvoNumbers(read.record, read.sources);
        const drawn = read.record.salvos.slice(0, kept);
        const fills = sides.map(paperAt).map((paper) => ({ ...filledSheet(paper, drawn, numbers, variant, lang), header: sheetHeader(paper, record, variant, lang) }));
        const [{ renderFilledPadPdf }, { documentDate }] = await Promise.all([import('../../render/pad.js'), import('../../render/pdf.js')]);
        const { bytes } = await renderFilledPadPdf(variant, { paper: paperSize, lang, sides: sides.map((s) => sideTitle(record, variant, s, lang, { player: true })), date: documentDate(io.env) }, fills);
        await writeOutput(io, opts.output, bytes);
        const nameNote = await pdfNameNote(io, opts.output, lang);
        if (nameNote !== undefined) io.err(`${nameNote}\n`);
      }
      if (opts.json) {
        const info = turnInfo(shownRecord, variant);
        const papers = sides.map((s) => paperJson(paperAt(s), record, variant, lang));
        const doc = {
          // As every --json document: true where the exit status is 0 (a record with errors is { ok: false, … }).
          ok: true,
          file,
          variant: variant.id,
          after: n,
          // The last of them: its number in the record, its side and that side's own number.
          lastSalvo: last,
          columns: variant.board.columnLabels.slice(0, variant.board.columns),
          rows: variant.board.rowLabels.slice(0, variant.board.rows),
          papers,
          over: info.over,
          // As check --json gives it, with the record's side names.
          result: info.over ? info.result : null,
          next: info.over ? null : info.next,
          // Where whose turn it is hangs on the last announcement not written yet: the side next if it goes the other way (only then).
          ...(!info.over && info.alternative !== null && info.alternative !== info.next ? { nextAlternative: info.alternative } : {}),
          ...(setAside.length > 0 ? { resultByAnnouncements: setAside } : {}),
          // Cells of the last salvo off the board, not on the charts (only when there are some).
          ...(offBoard === null ? {} : { offBoard }),
          // The salvos of a line written twice (repeated-salvo), left out of the charts and totals (only when there are some).
          ...(copies.length === 0 ? {} : { leftOut: { copies: copies.flatMap((c) => Array.from({ length: c.last - c.first + 1 }, (_, k) => c.first + k)).filter((k) => k <= n) } }),
          // A line read as another side's, two lines read in order, the salvos after the end (only when there are some).
          ...(readAs === undefined ? {} : { readAs }),
        };
        io.out(JSON.stringify(doc, jsonReplacer, 2) + '\n');
        return;
      }
      const papers = sides.map(paperAt);
      const parts = papers.map((paper) => drawPaper(paper, record, variant, lang, { lastSalvo: last, columns: io.stdoutColumns }));
      io.out(`${localize(variant.name, lang, variant)}\n\n${parts.join('\n')}\n${playTextOf(variant, lang).legend(legendParts(papers, variant))}\n`);
      for (const c of copies) io.out(`${copyLeftOutNote(c, variant, file, lang)}\n`);
      for (const line of asReadLines(slips, lang, singleShots(variant), (side) => sideTitle(record, variant, side, lang))) io.out(`${NOTE[spoken(lang)]}${line}\n`);
      // A salvo the fleet shown belies is drawn as the fleet has it: said, never passed over.
      for (const note of contradictionNotes(mended, variant, n, file, lang)) io.out(`${note}\n`);
      if (offBoard !== null) io.out(`${offBoardNote(offBoard, record, variant, file, lang)}\n`);
      const info = turnInfo(shownRecord, variant);
      const t = playTextOf(variant, lang);
      for (const line of setAsideLines(setAside, record, variant, reportText(lang, singleShots(variant)), lang, copiedOf(belied))) io.out(`${line}\n`);
      if (info.over) {
        io.out(`${t.gameOver(describeResult({ result: info.state.result, state: info.state }, shownRecord, variant, t, undefined, read.sources, lang))}\n`);
      } else if (info.next !== null) {
        // Where whose turn it is hangs on an announcement not written yet (or a penalty), the other side is named too, as check and play name it.
        const next = sideTitle(record, variant, info.next, lang);
        const alternative = info.alternative === null ? null : sideTitle(record, variant, info.alternative, lang);
        io.out(`${t.next(`${next}${alternativeIn(t, alternative, next, shownRecord, read.sources, variant)}`)}\n`);
      }
      if (opts.output !== undefined) io.out(`${showWrote(lang, opts.output)}\n`);
    });
}
