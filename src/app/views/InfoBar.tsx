/**
 * The bar between the toolbar and the board, of fixed height so that no message moves
 * the board: the quiet winnability indicator (open games, when the setting is on), the
 * moves and time played, and the status line (role="status"), which says every move.
 */
import { useEffect, useState } from "preact/hooks";
import { atStart, type Shown, shownVerdict } from "../assist/verdicts.js";
import { clockText, isPlayClockRunning, playedMs } from "../state/play-clock.js";
import { active, activeDeal, ending, status } from "../state/store.js";
import { movesMade } from "../state/timeline.js";

const WORDS: Record<Shown, string> = {
  winnable: "Winnable",
  lost: "Can no longer be won",
  unknown: "Not sure yet",
  checking: "Checking…",
};

/** Before any move a lost game was never winnable: it is the deal (or position) that is lost. */
function verdictWords(shown: Shown): string {
  if (shown !== "lost" || !atStart.value) return WORDS[shown];
  return activeDeal.value === null ? "This position cannot be won" : "This deal cannot be won";
}

function Indicator({ shown }: { shown: Shown }) {
  return (
    <p
      class="verdict"
      data-verdict={shown === "checking" ? "unknown" : shown}
      aria-busy={shown === "checking"}
    >
      <span class="dot" aria-hidden="true" />
      {verdictWords(shown)}
    </p>
  );
}

/** The time played, ticking once a second while the clock runs. */
function Clock() {
  const game = active.value;
  const [, tick] = useState(0);
  const running = isPlayClockRunning();
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [running, game]);
  return <span class="tally-value">{clockText(game ? playedMs(game.meta) : 0)}</span>;
}

export function InfoBar() {
  const game = active.value;
  const shown = shownVerdict.value;
  const won = ending.value === "won";
  return (
    <div class="infobar">
      <div class="tally">
        {shown && !won && <Indicator shown={shown} />}
        <p class="tally-item moves">
          Moves <span class="tally-value">{game ? movesMade(game.timeline) : 0}</span>
        </p>
        <p class="tally-item time">
          Time <Clock />
        </p>
      </div>
      <p class="status" role="status" aria-live="polite">
        {status.value}
      </p>
    </div>
  );
}
