import { describe, expect, it } from "vitest";
import { dealPosition, MAX_DEAL, positionToText } from "../../src/engine/index.js";
import { GAME_IDS, GAMES } from "../../src/games/index.js";
import { run } from "./fake-io.js";
import { rulesOf } from "./positions.js";

describe("patience deal", () => {
  it.each(GAME_IDS)("prints the engine's deal of %s as one line", async (id) => {
    const result = await run(["deal", id, "--deal", "42"]);
    expect(result).toEqual({
      status: 0,
      stdout: `${positionToText(dealPosition(rulesOf(id), 42))}\n`,
      stderr: "",
    });
  });

  it("accepts --deal=N and the largest deal number", async () => {
    const rules = GAMES[0];
    const result = await run(["deal", rules.id, `--deal=${MAX_DEAL}`]);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(`${positionToText(dealPosition(rules, MAX_DEAL))}\n`);
  });

  it("writes keys in interchange order, base before the piles", async () => {
    const result = await run(["deal", "penguin-original", "--deal", "5"]);
    expect(Object.keys(JSON.parse(result.stdout))).toEqual([
      "format",
      "game",
      "base",
      "tableau",
      "foundations",
      "cells",
    ]);
  });

  it("chooses a random deal when --deal is left out, and says which on stderr", async () => {
    const result = await run(["deal", "spiderette"]);
    expect(result.status).toBe(0);
    const said = /^deal (\d+)\n$/.exec(result.stderr);
    expect(said).not.toBeNull();
    const n = Number(said?.[1]);
    expect(result.stdout).toBe(`${positionToText(dealPosition(rulesOf("spiderette"), n))}\n`);
  });

  it.each(["0", "-1", "1.5", "4294967296", "abc", "1e3", "", " 7"])(
    'refuses the deal number "%s" as malformed',
    async (n) => {
      const result = await run(["deal", "penta", `--deal=${n}`]);
      expect(result.status).toBe(2);
      expect(result.stdout).toBe("");
      expect(result.stderr).toMatch(/^patience: .*deal number.*\n$/);
    },
  );

  it("refuses a negative deal number given as a separate argument", async () => {
    const result = await run(["deal", "penta", "--deal", "-1"]);
    expect(result).toMatchObject({ status: 2, stdout: "" });
    expect(result.stderr).toMatch(/^patience: .*--deal/);
  });

  it("names every known game when the game is unknown", async () => {
    const result = await run(["deal", "golf", "--deal", "1"]);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain('unknown game "golf"');
    for (const id of GAME_IDS) expect(result.stderr).toContain(id);
  });

  it.each([
    [["deal"], /needs a GAME/],
    [["deal", "penta", "spider"], /one GAME/],
    [["deal", "penta", "--deals", "3"], /unknown option "--deals"/],
    [["deal", "penta", "--deal"], /--deal/],
  ])("refuses %j as malformed", async (argv, message) => {
    const result = await run(argv);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toMatch(/^patience: /);
  });
});
