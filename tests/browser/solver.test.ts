/**
 * The solver in the game: the winnability indicator and Undo to winnable, Hint (open
 * and hidden-card games), winnable deals only, and the replay of a solution.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import {
  dealPosition,
  layoutOf,
  type Move,
  type Position,
  play,
  refusal,
} from "../../src/engine/index.js";
import { gameById } from "../../src/games/index.js";
import { solve } from "../../src/solver/index.js";
import { spiderEndgame } from "../../src/solver/referee/fixtures.js";
import {
  autoplayed,
  boardOf,
  clickCard,
  clickDestination,
  dealt,
  goto,
  positionHash,
  readBoard,
  statusText,
  useBrowser,
} from "./helpers.js";
import { winnableWithLosingMove } from "./solver-positions.js";

let page: Page;
useBrowser((opened) => {
  page = opened;
});

const trap = winnableWithLosingMove();
const verdict = () => page.locator(".verdict").getAttribute("data-verdict");
const button = (name: string) => page.getByRole("button", { name, exact: true });

/** The move the page highlights as its hint, read from the data-hint marks. */
async function shownHint(current: Position): Promise<Move> {
  await page.waitForSelector('[data-hint="from"]');
  const names = layoutOf(current.rules).names;
  const from = await page
    .locator('[data-hint="from"]')
    .evaluate((card) => [
      card.parentElement?.getAttribute("data-pile") ?? "",
      [...(card.parentElement?.querySelectorAll(":scope > .card") ?? [])].length -
        [...(card.parentElement?.querySelectorAll(":scope > .card") ?? [])].indexOf(card),
    ]);
  const toPile = page.locator('[data-pile][data-hint="to"]');
  const to = (await toPile.count()) > 0 ? await toPile.getAttribute("data-pile") : null;
  return {
    from: names.indexOf(String(from[0])),
    to: to === null ? -1 : names.indexOf(to),
    count: Number(from[1]),
  };
}

async function setting(name: string, on: boolean): Promise<void> {
  await button("Settings").click();
  const box = page.getByRole("checkbox", { name, exact: true });
  if ((await box.isChecked()) !== on) await box.click();
  await page.getByRole("button", { name: "Close" }).click();
}

describe("still winnable?", () => {
  test("a losing move turns the indicator to lost; Undo to winnable takes it back in one step", async () => {
    const names = layoutOf(trap.position.rules).names;
    const after = autoplayed(play(trap.position, trap.losing));
    await goto(page, positionHash(trap.position));
    await expect.poll(verdict).toBe("winnable");
    expect(await button("Undo to winnable").count()).toBe(0);
    await clickCard(page, names[trap.losing.from], trap.losing.count);
    await clickDestination(page, names[trap.losing.to]);
    expect(await readBoard(page)).toEqual(boardOf(after));
    await expect.poll(verdict).toBe("lost");
    expect(await page.locator(".verdict").textContent()).toBe("Can no longer be won");
    await button("Undo to winnable").click();
    expect(await readBoard(page)).toEqual(boardOf(trap.position));
    await expect.poll(verdict).toBe("winnable");
    // It was one step: Undo brings the lost position back, with its verdict known at once.
    await button("Undo").click();
    expect(await readBoard(page)).toEqual(boardOf(after));
    expect(await verdict()).toBe("lost");
  });

  test("the setting turns the indicator off, and it stays off after a reload", async () => {
    await goto(page, positionHash(trap.position));
    await expect.poll(() => page.locator(".verdict").count()).toBe(1);
    await setting("Show winnability", false);
    expect(await page.locator(".verdict").count()).toBe(0);
    await page.reload();
    await page.waitForSelector("[data-pile]");
    expect(await page.locator(".verdict").count()).toBe(0);
    await setting("Show winnability", true);
    await expect.poll(verdict).toBe("winnable");
  });
});

describe("hint", () => {
  test("the hinted move is legal and on a winning line (open game, H key)", async () => {
    await goto(page, positionHash(trap.position));
    await page.locator("body").press("h");
    const move = await shownHint(trap.position);
    expect(refusal(trap.position, move)).toBeNull();
    expect(solve(play(trap.position, move), { budgetNodes: 200_000 }).result).toBe("won");
    expect(await statusText(page)).toMatch(/^Hint: Move /);
  });

  test("in a lost position Hint says so politely and still suggests a legal move", async () => {
    const lost = autoplayed(play(trap.position, trap.losing));
    await goto(page, positionHash(lost));
    await button("Hint").click();
    const move = await shownHint(lost);
    expect(refusal(lost, move)).toBeNull();
    expect(await statusText(page)).toContain("this position can no longer be won");
  });

  test("with hidden cards it is a legal best guess from the visible cards", async () => {
    const rules = gameById("spiderette");
    if (!rules) throw new Error("no Spiderette");
    const deal = dealt(rules, 7);
    await goto(page, "#/spiderette/7");
    await button("Hint").click();
    const move = await shownHint(deal);
    expect(refusal(deal, move)).toBeNull();
    expect(await statusText(page)).toContain("Best guess from the cards you can see");
    expect(await page.locator(".verdict").count()).toBe(0);
  });

  test("asked again once its move is made, it goes on with the line it showed", async () => {
    const rules = gameById("will-o-the-wisp");
    if (!rules) throw new Error("no Will o' the Wisp");
    // Every card in sight (none face down, the stock spent): the line is a sure win.
    const ending = spiderEndgame(rules, 3, 1, 0);
    const start = { ...ending, piles: ending.piles.map((pile) => ({ ...pile, down: 0 })) };
    await goto(page, positionHash(start));
    await button("Hint").click();
    const first = await shownHint(start);
    expect(await statusText(page)).toContain("it starts a win in 1 of 1 guesses");
    await button("Hint").click();
    expect(await readBoard(page)).toEqual(boardOf(autoplayed(play(start, first))));
    await button("Hint").click();
    await expect
      .poll(() => statusText(page))
      .toContain("it goes on with the winning line of an earlier hint");
  });
});

describe("winnable deals only", () => {
  test("New game deals only deals the solver proves winnable, and the setting is kept", async () => {
    const rules = gameById("penguin-tuxedo");
    if (!rules) throw new Error("no Tuxedo");
    await goto(page, "#/penguin-tuxedo/1");
    await setting("Winnable deals only", true);
    for (let round = 0; round < 2; round++) {
      // None ready: while one is looked for the page says so, and the old deal waits.
      // (Read as soon as the page has drawn the click: the search may answer quickly.)
      const waiting = await page.evaluate(async () => {
        localStorage.removeItem("patience.winnable.penguin-tuxedo");
        document.querySelector<HTMLButtonElement>('.controls button[title="New game"]')?.click();
        for (let i = 0; i < 5; i++) await Promise.resolve();
        return {
          veil: document.querySelector(".veil")?.textContent ?? "",
          inert: document.querySelector(".board")?.hasAttribute("inert"),
        };
      });
      expect(waiting.veil).toContain("Looking for a winnable deal");
      expect(waiting.inert).toBe(true);
      await expect
        .poll(() => statusText(page), { timeout: 30_000 })
        .toContain("proved it winnable");
      // Shown as winnable at once, as the status says.
      expect(await verdict()).toBe("winnable");
      expect(await page.locator(".veil").count()).toBe(0);
      const deal = Number(await page.getByLabel("Deal", { exact: true }).inputValue());
      expect(solve(dealPosition(rules, deal), { budgetNodes: 500_000 }).result).toBe("won");
    }
    await page.reload();
    await page.waitForSelector("[data-pile]");
    await button("Settings").click();
    expect(
      await page.getByRole("checkbox", { name: "Winnable deals only", exact: true }).isChecked(),
    ).toBe(true);
    await page.getByRole("button", { name: "Close" }).click();
  });
});

describe("could it have been won?", () => {
  test("the solution replays from the deal to a win; leaving it resumes the game", async () => {
    const lost = autoplayed(play(trap.position, trap.losing));
    await goto(page, positionHash(trap.position));
    const names = layoutOf(trap.position.rules).names;
    await clickCard(page, names[trap.losing.from], trap.losing.count);
    await clickDestination(page, names[trap.losing.to]);
    await button("Could it have been won?").click();
    await page.waitForSelector(".replay-bar");
    await button("Pause").click();
    const steps = Number(await page.locator(".replay-count").getAttribute("data-steps"));
    expect(steps).toBeGreaterThan(0);
    await button("Step forward").click();
    await button("Step back").click();
    expect(await page.locator(".replay-count").getAttribute("data-step")).toBe("0");
    expect(await readBoard(page)).toEqual(boardOf(trap.position));
    for (let i = 0; i < steps; i++) await button("Step forward").click();
    expect(await page.locator(".replay-count").textContent()).toContain("(won)");
    const board = await readBoard(page);
    const foundations = layoutOf(trap.position.rules)
      .names.filter((name) => name.startsWith("foundation"))
      .flatMap((name) => board[name]);
    expect(foundations.length).toBe(52);
    await button("Leave replay").click();
    expect(await readBoard(page)).toEqual(boardOf(lost));
  });

  test("in Will o' the Wisp a second worker searches beside the solver; the line found replays to a win", async () => {
    // The page gives verdicts a second worker only where the machine has a second core.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, "hardwareConcurrency", { get: () => 2 }),
    );
    const rules = gameById("will-o-the-wisp");
    if (!rules) throw new Error("no Will o' the Wisp");
    const start = dealPosition(rules, 2);
    await goto(page, positionHash(start));
    // A fresh page, so that both workers start with the question.
    await page.reload();
    await page.waitForSelector("[data-pile]");
    const started: string[] = [];
    page.on("worker", (worker) => started.push(worker.url()));
    await button("Could it have been won?").click();
    await page.waitForSelector(".replay-bar");
    expect(started.filter((url) => url.includes("solver.worker"))).toHaveLength(2);
    await button("Pause").click();
    const steps = Number(await page.locator(".replay-count").getAttribute("data-steps"));
    expect(steps).toBeGreaterThan(0);
    // On a loaded machine the replay may have gone on before the pause took hold.
    const forward = button("Step forward");
    for (let i = 0; i < steps && (await forward.isEnabled()); i++) await forward.click();
    expect(await page.locator(".replay-count").textContent()).toContain("(won)");
  });
});
