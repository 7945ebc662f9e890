/** Runs the solver benchmark alone and prints its Markdown section. */
import { run } from "./solver.js";

process.stdout.write(await run());
