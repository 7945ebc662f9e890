/** Statistics of the game on the table, kept across visits, and their export and import. */
import { computed } from "@preact/signals";
import type { Ref } from "preact";
import { titleOf } from "../content/index.js";
import { utcDay } from "../state/daily.js";
import { dailyStreakOn, statsOf, winRate } from "../state/stats.js";
import { active, activeRules, stats } from "../state/store.js";
import { StatsTransfer } from "./StatsTransfer.js";

function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${seconds % 60} s` : `${seconds} s`;
}

/**
 * Why the game on the table does not count, or counts with help; null when it simply
 * counts. A computed string, so that a move, which makes a new meta, leaves it be.
 */
const thisGame = computed((): string | null => {
  const meta = active.value?.meta;
  if (!meta) return null;
  if (!meta.scored) {
    return meta.deal === null
      ? "This game is not counted: it is a position from a link."
      : "This game is not counted: it replays the deal of the day, counted already today.";
  }
  return meta.assisted ? "This game is counted as played with help." : null;
});

export function StatsDialog({ dialogRef }: { dialogRef: Ref<HTMLDialogElement> }) {
  const rules = activeRules.value;
  const entry = rules ? statsOf(stats.value, rules.id) : null;
  const rate = entry ? winRate(entry) : null;
  const note = thisGame.value;
  return (
    <dialog ref={dialogRef} class="dialog" aria-labelledby="stats-title">
      <h2 id="stats-title">Statistics{rules ? `: ${titleOf(rules.id)}` : ""}</h2>
      <div class="dialog-body">
        {entry && (
          <dl class="stats">
            <dt>Played</dt>
            <dd>{entry.played}</dd>
            <dt>Won</dt>
            <dd>{entry.won}</dd>
            <dt>Win rate</dt>
            <dd>{rate === null ? "–" : `${Math.round(rate * 100)}%`}</dd>
            <dt>Played with help</dt>
            <dd>{entry.assisted}</dd>
            <dt>Won with help</dt>
            <dd>{entry.assistedWon}</dd>
            <dt>Current streak</dt>
            <dd>{entry.currentStreak}</dd>
            <dt>Best streak</dt>
            <dd>{entry.bestStreak}</dd>
            <dt>Fewest moves</dt>
            <dd>{entry.fewestMoves ?? "–"}</dd>
            <dt>Fastest win</dt>
            <dd>{entry.fastestMs === null ? "–" : duration(entry.fastestMs)}</dd>
            <dt>Deal of the day streak</dt>
            <dd>{dailyStreakOn(entry, utcDay(Date.now()))}</dd>
            <dt>Best deal of the day streak</dt>
            <dd>{entry.bestDailyStreak}</dd>
          </dl>
        )}
        <p class="small">
          A game counts as played once its first move is made on a deal; positions from links are
          not counted. Streaks and bests count only wins without help (Hint, Undo to winnable, or
          the solution from the deal).
        </p>
        {note && <p class="small this-game">{note}</p>}
        <StatsTransfer />
      </div>
      <form method="dialog" class="dialog-foot">
        <button type="submit">Close</button>
      </form>
    </dialog>
  );
}
