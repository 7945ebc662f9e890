/**
 * Feedback: moves and time on screen (the clock pauses while the page is hidden and
 * survives a reload), the win summary, verdict wording, autoplay right after a deal,
 * and selection, hint and focus drawn differently, by more than colour.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { layoutOf, legalMoves } from "../../src/engine/index.js";
import { gameById } from "../../src/games/index.js";
import {
  boardOf,
  clickCard,
  clickDestination,
  dealt,
  goto,
  positionHash,
  readBoard,
  useBrowser,
} from "./helpers.js";
import { nearlyWon, stuck } from "./positions.js";

let page: Page;
useBrowser((opened) => {
  page = opened;
});

const penguin = gameById("penguin-tuxedo");
if (!penguin) throw new Error("no Penguin");
const names = layoutOf(penguin).names;
const tally = (which: "moves" | "time") =>
  page.locator(`.tally .${which} .tally-value`).textContent();
const seconds = async () => {
  const [minutes, secs] = String(await tally("time"))
    .split(":")
    .map(Number);
  return minutes * 60 + secs;
};
const setHidden = (hidden: boolean) =>
  page.evaluate((hide) => {
    Object.defineProperty(document, "visibilityState", {
      value: hide ? "hidden" : "visible",
      configurable: true,
    });
    Object.defineProperty(document, "hidden", { value: hide, configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);

describe("moves and time", () => {
  test("the clock starts with the first move, pauses while hidden, and survives a reload", async () => {
    const start = dealt(penguin, 11);
    await goto(page, "#/penguin-tuxedo/11");
    expect(await tally("moves")).toBe("0");
    expect(await tally("time")).toBe("0:00");
    await page.waitForTimeout(1200);
    expect(await tally("time")).toBe("0:00");
    const move = legalMoves(start).find(
      (m) => m.to >= 0 && layoutOf(penguin).kinds[m.to] !== "foundation",
    );
    if (!move) throw new Error("no move");
    await clickCard(page, names[move.from], move.count);
    await clickDestination(page, names[move.to]);
    expect(await tally("moves")).toBe("1");
    await expect.poll(seconds, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    await setHidden(true);
    const paused = await seconds();
    await page.waitForTimeout(2200);
    expect(await seconds()).toBeLessThanOrEqual(paused + 1);
    const saved = await page.evaluate(
      () => JSON.parse(localStorage.getItem("patience.game.penguin-tuxedo") ?? "{}").meta?.playedMs,
    );
    expect(saved).toBeGreaterThanOrEqual(1500);
    await setHidden(false);
    await page.reload();
    await page.waitForSelector("[data-pile]");
    expect(await tally("moves")).toBe("1");
    expect(await seconds()).toBeGreaterThanOrEqual(Math.floor(saved / 1000));
  });
});

describe("the end and the verdicts", () => {
  test("after a win: a summary of moves, time, streak and bests; no verdict, no 'Could it have been won?'", async () => {
    await goto(page, positionHash(nearlyWon(penguin)));
    await expect.poll(() => page.locator(".verdict").count()).toBe(1);
    await clickCard(page, "tableau:0", 1, 2);
    const summary = page.locator(".end.won");
    await summary.waitFor();
    const terms = await summary.locator("dt").allTextContents();
    expect(terms).toEqual(["Moves", "Time", "Streak", "Best"]);
    expect(await summary.locator("dd").first().textContent()).toBe("1");
    expect(await page.locator(".verdict").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Could it have been won?" }).count()).toBe(0);
  });

  test("a deal or a position lost from the start says so", async () => {
    // Penelope's Web deal 2: the solver proves it lost at once (in well under a millisecond).
    await goto(page, "#/penelopes-web/2");
    await expect
      .poll(() => page.locator(".verdict").textContent(), { timeout: 20_000 })
      .toBe("This deal cannot be won");
    const web = gameById("penelopes-web");
    if (!web) throw new Error("no Penelope's Web");
    await goto(page, positionHash(stuck(web)));
    await expect
      .poll(() => page.locator(".verdict").textContent(), { timeout: 20_000 })
      .toBe("This position cannot be won");
  });

  test("safe autoplay acts right after a deal", async () => {
    const deal = dealt(penguin, 1);
    await goto(page, "#/penguin-tuxedo/1");
    const home = layoutOf(penguin).foundations.flatMap((f) => deal.piles[f].cards);
    expect(home.length).toBeGreaterThan(0);
    expect(await readBoard(page)).toEqual(boardOf(deal));
  });
});

describe("selection, hint and focus", () => {
  test("each is drawn its own way, not by colour alone", async () => {
    await goto(page, "#/penguin-tuxedo/1");
    await page.locator("body").press("h");
    const run = page.locator(".hint-mark.run");
    await run.waitFor({ timeout: 20_000 });
    const hint = await run.evaluate((mark) => {
      const style = getComputedStyle(mark);
      return { border: style.borderTopStyle, label: mark.textContent };
    });
    expect(hint).toEqual({ border: "dashed", label: "Hint" });
    expect(await page.locator(".hint-mark.target").textContent()).toBe("To here");

    const pile = page.locator('[data-pile="tableau:6"]');
    await pile.focus();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowRight");
    const focus = await pile.evaluate((element) => {
      const style = getComputedStyle(element);
      return { outline: style.outlineStyle, offset: style.outlineOffset };
    });
    expect(focus).toEqual({ outline: "solid", offset: "3px" });

    await page.keyboard.press("Enter");
    const held = pile.locator(".card.selected").last();
    const selection = await held.evaluate((card) => {
      const style = getComputedStyle(card);
      return { lifted: style.translate, outline: style.outlineStyle };
    });
    expect(selection.lifted).not.toBe("none");
    expect(selection.outline).toBe("none");
    const unfocusedCard = await page
      .locator('[data-pile="tableau:0"] > .card')
      .last()
      .evaluate((card) => getComputedStyle(card).translate);
    expect(unfocusedCard).toBe("none");
    await page.keyboard.press("Escape");
  });
});
