/**
 * Links and the games they replace: every link opens or explains (broken escapes, huge
 * links), a link sets a game in progress aside instead of destroying it, New game asks
 * first, statistics count only games played on a deal (with help marked), and the deal
 * of the day is the same for everyone.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { dailyDeal, utcDay } from "../../src/app/state/daily.js";
import { dealPosition, type GameRules, type Position } from "../../src/engine/index.js";
import { gameById } from "../../src/games/index.js";
import {
  boardOf,
  clickCard,
  goto,
  positionHash,
  readBoard,
  statusText,
  useBrowser,
} from "./helpers.js";
import { nearlyWon } from "./positions.js";
import * as visits from "./visits.js";

let page: Page;
useBrowser((opened) => {
  page = opened;
});

const tuxedo = gameById("penguin-tuxedo") as GameRules;

const button = (name: string) => page.getByRole("button", { name, exact: true });
const firstLoad = (hash: string) => visits.firstLoad(page, hash);
const freshLoad = (hash: string) => visits.freshLoad(page, hash);
const playAMove = (from: Position) => visits.playAMove(page, from);
const storedStats = () => visits.storedStats(page);

describe("every link opens or explains", () => {
  test.each([
    ["#/%", 'no game called "%"'],
    ["#/%E0%A4%A", 'no game called "%E0%A4%A"'],
    ["#/penguin-tuxedo/%", '"%" is not a deal number'],
    ["#/%ZZ/rules", 'no game called "%ZZ"'],
    ["#/%00%1B%5B31m%E2%80%AE", "no game called"],
    ["#/position/%FF", "damaged"],
    ["#/penguin-tuxedo/7/8", "does not lead to any page"],
  ])("%s, on a first visit and after a reload", async (hash, words) => {
    for (const load of [() => firstLoad(hash), () => page.reload()]) {
      await load();
      await page.waitForSelector("main h1");
      expect(await page.locator('[role="alert"]').textContent()).toContain(words);
      expect(await page.getByRole("link", { name: "Go to the home page" }).count()).toBe(1);
    }
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect.poll(() => page.locator("main h1").textContent()).toBe("Patience");
  });

  test("a huge link comes back as a short message", async () => {
    for (const hash of [`#/${"x".repeat(1_300_000)}`, `#/position/${"A".repeat(100_000)}`]) {
      await firstLoad(hash);
      const message = (await page.locator('[role="alert"]').textContent()) ?? "";
      expect(message.length).toBeGreaterThan(20);
      expect(message.length).toBeLessThan(300);
    }
  });
});

describe("a link never destroys a game in progress", () => {
  test("the game in progress is set aside; the player returns to it", async () => {
    await freshLoad("#/penguin-tuxedo/21");
    const afterMove = await playAMove(dealPosition(tuxedo, 21));
    await goto(page, "#/penguin-tuxedo/22");
    expect(await readBoard(page)).toEqual(boardOf(dealPosition(tuxedo, 22)));
    expect(await statusText(page)).toContain("was set aside");
    const waiting = page.locator(".set-aside li");
    expect(await waiting.count()).toBe(1);
    expect(await waiting.textContent()).toContain("deal 21, 1 move");
    // A position from a link too, over a game in progress of deal 22.
    const afterSecond = await playAMove(dealPosition(tuxedo, 22));
    await goto(page, positionHash(nearlyWon(tuxedo)));
    expect(await waiting.count()).toBe(2);
    // Back to deal 21: the position from the link had no move, so nothing more is set aside.
    await waiting
      .filter({ hasText: "deal 21" })
      .getByRole("button", { name: "Return to it" })
      .click();
    expect(await readBoard(page)).toEqual(boardOf(afterMove));
    expect(await waiting.count()).toBe(1);
    // Swapping: deal 22 back, deal 21 set aside in its place; nothing is lost either way.
    await waiting.getByRole("button", { name: "Return to it" }).click();
    expect(await readBoard(page)).toEqual(boardOf(afterSecond));
    expect(await waiting.textContent()).toContain("deal 21");
    await page.reload();
    await page.waitForSelector("[data-pile]");
    expect(await readBoard(page)).toEqual(boardOf(afterSecond));
    expect(await waiting.count()).toBe(1);
  });

  test("with no room left to set a game aside, the player is asked first", async () => {
    await freshLoad("#/penguin-tuxedo/31");
    let current = await playAMove(dealPosition(tuxedo, 31));
    for (const deal of [32, 33, 34]) {
      await goto(page, `#/penguin-tuxedo/${deal}`);
      current = await playAMove(dealPosition(tuxedo, deal));
    }
    // Deals 31, 32 and 33 are set aside: the list is full.
    expect(await page.locator(".set-aside li").count()).toBe(3);
    await goto(page, "#/penguin-tuxedo/35");
    const dialog = page.getByRole("dialog", { name: "Set aside another game?" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Keep playing" }).click();
    expect(await readBoard(page)).toEqual(boardOf(current));
    expect(await page.locator(".set-aside li").count()).toBe(3);
    await goto(page, "#/penguin-tuxedo/35");
    await dialog.getByRole("button", { name: "Open the link" }).click();
    expect(await readBoard(page)).toEqual(boardOf(dealPosition(tuxedo, 35)));
    expect(await page.locator(".set-aside li").first().textContent()).toContain("deal 34");
    expect(await page.locator(".set-aside li").count()).toBe(3);
  });

  test("giving up a set-aside game asks first", async () => {
    const entries = page.locator(".set-aside li");
    const count = await entries.count();
    await entries.last().getByRole("button", { name: "Give it up" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Keep it" }).click();
    expect(await entries.count()).toBe(count);
    await entries.last().getByRole("button", { name: "Give it up" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Give it up" }).click();
    expect(await entries.count()).toBe(count - 1);
  });
});

describe("honest statistics", () => {
  test("New game over a game in progress asks first; leaving it counts a loss", async () => {
    await freshLoad("#/penguin-tuxedo/41");
    const afterMove = await playAMove(dealPosition(tuxedo, 41));
    const played = (await storedStats())["penguin-tuxedo"].played;
    await button("New game").click();
    const dialog = page.getByRole("dialog", { name: "Leave this game?" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain("count as a game lost");
    await page.keyboard.press("Escape");
    expect(await readBoard(page)).toEqual(boardOf(afterMove));
    await button("New game").click();
    await dialog.getByRole("button", { name: "Start a new game" }).click();
    expect(await readBoard(page)).not.toEqual(boardOf(afterMove));
    expect((await storedStats())["penguin-tuxedo"]).toMatchObject({ played, currentStreak: 0 });
    // A game without a move is left without a question.
    await button("New game").click();
    expect(await dialog.isVisible()).toBe(false);
  });

  test("a win from a position link is not counted", async () => {
    const before = (await storedStats())["penguin-tuxedo"];
    await firstLoad(positionHash(nearlyWon(tuxedo)));
    expect(await statusText(page)).toContain("not counted");
    await clickCard(page, "tableau:0", 1, 2);
    expect(await statusText(page)).toContain("You won");
    expect((await storedStats())["penguin-tuxedo"]).toEqual(before);
    await button("Statistics").click();
    expect(await page.locator(".this-game").textContent()).toContain("position from a link");
    await button("Close").click();
  });

  test("Hint marks the game as played with help: counted, but no best and no streak", async () => {
    await freshLoad("#/penguin-tuxedo/43");
    await playAMove(dealPosition(tuxedo, 43));
    const before = (await storedStats())["penguin-tuxedo"];
    await button("Hint").click();
    await expect.poll(() => statusText(page), { timeout: 20_000 }).not.toContain("Thinking");
    const after = (await storedStats())["penguin-tuxedo"];
    expect(after.assisted).toBe(before.assisted + 1);
    expect(after.played).toBe(before.played);
    await button("Statistics").click();
    expect(await page.locator(".this-game").textContent()).toContain("with help");
    await button("Close").click();
  });
});

describe("deal of the day", () => {
  test("the home page opens each game's deal of the day, the same for everyone today", async () => {
    await freshLoad("#/");
    const deal = dailyDeal("penguin-tuxedo", utcDay(Date.now()));
    await page.getByRole("link", { name: "Penguin, Tuxedo variant: deal of the day" }).click();
    await page.waitForSelector("[data-pile]");
    expect(await readBoard(page)).toEqual(boardOf(dealPosition(tuxedo, deal)));
    expect(await statusText(page)).toContain("deal of the day");
    expect(await page.getByLabel("Deal", { exact: true }).inputValue()).toBe(String(deal));
    // Its first move counts it for the day; opening it again comes back to the same game.
    const afterMove = await playAMove(dealPosition(tuxedo, deal));
    expect((await storedStats())["penguin-tuxedo"].dailyPlayed).toBe(utcDay(Date.now()));
    await goto(page, "#/penguin-tuxedo/daily");
    expect(await readBoard(page)).toEqual(boardOf(afterMove));
    // Left for a new game, then opened again: a replay, not counted a second time.
    await button("New game").click();
    await page.getByRole("dialog").getByRole("button", { name: "Start a new game" }).click();
    await goto(page, "#/penguin-tuxedo/daily");
    expect(await readBoard(page)).toEqual(boardOf(dealPosition(tuxedo, deal)));
    expect(await statusText(page)).toContain("not counted");
    const played = (await storedStats())["penguin-tuxedo"].played;
    await playAMove(dealPosition(tuxedo, deal));
    expect((await storedStats())["penguin-tuxedo"].played).toBe(played);
  });
});
