/**
 * For the tests of the player's data: visits as a new document (not a change of the
 * address), storage set up before the app reads it, a move played by clicks, and the
 * statistics as stored.
 */
import type { Page } from "playwright-core";
import { layoutOf, legalMoves, type Position, play } from "../../src/engine/index.js";
import { autoplayed, baseUrl, clickCard, clickDestination } from "./helpers.js";

/** Opens `hash` as a first visit would: a new document. */
export async function firstLoad(page: Page, hash: string): Promise<void> {
  await page.goto("about:blank");
  await page.goto(`${baseUrl()}${hash}`);
  await page.waitForSelector("main h1");
}

/** Opens `hash` as a first visit, with `stored` (key to text) in storage and nothing else. */
export async function freshLoad(
  page: Page,
  hash: string,
  stored: Record<string, string> = {},
): Promise<void> {
  await firstLoad(page, "#/");
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [key, text] of Object.entries(entries)) localStorage.setItem(key, text);
  }, stored);
  await firstLoad(page, hash);
}

/** Plays the first one-card move onto a pile by clicks; the position after it and its autoplay. */
export async function playAMove(page: Page, from: Position): Promise<Position> {
  const names = layoutOf(from.rules).names;
  const move = legalMoves(from).find((m) => m.to >= 0 && m.count === 1);
  if (!move) throw new Error("no one-card move");
  await clickCard(page, names[move.from], 1);
  await clickDestination(page, names[move.to]);
  return autoplayed(play(from, move));
}

export const storedStats = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("patience.stats") ?? "{}"));
