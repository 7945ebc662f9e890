/**
 * What the player can do to the game on the table. Every move goes through the
 * engine's `refusal` first; a refused move changes nothing and says why.
 */
import { batch } from "@preact/signals";
import {
  currentPosition,
  finishingMoves,
  type GameRules,
  isHomeMove,
  isWon,
  type Move,
  type Position,
  play,
  record,
  redo,
  refusal,
  startHistory,
  undo,
} from "../../engine/index.js";
import { afterPaint } from "../after-paint.js";
import { titleOf } from "../content/index.js";
import { autoplay, dealt } from "./autoplay.js";
import { loadGame, readStoredGame, storeGame } from "./game-store.js";
import { abandon } from "./leaving.js";
import {
  autoplayNote,
  describeMove,
  describeRefusal,
  finishNote,
  STUCK_MESSAGE,
  WON_MESSAGE,
} from "./messages.js";
import { tell } from "./notices.js";
import { bankPlayTime, pausePlayClock, playedMs, setPlayClock } from "./play-clock.js";
import type { GameMeta, RestoredGame } from "./saved-game.js";
import { loadSetAside, setAside } from "./set-aside.js";
import { countAssisted, countPlayed, countWin } from "./stats.js";
import { changeStats } from "./stats-store.js";
import { active, celebrating, ending, selection, settings, status } from "./store.js";
import { movesMade, type Step, type Timeline } from "./timeline.js";

/** A game not yet begun, besides its deal and whether it is scored. */
export const FRESH_META = {
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

let saveDue = false;

/** Saves after the browser has painted the move; `flushSave` on leaving the page. */
function scheduleSave(): void {
  if (saveDue) return;
  saveDue = true;
  afterPaint(flushSave);
}

/**
 * Saves the game on the table now, if a save is due. Where another tab stored a newer
 * game of the same game meanwhile, this tab's game is set aside and the newer one shown.
 */
export function flushSave(): void {
  if (!saveDue) return;
  saveDue = false;
  const game = active.value;
  if (game && storeGame(game.rules, game) === "stale") {
    const stored = readStoredGame(game.rules);
    tell(stored.problem);
    const newer = stored.value;
    if (!newer) {
      storeGame(game.rules, game);
      return;
    }
    setAside(game.rules, game);
    showGame(game.rules, newer, `${titleOf(game.rules.id)} was also played in another tab.`);
    tell(
      `Your ${titleOf(game.rules.id)} game was also played in another tab at the same time. This tab now shows the game as the other tab saved it; the moves made here were set aside, and "Set-aside games", below the board, takes you back to them.`,
    );
  }
}

/** The game leaves the screen (tab hidden, another page): its time is banked and saved. */
export function pauseGame(): void {
  if (!pausePlayClock()) return;
  scheduleSave();
  flushSave();
}

/** Puts a game on the table as `rules`' game in progress, and saves it. */
export function setGame(
  rules: GameRules,
  timeline: Timeline,
  meta: GameMeta,
  message: string,
): void {
  showGame(rules, { timeline, meta }, message);
  scheduleSave();
}

/** Puts a game on the table without saving it (it is stored already); its clock follows. */
export function showGame(rules: GameRules, game: RestoredGame, message: string): void {
  // Its set-aside games are read when it comes on the table; other tabs' changes follow.
  if (active.peek()?.rules !== rules) tell(loadSetAside(rules));
  const shown = { rules, timeline: game.timeline, meta: game.meta };
  setPlayClock(shown);
  batch(() => {
    active.value = shown;
    selection.value = null;
    celebrating.value = false;
    status.value = withEnding(message);
  });
}

/** The history of a new game of deal `deal`: the deal as it comes on the table. */
export const dealtHistory = (rules: GameRules, deal: number): Timeline =>
  startHistory<Step>(dealt(rules, deal, settings.value?.autoplay ?? false));

export function openDeal(rules: GameRules, deal: number): void {
  const game = active.value;
  if (game?.rules === rules) abandon(rules, game);
  setGame(
    rules,
    dealtHistory(rules, deal),
    { deal, scored: true, ...FRESH_META },
    `${titleOf(rules.id)}, deal ${deal}.`,
  );
}

/** The game in progress for `rules`: in memory, else stored, else a new deal. */
export function resumeOrDeal(rules: GameRules): void {
  if (active.value?.rules === rules) return;
  const loaded = loadGame(rules);
  tell(loaded.problem);
  if (loaded.value) {
    showGame(rules, loaded.value, "Welcome back: your game is as you left it.");
  } else {
    openDeal(rules, randomDeal());
  }
}

export const newGame = () => {
  const game = active.value;
  if (game) openDeal(game.rules, randomDeal());
};

/** Marks the game as played with help (Hint, Undo to winnable, the solution from the deal). */
export function markAssisted(): void {
  const game = active.value;
  if (!game || game.meta.assisted) return;
  if (game.meta.scored && game.meta.counted && !game.meta.won) {
    changeStats(game.rules.id, countAssisted);
  }
  active.value = { ...game, meta: { ...game.meta, assisted: true } };
  scheduleSave();
}

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
  const played = play(before, move);
  const auto = settings.value?.autoplay ? autoplay(played) : { moves: [], position: played };
  playAsOneStep(
    [move, ...auto.moves],
    auto.position,
    describeMove(before, move) + autoplayNote(auto.moves.length),
  );
  return true;
}

/** Sends every card home where no more thought is needed (the engine's finishing moves). */
export function finishGame(): void {
  const game = active.value;
  if (!game) return;
  const before = currentPosition(game.timeline);
  const moves = finishingMoves(before);
  if (!moves) return;
  const home = moves.filter((move) => isHomeMove(before, move));
  playAsOneStep(moves, moves.reduce(play, before), finishNote(home.length));
}

/** Records `moves`, which lead from the position on the table to `after`, as one undo step. */
function playAsOneStep(moves: readonly Move[], after: Position, message: string): void {
  const game = active.value;
  if (!game) return;
  const timeline = record(game.timeline, { kind: "moves", moves }, after);
  const meta = countMove(game.rules, bankPlayTime(game.meta), timeline, after);
  const next = { rules: game.rules, timeline, meta };
  setPlayClock(next);
  batch(() => {
    active.value = next;
    selection.value = null;
    celebrating.value = meta.won && !game.meta.won;
    status.value = withEnding(message);
  });
  scheduleSave();
}

/**
 * Statistics: the first move makes the game played, the first win counts once; a game
 * that is not scored (a position from a link, a replay) changes no statistics.
 */
function countMove(
  rules: GameRules,
  meta: GameMeta,
  timeline: Timeline,
  after: Position,
): GameMeta {
  const now = Date.now();
  let next = meta;
  const play = { assisted: meta.assisted, daily: meta.daily };
  if (!meta.counted) {
    if (meta.scored) changeStats(rules.id, (entry) => countPlayed(entry, play));
    next = { ...next, counted: true, firstMoveAt: now };
  }
  if (!meta.won && isWon(after)) {
    const elapsed = playedMs(next);
    const moves = movesMade(timeline);
    if (meta.scored) changeStats(rules.id, (entry) => countWin(entry, play, moves, elapsed));
    next = { ...next, won: true };
  }
  return next;
}

function changeTimeline(change: (timeline: Timeline) => Timeline, message: string): void {
  const game = active.value;
  if (!game) return;
  const timeline = change(game.timeline);
  if (timeline === game.timeline) return;
  const next = { ...game, timeline, meta: bankPlayTime(game.meta) };
  setPlayClock(next);
  batch(() => {
    active.value = next;
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

/**
 * Back to `positions[index]`, a position the game passed through, as one undoable step:
 * Undo to winnable, so the game is marked as played with help.
 */
export function rewindTo(index: number, message: string): void {
  markAssisted();
  changeTimeline(
    (timeline) =>
      index < timeline.cursor
        ? record(timeline, { kind: "rewind", to: index }, timeline.positions[index])
        : timeline,
    message,
  );
}
