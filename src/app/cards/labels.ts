/** Rank labels in the player's chosen style. */
import { RANKS, type Rank } from "../../engine/index.js";
import type { Settings } from "../state/settings.js";

export function rankLabel(rank: Rank, style: Settings["ranks"]): string {
  if (style === "numbers") return String(rank);
  const code = RANKS[rank - 1];
  return code === "T" ? "10" : code;
}
