/** Statistics of the game on the table, kept across visits. */
import type { Ref } from "preact";
import { titleOf } from "../content/index.js";
import { statsOf, winRate } from "../state/stats.js";
import { active, stats } from "../state/store.js";

function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${seconds % 60} s` : `${seconds} s`;
}

export function StatsDialog({ dialogRef }: { dialogRef: Ref<HTMLDialogElement> }) {
  const game = active.value;
  const entry = game ? statsOf(stats.value, game.rules.id) : null;
  const rate = entry ? winRate(entry) : null;
  return (
    <dialog ref={dialogRef} class="dialog" aria-labelledby="stats-title">
      <h2 id="stats-title">Statistics{game ? `: ${titleOf(game.rules.id)}` : ""}</h2>
      <div class="dialog-body">
        {entry && (
          <dl class="stats">
            <dt>Played</dt>
            <dd>{entry.played}</dd>
            <dt>Won</dt>
            <dd>{entry.won}</dd>
            <dt>Win rate</dt>
            <dd>{rate === null ? "–" : `${Math.round(rate * 100)}%`}</dd>
            <dt>Current streak</dt>
            <dd>{entry.currentStreak}</dd>
            <dt>Best streak</dt>
            <dd>{entry.bestStreak}</dd>
            <dt>Fewest moves</dt>
            <dd>{entry.fewestMoves ?? "–"}</dd>
            <dt>Fastest win</dt>
            <dd>{entry.fastestMs === null ? "–" : duration(entry.fastestMs)}</dd>
          </dl>
        )}
        <p class="small">A game counts as played once its first move is made.</p>
      </div>
      <form method="dialog" class="dialog-foot">
        <button type="submit">Close</button>
      </form>
    </dialog>
  );
}
