/**
 * The public benchmark deals, one position a line: ../shared/deals from the checkout
 * root, or the folder PATIENCE_BENCH_DEALS_DIR names (a worktree has no ../shared).
 */
import { existsSync, readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

/** From dist-bench/bench/ when compiled, from bench/ as source. */
const besideCheckout = import.meta.url.includes("/dist-bench/")
  ? "../../../shared/deals/"
  : "../../shared/deals/";

const folder = (): URL => {
  const named = process.env.PATIENCE_BENCH_DEALS_DIR;
  return named
    ? pathToFileURL(`${named.replace(/\/$/, "")}/`)
    : new URL(besideCheckout, import.meta.url);
};

/** The public deals of `game`, as the lines of its file (interchange positions). */
export function publicDeals(game: string): string[] {
  return readFileSync(new URL(`${game}.jsonl`, folder()), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "");
}

/** Whether `game` has public deals (the games added after them have none). */
export const hasPublicDeals = (game: string): boolean =>
  existsSync(new URL(`${game}.jsonl`, folder()));
