import type { Layout } from "../../engine/index.js";

/**
 * "up" or "down" where piles of one kind build different ways (Penta's tableau and
 * foundations), so that the player can tell them apart; null elsewhere.
 */
export function buildDirection(layout: Layout, index: number): "up" | "down" | null {
  const kind = layout.kinds[index];
  const directions = new Set<string>();
  layout.groups.forEach((group, i) => {
    if (layout.kinds[i] === kind && group.build) directions.add(group.build.direction);
  });
  return directions.size > 1 ? (layout.groups[index].build?.direction ?? null) : null;
}
