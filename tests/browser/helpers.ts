/**
 * Shared by the browser tests: one Chromium per test file, reading the board from the
 * page, and the engine as the oracle of what the board should show.
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import {
  layoutOf,
  type Position,
  type PositionJson,
  play,
  positionToText,
  safeFoundationMove,
} from "../../src/engine/index.js";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Runs in every document before its own scripts: reports what its policy refused. */
function reportPolicyViolations() {
  document.addEventListener("securitypolicyviolation", (event) => {
    const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
      .reportPolicyViolation;
    report(
      `${event.effectiveDirective} refused ${event.blockedURI}` +
        ` (${event.sourceFile || event.documentURI}:${event.lineNumber})`,
    );
  });
}

/**
 * A fresh browser profile for one test file. `errors` gathers the page's uncaught errors
 * and every securitypolicyviolation event of any page of the context.
 */
export async function openBrowser(viewport = { width: 1280, height: 900 }) {
  const profile = await mkdtemp(join(tmpdir(), "patience-profile-"));
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
    viewport,
  });
  const errors: string[] = [];
  await context.exposeFunction("reportPolicyViolation", (text: string) =>
    errors.push(`securitypolicyviolation: ${text}`),
  );
  await context.addInitScript(reportPolicyViolations);
  const page = context.pages()[0] ?? (await context.newPage());
  page.on("pageerror", (error) => errors.push(String(error)));
  return { context, page, errors };
}

/**
 * One browser for the whole test file: its page is handed to `use` before the tests, and
 * after them the page must not have thrown an error nor broken its security policy.
 */
export function useBrowser(
  use: (page: Page) => void,
  viewport?: { width: number; height: number },
) {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    browser = await openBrowser(viewport);
    use(browser.page);
  });
  afterAll(async () => {
    expect(browser.errors).toEqual([]);
    await browser.context.close();
  });
}

export const baseUrl = () => inject("baseUrl");

export const positionHash = (position: Position | PositionJson): string =>
  `#/position/${Buffer.from(
    "rules" in position ? positionToText(position) : JSON.stringify(position),
  ).toString("base64url")}`;

export async function goto(page: Page, hash: string): Promise<void> {
  await page.goto(`${baseUrl()}${hash}`);
  await page.waitForSelector("[data-pile], main h1");
}

/** The board as the page shows it: pile name to card codes, "??" for a hidden card. */
export function readBoard(page: Page): Promise<Record<string, string[]>> {
  return page.$$eval("[data-pile]", (piles) =>
    Object.fromEntries(
      piles.map((pile) => [
        pile.getAttribute("data-pile") ?? "",
        [...pile.querySelectorAll(".card")].map((card) =>
          card.getAttribute("data-face") === "up" ? (card.getAttribute("data-card") ?? "") : "??",
        ),
      ]),
    ),
  );
}

/** What the board must show for `position`. */
export function boardOf(position: Position): Record<string, string[]> {
  const layout = layoutOf(position.rules);
  const json = JSON.parse(positionToText(position)) as PositionJson;
  const shown = (codes: (string | null)[]) =>
    codes.flatMap((code) => (code === null ? [] : [code === code.toUpperCase() ? code : "??"]));
  const board: Record<string, string[]> = {};
  layout.names.forEach((name, i) => {
    const kind = layout.kinds[i];
    const n = layout.indexInKind[i];
    if (kind === "tableau") board[name] = shown(json.tableau[n]);
    else if (kind === "foundation") board[name] = shown(json.foundations[n]);
    else if (kind === "cell") board[name] = shown([json.cells?.[n] ?? null]);
    else if (kind === "stock") board[name] = (json.stock ?? []).map(() => "??");
    else board[name] = shown(json.waste ?? []);
  });
  return board;
}

/** The position after the app's autoplay (on by default). */
export function autoplayed(position: Position): Position {
  let current = position;
  for (let move = safeFoundationMove(current); move; move = safeFoundationMove(current)) {
    current = play(current, move);
  }
  return current;
}

export const statusText = (page: Page) => page.locator('[role="status"]').textContent();

/** The element a click should aim at: a pile's card `fromTop` from its top, or the pile. */
export function cardLocator(page: Page, pile: string, fromTop: number) {
  return page.locator(`[data-pile="${pile}"] > .card`).nth(-fromTop);
}

export function pileLocator(page: Page, pile: string) {
  return page.locator(`[data-pile="${pile}"]`);
}

/** Where a click lands to choose pile `to` as a destination: its top card, or the pile. */
export async function clickDestination(page: Page, to: string): Promise<void> {
  const cards = page.locator(`[data-pile="${to}"] > .card`);
  if ((await cards.count()) > 0) await cards.last().click();
  else await pileLocator(page, to).click();
}

/** Clicks a card near its top edge, the part of it a fanned pile leaves visible. */
export async function clickCard(page: Page, pile: string, fromTop: number, clicks = 1) {
  await cardLocator(page, pile, fromTop).click({ position: { x: 8, y: 6 }, clickCount: clicks });
}

/** Drags a card (and those above it) by the mouse onto pile `to`. */
export async function dragCard(page: Page, pile: string, fromTop: number, to: string) {
  const source = await cardLocator(page, pile, fromTop).boundingBox();
  const cards = page.locator(`[data-pile="${to}"] > .card`);
  const target =
    (await cards.count()) > 0
      ? await cards.last().boundingBox()
      : await pileLocator(page, to).boundingBox();
  if (!source || !target) throw new Error("card or pile not on screen");
  await page.mouse.move(source.x + 8, source.y + 6);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 5 });
  await page.mouse.up();
}
