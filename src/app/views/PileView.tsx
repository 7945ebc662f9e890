/**
 * One pile: its cards bottom to top, where its fan puts them, and an outline (with a
 * hint of what it accepts) while it is empty. The element is the pile's one
 * `data-pile` element and its keyboard stop; its name lists every card a sighted
 * player sees on it.
 */

import { useComputed } from "@preact/signals";
import {
  type GameRules,
  layoutOf,
  type Pile,
  type Rank,
  spaceRank,
  topCard,
} from "../../engine/index.js";
import { hintedMove } from "../assist/hint.js";
import { CardView, FACE_DOWN, spokenCard } from "../cards/CardView.js";
import { rankLabel } from "../cards/labels.js";
import { SuitIcon } from "../cards/SuitSprite.js";
import { activate } from "../input/actions.js";
import { onPileKeyDown } from "../input/keyboard.js";
import { type Fan, fanOf, stacked } from "../layout/fan.js";
import { pileLabel } from "../state/messages.js";
import { selection, settings } from "../state/store.js";
import { buildDirection } from "./build-direction.js";

/**
 * Plain values only, the same from one position to the next where the pile is untouched:
 * the pile (positions share untouched piles) and its fan's steps. A component that reads
 * signals is drawn again only when a prop changes or a signal it read does
 * (@preact/signals), so a move draws only the piles it touched.
 */
interface PileProps {
  readonly rules: GameRules;
  readonly base: Rank;
  readonly index: number;
  readonly pile: Pile;
  /** The fan's steps after a face-down and a face-up card (tableau piles; others stack). */
  readonly downStep: number;
  readonly upStep: number;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/**
 * What a screen reader hears: the pile, then each card a sighted player sees on it
 * (every card of a fanned pile, the top card of a stack), never a hidden card's name.
 */
function describePile(rules: GameRules, index: number, pile: Pile, fanned: boolean, held: number) {
  const layout = layoutOf(rules);
  const direction = buildDirection(layout, index);
  const label = `${pileLabel({ rules }, index)}${direction ? `, builds ${direction}` : ""}`;
  const count = pile.cards.length;
  if (count === 0) return `${label}, empty`;
  const parts = [`${label}, ${plural(count, "card")}`];
  const isStock = layout.kinds[index] === "stock";
  const faceDown = isStock ? count : pile.down;
  const seen: string[] = [];
  if (fanned && faceDown > 0) seen.push(plural(faceDown, FACE_DOWN));
  if (fanned) seen.push(...pile.cards.slice(faceDown).map(spokenCard));
  else if (faceDown < count) seen.push(`top card ${spokenCard(topCard(pile) as number)}`);
  else if (!isStock) seen.push(plural(faceDown, FACE_DOWN));
  const said = seen.length > 0 ? `: ${seen.join(", ")}` : "";
  return `${parts.join(", ")}${said}${held > 0 ? `; ${held} picked up` : ""}`;
}

/** The faint mark on an empty pile: a foundation's suit, or the rank a space accepts. */
function EmptyHint({ rules, base, index }: { rules: GameRules; base: Rank; index: number }) {
  const layout = layoutOf(rules);
  const group = layout.groups[index];
  if (layout.suits[index] >= 0) return <SuitIcon suit={layout.suits[index]} class="hint-suit" />;
  const rank = group.space ? spaceRank(group.space, base) : null;
  if (rank === null || layout.kinds[index] === "cell") return null;
  return <span class="hint-rank">{rankLabel(rank, settings.value?.ranks ?? "traditional")}</span>;
}

/** The hinted move's marks: a dashed frame round the cards to move, or round where they go. */
function HintMark({ kind, top, fan }: { kind: "run" | "target"; top: number; fan: Fan }) {
  const style = `--y:${top}px;--run:${fan.extent - top}px`;
  return (
    <div class={`hint-mark ${kind}`} style={style} aria-hidden="true">
      <span class="badge">{kind === "run" ? "Hint" : "To here"}</span>
    </div>
  );
}

export function PileView({ rules, base, index, pile, downStep, upStep }: PileProps) {
  const layout = layoutOf(rules);
  const kind = layout.kinds[index];
  const fanned = kind === "tableau";
  const fan = fanned ? fanOf(pile, { down: downStep, up: upStep }) : stacked(pile);
  // This pile's share of the selection and the hint, so that picking up a card or
  // showing a hint draws again only the piles it concerns.
  const held = useComputed(() => (selection.value?.pile === index ? selection.value.count : 0));
  const hintCount = useComputed(() =>
    hintedMove.value?.from === index ? hintedMove.value.count : 0,
  );
  const hintedTo = useComputed(() => hintedMove.value?.to === index);
  const holding = held.value;
  const firstHeld = pile.cards.length - holding;
  const hintFrom = hintCount.value > 0 ? pile.cards.length - hintCount.value : -1;
  const hintTo = hintedTo.value;
  const direction = buildDirection(layout, index);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a pile holds card elements, which a <button> may not
    <div
      class={`pile ${kind}${holding > 0 ? " holding" : ""}`}
      data-pile={layout.names[index]}
      data-hint={hintTo ? "to" : undefined}
      role="button"
      tabIndex={0}
      aria-label={describePile(rules, index, pile, fanned, holding)}
      style={{ height: `calc(var(--card-h) + ${fan.extent}px)` }}
      onKeyDown={(event) => onPileKeyDown(event, index, holding > 0 ? holding : null)}
      onClick={(event) => {
        // A click with no pointer (detail 0) comes from assistive technology.
        if (event.detail === 0) activate(index);
      }}
    >
      {direction && (
        <span class={`build-mark ${direction}`} aria-hidden="true">
          {direction === "up" ? "▲" : "▼"}
          <span class="word"> {direction}</span>
        </span>
      )}
      {pile.cards.length === 0 && (
        <div class="slot" aria-hidden="true">
          <EmptyHint rules={rules} base={base} index={index} />
        </div>
      )}
      {pile.cards.map((card, i) => (
        <CardView
          key={i}
          card={card}
          faceUp={i >= pile.down && kind !== "stock"}
          y={fan.offsets[i]}
          selected={holding > 0 && i >= firstHeld}
          hinted={i === hintFrom}
        />
      ))}
      {hintFrom >= 0 && <HintMark kind="run" top={fan.offsets[hintFrom]} fan={fan} />}
      {hintTo && <HintMark kind="target" top={fan.extent} fan={fan} />}
    </div>
  );
}
