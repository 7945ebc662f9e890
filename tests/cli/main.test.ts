import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COMMANDS } from "../../src/cli/commands.js";
import { GAME_IDS } from "../../src/games/index.js";
import { run } from "./fake-io.js";

const version = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"))
  .version as string;

describe("patience help", () => {
  it.each([["--help"], ["-h"], ["help"]])(
    "%s explains commands, games and exit codes",
    async (flag) => {
      const result = await run([flag]);
      expect(result.status).toBe(0);
      expect(result.stderr).toBe("");
      for (const command of COMMANDS) {
        expect(result.stdout).toContain(`${command.name} ${command.usage[0]}`);
        expect(result.stdout).toContain(command.summary);
      }
      for (const id of GAME_IDS) expect(result.stdout).toContain(id);
      expect(result.stdout).toMatch(/Exit status:\n {2}0 .*\n {2}1 .*refused.*\n {2}2 .*malformed/);
    },
  );

  it("lists only the commands in the table", async () => {
    const listed = (await run(["help"])).stdout
      .split("Commands:\n")[1]
      .split("\n\n")[0]
      .split("\n")
      .map((line) => line.trim().split(" ")[0]);
    expect(listed).toEqual(COMMANDS.map((command) => command.name));
  });

  it.each(COMMANDS.map((command) => [command.name, command] as const))(
    "explains %s the same way through help COMMAND, COMMAND --help and COMMAND -h",
    async (name, command) => {
      const viaHelp = await run(["help", name]);
      expect(viaHelp.status).toBe(0);
      expect(viaHelp.stdout).toMatch(new RegExp(`^Usage: patience ${name} `));
      for (const pattern of command.usage)
        expect(viaHelp.stdout).toContain(`patience ${name} ${pattern}`);
      expect(viaHelp.stdout).toContain("Options:");
      expect(viaHelp.stdout).toContain("Examples:");
      expect(viaHelp.stdout).toContain("Exit status:");
      expect(await run([name, "--help"])).toEqual(viaHelp);
      expect(await run([name, "somefile", "-h"])).toEqual(viaHelp);
    },
  );

  it("names the games in deal's help and explains batch mode where there is one", async () => {
    const deal = (await run(["help", "deal"])).stdout;
    for (const id of GAME_IDS) expect(deal).toContain(id);
    for (const name of ["moves", "apply"]) {
      expect((await run(["help", name])).stdout).toMatch(/--jsonl[\s\S]*Blank lines are skipped/);
    }
  });

  it.each([
    [["help", "nope"], /unknown command "nope"/],
    [["help", "deal", "moves"], /at most one COMMAND/],
  ])("refuses %j", async (argv, message) => {
    const result = await run(argv);
    expect(result).toMatchObject({ status: 2, stdout: "" });
    expect(result.stderr).toMatch(message);
  });
});

describe("patience dispatch", () => {
  it("prints the package version", async () => {
    expect(await run(["--version"])).toEqual({ status: 0, stdout: `${version}\n`, stderr: "" });
  });

  it.each([
    [[], /a COMMAND is missing/],
    [
      ["shuffle"],
      /unknown command "shuffle"; the commands are: deal, moves, apply, solve, winrate, help/,
    ],
    [["--jsonl", "moves"], /unknown option "--jsonl"/],
    [["--version", "deal"], /--version takes no arguments/],
  ])("refuses %j as malformed", async (argv, message) => {
    const result = await run(argv);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(/^patience: .*\n$/);
    expect(result.stderr).toMatch(message);
  });

  it("treats a --help after -- as an argument, not a request for help", async () => {
    const result = await run(["deal", "--", "--help"]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('unknown game "--help"');
  });
});
