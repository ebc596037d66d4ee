/**
 * A class of the fleet written as an alias of another (`- *cruiser` under `- &cruiser { id:
 * cruiser, … }`): YAML copies the whole class, its id too, so the copy's id is the anchor's. The
 * duplicate id is said at the alias, where the copy is, as a copy to give its own id (or to fold
 * into the first class's count), with the YAML to write; the mark the copy repeats is not said
 * again.
 *
 * @example
 *   // fleet: [&c { id: cruiser, name: Cruiser, size: 3 }, *c]
 *   // v.yaml:6:5: error duplicate-class-id: fleet[1]: *c copies the whole of fleet[0], its id "cruiser" too …
 */
import type { Diagnostic } from '../core/diagnostics.js';
import type { DataPath, SourcePosition } from './yaml-source.js';

/** Where a value is written as an alias, and the anchor's name (`YamlSource.aliasOf`). */
export type AliasOf = (path: DataPath) => { readonly at: SourcePosition; readonly anchor: string } | undefined;

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/u;

/** A class as written in brackets, its id replaced: `{ id: cruiser-2, name: Cruiser, size: 3 }`, plain values only. */
function written(cls: Record<string, unknown>, id: string): string {
  // The mark, the anchor's too, is left to its default (another class's mark is said twice).
  const keys = Object.keys(cls).filter((k) => k !== 'id' && k !== 'mark');
  const plain = keys.filter((k) => {
    const v = cls[k];
    return (typeof v === 'string' && /^[^\s{}[\],:#&*!|>'"%@`][^{}[\],:#]*$/u.test(v) && !/\s$/u.test(v)) || typeof v === 'number' || typeof v === 'boolean';
  });
  const text = [`id: ${id}`, ...plain.map((k) => `${k}: ${String(cls[k])}`), ...(plain.length < keys.length ? ['…'] : [])];
  return `{ ${text.join(', ')} }`;
}

/** The first id of `base-2`, `base-3`, … no class of the fleet has. */
function freeId(base: string, taken: ReadonlySet<string>): string {
  for (let n = 2; ; n++) {
    const id = `${base.slice(0, 36)}-${n}`;
    if (!taken.has(id)) return id;
  }
}

/**
 * The diagnostics with each duplicate class id of a class written as an alias said at the alias,
 * as a copy; the copy's repeated mark left out.
 */
export function aliasCopies(diags: readonly Diagnostic[], spec: Record<string, unknown>, aliasOf: AliasOf | undefined): Diagnostic[] {
  const fleet = spec['fleet'];
  if (aliasOf === undefined || !Array.isArray(fleet)) return [...diags];
  const taken = new Set(fleet.flatMap((c) => (c !== null && typeof c === 'object' && typeof (c as Record<string, unknown>)['id'] === 'string' ? [(c as Record<string, unknown>)['id'] as string] : [])));
  const copies = new Set<number>();
  const out = diags.map((d) => {
    const m = d.code === 'duplicate-class-id' ? /^fleet\[(\d+)\]\.id$/u.exec(d.path ?? '') : null;
    const earlier = typeof d.parts?.['earlier'] === 'string' ? /^fleet\[(\d+)\]$/u.exec(d.parts['earlier']) : null;
    if (m === null || earlier === null) return d;
    const [i, j] = [Number(m[1]), Number(earlier[1])];
    const copy = aliasOf(['fleet', i]);
    const cls = fleet[i];
    if (copy === undefined || cls === null || typeof cls !== 'object' || Array.isArray(cls)) return d;
    const c = cls as Record<string, unknown>;
    const id = String(c['id']);
    if (!ID.test(id)) return d;
    copies.add(i);
    const own = freeId(id, taken);
    taken.add(own);
    const count = typeof c['count'] === 'number' ? c['count'] : 1;
    const yaml = `- ${written(c, own)}`;
    const where = `fleet[${i}]`;
    return {
      ...d,
      line: copy.at.line,
      column: copy.at.column,
      path: where,
      message: `${where}: *${copy.anchor} copies the whole of fleet[${j}], its id ${JSON.stringify(id)} too; every class needs its own id`,
      suggestion: `for more ships of the class, delete the copy and write count: ${count * 2} in fleet[${j}]; for a class of its own, write it out with its own id: ${yaml}`,
      parts: { kind: 'design', where, id, earlier: `fleet[${j}]`, anchor: copy.anchor, count: count * 2, yaml },
    };
  });
  // The copy's mark is the anchor's: said with the copy, not again.
  return out.filter((d) => !(d.code === 'duplicate-mark' && [...copies].some((i) => d.path === `fleet[${i}].mark`)));
}
