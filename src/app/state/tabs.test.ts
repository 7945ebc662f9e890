/**
 * Two tabs on one storage, as two copies of the app's state modules: statistics are
 * merged by game, and a tab never writes over a game another tab stored since it looked.
 */
import { afterEach, describe, expect, test, vi } from "vitest";
import { dealPosition, legalMoves, play, record, startHistory } from "../../engine/index.js";
import { gameById } from "../../games/index.js";
import { memoryStorage } from "./memory-storage.js";
import type { RestoredGame } from "./saved-game.js";
import { countPlayed, countWin } from "./stats.js";
import type { Step } from "./timeline.js";

/** A tab: the state modules loaded afresh, on the storage shared by every tab. */
async function openTab() {
  vi.resetModules();
  const statsStore = await import("./stats-store.js");
  const gameStore = await import("./game-store.js");
  const store = await import("./store.js");
  const penta = (await import("../../games/index.js")).gameById("penta");
  if (!penta) throw new Error("no Penta");
  return { statsStore, gameStore, store, penta };
}

const penta = gameById("penta");
if (!penta) throw new Error("no Penta");
const alone = { assisted: false, daily: null };

function game(moves: number): RestoredGame {
  let timeline = startHistory<Step>(dealPosition(penta as NonNullable<typeof penta>, 4));
  for (let i = 0; i < moves; i++) {
    const at = timeline.positions[timeline.cursor];
    const move = legalMoves(at)[0];
    timeline = record(timeline, { kind: "moves", moves: [move] }, play(at, move));
  }
  const meta = {
    deal: 4,
    firstMoveAt: 1,
    counted: moves > 0,
    won: false,
    scored: true,
    assisted: false,
    daily: null,
  };
  return { meta, timeline };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("two tabs", () => {
  test("statistics are merged by game, never written over wholesale", async () => {
    const shared = memoryStorage();
    vi.stubGlobal("localStorage", shared);
    const a = await openTab();
    a.store.stats.value = a.statsStore.loadStats().value;
    const b = await openTab();
    b.store.stats.value = b.statsStore.loadStats().value;
    a.statsStore.changeStats("penta", (entry) =>
      countWin(countPlayed(entry, alone), alone, 80, 1000),
    );
    // Tab b has not seen a's win, and records a game of another game, then of the same.
    b.statsStore.changeStats("spider", (entry) => countPlayed(entry, alone));
    b.statsStore.changeStats("penta", (entry) => countPlayed(entry, alone));
    const stored = JSON.parse(shared.getItem("patience.stats") ?? "{}");
    expect(stored.penta).toMatchObject({ played: 2, won: 1, fewestMoves: 80 });
    expect(stored.spider).toMatchObject({ played: 1 });
    expect(b.store.stats.value.penta).toMatchObject({ played: 2, won: 1 });
    a.statsStore.followStats(shared.getItem("patience.stats"));
    expect(a.store.stats.value.spider).toMatchObject({ played: 1 });
  });

  test("a tab never writes over a game stored by another tab since it looked", async () => {
    const shared = memoryStorage();
    vi.stubGlobal("localStorage", shared);
    const a = await openTab();
    const b = await openTab();
    expect(a.gameStore.loadGame(a.penta).value).toBeNull();
    expect(b.gameStore.loadGame(b.penta).value).toBeNull();
    expect(a.gameStore.storeGame(a.penta, game(3))).toBe("saved");
    const fromA = shared.getItem("patience.game.penta");
    expect(b.gameStore.storeGame(b.penta, game(1))).toBe("stale");
    expect(shared.getItem("patience.game.penta")).toBe(fromA);
    // Tab b takes up a's game; then it may write again.
    const newer = b.gameStore.newerGame(b.penta, fromA);
    expect(newer?.timeline.steps.length).toBe(3);
    expect(b.gameStore.storeGame(b.penta, game(4))).toBe("saved");
    expect(a.gameStore.storeGame(a.penta, game(5))).toBe("stale");
  });

  test("a game whose save the browser refuses stays in memory for the visit", async () => {
    const shared = memoryStorage(100);
    vi.stubGlobal("localStorage", shared);
    const a = await openTab();
    expect(a.gameStore.loadGame(a.penta).value).toBeNull();
    expect(a.gameStore.storeGame(a.penta, game(3))).toBe("failed");
    expect(a.store.notice.value).toContain("storage for this site is full");
    expect(a.gameStore.loadGame(a.penta).value?.timeline.steps.length).toBe(3);
    a.store.notice.value = null;
    expect(a.gameStore.storeGame(a.penta, game(4))).toBe("failed");
    expect(a.store.notice.value).toBeNull();
  });
});
