/**
 * Opens what the address names. A link to a deal, a position or the deal of the day is
 * opened once and the address becomes `#/GAME`, so that a reload resumes the game
 * instead of reopening the link. A broken link gets a message saying what is wrong,
 * whatever the address holds: nothing here throws.
 */
import { routeTarget, type Target } from "./route-target.js";
import { parseRoute } from "./router.js";
import { resumeOrDeal } from "./state/game-actions.js";
import { openDaily, openDealLink, openPositionLink } from "./state/links.js";
import { page } from "./state/store.js";

function showGame(id: string): void {
  history.replaceState(history.state, "", `#/${id}`);
  page.value = { kind: "game" };
}

function open(target: Target): void {
  switch (target.kind) {
    case "home":
      page.value = { kind: "home" };
      return;
    case "rules":
      page.value = { kind: "rules", rules: target.rules };
      return;
    case "game":
      resumeOrDeal(target.rules);
      page.value = { kind: "game" };
      return;
    case "deal":
      openDealLink(target.rules, target.deal);
      showGame(target.rules.id);
      return;
    case "daily":
      openDaily(target.rules);
      showGame(target.rules.id);
      return;
    case "position":
      openPositionLink(target.position);
      showGame(target.position.rules.id);
      return;
    case "error":
      page.value = target;
  }
}

export function openRoute(hash: string): void {
  try {
    open(routeTarget(parseRoute(hash)));
  } catch {
    page.value = {
      kind: "error",
      message: "Something went wrong while opening this link.",
      game: null,
    };
  }
}
