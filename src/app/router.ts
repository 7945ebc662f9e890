/**
 * The address bar as data. Links: `#/` home, `#/GAME` the game in progress,
 * `#/GAME/N` deal N, `#/GAME/rules` its rules, `#/position/DATA` an exact position.
 * Parsing only reads the words; whether a game, deal or position exists is checked
 * when the route is opened, so that a broken link gets a message that says why.
 */
export type Route =
  | { readonly page: "home" }
  | { readonly page: "rules"; readonly game: string }
  | { readonly page: "game"; readonly game: string }
  | { readonly page: "deal"; readonly game: string; readonly deal: string }
  | { readonly page: "position"; readonly data: string }
  | { readonly page: "unknown"; readonly path: string };

export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, "").replace(/^\/+|\/+$/g, "");
  if (path === "") return { page: "home" };
  const parts = path.split("/");
  if (parts[0] === "position" && parts.length === 2) return { page: "position", data: parts[1] };
  if (parts.length === 1) return { page: "game", game: parts[0] };
  if (parts.length === 2 && parts[1] === "rules") return { page: "rules", game: parts[0] };
  if (parts.length === 2) return { page: "deal", game: parts[0], deal: parts[1] };
  return { page: "unknown", path };
}

export function routeHash(route: Route): string {
  switch (route.page) {
    case "home":
      return "#/";
    case "rules":
      return `#/${route.game}/rules`;
    case "game":
      return `#/${route.game}`;
    case "deal":
      return `#/${route.game}/${route.deal}`;
    case "position":
      return `#/position/${route.data}`;
    case "unknown":
      return `#/${route.path}`;
  }
}
