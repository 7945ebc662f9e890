/** What the player has seen of the cards now out of sight, for the fair player's Hint. */
import { type Memory, NOTHING_SEEN, remember } from "../../solver/fair/unseen.js";
import type { Timeline } from "../state/timeline.js";

/**
 * What the player has seen along the way to the position on the table: the memory of
 * each position of the timeline in turn, a restart going back to the deal's and a
 * rewind to the memory of the position it returns to.
 */
export function memoryOf(timeline: Timeline): Memory {
  const rules = timeline.positions[0].rules;
  const memories: Memory[] = [NOTHING_SEEN];
  timeline.steps.slice(0, timeline.cursor).forEach((step, i) => {
    if (step.kind === "restart") memories.push(NOTHING_SEEN);
    else if (step.kind === "rewind") memories.push(memories[step.to]);
    else
      memories.push(
        step.moves.reduce((memory, move) => remember(memory, rules, move), memories[i]),
      );
  });
  return memories[timeline.cursor];
}
