/**
 * The game on the table, fitted to the screen: the toolbar, a bar of fixed height with
 * the tally and the status line (so that no message moves the board), and the table,
 * which the board fills, with the end of the game and the search for a winnable deal
 * shown over it.
 */
import { computed } from "@preact/signals";
import { useEffect, useRef } from "preact/hooks";
import { askHint } from "../assist/hint.js";
import { replayPosition } from "../assist/replay.js";
import { titleOf } from "../content/index.js";
import { finishGame, pauseGame, redoStep, undoStep } from "../state/game-actions.js";
import { resumePlayClock } from "../state/play-clock.js";
import { activeRules, hasPosition, position } from "../state/store.js";
import { Board } from "./Board.js";
import { Controls } from "./Controls.js";
import { EndBanner } from "./EndBanner.js";
import { InfoBar } from "./InfoBar.js";
import { ReplayBar } from "./ReplayBar.js";
import { SetAsideGames } from "./SetAsideGames.js";
import { SettingsDialog } from "./SettingsDialog.js";
import { StatsDialog } from "./StatsDialog.js";
import { isWaitingForDeal, WaitingForDeal } from "./WaitingForDeal.js";

/**
 * Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z redoes, H asks for a hint, F finishes where Finish
 * is offered; not while typing, nor while a replay is shown (the game waits untouched
 * underneath).
 */
function onGlobalKey(event: KeyboardEvent): void {
  if (event.target instanceof HTMLInputElement || replayPosition.value) return;
  const key = event.key.toLowerCase();
  if (!(event.ctrlKey || event.metaKey)) {
    if (event.altKey) return;
    if (key === "h") askHint();
    else if (key === "f") finishGame();
    else return;
  } else if (key === "z" && !event.shiftKey) undoStep();
  else if (key === "y" || (key === "z" && event.shiftKey)) redoStep();
  else return;
  event.preventDefault();
}

/** The play clock runs only while the game is on the screen. */
function onVisibility(): void {
  if (document.hidden) pauseGame();
  else resumePlayClock();
}

/** The game's name in the site header, with its rules beside it. */
export function GameTitle() {
  const rules = activeRules.value;
  if (!rules) return null;
  return (
    <div class="game-title">
      <h1>{titleOf(rules.id)}</h1>
      <a class="rules-link" href={`#/${rules.id}/rules`}>
        Rules
      </a>
    </div>
  );
}

/** A replay is shown in place of the game. */
const replaying = computed(() => replayPosition.value !== null);

/**
 * The table: the board, with the end of the game and the veil over it. The one part of
 * the page drawn again with every position shown; the page around it reads only whether
 * there is a position and whether a replay is shown, so a move leaves it as it is.
 */
function Table() {
  const current = position.value;
  const replayed = replayPosition.value;
  if (!current) return null;
  return (
    <div class="table">
      <Board position={replayed ?? current} inert={replayed !== null || isWaitingForDeal()} />
      {!replayed && <EndBanner />}
      <WaitingForDeal />
    </div>
  );
}

export function GamePage() {
  const settingsRef = useRef<HTMLDialogElement>(null);
  const statsRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    window.addEventListener("keydown", onGlobalKey);
    document.addEventListener("visibilitychange", onVisibility);
    onVisibility();
    return () => {
      window.removeEventListener("keydown", onGlobalKey);
      document.removeEventListener("visibilitychange", onVisibility);
      pauseGame();
    };
  }, []);
  if (!hasPosition.value) return null;
  const replay = replaying.value;
  return (
    <main class="page game" id="main">
      {replay ? (
        <ReplayBar />
      ) : (
        <Controls
          onSettings={() => settingsRef.current?.showModal()}
          onStats={() => statsRef.current?.showModal()}
        />
      )}
      <InfoBar />
      <Table />
      {!replay && <SetAsideGames />}
      <SettingsDialog dialogRef={settingsRef} />
      <StatsDialog dialogRef={statsRef} />
    </main>
  );
}
