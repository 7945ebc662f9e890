/**
 * Installable and offline: the build served from a sub-path by a static host with the
 * documented headers is installable; after one visit the host goes away and every game,
 * the solver's verdict and Hint (in its worker) and the rules pages still work; a new
 * version served later is offered with a prompt, and Reload brings it in.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { build } from "vite";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import { layoutOf, play } from "../../src/engine/index.js";
import { GAMES } from "../../src/games/index.js";
import {
  autoplayed,
  boardOf,
  clickCard,
  clickDestination,
  openBrowser,
  positionHash,
  readBoard,
  statusText,
} from "./helpers.js";
import { winnableWithLosingMove } from "./solver-positions.js";
import { staticHost } from "./static-host.js";

const SUB_PATH = "/some/path/";
/** Marks the second build's page, so that the test can tell which version is shown. */
const NEW_VERSION = '<meta name="patience-test-version" content="2">';

let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let host: Awaited<ReturnType<typeof staticHost>>;
let newVersionDir: string;

beforeAll(async () => {
  newVersionDir = await mkdtemp(join(tmpdir(), "patience-app-v2-"));
  await build({
    logLevel: "warn",
    build: { outDir: newVersionDir, emptyOutDir: true },
    plugins: [
      {
        name: "new-version",
        transformIndexHtml: (html) => html.replace("</head>", `${NEW_VERSION}</head>`),
      },
    ],
  });
  host = await staticHost(inject("appDir"), SUB_PATH);
  browser = await openBrowser();
  page = browser.page;
});

afterAll(async () => {
  expect(browser.errors).toEqual([]);
  await browser.context.close();
  await host.close();
  await rm(newVersionDir, { recursive: true, force: true });
});

const button = (name: string) => page.getByRole("button", { name, exact: true });
const verdict = () => page.locator(".verdict").getAttribute("data-verdict");
const isNewVersion = () => page.locator('meta[name="patience-test-version"]').count();

async function open(hash: string): Promise<void> {
  await page.goto(`${host.url}${hash}`);
  await page.waitForSelector("[data-pile], main h1");
}

test("a visit installs the app: its worker controls the sub-path, the manifest is installable", async () => {
  await open("#/");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const scope = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.scope,
  );
  expect(scope).toBe(host.url);
  const cdp = await browser.context.newCDPSession(page);
  const manifest = await cdp.send("Page.getAppManifest");
  expect(manifest.errors).toEqual([]);
  expect(manifest.url).toBe(`${host.url}manifest.webmanifest`);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  expect(installabilityErrors).toEqual([]);
  await cdp.detach();
});

test("with the network off, the app reloads and every game, the solver and the rules work", async () => {
  await open("#/");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  host.online = false;
  await browser.context.setOffline(true);
  try {
    await playOffline();
  } finally {
    await browser.context.setOffline(false);
    host.online = true;
  }
  // Off line, only the update checks reached the host (for sw.js); the app asked it for
  // nothing else.
  expect(host.refused.length).toBeGreaterThan(0);
  expect(host.refused.filter((path) => path !== `${SUB_PATH}sw.js`)).toEqual([]);
});

async function playOffline(): Promise<void> {
  const trap = winnableWithLosingMove();
  const names = layoutOf(trap.position.rules).names;
  const after = autoplayed(play(trap.position, trap.losing));

  await page.reload();
  await page.waitForSelector("h1");
  for (const rules of GAMES) {
    await page.locator(`a[href="#/${rules.id}"]`).first().click();
    await page.waitForSelector("[data-pile]");
    await page.goBack();
    await page.waitForSelector(`a[href="#/${rules.id}"]`);
  }

  // An open game: the verdict and Hint come from the solver's worker, started off line.
  await open(positionHash(trap.position));
  await expect.poll(verdict).toBe("winnable");
  await clickCard(page, names[trap.losing.from], trap.losing.count);
  await clickDestination(page, names[trap.losing.to]);
  expect(await readBoard(page)).toEqual(boardOf(after));
  await expect.poll(verdict).toBe("lost");
  await button("Hint").click();
  await page.waitForSelector('[data-hint="from"]');
  expect(await statusText(page)).toContain("this position can no longer be won");

  // The game in progress comes back on a reload, and its rules page opens.
  await page.reload();
  await page.waitForSelector("[data-pile]");
  expect(await readBoard(page)).toEqual(boardOf(after));
  await page.getByRole("link", { name: "Rules", exact: true }).click();
  await expect.poll(() => page.locator("h1").textContent()).toContain("Beleaguered Castle");

  // A game with hidden cards: the fair player's guess, from the same worker.
  await open("#/spiderette/7");
  await button("Hint").click();
  await page.waitForSelector('[data-hint="from"]');
  expect(await statusText(page)).toContain("Best guess from the cards you can see");

  // An update check while off line (the browser's own may come late): it fails, and the
  // app carries on with the version it has.
  const checked = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.update().then(
      () => "updated",
      () => "failed",
    );
  });
  expect(checked).toBe("failed");
  expect(await statusText(page)).toContain("Best guess from the cards you can see");
}

test("a new version is offered with a prompt; Not now waits, Reload brings it in", async () => {
  await open("#/");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  expect(await button("Reload").count()).toBe(0);
  host.root = newVersionDir;

  await page.reload();
  await button("Reload").waitFor();
  expect(await page.getByText("A new version is ready").count()).toBe(1);
  expect(await isNewVersion()).toBe(0);
  await button("Not now").click();
  expect(await button("Reload").count()).toBe(0);

  // Still waiting after a reload: the page was the old version, and offers it again.
  await page.reload();
  await button("Reload").waitFor();
  expect(await isNewVersion()).toBe(0);
  await Promise.all([page.waitForEvent("load"), button("Reload").click()]);
  await page.waitForSelector("h1");
  expect(await isNewVersion()).toBe(1);
  expect(await button("Reload").count()).toBe(0);
});
