/** The command table: help and dispatch both read it, so a new command is one line here. */
import type { Command } from "./command.js";
import { apply } from "./commands/apply.js";
import { deal } from "./commands/deal.js";
import { moves } from "./commands/moves.js";
import { solve } from "./commands/solve.js";
import { winrate } from "./commands/winrate.js";

export const COMMANDS: readonly Command[] = [deal, moves, apply, solve, winrate];

export const commandNamed = (name: string): Command | undefined =>
  COMMANDS.find((command) => command.name === name);
