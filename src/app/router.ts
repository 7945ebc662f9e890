/**
 * The address bar as data. Links: `#/` home, `#/GAME` the game in progress,
 * `#/GAME/N` deal N, `#/GAME/daily` the deal of the day, `#/GAME/rules` its rules,
 * `#/position/DATA` an exact position. Parsing only reads the words, and reads any
 * address without throwing: each part has its %-escapes decoded, and a part whose
 * escapes are broken (`%`, `%ZZ`, half a UTF-8 character) is kept as written. Whether a
 * game, deal or position exists is checked when the route is opened (route-target.ts),
 * so that a broken link gets a message that says why.
 */
export type Route =
  | { readonly page: "home" }
  | { readonly page: "rules"; readonly game: string }
  | { readonly page: "game"; readonly game: string }
  | { readonly page: "deal"; readonly game: string; readonly deal: string }
  | { readonly page: "daily"; readonly game: string }
  | { readonly page: "position"; readonly data: string }
  | { readonly page: "unknown"; readonly path: string };

/** `part` with its %-escapes decoded, or as written when they do not decode. */
export function decodePart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The path without its leading `#` and the slashes around it (no regular expression, so any length reads in one pass). */
function trimmedPath(hash: string): string {
  let start = hash.startsWith("#") ? 1 : 0;
  let end = hash.length;
  while (start < end && hash[start] === "/") start++;
  while (end > start && hash[end - 1] === "/") end--;
  return hash.slice(start, end);
}

export function parseRoute(hash: string): Route {
  const path = trimmedPath(hash);
  if (path === "") return { page: "home" };
  const parts = path.split("/").map(decodePart);
  if (parts.length > 2) return { page: "unknown", path: parts.join("/") };
  const [game, second] = parts;
  if (game === "position" && second !== undefined) return { page: "position", data: second };
  if (second === undefined) return { page: "game", game };
  if (second === "rules") return { page: "rules", game };
  if (second === "daily") return { page: "daily", game };
  return { page: "deal", game, deal: second };
}

const part = encodeURIComponent;

export function routeHash(route: Route): string {
  switch (route.page) {
    case "home":
      return "#/";
    case "rules":
      return `#/${part(route.game)}/rules`;
    case "game":
      return `#/${part(route.game)}`;
    case "deal":
      return `#/${part(route.game)}/${part(route.deal)}`;
    case "daily":
      return `#/${part(route.game)}/daily`;
    case "position":
      return `#/position/${part(route.data)}`;
    case "unknown":
      return `#/${route.path.split("/").map(part).join("/")}`;
  }
}
