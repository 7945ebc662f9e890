/** What someone trying the command line from outside types: each gets one clear line and its status. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { capture, run } from "./fake-io.js";

const folder = mkdtempSync(`${tmpdir()}/patience-outsider-`);
const MOVE = JSON.stringify({ from: "tableau:0", to: "tableau:1", count: 1 });
const WINRATE = ["winrate", "penta", "--deals", "1..2"];

/** A malformed request: status 2, nothing on stdout, one `patience:` line on stderr. */
async function expectRefused(argv: readonly string[], stdin: string, message: RegExp) {
  const result = await run(argv, stdin);
  expect(result.status).toBe(2);
  expect(result.stdout).toBe("");
  expect(result.stderr).toMatch(/^patience: [^\n]+\n$/);
  expect(result.stderr).toMatch(message);
  expect(result.stderr.length).toBeLessThan(300);
}

describe("options without their value", () => {
  it.each([
    [["deal", "penta", "--deal"], /^patience: --deal needs a value/],
    [["solve", "--budget-ms"], /^patience: --budget-ms needs a value/],
    [
      ["solve", "--game", "--deal", "1"],
      /^patience: --game needs a value, and the next argument starts with "-"/,
    ],
    [["winrate", "penta", "--deals"], /^patience: --deals needs a value/],
    [[...WINRATE, "--out"], /^patience: --out needs a value/],
    [[...WINRATE, "--player"], /^patience: --player needs a value/],
    [[...WINRATE, "--jobs"], /^patience: --jobs needs a value/],
    [["moves", "--jsonl=yes"], /^patience: --jsonl takes no value/],
    [["winrate", "penta"], /^patience: --deals A\.\.B is missing/],
  ])("%j", async (argv, message) => expectRefused(argv, "", message));
});

describe("winrate's numbers", () => {
  it.each([
    ["5..2", /--deals 5\.\.2: the range is empty/],
    [
      "1..99999999999",
      /a deal number of penta is a whole number from 1 to 4294967295, not "99999999999"/,
    ],
    ["1..4294967295", /--deals covers at most 1000000 deals/],
    ["-5..2", /--deals takes a range A\.\.B, such as --deals 1\.\.100, not "-5\.\.2"/],
    ["a..b", /not "a\.\.b"/],
    ["1-5", /not "1-5"/],
    ["", /not ""/],
    ["0..3", /a deal number of penta is a whole number from 1/],
  ])("refuses --deals=%s", async (deals, message) =>
    expectRefused(["winrate", "penta", `--deals=${deals}`], "", message),
  );

  it("reads --deals -5..2 as a missing value", async () =>
    expectRefused(["winrate", "penta", "--deals", "-5..2"], "", /--deals needs a value/));

  it.each([
    ["0", /--jobs must be a whole number above 0, not "0"/],
    ["-1", /--jobs must be a whole number above 0, not "-1"/],
    ["1.5", /not "1\.5"/],
    ["two", /not "two"/],
    ["100000", /--jobs takes at most 256 threads, not 100000/],
  ])("refuses --jobs=%s", async (jobs, message) =>
    expectRefused([...WINRATE, `--jobs=${jobs}`], "", message),
  );

  it.each([
    ["-1", /--budget-ms must be a whole number above 0, not "-1"/],
    ["0", /not "0"/],
    ["1e3", /not "1e3"/],
    ["99999999999999999999", /not "99999999999999999999"/],
  ])("refuses --budget-ms=%s in winrate and solve", async (budget, message) => {
    await expectRefused([...WINRATE, `--budget-ms=${budget}`], "", message);
    await expectRefused(
      ["solve", "--game", "penta", "--deal", "1", `--budget-ms=${budget}`],
      "",
      message,
    );
  });
});

describe("files and stdin", () => {
  it.each([
    ["moves", ["moves", folder]],
    ["apply", ["apply", folder, MOVE]],
    ["solve", ["solve", folder]],
  ])("%s refuses a FILE that is a directory", async (_name, argv) =>
    expectRefused(argv, "", /^patience: cannot read ".*": it is a directory\n$/),
  );

  const binary = String.fromCharCode(0, 255, 13, 27, 128, 10, 7, 0xfffd);

  it.each([
    ["moves", ["moves"]],
    ["apply", ["apply", MOVE]],
    ["solve", ["solve"]],
  ])("%s refuses binary input and an empty stdin", async (_name, argv) => {
    await expectRefused(argv, binary, /^patience: the position is not valid JSON\n$/);
    await expectRefused(argv, "", /^patience: the position is missing: the input is empty\n$/);
    await expectRefused(argv, " \n\t\r\n", /the input is empty/);
  });

  it.each([["moves"], ["apply"], ["solve"]])(
    "%s --jsonl answers an empty stdin with nothing",
    async (name) => {
      expect(await run([name, "--jsonl"], "")).toEqual({ status: 0, stdout: "", stderr: "" });
    },
  );
});

describe("an input too large to read", () => {
  it("is said in one line with status 2", async () => {
    const captured = capture();
    // What Node throws for more than 512 MB of text.
    const tooLong = Object.assign(
      new Error("Cannot create a string longer than 0x1fffffe8 characters"),
      {
        code: "ERR_STRING_TOO_LONG",
      },
    );
    const io = { ...captured.io, readAll: () => Promise.reject(tooLong) };
    expect(await main(["moves"], io)).toBe(2);
    expect(captured.stdout()).toBe("");
    expect(captured.stderr()).toBe("patience: cannot read stdin: it is too large to read\n");
  });
});
