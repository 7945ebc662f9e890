import { describe, expect, it } from "vitest";
import { CARD_CODES } from "./dead-ends.js";
import { type NoveltyTableau, noveltyTiers } from "./novelty.js";
import { Placement } from "./placement-table.js";

/** A tableau whose cards lie where a test puts them; codes 0 (home), 2 and 3 are out of sight. */
function handTableau() {
  const inSight = Uint8Array.from({ length: CARD_CODES }, (_, on) =>
    on === 0 || on === 2 || on === 3 ? 0 : 1,
  );
  const tableau = { placement: new Placement(), inSight, at: 0, progress: () => tableau.at };
  const lay = (at: number, places: Record<number, number>) => {
    tableau.at = at;
    for (const [card, on] of Object.entries(places)) tableau.placement.on[Number(card)] = on;
  };
  return { tableau: tableau as NoveltyTableau & { at: number }, lay };
}

describe("noveltyTiers", () => {
  it("puts a new fact first, then a new pair of facts, then the rest", () => {
    const { tableau, lay } = handTableau();
    const tierOf = noveltyTiers(tableau).of;
    lay(0, { 4: 10, 5: 20 });
    expect(tierOf()).toBe(0);
    expect(tierOf()).toBe(2);
    lay(0, { 4: 11, 5: 21 });
    expect(tierOf()).toBe(0);
    // Both facts seen, never together.
    lay(0, { 4: 10, 5: 21 });
    expect(tierOf()).toBe(1);
    expect(tierOf()).toBe(2);
  });

  it("counts facts per progress", () => {
    const { tableau, lay } = handTableau();
    const tierOf = noveltyTiers(tableau).of;
    lay(0, { 4: 10, 5: 20 });
    tierOf();
    lay(1, {});
    expect(tierOf()).toBe(0);
    lay(0, {});
    expect(tierOf()).toBe(2);
  });

  it("ignores cards out of sight and cards home", () => {
    const { tableau, lay } = handTableau();
    const tierOf = noveltyTiers(tableau).of;
    lay(0, { 4: 10, 5: 20, 6: 3 });
    tierOf();
    lay(0, { 6: 2 });
    expect(tierOf()).toBe(2);
    lay(0, { 5: 0 });
    expect(tierOf()).toBe(2);
  });
});
