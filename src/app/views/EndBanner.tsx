/**
 * The end of a game, for sighted players (the status line says it too): a short,
 * skippable celebration of a win, or the news that no move is left.
 */
import { useEffect } from "preact/hooks";
import { couldItHaveBeenWon, searchingSolution } from "../assist/replay.js";
import { startNewGame } from "../assist/winnable-deals.js";
import { undoStep } from "../state/game-actions.js";
import { STUCK_MESSAGE, WON_MESSAGE } from "../state/messages.js";
import { celebrating, ending } from "../state/store.js";

const CELEBRATION_MS = 2500;
const CONFETTI = Array.from({ length: 18 }, (_, i) => i);

function Celebration() {
  useEffect(() => {
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

export function EndBanner() {
  const end = ending.value;
  if (!end) return null;
  return (
    <section class={`end ${end}`} aria-label="Game over">
      <p>{end === "won" ? WON_MESSAGE : STUCK_MESSAGE}</p>
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
