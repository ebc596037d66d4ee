/**
 * Writes the example game records in examples/ (one per template): a game played out by two
 * simulated players who hunt at random and then finish off a wounded ship the way people do
 * (next to the hits, along the line), with every announcement the true one from the revealed
 * fleets. For each template the first seed whose game shows what the example is for (a win; for
 * Perelman also a hospital-ship penalty and the salvo shrinking to one shot) is kept.
 *
 * Run: `npx tsx scripts/make-examples.ts` (deterministic: the same files every time).
 * The deliberate breaches example (examples/breaches.yaml) is written by hand, not here.
 */
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { columnOf, rowOf, cellAt, isOnBoard } from '../src/core/coords.js';
import type { FleetLayout } from '../src/core/layout-types.js';
import { neighbours } from '../src/core/placements.js';
import { randomLayout } from '../src/core/random-layout.js';
import { createRng, randomInt, type Rng } from '../src/core/rng.js';
import { trueAnnouncement } from '../src/rules/announce.js';
import { applyTurn, initialState, nextToFire } from '../src/rules/engine.js';
import { owedShots } from '../src/rules/salvo-size.js';
import type { GameSetup, GameState, TurnInput } from '../src/rules/types.js';
import type { GameRecord, RecordedSalvo } from '../src/record/model.js';
import { parseRecord } from '../src/record/parse.js';
import { refereeRecord } from '../src/record/referee.js';
import { writeRecord } from '../src/record/write.js';
import { loadVariant } from '../src/variant/load.js';
import type { Variant } from '../src/variant/model.js';

interface ExampleSpec {
  readonly template: string;
  readonly file: string;
  readonly comment: string;
  readonly sides: readonly [string, string];
  readonly players: readonly [string, string];
  readonly language?: string;
  readonly date: string;
  readonly place: string;
  readonly notes: string;
  /** Notes written beside a salvo that hits a protected ship, and beside the last salvo. */
  readonly penaltyNote?: string;
  readonly lastNote: string;
  /** Write a side's consecutive shots up to its miss on one turn line (shot-by-shot games). */
  readonly groupTurns?: boolean;
  /** Does the game show what the example is for? */
  readonly wanted?: (game: Played) => boolean;
}

interface Played {
  readonly setup: GameSetup;
  readonly turns: readonly TurnInput[];
  readonly states: readonly GameState[];
}

const EXAMPLES: readonly ExampleSpec[] = [
  {
    template: 'jutland',
    file: 'jutland.yaml',
    comment: 'A game of Jutland (1920s pad game): salvos of one shot per gun, hits announced by ship and count.\nBoth fleets were revealed after the game. Check it with: salvo check examples/jutland.yaml',
    sides: ['blue', 'red'],
    players: ['Lt. Hartley', 'Miss Crane'],
    date: '1923-05-31',
    place: 'Wardroom, HMS Iron Duke',
    notes: 'Blue drawn by lot. Both fleets shown after the game.',
    lastNote: "Red's last destroyer sunk: Blue wins.",
  },
  {
    template: 'perelman',
    file: 'perelman.yaml',
    comment: 'Морской бой залпами по Перельману: залпы из 3, 2, затем 1 выстрела, госпитальное судно, не более 60 выстрелов.\nОбе эскадры раскрыты после игры. Проверка: salvo check examples/perelman.yaml',
    sides: ['синие', 'красные'],
    players: ['Петя', 'Вася'],
    language: 'ru',
    date: '1959-07-12',
    place: 'пионерский лагерь «Орлёнок»',
    notes: 'Синие начинают. После игры обе эскадры показаны.',
    penaltyNote: 'попал в госпиталь — пропуск очереди',
    lastNote: 'последний корабль потоплен',
    wanted: (g) => penalties(g) > 0 && smallestSalvo(g) === 1,
  },
  {
    template: 'morskoy-boy',
    file: 'morskoy-boy.yaml',
    groupTurns: true,
    comment: 'Морской бой: по одному выстрелу, попавший стреляет ещё; ответы «мимо», «попал», «убит».\nХод записан одной строкой: клетки по порядку, затем ответы (Е8 Д8 Г8 -> попал, попал, убит).\nОба флота раскрыты после игры. Проверка: salvo check examples/morskoy-boy.yaml',
    sides: ['первый', 'второй'],
    players: ['Оля', 'Дима'],
    language: 'ru',
    date: '1985-03-02',
    place: 'Ленинград, школа № 239, на перемене',
    notes: 'Записано по тетрадным листкам обоих игроков.',
    lastNote: 'весь флот потоплен',
  },
  {
    template: 'statki',
    file: 'statki.yaml',
    comment: 'Statki: jeden strzał, trafiony strzela dalej; odpowiedzi „pudło”, „trafiony”, „zatopiony”.\nObie floty odkryte po grze. Sprawdzenie: salvo check examples/statki.yaml',
    sides: ['ala', 'tomek'],
    players: ['Ala', 'Tomek'],
    language: 'pl',
    date: '2004-11-20',
    place: 'Kraków, lekcja matematyki',
    notes: 'Ala zaczyna. Po grze obie kartki porównane.',
    lastNote: 'cała flota zatopiona',
  },
  {
    template: 'statki-15',
    file: 'statki-15.yaml',
    comment: 'Statki na planszy 15×15 z lotniskowcem. Obie floty odkryte po grze.\nSprawdzenie: salvo check examples/statki-15.yaml',
    sides: ['ala', 'tomek'],
    players: ['Ala', 'Tomek'],
    language: 'pl',
    date: '2004-11-27',
    place: 'Kraków, przerwa obiadowa',
    notes: 'Rewanż na większej planszy.',
    lastNote: 'cała flota zatopiona',
  },
  {
    template: 'classic-salvo',
    file: 'classic-salvo.yaml',
    comment: 'Salvo with the classic fleet: one shot per ship still afloat, every shot answered, sunk ships named.\nBoth fleets revealed after the game. Check it with: salvo check examples/classic-salvo.yaml',
    sides: ['blue', 'red'],
    players: ['Sam', 'Priya'],
    date: '1994-08-14',
    place: 'the back seat, somewhere on the M6',
    notes: 'Played on graph paper; the shrinking salvos were the whole point.',
    lastNote: 'Sunk the destroyer: all five gone.',
    wanted: (g) => smallestSalvo(g) < 5,
  },
  {
    template: 'classic-1967',
    file: 'classic-1967.yaml',
    comment: 'The classic 1967 boxed game: one shot a turn, "sunk" names the ship. Both fleets revealed after the game.\nCheck it with: salvo check examples/classic-1967.yaml',
    sides: ['blue', 'red'],
    players: ['Dad', 'Jenny'],
    date: '1971-12-26',
    place: 'the kitchen table',
    notes: 'Boxing Day rematch.',
    lastNote: 'You sank my last ship!',
  },
];

function penalties(g: Played): number {
  let n = 0;
  g.turns.forEach((t, i) => {
    const before = g.states[i]!.sides.find((s) => s.side === t.side)!;
    const after = g.states[i + 1]!.sides.find((s) => s.side === t.side)!;
    if (before.skipNext === 'no' && after.skipNext === 'yes') n++;
  });
  return n;
}

function smallestSalvo(g: Played): number {
  return Math.min(...g.turns.map((t) => t.cells.length));
}

/** Cells next to `cell` (the eight around it, or the four beside it). */
function around(cell: number, variant: Variant, diagonal: boolean): number[] {
  const b = variant.board;
  const r = rowOf(cell, b);
  const c = columnOf(cell, b);
  const out: number[] = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      if ((dr === 0 && dc === 0) || (!diagonal && dr !== 0 && dc !== 0)) continue;
      if (isOnBoard(r + dr, c + dc, b)) out.push(cellAt(r + dr, c + dc, b));
    }
  }
  return out;
}

/**
 * The cells a player would fire next: first along the line of a wounded ship, then next to a lone
 * hit, then at random among cells that may still hold a ship (not next to a sunk one).
 */
function chooseCells(variant: Variant, enemy: FleetLayout, fired: ReadonlySet<number>, n: number, rng: Rng): number[] {
  const total = variant.board.rows * variant.board.columns;
  const chosen: number[] = [];
  const taken = new Set(fired);
  const sunk = enemy.filter((s) => s.cells.every((c) => fired.has(c)));
  const blocked = new Set<number>();
  for (const s of sunk) for (const c of s.cells) for (const x of neighbours(c, variant.board, variant.placement.spacing)) blocked.add(x);
  const afloat = enemy.filter((s) => !s.cells.every((c) => fired.has(c)));
  const onlyProtectedLeft = afloat.every((s) => variant.fleet[s.classIndex]?.protected);
  // A protected ship (the hospital) is finished off only when nothing else is left to sink.
  const wounded = afloat.filter((s) => s.cells.some((c) => fired.has(c)) && (onlyProtectedLeft || !variant.fleet[s.classIndex]?.protected));
  const candidates: number[] = [];
  for (const s of wounded) {
    const hits = s.cells.filter((c) => fired.has(c));
    // Two hits give the line: the unfired cells of the ship's line come first; a lone hit, its neighbours.
    const near = hits.length >= 2 ? s.cells.filter((c) => !fired.has(c)) : around(hits[0]!, variant, variant.placement.diagonal);
    for (const c of near) if (!taken.has(c) && !candidates.includes(c)) candidates.push(c);
  }
  while (chosen.length < n && candidates.length > 0) {
    const c = candidates.splice(randomInt(rng, candidates.length), 1)[0]!;
    if (taken.has(c) || blocked.has(c)) continue;
    chosen.push(c);
    taken.add(c);
  }
  const open: number[] = [];
  for (let c = 0; c < total; c++) if (!taken.has(c) && !blocked.has(c)) open.push(c);
  for (let c = 0; c < total && open.length < n - chosen.length; c++) if (!taken.has(c) && !open.includes(c)) open.push(c);
  while (chosen.length < n && open.length > 0) {
    const c = open.splice(randomInt(rng, open.length), 1)[0]!;
    chosen.push(c);
  }
  return chosen;
}

function playGame(variant: Variant, seed: number): Played {
  const [a, b] = variant.turns.sides;
  const setup: GameSetup = { variant, fleets: { [a.id]: randomLayout(variant, `${seed}:a`), [b.id]: randomLayout(variant, `${seed}:b`) } };
  const rng = createRng(`example:${seed}`);
  const turns: TurnInput[] = [];
  const states: GameState[] = [initialState(setup)];
  for (let guard = 0; guard < 1000; guard++) {
    const state = states[states.length - 1]!;
    const side = nextToFire(state);
    if (side === null) break;
    const me = state.sides.find((s) => s.side === side)!;
    const enemy = side === a.id ? b.id : a.id;
    const owed = owedShots(setup, state, side).min;
    if (owed === 0) break;
    const cells = chooseCells(variant, setup.fleets[enemy]!, new Set(me.cellsFired), owed, rng);
    const turn: TurnInput = { side, cells, announcement: trueAnnouncement(setup, state, side, cells) };
    turns.push(turn);
    states.push(applyTurn(setup, state, turn, turns.length - 1).state);
  }
  return { setup, turns, states };
}

async function main(): Promise<void> {
  const root = resolve(import.meta.dirname, '..');
  for (const spec of EXAMPLES) {
    const variant = await loadVariant(spec.template, { cwd: root });
    let game: Played | undefined;
    let seed = 1;
    for (; seed < 2000; seed++) {
      const g = playGame(variant, seed);
      const last = g.states[g.states.length - 1]!;
      if (last.result && 'winner' in last.result && (spec.wanted?.(g) ?? true)) {
        game = g;
        break;
      }
    }
    if (!game) throw new Error(`no suitable game for ${spec.template}`);
    const [va, vb] = variant.turns.sides;
    const toRecord = (side: string): string => (side === va.id ? spec.sides[0] : spec.sides[1]);
    // With turn lines the last note belongs to the whole last turn: the winner's final run of shots.
    let lastTurn = game.turns.length - 1;
    while (spec.groupTurns === true && lastTurn > 0 && game.turns[lastTurn - 1]!.side === game.turns[lastTurn]!.side) lastTurn--;
    const salvos: RecordedSalvo[] = game.turns.map((t, i) => {
      const before = game!.states[i]!.sides.find((s) => s.side === t.side)!;
      const after = game!.states[i + 1]!.sides.find((s) => s.side === t.side)!;
      const penalty = spec.penaltyNote !== undefined && before.skipNext === 'no' && after.skipNext === 'yes';
      const last = i >= lastTurn;
      const note = last ? spec.lastNote : penalty ? spec.penaltyNote : undefined;
      return { side: toRecord(t.side), cells: t.cells, announcement: t.announcement, ...(note !== undefined ? { note } : {}) };
    });
    const record: GameRecord = {
      variant: spec.template,
      ...(spec.language !== undefined ? { language: spec.language } : {}),
      sides: [
        { id: spec.sides[0], player: spec.players[0] },
        { id: spec.sides[1], player: spec.players[1] },
      ],
      date: spec.date,
      place: spec.place,
      notes: spec.notes,
      fleets: { [spec.sides[0]]: game.setup.fleets[va.id]!, [spec.sides[1]]: game.setup.fleets[vb.id]! },
      salvos,
    };
    const text = `${spec.comment.split('\n').map((l) => `# ${l}`).join('\n')}\n${writeRecord(record, variant, { groupTurns: spec.groupTurns === true })}`;
    const report = refereeRecord(parseRecord(text, variant, { file: spec.file }), variant);
    if (!report.ok) throw new Error(`${spec.file} does not check clean: ${JSON.stringify(report.breaches[0])}`);
    await writeFile(join(root, 'examples', spec.file), text);
    process.stdout.write(`examples/${spec.file}: seed ${seed}, ${salvos.length} salvos\n`);
  }
}

await main();
