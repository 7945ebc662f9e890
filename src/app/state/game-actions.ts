/**
 * What the player can do to the game on the table. Every move goes through the
 * engine's `refusal` first; a refused move changes nothing and says why.
 */
import { batch } from "@preact/signals";
import {
  currentPosition,
  dealPosition,
  type GameRules,
  isWon,
  type Move,
  type Position,
  play,
  record,
  redo,
  refusal,
  safeFoundationMove,
  startHistory,
  undo,
} from "../../engine/index.js";
import { titleOf } from "../content/index.js";
import {
  autoplayNote,
  describeMove,
  describeRefusal,
  STUCK_MESSAGE,
  WON_MESSAGE,
} from "./messages.js";
import { loadGame, saveGameInProgress, saveStats } from "./persistence.js";
import type { GameMeta } from "./saved-game.js";
import { recordAbandoned, recordPlayed, recordWin } from "./stats.js";
import {
  active,
  celebrating,
  ending,
  notice,
  selection,
  settings,
  stats,
  status,
} from "./store.js";
import { movesMade, type Step, type Timeline } from "./timeline.js";

const FRESH_META = {
  firstMoveAt: null,
  counted: false,
  won: false,
  assisted: false,
  daily: null,
} as const;

/** A random deal number, small enough to read out and type. */
export const randomDeal = (): number => 1 + Math.floor(Math.random() * 1_000_000);

/** Adds the end of the game, if reached, to a status sentence. */
function withEnding(text: string): string {
  const end = ending.value;
  const suffix = end === "won" ? WON_MESSAGE : end === "stuck" ? STUCK_MESSAGE : "";
  return [text, suffix].filter(Boolean).join(" ");
}

let saveTimer: ReturnType<typeof setTimeout> | undefined;

/** Saves after the browser has painted the move; `flushSave` on leaving the page. */
function scheduleSave(): void {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(flushSave, 0);
}

export function flushSave(): void {
  if (saveTimer === undefined) return;
  clearTimeout(saveTimer);
  saveTimer = undefined;
  const game = active.value;
  if (game) saveGameInProgress(game);
}

function setGame(rules: GameRules, timeline: Timeline, meta: GameMeta, message: string): void {
  batch(() => {
    active.value = { rules, timeline, meta };
    selection.value = null;
    celebrating.value = false;
    status.value = withEnding(message);
  });
  scheduleSave();
}

/** Leaving a game that was started and not won ends the winning streak. */
function abandonCurrent(rules: GameRules): void {
  const game = active.value;
  if (game && game.rules === rules && game.meta.counted && !game.meta.won) {
    stats.value = recordAbandoned(stats.value, rules.id);
    saveStats(stats.value);
  }
}

export function openDeal(rules: GameRules, deal: number): void {
  abandonCurrent(rules);
  setGame(
    rules,
    startHistory<Step>(dealPosition(rules, deal)),
    { deal, scored: true, ...FRESH_META },
    `${titleOf(rules.id)}, deal ${deal}.`,
  );
}

export function openPosition(start: Position): void {
  abandonCurrent(start.rules);
  setGame(
    start.rules,
    startHistory<Step>(start),
    { deal: null, scored: false, ...FRESH_META },
    "Opened the position from the link.",
  );
}

/** The game in progress for `rules`: in memory, else stored, else a new deal. */
export function resumeOrDeal(rules: GameRules): void {
  if (active.value?.rules === rules) return;
  const loaded = loadGame(rules);
  if (loaded.problem) notice.value = loaded.problem;
  if (loaded.value) {
    const { timeline, meta } = loaded.value;
    setGame(rules, timeline, meta, "Welcome back: your game is as you left it.");
  } else {
    openDeal(rules, randomDeal());
  }
}

export const newGame = () => {
  const game = active.value;
  if (game) openDeal(game.rules, randomDeal());
};

/** Plays the player's move, if legal, then the safe autoplay, as one undo step. */
export function playerMove(move: Move): boolean {
  const game = active.value;
  if (!game) return false;
  const before = currentPosition(game.timeline);
  const refused = refusal(before, move);
  if (refused) {
    batch(() => {
      selection.value = null;
      status.value = describeRefusal(before, move, refused);
    });
    return false;
  }
  const moves = [move];
  let after = play(before, move);
  if (settings.value?.autoplay) {
    for (let next = safeFoundationMove(after); next; next = safeFoundationMove(after)) {
      moves.push(next);
      after = play(after, next);
    }
  }
  const timeline = record(game.timeline, { kind: "moves", moves }, after);
  const meta = countMove(game.rules, game.meta, timeline, after);
  batch(() => {
    active.value = { rules: game.rules, timeline, meta };
    selection.value = null;
    celebrating.value = meta.won && !game.meta.won;
    status.value = withEnding(describeMove(before, move) + autoplayNote(moves.length - 1));
  });
  scheduleSave();
  return true;
}

/** Statistics: the first move makes the game played, the first win counts once. */
function countMove(
  rules: GameRules,
  meta: GameMeta,
  timeline: Timeline,
  after: Position,
): GameMeta {
  const now = Date.now();
  let next = meta;
  let changed = stats.value;
  if (!meta.counted) {
    changed = recordPlayed(changed, rules.id);
    next = { ...next, counted: true, firstMoveAt: now };
  }
  if (!meta.won && isWon(after)) {
    const elapsed = now - (next.firstMoveAt ?? now);
    changed = recordWin(changed, rules.id, movesMade(timeline), elapsed);
    next = { ...next, won: true };
  }
  if (changed !== stats.value) {
    stats.value = changed;
    saveStats(changed);
  }
  return next;
}

function changeTimeline(change: (timeline: Timeline) => Timeline, message: string): void {
  const game = active.value;
  if (!game) return;
  const timeline = change(game.timeline);
  if (timeline === game.timeline) return;
  batch(() => {
    active.value = { ...game, timeline };
    selection.value = null;
    celebrating.value = false;
    status.value = withEnding(message);
  });
  scheduleSave();
}

export const undoStep = () => changeTimeline(undo, "Took back the last move.");
export const redoStep = () => changeTimeline(redo, "Played the move again.");

/** Back to the deal, as a step of its own so that Undo brings the game back. */
export function restart(): void {
  const game = active.value;
  if (!game || currentPosition(game.timeline) === game.timeline.positions[0]) return;
  changeTimeline(
    (timeline) => record(timeline, { kind: "restart" }, timeline.positions[0]),
    "Back to the start of the deal.",
  );
}

/** Sets the status line, keeping the end-of-game message visible. */
export const say = (text: string) => {
  status.value = withEnding(text);
};

/** Back to `positions[index]`, a position the game passed through, as one undoable step. */
export function rewindTo(index: number, message: string): void {
  changeTimeline(
    (timeline) =>
      index < timeline.cursor
        ? record(timeline, { kind: "rewind", to: index }, timeline.positions[index])
        : timeline,
    message,
  );
}
