/**
 * `patience solve` on two cores starts a worker thread from the compiled code: the pair
 * is tested from the build, and through the real executable.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import type { SolverPair as Pair } from "../../src/cli/solver-pair.js";
import {
  dealPosition,
  isWon,
  type Position,
  parseMove,
  play,
  whyLineFails,
} from "../../src/engine/index.js";
import { rulesOf } from "./positions.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const bin = fileURLToPath(new URL("../../bin/patience.js", import.meta.url));
const built = new URL("../../dist/src/cli/solver-pair.js", import.meta.url);

beforeAll(() => {
  if (!existsSync(new URL("../../dist/src/cli/beside-worker.js", import.meta.url))) {
    execFileSync("npx", ["tsc", "-p", "tsconfig.build.json"], { cwd: root, stdio: "inherit" });
  }
}, 120_000);

/** Plays an answer line's moves (JSON) from `start`, each checked by the engine. */
function replayed(start: Position, moves: unknown[]): Position {
  return moves.reduce<Position>((at, json) => {
    const move = parseMove(json, at.rules);
    if (!move.ok) throw new Error(move.error);
    return play(at, move.value);
  }, start);
}

describe("the solver on two cores", () => {
  it("wins with moves that replay, and proves lost, whichever core decides", async () => {
    const { SolverPair } = (await import(built.href)) as { SolverPair: typeof Pair };
    const pair = new SolverPair();
    // A budget of positions for each core, and no limit of time: the verdicts repeat.
    const limits = { budgetMs: Number.POSITIVE_INFINITY, budgetNodes: 200_000 };
    try {
      for (const deal of [2, 3]) {
        const start = dealPosition(rulesOf("will-o-the-wisp"), deal);
        const answer = await pair.solve(start, limits);
        expect(answer.result).toBe("won");
        expect(whyLineFails(start, answer.moves)).toBeNull();
      }
      // Spiderette deal 1246: the solver proves it lost within a few thousand positions.
      const lost = await pair.solve(dealPosition(rulesOf("spiderette"), 1246), limits);
      expect(lost).toMatchObject({ result: "lost", moves: [] });
      // No lane beside the solver's first in Penguin: the solver alone answers.
      const penguin = dealPosition(rulesOf("penguin-tuxedo"), 1);
      expect((await pair.solve(penguin, limits)).result).toBe("won");
    } finally {
      await pair.close();
    }
  });

  it("answers every line of a batch, on two cores or on a budget of positions", () => {
    const deals = (numbers: number[]) =>
      numbers
        .map((deal) =>
          execFileSync(process.execPath, [bin, "deal", "spiderette", "--deal", String(deal)], {
            encoding: "utf8",
          }),
        )
        .join("");
    const answersOf = (numbers: number[], budget: string[]) => {
      const batch = spawnSync(process.execPath, [bin, "solve", "--jsonl", ...budget], {
        input: deals(numbers),
        encoding: "utf8",
      });
      expect(batch.status).toBe(0);
      const answers = batch.stdout
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line));
      expect(answers).toHaveLength(numbers.length);
      answers.forEach((answer, index) => {
        if (answer.result !== "won") return;
        const start = dealPosition(rulesOf("spiderette"), numbers[index]);
        expect(isWon(replayed(start, answer.moves))).toBe(true);
      });
      return answers.map((answer) => answer.result);
    };
    // On two cores (a budget of time): deals the solver decides within a thousand
    // positions, so that the generous time never runs out.
    expect(answersOf([5, 6, 7], ["--budget-ms", "120000"])).toEqual(["lost", "lost", "won"]);
    expect(answersOf([1, 2, 3], ["--budget-nodes", "200000"])).toEqual(["won", "won", "won"]);
  });

  it("repeats itself on a budget of positions", () => {
    const byNodes = () =>
      spawnSync(
        process.execPath,
        [bin, "solve", "--game", "spiderette", "--deal", "3", "--budget-nodes", "30000"],
        { encoding: "utf8" },
      ).stdout.replace(/"ms":[0-9]+/, "");
    expect(byNodes()).toBe(byNodes());
  });
});
