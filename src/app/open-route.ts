/**
 * Opens what the address names. A link to a deal or a position is opened once and the
 * address becomes `#/GAME`, so that a reload resumes the game instead of reopening the
 * link. A broken link gets a message saying what is wrong.
 */
import { dealNumbersOf, isDealNumberOf, parsePositionText } from "../engine/index.js";
import { gameById } from "../games/index.js";
import { decodeBase64Url } from "./base64url.js";
import { parseRoute } from "./router.js";
import { openDeal, openPosition, resumeOrDeal } from "./state/game-actions.js";
import { page } from "./state/store.js";

const unknownGame = (id: string) =>
  `There is no game called "${decodeURIComponent(id)}" here. The home page lists every game.`;

function showGame(id: string): void {
  history.replaceState(history.state, "", `#/${id}`);
  page.value = { kind: "game" };
}

export function openRoute(hash: string): void {
  const route = parseRoute(hash);
  switch (route.page) {
    case "home":
      page.value = { kind: "home" };
      return;
    case "rules": {
      const rules = gameById(route.game);
      page.value = rules
        ? { kind: "rules", rules }
        : { kind: "error", message: unknownGame(route.game), game: null };
      return;
    }
    case "game": {
      const rules = gameById(route.game);
      if (!rules) {
        page.value = { kind: "error", message: unknownGame(route.game), game: null };
        return;
      }
      resumeOrDeal(rules);
      page.value = { kind: "game" };
      return;
    }
    case "deal": {
      const rules = gameById(route.game);
      if (!rules) {
        page.value = { kind: "error", message: unknownGame(route.game), game: null };
        return;
      }
      const deal = /^\d+$/.test(route.deal) ? Number(route.deal) : Number.NaN;
      if (!isDealNumberOf(rules, deal)) {
        const { first, last } = dealNumbersOf(rules);
        page.value = {
          kind: "error",
          message: `"${decodeURIComponent(route.deal)}" is not a deal number: deals run from ${first} to ${last}.`,
          game: rules,
        };
        return;
      }
      openDeal(rules, deal);
      showGame(rules.id);
      return;
    }
    case "position": {
      const text = decodeBase64Url(route.data);
      if (text === null) {
        page.value = {
          kind: "error",
          message: "The position in this link is damaged: it is not base64url text.",
          game: null,
        };
        return;
      }
      const parsed = parsePositionText(text, gameById);
      if (!parsed.ok) {
        page.value = {
          kind: "error",
          message: `The position in this link is not valid: ${parsed.error}.`,
          game: null,
        };
        return;
      }
      openPosition(parsed.value);
      showGame(parsed.value.rules.id);
      return;
    }
    case "unknown":
      page.value = {
        kind: "error",
        message: "This address does not lead to any page of Patience.",
        game: null,
      };
  }
}
