/**
 * `salvo variant show <variant> --json`: the whole validated variant as one JSON document, every
 * default filled in, for a script or a league site to read the rules without reading YAML. Its
 * keys come in a fixed order (that of a variant file, as `salvo init` writes one), so the same
 * variant gives the same bytes; its texts are given in every language the variant declares.
 *
 * Apart from `ok`, `file` and `variant` (the id, as every other document names it) and each
 * class's `kind`, the document is a variant file that loads to the same variant: a class's
 * `size` (straight) or `shape` (a polyomino) says the same cells.
 *
 * @example
 *   variantJson(await loadVariant('jutland', { cwd }), null).turns.salvo // { kind: 'guns' }
 */
import type { Localized, SalvoPolicy, ReportPolicy, Variant, Words } from '../../variant/model.js';

/** A text in each of the variant's languages, in their order. */
function texts(text: Localized, languages: readonly string[]): Record<string, string> {
  return Object.fromEntries(languages.map((l) => [l, text[l] ?? '']));
}

function salvoJson(s: SalvoPolicy): Record<string, unknown> {
  switch (s.kind) {
    case 'constant':
      return { kind: s.kind, shots: s.shots };
    case 'damage':
      return { kind: s.kind, shots: s.shots, steps: s.steps.map((x) => ({ damage: x.damage, shots: x.shots })), countProtected: s.countProtected };
    case 'guns':
      return { kind: s.kind };
    case 'ships-afloat':
      return { kind: s.kind, perShip: s.perShip };
  }
}

function reportJson(r: ReportPolicy): Record<string, unknown> {
  return r.timing === 'per-shot' ? { timing: r.timing, sunk: r.sunk, hitClass: r.hitClass } : { timing: r.timing, by: r.by, counts: r.counts, sunk: r.sunk };
}

function wordsJson(w: Words): Record<string, string> {
  return { miss: w.miss, hit: w.hit, ...(w.sunk !== undefined ? { sunk: w.sunk } : {}), noHits: w.noHits, ownChart: w.ownChart, enemyChart: w.enemyChart };
}

/**
 * The document of `variant show --json`: `{ ok, file, variant, name, summary, languages, board,
 * fleet, placement, turns, report, words, rules }`, `file` the variant file as given (`null` for
 * a template id, as `count --json` names it).
 */
export function variantJson(v: Variant, file: string | null): Record<string, unknown> {
  const langs = v.languages;
  return {
    ok: true,
    file,
    variant: v.id,
    name: texts(v.name, langs),
    summary: texts(v.summary, langs),
    languages: [...langs],
    board: {
      rows: v.board.rows,
      columns: v.board.columns,
      columnLabels: [...v.board.columnLabels],
      rowLabels: [...v.board.rowLabels],
      cellOrder: v.board.cellOrder,
      separator: v.board.separator,
    },
    fleet: v.fleet.map((c) => ({
      id: c.id,
      name: texts(c.name, langs),
      mark: c.mark,
      kind: c.kind,
      size: c.size,
      shape: c.shape.map(([r, col]) => [r, col]),
      count: c.count,
      guns: c.guns,
      gunsLostAt: [...c.gunsLostAt],
      protected: c.protected,
      mustSink: c.mustSink,
      hatched: c.hatched,
    })),
    placement: { diagonal: v.placement.diagonal, spacing: v.placement.spacing },
    turns: {
      sides: v.turns.sides.map((s) => ({ id: s.id, name: texts(s.name, langs) })),
      first: v.turns.first,
      salvo: salvoJson(v.turns.salvo),
      extraShotOnHit: v.turns.extraShotOnHit,
      protectedHitPenalty: v.turns.protectedHitPenalty,
      shotLimit: v.turns.shotLimit,
      onShotsExhausted: v.turns.onShotsExhausted,
    },
    report: reportJson(v.report),
    words: Object.fromEntries(langs.map((l) => [l, wordsJson(v.words[l]!)])),
    rules: texts(v.rules, langs),
  };
}
