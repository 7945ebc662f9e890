/**
 * Every game, in the browser: deal and position links, moves by click, drag and
 * double-click, the stock, undo, redo, restart, a refused move, "No moves left" and a
 * win. The engine, run here in Node, says what the board must show after each step.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { doubleClickMove } from "../../src/app/input/best-move.js";
import {
  ALL_TABLEAU,
  dealPosition,
  explain,
  type GameRules,
  isWon,
  layoutOf,
  legalMoves,
  type Move,
  type Position,
  parsePosition,
  play,
  refusal,
} from "../../src/engine/index.js";
import { GAMES, gameById } from "../../src/games/index.js";
import {
  autoplayed,
  boardOf,
  clickCard,
  clickDestination,
  dragCard,
  goto,
  positionHash,
  readBoard,
  statusText,
  useBrowser,
} from "./helpers.js";
import { nearlyWon, stuck } from "./positions.js";

let page: Page;
useBrowser((opened) => {
  page = opened;
});

/** A move the player can make by hand from a pile other than the stock. */
const handMove = (position: Position): Move | undefined =>
  legalMoves(position).find(
    (move) => move.to !== ALL_TABLEAU && layoutOf(position.rules).kinds[move.from] !== "stock",
  );

/** The first deal (from 1) where `count` hand moves can be made one after another. */
function dealWithMoves(rules: GameRules, count: number): { deal: number; position: Position } {
  for (let deal = 1; ; deal++) {
    const position = dealPosition(rules, deal);
    let made = 0;
    for (let now = position, move = handMove(now); move && made < count; move = handMove(now)) {
      now = autoplayed(play(now, move));
      made++;
    }
    if (made === count) return { deal, position };
  }
}

/** Page structure the tests rely on (issue, "Test hooks"). */
async function checkStructure(position: Position) {
  const names = layoutOf(position.rules).names;
  const report = await page.evaluate(() => {
    const piles = [...document.querySelectorAll<HTMLElement>("[data-pile]")];
    const cards = [...document.querySelectorAll<HTMLElement>(".card")];
    return {
      piles: piles.map((pile) => pile.dataset.pile),
      invisible: piles.filter((pile) => pile.getBoundingClientRect().width === 0).length,
      strayCards: cards.filter(
        (card) => !card.parentElement?.matches("[data-pile]") || card.querySelector(".card"),
      ).length,
      namedDown: cards.filter(
        (card) =>
          card.dataset.face === "down" &&
          (card.hasAttribute("data-card") ||
            card.className !== "card down" ||
            card.textContent !== "" ||
            card.children.length > 0 ||
            card.hasAttribute("title") ||
            card.hasAttribute("aria-label")),
      ).length,
    };
  });
  expect(report.piles.sort()).toEqual([...names].sort());
  expect(report.invisible).toBe(0);
  expect(report.strayCards).toBe(0);
  expect(report.namedDown).toBe(0);
}

describe.each(GAMES.map((rules) => [rules.id, rules] as const))("%s", (id, rules) => {
  test("deal link, click, drag, double-click, stock, undo, redo, restart", async () => {
    const { deal, position: start } = dealWithMoves(rules, 3);
    await goto(page, `#/${id}/${deal}`);
    expect(new URL(page.url()).hash).toBe(`#/${id}`);
    expect(await readBoard(page)).toEqual(boardOf(start));
    await checkStructure(start);

    // By click: the moving card (the run's first card), then the destination.
    const first = handMove(start) as Move;
    const names = layoutOf(rules).names;
    await clickCard(page, names[first.from], first.count);
    await clickDestination(page, names[first.to]);
    const afterClick = autoplayed(play(start, first));
    expect(await readBoard(page)).toEqual(boardOf(afterClick));
    expect(await statusText(page)).toMatch(/^Moved /);

    // By drag and drop.
    const second = handMove(afterClick) as Move;
    await dragCard(page, names[second.from], second.count, names[second.to]);
    const afterDrag = autoplayed(play(afterClick, second));
    expect(await readBoard(page)).toEqual(boardOf(afterDrag));

    // By double-click: the card goes where the app's choice (unit-tested) says.
    const third = handMove(afterDrag) as Move;
    const chosen = doubleClickMove(afterDrag, third.from, third.count) as Move;
    await clickCard(page, names[third.from], third.count, 2);
    const afterDouble = autoplayed(play(afterDrag, chosen));
    expect(await readBoard(page)).toEqual(boardOf(afterDouble));

    // The stock deals when clicked.
    const layout = layoutOf(rules);
    let latest = afterDouble;
    if (layout.stock >= 0) {
      const stockMove = legalMoves(afterDouble).find((move) => move.from === layout.stock);
      if (stockMove) {
        await page.locator('[data-pile="stock"]').click();
        latest = autoplayed(play(afterDouble, stockMove));
        expect(await readBoard(page)).toEqual(boardOf(latest));
      }
    }

    const beforeLatest = latest === afterDouble ? afterDrag : afterDouble;
    await page.getByRole("button", { name: "Undo", exact: true }).click();
    expect(await readBoard(page)).toEqual(boardOf(beforeLatest));
    await page.getByRole("button", { name: "Redo", exact: true }).click();
    expect(await readBoard(page)).toEqual(boardOf(latest));
    await page.getByRole("button", { name: "Restart", exact: true }).click();
    expect(await readBoard(page)).toEqual(boardOf(start));
    await page.getByRole("button", { name: "Undo", exact: true }).click();
    expect(await readBoard(page)).toEqual(boardOf(latest));
    await page.keyboard.press("Control+z");
    expect(await readBoard(page)).toEqual(boardOf(beforeLatest));
    await page.keyboard.press("Control+y");
    expect(await readBoard(page)).toEqual(boardOf(latest));
  });

  test("a refused move changes nothing and says why", async () => {
    const { deal, position } = dealWithMoves(rules, 1);
    await goto(page, `#/${id}/${deal}`);
    const layout = layoutOf(rules);
    const illegal = layout.tableau
      .flatMap((from) => layout.tableau.map((to) => ({ from, to, count: 1 })))
      .find(
        (move) =>
          move.from !== move.to &&
          position.piles[move.from].cards.length > 0 &&
          position.piles[move.to].cards.length > 0 &&
          refusal(position, move) !== null,
      ) as Move;
    await clickCard(page, layout.names[illegal.from], 1);
    await clickDestination(page, layout.names[illegal.to]);
    const reason = explain(position, illegal, refusal(position, illegal) as never);
    expect(await statusText(page)).toContain(reason);
    expect(await readBoard(page)).toEqual(boardOf(position));
  });

  test("no moves left, from a position link", async () => {
    const json = stuck(rules);
    await goto(page, positionHash(json));
    expect(new URL(page.url()).hash).toBe(`#/${id}`);
    const parsed = parsePosition(json, gameById);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(await readBoard(page)).toEqual(boardOf(parsed.value));
    expect(await statusText(page)).toContain("No moves left");
    await checkStructure(parsed.value);
  });

  test("a win, from a position link and a double-click", async () => {
    const json = nearlyWon(rules);
    await goto(page, positionHash(json));
    const parsed = parsePosition(json, gameById);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(await readBoard(page)).toEqual(boardOf(parsed.value));
    const winning = legalMoves(parsed.value).find((move) =>
      isWon(play(parsed.value, move)),
    ) as Move;
    await clickCard(page, layoutOf(rules).names[winning.from], 1, 2);
    expect(await statusText(page)).toContain("You won");
  });
});
