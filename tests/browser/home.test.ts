/**
 * The home page's families and search, typed like a person types, and the rules pages'
 * links to the relatives they name.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { FAMILIES } from "../../src/app/content/families.js";
import { textOf } from "../../src/app/content/index.js";
import { GAME_IDS } from "../../src/games/index.js";
import { goto, useBrowser } from "./helpers.js";

let page: Page;
useBrowser((opened) => {
  page = opened;
});

const search = () => page.getByLabel("Find a game", { exact: true });
const status = () => page.locator("main [role='status']").textContent();

/** The games the page shows, by the links of their names, in the page's order. */
const shownGames = () =>
  page.$$eval(".games h3 a", (links) =>
    links.map((link) => (link.getAttribute("href") ?? "").slice("#/".length)),
  );

/** The games a reader sees `word` begin a word in: name, family, what they share, own rule. */
const gamesWithWord = (word: string) =>
  FAMILIES.flatMap((family) =>
    family.games.filter((id) =>
      new RegExp(`\\b${word}`, "i").test(
        [textOf(id).title, family.name, family.shares, textOf(id).setApart].join(" "),
      ),
    ),
  );

async function typeInSearch(text: string) {
  await search().click();
  await page.keyboard.press("Control+a");
  await page.keyboard.type(text);
}

describe("the home page", () => {
  test("lists every game under its family, with its rule, record, deal of the day and rules", async () => {
    await goto(page, "#/");
    for (const family of FAMILIES) {
      const section = page.getByRole("region", { name: family.name, exact: true });
      expect(await section.textContent()).toContain(family.shares);
      expect(await section.locator(".games > li").count()).toBe(family.games.length);
      for (const id of family.games) {
        const { title, setApart } = textOf(id);
        const game = section.locator(".games > li", {
          has: page.getByRole("link", { name: title, exact: true }),
        });
        expect(await game.textContent()).toContain(setApart);
        const link = (name: string) => game.getByRole("link", { name, exact: true });
        expect(await link(title).getAttribute("href")).toBe(`#/${id}`);
        expect(await link(`${title}: rules`).getAttribute("href")).toBe(`#/${id}/rules`);
        expect(await link(`${title}: deal of the day`).getAttribute("href")).toBe(`#/${id}/daily`);
      }
    }
    expect([...(await shownGames())].sort()).toEqual([...GAME_IDS].sort());
    // The collection's first games lead the page.
    expect((await shownGames())[0]).toBe("penelopes-web");
  });

  test("the search narrows the games as the player types, and says how many are left", async () => {
    await goto(page, "#/");
    expect(await status()).toBe("");
    await typeInSearch("king");
    const kings = gamesWithWord("king");
    expect(kings).toEqual(expect.arrayContaining(["penelopes-web", "exiled-kings", "klondike"]));
    await expect.poll(shownGames).toEqual(kings);
    expect(kings).not.toContain("spider");
    expect(await status()).toBe(`${kings.length} games match “king”.`);
    // A family with no game left is gone, heading and all.
    expect(await page.getByRole("heading", { name: "Spider", exact: true }).count()).toBe(0);

    await typeInSearch("FreeCell");
    await expect.poll(shownGames).toEqual(["freecell"]);
    expect(await status()).toBe("1 game matches “FreeCell”.");
    // The keyboard goes from the search to the games it found.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.waitForSelector("[data-pile]");
    expect(new URL(page.url()).hash).toBe("#/freecell");
  });

  test("a search that finds nothing says so and offers to clear it; Escape clears it too", async () => {
    await goto(page, "#/");
    await typeInSearch("two decks");
    await expect.poll(shownGames).toEqual(gamesWithWord("two decks"));
    await typeInSearch("zebra");
    await expect.poll(shownGames).toEqual([]);
    expect(await status()).toBe("No game matches “zebra”.");
    await page.getByRole("button", { name: "Clear the search", exact: true }).click();
    await expect.poll(shownGames).toHaveLength(GAME_IDS.length);
    expect(await search().inputValue()).toBe("");
    expect(await search().evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await status()).toBe("");

    await page.keyboard.type("spider");
    const spiders = FAMILIES.find((family) => family.name === "Spider")?.games;
    await expect.poll(shownGames).toEqual(spiders);
    await page.keyboard.press("Escape");
    await expect.poll(shownGames).toHaveLength(GAME_IDS.length);
    expect(await search().inputValue()).toBe("");
  });

  test.each([
    [390, 844],
    [1280, 900],
  ])("fits a window %i pixels wide", async (width, height) => {
    await page.setViewportSize({ width, height });
    await goto(page, "#/");
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await typeInSearch("zebra");
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});

describe("rules pages", () => {
  test.each([
    ["penelopes-web", "Citadel", "citadel"],
    ["penelopes-web", "Portuguese Solitaire", "portuguese-solitaire"],
    ["black-widow", "Tarantula", "tarantula"],
    ["penta", "Deuces", "deuces"],
    ["penta", "Klondike", "klondike"],
  ])("%s links the %s it names, and the link opens it", async (from, name, to) => {
    await goto(page, `#/${from}/rules`);
    // Named in the text itself, not only in the list of related games.
    await page.locator(".faq").getByRole("link", { name, exact: true }).click();
    await expect
      .poll(() => page.locator("main h1").textContent())
      .toBe(`${textOf(to).title}: how to play`);
    expect(new URL(page.url()).hash).toBe(`#/${to}/rules`);
    await page.getByRole("link", { name: `Play ${textOf(to).title}`, exact: true }).click();
    await page.waitForSelector("[data-pile]");
    expect(new URL(page.url()).hash).toBe(`#/${to}`);
  });
});
