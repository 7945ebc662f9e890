/** Reading positions and moves from files, stdin and arguments, as the command line's failures. */
import { readFile } from "node:fs/promises";
import {
  type GameRules,
  type Move,
  type Position,
  parseMove,
  parsePosition,
} from "../engine/index.js";
import { gameById } from "../games/index.js";
import { malformed } from "./failure.js";
import { fileName, fileProblem } from "./files.js";
import type { CliIo } from "./io.js";

/** The text of FILE, or of stdin when FILE is left out or is "-". */
export async function readInput(io: CliIo, file: string | undefined): Promise<string> {
  if (file === undefined || file === "-") {
    try {
      return await io.readAll();
    } catch (error) {
      throw malformed(`cannot read stdin: ${fileProblem(error)}`);
    }
  }
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    throw malformed(`cannot read ${fileName(file)}: ${fileProblem(error)}`);
  }
}

/** Parses JSON text; `what` names it in the complaint ("the position", "the move"). */
export function parseJson(text: string, what: string): unknown {
  // A byte-order mark from an editor is not part of the JSON.
  const json = text.replace(/^\uFEFF/, "");
  if (json.trim() === "") throw malformed(`${what} is missing: the input is empty`);
  try {
    return JSON.parse(json);
  } catch {
    throw malformed(`${what} is not valid JSON`);
  }
}

export function toPosition(value: unknown): Position {
  const parsed = parsePosition(value, gameById);
  if (!parsed.ok) throw malformed(`invalid position: ${parsed.error}`);
  return parsed.value;
}

/** A position from JSON text: a FILE, stdin, or a batch line. */
export const positionFromText = (text: string): Position =>
  toPosition(parseJson(text, "the position"));

export function toMove(value: unknown, rules: GameRules): Move {
  const parsed = parseMove(value, rules);
  if (!parsed.ok) throw malformed(`invalid move: ${parsed.error}`);
  return parsed.value;
}
