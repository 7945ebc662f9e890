/**
 * The board fits the screen: at every listed screen size, every game's deal shows the
 * whole board and the controls without scrolling, the controls in one row on a desktop;
 * long piles keep every face-up card's corner index in sight; a new message does not
 * move the board; dialogs fit; games set aside below the board leave it whole.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { layoutOf, parsePosition } from "../../src/engine/index.js";
import { GAMES, gameById } from "../../src/games/index.js";
import { clickCard, goto, positionHash, settle, useBrowser } from "./helpers.js";
import { spiderLongPiles } from "./positions.js";

let page: Page;
useBrowser((opened) => {
  page = opened;
});

const SCREENS = [
  [1920, 1080],
  [1366, 768],
  [1280, 720],
  [768, 1024],
  [390, 844],
  [844, 390],
] as const;

/** What lies outside the screen, or makes the page scroll; empty when everything fits. */
function outside(): Promise<string[]> {
  return page.evaluate(() => {
    const width = innerWidth;
    const height = innerHeight;
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollHeight > height) problems.push(`page is ${root.scrollHeight} px tall`);
    if (root.scrollWidth > width) problems.push(`page is ${root.scrollWidth} px wide`);
    const boxes = [
      ...document.querySelectorAll<HTMLElement>("[data-pile], .controls button, .controls input"),
    ];
    for (const element of boxes) {
      const box = element.getBoundingClientRect();
      if (box.left < 0 || box.top < 0 || box.right > width + 0.5 || box.bottom > height + 0.5) {
        const name = element.dataset.pile ?? element.getAttribute("title") ?? element.tagName;
        problems.push(
          `${name} at ${Math.round(box.left)},${Math.round(box.top)}-${Math.round(box.right)},${Math.round(box.bottom)}`,
        );
      }
    }
    if (document.querySelector(".board.scrolls")) problems.push("the board scrolls");
    return problems;
  });
}

describe.each(SCREENS)("at %i by %i", (width, height) => {
  test("every game's deal shows the whole board and the controls, without scrolling", async () => {
    await page.setViewportSize({ width, height });
    for (const rules of GAMES) {
      await goto(page, `#/${rules.id}/2`);
      await settle(page);
      expect({ game: rules.id, outside: await outside() }).toEqual({ game: rules.id, outside: [] });
      if (width >= 1280) {
        const middles = await page.$$eval(".controls button, .controls input", (elements) =>
          elements.map((element) => {
            const box = element.getBoundingClientRect();
            return box.top + box.height / 2;
          }),
        );
        const spread = Math.max(...middles) - Math.min(...middles);
        expect(spread, `${rules.id}: controls in one row`).toBeLessThan(4);
      }
    }
  });

  test("on long piles every face-up card's corner index is whole and uncovered", async () => {
    await page.setViewportSize({ width, height });
    await goto(page, positionHash(spiderLongPiles()));
    await settle(page);
    const covered = await page.$$eval("[data-pile]", (piles) =>
      piles.flatMap((pile) => {
        const cards = [...pile.querySelectorAll<HTMLElement>(":scope > .card")];
        return cards.flatMap((card, i) => {
          const index = card.querySelector(".index");
          const next = cards[i + 1];
          if (!index || !next) return [];
          const box = index.getBoundingClientRect();
          const above = next.getBoundingClientRect();
          const rank = card.querySelector(".rank")?.getBoundingClientRect();
          const whole = rank && rank.height > 0 && rank.bottom <= box.bottom + 0.5;
          return above.top >= box.bottom - 0.5 && whole ? [] : [card.dataset.card];
        });
      }),
    );
    expect(covered).toEqual([]);
    const long = await page.locator('[data-pile="tableau:0"] > .card[data-face="up"]').count();
    expect(long).toBe(15);
  });

  test("a new message does not move the board", async () => {
    await page.setViewportSize({ width, height });
    await goto(page, "#/penguin-tuxedo/5");
    await settle(page);
    const top = () => page.locator(".board").evaluate((board) => board.getBoundingClientRect().top);
    const before = await top();
    const status = page.locator('[role="status"]');
    await clickCard(page, "tableau:0", 1);
    expect(await status.textContent()).toMatch(/^Picked up/);
    expect(await top()).toBe(before);
    await page.keyboard.press("Escape");
    // Longer messages: a hint (said in full), then a refusal.
    await page.getByRole("button", { name: "Hint", exact: true }).click();
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toMatch(/^Hint: /);
    expect(await top()).toBe(before);
    await clickCard(page, "tableau:0", 1);
    await clickCard(page, "tableau:1", 1);
    await expect.poll(() => status.textContent()).toMatch(/^Sorry|^Moved/);
    expect(await top()).toBe(before);
  });

  /** The open dialog lies within the screen, and so does its button named `name`. */
  async function dialogFits(name: string): Promise<void> {
    const button = page.getByRole("dialog").getByRole("button", { name, exact: true });
    const box = await button.boundingBox();
    expect(box && box.y + box.height <= height && box.y >= 0, `${name} in sight`).toBe(true);
    const dialog = await page.locator("dialog[open]").boundingBox();
    expect(dialog && dialog.y >= 0 && dialog.y + dialog.height <= height).toBe(true);
    expect(dialog && dialog.x >= 0 && dialog.x + dialog.width <= width).toBe(true);
  }

  test("the settings and statistics dialogs fit, Close in sight", async () => {
    await page.setViewportSize({ width, height });
    await goto(page, "#/spider/3");
    for (const opens of ["Settings", "Statistics"]) {
      await page.getByRole("button", { name: opens, exact: true }).click();
      await dialogFits("Close");
      await page.getByRole("dialog").getByRole("button", { name: "Close", exact: true }).click();
    }
  });

  test("the question before a game in progress is left fits, both answers in sight", async () => {
    await page.setViewportSize({ width, height });
    await goto(page, "#/spider/4");
    await clickCard(page, "stock", 1);
    await page.getByRole("button", { name: "New game", exact: true }).click();
    await dialogFits("Keep playing");
    await dialogFits("Start a new game");
    // A new game (no move made in it): the next visit of a link sets nothing aside.
    await page.getByRole("button", { name: "Start a new game", exact: true }).click();
  });

  test("set-aside games below the board leave the board and the controls whole", async () => {
    await page.setViewportSize({ width, height });
    // Two games in progress, each replaced by a link: both wait below the board.
    for (const deal of [4, 5]) {
      await goto(page, `#/klondike/${deal}`);
      await clickCard(page, "stock", 1);
    }
    await goto(page, "#/klondike/6");
    await settle(page);
    const giveUp = page.locator(".set-aside").getByRole("button", { name: "Give it up" });
    expect(await giveUp.count()).toBe(2);
    expect(await outside()).toEqual([]);
    const strip = await page.locator(".set-aside").boundingBox();
    expect(strip && strip.y >= 0 && strip.y + strip.height <= height).toBe(true);
    // Given up, so that the other screens' tests start with none.
    while ((await giveUp.count()) > 0) {
      await giveUp.first().click();
      await page.getByRole("dialog").getByRole("button", { name: "Give it up" }).click();
    }
  });
});

test("the long-pile position is the one the test means", () => {
  const parsed = parsePosition(spiderLongPiles(), gameById);
  if (!parsed.ok) throw new Error(parsed.error);
  const first = parsed.value.piles[layoutOf(parsed.value.rules).tableau[0]];
  expect(first.cards.length).toBe(20);
  expect(first.cards.length - first.down).toBe(15);
});
