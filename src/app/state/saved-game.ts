/**
 * A game in progress as stored between visits: the starting position in interchange
 * JSON and the steps as interchange moves, replayed through the engine on load, so a
 * stored game is exactly as legal as a played one.
 */
import {
  fail,
  type GameRules,
  type MoveJson,
  moveToJson,
  ok,
  type Position,
  type PositionJson,
  parseMove,
  parsePosition,
  positionToJson,
  type Result,
  record,
  startHistory,
  tryMove,
} from "../../engine/index.js";
import type { Step, Timeline } from "./timeline.js";

export const SAVE_VERSION = 1;

/** What belongs to a game besides its moves. */
export interface GameMeta {
  /** The deal number, or null for a position opened by a link. */
  readonly deal: number | null;
  /** When the first move was made (ms since 1970); null before. */
  readonly firstMoveAt: number | null;
  /** The first move has been counted in the statistics. */
  readonly counted: boolean;
  /** The win has been counted (so undo and redo do not count it twice). */
  readonly won: boolean;
  /** Time played so far, tab hidden excluded (play-clock.ts); absent in older saves. */
  readonly playedMs?: number;
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

export function saveGame(meta: GameMeta, timeline: Timeline): SavedGame {
  const rules = timeline.positions[0].rules;
  return {
    version: SAVE_VERSION,
    meta,
    start: positionToJson(timeline.positions[0]),
    steps: timeline.steps.map((step) =>
      step.kind === "restart"
        ? "restart"
        : step.kind === "rewind"
          ? { rewind: step.to }
          : step.moves.map((move) => moveToJson(rules, move)),
    ),
    cursor: timeline.cursor,
  };
}

type Lookup = (id: string) => GameRules | undefined;

export function restoreGame(value: unknown, gameById: Lookup): Result<RestoredGame> {
  if (typeof value !== "object" || value === null) return fail("it is not an object");
  const saved = value as Partial<SavedGame>;
  if (saved.version !== SAVE_VERSION) return fail(`it has version ${String(saved.version)}`);
  const meta = parseMeta(saved.meta);
  if (!meta) return fail("its details are missing");
  const start = parsePosition(saved.start, gameById);
  if (!start.ok) return fail(start.error);
  if (!Array.isArray(saved.steps)) return fail("its moves are missing");
  let timeline = startHistory<Step>(start.value);
  for (const stored of saved.steps) {
    const step = replayStep(timeline, stored);
    if (!step.ok) return fail(`move ${timeline.cursor + 1}: ${step.error}`);
    timeline = record(timeline, step.value.step, step.value.position);
  }
  const cursor = saved.cursor;
  if (typeof cursor !== "number" || !Number.isInteger(cursor) || cursor < 0) {
    return fail("its undo position is missing");
  }
  if (cursor > timeline.steps.length) return fail("its undo position is past its last move");
  return ok({ meta, timeline: { ...timeline, cursor } });
}

function replayStep(
  timeline: Timeline,
  stored: unknown,
): Result<{ step: Step; position: Position }> {
  const from = timeline.positions[timeline.cursor];
  if (stored === "restart")
    return ok({ step: { kind: "restart" }, position: timeline.positions[0] });
  if (typeof stored === "object" && stored !== null && "rewind" in stored) {
    const to = stored.rewind;
    if (typeof to !== "number" || !Number.isInteger(to) || to < 0 || to >= timeline.cursor) {
      return fail("a step back to a position the game never reached");
    }
    return ok({ step: { kind: "rewind", to }, position: timeline.positions[to] });
  }
  if (!Array.isArray(stored) || stored.length === 0) return fail("not a list of moves");
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

function parseMeta(value: unknown): GameMeta | null {
  if (typeof value !== "object" || value === null) return null;
  const { deal, firstMoveAt, counted, won, playedMs } = value as Record<string, unknown>;
  const isNumberOrNull = (x: unknown) => x === null || (typeof x === "number" && x >= 0);
  if (!isNumberOrNull(deal) || !isNumberOrNull(firstMoveAt)) return null;
  if (typeof counted !== "boolean" || typeof won !== "boolean") return null;
  return {
    deal: deal as number | null,
    firstMoveAt: firstMoveAt as number | null,
    counted,
    won,
    ...(typeof playedMs === "number" && playedMs >= 0 ? { playedMs } : {}),
  };
}
