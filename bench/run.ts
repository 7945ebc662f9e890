/**
 * `npm run bench`: runs every benchmark and writes docs/benchmarks.md, which nothing
 * else writes: today's figures, with the command and the machine that made them.
 * `npm run bench -- engine` runs only the named sections and prints them. The solver
 * and assist sections read PATIENCE_BENCH_* and PATIENCE_FAIR_* settings from the
 * environment (bench/solver.ts, bench/assist.ts); the page's header names those set.
 * A section is a module with `run()`: one line below adds one.
 */
import { writeFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg } from "node:os";
import * as app from "./app.js";
import * as assist from "./assist.js";
import * as engine from "./engine.js";
import * as freecell from "./freecell.js";
import * as savedGames from "./saved-games.js";
import * as solver from "./solver.js";

const SECTIONS: Record<string, { run: () => Promise<string> }> = {
  engine,
  solver,
  freecell,
  app,
  assist,
  "saved-games": savedGames,
};

const wanted = process.argv.slice(2);
const names = wanted.length > 0 ? wanted : Object.keys(SECTIONS);
const unknown = names.filter((name) => !(name in SECTIONS));
if (unknown.length > 0) {
  console.error(
    `unknown benchmark: ${unknown.join(", ")} (known: ${Object.keys(SECTIONS).join(", ")})`,
  );
  process.exit(2);
}

const load = () => loadavg()[0].toFixed(1);
const loadBefore = load();
const parts: string[] = [];
for (const name of names) {
  console.error(`bench: ${name}...`);
  parts.push(await SECTIONS[name].run());
}
const machine = `${availableParallelism()} cores (${cpus()[0]?.model ?? "unknown CPU"}), Node ${process.version}`;
const settings = Object.entries(process.env)
  .filter(([name]) => /^PATIENCE_(BENCH|FAIR)_/.test(name))
  .map(([name, value]) => `${name}=${value} `)
  .join("");
const report = [
  "# Benchmarks",
  "",
  `Made by \`${settings}npm run bench${wanted.length > 0 ? ` -- ${wanted.join(" ")}` : ""}\` on ${new Date().toISOString().slice(0, 10)}, ${machine}.`,
  `The machines are shared and noisy (load average ${loadBefore} when the run began, ${load()} when it ended): read medians and ratios, not single runs. Each section says what it measured; a PATIENCE_BENCH_* or PATIENCE_FAIR_* setting in the command above makes a section smaller than its defaults.`,
  "",
  parts.join("\n\n"),
  "",
].join("\n");
if (wanted.length > 0) process.stdout.write(report);
else writeFileSync(new URL("../../docs/benchmarks.md", import.meta.url), report);
