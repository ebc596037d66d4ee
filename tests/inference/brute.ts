/**
 * Brute-force reference for inference, written from the rules and independently of the engine:
 * ship positions from a direct geometric definition (rows and columns, no masks), every legal
 * layout enumerated one by one, and each announcement checked by simulating what the defender
 * would have said. Only for tiny boards.
 */
import type { Announcement, SalvoHit, ShotReport } from '../../src/rules/announcement.js';
import type { Variant } from '../../src/variant/model.js';
import type { Evidence } from '../../src/inference/evidence.js';
import { unreadReadExactly } from '../../src/inference/unread-exact.js';
import { inWorker } from '../helpers/worker.js';

export interface BruteShip {
  readonly classIndex: number;
  readonly cells: readonly number[];
}

type Cell = readonly [number, number];

function norm(cells: readonly Cell[]): Cell[] {
  const r0 = Math.min(...cells.map((c) => c[0]));
  const c0 = Math.min(...cells.map((c) => c[1]));
  return cells.map(([r, c]) => [r - r0, c - c0] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/** All orientations of a class, by turning and mirroring the shape, or drawing lines. */
function orientations(variant: Variant, k: number): Cell[][] {
  const cls = variant.fleet[k]!;
  const out = new Map<string, Cell[]>();
  const add = (cells: Cell[]): void => void out.set(JSON.stringify(norm(cells)), norm(cells));
  if (cls.kind === 'straight') {
    const n = cls.size;
    add(Array.from({ length: n }, (_, i) => [0, i] as const));
    add(Array.from({ length: n }, (_, i) => [i, 0] as const));
    if (variant.placement.diagonal) {
      add(Array.from({ length: n }, (_, i) => [i, i] as const));
      add(Array.from({ length: n }, (_, i) => [i, n - 1 - i] as const));
    }
  } else {
    let s: Cell[] = cls.shape.map(([r, c]) => [r, c] as const);
    for (let turn = 0; turn < 4; turn++) {
      add(s);
      add(s.map(([r, c]) => [r, -c] as const));
      s = s.map(([r, c]) => [c, -r] as const);
    }
  }
  return [...out.values()];
}

/** Every position of every class on the board. */
export function brutePositions(variant: Variant): BruteShip[][] {
  const { rows, columns } = variant.board;
  return variant.fleet.map((_, k) => {
    const seen = new Set<string>();
    const list: BruteShip[] = [];
    for (const o of orientations(variant, k)) {
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < columns; c++) {
          const cells = o.map(([dr, dc]) => [r + dr, c + dc] as const);
          if (cells.some(([y, x]) => y >= rows || x >= columns)) continue;
          const idx = cells.map(([y, x]) => y * columns + x).sort((a, b) => a - b);
          const key = idx.join(',');
          if (!seen.has(key)) {
            seen.add(key);
            list.push({ classIndex: k, cells: idx });
          }
        }
      }
    }
    return list;
  });
}

function clash(variant: Variant, a: BruteShip, b: BruteShip): boolean {
  const cols = variant.board.columns;
  const sp = variant.placement.spacing;
  for (const x of a.cells) {
    for (const y of b.cells) {
      const dr = Math.abs(Math.floor(x / cols) - Math.floor(y / cols));
      const dc = Math.abs((x % cols) - (y % cols));
      if (dr === 0 && dc === 0) return true;
      if (sp === 'no-side-contact' && dr + dc === 1) return true;
      if (sp === 'no-contact' && dr <= 1 && dc <= 1) return true;
    }
  }
  return false;
}

/** Every legal layout (ships of a class as unordered sets), in ship-slot order. */
export function bruteLayouts(variant: Variant): BruteShip[][] {
  const positions = brutePositions(variant);
  const slots: number[] = [];
  variant.fleet.forEach((c, k) => {
    for (let i = 0; i < c.count; i++) slots.push(k);
  });
  const out: BruteShip[][] = [];
  const chosen: BruteShip[] = [];
  const rec = (s: number, from: number): void => {
    if (s === slots.length) {
      out.push([...chosen]);
      return;
    }
    const k = slots[s]!;
    const list = positions[k]!;
    const start = s > 0 && slots[s - 1] === k ? from : 0;
    for (let i = start; i < list.length; i++) {
      const p = list[i]!;
      if (chosen.some((q) => clash(variant, p, q))) continue;
      chosen.push(p);
      rec(s + 1, i + 1);
      chosen.pop();
    }
  };
  rec(0, 0);
  return out;
}

/** Ordinals as the defender numbers them: ships of a class in the layout's order. */
function shipsOf(layout: readonly BruteShip[], k: number): BruteShip[] {
  return layout.filter((s) => s.classIndex === k);
}

/** What the defender announces for salvo `t` (ordinals = `order` per class). */
export function announce(variant: Variant, layout: readonly BruteShip[], salvos: readonly (readonly number[])[], t: number): Announcement {
  const before = new Set<number>();
  for (let i = 0; i < t; i++) for (const c of salvos[i]!) before.add(c);
  const cells = salvos[t]!;
  const rep = variant.report;
  if (rep.timing === 'per-shot') {
    const fired = new Set(before);
    const shots: ShotReport[] = cells.map((c) => {
      // A cell fired at before, or earlier in this salvo, hits nothing new: a miss (the rules' convention).
      if (fired.has(c)) return { result: 'miss' };
      fired.add(c);
      const ship = layout.find((s) => s.cells.includes(c));
      if (!ship) return { result: 'miss' };
      const sunk = rep.sunk !== 'none' && ship.cells.every((x) => fired.has(x));
      const id = variant.fleet[ship.classIndex]!.id;
      // The rules (src/rules/announce.ts): a hit names the class with hitClass; a sinking names it
      // with `sunk: with-class` or with hitClass (a plain "sunk" of a report that names every hit's class).
      const named = sunk ? rep.sunk === 'with-class' || rep.hitClass : rep.hitClass;
      return { result: sunk ? 'sunk' : 'hit', ...(named ? { classId: id } : {}) };
    });
    return { kind: 'per-shot', shots };
  }
  const after = new Set(before);
  for (const c of cells) after.add(c);
  // Only fresh cells hit: not fired at before, and each once in the salvo.
  const fresh = [...new Set(cells)].filter((c) => !before.has(c));
  const hitsOn = (s: BruteShip): number => fresh.filter((c) => s.cells.includes(c)).length;
  const sunkNow = (s: BruteShip): boolean => s.cells.every((c) => after.has(c)) && !s.cells.every((c) => before.has(c));
  const hits: SalvoHit[] = [];
  variant.fleet.forEach((cls, k) => {
    const ships = shipsOf(layout, k);
    if (rep.by === 'class') {
      const n = ships.reduce((a, s) => a + hitsOn(s), 0);
      if (n === 0) return;
      // How many sank is said where the entry leaves room for more than one: more than one hit
      // counted (or hits not counted), and more than one ship in the class.
      const sank = ships.filter(sunkNow).length;
      const roomForTwo = (rep.counts ? n : Infinity) > 1 && ships.length > 1;
      hits.push({ classId: cls.id, ...(rep.counts ? { count: n } : {}), ...(rep.sunk && sank > 0 ? { sunk: true, ...(roomForTwo ? { sunkShips: sank } : {}) } : {}) });
    } else {
      ships.forEach((s, o) => {
        const n = hitsOn(s);
        if (n === 0) return;
        hits.push({ classId: cls.id, ship: o, ...(rep.counts ? { count: n } : {}), ...(rep.sunk && sunkNow(s) ? { sunk: true } : {}) });
      });
    }
  });
  return { kind: 'per-salvo', hits };
}

/** Shots the side with `layout` owes after the cells in `fired` were fired at it. */
export function owedShots(variant: Variant, layout: readonly BruteShip[], fired: ReadonlySet<number>): number {
  const policy = variant.turns.salvo;
  const hitsOf = (s: BruteShip): number => s.cells.filter((c) => fired.has(c)).length;
  const isSunk = (s: BruteShip): boolean => hitsOf(s) === s.cells.length;
  switch (policy.kind) {
    case 'constant':
      return policy.shots;
    case 'damage': {
      let damage = 0;
      for (const s of layout) if (policy.countProtected || !variant.fleet[s.classIndex]!.protected) damage += hitsOf(s);
      let shots = policy.shots;
      for (const st of policy.steps) if (damage >= st.damage) shots = st.shots;
      return shots;
    }
    case 'guns': {
      let guns = 0;
      for (const s of layout) {
        if (isSunk(s)) continue;
        const cls = variant.fleet[s.classIndex]!;
        guns += Math.max(0, cls.guns - cls.gunsLostAt.filter((x) => hitsOf(s) >= x).length);
      }
      return guns;
    }
    case 'ships-afloat':
      return layout.filter((s) => !isSunk(s)).length * policy.perShip;
  }
}

function sameShot(variant: Variant, told: ShotReport, truth: ShotReport, sunkOrNot = false): boolean {
  const rep = variant.report;
  // Hit and sunk are one result where sinking is not told, or where the "sunk" may owe its last cell to an unread one.
  const result = (r: ShotReport): string => ((rep.timing === 'per-shot' && rep.sunk === 'none') || sunkOrNot) && r.result === 'sunk' ? 'hit' : r.result;
  if (result(told) !== result(truth)) return false;
  if (told.classId !== undefined) {
    // The truth may not name the class; a named class must still be the ship's.
    return truth.classId === undefined || truth.classId === told.classId;
  }
  return true;
}

function permutations(n: number): number[][] {
  if (n <= 1) return [Array.from({ length: n }, (_, i) => i)];
  const out: number[][] = [];
  for (const p of permutations(n - 1)) for (let i = 0; i <= p.length; i++) out.push([...p.slice(0, i), n - 1, ...p.slice(i)]);
  return out;
}

/** An entry as compared: class, ship, hits where counted, and sunk (with how many, when `howMany`). */
function keyOfHit(h: SalvoHit, counts: boolean, sunk: boolean, howMany = false): string {
  return `${h.classId}#${h.ship ?? 0}:${counts ? (h.count ?? 1) : 1}:${sunk && h.sunk === true ? `s${howMany ? (h.sunkShips ?? '') : ''}` : ''}`;
}

/** Is the layout consistent with every announcement and own salvo size? */
export function consistent(variant: Variant, layout: readonly BruteShip[], evidence: Evidence): boolean {
  // One cell of a whole salvo's report that could not be read, where it is read exactly
  // (`EvidenceSalvo.unreadOwnCells`): the layout fits some reading of the cell, each cell of the
  // board put in its place, the report as told and the later salvos as written.
  const t = unreadReadExactly(variant, evidence);
  if (t !== null) {
    const mended = (x: number): Evidence => ({
      salvos: evidence.salvos.map((s, i) => (i === t ? { cells: [...s.cells, x], announcement: s.unreadOwnReport! } : i > t ? { cells: s.cells, announcement: s.announcement } : s)),
      ...(evidence.ownSalvoSizes !== undefined ? { ownSalvoSizes: evidence.ownSalvoSizes } : {}),
    });
    return Array.from({ length: variant.board.rows * variant.board.columns }, (_, x) => x).some((x) => consistent(variant, layout, mended(x)));
  }
  const salvos = evidence.salvos.map((s) => s.cells);
  const rep = variant.report;
  const unreadMisses: { cell: number; most: number }[] = [];
  // Hits of a whole salvo after unread hits beyond those told, each a cell fired again as such a miss on a ship is.
  const unreadExtras: { more: number; most: number }[] = [];
  for (let t = 0; t < salvos.length; t++) {
    const told = evidence.salvos[t]!.announcement;
    const own = evidence.salvos[t]!.unreadOwnReport;
    if (told === null && own?.kind === 'per-salvo' && rep.timing === 'per-salvo') {
      // A cell of this salvo could not be read: of each class, the cells read first here hold no
      // more hits than the report tells (none of a class it does not name; any where not counted).
      const before = new Set(salvos.slice(0, t).flat());
      const fresh = [...new Set(salvos[t]!)].filter((c) => !before.has(c));
      const capped = variant.fleet.every((cls, k) => {
        const n = shipsOf(layout, k).reduce((a, s) => a + fresh.filter((c) => s.cells.includes(c)).length, 0);
        const entries = own.hits.filter((h) => h.classId === cls.id);
        if (entries.length === 0) return n === 0;
        // A ship with every cell fired at by now as read, one first here, sank here: none of a class not told sunk.
        const sankHere = shipsOf(layout, k).some((s) => s.cells.every((c) => before.has(c) || fresh.includes(c)) && s.cells.some((c) => fresh.includes(c)));
        if (rep.sunk && sankHere && !entries.some((h) => h.sunk === true)) return false;
        return !rep.counts || n <= entries.reduce((a, h) => a + (h.count ?? 1), 0);
      });
      if (!capped) return false;
      continue;
    }
    if (told === null) continue; // fired, announcement not used
    if (told.kind === 'per-shot') {
      // Class names in a per-shot report: check against the ship hit, whatever the policy.
      const fired = new Set<number>();
      for (let i = 0; i < t; i++) for (const c of salvos[i]!) fired.add(c);
      const truth = announce({ ...variant, report: rep.timing === 'per-shot' ? { ...rep, hitClass: true, sunk: rep.sunk === 'none' ? 'none' : 'with-class' } : { timing: 'per-shot', sunk: 'none', hitClass: true } }, layout, salvos, t);
      if (truth.kind !== 'per-shot' || truth.shots.length !== told.shots.length) return false;
      const unread = evidence.salvos[t]!.unreadHitsBefore ?? 0;
      const ok = told.shots.every((r, j) => {
        const c = salvos[t]![j]!;
        // After unread hits, a miss at a cell first fired here may be one of them fired again: set aside.
        if (unread > 0 && r.result === 'miss' && !fired.has(c) && !salvos[t]!.slice(0, j).includes(c)) {
          unreadMisses.push({ cell: c, most: unread });
          return true;
        }
        return sameShot(variant, r, truth.shots[j]!, unread > 0 && r.result === 'sunk');
      });
      if (!ok) return false;
      continue;
    }
    if (rep.timing !== 'per-salvo') return false;
    const unreadBefore = evidence.salvos[t]!.unreadHitsBefore ?? 0;
    if (rep.by === 'ship' && unreadBefore > 0) {
      // After unread hits, ship by ship: read class by class (the ships' entries added up), up to
      // `unreadBefore` more hits of each class among the cells than told (those cells fired again),
      // "sunk" as so many ships that may have sunk, "not sunk" left out; "no hits", its cells misses
      // that may be those cells fired again.
      const before = new Set(salvos.slice(0, t).flat());
      const fresh = [...new Set(salvos[t]!)].filter((c) => !before.has(c));
      if (told.hits.length === 0) {
        for (const c of fresh) unreadMisses.push({ cell: c, most: unreadBefore });
        continue;
      }
      const ordinals = told.hits.map((h) => `${h.classId}#${h.ship ?? 0}`);
      if (new Set(ordinals).size !== ordinals.length) return false;
      const ok = variant.fleet.every((cls, k) => {
        const ships = shipsOf(layout, k);
        const n = ships.reduce((a, s) => a + fresh.filter((c) => s.cells.includes(c)).length, 0);
        const entries = told.hits.filter((x) => x.classId === cls.id);
        if (entries.some((h) => (h.ship ?? 0) < 0 || (h.ship ?? 0) >= cls.count)) return false;
        if (entries.length === 0) {
          unreadExtras.push({ more: n, most: unreadBefore });
          return n <= unreadBefore;
        }
        const said = entries.reduce((a, h) => a + (rep.counts ? (h.count ?? 1) : 1), 0);
        if (rep.counts) unreadExtras.push({ more: n - said, most: unreadBefore });
        if (rep.counts ? n < said || n > said + unreadBefore : n < said) return false;
        // As many ships as told sunk may have sunk here: each hit here, no more of its cells not
        // fired at as read than `unreadBefore` (the unread cells).
        const sunk = rep.sunk ? entries.filter((h) => h.sunk === true).length : 0;
        const mayHave = ships.filter((s) => s.cells.some((c) => fresh.includes(c)) && s.cells.filter((c) => !before.has(c) && !fresh.includes(c)).length <= unreadBefore).length;
        return mayHave >= sunk;
      });
      if (!ok || told.hits.some((x) => !variant.fleet.some((c) => c.id === x.classId))) return false;
      continue;
    }
    if (rep.by === 'class') {
      if ((evidence.salvos[t]!.unreadHitsBefore ?? 0) > 0 && told.hits.length === 0) {
        // "No hits" after unread hits: each cell first fired here a miss that may be one of them fired again.
        const before = new Set(salvos.slice(0, t).flat());
        for (const c of new Set(salvos[t]!)) if (!before.has(c)) unreadMisses.push({ cell: c, most: evidence.salvos[t]!.unreadHitsBefore! });
        continue;
      }
      const unread = evidence.salvos[t]!.unreadHitsBefore ?? 0;
      if (unread > 0) {
        // Up to `unread` of the cells may be unread hits fired again: each class that many more hits than told, none told "not sunk".
        const before = new Set(salvos.slice(0, t).flat());
        const fresh = [...new Set(salvos[t]!)].filter((c) => !before.has(c));
        const ok = variant.fleet.every((cls, k) => {
          const ships = shipsOf(layout, k);
          const n = ships.reduce((a, s) => a + fresh.filter((c) => s.cells.includes(c)).length, 0);
          const h = told.hits.find((x) => x.classId === cls.id);
          if (told.hits.filter((x) => x.classId === cls.id).length > 1) return false;
          if (h === undefined) {
            unreadExtras.push({ more: n, most: unread });
            return n <= unread;
          }
          if (rep.counts ? n < (h.count ?? 1) || n > (h.count ?? 1) + unread : n < 1) return false;
          if (rep.counts) unreadExtras.push({ more: n - (h.count ?? 1), most: unread });
          if (!rep.sunk || h.sunk !== true) return true;
          // A ship may have sunk here with up to `unread` of its cells not fired at as read (the
          // unread cells), one at least fired here: no fewer such ships than told sunk.
          const mayHave = ships.filter((s) => s.cells.some((c) => fresh.includes(c)) && s.cells.filter((c) => !before.has(c) && !fresh.includes(c)).length <= unread).length;
          return mayHave >= (h.sunkShips ?? 1);
        });
        if (!ok || told.hits.some((x) => !variant.fleet.some((c) => c.id === x.classId))) return false;
        continue;
      }
      const truth = announce(variant, layout, salvos, t);
      if (truth.kind !== 'per-salvo') return false;
      // A "sunk" that says how many must say the true number; one that does not says at least one.
      const howMany = (classId: string): boolean => told.hits.some((h) => h.classId === classId && h.sunkShips !== undefined);
      const a = told.hits.map((h) => keyOfHit(h, rep.counts, rep.sunk, howMany(h.classId))).sort();
      const b = truth.hits.map((h) => keyOfHit(h, rep.counts, rep.sunk, howMany(h.classId))).sort();
      if (a.join('|') !== b.join('|')) return false;
    }
  }
  // Each miss on a ship, and each hit of a salvo more than told, is an unread hit fired again, one
  // to each, fired before it (Hall's condition on nested sets).
  const onShip = [...unreadMisses.filter((u) => layout.some((s) => s.cells.includes(u.cell))).map((u) => ({ more: 1, most: u.most })), ...unreadExtras];
  for (const m of new Set(onShip.map((u) => u.most))) if (onShip.filter((x) => x.most <= m).reduce((a, x) => a + x.more, 0) > m) return false;
  if (rep.timing === 'per-salvo' && rep.by === 'ship' && evidence.salvos.some((s) => s.announcement?.kind === 'per-salvo')) {
    // Some numbering of the ships of each class must make every report true.
    const perClass = variant.fleet.map((cls, k) => {
      const ships = shipsOf(layout, k);
      return permutations(ships.length).some((perm) => {
        const renamed = layout.map((s) => s);
        const order = perm.map((i) => ships[i]!);
        const relabelled = [...renamed.filter((s) => s.classIndex !== k), ...order];
        const sorted = variant.fleet.flatMap((_, j) => (j === k ? order : shipsOf(relabelled, j)));
        return evidence.salvos.every((s, t) => {
          // After unread hits a salvo is read class by class (above).
          if (s.announcement === null || s.announcement.kind !== 'per-salvo' || (s.unreadHitsBefore ?? 0) > 0) return true;
          const truth = announce(variant, sorted, salvos, t);
          if (truth.kind !== 'per-salvo') return false;
          const mine = (hs: readonly SalvoHit[]): string =>
            hs.filter((h) => h.classId === cls.id).map((h) => keyOfHit(h, rep.counts, rep.sunk)).sort().join('|');
          return mine(s.announcement.hits) === mine(truth.hits);
        });
      });
    });
    if (!perClass.every(Boolean)) return false;
    const known = new Set(variant.fleet.map((c) => c.id));
    if (evidence.salvos.some((s) => s.announcement?.kind === 'per-salvo' && s.announcement.hits.some((h) => !known.has(h.classId)))) return false;
  }
  for (const own of evidence.ownSalvoSizes ?? []) {
    const fired = new Set<number>();
    for (const s of salvos.slice(0, own.afterSalvo)) for (const c of s) fired.add(c);
    const owed = owedShots(variant, layout, fired);
    if (own.limited ? owed < own.shots : owed !== own.shots) return false;
  }
  return true;
}

export interface BruteResult {
  readonly count: bigint;
  readonly marginal: number[];
  readonly classMarginal: Record<string, number[]>;
}

/** Count the consistent layouts and the per-cell / per-class frequencies among them. */
export function bruteInfer(variant: Variant, evidence: Evidence, layouts = bruteLayouts(variant)): BruteResult {
  const N = variant.board.rows * variant.board.columns;
  const cell = new Array<number>(N).fill(0);
  const byClass = variant.fleet.map(() => new Array<number>(N).fill(0));
  let n = 0;
  for (const layout of layouts) {
    if (!consistent(variant, layout, evidence)) continue;
    n++;
    for (const s of layout) for (const c of s.cells) {
      cell[c]!++;
      byClass[s.classIndex]![c]!++;
    }
  }
  const classMarginal: Record<string, number[]> = {};
  variant.fleet.forEach((c, k) => (classMarginal[c.id] = byClass[k]!.map((x) => (n === 0 ? 0 : x / n))));
  return { count: BigInt(n), marginal: cell.map((x) => (n === 0 ? 0 : x / n)), classMarginal };
}

/**
 * `bruteInfer` of every legal layout, in a worker thread (../helpers/worker.ts): for a board where
 * listing them holds the loop for many seconds (6×6 with five ships: 20 s under load), so that the
 * test's thread answers vitest's runner meanwhile.
 */
export function bruteInferApart(variant: Variant, evidence: Evidence): Promise<BruteResult> {
  return inWorker(new URL('./brute-worker.ts', import.meta.url), { variant, evidence });
}

/**
 * The expected information of firing `cells` next: the entropy, in bits, of the announcement they
 * get over every layout consistent with `evidence` (each announced by simulating the defender), and
 * how many layouts those are.
 */
export function bruteBits(variant: Variant, evidence: Evidence, cells: readonly number[]): { bits: number; layouts: number } {
  const salvos = [...evidence.salvos.map((s) => s.cells), cells];
  const seen = new Map<string, number>();
  let n = 0;
  for (const layout of bruteLayouts(variant)) {
    if (!consistent(variant, layout, evidence)) continue;
    n++;
    const key = JSON.stringify(announce(variant, layout, salvos, salvos.length - 1));
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  let bits = 0;
  for (const k of seen.values()) bits -= (k / n) * Math.log2(k / n);
  return { bits, layouts: n };
}
