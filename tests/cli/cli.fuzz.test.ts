/**
 * Fuzz of the command line, run in-process: whatever `moves`, `apply` and `solve` are
 * fed, one at a time or as a --jsonl batch, nothing escapes as an exception, the status
 * is the contract's (2 malformed, 1 only for a well-formed move the rules refuse),
 * failures write nothing to stdout and one short line to stderr, and a batch answers
 * every line with exactly one line.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  legalMoves,
  moveToJson,
  parseMove,
  parsePosition,
  positionToText,
  tryMove,
} from "../../src/engine/index.js";
import { gameById } from "../../src/games/index.js";
import { run } from "./fake-io.js";
import {
  anyText,
  bytesText,
  expectShortReason,
  hugeText,
  jsonValue,
  positionAndMove,
  positionText,
} from "./fuzz-inputs.js";

/** What the contract says a position text is worth: 0 when it reads, else 2. */
function positionStatus(text: string): 0 | 2 {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    return 2;
  }
  return parsePosition(value, gameById).ok ? 0 : 2;
}

/** What the contract says a position and a move are worth: 0 played, 1 refused, 2 malformed. */
function applyStatus(position: unknown, move: unknown): 0 | 1 | 2 {
  const read = parsePosition(position, gameById);
  if (!read.ok) return 2;
  const parsed = parseMove(move, read.value.rules);
  if (!parsed.ok) return 2;
  return tryMove(read.value, parsed.value).ok ? 0 : 1;
}

/** A batch line of `apply --jsonl`: `{"position": P, "move": M}` and nothing else. */
function applyLineStatus(line: string): 0 | 1 | 2 {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return 2;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return 2;
  const keys = Object.keys(value).sort();
  if (keys.length !== 2 || keys[0] !== "move" || keys[1] !== "position") return 2;
  const { position, move } = value as { position: unknown; move: unknown };
  return applyStatus(position, move);
}

/** A failure as the contract has it: the status, nothing on stdout, one short line on stderr. */
function expectFailure(result: { status: number; stdout: string; stderr: string }, status: number) {
  expect(result.status).toBe(status);
  expect(result.stdout).toBe("");
  expect(result.stderr).toMatch(/^patience: [^\n]*\n$/);
  expectShortReason(result.stderr.slice("patience: ".length, -1));
}

/** A line of batch input: no newline inside (a newline would make it two lines). */
const oneLine = (text: string) => text.replaceAll("\n", " ");

/** A move as typed on the command line: JSON, or anything. */
const moveArg = (move: unknown) => JSON.stringify(move) ?? "null";

describe("the command line, fed anything", () => {
  it("moves: the moves of a valid position, else status 2 and one short line", async () => {
    await fc.assert(
      fc.asyncProperty(positionText, async (text) => {
        const result = await run(["moves"], text);
        const status = positionStatus(text);
        if (status === 0) {
          expect(result.status).toBe(0);
          expect(result.stderr).toBe("");
          expect(Array.isArray(JSON.parse(result.stdout))).toBe(true);
        } else expectFailure(result, 2);
      }),
      { numRuns: 150 },
    );
  });

  it("apply: the new position, 1 only for a well-formed move the rules refuse, else 2", async () => {
    const argument = fc.oneof(
      positionAndMove.map(({ position, move }) => ({ position, move: moveArg(move) })),
      fc.record({
        position: positionAndMove.map((pair) => pair.position),
        move: fc.oneof(anyText, hugeText, bytesText),
      }),
    );
    await fc.assert(
      fc.asyncProperty(argument, async ({ position, move }) => {
        const result = await run(["apply", move], JSON.stringify(position) ?? "");
        let moveValue: unknown;
        let status: 0 | 1 | 2;
        try {
          moveValue = JSON.parse(move);
          status = applyStatus(position, moveValue);
        } catch {
          status = 2;
        }
        if (status === 0) {
          expect(result).toMatchObject({ status: 0, stderr: "" });
          const read = parsePosition(JSON.parse(result.stdout), gameById);
          expect(read.ok).toBe(true);
        } else expectFailure(result, status);
      }),
      { numRuns: 150 },
    );
  });

  it("solve on a small budget: an answer for a valid position, else status 2", async () => {
    await fc.assert(
      fc.asyncProperty(positionText, async (text) => {
        const result = await run(["solve", "--budget-nodes", "300"], text);
        if (positionStatus(text) === 0) {
          expect(result).toMatchObject({ status: 0, stderr: "" });
          expect(["won", "lost", "unknown"]).toContain(JSON.parse(result.stdout).result);
        } else expectFailure(result, 2);
      }),
      { numRuns: 60 },
    );
  });

  it("refuses random bytes on stdin with status 2 and one short line", async () => {
    // Bytes reach readAll as the real stdin gives them: decoded, broken sequences replaced.
    await fc.assert(
      fc.asyncProperty(bytesText, async (text) => expectFailure(await run(["moves"], text), 2)),
      { numRuns: 50 },
    );
  });
});

describe("batch mode, fed anything", () => {
  /** Runs a batch and checks one answer per non-blank line, each an answer or a short error. */
  async function batch(
    command: string,
    lines: readonly string[],
    lineStatus: (line: string) => 0 | 1 | 2,
    extra: readonly string[] = [],
  ) {
    const result = await run([command, "--jsonl", ...extra], lines.join("\n"));
    const asked = lines.filter((line) => line.trim() !== "");
    const answers = result.stdout.split("\n");
    expect(answers.pop()).toBe("");
    expect(answers).toHaveLength(asked.length);
    expect(result.stderr).toBe("");
    const statuses = asked.map(lineStatus);
    answers.forEach((answer, i) => {
      const value = JSON.parse(answer);
      const failed = typeof value === "object" && value !== null && "error" in value;
      expect(failed).toBe(statuses[i] !== 0);
      if (failed) expectShortReason(value.error);
    });
    expect(result.status).toBe(Math.max(0, ...statuses));
  }

  const positionLine = fc.oneof(
    positionText.map(oneLine),
    fc.constantFrom("", "   ", "\r"),
    hugeText.map(oneLine),
  );

  it("moves --jsonl: one line out per line in, the status the worst line's", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(positionLine, { maxLength: 8 }), (lines) =>
        batch("moves", lines, positionStatus),
      ),
      { numRuns: 60 },
    );
  });

  it("apply --jsonl: the same, with refused moves answered and counted as 1", async () => {
    const requestLine = fc.oneof(
      positionAndMove.map((pair) => JSON.stringify(pair)),
      fc
        .record({ position: jsonValue, move: jsonValue, extra: jsonValue })
        .map((v) => JSON.stringify(v)),
      anyText.map(oneLine),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(requestLine, { maxLength: 8 }), (lines) =>
        batch("apply", lines, applyLineStatus),
      ),
      { numRuns: 60 },
    );
  });

  it("solve --jsonl on a small budget: the same", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(positionLine, { maxLength: 4 }), (lines) =>
        batch("solve", lines, positionStatus, ["--budget-nodes", "200"]),
      ),
      { numRuns: 25 },
    );
  });

  it("plays every legal move of a valid position as the engine does", async () => {
    const valid = positionAndMove
      .map(({ position }) => parsePosition(position, gameById))
      .filter((read) => read.ok);
    await fc.assert(
      fc.asyncProperty(valid, async (read) => {
        if (!read.ok) return;
        const position = read.value;
        for (const move of legalMoves(position).slice(0, 4)) {
          const json = JSON.stringify(moveToJson(position.rules, move));
          const result = await run(["apply", json], positionToText(position));
          const played = tryMove(position, move);
          expect(played.ok).toBe(true);
          if (played.ok) {
            expect(result).toEqual({
              status: 0,
              stdout: `${positionToText(played.position)}\n`,
              stderr: "",
            });
          }
        }
      }),
      { numRuns: 20 },
    );
  });
});
