/** The replay of a solution from the deal: play or pause, a step either way, and leave. */
import { useEffect } from "preact/hooks";
import { isWon } from "../../engine/index.js";
import { leaveReplay, replay, setReplayPlaying, stepReplay } from "../assist/replay.js";
import { ControlButton } from "./ControlButton.js";
import { ICONS } from "./icons.js";

const STEP_MS = 600;

export function ReplayBar() {
  const shown = replay.value;
  const playing = shown?.playing ?? false;
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => stepReplay(1), STEP_MS);
    return () => clearInterval(timer);
  }, [playing]);
  if (!shown) return null;
  const last = shown.positions.length - 1;
  const won = isWon(shown.positions[shown.at]);
  return (
    <section class="replay-bar" aria-label="Replay of a solution">
      <p class="replay-count" data-step={shown.at} data-steps={last}>
        Solution: move {shown.at} of {last}
        {won ? " (won)" : ""}
      </p>
      <div class="buttons">
        <ControlButton
          label={playing ? "Pause" : "Play"}
          icon={playing ? ICONS.pause : ICONS.play}
          onClick={() => setReplayPlaying(!playing)}
        />
        <ControlButton
          label="Step back"
          icon={ICONS.stepBack}
          onClick={() => stepReplay(-1)}
          disabled={shown.at === 0}
        />
        <ControlButton
          label="Step forward"
          icon={ICONS.stepForward}
          onClick={() => stepReplay(1)}
          disabled={shown.at === last}
        />
        <ControlButton label="Leave replay" icon={ICONS.leave} onClick={leaveReplay} />
      </div>
    </section>
  );
}
