#!/usr/bin/env node
// The `salvo` command: runs the compiled CLI (built by `npm install` through `prepare`).
import { runCli } from '../dist/cli/apart.js';

process.exitCode = await runCli(process.argv);
