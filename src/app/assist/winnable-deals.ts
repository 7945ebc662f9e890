/**
 * Winnable deals only (a setting per game): New game deals a deal the solver has proved
 * winnable. A separate worker searches ahead and keeps a few verified deal numbers per
 * game in localStorage; when none is ready the player is told and the first one found
 * is dealt. Nothing here ever blocks the page.
 */
import { effect, signal } from "@preact/signals";
import type { GameRules } from "../../engine/index.js";
import { isOpenGame } from "../../solver/fair/unseen.js";
import { titleOf } from "../content/index.js";
import { newGame, openDeal, say } from "../state/game-actions.js";
import { confirmLeaving } from "../state/leaving.js";
import { active, settings } from "../state/store.js";
import { addReadyDeal, readyDeals, takeReadyDeal } from "../state/winnable-pool.js";
import { SolverClient } from "./solver-client.js";
import { markProvedWinnable } from "./verdicts.js";

/** Verified deals kept ready per game. */
const READY = 3;
/** Deals tried per question to the worker, and the solver's time for each. */
const TRIES = 10;
const budgetMs = (rules: GameRules) => (isOpenGame(rules) ? 2000 : 6000);

const finder = new SolverClient();

/** The game whose player is waiting for the first winnable deal found, if any. */
export const waitingFor = signal<string | null>(null);
let searching: GameRules | null = null;

export const winnableOnly = (rules: GameRules): boolean =>
  settings.value?.winnableDeals.includes(rules.id) ?? false;

const wanted = (rules: GameRules) =>
  winnableOnly(rules) &&
  active.peek()?.rules === rules &&
  (waitingFor.peek() === rules.id || readyDeals(rules).length < READY);

function dealWinnable(rules: GameRules, deal: number): void {
  openDeal(rules, deal);
  const dealt = active.peek();
  if (dealt) markProvedWinnable(dealt.timeline.positions[0]);
  const known = isOpenGame(rules) ? "" : " with every card known";
  say(`${titleOf(rules.id)}, deal ${deal}: the solver has proved it winnable${known}.`);
}

/** One search at a time, always for the game on the table; a cancelled question is asked again. */
async function search(): Promise<void> {
  if (searching) return;
  try {
    for (let rules = active.peek()?.rules; rules && wanted(rules); rules = active.peek()?.rules) {
      searching = rules;
      const answer = await finder.ask({
        kind: "find-deal",
        game: rules.id,
        budgetMs: budgetMs(rules),
        tries: TRIES,
      });
      if (answer?.kind === "error") return;
      if (answer?.kind !== "find-deal" || answer.deal === null) continue;
      if (waitingFor.peek() === rules.id && active.peek()?.rules === rules) {
        waitingFor.value = null;
        dealWinnable(rules, answer.deal);
      } else {
        addReadyDeal(rules, answer.deal);
      }
    }
  } finally {
    searching = null;
  }
}

/** New game (after asking, over a game in progress): a proved-winnable deal where the setting is on, else any deal. */
export const startNewGame = (): void => confirmLeaving(dealNewGame);

function dealNewGame(): void {
  const game = active.value;
  if (!game) return;
  if (!winnableOnly(game.rules)) {
    newGame();
    return;
  }
  const deal = takeReadyDeal(game.rules);
  if (deal !== undefined) {
    dealWinnable(game.rules, deal);
  } else {
    waitingFor.value = game.rules.id;
    say("Looking for a winnable deal…");
  }
  void search();
}

/** The player would rather not wait: any deal now; the search goes on filling the pool. */
export function dealAnyDeal(): void {
  waitingFor.value = null;
  newGame();
}

/** Keeps the search going for the game on the table while its setting is on, and only then. */
export function watchWinnableDeals(): void {
  effect(() => {
    const rules = active.value?.rules;
    const on = rules !== undefined && winnableOnly(rules);
    if (searching && (searching !== rules || !on)) finder.cancel();
    if (waitingFor.peek() !== null && waitingFor.peek() !== rules?.id) waitingFor.value = null;
    if (rules && on) void search();
  });
}
