/**
 * The list of command modules. Each module exports one `register(program, io)` that adds its
 * commands to the program; add a line here for a new one.
 */
import type { Command } from 'commander';
import type { CliIO } from '../io.js';
import { registerVariant } from './variant.js';
import { registerFleet } from './fleet.js';
import { registerGameCommands } from './game.js';
import { registerPad } from './pad.js';
import { registerCount } from './count.js';
import { registerInfer } from './infer.js';
import { registerAnalysis } from './analysis.js';

export type RegisterCommand = (program: Command, io: CliIO) => void;

export const commandModules: readonly RegisterCommand[] = [registerVariant, registerFleet, registerGameCommands, registerPad, registerCount, registerInfer, registerAnalysis];
