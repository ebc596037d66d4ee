/**
 * The game-record commands in one registration: `salvo new`, `record`, `play`, `show`, `check`.
 */
import type { Command } from 'commander';
import type { CliIO } from '../io.js';
import { registerCheck } from './check.js';
import { registerNew } from './new.js';
import { registerPlay } from './play.js';
import { registerRecord } from './record.js';
import { registerShow } from './show.js';

export function registerGameCommands(program: Command, io: CliIO): void {
  registerNew(program, io);
  registerRecord(program, io);
  registerPlay(program, io);
  registerShow(program, io);
  registerCheck(program, io);
}
