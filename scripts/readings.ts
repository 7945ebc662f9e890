/**
 * The Spider family's win rates under other readings of its rules (src/games/readings.ts),
 * beside ours: takes a `patience winrate GAME --out FILE` run of the open game, solves the
 * deals it proved lost again under each reading, and prints how many each reading wins,
 * and the winnable share each reading gives the whole run. Every reading only adds moves,
 * so the deals won under rules.md stay won and only the lost ones need solving again.
 *
 *   npx tsx scripts/readings.ts GAME FILE [--budget-nodes N]
 *
 * A deal stays "unknown" under a reading when N positions (default 2,000,000) settle
 * nothing: the searches over engine positions serve these rules, slower than the family's
 * own.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { percent, wilson } from "../src/cli/stats.js";
import { isDealRecord } from "../src/cli/winrate-records.js";
import { dealPosition } from "../src/engine/index.js";
import { gameById } from "../src/games/index.js";
import { READINGS } from "../src/games/readings.js";
import { solve } from "../src/solver/index.js";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { "budget-nodes": { type: "string", default: "2000000" } },
});
const [gameId, file] = positionals;
const rules = gameById(gameId ?? "");
const budgetNodes = Number(values["budget-nodes"]);
if (!rules || !file || !(budgetNodes > 0)) {
  console.error("usage: npx tsx scripts/readings.ts GAME FILE [--budget-nodes N]");
  process.exit(2);
}

const records = readFileSync(file, "utf8")
  .split("\n")
  .flatMap((line) => {
    try {
      const value: unknown = JSON.parse(line);
      return isDealRecord(value) && value.game === rules.id && value.player !== "fair"
        ? [value]
        : [];
    } catch {
      return [];
    }
  });
const byDeal = new Map(records.map((record) => [record.deal, record.result]));
const count = (result: string) => [...byDeal.values()].filter((each) => each === result).length;
const won = count("won");
const lost = [...byDeal].filter(([, result]) => result === "lost").map(([deal]) => deal);
const deals = [...byDeal.keys()];
console.error(
  `${rules.name}: ${byDeal.size} deals (${Math.min(...deals)}-${Math.max(...deals)}), ${won} won, ${lost.length} lost, ${count("unknown")} unknown under rules.md`,
);

const decided = won + lost.length;
/** The winnable share of the deals rules.md decides, with its 95 % interval. */
const share = (wins: number) => {
  const { low, high } = wilson(wins, decided);
  return `${percent(wins / decided)} (${percent(low)} - ${percent(high)})`;
};
const rows = [`| rules.md | | | | ${share(won)} | |`];
for (const reading of READINGS) {
  const relaxed = reading.of(rules);
  const outcome = { won: 0, lost: 0, unknown: 0 };
  for (const deal of lost) {
    const result = solve(dealPosition(relaxed, deal), { budgetNodes }).result;
    outcome[result]++;
    console.error(`  ${reading.name}: deal ${deal} ${result}`);
  }
  const least = won + outcome.won;
  rows.push(
    `| ${reading.name} | ${outcome.won} | ${outcome.lost} | ${outcome.unknown} | ${share(least)} | ${percent((least + outcome.unknown) / decided)} |`,
  );
}
console.log(
  [
    `${rules.name}: the ${lost.length} deals rules.md loses of the ${decided} it decides (${file}), solved again under each reading with at most ${budgetNodes.toLocaleString("en")} positions a deal. The shares are of those ${decided} deals; a deal left unknown counts as lost for "at least" and as won for "at most".`,
    "",
    "| reading | of them won | still lost | unknown | winnable, at least (95 % interval) | at most |",
    "| --- | ---: | ---: | ---: | --- | --- |",
    ...rows,
  ].join("\n"),
);
