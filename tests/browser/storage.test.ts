/**
 * What the page keeps, under strain: two tabs on one game, a full storage, a long saved
 * game, bad stored values, statistics carried in a file, and wins counted honestly.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { longGame } from "../../bench/saved-games.js";
import { type GameMeta, savedGameText } from "../../src/app/state/saved-game.js";
import type { Step } from "../../src/app/state/timeline.js";
import { dealPosition, type GameRules, layoutOf, play } from "../../src/engine/index.js";
import { gameById } from "../../src/games/index.js";
import { solve } from "../../src/solver/index.js";
import {
  boardOf,
  clickCard,
  clickDestination,
  dealt,
  readBoard,
  statusText,
  useBrowser,
} from "./helpers.js";
import * as visits from "./visits.js";

let page: Page;
useBrowser((opened) => {
  page = opened;
});

const tuxedo = gameById("penguin-tuxedo") as GameRules;

const load = visits.firstLoad;
const freshLoad = (hash: string, stored: Record<string, string> = {}) =>
  visits.freshLoad(page, hash, stored);
const playAMove = visits.playAMove;
const storedStats = () => visits.storedStats(page);
const stored = (key: string) => page.evaluate((name) => localStorage.getItem(name), key);
const button = (name: string) => page.getByRole("button", { name, exact: true });
const notice = () => page.locator(".notice").textContent();

/** Fills the rest of the page's storage with filler entries, as another site's data would. */
const fillStorage = () =>
  page.evaluate(() => {
    let count = 0;
    for (let size = 1 << 20; size >= 1; size >>= 1) {
      const filler = "f".repeat(size);
      for (;;) {
        try {
          localStorage.setItem(`filler.${count}`, filler);
          count++;
        } catch {
          break;
        }
      }
    }
    return count;
  });
const emptyFiller = () =>
  page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith("filler.")) localStorage.removeItem(key);
  });

describe("two tabs", () => {
  test("a move in one tab reaches the other, which says so", async () => {
    await freshLoad("#/penguin-tuxedo/51");
    const other = await page.context().newPage();
    const errors: string[] = [];
    other.on("pageerror", (error) => errors.push(String(error)));
    await load(other, "#/penguin-tuxedo");
    const deal = dealt(tuxedo, 51);
    expect(await readBoard(other)).toEqual(boardOf(deal));
    const first = await playAMove(page, deal);
    await expect.poll(() => readBoard(other)).toEqual(boardOf(first));
    expect(await other.locator(".notice").textContent()).toContain("changed in another tab");
    const second = await playAMove(other, first);
    await expect.poll(() => readBoard(page)).toEqual(boardOf(second));
    await page.reload();
    await page.waitForSelector("[data-pile]");
    expect(await readBoard(page)).toEqual(boardOf(second));
    await other.close();
    expect(errors).toEqual([]);
  });

  test("a tab that missed the other's changes merges statistics by game and keeps both games", async () => {
    await freshLoad("#/penguin-tuxedo/52");
    const other = await page.context().newPage();
    // A tab that can be made deaf to the others, as a frozen tab is.
    await other.addInitScript(() =>
      window.addEventListener(
        "storage",
        (event) => {
          if ("deaf" in window) event.stopImmediatePropagation();
        },
        true,
      ),
    );
    await load(other, "#/penguin-tuxedo");
    await other.evaluate(() => Object.assign(window, { deaf: true }));
    const deal = dealt(tuxedo, 52);
    const here = await playAMove(page, deal);
    expect((await storedStats())["penguin-tuxedo"].played).toBe(1);
    // The other tab moves in the same game, unaware: its save finds a newer game stored.
    const there = await playAMove(other, deal);
    await expect.poll(() => readBoard(other)).toEqual(boardOf(here));
    expect(await other.locator(".notice").textContent()).toContain("also played in another tab");
    expect(await other.locator(".set-aside li").textContent()).toContain("deal 52, 1 move");
    expect(await readBoard(page)).toEqual(boardOf(here));
    // Its statistics were merged with the first tab's, not written over: two games of
    // Penguin played (one now set aside), one of Spider.
    const spider = gameById("spider") as GameRules;
    await load(other, "#/spider/3");
    await playAMove(other, dealt(spider, 3));
    const both = await storedStats();
    expect(both["penguin-tuxedo"].played).toBe(2);
    expect(both.spider.played).toBe(1);
    await other.getByRole("link", { name: "All games" }).click();
    await load(other, "#/penguin-tuxedo");
    await other.locator(".set-aside li").getByRole("button", { name: "Return to it" }).click();
    expect(await readBoard(other)).toEqual(boardOf(there));
    await other.close();
  });
});

describe("storage failures", () => {
  test("a full storage is told once, plainly; the game goes on in memory", async () => {
    await freshLoad("#/penguin-tuxedo/61");
    expect(await fillStorage()).toBeGreaterThan(0);
    let current = dealt(tuxedo, 61);
    for (let i = 0; i < 3; i++) current = await playAMove(page, current);
    expect(await readBoard(page)).toEqual(boardOf(current));
    const told = (await notice()) ?? "";
    expect(told).toContain("storage for this site is full");
    expect(told.split("could not save").length).toBe(2);
    // The game switched away from and back to is still the one in memory.
    await page.getByRole("link", { name: "All games" }).click();
    await page.getByRole("link", { name: "Penguin, Tuxedo variant", exact: true }).click();
    // The game page is drawn after the click is handled: read it once it is there.
    await expect.poll(() => readBoard(page)).toEqual(boardOf(current));
    await emptyFiller();
  });

  test("a corrupted value that cannot be copied aside is left as it is, and said so", async () => {
    const corrupt = `{${"x".repeat(1_500_000)}`;
    await freshLoad("#/");
    await page.evaluate((text) => localStorage.setItem("patience.stats", text), corrupt);
    await fillStorage();
    await load(page, "#/penguin-tuxedo/62");
    const told = (await notice()) ?? "";
    expect(told).toContain("could not be kept aside");
    expect(told).not.toContain("kept aside as");
    expect(told.length).toBeLessThan(1000);
    expect(await stored("patience.stats")).toBe(corrupt);
    await emptyFiller();
    // Not written over during the visit, even with room again.
    await playAMove(page, dealt(tuxedo, 62));
    expect(await stored("patience.stats")).toBe(corrupt);
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys.filter((key) => key.includes("set-aside"))).toEqual([]);
  });
});

describe("long games", () => {
  test("a saved game of 40,000 steps is restored, undo history included", async () => {
    const { meta, timeline } = longGame(40_000);
    const rules = timeline.positions[0].rules;
    await freshLoad(`#/${rules.id}`, {
      [`patience.game.${rules.id}`]: savedGameText(meta, timeline),
    });
    expect(await statusText(page)).toContain("Welcome back");
    expect(await readBoard(page)).toEqual(boardOf(timeline.positions[40_000]));
    await button("Undo").click();
    expect(await readBoard(page)).toEqual(boardOf(timeline.positions[39_999]));
    await button("Redo").click();
    expect(await readBoard(page)).toEqual(boardOf(timeline.positions[40_000]));
  });
});

describe("stored values are checked", () => {
  test("counts out of bounds, __proto__ and unknown games are set aside, not believed", async () => {
    const good = {
      played: 4,
      won: 1,
      currentStreak: 1,
      bestStreak: 1,
      fewestMoves: 90,
      fastestMs: 6e4,
    };
    const stats = `{"penta": ${JSON.stringify(good)}, "spider": {"played": 1e308, "won": 0, "currentStreak": 0, "bestStreak": 0, "fewestMoves": null, "fastestMs": null}, "__proto__": {"played": 1}, "golf": {"played": 3}}`;
    const settings = JSON.stringify({
      theme: "dark",
      winnableDeals: Array.from({ length: 100_000 }, (_, i) => `game-${i}`),
    });
    const badGame = JSON.stringify({
      version: 1,
      meta: { deal: 1e308 },
      start: {},
      steps: [],
      cursor: 0,
    });
    await freshLoad("#/", {
      "patience.stats": stats,
      "patience.settings": settings,
      "patience.game.penta": badGame,
    });
    const told = (await notice()) ?? "";
    expect(told).toContain("statistics for 3 games could not be read");
    expect(told).toContain("settings could not be read");
    expect(told.length).toBeLessThan(1500);
    expect(
      await page.locator(".games li", { hasText: "Penta" }).locator(".record").textContent(),
    ).toContain("Played 4, won 1");
    expect(JSON.parse((await stored("patience.stats")) ?? "")).toEqual({
      penta: expect.any(Object),
    });
    const keys = await page.evaluate(() => Object.keys(localStorage));
    const aside = keys.filter((key) => key.startsWith("patience.stats.set-aside."));
    expect(aside.length).toBe(1);
    expect(Object.keys(JSON.parse((await stored(aside[0])) ?? "{}")).sort()).toEqual([
      "__proto__",
      "golf",
      "spider",
    ]);
    await page.getByRole("link", { name: "Penta Solitaire", exact: true }).click();
    await page.waitForSelector("[data-pile]");
    expect(await notice()).toContain("Penta Solitaire game could not be read");
    expect(keys.some((key) => key.startsWith("patience.settings.set-aside."))).toBe(true);
  });
});

describe("statistics", () => {
  const castle = gameById("beleaguered-castle") as GameRules;
  const start = dealPosition(castle, 3);
  const line = solve(start, { budgetNodes: 200_000 });
  if (line.result !== "won") throw new Error("Beleaguered Castle deal 3 is not won by the solver");

  /** Deal 3 of Beleaguered Castle one move from its win, played for 90 s so far, as stored. */
  function oneMoveFromWin(): Record<string, string> {
    const positions = [start];
    const steps: Step[] = [];
    for (const move of line.moves.slice(0, -1)) {
      steps.push({ kind: "moves", moves: [move] });
      positions.push(play(positions[positions.length - 1], move));
    }
    const meta: GameMeta = {
      deal: 3,
      firstMoveAt: Date.now() - 90_000,
      counted: true,
      won: false,
      scored: true,
      assisted: false,
      daily: null,
      playedMs: 90_000,
    };
    const played = {
      played: 1,
      won: 0,
      currentStreak: 0,
      bestStreak: 0,
      fewestMoves: null,
      fastestMs: null,
    };
    return {
      "patience.game.beleaguered-castle": savedGameText(meta, {
        positions,
        steps,
        cursor: steps.length,
      }),
      "patience.stats": JSON.stringify({ "beleaguered-castle": played }),
    };
  }

  async function lastMove(): Promise<void> {
    const move = line.moves[line.moves.length - 1];
    const names = layoutOf(castle).names;
    await clickCard(page, names[move.from], move.count);
    await clickDestination(page, names[move.to]);
    expect(await statusText(page)).toContain("You won");
  }

  test("a deal won counts once, with its moves and time", async () => {
    await freshLoad("#/beleaguered-castle", oneMoveFromWin());
    await lastMove();
    await button("Undo").click();
    await button("Redo").click();
    expect((await storedStats())["beleaguered-castle"]).toMatchObject({
      played: 1,
      won: 1,
      currentStreak: 1,
      fewestMoves: line.moves.length,
    });
    expect((await storedStats())["beleaguered-castle"].fastestMs).toBeGreaterThanOrEqual(90_000);
  });

  test("a deal won with help counts as won with help, and sets no best", async () => {
    await freshLoad("#/beleaguered-castle", oneMoveFromWin());
    await button("Hint").click();
    await expect.poll(() => statusText(page), { timeout: 20_000 }).toContain("Hint:");
    await lastMove();
    expect((await storedStats())["beleaguered-castle"]).toMatchObject({
      played: 1,
      won: 1,
      assisted: 1,
      assistedWon: 1,
      currentStreak: 0,
      fewestMoves: null,
      fastestMs: null,
    });
  });

  test("statistics go to a file and come back from one; a bad file changes nothing", async () => {
    await freshLoad("#/penguin-tuxedo/71");
    await playAMove(page, dealt(tuxedo, 71));
    await button("Statistics").click();
    const saving = page.waitForEvent("download");
    await button("Export statistics").click();
    const file = await saving;
    const exported = JSON.parse(await readFile((await file.path()) ?? "", "utf8"));
    expect(exported.format).toBe("patience-statistics");
    expect(exported.games["penguin-tuxedo"].played).toBe(1);

    const before = await stored("patience.stats");
    const input = page.locator('input[type="file"]');
    const message = page.locator(".transfer-message");
    await input.setInputFiles({
      name: "bad.json",
      mimeType: "application/json",
      buffer: Buffer.from("{not json"),
    });
    await expect
      .poll(() => message.textContent())
      .toContain("cannot be imported: it is not JSON. Nothing was changed.");
    const wrong = { ...exported, games: { spider: { played: 1, won: 5 } } };
    await input.setInputFiles({
      name: "wrong.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(wrong)),
    });
    await expect.poll(() => message.textContent()).toContain("Nothing was changed");
    expect(await stored("patience.stats")).toBe(before);

    const fromElsewhere = {
      ...exported,
      games: {
        spider: {
          played: 5,
          won: 2,
          currentStreak: 1,
          bestStreak: 2,
          fewestMoves: 300,
          fastestMs: 9e5,
        },
        "penguin-tuxedo": {
          played: 3,
          won: 0,
          currentStreak: 0,
          bestStreak: 0,
          fewestMoves: null,
          fastestMs: null,
        },
        golf: { played: 1 },
      },
    };
    await input.setInputFiles({
      name: "stats.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(fromElsewhere)),
    });
    await expect.poll(() => message.textContent()).toContain("Imported the statistics of 2 games");
    expect(await message.textContent()).toContain("Left out 1 game");
    const merged = await storedStats();
    expect(merged.spider).toMatchObject({ played: 5, won: 2, fewestMoves: 300 });
    expect(merged["penguin-tuxedo"].played).toBe(3);
    expect(
      await page.locator(".stats dt", { hasText: "Played" }).first().locator("+ dd").textContent(),
    ).toBe("3");
    await button("Close").click();
  });
});
