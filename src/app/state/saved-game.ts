/**
 * A game in progress as stored between visits: the starting position in interchange
 * JSON and the steps as interchange moves, replayed through the engine on load, so a
 * stored game is exactly as legal as a played one. Restoring costs time in proportion
 * to the game's length: the history is built once, step by step, not copied per step.
 */
import {
  dealPosition,
  excerpt,
  fail,
  type GameRules,
  isDealNumberOf,
  type MoveJson,
  moveToJson,
  ok,
  type Position,
  type PositionJson,
  parseMove,
  parsePosition,
  positionToJson,
  type Result,
  samePosition,
  tryMove,
} from "../../engine/index.js";
import { isDay } from "./daily.js";
import type { Step, Timeline } from "./timeline.js";

export const SAVE_VERSION = 1;

/** What belongs to a game besides its moves. */
export interface GameMeta {
  /** The deal number, or null for a position opened by a link. */
  readonly deal: number | null;
  /** When the first move was made (ms since 1970); null before. */
  readonly firstMoveAt: number | null;
  /** The first move has been made (and, in a scored game, counted). */
  readonly counted: boolean;
  /** The win has been counted (so undo and redo do not count it twice). */
  readonly won: boolean;
  /** The game counts in the statistics: a deal, not a position from a link nor a replay. */
  readonly scored: boolean;
  /** Help was taken: Hint, Undo to winnable, or the solution from the deal. */
  readonly assisted: boolean;
  /** The UTC day (YYYY-MM-DD) whose deal of the day this is, or null. */
  readonly daily: string | null;
}

export interface SavedGame {
  readonly version: number;
  readonly meta: GameMeta;
  readonly start: PositionJson;
  readonly steps: readonly (readonly MoveJson[] | "restart" | { readonly rewind: number })[];
  readonly cursor: number;
}

export interface RestoredGame {
  readonly meta: GameMeta;
  readonly timeline: Timeline;
}

/** No stored game is believed longer than this many steps (a long game is a few thousand). */
export const MAX_STEPS = 200_000;
/** Nor a step of more moves than this (a move and the autoplay it set off). */
const MAX_MOVES_PER_STEP = 1_000;

type StoredStep = SavedGame["steps"][number];

function stepToJson(rules: GameRules, step: Step): StoredStep {
  return step.kind === "restart"
    ? "restart"
    : step.kind === "rewind"
      ? { rewind: step.to }
      : step.moves.map((move) => moveToJson(rules, move));
}

export function saveGame(meta: GameMeta, timeline: Timeline): SavedGame {
  const rules = timeline.positions[0].rules;
  return {
    version: SAVE_VERSION,
    meta,
    start: positionToJson(timeline.positions[0]),
    steps: timeline.steps.map((step) => stepToJson(rules, step)),
    cursor: timeline.cursor,
  };
}

/** Each step's JSON text, made once: steps are values, shared by every later timeline. */
const stepTexts = new WeakMap<Step, string>();

/**
 * `JSON.stringify(saveGame(meta, timeline))`, with each step's text made once and kept,
 * so that saving after every move of a long game costs little more than joining texts.
 */
export function savedGameText(meta: GameMeta, timeline: Timeline): string {
  const rules = timeline.positions[0].rules;
  const steps = timeline.steps.map((step) => {
    let text = stepTexts.get(step);
    if (text === undefined) {
      text = JSON.stringify(stepToJson(rules, step));
      stepTexts.set(step, text);
    }
    return text;
  });
  const start = JSON.stringify(positionToJson(timeline.positions[0]));
  return `{"version":${SAVE_VERSION},"meta":${JSON.stringify(meta)},"start":${start},"steps":[${steps.join(",")}],"cursor":${timeline.cursor}}`;
}

type Lookup = (id: string) => GameRules | undefined;

export function restoreGame(value: unknown, gameById: Lookup): Result<RestoredGame> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return fail("it is not an object");
  }
  const saved = value as Partial<Record<keyof SavedGame, unknown>>;
  if (saved.version !== SAVE_VERSION) {
    return fail(`it has version ${excerpt(String(saved.version).slice(0, 100))}`);
  }
  const meta = parseMeta(saved.meta);
  if (!meta) return fail("its details are missing or wrong");
  const start = parsePosition(saved.start, gameById);
  if (!start.ok) return fail(start.error);
  if (meta.deal === null && meta.scored) return fail("a position from a link is counted");
  if (meta.deal !== null && !isDealNumberOf(start.value.rules, meta.deal)) {
    return fail(`${meta.deal} is not a deal number of ${start.value.rules.name}`);
  }
  if (
    meta.deal !== null &&
    !samePosition(start.value, dealPosition(start.value.rules, meta.deal))
  ) {
    return fail(`it does not start with deal ${meta.deal}`);
  }
  if (!Array.isArray(saved.steps)) return fail("its moves are missing");
  if (saved.steps.length > MAX_STEPS) return fail(`it has more than ${MAX_STEPS} steps`);
  const positions: Position[] = [start.value];
  const steps: Step[] = [];
  for (const stored of saved.steps) {
    const step = replayStep(positions, stored);
    if (!step.ok) return fail(`move ${steps.length + 1}: ${step.error}`);
    steps.push(step.value.step);
    positions.push(step.value.position);
  }
  const cursor = saved.cursor;
  if (typeof cursor !== "number" || !Number.isInteger(cursor) || cursor < 0) {
    return fail("its undo position is missing");
  }
  if (cursor > steps.length) return fail("its undo position is past its last move");
  return ok({ meta, timeline: { positions, steps, cursor } });
}

/** The stored step after `positions` (the game so far, last one current), replayed. */
function replayStep(
  positions: readonly Position[],
  stored: unknown,
): Result<{ step: Step; position: Position }> {
  const at = positions.length - 1;
  const from = positions[at];
  if (stored === "restart") return ok({ step: { kind: "restart" }, position: positions[0] });
  if (typeof stored === "object" && stored !== null && "rewind" in stored) {
    const to = stored.rewind;
    if (typeof to !== "number" || !Number.isInteger(to) || to < 0 || to >= at) {
      return fail("a step back to a position the game never reached");
    }
    return ok({ step: { kind: "rewind", to }, position: positions[to] });
  }
  if (!Array.isArray(stored) || stored.length === 0) return fail("not a list of moves");
  if (stored.length > MAX_MOVES_PER_STEP) return fail("too many moves in one step");
  let position = from;
  const moves = [];
  for (const json of stored) {
    const move = parseMove(json, from.rules);
    if (!move.ok) return fail(move.error);
    const result = tryMove(position, move.value);
    if (!result.ok) return fail(`a refused move (${result.refusal})`);
    moves.push(move.value);
    position = result.position;
  }
  return ok({ step: { kind: "moves", moves }, position });
}

/** A time in ms since 1970 is believed up to the year 3000. */
const MAX_TIME = Date.UTC(3000, 0, 1);

function parseMeta(value: unknown): GameMeta | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const fields = value as Record<string, unknown>;
  const { deal, firstMoveAt, counted, won } = fields;
  // Whether the number is one of this game's deals is checked once the game is known.
  if (deal !== null && !(typeof deal === "number" && Number.isSafeInteger(deal) && deal > 0)) {
    return null;
  }
  const isTime = (x: unknown): x is number =>
    typeof x === "number" && Number.isInteger(x) && x >= 0 && x <= MAX_TIME;
  if (firstMoveAt !== null && !isTime(firstMoveAt)) return null;
  if (typeof counted !== "boolean" || typeof won !== "boolean") return null;
  // Details an older version did not keep: a deal was scored, help was not recorded.
  const scored = fields.scored ?? deal !== null;
  const assisted = fields.assisted ?? false;
  const daily = fields.daily ?? null;
  if (typeof scored !== "boolean" || typeof assisted !== "boolean") return null;
  if (daily !== null && (!isDay(daily) || deal === null)) return null;
  return { deal, firstMoveAt, counted, won, scored, assisted, daily };
}
