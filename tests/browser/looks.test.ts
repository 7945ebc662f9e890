/**
 * Looks: Settings offer at least four table colours (one of high contrast) and three
 * card backs, each drawn differently; short sounds are off until turned on, and then a
 * move plays one.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { clickCard, goto, useBrowser } from "./helpers.js";

let page: Page;
useBrowser((opened) => {
  page = opened;
});

const openSettings = () => page.getByRole("button", { name: "Settings", exact: true }).click();
const closeSettings = () =>
  page.getByRole("dialog").getByRole("button", { name: "Close", exact: true }).click();

/** The names of the options of the settings group `legend`. */
const optionsOf = (legend: string) =>
  page
    .getByRole("group", { name: legend, exact: true })
    .getByRole("radio")
    .evaluateAll((radios) =>
      radios.map((radio) => radio.closest("label")?.textContent?.trim() ?? ""),
    );

/**
 * Checks an option, and waits until the page has taken it up: the settings reach the
 * page's root attribute named like the radio group after the change is handled.
 */
async function choose(legend: string, option: string): Promise<void> {
  const radio = page
    .getByRole("group", { name: legend, exact: true })
    .getByLabel(option, { exact: true });
  await radio.check();
  const [name, value] = await radio.evaluate((input) => [
    (input as HTMLInputElement).name,
    (input as HTMLInputElement).value,
  ]);
  await expect
    .poll(() => page.evaluate((key) => document.documentElement.dataset[key], name))
    .toBe(value);
}

test("four table colours or more, one of high contrast, each its own colour", async () => {
  await goto(page, "#/klondike/3");
  await openSettings();
  const tables = await optionsOf("Table");
  expect(tables.length).toBeGreaterThanOrEqual(4);
  expect(tables).toContain("High contrast");
  const colours = new Set<string>();
  for (const table of tables) {
    await choose("Table", table);
    colours.add(
      await page.locator(".board").evaluate((board) => getComputedStyle(board).backgroundColor),
    );
  }
  expect(colours.size).toBe(tables.length);
  await choose("Table", tables[0]);
  await closeSettings();
});

test("three card backs or more, each drawn its own way", async () => {
  await goto(page, "#/klondike/3");
  await openSettings();
  const backs = await optionsOf("Card back");
  expect(backs.length).toBeGreaterThanOrEqual(3);
  const drawn = new Set<string>();
  const faceDown = page.locator('.card[data-face="down"]').first();
  for (const back of backs) {
    await choose("Card back", back);
    drawn.add(
      await faceDown.evaluate((card) => {
        const style = getComputedStyle(card);
        return `${style.backgroundImage} ${style.backgroundColor}`;
      }),
    );
  }
  expect(drawn.size).toBe(backs.length);
  await choose("Card back", backs[0]);
  await closeSettings();
});

test("sounds are off until turned on; then a move plays one", async () => {
  // Counts the sounds the page starts (each is synthesized: a buffer or an oscillator).
  await page.addInitScript(() => {
    const counted = window as unknown as { soundsStarted: number };
    counted.soundsStarted = 0;
    for (const node of [AudioBufferSourceNode, OscillatorNode]) {
      const start = node.prototype.start;
      node.prototype.start = function (this: AudioScheduledSourceNode, when?: number) {
        counted.soundsStarted++;
        return start.call(this, when);
      };
    }
  });
  const started = () =>
    page.evaluate(() => (window as unknown as { soundsStarted: number }).soundsStarted);
  await goto(page, "#/klondike/3");
  await page.reload(); // a new document, which runs the script above
  await page.waitForSelector("[data-pile]");
  await openSettings();
  const sounds = page.getByRole("checkbox", { name: "Sounds", exact: true });
  expect(await sounds.isChecked()).toBe(false);
  await closeSettings();
  await clickCard(page, "stock", 1);
  expect(await started()).toBe(0);

  await openSettings();
  await sounds.check();
  await closeSettings();
  await clickCard(page, "stock", 1);
  await expect.poll(started).toBeGreaterThan(0);
  await openSettings();
  await sounds.uncheck();
  await closeSettings();
});
