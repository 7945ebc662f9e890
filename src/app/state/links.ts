/**
 * Games opened by a link (a deal, a position, the deal of the day), and the way back.
 * A link never destroys a game in progress: that game is set aside, and the player can
 * return to it (or give it up) from the game page. When as many games as are kept are
 * set aside already, the player is asked before the oldest is given up.
 */
import { dealPosition, type GameRules, type Position, startHistory } from "../../engine/index.js";
import { titleOf } from "../content/index.js";
import { dailyDeal, utcDay } from "./daily.js";
import { FRESH_META, resumeOrDeal, setGame } from "./game-actions.js";
import { loadGame } from "./game-store.js";
import { abandon, inProgress } from "./leaving.js";
import { tell } from "./notices.js";
import { ask } from "./question.js";
import type { RestoredGame } from "./saved-game.js";
import {
  describeSetAside,
  hasRoom,
  loadSetAside,
  SET_ASIDE_LIMIT,
  setAside,
  setAsideOf,
  takeSetAside,
} from "./set-aside.js";
import { statsOf } from "./stats.js";
import { active, stats } from "./store.js";
import type { Step } from "./timeline.js";

const SET_ASIDE_NOTE =
  ' Your game in progress was set aside: "Set-aside games", below the board, takes you back to it.';

/** `rules`' game in progress: on the table, else stored. */
function currentGame(rules: GameRules): RestoredGame | null {
  const game = active.value;
  if (game?.rules === rules) return game;
  const loaded = loadGame(rules);
  tell(loaded.problem);
  return loaded.value;
}

/**
 * Runs `open`, which starts a new game of `rules`, keeping `rules`' game in progress:
 * set aside (`open` is given a note saying so for its message), or, when no room is
 * left, after asking the player.
 */
function openOver(rules: GameRules, open: (message: string) => void): void {
  const current = currentGame(rules);
  if (!current || !inProgress(current)) {
    if (current) abandon(rules, current);
    open("");
    return;
  }
  tell(loadSetAside(rules));
  if (hasRoom(rules)) {
    setAside(rules, current);
    open(SET_ASIDE_NOTE);
    return;
  }
  const oldest = setAsideOf(rules)[SET_ASIDE_LIMIT - 1];
  resumeOrDeal(rules);
  ask({
    title: "Set aside another game?",
    text: `Your game of ${titleOf(rules.id)} is in progress, and ${SET_ASIDE_LIMIT} games are set aside already. To open this link, your game will be set aside and the oldest set-aside game (${describeSetAside(oldest.game)}) given up, counted as lost.`,
    confirm: "Open the link",
    cancel: "Keep playing",
    onConfirm: () => {
      abandon(rules, oldest.game);
      setAside(rules, current);
      open(SET_ASIDE_NOTE);
    },
  });
}

export function openDealLink(rules: GameRules, deal: number): void {
  openOver(rules, (note) =>
    setGame(
      rules,
      startHistory<Step>(dealPosition(rules, deal)),
      { deal, scored: true, ...FRESH_META },
      `${titleOf(rules.id)}, deal ${deal}.${note}`,
    ),
  );
}

export function openPositionLink(position: Position): void {
  openOver(position.rules, (note) =>
    setGame(
      position.rules,
      startHistory<Step>(position),
      { deal: null, scored: false, ...FRESH_META },
      `Opened the position from the link; positions from links are not counted in the statistics.${note}`,
    ),
  );
}

/**
 * Today's deal of the day (UTC): the game of it in progress or set aside, else a new
 * one, counted unless that day's deal was counted already (a replay).
 */
export function openDaily(rules: GameRules, now = Date.now()): void {
  const day = utcDay(now);
  if (currentGame(rules)?.meta.daily === day) {
    resumeOrDeal(rules);
    return;
  }
  tell(loadSetAside(rules));
  const waiting = setAsideOf(rules).find((entry) => entry.game.meta.daily === day);
  if (waiting) {
    resumeOrDeal(rules);
    returnToSetAside(rules, waiting.id);
    return;
  }
  const deal = dailyDeal(rules.id, day);
  const replay = statsOf(stats.value, rules.id).dailyPlayed === day;
  const counted = replay ? " You have played it today already, so this game is not counted." : "";
  openOver(rules, (note) =>
    setGame(
      rules,
      startHistory<Step>(dealPosition(rules, deal)),
      { ...FRESH_META, deal, scored: !replay, daily: day },
      `${titleOf(rules.id)}: the deal of the day for ${day} (deal ${deal}).${counted}${note}`,
    ),
  );
}

/** Back to set-aside game `id`; the game on the table, if in progress, is set aside in its place. */
export function returnToSetAside(rules: GameRules, id: string): void {
  const back = takeSetAside(rules, id);
  if (!back) return;
  const leaving = active.value?.rules === rules ? active.value : null;
  const kept = leaving !== null && inProgress(leaving);
  if (leaving && kept) setAside(rules, leaving);
  else if (leaving) abandon(rules, leaving);
  const note = kept ? " The game you left is set aside." : "";
  setGame(
    rules,
    back.timeline,
    back.meta,
    `Back to your set-aside game: ${describeSetAside(back)}.${note}`,
  );
}

/** Gives up set-aside game `id` after asking; a counted game counts as lost. */
export function discardSetAside(rules: GameRules, id: string): void {
  const entry = setAsideOf(rules).find((waiting) => waiting.id === id);
  if (!entry) return;
  ask({
    title: "Give up this game?",
    text: `The set-aside game (${describeSetAside(entry.game)}) will be gone for good${
      entry.game.meta.scored ? ", counted as a game lost" : ""
    }.`,
    confirm: "Give it up",
    cancel: "Keep it",
    onConfirm: () => {
      const taken = takeSetAside(rules, id);
      if (taken) abandon(rules, taken);
    },
  });
}
