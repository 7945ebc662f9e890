/**
 * The game's toolbar: play (new game, restart, undo, redo, and finish where every card
 * can go home at once), the solver's help (hint, undo to winnable, could it have been
 * won?), the page's own buttons, and the deal number, shown and enterable. One row on a
 * desktop screen: labels are left off where the row is narrow (each button keeps its
 * name and a tooltip).
 */
import { computed } from "@preact/signals";
import { useEffect, useState } from "preact/hooks";
import {
  canRedo,
  canUndo,
  currentPosition,
  dealNumbersOf,
  finishingMoves,
  isDealNumberOf,
  positionToText,
} from "../../engine/index.js";
import { askHint } from "../assist/hint.js";
import { couldItHaveBeenWon, searchingSolution } from "../assist/replay.js";
import { lastWinnable } from "../assist/verdicts.js";
import { startNewGame } from "../assist/winnable-deals.js";
import { encodeBase64Url } from "../base64url.js";
import {
  finishGame,
  openDeal,
  redoStep,
  restart,
  rewindTo,
  say,
  undoStep,
} from "../state/game-actions.js";
import { confirmLeaving } from "../state/leaving.js";
import { active, activeDeal, activeRules, ending, hasPosition } from "../state/store.js";
import type { Timeline } from "../state/timeline.js";
import { ControlButton as Button } from "./ControlButton.js";
import { ICONS } from "./icons.js";

interface ControlsProps {
  readonly onSettings: () => void;
  readonly onStats: () => void;
}

/** The link that opens this deal (or, for a position from a link, that position). */
export function shareLink(): string | null {
  const game = active.value;
  if (!game) return null;
  const base = `${location.origin}${location.pathname}`;
  if (game.meta.deal !== null) return `${base}#/${game.rules.id}/${game.meta.deal}`;
  return `${base}#/position/${encodeBase64Url(positionToText(game.timeline.positions[0]))}`;
}

async function share(): Promise<void> {
  const link = shareLink();
  if (!link) return;
  try {
    await navigator.clipboard.writeText(link);
    say(`Link copied: ${link}`);
  } catch {
    say(`Copy this link to share the deal: ${link}`);
  }
}

function DealForm() {
  const rules = activeRules.value;
  const deal = activeDeal.value;
  const [text, setText] = useState(deal === null ? "" : String(deal));
  useEffect(() => setText(deal === null ? "" : String(deal)), [deal, rules]);
  const submit = (event: Event) => {
    event.preventDefault();
    const trimmed = text.trim();
    const number = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
    if (!rules) return;
    if (!isDealNumberOf(rules, number)) {
      const { first, last } = dealNumbersOf(rules);
      say(`A deal number is a whole number from ${first} to ${last}.`);
      return;
    }
    confirmLeaving(() => openDeal(rules, number));
  };
  return (
    <form class="deal" onSubmit={submit}>
      <label>
        Deal
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          placeholder={deal === null ? "from a link" : ""}
          onInput={(event) => setText(event.currentTarget.value)}
          size={10}
        />
      </label>
      <button type="submit" class="go">
        Play deal
      </button>
    </form>
  );
}

/**
 * Whether Restart, Undo and Redo can be used, as computed signals: the toolbar reads
 * these rather than the game, so that a move draws it again only when one changes.
 */
const timelineCan = (can: (timeline: Timeline) => boolean) =>
  computed(() => {
    const timeline = active.value?.timeline;
    return timeline !== undefined && can(timeline);
  });
const restartable = timelineCan((timeline) => currentPosition(timeline) !== timeline.positions[0]);
const undoable = timelineCan(canUndo);
const redoable = timelineCan(canRedo);
/** No card face down and foundation moves alone win (finishingMoves): Finish sends them home. */
const finishable = timelineCan((timeline) => finishingMoves(currentPosition(timeline)) !== null);

export function Controls({ onSettings, onStats }: ControlsProps) {
  const end = ending.value;
  const back = lastWinnable.value;
  return (
    <div class="controls">
      <div class="buttons play">
        <Button label="New game" icon={ICONS.newGame} onClick={startNewGame} />
        <Button
          label="Restart"
          icon={ICONS.restart}
          onClick={restart}
          disabled={!restartable.value}
        />
        <Button label="Undo" icon={ICONS.undo} onClick={undoStep} disabled={!undoable.value} />
        <Button label="Redo" icon={ICONS.redo} onClick={redoStep} disabled={!redoable.value} />
        {finishable.value && <Button label="Finish" icon={ICONS.finish} onClick={finishGame} />}
      </div>
      <div class="buttons assist">
        <Button label="Hint" icon={ICONS.hint} onClick={askHint} disabled={end !== null} />
        {back !== null && (
          <Button
            label="Undo to winnable"
            icon={ICONS.undoToWinnable}
            long
            onClick={() => rewindTo(back, "Back to the last position that could still be won.")}
          />
        )}
        {end === null && (
          <Button
            label="Could it have been won?"
            icon={ICONS.couldHaveWon}
            onClick={couldItHaveBeenWon}
            disabled={searchingSolution.value}
          />
        )}
      </div>
      <div class="buttons page-buttons">
        <Button label="Share" icon={ICONS.share} onClick={share} />
        <Button label="Settings" icon={ICONS.settings} onClick={onSettings} />
        <Button label="Statistics" icon={ICONS.stats} onClick={onStats} />
      </div>
      {hasPosition.value && <DealForm />}
    </div>
  );
}
