import { describe, expect, it } from "vitest";
import { layoutOf } from "../../engine/index.js";
import { gameById } from "../../games/index.js";
import { buildDirection } from "./build-direction.js";

const direction = (game: string, pile: string) => {
  const rules = gameById(game);
  if (!rules) throw new Error(`no game ${game}`);
  const layout = layoutOf(rules);
  return buildDirection(layout, layout.names.indexOf(pile));
};

describe("the build mark", () => {
  it("tells Penta's falling piles from its climbing ones", () => {
    expect(direction("penta", "tableau:0")).toBe("down");
    expect(direction("penta", "tableau:3")).toBe("up");
    expect(direction("penta", "foundation:0")).toBe("up");
    expect(direction("penta", "foundation:7")).toBe("down");
  });

  it("is left off where every pile of a kind builds the same way", () => {
    expect(direction("penelopes-web", "tableau:0")).toBeNull();
    expect(direction("penelopes-web", "foundation:0")).toBeNull();
    expect(direction("penta", "waste")).toBeNull();
  });
});
