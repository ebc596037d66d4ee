import { loadVariant } from './src/variant/load.js';
import { bruteLayouts } from './tests/inference/brute.js';
for (const f of process.argv.slice(2)) {
  const v = await loadVariant(f, { cwd: process.cwd() });
  console.log(f, bruteLayouts(v).length);
}
