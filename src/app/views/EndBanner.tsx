/**
 * The end of a game, over the foot of the table so that the board does not move (the
 * status line says it too): after a win, its summary (moves, time, streak, bests) and
 * a short, skippable celebration; when no move is left, the ways on.
 */
import { useEffect } from "preact/hooks";
import { couldItHaveBeenWon, searchingSolution } from "../assist/replay.js";
import { startNewGame } from "../assist/winnable-deals.js";
import { playSound } from "../sound/sounds.js";
import { undoStep } from "../state/game-actions.js";
import { STUCK_MESSAGE } from "../state/messages.js";
import { clockText, playedMs } from "../state/play-clock.js";
import { statsOf } from "../state/stats.js";
import { active, celebrating, ending, stats } from "../state/store.js";
import { movesMade } from "../state/timeline.js";

const CELEBRATION_MS = 2500;
const CONFETTI = Array.from({ length: 18 }, (_, i) => i);

function Celebration() {
  useEffect(() => {
    playSound("win");
    const timer = setTimeout(() => {
      celebrating.value = false;
    }, CELEBRATION_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div class="celebration">
      <div class="confetti" aria-hidden="true">
        {CONFETTI.map((i) => (
          <span key={i} style={`--i:${i}`} />
        ))}
      </div>
      <button
        type="button"
        class="skip"
        onClick={() => {
          celebrating.value = false;
        }}
      >
        Skip celebration
      </button>
    </div>
  );
}

/** Moves, time, streak and the game's bests, after a win. */
function WinSummary() {
  const game = active.value;
  if (!game) return null;
  const record = statsOf(stats.value, game.rules.id);
  const best = [
    record.fewestMoves === null
      ? null
      : `${record.fewestMoves} move${record.fewestMoves === 1 ? "" : "s"}`,
    record.fastestMs === null ? null : clockText(record.fastestMs),
  ].filter(Boolean);
  return (
    <dl class="summary">
      <div>
        <dt>Moves</dt>
        <dd>{movesMade(game.timeline)}</dd>
      </div>
      <div>
        <dt>Time</dt>
        <dd>{clockText(playedMs(game.meta))}</dd>
      </div>
      <div>
        <dt>Streak</dt>
        <dd>{record.currentStreak}</dd>
      </div>
      <div>
        <dt>Best</dt>
        <dd>{best.length > 0 ? best.join(", ") : "–"}</dd>
      </div>
    </dl>
  );
}

export function EndBanner() {
  const end = ending.value;
  if (!end) return null;
  return (
    <section class={`end ${end}`} aria-label={end === "won" ? "You won" : "Game over"}>
      <p class="end-title">{end === "won" ? "You won!" : STUCK_MESSAGE}</p>
      {end === "won" && <WinSummary />}
      <div class="end-actions">
        {end === "stuck" && (
          <button type="button" onClick={undoStep}>
            Take back a move
          </button>
        )}
        {end === "stuck" && (
          <button type="button" onClick={couldItHaveBeenWon} disabled={searchingSolution.value}>
            Could it have been won?
          </button>
        )}
        <button type="button" onClick={startNewGame}>
          Start another deal
        </button>
      </div>
      {end === "won" && celebrating.value && <Celebration />}
    </section>
  );
}
