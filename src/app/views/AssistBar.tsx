/**
 * The solver's help beside the game: the quiet winnability indicator (open games, when
 * the setting is on), Hint, Undo to winnable, and "Could it have been won?".
 */
import { askHint } from "../assist/hint.js";
import { couldItHaveBeenWon, searchingSolution } from "../assist/replay.js";
import { lastWinnable, type Shown, shownVerdict } from "../assist/verdicts.js";
import { rewindTo } from "../state/game-actions.js";
import { ending } from "../state/store.js";
import { ControlButton } from "./ControlButton.js";
import { ICONS } from "./icons.js";

const WORDS: Record<Shown, string> = {
  winnable: "Winnable",
  lost: "Can no longer be won",
  unknown: "Not sure yet",
  checking: "Checking…",
};

function Indicator({ shown }: { shown: Shown }) {
  return (
    <p
      class="verdict"
      data-verdict={shown === "checking" ? "unknown" : shown}
      aria-busy={shown === "checking"}
    >
      <span class="dot" aria-hidden="true" />
      {WORDS[shown]}
    </p>
  );
}

export function AssistBar() {
  const shown = shownVerdict.value;
  const back = lastWinnable.value;
  const end = ending.value;
  return (
    <div class="assist">
      {shown && <Indicator shown={shown} />}
      <div class="buttons">
        <ControlButton label="Hint" icon={ICONS.hint} onClick={askHint} disabled={end !== null} />
        {back !== null && (
          <ControlButton
            label="Undo to winnable"
            icon={ICONS.undoToWinnable}
            onClick={() => rewindTo(back, "Back to the last position that could still be won.")}
          />
        )}
        {end !== "stuck" && (
          <ControlButton
            label="Could it have been won?"
            icon={ICONS.couldHaveWon}
            onClick={couldItHaveBeenWon}
            disabled={searchingSolution.value}
          />
        )}
      </div>
    </div>
  );
}
