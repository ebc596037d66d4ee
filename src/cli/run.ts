/** Development entry: `npx tsx src/cli/run.ts variants` runs the CLI from source without a build. */
import { runCli } from './apart.js';

process.exitCode = await runCli(process.argv);
