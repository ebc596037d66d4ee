/** Development entry: `npx tsx src/cli/run.ts variants` runs the CLI from source without a build. */
import { main } from './main.js';

process.exitCode = await main(process.argv);
