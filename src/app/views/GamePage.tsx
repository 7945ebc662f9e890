/** The game on the table: title, controls, status line, end banner and board. */
import { useEffect, useRef } from "preact/hooks";
import { askHint } from "../assist/hint.js";
import { replayPosition } from "../assist/replay.js";
import { titleOf } from "../content/index.js";
import { redoStep, undoStep } from "../state/game-actions.js";
import { active, position, status } from "../state/store.js";
import { AssistBar } from "./AssistBar.js";
import { Board } from "./Board.js";
import { Controls } from "./Controls.js";
import { EndBanner } from "./EndBanner.js";
import { ReplayBar } from "./ReplayBar.js";
import { SetAsideGames } from "./SetAsideGames.js";
import { SettingsDialog } from "./SettingsDialog.js";
import { StatsDialog } from "./StatsDialog.js";

/**
 * Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z redoes, H asks for a hint; not while typing, nor
 * while a replay is shown (the game waits untouched underneath).
 */
function onGlobalKey(event: KeyboardEvent): void {
  if (event.target instanceof HTMLInputElement || replayPosition.value) return;
  const key = event.key.toLowerCase();
  if (!(event.ctrlKey || event.metaKey)) {
    if (key !== "h" || event.altKey) return;
    askHint();
  } else if (key === "z" && !event.shiftKey) undoStep();
  else if (key === "y" || (key === "z" && event.shiftKey)) redoStep();
  else return;
  event.preventDefault();
}

export function GamePage() {
  const settingsRef = useRef<HTMLDialogElement>(null);
  const statsRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    window.addEventListener("keydown", onGlobalKey);
    return () => window.removeEventListener("keydown", onGlobalKey);
  }, []);
  const game = active.value;
  const current = position.value;
  const replaying = replayPosition.value;
  if (!game || !current) return null;
  return (
    <main class="page game" id="main">
      <div class="game-head">
        <h1>{titleOf(game.rules.id)}</h1>
        <a class="rules-link" href={`#/${game.rules.id}/rules`}>
          Rules
        </a>
      </div>
      {replaying ? (
        <ReplayBar />
      ) : (
        <>
          <Controls
            onSettings={() => settingsRef.current?.showModal()}
            onStats={() => statsRef.current?.showModal()}
          />
          <AssistBar />
        </>
      )}
      <p class="status" role="status" aria-live="polite">
        {status.value}
      </p>
      {replaying ? (
        <div class="replaying" inert>
          <Board position={replaying} />
        </div>
      ) : (
        <>
          <EndBanner />
          <Board position={current} />
        </>
      )}
      {!replaying && <SetAsideGames />}
      <details class="keys">
        <summary>Keyboard</summary>
        <p>
          Tab or the arrow keys choose a pile. Enter or Space picks cards up and puts them down on
          the chosen pile; + and − take one card more or fewer; D sends them to the best place;
          Escape puts them back. H asks for a hint. Ctrl+Z undoes, Ctrl+Y redoes.
        </p>
      </details>
      <SettingsDialog dialogRef={settingsRef} />
      <StatsDialog dialogRef={statsRef} />
    </main>
  );
}
