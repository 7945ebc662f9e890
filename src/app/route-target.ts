/**
 * What a route names: a page, a game, a deal, a position, or a message saying why the
 * link cannot be opened. Any input gets an answer and none throws; a message quotes at
 * most a short, escaped excerpt of the link.
 */
import {
  dealNumbersOf,
  excerpt,
  type GameRules,
  isDealNumberOf,
  type Position,
  parsePositionText,
} from "../engine/index.js";
import { gameById } from "../games/index.js";
import { decodeBase64Url } from "./base64url.js";
import type { Route } from "./router.js";
import { shortened } from "./shortened.js";

export type Target =
  | { readonly kind: "home" }
  | { readonly kind: "rules"; readonly rules: GameRules }
  | { readonly kind: "game"; readonly rules: GameRules }
  | { readonly kind: "deal"; readonly rules: GameRules; readonly deal: number }
  | { readonly kind: "daily"; readonly rules: GameRules }
  | { readonly kind: "position"; readonly position: Position }
  | { readonly kind: "error"; readonly message: string; readonly game: GameRules | null };

/** A position link is a few kilobytes; far longer data is refused before it is decoded. */
export const MAX_POSITION_DATA = 20_000;
/** How much of an explanation from the engine a message repeats. */
const MAX_REASON = 160;

const error = (message: string, game: GameRules | null = null): Target => ({
  kind: "error",
  message,
  game,
});

const unknownGame = (id: string) =>
  error(`There is no game called ${excerpt(id)} here. The home page lists every game.`);

function positionTarget(data: string): Target {
  if (data.length > MAX_POSITION_DATA) {
    return error(
      `The position in this link is damaged: it is ${data.length} characters long, far longer than any position.`,
    );
  }
  const text = decodeBase64Url(data);
  if (text === null) {
    return error("The position in this link is damaged: it is not base64url text.");
  }
  const parsed = parsePositionText(text, gameById);
  if (!parsed.ok) {
    return error(`The position in this link is not valid: ${shortened(parsed.error, MAX_REASON)}.`);
  }
  return { kind: "position", position: parsed.value };
}

export function routeTarget(route: Route): Target {
  if (route.page === "home") return { kind: "home" };
  if (route.page === "position") return positionTarget(route.data);
  if (route.page === "unknown") {
    return error(`This address does not lead to any page of Patience: ${excerpt(route.path)}.`);
  }
  const rules = gameById(route.game);
  if (!rules) return unknownGame(route.game);
  switch (route.page) {
    case "rules":
    case "game":
    case "daily":
      return { kind: route.page, rules };
    case "deal": {
      const deal = /^\d{1,10}$/.test(route.deal) ? Number(route.deal) : Number.NaN;
      if (!isDealNumberOf(rules, deal)) {
        const { first, last } = dealNumbersOf(rules);
        return error(
          `${excerpt(route.deal)} is not a deal number: deals run from ${first} to ${last}.`,
          rules,
        );
      }
      return { kind: "deal", rules, deal };
    }
  }
}
