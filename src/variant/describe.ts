/**
 * The rules of a variant in plain words, for `salvo variant show`: board and labels, a fleet
 * table, placement and spacing, turn order, salvo size, extra shots, penalties, the shot limit,
 * the end of the game, the report model and the words. Fixed sentences come in English, Russian
 * or Polish (describe-phrases.ts); the variant's own names and words are given in `lang`.
 *
 * @example
 *   console.log(describeVariant(await loadVariant('jutland', { cwd }), 'en'));
 */
import { phrasesFor } from './describe-phrases.js';
import { localize, singleShots, type Shape, type Variant } from './model.js';

/** Labels as `A B C … J`, or `1–10` for the plain run of numbers. */
function labelText(labels: readonly string[]): string {
  const isRun = labels.every((l, i) => l === String(i + 1));
  if (isRun && labels.length > 2) return `1–${labels.length}`;
  return labels.join(' ');
}

/** A shape as rows of `#` and `.` separated by `/`: `##./.##`. */
export function shapePicture(shape: Shape): string {
  const rows = Math.max(...shape.map((c) => c[0])) + 1;
  const cols = Math.max(...shape.map((c) => c[1])) + 1;
  const lines: string[] = [];
  for (let r = 0; r < rows; r++) {
    let line = '';
    for (let c = 0; c < cols; c++) line += shape.some((s) => s[0] === r && s[1] === c) ? '#' : '.';
    lines.push(line);
  }
  return lines.join('/');
}

/** Pad `s` to `width` characters (by code points). */
function pad(s: string, width: number): string {
  const len = Array.from(s).length;
  return len >= width ? s : s + ' '.repeat(width - len);
}

/**
 * The rules in plain words, section by section (placement, the course of play, the reports),
 * as `salvo variant show` states them and a pad's cover prints them for a variant with no
 * `rules:` text of its own.
 *
 * @example
 *   ruleSections(variant, 'en')[0] // { heading: 'Placement', lines: ['Straight ships lie ...', ...] }
 */
export function ruleSections(variant: Variant, lang: string): { readonly heading: string; readonly lines: readonly string[] }[] {
  const p = phrasesFor(lang);
  const t = (x: Readonly<Record<string, string>>): string => localize(x, lang, variant);
  const words = variant.words[lang] ?? variant.words[variant.languages[0] ?? ''] ?? Object.values(variant.words)[0];
  const placement: string[] = [];
  // Ships of one cell lie no way in particular: said only where a straight ship is longer.
  if (variant.fleet.some((c) => c.kind === 'straight' && c.size > 1)) placement.push(p.straight(variant.placement.diagonal));
  if (variant.fleet.some((c) => c.kind === 'shape')) placement.push(p.anyRotation);
  placement.push(p.spacing(variant.placement.spacing));
  const tu = variant.turns;
  const sideName = (id: string): string => t(tu.sides.find((s) => s.id === id)?.name ?? { [lang]: id });
  const play: string[] = [p.sides(t(tu.sides[0].name), t(tu.sides[1].name), sideName(tu.first))];
  const s = tu.salvo;
  // The protected classes by name, as the variant names them in `lang` (quoted, so in any case).
  const guarded = variant.fleet.filter((c) => c.protected).map((c) => t(c.name));
  if (s.kind === 'constant') play.push(p.salvoConstant(s.shots));
  // Whether hits on protected ships count is said only where the fleet has one.
  else if (s.kind === 'damage') play.push(p.salvoDamage(s.shots, s.steps, guarded.length > 0 ? s.countProtected : undefined, guarded));
  else if (s.kind === 'guns') play.push(p.salvoGuns(variant.fleet.reduce((n, c) => n + c.guns * c.count, 0)));
  else play.push(p.salvoShips(s.perShip, s.perShip * variant.fleet.reduce((n, c) => n + c.count, 0)));
  // A hit earns the whole salvo again: one shot where salvos are of one shot.
  if (tu.extraShotOnHit) play.push(singleShots(variant) ? p.extraShot : p.extraSalvo);
  if (tu.protectedHitPenalty === 'skip-next-turn') {
    play.push(p.penalty(guarded));
    // The referee ends the shooter's run at such a hit even where a hit earns another shot (rules/turn-order.ts).
    if (tu.extraShotOnHit) play.push(singleShots(variant) ? p.penaltyNoExtra : p.penaltyNoExtraSalvo);
  }
  if (tu.shotLimit !== null) {
    play.push(p.shotLimit(tu.shotLimit));
    play.push(p.exhausted(tu.onShotsExhausted === 'draw'));
  }
  play.push(p.end(variant.fleet.every((c) => c.mustSink)));
  const r = variant.report;
  const reports: string[] = [];
  if (words) {
    if (r.timing === 'per-shot') reports.push(p.perShot(words.miss, words.hit, words.sunk ?? 'sunk', r.sunk, r.hitClass));
    else {
      // By class, with sinkings, a class of more than one ship: the report may say how many of it a
      // salvo sank, as a record writes it (`destroyer 2 sunk 2`: two hits, each the last of its ship).
      const many = variant.fleet.find((c) => c.count > 1);
      const example = r.by === 'class' && r.sunk && many !== undefined ? `${t(many.name).toLocaleLowerCase(lang)}${r.counts ? ' 2' : ''} ${words.sunk ?? 'sunk'} 2` : undefined;
      reports.push(p.perSalvo(r.by === 'ship', r.counts, r.sunk, words.noHits, example));
    }
  }
  return [
    { heading: p.placement, lines: placement },
    { heading: p.play, lines: play },
    { heading: p.reports, lines: reports },
  ];
}

/**
 * The variant's rules in plain words, in `lang` (English phrasing for languages other than
 * English, Russian and Polish; the variant's own texts fall back to its first language).
 *
 * @example
 *   describeVariant(variant, 'ru').includes('Поле') // true
 */
export function describeVariant(variant: Variant, lang: string): string {
  const p = phrasesFor(lang);
  const t = (x: Readonly<Record<string, string>>): string => localize(x, lang, variant);
  const words = variant.words[lang] ?? variant.words[variant.languages[0] ?? ''] ?? Object.values(variant.words)[0];
  const b = variant.board;
  const out: string[] = [];

  const name = t(variant.name);
  // `Jutland (my variant)`, a name from salvo init, is not given a second pair of brackets.
  out.push(/\)\s*$/u.test(name) ? p.namedWithId(name, variant.id) : `${name} (${variant.id})`);
  const summary = t(variant.summary);
  if (summary) out.push(summary);
  out.push('');

  out.push(`${p.board}: ${p.boardSize(b.columns, b.rows)}`);
  out.push(`  ${p.columns(labelText(b.columnLabels))}`);
  out.push(`  ${p.rows(labelText(b.rowLabels))}`);
  const col = b.columnLabels[Math.min(4, b.columns - 1)] ?? '';
  const row = b.rowLabels[Math.min(2, b.rows - 1)] ?? '';
  const example = b.cellOrder === 'column-row' ? col + b.separator + row : row + b.separator + col;
  out.push(`  ${p.cellWritten(example, b.cellOrder === 'column-row', b.separator)}`);
  out.push('');

  out.push(`${p.fleet}:`);
  const names = variant.fleet.map((c) => t(c.name));
  const nameWidth = Math.max(...names.map((n) => Array.from(n).length));
  const markWidth = Math.max(...variant.fleet.map((c) => Array.from(c.mark).length));
  variant.fleet.forEach((c, i) => {
    const notes: string[] = [];
    notes.push(c.kind === 'shape' ? `${p.cells(c.size)}, ${p.shaped} ${shapePicture(c.shape)}` : p.cells(c.size));
    const guns = p.guns(c.guns, c.gunsLostAt);
    if (guns) notes.push(guns);
    if (c.protected) notes.push(p.protectedShip);
    if (c.hatched) notes.push(p.hatched);
    if (!c.mustSink) notes.push(p.needNotSink);
    out.push(`  ${pad(c.mark, markWidth)}  ${pad(names[i]!, nameWidth)}  ${pad(p.count(c.count), 5)} ${notes.join('; ')}`);
  });
  out.push('');

  for (const section of ruleSections(variant, lang)) {
    out.push(`${section.heading}:`);
    for (const line of section.lines) out.push(`  ${line}`);
    out.push('');
  }
  // The reports' words, after the rule sections' last (the reports).
  out.pop();
  if (words) {
    out.push('');
    out.push(`${p.words}: ${p.wordList(words)}`);
    out.push(`  ${p.charts(words.ownChart, words.enemyChart)}`);
  }
  const rules = t(variant.rules).trim();
  if (rules) {
    out.push('');
    out.push(`${p.rulesTitle}:`);
    for (const line of rules.split('\n')) out.push(line === '' ? '' : `  ${line}`);
  }
  return out.join('\n') + '\n';
}
