/**
 * The app around the games: home and rules pages, broken links, settings, keyboard
 * play, resuming after a reload, and a corrupted save (statistics: storage.test.ts).
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { HINT_WIN_RATES, MEASURED_WIN_RATES } from "../../src/app/content/win-rates.js";
import { doubleClickMove } from "../../src/app/input/best-move.js";
import { autoplay } from "../../src/app/state/autoplay.js";
import {
  dealPosition,
  type GameRules,
  layoutOf,
  legalMoves,
  type Move,
  type Position,
  parsePosition,
  play,
  positionToJson,
  positionToText,
  RANKS,
} from "../../src/engine/index.js";
import { GAMES, gameById } from "../../src/games/index.js";
import {
  autoplayed,
  baseUrl,
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
import { nearlyWon } from "./positions.js";

let page: Page;
useBrowser((opened) => {
  page = opened;
});

const TITLES: Record<string, string> = {
  "penelopes-web": "Penelope's Web",
  penta: "Penta Solitaire",
  "penguin-tuxedo": "Penguin, Tuxedo variant",
  "penguin-original": "Penguin, Original (beak) variant",
  spiderette: "Spiderette",
  "will-o-the-wisp": "Will o' the Wisp",
  "black-widow": "Black Widow",
  "streets-and-alleys": "Streets and Alleys",
  "beleaguered-castle": "Beleaguered Castle",
  spider: "Spider",
  klondike: "Klondike (draw one)",
  "klondike-3": "Klondike (draw three)",
  freecell: "FreeCell",
  "bakers-dozen": "Baker's Dozen",
  "portuguese-solitaire": "Portuguese Solitaire",
  citadel: "Citadel",
  "exiled-kings": "Exiled Kings",
  tarantula: "Tarantula",
  deuces: "Deuces",
};

const tuxedo = gameById("penguin-tuxedo");
if (!tuxedo) throw new Error("no Tuxedo");
const names = layoutOf(tuxedo).names;

/**
 * Klondike's last seven cards, all face up but, where `down`, the King of Clubs; the Ten of
 * Clubs in the waste, or where `inStock` in the stock (Klondike draws one).
 */
const klondikeEnd = (down: boolean, inStock = false) => {
  const suit = (code: string, last: number) => RANKS.slice(0, last).map((rank) => rank + code);
  return {
    format: 1,
    game: "klondike",
    tableau: [[down ? "kc" : "KC", "QC", "JC"], ["KD", "QD"], ["KS"], [], [], [], []],
    foundations: [suit("C", 9), suit("D", 11), suit("H", 13), suit("S", 12)],
    waste: inStock ? [] : ["TC"],
    stock: inStock ? ["TC"] : [],
  };
};

describe("pages and links", () => {
  test("the home page names every game and links to it", async () => {
    await goto(page, "#/");
    for (const rules of GAMES) {
      const link = page.getByRole("link", { name: TITLES[rules.id], exact: true });
      expect(await link.getAttribute("href")).toBe(`#/${rules.id}`);
    }
  });

  test("a rules page explains the game and links to its relatives", async () => {
    await goto(page, "#/penelopes-web/rules");
    await expect.poll(() => page.locator("h1").textContent()).toContain("Penelope's Web");
    expect(await page.locator("main").textContent()).toContain("only a King");
    // Where the text first names it, and in the list of related games.
    const relative = page.getByRole("link", { name: "Streets and Alleys", exact: true });
    expect(await relative.count()).toBe(2);
    for (const link of await relative.all()) {
      expect(await link.getAttribute("href")).toBe("#/streets-and-alleys/rules");
    }
    const measured = page.locator('[data-section="measured-win-rate"]');
    expect(await measured.textContent()).toContain(MEASURED_WIN_RATES["penelopes-web"].method);
    // Hint's own record is shown only where cards are hidden and it has been measured.
    expect(await page.locator('[data-section="hint-win-rate"]').count()).toBe(0);
  });

  test("a hidden-card game's rules page says how often Hint's advice wins", async () => {
    await goto(page, "#/spiderette/rules");
    const hint = page.locator('[data-section="hint-win-rate"]');
    // The record the win-rate page gives (src/app/content/win-rates.test.ts checks the two agree).
    const { won, deals, range } = HINT_WIN_RATES.spiderette;
    await expect.poll(() => hint.textContent()).toContain(`${won} of the ${deals} deals ${range}`);
    expect(await hint.textContent()).toContain(`${((100 * won) / deals).toFixed(1)} %`);
  });

  test.each([
    ["#/position/%%%", "damaged"],
    [`#/position/${Buffer.from('{"format":1}').toString("base64url")}`, "not valid"],
    ["#/no-such-game", "no game called"],
    ["#/penta/0", "not a deal number"],
    ["#/penta/4294967296", "not a deal number"],
    ["#/freecell/2147483648", "deals run from 1 to 2147483647"],
  ])("a broken link %s says what is wrong and leads home", async (hash, words) => {
    await goto(page, hash);
    expect(await page.locator('[role="alert"]').textContent()).toContain(words);
    expect(await page.getByRole("link", { name: "Go to the home page" }).count()).toBe(1);
  });

  test("Share gives the link of the deal", async () => {
    await goto(page, "#/penta/77");
    await page.getByRole("button", { name: "Share", exact: true }).click();
    await expect.poll(() => statusText(page)).toContain(`${baseUrl()}#/penta/77`);
  });

  test("a click on Klondike's empty stock turns the waste back over", async () => {
    const klondike = gameById("klondike");
    if (!klondike) throw new Error("no Klondike");
    const start = positionToJson(dealPosition(klondike, 4));
    const emptied = { ...start, stock: [], waste: start.stock ?? [] };
    const parsed = parsePosition(emptied, gameById);
    if (!parsed.ok) throw new Error(parsed.error);
    await goto(page, positionHash(emptied));
    expect(await readBoard(page)).toEqual(boardOf(parsed.value));
    await page.locator('[data-pile="stock"]').click();
    const redeal = legalMoves(parsed.value).find((move) => move.to === layoutOf(klondike).stock);
    if (!redeal) throw new Error("no redeal");
    expect(await readBoard(page)).toEqual(boardOf(autoplayed(play(parsed.value, redeal))));
  });

  test("the deal number can be typed", async () => {
    await goto(page, "#/spider/5");
    await page.getByLabel("Deal", { exact: true }).fill("123");
    await page.getByRole("button", { name: "Play deal" }).click();
    const spider = gameById("spider");
    if (!spider) throw new Error("no Spider");
    expect(await readBoard(page)).toEqual(boardOf(dealt(spider, 123)));
  });
});

describe("settings", () => {
  const openSettings = () => page.getByRole("button", { name: "Settings", exact: true }).click();
  const closeSettings = () => page.getByRole("button", { name: "Close", exact: true }).click();
  const choose = (legend: string, label: string) =>
    page.getByRole("group", { name: legend }).getByLabel(label, { exact: true }).check();

  test("each setting changes the cards or the play, and is kept across a reload", async () => {
    await goto(page, "#/penguin-tuxedo/1");
    const ace = page.locator('.card[data-card^="A"]').first();
    const king = page.locator('.card[data-card^="K"]').first();
    await openSettings();
    await choose("Ranks", "Numbers");
    expect(await ace.locator(".rank").getAttribute("data-rank")).toBe("1");
    expect(await king.locator(".rank").getAttribute("data-rank")).toBe("13");
    await choose("Ranks", "Traditional");
    expect(await king.locator(".rank").getAttribute("data-rank")).toBe("K");

    const symbol = () => page.locator("symbol#suit-0").innerHTML();
    const traditional = await symbol();
    await choose("Suits", "Shapes");
    const shapes = await symbol();
    await choose("Suits", "Animals");
    const animals = await symbol();
    expect(new Set([traditional, shapes, animals]).size).toBe(3);

    const club = page.locator('.card[data-card$="C"]').first();
    const spade = page.locator('.card[data-card$="S"]').first();
    const colour = (card: typeof club) => card.evaluate((el) => getComputedStyle(el).color);
    await choose("Colours", "Four colours");
    expect(await colour(club)).not.toBe(await colour(spade));
    await choose("Colours", "Two colours");
    expect(await colour(club)).toBe(await colour(spade));

    await choose("Theme", "Dark");
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    await page.getByRole("checkbox", { name: "Autoplay", exact: true }).uncheck();
    await closeSettings();

    await page.reload();
    await page.waitForSelector("[data-pile]");
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    await openSettings();
    expect(await page.getByRole("checkbox", { name: "Autoplay", exact: true }).isChecked()).toBe(
      false,
    );
    expect(await page.getByRole("group", { name: "Suits" }).getByLabel("Animals").isChecked()).toBe(
      true,
    );
    await choose("Theme", "Light");
    await choose("Suits", "Traditional");
    await closeSettings();
  });

  test("autoplay off leaves a safe card where it is; on, it goes home", async () => {
    // Every card home but two Kings; moving one King home leaves the other in place
    // without autoplay.
    const json = nearlyWon(tuxedo);
    json.tableau[1] = [json.foundations[2].pop() as string];
    await goto(page, positionHash(json));
    await clickCard(page, "tableau:0", 1, 2);
    expect((await readBoard(page))["tableau:1"]).toEqual(["KH"]);
    await page.getByRole("button", { name: "Undo", exact: true }).click();
    await page.getByRole("button", { name: "Settings", exact: true }).click();
    await page.getByRole("checkbox", { name: "Autoplay", exact: true }).check();
    await page.getByRole("button", { name: "Close", exact: true }).click();
    await clickCard(page, "tableau:0", 1, 2);
    expect(await statusText(page)).toContain("You won");
  });

  test("one tap moves, once set: a tapped card goes where it fits, or is picked up", async () => {
    const klondike = gameById("klondike") as GameRules;
    const { tableau, names } = layoutOf(klondike);
    // The first deal with a top card that has a move and one that has none.
    const tops = (start: Position) => ({
      goes: tableau.find((pile) => doubleClickMove(start, pile, 1) !== null),
      stays: tableau.find((pile) => doubleClickMove(start, pile, 1) === null),
    });
    let start = dealPosition(klondike, 1);
    for (let deal = 2; tops(start).goes === undefined || tops(start).stays === undefined; deal++) {
      start = dealPosition(klondike, deal);
    }
    const { goes, stays } = tops(start) as { goes: number; stays: number };
    await goto(page, positionHash(start));
    await openSettings();
    await page.getByRole("checkbox", { name: "One tap moves", exact: true }).check();
    await closeSettings();
    await clickCard(page, names[goes], 1);
    const after = autoplay(play(start, doubleClickMove(start, goes, 1) as Move)).position;
    expect(await readBoard(page)).toEqual(boardOf(after));
    await clickCard(page, names[stays], 1);
    expect(await page.locator(`[data-pile="${names[stays]}"] .card.selected`).count()).toBe(1);
    expect(await readBoard(page)).toEqual(boardOf(after));
    await page.keyboard.press("Escape");
    // A foundation's King could go into a space; a tap only picks it up.
    const end = klondikeEnd(false);
    await goto(page, positionHash(end));
    await clickCard(page, "foundation:2", 1);
    expect(await page.locator('[data-pile="foundation:2"] .card.selected').count()).toBe(1);
    const shown = parsePosition(end, gameById);
    if (!shown.ok) throw new Error(shown.error);
    expect(await readBoard(page)).toEqual(boardOf(shown.value));
    await page.keyboard.press("Escape");
    await openSettings();
    await page.getByRole("checkbox", { name: "One tap moves", exact: true }).uncheck();
    await closeSettings();
  });
});

describe("finish", () => {
  const finish = () => page.getByRole("button", { name: "Finish", exact: true });

  test("Finish (or F) sends every card home at once, as one step Undo takes back", async () => {
    await goto(page, positionHash(klondikeEnd(false)));
    await finish().click();
    expect(await statusText(page)).toContain(
      "Finish sent the last 7 cards to the foundations. You won",
    );
    expect(await finish().count()).toBe(0);
    await page.getByRole("button", { name: "Undo", exact: true }).click();
    const start = parsePosition(klondikeEnd(false), gameById);
    if (!start.ok) throw new Error(start.error);
    expect(await readBoard(page)).toEqual(boardOf(start.value));
    expect(await finish().count()).toBe(1);
    await page.keyboard.press("f");
    expect(await statusText(page)).toContain("You won");
  });

  test("Finish turns the stock through where it turns one card at a time", async () => {
    await goto(page, positionHash(klondikeEnd(false, true)));
    await finish().click();
    expect(await statusText(page)).toContain("Finish sent the last 7 cards to the foundations.");
    expect(await statusText(page)).toContain("You won");
  });

  test("Finish is not offered while a card lies face down", async () => {
    await goto(page, positionHash(klondikeEnd(true)));
    expect(await readBoard(page)).toHaveProperty("tableau:0", ["??", "QC", "JC"]);
    expect(await finish().count()).toBe(0);
  });
});

describe("keyboard", () => {
  test("a pile is chosen, picked up and dropped with keys alone", async () => {
    const deal = dealt(tuxedo, 1);
    const move = legalMoves(deal).find((m) => m.count === 1 && m.to >= 0) ?? legalMoves(deal)[0];
    await goto(page, "#/penguin-tuxedo/1");
    await page.locator(`[data-pile="${names[move.from]}"]`).focus();
    await page.keyboard.press("Enter");
    while (true) {
      const label = await page
        .locator(`[data-pile="${names[move.from]}"]`)
        .getAttribute("aria-label");
      const held = Number(/(\d+) picked up/.exec(label ?? "")?.[1] ?? 0);
      if (held <= move.count) break;
      await page.keyboard.press("-");
    }
    const fromIndex = await page.$$eval("[data-pile]", (piles) =>
      piles.indexOf(document.activeElement as HTMLElement),
    );
    const toIndex = await page.$$eval(
      "[data-pile]",
      (piles, name) => piles.findIndex((pile) => pile.getAttribute("data-pile") === name),
      names[move.to],
    );
    const key = toIndex > fromIndex ? "ArrowRight" : "ArrowLeft";
    for (let i = 0; i < Math.abs(toIndex - fromIndex); i++) await page.keyboard.press(key);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-pile"))).toBe(
      names[move.to],
    );
    await page.keyboard.press("Space");
    expect(await readBoard(page)).toEqual(boardOf(autoplayed(play(deal, move))));
    expect(await statusText(page)).toMatch(/^Moved /);
  });
});

describe("statistics and resuming", () => {
  test("a game resumes after a reload, undo history included", async () => {
    const deal = dealt(tuxedo, 9);
    await goto(page, "#/penguin-tuxedo/9");
    let current = deal;
    const played = [];
    for (let i = 0; i < 3; i++) {
      const move = legalMoves(current).find((m) => m.to >= 0 && m.count === 1);
      if (!move) break;
      await clickCard(page, names[move.from], 1);
      await clickDestination(page, names[move.to]);
      played.push(current);
      current = autoplayed(play(current, move));
    }
    expect(await readBoard(page)).toEqual(boardOf(current));
    await page.reload();
    await page.waitForSelector("[data-pile]");
    expect(await readBoard(page)).toEqual(boardOf(current));
    await page.getByRole("button", { name: "Undo", exact: true }).click();
    expect(await readBoard(page)).toEqual(boardOf(played[played.length - 1]));
  });

  test("a corrupted save is reported and set aside; statistics survive", async () => {
    await goto(page, "#/penguin-tuxedo/9");
    const stats = await page.evaluate(() => localStorage.getItem("patience.stats"));
    expect(stats).not.toBeNull();
    // The deal is saved once the page has painted it; the save is broken after that.
    await page.waitForFunction(
      () =>
        JSON.parse(localStorage.getItem("patience.game.penguin-tuxedo") ?? "{}").steps?.length ===
        0,
    );
    await page.evaluate(() => localStorage.setItem("patience.game.penguin-tuxedo", "{broken"));
    await goto(page, "#/");
    await page.reload();
    await goto(page, "#/penguin-tuxedo");
    expect(await page.locator(".notice").textContent()).toContain("set-aside");
    const kept = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.includes("set-aside")),
    );
    expect(kept.length).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem("patience.stats"))).toBe(stats);
    expect(await page.locator("[data-pile]").count()).toBe(layoutOf(tuxedo).size);
  });

  test("a position link is shown exactly as given, before any autoplay", async () => {
    const json = nearlyWon(tuxedo);
    json.tableau[1] = [json.foundations[2].pop() as string];
    const parsed = parsePosition(json, gameById);
    if (!parsed.ok) throw new Error(parsed.error);
    await goto(page, positionHash(json));
    expect(await readBoard(page)).toEqual(boardOf(parsed.value));
    expect(positionToText(parsed.value)).toContain("KH");
  });
});
