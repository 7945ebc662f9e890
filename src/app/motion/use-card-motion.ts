/**
 * The board's side of card motion: where the cards lie is read the moment the position
 * shown is about to change (a signal effect runs before the board is drawn again), and
 * the change is played once the new board and the rest of the page are drawn (queued
 * from a layout effect, before paint).
 */
import { effect } from "@preact/signals";
import type { RefObject } from "preact";
import { useLayoutEffect, useRef } from "preact/hooks";
import { currentPosition, type Position } from "../../engine/index.js";
import { replayPosition } from "../assist/replay.js";
import { playSound } from "../sound/sounds.js";
import { active, settings } from "../state/store.js";
import {
  cardPlaces,
  changedPiles,
  delayOf,
  motionAllowed,
  playChange,
  STEP_MS,
  stopMotion,
} from "./card-motion.js";
import { cardRoutes } from "./card-routes.js";
import { type Change, changeBetween, type Shown } from "./change.js";

/** What the board is about to show, read from the signals (subscribing, in an effect). */
function upcoming(): Shown {
  const replay = replayPosition.value;
  const game = active.value;
  return {
    game,
    position: replay ?? (game ? currentPosition(game.timeline) : null),
    replay: replay !== null,
  };
}

/** Roughly how long a card takes to land. */
const LANDING_MS = 160;

/** A card sound as each card (or run) lands: at its turn in the motion, or one per step. */
function changeSounds(change: Change, gliding: boolean): void {
  if (!settings.peek()?.sounds) return;
  if (change.kind === "deal") {
    for (let i = 0; i < 6; i++) playSound("card", i * 90);
    return;
  }
  const moved = cardRoutes(change.path).filter((route) => route.step >= 0);
  const times = new Set(
    moved.map((route) => (gliding ? delayOf(route) : route.step * STEP_MS) + LANDING_MS),
  );
  for (const time of [...times].slice(0, 16)) playSound("card", time);
}

const NOTHING: Shown = { game: null, position: null, replay: false };

/** `position`: the position the board has just drawn, or null while it draws none. */
export function useCardMotion(
  board: RefObject<HTMLElement | null>,
  position: Position | null,
): void {
  const drawn = useRef<Shown>(NOTHING);
  const before = useRef<{ position: Position; places: Map<string, DOMRect> } | null>(null);

  useLayoutEffect(() => {
    const stop = effect(() => {
      const next = upcoming();
      const element = board.current;
      const shown = drawn.current.position;
      if (!element || !shown || next.position === shown || before.current) return;
      if (!motionAllowed()) return;
      // Only the cards of the piles that change can move; reading the others' places
      // would cost every press a look at every card.
      const piles = next.position ? changedPiles(shown, next.position) : undefined;
      before.current = { position: shown, places: cardPlaces(element, shown, piles) };
      stopMotion();
    });
    return () => {
      stop();
      stopMotion();
    };
  }, [board]);

  useLayoutEffect(() => {
    if (!position) return;
    const was = drawn.current;
    const now = { game: active.peek(), position, replay: replayPosition.peek() !== null };
    drawn.current = now;
    const places = before.current?.position === was.position ? before.current.places : null;
    before.current = null;
    const element = board.current;
    const change = changeBetween(was, now);
    if (!element || !change) return;
    const gliding = motionAllowed();
    changeSounds(change, gliding);
    if (!gliding) return;
    // Played once every view this change redraws is drawn (Preact draws and commits them
    // one after another, all before this microtask): reading the cards' places lays the
    // page out, and a view drawn after that would have it laid out again for the frame.
    queueMicrotask(() => {
      if (drawn.current === now && element.isConnected)
        playChange(element, change, position, places);
    });
  }, [board, position]);
}
