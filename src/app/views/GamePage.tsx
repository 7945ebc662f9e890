/** The game on the table: title, controls, status line, end banner and board. */
import { useEffect, useRef } from "preact/hooks";
import { titleOf } from "../content/index.js";
import { redoStep, undoStep } from "../state/game-actions.js";
import { active, position, status } from "../state/store.js";
import { Board } from "./Board.js";
import { Controls } from "./Controls.js";
import { EndBanner } from "./EndBanner.js";
import { SettingsDialog } from "./SettingsDialog.js";
import { StatsDialog } from "./StatsDialog.js";

/** Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z redoes, except while typing. */
function onGlobalKey(event: KeyboardEvent): void {
  if (!(event.ctrlKey || event.metaKey) || event.target instanceof HTMLInputElement) return;
  const key = event.key.toLowerCase();
  if (key === "z" && !event.shiftKey) undoStep();
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
  if (!game || !current) return null;
  return (
    <main class="page game" id="main">
      <div class="game-head">
        <h1>{titleOf(game.rules.id)}</h1>
        <a class="rules-link" href={`#/${game.rules.id}/rules`}>
          Rules
        </a>
      </div>
      <Controls
        onSettings={() => settingsRef.current?.showModal()}
        onStats={() => statsRef.current?.showModal()}
      />
      <p class="status" role="status" aria-live="polite">
        {status.value}
      </p>
      <EndBanner />
      <Board position={current} />
      <details class="keys">
        <summary>Keyboard</summary>
        <p>
          Tab or the arrow keys choose a pile. Enter or Space picks cards up and puts them down on
          the chosen pile; + and − take one card more or fewer; D sends them to the best place;
          Escape puts them back. Ctrl+Z undoes, Ctrl+Y redoes.
        </p>
      </details>
      <SettingsDialog dialogRef={settingsRef} />
      <StatsDialog dialogRef={statsRef} />
    </main>
  );
}
