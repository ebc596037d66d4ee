import { loadVariant } from './src/variant/load.js';
import { infer } from './src/inference/engine.js';
import { bruteLayouts, bruteInfer, announce } from './tests/inference/brute.js';
import { createRng } from './src/core/rng.js';
let bad = 0, runs = 0;
for (const f of process.argv.slice(2)) {
  const v = await loadVariant(f, { cwd: process.cwd() });
  const layouts = bruteLayouts(v);
  const N = v.board.rows * v.board.columns;
  for (let seed = 1; seed <= 12; seed++) {
    let s = seed * 7919;
    const rnd = () => { s = (s * 1103515245 + 12345) % 2147483648; return s / 2147483648; };
    const truth = layouts[Math.floor(rnd() * layouts.length)]!;
    const order = Array.from({ length: N }, (_, i) => i).sort(() => rnd() - 0.5);
    const shots = v.turns.salvo.kind === 'constant' ? v.turns.salvo.shots : 3;
    const salvos: number[][] = [];
    for (let k = 0; k < 4 + seed % 4; k++) salvos.push(order.slice(k * shots, (k + 1) * shots));
    const evidence = { salvos: salvos.map((cells, t) => ({ cells, announcement: announce(v, truth, salvos, t) })) };
    const b = bruteInfer(v, evidence, layouts);
    const e = infer(v, evidence);
    const maxd = Math.max(...b.marginal.map((m, c) => Math.abs(m - (e.marginal[c] ?? 0))));
    runs++;
    if (b.count !== e.count || maxd > 1e-9) { bad++; console.log('MISMATCH', f, seed, b.count, e.count, maxd); }
  }
  console.log(f, 'ok so far', layouts.length);
}
console.log('runs', runs, 'bad', bad);
