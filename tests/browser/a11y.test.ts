/**
 * Accessibility: axe-core finds no serious or critical violation on the home page (and
 * its search), a rules page, a game page, and a game page with the settings dialog open.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { goto, useBrowser } from "./helpers.js";

// Evaluated by the test: the page's policy refuses inline scripts (a script tag).
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

let page: Page;
useBrowser(
  (opened) => {
    page = opened;
  },
  { width: 390, height: 844 },
);

interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: unknown }[];
}

async function seriousViolations(): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: Violation[] }> } })
      .axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
}

test.each([
  ["home page", "#/"],
  ["rules page", "#/penguin-tuxedo/rules"],
  ["game page", "#/spider/2"],
  ["game page, Penta", "#/penta/3"],
])("%s", async (_, hash) => {
  await goto(page, hash);
  expect(await seriousViolations()).toEqual([]);
});

test("home page searched: games found, then none", async () => {
  await goto(page, "#/");
  const search = page.getByLabel("Find a game", { exact: true });
  for (const query of ["king", "zebra"]) {
    await search.fill(query);
    await page.locator("main [role='status']", { hasText: query }).waitFor();
    expect(await seriousViolations()).toEqual([]);
  }
});

test("game page with the settings dialog open, in both themes", async () => {
  await goto(page, "#/penguin-original/4");
  await page.getByRole("button", { name: "Settings", exact: true }).click();
  expect(await seriousViolations()).toEqual([]);
  await page.getByRole("group", { name: "Theme" }).getByLabel("Dark", { exact: true }).check();
  expect(await seriousViolations()).toEqual([]);
  await page.getByRole("button", { name: "Close", exact: true }).click();
  expect(await seriousViolations()).toEqual([]);
});
