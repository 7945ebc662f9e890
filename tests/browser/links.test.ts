/**
 * Links: every link opens or explains (broken escapes, any characters, huge links), on a
 * first visit and after a reload.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { baseUrl, useBrowser } from "./helpers.js";

let page: Page;
useBrowser((opened) => {
  page = opened;
});

/** Opens `hash` as a first visit would: a new document, not a change of the address. */
async function firstLoad(hash: string): Promise<void> {
  await page.goto("about:blank");
  await page.goto(`${baseUrl()}${hash}`);
  await page.waitForSelector("main h1");
}

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
